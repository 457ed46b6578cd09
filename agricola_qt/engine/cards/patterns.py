"""Shapes many cards share, so each such card is a few lines of data."""

from __future__ import annotations

from agricola_qt.engine.cards.catalog_card import CatalogCard
from agricola_qt.engine.cards.effects import gain
from agricola_qt.engine.events import Event
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.state import GameState


class SpaceBonus(CatalogCard):
    """Each time the owner uses one of ``spaces``, they also take ``bonus``."""

    spaces: frozenset[str] = frozenset()
    bonus: Goods = Goods()
    listens = frozenset({"space_used"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and event.detail in self.spaces:
            return gain(state, owner, self.bonus)
        return state
