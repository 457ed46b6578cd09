"""Bot thinking time: seconds per decision of each level on positions from real games.

    python3 benchmarks/ai.py --json

Positions are the placement decisions (where searching bots think) met in heuristic self-play
games; every level answers each of them.  Prints one JSON line: for each bot the mean and the
slowest seconds per placement decision (target: Hard at most 2 s on this machine).
Strength is measured separately with ``agricola-qt tournament``.
"""

from __future__ import annotations

import argparse
import json
import time

from agricola_qt.ai.heuristic_bot import HeuristicBot
from agricola_qt.ai.mcts import is_placement
from agricola_qt.ai.registry import make_bot
from agricola_qt.engine import GameState, apply, new_game, new_setup


def positions(players: int, games: int, every: int, seed: int) -> list[GameState]:
    out = []
    bot = HeuristicBot()
    for g in range(games):
        state = new_game(new_setup(players, family=True, seed=seed + g))
        count = 0
        while not state.is_over:
            if is_placement(state):
                if count % every == 0:
                    out.append(state)
                count += 1
            state = apply(state, bot.choose(state))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bots", default="heuristic,mcts-easy,mcts-medium,mcts-hard")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--every", type=int, default=8, help="take every n-th placement")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    states = positions(args.players, args.games, args.every, args.seed)
    result: dict[str, object] = {"positions": len(states)}
    for name in args.bots.split(","):
        times = []
        for i, state in enumerate(states):
            bot = make_bot(name, seed=i)
            started = time.perf_counter()
            bot.choose(state)
            times.append(time.perf_counter() - started)
        result[name] = {"mean_s": round(sum(times) / len(times), 4),
                        "max_s": round(max(times), 4)}
        if not args.json:
            print(f"{name}: mean {result[name]['mean_s']} s, "  # type: ignore[index]
                  f"slowest {result[name]['max_s']} s per placement decision")
    if args.json:
        print(json.dumps(result))


if __name__ == "__main__":
    main()
