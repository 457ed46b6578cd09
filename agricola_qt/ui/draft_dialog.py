"""The card draft before a full game (``engine/draft.py``), played in one dialog.

Every pass, each computer keeps its pick at once (``ai/draft_pick.py``) and each person at
the table keeps 1 occupation and 1 minor improvement from the packs in front of them: the
cards are drawn as on the table, a click chooses one of each (a yellow frame) and "Keep
these two" keeps them.  With two or more people at one screen, a person's packs stay face
down until that person asks to see them ("Show my cards"), as the game's hand-off does; a
lone person sees theirs at once.  Closing the dialog gives up the draft and starts no game.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QGuiApplication, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from agricola_qt.ai.draft_pick import choose_pick
from agricola_qt.engine.draft import NO_CARD, Draft, Pick, drafted, pick, start_draft
from agricola_qt.engine.setup import Setup
from agricola_qt.ui import palette
from agricola_qt.ui.card_face import LARGE_H, LARGE_W, paint_face
from agricola_qt.ui.screen_fit import CentredOver
from agricola_qt.ui.text import card_cost, card_name, card_text, tr

COLUMNS = 7  # a pack's cards side by side, as dealt
GAP = 8
SMALLEST = 0.55  # of a card's large size: below it the words get too small, the packs scroll


class PackCard(QWidget):
    """One card of a pack, drawn as the table's preview draws it; a click chooses it."""

    clicked = Signal(str)

    def __init__(self, card_id: str, scale: float, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card_id = card_id
        self.scale = scale
        self.chosen = False
        size = QSize(round(LARGE_W * scale), round(LARGE_H * scale))
        self.setFixedSize(size)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(f"<p><b>{card_name(card_id)}</b> ({card_cost(card_id)})</p>"
                        f"<p>{card_text(card_id)}</p>")

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
                event.position().toPoint()):
            self.clicked.emit(self.card_id)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        p.save()
        p.scale(self.scale, self.scale)
        paint_face(p, QRectF(0, 0, LARGE_W, LARGE_H), self.card_id, "large")
        p.restore()
        if self.chosen:
            pen = QPen(palette.HIGHLIGHT_EDGE, 5)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(self.rect()).adjusted(2.5, 2.5, -2.5, -2.5), 8, 8)
        p.end()


class DraftDialog(QDialog):
    """The whole draft of ``setup``'s hands; ``seats``: None for a person, else the bot.
    Once accepted, ``drafted_setup`` is the setup with the drafted hands."""

    def __init__(self, setup: Setup, seats: Sequence[str | None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Draft the cards"))
        self.seats = list(seats)
        self.names = [setup.names[i] if i < len(setup.names) and setup.names[i]
                      else tr("Player {n}").format(n=i + 1) for i in range(setup.players)]
        self.draft: Draft = start_draft(setup)
        # (not ``result``: that is QDialog's own, the code ``exec`` returns)
        self.drafted_setup: Setup | None = None
        self.private = sum(1 for s in self.seats if s is None) >= 2  # people share the screen
        self.shown_to = -1  # the person whose packs are face up (private tables)
        self.seat = -1  # the person picking now
        self.chosen: dict[str, str] = {}  # "occupation" / "minor" -> card id
        self.cards: list[PackCard] = []

        self.heading = QLabel()
        self.heading.setObjectName("draftHeading")
        self.heading.setStyleSheet("#draftHeading { font-size: 16px; font-weight: bold; }")
        self.heading.setWordWrap(True)
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.packs = QWidget()
        self.grid = QGridLayout(self.packs)
        self.grid.setHorizontalSpacing(GAP)
        self.grid.setVerticalSpacing(4)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setWidget(self.packs)
        self.scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.kept = QLabel()
        self.kept.setWordWrap(True)
        # the cover a person's packs wait under at a shared screen (as the game's hand-off)
        self.cover = QWidget()
        self.cover_words = QLabel()
        self.cover_words.setObjectName("draftCover")
        self.cover_words.setStyleSheet("#draftCover { font-size: 20px; }")
        self.cover_words.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.cover_words.setWordWrap(True)
        self.show_button = QPushButton()
        self.show_button.setMinimumSize(220, 44)
        self.show_button.clicked.connect(self._show_cards)
        cover = QVBoxLayout(self.cover)
        cover.addStretch(1)
        cover.addWidget(self.cover_words)
        cover.addSpacing(16)
        cover.addWidget(self.show_button, 0, Qt.AlignmentFlag.AlignHCenter)
        cover.addStretch(2)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.scroll)
        self.stack.addWidget(self.cover)
        # the coach's word at the draft: the cards a computer would keep, chosen for the
        # person to look at (and keep or change)
        self.suggest_button = QPushButton(tr("Suggest"))
        self.suggest_button.setToolTip(tr("Choose the two cards a computer player would keep "
                                          "(you may still change them)."))
        self.suggest_button.setAutoDefault(False)
        self.suggest_button.clicked.connect(self.suggest)
        self.keep_button = QPushButton(tr("Keep these two"))
        self.keep_button.setDefault(True)
        self.keep_button.clicked.connect(self._keep)
        buttons = QHBoxLayout()
        buttons.addWidget(self.kept, 1)
        buttons.addWidget(self.suggest_button)
        buttons.addWidget(self.keep_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.words)
        layout.addWidget(self.stack, 1)
        layout.addLayout(buttons)
        self.scale = self._card_scale(parent)
        self.resize(self.sizeHint())
        if parent is not None:  # over the game window, as the New game dialog before it
            CentredOver(self, parent.window())
        self._advance()

    # --- the draft ---------------------------------------------------------------------

    def _advance(self) -> None:
        """The computers pick; then the next person is asked, or the draft is over."""
        while not self.draft.done:
            waiting = self.draft.waiting
            bots = [s for s in waiting if self.seats[s] is not None]
            if bots:
                for seat in bots:
                    self.draft = pick(self.draft, seat, choose_pick(self.draft, seat))
                continue
            self.seat = waiting[0]
            self.chosen = {}
            self._show_seat()
            return
        self.drafted_setup = drafted(self.draft)
        self.accept()

    def choose(self, card_id: str) -> None:
        """A card of the picking person's packs clicked: chosen (again: no longer)."""
        pack = self.draft.packs[self.seat]
        kind = "occupation" if card_id in pack.occupations else "minor"
        self.chosen[kind] = "" if self.chosen.get(kind) == card_id else card_id
        self._mark()

    def suggest(self) -> None:
        """Choose what a computer would keep from the picking person's packs."""
        advice = choose_pick(self.draft, self.seat)
        self.chosen = {kind: card_id for kind, card_id in (("occupation", advice.occupation),
                                                            ("minor", advice.minor))
                       if card_id != NO_CARD}
        self._mark()

    def _keep(self) -> None:
        choice = self.choice()
        if choice is None:
            return
        self.draft = pick(self.draft, self.seat, choice)
        self.shown_to = -1
        self._advance()

    def choice(self) -> Pick | None:
        """The picking person's two chosen cards (None while one is still to choose)."""
        pack = self.draft.packs[self.seat]
        occupation = self.chosen.get("occupation", "") if pack.occupations else NO_CARD
        minor = self.chosen.get("minor", "") if pack.minors else NO_CARD
        return Pick(occupation, minor) if occupation and minor else None

    def _show_cards(self) -> None:
        self.shown_to = self.seat
        self._show_seat()

    # --- what is shown -----------------------------------------------------------------

    def _show_seat(self) -> None:
        draft, seat = self.draft, self.seat
        name = self.names[seat]
        left = self.names[(seat + 1) % len(self.names)]
        self.heading.setText(tr("{name}: pick {n} of {total}").format(
            name=name, n=draft.pass_number, total=draft.passes))
        face_up = not self.private or self.shown_to == seat
        if face_up:
            self.words.setText(tr(
                "Click one occupation and one minor improvement to keep, then “Keep these "
                "two”. The other cards go to {left}; you get the cards {right} passes on. The "
                "last card of each kind comes without a choice.").format(
                    left=left, right=self.names[(seat - 1) % len(self.names)]))
        else:
            self.words.setText("")
            self.cover_words.setText(tr(
                "Pass the screen to {name}: only {name} should see these cards.").format(
                    name=name))
            self.show_button.setText(tr("Show {name}'s cards").format(name=name))
        self.stack.setCurrentWidget(self.scroll if face_up else self.cover)
        self._fill(draft.packs[seat].occupations if face_up else (),
                   draft.packs[seat].minors if face_up else ())
        kept = draft.kept[seat]
        self.kept.setText(tr("Kept so far: {cards}").format(
            cards=", ".join(card_name(c) for c in (*kept.occupations, *kept.minors))
            or tr("nothing yet")) if face_up else "")
        self.keep_button.setVisible(face_up)
        self.suggest_button.setVisible(face_up)
        self._buttons()

    def _fill(self, occupations: tuple[str, ...], minors: tuple[str, ...]) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.cards = []
        row = 0
        for title, cards in ((tr("Occupations"), occupations),
                             (tr("Minor improvements"), minors)):
            if not cards:
                continue
            label = QLabel(f"<b>{title}</b>")
            self.grid.addWidget(label, row, 0, 1, COLUMNS)
            row += 1
            for i, card_id in enumerate(cards):
                card = PackCard(card_id, self.scale)
                card.clicked.connect(self.choose)
                self.grid.addWidget(card, row + i // COLUMNS, i % COLUMNS,
                                    Qt.AlignmentFlag.AlignLeft)
                self.cards.append(card)
            row += 1 + (len(cards) - 1) // COLUMNS
        self.grid.setRowStretch(row, 1)
        self.grid.setColumnStretch(COLUMNS, 1)

    def _mark(self) -> None:
        """Frame the chosen cards; "Keep these two" once one of each is chosen."""
        for card in self.cards:
            card.chosen = card.card_id in self.chosen.values()
            card.update()
        self._buttons()

    def _buttons(self) -> None:
        self.keep_button.setEnabled(self.choice() is not None)

    def _card_scale(self, parent: QWidget | None) -> float:
        """Cards as large as seven side by side and two rows allow within the game window
        (or the screen)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        room = screen.availableGeometry() if screen is not None else None
        if parent is not None:
            window = parent.window().geometry()
            room = window if room is None else room.intersected(window)
        if room is None or room.isEmpty():
            return 0.7
        across = (room.width() * 0.94 - 60) / COLUMNS - GAP
        down = (room.height() * 0.9 - 220) / 2
        return max(SMALLEST, min(1.0, across / LARGE_W, down / LARGE_H))

    def sizeHint(self) -> QSize:  # noqa: N802
        width = round(COLUMNS * (LARGE_W * self.scale + GAP) + 60)
        height = round(2 * LARGE_H * self.scale + 220)
        return QSize(width, height)


def draft_hands(setup: Setup, seats: Sequence[str | None],
                parent: QWidget | None = None) -> Setup | None:
    """Draft ``setup``'s hands with the people at the table: the setup to play (None: the
    draft was given up)."""
    dialog = DraftDialog(setup, seats, parent)
    if dialog.drafted_setup is None and dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.drafted_setup

