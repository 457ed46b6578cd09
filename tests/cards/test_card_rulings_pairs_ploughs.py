"""Card pairs of the compendium's rulings (v11.1) about ploughing with cards, and a few
small pairs left over (Smallholder and Animal Yard, Reed Collector and Fish Trap).  The full
list: ``docs/card-combinations.md``.

Pairs covered here: Field with Harrow (the Field ploughs exactly one field); Plough Maker
with Harrow (both on one Plough action: 3 fields); Plough Driver with Harrow (the Driver's
field at a round's start has no Harrow, nor a Plough Maker's field); Field Watchman with
Harrow (none); Madonna Statue with Rake (a discarded Harrow no longer counts); Punner after
another player's Harrow; Smallholder not enlarging the Animal Yard; Reed Collector's reed
giving no Fish Trap food.
"""

from __future__ import annotations

from agricola_qt.engine.cards.registry import card
from agricola_qt.engine.economy import housing
from agricola_qt.engine.rules import settle, start_round

from .helpers import cells, full_game, give, play, with_cards, with_farm, with_hand, with_space


def test_playing_the_field_ploughs_one_field_without_the_harrow() -> None:
    state = with_hand(with_cards(with_space(full_game(), "improvement"), 0, "harrow"), 0,
                      minors=("field",))
    state = play(state, "place improvement", "minor field")
    assert state.frame is not None and state.frame.plows == 1
    assert not any(f.kind == "card" and f.space == "harrow" for f in state.pending)


def test_the_plough_maker_and_the_harrow_work_on_one_plough_action() -> None:
    state = give(with_cards(full_game(), 0, "harrow", "plough-maker"), 0, food=2)
    state = play(state, "place plow", "choose plow", "plow c1")
    assert state.frame is not None and state.frame.options == ("harrow-2", "plough-1")
    state = play(state, "choose harrow-2", "plow c2", "plow c3")
    assert state.players[0].farm.fields.bit_count() == 3


def test_no_harrow_for_the_plough_drivers_field() -> None:
    state = with_farm(give(with_cards(full_game(), 0, "harrow", "plough-driver"), 0, food=2),
                      0, house="stone")
    state = settle(start_round(state))
    assert state.frame is not None and state.frame.space == "plough-driver"
    state = play(state, "choose plow")
    assert state.frame is not None and state.frame.plows == 1
    assert not any(f.kind == "card" and f.space == "harrow" for f in state.pending)


def test_the_punner_ploughs_when_another_player_uses_the_harrow() -> None:
    state = with_cards(with_cards(full_game(), 0, "harrow"), 1, "punner")
    state = play(state, "place plow", "choose harrow-2", "plow c1", "plow c2")
    assert state.actor == 1 and state.frame is not None and state.frame.space == "punner"
    assert state.frame.plows == 1


def test_the_smallholder_does_not_enlarge_the_animal_yard() -> None:
    state = with_cards(full_game(), 0, "animal-yard")
    assert housing(with_cards(state, 0, "smallholder").players[0]).yards == \
        housing(state.players[0]).yards == (2,)


def test_the_reed_collectors_reed_gives_no_fish_trap_food() -> None:
    state = with_cards(full_game(), 0, "fish-trap", "reed-collector")
    state = card("reed-collector").on_acquired(state, 0)
    food = state.players[0].goods.food
    state = settle(start_round(state))
    assert state.players[0].goods.reed == 1 and state.players[0].goods.food == food


def test_the_plough_driver_field_gets_no_plough_maker_field() -> None:
    state = with_farm(give(with_cards(full_game(), 0, "plough-driver", "plough-maker"), 0,
                           food=3), 0, house="stone")
    state = play(settle(start_round(state)), "choose plow", "plow c1")
    assert state.frame is None and state.players[0].farm.fields.bit_count() == 1


def test_no_harrow_for_the_field_watchmans_field() -> None:
    state = play(with_cards(full_game(), 0, "field-watchman", "harrow"), "place grain")
    assert state.frame is not None and state.frame.space == "field-watchman"
    assert state.frame.plows == 1
    assert not any(f.kind == "card" and f.space == "harrow" for f in state.pending)


def test_a_plough_discarded_for_the_madonna_statue_no_longer_raises_the_rakes_target() -> None:
    from agricola_qt.engine import score_player

    five = cells("c1", "c2", "c3", "d1", "d2")
    state = with_cards(with_space(full_game(), "improvement"), 0, "rake", "harrow", "corn-scoop")
    state = with_farm(state, 0, fields=five)
    assert score_player(state.players[0]).breakdown["bonus_points"] == 0  # 6 needed
    state = with_hand(state, 0, minors=("madonna-statue",))
    state = play(state, "place improvement", "minor madonna-statue", "choose harrow",
                 "choose corn-scoop")
    assert "harrow" not in state.players[0].cards
    assert score_player(state.players[0]).breakdown["bonus_points"] == 2  # 5 are enough


def test_the_plough_driver_offers_its_field_to_a_player_who_must_cook_for_the_food() -> None:
    """Food may be made at any time: with no food but a grain, the offer stands, the
    ploughing waits for the food, and old records keep the old rule (no offer)."""
    from attrs import evolve

    from agricola_qt.engine.goods import Goods
    from tests.cards.helpers import moves_text

    state = with_farm(with_cards(full_game(), 0, "plough-driver"), 0, house="stone")
    p = state.players[0]
    state = state.with_player(0, evolve(p, goods=Goods(grain=1)))
    old = evolve(state, setup=evolve(state.setup, rules_version=5))
    assert settle(start_round(old)).frame is None
    state = settle(start_round(state))
    assert state.frame is not None and state.frame.space == "plough-driver"
    assert "choose plow" not in moves_text(state) and "convert grain" in moves_text(state)
    state = play(state, "convert grain", "choose plow")
    assert state.frame is not None and state.frame.plows == 1
    assert state.players[0].goods.food == 0
