"""I-deck occupations I219-I265 and I340.

All 48 are implemented.  Engine hooks they brought: ``Card.grows_without_room`` (Farm
Steward), ``Card.sits_out_harvest`` (Layabout), round cards already on the board are not added
again (Chamberlain), ``effects.traveling_players``.
"""

from __future__ import annotations

from attrs import frozen

from agricola_qt.engine.cards.base import Card, HarvestConversion
from agricola_qt.engine.cards.catalog_card import CatalogCard
from agricola_qt.engine.cards.effects import (
    add_space,
    ask,
    food_problem,
    food_within_reach,
    gain,
    give_up,
    grow_sown,
    next_rounds,
    offer,
    pay,
    promise,
    remaining_rounds,
    took,
    traveling_players,
)
from agricola_qt.engine.cards.patterns import DoubleFood, LeaveWood, SpaceBonus
from agricola_qt.engine.cards.registry import card
from agricola_qt.engine.cards.ruling_links import exclusive_food_top_up
from agricola_qt.engine.events import Event
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.grid import CELL_COUNT, CELL_NAMES
from agricola_qt.engine.memory import (
    Cells,
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
from agricola_qt.engine.state import (
    ONLY_FREE_FENCES_WOOD,
    Frame,
    GameState,
    PlayerState,
    SpaceState,
)
from agricola_qt.engine.values import replace

ANIMAL_SPACES = {"sheep": "sheep", "boar": "boar", "cattle": "cattle"}


# --- small shared pieces -------------------------------------------------------------------

def _wood_by_round(round_no: int) -> int:
    """Village Elder, Church Warden: 4 wood before round 6, 3 in 6-8, 2 in 9-11, 1 after."""
    if round_no < 6:
        return 4
    if round_no <= 8:
        return 3
    if round_no <= 11:
        return 2
    return 1 if round_no <= 13 else 0


def _with_crop(p: PlayerState, cell: int, delta: int) -> PlayerState:
    """Add ``delta`` goods to the sown stack on ``cell`` (a stack that empties disappears)."""
    stack = p.farm.crop_on(cell)
    if stack is None:
        return p
    farm = replace(p.farm, sown=tuple(f for f in p.farm.sown if f.cell != cell))
    if stack.count + delta > 0:
        farm = farm.with_sown(cell, stack.crop, stack.count + delta)
    return replace(p, farm=farm)


def _improvement_count(p: PlayerState) -> int:
    return sum(1 for c in p.cards if card(c).kind in ("major", "minor"))


def _transfer(state: GameState, giver: int, taker: int, goods: Goods) -> GameState:
    return gain(pay(state, giver, goods), taker, goods)


def _sits_out(state: GameState, player: int) -> bool:
    """Is the player out of this harvest (Layabout)?  Their harvest cards do nothing."""
    from agricola_qt.engine.harvest import sits_out

    return sits_out(state, player)


def _new_turn(event: Event) -> bool:
    """A person was placed (a new turn) or the work phase ended."""
    return event.kind in ("space_used", "work_end")


@frozen
class DeliveriesStarted(Memory):
    """The delivery cards (goods on the round spaces once the house is right) that began."""

    cards: tuple[str, ...] = ()


class _Delivery(CatalogCard):
    """Goods on round spaces, once the owner's house is made of one of ``houses``."""

    houses: frozenset[str] = frozenset()
    goods: Goods = Goods()
    listens = frozenset({"renovated"})

    def rounds(self, state: GameState) -> range:
        return remaining_rounds(state)

    def _start(self, state: GameState, player: int) -> GameState:
        p = state.players[player]
        started = recall(p, DeliveriesStarted) or DeliveriesStarted()
        if p.farm.house not in self.houses or self.id in started.cards:
            return state
        state = remember(state, player, DeliveriesStarted((*started.cards, self.id)))
        return promise(state, player, self.rounds(state), self.goods)

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return self._start(state, player)

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        return self._start(state, owner) if event.player == owner else state


# --- the cards -------------------------------------------------------------------------------

FIELDSMAN_EXTRA = {1: ((0, 2),), 2: ((0, -1), (1, 1)), 3: ((0, -1), (1, -1))}


class FieldsmanSown(Cells):
    """The fields (cells or card slots) the owner sowed this turn."""

    card = "fieldsman"
    lifetime = "turn"


class Fieldsman(CatalogCard):
    """I219: sowing 1 field adds 2 more of the crop; sowing 2 fields adds 1 more to each.

    The fields sown in a turn are remembered (``FieldsmanSown``, forgotten with the turn);
    each further field moves the extras so that they match the number sown so far (3 or
    more: none).
    """

    id = "fieldsman"
    listens = frozenset({"sowed"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner:
            return state
        sown = noted(state.players[owner], FieldsmanSown)
        state = note(state, owner, FieldsmanSown, (*sown, event.amount))
        cells = [*sown, event.amount]
        for index, delta in FIELDSMAN_EXTRA.get(len(cells), ()):
            # a field, a card field or a stack on a card (Copse, Forester: ruling I219)
            state = grow_sown(state, owner, cells[index], delta)
        return state


class WellBuilder(CatalogCard):
    """I220: the Well is a minor improvement for the owner, for 1 wood and 1 stone."""

    id = "well-builder"
    changes_costs = True

    def majors_as_minors(self) -> frozenset[str]:
        return frozenset({"well"})

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        return Goods(wood=1, stone=1) if what == "major:well" else cost


class VillageElder(CatalogCard):
    """I221: wood by round now (4/3/2/1); at the end 3 points to every player with the most
    improvements (major and minor)."""

    id = "village-elder"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        wood = _wood_by_round(state.round)
        return gain(state, player, Goods(wood=wood)) if wood else state

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        # no one has "the most" of none: early on everyone's score went up by 3
        best = max((_improvement_count(q) for q in table), default=0)
        return 3 if best > 0 and _improvement_count(player) >= best else 0

    def bonus_points_for_other(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        return self.bonus_points(player, table)


CLIMBER_STONE = {1: 3, 2: 2, 3: 1}


class SocialClimber(CatalogCard):
    """I222: 3/2/1 stone for the 1st/2nd/3rd player to renovate to clay, and again to stone.

    The order counts every player already living in clay (for clay) or stone (for stone),
    renovations from before the card was played included.  (Not modelled: the Conservator's
    skipped clay hut still counts as a renovation to clay.)
    """

    id = "social-climber"
    listens = frozenset({"renovated"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner:
            return state
        houses = ("clay", "stone") if event.detail == "clay" else ("stone",)
        before = sum(1 for i, q in enumerate(state.players)
                     if i != owner and q.farm.house in houses)
        stone = CLIMBER_STONE.get(before + 1, 0)
        return gain(state, owner, Goods(stone=stone)) if stone else state


class HarvestHelper(CatalogCard):
    """I223: at the start of each feeding phase, may take 1 grain from another player's field
    (``choose P-CELL``: player number and cell, or ``choose P-CARD`` for a field card such as
    the Acreage, ruling I223: its first stack with grain); that player takes 2 food from the
    supply."""

    id = "harvest-helper"
    listens = frozenset({"feeding_start"})

    @staticmethod
    def _options(state: GameState, owner: int) -> tuple[str, ...]:
        from agricola_qt.engine.farmwork import card_fields

        out: dict[str, None] = {}
        for i, q in enumerate(state.players):
            if i == owner:
                continue
            on_cards = card_fields(q) if len(q.farm.sown) else {}
            for f in q.farm.sown:
                if f.crop == "grain":
                    where = CELL_NAMES[f.cell] if f.cell < CELL_COUNT else on_cards[f.cell]
                    out[f"{i}-{where}"] = None
        return tuple(out)

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if _sits_out(state, owner):
            return state
        options = self._options(state, owner)
        return ask(state, owner, self.id, (*options, "no")) if options else state

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option == "no":
            return state
        from agricola_qt.engine.grid import parse_cell

        other, where = option.split("-", 1)
        victim = int(other)
        q = state.players[victim]
        if where in CELL_NAMES:
            cell = parse_cell(where)
        else:  # a field card: its first stack holding grain
            from agricola_qt.engine.farmwork import card_fields

            slots = card_fields(q)
            cell = next(f.cell for f in q.farm.sown
                        if f.crop == "grain" and slots.get(f.cell) == where)
        state = state.with_player(victim, _with_crop(q, cell, -1))
        state = gain(state, victim, Goods(food=2))
        return gain(state, frame.player, Goods(grain=1))


@frozen
class FieldWorkerPaid(Memory):
    """The Field Worker paid in the current turn (anyone's: forgotten at every placement)."""

    card = "field-worker"
    lifetime = "round"


class FieldWorker(CatalogCard):
    """I224: when another player sows (once per turn), 1 grain (3 players) or 1 food."""

    id = "field-worker"
    listens = frozenset({"sowed", "space_used", "work_end"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if _new_turn(event):
            return forget(state, owner, FieldWorkerPaid)
        if event.player == owner or recall(state.players[owner], FieldWorkerPaid):
            return state
        state = remember(state, owner, FieldWorkerPaid())
        return gain(state, owner, Goods(grain=1) if len(state.players) == 3 else Goods(food=1))


class FieldWatchman(CatalogCard):
    """I225: with each Take 1 Grain, may also plough 1 field."""

    id = "field-watchman"
    listens = frozenset({"space_used"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and event.detail == "grain":
            return offer(state, owner, space=self.id, plows=1)
        return state


@frozen
class GardenerStacks(Memory):
    """The vegetable stacks (cell, vegetables) noted as the work phase ended."""

    card = "gardener"
    lifetime = "round"
    stacks: tuple[tuple[int, int], ...] = ()


class Gardener(CatalogCard):
    """I226: harvested vegetables come from the supply; the vegetable fields stay as they are.

    At the end of each work phase the vegetable stacks are noted (``GardenerStacks``); when
    the field phase is over they are put back.
    """

    id = "gardener"
    listens = frozenset({"work_end", "harvest_start"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        p = state.players[owner]
        kept_stacks = recall(p, GardenerStacks)
        stacks = kept_stacks.stacks if kept_stacks is not None else ()
        state = forget(state, owner, GardenerStacks)
        if event.kind == "work_end":
            now = tuple((f.cell, f.count) for f in p.farm.sown if f.crop == "veg")
            return remember(state, owner, GardenerStacks(now)) if now else state
        p = state.players[owner]
        farm = p.farm
        for cell, veg in stacks:
            kept = tuple(f for f in farm.sown if f.cell != cell)
            farm = replace(farm, sown=kept).with_sown(cell, "veg", veg)
        return state.with_player(owner, replace(p, farm=farm))


@frozen
class PlacedFiveInRoundFourteen(Memory):
    """Kept on each player (owner or not) who placed 5 people in round 14 (Church Warden)."""

    card = "church-warden"


class ChurchWarden(CatalogCard):
    """I227: wood by round now (4/3/2/1); at the end 3 points to every player who placed at
    least 5 people in round 14."""

    id = "church-warden"
    listens = frozenset({"space_used"})

    def on_acquired(self, state: GameState, player: int) -> GameState:
        for i in range(len(state.players)):
            state = self._note(state, i)
        wood = _wood_by_round(state.round)
        return gain(state, player, Goods(wood=wood)) if wood else state

    @staticmethod
    def _note(state: GameState, player: int) -> GameState:
        p = state.players[player]
        if state.round == 14 and p.placed >= 5 and not recall(p, PlacedFiveInRoundFourteen):
            return remember(state, player, PlacedFiveInRoundFourteen())
        return state

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        return self._note(state, event.player)

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        return 3 if recall(player, PlacedFiveInRoundFourteen) else 0

    def bonus_points_for_other(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        return self.bonus_points(player, table)


@frozen
class BusinessmanUsed(Memory):
    """The Businessman's improvement was offered in this action."""

    card = "businessman"
    lifetime = "action"


class Businessman(CatalogCard):
    """I228: on the Starting Player space, after its minor improvement, may play another minor
    or a major improvement (once per action: the Merchant's repeat of the action offers it
    again, ruling)."""

    id = "businessman"
    listens = frozenset({"card_played"})
    gives_improvement_action = True  # its minor-or-major action (Traveling Salesman, Merchant)

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner or card(event.detail).kind not in ("major", "minor"):
            return state
        if recall(state.players[owner], BusinessmanUsed) or not any(
                f.kind == "action" and f.player == owner and f.space == "starting-player"
                for f in state.pending):
            return state
        state = remember(state, owner, BusinessmanUsed())
        return offer(state, owner, space=self.id, improvements=1, allow_major=True)


class Sycophant(CatalogCard):
    """I229: other players pay the owner 1 food before using Take 1 Grain (no food: they may
    not use it); whoever uses it, the owner also takes 1 food from the supply."""

    id = "sycophant"
    limits_placement = True
    listens = frozenset({"space_used"})

    def placement_problem(self, state: GameState, owner: int, player: int,
                          space: SpaceState) -> Refusal | None:
        if space.space.id == "grain" and player != owner and state.players[player].goods.food < 1:
            return refuse(Code.SPACE_FEE_FOR_OWNER, space=space.space, n=1, card=self.id)
        return None

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.detail != "grain":
            return state
        if event.player != owner:
            state = _transfer(state, event.player, owner, Goods(food=1))
        return gain(state, owner, Goods(food=1))


CLAY_DIGGER_PIT = ActionSpace("clay-digger-pit", "1 Clay (Clay Digger)", "take",
                              stock=Goods(clay=1),
                              help="Take all the clay here (1 more each round); pay the Clay "
                                   "Digger's owner 3 food first.")


class ClayDigger(CatalogCard):
    """I230: an extra clay pit (3 clay now, 1 more each round); others pay the owner 3 food
    to use it."""

    id = "clay-digger"
    limits_placement = True
    listens = frozenset({"space_used"})

    def on_acquired(self, state: GameState, player: int) -> GameState:
        if state.space_index(CLAY_DIGGER_PIT.id) >= 0:
            return state
        state = add_space(state, CLAY_DIGGER_PIT)
        index = state.space_index(CLAY_DIGGER_PIT.id)
        return state.with_space(index, replace(state.spaces[index], stock=Goods(clay=3)))

    def placement_problem(self, state: GameState, owner: int, player: int,
                          space: SpaceState) -> Refusal | None:
        if space.space.id == CLAY_DIGGER_PIT.id and player != owner:
            if state.players[player].goods.food < 3:
                return refuse(Code.SPACE_FEE_FOR_OWNER, space=space.space, n=3, card=self.id)
        return None

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.detail == CLAY_DIGGER_PIT.id and event.player != owner:
            return _transfer(state, event.player, owner, Goods(food=3))
        return state


class Manservant(_Delivery):
    """I231: in a stone house, 3 food on every remaining round space."""

    id = "manservant"
    houses = frozenset({"stone"})
    goods = Goods(food=3)


class Midwife(CatalogCard):
    """I232: when another player's family grows larger than the owner's, 1 food (2 food if
    they have 2 or more people more)."""

    id = "midwife"
    listens = frozenset({"grew"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner:
            return state
        ahead = state.players[event.player].people - state.players[owner].people
        return gain(state, owner, Goods(food=min(2, ahead))) if ahead > 0 else state


class FarmSteward(CatalogCard):
    """I233: once in a clay hut or stone house, the owner's next family growth needs no free
    room (that growth uses the card up, room or not).  Ruling: growth that never needs a room
    (Family Growth without Room, the Lover) leaves the card for the next one."""

    id = "farm-steward"
    listens = frozenset({"grew"})

    def grows_without_room(self, state: GameState, player: int) -> bool:
        p = state.players[player]
        return p.farm.house != "wood" and not recall(p, FarmStewardUsed)

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and event.amount and self.grows_without_room(state, owner):
            return remember(state, owner, FarmStewardUsed())
        return state


@frozen
class FarmStewardUsed(Memory):
    card = "farm-steward"


@frozen
class WoodBuyerOffer(Memory):
    """The take the Wood Buyer's question is about: who took how much wood from which
    space (wood the taker leaves there again is not for sale)."""

    card = "wood-buyer"
    lifetime = "round"
    seller: int = -1
    space: str = ""
    took: int = 0


class WoodBuyer(CatalogCard):
    """I234: when another player takes wood with an action, may buy 1 of it for 1 food.

    Ruling: the taker first decides whether to leave wood on the space (Basket, Mushroom
    Collector, Pig Catcher: ``LeaveWood`` questions, so the buyer's question goes under
    theirs); wood left there is not for sale.
    """

    id = "wood-buyer"
    listens = frozenset({"space_used", "option_chosen"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        wood = took(event, "wood")
        if event.player == owner or not wood or not food_within_reach(state, owner, 1):
            return state
        state = remember(state, owner, WoodBuyerOffer(event.player, event.detail, wood))
        question = Frame("card", owner, space=self.id, options=(f"buy-{event.player}", "no"))
        pending = state.pending
        k = len(pending)
        while k and pending[k - 1].kind == "card" and pending[k - 1].player == event.player \
                and isinstance(card(pending[k - 1].space), LeaveWood):
            k -= 1
        return replace(state, pending=(*pending[:k], question, *pending[k:]))

    @staticmethod
    def _kept(state: GameState, buyer: int, seller: int) -> int | None:
        """How much of the wood taken the seller kept (None: not known)."""
        offer = recall(state.players[buyer], WoodBuyerOffer)
        if offer is None or offer.seller != seller:
            return None
        index = state.space_index(offer.space)
        left = state.spaces[index].stock.wood if index >= 0 else 0
        return offer.took - left

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option != "no" and option in frame.options:
            seller = int(option.split("-")[1])
            kept = self._kept(state, frame.player, seller)
            if (state.players[seller].goods.wood < 1 or state.players[frame.player].goods.food < 1
                    or (kept is not None and kept < 1)):
                return refuse(Code.NO_LONGER_FOR_SALE, good="wood")
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option == "no":
            return state
        seller = int(option.split("-")[1])
        state = _transfer(state, frame.player, seller, Goods(food=1))
        state = _transfer(state, seller, frame.player, Goods(wood=1))
        return give_up(state, seller, Goods(wood=1))


class WoodCollector(CatalogCard):
    """I235: 1 wood on each of the next 5 round spaces."""

    id = "wood-collector"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return promise(state, player, next_rounds(state, 5), Goods(wood=1))


class HideFarmer(CatalogCard):
    """I236: at the end, 1 food for each unused farmyard space removes its minus point
    (the food left at the end pays; the points come back as bonus points)."""

    id = "hide-farmer"

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        return min(player.goods.food, player.farm.unused_count)


ARTISTS = ("magician", "conjurer", "street-musician", "puppeteer", "acrobat", "dancer",
           "animal-trainer", "storyteller")


class Juggler(DoubleFood):
    """I237: on Traveling Players, may take twice the food lying there; then 1 food to each
    other owner of one of the artists (one per such card).

    Only offered when the owner can pay everybody (``choose double-N`` takes N more food).
    Ruling: not with the owner's Dancer on the same action; the double gives the Dancer's
    top-up back and is only offered when it gives more (``ruling_links.py``).
    """

    id = "juggler"
    listens = frozenset({"space_used", "option_chosen"})
    fee_cards = ARTISTS

    def applies(self, event: Event) -> bool:
        return traveling_players(event)

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and self.applies(event):
            food = took(event, "food")
            if food <= exclusive_food_top_up(self.id, state.players[owner], food):
                return state  # the Dancer gave at least as much as doubling would
        return super().on_event(state, owner, event)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option != "no":
            food = int(option.split("-")[1])
            back = exclusive_food_top_up(self.id, state.players[frame.player], food)
            if back:
                state = pay(state, frame.player, Goods(food=back))
        return super().choose(state, frame, option)


@frozen
class ChamberlainRevealed(Memory):
    card = "chamberlain"


class Chamberlain(CatalogCard):
    """I238: from round 11 (at once if played later) the round cards of the remaining rounds
    are on the board; only the owner may use them before their round.

    They fill like any other space from then on (each round start adds their goods).
    """

    id = "chamberlain"
    limits_placement = True
    listens = frozenset({"round_start"})

    def _reveal(self, state: GameState, owner: int) -> GameState:
        from agricola_qt.engine.spaces import ROUND_CARD_BY_ID

        if state.round < 11 or recall(state.players[owner], ChamberlainRevealed):
            return state
        state = remember(state, owner, ChamberlainRevealed())
        for card_id in state.setup.round_cards[state.round:]:
            space = ROUND_CARD_BY_ID[card_id]
            if state.space_index(space.id) < 0:
                state = replace(state, spaces=(*state.spaces, SpaceState(space, space.stock)))
        return state

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return self._reveal(state, player)

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        return self._reveal(state, owner)

    def placement_problem(self, state: GameState, owner: int, player: int,
                          space: SpaceState) -> Refusal | None:
        if player == owner or space.space.stage == 0:
            return None
        round_cards = state.setup.round_cards
        if space.space.id in round_cards[state.round:]:
            due = round_cards.index(space.space.id) + 1
            return refuse(Code.SPACE_FROM_ROUND, space=space.space, round=due)
        return None


class CornProfiteer(CatalogCard):
    """I239: at any time 1 grain into 3 food (``use corn-profiteer sell``), unless another
    player buys that grain for 2 food.

    The other players are asked in turn order from the owner (``choose buy-OWNER`` or
    ``choose pass-OWNER``); the first who buys gets the grain.
    """

    id = "corn-profiteer"

    def uses(self, state: GameState, player: int) -> tuple[str, ...]:
        return ("sell",) if state.players[player].goods.grain >= 1 else ()

    def use(self, state: GameState, player: int, option: str) -> GameState:
        return self._offer(state, player, player)

    def _offer(self, state: GameState, owner: int, after: int) -> GameState:
        """Ask the next player after ``after`` who could buy; nobody left: the owner cooks."""
        n = len(state.players)
        step = (after - owner) % n + 1
        for s in range(step, n):
            buyer = (owner + s) % n
            if food_within_reach(state, buyer, 2):
                return ask(state, buyer, self.id, (f"buy-{owner}", f"pass-{owner}"))
        if state.players[owner].goods.grain < 1:
            return state
        return gain(state, owner, Goods(grain=-1, food=3))

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option.startswith("buy-") and (problem := food_problem(state, frame, 2)):
            return problem
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        verb, owner_text = option.split("-")
        owner = int(owner_text)
        if verb == "buy" and state.players[owner].goods.grain >= 1:
            state = _transfer(state, frame.player, owner, Goods(food=2))
            return _transfer(state, owner, frame.player, Goods(grain=1))
        return self._offer(state, owner, frame.player)


class Cowherd(SpaceBonus):
    """I240: one more cattle from the 1 Cattle space."""

    id = "cowherd"
    spaces = frozenset({"cattle"})
    bonus = Goods(cattle=1)


class ClayPlasterer(CatalogCard):
    """I241: renovating to clay costs at most 1 clay and 1 reed; a clay room at most 3 clay
    and 2 reed."""

    id = "clay-plasterer"
    changes_costs = True
    sets_base_cost = True

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        house = player.farm.house
        if what == "renovation" and house == "wood":
            return replace(cost, clay=min(cost.clay, 1), reed=min(cost.reed, 1))
        if what == "room" and house == "clay":
            return replace(cost, clay=min(cost.clay, 3), reed=min(cost.reed, 2))
        return cost


class ClayHutBuilder(_Delivery):
    """I242: once in a clay hut (or stone house), 2 clay on each of the next 5 round spaces."""

    id = "clay-hut-builder"
    houses = frozenset({"clay", "stone"})
    goods = Goods(clay=2)

    def rounds(self, state: GameState) -> range:
        return next_rounds(state, 5)


BASE_COST_CARDS = ("clay-plasterer", "carpenter")  # they set a new base cost (a maximum)


class Bricklayer(CatalogCard):
    """I243: improvements and renovations cost 1 clay less; rooms 2 clay less.

    Cards that set a new base cost (Clay Plasterer, Carpenter) are applied first, whatever
    the order the cards were played in.
    """

    id = "bricklayer"
    changes_costs = True

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        if what == "room":
            less = 2
        elif what == "renovation" or what.startswith(("major:", "minor:")):
            less = 1
        else:
            return cost
        if what in ("room", "renovation"):
            for other in BASE_COST_CARDS:
                if other in player.cards:
                    cost = card(other).cost_change(player, what, cost)
        return replace(cost, clay=max(0, cost.clay - less)) if cost.clay else cost


class Layabout(CatalogCard):
    """I244: the owner sits out the next harvest: no field phase, no feeding, no breeding.

    The harvest's round is noted when the card is played (``LayaboutRound``).
    """

    id = "layabout"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        from agricola_qt.engine.spaces import HARVEST_ROUNDS

        later = [r for r in HARVEST_ROUNDS if r >= state.round]
        if not later:
            return state
        rounds = (*noted(state.players[player], LayaboutRound), min(later))
        return note(state, player, LayaboutRound, rounds)

    def sits_out_harvest(self, state: GameState, player: int) -> bool:
        return state.round in noted(state.players[player], LayaboutRound)


class LayaboutRound(Rounds):
    """The harvest the Layabout's owner sits out."""

    card = "layabout"


class MarketCrier(CatalogCard):
    """I245: on Take 1 Grain, may also take 1 grain and 1 vegetable; then every other player
    takes 1 grain."""

    id = "market-crier"
    listens = frozenset({"space_used"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and event.detail == "grain":
            return ask(state, owner, self.id, ("yes", "no"))
        return state

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option != "yes":
            return state
        state = gain(state, frame.player, Goods(grain=1, veg=1))
        for i in range(len(state.players)):
            if i != frame.player:
                state = gain(state, i, Goods(grain=1))
        return state


class MilkingHand(CatalogCard):
    """I246: in each field phase 1/2/3 food for 1+/3+/5+ cattle (kept); at the end a bonus
    point per 2 cattle."""

    id = "milking-hand"
    listens = frozenset({"harvest_start"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if _sits_out(state, owner):
            return state
        cattle = state.players[owner].goods.cattle
        food = 3 if cattle >= 5 else 2 if cattle >= 3 else 1 if cattle >= 1 else 0
        return gain(state, owner, Goods(food=food)) if food else state

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        return player.goods.cattle // 2


class Butcher(CatalogCard):
    """I247: animals into food at any time: sheep 1, wild boar 2, cattle 3."""

    id = "butcher"

    def cooking_rates(self, player: PlayerState) -> dict[str, int]:
        return {"sheep": 1, "boar": 2, "cattle": 3}


@frozen
class NetFishermanClaim(Memory):
    """A person's action gave reed: the Fishing food is claimed for when people return."""

    card = "net-fisherman"
    lifetime = "round"


class NetFisherman(CatalogCard):
    """I248: after a person's action gives reed, the owner takes all the food on Fishing when
    the people return home (if it is still there)."""

    id = "net-fisherman"
    listens = frozenset({"space_used", "option_chosen", "work_end"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.kind == "work_end":
            if not recall(state.players[owner], NetFishermanClaim):
                return state
            state = forget(state, owner, NetFishermanClaim)
            index = state.space_index("fishing")
            if index < 0:
                return state
            space = state.spaces[index]
            food = space.stock.food
            if food < 1:
                return state
            state = state.with_space(index, replace(space, stock=space.stock.add("food", -food)))
            return gain(state, owner, Goods(food=food))
        if event.player == owner and took(event, "reed") and not recall(
                state.players[owner], NetFishermanClaim):
            return remember(state, owner, NetFishermanClaim())
        return state


class Puppeteer(CatalogCard):
    """I249: when another player uses Traveling Players, may pay 1 food to play an occupation
    (the card's own occupation action, costing exactly 1 food)."""

    id = "puppeteer"
    listens = frozenset({"space_used", "option_chosen"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner or not traveling_players(event):
            return state
        return offer(state, owner, space=self.id, occupations=1, occupation_food=(1, 1, 1))


class SheepWhisperer(CatalogCard):
    """I250: 1 sheep on the round spaces 4, 7, 9 and 11 rounds ahead."""

    id = "sheep-whisperer"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return promise(state, player, (state.round + k for k in (4, 7, 9, 11)),
                       Goods(sheep=1))


@frozen
class FirstTakesSeen(Memory):
    """The buyer cards (Reed Buyer, Stone Buyer) that saw their good taken this round."""

    lifetime = "round"
    cards: tuple[str, ...] = ()


class _FirstBuyer(CatalogCard):
    """Reed Buyer, Stone Buyer: the first time each round someone takes ``good`` with an
    action, the owner may buy 1 of it for 1 food; the taker also gets 1 food from the supply.
    """

    good = ""
    listens = frozenset({"space_used", "option_chosen"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if not took(event, self.good):
            return state
        seen = recall(state.players[owner], FirstTakesSeen) or FirstTakesSeen()
        if self.id in seen.cards:
            return state
        state = remember(state, owner, FirstTakesSeen((*seen.cards, self.id)))
        if event.player == owner or not food_within_reach(state, owner, 1):
            return state
        return ask(state, owner, self.id, (f"buy-{event.player}", "no"))

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option != "no" and option in frame.options:
            seller = int(option.split("-")[1])
            if (state.players[seller].goods.get(self.good) < 1
                    or state.players[frame.player].goods.food < 1):
                return refuse(Code.NO_LONGER_FOR_SALE, good=self.good)
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option == "no":
            return state
        seller = int(option.split("-")[1])
        state = _transfer(state, frame.player, seller, Goods(food=1))
        state = _transfer(state, seller, frame.player, Goods().add(self.good, 1))
        state = give_up(state, seller, Goods().add(self.good, 1))
        return gain(state, seller, Goods(food=1))


class ReedBuyer(_FirstBuyer):
    """I251: the first time each round someone takes reed, buy 1 of it for 1 food; the taker
    also takes 1 food from the supply."""

    id = "reed-buyer"
    good = "reed"


class StoneBuyer(_FirstBuyer):
    """I255: the first time each round someone takes stone, buy 1 of it for 1 food; the taker
    also takes 1 food from the supply."""

    id = "stone-buyer"
    good = "stone"


class PigBreeder(CatalogCard):
    """I252: a wild boar now; at the end of round 12 the wild boar breed (room permitting)."""

    id = "pig-breeder"
    listens = frozenset({"work_end"})

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return gain(state, player, Goods(boar=1))

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        from agricola_qt.engine.economy import can_house

        p = state.players[owner]
        sheep, boar, cattle = p.animals
        if state.round == 12 and boar >= 2 and can_house(p, (sheep, boar + 1, cattle)):
            return gain(state, owner, Goods(boar=1))
        return state


class PigCatcher(LeaveWood):
    """I253: taking wood lying on an action space, may leave 2 of it there for a wild boar
    (``choose leave-SPACE`` or ``choose keep``)."""

    id = "pig-catcher"
    leave = 2
    reward = Goods(boar=1)


class Groom(CatalogCard):
    """I254: in a stone house, at the start of each round, may build 1 stable for 1 wood."""

    id = "groom"
    listens = frozenset({"round_start"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if state.players[owner].farm.house != "stone":
            return state
        return offer(state, owner, space=self.id, stables=1, stable_cost=1)


class StoneCarver(CatalogCard):
    """I256: in each harvest, 1 stone into 3 food."""

    id = "stone-carver"

    def harvest_conversion(self) -> HarvestConversion:
        return HarvestConversion("stone", 3)


class StreetMusician(CatalogCard):
    """I257: 1 grain whenever another player uses a Traveling Players space."""

    id = "street-musician"
    listens = frozenset({"space_used", "option_chosen"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner and traveling_players(event):
            return gain(state, owner, Goods(grain=1))
        return state


class Cabinetmaker(CatalogCard):
    """I258: in each harvest, 1 wood into 2 food."""

    id = "cabinetmaker"

    def harvest_conversion(self) -> HarvestConversion:
        return HarvestConversion("wood", 2)


class AnimalDealer(CatalogCard):
    """I259: on 1 Sheep, 1 Wild Boar or 1 Cattle, may buy one more of that animal for 1 food."""

    id = "animal-dealer"
    listens = frozenset({"space_used"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if (event.player == owner and event.detail in ANIMAL_SPACES
                and food_within_reach(state, owner, 1)):
            return ask(state, owner, self.id, (ANIMAL_SPACES[event.detail], "no"))
        return state

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option != "no" and (problem := food_problem(state, frame, 1)):
            return problem
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option == "no":
            return state
        return gain(state, frame.player, Goods(food=-1).add(option, 1))


@frozen
class TasterFirst(Memory):
    """The owner places first this round and has not placed yet (kept past the owner's own
    placement, which reads it, so forgotten with the round)."""

    card = "taster"
    lifetime = "round"


class Taster(CatalogCard):
    """I260: when another player is starting player, the owner may pay them 1 food as the
    round starts to place the first person; play then goes on from the starting player."""

    id = "taster"
    listens = frozenset({"round_start", "space_used", "work_end"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.kind == "round_start":
            if state.starting_player != owner and food_within_reach(state, owner, 1):
                return ask(state, owner, self.id, ("taste", "no"))
            return state
        if event.player in (owner, -1) and recall(state.players[owner], TasterFirst):
            state = forget(state, owner, TasterFirst)
            if event.kind == "space_used":  # the starting player places next
                n = len(state.players)
                state = replace(state, current=(state.starting_player - 1) % n)
        return state

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option == "taste" and state.players[frame.player].goods.food < 1:
            return refuse(Code.NEED_FOOD_FOR_START, n=1)
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option != "taste":
            return state
        owner = frame.player
        state = _transfer(state, owner, state.starting_player, Goods(food=1))
        state = remember(state, owner, TasterFirst())
        return replace(state, current=owner)


class Outrider(CatalogCard):
    """I261: 1 more grain each time a person uses the newest round card.

    Ruling: the grain comes before the action (it can be sown on the "Sow and/or Bake" space,
    which is then open to a player without other grain).
    """

    id = "outrider"
    listens = frozenset({"space_entered"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner or not 1 <= state.round <= len(state.setup.round_cards):
            return state
        if event.detail == state.setup.round_cards[state.round - 1]:
            return gain(state, owner, Goods(grain=1))
        return state


class WaterCarrier(CatalogCard):
    """I262: once anyone has built the Well, 1 food on every remaining round space (again
    each time the Well is built)."""

    id = "water-carrier"
    listens = frozenset({"card_played"})

    def on_acquired(self, state: GameState, player: int) -> GameState:
        if any("well" in q.cards for q in state.players):
            return promise(state, player, remaining_rounds(state), Goods(food=1))
        return state

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.detail == "well":
            return promise(state, owner, remaining_rounds(state), Goods(food=1))
        return state


@frozen
class FenceBuilderSpace(Memory):
    """The action space with the Fence Builder's fence on it."""

    card = "fence-builder"
    space: str = ""


class FenceBuilder(CatalogCard):
    """I263: marks an action space now (``choose SPACE``); each time the owner uses it, they
    may also build fences, after the space's own action.

    The fence on the space is one of the owner's 15: 14 are left for the farm.
    """

    id = "fence-builder"
    listens = frozenset({"space_used"})

    def fences_held(self, player: PlayerState) -> int:
        return 1 if recall(player, FenceBuilderSpace) else 0

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return ask(state, player, self.id, tuple(s.space.id for s in state.spaces))

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        return remember(state, frame.player, FenceBuilderSpace(option))

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        marked = recall(state.players[owner], FenceBuilderSpace)
        if event.player != owner or marked is None or marked.space != event.detail:
            return state
        from agricola_qt.engine.actions import frame_has_work

        fences = Frame("action", owner, space=self.id, fences=True)
        top = state.frame
        if top is not None and top.player == owner and top.space == event.detail:
            # under the space's own action, so that the fences come after it
            return replace(state, pending=(*state.pending[:-1], fences, top))
        return state.push(fences) if frame_has_work(state, fences) else state


def _fencer_wood(fences: int) -> int:
    return 0 if fences < 1 else 1 if fences <= 4 else 2


class FencerCount(Count):
    """Fences another player built in the current turn (anyone's: forgotten at every
    placement)."""

    card = "fencer"
    lifetime = "round"


class Fencer(CatalogCard):
    """I264: when another player builds 1-4 fences in a turn, 1 wood; 5 or more, 2 wood.

    The fences another player builds in a turn are counted (``FencerCount``), so several
    pastures in one action count together.
    """

    id = "fencer"
    listens = frozenset({"fences_built", "space_used", "work_end"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if _new_turn(event):
            return forget(state, owner, FencerCount)
        if event.player == owner or event.amount < 1:
            return state
        before = count(state.players[owner], FencerCount)
        state = count_up(state, owner, FencerCount, event.amount)
        wood = _fencer_wood(before + event.amount) - _fencer_wood(before)
        return gain(state, owner, Goods(wood=wood)) if wood else state


class FenceDeliveryRounds(Rounds):
    """The round spaces with 4 of the Fence Deliveryman's fences waiting."""

    card = "fence-deliveryman"


@frozen
class FenceDelivery(Memory):
    """The Fence Deliveryman's fence action is under way: its fences cost no wood while the
    owner's farm has fewer than ``until`` fences (4 more than when it began)."""

    card = "fence-deliveryman"
    lifetime = "round"
    until: int = 0


class FenceDeliveryman(CatalogCard):
    """I265: 4 fences on the round spaces 6 and 10 rounds ahead; as those rounds start the
    owner may pay 2 food to build up to 4 fences without wood (and no more in that action).

    The rounds are noted (``FenceDeliveryRounds``); fences waiting on round
    spaces are not on hand for other fencing.  The 2 food is paid when the owner chooses to
    build.  Its fences are ``fences_covered_up_to`` the count ``FenceDelivery`` notes, so a
    card freeing fences (Hedge Keeper, ruling) adds its free fences beyond them.
    """

    id = "fence-deliveryman"
    changes_costs = True
    listens = frozenset({"round_start", "space_used", "work_end"})

    def on_acquired(self, state: GameState, player: int) -> GameState:
        due = tuple(r for r in (state.round + 6, state.round + 10) if r <= 14)
        rounds = (*noted(state.players[player], FenceDeliveryRounds), *due)
        return note(state, player, FenceDeliveryRounds, rounds)

    def fences_held(self, player: PlayerState) -> int:
        return 4 * len(noted(player, FenceDeliveryRounds))

    def fences_on_round(self, player: PlayerState, round_no: int) -> int:
        return 4 * noted(player, FenceDeliveryRounds).count(round_no)

    def fences_covered_up_to(self, player: PlayerState) -> int:
        delivery = recall(player, FenceDelivery)
        return delivery.until if delivery is not None else 0

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        delivery = recall(player, FenceDelivery)
        if what != "fences" or delivery is None:
            return cost
        if cost.wood > max(0, delivery.until - player.farm.fence_count):
            return replace(cost, wood=ONLY_FREE_FENCES_WOOD)  # only the 4 delivered fences
        return replace(cost, wood=0)

    @staticmethod
    def _delivery(player: PlayerState) -> FenceDelivery:
        return FenceDelivery(player.farm.fence_count + 4)

    def _frame(self, owner: int) -> Frame:
        return Frame("action", owner, space=self.id, fences=True)

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.kind == "round_start":
            state = forget(state, owner, FenceDelivery)
            rounds = noted(state.players[owner], FenceDeliveryRounds)
            if state.round not in rounds:
                return state
            # the 4 fences come off the round space
            state = note(state, owner, FenceDeliveryRounds,
                         tuple(r for r in rounds if r != state.round))
            from agricola_qt.engine.actions import frame_has_work

            if not food_within_reach(state, owner, 2):  # goods to cook count (rules 6 on)
                return state

            trial = remember(state, owner, self._delivery(state.players[owner]))
            if not frame_has_work(trial, self._frame(owner)):
                return state
            return ask(state, owner, self.id, ("build", "no"))
        return forget(state, owner, FenceDelivery)

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option == "build" and (problem := food_problem(state, frame, 2)):
            return problem  # cook first, or the food went elsewhere since it was asked
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option != "build":
            return state
        state = pay(state, frame.player, Goods(food=2))
        state = remember(state, frame.player, self._delivery(state.players[frame.player]))
        return state.push(self._frame(frame.player))


class Rancher(CatalogCard):
    """I340: at the start of each round, 1 wood if the owner uses more farmyard spaces than
    every other player."""

    id = "rancher"
    listens = frozenset({"round_start"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        mine = state.players[owner].farm.used_cells.bit_count()
        others = [q.farm.used_cells.bit_count() for i, q in enumerate(state.players)
                  if i != owner]
        if others and mine > max(others):
            return gain(state, owner, Goods(wood=1))
        return state


CARDS: tuple[Card, ...] = (
    Fieldsman(), WellBuilder(), VillageElder(), SocialClimber(), HarvestHelper(), FieldWorker(),
    FieldWatchman(), Gardener(), ChurchWarden(), Businessman(), Sycophant(), ClayDigger(),
    Manservant(), Midwife(), FarmSteward(), WoodBuyer(), WoodCollector(), HideFarmer(), Juggler(),
    Chamberlain(), CornProfiteer(), Cowherd(), ClayPlasterer(), ClayHutBuilder(), Bricklayer(),
    Layabout(), MarketCrier(), MilkingHand(), Butcher(), NetFisherman(), Puppeteer(),
    SheepWhisperer(), ReedBuyer(), PigBreeder(), PigCatcher(), Groom(), StoneBuyer(),
    StoneCarver(), StreetMusician(), Cabinetmaker(), AnimalDealer(), Taster(), Outrider(),
    WaterCarrier(), FenceBuilder(), Fencer(), FenceDeliveryman(), Rancher(),
)
