"""The help window: How to play (illustrated), the player aid, keyboard shortcuts.

One non-modal window with three tabs; the window's menu opens it on the tab asked for.  The
shortcuts are read from the main window's actions when the tab is shown, so the page always
says what the keys really do.
"""

from __future__ import annotations

import html
import math
import re
from collections.abc import Iterable

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QResizeEvent, QTextDocument
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from agricola_qt.ui import i18n
from agricola_qt.ui.help import aid, pictures
from agricola_qt.ui.help.words import section, ui
from agricola_qt.ui.screen_fit import fit_on_screen

TABS = ("how", "aid", "keys", "heartland")


def _wrapped_height(label: QLabel, width: int) -> int:
    """The height ``label``'s rich text takes wrapped at ``width``.  (Not the label's own
    ``heightForWidth``: for some paragraphs it asked for 40-150 pixels more than the words
    take, a blank band before the next heading; a newcomer thought the page had ended.)"""
    doc = QTextDocument()
    doc.setDocumentMargin(0)
    doc.setDefaultFont(label.font())
    doc.setHtml(label.text())
    doc.setTextWidth(width)
    return math.ceil(doc.size().height()) + 2


class HowToPlayPage(QScrollArea):
    """The illustrated summary: for each part a heading, a picture and a few paragraphs."""

    def __init__(self, parent: QWidget | None = None, pages: str = "how_to_play",
                 family: bool = True) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.pages = pages  # the section of the help texts: Agricola's, or Heartland's
        self.family = family  # the board pictured: the family game's or the full game's
        self.pictures: list[QLabel] = []
        self.texts: list[QLabel] = []
        self.fill()

    def fill(self) -> None:
        body = QWidget()
        body.setObjectName("how-to-play")
        body.setStyleSheet("#how-to-play { background: #F7F1E1; }")
        column = QVBoxLayout(body)
        column.setContentsMargins(18, 12, 18, 18)
        self.pictures, self.texts = [], []
        for page in section(self.pages):
            title = QLabel(f"<h2>{html.escape(page['title'])}</h2>")
            column.addWidget(title)
            if page.get("picture"):
                pixmap = pictures.picture(page["picture"], self.family)
                if pixmap is not None:
                    label = QLabel()
                    label.setPixmap(pixmap)
                    # its whole height: the column squeezed the barn's crop letters off
                    label.setFixedSize(pixmap.deviceIndependentSize().toSize())
                    label.setObjectName(f"picture-{page['picture']}")
                    column.addWidget(label)
                    self.pictures.append(label)
            text = QLabel("".join(f"<p>{p}</p>" for p in page["text"]))
            text.setWordWrap(True)
            text.setStyleSheet("font-size: 14px;")
            text.setMaximumWidth(640)
            # from the top: its height, taken from ``heightForWidth``, can exceed what the
            # words need, and centred they left a gap under the heading ("Playing alone")
            text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            column.addWidget(text)
            self.texts.append(text)
        column.addStretch(1)
        self.setWidget(body)
        self._fit_texts()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt naming)
        super().resizeEvent(event)
        self._fit_texts()

    def _fit_texts(self) -> None:
        """Each paragraph asks for the height its wrapped lines take at the page's width: the
        column, short of it, laid the next paragraph over the barn picture's crop letters."""
        margins = 18 * 2 + self.verticalScrollBar().sizeHint().width()
        width = max(200, min(640, self.viewport().width() - margins))
        for text in self.texts:
            text.setMinimumHeight(_wrapped_height(text, width))

    def words(self) -> str:
        return "\n".join(t.text() for t in self.texts)


class PlayerAidPage(QWidget):
    """Harvests, feeding, the score table and the action spaces for a chosen player count."""

    def __init__(self, players: int = 2, family: bool = True,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        column = QVBoxLayout(self)
        row = QHBoxLayout()
        self.players_label = QLabel()
        self.players = QComboBox()
        for n in range(1, 6):
            self.players.addItem(str(n), n)
        self.players.setCurrentIndex(max(0, min(players, 5) - 1))
        self.family = QCheckBox()
        self.family.setChecked(family)
        row.addWidget(self.players_label)
        row.addWidget(self.players)
        row.addWidget(self.family)
        row.addStretch(1)
        column.addLayout(row)
        self.browser = QTextBrowser()
        self.browser.setStyleSheet("font-size: 13px;")
        column.addWidget(self.browser, 1)
        self.players.currentIndexChanged.connect(self.fill)
        self.family.toggled.connect(self.fill)
        self.fill()

    def fill(self, *args: object) -> None:
        self.players_label.setText(ui("aid.players"))
        self.family.setText(ui("aid.family"))
        self.browser.setHtml(aid.aid_html(self.players.currentData(), self.family.isChecked()))


class ShortcutsPage(QTableWidget):
    """Every menu action with a shortcut: the keys and what they do."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 2, parent)
        self.verticalHeader().hide()
        self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setStretchLastSection(True)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)

    def fill(self, actions: Iterable[QAction]) -> None:
        rows = []
        for action in actions:
            # Return and Enter are both "回车" in Chinese: named once
            keys = list(dict.fromkeys(k.toString(QKeySequence.SequenceFormat.NativeText)
                                      for k in action.shortcuts() if not k.isEmpty()))
            if keys:  # the menu's access key left out: "(&D)" in Chinese, "&" in English
                text = re.sub(r"\(&\w\)", "", action.text()).replace("&", "")
                rows.append((", ".join(keys), text))
        from agricola_qt.ui.keyboard import shortcut_rows

        for keys, what in shortcut_rows():  # playing with the keyboard alone (the ring)
            # a key that an action's row has, its meaning with the ring told there: "Return,
            # Enter — Done / end turn" and "Enter — … Without the ring: Done / end turn"
            # stood as two rows with two meanings
            # (the same key too: Escape's "close a narrowed choice" holds 縮小, the words of
            # Ctrl+- "zoom out", and took that row over)
            mine = set(keys.split(", "))
            same = next((k for k, (theirs, does) in enumerate(rows)
                         if does in what and mine & set(theirs.split(", "))), -1)
            if same >= 0:
                rows[same] = (rows[same][0], what)
            else:
                rows.append((keys, what))
        from agricola_qt.ui.replay_viewer import replay_key_rows

        rows.extend(replay_key_rows())  # (a tester found them only by trying)
        self.setHorizontalHeaderLabels([ui("keys.keys"), ui("keys.does")])
        self.setRowCount(len(rows))
        for i, (keys, what) in enumerate(rows):
            self.setItem(i, 0, QTableWidgetItem(keys))
            self.setItem(i, 1, QTableWidgetItem(what))

    def rows(self) -> list[tuple[str, str]]:
        return [(self.item(i, 0).text(), self.item(i, 1).text()) for i in range(self.rowCount())]


class HelpWindow(QDialog):
    def __init__(self, actions: Iterable[QAction] = (), players: int = 2, family: bool = True,
                 parent: QWidget | None = None, heartland_only: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("help-window")
        self.setModal(False)
        self.actions_source = list(actions)
        self.heartland_only = heartland_only
        self.tabs = QTabWidget()
        self.family = family
        self.how = HowToPlayPage(family=family)
        self.aid = PlayerAidPage(players, family)
        self.keys = ShortcutsPage()
        self.heartland = HowToPlayPage(pages="heartland")
        self.tabs.addTab(self.how, "")
        self.tabs.addTab(self.aid, "")
        self.tabs.addTab(self.keys, "")
        self.tabs.addTab(self.heartland, "")
        if heartland_only:  # from Heartland's window: Agricola's rounds, aid and keys are
            # not its rules (a play-tester met "payment methods" there)
            for page in (self.how, self.aid, self.keys):
                self.tabs.setTabVisible(self.tabs.indexOf(page), False)
        self.tabs.currentChanged.connect(self._keys_to_page)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.tabs)
        # a Close button: Escape closes it only when it has the focus, and a window without
        # a frame (a kiosk, a tiling desktop) has no other way out
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.close)
        layout.addWidget(self.buttons)
        self.resize(760, 720)
        fit_on_screen(self)  # a laptop's screen may be smaller
        self.retranslate()

    def set_actions(self, actions: Iterable[QAction]) -> None:
        self.actions_source = list(actions)
        self.keys.fill(self.actions_source)

    def show_tab(self, name: str) -> None:
        self.tabs.setCurrentIndex(TABS.index(name))
        self.show()
        self.raise_()
        self.activateWindow()  # Escape closes it at once
        self._keys_to_page()

    def _keys_to_page(self, *args: object) -> None:
        """The page takes the keys: Page Down and Ctrl+End scroll it (they did nothing, the
        tab bar or the Close button holding them, a tester)."""
        page = self.tabs.currentWidget()
        if page is not None:
            page.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            page.setFocus()

    def retranslate(self) -> None:
        """Everything again in the current language (the pictures' labels too)."""
        self.language = i18n.current()
        # from Heartland's window it is Heartland's help (it was titled "Agricola help")
        self.setWindowTitle(ui("help.title.heartland" if self.heartland_only else "help.title"))
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(ui("help.close"))
        for i, key in enumerate(("tab.how", "tab.aid", "tab.keys", "tab.heartland")):
            self.tabs.setTabText(i, ui(key))
        self.how.fill()
        self.heartland.fill()
        self.aid.fill()
        self.keys.fill(self.actions_source)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt naming)
        """A new language from any window (Heartland's View menu too): the pages again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "buttons"):
            # once the language is installed whole (its texts are read by its code, which
            # is set after the translators that send this event)
            QTimer.singleShot(0, self, self._follow_language)

    def _follow_language(self) -> None:
        if self.language != i18n.current():  # not yet reworded by the game window
            self.retranslate()
