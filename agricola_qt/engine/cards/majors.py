"""The ten major improvements, as cards on the common card mechanism."""

from __future__ import annotations

from typing import TYPE_CHECKING

from agricola_qt.engine.cards.base import Bake, Card, HarvestConversion, Payment, held_at_end
from agricola_qt.engine.goods import Goods

if TYPE_CHECKING:
    from agricola_qt.engine.state import GameState, PlayerState


class MajorImprovement(Card):
    kind = "major"
    cost: Goods = Goods()

    def __init__(self, id: str, number: str, name: str, cost: Goods, points: int,
                 text: str) -> None:
        self.id, self.number, self.name = id, number, name
        self.cost, self.points, self.text = cost, points, text
        self._paid = (Payment(cost),)  # made once: payments are values

    def payments(self, state: GameState, player: int) -> tuple[Payment, ...]:
        return self._paid


class Fireplace(MajorImprovement):
    def cooking_rates(self, player: PlayerState) -> dict[str, int]:
        return {"veg": 2, "sheep": 2, "boar": 2, "cattle": 3}

    def bake(self) -> Bake:
        return Bake(food_per_grain=2, limit=None)


_GIVE_BACK: dict[str, Payment] = {f: Payment(returns=f)
                                  for f in ("fireplace-2", "fireplace-3", "simple-fireplace")}


class CookingHearth(MajorImprovement):
    upgrades_from = ("fireplace-2", "fireplace-3", "simple-fireplace")  # E20 is a Fireplace

    def payments(self, state: GameState, player: int) -> tuple[Payment, ...]:
        owned = state.players[player].cards
        if not owned:
            return self._paid
        return (*self._paid, *(_GIVE_BACK.get(f) or Payment(returns=f)
                                  for f in self.upgrades_from if f in owned))

    def cooking_rates(self, player: PlayerState) -> dict[str, int]:
        return {"veg": 3, "sheep": 2, "boar": 3, "cattle": 4}

    def bake(self) -> Bake:
        return Bake(food_per_grain=3, limit=None)


class Oven(MajorImprovement):
    def __init__(self, *args: object, food_per_grain: int, limit: int) -> None:
        super().__init__(*args)  # type: ignore[arg-type]
        self._bake = Bake(food_per_grain=food_per_grain, limit=limit)

    def bake(self) -> Bake:
        return self._bake

    def on_acquired(self, state: GameState, player: int) -> GameState:
        from agricola_qt.engine.actions import offer_bake

        return offer_bake(state, player)


class Workshop(MajorImprovement):
    """Joinery, Pottery, Basketmaker's Workshop: a harvest conversion and end-game bonus."""

    def __init__(self, *args: object, good: str, food: int,
                 thresholds: tuple[int, int, int]) -> None:
        super().__init__(*args)  # type: ignore[arg-type]
        self._conversion = HarvestConversion(good, food)
        self._thresholds = thresholds

    def harvest_conversion(self) -> HarvestConversion:
        return self._conversion

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        held = held_at_end(player, self._conversion.good)
        return sum(1 for t in self._thresholds if held >= t)


class Well(MajorImprovement):
    def on_acquired(self, state: GameState, player: int) -> GameState:
        from agricola_qt.engine.actions import promise_goods

        for later in range(state.round + 1, state.round + 6):
            state = promise_goods(state, player, later, Goods(food=1), self.id)
        return state


def _g(**k: int) -> Goods:
    return Goods(**k)


MAJORS: tuple[MajorImprovement, ...] = (
    Fireplace("fireplace-2", "A1", "Fireplace", _g(clay=2), 1,
              "Cook at any time: vegetable 2 food, sheep 2, wild boar 2, cattle 3. "
              "Bake: each grain gives 2 food."),
    Fireplace("fireplace-3", "A2", "Fireplace", _g(clay=3), 1,
              "Cook at any time: vegetable 2 food, sheep 2, wild boar 2, cattle 3. "
              "Bake: each grain gives 2 food."),
    CookingHearth("cooking-hearth-4", "A3", "Cooking Hearth", _g(clay=4), 1,
                  "Pay 4 clay or give back a Fireplace. Cook at any time: vegetable 3 food, "
                  "sheep 2, wild boar 3, cattle 4. Bake: each grain gives 3 food."),
    CookingHearth("cooking-hearth-5", "A4", "Cooking Hearth", _g(clay=5), 1,
                  "Pay 5 clay or give back a Fireplace. Cook at any time: vegetable 3 food, "
                  "sheep 2, wild boar 3, cattle 4. Bake: each grain gives 3 food."),
    Oven("clay-oven", "A5", "Clay Oven", _g(clay=3, stone=1), 2,
         "Bake: 1 grain gives 5 food (one grain per bake). You may bake at once when you "
         "buy it.", food_per_grain=5, limit=1),
    Oven("stone-oven", "A6", "Stone Oven", _g(clay=1, stone=3), 3,
         "Bake: up to 2 grain, 4 food each. You may bake at once when you buy it.",
         food_per_grain=4, limit=2),
    Workshop("joinery", "A7", "Joinery", _g(wood=2, stone=2), 2,
             "In each harvest you may turn 1 wood into 2 food. At the end: 3/5/7 wood "
             "give 1/2/3 bonus points.", good="wood", food=2, thresholds=(3, 5, 7)),
    Workshop("pottery", "A8", "Pottery", _g(clay=2, stone=2), 2,
             "In each harvest you may turn 1 clay into 2 food. At the end: 3/5/7 clay "
             "give 1/2/3 bonus points.", good="clay", food=2, thresholds=(3, 5, 7)),
    Workshop("basketmakers-workshop", "A9", "Basketmaker's Workshop", _g(reed=2, stone=2), 2,
             "In each harvest you may turn 1 reed into 3 food. At the end: 2/4/5 reed "
             "give 1/2/3 bonus points.", good="reed", food=3, thresholds=(2, 4, 5)),
    Well("well", "A10", "Well", _g(wood=1, stone=3), 4,
         "Put 1 food on each of the next 5 round spaces; you get it at the start of those "
         "rounds."),
)
