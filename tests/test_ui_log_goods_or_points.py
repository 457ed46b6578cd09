"""The log of a card's question "the goods the space gave, or bonus points instead" (the Clay
Deposit, the Tavern): the placement's line said "got 5 clay" before the answer, and the
answer's line then traded them for points or said only "answered Clay Deposit with “Clay”"."""

from __future__ import annotations

import pytest
from cards.helpers import full_game, with_cards

from agricola_qt.engine import GameState, Move, apply
from agricola_qt.engine.cards.registry import card
from agricola_qt.ui.log_text import game_lines
from agricola_qt.ui.text import player_name


def _lines(card_id: str, answer: str) -> tuple[GameState, list[str]]:
    state = card(card_id).on_acquired(with_cards(full_game(), 0, card_id), 0)
    states, moves = [state], [Move.parse(f"place {card_id}"), Move.parse(f"choose {answer}")]
    for move in moves:
        states.append(apply(states[-1], move))
    return state, [line.text for line in game_lines(states, moves) if line.kind == "move"]


@pytest.mark.parametrize(("card_id", "goods", "answer"), [
    ("clay-deposit", "5 clay", "clay"), ("tavern", "3 food", "food")])
def test_the_goods_kept_are_told_once_the_answer_is_known(qapp, card_id: str, goods: str,  # noqa: ANN001
                                                          answer: str) -> None:
    state, lines = _lines(card_id, answer)
    mei, name = player_name(state, 0), card(card_id).name
    assert lines == [f"{mei} went to {name}",
                     f"{mei} took {goods} rather than 2 bonus points ({name})"]


@pytest.mark.parametrize(("card_id", "goods"), [("clay-deposit", "5 clay"), ("tavern", "3 food")])
def test_points_taken_instead_are_not_told_as_goods_got_first(qapp, card_id: str,  # noqa: ANN001
                                                              goods: str) -> None:
    state, lines = _lines(card_id, "points")
    mei, name = player_name(state, 0), card(card_id).name
    assert lines == [f"{mei} went to {name}",
                     f"{mei} took 2 bonus points in place of {goods} ({name})"]


def test_another_players_clay_from_the_deposit_is_told_at_once(qapp) -> None:  # noqa: ANN001
    """Only the owner is asked: another player's line tells the clay and the owner's fee."""
    state = card("clay-deposit").on_acquired(with_cards(full_game(), 1, "clay-deposit"), 1)
    move = Move.parse("place clay-deposit")
    lines = [line.text for line in game_lines([state, apply(state, move)], [move])
             if line.kind == "move"]
    assert lines == [f"{player_name(state, 0)} went to Clay Deposit: got 5 clay; paid 1 food"]
