"""Card pairs of the compendium's rulings (v11.1) about taking wood from an action space and
leaving some of it there (Basket, Mushroom Collector, Pig Catcher), or finding the space
empty.  The full list of pairs and where each is tested: ``docs/card-combinations.md``.

Pairs covered here: Basket / Mushroom Collector / Pig Catcher each with Berry Picker,
Woodcutter, Clay Worker, Wood Cart and Pieceworker (leaving the wood still counts as taking
it); Basket with Mushroom Collector (3 wood left for 5 food); Basket and Mushroom Collector
on a space holding too little wood; Berry Picker, Woodcutter, Clay Worker, Pieceworker and
Wood Buyer against an empty wood space (Wood Distributor's case: the space cannot be used
for them); the Wood Buyer's purchase still counting as wood taken for the Berry Picker,
Woodcutter and Pieceworker; the Stone Buyer's and Reed Buyer's likewise (Stone Carrier,
Landing Net, Fish Trap, Pieceworker); wood the Wood Distributor put on the reed space
(Landing Net's 1 food, Wood Buyer, Pieceworker) and on the Fishing space (not for the Net
Fisherman); an emptied space not used only for the Fence Builder's fences; Wood Cart with
Pig Catcher (the cart's wood does not make up the 2 wood on the space, and stays when the
space's wood is left); Stone Buyer with Storehouse Keeper (the bought stone still counts);
Wood Distributor with Resource Seller (clay and wood from one space: two of its goods);
Wood Buyer with Basket, Mushroom Collector and Pig Catcher (the taker decides first; wood
left on the space is not for sale); Resource Seller with Basket, Wood Buyer, Reed Buyer and
Stone Buyer (goods left on the space or bought away are not received: the stack's good goes
back); Resource Seller with Clay Worker and Storehouse Keeper (their goods, received with the
action's, take the stack's next goods).
"""

from __future__ import annotations

import pytest

from agricola_qt.engine import GameState, IllegalMove
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.values import replace

from .helpers import full_game, give, moves_text, play, with_cards

LEAVERS = ("basket", "mushroom-collector", "pig-catcher")


def _stock(state: GameState, space: str, **goods: int) -> GameState:
    index = state.space_index(space)
    return state.with_space(index, replace(state.spaces[index], stock=Goods(**goods)))


def _wood_space(state: GameState) -> Goods:
    return state.spaces[state.space_index("wood")].stock


@pytest.mark.parametrize("leaver", LEAVERS)
def test_leaving_the_wood_still_counts_as_taking_it(leaver: str) -> None:
    # Berry Picker (1 food), Woodcutter (1 wood), Clay Worker (1 clay) and Wood Cart (2 wood)
    # all act although the taker then leaves wood on the space
    state = with_cards(full_game(), 0, leaver, "berry-picker", "woodcutter", "clay-worker",
                       "wood-cart")
    state = play(state, "place wood")
    taken = state.players[0].goods
    assert taken == Goods(wood=3 + 1 + 2, clay=1, food=2 + 1)
    state = play(state, "choose leave-wood")
    left = _wood_space(state).wood
    assert left == {"basket": 2, "mushroom-collector": 1, "pig-catcher": 2}[leaver]
    assert state.players[0].goods.wood == taken.wood - left
    assert state.players[0].goods.clay == 1  # the Clay Worker's clay is kept


@pytest.mark.parametrize("leaver", LEAVERS)
def test_pieceworker_is_offered_when_the_wood_is_left(leaver: str) -> None:
    state = with_cards(full_game(), 0, leaver, "pieceworker")
    state = play(state, "place wood")
    assert state.frame is not None and state.frame.space == "pieceworker"
    state = play(state, "choose wood")  # 1 food for 1 more wood
    state = play(state, "choose leave-wood")
    assert state.players[0].goods.wood == 3 + 1 - _wood_space(state).wood


def test_basket_and_mushroom_collector_leave_three_wood_for_five_food() -> None:
    state = with_cards(full_game(), 0, "basket", "mushroom-collector")
    state = play(state, "place wood", "choose leave-wood", "choose leave-wood")
    assert _wood_space(state) == Goods(wood=3)
    assert state.players[0].goods == Goods(food=2 + 3 + 2)


def test_one_wood_on_the_space_is_too_little_for_the_basket() -> None:
    state = _stock(with_cards(full_game(), 0, "basket", "mushroom-collector"), "wood", wood=1)
    state = play(state, "place wood")
    assert state.frame is not None and state.frame.space == "mushroom-collector"
    state = play(state, "choose leave-wood")
    assert state.frame is None  # no Basket question: the 1 wood is back on the space
    assert state.players[0].goods == Goods(food=2 + 2)


@pytest.mark.parametrize("card", ["berry-picker", "woodcutter", "clay-worker", "pieceworker",
                                  "basket", "mushroom-collector", "pig-catcher"])
def test_an_empty_wood_space_cannot_be_used_for_a_card(card: str) -> None:
    # e.g. after the Wood Distributor moved the wood away: no action just for the card
    state = _stock(with_cards(full_game(), 0, card), "wood")
    assert "place wood" not in moves_text(state)


def test_wood_bought_by_the_wood_buyer_still_counts_as_taken() -> None:
    state = with_cards(full_game(), 0, "berry-picker", "woodcutter", "pieceworker")
    state = give(with_cards(state, 1, "wood-buyer"), 1, food=1)
    state = play(state, "place wood")
    assert state.frame is not None and state.frame.space == "wood-buyer"
    state = play(state, "choose buy-0")
    assert state.players[1].goods == Goods(wood=1, food=3)
    assert state.frame is not None and state.frame.space == "pieceworker"
    state = play(state, "choose wood")
    # 3 + 1 (Woodcutter) - 1 (sold) + 1 (Pieceworker); food 2 + 1 (Berry Picker) + 1 - 1
    assert state.players[0].goods == Goods(wood=4, food=3)


# --- other players buying what was taken ---------------------------------------------------------

def test_stone_bought_by_the_stone_buyer_still_counts_as_taken() -> None:
    from .helpers import with_space

    state = with_space(full_game(), "stone-1")
    state = with_cards(give(state, 1, food=2), 1, "stone-buyer")
    state = with_cards(state, 0, "stone-carrier", "pieceworker")
    state = play(state, "place stone-1")
    assert state.players[0].goods.stone == 1 + 1  # the Stone Carrier's stone came first
    state = play(state, "choose buy-0")
    assert state.frame is not None and state.frame.space == "pieceworker"
    state = play(state, "choose stone")
    assert state.players[0].goods == Goods(stone=2, food=2 + 1 + 1 - 1)


def test_reed_bought_by_the_reed_buyer_still_counts_as_taken() -> None:
    state = with_cards(give(full_game(), 1, food=2), 1, "reed-buyer")
    state = with_cards(state, 0, "landing-net", "fish-trap", "pieceworker")
    state = play(state, "place reed")
    assert state.players[0].goods == Goods(reed=1, food=2 + 2 + 1)  # Landing Net, Fish Trap
    state = play(state, "choose buy-0")
    assert state.frame is not None and state.frame.space == "pieceworker"
    state = play(state, "choose reed")
    assert state.players[0].goods == Goods(reed=1, food=5 + 1 + 1 - 1)


# --- wood the Wood Distributor spread over other spaces ------------------------------------------

def test_wood_on_the_reed_space_is_wood_taken_for_buyer_and_pieceworker() -> None:
    state = _stock(with_cards(full_game(), 0, "pieceworker", "landing-net"), "reed",
                   reed=1, wood=2)
    state = give(with_cards(state, 1, "wood-buyer"), 1, food=2)
    state = play(state, "place reed")
    assert state.players[0].goods == Goods(wood=2, reed=1, food=2 + 1)  # Landing Net: only 1
    assert state.frame is not None and state.frame.space == "wood-buyer"
    state = play(state, "choose buy-0")
    assert state.frame is not None and state.frame.space == "pieceworker"
    assert "choose wood" in moves_text(state)


def test_the_net_fisherman_takes_only_the_food_of_the_fishing_space() -> None:
    state = _stock(with_cards(full_game(), 0, "net-fisherman"), "fishing", food=1, wood=2)
    state = play(state, "place reed", "place wood", "place clay", "place grain")
    assert state.round == 2 and state.players[0].goods.wood == 0
    assert state.spaces[state.space_index("fishing")].stock.wood == 2


def test_an_emptied_space_cannot_be_used_only_for_the_fence_builders_fences() -> None:
    from .test_deck_k_occupations import occupation

    state = play(occupation(full_game(), "fence-builder"), "choose wood")
    state = _stock(play(give(state, 0, wood=4), "place clay"), "wood")
    assert "place wood" not in moves_text(state)


def test_the_wood_carts_wood_does_not_make_the_pig_catcher_usable() -> None:
    state = _stock(with_cards(full_game(), 0, "pig-catcher", "wood-cart"), "wood", wood=1)
    state = play(state, "place wood")
    assert state.frame is None  # 1 wood on the space: too little, whatever the cart brings
    assert state.players[0].goods.wood == 1 + 2


def test_the_pig_catcher_leaving_all_the_wood_keeps_the_wood_carts_wood() -> None:
    state = _stock(with_cards(full_game(), 0, "pig-catcher", "wood-cart"), "wood", wood=2)
    state = play(state, "place wood", "choose leave-wood")
    assert _wood_space(state).wood == 2
    assert state.players[0].goods.wood == 2 and state.players[0].goods.boar == 1


def test_stone_bought_by_the_stone_buyer_still_counts_for_the_storehouse_keeper() -> None:
    state = with_cards(give(full_game(4), 1, food=2), 1, "stone-buyer")
    state = with_cards(state, 0, "storehouse-keeper")
    state = play(state, "place reed-stone-food")
    asked = {f.space for f in state.pending if f.kind == "card"}
    assert asked == {"stone-buyer", "storehouse-keeper"}
    while state.frame is not None:
        state = play(state, "choose buy-0" if state.frame.space == "stone-buyer"
                     else "choose clay")
    p = state.players[0]
    assert (p.goods.reed, p.goods.stone, p.goods.clay) == (1, 0, 1)


def test_the_wood_distributors_wood_gives_a_second_resource_seller_good() -> None:
    from agricola_qt.engine.cards.registry import card
    from agricola_qt.engine.events import Event

    state = with_cards(full_game(), 0, "resource-seller", "wood-distributor")
    state = card("wood-distributor").on_event(state, 0, Event("round_start"))
    state = play(state, "choose spread")
    assert state.spaces[state.space_index("clay")].stock == Goods(clay=1, wood=1)
    state = play(state, "place clay")
    # wood (the stack's top) and then clay (the next) from the Resource Seller
    assert state.players[0].goods == Goods(wood=1 + 1, clay=1 + 1, food=2)


@pytest.mark.parametrize("leaver", LEAVERS)
def test_no_wood_buyer_purchase_when_the_taker_left_all_the_wood(leaver: str) -> None:
    leave = {"basket": 2, "mushroom-collector": 1, "pig-catcher": 2}[leaver]
    state = _stock(with_cards(give(full_game(), 0, wood=5), 0, leaver), "wood", wood=leave)
    state = give(with_cards(state, 1, "wood-buyer"), 1, food=1)
    state = play(state, "place wood")
    # the taker decides first, the buyer's question waits under theirs
    assert state.frame is not None and state.frame.space == leaver
    assert [f.space for f in state.pending[-2:]] == ["wood-buyer", leaver]
    kept = play(state, "choose keep")
    assert kept.frame is not None and kept.frame.space == "wood-buyer"
    assert "choose buy-0" in moves_text(kept)
    state = play(state, "choose leave-wood")
    assert state.frame is not None and state.frame.space == "wood-buyer"
    assert moves_text(state) == {"choose no"}  # though the taker still has wood of their own
    with pytest.raises(IllegalMove, match="can no longer be bought"):
        play(state, "choose buy-0")


def test_the_wood_buyer_may_buy_what_the_basket_did_not_leave() -> None:
    state = give(with_cards(with_cards(full_game(), 0, "basket"), 1, "wood-buyer"), 1, food=1)
    state = play(state, "place wood", "choose leave-wood", "choose buy-0")
    assert state.players[0].goods.wood == 3 - 2 - 1 and state.players[1].goods.wood == 1


# --- the Resource Seller and goods not received after all ----------------------------------------

def test_wood_the_basket_left_gives_no_resource_seller_wood() -> None:
    state = _stock(with_cards(full_game(), 0, "basket", "resource-seller"), "wood", wood=2)
    state = play(state, "place wood")
    assert state.players[0].goods.wood == 2 + 1  # the stack's wood came with the take
    state = play(state, "choose leave-wood")
    assert state.players[0].goods == Goods(food=2 + 3)  # all left: the stack's wood goes back
    from agricola_qt.engine.cards.deck_k.occupations_2 import ResourceSellerTaken
    from agricola_qt.engine.memory import count

    assert count(state.players[0], ResourceSellerTaken) == 0


def test_wood_the_basket_did_not_leave_keeps_the_resource_sellers_wood() -> None:
    state = with_cards(full_game(), 0, "basket", "resource-seller")
    state = play(state, "place wood", "choose leave-wood")
    assert state.players[0].goods.wood == 3 - 2 + 1


def test_wood_the_wood_buyer_takes_gives_no_resource_seller_wood() -> None:
    state = _stock(with_cards(full_game(), 0, "resource-seller"), "wood", wood=1)
    state = give(with_cards(state, 1, "wood-buyer"), 1, food=1)
    state = play(state, "place wood")
    assert state.players[0].goods.wood == 1 + 1
    state = play(state, "choose buy-0")
    assert state.players[0].goods.wood == 0 and state.players[1].goods.wood == 1


@pytest.mark.parametrize(("buyer", "space", "good"), [
    ("reed-buyer", "reed", "reed"), ("stone-buyer", "stone-1", "stone")])
def test_goods_a_first_buyer_takes_give_no_resource_seller_good(buyer: str, space: str,
                                                                good: str) -> None:
    from agricola_qt.engine.cards.deck_k.occupations_2 import ResourceSellerTaken
    from agricola_qt.engine.memory import remember

    from .helpers import with_space

    state = with_space(full_game(), space) if space != "reed" else full_game()
    state = remember(with_cards(state, 0, "resource-seller"), 0,
                     ResourceSellerTaken(2 if good == "reed" else 4))  # reed / stone on top
    state = give(with_cards(state, 1, buyer), 1, food=1)
    state = play(state, f"place {space}")
    assert state.players[0].goods.get(good) == 1 + 1
    state = play(state, "choose buy-0")
    assert state.players[0].goods.get(good) == 0  # the one taken went, and the stack's back


def test_the_clay_workers_clay_gives_a_second_resource_seller_good() -> None:
    state = with_cards(full_game(), 0, "clay-worker", "resource-seller")
    state = play(state, "place wood")
    # the wood of the space, the stack's wood (its top); the Clay Worker's clay, then the
    # stack's clay (the next)
    assert state.players[0].goods == Goods(wood=3 + 1, clay=1 + 1, food=2)


def test_the_storehouse_keepers_good_gives_a_second_resource_seller_good() -> None:
    from agricola_qt.engine.cards.deck_k.occupations_2 import ResourceSellerTaken
    from agricola_qt.engine.memory import remember

    state = remember(with_cards(full_game(4), 0, "storehouse-keeper", "resource-seller"), 0,
                     ResourceSellerTaken(2))  # reed on top, then clay, stone
    state = play(state, "place reed-stone-food")
    assert state.players[0].goods.reed == 2  # the reed and stone of the space: the reed
    state = play(state, "choose clay")  # the Storehouse Keeper's clay: the next, clay
    p = state.players[0]
    # received together, reed, stone and clay take the stack's reed, clay and stone
    assert (p.goods.reed, p.goods.stone, p.goods.clay) == (2, 2, 2)
