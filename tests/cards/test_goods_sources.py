"""The ``goods_received`` event and the cards that care where goods come from.

Rulings (compendium): the Market Woman K292 gives 2 grain for vegetables from a person's action
or a minor improvement (Market Stall E39, Weekly Market I104 once their grain is paid; the
Greenhouse K117's vegetable at a round's start), not from an occupation, the harvest or sowing.
The Berry Picker E152 counts the Building Material E16's wood, no other card's.
"""

from __future__ import annotations

from attrs import evolve

from agricola_qt.engine.cards.deck_k.minors import GreenhouseRounds
from agricola_qt.engine.events import HARVEST, Event, Source, announce
from agricola_qt.engine.farmyard import SownField
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.harvest import field_phase
from agricola_qt.engine.state import GameState

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


def goods(state: GameState, player: int = 0) -> Goods:
    return state.players[player].goods


def play_minor(state: GameState, card_id: str) -> GameState:
    state = with_hand(state, 0, minors=(card_id,))
    return play(state, "place starting-player", f"minor {card_id}")


def received(state: GameState, moves: tuple[str, ...]) -> list[Event]:
    """Every goods_received event announced while ``moves`` are played (via a spy card)."""
    from agricola_qt.engine.cards import registry
    from agricola_qt.engine.cards.base import Card

    heard: list[Event] = []

    class Spy(Card):
        id = "test-spy"
        listens = frozenset({"goods_received"})

        def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
            heard.append(event)
            return state

    registry.CARDS["test-spy"] = Spy()
    try:
        play(with_cards(state, 0, "test-spy"), *moves)
    finally:
        del registry.CARDS["test-spy"]
    return heard


# --- the event ----------------------------------------------------------------------------------

def test_action_space_goods_are_received_from_that_space() -> None:
    heard = received(full_game(), ("place wood",))
    assert [(e.player, e.source, e.goods) for e in heard] == [
        (0, Source("space", "wood"), Goods(wood=3))]


def test_a_minor_improvements_gift_is_received_from_that_card() -> None:
    state = with_hand(give(full_game(), 0, grain=3), 0, minors=("weekly-market",))
    heard = received(state, ("place starting-player", "minor weekly-market"))
    assert (Source("card", "weekly-market"), Goods(veg=2)) in [(e.source, e.goods) for e in heard]
    # the grain paid is not "received": only what arrived is in the event
    assert all(e.goods.is_nonnegative() for e in heard)


def test_the_harvest_fields_are_received_from_the_harvest() -> None:
    from agricola_qt.engine.cards import registry
    from agricola_qt.engine.cards.base import Card

    heard: list[Event] = []

    class Spy(Card):
        id = "test-spy"
        listens = frozenset({"goods_received"})

        def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
            heard.append(event)
            return state

    registry.CARDS["test-spy"] = Spy()
    try:
        state = with_farm(with_cards(full_game(), 0, "test-spy"), 0,
                          sown=(SownField(12, "veg", 2), SownField(13, "grain", 3)))
        field_phase(state)
    finally:
        del registry.CARDS["test-spy"]
    assert [(e.player, e.source, e.goods) for e in heard] == [
        (0, HARVEST, Goods(grain=1, veg=1))]


# --- K292 Market Woman ----------------------------------------------------------------------------

def test_market_woman_weekly_market_pays_its_grain_first_then_gives_2() -> None:
    state = with_cards(set_goods(full_game(), 0, grain=3), 0, "market-woman")
    state = play_minor(state, "weekly-market")
    assert goods(state).veg == 2 and goods(state).grain == 2


def test_market_woman_market_stall_gives_its_grain() -> None:
    state = with_cards(set_goods(full_game(), 0, grain=1), 0, "market-woman")
    state = play_minor(state, "market-stall")
    assert goods(state).veg == 1 and goods(state).grain == 2


def test_market_stall_needs_grain_in_supply_even_with_market_woman() -> None:
    state = with_cards(set_goods(full_game(), 0), 0, "market-woman")
    state = play(with_hand(state, 0, minors=("market-stall",)), "place starting-player")
    assert "minor market-stall" not in moves_text(state)


def test_market_woman_greenhouse_vegetable_at_round_start() -> None:
    state = with_cards(set_goods(full_game(), 0, food=1), 0, "greenhouse", "market-woman")
    # as if played in an earlier round: round 1's vegetable is due now
    state = state.with_player(0, evolve(state.players[0], memory=(GreenhouseRounds((1,)),)))
    state = play(announce(state, Event("round_start")), "choose buy")
    assert goods(state) == Goods(veg=1, grain=2)


def test_market_woman_not_for_the_harvest() -> None:
    state = with_cards(full_game(), 0, "market-woman")
    state = with_farm(state, 0, sown=(SownField(12, "veg", 2),))
    assert goods(field_phase(state)) == goods(state) + Goods(veg=1)


def test_market_woman_not_for_an_occupations_vegetables() -> None:
    # an occupation's gift: a goods_received event from a card that is not a minor
    state = with_cards(full_game(), 0, "market-woman")
    state = announce(give(state, 0, veg=1),
                     Event("goods_received", 0, goods=Goods(veg=1),
                           source=Source("card", "market-woman")))
    assert goods(state).grain == 0


def test_market_woman_vegetable_space_still_counts() -> None:
    state = with_space(at_round(full_game(), 8), "vegetable")
    state = play(with_cards(state, 0, "market-woman"), "place vegetable")
    assert goods(state).grain == 2 and goods(state).veg == 1


# --- E152 Berry Picker ----------------------------------------------------------------------------

def test_berry_picker_not_for_another_minors_wood() -> None:
    # Ruling: of the cards only the Building Material's wood counts.
    state = give(with_cards(full_game(), 0, "berry-picker"), 0, wood=1)
    after = announce(state, Event("goods_received", 0, goods=Goods(wood=1),
                                  source=Source("card", "reed-exchange")))
    assert goods(after) == goods(state)


def test_pieceworker_not_for_a_minor_improvements_goods() -> None:
    # Ruling: the Market Stall and the Weekly Market activate the Market Woman, not the
    # Pieceworker K268 (who buys more only after an action space's goods).
    state = with_cards(set_goods(full_game(), 0, grain=3, food=5), 0, "pieceworker",
                       "market-woman")
    state = play_minor(state, "weekly-market")
    assert state.frame is None or state.frame.space != "pieceworker"
    assert goods(state).grain == 2 and goods(state).veg == 2
