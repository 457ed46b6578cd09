"""Round cards not covered elsewhere: plough and/or sow, urgent growth, renovation with fences."""

from attrs import evolve

from agricola_qt.engine import GameState
from agricola_qt.engine.grid import parse_cell
from agricola_qt.engine.rules import start_round
from agricola_qt.engine.spaces import ROUND_CARD_BY_ID
from agricola_qt.engine.state import SpaceState

from .helpers import game, give, moves_text, play


def at(state: GameState, round_no: int) -> GameState:
    """Jump to the start of ``round_no`` (the round cards before it revealed, nothing else)."""
    state = evolve(state, round=round_no - 1, spaces=state.spaces[:10])
    revealed = [SpaceState(ROUND_CARD_BY_ID[c]) for c in state.setup.round_cards[:round_no - 1]]
    state = evolve(state, spaces=(*state.spaces, *revealed))
    return start_round(state)


def test_round_cards_are_revealed_one_per_round_in_stage_order() -> None:
    state = game(2)
    assert len(state.spaces) == 10 + 1
    order = state.setup.round_cards
    assert state.spaces[-1].space.id == order[0]
    state = play(state, "place wood", "place clay", "place reed", "place fishing")
    assert [s.space.id for s in state.spaces[10:]] == list(order[:2])


def test_plow_and_or_sow() -> None:
    state = at(give(game(2, first=("plow-sow",)), 0, grain=1), 12)
    assert state.space_index("plow-sow") >= 0
    state = play(state, "place plow-sow", "plow c1", "sow c1 grain")
    p = state.players[0]
    assert p.farm.crop_on(parse_cell("c1")).count == 3
    assert state.actor == 1


def test_urgent_family_growth_needs_no_room() -> None:
    state = at(game(2, first=("urgent-family-growth",)), 12)
    state = play(state, "place urgent-family-growth")
    assert state.players[0].people == 3 and state.players[0].newborns == 1


def test_renovation_then_fences() -> None:
    state = at(give(game(2), 0, clay=2, reed=1, wood=4), 14)
    state = play(state, "place renovation-fences")
    assert state.players[0].farm.house == "clay"
    assert "fence-add e1" in moves_text(state)
    state = play(state, "fence-add e1", "fence-build")
    assert state.players[0].farm.fence_count == 4


def test_take_one_vegetable() -> None:
    state = at(game(2, first=("vegetable",)), 8)
    state = play(state, "place vegetable")
    assert state.players[0].goods.veg == 1


def test_the_family_game_shows_the_improvement_cards_without_minors() -> None:
    """No minor improvements in the family game: the cards that offer one show what is left."""
    for family, name in ((True, "1 Major Improvement"), (False, "1 Major or Minor Improvement")):
        state = game(2, family=family, first=("improvement",))
        space = state.spaces[state.space_index("improvement")].space
        assert space.name == name
        assert space.action == ROUND_CARD_BY_ID["improvement"].action
    state = at(game(2, first=("family-growth",)), 5)  # stage 2 begins in round 5
    assert state.spaces[-1].space.name == "Family Growth"
    assert "minor" not in state.spaces[-1].space.help
