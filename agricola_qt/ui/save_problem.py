"""A save that failed, told in the player's words: what is wrong (a full disk, a file that is
write-protected), not the operating system's message with a temporary file's name in it; that
message stays behind "Show Details…" (a tester read "the file or its folder cannot be
written" for a full disk, then "[Errno 28] … .g.agr.23f37qpj.tmp")."""

from __future__ import annotations

import errno

from PySide6.QtWidgets import QMessageBox, QWidget

from agricola_qt.records.atomic import WriteProtected
from agricola_qt.ui.text import tr


def save_problem(error: BaseException) -> str:
    """Why the file could not be written, in a sentence."""
    if isinstance(error, WriteProtected):
        return tr("The file is write-protected.")
    code = getattr(error, "errno", None)
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return tr("The disk is full.")
    if code == errno.EROFS:
        return tr("The disk or folder is read-only.")
    if code in (errno.EACCES, errno.EPERM):
        return tr("There is no permission to write the file or its folder.")
    if code == errno.ENOENT:
        return tr("The folder does not exist.")
    if code == errno.ENAMETOOLONG:
        return tr("The file's name is too long.")
    return tr("The file or its folder cannot be written.")


def warn_unsaved(parent: QWidget | None, title: str, path: str, error: BaseException) -> None:
    """The message box of a failed save: the reason, that nothing on the disk changed, and
    the system's own words behind "Show Details…"."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, tr("The game could not be saved to "
                      "{path}.").format(path=path), QMessageBox.StandardButton.Ok, parent)
    more = tr("The file there, if any, is left as it was.")
    if isinstance(error, WriteProtected):
        more = joined_lines(more, tr("Choose another name to keep the game."))
    box.setInformativeText(joined_lines(save_problem(error), more))
    box.setDetailedText(str(error))
    box.exec()


def joined_lines(*lines: str) -> str:
    return "\n".join(line for line in lines if line)
