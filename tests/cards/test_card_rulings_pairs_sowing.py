"""Card pairs of the compendium's rulings (v11.1) about sowing: fields that are cards (Bean
Field, Lettuce Patch, Turnip Field, Acreage), the cards adding crops when sowing, and the
prerequisites that count planted fields.  The full list: ``docs/card-combinations.md``.

Pairs covered here: Bean Field / Lettuce Patch / Turnip Field each with Potato Dibber,
Fieldsman, Smallholder and Liquid Manure; Liquid Manure added to Potato Dibber, Fieldsman and
Planter Box; Acreage with Fieldsman (each stack), Smallholder (each stack; the Acreage counts
as two fields), Planter Box (nothing) and Liquid Manure; Hobby Farmer's sowing with
Fieldsman, Potato Dibber, Liquid Manure, Smallholder, Planter Box and another player's Field
Worker; Hobby Farmer with Copse and Forester (only a farmyard field is offered); card fields
with vegetables for Strawberry Patch, Herb Garden and Animal Feed, the Acreage's stacks for
Animal Feed, Copse and Forester not counting; Bean Field and Forester not counting for the
Rake; Gardener keeping the vegetables on the card fields; Copse and Forester with Smallholder
and Planter Box (no extra wood); Clapper on the Acreage's stacks; Corn Storehouse with
Acreage (sown), Forester (not), Liquid Manure and another player's Field Worker; Manure
taking wood from the Forester; Harvest Helper taking grain from another player's Acreage;
wood planted on the Copse and Forester sown like a field for the Fieldsman and Liquid Manure,
and grown by the Clapper (``Card.grow_stack``).
"""

from __future__ import annotations

import pytest
from attrs import evolve

from agricola_qt.engine import GameState, score_player
from agricola_qt.engine.cards.deck_i.minors import CopseStacks
from agricola_qt.engine.cards.deck_k.occupations import ForesterStacks
from agricola_qt.engine.cards.prerequisites import count
from agricola_qt.engine.cards.registry import card
from agricola_qt.engine.farmwork import card_fields
from agricola_qt.engine.farmyard import SownField
from agricola_qt.engine.grid import CELL_NAMES, NEIGHBOURS, parse_cell
from agricola_qt.engine.memory import remember

from .helpers import cells, full_game, give, moves_text, play, with_cards, with_farm

VEG_FIELD_CARDS = ("bean-field", "lettuce-patch", "turnip-field")


def _stacks(state: GameState, player: int = 0) -> dict[int, tuple[str, int]]:
    return {f.cell: (f.crop, f.count) for f in state.players[player].farm.sown}


def _sow_card(field_card: str, *cards: str, crop: str = "veg", times: int = 1) -> GameState:
    state = with_cards(full_game(first=("sow-bake",)), 0, field_card, *cards)
    state = give(state, 0, **{crop: times})
    state = play(state, "place sow-bake")
    for _ in range(times):
        state = play(state, f"sow {field_card} {crop}")
    return state


def _on_card(state: GameState, field_card: str) -> list[int]:
    p = state.players[0]
    return [p.farm.crop_on(slot) and next(f.count for f in p.farm.sown if f.cell == slot) or 0
            for slot, c in sorted(card_fields(p).items()) if c == field_card]


# --- fields on cards and the cards adding crops ----------------------------------------------

@pytest.mark.parametrize("field_card", VEG_FIELD_CARDS)
@pytest.mark.parametrize(("bonus", "more"), [
    ("potato-dibber", 1), ("fieldsman", 2), ("smallholder", 1), ("liquid-manure", 1)])
def test_cards_adding_vegetables_add_them_on_vegetable_field_cards(
        field_card: str, bonus: str, more: int) -> None:
    state = _sow_card(field_card, bonus)
    assert _on_card(state, field_card) == [2 + more]


@pytest.mark.parametrize(("bonus", "more"), [("potato-dibber", 1), ("fieldsman", 2)])
def test_liquid_manure_adds_to_the_other_cards_extra_vegetable(bonus: str, more: int) -> None:
    state = _sow_card("bean-field", bonus, "liquid-manure")
    assert _on_card(state, "bean-field") == [2 + more + 1]


def test_liquid_manure_adds_to_the_planter_boxs_extra_grain() -> None:
    state = with_cards(full_game(first=("sow-bake",)), 0, "planter-box", "liquid-manure")
    rooms = state.players[0].farm.rooms
    cell = next(c for c in range(15) if NEIGHBOURS[c] & rooms and not rooms >> c & 1)
    state = give(with_farm(state, 0, fields=1 << cell), 0, grain=1)
    state = play(state, "place sow-bake", f"sow {CELL_NAMES[cell]} grain")
    assert _stacks(state)[cell] == ("grain", 3 + 2 + 1)


@pytest.mark.parametrize(("bonus", "each"), [
    ("fieldsman", 4), ("smallholder", 4), ("liquid-manure", 4), ("planter-box", 3)])
def test_acreage_stacks_get_the_bonus_of_each_field_sown(bonus: str, each: int) -> None:
    # two stacks are two fields sown: Fieldsman adds 1 to each; no Planter Box on a card
    state = _sow_card("acreage", bonus, crop="grain", times=2)
    assert _on_card(state, "acreage") == [each, each]


def test_the_acreage_counts_as_two_fields_for_the_smallholder() -> None:
    state = with_farm(with_cards(full_game(first=("sow-bake",)), 0, "acreage", "smallholder"),
                      0, fields=cells("c1"))
    state = play(give(state, 0, grain=1), "place sow-bake", "sow c1 grain")
    assert _stacks(state)[parse_cell("c1")] == ("grain", 3)  # three fields: no extra grain


# --- Hobby Farmer ------------------------------------------------------------------------------

def test_hobby_farmers_vegetable_is_a_sowing_for_every_card_that_cares() -> None:
    state = with_cards(full_game(), 0, "fieldsman", "potato-dibber", "liquid-manure",
                       "smallholder")
    state = with_cards(with_farm(state, 0, fields=cells("c1")), 1, "field-worker")
    other_food = state.players[1].goods.food
    state = card("hobby-farmer").on_acquired(state, 0)
    state = play(state, "choose c1")
    assert _stacks(state)[parse_cell("c1")] == ("veg", 2 + 2 + 1 + 1 + 1)
    assert state.players[1].goods.food == other_food + 1  # the Field Worker's


def test_hobby_farmers_vegetable_gets_the_planter_box_next_to_a_room() -> None:
    state = with_cards(full_game(), 0, "planter-box")
    rooms = state.players[0].farm.rooms
    cell = next(c for c in range(15) if NEIGHBOURS[c] & rooms and not rooms >> c & 1)
    state = with_farm(state, 0, fields=1 << cell)
    state = play(card("hobby-farmer").on_acquired(state, 0), f"choose {CELL_NAMES[cell]}")
    assert _stacks(state)[cell] == ("veg", 2 + 1)


def test_hobby_farmer_sows_no_wood_on_the_copse_or_the_forester() -> None:
    state = with_farm(with_cards(give(full_game(), 0, wood=3), 0, "copse", "forester"), 0,
                      fields=cells("c1"))
    state = card("hobby-farmer").on_acquired(state, 0)
    assert moves_text(state) >= {"choose c1", "choose no"}
    assert not any("plant" in m for m in moves_text(state))


# --- fields on cards for prerequisites, scoring and the Gardener ----------------------------

@pytest.mark.parametrize("field_card", VEG_FIELD_CARDS)
def test_vegetables_on_a_field_card_count_for_vegetable_and_planted_field_prerequisites(
        field_card: str) -> None:
    state = _sow_card(field_card)
    p = state.players[0]
    assert count(p, "veg_fields") == 1  # Herb Garden (1), Strawberry Patch (2 with another)
    assert count(p, "planted_fields") == 1  # Animal Feed
    with_second = with_farm(state, 0, fields=cells("c1"),
                            sown=(*p.farm.sown, SownField(parse_cell("c1"), "veg", 2)))
    assert count(with_second.players[0], "veg_fields") == 2


def test_the_acreage_counts_its_stacks_the_copse_and_forester_none_for_animal_feed() -> None:
    state = _sow_card("acreage", crop="grain", times=2)
    state = remember(with_cards(state, 0, "copse", "forester"), 0, CopseStacks((3,)))
    state = remember(state, 0, ForesterStacks((3, 0, 0)))
    assert count(state.players[0], "planted_fields") == 2
    assert count(state.players[0], "grain_fields") == 2


def test_grocers_vegetables_are_no_vegetable_field() -> None:
    state = give(with_cards(full_game(), 0, "grocer"), 0, veg=3)
    assert count(state.players[0], "veg_fields") == 0


def test_bean_field_and_forester_are_no_fields_for_the_rake() -> None:
    state = _sow_card("bean-field", "rake", "forester")
    state = with_farm(state, 0, fields=cells("c1", "c2", "c3", "d1"))
    assert score_player(state.players[0]).breakdown["bonus_points"] == 0
    five = with_farm(state, 0, fields=cells("c1", "c2", "c3", "d1", "d2"))
    assert score_player(five.players[0]).breakdown["bonus_points"] == 2


@pytest.mark.parametrize("field_card", VEG_FIELD_CARDS)
def test_gardener_leaves_the_vegetables_on_field_cards(field_card: str) -> None:
    from agricola_qt.engine.events import Event, announce

    state = _sow_card(field_card, "gardener")
    before = _on_card(state, field_card)
    state = announce(state, Event("work_end"))
    p = state.players[0]
    harvested = evolve(p.farm, sown=tuple(evolve(f, count=f.count - 1) for f in p.farm.sown))
    state = state.with_player(0, evolve(p, farm=harvested))
    state = announce(state, Event("harvest_start"))
    assert _on_card(state, field_card) == before


# --- the Copse and Forester, the Corn Storehouse and the Manure ------------------------------

def test_no_smallholder_or_planter_box_wood_on_the_copse() -> None:
    from agricola_qt.engine.cards.deck_i.minors import copse_stacks

    state = with_cards(full_game(first=("sow-bake",)), 0, "copse", "smallholder", "planter-box")
    state = with_farm(give(state, 0, wood=1, grain=1), 0, fields=cells("e1"))
    state = play(state, "place sow-bake", "choose plant", "sow e1 grain")
    assert copse_stacks(state.players[0]) == [3]
    assert _stacks(state)[parse_cell("e1")] == ("grain", 3 + 1)  # the Smallholder's field


def test_no_smallholder_wood_on_the_forester() -> None:
    state = with_cards(full_game(first=("sow-bake",)), 0, "forester", "smallholder")
    state = with_farm(give(state, 0, wood=1, grain=1), 0, fields=cells("e1"))
    state = play(state, "place sow-bake", "choose plant-1", "sow e1 grain")
    from agricola_qt.engine.memory import recall

    assert recall(state.players[0], ForesterStacks) == ForesterStacks((3, 0, 0))


def test_the_clapper_adds_a_grain_to_each_acreage_stack() -> None:
    state = _sow_card("acreage", crop="grain", times=2)
    state = card("clapper").grow_grain(with_cards(state, 0, "clapper"), 0)  # type: ignore[attr-defined]
    assert _on_card(state, "acreage") == [4, 4]


def _corn_storehouse(*cards: str, other: tuple[str, ...] = ()) -> GameState:
    from agricola_qt.engine.events import Event, announce

    state = with_cards(give(full_game(), 0, grain=3), 0, "corn-storehouse", *cards)
    state = with_cards(with_farm(state, 0, fields=cells("c1")), 1, *other)
    return announce(state, Event("harvest_start"))


def test_the_corn_storehouse_sows_on_the_acreage_not_on_the_forester() -> None:
    state = _corn_storehouse("acreage", "forester")
    assert moves_text(state) >= {"choose c1", "choose acreage", "choose done"}
    assert not any("forester" in m for m in moves_text(state))
    state = play(state, "choose acreage", "choose acreage")
    assert _on_card(state, "acreage") == [2, 2] and state.players[0].goods.grain == 1


def test_the_corn_storehouses_sowing_gets_liquid_manure_and_pays_the_field_worker() -> None:
    state = _corn_storehouse("liquid-manure", other=("field-worker",))
    food = state.players[1].goods.food
    state = play(state, "choose c1")
    assert _stacks(state)[parse_cell("c1")] == ("grain", 2 + 1)
    assert state.players[1].goods.food == food + 1


def test_the_manure_also_takes_wood_from_the_forester() -> None:
    state = with_cards(full_game(), 0, "manure", "forester")
    state = remember(state, 0, ForesterStacks((3, 2, 0)))
    wood = state.players[0].goods.wood
    state = play(state, "place fishing", "place clay", "place reed", "place grain")
    assert state.frame is not None and state.frame.space == "manure"
    state = play(state, "choose harvest")
    from agricola_qt.engine.memory import recall

    assert recall(state.players[0], ForesterStacks) == ForesterStacks((2, 1, 0))
    assert state.players[0].goods.wood == wood + 2


def test_the_harvest_helper_may_take_grain_from_another_players_acreage() -> None:
    from agricola_qt.engine.events import Event, announce

    state = with_cards(with_cards(full_game(), 0, "harvest-helper"), 1, "acreage")
    q = state.players[1]
    slots = sorted(card_fields(q))
    farm = q.farm.with_sown(slots[0], "grain", 2).with_sown(slots[1], "grain", 3)
    state = state.with_player(1, evolve(q, farm=farm))
    state = announce(state, Event("feeding_start"))
    assert state.frame is not None and state.frame.options == ("1-acreage", "no")
    food = state.players[1].goods.food
    state = play(state, "choose 1-acreage")
    assert [_stacks(state, 1)[slot] for slot in slots] == [("grain", 1), ("grain", 3)]
    assert state.players[1].goods.food == food + 2
    assert state.players[0].goods.grain == 1


# --- wood planted on the Copse and the Forester is sown like a field ----------------------------

def _plant(card_id: str, *cards: str) -> GameState:
    """Player 0 plants 1 wood on ``card_id`` and sows grain on c1 (Sow and/or Bake)."""
    state = with_farm(full_game(first=("sow-bake",)), 0, fields=cells("c1"))
    state = give(with_cards(state, 0, card_id, *cards), 0, wood=1, grain=1)
    state = play(state, "place sow-bake")
    return play(state, "choose plant" if card_id == "copse" else "choose plant-1",
                "sow c1 grain")


def _wood_stacks(state: GameState, card_id: str) -> tuple[int, ...]:
    """The wood in each (non-empty) stack on the card."""
    from agricola_qt.engine.memory import recall

    kind = CopseStacks if card_id == "copse" else ForesterStacks
    kept = recall(state.players[0], kind)
    return tuple(n for n in kept.wood if n) if kept is not None else ()


@pytest.mark.parametrize("card_id", ["copse", "forester"])
def test_the_fieldsman_adds_wood_planted_on_the_copse_and_forester(card_id: str) -> None:
    state = _plant(card_id, "fieldsman")
    # two "fields" sown in the turn (the stack of wood and c1): 1 more on each
    assert _wood_stacks(state, card_id) == (4,)
    assert state.players[0].farm.crop_total("grain") == 4


def test_liquid_manure_adds_wood_planted_on_the_copse() -> None:
    state = _plant("copse", "liquid-manure")
    assert _wood_stacks(state, "copse") == (4,)
    assert state.players[0].farm.crop_total("grain") == 4


def test_the_smallholder_plants_no_extra_wood() -> None:
    state = _plant("copse", "smallholder")
    assert _wood_stacks(state, "copse") == (3,)
    assert state.players[0].farm.crop_total("grain") == 4  # the field still gets its extra


@pytest.mark.parametrize(("card_id", "before", "after"), [
    ("copse", CopseStacks((3, 2)), (4, 3)),
    ("forester", ForesterStacks((3, 0, 1)), (4, 2))])
def test_the_clapper_adds_wood_on_the_copse_and_forester(card_id: str, before: object,
                                                         after: tuple[int, ...]) -> None:
    from .helpers import with_space

    state = with_space(with_cards(give(full_game(), 0, food=2), 0, card_id, "clapper"),
                       "family-growth")
    state = with_farm(remember(state, 0, before), 0, rooms=cells("a1", "a2", "a3"))
    state = play(state, "place family-growth")
    assert state.players[0].people == 3
    assert _wood_stacks(state, card_id) == after
