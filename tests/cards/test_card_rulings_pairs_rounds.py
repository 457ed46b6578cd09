"""Card pairs of the compendium's rulings (v11.1) about the start of a round and goods that
wait on round spaces, and a few stable/fence pairs that go with them.  The full list:
``docs/card-combinations.md``.

Pairs covered here: Weaver with Master Shepherd, Sheep Whisperer and Shepherd Boy (their
sheep arrive before the work phase and count), and with the Veterinarian (its sheep counts,
whichever card came first); Groom with Wood Collector (the wood arrives
in time for the stable); Groom with Fence Overseer (its stable may be fenced); Farmer with
Fence Overseer (its fence build gives the boar); Scholar playing Sack Cart, Swan Lake or Wood
Deliveryman at a round's start (nothing on the current round's space); Milking Shed with
Tanner (cattle on the Tanner do not count); Chamberlain with Outrider (the current round's
card only) and Fence Builder (its fence may go on a card revealed early); Rancher with
Ploughman (the spaces are counted before the Ploughman's field).
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


# --- the Chamberlain's early round cards ---------------------------------------------------------

def _chamberlain_in_round_11(*cards: str) -> GameState:
    """Round 11 (Stone, the 2nd): player 0's Chamberlain has put the cards of rounds 12-14
    (Plough and/or Sow, Family Growth without Room, Renovation then Fences) on the board."""
    from .helpers import at_round, with_space

    state = with_space(at_round(full_game(), 11), "stone-2")
    state = with_cards(state, 0, "chamberlain", *cards)
    state = card("chamberlain").on_acquired(state, 0)
    assert state.space_index("plow-sow") >= 0 and state.space_index("renovation-fences") >= 0
    return state


def test_the_outrider_takes_the_current_round_card_not_the_chamberlains() -> None:
    state = _chamberlain_in_round_11("outrider")
    grain = state.players[0].goods.grain
    early = play(state, "place plow-sow", "plow c1")
    assert early.players[0].goods.grain == grain  # round 12's card: no Outrider grain
    current = play(state, "place stone-2")
    assert current.players[0].goods.grain == grain + 1 and current.players[0].goods.stone == 1


def test_the_fence_builders_fence_may_go_on_a_card_the_chamberlain_revealed() -> None:
    state = _chamberlain_in_round_11()
    state = with_cards(give(state, 0, wood=4), 0, "fence-builder")
    state = card("fence-builder").on_acquired(state, 0)
    assert state.frame is not None and "choose urgent-family-growth" in {
        f"choose {o}" for o in state.frame.options}
    state = play(state, "choose urgent-family-growth", "place urgent-family-growth")
    assert state.players[0].people == 3
    assert state.frame is not None and state.frame.space == "fence-builder"
    state = play(state, "fence-add e1", "fence-build")
    assert state.players[0].farm.pastures


# --- the Rancher counts before the Ploughman -----------------------------------------------------

@pytest.mark.parametrize("order", [("rancher", "ploughman"), ("ploughman", "rancher")])
def test_the_rancher_counts_the_spaces_before_the_ploughmans_field(
        order: tuple[str, str]) -> None:
    from agricola_qt.engine.cards.deck_k.occupations_2 import PloughmanRounds
    from agricola_qt.engine.memory import remember

    state = remember(with_cards(full_game(), 0, *order), 0, PloughmanRounds((2,)))
    wood = state.players[0].goods.wood
    state = settle(start_round(evolve(state, round=1)))
    assert state.frame is not None and state.frame.space == "ploughman"
    state = play(state, "choose plow", "plow c1")
    p = state.players[0]
    assert p.farm.fields == cells("c1")  # three spaces used against the other player's two
    assert p.goods.wood == wood  # but the Rancher had counted two against two: no wood
    state = settle(start_round(evolve(state, pending=())))
    assert state.players[0].goods.wood == wood + 1  # next round it counts
