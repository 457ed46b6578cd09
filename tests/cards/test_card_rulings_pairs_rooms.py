"""Card pairs of the compendium's rulings (v11.1) about the cost of a room, left over from
``test_cost_combinations.py``: a card setting a new base cost (Axe, Carpenter, Clay
Plasterer, Clay Supports) is used first, then any card changing a room's cost; two base-cost
cards are not used together.  The full list: ``docs/card-combinations.md``.

Pairs covered here: Axe with Ladder; Carpenter with Clay Roof, Ladder and Stonecutter
(nothing to take off); Clay Plasterer with Clay Roof and Ladder; Clay Supports with Ladder;
Carpenter or Clay Supports with Clay Plasterer (one base cost at a time); Ladder with Clay
Roof, and no Ladder once Clay Roof and Frame Builder took all the reed; Wood Carver not for
a clay hut's room with Brushwood Roof or Frame Builder either; Ladder on the Half-timbered
House.
"""

from __future__ import annotations

import pytest

from agricola_qt.engine import GameState, apply, legal_moves
from agricola_qt.engine.goods import Goods, parse_goods_word

from .helpers import full_game, play, set_goods, with_cards, with_farm, with_hand, with_space

PLENTY = {"wood": 10, "clay": 10, "reed": 5, "stone": 10}


def _rooms(*cards: str, house: str = "wood") -> GameState:
    state = with_farm(with_cards(full_game(), 0, *cards), 0, house=house)
    return play(set_goods(state, 0, **PLENTY), "place build-rooms")


def _payments(state: GameState, cell: str = "b3") -> set[Goods]:
    """Every way to pay the room: named in the move, paid by the bare move, or offered by the
    question a roof card asks after a bare move."""
    out = set()
    for move in legal_moves(state):
        if move.verb == "room" and move.args[0] == cell:
            if "pay" in move.args:
                goods = parse_goods_word(move.args[move.args.index("pay") + 1])
                assert goods is not None
                out.add(goods)
            else:
                after = apply(state, move)
                asked = after.frame is not None and after.frame.kind == "card"
                if not asked:
                    out.add(state.players[0].goods - after.players[0].goods)
                    continue
                assert after.frame is not None  # a roof card asks how the room is paid
                for word in after.frame.options:
                    goods = parse_goods_word(word)
                    assert goods is not None
                    out.add(goods)
    return out


def test_axe_then_ladder_a_wooden_room_for_two_wood_and_one_reed() -> None:
    assert Goods(wood=2, reed=1) in _payments(_rooms("axe", "ladder"))


@pytest.mark.parametrize(("house", "material"), [("wood", "wood"), ("clay", "clay")])
def test_carpenter_then_clay_roof(house: str, material: str) -> None:
    payments = _payments(_rooms("carpenter", "clay-roof", house=house))
    three = Goods().add(material, 3)
    assert three + Goods(reed=2) in payments
    assert three + Goods(clay=1, reed=1) in payments
    assert three + Goods(clay=2) in payments
    assert three not in payments  # the Carpenter's base cost never swallows the roof's clay


def test_carpenter_then_ladder() -> None:
    assert Goods(clay=3, reed=1) in _payments(_rooms("carpenter", "ladder", house="clay"))


def test_carpenter_with_stonecutter_on_a_stone_room() -> None:
    assert Goods(stone=2, reed=2) in _payments(_rooms("carpenter", "stonecutter",
                                                      house="stone"))


def test_clay_plasterer_then_clay_roof_and_ladder() -> None:
    payments = _payments(_rooms("clay-plasterer", "clay-roof", house="clay"))
    assert {Goods(clay=4, reed=1), Goods(clay=5)} <= payments
    assert Goods(clay=3) not in payments  # the roof's clay is not swallowed by the base cost
    assert Goods(clay=3, reed=1) in _payments(_rooms("clay-plasterer", "ladder", house="clay"))


def test_clay_supports_then_ladder() -> None:
    assert Goods(clay=2, wood=1) in _payments(_rooms("clay-supports", "ladder", house="clay"))


@pytest.mark.parametrize("other", ["carpenter", "clay-supports"])
def test_clay_plasterer_and_another_base_cost_one_at_a_time(other: str) -> None:
    payments = _payments(_rooms("clay-plasterer", other, house="clay"))
    assert Goods(clay=3, reed=2) in payments
    assert all(g.clay >= 2 for g in payments)  # never both base costs' savings


def test_ladder_with_clay_roof_and_none_once_the_reed_is_gone() -> None:
    assert Goods(wood=5, clay=1) in _payments(_rooms("clay-roof", "ladder"))
    payments = _payments(_rooms("ladder", "clay-roof", "frame-builder", house="clay"))
    assert all(g.reed >= 0 for g in payments)
    assert Goods(wood=1, clay=4) in payments  # Ladder's reed, Clay Roof's clay, Frame Builder


@pytest.mark.parametrize("other", ["brushwood-roof", "frame-builder"])
def test_no_wood_carver_for_a_clay_huts_room_even_with_wood_in_its_cost(other: str) -> None:
    with_carver = _payments(_rooms("wood-carver", other, house="clay"))
    without = _payments(_rooms(other, house="clay"))
    assert with_carver == without


def test_ladder_takes_a_reed_off_the_half_timbered_house() -> None:
    state = with_hand(with_space(full_game(), "improvement"), 0,
                      minors=("half-timbered-house",))
    state = with_cards(set_goods(state, 0, **PLENTY), 0, "ladder")
    state = play(state, "place improvement", "minor half-timbered-house")
    assert "half-timbered-house" in state.players[0].cards
    assert PLENTY["reed"] - state.players[0].goods.reed == 0
