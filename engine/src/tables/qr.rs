//! Table packs and results as QR codes: the text cut into frames that each
//! fit one code ("CS1 2/5 1a2b3c4d …"), shown one after another; a reader
//! collects the frames in any order, repeats and all, and gives the text back
//! once every frame is in and the whole checks against its fingerprint.

use std::fmt::Write;

/// Bytes of text per frame: a version-16 code at level Q (81 modules), which a
/// tablet camera reads from a phone screen at a few pixels a module; larger
/// codes were read too rarely from turned, blurred pictures.
pub const FRAME_TEXT: usize = 300;
const MAGIC: &str = "CS1";

/// FNV-1a, 32 bits, as eight hex digits: which text a frame belongs to.
fn print32(text: &str) -> String {
    let mut h: u32 = 0x811c_9dc5;
    for &b in text.as_bytes() {
        h ^= u32::from(b);
        h = h.wrapping_mul(0x0100_0193);
    }
    format!("{h:08x}")
}

/// The frames of `text`, cut on character boundaries.
pub fn frames(text: &str) -> Vec<String> {
    let mut chunks: Vec<&str> = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let mut cut = rest.len().min(FRAME_TEXT);
        while !rest.is_char_boundary(cut) {
            cut -= 1;
        }
        chunks.push(&rest[..cut]);
        rest = &rest[cut..];
    }
    if chunks.is_empty() {
        chunks.push("");
    }
    let id = print32(text);
    let n = chunks.len();
    chunks.iter().enumerate().map(|(i, c)| format!("{MAGIC} {}/{n} {id} {c}", i + 1)).collect()
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FrameError {
    /// Not one of ours (another QR code in view).
    NotOurs,
    /// A frame of another text than the one being collected.
    OtherText,
    /// Every frame arrived but the whole does not match its fingerprint.
    Damaged,
}

impl std::fmt::Display for FrameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FrameError::NotOurs => write!(f, "this QR code is not from Clubscore"),
            FrameError::OtherText => write!(f, "this QR code belongs to another file than the one being read: finish that one, or start again"),
            FrameError::Damaged => write!(f, "the codes were read but do not fit together: start again"),
        }
    }
}

impl std::error::Error for FrameError {}

/// Collects frames as a camera sees them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Collector {
    id: String,
    parts: Vec<Option<String>>,
}

impl Collector {
    /// Takes a frame: `Ok(Some(text))` once the text is whole, `Ok(None)` while
    /// frames are missing (a repeat is fine).
    pub fn add(&mut self, frame: &str) -> Result<Option<String>, FrameError> {
        let mut fields = frame.splitn(4, ' ');
        let (Some(MAGIC), Some(position), Some(id), Some(body)) = (fields.next(), fields.next(), fields.next(), fields.next()) else {
            return Err(FrameError::NotOurs);
        };
        let Some((i, n)) = position.split_once('/').and_then(|(i, n)| Some((i.parse::<usize>().ok()?, n.parse::<usize>().ok()?))) else {
            return Err(FrameError::NotOurs);
        };
        if n == 0 || i == 0 || i > n || n > 10_000 || id.len() != 8 {
            return Err(FrameError::NotOurs);
        }
        if self.parts.is_empty() {
            self.id = id.to_string();
            self.parts = vec![None; n];
        } else if self.id != id || self.parts.len() != n {
            return Err(FrameError::OtherText);
        }
        self.parts[i - 1] = Some(body.to_string());
        if self.parts.iter().any(Option::is_none) {
            return Ok(None);
        }
        let text: String = self.parts.iter().flatten().map(String::as_str).collect();
        if print32(&text) != self.id {
            *self = Collector::default();
            return Err(FrameError::Damaged);
        }
        Ok(Some(text))
    }

    /// (frames in, frames in all); (0, 0) before the first.
    pub fn progress(&self) -> (usize, usize) {
        (self.parts.iter().filter(|p| p.is_some()).count(), self.parts.len())
    }
}

/// A frame's QR code as its modules, row by row (true = dark), and its width.
pub fn modules(frame: &str) -> Option<(usize, Vec<bool>)> {
    let code = qrcode::QrCode::with_error_correction_level(frame.as_bytes(), qrcode::EcLevel::Q).ok()?;
    let colors = code.to_colors();
    Some((code.width(), colors.into_iter().map(|c| c == qrcode::Color::Dark).collect()))
}

/// A frame's QR code as an SVG image (a quiet zone of four modules around).
pub fn svg(frame: &str) -> Option<String> {
    let (w, dark) = modules(frame)?;
    let size = w + 8;
    let mut path = String::with_capacity(w * w * 4);
    for (i, _) in dark.iter().enumerate().filter(|x| *x.1) {
        let _ = write!(path, "M{} {}h1v1h-1z", i % w + 4, i / w + 4);
    }
    Some(format!("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {size} {size}\" shape-rendering=\"crispEdges\"><rect width=\"{size}\" height=\"{size}\" fill=\"#fff\"/><path d=\"{path}\" fill=\"#000\"/></svg>"))
}

/// The QR codes a greyscale picture shows (a camera frame), as text.
pub fn read(width: usize, height: usize, luma: &[u8]) -> Vec<String> {
    if width == 0 || height == 0 || luma.len() < width * height {
        return Vec::new();
    }
    let mut image = rqrr::PreparedImage::prepare_from_greyscale(width, height, |x, y| luma[y * width + x]);
    image.detect_grids().into_iter().filter_map(|g| g.decode().ok().map(|(_, text)| text)).collect()
}

/// A frame as a camera might see it, in a `width` × `height` greyscale
/// picture: `scale` pixels a module, turned by `degrees` about the centre
/// (sampled between pixels, which blurs the edges as a lens does), on a grey
/// background, with noise from `seed` (0: none).
pub fn draw(frame: &str, scale: usize, degrees: f64, seed: u64, width: usize, height: usize) -> Vec<u8> {
    let Some((w, dark)) = modules(frame) else { return vec![150; width * height] };
    let size = (w + 8) * scale;
    let mut upright = vec![235u8; size * size];
    for (i, _) in dark.iter().enumerate().filter(|x| *x.1) {
        let (mx, my) = ((i % w + 4) * scale, (i / w + 4) * scale);
        for y in my..my + scale {
            upright[y * size + mx..y * size + mx + scale].fill(20);
        }
    }
    let at = |x: i64, y: i64| {
        if (0..size as i64).contains(&x) && (0..size as i64).contains(&y) {
            f64::from(upright[y as usize * size + x as usize])
        } else {
            150.0
        }
    };
    let (c, s) = (degrees.to_radians().cos(), degrees.to_radians().sin());
    let mut seq = crate::sequence::Sequence(seed | 1);
    let mut luma = vec![0u8; width * height];
    let half = size as f64 / 2.0;
    for y in 0..height {
        for x in 0..width {
            let (fx, fy) = (x as f64 - width as f64 / 2.0, y as f64 - height as f64 / 2.0);
            let (sx, sy) = (c * fx + s * fy + half, -s * fx + c * fy + half);
            let (x0, y0) = (sx.floor() as i64, sy.floor() as i64);
            let (tx, ty) = (sx - x0 as f64, sy - y0 as f64);
            let v = (at(x0, y0) * (1.0 - tx) + at(x0 + 1, y0) * tx) * (1.0 - ty) + (at(x0, y0 + 1) * (1.0 - tx) + at(x0 + 1, y0 + 1) * tx) * ty;
            let jitter = if seed > 0 { seq.next(81) as f64 - 40.0 } else { 0.0 };
            luma[y * width + x] = (v + jitter).clamp(0.0, 255.0) as u8;
        }
    }
    luma
}

/// A camera's view of a text's QR codes as a Y4M video (640 × 480, 10 frames
/// a second), each code held for `hold` frames, turned a little and noisy:
/// a browser's fake camera plays it in the tests.
pub fn video(text: &str, hold: usize) -> Vec<u8> {
    let (width, height) = (640, 480);
    let mut out = format!("YUV4MPEG2 W{width} H{height} F10:1 Ip A1:1 C420jpeg\n").into_bytes();
    for (i, frame) in frames(text).iter().enumerate() {
        let w = modules(frame).map(|m| m.0 + 8).unwrap_or(1);
        let scale = (440 / w).max(2);
        for k in 0..hold {
            let degrees = [4.0, -7.0, 11.0, -3.0][(i + k) % 4];
            out.extend_from_slice(b"FRAME\n");
            out.extend(draw(frame, scale, degrees, (i * 31 + k + 1) as u64, width, height));
            // No colour: both chroma planes at their middle.
            out.extend(std::iter::repeat(128u8).take(width * height / 2));
        }
    }
    out
}

/// How a text fares as QR codes: (frames, frames read from the encoder's own
/// clean pictures, frames read from one of up to eight photographed-style
/// pictures, whether the frames read gave the text back whole).
pub fn check(text: &str) -> (usize, usize, usize, bool) {
    let all = frames(text);
    let (mut clean, mut photographed) = (0, 0);
    let mut collector = Collector::default();
    let mut whole = false;
    for (i, frame) in all.iter().enumerate() {
        let w = modules(frame).map(|m| m.0 + 8).unwrap_or(1);
        // The encoder's image as drawn: 4 pixels a module, each on whole pixels.
        let side = (w + 8) * 4;
        if read(side, side, &draw(frame, 4, 0.0, 0, side, side)) == vec![frame.clone()] {
            clean += 1;
        }
        let scale = (440 / w).max(2);
        // A camera takes many pictures a second: up to eight, until one reads.
        let seen: Vec<String> = [(6.0, 1), (-9.0, 2), (14.0, 3), (-21.0, 4), (3.0, 5), (-12.0, 6), (18.0, 7), (-5.0, 8)]
            .into_iter()
            .map(|(degrees, seed)| read(640, 480, &draw(frame, scale, degrees, seed + 10 * i as u64, 640, 480)))
            .find(|r| !r.is_empty())
            .unwrap_or_default();
        if let Some(got) = seen.iter().find(|g| *g == frame) {
            photographed += 1;
            whole = matches!(collector.add(got), Ok(Some(t)) if t == text);
        }
    }
    (all.len(), clean, photographed, whole)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picture(frame: &str, scale: usize, degrees: f64, noise: u64) -> (usize, Vec<u8>) {
        let size = modules(frame).map(|m| (m.0 + 8) * scale).unwrap_or(0);
        let out = size + size / 4;
        (out, draw(frame, scale, degrees, noise, out, out))
    }

    /// A text of `pairs` names, with characters beyond ASCII.
    fn names(pairs: u32) -> String {
        (0..pairs).map(|i| format!("{{\"number\":{i},\"name\":\"Zoë Ångström – pair {i}\"}},")).collect()
    }

    fn sample_text() -> String {
        names(40)
    }

    #[test]
    fn frames_come_back_whole_in_any_order() {
        let text = sample_text();
        let f = frames(&text);
        assert!(f.len() >= 3, "{}", f.len());
        assert!(f.iter().all(|x| x.len() <= FRAME_TEXT + 30));
        assert!(f[0].starts_with(&format!("CS1 1/{} ", f.len())));
        let mut c = Collector::default();
        let mut order: Vec<&String> = f.iter().rev().collect();
        order.insert(1, &f[f.len() - 1]);
        let mut out = None;
        for frame in order {
            out = c.add(frame).unwrap_or_else(|e| unreachable!("{e}"));
            if out.is_none() {
                assert!(c.progress().0 < f.len());
            }
        }
        assert_eq!(out.as_deref(), Some(text.as_str()));
        assert_eq!(frames(""), vec!["CS1 1/1 811c9dc5 ".to_string()]);
        assert_eq!(Collector::default().add("CS1 1/1 811c9dc5 "), Ok(Some(String::new())));
    }

    #[test]
    fn strangers_and_mixed_files_are_named() {
        let mut c = Collector::default();
        assert_eq!(c.add("https://example.org"), Err(FrameError::NotOurs));
        assert_eq!(c.add("CS1 3/2 00000000 x"), Err(FrameError::NotOurs));
        let a = frames(&sample_text());
        let b = frames(&(sample_text() + "!"));
        assert_eq!(c.add(&a[0]), Ok(None));
        assert_eq!(c.add(&b[1]), Err(FrameError::OtherText));
        // A frame changed in transit: the whole does not check.
        let mut d = Collector::default();
        for (i, frame) in a.iter().enumerate() {
            let frame = if i == 1 { frame.replacen("Zoë", "Zoe", 1) } else { frame.clone() };
            let got = d.add(&frame);
            if i + 1 == a.len() {
                assert_eq!(got, Err(FrameError::Damaged));
            }
        }
    }

    #[test]
    fn codes_are_read_back_from_pictures_turned_and_noisy() {
        // Two frames: each picture is big, and the test stays quick.
        let text = names(12);
        assert_eq!(frames(&text).len(), 2);
        let mut collector = Collector::default();
        let mut whole = None;
        for frame in frames(&text) {
            let svg = svg(&frame).unwrap_or_default();
            assert!(svg.starts_with("<svg") && svg.contains("<path d=\"M"));
            // The encoder's own image, as drawn: always read.
            let (w, clean) = picture(&frame, 3, 0.0, 0);
            assert_eq!(read(w, w, &clean), vec![frame.clone()]);
            // A camera's burst: the code turned, blurred, noisy, a little
            // differently each picture. Not every picture reads (the camera
            // keeps looking, many times a second); some must, and what is
            // read is exactly the frame.
            let burst: Vec<Vec<String>> = [(4, 8.0, 3), (4, 17.0, 7), (5, 26.0, 11), (5, 33.0, 13), (4, 41.0, 17), (5, 12.0, 19)]
                .into_iter()
                .map(|(scale, degrees, noise)| {
                    let (w, p) = picture(&frame, scale, degrees, noise);
                    read(w, w, &p)
                })
                .collect();
            assert!(burst.iter().flatten().all(|got| got == &frame), "nothing misread");
            let seen = burst.iter().filter(|r| !r.is_empty()).count();
            assert!(seen >= 3, "{seen} of {} pictures read", burst.len());
            whole = collector.add(&burst.iter().flatten().next().cloned().unwrap_or_default()).unwrap_or(None);
        }
        assert_eq!(whole.as_deref(), Some(text.as_str()), "the text, whole, from the camera's pictures");
        assert!(read(10, 10, &[255; 100]).is_empty());
        // The fake camera's video: a header, then each code's frames (luma and chroma).
        let v = video(&text, 2);
        assert!(v.starts_with(b"YUV4MPEG2 W640 H480 F10:1 Ip A1:1 C420jpeg\n"));
        let frame_bytes = 6 + 640 * 480 * 3 / 2;
        assert_eq!(v.len(), 43 + 4 * frame_bytes);
        let first = &v[43 + 6..43 + 6 + 640 * 480];
        assert_eq!(read(640, 480, first), vec![frames(&text)[0].clone()]);
        assert_eq!(check(&text), (2, 2, 2, true));
        assert!(read(10, 10, &[0; 5]).is_empty(), "a short picture is no picture");
    }
}
