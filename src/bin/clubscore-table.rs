//! Table mode's own small program (table.html): only what a table device needs.
fn main() {
    clubscore_web::table::start();
}
