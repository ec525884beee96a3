pub mod confirm;
pub mod number_field;
pub mod qr_codes;
pub mod qr_scanner;
