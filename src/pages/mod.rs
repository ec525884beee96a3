pub mod event;
pub mod home;
