"""Room-payment cards combine on one room (compendium rulings for Clay Roof E36 and Brushwood
Roof K136: other cards that change a room's cost may be used for the same room, e.g. both
together replace 2 reed with 1 wood and 1 clay)."""

from __future__ import annotations

import pytest

from agricola_qt.engine import apply
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.state import GameState

from .helpers import full_game, give, play, with_cards, with_space

BOTH = (("clay-roof", "brushwood-roof"), ("brushwood-roof", "clay-roof"))


def _goods(state: GameState) -> Goods:
    return state.players[0].goods


def _built(*cards: str, **goods: int) -> tuple[GameState, GameState]:
    """(before, after) a room on b3 for player 0's wooden hut."""
    state = play(give(with_cards(full_game(), 0, *cards), 0, **goods), "place build-rooms")
    return state, apply(state, "room b3")


@pytest.mark.parametrize("cards", BOTH)
def test_clay_roof_and_brushwood_roof_turn_two_reed_into_one_wood_and_one_clay(
        cards: tuple[str, ...]) -> None:
    before, after = _built(*cards, wood=10, clay=5, reed=2)
    frame = after.frame
    assert frame is not None and frame.kind == "card" and frame.space == "clay-roof"
    assert frame.options[0] == "5wood+2reed"  # what was paid, then every other way
    assert set(frame.options) >= {"5wood+1clay+1reed", "6wood+1reed", "6wood+1clay",
                                  "5wood+2clay", "7wood"}
    chosen = apply(after, "choose 6wood+1clay")
    assert _goods(before) - _goods(chosen) == Goods(wood=6, clay=1)
    # one question for the two cards, not one each
    assert sum(f.kind == "card" for f in after.pending) == 1


@pytest.mark.parametrize("cards", BOTH)
def test_a_room_payable_only_with_both_cards_is_legal_whatever_their_order(
        cards: tuple[str, ...]) -> None:
    before, after = _built(*cards, wood=6, clay=1)  # no reed at all
    assert _goods(before) - _goods(after) == Goods(wood=6, clay=1)
    assert after.players[0].farm.room_count == 3


def test_brushwood_roof_may_pay_wood_although_the_reed_is_there() -> None:
    before, after = _built("brushwood-roof", wood=10, reed=2)
    frame = after.frame
    assert frame is not None and frame.space == "brushwood-roof"
    assert frame.options == ("5wood+2reed", "6wood+1reed", "7wood")
    chosen = apply(after, "choose 6wood+1reed")
    assert _goods(before) - _goods(chosen) == Goods(wood=6, reed=1)


def test_with_only_the_usual_payment_affordable_nothing_is_asked() -> None:
    _, after = _built("clay-roof", "brushwood-roof", wood=5, reed=2)
    assert after.players[0].farm.room_count == 3
    assert not any(f.kind == "card" for f in after.pending)


def test_renovation_with_both_roofs_offers_the_mixed_payment() -> None:
    state = with_space(full_game(), "renovation-improvement")
    state = give(with_cards(state, 0, "clay-roof", "brushwood-roof"), 0, clay=5, wood=3, reed=1)
    state = play(state, "place renovation-improvement")
    frame = next(f for f in reversed(state.pending) if f.kind == "card")
    assert frame.options[0] == "2clay+1reed"
    assert "1wood+2clay" in frame.options and "3clay" in frame.options
