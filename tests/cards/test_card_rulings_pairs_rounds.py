"""Card pairs of the compendium's rulings (v11.1) about the start of a round and goods that
wait on round spaces, and a few stable/fence pairs that go with them.  The full list:
``docs/card-combinations.md``.

Pairs covered here: Weaver with Master Shepherd, Sheep Whisperer and Shepherd Boy (their
sheep arrive before the work phase and count), and with the Veterinarian (its sheep counts,
whichever card came first); Groom with Wood Collector (the wood arrives
in time for the stable); Groom with Fence Overseer (its stable may be fenced); Farmer with
Fence Overseer (its fence build gives the boar); Scholar playing Sack Cart, Swan Lake or Wood
Deliveryman at a round's start (nothing on the current round's space); Milking Shed with
Tanner (cattle on the Tanner do not count).
"""

from __future__ import annotations

import pytest
from attrs import evolve

from agricola_qt.engine import GameState
from agricola_qt.engine.cards.registry import card
from agricola_qt.engine.events import Event, announce
from agricola_qt.engine.grid import boundary_edges
from agricola_qt.engine.rules import settle, start_round

from .helpers import cells, full_game, give, play, set_goods, with_cards, with_farm, with_hand

PASTURE = boundary_edges(cells("d1", "d2", "d3", "e1", "e2", "e3"))


def _waiting(state: GameState, player: int = 0) -> list[int]:
    return sorted(f.round for f in state.future if f.player == player)


@pytest.mark.parametrize("shepherd", ["master-shepherd", "sheep-whisperer", "shepherd-boy"])
def test_sheep_waiting_on_the_round_space_count_for_the_weaver(shepherd: str) -> None:
    state = with_cards(give(full_game(), 0, sheep=1), 0, "weaver", shepherd)
    state = with_farm(state, 0, fences=PASTURE, house="stone")
    state = card(shepherd).on_acquired(state, 0)
    state = evolve(state, round=_waiting(state)[0] - 1)
    food = state.players[0].goods.food
    state = settle(start_round(state))
    assert state.players[0].goods.sheep == 2 and state.players[0].goods.food == food + 1


@pytest.mark.parametrize("order", [("weaver", "veterinarian"), ("veterinarian", "weaver")])
def test_the_veterinarians_sheep_counts_for_the_weaver(order: tuple[str, str]) -> None:
    from agricola_qt.engine.chance import Chance

    state = with_cards(give(full_game(), 0, sheep=1), 0, *order)
    state = with_farm(state, 0, fences=PASTURE, house="stone")
    state = evolve(state, preset=(Chance("veterinarian", 0, ("sheep", "sheep")),))
    food = state.players[0].goods.food
    state = settle(start_round(state))
    assert state.players[0].goods.sheep == 2 and state.players[0].goods.food == food + 1


def test_the_wood_collectors_wood_pays_the_grooms_stable() -> None:
    state = with_farm(with_cards(set_goods(full_game(), 0), 0, "groom", "wood-collector"), 0,
                      house="stone")
    state = settle(start_round(card("wood-collector").on_acquired(state, 0)))
    assert state.frame is not None and state.frame.space == "groom"
    state = play(state, "stable e1")
    assert state.players[0].farm.stable_count == 1 and state.players[0].goods.wood == 0


def test_the_grooms_stable_may_be_fenced_by_the_fence_overseer() -> None:
    state = with_farm(with_cards(give(full_game(), 0, wood=1), 0, "groom", "fence-overseer"), 0,
                      house="stone")
    state = play(settle(start_round(state)), "stable e1")
    assert state.frame is not None and state.frame.options == ("fence-e1", "no")


def test_the_fence_overseers_fences_give_the_farmers_boar() -> None:
    state = give(with_cards(full_game(), 0, "farmer", "fence-overseer"), 0, wood=2, food=2)
    state = play(state, "place build-rooms", "stable d1", "choose fence-d1")
    assert state.players[0].goods.boar == 1


def _scholar_at(round_no: int, minor: str = "", occupation: str = "") -> GameState:
    state = with_cards(full_game(), 0, "scholar", "woodcutter", "berry-picker", "academic")
    state = with_farm(give(state, 0, wood=5, clay=5, reed=5, stone=5, food=5), 0, house="stone")
    state = with_hand(state, 0, minors=(minor,) if minor else (),
                      occupations=(occupation,) if occupation else ())
    return settle(start_round(evolve(state, round=round_no - 1)))


@pytest.mark.parametrize(("minor", "round_no"), [("sack-cart", 5), ("swan-lake", 3)])
def test_goods_of_a_card_the_scholar_plays_skip_the_round_under_way(minor: str,
                                                                    round_no: int) -> None:
    state = play(_scholar_at(round_no, minor=minor), "choose improvement", f"minor {minor}")
    assert state.round == round_no and minor in state.players[0].cards
    assert _waiting(state) and round_no not in _waiting(state)
    assert min(_waiting(state)) > round_no


def test_the_wood_deliverymans_wood_skips_the_round_the_scholar_plays_it() -> None:
    state = _scholar_at(8, occupation="wood-deliveryman")
    state = play(state, "choose occupation", "occupation wood-deliveryman")
    assert _waiting(state) == [9, 10, 11, 12, 13, 14]


def test_cattle_on_the_tanner_do_not_count_for_the_milking_shed() -> None:
    from agricola_qt.engine.cards.deck_k.occupations import TannerCattle
    from agricola_qt.engine.memory import remember

    state = with_farm(with_cards(full_game(), 0, "milking-shed", "tanner"), 0, fences=PASTURE)
    state = remember(give(state, 0, cattle=2), 0, TannerCattle(3))
    food = state.players[0].goods.food
    assert announce(state, Event("harvest_start")).players[0].goods.food == food  # 2 < 3
    three = give(state, 0, cattle=1)
    assert announce(three, Event("harvest_start")).players[0].goods.food == food + 1
