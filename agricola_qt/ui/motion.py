"""Computer placements glide: the person leaves the house and slides onto its action space.

Only a picture: the game has already changed when the glide starts.  The glider takes no
mouse buttons, so the table keeps answering the human while it moves; the new occupant's
token on the space (``WorkerToken``) waits until the glider lands (``TableScene.arriving``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem

from agricola_qt.engine import GameState, Move
from agricola_qt.ui.drawing import token

if TYPE_CHECKING:
    from agricola_qt.ui.scene import TableScene

SIZE = 24.0


class Glider(QGraphicsObject):
    """A person token on its way to an action space."""

    def __init__(self, table: TableScene, player: int, space_id: str) -> None:
        super().__init__()
        self.table = table
        self.player = player
        self.space_id = space_id
        self.animation: QPropertyAnimation | None = None
        self.setZValue(150)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        return QRectF(-SIZE / 2, -SIZE / 2, SIZE, SIZE)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: object = None) -> None:
        token(p, self.table.slot(self.player), self.boundingRect(), outline=1.6)


def landing_point(table: TableScene, space_id: str) -> QPointF:
    """Where a person on the space stands (its lower right corner)."""
    item = table.space_item(space_id)
    return item.mapToScene(item.worker_point())


def start_point(table: TableScene, before: GameState, player: int) -> QPointF:
    """The house spot of the person who left (the last one still at home before the move)."""
    k = before.players[player].available - 1
    people = table.people[player]
    if 0 <= k < len(people):
        return QPointF(people[k].home)
    return table.farm_items[player].sceneBoundingRect().center()


def glide_placement(table: TableScene, before: GameState, move: Move, ms: int) -> Glider | None:
    """Animate ``move`` (made from ``before``) if it is a placement; None otherwise."""
    if move.verb != "place" or not move.args or ms <= 0 or before.actor < 0:
        return None
    space_id = move.args[0]
    try:
        end = landing_point(table, space_id)
    except KeyError:  # a space without a place on the table: nothing to show
        return None
    player = before.actor
    glider = Glider(table, player, space_id)
    glider.setPos(start_point(table, before, player))
    table.addItem(glider)
    table.arriving.add(space_id)
    table.place_workers()
    table.refresh()
    animation = QPropertyAnimation(glider, b"pos", glider)
    animation.setDuration(ms)
    animation.setStartValue(glider.pos())
    animation.setEndValue(end)
    animation.setEasingCurve(QEasingCurve.Type.InOutCubic)
    animation.finished.connect(lambda: land(glider))
    glider.animation = animation
    animation.start()
    return glider


def land(glider: Glider) -> None:
    """The glide is over: the space shows its occupant again."""
    if not shiboken6.isValid(glider):
        return
    table = glider.table
    if not shiboken6.isValid(table):
        return
    table.arriving.discard(glider.space_id)
    if glider.scene() is table:
        table.removeItem(glider)
    glider.deleteLater()
    table.place_workers()
    table.refresh()


def land_all(table: TableScene) -> None:
    """Finish every glide at once (a new game, a closed window)."""
    for item in list(table.items()):
        if isinstance(item, Glider):
            if item.animation is not None:
                item.animation.stop()
            land(item)
    table.arriving.clear()
    table.place_workers()
