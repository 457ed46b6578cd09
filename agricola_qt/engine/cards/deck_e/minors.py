"""E-deck minor improvements (E11-E62, E338)."""

from __future__ import annotations

from collections.abc import Iterable

from attrs import frozen

from agricola_qt.engine.cards.base import HOUSING_EVERY_PASTURE, Bake, Card
from agricola_qt.engine.cards.catalog_card import CatalogCard
from agricola_qt.engine.cards.effects import (
    ask,
    forfeit_future,
    gain,
    next_rounds,
    offer,
    offer_bake,
    remaining_rounds,
)
from agricola_qt.engine.cards.patterns import (
    GainOnPlay,
    LeaveWood,
    Plough,
    Promising,
    SpaceBonus,
    room_cells,
)
from agricola_qt.engine.cards.room_payments import (
    SUPPORTED_ROOM,
    RoomPayment,
    reed_swap,
    reed_swap_options,
)
from agricola_qt.engine.events import Event, Source, announce, announce_fences
from agricola_qt.engine.goods import ANIMALS, BUILDING_RESOURCES, Goods
from agricola_qt.engine.grid import CELL_COUNT, CELL_NAMES, parse_cell
from agricola_qt.engine.housing import Housing
from agricola_qt.engine.memory import Memory, recall, remember
from agricola_qt.engine.refusals import Code, Refusal, refuse
from agricola_qt.engine.state import Frame, GameState, PlayerState
from agricola_qt.engine.values import replace


class Field(CatalogCard):
    """E11: plough one field at once."""

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
    sets_base_cost = True

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        if what == "room" and player.farm.house == "wood":
            return replace(cost, wood=min(cost.wood, 2))
        return cost


class BuildingMaterial(CatalogCard):
    """E16: take 1 wood or 1 clay (a gift of this card: the Berry Picker hears it)."""

    id = "building-material"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return ask(state, player, self.id, ("wood", "clay"))

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        return gain(state, frame.player, Goods().add(option, 1), self.id)


class Manger(CatalogCard):
    """E23: bonus points for a large pasture area."""

    id = "manger"

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        area = player.farm.pasture_cells.bit_count()
        return max(0, min(4, area - 5))


class CornScoop(SpaceBonus):
    """E35: one more grain from Take 1 Grain."""

    id = "corn-scoop"
    spaces = frozenset({"grain"})
    bonus = Goods(grain=1)


class AnimalYard(CatalogCard):
    """E58: holds 2 animals of any kinds (a yard: the Shepherd's Pipe and the Drinking Trough
    give it more room the way they give pastures, see ``Housing``)."""

    id = "animal-yard"
    changes_housing = True

    def housing_change(self, player: PlayerState, housing: Housing) -> Housing:
        return replace(housing, yards=(*housing.yards, 2))


# --- goods waiting on round spaces ---------------------------------------------------------

_Promising = Promising  # moved to cards/patterns.py (the K deck shares it)


class AnimalPen(_Promising):
    """E24: 2 food on every remaining round space."""

    id = "animal-pen"
    goods = Goods(food=2)


class CarpPond(_Promising):
    """E31: 1 food on every remaining odd-numbered round space."""

    id = "carp-pond"
    goods = Goods(food=1)

    def rounds(self, state: GameState) -> Iterable[int]:
        return (r for r in remaining_rounds(state) if r % 2)


class FruitTree(_Promising):
    """E43: 1 food on the remaining round spaces 8 to 14."""

    id = "fruit-tree"
    goods = Goods(food=1)

    def rounds(self, state: GameState) -> Iterable[int]:
        return range(8, 15)


class PrivateForest(_Promising):
    """E45: 1 wood on every remaining even-numbered round space."""

    id = "private-forest"
    goods = Goods(wood=1)

    def rounds(self, state: GameState) -> Iterable[int]:
        return (r for r in remaining_rounds(state) if r % 2 == 0)


class SackCart(_Promising):
    """E46: 1 grain on the remaining round spaces 5, 8, 11 and 14."""

    id = "sack-cart"
    goods = Goods(grain=1)

    def rounds(self, state: GameState) -> Iterable[int]:
        return (5, 8, 11, 14)


class ReedPond(_Promising):
    """E48: 1 reed on each of the next 3 round spaces."""

    id = "reed-pond"
    goods = Goods(reed=1)

    claims = 3

    def rounds(self, state: GameState) -> Iterable[int]:
        return next_rounds(state, 3)

    def schedule(self, state: GameState) -> Iterable[int]:
        return remaining_rounds(state)


class Dovecote(_Promising):
    """E57: 1 food on the remaining round spaces 10 to 14."""

    id = "dovecote"
    goods = Goods(food=1)

    def rounds(self, state: GameState) -> Iterable[int]:
        return range(10, 15)


# --- more from action spaces ---------------------------------------------------------------

class Raft(CatalogCard):
    """E22: 1 food or 1 reed more from Fishing."""

    id = "raft"
    listens = frozenset({"space_used"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and event.detail == "fishing":
            return ask(state, owner, self.id, ("food", "reed"))
        return state

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        return gain(state, frame.player, Goods().add(option, 1))


class Canoe(SpaceBonus):
    """E30: 1 food and 1 reed more from Fishing."""

    id = "canoe"
    spaces = frozenset({"fishing"})
    bonus = Goods(food=1, reed=1)


class Quarry(SpaceBonus):
    """E54: 3 stone more from Day Labourer (original edition)."""

    id = "quarry"
    spaces = frozenset({"day-labourer"})
    bonus = Goods(stone=3)


class StoneTongs(SpaceBonus):
    """E56: 1 stone more from the stone round spaces (stages 2 and 4)."""

    id = "stone-tongs"
    spaces = frozenset({"stone-1", "stone-2"})
    bonus = Goods(stone=1)


class Basket(LeaveWood):
    """E34: leave 2 of the wood taken from an action space there, for 3 food."""

    id = "basket"
    leave = 2
    reward = Goods(food=3)


# --- cooking and baking ---------------------------------------------------------------------

class BakersOven(CatalogCard):
    """E14: an oven (upgrade of an oven): up to 2 grain into 5 food each; bake when played."""

    id = "bakers-oven"
    is_oven = True

    def bake(self) -> Bake:
        return Bake(food_per_grain=5, limit=2)

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return offer_bake(state, player)


class WoodFiredOven(CatalogCard):
    """E27: an oven: any grain into 3 food each; bake when played."""

    id = "wood-fired-oven"
    is_oven = True

    def bake(self) -> Bake:
        return Bake(food_per_grain=3, limit=None)

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return offer_bake(state, player)


class Windmill(CatalogCard):
    """E17: grain into 2 food at any time (not baking)."""

    id = "windmill"

    def cooking_rates(self, player: PlayerState) -> dict[str, int]:
        return {"grain": 2}


class SimpleFireplace(CatalogCard):
    """E20: a Fireplace that cooks a sheep for only 1 food; bakes grain into 2 food."""

    id = "simple-fireplace"

    def cooking_rates(self, player: PlayerState) -> dict[str, int]:
        return {"veg": 2, "sheep": 1, "boar": 2, "cattle": 3}

    def bake(self) -> Bake:
        return Bake(food_per_grain=2, limit=None)


FIREPLACES = frozenset({"fireplace-2", "fireplace-3", "cooking-hearth-4", "cooking-hearth-5",
                        "simple-fireplace", "cooking-corner", "cooking-hearth"})


class Spices(CatalogCard):
    """E25: a vegetable cooked with a Fireplace, Cooking Hearth or Cooking Corner gives 1 more."""

    id = "spices"

    def cooking_rates(self, player: PlayerState) -> dict[str, int]:
        best = fireplace_rate(player, "veg")
        return {"veg": best} if best else {}


def fireplace_rate(player: PlayerState, good: str) -> int:
    """Food per ``good`` cooked with the player's best Fireplace-like card (0: none)."""
    from agricola_qt.engine.cards.registry import card

    best = max((card(c).cooking_rates(player).get(good, 0)
                for c in player.cards if c in FIREPLACES), default=0)
    return best + 1 if best and good == "veg" and "spices" in player.cards else best


COOKED = ("veg", *ANIMALS)


@frozen
class GypsysCrockBake(Memory):
    """Goods the Gypsy's Crock cooked beside the bake action ``bake`` (space, frame depth)."""

    card = "gypsys-crock"
    lifetime = "turn"
    bake: tuple[str, int] = ("", 0)
    cooked: int = 0


class GypsysCrock(CatalogCard):
    """E19: 1 more food for every 2 goods turned into food in one go with a Fireplace, Cooking
    Hearth or Cooking Corner.

    Cooking two goods in one go is this card's use ("use gypsys-crock veg+sheep"); baking
    pairs of grain with such a card in one bake counts too.  Ruling: baking 1 bread and
    cooking 1 other good at the same time counts: during a bake the player may
    ``use gypsys-crock bread+GOOD`` (cook GOOD with the fireplace now; it pairs with a grain
    baked with a fireplace in this bake, before or after it).
    """

    id = "gypsys-crock"
    listens = frozenset({"baked", "cooked_together"})

    @staticmethod
    def _bake(state: GameState) -> tuple[str, int]:
        """The bake action now: its space and how deep its frame lies."""
        frame = state.frame
        return (frame.space if frame is not None else "", len(state.pending))

    def _cooked(self, state: GameState, player: int) -> int:
        """Goods cooked with ``bread+GOOD`` in the current bake so far."""
        kept = recall(state.players[player], GypsysCrockBake)
        return kept.cooked if kept is not None and kept.bake == self._bake(state) else 0

    def _items(self, state: GameState, player: int) -> int:
        """Goods turned into food with a fireplace-like card in the current bake so far."""
        frame = state.frame
        grains = sum(1 for c in frame.baked if c in FIREPLACES) if frame is not None else 0
        return grains + self._cooked(state, player)

    def uses(self, state: GameState, player: int) -> tuple[str, ...]:
        p = state.players[player]
        frame = state.frame
        if frame is not None and frame.kind == "breed":
            return ()
        cookable = [g for g in COOKED if p.goods.get(g) and fireplace_rate(p, g)]
        pairs = tuple(f"{a}+{b}" for i, a in enumerate(cookable) for b in cookable[i:]
                      if a != b or p.goods.get(a) >= 2)
        baking = (frame is not None and frame.kind == "action" and frame.bake
                  and frame.player == player)
        if baking and (p.goods.grain or self._items(state, player) % 2):
            pairs += tuple(f"bread+{g}" for g in cookable)
        return pairs

    def use(self, state: GameState, player: int, option: str) -> GameState:
        p = state.players[player]
        if option.startswith("bread+"):
            good = option.removeprefix("bread+")
            cooked_now = GypsysCrockBake(self._bake(state), self._cooked(state, player) + 1)
            state = remember(state, player, cooked_now)
            paired = self._items(state, player) % 2 == 0
            cooked = Goods(food=fireplace_rate(p, good) + int(paired)).add(good, -1)
            return gain(state, player, cooked)
        cooked = Goods(food=1)
        for good in option.split("+"):
            cooked = cooked.add(good, -1).add("food", fireplace_rate(p, good))
        return gain(state, player, cooked)

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner or event.detail not in FIREPLACES:
            return state
        if event.kind == "cooked_together":  # animals that did not fit, cooked at once
            return gain(state, owner, Goods(food=event.amount // 2))
        frame = state.frame
        if frame is None:
            return state
        return gain(state, owner, Goods(food=1)) if self._items(state, owner) % 2 == 0 else state


class Millstone(CatalogCard):
    """E41: 2 more food in every bake of at least 1 grain."""

    id = "millstone"
    listens = frozenset({"bake_started"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner:
            return gain(state, owner, Goods(food=2))
        return state


WOOD_WORKSHOPS = frozenset({"joinery", "sawmill", "cabinetmaker"})


class Plane(CatalogCard):
    """E26: after a Joinery (Sawmill, Cabinetmaker) turned wood into food in this harvest:
    1 more food, or a second wood into 2 food."""

    id = "plane"

    def uses(self, state: GameState, player: int) -> tuple[str, ...]:
        p = state.players[player]
        frame = state.frame
        if (frame is None or frame.kind != "feed" or frame.player != player
                or self.id in p.harvest_used or not WOOD_WORKSHOPS & set(p.harvest_used)):
            return ()
        return ("food", "wood") if p.goods.wood else ("food",)

    def use(self, state: GameState, player: int, option: str) -> GameState:
        p = state.players[player]
        state = state.with_player(player, replace(p, harvest_used=(*p.harvest_used, self.id)))
        return gain(state, player, Goods(food=1) if option == "food" else Goods(wood=-1, food=2))


# --- sowing and harvest ---------------------------------------------------------------------

class PotatoDibber(CatalogCard):
    """E32: 1 more vegetable on each field newly sown with vegetables."""

    id = "potato-dibber"
    listens = frozenset({"sowed"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner or event.detail != "veg":
            return state
        p = state.players[owner]
        sown = tuple(replace(f, count=f.count + 1) if f.cell == event.amount else f
                     for f in p.farm.sown)
        return state.with_player(owner, replace(p, farm=replace(p.farm, sown=sown)))


class Spindle(CatalogCard):
    """E51: in each harvest's field phase, 3-4 sheep give 1 food, 5+ sheep 2 food."""

    id = "spindle"
    listens = frozenset({"harvest_start"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        sheep = state.players[owner].goods.sheep
        food = 2 if sheep >= 5 else 1 if sheep >= 3 else 0
        return gain(state, owner, Goods(food=food)) if food else state


class ButterChurn(CatalogCard):
    """E53: in each harvest's field phase, 1 food per 3 sheep and per 2 cattle."""

    id = "butter-churn"
    listens = frozenset({"harvest_start"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        g = state.players[owner].goods
        food = g.sheep // 3 + g.cattle // 2
        return gain(state, owner, Goods(food=food)) if food else state


class FeedPellets(CatalogCard):
    """E338: once per feeding, 1 vegetable for 1 animal of a kind already on the farm."""

    id = "feed-pellets"

    def uses(self, state: GameState, player: int) -> tuple[str, ...]:
        p = state.players[player]
        frame = state.frame
        if (frame is None or frame.kind != "feed" or frame.player != player
                or self.id in p.harvest_used or not p.goods.veg):
            return ()
        return tuple(kind for kind in ANIMALS if p.goods.get(kind))

    def use(self, state: GameState, player: int, option: str) -> GameState:
        p = state.players[player]
        state = state.with_player(player, replace(p, harvest_used=(*p.harvest_used, self.id)))
        return gain(state, player, Goods(veg=-1).add(option, 1))


# --- points ---------------------------------------------------------------------------------

class HalfTimberedHouse(CatalogCard):
    """E21: 1 bonus point per room of a stone house."""

    id = "half-timbered-house"

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        return player.farm.room_count if player.farm.house == "stone" else 0


class Clogs(CatalogCard):
    """E28: 1 bonus point for a clay hut, 2 for a stone house."""

    id = "clogs"

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        return {"clay": 1, "stone": 2}.get(player.farm.house, 0)


class Outhouse(CatalogCard):
    """E44: only while another player has fewer than 2 occupations (solo: you)."""

    id = "outhouse"

    def prerequisite_problem(self, state: GameState, player: int) -> Refusal | None:
        problem = super().prerequisite_problem(state, player)
        if problem:
            return problem
        from agricola_qt.engine.economy import occupation_count

        others = [i for i in range(len(state.players)) if i != player] or [player]
        if any(occupation_count(state.players[i], True) < 2 for i in others):
            return None
        if len(state.players) == 1:
            return refuse(Code.FEWER_OCCUPATIONS_SELF, card=self.id, n=2)
        return refuse(Code.FEWER_OCCUPATIONS_OTHER, card=self.id, n=2)


class ShepherdsPipe(CatalogCard):
    """E29: each pasture holding sheep takes 2 more; an unfenced stable may hold 2 sheep.

    Rulings: the Stablemaster's stable gets nothing (it stays 3 animals of one kind; the
    other unfenced stables still hold 2 sheep: the Stablemaster, asked later by its
    ``housing_stage``, takes its stable out of the Pipe's); a yard on a card (the Animal
    Yard) holding sheep takes 2 more sheep: 4 sheep, or up to 3 sheep and 1 other animal
    (``Housing``).
    """

    id = "shepherds-pipe"
    changes_housing = True
    housing_stage = HOUSING_EVERY_PASTURE

    def housing_change(self, player: PlayerState, housing: Housing) -> Housing:
        return replace(housing, sheep_bonus=housing.sheep_bonus + 2,
                       sheep_stables=housing.sheep_stables + player.farm.unfenced_stables())


class DrinkingTrough(CatalogCard):
    """E59: every pasture and every yard on a card (the Animal Yard) holds 2 more animals."""

    id = "drinking-trough"
    changes_housing = True
    housing_stage = HOUSING_EVERY_PASTURE  # before places on cards: not the Stablemaster's

    def pasture_bonus(self) -> int:
        return 2

    def housing_change(self, player: PlayerState, housing: Housing) -> Housing:
        bonus = self.pasture_bonus()
        return replace(housing, pastures=tuple(c + bonus for c in housing.pastures),
                       yard_bonus=housing.yard_bonus + bonus)


# --- passing cards ---------------------------------------------------------------------------

class MarketStall(GainOnPlay):
    """E39: 1 grain for 1 vegetable, then passes left."""

    id = "market-stall"
    gains = Goods(veg=1)


class HelpfulNeighbours(CatalogCard):
    """E42: take 1 stone or 1 reed, then passes left."""

    id = "helpful-neighbours"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return ask(state, player, self.id, ("stone", "reed"))

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        return gain(state, frame.player, Goods().add(option, 1))


class CattleMarket(GainOnPlay):
    """E60: 1 sheep for 1 cattle, then passes left."""

    id = "cattle-market"
    gains = Goods(cattle=1)


class Stable(CatalogCard):
    """E52: build 1 stable at once for nothing more, then passes left."""

    id = "stable"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return offer(state, player, space=self.id, stables=1, stable_cost=0)


class MiniPasture(CatalogCard):
    """E40: fence one farmyard space as a pasture at once without wood, then passes left."""

    id = "mini-pasture"

    def cells(self, p: PlayerState) -> tuple[str, ...]:
        from agricola_qt.engine.farmwork import fence_build_problem

        rich = replace(p, goods=p.goods + Goods(wood=99))  # the fences cost no wood
        return tuple(CELL_NAMES[cell] for cell in range(CELL_COUNT)
                     if not (p.farm.pasture_cells | p.farm.rooms | p.farm.fields) >> cell & 1
                     and fence_build_problem(rich, 1 << cell) is None)

    def prerequisite_problem(self, state: GameState, player: int) -> Refusal | None:
        """No space it could fence (too few fences left, or no free space): played, it did
        nothing for its 2 food (a tester), as the Stone House Extension is not played
        without room for its room.  Rules version 7; before it, playable all the same."""
        if state.setup.rules_version >= 7 and not self.cells(state.players[player]):
            return refuse(Code.NO_CELL_TO_FENCE, card=self.id)
        return super().prerequisite_problem(state, player)

    def on_acquired(self, state: GameState, player: int) -> GameState:
        cells = self.cells(state.players[player])
        return ask(state, player, self.id, cells) if cells else state

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        from agricola_qt.engine.farmwork import new_fences

        p = state.players[frame.player]
        edges = new_fences(p.farm, 1 << parse_cell(option))
        state = state.with_player(frame.player, replace(p, farm=p.farm.with_fences(edges)))
        return announce_fences(state, Event("fences_built", frame.player, amount=edges.bit_count(),
                                     source=Source("card", self.id)))


_room_cells = room_cells  # moved to cards/patterns.py (the K deck shares it)


class StoneHouseExtension(CatalogCard):
    """E55: one room for a stone house at once at no further cost, then passes left."""

    id = "stone-house-extension"

    def prerequisite_problem(self, state: GameState, player: int) -> Refusal | None:
        p = state.players[player]
        if p.farm.house != "stone":
            return refuse(Code.NEEDS_HOUSE, card=self.id, house="stone")
        if not _room_cells(p):
            return refuse(Code.NO_SPACE_FOR_ROOM)
        return super().prerequisite_problem(state, player)

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return ask(state, player, self.id, _room_cells(state.players[player]))

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        p = state.players[frame.player]
        state = state.with_player(frame.player,
                                  replace(p, farm=p.farm.with_room(parse_cell(option))))
        return announce(state, Event("room_built", frame.player, option))


# --- discarding -----------------------------------------------------------------------------

def _improvements_in_front(p: PlayerState, but: str) -> tuple[str, ...]:
    from agricola_qt.engine.cards.registry import card

    return tuple(c for c in p.cards if c != but and card(c).kind in ("major", "minor"))


class MadonnaStatue(CatalogCard):
    """E38: discard 2 improvements in front of you (majors back to the board).

    Goods a discarded card still has waiting on round spaces (the Well's food, a Fruit
    Tree's grain) go with it.
    """

    id = "madonna-statue"

    def prerequisite_problem(self, state: GameState, player: int) -> Refusal | None:
        have = len(_improvements_in_front(state.players[player], self.id))
        if have < self.info.discards:
            return refuse(Code.IMPROVEMENTS_IN_FRONT, card=self.id, n=2, have=have)
        return super().prerequisite_problem(state, player)

    def on_acquired(self, state: GameState, player: int) -> GameState:
        options = _improvements_in_front(state.players[player], self.id)
        for _ in range(self.info.discards):
            state = ask(state, player, self.id, options)
        return state

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option not in state.players[frame.player].cards:
            return refuse(Code.ALREADY_DISCARDED, card=option)
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        from agricola_qt.engine.cards.registry import MAJOR_IDS, card

        p = state.players[frame.player]
        state = state.with_player(frame.player,
                                  replace(p, cards=tuple(c for c in p.cards if c != option)))
        if option in MAJOR_IDS:
            majors = tuple(m for m in MAJOR_IDS if m in state.majors or m == option)
            state = replace(state, majors=majors)
        discarded = card(option)
        state = discarded.on_discarded(state, frame.player)  # e.g. the Reed Hut's occupant
        if isinstance(discarded, _Promising):
            return discarded.forfeit(state, frame.player)
        return forfeit_future(state, frame.player, option)  # e.g. the Well's food


# --- costs ----------------------------------------------------------------------------------

class ClayRoof(RoomPayment):
    """E36: clay in place of 1 or 2 reed for rooms and renovation.

    The cost the engine charges uses clay only for the reed the player lacks; right after
    each room or renovation the player may ``choose`` another payment (1 or 2 reed paid as
    clay instead, or back to reed).  With the Clay Supports or the Brushwood Roof too, this
    one question offers their payments and every combination (``cards/room_payments.py``).
    """

    id = "clay-roof"
    changes_costs = True
    offers_choices = True

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        if what not in ("room", "renovation"):
            return cost
        return reed_swap(player, cost, "clay")

    def cost_options(self, player: PlayerState, what: str, cost: Goods) -> tuple[Goods, ...]:
        return reed_swap_options(what, cost, "clay")


class ClaySupports(RoomPayment):
    """E37: a room for a clay hut may cost 2 clay, 1 wood and 1 reed instead of 5 clay and
    2 reed.

    The engine charges the Clay Supports' room when it is affordable; right after each room
    the player may ``choose`` the usual cost instead (the Clay Roof asks instead of this card
    when the player has both).
    """

    id = "clay-supports"
    changes_costs = True
    sets_base_cost = True
    listens = frozenset({"room_built"})
    offers_choices = True
    ROOM = SUPPORTED_ROOM

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        if what == "room" and player.farm.house == "clay" and player.goods.covers(self.ROOM):
            return self.ROOM
        return cost

    def cost_options(self, player: PlayerState, what: str, cost: Goods) -> tuple[Goods, ...]:
        if what == "room" and player.farm.house == "clay":
            return (cost, self.ROOM)
        return (cost,)


def _one_resource_less(player: PlayerState, cost: Goods) -> Goods:
    """1 building resource less, the player's best pick: what they lack most, else stone."""
    named = [r for r in BUILDING_RESOURCES if cost.get(r)]
    if not named:
        return cost
    pick = max(named, key=lambda r: (cost.get(r) - player.goods.get(r), r == "stone"))
    return cost.add(pick, -1)


class BakingTray(CatalogCard):
    """E15: Clay and Stone Oven count as minors for you; 1 resource less for the ovens.

    The engine saves the resource the player lacks most (else stone); right after buying an
    oven the player may ``choose`` another resource of its cost to save instead
    (``save-clay``: 1 clay comes back and 1 more of the saved resource is paid).
    """

    id = "baking-tray"
    changes_costs = True
    listens = frozenset({"card_played"})
    OVENS = frozenset({"major:clay-oven", "major:stone-oven", "minor:wood-fired-oven"})
    OVEN_IDS = frozenset({"clay-oven", "stone-oven", "wood-fired-oven"})

    def majors_as_minors(self) -> frozenset[str]:
        return frozenset({"clay-oven", "stone-oven"})

    offers_choices = True

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        return _one_resource_less(player, cost) if what in self.OVENS else cost

    def cost_options(self, player: PlayerState, what: str, cost: Goods) -> tuple[Goods, ...]:
        """1 of any building resource of the oven's cost less (the player picks)."""
        if what not in self.OVENS:
            return (cost,)
        return tuple(cost.add(r, -1) for r in BUILDING_RESOURCES if cost.get(r)) or (cost,)

    def _saved(self, state: GameState, owner: int, event: Event) -> str:
        """The resource the engine saved on this oven ('' if none)."""
        from agricola_qt.engine.cards.registry import card
        from agricola_qt.engine.economy import modified_cost

        p = state.players[owner]
        oven = card(event.detail)
        what = f"{oven.kind}:{oven.id}"
        before = replace(p, goods=p.goods + event.goods,
                         cards=tuple(c for c in p.cards if c not in (self.id, oven.id)))
        for payment in oven.payments(state, owner):
            if payment.returns:
                continue
            extra = modified_cost(before, what, payment.goods) - event.goods
            named = [r for r in BUILDING_RESOURCES if extra.get(r)]
            if len(named) == 1 and extra == Goods().add(named[0], 1):
                return named[0]
        return ""

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner or event.detail not in self.OVEN_IDS or event.amount:
            return state  # amount 1: the move named its payment
        saved = self._saved(state, owner, event)
        if not saved or state.players[owner].goods.get(saved) < 1:
            return state
        others = tuple(f"save-{r}" for r in BUILDING_RESOURCES
                       if r != saved and event.goods.get(r) >= 1)
        return ask(state, owner, self.id, (f"save-{saved}", *others)) if others else state

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        saved = frame.options[0].removeprefix("save-")
        if option != frame.options[0] and state.players[frame.player].goods.get(saved) < 1:
            return refuse(Code.NO_GOOD_TO_PAY_INSTEAD, good=saved)
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option == frame.options[0]:
            return state
        p = state.players[frame.player]
        goods = p.goods.add(frame.options[0].removeprefix("save-"), -1)
        goods = goods.add(option.removeprefix("save-"), 1)
        return state.with_player(frame.player, replace(p, goods=goods))


class Ceramics(CatalogCard):
    """E33: 2 food now; the Pottery is a free minor improvement for you."""

    id = "ceramics"
    changes_costs = True

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return gain(state, player, Goods(food=2))

    def majors_as_minors(self) -> frozenset[str]:
        return frozenset({"pottery"})

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        return Goods() if what == "major:pottery" else cost


# --- extra actions --------------------------------------------------------------------------

class BuildersTrowel(CatalogCard):
    """E50: renovate the wooden hut to clay at any time (not during an action)."""

    id = "builders-trowel"

    def uses(self, state: GameState, player: int) -> tuple[str, ...]:
        from agricola_qt.engine.farmwork import renovation_problem

        p = state.players[player]
        frame = state.frame
        if frame is not None and frame.kind != "feed":
            return ()
        if p.farm.house != "wood" or renovation_problem(p) is not None:
            return ()
        return ("renovate",)

    def use(self, state: GameState, player: int, option: str) -> GameState:
        from agricola_qt.engine.farmwork import renovate

        before = state.players[player].goods
        state = state.with_player(player, renovate(state.players[player]))
        paid = before - state.players[player].goods
        return announce(state, Event("renovated", player, "clay", goods=paid))


OCCUPATION_ACTIONS = frozenset({"occupation", "occupation_or_growth"})


class WritingDesk(CatalogCard):
    """E49: after an occupation on an occupation space, a second one for 2 food."""

    id = "writing-desk"
    listens = frozenset({"card_played"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        from agricola_qt.engine.actions import frame_has_work
        from agricola_qt.engine.cards.registry import card

        if (event.player != owner or card(event.detail).kind != "occupation"
                or any(f.space == self.id for f in state.pending)):
            return state
        for i in range(len(state.pending) - 1, -1, -1):
            f = state.pending[i]
            index = state.space_index(f.space)
            if (f.kind == "action" and f.player == owner and index >= 0
                    and state.spaces[index].space.action in OCCUPATION_ACTIONS):
                second = Frame("action", owner, space=self.id, occupations=1,
                               occupation_food=(2, 2, 2))
                if not frame_has_work(state, second):
                    return state
                pending = (*state.pending[:i + 1], second, *state.pending[i + 1:])
                return replace(state, pending=pending)
        return state


_Plough = Plough  # moved to cards/patterns.py (the K deck shares it)


class RidingPlough(_Plough):
    """E61: twice per game, plough up to 3 fields on a plough space."""

    id = "riding-plough"
    times = 2


class TurnwrestPlough(_Plough):
    """E62: once per game, plough up to 3 fields on a plough space."""

    id = "turnwrest-plough"
    times = 1


class BeanField(CatalogCard):
    """E18: a vegetable field on the card (not scored as a field; its vegetables count)."""

    id = "bean-field"
    field_slot = CELL_COUNT
    field_crops = ("veg",)


class LettucePatch(CatalogCard):
    """E47: a vegetable field on the card; each vegetable harvested from it may at once
    become 4 food (no cooking improvement needed)."""

    id = "lettuce-patch"
    field_slot = CELL_COUNT + 1
    field_crops = ("veg",)
    listens = frozenset({"card_field_harvested"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and event.amount == self.field_slot:
            return ask(state, owner, self.id, ("sell", "keep"))
        return state

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option == "sell" and state.players[frame.player].goods.veg < 1:
            return refuse(Code.HARVESTED_VEG_GONE)
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option == "sell":
            return gain(state, frame.player, Goods(veg=-1, food=4))
        return state


CARDS: tuple[Card, ...] = (
    BeanField(), LettucePatch(),
    Field(), FishingRod(), Axe(), BakersOven(), BakingTray(), BuildingMaterial(), Windmill(),
    GypsysCrock(), SimpleFireplace(), HalfTimberedHouse(), Raft(), Manger(), AnimalPen(),
    Spices(), Plane(), WoodFiredOven(), Clogs(), Canoe(), CarpPond(), PotatoDibber(),
    Ceramics(), Basket(), CornScoop(), ClayRoof(), ClaySupports(), MadonnaStatue(),
    MarketStall(), MiniPasture(), Millstone(), HelpfulNeighbours(), FruitTree(), Outhouse(),
    PrivateForest(), SackCart(), ReedPond(), WritingDesk(), BuildersTrowel(), Spindle(),
    Stable(), ButterChurn(), Quarry(), StoneHouseExtension(), StoneTongs(), Dovecote(),
    AnimalYard(), ShepherdsPipe(), DrinkingTrough(), CattleMarket(), RidingPlough(),
    TurnwrestPlough(), FeedPellets(),
)
