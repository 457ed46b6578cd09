"""The engine plays the same seeded games as when the digests were recorded (all variants)."""

import json
import random
import warnings

import pytest

from agricola_qt.engine import GameState, apply, legal_moves, new_game, new_setup, why_illegal
from agricola_qt.engine.goods import GOOD_NAMES
from agricola_qt.engine.moves import Move
from tests.engine.same_games import CASES, DIGESTS, case_name, play

RECORDED: dict[str, str] = json.loads(DIGESTS.read_text())


def test_every_case_has_a_recorded_digest() -> None:
    assert sorted(RECORDED) == sorted(case_name(c[0], c[4], c[5]) for c in CASES)


@pytest.mark.parametrize(("name", "players", "family", "decks", "seed", "rules"), CASES,
                         ids=[case_name(c[0], c[4], c[5]).replace(" ", "-") for c in CASES])
def test_seeded_random_game_is_unchanged(name: str, players: int, family: bool,
                                         decks: tuple[str, ...], seed: int, rules: int) -> None:
    assert play(players, family, decks, seed, rules) == RECORDED[case_name(name, seed, rules)]


def _broad_candidates(state: GameState) -> list[Move]:
    """Placements on every space, every card in hand or major on the board (default
    payment), every conversion: a superset, built without the listing code, of the moves
    checked below."""
    p = state.players[state.actor]
    moves = [Move("place", (s.space.id,)) for s in state.spaces]
    moves += [Move("occupation", (c,)) for c in p.occupations]
    moves += [Move("minor", (c,)) for c in p.minors]
    moves += [Move("buy", (c,)) for c in state.majors]
    moves += [Move("convert", (g,)) for g in GOOD_NAMES]
    return moves


@pytest.mark.parametrize(("players", "family", "decks", "seed"), [
    (2, True, (), 5), (5, True, (), 6), (1, False, ("E",), 7), (3, False, ("I",), 8),
    (4, False, ("K",), 9), (5, False, ("E", "I", "K"), 10)])
def test_listed_placements_cards_and_conversions_are_exactly_the_legal_ones(
        players: int, family: bool, decks: tuple[str, ...], seed: int) -> None:
    """Whatever shortcuts listing takes, it lists a placement or a card move exactly when
    ``why_illegal`` accepts it."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        state = new_game(new_setup(players, family=family, decks=decks or ("E",), seed=seed))
    rng = random.Random(seed)
    checked = 0
    while not state.is_over:
        moves = legal_moves(state)
        listed = {str(m) for m in moves}
        for move in _broad_candidates(state):
            if move.verb == "place" or len(move.args) == 1:
                assert (why_illegal(state, move) is None) == (str(move) in listed), str(move)
                checked += 1
        state = apply(state, moves[rng.randrange(len(moves))])
    assert checked > 500
