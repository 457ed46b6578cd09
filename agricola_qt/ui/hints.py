"""Game ▸ Hint: the coach's best moves now, the best one shown on the table.

The coach (see ``ai/hint.py``: ``Adviser``, trial games in the actor's seat, seeing only that
seat's view) thinks in a worker thread; the best move is marked on the table (the action
space, the farmyard cell or the major improvement) or on the chooser's button, and said in
words; ``advised`` hands all three with their values and reasons to the coach panel
(``ui/coach_panel.py``), whose entries mark their move with ``point_at``.  A factory may also
give a bot (``choose``): then its one move is the hint.  The hint is dropped as soon as the
position changes, and a search still running is stopped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QPushButton, QStyleOptionGraphicsItem

from agricola_qt.engine import GameState, Move
from agricola_qt.engine.grid import CELL_NAMES, parse_cell
from agricola_qt.ui.courier import Courier
from agricola_qt.ui.drawing import font
from agricola_qt.ui.farm_item import cell_rect
from agricola_qt.ui.text import move_label, tr
from agricola_qt.ui.worker import start_worker

if TYPE_CHECKING:
    from agricola_qt.ui.scene import TableScene

HINT_EDGE = QColor("#1E6FD9")
HINT_FILL = QColor(30, 111, 217, 60)
BUTTON_STYLE = "background: #cfe1fa; border: 3px solid #1E6FD9; font-weight: bold;"
CELL_VERBS = frozenset({"room", "stable", "plow", "sow", "fence-add"})


def default_factory(seed: int) -> object:
    from agricola_qt.ai.hint import Adviser

    return Adviser(seed)


class HintMarker(QGraphicsObject):
    """A blue frame with a "?" badge over the hinted place; it takes no mouse clicks."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.setZValue(120)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-14, -14, 14, 14)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: object = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(QBrush(HINT_FILL))
        p.setPen(QPen(HINT_EDGE, 5, Qt.PenStyle.DashLine))
        p.drawRoundedRect(self.rect.adjusted(-3, -3, 3, 3), 8, 8)
        # over the frame's corner, not above it (the top row's badge covered the turn order)
        badge = QRectF(self.rect.right() - 12, self.rect.top() - 6, 22, 22)
        p.setBrush(QBrush(HINT_EDGE))
        p.setPen(QPen(QColor("white"), 2))
        p.drawEllipse(badge)
        p.setFont(font(10, bold=True))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, "?")


def remove_marker(marker: QGraphicsItem | None) -> None:
    """Take a marker off the table, unless Qt already deleted it with its scene."""
    if marker is not None and shiboken6.isValid(marker):
        if marker.scene() is not None:
            marker.scene().removeItem(marker)
        if hasattr(marker, "deleteLater"):
            marker.deleteLater()


def target_rect(table: TableScene, state: GameState, move: Move) -> QRectF | None:
    """Where on the table ``move`` is made (scene coordinates), or None (a chooser button)."""
    verb, args = move.verb, move.args
    try:
        if verb == "place" and args:
            return table.space_item(args[0]).sceneBoundingRect()
        if verb in CELL_VERBS and args and args[0] in CELL_NAMES and state.actor >= 0:
            farm = table.farm_items[state.actor]
            return farm.mapRectToScene(cell_rect(parse_cell(args[0])))
        if verb == "buy" and args:
            for item in table.major_items:
                if item.card_id == args[0]:
                    return item.sceneBoundingRect()
    except (KeyError, IndexError, ValueError):
        return None
    return None


class Hinter(QObject):
    """Asks the Hard bot for a hint in a worker thread and shows its answer."""

    found = Signal(object, object, int)  # an answer arrived: state asked about, answer, ask no.
    shown = Signal(str)  # the hint in words, for the status bar
    failed = Signal(str)
    started = Signal(object)  # the state now thought about
    advised = Signal(object, object)  # the state, the coach's list of Advice (best first)
    dropped = Signal()  # the hint was cancelled or its position is gone

    def __init__(self, table: TableScene, button_for: Callable[[str], QPushButton | None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.button_for = button_for
        self.factory: Callable[[int], object] = default_factory
        self.asked: GameState | None = None  # the position the hint is for
        self.move: Move | None = None
        self.advice: list[object] = []  # the coach's Advice for ``asked``, best first
        self.text = ""
        self.marker: HintMarker | None = None
        self.button: QPushButton | None = None
        self._button_tip = ""
        self._bot: object | None = None
        self._ask = 0

    @property
    def thinking(self) -> bool:
        return self._bot is not None

    def ask(self, state: GameState, seed: int = 0) -> bool:
        """Start thinking about ``state``; False when that is already under way or shown."""
        if self.asked is state:
            return False
        self.cancel()
        self.asked = state
        self._ask += 1
        ask = self._ask
        bot = self.factory(seed)
        self._bot = bot
        courier = Courier(self._delivered)  # outlives this object if its window closes

        def think() -> None:
            try:
                if hasattr(bot, "advise"):
                    answer: object = bot.advise(state)
                else:
                    answer = bot.choose(state)  # type: ignore[attr-defined]
            except Exception as error:  # noqa: BLE001 - a failed hint is only a message
                answer = error
            courier.send((state, answer, ask))
            courier.close()

        start_worker(think, "agricola-hint")
        self.started.emit(state)
        return True

    def cancel(self) -> None:
        """Forget the hint: stop a search still running, take the marks off the table."""
        bot, self._bot = self._bot, None
        stop = getattr(bot, "stop", None)
        if callable(stop):
            stop()
        self._ask += 1
        had = self.asked is not None
        self.asked = None
        self.move = None
        self.advice = []
        self.text = ""
        self._unmark()
        if had:
            self.dropped.emit()

    def sync(self, state: GameState) -> None:
        """The table shows ``state``: drop a hint for another position, else mark it again
        (the chooser rebuilt its buttons)."""
        if self.asked is None:
            return
        if state is not self.asked:
            self.cancel()
        elif self.move is not None:
            self._mark(state, self.move)

    def _delivered(self, message: object) -> None:
        self.found.emit(*message)  # type: ignore[misc]
        self._found(*message)  # type: ignore[misc]

    def _found(self, state: GameState, answer: object, ask: int) -> None:
        if ask != self._ask or state is not self.asked:
            return  # cancelled, or for a position no longer shown
        self._bot = None
        advice = list(answer) if isinstance(answer, list) else []
        move = advice[0].move if advice else answer
        if not isinstance(move, Move):
            self.asked = None
            why = str(move) if isinstance(move, Exception) else tr("nothing to suggest")
            self.failed.emit(tr("No hint: {why}").format(why=why))
            self.dropped.emit()
            return
        self.advice = advice
        self.point_at(move)
        if advice:
            self.advised.emit(state, advice)
        self.shown.emit(self.text)

    def point_at(self, move: Move) -> None:
        """Mark ``move`` (one of the coach's, say) for the position asked about."""
        if self.asked is None:
            return
        self.move = move
        self.text = tr("Hint: {move}").format(move=move_label(self.asked, move))
        self._mark(self.asked, move)

    def _mark(self, state: GameState, move: Move) -> None:
        self._unmark()
        rect = target_rect(self.table, state, move)
        if rect is not None:
            self.marker = HintMarker(rect)
            self.table.addItem(self.marker)
        button = self.button_for(str(move))
        if button is not None:
            self.button, self._button_tip = button, button.toolTip()
            button.setStyleSheet(BUTTON_STYLE)
            button.setToolTip(self.text + "\n" + self._button_tip)

    def _unmark(self) -> None:
        marker, self.marker = self.marker, None
        remove_marker(marker)
        button, self.button = self.button, None
        if button is not None and shiboken6.isValid(button):
            button.setStyleSheet("")
            button.setToolTip(self._button_tip)
