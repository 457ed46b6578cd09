"""The answers the engine keeps per card tuple or makes once are the ones worked out afresh."""

from agricola_qt.engine import economy, new_game, new_setup
from agricola_qt.engine.cards.registry import CARDS
from agricola_qt.engine.goods import Goods, wood
from agricola_qt.engine.state import PlayerState
from agricola_qt.engine.values import replace


def test_occupation_count_counts_the_academic_twice_only_for_prerequisites() -> None:
    p = PlayerState(cards=("academic", "fireplace-2", "woodcutter"))
    assert economy.occupation_count(p) == 2
    assert economy.occupation_count(p, for_prerequisites=True) == 3
    assert economy.occupation_count(PlayerState()) == 0


def test_cooking_cards_are_the_cards_that_give_food_for_goods_in_play_order() -> None:
    cards = ("woodcutter", "cooking-hearth-4", "fireplace-2")
    assert [c for c, _ in economy.cooking_cards(cards)] == ["cooking-hearth-4", "fireplace-2"]
    assert economy.cooking_cards(("woodcutter",)) == ()


def test_cached_costs_equal_fresh_ones_and_are_shared_values() -> None:
    p = PlayerState()
    assert economy.room_base(p) == Goods(wood=5, reed=2)
    clay = replace(p, farm=replace(p.farm, house="clay"))
    assert economy.room_base(clay) == Goods(clay=5, reed=2)
    assert economy.renovation_base(clay) == Goods(stone=2, reed=1)
    assert wood(3) == Goods(wood=3) and wood(3) is wood(3) and wood(40) == Goods(wood=40)
    hearth = CARDS["cooking-hearth-4"]
    state = new_game(new_setup(2, family=True, seed=1))
    assert hearth.payments(state, 0) == hearth.payments(state, 0)
    owner = replace(state.players[0], cards=("fireplace-2",))
    with_fireplace = state.with_player(0, owner)
    assert [w.returns for w in hearth.payments(with_fireplace, 0)] == ["", "fireplace-2"]
