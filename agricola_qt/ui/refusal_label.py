"""A refusal's words in a panel: framed and barred (``STYLE``), told from
the words around it by its shape, and shown only while it has something to say (its empty
frame stood under Heartland's prompt all game, a tester)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

# red, framed and barred at the left: a colour-blind player tells it from the words around
# it by its shape
STYLE = ("#refusal { color: #8B1A1A; font-weight: bold; background: #FBECE8;"
         " border: 1px solid #D9A79C; border-left: 4px solid #8B1A1A;"
         " border-radius: 3px; padding: 3px 6px; }")


class RefusalLabel(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setObjectName("refusal")
        self.setStyleSheet(STYLE)
        self.hide()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self.setVisible(bool(text))

    def clear(self) -> None:
        self.setText("")
