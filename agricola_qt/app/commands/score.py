"""``agricola-qt score FILE.agr [--json]``: the score sheet of a recorded game."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # loaded when the command runs: --help stays quick
    from agricola_qt.engine import ScoreSheet
    from agricola_qt.records import GameRecord


def register(sub: Any) -> None:
    p = sub.add_parser("score", help="show the score sheet of a .agr game record",
                       description="Replay a .agr record and print the final (or current) "
                                   "score of every player, per category.")
    p.add_argument("file", metavar="FILE.agr", help="the game record to score")
    p.add_argument("--json", action="store_true",
                   help='print {"players": [{"name", "total", "breakdown"}]}')
    p.set_defaults(func=run)


def as_json(record: GameRecord, sheets: list[ScoreSheet]) -> str:
    return json.dumps({"players": [
        {"name": record.name(i), "total": sheet.total, "breakdown": dict(sheet.breakdown)}
        for i, sheet in enumerate(sheets)]})


def as_table(record: GameRecord, sheets: list[ScoreSheet], finished: bool) -> str:
    from agricola_qt.engine.scoring import CATEGORIES

    names = [record.name(i) for i in range(len(sheets))]
    categories = [c for c in CATEGORIES if any(c in s.breakdown for s in sheets)]
    categories += sorted({c for s in sheets for c in s.breakdown} - set(categories))
    label = max(len(c) for c in [*categories, "total"]) + 2
    width = max(6, *(len(n) + 2 for n in names))
    lines = ["final score" if finished else "current score (the game is not finished)"]
    lines.append(" " * label + "".join(n.rjust(width) for n in names))
    for category in categories:
        cells = "".join(str(s.breakdown.get(category, 0)).rjust(width) for s in sheets)
        lines.append(category.replace("_", " ").ljust(label) + cells)
    lines.append("total".ljust(label) + "".join(str(s.total).rjust(width) for s in sheets))
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    from agricola_qt.app import heartland_cli as heartland
    from agricola_qt.app.heartland_cli import is_heartland
    from agricola_qt.engine import scores
    from agricola_qt.records import RecordError, load_game

    if is_heartland(args.file):
        return heartland.score(args.file, as_json=args.json)
    try:
        record, states = load_game(args.file)
    except RecordError as error:
        print(f"score: {error}", file=sys.stderr)
        return 1
    final = states[-1]
    sheets = scores(final)
    print(as_json(record, sheets) if args.json else as_table(record, sheets, final.is_over))
    return 0
