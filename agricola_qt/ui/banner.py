"""Phase banners: a new round, a harvest, the end of the game, told for a second or two.

A banner is a label laid over the top of the table view (over the action boards, never over
the farms below them).  It takes no mouse buttons, so the table keeps working under it; a
click anywhere on the table skips it.  ``PhaseBanner.duration_ms`` 0 turns banners off (the
window does so when computers move at once, as in tests).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtWidgets import QGraphicsView, QLabel, QWidget

from agricola_qt.ui import layout

DURATION_MS = 1800


class PhaseBanner(QLabel):
    def __init__(self, view: QGraphicsView, duration_ms: int = DURATION_MS) -> None:
        super().__init__(view)
        self.view = view
        self.duration_ms = duration_ms
        self.setObjectName("phaseBanner")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet(
            "#phaseBanner { background: rgba(38, 50, 38, 225); color: #FFF3C4;"
            " border: 2px solid #E0B84C; border-radius: 10px; padding: 10px 22px;"
            " font-size: 20px; font-weight: bold; }")
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.finish)
        self.then: Callable[[], None] | None = None
        self.below: QWidget | None = None  # a bar the banner keeps clear of (the step bar)
        # a part of the table (scene units) the banner stands beside, not over: the round
        # card it announces (centred on the table, it hid that card from a tester)
        self.keep_clear: QRectF | None = None
        self.hide()
        view.viewport().installEventFilter(self)

    @property
    def enabled(self) -> bool:
        return self.duration_ms > 0

    def announce(self, text: str, then: Callable[[], None] | None = None) -> bool:
        """Show ``text`` for a moment; ``then`` runs when it goes (shown to its end or
        skipped).  Banners off: ``then`` runs at once and False is returned."""
        if not self.enabled:
            if then is not None:
                then()
            return False
        self.finish()  # a banner still up gives way (and runs what it was to run)
        self.then = then
        self.setText(text)
        self.place()
        self.show()
        self.raise_()
        self.timer.start(self.duration_ms)
        return True

    def place(self) -> None:
        """Centred at the top of the view, under the turn-order line, over the action boards'
        top edge: clear of the farms (below the boards) and of the step bar."""
        area = self.view.viewport().rect()
        text_width = self.fontMetrics().horizontalAdvance(self.text()) + 60
        self.setFixedWidth(max(200, min(area.width() - 40, max(360, text_width))))
        self.adjustSize()
        viewport = self.view.viewport()
        top = viewport.mapTo(self.view, area.topLeft()).y() + 6
        # under the turn-order line, which tells the next person it is their turn (the new
        # round's banner lay over it)
        line = self.view.mapFromScene(QPointF(0, layout.BOARD_TOP))
        top = max(top, viewport.mapTo(self.view, line).y() + 2)
        if self.below is not None and self.below.isVisible():
            top = max(top, self.below.geometry().bottom() + 6)
        x = (self.view.width() - self.width()) // 2
        if self.keep_clear is not None:
            x = self._beside(x, top)
        self.move(x, top)

    def _beside(self, x: int, top: int) -> int:
        """``x`` moved beside ``keep_clear`` when the banner would lie over it (to the nearer
        side with room), else ``x``."""
        assert self.keep_clear is not None
        viewport = self.view.viewport()
        card = self.view.mapFromScene(self.keep_clear).boundingRect()
        card.moveTopLeft(viewport.mapTo(self.view, card.topLeft()))
        if not QRect(x, top, self.width(), self.height()).intersects(card):
            return x
        room = self.view.width() - self.width() - 6
        sides = [c for c in (card.left() - self.width() - 8, card.right() + 8) if 6 <= c <= room]
        return min(sides, key=lambda c: abs(c - x)) if sides else x

    def finish(self) -> None:
        """Take the banner down now (a click, the timer, another banner)."""
        self.timer.stop()
        was_up = self.isVisible()
        self.hide()
        then, self.then = self.then, None
        if then is not None and was_up:
            then()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if self.isVisible() and event.type() == QEvent.Type.MouseButtonPress:
            self.finish()  # skipped; the click itself still reaches the table
        elif event.type() == QEvent.Type.Resize and self.isVisible():
            self.place()
        return False
