"""The pass-and-play hand-off screen.

When a person's turn is over and another person plays next, the screen first asks to end
the turn (misclick protection: undo is still possible), then covers the private parts of
the table ("Pass to Mei — click when ready").  Public information stays visible behind it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from agricola_qt.ui.text import tr


class HandoffCover(QWidget):
    ready = Signal()
    end_turn = Signal()
    undo_requested = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.stage = ""  # "confirm" or "pass"
        layout = QVBoxLayout(self)
        layout.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        self.label.setMaximumWidth(720)
        self.label.setStyleSheet(
            "QLabel { background: #F6EFD9; color: #1E1E1E; border: 3px solid #6B5B3A;"
            " border-radius: 12px; padding: 20px 32px; font-size: 18pt; font-weight: bold; }")
        layout.addWidget(self.label)
        row = QHBoxLayout()
        self.undo_button = QPushButton(tr("Undo (Ctrl+Z)"))
        self.end_button = QPushButton(tr("End turn (Enter)"))
        self.end_button.setDefault(True)
        for b in (self.undo_button, self.end_button):
            b.setMinimumHeight(40)
            row.addWidget(b)
        layout.addLayout(row)
        self.undo_button.clicked.connect(self.undo_requested)
        self.end_button.clicked.connect(self._end)
        parent.installEventFilter(self)  # follow the covered widget's size
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parentWidget().rect())
        return False

    def _fit(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.raise_()
        self.show()

    def show_confirm(self, who: str) -> None:
        self.stage = "confirm"
        self.label.setText(tr("{who}: your turn is done. End it?").format(who=who))
        self.undo_button.show()
        self.end_button.show()
        self._fit()

    def show_for(self, name: str) -> None:
        self.stage = "pass"
        self.label.setText(tr("Pass to {name} — click when ready").format(name=name))
        self.undo_button.hide()
        self.end_button.hide()
        self._fit()

    def _end(self) -> None:
        self.end_turn.emit()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(20, 30, 20, 150))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self.stage == "pass":
            self.hide()
            self.stage = ""
            self.ready.emit()
