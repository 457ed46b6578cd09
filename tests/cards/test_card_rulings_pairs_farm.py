"""Card pairs of the compendium's rulings (v11.1) about ploughing, the Manure's extra field
phase, animals and cards counted as improvements.  The full list:
``docs/card-combinations.md``.

Pairs covered here: Manure's field phase outside a harvest with Spindle, Butter Churn,
Milking Shed, Loom, Milking Stool and Milking Hand (no food), and with Layabout (no
harvest); Rake with Harrow, Punner and Yoke (6 fields needed); Yoke
with another player's Harrow; Guildmaster with Basketmaker, Potter, Cabinetmaker and a
Sawmill (2 of the resource each); Village Elder with Clay Deposit and Tavern (improvements);
Carp Pond's prerequisite with the Clay Deposit; Estate Manager with Horse (the Horse is no
animal); Animal Feed with House Goat and Horse (no animals given); Manure's and Liquid
Manure's prerequisites with House Goat and Horse (no animals); Animal Yard with Organic
Farmer (the yard counts once it is large enough, with the Drinking Trough); Manure with
Market Woman (a harvest: no grain).
"""

from __future__ import annotations

import pytest

from agricola_qt.engine import score_player
from agricola_qt.engine.cards.prerequisites import count
from agricola_qt.engine.cards.registry import card
from agricola_qt.engine.farmyard import SownField
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.grid import boundary_edges, parse_cell

from .helpers import cells, full_game, give, moves_text, play, set_goods, with_cards, with_farm

ROUND_1 = ("place wood", "place clay", "place reed", "place fishing")


def test_the_manures_field_phase_gives_no_food_from_the_animal_cards() -> None:
    state = with_farm(full_game(), 0, fields=cells("c1"),
                      sown=(SownField(parse_cell("c1"), "grain", 2),),
                      fences=boundary_edges(cells("d1", "d2", "d3", "e1", "e2", "e3")))
    state = give(with_cards(state, 0, "manure", "spindle", "butter-churn", "milking-shed",
                            "loom"), 0, sheep=6)
    state = play(state, *ROUND_1)
    assert state.frame is not None and state.frame.space == "manure"
    before = state.players[0].goods
    state = play(state, "choose harvest")
    assert state.players[0].goods - before == Goods(grain=1)


def test_the_manures_vegetables_are_a_harvest_not_a_gift_to_the_market_woman() -> None:
    """Crops taken in a field phase are harvested, also in the Manure's (the compendium lists
    the field-phase cards it wakes: Corn Storehouse, Water Mill, Gardener); the Market
    Woman's 2 grain come with vegetables given by an action or a minor improvement.  Her
    text says so since a tester looked for them after a Manure harvest."""
    state = with_farm(full_game(), 0, fields=cells("c1"),
                      sown=(SownField(parse_cell("c1"), "veg", 2),))
    state = with_cards(state, 0, "manure", "market-woman")
    state = play(state, *ROUND_1)
    assert state.frame is not None and state.frame.space == "manure"
    before = state.players[0].goods
    state = play(state, "choose harvest")
    assert state.players[0].goods - before == Goods(veg=1)
    assert "harvest of your fields" in card("market-woman").text


@pytest.mark.parametrize("tool", ["harrow", "punner", "yoke"])
def test_the_rake_needs_six_fields_after_a_ploughing_card(tool: str) -> None:
    five = cells("c1", "c2", "c3", "d1", "d2")
    state = with_farm(with_cards(full_game(), 0, "rake", tool), 0, fields=five)
    assert score_player(state.players[0]).breakdown["bonus_points"] == 0
    state = with_farm(state, 0, fields=five | cells("d3"))
    assert score_player(state.players[0]).breakdown["bonus_points"] == 2


def test_the_yoke_ploughs_a_field_for_another_players_harrow() -> None:
    state = with_cards(with_cards(full_game(), 1, "harrow"), 0, "yoke")
    state = card("yoke").on_acquired(state, 0)
    assert state.frame is not None and state.frame.plows == 1 and "plow c1" in moves_text(state)


@pytest.mark.parametrize(("played", "goods"), [
    ("basketmaker", Goods(reed=2)), ("potter", Goods(clay=2)), ("cabinetmaker", Goods(wood=2)),
    ("sawmill", Goods(wood=2))])
def test_the_guildmaster_gives_two_for_a_card_already_played(played: str, goods: Goods) -> None:
    state = set_goods(with_cards(full_game(), 0, played, "guildmaster"), 0)
    state = card("guildmaster").on_acquired(state, 0)
    assert state.players[0].goods == goods


@pytest.mark.parametrize("minor", ["clay-deposit", "tavern"])
def test_clay_deposit_and_tavern_are_improvements_for_the_village_elder(minor: str) -> None:
    state = with_cards(with_cards(full_game(), 0, minor), 1, "village-elder")
    assert count(state.players[0], "improvements") == 1
    assert card("village-elder").bonus_points_for_other(state.players[0], state.players) == 3


def test_the_clay_deposit_counts_for_the_carp_ponds_prerequisite() -> None:
    state = with_cards(full_game(), 0, "clay-deposit", "wood-fired-oven", "woodcutter")
    assert card("carp-pond").prerequisite_problem(state, 0) is None
    alone = with_cards(full_game(), 0, "wood-fired-oven", "woodcutter")
    assert card("carp-pond").prerequisite_problem(alone, 0) is not None


def test_the_horse_is_no_animal_for_the_estate_manager() -> None:
    state = with_cards(give(full_game(3), 0, sheep=1, boar=1), 0, "estate-manager", "horse")
    manager = card("estate-manager")
    assert manager.bonus_points(state.players[0], state.players) == 2
    state = give(state, 1, cattle=1)  # someone has more cattle: the Horse does not help
    assert manager.bonus_points(state.players[0], state.players) == 0


@pytest.mark.parametrize("pet", ["house-goat", "horse"])
def test_house_goat_and_horse_are_no_animals(pet: str) -> None:
    state = with_cards(full_game(), 0, pet)
    p = state.players[0]
    assert count(p, "animals") == 0  # nothing towards Manure's 2 or Liquid Manure's 4
    assert card("manure").prerequisite_problem(state, 0) is not None
    assert card("liquid-manure").prerequisite_problem(state, 0) is not None


@pytest.mark.parametrize("pet", ["house-goat", "horse"])
def test_animal_feed_gives_nothing_for_house_goat_or_horse(pet: str) -> None:
    from agricola_qt.engine.events import Event
    from agricola_qt.engine.spaces import LAST_ROUND
    from agricola_qt.engine.values import replace

    state = replace(with_cards(full_game(), 0, "animal-feed", pet), round=LAST_ROUND)
    before = state.players[0].goods
    after = card("animal-feed").on_event(state, 0, Event("breeding_end"))
    assert after.players[0].goods == before
    sheep = give(state, 0, sheep=1)
    assert card("animal-feed").on_event(sheep, 0, Event("breeding_end")).players[0].goods == \
        before + Goods(sheep=2)


def test_the_manures_field_phase_gives_no_cattle_card_food() -> None:
    state = with_farm(full_game(), 0, fields=cells("c1"),
                      sown=(SownField(parse_cell("c1"), "grain", 2),),
                      fences=boundary_edges(cells("d1", "d2", "d3", "e1", "e2", "e3")))
    state = give(with_cards(state, 0, "manure", "milking-stool", "milking-hand"), 0, cattle=5)
    state = play(state, *ROUND_1)
    before = state.players[0].goods
    state = play(state, "choose harvest")
    assert state.players[0].goods - before == Goods(grain=1)


def test_the_manures_field_phase_is_not_the_harvest_the_layabout_sits_out() -> None:
    from agricola_qt.engine.cards.deck_i.occupations import LayaboutRound
    from agricola_qt.engine.memory import recall

    from .test_deck_k_occupations import occupation

    state = with_farm(with_cards(full_game(), 0, "manure"), 0, fields=cells("c1"),
                      sown=(SownField(parse_cell("c1"), "grain", 2),))
    state = play(occupation(state, "layabout"), "place wood", "place clay", "place reed")
    assert state.frame is not None and state.frame.space == "manure"
    state = play(state, "choose harvest")
    assert state.players[0].farm.crop_total("grain") == 1
    assert recall(state.players[0], LayaboutRound) == LayaboutRound((4,))  # still to come


@pytest.mark.parametrize(("sheep", "trough", "points"), [
    (1, True, 1), (2, True, 1), (3, True, 0), (1, False, 0)])
def test_the_animal_yard_counts_for_the_organic_farmer_when_large_enough(
        sheep: int, trough: bool, points: int) -> None:
    # no pastures: the yard holds 2, or 4 with the Drinking Trough, of which 1 leaves room
    # for 3 more; the house takes one more sheep
    cards = ("organic-farmer", "animal-yard", *(("drinking-trough",) if trough else ()))
    state = set_goods(with_cards(full_game(), 0, *cards), 0, sheep=sheep)
    assert score_player(state.players[0]).breakdown["bonus_points"] == points
