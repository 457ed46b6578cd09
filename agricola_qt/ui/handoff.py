"""The pass-and-play hand-off screen.

When a person's turn is over and another person plays next, the screen first asks to end
the turn (misclick protection: undo is still possible), then covers the private parts of
the table ("Pass to Mei", then "click anywhere when you are ready").  Public information
stays visible behind it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from agricola_qt.ui.text import tr


class HandoffCover(QWidget):
    ready = Signal()
    end_turn = Signal()
    undo_requested = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.stage = ""  # "confirm" or "pass"
        outer = QVBoxLayout(self)
        outer.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # The card is a frame with a layout, and the words are plain labels inside it: a
        # word-wrapped label with a style-sheet padding of its own misjudges its height and
        # clipped the tops and bottoms of the letters.
        self.card = QFrame()
        self.card.setObjectName("handoffCard")
        self.card.setStyleSheet(
            "#handoffCard { background: #F6EFD9; border: 3px solid #6B5B3A;"
            " border-radius: 12px; }"
            " #handoffCard QLabel { color: #1E1E1E; background: transparent; }")
        self.card.setMinimumWidth(460)
        self.card.setMaximumWidth(760)
        box = QBoxLayout(QBoxLayout.Direction.TopToBottom, self.card)
        self.box = box
        box.setContentsMargins(36, 24, 36, 24)
        box.setSpacing(12)
        self.label = QLabel()  # the big line: whose turn, or who gets the table
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        big = self.label.font()
        big.setPointSizeF(max(big.pointSizeF(), 9.0) * 2)
        big.setBold(True)
        self.label.setFont(big)
        self.subtitle = QLabel()  # what to do now
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        small = self.subtitle.font()
        small.setPointSizeF(max(small.pointSizeF(), 9.0) * 1.25)
        self.subtitle.setFont(small)
        box.addWidget(self.label)
        box.addWidget(self.subtitle)
        row = QHBoxLayout()
        row.setSpacing(16)
        self.undo_button = QPushButton(tr("Undo (Ctrl+Z)"))
        self.end_button = QPushButton(tr("End turn (Enter)"))
        self.end_button.setDefault(True)
        for b in (self.undo_button, self.end_button):
            b.setMinimumHeight(40)
            b.setMinimumWidth(160)
            row.addWidget(b)
        box.addLayout(row)
        outer.addWidget(self.card)
        self.undo_button.clicked.connect(self.undo_requested)
        self.end_button.clicked.connect(self._end)
        parent.installEventFilter(self)  # follow the covered widget's size
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._place()
        return False

    def _place(self) -> None:
        """The hand-off covers the whole table; the end-of-turn question is a bar along the
        bottom that leaves the table in view (it is not a modal box)."""
        parent = self.parentWidget()
        if parent is None:
            return
        area = parent.rect()
        if self.stage == "confirm":
            height = self.card.sizeHint().height() + 12
            area.setTop(area.bottom() - height + 1)
        self.setGeometry(area)

    def _fit(self) -> None:
        compact = self.stage == "confirm"
        self.box.setDirection(QBoxLayout.Direction.LeftToRight if compact
                              else QBoxLayout.Direction.TopToBottom)
        self.subtitle.setVisible(not compact)
        self.box.setContentsMargins(*((24, 10, 24, 10) if compact else (36, 24, 36, 24)))
        self.card.setMaximumWidth(980 if compact else 760)
        big = self.label.font()
        base = max(self.subtitle.font().pointSizeF() / 1.25, 9.0)
        big.setPointSizeF(base * (1.4 if compact else 2))
        self.label.setFont(big)
        self.label.setWordWrap(not compact)
        self._place()
        self.raise_()
        self.show()

    def show_confirm(self, who: str) -> None:
        self.stage = "confirm"
        self.label.setText(tr("{who}: your turn is done.").format(who=who))
        self.subtitle.setText(tr("End it now, or undo your last decision."))
        self.undo_button.show()
        self.end_button.show()
        self._fit()

    def show_for(self, name: str) -> None:
        self.stage = "pass"
        self.label.setText(tr("Pass to {name}").format(name=name))
        self.subtitle.setText(tr("{name}: click anywhere when you are ready.").format(name=name))
        self.undo_button.hide()
        self.end_button.hide()
        self._fit()

    def _end(self) -> None:
        self.end_turn.emit()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        if self.stage == "confirm":  # a light band under the bar; the table stays readable
            p.fillRect(self.rect(), QColor(20, 30, 20, 90))
        else:
            p.fillRect(self.rect(), QColor(20, 30, 20, 150))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self.stage == "pass":
            self.hide()
            self.stage = ""
            self.ready.emit()
