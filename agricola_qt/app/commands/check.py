"""``agricola-qt check FILE.agr``: validate and replay records; one summary line per file."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # loaded when the command runs: --help stays quick
    from agricola_qt.engine import GameState
    from agricola_qt.records import GameRecord


def register(sub: Any) -> None:
    p = sub.add_parser("check", help="validate and replay .agr game records",
                       description="Validate .agr records and replay every move. Exit code 0 "
                                   "when all are valid, 1 when one is not.")
    p.add_argument("files", nargs="+", metavar="FILE.agr", help="one or more game records")
    p.set_defaults(func=run)


def summary(path: str, record: GameRecord, final: GameState) -> str:
    from agricola_qt.engine.spaces import LAST_ROUND

    setup = record.setup
    people = f"{setup.players} player{'s' if setup.players != 1 else ''}"
    if final.is_over:
        status = "finished"
    else:
        status = f"not finished ({record.name(final.actor)} to move)"
    return (f"{path}: ok: {people} ({setup.variant}), round {final.round} of {LAST_ROUND}, "
            f"{status}, {len(record.moves)} moves")


def run(args: argparse.Namespace) -> int:
    from agricola_qt.app import heartland_cli as heartland
    from agricola_qt.app.heartland_cli import is_heartland
    from agricola_qt.records import RecordError, load_game

    code = 0
    for path in args.files:
        if is_heartland(path):
            code = max(code, heartland.check(path))
            continue
        try:
            record, states = load_game(path)
        except RecordError as error:
            print(f"check: {error}", file=sys.stderr)
            code = 1
            continue
        print(summary(path, record, states[-1]))
    return code
