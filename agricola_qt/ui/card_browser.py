"""Help ▸ Cards: every occupation, minor and major improvement of the game, to look up.

A player learning the full game, or studying a saved one, wants to read a card that is not in
front of them: what a rival's Wood Cutter does, which minors give points, which occupations a
2-player game deals.  The list can be narrowed by deck, kind and number of players, and
searched by name (in the table's language or English), printed number or effect text; the
chosen card is drawn as on the table, large, with its facts beside it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal

from attrs import frozen
from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from agricola_qt.engine.cards.catalog_data import CATALOG, DECKS
from agricola_qt.engine.cards.registry import CARDS, MAJOR_IDS
from agricola_qt.ui.card_face import LARGE_H, LARGE_W, card_kind, kind_label, paint_face
from agricola_qt.ui.text import card_cost, card_name, card_prerequisite, card_text, tr, trn

Deck = Literal["", "E", "I", "K", "major"]  # "": every deck
Kind = Literal["", "occupation", "minor", "major"]
Seats = Literal[0, 2, 3, 5]  # 0: any number of players; else the cards dealt at that many


@frozen
class CardFilter:
    """What the list shows: a deck, a kind, the cards of a game of so many players, and the
    words searched for (any part of a name, number or effect text, any case)."""

    deck: Deck = ""
    kind: Kind = ""
    seats: Seats = 0
    words: str = ""

    def admits(self, card_id: str) -> bool:
        return self.rank(card_id) is not None

    def rank(self, card_id: str) -> int | None:
        """None: not shown; 0: shown among the first (its name or number holds the words,
        or there are none); 1: shown after those (only its effect text holds them)."""
        info = CATALOG.get(card_id)
        if self.deck == "major":
            if info is not None:
                return None
        elif self.deck and (info is None or info.deck != self.deck):
            return None
        if self.kind and card_kind(card_id) != self.kind:
            return None
        if self.seats and info is not None and info.min_players > self.seats:
            return None
        words = self.words.strip().casefold()
        if not words:
            return 0
        names, text = searched_text(card_id)
        return 0 if words in names else 1 if words in text else None


def every_card() -> Iterator[str]:
    """The cards in the order of the printed card list: E, I, K (minors, then occupations),
    then the major improvements."""
    yield from CATALOG
    yield from MAJOR_IDS


def searched_text(card_id: str) -> tuple[str, str]:
    """What a search looks in: (the name as shown and in English, and the number; the
    effect text), case folded."""
    info = CATALOG.get(card_id)
    known = CARDS.get(card_id)
    names = [card_name(card_id)]
    if info is not None:
        names += [info.number, info.name]
    elif known is not None:
        names.append(known.name)
    return "\n".join(names).casefold(), card_text(card_id).casefold()


def card_facts(card_id: str) -> list[str]:
    """The printed facts beside the face, one line each, in the table's language."""
    info = CATALOG.get(card_id)
    kind = kind_label(card_kind(card_id))
    lines = [" · ".join((kind, tr("Deck {d}").format(d=info.deck), info.number))
             if info is not None else kind]
    if info is not None and info.kind == "occupation":
        if not info.cost.is_empty():  # on top of what the action space asks
            lines.append(tr("Playing it costs {cost} more").format(cost=card_cost(card_id)))
    else:
        lines.append(tr("Cost: {cost}").format(cost=card_cost(card_id)))
    needs = card_prerequisite(card_id)
    if needs:
        lines.append(tr("Needs: {what}").format(what=needs))
    points = getattr(CARDS.get(card_id), "points", 0)
    if points:
        lines.append(trn("%n point(s)", points))
    if info is not None and info.kind == "occupation" and info.min_players > 1:
        lines.append(tr("Only in games of {n} or more players").format(n=info.min_players))
    if info is not None and info.passing:
        lines.append(tr("After it is played, it passes to the player on the left"))
    return lines


class CardFace(QWidget):
    """One card drawn large, as the table's preview draws it, scaled to the room it has."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card_id = ""
        self.setMinimumSize(QSize(round(LARGE_W), round(LARGE_H)))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def show_card(self, card_id: str) -> None:
        self.card_id = card_id
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(round(LARGE_W * 1.25), round(LARGE_H * 1.25))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        if not self.card_id:
            return
        scale = min(self.width() / LARGE_W, self.height() / LARGE_H)
        w = LARGE_W * scale
        p = QPainter(self)
        p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        p.translate((self.width() - w) / 2, 0)
        p.scale(scale, scale)
        paint_face(p, QRectF(0, 0, LARGE_W, LARGE_H), self.card_id, "large")
        p.end()


class CardBrowser(QDialog):
    """Help ▸ Cards (not modal: it may stay open beside the table)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.deck = QComboBox()
        for deck in ("", *DECKS, "major"):
            self.deck.addItem("", deck)
        self.kind = QComboBox()
        for kind in ("", "occupation", "minor", "major"):  # (majors: under the decks too)
            self.kind.addItem("", kind)
        self.seats = QComboBox()
        for seats in (0, 2, 3, 5):
            self.seats.addItem("", seats)
        filters = QHBoxLayout()
        for box in (self.deck, self.kind, self.seats):
            filters.addWidget(box)
        self.count = QLabel()
        self.list = QListWidget()
        self.list.setMinimumWidth(230)
        self.face = CardFace()
        self.facts = QLabel()
        self.facts.setWordWrap(True)
        self.facts.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.facts.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        left = QVBoxLayout()
        left.addWidget(self.search)
        left.addLayout(filters)
        left.addWidget(self.list, 1)
        left.addWidget(self.count)
        self.facts.setFixedWidth(self.face.sizeHint().width())
        right = QVBoxLayout()
        right.addWidget(self.face)
        right.addWidget(self.facts)
        right.addStretch(1)
        body = QHBoxLayout()
        body.addLayout(left, 1)
        body.addLayout(right)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.search.textChanged.connect(self.refresh)
        for box in (self.deck, self.kind, self.seats):
            box.currentIndexChanged.connect(self.refresh)
        self.list.currentItemChanged.connect(self._chosen)
        self.retranslate()
        self.resize(760, 560)
        self.search.setFocus()

    def retranslate(self) -> None:
        """Every word again in the table's language (View ▸ Language while it is open)."""
        self.setWindowTitle(tr("Cards"))
        self.search.setPlaceholderText(tr("Search: name, number (E14) or what a card does"))
        decks = [tr("Every deck"), *(tr("Deck {d}").format(d=d) for d in DECKS),
                 tr("Major improvements")]
        kinds = [tr("Every kind"), tr("Occupations"), tr("Minor improvements"),
                 tr("Major improvements")]
        seats = [tr("Any number of players"), tr("1–2 players"), tr("3 players"),
                 tr("4–5 players")]
        for box, words in ((self.deck, decks), (self.kind, kinds), (self.seats, seats)):
            for i, word in enumerate(words):
                box.setItemText(i, word)
        self.seats.setToolTip(tr("Some occupations are dealt only in games of 3, or of 4, "
                                 "or more players"))
        self.refresh()

    def card_filter(self) -> CardFilter:
        return CardFilter(deck=self.deck.currentData(), kind=self.kind.currentData(),
                          seats=self.seats.currentData(), words=self.search.text())

    def shown(self) -> list[str]:
        """The card ids the list shows, in its order."""
        return [str(self.list.item(i).data(Qt.ItemDataRole.UserRole))
                for i in range(self.list.count())]

    def refresh(self) -> None:
        """The list again after a filter changed; the chosen card stays chosen if it is
        still in it, else the first is chosen."""
        current = self.list.currentItem()
        keep = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        wanted = self.card_filter()
        self.list.blockSignals(True)
        self.list.clear()
        chosen = None
        ranked: list[tuple[int, str]] = []
        total = 0
        for card_id in every_card():
            total += 1
            rank = wanted.rank(card_id)
            if rank is not None:
                ranked.append((rank, card_id))
        ranked.sort(key=lambda rc: rc[0])  # stable: the card list's order within a rank
        for _, card_id in ranked:
            info = CATALOG.get(card_id)
            # a major by its price: the two Fireplaces and the two Cooking Hearths read as
            # the same card twice to a tester
            label = (f"{info.number}  {card_name(card_id)}" if info is not None
                     else tr("{name} ({cost})").format(name=card_name(card_id),
                                                       cost=card_cost(card_id)))
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, card_id)
            self.list.addItem(item)
            if card_id == keep:
                chosen = item
        self.list.blockSignals(False)
        if chosen is None and self.list.count():
            chosen = self.list.item(0)
        self.list.setCurrentItem(chosen)
        self._chosen(chosen)
        self.count.setText(tr("{shown} of {total} cards").format(shown=self.list.count(),
                                                                 total=total)
                           if self.list.count() else tr("No card matches."))

    def show_card(self, card_id: str) -> None:
        """Choose ``card_id`` (the filters are cleared when they hide it)."""
        if card_id not in self.shown():
            for box in (self.deck, self.kind, self.seats):
                box.blockSignals(True)
                box.setCurrentIndex(0)
                box.blockSignals(False)
            self.search.blockSignals(True)
            self.search.clear()
            self.search.blockSignals(False)
            self.refresh()
        for i in range(self.list.count()):
            if self.list.item(i).data(Qt.ItemDataRole.UserRole) == card_id:
                self.list.setCurrentRow(i)
                break

    def _chosen(self, item: QListWidgetItem | None, _previous: object = None) -> None:
        card_id = str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else ""
        self.face.show_card(card_id)
        self.facts.setText("\n".join(card_facts(card_id)) if card_id else "")
