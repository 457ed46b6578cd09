"""``agricola-qt resume``: list autosaved unfinished games, or open one in the game window."""

from __future__ import annotations

import argparse
import sys
from typing import Any

# records.autosave.ENV_DATA_DIR, named here so that --help need not load the records (a test
# checks they agree)
ENV_DATA_DIR = "AGRICOLA_QT_DATA_DIR"


def register(sub: Any) -> None:
    p = sub.add_parser("resume", help="list or resume autosaved unfinished games",
                       description="Autosaved games live in the user data folder "
                                   f"(agricola-qt/autosave; ${ENV_DATA_DIR} overrides it).")
    p.add_argument("file", nargs="?", metavar="FILE.agr",
                   help="the game to resume (default: the newest unfinished one)")
    p.add_argument("--list", action="store_true", help="list unfinished autosaved games")
    p.add_argument("--all", action="store_true", help="with --list: finished and broken too")
    p.add_argument("--dir", default=None, help="autosave folder to use instead of the default")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from agricola_qt.records import RecordError
    from agricola_qt.records.autosave import AutosaveStore

    store = AutosaveStore(args.dir)
    if args.list:
        entries = store.entries() if args.all else store.unfinished()
        if translated(getattr(args, "lang", None)):
            from agricola_qt.ui.printout import speaking
            from agricola_qt.ui.resume_words import listing

            with speaking(args.lang):
                print("\n".join(listing(entries, store.folder, args.all)))
            return 0
        if not entries:
            print(f"no {'' if args.all else 'unfinished '}autosaved games in {store.folder}")
        for entry in entries:
            print(entry.summary())
        return 0
    path = args.file
    if path is None:
        waiting = store.unfinished()
        if not waiting:
            print(f"resume: no unfinished autosaved game in {store.folder}", file=sys.stderr)
            return 1
        path = str(waiting[0].path)
    try:
        game = store.resume(path)
    except RecordError as error:
        print(f"resume: {error}", file=sys.stderr)
        return 1
    if game.state.is_over:
        print(f"resume: {path}: this game is already finished", file=sys.stderr)
        return 1
    lang = getattr(args, "lang", None)
    return open_in_window(str(path), lang=lang) if lang else open_in_window(str(path))


def translated(lang: str | None) -> bool:
    """Whether ``--lang`` names another language than English (the list is then worded as
    File ▸ Resume an unfinished game words it; in English it stays as scripts read it)."""
    from agricola_qt.ui.i18n import ENGLISH, normalize

    return normalize(lang) not in (None, ENGLISH)


def open_in_window(path: str, lang: str | None = None) -> int:
    """Start the game window with this game resumed into its own file."""
    try:
        from agricola_qt.app import window_main
    except ImportError:
        print(f"resume: {path} can be resumed, but the game window is not available in this "
              "build", file=sys.stderr)
        return 1
    from pathlib import Path

    from PySide6.QtWidgets import QApplication

    from agricola_qt.app import desktop
    from agricola_qt.app.display_check import problem

    why = problem()
    if why is not None:
        print(why, file=sys.stderr)
        return 1
    app = QApplication.instance() or QApplication([sys.argv[0]])
    desktop.prepare(app)
    window_main.install_translations(app, lang)
    window = window_main.GameWindow(autosave=True)
    desktop.attach(window)
    window.show()
    if not window.load(Path(path), resume=True):
        return 1
    return int(app.exec())
