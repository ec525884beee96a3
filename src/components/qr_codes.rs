//! A file shown as a sequence of QR codes, one after another, for a camera
//! to read: "code 2 of 5", with a pause and a step for a slow reader.

use leptos::prelude::*;

#[component]
pub fn QrCodes(#[prop(into)] text: Signal<String>, label: &'static str) -> impl IntoView {
    use clubscore_engine::tables::qr;
    let frames = Memo::new(move |_| text.with(|t| qr::frames(t)));
    let index = RwSignal::new(0usize);
    let paused = RwSignal::new(false);
    // The next code every 0.8 s (a camera reads each several times over).
    let timer = set_interval_with_handle(
        move || {
            if !paused.get_untracked() {
                let n = frames.with_untracked(|f| f.len()).max(1);
                index.update(|i| *i = (*i + 1) % n);
            }
        },
        std::time::Duration::from_millis(800),
    )
    .ok();
    on_cleanup(move || {
        if let Some(t) = timer {
            t.clear();
        }
    });
    let svg = move || frames.with(|f| f.get(index.get() % f.len().max(1)).and_then(|frame| qr::svg(frame)).unwrap_or_default());
    view! {
        <figure class="qr" data-testid="qr-codes">
            <div class="qr-image" role="img" aria-label=move || format!("{label}: QR code {} of {}", index.get() % frames.with(|f| f.len()).max(1) + 1, frames.with(|f| f.len())) inner_html=svg></div>
            <figcaption>
                {move || format!("Code {} of {}", index.get() % frames.with(|f| f.len()).max(1) + 1, frames.with(|f| f.len()))}
                " "
                <button type="button" on:click=move |_| paused.update(|p| *p = !*p)>{move || if paused.get() { "Play" } else { "Pause" }}</button>
                <button type="button" aria-label="Next code" on:click=move |_| { paused.set(true); index.update(|i| *i += 1) }>"›"</button>
            </figcaption>
        </figure>
    }
}
