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
