pub mod archive;
pub mod bridge;
pub mod event;
pub mod home;
pub mod import_backup;
pub mod movement;
