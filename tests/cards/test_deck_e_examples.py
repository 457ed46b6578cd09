"""Cards that serve as examples of each hook (events, costs, housing, choices, conversions)."""

import pytest

from agricola_qt.engine import IllegalMove, apply, score_player
from agricola_qt.engine.economy import can_house, room_cost
from agricola_qt.engine.goods import Goods

from .helpers import full_game, give, moves_text, play, with_cards, with_hand


def test_field_plows_at_once_and_passes_left() -> None:
    state = with_hand(give(full_game(first=("improvement",)), 0, food=1), 0, minors=("field",))
    state = play(state, "place improvement", "minor field")
    assert state.frame is not None and state.frame.plows == 1
    state = play(state, "plow c1")
    assert state.players[0].farm.fields.bit_count() == 1
    assert "field" in state.players[1].minors  # handed to the left
    assert "field" not in state.players[0].cards


def test_fishing_rod_more_food_from_round_8() -> None:
    state = with_cards(full_game(), 0, "fishing-rod")
    after = play(state, "place fishing")
    assert after.players[0].goods.food == 2 + 1 + 1


def test_axe_makes_wooden_rooms_cheaper() -> None:
    state = with_cards(full_game(), 0, "axe")
    assert room_cost(state.players[0]) == Goods(wood=2, reed=2)
    state = give(state, 0, wood=2, reed=2)
    state = play(state, "place build-rooms", "room b3")
    assert state.players[0].goods.wood == 0


def test_building_material_asks_wood_or_clay() -> None:
    state = with_hand(full_game(first=("improvement",)), 0, minors=("building-material",))
    state = play(state, "place improvement", "minor building-material")
    assert moves_text(state) >= {"choose wood", "choose clay"}
    state = play(state, "choose clay")
    assert state.players[0].goods.clay == 1


def test_manger_bonus_points() -> None:
    from attrs import evolve

    from agricola_qt.engine.farmyard import Farmyard
    from agricola_qt.engine.grid import boundary_edges, parse_cell

    seven = sum(1 << parse_cell(c) for c in ("b1", "c1", "d1", "e1", "b2", "c2", "d2"))
    p = evolve(full_game().players[0], farm=Farmyard(fences=boundary_edges(seven)),
               cards=("manger",))
    assert score_player(p).breakdown["bonus_points"] == 2  # 7 pasture spaces


def test_corn_scoop_one_more_grain() -> None:
    state = play(with_cards(full_game(), 0, "corn-scoop"), "place grain")
    assert state.players[0].goods.grain == 2


def test_animal_yard_holds_two_more() -> None:
    from attrs import evolve

    state = with_cards(full_game(), 0, "animal-yard")
    p = evolve(state.players[0], goods=Goods(sheep=1, boar=2))
    assert can_house(p)


def test_academic_counts_twice_for_minor_prerequisites() -> None:
    from agricola_qt.engine.cards.prerequisites import count

    state = with_cards(full_game(), 0, "academic")
    assert count(state.players[0], "occupations") == 2


def test_chief_costs_extra_food_and_scores_stone_rooms() -> None:
    state = with_hand(full_game(), 0, occupations=("chief",))
    state = play(state, "place occupation")  # player 0 has 2 food: chief needs 0 + 2
    state = play(state, "occupation chief")
    assert state.players[0].goods.food == 0


def test_woodcutter_one_more_wood() -> None:
    state = play(with_cards(full_game(), 0, "woodcutter"), "place wood")
    assert state.players[0].goods.wood == 4


def test_quarryman_turns_stone_into_food() -> None:
    state = give(with_cards(full_game(), 0, "quarryman"), 0, stone=1)
    state = play(state, "convert stone")
    assert state.players[0].goods == Goods(food=4)


def test_land_agent_vegetable_now() -> None:
    state = with_hand(full_game(), 0, occupations=("land-agent",))
    state = play(state, "place occupation", "occupation land-agent")
    assert state.players[0].goods.veg == 1


def test_occupation_needs_food() -> None:
    state = with_hand(full_game(), 0, occupations=("chief",))
    from attrs import evolve

    state = state.with_player(0, evolve(state.players[0], goods=Goods(food=1)))
    with pytest.raises(IllegalMove, match="cannot play any occupation"):
        apply(state, "place occupation")


def test_solo_series_kept_occupation_is_in_play_and_not_dealt() -> None:
    from agricola_qt.engine import new_game, new_setup
    from agricola_qt.engine.solo import SoloSeries

    series = SoloSeries(game=2, kept_occupations=("woodcutter",), bonus_food=3)
    state = new_game(new_setup(1, family=False, seed=8, solo=series))
    p = state.players[0]
    assert p.cards == ("woodcutter",)
    assert "woodcutter" not in p.occupations
    # the kept occupation takes the place of a new one (seed 002, solo series)
    assert len(p.occupations) == 6 and len(p.minors) == 7
    state = play(state, "place wood")
    assert state.players[0].goods.wood == 2 + 1  # solo forest gives 2, the Woodcutter 1 more
    # the kept occupation counts: the first occupation now costs 1 food
    from agricola_qt.engine.improvements import occupation_cost
    from agricola_qt.engine.state import Frame

    frame = Frame("action", 0, occupations=1)
    assert occupation_cost(state, 0, frame, "land-agent") == Goods(food=1)
