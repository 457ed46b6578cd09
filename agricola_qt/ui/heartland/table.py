"""The Heartland table widget: the scene in a view, and a side panel with what is due now
(victory points or farm points for the field, ending the turn, passing, undo), the reason
for the last refusal and the game log.  Pass-and-play covers the table between two people
(``ui/handoff.py``) so nobody sees another's hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush, QFont, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QLabel,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from agricola_qt.ai.heartland.outlook import Scored
from agricola_qt.heartland import (
    GameState,
    Move,
    Verb,
    apply,
    results,
    why_illegal,
    winners,
)
from agricola_qt.heartland.board import group
from agricola_qt.heartland.scoring import field_vp
from agricola_qt.heartland.state import Step
from agricola_qt.ui import palette
from agricola_qt.ui.game_log import LogList, shape_icon
from agricola_qt.ui.handoff import HandoffCover
from agricola_qt.ui.heartland.controller import HeartlandController
from agricola_qt.ui.heartland.keys import HeartlandKeys
from agricola_qt.ui.heartland.scene import HeartlandScene
from agricola_qt.ui.heartland.words import (
    animal_word,
    crop_word,
    named,
    refusal_text,
    step_text,
)
from agricola_qt.ui.refusal_label import RefusalLabel
from agricola_qt.ui.screen_fit import side_for
from agricola_qt.ui.text import joined, tr, trn
from agricola_qt.ui.view import TableView

PANEL_WIDEST, PANEL_NARROWEST = 300, 230


def panel_width(window_width: int) -> int:
    """The side panel's width in a table ``window_width`` wide: 22 % of it, within bounds."""
    return max(PANEL_NARROWEST, min(PANEL_WIDEST, round(window_width * 0.22)))


def panel_height(window_height: int) -> int:
    """The panel's height below a table ``window_height`` tall: 30 % of it, within bounds."""
    return max(220, min(340, round(window_height * 0.3)))


class HeartlandTable(QWidget):
    def __init__(self, controller: HeartlandController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.offers_new_game = False  # the window can begin another game (its File menu)
        humans = controller.humans
        first = controller.state.actor
        watcher = first if first in humans else (humans[0] if humans else 0)
        if len(humans) >= 2:
            watcher = -1  # pass-and-play: the first person takes the table from the cover
        self.scene = HeartlandScene(controller, watcher)
        self.scene.frames_people = True  # pass-and-play: what the others laid, framed
        self.view = TableView(self.scene)  # type: ignore[arg-type]
        self.view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        keyboard = getattr(self.view, "keyboard", None)  # Agricola's keyboard play, if any,
        if keyboard is not None:  # knows only the Agricola table: the keys stay with ours
            self.view.removeEventFilter(keyboard)
        self.panel = panel = QWidget()
        panel.setFixedWidth(PANEL_WIDEST)
        # beside the table, the panel's three parts stand one above the other; below it
        # (``_lay_out``), side by side
        self.panel_box = QBoxLayout(QBoxLayout.Direction.TopToBottom, panel)
        self.words_part, self.buttons_part, self.log_part = QWidget(), QWidget(), QWidget()
        parts = [QVBoxLayout(part) for part in (self.words_part, self.buttons_part,
                                                self.log_part)]
        for part, box in zip((self.words_part, self.buttons_part, self.log_part), parts,
                             strict=True):
            box.setContentsMargins(0, 0, 0, 0)
            self.panel_box.addWidget(part, 1 if part is self.log_part else 0)
        self.below = False  # the panel below the table (a window taller than wide)
        self.status = QLabel()
        self.status.setWordWrap(True)
        big = QFont(self.status.font())
        big.setPointSizeF(max(big.pointSizeF(), 9.0) * 1.3)
        big.setBold(True)
        self.status.setFont(big)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.reason = RefusalLabel()
        self.vp_button = QPushButton()
        self.fp_button = QPushButton()
        self.end_button = QPushButton()
        self.pass_button = QPushButton(tr("Pass (no tile fits)"))
        self.later_button = QPushButton()  # the farm put off (``_name_buttons``)
        self.undo_button = QPushButton(tr("Undo (Ctrl+Z)"))
        # at the end, under the ranking: the game kept in a file, another begun (an
        # Agricola player looked for the score sheet's Save and New game here, a tester)
        self.save_button = QPushButton(tr("Save the game…"))
        self.again_button = QPushButton(tr("New game…"))
        self.save_button.hide()
        self.again_button.hide()
        # stays at its newest line while the hint above changes height; its lines wrap
        self.log = LogList()
        for w in (self.status, self.hint, self.reason):
            parts[0].addWidget(w)
        parts[0].addStretch(1)
        for w in (self.vp_button, self.fp_button, self.end_button, self.pass_button,
                  self.later_button, self.undo_button, self.save_button, self.again_button):
            parts[1].addWidget(w)
        parts[1].addStretch(1)  # (below the table: the buttons at the top of their column)
        self.log_title = QLabel(tr("Game log"))
        parts[2].addWidget(self.log_title)
        parts[2].addWidget(self.log, 1)
        self.row = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.addWidget(self.view, 1)
        self.row.addWidget(panel)
        self.cover = NamedCover(self)
        for button in (self.vp_button, self.fp_button, self.end_button, self.pass_button,
                       self.later_button, self.undo_button):  # the keys stay with the table
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.keys = HeartlandKeys(self)  # Tab, arrows, R, Enter: see keys.py
        self.view.installEventFilter(self.keys)
        self.vp_button.clicked.connect(lambda: self._score(Verb.VP))
        self.fp_button.clicked.connect(lambda: self._score(Verb.FP))
        self.end_button.clicked.connect(self._end_turn)
        self.pass_button.clicked.connect(lambda: controller.play(Move(Verb.PASS)))
        self.later_button.clicked.connect(lambda: controller.play(Move(Verb.FARM_LATER)))
        self._name_buttons()
        self.undo_button.clicked.connect(controller.undo)
        # the stack tells when undo becomes possible: the table is drawn while a move is being
        # pushed, before the stack holds it, and the turn's first move left the button grey
        controller.stack.canUndoChanged.connect(self.undo_button.setEnabled)
        self.scene.gesture.connect(self._gesture)
        # a refusal is about the action that caused it: the next action (a tile turned or
        # picked up, a move made) takes it away; it stayed on beside a different action
        self.scene.acted.connect(self.reason.clear)
        controller.state_changed.connect(self.reason.clear)
        controller.state_changed.connect(self._changed)
        controller.message.connect(self.reason.setText)
        self._log_so_far()
        controller.logged.connect(self._log)
        controller.undone.connect(self._relog)
        controller.turn_ended.connect(self._turn_ended)
        self.cover.ready.connect(self._ready)
        self._changed()
        controller.schedule_bots()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        """The panel gives up some of its width in a small window: the table's scene is as
        wide as it is tall, and at 1093×614 a fixed panel left it 72 % of the width."""
        self._lay_out(event.size().width(), event.size().height())
        self._steady_hint()
        if self.below:  # (once the prompt has its steady height)
            self._fit_below(event.size().height())
        super().resizeEvent(event)

    def _lay_out(self, width: int, height: int) -> None:
        """The panel beside the table, or below it in a window taller than wide (half a
        screen: the table was drawn at 0.61 in 960×1040, a third of the window's height
        left empty above and below it), by the game window's rule (``side_for``)."""
        self.below = side_for(width, height, "below" if self.below else "beside") == "below"
        free = (0, 16777215)  # (Qt's QWIDGETSIZE_MAX)
        if self.below:
            self.row.setDirection(QBoxLayout.Direction.TopToBottom)
            self.panel_box.setDirection(QBoxLayout.Direction.LeftToRight)
            self.panel.setMinimumWidth(free[0])
            self.panel.setMaximumWidth(free[1])
            self.panel.setFixedHeight(panel_height(height))
            self.words_part.setFixedWidth(round(width * 0.4))
            self.buttons_part.setFixedWidth(max(PANEL_NARROWEST - 30, round(width * 0.24)))
        else:
            self.row.setDirection(QBoxLayout.Direction.LeftToRight)
            self.panel_box.setDirection(QBoxLayout.Direction.TopToBottom)
            self.panel.setMinimumHeight(free[0])
            self.panel.setMaximumHeight(free[1])
            self.panel.setFixedWidth(panel_width(width))
            for part in (self.words_part, self.buttons_part):
                part.setMinimumWidth(free[0])
                part.setMaximumWidth(free[1])

    def _fit_below(self, height: int) -> None:
        """Below the table, the panel as tall as its words need (the final ranking's lines
        were cut off: a tester), at least ``panel_height`` and at most 45 % of ``height``."""
        box = self.words_part.layout()
        width = self.words_part.maximumWidth()
        need = (box.heightForWidth(width) if box.hasHeightForWidth()
                else self.words_part.sizeHint().height())
        margins = self.panel_box.contentsMargins()
        need += margins.top() + margins.bottom()
        self.panel.setFixedHeight(max(panel_height(height), min(need, round(height * 0.45))))

    def _steady_hint(self) -> None:
        """The prompt keeps the height of its longest text at the panel's width: growing and
        shrinking with each step, it moved the buttons and the log under it up and down."""
        margins = self.panel.layout().contentsMargins()
        width = (self.words_part.maximumWidth() if self.below
                 else self.panel.maximumWidth() - margins.left() - margins.right())
        if width <= 0:
            return
        metrics = self.hint.fontMetrics()
        state = self.controller.state
        tallest = max(metrics.boundingRect(0, 0, width, 10000, Qt.TextFlag.TextWordWrap,
                                           self._hint(state, True, step)).height()
                      for step in (Step.PLACE, Step.LARGE, Step.SCORE, Step.FARM))
        self.hint.setMinimumHeight(tallest + 4)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        """View > Language: the words are set again and the table drawn again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.pass_button.setText(tr("Pass (no tile fits)"))
            self._name_buttons()
            self.undo_button.setText(tr("Undo (Ctrl+Z)"))
            if self.save_button.isEnabled():
                self.save_button.setText(tr("Save the game…"))
            else:
                self.save_button.setText(tr("Saved"))
            self.again_button.setText(tr("New game…"))
            self.log_title.setText(tr("Game log"))
            self._steady_hint()
            self._relog()
            self.scene.schedule_refresh()
            self._changed()

    def _name_buttons(self) -> None:
        """The words of the buttons set once (and again for View ▸ Language)."""
        # the seed: a player *may* build the farm when due (two testers missed the choice)
        self.later_button.setText(tr("Not now: build the farm later (L)"))
        self.later_button.setToolTip(tr("The farm stays due: it is offered again after each "
                                        "of your later scorings, while a free region is left."))

    @property
    def pass_and_play(self) -> bool:
        return len(self.controller.humans) >= 2

    # --- reacting ----------------------------------------------------------------------------
    def _gesture(self, gesture: object) -> None:
        self.reason.clear()
        self.controller.handle(gesture)

    def _log_so_far(self) -> None:
        """A game opened or resumed in progress: its log from the first move, as it was
        written while it was played (the log started empty, the earlier turns untold)."""
        c = self.controller
        self._log_moves(c.opened_states, c.opened[1])

    def _relog(self) -> None:
        """The log told again in the table's language (View ▸ Language), move by move as
        the game stands: like Agricola's log, an undone move is not told again."""
        c = self.controller
        self.log.clear()
        self._log_moves(c.states_before(c.moves), c.moves)

    def _log_moves(self, states: Sequence[GameState], moves: Sequence[Move]) -> None:
        """A line for each move, made in the state beside it."""
        for state, move in zip(states, moves, strict=False):
            self._log(self.controller.describe(state, move), state.actor)

    def _log(self, line: str, player: int) -> None:
        """A line in the colour of whose it is, as in Agricola's log (ink for an undo)."""
        item = QListWidgetItem(line)
        colour = palette.player_colour(player).darker(150) if player >= 0 else palette.INK
        item.setForeground(QBrush(colour))
        if player >= 0:  # and its token's shape, as Agricola's (colour-blind players)
            item.setIcon(shape_icon(player, self.log.fontMetrics().height()))
        self.log.addItem(item)
        self.log.scrollToBottom()

    def _turn_ended(self, ended: int, now: int) -> None:
        self.reason.clear()
        if self.pass_and_play and ended in self.controller.humans:
            self.scene.set_watcher(-1)  # the hand goes under cover as the turn ends
        self._changed()

    def _ready(self) -> None:
        self.scene.set_watcher(self.controller.state.actor)
        self._changed()

    def show_hint(self) -> str:
        """Game ▸ Hint (H): the next move the Medium computer would make in the person's
        place (it beats the Easy one three games in five), with what its turn scores,
        said above the log; "" when it is not a person's turn here."""
        state, c = self.controller.state, self.controller
        if state.is_over or c.is_bot_turn() or state.actor != self.scene.watcher:
            return ""
        from agricola_qt.ai.heartland.outlook import outlook  # the bots: when asked
        from agricola_qt.ai.heartland.registry import make_bot

        bot = make_bot("medium")
        move = bot.choose(state)
        text = tr("Hint: {move}").format(move=c.describe(state, move))
        shown = [move]
        if move.verb is Verb.LEVEL:
            # the levelled square is for a large tile this turn: which one, and where (the
            # hint said only "levels e3", and the player had to guess the rest)
            after = apply(state, move, checked=False)
            tile = bot.choose(after)
            if tile.verb is Verb.LARGE:
                text = joined(text, tr("Then: {move}").format(move=c.describe(after, tile)))
                shown.append(tile)
        why = hint_reason(state, move, outlook(state, move, bot.choose))
        if why:
            text += " — " + why
        self.hint.setText(self._hint(state, True) + "\n\n" + text)  # until the next move
        self.reason.clear()  # the refusal was about a move before: it stood under the hint
        board = self.scene.board
        if board is not None and move.square >= 0:  # the squares, shaded on the crop area
            board.shadow = {sq for m in shown for sq in (
                m.square, state.geometry.beside.get((m.square, m.dir), -1)
                if m.dir is not None else -1) if sq >= 0}
            board.update()
        return text

    def _changed(self, *_: object) -> None:
        state = self.controller.state
        c = self.controller
        if (self.pass_and_play and not state.is_over and state.actor in c.humans
                and state.actor != self.scene.watcher and not self.cover.isVisible()):
            self.scene.set_watcher(-1)
            self.cover.show_for(c.name(state.actor))
        self._show_status(state)
        mine = not state.is_over and state.actor == self.scene.watcher and not c.is_bot_turn()
        scoring = mine and state.step is Step.SCORE
        self.vp_button.setVisible(scoring)
        self.fp_button.setVisible(scoring)
        if scoring:
            self._score_buttons(state)
        ending = mine and state.step is Step.END
        self.end_button.setVisible(ending)
        if ending:
            draws = why_illegal(state, Move(Verb.DRAW)) is None
            last = state.end_drawn_by >= 0 and state.actor == state.setup.last_player
            # the game's last turn: the tiles drawn are never played ("draw a large field"
            # read as if the game went on, a tester)
            self.end_button.setText(tr("End the last turn: the game ends (Enter)") if last
                                    else tr("Draw and end the turn (Enter)") if draws
                                    else tr("End the turn (Enter)"))
            self.end_button.setDefault(True)
        self.pass_button.setVisible(mine and state.step is Step.PLACE
                                    and why_illegal(state, Move(Verb.PASS)) is None)
        self.later_button.setVisible(mine and state.step is Step.FARM)
        self.undo_button.setEnabled(c.can_undo())
        self.save_button.setVisible(state.is_over)
        if not state.is_over:  # (undone into the game: saved again at its end)
            self.save_button.setEnabled(True)
            self.save_button.setText(tr("Save the game…"))
        self.again_button.setVisible(state.is_over and self.offers_new_game)
        self.hint.setText(self._hint(state, mine))

    def mark_saved(self) -> None:
        """The finished game is in a file: its button greyed, saying so."""
        self.save_button.setText(tr("Saved"))
        self.save_button.setEnabled(False)

    def _show_status(self, state: GameState) -> None:
        """What is due now; a finished game's result, framed to stand out (it was a few
        lines of bold words at the top of the panel, easy to miss)."""
        if not state.is_over:
            self.status.setTextFormat(Qt.TextFormat.PlainText)
            self.status.setStyleSheet("")
            c = self.controller
            self.status.setText(step_text(state, c.name(state.actor), c.is_bot_turn()))
            return
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.status.setStyleSheet("QLabel { background: #FFF6D8; border: 2px solid #B8962E;"
                                  " border-radius: 6px; padding: 6px; }")
        self.status.setText(self._result(state))
        if self.below:
            self._fit_below(self.height())

    def _result(self, state: GameState) -> str:
        """The final ranking as a small table: the winner's line first, each player's total
        on a line with their name in their colour, and under it, each on a line of its own,
        the track and the livestock (each animal's value), the farmed area (the tie-break)
        and the farms.  One long line broke anywhere ("… 农庄面积 / 0，农庄 0 座")."""
        c = self.controller
        base = self.status.font().pointSizeF() / 1.3  # the panel's size (the label's is 1.3×)
        best = winners(state)
        won = tr(", ").join(c.name(s) for s in best)
        rows = [f'<p style="font-size: {base * 1.45:.1f}pt; margin-bottom: 4px;">'
                f"{escape(tr('The game is over. Winner: {names}').format(names=won))}</p>",
                '<table cellspacing="0" cellpadding="3" width="100%">']
        ranked = sorted(results(state), key=lambda r: (-r.total, -r.farmed_area, r.seat))
        for place, r in enumerate(ranked, 1):
            animals = state.players[r.seat].animals
            herd = tr(", ").join(f"{animal_word(a.kind)} {a.value}" for a in animals)
            colour = palette.player_colour(r.seat).darker(150).name()
            back = ' style="background-color: #F6E9B2;"' if r.seat in best else ""
            head = tr("{place}. {name}: {total}").format(place=place, name=c.name(r.seat),
                                                         total=r.total)
            rows.append(f'<tr{back}><td><span style="color: {colour};">'
                        f"{escape(head)}</span></td></tr>")
            lines = [tr("{track} on the track + {livestock} livestock").format(
                track=r.track, livestock=r.livestock)]
            if herd:
                lines.append(tr("[{animals}]").format(animals=herd))
            lines.append(tr("farmed area {n}, farms {f}").format(
                n=r.farmed_area, f=len(state.players[r.seat].farms)))
            rows.append(f'<tr><td style="font-weight: normal; font-size: {base:.1f}pt;'
                        f' padding-left: 14px;">{"<br>".join(escape(t) for t in lines)}'
                        "</td></tr>")
        rows.append("</table>")
        return "".join(rows)

    def _hint(self, state: GameState, mine: bool, step: Step | None = None) -> str:
        """What to do now (for ``step`` if given, else the state's)."""
        if step is None:
            if state.is_over:
                return ""
            if self.controller.is_bot_turn():
                return tr("A computer player is thinking…")
            if not mine:
                return ""
            step = state.step
        return {
            Step.PLACE: tr("Drag a large tile or a small tile onto the crop area; the lit "
                           "squares take it (a large tile by its half outlined in white). R or a "
                           "right-click turns a large tile, or turns a small tile face down "
                           "for levelling."),
            # the status line already says "lay a large tile over the levelled square"
            Step.LARGE: tr("Only the spots covering the levelled square are lit; Undo takes "
                           "the small tile back."),
            Step.SCORE: self._score_hint(state),
            Step.FARM: tr("Click a square of a free region: your farm takes the whole "
                          "region. White outlines and numbers show the regions of two squares "
                          "or more and their sizes; a lone square not greyed takes a farm "
                          "too, a farm of 1. Greyed squares cannot take a farm."),
            Step.END: "",
        }.get(step, "") + self._keys_hint(step)

    @staticmethod
    def _keys_hint(step: Step) -> str:
        """How to do the same by keyboard (keys.py)."""
        text = {
            Step.PLACE: tr("Keys: Tab or the arrows choose a tile, R turns it, Enter picks it "
                           "up; then the arrows or Tab choose a lit spot, Enter lays it, "
                           "Escape puts it back."),
            Step.SCORE: tr("Keys: V or F, or the arrows and Enter."),
            Step.FARM: tr("Keys: Tab or the arrows choose a square, Enter builds; L puts the "
                          "farm off."),
        }.get(Step.PLACE if step is Step.LARGE else step, "")
        return "\n\n" + text if text else ""

    @staticmethod
    def _score_hint(state: GameState) -> str:
        """Which field scores now, by its square and crop: a tile laid upright scores its
        lower field first, and a tester scored the wrong one from buttons that named
        neither."""
        field = state.current_field
        if field is None:
            return tr("Choose how the marked field scores.")
        # (its frame's colour unsaid: the keyboard's yellow ring stood round it too, and a
        # tester looked for red)
        text = tr("Choose how the field on {square} ({crop}, framed) scores.").format(
            square=state.geometry.name(field.square), crop=crop_word(field.crop))
        refusal = why_illegal(state, Move(Verb.VP, square=field.square))
        if refusal is not None:  # why the victory points are greyed, said here, not only
            # in the greyed button's tooltip (a tester)
            text = joined(text, refusal_text(refusal, state))  # (a sentence of its own)
        return text

    def _score_buttons(self, state: GameState) -> None:
        field = state.current_field
        assert field is not None
        vp = field_vp(state, field.square)
        refusal = why_illegal(state, Move(Verb.VP, square=field.square))
        square = state.geometry.name(field.square)
        self.vp_button.setText(tr("{square}: victory points +{n}").format(square=square, n=vp))
        self.vp_button.setEnabled(refusal is None)
        self.vp_button.setToolTip(refusal_text(refusal, state) if refusal else "")
        gone = state.players[state.actor].cubes[field.crop.position] < 0
        text = tr("{square}: farm points, {crop} cube +{n}").format(
            square=square, crop=crop_word(field.crop), n=field.barns)
        if gone:
            text = tr("{square}: farm points none (the {crop} cube has left)").format(
                square=square, crop=crop_word(field.crop))
        self.fp_button.setText(text)
        # nothing for farm points while the victory points are there to take: greyed, so a
        # slip of F does not throw the points away ("farm points +0" stood beside "+6")
        worthless = (gone or field.barns == 0) and refusal is None
        self.fp_button.setEnabled(not worthless)
        why = ""
        if worthless and gone:
            why = tr("The {crop} cube has left the barn: this field gives no farm points."
                     ).format(crop=crop_word(field.crop))
        elif worthless:
            why = tr("This field has no barns: it gives no farm points.")
        self.fp_button.setToolTip(why)

    def _score(self, verb: Verb) -> None:
        field = self.controller.state.current_field
        button = self.fp_button if verb is Verb.FP else self.vp_button
        if field is not None and not button.isEnabled() and button.toolTip():
            self.controller.message.emit(button.toolTip())  # (a key: the greyed button's why)
            return
        if field is not None:
            self.controller.play(Move(verb, square=field.square))

    def _end_turn(self) -> None:
        state = self.controller.state
        draws = why_illegal(state, Move(Verb.DRAW)) is None
        self.controller.play(Move(Verb.DRAW if draws else Verb.END))

    def keyPressEvent(self, event: object) -> None:  # noqa: N802
        key = event.key()  # type: ignore[attr-defined]
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.end_button.isVisible():
            self._end_turn()
            return
        super().keyPressEvent(event)  # type: ignore[arg-type]


class NamedCover(HandoffCover):
    """The hand-off cover, its "Pass to Mei" with no space beside a Chinese name ("交給 小梅"
    read as machine-assembled)."""

    def show_for(self, name: str, why: str = "") -> None:
        super().show_for(name, why)
        self.label.setText(named(tr("Pass to {name}"), name=name))
        self._fit()


def hint_reason(state: GameState, move: Move, scored: list[Scored]) -> str:
    """Why the hint's move: what its turn scores field by field ("wheat: 4 victory points,
    rapeseed: farm points +2"), or for a farm the size of the region it takes."""
    if move.verb is Verb.FARM:
        size = len(group(state.tops, move.square, state.geometry))
        return trn("the largest free region: %n square(s)", size)
    parts = [tr("{crop}: {n} victory points").format(crop=crop_word(f.crop), n=f.points)
             if f.victory else
             tr("{crop}: farm points +{n}").format(crop=crop_word(f.crop), n=f.points)
             for f in scored]
    return tr(", ").join(parts)

