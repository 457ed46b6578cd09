"""The pass-and-play hand-off screen.

When a person's turn is over and another person plays next, the screen first asks to end
the turn (misclick protection: undo is still possible), then covers the private parts of
the table ("Pass to Mei", then "click anywhere when you are ready").  Public information
stays visible behind it.

The end-of-turn question covers nothing of the table where it can help it: while the
decision panel is open it is asked there, under the panel's own words (``dock_to``); only
with the panel closed is it a bar along the bottom of the table, over the hands.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from agricola_qt.engine import GameState
from agricola_qt.engine.state import BRED, BREED, FEED, ROUND_END, WORK
from agricola_qt.ui.text import joined, tr, trn

# what the person's last decision ended: their own turn, an answer to a card's question in
# another's turn (the Wood Merchant's offer), their part of a harvest (feeding, breeding), or
# a step of it before their feeding (the Baker's baking)
Ending = Literal["turn", "answer", "harvest", "harvest_step"]


def ending_of(before: GameState | None, person: int) -> Ending:
    """What ``person``'s last decision, made in ``before``, ended."""
    if before is None:
        return "turn"
    if before.phase in (FEED, BREED, BRED):
        return "harvest"
    if before.phase == ROUND_END:  # a card's question as the round ends (Manure)
        return "answer"
    # another's turn: a card asked as they took wood ("your turn is done" was said)
    return "answer" if before.current != person else "turn"


def round_start_answer(before: GameState | None, person: int) -> bool:
    """Was ``person``'s last decision, made in ``before``, a card's question at a round's
    start, before anybody placed (the Wood Distributor's "spread the wood?")?  The round
    card is already out: that answer is no turn to end (a tester was asked to end one every
    round, after ending the turn that turned the round)."""
    return (before is not None and before.phase == WORK and before.frame is not None
            and before.frame.kind == "card" and before.frame.player == person
            and all(p.placed == 0 for p in before.players))


def handed_for(state: GameState, person: int) -> str:
    """Why the table goes to ``person`` when it is not simply their turn: a card of theirs
    asks in another's turn, or the harvest wants their feeding ("" otherwise; the cover said
    only "Pass to Jonas" for all three)."""
    from agricola_qt.ui.text import card_name, player_name

    frame = state.frame
    if state.phase == FEED:
        return tr("The harvest: {name} feeds the family.").format(
            name=player_name(state, person))
    if state.phase in (BREED, BRED):
        return tr("The harvest: {name} decides about the animals.").format(
            name=player_name(state, person))
    if (frame is not None and frame.kind == "card" and frame.player == person
            and state.current != person):
        return tr("{card} asks {name} something on {other}'s turn.").format(
            card=card_name(frame.space), name=player_name(state, person),
            other=player_name(state, state.current))
    return ""


# how many end-of-turn questions in a window say where they are switched off (a tester found
# every action asking twice, Done then End turn, and nothing pointing to the setting)
SETTING_TOLD = 3
RECAP_LINES = 8  # the others' moves the hand-off tells at most


def setting_note() -> str:
    return tr("Game ▸ Confirm the end of each turn switches this question off.")


def handoff_note() -> str:
    return tr("Between two people at one table a turn always waits for End turn: undo never "
              "goes back past the hand-off to the next person.")


def ending_words(ending: Ending) -> tuple[str, str, str]:
    """The question's big line (with {who}), the line under it and the button."""
    if ending == "answer":
        return (tr("{who}: your answer is given."), tr("Go on now, or undo it."),
                tr("Go on (Enter)"))
    if ending == "harvest_step":  # ("your part is done" read as if the feeding was skipped)
        return (tr("{who}: done for now; you feed your family later in this harvest."),
                tr("Go on now, or undo your last decision."), tr("Go on (Enter)"))
    if ending == "harvest":
        return (tr("{who}: your part of the harvest is done."),
                tr("Go on now, or undo your last decision."), tr("Go on (Enter)"))
    return (tr("{who}: your turn is done."), tr("End it now, or undo your last decision."),
            tr("End turn (Enter)"))


class HandoffCover(QWidget):
    ready = Signal()
    end_turn = Signal()
    undo_requested = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.stage = ""  # "confirm" or "pass"
        self.tell_setting = False  # the question says where it is switched off
        self.switchable = True  # the question is one the setting switches off
        self.told = 0  # end-of-turn questions asked so far in this window
        self.who = ""  # whose decision waits to be confirmed
        self.ending: Ending = "turn"
        self.harvest_next = False
        self.short = 0  # food the family lacks at the harvest that begins (``show_confirm``)
        self.round_next = False
        outer = QVBoxLayout(self)
        outer.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # The card is a frame with a layout, and the words are plain labels inside it: a
        # word-wrapped label with a style-sheet padding of its own misjudges its height and
        # clipped the tops and bottoms of the letters.
        self.card = QFrame()
        self.card.setObjectName("handoffCard")
        self.card.setStyleSheet(
            "#handoffCard { background: #F6EFD9; border: 3px solid #6B5B3A;"
            " border-radius: 12px; }"
            " #handoffCard QLabel { color: #1E1E1E; background: transparent; }")
        self.card.setMinimumWidth(460)
        self.card.setMaximumWidth(760)
        box = QBoxLayout(QBoxLayout.Direction.TopToBottom, self.card)
        self.box = box
        box.setContentsMargins(36, 24, 36, 24)
        box.setSpacing(12)
        self.label = QLabel()  # the big line: whose turn, or who gets the table
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        big = self.label.font()
        big.setPointSizeF(max(big.pointSizeF(), 9.0) * 2)
        big.setBold(True)
        self.label.setFont(big)
        self.subtitle = QLabel()  # what to do now
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        small = self.subtitle.font()
        self.base_points = max(small.pointSizeF(), 9.0)  # the words' size on the panel
        small.setPointSizeF(self.base_points * 1.25)
        self.subtitle.setFont(small)
        # at a hand-off, what the others did since the person last had the table: the log
        # was the only way to learn it, a tab away (a couple at one laptop)
        self.recap = QLabel()
        self.recap.setWordWrap(True)
        self.recap.setTextFormat(Qt.TextFormat.PlainText)
        self.recap.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.recap.hide()
        box.addWidget(self.label)
        box.addWidget(self.subtitle)
        box.addWidget(self.recap)
        row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.buttons_row = row
        row.setSpacing(16)
        self.undo_button = QPushButton(tr("Undo (Ctrl+Z)"))
        self.end_button = QPushButton(tr("End turn (Enter)"))
        self.end_button.setDefault(True)
        for b in (self.undo_button, self.end_button):
            b.setMinimumHeight(40)
            b.setMinimumWidth(160)
            row.addWidget(b)
        box.addLayout(row)
        outer.addWidget(self.card)
        self.undo_button.clicked.connect(self.undo_requested)
        self.end_button.clicked.connect(self._end)
        self.outer = outer
        # where the end-of-turn question goes instead of the bar: a layout in the decision
        # panel while that panel is shown (None: always the bar)
        self.dock_to: Callable[[], QBoxLayout | None] = lambda: None
        parent.installEventFilter(self)  # follow the covered widget's size
        self.hide()

    @property
    def docked(self) -> bool:
        """Is the card in the decision panel now (not on this cover)?"""
        return self.card.parentWidget() is not self

    @property
    def active(self) -> bool:
        """Asking to end the turn (in the panel or as the bar), or covering for a hand-off."""
        return self.stage != ""

    def close_bar(self) -> None:
        """The question is answered (or the turn undone): nothing of it stays."""
        self.hide()
        self.stage = ""
        self._undock()

    def _undock(self) -> None:
        if not self.docked:
            return
        self.card.hide()
        self.card.setParent(self)
        self.outer.addWidget(self.card)
        self.card.show()

    def _dock(self, slot: QBoxLayout) -> None:
        self.hide()
        if not self.docked:
            slot.addWidget(self.card)
        self.card.show()

    def refit(self) -> None:
        """The decision panel was shown or closed: the question moves there or to the bar."""
        if self.stage == "confirm":
            self._fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._place()
        return False

    def _place(self) -> None:
        """The hand-off covers the whole table; the end-of-turn question is a bar along the
        bottom that leaves the table in view (it is not a modal box)."""
        parent = self.parentWidget()
        if parent is None:
            return
        area = parent.rect()
        if self.stage == "confirm":
            height = self.card.sizeHint().height() + 12
            area.setTop(area.bottom() - height + 1)
        self.setGeometry(area)

    def _fit(self) -> None:
        slot = self.dock_to() if self.stage == "confirm" else None
        if slot is None:
            self._undock()
        compact = self.stage == "confirm"
        panel = slot is not None
        # the bar: one line across the table; in the panel: the words above the buttons
        self.box.setDirection(QBoxLayout.Direction.LeftToRight if compact and not panel
                              else QBoxLayout.Direction.TopToBottom)
        # in the panel "End turn" comes first, above "Undo"
        self.buttons_row.setDirection(QBoxLayout.Direction.BottomToTop if panel
                                      else QBoxLayout.Direction.LeftToRight)
        self.subtitle.setVisible(not compact or panel)
        self.recap.setVisible(self.stage == "pass" and bool(self.recap.text()))
        self.label.setVisible(not panel)  # the panel's own first line says whose turn ended
        margins = (12, 10, 12, 10) if panel else (24, 10, 24, 10) if compact else (36, 24,
                                                                                   36, 24)
        self.box.setContentsMargins(*margins)
        self.card.setMinimumWidth(0 if panel else 460)
        self.card.setMaximumWidth(16777215 if panel else 980 if compact else 760)
        for b in (self.undo_button, self.end_button):
            b.setMinimumWidth(0 if panel else 160)
        big = self.label.font()
        big.setPointSizeF(self.base_points * (1.4 if compact else 2))
        self.label.setFont(big)
        small = self.subtitle.font()  # in the panel as large as the panel's other words
        small.setPointSizeF(self.base_points * (1.0 if panel else 1.25))
        self.subtitle.setFont(small)
        self.label.setWordWrap(not compact)
        if slot is not None:
            self._dock(slot)
            return
        self._place()
        self.raise_()
        self.show()

    def show_confirm(self, who: str, ending: Ending = "turn", harvest_next: bool = False,
                     round_next: bool = False, switchable: bool = True,
                     short: int = 0) -> None:
        """Ask to end the turn (or to go on, after an answer or a harvest decision: "your
        turn is done" was said to a person answering a card's question in another's turn).
        ``harvest_next`` / ``round_next``: ending it begins a harvest / shows the next round
        card (after either it cannot be undone).  ``switchable`` False: the next one is
        another person at the table, and the question stays whatever the setting says (it
        told a pass-and-play table to switch it off in the menu, which changed nothing).
        ``short``: the food the family lacks at the harvest that begins (said here, the last
        moment Undo can still fetch food: the placements' warning was gone, a newcomer)."""
        self.stage = "confirm"
        self.short = short
        self.who, self.ending, self.harvest_next = who, ending, harvest_next
        self.round_next = round_next and not harvest_next
        self.switchable = switchable
        if switchable:
            self.told += 1
        self.tell_setting = switchable and self.told <= SETTING_TOLD
        self.retranslate()
        self.undo_button.show()
        self.end_button.show()
        self._fit()

    def retranslate(self) -> None:
        self.undo_button.setText(tr("Undo (Ctrl+Z)"))
        big, small, button = ending_words(self.ending)
        self.end_button.setText(button)
        self.end_button.setToolTip(setting_note() if self.switchable else handoff_note())
        if self.stage == "confirm":
            self.label.setText(big.format(who=self.who))
            if self.harvest_next:  # a player was not told the harvest came next
                small = joined(small, tr("Then the harvest begins: from there this turn "
                                         "cannot be undone."))
                if self.short:
                    # (one literal: lupdate reads only the first of a numerus message's)
                    warning = trn("⚠ %n food short for the feeding, even with your goods turned into food: each missing food is a begging card (−3 points).", self.short)  # noqa: E501
                    small = f"{small}\n{warning}"
            elif self.round_next:  # (the same for a round card: undo stops at both)
                small = joined(small, tr("Then the next round begins: from there this turn "
                                         "cannot be undone."))
            if self.tell_setting:  # (a line of its own: not part of the question)
                small = f"{small}\n{setting_note()}"
            self.subtitle.setText(small)

    def show_for(self, name: str, why: str = "") -> None:
        """Cover the table for a hand-off to ``name``; ``why``: what asks for them when it is
        not their turn (a card's question, the harvest), said first."""
        self._undock()
        self.stage = "pass"
        self.label.setText(tr("Pass to {name}").format(name=name))
        ready = tr("{name}: click anywhere when you are ready.").format(name=name)
        self.subtitle.setText(f"{why}\n{ready}" if why else ready)
        self.undo_button.hide()
        self.end_button.hide()
        self.recap.clear()
        self.recap.hide()
        self._fit()

    def show_recap(self, lines: Sequence[str]) -> None:
        """Under the hand-off's words, what happened since the person took the table last
        (``lines``: the log's, oldest first; the last ``RECAP_LINES`` of them)."""
        if self.stage != "pass" or not lines:
            return
        shown = list(lines[-RECAP_LINES:])
        text = "\n".join([tr("Since your last turn:"), *(f"• {line}" for line in shown)])
        if len(lines) > len(shown):
            text += "\n" + tr("(and {n} more before: the game log has them all)").format(
                n=len(lines) - len(shown))
        self.recap.setText(text)
        self.recap.show()
        self._fit()

    def _end(self) -> None:
        self.end_turn.emit()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        if self.stage == "confirm":  # a light band under the bar; the table stays readable
            p.fillRect(self.rect(), QColor(20, 30, 20, 90))
        else:
            p.fillRect(self.rect(), QColor(20, 30, 20, 150))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self.stage == "pass":
            self.close_bar()
            self.ready.emit()
