"""E-deck occupations E147-E182."""

from __future__ import annotations

from agricola_qt.engine.cards.base import Card
from agricola_qt.engine.cards.catalog_card import CatalogCard
from agricola_qt.engine.cards.effects import gain, took
from agricola_qt.engine.events import Event
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.state import GameState, PlayerState


class LandAgent(CatalogCard):
    """E147: a vegetable now; grain with every Take 1 Vegetable."""

    id = "land-agent"
    listens = frozenset({"space_used"})

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return gain(state, player, Goods(veg=1))

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and event.detail == "vegetable":
            return gain(state, owner, Goods(grain=1))
        return state


class Academic(CatalogCard):
    """E148: counts as two occupations for prerequisites."""

    id = "academic"

    def occupation_weight(self) -> int:
        return 2


class Chief(CatalogCard):
    """E172: extra food to play (from the catalog); a point per room of a stone house."""

    id = "chief"

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        return player.farm.room_count if player.farm.house == "stone" else 0


class Woodcutter(CatalogCard):
    """E176: +1 wood whenever wood comes from an action space."""

    id = "woodcutter"
    listens = frozenset({"space_used", "option_chosen"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and took(event, "wood"):
            return gain(state, owner, Goods(wood=1))
        return state


CARDS: tuple[Card, ...] = (LandAgent(), Academic(), Chief(), Woodcutter())
