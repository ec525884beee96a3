#!/usr/bin/env python3
"""Where each page's bytes go: twiggy's view of each page's module as the
compiler wrote it, before wasm-bindgen and wasm-opt (its function names
kept; scripts/build keeps a copy in target/size/). For each page: the code
by crate (and by module for our own crates), largest first, as shares of
the code; and twiggy's top items and dominators in target/size/<page>.txt.
Shares, not bytes shipped: the shipped module is smaller by wasm-opt."""
import collections, csv, io, re, subprocess, sys

OURS = ("clubscore_engine", "clubscore_web")
SHOWN = 8


def owner(name):
    """The crate (our own: crate::module) an item's code belongs to; None
    for what wasm-bindgen takes out of the module (its type descriptions)."""
    if "__wbindgen_describe" in name or "WasmDescribe" in name or "wasm_bindgen::describe" in name:
        return None
    if name.startswith("data["):
        return "data (text and tables)"
    # `<T as tachys::view::IntoAny>::into_any`: a generic's code, the trait's crate.
    path = re.sub(r"^[<&\s]*(?:mut\s+|dyn\s+)?[A-Z][A-Za-z0-9_]*\s+as\s+", "", name)
    m = re.match(r"[<&\s]*(?:mut\s+|dyn\s+)?([a-z_][a-z_0-9]*)(?:\[[0-9a-f]+\])?::([a-z_][a-z_0-9]*)", path)
    if not m:
        return "other (glue, exports, tables)"
    return f"{m.group(1)}::{m.group(2)}" if m.group(1) in OURS else m.group(1)


def twiggy(*args):
    return subprocess.run(["twiggy", *args], check=True, capture_output=True, text=True).stdout


def main():
    failed = False
    for line in open("pages", encoding="utf-8"):
        if not line.strip() or line.startswith("#"):
            continue
        page, bin_, *_ = line.rstrip("\n").split("\t")
        if page == "first-visit":
            continue
        wasm = f"target/size/{bin_}.wasm"
        try:
            rows = list(csv.DictReader(io.StringIO(twiggy("top", "-n", "1000000", "-f", "csv", wasm))))
        except (OSError, subprocess.CalledProcessError) as e:
            print(f"where-bytes: {page}: {wasm} could not be read by twiggy ({e})")
            failed = True
            continue
        code = collections.Counter()
        for r in rows:
            name = r["Name"]
            if name.startswith("custom section") or name.endswith("subsection"):
                continue
            who = owner(name)
            if who is not None:
                code[who] += int(r["ShallowSize"])
        total = sum(code.values())
        shares = ", ".join(f"{k} {100 * v / total:.0f}%" for k, v in code.most_common(SHOWN))
        print(f"{page:<15} {total:>9} B of code: {shares}")
        with open(f"target/size/{page}.txt", "w", encoding="utf-8") as out:
            out.write(f"# {page} ({bin_}): twiggy on {wasm}, before wasm-bindgen and wasm-opt\n\n")
            out.write("## by crate (our own crates by module)\n")
            for k, v in code.most_common():
                out.write(f"{v:>9} {100 * v / total:5.1f}% {k}\n")
            out.write("\n## twiggy top -n 40\n" + twiggy("top", "-n", "40", wasm))
            out.write("\n## twiggy dominators -d 3 -r 60\n" + twiggy("dominators", "-d", "3", "-r", "60", wasm))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
