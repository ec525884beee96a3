//! Files in and out: a download the user keeps or emails, and a file the user picks.

use wasm_bindgen::{JsCast, JsValue};

/// Offers `text` as a file download named `name`.
pub fn download(name: &str, mime: &str, text: &str) -> Result<(), String> {
    let fail = |e: JsValue| format!("The download could not start: {}", e.as_string().unwrap_or_else(|| format!("{e:?}")));
    let window = web_sys::window().ok_or("no window")?;
    let document = window.document().ok_or("no document")?;
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(fail)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(fail)?;
    let a: web_sys::HtmlAnchorElement = document.create_element("a").map_err(fail)?.unchecked_into();
    a.set_href(&url);
    a.set_download(name);
    a.style().set_property("display", "none").ok();
    if let Some(body) = document.body() {
        body.append_child(&a).ok();
        a.click();
        body.remove_child(&a).ok();
    }
    // The browser has taken the blob once the click is handled; free it later.
    let revoke = url.clone();
    leptos::prelude::set_timeout(move || { web_sys::Url::revoke_object_url(&revoke).ok(); }, std::time::Duration::from_secs(60));
    Ok(())
}

/// The text of the first file chosen in a file input.
pub async fn read_chosen_file(input: &web_sys::HtmlInputElement) -> Result<Option<(String, String)>, String> {
    let Some(file) = input.files().and_then(|f| f.get(0)) else { return Ok(None) };
    let name = file.name();
    let text = wasm_bindgen_futures::JsFuture::from(file.text())
        .await
        .map_err(|_| format!("The file {name} could not be read."))?;
    Ok(Some((name, text.as_string().unwrap_or_default())))
}
