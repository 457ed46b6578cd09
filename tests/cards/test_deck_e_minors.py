"""E-deck minor improvements E14-E62 and E338, each in a game situation."""

from __future__ import annotations

import pytest
from attrs import evolve

from agricola_qt.engine import (
    GameState,
    IllegalMove,
    Move,
    apply,
    legal_moves,
    score_player,
    why_illegal,
)
from agricola_qt.engine.cards.patterns import PloughsUsed
from agricola_qt.engine.economy import can_house, renovation_cost, room_cost
from agricola_qt.engine.farmyard import Farmyard
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.grid import boundary_edges, parse_cell
from agricola_qt.engine.spaces import ROUND_CARD_BY_ID
from agricola_qt.engine.state import Frame, SpaceState

from .helpers import (
    at_round,
    cells,
    full_game,
    give,
    moves_text,
    play,
    with_cards,
    with_hand,
    with_space,
)

FOUR_OCCUPATIONS = ("land-agent", "academic", "chief")  # the Academic counts twice
SIMPLE_SPACES = ("clay", "reed", "grain", "wood", "day-labourer", "fishing")


def goods(state: GameState, player: int = 0) -> Goods:
    return state.players[player].goods


def set_goods(state: GameState, player: int, **amounts: int) -> GameState:
    return state.with_player(player, evolve(state.players[player], goods=Goods(**amounts)))


def set_farm(state: GameState, player: int, farm: Farmyard) -> GameState:
    return state.with_player(player, evolve(state.players[player], farm=farm))


def with_round_space(state: GameState, space_id: str) -> GameState:
    space = ROUND_CARD_BY_ID[space_id]
    return evolve(state, spaces=(*state.spaces, SpaceState(space, stock=space.stock)))


def finish_work(state: GameState) -> GameState:
    """Place the remaining people on simple spaces until the work phase is over."""
    start = state.round
    while state.round == start and state.phase == "work":
        if state.frame is not None:
            texts = moves_text(state)
            state = apply(state, "done" if "done" in texts else sorted(texts)[0])
            continue
        texts = moves_text(state)
        state = apply(state, next(f"place {s}" for s in SIMPLE_SPACES if f"place {s}" in texts))
    return state


def to_feeding(state: GameState) -> GameState:
    """Play round 4 out: the state at the first feeding decision of the harvest."""
    state = finish_work(at_round(state, 4))
    assert state.frame is not None and state.frame.kind == "feed" and state.actor == 0
    return state


def play_minor(state: GameState, card_id: str, *moves: str, space: str = "improvement",
               returns: str = "") -> GameState:
    state = with_hand(state, 0, minors=(card_id,))
    suffix = f" return {returns}" if returns else ""
    return play(state, f"place {space}", f"minor {card_id}{suffix}", *moves)


def refusal(state: GameState, card_id: str) -> str:
    """Why player 0 may not play this minor on the Starting Player space."""
    state = play(with_hand(state, 0, minors=(card_id, "spices")), "place starting-player")
    reason = why_illegal(state, Move.parse(f"minor {card_id}"))
    assert reason is not None
    return str(reason)


# --- goods waiting on round spaces -----------------------------------------------------------

PROMISES = [
    ("animal-pen", FOUR_OCCUPATIONS, {"wood": 2}, 6, range(7, 15), Goods(food=2)),
    ("carp-pond", ("land-agent", "fishing-rod", "axe"), {}, 6, (7, 9, 11, 13), Goods(food=1)),
    ("fruit-tree", ("academic", "chief"), {}, 9, range(10, 15), Goods(food=1)),
    ("fruit-tree", ("academic", "chief"), {}, 2, range(8, 15), Goods(food=1)),
    ("private-forest", (), {"food": 2}, 6, (8, 10, 12, 14), Goods(wood=1)),
    ("sack-cart", ("academic",), {"wood": 2}, 5, (8, 11, 14), Goods(grain=1)),
    ("reed-pond", ("academic", "chief"), {}, 12, (13, 14), Goods(reed=1)),
    ("dovecote", (), {"stone": 2}, 3, range(10, 15), Goods(food=1)),
]


@pytest.mark.parametrize(("card_id", "in_front", "cost", "round_no", "rounds", "put"), PROMISES)
def test_goods_wait_on_round_spaces(card_id: str, in_front: tuple[str, ...],
                                    cost: dict[str, int], round_no: int,
                                    rounds: range | tuple[int, ...], put: Goods) -> None:
    state = at_round(with_cards(full_game(first=("improvement",)), 0, *in_front), round_no)
    state = play_minor(give(state, 0, **cost), card_id)
    assert card_id in state.players[0].cards
    assert [(f.round, f.goods) for f in state.future if f.player == 0] == [
        (r, put) for r in rounds]


def test_reed_pond_reed_arrives_as_the_next_round_starts() -> None:
    state = with_cards(full_game(first=("improvement",)), 0, "academic", "chief")
    state = play_minor(state, "reed-pond")
    reed = goods(state).reed
    state = finish_work(state)
    assert state.round == 2
    assert goods(state).reed >= reed + 1


def test_carp_pond_counts_only_cards_in_front() -> None:
    state = with_cards(full_game(first=("improvement",)), 0, "land-agent", "fishing-rod")
    # (the part missing named: the improvements; the fishing rod in front counts one)
    assert "Carp Pond needs 2 improvements in front of you (you have 1)" in refusal(
        state, "carp-pond")


# --- more from action spaces -----------------------------------------------------------------

def test_raft_food_or_reed_from_fishing() -> None:
    state = play(with_cards(full_game(), 0, "raft"), "place fishing")
    assert moves_text(state) >= {"choose food", "choose reed"}
    state = play(state, "choose reed")
    assert goods(state) == Goods(food=3, reed=1)


def test_canoe_food_and_reed_from_fishing() -> None:
    state = play(with_cards(full_game(), 0, "canoe"), "place fishing")
    assert goods(state) == Goods(food=4, reed=1)


def test_quarry_three_stone_from_day_labourer() -> None:
    state = play(with_cards(full_game(), 0, "quarry"), "place day-labourer")
    assert goods(state) == Goods(food=4, stone=3)


def test_stone_tongs_one_more_stone_on_stone_round_spaces() -> None:
    state = with_round_space(with_cards(full_game(), 0, "stone-tongs"), "stone-2")
    state = play(state, "place stone-2")
    assert goods(state).stone == 2
    state = play(state, "place day-labourer", "place grain")
    assert goods(state).stone == 2  # nothing on other spaces


def test_basket_leaves_two_wood_for_three_food() -> None:
    state = play(with_cards(full_game(), 0, "basket"), "place wood")
    assert moves_text(state) >= {"choose leave-wood", "choose keep"}
    state = play(state, "choose leave-wood")
    assert goods(state) == Goods(wood=1, food=5)
    assert state.spaces[state.space_index("wood")].stock == Goods(wood=2)


def test_basket_not_offered_for_one_wood() -> None:
    state = play(with_cards(full_game(), 0, "basket"), "place clay")
    assert state.frame is None


# --- ovens and cooking ------------------------------------------------------------------------

def test_bakers_oven_upgrades_an_oven_and_bakes_at_once() -> None:
    state = with_cards(full_game(first=("improvement",)), 0, "clay-oven")
    state = evolve(state, majors=tuple(m for m in state.majors if m != "clay-oven"))
    state = give(state, 0, grain=3)
    state = play_minor(state, "bakers-oven", returns="clay-oven")
    assert "clay-oven" in state.majors and "clay-oven" not in state.players[0].cards
    state = play(state, "bake bakers-oven", "bake bakers-oven")
    assert goods(state) == Goods(grain=1, food=12)
    assert "bake bakers-oven" not in moves_text(state)  # 2 grain per bake


def test_bakers_oven_removes_a_returned_wood_fired_oven() -> None:
    state = with_cards(full_game(first=("improvement",)), 0, "wood-fired-oven")
    state = play_minor(state, "bakers-oven", returns="wood-fired-oven")
    assert state.players[0].cards == ("bakers-oven",)
    assert "wood-fired-oven" not in state.majors


def test_wood_fired_oven_bakes_any_grain_into_three_food() -> None:
    state = give(full_game(first=("improvement",)), 0, wood=3, stone=1, grain=3)
    state = play_minor(state, "wood-fired-oven", "bake wood-fired-oven", "bake wood-fired-oven",
                       "bake wood-fired-oven")
    assert goods(state) == Goods(food=11)
    from agricola_qt.engine.cards.prerequisites import count

    assert count(state.players[0], "ovens") == 1


def test_windmill_turns_grain_into_two_food_without_baking() -> None:
    state = give(with_cards(full_game(), 0, "windmill", "millstone"), 0, grain=1)
    state = play(state, "convert grain")
    assert goods(state) == Goods(food=4)  # the Millstone does not count it as baking


def test_simple_fireplace_cooks_and_bakes() -> None:
    state = give(with_cards(full_game(first=("sow-bake",)), 0, "simple-fireplace"), 0,
                 sheep=1, veg=1, grain=1)
    state = play(state, "convert sheep", "convert veg")
    assert goods(state) == Goods(food=5, grain=1)
    state = play(state, "place sow-bake", "bake simple-fireplace")
    assert goods(state) == Goods(food=7)


def test_simple_fireplace_upgrades_to_cooking_hearth_and_leaves_the_game() -> None:
    state = with_cards(full_game(first=("improvement",)), 0, "simple-fireplace")
    state = play(state, "place improvement", "buy cooking-hearth-4 return simple-fireplace")
    assert state.players[0].cards == ("cooking-hearth-4",)
    assert "simple-fireplace" not in state.majors


def test_spices_one_more_food_per_vegetable_with_a_fireplace() -> None:
    state = give(with_cards(full_game(), 0, "spices"), 0, veg=2)
    state = play(state, "convert veg")
    assert goods(state).food == 3  # raw: no fireplace, no extra food
    state = play(with_cards(state, 0, "cooking-hearth-4"), "convert veg")
    assert goods(state).food == 3 + 4


def test_gypsys_crock_cooking_two_goods_in_one_go() -> None:
    state = give(with_cards(full_game(), 0, "gypsys-crock", "spices"), 0, veg=1, sheep=1)
    assert not any(str(m).startswith("use gypsys-crock") for m in legal_moves(state))
    state = with_cards(state, 0, "fireplace-2")
    assert "use gypsys-crock veg+sheep" in moves_text(state)
    assert "use gypsys-crock veg+veg" not in moves_text(state)  # only one vegetable
    state = play(state, "use gypsys-crock veg+sheep")
    assert goods(state) == Goods(food=2 + 3 + 2 + 1)  # Spices counts for the vegetable


def test_gypsys_crock_animals_that_do_not_fit_cooked_at_once() -> None:
    """Keeping the animals that fit cooks the rest in one go: 1 more food for each two with
    a Fireplace (a tester's overflow of 2 sheep gave 4 food)."""
    state = with_cards(full_game(), 0, "fireplace-2", "gypsys-crock")
    state = give(state, 0, sheep=3).push(Frame("animals", 0))  # the house holds one
    assert goods(state).food == 2  # the starting player's
    assert goods(play(state, "keep-best")) == Goods(sheep=1, food=2 + 4 + 1)
    assert goods(play(give(state, 0, sheep=1), "keep-best")) == Goods(sheep=1, food=2 + 6 + 1)
    # without the Crock, and in a record of rules 9 (replayed as it was played): no more
    plain = give(with_cards(full_game(), 0, "fireplace-2"), 0, sheep=3).push(Frame("animals", 0))
    assert goods(play(plain, "keep-best")) == Goods(sheep=1, food=2 + 4)
    old = evolve(state, setup=evolve(state.setup, rules_version=9))
    assert goods(play(old, "keep-best")) == Goods(sheep=1, food=2 + 4)


def test_gypsys_crock_baking_pairs_with_a_fireplace() -> None:
    state = with_cards(full_game(first=("sow-bake",)), 0, "fireplace-2", "gypsys-crock")
    state = play(give(state, 0, grain=3), "place sow-bake", "bake fireplace-2")
    assert goods(state).food == 2 + 2
    state = play(state, "bake fireplace-2", "bake fireplace-2")
    assert goods(state).food == 2 + 6 + 1  # one pair


def test_gypsys_crock_one_bread_and_one_vegetable_at_the_same_time() -> None:
    state = with_cards(full_game(first=("sow-bake",)), 0, "fireplace-2", "gypsys-crock")
    state = play(give(state, 0, grain=1, veg=1), "place sow-bake")
    assert "use gypsys-crock bread+veg" in moves_text(state)
    state = play(state, "use gypsys-crock bread+veg")  # the vegetable first: 2 food
    assert goods(state) == Goods(grain=1, food=2 + 2)
    state = play(state, "bake fireplace-2")  # its partner: 2 food + 1
    assert goods(state) == Goods(food=2 + 2 + 2 + 1)


def test_gypsys_crock_vegetable_after_an_odd_grain() -> None:
    state = with_cards(full_game(first=("sow-bake",)), 0, "fireplace-2", "gypsys-crock")
    state = play(give(state, 0, grain=2, veg=1), "place sow-bake", "bake fireplace-2")
    state = play(state, "use gypsys-crock bread+veg")
    assert goods(state) == Goods(grain=1, food=2 + 2 + 2 + 1)
    state = play(state, "bake fireplace-2")  # a third good: no pair yet
    assert goods(state).food == 2 + 2 + 2 + 1 + 2


def test_millstone_two_food_per_bake() -> None:
    state = give(with_cards(full_game(first=("sow-bake",)), 0, "fireplace-2", "millstone"), 0,
                 grain=2)
    state = play(state, "place sow-bake", "bake fireplace-2", "bake fireplace-2")
    assert goods(state).food == 2 + 4 + 2


def test_plane_after_the_joinery_in_a_harvest() -> None:
    state = give(with_cards(full_game(), 0, "joinery", "plane"), 0, wood=2)
    state = to_feeding(state)
    assert not any(str(m).startswith("use plane") for m in legal_moves(state))
    food, wood = goods(state).food, goods(state).wood
    state = play(state, "convert wood")  # the Joinery: 2 food
    assert {"use plane food", "use plane wood"} <= moves_text(state)
    state = play(state, "use plane wood")
    assert goods(state).food == food + 4 and goods(state).wood == wood - 2
    assert not any(str(m).startswith("use plane") for m in legal_moves(state))


# --- sowing and harvest -------------------------------------------------------------------

def test_potato_dibber_one_more_vegetable_per_new_field() -> None:
    state = with_cards(full_game(first=("sow-bake",)), 0, "potato-dibber")
    state = set_farm(give(state, 0, veg=1, grain=1), 0, Farmyard(fields=cells("c1", "c2")))
    state = play(state, "place sow-bake", "sow c1 veg", "sow c2 grain")
    counts = {f.cell: (f.crop, f.count) for f in state.players[0].farm.sown}
    assert counts == {parse_cell("c1"): ("veg", 3), parse_cell("c2"): ("grain", 3)}


def test_spindle_and_butter_churn_give_food_in_the_field_phase() -> None:
    pasture = Farmyard(fences=boundary_edges(cells("c1", "d1", "e1"))  # sheep, and cattle
                       | boundary_edges(cells("c2", "d2", "e2")))
    base = set_farm(give(full_game(), 0, sheep=5, cattle=2), 0, pasture)
    plain = goods(to_feeding(base)).food
    assert goods(to_feeding(with_cards(base, 0, "spindle"))).food == plain + 2
    assert goods(to_feeding(with_cards(base, 0, "butter-churn"))).food == plain + 1 + 1


def test_feed_pellets_once_per_harvest() -> None:
    state = to_feeding(give(with_cards(full_game(), 0, "feed-pellets"), 0, veg=2, sheep=1))
    assert "use feed-pellets sheep" in moves_text(state)
    assert "use feed-pellets boar" not in moves_text(state)  # no boar on the farm
    state = play(state, "use feed-pellets sheep")
    assert goods(state).sheep == 2 and goods(state).veg == 1
    assert not any(str(m).startswith("use feed-pellets") for m in legal_moves(state))


# --- points -------------------------------------------------------------------------------

def test_half_timbered_house_and_clogs_bonus_points() -> None:
    p = with_cards(full_game(), 0, "half-timbered-house", "clogs").players[0]
    assert score_player(p).breakdown["bonus_points"] == 0
    clay = evolve(p, farm=evolve(p.farm, house="clay"))
    assert score_player(clay).breakdown["bonus_points"] == 1
    stone = evolve(p, farm=evolve(p.farm, house="stone", rooms=cells("a1", "a2", "a3")))
    assert score_player(stone).breakdown["bonus_points"] == 3 + 2


def test_outhouse_needs_another_player_with_few_occupations() -> None:
    state = give(full_game(first=("improvement",)), 0, wood=1, clay=1)
    played = play_minor(state, "outhouse")
    assert score_player(played.players[0]).breakdown["card_points"] == 2
    state = with_cards(state, 1, "academic")  # counts as 2 occupations
    assert "fewer than 2 occupations" in refusal(state, "outhouse")


def test_outhouse_in_solo_looks_at_your_own_occupations() -> None:
    state = give(full_game(players=1, first=("improvement",)), 0, wood=1, clay=1)
    assert "outhouse" in play_minor(state, "outhouse").players[0].cards
    assert "fewer than 2 occupations" in refusal(with_cards(state, 0, "land-agent", "chief"),
                                                 "outhouse")


def test_drinking_trough_two_more_per_pasture_not_doubled_by_stables() -> None:
    state = with_cards(full_game(), 0, "drinking-trough")
    p = evolve(state.players[0], farm=Farmyard(fences=boundary_edges(cells("c1")),
                                               stables=cells("c1")))
    assert can_house(p, (7, 0, 0))  # 4 + 2 in the pasture, 1 in the house
    assert not can_house(p, (8, 0, 0))
    yard = evolve(p, cards=(*p.cards, "animal-yard"))
    assert can_house(yard, (11, 0, 0))  # the Animal Yard holds 4 too


def test_shepherds_pipe_more_room_for_sheep_only() -> None:
    state = with_cards(full_game(), 0, "shepherds-pipe")
    p = evolve(state.players[0], farm=Farmyard(fences=boundary_edges(cells("c1"))))
    assert can_house(p, (5, 0, 0))  # 2 + 2 in the pasture, 1 in the house
    assert not can_house(p, (6, 0, 0))
    assert can_house(p, (0, 3, 0)) and not can_house(p, (0, 4, 0))  # boar get nothing
    stable = evolve(p, farm=Farmyard(stables=cells("e3")))
    assert can_house(stable, (3, 0, 0))  # 2 sheep in the stable, 1 in the house
    assert can_house(stable, (2, 1, 0)) and not can_house(stable, (1, 2, 0))
    trough = evolve(p, cards=(*p.cards, "drinking-trough"))
    assert can_house(trough, (7, 0, 0)) and not can_house(trough, (8, 0, 0))


def test_shepherds_pipe_leaves_the_stablemasters_stable_alone() -> None:
    state = with_cards(full_game(), 0, "shepherds-pipe", "stablemaster")
    p = evolve(state.players[0], farm=Farmyard(stables=cells("e3")))
    assert can_house(p, (4, 0, 0))  # 3 in the Stablemaster's stable, 1 in the house
    assert not can_house(p, (5, 0, 0))
    two = evolve(p, farm=Farmyard(stables=cells("e3", "e2")))
    assert can_house(two, (6, 0, 0))  # 3 + 2 in the other stable + 1 in the house
    assert not can_house(two, (7, 0, 0))


def test_shepherds_pipe_animal_yard_takes_two_more_sheep() -> None:
    state = with_cards(full_game(), 0, "shepherds-pipe", "animal-yard")
    p = state.players[0]
    assert can_house(p, (5, 0, 0))  # 4 in the Animal Yard, 1 in the house
    assert not can_house(p, (6, 0, 0))
    assert can_house(p, (0, 3, 0)) and not can_house(p, (0, 4, 0))  # boar get nothing more


def test_shepherds_pipe_sheep_from_the_board_fit() -> None:
    state = full_game(first=("sheep",))
    state = set_farm(give(state, 0, sheep=4), 0, Farmyard(fences=boundary_edges(cells("c1"))))
    assert play(state, "place sheep").frame is not None  # 5 sheep do not fit: cook or release
    state = play(with_cards(state, 0, "shepherds-pipe"), "place sheep")
    assert state.frame is None and goods(state).sheep == 5
    state = play(state, "place clay")
    state = give(state, 0, sheep=2)
    state = state.push(Frame("animals", 0))
    state = play(state, "keep-best")
    assert goods(state).sheep == 5


# --- passing cards ------------------------------------------------------------------------

def test_market_stall_grain_for_vegetable_then_passes_left() -> None:
    state = play_minor(give(full_game(first=("improvement",)), 0, grain=1), "market-stall")
    assert goods(state) == Goods(food=2, veg=1)
    assert "market-stall" in state.players[1].minors


def test_helpful_neighbours_wood_or_clay_for_stone_or_reed() -> None:
    state = give(full_game(first=("improvement",)), 0, clay=1)
    state = play_minor(state, "helpful-neighbours", "choose stone")
    assert goods(state) == Goods(food=2, stone=1)
    assert "helpful-neighbours" in state.players[1].minors


def test_cattle_market_sheep_for_cattle() -> None:
    state = play_minor(give(full_game(first=("improvement",)), 0, sheep=1), "cattle-market")
    assert goods(state) == Goods(food=2, cattle=1)


def test_stable_card_builds_one_free_stable() -> None:
    state = give(full_game(), 0, wood=1)
    state = play_minor(state, "stable", "stable c1", space="starting-player")
    assert goods(state) == Goods(food=2)
    assert state.players[0].farm.stables == cells("c1")
    assert "stable" in state.players[1].minors


def test_mini_pasture_fences_one_space_without_wood() -> None:
    state = play_minor(full_game(first=("improvement",)), "mini-pasture", "choose c1")
    farm = state.players[0].farm
    assert farm.pastures == (cells("c1"),) and farm.fence_count == 4
    assert goods(state) == Goods()


def test_mini_pasture_must_border_an_existing_pasture() -> None:
    state = set_farm(full_game(first=("improvement",)), 0,
                     Farmyard(fences=boundary_edges(cells("e1"))))
    state = play_minor(state, "mini-pasture")
    options = state.frame.options if state.frame else ()
    assert set(options) == {"d1", "e2"}
    state = play(state, "choose e2")
    assert state.players[0].farm.fence_count == 7


def test_mini_pasture_is_not_played_with_no_space_to_fence() -> None:
    """A tester played it with 1 fence left: it took the 2 food and did nothing (rules 7;
    a game of rules 6 keeps playing it so)."""
    from attrs import evolve

    from agricola_qt.engine.grid import CELL_COUNT

    rooms = Farmyard().rooms
    full = Farmyard(fields=((1 << CELL_COUNT) - 1) & ~rooms)  # every free space a field
    state = give(set_farm(full_game(first=("improvement",)), 0, full), 0, food=2)
    assert "no space to fence" in refusal(state, "mini-pasture")
    old = evolve(state, setup=evolve(state.setup, rules_version=6))
    state = play_minor(old, "mini-pasture")  # played by the rules of then: nothing fenced
    assert state.players[0].farm.fence_count == 0 and "mini-pasture" not in \
        state.players[0].minors


def test_stone_house_extension_adds_a_free_room() -> None:
    state = give(full_game(first=("improvement",)), 0, reed=1, stone=3)
    assert "stone house" in refusal(state, "stone-house-extension")
    state = set_farm(state, 0, Farmyard(house="stone"))
    state = play_minor(state, "stone-house-extension", "choose b2")
    assert state.players[0].farm.room_count == 3
    assert goods(state) == Goods(food=2)


# --- discarding ---------------------------------------------------------------------------

def test_madonna_statue_discards_two_improvements() -> None:
    state = with_cards(full_game(first=("improvement",)), 0, "fireplace-2", "corn-scoop")
    state = evolve(state, majors=tuple(m for m in state.majors if m != "fireplace-2"))
    state = play_minor(state, "madonna-statue")
    assert "choose fireplace-2" in moves_text(state)
    state = play(state, "choose fireplace-2")
    assert "choose fireplace-2" not in moves_text(state)
    state = play(state, "choose corn-scoop")
    assert state.players[0].cards == ("madonna-statue",)
    assert "fireplace-2" in state.majors and "corn-scoop" not in state.majors
    assert score_player(state.players[0]).breakdown["card_points"] == 2


def test_madonna_statue_discarded_card_loses_its_waiting_goods() -> None:
    from agricola_qt.engine.cards.registry import card

    state = with_cards(full_game(first=("improvement",)), 0, "fruit-tree", "dovecote",
                       "corn-scoop")
    state = at_round(state, 10)
    for card_id in ("fruit-tree", "dovecote"):
        state = card(card_id).on_acquired(state, 0)
    assert sorted(f.round for f in state.future) == [11, 11, 12, 12, 13, 13, 14, 14]
    state = play_minor(state, "madonna-statue", "choose dovecote", "choose corn-scoop")
    assert sorted(f.round for f in state.future) == [11, 12, 13, 14]  # the Fruit Tree's


def test_madonna_statue_discarded_well_takes_its_food_along() -> None:
    from agricola_qt.engine.cards.registry import card

    state = with_cards(full_game(first=("improvement",)), 0, "corn-scoop", "animal-pen")
    state = card("animal-pen").on_acquired(give(state, 0, wood=1, stone=3), 0)
    state = with_hand(state, 0, minors=("madonna-statue",))
    state = play(state, "place improvement", "buy well")
    assert sum(f.goods.food for f in state.future) == 13 * 2 + 5  # the pen's and the Well's
    state = play(state, "place day-labourer", "place starting-player", "minor madonna-statue",
                 "choose well", "choose corn-scoop")
    assert "well" in state.majors
    assert {f.source for f in state.future} == {"animal-pen"}
    assert sum(f.goods.food for f in state.future) == 13 * 2


def test_madonna_statue_needs_two_improvements_in_front() -> None:
    state = with_cards(full_game(first=("improvement",)), 0, "corn-scoop", "land-agent")
    assert "Madonna Statue needs 2 improvements" in refusal(state, "madonna-statue")


# --- costs --------------------------------------------------------------------------------

def test_clay_roof_pays_clay_for_missing_reed() -> None:
    state = with_cards(full_game(), 0, "clay-roof")
    state = set_goods(state, 0, wood=5, reed=1, clay=1)
    assert room_cost(state.players[0]) == Goods(wood=5, reed=1, clay=1)
    state = play(state, "place build-rooms", "room b3")
    assert goods(state) == Goods()
    p = evolve(state.players[0], goods=Goods(clay=9, reed=1))
    assert renovation_cost(p) == Goods(clay=3, reed=1)  # reed is there: paid with reed
    assert renovation_cost(evolve(p, goods=Goods(clay=9))) == Goods(clay=4)


def test_clay_supports_cheaper_clay_rooms() -> None:
    state = with_cards(full_game(), 0, "clay-supports")
    state = set_farm(set_goods(state, 0, wood=1, clay=2, reed=1), 0, Farmyard(house="clay"))
    state = play(state, "place build-rooms", "room b3")
    assert goods(state) == Goods() and state.players[0].farm.room_count == 3


def test_clay_roof_player_may_pay_clay_for_reed_they_have() -> None:
    state = with_cards(full_game(), 0, "clay-roof")
    state = set_goods(state, 0, wood=10, reed=2, clay=3)
    state = play(state, "place build-rooms", "room b3")
    assert goods(state) == Goods(wood=5, clay=3)  # charged 5 wood and 2 reed
    assert moves_text(state) >= {"choose 5wood+2reed", "choose 5wood+1clay+1reed",
                                 "choose 5wood+2clay"}
    state = play(state, "choose 5wood+2clay")
    assert goods(state) == Goods(wood=5, reed=2, clay=1)
    state = play(state, "room b2")  # the next room of the same action: asked again
    state = play(state, "choose 5wood+1clay+1reed")
    assert goods(state) == Goods(reed=1) and state.players[0].farm.room_count == 4


def test_clay_roof_keeping_the_reed_payment() -> None:
    state = with_cards(full_game(), 0, "clay-roof")
    state = play(set_goods(state, 0, wood=5, reed=2, clay=2), "place build-rooms", "room b3")
    state = play(state, "choose 5wood+2reed")
    assert goods(state) == Goods(clay=2) and state.players[0].farm.room_count == 3


def test_clay_roof_renovation_paid_with_clay_instead_of_reed() -> None:
    state = with_cards(with_space(full_game(), "renovation-improvement"), 0, "clay-roof")
    state = set_goods(state, 0, clay=3, reed=1)
    state = play(state, "place renovation-improvement")
    assert state.players[0].farm.house == "clay"
    assert goods(state) == Goods(clay=1)
    assert moves_text(state) >= {"choose 2clay+1reed", "choose 3clay"}
    state = play(state, "choose 3clay")
    assert goods(state) == Goods(reed=1)


def test_the_clay_roofs_question_comes_before_the_improvement_after_a_renovation() -> None:
    """A tester bought the Well on "Renovation, then also 1 Major or Minor Improvement" before
    being asked how the renovation was paid (rules 7; a game of rules 6 asks afterwards)."""
    from attrs import evolve

    state = with_cards(with_space(full_game(), "renovation-improvement"), 0, "clay-roof")
    state = set_goods(state, 0, clay=5, reed=2, stone=3, wood=1)
    now = play(state, "place renovation-improvement")
    assert [f.space for f in now.pending] == ["renovation-improvement", "clay-roof"]
    now = play(now, "choose 3clay")  # then the improvement
    assert now.frame is not None and now.frame.space == "renovation-improvement"
    old = evolve(state, setup=evolve(state.setup, rules_version=6))
    then = play(old, "place renovation-improvement")
    assert [f.space for f in then.pending] == ["clay-roof", "renovation-improvement"]


def test_clay_supports_player_may_keep_the_usual_room_cost() -> None:
    state = with_cards(full_game(), 0, "clay-supports")
    state = set_farm(set_goods(state, 0, wood=1, clay=5, reed=2), 0, Farmyard(house="clay"))
    state = play(state, "place build-rooms", "room b3")
    assert goods(state) == Goods(clay=3, reed=1)  # the Clay Supports' room was charged
    assert moves_text(state) >= {"choose 1wood+2clay+1reed", "choose 5clay+2reed"}
    state = play(state, "choose 5clay+2reed")
    assert goods(state) == Goods(wood=1)


def test_clay_supports_with_clay_roof_offers_every_payment() -> None:
    state = with_cards(full_game(), 0, "clay-supports", "clay-roof")
    state = set_farm(set_goods(state, 0, wood=1, clay=7, reed=2), 0, Farmyard(house="clay"))
    state = play(state, "place build-rooms", "room b3")
    options = {m for m in moves_text(state) if m.startswith("choose")}
    assert options == {"choose 1wood+2clay+1reed", "choose 1wood+3clay", "choose 5clay+2reed",
                       "choose 6clay+1reed", "choose 7clay"}
    state = play(state, "choose 1wood+3clay")
    assert goods(state) == Goods(clay=4, reed=2)


def test_baking_tray_ovens_as_minors_and_cheaper() -> None:
    state = with_cards(give(full_game(), 0, clay=3, grain=1), 0, "baking-tray")
    state = play(state, "place starting-player")
    assert "buy clay-oven" in moves_text(state)
    assert "buy fireplace-2" not in moves_text(state)
    state = play(state, "buy clay-oven", "bake clay-oven")
    assert goods(state) == Goods(food=7)  # 3 clay, no stone: the stone was the one saved


def test_baking_tray_player_picks_the_resource_saved() -> None:
    state = with_cards(give(full_game(), 0, clay=3, stone=1, grain=1), 0, "baking-tray")
    state = play(state, "place starting-player", "buy clay-oven")
    assert goods(state) == Goods(stone=1, grain=1, food=2)  # the engine saved 1 stone
    assert moves_text(state) >= {"choose save-stone", "choose save-clay"}
    state = play(state, "choose save-clay")  # 2 clay and 1 stone paid instead
    assert goods(state) == Goods(clay=1, grain=1, food=2)
    assert "bake clay-oven" in moves_text(state)  # the oven's bake comes after the choice


def test_baking_tray_keeping_the_saved_stone() -> None:
    state = with_cards(give(full_game(), 0, clay=3, stone=1), 0, "baking-tray")
    state = play(state, "place starting-player", "buy clay-oven", "choose save-stone")
    assert goods(state) == Goods(stone=1, food=2)


def test_baking_tray_cheaper_wood_fired_oven() -> None:
    state = with_cards(give(full_game(first=("improvement",)), 0, wood=3), 0, "baking-tray")
    state = play_minor(state, "wood-fired-oven")
    assert goods(state).wood == 0


def test_ceramics_food_and_a_free_pottery_as_minor() -> None:
    state = with_cards(give(full_game(first=("improvement",)), 0, clay=1), 0, "clay-oven")
    state = play_minor(state, "ceramics")
    assert goods(state) == Goods(food=4)
    state = play(state, "place day-labourer", "place starting-player", "buy pottery")
    assert "pottery" in state.players[0].cards and goods(state).food == 4


def test_ceramics_needs_an_oven() -> None:
    state = give(full_game(first=("improvement",)), 0, clay=1)
    assert "oven" in refusal(state, "ceramics")


def test_minor_space_still_refuses_other_majors() -> None:
    state = give(with_cards(full_game(), 0, "ceramics"), 0, clay=2)
    state = play(state, "place starting-player")
    with pytest.raises(IllegalMove, match="only a minor"):
        apply(state, "buy fireplace-2")


# --- extra actions ------------------------------------------------------------------------

def test_builders_trowel_renovates_without_an_action() -> None:
    state = give(with_cards(full_game(), 0, "builders-trowel"), 0, clay=2, reed=1)
    assert "use builders-trowel renovate" in moves_text(state)
    state = play(state, "use builders-trowel renovate")
    assert state.players[0].farm.house == "clay" and state.players[0].available == 2
    assert "use builders-trowel renovate" not in moves_text(give(state, 0, stone=2, reed=1))


def test_builders_trowel_not_in_the_middle_of_an_action() -> None:
    state = with_cards(full_game(), 0, "builders-trowel")
    state = play(state, "place clay")
    state = play(give(state, 1, wood=5, reed=2), "place build-rooms")
    state = give(state, 0, clay=1, reed=1)
    assert state.actor == 1 and state.frame is not None
    assert "use builders-trowel renovate" not in moves_text(state)


def test_writing_desk_second_occupation_for_two_food() -> None:
    state = with_cards(full_game(), 0, "writing-desk", "academic")
    state = with_hand(give(state, 0, food=3), 0, occupations=("land-agent", "chief"))
    state = play(state, "place occupation", "occupation land-agent")  # 1 food
    assert state.frame is not None and state.frame.space == "writing-desk"
    state = play(state, "occupation chief")  # 2 food, and the Chief's own 2 food
    assert state.players[0].cards[-2:] == ("land-agent", "chief")
    assert goods(state) == Goods(veg=1)


def test_writing_desk_not_offered_without_the_food() -> None:
    state = with_cards(full_game(), 0, "writing-desk", "academic")
    state = with_hand(give(state, 0, food=2), 0, occupations=("land-agent", "chief"))
    old_rules = evolve(state, setup=evolve(state.setup, rules_version=5))
    old_rules = play(old_rules, "place occupation", "occupation land-agent")
    assert old_rules.frame is None and old_rules.actor == 1


def test_writing_desk_offered_when_cooking_pays() -> None:
    state = with_cards(full_game(), 0, "writing-desk", "academic")
    state = with_hand(give(state, 0, food=2), 0, occupations=("land-agent", "chief"))
    # 1 food left and the Land Agent's vegetable: turned into food, it pays the 2 food
    state = play(state, "place occupation", "occupation land-agent")
    assert state.frame is not None and state.frame.space == "writing-desk"
    assert "occupation chief" not in moves_text(state)
    state = play(state, "convert veg", "occupation chief")
    assert state.players[0].cards[-1] == "chief"


def test_writing_desk_is_optional() -> None:
    state = with_cards(full_game(), 0, "writing-desk", "academic")
    state = with_hand(give(state, 0, food=5), 0, occupations=("land-agent", "chief"))
    state = play(state, "place occupation", "occupation land-agent", "done")
    assert state.frame is None and state.actor == 1
    assert state.players[0].occupations == ("chief",)


def test_turnwrest_plough_once_per_game() -> None:
    state = with_cards(full_game(), 0, "turnwrest-plough")
    state = play(state, "place plow")
    assert moves_text(state) >= {"choose plough-3", "choose plough-1"}
    state = play(state, "choose plough-3", "plow c1", "plow c2", "plow c3")
    assert state.players[0].farm.fields == cells("c1", "c2", "c3")
    state = at_round(finish_work(state), 3)
    while state.actor != 0:
        state = play(state, "place clay" if "place clay" in moves_text(state) else "place reed")
    state = play(state, "place plow")
    assert state.frame is not None and state.frame.plows == 1  # no second use


def test_riding_plough_twice_and_one_plough_per_action() -> None:
    state = with_cards(full_game(), 0, "riding-plough", "turnwrest-plough")
    state = play(state, "place plow")
    state = play(state, "choose plough-3")
    assert state.frame is not None and state.frame.kind == "card"
    with pytest.raises(IllegalMove, match="another plough"):
        apply(state, "choose plough-3")
    state = play(state, "choose plough-1", "plow c1", "plow c2", "done")
    assert state.players[0].memory in ((PloughsUsed(("riding-plough",)),),
                                       (PloughsUsed(("turnwrest-plough",)),))


def test_bean_field_is_sown_like_a_field_but_not_scored_as_one() -> None:
    from agricola_qt.engine import score_player

    state = with_cards(full_game(first=("sow-bake",)), 0, "bean-field")
    state = give(state, 0, veg=1)
    state = play(state, "place sow-bake")
    assert "sow bean-field veg" in moves_text(state)
    assert "sow bean-field grain" not in moves_text(state)
    state = play(state, "sow bean-field veg")
    p = state.players[0]
    assert p.farm.crop_total("veg") == 2
    sheet = score_player(p).breakdown
    assert sheet["fields"] == -1 and sheet["vegetables"] == 2


def test_lettuce_patch_vegetable_becomes_four_food_at_the_harvest() -> None:
    from attrs import evolve

    state = with_cards(full_game(first=("sow-bake",)), 0, "lettuce-patch")
    state = give(state, 0, veg=1, food=10)
    state = give(state, 1, food=10)
    state = play(state, "place sow-bake", "sow lettuce-patch veg")
    state = evolve(state, round=4)
    state = play(state, "place wood", "place clay", "place reed")
    assert state.frame is not None and state.frame.kind == "card"
    food = state.players[0].goods.food
    state = play(state, "choose sell")
    assert state.players[0].goods.food == food + 4
    assert state.frame is not None and state.frame.kind == "feed"
