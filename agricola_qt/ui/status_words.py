"""The status bar's words: what the player is asked now, cut to its room, and what a
decision left out.

The decision panel says the same in full; in the status bar a long prompt ("drag room tiles
onto your farm; drag stables onto your farm; or click a cell") took the whole width, ran into
the message at the left and was cut at the window's edge.  Qt's label does not elide, so this
one draws its text elided to its width, at most half the bar beside a message (the whole bar
without one), the whole text in its tooltip.

A step an action offers that passed without the player doing it is said in the bar's message
(``skipped_improvement``): "and/or 1 Minor Improvement" with no minor that can be played went
by without a word, and a player wondered whether the step had happened at all.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QStatusBar, QWidget

from agricola_qt.engine import GameState, Move, apply
from agricola_qt.engine.farmwork import pasture_problem
from agricola_qt.ui.text import engine_text, space_label, tr

# the actions whose space offers an improvement after its main part ("Starting Player and/or
# 1 Minor Improvement", "Family Growth, then also 1 Minor Improvement", "Renovation, then also
# 1 Major or Minor Improvement")
THEN_IMPROVEMENT = frozenset({"starting_player_minor", "growth_minor", "renovation_improvement"})


def skipped_improvement(before: GameState, moves: Sequence[Move]) -> str:
    """What to say when ``moves`` (one decision, from ``before``) took a space offering an
    improvement after its main part and that step passed with no improvement: none could be
    played (none in hand, or none playable now), or the player ended the action without one.
    "" when there is nothing to say (an improvement was played, or the step is still open)."""
    state = before
    space = ""
    player = -1
    offered = False
    frame = before.frame
    if (frame is not None and _improvement_open(before, frame.player)
            and _then_improvement(before, frame.space)):
        space, player, offered = frame.space, frame.player, True  # offered before: declined?
    for move in moves:
        if move.verb == "place" and move.args:
            if _then_improvement(state, move.args[0]):
                space, player, offered = move.args[0], state.actor, False
        elif space and move.verb in ("minor", "buy") and state.actor == player:
            return ""  # an improvement was played
        state = apply(state, move, checked=False)
        if space and _improvement_open(state, player):
            offered = True
    if not space or _improvement_open(state, player):
        return ""
    majors_too = before.spaces[before.space_index(space)].space.action == "renovation_improvement"
    if before.setup.family and not majors_too:
        return ""  # no minor improvements in the family game: nothing passed (a newcomer read
        # "no minor improvement to play" after a family growth and looked for cards)
    name = tr("“{space}”").format(space=space_label(before, space))
    if offered:
        return (tr("You played no improvement on {space}.") if majors_too
                else tr("You played no minor improvement on {space}.")).format(space=name)
    if majors_too:
        return tr("No improvement on {space}: none can be played now.").format(space=name)
    if not state.players[player].minors:
        return tr("No minor improvement on {space}: you have none in hand.").format(space=name)
    return tr("No minor improvement on {space}: none in your hand can be played now."
              ).format(space=name)


def skipped_fences(before: GameState, moves: Sequence[Move]) -> str:
    """What to say when ``moves`` took "Renovation, then also Fences" and no fence step
    followed the renovation (too little wood, or no room for a pasture): the log said only
    the renovation, and a newcomer wondered where the fences had gone.  "" otherwise."""
    state = before
    for move in moves:
        placed = (move.verb == "place" and bool(move.args)
                  and _action_of(state, move.args[0]) == "renovation_fences")
        player = state.actor
        state = apply(state, move, checked=False)
        if placed:
            fencing = any(f.kind == "action" and f.player == player and f.fences
                          for f in state.pending)
            renovated = state.players[player].farm.house != before.players[player].farm.house
            if renovated and not fencing:
                name = tr("“{space}”").format(space=space_label(before, move.args[0]))
                if state.players[player].goods.wood:
                    # the wood to close the smallest pasture is what is short: "none can be
                    # built (each costs 1 wood)" was said to a player holding 2 wood
                    return tr("No fences on {space}: {why}.").format(
                        space=name, why=engine_text(pasture_problem(state.players[player])))
                return tr("No fences on {space}: none can be built now (each costs 1 wood)."
                          ).format(space=name)
    return ""


def _action_of(state: GameState, space: str) -> str:
    """The action of the space ``space`` on the board ("" when it is not there)."""
    index = state.space_index(space)
    return state.spaces[index].space.action if index >= 0 else ""


def _then_improvement(state: GameState, space: str) -> bool:
    return _action_of(state, space) in THEN_IMPROVEMENT


def _improvement_open(state: GameState, player: int) -> bool:
    """Is an improvement step of ``player``'s action waiting in ``state``?"""
    return any(f.kind == "action" and f.player == player and f.improvements > 0
               for f in state.pending)

FREE_BAR_MARGIN = 24  # pixels kept at the bar's left while it shows no message
# pixels kept after the text: a maximized window has no size grip at the bar's right, and
# the prompt's last character stood against the screen's edge, read by a tester as cut off
# ("…或直接點一下格")
END_MARGIN = 10
SEPARATOR_ROOM = 10  # pixels left of the prompt for the line after a message


class StatusWords(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setContentsMargins(0, 0, END_MARGIN, 0)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt naming)
        super().setText(text)
        self.setToolTip(text)
        self.updateGeometry()

    def show_prompt(self, text: str) -> None:
        """The decision panel's prompt, its first sentence only (the panel says the rest,
        the tooltip all of it): whole, "…Undo (Ctrl+Z) takes th…" was cut at the bar's edge
        for three testers."""
        self.setText(re.split(r"(?<=\.)\s+|(?<=。)", text.strip(), maxsplit=1)[0])
        self.setToolTip(text)

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = super().sizeHint()
        bar = self.parentWidget()
        if bar is None or bar.width() <= 0:
            return hint
        # half the bar beside a message at its left; the whole bar while it has none (a
        # newcomer's prompt was cut to "…可把…" beside an empty bar)
        message = bar.currentMessage() if isinstance(bar, QStatusBar) else ""
        most = bar.width() // 2 if message else bar.width() - FREE_BAR_MARGIN
        return QSize(min(hint.width(), most), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(0, super().minimumSizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        room = self.contentsRect()
        bar = self.parentWidget()
        if isinstance(bar, QStatusBar) and bar.currentMessage():
            # a line between the message and the prompt: in a narrow window the message,
            # cut by Qt, ran on into the prompt as one sentence (a tester)
            painter.setPen(self.palette().mid().color())
            painter.drawLine(1, room.top() + 3, 1, room.bottom() - 3)
            room = room.adjusted(SEPARATOR_ROOM, 0, 0, 0)
        shown = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight,
                                              room.width())
        painter.drawText(room, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight),
                         shown)
