//! A question that must be answered before something is lost (delete, replace).
//! Focus goes to the safe choice; Escape answers "no".

use leptos::prelude::*;

#[component]
pub fn Confirm(
    /// The question, as a heading.
    title: String,
    /// What will happen, in a sentence.
    message: String,
    /// The label of the button that goes ahead ("Delete").
    confirm_label: String,
    #[prop(into)] on_confirm: Callback<()>,
    #[prop(into)] on_cancel: Callback<()>,
    /// A third choice, for questions with two ways ahead ("Keep both").
    #[prop(optional)]
    alternative: Option<(String, Callback<()>)>,
) -> impl IntoView {
    let cancel_ref = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(b) = cancel_ref.get() {
            let _ = b.focus();
        }
    });
    view! {
        <div class="backdrop">
            <div
                class="dialog"
                role="alertdialog"
                aria-modal="true"
                aria-labelledby="confirm-title"
                aria-describedby="confirm-message"
                on:keydown=move |ev| if ev.key() == "Escape" { on_cancel.run(()) }
            >
                <h2 id="confirm-title">{title}</h2>
                <p id="confirm-message">{message}</p>
                <div class="actions">
                    <button type="button" class="danger" on:click=move |_| on_confirm.run(())>{confirm_label}</button>
                    {alternative.map(|(label, run)| view! {
                        <button type="button" on:click=move |_| run.run(())>{label}</button>
                    })}
                    <button type="button" node_ref=cancel_ref on:click=move |_| on_cancel.run(())>"Cancel"</button>
                </div>
            </div>
        </div>
    }
}
