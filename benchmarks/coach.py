"""How steady the coach's advice is: the same position asked with different seeds.

    PYTHONPATH=. python3 benchmarks/coach.py --json [--seeds 4]

A Hint a player can trust names the same best move whatever the seed of its trial games, and
its values do not jump by many points from one asking to the next.  Positions come from
heuristic self-play games (solo family, 2-player family and full with deck E, 4-player
family, 3-player full with decks E, I and K): the first placement of a round, every other
round.  Each position is advised ``--seeds`` times (seeds 0, 1, ...).  For each game: how often
two askings agree on the best move (``top_agree``, over all pairs of seeds), the mean spread
(standard deviation over the seeds) of a move's value (``value_sd``, points), the mean number
of trial games behind a value and the mean seconds an asking took.  ``--json`` prints one JSON
object.
"""

from __future__ import annotations

import argparse
import itertools
import json
import statistics
import time
import warnings
from typing import Any

from agricola_qt.ai.coach import ADVICE_BUDGET, advise
from agricola_qt.ai.heuristic_bot import HeuristicBot
from agricola_qt.ai.mcts import is_placement
from agricola_qt.engine import GameState, apply, new_game, new_setup

GAMES: tuple[tuple[str, int, str], ...] = (
    ("family", 1, ""), ("family", 2, ""), ("full", 2, "E"), ("family", 4, ""),
    ("full", 3, "EIK"))


def positions(variant: str, players: int, decks: str, seed: int, every: int) -> list[GameState]:
    """The first placement of rounds 1, 1 + every, ... of one heuristic game."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        setup = (new_setup(players, family=True, seed=seed) if variant == "family"
                 else new_setup(players, family=False, decks=tuple(decks), seed=seed))
        state = new_game(setup)
    bot = HeuristicBot()
    out: list[GameState] = []
    seen: set[int] = set()
    while not state.is_over:
        if is_placement(state) and state.round not in seen:
            seen.add(state.round)
            if (state.round - 1) % every == 0:
                out.append(state)
        state = apply(state, bot.choose(state))
    return out


def measure(states: list[GameState], seeds: int, budget: float) -> dict[str, Any]:
    agree = pairs = 0
    spreads: list[float] = []
    samples: list[int] = []
    seconds: list[float] = []
    for state in states:
        tops = []
        values: dict[str, list[float]] = {}
        for seed in range(seeds):
            start = time.perf_counter()
            advice = advise(state, count=8, seed=seed, budget=budget)
            seconds.append(time.perf_counter() - start)
            tops.append(str(advice[0].move))
            for a in advice:
                values.setdefault(str(a.move), []).append(a.value)
                samples.append(a.samples)
        for a, b in itertools.combinations(tops, 2):
            pairs += 1
            agree += a == b
        spreads += [statistics.pstdev(v) for v in values.values() if len(v) == seeds]
    return {
        "positions": len(states),
        "top_agree": round(agree / pairs, 3) if pairs else None,
        "value_sd": round(statistics.mean(spreads), 2) if spreads else None,
        "samples": round(statistics.mean(samples), 1) if samples else None,
        "seconds": round(statistics.mean(seconds), 3) if seconds else None,
        "slowest": round(max(seconds), 3) if seconds else None,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=4)
    parser.add_argument("--every", type=int, default=2, help="every how many rounds")
    parser.add_argument("--seed", type=int, default=11, help="the games' first seed")
    parser.add_argument("--budget", type=float, default=ADVICE_BUDGET, help="work units")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = {}
    for k, (variant, players, decks) in enumerate(GAMES):
        name = f"{variant}-{players}p{'-' + decks if decks else ''}"
        result[name] = measure(positions(variant, players, decks, args.seed + k, args.every),
                               args.seeds, args.budget)
        if not args.json:
            print(name, result[name], flush=True)
    if args.json:
        print(json.dumps(result))


if __name__ == "__main__":
    main()
