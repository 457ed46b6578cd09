"""K-deck occupations K266-K312 and K342.

Not implemented (they need deep engine changes): Acrobat K269 and Countryman K289 (moving a
person after everybody has placed), Forester K278 (wood sown and harvested on a card in three
stacks).
"""

from __future__ import annotations

from agricola_qt.engine.cards.base import Card, HarvestConversion
from agricola_qt.engine.cards.catalog_card import CatalogCard
from agricola_qt.engine.cards.deck_e.occupations_1 import _traveling_players
from agricola_qt.engine.cards.deck_e.occupations_2 import _reeve_wood
from agricola_qt.engine.cards.effects import (
    add_mark,
    ask,
    clear_marks,
    gain,
    marks,
    offer,
    pay,
    promise,
    remaining_rounds,
    took,
)
from agricola_qt.engine.cards.patterns import SpaceBonus
from agricola_qt.engine.cards.registry import card
from agricola_qt.engine.events import Event, announce
from agricola_qt.engine.goods import ANIMALS, Goods
from agricola_qt.engine.grid import parse_cell
from agricola_qt.engine.housing import Housing
from agricola_qt.engine.state import Frame, GameState, PlayerState
from agricola_qt.engine.values import replace

PERSON_EVENTS = frozenset({"space_used", "option_chosen"})


def _gained(event: Event) -> Goods:
    """The goods a person's action gave (costs left out)."""
    return Goods(**{name: amount for name, amount in event.goods.items() if amount > 0})


def _can_grow(state: GameState, player: int, need_room: bool = True) -> bool:
    from agricola_qt.engine.actions import growth_problem

    return growth_problem(state, player, need_room) is None


def _turn_over(event: Event, owner: int) -> bool:
    """Does this event start a new turn of the owner (or end the work phase)?"""
    return event.kind in ("space_used", "work_end") and event.player in (owner, -1)


# --- K266-K275 -------------------------------------------------------------------------------

class Serf(CatalogCard):
    """K266: on Sow and/or Bake Bread, first 1 grain, or swap 1 grain for 1 vegetable."""

    id = "serf"
    listens = frozenset({"space_used"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner or event.detail != "sow-bake":
            return state
        if state.players[owner].goods.grain < 1:
            return gain(state, owner, Goods(grain=1))
        return ask(state, owner, self.id, ("grain", "swap"))

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option == "swap":
            return gain(state, frame.player, Goods(grain=-1, veg=1))
        return gain(state, frame.player, Goods(grain=1))


class AdoptiveParents(CatalogCard):
    """K267: after a family growth, pay 1 food and the newcomer may be placed this round.

    The adopted person is no newborn: it eats the full ration at a harvest.
    """

    id = "adoptive-parents"
    listens = frozenset({"grew"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        p = state.players[owner]
        if event.player != owner or p.newborns < 1 or p.goods.food < 1:
            return state
        return ask(state, owner, self.id, ("adopt", "no"))

    def option_problem(self, state: GameState, frame: Frame, option: str) -> str | None:
        p = state.players[frame.player]
        if option == "adopt" and (p.goods.food < 1 or p.newborns < 1):
            return "adopting costs 1 food"
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option != "adopt":
            return state
        p = state.players[frame.player]
        p = replace(p, goods=p.goods - Goods(food=1), newborns=p.newborns - 1)
        return state.with_player(frame.player, p)


PIECEWORK = ("wood", "clay", "reed", "stone", "grain", "veg")


class Pieceworker(CatalogCard):
    """K268: after an action space gives wood/clay/reed/stone/grain, buy 1 more of each such
    good for 1 food (a vegetable: 2 food); ``choose wood+clay`` buys both, ``choose no`` none.
    """

    id = "pieceworker"
    listens = PERSON_EVENTS

    @staticmethod
    def _price(goods: list[str]) -> int:
        return sum(2 if g == "veg" else 1 for g in goods)

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner:
            return state
        got = [g for g in PIECEWORK if took(event, g)]
        food = state.players[owner].goods.food
        options = []
        for mask in range(1, 1 << len(got)):
            chosen = [g for i, g in enumerate(got) if mask >> i & 1]
            if self._price(chosen) <= food:
                options.append("+".join(chosen))
        return ask(state, owner, self.id, (*options, "no")) if options else state

    def option_problem(self, state: GameState, frame: Frame, option: str) -> str | None:
        problem = super().option_problem(state, frame, option)
        if problem is None and option != "no":
            if self._price(option.split("+")) > state.players[frame.player].goods.food:
                return "you do not have the food for that"
        return problem

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option == "no":
            return state
        chosen = option.split("+")
        state = pay(state, frame.player, Goods(food=self._price(chosen)))
        goods = Goods()
        for g in chosen:
            goods = goods.add(g, 1)
        return gain(state, frame.player, goods)


class WetNurse(CatalogCard):
    """K270: for each room built, the family may grow by one (room needed) for 1 food."""

    id = "wet-nurse"
    listens = frozenset({"room_built"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if (event.player == owner and state.players[owner].goods.food >= 1
                and _can_grow(state, owner)):
            return ask(state, owner, self.id, ("grow", "no"))
        return state

    def option_problem(self, state: GameState, frame: Frame, option: str) -> str | None:
        if option == "grow" and (state.players[frame.player].goods.food < 1
                                 or not _can_grow(state, frame.player)):
            return "growing needs 1 food and a free room"
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option != "grow":
            return state
        from agricola_qt.engine.actions import grow_family

        return grow_family(pay(state, frame.player, Goods(food=1)), frame.player)


class Educator(CatalogCard):
    """K271: when another player plays an occupation, play one too for 3 food (2 food from
    the owner's 4th occupation on)."""

    id = "educator"
    listens = frozenset({"card_played"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner or card(event.detail).kind != "occupation":
            return state
        from agricola_qt.engine.economy import occupation_count

        food = 2 if occupation_count(state.players[owner]) >= 3 else 3
        return offer(state, owner, space=self.id, occupations=1,
                     occupation_food=(food, food, food))


class FrameBuilder(CatalogCard):
    """K272: a renovation may take 1 wood for 1 clay/stone, a room 1 wood for 2 clay/stone.

    Used automatically whenever the owner has the wood for it.
    """

    id = "frame-builder"
    changes_costs = True

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        if what == "renovation":
            swap = 1
        elif what == "room":
            swap = 2
        else:
            return cost
        for material in ("clay", "stone"):
            if cost.get(material) >= swap:
                changed = cost.add(material, -swap).add("wood", 1)
                return changed if player.goods.covers(changed) else cost
        return cost


BASIN_FREE = (1, 4, 7, 10)  # these wood on the Basin Maker give no point


class BasinMaker(CatalogCard):
    """K273: up to 2 wood onto the card for each wild boar cooked; a point per wood except
    the 1st, 4th, 7th and 10th (``choose 1``/``choose 2``/``choose 0``)."""

    id = "basin-maker"
    listens = frozenset({"converted"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        wood = state.players[owner].goods.wood
        if event.player != owner or event.detail != "boar" or wood < 1:
            return state
        return ask(state, owner, self.id, tuple(str(n) for n in range(min(2, wood), -1, -1)))

    def option_problem(self, state: GameState, frame: Frame, option: str) -> str | None:
        problem = super().option_problem(state, frame, option)
        if problem is None and int(option) > state.players[frame.player].goods.wood:
            return "you do not have that much wood"
        return problem

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        for _ in range(int(option)):
            state = add_mark(pay(state, frame.player, Goods(wood=1)), frame.player, self.id)
        return state

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        wood = marks(player, self.id)
        return wood - sum(1 for n in BASIN_FREE if n <= wood)


class OrganicFarmer(CatalogCard):
    """K274: a point per pasture holding animals with room left for 3 more (animals placed
    to score best)."""

    id = "organic-farmer"

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        from agricola_qt.engine.economy import housing

        counts = player.animals
        if not any(counts):
            return 0
        own = player.farm.pasture_capacities()
        houses = housing(player)
        caps = list(houses.pastures)
        # the farm's own pastures (possibly enlarged by cards) come first
        candidates = [i for i in range(len(own)) if caps[i] >= 4]
        best = 0
        for choice in _organic_choices(len(candidates)):
            organic = [0, 0, 0]
            room = [0, 0, 0]  # most animals of each kind the organic pastures may hold
            for i, kind in zip(candidates, choice, strict=True):
                if kind >= 0:
                    organic[kind] += 1
                    room[kind] += caps[i] - 3
            chosen = sum(1 for k in choice if k >= 0)
            if chosen <= best or any(organic[k] > counts[k] for k in range(3)):
                continue
            rest = tuple(c for i, c in enumerate(caps)
                         if not (i in candidates and choice[candidates.index(i)] >= 0))
            left = tuple(max(0, counts[k] - room[k]) for k in range(3))
            if Housing(rest, houses.singles).holds(left):  # type: ignore[arg-type]
                best = chosen
        return best


def _organic_choices(n: int) -> list[tuple[int, ...]]:
    """Every way to mark ``n`` pastures organic with a kind (0-2) or not (-1)."""
    out: list[tuple[int, ...]] = [()]
    for _ in range(n):
        out = [(*c, k) for c in out for k in (-1, 0, 1, 2)]
    return out


class Constable(CatalogCard):
    """K276: wood by round now (4/3/2/1); at the end, 5 points to every player without any
    minus points (categories, begging, cards).  Minus points the Yeoman Farmer gives back
    do not count."""

    id = "constable"
    SKIP = frozenset({"constable", "yeoman-farmer"})

    def on_acquired(self, state: GameState, player: int) -> GameState:
        wood = _reeve_wood(state.round)
        return gain(state, player, Goods(wood=wood)) if wood else state

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        from agricola_qt.engine.scoring import farm_points

        yeoman = "yeoman-farmer" in player.cards
        for name, points in farm_points(player).items():
            if points < 0 and not (yeoman and name not in ("unused_spaces", "begging")):
                return 0
        for c in player.cards:
            if c in self.SKIP:
                continue
            if card(c).points < 0 or (not yeoman and card(c).bonus_points(player, table) < 0):
                return 0
        return 5

    def bonus_points_for_other(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        return self.bonus_points(player, table)


class PerpetualStudent(CatalogCard):
    """K275: instead of choosing an occupation to play, the owner may have one drawn at random
    from their hand (``use perpetual-student draw``): 3 food first, then the drawn card is
    played, the missing food taken as begging cards.  The draw is fixed by the game's seed
    and the moves so far; only cards whose prerequisites are met can be drawn."""

    id = "perpetual-student"

    @staticmethod
    def _frame(state: GameState, player: int) -> Frame | None:
        frame = state.frame
        if (frame is None or frame.kind != "action" or frame.player != player
                or frame.occupations < 1):
            return None
        return frame

    @staticmethod
    def _drawable(state: GameState, player: int) -> list[str]:
        return [o for o in state.players[player].occupations
                if card(o).prerequisite_problem(state, player) is None]

    def uses(self, state: GameState, player: int) -> tuple[str, ...]:
        if self._frame(state, player) is None or not self._drawable(state, player):
            return ()
        return ("draw",)

    def use(self, state: GameState, player: int, option: str) -> GameState:
        from agricola_qt.engine.cards.base import Payment
        from agricola_qt.engine.chance import SplitMix64
        from agricola_qt.engine.improvements import acquire, occupation_cost

        frame = self._frame(state, player)
        assert frame is not None
        hand = self._drawable(state, player)
        rng = SplitMix64(state.setup.seed * 7919 + state.moves_made * 31 + player)
        drawn = rng.choice(hand)
        state = gain(state, player, Goods(food=3))
        cost = occupation_cost(state, player, frame, drawn)
        p = state.players[player]
        short = max(0, cost.food - p.goods.food)
        if short:
            state = state.with_player(player, replace(p, begging=p.begging + short))
            cost = cost.add("food", -short)
        state = state.replace_top(replace(frame, did_any=True,
                                          occupations=frame.occupations - 1))
        return acquire(state, player, drawn, Payment(cost))


MANUFACTURED = frozenset({"joinery", "pottery", "basketmakers-workshop"})
MANUFACTURER_SAVES = ("stone", "reed", "clay", "wood")  # the order the 2 resources are saved


class Manufacturer(CatalogCard):
    """K277: in a clay hut or stone house, the Joinery, Pottery and Basketmaker's Workshop
    may be taken with a minor improvement action and cost 2 building resources less (stone
    saved first)."""

    id = "manufacturer"
    changes_costs = True

    def majors_as_minors_for(self, player: PlayerState) -> frozenset[str]:
        return MANUFACTURED if player.farm.house != "wood" else frozenset()

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        kind, _, card_id = what.partition(":")
        if kind != "major" or card_id not in MANUFACTURED or player.farm.house == "wood":
            return cost
        left = 2
        for good in MANUFACTURER_SAVES:
            saved = min(left, cost.get(good))
            cost, left = cost.add(good, -saved), left - saved
        return cost


# --- K276-K289 -------------------------------------------------------------------------------

class Scholar(CatalogCard):
    """K279: in a stone house, at each round start: an occupation for 1 food or an
    improvement at its cost."""

    id = "scholar"
    listens = frozenset({"round_start"})

    @staticmethod
    def _frames(owner: int) -> dict[str, Frame]:
        return {"occupation": Frame("action", owner, space=Scholar.id, occupations=1,
                                    occupation_food=(1, 1, 1), need_one=True),
                "improvement": Frame("action", owner, space=Scholar.id, improvements=1,
                                     allow_major=True, need_one=True)}

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        from agricola_qt.engine.actions import frame_has_work

        if state.players[owner].farm.house != "stone":
            return state
        options = tuple(k for k, f in self._frames(owner).items() if frame_has_work(state, f))
        return ask(state, owner, self.id, (*options, "no")) if options else state

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option == "no":
            return state
        from agricola_qt.engine.actions import push_if_useful

        return push_if_useful(state, self._frames(frame.player)[option])


class Tanner(CatalogCard):
    """K280: cooked wild boar and cattle go onto the card; boar 2-3/4-5/6+ give 1/2/3 points,
    cattle 2/3/4+ give 1/2/3."""

    id = "tanner"
    listens = frozenset({"converted"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and event.detail in ("boar", "cattle"):
            return add_mark(state, owner, f"{self.id}:{event.detail}")
        return state

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        boar = marks(player, f"{self.id}:boar")
        cattle = marks(player, f"{self.id}:cattle")
        return min(3, boar // 2) + max(0, min(3, cattle - 1))


MAJOR_OR_MINOR_SPACES = frozenset({"improvement", "renovation-improvement"})


class TravelingSalesman(CatalogCard):
    """K281: a minor improvement action may take a major instead; after a minor played with a
    major-or-minor improvement action, one more minor may be played."""

    id = "traveling-salesman"
    listens = frozenset({"card_played"})

    def majors_as_minors(self) -> frozenset[str]:
        from agricola_qt.engine.cards.registry import MAJOR_IDS

        return frozenset(MAJOR_IDS)

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner or card(event.detail).kind != "minor":
            return state
        for frame in reversed(state.pending):
            if frame.kind == "action" and frame.player == owner:
                if frame.space in MAJOR_OR_MINOR_SPACES and frame.allow_major:
                    return offer(state, owner, space=self.id, improvements=1)
                return state
        return state


class HouseSteward(CatalogCard):
    """K282: wood by round now (4/3/2/1); at the end, 3 points to every player (the owner or
    not) with the most rooms."""

    id = "house-steward"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        wood = _reeve_wood(state.round)
        return gain(state, player, Goods(wood=wood)) if wood else state

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        most = max(q.farm.room_count for q in table)
        return 3 if player.farm.room_count >= most else 0

    def bonus_points_for_other(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        return self.bonus_points(player, table)


class WoodDeliveryman(CatalogCard):
    """K283: 1 wood on each remaining round space from 8 to 14."""

    id = "wood-deliveryman"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return promise(state, player, range(8, 15), Goods(wood=1))


DISTRIBUTED_TO = ("clay", "reed", "fishing")


class WoodDistributor(CatalogCard):
    """K284: 2 wood now; at each round start, may spread the 3 Wood space's wood evenly over
    1 Clay, 1 Reed and Fishing (any rest stays)."""

    id = "wood-distributor"
    listens = frozenset({"round_start"})

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return gain(state, player, Goods(wood=2))

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        index = state.space_index("wood")
        if index < 0 or state.spaces[index].stock.wood < 3:
            return state
        if any(state.space_index(s) < 0 for s in DISTRIBUTED_TO):
            return state
        return ask(state, owner, self.id, ("spread", "no"))

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        index = state.space_index("wood")
        if option != "spread" or index < 0:
            return state
        wood = state.spaces[index].stock.wood
        each = wood // 3
        s = state.spaces[index]
        state = state.with_space(index, replace(s, stock=s.stock.add("wood", -3 * each)))
        for space_id in DISTRIBUTED_TO:
            i = state.space_index(space_id)
            s = state.spaces[i]
            state = state.with_space(i, replace(s, stock=s.stock.add("wood", each)))
        return state


class Tinsmith(CatalogCard):
    """K285: clay into 1 food each at any time; once anybody has a Well, 2 clay into 3 food
    (``use tinsmith well``)."""

    id = "tinsmith"

    def cooking_rates(self, player: PlayerState) -> dict[str, int]:
        return {"clay": 1}

    def uses(self, state: GameState, player: int) -> tuple[str, ...]:
        if state.players[player].goods.clay >= 2 and any(
                "well" in q.cards or "village-well" in q.cards for q in state.players):
            return ("well",)
        return ()

    def use(self, state: GameState, player: int, option: str) -> GameState:
        state = gain(state, player, Goods(clay=-2, food=3))
        return announce(state, Event("converted", player, "clay", 2))


class Smallholder(CatalogCard):
    """K286: pastures holding 2 hold 3; with at most 2 fields, each field sown gets 1 more."""

    id = "smallholder"
    changes_housing = True
    listens = frozenset({"sowed"})

    def housing_change(self, player: PlayerState, housing: Housing) -> Housing:
        n = len(player.farm.pastures)
        pastures = tuple(3 if i < n and c == 2 else c for i, c in enumerate(housing.pastures))
        return replace(housing, pastures=pastures)

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner:
            return state
        from agricola_qt.engine.farmwork import card_fields

        p = state.players[owner]
        if p.farm.fields.bit_count() + len(card_fields(p)) > 2:
            return state
        sown = tuple(replace(f, count=f.count + 1) if f.cell == event.amount else f
                     for f in p.farm.sown)
        return state.with_player(owner, replace(p, farm=replace(p.farm, sown=sown)))


CLERK = (("stone", 5), ("reed", 6), ("clay", 7), ("wood", 8))


class StorehouseClerk(CatalogCard):
    """K287: at each round start, 1 stone with 5+ stone, 1 reed with 6+, 1 clay with 7+,
    1 wood with 8+."""

    id = "storehouse-clerk"
    listens = frozenset({"round_start"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        have = state.players[owner].goods
        extra = Goods()
        for good, least in CLERK:
            if have.get(good) >= least:
                extra = extra.add(good, 1)
        return state if extra.is_empty() else gain(state, owner, extra)


class StorehouseKeeper(CatalogCard):
    """K288: a person's action giving reed and stone together also gives 1 clay or 1 grain."""

    id = "storehouse-keeper"
    listens = PERSON_EVENTS

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and took(event, "reed") and took(event, "stone"):
            return ask(state, owner, self.id, ("clay", "grain"))
        return state

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        return gain(state, frame.player, Goods().add(option, 1))


# --- K290-K299 -------------------------------------------------------------------------------

class ClayWorker(CatalogCard):
    """K290: 1 more clay whenever a person takes wood or clay."""

    id = "clay-worker"
    listens = PERSON_EVENTS

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and (took(event, "wood") or took(event, "clay")):
            return gain(state, owner, Goods(clay=1))
        return state


class Lover(CatalogCard):
    """K291: 4 food more to play (from the catalog); the family grows at once, room or not."""

    id = "lover"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        if not _can_grow(state, player, need_room=False):
            return state
        from agricola_qt.engine.actions import grow_family

        return grow_family(state, player)


class MarketWoman(CatalogCard):
    """K292: 2 grain whenever a person's action gives vegetables."""

    id = "market-woman"
    listens = PERSON_EVENTS

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and took(event, "veg"):
            return gain(state, owner, Goods(grain=2))
        return state


class Ploughman(CatalogCard):
    """K293: fields wait on the round spaces 4, 7 and 10 rounds ahead; at those round starts,
    pay 1 food to plough one."""

    id = "ploughman"
    listens = frozenset({"round_start"})

    def on_acquired(self, state: GameState, player: int) -> GameState:
        for ahead in (4, 7, 10):
            if state.round + ahead <= 14:
                state = add_mark(state, player, f"{self.id}:{state.round + ahead}")
        return state

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        from agricola_qt.engine.farmwork import any_plow_possible

        p = state.players[owner]
        if (marks(p, f"{self.id}:{state.round}") and p.goods.food >= 1
                and any_plow_possible(p)):
            return ask(state, owner, self.id, ("plow", "skip"))
        return state

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

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        if what not in ("room", "renovation") or cost.reed < 1:
            return cost
        changed = replace(cost, reed=0, wood=cost.wood + 1)
        return changed if player.goods.covers(changed) else cost


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


class ShepherdBoy(CatalogCard):
    """K298: once in a stone house, 1 sheep on every remaining round space."""

    id = "shepherd-boy"
    listens = frozenset({"renovated"})

    def _start(self, state: GameState, player: int) -> GameState:
        p = state.players[player]
        if p.farm.house != "stone" or marks(p, self.id):
            return state
        state = add_mark(state, player, self.id)
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
        key = f"{self.id}:{state.round}:{state.phase}:{event.player}"
        if marks(state.players[owner], key):
            return state
        return gain(add_mark(state, owner, key), owner, Goods(food=1))


class SchnapsDistiller(CatalogCard):
    """K300: in each harvest's feeding, 1 vegetable into 5 food."""

    id = "schnaps-distiller"

    def harvest_conversion(self) -> HarvestConversion:
        return HarvestConversion("veg", 5)


# --- K301-K312, K342 -------------------------------------------------------------------------

CARVER_USED = "wood-carver:used"


class WoodCarver(CatalogCard):
    """K301: once a round, 1 wood less for an improvement, a wooden-hut room, a stable or a
    fence building (the first such thing paid with wood in the round)."""

    id = "wood-carver"
    changes_costs = True
    listens = frozenset({"round_start", "room_built", "stable_built", "fences_built",
                         "card_played"})

    def cost_change(self, player: PlayerState, what: str, cost: Goods) -> Goods:
        if cost.wood < 1 or CARVER_USED in player.marks:
            return cost
        if what == "room" and player.farm.house != "wood":
            return cost
        if what in ("room", "stable", "fences") or what.startswith(("major:", "minor:")):
            return replace(cost, wood=cost.wood - 1)
        return cost

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.kind == "round_start":
            return clear_marks(state, owner, CARVER_USED)
        p = state.players[owner]
        if event.player != owner or CARVER_USED in p.marks or OVERSEER_NOW in p.marks:
            return state
        if event.kind == "room_built" and state.players[owner].farm.house != "wood":
            return state
        if event.kind == "stable_built" and (state.frame is None
                                             or state.frame.stable_cost < 1):
            return state
        if event.kind == "fences_built" and event.amount < 1:
            return state
        if event.kind == "card_played":
            c = card(event.detail)
            if c.kind == "occupation" or not _wooden(c):
                return state
        return add_mark(state, owner, CARVER_USED)


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
    gives one of that animal.  The draw is fixed by the game's seed, the round and the owner.
    """

    id = "veterinarian"
    listens = frozenset({"round_start"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        from agricola_qt.engine.chance import SplitMix64

        rng = SplitMix64(state.setup.seed * 1_000_003 + state.round * 101 + owner + 0x7E7)
        first, second = rng.shuffled(VET_BAG)[:2]
        return gain(state, owner, Goods().add(first, 1)) if first == second else state


HANDLER = {7: Goods(sheep=1), 10: Goods(boar=1), 14: Goods(cattle=1)}


class AnimalHandler(CatalogCard):
    """K305: a sheep waits on round 7, a wild boar on 10, a cattle on 14; as each of those
    rounds starts, buy it for 1 food."""

    id = "animal-handler"
    listens = frozenset({"round_start"})

    def on_acquired(self, state: GameState, player: int) -> GameState:
        for r in HANDLER:
            if r > state.round:
                state = add_mark(state, player, f"{self.id}:{r}")
        return state

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        p = state.players[owner]
        if marks(p, f"{self.id}:{state.round}") and p.goods.food >= 1:
            return ask(state, owner, self.id, ("buy", "no"))
        return state

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option != "buy":
            return state
        return gain(pay(state, frame.player, Goods(food=1)), frame.player, HANDLER[state.round])


class AnimalTamer(CatalogCard):
    """K306: each room holds 1 animal of any kind (instead of the single pet)."""

    id = "animal-tamer"
    changes_housing = True

    def housing_change(self, player: PlayerState, housing: Housing) -> Housing:
        return replace(housing, singles=housing.singles + player.farm.room_count - 1)


BREEDER_TURN = "animal-breeder:turn"
BREEDER_PAIRS = {"sheep": 1, "boar": 2, "cattle": 3}
OVERSEER_NOW = "fence-overseer:now"


class AnimalBreeder(CatalogCard):
    """K307: once per turn, after fencing a new pasture, buy 2 sheep (1 food), 2 wild boar
    (2 food) or 2 cattle (3 food)."""

    id = "animal-breeder"
    listens = frozenset({"fences_built", "space_used", "work_end"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        p = state.players[owner]
        if event.kind != "fences_built":
            return clear_marks(state, owner, BREEDER_TURN) if _turn_over(event, owner) else state
        if (event.player != owner or event.amount < 1 or marks(p, BREEDER_TURN)
                or OVERSEER_NOW in p.marks):
            return state
        options = tuple(k for k, food in BREEDER_PAIRS.items() if p.goods.food >= food)
        if not options:
            return state
        return ask(add_mark(state, owner, BREEDER_TURN), owner, self.id, (*options, "no"))

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
    """K309: at each round start, 1 food with at least 2 sheep."""

    id = "weaver"
    listens = frozenset({"round_start"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if state.players[owner].goods.sheep >= 2:
            return gain(state, owner, Goods(food=1))
        return state


RESOURCE_STACK = ("wood", "clay", "reed", "clay", "stone", "clay", "stone")  # top first


class ResourceSeller(CatalogCard):
    """K310: a stack of wood, clay, reed, clay, stone, clay, stone (top first): whenever the
    owner gets the top good's kind from an action space, they take it too (and so on down).
    """

    id = "resource-seller"
    listens = PERSON_EVENTS

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner:
            return state
        got = _gained(event)
        while True:
            taken = marks(state.players[owner], self.id)
            if taken >= len(RESOURCE_STACK) or not got.get(RESOURCE_STACK[taken]):
                return state
            good = RESOURCE_STACK[taken]
            state = gain(add_mark(state, owner, self.id), owner, Goods().add(good, 1))
            got = got.add(good, -got.get(good))  # each kind received takes one good


class Magician(CatalogCard):
    """K311: 1 grain and 1 food when the owner's last person goes to Traveling Players."""

    id = "magician"
    listens = PERSON_EVENTS

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if (event.player == owner and _traveling_players(event)
                and state.players[owner].available == 0):
            return gain(state, owner, Goods(grain=1, food=1))
        return state


class FenceOverseer(CatalogCard):
    """K312: once a round, right after building a stable, pay 1 food to fence its space as a
    1-space pasture without wood (``choose fence``)."""

    id = "fence-overseer"
    listens = frozenset({"stable_built"})

    @staticmethod
    def _problem(p: PlayerState, cell: int) -> str | None:
        from agricola_qt.engine.farmwork import fence_build_problem

        rich = replace(p, goods=p.goods + Goods(wood=15))
        return fence_build_problem(rich, 1 << cell)

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        p = state.players[owner]
        key = f"{self.id}:{state.round}"
        if event.player != owner or marks(p, key) or p.goods.food < 1:
            return state
        if self._problem(p, parse_cell(event.detail)) is not None:
            return state
        return ask(state, owner, self.id, (f"fence-{event.detail}", "no"))

    def option_problem(self, state: GameState, frame: Frame, option: str) -> str | None:
        problem = super().option_problem(state, frame, option)
        if problem is None and option != "no":
            p = state.players[frame.player]
            if p.goods.food < 1:
                return "fencing costs 1 food"
            problem = self._problem(p, parse_cell(option.removeprefix("fence-")))
        return problem

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option == "no":
            return state
        from agricola_qt.engine.farmwork import new_fences

        owner = frame.player
        state = add_mark(pay(state, owner, Goods(food=1)), owner, f"{self.id}:{state.round}")
        p = state.players[owner]
        edges = new_fences(p.farm, 1 << parse_cell(option.removeprefix("fence-")))
        p = replace(p, farm=p.farm.with_fences(edges), marks=(*p.marks, OVERSEER_NOW))
        state = state.with_player(owner, p)
        state = announce(state, Event("fences_built", owner, amount=edges.bit_count()))
        return clear_marks(state, owner, OVERSEER_NOW)


TRAINER_BUDGET = "animal-trainer:food"
TRAINER_PRICES = {"sheep": 2, "boar": 2, "cattle": 3}


class AnimalTrainer(CatalogCard):
    """K342: the food taken from a Traveling Players space may buy animals at once: sheep or
    wild boar 2 food, cattle 3 (``choose sheep`` ... until ``choose done``)."""

    id = "animal-trainer"
    listens = PERSON_EVENTS

    @staticmethod
    def _budget(p: PlayerState) -> int:
        return min(marks(p, TRAINER_BUDGET), p.goods.food)

    def _ask(self, state: GameState, owner: int) -> GameState:
        budget = self._budget(state.players[owner])
        options = tuple(k for k, price in TRAINER_PRICES.items() if price <= budget)
        if not options:
            return clear_marks(state, owner, TRAINER_BUDGET)
        return ask(state, owner, self.id, (*options, "done"))

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner or not _traveling_players(event):
            return state
        food = took(event, "food")
        state = clear_marks(state, owner, TRAINER_BUDGET)
        for _ in range(food):
            state = add_mark(state, owner, TRAINER_BUDGET)
        return self._ask(state, owner)

    def option_problem(self, state: GameState, frame: Frame, option: str) -> str | None:
        problem = super().option_problem(state, frame, option)
        if problem is None and option != "done":
            if TRAINER_PRICES[option] > self._budget(state.players[frame.player]):
                return "not enough food from the Traveling Players left"
        return problem

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        owner = frame.player
        if option == "done":
            return clear_marks(state, owner, TRAINER_BUDGET)
        price = TRAINER_PRICES[option]
        p = state.players[owner]
        kept = list(p.marks)
        for _ in range(price):
            kept.remove(TRAINER_BUDGET)
        state = state.with_player(owner, replace(p, marks=tuple(kept)))
        state = pay(state, owner, Goods(food=price))
        state = gain(state, owner, Goods().add(option, 1))
        return self._ask(state, owner)  # asked before any room must be found for the animal


CARDS: tuple[Card, ...] = (
    Serf(), AdoptiveParents(), Pieceworker(), WetNurse(), Educator(), FrameBuilder(),
    BasinMaker(), OrganicFarmer(), PerpetualStudent(), Constable(), Manufacturer(), Scholar(),
    Tanner(), TravelingSalesman(),
    HouseSteward(), WoodDeliveryman(), WoodDistributor(), Tinsmith(), Smallholder(),
    StorehouseClerk(), StorehouseKeeper(), ClayWorker(), Lover(), MarketWoman(), Ploughman(),
    BrushwoodCollector(), CattleBreeder(), SeedSeller(), SheepFarmer(), ShepherdBoy(),
    Slaughterman(), SchnapsDistiller(), WoodCarver(), PigWhisperer(), StoneBreaker(),
    Veterinarian(), AnimalHandler(), AnimalTamer(), AnimalBreeder(), Foreman(), Weaver(),
    ResourceSeller(), Magician(), FenceOverseer(), AnimalTrainer(),
)
