"""I-deck occupations I219-I265 and I340, in real game situations."""

from __future__ import annotations

import pytest
from attrs import evolve

from agricola_qt.engine import IllegalMove, apply, legal_moves, score_player, scores
from agricola_qt.engine.economy import conversion_rate, renovation_cost, room_cost
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.grid import boundary_edges, parse_cell
from agricola_qt.engine.state import GameState

from .helpers import (
    at_round,
    cells,
    full_game,
    give,
    moves_text,
    play,
    set_goods,
    with_cards,
    with_farm,
    with_hand,
    with_space,
)


def sown(state: GameState, player: int, crop: str, *stacks: tuple[str, int]) -> GameState:
    p = state.players[player]
    farm = p.farm
    for cell, count in stacks:
        farm = farm.with_field(parse_cell(cell)).with_sown(parse_cell(cell), crop, count)
    return state.with_player(player, evolve(p, farm=farm))


def occupation(state: GameState, card_id: str, player: int = 0) -> GameState:
    """Player 0 (whose turn it is) plays ``card_id`` from the 1 Occupation space."""
    state = with_hand(state, player, occupations=(card_id,))
    return play(state, "place occupation", f"occupation {card_id}")


def future(state: GameState, player: int = 0) -> dict[int, Goods]:
    out: dict[int, Goods] = {}
    for f in state.future:
        if f.player == player:
            out[f.round] = out.get(f.round, Goods()) + f.goods
    return out


def to_feeding(state: GameState) -> GameState:
    """From a round-4 state with nobody placed: everyone works, then the harvest's feeding."""
    state = play(at_round(state, 4), "place wood", "place clay", "place reed", "place fishing")
    assert state.frame is not None
    return state


def crop(state: GameState, player: int, cell: str) -> int:
    stack = state.players[player].farm.crop_on(parse_cell(cell))
    return stack.count if stack else 0


# --- I219 Fieldsman ------------------------------------------------------------------------------

def test_fieldsman_two_more_on_a_single_field() -> None:
    state = with_cards(full_game(first=("sow-bake",)), 0, "fieldsman")
    state = give(with_farm(state, 0, fields=cells("c1", "d1")), 0, grain=1)
    state = play(state, "place sow-bake", "sow c1 grain")
    assert crop(state, 0, "c1") == 3 + 2


def test_fieldsman_one_more_each_on_two_fields_none_on_three() -> None:
    state = with_cards(full_game(first=("sow-bake",)), 0, "fieldsman")
    state = give(with_farm(state, 0, fields=cells("c1", "d1", "e1")), 0, grain=3)
    state = play(state, "place sow-bake", "sow c1 grain", "sow d1 grain")
    assert (crop(state, 0, "c1"), crop(state, 0, "d1")) == (4, 4)
    state = play(state, "sow e1 grain")
    assert (crop(state, 0, "c1"), crop(state, 0, "d1"), crop(state, 0, "e1")) == (3, 3, 3)


# --- I220 Well Builder ---------------------------------------------------------------------------

def test_well_builder_takes_the_well_as_a_minor_for_1_wood_1_stone() -> None:
    state = with_cards(give(full_game(), 0, wood=1, stone=1), 0, "well-builder")
    state = play(state, "place starting-player", "buy well")
    assert "well" in state.players[0].cards
    assert state.players[0].goods.wood == 0 and state.players[0].goods.stone == 0
    assert "well" not in state.majors


# --- I221 Village Elder, I227 Church Warden ------------------------------------------------------

def test_village_elder_wood_by_round_and_points_for_most_improvements() -> None:
    assert occupation(full_game(), "village-elder").players[0].goods.wood == 4
    state = occupation(at_round(full_game(), 10), "village-elder")
    assert state.players[0].goods.wood == 2
    # nobody has an improvement: nobody has the most (everyone's score had gone up by 3)
    assert [s.breakdown["bonus_points"] for s in scores(state)] == [0, 0]
    state = with_cards(state, 1, "fireplace-2", "axe")
    assert scores(state)[1].breakdown["bonus_points"] == 3  # the other player has the most
    assert scores(state)[0].breakdown["bonus_points"] == 0
    state = with_cards(state, 0, "well", "clay-oven")
    assert [s.breakdown["bonus_points"] for s in scores(state)] == [3, 3]  # tied


def test_church_warden_points_for_five_people_placed_in_round_14() -> None:
    state = occupation(at_round(full_game(), 12), "church-warden")
    assert state.players[0].goods.wood == 1
    state = at_round(state, 14)
    state = state.with_player(0, evolve(state.players[0], placed=0))
    state = state.with_player(1, evolve(state.players[1], people=5))
    state = evolve(state, current=0, turn_over=False)
    state = play(state, "place grain", "place wood", "place clay", "place reed",
                 "place fishing", "place day-labourer", "place starting-player")
    points = [s.breakdown["bonus_points"] for s in scores(state)]
    assert points == [0, 3]


# --- I222 Social Climber -------------------------------------------------------------------------

def test_social_climber_stone_by_renovation_order() -> None:
    state = with_space(full_game(), "renovation-improvement")
    state = with_cards(give(state, 0, clay=2, reed=1), 0, "social-climber")
    state = with_farm(state, 1, house="clay")  # player 1 renovated first
    state = play(state, "place renovation-improvement")
    assert state.players[0].farm.house == "clay"
    assert state.players[0].goods.stone == 2  # second to clay


# --- I223 Harvest Helper -------------------------------------------------------------------------

def test_harvest_helper_takes_grain_from_another_players_field() -> None:
    state = with_cards(full_game(), 0, "harvest-helper")
    state = sown(state, 1, "grain", ("c1", 3))
    state = to_feeding(state)
    assert state.frame is not None and state.frame.player == 0
    assert "choose 1-c1" in moves_text(state)
    grain0, food1 = state.players[0].goods.grain, state.players[1].goods.food
    state = play(state, "choose 1-c1")
    assert crop(state, 1, "c1") == 3 - 1 - 1  # the harvest's grain, then the helper's
    assert state.players[0].goods.grain == grain0 + 1
    assert state.players[1].goods.food == food1 + 2


# --- I224 Field Worker ---------------------------------------------------------------------------

def test_field_worker_grain_once_when_another_player_sows_three_players() -> None:
    state = with_cards(full_game(3, first=("sow-bake",)), 0, "field-worker")
    state = give(with_farm(state, 1, fields=cells("c1", "d1")), 1, grain=2)
    state = play(state, "place wood", "place sow-bake", "sow c1 grain", "sow d1 grain")
    assert state.players[0].goods.grain == 1


def test_field_worker_food_in_four_player_game_not_for_own_sowing() -> None:
    state = with_cards(full_game(4, first=("sow-bake",)), 0, "field-worker")
    state = give(with_farm(state, 0, fields=cells("c1")), 0, grain=1)
    state = play(state, "place sow-bake", "sow c1 grain")
    assert state.players[0].goods.food == 2  # nothing for the owner's own sowing
    state = give(with_farm(state, 1, fields=cells("c1")), 1, grain=1)
    state = with_space(state, "plow-sow")
    state = play(state, "place plow-sow", "sow c1 grain")
    assert state.players[0].goods.food == 3


# --- I225 Field Watchman, I245 Market Crier ------------------------------------------------------

def test_field_watchman_plows_with_take_1_grain() -> None:
    state = play(with_cards(full_game(), 0, "field-watchman"), "place grain", "plow c1")
    assert state.players[0].farm.fields == cells("c1")
    assert state.players[0].goods.grain == 1


def test_market_crier_grain_and_vegetable_then_others_grain() -> None:
    state = with_cards(full_game(), 0, "market-crier")
    state = play(state, "place grain")
    assert moves_text(state) >= {"choose yes", "choose no"}
    state = play(state, "choose yes")
    assert (state.players[0].goods.grain, state.players[0].goods.veg) == (2, 1)
    assert state.players[1].goods.grain == 1


# --- I226 Gardener -------------------------------------------------------------------------------

def test_gardener_vegetables_from_the_supply_fields_untouched() -> None:
    state = with_cards(full_game(), 0, "gardener")
    state = sown(sown(state, 0, "veg", ("c1", 2)), 0, "grain", ("d1", 3))
    state = to_feeding(state)
    assert crop(state, 0, "c1") == 2
    assert crop(state, 0, "d1") == 2  # grain is harvested as usual
    assert state.players[0].goods.veg == 1


# --- I228 Businessman ----------------------------------------------------------------------------

def test_businessman_a_major_after_the_starting_players_minor() -> None:
    state = with_cards(give(full_game(), 0, wood=1, clay=2), 0, "businessman")
    state = with_hand(state, 0, minors=("corn-scoop",))
    state = play(state, "place starting-player", "minor corn-scoop")
    assert "buy fireplace-2" in moves_text(state)
    state = play(state, "buy fireplace-2")
    assert {"corn-scoop", "fireplace-2"} <= set(state.players[0].cards)


# --- I229 Sycophant ------------------------------------------------------------------------------

def test_sycophant_others_pay_first_and_owner_gets_food() -> None:
    state = with_cards(full_game(), 0, "sycophant")
    state = play(state, "place wood")
    poor = set_goods(state, 1)
    with pytest.raises(IllegalMove, match="costs 1 food"):
        apply(poor, "place grain")
    state = play(state, "place grain")
    assert state.players[1].goods.food == 3 - 1
    assert state.players[0].goods.food == 2 + 1 + 1


def test_sycophant_owner_using_it_takes_food_too() -> None:
    state = play(with_cards(full_game(), 0, "sycophant"), "place grain")
    assert state.players[0].goods == Goods(grain=1, food=3)


# --- I230 Clay Digger ----------------------------------------------------------------------------

def test_clay_digger_extra_pit_others_pay_three_food() -> None:
    state = occupation(full_game(), "clay-digger")
    index = state.space_index("clay-digger-pit")
    assert state.spaces[index].stock == Goods(clay=3)
    state = play(state, "place clay-digger-pit")
    assert state.players[1].goods == Goods(clay=3, food=0)
    assert state.players[0].goods.food == 2 + 3


# --- I231 Manservant, I242 Clay Hut Builder, I262 Water Carrier ----------------------------------

def test_manservant_food_on_remaining_rounds_once_in_stone() -> None:
    state = occupation(full_game(), "manservant")
    assert future(state) == {}
    state = with_farm(state, 0, house="stone")
    state = occupation(with_farm(full_game(), 0, house="stone"), "manservant")
    assert future(state) == {r: Goods(food=3) for r in range(2, 15)}


def test_clay_hut_builder_clay_after_renovating() -> None:
    state = with_space(full_game(), "renovation-improvement")
    state = with_cards(give(state, 0, clay=2, reed=1), 0, "clay-hut-builder")
    state = play(state, "place renovation-improvement")
    assert future(state) == {r: Goods(clay=2) for r in range(2, 7)}


def test_water_carrier_food_once_the_well_is_built() -> None:
    state = occupation(full_game(), "water-carrier")
    assert future(state) == {}
    state = with_space(give(state, 1, wood=1, stone=3), "improvement")
    state = play(state, "place improvement", "buy well")
    assert future(state)[2] == Goods(food=1) and future(state)[14] == Goods(food=1)
    already = occupation(with_cards(full_game(), 1, "well"), "water-carrier")
    assert future(already) == {r: Goods(food=1) for r in range(2, 15)}


# --- I232 Midwife --------------------------------------------------------------------------------

def test_midwife_food_when_another_family_outgrows_the_owners() -> None:
    state = with_cards(with_space(full_game(), "family-growth"), 0, "midwife")
    state = with_farm(state, 1, rooms=cells("a1", "a2", "a3"))
    state = play(state, "place wood", "place family-growth")
    assert state.players[0].goods.food == 2 + 1


# --- I234 Wood Buyer -----------------------------------------------------------------------------

def test_wood_buyer_buys_one_wood_from_another_player() -> None:
    state = with_cards(full_game(), 0, "wood-buyer")
    state = play(state, "place fishing", "place wood")
    assert state.frame is not None and state.frame.player == 0
    state = play(state, "choose buy-1")
    assert (state.players[0].goods.wood, state.players[0].goods.food) == (1, 2 + 1 - 1)
    assert (state.players[1].goods.wood, state.players[1].goods.food) == (2, 4)


# --- I235 Wood Collector, I250 Sheep Whisperer ---------------------------------------------------

def test_wood_collector_wood_on_next_five_rounds() -> None:
    state = occupation(full_game(), "wood-collector")
    assert future(state) == {r: Goods(wood=1) for r in range(2, 7)}


def test_sheep_whisperer_sheep_4_7_9_11_rounds_ahead() -> None:
    state = occupation(at_round(full_game(), 2), "sheep-whisperer")
    assert future(state) == {r: Goods(sheep=1) for r in (6, 9, 11, 13)}


# --- I236 Hide Farmer ----------------------------------------------------------------------------

def test_hide_farmer_food_pays_for_unused_spaces() -> None:
    state = with_cards(full_game(), 0, "hide-farmer")
    p = state.players[0]  # 13 unused spaces
    assert score_player(evolve(p, goods=Goods(food=5))).breakdown["bonus_points"] == 5
    assert score_player(evolve(p, goods=Goods(food=20))).breakdown["bonus_points"] == 13


# --- I237 Juggler, I249 Puppeteer, I257 Street Musician ------------------------------------------

def test_juggler_doubles_traveling_players_and_pays_the_artists() -> None:
    state = with_cards(with_cards(full_game(4), 0, "juggler"), 2, "street-musician")
    state = play(state, "place traveling-players")
    assert "choose double-1" in moves_text(state)
    state = play(state, "choose double-1")
    assert state.players[0].goods.food == 2 + 1 + 1 - 1
    assert state.players[2].goods.food == 3 + 1


def test_street_musician_grain_when_another_player_entertains() -> None:
    state = with_cards(full_game(4), 1, "street-musician")
    state = play(state, "place traveling-players")
    assert state.players[1].goods.grain == 1
    state = play(state, "place wood")
    assert state.players[1].goods.grain == 1


def test_puppeteer_plays_an_occupation_for_1_food() -> None:
    state = with_cards(full_game(4), 1, "puppeteer")
    state = with_hand(state, 1, occupations=("wood-collector",))
    state = play(state, "place traveling-players")
    assert state.frame is not None and state.frame.player == 1
    state = play(state, "occupation wood-collector")
    assert "wood-collector" in state.players[1].cards
    assert state.players[1].goods.food == 3 - 1


# --- I239 Corn Profiteer -------------------------------------------------------------------------

def test_corn_profiteer_grain_to_3_food_unless_bought() -> None:
    state = with_cards(give(full_game(), 0, grain=2), 0, "corn-profiteer")
    state = play(state, "use corn-profiteer sell")
    assert state.frame is not None and state.frame.player == 1
    state = play(state, "choose pass-0")
    assert state.players[0].goods == Goods(grain=1, food=5)
    state = play(state, "use corn-profiteer sell", "choose buy-0")
    assert state.players[0].goods == Goods(food=7)
    assert state.players[1].goods == Goods(grain=1, food=1)


# --- I240 Cowherd, I259 Animal Dealer ------------------------------------------------------------

def test_cowherd_one_more_cattle() -> None:
    state = with_cards(with_space(full_game(), "cattle"), 0, "cowherd")
    state = with_farm(state, 0, fences=boundary_edges(cells("d1", "e1")))
    state = play(state, "place cattle")
    assert state.players[0].goods.cattle == 2


def test_animal_dealer_buys_one_more_sheep() -> None:
    state = with_cards(full_game(first=("sheep",)), 0, "animal-dealer")
    state = with_farm(state, 0, fences=boundary_edges(cells("d1", "e1")))
    state = play(state, "place sheep", "choose sheep")
    assert (state.players[0].goods.sheep, state.players[0].goods.food) == (2, 1)


# --- I241 Clay Plasterer, I243 Bricklayer --------------------------------------------------------

def test_clay_plasterer_cheap_clay_renovation_and_rooms() -> None:
    state = with_cards(full_game(), 0, "clay-plasterer")
    assert renovation_cost(state.players[0]) == Goods(clay=1, reed=1)
    clay = with_farm(state, 0, house="clay")
    assert room_cost(clay.players[0]) == Goods(clay=3, reed=2)
    state = with_space(give(state, 0, clay=1, reed=1), "renovation-improvement")
    state = play(state, "place renovation-improvement")
    assert state.players[0].farm.house == "clay" and state.players[0].goods.clay == 0


@pytest.mark.parametrize("order", [("bricklayer", "clay-plasterer"),
                                   ("clay-plasterer", "bricklayer")])
def test_bricklayer_with_clay_plasterer_in_any_order(order: tuple[str, str]) -> None:
    """Ruling: together, clay renovation for 1 reed and clay rooms for 1 clay and 2 reed."""
    state = with_cards(full_game(), 0, *order)
    assert renovation_cost(state.players[0]) == Goods(reed=1)
    clay = with_farm(state, 0, house="clay")
    assert room_cost(clay.players[0]) == Goods(clay=1, reed=2)


def test_bricklayer_improvements_one_clay_less() -> None:
    state = with_cards(give(full_game(first=("improvement",)), 0, clay=1), 0, "bricklayer")
    assert room_cost(with_farm(state, 0, house="clay").players[0]) == Goods(clay=3, reed=2)
    state = play(state, "place improvement", "buy fireplace-2")
    assert "fireplace-2" in state.players[0].cards and state.players[0].goods.clay == 0


# --- I246 Milking Hand ---------------------------------------------------------------------------

def test_milking_hand_food_from_cattle_in_the_field_phase() -> None:
    state = with_cards(give(full_game(), 0, cattle=3), 0, "milking-hand")
    state = with_farm(state, 0, fences=boundary_edges(cells("d1", "e1")))
    food = state.players[0].goods.food
    state = to_feeding(state)
    assert state.players[0].goods.food == food + 2
    assert state.players[0].goods.cattle == 3
    assert score_player(state.players[0]).breakdown["bonus_points"] == 1


# --- I247 Butcher --------------------------------------------------------------------------------

def test_butcher_cooks_animals_without_a_cooking_improvement() -> None:
    state = with_cards(give(full_game(), 0, cattle=1, sheep=1), 0, "butcher")
    state = play(state, "convert cattle", "convert sheep")
    assert state.players[0].goods == Goods(food=2 + 3 + 1)


# --- I248 Net Fisherman --------------------------------------------------------------------------

def test_net_fisherman_takes_the_fishing_food_when_people_return() -> None:
    state = with_cards(full_game(), 0, "net-fisherman")
    state = play(state, "place reed", "place wood", "place clay", "place grain")
    assert state.round == 2
    assert state.players[0].goods.food == 2 + 1
    assert state.spaces[state.space_index("fishing")].stock.food == 1  # refilled


# --- I251 Reed Buyer, I255 Stone Buyer -----------------------------------------------------------

def test_reed_buyer_buys_from_the_first_reed_taken_in_a_round() -> None:
    state = with_cards(full_game(), 0, "reed-buyer")
    state = play(state, "place wood", "place reed")
    assert state.frame is not None and state.frame.player == 0
    state = play(state, "choose buy-1")
    assert (state.players[0].goods.reed, state.players[0].goods.food) == (1, 1)
    assert (state.players[1].goods.reed, state.players[1].goods.food) == (0, 3 + 2)


def test_stone_buyer_not_when_the_owner_takes_the_first_stone() -> None:
    state = with_space(with_space(full_game(), "stone-1"), "stone-2")
    state = with_cards(state, 0, "stone-buyer")
    state = play(state, "place stone-1", "place stone-2")
    assert state.frame is None or state.frame.kind != "card"
    assert state.players[1].goods.stone == 1


# --- I252 Pig Breeder ----------------------------------------------------------------------------

def test_pig_breeder_boar_now_and_breeding_after_round_12() -> None:
    state = occupation(at_round(full_game(), 12), "pig-breeder")
    assert state.players[0].goods.boar == 1
    state = with_farm(give(state, 0, boar=1), 0, fences=boundary_edges(cells("d1", "e1")))
    state = play(state, "place wood", "place clay", "place reed")
    assert state.round == 13
    assert state.players[0].goods.boar == 3


# --- I253 Pig Catcher ----------------------------------------------------------------------------

def test_pig_catcher_leaves_two_wood_for_a_boar() -> None:
    state = with_cards(full_game(), 0, "pig-catcher")
    state = play(state, "place wood")
    assert moves_text(state) >= {"choose leave-wood", "choose keep"}
    state = play(state, "choose leave-wood")
    assert (state.players[0].goods.wood, state.players[0].goods.boar) == (1, 1)
    assert state.spaces[state.space_index("wood")].stock.wood == 2


# --- I254 Groom ----------------------------------------------------------------------------------

def test_groom_stable_for_one_wood_at_round_start_in_stone_house() -> None:
    state = with_cards(with_farm(give(full_game(), 0, wood=1), 0, house="stone"), 0, "groom")
    state = play(state, "place fishing", "place clay", "place reed", "place grain")
    assert state.round == 2 and state.frame is not None and state.frame.space == "groom"
    state = play(state, "stable e1")
    assert state.players[0].farm.stable_count == 1 and state.players[0].goods.wood == 0


# --- I256 Stone Carver, I258 Cabinetmaker --------------------------------------------------------

def test_stone_carver_and_cabinetmaker_harvest_conversions() -> None:
    state = with_cards(full_game(), 0, "stone-carver", "cabinetmaker")
    state = set_goods(state, 0, stone=2, wood=2)
    assert conversion_rate(state, 0, "stone", False)[0] == 0
    state = play(to_feeding(state), "convert stone", "convert wood")
    goods = state.players[0].goods
    assert (goods.food, goods.stone, goods.wood) == (3 + 2, 1, 2 + 3 - 1)


# --- I261 Outrider -------------------------------------------------------------------------------

def test_outrider_grain_on_the_newest_round_card() -> None:
    state = with_cards(give(full_game(), 0, wood=4), 0, "outrider")
    state = play(state, "place fishing", "place wood")
    assert state.players[0].goods.grain == 0
    state = play(state, "place fences")  # the round-1 card
    assert state.players[0].goods.grain == 1


def test_outrider_grain_arrives_before_the_action_and_can_be_sown() -> None:
    # compendium: the grain comes before the action; on a sowing action it can be sown at once
    state = full_game(first=("sow-bake",))
    assert state.setup.round_cards[0] == "sow-bake"
    state = with_cards(state, 0, "outrider")
    p = state.players[0]
    state = state.with_player(0, evolve(p, farm=p.farm.with_field(parse_cell("c1"))))
    assert state.players[0].goods.grain == 0
    assert "place sow-bake" in [str(m) for m in legal_moves(state)]  # open thanks to the grain
    state = play(state, "place sow-bake", "sow c1 grain")
    assert state.players[0].farm.crop_on(parse_cell("c1")) is not None
    assert state.players[0].goods.grain == 0
    # without the Outrider the same space is closed to a player with no grain
    bare = full_game(first=("sow-bake",))
    bare = bare.with_player(0, evolve(bare.players[0],
                                      farm=bare.players[0].farm.with_field(parse_cell("c1"))))
    assert "place sow-bake" not in [str(m) for m in legal_moves(bare)]


# --- I263 Fence Builder --------------------------------------------------------------------------

def test_fence_builder_builds_fences_on_the_marked_space() -> None:
    state = occupation(full_game(), "fence-builder")
    state = play(state, "choose day-labourer")
    state = give(state, 0, wood=4)
    state = play(state, "place wood", "place day-labourer")
    assert state.players[0].goods.food == 2 + 2
    state = play(state, "fence-add e1", "fence-build")
    assert state.players[0].farm.pasture_cells == cells("e1")


# --- I264 Fencer ---------------------------------------------------------------------------------

def test_fencer_wood_when_another_player_builds_fences() -> None:
    state = with_cards(full_game(), 0, "fencer")
    state = give(state, 1, wood=7)
    state = play(state, "place wood", "place fences", "fence-add e1", "fence-build")
    assert state.players[0].goods.wood == 3 + 1
    state = play(state, "fence-add e2", "fence-build")  # 7 fences in the action
    assert state.players[0].goods.wood == 3 + 2


# --- I265 Fence Deliveryman ----------------------------------------------------------------------

def test_fence_deliveryman_four_free_fences_six_rounds_later() -> None:
    state = occupation(full_game(), "fence-deliveryman")
    state = at_round(state, 6)
    state = play(state, "place wood", "place clay", "place reed")
    assert state.round == 7 and state.frame is not None and state.frame.space == (
        "fence-deliveryman")
    food = state.players[0].goods.food
    state = play(state, "choose build", "fence-add e1", "fence-build")
    assert state.players[0].farm.fence_count == 4
    assert state.players[0].goods.food == food - 2
    assert state.players[0].goods.wood == 0  # the fences cost no wood


def test_fence_deliveryman_build_needs_the_2_food_when_chosen() -> None:
    state = occupation(full_game(), "fence-deliveryman")
    state = play(give(at_round(state, 6), 0, food=1), "place wood", "place clay", "place reed")
    assert "choose build" in moves_text(state)
    p = state.players[0]
    state = state.with_player(0, evolve(p, goods=p.goods - Goods(food=p.goods.food - 1)))
    assert "choose build" not in moves_text(state)  # 1 food left: the food went elsewhere
    assert "choose no" in moves_text(state)


def test_fence_deliveryman_offer_stands_while_cooking_could_pay() -> None:
    """A tester began round 12 with no food but stone and the Quarryman's stone-to-food: the
    fences went back to the supply without a question."""
    state = occupation(full_game(), "fence-deliveryman")
    state = at_round(state, 6)
    p = state.players[0]
    state = state.with_player(0, evolve(p, goods=Goods(grain=2)))  # no food, 2 grain
    state = play(state, "place wood", "place clay", "place reed")
    assert state.frame is not None and state.frame.space == "fence-deliveryman"
    assert "choose build" not in moves_text(state)  # cook first
    state = play(state, "convert grain", "convert grain", "choose build")
    assert state.frame is not None and state.frame.fences
    old = occupation(full_game(), "fence-deliveryman")
    old = evolve(old, setup=evolve(old.setup, rules_version=5))
    old = old.with_player(0, evolve(at_round(old, 6).players[0], goods=Goods(grain=2)))
    old = play(at_round(old, 6), "place wood", "place clay", "place reed")
    assert old.frame is None or old.frame.space != "fence-deliveryman"  # the old rules


# --- I340 Rancher --------------------------------------------------------------------------------

def test_rancher_wood_when_using_more_spaces_than_everyone() -> None:
    state = with_cards(with_farm(full_game(), 0, fields=cells("c1")), 0, "rancher")
    state = play(state, "place fishing", "place clay", "place reed", "place grain")
    assert state.round == 2 and state.players[0].goods.wood == 1
    tied = with_cards(with_farm(with_farm(full_game(), 0, fields=cells("c1")), 1,
                                fields=cells("c1")), 0, "rancher")
    tied = play(tied, "place fishing", "place clay", "place reed", "place grain")
    assert tied.players[0].goods.wood == 0


# --- I233 Farm Steward ---------------------------------------------------------------------------

def test_farm_steward_next_growth_without_room_in_a_clay_hut() -> None:
    state = with_space(full_game(), "family-growth")
    state = with_cards(with_farm(state, 0, house="clay"), 0, "farm-steward")
    state = play(state, "place family-growth")
    assert state.players[0].people == 3
    wooden = with_cards(with_space(full_game(), "family-growth"), 0, "farm-steward")
    with pytest.raises(IllegalMove, match="free room"):
        apply(wooden, "place family-growth")


def test_farm_steward_only_once() -> None:
    """Ruling: at most one family growth without room."""
    from agricola_qt.engine.actions import growth_problem

    state = with_space(full_game(), "family-growth")
    state = with_cards(with_farm(state, 0, house="stone"), 0, "farm-steward")
    state = play(state, "place family-growth")
    assert str(growth_problem(state, 0)) == "you need a free room for a newborn"


# --- I244 Layabout -------------------------------------------------------------------------------

def test_layabout_sits_out_the_next_harvest() -> None:
    state = occupation(at_round(full_game(), 4), "layabout")
    state = sown(state, 0, "grain", ("c1", 3))
    state = with_farm(set_goods(state, 0, sheep=2), 0, fences=boundary_edges(cells("d1", "e1")))
    state = play(state, "place clay", "place reed", "place fishing")
    assert state.frame is not None and state.frame.kind == "feed"
    assert crop(state, 0, "c1") == 3  # no field phase for the Layabout
    state = play(state, "feed", "feed")
    assert state.round == 5
    assert state.players[0].goods.sheep == 2  # no breeding
    assert state.players[0].begging == 0  # no feeding
    assert crop(state, 1, "c1") == 0
    # the next harvest is as usual
    from agricola_qt.engine.harvest import food_needed

    assert food_needed(at_round(state, 7), 0) == 4


# --- I260 Taster ---------------------------------------------------------------------------------

def test_taster_pays_the_starting_player_to_place_first() -> None:
    state = with_cards(full_game(3), 2, "taster")
    state = play(state, "place wood", "place clay", "place reed", "place fishing",
                 "place grain", "place day-labourer")
    assert state.round == 2 and state.frame is not None and state.frame.player == 2
    state = play(state, "choose taste")
    assert state.players[2].goods.food == 3 + 2 - 1 and state.players[0].goods.food == 2 + 1 + 1
    assert state.actor == 2
    state = play(state, "place wood")
    assert state.actor == 0  # then the starting player, and on as usual
    state = play(state, "place clay")
    assert state.actor == 1
    state = play(state, "place reed")
    assert state.actor == 2


def test_taster_nothing_for_the_starting_player() -> None:
    state = with_cards(full_game(3), 0, "taster")
    state = play(state, "place wood", "place clay", "place reed", "place fishing",
                 "place grain", "place day-labourer")
    assert state.round == 2 and state.frame is None and state.actor == 0


# --- I238 Chamberlain ----------------------------------------------------------------------------

def test_chamberlain_reveals_the_last_round_cards_for_the_owner_only() -> None:
    state = occupation(at_round(full_game(), 12), "chamberlain")
    last = state.setup.round_cards[13]  # round 14's card
    assert state.space_index(state.setup.round_cards[12]) >= 0
    assert state.space_index(last) >= 0
    with pytest.raises(IllegalMove, match="from round 14"):
        apply(state, f"place {last}")  # player 1 must wait
    state = play(state, "place wood", "place clay", "place reed")
    assert state.round == 13
    ids = [s.space.id for s in state.spaces]
    assert ids.count(state.setup.round_cards[12]) == 1  # not added a second time
    state = give(state, 0, clay=2, reed=1)  # round 14: Renovation, then also Fences
    assert state.actor == 0 and f"place {last}" in moves_text(state)


# --- rulings -------------------------------------------------------------------------------------

def test_harvest_helper_never_from_own_fields() -> None:
    state = with_cards(full_game(), 0, "harvest-helper")
    state = to_feeding(sown(state, 0, "grain", ("c1", 3)))
    assert state.frame is not None and state.frame.kind == "feed"  # nothing to take


def test_clay_digger_owner_uses_the_pit_free() -> None:
    state = occupation(full_game(), "clay-digger")
    state = play(state, "place wood", "place clay-digger-pit")
    assert state.players[0].goods == Goods(clay=3, food=2)


def test_reed_buyer_only_the_first_reed_of_the_round() -> None:
    state = with_cards(full_game(4), 0, "reed-buyer")
    state = play(state, "place reed")  # the owner takes the first reed: no advantage
    state = play(state, "place reed-stone-food")
    assert state.frame is None or state.frame.kind != "card"


def test_net_fisherman_nothing_when_fishing_was_taken() -> None:
    state = with_cards(full_game(), 0, "net-fisherman")
    state = play(state, "place reed", "place fishing", "place clay", "place grain")
    assert state.round == 2 and state.players[0].goods.food == 2


def test_juggler_not_offered_without_food_for_the_artists() -> None:
    state = with_cards(full_game(4), 0, "juggler")
    for other in (1, 2, 3):
        state = with_cards(state, other, "dancer", "conjurer")
    state = play(state, "place traveling-players")  # 1 food + 2 + 1 doubled < 6 fees
    assert state.frame is None or state.frame.kind != "card"


def test_pig_catcher_needs_two_wood_on_the_space() -> None:
    state = with_cards(full_game(4), 0, "pig-catcher")
    state = play(state, "place wood-1")
    assert state.frame is None or state.frame.kind != "card"


def test_midwife_two_food_when_two_people_ahead() -> None:
    state = with_cards(with_space(full_game(), "family-growth"), 0, "midwife")
    state = state.with_player(1, evolve(state.players[1], people=3))
    state = with_farm(state, 1, rooms=cells("a1", "a2", "a3", "b1"))
    state = play(state, "place wood", "place family-growth")
    assert state.players[0].goods.food == 2 + 2


def test_corn_profiteer_solo_cooks_at_once() -> None:
    from agricola_qt.engine import new_game, new_setup

    state = new_game(evolve(new_setup(1, family=False, seed=1), hands=()))
    state = give(with_cards(state, 0, "corn-profiteer"), 0, grain=1)
    food = state.players[0].goods.food
    state = play(state, "use corn-profiteer sell")
    assert state.players[0].goods.food == food + 3 and state.players[0].goods.grain == 0


def test_fence_builder_leaves_14_fences_for_the_farm() -> None:
    from agricola_qt.engine.farmwork import fence_supply

    state = play(occupation(full_game(), "fence-builder"), "choose day-labourer")
    assert fence_supply(state.players[0]) == 14


def test_fence_deliveryman_fences_waiting_are_not_on_hand() -> None:
    from agricola_qt.engine.farmwork import fence_supply

    state = occupation(full_game(), "fence-deliveryman")
    assert fence_supply(state.players[0]) == 15 - 8
    state = play(at_round(state, 6), "place wood", "place clay", "place reed")
    assert state.round == 7 and fence_supply(state.players[0]) == 15 - 4


def test_layabout_owner_cannot_use_harvest_cards() -> None:
    """Ruling: sitting out, the owner may not use the Harvest Helper (or other harvest cards)."""
    state = occupation(at_round(full_game(), 4), "layabout")
    state = with_cards(give(state, 0, cattle=1), 0, "harvest-helper", "milking-hand")
    state = with_farm(state, 0, fences=boundary_edges(cells("d1", "e1")))
    state = sown(state, 1, "grain", ("c1", 3))
    food = state.players[0].goods.food
    state = play(state, "place clay", "place reed", "place fishing")
    assert state.frame is not None and state.frame.kind == "feed"
    assert state.players[0].goods.food == food  # no milk either
