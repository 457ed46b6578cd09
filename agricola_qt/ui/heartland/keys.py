"""Keyboard play at the Heartland table: a focus ring over what may be chosen now.

Placing: Tab / Shift+Tab or the arrows move the ring over the tiles in the hand; R turns the
tile in the ring (a small tile turns face down, for levelling); Enter picks it up.  Then the
ring is on one of the lit spots and the tile lies there with its preview (the points of each
field); the arrows move it to the nearest lit spot that way, Tab to the next, R turns it,
Enter lays it, Escape puts it back.  Scoring: Left/Right/Tab choose victory points or farm
points (the chosen button is framed), V and F choose at once, Enter takes the choice.
Farm: the ring goes over the lit squares; Enter builds the farm, L puts it off.  End of the
turn: Enter.
P passes when no tile fits.

The keys only make the same gestures a mouse makes (``HeartlandScene.drag_started`` /
``drag_moved`` / ``dropped``, ``square_clicked``, the panel's buttons), so the controller and
the engine check them the same way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from agricola_qt.heartland import Move, Verb, why_illegal
from agricola_qt.heartland.state import Step
from agricola_qt.ui.heartland.hand import HandTile, TileKey
from agricola_qt.ui.heartland.scene import BOARD_AT
from agricola_qt.ui.text import tr

if TYPE_CHECKING:
    from agricola_qt.ui.heartland.table import HeartlandTable

RING = QColor("#FFD400")
CHOSEN_STYLE = "QPushButton { border: 3px solid #E0A800; font-weight: bold; }"
ARROWS: dict[int, tuple[int, int]] = {
    Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0),
}
ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class FocusRing(QGraphicsItem):
    """A thick ring around the target in focus (in scene units)."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.rect = QRectF(rect).adjusted(-5, -5, 5, 5)
        self.setZValue(70)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,  # noqa: D102
              widget: object = None) -> None:
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor("#1E1E1E"), 8))
        p.drawRoundedRect(self.rect, 7, 7)
        p.setPen(QPen(RING, 5))
        p.drawRoundedRect(self.rect, 7, 7)


def nearest(squares: list[int], start: int, step: tuple[int, int], columns: int) -> int:
    """The square of ``squares`` nearest to ``start`` in the direction ``step`` (rows, columns),
    or ``start`` when there is none that way."""
    row, col = divmod(start, columns)
    best: tuple[int, int] | None = None
    found = start
    for sq in squares:
        r, c = divmod(sq, columns)
        ahead = (r - row) * step[0] + (c - col) * step[1]
        if ahead <= 0:
            continue
        aside = abs((r - row) * step[1]) + abs((c - col) * step[0])
        key = (ahead + 2 * aside, aside)
        if best is None or key < best:
            best, found = key, sq
    return found


class HeartlandKeys(QObject):
    """The keyboard player of one table: an event filter on its view."""

    def __init__(self, table: HeartlandTable) -> None:
        super().__init__(table)
        self.table = table
        self.scene = table.scene
        self.focus_key: TileKey | None = None  # the hand tile in the ring
        self.held: HandTile | None = None  # the tile picked up (lying on a lit spot)
        self.square = -1  # the lit square in the ring (placing or building a farm)
        self.vp = True  # the scoring choice in the ring
        self.active = False  # a key was used: the ring shows
        self.ring: FocusRing | None = None
        self.seat = table.controller.state.actor  # whose hand the ring was in
        self.scene.refreshed.connect(self.show_ring)
        table.controller.state_changed.connect(self._changed)

    # --- what may be chosen ------------------------------------------------------------------
    def my_turn(self) -> bool:
        c = self.table.controller
        state = c.state
        return (not state.is_over and state.actor == self.scene.watcher
                and not c.is_bot_turn() and not self.table.cover.isVisible())

    def hand(self) -> list[HandTile]:
        return list(self.scene.tiles)

    def focused_tile(self) -> HandTile | None:
        tiles = self.hand()
        for tile in tiles:
            if tile.key == self.focus_key:
                return tile
        return tiles[0] if tiles else None

    def lit(self) -> list[int]:
        board = self.scene.board
        return sorted(board.lit) if board is not None else []

    # --- the ring ----------------------------------------------------------------------------
    def _square_rect(self, square: int) -> QRectF:
        assert self.scene.board is not None
        return self.scene.board.square_rect(square).translated(BOARD_AT)

    def target_rect(self) -> QRectF | None:
        """Where the ring goes now (None: nothing to show)."""
        if not self.active or not self.my_turn():
            return None
        step = self.table.controller.state.step
        if self.held is not None:
            return self.held.sceneBoundingRect()
        if step in (Step.PLACE, Step.LARGE):
            tile = self.focused_tile()
            return tile.sceneBoundingRect() if tile is not None else None
        if step is Step.FARM and self.square >= 0:
            return self._square_rect(self.square)
        if step is Step.SCORE:
            field = self.table.controller.state.current_field
            return self._square_rect(field.square) if field is not None else None
        return None

    def show_ring(self) -> None:
        """Draw the ring again (the scene deletes every item when it refreshes)."""
        ring = self.ring
        if ring is not None and shiboken6.isValid(ring) and ring.scene() is self.scene:
            self.scene.removeItem(ring)  # (a refresh of the scene deletes it by itself)
        self.ring = None
        rect = self.target_rect()
        if rect is not None:
            self.ring = FocusRing(rect)
            self.scene.addItem(self.ring)
        self._frame_choice()

    def _frame_choice(self) -> None:
        t = self.table
        scoring = self.active and self.my_turn() and t.controller.state.step is Step.SCORE
        t.vp_button.setStyleSheet(CHOSEN_STYLE if scoring and self.vp else "")
        t.fp_button.setStyleSheet(CHOSEN_STYLE if scoring and not self.vp else "")

    def _changed(self, *_: object) -> None:
        state = self.table.controller.state
        if state.actor != self.seat:  # another hand: the ring begins at its first tile (it
            self.seat = state.actor  # stayed on the slot the last person had left it on)
            self.focus_key = None
        if state.step is Step.FARM:
            self.square = -1  # chosen again from the lit squares
        if state.step is Step.SCORE and state.current_field is not None:
            self.vp = why_illegal(state, Move(Verb.VP, square=state.current_field.square)) is None

    # --- keys --------------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        if not self.my_turn() or any(t.dragging and t is not self.held for t in self.hand()):
            return False  # not ours to play, or a mouse drag (R turns the dragged tile)
        used = self.key(event.key(), bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
        if used:
            self.active = True
            self.show_ring()
        return used

    def key(self, key: int, back: bool = False) -> bool:
        """Act on one key press; True when it was used."""
        state = self.table.controller.state
        if key == Qt.Key.Key_Backtab:
            key, back = Qt.Key.Key_Tab, True
        if self.held is not None:
            return self._holding(key, back)
        if key == Qt.Key.Key_P and why_illegal(state, Move(Verb.PASS)) is None:
            self.table.controller.play(Move(Verb.PASS))
            return True
        match state.step:
            case Step.PLACE | Step.LARGE:
                return self._in_hand(key, back)
            case Step.SCORE:
                return self._scoring(key)
            case Step.FARM:
                return self._farm(key, back)
            case Step.END:
                if key in ENTER:
                    self.table._end_turn()
                    return True
        return False

    def _cycle(self, count: int, index: int, key: int, back: bool) -> int | None:
        if not count:
            return None
        if key == Qt.Key.Key_Tab:
            return (index + (-1 if back else 1)) % count
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            return (index - 1) % count
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            return (index + 1) % count
        return None

    def _in_hand(self, key: int, back: bool) -> bool:
        tiles = self.hand()
        tile = self.focused_tile()
        if tile is None:
            return False
        index = tiles.index(tile)
        moved = self._cycle(len(tiles), index, key, back)
        if moved is not None and not self.active:
            # the first key shows the ring where it stands, on the first tile, as the
            # Agricola table's does (two Tabs landed on the third tile: the first had moved
            # on from a ring not yet shown; a tester)
            self.focus_key = tile.key
            return True
        if moved is not None:
            self.focus_key = tiles[moved].key
            return True
        self.focus_key = tile.key
        if key == Qt.Key.Key_R:
            tile.turn()  # the scene lays the hand out again, turned
            return True
        if key in ENTER:
            self._pick_up(tile)
            return True
        return False

    def _pick_up(self, tile: HandTile) -> None:
        self.held = tile
        tile.dragging = True  # as a mouse drag: the scene does not pull it away
        tile.setZValue(50)
        self.scene.drag_started(tile)
        lit = self.lit()
        # on the hint's square where one is shown (a tester levelled the next square to the
        # one the hint named, the ring having begun elsewhere), else the first lit one
        board = self.scene.board
        hinted = [sq for sq in lit if board is not None and sq in board.shadow]
        self.square = hinted[0] if hinted else lit[0] if lit else -1
        self._say_if_nowhere()
        self._lay_over(self.square)

    def _say_if_nowhere(self) -> None:
        if self.square < 0:
            self.table.reason.setText(tr("This tile fits nowhere turned this way: R turns "
                                         "it, Escape puts it back."))

    def _lay_over(self, square: int) -> None:
        """Put the held tile over ``square`` (its half a there) and show its preview."""
        tile = self.held
        assert tile is not None
        if square >= 0:
            centre = self._square_rect(square).center()
            tile.setPos(tile.pos() + (centre - tile.anchor()))
        else:
            tile.setPos(tile.home)
        self.scene.drag_moved(tile, by_keys=True)

    def _holding(self, key: int, back: bool) -> bool:
        tile = self.held
        assert tile is not None
        columns = self.table.controller.state.geometry.columns
        lit = self.lit()
        if key == Qt.Key.Key_Escape:
            self._put_back()
            return True
        if key == Qt.Key.Key_R:
            tile.turn()  # the scene lights the spots again for the turned tile
            lit = self.lit()
            if self.square not in lit:
                self.square = lit[0] if lit else -1
            self._say_if_nowhere()  # turning took the last word away; said again if so
            self._lay_over(self.square)
            return True
        if key == Qt.Key.Key_Tab and lit:
            index = lit.index(self.square) if self.square in lit else -1
            self.square = lit[(index + (-1 if back else 1)) % len(lit)]
            self._lay_over(self.square)
            return True
        if key in ARROWS and lit:
            start = self.square if self.square >= 0 else lit[0]
            self.square = nearest(lit, start, ARROWS[key], columns)
            self._lay_over(self.square)
            return True
        if key in ENTER:
            if self.square < 0:
                return True  # nowhere to lay it: the reason is shown
            self.held = None
            tile.dragging = False
            self.scene.dropped(tile)  # the gesture; a refusal snaps it back with the reason
            self.square = -1
            return True
        return False

    def _put_back(self) -> None:
        tile = self.held
        assert tile is not None
        self.held = None
        self.square = -1
        tile.dragging = False
        tile.snap_back()
        board = self.scene.board
        if board is not None:
            board.lit, board.shadow = set(), set()
            board.update()
        self.scene.note.set("", False)

    def _scoring(self, key: int) -> bool:
        if key == Qt.Key.Key_V:
            self.table._score(Verb.VP)
            return True
        if key == Qt.Key.Key_F:
            self.table._score(Verb.FP)
            return True
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up,
                   Qt.Key.Key_Down):
            self.vp = not self.vp
            return True
        if key in ENTER:
            self.table._score(Verb.VP if self.vp else Verb.FP)
            return True
        return False

    def _farm(self, key: int, back: bool) -> bool:
        if key == Qt.Key.Key_L:  # not now: the farm is offered again after a later scoring
            self.square = -1
            self.table.controller.play(Move(Verb.FARM_LATER))
            return True
        lit = self.lit()
        if not lit:
            return False
        columns = self.table.controller.state.geometry.columns
        if self.square not in lit:
            # the first key, Enter too, only shows the ring on the first lit square: Enter,
            # pressed to end the turn as every turn, built a tester's farm on a1's one square
            self.square = lit[0]
            return True
        if key == Qt.Key.Key_Tab:
            index = lit.index(self.square)
            self.square = lit[(index + (-1 if back else 1)) % len(lit)]
            return True
        if key in ARROWS:
            self.square = nearest(lit, self.square, ARROWS[key], columns)
            return True
        if key in ENTER:
            square, self.square = self.square, -1
            self.scene.square_clicked(square)
            return True
        return False


def ring_centre(keys: HeartlandKeys) -> QPointF | None:
    """The centre of the ring in scene units (for tests and screenshots)."""
    return keys.ring.rect.center() if keys.ring is not None else None


__all__ = ["HeartlandKeys", "FocusRing", "nearest", "ring_centre"]
