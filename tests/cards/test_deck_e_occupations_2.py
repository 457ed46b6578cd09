"""E-deck occupations E183-E218 and E341, in real game situations."""

from __future__ import annotations

import pytest
from attrs import evolve

from agricola_qt.engine import IllegalMove, apply, score_player, scores
from agricola_qt.engine.cards.deck_e.occupations_2 import MaidStarted
from agricola_qt.engine.economy import can_house, conversion_rate, renovation_cost, room_cost
from agricola_qt.engine.farmyard import Farmyard
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


def occupation(state: GameState, card_id: str, player: int = 0) -> GameState:
    """Player 0 (whose turn it is) plays ``card_id`` from the 1 Occupation space."""
    state = with_hand(state, player, occupations=(card_id,))
    return play(state, "place occupation", f"occupation {card_id}")


def future(state: GameState, player: int = 0) -> dict[int, Goods]:
    return {f.round: f.goods for f in state.future if f.player == player}


def to_feeding(state: GameState) -> GameState:
    """From a round-4 state with nobody placed: everyone works, then the harvest's feeding."""
    state = play(at_round(state, 4), "place wood", "place clay", "place reed", "place fishing")
    assert state.frame is not None and state.frame.kind == "feed"
    return state


# --- E183 Basketmaker, E214 Potter ---------------------------------------------------------------

def test_basketmaker_turns_one_reed_into_3_food_per_harvest() -> None:
    state = give(with_cards(full_game(), 0, "basketmaker"), 0, reed=2)
    assert conversion_rate(state, 0, "reed", False)[0] == 0
    state = play(to_feeding(state), "convert reed")
    assert state.players[0].goods.reed == 3 - 1  # 2 + 1 from the Reed space
    assert state.players[0].goods.food == 2 + 3
    assert "convert reed" not in moves_text(state)  # only once per harvest


def test_potter_turns_one_clay_into_2_food_per_harvest() -> None:
    state = give(with_cards(full_game(), 0, "potter"), 0, clay=2)
    state = play(to_feeding(state), "convert clay")
    assert state.players[0].goods.food == 2 + 2
    assert "convert clay" not in moves_text(state)


# --- E184 Grocer ---------------------------------------------------------------------------------

def test_grocer_sells_the_stack_top_down_for_1_food_each() -> None:
    state = give(with_cards(full_game(), 0, "grocer"), 0, food=10)
    state = play(state, "use grocer buy", "use grocer buy", "use grocer buy")
    g = state.players[0].goods
    assert (g.reed, g.grain, g.stone, g.food) == (1, 1, 1, 12 - 3)
    state = play(state, *["use grocer buy"] * 5)
    g = state.players[0].goods
    assert (g.veg, g.wood, g.clay, g.reed) == (2, 1, 1, 2)
    assert "use grocer buy" not in moves_text(state)  # the stack is empty


def test_grocer_needs_food() -> None:
    state = set_goods(with_cards(full_game(), 0, "grocer"), 0)
    with pytest.raises(IllegalMove):
        apply(state, "use grocer buy")


# --- E185 Clay Firer, E186 Clay Seller -----------------------------------------------------------

def test_clay_firer_bakes_clay_into_stone() -> None:
    state = give(with_cards(full_game(), 0, "clay-firer"), 0, clay=5)
    state = play(state, "use clay-firer 2stone", "use clay-firer stone")
    assert (state.players[0].goods.clay, state.players[0].goods.stone) == (0, 3)
    assert not any(m.startswith("use clay-firer") for m in moves_text(state))


def test_clay_seller_animals_may_be_cooked_without_room() -> None:
    state = give(with_cards(full_game(), 0, "clay-seller", "fireplace-2"), 0, clay=6)
    state = play(state, "use clay-seller cattle")
    assert state.players[0].goods.cattle == 1  # lives in the house
    state = play(state, "use clay-seller sheep")
    assert state.frame is not None and state.frame.kind == "animals"
    state = play(state, "convert sheep")
    assert state.players[0].goods.food == 2 + 2
    assert state.frame is None


# --- E187 Clay Deliveryman, E201 Cattle Whisperer, E204/E205 -------------------------------------

def test_clay_deliveryman_clay_from_round_6_to_14() -> None:
    state = occupation(full_game(), "clay-deliveryman")
    assert future(state) == {r: Goods(clay=1) for r in range(6, 15)}


def test_clay_deliveryman_not_for_the_current_round() -> None:
    state = occupation(at_round(full_game(), 7), "clay-deliveryman")
    assert sorted(future(state)) == list(range(8, 15))


def test_cattle_whisperer_cattle_5_and_9_rounds_ahead() -> None:
    state = occupation(at_round(full_game(), 3), "cattle-whisperer")
    assert future(state) == {8: Goods(cattle=1), 12: Goods(cattle=1)}
    late = occupation(at_round(full_game(), 7), "cattle-whisperer")
    assert future(late) == {12: Goods(cattle=1)}  # round 16 does not exist


def test_master_shepherd_and_reed_collector_fill_the_next_rounds() -> None:
    state = occupation(full_game(), "master-shepherd")
    assert future(state) == {r: Goods(sheep=1) for r in (2, 3, 4)}
    state = occupation(at_round(full_game(), 12), "reed-collector")
    assert future(state) == {13: Goods(reed=1), 14: Goods(reed=1)}


def test_promised_sheep_arrives_at_round_start() -> None:
    state = occupation(full_game(), "master-shepherd")
    state = play(state, "place fishing", "place wood", "place clay")  # round 1 ends
    assert state.round == 2 and state.players[0].goods.sheep == 1


# --- E188 Clay Mixer -----------------------------------------------------------------------------

def test_clay_mixer_two_more_clay() -> None:
    state = play(with_cards(full_game(), 0, "clay-mixer"), "place clay")
    assert state.players[0].goods.clay == 3


def test_clay_mixer_building_resource_space_with_clay_only() -> None:
    state = with_cards(full_game(3), 0, "clay-mixer")
    state = play(state, "place building-resource", "take clay")
    assert state.players[0].goods.clay == 3
    other = play(with_cards(full_game(3), 0, "clay-mixer"), "place building-resource",
                 "take wood")
    assert other.players[0].goods.clay == 0


# --- E189 Lord of the Manor, E197 Braggart -------------------------------------------------------

def test_lord_of_the_manor_point_per_full_category() -> None:
    p = evolve(full_game().players[0], cards=("lord-of-the-manor",),
               goods=Goods(grain=8, veg=4, sheep=3))
    assert score_player(p).breakdown["bonus_points"] == 2


def test_lord_of_the_manor_counts_four_fenced_stables() -> None:
    pasture = cells("b1", "c1", "d1", "e1")
    farm = Farmyard(fences=boundary_edges(pasture), stables=pasture)
    p = evolve(full_game().players[0], cards=("lord-of-the-manor",), farm=farm)
    assert score_player(p).breakdown["fenced_stables"] == 4
    assert score_player(p).breakdown["bonus_points"] == 1


def test_braggart_points_for_improvements() -> None:
    base = full_game().players[0]
    five = ("braggart", "fireplace-2", "well", "axe", "field", "manger")
    assert score_player(evolve(base, cards=five)).breakdown["bonus_points"] == 1
    nine = (*five, "joinery", "pottery", "animal-yard", "corn-scoop")
    assert score_player(evolve(base, cards=nine)).breakdown["bonus_points"] == 9


# --- E190 Maid -----------------------------------------------------------------------------------

def test_maid_food_once_the_house_is_clay() -> None:
    state = with_space(give(full_game(), 0, clay=2, reed=1), "renovation-improvement")
    state = occupation(at_round(state, 5), "maid")
    assert future(state) == {}
    state = play(state, "place fishing", "place renovation-improvement")
    assert state.players[0].farm.house == "clay"
    assert future(state) == {r: Goods(food=1) for r in range(6, 15)}
    assert state.players[0].memory == (MaidStarted(),)


def test_maid_played_in_a_clay_house_places_food_at_once() -> None:
    state = with_farm(at_round(full_game(), 10), 0, house="clay")
    state = occupation(state, "maid")
    assert sorted(future(state)) == [11, 12, 13, 14]


# --- E191 Mason ----------------------------------------------------------------------------------

def test_mason_one_free_room_in_a_stone_house_of_4_rooms() -> None:
    state = with_cards(full_game(), 0, "mason")
    assert not any(m.startswith("use mason") for m in moves_text(state))
    state = with_farm(state, 0, house="stone", rooms=cells("a1", "a2", "a3", "b3"))
    assert "use mason b2" in moves_text(state)
    assert "use mason e1" not in moves_text(state)  # not next to the house
    state = play(state, "use mason b2")
    p = state.players[0]
    assert p.farm.room_count == 5 and p.goods == Goods(food=2)
    assert not any(m.startswith("use mason") for m in moves_text(state))  # once per game


# --- E192 Patron ---------------------------------------------------------------------------------

def test_patron_food_before_paying_for_a_later_occupation() -> None:
    state = set_goods(with_cards(full_game(), 0, "patron", "academic"), 0)
    # A third occupation costs 1 food here, the Chief 2 more: the Patron's 2 food leave 1.
    with pytest.raises(IllegalMove):
        apply(with_hand(state, 0, occupations=("chief",)), "place occupation")
    assert occupation(give(state, 0, food=1), "chief").players[0].goods.food == 0
    assert occupation(state, "woodcutter").players[0].goods.food == 1


def test_patron_not_for_itself() -> None:
    state = occupation(with_cards(full_game(), 0, "academic"), "patron")
    assert state.players[0].goods.food == 2 - 1


# --- E193 Pastor ---------------------------------------------------------------------------------

def test_pastor_last_player_with_two_rooms_gets_building_resources() -> None:
    state = occupation(full_game(), "pastor")
    assert state.players[0].goods == Goods(food=2)  # the other player has 2 rooms too
    state = give(state, 1, wood=5, reed=2)
    state = play(state, "place build-rooms", "room b3")
    assert state.players[0].goods == Goods(food=2, wood=3, clay=2, reed=1, stone=1)


def test_pastor_when_played_late() -> None:
    state = with_farm(full_game(), 1, rooms=cells("a1", "a2", "a3"))
    state = occupation(state, "pastor")
    assert state.players[0].goods.stone == 1
    state = give(state, 1, wood=5, reed=2)
    state = play(state, "place build-rooms", "room b3")
    assert state.players[0].goods.stone == 1  # only once


# --- E194 Plough Driver, E195 Plough Maker -------------------------------------------------------

def test_plough_driver_pays_1_food_to_plow_at_round_start() -> None:
    state = with_farm(with_cards(full_game(), 0, "plough-driver"), 0, house="stone")
    state = play(state, "place fishing", "place wood", "place clay", "place reed")
    assert state.round == 2
    assert moves_text(state) >= {"choose plow", "choose skip"}
    food = state.players[0].goods.food
    state = play(state, "choose plow", "plow c1")
    assert state.players[0].farm.fields == cells("c1")
    assert state.players[0].goods.food == food - 1


def test_plough_driver_needs_a_stone_house() -> None:
    state = with_cards(full_game(), 0, "plough-driver")
    state = play(state, "place fishing", "place wood", "place clay", "place reed")
    assert state.frame is None


def test_plough_maker_one_more_field_for_1_food() -> None:
    state = with_cards(full_game(), 0, "plough-maker")
    state = play(state, "place plow", "choose plow", "plow c1", "plow c2")
    p = state.players[0]
    assert p.farm.fields == cells("c1", "c2") and p.goods.food == 1
    assert state.actor == 1


# --- E196 Mushroom Collector ---------------------------------------------------------------------

def test_mushroom_collector_leaves_a_wood_for_2_food() -> None:
    state = play(with_cards(full_game(), 0, "mushroom-collector"), "place wood")
    assert moves_text(state) >= {"choose leave-wood", "choose keep"}
    state = play(state, "choose leave-wood")
    assert state.players[0].goods == Goods(wood=2, food=4)
    assert state.spaces[state.space_index("wood")].stock == Goods(wood=1)


def test_mushroom_collector_not_for_wood_given_by_the_space() -> None:
    state = with_cards(full_game(5), 0, "mushroom-collector")
    state = play(state, "place reed-stone-wood")
    assert state.frame is None or state.frame.kind != "card"


# --- E198 Ratcatcher -----------------------------------------------------------------------------

def test_ratcatcher_others_place_one_offspring_less_in_round_10() -> None:
    from agricola_qt.engine.rules import settle, start_round

    state = with_cards(full_game(), 0, "ratcatcher")
    state = state.with_player(1, evolve(state.players[1], people=3))
    state = state.with_player(0, evolve(state.players[0], people=3))
    state = settle(start_round(evolve(state, round=9)))
    assert state.round == 10
    assert state.players[1].available == 2 and state.players[0].available == 3
    state = settle(start_round(evolve(state, round=10, pending=())))
    assert state.players[1].available == 3  # round 11: everyone works


def test_ratcatcher_only_until_round_9() -> None:
    state = with_hand(at_round(full_game(), 10), 0, occupations=("ratcatcher",))
    with pytest.raises(IllegalMove):
        apply(state, "place occupation")


# --- E199 Renovator, E211 Stonecutter, E218 Carpenter --------------------------------------------

def test_renovator_2_less_clay_or_stone() -> None:
    state = with_cards(full_game(), 0, "renovator")
    assert renovation_cost(state.players[0]) == Goods(reed=1)
    state = with_farm(state, 0, house="clay", rooms=cells("a1", "a2", "a3"))
    assert renovation_cost(state.players[0]) == Goods(stone=1, reed=1)


def test_renovator_renovates_through_the_action_space() -> None:
    state = with_space(with_cards(give(full_game(), 0, reed=1), 0, "renovator"),
                       "renovation-improvement")
    state = play(state, "place renovation-improvement")
    assert state.players[0].farm.house == "clay" and state.players[0].goods.reed == 0


def test_conservator_wooden_hut_straight_to_stone() -> None:
    state = with_space(with_cards(full_game(), 0, "conservator"), "renovation-improvement")
    state = give(state, 0, clay=2, stone=2, reed=1)
    state = play(state, "place renovation-improvement")
    assert moves_text(state) >= {"choose stone", "choose clay"}
    state = play(state, "choose stone")
    p = state.players[0]
    assert p.farm.house == "stone" and p.goods == Goods(clay=2, food=2)


def test_conservator_may_stay_with_clay() -> None:
    state = with_space(with_cards(full_game(), 0, "conservator"), "renovation-improvement")
    state = play(give(state, 0, clay=2, stone=2, reed=1), "place renovation-improvement",
                 "choose clay")
    assert state.players[0].farm.house == "clay" and state.players[0].goods.stone == 2


def test_conservator_not_with_the_builders_trowel() -> None:
    state = with_cards(full_game(), 0, "conservator", "builders-trowel")
    state = play(give(state, 0, clay=2, stone=2, reed=1), "use builders-trowel renovate")
    assert state.players[0].farm.house == "clay" and state.frame is None


def test_stonecutter_one_stone_less_per_room_and_per_renovation() -> None:
    state = with_cards(full_game(), 0, "stonecutter")
    state = with_farm(state, 0, house="stone")
    assert room_cost(state.players[0]) == Goods(stone=4, reed=2)
    state = with_farm(state, 0, house="clay", rooms=cells("a1", "a2", "a3"))
    assert renovation_cost(state.players[0]) == Goods(stone=2, reed=1)
    state = give(with_farm(state, 0, house="stone", rooms=cells("a2", "a3")), 0,
                 stone=8, reed=4)
    state = play(state, "place build-rooms", "room a1", "room b3")
    assert state.players[0].goods.stone == 0


def test_stonecutter_cheaper_majors() -> None:
    state = with_cards(full_game(first=("improvement",)), 0, "stonecutter")
    state = give(state, 0, clay=2, stone=1)
    state = play(state, "place improvement", "buy pottery")
    assert "pottery" in state.players[0].cards and state.players[0].goods.stone == 0


def test_carpenter_rooms_for_3_material_and_2_reed() -> None:
    state = give(with_cards(full_game(), 0, "carpenter"), 0, wood=3, reed=2)
    assert room_cost(state.players[0]) == Goods(wood=3, reed=2)
    state = play(state, "place build-rooms", "room b3")
    assert state.players[0].farm.room_count == 3


def test_carpenter_with_axe_the_cheaper_base_cost() -> None:
    state = with_cards(full_game(), 0, "carpenter", "axe")
    assert room_cost(state.players[0]) == Goods(wood=2, reed=2)


# --- E202 Seasonal Worker ------------------------------------------------------------------------

def test_seasonal_worker_grain_with_day_labourer() -> None:
    state = play(with_cards(full_game(), 0, "seasonal-worker"), "place day-labourer")
    assert state.players[0].goods == Goods(food=4, grain=1)


def test_seasonal_worker_vegetable_from_round_6() -> None:
    state = with_cards(at_round(full_game(), 6), 0, "seasonal-worker")
    state = play(state, "place day-labourer")
    assert moves_text(state) >= {"choose grain", "choose veg"}
    state = play(state, "choose veg")
    assert state.players[0].goods.veg == 1


# --- E203 Shepherd -------------------------------------------------------------------------------

def _sheep_farm(state: GameState, sheep: int, pasture: tuple[str, ...]) -> GameState:
    state = with_farm(state, 0, fences=boundary_edges(cells(*pasture)))
    state = give(state, 0, food=20)
    return give(state, 0, sheep=sheep)


def test_shepherd_two_lambs_from_four_sheep() -> None:
    state = with_cards(full_game(), 0, "shepherd")
    state = _sheep_farm(state, 4, ("c1", "d1", "e1"))  # room for 6 + 1 in the house
    state = play(to_feeding(state), "feed", "feed")
    assert state.players[0].goods.sheep == 6


def test_shepherd_only_with_room() -> None:
    state = with_cards(full_game(), 0, "shepherd")
    state = _sheep_farm(state, 4, ("d1", "e1"))  # room for 4 + 1
    state = play(to_feeding(state), "feed", "feed")
    assert state.players[0].goods.sheep == 5


def test_shepherd_not_with_three_sheep() -> None:
    state = with_cards(full_game(), 0, "shepherd")
    state = _sheep_farm(state, 3, ("c1", "d1", "e1"))
    state = play(to_feeding(state), "feed", "feed")
    assert state.players[0].goods.sheep == 4


# --- E206 Swineherd, E212 Dancer -----------------------------------------------------------------

def test_swineherd_one_more_boar() -> None:
    state = with_space(with_cards(full_game(), 0, "swineherd"), "boar")
    state = with_farm(state, 0, fences=boundary_edges(cells("e1")))
    state = play(state, "place boar")
    assert state.players[0].goods.boar == 2


def test_dancer_at_least_4_food_from_traveling_players() -> None:
    state = play(with_cards(full_game(4), 0, "dancer"), "place traveling-players")
    assert state.players[0].goods.food == 2 + 4


# --- E207 Stablehand, E213 Stockman, E208 Stablemaster -------------------------------------------

def test_stablehand_free_stable_once_per_fencing_action() -> None:
    state = with_cards(full_game(first=("fences",)), 0, "stablehand")
    state = give(state, 0, wood=10)
    state = play(state, "place fences", "fence-add e1", "fence-build")
    assert state.frame is not None and state.frame.stables == 1
    assert state.frame.stable_cost == 0
    state = play(state, "stable e3")
    assert state.players[0].farm.stables == cells("e3")
    assert state.players[0].goods.wood == 10 - 4
    state = play(state, "fence-add d1", "fence-build")
    assert not state.frame or not state.frame.stables  # no second stable in the same action


def test_stockman_animals_for_the_2nd_3rd_and_4th_stable() -> None:
    state = with_cards(full_game(), 0, "stockman")
    state = with_farm(state, 0, fences=boundary_edges(cells("c1", "d1", "e1")))
    state = give(state, 0, wood=8)
    state = play(state, "place build-rooms", "stable c1", "stable d1")
    assert state.players[0].goods.cattle == 1
    state = play(state, "stable e1")
    assert state.players[0].goods.boar == 1


def test_stockman_not_for_stables_built_before() -> None:
    state = with_farm(full_game(), 0, stables=cells("c1", "d1"))
    state = give(state, 0, wood=2)
    state = occupation(state, "stockman")
    state = play(state, "place fishing", "place build-rooms", "stable e1")
    assert state.players[0].goods.boar == 1 and state.players[0].goods.cattle == 0


def test_stablemaster_one_stable_holds_three_of_a_kind() -> None:
    state = with_cards(full_game(), 0, "stablemaster")
    state = with_farm(state, 0, stables=cells("e1"))
    p = state.players[0]
    assert can_house(p, (4, 0, 0)) and not can_house(p, (5, 0, 0))
    assert not can_house(p, (2, 2, 0))
    state = with_farm(state, 0, stables=cells("e1", "e2"))
    p = state.players[0]
    assert can_house(p, (5, 0, 0)) and not can_house(p, (6, 0, 0))


# --- E210 Stone Carrier --------------------------------------------------------------------------

def test_stone_carrier_one_more_stone() -> None:
    state = play(with_space(with_cards(full_game(), 0, "stone-carrier"), "stone-1"),
                 "place stone-1")
    assert state.players[0].goods.stone == 2


def test_stone_carrier_costs_food_with_other_resources() -> None:
    state = with_cards(full_game(4), 0, "stone-carrier")
    state = play(state, "place reed-stone-food")
    assert moves_text(state) >= {"choose stone", "choose skip"}
    state = play(state, "choose stone")
    assert state.players[0].goods == Goods(reed=1, stone=2, food=2)


# --- E215 Tenant Farmer --------------------------------------------------------------------------

def test_tenant_farmer_borrowed_animals_given_back_at_scoring() -> None:
    state = with_farm(full_game(), 0, fences=boundary_edges(cells("b1", "c1", "d1", "e1")))
    state = with_farm(state, 0, stables=cells("b2", "c2"))
    state = occupation(state, "tenant-farmer")
    p = state.players[0]
    assert p.animals == (1, 1, 1)
    # With one of each, giving one back would cost 2 points (1 -> -1): keep them all, -3.
    assert score_player(p).breakdown["bonus_points"] == -3
    # A 5th sheep scores nothing more: give it back and lose 1 point less.
    more = evolve(p, goods=Goods(sheep=5, boar=1, cattle=1))
    assert score_player(more).breakdown["bonus_points"] == -2


def test_tenant_farmer_repaid_during_the_game() -> None:
    state = occupation(give(full_game(), 0, sheep=1), "tenant-farmer")
    assert state.frame is not None and state.frame.kind == "animals"
    state = play(state, "keep-best", "place fishing")  # player 1's turn, then back to 0
    kinds = sum(1 for n in state.players[0].animals if n)
    state = play(state, "use tenant-farmer return")
    assert not any(m.startswith("use tenant-farmer") for m in moves_text(state))
    assert score_player(state.players[0]).breakdown["bonus_points"] == kinds - 3


# --- E216 Animal Keeper --------------------------------------------------------------------------

def test_animal_keeper_mixed_pastures() -> None:
    state = with_cards(full_game(), 0, "animal-keeper")
    state = with_farm(state, 0, fences=boundary_edges(cells("d1", "e1")))
    p = state.players[0]
    assert can_house(p, (2, 2, 1)) and not can_house(p, (2, 2, 2))


# --- E217 Reeve ----------------------------------------------------------------------------------

def test_reeve_wood_by_round_and_points_for_most_occupations() -> None:
    state = occupation(full_game(), "reeve")
    assert state.players[0].goods.wood == 4
    state = occupation(at_round(full_game(), 9), "reeve")
    assert state.players[0].goods.wood == 2
    table = (evolve(state.players[0]), evolve(state.players[1], cards=("academic",)))
    assert score_player(table[0], table).breakdown["bonus_points"] == 0
    table = (table[0], evolve(state.players[1], cards=("woodcutter",)))
    assert score_player(table[0], table).breakdown["bonus_points"] == 3  # tied: 3 each
    assert score_player(table[1], table).breakdown["bonus_points"] == 3


def test_reeve_points_for_the_other_player_with_the_most_occupations() -> None:
    state = with_cards(full_game(), 1, "academic", "woodcutter")
    state = occupation(state, "reeve")
    assert scores(state)[1].breakdown["bonus_points"] == 3
    assert scores(state)[0].breakdown["bonus_points"] == 0


# --- E341 Guildmaster ----------------------------------------------------------------------------

def test_guildmaster_resources_for_the_craft_cards() -> None:
    state = with_cards(full_game(first=("improvement",)), 0, "pottery")
    state = occupation(state, "guildmaster")
    assert state.players[0].goods.clay == 2
    state = give(state, 0, wood=2, stone=2)
    state = play(state, "place fishing", "place improvement", "buy joinery")
    assert state.players[0].goods.wood == 4


def test_stablemaster_keeps_what_earlier_cards_said_about_animals() -> None:
    from agricola_qt.engine.economy import housing

    state = with_cards(full_game(), 0, "forest-pasture", "stablemaster")
    p = state.players[0]
    p = evolve(p, farm=evolve(p.farm, stables=1 << parse_cell("e3")))
    assert housing(p).any_boar
    assert can_house(evolve(p, goods=Goods(boar=9, sheep=3)))


def test_conservator_straight_to_stone_without_any_clay() -> None:
    state = with_space(with_cards(full_game(), 0, "conservator"), "renovation-improvement")
    state = give(state, 0, stone=2, reed=1)  # no clay: only the stone renovation is possible
    assert "place renovation-improvement" in moves_text(state)
    state = play(state, "place renovation-improvement")
    p = state.players[0]
    assert p.farm.house == "stone" and p.goods.stone == 0 and p.goods.reed == 0


def test_without_conservator_no_clay_means_no_renovation() -> None:
    state = with_space(full_game(), "renovation-improvement")
    state = give(state, 0, stone=2, reed=1)
    assert "place renovation-improvement" not in moves_text(state)
