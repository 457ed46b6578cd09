"""Card pairs of the compendium's rulings (v11.1) on the Church Warden (I227): its 3 points
go to a player who took actions with at least 5 people in round 14.  What counts: a guest's
action (Guest I73) and a newborn's action through the Adoptive Parents (K267).  What does
not: a person moved by the Countryman (K289) or the Acrobat (K269) is no further action, and
the Holiday House (I71) keeps its owner from placing anybody in round 14.
The full list: ``docs/card-combinations.md``.
"""

from __future__ import annotations

import pytest
from attrs import evolve

from agricola_qt.engine import GameState, scores
from agricola_qt.engine.cards.deck_i.minors import GUEST_TOKEN, GuestRounds
from agricola_qt.engine.flow import start_round
from agricola_qt.engine.memory import note

from .helpers import (
    at_round,
    cells,
    full_game,
    give,
    moves_text,
    play,
    with_cards,
    with_farm,
    with_space,
)
from .test_deck_k_occupations import FOUR_PLAYER_ROUND


def _round_14(players: int = 2, people: tuple[int, ...] = (), first: tuple[str, ...] = (),
              cards: tuple[tuple[int, str], ...] = ()) -> GameState:
    """Round 13 is over: the Church Warden lies in front of the last player, ``cards`` in
    front of their owners, ``people`` the family sizes; then round 14 starts."""
    state = at_round(full_game(players, first=first), 13)
    state = with_cards(state, players - 1, "church-warden")
    for player, card in cards:
        state = with_cards(state, player, card)
    for player, n in enumerate(people):
        state = state.with_player(player, evolve(state.players[player], people=n))
    state = start_round(evolve(state, pending=()))
    assert state.round == 14
    return state


def _warden_points(state: GameState) -> list[int]:
    return [s.breakdown["bonus_points"] for s in scores(state)]


def test_a_guests_action_counts_for_the_church_warden() -> None:
    state = at_round(full_game(), 13)
    state = with_cards(state, 1, "church-warden")
    state = state.with_player(0, evolve(state.players[0], people=4))
    state = with_cards(state, 0, GUEST_TOKEN)
    state = note(state, 0, GuestRounds, (14,))
    state = start_round(evolve(state, pending=()))
    assert state.players[0].available == 5  # four people and the guest
    state = play(state, "place grain", "place wood", "place clay", "place reed",
                 "place fishing", "place day-labourer", "place starting-player")
    assert state.phase != "work"  # everybody has placed
    assert _warden_points(state) == [3, 0]


@pytest.mark.parametrize("adopt", [True, False])
def test_a_newborn_counts_only_when_the_adoptive_parents_let_it_act(adopt: bool) -> None:
    state = at_round(full_game(), 13)
    state = with_cards(state, 1, "church-warden")
    state = with_farm(with_cards(give(state, 0, food=1), 0, "adoptive-parents"), 0,
                      rooms=cells("a1", "a2", "a3", "b1", "b2"))
    state = state.with_player(0, evolve(state.players[0], people=4))
    state = with_space(start_round(evolve(state, pending=())), "family-growth")
    state = play(state, "place family-growth", "choose adopt" if adopt else "choose no")
    assert state.players[0].people == 5
    placements = ["place wood", "place grain", "place clay", "place reed", "place fishing"]
    state = play(state, *placements[: 5 if adopt else 4], "place day-labourer")
    assert _warden_points(state) == [3 if adopt else 0, 0]


def test_a_countryman_move_is_no_fifth_action() -> None:
    state = _round_14(people=(4, 2), first=("sow-bake",), cards=((0, "countryman"),))
    state = with_farm(give(state, 0, grain=1), 0, fields=cells("c1"))
    state = play(state, "place grain", "place wood", "place clay", "place reed",
                 "place fishing", "place day-labourer")
    assert "choose grain-to-sow-bake" in moves_text(state)
    state = play(state, "choose grain-to-sow-bake", "sow c1 grain")
    # the moved person did sow (3 grain, 1 of them taken at the final harvest)
    assert state.players[0].farm.crop_total("grain") == 2
    assert _warden_points(state) == [0, 0]


def test_an_acrobat_move_is_no_fifth_action() -> None:
    state = _round_14(4, people=(4, 2, 2, 2), cards=((0, "acrobat"),))
    state = play(state, "place traveling-players", *FOUR_PLAYER_ROUND,
                 "place starting-player", "place wood-2")
    assert "choose traveling-players-to-grain" in moves_text(state)
    grain = state.players[0].goods.grain
    state = play(state, "choose traveling-players-to-grain")
    assert state.players[0].goods.grain == grain + 1  # the moved person took the grain
    assert _warden_points(state) == [0, 0, 0, 0]


def test_the_holiday_house_spoils_the_church_warden() -> None:
    state = _round_14(people=(5, 2), cards=((0, "holiday-house"),))
    assert state.players[0].available == 0  # nobody of player 0 goes out in round 14
    assert _warden_points(state)[0] == 0
