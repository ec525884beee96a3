//! A question that must be answered before something is lost (delete, replace).
//! A native modal dialog: the page behind is inert, focus stays inside, and
//! Escape answers "no". Focus starts on the safe choice.

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
    /// Other choices, for questions with several ways ahead ("Keep both").
    #[prop(optional)]
    alternatives: Vec<(String, Callback<()>)>,
    /// Lines that back the question up (what each copy holds, what is lost).
    #[prop(optional)]
    details: Vec<String>,
    /// The confirming choice loses nothing (drawn as the main button, not a danger).
    #[prop(optional)]
    safe: bool,
) -> impl IntoView {
    let dialog_ref = NodeRef::<leptos::html::Dialog>::new();
    let cancel_ref = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(d) = dialog_ref.get() {
            if !d.open() {
                let _ = d.show_modal();
            }
            if let Some(b) = cancel_ref.get() {
                let _ = b.focus();
            }
        }
    });
    view! {
        <dialog
            node_ref=dialog_ref
            class="dialog"
            role="alertdialog"
            aria-labelledby="confirm-title"
            aria-describedby="confirm-message"
            // Escape: the browser would close the dialog itself; the owner decides instead.
            on:cancel=move |ev: web_sys::Event| { ev.prevent_default(); on_cancel.run(()) }
        >
            <h2 id="confirm-title">{title}</h2>
            <p id="confirm-message">{message}</p>
            {(!details.is_empty()).then(|| view! {
                <ul class="details" data-testid="confirm-details">{details.into_iter().map(|d| view! { <li>{d}</li> }).collect_view()}</ul>
            })}
            <div class="actions">
                <button type="button" class=if safe { "primary" } else { "danger" } on:click=move |_| on_confirm.run(())>{confirm_label}</button>
                {alternatives.into_iter().map(|(label, run)| view! {
                    <button type="button" on:click=move |_| run.run(())>{label}</button>
                }).collect_view()}
                <button type="button" node_ref=cancel_ref on:click=move |_| on_cancel.run(())>"Cancel"</button>
            </div>
        </dialog>
    }
}
