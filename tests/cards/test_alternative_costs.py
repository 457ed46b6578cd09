"""Printed alternative costs ("1 wood or 1 clay"): every alternative is payable, the move
names the payment, the bare move takes the default (the first affordable, printed order), and
a discount on one alternative applies to it."""

from __future__ import annotations

import pytest

from agricola_qt.engine import Move, apply, legal_moves, why_illegal
from agricola_qt.engine.cards.catalog_data import CATALOG
from agricola_qt.engine.goods import Goods, goods_word
from agricola_qt.engine.refusals import Code

from .helpers import full_game, give, play, with_cards, with_hand

ALTERNATIVES = sorted(c.id for c in CATALOG.values() if len(c.cost_options) > 1)


def test_the_cards_with_printed_alternatives() -> None:
    assert ALTERNATIVES == ["chicken-coop", "corn-storehouse", "granary", "helpful-neighbours",
                            "holiday-house", "reed-exchange", "stone-exchange"]


def _on_minor_action(card_id: str, *in_front: str, **goods: int):  # type: ignore[no-untyped-def]
    state = with_hand(full_game(), 0, minors=(card_id,))
    state = give(with_cards(state, 0, *in_front), 0, **goods)
    return play(state, "place starting-player")


def _paid(before, after) -> Goods:  # type: ignore[no-untyped-def]
    """The wood and clay that went (the alternatives differ in these; some cards give reed)."""
    spent = before.players[0].goods - after.players[0].goods
    return Goods(wood=spent.wood, clay=spent.clay)


def _wood_clay(goods: Goods) -> Goods:
    return Goods(wood=goods.wood, clay=goods.clay)


def _minor_moves(state, card_id: str) -> list[str]:  # type: ignore[no-untyped-def]
    return [str(m) for m in legal_moves(state) if m.verb == "minor" and m.args[0] == card_id]


@pytest.mark.parametrize("card_id", ALTERNATIVES)
def test_both_alternatives_are_offered_and_pay_what_they_name(card_id: str) -> None:
    first, second = CATALOG[card_id].cost_options
    state = _on_minor_action(card_id, wood=5, clay=5, reed=5)
    assert _minor_moves(state, card_id) == [f"minor {card_id}",
                                            f"minor {card_id} pay {goods_word(second)}"]
    by_default = apply(state, f"minor {card_id}")
    assert _paid(state, by_default) == _wood_clay(first)
    named = apply(state, f"minor {card_id} pay {goods_word(second)}")
    assert _paid(state, named) == _wood_clay(second)
    # naming the default payment is the same move in effect
    also = apply(state, f"minor {card_id} pay {goods_word(first)}")
    assert also.players[0].goods == by_default.players[0].goods


@pytest.mark.parametrize("card_id", ALTERNATIVES)
def test_only_the_affordable_alternative_is_listed_and_is_the_default(card_id: str) -> None:
    _, second = CATALOG[card_id].cost_options
    state = _on_minor_action(card_id, clay=5, reed=5)  # no wood: only the clay alternative
    assert _minor_moves(state, card_id) == [f"minor {card_id}"]
    after = apply(state, f"minor {card_id}")
    assert _paid(state, after) == _wood_clay(second)


def test_a_payment_the_card_does_not_allow_is_refused_by_code() -> None:
    state = _on_minor_action("granary", wood=5, clay=5)
    refusal = why_illegal(state, Move.parse("minor granary pay 3stone"))
    assert refusal is not None and refusal.code is Code.NO_SUCH_PAYMENT
    assert refusal.arguments == {"card": "granary", "goods": Goods(stone=3)}
    assert str(refusal) == "Minor improvement: Granary cannot be paid with 3 stone"
    refusal = why_illegal(_on_minor_action("granary", wood=5, clay=1),
                          Move.parse("minor granary pay 3clay"))
    assert refusal is not None and refusal.code is Code.CARD_COSTS_HELD
    # what the player has of it is said too ("costs 1 wood, 3 stone" alone, a tester)
    assert str(refusal) == "Minor improvement: Granary costs 3 clay; you have 1 clay"
    assert why_illegal(state, Move.parse("minor granary pay 3bricks")) is not None


def test_the_bricklayers_clay_discount_applies_to_the_clay_alternative() -> None:
    # Bricklayer I243: improvements cost 1 clay less.  Granary: 3 wood or 3 clay.
    state = _on_minor_action("granary", "bricklayer", wood=5, clay=5)
    assert _minor_moves(state, "granary") == ["minor granary", "minor granary pay 2clay"]
    after = apply(state, "minor granary pay 2clay")
    assert state.players[0].goods - after.players[0].goods == Goods(clay=2)
    # with 2 clay and no wood the discounted clay alternative is the default
    poor = _on_minor_action("granary", "bricklayer", clay=2)
    assert _minor_moves(poor, "granary") == ["minor granary"]
    assert apply(poor, "minor granary").players[0].goods.clay == poor.players[0].goods.clay - 2


def test_helpful_neighbours_can_take_the_clay_although_wood_is_there() -> None:
    state = _on_minor_action("helpful-neighbours", wood=1, clay=1)
    after = apply(state, "minor helpful-neighbours pay 1clay")
    assert after.players[0].goods.wood == state.players[0].goods.wood
    assert after.players[0].goods.clay == state.players[0].goods.clay - 1


def test_payment_words_round_trip_through_move_text() -> None:
    move = Move.parse("minor holiday-house pay 3clay+2reed")
    assert str(move) == "minor holiday-house pay 3clay+2reed"
    assert Move.parse("buy cooking-hearth-4 return fireplace-2").args[1] == "return"
