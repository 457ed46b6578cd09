"""``agricola-qt render``: draw any position of a game to a PNG, without a window.

    agricola-qt render game.agr --move 40 --out board.png
    agricola-qt render --new --players 5 --seed 3 [--moves 120] --out board.png
    agricola-qt --lang zh_TW render --new --out board.png --labels

The table is drawn in English unless ``--lang`` names another language; ``--labels`` also
prints the names written on the action spaces, one per line, as drawn.
"""

from __future__ import annotations

import argparse
import random
import sys
import warnings
from typing import Any


def register(sub: Any) -> None:
    p = sub.add_parser("render", help="draw a game position to a PNG image",
                       description="Draw the table of a recorded or a fresh game to a PNG, "
                                   "without a window (in English unless --lang is given).")
    p.add_argument("file", nargs="?", metavar="FILE.agr", help="an .agr game record")
    p.add_argument("--move", type=int, default=None,
                   help="show the table after this many moves (default: the last)")
    p.add_argument("--out", required=True, help="the PNG file to write")
    p.add_argument("--width", type=int, default=1920, help="image width in pixels")
    p.add_argument("--new", action="store_true",
                   help="render a fresh game instead of a file (with --players, --seed)")
    p.add_argument("--players", type=int, default=2, choices=range(1, 6), metavar="N",
                   help="with --new: 1 to 5 players (default 2)")
    p.add_argument("--variant", choices=("family", "full"), default="family",
                   help="with --new: the family game or the full game with cards")
    p.add_argument("--seed", type=int, default=0, help="with --new: the deal (default 0)")
    p.add_argument("--moves", type=int, default=0,
                   help="with --new: let random moves play this far first")
    p.add_argument("--labels", action="store_true",
                   help="also print the action spaces' names as drawn, one per line")
    p.set_defaults(func=run)


def _fail(message: str, code: int) -> int:
    print(f"render: {message}", file=sys.stderr)
    return code


def _state_from_file(args: argparse.Namespace) -> Any:
    from agricola_qt.records.agr import load_game

    _, states = load_game(args.file)
    if args.move is None:
        return states[-1]
    if not 0 <= args.move < len(states):
        raise ValueError(f"--move must be between 0 and {len(states) - 1} for this game")
    return states[args.move]


def _state_new(args: argparse.Namespace) -> Any:
    from agricola_qt.engine import apply, legal_moves, new_game, new_setup
    from agricola_qt.engine.setup import DeckShortWarning

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeckShortWarning)
        setup = new_setup(args.players, family=args.variant == "family", seed=args.seed)
    state = new_game(setup)
    rng = random.Random(args.seed)
    steps = args.moves if args.move is None else args.move
    for _ in range(max(0, steps)):
        if state.is_over:
            break
        moves = legal_moves(state)
        state = apply(state, moves[rng.randrange(len(moves))], checked=False)
    return state


def run(args: argparse.Namespace) -> int:
    if args.width < 200 or args.width > 10000:
        return _fail("--width must be between 200 and 10000", 2)
    if not args.new and not args.file:
        return _fail("give an .agr file, or --new for a fresh game", 2)
    from agricola_qt.app.heartland_cli import is_heartland

    if not args.new and is_heartland(args.file):
        from agricola_qt.app.heartland_cli import render

        return render(args)
    try:
        state = _state_new(args) if args.new else _state_from_file(args)
    except ValueError as error:
        return _fail(str(error), 2)
    except ImportError:
        return _fail("reading .agr files is not available yet", 1)
    except Exception as error:  # RecordError: a readable message, never a traceback
        describe = getattr(error, "describe", None)
        return _fail(describe() if callable(describe) else str(error), 1)
    from agricola_qt.ui import i18n
    from agricola_qt.ui.render import ensure_app, render_image

    language = i18n.install(ensure_app(), getattr(args, "lang", None) or i18n.ENGLISH)
    try:
        image = render_image(state, args.width)
        if not image.save(args.out, "PNG"):
            return _fail(f"cannot write {args.out}", 1)
        print(f"wrote {args.out} ({image.width()}x{image.height()}, round {state.round}, "
              f"language {language})")
        if args.labels:
            from agricola_qt.ui.text import space_name

            for space in state.spaces:
                print(space_name(space.space))
    finally:
        if language != i18n.ENGLISH:  # the process may go on (tests): back to English
            i18n.install(ensure_app(), i18n.ENGLISH)
    return 0
