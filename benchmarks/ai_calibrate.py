"""How well the work meter's units follow CPU time: searches in every variant, measured.

    PYTHONPATH=. nice -n 10 python3 benchmarks/ai_calibrate.py --json

Each search is an unbudgeted MCTS search stopped by a short CPU-time clock on a position from
heuristic self-play (family and full games, 1 to 5 players).  For every search the events of
each kind (``work.Work``) and the thread's CPU time are recorded; the report gives, for the
current ``work.WEIGHTS``, the ratio of predicted (units x ``UNIT_SECONDS``) to measured time:
its mean, lowest and highest.  ``--fit`` also prints least-squares weights (relative error;
needs NumPy) to copy into ``agricola_qt/ai/work.py`` after an engine or heuristic change.
"""

from __future__ import annotations

import argparse
import json
import time
import warnings
from typing import Any

from agricola_qt.ai import work
from agricola_qt.ai.heuristic_bot import HeuristicBot
from agricola_qt.ai.mcts import MctsBot, is_placement
from agricola_qt.engine import GameState, apply, new_game, new_setup

GAMES = ((1, True), (2, True), (5, True), (1, False), (2, False), (3, False), (5, False))


def _placements(players: int, family: bool, seed: int, count: int) -> list[GameState]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        state = new_game(new_setup(players, family=family, seed=seed))
    bot = HeuristicBot()
    out = []
    while not state.is_over:
        if is_placement(state):
            out.append(state)
        state = apply(state, bot.choose(state))
    return out[3::max(1, len(out) // count)][:count]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-game", type=int, default=7, help="searches per game kind")
    parser.add_argument("--seconds", type=float, default=0.35, help="CPU seconds per search")
    parser.add_argument("--seed", type=int, default=40)
    parser.add_argument("--fit", action="store_true")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows: list[tuple[list[int], float]] = []
    for players, family in GAMES:
        for i, state in enumerate(_placements(players, family, args.seed + players,
                                              args.per_game)):
            bot = MctsBot(seed=i, steps=10**9, iterations=10**6, seconds=args.seconds)
            before, started = work.counts(), time.thread_time()
            bot.choose(state)
            cpu = time.thread_time() - started
            rows.append(([b - a for a, b in zip(before, work.counts(), strict=True)], cpu))
    weights = [work.WEIGHTS[k] for k in work.Work]
    ratios = [sum(c * w for c, w in zip(counts, weights, strict=True)) * work.UNIT_SECONDS / t
              for counts, t in rows]
    result: dict[str, Any] = {"searches": len(rows),
                              "ratio_mean": round(sum(ratios) / len(ratios), 3),
                              "ratio_min": round(min(ratios), 3),
                              "ratio_max": round(max(ratios), 3)}
    if args.fit:
        import numpy as np

        x = np.array([c for c, _ in rows], float)
        t = np.array([t for _, t in rows])
        fitted, *_ = np.linalg.lstsq(x / t[:, None], np.ones(len(t)), rcond=None)
        result["fitted_units"] = {k.name: round(float(w) / work.UNIT_SECONDS, 3)
                                  for k, w in zip(work.Work, fitted, strict=True)}
    print(json.dumps(result) if args.json else "\n".join(f"{k}: {v}" for k, v in
                                                          result.items()))


if __name__ == "__main__":
    main()
