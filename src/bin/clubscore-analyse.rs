//! The double-dummy worker (the boards page starts it): each board it is
//! sent worked out off the page's thread, each answer posted as it is done,
//! so a 36-board session is analysed with the screen free. Its own module:
//! the solver is in no page's download. Says "ready" once it listens (a
//! message sent before would be lost while its module loads).

fn main() {
    use clubscore_engine::bridge::double_dummy::{kept_line, read_asked, Analyser, Kept};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply = scope.clone();
    let mut analyser = Analyser::default();
    let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
        let asked = match read_asked(&ev.data().as_string().unwrap_or_default()) {
            Ok(a) => a,
            Err(why) => {
                let _ = reply.post_message(&JsValue::from_str(&format!("problem: {why}")));
                return;
            }
        };
        for a in asked {
            let analysis = analyser.analyse(&a.deal, a.dealer, a.vulnerability);
            // Answered as the page keeps it: one line, read by the page's own reader of kept analyses.
            let answer = kept_line(&Kept { board: a.board, deal: a.deal.to_pbn(clubscore_engine::bridge::board::Seat::N), analysis });
            let _ = reply.post_message(&JsValue::from_str(&answer));
        }
        let _ = reply.post_message(&JsValue::from_str("done"));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str("ready"));
}
