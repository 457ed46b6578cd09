"""E-deck occupations E147-E182.

Not implemented (they need deep engine changes): Brush Maker E156 (boar kept on the card),
Head of the Family E159 and Field Warden E163 (a second person on an occupied space),
Farmer E160 (remembers whether the owner has fenced since playing it), Master Forester E164
(a new action space on the board).
"""

from __future__ import annotations

from attrs import frozen

from agricola_qt.engine.cards.base import Card, HarvestConversion, Payment
from agricola_qt.engine.cards.catalog_card import CatalogCard
from agricola_qt.engine.cards.effects import (
    add_space,
    ask,
    food_within_reach,
    gain,
    has_card,
    offer,
    offer_bake,
    pay,
    took,
    traveling_players,
)
from agricola_qt.engine.cards.patterns import DoubleFood, SpaceBonus
from agricola_qt.engine.cards.registry import card, implemented
from agricola_qt.engine.events import Event, announce
from agricola_qt.engine.goods import ANIMALS, BUILDING_RESOURCES, Goods
from agricola_qt.engine.grid import ALL_CELLS, CELL_NAMES, bits, neighbours_of, parse_cell
from agricola_qt.engine.memory import Count, Memory, count, count_up, forget, recall, remember
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

TRAVELING_PLAYERS = ("traveling-players", "room-or-food")
IMPROVEMENT_SPACES = frozenset({"improvement", "starting-player", "family-growth",
                                "renovation-improvement"})


# --- small shared pieces -------------------------------------------------------------------

def _free_room_cells(p: PlayerState) -> tuple[str, ...]:
    """Empty cells next to the house (where a room could stand, cost aside)."""
    farm = p.farm
    free = neighbours_of(farm.rooms) & ~farm.used_cells & ALL_CELLS
    return tuple(CELL_NAMES[c] for c in bits(free))


def _add_free_room(state: GameState, player: int, cell: str) -> GameState:
    p = state.players[player]
    state = state.with_player(player, replace(p, farm=p.farm.with_room(parse_cell(cell))))
    return announce(state, Event("room_built", player, cell))


_traveling_players = traveling_players


# --- the cards ---------------------------------------------------------------------------------

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


class MasterBaker(CatalogCard):
    """E149: bake when another player bakes; 1 more food for each bake action of the owner's.

    The bake offered because of this card is the card's own frame (``space`` is the card):
    it gives no extra food.
    """

    id = "master-baker"
    listens = frozenset({"bake_started"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner:
            return offer(state, owner, space=self.id, bake=True)
        frame = state.frame
        if frame is not None and frame.space == self.id:
            return state
        return gain(state, owner, Goods(food=1))


class Baker(CatalogCard):
    """E150: bake now, and at the start of each feeding phase."""

    id = "baker"
    listens = frozenset({"feeding_start"})

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return offer_bake(state, player, self.id)

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        return offer_bake(state, owner, self.id)


class MasterBuilder(CatalogCard):
    """E151: once per game, any time the home has at least 5 rooms, a free room
    (``use master-builder CELL``); ``MasterBuilderUsed`` remembers that it has been used."""

    id = "master-builder"

    def uses(self, state: GameState, player: int) -> tuple[str, ...]:
        p = state.players[player]
        if p.farm.room_count < 5 or recall(p, MasterBuilderUsed):
            return ()
        return _free_room_cells(p)

    def use(self, state: GameState, player: int, option: str) -> GameState:
        return _add_free_room(remember(state, player, MasterBuilderUsed()), player, option)


@frozen
class MasterBuilderUsed(Memory):
    card = "master-builder"


class BerryPicker(CatalogCard):
    """E152: 1 food whenever a person takes wood from an action space.

    Ruling: the wood of the Building Material E16 counts too, no other card's wood (the one
    place that links the two cards).
    """

    id = "berry-picker"
    listens = frozenset({"space_used", "option_chosen", "goods_received"})
    counts_wood_of = frozenset({"building-material"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner:
            return state
        if event.kind == "goods_received":
            source = event.source
            if (source is None or source.kind != "card" or source.id not in self.counts_wood_of
                    or event.goods.wood < 1):
                return state
        elif not took(event, "wood"):
            return state
        return gain(state, owner, Goods(food=1))


class Mendicant(CatalogCard):
    """E153: up to 2 begging cards cost no points (given back as bonus points)."""

    id = "mendicant"

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        return 3 * min(2, player.begging)


class MasterBrewer(CatalogCard):
    """E154: in the feeding phase, 1 grain into 3 food once per harvest."""

    id = "master-brewer"

    def harvest_conversion(self) -> HarvestConversion | None:
        return HarvestConversion("grain", 3)


class BreadSeller(CatalogCard):
    """E155: 1 food for every grain anybody bakes."""

    id = "bread-seller"
    listens = frozenset({"baked"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        return gain(state, owner, Goods(food=max(1, event.amount)))


THATCHED = frozenset({"water-mill", "half-timbered-house", "chicken-coop", "holiday-house",
                      "mansion", "corn-storehouse"})


class Thatcher(CatalogCard):
    """E157: 1 reed less for each room, renovation and six named improvements."""

    id = "thatcher"
    changes_costs = True

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        kind, _, card_id = what.partition(":")
        if (what in ("room", "renovation") or (kind in ("major", "minor") and card_id in THATCHED)
                ) and cost.reed > 0:
            return replace(cost, reed=cost.reed - 1)
        return cost


class Turner(CatalogCard):
    """E158: wood into 1 food each at any time."""

    id = "turner"

    def cooking_rates(self, player: PlayerState) -> dict[str, int]:
        return {"wood": 1}


FISHING_GEAR = ("fishing-rod", "raft", "canoe", "fish-trap", "landing-net")


class Fisherman(DoubleFood):
    """E161: take twice the food on Fishing, then 1 food to each other owner of fishing gear.

    Only the food lying on the space is doubled; the option is offered only when the owner
    can pay everybody (``choose double-N`` takes N more food).
    """

    id = "fisherman"
    listens = frozenset({"space_used"})
    fee_cards = FISHING_GEAR

    def applies(self, event: Event) -> bool:
        return event.detail == "fishing"


class MeatSeller(CatalogCard):
    """E162: with an oven, animals into food at any time (sheep 2, boar 3, cattle 4)."""

    id = "meat-seller"

    def cooking_rates(self, player: PlayerState) -> dict[str, int]:
        from agricola_qt.engine.cards.prerequisites import count

        if count(player, "ovens") < 1:
            return {}
        return {"sheep": 2, "boar": 3, "cattle": 4}


class YeomanFarmer(CatalogCard):
    """E165: minus points only for unused spaces and begging (the rest given back as bonus).

    Ruling: negative bonus points of the owner's other cards are given back too.
    """

    id = "yeoman-farmer"

    def minus_points_given_back(self, player: PlayerState) -> dict[str, int]:
        from agricola_qt.engine.scoring import farm_points

        return {k: -v for k, v in farm_points(player).items()
                if v < 0 and k not in ("unused_spaces", "begging")}

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        farm = sum(self.minus_points_given_back(player).values())
        cards = sum(-min(0, card(c).bonus_points(player, table))
                    for c in player.cards if c != self.id)
        return farm + cards


class Undergardener(SpaceBonus):
    """E166: 1 vegetable with every Day Labourer."""

    id = "undergardener"
    spaces = frozenset({"day-labourer"})
    bonus = Goods(veg=1)


class Conjurer(CatalogCard):
    """E167: 1 grain with every Traveling Players action."""

    id = "conjurer"
    listens = frozenset({"space_used", "option_chosen"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and _traveling_players(event):
            return gain(state, owner, Goods(grain=1))
        return state


class Greengrocer(SpaceBonus):
    """E168: 1 vegetable with every Take 1 Grain."""

    id = "greengrocer"
    spaces = frozenset({"grain"})
    bonus = Goods(veg=1)


class Storyteller(CatalogCard):
    """E169: on Traveling Players, leave 1 food there and take 1 vegetable instead.

    Ruling: with the Dancer the owner still gets at least 4 food; when the Dancer makes the
    food up to 4 anyway, leaving a food costs nothing and is done at once.
    """

    id = "storyteller"
    listens = frozenset({"space_used", "option_chosen"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner or not _traveling_players(event):
            return state
        food = took(event, "food")
        if food < 1:
            return state
        if has_card(state.players[owner], "dancer") and food <= 4:
            return self._vegetable(state, owner, Goods(veg=1))
        return ask(state, owner, self.id, ("vegetable", "food"))

    @staticmethod
    def _vegetable(state: GameState, owner: int, goods: Goods) -> GameState:
        for space_id in TRAVELING_PLAYERS:
            index = state.space_index(space_id)
            if index >= 0:
                s = state.spaces[index]
                state = state.with_space(index, replace(s, stock=s.stock + Goods(food=1)))
        return gain(state, owner, goods)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option == "vegetable":
            return self._vegetable(state, frame.player, Goods(veg=1, food=-1))
        return state


ESTATE_POINTS = {3: 2, 4: 3, 5: 4}


class EstateManager(CatalogCard):
    """E170: 2/3/4 points (3/4/5 players) if nobody has more of any animal kind."""

    id = "estate-manager"

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        for kind in ANIMALS:
            mine = player.goods.get(kind)
            if any(q.goods.get(kind) > mine for q in table):
                return 0
        return ESTATE_POINTS.get(len(table), 0)


def _dock_trades() -> tuple[tuple[str, Goods, Goods], ...]:
    out = [(f"wood-{b}", Goods(wood=3), Goods().add(b, 1)) for b in BUILDING_RESOURCES[1:]]
    for a in BUILDING_RESOURCES[1:]:
        for b in BUILDING_RESOURCES:
            if a != b:
                out.append((f"{a}-{b}", Goods().add(a, 2), Goods().add(b, 1)))
    return tuple(out)


DOCK_TRADES = _dock_trades()


class DockWorker(CatalogCard):
    """E171: at any time 3 wood into 1 clay/reed/stone, or 2 clay/reed/stone into 1 other
    building resource (``use dock-worker clay-stone``)."""

    id = "dock-worker"

    def uses(self, state: GameState, player: int) -> tuple[str, ...]:
        goods = state.players[player].goods
        return tuple(name for name, cost, _ in DOCK_TRADES if goods.covers(cost))

    def use(self, state: GameState, player: int, option: str) -> GameState:
        for name, cost, result in DOCK_TRADES:
            if name == option:
                return gain(pay(state, player, cost), player, result)
        raise ValueError(option)


class Chief(CatalogCard):
    """E172: extra food to play (from the catalog); a point per room of a stone house.

    When it is played, every other player holding the Chief's Daughter may play her free.
    """

    id = "chief"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        n = len(state.players)
        for step in range(n - 1, 0, -1):  # pushed last = asked first: the next player
            other = (player + step) % n
            if ChiefsDaughter.id in state.players[other].occupations:
                state = ask(state, other, ChiefsDaughter.id, ("play", "no"))
        return state

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        return player.farm.room_count if player.farm.house == "stone" else 0


class ChiefsDaughter(CatalogCard):
    """E173: free when another player plays the Chief; 3 points (stone) or 1 (clay)."""

    id = "chiefs-daughter"

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option == "play" and self.id not in state.players[frame.player].occupations:
            return refuse(Code.NO_LONGER_IN_HAND, card=self.id)
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option != "play":
            return state
        from agricola_qt.engine.costs import payable
        from agricola_qt.engine.improvements import acquire

        # free, but the cards giving food before an occupation is paid (Patron, Bookshelf)
        # still give it: their cost change on a cost of nothing is food gained
        change = payable(state.players[frame.player], "occupation", Goods())
        gift = Goods(food=min(0, change.food)) if change is not None else Goods()
        return acquire(state, frame.player, self.id, Payment(goods=gift))

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        return {"stone": 3, "clay": 1}.get(player.farm.house, 0)


class Tutor(CatalogCard):
    """E174: a point for each occupation played after this one (the Academic counts 2)."""

    id = "tutor"

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        if self.id not in player.cards:
            return 0
        later = player.cards[player.cards.index(self.id) + 1:]
        return sum(card(c).occupation_weight() for c in later if card(c).kind == "occupation")


@frozen
class HedgeKeeperTurn(Memory):
    """The Hedge Keeper's use in the owner's current turn."""

    card = "hedge-keeper"
    lifetime = "turn"
    free_used: int = 0  # free fences built this turn (3 at most)
    started: bool = False  # a fence not from the Hedge Keeper was built this turn
    own_build: bool = False  # the Hedge Keeper's own fence build (after a card's) is open


class HedgeKeeper(CatalogCard):
    """E175: 3 free fences per turn in which the owner builds fences.

    Rulings: not for the first fence of the turn; once per turn; unused free fences are lost.
    A fence build a card starts (Mini Pasture E40, Fence Overseer K312) counts as building
    fences: its fences cost the Hedge Keeper nothing, and the owner may then build the 3
    free fences at once (the card's own fence build, ``space`` = this card's id; only free
    fences there, no wood).  In a card's fence action whose fences cost no wood anyway
    (``Card.fences_covered_up_to``: the Fence Deliveryman's) the free fences are those beyond
    the covered ones, and a covered fence counts as the turn's first.  The turn's use is a
    ``HedgeKeeperTurn`` (forgotten with the turn).
    """

    id = "hedge-keeper"
    changes_costs = True
    listens = frozenset({"fences_built"})

    @staticmethod
    def _priced(turn: HedgeKeeperTurn, wood: int) -> int:
        free_left = 3 - turn.free_used
        if wood <= 0 or free_left <= 0:
            return wood
        return max(0 if turn.started else 1, wood - free_left)

    @staticmethod
    def _turn(player: PlayerState) -> HedgeKeeperTurn:
        return recall(player, HedgeKeeperTurn) or HedgeKeeperTurn()

    def _covered(self, player: PlayerState, before: int, fences: int) -> int:
        """How many of ``fences`` built on a farm with ``before`` fences another card's fence
        action covers (they cost no wood without the Hedge Keeper)."""
        up_to = max((card(c).fences_covered_up_to(player) for c in player.cards
                     if c != self.id), default=0)
        return min(fences, max(0, up_to - before))

    def _split(self, player: PlayerState, before: int, fences: int) -> tuple[int, int, bool]:
        """(fences covered by another card, fences still paid, turn started) for ``fences``
        built on a farm with ``before`` fences."""
        turn = self._turn(player)
        covered = self._covered(player, before, fences)
        started = turn.started or covered > 0  # a covered fence was the turn's first
        return covered, self._priced(replace(turn, started=started), fences - covered), started

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        if what != "fences":
            return cost
        covered, paid, _ = self._split(player, player.farm.fence_count, cost.wood)
        wood = covered + paid  # the covered fences are the other card's to make free
        if self._turn(player).own_build and wood > 0:
            wood = ONLY_FREE_FENCES_WOOD  # the Hedge Keeper's own build has only its free fences
        return replace(cost, wood=wood)

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner:
            return state
        if event.source is not None and event.source.kind == "card":
            return self._after_card_fences(state, owner)
        p = state.players[owner]
        covered, paid, started = self._split(p, p.farm.fence_count - event.amount, event.amount)
        turn = self._turn(p)
        turn = replace(turn, free_used=turn.free_used + event.amount - covered - paid,
                       started=started or paid > 0)
        return remember(state, owner, turn)

    def _after_card_fences(self, state: GameState, owner: int) -> GameState:
        """A card fenced by itself: the Hedge Keeper wakes up (its free fences are not used)."""
        turn = replace(self._turn(state.players[owner]), started=True)
        state = remember(state, owner, turn)
        fencing = any(f.player == owner and f.fences for f in state.pending)
        if fencing or turn.own_build or turn.free_used >= 3:
            return state  # an open fence build goes on with the free fences in it
        from agricola_qt.engine.actions import frame_has_work

        trial = remember(state, owner, replace(turn, own_build=True))
        frame = Frame("action", owner, space=self.id, fences=True)
        return trial.push(frame) if frame_has_work(trial, frame) else state


class Woodcutter(CatalogCard):
    """E176: +1 wood whenever wood comes from an action space."""

    id = "woodcutter"
    listens = frozenset({"space_used", "option_chosen"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and took(event, "wood"):
            return gain(state, owner, Goods(wood=1))
        return state


class WoodenHutBuilder(CatalogCard):
    """E177: a point per room while still in a wooden hut."""

    id = "wooden-hut-builder"

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        return player.farm.room_count if player.farm.house == "wood" else 0


class HutBuilder(CatalogCard):
    """E178: played in rounds 1-4; a free room as round 11 starts, unless in a stone house."""

    id = "hut-builder"
    listens = frozenset({"round_start"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        p = state.players[owner]
        if state.round != 11 or p.farm.house == "stone":
            return state
        cells = _free_room_cells(p)
        return ask(state, owner, self.id, (*cells, "no")) if cells else state

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        return state if option == "no" else _add_free_room(state, frame.player, option)


def _improvement_frame(state: GameState, owner: int) -> Frame | None:
    """The owner's improvement action the latest card came through (a board space's, or a
    card's own improvement action such as the Scholar's)."""
    for frame in reversed(state.pending):
        if frame.kind == "action" and frame.player == owner and (
                frame.space in IMPROVEMENT_SPACES
                or (frame.did_any and implemented(frame.space)
                    and card(frame.space).gives_improvement_action and frame.allow_major)):
            return frame
    return None


@frozen
class MerchantAction(Memory):
    """The improvement action the Merchant may repeat: its space (or card) and whether it
    takes a major; ``repeat``: the repeat is under way (or was given up)."""

    card = "merchant"
    lifetime = "turn"
    space: str = ""
    allow_major: bool = False
    repeat: bool = False


class Merchant(CatalogCard):
    """E179: after an improvement action, pay 1 food to use the whole action once more.

    Rulings: once the action is done (``action_done``: every improvement it led to played,
    the Businessman's and the Traveling Salesman's too), the owner may pay 1 food to repeat
    it; the repeat is the same action again (its space's frame, so those cards add their
    improvements again: 2 majors on a minor space with the Traveling Salesman, up to 4
    minors on a major-or-minor one, a minor and a minor-or-major on Starting Player with the
    Businessman), and is not repeated itself.  The food may come from the first
    improvements.  The action under way is a ``MerchantAction``.
    """

    id = "merchant"
    listens = frozenset({"card_played", "action_done"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner:
            return state
        known = recall(state.players[owner], MerchantAction)
        if event.kind == "action_done":
            if known is None:
                return state
            state = forget(state, owner, MerchantAction)
            return state if known.repeat else self._offer(state, owner, known)
        if known is not None or card(event.detail).kind not in ("major", "minor"):
            return state
        frame = _improvement_frame(state, owner)
        if frame is None:
            return state
        return remember(state, owner, MerchantAction(frame.space, frame.allow_major))

    def _again(self, owner: int, action: MerchantAction) -> Frame:
        return Frame("action", owner, space=action.space, improvements=1,
                     allow_major=action.allow_major)

    def _offer(self, state: GameState, owner: int, action: MerchantAction) -> GameState:
        from agricola_qt.engine.actions import frame_has_work
        if not food_within_reach(state, owner, 1):  # goods to cook count (rules 6 on)
            return state
        paid = pay(state, owner, Goods(food=min(1, state.players[owner].goods.food)))
        if not frame_has_work(paid, self._again(owner, action)):
            return state
        return ask(remember(state, owner, action), owner, self.id, ("again", "no"))

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option == "again" and state.players[frame.player].goods.food < 1:
            return refuse(Code.IMPROVEMENT_COSTS_FOOD, n=1)
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        owner = frame.player
        action = recall(state.players[owner], MerchantAction) or MerchantAction()
        state = forget(state, owner, MerchantAction)
        if option != "again" or not action.space:
            return state
        state = remember(pay(state, owner, Goods(food=1)), owner, replace(action, repeat=True))
        return state.push(self._again(owner, action))


class HobbyFarmer(CatalogCard):
    """E180: a vegetable now, which may be sown at once on an empty field."""

    id = "hobby-farmer"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        state = gain(state, player, Goods(veg=1))
        empty = state.players[player].farm.empty_fields()
        if not empty:
            return state
        return ask(state, player, self.id, (*(CELL_NAMES[c] for c in bits(empty)), "no"))

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option != "no" and state.players[frame.player].goods.veg < 1:
            return refuse(Code.NO_VEG_TO_SOW)
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option == "no":
            return state
        from agricola_qt.engine.farmwork import SOW_YIELD

        player = frame.player
        cell = parse_cell(option)
        p = state.players[player]
        p = replace(p, goods=p.goods.add("veg", -1),
                    farm=p.farm.with_sown(cell, "veg", SOW_YIELD["veg"]))
        return announce(state.with_player(player, p), Event("sowed", player, "veg", cell))


class Cook(CatalogCard):
    """E181: at feeding only 2 people eat the full ration; the others 1 food each."""

    id = "cook"
    changes_food_need = True

    def food_need_change(self, state: GameState, player: int, need: int) -> int:
        p = state.players[player]
        full = 3 if len(state.players) == 1 else 2
        return need - (full - 1) * max(0, p.people - p.newborns - 2)


class CharcoalBurner(CatalogCard):
    """E182: 1 food and 1 wood whenever anybody gets a baking improvement."""

    id = "charcoal-burner"
    listens = frozenset({"card_played"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if card(event.detail).bake() is not None:
            return gain(state, owner, Goods(food=1, wood=1))
        return state


class BrushMaker(CatalogCard):
    """E156: wild boar its owner cooks go onto the card; 2/3/4+ there give 1/2/3 points."""

    id = "brush-maker"
    listens = frozenset({"converted"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and event.detail == "boar":
            return count_up(state, owner, BrushMakerBoar)
        return state

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        return max(0, min(3, count(player, BrushMakerBoar) - 1))


class BrushMakerBoar(Count):
    """Wild boar on the Brush Maker."""

    card = "brush-maker"


@frozen
class FarmerTurn(Memory):
    """The Farmer gave its animal for this turn's fences."""

    card = "farmer"
    lifetime = "turn"


@frozen
class FarmerGave(Memory):
    """The Farmer's wild boar was given: later fence builds bring cattle."""

    card = "farmer"
    lifetime = "game"


class Farmer(CatalogCard):
    """E160: the next fence building brings a wild boar, every later one a cattle
    (one animal per turn, however many pastures)."""

    id = "farmer"
    listens = frozenset({"fences_built"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        p = state.players[owner]
        if event.player != owner or event.amount < 1 or recall(p, FarmerTurn):
            return state
        animal = Goods(cattle=1) if recall(p, FarmerGave) else Goods(boar=1)
        state = remember(remember(state, owner, FarmerGave()), owner, FarmerTurn())
        return gain(state, owner, animal)


ROOM_AND_GROWTH_ACTIONS = frozenset({"rooms_stables", "growth_minor", "urgent_growth",
                                     "room_or_food", "occupation_or_growth",
                                     "resources_or_growth"})


class HeadOfTheFamily(CatalogCard):
    """E159: room-building and family-growth spaces may be used even if taken by another."""

    id = "head-of-the-family"
    joins_spaces = True

    def may_join(self, space: ActionSpace) -> bool:
        return space.action in ROOM_AND_GROWTH_ACTIONS


class FieldWarden(CatalogCard):
    """E163: Take 1 Vegetable, Plough 1 Field and Plough and/or Sow even if taken by another."""

    id = "field-warden"
    joins_spaces = True

    def may_join(self, space: ActionSpace) -> bool:
        return space.id in ("vegetable", "plow", "plow-sow")


FORESTER_WOOD = ActionSpace("forester-wood", "2 Wood (Master Forester)", "take",
                            stock=Goods(wood=2),
                            help="Take all the wood here (2 more each round); pay the Master "
                                 "Forester's owner 2 food first.")


class MasterForester(CatalogCard):
    """E164: an extra 2-wood forest joins the board; others pay the owner 2 food to use it."""

    id = "master-forester"
    limits_placement = True
    listens = frozenset({"space_used"})

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return add_space(state, FORESTER_WOOD)

    def placement_problem(self, state: GameState, owner: int, player: int,
                          space: SpaceState) -> Refusal | None:
        if space.space.id == FORESTER_WOOD.id and player != owner:
            if state.players[player].goods.food < 2:
                return refuse(Code.SPACE_FEE_FOR_OWNER, space=space.space, n=2, card=self.id)
        return None

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.detail == FORESTER_WOOD.id and event.player != owner:
            state = pay(state, event.player, Goods(food=2))
            return gain(state, owner, Goods(food=2))
        return state


CARDS: tuple[Card, ...] = (
    BrushMaker(), Farmer(), HeadOfTheFamily(), FieldWarden(), MasterForester(),
    LandAgent(), Academic(), MasterBaker(), Baker(), MasterBuilder(), BerryPicker(),
    Mendicant(), MasterBrewer(), BreadSeller(), Thatcher(), Turner(), Fisherman(),
    MeatSeller(), YeomanFarmer(), Undergardener(), Conjurer(), Greengrocer(), Storyteller(),
    EstateManager(), DockWorker(), Chief(), ChiefsDaughter(), Tutor(), HedgeKeeper(),
    Woodcutter(), WoodenHutBuilder(), HutBuilder(), Merchant(), HobbyFarmer(), Cook(),
    CharcoalBurner(),
)
