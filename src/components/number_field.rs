//! A whole-number field with its label, as every set-up form uses.

use leptos::prelude::*;

#[component]
pub fn NumberField(#[prop(into)] label: Signal<String>, value: RwSignal<u32>, min: u32, max: u32) -> impl IntoView {
    view! {
        <label>
            <span>{move || label.get()}</span>
            <input type="number" min=min max=max prop:value=move || value.get().to_string()
                on:input=move |ev| { if let Ok(n) = event_target_value(&ev).trim().parse::<u32>() { value.set(n) } } />
        </label>
    }
}
