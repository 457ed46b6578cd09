"""The card draft before a full game (engine/draft.py): picks, passing left, the last card."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agricola_qt.engine import apply, legal_moves, new_game, new_setup
from agricola_qt.engine.draft import (
    NO_CARD,
    Pick,
    can_draft,
    drafted,
    pick,
    pick_problem,
    start_draft,
)
from agricola_qt.engine.setup import Hand


def _setup(players: int = 3, seed: int = 4):
    return new_setup(players, family=False, decks=("E", "I", "K"), seed=seed)


def _first(draft, seat: int) -> Pick:
    pack = draft.packs[seat]
    return Pick(pack.occupations[0] if pack.occupations else NO_CARD,
                pack.minors[0] if pack.minors else NO_CARD)


def test_only_full_games_of_two_or_more_draft() -> None:
    assert can_draft(_setup(2))
    assert not can_draft(new_setup(3, family=True, seed=1))
    assert not can_draft(new_setup(1, family=False, decks=("E",), seed=1))
    with pytest.raises(ValueError):
        start_draft(new_setup(3, family=True, seed=1))


def test_the_rest_of_each_pack_goes_to_the_left_hand_player() -> None:
    setup = _setup(3)
    draft = start_draft(setup)
    for seat in (2, 0, 1):  # the order the seats pick in does not matter
        draft = pick(draft, seat, _first(draft, seat))
    for seat in range(3):
        dealt = setup.hands[seat]
        assert draft.kept[seat] == Hand(dealt.occupations[:1], dealt.minors[:1])
        # seat 0's rest went to seat 1, seat 2's to seat 0
        assert draft.packs[(seat + 1) % 3] == Hand(dealt.occupations[1:], dealt.minors[1:])
    assert draft.pass_number == 2
    assert draft.waiting == (0, 1, 2)


def test_a_pick_must_come_from_the_seats_own_packs_once_a_pass() -> None:
    draft = start_draft(_setup(2))
    other = draft.packs[1]
    assert pick_problem(draft, 0, Pick(other.occupations[0], draft.packs[0].minors[0]))
    assert pick_problem(draft, 0, Pick(NO_CARD, draft.packs[0].minors[0]))
    assert pick_problem(draft, 5, _first(draft, 0))
    draft = pick(draft, 0, _first(draft, 0))
    assert pick_problem(draft, 0, _first(draft, 0)) == (
        "this seat has picked in this pass already")
    with pytest.raises(ValueError):
        pick(draft, 0, _first(draft, 0))


def test_a_whole_draft_keeps_every_dealt_card_once_and_the_last_without_a_choice() -> None:
    setup = _setup(4, seed=9)
    draft = start_draft(setup)
    passes = 0
    while not draft.done:
        passes += 1
        for seat in draft.waiting:
            pack = draft.packs[seat]
            draft = pick(draft, seat, Pick(pack.occupations[-1], pack.minors[-1]))
    assert passes == 6 == draft.passes  # 7 cards: the 7th comes without a choice
    dealt = sorted(c for h in setup.hands for c in (*h.occupations, *h.minors))
    kept = sorted(c for h in draft.kept for c in (*h.occupations, *h.minors))
    assert kept == dealt
    assert all(len(h.occupations) == 7 and len(h.minors) == 7 for h in draft.kept)
    assert pick_problem(draft, 0, Pick(NO_CARD, NO_CARD)) == "the draft is over"


def test_the_game_starts_with_the_drafted_hands() -> None:
    draft = start_draft(_setup(2, seed=11))
    while not draft.done:
        for seat in draft.waiting:
            draft = pick(draft, seat, _first(draft, seat))
    setup = drafted(draft)
    assert setup.drafted and not draft.setup.drafted
    state = new_game(setup)
    for seat in range(2):
        assert state.players[seat].occupations == draft.kept[seat].occupations
        assert state.players[seat].minors == draft.kept[seat].minors
    assert apply(state, legal_moves(state)[0])  # a game like any other


def test_drafted_asks_for_a_finished_draft() -> None:
    with pytest.raises(ValueError):
        drafted(start_draft(_setup(2)))


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 10_000), data=st.data())
def test_any_picks_end_in_full_hands_of_the_dealt_cards(players: int, seed: int,
                                                        data: st.DataObject) -> None:
    setup = new_setup(players, family=False, decks=("E", "I", "K"), seed=seed)
    draft = start_draft(setup)
    while not draft.done:
        seat = data.draw(st.sampled_from(draft.waiting))
        pack = draft.packs[seat]
        draft = pick(draft, seat, Pick(data.draw(st.sampled_from(pack.occupations)),
                                       data.draw(st.sampled_from(pack.minors))))
    for dealt, kept in zip(setup.hands, draft.kept, strict=True):
        assert len(kept.occupations) == len(dealt.occupations)
        assert len(kept.minors) == len(dealt.minors)
    assert sorted(c for h in draft.kept for c in h.occupations) == sorted(
        c for h in setup.hands for c in h.occupations)
