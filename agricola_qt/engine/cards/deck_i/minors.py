"""I-deck minor improvements (I63-I104, I337)."""

from __future__ import annotations

from collections.abc import Iterable

from attrs import frozen

from agricola_qt.engine.cards.base import Bake, Card
from agricola_qt.engine.cards.catalog_card import CatalogCard
from agricola_qt.engine.cards.effects import (
    add_space,
    ask,
    food_within_reach,
    gain,
    next_rounds,
    offer,
    offer_bake,
    pay,
    remaining_rounds,
    took,
)
from agricola_qt.engine.cards.patterns import (
    PLOUGH_SPACES,
    GainOnPlay,
    Plough,
    Promising,
    SpaceBonus,
    plough_frame,
    room_cells,
)
from agricola_qt.engine.events import Event, announce
from agricola_qt.engine.goods import ANIMALS, Goods
from agricola_qt.engine.grid import CELL_COUNT, CELL_NAMES, NEIGHBOURS, parse_cell
from agricola_qt.engine.housing import Housing
from agricola_qt.engine.memory import (
    Count,
    Memory,
    Rounds,
    count,
    count_up,
    forget,
    note,
    noted,
    recall,
    remember,
)
from agricola_qt.engine.refusals import Code, Refusal, refuse
from agricola_qt.engine.spaces import ActionSpace
from agricola_qt.engine.state import Frame, GameState, PlayerState, SpaceState
from agricola_qt.engine.values import replace

ANIMAL_SPACES = frozenset({"sheep", "boar", "cattle"})


def _owner_of(state: GameState, card_id: str) -> int:
    for i, p in enumerate(state.players):
        if card_id in p.cards:
            return i
    return -1


def _change_frame(state: GameState, index: int, **changes: object) -> GameState:
    pending = list(state.pending)
    pending[index] = replace(pending[index], **changes)
    return replace(state, pending=tuple(pending))


# --- goods waiting on round spaces -----------------------------------------------------------

class _NextRounds(Promising):
    """1 food on each of the next ``count`` round spaces (collected as each round starts)."""

    count = 3
    goods = Goods(food=1)

    @property
    def claims(self) -> int:  # type: ignore[override]
        return self.count

    def rounds(self, state: GameState) -> Iterable[int]:
        return next_rounds(state, self.count)

    def schedule(self, state: GameState) -> Iterable[int]:
        return remaining_rounds(state)


class VillageWell(_NextRounds):
    """I66: upgrade of the Well (back to the board): 1 food on each of the next 3 rounds."""

    id = "village-well"
    count = 3


class StrawberryPatch(_NextRounds):
    """I69: 1 food on each of the next 3 round spaces."""

    id = "strawberry-patch"
    count = 3


class GoosePond(_NextRounds):
    """I72: 1 food on each of the next 4 round spaces."""

    id = "goose-pond"
    count = 4


class ChickenCoop(_NextRounds):
    """I84: 1 food on each of the next 8 round spaces."""

    id = "chicken-coop"
    count = 8


# --- goods at once (passing cards) ------------------------------------------------------------

class Alms(CatalogCard):
    """I64: 1 food per completed round (the current one does not count), then passes left."""

    id = "alms"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        completed = max(0, state.round - 1)
        return gain(state, player, Goods(food=completed)) if completed else state


class ReedExchange(GainOnPlay):
    """I96: take 2 reed, then passes left."""

    id = "reed-exchange"
    gains = Goods(reed=2)


class WeeklyMarket(GainOnPlay):
    """I104: take 2 vegetables, then passes left."""

    id = "weekly-market"
    gains = Goods(veg=2)


class WoodenHutExtension(CatalogCard):
    """I81: one room for a wooden hut at once at no further cost, then passes left."""

    id = "wooden-hut-extension"

    def prerequisite_problem(self, state: GameState, player: int) -> Refusal | None:
        p = state.players[player]
        if p.farm.house != "wood":
            return refuse(Code.NEEDS_HOUSE, card=self.id, house="wood")
        if not room_cells(p):
            return refuse(Code.NO_SPACE_FOR_ROOM)
        return super().prerequisite_problem(state, player)

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return ask(state, player, self.id, room_cells(state.players[player]))

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        p = state.players[frame.player]
        state = state.with_player(frame.player,
                                  replace(p, farm=p.farm.with_room(parse_cell(option))))
        return announce(state, Event("room_built", frame.player, option))


# --- more from action spaces ------------------------------------------------------------------

class GrainCart(SpaceBonus):
    """I74: 2 more grain from Take 1 Grain."""

    id = "grain-cart"
    spaces = frozenset({"grain"})
    bonus = Goods(grain=2)


class WoodCart(CatalogCard):
    """I79: 2 more wood whenever you take wood that lies on an action space (not wood an
    action space merely gives, as on 1 Reed, Stone and Wood)."""

    id = "wood-cart"
    listens = frozenset({"space_used"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        index = state.space_index(event.detail)
        if (event.player == owner and index >= 0 and took(event, "wood")
                and state.spaces[index].space.stock.wood):
            return gain(state, owner, Goods(wood=2))
        return state


class Spinney(CatalogCard):
    """I80: another player using the 3 Wood space gives you 1 of that wood."""

    id = "spinney"
    listens = frozenset({"space_used"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if (event.player != owner and event.detail == "wood" and len(state.players) > 1
                and took(event, "wood") and state.players[event.player].goods.wood):
            state = pay(state, event.player, Goods(wood=1))
            return gain(state, owner, Goods(wood=1))
        return state


class WoodenCrane(CatalogCard):
    """I82: on the stone round spaces, 1 more stone, or 2 more for 1 food."""

    id = "wooden-crane"
    listens = frozenset({"space_used"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner or event.detail not in ("stone-1", "stone-2"):
            return state
        if not food_within_reach(state, owner, 1):
            return gain(state, owner, Goods(stone=1))
        return ask(state, owner, self.id, ("stone-1", "stone-2"))

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option == "stone-2" and state.players[frame.player].goods.food < 1:
            return refuse(Code.MORE_STONE_COSTS_FOOD, n=2, food=1)
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option == "stone-2":
            return gain(state, frame.player, Goods(stone=2, food=-1))
        return gain(state, frame.player, Goods(stone=1))


class FishTrap(CatalogCard):
    """I95: 1 more food from Fishing or whenever an action space gives you reed."""

    id = "fish-trap"
    listens = frozenset({"space_used", "option_chosen"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and (event.detail == "fishing" or took(event, "reed")):
            return gain(state, owner, Goods(food=1))
        return state


# --- ploughing and baking on the plough spaces ----------------------------------------------

class ThreshingBoard(CatalogCard):
    """I67: on Plough 1 Field or Plough Field and Sow you may also bake."""

    id = "threshing-board"
    listens = frozenset({"space_used"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner or event.detail not in PLOUGH_SPACES:
            return state
        i = plough_frame(state, owner)
        return _change_frame(state, i, bake=True) if i >= 0 else state


class MoldboardPlough(Plough):
    """I63: twice per game, plough up to 2 fields on Plough 1 Field (not Plough Field and Sow)."""

    id = "moldboard-plough"
    times = 2
    fields = 2
    spaces = frozenset({"plow"})


HARROW_FEE = Goods(food=2)


@frozen
class HarrowUsed(Memory):
    """This player (the owner or another) has used the Harrow (once per game each)."""

    card = "harrow"


@frozen
class PunnerSeen(Memory):
    """Fields ploughed this round by other players with a plough card, one entry per field:
    (the plough space, the player)."""

    card = "punner"
    lifetime = "round"
    ploughed: tuple[tuple[str, int], ...] = ()


class Harrow(CatalogCard):
    """I68: once per game, plough 2 fields on a plough space; every other player may do the
    same once, paying the owner 2 food (never together with a plough)."""

    id = "harrow"
    listens = frozenset({"space_used"})

    def _problem(self, state: GameState, player: int) -> Refusal | None:
        p = state.players[player]
        if recall(p, HarrowUsed):
            return refuse(Code.CARD_ALREADY_USED, card=self.id)
        if self.id not in p.cards and p.goods.food < HARROW_FEE.food:
            return refuse(Code.CARD_FEE_FOR_OWNER, card=self.id, n=2)
        i = plough_frame(state, player)
        if i < 0 or state.pending[i].plows != 1:
            return refuse(Code.ANOTHER_PLOUGH)
        return None

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.detail not in PLOUGH_SPACES or event.player < 0:
            return state
        if self._problem(state, event.player) is not None:
            return state
        return ask(state, event.player, self.id, ("harrow-2", "plough-1"))

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option == "harrow-2":
            problem = self._problem(state, frame.player)
            if problem:
                return problem
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option != "harrow-2":
            return state
        player = frame.player
        state = _change_frame(state, plough_frame(state, player), plows=2)
        state = remember(state, player, HarrowUsed())
        owner = _owner_of(state, self.id)
        if owner >= 0 and owner != player:
            state = gain(pay(state, player, HARROW_FEE), owner, HARROW_FEE)
        return state


PLOUGHING_CARDS = frozenset({"riding-plough", "turnwrest-plough", "moldboard-plough",
                             "swing-plough", "crooked-plough", "harrow", "punner", "yoke"})


class Punner(CatalogCard):
    """I70: when another player ploughs more than 1 field on a plough space with the Harrow
    or a plough, you may plough 1 field too."""

    id = "punner"
    listens = frozenset({"plowed"})
    PLOUGHS = frozenset({"riding-plough", "turnwrest-plough", "moldboard-plough",
                         "swing-plough", "crooked-plough", "harrow"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        user = event.player
        if user == owner or user < 0:
            return state
        i = plough_frame(state, user)
        p = state.players[user]
        if i < 0 or not (self.PLOUGHS & set(p.cards) or recall(p, HarrowUsed)):
            return state
        key = (state.pending[i].space, user)
        kept = recall(state.players[owner], PunnerSeen) or PunnerSeen()
        seen = kept.ploughed.count(key)
        state = remember(state, owner, PunnerSeen((*kept.ploughed, key)))
        return offer(state, owner, space=self.id, plows=1) if seen == 1 else state


# --- cooking and baking -------------------------------------------------------------------------

class BakersKitchen(CatalogCard):
    """I65: upgrade of an oven (not itself an oven): up to 2 grain into 5 food each per bake;
    bake when played."""

    id = "bakers-kitchen"

    def bake(self) -> Bake:
        return Bake(food_per_grain=5, limit=2)

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return offer_bake(state, player)


class CookingCorner(CatalogCard):
    """I85: upgrade of a Cooking Hearth: vegetable 4, sheep 2, boar 3, cattle 4 at any time;
    bakes grain into 3 food."""

    id = "cooking-corner"

    def cooking_rates(self, player: PlayerState) -> dict[str, int]:
        return {"veg": 4, "sheep": 2, "boar": 3, "cattle": 4}

    def bake(self) -> Bake:
        return Bake(food_per_grain=3, limit=None)


def _feeding(state: GameState, player: int) -> bool:
    frame = state.frame
    return frame is not None and frame.kind == "feed" and frame.player == player


def _mark_harvest_use(state: GameState, player: int, card_id: str) -> GameState:
    p = state.players[player]
    return state.with_player(player, replace(p, harvest_used=(*p.harvest_used, card_id)))


class HandMill(CatalogCard):
    """I75: once per feeding, 1 grain into 2 food or 2 grain into 4 food (not baking)."""

    id = "hand-mill"

    def uses(self, state: GameState, player: int) -> tuple[str, ...]:
        p = state.players[player]
        if not _feeding(state, player) or self.id in p.harvest_used:
            return ()
        return ("1", "2")[:min(2, p.goods.grain)]

    def use(self, state: GameState, player: int, option: str) -> GameState:
        grain = int(option)
        state = _mark_harvest_use(state, player, self.id)
        return gain(state, player, Goods(grain=-grain, food=2 * grain))


class SchnapsDistillery(CatalogCard):
    """I98: once per feeding, 1 vegetable into 4 food; your 5th and 6th vegetable score 1
    bonus point each."""

    id = "schnaps-distillery"

    def uses(self, state: GameState, player: int) -> tuple[str, ...]:
        p = state.players[player]
        if not _feeding(state, player) or self.id in p.harvest_used or not p.goods.veg:
            return ()
        return ("veg",)

    def use(self, state: GameState, player: int, option: str) -> GameState:
        state = _mark_harvest_use(state, player, self.id)
        return gain(state, player, Goods(veg=-1, food=4))

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        veg = player.goods.veg + player.farm.crop_total("veg")
        return max(0, min(2, veg - 4))


class WaterMill(CatalogCard):
    """I103: after each harvest's field phase, every player may turn 1 grain into 3 food here;
    others give the owner 1 of that food."""

    id = "water-mill"
    listens = frozenset({"harvest_start"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        from agricola_qt.engine.harvest import sits_out

        for player in reversed(state.turn_order()):
            # a player sitting out the harvest (Layabout) may not use it; the owner's
            # Water Mill still works for the others (ruling I244)
            if state.players[player].goods.grain and not sits_out(state, player):
                state = ask(state, player, self.id, ("mill", "skip"))
        return state

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option == "mill" and state.players[frame.player].goods.grain < 1:
            return refuse(Code.NO_GRAIN_LEFT)
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option != "mill":
            return state
        state = gain(state, frame.player, Goods(grain=-1, food=3))
        owner = _owner_of(state, self.id)
        if owner >= 0 and owner != frame.player:
            state = pay(state, frame.player, Goods(food=1))
            state = gain(state, owner, Goods(food=1))
        return state


# --- sowing and harvest -----------------------------------------------------------------------

class PlanterBox(CatalogCard):
    """I90: each farmyard field sown next to a room gets 2 more grain or 1 more vegetable."""

    id = "planter-box"
    listens = frozenset({"sowed"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        p = state.players[owner]
        cell = event.amount
        if event.player != owner or cell >= CELL_COUNT or not NEIGHBOURS[cell] & p.farm.rooms:
            return state
        more = 2 if event.detail == "grain" else 1
        sown = tuple(replace(f, count=f.count + more) if f.cell == cell else f
                     for f in p.farm.sown)
        return state.with_player(owner, replace(p, farm=replace(p.farm, sown=sown)))


class CornStorehouse(CatalogCard):
    """I86: after each harvest's field phase, sow grain on empty fields at once; each such
    field gets 1 grain fewer (2 in all for the 1 grain you pay).  Field cards taking grain
    (the Acreage) are fields for it too (``choose acreage``: its first empty stack); cards
    holding wood (Copse, Forester) are not."""

    id = "corn-storehouse"
    listens = frozenset({"harvest_start"})

    def _cells(self, p: PlayerState) -> tuple[str, ...]:
        if p.goods.grain < 1:
            return ()
        from agricola_qt.engine.cards.registry import card
        from agricola_qt.engine.farmwork import card_fields

        empty = p.farm.empty_fields()
        on_cards = dict.fromkeys(c for slot, c in card_fields(p).items()
                                 if "grain" in card(c).field_crops
                                 and p.farm.crop_on(slot) is None)
        return (*(CELL_NAMES[c] for c in range(CELL_COUNT) if empty >> c & 1), *on_cards)

    @staticmethod
    def _slot(p: PlayerState, option: str) -> int:
        if option in CELL_NAMES:
            return parse_cell(option)
        from agricola_qt.engine.farmwork import card_field_slot

        slot = card_field_slot(p, option)
        assert slot is not None
        return slot

    def offer_sowing(self, state: GameState, player: int) -> GameState:
        cells = self._cells(state.players[player])
        return ask(state, player, self.id, (*cells, "done")) if cells else state

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        return self.offer_sowing(state, owner)

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option != "done" and option not in self._cells(state.players[frame.player]):
            return refuse(Code.CANNOT_SOW_GRAIN_ON, cell=option)
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option == "done":
            return state
        player = frame.player
        p = state.players[player]
        cell = self._slot(p, option)
        p = replace(p, goods=p.goods.add("grain", -1), farm=p.farm.with_sown(cell, "grain", 2))
        state = announce(state.with_player(player, p), Event("sowed", player, "grain", cell))
        return self.offer_sowing(state, player)


class Manure(CatalogCard):
    """I92: at the end of each round without a harvest, you may take 1 crop from each of
    your fields (all of them, and the stacks on cards: ``Card.harvest_stacks``)."""

    id = "manure"
    listens = frozenset({"work_end"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        from agricola_qt.engine.cards.registry import card
        from agricola_qt.engine.spaces import HARVEST_ROUNDS

        p = state.players[owner]
        if state.round in HARVEST_ROUNDS or not (
                p.farm.sown or any(not card(c).goods_on_card(p).is_empty() for c in p.cards)):
            return state
        return ask(state, owner, self.id, ("harvest", "skip"))

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option != "harvest":
            return state
        player = frame.player
        p = state.players[player]
        on_cards = [(f.cell, f.crop) for f in p.farm.sown if f.cell >= CELL_COUNT]
        farm, grain, veg = p.farm.harvested()
        state = state.with_player(player, replace(p, farm=farm,
                                                  goods=p.goods + Goods(grain=grain, veg=veg)))
        for slot, crop in on_cards:
            state = announce(state, Event("card_field_harvested", player, crop, slot))
        from agricola_qt.engine.cards.registry import card

        for c in p.cards:  # the stacks on cards (Copse, Forester)
            state = card(c).harvest_stacks(state, player)
        return self._after_field_phase(state, player)

    @staticmethod
    def _after_field_phase(state: GameState, player: int) -> GameState:
        """What follows a field phase works for this harvest too: the owner's Corn Storehouse
        and (for the owner only) the Water Mill, whoever has it."""
        from agricola_qt.engine.cards.registry import card

        if state.players[player].goods.grain and _owner_of(state, "water-mill") >= 0:
            state = ask(state, player, "water-mill", ("mill", "skip"))
        storehouse = card("corn-storehouse")
        if storehouse.id in state.players[player].cards and isinstance(storehouse,
                                                                       CornStorehouse):
            state = storehouse.offer_sowing(state, player)
        return state


@frozen
class CopseStacks(Memory):
    """The wood in each stack on the Copse (stacks with wood only)."""

    card = "copse"
    wood: tuple[int, ...] = ()


def copse_stacks(p: PlayerState) -> list[int]:
    kept = recall(p, CopseStacks)
    return list(kept.wood) if kept is not None else []


def _set_copse(state: GameState, player: int, stacks: list[int]) -> GameState:
    wood = tuple(n for n in stacks if n > 0)
    if not wood:
        return forget(state, player, CopseStacks)
    return remember(state, player, CopseStacks(wood))


def harvest_copse(state: GameState, player: int) -> GameState:
    """Take 1 wood from each stack on the player's Copse (field phase)."""
    stacks = copse_stacks(state.players[player])
    if not stacks:
        return state
    state = _set_copse(state, player, [n - 1 for n in stacks])
    return gain(state, player, Goods(wood=len(stacks)))


COPSE_SLOT = CELL_COUNT + 20  # the stacks' slots in their ``sowed`` events: 20, 21


class Copse(CatalogCard):
    """I78: when you sow, you may plant wood here (up to 2 stacks, 1 wood becomes 3 like
    grain); in each field phase take 1 wood from each stack.  The stacks are the card's
    ``CopseStacks`` (the engine's card fields take grain and vegetables only)."""

    id = "copse"
    listens = frozenset({"space_used", "harvest_start"})
    adds_work = True  # a sowing space may be taken only to plant wood here (a ruling)
    STACKS = 2

    def work_for(self, state: GameState, owner: int, frame: Frame) -> bool:
        return frame.sow and self._may_plant(state, owner)

    def _may_plant(self, state: GameState, player: int) -> bool:
        p = state.players[player]
        return p.goods.wood >= 1 and len(copse_stacks(p)) < self.STACKS

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.kind == "harvest_start":
            return harvest_copse(state, owner)
        if event.player != owner or not self._may_plant(state, owner):
            return state
        if any(f.kind == "action" and f.player == owner and f.sow for f in state.pending):
            return ask(state, owner, self.id, ("plant", "skip"))
        return state

    def goods_on_card(self, player: PlayerState) -> Goods:
        return Goods(wood=sum(copse_stacks(player)))  # counts for the Joinery and Sawmill

    def harvest_stacks(self, state: GameState, owner: int) -> GameState:
        return harvest_copse(state, owner)

    def grow_stack(self, state: GameState, owner: int, slot: int, delta: int) -> GameState:
        stacks = copse_stacks(state.players[owner])
        grown = [n + delta if slot in (-1, COPSE_SLOT + i) else n for i, n in enumerate(stacks)]
        return state if grown == stacks else _set_copse(state, owner, grown)

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option == "plant" and not self._may_plant(state, frame.player):
            return refuse(Code.NEED_WOOD_AND_PLACE_ON, n=1, card=self.id)
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option != "plant":
            return state
        player = frame.player
        stacks = [*copse_stacks(state.players[player]), 3]
        state = pay(_set_copse(state, player, stacks), player, Goods(wood=1))
        # sown like a field: the sowing bonuses hear it (Fieldsman, Liquid Manure: rulings)
        state = announce(state, Event("sowed", player, "wood", COPSE_SLOT + len(stacks) - 1))
        if self._may_plant(state, player):
            state = ask(state, player, self.id, ("plant", "skip"))
        return state


class MilkingShed(CatalogCard):
    """I93: in each harvest, 1 food per 5 sheep and per 3 cattle on all the farms together."""

    id = "milking-shed"
    listens = frozenset({"harvest_start"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        sheep = sum(p.goods.sheep for p in state.players)
        cattle = sum(p.goods.cattle for p in state.players)
        food = sheep // 5 + cattle // 3
        return gain(state, owner, Goods(food=food)) if food else state


# --- animals --------------------------------------------------------------------------------

class ShepherdsCrookPastures(Count):
    """The pastures of 4 or more spaces the Shepherd's Crook has seen."""

    card = "shepherds-crook"


class ShepherdsCrook(CatalogCard):
    """I77: 2 new sheep for each new pasture of at least 4 spaces (dividing a large pasture
    counts only if the number of such pastures grows)."""

    id = "shepherds-crook"
    listens = frozenset({"fences_built"})

    @staticmethod
    def _large(p: PlayerState) -> int:
        return sum(1 for pasture in p.farm.pastures if pasture.bit_count() >= 4)

    def _remember(self, state: GameState, player: int, large: int) -> GameState:
        return remember(state, player, ShepherdsCrookPastures(large))

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return self._remember(state, player, self._large(state.players[player]))

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner:
            return state
        p = state.players[owner]
        large, known = self._large(p), count(p, ShepherdsCrookPastures)
        if large == known:
            return state
        state = self._remember(state, owner, large)
        return gain(state, owner, Goods(sheep=2 * (large - known))) if large > known else state


class AnimalFeed(CatalogCard):
    """I101: just before scoring, 1 more animal of each kind you have."""

    id = "animal-feed"
    listens = frozenset({"breeding_end"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        from agricola_qt.engine.spaces import LAST_ROUND

        if state.round < LAST_ROUND:
            return state
        g = state.players[owner].goods
        more = Goods(**{kind: 1 for kind in ANIMALS if g.get(kind)})
        return gain(state, owner, more) if not more.is_empty() else state


class WildlifeReserve(CatalogCard):
    """I102: room for 1 sheep, 1 wild boar and 1 cattle: a place for each kind, which no
    other kind may use (``Housing.kinds``).  Ruling: the Shepherd's Pipe and the Drinking
    Trough make it larger (each place takes every card's ``pasture_bonus``; the Pipe's sheep
    bonus applies to its sheep's place as to a pasture).

    Rules before 9 made it three places for one animal of any kind each (a tester's reserve
    held 3 wild boar): a game begun by them keeps that, which the card remembers as it is
    played (``ReserveByKind`` marks the places by kind; a record replays as it was played).
    """

    id = "wildlife-reserve"
    changes_housing = True

    def on_acquired(self, state: GameState, player: int) -> GameState:
        if state.setup.rules_version >= 9:
            return remember(state, player, ReserveByKind())
        return state

    def housing_change(self, player: PlayerState, housing: Housing) -> Housing:
        from agricola_qt.engine.cards.registry import card

        size = 1 + sum(card(c).pasture_bonus() for c in player.cards)
        if recall(player, ReserveByKind) is not None:
            sheep, boar, cattle = housing.kinds
            return replace(housing, kinds=(sheep + size, boar + size, cattle + size))
        return replace(housing, pastures=(*housing.pastures, size, size, size))


@frozen
class ReserveByKind(Memory):
    """The Wildlife Reserve was played by rules 9 or later: one place for each kind."""

    card = "wildlife-reserve"


@frozen
class SlaughterhousePaid(Memory):
    """The move in which the Slaughterhouse last paid (once per move; rules before 6)."""

    card = "slaughterhouse"
    move: int = -1


@frozen
class SlaughterhouseOccasion(Memory):
    """The latest conversion by another player: who, in which move and part of which round,
    and whether the occasion it belongs to has been paid for."""

    card = "slaughterhouse"
    player: int = -1
    move: int = -1
    when: tuple[int, str] = (0, "")  # the round and its phase
    paid: bool = False


class Slaughterhouse(CatalogCard):
    """I97: 1 food whenever another player turns animals into food; you feed your family last.

    It pays once an occasion (the compendium: "1 or more animals"): the conversions a player
    makes one move after another in one part of a round, whatever goods and however many
    moves, are one occasion, which pays if any of them turned an animal into food.  Records
    of rules before 6 paid once a move (two sheep cooked in two moves paid twice) and replay
    so."""

    id = "slaughterhouse"
    listens = frozenset({"converted", "feeding_start"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.kind == "feeding_start":
            return self._feed_last(state, owner)
        if event.player == owner:
            return state
        if state.setup.rules_version < 6:
            return self._per_move(state, owner, event)
        last = recall(state.players[owner], SlaughterhouseOccasion)
        when = (state.round, str(state.phase))
        going_on = (last is not None and last.player == event.player and last.when == when
                    and state.moves_made - last.move in (0, 1))
        paid = going_on and last is not None and last.paid
        pays = event.detail in ANIMALS and not paid
        state = remember(state, owner, SlaughterhouseOccasion(event.player, state.moves_made,
                                                              when, paid or pays))
        return gain(state, owner, Goods(food=1)) if pays else state

    @staticmethod
    def _per_move(state: GameState, owner: int, event: Event) -> GameState:
        if event.detail not in ANIMALS:
            return state
        paid = recall(state.players[owner], SlaughterhousePaid)
        if paid is not None and paid.move == state.moves_made:
            return state
        state = remember(state, owner, SlaughterhousePaid(state.moves_made))
        return gain(state, owner, Goods(food=1))

    @staticmethod
    def _feed_last(state: GameState, owner: int) -> GameState:
        feeds = [i for i, f in enumerate(state.pending) if f.kind == "feed"]
        mine = [i for i in feeds if state.pending[i].player == owner]
        if not mine or mine[0] == feeds[0]:
            return state
        pending = list(state.pending)
        frame = pending.pop(mine[0])
        pending.insert(feeds[0], frame)  # the bottom feed frame is decided last
        return replace(state, pending=tuple(pending))


# --- placing people ---------------------------------------------------------------------------

class HolidayHouse(CatalogCard):
    """I71 (until round 13): you place no people in round 14."""

    id = "holiday-house"
    listens = frozenset({"round_start"})
    rests_people = True

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        from agricola_qt.engine.spaces import LAST_ROUND

        p = state.players[owner]
        if state.round != LAST_ROUND or p.available <= 0:
            return state
        return state.with_player(owner, replace(p, idle=p.idle + p.available))


@frozen
class LassoPair(Memory):
    """A pair of placements under way (cleared when the work phase ends)."""

    card = "lasso"
    lifetime = "round"
    now: bool = False  # "use lasso" was said: the next placement starts a pair
    second: bool = False  # the next placement is the pair's second person
    animal: bool = False  # ... and it must go to an animal space


def _lasso(p: PlayerState) -> LassoPair:
    return recall(p, LassoPair) or LassoPair()


def _set_lasso(state: GameState, player: int, pair: LassoPair) -> GameState:
    if pair == LassoPair():
        return forget(state, player, LassoPair)
    return remember(state, player, pair)


def _animal_space_free(state: GameState) -> bool:
    return any(s.space.id in ANIMAL_SPACES and s.occupant < 0 for s in state.spaces)


class Lasso(CatalogCard):
    """I88: place two people one right after the other if at least one of them goes to
    1 Sheep, 1 Wild Boar or 1 Cattle.

    After placing a person on an animal space the owner is asked whether to place another
    at once; to start a pair elsewhere, "use lasso" before placing (the second person must
    then go to an animal space).
    """

    id = "lasso"
    listens = frozenset({"space_used", "work_end"})
    limits_placement = True

    def uses(self, state: GameState, player: int) -> tuple[str, ...]:
        p = state.players[player]
        if (state.frame is not None or state.phase != "work" or state.current != player
                or state.turn_over or p.available < 2
                or recall(p, LassoPair) or not _animal_space_free(state)):
            return ()
        return ("pair",)

    def use(self, state: GameState, player: int, option: str) -> GameState:
        return _set_lasso(state, player, replace(_lasso(state.players[player]), now=True))

    def on_acquired(self, state: GameState, player: int) -> GameState:
        """Played during a placement: that person may be the first of a pair at once."""
        p = state.players[player]
        if (state.phase == "work" and state.current == player and state.turn_over
                and p.available >= 1 and _animal_space_free(state)):
            return ask(state, player, self.id, ("again-animal", "later"))
        return state

    def placement_problem(self, state: GameState, owner: int, player: int,
                          space: SpaceState) -> Refusal | None:
        if (player == owner and _lasso(state.players[owner]).animal
                and space.space.id not in ANIMAL_SPACES):
            return refuse(Code.SECOND_PERSON_TO_ANIMALS, card=self.id)
        return None

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.kind == "work_end":
            return forget(state, owner, LassoPair)
        if event.player != owner:
            return state
        p = state.players[owner]
        pair = _lasso(p)
        if pair.second:
            return _set_lasso(state, owner, replace(pair, second=False, animal=False))
        if pair.now:
            pair = replace(pair, now=False)
            state = _set_lasso(state, owner, pair)
            if p.available < 1:
                return state
            if event.detail not in ANIMAL_SPACES:
                state = _set_lasso(state, owner, replace(pair, animal=True))
            return self._place_again(state, owner)
        if event.detail in ANIMAL_SPACES and p.available >= 1:
            return ask(state, owner, self.id, ("again", "later"))
        return state

    @staticmethod
    def _place_again(state: GameState, owner: int) -> GameState:
        pair = replace(_lasso(state.players[owner]), second=True)
        return replace(_set_lasso(state, owner, pair), turn_over=False)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option == "again-animal":
            pair = replace(_lasso(state.players[frame.player]), animal=True)
            state = _set_lasso(state, frame.player, pair)
        return self._place_again(state, frame.player) if option.startswith("again") else state


GUEST_TOKEN = "guest-token"


class GuestRounds(Rounds):
    """The rounds a guest token is for (one entry per guest)."""

    card = "guest"


class Guest(CatalogCard):
    """I73: a guest token: next round, place it once like an extra person (it is not fed and
    does not score); then passes left."""

    id = "guest"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        from agricola_qt.engine.spaces import LAST_ROUND

        if state.round >= LAST_ROUND:
            return state  # no next round to use the guest in
        p = state.players[player]
        if GUEST_TOKEN not in p.cards:
            state = state.with_player(player, replace(p, cards=(*p.cards, GUEST_TOKEN)))
        rounds = (*noted(state.players[player], GuestRounds), state.round + 1)
        return note(state, player, GuestRounds, rounds)


class GuestToken(Card):
    """The Guest's token in front of a player: one extra placement in the round it is for,
    then it goes away (it is not a card: no points, not an improvement)."""

    id = GUEST_TOKEN
    name = "Guest token"
    kind = "token"
    text = "Place this guest once this round like an extra person."
    listens = frozenset({"round_start", "work_end"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        p = state.players[owner]
        rounds = noted(p, GuestRounds)
        if event.kind == "round_start":
            guests = rounds.count(state.round)
            if not guests or ("holiday-house" in p.cards and state.round >= 14):
                return state  # the Holiday House: no guest in round 14 either
            return state.with_player(owner, replace(p, idle=p.idle - guests))
        later = tuple(r for r in rounds if r > state.round)
        state = note(state, owner, GuestRounds, later)
        if later:
            return state
        p = state.players[owner]
        return state.with_player(owner, replace(p, cards=tuple(c for c in p.cards
                                                               if c != GUEST_TOKEN)))


# --- costs ------------------------------------------------------------------------------------

class Ladder(CatalogCard):
    """I91: 1 reed less for rooms, renovation and some reed-costing improvements."""

    id = "ladder"
    changes_costs = True
    WHAT = frozenset({"room", "renovation", "minor:water-mill", "minor:half-timbered-house",
                      "minor:chicken-coop", "minor:holiday-house", "minor:mansion",
                      "minor:corn-storehouse"})

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        if what in self.WHAT and cost.reed > 0:
            return cost.add("reed", -1)
        return cost


class StrawThatchedRoof(CatalogCard):
    """I99: rooms and renovation need no reed."""

    id = "straw-thatched-roof"
    changes_costs = True

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        if what in ("room", "renovation") and cost.reed > 0:
            return cost.add("reed", -cost.reed)
        return cost


# --- points -----------------------------------------------------------------------------------

STREETS = {"wooden-path": 1, "clay-path": 2, "paved-road": 3}


class _Street(CatalogCard):
    """A street: the player with the most valuable street gets 2 bonus points (once)."""

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        mine = max(STREETS.get(c, 0) for c in player.cards)
        if STREETS[self.id] != mine:
            return 0  # only the player's best street scores
        best = max((STREETS.get(c, 0) for p in table for c in p.cards), default=0)
        return 2 if mine == best else 0


class WoodenPath(_Street):
    """I83: a street (Wooden Path < Clay Path < Paved Road)."""

    id = "wooden-path"


class ClayPath(_Street):
    """I89: a street (Wooden Path < Clay Path < Paved Road)."""

    id = "clay-path"


class PavedRoad(_Street):
    """I94: a street (Wooden Path < Clay Path < Paved Road)."""

    id = "paved-road"


class Rake(CatalogCard):
    """I76: 2 bonus points for at least 5 fields (6 with the Harrow, Punner, Yoke or a plough
    in front of you)."""

    id = "rake"

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        need = 6 if PLOUGHING_CARDS & set(player.cards) else 5
        return 2 if player.farm.fields.bit_count() >= need else 0


class Flagon(CatalogCard):
    """I87: when the Well is built or upgraded to the Village Well: 4 food for you, 1 food for
    every other player; a Well or Village Well already on the table pays out at once."""

    id = "flagon"
    listens = frozenset({"card_played"})
    WELLS = ("well", "village-well")

    @staticmethod
    def _pay_out(state: GameState, owner: int) -> GameState:
        for i in range(len(state.players)):
            state = gain(state, i, Goods(food=4 if i == owner else 1))
        return state

    def on_acquired(self, state: GameState, player: int) -> GameState:
        for p in state.players:
            for c in p.cards:
                if c in self.WELLS:
                    state = self._pay_out(state, player)
        return state

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        return self._pay_out(state, owner) if event.detail in self.WELLS else state


# --- extra action spaces ----------------------------------------------------------------------

TAVERN = ActionSpace("tavern", "Tavern", "take", gives=Goods(food=3),
                     help="Take 3 food (the Tavern's owner: 3 food or 2 bonus points).")


class TavernPoints(Count):
    """Times the owner took the Tavern's 2 bonus points."""

    card = "tavern"


class ClayDepositUses(Count):
    """Times 5 clay went onto the Clay Deposit for 2 bonus points."""

    card = "clay-deposit"


class Tavern(CatalogCard):
    """I100: an extra action space: 3 food; its owner may take 2 bonus points instead."""

    id = "tavern"
    listens = frozenset({"space_used"})
    points_kept: type[Count] = TavernPoints

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return add_space(state, TAVERN)

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and event.detail == TAVERN.id:
            return ask(state, owner, self.id, ("food", "points"))
        return state

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option == "points" and state.players[frame.player].goods.food < 3:
            return refuse(Code.GOODS_SPENT, goods=Goods(food=3), card=self.id)
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option != "points":
            return state
        return count_up(pay(state, frame.player, Goods(food=3)), frame.player, TavernPoints)

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        return 2 * count(player, self.points_kept)


CLAY_DEPOSIT = ActionSpace("clay-deposit", "Clay Deposit", "take", gives=Goods(clay=5),
                           help="Pay the Clay Deposit's owner 1 food and take 5 clay (its "
                                "owner: 5 clay or 2 bonus points).")


class ClayDeposit(CatalogCard):
    """I337: an extra action space: pay the owner 1 food, take 5 clay; the owner pays
    nothing and may take 2 bonus points instead of the clay."""

    id = "clay-deposit"
    listens = frozenset({"space_used"})
    points_kept: type[Count] = ClayDepositUses
    limits_placement = True

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return add_space(state, CLAY_DEPOSIT)

    def placement_problem(self, state: GameState, owner: int, player: int,
                          space: SpaceState) -> Refusal | None:
        if (space.space.id == CLAY_DEPOSIT.id and player != owner
                and state.players[player].goods.food < 1):
            return refuse(Code.CARD_FEE_FOR_OWNER, card=self.id, n=1)
        return None

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.detail != CLAY_DEPOSIT.id:
            return state
        if event.player == owner:
            return ask(state, owner, self.id, ("clay", "points"))
        state = pay(state, event.player, Goods(food=1))
        return gain(state, owner, Goods(food=1))

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option == "points" and state.players[frame.player].goods.clay < 5:
            return refuse(Code.GOODS_SPENT, goods=Goods(clay=5), card=self.id)
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option != "points":
            return state
        return count_up(pay(state, frame.player, Goods(clay=5)), frame.player, ClayDepositUses)

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        return 2 * count(player, self.points_kept)


CARDS: tuple[Card, ...] = (
    MoldboardPlough(), Harrow(), Punner(), Lasso(), Guest(), GuestToken(),
    Copse(), Alms(), BakersKitchen(), VillageWell(), ThreshingBoard(), StrawberryPatch(),
    HolidayHouse(), GoosePond(), GrainCart(), HandMill(), Rake(), ShepherdsCrook(),
    WoodCart(), Spinney(), WoodenHutExtension(), WoodenCrane(), WoodenPath(), ChickenCoop(),
    CookingCorner(), CornStorehouse(), Flagon(), ClayPath(), PlanterBox(), Ladder(),
    Manure(), MilkingShed(), PavedRoad(), FishTrap(), ReedExchange(), Slaughterhouse(),
    SchnapsDistillery(), StrawThatchedRoof(), Tavern(), AnimalFeed(), WildlifeReserve(),
    WaterMill(), WeeklyMarket(), ClayDeposit(),
)
