//! The movements page's own program (movements.html): movements, their proof, table and guide cards.
fn main() {
    clubscore_web::pages::movement::start();
}
