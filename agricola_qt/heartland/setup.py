"""A new game: every chance decided once (SplitMix64 on the seed) and stored in the state.

Order of draws from the generator (part of the saved-game contract): the start player, the
large tiles' order, the end stack's order, then the livestock values crop by crop.
"""

from __future__ import annotations

from agricola_qt.engine.chance import SplitMix64
from agricola_qt.heartland.components import (
    ANIMAL_VALUES,
    CROPS,
    END_TILE,
    HAND_SIZE,
    components,
)
from agricola_qt.heartland.state import Animal, GameState, PlayerState, Setup


def new_game(players: int, seed: int = 0, names: tuple[str, ...] = ()) -> GameState:
    """Shuffle, deal, stack the livestock; the start player acts first."""
    comp = components(players)
    rng = SplitMix64(seed)
    start = rng.below(players)
    tiles = rng.shuffled(comp.in_play)
    end_part, tiles = tiles[:comp.end_stack_tiles], tiles[comp.end_stack_tiles:]
    end_stack = tuple(rng.shuffled([*end_part, END_TILE]))
    hands = [tuple(tiles[i * HAND_SIZE:(i + 1) * HAND_SIZE]) for i in range(players)]
    stack = tuple(tiles[players * HAND_SIZE:])
    # Livestock: each kind's five values shuffled over the five crops' stacks.
    values = {kind: rng.shuffled(ANIMAL_VALUES[kind]) for kind in comp.animals}
    livestock = tuple(
        tuple(Animal(kind, values[kind][i]) for kind in comp.animals) for i in range(len(CROPS)))
    area = comp.rows * comp.columns
    removed = tuple(t.id for t in comp.tiles if t.id not in comp.in_play)
    return GameState(
        setup=Setup(players, seed, start, tuple(names)),
        layers=((),) * area, tops=comp.printed, heights=(0,) * area,
        players=tuple(PlayerState(hand=h, smalls=CROPS) for h in hands),
        stack=stack, end_stack=end_stack, livestock=livestock, removed=removed, actor=start)
