"""Engine speed: random legal-move games, one fence-heavy legal_moves call, the CLI's start.

    python3 benchmarks/engine.py --json                   this checkout, one JSON line
    python3 benchmarks/engine.py --against ../main-copy   this checkout and another one,
                                                           measured alternately, medians

Times are the CPU time of one process (``time.process_time``: on a shared machine, less
disturbed by other work than wall-clock time).  ``ms_cli_help`` is importing
``agricola_qt.app.cli`` and printing ``--help`` in a fresh process, the interpreter's own
start not counted.  With ``--against PATH`` each round runs this script's measurements once in
a fresh process per checkout (``PYTHONPATH`` pointing at it), the two checkouts taking turns,
so that a busy machine slows both alike; it prints the medians and the best (smallest) figures
of both, and ``speedup`` / ``speedup_best`` (the other checkout's time divided by this
one's).  ``--instructions`` counts machine instructions per game instead (valgrind's cachegrind,
when installed: the same count on a busy machine as on an idle one), for this checkout and,
with ``--against``, the other one.  The games are the
same in both (seeded setups, moves chosen by a seeded ``random.Random`` from the listed moves),
as long as both engines list the same moves.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
import warnings
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent.parent
CLI_HELP = ("import time, sys\n"
            "started = time.process_time()\n"
            "import agricola_qt.app.cli as cli\n"
            "try:\n"
            "    cli.main(['--help'])\n"
            "except SystemExit:\n"
            "    pass\n"
            "sys.stderr.write(repr((time.process_time() - started) * 1000))\n")


def random_game_ms(players: int, games: int, seed: int, family: bool = True,
                   decks: tuple[str, ...] = ("E",)) -> float:
    from agricola_qt.engine import apply, legal_moves, new_game, new_setup

    rng = random.Random(seed)
    setups = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for g in range(games):
            setups.append(new_setup(players, family=family, seed=seed + g, decks=decks))
    started = time.process_time()
    for setup in setups:
        state = new_game(setup)
        while not state.is_over:
            moves = legal_moves(state)
            state = apply(state, moves[rng.randrange(len(moves))], checked=False)
    return (time.process_time() - started) * 1000 / games


def fence_heavy_position() -> Any:
    """Round 1 with Fences revealed; the player has three pastures, a plan and 9 wood left."""
    from attrs import evolve

    from agricola_qt.engine import apply, new_game, new_setup
    from agricola_qt.engine.goods import Goods
    from agricola_qt.engine.spaces import ROUND_CARDS

    order = [c.id for c in ROUND_CARDS]
    order.remove("fences")
    order.insert(0, "fences")
    setup = evolve(new_setup(2, family=True, seed=1), round_cards=tuple(order),
                   starting_player=0)
    state = new_game(setup)
    p = state.players[0]
    state = state.with_player(0, evolve(p, goods=p.goods + Goods(wood=15)))
    for move in ("place fences", "fence-add e1", "fence-add e2", "fence-build",
                 "fence-add d1", "fence-build", "fence-add e2", "fence-build", "fence-add c1"):
        state = apply(state, move)
    return state


def legal_moves_us(state: Any, repeat: int) -> float:
    from agricola_qt.engine import legal_moves

    timings = []
    for _ in range(repeat):
        started = time.process_time()
        legal_moves(state)
        timings.append((time.process_time() - started) * 1e6)
    return statistics.median(timings)


def cli_help_ms(root: Path) -> float:
    """Importing ``agricola_qt.app.cli`` and printing ``--help``, in a fresh process (the
    interpreter's own start, the same for every checkout, not counted)."""
    done = subprocess.run([sys.executable, "-c", CLI_HELP], cwd=root, env=_env(root),
                          capture_output=True, text=True, check=True)
    return float(done.stderr.strip().splitlines()[-1])


def measure(games: int) -> dict[str, float]:
    """Every figure once, in this process (the engine imported from ``sys.path``)."""
    return {
        "ms_per_game_2p_family": round(random_game_ms(2, games, 1000), 2),
        "ms_per_game_4p_family": round(random_game_ms(4, games // 2, 2000), 2),
        "ms_per_game_5p_family": round(random_game_ms(5, games // 2, 3000), 2),
        "ms_per_game_5p_full": round(
            random_game_ms(5, max(1, games // 6), 4000, family=False, decks=("E", "I", "K")), 2),
        "us_per_legal_moves_fence_heavy": round(legal_moves_us(fence_heavy_position(), 2000), 1),
    }


def _env(root: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(root)}


def measure_in(root: Path, games: int) -> dict[str, float]:
    """``measure`` in a fresh process running the engine of the checkout at ``root``."""
    done = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--worker",
                           "--games", str(games)], cwd=root, env=_env(root),
                          capture_output=True, text=True, check=True)
    figures: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    figures["ms_cli_help"] = round(cli_help_ms(root), 1)
    return figures


INSTRUCTION_GAMES = (("ir_per_game_2p_family", 2, True, 4), ("ir_per_game_5p_full", 5, False, 2))


def play_games(players: int, family: bool, games: int) -> None:
    """``games`` seeded random games (the set-up, imports and first-use caches done first)."""
    from agricola_qt.engine import apply, legal_moves, new_game, new_setup

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        setups = [new_setup(players, family=family, seed=5000 + g, decks=("E", "I", "K"))
                  for g in range(max(games, 1))]
    state = new_game(setups[0])
    rng = random.Random(5)
    for setup in setups[:games]:
        state = new_game(setup)
        while not state.is_over:
            moves = legal_moves(state)
            state = apply(state, moves[rng.randrange(len(moves))], checked=False)


def instructions(root: Path, players: int, family: bool, games: int) -> int:
    """Machine instructions of one run of ``play_games`` in a fresh process under cachegrind."""
    done = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
         sys.executable, str(Path(__file__).resolve()), "--play",
         f"{players},{int(family)},{games}"],
        cwd=root, env=_env(root), capture_output=True, text=True, check=True)
    line = next(x for x in done.stderr.splitlines() if "I   refs" in x or "I refs" in x)
    return int(line.split()[-1].replace(",", ""))


def instructions_per_game(root: Path) -> dict[str, float]:
    """Millions of instructions per game (a run with the games less a run without)."""
    out = {}
    for key, players, family, games in INSTRUCTION_GAMES:
        spent = instructions(root, players, family, games) - instructions(root, players, family, 0)
        out[key] = round(spent / games / 1e6, 1)
    return out


def medians(runs: list[dict[str, float]]) -> dict[str, float]:
    return {key: round(statistics.median(r[key] for r in runs), 2) for key in runs[0]}


def bests(runs: list[dict[str, float]]) -> dict[str, float]:
    return {key: min(r[key] for r in runs) for key in runs[0]}


def ratios(theirs: dict[str, float], mine: dict[str, float]) -> dict[str, float]:
    return {k: round(theirs[k] / mine[k], 2) for k in mine if k in theirs and mine[k]}


def compare(other: Path, games: int, rounds: int) -> dict[str, Any]:
    here: list[dict[str, float]] = []
    there: list[dict[str, float]] = []
    for i in range(rounds):  # alternate, and alternate who goes first
        pair = [(HERE, here), (other, there)]
        for root, runs in pair if i % 2 == 0 else pair[::-1]:
            runs.append(measure_in(root, games))
            print(f"round {i + 1}/{rounds} {root}: {json.dumps(runs[-1])}", file=sys.stderr)
    mine, theirs = medians(here), medians(there)
    return {"rounds": rounds, "games": games, "this": mine, "against": theirs,
            "this_best": bests(here), "against_best": bests(there),
            "against_path": str(other), "speedup": ratios(theirs, mine),
            "speedup_best": ratios(bests(there), bests(here))}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--json", action="store_true", help="print one JSON line (default)")
    parser.add_argument("--games", type=int, default=60,
                        help="2-player family games per measurement (fewer of the others)")
    parser.add_argument("--against", type=Path, metavar="PATH",
                        help="another checkout to measure alternately with this one")
    parser.add_argument("--rounds", type=int, default=5,
                        help="with --against: measurements of each checkout (default 5)")
    parser.add_argument("--instructions", action="store_true",
                        help="count instructions per game with valgrind (slow, exact)")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--play", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.play:
        players, family, games = (int(x) for x in args.play.split(","))
        play_games(players, bool(family), games)
    elif args.instructions:
        result: dict[str, Any] = {"this": instructions_per_game(HERE)}
        if args.against is not None:
            result["against"] = instructions_per_game(args.against.resolve())
            result["speedup"] = ratios(result["against"], result["this"])
        print(json.dumps(result))
    elif args.worker:
        print(json.dumps(measure(args.games)))
    elif args.against is not None:
        print(json.dumps(compare(args.against.resolve(), args.games, args.rounds)))
    else:
        sys.path.insert(0, str(HERE))
        result = measure(args.games)
        result["ms_cli_help"] = round(cli_help_ms(HERE), 1)
        print(json.dumps(result))


if __name__ == "__main__":
    main()
