"""Card pairs of the compendium's rulings (v11.1) about upgrading ovens and cooking
improvements that are cards.  The full list: ``docs/card-combinations.md``.

Pairs covered here: Bakehouse giving back the Baker's Oven or the Wood-fired Oven (they leave
the game); the Baker's Kitchen not upgraded to a Bakehouse; Meat Seller without an oven
after the only one became a Baker's Kitchen or a Bakehouse; Cooking Hearth (minor) giving
back the Simple Fireplace, and Cooking Corner giving back the Cooking Hearth minor (both
leave the game).
"""

from __future__ import annotations

import pytest
from attrs import evolve

from agricola_qt.engine import GameState, legal_moves

from .helpers import full_game, give, play, with_cards, with_hand, with_space

PLENTY = {"wood": 5, "clay": 5, "stone": 5, "grain": 0}


def _upgrade(owned: str, minor: str) -> GameState:
    state = with_cards(with_space(give(full_game(), 0, **PLENTY), "improvement"), 0, owned)
    state = evolve(state, majors=tuple(m for m in state.majors if m != owned))
    state = with_hand(state, 0, minors=(minor,))
    return play(state, "place improvement", f"minor {minor} return {owned}")


@pytest.mark.parametrize("oven", ["bakers-oven", "wood-fired-oven"])
def test_a_minor_oven_given_back_for_the_bakehouse_leaves_the_game(oven: str) -> None:
    state = _upgrade(oven, "bakehouse")
    assert "bakehouse" in state.players[0].cards
    assert oven not in state.players[0].cards and oven not in state.majors
    assert all(oven not in p.minors for p in state.players)


def test_the_bakers_kitchen_is_no_oven_to_give_back_for_the_bakehouse() -> None:
    state = with_cards(with_space(give(full_game(), 0, **PLENTY), "improvement"), 0,
                       "bakers-kitchen")
    state = play(with_hand(state, 0, minors=("bakehouse",)), "place improvement")
    assert not any(m.verb == "minor" and m.args[0] == "bakehouse" for m in legal_moves(state))


@pytest.mark.parametrize("upgrade", ["bakers-kitchen", "bakehouse"])
def test_no_meat_seller_once_the_only_oven_was_upgraded(upgrade: str) -> None:
    from agricola_qt.engine.economy import conversion_rate

    with_oven = give(with_cards(full_game(), 0, "meat-seller", "clay-oven"), 0, cattle=1)
    assert conversion_rate(with_oven, 0, "cattle", False)[0] == 4
    state = give(with_cards(_upgrade("clay-oven", upgrade), 0, "meat-seller"), 0, cattle=1)
    assert "clay-oven" not in state.players[0].cards
    assert conversion_rate(state, 0, "cattle", False)[0] == 0


@pytest.mark.parametrize(("owned", "minor"), [("simple-fireplace", "cooking-hearth"),
                                              ("cooking-hearth", "cooking-corner")])
def test_a_cooking_minor_given_back_leaves_the_game(owned: str, minor: str) -> None:
    state = _upgrade(owned, minor)
    assert minor in state.players[0].cards
    assert owned not in state.players[0].cards and owned not in state.majors
    assert all(owned not in p.minors for p in state.players)


def test_the_card_giving_a_conversion_s_rate_is_known() -> None:
    """The log names it ("turned 1 wood into 2 food (Joinery)"); a crop eaten raw has none."""
    from agricola_qt.engine.economy import conversion_card

    state = with_cards(full_game(), 0, "fireplace-2", "joinery")
    assert conversion_card(state, 0, "veg", False) == "fireplace-2"
    assert conversion_card(state, 0, "wood", True) == "joinery"
    assert conversion_card(state, 0, "wood", False) == ""  # only in a harvest
    assert conversion_card(state, 0, "grain", False) == ""
