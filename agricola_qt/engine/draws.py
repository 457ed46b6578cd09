"""Chance during the game: every mid-game draw goes through ``draw``.

Live, a draw is rolled (from the game's seed and the moment, so the same game rolls the same)
and its result is appended to ``GameState.chances``.  When a record is replayed, the results
it wrote down are given in ``GameState.preset`` (oldest first) and ``draw`` takes them instead
of rolling, after checking that the draw could have produced them: a replay never depends on
how today's engine would roll.
"""

from __future__ import annotations

from collections.abc import Callable

from agricola_qt.engine.chance import Chance, ChanceMismatch
from agricola_qt.engine.state import GameState
from agricola_qt.engine.values import replace

Result = tuple[str, ...]


def draw(state: GameState, card_id: str, player: int, roll: Callable[[], Result],
         problem: Callable[[Result], str | None]) -> tuple[GameState, Result]:
    """The state with the draw noted, and its result.

    ``roll`` makes a fresh result; ``problem`` says why a given result is impossible (None
    when it is possible).  Raises ``ChanceMismatch`` for a preset result that does not fit.
    """
    if state.preset:
        given = state.preset[0]
        if given.card != card_id or given.player != player:
            raise ChanceMismatch(f"the record gives a draw of {given.card} for player "
                                 f"{given.player + 1}, but {card_id} draws for player "
                                 f"{player + 1} here")
        why = problem(given.result)
        if why:
            raise ChanceMismatch(f"{card_id} cannot draw {' '.join(given.result) or '-'}: {why}")
        result = given.result
        state = replace(state, preset=state.preset[1:])
    else:
        result = roll()
    return replace(state, chances=(*state.chances, Chance(card_id, player, result))), result


def from_pool(pool: list[str], size: int) -> Callable[[Result], str | None]:
    """A check for ``size`` different items out of ``pool`` (fewer when the pool is short)."""
    def problem(result: Result) -> str | None:
        wanted = min(size, len(pool))
        if len(result) != wanted:
            return f"it draws {wanted}, not {len(result)}"
        if len(set(result)) != len(result):
            return "an item is drawn twice"
        missing = [item for item in result if item not in pool]
        if missing:
            return f"{missing[0]} cannot be drawn now"
        return None
    return problem


def from_bag(bag: tuple[str, ...], size: int) -> Callable[[Result], str | None]:
    """A check for ``size`` items out of a bag that may hold several of each."""
    def problem(result: Result) -> str | None:
        if len(result) != size:
            return f"it draws {size}, not {len(result)}"
        for item in set(result):
            if result.count(item) > bag.count(item):
                return f"the bag has only {bag.count(item)} {item}"
        return None
    return problem
