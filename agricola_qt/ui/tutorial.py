"""Help ▸ Learn to play: a guided first game, two players (you and the Easy computer), family
rules, a fixed setup.

The lesson covers the first seven rounds (a field, sowing, a pet sheep, a room, a family
growth) and the first two harvests' feeding, then leaves the game to the player.  A space is
explained once: a later step on it says only what is new (``taught``, worked out from the
moves so far).  Each step says what to do
and why, marks the target on the table (a ``LessonMarker`` frame over an action space or a
farmyard cell, with a ring on the piece to drag) or highlights a decision button, and waits:
the step is worked out afresh from every position (``guide``), so it follows whatever the
computer takes, survives undo, and resumes from a saved list of moves (QSettings) exactly
where it was left.

``guide`` is plain logic over a ``GameState``; ``Lesson`` shows it in a window.
"""

from __future__ import annotations

import html
import warnings
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

import shiboken6
from attrs import frozen
from PySide6.QtCore import QLineF, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from agricola_qt.engine import (
    GameState,
    Move,
    Setup,
    apply,
    legal_moves,
    new_game,
    new_setup,
    why_illegal,
)
from agricola_qt.engine.harvest import food_needed
from agricola_qt.engine.setup import DeckShortWarning
from agricola_qt.ui import i18n
from agricola_qt.ui.drawing import font
from agricola_qt.ui.help.words import word
from agricola_qt.ui.hints import HintMarker, remove_marker, target_rect
from agricola_qt.ui.text import engine_text, space_name

if TYPE_CHECKING:
    from agricola_qt.app.window_main import GameWindow

SEED = 1  # the fixed setup: rounds 1-4 Improvement, Sow, Sheep, Fences; round 5 Family Growth
YOU = 0  # your seat (you start)
COMPUTER_LEVEL = "easy"
LAST_ROUND = 7  # the lesson ends once the second harvest's feeding is done
SETTINGS_MOVES = "tutorial/moves"
SETTINGS_DONE = "tutorial/finished"

# Your placements round by round, each a list of spaces to try: the first that is open (and
# useful) is asked for, so the lesson follows whatever the computer took.
PLAN: dict[int, tuple[tuple[str, ...], ...]] = {
    1: (("plow", "grain", "wood"), ("grain", "wood", "clay", "fishing")),
    2: (("sow-bake", "fishing", "day-labourer", "wood"),
        ("fishing", "day-labourer", "wood", "clay")),
    3: (("wood", "clay", "reed", "fishing"),
        ("sheep:pet", "fishing", "day-labourer", "starting-player", "reed")),
    4: (("day-labourer", "fishing", "starting-player", "clay"),
        ("starting-player", "fishing", "day-labourer", "reed", "clay")),
    5: (("reed:room-reed", "build-rooms", "wood", "fishing"),
        ("build-rooms", "fishing", "day-labourer", "wood")),
    6: (("family-growth", "fishing", "day-labourer", "wood"),
        ("fishing", "day-labourer", "starting-player", "wood")),
    7: (("fishing:three", "day-labourer:three", "starting-player", "grain"),
        ("day-labourer", "fishing", "starting-player", "grain"),
        ("starting-player", "grain", "fishing", "day-labourer", "wood", "clay")),
}
PLACEMENTS = sum(len(p) for p in PLAN.values())
ROOM_CELLS = ("a1", "b2", "b3")
PLOW_CELLS = ("b1", "c1", "a1", "b2", "c2")
RESOURCE_ORDER = ("wood", "clay", "reed", "stone")


@frozen
class Guide:
    """One step of the lesson: ``key`` names its text; ``kind`` says what the player does:

    - ``place``: drag a person onto the action space ``target``;
    - ``tile``: drag the ``tile`` from the tray onto the farmyard cell ``target``;
    - ``button``: press the decision button whose move is ``target``;
    - ``wait``: the computer is playing; ``finished``: the lesson is over.
    """

    key: str
    kind: str
    target: str = ""
    tile: str = ""
    number: int = 0  # your placement number (1-8), 0 outside placements

    @property
    def move(self) -> str:
        """The move the step waits for ("" when it waits for nothing)."""
        if self.kind == "place":
            return f"place {self.target}"
        if self.kind == "tile":
            verb = {"field": "plow", "room": "room"}.get(self.tile, "sow")
            return f"{verb} {self.target}" + (" grain" if verb == "sow" else "")
        if self.kind == "button":
            return self.target
        return ""


def lesson_setup() -> Setup:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeckShortWarning)
        return new_setup(2, family=True, seed=SEED,
                         names=(word("tutorial", "name.you"), word("tutorial", "name.computer")))


def lesson_seats() -> list[str | None]:
    return [None, COMPUTER_LEVEL]


def finished(state: GameState) -> bool:
    return state.is_over or state.round > LAST_ROUND


def guide(state: GameState, taught: frozenset[str] = frozenset()) -> Guide:
    """The step for ``state``: what you should do now, or that the computer is playing.
    ``taught`` holds what earlier steps explained (``learn``): a space explained before is
    asked for again in a few words, not with its whole explanation."""
    if finished(state):
        you = state.players[YOU]
        done = (you.farm.room_count >= 3 and you.people >= 3 and you.begging == 0
                and bool(you.farm.sown))
        return Guide("finished" if done else "finished.short", "finished")
    if state.actor != YOU:
        placing = state.frame is None and state.phase == "work"
        return Guide("wait" if placing else "wait.turn", "wait")
    legal = [str(m) for m in legal_moves(state)]
    frame = state.frame
    if frame is None and state.phase == "work":
        return _placement(state, legal, taught)
    if frame is not None and frame.kind == "feed":
        need = food_needed(state, YOU)
        have = state.players[YOU].goods.food
        if have < need and "convert grain" in legal:
            return Guide("feed.convert", "button", "convert grain")
        return Guide("feed.pay" if have >= need else "feed.beg", "button", "feed")
    useful = [m for m in legal if not m.startswith("convert ")] or legal
    plows = [m for m in useful if m.startswith("plow ")]
    if plows:
        cell = next((c for c in PLOW_CELLS if f"plow {c}" in plows), plows[0].split()[1])
        return _tile("sub.plow", cell, "field", taught)
    rooms = [m for m in useful if m.startswith("room ")]
    if rooms:
        cell = next((c for c in ROOM_CELLS if f"room {c}" in rooms), rooms[0].split()[1])
        return _tile("sub.room", cell, "room", taught)
    sows = [m for m in useful if m.startswith("sow ") and m.endswith(" grain")]
    if sows:
        return _tile("sub.sow", sows[0].split()[1], "grain", taught)
    if "take wood" in useful:  # the text names wood
        key = "sub.resource-again" if "sub.resource" in taught else "sub.resource"
        return Guide(key, "button", "take wood")
    for good in RESOURCE_ORDER:
        if f"take {good}" in useful:
            return Guide("sub.other", "button", f"take {good}")
    if "done" in useful:
        return Guide("sub.done", "button", "done")
    return Guide("sub.other", "button", useful[0])


def _tile(key: str, cell: str, tile: str, taught: frozenset[str]) -> Guide:
    """A tile to drag; explained before (a second room in the same action), in few words."""
    return Guide(f"{key}-again" if key in taught else key, "tile", cell, tile)


def _placement(state: GameState, legal: list[str], taught: frozenset[str]) -> Guide:
    placed = state.players[YOU].placed
    plan = PLAN.get(state.round, ())
    options = plan[placed] if placed < len(plan) else ()
    number = sum(len(PLAN.get(r, ())) for r in range(1, state.round)) + placed + 1
    for option in options:
        space, _, why = option.partition(":")  # "reed:room-reed": the text place.room-reed
        if f"place {space}" not in legal:
            continue
        if not _useful(state, space, why):
            continue
        if why == "three" and (state.players[YOU].people != 3 or state.round != 7):
            continue  # "three people ... the second harvest comes after this round"
        if why == "three":  # "start with food": the open space that gives the most of it
            open_spaces = (o.partition(":")[0] for o in options)
            space = max((sid for sid in open_spaces if f"place {sid}" in legal),
                        key=lambda sid: _food_on(state, sid))
        key = why or space
        if not why and f"space.{space}" in taught:  # explained before: only what is new
            key = "again-food" if _food_gathered(state, space) else "again"
        elif key == "grain" and not _sow_next_round(state):
            key = "grain-keep"  # "next round you will sow it on your new field": not so
        elif key == "fishing" and state.round > 4:
            key = "fishing-later"  # its text says the first harvest is still to come
        elif key == "starting-player" and state.starting_player == YOU:
            key = "starting-player-food"  # "makes you the first": you already are
        return Guide(f"place.{key}", "place", space, number=number)
    spaces = [m.split()[1] for m in legal if m.startswith("place ")]
    return Guide("place.any", "place", spaces[0], number=number)


def _sow_next_round(state: GameState) -> bool:
    """Is "take grain now, sow it on your new field next round" true: your last person
    goes, you have an empty field, and next round's card is the sowing one?"""
    you = state.players[YOU]
    cards = state.setup.round_cards
    return (you.people - you.placed == 1 and you.farm.empty_fields() != 0
            and state.round < len(cards) and cards[state.round] == "sow-bake")


def learn(taught: Iterable[str], step: Guide) -> frozenset[str]:
    """What has been explained once ``step`` has been shown: its key and, for a placement
    that explained its space, the space (``space.<id>``)."""
    more = {step.key}
    if step.kind == "place" and step.key not in ("place.three", "place.any"):
        more.add(f"space.{step.target}")
    return frozenset(taught) | more


def lesson_steps(states: Iterable[GameState]) -> list[Guide]:
    """The step shown at each of ``states``, a game's positions in order."""
    taught: frozenset[str] = frozenset()
    steps = []
    for state in states:
        step = guide(state, taught)
        steps.append(step)
        taught = learn(taught, step)
    return steps


def taught_by(start: GameState, moves: Sequence[Move]) -> frozenset[str]:
    """What the lesson explained on the way from ``start`` through ``moves`` (before the
    position they lead to)."""
    taught: frozenset[str] = frozenset()
    state = start
    for move in moves:
        taught = learn(taught, guide(state, taught))
        state = apply(state, move, checked=False)
    return taught


def _food_on(state: GameState, space_id: str) -> int:
    """The food a person placed on the space would take now."""
    index = state.space_index(space_id)
    if index < 0:
        return 0
    s = state.spaces[index]
    return s.stock.food + s.space.gives.food


def _food_gathered(state: GameState, space_id: str) -> int:
    """The food that has piled up on the space (not what it gives each time)."""
    index = state.space_index(space_id)
    return state.spaces[index].stock.food if index >= 0 else 0


NEEDS = {"sow-bake": "sow ", "build-rooms": "room ", "family-growth": "grow"}


def _useful(state: GameState, space: str, why: str = "") -> bool:
    """Does the space do what the lesson says it is for (sow, build a room, grow, keep a
    single sheep as a pet)?"""
    if why == "pet":  # "one animal lives in your house": one sheep there, none at home
        index = state.space_index(space)
        goods = state.players[YOU].goods
        return (index >= 0 and state.spaces[index].stock.sheep == 1
                and goods.sheep + goods.boar + goods.cattle == 0)
    you = state.players[YOU]
    if why == "room-reed":  # "a room costs 5 wood and 2 reed; you have the wood"
        return you.goods.wood >= 5 and you.goods.reed < 2
    if space == "build-rooms" and you.people - you.placed != 1:
        return False  # its text says "drag your other person"
    wanted = NEEDS.get(space)
    if wanted is None:
        return True
    before = you
    after = apply(state, Move.parse(f"place {space}"), checked=False)
    if space == "family-growth":
        return after.players[YOU].people > before.people
    return any(str(m).startswith(wanted) for m in legal_moves(after))


def step_text(step: Guide, state: GameState) -> str:
    """The words of ``step`` shown at ``state``, in the current language."""
    you = state.players[YOU]
    index = state.space_index(step.target) if step.kind == "place" else -1
    values = {"n": step.number, "total": PLACEMENTS, "round": state.round,
              "need": food_needed(state, YOU) if state.phase == "feed" else 0,
              "have": you.goods.food,
              "rule": word("tutorial", "feed.rule.baby" if you.newborns else "feed.rule"),
              "space": space_name(state.spaces[index].space) if index >= 0 else "",
              "food": _food_gathered(state, step.target) if index >= 0 else 0}
    template = word("tutorial", step.key)
    return template.format(**values)


# --- on the table -----------------------------------------------------------------------
LESSON_EDGE = QColor("#E8590C")
LESSON_FILL = QColor(232, 89, 12, 50)


class LessonMarker(HintMarker):
    """An orange frame over the step's target; ``source`` is where the piece to drag lies
    (scene coordinates), ``target`` the point to drop it on."""

    def __init__(self, rect: QRectF, source: QPointF | None, step: Guide) -> None:
        super().__init__(rect)
        self.source = source
        self.target = rect.center()
        self.step = step
        self.setZValue(125)

    def boundingRect(self) -> QRectF:  # noqa: N802
        box = super().boundingRect()
        if self.source is not None:
            box = box.united(QRectF(self.source.x() - 24, self.source.y() - 24, 48, 48))
        return box

    def shape(self) -> QPainterPath:
        """Only the frame counts as the item (the arrow lies over other pieces)."""
        path = QPainterPath()
        path.addRect(super().boundingRect())
        return path

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: object = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.source is not None:  # what to drag: a ring, and a dashed way to the target
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(LESSON_EDGE, 3))
            p.drawEllipse(self.source, 20, 20)
            p.setPen(QPen(LESSON_EDGE, 3, Qt.PenStyle.DashLine))
            line = QLineF(self.source, self.target)
            if line.length() > 60:
                line.setLength(line.length() - 20)
                start = QLineF(self.source, self.target)
                start.setLength(22)
                p.drawLine(start.p2(), line.p2())
        p.setBrush(QBrush(LESSON_FILL))
        p.setPen(QPen(LESSON_EDGE, 5))
        p.drawRoundedRect(self.rect.adjusted(-3, -3, 3, 3), 8, 8)
        badge = QRectF(self.rect.right() - 10, self.rect.top() - 12, 24, 24)
        p.setBrush(QBrush(LESSON_EDGE))
        p.setPen(QPen(QColor("white"), 2))
        p.drawEllipse(badge)
        p.setFont(font(10, bold=True))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, "!")


BUTTON_STYLE = "background: #ffe3cc; border: 3px solid #E8590C; padding: 3px;"


class LessonPanel(QWidget):
    """The lesson's words: the step, what to do, why; and a button to leave."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setStyleSheet("font-weight: bold; font-size: 15px;")
        self.title.setWordWrap(True)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setStyleSheet("font-size: 14px;")
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.leave_button = QPushButton()
        # the words scroll when the dock is short (beside the coach's dock at 1600x900 the
        # step was cut off mid-sentence, with no way to read the rest)
        words = QWidget()
        inner = QVBoxLayout(words)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addWidget(self.title)
        inner.addWidget(self.text, 1)
        self.scroll = QScrollArea()
        self.scroll.setWidget(words)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer.addWidget(self.scroll, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.leave_button)
        outer.addLayout(row)


class Lesson(QObject):
    """Runs the guided game in a ``GameWindow``: starts (or resumes) it, shows every step,
    remembers the moves so far, and steps aside when left or when another game starts."""

    def __init__(self, window: GameWindow) -> None:
        super().__init__(window)
        self.window = window
        self.active = False
        self.starting = False
        self.step: Guide | None = None
        self.marker: LessonMarker | None = None
        self.button: QPushButton | None = None
        self.lit: set[str] = set()  # the action space the step lit on the table
        self.controller: object | None = None
        self.shown_text = ""  # the step's words in the panel (without a refusal's note)
        self.panel = LessonPanel()
        self.panel.leave_button.clicked.connect(self.leave)
        self.dock = QDockWidget(window)
        self.dock.setObjectName("lesson")
        self.dock.setWidget(self.panel)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.dock.setMinimumWidth(230)
        # a tab in front of the game log, under the decision panel: on the left it took a
        # quarter of a laptop's window from the table (at 1093×614 the table kept half the
        # width, "Round 10" read "ound 1"), and the log tells little in the first game
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        window.tabifyDockWidget(window.game_log, self.dock)
        self.dock.hide()
        self._confirm_was = True

    # --- starting and leaving -------------------------------------------------------------
    @staticmethod
    def saved_moves() -> list[str]:
        value = i18n.settings().value(SETTINGS_MOVES) or ""
        return [m for m in str(value).split("|") if m]

    @staticmethod
    def can_resume() -> bool:
        return bool(Lesson.saved_moves()) and i18n.settings().value(SETTINGS_DONE) != "1"

    def begin(self, resume: bool = False) -> bool:
        """Start the lesson's game, or ``resume`` the saved one; False if it cannot be
        replayed (then a fresh lesson starts)."""
        moves: list[Move] = []
        if resume:
            try:
                moves = [Move.parse(m) for m in self.saved_moves()]
            except ValueError:
                moves = []
        self.starting = True
        w = self.window
        try:
            try:
                w.start(lesson_setup(), lesson_seats(), moves)
            except Exception:  # noqa: BLE001 - a saved lesson that no longer replays
                moves = []
                w.start(lesson_setup(), lesson_seats(), moves)
        finally:
            self.starting = False
        if not self.active:
            self._confirm_was = w.confirm_action.isChecked()
        w.confirm_action.setChecked(False)  # the lesson says when a turn ends
        self.active = True
        i18n.settings().setValue(SETTINGS_DONE, "0")
        self._attach()
        self.dock.show()
        self.dock.raise_()
        self.sync()
        return bool(moves) == resume

    def _attach(self) -> None:
        c = self.window.controller
        if c is not self.controller:
            c.state_changed.connect(self._state_changed)
            self.controller = c
        c.gate = self._gate

    def _gate(self, texts: Sequence[str]) -> str:
        """Only the marked step is played while the lesson runs: a person dropped on
        Fishing instead of "Plough 1 Field" went on with texts that were no longer true
        ("sow that grain on your new field", with no field) and never taught ploughing.
        A move the rules forbid anyway is refused with the game's own reason (an occupied
        space, too little wood), which teaches more than "the lesson asks for the marked
        step"."""
        step = self.step
        if not self.active or step is None or step.kind not in ("place", "tile", "button"):
            return ""
        try:
            move, wanted = Move.parse(texts[0]), Move.parse(step.move)
        except ValueError:
            return ""
        if str(move) == str(wanted):
            return ""
        refusal = why_illegal(self.window.controller.state, move)
        note = engine_text(refusal) if refusal is not None else word("tutorial", "off-plan")
        if self.lit:  # the drop put out the lit space: the step's target shows again
            self.window.scene.highlight_spaces = set(self.lit)
        # above the step (as rich text, whose lines are <br>: the step's own line breaks
        # would run together); a later refusal takes the place of an earlier one
        shown = html.escape(self.shown_text).replace("\n", "<br>")
        self.panel.text.setText(f"<b>{html.escape(note)}</b><br><br>{shown}")
        return note

    def leave(self) -> None:
        """Stop guiding (the moves so far stay saved, to resume later); the game stays."""
        if not self.active:
            return
        self.active = False
        self._unmark()
        self.dock.hide()
        self.window.game_log.raise_()  # the tab the lesson stood in front of
        c = self.controller
        if c is not None and shiboken6.isValid(c):
            try:
                c.state_changed.disconnect(self._state_changed)  # type: ignore[attr-defined]
            except (RuntimeError, TypeError):
                pass
        if c is not None and shiboken6.isValid(c):
            c.gate = None  # type: ignore[attr-defined]
        self.controller = None
        if shiboken6.isValid(self.window):
            self.window.confirm_action.setChecked(self._confirm_was)

    def game_replaced(self) -> None:
        """The window starts another game: the lesson steps aside."""
        if self.active and not self.starting:
            self.leave()

    # --- following the game ---------------------------------------------------------------
    def _state_changed(self, state: GameState) -> None:
        if self.active:
            self.sync()

    def sync(self) -> None:
        """Show the step for the table's position and remember the moves so far."""
        if not self.active:
            return
        c = self.window.controller
        i18n.settings().setValue(SETTINGS_MOVES, "|".join(str(m) for m in c.moves))
        step = guide(c.state, taught_by(new_game(c.state.setup), c.moves))
        if step.kind == "finished":
            i18n.settings().setValue(SETTINGS_DONE, "1")
        self.step = step
        self._show(step)

    def _show(self, step: Guide) -> None:
        self.dock.setWindowTitle(word("ui", "lesson.title"))
        self.panel.leave_button.setText(word("ui", "lesson.leave"))
        state = self.window.controller.state
        if step.number:
            heading = word("tutorial", "heading.step").format(
                n=step.number, total=PLACEMENTS, round=state.round)
        elif step.kind in ("wait", "finished"):
            heading = word("tutorial", f"heading.{step.kind}")
        elif step.key.startswith("feed."):
            heading = word("tutorial", "heading.harvest")
        else:
            heading = word("tutorial", "heading.decision")
        self.panel.title.setText(heading)
        self.shown_text = step_text(step, state)
        if self.panel.text.text() != self.shown_text:  # a new step is read from its top
            self.panel.scroll.verticalScrollBar().setValue(0)
        self.panel.text.setText(self.shown_text)
        self._mark(step)

    def _mark(self, step: Guide) -> None:
        self._unmark()
        w = self.window
        scene = w.scene
        state = w.controller.state
        if step.kind in ("place", "tile"):
            rect = target_rect(scene, state, Move.parse(step.move))
            if rect is None:
                return
            source: QPointF | None = None
            if step.kind == "place":
                people = scene.home_people(YOU)
                if people:
                    source = people[0].sceneBoundingRect().center()
            else:
                tile = scene.tiles.get(step.tile)
                if tile is not None and tile.isVisible():
                    source = tile.sceneBoundingRect().center()
            self.marker = LessonMarker(rect, source, step)
            scene.addItem(self.marker)
            self.lit = {step.target} if step.kind == "place" else set()
            scene.highlight_spaces = set(self.lit)
            scene.refresh()
        elif step.kind == "button":
            button = w.chooser.button_for(step.target)
            if button is not None:
                self.button = button
                button.setStyleSheet(BUTTON_STYLE)
                button.setProperty("lesson", True)

    def _unmark(self) -> None:
        marker, self.marker = self.marker, None
        remove_marker(marker)
        lit, self.lit = self.lit, set()
        scene = self.window.scene if shiboken6.isValid(self.window) else None
        if lit and scene is not None and scene.highlight_spaces == lit:  # still the step's
            scene.highlight_spaces = set()  # (left lit, it looked like a hint after leaving)
            scene.refresh()
        button, self.button = self.button, None
        if button is not None and shiboken6.isValid(button):
            button.setStyleSheet("")
            button.setProperty("lesson", False)

    def retranslate(self) -> None:
        if self.active and self.step is not None:
            self._show(self.step)
