"""Placing a person and work on the farmyard: rooms, stables, ploughing, sowing,
baking and fences."""

from __future__ import annotations

from collections.abc import Callable

from agricola_qt.engine import actions, farmwork, improvements
from agricola_qt.engine.cards.base import Card
from agricola_qt.engine.cards.registry import CARDS, card
from agricola_qt.engine.economy import (
    gain,
)
from agricola_qt.engine.events import (
    Event,
    Source,
    announce,
    announce_fences,
    announce_goods,
    heard,
    listeners,
)
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.grid import parse_cell
from agricola_qt.engine.memory import outlived
from agricola_qt.engine.moves import Move
from agricola_qt.engine.refusals import Activity, Code, Refusal, refuse
from agricola_qt.engine.state import (
    WORK,
    Frame,
    GameState,
    SpaceState,
)
from agricola_qt.engine.values import replace as evolve
from agricola_qt.engine.verbs_common import (
    Check,
    cell_or_reason,
    named_payment,
    needs_frame,
    used,
)


def check_place(state: GameState, frame: Frame | None, player: int,
                move: Move) -> Refusal | None:
    if frame is not None or state.phase != WORK:
        return refuse(Code.FINISH_ACTION_FIRST)
    index = state.space_index(move.args[0])
    if index < 0:
        return refuse(Code.NO_SUCH_SPACE, text=move.args[0])
    if state.players[player].available <= 0:
        return refuse(Code.NO_ONE_LEFT)
    return place_problem(state, player, state.spaces[index], placement_limits(state))


def placement_limits(state: GameState) -> list[tuple[int, Card]]:
    """Cards on the table that may forbid a placement, with their owners."""
    limiting = _limiting()
    return [(owner, CARDS[c]) for owner, p in enumerate(state.players)
            if not limiting.isdisjoint(p.cards) for c in p.cards if c in limiting]


# (len(CARDS) when worked out, ids of the cards with limits_placement)
_limiting_cards: tuple[int, frozenset[str]] = (-1, frozenset())


def _limiting() -> frozenset[str]:
    global _limiting_cards
    known, ids = _limiting_cards
    if known != len(CARDS):
        ids = frozenset(i for i, c in CARDS.items() if c.limits_placement)
        _limiting_cards = (len(CARDS), ids)
    return ids


def place_problem(state: GameState, player: int, s: SpaceState,
                  limits: list[tuple[int, Card]],
                  facts: actions.WorkFacts | None = None) -> Refusal | None:
    """Why ``player`` may not place a person on ``s`` now (None: they may).  ``facts``: the
    player's ``WorkFacts`` in ``state``, given when listing every placement, and only when
    the player has no card hearing ``space_entered`` (that changes the state per space)."""
    if s.occupant >= 0:
        if s.occupant == player or player in s.guests or not any(
                CARDS[c].joins_spaces and CARDS[c].may_join(s.space)
                for c in state.players[player].cards):
            return refuse(Code.SPACE_TAKEN, space=s.space)
    for owner, c in limits:
        reason = c.placement_problem(state, owner, player, s)
        if reason:
            return reason
    if facts is None and hears_entering(state, player):
        state = announce(state, Event("space_entered", player, s.space.id))  # before the action
    return actions.ACTIONS[s.space.action][0](state, player, s, facts)


def hears_entering(state: GameState, player: int) -> bool:
    """Has the player a card that hears them entering a space (before its action)?"""
    return not listeners("space_entered").isdisjoint(state.players[player].cards)


def perform_place(state: GameState, frame: Frame | None, player: int, move: Move) -> GameState:
    index = state.space_index(move.args[0])
    p = state.players[player]
    # a new turn of the player's: what cards remembered for their last turn is forgotten
    players = list(state.players)
    players[player] = evolve(p, placed=p.placed + 1, memory=outlived(p.memory, "turn"))
    s = state.spaces[index]
    spaces = list(state.spaces)
    spaces[index] = (evolve(s, guests=(*s.guests, player)) if s.occupant >= 0
                     else evolve(s, occupant=player))
    state = evolve(state, players=tuple(players), spaces=tuple(spaces), turn_over=True)
    space = s.space
    if heard(state, "space_entered"):
        state = announce(state, Event("space_entered", player, space.id))
    before = state.players[player].goods
    state = actions.ACTIONS[space.action][1](state, player, index)
    if not (heard(state, "space_used") or heard(state, "goods_received")):
        return state  # both announcements below would do nothing
    got = state.players[player].goods - before
    state = announce(state, Event("space_used", player, space.id, goods=got))
    return announce_goods(state, player, got, Source("space", space.id))


# A cell verb's own test: (state, frame, player, cell, the payment the move names or None).
CellProblem = Callable[[GameState, Frame, int, int, Goods | None], Refusal | None]


def cell_check(flag: str, what: Activity, problem: CellProblem) -> Check:
    """The check of a verb naming one cell, whose move may end in ``pay GOODS`` (``room``,
    ``stable``; ``plow`` and ``fence-add`` never name one, so their test gets None)."""
    def check(state: GameState, frame: Frame | None, player: int,
              move: Move) -> Refusal | None:
        reason = needs_frame(frame, flag, what)
        if reason:
            return reason
        args = move.args
        cell = cell_or_reason(args[0])
        if isinstance(cell, Refusal):
            return cell
        if len(args) > 1:
            pay = named_payment(args[1:])
            if isinstance(pay, Refusal):
                return pay
        else:
            pay = None
        assert frame is not None
        return problem(state, frame, player, cell, pay)
    return check


def room_problem(state: GameState, frame: Frame, player: int, cell: int,
                 pay: Goods | None) -> Refusal | None:
    return farmwork.room_problem(state.players[player], cell, pay)


def stable_problem(state: GameState, frame: Frame, player: int,
                   cell: int, pay: Goods | None) -> Refusal | None:
    return farmwork.stable_problem(state.players[player], cell, frame.stable_cost, pay)


def plow_problem(state: GameState, frame: Frame, player: int, cell: int,
                 pay: Goods | None) -> Refusal | None:
    return farmwork.plow_problem(state.players[player], cell)


def fence_add_problem(state: GameState, frame: Frame, player: int,
                      cell: int, pay: Goods | None) -> Refusal | None:
    return farmwork.fence_add_problem(state.players[player], frame.plan, cell)


def _named(move: Move, skip: int) -> Goods | None:
    """The payment an already checked move names with ``pay`` (None: the default)."""
    pay = named_payment(move.args[skip:])
    assert not isinstance(pay, Refusal)
    return pay


def perform_room(state: GameState, frame: Frame | None, player: int, move: Move) -> GameState:
    assert frame is not None
    p = state.players[player]
    pay = _named(move, 1)
    cost = pay if pay is not None else farmwork.room_payment(p)
    assert cost is not None
    cell = move.args[0]
    p = evolve(p, goods=p.goods - cost, farm=p.farm.with_room(parse_cell(cell)))
    state = state.with_player(player, p).replace_top(used(frame, rooms=frame.rooms - 1))
    # amount 1: the move named its payment (cards offering other payments do not ask again)
    return announce(state, Event("room_built", player, cell, int(pay is not None), goods=cost))


def perform_stable(state: GameState, frame: Frame | None, player: int, move: Move) -> GameState:
    assert frame is not None
    p = state.players[player]
    pay = _named(move, 1)
    cost = pay if pay is not None else farmwork.stable_payment(p, frame.stable_cost)
    assert cost is not None
    p = evolve(p, goods=p.goods - cost, farm=p.farm.with_stable(parse_cell(move.args[0])))
    state = state.with_player(player, p).replace_top(used(frame, stables=frame.stables - 1))
    return announce(state, Event("stable_built", player, move.args[0]))


def perform_plow(state: GameState, frame: Frame | None, player: int, move: Move) -> GameState:
    assert frame is not None
    p = state.players[player]
    p = evolve(p, farm=p.farm.with_field(parse_cell(move.args[0])))
    state = state.with_player(player, p).replace_top(used(frame, plows=frame.plows - 1))
    return announce(state, Event("plowed", player, move.args[0]))


def check_sow(state: GameState, frame: Frame | None, player: int,
              move: Move) -> Refusal | None:
    reason = needs_frame(frame, "sow", Activity.SOWING)
    if reason:
        return reason
    p = state.players[player]
    slot = farmwork.card_field_slot(p, move.args[0])
    cell = slot if slot is not None else cell_or_reason(move.args[0])
    if isinstance(cell, Refusal):
        return cell
    return farmwork.sow_problem(p, cell, move.args[1])


def perform_sow(state: GameState, frame: Frame | None, player: int, move: Move) -> GameState:
    assert frame is not None
    p = state.players[player]
    crop = move.args[1]
    slot = farmwork.card_field_slot(p, move.args[0])
    cell = slot if slot is not None else parse_cell(move.args[0])
    p = evolve(p, goods=p.goods.add(crop, -1),
               farm=p.farm.with_sown(cell, crop, farmwork.SOW_YIELD[crop]))
    state = state.with_player(player, p).replace_top(used(frame))
    return announce(state, Event("sowed", player, crop, cell))


def check_bake(state: GameState, frame: Frame | None, player: int,
               move: Move) -> Refusal | None:
    reason = needs_frame(frame, "bake", Activity.BAKING)
    if reason:
        return reason
    assert frame is not None
    return improvements.bake_problem(state, player, frame, move.args[0])


def perform_bake(state: GameState, frame: Frame | None, player: int, move: Move) -> GameState:
    assert frame is not None
    rule = card(move.args[0]).bake()
    assert rule is not None
    state = gain(state, player, Goods(grain=-1, food=rule.food_per_grain))
    state = state.replace_top(evolve(frame, did_any=True, baked=(*frame.baked, move.args[0])))
    if not frame.baked:
        state = announce(state, Event("bake_started", player, move.args[0]))
    return announce(state, Event("baked", player, move.args[0], 1))


def perform_fence_add(state: GameState, frame: Frame | None, player: int,
                       move: Move) -> GameState:
    assert frame is not None
    return state.replace_top(evolve(frame, plan=frame.plan | 1 << parse_cell(move.args[0])))


def check_fence_build(state: GameState, frame: Frame | None, player: int,
                      move: Move) -> Refusal | None:
    reason = needs_frame(frame, "fences", Activity.FENCING)
    if reason:
        return reason
    assert frame is not None
    pay = named_payment(move.args)
    if isinstance(pay, Refusal):
        return pay
    return farmwork.fence_build_problem(state.players[player], frame.plan, pay)


def perform_fence_build(state: GameState, frame: Frame | None, player: int,
                         move: Move) -> GameState:
    assert frame is not None
    p = state.players[player]
    edges = farmwork.new_fences(p.farm, frame.plan)
    count = edges.bit_count()
    pay = _named(move, 0)
    price = pay if pay is not None else farmwork.fence_payment(p, count)
    assert price is not None
    p = evolve(p, goods=p.goods - price, farm=p.farm.with_fences(edges))
    state = state.with_player(player, p).replace_top(used(frame, plan=0))
    source = Source("space", frame.space)  # the action: a board space or a card's fence action
    return announce_fences(state, Event("fences_built", player, amount=count, goods=price,
                                        source=source))


def check_fence_clear(state: GameState, frame: Frame | None, player: int,
                      move: Move) -> Refusal | None:
    if frame is None or not frame.plan:
        return refuse(Code.NO_PLANNED_PASTURE)
    return None


def perform_fence_clear(state: GameState, frame: Frame | None, player: int,
                         move: Move) -> GameState:
    assert frame is not None
    return state.replace_top(evolve(frame, plan=0))


# The verbs naming one cell: (the frame's flag, the activity, the cell's own test).  The verb
# table builds their checks with ``cell_check``; listing asks the same tests cell by cell
# (for the bare move: payment None).
CELL_RULES: dict[str, tuple[str, Activity, CellProblem]] = {
    "room": ("rooms", Activity.ROOMS, room_problem),
    "stable": ("stables", Activity.STABLES, stable_problem),
    "plow": ("plows", Activity.PLOWING, plow_problem),
    "fence-add": ("fences", Activity.FENCING, fence_add_problem),
}
