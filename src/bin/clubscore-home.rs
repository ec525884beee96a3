//! The list of events' own program (index.html): the page the app opens on, without the scorer.
fn main() {
    clubscore_web::pages::home::start();
}
