"""A card's large face stays readable in a small window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from ui_helpers import setup, table_window

from agricola_qt.ui.card_face import PREVIEW_LEAST_SCALE


@pytest.mark.parametrize("size", [(800, 600), (1600, 950)])
def test_the_preview_keeps_a_readable_size_clear_of_the_card(qtbot, size) -> None:  # noqa: ANN001
    """At 800x600 the table is drawn at about a third of its size and the preview's words
    came out 5 pixels tall (a tester): it keeps at least ``PREVIEW_LEAST_SCALE`` pixels a
    unit, in sight, beside the card read; a large window keeps it where it was."""
    w = table_window(qtbot, setup(3, family=False, seed=5), size=size)
    me = w.controller.state.actor
    card = next(i for i in w.scene.cards.items if i.in_hand and i.player == me)
    at = card.mapToScene(QPointF(6, card.boundingRect().height() / 2))
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.RightButton,
                     Qt.KeyboardModifier.NoModifier, w.view.mapFromScene(at))
    QApplication.processEvents()
    preview = w.scene.cards.preview_item
    assert preview.isVisible() and preview.card_id == card.card_id
    shown = w.view.transform().m11() * preview.scale()
    assert shown >= PREVIEW_LEAST_SCALE - 1e-6
    rect = preview.sceneBoundingRect()
    visible = w.view.mapToScene(w.view.viewport().rect()).boundingRect()
    assert visible.adjusted(-1, -1, 1, 1).contains(rect)
    assert not rect.intersects(card.sceneBoundingRect())
    if size[0] >= 1600:
        assert preview.scale() == 1.0 and preview.pos() == preview.home


def test_the_preview_keeps_clear_of_the_score_sheet(qtbot) -> None:  # noqa: ANN001
    """A tester read a card on the table of a finished game with its score sheet open: the
    large face opened under the sheet, only its header showing."""
    from ui_helpers import random_states

    from agricola_qt.app.window_main import GameWindow
    from agricola_qt.engine import new_game

    s = setup(2, seed=2, family=False)
    moves, states = random_states(new_game(s), 3000, seed=2)
    w = GameWindow(s, moves=moves, bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.resize(1536, 864)
    w.show()
    qtbot.waitExposed(w)
    w.show_scores()
    sheet = w.score_dialog
    qtbot.waitExposed(sheet)
    # the sheet over the middle of the table, where the preview has its home
    middle = w.view.viewport().mapToGlobal(w.view.viewport().rect().center())
    sheet.move(middle.x() - sheet.width() // 2, middle.y() - sheet.height() // 2)
    QApplication.processEvents()
    preview = w.scene.cards.preview_item
    card = next(i for i in w.scene.cards.items if not i.in_hand)
    w.scene.cards.preview(card)
    assert preview.isVisible()
    corner = w.view.viewport().mapFromGlobal(sheet.frameGeometry().topLeft())
    covered = w.view.mapToScene(sheet.frameGeometry().translated(
        corner - sheet.frameGeometry().topLeft())).boundingRect()
    assert not preview.sceneBoundingRect().intersects(covered)
    sheet.close()
    w.scene.cards.preview(card)  # the sheet gone, at its home again
    assert preview.pos() == preview.home
