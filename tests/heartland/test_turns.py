"""Drawing, the end stack and its timing, the tie-break, setup and hidden information."""

from attrs import evolve

from agricola_qt.heartland import (
    CROPS,
    Move,
    MoveSyntaxError,
    Step,
    apply,
    board_side,
    legal_moves,
    new_game,
    seat_view,
    winners,
)
from agricola_qt.heartland.components import END_TILE, AnimalKind
from agricola_qt.heartland.state import HIDDEN
from tests.heartland.helpers import finish_turn, play, start, texts, with_hand, with_player


def test_draw_back_to_three_after_a_large_tile_but_not_after_a_small_one() -> None:
    state = with_hand(start(), "W1 R2", "W2 R1", "W1 B2")
    top = state.stack[0]
    state = play(state, "large 1 a2 s", "fp a2", "fp a3")
    assert texts(legal_moves(state)) == {"draw"}
    state = apply(state, "draw")
    assert len(state.players[0].hand) == 3 and top in state.players[0].hand
    assert state.actor == 1 and state.step is Step.PLACE
    state = evolve(state, actor=0)
    state = play(state, "small W j8", "fp j8")
    assert texts(legal_moves(state)) == {"end"}
    size = len(state.stack)
    state = apply(state, "end")
    assert len(state.players[0].hand) == 3 and len(state.stack) == size
    assert len(state.players[0].smalls) == 4  # small tiles are never replaced


def _near_the_end(players: int, end_stack: tuple[int, ...]) -> object:
    state = evolve(new_game(players, 3), actor=0)
    state = evolve(state, setup=evolve(state.setup, start_player=0))
    spare = [t for t in state.stack]
    end = tuple(spare.pop() if t != END_TILE else END_TILE for t in end_stack)
    return evolve(state, stack=(), end_stack=end)


def _turn(state, choice: str = "fp"):
    return finish_turn(apply(state, legal_moves(state)[0]), choice)


def test_the_end_stack_is_drawn_when_the_normal_stack_is_empty() -> None:
    state = _near_the_end(2, (1, 2, 3, 4, 5, 6, END_TILE))
    first = state.end_stack[0]
    state = _turn(state)
    assert first in state.players[0].hand and state.end_drawn_by == -1


def test_end_tile_drawn_by_an_earlier_player_lets_the_round_finish() -> None:
    state = _near_the_end(3, (END_TILE, 1, 2))
    state = _turn(state)  # seat 0 draws the end tile, sets it aside, draws a tile instead
    assert state.end_drawn_by == 0 and not state.is_over
    assert len(state.players[0].hand) == 3 and END_TILE not in state.players[0].hand
    state = _turn(state)  # seat 1
    assert not state.is_over and state.actor == 2
    state = _turn(state)  # seat 2 sits to the start player's right: the last turn
    assert state.is_over and legal_moves(state) == []
    assert state.turn == 3


def test_end_tile_drawn_by_the_last_player_ends_the_game_at_once() -> None:
    state = _near_the_end(3, (1, END_TILE, 2, 3))
    state = _turn(state)  # seat 0 draws tile 1
    state = _turn(state)  # seat 1 draws the end tile (then a tile in its place)
    assert state.end_drawn_by == 1 and not state.is_over
    state = _turn(state)
    assert state.is_over
    state = _near_the_end(3, (1, 2, END_TILE, 3))
    state = _turn(_turn(state))
    assert state.end_drawn_by == -1
    state = _turn(state)  # seat 2, the last player, draws it: over at once
    assert state.end_drawn_by == 2 and state.is_over


def test_highest_score_wins_and_a_tie_goes_to_the_largest_farmed_area() -> None:
    state = start()
    state = with_player(with_player(state, 0, score=30), 1, score=30)
    assert winners(state) == (0, 1)
    state = with_player(state, 1, farms=(0,))  # a region of one
    assert winners(state) == (1,)
    state = with_player(state, 0, score=31)
    assert winners(state) == (0,)
    from agricola_qt.heartland.state import Animal
    state = with_player(state, 1, animals=(Animal(AnimalKind.CHICKEN, 2),))
    assert winners(state) == (1,)  # livestock counts at the end


def test_scores_past_99_flip_the_board() -> None:
    assert board_side(99) == (0, 99)
    assert board_side(104) == (1, 4)


def test_setup_by_player_count() -> None:
    for players, tiles in ((2, 40), (3, 50), (4, 60), (5, 60)):
        state = new_game(players, 7)
        held = sum(len(p.hand) for p in state.players)
        assert held == 3 * players
        assert held + len(state.stack) + len(state.end_stack) - 1 == tiles
        assert len(state.removed) == 60 - tiles
        assert len(state.end_stack) == 7 and END_TILE in state.end_stack
        assert all(p.smalls == CROPS and p.cubes == (0,) * 5 for p in state.players)
        kinds = [a.kind for a in state.livestock[0]]
        if players == 2:
            assert kinds == [AnimalKind.COW, AnimalKind.PIG]
        else:
            assert kinds == [AnimalKind.COW, AnimalKind.PIG, AnimalKind.CHICKEN]
        for depth in range(len(kinds)):
            values = sorted(s[depth].value for s in state.livestock)
            assert values == sorted(range(values[0], values[0] + 5))
    assert new_game(4, 11) == new_game(4, 11)
    assert new_game(4, 11) != new_game(4, 12)


def test_move_text_round_trips_and_bad_text_is_refused() -> None:
    for text in ("large 17 c4 e", "small W a1", "level R j8", "vp b2", "fp b2", "farm c3",
                 "draw", "end", "pass"):
        assert str(Move.parse(text)) == text
    assert str(Move.parse("SMALL w A1")) == "small W a1"
    for bad in ("", "plant W a1", "small X a1", "small W k1", "large 61 a1 e", "large 3 a1 up",
                "vp", "draw now"):
        try:
            Move.parse(bad)
        except MoveSyntaxError:
            continue
        raise AssertionError(bad)


def test_seat_view_hides_other_hands_stacks_and_animals() -> None:
    state = new_game(3, 5)
    state = with_player(state, 1, animals=(state.livestock[0][0],))
    view = seat_view(state, 0).state
    assert view.players[0].hand == state.players[0].hand
    assert view.players[1].hand == (HIDDEN,) * 3
    assert set(view.stack) == {HIDDEN} and len(view.stack) == len(state.stack)
    assert set(view.end_stack) == {HIDDEN} and view.setup.seed == 0
    assert view.players[1].animals[0].value == 0 and view.players[1].animals[0].kind.value == "cow"
    assert all(a.value == 0 for s in view.livestock for a in s)
    # two states differing only in hidden facts look the same from seat 0
    other = evolve(state, stack=tuple(reversed(state.stack)))
    assert seat_view(other, 0) == seat_view(state, 0)
    assert seat_view(state, 1).state.players[1].animals == state.players[1].animals


def test_points_to_a_farm_row_count_each_cube_below_it() -> None:
    from agricola_qt.heartland.rules import points_to_row

    assert points_to_row((0, 2, 5, -1, 3), 3) == 3 + 1  # (a cube gone counts as past)
    assert points_to_row((3, 3, 3, 3, 3), 3) == 0
