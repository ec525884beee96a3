//! Browser tests: components mounted into a test element in headless Chromium,
//! asserted through the DOM and local storage.
#![cfg(target_arch = "wasm32")]

use clubscore_engine::games::Any;
use clubscore_engine::library::{event_key, KeyValue};
use clubscore_engine::{Format, StoreError};

/// Events of either game, as the list of events keeps them.
type Event = clubscore_engine::event::Event<Any>;
use clubscore_web::app::{parse_route, Route};
use clubscore_web::pages::home::ListOfEvents;
use clubscore_web::shell::human_size;
use clubscore_web::storage;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

fn local_storage() -> web_sys::Storage {
    web_sys::window().unwrap().local_storage().unwrap().unwrap()
}

/// A fresh test element with the list of events mounted in it, as its own page (index.html) mounts it.
fn mount_list() -> web_sys::HtmlElement {
    web_sys::window().unwrap().location().set_hash("").unwrap();
    let host: web_sys::HtmlElement = document().create_element("div").unwrap().unchecked_into();
    document().body().unwrap().append_child(&host).unwrap();
    leptos::mount::mount_to(host.clone(), ListOfEvents).forget();
    host
}

fn unmount(host: web_sys::HtmlElement) {
    host.remove();
}

async fn settle() {
    for _ in 0..4 {
        leptos::task::tick().await;
    }
}

fn find(host: &web_sys::HtmlElement, selector: &str) -> Option<web_sys::HtmlElement> {
    host.query_selector(selector).unwrap().map(|e| e.unchecked_into())
}

fn all(host: &web_sys::HtmlElement, selector: &str) -> Vec<web_sys::HtmlElement> {
    let list = host.query_selector_all(selector).unwrap();
    (0..list.length()).map(|i| list.item(i).unwrap().unchecked_into()).collect()
}

fn type_into(input: &web_sys::HtmlElement, text: &str) {
    let input: &web_sys::HtmlInputElement = input.unchecked_ref();
    input.set_value(text);
    input.dispatch_event(&web_sys::Event::new("input").unwrap()).unwrap();
}

fn button(host: &web_sys::HtmlElement, label: &str) -> web_sys::HtmlElement {
    all(host, "button").into_iter().find(|b| b.text_content().unwrap_or_default().trim() == label).unwrap_or_else(|| panic!("no button {label}"))
}

#[wasm_bindgen_test]
fn routes_come_from_the_hash() {
    assert_eq!(parse_route(""), Route::Home);
    assert_eq!(parse_route("#/"), Route::Home);
    assert_eq!(parse_route("#/event/e1a2"), Route::Event("e1a2".into()));
    assert_eq!(parse_route("#/event/"), Route::Home);
    assert_eq!(parse_route("#/nowhere/x"), Route::Home);
    assert_eq!(parse_route("#/movements"), Route::Movements(None));
    assert_eq!(parse_route("#/movements/howell/6/2/"), Route::Movements(Some("howell/6/2/".into())));
}

#[wasm_bindgen_test]
fn sizes_read_like_a_person_writes_them() {
    assert_eq!(human_size(0), "0 B");
    assert_eq!(human_size(999), "999 B");
    assert_eq!(human_size(1234), "1.2 KB");
    assert_eq!(human_size(2_500_000), "2.5 MB");
}

#[wasm_bindgen_test]
async fn the_home_page_creates_and_lists_an_event() {
    local_storage().clear().unwrap();
    let host = mount_list();
    settle().await;
    assert!(find(&host, "[data-testid=no-events]").is_some());

    let form = find(&host, "[data-testid=create-form]").unwrap();
    type_into(&find(&form, "input[type=text]").unwrap(), "  Tuesday Pairs  ");
    let form: web_sys::HtmlFormElement = form.unchecked_into();
    form.request_submit().unwrap();
    settle().await;

    let rows = all(&host, "[data-testid=event-row]");
    assert_eq!(rows.len(), 1);
    assert_eq!(find(&rows[0], ".event-name").unwrap().text_content().unwrap(), "Tuesday Pairs");
    assert!(rows[0].text_content().unwrap().contains("Bridge · Pairs"));
    let id = rows[0].get_attribute("data-id").unwrap();
    let stored = storage::library().unwrap().load::<Any>(&id).unwrap();
    assert_eq!((stored.name.as_str(), stored.revision), ("Tuesday Pairs", 1));
    assert_eq!(find(&host, "[data-testid=notice]").unwrap().text_content().unwrap().contains("Created “Tuesday Pairs”."), true);
    unmount(host);
}

#[wasm_bindgen_test]
async fn an_empty_name_is_refused_with_a_message() {
    local_storage().clear().unwrap();
    let host = mount_list();
    settle().await;
    let form: web_sys::HtmlFormElement = find(&host, "[data-testid=create-form]").unwrap().unchecked_into();
    type_into(&find(&host, "[data-testid=create-form] input[type=text]").unwrap(), "   ");
    // Bypass the browser's own `required` check to reach ours.
    form.set_no_validate(true);
    form.request_submit().unwrap();
    settle().await;
    assert_eq!(find(&host, ".notice.problem p").unwrap().text_content().unwrap(), "The name is empty. Type a name.");
    assert_eq!(local_storage().length().unwrap(), 0);
    unmount(host);
}

#[wasm_bindgen_test]
async fn a_damaged_event_is_listed_beside_the_good_ones() {
    local_storage().clear().unwrap();
    let mut lib = storage::library().unwrap();
    let good = Event::new("good1".into(), "Club Cup", Format::ChessTeamSwiss, "2026-11-29", 1).unwrap();
    lib.create(&good, 2).unwrap();
    lib.store.set(&event_key("bad1"), "{\"schema\":1,\"data\":\"oops\"}").unwrap();
    let host = mount_list();
    settle().await;
    assert_eq!(all(&host, "[data-testid=event-row]").len(), 1);
    let damaged = find(&host, "[data-testid=damaged-row]").unwrap();
    assert_eq!(damaged.get_attribute("data-id").unwrap(), "bad1");
    assert!(
        damaged.text_content().unwrap().contains("Cannot be opened: at data: invalid type: string \"oops\", expected struct Event"),
        "{}",
        damaged.text_content().unwrap()
    );
    button(&damaged, "Delete").click();
    settle().await;
    button(&find(&host, "[role=alertdialog]").unwrap(), "Delete").click();
    settle().await;
    assert!(find(&host, "[data-testid=damaged-row]").is_none());
    assert_eq!(local_storage().get_item(&event_key("bad1")).unwrap(), None);
    assert_eq!(all(&host, "[data-testid=event-row]").len(), 1);
    unmount(host);
}

#[wasm_bindgen_test]
async fn delete_asks_first_and_can_be_undone() {
    local_storage().clear().unwrap();
    let mut lib = storage::library().unwrap();
    for (id, name) in [("a1", "One"), ("b2", "Two")] {
        lib.create(&Event::new(id.into(), name, Format::BridgePairs, "2026-11-29", 1).unwrap(), 2).unwrap();
    }
    let host = mount_list();
    settle().await;
    find(&host, "[aria-label='Delete Two']").unwrap().click();
    settle().await;
    let dialog = find(&host, "[role=alertdialog]").unwrap();
    assert_eq!(find(&dialog, "h2").unwrap().text_content().unwrap(), "Delete “Two”?");
    // The safe answer has the focus, and the browser's cancel (Escape) means no.
    assert_eq!(document().active_element().unwrap().text_content().unwrap(), "Cancel");
    assert!(dialog.unchecked_ref::<web_sys::HtmlDialogElement>().open());
    dialog.dispatch_event(&web_sys::Event::new("cancel").unwrap()).unwrap();
    settle().await;
    assert!(find(&host, "[role=alertdialog]").is_none());
    assert!(storage::library().unwrap().load::<Any>("b2").is_ok());

    find(&host, "[aria-label='Delete Two']").unwrap().click();
    settle().await;
    button(&find(&host, "[role=alertdialog]").unwrap(), "Delete").click();
    settle().await;
    assert_eq!(storage::library().unwrap().load::<Any>("b2"), Err(StoreError::NotFound("b2".into())));
    assert_eq!(all(&host, "[data-testid=event-row]").len(), 1);
    button(&find(&host, "[data-testid=undo-toast]").unwrap(), "Undo").click();
    settle().await;
    let names: Vec<String> = all(&host, ".event-name").iter().map(|a| a.text_content().unwrap()).collect();
    assert_eq!(names, vec!["One", "Two"]);
    unmount(host);
}

#[wasm_bindgen_test]
fn a_full_local_storage_is_reported_as_full() {
    local_storage().clear().unwrap();
    let mut lib = storage::library().unwrap();
    // Fill the origin's quota (about 5 MB in Chromium) to the last character.
    let mut size = 1 << 20;
    let mut filled = 0;
    let mut first_error = None;
    while size > 0 {
        match lib.store.set(&format!("filler/{filled}"), &"x".repeat(size)) {
            Ok(()) => filled += 1,
            Err(e) => {
                first_error.get_or_insert(e);
                size /= 2;
            }
        }
        assert!(filled < 200, "storage never filled up");
    }
    assert_eq!(first_error, Some(StoreError::Full));
    let event = Event::new("f1".into(), "Too much", Format::BridgePairs, "2026-11-29", 1).unwrap();
    assert_eq!(lib.create(&event, 2), Err(StoreError::Full));
    assert_eq!(lib.raw("f1"), Err(StoreError::NotFound("f1".into())));
    assert_eq!(local_storage().get_item("clubscore/index").unwrap(), None);
    local_storage().clear().unwrap();
}

/// A page that stops on an error: the notice comes first in the page, and
/// its link holds everything stored, as a backup that reads back.
#[wasm_bindgen_test]
fn a_stopped_page_offers_everything_first() {
    let store = local_storage();
    let event = Event::new("crash1".into(), "Kept Pairs", Format::BridgePairs, "2026-12-01", 1).unwrap();
    store.set_item(&event_key("crash1"), &clubscore_engine::envelope::encode(&event)).unwrap();
    store.set_item("clubscore/table", "{\"schema\":1}").unwrap();
    assert!(clubscore_web::crash::show("index out of bounds").is_some());
    let bar = document().body().unwrap().first_element_child().unwrap();
    assert_eq!(bar.get_attribute("role").as_deref(), Some("alert"));
    assert!(bar.text_content().unwrap().starts_with("Clubscore stopped on an error. What this device saved is still here: first download everything"));
    let link: web_sys::HtmlAnchorElement = bar.query_selector("a").unwrap().unwrap().unchecked_into();
    assert_eq!(link.text_content().as_deref(), Some("Download everything"));
    assert!(link.download().starts_with("clubscore-everything-") && link.href().starts_with("blob:"));
    let (_, text) = clubscore_web::crash::everything();
    let events = clubscore_engine::formats::backup::read(&text).unwrap();
    assert!(events.iter().any(|e| e.id == "crash1" && e.name == "Kept Pairs"));
    assert!(text.contains("\"clubscore/table\":\"{\\\"schema\\\":1}\""));
    bar.remove();
    store.remove_item(&event_key("crash1")).unwrap();
    store.remove_item("clubscore/table").unwrap();
}
