"""Heartland bots against each other: ``python -m agricola_qt.ai.heartland.tournament A B``.

Seats alternate between games so neither bot always starts; game ``g`` uses seed
``first_seed + g``.  Prints each game and the win share (ties shared) of the first bot.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence

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


def match(first: str, second: str, games: int, first_seed: int = 1000,
          verbose: bool = False) -> tuple[float, int]:
    """(win share of ``first`` over ``games`` 2-player games, games played)."""
    share = 0.0
    for g in range(games):
        names = (first, second) if g % 2 == 0 else (second, first)
        state = play_game(names, first_seed + g)
        won = winners(state)
        mine = 0 if g % 2 == 0 else 1
        if mine in won:
            share += 1 / len(won)
        if verbose:
            totals = [r.total for r in results(state)]
            print(f"game {g}: {names[0]} {totals[0]} - {names[1]} {totals[1]}", flush=True)
    return share / games, games


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("first")
    parser.add_argument("second")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    share, games = match(args.first, args.second, args.games, args.seed, verbose=True)
    seconds = time.perf_counter() - start
    print(f"{args.first} won {share:.0%} of {games} games against {args.second} "
          f"({seconds / games:.1f} s a game)")


if __name__ == "__main__":
    main()
