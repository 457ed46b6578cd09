"""Building Heartland positions for rule tests."""

from __future__ import annotations

from attrs import evolve

from agricola_qt.heartland import Crop, GameState, Move, apply, legal_moves, new_game
from agricola_qt.heartland.state import Layer, Step

W, R, B, P, C = Crop.WHEAT, Crop.RAPESEED, Crop.BEET, Crop.POTATO, Crop.CORN


def sq(state: GameState, name: str) -> int:
    return state.geometry.parse(name)


def tile_id(state: GameState, text: str) -> int:
    """The first large tile in play printed ``text`` (e.g. ``"W1 R2"``)."""
    comp = state.components
    return next(t for t in comp.in_play if str(comp.tile(t)) == text)


def start(players: int = 2, seed: int = 0) -> GameState:
    """A new game with seat 0 to act."""
    return evolve(new_game(players, seed), actor=0)


def with_player(state: GameState, seat: int = 0, **changes: object) -> GameState:
    players = list(state.players)
    players[seat] = evolve(players[seat], **changes)
    return evolve(state, players=tuple(players))


def with_hand(state: GameState, *texts: str, seat: int = 0) -> GameState:
    """Give ``seat`` these large tiles (taken out of the stacks so tiles stay conserved)."""
    ids = [tile_id(state, t) for t in texts]
    for i, p in enumerate(state.players):
        if i != seat and set(ids) & set(p.hand):
            raise ValueError("tile held by another seat")
    old = [t for t in state.players[seat].hand if t not in ids]
    stack = [*old, *(t for t in state.stack if t not in ids)]  # the old hand goes back on top
    end = [t for t in state.end_stack if t not in ids]
    return evolve(with_player(state, seat, hand=tuple(ids)), stack=tuple(stack),
                  end_stack=tuple(end))


def lay(state: GameState, name: str, *crops: Crop | None) -> GameState:
    """Put small tiles (owner 9, outside the game) showing ``crops`` on square ``name``."""
    s = sq(state, name)
    layers = list(state.layers)
    tops = list(state.tops)
    heights = list(state.heights)
    for crop in crops:
        layers[s] = (*layers[s], Layer(crop, 0, 9))
        tops[s] = crop
        heights[s] += 1
    return evolve(state, layers=tuple(layers), tops=tuple(tops), heights=tuple(heights))


def paint(state: GameState, crop: Crop, *names: str) -> GameState:
    """Make each named square show ``crop`` with one tile on it."""
    for name in names:
        state = lay(state, name, crop)
    return state


def play(state: GameState, *texts: str) -> GameState:
    for text in texts:
        state = apply(state, text)
    return state


def finish_turn(state: GameState, choice: str = "fp") -> GameState:
    """Score every remaining field with ``choice`` (fp when vp is refused), build the first farm
    offered, then draw or end."""
    while state.step is Step.SCORE:
        moves = {str(m) for m in legal_moves(state)}
        name = state.geometry.name(state.fields[state.scored].square)
        state = apply(state, f"{choice} {name}" if f"{choice} {name}" in moves else f"fp {name}")
    while state.step is Step.FARM:
        state = apply(state, legal_moves(state)[0])
    assert state.step is Step.END
    return apply(state, legal_moves(state)[0])


def texts(moves: list[Move]) -> set[str]:
    return {str(m) for m in moves}
