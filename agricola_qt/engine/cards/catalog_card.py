"""The base class for occupations and minor improvements: printed facts come from the catalog.

A card class names its catalog id; payment options, upgrades, prerequisites, printed points,
passing and the player-count mark then work without further code::

    class Woodcutter(CatalogCard):
        id = "woodcutter"
        listens = frozenset({"space_used"})

        def on_event(self, state, owner, event): ...
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from agricola_qt.engine.cards.base import Card, Payment
from agricola_qt.engine.cards.catalog_data import CATALOG, CardInfo
from agricola_qt.engine.goods import NOTHING
from agricola_qt.engine.refusals import Code, Refusal, refuse

if TYPE_CHECKING:
    from agricola_qt.engine.state import GameState


class CatalogCard(Card):
    info: CardInfo

    def __init__(self) -> None:
        info = CATALOG[self.id]
        self.info = info
        self.number = info.number
        self.name = info.name
        self.kind = info.kind
        self.points = info.points
        self.text = info.text
        self.min_players = info.min_players
        self.passing = info.passing
        # the payments that depend on nothing but the card, made once (they are values)
        options = info.cost_options or (NOTHING,)
        self._fixed_payments: tuple[Payment, ...] | None = (
            (Payment(info.cost),) if info.kind == "occupation"
            else None if info.returns else tuple(Payment(goods) for goods in options))

    def payments(self, state: GameState, player: int) -> tuple[Payment, ...]:
        """Occupations: the printed extra cost.  Minors: each printed cost option, and for
        an upgrade each card the player owns that it may give back."""
        fixed = self._fixed_payments
        if fixed is not None:
            return fixed
        options = self.info.cost_options or (NOTHING,)
        owned = state.players[player].cards
        return tuple(Payment(goods, returned) for returned in self.info.returns
                     if returned in owned for goods in options)

    def prerequisite_problem(self, state: GameState, player: int) -> Refusal | None:
        info = self.info
        if state.round > info.last_round:
            return refuse(Code.PLAYABLE_UNTIL_ROUND, card=self.id, round=info.last_round)
        if not info.prerequisite:  # most cards have none: nothing to count
            return None
        from agricola_qt.engine.cards.prerequisites import prerequisite_problem

        return prerequisite_problem(state, player, self.info)
