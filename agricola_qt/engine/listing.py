"""Listing moves: every legal decision now (a fast path for placements)."""

from __future__ import annotations

from collections.abc import Iterator

from agricola_qt.engine import farmwork, improvements
from agricola_qt.engine.actions import ACTIONS, WorkFacts, always, take_problem
from agricola_qt.engine.cards.base import Card
from agricola_qt.engine.cards.registry import CARDS, card
from agricola_qt.engine.costs import affordable_choices, may_choose
from agricola_qt.engine.economy import conversion_rate, cooking_cards, room_base
from agricola_qt.engine.goods import ANIMALS, CROPS, GOOD_NAMES, Goods, goods_word
from agricola_qt.engine.grid import ALL_CELLS, CELL_COUNT, CELL_NAMES, bits, neighbours_of
from agricola_qt.engine.legality import refusal_of
from agricola_qt.engine.moves import Move, Verb
from agricola_qt.engine.spaces import LAST_ROUND
from agricola_qt.engine.state import (
    BRED,
    OVER,
    WORK,
    Frame,
    GameState,
    PlayerState,
)
from agricola_qt.engine.verbs_common import needs_frame
from agricola_qt.engine.verbs_farm import (
    CELL_RULES,
    hears_entering,
    place_problem,
    placement_limits,
)

# --- listing moves ---------------------------------------------------------------------------

def _conversion_moves(state: GameState, player: int, in_harvest: bool) -> Iterator[Move]:
    """Any-time moves: turning goods into food, and cards' own any-time uses."""
    p = state.players[player]
    for card_id in p.cards:
        if has_uses(card_id):
            for option in card(card_id).uses(state, player):
                yield Move("use", (card_id, option) if option else (card_id,))
    yield from _conversions(state, player, in_harvest)


# card id -> (the card, whether it has uses): the card is kept to notice a replaced card
_HAS_USES: dict[str, tuple[Card, bool]] = {}


def has_uses(card_id: str) -> bool:
    """Does the card have any-time uses at all (its class has its own ``uses``)?  The
    others' ``uses`` is the base one, which offers nothing: no need to ask it."""
    c = card(card_id)
    known = _HAS_USES.get(card_id)
    if known is None or known[0] is not c:
        known = _HAS_USES[card_id] = (c, type(c).uses is not Card.uses
                                      or "uses" in getattr(c, "__dict__", {}))
    return known[1]


def _conversions(state: GameState, player: int, in_harvest: bool) -> Iterator[Move]:
    """"convert GOOD" for each good the player has and can turn into food: the whole of
    ``check_convert`` outside breeding (where none are listed), so these need no re-check."""
    if state.round >= LAST_ROUND and state.phase == BRED:
        return  # the game is over: nothing more is cooked
    p = state.players[player]
    goods = p.goods
    # only a card can turn anything but crops into food: without one, no rate to work out
    if not p.cards or not cooking_cards(p.cards):  # the crops, in the order ``items`` gives
        if goods.grain > 0:
            yield _CONVERT["grain"]
        if goods.veg > 0:
            yield _CONVERT["veg"]
        return
    for good, amount in goods.items():
        # crops always give at least 1 food raw (conversion_rate starts from that)
        if good != "food" and amount > 0 and (good in CROPS or (
                conversion_rate(state, player, good, in_harvest)[0] > 0)):
            yield _CONVERT[good]


_CONVERT: dict[str, Move] = {good: Move("convert", (good,)) for good in GOOD_NAMES}


def _payment_moves(state: GameState, player: int, verb: Verb, card_id: str,
                   returns: str) -> Iterator[Move]:
    """The move with the default payment, then one naming each other affordable payment
    (only cards with printed alternatives have any, so the common case lists one move)."""
    yield Move(verb, improvements.payment_args(card_id, returns))
    if improvements.has_alternatives(state, player, card_id):
        choices = improvements.payment_choices(state, player, card_id, returns)
        for goods in choices[1:]:
            yield Move(verb, improvements.payment_args(card_id, returns, goods))


def _cells(verb: Verb, mask: int) -> Iterator[Move]:
    moves = _CELL_MOVES[verb]
    for cell in bits(mask):
        yield moves[cell]


_CELL_VERBS: tuple[Verb, ...] = ("room", "stable", "plow", "fence-add")
_CELL_MOVES: dict[Verb, tuple[Move, ...]] = {
    verb: tuple(Move(verb, (name,)) for name in CELL_NAMES) for verb in _CELL_VERBS}
_CELL_OF: dict[str, int] = {name: cell for cell, name in enumerate(CELL_NAMES)}


def _other_payments(p: PlayerState, what: str, base: Goods) -> list[str]:
    """The ``pay`` words of every affordable payment but the default (only players whose
    cost cards may offer a choice have any, so the common case asks nothing)."""
    if not may_choose(p):
        return []
    return [goods_word(g) for g in affordable_choices(p, what, base)[1:]]


def _paid_cells(verb: Verb, mask: int, pays: list[str]) -> Iterator[Move]:
    yield from _cells(verb, mask)
    for word in pays:
        for cell in bits(mask):
            yield Move(verb, (CELL_NAMES[cell], "pay", word))


def _action_candidates(state: GameState, frame: Frame) -> Iterator[Move]:
    """The sub-moves worth checking; the cell masks are cheap supersets of the legal cells
    (``why_illegal`` still decides), so the common case checks few candidates."""
    player = frame.player
    p = state.players[player]
    farm = p.farm
    taken = farm.rooms | farm.fields | farm.stables | farm.pasture_cells
    if frame.plan:
        near = neighbours_of(frame.plan) & ~(farm.rooms | farm.fields | frame.plan)
        yield from _cells("fence-add", near)
        yield Move("fence-build")
        if may_choose(p):
            fences = Goods(wood=farmwork.pasture_cost(p, frame.plan))
            for word in _other_payments(p, "fences", fences):
                yield Move("fence-build", ("pay", word))
        yield Move("fence-clear")
        return
    if frame.rooms:
        cells = neighbours_of(farm.rooms) & ~taken
        pays = _other_payments(p, "room", room_base(p)) if cells else []
        yield from _paid_cells("room", cells, pays)
    if frame.stables:
        cells = ALL_CELLS & ~(farm.rooms | farm.fields | farm.stables)
        pays = _other_payments(p, "stable", Goods(wood=frame.stable_cost)) if cells else []
        yield from _paid_cells("stable", cells, pays)
    if frame.plows:
        free = ALL_CELLS & ~taken
        yield from _cells("plow", free & neighbours_of(farm.fields) if farm.fields else free)
    if frame.sow:
        empty = p.farm.empty_fields()
        for cell in range(CELL_COUNT):
            if empty >> cell & 1:
                for crop in CROPS:
                    yield Move("sow", (CELL_NAMES[cell], crop))
        for card_id in dict.fromkeys(c for slot, c in farmwork.card_fields(p).items()
                                     if p.farm.crop_on(slot) is None):  # one per card
            for crop in CROPS:
                yield Move("sow", (card_id, crop))
    if frame.bake:
        for card_id in improvements.bakers(state, player):
            yield Move("bake", (card_id,))
    if frame.fences:
        yield from _cells("fence-add", ALL_CELLS & ~(farm.rooms | farm.fields))
    if frame.improvements:
        if frame.allow_major:
            for major, returns in improvements.affordable_majors(state, player):
                yield from _payment_moves(state, player, "buy", major, returns)
        else:
            for major, returns in improvements.minor_majors(state, player):
                yield from _payment_moves(state, player, "buy", major, returns)
        for minor, returns in improvements.playable_minors(state, player):
            yield from _payment_moves(state, player, "minor", minor, returns)
    if frame.occupations:
        choosing = may_choose(p)
        for occupation in p.occupations:
            yield Move("occupation", (occupation,))
            if choosing:
                base = improvements.occupation_base(state, player, frame, occupation)
                for word in _other_payments(p, "occupation", base):
                    yield Move("occupation", (occupation, "pay", word))
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
        yield Move("done")
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
        limits = placement_limits(state) if any(q.cards for q in state.players) else []
        # what the player could do, worked out once for every space (unless a card of theirs
        # hears them entering each space, which changes the state space by space)
        facts = None if hears_entering(state, player) else WorkFacts(state, player)
        plain = facts is not None and not limits  # then a free space asks only its action
        for s in state.spaces:
            if s.occupant >= 0:
                if not joins:
                    continue
                ok = place_problem(state, player, s, limits, facts) is None
            elif plain:  # place_problem, its first three steps having nothing to say
                check = ACTIONS[s.space.action][0]
                if check is always:
                    ok = True
                elif check is take_problem:  # take_problem inlined: most spaces are these
                    ok = not (s.stock.is_empty() and s.space.gives.is_empty())
                else:
                    ok = check(state, player, s, facts) is None
            else:
                ok = place_problem(state, player, s, limits, facts) is None
            if ok:
                move = _PLACE_MOVES.get(s.space.id)
                if move is None:
                    move = _PLACE_MOVES[s.space.id] = Move("place", (s.space.id,))
                out.append(move)
    for card_id in p.cards:
        if has_uses(card_id):
            for option in card(card_id).uses(state, player):
                move = Move("use", (card_id, option) if option else (card_id,))
                if refusal_of(state, move) is None:
                    out.append(move)
    out.extend(_conversions(state, player, False))
    return out


def _action_moves(state: GameState, frame: Frame) -> list[Move]:
    """``legal_moves`` inside an action frame: a cell move asks its verb's frame test once and
    then only its cell's test (the two halves of its check in ``legality.RULES``)."""
    player = frame.player
    out = []
    verb_allowed: dict[str, bool] = {}
    for move in _action_candidates(state, frame):
        rule = CELL_RULES.get(move.verb) if len(move.args) == 1 else None  # a named payment:
        if rule is None:  # the whole check (the cell's shortcut tests the bare move only)
            if refusal_of(state, move) is None:
                out.append(move)
            continue
        allowed = verb_allowed.get(move.verb)
        if allowed is None:
            allowed = verb_allowed[move.verb] = needs_frame(frame, rule[0], rule[1]) is None
        if allowed and rule[2](state, frame, player, _CELL_OF[move.args[0]], None) is None:
            out.append(move)
    out.extend(m for m in _conversion_moves(state, player, False)
               if m.verb == "convert" or refusal_of(state, m) is None)
    return out


def legal_moves(state: GameState) -> list[Move]:
    if state.phase == WORK and not state.pending:
        return _placement_moves(state)
    frame = state.frame
    if frame is not None and frame.kind == "action" and state.phase != OVER:
        return _action_moves(state, frame)
    # conversions are listed only when legal (see _conversions)
    return [m for m in candidates(state) if m.verb == "convert" or refusal_of(state, m) is None]
