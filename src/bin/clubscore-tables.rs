//! The tables page's own program (tables.html): the table pack handed out, the tables' results taken in.
fn main() {
    clubscore_web::tables_page::start();
}
