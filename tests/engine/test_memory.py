"""Typed card memory (engine/memory.py): each value is forgotten when its lifetime ends."""

from __future__ import annotations

from attrs import frozen

from agricola_qt.engine.memory import (
    Count,
    Memory,
    Rounds,
    count,
    count_up,
    forget,
    note,
    noted,
    recall,
    remember,
)
from agricola_qt.engine.state import GameState

from .helpers import game, give, play


@frozen
class ForTurn(Memory):
    card = "test"
    lifetime = "turn"
    n: int = 0


@frozen
class ForAction(Memory):
    card = "test"
    lifetime = "action"


@frozen
class ForRound(Memory):
    card = "test"
    lifetime = "round"


@frozen
class ForGame(Memory):
    card = "test"
    lifetime = "game"


def remembering(state: GameState) -> GameState:
    for value in (ForTurn(1), ForRound(), ForGame()):
        state = remember(state, 0, value)
    return state


def kinds(state: GameState, player: int = 0) -> set[type]:
    return {type(m) for m in state.players[player].memory}


def test_remember_replaces_the_value_of_the_same_class() -> None:
    state = remember(remember(game(), 0, ForTurn(1)), 0, ForTurn(2))
    assert recall(state.players[0], ForTurn) == ForTurn(2)
    assert len(state.players[0].memory) == 1
    assert recall(forget(state, 0, ForTurn).players[0], ForTurn) is None


def test_turn_values_last_until_the_owner_places_again() -> None:
    state = play(remembering(game()), "place wood")
    assert kinds(state) == {ForRound, ForGame}  # player 0 placed: a new turn of theirs
    state = remember(state, 0, ForTurn())
    state = play(state, "place clay")  # player 1's turn leaves player 0's memory alone
    assert ForTurn in kinds(state)


def test_action_values_last_until_the_outermost_action_frame_closes() -> None:
    state = play(give(game(first=("fences",)), 0, wood=4), "place fences")
    state = remember(remember(state, 0, ForAction()), 0, ForTurn())
    state = play(state, "fence-add e1")  # a decision inside the action
    assert ForAction in kinds(state)
    state = play(state, "fence-build")  # no wood left: the action is done
    assert state.frame is None and state.actor == 1
    assert kinds(state) == {ForTurn}  # the turn goes on until player 0 places again


def test_round_values_last_until_the_next_round() -> None:
    state = remembering(game())
    state = play(state, "place wood", "place clay", "place reed")
    state = remember(state, 0, ForTurn())  # player 0 places no more this round
    state = play(state, "place fishing")  # the round ends, round 2 starts
    assert state.round == 2
    assert kinds(state) == {ForGame}


def test_other_players_memory_is_their_own() -> None:
    state = remember(remembering(game()), 1, ForTurn())
    state = play(state, "place wood")
    assert kinds(state, 1) == {ForTurn}


# --- the shapes cards share, and every card's memory -------------------------------------------

class Uses(Count):
    card = "test"


class Due(Rounds):
    card = "test"


def test_counts_start_at_zero_and_add_up() -> None:
    state = game(2)
    assert count(state.players[0], Uses) == 0
    state = count_up(count_up(state, 0, Uses), 0, Uses, 3)
    assert count(state.players[0], Uses) == 4
    assert count(state.players[1], Uses) == 0
    assert count(count_up(state, 0, Uses, -4).players[0], Uses) == 0


def test_noted_numbers_keep_their_order_and_none_left_forgets_the_value() -> None:
    state = note(game(2), 0, Due, (9, 6, 9))
    assert noted(state.players[0], Due) == (9, 6, 9)
    state = note(state, 0, Due, ())
    assert recall(state.players[0], Due) is None and state.players[0].memory == ()


def _every_kind(kind: type[Memory]) -> list[type[Memory]]:
    out = []
    for sub in kind.__subclasses__():
        out.extend([sub, *_every_kind(sub)])
    return out


def test_every_cards_memory_names_a_card_in_play_and_a_lifetime() -> None:
    from agricola_qt.engine.cards.registry import CARDS

    shared = {"Count", "Rounds", "Cells", "MoversAsked", "FirstTakesSeen", "PloughsUsed",
              "DeliveriesStarted"}  # the shapes, and values several cards share
    kinds = [k for k in _every_kind(Memory) if k.__module__.startswith("agricola_qt.")]
    assert len(kinds) >= 60
    for kind in kinds:
        assert kind.lifetime in ("action", "turn", "round", "game"), kind
        if kind.__name__ in shared:
            assert kind.card == "", kind
        else:
            assert kind.card in CARDS, kind


def test_players_keep_no_free_form_marks() -> None:
    assert not hasattr(game(2).players[0], "marks")
