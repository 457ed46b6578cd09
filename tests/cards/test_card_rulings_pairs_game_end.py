"""Card pairs of the compendium's rulings (v11.1) about the animals the Animal Feed (I101)
brings just before scoring: the game is over then, so they cannot be cooked (no food for the
Hide Farmer, I236), but they may pay back the Tenant Farmer's loan (E215) even without room
for them.  The full list: ``docs/card-combinations.md``.
"""

from __future__ import annotations

import pytest
from attrs import evolve

from agricola_qt.engine import GameState, IllegalMove, score_player
from agricola_qt.engine.state import OVER

from .helpers import at_round, full_game, moves_text, play, set_goods, with_cards
from .test_deck_k_occupations import ROUND_1


def _after_the_last_breeding(*cards: str, food: int = 20) -> GameState:
    """Round 14 is played and fed; player 0 holds one sheep (a pet in the house) and
    ``cards``: the Animal Feed's second sheep finds no room."""
    state = with_cards(at_round(full_game(), 14), 0, "animal-feed", *cards)
    state = set_goods(set_goods(state, 0, sheep=1, food=food), 1, food=20)
    state = play(evolve(state, current=0), *ROUND_1, "feed", "feed")
    assert state.frame is not None and state.frame.kind == "animals"
    assert state.players[0].goods.sheep == 2
    return state


def test_the_animal_feeds_animal_is_not_cooked_for_the_hide_farmer() -> None:
    state = _after_the_last_breeding("cooking-hearth-4", "hide-farmer")
    assert "convert sheep" not in moves_text(state)
    with pytest.raises(IllegalMove, match="game is over"):
        play(state, "convert sheep")
    state = play(state, "keep-best")
    assert state.phase == OVER and state.players[0].goods.sheep == 1


def test_a_sheep_is_still_cooked_in_the_last_feeding() -> None:
    state = with_cards(at_round(full_game(), 14), 0, "cooking-hearth-4")
    state = set_goods(set_goods(state, 0, sheep=1, food=20), 1, food=20)
    state = play(evolve(state, current=0), *ROUND_1)
    assert state.frame is not None and state.frame.kind == "feed"
    assert "convert sheep" in moves_text(state)


def test_the_animal_feeds_animal_pays_back_the_tenant_farmers_loan_without_room() -> None:
    state = _after_the_last_breeding("tenant-farmer")
    assert "use tenant-farmer return" in moves_text(state)
    state = play(state, "use tenant-farmer return")
    p = state.players[0]
    assert state.phase == OVER and p.goods.sheep == 1  # the pet stays, the loan's sheep went
    # one animal given back: 2 minus points for the other two kinds
    assert score_player(p, state.players).breakdown["bonus_points"] == -2
