"""The table's animal places agree with the engine for yards on cards (Animal Yard with the
Shepherd's Pipe and the Drinking Trough): whatever the engine houses, the table can place."""

from __future__ import annotations

import itertools

import pytest

from agricola_qt.ui.herds import places_of, reconcile
from tests.test_ui_herds import _check, _player

YARD_CARDS = [("animal-yard", "shepherds-pipe"), ("animal-yard", "shepherds-pipe", "house-goat"),
              ("animal-yard", "drinking-trough", "shepherds-pipe"),
              ("animal-yard", "shepherds-pipe", "stablemaster")]


@pytest.mark.parametrize("cards", YARD_CARDS)
def test_every_housed_herd_finds_places(cards: tuple[str, ...]) -> None:
    for stables, pastures in itertools.product([[], ["c3"]], [[], [["d1"]], [["d1", "e1"]]]):
        for counts in itertools.product(range(5), repeat=3):
            player = _player(pastures, stables, counts, cards)
            _check(reconcile(None, player), player)


def test_the_yard_shows_one_place_for_three_sheep() -> None:
    player = _player([], [], (3, 1, 0), ("animal-yard", "shepherds-pipe", "house-goat"))
    rooms = sorted((p.capacity, p.sheep_capacity) for p in places_of(player) if p.role == "card")
    assert rooms == [(1, 1), (1, 3)]
    assert reconcile(None, player).over == (0, 0, 0)


def test_the_on_cards_label_is_drawn_only_where_its_lines_fit(qapp) -> None:  # noqa: ANN001
    """A 5-player table in a small window drew the two lines of 卡片/上 in a box half their
    height; what showed read 下片 L.  The label now keeps to its lines, else one line, else
    nothing (the places' tooltips say it)."""
    from PySide6.QtGui import QFontMetricsF, QImage, QPainter

    from agricola_qt.ui.animal_items import _fitting_label
    from agricola_qt.ui.drawing import font

    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    p = QPainter(image)
    p.setFont(font(10))
    line = QFontMetricsF(p.font()).lineSpacing()
    assert _fitting_label(p, "卡片\n上", 100, 2 * line + 1) == "卡片\n上"
    assert _fitting_label(p, "卡片\n上", 100, line + 1) == "卡片上"  # one line, no space
    assert _fitting_label(p, "On\ncards", 100, line + 1) == "On cards"
    assert _fitting_label(p, "On\ncards", 100, line * 0.6) == ""
    p.end()
