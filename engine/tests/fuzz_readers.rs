//! A mutation fuzzer for the readers of outside files (PBN, USEBIO, club
//! recap, JSON backup, TRF): real and hand-made inputs, cut, spliced and sprinkled with the
//! characters the grammars care about. Any panic fails with the input shown.
//! `FUZZ_INPUTS=1000000 cargo test --release --test fuzz_readers` runs more.

use clubscore_engine::formats::{backup, pbn, recap, usebio};
use clubscore_engine::sequence::Sequence;

/// An index below `n`.
fn pick(seq: &mut Sequence, n: usize) -> usize {
    seq.next(n as u64) as usize
}

const PBN_SEED: &str = "% PBN 2.1\n[Event \"Club\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[ScoreTable \"Table\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R;MP_NS\\4R\"]\n1 1 2 4SX N 9 \"-100\" 1.0\n2 3 4 4S* N 10 \"590\" 2.0\n3 5 6 - - - \"A+\" -\n4 7 8 Pass - - 0 1.0\n\n[Board \"2\"] {c} [Vulnerable \"#\"] ; x\n[TotalScoreTable \"Rank\\2R;PairId\\2R;TotalScoreMP\\5R\"]\n 1 1 12.5\n";
const RECAP_SEED: &str = "Club\nA DW\n1 N Ann & Bob\n2 N Cy\n1 E Ed\n2 E Gus\nP 1 1\n1 420\n2 -50\n\nP 2 2\n1 A+\n2-170\n.\nT 3\n1 2 DNP\n2 1 100\n";
const BACKUP_SEED: &str = r#"{"format":"clubscore-backup","version":1,"exported":1,"events":[{"schema":1,"data":{"id":"a1","name":"X","format":"bridge_pairs","date":"2026-01-01","created":1,"modified":1,"revision":1,"participants":[{"number":1,"name":"P"}],"log":[{"id":{"device":"d","seq":1},"at":1,"role":"scorer","action":{"kind":"note","text":"t"}}]}}]}"#;

const INTERESTING: &[u8] = b"<>/&![]\"\\{};%\n\r\t -+*0123456789XNESWAP#.,\xff\xc3\xa9\x00";

fn mutate(seq: &mut Sequence, seed: &[u8], pool: &[&[u8]]) -> Vec<u8> {
    let mut v = seed.to_vec();
    for _ in 0..1 + pick(seq, 6) {
        let at = pick(seq, v.len() + 1);
        match pick(seq, 6) {
            0 if !v.is_empty() => {
                let i = at.min(v.len() - 1);
                v[i] = INTERESTING[pick(seq, INTERESTING.len())];
            }
            1 => v.insert(at, INTERESTING[pick(seq, INTERESTING.len())]),
            2 if !v.is_empty() => {
                let end = (at + pick(seq, 20)).min(v.len());
                v.drain(at.min(end)..end);
            }
            3 => v.truncate(at),
            4 => {
                let other = pool[pick(seq, pool.len())];
                let from = pick(seq, other.len() + 1);
                let to = (from + pick(seq, 40)).min(other.len());
                let piece = other[from..to].to_vec();
                v.splice(at..at, piece);
            }
            _ => {
                let i = pick(seq, v.len() + 1);
                let j = (i + pick(seq, 30)).min(v.len());
                let copy = v[i..j].to_vec();
                v.splice(at.min(v.len())..at.min(v.len()), copy);
            }
        }
    }
    v
}

fn inputs() -> usize {
    std::env::var("FUZZ_INPUTS").ok().and_then(|n| n.parse().ok()).unwrap_or(10_000)
}

fn fuzz(name: &str, seeds: &[&[u8]], read: impl Fn(&[u8])) {
    let mut seq = Sequence(0x2545_F491_4F6C_DD1D ^ name.len() as u64);
    let n = inputs();
    for i in 0..n {
        let input = mutate(&mut seq, seeds[i % seeds.len()], seeds);
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| read(&input)));
        assert!(outcome.is_ok(), "{name} panicked on input {i}: {:?}", String::from_utf8_lossy(&input));
    }
    eprintln!("{name}: {n} mutated inputs, no panic");
}

#[test]
fn pbn_reader_never_panics() {
    let ffb = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/bridge/ffb_magic_contest/test_set.pbn")).unwrap_or_default();
    let excerpt = &ffb[..ffb.len().min(6000)];
    fuzz("pbn", &[PBN_SEED.as_bytes(), excerpt], |b| {
        let _ = pbn::read_session(b);
    });
}

#[test]
fn usebio_reader_never_panics() {
    let real = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/bridge/usebio_compscore/mp_pairs_mitchell_03.xml")).unwrap_or_default();
    let head = &real[..real.len().min(3000)];
    let board = real.windows(22).position(|w| w == b"<BOARD EVENT_TYPE=\"MP_");
    let tail = board.map(|i| &real[i..real.len().min(i + 3000)]).unwrap_or_default();
    let made = b"<?xml version=\"1.0\"?><USEBIO><EVENT EVENT_TYPE=\"MP_PAIRS\"><PARTICIPANTS><PAIR><PAIR_NUMBER>1NS</PAIR_NUMBER><PLAYER><PLAYER_NAME>A &amp; B</PLAYER_NAME></PLAYER></PAIR></PARTICIPANTS><BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1NS</NS_PAIR_NUMBER><EW_PAIR_NUMBER>1EW</EW_PAIR_NUMBER><SCORE>A6040</SCORE></TRAVELLER_LINE></BOARD></EVENT></USEBIO>";
    let seeds: Vec<&[u8]> = [head, tail, made.as_slice()].into_iter().filter(|s| !s.is_empty()).collect();
    fuzz("usebio", &seeds, |b| {
        let _ = usebio::read_pairs(b);
    });
}

#[test]
fn recap_reader_never_panics() {
    fuzz("recap", &[RECAP_SEED.as_bytes()], |b| {
        let _ = recap::read(&pbn::decode_text(b));
    });
}

#[test]
fn backup_reader_never_panics() {
    fuzz("backup", &[BACKUP_SEED.as_bytes()], |b| {
        let _ = backup::read(&String::from_utf8_lossy(b));
    });
}

/// The chess TRF reader, and the matches rebuilt from what it reads, on
/// mutations of the real team files (Greek names included).
#[test]
fn trf_reader_never_panics() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/chess/fixtures/");
    let cup = std::fs::read(format!("{dir}friendship_cup_2024.trf")).unwrap_or_default();
    let small = std::fs::read(format!("{dir}fideteam_nocolor.trf")).unwrap_or_default();
    let grand = std::fs::read(format!("{dir}grandmommyscup.trf")).unwrap_or_default();
    let tail = &grand[grand.len().saturating_sub(8000)..];
    let seeds: Vec<&[u8]> = [
        &cup[..cup.len().min(8000)],
        &small[..],
        tail,
        b"310   1 Team".as_slice(),
        b"299    -5.0          1    1\n299 +   2.0   1.5    2    3    4\n".as_slice(),
    ]
    .into_iter()
    .filter(|s| !s.is_empty())
    .collect();
    fuzz("trf", &seeds, |b| {
        if let Ok(trf) = clubscore_engine::chess::trf::read(&String::from_utf8_lossy(b)) {
            use clubscore_engine::chess::{matches, tiebreak, tournament, transfer};
            let record = matches::record(&trf);
            let _ = tiebreak::rank(&record, &tiebreak::default_list(&record), tiebreak::Edition::Y2026);
            // Read into a tournament and written again: no panic either.
            let t = transfer::from_trf(&trf);
            let _ = clubscore_engine::chess::trf::write(&transfer::to_trf(&t));
            let _ = tournament::record(&t);
            // And the next round paired from it (a refusal is fine; a panic is not).
            let rules = clubscore_engine::chess::history::rules(&trf);
            let teams: Vec<u32> = record.teams.iter().map(|x| x.number).collect();
            let round = record.results.len() as u32 + 1;
            let _ = clubscore_engine::chess::pairing::pair(&clubscore_engine::chess::history::setup(&record, &rules, round, &teams, None));
        }
    });
}
