"""Pieces the player drags: people from the house, and tiles from the tray (field, room,
stable, grain, vegetable).  A dropped piece is reported to the scene; if the game does not
change, it glides back where it came from.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
)

from agricola_qt.engine.goods import Goods
from agricola_qt.ui import layout, palette
from agricola_qt.ui.art import fit, paint_art
from agricola_qt.ui.drawing import good_icon, set_readable, token
from agricola_qt.ui.guard import guarded
from agricola_qt.ui.text import goods_text, tr

if TYPE_CHECKING:
    from agricola_qt.ui.scene import TableScene

TOKEN = 26.0
TILE = 44.0
TILE_LABEL_ROOM = 30.0  # scene units under a tray's tile for its label (the tiles are 80 apart)


class DragToken(QGraphicsObject):
    kind = ""
    rest_z = 10.0  # the height a piece lies at when not dragged

    def __init__(self, table: TableScene, player: int = -1) -> None:
        super().__init__()
        self.table = table
        self.player = player
        self.home = QPointF()
        self._grab = QPointF()
        self._dragging = False
        self._animation: QPropertyAnimation | None = None
        self.setZValue(self.rest_z)
        self.setCursor(Qt.CursorShape.OpenHandCursor)

    def set_home(self, pos: QPointF) -> None:
        self.home = QPointF(pos)
        if not self._dragging:
            self.setPos(pos)

    @property
    def dragging(self) -> bool:
        return self._dragging

    @guarded
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton or not self.table.can_drag(self):
            event.ignore()
            return
        if self._animation is not None:
            self._animation.stop()
            self.setPos(self.home)
        self._dragging = True
        self._grab = event.scenePos() - self.pos()
        self.setZValue(100)
        self.table.drag_started(self)
        event.accept()

    @guarded
    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._dragging:
            self.setPos(event.scenePos() - self._grab)
            self.table.drag_moved(self, event.scenePos())

    @guarded
    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if not self._dragging:
            return
        self._dragging = False
        self.setZValue(self.rest_z)
        self.table.drop(self, event.scenePos())

    def cancel_drag(self) -> None:
        """A drag that ends where it began: back home, no drop."""
        self._dragging = False
        self.setZValue(self.rest_z)
        self.setPos(self.home)
        self.table.drag_cancelled(self)

    def snap_back(self, ms: int = 180) -> None:
        """Glide back home (an illegal drop)."""
        anim = QPropertyAnimation(self, b"pos", self)
        anim.setDuration(ms)
        anim.setStartValue(self.pos())
        anim.setEndValue(self.home)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.start()
        self._animation = anim


class PersonItem(DragToken):
    kind = "person"

    def __init__(self, table: TableScene, player: int = -1) -> None:
        super().__init__(table, player)
        # a person looks the same all game: Qt keeps its picture instead of asking again
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.parked = True  # not at home: off the table (TableScene._place_people)
        self.resting = False  # at home but sitting this round out (the Holiday House)
        self.lodging = ""  # the card this person lives on, at home (the Reed Hut)
        self.slot: int | None = None  # where at home it stands (TableScene._place_people)

    @guarded
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        waits = self.table.lodger_waits(self) if self.lodging else ""
        if waits and event.button() == Qt.MouseButton.LeftButton:
            self.table.refuse(waits)
            event.accept()  # (not the card under it: "Reed Hut has nothing to use now")
            return
        super().mousePressEvent(event)

    def signature(self) -> object:
        """What the piece shows: its player's colour and shape, faded when resting (see
        scene.refresh)."""
        return self.table.slot(self.player), self.resting

    def boundingRect(self) -> QRectF:
        return QRectF(-TOKEN / 2, -TOKEN / 2, TOKEN, TOKEN)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: object = None) -> None:
        if self.resting:
            p.setOpacity(0.4)
        token(p, self.table.slot(self.player), self.boundingRect().adjusted(1, 1, -1, -1),
              outline=1.6)


WORKER = 24.0  # a person standing on an action space, as wide as it is drawn there


class WorkerToken(QGraphicsObject):
    """A person out at work, standing in the lower right corner of its action space.

    Only a picture: clicks, hovers and drops go through to the space below.  A token of its
    own rather than part of the space's goods picture: placing a person, and the return home
    at the end of a round, then move or hide tokens instead of drawing every space again."""

    def __init__(self, table: TableScene, player: int) -> None:
        super().__init__()
        self.table = table
        self.player = player
        self.setZValue(5)  # over the spaces, under the people at home and a dragged piece
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def signature(self) -> object:
        return self.table.slot(self.player)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        return QRectF(-WORKER / 2, -WORKER / 2, WORKER, WORKER)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: object = None) -> None:
        token(p, self.table.slot(self.player), self.boundingRect())


TILE_LABELS = {"field": QT_TRANSLATE_NOOP("Table", "Field"),
               "room": QT_TRANSLATE_NOOP("Table", "Room"),
               "stable": QT_TRANSLATE_NOOP("Table", "Stable"),
               "grain": QT_TRANSLATE_NOOP("Table", "Grain"),
               "veg": QT_TRANSLATE_NOOP("Table", "Vegetable")}


CHOSEN_FRAME = 5.0  # room round a tile for its frame when it is chosen


class TileItem(DragToken):
    """A tile in the tray; ``kind`` is field, room, stable, grain or veg."""

    def __init__(self, table: TableScene, kind: str) -> None:
        super().__init__(table)
        self.kind = kind
        self.setToolTip(self.help_text())

    def help_text(self) -> str:
        texts = {
            "field": tr("Drag onto an empty cell next to your fields to plough it."),
            "room": tr("Drag onto an empty cell next to your house to build a room."),
            "stable": tr("Drag onto a cell without a room or field to build a stable."),
            "grain": tr("Drag onto an empty field to sow grain (3 grow)."),
            "veg": tr("Drag onto an empty field to sow a vegetable (2 grow)."),
        }
        cost = self._cost()
        if cost.is_empty():
            return texts[self.kind]
        # what one costs now (a newcomer learnt a stable's 2 wood only from the log)
        return tr("{what} Each costs {goods}.").format(what=texts[self.kind],
                                                      goods=goods_text(cost))

    def _cost(self) -> Goods:
        """What a room or a stable costs the player acting now (nothing for other tiles)."""
        from agricola_qt.engine.economy import room_cost, stable_cost

        state = self.table.state
        frame = state.frame
        if state.actor < 0 or self.kind not in ("room", "stable"):
            return Goods()
        player = state.players[state.actor]
        if self.kind == "room":
            return room_cost(player)
        return stable_cost(player, frame.stable_cost if frame is not None else 2)

    def boundingRect(self) -> QRectF:
        # the label under the tile is as wide as the tray: "Vegetable" was cut to "egetabl";
        # and as tall as the readable size makes it at a small zoom (``TILE_LABEL_ROOM``)
        # (and room above for the frame of a chosen tile)
        return QRectF(-layout.TRAY_W / 2, -TILE / 2 - CHOSEN_FRAME, layout.TRAY_W,
                      TILE + TILE_LABEL_ROOM + CHOSEN_FRAME)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: object = None) -> None:
        r = QRectF(-TILE / 2, -TILE / 2, TILE, TILE)
        p.setBrush(QBrush(QColor("#F3E7C9")))
        p.setPen(QPen(palette.INK, 1.2))
        p.drawRoundedRect(r, 5, 5)
        if self.table.chosen_tile == self.kind:
            # clicked, waiting for a cell: framed like the cells it may go on (only the lit
            # cells and the status line said which tile was in hand)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(palette.HIGHLIGHT_EDGE, 3.5))
            p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 7, 7)  # within CHOSEN_FRAME
        inner = r.adjusted(3, 3, -3, -3)
        if self.kind == "field":
            paint_art(p, "field-plowed", inner)
        elif self.kind == "room":
            house = "wood"
            if self.table.state.actor >= 0:
                house = self.table.state.players[self.table.state.actor].farm.house
            paint_art(p, f"room-{house}", inner)
        elif self.kind == "stable":
            paint_art(p, "stable", fit("stable", inner.adjusted(3, 3, -3, -3)))
        else:  # grain, veg: the crop on a field
            paint_art(p, f"field-{self.kind}", inner)
            good_icon(p, self.kind, inner.adjusted(8, 8, -8, -8))
        # light on the table's dark felt, where the tray lies (dark ink hardly showed there)
        p.setPen(palette.ROUND_CARD)
        f = set_readable(p, 6.5, bold=True)
        label = QFontMetricsF(f).elidedText(tr(TILE_LABELS[self.kind]),
                                            Qt.TextElideMode.ElideRight, layout.TRAY_W - 4)
        # hung from the tile's foot: centred in 13 units, the readable size a small table
        # takes rose over the tile ("耕地" across its lower edge at 1366x768)
        height = min(max(13.0, QFontMetricsF(f).height()), TILE_LABEL_ROOM - 1)
        p.drawText(QRectF(-layout.TRAY_W / 2, r.bottom() + 1, layout.TRAY_W, height),
                   Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, label)


class GoodToken(DragToken):
    """A good in a player's supply that can be cooked: drag it onto a cooking improvement."""

    def __init__(self, table: TableScene, good: str) -> None:
        super().__init__(table)
        self.kind = f"cook-{good}"
        self.good = good
        self.setToolTip(tr("Drag onto one of your cooking improvements to turn it into food."))

    def boundingRect(self) -> QRectF:
        # over the supply's icon (16 units, centred here), the frame reaching out to the
        # left, where the row leaves a gap: centred, it ran over the count to the icon's
        # right, and 6 sheep read as 5
        return QRectF(-13, -11, 22, 22)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: object = None) -> None:
        p.setPen(QPen(palette.HIGHLIGHT_EDGE, 2))
        p.setBrush(QBrush(QColor(255, 255, 255, 60)))
        p.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 4, 4)
        good_icon(p, self.good, QRectF(-8, -8, 16, 16))
