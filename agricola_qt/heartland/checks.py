"""The one check behind ``why_illegal`` and ``legal_moves`` (they share the functions here).

``legal_moves`` lists candidates cleverly (only squares of equal height for a large tile, ...)
but every listed move passes the same per-move check that ``why_illegal`` runs.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from agricola_qt.heartland.board import Dir, Geometry, group
from agricola_qt.heartland.components import Crop, LargeTile
from agricola_qt.heartland.moves import Move, Verb
from agricola_qt.heartland.refusals import Refusal, RefusalCode, refuse
from agricola_qt.heartland.state import GameState, Step

DIRS: tuple[Dir, ...] = tuple(Dir)
OPPOSITE = {Dir.NORTH: Dir.SOUTH, Dir.SOUTH: Dir.NORTH, Dir.EAST: Dir.WEST, Dir.WEST: Dir.EAST}
_STEP_VERBS: dict[Step, frozenset[Verb]] = {
    Step.PLACE: frozenset({Verb.LARGE, Verb.SMALL, Verb.LEVEL, Verb.PASS}),
    Step.LARGE: frozenset({Verb.LARGE}),
    Step.SCORE: frozenset({Verb.VP, Verb.FP}),
    Step.FARM: frozenset({Verb.FARM, Verb.FARM_LATER}),
    Step.END: frozenset({Verb.DRAW, Verb.END}),
    Step.OVER: frozenset(),
}


def draw_due(state: GameState) -> bool:
    """At the end of the turn: does the player draw (a large tile laid, tiles left)?"""
    hand = state.players[state.actor].hand
    return state.laid_large and len(hand) < 3 and bool(state.stack or state.end_stack)


def due(state: GameState) -> str:
    """What the player to act must do now, in a few words (for refusals)."""
    geo = state.geometry
    match state.step:
        case Step.PLACE:
            return "place a tile"
        case Step.LARGE:
            return f"a large tile on the levelled square {geo.name(state.levelled)}"
        case Step.SCORE:
            return f"score the field on {geo.name(state.fields[state.scored].square)}"
        case Step.FARM:
            return "build your farm"
        case Step.END:
            return "draw" if draw_due(state) else "end the turn"
    return "nothing"


def joins_farms(tops: Sequence[Crop | None], farms: frozenset[int], geo: Geometry,
                placed: Sequence[tuple[int, Crop | None]]) -> int:
    """A placed square whose region would hold two farms after laying ``placed``, or -1."""
    if len(farms) < 2:
        return -1
    farm_crops = {tops[f] for f in farms}
    if not any(c in farm_crops for _, c in placed):
        return -1
    after = list(tops)
    for sq, crop in placed:
        after[sq] = crop
    for sq, crop in placed:
        if crop in farm_crops and len(group(after, sq, geo) & farms) >= 2:
            return sq
    return -1


def large_fault(tops: Sequence[Crop | None], heights: Sequence[int], farms: frozenset[int],
                geo: Geometry, tile: LargeTile, sq: int, d: Dir
                ) -> tuple[RefusalCode, int, int] | None:
    """The check for a large tile (half a on ``sq``, half b towards ``d``), without text:
    None when it fits, else (code, square, other square)."""
    other = geo.beside[(sq, d)]
    if other < 0:
        return (RefusalCode.OFF_AREA, sq, -1)
    if sq in farms:
        return (RefusalCode.ON_FARM, sq, -1)
    if other in farms:
        return (RefusalCode.ON_FARM, other, -1)
    if heights[sq] != heights[other]:
        return (RefusalCode.UNEVEN, sq, other)
    a, b = tile.a.crop, tile.b.crop
    if tops[sq] is a:
        return (RefusalCode.SAME_CROP, sq, -1)
    if tops[other] is b:
        return (RefusalCode.SAME_CROP, other, -1)
    if farms:
        joined = joins_farms(tops, farms, geo, ((sq, a), (other, b)))
        if joined >= 0:
            return (RefusalCode.JOINS_FARMS, joined, -1)
    return None


def large_problem(tops: Sequence[Crop | None], heights: Sequence[int], farms: frozenset[int],
                  geo: Geometry, tile: LargeTile, sq: int, d: Dir) -> Refusal | None:
    """``large_fault`` as a refusal a player can read."""
    fault = large_fault(tops, heights, farms, geo, tile, sq, d)
    if fault is None:
        return None
    code, at, other = fault
    if code is RefusalCode.OFF_AREA:
        return refuse(code, f"{geo.name(at)} {d.value}")
    if code is RefusalCode.UNEVEN:
        return refuse(code, geo.name(at), geo.name(other))
    if code is RefusalCode.SAME_CROP:
        return refuse(code, geo.name(at), str(tops[at].name.lower()))  # type: ignore[union-attr]
    return refuse(code, geo.name(at))


def small_fault(tops: Sequence[Crop | None], farms: frozenset[int], geo: Geometry,
                crop: Crop, sq: int) -> tuple[RefusalCode, int] | None:
    """The check for a small tile face up on ``sq``, without text."""
    if sq in farms:
        return (RefusalCode.ON_FARM, sq)
    if tops[sq] is crop:
        return (RefusalCode.SAME_CROP, sq)
    if farms:
        joined = joins_farms(tops, farms, geo, ((sq, crop),))
        if joined >= 0:
            return (RefusalCode.JOINS_FARMS, joined)
    return None


def small_problem(tops: Sequence[Crop | None], farms: frozenset[int], geo: Geometry,
                  crop: Crop, sq: int) -> Refusal | None:
    fault = small_fault(tops, farms, geo, crop, sq)
    if fault is None:
        return None
    code, at = fault
    if code is RefusalCode.SAME_CROP:
        return refuse(code, geo.name(at), crop.name.lower())
    return refuse(code, geo.name(at))


def fits_after_levelling(state: GameState, sq: int, farms: frozenset[int]) -> bool:
    """Would some large tile in hand fit over ``sq`` once a small tile lies face down on it?"""
    geo = state.geometry
    level = state.heights[sq] + 1
    if not any(state.heights[n] == level for n in geo.neighbours[sq]):
        return False  # nothing one level higher beside it: levelling cannot help
    tops = list(state.tops)
    heights = list(state.heights)
    tops[sq] = None
    heights[sq] = level
    comp = state.components
    tiles = [comp.tile(t) for t in set(state.players[state.actor].hand)]
    for d in DIRS:
        other = geo.beside[(sq, d)]
        if other < 0 or heights[other] != heights[sq] or other in farms:
            continue
        for tile in tiles:
            if (large_fault(tops, heights, farms, geo, tile, sq, d) is None
                    or large_fault(tops, heights, farms, geo, tile, other, OPPOSITE[d]) is None):
                return True
    return False


def level_problem(state: GameState, farms: frozenset[int], crop: Crop,
                  sq: int) -> Refusal | None:
    geo = state.geometry
    if crop not in state.players[state.actor].smalls:
        return refuse(RefusalCode.NO_SMALL, crop.name.lower())
    if sq in farms:
        return refuse(RefusalCode.ON_FARM, geo.name(sq))
    if not fits_after_levelling(state, sq, farms):
        return refuse(RefusalCode.NO_FOLLOW_UP, geo.name(sq))
    return None


def why_illegal(state: GameState, move: Move) -> Refusal | None:
    """None when ``move`` is legal now, else the refusal (code, args, English text)."""
    if state.is_over:
        return refuse(RefusalCode.GAME_OVER)
    if move.verb not in _STEP_VERBS[state.step]:
        return refuse(RefusalCode.WRONG_STEP, due(state))
    geo = state.geometry
    farms = frozenset(state.farm_squares)
    player = state.players[state.actor]
    verb = move.verb
    if verb is Verb.LARGE:
        if move.tile not in player.hand:
            return refuse(RefusalCode.NOT_IN_HAND, str(move.tile))
        assert move.dir is not None
        if state.step is Step.LARGE and state.levelled not in (
                move.square, geo.beside.get((move.square, move.dir))):
            # said first: away from the levelled square the crops' rules are beside the
            # point ("f5 is already potato" stood where "it must cover c1" was the reason)
            return refuse(RefusalCode.MUST_COVER, geo.name(state.levelled))
        return large_problem(state.tops, state.heights, farms, geo,
                             state.components.tile(move.tile), move.square, move.dir)
    if verb is Verb.SMALL:
        assert move.crop is not None
        if move.crop not in player.smalls:
            return refuse(RefusalCode.NO_SMALL, move.crop.name.lower())
        return small_problem(state.tops, farms, geo, move.crop, move.square)
    if verb is Verb.LEVEL:
        assert move.crop is not None
        return level_problem(state, farms, move.crop, move.square)
    if verb is Verb.PASS:
        example = next(iter(placements(state)), None)
        return None if example is None else refuse(RefusalCode.CAN_PLACE, str(example))
    if verb in (Verb.VP, Verb.FP):
        field = state.fields[state.scored]
        if move.square != field.square:
            return refuse(RefusalCode.NOT_THIS_FIELD, geo.name(field.square))
        if verb is Verb.VP and group(state.tops, field.square, geo) & farms:
            return refuse(RefusalCode.FARMED_REGION, geo.name(field.square))
        return None
    if verb is Verb.FARM:
        if state.tops[move.square] is None:
            return refuse(RefusalCode.NO_CROP, geo.name(move.square))
        if group(state.tops, move.square, geo) & farms:
            return refuse(RefusalCode.REGION_TAKEN, geo.name(move.square))
        return None
    if verb is Verb.FARM_LATER:
        return None
    if (verb is Verb.DRAW) != draw_due(state):
        return refuse(RefusalCode.WRONG_STEP, due(state))
    return None


def placements(state: GameState) -> list[Move]:
    """Every legal tile placement at the PLACE or LARGE step, in a fixed order."""
    geo = state.geometry
    comp = state.components
    farms = frozenset(state.farm_squares)
    player = state.players[state.actor]
    tops, heights = state.tops, state.heights
    out: list[Move] = []
    levelled = state.levelled if state.step is Step.LARGE else -1
    hand = sorted(set(player.hand))
    tiles = [comp.tile(t) for t in hand]
    beside = geo.beside
    squares: Sequence[int] = range(geo.size)
    if levelled >= 0:  # only placements covering the levelled square
        squares = sorted((levelled, *geo.neighbours[levelled]))
    for sq in squares:
        if sq in farms:
            continue
        for d in DIRS:
            other = beside[(sq, d)]
            if other < 0 or heights[other] != heights[sq] or other in farms:
                continue
            if levelled >= 0 and levelled not in (sq, other):
                continue
            top, top_other = tops[sq], tops[other]
            for tile in tiles:
                # a quick look at crop rotation first; the full check decides
                if tile.a.crop is top or tile.b.crop is top_other:
                    continue
                if large_fault(tops, heights, farms, geo, tile, sq, d) is None:
                    out.append(_large_move(tile.id, sq, d))
    if state.step is Step.LARGE:
        return out
    smalls = sorted(set(player.smalls), key=lambda c: c.position)
    for crop in smalls:
        for sq in range(geo.size):
            if small_fault(tops, farms, geo, crop, sq) is None:
                out.append(_small_move(Verb.SMALL, crop, sq))
    if smalls and tiles:
        spots = [sq for sq in range(geo.size)
                 if sq not in farms and fits_after_levelling(state, sq, farms)]
        for crop in smalls:
            out.extend(_small_move(Verb.LEVEL, crop, sq) for sq in spots)
    return out


@cache
def _large_move(tile: int, sq: int, d: Dir) -> Move:
    return Move(Verb.LARGE, tile=tile, square=sq, dir=d)


@cache
def _small_move(verb: Verb, crop: Crop, sq: int) -> Move:
    return Move(verb, crop=crop, square=sq)


def legal_moves(state: GameState) -> list[Move]:
    """Every move allowed now (empty only when the game is over)."""
    geo = state.geometry
    match state.step:
        case Step.PLACE:
            return placements(state) or [Move(Verb.PASS)]
        case Step.LARGE:
            return placements(state)
        case Step.SCORE:
            sq = state.fields[state.scored].square
            out = [Move(Verb.FP, square=sq)]
            if not group(state.tops, sq, geo) & frozenset(state.farm_squares):
                out.insert(0, Move(Verb.VP, square=sq))
            return out
        case Step.FARM:
            taken = set()
            for f in state.farm_squares:
                taken |= group(state.tops, f, geo)
            # the seed: a player *may* build the farm; one not built now is offered again
            # after the next turn's scoring (as when no region is free)
            return [*(Move(Verb.FARM, square=sq) for sq in range(geo.size)
                      if sq not in taken and state.tops[sq] is not None),
                    Move(Verb.FARM_LATER)]
        case Step.END:
            return [Move(Verb.DRAW if draw_due(state) else Verb.END)]
    return []
