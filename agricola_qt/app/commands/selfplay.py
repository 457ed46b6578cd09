"""``agricola-qt selfplay``: bots play whole games headlessly; one JSON line per game."""

from __future__ import annotations

import argparse
import json
import sys
import time
import warnings
from typing import Any

from agricola_qt.ai.registry import BOT_NAMES, MEASURING_ONLY, make_bot
from agricola_qt.app.progress import ProgressBar


def register(sub: Any) -> None:
    p = sub.add_parser("selfplay", help="let bots play games headlessly",
                       description="Bots play whole games; one JSON line per game, then a "
                                   "summary line. A progress bar goes to a terminal's stderr.")
    p.add_argument("--game", choices=("agricola", "heartland"), default="agricola",
                   help="which game the bots play (default agricola; heartland: 2 to 5 "
                        "players, bots from agricola_qt.ai.heartland)")
    # no defaults in the parser for these three: an option given where it means nothing
    # ("--game heartland --variant solo") is refused instead of quietly ignored
    p.add_argument("--players", type=int, default=None, choices=range(1, 6), metavar="N",
                   help="1 to 5 players (default 2; solo: 1)")
    p.add_argument("--variant", choices=("family", "full", "solo"), default=None,
                   help="Agricola's family game (default), full game with cards, or the solo "
                        "game")
    p.add_argument("--decks", default=None,
                   help="decks for the full or solo game, e.g. E or EIK (default E)")
    p.add_argument("--bots", default="random",
                   help=f"comma-separated bot per seat ({', '.join(BOT_NAMES)}); one name "
                        "is used for every seat")
    p.add_argument("--games", type=int, default=1, help="how many games (default 1)")
    p.add_argument("--seed", type=int, default=0,
                   help="the first game's seed; game k uses seed + k (default 0)")
    p.add_argument("--json", action="store_true", help="(default) print JSON lines")
    p.add_argument("--out", default=None, help="folder to write every game as an .agr file")
    p.set_defaults(func=run)


def play_game(players: int, variant: str, decks: tuple[str, ...], bots: list[str],
              seed: int) -> tuple[Any, list[Any]]:
    """Play one game; returns (final state, moves)."""
    family = variant == "family"
    if variant == "solo":
        players = 1
    from agricola_qt.engine import apply, new_game, new_setup  # not needed for --help
    from agricola_qt.engine.setup import DeckShortWarning

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeckShortWarning)
        setup = new_setup(players, family=family, decks=decks, seed=seed)
    seats = [make_bot(bots[i % len(bots)], seed=seed * 31 + i) for i in range(players)]
    state = new_game(setup)
    moves = []
    while not state.is_over:
        move = seats[state.actor].choose(state)
        moves.append(move)
        state = apply(state, move, checked=False)
    return state, moves


def run(args: argparse.Namespace) -> int:
    if args.games < 0:
        print("selfplay: --games must be 0 or more", file=sys.stderr)
        return 2
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    if problem := _contradiction(args):
        print(f"selfplay: {problem}", file=sys.stderr)
        return 2
    if args.game == "heartland":
        return _heartland(args, bots)
    variant = args.variant or "family"
    unknown = [b for b in bots if b not in BOT_NAMES and b not in MEASURING_ONLY]
    if not bots or unknown:
        print(f"selfplay: unknown bot {unknown[0] if unknown else '(none)'!r}; choose from "
              f"{', '.join(BOT_NAMES)}", file=sys.stderr)
        return 2
    decks = tuple((args.decks or "E").upper())
    if not decks or any(d not in "EIK" for d in decks):
        print("selfplay: --decks takes letters from E, I and K", file=sys.stderr)
        return 2
    players = 1 if variant == "solo" else args.players or 2
    out_dir = None
    if args.out:
        from pathlib import Path

        out_dir = Path(args.out)
        try:
            out_dir.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            print(f"selfplay: cannot use {args.out} for the records "
                  f"({error.strerror or error})", file=sys.stderr)
            return 1
    from agricola_qt.engine import scores, winners

    started = time.perf_counter()
    total_moves = 0
    with ProgressBar(args.games) as bar:
        for g in range(args.games):
            seed = args.seed + g
            state, moves = play_game(players, variant, decks, bots, seed)
            total_moves += len(moves)
            if out_dir is not None:
                from agricola_qt.records.agr import save_game

                target = out_dir / f"selfplay-{variant}-{players}p-{seed}.agr"
                try:
                    save_game(target, state.setup, moves,
                              bots=[bots[i % len(bots)] for i in range(players)])
                except OSError as error:
                    bar.clear()
                    print(f"selfplay: cannot write {target} ({error.strerror or error})",
                          file=sys.stderr)
                    return 1
            bar.clear()
            print(json.dumps({"seed": seed, "players": players, "variant": variant,
                              "scores": [s.total for s in scores(state)],
                              # alone at the table there is no winner (as ``score --json``)
                              "winners": winners(state) if players > 1 else [],
                              "begging": [p.begging for p in state.players],
                              "moves": len(moves)}),
                  flush=True)
            bar.advance()
    elapsed = time.perf_counter() - started
    print(json.dumps({"summary": True, "games": args.games, "moves": total_moves,
                      "seconds": round(elapsed, 3),
                      "games_per_second": round(args.games / elapsed, 2) if elapsed else None}))
    return 0


def _contradiction(args: argparse.Namespace) -> str:
    """What the options given say against each other ("" when nothing)."""
    if args.game == "heartland":
        given = [o for o, v in (("--variant", args.variant), ("--decks", args.decks))
                 if v is not None]
        return (f"Heartland has no variants or decks: leave out {' and '.join(given)}"
                if given else "")
    if args.variant == "solo" and args.players not in (None, 1):
        return f"the solo game has one player, not {args.players}"
    if args.variant in (None, "family") and args.decks is not None:
        return "the family game has no cards: --decks needs --variant full or solo"
    if args.players == 1 and args.variant != "solo":
        return "one player plays the solo game: add --variant solo"
    return ""


def _heartland(args: argparse.Namespace, bots: list[str]) -> int:
    from pathlib import Path

    from agricola_qt.app.heartland_cli import selfplay

    out_dir = Path(args.out) if args.out else None
    if out_dir is not None:
        try:
            out_dir.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            print(f"selfplay: cannot use {args.out} for the records "
                  f"({error.strerror or error})", file=sys.stderr)
            return 1
    return selfplay(args.players or 2, bots, args.games, args.seed, out_dir)
