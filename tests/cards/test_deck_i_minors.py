"""I-deck minor improvements (I63-I104, I337), each in a game situation."""

from __future__ import annotations

import pytest
from attrs import evolve

from agricola_qt.engine import GameState, apply, legal_moves, score_player, scores
from agricola_qt.engine.economy import can_house, renovation_cost, room_cost
from agricola_qt.engine.farmyard import Farmyard, SownField
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.grid import boundary_edges, parse_cell

from .helpers import at_round, full_game, give, moves_text, play, with_cards, with_hand
from .test_deck_e_minors import (
    cells,
    finish_work,
    goods,
    play_minor,
    set_farm,
    set_goods,
    to_feeding,
    with_round_space,
)

THREE_OCCUPATIONS = ("land-agent", "academic")  # the Academic counts twice


# --- goods waiting on round spaces -------------------------------------------------------------

@pytest.mark.parametrize(("card_id", "rounds"), [
    ("goose-pond", (4, 5, 6, 7)),
    ("chicken-coop", (4, 5, 6, 7, 8, 9, 10, 11)),
])
def test_food_waits_on_the_next_rounds(card_id: str, rounds: tuple[int, ...]) -> None:
    state = at_round(with_cards(full_game(first=("improvement",)), 0, *THREE_OCCUPATIONS), 3)
    state = play_minor(give(state, 0, wood=2, reed=1), card_id)
    assert [(f.round, f.goods) for f in state.future if f.player == 0] == [
        (r, Goods(food=1)) for r in rounds]


def test_strawberry_patch_needs_two_vegetable_fields_and_pays_next_round() -> None:
    farm = Farmyard(fields=cells("c1", "c2"),
                    sown=(SownField(parse_cell("c1"), "veg", 2),
                          SownField(parse_cell("c2"), "veg", 1)))
    state = set_farm(full_game(first=("improvement",)), 0, farm)
    state = play_minor(state, "strawberry-patch")
    food = goods(state).food
    state = finish_work(state)
    assert state.round == 2 and goods(state).food >= food + 1
    assert [f.round for f in state.future if f.player == 0] == [3, 4]


def test_village_well_returns_the_well_and_its_food_stays() -> None:
    state = with_cards(full_game(first=("improvement",)), 0, "well")
    state = play_minor(state, "village-well", returns="well")
    assert "well" in state.majors and "well" not in state.players[0].cards
    assert [f.round for f in state.future if f.player == 0] == [2, 3, 4]


def test_without_the_well_the_village_wells_refusal_names_it() -> None:
    """"Village Well cannot be paid that way" did not say why (a tester): the Well to give
    back is missing."""
    from agricola_qt.engine import Move, why_illegal

    state = with_hand(full_game(first=("improvement",)), 0, minors=("village-well",))
    state = play(give(state, 0, clay=2), "place improvement")  # (a Fireplace to afford)
    reason = why_illegal(state, Move.parse("minor village-well"))
    assert reason is not None and str(reason).endswith("you do not have Well to return")


def test_without_an_oven_the_bakers_kitchens_refusal_says_so() -> None:
    """A tester's greyed Baker's Kitchen read "cannot be paid that way": it is paid by giving
    back an oven, and the player had none."""
    from agricola_qt.engine import Move, why_illegal

    state = with_hand(full_game(first=("improvement",)), 0, minors=("bakers-kitchen",))
    state = play(give(state, 0, clay=2), "place improvement")
    reason = why_illegal(state, Move.parse("minor bakers-kitchen"))
    assert reason is not None and str(reason).endswith(
        "you have none of the cards Baker's Kitchen takes in exchange (such as Clay Oven)")


# --- goods at once --------------------------------------------------------------------------

def test_alms_food_per_completed_round_then_passes() -> None:
    state = at_round(full_game(first=("improvement",)), 6)
    food = goods(state).food
    state = play_minor(state, "alms")
    assert goods(state).food == food + 5
    assert "alms" in state.players[1].minors


def test_alms_needs_no_occupations() -> None:
    from agricola_qt.engine import Move, why_illegal

    state = with_hand(with_cards(full_game(first=("improvement",)), 0, "land-agent"), 0,
                      minors=("alms", "reed-exchange"))
    state = play(give(state, 0, wood=2), "place improvement")
    assert "no occupations" in str(why_illegal(state, Move.parse("minor alms")) or "")


def test_reed_exchange_and_weekly_market() -> None:
    state = play_minor(give(full_game(first=("improvement",)), 0, clay=2), "reed-exchange")
    assert goods(state).reed == 2 and goods(state).clay == 0
    state = play_minor(give(full_game(first=("improvement",)), 0, grain=3), "weekly-market")
    assert goods(state).veg == 2 and goods(state).grain == 0
    assert "weekly-market" in state.players[1].minors


def test_wooden_hut_extension_builds_a_free_room() -> None:
    state = give(full_game(first=("improvement",)), 0, wood=5, reed=1)
    state = play_minor(state, "wooden-hut-extension", "choose b2")
    assert state.players[0].farm.room_count == 3
    assert goods(state).wood == 0 and goods(state).reed == 0


# --- more from action spaces -----------------------------------------------------------------

def test_grain_cart_two_more_grain() -> None:
    state = play(with_cards(full_game(), 0, "grain-cart"), "place grain")
    assert goods(state).grain == 3


def test_wood_cart_only_for_wood_lying_on_the_space() -> None:
    state = play(with_cards(full_game(), 0, "wood-cart"), "place wood")
    assert goods(state).wood == 3 + 2
    state = play(with_cards(full_game(players=5), 0, "wood-cart"), "place reed-stone-wood")
    assert goods(state).wood == 1  # the wood there is given, not lying on the space


def test_spinney_takes_one_wood_from_other_players() -> None:
    state = with_cards(full_game(), 1, "spinney")
    state = play(state, "place wood")
    assert goods(state, 0).wood == 2 and goods(state, 1).wood == 1
    own = play(with_cards(full_game(), 0, "spinney"), "place wood")
    assert goods(own, 0).wood == 3


def test_wooden_crane_one_more_stone_or_two_for_food() -> None:
    state = with_round_space(with_cards(full_game(), 0, "wooden-crane"), "stone-1")
    state = play(state, "place stone-1")
    assert moves_text(state) == {"choose stone-1", "choose stone-2"}
    paid = play(state, "choose stone-2")
    assert goods(paid).stone == 3 and goods(paid).food == goods(state).food - 1
    broke = set_goods(with_round_space(with_cards(full_game(), 0, "wooden-crane"), "stone-1"),
                      0)
    assert goods(play(broke, "place stone-1")).stone == 2


def test_fish_trap_food_from_fishing_and_reed() -> None:
    state = with_cards(full_game(), 0, "fish-trap")
    assert goods(play(state, "place fishing")).food == 2 + 1 + 1
    assert goods(play(state, "place reed")).food == 2 + 1
    assert goods(play(state, "place clay")).food == 2


# --- ploughing and baking ---------------------------------------------------------------------

def test_threshing_board_bakes_on_the_plough_space() -> None:
    state = give(with_cards(full_game(), 0, "threshing-board", "fireplace-2"), 0, grain=1)
    state = play(state, "place plow", "plow c1")
    assert "bake fireplace-2" in moves_text(state)
    state = play(state, "bake fireplace-2")
    assert goods(state).food == 2 + 2


# --- cooking and baking ---------------------------------------------------------------------

def test_bakers_kitchen_upgrades_an_oven_and_bakes_at_once() -> None:
    state = give(with_cards(full_game(first=("improvement",)), 0, "clay-oven"), 0,
                 stone=2, grain=3)
    state = play_minor(state, "bakers-kitchen", "bake bakers-kitchen", "bake bakers-kitchen",
                       returns="clay-oven")
    assert goods(state).food == 2 + 10 and goods(state).grain == 1
    assert "clay-oven" in state.majors


def test_cooking_corner_rates_and_baking() -> None:
    state = give(with_cards(full_game(first=("improvement",)), 0, "cooking-hearth-4"), 0,
                 veg=1, grain=1)
    state = play_minor(state, "cooking-corner", returns="cooking-hearth-4")
    assert "cooking-hearth-4" in state.majors
    state = play(state, "place wood", "convert veg")  # player 0's turn again
    assert goods(state).food == 2 + 4


def test_hand_mill_once_per_feeding() -> None:
    state = to_feeding(give(with_cards(full_game(), 0, "hand-mill"), 0, grain=3))
    assert {"use hand-mill 1", "use hand-mill 2"} <= moves_text(state)
    food = goods(state).food
    state = play(state, "use hand-mill 2")
    assert goods(state).food == food + 4
    assert not any(str(m).startswith("use hand-mill") for m in legal_moves(state))


def test_hand_mill_not_outside_feeding() -> None:
    state = give(with_cards(full_game(), 0, "hand-mill"), 0, grain=3)
    assert not any(str(m).startswith("use hand-mill") for m in legal_moves(state))


def test_schnaps_distillery_feeding_and_points() -> None:
    state = to_feeding(give(with_cards(full_game(), 0, "schnaps-distillery"), 0, veg=2))
    food = goods(state).food
    state = play(state, "use schnaps-distillery veg")
    assert goods(state).food == food + 4
    assert not any(str(m).startswith("use schnaps") for m in legal_moves(state))
    p = with_cards(full_game(), 0, "schnaps-distillery").players[0]
    assert score_player(evolve(p, goods=Goods(veg=5))).breakdown["bonus_points"] == 1
    assert score_player(evolve(p, goods=Goods(veg=9))).breakdown["bonus_points"] == 2


def test_water_mill_every_player_and_a_food_for_the_owner() -> None:
    state = give(give(with_cards(full_game(), 1, "water-mill"), 0, grain=1), 1, grain=1)
    state = finish_work(at_round(state, 4))
    assert state.frame is not None and state.frame.space == "water-mill"
    assert state.actor == 0
    before = (goods(state, 0).food, goods(state, 1).food)
    state = play(state, "choose mill")
    assert goods(state, 0).food == before[0] + 2 and goods(state, 1).food == before[1] + 1
    state = play(state, "choose mill")  # the owner mills for free
    assert goods(state, 1).food == before[1] + 1 + 3


# --- sowing and harvest -------------------------------------------------------------------

def test_planter_box_more_on_fields_next_to_a_room() -> None:
    state = with_cards(full_game(first=("sow-bake",)), 0, "planter-box")
    state = set_farm(give(state, 0, veg=1, grain=1), 0,
                     Farmyard(fields=cells("b2", "d1")))
    state = play(state, "place sow-bake", "sow b2 veg", "sow d1 grain")
    counts = {f.cell: f.count for f in state.players[0].farm.sown}
    assert counts == {parse_cell("b2"): 3, parse_cell("d1"): 3}


def test_corn_storehouse_sows_after_the_field_phase() -> None:
    state = with_cards(give(full_game(), 0, grain=2), 0, "corn-storehouse")
    state = set_farm(state, 0, Farmyard(fields=cells("c1", "c2")))
    state = finish_work(at_round(state, 4))
    assert state.frame is not None and state.frame.space == "corn-storehouse"
    grain = goods(state).grain
    state = play(state, "choose c1")
    assert goods(state).grain == grain - 1
    assert state.players[0].farm.crop_on(parse_cell("c1")) == SownField(
        parse_cell("c1"), "grain", 2)
    state = play(state, "choose done")
    assert state.frame is not None and state.frame.kind == "feed"


def test_manure_takes_crops_after_a_round_without_harvest() -> None:
    farm = Farmyard(fields=cells("c1"), sown=(SownField(parse_cell("c1"), "grain", 3),))
    state = set_farm(with_cards(full_game(), 0, "manure"), 0, farm)
    state = finish_work(state)
    assert state.frame is not None and state.frame.space == "manure"
    grain = goods(state).grain
    state = play(state, "choose harvest")
    assert goods(state).grain == grain + 1
    assert state.players[0].farm.crop_total("grain") == 2


def test_manure_is_asked_before_the_next_round_starts() -> None:
    """Manure's question came after the next round was set up: its card turned, its spaces
    restocked and its round-start goods given (a tester).  It is the round's end: answered
    first, then the round starts; a record of rules before version 12 keeps the old order."""
    farm = Farmyard(fields=cells("c1"), sown=(SownField(parse_cell("c1"), "grain", 3),))
    base = set_farm(with_cards(full_game(), 0, "manure"), 0, farm)
    state = finish_work(base)
    assert state.frame is not None and state.frame.space == "manure"
    assert (state.round, state.phase) == (1, "round_end")
    assert not any(s.space.id == state.setup.round_cards[1] for s in state.spaces)
    fish = next(s.stock.food for s in state.spaces if s.space.id == "fishing")
    state = play(state, "choose harvest")
    assert (state.round, state.phase, state.frame) == (2, "work", None)
    assert next(s.stock.food for s in state.spaces if s.space.id == "fishing") == fish + 1
    old = finish_work(evolve(base, setup=evolve(base.setup, rules_version=11)))
    assert old.frame is not None and old.frame.space == "manure"
    assert (old.round, old.phase) == (2, "work")
    no_question = finish_work(set_farm(base, 0, Farmyard()))
    assert (no_question.round, no_question.phase, no_question.frame) == (2, "work", None)


def test_milking_shed_counts_every_farm() -> None:
    pasture = Farmyard(fences=boundary_edges(cells("c1", "d1", "e1"))  # sheep, and cattle
                       | boundary_edges(cells("c2", "d2", "e2")))
    base = set_farm(set_farm(full_game(), 0, pasture), 1, pasture)
    base = give(give(base, 0, sheep=3, cattle=2), 1, sheep=2, cattle=1)
    plain = goods(to_feeding(base)).food
    assert goods(to_feeding(with_cards(base, 0, "milking-shed"))).food == plain + 1 + 1


# --- animals ----------------------------------------------------------------------------------

def test_shepherds_crook_two_sheep_in_a_large_new_pasture() -> None:
    state = give(with_cards(full_game(first=("fences",)), 0, "shepherds-crook"), 0, wood=8)
    state = play(state, "place fences", "fence-add d1", "fence-add e1", "fence-add d2",
                 "fence-add e2", "fence-build")
    assert goods(state).sheep == 2


def test_shepherds_crook_nothing_for_a_small_pasture() -> None:
    state = give(with_cards(full_game(first=("fences",)), 0, "shepherds-crook"), 0, wood=8)
    state = play(state, "place fences", "fence-add e1", "fence-build")
    assert goods(state).sheep == 0


def test_wildlife_reserve_houses_one_of_each() -> None:
    p = with_cards(full_game(), 0, "wildlife-reserve").players[0]
    assert can_house(evolve(p, goods=Goods(sheep=2, boar=1, cattle=1)))  # 1 in the house


def test_animal_feed_before_scoring() -> None:
    state = give(with_cards(full_game(), 0, "animal-feed"), 0, sheep=1)
    state = evolve(state, phase="breed")
    from agricola_qt.engine.events import Event, announce

    state = announce(at_round(state, 14), Event("breeding_end"))
    assert goods(state).sheep == 2 and goods(state).boar == 0


def test_slaughterhouse_food_when_others_cook() -> None:
    state = give(with_cards(with_cards(full_game(), 0, "fireplace-2"), 1, "slaughterhouse"),
                 0, sheep=1)
    food = goods(state, 1).food
    state = play(state, "convert sheep")
    assert goods(state, 1).food == food + 1


def _cook_for_slaughterhouse(rules_version: int | None = None) -> GameState:
    state = give(with_cards(with_cards(full_game(), 0, "fireplace-2"), 1, "slaughterhouse"),
                 0, sheep=2, boar=1, grain=1)
    if rules_version is not None:
        state = evolve(state, setup=evolve(state.setup, rules_version=rules_version))
    return state


def test_slaughterhouse_pays_once_an_occasion() -> None:
    state = _cook_for_slaughterhouse()
    food = goods(state, 1).food
    state = play(state, "convert sheep", "convert grain", "convert sheep", "convert boar")
    assert goods(state, 1).food == food + 1  # four conversions one after another: 1 food


def test_slaughterhouse_pays_again_after_another_move() -> None:
    state = give(with_cards(with_cards(full_game(), 0, "fireplace-2"), 1, "slaughterhouse"),
                 0, sheep=1)  # one sheep: it fits in the house, no animals to place
    food = goods(state, 1).food
    state = play(state, "convert sheep", "place day-labourer", "place grain")
    state = play(give(state, 0, sheep=1), "convert sheep")  # player 0's next turn
    assert goods(state, 1).food == food + 2  # moves between: two occasions


def test_slaughterhouse_grain_alone_is_no_occasion() -> None:
    state = _cook_for_slaughterhouse()
    food = goods(state, 1).food
    state = play(state, "convert grain")
    assert goods(state, 1).food == food


def test_slaughterhouse_old_records_pay_once_a_move() -> None:
    state = _cook_for_slaughterhouse(rules_version=5)
    food = goods(state, 1).food
    state = play(state, "convert sheep", "convert sheep")
    assert goods(state, 1).food == food + 2


def test_slaughterhouse_owner_feeds_last() -> None:
    state = finish_work(at_round(with_cards(full_game(), 0, "slaughterhouse"), 4))
    feeds = [f.player for f in state.pending if f.kind == "feed"]
    assert feeds == [0, 1]  # the top frame (player 1) feeds first
    assert state.actor == 1


# --- placing people ---------------------------------------------------------------------------

def test_holiday_house_no_people_in_round_14() -> None:
    state = with_cards(full_game(), 0, "holiday-house")
    from agricola_qt.engine.flow import start_round

    state = start_round(evolve(at_round(state, 13), pending=()))
    assert state.round == 14
    assert state.players[0].available == 0 and state.players[1].available == 2


def test_holiday_house_not_after_round_13() -> None:
    state = give(at_round(full_game(first=("improvement",)), 14), 0, wood=3, reed=2)
    from agricola_qt.engine import Move, why_illegal

    state = play(with_hand(state, 0, minors=("holiday-house", "reed-exchange")),
                 "place improvement")
    assert "round 13" in str(why_illegal(state, Move.parse("minor holiday-house")) or "")


# --- costs ------------------------------------------------------------------------------------

def test_ladder_one_reed_less() -> None:
    p = with_cards(full_game(), 0, "ladder").players[0]
    assert room_cost(p) == Goods(wood=5, reed=1)
    assert renovation_cost(p) == Goods(clay=2)
    state = give(with_cards(full_game(first=("improvement",)), 0, "ladder"), 0, wood=2)
    state = play_minor(give(state, 0, reed=0), "chicken-coop")
    assert "chicken-coop" in state.players[0].cards and goods(state).wood == 0


def test_straw_thatched_roof_no_reed() -> None:
    p = with_cards(full_game(), 0, "straw-thatched-roof").players[0]
    assert room_cost(p) == Goods(wood=5)
    assert renovation_cost(p) == Goods(clay=2)


# --- points -----------------------------------------------------------------------------------

def test_most_valuable_street_scores_two() -> None:
    state = with_cards(with_cards(full_game(), 0, "wooden-path", "clay-path"), 1, "paved-road")
    sheets = scores(state)
    assert sheets[0].breakdown["bonus_points"] == 0
    assert sheets[1].breakdown["bonus_points"] == 2
    alone = scores(with_cards(full_game(), 0, "wooden-path", "clay-path"))
    assert alone[0].breakdown["bonus_points"] == 2  # one bonus, not one per street


def test_rake_five_fields_or_six_with_a_plough() -> None:
    p = with_cards(full_game(), 0, "rake").players[0]
    five = evolve(p, farm=Farmyard(fields=cells("a1", "b1", "c1", "d1", "e1")))
    assert score_player(five).breakdown["bonus_points"] == 2
    ploughed = evolve(five, cards=(*five.cards, "riding-plough"))
    assert score_player(ploughed).breakdown["bonus_points"] == 0


def test_flagon_pays_when_the_well_is_built() -> None:
    state = with_cards(full_game(first=("improvement",)), 1, "flagon")
    state = give(state, 0, wood=1, stone=3)
    before = (goods(state, 0).food, goods(state, 1).food)
    state = play(state, "place improvement", "buy well")
    assert goods(state, 0).food == before[0] + 1 and goods(state, 1).food == before[1] + 4


def test_flagon_pays_at_once_for_a_standing_well() -> None:
    state = with_cards(full_game(first=("improvement",)), 1, "well")
    state = play_minor(give(state, 0, clay=1), "flagon")
    assert goods(state, 0).food == 2 + 4 and goods(state, 1).food == 3 + 1


# --- extra action spaces ----------------------------------------------------------------------

def test_tavern_food_for_others_points_for_the_owner() -> None:
    state = give(full_game(first=("improvement",)), 0, wood=2, stone=2)
    state = play_minor(state, "tavern")
    assert state.space_index("tavern") >= 0
    other = play(state, "place tavern")
    assert goods(other, 1).food == 3 + 3
    state = play(state, "place wood")
    state = play(state, "place tavern", "choose points")
    assert goods(state, 0).food == 2
    assert score_player(state.players[0]).breakdown["bonus_points"] == 2


def test_clay_deposit_others_pay_the_owner() -> None:
    state = with_cards(full_game(first=("improvement",)), 0, *THREE_OCCUPATIONS)
    state = play_minor(state, "clay-deposit")
    state = play(state, "place clay-deposit")
    assert goods(state, 1).clay == 5 and goods(state, 1).food == 3 - 1
    assert goods(state, 0).food == 2 + 1


def test_clay_deposit_owner_points_instead_of_clay() -> None:
    state = with_cards(full_game(first=("improvement",)), 0, *THREE_OCCUPATIONS)
    state = play_minor(state, "clay-deposit")
    state = play(state, "place wood", "place clay-deposit")
    assert moves_text(state) == {"choose clay", "choose points"}
    state = apply(state, "choose points")
    assert goods(state, 0).clay == 0
    assert score_player(state.players[0]).breakdown["bonus_points"] == 2


# --- ploughs ----------------------------------------------------------------------------------

def test_moldboard_plough_twice_two_fields_on_plow_only() -> None:
    state = with_cards(full_game(first=("plow-sow",)), 0, "moldboard-plough")
    assert "moldboard-plough" in state.players[0].cards
    ploughed = play(state, "place plow")
    assert moves_text(ploughed) == {"choose plough-2", "choose plough-1"}
    ploughed = play(ploughed, "choose plough-2", "plow c1", "plow c2")
    assert ploughed.players[0].farm.fields.bit_count() == 2
    sow = with_round_space(state, "plow-sow")
    sow = play(sow, "place plow-sow")
    assert state.frame is None and sow.frame is not None and sow.frame.kind == "action"


def test_harrow_owner_once_and_others_pay() -> None:
    state = with_cards(full_game(), 1, "harrow")
    state = play(state, "place plow")
    assert moves_text(state) == {"choose harrow-2", "choose plough-1"}
    food = (goods(state, 0).food, goods(state, 1).food)
    state = play(state, "choose harrow-2", "plow c1", "plow c2")
    assert state.players[0].farm.fields.bit_count() == 2
    assert goods(state, 0).food == food[0] - 2 and goods(state, 1).food == food[1] + 2


def test_harrow_not_with_a_plough() -> None:
    state = with_cards(full_game(), 0, "harrow", "turnwrest-plough")
    state = play(state, "place plow", "choose plough-3")
    assert "another plough" in str(apply_reason(state, "choose harrow-2") or "")
    assert moves_text(state) == {"choose plough-1"}


def apply_reason(state, text: str) -> str | None:  # type: ignore[no-untyped-def]
    from agricola_qt.engine import Move, why_illegal

    return why_illegal(state, Move.parse(text))


def test_punner_ploughs_when_another_uses_a_plough() -> None:
    state = with_cards(with_cards(full_game(), 0, "turnwrest-plough"), 1, "punner")
    state = play(state, "place plow", "choose plough-3", "plow c1")
    assert state.actor == 0  # one field: nothing for the Punner yet
    state = play(state, "plow c2")
    assert state.actor == 1 and state.frame is not None and state.frame.plows == 1
    state = play(state, "plow e3")
    assert state.players[1].farm.fields.bit_count() == 1
    assert state.actor == 0


def test_punner_nothing_for_one_field() -> None:
    state = with_cards(full_game(), 1, "punner")
    state = play(state, "place plow", "plow c1")
    assert state.actor == 1 and state.frame is None


# --- placing people ---------------------------------------------------------------------------

def test_lasso_second_person_right_after_an_animal_space() -> None:
    state = with_cards(full_game(first=("sheep",)), 0, "lasso")
    state = play(state, "place sheep")
    assert moves_text(state) == {"choose again", "choose later"}
    state = play(state, "choose again")
    assert state.actor == 0 and state.frame is None
    state = play(state, "place wood")
    assert state.actor == 1 and state.players[0].available == 0


def test_lasso_may_wait() -> None:
    state = with_cards(full_game(first=("sheep",)), 0, "lasso")
    state = play(state, "place sheep", "choose later")
    assert state.actor == 1


def test_lasso_pair_started_elsewhere_ends_on_an_animal_space() -> None:
    state = with_cards(full_game(first=("sheep",)), 0, "lasso")
    assert "use lasso pair" in moves_text(state)
    state = play(state, "use lasso pair", "place wood")
    assert state.actor == 0
    assert "place clay" not in moves_text(state) and "place sheep" in moves_text(state)
    state = play(state, "place sheep")
    assert state.actor == 1 and goods(state).sheep == 1


def test_lasso_not_without_a_free_animal_space() -> None:
    state = with_cards(full_game(first=("fences",)), 0, "lasso")
    assert "use lasso pair" not in moves_text(state)


def test_guest_places_once_next_round_and_is_not_fed() -> None:
    state = play_minor(give(full_game(first=("improvement",)), 0, food=2), "guest")
    assert "guest" in state.players[1].minors
    state = finish_work(state)
    assert state.round == 2
    p = state.players[0]
    assert p.people == 2 and p.available == 3
    state = finish_work(state)
    assert state.round == 3
    assert state.players[0].available == 2
    assert "guest-token" not in state.players[0].cards


def test_guest_not_in_round_14_with_the_holiday_house() -> None:
    state = with_cards(at_round(full_game(first=("improvement",)), 13), 0, "holiday-house")
    state = play_minor(give(state, 0, food=2), "guest")
    from agricola_qt.engine.flow import start_round

    state = start_round(evolve(state, pending=()))
    assert state.players[0].available == 0


def test_copse_plants_wood_when_sowing_and_grows_it() -> None:
    state = with_cards(full_game(first=("sow-bake",)), 0, "copse")
    state = set_farm(give(state, 0, wood=2, grain=1), 0, Farmyard(fields=cells("c1")))
    state = play(state, "place sow-bake")
    assert {"choose plant", "choose skip"} <= moves_text(state)
    state = play(state, "choose plant", "choose plant", "sow c1 grain")
    from agricola_qt.engine.cards.deck_i.minors import copse_stacks

    assert copse_stacks(state.players[0]) == [3, 3] and goods(state).wood == 0
    wood = goods(to_feeding(state)).wood
    assert wood >= 2
    assert copse_stacks(to_feeding(state).players[0]) == [2, 2]


def test_lasso_played_during_a_placement_pairs_it_with_an_animal_space() -> None:
    state = with_round_space(full_game(first=("improvement",)), "sheep")
    state = play_minor(give(state, 0, reed=1), "lasso")
    assert {"choose again-animal", "choose later"} <= moves_text(state)
    state = play(state, "choose again-animal")
    assert state.actor == 0
    assert "place wood" not in moves_text(state) and "place sheep" in moves_text(state)


def test_flagon_pays_for_the_village_well() -> None:
    state = with_cards(full_game(first=("improvement",)), 0, "well", "flagon")
    food = goods(state, 0).food
    state = play_minor(state, "village-well", returns="well")
    assert goods(state, 0).food == food + 4 and goods(state, 1).food == 3 + 1


def test_manure_also_harvests_the_copse_and_offers_the_corn_storehouse() -> None:
    from agricola_qt.engine.cards.deck_i.minors import CopseStacks, copse_stacks

    farm = Farmyard(fields=cells("c1", "c2"), sown=(SownField(parse_cell("c1"), "grain", 1),))
    state = with_cards(full_game(), 0, "manure", "copse", "corn-storehouse")
    state = set_farm(state, 0, farm)
    state = state.with_player(0, evolve(state.players[0], memory=(CopseStacks((2,)),)))
    state = finish_work(state)
    wood = goods(state).wood
    state = play(state, "choose harvest")
    assert goods(state).wood == wood + 1 and copse_stacks(state.players[0]) == [1]
    assert state.frame is not None and state.frame.space == "corn-storehouse"
    assert set(state.frame.options) == {"c1", "c2", "done"}


def _reserve_played(rules: int) -> GameState:
    """A game by ``rules`` where player 0 plays the Wildlife Reserve (2 wood, 2 occupations)."""
    state = full_game()
    state = evolve(state, setup=evolve(state.setup, rules_version=rules))
    state = with_cards(state, 0, "clay-mixer", "stonecutter")  # two occupations in play
    state = give(with_hand(state, 0, minors=("wildlife-reserve",)), 0, wood=2)
    return play(state, "place starting-player", "minor wildlife-reserve")


def test_the_wildlife_reserve_holds_one_of_each_kind_only() -> None:
    """A tester's reserve held 3 wild boar and scored them: it has one place for a sheep,
    one for a wild boar and one for a cattle, which no other kind may take."""
    from agricola_qt.engine import RULES_VERSION
    from agricola_qt.engine.economy import housing

    state = _reserve_played(RULES_VERSION)
    p = state.players[0]
    assert "wildlife-reserve" in p.cards
    room = housing(p)
    assert room.holds((1 + 1, 1, 1))  # one of each on the card, a pet in the house
    assert not room.holds((0, 3, 0))  # 3 boar: 1 on the card, 1 in the house
    assert room.best_keep((0, 3, 0)) == (0, 2, 0)
    assert room.best_keep((4, 0, 0)) == (2, 0, 0)


def test_a_game_begun_by_rules_8_keeps_its_reserve_of_three_places() -> None:
    """A record of rules 8 replays as it was played: its reserve held any 3 animals."""
    from agricola_qt.engine.economy import housing

    room = housing(_reserve_played(8).players[0])
    assert room.holds((0, 3, 0)) and room.holds((0, 4, 0))  # 3 on the card, 1 in the house
