//! The command-line program: the same engine, natively, for scripts and checks.
//! JSON on stdout; errors on stderr with a non-zero exit.

mod backup;
mod bench;
mod bridge;
mod chess;
mod out;
mod qr;

use std::process::ExitCode;

/// `text` broken into the help's right-hand column (34 spaces in, 60 wide),
/// its first line after the 16 characters of "the tie-breaks (".
fn wrapped(text: &str) -> String {
    let mut out = String::new();
    let mut line = 16;
    for word in text.split(' ') {
        if line + word.len() > 60 {
            out.push_str("\n                                  ");
            line = 0;
        } else if !out.is_empty() {
            out.push(' ');
            line += 1;
        }
        out.push_str(word);
        line += word.len();
    }
    out
}

const HELP: &str = "clubscore — the Clubscore scoring engine on the command line

Usage:
  clubscore --help                Show this help
  clubscore --version             Show the version
  clubscore backup check FILE     Check a Clubscore backup file; print its events as JSON
  clubscore bridge score FILE [--mp wbf|acbl] [--neuberg|--no-neuberg|--simple]
                                  [--directions separate|shared] [--rounding half-up|half-even] [--places N]
                                  [--json|--pbn|--csv|--csv-standings|--usebio]
                                  Score a pairs session from PBN, USEBIO (XML) or a club
                                  recap of slips and travellers: every board, every pair
                                  (JSON by default; or a scored PBN, CSV or USEBIO).
                                  --directions: whether NS 1 and EW 1 are two pairs
                                  (a Mitchell numbering both ways 1..n) or one (a Howell),
                                  where the file cannot tell; what was read and assumed
                                  is said on standard error. --rounding and --places: how the
                                  travellers print match points (Compscore: --places 1
                                  --rounding half-even); totals and places never change.
                                  Under --mp acbl a pair that missed boards has its total
                                  factored to the session's, marked (factored: true).
                                  Without --neuberg, --no-neuberg or --simple, a short board
                                  is valued, and each board rounded, as the file's own match
                                  points show its program did (said on standard error)
  clubscore bridge vp --boards N --imps M [--scale wbf|wbf-discrete|club]
                                  Victory points of a match won by M IMPs over N boards
  clubscore bridge deal --boards N [--seed S] [--first B] [--event NAME] [--date YYYY-MM-DD]
                                  A hand record for dealing machines and other programs: N boards
                                  (from board B) dealt from the seed S (any text; without it, a
                                  random one, said on standard error), as PBN; the same seed
                                  deals the same boards on any device
  clubscore bridge analyse FILE.pbn --json
                                  Each board's double-dummy tricks (each declarer, each
                                  denomination) and par (North-South's score, the contracts),
                                  worked out from its deal alone; where the file prints its own,
                                  each difference is said (standard error, and the board's
                                  differs), ours kept
  clubscore bridge movement KIND --tables N [--pairs P] [--rounds R] [--boards-per-round B]
                                  [--tea] [--redeal] [--arrow-switch] [--shared] [--half-table] [--copies K]
                                  [--before-tea N] [--reversed] [--json|--verify]
                                  A movement: teams, teams-parallel, mitchell, mitchell-relay or howell;
                                  --shared: every table plays the round's boards (duplicated sets);
                                  --half-table: a Mitchell one EW pair short (EW numbered n+1..2n-1);
                                  --copies K: a Mitchell in K rows on copied board sets;
                                  teams: --rounds R plays R rounds in two halves (--before-tea N
                                  of them first; --reversed the halves the other way round);
                                  --verify prints the verifier's report (exit 1 if a check fails)
  clubscore bridge movement individual --players N [--boards-per-round B] [--json|--verify]
                                  An individual: 8, 12, 16, 20 or 24 players (whist: each partners
                                  every other once, opposes every other twice) or 28, 44, 52
                                  (rainbow); --verify proves what it promises
  clubscore chess standings FILE.trf [--tiebreaks CODES] [--rules 2024|2026] --json
  clubscore chess pair FILE.trf [--round N] [--explain] [--beyond]
  clubscore chess check FILE.trf
  clubscore chess convert FILE.trf [--pair [--seed N] [--beyond]]
                                  standings: a team tournament's standings from its TRF with
                                  the tie-breaks ({TIEBREAKS};
                                  :MP or :GP, cuts /C1 /M1, /P, /K<n>; FIDE's default list when
                                  none is given); teams level on all of them share a rank
                                  pair: the next round of a team Swiss by C.04.6 (--explain: its
                                  account on standard error)
                                  check: every round's pairing replayed against the file's
                                  convert: the file (TRF16 or TRF-2026) as TRF-2026, what the
                                  app exports; --pair adds the next round paired, results blank;
                                  a round past record 142's count only with --beyond
  clubscore qr check FILE         A file as QR codes, each read back from a clean and a
                                  photographed-style picture: {\"frames\",\"clean\",\"photographed\",\"whole\"}
                                  (exit 1 unless every frame is read and the file comes back whole)
  clubscore qr video FILE OUT.y4m A file's QR codes as a camera would film them (Y4M
                                  video, for a browser's fake camera in tests)
  clubscore bench                 Time the engine on a large club's data
  clubscore bench year --json     A club's year stored as the app stores it, what a club
                                  would archive archived: {\"stored_chars\",\"events\",
                                  \"results\",\"archived_bytes_per_result\",\"list_ms\"}

The chess commands take --encoding utf-8|latin1|windows-1252|windows-1253;
without it a report that is not UTF-8 is read in the code page its bytes
suggest (Greek text as Windows-1253, else Windows-1252), and a warning says
so. Bridge files are read as UTF-8, else ISO-8859-1.

Output is JSON on standard output (chess pair and check print plain lines).
Problems go to standard error; the exit status is 2 for bad input or a wrong
command, 1 for a file that cannot be read. A reader that stops early (| head)
ends the program quietly.
";

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    // `--encoding NAME` goes with any command that reads a report.
    if let Some(i) = args.iter().position(|a| a == "--encoding") {
        let Some(name) = args.get(i + 1).cloned() else { return out::usage("--encoding needs a name: utf-8, latin1, windows-1252 or windows-1253") };
        match clubscore_engine::formats::encoding::Encoding::from_name(&name) {
            Some(e) => out::ask_encoding(e),
            None => return out::usage(&format!("--encoding {name}: say utf-8, latin1, windows-1252 or windows-1253")),
        }
        args.drain(i..i + 2);
    }
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        // The tie-break codes from the reader's own list, wrapped as the help is.
        [] | ["--help"] | ["-h"] | ["help"] => out::say(&HELP.replace("{TIEBREAKS}", &wrapped(&clubscore_engine::chess::tiebreak::listed_codes()))),
        ["--version"] | ["-V"] => out::say(&format!("clubscore {}\n", env!("CARGO_PKG_VERSION"))),
        ["backup", "check", path] => backup::check(path),
        ["bridge", "score", rest @ ..] => bridge::score(rest),
        ["bridge", "vp", rest @ ..] => bridge::vp(rest),
        ["bridge", "deal", rest @ ..] => bridge::deal(rest),
        ["bridge", "analyse", path, rest @ ..] => bridge::analyse(path, rest),
        ["bridge", "movement", kind, rest @ ..] => bridge::movement(kind, rest),
        ["bench"] => bench::run(),
        ["bench", "year", "--json"] => bench::year(),
        ["qr", "video", path, out] => qr::video(path, out),
        ["chess", "standings", path, rest @ ..] => chess::standings(path, rest),
        ["chess", "pair", path, rest @ ..] => chess::pair(path, rest),
        ["chess", "check", path] => chess::check(path),
        ["chess", "convert", path, rest @ ..] => chess::convert(path, rest),
        ["qr", "check", path] => qr::check(path),
        _ => {
            eprintln!("clubscore: unknown command: {}\nRun `clubscore --help` for the commands.", args.join(" "));
            ExitCode::from(2)
        }
    }
}
