"""Card pairs of the compendium's rulings (v11.1) left over from the other modules.  The full
list: ``docs/card-combinations.md``.

Pairs covered here: Layabout with Slaughterhouse and Slaughterman (sitting out the harvest,
the owner still gets their food); Midwife with Reed Hut (its occupant is no family growth);
Basin Maker with Storehouse Clerk (wood on the card is not in the supply); Groom with Private
Forest and Wood Deliveryman (their wood arrives in time for the stable); Conservator with
Clay Hut Builder and Social Climber (straight to stone: no stone for the skipped clay hut)
and with Stone Breaker (no wood-to-stone renovation out of turn); Market Stall with Pieceworker
(a minor's goods are no action space's); Water Carrier with Village Well (no second payout);
Resource Seller with Sawmill and Storehouse Clerk (its stack is not the player's); Berry
Picker with Master Forester (the fee is paid first); Fence Builder and Foreman with the
Master Forester's forest and the Clay Deposit (card spaces are action spaces).
"""

from __future__ import annotations

import pytest
from attrs import evolve

from agricola_qt.engine import GameState
from agricola_qt.engine.cards.registry import card
from agricola_qt.engine.events import Event, announce
from agricola_qt.engine.rules import settle, start_round

from .helpers import (
    at_round,
    full_game,
    give,
    moves_text,
    play,
    set_goods,
    with_cards,
    with_farm,
    with_hand,
    with_space,
)
from .test_deck_k_occupations import occupation


@pytest.mark.parametrize("butcher", ["slaughterhouse", "slaughterman"])
def test_a_layabout_still_gets_food_when_another_player_cooks_animals(butcher: str) -> None:
    state = with_cards(occupation(at_round(full_game(), 4), "layabout"), 0, butcher)
    state = with_cards(give(state, 1, sheep=1), 1, "fireplace-2")
    state = play(state, "place clay", "place reed", "place fishing")
    assert state.frame is not None and state.frame.kind == "feed" and state.frame.player == 1
    food = state.players[0].goods.food
    state = play(state, "convert sheep")
    assert state.players[0].goods.food == food + 1


def test_the_reed_huts_occupant_is_no_family_growth_for_the_midwife() -> None:
    state = with_hand(with_space(give(full_game(), 0, wood=1, reed=4), "improvement"), 0,
                      minors=("reed-hut",))
    state = with_cards(state, 1, "midwife")
    food = state.players[1].goods.food
    state = play(state, "place improvement", "minor reed-hut")
    assert state.players[0].people == 3 and state.players[1].goods.food == food


def test_wood_on_the_basin_maker_does_not_count_for_the_storehouse_clerk() -> None:
    from agricola_qt.engine.cards.deck_k.occupations import BasinMakerWood
    from agricola_qt.engine.memory import remember

    state = with_cards(set_goods(full_game(), 0, wood=7), 0, "storehouse-clerk", "basin-maker")
    state = remember(state, 0, BasinMakerWood(4))
    assert announce(state, Event("round_start")).players[0].goods.wood == 7
    assert announce(give(state, 0, wood=1), Event("round_start")).players[0].goods.wood == 9


@pytest.mark.parametrize(("delivery", "round_no"), [("private-forest", 2),
                                                    ("wood-deliveryman", 8)])
def test_wood_waiting_on_the_round_space_pays_the_grooms_stable(delivery: str,
                                                                round_no: int) -> None:
    state = with_farm(with_cards(set_goods(full_game(), 0), 0, "groom", delivery), 0,
                      house="stone")
    state = card(delivery).on_acquired(state, 0)
    state = settle(start_round(evolve(state, round=round_no - 1)))
    assert state.round == round_no and state.players[0].goods.wood == 1
    assert state.frame is not None and state.frame.space == "groom"
    state = play(state, "stable e1")
    assert state.players[0].farm.stable_count == 1


def test_the_conservators_stone_house_wakes_the_clay_hut_builder_and_the_social_climber() -> None:
    state = with_cards(full_game(), 0, "conservator", "clay-hut-builder", "social-climber")
    state = give(with_space(state, "renovation-improvement"), 0, stone=2, reed=1)
    state = play(state, "place renovation-improvement")
    p = state.players[0]
    assert p.farm.house == "stone"
    assert p.goods.stone == 3  # first to stone; nothing for the clay hut it skipped
    assert sorted(f.round for f in state.future if f.player == 0) == [2, 3, 4, 5, 6]


def test_the_stone_breaker_does_not_take_the_conservators_way_out_of_turn() -> None:
    state = with_cards(give(full_game(), 0, stone=2, reed=1, clay=2), 0, "conservator",
                       "stone-breaker")
    assert not any("stone-breaker" in m for m in moves_text(state))
    clay = with_farm(state, 0, house="clay")
    assert any("stone-breaker" in m for m in moves_text(clay))


def test_playing_the_market_stall_gives_no_pieceworker_purchase() -> None:
    state = with_cards(with_space(give(full_game(), 0, grain=1), "improvement"), 0,
                       "pieceworker")
    state = play(with_hand(state, 0, minors=("market-stall",)), "place improvement",
                 "minor market-stall")
    assert state.frame is None and state.players[0].goods.veg == 1


def test_the_water_carrier_gets_nothing_more_when_the_well_becomes_the_village_well() -> None:
    def carried(state: GameState) -> int:
        return sum(f.goods.food for f in state.future if f.player == 1)

    state = with_hand(with_space(full_game(), "improvement"), 0, minors=("village-well",))
    state = give(with_cards(state, 1, "water-carrier"), 0, wood=3, stone=6)
    state = play(state, "place improvement", "buy well")
    once = carried(state)
    assert once == 13  # 1 food on each remaining round space
    state = play(state, "place fishing", "place starting-player", "minor village-well return well")
    assert "well" in state.majors and carried(state) == once


def test_goods_still_on_the_resource_sellers_stack_count_for_no_scoring_card() -> None:
    state = set_goods(with_cards(full_game(), 0, "resource-seller", "sawmill"), 0, wood=1)
    assert card("sawmill").bonus_points(state.players[0], state.players) == 0
    state = with_cards(set_goods(full_game(), 0, wood=7), 0, "resource-seller", "storehouse-clerk")
    assert announce(state, Event("round_start")).players[0].goods.wood == 7


def _card_spaces() -> GameState:
    """Player 1 owns the Master Forester's forest and the Clay Deposit: two card spaces."""
    state = with_cards(full_game(), 1, "master-forester", "clay-deposit")
    state = card("master-forester").on_acquired(state, 1)
    return card("clay-deposit").on_acquired(state, 1)


def test_the_berry_pickers_food_cannot_pay_the_master_foresters_fee() -> None:
    state = settle(start_round(_card_spaces()))
    hungry = set_goods(with_cards(state, 0, "berry-picker"), 0, food=1)
    assert "place forester-wood" not in moves_text(hungry)  # 1 food + 1 to come: not enough
    fed = set_goods(with_cards(state, 0, "berry-picker"), 0, food=2)
    fed = play(fed, "place forester-wood")
    assert fed.players[0].goods.food == 2 - 2 + 1 and fed.players[0].goods.wood == 2


def test_the_fence_builders_fence_may_go_on_card_spaces() -> None:
    state = occupation(_card_spaces(), "fence-builder")
    assert {"choose forester-wood", "choose clay-deposit"} <= moves_text(state)


def test_the_foremans_food_may_go_on_card_spaces() -> None:
    state = settle(start_round(with_cards(_card_spaces(), 0, "foreman")))
    assert state.frame is not None and state.frame.space == "foreman"
    assert {"forester-wood", "clay-deposit"} <= set(state.frame.options)
