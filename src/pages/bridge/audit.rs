//! The audit trail, with undo.

use super::*;

#[component]
pub(super) fn AuditTrail(event: Shown, save: Save) -> impl IntoView {
    use clubscore_engine::audit::{self, Status};
    // The trail is worked out and drawn only while it is open: a big evening
    // has hundreds of entries, and entering a result must stay quick.
    let open = RwSignal::new(false);
    let lines = Memo::new(move |_| {
        if open.get() {
            event.with(|e| {
                e.as_ref().map(|e| audit::trail::<clubscore_engine::bridge::results::Bridge>(e, &clubscore_engine::bridge::words::say)).unwrap_or_default()
            })
        } else {
            Vec::new()
        }
    });
    let count = move || event.with(|e| e.map(|e| e.log.len()).unwrap_or(0));
    let undoing = RwSignal::new(None::<(clubscore_engine::event::EntryId, usize)>);
    let reason = RwSignal::new(String::new());
    let confirm = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let (Some(e), Some((id, number))) = (event.get_untracked(), undoing.get_untracked()) else { return };
        let why = Some(reason.get_untracked().trim().to_string()).filter(|w| !w.is_empty());
        let entry = audit::undo(&e, &id, &device(), storage::now(), Role::Director, why);
        let mut edited = e.clone();
        if edited.append(entry).is_ok() && save(edited, format!("Entry {number} undone; it stays in the trail.")) {
            undoing.set(None);
            reason.set(String::new());
        }
    };
    view! {
        <section aria-labelledby="audit-title" data-testid="audit">
            <h2 id="audit-title">"Audit trail"</h2>
            <details on:toggle=move |ev| open.set(crate::components::details_open(&ev))>
                <summary>{move || match count() { 1 => "1 entry".to_string(), n => format!("{n} entries, newest first") }}</summary>
                <table class="schedule audit">
                    <thead><tr><th scope="col">"#"</th><th scope="col">"When"</th><th scope="col">"By"</th><th scope="col">"What"</th><th scope="col">"Why"</th><th scope="col">"Status"</th><th scope="col"><span class="visually-hidden">"Undo"</span></th></tr></thead>
                    <tbody>
                        {move || {
                            let total = count();
                            lines.get().into_iter().enumerate().map(|(i, line)| {
                                let number = total - i;
                                let id = line.id.clone();
                                let status = match line.status { Status::Current => "counts", Status::SetAside => "set aside", Status::Undo => "undo" };
                                view! {
                                    <tr data-testid="audit-line" class=status.replace(' ', "-")>
                                        <td>{number}</td>
                                        <td>{storage::local_time(line.at)}</td>
                                        <td>{format!("{:?} ({})", line.role, line.id.device).to_ascii_lowercase()}</td>
                                        <td>{line.text}</td>
                                        <td>{line.why.unwrap_or_default()}</td>
                                        <td>{status}</td>
                                        <td>{(line.status != Status::SetAside).then(|| view! {
                                            <button type="button" aria-label=format!("Undo entry {number}") on:click=move |_| undoing.set(Some((id.clone(), number)))>"Undo"</button>
                                        })}</td>
                                    </tr>
                                }
                            }).collect_view()
                        }}
                    </tbody>
                </table>
                {move || undoing.get().map(|(_, number)| {
                    let confirm = confirm.clone();
                    view! {
                    <form class="inline" on:submit=confirm data-testid="undo-form">
                        <label>
                            <span>{format!("Why undo entry {number}? (optional)")}</span>
                            <input type="text" prop:value=move || reason.get() on:input=move |ev| reason.set(event_target_value(&ev)) />
                        </label>
                        <button type="submit" class="danger">{format!("Undo entry {number}")}</button>
                        <button type="button" on:click=move |_| undoing.set(None)>"Cancel"</button>
                    </form>
                    }
                })}
            </details>
        </section>
    }
}
