pub mod bridge;
pub mod event;
pub mod home;
pub mod movement;
