//! What the tests over real data share: finding ../shared, or saying why
//! not. (The engine's own unit tests include this file too.)

use std::path::PathBuf;

/// `../shared/<part>` beside the repository, or `None` with the test
/// counted as skipped when it is absent (a user's own clone has no
/// ../shared; CI and developers do).
pub fn shared(part: &str) -> Option<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared").join(part);
    if dir.exists() {
        Some(dir)
    } else {
        skipped(&format!("{} is absent (../shared is only in CI and the developers' machines)", dir.display()));
        None
    }
}

/// Says a test on real data is skipped, and counts it: the test's name is
/// written to the file `CLUBSCORE_SKIPS` names (scripts/test counts them).
/// Under CI (`CI=true`) a skip is a failure: the data must be there.
pub fn skipped(why: &str) {
    let test = std::thread::current().name().unwrap_or("a test").to_string();
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("{test}: {why}; a test on real data may not be skipped in CI");
    }
    eprintln!("SKIPPED: {test}: {why}");
    if let Ok(path) = std::env::var("CLUBSCORE_SKIPS") {
        use std::io::Write;
        if let Ok(mut f) = std::fs::OpenOptions::new().create(true).append(true).open(path) {
            let _ = writeln!(f, "native {test}");
        }
    }
}
