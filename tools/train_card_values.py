"""Fit what each card is worth to the heuristic player (``ai/cardplay.py``, ``learned_value``).

    python tools/train_card_values.py [--games 1.0] [--jobs 2] [--ridge 30] [--out FILE]

The heuristic's card priors read a card's printed text; how much a card really brings depends
on how the computer plays it.  This plays seeded full games (decks E, I and K; 2 to 4 players)
of the heuristic (valuing occupations a little more, ``EXPLORING``) where, whenever it has
chosen to play a card, it plays one of its playable
cards at random instead (70 % of the time), so that which card is played does not depend on
how good it looks.  Then it fits, by least squares with a ridge (pure Python, as
``ai/evaluation.fit``), each player's final margin (score less the others' mean) on the cards
each player played: one worth per card, besides the mean worth of playing an occupation and of
playing a minor improvement.  What a one-step look ahead already sees (a minor improvement's
points, the goods its cost takes) is taken off, so that the file holds what the lookahead misses.
``--games`` scales the number of deals (1.0 is 16 000 games, some 25 minutes on two cores).
Deterministic for the same deals.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import warnings
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

# (players, deals at --games 1.0, first seed): the computers mostly play 2-player games
DEALS = ((2, 11_000, 10_000), (3, 3000, 20_000), (4, 2000, 40_000))
EXPLORE = 0.7  # the share of card plays where a random playable card replaces the chosen one
# The exploring heuristic values the occupation spaces more than the standard one, which
# plays about one occupation a game: some 3 occupations a seat give every occupation its
# share of plays.  (Fitted on the standard heuristic's games, the values measured the same
# within the noise: 52.8 % of 200 2-player games against the text's priors, here 52.3 %.)
EXPLORING = {"occ_base": 1.5, "occ_more": 0.4}
RIDGE = 30.0

Game = tuple[int, list[int], list[list[str]]]  # players, final scores, cards played by each
# A game with more moves than this is left out: cards chosen at random can lead the
# heuristic's answers round in a circle its net (``ai/unstick.py``) does not break, as the
# random choice keeps changing what the net tries (an ordinary game has 300-700 moves).
MOST_MOVES = 5000


def play(task: tuple[int, int]) -> Game | None:
    """One exploration game: the heuristic in every seat, its card choices made at random
    (None for a game cut off at ``MOST_MOVES``)."""
    from attrs import evolve

    from agricola_qt.ai.heuristic_bot import HeuristicBot
    from agricola_qt.ai.view import seat_view
    from agricola_qt.ai.weights import STANDARD
    from agricola_qt.ai.work import legal_moves
    from agricola_qt.engine import apply, new_game, new_setup, scores
    from agricola_qt.engine.setup import DeckShortWarning

    players, seed = task
    rng = random.Random(seed)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeckShortWarning)
        state = new_game(new_setup(players, family=False, decks=("E", "I", "K"), seed=seed))
    weights = evolve(STANDARD, **EXPLORING)
    bots = [HeuristicBot(seed=seed, weights=weights) for _ in range(players)]
    played: list[list[str]] = [[] for _ in range(players)]
    for _ in range(MOST_MOVES):
        if state.is_over:
            break
        actor = state.actor
        move = bots[actor].choose(state)
        if move.verb in ("occupation", "minor") and rng.random() < EXPLORE:
            masked = seat_view(state, actor).state
            cards = [m for m in legal_moves(masked) if m.verb in ("occupation", "minor")]
            if cards:
                move = rng.choice(cards)
        if move.verb in ("occupation", "minor"):
            played[actor].append(move.args[0])
        state = apply(state, move)
    if not state.is_over:
        return None
    return players, [s.total for s in scores(state)], played


def _tasks(scale: float) -> list[tuple[int, int]]:
    return [(players, first + g) for players, deals, first in DEALS
            for g in range(max(2, round(deals * scale)))]


def visible(card_id: str) -> float:
    """What a one-step look ahead sees of playing the card: its points less its cost's goods
    at the lookahead's worth of goods kept (``cardplay.position_value``)."""
    from agricola_qt.ai.cardplay import GOOD_WORTH
    from agricola_qt.engine.cards.catalog_data import CATALOG
    from agricola_qt.engine.cards.registry import card

    info = CATALOG[card_id]
    cost = min((sum(GOOD_WORTH.get(k, 0.5) * n for k, n in option.items())
                for option in info.cost_options), default=0.0)
    return card(card_id).points - cost


def fit_values(games: list[Game], ridge: float = RIDGE) -> dict[str, float]:
    """Each played card's worth to its player's margin, less what the lookahead sees."""
    from agricola_qt.ai.evaluation import solve
    from agricola_qt.engine.cards.catalog_data import CATALOG

    names = sorted({c for _, _, played in games for hand in played for c in hand})
    index = {c: i for i, c in enumerate(names)}
    kinds = len(names)  # two more unknowns: the mean worth of an occupation, of a minor
    size = kinds + 2
    a: dict[tuple[int, int], float] = defaultdict(float)
    b = [0.0] * size
    for players, final, played in games:
        for me in range(players):
            x: dict[int, float] = defaultdict(float)
            for other in range(players):
                sign = 1.0 if other == me else -1.0 / (players - 1)
                for c in played[other]:
                    x[index[c]] += sign
                    x[kinds + (CATALOG[c].kind != "occupation")] += sign
            y = final[me] - sum(final[o] for o in range(players) if o != me) / (players - 1)
            items = [(k, v) for k, v in x.items() if v]
            for k, v in items:
                b[k] += v * y
                for k2, v2 in items:
                    a[(k, k2)] += v * v2
    rows = [[a.get((i, j), 0.0) for j in range(size)] for i in range(size)]
    for i in range(size):
        rows[i][i] += ridge if i < kinds else 1e-6
    worth = solve(rows, b)
    return {c: round(worth[index[c]] - visible(c), 2) for c in names}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=float, default=1.0, help="scale of the deals")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--ridge", type=float, default=RIDGE)
    parser.add_argument("--out", type=Path, default=None,
                        help="where to write (default: the package's resource file)")
    args = parser.parse_args(argv)
    tasks = _tasks(args.games)
    if args.jobs > 1:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            played = list(pool.map(play, tasks, chunksize=16))
    else:  # in this process (as the tests run it)
        played = [play(t) for t in tasks]
    games = [g for g in played if g is not None]
    values = fit_values(games, args.ridge)
    out = args.out
    if out is None:
        from agricola_qt import resources
        from agricola_qt.ai.cardplay import CARD_VALUES_FILE

        out = Path(str(resources.path(*CARD_VALUES_FILE)))
    deals = {str(p): sum(1 for q, _ in tasks if q == p) for p, _, _ in DEALS}
    text = json.dumps({"about": "tools/train_card_values.py", "deals": deals,
                       "left_out": len(played) - len(games),
                       "explore": EXPLORE, "ridge": args.ridge,
                       "values": dict(sorted(values.items()))}, indent=1)
    out.write_text(text + "\n", encoding="utf-8")
    print(f"wrote {out} ({len(games)} games, {len(played) - len(games)} left out, "
          f"{len(values)} cards)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
