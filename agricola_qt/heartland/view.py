"""What one seat may know: other hands, the face-down stacks and hidden animals masked.

``seat_view(state, seat)`` keeps everything on the table and the seat's own hand and animals,
and replaces with ``HIDDEN`` (tiles) or value 0 (animals, kind kept):
  * the large tiles in other players' hands (how many they hold stays visible);
  * the normal stack and the end stack (their sizes stay visible; where the end-of-game tile
    lies in the end stack is hidden too);
  * the livestock still on the barn and the animals other players took;
and sets the seed (from which everything could be re-dealt) to zero.
"""

from __future__ import annotations

from attrs import frozen

from agricola_qt.engine.values import replace as evolve
from agricola_qt.heartland.state import HIDDEN, Animal, GameState


@frozen
class SeatView:
    seat: int
    state: GameState  # the masked state


def _masked(animals: tuple[Animal, ...]) -> tuple[Animal, ...]:
    return tuple(Animal(a.kind, 0) for a in animals)


def seat_view(state: GameState, seat: int) -> SeatView:
    """The game as ``seat`` sees it; equal for two states that differ only in hidden facts."""
    players = tuple(
        p if i == seat else evolve(p, hand=(HIDDEN,) * len(p.hand), animals=_masked(p.animals))
        for i, p in enumerate(state.players))
    masked = evolve(
        state, setup=evolve(state.setup, seed=0), players=players,
        stack=(HIDDEN,) * len(state.stack), end_stack=(HIDDEN,) * len(state.end_stack),
        livestock=tuple(_masked(s) for s in state.livestock))
    return SeatView(seat, masked)
