"""A worker thread's answers carried safely to an object of the GUI thread.

A worker that emits a signal of a window's object (a ``Hinter``, a ``Reviewer``) races the
window's deletion: closing it deletes the object while the worker may be in the middle of the
emit, and that crashed the process (seen in the review tests).  A ``Courier`` belongs to no
window: it is kept alive until its worker says it is over, then deletes itself in the GUI
thread.  The receiver connects to ``sent`` (queued); when the receiver is deleted first, Qt
drops the connection and the messages still on their way.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal

_alive: set[Courier] = set()  # couriers whose worker is not over yet


class Courier(QObject):
    """Create it in the GUI thread; ``send`` and ``close`` from the worker."""

    sent = Signal(object)
    _over = Signal()

    def __init__(self, receive: Callable[[object], None]) -> None:
        """``receive``: a method of a QObject of the GUI thread (its owner for Qt)."""
        super().__init__()
        _alive.add(self)
        self.sent.connect(receive, Qt.ConnectionType.QueuedConnection)
        self._over.connect(self._release, Qt.ConnectionType.QueuedConnection)

    def send(self, message: object) -> None:
        self.sent.emit(message)

    def close(self) -> None:
        """The worker's last word: nothing is sent after it."""
        self._over.emit()

    def _release(self) -> None:
        _alive.discard(self)
        self.deleteLater()


def couriers_alive() -> int:
    return len(_alive)
