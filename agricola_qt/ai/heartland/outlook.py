"""What a suggested move leads to in the rest of its turn, for the hint to say why (no Qt).

``outlook(state, move, bot)`` plays ``move`` and then the bot's own decisions of the same
turn (the large tile after levelling, each field's scoring) and tells, field by field, what
the turn scores: victory points now, or farm points moving that crop's cube.
"""

from __future__ import annotations

from collections.abc import Callable

from attrs import frozen

from agricola_qt.heartland import GameState, Move, Verb, apply
from agricola_qt.heartland.components import Crop
from agricola_qt.heartland.scoring import field_vp
from agricola_qt.heartland.state import Step


@frozen
class Scored:
    """One field of the turn: its crop, and victory points or farm points (barns)."""

    crop: Crop
    victory: bool
    points: int


def outlook(state: GameState, move: Move, choose: Callable[[GameState], Move]) -> list[Scored]:
    """The fields ``move`` and the rest of its turn (decided by ``choose``) score."""
    seat = state.actor
    out: list[Scored] = []
    for _ in range(8):  # a turn has at most a levelling, a large tile and two fields
        if state.step is Step.SCORE:
            field = state.fields[state.scored]
            if move.verb is Verb.VP:
                out.append(Scored(field.crop, True, field_vp(state, field.square)))
            elif move.verb is Verb.FP:
                out.append(Scored(field.crop, False, field.barns))
        state = apply(state, move)
        if state.is_over or state.actor != seat or state.step not in (Step.LARGE,
                                                                        Step.SCORE):
            break
        move = choose(state)
    return out
