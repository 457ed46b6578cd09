"""Small builders for engine tests: a game with chosen round cards, goods, and a move script."""

from __future__ import annotations

from attrs import evolve

from agricola_qt.engine import GameState, apply, new_game, new_setup
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.setup import Setup
from agricola_qt.engine.spaces import ROUND_CARDS


def round_order(first: tuple[str, ...] = ()) -> tuple[str, ...]:
    """A legal round-card order (stages kept) that reveals the given cards as early as possible."""
    order: list[str] = []
    for stage in range(1, 7):
        ids = [c.id for c in ROUND_CARDS if c.stage == stage]
        ids.sort(key=lambda i: (first.index(i) if i in first else 99, i))
        order.extend(ids)
    return tuple(order)


def setup(players: int = 2, *, family: bool = True, first: tuple[str, ...] = (),
          starting_player: int = 0) -> Setup:
    base = new_setup(players, family=family, seed=0)
    return evolve(base, round_cards=round_order(first), starting_player=starting_player)


def game(players: int = 2, *, family: bool = True, first: tuple[str, ...] = ()) -> GameState:
    return new_game(setup(players, family=family, first=first))


def give(state: GameState, player: int, **goods: int) -> GameState:
    p = state.players[player]
    return state.with_player(player, evolve(p, goods=p.goods + Goods(**goods)))


def set_goods(state: GameState, player: int, **goods: int) -> GameState:
    p = state.players[player]
    return state.with_player(player, evolve(p, goods=Goods(**goods)))


def play(state: GameState, *moves: str) -> GameState:
    for text in moves:
        state = apply(state, text)
    return state


def moves_text(state: GameState) -> set[str]:
    from agricola_qt.engine import legal_moves

    return {str(m) for m in legal_moves(state)}
