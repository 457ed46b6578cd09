"""Heartland bots against each other: ``python -m agricola_qt.ai.heartland.tournament A B``.

Seats alternate between games so neither bot always starts; game ``g`` uses seed
``first_seed + g``.  Prints each game, the win share (ties shared) of the first bot and its
95 % interval (Wilson).  ``--jobs N`` plays N games at a time in worker processes: the
results are the same as with one (every game depends only on its seed).
"""

from __future__ import annotations

import argparse
import math
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor

from agricola_qt.ai.heartland.registry import make_bot
from agricola_qt.heartland import GameState, apply, new_game, results, winners


def play_game(names: Sequence[str], seed: int) -> GameState:
    """One game, seat i played by bot ``names[i]`` (seeded from the game seed)."""
    state = new_game(len(names), seed)
    bots = [make_bot(name, seed * 7 + i) for i, name in enumerate(names)]
    while not state.is_over:
        state = apply(state, bots[state.actor].choose(state))
    return state


def selfplay(players: int, bots: Sequence[str], games: int,
             first_seed: int = 0) -> list[GameState]:
    """``games`` finished games of ``players`` seats, seat i played by ``bots[i % len(bots)]``
    (for ``agricola-qt selfplay --game heartland``)."""
    names = [bots[i % len(bots)] for i in range(players)]
    return [play_game(names, first_seed + g) for g in range(games)]


def _one(args: tuple[str, str, int, int]) -> tuple[float, str]:
    """Game ``g`` of a match: (the first bot's share of the win, a line about it)."""
    first, second, g, first_seed = args
    names = (first, second) if g % 2 == 0 else (second, first)
    state = play_game(names, first_seed + g)
    won = winners(state)
    mine = 0 if g % 2 == 0 else 1
    totals = [r.total for r in results(state)]
    share = 1 / len(won) if mine in won else 0.0
    return share, f"game {g}: {names[0]} {totals[0]} - {names[1]} {totals[1]}"


def match(first: str, second: str, games: int, first_seed: int = 1000,
          verbose: bool = False, jobs: int = 1) -> tuple[float, int]:
    """(win share of ``first`` over ``games`` 2-player games, games played)."""
    tasks = [(first, second, g, first_seed) for g in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            played = list(pool.map(_one, tasks))
    else:
        played = [_one(t) for t in tasks]
    share = 0.0
    for won, line in played:
        share += won
        if verbose:
            print(line, flush=True)
    return share / games, games


def wilson(share: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % (Wilson score) interval of a win share measured over ``games`` games."""
    if games <= 0:
        return 0.0, 1.0
    centre = share + z * z / (2 * games)
    spread = z * math.sqrt(share * (1 - share) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("first")
    parser.add_argument("second")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=1, help="games played at a time")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    share, games = match(args.first, args.second, args.games, args.seed, verbose=True,
                         jobs=args.jobs)
    seconds = time.perf_counter() - start
    low, high = wilson(share, games)
    print(f"{args.first} won {share:.1%} of {games} games against {args.second} "
          f"(95 % interval {low:.1%} to {high:.1%}; {seconds / games:.1f} s a game)")


if __name__ == "__main__":
    main()
