import pytest
from attrs import evolve

from agricola_qt.engine import IllegalMove, apply, legal_moves, score_player
from agricola_qt.engine.farmyard import Farmyard
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.grid import boundary_edges, parse_cell

from .helpers import game, give, moves_text, play, set_goods


def cells(*names: str) -> int:
    mask = 0
    for n in names:
        mask |= 1 << parse_cell(n)
    return mask


def with_farm(state, player, **farm):
    p = state.players[player]
    return state.with_player(player, evolve(p, farm=evolve(p.farm, **farm)))


def test_starting_farm_scores_minus_14() -> None:
    state = game()
    sheet = score_player(state.players[0])
    assert sheet.total == -14
    assert sheet.breakdown["unused_spaces"] == -13
    assert sheet.breakdown["people"] == 6


def test_starting_food_two_for_starting_player_three_for_others() -> None:
    state = game(3)
    assert [p.goods.food for p in state.players] == [2, 3, 3]


def test_accumulating_wood_and_taking_it() -> None:
    state = game()
    assert state.spaces[state.space_index("wood")].stock == Goods(wood=3)
    state = play(state, "place wood")
    assert state.players[0].goods.wood == 3
    assert state.spaces[state.space_index("wood")].stock == Goods()
    assert state.actor == 1


def test_solo_wood_space_gives_two_and_no_starting_food() -> None:
    state = game(1)
    assert state.spaces[state.space_index("wood")].stock == Goods(wood=2)
    assert state.players[0].goods.food == 0


def test_unused_accumulation_piles_up() -> None:
    state = play(game(), "place clay", "place reed", "place grain", "place fishing")
    assert state.round == 2
    assert state.spaces[state.space_index("wood")].stock == Goods(wood=6)
    assert state.spaces[state.space_index("clay")].stock == Goods(clay=1)


def test_taken_space_is_refused_with_reason() -> None:
    state = play(game(), "place wood")
    with pytest.raises(IllegalMove, match="already taken"):
        apply(state, "place wood")


def test_room_costs_five_wood_two_reed_and_must_touch_the_house() -> None:
    state = give(game(), 0, wood=10, reed=4)
    state = play(state, "place build-rooms")
    with pytest.raises(IllegalMove, match="c1 is not next to your house"):
        apply(state, "room c1")
    state = play(state, "room b3")
    p = state.players[0]
    assert p.farm.room_count == 3
    assert p.goods.wood == 5 and p.goods.reed == 2
    state = play(state, "room b2")  # no wood left: the action ends by itself
    assert state.players[0].goods == Goods(food=2)


def test_clay_house_rooms_cost_clay() -> None:
    state = with_farm(give(game(), 0, wood=10, reed=2), 0, house="clay")
    state = play(state, "place build-rooms")
    assert "room b2" not in moves_text(state)


def test_renovation_costs_one_clay_per_room_plus_one_reed() -> None:
    state = game(first=("renovation-improvement",))
    # Jump to round 4 and play it out, so that round 5 reveals the stage-2 card.
    state = evolve(state, round=4)
    state = set_goods(state, 0, clay=2, reed=1, food=20)
    state = set_goods(state, 1, food=20)
    state = play(state, "place wood", "place clay", "place grain", "place fishing",
                 "feed", "feed")
    assert state.round == 5
    state = play(state, "place renovation-improvement")
    p = state.players[0]
    assert p.farm.house == "clay"
    assert p.goods.clay == 0 and p.goods.reed == 0


def test_plow_must_touch_other_fields_with_exact_reason() -> None:
    state = with_farm(game(), 0, fields=cells("d1"))
    state = play(state, "place plow")
    with pytest.raises(IllegalMove) as info:
        apply(state, "plow c3")
    assert str(info.value.reason) == "Plough: c3 is not next to your other fields"
    from agricola_qt.engine.refusals import Code

    assert info.value.reason.code is Code.NOT_NEXT_TO_FIELDS
    assert info.value.reason.arguments == {"cell": parse_cell("c3")}
    state = play(state, "plow d2")
    assert state.players[0].farm.fields == cells("d1", "d2")


def test_sowing_grain_gives_three_and_vegetables_two() -> None:
    state = with_farm(give(game(first=("sow-bake",)), 0, grain=1, veg=1), 0,
                      fields=cells("b1", "c1"))
    state = play(state, "place sow-bake", "sow b1 grain", "sow c1 veg")
    assert state.actor == 1  # nothing left to sow or bake: the action ended by itself
    farm = state.players[0].farm
    assert farm.crop_on(parse_cell("b1")).count == 3
    assert farm.crop_on(parse_cell("c1")).count == 2
    assert state.players[0].goods.grain == 0


def test_harvest_takes_one_from_each_field_then_feeds() -> None:
    state = with_farm(game(first=("sow-bake",)), 0, fields=cells("b1"))
    state = give(state, 0, grain=1)
    state = play(state, "place sow-bake", "sow b1 grain")
    state = evolve(state, round=4)
    state = give(state, 0, food=10)
    state = give(state, 1, food=10)
    state = play(state, "place wood", "place clay", "place reed")
    assert state.frame is not None and state.frame.kind == "feed"
    assert state.players[0].goods.grain == 1
    assert state.players[0].farm.crop_on(parse_cell("b1")).count == 2


def test_fencing_one_space_on_an_empty_farm_costs_four() -> None:
    state = give(game(first=("fences",)), 0, wood=10)
    state = play(state, "place fences", "fence-add e1", "fence-build", "done")
    p = state.players[0]
    assert p.farm.fence_count == 4
    assert p.goods.wood == 6
    assert len(p.farm.pastures) == 1


def test_adjacent_pasture_shares_a_fence() -> None:
    state = give(game(first=("fences",)), 0, wood=10)
    state = play(state, "place fences", "fence-add e1", "fence-build", "fence-add d1",
                 "fence-build", "done")
    p = state.players[0]
    assert p.farm.fence_count == 7
    assert len(p.farm.pastures) == 2


def test_two_separate_pastures_not_touching_are_refused() -> None:
    state = give(game(first=("fences",)), 0, wood=10)
    state = play(state, "place fences", "fence-add e1", "fence-build", "fence-add c3")
    with pytest.raises(IllegalMove, match="next to one of your pastures"):
        apply(state, "fence-build")


def test_sixteen_fences_are_refused() -> None:
    state = give(game(first=("fences",)), 0, wood=20)
    # b1..e2 is 8 cells: 12 fences; then e3 alone next to it needs 3 more = 15; one more fails.
    state = play(state, "place fences")
    for cell in ("b1", "c1", "d1", "e1", "b2", "c2", "d2", "e2"):
        state = play(state, f"fence-add {cell}")
    state = play(state, "fence-build")
    assert state.players[0].farm.fence_count == 12
    # d3 + e3 would need 4 more fences: 16 in all.
    refused = play(state, "fence-add d3", "fence-add e3")
    with pytest.raises(IllegalMove, match="15"):
        apply(refused, "fence-build")
    state = play(state, "fence-add e3", "fence-build")
    assert state.players[0].farm.fence_count == 15
    assert state.actor == 1  # all 15 fences used: fencing ended by itself


def test_subdividing_a_pasture_costs_only_the_inner_fence() -> None:
    state = give(game(first=("fences",)), 0, wood=10)
    state = play(state, "place fences", "fence-add d1", "fence-add e1", "fence-build",
                 "fence-add e1", "fence-build", "done")
    p = state.players[0]
    assert p.farm.fence_count == 7
    assert p.goods.wood == 3
    assert len(p.farm.pastures) == 2


def test_pasture_cannot_hold_a_field_or_room() -> None:
    state = with_farm(give(game(first=("fences",)), 0, wood=10), 0, fields=cells("e1"))
    state = play(state, "place fences")
    with pytest.raises(IllegalMove, match="field"):
        apply(state, "fence-add e1")
    with pytest.raises(IllegalMove, match="room"):
        apply(state, "fence-add a2")


def test_stable_costs_two_wood_and_at_most_four() -> None:
    state = give(game(), 0, wood=20)
    state = play(state, "place build-rooms", "stable e1", "stable e2", "stable e3", "stable d1")
    assert state.players[0].farm.stable_count == 4
    assert state.players[0].goods.wood == 12
    # the frame closed: nothing more could be built (rooms need reed)
    assert state.actor == 1


def test_family_stable_space_costs_one_wood() -> None:
    state = give(game(), 0, wood=1)
    state = play(state, "place stable-bake", "stable e1")
    assert state.players[0].goods.wood == 0
    assert state.players[0].farm.stable_count == 1


def test_animals_that_do_not_fit_must_be_cooked_or_released() -> None:
    state = game(first=("sheep",))
    state = evolve(state, spaces=tuple(
        evolve(s, stock=Goods(sheep=3)) if s.space.id == "sheep" else s for s in state.spaces))
    state = play(state, "place sheep")
    assert state.frame is not None and state.frame.kind == "animals"
    assert moves_text(state) == {"keep-best", "release sheep"}
    state = play(state, "keep-best")
    assert state.players[0].goods.sheep == 1  # the pet in the house
    assert state.actor == 1


def test_keep_best_cooks_with_a_fireplace() -> None:
    state = game(first=("sheep",))
    state = evolve(state, spaces=tuple(
        evolve(s, stock=Goods(sheep=3)) if s.space.id == "sheep" else s for s in state.spaces))
    state = state.with_player(0, evolve(state.players[0], cards=("fireplace-2",)))
    state = play(state, "place sheep", "keep-best")
    assert state.players[0].goods.sheep == 1
    assert state.players[0].goods.food == 2 + 2 * 2


def test_family_growth_needs_a_free_room_and_newborn_eats_one() -> None:
    state = game(first=("family-growth",))
    state = evolve(state, round=4)
    state = give(state, 0, food=10)
    state = give(state, 1, food=10)
    state = play(state, "place wood", "place clay", "place reed", "place fishing",
                 "feed", "feed")
    assert state.round == 5
    assert "place family-growth" not in moves_text(state)
    state = with_farm(state, 0, rooms=cells("a2", "a3", "b3"))
    state = play(state, "place family-growth")
    p = state.players[0]
    assert p.people == 3 and p.newborns == 1 and p.available == 1


def test_feeding_a_newborn_costs_one_food() -> None:
    from agricola_qt.engine.harvest import food_needed

    state = game()
    p = evolve(state.players[0], people=3, newborns=1)
    state = state.with_player(0, p)
    assert food_needed(state, 0) == 2 * 2 + 1


def test_solo_adults_eat_three() -> None:
    from agricola_qt.engine.harvest import food_needed

    assert food_needed(game(1), 0) == 6


def test_begging_for_missing_food() -> None:
    state = evolve(game(), round=4)
    state = set_goods(state, 0, food=1)
    state = play(state, "place wood", "place clay", "place reed", "place fishing")
    # player 0 had 1 food and took nothing edible; fishing went to player 1 (2 persons each)
    state = play(state, "feed")
    p = state.players[0]
    assert p.begging == 3
    assert score_player(p).breakdown["begging"] == -9


def test_conversions_grain_raw_and_with_cooking() -> None:
    state = give(game(), 0, grain=1, veg=1)
    state = play(state, "convert grain")
    assert state.players[0].goods.food == 3
    with pytest.raises(IllegalMove, match="cooking improvement"):
        apply(give(state, 0, sheep=1), "convert sheep")


def test_cooking_hearth_by_returning_a_fireplace() -> None:
    state = give(game(first=("improvement",)), 0, clay=2)
    state = play(state, "place improvement", "buy fireplace-2")
    assert "fireplace-2" not in state.majors
    state = play(state, "place wood", "place clay", "place reed")
    # round 2: player 0 starts again
    state = play(state, "place improvement")
    assert "buy cooking-hearth-4 return fireplace-2" in moves_text(state)
    state = play(state, "buy cooking-hearth-4 return fireplace-2")
    assert state.players[0].cards == ("cooking-hearth-4",)
    assert "fireplace-2" in state.majors


def test_clay_oven_bakes_at_once() -> None:
    state = give(game(first=("improvement",)), 0, clay=3, stone=1, grain=2)
    state = play(state, "place improvement", "buy clay-oven")
    assert moves_text(state) >= {"bake clay-oven", "done"}
    state = play(state, "bake clay-oven")
    p = state.players[0]
    assert p.goods.food == 2 + 5 and p.goods.grain == 1
    assert state.actor == 1  # one grain per bake: the frame closed


def test_well_puts_food_on_the_next_five_rounds() -> None:
    state = give(game(first=("improvement",)), 0, wood=1, stone=3)
    state = play(state, "place improvement", "buy well")
    assert sorted(f.round for f in state.future) == [2, 3, 4, 5, 6]
    food = state.players[0].goods.food
    state = play(state, "place clay", "place reed", "place fishing")
    assert state.round == 2
    assert state.players[0].goods.food == food + 1  # the well's food for round 2


def test_joinery_once_per_harvest() -> None:
    state = evolve(game(), round=4)
    state = state.with_player(0, evolve(state.players[0], cards=("joinery",)))
    state = give(state, 0, wood=3)
    state = give(state, 1, food=10)
    state = play(state, "place clay", "place reed", "place grain", "place fishing")
    state = play(state, "convert wood")
    assert "convert wood" not in moves_text(state)
    assert state.players[0].goods.food == 2 + 2


def test_breeding_needs_room_for_the_young() -> None:
    state = evolve(game(), round=4)
    farm = Farmyard(fences=boundary_edges(cells("e1")))  # holds 2
    state = state.with_player(0, evolve(state.players[0], farm=farm,
                                        goods=Goods(food=10, sheep=2)))
    state = give(state, 1, food=10)
    state = play(state, "place clay", "place reed", "place grain", "place fishing",
                 "feed", "feed")
    assert state.players[0].goods.sheep == 3  # the young lives in the house


def test_starting_player_changes_next_round() -> None:
    state = play(game(), "place clay", "place starting-player")
    assert state.starting_player == 0
    state = play(state, "place reed", "place fishing")
    assert state.round == 2 and state.starting_player == 1 and state.actor == 1


def test_game_ends_after_round_14_harvest() -> None:
    import random

    from agricola_qt.engine import legal_moves as lm

    rng = random.Random(3)
    state = game(2)
    while not state.is_over:
        state = apply(state, rng.choice(lm(state)))
    assert state.round == 14
    assert legal_moves(state) == []


def test_five_player_animal_card_cattle_costs_food() -> None:
    state = set_goods(game(5), 0, food=0)
    state = play(state, "place animal")
    assert "take cattle" not in moves_text(state)
    state = play(state, "take sheep")
    assert state.players[0].goods.sheep == 1 and state.players[0].goods.food == 1
