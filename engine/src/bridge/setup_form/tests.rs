use super::*;

const PAIRS: Shape = Shape { teams: false, one_match: false, swiss: false, individual: false };
const TEAMS: Shape = Shape { teams: true, one_match: false, swiss: false, individual: false };
const MATCH: Shape = Shape { teams: true, one_match: true, swiss: false, individual: false };
const SWISS_TEAMS: Shape = Shape { teams: true, one_match: false, swiss: true, individual: false };
const SWISS_PAIRS: Shape = Shape { teams: false, one_match: false, swiss: true, individual: false };
const INDIVIDUAL: Shape = Shape { teams: false, one_match: false, swiss: false, individual: true };

/// Each kind of session opens on its usual movement, sized to what is entered.
#[test]
fn the_form_opens_on_the_usual_movement_for_the_session() {
    let opened = |shape, entered| {
        let f = SetupForm::new(shape, entered, None);
        (f.kind, f.count, f.boards)
    };
    assert_eq!(opened(PAIRS, 0), (Kind::Howell, 6, 3));
    assert_eq!(opened(PAIRS, 14), (Kind::Howell, 14, 3));
    // As many teams as entered (four entered: four, not five); none yet: five.
    assert_eq!(opened(TEAMS, 4), (Kind::Teams, 4, 3));
    assert_eq!(opened(TEAMS, 3), (Kind::Teams, 3, 3));
    assert_eq!(opened(TEAMS, 0), (Kind::Teams, 5, 3));
    assert_eq!(opened(MATCH, 2), (Kind::Match, 4, 3));
    assert_eq!(opened(SWISS_TEAMS, 0), (Kind::Swiss, 8, 6));
    assert_eq!(opened(SWISS_PAIRS, 24), (Kind::SwissPairs, 24, 6));
    assert_eq!(opened(INDIVIDUAL, 0), (Kind::Individual, 12, 3));
    // Teams score by the seed's rule until one is chosen: 7 teams VPs, 8 total IMPs; a match is two teams.
    let mut f = SetupForm::new(TEAMS, 7, None);
    assert_eq!(f.setup().teams, Some(TeamsScoring::WbfVp));
    f.count = 8;
    assert_eq!(f.setup().teams, Some(TeamsScoring::TotalImps));
    f.teams_scoring = Some(TeamsScoring::ClubVp);
    assert_eq!(f.setup().teams, Some(TeamsScoring::ClubVp));
    assert_eq!(SetupForm::new(MATCH, 0, None).setup().teams, Some(TeamsScoring::WbfVp));
    assert_eq!(SetupForm::new(PAIRS, 0, None).setup().teams, None);
}

/// Changing the movement of a session under way: the form opens on the
/// set-up in force, every choice of it, and makes it again unchanged.
#[test]
fn the_set_up_in_force_is_the_form_it_opens_on() {
    let scoring = ScoringSpec::default();
    let spec = |kind, count| MovementSpec { kind, count, boards_per_round: 2, ..MovementSpec::plain(kind, count, 2) };
    let cases = [
        (PAIRS, BridgeSetup { movement: MovementSpec { rounds: Some(three_quarter_rounds(8)), ..spec(Kind::Howell, 8) }, scoring, teams: None }),
        (
            PAIRS,
            BridgeSetup {
                movement: MovementSpec {
                    half_table: true,
                    missing_ew: Some(3),
                    ew_from_one: false,
                    copies: 2,
                    rounds: Some(5),
                    shared: true,
                    ..spec(Kind::Mitchell, 9)
                },
                // What the form does not show stays as in force: the averages.
                scoring: ScoringSpec { scale: MpScale::Acbl, different: Different::OwnTop, averages: Averages::SessionIfBetter, ..scoring },
                teams: None,
            },
        ),
        (
            PAIRS,
            BridgeSetup {
                movement: MovementSpec { copies: 1, ..spec(Kind::Mitchell, 7) },
                scoring: ScoringSpec { imps: Some(ImpMethod::CrossImps), ..scoring },
                teams: None,
            },
        ),
        (
            TEAMS,
            BridgeSetup {
                movement: MovementSpec { tea: true, rounds: Some(6), before_tea: Some(3), reversed: true, redeal: true, ..spec(Kind::Teams, 8) },
                scoring,
                teams: Some(TeamsScoring::WbfDiscreteVp),
            },
        ),
        (
            SWISS_PAIRS,
            BridgeSetup {
                movement: MovementSpec { drawn: true, rounds: Some(7), ..spec(Kind::SwissPairs, 20) },
                scoring: ScoringSpec { swiss: SwissScore::Vps, ..scoring },
                teams: None,
            },
        ),
    ];
    for (shape, setup) in cases {
        assert_eq!(SetupForm::new(shape, 0, Some(setup)).setup(), setup, "{setup:?}");
    }
}

/// What the form shows before it sets up: the movement's rounds, boards
/// and checks; a Swiss's first round; why a movement cannot be.
#[test]
fn the_preview_says_what_would_be_set_up() {
    let mut f = SetupForm::new(PAIRS, 0, None);
    assert!(f.preview().starts_with("5 rounds, boards 1 to 15; "), "{}", f.preview());
    assert!(f.preview().ends_with("; all checks passed."), "{}", f.preview());
    f.quarter = true;
    f.count = 8;
    assert!(f.preview().starts_with(&format!("{} rounds, boards 1 to ", three_quarter_rounds(8))), "{}", f.preview());
    // Seeded: 1 v the middle one.
    let swiss = SetupForm::new(SWISS_TEAMS, 5, None);
    assert_eq!(swiss.preview(), "Round 1: 1 v 5, 2 v 6, 3 v 7, 4 v 8; later rounds paired from the standings. Each round's matches play the same boards (one copy of the set per match).");
    let drawn = SetupForm { drawn: true, ..SetupForm::new(SWISS_PAIRS, 10, None) };
    assert_eq!(drawn.preview(), "Round 1 drawn by lot when you set up; later rounds paired from the standings.");
    let too_few = SetupForm { count: 7, ..SetupForm::new(INDIVIDUAL, 0, None) };
    assert!(too_few.preview().chars().next().is_some_and(char::is_uppercase), "{}", too_few.preview());
}
