"""A one-line progress bar for long command-line runs (selfplay, tournament).

Drawn on standard error, and only when that is a terminal: piped or redirected output (JSON
lines for scripts) never sees it.  Dependency-free on purpose: thirty lines do the job, and a
frozen build stays smaller without ``tqdm`` or ``rich``.
"""

from __future__ import annotations

import sys
import time
from typing import TextIO

WIDTH = 30


class ProgressBar:
    def __init__(self, total: int, what: str = "games", stream: TextIO | None = None,
                 enabled: bool | None = None) -> None:
        self.total = max(0, total)
        self.what = what
        self.stream = sys.stderr if stream is None else stream
        isatty = getattr(self.stream, "isatty", None)
        self.enabled = (bool(isatty and isatty()) if enabled is None else enabled)
        self.done = 0
        self.started = time.monotonic()
        self._shown = False

    def line(self) -> str:
        """The bar as text, e.g. ``[#######.......]  12/40 games, 0:31 left``."""
        filled = WIDTH * self.done // self.total if self.total else WIDTH
        text = f"[{'#' * filled}{'.' * (WIDTH - filled)}] {self.done}/{self.total} {self.what}"
        if 0 < self.done < self.total:
            left = (time.monotonic() - self.started) * (self.total - self.done) / self.done
            text += f", {int(left) // 60}:{int(left) % 60:02d} left"
        return text

    def advance(self, steps: int = 1) -> None:
        self.done = min(self.total, self.done + steps)
        self.draw()

    def draw(self) -> None:
        if self.enabled:
            self.stream.write("\r" + self.line() + "\033[K")
            self.stream.flush()
            self._shown = True

    def clear(self) -> None:
        """Wipe the bar (before printing a line to the same terminal, and at the end)."""
        if self.enabled and self._shown:
            self.stream.write("\r\033[K")
            self.stream.flush()
            self._shown = False

    def __enter__(self) -> ProgressBar:
        self.draw()
        return self

    def __exit__(self, *exc: object) -> None:
        self.clear()
