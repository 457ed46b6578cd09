"""The end-of-game score sheet: every category for every player."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from agricola_qt.engine import GameState, scores, winners
from agricola_qt.engine.scoring import CATEGORIES
from agricola_qt.ui.text import player_name, tr

CATEGORY_NAMES = {
    "fields": "Fields", "pastures": "Pastures", "grain": "Grain", "vegetables": "Vegetables",
    "sheep": "Sheep", "boar": "Wild boar", "cattle": "Cattle",
    "unused_spaces": "Unused farmyard spaces", "fenced_stables": "Fenced stables",
    "clay_rooms": "Clay rooms", "stone_rooms": "Stone rooms", "people": "Family members",
    "card_points": "Card points", "bonus_points": "Bonus points", "begging": "Begging cards",
}


def category_name(key: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("scores", CATEGORY_NAMES.get(key, key))


class ScoreSheetDialog(QDialog):
    def __init__(self, state: GameState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Score sheet") if state.is_over else tr("Score estimate"))
        sheets = scores(state)
        n = len(sheets)
        self.table = QTableWidget(len(CATEGORIES) + 1, n)
        self.table.setHorizontalHeaderLabels([player_name(state, i) for i in range(n)])
        self.table.setVerticalHeaderLabels([category_name(c) for c in CATEGORIES]
                                           + [tr("Total")])
        for i, sheet in enumerate(sheets):
            for row, key in enumerate(CATEGORIES):
                self.table.setItem(row, i, QTableWidgetItem(str(sheet.breakdown.get(key, 0))))
            self.table.setItem(len(CATEGORIES), i, QTableWidgetItem(str(sheet.total)))
        layout = QVBoxLayout(self)
        if state.is_over:
            best = ", ".join(player_name(state, i) for i in winners(state))
            layout.addWidget(QLabel(tr("Winner: {who}").format(who=best)))
        else:
            layout.addWidget(QLabel(tr("The game is not over: this is the score right now.")))
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.resize(160 + 110 * n, 560)
