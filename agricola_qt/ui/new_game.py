"""The new-game dialog: 1-5 players, names, colours, human or computer, game variant, decks.

It opens with the choices of the last game started from it (QSettings, group ``new-game``):
someone who plays against two computers on Hard does not pick them again every time.  The
seed is new every time (another deal).
"""

from __future__ import annotations

import random
import warnings
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from agricola_qt.engine import Setup, new_setup
from agricola_qt.engine.setup import DeckShortWarning
from agricola_qt.ui import i18n, palette
from agricola_qt.ui.help.words import ui
from agricola_qt.ui.screen_fit import CentredOver
from agricola_qt.ui.text import tr

if TYPE_CHECKING:
    from agricola_qt.ui.help.window import HelpWindow

# the names a new seat starts with, in the table's language (小梅 and 乔纳斯 in Chinese:
# a tester found Latin names among the Chinese words)
DEFAULT_NAMES = (QT_TRANSLATE_NOOP("Table", "Mei"), QT_TRANSLATE_NOOP("Table", "Jonas"),
                 QT_TRANSLATE_NOOP("Table", "Ana"), QT_TRANSLATE_NOOP("Table", "Kofi"),
                 QT_TRANSLATE_NOOP("Table", "Lena"))


def default_name(seat: int) -> str:
    return tr(DEFAULT_NAMES[seat])


SETTINGS_GROUP = "new-game"  # the last choices (see ``remember`` and ``_restore``)
VARIANTS = ("family", "full", "solo")
HEARTLAND = "heartland"  # the second game (2-5 players; see agricola_qt/ui/heartland/)
# Heartland's seat menu: its levels, then (after a line) the random player
HEARTLAND_GROUPS: tuple[tuple[str, ...], ...] = (("easy", "medium", "hard"), ("random",))
HEARTLAND_LEVELS = tuple(bot for group in HEARTLAND_GROUPS for bot in group)
BOT_LABELS = {  # the seat menu's computer players (bot_names) as it names them
    # the two below the levels' line say how strong they are ("search, easy" under "expert"
    # left a player guessing which was strongest)
    "random": QT_TRANSLATE_NOOP("Table", "random moves, weakest"),
    "mcts-easy": QT_TRANSLATE_NOOP("Table", "between easy and medium"),
    "easy": QT_TRANSLATE_NOOP("Table", "easy"),
    "medium": QT_TRANSLATE_NOOP("Table", "medium"),
    "hard": QT_TRANSLATE_NOOP("Table", "hard"),
    "expert": QT_TRANSLATE_NOOP("Table", "expert"),
}


# what each computer player is, on its menu entry (a newcomer met "Computer (random)" and
# "Computer (search, easy)" unexplained)
BOT_TIPS = {
    "random": QT_TRANSLATE_NOOP("Table", "Plays any allowed move at random: to try the table "
                                         "out, not a real opponent."),
    "mcts-easy": QT_TRANSLATE_NOOP("Table", "Tries a few moves ahead with a small search: "
                                            "between Easy and Medium."),
    "easy": QT_TRANSLATE_NOOP("Table", "Plays by rules of thumb, at once: good for a first "
                                       "game."),
    "medium": QT_TRANSLATE_NOOP("Table", "Looks ahead before it moves: a fair opponent."),
    "hard": QT_TRANSLATE_NOOP("Table", "Looks further ahead, thinking about a second a move."),
    "expert": QT_TRANSLATE_NOOP("Table", "The strongest: looks furthest ahead, one to two "
                                         "seconds a move."),
}

HEARTLAND_TIPS = {  # Heartland's levels: its own computer players
    "random": BOT_TIPS["random"],
    "easy": QT_TRANSLATE_NOOP("Table", "Plays by rules of thumb, at once: good for a first "
                                       "game."),
    "medium": QT_TRANSLATE_NOOP("Table", "Takes the move that scores most now."),
    "hard": QT_TRANSLATE_NOOP("Table", "Looks ahead before it moves: the strongest."),
}


BETWEEN_LEVELS = {"mcts-easy": "easy"}  # a named bot -> the level it comes after


def bot_names() -> tuple[tuple[str, ...], ...]:
    """The seat menu's computers in groups: the levels a player picks from (easy to expert),
    then the named bots that are not a level's other name (for trying them out)."""
    try:
        from agricola_qt.ai.registry import BOT_NAMES, LEVELS
    except ImportError:  # computer players not available
        return ()
    named = tuple(n for n in BOT_NAMES if n not in LEVELS and n not in LEVELS.values())
    # one between two levels stands between them (a tester looked for "between easy and
    # medium" there and found it under the line, after the weakest)
    levels = list(LEVELS)
    for bot, after in BETWEEN_LEVELS.items():
        if bot in named and after in levels:
            levels.insert(levels.index(after) + 1, bot)
    return tuple(levels), tuple(n for n in named if n not in levels)


def token_icon(index: int) -> QIcon:
    pix = QPixmap(20, 20)
    pix.fill(QColor(0, 0, 0, 0))
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(palette.player_colour(index))
    p.drawPath(palette.shape_path(palette.player_shape(index), QRectF(2, 2, 16, 16)))
    p.end()
    return QIcon(pix)


EXPERIENCED_GAMES = 3  # finished games of Agricola with a person at the table


def lesson_words() -> str:
    """The line beside the lesson's button: a lesson left part-way is said to carry on
    ("New to Agricola?" greeted a newcomer who had quit in the middle of it)."""
    from agricola_qt.ui.tutorial import Lesson

    if Lesson.can_resume():
        return tr("You left the lesson part-way: “Learn to play” carries on where you "
                  "stopped.")
    return tr("New to Agricola? A guided first game teaches the rules as you play.")


def finished_agricola_games() -> int:
    """Games of Agricola a person played to the end here (from Your results)."""
    try:
        from agricola_qt.records.results import ResultBook

        return sum(1 for r in ResultBook().results() if r.variant != "heartland" and r.humans)
    except Exception:  # noqa: BLE001 - no readable results: a newcomer
        return 0


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New game"))
        if parent is not None:  # over the window also once it is resized under it
            CentredOver(self, parent.window())
        form = QFormLayout()
        self.players = QSpinBox()
        self.players.setRange(1, 5)
        self.players.setValue(2)
        self._seats_shown = 2  # seats shown before the last change (see ``_update``)
        self._players_before_solo = 2  # the player count the solo game set aside
        # seat: (the level it got, the level it had) when the other game's menu lacked its own
        self._fell_back: dict[int, tuple[str, str]] = {}
        form.addRow(tr("Players"), self.players)
        self.variant = QComboBox()
        for key, label in (("family", tr("Family game")), ("full", tr("Full game")),
                           ("solo", tr("Solo game (series)")),
                           (HEARTLAND, tr("Heartland (2–5 players)"))):
            self.variant.addItem(label, key)
        # what each game is, on the list's entries and on the box (a tester could not tell
        # what "Heartland" was)
        tips = {
            "family": tr("Agricola without occupations and minor improvements: the rulebook's "
                         "family game, good for a first game."),
            "full": tr("Agricola with 7 occupations and 7 minor improvements in each hand, "
                       "dealt from the decks chosen below."),
            "solo": tr("Agricola alone, with cards, against a target score (see below)."),
            HEARTLAND: tr("A second farm game by Uwe Rosenberg (2009): lay crop tiles on a "
                          "shared field, then score each crop for victory points or farm "
                          "points towards farms. “How to play” explains it."),
        }
        for i in range(self.variant.count()):  # (rich text, which Qt wraps: one long line
            # ran across the screen)
            self.variant.setItemData(i, f"<p>{tips[self.variant.itemData(i)]}</p>",
                                     Qt.ItemDataRole.ToolTipRole)
        form.addRow(tr("Game"), self.variant)
        decks_box = QWidget()
        decks_row = QHBoxLayout(decks_box)
        decks_row.setContentsMargins(0, 0, 0, 0)
        self.decks = {d: QCheckBox(tr("Deck {d}").format(d=d)) for d in "EIK"}
        self.decks["E"].setChecked(True)
        for box in self.decks.values():
            decks_row.addWidget(box)
        decks_box.setToolTip(tr("The full game deals occupations and minor improvements "
                                "from these decks: E (basic), I (interactive), K (complex)."))
        form.addRow(tr("Decks"), decks_box)
        # the draft many tables play (the online ones offer it): hands picked, not dealt
        self.draft = QCheckBox(tr("Draft the cards"))
        self.draft.setToolTip(tr(
            "Before round 1 each player keeps 1 occupation and 1 minor improvement of the 7 "
            "dealt and passes the rest to the left, then keeps 1 of each from the cards "
            "passed to them, and so on until each hand has 7 of each again."))
        form.addRow("", self.draft)
        self.form, self.decks_box = form, decks_box
        self.seed = QSpinBox()
        self.seed.setRange(0, 1_000_000)
        self.seed.setValue(random.randrange(1_000_000))
        self.seed.setToolTip(tr("The number the deal comes from: the same number deals the "
                                "same round cards and hands, to play a game again or to share "
                                "it."))
        # (named for what a player does with it: "Seed", 亂數種子, was a programmer's word;
        # its words under the pointer on the label too, where a newcomer looked for them)
        deal = QLabel(tr("Deal number"))
        deal.setToolTip(self.seed.toolTip())
        deal.setBuddy(self.seed)
        form.addRow(deal, self.seed)
        seats = QGridLayout()
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.seat_rows: list[list[QWidget]] = []
        self.colours: list[QComboBox] = []
        colour_words = (tr("blue circle"), tr("yellow square"), tr("green triangle"),
                        tr("red diamond"), tr("purple hexagon"))
        for i in range(5):
            mark = QComboBox()
            for slot, word in enumerate(colour_words):
                mark.addItem(token_icon(slot), word, slot)
            mark.setCurrentIndex(i)
            mark.setToolTip(tr("Colour and shape of this player's pieces"))
            self.colours.append(mark)
            name = QLineEdit(default_name(i))
            kind = QComboBox()
            _fill_kinds(kind, bot_names())
            seats.addWidget(mark, i, 0)
            seats.addWidget(name, i, 1)
            seats.addWidget(kind, i, 2)
            self.names.append(name)
            self.kinds.append(kind)
            self.seat_rows.append([mark, name, kind])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel
                                   | QDialogButtonBox.StandardButton.Help)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        # the rules from here: at the first start this dialog holds the whole window, and
        # Help ▸ How to play in the menu bar could not be opened until it was cancelled
        help_button = buttons.button(QDialogButtonBox.StandardButton.Help)
        help_button.setText(tr("How to play"))
        help_button.setAutoDefault(False)
        buttons.helpRequested.connect(self.show_rules)
        # a saved game from here too: at the start this dialog holds the window, and
        # File > Open could not be reached until it was cancelled (a tester, after "No" to
        # resuming)
        self.wants_file = False
        self.button_box = buttons
        self.wants_resume: object = None  # an autosaved game chosen (``offer_resume``)
        self.resume_button: QPushButton | None = None
        self.open_button = buttons.addButton(tr("Open a saved game…"),
                                             QDialogButtonBox.ButtonRole.ActionRole)
        self.open_button.setAutoDefault(False)
        self.open_button.clicked.connect(self._open_file)
        self.rules: HelpWindow | None = None
        # the guided first game, where a newcomer looks first (it is also Help > Learn to play)
        # (at the left, apart from OK and Cancel, which every style orders its own way)
        self.wants_lesson = False
        self.lesson_button = QPushButton(ui("lesson.title"))
        self.lesson_button.setAutoDefault(False)
        self.lesson_button.clicked.connect(self._learn)
        # on top, with a word of what it is: at the bottom left, beside OK, a newcomer missed it
        self.lesson_row = QWidget()
        top = QHBoxLayout(self.lesson_row)
        top.setContentsMargins(0, 0, 0, 6)
        self.lesson_note = QLabel(lesson_words())
        self.lesson_note.setWordWrap(True)
        top.addWidget(self.lesson_note, 1)
        top.addWidget(self.lesson_button)
        for part in (self.lesson_note, self.lesson_button):  # hidden, they keep their room
            keep = part.sizePolicy()
            keep.setRetainSizeWhenHidden(True)
            part.setSizePolicy(keep)
        # a player with games of Agricola behind them is not offered the lesson here (it is
        # still Help > Learn to play): "New to Agricola?" greeted a veteran every game
        self.newcomer = finished_agricola_games() < EXPERIENCED_GAMES
        self.lesson_row.setVisible(self.newcomer)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(buttons)
        # what a series is, where the player chooses one (only the score sheet told, and only
        # after a game that reached its target)
        self.solo_note = QLabel(tr(
            "Alone, with cards, against a target: 50 points in the first game of a series. "
            "Reach it and the next game keeps one occupation you played and starts with 1 "
            "food for every 2 points above the target; miss it and the series ends. "
            "Help ▸ How to play tells more."))
        self.solo_note.setWordWrap(True)
        self.solo_note.setObjectName("soloNote")
        layout = QVBoxLayout(self)
        layout.addWidget(self.lesson_row)
        layout.addLayout(form)
        layout.addWidget(self.solo_note)
        layout.addWidget(QLabel(tr("Seats")))
        layout.addLayout(seats)
        layout.addLayout(bottom)
        self.players.valueChanged.connect(self._update)
        self.variant.currentIndexChanged.connect(self._update)
        self._update()
        self._restore()

    def accept(self) -> None:
        self.remember()
        super().accept()

    def remember(self) -> None:
        """Keep the choices for the next new game (all five seats, shown or not)."""
        settings = i18n.settings()
        settings.beginGroup(SETTINGS_GROUP)
        settings.setValue("variant", str(self.variant.currentData()))
        settings.setValue("players", str(self.players.value()))
        settings.setValue("decks", "".join(d for d, box in self.decks.items()
                                           if box.isChecked()))
        settings.setValue("draft", "yes" if self.draft.isChecked() else "no")
        # lists as joined strings: QSettings gives a one-item list back as a plain string in
        # its ini files, so a list would read back differently by length; a "|" typed into a
        # name is kept as a space.  A seat's own default name is kept as none, so the next
        # dialog gives it in its language (小梅 came back at an English table; a tester)
        settings.setValue("names", "|".join(
            "" if n.text() == default_name(i) else n.text().replace("|", " ")
            for i, n in enumerate(self.names)))
        settings.setValue("kinds", "|".join(str(k.currentData() or "") for k in self.kinds))
        settings.setValue("colours", ",".join(str(c.currentData()) for c in self.colours))
        settings.endGroup()

    def _restore(self) -> None:
        """The last choices, where they are still offered; anything unreadable stays as the
        dialog starts (a settings file edited by hand cannot break it)."""
        settings = i18n.settings()
        settings.beginGroup(SETTINGS_GROUP)
        saved = {key: str(settings.value(key) or "") for key in
                 ("variant", "players", "decks", "names", "kinds", "colours", "draft")}
        settings.endGroup()
        if not saved["variant"]:  # the first game: most play it against the computer
            self.kinds[1].setCurrentIndex(max(1, self.kinds[1].findData("easy")))
            return
        index = self.variant.findData(saved["variant"])
        if index >= 0:
            self.variant.setCurrentIndex(index)
        if saved["players"].isdigit():
            self.players.setValue(int(saved["players"]))  # the spin box keeps it in range
        if saved["decks"]:
            for d, box in self.decks.items():
                box.setChecked(d in saved["decks"])
        self.draft.setChecked(saved["draft"] == "yes")
        for name, text in zip(self.names, saved["names"].split("|"), strict=False):
            if text.strip():
                name.setText(text[:40])
        for kind, bot in zip(self.kinds, saved["kinds"].split("|"), strict=False):
            found = kind.findData(bot) if bot else 0
            if found >= 0:
                kind.setCurrentIndex(found)
        for colour, slot in zip(self.colours, saved["colours"].split(","), strict=False):
            found = colour.findData(int(slot)) if slot.isdigit() else -1
            if found >= 0:
                colour.setCurrentIndex(found)

    def show_rules(self) -> HelpWindow:
        """The help window, over this dialog (a window of the game window's would wait
        behind it): Agricola's rules, or Heartland's when it is chosen."""
        from agricola_qt.ui.help.window import HelpWindow

        heartland = self.is_heartland()
        if self.rules is not None and self.rules.heartland_only != heartland:
            self.rules.close()  # the other game's help (Agricola's keys said F feeds)
            self.rules.deleteLater()
            self.rules = None
        if self.rules is None and heartland:
            from agricola_qt.ui.heartland.rules import rules_window

            self.rules = rules_window(self.players.value(), self)  # as F1 in its window
        if self.rules is None:
            actions = getattr(self.parentWidget(), "_menu_actions", [])
            self.rules = HelpWindow(actions, self.players.value(),
                                    self.variant.currentData() == "family", self)
        self.rules.show_tab("heartland" if heartland else "how")
        return self.rules

    def offer_resume(self, games: list[tuple[str, object]]) -> None:
        """A button listing the unfinished ``games`` (words, path): the one chosen is
        resumed by the caller (``wants_resume``).  At the start, after "No" to resuming, this
        dialog held the window and File ▸ Resume could not be reached (a tester)."""
        if not games:
            return
        button = QPushButton(tr("Resume an unfinished game"))
        button.setAutoDefault(False)
        menu = QMenu(button)
        for words, path in games:
            action = menu.addAction(words.replace("&", "&&"))
            action.triggered.connect(lambda _=False, p=path: self._resume(p))
        button.setMenu(menu)
        self.resume_button = button
        self.button_box.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)

    def _resume(self, path: object) -> None:
        self.wants_resume = path
        self.reject()

    def _open_file(self) -> None:
        """No game from here: the caller opens a saved one (``wants_file``)."""
        self.wants_file = True
        self.reject()

    def _learn(self) -> None:
        """No game from here: the caller starts the lesson (``wants_lesson``)."""
        self.wants_lesson = True
        self.reject()

    def is_heartland(self) -> bool:
        return self.variant.currentData() == HEARTLAND

    def _update(self) -> None:
        solo = self.variant.currentData() == "solo"
        heartland = self.is_heartland()
        self.variant.setToolTip(self.variant.currentData(Qt.ItemDataRole.ToolTipRole) or "")
        # the floor first: Heartland's 2 kept the solo game at 2 players and 2 seats
        self.players.setMinimum(2 if heartland else 1)
        if solo:
            if self.players.value() != 1:
                self._players_before_solo = self.players.value()
            self.players.setValue(1)
        elif not self.players.isEnabled():  # leaving the solo game: the table it replaced
            # (a full game "for 1" is the solo game again, under the other name)
            self.players.setValue(self._players_before_solo)
        self.players.setEnabled(not solo)
        # a full game for 1 is the solo series too: said so there as well (a tester found
        # out only once the game had begun)
        self.solo_note.setVisible(solo or (self.variant.currentData() == "full"
                                           and self.players.value() == 1))
        if heartland != getattr(self, "_kinds_heartland", False):
            self._kinds_heartland = heartland
            # a seat given another level because this menu lacks its own (Heartland has no
            # Expert) gets its own back on returning, unless changed meanwhile: through
            # Heartland and back, an Expert had stayed an Easy
            for i, kind in enumerate(self.kinds):
                chosen, fell = kind.currentData(), self._fell_back.pop(i, None)
                _fill_kinds(kind, HEARTLAND_GROUPS if heartland else bot_names(),
                            HEARTLAND_TIPS if heartland else BOT_TIPS)
                if fell is not None and chosen == fell[0] and kind.findData(fell[1]) > 0:
                    kind.setCurrentIndex(kind.findData(fell[1]))  # untouched since it fell
                elif chosen and kind.findData(chosen) <= 0:  # a level this menu lacks
                    self._fell_back[i] = (kind.currentData(), chosen)
        n = self.players.value()
        for i in range(max(1, self._seats_shown), n):  # a seat added: like a computer above
            above = self.kinds[i - 1]
            if above.currentData() and self.kinds[i].currentIndex() <= 0:
                self.kinds[i].setCurrentIndex(above.currentIndex())
        self._seats_shown = n
        for i, row in enumerate(self.seat_rows):
            for w in row:
                w.setVisible(i < n)
        full = self.variant.currentData() not in ("family", HEARTLAND)
        for box in self.decks.values():
            box.setEnabled(full)
        # the family game and Heartland have no card decks (a greyed "Deck E" ticked beside a
        # family game read as if it were dealt)
        self.form.setRowVisible(self.decks_box, full)
        self.form.setRowVisible(self.draft, self._draft_offered())
        # the lesson is a game of Agricola: with Heartland chosen it started one (Heartland's
        # rules are in its window's Help, F1).  Its button is hidden but keeps its room (the
        # row gone, every row below it moved up under the player's next click), and the
        # words say where Heartland's rules are ("New to Agricola?" spoke to a Heartland
        # player; left empty, the row read as a gap)
        self.lesson_button.setEnabled(not heartland)
        self.lesson_button.setVisible(not heartland)
        self.lesson_note.setText(
            tr("New to Heartland? “How to play” below explains its rules.") if heartland
            else lesson_words())
        # fewer rows (seats, the decks): the dialog shrinks with them instead of keeping a gap
        if self.isVisible() and self.layout() is not None:  # (before it shows: its own size)
            self.layout().activate()
            self.resize(self.width(), self.sizeHint().height())

    def colour_slots(self) -> list[int]:
        """The palette slot of every seat; a colour picked twice goes to the first seat."""
        n = 1 if self.variant.currentData() == "solo" else self.players.value()
        chosen: list[int] = []
        for i in range(n):
            slot = int(self.colours[i].currentData())
            chosen.append(slot if slot not in chosen else -1)
        free = [s for s in range(5) if s not in chosen]
        return [s if s >= 0 else free.pop(0) for s in chosen]

    def result_setup(self) -> tuple[Setup, list[str | None]]:
        """The chosen setup and the seats (None = human, else the bot's name)."""
        variant = self.variant.currentData()
        n = 1 if variant == "solo" else self.players.value()
        names = tuple(self.names[i].text().strip() or default_name(i) for i in range(n))
        decks = tuple(d for d, box in self.decks.items() if box.isChecked()) or ("E",)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeckShortWarning)
            setup = new_setup(n, family=variant == "family", decks=decks,
                              seed=self.seed.value(), names=names)
        seats = [self.kinds[i].currentData() or None for i in range(n)]
        return setup, seats

    def wants_draft(self) -> bool:
        """Are the chosen game's hands to be drafted (``ui/draft_dialog.py``)?"""
        return self._draft_offered() and self.draft.isChecked()

    def _draft_offered(self) -> bool:
        """A draft passes cards to the left: a full game of two or more."""
        return self.variant.currentData() == "full" and self.players.value() >= 2

    def heartland_choice(self) -> tuple[int, int, tuple[str, ...], list[str | None]]:
        """For Heartland: (players, seed, names, seats: None = human, else the bot level)."""
        n = self.players.value()
        names = tuple(self.names[i].text().strip() or default_name(i) for i in range(n))
        return n, self.seed.value(), names, [self.kinds[i].currentData() or None
                                              for i in range(n)]


def _fill_kinds(kind: QComboBox, groups: tuple[tuple[str, ...], ...],
                tips: dict[str, str] = BOT_TIPS) -> None:
    """Human, then a computer of every level in ``groups``, a line between two groups.

    A seat keeps its choice when the new menu has it (a human, or "hard" from one game to the
    other); another computer becomes the first level."""
    human = kind.currentIndex() <= 0
    chosen = kind.currentData()
    kind.clear()
    kind.addItem(tr("Human"), "")
    for k, bots in enumerate(groups):
        if k and bots:
            kind.insertSeparator(kind.count())
        for bot in bots:
            level = tr(BOT_LABELS.get(bot, bot))
            kind.addItem(tr("Computer ({level})").format(level=level), bot)
            if bot in tips:
                kind.setItemData(kind.count() - 1, tr(tips[bot]),
                                 Qt.ItemDataRole.ToolTipRole)
    kept = kind.findData(chosen) if chosen else -1
    kind.setCurrentIndex(0 if human else kept if kept > 0 else min(1, kind.count() - 1))
