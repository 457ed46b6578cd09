"""Card pairs of the compendium's rulings (v11.1) about what does, or does not, set another
card off: grain that is no Take 1 Grain action, milling that is no baking, cooking
improvements that count as a Fireplace, wood turned into food.  The full list:
``docs/card-combinations.md``.

Pairs covered here: Granary's grain with Grain Cart, Corn Scoop, Pieceworker, Sycophant,
Seed Seller, Greengrocer, Market Crier and Field Watchman (none acts); Corn Sheaf with
Market Crier (nothing); Windmill and Hand Mill with Master Baker and Bread Seller (no
baking), Windmill with Millstone, Water Mill with Millstone, Bread Seller and Master Baker;
Gypsy's Crock with Simple Fireplace, Cooking Hearth (minor) and Cooking Corner; Spices with
Cooking Corner, not with the Lettuce Patch's food; Plane with Cabinetmaker and Sawmill;
Charcoal Burner for the Simple Fireplace; Millstone with the Baker's harvest bake (2 food once).
"""

from __future__ import annotations

import pytest

from agricola_qt.engine import GameState
from agricola_qt.engine.cards.registry import card
from agricola_qt.engine.goods import Goods

from .helpers import at_round, full_game, give, moves_text, play, with_cards, with_hand, with_space
from .test_deck_e_minors import to_feeding

GRAIN_CARDS = ("grain-cart", "corn-scoop", "pieceworker", "sycophant", "seed-seller",
               "greengrocer", "market-crier", "field-watchman")


def _goods(state: GameState, player: int = 0) -> Goods:
    return state.players[player].goods


# --- grain that is no Take 1 Grain action ------------------------------------------------------

@pytest.mark.parametrize("other", GRAIN_CARDS)
def test_the_granarys_grain_is_no_take_one_grain_action(other: str) -> None:
    from agricola_qt.engine.rules import settle, start_round

    state = at_round(with_cards(full_game(), 0, other), 7)
    state = card("granary").on_acquired(with_cards(state, 0, "granary"), 0)
    before = _goods(state)
    state = settle(start_round(state))  # round 8: the Granary's grain
    assert state.round == 8 and (state.frame is None or state.frame.kind != "card")
    gained = _goods(state) - before
    assert gained.grain == 1 and gained.veg == 0 and gained.food == 0


def test_corn_sheaf_grain_does_not_set_off_the_market_crier() -> None:
    state = with_hand(with_cards(with_space(full_game(), "improvement"), 0, "market-crier"), 0,
                      minors=("corn-sheaf",))
    other = _goods(state, 1)
    state = play(state, "place improvement", "minor corn-sheaf")
    assert _goods(state).grain == 1 and _goods(state).veg == 0
    assert _goods(state, 1) == other and state.frame is None


# --- milling is no baking ------------------------------------------------------------------

@pytest.mark.parametrize("other", ["master-baker", "bread-seller"])
def test_the_windmill_is_no_baking_for_another_players_cards(other: str) -> None:
    state = give(with_cards(with_cards(full_game(), 0, "windmill"), 1, other, "fireplace-2"), 0,
                 grain=2)
    state = give(state, 1, grain=1)
    before = _goods(state, 1)
    state = play(state, "convert grain")
    assert _goods(state).food == 2 + 2
    assert _goods(state, 1) == before and state.actor == 0
    assert state.frame is None or state.frame.player == 0


def test_the_windmill_is_no_baking_for_its_owners_millstone_or_bread_seller() -> None:
    state = give(with_cards(full_game(), 0, "windmill", "millstone", "bread-seller"), 0, grain=1)
    state = play(state, "convert grain")
    assert _goods(state) == Goods(food=2 + 2)


@pytest.mark.parametrize("other", ["master-baker", "bread-seller"])
def test_the_hand_mill_is_no_baking(other: str) -> None:
    state = give(with_cards(with_cards(full_game(), 0, "hand-mill"), 1, other, "fireplace-2"), 0,
                 grain=2)
    state = to_feeding(state)
    moves = moves_text(state)
    milling = sorted(m for m in moves if "hand-mill" in m)
    assert milling, moves
    before = _goods(state, 1)
    state = play(state, milling[0])
    assert _goods(state, 1) == before


# --- cooking improvements and the cards counting them ----------------------------------------

@pytest.mark.parametrize(("cooker", "food"), [("simple-fireplace", 1 + 1),
                                              ("cooking-hearth", 2 + 2),
                                              ("cooking-corner", 2 + 2)])
def test_gypsys_crock_with_cooking_improvement_minors(cooker: str, food: int) -> None:
    state = give(with_cards(full_game(), 0, "gypsys-crock", cooker), 0, sheep=2)
    assert "use gypsys-crock sheep+sheep" in moves_text(state)
    state = play(state, "use gypsys-crock sheep+sheep")
    assert _goods(state) == Goods(food=2 + food + 1)


def test_spices_with_the_cooking_corner() -> None:
    state = give(with_cards(full_game(), 0, "spices", "cooking-corner"), 0, veg=1)
    state = play(state, "convert veg")
    assert _goods(state) == Goods(food=2 + 4 + 1)


def test_no_spices_food_for_the_lettuce_patchs_vegetables() -> None:
    from agricola_qt.engine.farmwork import card_fields
    from agricola_qt.engine.values import replace

    from .test_deck_e_minors import finish_work

    state = with_cards(full_game(), 0, "lettuce-patch", "spices")
    p = state.players[0]
    slot = next(iter(card_fields(p)))
    state = state.with_player(0, replace(p, farm=p.farm.with_sown(slot, "veg", 2)))
    state = finish_work(at_round(state, 4))
    assert state.frame is not None and state.frame.space == "lettuce-patch"
    food = _goods(state).food
    state = play(state, "choose sell")
    assert _goods(state).food == food + 4  # the Lettuce Patch's 4 food, nothing more


@pytest.mark.parametrize("converter", ["cabinetmaker", "sawmill"])
def test_plane_after_the_cabinetmaker_or_sawmill(converter: str) -> None:
    state = give(with_cards(full_game(), 0, converter, "plane"), 0, wood=2)
    state = to_feeding(state)
    food = _goods(state).food
    state = play(state, "convert wood")
    assert "use plane food" in moves_text(state)
    gained = _goods(state).food - food
    state = play(state, "use plane food")
    assert _goods(state).food == food + gained + 1


def test_the_simple_fireplace_is_a_baking_improvement_for_the_charcoal_burner() -> None:
    state = with_hand(with_space(full_game(), "improvement"), 0, minors=("simple-fireplace",))
    state = with_cards(give(state, 0, clay=1), 1, "charcoal-burner")
    other = _goods(state, 1)
    state = play(state, "place improvement", "minor simple-fireplace")
    assert _goods(state, 1) - other == Goods(wood=1, food=1)


def test_the_water_mill_is_no_baking_for_millstone_bread_seller_or_master_baker() -> None:
    from .test_deck_e_minors import finish_work

    state = give(with_cards(full_game(), 0, "water-mill", "millstone", "bread-seller",
                            "fireplace-2"), 0, grain=2)
    state = with_cards(give(state, 1, grain=1), 1, "master-baker", "fireplace-3")
    state = finish_work(at_round(state, 4))
    assert state.frame is not None and state.frame.space == "water-mill"
    food, other = _goods(state).food, _goods(state, 1)
    state = play(state, "choose mill")
    assert _goods(state).food == food + 3  # the mill's 3 food, no Millstone or Bread Seller
    assert _goods(state, 1) == other  # no Master Baker bake offered: it is player 1's mill turn
    assert state.frame is not None and state.frame.space == "water-mill"


def test_the_bakers_harvest_bake_gets_the_millstones_2_food_once() -> None:
    from .test_deck_e_minors import finish_work

    state = give(with_cards(full_game(), 0, "baker", "millstone", "fireplace-2"), 0, grain=3)
    state = finish_work(at_round(state, 4))
    assert state.frame is not None and state.frame.bake
    food = _goods(state).food
    state = play(state, "bake fireplace-2", "bake fireplace-2", "done")
    assert _goods(state).food == food + 2 + 2 + 2  # two grain, the Millstone's 2 once
