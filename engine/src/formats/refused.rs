//! What a results file is refused for, said once for every reader (PBN,
//! USEBIO): the kind of event it is, not a parser's complaint about a column.

/// Why a pairs session scored in IMPs is refused (`why`: what in the file
/// says so): ranked on match points it would be misranked, without a word.
pub fn not_match_points(why: &str) -> String {
    format!("this session is scored in IMPs ({why}): Clubscore imports match-pointed pairs sessions so far, and refuses one scored otherwise rather than rank it on match points")
}
