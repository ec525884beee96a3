//! The TRF page's own program (trf.html): a chess event's report for FIDE, written and downloaded.
fn main() {
    clubscore_web::trf_page::start();
}
