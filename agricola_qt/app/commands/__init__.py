"""Sub-commands of ``agricola-qt``: one module each, listed in ``COMMANDS``.

A static table, not a search of this folder at run time, so that a frozen build (PyInstaller)
or a zip import finds every command.  Each module exposes ``register(subparsers)``, which adds
its parser and sets ``func`` (returning an exit code).  None of them imports Qt at the top.
"""

from __future__ import annotations

from types import ModuleType

from agricola_qt.app.commands import cards, check, render, resume, score, selfplay, tournament

# name -> module; the order of ``--help``
COMMANDS: dict[str, ModuleType] = {
    "check": check,
    "score": score,
    "render": render,
    "resume": resume,
    "selfplay": selfplay,
    "tournament": tournament,
    "cards": cards,
}

# the commands that never open a window (and so never need a display); ``resume`` opens one
# unless it only lists (``resume --list``)
HEADLESS = frozenset(COMMANDS) - {"resume"}
