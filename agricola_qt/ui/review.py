"""Review this game: the coach replays a finished (or saved) game and marks the people's weak
decisions with the best move and the points they lost.

``Reviewer`` runs ``coach.review`` for the given seats in a worker thread, reports progress and
can be cancelled (also by closing its window: the search is then told to stop, and its answer
goes nowhere).  ``ReviewBar`` is the row of the replay viewer with the "Review this game"
button, the progress bar, Cancel and a summary.  The marks themselves are drawn by the replay
viewer's move list and the game log (``mistake_text``).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QWidget,
)

from agricola_qt.ai.coach import MISTAKE_POINTS, SMALL_LOSS
from agricola_qt.engine import GameState, Move, Setup
from agricola_qt.ui import palette
from agricola_qt.ui.coach_words import mistake_text
from agricola_qt.ui.courier import Courier
from agricola_qt.ui.text import tr, trn
from agricola_qt.ui.worker import start_worker

if TYPE_CHECKING:
    from agricola_qt.ai.coach import Mistake

MISTAKE_BACK = QColor("#F6D5CF")  # a reviewed decision that lost points
# coach.review's budget per judged decision in work units (about 0.1-0.3 s each here) and the
# moves compared there (the heuristic's best, and the one made); tests may add "first"
REVIEW_OPTIONS: dict[str, object] = {"budget": 1500, "width": 4, "threshold": SMALL_LOSS}
SMALLER_SHOWN = 3  # the costliest smaller losses named when no decision lost MISTAKE_POINTS
BEHIND_SHOWN = 3  # categories named where the winner scored more


class Reviewer(QObject):
    """One review at a time, off the GUI thread."""

    progressed = Signal(int, int)  # moves replayed, all moves
    finished = Signal(object)  # the list of Mistakes, in game order
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.options: dict[str, object] = dict(REVIEW_OPTIONS)
        self.mistakes: list[object] | None = None  # the last finished review
        self._run = 0
        self._stop: threading.Event | None = None

    @property
    def running(self) -> bool:
        return self._stop is not None

    def start(self, setup: Setup, moves: Sequence[Move], seats: Sequence[int]) -> bool:
        """Review ``moves`` for ``seats``; False when a review is already running."""
        from agricola_qt.ai.coach import review

        if self.running:
            return False
        self._run += 1
        run = self._run
        stop = threading.Event()
        self._stop = stop
        self.destroyed.connect(lambda *_: stop.set())  # the window closed: stop searching
        moves, seats, options = tuple(moves), tuple(seats), dict(self.options)
        courier = Courier(self._message)  # outlives this object if its window closes

        def step(index: int, total: int) -> None:
            courier.send(("step", run, (index, total)))

        def work() -> None:
            try:
                answer: object = review(setup, moves, seats, progress=step, stop=stop.is_set,
                                        seed=setup.seed, **options)  # type: ignore[arg-type]
            except Exception as error:  # noqa: BLE001 - a failed review is only a message
                answer = error
            courier.send(("done", run, answer))
            courier.close()

        start_worker(work, "agricola-review")
        return True

    def cancel(self) -> None:
        stop, self._stop = self._stop, None
        if stop is not None:
            stop.set()
        self._run += 1

    def _message(self, message: object) -> None:
        kind, run, answer = message  # type: ignore[misc]
        if run != self._run:
            return  # cancelled
        if kind == "step":
            self.progressed.emit(*answer)
            return
        self._stop = None
        if isinstance(answer, Exception):
            self.failed.emit(tr("The review failed: {why}").format(why=str(answer)))
            return
        self.mistakes = list(answer)  # type: ignore[call-overload]
        self.finished.emit(self.mistakes)


class ReviewBar(QWidget):
    """"Review this game", its progress and Cancel, then what it found."""

    reviewed = Signal(object)  # the list of Mistakes
    next_requested = Signal()  # "Next mistake": the viewer goes to the next marked move

    def __init__(self, setup: Setup, moves: Sequence[Move], seats: Sequence[int],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setup, self.moves, self.seats = setup, tuple(moves), tuple(seats)
        self.kept_from = ""  # when the verdicts shown were found: a kept review's date
        self._final: GameState | None = None  # the game after its last move, once asked
        self.reviewer = Reviewer(self)
        self.reviewer.progressed.connect(self._progressed)
        self.reviewer.finished.connect(self._finished)
        self.reviewer.failed.connect(self._failed)
        self.button = QPushButton(tr("Review this game"))
        self.button.setToolTip(tr("The coach replays the game and marks each decision of the "
                                  "people that lost points, with the best move."))
        self.button.clicked.connect(self.start)
        self.progress = QProgressBar()
        self.progress.setRange(0, max(1, len(self.moves)))
        # the words beside the bar, not on it: white on its half-filled blue, "Reviewing…
        # 46%" was hard to read (a tester)
        self.progress.setTextVisible(False)
        self.cancel_button = QPushButton(tr("Cancel"))
        self.cancel_button.clicked.connect(self.cancel)
        self.summary = QLabel()
        self.summary.setWordWrap(True)  # the longer findings stay whole beside the buttons
        # the marked moves lay somewhere in a list of 150: a way to them (N, or the button)
        self.next_button = QPushButton(tr("Next mistake ▶ (N)"))
        self.next_button.clicked.connect(self.next_requested)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.button)
        row.addWidget(self.progress, 1)
        row.addWidget(self.cancel_button)
        row.addWidget(self.summary, 1)
        row.addWidget(self.next_button)
        self.progress.hide()
        self.cancel_button.hide()
        self.next_button.hide()
        if not self.seats or not self.moves:
            self.button.setEnabled(False)
            self.button.setToolTip(tr("No human player played this game: nothing to review."))

    @property
    def running(self) -> bool:
        return self.reviewer.running

    def _key(self) -> str:
        from agricola_qt.ui.review_store import review_key

        return review_key(self.setup, self.moves, self.seats,
                          repr(sorted(self.reviewer.options.items())))

    def show_kept(self) -> bool:
        """The verdicts of this game's last review, kept (``review_store``), shown as a
        review just finished; False when there are none."""
        if not self.button.isEnabled() or self.running:
            return False
        from agricola_qt.ui.review_store import ReviewStore

        kept = ReviewStore().kept(self._key())
        if kept is None:
            return False
        found, date = kept
        self.kept_from = date.replace("T", " ")
        self._finished(found)
        return True

    def start(self) -> bool:
        if not self.button.isEnabled() or not self.reviewer.start(
                self.setup, self.moves, self.seats):
            return False
        self.kept_from = ""
        self.button.hide()
        self.next_button.hide()
        self._progressed(0, len(self.moves))
        self.progress.show()
        self.cancel_button.show()
        return True

    def cancel(self) -> None:
        self.reviewer.cancel()
        self._idle()
        self.summary.setText(tr("Review cancelled."))

    def _idle(self) -> None:
        self.progress.hide()
        self.cancel_button.hide()
        self.button.show()

    def _progressed(self, index: int, total: int) -> None:
        self.progress.setMaximum(max(1, total))
        self.progress.setValue(index)
        self.summary.setText(tr("Reviewing… move {i} of {n}").format(i=index, n=total))

    def _finished(self, found: list[Mistake]) -> None:
        self._idle()
        self.button.setText(tr("Review again"))
        if not self.kept_from:  # a new review: kept for the next time the game is replayed
            from agricola_qt.ui.review_store import ReviewStore

            ReviewStore().keep(self._key(), found)
        # the costliest one, not a sum: each loss is measured against the best move with
        # good play after it, so losses do not add up ("about 189 in all" for a score of 36)
        mistakes = [m for m in found if m.loss >= MISTAKE_POINTS]
        smaller = sorted(sorted(found, key=lambda m: -m.loss)[:SMALLER_SHOWN],
                         key=lambda m: m.index)  # (marked in game order)
        worst = max(mistakes, key=lambda m: m.loss, default=None)
        if worst is not None:
            text = trn("%n decision(s) lost points", len(mistakes)) + self._whose(
                mistakes) + tr(" — the costliest, move {m}: about {n} points").format(
                m=worst.index + 1, n=round(worst.loss))
        elif smaller:
            # no decision lost much: the few that lost most are named and marked all the same
            text = tr("No decision lost {n} points or more. The costliest, each marked: "
                      "{moves}.").format(n=round(MISTAKE_POINTS), moves=tr(", ").join(
                        tr("move {m} (about {p} points)").format(m=m.index + 1,
                                                                 p=round(m.loss, 1))
                        for m in smaller))
            mistakes = smaller
        elif self._lost():
            # "well played!" after a defeat by 11 points told a newcomer nothing
            text = tr("No decision lost {n} points or more: the gap came from many small "
                      "ones. The Hint (H) compares moves while you play.").format(
                n=round(MISTAKE_POINTS))
        else:
            text = tr("No decision lost {n} points or more: well played!").format(
                n=round(MISTAKE_POINTS))
        if worst is None:
            # what to do better next time, from the farm at the end ("well played!" alone
            # taught a newcomer nothing: sheep -1 and 3 unused spaces went unmentioned)
            weak = self._minus_points()
            if weak:
                text += "\n" + weak
        behind = self._behind_winner()
        if behind:
            text += "\n" + behind
        if self.kept_from:  # (a run of a minute saved: said, with the way to run it anew)
            text = tr("Reviewed {date} (kept; Review again runs it anew).").format(
                date=self.kept_from) + "\n" + text
        self.summary.setText(text)
        self.next_button.setVisible(bool(mistakes))
        self.reviewed.emit(mistakes)

    def _final_state(self) -> GameState:
        """The game after its last move (played once: the summary asks it twice)."""
        if self._final is None:
            from agricola_qt.engine import apply, new_game

            state = new_game(self.setup)
            for move in self.moves:
                state = apply(state, move, checked=False)
            self._final = state
        return self._final

    def _whose(self, mistakes: Sequence[Mistake]) -> str:
        """" (Mei 3, Jonas 2)": whose decisions they were, when several people were reviewed
        (two at one table read "5 decisions lost points" and wondered whose)."""
        if len(self.seats) < 2:
            return ""
        from agricola_qt.ui.text import player_name

        state = self._final_state()
        counts = [(seat, sum(1 for m in mistakes if m.seat == seat)) for seat in self.seats]
        # "(Mei 0, Jonas 4)" did not say whether it counted decisions or points (a tester)
        return tr(" (decisions by player: {list})").format(list=tr(", ").join(
            tr("{who} {n}").format(who=player_name(state, seat), n=n) for seat, n in counts))

    def _minus_points(self) -> str:
        """The farm categories that cost a reviewed seat points at the end ("" for none):
        "Minus points at the end: sheep -1, unused spaces -3." (each seat named when
        several were reviewed)."""
        from agricola_qt.engine import scores
        from agricola_qt.engine.scoring import CATEGORIES
        from agricola_qt.ui.score_sheet import category_name
        from agricola_qt.ui.text import player_name

        state = self._final_state()
        sheets = scores(state)
        parts = []
        for seat in self.seats:
            if not 0 <= seat < len(sheets):
                continue
            lost = [tr("{category} {points}").format(category=category_name(k), points=v)
                    for k in CATEGORIES if (v := sheets[seat].breakdown.get(k, 0)) < 0]
            if lost:
                listed = tr(", ").join(lost)
                parts.append(listed if len(self.seats) == 1 else tr("{who}: {list}").format(
                    who=player_name(state, seat), list=listed))
        if not parts:
            return ""
        return tr("Minus points at the end: {list}.").format(list=tr("; ").join(parts))

    def _behind_winner(self) -> str:
        """After a defeat, the categories where the winner scored most above the reviewed
        seat ("" otherwise): a newcomer lost 31 to 36 and did not learn from the review that
        the winner's stone house had made the difference."""
        from agricola_qt.engine import scores, winners
        from agricola_qt.engine.scoring import CATEGORIES
        from agricola_qt.ui.score_sheet import category_name
        from agricola_qt.ui.text import player_name

        if len(self.seats) != 1 or not self._lost():
            return ""
        state = self._final_state()
        sheets = scores(state)
        mine = sheets[self.seats[0]].breakdown
        winner = winners(state)[0]
        best = sheets[winner].breakdown
        ahead = sorted(((best.get(k, 0) - mine.get(k, 0), -i, k)
                        for i, k in enumerate(CATEGORIES)), reverse=True)
        parts = [tr("{category} +{points}").format(category=category_name(k), points=d)
                 for d, _, k in ahead[:BEHIND_SHOWN] if d > 0]
        if not parts:
            return ""
        return tr("Where {who} scored more: {list}.").format(
            who=player_name(state, winner), list=tr(", ").join(parts))

    def _lost(self) -> bool:
        """Whether no reviewed seat won the game (a finished game of two or more)."""
        from agricola_qt.engine import winners

        state = self._final_state()
        if not state.is_over or len(state.players) < 2:
            return False
        return not set(winners(state)) & set(self.seats)

    def _failed(self, text: str) -> None:
        self._idle()
        self.summary.setText(text)


def mark_item(item: QListWidgetItem, text: str, before: GameState, mistake: Mistake) -> None:
    """Show on a move's line (``text``) that it lost points, with the best move."""
    from agricola_qt.ui.text import among_han, unbroken_names

    note = mistake_text(before, mistake)
    item.setText(text + "\n    ✗ " + unbroken_names(among_han(note), before.setup.names))
    item.setBackground(QBrush(MISTAKE_BACK))
    item.setForeground(QBrush(palette.INK))
    item.setToolTip(note)
