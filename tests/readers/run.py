#!/usr/bin/env python3
"""Independent readers of the files Clubscore writes.

FIDE's own checker (gacrux, from the Python registry, installed by
`scripts/setup --test` in .venv-readers) reads every TRF written here:
its tie-break checker's values must equal `clubscore chess standings` on the
same file, and its pairing checker must find every round of a team Swiss
that Clubscore paired round by round (`clubscore chess convert --pair`) as
C.04.6 pairs it. USEBIO files are parsed back by Python's XML parser and
checked against USEBIO 1.2's element structure, an individual's and a teams
event's figures worked out again here from their lines (a board's IMPs from
its two rooms by the WBF scale). A hand record from `clubscore bridge deal`
is read by a PBN reader written here, each board dealt again here from the
generator as documented; every board's double-dummy tricks and par
are worked out again by DDS itself (endplay, from the Python registry).
Ends with "N passed, N failed".
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CLI = os.path.join(ROOT, "target", "debug", "clubscore")
SHARED = os.path.abspath(os.path.join(ROOT, "..", "shared"))
PYTHON = os.path.join(ROOT, ".venv-readers", "bin", "python")
TIEBREAKS = ["MPTS", "GPTS", "DE", "BH:MP", "SB", "EGGSB", "BC", "BBE"]

passed = failed = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print(f"  ok    {name}")
    else:
        failed += 1
        print(f"  FAIL  {name}: {detail}")


def run(*args):
    p = subprocess.run(list(args), capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def clubscore(*args):
    return run(CLI, *args)


def gacrux(module, *args):
    # Clubscore writes TRF in UTF-8 (gacrux reads Latin-1 unless told).
    return run(PYTHON, "-m", f"gacrux.{module}", "-b", "utf-8", *args)


def ours_tiebreaks(path):
    # The edition of C.07 by the file's start date, as FIDE's checker chooses it too.
    code, out, err = clubscore("chess", "standings", path, "--tiebreaks", ",".join(TIEBREAKS), "--json")
    if code != 0:
        raise RuntimeError(err)
    return {t["tpn"]: [round(float(t["values"][k]), 2) for k in TIEBREAKS] for t in json.loads(out)["teams"]}


def rounds_played(path):
    """The rounds with games in a report: the widest player line's game columns."""
    with open(path, encoding="utf-8") as f:
        widths = [len(l.rstrip("\n")) for l in f if l.startswith("001")]
    return max(0, (max(widths, default=91) - 91 + 9) // 10)


def fide_tiebreaks(path, more=()):
    # The standings after the rounds played (a report may plan more).
    code, out, err = gacrux("tiebreakchecker", "-n", str(rounds_played(path)), "-i", path, "-t", *TIEBREAKS, *more)
    data = json.loads(out)
    if data["status"]["error"]:
        raise RuntimeError(data["status"]["error"])
    return {c["cid"]: [round(float(v), 2) for v in c["tiebreakScore"]] for c in data["tiebreakResult"]["competitors"]}


def same_tiebreaks(name, path):
    try:
        ours, fides = ours_tiebreaks(path), fide_tiebreaks(path)
    except Exception as e:  # a reader that cannot read the file is a failure, said
        return check(f"tie-breaks of {name}", False, str(e)[:300])
    differ = {t: (ours.get(t), fides.get(t)) for t in set(ours) | set(fides) if ours.get(t) != fides.get(t)}
    check(f"tie-breaks of {name} ({', '.join(TIEBREAKS)}) equal gacrux's", not differ, f"team: (ours, gacrux's) {differ}")


def gacrux_ranks(path):
    """FIDE's checker's ranks by the tie-breaks the file declares (212, else 202), and whether they are its 310 ranks."""
    code, out, err = gacrux("tiebreakchecker", "-c", "-n", str(rounds_played(path)), "-i", path)
    data = json.loads(out)
    if data["status"]["error"]:
        raise RuntimeError(data["status"]["error"])
    result = data["tiebreakResult"]
    return {c["cid"]: c["rank"] for c in result["competitors"]}, result.get("check") is True


def ranks_confirmed(name, path):
    try:
        _, confirmed = gacrux_ranks(path)
    except Exception as e:
        return check(f"FIDE's checker reads the ranks of {name}", False, str(e)[:300])
    check(f"FIDE's checker confirms the ranks (310) of {name} by the tie-breaks it declares", confirmed)


def records_kept(name, original, written):
    """A report's tournament records kept through a conversion; the counts and the team scoring as the original's."""
    def records(text, codes):
        # In code order, as a report may give them in any.
        return sorted(l.rstrip() for l in text.splitlines() if l[:3] in codes)
    kept = ["022", "032", "052", "092", "102", "112", "122", "132", "162", "172", "222"]
    check(f"{name}: its records {', '.join(kept)} kept as read", records(written, kept) == records(original, kept), str(records(written, kept))[:300])
    counts = ["062", "072", "082", "352"]
    check(f"{name}: players, rated players, teams and colours (062, 072, 082, 352) as the original", records(written, counts) == records(original, counts), str(records(written, counts)))
    scoring = lambda text: [[float(x) if x[0].isdigit() else x for x in l.split()] for l in records(text, ["362"])]
    check(f"{name}: the team scoring (362) as the original", scoring(written) == scoring(original), f"{scoring(written)} / {scoring(original)}")


def pairings_check(name, path):
    code, out, err = gacrux("pairingchecker", "-c", "-i", path)
    try:
        rounds = json.loads(out)["pairingResult"]["roundpairing"]
    except Exception:
        return check(f"pairings of {name}", False, (err or out)[:300])
    bad = [r["round"] for r in rounds if not r.get("check")]
    check(f"every round of {name} as gacrux's pairing checker pairs it ({len(rounds)} rounds)", not bad and rounds, f"rounds {bad}")


def played(text, round_number):
    """Types in the results of the last paired round: the lower-numbered player wins, or draws every third game."""
    lines = []
    for line in text.splitlines():
        if line.startswith("001") and len(line) > 91:
            games = (len(line.rstrip()) - 91 + 9) // 10
            field = line[91 + 10 * (games - 1): 91 + 10 * (games - 1) + 8]
            m = re.match(r"\s*(\d+) ([wb])\s*$", field)
            if m:
                me, them = int(line[4:8]), int(m.group(1))
                low, high = min(me, them), max(me, them)
                draw = (low + high + round_number) % 3 == 0
                result = "=" if draw else ("1" if me == low else "0")
                line = line.rstrip() + " " + result
        lines.append(line)
    return "\n".join(lines) + "\n"


def scripted_swiss(work):
    """A team Swiss run through the command line: the shared 9-team file's teams, each round paired by Clubscore."""
    source = os.path.join(SHARED, "chess", "fixtures", "fideteam_nocolor.trf")
    code, text, err = clubscore("chess", "convert", source)
    # Teams only: the players' game columns and every round record cut away.
    teams_only = "\n".join(l[:91].rstrip() if l.startswith("001") else l for l in text.splitlines() if not re.match(r"^(300|320|330|240|152)", l)) + "\n"
    path = os.path.join(work, "swiss.trf")
    with open(path, "w") as f:
        f.write(teams_only)
    for round_number in range(1, 6):
        code, text, err = clubscore("chess", "convert", path, "--pair", "--seed", "3")
        if code != 0:
            check(f"round {round_number} of the scripted Swiss paired", False, err)
            return None
        with open(path, "w") as f:
            f.write(played(text, round_number))
    # The last round's results typed in: written once more, so every total is Clubscore's own.
    code, text, err = clubscore("chess", "convert", path)
    with open(path, "w") as f:
        f.write(text)
    return path


def holes_report():
    """A team report written by hand from TRF-2026's text, with what real events have:
    a board forfeited (B2 absent), a reserve moving up (D2 absent, D3 on board 2), a
    whole match forfeited (330, its losers' boards "0000 - -"), each team's strength factor."""
    def player(n, name, rating, points, games):
        line = f"001 {n:>4}      {name:<33} {rating:>4}".ljust(80) + f"{points:>4}{0:>5}"
        return (line + "".join("  " + g for g in games)).rstrip()
    lines = ["012 Holes cup", "042 2026/11/01", "062 9", "072 9", "082 4", "142 2", "152 W", "192 FIDE_TEAM_MP_GP"]
    lines += [
        "310   1 Alpha                                    1995    4.0    4.0   1     1    2",
        "310   2 Bravo                                    1900    0.0    0.0   4     3    4",
        "310   3 Charlie                                  1795    1.0    1.0   3     5    6",
        "310   4 Delta                                    1710    3.0    3.0   2     7    8    9",
    ]
    blank = " " * 8
    lines += [
        player(1, "A1", 2000, "2.0", ["   3 w 1", "0000 - +"]),
        player(2, "A2", 1990, "2.0", ["0000 - +", "0000 - +"]),
        player(3, "B1", 1900, "0.0", ["   1 b 0", "   7 b 0"]),
        player(4, "B2", 1890, "0.0", ["0000 - -", "   8 w 0"]),
        player(5, "C1", 1800, "0.5", ["   7 w =", "0000 - -"]),
        player(6, "C2", 1790, "0.5", ["   9 b =", "0000 - -"]),
        player(7, "D1", 1700, "1.5", ["   5 b =", "   3 w 1"]),
        player(8, "D2", 1690, "1.0", [blank, "   4 b 1"]),
        player(9, "D3", 1680, "0.5", ["   6 w =", blank]),
        "330 +- 002 001 003",
    ]
    return "\n".join(lines) + "\n"


def holes(work):
    """The hand-made report and its conversion: FIDE's checker reads both and scores them alike, and as we do."""
    original = os.path.join(work, "holes.trf")
    with open(original, "w") as f:
        f.write(holes_report())
    same_tiebreaks("the hand-made report with a board forfeit, a reserve moved up and a match forfeited", original)
    code, text, err = clubscore("chess", "convert", original)
    converted = os.path.join(work, "holes-converted.trf")
    with open(converted, "w") as f:
        f.write(text)
    check("the hand-made report converted", code == 0, err)
    try:
        before, after = fide_tiebreaks(original), fide_tiebreaks(converted)
    except Exception as e:
        return check("FIDE's checker reads the converted report", False, str(e)[:300])
    check("FIDE's checker scores the converted report as the original", before == after, f"{before} / {after}")
    ranks_confirmed("the hand-made report converted", converted)
    strengths = lambda t: [l[47:53].strip() for l in t.splitlines() if l.startswith("310")]
    check("each team's strength factor (310) kept", strengths(text) == strengths(holes_report()), f"{strengths(text)}")


def short_matches_report():
    """A 6-board event's first round as a club plays it: ten matches, of which
    one team fields 2 of its 6 (the other side wins 4 boards by forfeit), and
    another 4 with its third and fifth boards empty."""
    def player(n, points, game):
        return (f"001 {n:>4}      {'P' + str(n):<33} {2300 - n:>4}".ljust(80) + f"{points:>4}{0:>5}  {game}").rstrip()
    lines = ["012 Short matches", "042 2026/11/01", "142 1", "152 W", "192 FIDE_TEAM_MP_GP"]
    games = {}
    for m in range(10):
        a, b = 2 * m + 1, 2 * m + 2
        present = {8: [0, 1], 9: [0, 1, 3, 5]}.get(m, range(6))
        for k in range(6):
            pa, pb = (a - 1) * 6 + k + 1, (b - 1) * 6 + k + 1
            white = "w" if k % 2 == 0 else "b"
            black = "b" if white == "w" else "w"
            if k in present:
                games[pa], games[pb] = (f"{pb:>4} {white} =", "0.5"), (f"{pa:>4} {black} =", "0.5")
            else:
                games[pa], games[pb] = ("0000 - -", "0.0"), ("0000 - +", "1.0")
    lines += [f"310 {t:>3} {'Team ' + str(t):<32} {'':<5} {'':>6} {'':>6} {'':>6} {'':>3} " + "".join(f" {(t - 1) * 6 + k + 1:>4}" for k in range(6)) for t in range(1, 21)]
    lines += [player(n, games[n][1], games[n][0]) for n in range(1, 121)]
    return "\n".join(lines) + "\n"


def short_matches(work):
    """Matches with fewer games than boards: written with their 300 records, read by FIDE's checker as we score them."""
    original = os.path.join(work, "short.trf")
    with open(original, "w") as f:
        f.write(short_matches_report())
    code, text, err = clubscore("chess", "convert", original)
    path = os.path.join(work, "short-converted.trf")
    with open(path, "w") as f:
        f.write(text)
    check("short matches written with a 300 record for each short side", code == 0 and "\n300   1  17  18  " in text and "\n300   1  19  20  " in text, err or text[-400:])
    same_tiebreaks("the event with short matches as written", path)
    ranks_confirmed("the event with short matches", path)


def zero_point_byes(work):
    """A team absent with a zero-point bye (240 Z, its players "0000 - Z"): kept so, and scored alike by FIDE's checker."""
    def player(n, points, games):
        return (f"001 {n:>4}      {'P' + str(n):<33} {2100 - n * 10:>4}".ljust(80) + f"{points:>4}{0:>5}" + "".join("  " + g for g in games)).rstrip()
    cards = {
        1: ("1.5", ["   3 w 1", "   5 w ="]), 2: ("2.0", ["   4 b 1", "   6 b 1"]),
        3: ("1.0", ["   1 b 0", "   9 w 1"]), 4: ("0.5", ["   2 w 0", "  10 b ="]),
        5: ("1.0", ["   7 w =", "   1 b ="]), 6: ("0.0", ["   8 b 0", "   2 w 0"]),
        7: ("0.5", ["   5 b =", "0000 - Z"]), 8: ("1.0", ["   6 w 1", "0000 - Z"]),
        9: ("0.0", ["0000 - -", "   3 b 0"]), 10: ("0.5", ["0000 - -", "   4 w ="]),
    }
    text = "012 Zero cup\n042 2026/11/01\n142 2\n152 W\n192 FIDE_TEAM_MP_GP\n"
    text += "".join(f"310 {t:>3} {'Team ' + str(t):<32} {'':<5} {'':>6} {'':>6} {'':>6} {'':>3}  {2 * t - 1:>4} {2 * t:>4}\n" for t in range(1, 6))
    text += "".join(player(n, *cards[n]) + "\n" for n in range(1, 11))
    text += "320  1.0  2.0   5   0\n240 Z   2    4\n"
    original = os.path.join(work, "zero.trf")
    with open(original, "w") as f:
        f.write(text)
    code, written, err = clubscore("chess", "convert", original)
    converted = os.path.join(work, "zero-converted.trf")
    with open(converted, "w") as f:
        f.write(written)
    byes = [l[4:8].strip() for l in written.splitlines() if l.startswith("001") and l.rstrip().endswith("0000 - Z")]
    check("a zero-point bye written back as read (its players \"0000 - Z\", 240 Z)", code == 0 and byes == ["7", "8"] and "\n240 Z   2    4\n" in written, err or written)
    try:
        before, after = fide_tiebreaks(original, ["BH:GP"]), fide_tiebreaks(converted, ["BH:GP"])
        check("FIDE's checker scores the report with a zero-point bye converted as the original", before == after, f"{before} / {after}")
    except Exception as e:
        check("FIDE's checker reads the report with a zero-point bye and its conversion", False, str(e)[:300])
    ranks_confirmed("the report with a zero-point bye converted", converted)


def kept_apart(work):
    """Teams kept apart: a rule read from our dialect (XXO team-forbidden) and
    written as TRF-2026's 260 record, which names teams in a team file. FIDE's
    pairing checker, reading the 260, pairs round 2 as Clubscore did; without
    it, it pairs the teams the rule keeps apart (so the record is what makes
    the file replay)."""
    def team(n, name):
        return f"310 {n:>3} {name:<32} {'':<5} {'':>6} {'':>6} {'':>6} {'':>3}  {n:>4}\n"
    def player(n, name, points, game):
        return f"001 {n:>4}      {name:<33} 2500 {'':<3} {'':>11} {'':<10} {points:>4} {n:>4}  {game}\n"
    text = "012 Kept apart\n042 2026/05/01\n142 3\n152 W\n192 FIDE_TEAM_TYPEA_MP_GP\n"
    text += "".join(player(*row) for row in [(1, "A", "1.0", "   2 w 1"), (2, "B", "0.0", "   1 b 0"), (3, "C", "1.0", "   4 w 1"), (4, "D", "0.0", "   3 b 0")])
    text += "".join(team(n, name) for n, name in [(1, "Alpha"), (2, "Bravo"), (3, "Charlie"), (4, "Delta")])
    # Round 2 would pair the winners (1 and 3): the rule keeps them apart from round 2 on.
    path = os.path.join(work, "apart.trf")
    with open(path, "w") as f:
        f.write(text + "XXO team-forbidden 1 3 @2\n")
    code, paired, err = clubscore("chess", "convert", path, "--pair")
    if code != 0:
        return check("the Swiss with teams kept apart paired", False, err)
    # The results typed in, then written once more so every total is Clubscore's own.
    with open(path, "w") as f:
        f.write(played(paired, 2))
    code, paired, err = clubscore("chess", "convert", path)
    check("teams kept apart written as a 260 record of teams", "\n260   2   3    1    3" in paired, paired[-300:])
    for name, body, want in [("with", paired, True), ("without", "".join(l + "\n" for l in paired.splitlines() if not l.startswith("260")), False)]:
        with open(path, "w") as f:
            f.write(body)
        code, out, err = gacrux("pairingchecker", "-c", "-i", path)
        try:
            second = [r for r in json.loads(out)["pairingResult"]["roundpairing"] if r["round"] == 2][0]
        except Exception:
            return check(f"round 2 of the Swiss with teams kept apart, {name} its 260", False, (err or out)[:300])
        said = "pairs it as Clubscore did" if want else "pairs the teams the rule keeps apart"
        check(f"round 2 of the Swiss with teams kept apart, {name} its 260: gacrux's pairing checker {said}", bool(second.get("check")) == want, str(second)[:300])


def usebio(name, path):
    code, out, err = clubscore("bridge", "score", path, "--usebio")
    if code != 0:
        return check(f"USEBIO of {name} written", False, err[:300])
    try:
        root = ET.fromstring(out)
    except ET.ParseError as e:
        return check(f"USEBIO of {name} parsed back", False, str(e))
    problems = []
    if root.tag != "USEBIO" or root.get("Version") != "1.2":
        problems.append(f"root {root.tag} version {root.get('Version')}")
    teams = root.find("EVENT") is not None and root.find("EVENT").get("EVENT_TYPE") in ("TEAMS", "SWISS_TEAMS")
    for path_ in ["CLUB", "EVENT", "EVENT/EVENT_DESCRIPTION", "EVENT/DATE", "EVENT/PARTICIPANTS", "EVENT/MATCH/BOARD" if teams else "EVENT/BOARD"]:
        if root.find(path_) is None:
            problems.append(f"no {path_}")
    event = root.find("EVENT")
    if event is not None and event.get("EVENT_TYPE") not in ("PAIRS", "TEAMS", "MP_PAIRS", "BUTLER_PAIRS", "CROSS_IMPS", "SWISS_PAIRS", "SWISS_TEAMS", "INDIVIDUAL"):
        problems.append(f"EVENT_TYPE {event.get('EVENT_TYPE')}")
    for board in root.iter("BOARD"):
        if board.find("BOARD_NUMBER") is None:
            problems.append("a BOARD without BOARD_NUMBER")
            break
        for line in board.iter("TRAVELLER_LINE"):
            individual = event is not None and event.get("EVENT_TYPE") == "INDIVIDUAL"
            seats = ["NORTH_PLAYER_NUMBER", "EAST_PLAYER_NUMBER", "SOUTH_PLAYER_NUMBER", "WEST_PLAYER_NUMBER"] if individual else ["NS_PAIR_NUMBER", "EW_PAIR_NUMBER"]
            for child in seats + ["SCORE"]:
                if line.find(child) is None:
                    problems.append(f"a TRAVELLER_LINE without {child}")
                    break
    if event is not None and event.get("EVENT_TYPE") == "INDIVIDUAL":
        return individual_usebio(name, root, problems)
    if event is not None and event.get("EVENT_TYPE") in ("TEAMS", "SWISS_TEAMS"):
        return teams_usebio(name, root, problems)
    pairs = list(root.iter("PAIR"))
    if not pairs or any(p.find("PAIR_NUMBER") is None for p in pairs):
        problems.append("PARTICIPANTS without numbered PAIRs")
    check(f"USEBIO of {name} parsed back with USEBIO 1.2's structure ({len(pairs)} pairs)", not problems, "; ".join(problems[:5]))


# The WBF IMP scale: the least difference in points for 1, 2, … IMPs.
IMP_STEPS = [20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000]


def imps(points):
    won = sum(1 for step in IMP_STEPS if abs(points) >= step)
    return won if points >= 0 else -won


def teams_usebio(name, root, problems):
    """A teams event's USEBIO: each board's IMPs worked out here from its two
    rooms' scores (the home team NS in one, EW in the other) by the WBF
    scale, or its point-a-board points (2 to the side that nets more, 1 each
    when they net nothing), each match's IMPs summed from its boards, each
    team's total from its matches' scores: all must be what the file prints."""
    pab = root.findtext("EVENT/MATCH_SCORING_METHOD") == "PAB"
    totals = {}
    matches = list(root.iter("MATCH"))
    for m in matches:
        home, away = int(m.findtext("TEAM")), int(m.findtext("OPPOSING_TEAM"))
        won = [0, 0]
        for board in m.iter("BOARD"):
            score = {int(l.findtext("NS_PAIR_NUMBER")): int(l.findtext("SCORE")) for l in board.iter("TRAVELLER_LINE")}
            if home not in score or away not in score:
                problems.append(f"match {home} v {away}, board {board.findtext('BOARD_NUMBER')}: a room is missing")
                continue
            net = imps(score[home] - score[away])
            if pab:
                points = 1 + (score[home] > score[away]) - (score[home] < score[away])
                printed = [board.findtext("TEAM_POINTS"), board.findtext("OPPOSING_TEAM_POINTS")]
                if printed != [str(points), str(2 - points)]:
                    problems.append(f"match {home} v {away}, board {board.findtext('BOARD_NUMBER')}: points {printed}, the rooms give {points}-{2 - points}")
            elif net != int(board.findtext("IMPS")):
                problems.append(f"match {home} v {away}, board {board.findtext('BOARD_NUMBER')}: IMPS {board.findtext('IMPS')}, the rooms give {net}")
            won[0] += max(net, 0)
            won[1] += max(-net, 0)
        if [int(m.findtext("TEAM_IMPS")), int(m.findtext("OPPOSING_TEAM_IMPS"))] != won:
            problems.append(f"match {home} v {away}: {m.findtext('TEAM_IMPS')}-{m.findtext('OPPOSING_TEAM_IMPS')} IMPs printed, its boards give {won[0]}-{won[1]}")
        for team, tag in [(home, "TEAM_SCORE"), (away, "OPPOSING_TEAM_SCORE")]:
            totals[team] = totals.get(team, 0.0) + float(m.findtext(tag))
    teams = list(root.find("EVENT/PARTICIPANTS").iter("TEAM"))
    for t in teams:
        number = int(t.findtext("TEAM_NUMBER"))
        if abs(float(t.findtext("TOTAL_SCORE")) - totals.get(number, 0.0)) > 0.005:
            problems.append(f"team {number}: total {t.findtext('TOTAL_SCORE')}, its matches give {totals.get(number, 0.0):.2f}")
    check(f"USEBIO of {name} parsed back as a teams event, every board's {'points' if pab else 'IMPs'} from its two rooms ({len(teams)} teams, {len(matches)} matches)", not problems, "; ".join(problems[:5]))


def individual_usebio(name, root, problems):
    """An individual's USEBIO: each player's total and percentage worked out
    here from the traveller lines (North and South take NS's match points,
    East and West EW's; the top is the board's highest pair of match points)
    must be what the file prints for him."""
    got = {}
    for board in root.iter("BOARD"):
        lines = list(board.iter("TRAVELLER_LINE"))
        top = max((float(l.findtext("NS_MATCH_POINTS")) + float(l.findtext("EW_MATCH_POINTS")) for l in lines), default=0.0)
        for l in lines:
            for seat, side in [("NORTH", "NS"), ("SOUTH", "NS"), ("EAST", "EW"), ("WEST", "EW")]:
                player = int(l.findtext(f"{seat}_PLAYER_NUMBER"))
                mp, tops = got.get(player, (0.0, 0.0))
                got[player] = (mp + float(l.findtext(f"{side}_MATCH_POINTS")), tops + top)
    players = list(root.find("EVENT/PARTICIPANTS").iter("PLAYER"))
    if len(players) != len(got):
        problems.append(f"{len(players)} players listed, {len(got)} on the lines")
    for p in players:
        number = int(p.findtext("PLAYER_NUMBER"))
        mp, tops = got.get(number, (0.0, 0.0))
        pct = 100.0 * mp / tops if tops else 0.0
        if abs(float(p.findtext("TOTAL_SCORE")) - mp) > 0.005 or abs(float(p.findtext("PERCENTAGE")) - pct) > 0.005:
            problems.append(f"player {number}: printed {p.findtext('TOTAL_SCORE')} ({p.findtext('PERCENTAGE')} %), lines give {mp:.2f} ({pct:.2f} %)")
    check(f"USEBIO of {name} parsed back as an individual, every player's total as its lines give it ({len(players)} players)", not problems, "; ".join(problems[:5]))


RANKS = "AKQJT98765432"
SEATS = "NESW"
CYCLE = [("None", "N"), ("NS", "E"), ("EW", "S"), ("All", "W"), ("NS", "N"), ("EW", "E"), ("All", "S"), ("None", "W"),
         ("EW", "N"), ("All", "E"), ("None", "S"), ("NS", "W"), ("All", "N"), ("None", "E"), ("NS", "S"), ("EW", "W")]


def dealt_here(seed, board):
    """A board dealt as Clubscore documents its generator (bridge::deal), written
    again here: SHA-256 in counter mode over a label, the seed and the board,
    a Fisher-Yates shuffle, the pack dealt N, E, S, W in runs of 13."""
    import hashlib
    import struct
    s = seed.encode()
    state = {"block": 0, "words": []}

    def word():
        if not state["words"]:
            h = hashlib.sha256(b"clubscore deal 1\0" + struct.pack(">Q", len(s)) + s + struct.pack(">II", board, state["block"])).digest()
            state["words"] = list(struct.unpack(">8I", h))
            state["block"] += 1
        return state["words"].pop(0)

    def below(n):
        limit = 0xFFFFFFFF - 0xFFFFFFFF % n
        while True:
            x = word()
            if x < limit:
                return x % n

    cards = list(range(52))
    for i in range(51, 0, -1):
        j = below(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    hands = {seat: set() for seat in SEATS}
    for position, card in enumerate(cards):
        hands[SEATS[position // 13]].add((card // 13, RANKS[card % 13]))
    return hands


def read_pbn_deal(text):
    """A PBN deal as this reader reads it: {seat: {(suit, rank)}}."""
    first, rest = text.split(":")
    hands = {}
    for i, hand in enumerate(rest.split()):
        seat = SEATS[(SEATS.index(first) + i) % 4]
        hands[seat] = {(suit, rank) for suit, holding in enumerate(hand.split(".")) for rank in holding}
    return hands


def dealt_boards():
    """`clubscore bridge deal` read here: every deal whole, the dealer and
    vulnerability of its board, and the deal the documented generator gives."""
    code, out, err = clubscore("bridge", "deal", "--boards", "36", "--seed", "Wednesday 2 December")
    check("bridge deal wrote a hand record", code == 0, err)
    games = [g for g in out.split("\n\n") if "[Board " in g]
    problems = []
    for g in games:
        tags = dict(re.findall(r'^\[(\w+) "(.*)"\]$', g, re.M))
        board = int(tags["Board"])
        hands = read_pbn_deal(tags["Deal"])
        cards = [c for h in hands.values() for c in h]
        if len(hands) != 4 or any(len(h) != 13 for h in hands.values()) or len(set(cards)) != 52:
            problems.append(f"board {board}: not a whole deal")
        if (tags["Vulnerable"], tags["Dealer"]) != CYCLE[(board - 1) % 16]:
            problems.append(f"board {board}: dealer {tags['Dealer']}, vulnerable {tags['Vulnerable']}")
        if not tags["Deal"].startswith(tags["Dealer"] + ":"):
            problems.append(f"board {board}: the deal is not written from the dealer")
        if hands != dealt_here("Wednesday 2 December", board):
            problems.append(f"board {board}: not the deal the documented generator gives")
    check(f"every dealt board whole, its dealer and vulnerability by number, the deal the generator documented gives ({len(games)} boards)",
          len(games) == 36 and not problems, "; ".join(problems[:5]))


ENDPLAY = r"""
import json, sys
from endplay.types import Deal, Player, Denom, Vul
from endplay.dds import calc_dd_table, par
out = []
for board, deal, dealer, vul in json.load(sys.stdin):
    table = calc_dd_table(Deal(deal))
    players = {"N": Player.north, "E": Player.east, "S": Player.south, "W": Player.west}
    denoms = {"S": Denom.spades, "H": Denom.hearts, "D": Denom.diamonds, "C": Denom.clubs, "NT": Denom.nt}
    vuls = {"None": Vul.none, "NS": Vul.ns, "EW": Vul.ew, "All": Vul.both}
    tricks = {s: {d: table[denoms[d], players[s]] for d in denoms} for s in players}
    p = par(table, vuls[vul], players[dealer])
    sides = sorted({("NS" if c.declarer in (Player.north, Player.south) else "EW") + ["S", "H", "D", "C", "NT"][int(c.denom)] for c in p})
    out.append({"board": board, "tricks": tricks, "score": p.score, "sides": sides})
print(json.dumps(out))
"""


def double_dummy(work):
    """`clubscore bridge analyse` against DDS itself (through endplay): every
    board's 20 trick counts and its par score, and the par contracts'
    denominations and sides, for a set dealt by `clubscore bridge deal`."""
    path = os.path.join(work, "dealt.pbn")
    code, out, err = clubscore("bridge", "deal", "--boards", "36", "--seed", "double dummy")
    with open(path, "w") as f:
        f.write(out)
    code, out, err = clubscore("bridge", "analyse", path, "--json")
    check("bridge analyse read the dealt boards", code == 0, err)
    if code != 0:
        return
    ours = json.loads(out)["boards"]
    games = [g for g in open(path).read().split("\n\n") if "[Board " in g]
    asked = []
    for g in games:
        tags = dict(re.findall(r'^\[(\w+) "(.*)"\]$', g, re.M))
        asked.append([int(tags["Board"]), tags["Deal"], tags["Dealer"], tags["Vulnerable"]])
    p = subprocess.run([PYTHON, "-c", ENDPLAY], input=json.dumps(asked), capture_output=True, text=True)
    check("DDS (endplay) analysed the dealt boards", p.returncode == 0, p.stderr[-300:])
    if p.returncode != 0:
        return
    theirs = {b["board"]: b for b in json.loads(p.stdout)}
    problems = []
    for b in ours:
        t = theirs.get(b["board"])
        if t is None or t["tricks"] != b["tricks"]:
            problems.append(f"board {b['board']}: tricks {b['tricks']} / DDS {t and t['tricks']}")
        elif t["score"] != b["par"]["score"]:
            problems.append(f"board {b['board']}: par {b['par']['score']} / DDS {t['score']}")
        else:
            sides = sorted({("NS" if c.split()[1] in "NS" else "EW") + c.split()[0].lstrip("0123456789").rstrip("X") for c in b["par"]["contracts"]})
            if sides != t["sides"]:
                problems.append(f"board {b['board']}: par contracts {b['par']['contracts']} / DDS {t['sides']}")
    check(f"every board's double-dummy tricks and par as DDS (endplay) works them out ({len(ours)} boards)", len(ours) == 36 and not problems, "; ".join(problems[:4]))


def main():
    if not os.path.exists(CLI):
        print(f"the command line is not built ({CLI}): run the native tests first")
        print("0 passed, 1 failed")
        return 1
    if not os.path.exists(PYTHON):
        print("gacrux is not installed: run scripts/setup --test")
        print("0 passed, 1 failed")
        return 1
    if not os.path.isdir(SHARED):
        # Under CI the shared fixtures must be there: a skip there is a failure.
        if os.environ.get("CI") == "true":
            print(f"{SHARED} is absent: the independent readers may not be skipped in CI")
            print("0 passed, 1 failed")
            return 1
        print(f"SKIPPED: {SHARED} is absent (the shared fixtures)")
        print("0 passed, 0 failed, 1 skipped")
        return 0
    with tempfile.TemporaryDirectory() as work:
        print("TRF-2026 written by Clubscore, read by FIDE's checker (gacrux):")
        # Left out: trf26_team.trf (one team whose players meet each other, which FIDE's checker
        # refuses, as it should).
        for name in ["fideteam_nocolor.trf", "friendship_cup_2024.trf", "grandmommyscup.trf"]:
            code, text, err = clubscore("chess", "convert", os.path.join(SHARED, "chess", "fixtures", name))
            path = os.path.join(work, name)
            with open(path, "w") as f:
                f.write(text)
            check(f"{name} converted", code == 0, err)
            same_tiebreaks(f"{name} as written", path)
            # FIDE's checker scores the converted report as it scores the original (the
            # friendship cup's original it refuses: player 41's total counts a "0000 - -"
            # as a win, which Clubscore reads as the total says, and says so).
            original = os.path.join(SHARED, "chess", "fixtures", name)
            if name != "friendship_cup_2024.trf":
                try:
                    alike = fide_tiebreaks(original) == fide_tiebreaks(path)
                    check(f"FIDE's checker scores {name} converted as the original", alike)
                except Exception as e:
                    check(f"FIDE's checker scores {name} converted as the original", False, str(e)[:300])
            if name == "grandmommyscup.trf":
                # FIDE's own sample ranks India 3 and Slovakia (20 match points) on EDET/P as
                # Clubscore does, and gacrux otherwise (it finds no direct encounter, 0 for
                # both): it cannot confirm the sample's own 310 ranks. It ranks the two alike.
                with open(original, encoding="utf-8") as f:
                    records_kept(name, f.read().replace("\r\n", "\n"), text)
                try:
                    (ours, _), (its, _) = gacrux_ranks(path), gacrux_ranks(original)
                    check(f"FIDE's checker ranks {name} converted as the original, by the tie-breaks both declare", ours == its, f"{ours} / {its}")
                except Exception as e:
                    check(f"FIDE's checker ranks {name} converted", False, str(e)[:300])
            else:
                ranks_confirmed(f"{name} converted", path)
        swiss = scripted_swiss(work)
        if swiss:
            pairings_check("the Swiss paired by Clubscore", swiss)
            same_tiebreaks("the Swiss paired by Clubscore", swiss)
            ranks_confirmed("the Swiss paired by Clubscore", swiss)
        kept_apart(work)
        holes(work)
        short_matches(work)
        zero_point_byes(work)
        print("USEBIO written by Clubscore, read by an XML parser:")
        bridge = os.path.join(SHARED, "bridge")
        for name in ["ffb_magic_contest/test_set.pbn", "rchillyard_Bridge/newtonbridge_20160120_1.pbn", "more/jacquicollier_ukbridge-club-website/point-a-board/usebio.xml"]:
            usebio(name, os.path.join(bridge, name))
        usebio("an individual", os.path.join(ROOT, "engine", "tests", "fixtures", "christmas-individual.pbn"))
        usebio("four teams", os.path.join(ROOT, "engine", "tests", "fixtures", "four-teams.pbn"))
        print("A hand record dealt by Clubscore, read and dealt again here:")
        dealt_boards()
        print("Double-dummy analysis by Clubscore, worked out again by DDS (endplay):")
        double_dummy(work)
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
