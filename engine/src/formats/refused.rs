//! What a results file is refused for, said once for every reader (PBN,
//! USEBIO): the kind of event it is, not a parser's complaint about a column.

/// Why a pairs session scored in IMPs by an unknown method is refused
/// (`why`: what in the file says so): ranked another way it would be
/// misranked, without a word.
pub fn unknown_imp_method(why: &str) -> String {
    format!("this session is scored in IMPs ({why}) by a method Clubscore does not know (it reads cross-IMPs and Butler): it is refused rather than ranked another way")
}
