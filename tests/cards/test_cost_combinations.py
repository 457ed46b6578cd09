"""Cost cards combine (``engine/costs.py``): every card that changes a cost is asked for the
costs it allows, and each resulting payment is offered, whatever order the cards were played
in.  Each test follows a ruling of the compendium (v11.1) for the cards it names.

Combinations covered here:

- rooms: Clay Roof + Brushwood Roof (2 reed -> 1 wood + 1 clay, named in the move), Clay Roof
  + Frame Builder (a wooden room for 6 wood), Clay Roof + Bricklayer (the roof's clay
  discounted), Bricklayer
  + Clay Supports (1 wood + 1 reed), Carpenter + Bricklayer (1 clay + 2 reed), Clay Plasterer
  + Frame Builder + Bricklayer (the last clay goes too), Clay Plasterer + Bricklayer + Frame
  Builder (no Frame Builder on 1 clay), Carpenter + Clay Supports (one base cost at a time),
  Thatcher + Clay Roof + Frame Builder (no Thatcher once the reed is gone), Thatcher + Clay
  Roof (a discount plus a swap), Axe + Clay Roof + Wood Carver, Wood Carver + Clay Supports
  (no Wood Carver for a clay hut's room), Brushwood Collector + Ladder;
- renovation: Clay Plasterer + Bricklayer (to clay for 1 reed);
- improvements: Bricklayer + Granary's printed alternatives (the discount on either), Wood
  Carver + Bricklayer on the Granary, Stonecutter + Baking Tray (two discounts on the stone),
  Bricklayer + Baking Tray (two on the clay), Manufacturer (any 2 resources);
- stables and fences: Sawhorse + Hedge Keeper (one payment, no choice listed), Hedge Keeper
  + Sawhorse + Wood Carver in one fence build (all three apply);
- occupations: Patron + Bookshelf (food given first, no choice listed).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agricola_qt.engine import GameState, Move, apply, legal_moves, why_illegal
from agricola_qt.engine.goods import Goods, parse_goods_word
from agricola_qt.engine.refusals import Code

from .helpers import (
    full_game,
    give,
    play,
    set_goods,
    with_cards,
    with_farm,
    with_hand,
    with_space,
)

PLENTY = {"wood": 10, "clay": 10, "reed": 5, "stone": 10}


def _rooms(*cards: str, house: str = "wood", **goods: int) -> GameState:
    """Player 0 on Build Rooms with these cards in front of them (in this order)."""
    state = with_farm(with_cards(full_game(), 0, *cards), 0, house=house)
    return play(set_goods(state, 0, **(goods or PLENTY)), "place build-rooms")


def _spent(state: GameState, move: str) -> Goods:
    return state.players[0].goods - apply(state, move).players[0].goods


def _pays(state: GameState, verb: str, first: str = "") -> set[str]:
    """The ``pay`` words listed for ``verb`` (with ``first`` as its first word, if given)."""
    out = set()
    for m in legal_moves(state):
        if m.verb == verb and (not first or m.args[0] == first) and "pay" in m.args:
            out.add(m.args[m.args.index("pay") + 1])
    return out


def _every_payment(state: GameState, cell: str = "b3") -> set[Goods]:
    """What the bare room move pays and every payment a room move may name."""
    words = _pays(state, "room", cell)
    return {_spent(state, f"room {cell}"), *(g for w in words if (g := parse_goods_word(w)))}


# --- rooms -----------------------------------------------------------------------------------

@pytest.mark.parametrize("cards", [("clay-roof", "brushwood-roof"),
                                   ("brushwood-roof", "clay-roof")])
def test_clay_roof_and_brushwood_roof_pay_two_reed_as_wood_and_clay_named_in_the_move(
        cards: tuple[str, ...]) -> None:
    state = _rooms(*cards)
    assert "5wood+1clay+1reed" in _pays(state, "room", "b3")
    after = apply(state, "room b3 pay 5wood+1clay+1reed")
    assert state.players[0].goods - after.players[0].goods == Goods(wood=5, clay=1, reed=1)
    assert not any(f.kind == "card" for f in after.pending)  # named: nothing asked after


def test_a_bare_room_move_still_asks_the_roof_cards_question() -> None:
    after = apply(_rooms("clay-roof"), "room b3")
    assert after.frame is not None and after.frame.kind == "card"
    assert after.frame.options == ("5wood+2reed", "5wood+1clay+1reed", "5wood+2clay")


@pytest.mark.parametrize("cards", [("bricklayer", "clay-supports"),
                                   ("clay-supports", "bricklayer")])
def test_bricklayer_with_clay_supports_builds_a_clay_room_for_one_wood_and_one_reed(
        cards: tuple[str, ...]) -> None:
    assert Goods(wood=1, reed=1) in _every_payment(_rooms(*cards, house="clay"))


@pytest.mark.parametrize("cards", [("carpenter", "bricklayer"), ("bricklayer", "carpenter")])
def test_carpenter_and_bricklayer_build_a_clay_room_for_one_clay_and_two_reed(
        cards: tuple[str, ...]) -> None:
    state = _rooms(*cards, house="clay")
    assert _spent(state, "room b3") == Goods(clay=1, reed=2)
    assert _pays(state, "room") == set()  # one payment: no choice is listed


def test_clay_plasterer_frame_builder_and_bricklayer_take_the_last_clay_away() -> None:
    state = _rooms("clay-plasterer", "frame-builder", "bricklayer", house="clay")
    payments = _every_payment(state)
    assert Goods(wood=1, reed=2) in payments
    # without the Frame Builder's swap: Clay Plasterer and Bricklayer leave 1 clay
    assert Goods(clay=1, reed=2) in payments


def test_no_frame_builder_on_a_room_that_costs_only_one_clay() -> None:
    state = _rooms("clay-plasterer", "bricklayer", "frame-builder", house="clay")
    for goods in _every_payment(state):
        assert all(n >= 0 for _, n in goods.items())
        assert goods.wood <= 1 and goods.clay <= 3


@pytest.mark.parametrize("cards", [("carpenter", "clay-supports"),
                                   ("clay-supports", "carpenter")])
def test_two_base_cost_cards_are_used_one_at_a_time(cards: tuple[str, ...]) -> None:
    assert _every_payment(_rooms(*cards, house="clay")) == {
        Goods(clay=3, reed=2), Goods(clay=2, wood=1, reed=1)}


def test_no_thatcher_once_clay_roof_and_frame_builder_took_all_the_reed() -> None:
    state = _rooms("thatcher", "clay-roof", "frame-builder", house="clay")
    payments = _every_payment(state)
    assert Goods(wood=1, clay=4) in payments  # Thatcher, Clay Roof for 1 reed, Frame Builder
    assert all(g.reed >= 0 for g in payments)


@pytest.mark.parametrize("cards", [("clay-roof", "frame-builder"), ("frame-builder", "clay-roof")])
def test_frame_builder_swaps_the_clay_the_clay_roof_brought_a_wooden_room_for_six_wood(
        cards: tuple[str, ...]) -> None:
    state = _rooms(*cards)
    assert Goods(wood=6) in _every_payment(state)
    after = apply(state, "room b3 pay 6wood")
    assert state.players[0].goods - after.players[0].goods == Goods(wood=6)


def test_bricklayer_takes_off_the_clay_the_clay_roof_brought() -> None:
    assert Goods(wood=5) in _every_payment(_rooms("clay-roof", "bricklayer"))


def test_a_discount_and_a_swap_combine_thatcher_then_clay_roof() -> None:
    assert Goods(wood=5, clay=1) in _every_payment(_rooms("thatcher", "clay-roof"))


def test_axe_clay_roof_and_wood_carver_on_one_wooden_room() -> None:
    state = _rooms("axe", "clay-roof", "wood-carver")
    assert Goods(wood=1, clay=2) in _every_payment(state)


def test_wood_carver_gives_nothing_for_a_clay_huts_room_even_with_clay_supports() -> None:
    state = _rooms("wood-carver", "clay-supports", house="clay")
    assert _every_payment(state) == {Goods(clay=2, wood=1, reed=1), Goods(clay=5, reed=2)}


def test_brushwood_collector_and_ladder() -> None:
    payments = _every_payment(_rooms("brushwood-collector", "ladder"))
    assert payments == {Goods(wood=6), Goods(wood=5, reed=1)}


def test_a_room_payable_only_by_a_combination_is_legal_and_paid_that_way() -> None:
    state = _rooms("frame-builder", "bricklayer", house="clay", clay=1, wood=1, reed=2)
    assert why_illegal(state, Move.parse("room b3")) is None
    assert _spent(state, "room b3") == Goods(clay=1, wood=1, reed=2)


def test_a_payment_the_cards_do_not_allow_is_refused_by_code() -> None:
    state = _rooms("clay-roof")
    reason = why_illegal(state, Move.parse("room b3 pay 1wood"))
    assert reason is not None and reason.code is Code.CHOOSE_ONE_OF
    assert reason.arguments["options"] == ("pay 5wood+2reed", "pay 5wood+1clay+1reed",
                                           "pay 5wood+2clay")
    poor = _rooms("clay-roof", wood=5, reed=2)
    reason = why_illegal(poor, Move.parse("room b3 pay 5wood+2clay"))
    assert reason is not None and reason.code is Code.CANNOT_PAY_ANY_MORE
    reason = why_illegal(state, Move.parse("room b3 give 1wood"))
    assert reason is not None and reason.code is Code.CHOOSE_ONE_OF


# --- renovation ------------------------------------------------------------------------------

def test_clay_plasterer_and_bricklayer_renovate_to_clay_for_one_reed() -> None:
    state = with_space(full_game(), "renovation-improvement")
    state = set_goods(with_cards(state, 0, "clay-plasterer", "bricklayer"), 0, reed=1)
    after = play(state, "place renovation-improvement")
    assert after.players[0].farm.house == "clay"
    assert after.players[0].goods == Goods()


# --- improvements ----------------------------------------------------------------------------

def _improvement(*cards: str, house: str = "wood", minors: tuple[str, ...] = (),
                 **goods: int) -> GameState:
    state = with_hand(with_space(full_game(), "improvement"), 0, minors=minors)
    state = with_farm(with_cards(state, 0, *cards), 0, house=house)
    return play(set_goods(state, 0, **(goods or PLENTY)), "place improvement")


def test_a_discount_applies_to_either_printed_alternative() -> None:
    state = _improvement("bricklayer", minors=("granary",))
    assert _spent(state, "minor granary") == Goods(wood=3)
    assert _pays(state, "minor", "granary") == {"2clay"}


def test_wood_carver_and_bricklayer_each_discount_their_own_alternative() -> None:
    state = _improvement("wood-carver", "bricklayer", minors=("granary",))
    assert _spent(state, "minor granary") == Goods(wood=2)
    assert _pays(state, "minor", "granary") == {"2clay"}


def test_two_discounts_on_the_stone_stonecutter_and_baking_tray() -> None:
    state = _improvement("stonecutter", "baking-tray")
    payments = {_spent(state, "buy stone-oven")} | {
        g for w in _pays(state, "buy", "stone-oven") if (g := parse_goods_word(w))}
    assert payments == {Goods(clay=1, stone=1), Goods(stone=2)}
    after = apply(state, "buy stone-oven pay 2stone")
    assert state.players[0].goods - after.players[0].goods == Goods(stone=2)
    assert not any(f.kind == "card" for f in after.pending)  # named: the tray asks nothing


def test_two_discounts_on_the_clay_bricklayer_and_baking_tray() -> None:
    state = _improvement("bricklayer", "baking-tray")
    payments = {_spent(state, "buy clay-oven")} | {
        g for w in _pays(state, "buy", "clay-oven") if (g := parse_goods_word(w))}
    assert payments == {Goods(clay=1, stone=1), Goods(clay=2)}


def test_manufacturer_takes_any_two_building_resources_off() -> None:
    state = _improvement("manufacturer", house="clay")
    payments = {_spent(state, "buy joinery")} | {
        g for w in _pays(state, "buy", "joinery") if (g := parse_goods_word(w))}
    assert payments == {Goods(wood=2), Goods(stone=2), Goods(wood=1, stone=1)}


# --- stables, fences, occupations --------------------------------------------------------------

def test_sawhorse_and_hedge_keeper_give_one_fence_payment() -> None:
    state = with_space(full_game(), "fences")
    state = set_goods(with_cards(state, 0, "sawhorse", "hedge-keeper"), 0, wood=5)
    state = play(state, "place fences", "fence-add e1")
    assert _pays(state, "fence-build") == set()
    after = apply(state, "fence-build")
    assert state.players[0].goods.wood - after.players[0].goods.wood == 1


@pytest.mark.parametrize("cards", [("hedge-keeper", "sawhorse", "wood-carver"),
                                   ("wood-carver", "sawhorse", "hedge-keeper")])
def test_hedge_keeper_sawhorse_and_wood_carver_in_one_fence_build(cards: tuple[str, ...]) -> None:
    # 8 fences: the Sawhorse's 3rd and 6th, 3 from the Hedge Keeper, 1 wood less: 2 wood
    state = with_space(full_game(), "fences")
    state = set_goods(with_cards(state, 0, *cards), 0, wood=10)
    state = play(state, "place fences", "fence-add d1", "fence-add e1", "fence-add d2",
                 "fence-add e2")
    paid = {10 - apply(state, m).players[0].goods.wood
            for m in legal_moves(state) if m.verb == "fence-build"}
    assert min(paid) == 2


def test_patron_and_bookshelf_pay_the_occupation_with_food_given_first() -> None:
    state = with_hand(full_game(), 0, occupations=("woodcutter", "turner"))
    state = set_goods(with_cards(state, 0, "patron", "bookshelf"), 0)
    state = play(state, "place occupation")
    assert _pays(state, "occupation") == set()
    after = apply(state, "occupation woodcutter")
    # 2 + 3 food given first; 1 food paid (the Patron is the first occupation in front)
    assert after.players[0].goods.food == 4


def test_a_named_occupation_payment_equal_to_the_default_is_legal() -> None:
    state = with_hand(full_game(), 0, occupations=("woodcutter",))
    state = give(state, 0, food=2)
    state = play(state, "place occupation")
    assert why_illegal(state, Move.parse("occupation woodcutter pay nothing")) is None


# --- whatever the order --------------------------------------------------------------------------

ROOM_CARDS = ("clay-roof", "brushwood-roof", "clay-supports", "frame-builder",
              "brushwood-collector", "bricklayer", "carpenter", "clay-plasterer", "thatcher",
              "ladder", "axe", "wood-carver", "stonecutter")


def _cheapest(payments: set[Goods]) -> set[Goods]:
    return {g for g in payments if not any(o != g and g.covers(o) for o in payments)}


@settings(max_examples=40, deadline=None, derandomize=True)
@given(st.lists(st.sampled_from(ROOM_CARDS), min_size=2, max_size=4, unique=True),
       st.sampled_from(("wood", "clay", "stone")), st.randoms(use_true_random=False))
def test_the_cheapest_room_payments_do_not_depend_on_the_order_cards_were_played(
        cards: list[str], house: str, rng: random.Random) -> None:
    state = _rooms(*cards, house=house)
    shuffled = list(cards)
    rng.shuffle(shuffled)
    other = _rooms(*shuffled, house=house)
    assert _cheapest(_every_payment(state)) == _cheapest(_every_payment(other))
    for word in _pays(state, "room", "b3"):
        goods = parse_goods_word(word)
        assert goods is not None and _spent(state, f"room b3 pay {word}") == goods
