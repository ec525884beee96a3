//! Players' handicaps in a pairs event, from their results in the other
//! pairs events kept on this device.

use super::*;

#[component]
pub fn HandicapsFromHistory(event: Shown, save: Save) -> impl IntoView {
    let notices = crate::notice::use_notice();
    view! {
        <p><button type="button" on:click=move |_| fill(event, &save, notices)>"Players' handicaps from the results on this device"</button></p>
    }
}

/// Fills every player's handicap from their results in the other pairs
/// events on this device (SC 2.6: at least five results; the last ten less
/// the best and the worst), and says who still plays scratch.
fn fill(event: Shown, save: &Save, notices: crate::notice::Notices) {
    let Some(mut edited) = event.get_untracked() else { return };
    let all = match storage::library().and_then(|lib| lib.all_events::<clubscore_engine::games::Any>()).and_then(clubscore_engine::games::all_as_bridge) {
        Ok(all) => all,
        Err(e) => return notices.problem(e.to_string()),
    };
    let clubscore_engine::bridge::handicap_history::Filled { set, kept, scratch } =
        clubscore_engine::bridge::handicap_history::fill_from_history(&mut edited, &all);
    if set == 0 && kept.is_empty() && scratch.is_empty() {
        return notices.problem("Type the players' names first (Rename): handicaps are found by the players' names.".to_string());
    }
    let mut message = format!("{set} player(s) have a handicap from their results on this device.");
    if !kept.is_empty() {
        message.push_str(&format!(" Kept as typed, too few results: {}.", kept.join(", ")));
    }
    if !scratch.is_empty() {
        message.push_str(&format!(" Scratch, too few results: {}.", scratch.join(", ")));
    }
    save(edited, message);
}
