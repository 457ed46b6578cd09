"""The window's curtain while no Agricola game is at the table.

While the window asks which game to play (the unfinished one, or a new one), nothing behind
the question shows a game: before, the table and its panels showed a made-up two-player
family game, with its scores and its "drag a person" prompt, whatever game was about to be
resumed.  When the first choice is Heartland (a window of its own), the curtain stays: the
game window behind it has no game the player chose, and once Heartland's window is closed or
moved it says so and offers the choice again (a click on it opens New game).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from agricola_qt.ui import palette
from agricola_qt.ui.text import tr

TITLE_INK = QColor("#EFE6C8")
SUBTITLE_INK = QColor("#C9C1A4")
SUBTITLE_ROOM = 680  # the curtain's height from which the dialog over it leaves the long line be


class StartCurtain(QWidget):
    """Covers its parent window below ``top`` (the menu bar: File ▸ Open stays at hand) with
    the bare table and the game's name: the table, the side panels and the status bar.  The
    panels are covered, not hidden, so they keep their sizes and their tabs."""

    chosen = Signal()  # clicked while it offers the choice (``offer_choice``)

    def __init__(self, parent: QWidget, top: int = 0) -> None:
        super().__init__(parent)
        self.top = top
        self.offers = False  # True: it stays up after start-up and a click opens New game
        self.heartland = False  # True: the New game dialog over it has Heartland chosen
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        parent.installEventFilter(self)
        self._fit()
        self.raise_()

    def _fit(self) -> None:
        area = self.parentWidget().rect()
        self.setGeometry(area.adjusted(0, self.top, 0, 0))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.fillRect(self.rect(), palette.TABLE)
        # the game's name follows the New game dialog over it (it read "Agricola" in large
        # letters behind a dialog with Heartland chosen)
        title = tr("Heartland") if self.heartland else tr("Agricola")  # 農家樂 in Chinese
        # ("Choose a game to play." read oddly under "Heartland", a game chosen)
        # (a newcomer found Heartland only by opening the "Game" list: the line names it)
        subtitle = (tr("Choose the players, then start the game.") if self.heartland
                    else tr("Choose a game to play: Agricola's family or full game, or "
                            "Heartland (the “Game” list)."))
        short = "" if self.heartland else tr("Choose a game to play.")
        height = self.height()
        big = QFont(self.font())
        big.setPixelSize(max(24, min(96, round(height * 0.09))))
        big.setBold(True)
        p.setFont(big)
        p.setPen(TITLE_INK)
        # high up: a dialog centred on the window (New game, taller in Chinese) hid the
        # subtitle at 1280x720
        band = QRectF(0, height * 0.035, self.width(), big.pixelSize() * 1.4)
        p.drawText(band, Qt.AlignmentFlag.AlignCenter, title)
        small = QFont(self.font())
        small.setPixelSize(max(13, round(big.pixelSize() * 0.28)))
        p.setFont(small)
        p.setPen(SUBTITLE_INK)
        line = QRectF(0, band.bottom(), self.width(), small.pixelSize() * 2.2)
        if short and (height < SUBTITLE_ROOM or QFontMetricsF(small).horizontalAdvance(
                subtitle) > self.width() * 0.9):
            subtitle = short  # the New game dialog stands over the line's middle there
        p.drawText(line, Qt.AlignmentFlag.AlignCenter, subtitle)
        if self.offers:
            p.drawText(line.translated(0, line.height()), Qt.AlignmentFlag.AlignCenter,
                       tr("Click here to choose one, or open a saved game from the File "
                          "menu."))
        p.end()

    def offer_choice(self) -> None:
        """Stay up after start-up, offering the choice (a click opens New game)."""
        self.offers = True
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.update()

    def show_heartland(self, heartland: bool) -> None:
        """Name Heartland (or Agricola) as the game about to be chosen."""
        if heartland != self.heartland:
            self.heartland = heartland
            self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        event.accept()  # nothing under the curtain is to be touched

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        event.accept()
        if self.offers and event.button() == Qt.MouseButton.LeftButton:
            self.chosen.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._fit()
        return False
