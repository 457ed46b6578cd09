"""What happens when a person is placed on an action space.

Every action space names an ``action``; each action has a test (``problem``: None when the
space may be used, else the reason) and an effect (``perform``), which gives goods at once
and/or pushes the follow-up decisions as frames.
"""

from __future__ import annotations

from collections.abc import Callable

from agricola_qt.engine import farmwork, improvements, playable
from agricola_qt.engine.cards.base import Card
from agricola_qt.engine.cards.registry import CARDS
from agricola_qt.engine.economy import can_house, gain, room_cost, stable_cost
from agricola_qt.engine.events import Event, announce, heard
from agricola_qt.engine.goods import (
    ANIMALS,
    BUILDING_RESOURCES,
    GOOD_NAMES,
    NOTHING,
    Goods,
    held_of,
)
from agricola_qt.engine.memory import forget_ended
from agricola_qt.engine.refusals import Activity, Code, Refusal, refuse
from agricola_qt.engine.state import (
    MAX_PEOPLE,
    Frame,
    FutureGoods,
    GameState,
    PlayerState,
    SpaceState,
)
from agricola_qt.engine.values import replace as evolve

# (state, player, space, facts): facts, when given, are the player's ``WorkFacts`` in state
Problem = Callable[[GameState, int, SpaceState, "WorkFacts | None"], Refusal | None]
Perform = Callable[[GameState, int, int], GameState]

RESOURCE_PAIRS = tuple(
    f"take {a} {b}" for i, a in enumerate(BUILDING_RESOURCES) for b in BUILDING_RESOURCES[i + 1:]
)
ONE_RESOURCE = tuple(f"take {r}" for r in BUILDING_RESOURCES)
GROWTH_FROM_ROUND = 5


# --- shared effects (also used by cards) -------------------------------------------------------

def promise_goods(state: GameState, player: int, round: int, goods: Goods,
                  source: str = "") -> GameState:
    """Put goods on a future round space for a player; nothing happens past round 14.
    ``source``: the card they come from (so they can go with it if it is discarded)."""
    if round > 14:
        return state
    return evolve(state, future=(*state.future, FutureGoods(round, player, goods, source)))


def offer_bake(state: GameState, player: int, card: str = "") -> GameState:
    """An optional bake action (e.g. right after buying an oven); ``card``: the card that
    gives it, where that is not the oven itself (the Baker's bake at each harvest), so that
    the table can name it."""
    return push_if_useful(state, Frame("action", player, space=card, bake=True))


def receive(state: GameState, player: int, goods: Goods) -> GameState:
    """Give goods; arriving animals that do not fit must be cooked or released first."""
    state = gain(state, player, goods)
    if any(goods.get(a) for a in ANIMALS) and not can_house(state.players[player]):
        state = state.push(Frame("animals", player))
    return state


def grow_family(state: GameState, player: int, needs_room: bool = True) -> GameState:
    """One more person (a newborn); ``needs_room`` False for growth that never needs a free
    room (Family Growth without Room, the Lover), which the ``grew`` event tells the cards."""
    p = state.players[player]
    mover = _mover(p) if p.people >= MAX_PEOPLE else None
    if mover is not None:  # no person left: one living on a card moves in (Reed Hut)
        state = mover.move_in(state, player)
        p = state.players[player]
        state = state.with_player(player, evolve(p, newborns=p.newborns + 1))
    else:
        state = state.with_player(player, evolve(p, people=p.people + 1,
                                                 newborns=p.newborns + 1))
    return announce(state, Event("grew", player, amount=int(needs_room)))


def _mover(p: PlayerState) -> Card | None:
    """The card whose occupant may move into the house (None: none)."""
    for c in p.cards:
        if CARDS[c].moves_in(p):
            return CARDS[c]
    return None


def growth_problem(state: GameState, player: int, need_room: bool = True) -> Refusal | None:
    p = state.players[player]
    if p.people >= MAX_PEOPLE and (not p.cards or _mover(p) is None):
        return refuse(Code.FAMILY_FULL, n=MAX_PEOPLE)
    if need_room and p.farm.room_count <= p.people and not _grows_without_room(state, player):
        return refuse(Code.NEED_FREE_ROOM)
    return None


def _grows_without_room(state: GameState, player: int) -> bool:
    return any(CARDS[c].grows_without_room(state, player) for c in state.players[player].cards)


class WorkFacts:
    """The answers ``frame_has_work`` builds on, each worked out once, for one player in one
    state: listing placements asks them of many spaces (several need an occupation, a room,
    a minor improvement ...).  Valid only for the state and player it was made for."""

    __slots__ = ("_known", "player", "state")

    def __init__(self, state: GameState, player: int) -> None:
        self.state = state
        self.player = player
        self._known: dict[object, bool] = {}

    def _ask(self, key: object, question: Callable[..., bool], *args: object) -> bool:
        """The answer to ``question(*args)``, worked out the first time ``key`` is asked."""
        ok = self._known.get(key)
        if ok is None:
            ok = self._known[key] = question(*args)
        return ok

    def has_work(self, frame: Frame) -> bool:
        """``frame_has_work(self.state, frame, self.player)``, the same questions in the same
        order, each answered at most once."""
        ask = self._ask
        state, pl = self.state, self.player
        p = state.players[pl]
        return bool(
            (frame.rooms and ask("room", farmwork.any_room_possible, p))
            or (frame.stables and ask(("stable", frame.stable_cost),
                                      farmwork.any_stable_possible, p, frame.stable_cost))
            or (frame.plows and ask("plow", farmwork.any_plow_possible, p))
            or (frame.sow and ask("sow", farmwork.any_sow_possible, p))
            or (frame.bake and ask(("bake", frame.baked), improvements.any_bake_possible,
                                   state, pl, frame))
            or (frame.fences and ask("pasture", farmwork.any_pasture_possible, p))
            or (frame.improvements and frame.allow_major
                and ask("major", playable.any_affordable_major, state, pl))
            or (frame.improvements and ask("minor", playable.any_playable_minor, state, pl))
            or (frame.improvements and not frame.allow_major
                and ask("minor major", playable.any_minor_major, state, pl))
            or (frame.occupations and ask(("occupation", frame.occupation_food),
                                          playable.any_playable_occupation, state, pl, frame))
            or (frame.improvements and ask("minor after cooking", minor_after_cooking, state, pl))
            or (frame.occupations and ask(("occupation after cooking", frame.occupation_food),
                                          occupation_after_cooking, state, pl, frame)))


def frame_has_work(state: GameState, frame: Frame, player: int = -1) -> bool:
    """Could the player (the frame's, unless given) do anything in this frame right now?"""
    pl = frame.player if player < 0 else player
    p = state.players[pl]
    return bool(
        (frame.rooms and farmwork.any_room_possible(p))
        or (frame.stables and farmwork.any_stable_possible(p, frame.stable_cost))
        or (frame.plows and farmwork.any_plow_possible(p))
        or (frame.sow and farmwork.any_sow_possible(p))
        or (frame.bake and improvements.any_bake_possible(state, pl, frame))
        or (frame.fences and farmwork.any_pasture_possible(p))
        or (frame.improvements and frame.allow_major
            and playable.any_affordable_major(state, pl))
        or (frame.improvements and playable.any_playable_minor(state, pl))
        or (frame.improvements and not frame.allow_major
            and playable.any_minor_major(state, pl))
        or (frame.occupations and playable.any_playable_occupation(state, pl, frame))
        or (frame.improvements and minor_after_cooking(state, pl))
        or (frame.occupations and occupation_after_cooking(state, pl, frame))
    )


def occupation_after_cooking(state: GameState, player: int, frame: Frame) -> bool:
    """Could the player play an occupation in ``frame`` once they turn goods into food?"""
    return playable.playable_after_cooking(
        state, player, lambda s: playable.any_playable_occupation(s, player, frame))


def minor_after_cooking(state: GameState, player: int) -> bool:
    """Could the player play a minor improvement once they turn goods into food?"""
    return playable.playable_after_cooking(
        state, player, lambda s: playable.any_playable_minor(s, player))


def push_if_useful(state: GameState, frame: Frame) -> GameState:
    return state.push(frame) if frame_has_work(state, frame) else state


def close_frame(state: GameState) -> GameState:
    """Take the finished top frame off the stack.  When it was its player's outermost action
    frame, their action is done (the person's action with every decision it led to, or a
    card's own action): ``action_done`` is announced, then the player's memories of lifetime
    ``action`` are forgotten."""
    frame = state.pending[-1]
    state = state.pop()
    if frame.kind != "action":
        return state
    player = frame.player
    for f in state.pending:
        if f.kind == "action" and f.player == player:
            return state  # an action frame under it: the action goes on
    if heard(state, "action_done"):  # asked first: the event need not be built
        state = announce(state, Event("action_done", player, frame.space))
    return forget_ended(state, player, "action")


def _needs(frame: Frame, code: Code) -> Problem:
    def problem(state: GameState, player: int, space: SpaceState,
                facts: WorkFacts | None = None) -> Refusal | None:
        if facts.has_work(frame) if facts is not None else frame_has_work(state, frame, player):
            return None
        return None if cards_add_work(state, player, frame) else refuse(code)
    return problem


def _building_price(state: GameState, player: int) -> Refusal:
    p = state.players[player]
    room, stable = room_cost(p), stable_cost(p, 2)
    if p.goods.covers(room) or p.goods.covers(stable):
        return refuse(Code.CANNOT_AFFORD_ROOM_OR_STABLE)  # affordable: room is what lacks
    return refuse(Code.ROOM_OR_STABLE_COSTS, goods=room, goods2=stable,
                  goods3=held_of(p.goods, room, stable))


def _major_price(state: GameState, player: int) -> Refusal:
    p = state.players[player]
    # the one nearest to hand: fewest goods missing, then the cheapest (the cheapest alone
    # named a Fireplace's 2 clay to a tester 1 stone short of a Clay Oven)
    prices = [(sum(max(0, n - p.goods.get(g)) for g, n in pay.goods.items()),
               sum(n for _, n in pay.goods.items()), major, pay.goods)
              for major in state.majors for pay in improvements.payments(state, player, major)
              if not pay.returns]
    if not prices:
        return refuse(Code.CANNOT_AFFORD_IMPROVEMENT)
    _, _, major, goods = min(prices)
    # each good the price asks for, none held too ("you have nothing" to a tester with 3
    # wood and 11 food, the clay missing)
    held = held_of(p.goods, goods)
    # a hand of minors the space might have taken is answered for too (the price of a
    # major alone left a tester asking why none of their minors would do)
    code = Code.NEAREST_MAJOR_NOR_MINOR if p.minors else Code.NEAREST_MAJOR_COSTS
    return refuse(code, card=major, goods=goods, goods2=held)


def _pasture_price(state: GameState, player: int) -> Refusal:
    return farmwork.pasture_problem(state.players[player])


_PRICES: dict[Code, Callable[[GameState, int], Refusal]] = {
    Code.CANNOT_AFFORD_ROOM_OR_STABLE: _building_price,
    Code.NO_PASTURE_POSSIBLE: _pasture_price,
    Code.CANNOT_AFFORD_IMPROVEMENT: _major_price,
}


def explained(state: GameState, refusal: Refusal) -> Refusal:
    """A closed space's refusal with what the player to act cannot pay ("the smallest
    pasture you can build needs 4 wood; you have nothing"), for the table to show: "you
    cannot build any pasture" said no more, where other refusals name a cost.  Worked out
    only when asked: listing the placements refuses many spaces and reads no reason."""
    priced = _PRICES.get(refusal.code)
    if priced is None:
        return refusal
    return evolve(priced(state, state.actor), verb=refusal.verb)


def cards_add_work(state: GameState, player: int, frame: Frame) -> bool:
    """Has a card of the player something for them to do in ``frame`` (``Card.work_for``)?"""
    for c in state.players[player].cards:
        found = CARDS.get(c)
        if found is not None and found.adds_work and found.work_for(state, player, frame):
            return True
    return False


def _pushes(frame: Frame) -> Perform:
    def perform(state: GameState, player: int, index: int) -> GameState:
        space = state.spaces[index].space
        return state.push(evolve(frame, player=player, space=space.id,
                                 occupation_food=space.occupation_food))
    return perform


def always(state: GameState, player: int, space: SpaceState,
           facts: WorkFacts | None = None) -> Refusal | None:
    """The test of a space that may always be used."""
    return None


# --- taking goods --------------------------------------------------------------------------------

def take_problem(state: GameState, player: int, space: SpaceState,
                 facts: WorkFacts | None = None) -> Refusal | None:
    """(listing.py inlines this test for speed: change both together)"""
    if space.stock.is_empty() and space.space.gives.is_empty():
        return refuse(Code.NOTHING_TO_TAKE)
    return None


def _take(state: GameState, player: int, index: int) -> GameState:
    s = state.spaces[index]
    goods = s.stock + s.space.gives
    # the space emptied and the goods given in one new state (``receive`` without ``gain``)
    spaces = list(state.spaces)
    spaces[index] = evolve(s, stock=NOTHING)
    players = list(state.players)
    p = players[player]
    players[player] = evolve(p, goods=p.goods + goods)
    state = evolve(state, spaces=tuple(spaces), players=tuple(players))
    if any(goods.get(a) for a in ANIMALS) and not can_house(state.players[player]):
        state = state.push(Frame("animals", player))
    return state


def _choice(options: tuple[str, ...]) -> Perform:
    def perform(state: GameState, player: int, index: int) -> GameState:
        state = _take(state, player, index)
        return state.push(Frame("choice", player, space=state.spaces[index].space.id,
                                options=options))
    return perform


def _starting_player(state: GameState, player: int, index: int) -> GameState:
    return _take(evolve(state, next_starting_player=player), player, index)


def _starting_player_minor(state: GameState, player: int, index: int) -> GameState:
    state = evolve(state, next_starting_player=player)
    return push_if_useful(state, Frame("action", player, space="starting-player",
                                       improvements=1, allow_major=False))


# --- either/or spaces ----------------------------------------------------------------------------

def _or_growth_problem(other: Callable[[GameState, int, WorkFacts | None], bool],
                       what: Activity) -> Problem:
    def problem(state: GameState, player: int, space: SpaceState,
                facts: WorkFacts | None = None) -> Refusal | None:
        if other(state, player, facts):
            return None
        if state.round < GROWTH_FROM_ROUND:
            return refuse(Code.CANNOT_AND_GROWTH_LATER, what=what, round=GROWTH_FROM_ROUND)
        reason = growth_problem(state, player)
        return refuse(Code.CANNOT_AND, what=what, reason=reason) if reason else None
    return problem


_OCCUPATION_OR_GROWTH = Frame("action", 0, occupations=1, occupation_food=(1, 1, 2))


def _can_play_occupation(state: GameState, player: int, facts: WorkFacts | None = None) -> bool:
    if facts is not None:
        return facts.has_work(_OCCUPATION_OR_GROWTH)
    return (playable.any_playable_occupation(state, player, _OCCUPATION_OR_GROWTH)
            or occupation_after_cooking(state, player, _OCCUPATION_OR_GROWTH))


def _either_growth(first: tuple[str, ...]) -> Perform:
    def perform(state: GameState, player: int, index: int) -> GameState:
        return state.push(Frame("choice", player, space=state.spaces[index].space.id,
                                options=(*first, "choose grow")))
    return perform


def _room_or_food_problem(state: GameState, player: int, space: SpaceState,
                          facts: WorkFacts | None = None) -> Refusal | None:
    if space.stock.food:
        return None
    if facts.has_work(_ONE_ROOM) if facts is not None \
            else farmwork.any_room_possible(state.players[player]):
        return None
    return refuse(Code.NO_FOOD_NO_ROOM)


def _room_or_food(state: GameState, player: int, index: int) -> GameState:
    return state.push(Frame("choice", player, space=state.spaces[index].space.id,
                            options=("choose room", "choose food")))


def _animal_choice(state: GameState, player: int, index: int) -> GameState:
    return state.push(Frame("choice", player, space=state.spaces[index].space.id,
                            options=("take sheep", "take boar", "take cattle")))


# --- growth and renovation -----------------------------------------------------------------------

def _growth_problem(state: GameState, player: int, space: SpaceState,
                    facts: WorkFacts | None = None) -> Refusal | None:
    return growth_problem(state, player)


def _growth_then_minor(state: GameState, player: int, index: int) -> GameState:
    state = grow_family(state, player)
    return push_if_useful(state, Frame("action", player, space=state.spaces[index].space.id,
                                       improvements=1, allow_major=False))


def _urgent_growth_problem(state: GameState, player: int, space: SpaceState,
                           facts: WorkFacts | None = None) -> Refusal | None:
    return growth_problem(state, player, need_room=False)


def _urgent_growth(state: GameState, player: int, index: int) -> GameState:
    return grow_family(state, player, needs_room=False)


def _renovation_problem(state: GameState, player: int, space: SpaceState,
                        facts: WorkFacts | None = None) -> Refusal | None:
    return farmwork.renovation_problem(state.players[player], direct=True)


def _renovate_then(frame: Frame) -> Perform:
    def perform(state: GameState, player: int, index: int) -> GameState:
        before = state.players[player].goods
        state = state.with_player(player, farmwork.renovate(state.players[player], direct=True))
        after = state.players[player]
        depth = len(state.pending)
        state = announce(state, Event("renovated", player, after.farm.house,
                                      goods=before - after.goods))
        then = evolve(frame, player=player, space=state.spaces[index].space.id)
        if state.setup.rules_version < 7:
            return push_if_useful(state, then)
        # rules 7: what the renovation asks (the Clay Roof: how to pay it) comes before the
        # improvement the space gives after it; asked after the improvement, a tester had
        # bought the Well before being asked how the renovation was paid
        asked = state.pending[depth:]
        state = push_if_useful(evolve(state, pending=state.pending[:depth]), then)
        return evolve(state, pending=(*state.pending, *asked))
    return perform


BUILD = Frame("action", 0, rooms=99, stables=4, need_one=True)
STABLE_BAKE = Frame("action", 0, stables=1, stable_cost=1, bake=True, need_one=True)
PLOW = Frame("action", 0, plows=1, need_one=True)
SOW_BAKE = Frame("action", 0, sow=True, bake=True, need_one=True)
PLOW_SOW = Frame("action", 0, plows=1, sow=True, need_one=True)
FENCES = Frame("action", 0, fences=True, need_one=True)
IMPROVEMENT = Frame("action", 0, improvements=1, allow_major=True, need_one=True)
OCCUPATION = Frame("action", 0, occupations=1, need_one=True)
_ONE_ROOM = Frame("action", 0, rooms=1)

ACTIONS: dict[str, tuple[Problem, Perform]] = {
    "take": (take_problem, _take),
    "take_one_resource": (always, _choice(ONE_RESOURCE)),
    "two_resources": (always, _choice(RESOURCE_PAIRS)),
    "starting_player": (always, _starting_player),
    "starting_player_minor": (always, _starting_player_minor),
    "rooms_stables": (_needs(BUILD, Code.CANNOT_AFFORD_ROOM_OR_STABLE), _pushes(BUILD)),
    "stable_bake": (_needs(STABLE_BAKE, Code.NEITHER_STABLE_NOR_BAKE), _pushes(STABLE_BAKE)),
    "plow": (_needs(PLOW, Code.NO_CELL_TO_PLOW), _pushes(PLOW)),
    "sow_bake": (_needs(SOW_BAKE, Code.NEITHER_SOW_NOR_BAKE), _pushes(SOW_BAKE)),
    "plow_sow": (_needs(PLOW_SOW, Code.NEITHER_PLOW_NOR_SOW), _pushes(PLOW_SOW)),
    "fences": (_needs(FENCES, Code.NO_PASTURE_POSSIBLE), _pushes(FENCES)),
    "improvement": (_needs(IMPROVEMENT, Code.CANNOT_AFFORD_IMPROVEMENT), _pushes(IMPROVEMENT)),
    "occupation": (_needs(OCCUPATION, Code.NO_OCCUPATION_HERE), _pushes(OCCUPATION)),
    "occupation_or_growth": (_or_growth_problem(_can_play_occupation, Activity.PLAY_OCCUPATION),
                             _either_growth(("choose occupation",))),
    "resources_or_growth": (always, _either_growth(RESOURCE_PAIRS)),
    "room_or_food": (_room_or_food_problem, _room_or_food),
    "animal_choice": (always, _animal_choice),
    "growth_minor": (_growth_problem, _growth_then_minor),
    "urgent_growth": (_urgent_growth_problem, _urgent_growth),
    "renovation_improvement": (_renovation_problem,
                               _renovate_then(evolve(IMPROVEMENT, need_one=False))),
    "renovation_fences": (_renovation_problem, _renovate_then(evolve(FENCES, need_one=False))),
}


# --- options of choice frames --------------------------------------------------------------------

def _option_problem(state: GameState, frame: Frame, option: str) -> Refusal | None:
    player = frame.player
    if option == "take cattle" and state.players[player].goods.food < 1:
        return refuse(Code.CATTLE_COSTS_FOOD, n=1)
    if option == "choose grow":
        if state.round < GROWTH_FROM_ROUND:
            return refuse(Code.GROWTH_FROM_ROUND, round=GROWTH_FROM_ROUND)
        return growth_problem(state, player)
    if option == "choose occupation" and not _can_play_occupation(state, player):
        return refuse(Code.CANNOT_PLAY_OCCUPATION)
    if option == "choose room" and not farmwork.any_room_possible(state.players[player]):
        return refuse(Code.CANNOT_BUILD_ROOM)
    if option == "choose food":
        index = state.space_index(frame.space)
        if index < 0 or not state.spaces[index].stock.food:
            return refuse(Code.NO_FOOD_HERE)
    return None


OPTION_GOODS = {
    "take sheep": Goods(sheep=1, food=1),
    "take boar": Goods(boar=1),
    "take cattle": Goods(cattle=1, food=-1),
}


def taken_goods(option: str) -> tuple[str, ...]:
    """The goods a "take ..." option names, one of each ("take clay reed": clay, reed); ()
    for an option that is not goods ("choose grow")."""
    words = option.split()
    if len(words) > 1 and words[0] == "take" and all(w in GOOD_NAMES for w in words[1:]):
        return tuple(words[1:])
    return ()


def option_problem(state: GameState, frame: Frame, option: str) -> Refusal | None:
    if option not in frame.options:
        return refuse(Code.CHOOSE_ONE_OF, options=frame.options)
    return _option_problem(state, frame, option)


def perform_option(state: GameState, frame: Frame, option: str) -> GameState:
    player = frame.player
    state = state.pop()
    index = state.space_index(frame.space)
    if index >= 0:
        state = state.with_space(index, evolve(state.spaces[index], choice=option))
    if option in OPTION_GOODS:
        return receive(state, player, OPTION_GOODS[option])
    if names := taken_goods(option):
        goods = Goods()
        for name in names:
            goods = goods.add(name, 1)
        return receive(state, player, goods)
    if option == "choose grow":
        return grow_family(state, player)
    if option == "choose room":
        return state.push(Frame("action", player, space=frame.space, rooms=1, need_one=True))
    if option == "choose occupation":
        space = state.spaces[index].space
        return state.push(Frame("action", player, space=frame.space, occupations=1,
                                need_one=True, occupation_food=space.occupation_food))
    if option == "choose food":
        return _take(state, player, index)
    raise AssertionError(f"unhandled option {option}")
