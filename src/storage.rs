//! The browser's local storage as the engine's key-value store. Every failure
//! becomes a `StoreError` the screen can explain; nothing is swallowed.

use clubscore_engine::library::{KeyValue, Library, StoreError};
use wasm_bindgen::{JsCast, JsValue};

pub struct LocalStore {
    storage: web_sys::Storage,
}

/// A browser refusing a write because the origin's quota is used up.
fn is_quota_error(err: &JsValue) -> bool {
    err.dyn_ref::<web_sys::DomException>()
        .map(|e| e.name() == "QuotaExceededError" || e.code() == 22 || e.name() == "NS_ERROR_DOM_QUOTA_REACHED")
        .unwrap_or(false)
}

fn describe(err: &JsValue) -> String {
    err.dyn_ref::<web_sys::DomException>()
        .map(|e| format!("{}: {}", e.name(), e.message()))
        .or_else(|| err.as_string())
        .unwrap_or_else(|| "unknown error".into())
}

impl KeyValue for LocalStore {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        self.storage.get_item(key).map_err(|e| StoreError::Unavailable(describe(&e)))
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        self.storage.set_item(key, value).map_err(|e| if is_quota_error(&e) { StoreError::Full } else { StoreError::Unavailable(describe(&e)) })?;
        if key.starts_with(clubscore_engine::library::EVENT_PREFIX) {
            remember_written(key, Some(value));
        }
        Ok(())
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        self.storage.remove_item(key).map_err(|e| StoreError::Unavailable(describe(&e)))?;
        remember_written(key, None);
        Ok(())
    }

    fn keys(&self) -> Result<Vec<String>, StoreError> {
        let n = self.storage.length().map_err(|e| StoreError::Unavailable(describe(&e)))?;
        let mut keys = Vec::with_capacity(n as usize);
        for i in 0..n {
            if let Ok(Some(k)) = self.storage.key(i) {
                keys.push(k);
            }
        }
        Ok(keys)
    }
}

thread_local! {
    /// This tab's last write of each event (key, text), so a write another
    /// tab makes over it from the same revision is seen and taken back.
    static WRITTEN: std::cell::RefCell<Vec<(String, String)>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Remembers (or, with `None`, forgets) this tab's last write of `key`.
pub fn remember_written(key: &str, text: Option<&str>) {
    WRITTEN.with_borrow_mut(|w| {
        w.retain(|(k, _)| k != key);
        if let Some(text) = text {
            w.push((key.to_string(), text.to_string()));
        }
    });
}

/// This tab's last write of `key`, if it made one and no later write built on it.
pub fn written_here(key: &str) -> Option<String> {
    WRITTEN.with_borrow(|w| w.iter().find(|(k, _)| k == key).map(|(_, t)| t.clone()))
}

/// The characters this site keeps in local storage, keys and values (UTF-16
/// units, as the browser counts them against its quota), read without
/// copying any value into the program.
pub fn used_chars() -> usize {
    let Some(s) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) else { return 0 };
    let n = s.length().unwrap_or(0);
    (0..n)
        .filter_map(|i| s.key(i).ok().flatten())
        .map(|k| {
            let length =
                js_sys::Reflect::get(&s, &JsValue::from_str(&k)).ok().and_then(|v| v.dyn_into::<js_sys::JsString>().ok()).map_or(0, |v| v.length() as usize);
            k.encode_utf16().count() + length
        })
        .sum()
}

/// The local store itself, for what is not an event (a table device's state).
pub fn local_store() -> Result<LocalStore, StoreError> {
    let window = web_sys::window().ok_or_else(|| StoreError::Unavailable("no window".into()))?;
    let storage = window.local_storage().ok().flatten().ok_or_else(|| StoreError::Unavailable("local storage is not available".into()))?;
    Ok(LocalStore { storage })
}

/// The events on this device. Opened on each use: the handle is cheap, and
/// holding none means another tab's writes are always seen.
pub fn library() -> Result<Library<LocalStore>, StoreError> {
    let window = web_sys::window().ok_or_else(|| StoreError::Unavailable("no window".into()))?;
    let storage = window
        .local_storage()
        .map_err(|e| StoreError::Unavailable(describe(&e)))?
        .ok_or_else(|| StoreError::Unavailable("local storage is switched off".into()))?;
    Ok(Library::new(LocalStore { storage }))
}

/// What is kept on this device beside event `id` (a bridge session's
/// double-dummy analyses), read by `read`; `T::default()` when there is
/// nothing, or the store cannot be read: the boards page works it out again.
pub fn worked_out<T: Default>(id: &str, read: impl FnOnce(&str) -> T) -> T {
    library().ok().and_then(|lib| lib.worked_out(id)).map(|t| read(&t)).unwrap_or_default()
}

pub fn now() -> i64 {
    js_sys::Date::now() as i64
}

/// Today on this device, `YYYY-MM-DD` in local time.
pub fn today() -> String {
    let d = js_sys::Date::new_0();
    format!("{:04}-{:02}-{:02}", d.get_full_year(), d.get_month() + 1, d.get_date())
}

/// A local date and time as the device's user writes it.
pub fn local_time(ms: i64) -> String {
    let d = js_sys::Date::new(&JsValue::from_f64(ms as f64));
    d.to_locale_string("default", &JsValue::UNDEFINED).as_string().unwrap_or_default()
}

pub fn random_u32() -> u32 {
    let mut bytes = [0u8; 4];
    let ok = web_sys::window().and_then(|w| w.crypto().ok()).map(|c| c.get_random_values_with_u8_array(&mut bytes).is_ok()).unwrap_or(false);
    if ok {
        u32::from_le_bytes(bytes)
    } else {
        (js_sys::Math::random() * u32::MAX as f64) as u32
    }
}

pub fn new_event_id() -> String {
    clubscore_engine::event::new_event_id(now(), random_u32())
}

/// Asks the browser not to clear our storage when space runs low. Chromium
/// decides silently; other browsers may ask the user.
pub fn ask_persistent() {
    if let Some(storage) = web_sys::window().map(|w| w.navigator().storage()) {
        if let Ok(promise) = storage.persist() {
            wasm_bindgen_futures::spawn_local(async move {
                let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
            });
        }
    }
}

/// Whether the browser has promised to keep our storage.
pub async fn is_persistent() -> bool {
    let Some(storage) = web_sys::window().map(|w| w.navigator().storage()) else { return false };
    let Ok(promise) = storage.persisted() else { return false };
    wasm_bindgen_futures::JsFuture::from(promise).await.ok().and_then(|v| v.as_bool()).unwrap_or(false)
}

/// This device's name in log entries: stable per browser profile.
pub fn device() -> String {
    let key = "clubscore/device";
    let storage = web_sys::window().and_then(|w| w.local_storage().ok().flatten());
    if let Some(s) = &storage {
        if let Ok(Some(id)) = s.get_item(key) {
            return id;
        }
    }
    let id = format!("d{:x}", random_u32());
    if let Some(s) = storage {
        let _ = s.set_item(key, &id);
    }
    id
}
