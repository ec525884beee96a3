//! A page that stops on an error says so plainly and, before anything else,
//! offers everything this device keeps as one file. Drawn with the DOM
//! alone, and the download is a plain link: the screens, or the program
//! itself, may be what broke.

use wasm_bindgen::{JsCast, JsValue};

/// Every Clubscore key this browser keeps, with its text.
pub fn stored() -> Vec<(String, String)> {
    let Some(s) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) else { return Vec::new() };
    let n = s.length().unwrap_or(0);
    (0..n)
        .filter_map(|i| s.key(i).ok().flatten())
        .filter(|k| k.starts_with("clubscore/"))
        .filter_map(|k| s.get_item(&k).ok().flatten().map(|v| (k, v)))
        .collect()
}

/// Everything Clubscore keeps on this device as one file: every stored
/// event as it is stored, as a backup of them (imported back like any), and
/// every other key (text that is no longer JSON, a table's state, files
/// waiting) kept verbatim under "kept". Written with the browser's own JSON,
/// nothing decoded: the program may be what broke, and every page carries this.
pub fn everything() -> (String, String) {
    use clubscore_engine::formats::backup::{FORMAT, VERSION};
    let quoted = |text: &str| js_sys::JSON::stringify(&JsValue::from_str(text)).ok().and_then(|s| s.as_string()).unwrap_or_default();
    let (mut events, mut kept) = (Vec::new(), Vec::new());
    for (key, text) in stored() {
        if key.starts_with(clubscore_engine::library::EVENT_PREFIX) && js_sys::JSON::parse(&text).is_ok() {
            events.push(text);
        } else {
            kept.push(format!("{}:{}", quoted(&key), quoted(&text)));
        }
    }
    let text = format!(
        "{{\"format\":\"{FORMAT}\",\"version\":{VERSION},\"exported\":{},\"events\":[{}],\"kept\":{{{}}}}}",
        crate::storage::now(),
        events.join(","),
        kept.join(",")
    );
    (format!("clubscore-everything-{}.json", crate::storage::today()), text)
}

/// Shows the notice, with the file ready behind a link.
pub fn show(error: &str) -> Option<()> {
    let document = web_sys::window()?.document()?;
    let (name, text) = everything();
    let parts = js_sys::Array::of1(&JsValue::from_str(&text));
    let blob = web_sys::Blob::new_with_str_sequence(&parts).ok()?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
    let bar = document.create_element("div").ok()?;
    bar.set_class_name("notice problem crash");
    bar.set_attribute("role", "alert").ok()?;
    let say = document.create_element("p").ok()?;
    say.set_text_content(Some("Clubscore stopped on an error. What this device saved is still here: first download everything, then reload the page."));
    let link: web_sys::HtmlAnchorElement = document.create_element("a").ok()?.unchecked_into();
    link.set_class_name("button primary");
    link.set_href(&url);
    link.set_download(&name);
    link.set_text_content(Some("Download everything"));
    let why = document.create_element("p").ok()?;
    why.set_class_name("hint");
    why.set_text_content(Some(&format!("The error: {error}")));
    bar.append_with_node_3(&say, &link, &why).ok()?;
    document.body()?.prepend_with_node_1(&bar).ok()
}

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = console)]
    fn error(e: &js_sys::Error);
}

/// Installs the page's panic hook: the console gets the error (as a
/// JavaScript error, with the stack where it stopped), the user the notice above.
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        let message = info.to_string();
        error(&js_sys::Error::new(&message));
        let _ = show(&message);
    }));
}
