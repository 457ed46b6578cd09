"""The public face of the engine: start a game, list legal moves, apply a move.

``legal_moves`` and ``apply`` share one source of truth: ``why_illegal`` (None = legal).
After every move the state is *settled*: finished frames close, the turn passes, rounds end,
harvests run, until somebody has a decision to make or the game is over.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from agricola_qt.engine import actions, farmwork, harvest, improvements
from agricola_qt.engine.cards.base import Card, Payment
from agricola_qt.engine.cards.registry import CARDS, MAJOR_IDS, card
from agricola_qt.engine.economy import (
    can_house,
    conversion_rate,
    fence_cost,
    gain,
    housing,
    pay,
    room_cost,
    stable_cost,
)
from agricola_qt.engine.events import Event, announce
from agricola_qt.engine.goods import ANIMALS, GOOD_NAMES, Goods
from agricola_qt.engine.grid import CELL_COUNT, CELL_NAMES, parse_cell
from agricola_qt.engine.moves import IllegalMove, Move, MoveSyntaxError
from agricola_qt.engine.setup import Setup
from agricola_qt.engine.spaces import HARVEST_ROUNDS, LAST_ROUND, ROUND_CARD_BY_ID, board_spaces
from agricola_qt.engine.state import (
    BRED,
    BREED,
    FEED,
    OVER,
    WORK,
    Frame,
    GameState,
    PlayerState,
    SpaceState,
)
from agricola_qt.engine.values import replace as evolve

_CROPS = ("grain", "veg")


# --- starting a game -------------------------------------------------------------------------

def new_game(setup: Setup) -> GameState:
    """The state before the first placement of round 1."""
    players = []
    for i in range(setup.players):
        if setup.players == 1:
            food = setup.solo.bonus_food if setup.solo else 0
        else:
            food = 2 if i == setup.starting_player else 3
        hand = setup.hands[i] if i < len(setup.hands) else None
        kept = setup.solo.kept_occupations if setup.solo and setup.players == 1 else ()
        players.append(PlayerState(
            goods=Goods(food=food),
            cards=kept,
            occupations=hand.occupations if hand else (),
            minors=hand.minors if hand else (),
        ))
    spaces = tuple(SpaceState(s) for s in board_spaces(setup.players, setup.family))
    state = GameState(setup=setup, players=tuple(players), spaces=spaces, majors=MAJOR_IDS,
                      starting_player=setup.starting_player, current=setup.starting_player)
    return settle(start_round(state))


# --- round flow ------------------------------------------------------------------------------

def start_round(state: GameState) -> GameState:
    round_no = state.round + 1
    card_space = ROUND_CARD_BY_ID[state.setup.round_cards[round_no - 1]]
    spaces = [s if s.space.stock.is_empty() and s.occupant < 0 and not s.choice
              else evolve(s, stock=s.stock + s.space.stock, occupant=-1, choice="", guests=())
              for s in state.spaces]
    spaces.append(SpaceState(card_space, stock=card_space.stock))
    players = [evolve(p, placed=0, newborns=0, idle=0) for p in state.players]
    state = evolve(state, round=round_no, phase=WORK, spaces=tuple(spaces),
                   players=tuple(players), current=state.starting_player)
    due = [f for f in state.future if f.round == round_no]
    if due:
        state = evolve(state, future=tuple(f for f in state.future if f.round != round_no))
        for f in due:
            state = actions.receive(state, f.player, f.goods)
    return announce(state, Event("round_start"))


def _next_placer(state: GameState) -> int:
    n = len(state.players)
    for step in range(1, n + 1):
        candidate = (state.current + step) % n
        if state.players[candidate].available > 0:
            return candidate
    return -1


def _end_work(state: GameState) -> GameState:
    spaces = tuple(evolve(s, occupant=-1, guests=()) if s.occupant >= 0 else s
                   for s in state.spaces)
    players = tuple(evolve(p, placed=0) for p in state.players)  # everyone returns home
    start = state.next_starting_player
    state = evolve(state, spaces=spaces, players=players, next_starting_player=-1,
                   starting_player=state.starting_player if start < 0 else start)
    state = announce(state, Event("work_end"))
    if state.round not in HARVEST_ROUNDS:
        return start_round(state)
    # Feeding frames go on the stack first, so that decisions the field phase and the cards
    # raise (pushed on top of them) come before anyone feeds.
    state = evolve(state, phase=FEED)
    for player in reversed(state.turn_order()):
        state = state.push(Frame("feed", player))
    state = announce(harvest.field_phase(state), Event("harvest_start"))
    return announce(state, Event("feeding_start"))


def _frame_finished(state: GameState, frame: Frame) -> bool:
    if frame.kind == "animals":
        return can_house(state.players[frame.player])
    if frame.kind != "action" or frame.plan:
        return False
    # Nothing more can be done here: close the frame without asking for "done".
    return not actions.frame_has_work(state, frame)


def settle(state: GameState) -> GameState:
    """Run everything that needs no decision, up to the next decision or the game's end."""
    while True:
        frame = state.frame
        if frame is not None:
            if _frame_finished(state, frame):
                state = state.pop()
                continue
            return state
        if state.phase == WORK:
            if state.players[state.current].available > 0 and not state.turn_over:
                return state
            nxt = _next_placer(evolve(state, turn_over=False))
            if nxt >= 0:
                state = evolve(state, current=nxt, turn_over=False)
                continue
            state = _end_work(evolve(state, turn_over=False))
        elif state.phase == FEED:
            state = harvest.breeding_phase(evolve(state, phase=BREED))
        elif state.phase == BREED:
            state = announce(evolve(state, phase=BRED), Event("breeding_end"))
        elif state.phase == BRED:
            if state.round >= LAST_ROUND:
                return evolve(state, phase=OVER)
            state = start_round(state)
        else:
            return state


# --- listing moves ---------------------------------------------------------------------------

def _conversion_moves(state: GameState, player: int, in_harvest: bool) -> Iterator[Move]:
    """Any-time moves: turning goods into food, and cards' own any-time uses."""
    p = state.players[player]
    for card_id in p.cards:
        for option in card(card_id).uses(state, player):
            yield Move("use", (card_id, option) if option else (card_id,))
    for good, _ in p.goods.items():
        if good != "food" and conversion_rate(state, player, good, in_harvest)[0]:
            yield Move("convert", (good,))


def _payment_args(card_id: str, returns: str) -> tuple[str, ...]:
    return (card_id, "return", returns) if returns else (card_id,)


def _action_candidates(state: GameState, frame: Frame) -> Iterator[Move]:
    player = frame.player
    p = state.players[player]
    if frame.plan:
        for cell in range(CELL_COUNT):
            yield Move("fence-add", (CELL_NAMES[cell],))
        yield Move("fence-build")
        yield Move("fence-clear")
        return
    if frame.rooms:
        for cell in range(CELL_COUNT):
            yield Move("room", (CELL_NAMES[cell],))
    if frame.stables:
        for cell in range(CELL_COUNT):
            yield Move("stable", (CELL_NAMES[cell],))
    if frame.plows:
        for cell in range(CELL_COUNT):
            yield Move("plow", (CELL_NAMES[cell],))
    if frame.sow:
        empty = p.farm.empty_fields()
        for cell in range(CELL_COUNT):
            if empty >> cell & 1:
                for crop in _CROPS:
                    yield Move("sow", (CELL_NAMES[cell], crop))
        for slot, card_id in farmwork.card_fields(p).items():
            if p.farm.crop_on(slot) is None:
                for crop in _CROPS:
                    yield Move("sow", (card_id, crop))
    if frame.bake:
        for card_id in improvements.bakers(state, player):
            yield Move("bake", (card_id,))
    if frame.fences:
        for cell in range(CELL_COUNT):
            yield Move("fence-add", (CELL_NAMES[cell],))
    if frame.improvements:
        if frame.allow_major:
            for major, returns in improvements.affordable_majors(state, player):
                yield Move("buy", _payment_args(major, returns))
        else:
            for major, returns in improvements.minor_majors(state, player):
                yield Move("buy", _payment_args(major, returns))
        for minor, returns in improvements.playable_minors(state, player):
            yield Move("minor", _payment_args(minor, returns))
    if frame.occupations:
        for occupation in p.occupations:
            yield Move("occupation", (occupation,))
    yield Move("done")


def candidates(state: GameState) -> Iterator[Move]:
    """Every move worth checking now (a superset of the legal ones)."""
    if state.phase == OVER:
        return
    frame = state.frame
    player = state.actor
    if frame is None:
        for s in state.spaces:
            yield Move("place", (s.space.id,))
        yield from _conversion_moves(state, player, False)
        return
    if frame.kind == "breed":
        for option in frame.options:
            yield Move("breed", (option or "none",))
        return
    if frame.kind == "feed":
        yield from _conversion_moves(state, player, True)
        yield Move("feed")
        return
    if frame.kind == "animals":
        yield Move("keep-best")
        for kind in ANIMALS:
            if state.players[player].goods.get(kind):
                yield Move("release", (kind,))
        yield from _conversion_moves(state, player, False)
        return
    if frame.kind == "choice":
        for option in frame.options:
            yield Move.parse(option)
    elif frame.kind == "card":
        for option in frame.options:
            yield Move("choose", (option,))
    else:
        yield from _action_candidates(state, frame)
    yield from _conversion_moves(state, player, False)


_PLACE_MOVES: dict[str, Move] = {}


def _placement_moves(state: GameState) -> list[Move]:
    """Fast path of ``legal_moves`` for "where does the next person go?" (same checks)."""
    player = state.current
    out = []
    p = state.players[player]
    if p.available > 0:
        joins = any(CARDS[c].joins_spaces for c in p.cards)
        limits = _placement_limits(state) if any(q.cards for q in state.players) else []
        for s in state.spaces:
            if s.occupant >= 0 and not joins:
                continue
            if _place_problem(state, player, s, limits) is None:
                move = _PLACE_MOVES.get(s.space.id)
                if move is None:
                    move = _PLACE_MOVES[s.space.id] = Move("place", (s.space.id,))
                out.append(move)
    out.extend(m for m in _conversion_moves(state, player, False)
               if why_illegal(state, m) is None)
    return out


def legal_moves(state: GameState) -> list[Move]:
    if state.phase == WORK and not state.pending:
        return _placement_moves(state)
    return [m for m in candidates(state) if why_illegal(state, m) is None]


# --- checking moves --------------------------------------------------------------------------

Check = Callable[[GameState, Frame | None, int, Move], str | None]
Perform = Callable[[GameState, Frame | None, int, Move], GameState]


def _cell(text: str) -> int | str:
    try:
        return parse_cell(text)
    except ValueError as error:
        return str(error)


def _needs_frame(frame: Frame | None, flag: str, what: str) -> str | None:
    if frame is None or frame.kind != "action" or not getattr(frame, flag):
        return f"you are not doing {what} now"
    if frame.plan and flag != "fences":
        return "finish or clear the planned pasture first"
    return None


def _check_place(state: GameState, frame: Frame | None, player: int, move: Move) -> str | None:
    if frame is not None or state.phase != WORK:
        return "finish the current action first"
    index = state.space_index(move.args[0])
    if index < 0:
        return f"there is no action space {move.args[0]!r} in this game"
    if state.players[player].available <= 0:
        return "you have no one left to place"
    return _place_problem(state, player, state.spaces[index], _placement_limits(state))


def _placement_limits(state: GameState) -> list[tuple[int, Card]]:
    """Cards on the table that may forbid a placement, with their owners."""
    return [(owner, CARDS[c]) for owner, p in enumerate(state.players) for c in p.cards
            if CARDS[c].limits_placement]


def _place_problem(state: GameState, player: int, s: SpaceState,
                   limits: list[tuple[int, Card]]) -> str | None:
    if s.occupant >= 0:
        if s.occupant == player or player in s.guests or not any(
                CARDS[c].joins_spaces and CARDS[c].may_join(s.space)
                for c in state.players[player].cards):
            return f"{s.space.name} is already taken this round"
    for owner, c in limits:
        reason = c.placement_problem(state, owner, player, s)
        if reason:
            return reason
    return actions.ACTIONS[s.space.action][0](state, player, s)


def _perform_place(state: GameState, frame: Frame | None, player: int, move: Move) -> GameState:
    index = state.space_index(move.args[0])
    p = state.players[player]
    state = state.with_player(player, evolve(p, placed=p.placed + 1))
    s = state.spaces[index]
    s = evolve(s, guests=(*s.guests, player)) if s.occupant >= 0 else evolve(s, occupant=player)
    state = evolve(state.with_space(index, s), turn_over=True)
    space = state.spaces[index].space
    before = state.players[player].goods
    state = actions.ACTIONS[space.action][1](state, player, index)
    got = state.players[player].goods - before
    return announce(state, Event("space_used", player, space.id, goods=got))


def _cell_check(flag: str, what: str,
                problem: Callable[[GameState, Frame, int, int], str | None]) -> Check:
    def check(state: GameState, frame: Frame | None, player: int, move: Move) -> str | None:
        reason = _needs_frame(frame, flag, what)
        if reason:
            return reason
        cell = _cell(move.args[0])
        if isinstance(cell, str):
            return cell
        assert frame is not None
        return problem(state, frame, player, cell)
    return check


def _room_problem(state: GameState, frame: Frame, player: int, cell: int) -> str | None:
    return farmwork.room_problem(state.players[player], cell)


def _stable_problem(state: GameState, frame: Frame, player: int, cell: int) -> str | None:
    return farmwork.stable_problem(state.players[player], cell, frame.stable_cost)


def _plow_problem(state: GameState, frame: Frame, player: int, cell: int) -> str | None:
    return farmwork.plow_problem(state.players[player], cell)


def _fence_add_problem(state: GameState, frame: Frame, player: int, cell: int) -> str | None:
    return farmwork.fence_add_problem(state.players[player], frame.plan, cell)


def _used(frame: Frame, **changes: int | bool) -> Frame:
    return evolve(frame, did_any=True, **changes)


def _perform_room(state: GameState, frame: Frame | None, player: int, move: Move) -> GameState:
    assert frame is not None
    p = state.players[player]
    cost = room_cost(p)
    p = evolve(p, goods=p.goods - cost, farm=p.farm.with_room(parse_cell(move.args[0])))
    state = state.with_player(player, p).replace_top(_used(frame, rooms=frame.rooms - 1))
    return announce(state, Event("room_built", player, move.args[0]))


def _perform_stable(state: GameState, frame: Frame | None, player: int, move: Move) -> GameState:
    assert frame is not None
    p = state.players[player]
    p = evolve(p, goods=p.goods - stable_cost(p, frame.stable_cost),
               farm=p.farm.with_stable(parse_cell(move.args[0])))
    state = state.with_player(player, p).replace_top(_used(frame, stables=frame.stables - 1))
    return announce(state, Event("stable_built", player, move.args[0]))


def _perform_plow(state: GameState, frame: Frame | None, player: int, move: Move) -> GameState:
    assert frame is not None
    p = state.players[player]
    p = evolve(p, farm=p.farm.with_field(parse_cell(move.args[0])))
    state = state.with_player(player, p).replace_top(_used(frame, plows=frame.plows - 1))
    return announce(state, Event("plowed", player, move.args[0]))


def _check_sow(state: GameState, frame: Frame | None, player: int, move: Move) -> str | None:
    reason = _needs_frame(frame, "sow", "sowing")
    if reason:
        return reason
    p = state.players[player]
    slots = {card_id: slot for slot, card_id in farmwork.card_fields(p).items()}
    cell = slots[move.args[0]] if move.args[0] in slots else _cell(move.args[0])
    if isinstance(cell, str):
        return cell
    return farmwork.sow_problem(p, cell, move.args[1])


def _perform_sow(state: GameState, frame: Frame | None, player: int, move: Move) -> GameState:
    assert frame is not None
    p = state.players[player]
    crop = move.args[1]
    slots = {card_id: slot for slot, card_id in farmwork.card_fields(p).items()}
    cell = slots[move.args[0]] if move.args[0] in slots else parse_cell(move.args[0])
    p = evolve(p, goods=p.goods.add(crop, -1),
               farm=p.farm.with_sown(cell, crop, farmwork.SOW_YIELD[crop]))
    state = state.with_player(player, p).replace_top(_used(frame))
    return announce(state, Event("sowed", player, crop, cell))


def _check_bake(state: GameState, frame: Frame | None, player: int, move: Move) -> str | None:
    reason = _needs_frame(frame, "bake", "baking")
    if reason:
        return reason
    assert frame is not None
    return improvements.bake_problem(state, player, frame, move.args[0])


def _perform_bake(state: GameState, frame: Frame | None, player: int, move: Move) -> GameState:
    assert frame is not None
    rule = card(move.args[0]).bake()
    assert rule is not None
    state = gain(state, player, Goods(grain=-1, food=rule.food_per_grain))
    state = state.replace_top(evolve(frame, did_any=True, baked=(*frame.baked, move.args[0])))
    if not frame.baked:
        state = announce(state, Event("bake_started", player, move.args[0]))
    return announce(state, Event("baked", player, move.args[0], 1))


def _perform_fence_add(state: GameState, frame: Frame | None, player: int,
                       move: Move) -> GameState:
    assert frame is not None
    return state.replace_top(evolve(frame, plan=frame.plan | 1 << parse_cell(move.args[0])))


def _check_fence_build(state: GameState, frame: Frame | None, player: int,
                       move: Move) -> str | None:
    reason = _needs_frame(frame, "fences", "fencing")
    if reason:
        return reason
    assert frame is not None
    return farmwork.fence_build_problem(state.players[player], frame.plan)


def _perform_fence_build(state: GameState, frame: Frame | None, player: int,
                         move: Move) -> GameState:
    assert frame is not None
    p = state.players[player]
    edges = farmwork.new_fences(p.farm, frame.plan)
    count = edges.bit_count()
    p = evolve(p, goods=p.goods - fence_cost(p, count), farm=p.farm.with_fences(edges))
    state = state.with_player(player, p).replace_top(_used(frame, plan=0))
    return announce(state, Event("fences_built", player, amount=count))


def _check_fence_clear(state: GameState, frame: Frame | None, player: int,
                       move: Move) -> str | None:
    if frame is None or not frame.plan:
        return "there is no planned pasture"
    return None


def _perform_fence_clear(state: GameState, frame: Frame | None, player: int,
                         move: Move) -> GameState:
    assert frame is not None
    return state.replace_top(evolve(frame, plan=0))


def _check_buy(state: GameState, frame: Frame | None, player: int, move: Move) -> str | None:
    reason = _needs_frame(frame, "improvements", "an improvement")
    if reason:
        return reason
    assert frame is not None
    parsed = improvements.payment_from_args(move.args)
    if not frame.allow_major and not (
            parsed and improvements.major_as_minor(state, player, parsed[0])):
        return "only a minor improvement may be played here"
    if parsed is None:
        return "write: buy CARD or buy CARD return CARD"
    return improvements.major_problem(state, player, *parsed)


def _check_minor(state: GameState, frame: Frame | None, player: int, move: Move) -> str | None:
    reason = _needs_frame(frame, "improvements", "an improvement")
    if reason:
        return reason
    parsed = improvements.payment_from_args(move.args)
    if parsed is None:
        return "write: minor CARD or minor CARD return CARD"
    return improvements.minor_problem(state, player, *parsed)


def _perform_improvement(state: GameState, frame: Frame | None, player: int,
                         move: Move) -> GameState:
    assert frame is not None
    parsed = improvements.payment_from_args(move.args)
    assert parsed is not None
    card_id, returns = parsed
    payment = improvements.find_payment(state, player, card_id, returns) or Payment()
    state = state.replace_top(_used(frame, improvements=frame.improvements - 1))
    return improvements.acquire(state, player, card_id, payment)


def _check_occupation(state: GameState, frame: Frame | None, player: int,
                      move: Move) -> str | None:
    reason = _needs_frame(frame, "occupations", "an occupation")
    if reason:
        return reason
    assert frame is not None
    return improvements.occupation_problem(state, player, frame, move.args[0])


def _perform_occupation(state: GameState, frame: Frame | None, player: int,
                        move: Move) -> GameState:
    assert frame is not None
    card_id = move.args[0]
    payment = Payment(improvements.occupation_cost(state, player, frame, card_id))
    state = state.replace_top(_used(frame, occupations=frame.occupations - 1))
    return improvements.acquire(state, player, card_id, payment)


def _check_option(state: GameState, frame: Frame | None, player: int, move: Move) -> str | None:
    if frame is not None and frame.kind == "card" and move.verb == "choose":
        return card(frame.space).option_problem(state, frame, move.args[0])
    if frame is None or frame.kind != "choice":
        return "there is nothing to choose now"
    return actions.option_problem(state, frame, str(move))


def _perform_option(state: GameState, frame: Frame | None, player: int, move: Move) -> GameState:
    assert frame is not None
    if frame.kind == "card":
        return card(frame.space).choose(state.pop(), frame, move.args[0])
    before = state.players[player].goods
    state = actions.perform_option(state, frame, str(move))
    got = state.players[player].goods - before
    return announce(state, Event("option_chosen", player, str(move), goods=got))


def _check_use(state: GameState, frame: Frame | None, player: int, move: Move) -> str | None:
    if frame is not None and frame.kind == "breed":
        return "not during breeding"
    card_id = move.args[0]
    option = move.args[1] if len(move.args) > 1 else ""
    if card_id not in state.players[player].cards:
        return f"you have no card {card_id!r} in front of you"
    options = card(card_id).uses(state, player)
    if option not in options:
        if not options:
            return f"{card(card_id).name} cannot be used now"
        return f"choose one of: {', '.join(o or '(no option)' for o in options)}"
    return None


def _perform_use(state: GameState, frame: Frame | None, player: int, move: Move) -> GameState:
    option = move.args[1] if len(move.args) > 1 else ""
    return card(move.args[0]).use(state, player, option)


def _check_convert(state: GameState, frame: Frame | None, player: int, move: Move) -> str | None:
    if state.phase == OVER:
        return "the game is over"
    if frame is not None and frame.kind == "breed":
        return "no cooking during breeding"
    good = move.args[0]
    if good not in GOOD_NAMES or good == "food":
        return f"{good!r} cannot be turned into food"
    if state.players[player].goods.get(good) < 1:
        return f"you have no {good}"
    in_harvest = frame is not None and frame.kind == "feed"
    if conversion_rate(state, player, good, in_harvest)[0] <= 0:
        if good in ANIMALS:
            return f"you need a cooking improvement to cook {good}"
        return f"you have no way to turn {good} into food now"
    return None


def _perform_convert(state: GameState, frame: Frame | None, player: int,
                     move: Move) -> GameState:
    good = move.args[0]
    in_harvest = frame is not None and frame.kind == "feed"
    rate, used = conversion_rate(state, player, good, in_harvest)
    state = gain(state, player, Goods(food=rate).add(good, -1))
    if used:
        p = state.players[player]
        state = state.with_player(player, evolve(p, harvest_used=(*p.harvest_used, used)))
    return announce(state, Event("converted", player, good, 1))


def _check_animals(state: GameState, frame: Frame | None, player: int, move: Move) -> str | None:
    if frame is None or frame.kind != "animals":
        return "there are no animals to place now"
    if move.verb == "release":
        kind = move.args[0]
        if kind not in ANIMALS:
            return f"{kind!r} is not an animal"
        if state.players[player].goods.get(kind) < 1:
            return f"you have no {kind}"
    return None


def _perform_keep_best(state: GameState, frame: Frame | None, player: int,
                       move: Move) -> GameState:
    """Keep the most animals that fit; cook the rest where a cooking improvement allows."""
    p = state.players[player]
    keep = housing(p).best_keep(p.animals)
    for kind, have, kept in zip(ANIMALS, p.animals, keep, strict=True):
        for _ in range(have - kept):
            rate = conversion_rate(state, player, kind, False)[0]
            state = gain(state, player, Goods(food=rate).add(kind, -1))
            if rate:
                state = announce(state, Event("converted", player, kind, 1))
    return state


def _perform_release(state: GameState, frame: Frame | None, player: int,
                     move: Move) -> GameState:
    return pay(state, player, Goods().add(move.args[0], 1))


def _check_feed(state: GameState, frame: Frame | None, player: int, move: Move) -> str | None:
    if frame is None or frame.kind != "feed":
        return "it is not feeding time"
    return None


def _perform_feed(state: GameState, frame: Frame | None, player: int, move: Move) -> GameState:
    return harvest.feed(state, player).pop()


def _check_breed(state: GameState, frame: Frame | None, player: int, move: Move) -> str | None:
    if frame is None or frame.kind != "breed":
        return "it is not breeding time"
    option = "" if move.args[0] == "none" else move.args[0]
    if option not in frame.options:
        return f"choose one of: {', '.join(o or 'none' for o in frame.options)}"
    return None


def _perform_breed(state: GameState, frame: Frame | None, player: int, move: Move) -> GameState:
    kinds = tuple(k for k in move.args[0].split("+") if k and k != "none")
    return harvest.breed(state, player, kinds).pop()


def _check_done(state: GameState, frame: Frame | None, player: int, move: Move) -> str | None:
    if frame is None or frame.kind != "action":
        return "there is nothing to finish"
    if frame.plan:
        return "build or clear the planned pasture first"
    if frame.need_one and not frame.did_any and actions.frame_has_work(state, frame):
        return "do at least one thing here first"
    return None


def _perform_done(state: GameState, frame: Frame | None, player: int, move: Move) -> GameState:
    return state.pop()


RULES: dict[str, tuple[Check, Perform, str]] = {
    "place": (_check_place, _perform_place, "Place"),
    "room": (_cell_check("rooms", "room building", _room_problem), _perform_room, "Build room"),
    "stable": (_cell_check("stables", "stable building", _stable_problem), _perform_stable,
               "Build stable"),
    "plow": (_cell_check("plows", "plowing", _plow_problem), _perform_plow, "Plow"),
    "sow": (_check_sow, _perform_sow, "Sow"),
    "bake": (_check_bake, _perform_bake, "Bake"),
    "fence-add": (_cell_check("fences", "fencing", _fence_add_problem), _perform_fence_add,
                  "Fences"),
    "fence-build": (_check_fence_build, _perform_fence_build, "Fences"),
    "fence-clear": (_check_fence_clear, _perform_fence_clear, "Fences"),
    "buy": (_check_buy, _perform_improvement, "Major improvement"),
    "minor": (_check_minor, _perform_improvement, "Minor improvement"),
    "occupation": (_check_occupation, _perform_occupation, "Occupation"),
    "take": (_check_option, _perform_option, "Choose"),
    "choose": (_check_option, _perform_option, "Choose"),
    "convert": (_check_convert, _perform_convert, "Convert"),
    "use": (_check_use, _perform_use, "Use"),
    "keep-best": (_check_animals, _perform_keep_best, "Animals"),
    "release": (_check_animals, _perform_release, "Release"),
    "feed": (_check_feed, _perform_feed, "Feed"),
    "breed": (_check_breed, _perform_breed, "Breed"),
    "done": (_check_done, _perform_done, "Done"),
}


def why_illegal(state: GameState, move: Move) -> str | None:
    """None when ``move`` is legal now, else a reason a player can read."""
    if state.phase == OVER:
        return "The game is over"
    check, _, label = RULES[move.verb]
    reason = check(state, state.frame, state.actor, move)
    return f"{label}: {reason}" if reason else None


def apply(state: GameState, move: Move | str, *, checked: bool = True) -> GameState:
    """The state after ``move``; the given state is left unchanged.

    Raises ``IllegalMove`` (with a readable reason) for a move the rules do not allow now,
    and ``MoveSyntaxError`` for text that is not a move at all.  ``checked=False`` skips the
    legality check for moves just taken from ``legal_moves``.
    """
    if isinstance(move, str):
        move = Move.parse(move)
    if checked:
        reason = why_illegal(state, move)
        if reason:
            raise IllegalMove(move, reason)
    _, perform, _ = RULES[move.verb]
    state = perform(state, state.frame, state.actor, move)
    return settle(evolve(state, moves_made=state.moves_made + 1))


def find_move(state: GameState, text: str) -> Move:
    """Parse ``text`` and return it as a legal move, or raise with the reason it is not."""
    try:
        move = Move.parse(text)
    except MoveSyntaxError as error:
        raise IllegalMove(text, str(error)) from None
    reason = why_illegal(state, move)
    if reason:
        raise IllegalMove(move, reason)
    return move


__all__ = ["new_game", "legal_moves", "apply", "why_illegal", "find_move", "candidates",
           "settle"]
