"""Placing tiles: crop rotation, same level, levelling and its once-per-turn limit, farms."""

from agricola_qt.heartland import RefusalCode, Step, apply, legal_moves, why_illegal
from agricola_qt.heartland.moves import Move
from tests.heartland.helpers import (
    B,
    C,
    W,
    lay,
    paint,
    play,
    sq,
    start,
    texts,
    with_hand,
    with_player,
)


def code(state, text):
    refusal = why_illegal(state, Move.parse(text))
    return None if refusal is None else refusal.code


def test_crop_rotation_refuses_same_crop_on_same_crop() -> None:
    state = with_hand(start(), "W1 R2")
    # a1 is printed wheat
    assert code(state, "large 1 a1 s") is RefusalCode.SAME_CROP
    assert code(state, "small W a1") is RefusalCode.SAME_CROP
    assert "Crop rotation" in why_illegal(state, Move.parse("small W a1")).text
    assert code(state, "small R a1") is None
    assert code(state, "large 1 a2 s") is None


def test_rotation_puts_half_b_in_the_named_direction() -> None:
    state = with_hand(start(), "W1 R2")
    for d, other in (("e", "b2"), ("s", "a3"), ("n", "a1")):
        after = apply(state, f"large 1 a2 {d}")
        assert after.tops[sq(after, "a2")] is W
        assert after.tops[sq(after, other)].value == "R"
    assert code(state, "large 1 a2 w") is RefusalCode.OFF_AREA


def test_large_tile_needs_both_squares_at_the_same_height() -> None:
    state = lay(with_hand(start(), "W1 R2"), "b2", C)
    assert code(state, "large 1 a2 e") is RefusalCode.UNEVEN
    state = lay(state, "a2", B)
    assert code(state, "large 1 a2 e") is None
    after = apply(state, "large 1 a2 e")
    assert after.heights[sq(after, "a2")] == after.heights[sq(after, "b2")] == 2


def test_levelling_then_a_large_tile_on_top() -> None:
    state = lay(with_hand(start(), "W1 R2"), "b2", C)
    state = apply(state, "level B a2")
    assert state.step is Step.LARGE
    assert state.tops[sq(state, "a2")] is None and state.heights[sq(state, "a2")] == 1
    assert B not in state.players[0].smalls and len(state.players[0].smalls) == 4
    # only large tiles covering the levelled square are offered now
    assert all(m.verb.value == "large" for m in legal_moves(state))
    assert all(sq(state, "a2") in (m.square, state.geometry.beside[(m.square, m.dir)])
               for m in legal_moves(state))
    assert code(state, "large 1 c3 e") is RefusalCode.MUST_COVER
    # away from it, its reason comes before the crops' and heights' (a tester read "rotation"
    # where the tile had to cover the levelled square)
    assert code(state, "large 1 b2 e") is RefusalCode.MUST_COVER
    assert code(state, "large 1 a1 w") is RefusalCode.MUST_COVER
    state = apply(state, "large 1 a2 e")
    assert state.heights[sq(state, "a2")] == 2
    assert state.layers[sq(state, "a2")][0].crop is None  # the face-down small tile below


def test_levelling_once_per_turn_and_no_small_tile_after_it() -> None:
    state = lay(with_hand(start(), "W1 R2"), "b2", C)
    state = apply(state, "level B a2")
    assert code(state, "level W a3") is RefusalCode.WRONG_STEP
    assert code(state, "small W a3") is RefusalCode.WRONG_STEP
    # after the large tile the turn moves on to scoring: no further tile this turn
    state = apply(state, "large 1 a2 e")
    assert state.step is Step.SCORE
    assert code(state, "small W a3") is RefusalCode.WRONG_STEP


def test_levelling_needs_a_large_tile_that_fits_afterwards() -> None:
    state = with_hand(start(), "W1 R2")
    # everything is flat: a face-down tile would leave nothing at its new height beside it
    assert code(state, "level B a2") is RefusalCode.NO_FOLLOW_UP
    assert not any(m.verb.value == "level" for m in legal_moves(state))
    state = lay(state, "d4", W)
    assert code(state, "level B c4") is None  # d4 is one higher now
    assert "level B c4" in texts(legal_moves(state))


def test_no_tile_on_a_farm_square_and_no_joining_two_farmed_regions() -> None:
    state = with_hand(start(), "W1 R2", "W1 B2", "W1 P2")
    # two wheat regions with farms: a1 (printed wheat) and c1 (painted wheat); b1 between
    state = paint(state, W, "c1")
    state = with_player(state, 0, farms=(sq(state, "a1"),))
    state = with_player(state, 1, farms=(sq(state, "c1"),))
    assert code(state, "small R a1") is RefusalCode.ON_FARM
    assert code(state, "small W b1") is RefusalCode.JOINS_FARMS
    assert "join two farmed regions" in why_illegal(state, Move.parse("small W b1")).text
    # a wheat half on b1 joins them too; a rapeseed half next to them does not
    assert code(state, "large 1 b1 s") is RefusalCode.JOINS_FARMS
    assert code(state, "large 1 e3 e") is None
    assert "small W b1" not in texts(legal_moves(state))


def test_pass_only_when_nothing_can_be_placed() -> None:
    state = start()
    assert code(state, "pass") is RefusalCode.CAN_PLACE
    state = with_player(state, 0, hand=(), smalls=())
    assert texts(legal_moves(state)) == {"pass"}
    state = play(state, "pass")
    assert state.step is Step.END and texts(legal_moves(state)) == {"end"}
