pub mod confirm;
pub mod number_field;
pub mod qr_codes;
pub mod qr_scanner;

/// Whether the `<details>` a toggle event came from is open now.
pub fn details_open(ev: &web_sys::Event) -> bool {
    use wasm_bindgen::JsCast;
    ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlDetailsElement>().ok()).is_some_and(|d| d.open())
}

/// A `<details>` whose contents are made the first time it is opened, and
/// kept after: a big evening's page does not build, at every opening, the
/// forms of folds nobody has opened (a round's seating is 30 tables' fields).
#[leptos::component]
pub fn Fold(
    /// What the fold's summary says.
    #[prop(into)]
    summary: leptos::prelude::ViewFn,
    #[prop(optional)] class: Option<&'static str>,
    #[prop(optional)] testid: Option<&'static str>,
    children: leptos::prelude::ChildrenFn,
) -> impl leptos::IntoView {
    use leptos::prelude::*;
    let opened = RwSignal::new(false);
    view! {
        <details class=class data-testid=testid on:toggle=move |ev| if details_open(&ev) { opened.set(true) }>
            <summary>{summary.run()}</summary>
            {move || opened.get().then(|| children())}
        </details>
    }
}
