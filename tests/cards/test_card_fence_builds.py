"""Fences a card builds by itself count as building fences for every card that cares.

Rulings (compendium): playing the Mini Pasture E40 (and using the Fence Overseer K312) activates
the Hedge Keeper E175, the Farmer E160, the Stablehand E207 and the Animal Breeder K307.  The
Hedge Keeper's 3 free fences are then built in the same turn, without wood; they are the
Hedge Keeper's only (no fence action, so no paid fences), and it still works once per turn.
"""

from __future__ import annotations

import pytest

from agricola_qt.engine import IllegalMove, apply
from agricola_qt.engine.cards.deck_e.occupations_1 import HedgeKeeperTurn
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.memory import recall
from agricola_qt.engine.state import GameState

from .helpers import cells, full_game, give, moves_text, play, set_goods, with_cards, with_hand


def mini_pasture(state: GameState, cell: str) -> GameState:
    state = with_hand(state, 0, minors=("mini-pasture",))
    return play(state, "place improvement", "minor mini-pasture", f"choose {cell}")


def start(*card_ids: str) -> GameState:
    return set_goods(with_cards(full_game(first=("improvement",)), 0, *card_ids), 0, food=2)


def test_hedge_keeper_three_free_fences_after_mini_pasture() -> None:
    state = mini_pasture(start("hedge-keeper"), "e1")
    frame = state.frame
    assert frame is not None and frame.space == "hedge-keeper" and frame.fences
    state = play(state, "fence-add d1", "fence-build")  # 3 new fences beside e1, no wood
    farm = state.players[0].farm
    assert farm.fence_count == 7 and set(farm.pastures) == {cells("e1"), cells("d1")}
    assert state.players[0].goods == Goods() and state.frame is None


def test_hedge_keeper_after_mini_pasture_builds_no_paid_fences() -> None:
    state = give(mini_pasture(start("hedge-keeper"), "e1"), 0, wood=5)
    state = play(state, "fence-add d1", "fence-add c1")  # 5 new fences: more than 3
    with pytest.raises(IllegalMove):
        apply(state, "fence-build")


def test_hedge_keeper_frame_may_be_left_unused() -> None:
    state = play(mini_pasture(start("hedge-keeper"), "e1"), "done")
    assert state.frame is None and state.players[0].farm.fence_count == 4


def test_mini_pasture_without_hedge_keeper_asks_nothing_more() -> None:
    state = mini_pasture(start(), "e1")
    assert state.frame is None


def test_hedge_keeper_once_per_turn_after_mini_pasture() -> None:
    state = play(mini_pasture(start("hedge-keeper"), "e1"), "fence-add d1", "fence-build")
    turn = recall(state.players[0], HedgeKeeperTurn)
    assert turn is not None and turn.free_used == 3  # all three used: nothing left this turn
    assert "fence-add c1" not in moves_text(state)


def test_hedge_keeper_memory_is_forgotten_with_the_turn() -> None:
    state = play(mini_pasture(start("hedge-keeper"), "e1"), "fence-add d1", "fence-build")
    state = play(state, "place fishing")  # player 1's turn: player 0 keeps the memory
    assert recall(state.players[0], HedgeKeeperTurn) is not None
    state = play(state, "place wood")  # player 0 places again: a new turn
    assert recall(state.players[0], HedgeKeeperTurn) is None


def test_farmer_wild_boar_from_mini_pasture() -> None:
    state = mini_pasture(start("farmer"), "e1")
    assert state.players[0].goods.boar == 1


def test_stablehand_free_stable_with_mini_pasture() -> None:
    state = mini_pasture(start("stablehand"), "e1")
    assert state.frame is not None and state.frame.space == "stablehand"
    state = play(state, "stable e1")
    assert state.players[0].farm.stables == cells("e1")


def test_farmer_one_animal_for_mini_pasture_and_hedge_keeper_fences() -> None:
    # Ruling: one animal per turn however many pastures are built.
    state = mini_pasture(start("hedge-keeper", "farmer"), "e1")
    state = play(state, "fence-add d1", "fence-build")
    assert state.players[0].goods.boar == 1 and state.players[0].goods.cattle == 0


def test_hedge_keeper_after_fence_overseer() -> None:
    state = set_goods(with_cards(full_game(), 0, "fence-overseer", "hedge-keeper"), 0,
                      wood=2, food=1)
    state = play(state, "place build-rooms", "stable e1", "choose fence-e1")
    frame = state.frame
    assert frame is not None and frame.space == "hedge-keeper"
    state = play(state, "fence-add e2", "fence-build")
    assert state.players[0].farm.fence_count == 7 and state.players[0].goods == Goods()


def test_animal_breeder_offers_animals_after_mini_pasture() -> None:
    state = give(start("animal-breeder"), 0, food=1)
    state = mini_pasture(state, "e1")
    assert state.frame is not None and state.frame.space == "animal-breeder"
    state = play(state, "choose sheep")
    assert state.players[0].goods.sheep == 2 and state.players[0].goods.food == 0


def test_hedge_keeper_with_a_fence_action_counts_its_own_fences_as_before() -> None:
    # A fence action (not a card) keeps the usual rule: the first fence is paid.
    state = set_goods(with_cards(full_game(first=("fences",)), 0, "hedge-keeper"), 0, wood=1)
    state = play(state, "place fences", "fence-add e1", "fence-build")  # 4 fences, 1 wood
    assert state.players[0].goods.wood == 0
    turn = recall(state.players[0], HedgeKeeperTurn)
    assert turn == HedgeKeeperTurn(free_used=3, started=True)


def test_wood_carver_not_spent_on_mini_pastures_free_fences() -> None:
    from agricola_qt.engine.economy import stable_cost

    state = mini_pasture(start("wood-carver"), "e1")
    assert stable_cost(state.players[0], 2) == Goods(wood=1)  # the round's 1 wood less is left


def test_animal_breeder_not_after_fence_overseer() -> None:
    # Ruling: the Fence Overseer's pasture does not activate the Animal Breeder.
    state = set_goods(with_cards(full_game(), 0, "fence-overseer", "animal-breeder"), 0,
                      wood=2, food=4)
    state = play(state, "place build-rooms", "stable e1", "choose fence-e1")
    assert state.players[0].farm.pastures == (cells("e1"),)
    assert state.frame is None or state.frame.space != "animal-breeder"


def test_wood_carver_and_fence_overseer_remember_for_the_round_only() -> None:
    from agricola_qt.engine.cards.deck_k.occupations_2 import FenceOverseerUsed, WoodCarverUsed

    state = set_goods(with_cards(full_game(), 0, "fence-overseer", "wood-carver"), 0,
                      wood=2, food=1)
    state = play(state, "place build-rooms", "stable e1", "choose fence-e1")
    p = state.players[0]
    assert recall(p, FenceOverseerUsed) and recall(p, WoodCarverUsed)  # the stable: 1 wood
    assert p.goods.wood == 1
    state = play(state, "place wood", "place clay", "place reed")  # round 2 begins
    p = state.players[0]
    assert state.round == 2 and p.memory == ()


def test_a_build_of_free_fences_only_says_so_in_its_refusal() -> None:
    """Cards that allow only free fences price the others out; the refusal names the rule
    instead of an absurd wood cost."""
    from agricola_qt.engine.refusals import Code
    from agricola_qt.engine.state import ONLY_FREE_FENCES_WOOD

    assert ONLY_FREE_FENCES_WOOD == 99
    assert "only free fences" in Code.ONLY_FREE_FENCES.value
