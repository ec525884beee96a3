pub mod confirm;
pub mod number_field;
