"""The ``agricola-qt`` command: with no sub-command it starts the game window.

Each sub-command lives in ``agricola_qt/app/commands/<name>.py`` and exposes
``register(subparsers)``, which adds its parser and sets ``func`` (returning an exit code).
Exit codes: 0 success, 1 invalid input file or failed run, 2 bad arguments.
"""

from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
import sys
from collections.abc import Sequence

from agricola_qt import __version__
from agricola_qt.app import commands


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # bad arguments: exit 2 with a clear line
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="agricola-qt", description="Agricola (original edition) on your desk.")
    parser.add_argument("--version", action="version", version=f"agricola-qt {__version__}")
    parser.add_argument("--lang", metavar="LANG",
                        help="language of the game window: en, zh_CN or zh_TW (default: the "
                             "last choice in View > Language, else the system's)")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    for info in sorted(pkgutil.iter_modules(commands.__path__), key=lambda i: i.name):
        module = importlib.import_module(f"{commands.__name__}.{info.name}")
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    argv = list(sys.argv[1:] if argv is None else argv)
    record = [a for a in argv if a.endswith(".agr") and not a.startswith("-")]
    if record and argv and argv[0] == record[0]:  # "agricola-qt game.agr": open it
        argv.remove(record[0])
    else:
        record = []
    args = parser.parse_args(argv)
    if args.command is None:
        from agricola_qt.app.window_main import run_gui
        from agricola_qt.ui.i18n import normalize

        if args.lang is not None and normalize(args.lang) is None:
            parser.error(f"unknown language {args.lang!r}; choose en, zh_CN or zh_TW")
        return run_gui(record[:1], lang=args.lang)
    try:
        return int(args.func(args))
    except BrokenPipeError:  # e.g. "agricola-qt check *.agr | head": the reader left
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # no second error when Python flushes at exit
        return 0
