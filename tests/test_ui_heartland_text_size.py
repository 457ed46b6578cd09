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


def _window(qtbot, players: int, size: tuple[int, int]) -> HeartlandWindow:  # noqa: ANN001
    """A Heartland game of ``players`` (the computers waiting) fitted in a ``size`` window."""
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
    return w


@pytest.mark.parametrize(("code", "players", "size"),
                         [("en", 2, (1280, 720)), ("zh_TW", 5, (1093, 614)),
                          ("en", 5, (1024, 700))])
def test_no_heartland_text_under_nine_pixels(qtbot, language, code: str, players: int,  # noqa: ANN001
                                             size: tuple[int, int]) -> None:
    language(code)
    w = _window(qtbot, players, size)
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


@pytest.mark.parametrize(("players", "size"), [(5, (1366, 768)), (2, (1280, 720)),
                                               (5, (1024, 700))])
def test_the_barn_names_every_crop_whole(qtbot, language, players: int,  # noqa: ANN001
                                         size: tuple[int, int]) -> None:
    """At the readable size a small window needs, "rapeseed" was wider than its barn
    track and came out "rapes…"; its neighbours' short words leave it the room."""
    from agricola_qt.heartland import CROPS
    from agricola_qt.ui.heartland.words import crop_word

    language("en")
    w = _window(qtbot, players, size)
    texts = {text for _, text in texts_drawn(w.table.view)}
    assert {crop_word(c) for c in CROPS} <= texts
    assert not any(t.startswith("rapes") and t.endswith("…") for t in texts)


def test_spread_words_moves_only_what_must_move() -> None:
    from agricola_qt.ui.heartland.board_items import spread_words

    centres = [23.0, 69.0, 115.0, 161.0, 207.0]
    narrow = [20.0, 30.0, 20.0, 30.0, 20.0]
    assert spread_words(centres, narrow, 4, -36, 232) == [c - w / 2 for c, w in
                                                          zip(centres, narrow, strict=True)]
    wide = [40.0, 62.0, 34.0, 44.0, 32.0]  # "rapeseed" at a large readable size
    edges = spread_words(centres, wide, 4, -36, 232)
    ends = [e + w for e, w in zip(edges, wide, strict=True)]
    assert all(ends[i] + 4 <= edges[i + 1] + 1e-9 for i in range(4))  # none overlap
    assert edges[0] >= -36 and ends[-1] <= 232
    assert abs(edges[1] + wide[1] / 2 - centres[1]) < 10  # the long word near its track


def test_a_tall_window_lays_the_panel_below_the_table(qtbot, language) -> None:  # noqa: ANN001
    """In a window snapped to half a screen (960x1040) the table was drawn at 0.61, a third
    of the window's height empty above and below it, the panel beside it."""
    language("en")
    w = _window(qtbot, 2, (960, 1040))
    table = w.table
    assert table.below
    view, panel = table.view.geometry(), table.panel.geometry()
    assert panel.top() >= view.bottom() and panel.width() > 900
    assert table.view.transform().m11() > 0.75
    # its three parts side by side: the prompt, the buttons, the log
    parts = [p.geometry() for p in (table.words_part, table.buttons_part, table.log_part)]
    assert parts[0].right() < parts[1].left() and parts[1].right() < parts[2].left()
    w.resize(1400, 900)  # wide again: beside it, as before
    for _ in range(3):
        QApplication.processEvents()
    assert not table.below
    assert table.panel.geometry().left() >= table.view.geometry().right()
    assert table.panel.width() == panel_width(table.width())


def test_a_tall_window_shows_the_whole_final_ranking(qtbot, language) -> None:  # noqa: ANN001
    """Below the table the panel's fixed height cut the final ranking after the winner's
    lines (a tester in a 900x1040 window)."""
    from agricola_qt.ai.heartland.registry import make_bot
    from agricola_qt.heartland import apply, new_game

    language("zh_CN")
    state = new_game(2, 7, ("Mei", "Jonas"))
    moves = []
    bots = [make_bot("heuristic", i) for i in range(2)]
    while not state.is_over:
        move = bots[state.actor].choose(state)
        moves.append(move)
        state = apply(state, move)
    w = HeartlandWindow(state, tuple(moves), None)
    qtbot.addWidget(w)
    w.resize(900, 1040)
    w.show()
    qtbot.waitExposed(w)
    for _ in range(3):
        QApplication.processEvents()
    status = w.table.status
    assert w.table.below and "2. Jonas" in status.text()
    assert status.height() >= status.heightForWidth(status.width())
    assert w.table.reason.isHidden()
