"""Fit the Expert's evaluation (``ai/evaluation.py``) on self-play games of its playout policy.

    python tools/train_evaluation.py [--games 1.0] [--jobs 2] [--out FILE]

Plays seeded games of the tuned heuristic with the playout noise (as the Expert's playouts do),
records every player's features at the first placement of each round, and fits, per variant
and round, the final score from them (least squares with a small ridge).  Deals with seeds
from 900 000 on are held out: the file records the model's error on them beside the error of
guessing the mean, per variant and round.  ``--games`` scales the number of deals (1.0 is
about 2 500 games, some five minutes on two cores).  Deterministic for the same deals.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import warnings
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from agricola_qt.ai.evaluation import EVALUATION_FILE, FEATURES, Evaluation, features, fit, to_json

# (players, family, number of deals at --games 1.0); the Expert mostly plays 2-player games
DEALS = ((1, True, 300), (2, True, 700), (3, True, 200), (4, True, 150), (5, True, 150),
         (1, False, 100), (2, False, 500), (3, False, 150), (4, False, 120), (5, False, 120))
HELD_OUT = 900_000  # seeds of the held-out deals start here (a tenth of each kind)
ROUNDS = 14

Sample = tuple[str, int, tuple[float, ...], float]  # variant, round, features, final score


def play(task: tuple[int, bool, int]) -> list[Sample]:
    """One self-play game of the Expert's playout policy (``MctsBot._rollout``, round by
    round); its players' features at each round's first placement."""
    from agricola_qt.ai.mcts import MctsBot
    from agricola_qt.ai.weights import expert
    from agricola_qt.engine import new_game, new_setup
    from agricola_qt.engine.scoring import score_player
    from agricola_qt.engine.setup import DeckShortWarning

    players, family, seed = task
    policy = MctsBot(weights=expert())  # its playout noise is the Expert's
    rng = random.Random(seed)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeckShortWarning)
        state = new_game(new_setup(players, family=family, seed=seed,
                                   decks=() if family else ("E", "I", "K")))
    seen: list[tuple[int, list[tuple[float, ...]]]] = []
    state = policy._rollout(state, rng, until_round=1)  # to the first placement
    while not state.is_over:
        seen.append((state.round, [features(state, i) for i in range(players)]))
        state = policy._rollout(state, rng, until_round=state.round + 1)
    final = [float(score_player(p, state.players).total) for p in state.players]
    variant = "family" if family else "full"
    return [(variant, r, rows[i], final[i]) for r, rows in seen for i in range(players)]


def _playout_noise() -> float:
    from agricola_qt.ai.mcts import MctsBot

    return MctsBot().noise


def _tasks(scale: float) -> tuple[list[tuple[int, bool, int]], list[tuple[int, bool, int]]]:
    train, held = [], []
    for k, (players, family, deals) in enumerate(DEALS):
        n = max(2, round(deals * scale))
        base = 100_000 * (k + 1)
        held_n = max(1, n // 10)
        train += [(players, family, base + g) for g in range(n - held_n)]
        held += [(players, family, HELD_OUT + base + g) for g in range(held_n)]
    return train, held


def _rmse(errors: list[float]) -> float:
    return round(math.sqrt(sum(e * e for e in errors) / len(errors)), 2) if errors else 0.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=float, default=1.0, help="scale of the deals")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--ridge", type=float, default=2.0)
    parser.add_argument("--out", type=Path, default=None,
                        help="where to write (default: the package's resource file)")
    args = parser.parse_args(argv)
    train_tasks, held_tasks = _tasks(args.games)
    if args.jobs > 1:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            train = [s for game in pool.map(play, train_tasks, chunksize=8) for s in game]
            held = [s for game in pool.map(play, held_tasks, chunksize=8) for s in game]
    else:  # in this process (as the tests run it)
        train = [s for game in map(play, train_tasks) for s in game]
        held = [s for game in map(play, held_tasks) for s in game]
    coefficients: dict[str, tuple[tuple[float, ...], ...]] = {}
    report: dict[str, list[dict[str, float]]] = {}
    for variant in ("family", "full"):
        rows: list[tuple[float, ...]] = []
        for r in range(1, ROUNDS + 1):
            mine = [(x, y) for v, rr, x, y in train if v == variant and rr == r]
            if not mine:
                rows.append(tuple(0.0 for _ in FEATURES))
                continue
            rows.append(fit([x for x, _ in mine], [y for _, y in mine], args.ridge))
        coefficients[variant] = tuple(rows)
        model = Evaluation({variant: tuple(rows)})
        report[variant] = []
        for r in range(1, ROUNDS + 1):
            test = [(x, y) for v, rr, x, y in held if v == variant and rr == r]
            mean = (sum(y for v, rr, _, y in train if v == variant and rr == r)
                    / max(1, sum(1 for v, rr, _, _ in train if v == variant and rr == r)))
            row = model.coefficients[variant][r - 1]
            errors = [sum(c * xi for c, xi in zip(row, x, strict=True)) - y for x, y in test]
            report[variant].append({"round": r, "held_out": len(test), "rmse": _rmse(errors),
                                    "rmse_of_the_mean": _rmse([mean - y for _, y in test])})
    out = args.out
    if out is None:
        from agricola_qt import resources
        out = Path(str(resources.path(*EVALUATION_FILE)))
    text = to_json(Evaluation(coefficients), games={"train": len(train_tasks),
                                                    "held_out": len(held_tasks)},
                   ridge=args.ridge, noise=_playout_noise(), report=report)
    out.write_text(text + "\n", encoding="utf-8")
    print(json.dumps(report), file=sys.stderr)
    print(f"wrote {out} ({len(train_tasks)} games, {len(held_tasks)} held out)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
