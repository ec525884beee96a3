//! The archive page's own program (archive.html): finished events stored small, and brought back.
fn main() {
    clubscore_web::archive_page::start();
}
