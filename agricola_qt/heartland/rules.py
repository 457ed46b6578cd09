"""The public face of the Heartland engine: start a game, list legal moves, apply a move.

A turn is a few small decisions: place (``large``, ``small``, or ``level`` then ``large``),
score each field laid (``vp`` / ``fp``), build a farm when due (``farm``), then ``draw`` or
``end``.  Farm tax is paid automatically when the END step begins.
"""

from __future__ import annotations

from agricola_qt.engine.values import replace as evolve
from agricola_qt.heartland.board import group
from agricola_qt.heartland.checks import legal_moves, why_illegal
from agricola_qt.heartland.components import END_TILE, HAND_SIZE, Crop
from agricola_qt.heartland.moves import IllegalMove, Move, MoveSyntaxError, Verb
from agricola_qt.heartland.scoring import farmed_area, field_vp
from agricola_qt.heartland.setup import new_game
from agricola_qt.heartland.state import Field, GameState, Layer, PlayerState, Step


def apply(state: GameState, move: Move | str, *, checked: bool = True) -> GameState:
    """The state after ``move``; ``state`` itself is unchanged.

    Raises ``IllegalMove`` (with the refusal) for a move not allowed now and
    ``MoveSyntaxError`` for text that is not a move.  ``checked=False`` skips the check for
    moves just taken from ``legal_moves``.
    """
    if isinstance(move, str):
        move = Move.parse(move)
    if checked:
        refusal = why_illegal(state, move)
        if refusal is not None:
            raise IllegalMove(move, refusal)
    state = _PERFORM[move.verb](state, move)
    return evolve(state, moves_made=state.moves_made + 1)


def _player(state: GameState, **changes: object) -> GameState:
    players = list(state.players)
    players[state.actor] = evolve(players[state.actor], **changes)
    return evolve(state, players=tuple(players))


def _lay(state: GameState, laid: list[tuple[int, Crop | None, int]]) -> GameState:
    """Put tiles on squares: (square, crop or None face down, large tile id or 0)."""
    layers = list(state.layers)
    tops = list(state.tops)
    heights = list(state.heights)
    for sq, crop, tile in laid:
        layers[sq] = (*layers[sq], Layer(crop, tile, state.actor))
        tops[sq] = crop
        heights[sq] += 1
    return evolve(state, layers=tuple(layers), tops=tuple(tops), heights=tuple(heights))


def _perform_large(state: GameState, move: Move) -> GameState:
    assert move.dir is not None
    tile = state.components.tile(move.tile)
    other = state.geometry.beside[(move.square, move.dir)]
    hand = list(state.players[state.actor].hand)
    hand.remove(move.tile)
    state = _player(state, hand=tuple(hand))
    state = _lay(state, [(move.square, tile.a.crop, tile.id), (other, tile.b.crop, tile.id)])
    fields = (Field(move.square, tile.a.crop, tile.a.barns),
              Field(other, tile.b.crop, tile.b.barns))
    return evolve(state, step=Step.SCORE, fields=fields, scored=0, laid_large=True, passes=0)


def _spend_small(state: GameState, crop: Crop) -> GameState:
    smalls = list(state.players[state.actor].smalls)
    smalls.remove(crop)
    return _player(state, smalls=tuple(smalls))


def _perform_small(state: GameState, move: Move) -> GameState:
    assert move.crop is not None
    state = _lay(_spend_small(state, move.crop), [(move.square, move.crop, 0)])
    field = Field(move.square, move.crop, state.components.small_barns)
    return evolve(state, step=Step.SCORE, fields=(field,), scored=0, passes=0)


def _perform_level(state: GameState, move: Move) -> GameState:
    assert move.crop is not None
    state = _lay(_spend_small(state, move.crop), [(move.square, None, 0)])
    return evolve(state, step=Step.LARGE, levelled=move.square)


def _perform_pass(state: GameState, move: Move) -> GameState:
    return _after_scoring(evolve(state, passes=state.passes + 1))


def _perform_vp(state: GameState, move: Move) -> GameState:
    points = field_vp(state, move.square)
    state = _player(state, score=state.players[state.actor].score + points)
    return _next_field(state)


def _perform_fp(state: GameState, move: Move) -> GameState:
    field = state.fields[state.scored]
    player = state.players[state.actor]
    i = field.crop.position
    row = player.cubes[i]
    if row >= 0 and field.barns:
        top = state.components.livestock_row
        row = min(top, row + field.barns)
        cubes = list(player.cubes)
        animals = player.animals
        livestock = state.livestock
        if row >= top and livestock[i]:
            animals = (*animals, livestock[i][0])
            stacks = list(livestock)
            stacks[i] = livestock[i][1:]
            livestock = tuple(stacks)
            row = -1  # the cube leaves the game with the animal
        cubes[i] = row
        state = evolve(_player(state, cubes=tuple(cubes), animals=animals), livestock=livestock)
    return _next_field(state)


def _next_field(state: GameState) -> GameState:
    scored = state.scored + 1
    if scored < len(state.fields):
        return evolve(state, scored=scored)
    return _after_scoring(evolve(state, scored=scored))


def farm_due(state: GameState, seat: int) -> bool:
    """All five cubes at or past the row of the seat's next farm (a cube gone counts as past)."""
    player = state.players[seat]
    rows = state.components.farm_rows
    built = len(player.farms)
    if built >= len(rows):
        return False
    return all(c < 0 or c >= rows[built] for c in player.cubes)


def points_to_row(cubes: tuple[int, ...], row: int) -> int:
    """Farm points still needed to bring every cube at least to ``row`` (a cube gone with
    an animal counts as past it, as in ``farm_due``)."""
    return sum(max(0, row - cube) for cube in cubes if cube >= 0)


def free_region_exists(state: GameState) -> bool:
    geo = state.geometry
    taken: set[int] = set()
    for f in state.farm_squares:
        taken |= group(state.tops, f, geo)
    return any(sq not in taken and state.tops[sq] is not None for sq in range(geo.size))


def _after_scoring(state: GameState, farm_offered: bool = True) -> GameState:
    """Build a farm if due and possible (unless the player put it off: ``farm_offered``
    False), else pay the farm tax and go to the END step."""
    if farm_offered and farm_due(state, state.actor) and free_region_exists(state):
        return evolve(state, step=Step.FARM)
    tax = farmed_area(state, state.actor)
    if tax:
        state = _player(state, score=state.players[state.actor].score + tax)
    return evolve(state, step=Step.END)


def _perform_farm(state: GameState, move: Move) -> GameState:
    state = _player(state, farms=(*state.players[state.actor].farms, move.square))
    return _after_scoring(state)


def _perform_farm_later(state: GameState, move: Move) -> GameState:
    return _after_scoring(state, farm_offered=False)


def _perform_draw(state: GameState, move: Move) -> GameState:
    hand = list(state.players[state.actor].hand)
    stack, end_stack = state.stack, state.end_stack
    end_drawn_by = state.end_drawn_by
    while len(hand) < HAND_SIZE and (stack or end_stack):
        if stack:
            hand.append(stack[0])
            stack = stack[1:]
            continue
        tile, end_stack = end_stack[0], end_stack[1:]
        if tile == END_TILE:
            end_drawn_by = state.actor  # set aside; draw on to fill the hand
        else:
            hand.append(tile)
    state = evolve(_player(state, hand=tuple(hand)), stack=stack, end_stack=end_stack,
                   end_drawn_by=end_drawn_by)
    return _end_turn(state)


def _perform_end(state: GameState, move: Move) -> GameState:
    return _end_turn(state)


def _end_turn(state: GameState) -> GameState:
    setup = state.setup
    over = ((state.end_drawn_by >= 0 and state.actor == setup.last_player)
            or state.passes >= setup.players)
    common = dict(fields=(), scored=0, levelled=-1, laid_large=False, turn=state.turn + 1)
    if over:
        return evolve(state, step=Step.OVER, **common)
    return evolve(state, step=Step.PLACE, actor=(state.actor + 1) % setup.players, **common)


_PERFORM = {
    Verb.LARGE: _perform_large, Verb.SMALL: _perform_small, Verb.LEVEL: _perform_level,
    Verb.PASS: _perform_pass, Verb.VP: _perform_vp, Verb.FP: _perform_fp,
    Verb.FARM: _perform_farm, Verb.FARM_LATER: _perform_farm_later, Verb.DRAW: _perform_draw,
    Verb.END: _perform_end,
}


def find_move(state: GameState, text: str) -> Move:
    """Parse ``text`` and return it as a legal move, or raise with the reason it is not."""
    try:
        move = Move.parse(text)
    except MoveSyntaxError as error:
        raise IllegalMove(text, str(error)) from None
    refusal = why_illegal(state, move)
    if refusal is not None:
        raise IllegalMove(move, refusal)
    return move


__all__ = ["new_game", "legal_moves", "apply", "why_illegal", "find_move", "farm_due",
           "PlayerState"]
