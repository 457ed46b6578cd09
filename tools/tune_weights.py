"""Tune the heuristic's weights by self-play; writes the Expert's weight set.

    python tools/tune_weights.py [--minutes 40] [--jobs 2] [--seed 1] [--out FILE]

A weight set is judged on a fixed set of deals, all played by the heuristic alone (about a
tenth of a second a game): the family solo game, and 2-player family and full (E, I, K)
games against the standard weights, seat-swapped.  Its mark is its mean solo score plus its
mean margin over the standard weights in the 2-player games.  The search is a (1+1)
evolution: a copy of the best set with a few weights nudged by a random factor replaces it
when its mark is higher.  At the end the best set is also played on other deals (the check
set), and the file records both marks, so a set that only learned the training deals shows.

Deterministic for a given ``--seed`` and number of candidates (``--candidates``); ``--minutes``
stops earlier on a slow machine.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
import warnings
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from attrs import evolve, fields

from agricola_qt.ai.heuristic_bot import HeuristicBot
from agricola_qt.ai.weights import EXPERT_FILE, STANDARD, Weights, from_json, to_json

# (players, family, decks, first seed, deals)
TRAINING = (
    (1, True, (), 0, 40),
    (2, True, (), 1000, 40),
    (2, False, ("E", "I", "K"), 2000, 30),
)
CHECK = (
    (1, True, (), 500, 40),
    (2, True, (), 5000, 40),
    (2, False, ("E", "I", "K"), 6000, 30),
)
SIGMA = 0.5  # spread of a nudge: a weight is multiplied by exp(N(0, SIGMA))


def _play(task: tuple[dict[str, Any], int, bool, tuple[str, ...], int, int]) -> float:
    """One game; the tuned seat's score (solo) or its margin over the standard seat."""
    from agricola_qt.engine import apply, new_game, new_setup
    from agricola_qt.engine.scoring import score_player
    from agricola_qt.engine.setup import DeckShortWarning

    data, players, family, decks, seed, tuned_seat = task
    weights = from_json(data)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeckShortWarning)
        state = new_game(new_setup(players, family=family, decks=decks, seed=seed))
    bots = [HeuristicBot(weights=weights if i == tuned_seat else STANDARD)
            for i in range(players)]
    while not state.is_over:
        state = apply(state, bots[state.actor].choose(state), checked=False)
    totals = [score_player(p).total for p in state.players]
    if players == 1:
        return float(totals[0])
    return float(totals[tuned_seat] - max(t for i, t in enumerate(totals) if i != tuned_seat))


def mark(pool: ProcessPoolExecutor, weights: Weights,
         deals: tuple[tuple[int, bool, tuple[str, ...], int, int], ...]) -> dict[str, float]:
    """Mean solo score and mean 2-player margins over ``deals``; ``total`` is their sum."""
    data = to_json(weights)
    tasks = []
    for players, family, decks, first, count in deals:
        for seed in range(first, first + count):
            for seat in range(players):
                tasks.append((data, players, family, decks, seed, seat))
    results = list(pool.map(_play, tasks, chunksize=8))
    out: dict[str, float] = {}
    i = 0
    for players, family, _decks, _, count in deals:
        n = count * players
        key = "solo" if players == 1 else ("family" if family else "full")
        out[key] = round(sum(results[i:i + n]) / n, 3)
        i += n
    out["total"] = round(sum(out.values()), 3)
    return out


def nudge(weights: Weights, rng: random.Random) -> Weights:
    """A copy with one to three weights moved by a random factor (integers by a step)."""
    names = [f for f in fields(Weights)]
    changes: dict[str, Any] = {}
    for f in rng.sample(names, rng.choice((1, 1, 2, 3))):
        value = getattr(weights, f.name)
        if isinstance(value, tuple):
            i = rng.randrange(len(value))
            changed = list(value)
            changed[i] = round(value[i] * math.exp(rng.gauss(0, SIGMA)), 3)
            changes[f.name] = tuple(changed)
        elif isinstance(value, int):
            changes[f.name] = max(0, value + rng.choice((-2, -1, 1, 2)))
        else:
            factor = math.exp(rng.gauss(0, SIGMA))
            changes[f.name] = round(value * factor if value else rng.gauss(0, 0.3), 3)
    return evolve(weights, **changes)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--minutes", type=float, default=40.0)
    ap.add_argument("--candidates", type=int, default=1000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--start", default=None, help="a weights JSON file to start from")
    ap.add_argument("--out", default=None, help="where to write (default: the Expert's file)")
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    best = STANDARD
    if args.start:
        best = from_json(json.loads(Path(args.start).read_text(encoding="utf-8"))["weights"])
    end = time.monotonic() + args.minutes * 60
    with ProcessPoolExecutor(args.jobs) as pool:
        standard = mark(pool, STANDARD, TRAINING)
        best_mark = mark(pool, best, TRAINING)
        print(json.dumps({"standard": standard, "start": best_mark}), flush=True)
        tried = 0
        while tried < args.candidates and time.monotonic() < end:
            tried += 1
            candidate = nudge(best, rng)
            got = mark(pool, candidate, TRAINING)
            if got["total"] > best_mark["total"]:
                changed = {k: v for k, v in to_json(candidate).items()
                           if v != getattr(best, k)}
                best, best_mark = candidate, got
                print(json.dumps({"candidate": tried, "mark": got, "changed": changed}),
                      flush=True)
        check_standard = mark(pool, STANDARD, CHECK)
        check = mark(pool, best, CHECK)
    record = {
        "about": "The Expert's heuristic weights, written by tools/tune_weights.py.",
        "tuner": {"seed": args.seed, "candidates": tried, "sigma": SIGMA},
        "training": {"standard": standard, "tuned": best_mark},
        "check": {"standard": check_standard, "tuned": check},
        "weights": {k: v for k, v in to_json(best).items() if v != getattr(STANDARD, k)},
    }
    print(json.dumps(record["check"]), flush=True)
    from agricola_qt import resources

    out = Path(args.out) if args.out else Path(str(resources.files(*EXPERT_FILE)))
    tmp = out.with_suffix(".tmp")
    tmp.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    tmp.replace(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
