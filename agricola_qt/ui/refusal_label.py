"""A refusal's words in a panel: framed and barred (``palette.REFUSAL_STYLE``), told from
the words around it by its shape, and shown only while it has something to say (its empty
frame stood under Heartland's prompt all game, a tester)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from agricola_qt.ui import palette


class RefusalLabel(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setObjectName("refusal")
        self.setStyleSheet(palette.REFUSAL_STYLE.format(name="#refusal"))
        self.hide()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self.setVisible(bool(text))

    def clear(self) -> None:
        self.setText("")
