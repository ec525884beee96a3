//! The backup file page's own program (backup-file.html): the file every event is written to.
fn main() {
    clubscore_web::backup_file_page::start();
}
