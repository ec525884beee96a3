pub mod confirm;
