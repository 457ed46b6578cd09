"""``agricola-qt check FILE.agr [--lang LANG]``: validate and replay records; one summary line
per file (in English unless ``--lang`` names another language; a record that cannot be read is
told in that language, then in the reader's own English words)."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # loaded when the command runs: --help stays quick
    from agricola_qt.engine import GameState
    from agricola_qt.records import GameRecord, RecordError


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


def translated_summary(path: str, record: GameRecord, final: GameState) -> str:
    """``summary`` in the loaded language (``check --lang zh_CN``)."""
    from agricola_qt.engine.spaces import LAST_ROUND
    from agricola_qt.ui.printout import agricola_check_line
    from agricola_qt.ui.text import player_name

    actor = None if final.is_over else player_name(final, final.actor)
    return agricola_check_line(path, record.setup.players, record.setup.family, final.round,
                               LAST_ROUND, actor, len(record.moves))


def problem_line(command: str, error: RecordError, english: bool) -> str:
    """What ``command`` says of a record it cannot read: the reader's English words, or (the
    language loaded) first what kind of problem it is, then those words."""
    if english:
        return f"{command}: {error}"
    from agricola_qt.ui.printout import problem_lines

    return problem_lines(command, error)


def unreadable(command: str, error: RecordError, lang: str | None) -> str:
    """``problem_line`` in ``lang`` (Qt is loaded only for another language than English)."""
    from agricola_qt.ui.i18n import ENGLISH, normalize

    if normalize(lang) in (None, ENGLISH):
        return problem_line(command, error, english=True)
    from agricola_qt.ui.printout import speaking

    with speaking(lang):
        return problem_line(command, error, english=False)


def run(args: argparse.Namespace) -> int:
    from agricola_qt.ui.i18n import ENGLISH, normalize

    lang = normalize(getattr(args, "lang", None))
    if lang in (None, ENGLISH):  # English needs no Qt: a script's check stays quick
        return check_files(args.files, english=True)
    from agricola_qt.ui.printout import speaking

    with speaking(lang):
        return check_files(args.files, english=False)


def check_files(paths: list[str], english: bool) -> int:
    """Each record checked, a line each (in the loaded language unless ``english``)."""
    from agricola_qt.app import heartland_cli as heartland
    from agricola_qt.app.heartland_cli import is_heartland
    from agricola_qt.records import RecordError, load_game

    code = 0
    for path in paths:
        if is_heartland(path):
            code = max(code, heartland.check(path, english))
            continue
        try:
            record, states = load_game(path)
        except RecordError as error:
            print(problem_line("check", error, english), file=sys.stderr)
            code = 1
            continue
        line = summary if english else translated_summary
        print(line(path, record, states[-1]))
    return code
