//! The boards page's own program (boards.html): a bridge session's deals, dealt or taken from a hand record.
fn main() {
    clubscore_web::boards_page::start();
}
