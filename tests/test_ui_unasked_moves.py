"""Decisions that leave a person nothing to decide are made by the table, as part of the move
before them (undo takes both back)."""

from __future__ import annotations

from agricola_qt.engine import GameState
from agricola_qt.engine.memory import note
from agricola_qt.ui.controller import GameController, unasked_move
from tests.cards.helpers import at_round, full_game, give, play, with_cards
from tests.cards.test_deck_k_occupations import ROUND_1, occupation


def _before_a_layabouts_harvest() -> GameState:
    """Round 4, player 1's last placement to make; player 0 sits the harvest out (the
    Layabout, played on the round's first placement)."""
    state = play(occupation(at_round(full_game(), 4), "layabout"), "place clay", "place reed")
    assert state.actor == 1
    return state


def test_a_family_sitting_out_the_harvest_is_not_asked_to_feed(qtbot) -> None:  # noqa: ANN001
    """Pass-and-play: the Layabout's owner was handed the laptop to confirm feeding 0 food."""
    # (a grain to turn into food: the next family's feeding is a choice, which the person
    # makes; one with nothing to choose the table makes too, ``test_ui_defects``)
    before = give(_before_a_layabouts_harvest(), 1, grain=1)
    c = GameController(before)
    assert c.play("place fishing")
    frame = c.state.frame
    assert frame is not None and frame.kind == "feed" and frame.player == 1
    assert [str(m) for m in c.moves[-2:]] == ["place fishing", "feed"]
    c.undo()
    assert c.state is before  # one decision: the placement and the feeding it led to


def test_a_computer_s_move_is_followed_by_it_too(qtbot) -> None:  # noqa: ANN001
    """A computer (player 0) feeds first; the person after it sits the harvest out."""
    from agricola_qt.engine.cards.deck_i.occupations import LayaboutRound

    state = at_round(with_cards(full_game(), 1, "layabout"), 4)
    state = play(note(state, 1, LayaboutRound, (4,)), *ROUND_1)
    frame = state.frame
    assert frame is not None and frame.kind == "feed" and frame.player == 0
    c = GameController(state, seats=["random", None])
    c.run_bots()
    assert [str(m) for m in c.moves[:2]] == ["feed", "feed"]
    assert c.state.round == 5 or c.state.phase != "feed"


def test_a_family_that_eats_is_asked() -> None:
    state = play(occupation(at_round(full_game(), 4), "layabout"), "place clay", "place reed",
                 "place fishing", "feed")
    frame = state.frame
    assert frame is not None and frame.kind == "feed" and frame.player == 1
    assert unasked_move(state) is None


def test_a_game_opened_again_cannot_undo_back_into_an_ended_round(qtbot) -> None:  # noqa: ANN001
    """A solo game saved after a harvest and opened again let History undo the feeding and
    the placement before it: the table itself lets no undo reach back past a harvest."""
    import random

    from agricola_qt.engine import apply, legal_moves, new_game
    from tests.ui_helpers import setup

    state = new_game(setup(1, seed=4))
    states, moves = [state], []
    rng = random.Random(4)
    while not (state.round == 5 and states[-2].round == 4):
        move = rng.choice(legal_moves(state))
        state = apply(state, move, checked=False)
        moves.append(move)
        states.append(state)
    c = GameController(state, moves)
    c.restore_turn(states)
    assert c.stack.count() == 0
    assert not c.can_undo()
