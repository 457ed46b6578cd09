"""``docs/card-combinations.md`` lists every card pair the compendium names together, with the
test covering it; these checks keep the list honest without the compendium at hand."""

from __future__ import annotations

import re
from pathlib import Path

from agricola_qt.engine.cards.catalog_data import CATALOG

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "card-combinations.md"
ROW = re.compile(r"^\| ([EIK]\d+) \| ([EIK]\d+) \|(.*)\|$")


def _rows() -> list[tuple[str, str, list[str]]]:
    rows = []
    for line in DOC.read_text(encoding="utf-8").splitlines():
        m = ROW.match(line)
        if m:
            rows.append((m.group(1), m.group(2), [c.strip() for c in m.group(3).split("|")]))
    return rows


def _test_names() -> set[str]:
    names = set()
    for path in (ROOT / "tests").rglob("test_*.py"):
        for name in re.findall(r"^def (test_\w+)", path.read_text(encoding="utf-8"), re.M):
            names.add(f"{path.name}::{name}")
    return names


def test_every_row_names_two_catalogue_cards_once_with_a_class() -> None:
    numbers = {c.number for c in CATALOG.values()}
    rows = _rows()
    assert len(rows) >= 400
    pairs = [(a, b) for a, b, _ in rows]
    assert len(pairs) == len(set(pairs))
    for a, b, cells in rows:
        assert a in numbers and b in numbers and a != b
        assert cells[2] in ("a", "b"), (a, b)


def test_every_covering_test_named_exists() -> None:
    known = _test_names()
    for a, b, cells in _rows():
        named = re.findall(r"`([\w.]+::test_\w+)`", cells[-1])
        for test in named:
            assert test in known, (a, b, test)
        if cells[2] == "a":
            assert named or cells[-1].startswith("open"), (a, b)
        else:
            assert not named and cells[-1] == "—", (a, b)
