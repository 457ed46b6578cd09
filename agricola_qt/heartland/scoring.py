"""Points: a field's victory points, farm tax, the final count and the tie-break."""

from __future__ import annotations

from attrs import frozen

from agricola_qt.heartland.board import group
from agricola_qt.heartland.state import GameState


def field_vp(state: GameState, square: int) -> int:
    """Victory points for the field on ``square``: the size of its crop's region (0 if farmed)."""
    region = group(state.tops, square, state.geometry)
    if region & set(state.farm_squares):
        return 0
    return len(region)


def farmed_area(state: GameState, seat: int) -> int:
    """The total size of the regions ``seat``'s farms occupy: the farm tax and the tie-break."""
    geo = state.geometry
    return sum(len(group(state.tops, f, geo)) for f in state.players[seat].farms)


def board_side(score: int) -> tuple[int, int]:
    """(hundreds shown by the player board, marker position 0-99): past 99 the board flips."""
    return divmod(score, 100)


@frozen
class Result:
    seat: int
    track: int  # the victory-point track
    livestock: int  # the animals' values (revealed at the end)
    farmed_area: int

    @property
    def total(self) -> int:
        return self.track + self.livestock


def results(state: GameState) -> tuple[Result, ...]:
    """Every player's points as they stand (livestock counted at its true values)."""
    return tuple(
        Result(i, p.score, sum(a.value for a in p.animals), farmed_area(state, i))
        for i, p in enumerate(state.players))


def winners(state: GameState) -> tuple[int, ...]:
    """Highest total wins; a tie goes to the largest farmed area; still tied: shared."""
    table = results(state)
    best = max((r.total, r.farmed_area) for r in table)
    return tuple(r.seat for r in table if (r.total, r.farmed_area) == best)
