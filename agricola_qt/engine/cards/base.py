"""The card mechanism.

A card (major improvement, minor improvement or occupation) is an object whose methods answer
the questions the engine asks ("what does this cost this player?", "how much food does a sheep
give when cooked?") and react to the events the engine announces ("this card was just bought").
The engine core never names a card: it asks every card a player has, and the cards answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from attrs import frozen

from agricola_qt.engine.goods import NOTHING, Goods

if TYPE_CHECKING:
    from agricola_qt.engine.state import GameState, PlayerState


@frozen
class Payment:
    """One way to pay for a card: goods to the supply and/or a played card to give back."""

    goods: Goods = NOTHING
    returns: str = ""  # id of a card the player owns that goes back (majors back to the board)

    def text(self) -> str:
        return f"return {self.returns}" if self.returns else ""

    def __str__(self) -> str:
        parts = [] if self.goods.is_empty() else [str(self.goods)]
        if self.returns:
            parts.append(f"return {self.returns}")
        return " + ".join(parts) if parts else "free"


@frozen
class Bake:
    """What one baking improvement does in one bake action."""

    food_per_grain: int
    limit: int | None  # grain per bake action; None = any number


@frozen
class HarvestConversion:
    """Once per harvest: ``amount`` of ``good`` becomes ``food``."""

    good: str
    food: int


class Card:
    """Base class: every hook answers "nothing special"."""

    id: str = ""
    number: str = ""
    name: str = ""
    kind: str = ""  # "major", "minor" or "occupation"
    points: int = 0
    text: str = ""

    # --- questions ------------------------------------------------------------------------
    def payments(self, state: GameState, player: int) -> tuple[Payment, ...]:
        """Every way this player may pay for this card right now (empty = cannot be paid)."""
        return ()

    def cooking_rates(self) -> dict[str, int]:
        """Any-time conversions this card allows: good -> food per item."""
        return {}

    def bake(self) -> Bake | None:
        return None

    def harvest_conversion(self) -> HarvestConversion | None:
        return None

    def bonus_points(self, player: PlayerState) -> int:
        return 0

    # --- events ---------------------------------------------------------------------------
    def on_acquired(self, state: GameState, player: int) -> GameState:
        """Called right after the player has paid for this card and put it in front of them."""
        return state
