"""K-deck occupations K266-K312 and K342, in real game situations."""

from __future__ import annotations

import pytest
from attrs import evolve

from agricola_qt.engine import IllegalMove, apply, score_player
from agricola_qt.engine.cards.deck_e.occupations_1 import BrushMakerBoar
from agricola_qt.engine.cards.deck_k.occupations import BasinMakerWood, ForesterStacks, TannerBoar
from agricola_qt.engine.cards.deck_k.occupations_2 import (
    AnimalBreederPastures,
    AnimalHandlerRounds,
    PloughmanRounds,
    ResourceSellerTaken,
)
from agricola_qt.engine.economy import can_house, renovation_cost, room_cost
from agricola_qt.engine.farmyard import Farmyard
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.grid import boundary_edges, parse_cell
from agricola_qt.engine.memory import count, noted, recall, remember
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


ROUND_1 = ("place fishing", "place wood", "place clay", "place reed")  # 2 players, round 1


def next_round(state: GameState) -> GameState:
    """Both players of a 2-player game place their two people; the next round starts."""
    round_no = state.round
    state = play(state, *ROUND_1)
    assert state.round == round_no + 1
    return state


def to_feeding(state: GameState) -> GameState:
    """From a round-4 state with nobody placed: everyone works, then the harvest's feeding."""
    state = play(at_round(state, 4), *ROUND_1)
    assert state.frame is not None and state.frame.kind == "feed"
    return state


def bonus(state: GameState, player: int = 0) -> int:
    return score_player(state.players[player], state.players).breakdown["bonus_points"]


# --- K266 Serf -----------------------------------------------------------------------------------

def test_serf_grain_before_sowing() -> None:
    state = with_farm(full_game(first=("sow-bake",)), 0, fields=cells("c1"))
    state = with_cards(give(state, 0, grain=1), 0, "serf")
    state = play(state, "place sow-bake")
    assert moves_text(state) >= {"choose grain", "choose swap"}
    state = play(state, "choose grain", "sow c1 grain")
    assert state.players[0].goods.grain == 1
    assert state.players[0].farm.crop_on(parse_cell("c1")) is not None


def test_serf_swaps_grain_for_a_vegetable() -> None:
    state = with_farm(full_game(first=("sow-bake",)), 0, fields=cells("c1"))
    state = with_cards(give(state, 0, grain=1), 0, "serf")
    state = play(state, "place sow-bake", "choose swap", "sow c1 veg")
    assert (state.players[0].goods.grain, state.players[0].goods.veg) == (0, 0)
    assert state.players[0].farm.crop_total("veg") == 2


def test_serf_without_grain_just_gives_one() -> None:
    state = with_farm(full_game(first=("sow-bake",)), 0, fields=cells("c1"))
    state = play(with_cards(give(state, 0, veg=1), 0, "serf"), "place sow-bake")
    assert state.players[0].goods.grain == 1
    assert state.frame is not None and state.frame.kind == "action"


# --- K267 Adoptive Parents -----------------------------------------------------------------------

def test_adoptive_parents_newcomer_acts_this_round() -> None:
    state = with_space(at_round(full_game(), 5), "family-growth")
    state = with_farm(with_cards(state, 0, "adoptive-parents"), 0,
                      rooms=cells("a1", "a2", "a3"))
    state = play(state, "place family-growth")
    assert moves_text(state) >= {"choose adopt", "choose no"}
    state = play(state, "choose adopt")
    p = state.players[0]
    assert (p.people, p.newborns, p.goods.food, p.available) == (3, 0, 1, 2)


def test_adopted_child_eats_a_full_ration() -> None:
    from agricola_qt.engine.harvest import food_needed

    state = with_space(at_round(full_game(), 5), "family-growth")
    state = with_farm(with_cards(state, 0, "adoptive-parents"), 0,
                      rooms=cells("a1", "a2", "a3"))
    adopted = play(state, "place family-growth", "choose adopt")
    newborn = play(state, "place family-growth", "choose no")
    assert food_needed(adopted, 0) == 6
    assert food_needed(newborn, 0) == 5


# --- K268 Pieceworker ----------------------------------------------------------------------------

def test_pieceworker_buys_one_more_wood() -> None:
    state = play(with_cards(full_game(), 0, "pieceworker"), "place wood")
    assert moves_text(state) >= {"choose wood", "choose no"}
    state = play(state, "choose wood")
    assert state.players[0].goods == Goods(wood=4, food=1)


def test_pieceworker_one_of_each_good_from_one_space() -> None:
    state = play(with_cards(full_game(4), 0, "pieceworker"), "place reed-stone-food")
    assert moves_text(state) >= {"choose reed", "choose stone", "choose reed+stone"}
    state = play(state, "choose reed+stone")
    g = state.players[0].goods
    assert (g.reed, g.stone, g.food) == (2, 2, 2 + 1 - 2)


def test_pieceworker_vegetable_costs_2_food() -> None:
    state = with_space(at_round(full_game(), 8), "vegetable")
    state = with_cards(set_goods(state, 0, food=1), 0, "pieceworker")
    old = play(evolve(state, setup=evolve(state.setup, rules_version=5)), "place vegetable")
    assert old.frame is None or old.frame.kind != "card"  # 1 food is not enough (rules 5)
    state = play(state, "place vegetable")  # the vegetable taken could be cooked (rules 6)
    assert state.frame is not None and state.frame.space == "pieceworker"
    assert "choose veg" not in moves_text(state) and "convert veg" in moves_text(state)
    state = with_space(at_round(full_game(), 8), "vegetable")
    state = play(with_cards(state, 0, "pieceworker"), "place vegetable", "choose veg")
    assert state.players[0].goods == Goods(veg=2)


def test_pieceworker_not_for_goods_from_round_spaces() -> None:
    state = occupation(with_cards(full_game(), 0, "pieceworker"), "reed-collector")
    state = play(state, "place wood", "place clay", "choose no", "place reed")
    assert state.round == 2 and state.players[0].goods.reed == 1
    assert state.frame is None  # the reed from the round space is no action space's


# --- K270 Wet Nurse ------------------------------------------------------------------------------

def test_wet_nurse_grows_the_family_for_each_room() -> None:
    state = give(with_cards(full_game(), 0, "wet-nurse"), 0, wood=10, reed=4)
    state = play(state, "place build-rooms", "room b3")
    assert moves_text(state) >= {"choose grow", "choose no"}
    state = play(state, "choose grow", "room b2", "choose grow")
    p = state.players[0]
    assert (p.people, p.newborns, p.goods.food) == (4, 2, 0)


def test_wet_nurse_needs_food() -> None:
    state = give(set_goods(with_cards(full_game(), 0, "wet-nurse"), 0), 0, wood=5, reed=2)
    state = play(state, "place build-rooms", "room b3")
    assert state.frame is None or state.frame.kind != "card"


# --- K271 Educator -------------------------------------------------------------------------------

def test_educator_plays_an_occupation_when_another_player_does() -> None:
    state = with_hand(with_cards(full_game(), 1, "educator"), 1, occupations=("woodcutter",))
    state = occupation(state, "land-agent")
    assert state.actor == 1 and state.frame is not None and state.frame.occupations == 1
    state = play(state, "occupation woodcutter")
    assert "woodcutter" in state.players[1].cards
    assert state.players[1].goods.food == 0


def test_educator_costs_2_food_from_the_4th_occupation() -> None:
    state = with_cards(full_game(), 1, "educator", "academic", "woodcutter")
    state = with_hand(set_goods(state, 1, food=2), 1, occupations=("land-agent",))
    state = occupation(state, "berry-picker")
    state = play(state, "occupation land-agent")
    assert state.players[1].goods.food == 0


def test_educator_not_for_own_occupations() -> None:
    state = with_hand(with_cards(full_game(), 0, "educator"), 0, occupations=("woodcutter",))
    state = play(give(state, 0, food=5), "place occupation", "occupation woodcutter")
    assert state.actor == 1


# --- K272 Frame Builder, K294 Brushwood Collector ------------------------------------------------

def test_frame_builder_wood_for_clay_in_rooms_and_renovations() -> None:
    state = with_farm(with_cards(full_game(), 0, "frame-builder"), 0, house="clay")
    p = give(state, 0, clay=5, reed=2, wood=1).players[0]
    assert room_cost(p) == Goods(clay=3, wood=1, reed=2)
    assert room_cost(evolve(p, goods=Goods(clay=5, reed=2))) == Goods(clay=5, reed=2)
    wooden = with_cards(give(full_game(), 0, wood=1, clay=1, reed=1), 0,
                        "frame-builder").players[0]
    assert renovation_cost(wooden) == Goods(clay=1, wood=1, reed=1)


def test_frame_builder_room_built_with_wood() -> None:
    state = with_farm(with_cards(full_game(), 0, "frame-builder"), 0, house="clay")
    state = play(give(state, 0, clay=3, reed=2, wood=1), "place build-rooms", "room b3")
    assert state.players[0].farm.room_count == 3
    assert state.players[0].goods.clay == state.players[0].goods.wood == 0


def test_brushwood_collector_wood_instead_of_reed() -> None:
    state = with_cards(give(full_game(), 0, wood=6), 0, "brushwood-collector")
    assert room_cost(state.players[0]) == Goods(wood=6)
    state = play(state, "place build-rooms", "room b3")
    assert state.players[0].goods.wood == 0 and state.players[0].farm.room_count == 3
    assert renovation_cost(state.players[0]) == Goods(clay=3, reed=1)  # no wood left
    assert renovation_cost(give(state, 0, wood=1, clay=3).players[0]) == Goods(clay=3, wood=1)


# --- K273 Basin Maker, K280 Tanner ---------------------------------------------------------------

def test_basin_maker_wood_for_cooked_boar() -> None:
    state = with_cards(give(full_game(), 0, boar=1, wood=3), 0, "basin-maker", "fireplace-2")
    state = play(state, "convert boar")
    assert moves_text(state) >= {"choose 2", "choose 1", "choose 0"}
    state = play(state, "choose 2")
    assert state.players[0].goods.wood == 1
    assert bonus(state) == 1  # the 1st wood gives no point


def test_basin_maker_points_skip_1st_4th_7th_10th() -> None:
    p = evolve(full_game().players[0], cards=("basin-maker",), memory=(BasinMakerWood(11),))
    assert score_player(p).breakdown["bonus_points"] == 7


def test_tanner_cooked_boar_and_cattle_score() -> None:
    state = with_cards(give(full_game(), 0, boar=4, cattle=3), 0, "tanner", "fireplace-2")
    state = play(state, "convert boar", "convert boar", "convert cattle", "convert cattle")
    assert bonus(state) == 1 + 1
    state = play(state, "convert boar", "convert boar", "convert cattle")
    assert bonus(state) == 2 + 2


# --- K274 Organic Farmer -------------------------------------------------------------------------

def _organic(**animals: int) -> int:
    farm = Farmyard(fences=boundary_edges(cells("d1", "e1")))  # one pasture of 4
    p = evolve(full_game().players[0], cards=("organic-farmer",), farm=farm,
               goods=Goods(**animals))
    return score_player(p).breakdown["bonus_points"]


def test_organic_farmer_pasture_with_room_for_3_more() -> None:
    assert _organic() == 0  # no animals
    assert _organic(sheep=1) == 1
    assert _organic(sheep=2) == 1  # one sheep may live in the house
    assert _organic(sheep=3) == 0
    assert _organic(sheep=1, boar=1) == 1


# --- K276 Constable, K282 House Steward ----------------------------------------------------------

def _full_farm() -> Farmyard:
    return Farmyard(fields=cells("b1", "b2", "b3", "c1", "c2", "c3"),
                    fences=boundary_edges(cells("d1", "d2", "d3", "e1", "e2", "e3")),
                    rooms=cells("a1", "a2", "a3"))


def test_constable_wood_by_round() -> None:
    assert occupation(full_game(), "constable").players[0].goods.wood == 4
    assert occupation(at_round(full_game(), 7), "constable").players[0].goods.wood == 3
    assert occupation(at_round(full_game(), 12), "constable").players[0].goods.wood == 1


def test_constable_5_points_to_every_player_without_minus_points() -> None:
    state = with_cards(full_game(), 1, "constable")
    all_kinds = Goods(grain=1, veg=1, sheep=1, boar=1, cattle=1)
    p0 = evolve(state.players[0], farm=_full_farm(), goods=all_kinds)
    state = state.with_player(0, p0)
    assert bonus(state, 0) == 5
    assert bonus(state, 1) == 0  # unused spaces
    state = state.with_player(0, evolve(p0, begging=1))
    assert bonus(state, 0) == 0


def test_constable_minus_points_given_back_by_yeoman_farmer_do_not_count() -> None:
    state = with_cards(full_game(), 0, "constable", "yeoman-farmer")
    p0 = evolve(state.players[0], farm=_full_farm())  # no grain, no animals
    assert bonus(state.with_player(0, p0), 0) >= 5


def test_house_steward_3_points_for_most_rooms() -> None:
    state = occupation(at_round(full_game(), 9), "house-steward")
    assert state.players[0].goods.wood == 2
    assert bonus(state, 0) == 3 and bonus(state, 1) == 3  # a tie
    state = with_farm(state, 1, rooms=cells("a1", "a2", "a3"))
    assert bonus(state, 0) == 0 and bonus(state, 1) == 3


# --- K279 Scholar --------------------------------------------------------------------------------

def test_scholar_occupation_for_1_food_at_round_start() -> None:
    state = with_farm(with_cards(full_game(), 0, "scholar"), 0, house="stone")
    state = with_hand(state, 0, occupations=("woodcutter",))
    state = next_round(state)
    assert moves_text(state) >= {"choose occupation", "choose no"}
    food = state.players[0].goods.food
    state = play(state, "choose occupation", "occupation woodcutter")
    assert "woodcutter" in state.players[0].cards
    assert state.players[0].goods.food == food - 1


def test_scholar_improvement_at_its_cost() -> None:
    state = with_farm(with_cards(full_game(), 0, "scholar"), 0, house="stone")
    state = next_round(give(state, 0, clay=2))
    state = play(state, "choose improvement", "buy fireplace-2")
    assert "fireplace-2" in state.players[0].cards


def test_scholar_needs_a_stone_house() -> None:
    state = with_hand(with_cards(full_game(), 0, "scholar"), 0, occupations=("woodcutter",))
    assert next_round(state).frame is None


# --- K281 Traveling Salesman ---------------------------------------------------------------------

def test_traveling_salesman_major_with_a_minor_action() -> None:
    state = with_cards(give(full_game(), 0, clay=2), 0, "traveling-salesman")
    state = play(state, "place starting-player", "buy fireplace-2")
    assert "fireplace-2" in state.players[0].cards


def test_traveling_salesman_two_minors_with_an_improvement_action() -> None:
    state = with_cards(give(full_game(first=("improvement",)), 0, wood=2, stone=1), 0,
                       "traveling-salesman")
    state = with_hand(state, 0, minors=("fishing-rod", "axe"))
    state = play(state, "place improvement", "minor fishing-rod", "minor axe")
    assert {"fishing-rod", "axe"} <= set(state.players[0].cards)


def test_traveling_salesman_only_one_minor_with_a_minor_action() -> None:
    state = with_cards(give(full_game(), 0, wood=2), 0, "traveling-salesman")
    state = with_hand(state, 0, minors=("fishing-rod", "axe"))
    state = play(state, "place starting-player", "minor fishing-rod")
    assert "minor axe" not in moves_text(state)


# --- K283 Wood Deliveryman, K302 Pig Whisperer, K298 Shepherd Boy --------------------------------

def test_wood_deliveryman_wood_from_round_8() -> None:
    assert future(occupation(full_game(), "wood-deliveryman")) == {
        r: Goods(wood=1) for r in range(8, 15)}
    assert sorted(future(occupation(at_round(full_game(), 10), "wood-deliveryman"))) == [
        11, 12, 13, 14]


def test_pig_whisperer_boar_4_7_10_rounds_ahead() -> None:
    assert future(occupation(at_round(full_game(), 2), "pig-whisperer")) == {
        6: Goods(boar=1), 9: Goods(boar=1), 12: Goods(boar=1)}
    assert future(occupation(at_round(full_game(), 6), "pig-whisperer")) == {
        10: Goods(boar=1), 13: Goods(boar=1)}


def test_shepherd_boy_sheep_once_in_a_stone_house() -> None:
    state = occupation(at_round(full_game(), 10), "shepherd-boy")
    assert future(state) == {}
    stone = occupation(with_farm(at_round(full_game(), 10), 0, house="stone"), "shepherd-boy")
    assert future(stone) == {r: Goods(sheep=1) for r in (11, 12, 13, 14)}


def test_shepherd_boy_starts_with_the_renovation_to_stone() -> None:
    state = with_farm(with_cards(full_game(), 0, "shepherd-boy", "stone-breaker"), 0,
                      house="clay")
    state = play(give(state, 0, stone=2, reed=1), "use stone-breaker renovate")
    assert future(state) == {r: Goods(sheep=1) for r in range(2, 15)}


# --- K284 Wood Distributor -----------------------------------------------------------------------

def test_wood_distributor_spreads_the_wood() -> None:
    state = occupation(full_game(), "wood-distributor")
    assert state.players[0].goods.wood == 2
    state = play(state, "place clay", "place reed", "place day-labourer")  # wood untaken
    assert state.round == 2 and moves_text(state) >= {"choose spread", "choose no"}
    state = play(state, "choose spread")
    stock = {s.space.id: s.stock for s in state.spaces}
    assert stock["wood"].wood == 0
    assert stock["clay"] == Goods(clay=1, wood=2)
    assert stock["reed"] == Goods(reed=1, wood=2)
    assert stock["fishing"] == Goods(food=2, wood=2)


def test_wood_distributor_wood_on_the_clay_space_goes_with_the_clay() -> None:
    state = occupation(full_game(), "wood-distributor")
    state = play(state, "place clay", "place reed", "place day-labourer", "choose spread")
    state = play(state, "place clay")
    assert state.players[0].goods.wood == 2 + 2 and state.players[0].goods.clay == 1


# --- K285 Tinsmith -------------------------------------------------------------------------------

def test_tinsmith_clay_into_food() -> None:
    state = with_cards(set_goods(full_game(), 0, clay=3), 0, "tinsmith")
    state = play(state, "convert clay")
    assert state.players[0].goods == Goods(clay=2, food=1)
    assert "use tinsmith well" not in moves_text(state)


def test_tinsmith_3_food_for_2_clay_once_a_well_is_built() -> None:
    state = with_cards(set_goods(full_game(), 0, clay=3), 0, "tinsmith")
    state = with_cards(state, 1, "well")
    state = play(state, "use tinsmith well")
    assert state.players[0].goods == Goods(clay=1, food=3)


# --- K286 Smallholder ----------------------------------------------------------------------------

def test_smallholder_pasture_of_2_holds_3() -> None:
    state = with_farm(with_cards(full_game(), 0, "smallholder"), 0,
                      fences=boundary_edges(cells("e1")))
    p = state.players[0]
    assert can_house(evolve(p, goods=Goods(sheep=4)))  # 3 in the pasture, 1 in the house
    assert not can_house(evolve(p, goods=Goods(sheep=5)))


def test_smallholder_one_more_crop_with_at_most_2_fields() -> None:
    state = with_farm(full_game(first=("sow-bake",)), 0, fields=cells("c1", "c2"))
    state = give(with_cards(state, 0, "smallholder"), 0, grain=1, veg=1)
    state = play(state, "place sow-bake", "sow c1 grain", "sow c2 veg")
    farm = state.players[0].farm
    assert farm.crop_total("grain") == 4 and farm.crop_total("veg") == 3


def test_smallholder_no_extra_crop_with_3_fields() -> None:
    state = with_farm(full_game(first=("sow-bake",)), 0, fields=cells("c1", "c2", "c3"))
    state = give(with_cards(state, 0, "smallholder"), 0, grain=1)
    state = play(state, "place sow-bake", "sow c1 grain")
    assert state.players[0].farm.crop_total("grain") == 3


# --- K287 Storehouse Clerk, K309 Weaver ----------------------------------------------------------

def test_storehouse_clerk_at_round_start() -> None:
    state = with_cards(full_game(), 0, "storehouse-clerk")
    state = next_round(give(state, 0, stone=5, reed=5, clay=7, wood=7))
    g = state.players[0].goods
    assert (g.stone, g.reed, g.wood) == (6, 5, 7)
    assert g.clay == 7 + 1 + 1  # the Clay space's 1, then 8 clay give 1 more


def test_weaver_food_with_2_sheep() -> None:
    state = with_cards(give(full_game(), 0, sheep=2), 0, "weaver")
    state = with_farm(state, 0, fences=boundary_edges(cells("e1")))
    food = next_round(state).players[0].goods.food
    assert food == 2 + 1 + 1  # start, Fishing, Weaver
    no_sheep = next_round(with_cards(full_game(), 0, "weaver")).players[0].goods.food
    assert no_sheep == 2 + 1


# --- K288 Storehouse Keeper, K290 Clay Worker ----------------------------------------------------

def test_storehouse_keeper_clay_or_grain_with_reed_and_stone() -> None:
    state = play(with_cards(full_game(4), 0, "storehouse-keeper"), "place reed-stone-food")
    assert moves_text(state) >= {"choose clay", "choose grain"}
    state = play(state, "choose grain")
    assert state.players[0].goods.grain == 1
    other = play(with_cards(full_game(4), 0, "storehouse-keeper"), "place reed")
    assert other.frame is None


def test_clay_worker_one_more_clay_with_wood_or_clay() -> None:
    state = play(with_cards(full_game(), 0, "clay-worker"), "place wood")
    assert state.players[0].goods.clay == 1
    state = play(with_cards(full_game(), 0, "clay-worker"), "place clay")
    assert state.players[0].goods.clay == 2
    state = play(with_cards(full_game(), 0, "clay-worker"), "place reed")
    assert state.players[0].goods.clay == 0


# --- K291 Lover ----------------------------------------------------------------------------------

def test_lover_costs_4_food_and_grows_the_family_without_room() -> None:
    state = occupation(give(full_game(), 0, food=2), "lover")
    p = state.players[0]
    assert (p.people, p.newborns, p.goods.food) == (3, 1, 0)


def test_lover_cannot_be_played_without_the_food() -> None:
    state = with_hand(full_game(), 0, occupations=("lover",))
    with pytest.raises(IllegalMove):
        apply(state, "place occupation")


# --- K292 Market Woman ---------------------------------------------------------------------------

def test_market_woman_2_grain_with_vegetables() -> None:
    state = with_space(at_round(full_game(), 8), "vegetable")
    state = play(with_cards(state, 0, "market-woman"), "place vegetable")
    assert state.players[0].goods.grain == 2 and state.players[0].goods.veg == 1


def test_market_woman_not_for_sowing() -> None:
    state = with_farm(full_game(first=("sow-bake",)), 0, fields=cells("c1"))
    state = give(with_cards(state, 0, "market-woman"), 0, veg=1)
    state = play(state, "place sow-bake", "sow c1 veg")
    assert state.players[0].goods.grain == 0


# --- K293 Ploughman ------------------------------------------------------------------------------

def test_ploughman_fields_4_7_10_rounds_ahead() -> None:
    state = occupation(at_round(full_game(), 2), "ploughman")
    assert noted(state.players[0], PloughmanRounds) == (6, 9, 12)


def test_ploughman_plough_for_1_food_at_round_start() -> None:
    state = remember(with_cards(full_game(), 0, "ploughman"), 0, PloughmanRounds((2,)))
    state = next_round(state)
    assert moves_text(state) >= {"choose plow", "choose skip"}
    food = state.players[0].goods.food
    state = play(state, "choose plow", "plow c1")
    assert state.players[0].farm.fields == cells("c1")
    assert state.players[0].goods.food == food - 1
    assert next_round(state).frame is None  # no field waits on round 3


# --- K295 Cattle Breeder -------------------------------------------------------------------------

def test_cattle_breeder_cattle_now_and_breeding_after_round_12() -> None:
    state = occupation(full_game(), "cattle-breeder")
    assert state.players[0].goods.cattle == 1
    state = with_farm(at_round(with_cards(full_game(), 0, "cattle-breeder"), 12), 0,
                      fences=boundary_edges(cells("d1", "e1")))
    state = next_round(give(state, 0, cattle=2))
    assert state.round == 13 and state.players[0].goods.cattle == 3


def test_cattle_breeder_needs_room_for_the_calf() -> None:
    state = at_round(with_cards(full_game(), 0, "cattle-breeder"), 12)
    state = with_farm(give(state, 0, cattle=2, sheep=1), 0, fences=boundary_edges(cells("e1")))
    assert next_round(state).players[0].goods.cattle == 2


# --- K296 Seed Seller ----------------------------------------------------------------------------

def test_seed_seller_grain_now_and_with_take_1_grain() -> None:
    state = occupation(full_game(), "seed-seller")
    assert state.players[0].goods.grain == 1
    state = play(state, "place wood", "place grain")
    assert state.players[0].goods.grain == 1 + 2


# --- K297 Sheep Farmer ---------------------------------------------------------------------------

def test_sheep_farmer_one_more_sheep_and_swaps() -> None:
    state = with_cards(full_game(first=("sheep",)), 0, "sheep-farmer")
    state = with_farm(state, 0, fences=boundary_edges(cells("d1", "e1")))
    assert "use sheep-farmer swap" not in moves_text(give(state, 0, sheep=2))
    state = play(give(state, 0, sheep=3), "use sheep-farmer swap")
    g = state.players[0].goods
    assert (g.sheep, g.boar, g.cattle) == (0, 1, 1)
    state = play(state, "place sheep")
    assert state.players[0].goods.sheep == 2


# --- K299 Slaughterman ---------------------------------------------------------------------------

def test_slaughterman_food_when_another_player_cooks() -> None:
    state = with_cards(full_game(), 1, "slaughterman")
    state = with_cards(give(state, 0, sheep=2), 0, "fireplace-2")
    state = play(state, "convert sheep", "convert sheep")
    assert state.players[1].goods.food == 3 + 1  # once for cooking at one time
    state = with_cards(give(state, 1, sheep=1), 1, "fireplace-2")
    state = play(state, "place wood", "convert sheep")
    assert state.players[1].goods.food == 3 + 1 + 2  # own cooking gives nothing more


def test_slaughterman_owner_feeds_last() -> None:
    state = with_cards(full_game(), 0, "slaughterman")
    state = to_feeding(state)
    feeds = [f.player for f in state.pending if f.kind == "feed"]
    assert feeds[0] == 0  # the bottom of the stack: fed last
    assert state.actor == 1


# --- K300 Schnaps Distiller ----------------------------------------------------------------------

def test_schnaps_distiller_vegetable_into_5_food_at_feeding() -> None:
    state = give(with_cards(full_game(), 0, "schnaps-distiller"), 0, veg=2)
    state = to_feeding(state)
    state = play(state, "convert veg")
    assert state.players[0].goods.food == 2 + 1 + 5  # start, Fishing, schnaps
    state = play(state, "convert veg")
    assert state.players[0].goods.food == 2 + 1 + 5 + 1  # once per harvest, then raw


# --- K301 Wood Carver ----------------------------------------------------------------------------

def test_wood_carver_one_wood_less_once_a_round() -> None:
    state = with_cards(give(full_game(), 0, wood=9, reed=4), 0, "wood-carver")
    assert room_cost(state.players[0]) == Goods(wood=4, reed=2)
    state = play(state, "place build-rooms", "room b3")
    assert room_cost(state.players[0]) == Goods(wood=5, reed=2)
    state = play(state, "room b2")
    assert state.players[0].goods.wood == 0
    state = next_round(play(state, "done") if state.frame else state)
    assert room_cost(state.players[0]).wood == 4


def test_wood_carver_not_for_a_clay_room() -> None:
    state = with_farm(with_cards(full_game(), 0, "wood-carver"), 0, house="clay")
    assert room_cost(state.players[0]) == Goods(clay=5, reed=2)


def test_wood_carver_for_a_stable() -> None:
    state = with_cards(give(full_game(), 0, wood=1), 0, "wood-carver")
    state = play(state, "place build-rooms", "stable e1")
    assert state.players[0].farm.stables == cells("e1")
    assert state.players[0].goods.wood == 0


# --- K303 Stone Breaker --------------------------------------------------------------------------

def test_stone_breaker_renovates_clay_to_stone_at_any_time() -> None:
    state = with_cards(give(full_game(), 0, stone=2, reed=1), 0, "stone-breaker")
    assert "use stone-breaker renovate" not in moves_text(state)  # still wood
    state = with_farm(state, 0, house="clay")
    state = play(state, "use stone-breaker renovate")
    assert state.players[0].farm.house == "stone"
    assert state.players[0].goods == Goods(food=2)


# --- K304 Veterinarian ---------------------------------------------------------------------------

def test_veterinarian_a_pair_gives_one_animal() -> None:
    totals = []
    for seed in range(12):
        state = with_cards(evolve(full_game(), setup=evolve(full_game().setup, seed=seed)), 0,
                           "veterinarian")
        state = next_round(with_farm(state, 0, fences=boundary_edges(cells("d1", "e1"))))
        totals.append(sum(state.players[0].animals))
    assert set(totals) <= {0, 1} and 1 in totals and 0 in totals


# --- K305 Animal Handler -------------------------------------------------------------------------

def test_animal_handler_buy_the_sheep_at_round_7() -> None:
    state = occupation(at_round(full_game(), 3), "animal-handler")
    assert noted(state.players[0], AnimalHandlerRounds) == (7, 10, 14)
    state = at_round(remember(with_cards(full_game(), 0, "animal-handler"), 0,
                              AnimalHandlerRounds((7,))), 6)
    state = next_round(state)
    assert moves_text(state) >= {"choose buy", "choose no"}
    food = state.players[0].goods.food
    state = play(state, "choose buy")
    assert state.players[0].goods.sheep == 1 and state.players[0].goods.food == food - 1


# --- K306 Animal Tamer ---------------------------------------------------------------------------

def test_animal_tamer_one_animal_per_room() -> None:
    p = with_cards(full_game(), 0, "animal-tamer").players[0]
    assert can_house(evolve(p, goods=Goods(sheep=1, boar=1)))
    assert not can_house(evolve(p, goods=Goods(sheep=1, boar=1, cattle=1)))
    three = evolve(p, farm=evolve(p.farm, rooms=cells("a1", "a2", "a3")))
    assert can_house(evolve(three, goods=Goods(sheep=1, boar=1, cattle=1)))


# --- K307 Animal Breeder -------------------------------------------------------------------------

def test_animal_breeder_remembers_the_pastures_when_played() -> None:
    state = with_farm(full_game(), 0, fences=boundary_edges(cells("e1")))
    state = occupation(state, "animal-breeder")
    assert recall(state.players[0], AnimalBreederPastures) == AnimalBreederPastures(cells("e1"))


def test_animal_breeder_buys_a_pair_after_fencing() -> None:
    state = with_cards(give(full_game(first=("fences",)), 0, wood=6), 0, "animal-breeder")
    state = play(state, "place fences", "fence-add e1", "fence-add e2", "fence-build")
    assert moves_text(state) >= {"choose sheep", "choose boar", "choose no"}
    assert "choose cattle" not in moves_text(state)  # 2 food only
    state = play(state, "choose boar")
    assert state.players[0].goods.boar == 2 and state.players[0].goods.food == 0


def test_animal_breeder_once_per_turn() -> None:
    state = with_cards(give(full_game(first=("fences",)), 0, wood=8), 0, "animal-breeder")
    state = play(state, "place fences", "fence-add e1", "fence-build", "choose sheep")
    state = play(state, "fence-add e2", "fence-build")
    assert state.players[0].farm.pastures and (state.frame is None
                                               or state.frame.kind != "card")
    assert state.players[0].goods.sheep == 2


# --- K308 Foreman --------------------------------------------------------------------------------

def test_foreman_puts_food_on_a_space() -> None:
    state = next_round(with_cards(full_game(), 0, "foreman"))
    assert "choose day-labourer" in moves_text(state)
    state = play(state, "choose grain", "place grain")
    assert state.players[0].goods.food == 2 + 1 + 1 and state.players[0].goods.grain == 1


# --- K310 Resource Seller ------------------------------------------------------------------------

def test_resource_seller_top_good_with_the_same_kind() -> None:
    state = play(with_cards(full_game(), 0, "resource-seller"), "place reed")
    assert state.players[0].goods.reed == 1  # the top is wood
    state = play(state, "place clay", "place wood")
    assert state.players[0].goods.wood == 3 + 1
    state = play(state, "place fishing", "place clay")  # round 2
    assert state.players[0].goods.clay == 1 + 1


def test_resource_seller_several_kinds_at_once() -> None:
    state = remember(with_cards(full_game(4), 0, "resource-seller"), 0,
                     ResourceSellerTaken(2))  # reed on top, then clay, stone
    state = play(state, "place reed-stone-food")
    assert state.players[0].goods.reed == 2 and state.players[0].goods.stone == 1


# --- K311 Magician -------------------------------------------------------------------------------

def test_magician_with_the_last_person_on_traveling_players() -> None:
    state = with_cards(full_game(4), 0, "magician")
    first = play(state, "place traveling-players")
    assert first.players[0].goods == Goods(food=2 + 1)
    state = play(state, "place wood", "place clay", "place reed", "place fishing",
                 "place traveling-players")
    assert state.players[0].goods.grain == 1
    assert state.players[0].goods.food == 2 + 1 + 1


# --- K312 Fence Overseer -------------------------------------------------------------------------

def test_fence_overseer_fences_a_new_stable_for_1_food() -> None:
    state = with_cards(give(full_game(), 0, wood=4), 0, "fence-overseer")
    state = play(state, "place build-rooms", "stable e1")
    assert moves_text(state) >= {"choose fence-e1", "choose no"}
    state = play(state, "choose fence-e1")
    p = state.players[0]
    assert p.farm.pastures == (cells("e1"),)
    assert (p.goods.wood, p.goods.food) == (2, 1)
    state = play(state, "stable d1")
    assert state.frame is None or state.frame.kind != "card"  # once a round


def test_fence_overseer_follows_the_fencing_rules() -> None:
    state = with_farm(with_cards(give(full_game(), 0, wood=2), 0, "fence-overseer"), 0,
                      fences=boundary_edges(cells("e1")))
    state = play(state, "place build-rooms", "stable b1")  # not next to the pasture
    assert state.frame is None or state.frame.kind != "card"


# --- K342 Animal Trainer -------------------------------------------------------------------------

def test_animal_trainer_buys_animals_with_the_traveling_players_food() -> None:
    state = with_cards(full_game(4), 0, "animal-trainer")
    state = with_farm(state, 0, fences=boundary_edges(cells("d1", "e1")))
    index = state.space_index("traveling-players")
    state = state.with_space(index, evolve(state.spaces[index], stock=Goods(food=4)))
    state = play(state, "place traveling-players")
    assert moves_text(state) >= {"choose sheep", "choose boar", "choose cattle", "choose done"}
    state = play(state, "choose sheep")
    assert "choose cattle" not in moves_text(state)  # 2 of the 4 food left
    state = play(state, "choose sheep")
    p = state.players[0]
    assert (p.goods.sheep, p.goods.food) == (2, 2)
    assert state.frame is None or state.frame.kind != "card"


# --- K275 Perpetual Student ----------------------------------------------------------------------

def test_perpetual_student_plays_a_drawn_occupation_after_3_food() -> None:
    state = with_cards(full_game(), 0, "perpetual-student", "woodcutter")
    state = with_hand(state, 0, occupations=("land-agent", "berry-picker"))
    assert "use perpetual-student draw" not in moves_text(state)  # no occupation action yet
    state = play(state, "place occupation")
    assert "use perpetual-student draw" in moves_text(state)
    state = play(state, "use perpetual-student draw")
    p = state.players[0]
    drawn = next(c for c in ("land-agent", "berry-picker") if c in p.cards)
    assert len(p.occupations) == 1 and drawn not in p.occupations
    assert p.goods.food == 2 + 3 - 1  # the second occupation costs 1 food
    assert state.actor == 1


def test_perpetual_student_missing_food_is_begging() -> None:
    drawn_lover = []
    for seed in range(20):
        state = full_game()
        state = evolve(state, setup=evolve(state.setup, seed=seed))
        state = with_cards(set_goods(state, 0, food=1), 0, "perpetual-student", "woodcutter")
        state = with_hand(state, 0, occupations=("lover", "berry-picker"))
        state = play(state, "place occupation", "use perpetual-student draw")
        p = state.players[0]
        if "lover" in p.cards:  # 1 food + 4 food more, after 1 + 3 food
            assert (p.goods.food, p.begging) == (0, 1)
            drawn_lover.append(seed)
        else:
            assert (p.goods.food, p.begging) == (3, 0)
    assert drawn_lover and len(drawn_lover) < 20


# --- K277 Manufacturer ---------------------------------------------------------------------------

def test_manufacturer_joinery_as_a_minor_for_2_resources_less() -> None:
    state = with_cards(give(full_game(), 0, wood=2), 0, "manufacturer")
    assert "buy joinery" not in moves_text(play(state, "place starting-player"))  # wooden hut
    state = with_farm(state, 0, house="clay")
    state = play(state, "place starting-player", "buy joinery")
    assert "joinery" in state.players[0].cards
    assert state.players[0].goods.wood == 0  # 2 wood and 2 stone, the stone saved


def test_manufacturer_not_other_majors() -> None:
    state = with_farm(with_cards(give(full_game(), 0, clay=2), 0, "manufacturer"), 0,
                      house="clay")
    state = play(state, "place starting-player")
    assert "buy fireplace-2" not in moves_text(state)


# --- K269 Acrobat, K289 Countryman ---------------------------------------------------------------

FOUR_PLAYER_ROUND = ("place wood", "place clay", "place reed", "place fishing",
                     "place day-labourer", "place wood-1", "place clay-2")


def test_acrobat_moves_from_traveling_players_after_everybody_placed() -> None:
    state = with_cards(full_game(4), 0, "acrobat")
    state = play(state, "place traveling-players")
    assert state.frame is None
    state = play(state, *FOUR_PLAYER_ROUND)
    assert state.actor == 0 and moves_text(state) >= {
        "choose traveling-players-to-grain", "choose traveling-players-to-plow",
        "choose stay"}
    state = play(state, "choose traveling-players-to-plow", "plow c1")
    p = state.players[0]
    assert p.farm.fields == cells("c1") and p.goods.food == 2 + 1 + 1  # fishing too
    assert state.round == 2  # then the round ended


def test_acrobat_only_to_a_free_space() -> None:
    state = with_cards(full_game(4), 0, "acrobat")
    state = play(state, "place traveling-players", "place grain", "place plow", "plow c1",
                 *FOUR_PLAYER_ROUND[:5])
    assert state.frame is None and state.round == 2  # nothing free to move to


def test_countryman_moves_from_take_1_grain_to_sow() -> None:
    state = with_farm(full_game(4, first=("sow-bake",)), 0, fields=cells("c1"))
    state = with_cards(state, 0, "countryman")
    state = play(state, "place grain", *FOUR_PLAYER_ROUND)
    assert "choose grain-to-sow-bake" in moves_text(state)
    state = play(state, "choose grain-to-sow-bake", "sow c1 grain")
    assert state.players[0].farm.crop_total("grain") == 3
    assert state.round == 2


# --- K278 Forester -------------------------------------------------------------------------------

def test_forester_plants_wood_when_sowing_and_harvests_it() -> None:
    state = with_farm(full_game(first=("sow-bake",)), 0, fields=cells("c1"))
    state = give(with_cards(state, 0, "forester"), 0, wood=2, grain=1)
    state = play(state, "place sow-bake")
    assert moves_text(state) >= {"choose plant-2", "choose plant-1", "choose no"}
    state = play(state, "choose plant-2", "sow c1 grain")
    p = state.players[0]
    assert p.goods.wood == 0 and recall(p, ForesterStacks) == ForesterStacks((3, 3, 0))
    state = at_round(state, 4)
    state = play(state, "place wood", "place clay", "place reed")
    assert state.players[0].goods.wood == 2  # one from each stack in the field phase
    assert recall(state.players[0], ForesterStacks) == ForesterStacks((2, 2, 0))


def test_forester_at_most_3_stacks() -> None:
    state = with_farm(full_game(first=("sow-bake",)), 0, fields=cells("c1"))
    state = give(with_cards(state, 0, "forester"), 0, wood=5, grain=1)
    state = remember(state, 0, ForesterStacks((1, 0, 1)))
    state = play(state, "place sow-bake")
    assert "choose plant-1" in moves_text(state) and "choose plant-2" not in moves_text(state)


def test_animal_breeder_not_for_splitting_a_pasture_or_fencing_a_stable() -> None:
    state = with_farm(full_game(first=("fences",)), 0, fences=boundary_edges(cells("d1", "e1")),
                      stables=cells("e3"))
    state = with_cards(give(state, 0, wood=8), 0, "animal-breeder")
    state = remember(state, 0, AnimalBreederPastures(cells("d1", "e1")))  # when played
    state = play(state, "place fences", "fence-add e1", "fence-build")  # a split: 1 fence
    assert state.frame is None or state.frame.kind != "card"
    state = play(state, "fence-add e2", "fence-build")  # a new space: e2
    assert "choose sheep" in moves_text(state)


def test_animal_breeder_not_for_a_pasture_around_a_stable() -> None:
    state = with_farm(full_game(first=("fences",)), 0, stables=cells("e1"))
    state = with_cards(give(state, 0, wood=4), 0, "animal-breeder")
    state = play(state, "place fences", "fence-add e1", "fence-build")
    assert state.frame is None or state.frame.kind != "card"


def test_constable_unused_spaces_paid_off_by_the_hide_farmer() -> None:
    state = with_cards(full_game(), 0, "constable", "hide-farmer")
    all_kinds = Goods(grain=1, veg=1, sheep=1, boar=1, cattle=1)
    farm = evolve(_full_farm(), fields=cells("b1", "b2", "b3", "c1", "c2"))  # c3 unused
    p0 = evolve(state.players[0], farm=farm, goods=all_kinds)
    assert bonus(state.with_player(0, p0), 0) == 0
    p0 = evolve(p0, goods=all_kinds + Goods(food=1))
    assert bonus(state.with_player(0, p0), 0) == 5 + 1  # and the Hide Farmer's own point


def test_traveling_salesman_second_card_is_a_minor_only() -> None:
    state = with_cards(give(full_game(first=("improvement",)), 0, wood=2, stone=1, clay=2), 0,
                       "traveling-salesman")
    state = with_hand(state, 0, minors=("fishing-rod", "axe"))
    state = play(state, "place improvement", "minor fishing-rod")
    assert "minor axe" in moves_text(state)
    assert "buy fireplace-2" not in moves_text(state)
    state = play(state, "done", "place wood", "place starting-player")
    assert "buy fireplace-2" in moves_text(state)  # a minor action of a new turn


def test_tanner_or_basin_maker_for_each_boar() -> None:
    state = with_cards(give(full_game(), 0, boar=2, wood=2), 0, "tanner", "basin-maker",
                       "fireplace-2")
    state = play(state, "convert boar")
    assert moves_text(state) >= {"choose tanner", "choose other"}
    state = play(state, "choose tanner", "convert boar", "choose other", "choose 2")
    p = state.players[0]
    assert count(p, TannerBoar) == 1 and count(p, BasinMakerWood) == 2


def test_tanner_boar_is_not_the_brush_makers() -> None:
    state = with_cards(give(full_game(), 0, boar=2), 0, "brush-maker", "tanner", "fireplace-2")
    state = play(state, "convert boar", "choose tanner", "convert boar", "choose other")
    p = state.players[0]
    assert count(p, TannerBoar) == 1 and count(p, BrushMakerBoar) == 1


def test_card_questions_wait_until_arriving_animals_have_room() -> None:
    from agricola_qt.engine.state import FutureGoods

    state = with_cards(give(full_game(), 0, sheep=1), 0, "foreman")  # the house is full
    state = evolve(state, future=(FutureGoods(2, 0, Goods(boar=1)),))
    state = next_round(state)
    assert [f.kind for f in state.pending] == ["card", "animals"]
    state = play(state, "release sheep")
    assert state.frame is not None and state.frame.space == "foreman"


def test_serf_swap_needs_the_grain_still() -> None:
    state = with_farm(full_game(first=("sow-bake",)), 0, fields=cells("c1"))
    state = with_cards(give(state, 0, grain=1), 0, "serf")
    state = play(state, "place sow-bake", "convert grain")
    assert "choose swap" not in moves_text(state)


def test_resource_seller_with_wood_waiting_on_a_round_space() -> None:
    state = with_cards(full_game(), 0, "resource-seller")
    state = occupation(state, "wood-deliveryman")  # wood waits on rounds 8-14
    state = at_round(state, 7)
    state = play(state, "place fishing", "place clay", "place reed")  # harvest after round 7
    while state.frame is not None:
        state = play(state, "feed" if state.frame.kind == "feed" else "done")
    assert state.round == 8
    assert state.players[0].goods.wood == 1 + 1  # the round space's and the card's


def test_organic_farmer_counts_the_forest_pasture_and_mixed_pastures() -> None:
    farm = Farmyard(fences=boundary_edges(cells("d1", "e1")))
    p = evolve(full_game().players[0], cards=("organic-farmer", "forest-pasture"), farm=farm,
               goods=Goods(boar=1))
    assert score_player(p).breakdown["bonus_points"] == 1  # the boar lives in the forest
    p = evolve(p, goods=Goods(boar=2))
    assert score_player(p).breakdown["bonus_points"] == 2
    mixed = evolve(p, cards=("organic-farmer", "animal-keeper"), goods=Goods(sheep=1))
    assert score_player(mixed).breakdown["bonus_points"] == 1


def test_acrobat_from_the_food_half_of_room_or_traveling_players() -> None:
    state = with_cards(full_game(5), 4, "acrobat")
    state = play(state, "place wood", "place clay", "place reed", "place fishing",
                 "place day-labourer", "place wood-4", "place clay-3", "place reed-stone-wood",
                 "place starting-player", "place room-or-food", "choose food")
    assert state.actor == 4 and "choose room-or-food-to-grain" in moves_text(state)
    state = play(state, "choose room-or-food-to-grain")
    assert state.players[4].goods.grain == 1 and state.round == 2


def test_a_sowing_space_may_be_taken_only_to_plant_wood_on_the_forester() -> None:
    """No field and no seed, only wood: the sowing space was refused ("you can neither sow
    nor bake"), found by a player; the compendium allows it for the Copse, alike."""
    state = give(with_cards(full_game(first=("sow-bake",)), 0, "forester"), 0, wood=2)
    assert state.players[0].goods.grain == 0 and not state.players[0].farm.empty_fields()
    state = play(state, "place sow-bake")
    assert moves_text(state) >= {"choose plant-2", "choose plant-1", "choose no"}
    state = play(state, "choose plant-2")
    p = state.players[0]
    assert p.goods.wood == 0 and recall(p, ForesterStacks) == ForesterStacks((3, 3, 0))
    assert state.actor == 1 or moves_text(state) == {"done"}  # nothing else to do there


def test_without_wood_the_forester_adds_no_reason_to_take_a_sowing_space() -> None:
    state = with_cards(full_game(first=("sow-bake",)), 0, "forester")
    assert state.players[0].goods.wood == 0 and state.players[0].goods.grain == 0
    assert "place sow-bake" not in moves_text(state)


def test_a_sowing_space_may_be_taken_only_to_plant_wood_on_the_copse() -> None:
    """The compendium's Copse ruling: the action may be chosen only to sow wood there."""
    state = give(with_cards(full_game(first=("sow-bake",)), 0, "copse"), 0, wood=1)
    state = play(state, "place sow-bake")
    assert "choose plant" in moves_text(state)
    state = play(state, "choose plant")
    assert state.players[0].goods.wood == 0


def _salesman_with_stone_house_extension(rules_version: int | None = None) -> GameState:
    state = with_cards(give(with_space(full_game(), "renovation-improvement"), 0, reed=2,
                            stone=5, wood=1), 0, "traveling-salesman")
    state = with_farm(state, 0, house="clay")  # renovated to stone on the space
    state = with_hand(state, 0, minors=("stone-house-extension", "fishing-rod"))
    if rules_version is not None:
        state = evolve(state, setup=evolve(state.setup, rules_version=rules_version))
    return play(state, "place renovation-improvement", "minor stone-house-extension")


def test_traveling_salesman_second_minor_after_what_the_first_asks() -> None:
    """After a renovation's space, the Stone House Extension's room "at once" was asked
    after the second minor (a tester); rules version 11."""
    state = _salesman_with_stone_house_extension()
    assert state.frame is not None and state.frame.kind == "card"
    assert state.frame.space == "stone-house-extension"
    state = play(state, "choose b2")
    assert state.players[0].farm.rooms >> parse_cell("b2") & 1
    assert "minor fishing-rod" in moves_text(state)  # the second minor still offered


def test_traveling_salesman_old_records_ask_the_second_minor_first() -> None:
    state = _salesman_with_stone_house_extension(rules_version=10)
    assert "minor fishing-rod" in moves_text(state)
