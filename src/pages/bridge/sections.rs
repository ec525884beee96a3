//! Sections: a night of several sections (A, B, ...), each an event with its
//! own movement and tables (a pairs section beside a teams section, or two
//! pairs sections from sixteen tables); the pairs sections on the same
//! boards are also ranked across the field.

use super::*;
use clubscore_engine::bridge::field::{self, FieldRow};
use clubscore_engine::event::Section;
use clubscore_engine::Format;

/// The sections of night `night` on this device, but event `own`.
fn sections_of(night: &str, own: Option<&str>) -> Vec<Event> {
    use clubscore_engine::games::{all_as_bridge, Any};
    let of_night = |e: &clubscore_engine::event::Event<Any>| e.section.as_ref().is_some_and(|s| s.night == night) && Some(e.id.as_str()) != own;
    storage::library().and_then(|lib| lib.all_events::<Any>()).and_then(|all| all_as_bridge(all.into_iter().filter(of_night).collect())).unwrap_or_default()
}

#[component]
pub(super) fn SectionsPanel(event: Shown, save: Save) -> impl IntoView {
    let writer = crate::store::Writer::get();
    let notices = writer.notices;
    // The other sections of this night, read from the device when the page
    // opens and after a section is added (not on every save of a result).
    let refresh = RwSignal::new(0u32);
    let siblings = Memo::new(move |_| {
        refresh.track();
        let night = event.with_untracked(|e| e.and_then(|e| e.section.clone()).map(|s| s.night));
        let own = event.with_untracked(|e| e.map(|e| e.id.clone()));
        night.map(|night| sections_of(&night, own.as_deref())).unwrap_or_default()
    });
    let letter = move || event.with(|e| e.and_then(|e| e.section.as_ref()).map(|s| s.letter.clone()));
    let format = RwSignal::new(Format::BridgePairs);
    let add = move |_| {
        let Some(mut this) = event.get_untracked() else { return };
        // The first extra section makes this event section A of the night.
        if this.section.is_none() {
            this.section = Some(Section { night: this.id.clone(), letter: "A".into() });
            if !save(this.clone(), "This event is now section A of the night.".into()) {
                return;
            }
            let Some(stored) = event.get_untracked() else { return };
            this = stored;
        }
        let Some(night) = this.section.as_ref().map(|s| s.night.clone()) else { return };
        let taken: Vec<String> = std::iter::once(this.section.as_ref().map(|s| s.letter.clone()).unwrap_or_default())
            .chain(siblings.get_untracked().iter().filter_map(|e| e.section.as_ref().map(|s| s.letter.clone())))
            .collect();
        let Some(next) = ('A'..='Z').map(String::from).find(|l| !taken.contains(l)) else {
            return notices.problem("A night has at most 26 sections (A to Z).");
        };
        let now = storage::now();
        let name = format!("{} · section {next}", this.name);
        let mut created = match Event::new(storage::new_event_id(), &name, format.get_untracked(), &this.date, now) {
            Ok(e) => e,
            Err(err) => return notices.problem(err.to_string()),
        };
        created.section = Some(Section { night, letter: next.clone() });
        if writer.run(|lib| lib.create(&clubscore_engine::games::of_bridge(created.clone()), now)).is_ok() {
            refresh.update(|n| *n += 1);
            notices.done(format!("Section {next} created ({}). Open it from the list below to set it up.", created.format.label()));
        }
    };
    // The ranking across the field, worked out only while it is open.
    let open = RwSignal::new(false);
    let across = Memo::new(move |_| {
        if !open.get() {
            return Vec::new();
        }
        let others = siblings.get();
        event.with(|e| {
            let Some(e) = e else { return Vec::new() };
            let all: Vec<&Event> = std::iter::once(e).chain(others.iter()).collect();
            field::across(&all)
        })
    });
    let pairs_sections = Memo::new(move |_| {
        let others = siblings.get();
        event.with(|e| e.into_iter().chain(others.iter()).filter(|x| x.format == Format::BridgePairs && x.setup.is_some()).count())
    });
    view! {
        <section aria-labelledby="sections-title" data-testid="sections">
            <h2 id="sections-title">"Sections"</h2>
            <p>{move || match letter() {
                Some(l) => format!("This event is section {l} of the night."),
                None => "This event is a section on its own.".to_string(),
            }}</p>
            <ul class="sections">
                {move || siblings.get().into_iter().map(|e| {
                    let l = e.section.as_ref().map(|s| s.letter.clone()).unwrap_or_default();
                    view! { <li><a href=crate::routes::event_href(&e.id)>{format!("Section {l}: {} ({})", e.name, e.format.label())}</a></li> }
                }).collect_view()}
            </ul>
            <div class="actions">
                <div class="field"><label for="section-format"><span>"New section"</span></label>
                <select id="section-format" on:change=move |ev| if let Some(f) = Format::from_code(&event_target_value(&ev)) { format.set(f) }>
                    // A section is another bridge event of the same night.
                    {Format::ALL.into_iter().filter(|f| f.game() == clubscore_engine::GameKind::Bridge).map(|f| view! {
                        <option value=f.code()>{f.label().trim_start_matches("Bridge · ").to_string()}</option>
                    }).collect_view()}
                </select></div>
                <button type="button" on:click=add>"Add a section on the same night"</button>
            </div>
            <Show when=move || { pairs_sections.get() >= 2 }>
                <details on:toggle=move |ev| open.set(crate::components::details_open(&ev))>
                    <summary>"Ranking across the field (the pairs sections on the same boards)"</summary>
                    <FieldTable rows=across />
                </details>
            </Show>
        </section>
    }
}

#[component]
fn FieldTable(rows: Memo<Vec<FieldRow>>) -> impl IntoView {
    view! {
        <table class="schedule standings" data-testid="field-ranking">
            <thead><tr><th scope="col">"Place"</th><th scope="col">"Section"</th><th scope="col">"Pair"</th><th scope="col">"Name"</th><th scope="col">"Sat"</th><th scope="col">"Boards"</th><th scope="col">"%"</th></tr></thead>
            <tbody>
                {move || rows.get().into_iter().map(|r| view! {
                    <tr data-testid="field-row">
                        <td>{r.standing.rank}</td><td>{r.section}</td><td>{r.standing.pair}</td><td>{r.name}</td>
                        <td>{match r.standing.direction { Direction::NS => "NS", Direction::EW => "EW", Direction::Both => "" }}</td>
                        <td>{r.standing.boards}</td><td>{clubscore_engine::text::fixed(r.standing.pct, 2)}</td>
                    </tr>
                }).collect_view()}
            </tbody>
        </table>
    }
}
