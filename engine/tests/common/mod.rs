//! What the tests over real data share: finding ../shared, or saying why not.

use std::path::PathBuf;

/// `../shared/<part>` beside the repository, or `None` with a message when it
/// is absent (a user's own clone has no ../shared; CI and developers do).
pub fn shared(part: &str) -> Option<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared").join(part);
    if dir.exists() {
        Some(dir)
    } else {
        eprintln!("SKIPPED: {} is absent (../shared is only in CI and the developers' machines)", dir.display());
        None
    }
}
