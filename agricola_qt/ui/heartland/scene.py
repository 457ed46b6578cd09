"""The Heartland table as a QGraphicsScene: crop area, score track, barn, player boards and
the hand of the seat watching.

The scene shows ``seat_view(state, watcher)`` only (another seat's hand and the stacks stay
hidden; ``watcher = -1`` hides every hand, behind the hand-off cover).  Gestures go out as
``Gesture`` values (``gesture`` signal); the controller turns them into moves.  While a tile
is dragged, the squares it may go to are lit and a note shows what each field would score.
"""

from __future__ import annotations

from collections.abc import Sequence

from attrs import frozen
from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem

from agricola_qt.heartland import GameState, Move, Refusal, Verb, apply, seat_view
from agricola_qt.heartland.board import Dir, group
from agricola_qt.heartland.state import Step
from agricola_qt.ui import palette
from agricola_qt.ui.heartland.board_items import (
    TRACK_ROW,
    BarnItem,
    CropAreaItem,
    PlayerBoardItem,
    ScoreTrackItem,
)
from agricola_qt.ui.heartland.controller import TURN_ENDS, FieldPreview, HeartlandController
from agricola_qt.ui.heartland.hand import OFFSET, HandTile, TileKey
from agricola_qt.ui.heartland.look import SQUARE, bold, readable
from agricola_qt.ui.heartland.words import crop_word, named, refusal_text
from agricola_qt.ui.text import tr, trn

BOARD_AT = QPointF(34, 40)
TRACK_AT = QPointF(34, 496)
HAND_AT = QPointF(34, 672)
BARN_AT = QPointF(650, 40)
PLAYERS_AT = QPointF(930, 14)
SCENE = QRectF(0, 0, 1170, 802)


@frozen
class Gesture:
    """What a person did on the table: dropped a hand tile on a square, or clicked a square."""

    kind: str  # "drop" or "square"
    square: int
    key: TileKey | None = None
    direction: Dir = Dir.EAST
    face_down: bool = False

    def move(self) -> Move | None:
        """The engine move a drop stands for (None for a click: the controller decides)."""
        if self.kind != "drop" or self.key is None:
            return None
        if self.key.tile:
            return Move(Verb.LARGE, tile=self.key.tile, square=self.square, dir=self.direction)
        verb = Verb.LEVEL if self.face_down else Verb.SMALL
        return Move(verb, crop=self.key.crop, square=self.square)


# The size words are measured at for the room they take: the readable size on a table drawn
# at 0.56, smaller than any window the game opens fits it to (1024×700 draws it at 0.61).
LARGEST_TEXT = 16.0


class NoteItem(QGraphicsItem):
    """A short note beside the dragged tile: the points of each field, or the reason not."""

    WIDTH = 300.0

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.refused = False
        self.height = 48.0
        self.setZValue(60)

    def set(self, text: str, refused: bool) -> None:
        self.prepareGeometryChange()
        self.text, self.refused = text, refused
        # tall enough for the text at the largest size it may be drawn at
        lines = QFontMetricsF(bold(LARGEST_TEXT)).boundingRect(
            QRectF(0, 0, self.WIDTH - 16, 1000), Qt.TextFlag.TextWordWrap, text)
        self.height = max(48.0, lines.height() + 10)
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.WIDTH, self.height)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,  # noqa: D102
              widget: object = None) -> None:
        p.setPen(QPen(QColor("#8B1A1A") if self.refused else palette.BOARD_EDGE, 2))
        p.setBrush(QColor("#FFF4E0") if self.refused else QColor("#FDFBF2"))
        p.drawRoundedRect(self.boundingRect(), 6, 6)
        p.setPen(QColor("#8B1A1A") if self.refused else palette.INK)
        readable(p, 12)
        p.drawText(self.boundingRect().adjusted(8, 4, -8, -4), Qt.AlignmentFlag.AlignVCenter
                   | Qt.TextFlag.TextWordWrap, self.text)


class LabelItem(QGraphicsItem):
    """A line of words on the table (the stacks, whose hand): at ``size``, or larger where
    the table is drawn too small for that to read."""

    def __init__(self, text: str, size: float) -> None:
        super().__init__()
        self.text = text
        self.size = size
        metrics = QFontMetricsF(bold(max(size, LARGEST_TEXT)))
        self.rect = QRectF(0, 0, metrics.horizontalAdvance(text) + 4, metrics.height())

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,  # noqa: D102
              widget: object = None) -> None:
        readable(p, self.size)
        p.setPen(QColor("#F0EAD6"))
        p.drawText(self.rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                   self.text)


class HeartlandScene(QGraphicsScene):
    gesture = Signal(object)
    refreshed = Signal()  # the items were made again (keyboard play draws its ring again)
    acted = Signal()  # the person did something at the table (an old refusal is stale)

    def __init__(self, controller: HeartlandController, watcher: int = 0,
                 levels: list[str | None] | None = None) -> None:
        super().__init__()
        self.controller = controller
        self.watcher = watcher
        # a seat whose latest placement is framed whoever plays it (the replay's last mover;
        # at the table only the computers' are)
        self.framed_seat = -1
        # at a shared screen (the table, not a replay): the other people's last tiles too
        self.frames_people = False
        self.levels = levels or controller.seats
        # how each hand tile is turned, by whose hand it is: two people at one screen hold
        # the same small tiles, and one's flipped wheat showed face down in the other's hand
        self.turns: dict[tuple[int, TileKey], tuple[Dir, bool]] = {}
        self.tiles: list[HandTile] = []
        self.board: CropAreaItem | None = None
        self.note = NoteItem()
        self._pending = False
        self._refresh_timer = QTimer(self)  # deleted with the scene: never fires after it
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.timeout.connect(self.refresh)
        self.setSceneRect(SCENE)
        self.setBackgroundBrush(palette.TABLE)
        controller.state_changed.connect(self.schedule_refresh)
        self.refresh()

    # --- building ----------------------------------------------------------------------------
    def view_state(self) -> GameState:
        """What the watcher may see; once the game is over, everything (the livestock is
        revealed and counted)."""
        state = self.controller.state
        return state if state.is_over else seat_view(state, self.watcher).state

    def set_watcher(self, seat: int) -> None:
        if seat != self.watcher:
            self.watcher = seat
            self.refresh()

    def schedule_refresh(self, *_: object) -> None:
        if not self._pending:
            self._pending = True
            self._refresh_timer.start(0)

    def refresh(self) -> None:
        self._pending = False
        if any(t.dragging for t in self.tiles):
            self.schedule_refresh()  # never pull a tile away from under the mouse
            return
        self.clear()  # deletes the old items (the note too)
        self.tiles = []
        self.note = NoteItem()
        self.addItem(self.note)
        self.note.setVisible(False)
        state = self.view_state()
        half_a = {m.tile: m.square for m in self.controller.moves if m.verb is Verb.LARGE}
        board = CropAreaItem(self, state, half_a)
        board.setPos(BOARD_AT)
        if state.step is Step.SCORE and state.current_field is not None:
            board.marked = state.current_field.square
        # the others' last tiles: the computers', and at a shared screen the other people's
        # too (a pass-and-play player back at the table saw no frame on what had changed)
        people = [seat for seat, level in enumerate(self.controller.seats) if level is None]
        board.recent = {seat: squares for seat, squares in last_placements(
            state, self.controller.moves, state.setup.start_player).items()
            if seat in self.controller.bots or seat == self.framed_seat
            or (self.frames_people and len(people) > 1 and seat != self.watcher)}
        if state.step is Step.FARM and self._watcher_acts(state):
            board.lit = {m.square for m in self.controller.legal() if m.verb is Verb.FARM}
            board.farm_choice = True
        self.addItem(board)
        self.board = board
        names = [self.controller.name(seat) for seat in range(state.setup.players)]
        track = ScoreTrackItem(state, names)
        track.setPos(TRACK_AT)
        self.addItem(track)
        barn = BarnItem(state, names)
        barn.setPos(BARN_AT)
        self.addItem(barn)
        self.barn = barn
        for seat in range(state.setup.players):
            item = PlayerBoardItem(state, seat, self.controller.name(seat), self.watcher,
                                   self.levels[seat] if seat < len(self.levels) else None)
            item.setPos(PLAYERS_AT.x(), PLAYERS_AT.y() + seat * (PlayerBoardItem.HEIGHT + 6))
            self.addItem(item)
        self._add_stacks(state)
        self._add_hand(state)
        self.refreshed.emit()

    def _watcher_acts(self, state: GameState) -> bool:
        return not state.is_over and state.actor == self.watcher

    def _label(self, text: str, at: QPointF, size: float = 13) -> None:
        item = LabelItem(text, size)
        item.setPos(at)
        self.addItem(item)

    def _add_stacks(self, state: GameState) -> None:
        text = (trn("Stack: %n tile(s)", len(state.stack)) + "   "
                + trn("End stack: %n tile(s)", len(state.end_stack)))
        if state.end_drawn_by >= 0 and not state.is_over:  # "last round" under a finished game
            text += "   " + tr("The end-of-game tile is out: last round.")
        self._label(text, QPointF(TRACK_AT.x(), TRACK_AT.y() + 4 * TRACK_ROW + 8))

    def _add_hand(self, state: GameState) -> None:
        if self.watcher < 0:
            self._label(tr("The hand is hidden."), QPointF(HAND_AT.x(), HAND_AT.y() - 22))
            return
        player = state.players[self.watcher]
        self._label(named(tr("Hand of {name}"), name=self.controller.name(self.watcher)),
                    QPointF(HAND_AT.x(), HAND_AT.y() - 24))
        comp = state.components
        x = HAND_AT.x()
        for tile_id in player.hand:
            key = TileKey(tile=tile_id)
            direction, _ = self.turns.get((self.watcher, key), (Dir.EAST, False))
            tile = HandTile(self, key, comp.tile(tile_id), direction=direction)
            self._place_in_hand(tile, x)
            x += 2 * SQUARE + 16
        x = max(x, HAND_AT.x() + 3 * (2 * SQUARE + 16)) + 12
        for crop in player.smalls:
            key = TileKey(crop=crop)
            _, down = self.turns.get((self.watcher, key), (Dir.EAST, False))
            tile = HandTile(self, key, None, comp.small_barns, face_down=down)
            self._place_in_hand(tile, x)
            x += SQUARE + 8

    def _place_in_hand(self, tile: HandTile, x: float) -> None:
        tile.slot = x
        tile.home = self.hand_home(tile)
        tile.setPos(tile.home)
        tile.setZValue(10)
        self.addItem(tile)
        self.tiles.append(tile)

    def hand_home(self, tile: HandTile) -> QPointF:
        """Where ``tile`` lies in its slot of the hand, turned as it is now."""
        dx, dy = OFFSET[tile.direction]
        # a tile turned upright stands a little lower than the slot's top, clear of the
        # "Hand of …" line above it (its ring covered the words)
        y = HAND_AT.y() + (SQUARE / 2 if dy == 0 else 8)
        return QPointF(tile.slot - min(0, dx) * SQUARE, y - min(0, dy) * SQUARE)

    def back_in_hand(self, tile: HandTile) -> None:
        """A tile put back (an illegal drop, Escape) lies in its slot turned as it was held,
        as a tile turned in the hand does (``hand_home`` keeps a west or upright tile within
        its slot): laid east again, a tester's two turns before Escape were lost."""
        self.turns[(self.watcher, tile.key)] = (tile.direction, tile.face_down)
        tile.home = self.hand_home(tile)

    # --- dragging ----------------------------------------------------------------------------
    def square_under(self, tile: HandTile) -> int:
        if self.board is None:
            return -1
        at = tile.anchor() - BOARD_AT
        return self.board.square_at(at.x(), at.y())

    def _lit_for(self, tile: HandTile) -> set[int]:
        out = set()
        for m in self.controller.legal():
            g = Gesture("drop", m.square, tile.key, tile.direction, tile.face_down).move()
            if g is not None and g == m:
                out.add(m.square)
        return out

    def may_pick_up(self) -> bool:
        """Whether a hand tile may be picked up now; if not, the reason is told (a tile
        picked up while the computer moved was dropped in silence when the table changed,
        and kept the keys' focus: R then turned it, Enter laid it)."""
        if self.controller.is_bot_turn():
            self.controller.message.emit(tr("Wait: a computer player is thinking."))
            return False
        return True

    def drag_started(self, tile: HandTile) -> None:
        self.acted.emit()
        if self.board is not None:
            self.board.lit = self._lit_for(tile)
            self.board.update()

    def tile_turned(self, tile: HandTile) -> None:
        self.acted.emit()
        self.turns[(self.watcher, tile.key)] = (tile.direction, tile.face_down)
        if tile.dragging:
            self.drag_started(tile)
            self.drag_moved(tile)
        else:
            self.schedule_refresh()  # laid out again in the hand, turned

    def drag_moved(self, tile: HandTile, by_keys: bool = False) -> None:
        """``tile`` moved over the board, by the mouse or (``by_keys``) by the keyboard."""
        if self.board is None:
            return
        square = self.square_under(tile)
        shadow: set[int] = set()
        if square < 0:
            self.note.set("", False)
        else:
            # the tile lies on the squares it would take: following the mouse, it was drawn
            # up to half a square beside the lit spot and the squares shaded for it
            tile.setPos(BOARD_AT + self.board.square_rect(square).topLeft())
            move = Gesture("drop", square, tile.key, tile.direction, tile.face_down).move()
            assert move is not None
            state = self.controller.state
            result = self.controller.preview(move)
            regions: set[int] = set()
            if isinstance(result, Refusal):
                self.note.set(refusal_text(result, state), True)
            else:
                shadow = {f.square for f in result} | {square}
                self.note.set(preview_text(state, result, move), False)
                after = apply(state, move, checked=False)
                regions = {sq for f in result
                           for sq in group(after.tops, f.square, after.geometry)}
            lit = self.board.lit if by_keys else set()
            if by_keys:
                # held by the keys, the note stands in one place under the barn, off the
                # crop area: beside the tile it covered the squares and the barn's tracks
                # a tester needed to judge the move
                under = self.barn.sceneBoundingRect()
                self.note.setPos(under.left(), min(under.bottom() + 12,
                                                   SCENE.bottom() - self.note.height))
            else:
                self.note.setPos(self.note_place(tile, [
                    self.board.square_rect(sq).translated(BOARD_AT) for sq in regions], [
                    self.board.square_rect(sq).translated(BOARD_AT) for sq in lit - {square}]))
        if self.board.shadow != shadow:
            self.board.shadow = shadow
            self.board.update()

    def note_place(self, tile: HandTile, regions: list[QRectF],
                   lit: Sequence[QRectF] = ()) -> QPointF:
        """Where the note goes beside ``tile``: above it, else below, right or left, the
        first place on the table that covers neither the tile nor the squares of the
        regions it scores (``regions``), else the one covering least of them, and of those
        the one covering least of ``lit`` (for a tile held by the keyboard, the other lit
        spots: above the tile the note covered the next row, where the keys move it next).
        Under the tile, it hid the region being scored and the barn's farm label."""
        box = tile.sceneBoundingRect()
        width, height, gap = self.note.WIDTH, self.note.height, 6.0
        spots = (QPointF(box.left(), box.top() - gap - height),
                 QPointF(box.left(), box.bottom() + gap),
                 QPointF(box.right() + gap, box.top()),
                 QPointF(box.left() - gap - width, box.top()))

        def on_table(spot: QPointF) -> QRectF:
            x = min(max(spot.x(), SCENE.left()), SCENE.right() - width)
            y = min(max(spot.y(), SCENE.top()), SCENE.bottom() - height)
            return QRectF(x, y, width, height)

        def covered(rect: QRectF) -> tuple[float, float, float]:
            def area(r: QRectF) -> float:
                part = rect.intersected(r)
                return part.width() * part.height() if not part.isEmpty() else 0.0
            return area(box), sum(area(r) for r in regions), sum(area(r) for r in lit)

        places = [on_table(spot) for spot in spots]
        best = min(range(len(places)), key=lambda i: (covered(places[i]), i))
        return places[best].topLeft()

    def dropped(self, tile: HandTile) -> None:
        square = self.square_under(tile)
        before = self.controller.state
        if square >= 0:
            self.gesture.emit(Gesture("drop", square, tile.key, tile.direction, tile.face_down))
        if self.controller.state is before:
            tile.snap_back()
        if self.board is not None:
            self.board.lit, self.board.shadow = set(), set()
            self.board.update()
        self.note.set("", False)

    def square_clicked(self, square: int) -> None:
        self.acted.emit()
        self.gesture.emit(Gesture("square", square))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_R:
            dragged = [t for t in self.tiles if t.dragging]
            focused = self.focusItem()
            target = dragged[0] if dragged else focused if isinstance(focused, HandTile) else None
            if target is not None:
                target.turn()
                event.accept()
                return
        super().keyPressEvent(event)


def preview_text(state: GameState, fields: tuple[FieldPreview, ...], move: Move) -> str:
    """"b4: 5 victory points or 2 farm points" per field (levelling: the large tile follows)."""
    if move.verb is Verb.LEVEL:
        return tr("Levelling {square}: a large tile must follow on top.").format(
            square=state.geometry.name(move.square))
    after = apply(state, move, checked=False)
    parts = []
    for f in sorted(fields, key=lambda f: f.square):  # the top or left half first
        # a line each, with its crop (one line for both broke mid-phrase, "或 / 农庄点数 1",
        # and named only cells, a tester)
        parts.append(trn("{square} {crop}: {vp} VP or %n farm point(s)", f.barns).format(
            square=state.geometry.name(f.square), crop=crop_word(after.tops[f.square]),
            vp=f.vp))
    return "\n".join(parts)


def last_placements(state: GameState, moves: Sequence[Move],
                    start: int) -> dict[int, frozenset[int]]:
    """Each seat's squares of its latest turn that laid tiles, with the turn going on (a
    turn laying none, as a pass, takes its mark away), those still showing its tiles only
    (a square covered since by another player's tile is theirs now).  The seats take their
    turns in order from ``start``, each ended by a draw or an end (the engine's rule): the
    table marks a computer's last move with it, that a person can follow the bots."""
    players = state.setup.players
    seat = start
    laid: set[int] = set()
    found: dict[int, set[int]] = {}
    beside = state.geometry.beside
    for move in moves:
        if move.verb in (Verb.LARGE, Verb.SMALL, Verb.LEVEL) and move.square >= 0:
            laid.add(move.square)
            if move.verb is Verb.LARGE and move.dir is not None:
                laid.add(beside.get((move.square, move.dir), move.square))
            found[seat] = set(laid)
        if move.verb in TURN_ENDS:
            if not laid:
                found.pop(seat, None)
            seat, laid = (seat + 1) % players, set()
    return {who: frozenset(sq for sq in squares
                           if state.layers[sq] and state.layers[sq][-1].owner == who)
            for who, squares in found.items()}
