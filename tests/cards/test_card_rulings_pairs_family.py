"""Card pairs of the compendium's rulings (v11.1) about rooms a card builds and family growth
a card brings.  The full list: ``docs/card-combinations.md``.

Pairs covered here: Wet Nurse with Wooden Hut Extension, Stone House Extension, Hut Builder
and Mason (every room a card adds is a room built); Wet Nurse's growth with Adoptive Parents
(it may act at once), Farm Steward (it is the growth the Steward helps), another player's
Midwife, and the Clapper (no family growth space, so no grain); Lover's growth with Adoptive
Parents, another player's Midwife, the Clapper (nothing) and the Farm Steward (not used up);
the Reed Hut discarded for the Madonna Statue (its occupant leaves too); the Reed Hut's
occupant no offspring for the Ratcatcher; the Reed Hut's occupant moving into the house
with a growth when no person is left (a newborn the Adoptive Parents let act).
"""

from __future__ import annotations

from agricola_qt.engine import GameState

from .helpers import (
    at_round,
    cells,
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


def _asked(state: GameState, card_id: str) -> bool:
    return any(f.kind == "card" and f.space == card_id for f in state.pending)


def _minor(state: GameState, minor: str, *moves: str) -> GameState:
    state = with_hand(with_space(state, "improvement"), 0, minors=(minor,))
    return play(state, "place improvement", f"minor {minor}", *moves)


# --- rooms a card adds ---------------------------------------------------------------------------

def test_the_wooden_hut_extension_is_a_room_built_for_the_wet_nurse() -> None:
    state = give(with_cards(full_game(), 0, "wet-nurse"), 0, wood=5, reed=1)
    state = _minor(state, "wooden-hut-extension", "choose b3")
    assert state.players[0].farm.room_count == 3 and _asked(state, "wet-nurse")


def test_the_stone_house_extension_is_a_room_built_for_the_wet_nurse() -> None:
    state = with_farm(with_cards(full_game(), 0, "wet-nurse"), 0, house="stone")
    state = _minor(give(state, 0, stone=3, reed=1), "stone-house-extension", "choose b3")
    assert state.players[0].farm.room_count == 3 and _asked(state, "wet-nurse")


def test_the_hut_builders_free_room_is_a_room_built_for_the_wet_nurse() -> None:
    state = with_hand(with_cards(full_game(), 0, "wet-nurse"), 0, occupations=("hut-builder",))
    state = play(state, "place occupation", "occupation hut-builder")
    state = play(at_round(state, 10), "place fishing", "place wood", "place clay")
    state = play(state, "choose b2")
    assert state.players[0].farm.room_count == 3 and _asked(state, "wet-nurse")


def test_the_masons_free_room_is_a_room_built_for_the_wet_nurse() -> None:
    state = with_cards(full_game(), 0, "mason", "wet-nurse")
    state = with_farm(state, 0, house="stone", rooms=cells("a1", "a2", "a3", "b3"))
    state = play(state, "use mason b2")
    assert state.players[0].farm.room_count == 5 and _asked(state, "wet-nurse")


# --- family growth by card -----------------------------------------------------------------------

def _wet_nurse_growth(*cards: str, other: tuple[str, ...] = ()) -> GameState:
    state = with_cards(give(full_game(), 0, wood=5, reed=2), 0, "wet-nurse", *cards)
    state = with_cards(state, 1, *other)
    state = play(state, "place build-rooms", "room b3")
    assert _asked(state, "wet-nurse")
    return play(state, "choose grow")


def test_the_wet_nurses_newcomer_may_act_with_the_adoptive_parents() -> None:
    state = _wet_nurse_growth("adoptive-parents")
    assert moves_text(state) >= {"choose adopt", "choose no"}
    state = play(state, "choose adopt")
    assert state.players[0].newborns == 0 and state.players[0].people == 3


def test_the_wet_nurses_growth_triggers_another_players_midwife() -> None:
    food = full_game().players[1].goods.food
    state = _wet_nurse_growth(other=("midwife",))
    assert state.players[1].goods.food == food + 1


def test_the_wet_nurses_growth_gives_no_clapper_grain() -> None:
    from agricola_qt.engine.farmyard import SownField
    from agricola_qt.engine.grid import parse_cell

    state = with_farm(full_game(), 0, fields=cells("c1"),
                      sown=(SownField(parse_cell("c1"), "grain", 3),))
    state = with_cards(give(state, 0, wood=5, reed=2), 0, "wet-nurse", "clapper")
    state = play(state, "place build-rooms", "room b3", "choose grow")
    assert state.players[0].farm.crop_total("grain") == 3


def test_the_wet_nurses_growth_is_the_growth_the_farm_steward_helps() -> None:
    from agricola_qt.engine.cards.deck_i.occupations import FarmStewardUsed
    from agricola_qt.engine.memory import recall

    state = with_cards(give(full_game(), 0, clay=5, reed=2), 0, "wet-nurse", "farm-steward")
    state = with_farm(state, 0, house="clay")
    state = play(state, "place build-rooms", "room b3", "choose grow")
    assert state.players[0].people == 3
    assert recall(state.players[0], FarmStewardUsed) is not None


def _lover(*cards: str, other: tuple[str, ...] = ()) -> GameState:
    food = 4 + sum(1 for c in cards if c == "adoptive-parents")  # a first occupation
    state = with_cards(set_goods(full_game(), 0, food=food + 1), 0, *cards)
    state = with_hand(with_cards(state, 1, *other), 0, occupations=("lover",))
    return play(state, "place occupation", "occupation lover")


def test_the_lovers_newcomer_may_act_with_the_adoptive_parents() -> None:
    state = _lover("adoptive-parents")
    assert state.players[0].people == 3
    assert moves_text(state) >= {"choose adopt", "choose no"}
    state = play(state, "choose adopt")
    assert state.players[0].newborns == 0


def test_the_lovers_growth_triggers_another_players_midwife() -> None:
    food = full_game().players[1].goods.food
    state = _lover(other=("midwife",))
    assert state.players[0].people == 3 and state.players[1].goods.food == food + 1


def test_the_lovers_growth_gives_no_clapper_grain() -> None:
    from agricola_qt.engine.farmyard import SownField
    from agricola_qt.engine.grid import parse_cell

    state = with_farm(full_game(), 0, fields=cells("c1"),
                      sown=(SownField(parse_cell("c1"), "grain", 3),))
    state = with_cards(state, 0, "clapper")
    state = with_hand(set_goods(state, 0, food=4), 0, occupations=("lover",))
    state = play(state, "place occupation", "occupation lover")
    assert state.players[0].people == 3 and state.players[0].farm.crop_total("grain") == 3


def test_the_lovers_growth_leaves_the_farm_steward_for_the_next_growth() -> None:
    from agricola_qt.engine.cards.deck_i.occupations import FarmStewardUsed
    from agricola_qt.engine.memory import recall

    state = with_farm(with_cards(set_goods(full_game(), 0, food=6), 0, "farm-steward"), 0,
                      house="clay")
    state = with_hand(state, 0, occupations=("lover",))
    state = play(state, "place occupation", "occupation lover")
    assert state.players[0].people == 3
    assert recall(state.players[0], FarmStewardUsed) is None  # still waiting
    from agricola_qt.engine.cards.registry import card

    assert card("farm-steward").grows_without_room(state, 0)


def test_the_reed_huts_occupant_leaves_with_the_hut_discarded_for_the_madonna_statue() -> None:
    from agricola_qt.engine.cards.registry import card

    state = with_cards(with_space(full_game(), "improvement"), 0, "reed-hut", "corn-scoop")
    state = card("reed-hut").on_acquired(state, 0)
    assert state.players[0].people == 3
    state = with_hand(state, 0, minors=("madonna-statue",))
    state = play(state, "place improvement", "minor madonna-statue", "choose reed-hut",
                 "choose corn-scoop")
    p = state.players[0]
    assert p.people == 2 and p.available == 1  # the occupant had not been placed yet


def test_the_reed_huts_occupant_is_no_offspring_for_the_ratcatcher() -> None:
    from attrs import evolve

    from agricola_qt.engine.cards.deck_k.minors import ReedHutLodger
    from agricola_qt.engine.memory import remember
    from agricola_qt.engine.rules import settle, start_round

    state = with_cards(with_cards(full_game(), 0, "ratcatcher"), 1, "reed-hut")
    state = remember(state, 1, ReedHutLodger())
    state = state.with_player(1, evolve(state.players[1], people=3))
    state = settle(start_round(evolve(state, round=9)))
    assert state.round == 10 and state.players[1].available == 3  # all three may work
    born = state.with_player(1, evolve(state.players[1], people=4))
    born = settle(start_round(evolve(born, round=9, pending=())))
    assert born.players[1].available == 3  # the offspring is held back


def _full_with_lodger(*cards: str) -> GameState:
    """Player 0: four people in a house of five rooms and a fifth on the Reed Hut (no person
    left in the supply); Family Growth on the board."""
    from attrs import evolve

    from agricola_qt.engine.cards.deck_k.minors import ReedHutLodger
    from agricola_qt.engine.memory import remember

    state = with_cards(with_space(full_game(), "family-growth"), 0, "reed-hut", *cards)
    state = remember(state, 0, ReedHutLodger())
    state = state.with_player(0, evolve(state.players[0], people=5))
    return with_farm(state, 0, rooms=cells("a1", "a2", "a3", "b1", "b2"))


def test_a_growth_with_no_person_left_moves_the_reed_huts_occupant_into_the_house() -> None:
    from agricola_qt.engine import score_player
    from agricola_qt.engine.cards.deck_k.minors import ReedHutLodger
    from agricola_qt.engine.memory import recall

    state = play(_full_with_lodger(), "place family-growth")
    p = state.players[0]
    assert (p.people, p.newborns) == (5, 1) and recall(p, ReedHutLodger) is None
    assert p.available == 5 - 1 - 1  # the one who grew is placed, the newcomer may not act
    assert score_player(p).breakdown["bonus_points"] == 0  # no lodger to take points off


def test_the_adoptive_parents_let_the_reed_huts_occupant_act_after_moving_in() -> None:
    state = play(_full_with_lodger("adoptive-parents"), "place family-growth")
    assert moves_text(state) >= {"choose adopt", "choose no"}
    state = play(state, "choose adopt")
    p = state.players[0]
    assert (p.people, p.newborns, p.available) == (5, 0, 4)


def test_without_an_occupant_a_family_of_five_does_not_grow() -> None:
    state = _full_with_lodger()
    from agricola_qt.engine.cards.deck_k.minors import ReedHutLodger
    from agricola_qt.engine.memory import forget

    state = forget(state, 0, ReedHutLodger)
    assert "place family-growth" not in moves_text(state)
