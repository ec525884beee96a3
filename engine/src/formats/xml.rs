//! Just enough XML to read the files bridge programs write (USEBIO): elements
//! with attributes and text, comments, CDATA, the XML declaration and a
//! DOCTYPE skipped, XML's five entities and character references. Every
//! error names its line; never panics on any input.

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Element {
    pub name: String,
    pub attributes: Vec<(String, String)>,
    pub children: Vec<Element>,
    /// The element's own text, entities decoded, trimmed.
    pub text: String,
    pub line: usize,
}

impl Element {
    pub fn child(&self, name: &str) -> Option<&Element> {
        self.children.iter().find(|c| c.name.eq_ignore_ascii_case(name))
    }
    pub fn children<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a Element> + 'a {
        self.children.iter().filter(move |c| c.name.eq_ignore_ascii_case(name))
    }
    /// The text of the first child of that name, or "".
    pub fn text_of(&self, name: &str) -> &str {
        self.child(name).map(|c| c.text.as_str()).unwrap_or("")
    }
    pub fn attribute(&self, name: &str) -> Option<&str> {
        self.attributes.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }
    /// Every element below this one with that name, in document order.
    pub fn descendants<'a>(&'a self, name: &'a str, out: &mut Vec<&'a Element>) {
        for c in &self.children {
            if c.name.eq_ignore_ascii_case(name) {
                out.push(c);
            }
            c.descendants(name, out);
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XmlError {
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for XmlError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

/// Deeper than any results file nests; keeps a hostile file from exhausting the stack when dropped.
const MAX_DEPTH: usize = 64;

struct Cursor<'a> {
    text: &'a str,
    pos: usize,
    line: usize,
}

impl<'a> Cursor<'a> {
    fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }
    fn advance(&mut self, n: usize) {
        let n = n.min(self.text.len() - self.pos);
        self.line += self.text[self.pos..self.pos + n].matches('\n').count();
        self.pos += n;
    }
    /// Moves past `end`, returning what came before it.
    fn until(&mut self, end: &str, what: &str) -> Result<&'a str, XmlError> {
        let line = self.line;
        let i = self.rest().find(end).ok_or_else(|| XmlError { line, message: format!("{what} is never closed") })?;
        let inside = &self.rest()[..i];
        self.advance(i + end.len());
        Ok(inside)
    }
    fn error(&self, message: impl Into<String>) -> XmlError {
        XmlError { line: self.line, message: message.into() }
    }
    fn skip_space(&mut self) {
        let n = self.rest().len() - self.rest().trim_start().len();
        self.advance(n);
    }
    fn name(&mut self) -> Result<String, XmlError> {
        let n = self.rest().find(|c: char| c.is_whitespace() || matches!(c, '>' | '/' | '=' | '<')).unwrap_or(self.rest().len());
        if n == 0 {
            return Err(self.error("a name was expected after \"<\""));
        }
        let name = self.rest()[..n].to_string();
        self.advance(n);
        Ok(name)
    }
}

fn decode(text: &str, line: usize) -> Result<String, XmlError> {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find('&') {
        out.push_str(&rest[..i]);
        let after = &rest[i + 1..];
        let end = after.find(';').filter(|&e| e <= 10).ok_or_else(|| XmlError { line, message: "an \"&\" that starts no entity (write &amp;)".into() })?;
        let name = &after[..end];
        let c = match name {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            _ => name
                .strip_prefix("#x")
                .map(|h| u32::from_str_radix(h, 16).ok())
                .unwrap_or_else(|| name.strip_prefix('#').and_then(|d| d.parse().ok()))
                .and_then(char::from_u32),
        };
        out.push(c.ok_or_else(|| XmlError { line, message: format!("\"&{name};\" is not an entity XML knows") })?);
        rest = &after[end + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

/// Reads a document into its root element.
pub fn parse(text: &str) -> Result<Element, XmlError> {
    let mut c = Cursor { text: text.strip_prefix('\u{feff}').unwrap_or(text), pos: 0, line: 1 };
    let mut stack: Vec<Element> = Vec::new();
    let mut root: Option<Element> = None;
    loop {
        let rest = c.rest();
        if rest.is_empty() {
            break;
        }
        if rest.starts_with("<?") {
            c.until("?>", "a <? declaration")?;
        } else if rest.starts_with("<!--") {
            c.until("-->", "a <!-- comment")?;
        } else if rest.starts_with("<![CDATA[") {
            c.advance(9);
            let inside = c.until("]]>", "a CDATA section")?;
            match stack.last_mut() {
                Some(top) => top.text.push_str(inside),
                None => return Err(c.error("text outside the document's element")),
            }
        } else if rest.starts_with("<!") {
            // A DOCTYPE, with or without an internal subset in [ ].
            let close = if let Some(open) = rest.find('[').filter(|&o| o < rest.find('>').unwrap_or(usize::MAX)) {
                rest[open..].find("]").map(|e| open + e).and_then(|e| rest[e..].find('>').map(|g| e + g))
            } else {
                rest.find('>')
            };
            let close = close.ok_or_else(|| c.error("a <!DOCTYPE is never closed"))?;
            c.advance(close + 1);
        } else if rest.starts_with("</") {
            c.advance(2);
            let name = c.name()?;
            c.skip_space();
            if !c.rest().starts_with('>') {
                return Err(c.error(format!("</{name} must end with \">\"")));
            }
            c.advance(1);
            let Some(mut done) = stack.pop() else { return Err(c.error(format!("</{name}> closes no element"))) };
            if done.name != name {
                return Err(c.error(format!("</{name}> closes <{}> (line {})", done.name, done.line)));
            }
            done.text = done.text.trim().to_string();
            match stack.last_mut() {
                Some(parent) => parent.children.push(done),
                None => root = Some(done),
            }
        } else if rest.starts_with('<') {
            if root.is_some() {
                return Err(c.error("a second element after the document's end"));
            }
            if stack.len() >= MAX_DEPTH {
                return Err(c.error(format!("elements nest deeper than {MAX_DEPTH}")));
            }
            let line = c.line;
            c.advance(1);
            let name = c.name()?;
            let mut element = Element { name, line, ..Element::default() };
            loop {
                c.skip_space();
                let r = c.rest();
                if r.starts_with("/>") {
                    c.advance(2);
                    match stack.last_mut() {
                        Some(parent) => parent.children.push(element),
                        None => root = Some(element),
                    }
                    break;
                }
                if r.starts_with('>') {
                    c.advance(1);
                    stack.push(element);
                    break;
                }
                if r.is_empty() {
                    return Err(XmlError { line, message: format!("<{}> is never closed", element.name) });
                }
                let attribute = c.name()?;
                c.skip_space();
                if !c.rest().starts_with('=') {
                    return Err(c.error(format!("attribute {attribute} has no value")));
                }
                c.advance(1);
                c.skip_space();
                let quote = match c.rest().chars().next() {
                    Some(q @ ('"' | '\'')) => q,
                    _ => return Err(c.error(format!("the value of {attribute} must be in quotes"))),
                };
                c.advance(1);
                let at = c.line;
                let value = c.until(if quote == '"' { "\"" } else { "'" }, "a quoted value")?;
                element.attributes.push((attribute, decode(value, at)?));
            }
        } else {
            let n = rest.find('<').unwrap_or(rest.len());
            let line = c.line;
            let raw = &rest[..n];
            c.advance(n);
            match stack.last_mut() {
                Some(top) => top.text.push_str(&decode(raw, line)?),
                None if raw.trim().is_empty() => {}
                None => return Err(XmlError { line, message: "text outside the document's element".into() }),
            }
        }
    }
    if let Some(open) = stack.last() {
        return Err(XmlError { line: open.line, message: format!("<{}> is never closed", open.name) });
    }
    root.ok_or_else(|| XmlError { line: 1, message: "no element: this is not an XML document".into() })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &str) -> String {
        parse(text).map(|_| "no error".to_string()).unwrap_or_else(|e| e.to_string())
    }

    #[test]
    fn reads_elements_attributes_text_and_skips_the_rest() {
        let text = "\u{feff}<?xml version=\"1.0\"?>\n<!DOCTYPE USEBIO SYSTEM \"x.dtd\" [ <!ENTITY a \"b\"> ]>\n<!-- a comment -->\n<USEBIO Version='1.2'>\n  <CLUB><CLUB_NAME>Bridge &amp; Co &#233;&#xE9;</CLUB_NAME><EMPTY/></CLUB>\n  <X><![CDATA[<raw>]]></X>\n</USEBIO>\n";
        let Ok(root) = parse(text) else { return assert_eq!(error(text), "") };
        assert_eq!((root.name.as_str(), root.attribute("version"), root.line), ("USEBIO", Some("1.2"), 4));
        let club = root.child("CLUB");
        assert_eq!(club.map(|c| c.text_of("CLUB_NAME")), Some("Bridge & Co éé"));
        assert_eq!(club.map(|c| c.children.len()), Some(2));
        assert_eq!(root.text_of("X"), "<raw>");
        assert_eq!(club.map(|c| c.line), Some(5));
    }

    #[test]
    fn errors_name_the_line() {
        assert_eq!(error("<A>\n<B>\n</A>"), "line 3: </A> closes <B> (line 2)");
        assert_eq!(error("<A>\n<B>"), "line 2: <B> is never closed");
        assert_eq!(error("<A>x &nope; y</A>"), "line 1: \"&nope;\" is not an entity XML knows");
        assert_eq!(error("<A>R&D</A>"), "line 1: an \"&\" that starts no entity (write &amp;)");
        assert_eq!(error("<A b=c/>"), "line 1: the value of b must be in quotes");
        assert_eq!(error("<A/><B/>"), "line 1: a second element after the document's end");
        assert_eq!(error("not xml"), "line 1: text outside the document's element");
        assert_eq!(error(""), "line 1: no element: this is not an XML document");
        assert_eq!(error(&"<a>".repeat(100)), "line 1: elements nest deeper than 64");
        assert_eq!(error("<!-- open"), "line 1: a <!-- comment is never closed");
    }

    #[test]
    fn never_panics_on_cut_or_mangled_input() {
        let text = "<?xml version=\"1.0\"?><!DOCTYPE U [ ]><U a=\"1\" b='2'><!-- c --><X>1 &amp; 2 &#233;</X><Y/><![CDATA[z]]></U>";
        let mut count = 0;
        for cut in (0..=text.len()).filter(|&i| text.is_char_boundary(i)) {
            let _ = parse(&text[..cut]);
            count += 1;
        }
        let bytes = text.as_bytes();
        for b in [b'<', b'>', b'&', b'/', b'"', b'\'', b'[', b']', b'!', b'?', b';', b'#', b'x', b' ', b'\n'] {
            for i in 0..bytes.len() {
                let mut m = bytes.to_vec();
                m[i] = b;
                let _ = parse(&String::from_utf8_lossy(&m));
                count += 1;
            }
        }
        assert!(count > 1000);
    }
}
