"""Running a bot (a move for a computer player, or a hint) in a worker thread, safely.

Two things go wrong when pure-Python work runs beside the Qt event loop:

- Python's lock passes between threads only every 5 ms by default, and the table's thread
  needs it for every paint call: the first repaint after a move took about a second while a
  Hard bot searched.  The hand-over is made shorter while any worker runs.
- Python's cycle collector runs in whichever thread happens to allocate.  In a worker it may
  delete Qt objects (old windows, items) outside the GUI thread, which crashes Qt.  The
  collector is paused while a worker runs and resumed by the GUI thread when all are done.
"""

from __future__ import annotations

import gc
import sys
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal

GIL_SWITCH_SECONDS = 0.001


class _Gate(QObject):
    """Counts running workers; lives in the GUI thread."""

    finished = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.running = 0
        self.collecting = True  # the collector was on when the first worker started
        self.finished.connect(self._finished, Qt.ConnectionType.QueuedConnection)

    def enter(self) -> None:
        if self.running == 0:
            self.collecting = gc.isenabled()
            gc.disable()
        self.running += 1
        if sys.getswitchinterval() > GIL_SWITCH_SECONDS:
            sys.setswitchinterval(GIL_SWITCH_SECONDS)

    def _finished(self) -> None:
        self.running = max(0, self.running - 1)
        if self.running == 0 and self.collecting:
            gc.enable()


_gate: _Gate | None = None


def running_workers() -> int:
    return _gate.running if _gate is not None else 0


def start_worker(work: Callable[[], None], name: str) -> threading.Thread:
    """Run ``work`` in a daemon thread (call from the GUI thread)."""
    global _gate
    if _gate is None:
        _gate = _Gate()
    gate = _gate
    gate.enter()

    def run() -> None:
        try:
            work()
        finally:
            gate.finished.emit()

    thread = threading.Thread(target=run, name=name, daemon=True)
    thread.start()
    return thread
