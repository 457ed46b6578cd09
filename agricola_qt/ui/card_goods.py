"""What a played card holds, drawn on its face: crops sown on a field card, animals living on
a card, goods stacked on it (wood planted on the Forester, the Grocer's and the Resource
Seller's stacks).

``card_holdings`` reads it from a state (and, for animals, from the table's arrangement of
them, ``herds.Herds``: the engine only counts animals, the table decides which of them stand
on a card).  ``HeldGoods`` is a small picture laid over the lower part of a played card's face:
one icon per good or animal kind with its count, and the same in words in its tooltip.  It
takes no mouse buttons (a click still reaches the card) and works out what to show whenever
the table repaints, so it follows every move and every animal the player drags.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from attrs import frozen
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from agricola_qt.engine.cards.deck_e.occupations_1 import BrushMakerBoar
from agricola_qt.engine.cards.deck_e.occupations_2 import GROCER_STACK, GrocerBought
from agricola_qt.engine.cards.deck_i.minors import ClayDepositUses, copse_stacks
from agricola_qt.engine.cards.deck_k.minors import PeltsFood
from agricola_qt.engine.cards.deck_k.occupations import (
    BasinMakerWood,
    ForesterStacks,
    TannerBoar,
    TannerCattle,
)
from agricola_qt.engine.cards.deck_k.occupations_2 import RESOURCE_STACK, ResourceSellerTaken
from agricola_qt.engine.economy import housing
from agricola_qt.engine.farmwork import card_fields
from agricola_qt.engine.goods import ANIMALS, Goods
from agricola_qt.engine.memory import Count, recall
from agricola_qt.engine.memory import count as memory_count
from agricola_qt.engine.state import PlayerState
from agricola_qt.ui import art, i18n, palette
from agricola_qt.ui.card_face import card_points, side_name, uncovered
from agricola_qt.ui.drawing import font, good_icon
from agricola_qt.ui.herds import Herds
from agricola_qt.ui.text import card_name, good_name, goods_text, tr, trn

if TYPE_CHECKING:
    from agricola_qt.ui.card_face import CardItem

HeldKind = Literal["field", "animals", "planted", "stack", "kept"]

# Cards whose animals stand on the card itself (the table's places without farm cells).
YARD_CARD = "animal-yard"  # its places are the last "card" places (see herds.places_of)
BOAR_CARD = "forest-pasture"  # the place for any number of wild boar
PEN_CARDS = ("wildlife-reserve", "stablemaster")  # pens that are no farm cell
# Cards with a stack of goods on them: (the card, its stack top first, the mark counting
# the goods already taken from it)
STACK_CARDS = (("grocer", GROCER_STACK, GrocerBought),
               ("resource-seller", RESOURCE_STACK, ResourceSellerTaken))


def _forester_stacks(player: PlayerState) -> tuple[int, ...]:
    kept = recall(player, ForesterStacks)
    return kept.wood if kept is not None else ()


# cards wood is planted on, in stacks: the card and its stacks (the Copse's showed nowhere but
# in the log's harvests, a tester)
PLANTED_CARDS = (("forester", _forester_stacks), ("copse", copse_stacks))

# Goods a card keeps for its points or its use, out of the supply: (the card, the good, the
# mark counting them, goods per count).  A tester cooked a cattle with the Tanner and saw no
# sign that the card had kept it.
KEPT_CARDS: tuple[tuple[str, str, type[Count], int], ...] = (
    ("tanner", "boar", TannerBoar, 1), ("tanner", "cattle", TannerCattle, 1),
    ("brush-maker", "boar", BrushMakerBoar, 1), ("basin-maker", "wood", BasinMakerWood, 1),
    ("pelts", "food", PeltsFood, 1), ("clay-deposit", "clay", ClayDepositUses, 5))

COUNT_PT = 11.5  # counts stay readable: at least 9 px on a 5-player table at 1280 x 720
ICON = 15.0
ROW_H = 17.0
PANEL = QColor(255, 250, 232, 238)
DISC_W = 0.25  # of a face's width: the points' disc at its foot, with its margin
PANEL_EDGE = QColor("#6B5B3A")


@frozen
class Held:
    """Some goods of one kind on a card: ``count`` of ``good`` (a stack: ``good`` is its top
    and ``count`` how many are left)."""

    good: str
    count: int
    kind: HeldKind


def card_holdings(player: PlayerState, herds: Herds | None = None) -> dict[str, tuple[Held, ...]]:
    """Card id -> what that played card holds now (cards holding nothing are left out)."""
    out: dict[str, list[Held]] = {}
    for slot, card_id in sorted(card_fields(player).items()):
        sown = player.farm.crop_on(slot)
        if sown is not None and sown.count > 0:
            out.setdefault(card_id, []).append(Held(sown.crop, sown.count, "field"))
    for card_id, stacks in PLANTED_CARDS:
        for n in stacks(player) if card_id in player.cards else ():
            if n:
                out.setdefault(card_id, []).append(Held("wood", n, "planted"))
    for card_id, stack, bought in STACK_CARDS:
        if card_id in player.cards:
            taken = memory_count(player, bought)
            if taken < len(stack):
                out.setdefault(card_id, []).append(Held(stack[taken], len(stack) - taken,
                                                        "stack"))
    for card_id, good, mark, each in KEPT_CARDS:
        if card_id in player.cards and (n := memory_count(player, mark) * each):
            out.setdefault(card_id, []).append(Held(good, n, "kept"))
    if herds is not None:
        for card_id, counts in _animals_on_cards(player, herds).items():
            out.setdefault(card_id, []).extend(
                Held(kind, n, "animals") for kind, n in zip(ANIMALS, counts, strict=True) if n)
    return {card_id: tuple(held) for card_id, held in out.items()}


def holdings_now(table: object, player: int, mine: PlayerState,
              herds: Herds | None) -> dict[str, tuple[Held, ...]]:
    """``card_holdings`` once per player and position, whatever the number of cards."""
    kept: dict[int, tuple[PlayerState, Herds | None, dict[str, tuple[Held, ...]]]] | None = \
        getattr(table, "_held_by_cards", None)
    if kept is None:
        kept = {}
        table._held_by_cards = kept  # type: ignore[attr-defined]
    found = kept.get(player)
    if found is not None and found[0] is mine and found[1] is herds:
        return found[2]
    holdings = card_holdings(mine, herds)
    kept[player] = (mine, herds, holdings)
    return holdings


def _animals_on_cards(player: PlayerState, herds: Herds) -> dict[str, list[int]]:
    """Card id -> sheep, boar, cattle standing on it (places without farm cells)."""
    cards = player.cards
    h = housing(player)
    yard_places = sum(h.yards) + h.yard_bonus * len(h.yards) if YARD_CARD in cards else 0
    card_places = [p for p in herds.places if p.role == "card"]
    yard_keys = {p.key for p in card_places[len(card_places) - yard_places:]} \
        if yard_places else set()
    pen_card = next((c for c in PEN_CARDS if c in cards), "")
    out: dict[str, list[int]] = {}
    for place, kind, n in herds.groups():
        if place.cells:
            continue
        owner = ""
        if place.role == "boar-card" and BOAR_CARD in cards:
            owner = BOAR_CARD
        elif place.role == "card" and place.key in yard_keys:
            owner = YARD_CARD
        elif place.role == "pen" and pen_card:
            owner = pen_card
        if owner:
            counts = out.setdefault(owner, [0, 0, 0])
            counts[ANIMALS.index(kind)] += n
    return out


def held_text(card_id: str, held: tuple[Held, ...]) -> str:
    """What the card holds, in words (the overlay's tooltip)."""
    lines = [card_name(card_id)]
    animals = Goods(**{h.good: h.count for h in held if h.kind == "animals"})
    for h in held:
        goods = goods_text(Goods(**{h.good: h.count}))
        if h.kind == "field":
            lines.append(tr("{goods} growing on this card").format(goods=goods))
        elif h.kind == "planted":
            lines.append(tr("{goods} planted on this card (1 back each harvest)").format(
                goods=goods))
        elif h.kind == "stack":
            lines.append(trn("%n good(s) left in this card's stack", h.count) + tr("; ")
                         + tr("the next one is {good}").format(good=good_name(h.good)))
        elif h.kind == "kept":
            lines.append(tr("{goods} kept on this card").format(goods=goods))
    if not animals.is_empty():
        lines.append(tr("{animals} live on this card").format(animals=goods_text(animals)))
    return "<br>".join(lines)


def _chips(held: tuple[Held, ...]) -> list[tuple[str, str]]:
    """(picture, count text) per icon drawn."""
    return [(h.good, str(h.count)) for h in held]


def _rows(chips: list[tuple[str, str]], width: float) -> list[list[tuple[str, str, float]]]:
    """Chips flowed into rows no wider than ``width`` (each with its own width)."""
    metrics = QFontMetricsF(font(COUNT_PT, bold=True))
    rows: list[list[tuple[str, str, float]]] = [[]]
    used = 0.0
    for good, count in chips:
        w = ICON + 1 + metrics.horizontalAdvance(count) + 2
        if rows[-1] and used + w > width:
            rows.append([])
            used = 0.0
        rows[-1].append((good, count, w))
        used += w
    return rows


class HeldGoods(QGraphicsItem):
    """The goods and animals on one played card, over the lower part of its face (a child of
    the ``CardItem``, in its units)."""

    follows_game = True  # the scene asks its signature even while hidden: that shows it

    def __init__(self, card: CardItem) -> None:
        super().__init__(card)
        self.card = card
        self.held: tuple[Held, ...] = ()
        self._rect = QRectF()
        self._head = QRectF()
        self.stacked = False  # each count over its picture's foot (``place``)
        self._for: tuple[object, ...] = ()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(1)
        self.setVisible(False)

    # --- what to show -----------------------------------------------------------------------
    def follow(self) -> tuple[Held, ...]:
        """Work out what the card holds now (cheap when nothing changed)."""
        table = self.card.table
        state = table.state
        player = self.card.player
        if player >= len(state.players):
            return self.held
        herds = table.animals.herds.get(player)
        mine = state.players[player]
        key = (mine, herds)
        if len(self._for) == 2 and self._for[0] is mine and self._for[1] is herds:
            return self.held
        self._for = key
        held = holdings_now(table, player, mine, herds).get(self.card.card_id, ())
        if held != self.held or not held:
            self.show_held(held)
        return self.held

    def show_held(self, held: tuple[Held, ...]) -> None:
        self.held = held
        self.place()
        self.setToolTip(held_text(self.card.card_id, held) if held else "")
        self.setVisible(bool(held))
        self.update()

    def place(self) -> None:
        """The panel over the face's foot (``_rect``), or at its head (``_head``): see
        ``paint``."""
        self.prepareGeometryChange()
        face = self.card.boundingRect()
        if not self.held:
            self._rect = self._head = QRectF()
            return
        if self.card.tile is not None:  # a tile: in the room it keeps right of the name
            self._rect, self._head, self.stacked = self.card.tile.goods_rect(), QRectF(), False
            return
        chips = _chips(self.held)
        rows = _rows(chips, face.width() - 5)
        height = len(rows) * ROW_H + 2
        width = max(sum(w for _, _, w in row) for row in rows) + 3  # the points stay seen
        seen = uncovered(face.width(), self.card.shown) - 3
        self.stacked = self.card.shown < 1.0 and width > seen
        if self.stacked:  # a fanned card's strip: each count over its picture, in sight
            metrics = QFontMetricsF(font(COUNT_PT, bold=True))
            counts = max(metrics.horizontalAdvance(n) for _, n in chips) + 3
            width = max(counts, min(ICON + 3, seen + 1.5))  # within the strip if it can be
            height = len(chips) * ROW_H + 2
        bottom = face.bottom() - 1.5
        disc_left = face.left() + uncovered(face.width(), self.card.shown) - DISC_W * face.width()
        if card_points(self.card.card_id) and face.left() + 1.5 + width > disc_left:
            # the points' disc lies at the foot of the part in sight: the panel above it (a
            # narrow card's count hid its points)
            bottom -= DISC_W * face.width()
        self._rect = QRectF(face.left() + 1.5, bottom - height, width, height)
        self._head = QRectF()  # a card not fanned has its name across: the foot is free
        if self.card.shown < 1.0:
            self._head = self._rect.translated(0, face.top() + face.height() * 0.15
                                               - self._rect.top())

    def signature(self) -> object:
        """What is drawn (the scene repaints the item when it changes; asking also follows
        the game)."""
        return self.follow(), i18n.current()

    # --- drawing ----------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return self._rect.united(self._head) if not self._head.isNull() else QRectF(self._rect)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: object = None) -> None:
        if not self.held:
            return
        tile = self.card.tile
        if tile is not None:
            _paint_tile_chips(p, self._rect, self.held, tile.unit, tile.px)
            return
        rect = self._rect
        if not self._head.isNull() and side_name(p, self.card.card_id,
                                                 self.card.boundingRect().width(),
                                                 self.card.shown, played=True):
            # the card's name runs up its strip from the foot (``card_face``): the panel at
            # the foot hid the name's first letters, so it sits under the kind's band
            rect = self._head
        draw = _paint_stacked if self.stacked else _paint_panel
        art.paint_composed(p, ("held", self.held, rect.width(), rect.height(), self.stacked),
                           rect, lambda q, box: draw(q, box, self.held))


def _paint_panel(p: QPainter, box: QRectF, held: tuple[Held, ...]) -> None:
    p.setBrush(QBrush(PANEL))
    p.setPen(QPen(PANEL_EDGE, 0.6))
    p.drawRoundedRect(box.adjusted(0.3, 0.3, -0.3, -0.3), 3, 3)
    p.setFont(font(COUNT_PT, bold=True))
    rows = _rows(_chips(held), box.width())
    y = box.top() + 1
    for row in rows:
        x = box.left() + 1  # from the left: the part of a card a crowded row leaves seen
        for good, count, w in row:
            good_icon(p, good, QRectF(x, y + (ROW_H - ICON) / 2, ICON, ICON))
            p.setPen(palette.INK)
            p.drawText(QRectF(x + ICON + 1, y - 1, w - ICON - 1, ROW_H + 2),
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, count)
            x += w
        y += ROW_H


def _paint_tile_chips(p: QPainter, box: QRectF, held: tuple[Held, ...], unit: float,
                      px: float) -> None:
    """What a card drawn as a tile holds, in a row right of its name: each good's picture and
    count, as tall as the name's line (``card_tiles.Config.goods_w`` keeps the room)."""
    from agricola_qt.ui.card_tiles import line_h, text_w, unit_font

    line = line_h(px)
    f = unit_font(px, unit, True)
    p.setFont(f)
    x = box.left()
    y = box.center().y() - line * unit / 2
    for good, count in _chips(held):
        good_icon(p, good, QRectF(x, y, line * unit, line * unit))
        x += (line + 1) * unit
        wide = (text_w(count, px, True) + 2) * unit
        p.setPen(palette.INK)
        p.drawText(QRectF(x, y, wide, line * unit), Qt.AlignmentFlag.AlignVCenter
                   | Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextDontClip, count)
        x += wide


def _paint_stacked(p: QPainter, box: QRectF, held: tuple[Held, ...]) -> None:
    """The panel of a fanned card's narrow strip: one good under the other, each count over
    its picture's foot (beside it, the count lay under the next card), ringed in the panel's
    colour so that the picture shows round it (on a patch of its own, the count hid the
    picture: a "2" of what?)."""
    p.setBrush(QBrush(PANEL))
    p.setPen(QPen(PANEL_EDGE, 0.6))
    p.drawRoundedRect(box.adjusted(0.3, 0.3, -0.3, -0.3), 3, 3)
    f = font(COUNT_PT, bold=True)
    metrics = QFontMetricsF(f)
    y = box.top() + 1
    icon = min(ICON, box.width() - 3)
    for good, count in _chips(held):
        good_icon(p, good, QRectF(box.left() + (box.width() - icon) / 2, y + (ROW_H - icon) / 2,
                                  icon, icon))
        path = QPainterPath()
        x = box.center().x() - metrics.horizontalAdvance(count) / 2
        path.addText(QPointF(x, y + ROW_H - metrics.descent()), f, count)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(PANEL, 2.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                      Qt.PenJoinStyle.RoundJoin))
        p.drawPath(path)  # the ring
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(palette.INK))
        p.drawPath(path)
        y += ROW_H


__all__ = ["Held", "HeldGoods", "card_holdings", "held_text"]
