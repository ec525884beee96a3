//! The results page's own program (results.html): a bridge session's results page and files, shared.
fn main() {
    clubscore_web::results_page::start();
}
