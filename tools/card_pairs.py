"""List the E/I/K card pairs whose compendium entries name each other (issue 12's sweep).

Reads the compendium (v11.1, plain text; not part of the repository) and, for every E/I/K
occupation and minor improvement, finds the other E/I/K cards its printed text and rulings
mention by number (``Clay Roof E36``).  Each unordered pair is printed once with the cards
whose entries name it and whether the mention is in the card text or in a ruling.

Usage::

    python3 tools/card_pairs.py [COMPENDIUM]          # one pair a line, tab-separated
    python3 tools/card_pairs.py --check [COMPENDIUM]  # every pair is in docs/card-combinations.md

The classification of the pairs (tested combination, or why not) lives in
``docs/card-combinations.md``; ``--check`` reports pairs the document lacks and rows of the
document that name no such pair, so the list stays complete when the scan changes.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from agricola_qt.engine.cards.catalog_data import CATALOG, CardInfo  # noqa: E402

DEFAULT = Path("/work/shared/reference/compendium-v11.1.txt")
DOC = ROOT / "docs" / "card-combinations.md"
# The E, I and K sections of the compendium: minor improvements, then occupations.
SECTIONS = (("14.1.1 Minor Improvements (E)", "14.1.4 Minor Improvements (M)"),
            ("15.1.1 Occupations (E)", "15.1.4 Occupations (WM)"))
NUMBER = re.compile(r"\b([EIK]\d{2,3})\b")
LIGATURES = {"ﬁ": "fi", "ﬂ": "fl", "ﬀ": "ff", "ﬃ": "ffi", "ﬄ": "ffl", "’": "'", "‘": "'",
             "“": '"', "”": '"'}


def _clean(text: str) -> str:
    for a, b in LIGATURES.items():
        text = text.replace(a, b)
    return text


def _sections(text: str) -> list[str]:
    lines: list[str] = []
    all_lines = text.splitlines()
    for start, end in SECTIONS:
        i = next(n for n, line in enumerate(all_lines) if line.strip() == start)
        j = next(n for n, line in enumerate(all_lines) if line.strip() == end)
        lines.extend(all_lines[i:j])
    return lines


def _is_header(lines: list[str], n: int, card: CardInfo) -> bool:
    """Line ``n`` ends with the card's own number and is its entry's heading."""
    line = lines[n].strip()
    if not line.endswith(card.number):
        return False
    rest = line[: -len(card.number)].strip()
    if rest == card.name or rest.startswith("("):
        return rest == card.name or card.name in " ".join(lines[max(0, n - 2):n])
    return rest == "" and card.name in " ".join(lines[max(0, n - 3):n])


def entries(text: str) -> dict[str, tuple[str, list[str]]]:
    """Card number -> (printed text, rulings) as found in the compendium."""
    lines = _sections(_clean(text))
    cards = sorted(CATALOG.values(), key=lambda c: (c.kind != "minor", c.deck,
                                                    int(c.number[1:])))
    heads: list[tuple[int, CardInfo]] = []
    for card in cards:
        for n in range(len(lines)):
            if _is_header(lines, n, card):
                heads.append((n, card))
                break
    heads.sort(key=lambda h: h[0])
    out: dict[str, tuple[str, list[str]]] = {}
    for k, (n, card) in enumerate(heads):
        end = heads[k + 1][0] - 2 if k + 1 < len(heads) else len(lines)
        body = " ".join(line.strip() for line in lines[n + 1:end])
        parts = body.split("⇒")
        out[card.number] = (parts[0], parts[1:])
    return out


def pairs(text: str) -> dict[tuple[str, str], set[str]]:
    """Unordered pair of numbers -> where named ("E36 text", "I91 ruling")."""
    known = {c.number for c in CATALOG.values()}
    found: dict[tuple[str, str], set[str]] = {}
    for number, (printed, rulings) in entries(text).items():
        for where, chunk in [("text", printed)] + [("ruling", r) for r in rulings]:
            for other in NUMBER.findall(chunk):
                if other != number and other in known:
                    key = tuple(sorted((number, other), key=_order))
                    found.setdefault(key, set()).add(f"{number} {where}")  # type: ignore[arg-type]
    return found


def _order(number: str) -> tuple[str, int]:
    return number[0], int(number[1:])


def _name(number: str) -> str:
    return next(c.name for c in CATALOG.values() if c.number == number)


def _doc_pairs() -> set[tuple[str, str]]:
    rows = set()
    for line in DOC.read_text(encoding="utf-8").splitlines():
        m = re.match(r"\|\s*([EIK]\d+)\s*\|\s*([EIK]\d+)\s*\|", line)
        if m:
            rows.add((m.group(1), m.group(2)))
    return rows


def main(argv: list[str]) -> int:
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    text = Path(args[0] if args else DEFAULT).read_text(encoding="utf-8")
    found = pairs(text)
    if check:
        listed = _doc_pairs()
        missing = sorted(set(found) - listed, key=lambda p: (_order(p[0]), _order(p[1])))
        extra = sorted(listed - set(found))
        for a, b in missing:
            print(f"missing from the doc: {a} {_name(a)} / {b} {_name(b)}")
        for a, b in extra:
            print(f"in the doc, not in the scan: {a} / {b}")
        print(f"{len(found)} pairs scanned, {len(listed)} in the doc")
        return 1 if missing or extra else 0
    for (a, b), where in sorted(found.items(), key=lambda kv: (_order(kv[0][0]),
                                                              _order(kv[0][1]))):
        print(f"{a}\t{_name(a)}\t{b}\t{_name(b)}\t{', '.join(sorted(where))}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
