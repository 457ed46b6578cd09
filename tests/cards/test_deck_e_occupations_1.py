"""E-deck occupations E147-E182 in real game situations."""

from __future__ import annotations

import pytest
from attrs import evolve

from agricola_qt.engine import GameState, IllegalMove, apply, score_player
from agricola_qt.engine.economy import fence_cost, renovation_cost, room_cost
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.grid import boundary_edges, parse_cell
from agricola_qt.engine.harvest import food_needed
from agricola_qt.engine.improvements import payments

from .helpers import at_round, full_game, give, moves_text, play, with_cards, with_hand


def _cells(*names: str) -> int:
    return sum(1 << parse_cell(n) for n in names)


def _farm(state: GameState, player: int, **farm: object) -> GameState:
    p = state.players[player]
    return state.with_player(player, evolve(p, farm=evolve(p.farm, **farm)))


def _set(state: GameState, player: int, **changes: object) -> GameState:
    return state.with_player(player, evolve(state.players[player], **changes))


def _to_feeding(state: GameState) -> GameState:
    """Round 4 (a harvest) in a 2-player game: everybody places both people."""
    state = at_round(state, 4)
    for space in ("day-labourer", "wood", "grain", "clay"):
        if state.pending or state.phase != "work":
            break
        if state.spaces[state.space_index(space)].occupant < 0:
            state = apply(state, f"place {space}")
    return state


# --- E149 Master Baker ---------------------------------------------------------------------

def test_master_baker_bakes_when_another_player_bakes() -> None:
    state = full_game(first=("sow-bake",))
    state = with_cards(give(state, 0, grain=1), 0, "fireplace-2")
    state = with_cards(give(state, 1, grain=2), 1, "master-baker", "fireplace-3")
    state = play(state, "place sow-bake", "bake fireplace-2")
    assert state.frame is not None and state.frame.player == 1 and state.frame.bake
    food = state.players[1].goods.food
    state = play(state, "bake fireplace-3")
    # 2 food for the grain; none extra: this bake came from the Master Baker itself
    assert state.players[1].goods.food == food + 2
    state = play(state, "done")
    assert state.actor == 1 and not state.pending  # player 0's bake was over: 1 grain


def test_master_baker_one_more_food_for_own_bake() -> None:
    state = full_game(first=("sow-bake",))
    state = with_cards(give(state, 0, grain=1), 0, "master-baker", "fireplace-2")
    state = play(state, "place sow-bake", "bake fireplace-2")
    assert state.players[0].goods.food == 2 + 2 + 1


# --- E150 Baker ----------------------------------------------------------------------------

def test_baker_bakes_when_played_and_at_feeding() -> None:
    state = with_hand(full_game(), 0, occupations=("baker",))
    state = with_cards(give(state, 0, grain=2), 0, "fireplace-2")
    state = play(state, "place occupation", "occupation baker")
    assert state.frame is not None and state.frame.bake
    state = play(state, "bake fireplace-2", "done")
    assert state.players[0].goods.food == 2 + 2
    state = _to_feeding(state)
    assert state.frame is not None and state.frame.kind == "action" and state.frame.bake
    state = play(state, "bake fireplace-2")  # the last grain: the bake is over
    assert state.frame is not None and state.frame.kind == "feed"


# --- E151 Master Builder -------------------------------------------------------------------

def test_master_builder_free_room_once_at_five_rooms() -> None:
    state = with_cards(full_game(), 0, "master-builder")
    assert not any(m.startswith("use master-builder") for m in moves_text(state))
    state = _farm(state, 0, rooms=_cells("a1", "a2", "a3", "b2", "b3"))
    assert "use master-builder b1" in moves_text(state)
    state = play(state, "use master-builder b1")
    assert state.players[0].farm.room_count == 6
    assert state.players[0].goods == Goods(food=2)
    assert not any(m.startswith("use master-builder") for m in moves_text(state))


def test_master_builder_still_offered_after_a_sixth_room_but_only_once() -> None:
    state = with_cards(full_game(), 0, "master-builder")
    state = _farm(state, 0, rooms=_cells("a1", "a2", "a3", "b1", "b2", "b3"))
    assert "use master-builder c1" in moves_text(state)  # 6 rooms: "at least 5"
    state = play(state, "use master-builder c1")
    assert state.players[0].farm.room_count == 7
    state = _farm(state, 0, rooms=_cells("a1", "a2", "a3", "b1", "b2"))  # back to 5 rooms
    assert not any(m.startswith("use master-builder") for m in moves_text(state))


# --- E152 Berry Picker, E176 Woodcutter -----------------------------------------------------

def test_berry_picker_food_when_taking_wood() -> None:
    state = play(with_cards(full_game(), 0, "berry-picker", "woodcutter"), "place wood")
    assert state.players[0].goods == Goods(wood=4, food=3)


def test_berry_picker_food_when_building_material_gives_wood() -> None:
    state = with_cards(full_game(first=("improvement",)), 0, "berry-picker")
    state = with_hand(state, 0, minors=("building-material",))
    state = play(state, "place improvement", "minor building-material", "choose wood")
    assert state.players[0].goods == Goods(wood=1, food=3)


def test_berry_picker_no_food_when_building_material_gives_clay() -> None:
    state = with_cards(full_game(first=("improvement",)), 0, "berry-picker")
    state = with_hand(state, 0, minors=("building-material",))
    state = play(state, "place improvement", "minor building-material", "choose clay")
    assert state.players[0].goods == Goods(clay=1, food=2)


# --- E153 Mendicant, E165 Yeoman Farmer, scoring cards ---------------------------------------

def test_mendicant_two_begging_cards_free() -> None:
    p = evolve(full_game().players[0], begging=3, cards=("mendicant",))
    sheet = score_player(p).breakdown
    assert sheet["begging"] == -9 and sheet["bonus_points"] == 6


def test_yeoman_farmer_cancels_minus_points_but_unused_spaces() -> None:
    p = evolve(full_game().players[0], cards=("yeoman-farmer",), begging=1)
    sheet = score_player(p).breakdown
    # fields, pastures, grain, vegetables, sheep, boar and cattle: -7 given back
    assert sheet["bonus_points"] == 7
    assert sheet["unused_spaces"] == -13 and sheet["begging"] == -3


def test_yeoman_farmer_gives_back_negative_card_bonus_points() -> None:
    from agricola_qt.engine.cards.base import Card
    from agricola_qt.engine.cards.registry import CARDS

    class Burden(Card):
        id = "test-burden"
        kind = "minor"

        def bonus_points(self, player, table):  # type: ignore[no-untyped-def]
            return -2

    CARDS["test-burden"] = Burden()
    try:
        p = evolve(full_game().players[0], cards=("yeoman-farmer", "test-burden"))
        assert score_player(p).breakdown["bonus_points"] == 7 + 2 - 2
    finally:
        del CARDS["test-burden"]


def test_estate_manager_needs_most_of_every_kind() -> None:
    state = full_game(players=3)
    table = tuple(evolve(p, goods=Goods(sheep=2, boar=1)) for p in state.players)
    owner = evolve(table[0], cards=("estate-manager",))
    assert score_player(owner, (owner, *table[1:])).breakdown["bonus_points"] == 2  # ties ok
    richer = evolve(table[1], goods=Goods(cattle=1))
    assert score_player(owner, (owner, richer, table[2])).breakdown["bonus_points"] == 0


def test_chiefs_daughter_and_wooden_hut_builder_points() -> None:
    p = evolve(full_game().players[0], cards=("chiefs-daughter", "wooden-hut-builder"))
    assert score_player(p).breakdown["bonus_points"] == 2  # wood: 0 + 2 rooms
    clay = evolve(p, farm=evolve(p.farm, house="clay"))
    assert score_player(clay).breakdown["bonus_points"] == 1
    stone = evolve(p, farm=evolve(p.farm, house="stone"))
    assert score_player(stone).breakdown["bonus_points"] == 3


def test_tutor_counts_later_occupations_academic_twice() -> None:
    state = with_hand(full_game(), 0, occupations=("tutor", "academic"))
    state = with_cards(state, 0, "turner")  # played before the Tutor: no point
    state = play(state, "place occupation", "occupation tutor", "place fishing", "place wood",
                 "place clay")
    assert state.round == 2 and state.actor == 0
    state = play(state, "place occupation", "occupation academic")
    state = with_cards(state, 0, "fireplace-2")  # not an occupation
    assert score_player(state.players[0]).breakdown["bonus_points"] == 2


# --- E154 Master Brewer, E181 Cook -------------------------------------------------------------

def test_master_brewer_three_food_for_one_grain_at_feeding_only() -> None:
    state = give(with_cards(full_game(), 0, "master-brewer"), 0, grain=2)
    state = play(state, "convert grain")
    assert state.players[0].goods.food == 2 + 1  # outside a harvest: raw grain
    state = _to_feeding(state)
    food = state.players[0].goods.food
    state = play(state, "convert grain")
    assert state.players[0].goods.food == food + 3


def test_cook_only_two_people_eat_full() -> None:
    state = _set(with_cards(full_game(), 0, "cook"), 0, people=4, newborns=1)
    assert food_needed(state, 0) == 2 * 2 + 1 + 1
    state = _set(state, 0, people=2, newborns=0)
    assert food_needed(state, 0) == 4


# --- E155 Bread Seller, E182 Charcoal Burner ----------------------------------------------------

def test_bread_seller_food_for_every_grain_anybody_bakes() -> None:
    state = full_game(first=("sow-bake",))
    state = with_cards(give(state, 0, grain=2), 0, "fireplace-2")
    state = with_cards(state, 1, "bread-seller")
    state = play(state, "place sow-bake", "bake fireplace-2", "bake fireplace-2")
    assert state.players[1].goods.food == 3 + 2


def test_charcoal_burner_when_anybody_builds_a_baking_improvement() -> None:
    state = with_cards(full_game(first=("improvement",)), 1, "charcoal-burner")
    state = give(state, 0, clay=3, stone=1)
    state = play(state, "place improvement", "buy clay-oven")
    assert state.players[1].goods == Goods(food=4, wood=1)
    state = play(state, "done") if state.pending else state  # the oven's bake (no grain)
    assert state.actor == 1


# --- E157 Thatcher ------------------------------------------------------------------------------

def test_thatcher_one_reed_less() -> None:
    state = with_cards(full_game(), 0, "thatcher")
    p = state.players[0]
    assert room_cost(p) == Goods(wood=5, reed=1)
    assert renovation_cost(p) == Goods(clay=2)
    state = give(state, 0, wood=5, reed=1)
    state = play(state, "place build-rooms", "room b3")
    assert state.players[0].goods == Goods(food=2)


def test_thatcher_named_improvements() -> None:
    state = with_cards(full_game(), 0, "thatcher")
    printed = payments(full_game(), 0, "half-timbered-house")
    cheaper = payments(state, 0, "half-timbered-house")
    assert [p.goods.reed for p in cheaper] == [max(0, p.goods.reed - 1) for p in printed]


# --- E158 Turner, E162 Meat Seller, E171 Dock Worker ---------------------------------------------

def test_turner_wood_into_food() -> None:
    state = play(give(with_cards(full_game(), 0, "turner"), 0, wood=2), "convert wood")
    assert state.players[0].goods == Goods(wood=1, food=3)


def test_meat_seller_needs_an_oven() -> None:
    state = give(with_cards(full_game(), 0, "meat-seller"), 0, cattle=1)
    with pytest.raises(IllegalMove):
        apply(state, "convert cattle")
    state = play(with_cards(state, 0, "clay-oven"), "convert cattle")
    assert state.players[0].goods == Goods(food=6)


def test_dock_worker_trades_building_resources() -> None:
    state = give(with_cards(full_game(), 0, "dock-worker"), 0, wood=3, clay=2)
    moves = moves_text(state)
    assert {"use dock-worker wood-stone", "use dock-worker clay-reed"} <= moves
    assert "use dock-worker reed-wood" not in moves
    state = play(state, "use dock-worker wood-stone", "use dock-worker clay-reed")
    assert state.players[0].goods == Goods(food=2, stone=1, reed=1)


# --- E161 Fisherman ----------------------------------------------------------------------------

def test_fisherman_doubles_fishing_and_pays_gear_owners() -> None:
    state = with_cards(full_game(players=3), 0, "fisherman", "fishing-rod")
    state = with_cards(state, 1, "canoe", "raft")
    state = play(state, "place fishing")
    assert moves_text(state) >= {"choose double-1", "choose no"}
    state = play(state, "choose double-1")
    # 1 from the space, 1 from the Fishing Rod, 1 doubled; 2 food to player 1's gear
    assert state.players[0].goods.food == 2 + 1 + 1 + 1 - 2
    assert state.players[1].goods.food == 3 + 2


def test_fisherman_not_offered_when_fees_cannot_be_paid() -> None:
    state = with_cards(full_game(players=3), 0, "fisherman")
    state = with_cards(with_cards(state, 1, "canoe", "raft"), 2, "fishing-rod")
    state = _set(state, 0, goods=Goods())  # 1 + 1 food could not pay 3 owners
    state = play(state, "place fishing")
    assert state.frame is None and state.players[0].goods.food == 1


# --- E166 Undergardener, E167 Conjurer, E168 Greengrocer, E169 Storyteller ----------------------

def test_undergardener_and_greengrocer() -> None:
    state = with_cards(full_game(), 0, "undergardener", "greengrocer")
    state = play(state, "place day-labourer", "place fishing", "place grain")
    assert state.players[0].goods == Goods(food=4, veg=2, grain=1)


def test_conjurer_grain_on_traveling_players() -> None:
    state = play(with_cards(full_game(players=4), 0, "conjurer"), "place traveling-players")
    assert state.players[0].goods.grain == 1


def test_storyteller_leaves_a_food_for_a_vegetable() -> None:
    state = with_cards(full_game(players=4), 0, "storyteller")
    state = play(state, "place traveling-players", "choose vegetable")
    assert state.players[0].goods == Goods(food=2, veg=1)
    index = state.space_index("traveling-players")
    assert state.spaces[index].stock == Goods(food=1)


def test_storyteller_food_spent_while_asked_cannot_be_left() -> None:
    """Food spent while the Storyteller asked (the Grocer's goods) was still left on the
    space: the player's food fell to -1 in a random game.  Any card's answer that would
    overdraw its player is refused."""
    from agricola_qt.engine import Move, why_illegal
    from agricola_qt.engine.refusals import Code
    from agricola_qt.engine.verbs_cards import _overdrawn

    state = with_cards(full_game(players=4), 0, "storyteller")
    state = play(state, "place traveling-players")
    assert state.frame is not None and state.frame.space == "storyteller"
    spent = state.with_player(0, evolve(state.players[0], goods=Goods()))  # food gone
    assert why_illegal(spent, Move.parse("choose vegetable")).code is Code.NO_FOOD_FOR_THAT
    assert why_illegal(spent, Move.parse("choose food")) is None
    assert _overdrawn(spent, spent.frame, "vegetable").code is Code.NO_FOOD_FOR_THAT


def test_storyteller_with_dancer_gives_vegetable_at_once() -> None:
    state = with_cards(full_game(players=4), 0, "storyteller", "dancer")
    state = play(state, "place traveling-players")
    assert state.frame is None
    assert state.players[0].goods == Goods(food=2 + 4, veg=1)  # the Dancer: at least 4 food


# --- E172 Chief, E173 Chief's Daughter ---------------------------------------------------------

def test_chiefs_daughter_played_free_when_another_plays_chief() -> None:
    state = with_hand(full_game(), 0, occupations=("chief",))
    state = with_hand(state, 1, occupations=("chiefs-daughter",))
    state = play(state, "place occupation", "occupation chief")
    assert state.actor == 1 and moves_text(state) == {"choose play", "choose no"}
    state = play(state, "choose play")
    assert "chiefs-daughter" in state.players[1].cards
    assert state.players[1].goods.food == 3
    assert state.actor == 1  # now player 1's turn


# --- E175 Hedge Keeper ---------------------------------------------------------------------------

def test_hedge_keeper_three_free_fences_once_per_turn() -> None:
    state = with_cards(full_game(first=("fences",)), 0, "hedge-keeper")
    state = give(state, 0, wood=5)
    p = state.players[0]
    assert fence_cost(p, 4) == Goods(wood=1) and fence_cost(p, 1) == Goods(wood=1)
    state = play(state, "place fences", "fence-add e1", "fence-build")  # 4 fences for 1 wood
    assert state.players[0].goods.wood == 4
    state = play(state, "fence-add e2", "fence-build")  # 3 more fences: no free ones left
    assert state.players[0].goods.wood == 1


def test_hedge_keeper_free_fences_split_over_pastures_after_a_paid_one() -> None:
    state = with_cards(full_game(first=("fences",)), 0, "hedge-keeper")
    fences = boundary_edges(_cells("e1", "e2"))
    state = _farm(give(state, 0, wood=3), 0, fences=fences)
    state = play(state, "place fences", "fence-add e1", "fence-build")  # split: 1 fence, paid
    assert state.players[0].goods.wood == 2
    state = play(state, "fence-add d1", "fence-build")  # 3 new fences, all free
    assert state.players[0].goods.wood == 2
    state = play(state, "done", "place fishing", "place wood")  # a new turn: 3 free again
    assert fence_cost(state.players[0], 4) == Goods(wood=1)


# --- E178 Hut Builder ---------------------------------------------------------------------------

def test_hut_builder_free_room_at_round_11() -> None:
    state = with_hand(full_game(), 0, occupations=("hut-builder",))
    state = play(state, "place occupation", "occupation hut-builder")
    state = at_round(state, 10)
    state = play(state, "place fishing", "place wood", "place clay")
    assert state.round == 11 and state.actor == 0
    assert "choose b2" in moves_text(state)
    state = play(state, "choose b2")
    assert state.players[0].farm.room_count == 3


def test_hut_builder_only_until_round_4_and_not_in_stone() -> None:
    state = with_hand(at_round(full_game(), 5), 0, occupations=("hut-builder",))
    with pytest.raises(IllegalMove):
        play(state, "place occupation", "occupation hut-builder")


# --- E179 Merchant ------------------------------------------------------------------------------

def test_merchant_pays_food_for_a_second_improvement() -> None:
    state = with_cards(full_game(first=("improvement",)), 0, "merchant")
    state = with_hand(give(state, 0, clay=5), 0, minors=("building-material",))
    state = play(state, "place improvement", "buy fireplace-2")
    assert moves_text(state) >= {"choose again", "choose no"}
    state = play(state, "choose again")
    assert state.players[0].goods.food == 1
    state = play(state, "buy fireplace-3")
    assert {"fireplace-2", "fireplace-3"} <= set(state.players[0].cards)
    assert state.actor == 1  # no third improvement


def test_merchant_paid_with_the_food_the_first_improvement_gave() -> None:
    """Ruling: food from the first improvement may pay for the Merchant."""
    state = with_cards(full_game(first=("improvement",)), 0, "merchant", "clay-oven")
    state = evolve(state, players=(evolve(state.players[0], goods=Goods(clay=6, wood=3)),
                                   *state.players[1:]))  # no food
    state = with_hand(state, 0, minors=("ceramics",))
    state = play(state, "place improvement", "minor ceramics")  # 2 food with it
    assert moves_text(state) == {"choose again", "choose no"}
    state = play(state, "choose again")
    assert state.players[0].goods.food == 1
    assert state.frame is not None and state.frame.space == "improvement"


def test_merchant_again_needs_the_food_when_chosen() -> None:
    state = with_cards(full_game(first=("improvement",)), 0, "merchant", "grocer")
    state = give(state, 0, clay=5)
    state = play(state, "place improvement", "buy fireplace-2")
    assert "choose again" in moves_text(state)
    state = evolve(state, players=(evolve(state.players[0], goods=Goods(clay=3)),
                                   *state.players[1:]))  # the food went elsewhere meanwhile
    assert "choose again" not in moves_text(state)
    assert "choose no" in moves_text(state)


# --- E180 Hobby Farmer ---------------------------------------------------------------------------

def test_hobby_farmer_sows_the_vegetable_at_once() -> None:
    state = with_hand(full_game(), 0, occupations=("hobby-farmer",))
    state = _farm(state, 0, fields=_cells("c1", "d1"))
    state = play(state, "place occupation", "occupation hobby-farmer")
    assert {m for m in moves_text(state) if m.startswith("choose")} == {
        "choose c1", "choose d1", "choose no"}
    state = play(state, "choose d1")
    p = state.players[0]
    assert p.goods.veg == 0 and p.farm.crop_total("veg") == 2


def test_hobby_farmer_without_field_keeps_the_vegetable() -> None:
    state = with_hand(full_game(), 0, occupations=("hobby-farmer",))
    state = play(state, "place occupation", "occupation hobby-farmer")
    assert state.players[0].goods.veg == 1 and state.actor == 1


# --- the five that needed engine support ------------------------------------------------------

def test_brush_maker_keeps_cooked_boar_for_points() -> None:
    from agricola_qt.engine import score_player

    state = with_cards(full_game(), 0, "brush-maker", "fireplace-2")
    state = give(state, 0, boar=3)
    state = play(state, "convert boar", "convert boar", "convert boar")
    p = state.players[0]
    assert p.goods.boar == 0 and p.goods.food == 2 + 3 * 2
    assert score_player(p).breakdown["bonus_points"] == 2  # 3 boar on the card


def test_farmer_boar_first_then_cattle_one_per_turn() -> None:
    state = with_cards(full_game(4, first=("fences",)), 0, "farmer")
    state = give(state, 0, wood=12)
    state = play(state, "place fences", "fence-add e1", "fence-build", "fence-add d1",
                 "fence-build", "done")
    assert state.players[0].goods.boar == 1  # two pastures, still one animal this turn
    assert state.players[0].goods.cattle == 0


def test_head_of_the_family_joins_a_taken_growth_space() -> None:
    from attrs import evolve

    from agricola_qt.engine.grid import parse_cell

    state = with_cards(full_game(4), 1, "head-of-the-family")
    rooms = sum(1 << parse_cell(c) for c in ("a1", "a2", "a3"))
    for i in (0, 1):
        p = state.players[i]
        state = state.with_player(i, evolve(p, farm=evolve(p.farm, rooms=rooms),
                                            goods=p.goods + Goods(wood=10, reed=4)))
    state = play(state, "place build-rooms", "room b1", "done")
    assert state.actor == 1
    assert "place build-rooms" in moves_text(state)
    state = play(state, "place build-rooms", "room b2", "done")
    space = state.spaces[state.space_index("build-rooms")]
    assert space.occupant == 0 and space.guests == (1,)
    assert state.players[1].farm.room_count == 4
    # the other players may not join
    assert "place build-rooms" not in moves_text(state)


def test_field_warden_may_plow_on_a_taken_plow_space_but_not_twice() -> None:
    state = with_cards(full_game(4), 1, "field-warden")
    state = play(state, "place plow", "plow e1")
    state = play(state, "place plow", "plow e1")
    assert state.players[1].farm.fields.bit_count() == 1
    # player 2 has no Field Warden
    assert "place plow" not in moves_text(state)


def test_master_forester_adds_a_forest_others_pay_for() -> None:
    state = with_hand(full_game(4), 0, occupations=("master-forester",))
    state = play(state, "place occupation", "occupation master-forester")
    assert state.space_index("forester-wood") >= 0
    # round 1: the new forest is empty until the next round starts
    assert "place forester-wood" not in moves_text(state)
    state = play(state, "place wood", "place clay", "place reed", "place fishing",
                 "place grain", "place day-labourer", "place reed-stone-food")
    assert state.round == 2 and state.actor == 0
    state = play(state, "place wood")
    user = state.actor
    assert user == 1
    food_user, food_owner = state.players[user].goods.food, state.players[0].goods.food
    state = play(state, "place forester-wood")
    assert state.players[user].goods.wood >= 2
    assert state.players[user].goods.food == food_user - 2
    assert state.players[0].goods.food == food_owner + 2
