"""Scoring fields: victory points by region, farm points, farms, livestock, farm tax."""

from attrs import evolve

from agricola_qt.heartland import RefusalCode, Step, apply, legal_moves, why_illegal
from agricola_qt.heartland.components import AnimalKind
from agricola_qt.heartland.moves import Move
from agricola_qt.heartland.scoring import farmed_area
from agricola_qt.heartland.state import Animal
from tests.heartland.helpers import (
    W,
    finish_turn,
    paint,
    play,
    sq,
    start,
    texts,
    with_hand,
    with_player,
)


def test_victory_points_count_the_region_with_printed_squares() -> None:
    state = with_hand(start(), "W1 R2")
    # wheat on a2 joins printed wheat a1; rapeseed on a3 joins printed rapeseed a4
    state = play(state, "large 1 a2 s", "vp a2", "vp a3")
    assert state.players[0].score == 4


def test_only_this_turns_fields_score_and_in_order() -> None:
    state = play(with_hand(start(), "W1 R2"), "large 1 a2 s")
    refusal = why_illegal(state, Move.parse("vp a3"))
    assert refusal is not None and refusal.code is RefusalCode.NOT_THIS_FIELD
    assert texts(legal_moves(state)) == {"vp a2", "fp a2"}


def test_a_double_tile_scores_its_region_twice() -> None:
    state = with_hand(start(), "W2 W0")
    # a1 printed wheat, a2 + b2 the tile, b3 printed wheat: a region of four, scored twice
    state = play(state, "large 51 a2 e", "vp a2", "vp b2")
    assert state.players[0].score == 8


def test_farm_points_move_the_cubes_by_the_barn_symbols() -> None:
    state = with_hand(start(), "W1 R2")
    state = play(state, "large 1 a2 s", "fp a2", "fp a3")
    cubes = state.players[0].cubes
    assert cubes[W.position] == 1 and cubes[1] == 2 and sum(cubes) == 3
    assert state.players[0].score == 0
    # the blank half of a double tile gives nothing
    state = with_hand(start(), "W2 W0")
    state = play(state, "large 51 a2 e", "fp a2", "fp b2")
    assert state.players[0].cubes[W.position] == 2


def test_vp_or_fp_per_field_never_both() -> None:
    state = play(with_hand(start(), "W1 R2"), "large 1 a2 s", "vp a2", "fp a3")
    assert state.players[0].score == 2
    assert state.players[0].cubes[1] == 2 and state.players[0].cubes[0] == 0


def _almost_farmer(state, cubes=(3, 3, 3, 3, 2)):
    return with_player(state, 0, cubes=cubes)


def test_a_farm_is_built_when_all_five_cubes_reach_its_row() -> None:
    state = _almost_farmer(with_hand(start(), "R1 C2"))  # 2 players: first farm at row 3
    state = play(state, "large 31 a3 n", "fp a3")
    assert state.step is Step.SCORE  # corn not yet there
    state = apply(state, "fp a2")
    assert state.step is Step.FARM
    assert texts(legal_moves(state)) >= {"farm a1", "farm j8"}
    state = apply(state, "farm a2")
    assert state.players[0].farms == (sq(state, "a2"),)
    assert state.step is Step.END


def test_a_farm_due_may_wait_and_is_offered_again_after_the_next_scoring() -> None:
    """The seed: a player *may* build the farm at once (two play-testers read it so)."""
    state = _almost_farmer(with_hand(start(), "R1 C2"))
    state = play(state, "large 31 a3 n", "fp a3", "fp a2")
    assert "farm-later" in texts(legal_moves(state))
    state = apply(state, "farm-later")
    assert state.step is Step.END and state.players[0].farms == ()
    assert state.players[0].score == 0  # no farm, no tax
    state = apply(state, "draw")
    state = finish_turn(apply(state, legal_moves(state)[0]))  # the other player
    state = apply(state, "small W j8")
    state = apply(state, next(m for m in legal_moves(state) if str(m).startswith("fp")))
    assert state.step is Step.FARM  # offered again
    state = apply(state, "farm a3")
    assert state.players[0].farms == (sq(state, "a3"),) and state.step is Step.END


def test_no_farm_before_all_cubes_arrive_and_none_on_a_taken_region() -> None:
    state = _almost_farmer(with_hand(start(), "W1 R2"), cubes=(3, 3, 3, 3, 1))
    state = play(state, "large 1 a2 s", "fp a2", "fp a3")
    assert state.step is Step.END  # corn is at 1
    state = _almost_farmer(with_hand(start(), "R1 C2"))
    state = with_player(state, 1, farms=(sq(state, "a1"),))
    state = paint(state, W, "b1")
    state = play(state, "large 31 a3 n", "fp a3", "fp a2")
    refusal = why_illegal(state, Move.parse("farm b1"))
    assert refusal is not None and refusal.code is RefusalCode.REGION_TAKEN
    assert "farm b1" not in texts(legal_moves(state)) and "farm c1" in texts(legal_moves(state))


def test_farm_tax_in_the_building_turn_and_every_later_turn() -> None:
    state = _almost_farmer(with_hand(start(), "R1 C2"))
    state = play(state, "large 31 a3 n", "fp a3", "fp a2", "farm a3")
    # the rapeseed half on a3 joins printed rapeseed a4: a region of two, taxed at once
    assert farmed_area(state, 0) == 2 and state.players[0].score == 2
    state = apply(state, "draw")
    state = finish_turn(apply(state, legal_moves(state)[0]))  # the other player
    before = state.players[0].score
    state = finish_turn(apply(state, "small W j8"), "fp")
    assert state.players[0].score == before + farmed_area(state, 0)


def test_no_victory_points_from_a_field_joined_to_a_farmed_region() -> None:
    state = with_hand(start(), "W1 R2")
    state = with_player(state, 1, farms=(sq(state, "a1"),))  # the other player farms wheat a1
    state = apply(state, "large 1 a2 s")
    refusal = why_illegal(state, Move.parse("vp a2"))
    assert refusal is not None and refusal.code is RefusalCode.FARMED_REGION
    assert texts(legal_moves(state)) == {"fp a2"}
    state = play(state, "fp a2", "vp a3")  # the rapeseed half is not joined: it scores
    assert state.players[0].score == 2 and state.players[0].cubes[W.position] == 1


def test_livestock_goes_to_the_first_cube_to_arrive_and_the_cube_leaves() -> None:
    state = with_hand(start(), "W1 R2")
    state = with_player(state, 0, cubes=(7, 6, 0, 0, 0))  # 2 players: livestock at row 8
    stack = state.livestock[W.position]
    assert [a.kind for a in stack] == [AnimalKind.COW, AnimalKind.PIG]  # no chickens with 2
    state = play(state, "large 1 a2 s", "fp a2")
    player = state.players[0]
    assert player.cubes[W.position] == -1 and player.animals == (stack[0],)
    assert 11 <= stack[0].value <= 15
    assert state.livestock[W.position] == stack[1:]
    state = apply(state, "fp a3")  # rapeseed 6 + 2 = 8: the rapeseed cow
    assert state.players[0].cubes[1] == -1 and len(state.players[0].animals) == 2
    # a cube that left gives no more farm points
    state = finish_turn(state)
    state = finish_turn(apply(state, legal_moves(state)[0]))
    state = play(state, "small W j8", "fp j8")
    assert state.players[0].cubes[W.position] == -1 and len(state.players[0].animals) == 2


def test_the_next_cube_takes_the_pig_and_an_empty_stack_leaves_the_cube_at_the_top() -> None:
    state = with_hand(start(), "W1 R2")
    state = with_player(state, 0, cubes=(7, 0, 0, 0, 0))
    pig = Animal(AnimalKind.PIG, state.livestock[W.position][1].value)
    stacks = list(state.livestock)
    stacks[W.position] = (pig,)
    state = play(evolve(state, livestock=tuple(stacks)), "large 1 a2 s", "fp a2")
    assert state.players[0].animals == (pig,) and state.livestock[W.position] == ()
    stacks[W.position] = ()
    state = with_hand(start(), "W1 R2")
    state = with_player(evolve(state, livestock=tuple(stacks)), 0, cubes=(7, 0, 0, 0, 0))
    state = play(state, "large 1 a2 s", "fp a2")
    assert state.players[0].cubes[W.position] == 8 and state.players[0].animals == ()


def test_a_cube_gone_with_an_animal_counts_as_past_every_farm_row() -> None:
    state = with_player(with_hand(start(), "R1 C2"), 0, cubes=(-1, 3, 3, 3, 2))
    state = play(state, "large 31 a3 n", "fp a3", "fp a2")
    assert state.step is Step.FARM


def test_other_players_may_shrink_or_cut_a_farmed_region() -> None:
    state = start()
    # a wheat region of three in a row, a1 b1 c1, farmed by seat 1 at a1
    state = paint(state, W, "b1", "c1")
    state = with_player(state, 1, farms=(sq(state, "a1"),))
    assert farmed_area(state, 1) == 3
    # seat 0 covers b1 with its small rapeseed tile: the farm keeps only a1
    state = apply(state, "small R b1")
    assert farmed_area(state, 1) == 1
    assert texts(legal_moves(state)) == {"vp b1", "fp b1"}  # b1 is rapeseed now: not farmed
