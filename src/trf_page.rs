//! The TRF page (trf.html#export/<id>): a chess event's report for FIDE
//! (TRF-2026), opened in a tab of its own by the chess page's "Download
//! TRF-2026", which downloads it as it opens. Its own module: the report's
//! writer is 13 KB of download the arbiter's page no longer carries, and
//! replaying the event's log to write it would more than double the report
//! page's (the TRF reader's).

use crate::notice::use_notice;
use crate::shell::Frame;
use crate::{share, storage};
use clubscore_engine::formats::files::{self, ResultFile};
use leptos::prelude::*;

pub fn start() {
    crate::shell::start_page(TrfApp);
}

#[component]
fn TrfApp() -> impl IntoView {
    crate::shell::provide_shell_backup_beside();
    let id = window().location().hash().ok().and_then(|h| h.strip_prefix("#export/").map(str::to_string)).unwrap_or_default();
    view! { <ExportReport id /> }
}

/// Chess event `id`'s report for FIDE, downloaded as the page opens (the
/// arbiter asked for it on the chess page) and again on a tap.
#[component]
fn ExportReport(id: String) -> impl IntoView {
    let notices = use_notice();
    let made = storage::library()
        .and_then(|lib| lib.load(&id))
        .map_err(|e| e.to_string())
        .and_then(|e| if e.game() == clubscore_engine::GameKind::Chess { Ok(e) } else { Err(format!("“{}” is not a chess event.", e.name)) })
        .map(|e| (files::chess_trf(&e, &clubscore_engine::chess::log::rebuild(&e).tournament), e));
    let download = move |file: &ResultFile| match share::download(&file.name, file.mime, &file.text) {
        Ok(()) => notices.done(format!("{} downloaded.", file.name)),
        Err(err) => notices.problem(err),
    };
    match made {
        Ok((file, event)) => {
            download(&file);
            let back = (crate::routes::event_link(&event.id, event.format), format!("← Back to “{}”", event.name));
            view! {
                <Frame title="Tournament report (TRF-2026)" back>
                    <p data-testid="trf-export">{format!("The report of “{}” for FIDE, {}: the teams, their players and every game, as TRF-2026.", event.name, file.name)}</p>
                    <div class="actions">
                        <button type="button" class="primary" on:click=move |_| download(&file)>"Download it again"</button>
                    </div>
                </Frame>
            }
            .into_any()
        }
        Err(why) => view! {
            <Frame title="Tournament report (TRF-2026)">
                <p class="problem" data-testid="trf-export">{format!("No report was written: {why}")}</p>
            </Frame>
        }
        .into_any(),
    }
}
