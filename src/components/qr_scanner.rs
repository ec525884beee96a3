//! Reads QR codes with the device's camera: a file shown as a sequence of
//! codes is collected frame by frame ("3 of 5 codes read") and handed on
//! whole. Used only by table mode's own page, so the scorer's page does not
//! carry the QR reader.

use clubscore_engine::tables::qr::{self, Collector};
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

/// The camera's picture as grey levels, at most 640 pixels wide.
fn grab(video: &web_sys::HtmlVideoElement, canvas: &web_sys::HtmlCanvasElement) -> Option<(usize, usize, Vec<u8>)> {
    let (vw, vh) = (video.video_width(), video.video_height());
    if vw == 0 || vh == 0 {
        return None;
    }
    let scale = (640.0 / f64::from(vw)).min(1.0);
    let (w, h) = ((f64::from(vw) * scale) as u32, (f64::from(vh) * scale) as u32);
    canvas.set_width(w);
    canvas.set_height(h);
    let ctx: web_sys::CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    ctx.draw_image_with_html_video_element_and_dw_and_dh(video, 0.0, 0.0, f64::from(w), f64::from(h)).ok()?;
    let rgba = ctx.get_image_data(0.0, 0.0, f64::from(w), f64::from(h)).ok()?.data();
    let luma = rgba.chunks_exact(4).map(|p| ((u32::from(p[0]) * 77 + u32::from(p[1]) * 150 + u32::from(p[2]) * 29) >> 8) as u8).collect();
    Some((w as usize, h as usize, luma))
}

fn stop(stream: &web_sys::MediaStream) {
    for track in stream.get_tracks().iter() {
        if let Ok(t) = track.dyn_into::<web_sys::MediaStreamTrack>() {
            t.stop();
        }
    }
}

#[component]
pub fn QrScanner(on_text: Callback<String>, on_close: Callback<()>) -> impl IntoView {
    let notices = crate::notice::use_notice();
    let video_ref = NodeRef::<leptos::html::Video>::new();
    let progress = RwSignal::new((0usize, 0usize));
    let stream = StoredValue::new_local(None::<web_sys::MediaStream>);
    let collector = StoredValue::new(Collector::default());
    let timer = StoredValue::new(None::<leptos::prelude::IntervalHandle>);
    let finish = move || {
        if let Some(t) = timer.get_value() {
            t.clear();
        }
        if let Some(s) = stream.get_value() {
            stop(&s);
        }
    };
    // Start the camera (the one facing away from the screen where there is one).
    Effect::new(move |_| {
        let Some(video) = video_ref.get() else { return };
        leptos::task::spawn_local(async move {
            let Some(devices) = web_sys::window().and_then(|w| w.navigator().media_devices().ok()) else {
                return notices.problem("This browser gives no camera to a page: open the file instead.");
            };
            let constraints = web_sys::MediaStreamConstraints::new();
            let video_wish = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&video_wish, &"facingMode".into(), &"environment".into());
            constraints.set_video(&video_wish);
            let asked = match devices.get_user_media_with_constraints(&constraints) {
                Ok(p) => wasm_bindgen_futures::JsFuture::from(p).await,
                Err(e) => Err(e),
            };
            let media: web_sys::MediaStream = match asked.and_then(|s| s.dyn_into().map_err(JsValue::from)) {
                Ok(m) => m,
                Err(_) => return notices.problem("The camera could not be opened (refused, or none here): open the file instead."),
            };
            video.set_src_object(Some(&media));
            let _ = video.play();
            stream.set_value(Some(media));
            let canvas: Option<web_sys::HtmlCanvasElement> =
                web_sys::window().and_then(|w| w.document()).and_then(|d| d.create_element("canvas").ok()).and_then(|c| c.dyn_into().ok());
            let Some(canvas) = canvas else { return };
            let video: web_sys::HtmlVideoElement = video.clone();
            let handle = set_interval_with_handle(
                move || {
                    let Some((w, h, luma)) = grab(&video, &canvas) else { return };
                    for text in qr::read(w, h, &luma) {
                        let got = collector.try_update_value(|c| c.add(&text)).unwrap_or(Ok(None));
                        match got {
                            Ok(Some(whole)) => {
                                finish();
                                on_text.run(whole);
                                return;
                            }
                            Ok(None) => progress.set(collector.with_value(|c| c.progress())),
                            Err(e) => notices.problem(format!("{}.", e)),
                        }
                    }
                },
                std::time::Duration::from_millis(150),
            )
            .ok();
            timer.set_value(handle);
        });
    });
    on_cleanup(finish);
    view! {
        <div class="scanner" data-testid="scanner">
            <video node_ref=video_ref autoplay=true muted=true playsinline=true aria-label="The camera's picture"></video>
            <p aria-live="polite" data-testid="scan-progress">{move || match progress.get() {
                (_, 0) => "Point the camera at the QR codes on the other screen.".to_string(),
                (got, all) => format!("{got} of {all} codes read."),
            }}</p>
            <button type="button" on:click=move |_| { finish(); on_close.run(()) }>"Stop the camera"</button>
        </div>
    }
}
