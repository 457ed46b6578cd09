"""The end-of-game score sheet: every category for every player."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from agricola_qt.engine import GameState, Move, scores, winners
from agricola_qt.engine.cards.registry import CARDS, card
from agricola_qt.engine.scoring import (
    CATEGORIES,
    CardScore,
    card_scores,
    farm_counts,
    score_player,
)
from agricola_qt.engine.solo import SoloSeries
from agricola_qt.ui.score_chart import NAME_WIDTH, ScoreChart, game_states
from agricola_qt.ui.text import among_han, card_name, player_name, tr, trn

FITS = QSize(1280, 720 - 60)  # the smallest screen the sheet must fit, less a title bar

CATEGORY_NAMES = {  # QT_TRANSLATE_NOOP marks them for pyside6-lupdate
    "fields": QT_TRANSLATE_NOOP("scores", "Fields"),
    "pastures": QT_TRANSLATE_NOOP("scores", "Pastures"),
    "grain": QT_TRANSLATE_NOOP("scores", "Grain"),
    "vegetables": QT_TRANSLATE_NOOP("scores", "Vegetables"),
    "sheep": QT_TRANSLATE_NOOP("scores", "Sheep"),
    "boar": QT_TRANSLATE_NOOP("scores", "Wild boar"),
    "cattle": QT_TRANSLATE_NOOP("scores", "Cattle"),
    "unused_spaces": QT_TRANSLATE_NOOP("scores", "Unused farmyard spaces"),
    "fenced_stables": QT_TRANSLATE_NOOP("scores", "Fenced stables"),
    "clay_rooms": QT_TRANSLATE_NOOP("scores", "Clay rooms"),
    "stone_rooms": QT_TRANSLATE_NOOP("scores", "Stone rooms"),
    "people": QT_TRANSLATE_NOOP("scores", "Family members"),
    "card_points": QT_TRANSLATE_NOOP("scores", "Card points"),
    "bonus_points": QT_TRANSLATE_NOOP("scores", "Bonus points"),
    "begging": QT_TRANSLATE_NOOP("scores", "Begging cards"),
}


# the family game's card points are its major improvements' ("卡牌的分数" puzzled a tester:
# the family game has no cards)
FAMILY_CARD_POINTS = QT_TRANSLATE_NOOP("scores", "Improvement points")


def category_name(key: str, family: bool = False) -> str:
    from PySide6.QtCore import QCoreApplication

    if family and key == "card_points":
        return QCoreApplication.translate("scores", FAMILY_CARD_POINTS)
    return QCoreApplication.translate("scores", CATEGORY_NAMES.get(key, key))


def given_back(state: GameState, player: int) -> tuple[str, dict[str, int]]:
    """(the card, category -> minus points it gives back) for ``player`` (("", {}): none):
    shown where the points are lost, 0 in the row, not -1 there and the point again among
    the bonus points (a tester read a Yeoman Farmer's -1 for pastures as a rule error)."""
    p = state.players[player]
    for card_id in p.cards:
        back = card(card_id).minus_points_given_back(p)
        if back:
            return card_id, back
    return "", {}


PERSON_POINTS = 3  # a family member's points (``engine.scoring.farm_points``)


def lodging(state: GameState, player: int) -> list[tuple[str, int]]:
    """(card, people living on it) for each of ``player``'s cards a person lives on (the Reed
    Hut's occupant).  Rules 7 and before count such a person among the family members and
    take the points back among the card's bonus points; the sheet shows neither (a tester
    read "Family members 9" for two of the family, and "Bonus points -3", as a mistake)."""
    p = state.players[player]
    return [(card_id, n) for card_id in p.cards if (n := card(card_id).lodgers(p))]


def shown_points(state: GameState, player: int
                 ) -> tuple[dict[str, int], list[CardScore], dict[str, str]]:
    """The sheet's rows for ``player``, as a player reads them: (category -> points, the
    cards behind card and bonus points, category -> why its points differ from the rules'
    own count).  Minus points a card gives back show as not lost (``given_back``), a person
    living on a card is no family member and has no points taken back (``lodging``); the
    rows still add up to the total."""
    sheet = score_player(state.players[player], state.players)
    values = dict(sheet.breakdown)
    named = card_scores(state.players[player], state.players)
    notes: dict[str, str] = {}
    giver, back = given_back(state, player)
    if back:  # the giving card's bonus less what the rows show given back
        named = [CardScore(s.category, s.card_id, s.points - sum(back.values()), s.owner)
                 if s.card_id == giver and s.owner is None else s for s in named]
        for key, points in back.items():
            values[key] += points
            notes[key] = trn("{card} gives back the %n point(s) lost here",
                             points).format(card=card_name(giver))
        values["bonus_points"] -= sum(back.values())
    lodged = lodging(state, player)
    for card_id, people in lodged:  # the hut's points taken back: none to take
        taken = PERSON_POINTS * (people - card(card_id).unscored_people(state.players[player]))
        if not taken:
            continue  # rules 8 on: the rules' own count leaves the person out already
        named = [CardScore(s.category, s.card_id, s.points + taken, s.owner)
                 if (s.card_id == card_id and s.owner is None
                     and s.category == "bonus_points") else s for s in named]
        values["people"] -= taken
        values["bonus_points"] += taken
    if lodged:
        notes["people"] = "\n".join(
            tr("{card}: the person living on the card is no family member and scores no "
               "points").format(card=card_name(card_id)) for card_id, _ in lodged)
    return values, [s for s in named if s.points], notes


def cards_behind(state: GameState, named: Sequence[CardScore]) -> str:
    """The cards behind a player's card or bonus points, one a line ("Well: 4", "Reeve,
    Bert's: 2"); empty for no cards."""
    lines = []
    for s in named:
        if s.owner is None:
            lines.append(tr("{card}: {n}").format(card=card_name(s.card_id), n=s.points))
        else:
            lines.append(tr("{card}, {who}'s: {n}").format(
                card=card_name(s.card_id), who=player_name(state, s.owner), n=s.points))
    # ("长者（安娜 的）" beside a Chinese name read as machine-made, a tester)
    return among_han("\n".join(lines))


def _result(text: str) -> QLabel:
    """The sheet's result line, wrapped (a long name made the sheet wider than the window)."""
    label = QLabel(text)
    label.setWordWrap(True)
    return label


def _note(text: str) -> QLabel:
    """A grey line of help under the sheet's result."""
    label = QLabel(text)
    label.setStyleSheet("color: #555;")
    label.setWordWrap(True)
    return label


class ScoreSheetDialog(QDialog):
    """Every category per player; for a solo series also the target and the next game."""

    next_solo = Signal(object)  # the SoloSeries of the next game
    review_requested = Signal()  # "Review this game" (the window opens the reviewed replay)
    play_again = Signal()  # "Play again": the same table, a new deal (not a solo series)
    save_requested = Signal()  # "Save the game…": a finished game not saved to a file yet

    def __init__(self, state: GameState, parent: QWidget | None = None,
                 moves: Sequence[Move] | None = None, colours: Sequence[int] = (),
                 record: str = "", reviewable: bool = True,
                 unsaved: bool | None = None) -> None:
        """``moves``: the game's moves so far, for the chart of the score round by round
        (no chart without them); ``colours``: the palette slot of each seat; ``record``: the
        people's record against this game's computers, under the winner; ``reviewable``:
        a person played a seat (the review marks people's decisions: a game of computers
        only opened a replay whose review could do nothing, and said nothing); ``unsaved``:
        the game has moves no file of the player's holds (a finished game never saved was
        left only in the autosave folder, which no menu lists once a game is over); False:
        the button stays, greyed as "Saved" (it vanished once saved, and the buttons beside
        it moved under a tester's remembered click); None: not a game of the player's."""
        super().__init__(parent)
        self.state = state
        self.setWindowTitle(tr("Score sheet") if state.is_over else tr("Score estimate"))
        sheets = scores(state)
        n = len(sheets)
        self.table = QTableWidget(len(CATEGORIES) + 1, n)
        # a long name in full made the sheet wider than the window (a 62-character name cut
        # off the chart's legend): headers keep to NAME_WIDTH, the whole name in the tooltip
        metrics = self.table.horizontalHeader().fontMetrics()
        for i in range(n):
            name = player_name(state, i)
            header = QTableWidgetItem(metrics.elidedText(name, Qt.TextElideMode.ElideRight,
                                                         NAME_WIDTH))
            header.setToolTip(name)
            self.table.setHorizontalHeaderItem(i, header)
        family = state.setup.family
        self.table.setVerticalHeaderLabels([category_name(c, family) for c in CATEGORIES]
                                           + [tr("Total")])
        for i, sheet in enumerate(sheets):
            values, named, notes = shown_points(state, i)
            counts = farm_counts(state.players[i])
            for row, key in enumerate(CATEGORIES):
                points = str(values.get(key, 0))
                # the count beside the points ("4 (8)" for 8 sheep): the sheet could be
                # checked by hand only against the farms
                item = QTableWidgetItem(tr("{points} ({count})").format(
                    points=points, count=counts[key]) if key in counts else points)
                tip = notes.get(key) or cards_behind(state, [s for s in named
                                                             if s.category == key])
                item.setToolTip(tip)
                self.table.setItem(row, i, item)
            total = QTableWidgetItem(str(sheet.total))
            bold = total.font()
            bold.setBold(True)
            total.setFont(bold)
            self.table.setItem(len(CATEGORIES), i, total)
        self._fit_table()
        # a click shows what the pointer resting on a cell shows (which cards gave the card
        # and bonus points): a tester clicked the cells and found nothing there
        self.table.cellClicked.connect(self._tell_cell)
        layout = QVBoxLayout(self)
        named_any = any(card_scores(p, state.players) for p in state.players)
        if state.is_over and n == 1:  # alone at the table nobody wins: the score is the news
            layout.addWidget(_result(tr("{who} scored {score} points.").format(
                who=player_name(state, 0), score=sheets[0].total)))
        elif state.is_over:
            best = tr(", ").join(player_name(state, i) for i in winners(state))
            layout.addWidget(_result(tr("Winner: {who}").format(who=best)))
        else:
            layout.addWidget(QLabel(tr("The game is not over: this is the score right now.")))
        layout.addWidget(_note(tr("In brackets: how many the farm has (4 (8): 4 points for 8 "
                                  "sheep).")))  # a tester asked what "3 (4)" meant
        if named_any:  # the cards behind a number are in its tooltip: say so (a tester
            # found 3 bonus points from another's House Steward only by reading every card)
            layout.addWidget(_note(tr("Point at a card or bonus number to see the cards "
                                      "behind it.")))
        self.record: QLabel | None = None
        if record:
            self.record = QLabel(record)
            self.record.setToolTip(tr("Every game you finish is counted in Game ▸ Your "
                                      "results."))
            layout.addWidget(self.record)
        self.chart: ScoreChart | None = None
        if moves is not None:
            self.chart = ScoreChart()
            self.chart.set_game(game_states(state.setup, moves), colours)
        self._place_table_and_chart(layout)
        self.keep: QComboBox | None = None
        series = state.setup.solo
        if state.is_over and series is not None and state.setup.players == 1:
            self._solo_part(layout, state, series)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.review_button: QPushButton | None = None
        if state.is_over and moves and reviewable:
            self.review_button = buttons.addButton(tr("Review this game"),
                                                   QDialogButtonBox.ButtonRole.ActionRole)
            self.review_button.setToolTip(tr("The coach replays the game and marks each "
                                             "decision of the people that lost points, with "
                                             "the best move."))
            self.review_button.clicked.connect(self.review_requested)
        self.again_button: QPushButton | None = None
        if state.is_over and series is None:  # a solo series goes on with its next game
            self.again_button = buttons.addButton(tr("Play again"),
                                                  QDialogButtonBox.ButtonRole.ActionRole)
            self.again_button.setToolTip(tr("A new game with the same players, seats and "
                                            "decks: new cards and a new order of rounds."))
            self.again_button.clicked.connect(self._again)
        self.save_button: QPushButton | None = None
        if state.is_over and moves and unsaved is not None:
            self.save_button = buttons.addButton(tr("Save the game…"),
                                                 QDialogButtonBox.ButtonRole.ActionRole)
            self.save_button.setToolTip(tr("Keep the whole game in a file of your own, to "
                                           "open and replay it later."))
            self.save_button.clicked.connect(self.save_requested)
            if not unsaved:
                self.mark_saved()
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        # the key that opened it closes it again (a keyboard player pressed Ctrl+T twice)
        QShortcut(QKeySequence("Ctrl+T"), self, self.reject)
        self.adjustSize()  # the whole sheet, Total row included, without scrolling

    def mark_saved(self) -> None:
        """The save button greyed as "Saved": the game is in a file of the player's."""
        if self.save_button is not None:
            self.save_button.setText(tr("Saved"))
            self.save_button.setEnabled(False)

    def _tell_cell(self, row: int, column: int) -> None:
        item = self.table.item(row, column)
        tip = item.toolTip() if item is not None else ""
        if tip:
            place = self.table.visualItemRect(item).center()
            QToolTip.showText(self.table.viewport().mapToGlobal(place), tip,
                              self.table.viewport())

    def take_keys(self) -> None:
        """The sheet in front with the keyboard, on its Close button (Tab goes on to its
        other buttons): a keyboard player's Tab and arrows moved the table's ring behind
        it, and at the game's end no key reached "Review this game" or Close."""
        self.raise_()
        self.activateWindow()
        self.close_button.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    def _again(self) -> None:
        self.accept()
        self.play_again.emit()

    def _fit_table(self) -> None:
        """Size the table to all its rows and columns: nothing to scroll, ever."""
        table = self.table
        for r in range(table.rowCount()):
            for c in range(table.columnCount()):
                item = table.item(r, c)
                if item is not None:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        table.resizeColumnsToContents()
        table.resizeRowsToContents()
        header = table.horizontalHeader()
        for i in range(table.columnCount()):
            header.setSectionResizeMode(i, QHeaderView.ResizeMode.Fixed)
            table.setColumnWidth(i, max(table.columnWidth(i), 76))
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        frame = 2 * table.frameWidth()
        width = table.verticalHeader().sizeHint().width() + frame + sum(
            table.columnWidth(i) for i in range(table.columnCount()))
        height = header.sizeHint().height() + frame + sum(
            table.rowHeight(r) for r in range(table.rowCount()))
        table.setFixedSize(width, height)

    def _place_table_and_chart(self, layout: QVBoxLayout) -> None:
        """The chart goes below the table, as wide as it; when that would not fit a
        1280×720 screen (a large font, five players), beside it, as tall as it."""
        chart = self.chart
        if chart is None:
            layout.addWidget(self.table)
            return
        table = self.table.size()
        hint = chart.sizeHint()
        line = self.fontMetrics().height()
        below = table.height() + hint.height() + 10 * line  # the words and buttons around
        if below <= FITS.height():
            layout.addWidget(self.table)
            chart.setFixedSize(max(table.width(), hint.width()), hint.height())
            layout.addWidget(chart)
            return
        row = QHBoxLayout()
        row.addWidget(self.table, 0, Qt.AlignmentFlag.AlignTop)
        width = min(hint.width(), FITS.width() - table.width() - 4 * line)
        chart.setFixedSize(max(300, width), max(150, table.height()))
        row.addWidget(chart, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(row)

    def _solo_part(self, layout: QVBoxLayout, state: GameState, series: SoloSeries) -> None:
        total = scores(state)[0].total
        if total < series.target:
            layout.addWidget(QLabel(tr("Game {n} of the series: {score} of {target} points — "
                                       "the series ends here.").format(
                n=series.game, score=total, target=series.target)))
            # a missed target ends the series: the way on is a new one, from its first game
            again = QPushButton(tr("Start a new series"))
            again.clicked.connect(self._new_series)
            layout.addWidget(again)
            return
        layout.addWidget(QLabel(tr("Game {n} of the series: {score} of {target} points — "
                                   "well done! Keep one occupation for the next game:").format(
            n=series.game, score=total, target=series.target)))
        self.keep = QComboBox()
        # the occupations played in this game (one kept from an earlier game is kept
        # already: chosen again it added nothing), the first of them chosen (on "(none)"
        # one careless click gave the carry-over away)
        for card_id in state.players[0].cards:
            if (card_id in CARDS and CARDS[card_id].kind == "occupation"
                    and card_id not in series.kept_occupations):
                self.keep.addItem(card_name(card_id), card_id)
        self.keep.addItem(tr("(none)"), "")
        layout.addWidget(self.keep)
        after = series.after_game(total, None)
        layout.addWidget(QLabel(tr("Game {n} will need {target} points and starts with "
                                   "{food} food (1 for every 2 points above this target).")
                                .format(n=after.game, target=after.target,
                                        food=after.bonus_food)))
        go = QPushButton(tr("Next game of the series"))
        go.clicked.connect(self._next)
        layout.addWidget(go)

    def _new_series(self) -> None:
        self.next_solo.emit(SoloSeries())
        self.accept()

    def _next(self) -> None:
        series = self.state.setup.solo
        assert series is not None and self.keep is not None
        kept = self.keep.currentData() or None
        self.next_solo.emit(series.after_game(scores(self.state)[0].total, kept))
        self.accept()
