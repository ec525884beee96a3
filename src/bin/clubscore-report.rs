//! The report page's own program (report.html): a chess tournament report from another program made an event.
fn main() {
    clubscore_web::report_import::start();
}
