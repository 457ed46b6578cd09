"""E-deck minor improvements (E11-E62, E338)."""

from __future__ import annotations

from agricola_qt.engine.cards.base import Card
from agricola_qt.engine.cards.catalog_card import CatalogCard
from agricola_qt.engine.cards.effects import ask, gain, offer, took
from agricola_qt.engine.events import Event
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.housing import Housing
from agricola_qt.engine.state import Frame, GameState, PlayerState
from agricola_qt.engine.values import replace


class Field(CatalogCard):
    """E11: plow one field at once."""

    id = "field"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return offer(state, player, plows=1)


class FishingRod(CatalogCard):
    """E12: more food from Fishing (2 from round 8)."""

    id = "fishing-rod"
    listens = frozenset({"space_used"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and event.detail == "fishing":
            return gain(state, owner, Goods(food=2 if state.round >= 8 else 1))
        return state


class Axe(CatalogCard):
    """E13: wooden rooms cost 2 wood and 2 reed."""

    id = "axe"
    changes_costs = True

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        if what == "room" and player.farm.house == "wood":
            return replace(cost, wood=min(cost.wood, 2))
        return cost


class BuildingMaterial(CatalogCard):
    """E16: take 1 wood or 1 clay."""

    id = "building-material"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return ask(state, player, self.id, ("wood", "clay"))

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        return gain(state, frame.player, Goods().add(option, 1))


class Manger(CatalogCard):
    """E23: bonus points for a large pasture area."""

    id = "manger"

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        area = player.farm.pasture_cells.bit_count()
        return max(0, min(4, area - 5))


class CornScoop(CatalogCard):
    """E35: one more grain from Take 1 Grain."""

    id = "corn-scoop"
    listens = frozenset({"space_used"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and event.detail == "grain" and took(event, "grain"):
            return gain(state, owner, Goods(grain=1))
        return state


class AnimalYard(CatalogCard):
    """E58: holds 2 animals of any kinds."""

    id = "animal-yard"
    changes_housing = True

    def housing_change(self, player: PlayerState, housing: Housing) -> Housing:
        return replace(housing, singles=housing.singles + 2)


CARDS: tuple[Card, ...] = (
    Field(), FishingRod(), Axe(), BuildingMaterial(), Manger(), CornScoop(), AnimalYard(),
)
