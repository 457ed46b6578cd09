"""Builders for card tests: a full game with chosen round cards, cards in front or in hand."""

from __future__ import annotations

import warnings

from attrs import evolve

from agricola_qt.engine import GameState, new_game
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.grid import parse_cell
from agricola_qt.engine.spaces import ROUND_CARD_BY_ID
from agricola_qt.engine.state import SpaceState
from tests.engine.helpers import moves_text, play  # noqa: F401  (re-exported for card tests)
from tests.engine.helpers import setup as engine_setup


def full_game(players: int = 2, first: tuple[str, ...] = ()) -> GameState:
    """A full game (no hands dealt: tests give the cards they need); player 0 starts."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        s = engine_setup(players, family=False, first=first)
    return new_game(evolve(s, hands=()))


def with_cards(state: GameState, player: int, *card_ids: str) -> GameState:
    p = state.players[player]
    return state.with_player(player, evolve(p, cards=(*p.cards, *card_ids)))


def with_hand(state: GameState, player: int, occupations: tuple[str, ...] = (),
              minors: tuple[str, ...] = ()) -> GameState:
    p = state.players[player]
    return state.with_player(player, evolve(p, occupations=occupations, minors=minors))


def give(state: GameState, player: int, **goods: int) -> GameState:
    p = state.players[player]
    return state.with_player(player, evolve(p, goods=p.goods + Goods(**goods)))


def at_round(state: GameState, round_no: int) -> GameState:
    """Pretend the game is at the start of ``round_no`` (placements of that round not begun)."""
    return evolve(state, round=round_no)


def cells(*names: str) -> int:
    return sum(1 << parse_cell(n) for n in names)


def with_space(state: GameState, space_id: str) -> GameState:
    """The round card ``space_id`` on the board, with its first goods."""
    space = ROUND_CARD_BY_ID[space_id]
    return evolve(state, spaces=(*state.spaces, SpaceState(space, stock=space.stock)))


def with_farm(state: GameState, player: int, **farm: object) -> GameState:
    p = state.players[player]
    return state.with_player(player, evolve(p, farm=evolve(p.farm, **farm)))


def set_goods(state: GameState, player: int, **goods: int) -> GameState:
    return state.with_player(player, evolve(state.players[player], goods=Goods(**goods)))
