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
    leptos::prelude::set_timeout(
        move || {
            web_sys::Url::revoke_object_url(&revoke).ok();
        },
        std::time::Duration::from_secs(60),
    );
    Ok(())
}

/// The text of the first file chosen in a file input.
pub async fn read_chosen_file(input: &web_sys::HtmlInputElement) -> Result<Option<(String, String)>, String> {
    let Some(file) = input.files().and_then(|f| f.get(0)) else { return Ok(None) };
    let name = file.name();
    let text = wasm_bindgen_futures::JsFuture::from(file.text()).await.map_err(|_| format!("The file {name} could not be read."))?;
    Ok(Some((name, text.as_string().unwrap_or_default())))
}

/// The bytes of the first file chosen in a file input (a PBN or USEBIO file
/// may be in a single-byte code page, which the engine's reader decodes).
pub async fn read_chosen_bytes(input: &web_sys::HtmlInputElement) -> Result<Option<(String, Vec<u8>)>, String> {
    let Some(file) = input.files().and_then(|f| f.get(0)) else { return Ok(None) };
    let name = file.name();
    let buffer = wasm_bindgen_futures::JsFuture::from(file.array_buffer()).await.map_err(|_| format!("The file {name} could not be read."))?;
    Ok(Some((name, js_sys::Uint8Array::new(&buffer).to_vec())))
}

/// Reads the file just chosen in `input` (its name and bytes) and hands it to
/// `then`; the input is cleared so the same file can be chosen again, and a
/// file that cannot be read is said.
pub fn with_chosen_bytes(input: leptos::prelude::NodeRef<leptos::html::Input>, notices: crate::notice::Notices, then: impl FnOnce(String, Vec<u8>) + 'static) {
    use leptos::prelude::GetUntracked;
    let Some(el) = input.get_untracked() else { return };
    leptos::task::spawn_local(async move {
        let chosen = read_chosen_bytes(&el).await;
        el.set_value("");
        match chosen {
            Ok(Some((file, bytes))) => then(file, bytes),
            Ok(None) => {}
            Err(e) => notices.problem(e),
        }
    });
}

/// The names and texts of every file chosen in a file input, in order.
pub async fn read_chosen_files(input: &web_sys::HtmlInputElement) -> Result<Vec<(String, String)>, String> {
    let Some(files) = input.files() else { return Ok(Vec::new()) };
    let mut out = Vec::new();
    for i in 0..files.length() {
        let Some(file) = files.get(i) else { continue };
        let name = file.name();
        let text = wasm_bindgen_futures::JsFuture::from(file.text()).await.map_err(|_| format!("The file {name} could not be read."))?;
        out.push((name, text.as_string().unwrap_or_default()));
    }
    Ok(out)
}

/// Shares files through the device's share sheet (Web Share API with files)
/// where it is offered. Returns false when the device cannot, so the caller
/// falls back to a download and an email link.
pub async fn share_files(title: &str, text: &str, files: &[(String, String, String)]) -> bool {
    use js_sys::{Array, Object, Reflect};
    let Some(window) = web_sys::window() else { return false };
    let navigator = window.navigator();
    let share = Reflect::get(&navigator, &"share".into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let can_share = Reflect::get(&navigator, &"canShare".into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let (Some(share), Some(can_share)) = (share, can_share) else { return false };
    let list = Array::new();
    for (name, mime, body) in files {
        let options = web_sys::FilePropertyBag::new();
        options.set_type(mime);
        match web_sys::File::new_with_str_sequence_and_options(&Array::of1(&JsValue::from_str(body)), name, &options) {
            Ok(f) => list.push(&f),
            Err(_) => return false,
        };
    }
    let data = Object::new();
    let _ = Reflect::set(&data, &"title".into(), &title.into());
    let _ = Reflect::set(&data, &"text".into(), &text.into());
    let _ = Reflect::set(&data, &"files".into(), &list);
    if !can_share.call1(&navigator, &data).ok().and_then(|v| v.as_bool()).unwrap_or(false) {
        return false;
    }
    match share.call1(&navigator, &data).ok().and_then(|p| p.dyn_into::<js_sys::Promise>().ok()) {
        // A cancelled share is still "handled": the user chose not to send.
        Some(promise) => {
            let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
            true
        }
        None => false,
    }
}

/// A `mailto:` address with a subject and a plain-text body.
pub fn mailto(subject: &str, body: &str) -> String {
    format!("mailto:?subject={}&body={}", js_sys::encode_uri_component(subject), js_sys::encode_uri_component(body))
}

/// Opens an HTML document (the results page) in a new tab, to read or print.
pub fn open_html(text: &str) -> Result<(), String> {
    let fail = |e: JsValue| format!("The page could not be opened: {}", e.as_string().unwrap_or_else(|| format!("{e:?}")));
    let window = web_sys::window().ok_or("no window")?;
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/html");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&js_sys::Array::of1(&JsValue::from_str(text)), &options).map_err(fail)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(fail)?;
    window.open_with_url_and_target(&url, "_blank").map_err(fail)?;
    Ok(())
}
