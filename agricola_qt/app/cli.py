"""The ``agricola-qt`` command: with no sub-command it starts the game window.

    agricola-qt [--lang LANG] [FILE.agr]      the game window (opening FILE.agr)
    agricola-qt COMMAND [options]             a command without a window (see --help)

Options and the file may come in any order (``agricola-qt game.agr --lang zh_CN``), and
``--lang`` works after a command too.  The sub-commands are listed in
``agricola_qt.app.commands.COMMANDS``.  Exit codes: 0 success, 1 invalid input file or failed
run (also: no display for the window), 2 bad arguments.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from agricola_qt.app.commands import COMMANDS, HEADLESS

USAGE = """agricola-qt [--lang LANG] [FILE.agr]
       agricola-qt COMMAND [options]     (agricola-qt COMMAND --help: its options)"""
DESCRIPTION = """Agricola (original edition) on your desk, and a second farm game, Heartland
(choose it in the new-game dialog).

With no command the game window opens; 'agricola-qt FILE.agr' opens that saved game in it
(a game of Agricola or of Heartland).
The commands below work without a window (and without a display), except 'resume', which
opens an autosaved game in the window."""
LANG_HELP = ("language: en, zh_CN or zh_TW (default: the last choice in View > Language, "
             "else the system's)")
# what --lang says after each command: the language of what it prints or draws (English
# unless asked: a script's output should not follow the window's setting), of the window it
# opens, or nothing (the command prints only figures and file names; --lang is accepted there
# so that "agricola-qt --lang zh_CN check" and "check --lang zh_CN" both work, but not shown)
OUTPUT_LANG_HELP = "language of what it prints: en, zh_CN or zh_TW (default: English)"
COMMAND_LANG_HELP = {"render": "language of the picture: en, zh_CN or zh_TW (default: English)",
                     "score": OUTPUT_LANG_HELP, "cards": OUTPUT_LANG_HELP,
                     "check": OUTPUT_LANG_HELP, "resume": LANG_HELP}
# options of the main parser that take a value (to find the first word that is not one)
VALUE_OPTIONS = ("--lang",)


class _Help(argparse.RawDescriptionHelpFormatter):
    def __init__(self, prog: str) -> None:
        super().__init__(prog, max_help_position=30)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # bad arguments: exit 2 with a clear line
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {message}\n")


class _Version(argparse.Action):
    """``--version``, reading the version only when asked (it is not free to find)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        from agricola_qt import __version__

        print(f"agricola-qt {__version__}")
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="agricola-qt", usage=USAGE, description=DESCRIPTION,
                     formatter_class=_Help)
    parser.add_argument("--version", action=_Version, nargs=0,
                        help="print the version and exit")
    parser.add_argument("--lang", metavar="LANG", help=LANG_HELP)
    # prog: argparse names a command after the parent's usage, here the two-line USAGE
    # ("usage: agricola-qt [--lang LANG] [FILE.agr] … resume [-h]")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser, title="commands",
                                metavar="COMMAND", prog="agricola-qt")
    for name, module in COMMANDS.items():
        module.register(sub)
        # "agricola-qt render --lang zh_TW" as well as "agricola-qt --lang zh_TW render"
        sub.choices[name].add_argument("--lang", metavar="LANG", default=argparse.SUPPRESS,
                                       help=COMMAND_LANG_HELP.get(name, argparse.SUPPRESS))
    return parser


def first_word(argv: Sequence[str]) -> int | None:
    """The index of the first argument that is neither an option nor an option's value."""
    i = 0
    while i < len(argv):
        word = argv[i]
        if word == "--":
            return i + 1 if i + 1 < len(argv) else None
        if word in VALUE_OPTIONS:
            i += 2
            continue
        if not word.startswith("-") or word == "-":
            return i
        i += 1
    return None


def split_record(parser: argparse.ArgumentParser, argv: list[str]) -> tuple[list[str], str | None]:
    """(the arguments for the parser, the game file to open or None)."""
    at = first_word(argv)
    if at is None or argv[at] in COMMANDS:
        return argv, None
    word = argv[at]
    if not (word.endswith(".agr") or Path(word).is_file()):
        parser.error(f"{word!r} is neither a command ({', '.join(COMMANDS)}) nor an .agr "
                     "file to open")
    rest = argv[:at] + argv[at + 1:]
    if at > 0 and argv[at - 1] == "--":
        rest = argv[:at - 1] + argv[at + 1:]
    return rest, word


def main(argv: Sequence[str] | None = None) -> int:
    if getattr(sys, "frozen", False):  # tournament --jobs in a frozen build
        import multiprocessing

        multiprocessing.freeze_support()
    parser = build_parser()
    args_list = list(sys.argv[1:] if argv is None else argv)
    rest, record = split_record(parser, args_list)
    args = parser.parse_args(rest)
    if args.command is None:
        return start_window(parser, args, record)
    _check_language(parser, getattr(args, "lang", None))
    if args.command in HEADLESS:  # drawing (render) needs no display, even where one is set
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    try:
        return int(args.func(args))
    except BrokenPipeError:  # e.g. "agricola-qt check *.agr | head": the reader left
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # no second error when Python flushes at exit
        return 0


def start_window(parser: argparse.ArgumentParser, args: argparse.Namespace,
                 record: str | None) -> int:
    _check_language(parser, args.lang)
    from agricola_qt.app.display_check import problem

    why = problem()
    if why is not None:
        print(why, file=sys.stderr)
        return 1
    from agricola_qt.app.window_main import run_gui

    return run_gui([record] if record else [], lang=args.lang)


def _check_language(parser: argparse.ArgumentParser, code: str | None) -> None:
    if code is None:
        return
    from agricola_qt.ui.i18n import normalize

    if normalize(code) is None:
        parser.error(f"unknown language {code!r}; choose en, zh_CN or zh_TW")


if __name__ == "__main__":  # ``python3 -m agricola_qt.app.cli`` did nothing without it
    sys.exit(main())
