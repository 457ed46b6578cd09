"""E-deck occupations E183-E218 and E341."""

from __future__ import annotations

from itertools import combinations
from typing import ClassVar

from attrs import frozen

from agricola_qt.engine.cards.base import HOUSING_MIXED, Card, HarvestConversion
from agricola_qt.engine.cards.catalog_card import CatalogCard
from agricola_qt.engine.cards.effects import (
    ask,
    food_problem,
    food_within_reach,
    gain,
    next_rounds,
    offer,
    pay,
    promise,
    remaining_rounds,
    took,
    wood_by_round,
)
from agricola_qt.engine.cards.patterns import LeaveWood, SpaceBonus
from agricola_qt.engine.events import Event, announce
from agricola_qt.engine.goods import ANIMALS, Goods
from agricola_qt.engine.grid import CELL_COUNT, CELL_NAMES, NEIGHBOURS, parse_cell
from agricola_qt.engine.housing import Housing
from agricola_qt.engine.memory import Count, Memory, count, count_up, recall, remember
from agricola_qt.engine.refusals import Refusal
from agricola_qt.engine.state import Frame, GameState, PlayerState
from agricola_qt.engine.values import replace

_OTHER_RESOURCES = ("wood", "clay", "reed")


def _gained(event: Event) -> Goods:
    """The goods a person's action gave (costs left out)."""
    return Goods(**{name: amount for name, amount in event.goods.items() if amount > 0})


def _any_plow(player: PlayerState) -> bool:
    from agricola_qt.engine.farmwork import any_plow_possible

    return any_plow_possible(player)


def _plow_fee_problem(state: GameState, frame: Frame, option: str) -> Refusal | None:
    """The 1 food of Plough Driver's or Plough Maker's "plow" (cooked first if need be)."""
    return food_problem(state, frame, 1) if option == "plow" else None


def _pay_food_to_plow(state: GameState, player: int, card_id: str) -> GameState:
    """Pay 1 food, then plough one field (Plough Driver, Plough Maker)."""
    state = pay(state, player, Goods(food=1))
    return offer(state, player, space=card_id, plows=1, need_one=True)


def _free_cells(player: PlayerState) -> int:
    farm = player.farm
    return ~(farm.rooms | farm.fields | farm.stables | farm.pasture_cells) & ((1 << CELL_COUNT) - 1)


class Basketmaker(CatalogCard):
    """E183: in each harvest, 1 reed into 3 food."""

    id = "basketmaker"

    def harvest_conversion(self) -> HarvestConversion:
        return HarvestConversion("reed", 3)


GROCER_STACK = ("reed", "grain", "stone", "veg", "wood", "clay", "reed", "veg")  # top first


class Grocer(CatalogCard):
    """E184: buy the top good of the stack on the card for 1 food, at any time.

    The stack stays in the supply until bought; ``GrocerBought`` counts the goods bought.
    """

    id = "grocer"

    def uses(self, state: GameState, player: int) -> tuple[str, ...]:
        p = state.players[player]
        if p.goods.food >= 1 and count(p, GrocerBought) < len(GROCER_STACK):
            return ("buy",)
        return ()

    def use(self, state: GameState, player: int, option: str) -> GameState:
        good = GROCER_STACK[count(state.players[player], GrocerBought)]
        state = count_up(state, player, GrocerBought)
        return gain(state, player, Goods(food=-1).add(good, 1))


class GrocerBought(Count):
    card = "grocer"


class Exchange(CatalogCard):
    """An any-time exchange: ``use CARD OPTION`` gives ``options[OPTION]`` for a price."""

    options: ClassVar[dict[str, tuple[Goods, Goods]]] = {}  # option: (price, goods)

    def uses(self, state: GameState, player: int) -> tuple[str, ...]:
        have = state.players[player].goods
        return tuple(o for o, (price, _) in self.options.items() if have.covers(price))

    def use(self, state: GameState, player: int, option: str) -> GameState:
        price, goods = self.options[option]
        return gain(state, player, goods - price)


class ClayFirer(Exchange):
    """E185: 2 clay into 1 stone (``use clay-firer stone``) or 3 clay into 2 stone (``2stone``)."""

    id = "clay-firer"
    options = {"stone": (Goods(clay=2), Goods(stone=1)),
               "2stone": (Goods(clay=3), Goods(stone=2))}


class ClaySeller(Exchange):
    """E186: clay into a sheep or reed (2), a wild boar or stone (3), a cattle (4)."""

    id = "clay-seller"
    options = {"sheep": (Goods(clay=2), Goods(sheep=1)), "reed": (Goods(clay=2), Goods(reed=1)),
               "boar": (Goods(clay=3), Goods(boar=1)), "stone": (Goods(clay=3), Goods(stone=1)),
               "cattle": (Goods(clay=4), Goods(cattle=1))}


class ClayDeliveryman(CatalogCard):
    """E187: 1 clay on each remaining round space from 6 to 14."""

    id = "clay-deliveryman"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return promise(state, player, range(6, 15), Goods(clay=1))


class ClayMixer(CatalogCard):
    """E188: 2 more clay whenever a person's action gives clay and nothing else."""

    id = "clay-mixer"
    listens = frozenset({"space_used", "option_chosen"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and took(event, "clay"):
            got = _gained(event)
            if got == Goods(clay=got.clay):
                return gain(state, owner, Goods(clay=2))
        return state


# Categories whose best score is 4 points (fenced stables: 4 of them, per the ruling).
_FOUR_POINT_CATEGORIES = ("fields", "pastures", "grain", "vegetables", "sheep", "boar",
                          "cattle", "fenced_stables")


class LordOfTheManor(CatalogCard):
    """E189: a bonus point for each scoring category scored at the full 4 points."""

    id = "lord-of-the-manor"

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        from agricola_qt.engine.scoring import farm_points

        points = farm_points(player)
        return sum(1 for c in _FOUR_POINT_CATEGORIES if points[c] >= 4)


class Maid(CatalogCard):
    """E190: once in a clay hut or stone house, 1 food on every remaining round space."""

    id = "maid"
    listens = frozenset({"renovated"})

    def _start(self, state: GameState, player: int) -> GameState:
        if recall(state.players[player], MaidStarted):
            return state
        state = remember(state, player, MaidStarted())
        return promise(state, player, remaining_rounds(state), Goods(food=1))

    def on_acquired(self, state: GameState, player: int) -> GameState:
        if state.players[player].farm.house != "wood":
            return self._start(state, player)
        return state

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner:
            return self._start(state, owner)
        return state


@frozen
class MaidStarted(Memory):
    card = "maid"


@frozen
class MasonUsed(Memory):
    card = "mason"


@frozen
class PastorPaid(Memory):
    card = "pastor"


class Mason(CatalogCard):
    """E191: once, in a stone house of 4+ rooms, a free room at any time (``use mason CELL``)."""

    id = "mason"

    def uses(self, state: GameState, player: int) -> tuple[str, ...]:
        p = state.players[player]
        farm = p.farm
        if farm.house != "stone" or farm.room_count < 4 or recall(p, MasonUsed):
            return ()
        free = _free_cells(p)
        return tuple(CELL_NAMES[c] for c in range(CELL_COUNT)
                     if free >> c & 1 and NEIGHBOURS[c] & farm.rooms)

    def use(self, state: GameState, player: int, option: str) -> GameState:
        p = state.players[player]
        state = state.with_player(player, replace(p, farm=p.farm.with_room(parse_cell(option))))
        state = remember(state, player, MasonUsed())
        return announce(state, Event("room_built", player, option))


class Patron(CatalogCard):
    """E192: 2 food before paying for each later occupation (the food may pay for it)."""

    id = "patron"
    changes_costs = True

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        if what == "occupation":
            return replace(cost, food=cost.food - 2)  # below 0: the rest is food gained
        return cost


class Pastor(CatalogCard):
    """E193: the last player still living in 2 rooms takes 3 wood, 2 clay, 1 reed, 1 stone.

    Paid as soon as it applies (the ruling lets the player choose the moment in that window;
    taking it at once is never worse).
    """

    id = "pastor"
    listens = frozenset({"room_built"})

    def _check(self, state: GameState, owner: int) -> GameState:
        p = state.players[owner]
        if p.farm.room_count != 2 or recall(p, PastorPaid) or len(state.players) < 2:
            return state
        if any(q.farm.room_count <= 2 for i, q in enumerate(state.players) if i != owner):
            return state
        state = remember(state, owner, PastorPaid())
        return gain(state, owner, Goods(wood=3, clay=2, reed=1, stone=1))

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return self._check(state, player)

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        return self._check(state, owner)


class PloughDriver(CatalogCard):
    """E194: in a stone house, at each round start, may pay 1 food to plough 1 field."""

    id = "plough-driver"
    listens = frozenset({"round_start"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        p = state.players[owner]
        if p.farm.house == "stone" and food_within_reach(state, owner, 1) and _any_plow(p):
            return ask(state, owner, self.id, ("plow", "skip"))
        return state

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        return _plow_fee_problem(state, frame, option) or super().option_problem(
            state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        return _pay_food_to_plow(state, frame.player, self.id) if option == "plow" else state


class PloughMaker(CatalogCard):
    """E195: on Plough 1 Field or Plough and Sow, may pay 1 food to plough one more field."""

    id = "plough-maker"
    listens = frozenset({"space_used"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        p = state.players[owner]
        if (event.player == owner and event.detail in ("plow", "plow-sow")
                and food_within_reach(state, owner, 1) and _any_plow(p)):
            return ask(state, owner, self.id, ("plow", "skip"))
        return state

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        return _plow_fee_problem(state, frame, option) or super().option_problem(
            state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        return _pay_food_to_plow(state, frame.player, self.id) if option == "plow" else state


class MushroomCollector(LeaveWood):
    """E196: taking wood lying on a space, may leave 1 there for 2 food
    (``choose leave-SPACE`` or ``choose keep``)."""

    id = "mushroom-collector"
    leave = 1
    reward = Goods(food=2)


_BRAGGART = {5: 1, 6: 3, 7: 5, 8: 7}


class Braggart(CatalogCard):
    """E197: 1/3/5/7/9 bonus points for 5/6/7/8/9+ improvements."""

    id = "braggart"

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        from agricola_qt.engine.cards.registry import card

        count = sum(1 for c in player.cards if card(c).kind in ("major", "minor"))
        return 9 if count >= 9 else _BRAGGART.get(count, 0)


class Ratcatcher(CatalogCard):
    """E198 (until round 9): in rounds 10 and 12 every other player places one offspring less.

    The held-back person stays home idle for the round.  People living on a card (the Reed
    Hut's occupant, ``Card.lodgers``) are no offspring.
    """

    id = "ratcatcher"
    listens = frozenset({"round_start"})
    rests_people = True

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if state.round not in (10, 12):
            return state
        from agricola_qt.engine.cards.registry import card

        for i, p in enumerate(state.players):
            offspring = p.people - 2 - sum(card(c).lodgers(p) for c in p.cards)
            if i != owner and offspring > 0 and p.available > 0:
                state = state.with_player(i, replace(p, idle=p.idle + 1))
        return state


class Renovator(CatalogCard):
    """E199: renovating costs 2 clay (to clay) or 2 stone (to stone) less."""

    id = "renovator"
    changes_costs = True

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        if what != "renovation":
            return cost
        if player.farm.house == "wood" and cost.clay:
            return replace(cost, clay=max(0, cost.clay - 2))
        return replace(cost, stone=max(0, cost.stone - 2))


RENOVATION_SPACES = frozenset({"renovation_improvement", "renovation_fences"})


class Conservator(CatalogCard):
    """E200: a Renovation action may take the wooden hut straight to a stone house.

    A renovation action the owner can only afford as the stone renovation goes straight to
    stone (``renovates_to_stone``).  When the clay one was affordable and made, the owner
    may ``choose stone`` right after: the clay renovation's cost comes back and the stone
    renovation's cost (1 stone per room + 1 reed, after the player's cost cards) is paid.
    """

    id = "conservator"
    renovates_to_stone = True
    listens = frozenset({"space_used"})

    def _swap(self, state: GameState, player: int) -> tuple[Goods, Goods] | None:
        """(refund of the clay renovation, cost of the stone one), or None if unaffordable."""
        from agricola_qt.engine.economy import renovation_cost

        p = state.players[player]
        refund = renovation_cost(replace(p, farm=replace(p.farm, house="wood")))
        cost = renovation_cost(p)
        if refund is None or cost is None or not (p.goods + refund).covers(cost):
            return None
        return refund, cost

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner or state.players[owner].farm.house != "clay":
            return state
        index = state.space_index(event.detail)
        if index < 0 or state.spaces[index].space.action not in RENOVATION_SPACES:
            return state
        if self._swap(state, owner) is None:
            return state
        return ask(state, owner, self.id, ("stone", "clay"))

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        swap = self._swap(state, frame.player) if option == "stone" else None
        if swap is None:
            return state
        refund, cost = swap
        p = state.players[frame.player]
        p = replace(p, goods=p.goods + refund - cost, farm=replace(p.farm, house="stone"))
        state = state.with_player(frame.player, p)
        return announce(state, Event("renovated", frame.player, "stone"))


class CattleWhisperer(CatalogCard):
    """E201: 1 cattle on the round spaces 5 and 9 rounds ahead."""

    id = "cattle-whisperer"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return promise(state, player, (state.round + 5, state.round + 9), Goods(cattle=1))


class SeasonalWorker(CatalogCard):
    """E202: 1 grain with each Day Labourer; from round 6 a vegetable instead if you like."""

    id = "seasonal-worker"
    listens = frozenset({"space_used"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner or event.detail != "day-labourer":
            return state
        if state.round >= 6:
            return ask(state, owner, self.id, ("grain", "veg"))
        return gain(state, owner, Goods(grain=1))

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        return gain(state, frame.player, Goods().add(option, 1))


class Shepherd(CatalogCard):
    """E203: with 4+ sheep at breeding, 2 lambs instead of 1 (room permitting).

    After breeding, 5+ sheep and room for one more means a lamb was born from 4+ sheep
    (breeding always takes the largest set of kinds that fits, so sheep were not skipped).
    """

    id = "shepherd"
    listens = frozenset({"breeding_end"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        from agricola_qt.engine.economy import can_house

        p = state.players[owner]
        sheep, boar, cattle = p.animals
        if sheep >= 5 and can_house(p, (sheep + 1, boar, cattle)):
            return gain(state, owner, Goods(sheep=1))
        return state


class MasterShepherd(CatalogCard):
    """E204: 1 sheep on each of the next 3 round spaces."""

    id = "master-shepherd"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return promise(state, player, next_rounds(state, 3), Goods(sheep=1))


class ReedCollector(CatalogCard):
    """E205: 1 reed on each of the next 4 round spaces."""

    id = "reed-collector"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return promise(state, player, next_rounds(state, 4), Goods(reed=1))


class Swineherd(SpaceBonus):
    """E206: one more wild boar from the 1 Wild Boar space."""

    id = "swineherd"
    spaces = frozenset({"boar"})
    bonus = Goods(boar=1)


class Stablehand(CatalogCard):
    """E207: a free stable, built at once, with each action that builds fences (once per action).
    """

    id = "stablehand"
    listens = frozenset({"fences_built"})

    @staticmethod
    def _action(state: GameState, owner: int) -> str:
        """The action the fences belong to: the latest fence action under way (two on one
        space with the Fence Builder's fence are two actions), else the turn's action (a
        card fencing by itself, such as the Fence Overseer fencing the Stablehand's own
        stable, belongs to it: no second free stable then)."""
        owned = [f for f in state.pending if f.kind == "action" and f.player == owner]
        fencing = [f for f in owned if f.fences]
        if fencing:
            return fencing[-1].space
        return owned[0].space if owned else ""

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner or event.amount < 1:
            return state
        space = self._action(state, owner)
        kept = recall(state.players[owner], StablehandActions) or StablehandActions()
        if space in kept.spaces:
            return state
        state = remember(state, owner, StablehandActions((*kept.spaces, space)))
        return offer(state, owner, space=self.id, stables=1, stable_cost=0, need_one=True)


@frozen
class StablehandActions(Memory):
    """The fence actions (their spaces) that gave the Stablehand's stable this round."""

    card = "stablehand"
    lifetime = "round"
    spaces: tuple[str, ...] = ()


class Stablemaster(CatalogCard):
    """E208: one unfenced stable holds up to 3 animals of one kind.

    The stable is a place for one kind: the Shepherd's Pipe's bonus skips it (ruling; the
    Pipe is asked first, so this card takes its stable out of the Pipe's 2-sheep stables).
    """

    id = "stablemaster"
    changes_housing = True

    def housing_change(self, player: PlayerState, housing: Housing) -> Housing:
        if player.farm.unfenced_stables() < 1 or housing.singles < 1:
            return housing
        return replace(housing, pastures=(*housing.pastures, 3), singles=housing.singles - 1,
                       bonusless=(*housing.bonusless, 3),
                       sheep_stables=max(0, housing.sheep_stables - 1))


class StoneCarrier(CatalogCard):
    """E210: 1 more stone whenever a person takes stone; 1 food if other resources came too."""

    id = "stone-carrier"
    listens = frozenset({"space_used", "option_chosen"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner or not took(event, "stone"):
            return state
        if not any(took(event, r) for r in _OTHER_RESOURCES):
            return gain(state, owner, Goods(stone=1))
        if food_within_reach(state, owner, 1):
            return ask(state, owner, self.id, ("stone", "skip"))
        return state

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option == "stone" and (problem := food_problem(state, frame, 1)):
            return problem
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option == "stone":
            return gain(state, frame.player, Goods(stone=1, food=-1))
        return state


class Stonecutter(CatalogCard):
    """E211: every improvement, room and renovation costs 1 stone less."""

    id = "stonecutter"
    changes_costs = True

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        if cost.stone and (what in ("room", "renovation") or what.startswith(("major:", "minor:"))):
            return replace(cost, stone=cost.stone - 1)
        return cost


class Dancer(CatalogCard):
    """E212: at least 4 food from a Traveling Players space."""

    id = "dancer"
    listens = frozenset({"space_used", "option_chosen"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and event.detail in ("traveling-players", "choose food"):
            extra = 4 - took(event, "food")
            if extra > 0:
                return gain(state, owner, Goods(food=extra))
        return state


_STOCKMAN = {2: Goods(cattle=1), 3: Goods(boar=1), 4: Goods(sheep=1)}


class Stockman(CatalogCard):
    """E213: a cattle with your 2nd stable, a wild boar with the 3rd, a sheep with the 4th."""

    id = "stockman"
    listens = frozenset({"stable_built"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner:
            goods = _STOCKMAN.get(state.players[owner].farm.stable_count)
            if goods is not None:
                return gain(state, owner, goods)
        return state


class Potter(CatalogCard):
    """E214: in each harvest, 1 clay into 2 food."""

    id = "potter"

    def harvest_conversion(self) -> HarvestConversion:
        return HarvestConversion("clay", 2)


@frozen
class TenantFarmerRepaid(Memory):
    """The animal kinds given back to the Tenant Farmer (repaid once, during the game)."""

    card = "tenant-farmer"
    kinds: tuple[str, ...] = ()


class TenantFarmer(CatalogCard):
    """E215: borrow a sheep, a wild boar and a cattle; -1 point for each not given back.

    ``use tenant-farmer return`` repays the loan during the game (one of each kind you have;
    the rest can then no longer be repaid).  Otherwise the best repayment is made at scoring.
    """

    id = "tenant-farmer"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return gain(state, player, Goods(sheep=1, boar=1, cattle=1))

    def _repaid(self, player: PlayerState) -> bool:
        return recall(player, TenantFarmerRepaid) is not None

    def uses(self, state: GameState, player: int) -> tuple[str, ...]:
        p = state.players[player]
        if self._repaid(p) or not any(p.animals):
            return ()
        return ("return",)

    def use(self, state: GameState, player: int, option: str) -> GameState:
        returned = []
        for kind in ANIMALS:
            if state.players[player].goods.get(kind):
                state = pay(state, player, Goods().add(kind, 1))
                returned.append(kind)
        return remember(state, player, TenantFarmerRepaid(tuple(returned)))

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        if self._repaid(player):
            repaid = recall(player, TenantFarmerRepaid)
            assert repaid is not None
            return len(repaid.kinds) - 3
        from agricola_qt.engine.scoring import farm_points

        def animal_points(goods: Goods) -> int:
            points = farm_points(replace(player, goods=goods))
            return sum(points[kind] for kind in ANIMALS)

        have = animal_points(player.goods)
        kinds = [k for k in ANIMALS if player.goods.get(k)]
        best = -3
        for size in range(1, len(kinds) + 1):
            for chosen in combinations(kinds, size):
                goods = player.goods
                for kind in chosen:
                    goods = goods.add(kind, -1)
                best = max(best, animal_points(goods) - have - (3 - size))
        return best


class AnimalKeeper(CatalogCard):
    """E216: pastures may hold sheep, wild boar and cattle together."""

    id = "animal-keeper"
    changes_housing = True
    housing_stage = HOUSING_MIXED  # the farm's pastures, with what cards added to them

    def housing_change(self, player: PlayerState, housing: Housing) -> Housing:
        n = len(player.farm.pastures)  # the farm's own pastures come first
        mixed = sum(housing.pastures[:n])
        return replace(housing, pastures=housing.pastures[n:], singles=housing.singles + mixed)


class Reeve(CatalogCard):
    """E217: wood by round now (4/3/2/1); at the end, 3 points to every player (the owner or
    not) with the most occupations (the Academic counting 2)."""

    id = "reeve"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        wood = wood_by_round(state.round)
        return gain(state, player, Goods(wood=wood)) if wood else state

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        from agricola_qt.engine.economy import occupation_count

        mine = occupation_count(player, for_prerequisites=True)
        best = max((occupation_count(q, for_prerequisites=True) for q in table), default=0)
        return 3 if mine >= best else 0

    def bonus_points_for_other(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        return self.bonus_points(player, table)


class Carpenter(CatalogCard):
    """E218: a room costs 3 of the house's material and 2 reed."""

    id = "carpenter"
    changes_costs = True
    sets_base_cost = True

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        if what == "room":
            house = player.farm.house
            return replace(cost, **{house: min(cost.get(house), 3)})
        return cost


_GUILD = {"joinery": Goods(wood=4), "sawmill": Goods(wood=4), "cabinetmaker": Goods(wood=4),
          "pottery": Goods(clay=4), "potter": Goods(clay=4),
          "basketmakers-workshop": Goods(reed=3), "basketmaker": Goods(reed=3)}


def _two_of(goods: Goods) -> Goods:
    """2 of the one good in ``goods`` (for a guild card already in front of the player)."""
    name = next(name for name, _ in goods.items())
    return Goods().add(name, 2)


class Guildmaster(CatalogCard):
    """E341: 4 wood / 4 clay / 3 reed for each Joinery or Cabinetmaker / Pottery or Potter /
    Basketmaker's Workshop or Basketmaker you get later; 2 of the good for each you have now."""

    id = "guildmaster"
    listens = frozenset({"card_played"})

    def on_acquired(self, state: GameState, player: int) -> GameState:
        for card_id in state.players[player].cards:
            if card_id in _GUILD:
                state = gain(state, player, _two_of(_GUILD[card_id]))
        return state

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and event.detail in _GUILD and event.detail != "sawmill":
            return gain(state, owner, _GUILD[event.detail])
        return state


class Quarryman(CatalogCard):
    """E209: stone into 2 food at any time."""

    id = "quarryman"

    def cooking_rates(self, player: PlayerState) -> dict[str, int]:
        return {"stone": 2}


CARDS: tuple[Card, ...] = (
    Basketmaker(), Grocer(), ClayFirer(), ClaySeller(), ClayDeliveryman(), ClayMixer(),
    LordOfTheManor(), Maid(), Mason(), Patron(), Pastor(), PloughDriver(), PloughMaker(),
    MushroomCollector(), Braggart(), Ratcatcher(), Renovator(), Conservator(), CattleWhisperer(),
    SeasonalWorker(), Shepherd(), MasterShepherd(), ReedCollector(), Swineherd(), Stablehand(),
    Stablemaster(), Quarryman(), StoneCarrier(), Stonecutter(), Dancer(), Stockman(), Potter(),
    TenantFarmer(), AnimalKeeper(), Reeve(), Carpenter(), Guildmaster(),
)
