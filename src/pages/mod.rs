pub mod archive;
pub mod backup_file;
pub mod bridge;
pub mod event;
pub mod home;
pub mod import_backup;
pub mod movement;
