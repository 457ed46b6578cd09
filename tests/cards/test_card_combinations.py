"""Cards whose rulings (compendium v11.1) name another card, a cost or a way of holding
animals, tested together (the sweep of issue 12).  ``test_cost_combinations.py`` has the cost
cards combined on rooms, renovations and improvements; this module the rest.

Combinations covered here:

- costs of named improvements: Clay/Wooden/Stone Hut Extension with Ladder, Frame Builder,
  Carpenter, Clay Plasterer (room cost cards do not apply) and Bricklayer (1 clay less, as
  for any improvement); Holiday House with Clay Roof, Brushwood Roof, Straw-thatched Roof
  (no effect) and with Thatcher or Ladder (1 reed less on either alternative); Mansion with
  Thatcher and Ladder together; Chicken Coop and Corn Storehouse with Thatcher; Water Mill
  with Ladder; Helpful Neighbours with Bricklayer (the clay alternative is free); Lumber
  with Stonecutter (free); Village Well with Well Builder (the Well back on the board is the
  Well Builder's again);
- holding animals, whatever the order the cards were played in: Wildlife Reserve with
  Drinking Trough and with Shepherd's Pipe; Smallholder with Drinking Trough and Shepherd's
  Pipe (7 sheep on a pasture for 2); Stablemaster with Drinking Trough and with Shepherd's
  Pipe (neither enlarges its stable);
  House Goat with Animal Tamer (the Tamer has no effect);
- goods on cards: Pelts with Tanner, Basin Maker and Brush Maker (all for the same boar);
- points: Mansion with Half-timbered House (only the Mansion's);
- rooms by card: Clay Hut Extension with Wet Nurse (counts as building a room).
"""

from __future__ import annotations

import pytest

from agricola_qt.engine import GameState, apply, legal_moves, score_player
from agricola_qt.engine.economy import housing
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.grid import boundary_edges
from agricola_qt.engine.improvements import payments

from .helpers import (
    cells,
    full_game,
    play,
    set_goods,
    with_cards,
    with_farm,
    with_hand,
    with_space,
)

PLENTY = {"wood": 10, "clay": 10, "reed": 5, "stone": 10, "food": 5}


def _on_improvement(minor: str, *cards: str, house: str = "wood") -> GameState:
    state = with_hand(with_space(full_game(), "improvement"), 0, minors=(minor,))
    state = with_farm(with_cards(state, 0, *cards), 0, house=house)
    return play(set_goods(state, 0, **PLENTY), "place improvement")


def _payments(minor: str, *cards: str, house: str = "wood") -> set[Goods]:
    """What playing ``minor`` may cost: the bare move and each ``pay`` the table lists."""
    state = _on_improvement(minor, *cards, house=house)
    out = set()
    for move in legal_moves(state):
        if move.verb == "minor" and move.args[0] == minor:
            after = apply(state, move)
            out.add(state.players[0].goods - after.players[0].goods)
    return out


# --- costs of named improvements -------------------------------------------------------------

@pytest.mark.parametrize(("minor", "house", "printed"), [
    ("clay-hut-extension", "clay", Goods(clay=4, reed=1)),
    ("wooden-hut-extension", "wood", Goods(wood=5, reed=1)),
    ("stone-house-extension", "stone", Goods(stone=3, reed=1)),
])
@pytest.mark.parametrize("room_card", ["ladder", "frame-builder", "carpenter", "clay-plasterer"])
def test_cards_changing_a_rooms_cost_do_not_change_a_hut_extensions(
        minor: str, house: str, printed: Goods, room_card: str) -> None:
    assert _payments(minor, room_card, house=house) == {printed}


def test_bricklayer_takes_only_one_clay_off_the_clay_hut_extension() -> None:
    assert _payments("clay-hut-extension", "bricklayer", house="clay") == {
        Goods(clay=3, reed=1)}


@pytest.mark.parametrize("roof", ["clay-roof", "brushwood-roof", "straw-thatched-roof"])
def test_roof_cards_do_not_change_the_holiday_houses_reed(roof: str) -> None:
    assert _payments("holiday-house", roof) == {Goods(wood=3, reed=2), Goods(clay=3, reed=2)}


@pytest.mark.parametrize("reed_card", ["thatcher", "ladder"])
def test_thatcher_or_ladder_take_a_reed_off_either_holiday_house_alternative(
        reed_card: str) -> None:
    assert _payments("holiday-house", reed_card) == {Goods(wood=3, reed=1),
                                                     Goods(clay=3, reed=1)}


def test_thatcher_and_ladder_together_take_both_reed_off_the_mansion() -> None:
    assert _payments("mansion", "thatcher", "ladder") == {Goods(wood=3, clay=3, stone=3)}


def test_thatcher_on_chicken_coop_and_corn_storehouse_and_ladder_on_water_mill() -> None:
    assert _payments("chicken-coop", "thatcher") == {Goods(wood=2), Goods(clay=2)}
    assert _payments("corn-storehouse", "thatcher") == {Goods(wood=2, reed=1),
                                                        Goods(clay=2, reed=1)}
    assert _payments("water-mill", "ladder") == {Goods(wood=1, clay=2, stone=2)}


def test_bricklayer_makes_the_clay_alternative_of_helpful_neighbours_free() -> None:
    state = _on_improvement("helpful-neighbours", "bricklayer")
    assert "minor helpful-neighbours pay nothing" in {str(m) for m in legal_moves(state)}
    after = apply(state, "minor helpful-neighbours pay nothing")
    spent = state.players[0].goods - after.players[0].goods
    assert spent.wood == 0 and spent.clay == 0


def test_stonecutter_makes_the_lumber_free() -> None:
    state = _on_improvement("lumber", "stonecutter")
    after = apply(state, "minor lumber")
    assert after.players[0].goods - state.players[0].goods == Goods(wood=3)


def test_the_well_returned_for_the_village_well_is_the_well_builders_again() -> None:
    state = with_hand(with_space(full_game(), "improvement"), 0, minors=("village-well",))
    state = set_goods(with_cards(state, 0, "well-builder"), 0, **PLENTY)
    state = play(state, "place improvement", "buy well")
    assert "well" not in state.majors
    state = play(state, "place fishing", "place starting-player",
                 "minor village-well return well")
    assert "well" in state.majors
    assert {p.goods for p in payments(state, 0, "well")} == {Goods(wood=1, stone=1)}


# --- holding animals --------------------------------------------------------------------------

def _housing(*cards: str, **farm: object):  # type: ignore[no-untyped-def]
    state = with_cards(full_game(), 0, *cards)
    return housing(with_farm(state, 0, **farm).players[0] if farm else state.players[0])


@pytest.mark.parametrize("cards", [("wildlife-reserve", "drinking-trough"),
                                   ("drinking-trough", "wildlife-reserve")])
def test_the_drinking_trough_enlarges_the_wildlife_reserve_in_either_order(
        cards: tuple[str, ...]) -> None:
    room = _housing(*cards)
    assert room.holds((3 + 1, 3, 3))  # 3 of each on the reserve, 1 pet in the house
    assert not room.holds((3, 3, 3 + 2))


@pytest.mark.parametrize("cards", [("wildlife-reserve", "shepherds-pipe"),
                                   ("shepherds-pipe", "wildlife-reserve")])
def test_the_shepherds_pipe_enlarges_the_wildlife_reserve(cards: tuple[str, ...]) -> None:
    assert _housing(*cards).holds((3, 1, 1))  # 1 + 2 sheep on the reserve, 1 pet


@pytest.mark.parametrize("cards", [("smallholder", "drinking-trough", "shepherds-pipe"),
                                   ("shepherds-pipe", "drinking-trough", "smallholder"),
                                   ("drinking-trough", "smallholder", "shepherds-pipe")])
def test_smallholder_trough_and_pipe_add_up_to_seven_sheep_on_a_pasture_for_two(
        cards: tuple[str, ...]) -> None:
    room = _housing(*cards, fences=boundary_edges(cells("e1")))
    assert room.best_keep((9, 0, 0)) == (7 + 1, 0, 0)  # and the pet in the house


@pytest.mark.parametrize("cards", [("stablemaster", "drinking-trough"),
                                   ("drinking-trough", "stablemaster")])
def test_the_drinking_trough_does_not_enlarge_the_stablemasters_stable(
        cards: tuple[str, ...]) -> None:
    room = _housing(*cards, stables=cells("e1"))
    assert room.holds((0, 0, 3 + 1)) and not room.holds((0, 0, 5 + 1))


@pytest.mark.parametrize("cards", [("stablemaster", "shepherds-pipe"),
                                   ("shepherds-pipe", "stablemaster")])
def test_the_shepherds_pipe_does_not_enlarge_the_stablemasters_stable(
        cards: tuple[str, ...]) -> None:
    room = _housing(*cards, stables=cells("e1", "e2"))
    # the Stablemaster's stable 3, the other stable 2 sheep with the Pipe, 1 in the house
    assert room.best_keep((9, 0, 0)) == (6, 0, 0)


@pytest.mark.parametrize("cards", [("house-goat", "animal-tamer"),
                                   ("animal-tamer", "house-goat")])
def test_with_the_house_goat_the_animal_tamer_has_no_effect(cards: tuple[str, ...]) -> None:
    room = _housing(*cards)
    assert not room.holds((1, 0, 0))
    assert _housing("animal-tamer").holds((1, 1, 0))  # alone: one animal per room


# --- goods kept on cards -------------------------------------------------------------------------

def test_pelts_works_beside_tanner_basin_maker_and_brush_maker_for_each_boar() -> None:
    from agricola_qt.engine.cards.deck_e.occupations_1 import BrushMakerBoar
    from agricola_qt.engine.cards.deck_k.minors import PeltsFood
    from agricola_qt.engine.cards.deck_k.occupations import BasinMakerWood, TannerBoar
    from agricola_qt.engine.memory import count

    state = with_cards(set_goods(full_game(), 0, boar=2, wood=2, food=2), 0, "pelts",
                       "tanner", "basin-maker", "brush-maker", "fireplace-2")
    state = play(state, "convert boar", "choose tanner", "choose store",
                 "convert boar", "choose other", "choose 2", "choose store")
    p = state.players[0]
    assert (count(p, TannerBoar), count(p, BrushMakerBoar), count(p, BasinMakerWood),
            count(p, PeltsFood)) == (1, 1, 2, 2)
    assert p.goods.food == 2 + 2 * 2 - 2 and p.goods.wood == 0


# --- points and rooms ----------------------------------------------------------------------------

@pytest.mark.parametrize("cards", [("mansion", "half-timbered-house"),
                                   ("half-timbered-house", "mansion")])
def test_mansion_and_half_timbered_house_give_only_the_mansions_points(
        cards: tuple[str, ...]) -> None:
    p = with_cards(with_farm(full_game(), 0, house="stone"), 0, *cards).players[0]
    alone = with_cards(with_farm(full_game(), 0, house="stone"), 0, "mansion").players[0]
    assert score_player(p).breakdown["bonus_points"] == \
        score_player(alone).breakdown["bonus_points"] == 2 * p.farm.room_count


def test_the_clay_hut_extension_is_a_room_built_for_the_wet_nurse() -> None:
    state = _on_improvement("clay-hut-extension", "wet-nurse", house="clay")
    after = play(state, "minor clay-hut-extension", "choose b3")
    assert after.players[0].farm.room_count == 3
    frame = next(f for f in reversed(after.pending) if f.kind == "card")
    assert frame.space == "wet-nurse" and "grow" in frame.options
