"""Issue 9, defect 0: the fitted table must never start a scroll-bar feedback loop.

At some sizes the fitted table was a fraction of a pixel too big for the viewport: the scroll
bars appeared, the viewport shrank, the table was fitted smaller, the bars went away, and so
on for ever (100 % CPU, a frozen window).  The sweep below resizes real windows one pixel at a
time and counts how often the view's viewport is resized while the events settle.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtWidgets import QApplication
from ui_helpers import setup

from agricola_qt.app.window_main import GameWindow

LOOP = 40  # far more viewport resizes than one window resize can honestly cause


class ResizeCounter(QObject):
    """Counts viewport resizes; breaks a runaway loop so that the test fails, not hangs."""

    def __init__(self, window: GameWindow) -> None:
        super().__init__()
        self.window = window
        self.count = 0
        self.worst = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Resize:
            self.count += 1
            if self.count > LOOP:
                view = self.window.view
                view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
                view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        return False


def _sizes() -> list[tuple[int, int]]:
    """1-px steps over a few bands: around the default window, a laptop screen, and sizes
    where the old code looped."""
    out = [(w, 950) for w in range(1592, 1609)] + [(1600, h) for h in range(942, 959)]
    out += [(w, 704) for w in range(1248, 1265)] + [(1256, h) for h in range(698, 716)]
    out += [(1362 + d, 902 + e) for d in range(-3, 4) for e in range(-3, 4)]
    return out


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_no_size_makes_the_fitted_table_loop(qtbot, players: int) -> None:  # noqa: ANN001
    w = GameWindow(setup(players), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.show()
    counter = ResizeCounter(w)
    w.view.viewport().installEventFilter(counter)
    looped = []
    for size in _sizes():
        counter.count = 0
        w.resize(*size)
        QApplication.processEvents()
        QApplication.processEvents()
        if counter.count > LOOP:
            looped.append(size)
        policy = Qt.ScrollBarPolicy.ScrollBarAsNeeded
        if w.view.zoom > 1.0 and w.view.horizontalScrollBarPolicy() != policy:
            w.view.setHorizontalScrollBarPolicy(policy)
    assert looped == []
    # the whole table is visible and no scroll bar is shown while it is fitted
    view = w.view
    assert not view.horizontalScrollBar().isVisible()
    assert not view.verticalScrollBar().isVisible()
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    table = w.scene.sceneRect()
    assert shown.width() >= table.width() - 1 and shown.height() >= table.height() - 1


def test_zooming_in_shows_scroll_bars_and_back_out_fits_again(qtbot) -> None:  # noqa: ANN001
    w = GameWindow(setup(3), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.resize(1362, 950)
    w.show()
    QApplication.processEvents()
    w.view.set_zoom(2.0)
    QApplication.processEvents()
    assert w.view.horizontalScrollBar().isVisible()
    w.view.set_zoom(1.0)
    QApplication.processEvents()
    assert not w.view.horizontalScrollBar().isVisible()


def _three_at_1024(qtbot) -> GameWindow:  # noqa: ANN001
    """A 3-player table in a 1024x768 window, shown (the zoom's tests)."""
    w = GameWindow(setup(3), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.resize(1024, 768)
    w.show()
    QApplication.processEvents()
    return w

def test_zooming_in_from_the_menu_keeps_the_player_s_board_in_sight(qtbot) -> None:  # noqa: ANN001
    """Zoomed about the middle of the table, a tester's own farm and hand (the board on the
    left) went out of sight; a second step keeps what is in the middle of the view."""
    w = _three_at_1024(qtbot)
    view = w.view
    me = w.scene.to_move
    farm = w.scene.farm_items[me].sceneBoundingRect()

    def middle() -> QPointF:
        return view.mapToScene(view.viewport().rect().center())

    view.set_zoom(2.0)
    QApplication.processEvents()
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(farm.center())
    before = middle()
    view.zoom_in()
    QApplication.processEvents()
    assert (middle() - before).manhattanLength() < 4


def test_the_status_bars_prompt_takes_the_bar_while_no_message_stands_beside_it(
        qtbot) -> None:  # noqa: ANN001
    """A newcomer's prompt was cut to "…可把…" at half an empty bar's width."""
    w = GameWindow(setup(2), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    bar, label = w.statusBar(), w.hint_label
    bar.clearMessage()
    label.setText("Drag room tiles onto your farm; drag stables onto your farm; or click a "
                  "cell. At least one of them here; Undo (Ctrl+Z) takes the person back. " * 2)
    qtbot.waitUntil(lambda: label.width() > bar.width() * 0.7, timeout=2000)
    bar.showMessage("Jonas took 3 wood from “3 Wood”")
    qtbot.waitUntil(lambda: label.width() <= bar.width() // 2, timeout=2000)


def test_a_board_wider_than_the_zoomed_view_shows_from_its_left_edge(qtbot) -> None:  # noqa: ANN001
    """Zoomed in, the board of the person playing was centred: wider than the view, it was
    cut at both sides and the hand's first cards were out of sight (a tester)."""
    w = _three_at_1024(qtbot)
    view = w.view
    farm = w.scene.farm_items[w.scene.to_move].sceneBoundingRect()
    view.set_zoom(3.5)
    QApplication.processEvents()
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert farm.width() > shown.width()  # (the case: wider than the view)
    assert shown.left() <= farm.left() < shown.left() + 20
    assert shown.top() <= farm.top() or farm.height() > shown.height()
