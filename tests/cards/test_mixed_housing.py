"""Yards on cards hold animals of mixed kinds; other cards add room to them (``Housing``).

Rulings (compendium): the Animal Yard E58 holds 2 animals of any kinds; with the Shepherd's
Pipe E29 it holds 4 sheep or up to 3 sheep and 1 other animal; the Drinking Trough E59 gives it
2 more animals.  The cards are combined whatever order they were played in.
"""

from __future__ import annotations

import pytest
from attrs import evolve

from agricola_qt.engine.economy import can_house, housing
from agricola_qt.engine.farmyard import Farmyard
from agricola_qt.engine.housing import Housing
from agricola_qt.engine.state import PlayerState

from .helpers import full_game, with_cards


def owner(*card_ids: str, farm: Farmyard | None = None) -> PlayerState:
    p = with_cards(full_game(), 0, *card_ids).players[0]
    p = evolve(p, farm=farm or p.farm)
    return p


@pytest.mark.parametrize("order", [("animal-yard", "shepherds-pipe"),
                                   ("shepherds-pipe", "animal-yard")])
def test_animal_yard_with_shepherds_pipe_three_sheep_and_one_other(order: tuple[str, str]) -> None:
    p = owner("house-goat", *order)  # no pet in the house: the yard alone
    assert can_house(p, (4, 0, 0))  # 4 sheep
    assert can_house(p, (3, 1, 0)) and can_house(p, (3, 0, 1))  # 3 sheep and 1 other
    assert not can_house(p, (5, 0, 0))
    assert not can_house(p, (2, 2, 0))  # two others leave no place for a sheep to bring more
    assert can_house(p, (0, 1, 1)) and not can_house(p, (0, 3, 0))


def test_animal_yard_alone_holds_two_of_any_kinds() -> None:
    p = owner("house-goat", "animal-yard")
    assert can_house(p, (1, 1, 0)) and can_house(p, (0, 0, 2))
    assert not can_house(p, (3, 0, 0)) and not can_house(p, (1, 1, 1))


@pytest.mark.parametrize("order", [("drinking-trough", "animal-yard"),
                                   ("animal-yard", "drinking-trough")])
def test_drinking_trough_gives_the_yard_two_more_in_any_play_order(
        order: tuple[str, str]) -> None:
    p = owner("house-goat", *order)
    assert can_house(p, (1, 1, 2)) and not can_house(p, (2, 1, 2))


def test_yard_with_trough_and_pipe() -> None:
    p = owner("house-goat", "animal-yard", "drinking-trough", "shepherds-pipe")
    assert can_house(p, (6, 0, 0)) and not can_house(p, (7, 0, 0))  # 4 places, 2 more sheep
    assert can_house(p, (3, 3, 0)) and not can_house(p, (2, 3, 1))


def test_keep_best_uses_the_yards_sheep_room() -> None:
    p = owner("house-goat", "animal-yard", "shepherds-pipe")
    assert housing(p).best_keep((5, 2, 0)) == (3, 1, 0)  # 3 sheep + the boar beat 4 sheep


def test_a_yard_is_counted_as_single_places_without_sheep_bonus() -> None:
    # The common case stays the old sum: a yard of 2 is 2 more single places.
    with_yard = Housing(pastures=(4,), singles=1, yards=(2,))
    plain = Housing(pastures=(4,), singles=3)
    for counts in [(4, 3, 0), (5, 2, 0), (0, 4, 3), (2, 2, 2)]:
        assert with_yard.holds(counts) == plain.holds(counts)
        assert with_yard.best_keep(counts) == plain.best_keep(counts)
