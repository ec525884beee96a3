pub mod bridge;
pub mod event;
pub mod home;
pub mod import_backup;
pub mod import_results;
pub mod movement;
