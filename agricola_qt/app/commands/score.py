"""``agricola-qt score FILE.agr [--json] [--lang LANG]``: the score sheet of a recorded game
(its rows named as in the window's Score sheet, in English unless ``--lang`` says otherwise)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
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
                   help='print {"finished", "players": [{"name", "total", "breakdown", "winner"}]}')
    p.set_defaults(func=run)


def as_json(record: GameRecord, sheets: list[ScoreSheet], finished: bool = False,
            won: Sequence[int] = ()) -> str:
    """``{"finished": …, "players": [{"name", "total", "breakdown", "winner"}]}`` (the
    finished flag and the winners as Heartland's JSON has them)."""
    return json.dumps({"finished": finished, "players": [
        {"name": record.name(i), "total": sheet.total, "breakdown": dict(sheet.breakdown),
         "winner": i in won}
        for i, sheet in enumerate(sheets)]})


def run(args: argparse.Namespace) -> int:
    from agricola_qt.app import heartland_cli as heartland
    from agricola_qt.app.commands.check import unreadable
    from agricola_qt.app.heartland_cli import is_heartland
    from agricola_qt.engine import scores, winners
    from agricola_qt.records import RecordError, load_game

    if is_heartland(args.file):
        return heartland.score(args.file, as_json=args.json, lang=getattr(args, "lang", None))
    try:
        record, states = load_game(args.file)
    except RecordError as error:
        print(unreadable("score", error, getattr(args, "lang", None)), file=sys.stderr)
        return 1
    final = states[-1]
    sheets = scores(final)
    won = winners(final) if final.is_over and len(sheets) > 1 else []  # alone: no winner
    if args.json:
        print(as_json(record, sheets, final.is_over, won))
        return 0
    from agricola_qt.engine import ScoreSheet
    from agricola_qt.ui.printout import score_table, speaking
    from agricola_qt.ui.score_sheet import shown_points
    from agricola_qt.ui.text import record_names

    with speaking(getattr(args, "lang", None)):
        names = record_names(record)  # "Player 2" in the table's language
        # the rows as the window shows them (the Reed Hut's occupant no family member)
        shown = [ScoreSheet(shown_points(final, i)[0]) for i in range(len(sheets))]
        print(score_table(names, shown, final.is_over, [names[i] for i in won],
                          family=final.setup.family))
    return 0
