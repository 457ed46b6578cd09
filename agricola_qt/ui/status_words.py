"""The status bar's words at its right: what the player is asked now, cut to its room.

The decision panel says the same in full; in the status bar a long prompt ("drag room tiles
onto your farm; drag stables onto your farm; or click a cell") took the whole width, ran into
the message at the left and was cut at the window's edge.  Qt's label does not elide, so this
one draws its text elided to its width, at most half the bar beside a message (the whole bar
without one), the whole text in its tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QStatusBar, QWidget

FREE_BAR_MARGIN = 24  # pixels kept at the bar's left while it shows no message


class StatusWords(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt naming)
        super().setText(text)
        self.setToolTip(text)
        self.updateGeometry()

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = super().sizeHint()
        bar = self.parentWidget()
        if bar is None or bar.width() <= 0:
            return hint
        # half the bar beside a message at its left; the whole bar while it has none (a
        # newcomer's prompt was cut to "…可把…" beside an empty bar)
        message = bar.currentMessage() if isinstance(bar, QStatusBar) else ""
        most = bar.width() // 2 if message else bar.width() - FREE_BAR_MARGIN
        return QSize(min(hint.width(), most), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(0, super().minimumSizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        shown = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight,
                                              self.contentsRect().width())
        painter.drawText(self.contentsRect(),
                         int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight), shown)
