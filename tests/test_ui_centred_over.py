"""A dialog kept centred over its owner (``screen_fit.CentredOver``) lets the owner go when the
dialog is destroyed: a tester's program died at a resize that came after the new-game dialog
had gone."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from agricola_qt.ui.screen_fit import CentredOver


def test_the_owner_resizes_safely_once_the_dialog_is_gone(qtbot) -> None:  # noqa: ANN001
    owner = QWidget()
    qtbot.addWidget(owner)
    owner.resize(800, 600)
    owner.show()
    dialog = QDialog(owner)
    dialog.show()
    follower = CentredOver(dialog, owner)
    before = dialog.pos()
    owner.move(owner.pos() + QPoint(40, 0))
    QApplication.processEvents()
    assert dialog.pos() != before or not dialog.isVisible()  # (follows the owner)
    shiboken6.delete(dialog)  # (as Qt deletes a closed dialog)
    assert not shiboken6.isValid(dialog)
    owner.resize(640, 480)  # the owner's events after the dialog: nothing to move
    owner.move(owner.pos() + QPoint(10, 10))
    QApplication.processEvents()
    assert follower.dialog is None and owner.size().width() == 640
