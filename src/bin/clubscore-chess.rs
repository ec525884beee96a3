//! The chess arbiter's own program (chess.html): no bridge screens in it.
fn main() {
    clubscore_web::chess_page::start();
}
