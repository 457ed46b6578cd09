"""Game ▸ Your results: the games finished at this table, newest first, and what they add up
to (wins against each computer level, best scores, solo targets reached).

The results come from ``records/results.py``; this only words and lays them out.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from agricola_qt.records.results import HUMAN, GameResult, ResultBook, Tally, tally
from agricola_qt.ui.new_game import BOT_LABELS
from agricola_qt.ui.text import tr

KIND_WORDS = {
    "family": QT_TRANSLATE_NOOP("Table", "family game"),
    "full": QT_TRANSLATE_NOOP("Table", "full game"),
    "solo": QT_TRANSLATE_NOOP("Table", "solo game"),
    "solo-family": QT_TRANSLATE_NOOP("Table", "family game alone"),
    "heartland": QT_TRANSLATE_NOOP("Table", "Heartland"),
}
BEST_ORDER = ("family", "full", "solo", "solo-family", "heartland")


def capitalised(text: str) -> str:
    """A table cell's words start with a capital ("Family game", "Won"); Chinese is as is."""
    return text[:1].upper() + text[1:]


def level_words(level: str) -> str:
    return tr(BOT_LABELS.get(level, level))


def kind_words(result: GameResult) -> str:
    if result.solo and result.variant == "family":
        return tr(KIND_WORDS["solo-family"])
    return tr(KIND_WORDS[result.variant])


def outcome_words(result: GameResult) -> str:
    """How the game went for the people at the table."""
    humans = result.humans
    if result.target:
        return (tr("target {target} reached") if humans[0].won
                else tr("target {target} missed")).format(target=result.target)
    if result.solo:
        return tr("{score} points").format(score=humans[0].score)
    if not result.computers:
        won = [s.name for s in result.seats if s.won]
        return tr("won by {names}").format(names=tr(", ").join(won))
    if any(s.won for s in humans):
        shared = sum(1 for s in result.seats if s.won) > 1
        return tr("shared win") if shared else tr("won")
    if len(result.seats) < 3:
        return tr("lost")
    # where the best person came ("Lost" alone said nothing of 2nd or 5th of five)
    best = max(s.score for s in humans)
    place = 1 + sum(1 for s in result.seats if s.score > best)
    return tr("lost — place {place} of {n}").format(place=place, n=len(result.seats))


def seat_words(result: GameResult) -> str:
    """"Mei 41 · Jonas (expert) 38"."""
    parts = []
    for s in result.seats:
        who = s.name if s.seat == HUMAN else tr("{name} ({level})").format(
            name=s.name, level=level_words(s.seat))
        parts.append(f"{who} {s.score}")
    return " · ".join(parts)


def standing_lines(t: Tally, game: str | None = None,
                   levels: Collection[str] | None = None) -> list[str]:
    """"Against the computer (expert): won 3 of 5", for each level (of ``game`` and among
    ``levels`` when given)."""
    lines = []
    for s in t.standings:
        if (game is not None and s.game != game) or (levels is not None
                                                     and s.level not in levels):
            continue
        words = (tr("Heartland against the computer ({level}): won {wins} of {games}")
                 if s.game == "heartland" else
                 tr("Against the computer ({level}): won {wins} of {games}"))
        line = words.format(level=level_words(s.level), wins=s.wins, games=s.games)
        if s.ahead != s.wins:  # games with more seats: beating it is not winning the game
            # (", ahead of it (or level) in 1" after "won 0 of 1" read as a contradiction
            # to a tester who had beaten it and lost the game to another)
            line += tr("; you finished ahead of it (or level) in {ahead} of them").format(
                ahead=s.ahead)
        lines.append(line)
    return lines


def summary_lines(t: Tally) -> list[str]:
    if not t.games:
        return [tr("No games finished yet. Every game you finish at this table is counted "
                   "here.")]
    lines = [tr("Games finished: {n}").format(n=t.games), *standing_lines(t)]
    if t.solo_games:
        lines.append(tr("Solo series: target reached in {k} of {n} games").format(
            k=t.solo_reached, n=t.solo_games))
    best = [tr("{kind}: {score}").format(kind=tr(KIND_WORDS[k]), score=t.best[k])
            for k in BEST_ORDER if k in t.best]
    if best:
        lines.append(tr("Best score — {scores}").format(scores=" · ".join(best)))
    return lines


class ResultsDialog(QDialog):
    def __init__(self, results: Sequence[GameResult], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Your results"))
        layout = QVBoxLayout(self)
        played = [r for r in results if r.humans]
        self.summary = QLabel("\n".join(summary_lines(tally(played))))
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.summary)
        layout.addSpacing(6)
        self.table = QTableWidget(len(played), 4)
        self.table.setHorizontalHeaderLabels([tr("Finished"), tr("Game"), tr("Players and scores"),
                                              tr("Result")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        for row, r in enumerate(reversed(played)):  # newest first
            for col, text in enumerate((r.finished, capitalised(kind_words(r)), seat_words(r),
                                        capitalised(outcome_words(r)))):
                self.table.setItem(row, col, QTableWidgetItem(text))
        header = self.table.horizontalHeader()
        for col in (0, 1, 3):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.setVisible(bool(played))
        layout.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        if played:
            self.resize(760, 460)


def show_results(parent: QWidget) -> None:
    """Your results, from either game's window."""
    ResultsDialog(ResultBook().results(), parent).exec()
