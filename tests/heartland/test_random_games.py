"""Random legal Heartland games for 2-5 players keep every invariant after every move."""

import random
from collections import Counter

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from agricola_qt.heartland import (
    CROPS,
    GameState,
    Move,
    Step,
    Verb,
    apply,
    legal_moves,
    new_game,
    why_illegal,
)
from agricola_qt.heartland.board import Dir, group
from agricola_qt.heartland.components import END_TILE
from agricola_qt.heartland.scoring import farmed_area, field_vp


def check_invariants(state: GameState) -> None:
    comp = state.components
    # every large tile exactly once: in a hand, a stack, out of the game, or on the board
    places: Counter = Counter()
    for p in state.players:
        places.update(p.hand)
    places.update(state.stack)
    places.update(t for t in state.end_stack if t != END_TILE)
    places.update(state.removed)
    on_board: Counter = Counter(la.tile for layers in state.layers for la in layers if la.tile)
    assert all(n == 2 for n in on_board.values())  # both halves of a large tile
    places.update(on_board.keys())
    assert places == Counter(range(1, 61))
    assert state.end_stack.count(END_TILE) == (1 if state.end_drawn_by < 0 else 0)
    # small tiles: five per player, held or on the board
    for seat, p in enumerate(state.players):
        laid = sum(1 for layers in state.layers for la in layers
                   if la.tile == 0 and la.owner == seat)
        assert len(p.smalls) + laid == len(CROPS)
        assert len(set(p.smalls)) == len(p.smalls)
        assert len(p.hand) <= 3
        assert all(-1 <= c <= comp.livestock_row for c in p.cubes)
        assert len(p.animals) == p.cubes.count(-1)
        assert p.score >= 0
    # heights and tops follow the layers
    for s, layers in enumerate(state.layers):
        assert state.heights[s] == len(layers)
        assert state.tops[s] == (layers[-1].crop if layers else comp.printed[s])
        if state.step is not Step.LARGE:
            assert state.tops[s] is not None  # a face-down tile is always covered at once
    # livestock conserved, no two farms in one region
    taken = sum(len(p.animals) for p in state.players)
    assert taken + sum(len(s) for s in state.livestock) == len(comp.animals) * len(CROPS)
    farms = state.farm_squares
    assert len(set(farms)) == len(farms)
    for f in farms:
        assert len(group(state.tops, f, state.geometry) & set(farms)) == 1


def sample_moves(state: GameState, rng: random.Random, count: int) -> list[Move]:
    """Random well-formed moves of every kind, legal or not."""
    geo = state.geometry
    out = []
    for _ in range(count):
        verb = rng.choice(list(Verb))
        sq = rng.randrange(geo.size)
        crop = rng.choice(CROPS)
        hand = state.players[state.actor].hand
        tile = rng.choice(hand) if hand and rng.random() < 0.8 else rng.randrange(1, 61)
        if verb is Verb.LARGE:
            out.append(Move(verb, tile=tile, square=sq, dir=rng.choice(list(Dir))))
        elif verb in (Verb.SMALL, Verb.LEVEL):
            out.append(Move(verb, crop=crop, square=sq))
        elif verb in (Verb.VP, Verb.FP, Verb.FARM):
            if state.fields and state.scored < len(state.fields) and rng.random() < 0.5:
                sq = state.fields[state.scored].square
            out.append(Move(verb, square=sq))
        else:
            out.append(Move(verb))
    return out


def play_checked(players: int, seed: int) -> GameState:
    rng = random.Random(seed)
    state = new_game(players, seed)
    check_invariants(state)
    for _ in range(3000):
        if state.is_over:
            break
        moves = legal_moves(state)
        assert moves, "no legal move before the game is over"
        listed = {str(m) for m in moves}
        assert len(listed) == len(moves)
        for m in rng.sample(moves, min(4, len(moves))):
            assert why_illegal(state, m) is None, m
            apply(state, m)  # every listed move applies with the check on
        for m in sample_moves(state, rng, 12):
            assert (why_illegal(state, m) is None) == (str(m) in listed), m
        move = moves[rng.randrange(len(moves))]
        before = state
        state = apply(state, move, checked=False)
        gained = state.players[before.actor].score - before.players[before.actor].score
        expected = field_vp(before, move.square) if move.verb is Verb.VP else 0
        if state.step in (Step.END, Step.OVER) and before.step not in (Step.END, Step.OVER):
            expected += farmed_area(state, before.actor)  # the farm tax
        assert gained == expected, (move, gained, expected)
        for i, p in enumerate(state.players):
            if i != before.actor:
                assert p.score == before.players[i].score
        check_invariants(state)
    assert state.is_over
    return state


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), seed=st.integers(0, 2**32))
@example(players=2, seed=1)
@example(players=3, seed=2)
@example(players=4, seed=3)
@example(players=5, seed=4)
def test_random_games_keep_invariants(players: int, seed: int) -> None:
    state = play_checked(players, seed)
    assert state.end_drawn_by >= 0 or state.passes >= players


def test_same_seed_same_game() -> None:
    def moves(seed: int) -> list[str]:
        rng = random.Random(seed)
        state = new_game(3, seed)
        out = []
        while not state.is_over:
            ms = legal_moves(state)
            move = ms[rng.randrange(len(ms))]
            out.append(str(move))
            state = apply(state, move)
        return out
    assert moves(4) == moves(4)


def test_a_recorded_game_replays_from_its_text() -> None:
    rng = random.Random(9)
    state = new_game(2, 9)
    played = []
    while not state.is_over:
        ms = legal_moves(state)
        played.append(str(ms[rng.randrange(len(ms))]))
        state = apply(state, played[-1])
    replay = new_game(2, 9)
    for text in played:
        replay = apply(replay, text)
    assert replay == state
