//! The one place the app tells the user something went wrong or went right.
//! A notice takes its own place at the top of the page and covers nothing
//! there; a problem stays in view while the page scrolls (the style's
//! `:has(.problem)`) until dismissed or replaced. A full storage offers the
//! backup download.

use leptos::prelude::*;

#[derive(Clone, Debug, PartialEq)]
pub enum Tone {
    Done,
    Problem,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub tone: Tone,
    pub text: String,
    /// Offer "Download a backup" with the message (storage full).
    pub offer_backup: bool,
}

#[derive(Clone, Copy)]
pub struct Notices(pub RwSignal<Option<Notice>>);

impl Notices {
    pub fn done(self, text: impl Into<String>) {
        self.0.set(Some(Notice { tone: Tone::Done, text: text.into(), offer_backup: false }));
    }
    pub fn problem(self, text: impl Into<String>) {
        self.0.set(Some(Notice { tone: Tone::Problem, text: text.into(), offer_backup: false }));
    }
    /// Reports a storage failure; a full store also offers the backup.
    pub fn store_error(self, err: &clubscore_engine::StoreError) {
        let offer_backup = matches!(err, clubscore_engine::StoreError::Full);
        self.0.set(Some(Notice { tone: Tone::Problem, text: err.to_string(), offer_backup }));
    }
    pub fn clear(self) {
        self.0.set(None);
    }
    /// A notice that something went right leaves with the next thing done
    /// (a problem stays until dismissed).
    pub fn leave_done(self) {
        if self.0.with_untracked(|n| n.as_ref().is_some_and(|n| n.tone == Tone::Done)) {
            self.clear();
        }
    }
}

/// What "Download a backup of all events" does (the shell provides it, so
/// this module depends on nothing of the app).
#[derive(Clone, Copy)]
pub struct OfferBackup(pub Callback<()>);

pub fn provide_notice() {
    // A notice passed on by the page before (the import page, opening the event it made).
    let passed = session_storage().and_then(|s| {
        let text = s.get_item(PASSED).ok().flatten();
        let _ = s.remove_item(PASSED);
        text
    });
    provide_context(Notices(RwSignal::new(passed.map(|text| Notice { tone: Tone::Done, text, offer_backup: false }))));
}

/// Where a notice waits for the next page this tab opens.
const PASSED: &str = "clubscore/notice-passed";

fn session_storage() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.session_storage().ok().flatten())
}

/// Shows `text` on the next page this tab opens (a page that hands over to another).
pub fn pass_on(text: &str) {
    if let Some(s) = session_storage() {
        let _ = s.set_item(PASSED, text);
    }
}

pub fn use_notice() -> Notices {
    expect_context::<Notices>()
}

#[component]
pub fn NoticeBar() -> impl IntoView {
    let notices = use_notice();
    let offer = use_context::<OfferBackup>();
    view! {
        // Always in the page so screen readers announce what appears in it.
        <div class="notice-area" role="status" aria-live="polite" data-testid="notice">
            {move || notices.0.get().map(|n| {
                let class = match n.tone { Tone::Done => "notice done", Tone::Problem => "notice problem" };
                view! {
                    <div class=class>
                        <p>{n.text}</p>
                        {offer.filter(|_| n.offer_backup).map(|offer| view! {
                            <button type="button" on:click=move |_| offer.0.run(())>
                                "Download a backup of all events"
                            </button>
                        })}
                        <button type="button" class="quiet" on:click=move |_| notices.clear()>"Dismiss"</button>
                    </div>
                }
            })}
        </div>
    }
}
