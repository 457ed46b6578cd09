"""K-deck minor improvements K105-K146 and K339, each in a game situation."""

from __future__ import annotations

import pytest
from attrs import evolve

from agricola_qt.engine import GameState, Move, score_player, why_illegal
from agricola_qt.engine.cards.patterns import PloughsUsed
from agricola_qt.engine.cards.registry import card
from agricola_qt.engine.economy import can_house, renovation_cost, room_cost
from agricola_qt.engine.farmyard import Farmyard, SownField
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.grid import CELL_COUNT, boundary_edges, parse_cell
from agricola_qt.engine.harvest import food_needed
from agricola_qt.engine.scoring import scores

from .helpers import at_round, full_game, give, moves_text, play, with_cards, with_hand
from .test_deck_e_minors import (
    cells,
    finish_work,
    set_farm,
    set_goods,
    to_feeding,
    with_round_space,
)

ONE_OCCUPATION = ("land-agent",)
TWO_OCCUPATIONS = ("academic",)  # the Academic counts twice for prerequisites
THREE_OCCUPATIONS = ("academic", "chief")
FOUR_OCCUPATIONS = ("land-agent", "academic", "chief")


def goods(state: GameState, player: int = 0) -> Goods:
    return state.players[player].goods


def play_minor(state: GameState, card_id: str, *moves: str, returns: str = "") -> GameState:
    """Player 0 plays the minor on the Starting Player space."""
    state = with_hand(state, 0, minors=(card_id,))
    suffix = f" return {returns}" if returns else ""
    return play(state, "place starting-player", f"minor {card_id}{suffix}", *moves)


def refusal(state: GameState, card_id: str) -> str:
    """Why player 0 may not play this minor on the Starting Player space."""
    state = play(with_hand(state, 0, minors=(card_id, "corn-sheaf")), "place starting-player")
    return str(why_illegal(state, Move.parse(f"minor {card_id}")) or "")


def bonus(state: GameState, player: int = 0) -> int:
    return score_player(state.players[player]).breakdown["bonus_points"]


def grain_field(*names: str, count: int = 3) -> tuple[SownField, ...]:
    return tuple(SownField(parse_cell(n), "grain", count) for n in names)


# --- passing cards ---------------------------------------------------------------------------

@pytest.mark.parametrize(("card_id", "pay", "paid", "got"), [
    ("lumber", {"stone": 1}, Goods(stone=1), Goods(wood=3)),
    ("corn-sheaf", {}, Goods(), Goods(grain=1)),
    ("boar-breeding", {"food": 1}, Goods(food=1), Goods(boar=1)),
    ("stone-exchange", {"clay": 2}, Goods(clay=2), Goods(stone=2)),
])
def test_passing_cards_give_goods_and_go_left(card_id: str, pay: dict[str, int], paid: Goods,
                                              got: Goods) -> None:
    state = give(full_game(), 0, **pay)
    before = goods(state)
    state = play_minor(state, card_id)
    assert goods(state) == before - paid + got
    assert card_id in state.players[1].minors
    assert card_id not in state.players[0].cards


def test_clay_hut_extension_adds_a_free_room_to_a_clay_hut() -> None:
    state = give(full_game(), 0, clay=4, reed=1)
    state = set_farm(state, 0, Farmyard(house="clay"))
    state = play_minor(state, "clay-hut-extension")
    assert "choose b2" in moves_text(state)
    state = play(state, "choose b2")
    assert state.players[0].farm.room_count == 3
    assert goods(state).clay == 0 and goods(state).reed == 0
    assert "clay-hut-extension" in state.players[1].minors


def test_clay_hut_extension_needs_a_clay_hut() -> None:
    assert "clay hut" in refusal(give(full_game(), 0, clay=4, reed=1), "clay-hut-extension")


# --- goods waiting on round spaces ------------------------------------------------------------

PROMISES = [
    ("beehive", (*THREE_OCCUPATIONS, "fireplace-2", "axe"), {}, 5, (6, 8, 10, 12, 14),
     Goods(food=2)),
    ("stone-cart", TWO_OCCUPATIONS, {"wood": 2}, 3, (4, 6, 8, 10, 12, 14), Goods(stone=1)),
    ("granary", (), {"clay": 3}, 9, (10, 12), Goods(grain=1)),
    ("granary", (), {"wood": 3}, 2, (8, 10, 12), Goods(grain=1)),
    ("duck-pond", TWO_OCCUPATIONS, {}, 5, (6, 7, 8), Goods(food=1)),
    ("swan-lake", FOUR_OCCUPATIONS, {}, 11, (12, 13, 14), Goods(food=1)),
    ("swan-lake", FOUR_OCCUPATIONS, {}, 2, (3, 4, 5, 6, 7), Goods(food=1)),
]


@pytest.mark.parametrize(("card_id", "in_front", "cost", "round_no", "rounds", "put"), PROMISES)
def test_goods_wait_on_round_spaces(card_id: str, in_front: tuple[str, ...],
                                    cost: dict[str, int], round_no: int,
                                    rounds: tuple[int, ...], put: Goods) -> None:
    state = at_round(with_cards(full_game(), 0, *in_front), round_no)
    state = play_minor(give(state, 0, **cost), card_id)
    assert card_id in state.players[0].cards
    assert [(f.round, f.goods) for f in state.future if f.player == 0] == [
        (r, put) for r in rounds]


def test_herb_garden_needs_a_vegetable_field_and_pays_out_next_round() -> None:
    state = full_game()
    assert "vegetable field" in refusal(state, "herb-garden")
    veg = Farmyard(fields=cells("c1"), sown=(SownField(parse_cell("c1"), "veg", 2),))
    state = play_minor(set_farm(state, 0, veg), "herb-garden")
    assert [f.round for f in state.future if f.player == 0] == [2, 3, 4, 5, 6]
    food = goods(state).food
    state = finish_work(state)
    assert state.round == 2 and [f.round for f in state.future if f.player == 0] == [3, 4, 5, 6]
    assert goods(state).food >= food + 1


def test_beehive_discarded_with_the_madonna_statue_loses_its_food() -> None:
    state = at_round(with_cards(full_game(), 0, *THREE_OCCUPATIONS, "fireplace-2", "axe"), 5)
    state = play_minor(state, "beehive")
    state = with_hand(finish_work(state), 0, minors=("madonna-statue",))
    assert state.round == 6 and not [f for f in state.future if f.player == 0 and f.round == 6]
    state = play(state, "place starting-player", "minor madonna-statue", "choose beehive",
                 "choose axe")
    assert not [f for f in state.future if f.player == 0]


def test_greenhouse_vegetable_for_one_food_four_and_seven_rounds_ahead() -> None:
    state = at_round(with_cards(full_game(), 0, *ONE_OCCUPATION), 2)
    state = play_minor(give(state, 0, wood=2), "greenhouse")
    state = finish_work(at_round(state, 5))  # round 6 begins: 2 + 4
    assert state.round == 6 and state.frame is not None and state.actor == 0
    assert moves_text(state) >= {"choose buy", "choose leave"}
    food = goods(state).food
    state = play(state, "choose buy")
    assert goods(state).veg == 1 and goods(state).food == food - 1


def test_greenhouse_vegetable_needs_the_food() -> None:
    state = at_round(with_cards(full_game(), 0, *ONE_OCCUPATION), 2)
    state = play_minor(give(state, 0, wood=2), "greenhouse")
    state = finish_work(set_goods(at_round(state, 5), 0))
    state = set_goods(state, 0)
    assert "the vegetable costs 1 food" in str(why_illegal(state, Move.parse("choose buy")) or "")
    state = play(state, "choose leave")
    assert goods(state).veg == 0 and state.frame is None


# --- action spaces ----------------------------------------------------------------------------

def test_clay_pit_three_clay_more_from_day_labourer() -> None:
    state = play(with_cards(full_game(), 0, "clay-pit"), "place day-labourer")
    assert goods(state).clay == 3


def test_landing_net_two_food_for_reed() -> None:
    state = with_cards(full_game(), 0, "landing-net")
    food = goods(state).food
    state = play(state, "place reed")
    assert goods(state).food == food + 2


def test_landing_net_one_food_with_other_resources() -> None:
    state = with_cards(full_game(3), 0, "landing-net")
    food = goods(state).food
    state = play(state, "place building-resource", "take reed")
    assert goods(state).food == food + 2
    state = with_cards(full_game(3), 0, "landing-net")
    index = state.space_index("reed")
    state = state.with_space(index, evolve(state.spaces[index], stock=Goods(reed=1, wood=1)))
    state = play(state, "place reed")
    assert goods(state).food == food + 1


def test_clapper_one_grain_more_per_grain_field_on_family_growth() -> None:
    state = with_round_space(with_cards(full_game(), 0, "clapper"), "urgent-family-growth")
    farm = Farmyard(fields=cells("c1", "c2", "c3"),
                    sown=(*grain_field("c1", "c2"), SownField(parse_cell("c3"), "veg", 2)))
    state = play(set_farm(state, 0, farm), "place urgent-family-growth")
    counts = [(f.crop, f.count) for f in state.players[0].farm.sown]
    assert counts == [("grain", 4), ("grain", 4), ("veg", 2)]


def test_clapper_played_after_family_growth_this_round() -> None:
    state = with_round_space(full_game(), "family-growth")
    farm = Farmyard(rooms=cells("a1", "a2", "a3"), fields=cells("c1"), sown=grain_field("c1"))
    state = with_hand(give(set_farm(state, 0, farm), 0, wood=1), 0, minors=("clapper",))
    state = play(state, "place family-growth", "minor clapper")
    assert state.players[0].farm.sown[0].count == 4


def test_sleeping_corner_joins_a_taken_family_growth_space() -> None:
    state = with_round_space(full_game(), "urgent-family-growth")
    state = play(state, "place fishing", "place urgent-family-growth")
    assert "place urgent-family-growth" not in moves_text(state)
    state = with_cards(state, 0, "sleeping-corner")
    state = play(state, "place urgent-family-growth")
    assert state.players[0].people == 3 and state.players[1].people == 3


# --- ploughing --------------------------------------------------------------------------------

def test_swing_plough_twice_on_plough_1_field_only() -> None:
    state = with_cards(full_game(), 0, "swing-plough")
    state = play(state, "place plow", "choose plough-3", "plow c1", "plow c2", "plow c3")
    assert state.players[0].farm.fields.bit_count() == 3
    assert state.players[0].memory == (PloughsUsed(("swing-plough",)),)
    sow = with_round_space(with_cards(full_game(), 0, "swing-plough"), "plow-sow")
    sow = play(sow, "place plow-sow")
    assert "choose plough-3" not in moves_text(sow)


def test_crooked_plough_once_per_game() -> None:
    state = with_cards(full_game(), 0, "crooked-plough")
    state = play(state, "place plow", "choose plough-3", "plow c1", "plow c2", "plow c3")
    state = finish_work(state)
    state = play(state, "place plow")
    assert "choose plough-3" not in moves_text(state)


def test_one_plough_per_action() -> None:
    state = with_cards(full_game(), 0, "swing-plough", "crooked-plough")
    state = play(state, "place plow", "choose plough-3")
    assert "another plough is already used" in str(
        why_illegal(state, Move.parse("choose plough-3")) or "")


def test_yoke_one_field_per_plough_on_the_table() -> None:
    state = with_cards(full_game(), 1, "riding-plough")
    state = with_cards(give(state, 0, wood=1, cattle=1), 0, "swing-plough")
    state = play_minor(state, "yoke")
    assert state.frame is not None and state.frame.plows == 2
    state = play(state, "plow c1", "plow c2")
    assert state.players[0].farm.fields.bit_count() == 2


def _two_cattle_in_a_pasture(state: GameState) -> GameState:
    p = state.players[0]
    farm = evolve(p.farm, fences=boundary_edges(1 << parse_cell("e3")))
    return state.with_player(0, evolve(p, farm=farm, goods=p.goods + Goods(wood=3, cattle=2)))


def test_ox_team_ploughs_one_field_per_complete_round_left() -> None:
    state = at_round(_two_cattle_in_a_pasture(full_game()), 12)
    state = play_minor(state, "ox-team")
    assert state.frame is not None and state.frame.plows == 2
    early = play_minor(_two_cattle_in_a_pasture(full_game()), "ox-team")
    assert early.frame is not None and early.frame.plows == 3


def test_flail_bakes_on_plough_1_field() -> None:
    state = give(with_cards(full_game(), 0, "flail", "clay-oven"), 0, grain=1)
    state = play(state, "place plow")
    assert "bake clay-oven" in moves_text(state)
    state = play(state, "bake clay-oven", "plow c1")
    assert goods(state).grain == 0 and state.players[0].farm.fields.bit_count() == 1


# --- baking and cooking -----------------------------------------------------------------------

def test_bakehouse_upgrades_an_oven_and_bakes_two_grain_at_once() -> None:
    state = give(with_cards(full_game(), 0, "clay-oven"), 0, stone=3, grain=3)
    state = set_goods(state, 0, stone=3, grain=3)
    state = evolve(state, majors=tuple(m for m in state.majors if m != "clay-oven"))
    state = play_minor(state, "bakehouse", "bake bakehouse", "bake bakehouse", returns="clay-oven")
    assert "bake bakehouse" not in moves_text(state)  # 2 grain per bake
    assert goods(state) == Goods(grain=1, food=10)
    assert "clay-oven" in state.majors and "clay-oven" not in state.players[0].cards


def test_cooking_hearth_upgrades_a_fireplace() -> None:
    state = with_cards(full_game(), 0, "fireplace-2", "spices")
    state = evolve(state, majors=tuple(m for m in state.majors if m != "fireplace-2"))
    state = play_minor(give(state, 0, veg=1, cattle=1), "cooking-hearth",
                       returns="fireplace-2")
    assert "fireplace-2" in state.majors
    state = play(state, "place fishing")
    food = goods(state).food
    state = play(state, "convert cattle", "convert veg")  # player 0's turn
    assert goods(state).food == food + 4 + 3 + 1  # the Spices add 1 to the vegetable


def test_bread_paddle_bakes_after_an_occupation() -> None:
    state = with_cards(give(full_game(), 0, grain=2), 0, "bread-paddle", "fireplace-2")
    state = with_hand(state, 0, occupations=("land-agent",))
    state = play(state, "place occupation", "occupation land-agent")
    assert "bake fireplace-2" in moves_text(state)
    food = goods(state).food
    state = play(state, "bake fireplace-2")
    assert goods(state).food == food + 2


def test_brewery_one_grain_into_three_food_per_harvest() -> None:
    state = to_feeding(give(with_cards(full_game(), 0, "brewery"), 0, grain=2))
    food = goods(state).food
    state = play(state, "convert grain", "convert grain")
    assert goods(state).food == food + 3 + 1


def test_brewery_bonus_point_for_nine_grain() -> None:
    state = give(with_cards(full_game(), 0, "brewery"), 0, grain=6)
    assert bonus(state) == 0
    farm = Farmyard(fields=cells("c1"), sown=grain_field("c1"))
    assert bonus(set_farm(state, 0, farm)) == 1


def test_sawmill_upgrades_the_joinery_and_cooks_wood() -> None:
    state = with_cards(full_game(), 0, "joinery")
    state = evolve(state, majors=tuple(m for m in state.majors if m != "joinery"))
    state = play_minor(state, "sawmill", returns="joinery")
    assert "joinery" in state.majors
    state = to_feeding(give(state, 0, wood=2))
    food = goods(state).food
    state = play(state, "convert wood")
    assert goods(state).food == food + 3
    assert "use plane food" not in moves_text(state)  # no Plane


@pytest.mark.parametrize(("wood", "points"), [(1, 0), (2, 1), (4, 2), (5, 3), (9, 3)])
def test_sawmill_bonus_points_for_wood(wood: int, points: int) -> None:
    assert bonus(give(with_cards(full_game(), 0, "sawmill"), 0, wood=wood)) == points


def test_sawmill_with_a_joinery_again_no_joinery_wood_points() -> None:
    state = give(with_cards(full_game(), 0, "sawmill", "joinery"), 0, wood=7)
    assert bonus(state) == 3


def test_spit_roast_one_food_once_per_feeding_phase() -> None:
    pasture = Farmyard(fences=boundary_edges(cells("d1", "e1")))
    state = set_farm(give(with_cards(full_game(), 0, "spit-roast", "fireplace-2"), 0, sheep=3),
                     0, pasture)
    state = to_feeding(state)
    food = goods(state).food
    state = play(state, "convert sheep", "convert sheep")
    assert goods(state).food == food + 2 + 2 + 1


def test_spit_roast_not_outside_the_feeding_phase() -> None:
    state = give(with_cards(full_game(), 0, "spit-roast", "fireplace-2"), 0, sheep=1)
    food = goods(state).food
    assert goods(play(state, "convert sheep")).food == food + 2


def test_pelts_food_into_rooms_for_bonus_points() -> None:
    state = give(with_cards(full_game(), 0, "pelts", "fireplace-2"), 0, sheep=3)
    p = state.players[0]  # a pasture for two of the sheep, the third is the pet
    state = state.with_player(0, evolve(p, farm=evolve(
        p.farm, fences=boundary_edges(1 << parse_cell("e3")))))
    state = play(state, "convert sheep")
    assert moves_text(state) >= {"choose store", "choose keep"}
    food = goods(state).food
    state = play(state, "choose store", "convert sheep", "choose store", "convert sheep")
    assert "choose store" not in moves_text(state)  # both rooms hold a food
    assert goods(state).food == food - 1 + 2 - 1 + 2
    assert bonus(state) == 2


# --- occupations ------------------------------------------------------------------------------

def test_bookshelf_three_food_before_paying_for_an_occupation() -> None:
    state = with_cards(set_goods(full_game(), 0), 0, "bookshelf", "chief")
    state = with_hand(state, 0, occupations=("land-agent",))
    state = play(state, "place occupation", "occupation land-agent")  # costs 1 food
    assert goods(state).food == 2 and goods(state).veg == 1


# --- sowing and harvest -----------------------------------------------------------------------

def test_liquid_manure_one_more_on_each_new_stack() -> None:
    state = with_round_space(with_cards(full_game(), 0, "liquid-manure"), "sow-bake")
    state = set_farm(give(state, 0, veg=1, grain=1), 0, Farmyard(fields=cells("c1", "c2")))
    state = play(state, "place sow-bake", "sow c1 veg", "sow c2 grain")
    counts = {f.cell: (f.crop, f.count) for f in state.players[0].farm.sown}
    assert counts == {parse_cell("c1"): ("veg", 3), parse_cell("c2"): ("grain", 4)}


def test_liquid_manure_needs_four_animals() -> None:
    state = full_game()
    p = state.players[0]
    farm = evolve(p.farm, fences=boundary_edges(1 << parse_cell("e3")))  # room for 2 boar
    state = state.with_player(0, evolve(p, farm=farm, goods=p.goods + Goods(sheep=1, boar=2)))
    assert "4 animals" in refusal(state, "liquid-manure")


def test_acreage_two_stacks_of_grain() -> None:
    state = with_round_space(with_cards(full_game(), 0, *ONE_OCCUPATION, "acreage"), "sow-bake")
    state = give(state, 0, grain=3)
    state = play(state, "place sow-bake", "sow acreage grain")
    assert "sow acreage grain" in moves_text(state)
    assert "sow acreage veg" not in moves_text(state)
    state = play(state, "sow acreage grain")
    assert "sow acreage grain" not in moves_text(state)  # both stacks sown
    farm = state.players[0].farm
    assert [(f.cell, f.count) for f in farm.sown] == [(CELL_COUNT + 6, 3), (CELL_COUNT + 7, 3)]
    assert score_player(state.players[0]).breakdown["fields"] == -1  # not a field
    state = finish_work(at_round(state, 4))
    assert [f.count for f in state.players[0].farm.sown] == [2, 2]  # 1 grain from each stack


def test_acreage_counts_as_two_grain_fields_for_prerequisites() -> None:
    farm = Farmyard(sown=(SownField(CELL_COUNT + 6, "grain", 2),
                          SownField(CELL_COUNT + 7, "grain", 1)))
    state = set_farm(with_cards(give(full_game(), 0, wood=1), 0, "land-agent", "acreage"), 0,
                     farm)
    state = play_minor(state, "sleeping-corner")
    assert "sleeping-corner" in state.players[0].cards


def test_turnip_field_sown_at_once_and_harvested() -> None:
    state = give(with_cards(full_game(), 0, *THREE_OCCUPATIONS), 0, veg=1)
    state = play_minor(state, "turnip-field")
    assert "sow turnip-field veg" in moves_text(state)
    assert "sow turnip-field grain" not in moves_text(state)
    state = play(state, "sow turnip-field veg")
    assert state.players[0].farm.crop_on(CELL_COUNT + 5).crop == "veg"  # type: ignore[union-attr]
    assert score_player(state.players[0]).breakdown["fields"] == -1  # not a field


@pytest.mark.parametrize(("animals", "food", "points"), [
    ({"cattle": 2}, 1, 1), ({"cattle": 3}, 2, 1), ({"cattle": 5}, 3, 2)])
def test_milking_stool_food_in_the_field_phase(animals: dict[str, int], food: int,
                                               points: int) -> None:
    pasture = Farmyard(fences=boundary_edges(cells("c1", "d1", "e1")))
    base = set_farm(give(full_game(), 0, **animals), 0, pasture)
    plain = goods(to_feeding(base)).food
    state = with_cards(base, 0, "milking-stool")
    assert goods(to_feeding(state)).food == plain + food
    assert bonus(state) == points


@pytest.mark.parametrize(("sheep", "food", "points"), [(1, 1, 0), (4, 2, 1), (7, 3, 2)])
def test_loom_food_in_the_field_phase(sheep: int, food: int, points: int) -> None:
    pasture = Farmyard(fences=boundary_edges(cells("c1", "d1", "e1", "c2")))
    base = set_farm(give(full_game(), 0, sheep=sheep), 0, pasture)
    plain = goods(to_feeding(base)).food
    state = with_cards(base, 0, "loom")
    assert goods(to_feeding(state)).food == plain + food
    assert bonus(state) == points


def test_house_goat_food_at_feeding_and_no_pet_in_the_house() -> None:
    state = with_cards(full_game(), 0, "house-goat")
    plain = goods(to_feeding(full_game())).food
    assert goods(to_feeding(state)).food == plain + 1
    p = state.players[0]
    assert not can_house(evolve(p, goods=Goods(sheep=1)))
    assert can_house(evolve(full_game().players[0], goods=Goods(sheep=1)))


def test_forest_pasture_holds_any_number_of_boar() -> None:
    state = with_cards(full_game(), 0, *THREE_OCCUPATIONS, "forest-pasture")
    p = state.players[0]
    assert can_house(evolve(p, goods=Goods(boar=9, sheep=1)))
    assert not can_house(evolve(p, goods=Goods(boar=9, sheep=2)))  # sheep still need room
    state = finish_work(at_round(give(state, 0, boar=2), 4))
    while state.frame is not None and state.frame.kind == "feed":
        state = play(state, "feed")
    assert goods(state).boar == 3  # bred: the young fits on the card
    assert score_player(state.players[0]).breakdown["pastures"] == -1


# --- costs ------------------------------------------------------------------------------------

def test_sawhorse_next_stable_free() -> None:
    state = give(with_cards(full_game(), 0, "sawhorse"), 0, wood=2)
    state = play(state, "place build-rooms", "stable e1", "stable e2")
    assert goods(state).wood == 0  # the first free, the second 2 wood
    assert state.players[0].farm.stable_count == 2


def test_sawhorse_every_third_fence_free() -> None:
    state = give(with_cards(full_game(), 0, "sawhorse"), 0, wood=3)
    state = play(state, "place fences", "fence-add e1", "fence-build")  # fences 1-4: 3 wood
    assert goods(state).wood == 0
    assert state.players[0].farm.fence_count == 4


def test_brushwood_roof_wood_for_missing_reed() -> None:
    p = with_cards(give(full_game(), 0, wood=7, reed=1), 0, "brushwood-roof").players[0]
    assert room_cost(p) == Goods(wood=6, reed=1)
    assert renovation_cost(evolve(p, goods=Goods(clay=2, wood=1))) == Goods(clay=2, wood=1)
    state = play(with_cards(give(full_game(), 0, wood=7, reed=1), 0, "brushwood-roof"),
                 "place build-rooms", "room b3")
    assert goods(state).wood == 1 and goods(state).reed == 0


# --- points -----------------------------------------------------------------------------------

def test_wooden_strongbox_points_for_big_houses() -> None:
    state = with_cards(full_game(), 0, "wooden-strongbox")
    assert bonus(set_farm(state, 0, Farmyard(rooms=cells("a1", "a2", "a3", "b1")))) == 0
    assert bonus(set_farm(state, 0, Farmyard(rooms=cells("a1", "a2", "a3", "b1", "b2")))) == 2
    six = Farmyard(rooms=cells("a1", "a2", "a3", "b1", "b2", "b3"))
    assert bonus(set_farm(state, 0, six)) == 4


def test_mansion_two_points_per_stone_room_not_with_half_timbered_house() -> None:
    stone = Farmyard(house="stone", rooms=cells("a1", "a2", "a3"))
    state = set_farm(with_cards(full_game(), 0, "mansion"), 0, stone)
    assert bonus(state) == 6
    assert bonus(with_cards(state, 0, "half-timbered-house")) == 6
    assert bonus(set_farm(state, 0, Farmyard(house="clay"))) == 0


def test_horse_two_points_for_a_missing_kind() -> None:
    state = with_cards(give(full_game(), 0, sheep=1, boar=1), 0, "horse")
    assert bonus(state) == 2
    assert bonus(give(state, 0, cattle=1)) == 0
    assert scores(state)[0].breakdown["cattle"] == -1  # still a minus point


def test_reed_hut_person_acts_now_eats_and_scores_nothing() -> None:
    state = play_minor(give(full_game(), 0, wood=1, reed=4), "reed-hut")
    p = state.players[0]
    assert p.people == 3 and p.available == 2 and p.newborns == 0
    assert food_needed(state, 0) == 6
    breakdown = score_player(p).breakdown
    assert breakdown["people"] + breakdown["bonus_points"] == 6


def test_reed_hut_person_is_no_family_member_at_the_end() -> None:
    """Rules 8: the occupant scores nothing as itself, not +3 and -3; those -3 were given
    back by the Yeoman Farmer (3 points too many) and kept the Constable's 5 away."""
    state = play_minor(give(full_game(), 0, wood=1, reed=4), "reed-hut")
    breakdown = score_player(state.players[0]).breakdown
    assert (breakdown["people"], breakdown["bonus_points"]) == (6, 0)
    yeoman = with_cards(state, 0, "yeoman-farmer")
    assert scores(yeoman)[0].total == scores(state)[0].total + sum(
        -v for k, v in scores(state)[0].breakdown.items()
        if v < 0 and k not in ("unused_spaces", "begging"))


def test_reed_hut_person_by_rules_7_is_counted_and_taken_back() -> None:
    """Records begun under rules 7 replay as played: +3 family, -3 bonus points."""
    old = full_game()
    old = evolve(old, setup=evolve(old.setup, rules_version=7))
    state = play_minor(give(old, 0, wood=1, reed=4), "reed-hut")
    breakdown = score_player(state.players[0]).breakdown
    assert (breakdown["people"], breakdown["bonus_points"]) == (9, -3)


def test_reed_hut_lodger_needs_no_room_for_family_growth() -> None:
    state = with_round_space(give(full_game(), 0, wood=1, reed=4), "family-growth")
    state = play_minor(state, "reed-hut", "place fishing")
    assert "place family-growth" not in moves_text(state)  # 2 rooms, 2 family members
    state = set_farm(state, 0, Farmyard(rooms=cells("a1", "a2", "a3")))
    state = play(state, "place family-growth")
    assert state.players[0].people == 4


def test_reed_hut_without_a_person_left() -> None:
    state = give(full_game(), 0, wood=1, reed=4)
    state = state.with_player(0, evolve(state.players[0], people=5))
    state = play_minor(state, "reed-hut")
    assert state.players[0].people == 5 and bonus(state) == 0


# --- hand -------------------------------------------------------------------------------------

def test_broom_draws_seven_fresh_minors_and_plays_one() -> None:
    state = give(full_game(), 0, wood=9, clay=9, reed=9, stone=9, food=9)
    state = with_hand(state, 0, minors=("broom", "axe", "field"))
    state = play(state, "place starting-player", "minor broom")
    hand = state.players[0].minors
    assert len(hand) == 7 and "axe" not in hand and "field" not in hand
    assert state.frame is not None and state.frame.space == "broom"
    playable = [m for m in moves_text(state) if m.startswith("minor ")]
    assert all(m.split()[1] in hand for m in playable)


def test_broom_twice_never_draws_a_thrown_away_card_again() -> None:
    state = give(full_game(), 0, wood=2)
    state = with_hand(state, 0, minors=("broom",))
    state = play(state, "place starting-player", "minor broom")
    first = state.players[0].minors
    state = card("broom").on_acquired(state, 0)  # a second Broom
    assert not set(first) & set(state.players[0].minors)
