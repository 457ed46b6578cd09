"""Keyboard-only play: a focus ring over the legal targets of the current decision.

Tab / Shift+Tab step through the targets, the arrow keys move to the nearest target in that
direction, Enter (or Return) chooses the target under the ring, Escape closes a narrowed
choice or hides the ring.  The targets are the action spaces of a placement, the farm cells of
ploughing, building, sowing and planning a pasture, the majors that may be bought, the
buttons of the chooser, and last the cards of the open hand and the cards played (each shown
large as under the pointer; Enter clicks it).  Choosing goes the way of a mouse gesture:
the scene's gesture signal (so ``GameController.handle`` decides) or the chooser button's own
click.

Enter chooses only while the ring is shown; otherwise it stays the window's "Done / end
turn".  The first Tab or arrow key shows the ring, Escape hides it.  The focused target is
described in words: the view's accessible description (read by screen readers) and the
status bar (the scene's message signal).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal

import shiboken6
from attrs import frozen
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QGuiApplication,
    QKeyEvent,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGraphicsItem,
    QGraphicsView,
    QLayout,
    QMenuBar,
    QScrollArea,
    QWidget,
)

from agricola_qt.engine import GameState, Move
from agricola_qt.engine.cards.registry import CARDS, MAJOR_IDS
from agricola_qt.engine.grid import CELL_NAMES, parse_cell
from agricola_qt.ui import palette
from agricola_qt.ui.animal_items import AnimalToken
from agricola_qt.ui.board_items import MajorItem, SpaceItem
from agricola_qt.ui.farm_item import FarmItem, cell_rect
from agricola_qt.ui.scene import Gesture, TableScene
from agricola_qt.ui.text import card_name, goods_text, move_label, player_name, space_name, tr
from agricola_qt.ui.tokens import GoodToken, PersonItem, TileItem

TargetKind = Literal["space", "cell", "major", "card", "played", "button"]
CARD_KINDS = ("card", "played")  # a card of the open hand, a card played: a piece on the table
CELL_VERBS = frozenset({"plow", "room", "stable", "sow", "fence-add"})
STEP_KEYS = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1),
             Qt.Key.Key_Down: (0, 1)}
CHOOSE_KEYS = frozenset({Qt.Key.Key_Return, Qt.Key.Key_Enter})
OWN_KEYS = frozenset({*STEP_KEYS, *CHOOSE_KEYS, Qt.Key.Key_Tab, Qt.Key.Key_Backtab,
                      Qt.Key.Key_Escape})
RING_STYLE = ("QPushButton { border: 3px solid #1E1E1E; background: #FFE45C;"
              " border-radius: 4px; padding: 3px; }")


@frozen
class Target:
    """One thing the ring can sit on: ``key`` is a space id, cell name, card id or, for a
    chooser button, its move text."""

    kind: TargetKind
    key: str
    name: str  # what it is and what choosing it does, in words
    button: QAbstractButton | None = None

    @property
    def ident(self) -> tuple[str, str]:
        return self.kind, self.key


def shortcut_rows() -> list[tuple[str, str]]:
    """The keys of keyboard play, for Help > Keyboard shortcuts."""
    return [
        (tr("Tab / Shift+Tab"), tr("Show the focus ring; step to the next / previous target "
                                   "of the current decision, then to the cards in your hand "
                                   "and the cards played (shown large to read)")),
        (tr("Arrow keys"), tr("Move the focus ring to the nearest target in that direction")),
        (tr("Enter"), tr("While the focus ring is shown: choose its target (as a click or a "
                         "drag would). Without the ring: Done / end turn")),
        # (Escape is also Erase drawn fences, but only without the ring: said here, where a
        # keyboard player read the two and found the plan left standing)
        (tr("Escape"), tr("While the focus ring is shown: close a narrowed choice, else hide "
                          "the ring. Without the ring: erase the fences drawn or the pasture "
                          "planned")),
    ]


class KeyboardPlay(QObject):
    """Watches a ``TableView`` (an event filter) and draws its ring in the view's foreground
    (the view calls ``paint``)."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view)
        self.view = view
        # the chooser's buttons, in their order; the window sets this
        self.buttons: Callable[[], Sequence[QAbstractButton]] = lambda: ()
        self.active = False  # the player asked for the ring (Tab or an arrow key)
        self.current: tuple[str, str] | None = None
        self._ring = QRect()  # where the ring was last drawn, in viewport pixels
        self._styled: QAbstractButton | None = None
        self._reading = False  # the card preview is shown for the ringed target
        self._said = ""
        self._cache: tuple[GameState, object, list[Target]] | None = None
        self._pending = False
        # no link to the scene's "changed" signal: connecting it slows every view's updates;
        # the ring follows the table from the view's paints instead (see ``paint``)
        view.installEventFilter(self)
        view.viewport().installEventFilter(self)  # a mouse press puts the ring away

    @property
    def table(self) -> TableScene:
        return self.view.scene()  # type: ignore[return-value]

    # --- the targets -----------------------------------------------------------------------
    def targets(self) -> list[Target]:
        """The legal targets of the current decision, in Tab order (worked out once per
        position, table lock and set of chooser buttons)."""
        scene = self.table
        buttons = tuple(b for b in self.buttons() if shiboken6.isValid(b))
        state = scene.state
        seen = (scene.locked, frozenset(scene.humans),
                tuple((id(b), b.property("move"), b.text(), _put_away(b), b.isEnabled())
                      for b in buttons))
        cache = self._cache
        if cache is None or cache[0] is not state or cache[1] != seen:
            cache = self._cache = (state, seen, self._targets(buttons))
        return cache[2]

    def _targets(self, all_buttons: Sequence[QAbstractButton]) -> list[Target]:
        scene = self.table
        state: GameState = scene.state
        out: list[Target] = []
        playing = not (scene.locked or state.is_over or state.actor not in scene.humans)
        if playing:
            out = self._scene_targets(state)
        buttons = [b for b in all_buttons if not _put_away(b) and b.isEnabled()]
        offer = any(b.property("move") == "cancel-offer" for b in buttons)
        if offer:  # a narrowed choice (two ways to pay, two crops): its buttons only
            out = []
        majors = {t.key for t in out if t.kind == "major"}
        for b in buttons:
            key = str(b.property("move") or b.text())
            words = key.split()
            if not offer and len(words) > 1 and words[0] == "buy" and words[1] in majors:
                continue  # the major on its board is the target
            out.append(Target("button", key, b.text().replace("&", ""), b))
        return out

    def _scene_targets(self, state: GameState) -> list[Target]:
        scene = self.table
        spaces: list[Target] = []
        cells: dict[str, list[Move]] = {}
        majors: dict[str, list[Move]] = {}
        drawn = {item.current_id() for item in scene.space_items}
        for m in scene.legal:
            if not m.args:
                continue
            if m.verb == "place" and m.args[0] in drawn:
                spaces.append(Target("space", m.args[0], self._space_words(state, m)))
            elif m.verb in CELL_VERBS and m.args[0] in CELL_NAMES:
                cells.setdefault(m.args[0], []).append(m)
            elif m.verb == "buy" and m.args[0] in MAJOR_IDS:
                majors.setdefault(m.args[0], []).append(m)
        spaces.sort(key=lambda t: self._reading_order(self._scene_rect(t)))
        out = spaces
        who = player_name(state, state.actor)
        for cell in sorted(cells, key=parse_cell):
            doing = " / ".join(move_label(state, m) for m in cells[cell])
            out.append(Target("cell", cell, tr("{who}'s farmyard, {cell}: {doing}").format(
                who=who, cell=cell, doing=doing)))
        for card_id in MAJOR_IDS:
            if card_id in majors:
                out.append(Target("major", card_id, " / ".join(
                    move_label(state, m) for m in majors[card_id])))
        # the open hand last: ringed, a card shows its large face, and Enter does what a
        # click does (a keyboard player could read a hand card only where a decision listed
        # it, or in Help ▸ Cards)
        for card_id in (*state.players[state.actor].occupations,
                        *state.players[state.actor].minors):
            if scene.cards.hand_rect(state.actor, card_id) is not None:
                out.append(Target("card", card_id, tr("{card} (in your hand)").format(
                    card=card_name(card_id))))
        # then the cards played, the player's own first: ringed, a card shows its face with
        # what it holds or does now, and Enter uses it as a click does (a keyboard tester
        # could not read a played card, the computers' nor his own)
        players = len(state.players)
        for seat in (state.actor, *(s for s in range(players) if s != state.actor)):
            who = player_name(state, seat)
            for item in scene.cards.played_items(seat):
                out.append(Target("played", item.card_id, tr("{card} (played by {who})").format(
                    card=card_name(item.card_id), who=who)))
        return out

    @staticmethod
    def _space_words(state: GameState, move: Move) -> str:
        words = move_label(state, move)
        index = state.space_index(move.args[0])
        if index >= 0 and not state.spaces[index].stock.is_empty():
            words += " — " + tr("Here now: {goods}").format(
                goods=goods_text(state.spaces[index].stock))
        return words

    @staticmethod
    def _reading_order(rect: QRectF) -> tuple[float, float]:
        return round(rect.top() / 20), rect.left()

    def _scene_rect(self, target: Target) -> QRectF:
        """Where a scene target is, in scene coordinates."""
        scene = self.table
        if target.kind == "space":
            return scene.space_item(target.key).sceneBoundingRect()
        if target.kind == "cell":
            farm = scene.farm_items[scene.state.actor]
            return farm.mapRectToScene(cell_rect(parse_cell(target.key)))
        if target.kind in CARD_KINDS:
            try:
                return scene.cards.item_for(target.key).sceneBoundingRect()
            except KeyError:
                return QRectF()
        for item in scene.major_items:
            if item.card_id == target.key:
                return item.sceneBoundingRect()
        return QRectF()

    def _global_rect(self, target: Target) -> QRect:
        """Where a target is on the screen (the buttons lie outside the view)."""
        if target.button is not None:
            b = target.button
            return QRect(b.mapToGlobal(QPoint(0, 0)), b.size())
        polygon = self.view.mapFromScene(self._scene_rect(target))
        rect = polygon.boundingRect()
        return QRect(self.view.viewport().mapToGlobal(rect.topLeft()), rect.size())

    def focused(self) -> Target | None:
        """The target under the ring (None while no ring is shown)."""
        if not self.active:
            return None
        targets = self.targets()
        return self._settle(targets)

    def _settle(self, targets: list[Target]) -> Target | None:
        """Keep the ring on its target if it is still there, else put it on the first."""
        if not targets:
            return None
        for t in targets:
            if t.ident == self.current:
                return t
        self.current = targets[0].ident
        return targets[0]

    def point_at(self, move: Move) -> None:
        """While the ring is shown, put it on ``move``'s target (the hint's: after H the ring
        stayed where it was, and Enter played that instead, a tester)."""
        if not self.active or not move.args:
            return
        wanted = [("button", str(move))]
        if move.verb == "place":
            wanted.append(("space", move.args[0]))
        elif move.verb in CELL_VERBS:
            wanted.append(("cell", move.args[0]))
        elif move.verb == "buy":
            wanted.append(("major", move.args[0]))
        idents = {t.ident for t in self.targets()}
        found = next((ident for ident in wanted if ident in idents), None)
        if found is not None:
            self.current = found
            self._follow()

    # --- keys ------------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress and watched is self.view.viewport():
            if self.active:  # the player took the mouse: a ring left on a1 looked like a
                self.hide()  # selection that did not exist
            return False
        if watched is not self.view or kind not in (QEvent.Type.KeyPress,
                                                    QEvent.Type.ShortcutOverride):
            return False
        assert isinstance(event, QKeyEvent)
        key = Qt.Key(event.key())
        if key not in OWN_KEYS or event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier
                                                        | Qt.KeyboardModifier.KeypadModifier):
            return False
        if key == Qt.Key.Key_Tab and event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            key = Qt.Key.Key_Backtab  # some platforms send Shift+Tab as Tab with Shift
        if not self._wants(key):
            return False
        if kind == QEvent.Type.ShortcutOverride:  # ours, not the menu's Enter or Escape
            event.accept()
            return True
        self.press(key)
        return True

    def _wants(self, key: Qt.Key) -> bool:
        """Is ``key`` for the ring now?  Tab and the arrows show it; Enter and Escape only
        act while it is shown (else they stay Done / end turn and Erase drawn fences)."""
        if key in CHOOSE_KEYS or key == Qt.Key.Key_Escape:
            return self.focused() is not None
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and self.active:
            return True  # Tab stays on the table while keyboard play is on (a hand-off)
        return bool(self.targets())

    def press(self, key: Qt.Key) -> None:
        targets = self.targets()
        if not self.active:
            self.active = True
            self.current = None
            if key in (Qt.Key.Key_Tab, *STEP_KEYS):
                self._show(self._settle(targets))
                return
        here = self._settle(targets)
        if here is None:
            return
        if key in CHOOSE_KEYS:
            self.choose(here)
        elif key == Qt.Key.Key_Escape:
            cancel = next((t for t in targets if t.key == "cancel-offer"), None)
            if cancel is not None and cancel.button is not None:
                cancel.button.click()
                self.current = None
                self._show(self.focused())
            else:
                self.hide()
        elif key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            step = -1 if key == Qt.Key.Key_Backtab else 1
            self._show(targets[(targets.index(here) + step) % len(targets)])
        else:
            self._show(self._nearest(here, targets, STEP_KEYS[key]))

    def _nearest(self, here: Target, targets: list[Target],
                 direction: tuple[int, int]) -> Target:
        """The closest target in ``direction`` (off-axis distance counts double), on the
        table for a target on the table and among the buttons for a button while there is
        one that way (Right along the round cards went off to the decision panel's "Turn 1
        grain into 1 food", past "Take 1 Vegetable" a row below, a tester)."""
        dx, dy = direction
        start = self._global_rect(here).center()
        same = [t for t in targets if (t.button is None) == (here.button is None)]
        best = self._nearest_of(here, start, same, dx, dy)
        return best if best is not here else self._nearest_of(here, start, targets, dx, dy)

    def _nearest_of(self, here: Target, start: QPoint, targets: list[Target], dx: int,
                    dy: int) -> Target:
        best, score = here, float("inf")
        for t in targets:
            if t is here:
                continue
            c = self._global_rect(t).center()
            along = (c.x() - start.x()) * dx + (c.y() - start.y()) * dy
            across = abs((c.x() - start.x()) * dy) + abs((c.y() - start.y()) * dx)
            if along <= 0:
                continue
            if along + 2 * across < score:
                best, score = t, along + 2 * across
        return best

    # --- choosing --------------------------------------------------------------------------
    def choose(self, target: Target) -> None:
        """What a mouse would do on the target: the same signal, the same controller path."""
        scene = self.table
        if target.button is not None:
            baked = target.key.split()[:1] == ["bake"]
            target.button.click()
            if baked and self.active:
                # the bake's amount is chosen in one button: the ring goes on to Done (it
                # stayed on "Bake 1 grain", and a tester's next Enter baked a second grain)
                done = next((t for t in self.targets() if t.key == "done"), None)
                if done is not None:
                    self.current = done.ident
        elif target.kind == "space":
            scene.gesture.emit(Gesture("place", scene.state.actor, target.key))
        elif target.kind == "cell":
            scene.report_cell_click(scene.state.actor, parse_cell(target.key))
        elif target.kind in CARD_KINDS:
            item = scene.cards.item_for(target.key)
            scene.report_card_click(item.player, target.key, item.in_hand)
        else:
            scene.report_major_click(target.key)
        self._follow()

    # --- showing ---------------------------------------------------------------------------
    def hide(self) -> None:
        self.active = False
        self.current = None
        self._show(None)

    def _drawn_for(self, target: Target | None) -> QRect:
        """The viewport pixels the ring takes around ``target`` (none for a button)."""
        if target is None or target.button is not None:
            return QRect()
        rect = self.view.mapFromScene(self._scene_rect(target)).boundingRect()
        return rect.adjusted(-10, -10, 10, 10)

    def _follow(self, *args: object) -> None:
        """The table changed: the ring moves to a target of the new decision (or goes)."""
        self._pending = False
        if not shiboken6.isValid(self.view):
            return
        if self.active:
            target = self.focused()
            self._show(target)
            focus = QApplication.focusWidget()
            if target is not None and (focus is None or not focus.isVisible()):
                self.view.setFocus()  # e.g. the hand-off's button had it and went away
        elif not self._ring.isNull() or self._styled is not None:
            self._show(None)

    def _show(self, target: Target | None) -> None:
        self.current = target.ident if target is not None else self.current
        button = target.button if target is not None else None
        if self._styled is not button:
            if self._styled is not None and shiboken6.isValid(self._styled):
                self._styled.setStyleSheet("")
            self._styled = button
            if button is not None:
                button.setStyleSheet(RING_STYLE)
                scroll = _scroll_area_of(button)
                if scroll is not None:
                    scroll.ensureWidgetVisible(button)
        if target is not None and target.button is None and getattr(self.view, "zoom", 1) > 1:
            self.view.ensureVisible(self._scene_rect(target), 24, 24)
        self._read_card(target)
        ring = self._drawn_for(target)
        if ring != self._ring:
            viewport = self.view.viewport()
            if not self._ring.isNull():
                viewport.update(self._ring)
            if not ring.isNull():
                viewport.update(ring)
            self._ring = ring
        self._describe(target)

    def _read_card(self, target: Target | None) -> None:
        """The card the ringed target plays or buys, at a readable size as under the
        pointer: with the keys alone a card's text was only found through Help ▸ Cards."""
        scene = self.view.scene()
        cards = getattr(scene, "cards", None)
        preview = getattr(cards, "preview_item", None)
        if preview is None or not shiboken6.isValid(preview):
            return
        card_id = ""
        if target is not None and target.kind in CARD_KINDS:
            # as under the pointer: a hand card with whether it can be played now (or why
            # not), a played one with what it holds or can do now
            cards.preview(cards.item_for(target.key))
            self._reading = True
            return
        if target is not None and target.kind == "major":
            card_id = target.key
        elif target is not None and target.button is not None:
            try:
                move = Move.parse(str(target.button.property("move") or ""))
            except ValueError:
                move = None
            if (move is not None and move.verb in ("occupation", "minor", "buy", "use")
                    and move.args and move.args[0] in CARDS):
                card_id = move.args[0]
        if card_id:
            preview.show_card(card_id)
            self._reading = True
        elif self._reading:
            preview.setVisible(False)
            self._reading = False

    def _describe(self, target: Target | None) -> None:
        words = ""
        if target is not None:
            targets = self.targets()
            place = next((i for i, t in enumerate(targets) if t.ident == target.ident), 0)
            words = tr("{what} ({i} of {n})").format(what=target.name, i=place + 1,
                                                     n=len(targets))
        if words == self._said:
            return
        self._said = words
        self.view.setAccessibleDescription(words)
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(
                self.view, QAccessible.Event.DescriptionChanged))
        if words:
            self.table.message.emit(words)

    def paint(self, painter: QPainter) -> None:
        """Draw the ring (called from the view's drawForeground, in scene coordinates)."""
        target = self.focused()
        shown = self._styled.property("move") if self._styled is not None and \
            shiboken6.isValid(self._styled) else None
        wanted = target.key if target is not None and target.button is not None else None
        if (self._drawn_for(target) != self._ring or wanted != shown) and not self._pending:
            self._pending = True  # the table changed under the ring: follow it after this paint
            QTimer.singleShot(0, self._follow)
        if target is None or target.button is not None:
            return
        rect = self._scene_rect(target)
        scale = self.view.transform().m11() or 1.0
        grow = 5 / scale
        ring = rect.adjusted(-grow, -grow, grow, grow)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        dark = QPen(palette.INK, 7)
        dark.setCosmetic(True)
        painter.setPen(dark)
        painter.drawRoundedRect(ring, 6 / scale, 6 / scale)
        light = QPen(palette.HIGHLIGHT_EDGE, 4)
        light.setCosmetic(True)
        painter.setPen(light)
        painter.drawRoundedRect(ring, 6 / scale, 6 / scale)
        painter.restore()


def layout_buttons(layout: QLayout) -> list[QAbstractButton]:
    """The buttons of a layout, in order (the chooser's, for ``KeyboardPlay.buttons``)."""
    out = []
    for i in range(layout.count()):
        item = layout.itemAt(i)
        widget = item.widget() if item is not None else None
        if isinstance(widget, QAbstractButton):
            out.append(widget)
    return out


def _put_away(button: QAbstractButton) -> bool:
    """Was the button hidden on purpose (an old decision's)?  A button just added to the
    chooser counts as shown: Qt shows it only when the event loop runs next."""
    return button.isHidden() and button.testAttribute(
        Qt.WidgetAttribute.WA_WState_ExplicitShowHide)


def _scroll_area_of(widget: QAbstractButton) -> QScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


def accessible_name(item: QGraphicsItem) -> str:
    """What an interactive table item is, in words (QGraphicsItem has no accessible name of
    its own): action spaces, majors, farmyards, people, tiles, goods and animals."""
    table = getattr(item, "table", None)
    state: GameState | None = getattr(table, "state", None)
    if state is None:
        return ""
    if isinstance(item, SpaceItem):
        s = item.space_state()
        if s is None:
            return tr("Round {r}: not revealed yet").format(r=item.round_no)
        words = tr("Action space: {name}").format(name=space_name(s.space))
        if not s.stock.is_empty():
            words += " — " + tr("Here now: {goods}").format(goods=goods_text(s.stock))
        if s.occupant >= 0:
            words += " — " + tr("Taken by {who}").format(who=player_name(state, s.occupant))
        return words
    if isinstance(item, MajorItem):
        owner = item.owner()
        words = tr("Major improvement: {name}").format(name=card_name(item.card_id))
        if owner >= 0:
            words += " — " + tr("Taken by {who}").format(who=player_name(state, owner))
        return words
    if isinstance(item, FarmItem):
        return tr("{who}'s farmyard").format(who=player_name(state, item.player))
    if isinstance(item, PersonItem):
        return tr("A person of {who}").format(who=player_name(state, item.player))
    if isinstance(item, (TileItem, GoodToken, AnimalToken)):
        return item.help_text() if hasattr(item, "help_text") else item.toolTip()
    return item.toolTip()


# --- the keys after a dialog -------------------------------------------------------------
class KeysReturn(QObject):
    """Where no window manager hands the keyboard back (both play-testers' set-up), a closed
    dialog left no window active: H, Ctrl+Z, Enter and the arrows went nowhere until a click
    on the table.  Every dialog opened over ``window`` (and over those dialogs) is watched:
    when one is hidden and no other window has the keys, the window it was opened over takes
    them again (a modal dialog still open first), and in ``window`` its ``home`` widget (the
    table's view).  The filter sees only these windows' own events, never their children's."""

    def __init__(self, window: QWidget, home: QWidget) -> None:
        super().__init__(window)
        self.window, self.home = window, home
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if kind == QEvent.Type.ChildPolished:
            child = event.child()  # type: ignore[attr-defined]
            if (isinstance(child, QWidget) and child.isWindow()
                    and not child.property("keysReturn")):
                child.setProperty("keysReturn", True)  # (polished again on each show)
                child.installEventFilter(self)
        elif kind == QEvent.Type.Hide and watched is not self.window and isinstance(
                watched, QWidget) and watched.isWindow():
            parent = watched.parentWidget()  # (read now: an exec'd dialog is deleted after)
            owner = parent.window() if parent is not None else None
            QTimer.singleShot(0, self, lambda: self.give_back(owner))
        return False

    def give_back(self, owner: QWidget | None) -> None:
        focus = QGuiApplication.focusWindow()
        if focus is not None and shiboken6.isValid(focus) and focus.isVisible():
            return  # another window has the keys (a window manager gave them, a new dialog)
        modal = QApplication.activeModalWidget()
        widget = modal if modal is not None and modal.isVisible() else owner
        if widget is None or not shiboken6.isValid(widget) or not widget.isVisible():
            return
        widget.activateWindow()
        if widget is self.window and shiboken6.isValid(self.home) and self.home.isVisible():
            self.home.setFocus(Qt.FocusReason.ActiveWindowFocusReason)


def keys_back_after_menus(bar: QMenuBar, home: QWidget) -> None:
    """A menu of ``bar`` closed (a choice made, Escape) with no other one open: ``home`` (the
    table's view) takes the keys again.  They stayed with the menu bar, and the next Tab
    only moved them to the table: a tester's Tab and arrows did nothing after a menu until a
    click on the board.  Called again whenever the menus are made anew."""

    def back() -> None:
        if (QApplication.activePopupWidget() is None and shiboken6.isValid(home)
                and home.isVisible() and QApplication.focusWidget() in (None, bar)):
            active = QApplication.activeWindow()
            if active is None or not active.isVisible():  # (the closed menu, or none: no
                home.window().activateWindow()  # window manager handed the keys back)
            home.setFocus(Qt.FocusReason.PopupFocusReason)

    for action in bar.actions():
        menu = action.menu()
        if menu is not None:
            menu.aboutToHide.connect(lambda: QTimer.singleShot(0, bar, back))
