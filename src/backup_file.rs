//! The backup file the scorer picks once, where the browser can write to a
//! chosen file (the File System Access API, in Chromium): every event is
//! written to it when the list of events opens after a change.
//!
//! The browser's calls are in `backup_file.js`, kept short as it is part of
//! the scorer's download:
//! - the file's handle is kept in IndexedDB (the only place a browser keeps
//!   one across visits), under one key;
//! - the browser's permission is asked only from a tap; after a reload it
//!   asks again;
//! - a write goes to the browser's copy of the file, put in place when
//!   closed (a write cut short leaves the last backup as it was), and is
//!   read back and compared;
//! - every failure comes back as words for the scorer.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/src/backup_file.js")]
extern "C" {
    /// Whether this browser can write to a file the scorer picks.
    pub fn available() -> bool;
    #[wasm_bindgen(catch, js_name = chosen)]
    async fn chosen_js() -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch, js_name = pick)]
    async fn pick_js(suggested: &str) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch, js_name = forget)]
    async fn forget_js() -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch, js_name = write)]
    async fn write_js(text: &str, ask: bool) -> Result<JsValue, JsValue>;
}

/// The chosen file, as the list shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Chosen {
    pub name: String,
    /// The browser lets the page write without asking (after a reload it
    /// asks again, until the scorer taps).
    pub granted: bool,
}

fn words(e: JsValue) -> String {
    e.as_string().unwrap_or_default()
}

/// The file picked on this device, if any.
pub async fn chosen() -> Result<Option<Chosen>, String> {
    let found = js_sys::Array::from(&chosen_js().await.map_err(words)?);
    Ok(found.get(0).as_string().map(|name| Chosen { name, granted: found.get(1).is_truthy() }))
}

/// Asks the scorer for the file (suggesting `name`) and keeps it; `None`
/// when the picker was closed.
pub async fn pick(name: &str) -> Result<Option<String>, String> {
    pick_js(name).await.map(|n| n.as_string()).map_err(words)
}

/// Forgets the file (the file itself stays where it is).
pub async fn forget() -> Result<(), String> {
    forget_js().await.map(drop).map_err(words)
}

/// Writes `text` to the chosen file, whole, checked by reading it back.
/// `ask` (from a tap only): the browser may ask the scorer's permission.
/// `Ok(false)`: no file or no permission, and nothing was written.
pub async fn write(text: &str, ask: bool) -> Result<bool, String> {
    write_js(text, ask).await.map(|w| w.is_truthy()).map_err(words)
}
