"""Card pairs of the compendium's rulings (v11.1) about end-of-game points.  The full list:
``docs/card-combinations.md``.

Pairs covered here: Chief with Half-timbered House (4 points a stone room), with Mansion and
with both (5); Clogs with Mansion and with Chief's Daughter (both score); Yeoman Farmer with
Tenant Farmer (no minus points for animals not given back) and with Horse (the missing kind's
point given back as well as the Horse's 2); Horse and Tenant Farmer with Constable (their
minus points keep the Constable's 5 away); Lord of the Manor with Brewery and Schnaps
Distillery (their bonus points are no category); Sawmill with Copse and Forester (the wood on
them counts), with Basin Maker (its wood does not); Storehouse Clerk with
Copse and Forester (only the supply counts); Joinery with Copse and Forester too.
"""

from __future__ import annotations

import pytest

from agricola_qt.engine import GameState, score_player
from agricola_qt.engine.cards.deck_i.minors import CopseStacks
from agricola_qt.engine.cards.deck_k.occupations import ForesterStacks
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.memory import remember
from agricola_qt.engine.values import replace

from .helpers import full_game, set_goods, with_cards, with_farm


def _bonus(state: GameState, player: int = 0) -> int:
    return score_player(state.players[player], state.players).breakdown["bonus_points"]


def _stone_house(*cards: str) -> GameState:
    return with_farm(with_cards(full_game(), 0, *cards), 0, house="stone")  # 2 rooms


@pytest.mark.parametrize(("cards", "per_room"), [
    (("chief",), 1), (("chief", "half-timbered-house"), 2), (("chief", "mansion"), 3),
    (("chief", "mansion", "half-timbered-house"), 3)])
def test_chief_adds_to_the_houses_points_per_stone_room(cards: tuple[str, ...],
                                                         per_room: int) -> None:
    assert _bonus(_stone_house(*cards)) == 2 * per_room


@pytest.mark.parametrize(("cards", "bonus"), [
    (("clogs", "mansion"), 2 + 4), (("clogs", "chiefs-daughter"), 2 + 3)])
def test_clogs_score_beside_the_other_house_cards(cards: tuple[str, ...], bonus: int) -> None:
    assert _bonus(_stone_house(*cards)) == bonus


def test_with_the_yeoman_farmer_animals_not_given_back_cost_nothing() -> None:
    state = set_goods(with_cards(full_game(), 0, "tenant-farmer", "yeoman-farmer"), 0)
    alone = set_goods(with_cards(full_game(), 0, "tenant-farmer"), 0)
    base = set_goods(full_game(), 0)
    assert _bonus(alone) - _bonus(base) == -3
    assert _bonus(state) - _bonus(with_cards(base, 0, "yeoman-farmer")) == 0


def test_yeoman_farmer_gives_back_the_missing_kinds_point_beside_the_horse() -> None:
    state = set_goods(full_game(), 0, sheep=1, boar=1)  # no cattle: -1
    cattle = score_player(state.players[0]).breakdown["cattle"]
    assert cattle == -1
    both = with_cards(state, 0, "yeoman-farmer", "horse")
    assert _bonus(both) - _bonus(with_cards(state, 0, "yeoman-farmer")) == 2
    assert _bonus(with_cards(state, 0, "yeoman-farmer")) >= 1  # the cattle's point back


def _no_minus(state: GameState) -> GameState:
    """Player 0's farm with nothing scoring below zero except what the test adds."""
    from agricola_qt.engine.farmyard import Farmyard, SownField
    from agricola_qt.engine.grid import boundary_edges

    from .helpers import cells

    farm = Farmyard(rooms=cells("a1", "a2", "a3", "b1", "b2", "b3", "c1", "c2", "c3",
                                "d1", "d2"),
                    fields=cells("e1", "e2"),
                    sown=(SownField(14, "grain", 1), SownField(13, "veg", 1)),
                    fences=boundary_edges(cells("d3", "e3")), house="stone")
    state = with_farm(state, 0, **{f: getattr(farm, f) for f in
                                   ("rooms", "fields", "sown", "fences", "house")})
    return set_goods(state, 0, grain=1, sheep=1, boar=1, cattle=1, food=0)


def test_constable_five_points_without_minus_points() -> None:
    state = _no_minus(with_cards(full_game(), 0, "constable"))
    sheet = score_player(state.players[0], state.players).breakdown
    assert min(sheet.values()) >= 0, sheet
    assert _bonus(state) == 5


def test_the_horses_missing_kind_still_keeps_the_constables_points_away() -> None:
    state = _no_minus(with_cards(full_game(), 0, "constable", "horse"))
    state = state.with_player(0, replace(state.players[0],
                                         goods=state.players[0].goods - Goods(cattle=1)))
    assert _bonus(state) == 2  # the Horse's only


def test_tenant_farmers_animals_not_given_back_keep_the_constables_points_away() -> None:
    state = _no_minus(with_cards(full_game(), 0, "constable"))
    state = with_cards(state, 0, "tenant-farmer")
    state = state.with_player(0, replace(state.players[0], goods=Goods(grain=1, sheep=1)))
    assert _bonus(state) < 0  # two animals not given back, no Constable


@pytest.mark.parametrize(("card", "goods"), [
    ("brewery", Goods(grain=9)), ("schnaps-distillery", Goods(veg=6))])
def test_lord_of_the_manor_does_not_count_other_cards_bonus_points(card: str,
                                                                   goods: Goods) -> None:
    state = with_cards(full_game(), 0, "lord-of-the-manor")
    state = state.with_player(0, replace(state.players[0], goods=goods))
    lord = _bonus(state)
    with_card = with_cards(state, 0, card)
    sheet = score_player(with_card.players[0], with_card.players).breakdown
    # the card's own points only; the Lord's count is the same (grain/vegetables: 4 points)
    assert sheet["bonus_points"] == lord + score_player_card(with_card, card)


def score_player_card(state: GameState, card_id: str) -> int:
    from agricola_qt.engine.cards.registry import card

    return card(card_id).bonus_points(state.players[0], state.players)


# --- wood on cards -------------------------------------------------------------------------------

def _wood_on_cards(*cards: str) -> GameState:
    state = set_goods(with_cards(full_game(), 0, *cards), 0, wood=1)
    state = remember(state, 0, CopseStacks((2,)))
    return remember(state, 0, ForesterStacks((2, 0, 0)))


def test_wood_on_the_copse_and_forester_counts_for_the_sawmill() -> None:
    from agricola_qt.engine.cards.registry import card

    state = _wood_on_cards("sawmill", "copse", "forester")
    assert card("sawmill").bonus_points(state.players[0], state.players) == 3  # 1 + 2 + 2
    alone = set_goods(with_cards(full_game(), 0, "sawmill"), 0, wood=1)
    assert card("sawmill").bonus_points(alone.players[0], alone.players) == 0


def test_wood_on_the_copse_counts_for_the_joinery() -> None:
    from agricola_qt.engine.cards.registry import card

    state = _wood_on_cards("joinery", "copse", "forester")
    assert card("joinery").bonus_points(state.players[0], state.players) == 2  # 5 wood


def test_wood_on_the_basin_maker_does_not_count_for_the_sawmill_or_joinery() -> None:
    from agricola_qt.engine.cards.deck_k.occupations import BasinMakerWood
    from agricola_qt.engine.cards.registry import card

    state = set_goods(with_cards(full_game(), 0, "sawmill", "joinery", "basin-maker"), 0)
    state = remember(state, 0, BasinMakerWood(5))
    for scorer in ("sawmill", "joinery"):
        assert card(scorer).bonus_points(state.players[0], state.players) <= 0


def test_only_the_supply_counts_for_the_storehouse_clerk() -> None:
    from agricola_qt.engine.events import Event, announce

    state = _wood_on_cards("storehouse-clerk", "copse", "forester")
    state = set_goods(state, 0, wood=7)  # 7 + 4 on the cards: still under 8 in the supply
    state = announce(state, Event("round_start"))
    assert state.players[0].goods.wood == 7
