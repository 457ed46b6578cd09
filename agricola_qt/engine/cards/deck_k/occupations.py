"""K-deck occupations K266-K289 (K290-K312 and K342 are in ``occupations_2``)."""

from __future__ import annotations

from attrs import frozen

from agricola_qt.engine.cards.base import HOUSING_FARM, Card
from agricola_qt.engine.cards.catalog_card import CatalogCard
from agricola_qt.engine.cards.effects import (
    food_within_reach,
    gain,
    grow_family,
    offer,
    pay,
    promise,
    took,
    traveling_players,
    wood_by_round,
)
from agricola_qt.engine.cards.registry import card, implemented
from agricola_qt.engine.events import Event, EventKind, announce
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.grid import CELL_COUNT
from agricola_qt.engine.housing import Housing
from agricola_qt.engine.memory import Count, Memory, count, count_up, forget, recall, remember
from agricola_qt.engine.refusals import Code, Refusal, refuse
from agricola_qt.engine.state import Frame, GameState, PlayerState, SpaceState
from agricola_qt.engine.values import replace

PERSON_EVENTS: frozenset[EventKind] = frozenset({"space_used", "option_chosen"})


def ask(state: GameState, player: int, card_id: str, options: tuple[str, ...]) -> GameState:
    """``effects.ask``, but animals that do not fit are dealt with first: the question goes
    under any pending animal decision on top of the stack."""
    return ask_frame_under_animals(state, Frame("card", player, space=card_id, options=options))


def offer_after_animals(state: GameState, player: int, asking: str = "",
                        **frame: object) -> GameState:
    """``effects.offer``, with the offered action put under any pending animal decision
    (and the questions of the card ``asking``, if named)."""
    offered = offer(state, player, **frame)
    if offered.pending == state.pending:
        return state
    return ask_frame_under_animals(offered.pop(), offered.pending[-1], asking)


def ask_frame_under_animals(state: GameState, frame: Frame, asking: str = "") -> GameState:
    """Push ``frame`` under the animal decisions (animals that do not fit) on top, if any,
    and under the questions the card ``asking`` asks, if named."""
    top = len(state.pending)
    while top > 0 and (state.pending[top - 1].kind == "animals" or (
            asking and state.pending[top - 1].kind == "card"
            and state.pending[top - 1].space == asking)):
        top -= 1
    return replace(state, pending=(*state.pending[:top], frame, *state.pending[top:]))


def gained(event: Event) -> Goods:
    """The goods a person's action gave (costs left out)."""
    return Goods(**{name: amount for name, amount in event.goods.items() if amount > 0})


def can_grow(state: GameState, player: int, need_room: bool = True) -> bool:
    from agricola_qt.engine.actions import growth_problem

    return growth_problem(state, player, need_room) is None


def turn_over(event: Event, owner: int) -> bool:
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

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option == "swap" and state.players[frame.player].goods.grain < 1:
            return refuse(Code.NO_GRAIN_TO_SWAP)
        return super().option_problem(state, frame, option)

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
        if event.player != owner or p.newborns < 1 or not food_within_reach(state, owner, 1):
            return state
        return ask(state, owner, self.id, ("adopt", "no"))

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        p = state.players[frame.player]
        if option == "adopt" and (p.goods.food < 1 or p.newborns < 1):
            return refuse(Code.ADOPTING_COSTS_FOOD, n=1)
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
        options = []
        for mask in range(1, 1 << len(got)):
            chosen = [g for i, g in enumerate(got) if mask >> i & 1]
            if food_within_reach(state, owner, self._price(chosen)):  # cooking first counts
                options.append("+".join(chosen))
        return ask(state, owner, self.id, (*options, "no")) if options else state

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        problem = super().option_problem(state, frame, option)
        if problem is None and option != "no":
            if self._price(option.split("+")) > state.players[frame.player].goods.food:
                return refuse(Code.NO_FOOD_FOR_THAT)
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
        if (event.player == owner and food_within_reach(state, owner, 1)
                and can_grow(state, owner)):
            return ask(state, owner, self.id, ("grow", "no"))
        return state

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option == "grow" and (state.players[frame.player].goods.food < 1
                                 or not can_grow(state, frame.player)):
            return refuse(Code.GROWING_NEEDS_FOOD_AND_ROOM, n=1)
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option != "grow":
            return state
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
        return offer_after_animals(state, owner, space=self.id, occupations=1,
                                   occupation_food=(food, food, food))


class FrameBuilder(CatalogCard):
    """K272: a renovation may take 1 wood for 1 clay/stone, a room 1 wood for 2 clay/stone.

    Used automatically whenever the owner has the wood for it.
    """

    id = "frame-builder"
    changes_costs = True
    offers_choices = True

    def cost_options(self, player: PlayerState, what: str, cost: Goods) -> tuple[Goods, ...]:
        swap = {"renovation": 1, "room": 2}.get(what, 0)
        out = [cost]
        for material in ("clay", "stone"):
            if swap and cost.get(material) >= swap:
                out.append(cost.add(material, -swap).add("wood", 1))
        return tuple(out)

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
        if event.player != owner or event.detail != "boar":
            return state
        if "tanner" in state.players[owner].cards:
            return state  # the Tanner asks where the boar goes first
        return BasinMaker.offer(state, owner)

    @staticmethod
    def offer(state: GameState, owner: int) -> GameState:
        wood = state.players[owner].goods.wood
        if wood < 1:
            return state
        return ask(state, owner, BasinMaker.id, tuple(str(n) for n in range(min(2, wood), -1, -1)))

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        problem = super().option_problem(state, frame, option)
        if problem is None and int(option) > state.players[frame.player].goods.wood:
            return refuse(Code.NOT_THAT_MUCH_WOOD)
        return problem

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        wood = int(option)
        state = pay(state, frame.player, Goods(wood=wood))
        return count_up(state, frame.player, BasinMakerWood, wood) if wood else state

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        wood = count(player, BasinMakerWood)
        return wood - sum(1 for n in BASIN_FREE if n <= wood)


class BasinMakerWood(Count):
    """Wood on the Basin Maker."""

    card = "basin-maker"


class OrganicFarmer(CatalogCard):
    """K274: a point per pasture holding animals with room left for 3 more (animals placed
    to score best); the Forest Pasture counts when it holds a wild boar, an animal yard on a
    card (Animal Yard) when it is large enough (with the Drinking Trough)."""

    id = "organic-farmer"

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        from agricola_qt.engine.economy import housing

        sheep, boar, cattle = player.animals
        forest = 1 if boar and "forest-pasture" in player.cards else 0
        counts = (sheep, boar - forest, cattle)  # a boar in the forest is housed already
        own = player.farm.pasture_capacities()
        houses = housing(player)
        if len(houses.pastures) < len(own):  # pastures of mixed animals (Animal Keeper)
            return forest + min(sum(counts), sum(1 for c in own if c >= 4))
        return forest + max(0, _organic_with_yards(houses, len(own), counts))


def _organic_with_yards(houses: Housing, own: int, counts: tuple[int, int, int]) -> int:
    """The most organic pastures and yards (ruling K274: the Animal Yard counts, e.g. with
    the Drinking Trough): a yard of room 4 or more is organic holding 1 to room - 3 animals
    of any kinds, the rest housed elsewhere."""
    best = _organic_pastures(houses, own, counts)
    for i, size in enumerate(houses.yards):
        room = size + houses.yard_bonus
        if room < 4:
            continue
        rest = replace(houses, yards=houses.yards[:i] + houses.yards[i + 1:])
        for s in range(min(counts[0], room - 3) + 1):
            for b in range(min(counts[1], room - 3 - s) + 1):
                for c in range(min(counts[2], room - 3 - s - b) + 1):
                    if s + b + c:
                        left = (counts[0] - s, counts[1] - b, counts[2] - c)
                        best = max(best, 1 + _organic_with_yards(rest, own, left))
    return best


def _organic_pastures(houses: Housing, own: int, counts: tuple[int, int, int]) -> int:
    """The most of the farm's own pastures (the first ``own`` in ``houses``) that can be
    organic with every animal housed; -1000 when the animals do not fit at all."""
    caps = list(houses.pastures)
    # the farm's own pastures (possibly enlarged by cards) come first
    candidates = [i for i in range(own) if caps[i] >= 4]
    best = -1000
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
        if replace(houses, pastures=rest).holds(left):  # type: ignore[arg-type]
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
    minus points (categories, begging, cards).  Minus points the Yeoman Farmer or the Hide
    Farmer gives back do not count."""

    id = "constable"
    SKIP = frozenset({"constable", "yeoman-farmer", "hide-farmer"})

    def on_acquired(self, state: GameState, player: int) -> GameState:
        wood = wood_by_round(state.round)
        return gain(state, player, Goods(wood=wood)) if wood else state

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        from agricola_qt.engine.scoring import farm_points

        yeoman = "yeoman-farmer" in player.cards
        hide_farmer = ("hide-farmer" in player.cards
                       and player.goods.food >= player.farm.unused_count)
        for name, points in farm_points(player).items():
            if points >= 0 or (yeoman and name not in ("unused_spaces", "begging")):
                continue
            if not (hide_farmer and name == "unused_spaces"):
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
    played, the missing food taken as begging cards.  Live, the draw is rolled from the
    game's seed and the moves so far; a record gives its result (a chance line).  Only cards
    whose prerequisites are met can be drawn."""

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
        from agricola_qt.engine.draws import draw, from_pool
        from agricola_qt.engine.improvements import acquire, occupation_cost

        frame = self._frame(state, player)
        assert frame is not None
        hand = self._drawable(state, player)
        rng = SplitMix64(state.setup.seed * 7919 + state.moves_made * 31 + player)
        state, (drawn,) = draw(state, self.id, player, lambda: (rng.choice(hand),),
                               from_pool(hand, 1))
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
    offers_choices = True

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

    def cost_options(self, player: PlayerState, what: str, cost: Goods) -> tuple[Goods, ...]:
        """Any 2 building resources of the cost less (the player picks which)."""
        kind, _, card_id = what.partition(":")
        if kind != "major" or card_id not in MANUFACTURED or player.farm.house == "wood":
            return (cost,)
        out = {self.cost_change(player, what, cost)}
        for first in MANUFACTURER_SAVES:
            for second in MANUFACTURER_SAVES:
                less = Goods().add(first, 1).add(second, 1)
                if cost.covers(less):
                    out.add(cost - less)
        return tuple(out)


@frozen
class MoversAsked(Memory):
    """The Mover cards (Acrobat, Countryman, ...) that asked their owner this round."""

    lifetime = "round"
    movers: tuple[str, ...] = ()


@frozen
class AcrobatTravelled(Memory):
    """A person went to Traveling Players this round while the Acrobat was in play."""

    card = "acrobat"
    lifetime = "round"


class Mover(CatalogCard):
    """After the last person of the round is placed, the owner may move one person from an
    ``origin`` space to a free ``target`` space and use it (``choose ORIGIN-to-TARGET`` or
    ``choose stay``).

    The question is put under the last placer's pending decisions, so it comes once that
    turn is over.  A moved person does not count as a newly placed one (Magician).
    """

    targets: frozenset[str] = frozenset()
    listens = PERSON_EVENTS

    def origins(self, state: GameState, owner: int) -> list[str]:
        raise NotImplementedError

    def _target_problem(self, state: GameState, owner: int, target: str) -> Refusal | None:
        from agricola_qt.engine.verbs_farm import place_problem, placement_limits

        index = state.space_index(target)
        if index < 0:
            return refuse(Code.SPACE_NOT_ON_BOARD)
        # an occupied target only for a card that joins spaces (Field Warden, ruling E163)
        return place_problem(state, owner, state.spaces[index], placement_limits(state))

    def _options(self, state: GameState, owner: int) -> tuple[str, ...]:
        return tuple(f"{o}-to-{t}" for o in self.origins(state, owner)
                     for t in sorted(self.targets)
                     if self._target_problem(state, owner, t) is None)

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if any(p.available > 0 for p in state.players):
            return state
        asked = recall(state.players[owner], MoversAsked) or MoversAsked()
        if self.id in asked.movers:
            return state
        options = self._options(state, owner)
        if not options:
            return state
        state = remember(state, owner, MoversAsked((*asked.movers, self.id)))
        question = Frame("card", owner, space=self.id, options=(*options, "stay"))
        return replace(state, pending=(question, *state.pending))

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        problem = super().option_problem(state, frame, option)
        if problem is None and option != "stay":
            origin, _, target = option.partition("-to-")
            if origin not in self.origins(state, frame.player):
                return refuse(Code.PERSON_GONE)
            problem = self._target_problem(state, frame.player, target)
        return problem

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option == "stay":
            return state
        from agricola_qt.engine.actions import ACTIONS

        owner = frame.player
        origin, _, target = option.partition("-to-")
        i = state.space_index(origin)
        s = state.spaces[i]
        if s.occupant == owner:
            s = replace(s, occupant=s.guests[0] if s.guests else -1, guests=s.guests[1:])
        else:
            s = replace(s, guests=tuple(g for g in s.guests if g != owner))
        state = state.with_space(i, s)
        j = state.space_index(target)
        t = state.spaces[j]
        t = (replace(t, guests=(*t.guests, owner)) if t.occupant >= 0
             else replace(t, occupant=owner))
        state = state.with_space(j, t)
        before = state.players[owner].goods
        state = ACTIONS[state.spaces[j].space.action][1](state, owner, j)
        got = state.players[owner].goods - before
        return announce(state, Event("space_used", owner, target, goods=got))


def _on_space(s: SpaceState, player: int) -> bool:
    return s.occupant == player or player in s.guests


class Acrobat(Mover):
    """K269: a person on Traveling Players (placed while the card was in play) may move, after
    everybody has placed, to a free Take 1 Grain, Plough 1 Field or Plough and/or Sow."""

    id = "acrobat"
    targets = frozenset({"grain", "plow", "plow-sow"})

    def origins(self, state: GameState, owner: int) -> list[str]:
        if not recall(state.players[owner], AcrobatTravelled):
            return []
        return [s.space.id for s in state.spaces if _on_space(s, owner) and (
            s.space.id == "traveling-players"
            or (s.space.id == "room-or-food" and "food" in s.choice))]

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and traveling_players(event):
            state = remember(state, owner, AcrobatTravelled())
        return super().on_event(state, owner, event)


class Countryman(Mover):
    """K289: a person on Take 1 Grain or Take 1 Vegetable may move, after everybody has
    placed, to a free space with a sowing action (Sow and/or Bake, Plough and/or Sow)."""

    id = "countryman"
    targets = frozenset({"sow-bake", "plow-sow"})

    def origins(self, state: GameState, owner: int) -> list[str]:
        return [s.space.id for s in state.spaces
                if s.space.id in ("grain", "vegetable") and _on_space(s, owner)]


# --- K276-K289 -------------------------------------------------------------------------------

class Scholar(CatalogCard):
    """K279: in a stone house, at each round start: an occupation for 1 food or an
    improvement at its cost."""

    id = "scholar"
    listens = frozenset({"round_start"})
    gives_improvement_action = True  # its improvement frame (the Merchant may repeat it)

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


FORESTER_STACKS = 3
FORESTER_SLOT = CELL_COUNT + 30  # the stacks' slots in their ``sowed`` events: 30, 31, 32


class Forester(CatalogCard):
    """K278: with a sowing action from an action space, wood may be planted on the card (up to
    3 stacks, ``choose plant-N``): each planted wood becomes a stack of 3, like grain, and
    every field phase takes 1 wood from each stack.

    The stacks are the owner's ``ForesterStacks`` (wood in each of the 3 stacks); wood on the
    card is not in the supply.  A sowing space may be taken only to plant wood here, as the
    compendium rules for the Copse.
    """

    id = "forester"
    listens = frozenset({"space_used", "harvest_start"})
    adds_work = True

    def work_for(self, state: GameState, owner: int, frame: Frame) -> bool:
        p = state.players[owner]
        return frame.sow and min(len(self._empty(p)), p.goods.wood) >= 1

    @staticmethod
    def _stack(p: PlayerState, i: int) -> int:
        kept = recall(p, ForesterStacks)
        return kept.wood[i] if kept is not None else 0

    @staticmethod
    def _set(state: GameState, owner: int, i: int, wood: int) -> GameState:
        kept = recall(state.players[owner], ForesterStacks) or ForesterStacks()
        stacks = tuple(wood if j == i else n for j, n in enumerate(kept.wood))
        if not any(stacks):
            return forget(state, owner, ForesterStacks)
        return remember(state, owner, ForesterStacks(stacks))

    def goods_on_card(self, player: PlayerState) -> Goods:
        kept = recall(player, ForesterStacks)
        return Goods(wood=sum(kept.wood)) if kept is not None else Goods()

    def _empty(self, p: PlayerState) -> list[int]:
        return [i for i in range(FORESTER_STACKS) if not self._stack(p, i)]

    def harvest_stacks(self, state: GameState, owner: int) -> GameState:
        for i in range(FORESTER_STACKS):
            wood = self._stack(state.players[owner], i)
            if wood:
                state = self._set(state, owner, i, wood - 1)
                state = gain(state, owner, Goods(wood=1))
        return state

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        p = state.players[owner]
        if event.kind == "harvest_start":
            return self.harvest_stacks(state, owner)
        if event.player != owner or not any(
                f.kind == "action" and f.player == owner and f.sow for f in state.pending):
            return state
        most = min(len(self._empty(p)), p.goods.wood)
        if most < 1:
            return state
        return ask(state, owner, self.id,
                   (*(f"plant-{n}" for n in range(most, 0, -1)), "no"))

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        problem = super().option_problem(state, frame, option)
        if problem is None and option != "no":
            p = state.players[frame.player]
            if int(option.removeprefix("plant-")) > min(len(self._empty(p)), p.goods.wood):
                return refuse(Code.NOT_THAT_MUCH_ON_CARD, card=self.id)
        return problem

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option == "no":
            return state
        owner = frame.player
        for i in self._empty(state.players[owner])[:int(option.removeprefix("plant-"))]:
            state = self._set(pay(state, owner, Goods(wood=1)), owner, i, 3)
            # sown like a field: the sowing bonuses hear it (Fieldsman, ruling I219)
            state = announce(state, Event("sowed", owner, "wood", FORESTER_SLOT + i))
        return state

    def grow_stack(self, state: GameState, owner: int, slot: int, delta: int) -> GameState:
        for i in range(FORESTER_STACKS):
            wood = self._stack(state.players[owner], i)
            if wood and slot in (-1, FORESTER_SLOT + i):
                state = self._set(state, owner, i, max(0, wood + delta))
        return state


@frozen
class ForesterStacks(Memory):
    """Wood in each of the Forester's 3 stacks (a planted wood becomes 3)."""

    card = "forester"
    wood: tuple[int, ...] = (0,) * FORESTER_STACKS


BOAR_CARDS = ("basin-maker", "brush-maker")  # a boar on the Tanner is not used for these


class Tanner(CatalogCard):
    """K280: cooked wild boar and cattle go onto the card; boar 2-3/4-5/6+ give 1/2/3 points,
    cattle 2/3/4+ give 1/2/3.

    Ruling: a boar on the Tanner is not used for the Basin Maker or Brush Maker; an owner of
    one of those chooses (``choose tanner`` or ``choose other``) for each cooked boar.
    """

    id = "tanner"
    listens = frozenset({"converted"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner or event.detail not in ("boar", "cattle"):
            return state
        if event.detail == "boar" and any(c in state.players[owner].cards for c in BOAR_CARDS):
            return ask(state, owner, self.id, ("tanner", "other"))
        return count_up(state, owner, TannerBoar if event.detail == "boar" else TannerCattle)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        from agricola_qt.engine.cards.deck_e.occupations_1 import BrushMakerBoar

        owner = frame.player
        p = state.players[owner]
        if option == "tanner":
            if count(p, BrushMakerBoar):  # the Brush Maker took this boar when it was cooked
                state = count_up(state, owner, BrushMakerBoar, -1)
            return count_up(state, owner, TannerBoar)
        if "basin-maker" in p.cards:
            return BasinMaker.offer(state, owner)
        return state

    def bonus_points(self, player: PlayerState, table: tuple[PlayerState, ...]) -> int:
        boar = count(player, TannerBoar)
        cattle = count(player, TannerCattle)
        return min(3, boar // 2) + max(0, min(3, cattle - 1))


class TannerBoar(Count):
    card = "tanner"


class TannerCattle(Count):
    card = "tanner"


MAJOR_OR_MINOR_SPACES = frozenset({"improvement", "renovation-improvement"})


@frozen
class SalesmanSecond(Memory):
    """The Traveling Salesman's second minor is being chosen (until a card is played or the
    turn ends)."""

    card = "traveling-salesman"
    lifetime = "turn"


class TravelingSalesman(CatalogCard):
    """K281: a minor improvement action may take a major instead; after a minor played with a
    major-or-minor improvement action, one more minor (not a major) may be played.

    While the second minor is offered the owner remembers ``SalesmanSecond``, so that the
    first rule does not turn it into a major; it goes with the next card played or the turn.
    """

    id = "traveling-salesman"
    listens = frozenset({"card_played"})

    def majors_as_minors_for(self, player: PlayerState) -> frozenset[str]:
        if recall(player, SalesmanSecond):
            return frozenset()
        from agricola_qt.engine.cards.registry import MAJOR_IDS

        return frozenset(MAJOR_IDS)

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner:
            return state
        if recall(state.players[owner], SalesmanSecond):
            return forget(state, owner, SalesmanSecond)
        if card(event.detail).kind != "minor":
            return state
        for frame in reversed(state.pending):
            if frame.kind == "action" and frame.player == owner:
                # a card's own improvement action (the Businessman's) counts once it played
                # this card: a frame it has just pushed is not the one the card came through
                improvement_action = frame.space in MAJOR_OR_MINOR_SPACES or (
                    frame.did_any and implemented(frame.space)
                    and card(frame.space).gives_improvement_action)
                if not improvement_action and not frame.did_any:
                    continue
                if improvement_action and frame.allow_major:
                    marked = remember(state, owner, SalesmanSecond())
                    # what the card just played asks comes first (rules 11): the Stone
                    # House Extension's room "at once" was asked after the second minor
                    asking = event.detail if state.setup.rules_version >= 11 else ""
                    offered = offer_after_animals(marked, owner, asking, space=self.id,
                                                  improvements=1)
                    return offered if offered.pending != marked.pending else state
                return state
        return state


class HouseSteward(CatalogCard):
    """K282: wood by round now (4/3/2/1); at the end, 3 points to every player (the owner or
    not) with the most rooms."""

    id = "house-steward"

    def on_acquired(self, state: GameState, player: int) -> GameState:
        wood = wood_by_round(state.round)
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
    housing_stage = HOUSING_FARM  # the Drinking Trough and Shepherd's Pipe add to it (ruling)
    listens = frozenset({"sowed"})

    def housing_change(self, player: PlayerState, housing: Housing) -> Housing:
        n = len(player.farm.pastures)
        pastures = tuple(3 if i < n and c == 2 else c for i, c in enumerate(housing.pastures))
        return replace(housing, pastures=pastures)

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner or event.detail == "wood":  # no wood (ruling I78)
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
        return gain(state, frame.player, Goods().add(option, 1), self.id)


CARDS: tuple[Card, ...] = (
    Serf(), AdoptiveParents(), Pieceworker(), Acrobat(), WetNurse(), Educator(), FrameBuilder(),
    BasinMaker(), OrganicFarmer(), PerpetualStudent(), Constable(), Manufacturer(), Forester(),
    Scholar(), Tanner(), TravelingSalesman(), HouseSteward(), WoodDeliveryman(),
    WoodDistributor(), Tinsmith(), Smallholder(), StorehouseClerk(), StorehouseKeeper(),
    Countryman(),
)
