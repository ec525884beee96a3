pub mod confirm;
pub mod number_field;
pub mod qr_codes;
pub mod qr_scanner;

/// Whether the `<details>` a toggle event came from is open now.
pub fn details_open(ev: &web_sys::Event) -> bool {
    use wasm_bindgen::JsCast;
    ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlDetailsElement>().ok()).is_some_and(|d| d.open())
}
