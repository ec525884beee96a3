//! The import page's own small program (import.html): another program's results made into an event.
fn main() {
    clubscore_web::import_page::start();
}
