"""The harvest shown step by step on the farms: fields, feeding, breeding.

``HarvestShow`` plays the steps moves finished (``harvest_steps``) on the table one after
another, each with its own short banner: the fields that gave crops light up and "+1" floats
rise from them, the food paid shows on each farm, the newborn animals light up where they
stand.  A step lasts a moment (``step_ms`` of the computer speed), a click on the table skips
it, "wait for a click" waits for one, and with the banners off (computers at once) nothing is
shown.  It only draws: the game goes on underneath (the window holds the computers back while
a step is shown).  Every timer and animation is owned by the show or its pictures, which die
with the window.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem

from agricola_qt.engine import GameState, Move
from agricola_qt.engine.goods import ANIMALS
from agricola_qt.engine.grid import CELL_COUNT
from agricola_qt.ui import palette
from agricola_qt.ui.drawing import font, good_icon
from agricola_qt.ui.flash import fade_out, flash
from agricola_qt.ui.harvest_steps import FarmNews, HarvestStep, harvest_steps
from agricola_qt.ui.log_text import LogLine
from agricola_qt.ui.text import tr

if TYPE_CHECKING:
    from agricola_qt.ui.banner import PhaseBanner
    from agricola_qt.ui.scene import TableScene

# computer speed -> how long a step stays (ms); WAIT: until a click
WAIT = -1
STEP_MS = {"fast": 550, "normal": 1000, "slow": 1800, "step": WAIT}
FLOAT_PT = 12.0  # at least 9 px on a 5-player table at 1280 x 720 (farm scale ~1)
NOTE_PT = 14.0
RISE_MS = 800  # "wait for a click": the float rises this long, then stays


def step_ms(speed: str) -> int:
    """How long a harvest step stays at this computer speed (``WAIT``: until a click)."""
    return STEP_MS.get(speed, STEP_MS["normal"])


# --- pictures -------------------------------------------------------------------------------

class Float(QGraphicsObject):
    """A few goods with a count ("+1 grain", "−3 food") over the table, rising and fading
    (``rise`` 0: staying where it is).  Takes no mouse buttons."""

    def __init__(self, parts: Sequence[tuple[str, str]], size: float = FLOAT_PT) -> None:
        super().__init__()
        self.parts = tuple(parts)
        self.size = size
        metrics = QFontMetricsF(font(size, bold=True))
        self.icon = size * 1.5
        self.widths = [self.icon + 2 + metrics.horizontalAdvance(text) + 4
                       for _, text in self.parts]
        self.rect = QRectF(-sum(self.widths) / 2 - 3, -self.icon / 2 - 2,
                           sum(self.widths) + 6, self.icon + 4)
        self.animation: QParallelAnimationGroup | None = None
        self.setZValue(150)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-1, -1, 1, 1)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: object = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(QBrush(QColor(255, 250, 232, 235)))
        p.setPen(QPen(palette.BOARD_EDGE, 1))
        p.drawRoundedRect(self.rect, 6, 6)
        p.setFont(font(self.size, bold=True))
        x = self.rect.left() + 3
        for (good, text), w in zip(self.parts, self.widths, strict=True):
            good_icon(p, good, QRectF(x, -self.icon / 2, self.icon, self.icon))
            p.setPen(palette.INK)
            p.drawText(QRectF(x + self.icon + 2, self.rect.top(), w - self.icon - 2,
                              self.rect.height()), Qt.AlignmentFlag.AlignVCenter
                       | Qt.AlignmentFlag.AlignLeft, text)
            x += w

    def play(self, ms: int, rise: float) -> None:
        """Rise by ``rise`` scene units and fade over ``ms`` (``ms`` <= 0: rise, then stay
        until taken away)."""
        if rise <= 0 and ms <= 0:
            return
        group = QParallelAnimationGroup(self)
        move = QPropertyAnimation(self, b"pos", group)
        move.setDuration(ms if ms > 0 else RISE_MS)
        move.setStartValue(self.pos())
        move.setEndValue(self.pos() - QPointF(0, rise))
        move.setEasingCurve(QEasingCurve.Type.OutCubic)
        group.addAnimation(move)
        if ms > 0:
            fade = QPropertyAnimation(self, b"opacity", group)
            fade.setDuration(ms)
            fade.setStartValue(1.0)
            fade.setKeyValueAt(0.7, 1.0)
            fade.setEndValue(0.0)
            group.addAnimation(fade)
        self.animation = group
        group.start()


def _take_away(item: QGraphicsObject) -> None:
    if not shiboken6.isValid(item):
        return
    animation = getattr(item, "animation", None)
    if animation is not None and shiboken6.isValid(animation):
        animation.stop()
    if isinstance(item, Float):
        scene = item.scene()
        if scene is not None:
            scene.removeItem(item)
        item.deleteLater()
    else:
        fade_out(item)  # type: ignore[arg-type]


def _sign(n: int, plus: bool = True) -> str:
    return f"+{n}" if plus else f"\u2212{n}"


class HarvestShow(QObject):
    """Plays harvest steps on a table, one at a time, each with a banner."""

    running_changed = Signal(bool)  # a step is being shown (the window holds computers back)

    def __init__(self, table: TableScene, banner: PhaseBanner, parent: QObject) -> None:
        super().__init__(parent)
        self.table = table
        self.banner = banner
        self.step_ms = STEP_MS["normal"]
        self.queue: deque[HarvestStep | Callable[[], None]] = deque()
        self.current: HarvestStep | None = None
        self.shown: list[HarvestStep] = []  # every step shown so far (tests, tools)
        self.pictures: list[QGraphicsObject] = []
        self._turn = 0  # which step a banner's "skipped" belongs to
        self.timer = QTimer(self)  # owned by the show: dies with the window
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.next_step)

    @property
    def enabled(self) -> bool:
        return self.banner.enabled and self.step_ms != 0

    @property
    def running(self) -> bool:
        return self.current is not None

    # --- following the game -----------------------------------------------------------------
    def follow(self, states: Sequence[GameState], moves: Sequence[Move],
               added: Sequence[LogLine], then: Callable[[], None] | None = None) -> bool:
        """Show the harvest steps of the moves ``added`` tells of, then run ``then`` (at once
        when there are none, or when the show is off).  True when steps are shown."""
        steps = []
        if self.enabled:
            for i in sorted({line.move for line in added if line.kind == "move"}):
                if 0 <= i < len(moves) and i + 1 < len(states):
                    steps.extend(harvest_steps(states, moves, i))
        return self.play(steps, then)

    def play(self, steps: Sequence[HarvestStep], then: Callable[[], None] | None = None) -> bool:
        if not self.enabled or (not steps and not self.running and not self.queue):
            if then is not None:
                then()
            return False
        self.queue.extend(steps)
        if then is not None:
            self.queue.append(then)
        if not self.running:
            self.next_step()
        return bool(steps)

    def stop(self) -> None:
        """Everything goes at once (a new game, a closed window); nothing queued runs."""
        self.queue.clear()
        self.timer.stop()
        self._turn += 1
        if shiboken6.isValid(self.banner) and self.current is not None:
            self.banner.then = None
            self.banner.finish()
        self._clear_pictures()
        was = self.running
        self.current = None
        if was:
            self.running_changed.emit(False)

    # --- stepping -------------------------------------------------------------------------
    def next_step(self) -> None:
        """The step shown so far goes; the next one (or what was to follow) comes."""
        self.timer.stop()
        self._turn += 1
        self._clear_pictures()
        was = self.running
        if was and shiboken6.isValid(self.banner) and self.banner.isVisible():
            self.banner.then = None  # the step's banner goes with it, even with no step next
            self.banner.finish()  # (a person still to feed: the next step comes later)
        self.current = None
        while self.queue:
            entry = self.queue.popleft()
            if isinstance(entry, HarvestStep):
                self._show(entry)
                if not was:
                    self.running_changed.emit(True)
                return
            entry()  # what was to come after the steps (a round's banner, the scores)
        if was:
            self.running_changed.emit(False)

    def _skipped(self, turn: int) -> None:
        """The banner went (a click): its step is over."""
        if turn == self._turn and shiboken6.isValid(self):
            self.next_step()

    def _show(self, step: HarvestStep) -> None:
        self.current = step
        self.shown.append(step)
        turn = self._turn
        text = step.banner_text()
        if self.step_ms == WAIT:  # (it looked frozen: nothing said a click goes on, a tester)
            text += "\n" + tr("Click the table to go on.")
        self.banner.announce(text, then=lambda: self._skipped(turn))
        self.banner.timer.stop()  # the show keeps the time (or waits for the click)
        ms = self.step_ms if self.step_ms > 0 else 0
        if self.step_ms > 0:
            self.timer.start(self.step_ms)
        painter = {"fields": self._fields, "feeding": self._feeding,
                   "breeding": self._breeding}[step.kind]
        for farm in step.farms:
            if farm.player < len(self.table.farm_items):
                painter(farm, ms)

    def _clear_pictures(self) -> None:
        pictures, self.pictures = self.pictures, []
        for item in pictures:
            _take_away(item)

    # --- the pictures of each step ----------------------------------------------------------
    def _float(self, parts: Sequence[tuple[str, str]], at: QPointF, player: int, ms: int,
               size: float = FLOAT_PT, rise: float = 26.0) -> Float:
        item = Float(parts, size)
        scale = self.table.farm_items[player].scale()
        item.setScale(scale)
        self.table.addItem(item)
        item.setPos(at)
        item.play(ms, rise * scale)
        self.pictures.append(item)
        return item

    def _flash(self, rects: list[QRectF], ms: int) -> None:
        self.pictures.extend(flash(self.table, rects, ms if ms > 0 else 24 * 3600 * 1000))

    def cell_rect(self, player: int, cell: int) -> QRectF:
        from agricola_qt.ui.farm_item import cell_rect

        return self.table.farm_items[player].mapRectToScene(cell_rect(cell))

    def _fields(self, farm: FarmNews, ms: int) -> None:
        rects = []
        for cell, crop, n in farm.cells:
            rect = self.cell_rect(farm.player, cell)
            rects.append(rect)
            self._float([(crop, _sign(n))], rect.center(), farm.player, ms)
        for card_id, crop, n in farm.cards:
            try:
                rect = self.table.cards.item_for(card_id).sceneBoundingRect()
            except KeyError:
                continue
            rects.append(rect)
            self._float([(crop, _sign(n))], rect.center(), farm.player, ms)
        self._flash(rects, ms)

    def _feeding(self, farm: FarmNews, ms: int) -> None:
        parts = []
        if farm.goods.food:
            parts.append(("food", _sign(farm.goods.food, plus=False)))
        if farm.begging:
            parts.append(("begging", _sign(farm.begging)))
        from agricola_qt.ui.farm_item import GRID_X, GRID_Y, SUPPLY_Y

        board = self.table.farm_items[farm.player]
        centre = board.mapToScene(QPointF(board.boundingRect().center().x(),
                                          (GRID_Y + SUPPLY_Y) / 2))
        self._float(parts, centre, farm.player, ms, NOTE_PT, rise=0.0)
        supply = QRectF(GRID_X - 2, SUPPLY_Y - 4, board.boundingRect().width() - 2 * GRID_X + 4,
                        44)  # where the food was paid from
        self._flash([board.mapRectToScene(supply)], ms)

    def _breeding(self, farm: FarmNews, ms: int) -> None:
        animals = self.table.animals
        herds = animals.herds.get(farm.player)
        rects = []
        for kind in ANIMALS:
            n = farm.goods.get(kind)
            if not n or herds is None:
                continue
            holding = [(count, place) for place, k, count in herds.groups() if k == kind]
            if not holding:
                continue
            _, place = max(holding, key=lambda found: (found[0], found[1].is_group))
            try:
                at = animals.place_scene_pos(farm.player, place.key)
            except KeyError:
                continue
            if place.cells:
                rects.extend(self.cell_rect(farm.player, c) for c in range(CELL_COUNT)
                             if place.cells >> c & 1)
            else:
                scale = self.table.farm_items[farm.player].scale()
                rects.append(QRectF(at.x() - 20 * scale, at.y() - 12 * scale, 40 * scale,
                                    24 * scale))
            self._float([(kind, _sign(n))], at - QPointF(0, 14), farm.player, ms)
        self._flash(rects, ms)


__all__ = ["HarvestShow", "Float", "step_ms", "STEP_MS", "WAIT"]
