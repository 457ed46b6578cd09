"""Fill a seat view's hidden parts with one plausible guess (for the search).

Hidden large tiles (other hands, the stacks) are drawn from the tiles in play the seat has not
seen; the end-of-game tile, while still in the end stack, goes to a random place in it; hidden
animal values are drawn per kind from the values the seat has not seen.
"""

from __future__ import annotations

import random

from agricola_qt.engine.values import replace as evolve
from agricola_qt.heartland import GameState
from agricola_qt.heartland.components import ANIMAL_VALUES, END_TILE
from agricola_qt.heartland.state import HIDDEN, Animal
from agricola_qt.heartland.view import SeatView


def determinize(view: SeatView, rng: random.Random) -> GameState:
    state = view.state
    seat = view.seat
    seen = {la.tile for layers in state.layers for la in layers if la.tile}
    seen.update(state.players[seat].hand)
    pool = [t for t in state.components.in_play if t not in seen]
    rng.shuffle(pool)
    end_hidden = state.end_drawn_by < 0
    players = list(state.players)
    for i, p in enumerate(players):
        if i != seat and HIDDEN in p.hand:
            hand, pool = pool[:len(p.hand)], pool[len(p.hand):]
            players[i] = evolve(p, hand=tuple(hand))
    stack, pool = tuple(pool[:len(state.stack)]), pool[len(state.stack):]
    end = list(pool[:len(state.end_stack) - (1 if end_hidden else 0)])
    if end_hidden:
        end.insert(rng.randrange(len(end) + 1), END_TILE)
    # animals
    known: dict[object, set[int]] = {}
    for a in (a for p in players for a in p.animals):
        if a.value:
            known.setdefault(a.kind, set()).add(a.value)
    unseen = {kind: [v for v in values if v not in known.get(kind, set())]
              for kind, values in ANIMAL_VALUES.items()}
    for values in unseen.values():
        rng.shuffle(values)

    def fill(animals: tuple[Animal, ...]) -> tuple[Animal, ...]:
        return tuple(a if a.value else Animal(a.kind, unseen[a.kind].pop()) for a in animals)

    players = [evolve(p, animals=fill(p.animals)) for p in players]
    livestock = tuple(fill(s) for s in state.livestock)
    return evolve(state, players=tuple(players), stack=stack, end_stack=tuple(end),
                  livestock=livestock)
