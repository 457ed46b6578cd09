"""Reviews kept for the games they judged.

"Review this game" takes a minute of the coach's trial games; a game reopened later (its
file, its replay from the log, the score sheet again) showed no verdicts until it ran
again (a tester).  A finished review is kept in the data folder's ``reviews`` as a small JSON
file named by the game's fingerprint (its setup, its moves and the seats judged), and shown
at once when the same game is replayed; "Review again" runs it anew.  The review is
deterministic for a game, so what is kept is what a new run would find, as long as the coach
is the same: a file of another coach version is not used.  Files that do not read are
ignored; the newest ``KEEP`` are kept.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from agricola_qt.ai.coach import Advice, Mistake, Reason
from agricola_qt.engine import Move, Setup
from agricola_qt.records.atomic import atomic_write
from agricola_qt.records.autosave import data_dir

log = logging.getLogger(__name__)

KEEP = 200
# raised when the coach's verdicts change (its budget, its trial player): older files unused
COACH_VERSION = 1


def review_key(setup: Setup, moves: Sequence[Move], seats: Sequence[int],
               options: str = "") -> str:
    """The game's fingerprint: its setup, moves and the seats the review judged (and the
    review's ``options``, in words)."""
    text = "\n".join([repr(setup), " ".join(str(s) for s in seats), options,
                      *map(str, moves)])
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:40]


def _advice(data: dict[str, object]) -> Advice:
    args = data["args"]
    if not isinstance(args, dict):
        raise ValueError("args")
    return Advice(Move.parse(str(data["move"])), float(data["value"]),  # type: ignore[arg-type]
                  Reason[str(data["reason"])], dict(args), int(data["samples"]))  # type: ignore[call-overload]


class ReviewStore:
    """The kept reviews, in ``folder`` (the data folder's ``reviews`` by default)."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else data_dir() / "reviews"

    def _path(self, key: str) -> Path:
        return self.folder / f"{key}.json"

    def keep(self, key: str, mistakes: Sequence[Mistake]) -> None:
        """Keep ``mistakes`` (every verdict the review found) for the game ``key``; a
        failure is logged, never raised (the review is shown all the same)."""
        data = {"coach": COACH_VERSION, "date": datetime.now().isoformat(timespec="minutes"),
                "mistakes": [{"index": m.index, "seat": m.seat, "move": str(m.move),
                              "value": m.value, "best": {
                                  "move": str(m.best.move), "value": m.best.value,
                                  "reason": m.best.reason.name, "args": m.best.args,
                                  "samples": m.best.samples}} for m in mistakes]}
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            atomic_write(self._path(key), json.dumps(data, ensure_ascii=False).encode("utf-8"))
            self._prune()
        except OSError as error:
            log.warning("could not keep the review: %s", error)

    def kept(self, key: str) -> tuple[list[Mistake], str] | None:
        """The kept verdicts of the game ``key`` and when it was reviewed; None when there
        is none (or it does not read, or another coach made it)."""
        try:
            data = json.loads(self._path(key).read_text(encoding="utf-8"))
            if data.get("coach") != COACH_VERSION:
                return None
            found = [Mistake(int(m["index"]), int(m["seat"]), Move.parse(str(m["move"])),
                             float(m["value"]), _advice(m["best"]))
                     for m in data["mistakes"]]
            return found, str(data.get("date", ""))
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            return None

    def _prune(self) -> None:
        files = sorted(self.folder.glob("*.json"), key=lambda p: p.stat().st_mtime,
                       reverse=True)
        for old in files[KEEP:]:
            with contextlib.suppress(OSError):
                old.unlink()
