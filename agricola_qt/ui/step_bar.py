"""Stepping through computer turns: a bar over the top of the table saying which computer
waits, with a Next button.  A click on the table or Enter does the same as Next (the window
wires Enter; the bar watches the table's clicks)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QFrame, QGraphicsView, QHBoxLayout, QLabel, QPushButton

from agricola_qt.ui.text import tr


class StepBar(QFrame):
    """Shown while a computer's move waits; ``next_move`` asks for that move."""

    next_move = Signal()

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view)
        self.view = view
        self.setObjectName("stepBar")
        self.setStyleSheet(
            "#stepBar { background: #FFF3C4; border: 2px solid #E0B84C; border-radius: 8px; }"
            " #stepBar QLabel { color: #1E1E1E; font-size: 15px; font-weight: bold; }")
        self.label = QLabel()
        self.button = QPushButton()
        self.button.setObjectName("stepNext")
        self.button.setDefault(True)
        self.button.clicked.connect(self.next_move)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 8, 6)
        row.addWidget(self.label, 1)
        row.addWidget(self.button)
        self.who = ""
        self.retranslate()
        self.hide()
        view.viewport().installEventFilter(self)

    def wait_for(self, who: str) -> None:
        """``who`` (a computer) waits for the click; "" hides the bar."""
        self.who = who
        if not who:
            self.hide()
            return
        self.retranslate()
        self.place()
        self.show()
        self.raise_()

    def retranslate(self) -> None:
        self.label.setText(tr("{who} (computer) is ready to move — click the table, press "
                              "Enter or Next").format(who=self.who))
        self.button.setText(tr("Next ▶"))
        self.button.setAccessibleName(self.label.text())

    def place(self) -> None:
        area = self.view.viewport().rect()
        self.setFixedWidth(min(area.width() - 16, max(420, self.sizeHint().width())))
        self.adjustSize()
        top = self.view.viewport().mapTo(self.view, area.topLeft()).y()
        self.move((self.view.width() - self.width()) // 2, top + 4)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if (self.isVisible() and event.type() == QEvent.Type.MouseButtonRelease
                and getattr(event, "button", lambda: None)() == Qt.MouseButton.LeftButton):
            self.next_move.emit()
        elif event.type() == QEvent.Type.Resize and self.isVisible():
            self.place()
        return False
