"""K-deck occupations K290-K312 and K342."""

from __future__ import annotations

from attrs import frozen

from agricola_qt.engine.cards.base import Card, HarvestConversion
from agricola_qt.engine.cards.catalog_card import CatalogCard
from agricola_qt.engine.cards.deck_k.occupations import (
    PERSON_EVENTS,
    ask,
    can_grow,
    gained,
)
from agricola_qt.engine.cards.effects import (
    food_problem,
    food_within_reach,
    gain,
    grow_family,
    offer,
    pay,
    promise,
    remaining_rounds,
    took,
    traveling_players,
)
from agricola_qt.engine.cards.patterns import DoubleFood, SpaceBonus
from agricola_qt.engine.cards.registry import card
from agricola_qt.engine.events import Event, Source, announce, announce_fences
from agricola_qt.engine.goods import ANIMALS, BUILDING_RESOURCES, Goods
from agricola_qt.engine.grid import parse_cell
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
from agricola_qt.engine.spaces import TRAVELING_PLAYERS
from agricola_qt.engine.state import Frame, GameState, PlayerState
from agricola_qt.engine.values import replace

# --- K290-K299 -------------------------------------------------------------------------------

class ClayWorker(CatalogCard):
    """K290: 1 more clay whenever a person takes wood or clay."""

    id = "clay-worker"
    listens = PERSON_EVENTS

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and (took(event, "wood") or took(event, "clay")):
            return gain(state, owner, Goods(clay=1), self.id)
        return state


class Lover(CatalogCard):
    """K291: 4 food more to play (from the catalog); the family grows at once, room or not."""

    id = "lover"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        if not can_grow(state, player, need_room=False):
            return state
        return grow_family(state, player, needs_room=False)


class MarketWoman(CatalogCard):
    """K292: 2 grain whenever vegetables arrive from an action space or a minor improvement.

    Rulings: a minor improvement's gift counts (Market Stall, Weekly Market: their grain is
    paid first, so these 2 grain cannot pay for them; the Greenhouse's vegetable at a round's
    start); an occupation's does not, nor the harvest, nor sowing.
    """

    id = "market-woman"
    listens = frozenset({"goods_received"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        source = event.source
        if event.player != owner or event.goods.veg < 1 or source is None:
            return state
        if source.kind == "space" or (source.kind == "card" and card(source.id).kind == "minor"):
            return gain(state, owner, Goods(grain=2), self.id)
        return state


class PloughmanRounds(Rounds):
    """The round spaces with a Ploughman's field waiting."""

    card = "ploughman"


class Ploughman(CatalogCard):
    """K293: fields wait on the round spaces 4, 7 and 10 rounds ahead; at those round starts,
    pay 1 food to plough one."""

    id = "ploughman"
    listens = frozenset({"round_start"})

    def on_acquired(self, state: GameState, player: int) -> GameState:
        due = tuple(state.round + ahead for ahead in (4, 7, 10) if state.round + ahead <= 14)
        rounds = (*noted(state.players[player], PloughmanRounds), *due)
        return note(state, player, PloughmanRounds, rounds)

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        from agricola_qt.engine.farmwork import any_plow_possible

        p = state.players[owner]
        if (state.round in noted(p, PloughmanRounds) and food_within_reach(state, owner, 1)
                and any_plow_possible(p)):
            return ask(state, owner, self.id, ("plow", "skip"))
        return state

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option == "plow":
            return food_problem(state, frame, 1)
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option != "plow":
            return state
        state = pay(state, frame.player, Goods(food=1))
        return offer(state, frame.player, space=self.id, plows=1, need_one=True)


class BrushwoodCollector(CatalogCard):
    """K294: the reed of a renovation or of each room may be replaced by 1 wood in all.

    Used automatically whenever the owner has the wood for it.
    """

    id = "brushwood-collector"
    changes_costs = True
    offers_choices = True

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        if what not in ("room", "renovation") or cost.reed < 1:
            return cost
        changed = replace(cost, reed=0, wood=cost.wood + 1)
        return changed if player.goods.covers(changed) else cost

    def cost_options(self, player: PlayerState, what: str, cost: Goods) -> tuple[Goods, ...]:
        if what not in ("room", "renovation") or cost.reed < 1:
            return (cost,)
        return (cost, replace(cost, reed=0, wood=cost.wood + 1))


class CattleBreeder(CatalogCard):
    """K295: 1 cattle now; the cattle breed once more at the end of round 12 (room permitting).
    """

    id = "cattle-breeder"
    listens = frozenset({"work_end"})

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return gain(state, player, Goods(cattle=1))

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        from agricola_qt.engine.economy import can_house

        p = state.players[owner]
        sheep, boar, cattle = p.animals
        if state.round == 12 and cattle >= 2 and can_house(p, (sheep, boar, cattle + 1)):
            return gain(state, owner, Goods(cattle=1))
        return state


class SeedSeller(SpaceBonus):
    """K296: 1 grain now; 1 more grain with every Take 1 Grain."""

    id = "seed-seller"
    spaces = frozenset({"grain"})
    bonus = Goods(grain=1)

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return gain(state, player, Goods(grain=1))


class SheepFarmer(CatalogCard):
    """K297: 1 more sheep whenever a person takes sheep; at any time (not while breeding)
    3 sheep into 1 cattle and 1 wild boar (``use sheep-farmer swap``)."""

    id = "sheep-farmer"
    listens = PERSON_EVENTS

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and took(event, "sheep"):
            return gain(state, owner, Goods(sheep=1))
        return state

    def uses(self, state: GameState, player: int) -> tuple[str, ...]:
        if state.is_over or state.players[player].goods.sheep < 3:
            return ()
        return ("swap",)

    def use(self, state: GameState, player: int, option: str) -> GameState:
        return gain(state, player, Goods(sheep=-3, cattle=1, boar=1))


@frozen
class ShepherdBoyStarted(Memory):
    card = "shepherd-boy"


@frozen
class SlaughtermanPaid(Memory):
    """The (phase, cooking player) pairs the Slaughterman paid for this round."""

    card = "slaughterman"
    lifetime = "round"
    paid: tuple[tuple[str, int], ...] = ()


class ShepherdBoy(CatalogCard):
    """K298: once in a stone house, 1 sheep on every remaining round space."""

    id = "shepherd-boy"
    listens = frozenset({"renovated"})

    def _start(self, state: GameState, player: int) -> GameState:
        p = state.players[player]
        if p.farm.house != "stone" or recall(p, ShepherdBoyStarted):
            return state
        state = remember(state, player, ShepherdBoyStarted())
        return promise(state, player, remaining_rounds(state), Goods(sheep=1))

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return self._start(state, player)

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        return self._start(state, owner) if event.player == owner else state


class Slaughterman(CatalogCard):
    """K299: 1 food whenever another player cooks animals (once per player and phase of a
    round); the owner feeds last in each harvest."""

    id = "slaughterman"
    listens = frozenset({"converted", "feeding_start"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.kind == "feeding_start":
            mine = [f for f in state.pending if f.kind == "feed" and f.player == owner]
            others = tuple(f for f in state.pending if f not in mine)
            return replace(state, pending=(*mine, *others))  # the bottom is fed last
        if event.player == owner or event.detail not in ANIMALS:
            return state
        key = (str(state.phase), event.player)
        kept = recall(state.players[owner], SlaughtermanPaid) or SlaughtermanPaid()
        if key in kept.paid:
            return state
        state = remember(state, owner, SlaughtermanPaid((*kept.paid, key)))
        return gain(state, owner, Goods(food=1))


class SchnapsDistiller(CatalogCard):
    """K300: in each harvest's feeding, 1 vegetable into 5 food."""

    id = "schnaps-distiller"

    def harvest_conversion(self) -> HarvestConversion:
        return HarvestConversion("veg", 5)


# --- K301-K312, K342 -------------------------------------------------------------------------

@frozen
class WoodCarverUsed(Memory):
    """The Wood Carver's 1 wood less was used this round."""

    card = "wood-carver"
    lifetime = "round"


class WoodCarver(CatalogCard):
    """K301: once a round, 1 wood less for an improvement, a wooden-hut room, a stable or a
    fence building (the first such thing paid with wood in the round; fences a card builds by
    itself, such as the Mini Pasture's, take no wood and leave it unused)."""

    id = "wood-carver"
    changes_costs = True
    listens = frozenset({"room_built", "stable_built", "fences_built", "card_played"})

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        if cost.wood < 1 or recall(player, WoodCarverUsed):
            return cost
        if what == "room" and player.farm.house != "wood":
            return cost
        if what in ("room", "stable", "fences") or what.startswith(("major:", "minor:")):
            return replace(cost, wood=cost.wood - 1)
        return cost

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        p = state.players[owner]
        if event.player != owner or recall(p, WoodCarverUsed):
            return state
        if event.kind == "room_built" and state.players[owner].farm.house != "wood":
            return state
        if event.kind == "stable_built" and (state.frame is None
                                             or state.frame.stable_cost < 1):
            return state
        if event.kind == "fences_built" and (event.amount < 1 or _by_card(event)):
            return state  # a card fencing by itself (Mini Pasture, Fence Overseer) takes no wood
        if event.kind == "card_played":
            c = card(event.detail)
            if c.kind == "occupation" or not _wooden(c):
                return state
        return remember(state, owner, WoodCarverUsed())


def _by_card(event: Event) -> bool:
    """Were these fences built by a card by itself, outside any fence action?"""
    return event.source is not None and event.source.kind == "card"


def _wooden(c: Card) -> bool:
    """Is wood part of a printed cost of this improvement?"""
    info = getattr(c, "info", None)
    if info is not None:
        return any(g.wood for g in (info.cost, *info.cost_options))
    cost = getattr(c, "cost", None)
    return bool(getattr(cost, "wood", 0))


class PigWhisperer(CatalogCard):
    """K302: 1 wild boar on the round spaces 4, 7 and 10 rounds ahead."""

    id = "pig-whisperer"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        r = state.round
        return promise(state, player, (r + 4, r + 7, r + 10), Goods(boar=1))


class StoneBreaker(CatalogCard):
    """K303: at any time renovate the clay hut to stone, paying as usual
    (``use stone-breaker renovate``)."""

    id = "stone-breaker"

    def uses(self, state: GameState, player: int) -> tuple[str, ...]:
        from agricola_qt.engine.farmwork import renovation_problem

        p = state.players[player]
        if state.is_over or p.farm.house != "clay" or renovation_problem(p) is not None:
            return ()
        return ("renovate",)

    def use(self, state: GameState, player: int, option: str) -> GameState:
        from agricola_qt.engine.farmwork import renovate

        state = state.with_player(player, renovate(state.players[player]))
        return announce(state, Event("renovated", player, "stone"))


VET_BAG = ("sheep",) * 4 + ("boar",) * 3 + ("cattle",) * 2


class Veterinarian(CatalogCard):
    """K304: at each round start, draw 2 of 4 sheep, 3 boar, 2 cattle from a bag; a pair
    gives one of that animal.  Live, the draw is rolled from the game's seed, the round and
    the owner; a record gives its result (a chance line).
    """

    id = "veterinarian"
    listens = frozenset({"round_start"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        from agricola_qt.engine.chance import SplitMix64
        from agricola_qt.engine.draws import draw, from_bag

        rng = SplitMix64(state.setup.seed * 1_000_003 + state.round * 101 + owner + 0x7E7)
        state, (first, second) = draw(state, self.id, owner,
                                      lambda: tuple(rng.shuffled(VET_BAG)[:2]),
                                      from_bag(VET_BAG, 2))
        return gain(state, owner, Goods().add(first, 1)) if first == second else state


HANDLER = {7: Goods(sheep=1), 10: Goods(boar=1), 14: Goods(cattle=1)}


class AnimalHandlerRounds(Rounds):
    """The round spaces with an Animal Handler's animal waiting."""

    card = "animal-handler"


class AnimalHandler(CatalogCard):
    """K305: a sheep waits on round 7, a wild boar on 10, a cattle on 14; as each of those
    rounds starts, buy it for 1 food."""

    id = "animal-handler"
    listens = frozenset({"round_start"})

    def on_acquired(self, state: GameState, player: int) -> GameState:
        due = tuple(r for r in HANDLER if r > state.round)
        rounds = (*noted(state.players[player], AnimalHandlerRounds), *due)
        return note(state, player, AnimalHandlerRounds, rounds)

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        p = state.players[owner]
        if state.round in noted(p, AnimalHandlerRounds) and food_within_reach(state, owner, 1):
            return ask(state, owner, self.id, ("buy", "no"))
        return state

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option == "buy":
            return food_problem(state, frame, 1)
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option != "buy":
            return state
        return gain(pay(state, frame.player, Goods(food=1)), frame.player, HANDLER[state.round])


class AnimalTamer(CatalogCard):
    """K306: each room holds 1 animal of any kind (instead of the single pet)."""

    id = "animal-tamer"
    changes_housing = True

    def house_places(self, player: PlayerState, places: int) -> int:
        return player.farm.room_count  # in place of the single pet, not besides it (ruling)


@frozen
class AnimalBreederTurn(Memory):
    """The Animal Breeder offered its pair this turn."""

    card = "animal-breeder"
    lifetime = "turn"
@frozen
class AnimalBreederPastures(Memory):
    """The pasture cells (a mask) the Animal Breeder has seen."""

    card = "animal-breeder"
    cells: int = 0


BREEDER_PAIRS = {"sheep": 1, "boar": 2, "cattle": 3}


class AnimalBreeder(CatalogCard):
    """K307: once per turn, after fencing a new pasture on at least one unused space (not a
    stable's), buy 2 sheep (1 food), 2 wild boar (2 food) or 2 cattle (3 food).

    Rulings: the Mini Pasture's fences count, the Fence Overseer's do not (the one place that
    links the two cards).  The pair is offered once the pasture's other effects are done
    (``fences_done``), whenever the owner could pay it converting goods first: the animals
    the same fences brought (Farmer, Shepherd's Crook) may be cooked to pay, the pair itself
    not (it comes after the payment).  The pasture cells seen so far are
    ``AnimalBreederPastures``.
    """

    id = "animal-breeder"
    listens = frozenset({"fences_done"})

    def _remember(self, state: GameState, owner: int) -> tuple[GameState, int]:
        """(state with the new pasture cells remembered, the cells that were not before)."""
        p = state.players[owner]
        old = recall(p, AnimalBreederPastures)
        before = old.cells if old is not None else 0
        now = p.farm.pasture_cells
        return remember(state, owner, AnimalBreederPastures(now)), now & ~before

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return self._remember(state, player)[0]

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner:
            return state
        state, new = self._remember(state, owner)
        p = state.players[owner]
        if (not new & ~p.farm.stables or recall(p, AnimalBreederTurn)
                or event.source == Source("card", "fence-overseer")):  # ruling
            return state
        from agricola_qt.engine.economy import food_within_reach

        reach = food_within_reach(state, owner)  # the player may convert before choosing
        options = tuple(k for k, food in BREEDER_PAIRS.items() if reach >= food)
        if not options:
            return state
        return ask(remember(state, owner, AnimalBreederTurn()), owner, self.id, (*options, "no"))

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option in BREEDER_PAIRS:
            return food_problem(state, frame, BREEDER_PAIRS[option])
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option == "no":
            return state
        state = pay(state, frame.player, Goods(food=BREEDER_PAIRS[option]))
        return gain(state, frame.player, Goods().add(option, 2))


class Foreman(CatalogCard):
    """K308: at each round start, 1 food from the supply onto any action space
    (``choose SPACE`` or ``choose no``)."""

    id = "foreman"
    listens = frozenset({"round_start"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        return ask(state, owner, self.id, (*(s.space.id for s in state.spaces), "no"))

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        index = state.space_index(option)
        if index < 0:
            return state
        s = state.spaces[index]
        return state.with_space(index, replace(s, stock=s.stock + Goods(food=1)))


class Weaver(CatalogCard):
    """K309: as each work phase starts, 1 food with at least 2 sheep (animals the round's
    start brought count, e.g. the Veterinarian's)."""

    id = "weaver"
    listens = frozenset({"work_start"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if state.players[owner].goods.sheep >= 2:
            return gain(state, owner, Goods(food=1))
        return state


RESOURCE_STACK = ("wood", "clay", "reed", "clay", "stone", "clay", "stone")  # top first


class ResourceSellerTaken(Count):
    """Goods taken from the Resource Seller's stack."""

    card = "resource-seller"


@frozen
class ResourceSellerDue(Memory):
    """Building resource kinds waiting on the next round space (noted at the work phase's
    end, seen as that round starts; kept until then, across the round's change)."""

    card = "resource-seller"
    kinds: tuple[str, ...] = ()


@frozen
class ResourceSellerTurn(Memory):
    """The owner's receipts this turn: everything received (``got``), the kinds the stack
    gave, in the order taken (a kind wholly given up again goes back on the stack), and the
    kinds received that the stack has not matched yet (``pool``: goods received in one turn
    count as received together, so a card's gift announced before the action's own goods
    still takes the stack's next good)."""

    card = "resource-seller"
    lifetime = "turn"
    got: Goods = Goods()
    kinds: tuple[str, ...] = ()
    pool: tuple[str, ...] = ()


class ResourceSeller(CatalogCard):
    """K310: a stack of wood, clay, reed, clay, stone, clay, stone (top first): whenever the
    owner receives the top good's kind, they take it too (and so on down, one per kind
    received).

    Receipts seen: goods from action spaces, building resources waiting on a round space
    (noted when the work phase ends, taken as the next round starts) and cards' gifts that
    are announced (``goods_received`` from a card: the Clay Worker's clay, the Storehouse
    Keeper's good, a card's goods waiting on a round space).  Ruling: goods not received
    after all (left on the space by the Basket, bought away by the Wood Buyer:
    ``goods_given_up``) give nothing; the good the stack gave for them goes back on it.
    """

    id = "resource-seller"
    listens = PERSON_EVENTS | {"work_end", "round_start", "goods_given_up", "goods_received"}

    def _take(self, state: GameState, owner: int, pool: tuple[str, ...],
              kinds: tuple[str, ...] = ()) -> tuple[GameState, tuple[str, ...], tuple[str, ...]]:
        """Take the stack's goods while its top is a kind in ``pool`` (each kind received
        takes one good); the state, ``kinds`` with the kinds taken, and the pool left."""
        while True:
            taken = count(state.players[owner], ResourceSellerTaken)
            if taken >= len(RESOURCE_STACK) or RESOURCE_STACK[taken] not in pool:
                return state, kinds, pool
            good = RESOURCE_STACK[taken]
            state = count_up(state, owner, ResourceSellerTaken)
            state = gain(state, owner, Goods().add(good, 1))
            kinds = (*kinds, good)
            pool = tuple(k for k in pool if k != good)

    def _receive(self, state: GameState, owner: int, goods: Goods) -> GameState:
        """Goods received in the owner's turn."""
        turn = recall(state.players[owner], ResourceSellerTurn) or ResourceSellerTurn()
        pool = (*turn.pool, *(k for k in BUILDING_RESOURCES
                              if goods.get(k) > 0 and k not in turn.pool))
        if not pool:
            return state
        state, kinds, pool = self._take(state, owner, pool, turn.kinds)
        return remember(state, owner, ResourceSellerTurn(turn.got + goods, kinds, pool))

    def _given_up(self, state: GameState, owner: int, goods: Goods) -> GameState:
        turn = recall(state.players[owner], ResourceSellerTurn)
        if turn is None:
            return state
        got = turn.got - goods
        kinds = turn.kinds
        # only the stack's last goods can go back, latest first
        while kinds and got.get(kinds[-1]) <= 0 and state.players[owner].goods.get(kinds[-1]):
            state = pay(state, owner, Goods().add(kinds[-1], 1))
            state = count_up(state, owner, ResourceSellerTaken, -1)
            kinds = kinds[:-1]
        return remember(state, owner, ResourceSellerTurn(got, kinds, turn.pool))

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.kind == "work_end":
            due = Goods()
            for f in state.future:  # a card's goods (``source``) arrive as goods_received
                if f.player == owner and f.round == state.round + 1 and not f.source:
                    due += f.goods
            kinds = tuple(good for good in BUILDING_RESOURCES if due.get(good) > 0)
            if not kinds:
                return state
            kept = recall(state.players[owner], ResourceSellerDue) or ResourceSellerDue()
            return remember(state, owner, ResourceSellerDue((*kept.kinds, *kinds)))
        if event.kind == "round_start":
            waiting = recall(state.players[owner], ResourceSellerDue)
            if waiting is None:
                return state
            due = Goods()
            for good in waiting.kinds:
                due = due.add(good, 1)
            kinds = tuple(k for k in BUILDING_RESOURCES if due.get(k) > 0)
            return self._take(forget(state, owner, ResourceSellerDue), owner, kinds)[0]
        if event.player != owner:
            return state
        if event.kind == "goods_given_up":
            return self._given_up(state, owner, event.goods)
        if event.kind == "goods_received":  # a card's gift (action spaces: space_used)
            source = event.source
            if source is None or source.kind != "card" or source.id == self.id:
                return state
            return self._receive(state, owner, event.goods)
        return self._receive(state, owner, gained(event))


class Magician(CatalogCard):
    """K311: 1 grain and 1 food when the owner's last person goes to Traveling Players."""

    id = "magician"
    listens = PERSON_EVENTS

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if (event.player == owner and traveling_players(event)
                and state.players[owner].available == 0):
            return gain(state, owner, Goods(grain=1, food=1))
        return state


@frozen
class FenceOverseerUsed(Memory):
    """The Fence Overseer fenced a stable this round."""

    card = "fence-overseer"
    lifetime = "round"


class FenceOverseer(CatalogCard):
    """K312: once a round, right after building a stable, pay 1 food to fence its space as a
    1-space pasture without wood (``choose fence``)."""

    id = "fence-overseer"
    listens = frozenset({"stable_built"})

    @staticmethod
    def _problem(p: PlayerState, cell: int) -> Refusal | None:
        from agricola_qt.engine.farmwork import fence_build_problem

        rich = replace(p, goods=p.goods + Goods(wood=15))
        return fence_build_problem(rich, 1 << cell)

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        p = state.players[owner]
        if (event.player != owner or recall(p, FenceOverseerUsed)
                or not food_within_reach(state, owner, 1)):
            return state
        if self._problem(p, parse_cell(event.detail)) is not None:
            return state
        return ask(state, owner, self.id, (f"fence-{event.detail}", "no"))

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        problem = super().option_problem(state, frame, option)
        if problem is None and option != "no":
            p = state.players[frame.player]
            if p.goods.food < 1:
                return refuse(Code.FENCING_COSTS_FOOD, n=1)
            problem = self._problem(p, parse_cell(option.removeprefix("fence-")))
        return problem

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option == "no":
            return state
        from agricola_qt.engine.farmwork import new_fences

        owner = frame.player
        state = remember(pay(state, owner, Goods(food=1)), owner, FenceOverseerUsed())
        p = state.players[owner]
        edges = new_fences(p.farm, 1 << parse_cell(option.removeprefix("fence-")))
        state = state.with_player(owner, replace(p, farm=p.farm.with_fences(edges)))
        return announce_fences(state, Event("fences_built", owner, amount=edges.bit_count(),
                                     source=Source("card", self.id)))


class TrainerBudget(Count):
    """Food from the Traveling Players space still to spend on the Animal Trainer."""

    card = "animal-trainer"
    lifetime = "turn"

TRAINER_PRICES = {"sheep": 2, "boar": 2, "cattle": 3}


class AnimalTrainer(CatalogCard):
    """K342: the food taken from a Traveling Players space may buy animals at once: sheep or
    wild boar 2 food, cattle 3 (``choose sheep`` ... until ``choose done``)."""

    id = "animal-trainer"
    listens = PERSON_EVENTS

    @staticmethod
    def _budget(p: PlayerState) -> int:
        return min(count(p, TrainerBudget), p.goods.food)

    def _ask(self, state: GameState, owner: int) -> GameState:
        budget = self._budget(state.players[owner])
        options = tuple(k for k, price in TRAINER_PRICES.items() if price <= budget)
        if not options:
            return forget(state, owner, TrainerBudget)
        return ask(state, owner, self.id, (*options, "done"))

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner or not traveling_players(event):
            return state
        food = took(event, "food")
        state = forget(state, owner, TrainerBudget)
        if food:
            state = remember(state, owner, TrainerBudget(food))
        top = state.frame
        if top is not None and top.kind == "card" and top.player == owner and isinstance(
                card(top.space), DoubleFood):
            # ruling K342: a card doubling this food (Juggler) is decided first
            return self._ask(state.pop(), owner).push(top)
        return self._ask(state, owner)

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        problem = super().option_problem(state, frame, option)
        if problem is None and option != "done":
            if TRAINER_PRICES[option] > self._budget(state.players[frame.player]):
                return refuse(Code.NOT_ENOUGH_FOOD_LEFT_ON, space=TRAVELING_PLAYERS)
        return problem

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        owner = frame.player
        if option == "done":
            return forget(state, owner, TrainerBudget)
        price = TRAINER_PRICES[option]
        state = count_up(state, owner, TrainerBudget, -price)
        state = pay(state, owner, Goods(food=price))
        state = gain(state, owner, Goods().add(option, 1))
        return self._ask(state, owner)  # asked before any room must be found for the animal


CARDS: tuple[Card, ...] = (
    ClayWorker(), Lover(), MarketWoman(), Ploughman(), BrushwoodCollector(),
    CattleBreeder(), SeedSeller(), SheepFarmer(), ShepherdBoy(), Slaughterman(),
    SchnapsDistiller(), WoodCarver(), PigWhisperer(), StoneBreaker(), Veterinarian(),
    AnimalHandler(), AnimalTamer(), AnimalBreeder(), Foreman(), Weaver(), ResourceSeller(),
    Magician(), FenceOverseer(), AnimalTrainer(),
)
