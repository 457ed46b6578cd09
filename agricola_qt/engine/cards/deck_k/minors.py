"""K-deck minor improvements (K105-K146, K339)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from attrs import frozen

from agricola_qt.engine.cards.base import HOUSING_HOUSE_CLOSED, Bake, Card, HarvestConversion
from agricola_qt.engine.cards.catalog_card import CatalogCard
from agricola_qt.engine.cards.effects import (
    ask,
    gain,
    grow_sown,
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
from agricola_qt.engine.cards.room_payments import RoomPayment, reed_swap, reed_swap_options
from agricola_qt.engine.events import Event, announce
from agricola_qt.engine.goods import ANIMALS, Goods
from agricola_qt.engine.grid import CELL_COUNT, parse_cell
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
from agricola_qt.engine.state import MAX_PEOPLE, Frame, GameState, PlayerState
from agricola_qt.engine.values import replace

if TYPE_CHECKING:
    from agricola_qt.engine.spaces import ActionSpace

# --- passing cards ---------------------------------------------------------------------------


class Lumber(GainOnPlay):
    """K107: 3 wood for 1 stone, then passes left."""

    id = "lumber"
    gains = Goods(wood=3)


class CornSheaf(GainOnPlay):
    """K129: 1 grain, then passes left."""

    id = "corn-sheaf"
    gains = Goods(grain=1)


class BoarBreeding(GainOnPlay):
    """K141: 1 wild boar for 1 food, then passes left."""

    id = "boar-breeding"
    gains = Goods(boar=1)


class StoneExchange(GainOnPlay):
    """K143: 2 stone for 2 wood or 2 clay, then passes left."""

    id = "stone-exchange"
    gains = Goods(stone=2)


class ClayHutExtension(CatalogCard):
    """K132: one room for a clay hut at once at no further cost, then passes left.

    Only the card is paid (room cost changes do not apply); it counts as building a room.
    """

    id = "clay-hut-extension"

    def prerequisite_problem(self, state: GameState, player: int) -> Refusal | None:
        p = state.players[player]
        if p.farm.house != "clay":
            return refuse(Code.NEEDS_HOUSE, card=self.id, house="clay")
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


# --- goods waiting on round spaces ----------------------------------------------------------

def _even(state: GameState) -> Iterable[int]:
    return (r for r in remaining_rounds(state) if r % 2 == 0)


class Beehive(Promising):
    """K108: 2 food on every remaining even-numbered round space."""

    id = "beehive"
    goods = Goods(food=2)

    def rounds(self, state: GameState) -> Iterable[int]:
        return _even(state)


class StoneCart(Promising):
    """K142: 1 stone on every remaining even-numbered round space."""

    id = "stone-cart"
    goods = Goods(stone=1)

    def rounds(self, state: GameState) -> Iterable[int]:
        return _even(state)


class Granary(Promising):
    """K116: 1 grain on the remaining round spaces 8, 10 and 12."""

    id = "granary"
    goods = Goods(grain=1)

    def rounds(self, state: GameState) -> Iterable[int]:
        return (8, 10, 12)


class _NextRounds(Promising):
    """Goods on each of the next ``count`` round spaces."""

    count = 3

    def rounds(self, state: GameState) -> Iterable[int]:
        return next_rounds(state, self.count)

    def schedule(self, state: GameState) -> Iterable[int]:
        return remaining_rounds(state)


class DuckPond(_NextRounds):
    """K114: 1 food on each of the next 3 round spaces."""

    id = "duck-pond"
    goods = Goods(food=1)
    count = 3
    claims = 3


class HerbGarden(_NextRounds):
    """K130: 1 food on each of the next 5 round spaces."""

    id = "herb-garden"
    goods = Goods(food=1)
    count = 5
    claims = 5


class SwanLake(_NextRounds):
    """K140: 1 food on each of the next 5 round spaces."""

    id = "swan-lake"
    goods = Goods(food=1)
    count = 5
    claims = 5


class GreenhouseRounds(Rounds):
    """The round spaces holding the Greenhouse's vegetables."""

    card = "greenhouse"


class Greenhouse(CatalogCard):
    """K117: a vegetable on the round spaces 4 and 7 rounds ahead; as each of those rounds
    starts, the owner may pay 1 food for it (else it goes back to the supply)."""

    id = "greenhouse"
    listens = frozenset({"round_start"})

    def on_acquired(self, state: GameState, player: int) -> GameState:
        due = tuple(state.round + ahead for ahead in (4, 7) if state.round + ahead <= 14)
        rounds = (*noted(state.players[player], GreenhouseRounds), *due)
        return note(state, player, GreenhouseRounds, rounds)

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if state.round in noted(state.players[owner], GreenhouseRounds):
            return ask(state, owner, self.id, ("buy", "leave"))
        return state

    def offer_on_round(self, player: PlayerState, round_no: int) -> tuple[Goods, Goods]:
        n = noted(player, GreenhouseRounds).count(round_no)
        return Goods(veg=n), Goods(food=n)

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option == "buy" and state.players[frame.player].goods.food < 1:
            return refuse(Code.VEG_COSTS_FOOD, n=1)
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option == "buy":
            return gain(state, frame.player, Goods(food=-1, veg=1), self.id)
        return state


# --- action spaces ----------------------------------------------------------------------------

class ClayPit(SpaceBonus):
    """K131: 3 clay more from Day Labourer."""

    id = "clay-pit"
    spaces = frozenset({"day-labourer"})
    bonus = Goods(clay=3)


class LandingNet(CatalogCard):
    """K126: reed from an action space brings 2 food (1 with other building resources)."""

    id = "landing-net"
    listens = frozenset({"space_used", "option_chosen"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner or took(event, "reed") <= 0:
            return state
        others = any(took(event, r) for r in ("wood", "clay", "stone"))
        return gain(state, owner, Goods(food=1 if others else 2))


GROWTH_ACTIONS = frozenset({"growth_minor", "urgent_growth"})
EITHER_GROWTH_ACTIONS = frozenset({"occupation_or_growth", "resources_or_growth"})


def _is_growth_space(state: GameState, space_id: str) -> bool:
    """A family growth space (the either/or spaces from round 5, whatever was chosen)."""
    index = state.space_index(space_id)
    if index < 0:
        return False
    action = state.spaces[index].space.action
    return action in GROWTH_ACTIONS or (action in EITHER_GROWTH_ACTIONS and state.round >= 5)


class Clapper(CatalogCard):
    """K127: on a family growth space, 1 more grain on each stack of grain (also when played
    after using such a space this round)."""

    id = "clapper"
    listens = frozenset({"space_used"})

    def grow_grain(self, state: GameState, player: int) -> GameState:
        p = state.players[player]
        sown = tuple(replace(f, count=f.count + 1) if f.crop == "grain" else f
                     for f in p.farm.sown)
        state = state.with_player(player, replace(p, farm=replace(p.farm, sown=sown)))
        from agricola_qt.engine.cards.registry import card

        for card_id in p.cards:  # the wood stacks on the Copse and Forester (ruling K127)
            state = card(card_id).grow_stack(state, player, -1, 1)
        return state

    def on_acquired(self, state: GameState, player: int) -> GameState:
        if any((s.occupant == player or player in s.guests)
               and _is_growth_space(state, s.space.id) for s in state.spaces):
            return self.grow_grain(state, player)
        return state

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and _is_growth_space(state, event.detail):
            return self.grow_grain(state, owner)
        return state


class SleepingCorner(CatalogCard):
    """K139: a family growth space may be used although another player is on it.

    Not for the either/or growth spaces of 5 players (may_join does not know the round).
    """

    id = "sleeping-corner"
    joins_spaces = True

    def may_join(self, space: ActionSpace) -> bool:
        return space.action in GROWTH_ACTIONS


# --- ploughing --------------------------------------------------------------------------------

PLOUGH_1_FIELD = frozenset({"plow"})


class SwingPlough(Plough):
    """K115: twice per game, plough up to 3 fields on Plough 1 Field."""

    id = "swing-plough"
    times = 2
    spaces = PLOUGH_1_FIELD


class CrookedPlough(Plough):
    """K119: once per game, plough up to 3 fields on Plough 1 Field."""

    id = "crooked-plough"
    times = 1
    spaces = PLOUGH_1_FIELD


PLOUGHS = frozenset({"riding-plough", "turnwrest-plough", "moldboard-plough", "swing-plough",
                     "crooked-plough", "harrow"})


class Yoke(CatalogCard):
    """K124: plough 1 field now per plough or Harrow in front of any player."""

    id = "yoke"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        count = sum(1 for p in state.players for c in p.cards if c in PLOUGHS)
        return offer(state, player, space=self.id, plows=count) if count else state


class OxTeam(CatalogCard):
    """K134: plough 1 field per complete round still to come (at most 3)."""

    id = "ox-team"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        count = min(3, 14 - state.round)
        return offer(state, player, space=self.id, plows=count) if count > 0 else state


class Flail(CatalogCard):
    """K113: on Plough 1 Field or Plough Field and Sow, the owner may also bake."""

    id = "flail"
    listens = frozenset({"space_used"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner or event.detail not in PLOUGH_SPACES:
            return state
        i = plough_frame(state, owner)
        if i < 0:
            return offer_bake(state, owner, self.id)
        pending = list(state.pending)
        pending[i] = replace(pending[i], bake=True)
        return replace(state, pending=tuple(pending))


# --- baking and cooking -----------------------------------------------------------------------

class Bakehouse(CatalogCard):
    """K106: a baking improvement (not an oven; upgrade of an oven): up to 2 grain into 5 food
    each; bake when played."""

    id = "bakehouse"

    def bake(self) -> Bake:
        return Bake(food_per_grain=5, limit=2)

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return offer_bake(state, player)


class CookingHearth(CatalogCard):
    """K128: a Cooking Hearth as a minor (upgrade of a Fireplace)."""

    id = "cooking-hearth"

    def cooking_rates(self, player: PlayerState) -> dict[str, int]:
        return {"veg": 3, "sheep": 2, "boar": 3, "cattle": 4}

    def bake(self) -> Bake:
        return Bake(food_per_grain=3, limit=None)


class BreadPaddle(CatalogCard):
    """K111: each time the owner plays an occupation, they may also bake."""

    id = "bread-paddle"
    listens = frozenset({"card_played"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        from agricola_qt.engine.cards.registry import card

        if event.player == owner and card(event.detail).kind == "occupation":
            return offer_bake(state, owner, self.id)
        return state


class Brewery(CatalogCard):
    """K110: once per harvest 1 grain into 3 food; 1 bonus point for 9 or more grain."""

    id = "brewery"

    def harvest_conversion(self) -> HarvestConversion:
        return HarvestConversion("grain", 3)

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        grain = player.goods.grain + player.farm.crop_total("grain")
        return 1 if grain >= 9 else 0


class Sawmill(CatalogCard):
    """K122: once per harvest 1 wood into 3 food; 2/4/5 wood give 1/2/3 bonus points.

    With a Joinery bought again as well, the Joinery's wood points do not count.
    """

    id = "sawmill"

    def harvest_conversion(self) -> HarvestConversion:
        return HarvestConversion("wood", 3)

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        from agricola_qt.engine.cards.base import held_at_end
        from agricola_qt.engine.cards.registry import card

        wood = held_at_end(player, "wood")  # wood on the Copse and the Forester counts
        points = 3 if wood >= 5 else 2 if wood >= 4 else 1 if wood >= 2 else 0
        if "joinery" in player.cards:
            points -= card("joinery").bonus_points(player, table)
        return points


class SpitRoast(CatalogCard):
    """K109: cooking at least 1 animal in a feeding phase gives 1 more food (once)."""

    id = "spit-roast"
    listens = frozenset({"converted"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        p = state.players[owner]
        if (event.player != owner or event.detail not in ANIMALS or state.phase != "feed"
                or self.id in p.harvest_used):
            return state
        state = state.with_player(owner, replace(p, harvest_used=(*p.harvest_used, self.id)))
        return gain(state, owner, Goods(food=1))


class Pelts(CatalogCard):
    """K339: for each animal turned into food, 1 food may go into a room (one per room): it can
    no longer be used and scores 1 bonus point."""

    id = "pelts"
    listens = frozenset({"converted"})

    def _room_left(self, p: PlayerState) -> bool:
        return count(p, PeltsFood) < p.farm.room_count

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        p = state.players[owner]
        if (event.player == owner and event.detail in ANIMALS and p.goods.food >= 1
                and self._room_left(p)):
            return ask(state, owner, self.id, ("store", "keep"))
        return state

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        p = state.players[frame.player]
        if option == "store" and p.goods.food < 1:
            return refuse(Code.NO_FOOD_FOR_ROOM)
        if option == "store" and not self._room_left(p):
            return refuse(Code.EVERY_ROOM_HAS_FOOD)
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option != "store":
            return state
        return count_up(pay(state, frame.player, Goods(food=1)), frame.player, PeltsFood)

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        return count(player, PeltsFood)


class PeltsFood(Count):
    """Food stored in rooms with the Pelts."""

    card = "pelts"


# --- occupations ------------------------------------------------------------------------------

class Bookshelf(CatalogCard):
    """K112: 3 food before paying for each occupation (the food may pay for it)."""

    id = "bookshelf"
    changes_costs = True

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        if what == "occupation":
            return replace(cost, food=cost.food - 3)  # below 0: the rest is food gained
        return cost


# --- sowing and harvest -----------------------------------------------------------------------

class LiquidManure(CatalogCard):
    """K118: 1 more grain or vegetable on each newly sown stack."""

    id = "liquid-manure"
    listens = frozenset({"sowed"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner:
            return state
        # a field, a card field or a stack on a card (the Copse's wood: ruling K118)
        return grow_sown(state, owner, event.amount, 1)


class Acreage(CatalogCard):
    """K105: a grain field on the card with room for 2 stacks (not scored as a field)."""

    id = "acreage"
    field_slot = CELL_COUNT + 6
    field_stacks = 2
    field_crops = ("grain",)


class TurnipField(CatalogCard):
    """K137: a vegetable field on the card (not scored as a field); sow when played."""

    id = "turnip-field"
    field_slot = CELL_COUNT + 5
    field_crops = ("veg",)

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return offer(state, player, space=self.id, sow=True)


def _ladder_food(count: int, steps: tuple[int, int, int]) -> int:
    return sum(1 for step in steps if count >= step)


class MilkingStool(CatalogCard):
    """K133: field phase food for cattle (1-2: 1, 3-4: 2, 5+: 3); 1 point per 2 cattle."""

    id = "milking-stool"
    listens = frozenset({"harvest_start"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        food = _ladder_food(state.players[owner].goods.cattle, (1, 3, 5))
        return gain(state, owner, Goods(food=food)) if food else state

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        return player.goods.cattle // 2


class Loom(CatalogCard):
    """K146: field phase food for sheep (1-3: 1, 4-6: 2, 7+: 3); 1 point per 3 sheep."""

    id = "loom"
    listens = frozenset({"harvest_start"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        food = _ladder_food(state.players[owner].goods.sheep, (1, 4, 7))
        return gain(state, owner, Goods(food=food)) if food else state

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        return player.goods.sheep // 3


class HouseGoat(CatalogCard):
    """K120: 1 food in each feeding phase; no other animal may live in the house."""

    id = "house-goat"
    listens = frozenset({"feeding_start"})
    changes_housing = True

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        return gain(state, owner, Goods(food=1))

    housing_stage = HOUSING_HOUSE_CLOSED  # so the Animal Tamer has no effect (ruling)

    def house_places(self, player: PlayerState, places: int) -> int:
        return 0


class ForestPasture(CatalogCard):
    """K145: the card holds any number of wild boar (not a pasture when scoring)."""

    id = "forest-pasture"
    changes_housing = True

    def housing_change(self, player: PlayerState, housing: Housing) -> Housing:
        return replace(housing, any_boar=True)


# --- costs ------------------------------------------------------------------------------------

class Sawhorse(CatalogCard):
    """K121: the next stable and the 3rd, 6th, 9th, 12th and 15th fences are free."""

    id = "sawhorse"
    changes_costs = True
    listens = frozenset({"stable_built"})

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        if what == "stable" and not recall(player, SawhorseStableBuilt):
            return replace(cost, wood=0)
        if what == "fences":
            built = player.farm.fence_count
            free = sum(1 for n in range(built + 1, built + cost.wood + 1) if n % 3 == 0)
            return replace(cost, wood=cost.wood - free)
        return cost

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and not recall(state.players[owner], SawhorseStableBuilt):
            return remember(state, owner, SawhorseStableBuilt())
        return state


@frozen
class SawhorseStableBuilt(Memory):
    """The stable after the Sawhorse was played has been built (it was the free one)."""

    card = "sawhorse"


class BrushwoodRoof(RoomPayment):
    """K136: wood in place of 1 or 2 reed for rooms and renovation.

    The cost the engine charges uses wood only for the reed the player lacks; right after
    each room or renovation the player may ``choose`` another payment (1 or 2 reed paid as
    wood, or back to reed).  With the Clay Roof it combines: 2 reed may become 1 wood and
    1 clay (``cards/room_payments.py``; the Clay Roof asks then).
    """

    id = "brushwood-roof"
    changes_costs = True
    offers_choices = True

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        if what not in ("room", "renovation"):
            return cost
        return reed_swap(player, cost, "wood")

    def cost_options(self, player: PlayerState, what: str, cost: Goods) -> tuple[Goods, ...]:
        return reed_swap_options(what, cost, "wood")


# --- points -----------------------------------------------------------------------------------

class WoodenStrongbox(CatalogCard):
    """K123: 2 bonus points for 5 rooms, 4 for 6 or more."""

    id = "wooden-strongbox"

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        rooms = player.farm.room_count
        return 4 if rooms >= 6 else 2 if rooms == 5 else 0


class Mansion(CatalogCard):
    """K144: 2 bonus points per room of a stone house (instead of the Half-timbered House's)."""

    id = "mansion"

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        if player.farm.house != "stone":
            return 0
        rooms = player.farm.room_count
        if "half-timbered-house" in player.cards:
            return 2 * rooms - rooms  # the Half-timbered House already gives 1 per room
        return 2 * rooms


class Horse(CatalogCard):
    """K135: 2 bonus points if at least one kind of animal is missing at the end."""

    id = "horse"

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        return 2 if any(player.goods.get(kind) == 0 for kind in ANIMALS) else 0


@frozen
class ReedHutLodger(Memory):
    """A person lives on the Reed Hut (rules 7 and before: scored as a family member, its 3
    points taken back as the card's minus bonus points)."""

    card = "reed-hut"


@frozen
class ReedHutOccupant(Memory):
    """A person lives on the Reed Hut (rules 8 on): no family member at the end."""

    card = "reed-hut"


class ReedHut(CatalogCard):
    """K138: a person from the supply moves onto the card: it acts at once and eats like an
    adult, needs no room and scores no points: no family member at the end (rules 8,
    ``unscored_people``).  Rules 7 and before counted it as one and took its 3 points back as
    the card's bonus points, which the Yeoman Farmer gave back and which kept the Constable's
    5 points away; records of those rules replay as played.

    Ruling: with no person left in the supply, a family growth moves the occupant into the
    house (``moves_in``); it is then the growth's newborn (the Adoptive Parents may let it
    act).  While a person is left, a growth takes that one (more people, the same points).
    """

    id = "reed-hut"

    def lodger(self, p: PlayerState) -> bool:
        return (recall(p, ReedHutOccupant) is not None
                or recall(p, ReedHutLodger) is not None)

    def lodgers(self, player: PlayerState) -> int:
        return 1 if self.lodger(player) else 0

    def unscored_people(self, player: PlayerState) -> int:
        return 1 if recall(player, ReedHutOccupant) is not None else 0

    def on_acquired(self, state: GameState, player: int) -> GameState:
        p = state.players[player]
        if p.people >= MAX_PEOPLE:
            return state  # no person left in the supply: the hut stays empty
        state = state.with_player(player, replace(p, people=p.people + 1))
        occupant = ReedHutLodger() if state.setup.rules_version < 8 else ReedHutOccupant()
        return remember(state, player, occupant)

    def grows_without_room(self, state: GameState, player: int) -> bool:
        p = state.players[player]
        return self.lodger(p) and p.farm.room_count > p.people - 1  # the lodger has no room

    def moves_in(self, player: PlayerState) -> bool:
        return self.lodger(player)

    def move_in(self, state: GameState, player: int) -> GameState:
        return _leave_hut(state, player)

    def on_discarded(self, state: GameState, owner: int) -> GameState:
        """Ruling: discarded (Madonna Statue), the card takes its occupant along at once when
        the occupant has not been placed yet this round.  Not done: an occupant already on
        an action space stays in the family."""
        p = state.players[owner]
        if not self.lodger(p) or p.available < 1:
            return state
        state = state.with_player(owner, replace(p, people=p.people - 1))
        return _leave_hut(state, owner)

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        return -3 if recall(player, ReedHutLodger) is not None else 0


def _leave_hut(state: GameState, player: int) -> GameState:
    """The occupant leaves the card (whichever rules it moved in by)."""
    return forget(forget(state, player, ReedHutLodger), player, ReedHutOccupant)


# --- hand --------------------------------------------------------------------------------------

@frozen
class BroomDrawn(Memory):
    """The minors a Broom drew (left out of later draws even once thrown away)."""

    card = "broom"
    cards: tuple[str, ...] = ()


class Broom(CatalogCard):
    """K125: discard the minors in hand, draw 7 from those left out of the game, and play 1 of
    them at once.

    The draw is from the game's decks (the minors no player was dealt, drew, holds or played);
    live, it is rolled from the game's seed and the move number; a record gives its result
    (a chance line), so a replay does not depend on the cards implemented today.
    """

    id = "broom"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        from agricola_qt.engine.cards.catalog import dealable
        from agricola_qt.engine.chance import SplitMix64
        from agricola_qt.engine.draws import draw, from_pool

        setup = state.setup
        seen = {c for hand in setup.hands for c in hand.minors}
        seen |= {c for p in state.players for c in (*p.minors, *p.cards)}
        for p in state.players:  # drawn by a Broom before, then thrown away
            seen |= set(drawn_before.cards) if (drawn_before := recall(p, BroomDrawn)) else set()
        decks = setup.decks or ("E", "I", "K")
        pool = [c for c in dealable("minor", decks, len(state.players)) if c not in seen]
        rng = SplitMix64(setup.seed * 1_000_003 + state.moves_made * 7 + player)
        state, drawn = draw(state, self.id, player, lambda: tuple(rng.shuffled(pool)[:7]),
                            from_pool(pool, 7))
        p = state.players[player]
        state = state.with_player(player, replace(p, minors=drawn))
        before = recall(state.players[player], BroomDrawn)
        state = remember(state, player, BroomDrawn((*(before.cards if before else ()), *drawn)))
        return offer(state, player, space=self.id, improvements=1, allow_major=False)


CARDS: tuple[Card, ...] = (
    Acreage(), TurnipField(),
    Bakehouse(), Lumber(), Beehive(), SpitRoast(), Brewery(), BreadPaddle(), Bookshelf(),
    Flail(), DuckPond(), SwingPlough(), Granary(), Greenhouse(), LiquidManure(),
    CrookedPlough(), HouseGoat(), Sawhorse(), Sawmill(), WoodenStrongbox(), Yoke(), Broom(),
    LandingNet(), Clapper(), CookingHearth(), CornSheaf(), HerbGarden(), ClayPit(),
    ClayHutExtension(), MilkingStool(), OxTeam(), Horse(), BrushwoodRoof(), SleepingCorner(),
    SwanLake(), BoarBreeding(), StoneCart(), StoneExchange(), Mansion(), Loom(), Pelts(),
    ForestPasture(), ReedHut(),
)
