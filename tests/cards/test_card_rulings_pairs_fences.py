"""Card pairs of the compendium's rulings (v11.1) about fence building, left over from
``test_card_fence_builds.py``.  The full list: ``docs/card-combinations.md``.

Pairs covered here: fences on the Fence Builder's marked space with Hedge Keeper, Farmer,
Stablehand and Animal Breeder; the Fence Builder's fence on the Fences space (two fence
actions: the Fencer paid twice); Hedge Keeper's fences with the Stablehand (one free stable)
and the Fencer (paid on the action's total); Stablehand with Fence Overseer both ways (a
fence action's free stable fenced by the Overseer gives no second one; a stable built and
fenced by the Overseer gives the Stablehand's one, which the Overseer does not fence again);
Hedge Keeper with Animal Breeder (one pair a turn, however many new pastures); the animals
the Farmer and the Shepherd's Crook bring may be cooked to pay the Animal Breeder (whatever
order the cards were played in), the pair itself not; the Fence Deliveryman's fences wake
the Hedge Keeper, whose 3 free fences come on top of the 4 delivered ones.
"""

from __future__ import annotations

import pytest

from agricola_qt.engine import GameState
from agricola_qt.engine.cards.registry import card

from .helpers import at_round, full_game, give, moves_text, play, set_goods, with_cards
from .test_deck_k_occupations import occupation


def _fence_builder(*cards: str, other: tuple[str, ...] = (), space: str = "day-labourer"
                   ) -> GameState:
    """Player 0 marks ``space`` with the Fence Builder's fence and uses it (player 1 takes
    the wood in between)."""
    state = with_cards(with_cards(full_game(), 0, *cards), 1, *other)
    state = play(occupation(state, "fence-builder"), f"choose {space}")
    return play(give(state, 0, wood=12), "place wood", f"place {space}")


def test_fences_on_the_fence_builders_space_get_the_hedge_keepers_free_fences() -> None:
    state = _fence_builder("hedge-keeper")
    wood = state.players[0].goods.wood
    state = play(state, "fence-add e1", "fence-build")  # 4 fences, 3 of them free
    assert state.players[0].goods.wood == wood - 1


def test_fences_on_the_fence_builders_space_give_the_farmers_boar() -> None:
    state = play(_fence_builder("farmer"), "fence-add e1", "fence-build")
    assert state.players[0].goods.boar == 1


def test_fences_on_the_fence_builders_space_give_the_stablehands_stable() -> None:
    state = play(_fence_builder("stablehand"), "fence-add e1", "fence-build")
    assert state.frame is not None and state.frame.space == "stablehand"
    assert state.frame.stables == 1


def test_fences_on_the_fence_builders_space_let_the_animal_breeder_sell() -> None:
    state = play(_fence_builder("animal-breeder"), "fence-add e1", "fence-build")
    assert moves_text(state) >= {"choose sheep", "choose boar", "choose cattle", "choose no"}


def test_the_fence_builders_fence_on_the_fences_space_pays_the_fencer_twice() -> None:
    state = _fence_builder(other=("fencer",), space="fences")
    wood = state.players[1].goods.wood
    state = play(state, "fence-add e1", "fence-build", "done")
    assert state.players[1].goods.wood == wood + 1
    assert state.frame is not None and state.frame.space == "fence-builder"
    state = play(state, "fence-add d1", "fence-build", "done")
    assert state.players[1].goods.wood == wood + 2


def _fences(*cards: str, other: tuple[str, ...] = ()) -> GameState:
    state = give(with_cards(full_game(first=("fences",)), 0, *cards), 0, wood=12, food=3)
    return play(with_cards(state, 1, *other), "place fences")


def test_the_hedge_keepers_fences_give_one_stablehand_stable_only() -> None:
    state = play(_fences("hedge-keeper", "stablehand"), "fence-add e1", "fence-build")
    state = play(state, "stable e1")
    state = play(state, "fence-add e2", "fence-build")
    assert state.frame is not None and state.frame.space == "fences"
    assert state.players[0].farm.stable_count == 1


def test_the_fencer_is_paid_on_the_total_with_the_hedge_keeper() -> None:
    state = _fences("hedge-keeper", other=("fencer",))
    wood = state.players[1].goods.wood
    state = play(state, "fence-add e1", "fence-build", "fence-add e2", "fence-build", "done")
    assert state.players[1].goods.wood == wood + 2  # 7 fences in one action


def test_the_overseer_fencing_the_stablehands_stable_gives_no_second_one() -> None:
    state = play(_fences("stablehand", "fence-overseer"), "fence-add e1", "fence-build")
    state = play(state, "stable d1")
    assert moves_text(state) == {"choose fence-d1", "choose no"}
    state = play(state, "choose fence-d1")
    assert state.players[0].farm.pasture_cells  # e1 and the fenced stable d1
    assert state.frame is not None and state.frame.space == "fences"  # no second stable


def test_a_stable_fenced_by_the_overseer_gives_the_stablehands_stable() -> None:
    state = give(with_cards(full_game(), 0, "stablehand", "fence-overseer"), 0, wood=4, food=2)
    state = play(state, "place build-rooms", "stable d1")
    assert moves_text(state) >= {"choose fence-d1", "choose no"}
    state = play(state, "choose fence-d1")
    assert state.frame is not None and state.frame.space == "stablehand"
    state = play(state, "stable d2")
    assert not any(m.startswith("choose fence-") for m in moves_text(state))  # once a round
    assert state.players[0].farm.stable_count == 2


def test_one_animal_breeder_pair_a_turn_with_the_hedge_keeper() -> None:
    from agricola_qt.engine.cards.registry import card

    state = give(with_cards(full_game(first=("fences",)), 0, "hedge-keeper"), 0, wood=12,
                 food=5)
    state = card("animal-breeder").on_acquired(with_cards(state, 0, "animal-breeder"), 0)
    state = play(state, "place fences", "fence-add e1", "fence-build")
    assert state.frame is not None and state.frame.space == "animal-breeder"
    state = play(state, "choose sheep", "fence-add e2", "fence-build")  # a second new pasture
    assert state.frame is not None and state.frame.space == "fences"
    assert state.players[0].goods.sheep == 2


# --- the animals fence building brings pay the Animal Breeder (K307 ruling) --------------------

BREEDER_ORDERS = [("farmer", "animal-breeder"), ("animal-breeder", "farmer")]


def _breeder_without_food(*cards: str) -> GameState:
    """Player 0 with no food, a Fireplace and ``cards`` (in that play order) on Fences."""
    state = set_goods(with_cards(full_game(first=("fences",)), 0, "fireplace-2", *cards), 0,
                      wood=12)
    for c in cards:
        state = card(c).on_acquired(state, 0)
    return play(state, "place fences")


@pytest.mark.parametrize("order", BREEDER_ORDERS)
def test_the_farmers_boar_may_be_cooked_to_pay_the_animal_breeder(
        order: tuple[str, str]) -> None:
    state = play(_breeder_without_food(*order), "fence-add e1", "fence-build")
    assert state.frame is not None and state.frame.space == "animal-breeder"
    assert moves_text(state) >= {"convert boar", "choose no"}
    assert "choose sheep" not in moves_text(state)  # the food is not in hand yet
    state = play(state, "convert boar", "choose sheep")  # the boar: 2 food; the sheep: 1
    p = state.players[0]
    assert (p.goods.boar, p.goods.sheep, p.goods.food) == (0, 2, 1)


def test_the_animal_breeders_pair_cannot_pay_for_itself() -> None:
    state = play(_breeder_without_food("animal-breeder"), "fence-add e1", "fence-build")
    assert state.frame is not None and state.frame.space == "fences"  # nothing to cook


@pytest.mark.parametrize("order", [("shepherds-crook", "animal-breeder"),
                                   ("animal-breeder", "shepherds-crook")])
def test_the_shepherds_crooks_sheep_may_be_cooked_to_pay_the_animal_breeder(
        order: tuple[str, str]) -> None:
    state = play(_breeder_without_food(*order), "fence-add d1", "fence-add d2", "fence-add e1",
                 "fence-add e2", "fence-build")  # a pasture of 4: the Crook's 2 sheep
    assert state.frame is not None and state.frame.space == "animal-breeder"
    assert {m for m in moves_text(state) if m.startswith("choose")} == {"choose no"}
    state = play(state, "convert sheep", "convert sheep", "choose cattle")  # 4 food; 3 paid
    p = state.players[0]
    assert (p.goods.sheep, p.goods.cattle, p.goods.food) == (0, 2, 1)


# --- the Fence Deliveryman's fences wake the Hedge Keeper (E175 and I265 rulings) --------------

def _delivery(hedge_keeper_first: bool) -> GameState:
    """Round 7 starts with player 0's Fence Deliveryman build (4 fences delivered), the Hedge
    Keeper played before or after it; 5 wood and 3 food in hand."""
    state = full_game()
    if hedge_keeper_first:
        state = with_cards(state, 0, "hedge-keeper")
    state = occupation(state, "fence-deliveryman")
    if not hedge_keeper_first:
        state = with_cards(state, 0, "hedge-keeper")
    state = give(at_round(state, 6), 0, wood=5, food=3)
    state = play(state, "place wood", "place clay", "place reed")
    assert state.round == 7 and state.frame is not None
    return play(state, "choose build")


@pytest.mark.parametrize("hedge_keeper_first", [True, False])
def test_the_hedge_keepers_free_fences_follow_the_fence_deliverymans(
        hedge_keeper_first: bool) -> None:
    state = _delivery(hedge_keeper_first)
    wood = state.players[0].goods.wood
    state = play(state, "fence-add e1", "fence-build")  # the 4 delivered fences
    assert state.frame is not None and state.frame.space == "fence-deliveryman"
    state = play(state, "fence-add e2", "fence-build")  # the Hedge Keeper's 3
    p = state.players[0]
    assert p.farm.fence_count == 7 and p.goods.wood == wood  # none of them cost wood
    assert state.frame is None  # the free fences are used up: no fence paid with wood here


@pytest.mark.parametrize("hedge_keeper_first", [True, False])
def test_one_pasture_of_delivered_and_hedge_keeper_fences(hedge_keeper_first: bool) -> None:
    state = _delivery(hedge_keeper_first)
    wood = state.players[0].goods.wood
    state = play(state, "fence-add e1", "fence-add e2", "fence-build")  # 4 delivered + 2 free
    assert state.players[0].farm.fence_count == 6 and state.players[0].goods.wood == wood
    assert state.frame is not None and state.frame.space == "fence-deliveryman"
    state = play(state, "fence-add e1", "fence-build")  # the last free one splits the pasture
    assert state.players[0].farm.fence_count == 7 and state.players[0].goods.wood == wood
    assert len(state.players[0].farm.pastures) == 2 and state.frame is None
