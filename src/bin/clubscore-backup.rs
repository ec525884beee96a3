//! The backup page's own program (backup.html): a backup file taken back in.
fn main() {
    clubscore_web::backup_page::start();
}
