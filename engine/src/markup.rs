//! HTML built so that runtime text can only enter it escaped. `html!`
//! writes a format string that is the markup, written in the program, and
//! every value put into it goes through `Piece`: text (a name, a note, a
//! file's field) is escaped, numbers are written as they are, and markup
//! already built (`Html`, or a static `Raw` written in the program) is
//! written whole. The format string may only have bare `{}` places, so no
//! variable slips in unescaped by name (`{name}` does not compile).

use std::fmt::{self, Display, Write};

/// How every page we write as a file or open as `blob:` begins (results
/// pages, printouts): its policy forbids any script, and anything fetched,
/// so a name that slipped through could still run nothing.
pub const PAGE_HEAD: Raw = Raw("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">");

/// The style of every page we write (results pages, printouts): readable
/// on a phone, printed one section to a page.
pub const PAGE_STYLE: &str = "body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1b1f1d}\
h1{font-size:1.6rem;margin:.2rem 0}h2{margin-top:2rem}h3{margin:1.2rem 0 .3rem}.wrap{overflow-x:auto}\
table{border-collapse:collapse;margin:.3rem 0 1rem}th,td{border:1px solid #c9cec9;padding:.25rem .5rem;text-align:right}\
th:first-child,td:first-child,.n td:nth-child(3),.n th:nth-child(3){text-align:left}caption{text-align:left;font-weight:600}.muted{color:#4a524e}\
@media print{section{break-before:page}h1+section{break-before:auto}.wrap{overflow:visible}}\
@media (max-width:30rem){body{padding:.5rem;font-size:.85rem}th,td{padding:.2rem .25rem}.opt{display:none}}";

/// Markup built with `html!` (or static): it only ever holds escaped text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Html(String);

/// Markup written in the program, as a constant: a table head, a row of buttons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Raw(pub &'static str);

impl Html {
    pub fn new() -> Html {
        Html(String::new())
    }

    pub fn with_capacity(n: usize) -> Html {
        Html(String::with_capacity(n))
    }

    /// Markup written in the program.
    pub fn raw(&mut self, markup: &'static str) -> &mut Html {
        self.0.push_str(markup);
        self
    }

    /// Another fragment built the same way.
    pub fn push(&mut self, other: &Html) -> &mut Html {
        self.0.push_str(&other.0);
        self
    }

    /// Puts `piece` right after the first `marker` (markup written in the
    /// program, such as `</h1>`); nothing when there is none.
    pub fn insert_after(&mut self, marker: &'static str, piece: &Html) {
        if let Some(at) = self.0.find(marker) {
            self.0.insert_str(at + marker.len(), &piece.0);
        }
    }

    /// Used by `html!`: the format string is the program's markup, its
    /// values already wrapped in `Piece`.
    pub fn write(&mut self, args: fmt::Arguments) {
        let _ = self.0.write_fmt(args);
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The markup, for the page or the file it goes into.
    pub fn into_string(self) -> String {
        self.0
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Read as the text of its markup (a test's `contains`, a page's length).
impl std::ops::Deref for Html {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

/// Written whole where markup is wanted as text (a test's message).
impl Display for Html {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl PartialEq<&str> for Html {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl From<Raw> for Html {
    fn from(raw: Raw) -> Html {
        Html(raw.0.to_string())
    }
}

impl FromIterator<Html> for Html {
    fn from_iter<I: IntoIterator<Item = Html>>(iter: I) -> Html {
        let mut out = Html::new();
        for h in iter {
            out.push(&h);
        }
        out
    }
}

/// `&`, `<`, `>`, `"` and `'` as entities: safe as content and inside an
/// attribute quoted either way.
fn escape(out: &mut dyn Write, text: &str) -> fmt::Result {
    let mut from = 0;
    for (i, c) in text.char_indices() {
        let entity = match c {
            '&' => "&amp;",
            '<' => "&lt;",
            '>' => "&gt;",
            '"' => "&quot;",
            '\'' => "&#39;",
            _ => continue,
        };
        out.write_str(&text[from..i])?;
        out.write_str(entity)?;
        from = i + 1;
    }
    out.write_str(&text[from..])
}

/// A value going into `html!`: how it is written into markup.
pub trait Fill {
    fn fill(&self, out: &mut fmt::Formatter) -> fmt::Result;
}

impl Fill for str {
    fn fill(&self, out: &mut fmt::Formatter) -> fmt::Result {
        escape(out, self)
    }
}

impl Fill for String {
    fn fill(&self, out: &mut fmt::Formatter) -> fmt::Result {
        self.as_str().fill(out)
    }
}

impl Fill for char {
    fn fill(&self, out: &mut fmt::Formatter) -> fmt::Result {
        self.encode_utf8(&mut [0; 4]).fill(out)
    }
}

impl Fill for Html {
    fn fill(&self, out: &mut fmt::Formatter) -> fmt::Result {
        out.write_str(&self.0)
    }
}

impl Fill for Raw {
    fn fill(&self, out: &mut fmt::Formatter) -> fmt::Result {
        out.write_str(self.0)
    }
}

macro_rules! numbers {
    ($($t:ty),*) => {$(
        impl Fill for $t {
            fn fill(&self, out: &mut fmt::Formatter) -> fmt::Result {
                Display::fmt(self, out)
            }
        }
    )*};
}
numbers!(u8, u16, u32, u64, usize, i8, i16, i32, i64, bool);

impl<T: Fill + ?Sized> Fill for &T {
    fn fill(&self, out: &mut fmt::Formatter) -> fmt::Result {
        (**self).fill(out)
    }
}

impl<T: Fill> Fill for Option<T> {
    /// None writes nothing.
    fn fill(&self, out: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Some(x) => x.fill(out),
            None => Ok(()),
        }
    }
}

/// A value as `html!` writes it.
pub struct Piece<'a, T: Fill + ?Sized>(pub &'a T);

impl<T: Fill + ?Sized> Display for Piece<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        self.0.fill(f)
    }
}

/// Whether a format string has only bare `{}` places (and `{{`, `}}`).
pub const fn positional_only(format: &str) -> bool {
    let b = format.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'{' {
            if i + 1 < b.len() && (b[i + 1] == b'{' || b[i + 1] == b'}') {
                i += 2;
                continue;
            }
            return false;
        }
        if b[i] == b'}' {
            if i + 1 < b.len() && b[i + 1] == b'}' {
                i += 2;
                continue;
            }
            return false;
        }
        i += 1;
    }
    true
}

/// Writes markup into an `Html`: `html!(h, "<td>{}</td>", name)` escapes
/// `name`; only bare `{}` places are allowed in the format string.
#[macro_export]
macro_rules! html {
    ($out:expr, $format:literal $(, $value:expr)* $(,)?) => {{
        const _: () = assert!($crate::markup::positional_only($format), "html!: put each value in a bare {{}} so that it is escaped");
        $out.write(format_args!($format $(, $crate::markup::Piece(&$value))*))
    }};
}

/// A new `Html` from a format string, as `html!` writes it.
#[macro_export]
macro_rules! html_of {
    ($format:literal $(, $value:expr)* $(,)?) => {{
        let mut h = $crate::markup::Html::new();
        $crate::html!(h, $format $(, $value)*);
        h
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped_and_markup_kept() {
        let name = "\"'><img src=x onerror=alert(1)>&";
        let mut h = Html::new();
        crate::html!(h, "<td title=\"{}\">{}. {}</td>", name, 3u32, name);
        assert_eq!(
            h.as_str(),
            "<td title=\"&quot;&#39;&gt;&lt;img src=x onerror=alert(1)&gt;&amp;\">3. &quot;&#39;&gt;&lt;img src=x onerror=alert(1)&gt;&amp;</td>"
        );
        let inner = crate::html_of!("<b>{}</b>", "a<b");
        let outer = crate::html_of!("<p>{}{}</p>{{}}", inner, Raw("<br>"));
        assert_eq!(outer.into_string(), "<p><b>a&lt;b</b><br></p>{}");
        assert_eq!(crate::html_of!("{}{}", Some("x&y"), None::<u32>).into_string(), "x&amp;y");
    }

    #[test]
    fn only_bare_places() {
        assert!(positional_only("<td>{}</td>{{x}}"));
        for bad in ["{name}", "{:>3}", "{0}", "a } b", "{"] {
            assert!(!positional_only(bad), "{bad}");
        }
    }
}
