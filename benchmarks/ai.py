"""Bot thinking time on positions from real games, searched decisions apart from follow-ups.

    PYTHONPATH=. python3 benchmarks/ai.py --json

Positions come from heuristic self-play games in four games: family and full (deck E), with 2
and 5 players.  They are every ``--every``-th placement (where the searching bots think) and
every ``--every-followup``-th other decision (which cell to plough, what to cook: answered at
once by the heuristic).  Every bot answers each position.  A decision counts as *searched*
when the bot searched for it (``last_iterations`` > 0; never for the heuristic) and as
*instant* otherwise, so the slow searched decisions are not averaged away by the many quick
ones.  For each game and bot: count, mean, slowest wall seconds and mean CPU seconds of both
kinds, and how many searches each limit ended (budget, iterations, clock).  ``--json`` prints
one JSON object.  Strength is measured separately with ``agricola-qt tournament``.
"""

from __future__ import annotations

import argparse
import json
import time
import warnings
from typing import Any

from agricola_qt.ai.heuristic_bot import HeuristicBot
from agricola_qt.ai.mcts import is_placement
from agricola_qt.ai.registry import make_bot
from agricola_qt.engine import GameState, apply, new_game, new_setup

GAMES = (("family", 2), ("family", 5), ("full", 2), ("full", 5))


def positions(players: int, family: bool, games: int, every: int, every_followup: int,
              seed: int) -> list[GameState]:
    out = []
    bot = HeuristicBot()
    for g in range(games):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            state = new_game(new_setup(players, family=family, seed=seed + g))
        placements = followups = 0
        while not state.is_over:
            if is_placement(state):
                if placements % every == 0:
                    out.append(state)
                placements += 1
            else:
                if followups % every_followup == 0:
                    out.append(state)
                followups += 1
            state = apply(state, bot.choose(state))
    return out


def _times(wall: list[float], cpu: list[float]) -> dict[str, Any]:
    if not wall:
        return {"n": 0, "mean_s": None, "max_s": None, "mean_cpu_s": None}
    return {"n": len(wall), "mean_s": round(sum(wall) / len(wall), 4),
            "max_s": round(max(wall), 4), "mean_cpu_s": round(sum(cpu) / len(cpu), 4)}


def measure(name: str, states: list[GameState]) -> dict[str, Any]:
    kinds: dict[str, tuple[list[float], list[float]]] = {"searched": ([], []),
                                                         "instant": ([], [])}
    stops: dict[str, int] = {}
    for i, state in enumerate(states):
        bot = make_bot(name, seed=i)
        wall, cpu = time.perf_counter(), time.thread_time()
        bot.choose(state)
        wall, cpu = time.perf_counter() - wall, time.thread_time() - cpu
        searched = getattr(bot, "last_iterations", 0) > 0
        kind = kinds["searched" if searched else "instant"]
        kind[0].append(wall)
        kind[1].append(cpu)
        if searched:
            stop = bot.last_stop  # type: ignore[attr-defined]
            stops[stop] = stops.get(stop, 0) + 1
    return {"searched": _times(*kinds["searched"]), "instant": _times(*kinds["instant"]),
            "stops": stops}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bots", default="heuristic,mcts-easy,mcts-medium,mcts-hard")
    parser.add_argument("--games", type=int, default=1, help="self-play games per game kind")
    parser.add_argument("--every", type=int, default=12, help="take every n-th placement")
    parser.add_argument("--every-followup", type=int, default=25,
                        help="take every n-th other decision")
    parser.add_argument("--only", default="", help="e.g. full-5: one game kind only")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result: dict[str, Any] = {}
    for variant, players in GAMES:
        key = f"{variant}-{players}"
        if args.only and key != args.only:
            continue
        states = positions(players, variant == "family", args.games, args.every,
                           args.every_followup, args.seed)
        entry: dict[str, Any] = {"positions": len(states)}
        for name in args.bots.split(","):
            entry[name] = measure(name, states)
            if not args.json:
                s, f = entry[name]["searched"], entry[name]["instant"]
                print(f"{key} {name}: searched {s['n']} (mean {s['mean_s']} s, slowest "
                      f"{s['max_s']} s), instant {f['n']} (mean {f['mean_s']} s, slowest "
                      f"{f['max_s']} s), stops {entry[name]['stops']}", flush=True)
        result[key] = entry
    if args.json:
        print(json.dumps(result))


if __name__ == "__main__":
    main()
