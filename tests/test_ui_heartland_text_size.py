"""Heartland's table, like Agricola's, draws no text under 9 px on the screen.

Its words were drawn at fixed sizes in the scene's units; in a 1280×720 window the table is
drawn at about 0.83 and the score track's numbers came out 6.6 px tall, the barn's crop names
7.5 px, a player's line 8.3 px (126 of 247 texts under 9 px; at 1600×950 the track's numbers
were still 8.8 px). Every ``drawText`` made while the table paints is recorded with the
height it comes out at (``ui_helpers.texts_drawn``), as in ``test_ui_text_size``.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from agricola_qt.ui.drawing import MIN_TEXT_PX
from agricola_qt.ui.heartland.table import PANEL_NARROWEST, PANEL_WIDEST, panel_width
from agricola_qt.ui.heartland.window import HeartlandWindow
from tests.ui_helpers import texts_drawn


@pytest.mark.parametrize(("code", "players", "size"),
                         [("en", 2, (1280, 720)), ("zh_TW", 5, (1093, 614)),
                          ("en", 5, (1024, 700))])
def test_no_heartland_text_under_nine_pixels(qtbot, language, code: str, players: int,  # noqa: ANN001
                                             size: tuple[int, int]) -> None:
    language(code)
    w = HeartlandWindow.new(players, 3, ("Mei", "Jonas", "Ana", "Kofi", "Lena")[:players],
                            [None] + ["random"] * (players - 1), bot_delay_ms=0)
    qtbot.addWidget(w)
    w.controller.bots_paused = True
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    for _ in range(3):
        QApplication.processEvents()
    w.table.view.fit()
    QApplication.processEvents()
    assert w.table.view.transform().m11() < 0.9  # the table really is drawn small here
    seen = texts_drawn(w.table.view)
    assert len(seen) > 100  # squares' crops, the barn, the track, the players' boards
    assert any(text == "20" for _, text in seen)  # the track's numbers are among them
    small = sorted((round(px, 1), text) for px, text in seen if px < MIN_TEXT_PX - 0.05)
    assert small == []


def test_the_side_panel_narrows_in_a_small_window() -> None:
    assert panel_width(1600) == PANEL_WIDEST
    assert panel_width(1093) == 240
    assert panel_width(800) == PANEL_NARROWEST
