"""A record that cannot be opened, told in the player's language.

The records layer (no Qt) says exactly what is wrong, in English (``RecordError.reason``); a
player first reads what kind of problem it is (``RecordError.problem``) in their own
language, and the exact detail below it, for a bug report.
"""

from __future__ import annotations

import os

from PySide6.QtWidgets import QMessageBox, QWidget

from agricola_qt.records.errors import Problem, RecordError
from agricola_qt.ui.text import tr


def problem_text(error: RecordError) -> str:
    """One sentence on what is wrong with the record, in the table's language."""
    problem = error.problem
    if problem is Problem.UNREADABLE:
        return tr("The file could not be read.")
    if problem is Problem.TOO_LARGE:
        return tr("The file is far too large to be a saved game.")
    if problem is Problem.NOT_A_RECORD:
        return tr("This file is not a game saved by agricola-qt.")
    if problem is Problem.NEWER_VERSION:
        return tr("This game was saved by a newer version of agricola-qt: update the "
                  "program to open it.")
    if problem is Problem.TRUNCATED:
        return tr("The file ends too early: it is incomplete (cut off while it was copied "
                  "or saved).")
    if problem is Problem.BAD_MOVE:
        return tr("Move {move} of the game (line {line}) cannot be played under the "
                  "rules.").format(move=error.move, line=error.line)
    return tr("Line {line} of the file is not valid: the file is damaged or was edited by "
              "hand.").format(line=error.line)


def warn_unreadable(parent: QWidget | None, title: str, error: Exception) -> None:
    """The message box for a record that cannot be opened (or anything unexpected)."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, "", QMessageBox.StandardButton.Ok,
                      parent)
    if isinstance(error, RecordError):
        box.setText(problem_text(error))
        name = os.path.basename(error.source) or error.source
        box.setInformativeText(tr("File: {name}").format(name=name))
        _details(box, error.describe())
    else:
        box.setText(tr("The file could not be opened."))
        _details(box, str(error))
    box.exec()


def _details(box: QMessageBox, details: str) -> None:
    """The reader's own words (English, with line and move numbers) behind "Show
    Details…": in Chinese they stood in the message, the one line not translated."""
    box.setDetailedText(tr("Details: {details}").format(details=details))


def offer_moves_before_damage(parent: QWidget | None, title: str, error: RecordError,
                              moves: int) -> bool:
    """The damaged record's problem, with a way to open the game up to the damage: True
    when the player chose to (a file with one bad line near its end lost the whole game)."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, problem_text(error), parent=parent)
    name = os.path.basename(error.source) or error.source
    box.setInformativeText(
        tr("The game's first {n} moves read well: open the game as it was after them? The "
           "file itself is left as it is.").format(n=moves) + "\n\n"
        + tr("File: {name}").format(name=name))
    _details(box, error.describe())
    opened = box.addButton(tr("Open the first {n} moves").format(n=moves),
                           QMessageBox.ButtonRole.AcceptRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    # Enter keeps the game on the table: as the default, "open" replaced a tester's game
    # with a damaged file's first moves at one key
    box.setDefaultButton(cancel)
    box.exec()
    return box.clickedButton() is opened

