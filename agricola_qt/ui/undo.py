"""Undo commands: each holds the move(s), the state before and the state after."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import QListView, QUndoView

from agricola_qt.engine import GameState, Move

if TYPE_CHECKING:
    from agricola_qt.ui.controller import GameController


class MoveCommand(QUndoCommand):
    """One human decision (possibly several engine moves, like a whole pasture).

    Computer players' replies are added to the human decision before them (``extend``), so
    undo goes back to the human's last decision.  ``redo`` only sets the stored state, so it
    is safe to run any number of times.
    """

    def __init__(self, controller: GameController, label: str | Callable[[], str],
                 before: tuple[GameState, tuple[Move, ...]],
                 after: tuple[GameState, tuple[Move, ...]]) -> None:
        # the label is kept as a function so the history can be worded again in another
        # language (View > Language)
        self.label = label if callable(label) else (lambda: label)
        super().__init__(self.label())
        self.controller = controller
        self.before = before
        self.after = after

    def retranslate(self) -> None:
        self.setText(self.label())

    @property
    def moves(self) -> tuple[Move, ...]:
        return self.after[1][len(self.before[1]):]

    def extend(self, after: tuple[GameState, tuple[Move, ...]]) -> None:
        self.after = after

    def redo(self) -> None:
        self.controller.show(*self.after)

    def undo(self) -> None:
        self.controller.show(*self.before)


def wrap_history(view: QUndoView) -> None:
    """The History panel's rows wrap at its width: a long entry ("Place a person on Family
    Growth, then also 1 Minor Improvement") was cut at the panel's edge, the rest behind a
    horizontal scroll bar a tester never found (s036)."""
    view.setWordWrap(True)
    view.setResizeMode(QListView.ResizeMode.Adjust)  # laid out again at each new width
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
