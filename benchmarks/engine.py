"""Engine speed: random legal-move games and one fence-heavy legal_moves call.

    python3 benchmarks/engine.py --json

prints one JSON line (times on one core of this machine).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
import warnings

from attrs import evolve

from agricola_qt.engine import GameState, apply, legal_moves, new_game, new_setup
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.spaces import ROUND_CARDS


def random_game_ms(players: int, games: int, seed: int) -> float:
    rng = random.Random(seed)
    setups = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for g in range(games):
            setups.append(new_setup(players, family=True, seed=seed + g))
    started = time.perf_counter()
    for setup in setups:
        state = new_game(setup)
        while not state.is_over:
            moves = legal_moves(state)
            state = apply(state, moves[rng.randrange(len(moves))], checked=False)
    return (time.perf_counter() - started) * 1000 / games


def fence_heavy_position() -> GameState:
    """Round 1 with Fences revealed; the player has three pastures, a plan and 9 wood left."""
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


def legal_moves_us(state: GameState, repeat: int) -> float:
    timings = []
    for _ in range(repeat):
        started = time.perf_counter()
        legal_moves(state)
        timings.append((time.perf_counter() - started) * 1e6)
    return statistics.median(timings)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--json", action="store_true", help="print one JSON line (default)")
    parser.add_argument("--games", type=int, default=60)
    args = parser.parse_args()
    result = {
        "ms_per_game_2p_family": round(random_game_ms(2, args.games, 1000), 2),
        "ms_per_game_4p_family": round(random_game_ms(4, args.games // 2, 2000), 2),
        "ms_per_game_5p_family": round(random_game_ms(5, args.games // 2, 3000), 2),
        "us_per_legal_moves_fence_heavy": round(legal_moves_us(fence_heavy_position(), 2000), 1),
    }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
