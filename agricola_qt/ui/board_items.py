"""Items of the shared boards: action spaces, round-card slots, majors, the round header.

Items only draw the state the scene holds and report clicks; they never change the game.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QToolTip,
)

from agricola_qt.engine.actions import taken_goods
from agricola_qt.engine.cards.registry import card
from agricola_qt.engine.economy import next_occupation_food, occupation_count
from agricola_qt.engine.goods import NOTHING, Goods
from agricola_qt.engine.spaces import HARVEST_ROUNDS, STAGE_OF_ROUND, round_cards
from agricola_qt.engine.state import GameState, SpaceState
from agricola_qt.ui import layout, palette
from agricola_qt.ui.art import paint_composed
from agricola_qt.ui.drawing import (
    fit_text,
    fit_text_beside,
    fits_one_line,
    good_icon,
    goods_row,
    letters,
    letters_fitted,
    readable,
    set_readable,
    token,
)
from agricola_qt.ui.farm_item import home_now
from agricola_qt.ui.guard import guarded
from agricola_qt.ui.strips import Strip
from agricola_qt.ui.text import (
    card_help,
    card_name,
    count_text,
    goods_text,
    joined,
    option_text,
    player_name,
    round_line,
    round_lines,
    space_help,
    space_name,
    tr,
    trn,
)
from agricola_qt.ui.tokens import WORKER

if TYPE_CHECKING:
    from agricola_qt.ui.scene import TableScene


# The longest spaces' names in short, for a board too small to show them whole (English
# engine names; the short words are translated like any other)
SHORT_SPACE_NAMES = {
    "Renovation, then also 1 Major or Minor Improvement":
        QT_TRANSLATE_NOOP("Table", "Renovation, then 1 Improvement"),
    "Renovation, then also 1 Major Improvement":
        QT_TRANSLATE_NOOP("Table", "Renovation, then 1 Major"),
    "Renovation, then also Fences": QT_TRANSLATE_NOOP("Table", "Renovation, then Fences"),
    "Family Growth, then also 1 Minor Improvement":
        QT_TRANSLATE_NOOP("Table", "Family Growth, then 1 Minor"),
    "Starting Player and/or 1 Minor Improvement":
        QT_TRANSLATE_NOOP("Table", "Starting Player, 1 Minor"),
    "1 Sheep (+1 food), 1 Wild Boar, or 1 Cattle (pay 1 food)":
        QT_TRANSLATE_NOOP("Table", "Sheep +1 food, Boar, or Cattle -1 food"),
    "Family Growth Even Without Room": QT_TRANSLATE_NOOP("Table", "Growth Without Room"),
}


# Shorter still, for a space whose chosen half takes a line of its own (the 5-player
# animal space with a person on it read "Sheep +1 food, Boar, …" at 1280x720)
SHORTER_SPACE_NAMES = {
    "1 Sheep (+1 food), 1 Wild Boar, or 1 Cattle (pay 1 food)":
        QT_TRANSLATE_NOOP("Table", "Sheep, Boar or Cattle"),
    "1 Occupation or Family Growth": QT_TRANSLATE_NOOP("Table", "Occupation or Growth"),
}


def short_space_name(name: str) -> str:
    """A long space's short name in the table's language ("" for none)."""
    short = SHORT_SPACE_NAMES.get(name)
    return tr(short) if short else ""


def shorter_space_name(name: str) -> str:
    """A space's shortest name in the table's language ("" for none)."""
    short = SHORTER_SPACE_NAMES.get(name)
    return tr(short) if short else ""


# The chosen half of an either/or space, as the space shows it in a word (the log and the
# tooltip say it in full): "build a room" was cut to "build a …" on a laptop's table
CHOSEN_WORDS = {
    "choose grow": QT_TRANSLATE_NOOP("Table", "growth"),
    "choose room": QT_TRANSLATE_NOOP("Table", "room"),
    "choose occupation": QT_TRANSLATE_NOOP("Table", "occupation"),
}

MARK_H = 18.0  # the height of the chosen half's mark (a word or the goods' pictures)
PICTURE = 20.0  # the pitch of the pictures of goods taken


def chosen_pictures(choice: str) -> tuple[str, ...]:
    """The goods a chosen half took, shown as their pictures (Traveling Players' half is
    the food on the space); () for a half shown in words."""
    return taken_goods(choice) or (("food",) if choice == "choose food" else ())


def chosen_word(choice: str) -> str:
    """The chosen half in a word or two ("room"), translated."""
    word = CHOSEN_WORDS.get(choice)
    return tr(word) if word else option_text(choice)


# what waits on a hidden round: the groups (player, goods), where the goods to buy begin,
# and where each group starts (``SpaceItem._future_layout``)
FutureLayout = tuple[list[tuple[int, list[tuple[str, int]]]], int, list[QPointF]]


def occupation_rule(food: tuple[int, int, int]) -> str:
    """What a space's occupations cost, by how many the player has ("1st free, then 1
    food")."""
    def cost(n: int) -> str:
        return tr("free") if n <= 0 else count_text(n, "food")

    first, second, later = food
    if first == second == later:
        return tr("{cost} each").format(cost=cost(first))
    if first == second:
        return tr("{cost}, from the 3rd {more}").format(cost=cost(first), more=cost(later))
    if second == later:
        return tr("1st {first}, then {more}").format(first=cost(first), more=cost(later))
    return tr("1st {first}, 2nd {second}, then {more}").format(
        first=cost(first), second=cost(second), more=cost(later))


def occupation_short(food: tuple[int, int, int]) -> str:
    """A space's occupation prices in the printed cards' short way: "1/2 food" (the first
    ones, then the later ones)."""
    prices = "/".join(str(n) for n in dict.fromkeys(food))
    return tr("{prices} food").format(prices=prices)


def occupation_words(state: GameState, food: tuple[int, int, int]) -> str:
    """The occupation space's price as the board prints it; alone at the table, once an
    occupation is in play (a kept one of a solo series), what the next one costs: a tester's
    game 2 read "1st free" while its first occupation cost 1 food."""
    rule = occupation_rule(food)
    if len(state.players) != 1:
        return rule
    player = state.players[0]
    if occupation_count(player) == 0:
        return rule
    price = next_occupation_food(food, player)
    # (in place of the rule: both were cut short on the space, "1st free, then 1 food; …";
    # "Your next occupation: 1 …" was cut at 1536x864, a tester)
    return tr("Next one: {cost}").format(
        cost=tr("free") if price <= 0 else count_text(price, "food"))


def _goods_shown(s: SpaceState) -> Goods:
    """The goods row of a space: its goods, or what it gives (faded); both on a space that
    gathers one good and gives others besides (5 players: 1 Reed, plus 1 Stone and 1 Wood)."""
    return s.stock + s.space.gives if not s.stock.is_empty() else s.space.gives


def _worker_y(goods: Goods) -> float:
    """The middle of a person on a space with ``goods`` in its row: the lower right corner,
    or above it where a row of three kinds reaches the corner (the token hid the food of "1
    Reed, 1 Stone and 1 Food")."""
    kinds = sum(1 for _, count in goods.items() if count)
    return layout.CARD_H - (46 if kinds >= 3 else 20)


def _token_top(s: SpaceState) -> float:
    """Where the person standing on ``s`` begins (``SpaceItem.worker_point``)."""
    return _worker_y(_goods_shown(s)) - WORKER / 2


def mark_rect(p: QPainter, s: SpaceState) -> QRectF:
    """Where the chosen half of an either/or space is drawn (an empty rect for none): left of
    the person in the goods row's place where the space has no goods, above the goods row
    where it has; a word too wide to pass the person ("occupation") takes a line of its own
    above the person, the whole width of the space."""
    if s.occupant < 0 or not s.choice:
        return QRectF()
    pictures = chosen_pictures(s.choice)
    if pictures:
        width = 4 + PICTURE * len(pictures)
    else:
        width = QFontMetricsF(readable(p, 5.5)).horizontalAdvance(chosen_word(s.choice)) + 10
    beside = layout.CARD_W - 4 - WORKER - 8  # left of the person, 4 from its edge
    row = not _goods_shown(s).is_empty()
    top = _token_top(s)
    if width <= beside or top < layout.CARD_H - 46:  # (a row of three kinds lifts the person)
        y = layout.CARD_H - 26 - MARK_H if row else layout.CARD_H - 4 - MARK_H - 2
        return QRectF(4, y, min(width, beside), MARK_H)
    return QRectF(4, top - MARK_H - 1, min(width, layout.CARD_W - 8), MARK_H)


def _name_bottom(s: SpaceState, mark: QRectF) -> float:
    """The room a space's name leaves free at the foot: down to the chosen half's mark
    (``mark_rect``), else the goods row's; little where there is neither."""
    if not mark.isEmpty():  # above the chosen half ("family growth" lay over "Growth")
        return layout.CARD_H - mark.top()
    return 10 if _goods_shown(s).is_empty() else 30


TAKEN_SHADE = 116  # a taken space's colour, darker by this (QColor.darker's percent)


class SpaceItem(QGraphicsObject):
    """One action space: a printed space, a green card, or a round-card slot (``round_no``)."""

    def __init__(self, table: TableScene, space_id: str = "", round_no: int = 0,
                 green: bool = False) -> None:
        super().__init__()
        self.table = table
        self.space_id = space_id
        self.round_no = round_no
        self.green = green
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        # the goods and the person on the space are a picture of their own: a round's new
        # goods and each placement repaint that, not the space's name
        self.stock = Strip(self, QRectF(2, layout.CARD_H - 54, layout.CARD_W - 4, 52),
                           self.paint_stock, self.stock_signature)

    def signature(self) -> object:
        s = self.space_state()
        state = self.table.state
        if s is None:
            future = tuple(f for f in state.future if f.round == self.round_no)
            return (None, self.round_no == state.round, future, self._fences_here(),
                    self._offers_here())
        # the name's room changes with the chosen half and the goods row (``_name_bottom``):
        # kept from before a choice, a four-line name ran under "play an occupation"
        goods = _goods_shown(s)
        return (s.space, s.space.id in self.table.highlight_spaces, self.round_no == state.round,
                s.choice if s.occupant >= 0 else "", goods.is_empty(), _token_top(s),
                self._early_rows(), s.occupant >= 0)

    def stock_signature(self) -> object:
        s = self.space_state()
        if s is None:
            return ()
        # (taken, a building resource's four choices give way to the person on the space;
        # elsewhere a person placed is a token over the picture, which stays as it was)
        taken = s.occupant >= 0 and s.space.action == "take_one_resource"
        early = self._future_groups() if self._early_rows() else ()
        return (s.space.gives, s.stock, s.choice if s.occupant >= 0 else "", taken, early,
                self._price_words(s))

    def _price_words(self, s: SpaceState) -> str:
        """The occupation space's price, in the goods row's place while nobody stands there
        (part of the strip's signature: kept from before, the old words stayed under the new
        ones once an occupation was played, "1st free…" over "Your next…", a tester)."""
        # (the 5-player "1 Occupation or Family Growth" names no price: a tester learnt it
        # only after paying; the 3- and 4-player cards name theirs)
        if (s.space.id not in ("occupation", "occupation-or-growth") or s.occupant >= 0
                or self.table.state.setup.family):
            return ""
        return occupation_words(self.table.state, s.space.occupation_food)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, layout.CARD_W, layout.CARD_H)

    @guarded
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()  # a click places a person here (``mouseReleaseEvent``)
        elif event.button() == Qt.MouseButton.RightButton and self.toolTip():
            event.accept()  # a right click reads the space (``mouseReleaseEvent``)
        else:
            event.ignore()

    @guarded
    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """A click on a space places the person to move there, as a drag of one does (a
        newcomer clicked the space, then the person and the space, and nothing happened)."""
        if event.button() == Qt.MouseButton.RightButton:
            # read as a card is (a tester right-clicked "1 Building Resource" to learn what
            # it gives, and nothing happened); shown once the button is up, which hides it
            QToolTip.showText(event.screenPos(), self.toolTip())
        elif event.button() == Qt.MouseButton.LeftButton and self.boundingRect().contains(
                event.pos()):
            self.table.report_space_click(self.current_id())

    def current_id(self) -> str:
        """The space shown here now ('' for a round card not yet revealed)."""
        if self.round_no:
            state = self.table.state
            card_id = state.setup.round_cards[self.round_no - 1]
            if self.round_no > state.round and state.space_index(card_id) < 0:
                return ""  # (a card may lay later rounds' cards out early: the Chamberlain,
                # whose owner was told "not revealed yet" for a card the coach named)
            return card_id
        return self.space_id

    def space_state(self) -> SpaceState | None:
        sid = self.current_id()
        if not sid:
            return None
        index = self.table.state.space_index(sid)
        return self.table.state.spaces[index] if index >= 0 else None

    def refresh_tooltip(self) -> None:
        s = self.space_state()
        if s is None:
            hint = tr("Round {r}: its action card is revealed at the start of the round.")
            text = hint.format(r=self.round_no)
            if self.round_no in HARVEST_ROUNDS:
                text = joined(text, tr("A harvest follows this round."))
            text += self._waiting_lines()
            coming = self._stage_left()
            if coming:  # one to a line: some names hold a comma themselves
                text += "<br>" + tr("Stage {s}, still to come:").format(
                    s=STAGE_OF_ROUND[self.round_no]) + "".join(f"<br>• {c}" for c in coming)
        else:
            text = f"<b>{space_name(s.space)}</b><br>{space_help(s.space)}"
            if not s.stock.is_empty():
                text += "<br>" + tr("Here now: {goods}").format(goods=goods_text(s.stock))
            if s.occupant >= 0:
                text += "<br>" + tr("Taken by {who}").format(
                    who=player_name(self.table.state, s.occupant))
                if s.choice:  # the half chosen, in words (the space shows its pictures)
                    text += " · " + option_text(s.choice)
            else:
                text += self._renovation_price(s.space.action)
                price = self.occupation_price()
                if price:
                    text += "<br>" + price
                text += self._why_not_here(s.space.id)
            if self.round_no > self.table.state.round:  # a card laid out early (Chamberlain)
                text += self._waiting_lines()
        if self.toolTip() != text:
            self.setToolTip(text)

    def _waiting_lines(self) -> str:
        """What waits on this round for a card, a line each: fences, goods to buy (promised
        goods are named in their owner's log and drawn on the space)."""
        state = self.table.state
        text = ""
        for who, fences in self._fences_here():
            text += "<br>" + trn("%n fence(s) of {who} here, waiting for a card.", fences).format(
                who=player_name(state, who))
        for who, card_id, goods, price in self._offers_here():
            text += "<br>" + tr("{card} of {who}: {goods} here, to buy for {price} as the "
                                "round begins.").format(
                card=card_name(card_id), who=player_name(state, who),
                goods=goods_text(goods), price=goods_text(price))
        return text

    def occupation_price(self) -> str:
        """"Occupation: free for Mei": what the next occupation costs the person to move on
        this space, in the full game ("" elsewhere).  The price showed only in the answer's
        button, once a person stood there (a tester)."""
        s = self.space_state()
        state = self.table.state
        if (s is None or not s.space.action.startswith("occupation") or state.setup.family
                or not 0 <= state.actor < len(state.players) or state.is_over):
            return ""
        p = state.players[state.actor]
        food = next_occupation_food(s.space.occupation_food, p)
        who = player_name(state, state.actor)
        if food <= 0:
            return tr("Occupation: free for {who}").format(who=who)
        return tr("Occupation: {food} for {who}").format(food=count_text(food, "food"),
                                                         who=who)

    def _renovation_price(self, action: str) -> str:
        """What a renovation costs the person to move now (a newcomer learned the price
        only from the log, after paying it: 1 clay or stone per room and 1 reed)."""
        state = self.table.state
        if not action.startswith("renovation") or not 0 <= state.actor < len(state.players):
            return ""
        from agricola_qt.engine.economy import renovation_cost

        p = state.players[state.actor]
        cost = renovation_cost(p)
        who = player_name(state, state.actor)  # (no "'s": the lesson's player is "You")
        if cost is None:
            return "<br>" + tr("{who}: the house is of stone already, nothing to renovate."
                               ).format(who=who)
        return "<br>" + trn("Renovation now: {cost} for a house of %n room(s) ({who}).",
                            p.farm.room_count).format(who=who, cost=goods_text(cost))

    def _stage_left(self) -> list[str]:
        """The names of this round's stage's cards not revealed yet (which of them comes in
        which round is hidden; that the stage holds them is not, as at the table, where the
        cards are sorted by stage and shuffled within it)."""
        state = self.table.state
        stage = STAGE_OF_ROUND[self.round_no]
        shown = set(state.setup.round_cards[:max(0, state.round)])
        return [space_name(space) for space in round_cards(state.setup.family)
                if space.stage == stage and space.id not in shown]

    def _why_not_here(self, space_id: str) -> str:
        """For the person to move: why a person cannot go here now ("" when one can)."""
        from agricola_qt.engine import Move, why_illegal
        from agricola_qt.ui.text import engine_text

        table = self.table
        state = table.state
        if (state.is_over or state.actor not in table.humans or table.locked
                or state.frame is not None):
            return ""
        reason = why_illegal(state, Move("place", (space_id,)))
        if reason is None:
            return "<br>" + tr("You may place a person here.")
        return "<br><i>" + tr("Not now: {why}").format(why=engine_text(reason, state)) + "</i>"

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: object = None) -> None:
        rect = self.boundingRect()
        s = self.space_state()
        if s is None:
            p.setBrush(QBrush(palette.HIDDEN_ROUND))
        else:
            colour = (palette.GREEN_CARD if self.green else palette.ROUND_CARD if self.round_no
                      else palette.BOARD)
            # a space taken this round is shaded: on a crowded 5-player board a person in its
            # corner alone left it looking free (a tester dropped a person on one)
            p.setBrush(QBrush(colour.darker(TAKEN_SHADE) if s.occupant >= 0 else colour))
        lit = s is not None and s.space.id in self.table.highlight_spaces
        p.setPen(QPen(palette.HIGHLIGHT_EDGE if lit else palette.BOARD_EDGE, 4 if lit else 1.2))
        p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 6, 6)
        if lit:
            p.fillRect(rect.adjusted(3, 3, -3, -3), palette.HIGHLIGHT)
        if self.round_no:
            self._paint_round_badge(p, rect)
        if s is None:
            p.setPen(palette.INK)
            set_readable(p, 9, bold=True)
            words = tr("Round {r}").format(r=self.round_no)
            if not fits_one_line(p, words, 9, rect.width() - 4, bold=True):
                words = str(self.round_no)  # centred and cut at both ends it read "ound 1"
            # above what waits there: a second row of it ran over "Round 13" (a tester)
            future = self._future_layout(rect)
            rise = 16 * max(self._future_rows(rect, future) - 1, 0)
            p.drawText(rect.adjusted(0, 10, 0, -rise), Qt.AlignmentFlag.AlignCenter, words)
            self._paint_future(p, future)
            return
        p.setPen(palette.INK)
        top = 17 if self.round_no else 3
        # the name may take the room of the goods row where the space has none and shows no
        # chosen half (a small table: "Renovation, then also Major or Minor Improvement"
        # had two lines and an ellipsis over an empty row); a person standing there covers
        # the end of its last line, as a worker on the printed board does
        bottom = _name_bottom(s, mark_rect(p, s))
        early = self._early_rows()
        if early:  # above the goods waiting there (``paint_stock``)
            bottom = max(bottom, 30 + 16 * (early - 1))
        box = QRectF(3, top, rect.width() - 6, rect.height() - bottom - top)
        name = space_name(s.space)
        for shorter in (short_space_name(s.space.name), shorter_space_name(s.space.name)):
            if not shorter or letters_fitted(p, box, name, 8.4, bold=True) >= letters(name):
                continue
            # cut short ("Renovation, then also 1 Major or Minor Impr…" at 1280x800): the
            # space's short name instead, whole (the tooltip keeps the full one)
            name = shorter
        fit_text(p, box, name, 8.4, bold=True)

    def paint_stock(self, p: QPainter) -> None:
        """The goods on the space (or, faded, what it gives) and the chosen half of an
        either/or space once a person took it."""
        s = self.space_state()
        if s is None:
            return
        if self._early_rows() and s.stock.is_empty():
            # a later round's card laid out early (the Chamberlain): what waits on it for
            # its round, as on a hidden card, in place of what it will give (the Well's
            # food went out of sight as the card was turned)
            self._paint_future(p, self._future_layout(self.boundingRect()))
        elif not s.stock.is_empty() and not s.space.gives.is_empty():
            # the reed gathered, then (faded) the stone and wood it gives besides: it showed
            # only the reed while free, only the stone and wood while taken (a tester)
            self.paint_goods(p, s.stock, s.space.gives)
        elif not s.stock.is_empty():
            self.paint_goods(p, s.stock)
        elif not s.space.gives.is_empty():
            p.setOpacity(0.55)
            self.paint_goods(p, s.space.gives)
            p.setOpacity(1.0)
        if s.space.action == "take_one_resource" and s.occupant < 0:
            self._paint_resource_choice(p, s.space.gives)
        price = self._price_words(s)
        if price:
            # what its occupations cost, as the printed board says it, in the goods row's
            # place (the price showed only once a person stood there; a tester); the green
            # cards' names say theirs ("1 Occupation (1/2 food)")
            p.setPen(palette.MUTED_INK)
            box = QRectF(5, layout.CARD_H - 44, layout.CARD_W - 10, 40)
            if s.space.id != "occupation" and letters_fitted(p, box, price, 5.8) < letters(price):
                # under the 5-player space's long name, on a laptop: "1/2 food", as the
                # 4-player card names its price ("… from the 3rd 2 f…" was cut)
                price = occupation_short(s.space.occupation_food)
            fit_text(p, box, price, 5.8)
        mark = mark_rect(p, s)
        if mark.isEmpty():
            return
        # the chosen half (the person itself is a token, WorkerToken) on a pale tab: the
        # goods taken as their pictures, another half in a word ("room": in words, "build a
        # room" and "take the food" were cut to "build a …" and "take the …" on a laptop)
        p.setPen(QPen(palette.BOARD_EDGE, 0.8))
        p.setBrush(QBrush(QColor(255, 255, 255, 200)))
        p.drawRoundedRect(mark, 4, 4)
        pictures = chosen_pictures(s.choice)
        for i, name in enumerate(pictures):
            good_icon(p, name, QRectF(mark.left() + 3 + PICTURE * i, mark.top() + 1, 16, 16))
        if not pictures:
            p.setPen(palette.INK)
            fit_text(p, mark.adjusted(4, 0, -2, 0), chosen_word(s.choice), 5.5,
                     align=Qt.AlignmentFlag.AlignLeft)

    @staticmethod
    def _paint_resource_choice(p: QPainter, gives: Goods) -> None:
        """"One of these": the four building resources, small and faded, beside what the
        space gives (the family game's Day Labourer showed its food alone, and testers
        missed the building resource that comes with it)."""
        kinds = sum(1 for _, count in gives.items() if count)
        left = 6 + 42.0 * kinds
        top = layout.CARD_H - 30
        p.setOpacity(0.55)
        if kinds:
            p.setPen(palette.INK)
            set_readable(p, 7, bold=True)
            p.drawText(QRectF(left - 8, top, 10, 27), Qt.AlignmentFlag.AlignCenter, "+")
        for i, good in enumerate(("wood", "clay", "reed", "stone")):
            good_icon(p, good, QRectF(left + 4 + 14 * (i % 2), top + 14 * (i // 2), 13, 13))
        p.setOpacity(1.0)

    @staticmethod
    def paint_goods(p: QPainter, goods: Goods, faded: Goods = NOTHING) -> None:
        """The row of goods on the space (``ui/warm_up.py`` draws next round's in advance),
        then ``faded`` after them, what the space gives besides.  Three kinds (1 Reed, 1
        Stone and 1 Food) sit closer: at the usual pitch the third ran off the space's edge."""
        solid = sum(1 for _, count in goods.items() if count)
        kinds = solid + sum(1 for _, count in faded.items() if count)
        pitch = min(42.0, (layout.CARD_W - 12) / max(kinds, 1))
        goods_row(p, goods, QPointF(6, layout.CARD_H - 26), 21, per_row=3, pitch=pitch)
        if not faded.is_empty():
            p.setOpacity(0.55)
            goods_row(p, faded, QPointF(6 + solid * pitch, layout.CARD_H - 26), 21,
                      per_row=3, pitch=pitch)
            p.setOpacity(1.0)

    def worker_point(self) -> QPointF:
        """Where a person on this space stands (the middle of its token), in the space's
        coordinates (``_worker_y``)."""
        s = self.space_state()
        return QPointF(layout.CARD_W - 18, _worker_y(Goods() if s is None else _goods_shown(s)))

    def _paint_round_badge(self, p: QPainter, rect: QRectF) -> None:
        state = self.table.state
        current = self.round_no == state.round
        harvest = self.round_no in HARVEST_ROUNDS
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(QColor("#3D6B2F") if current else QColor("#7C6F55")))
        badge = QRectF(2, 2, 30, 15)
        p.drawRoundedRect(badge, 4, 4)
        p.setPen(QColor("white"))
        set_readable(p, 6.5, bold=True)
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.round_no))
        if harvest:  # a sheaf marker: harvest after this round
            p.setBrush(QBrush(QColor("#D9A400")))
            p.setPen(QPen(palette.INK, 0.8))
            sheaf = QRectF(rect.width() - 17, 2, 15, 15)
            p.drawEllipse(sheaf)
            set_readable(p, 5.5, bold=True)
            # (the harvest's initial: 收 in Chinese, where an English "H" told nothing)
            p.drawText(sheaf, Qt.AlignmentFlag.AlignCenter, tr("H"))

    def _future_groups(self) -> tuple[list[tuple[int, list[tuple[str, int]]]], int]:
        """What waits on this round for each player: their promised goods added up, a card's
        fences, then goods to buy (from the index returned)."""
        promised: dict[int, Goods] = {}
        for f in self.table.state.future:
            if f.round == self.round_no:
                promised[f.player] = promised.get(f.player, Goods()) + f.goods
        groups: list[tuple[int, list[tuple[str, int]]]] = [
            (who, list(goods.items())) for who, goods in promised.items()]
        groups += [(who, [("fences", n)]) for who, n in self._fences_here()]  # a card's fences
        offered = len(groups)
        groups += [(who, list(goods.items())) for who, _, goods, _ in self._offers_here()]
        return groups, offered

    @staticmethod
    def _future_spots(groups: list[tuple[int, list[tuple[str, int]]]], rect: QRectF
                      ) -> list[QPointF]:
        """Where each group starts, in rows from the foot up as they need."""
        x, y = 6.0, rect.height() - 22
        spots = []
        for _, items in groups:
            width = 15 + 31 * len(items)
            if x > 6.0 and x + width > rect.width() - 4:
                x, y = 6.0, y - 16
            spots.append(QPointF(x, y))
            x += width + 4
        return spots

    def _future_layout(self, rect: QRectF) -> FutureLayout:
        groups, offered = self._future_groups()
        return groups, offered, self._future_spots(groups, rect)

    def _early_rows(self) -> int:
        """The rows of goods waiting on a later round's card laid out early (0 for any other
        space, or none waiting)."""
        if not self.round_no or self.round_no <= self.table.state.round:
            return 0
        future = self._future_layout(self.boundingRect())
        return self._future_rows(self.boundingRect(), future) if future[0] else 0

    def _future_rows(self, rect: QRectF, layout_: FutureLayout | None = None) -> int:
        spots = (layout_ or self._future_layout(rect))[2]
        return len({round(spot.y()) for spot in spots})

    def _paint_future(self, p: QPainter, future: FutureLayout) -> None:
        """Goods promised on this round (e.g. the Well's food), with the owner's token: one
        group per player (their goods added up), in rows from the foot up as they need (three
        cards' goods on one space ran past its edge, a player's food out of sight)."""
        groups, offered, spots = future
        for group, ((who, items), spot) in enumerate(zip(groups, spots, strict=True)):
            x, y = spot.x(), spot.y()
            width = 15 + 31 * len(items)
            if group >= offered:
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QPen(palette.MUTED_INK, 1, Qt.PenStyle.DashLine))
                p.drawRoundedRect(QRectF(x - 2, y - 1.5, width - 1, 17), 3, 3)
            token(p, self.table.slot(who), QRectF(x, y, 14, 14))
            x += 15
            for name, count in items:
                if name == "fences":
                    p.setPen(QPen(palette.FENCE, 3, Qt.PenStyle.SolidLine,
                                  Qt.PenCapStyle.RoundCap))
                    p.drawLine(QLineF(x + 1, y + 12, x + 13, y + 3))
                else:
                    good_icon(p, name, QRectF(x, y, 14, 14))
                p.setPen(palette.INK)
                set_readable(p, 6)
                p.drawText(QRectF(x + 15, y, 16, 14), Qt.AlignmentFlag.AlignVCenter,
                           str(count))
                x += 31

    def _fences_here(self) -> tuple[tuple[int, int], ...]:
        """(player, fences) waiting on this round's space for a card (Fence Deliveryman)."""
        return self.table.fences_waiting(self.round_no)

    def _offers_here(self) -> tuple[tuple[int, str, Goods, Goods], ...]:
        """(player, card, goods, price) a card keeps on this round's space to buy."""
        return self.table.offers_waiting(self.round_no)

    @guarded
    def hoverEnterEvent(self, event: object) -> None:  # noqa: N802 (Qt naming)
        self.refresh_tooltip()


class MajorItem(QGraphicsObject):
    """One major improvement on its board; greyed with the owner's token once bought."""

    def __init__(self, table: TableScene, card_id: str) -> None:
        super().__init__()
        self.table = table
        self.card_id = card_id
        self.setAcceptHoverEvents(True)
        self.setToolTip(card_help(card_id))
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        # the owner's token or the "you can pay for it" mark: it changes with whose turn it
        # is, the card's face does not
        w, h = layout.MAJOR_W, layout.MAJOR_H
        self.corner = Strip(self, QRectF(w - 26, h - 26, 24, 24), self.paint_corner,
                            self.corner_signature)

    def signature(self) -> object:
        return (self.owner() >= 0, self.card_id in self.table.highlight_majors)

    def corner_signature(self) -> object:
        # tagged: the owner's slot 0 and "not affordable" (False) compared equal, so a card
        # given back (a Fireplace for a Cooking Hearth, an undone purchase, a new game) kept
        # the token of its last owner
        owner = self.owner()
        if owner >= 0:
            return "owner", self.table.slot(owner)
        return "free", self.card_id in self.table.affordable_majors

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, layout.MAJOR_W, layout.MAJOR_H)

    def owner(self) -> int:
        for i, pl in enumerate(self.table.state.players):
            if self.card_id in pl.cards:
                return i
        return -1

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: object = None) -> None:
        rect = self.boundingRect()
        owner = self.owner()
        lit = self.card_id in self.table.highlight_majors
        p.setBrush(QBrush(QColor("#E6D3A3") if owner < 0 else QColor("#BDB6A4")))
        p.setPen(QPen(palette.HIGHLIGHT_EDGE if lit else palette.BOARD_EDGE, 4 if lit else 1))
        p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 5, 5)
        if lit:
            p.fillRect(rect.adjusted(3, 3, -3, -3), palette.HIGHLIGHT)
        c = card(self.card_id)
        # the points in a disc at the top right, as on the cards, so that the name has the
        # height down to the cost: on a laptop's table "Basketmaker's Workshop" needs three
        # lines at the smallest readable size (a row of its own for "2 pt" left it two, and
        # the name read "Basketmak…")
        number = set_readable(p, 6.5, bold=True)
        disc = max(15.0, QFontMetricsF(number).height() * 1.05)
        circle = QRectF(rect.width() - disc - 3, 3, disc, disc)
        p.setBrush(QBrush(QColor("#FFF6D5")))
        p.setPen(QPen(palette.INK, 0.8))
        p.drawEllipse(circle)
        p.drawText(circle, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip,
                   str(c.points))
        p.setPen(palette.INK)
        fit_text_beside(p, QRectF(3, 2, rect.width() - 6, rect.height() - 24), disc + 2,
                        card_name(self.card_id), 7, bold=True)
        cost = getattr(c, "cost", None)
        if cost is not None:
            goods_row(p, cost, QPointF(5, rect.height() - 22), 17, per_row=3)

    def paint_corner(self, p: QPainter) -> None:
        rect = self.boundingRect()
        owner = self.owner()
        if owner >= 0:
            token(p, self.table.slot(owner), QRectF(rect.width() - 24, rect.height() - 24, 20, 20))
        elif self.card_id in self.table.affordable_majors:  # the person to move can pay for it
            mark = QRectF(rect.width() - 20, rect.height() - 20, 15, 15)
            p.setBrush(QBrush(QColor("#2E9E4F")))
            p.setPen(QPen(QColor("#FFFFFF"), 1))
            p.drawEllipse(mark)
            p.setPen(QPen(QColor("#FFFFFF"), 1.8))
            p.drawLine(QPointF(mark.left() + 3.5, mark.center().y()),
                       QPointF(mark.center().x() - 1, mark.bottom() - 4))
            p.drawLine(QPointF(mark.center().x() - 1, mark.bottom() - 4),
                       QPointF(mark.right() - 3, mark.top() + 3.5))

    def refresh_tooltip(self) -> None:
        text = card_help(self.card_id)
        if self.owner() < 0 and self.card_id in self.table.affordable_majors:
            text += "<br><i>" + tr("You can pay for it now.") + "</i>"
        if self.toolTip() != text:
            self.setToolTip(text)

    @guarded
    def hoverEnterEvent(self, event: object) -> None:  # noqa: N802 (Qt naming)
        self.refresh_tooltip()

    @guarded
    def hoverLeaveEvent(self, event: object) -> None:  # noqa: N802 (Qt naming)
        self.table.cards.hide_preview(self.card_id)

    @guarded
    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            return  # (see mousePressEvent)
        self.unsetCursor()
        if self.boundingRect().contains(event.pos()):
            self.table.report_major_click(self.card_id)
        elif self.owner() < 0:  # dragged away: onto an action space, a person buys it there
            self.table.report_major_drop(self.card_id, event.scenePos())

    @guarded
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            # a right click reads the card (its large face), as a hand card's does: it
            # bought a tester's Fireplace while they wanted to read it
            self.table.cards.preview_item.show_card(self.card_id, near=self.sceneBoundingRect())
        elif self.owner() < 0:
            # the card stays on its board (it is the board's, not a piece); the hand says
            # it is held until it is let go over a space
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
        event.accept()


class HeaderItem(QGraphicsObject):
    """Round, stage, next harvest, turn order and whose turn it is."""

    def __init__(self, table: TableScene) -> None:
        super().__init__()
        self.table = table
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        # the round's line and each seat of the turn order are kept pictures of their own:
        # a placement changes one seat's count, a turn two seats' rings
        h = layout.HEADER_H
        self.round_strip = Strip(self, QRectF(4, 0, 592, h), self._paint_round,
                                 lambda: round_line(self.table.state))
        players = len(table.state.players)
        self.setAcceptHoverEvents(True)  # the turn order's counts explained (``hoverEnter``)
        self.seat_w = seat_width(players)
        self.seats = [Strip(self, QRectF(SEATS_X + k * self.seat_w - 4, 0, self.seat_w, h),
                            functools.partial(self._paint_seat, k),
                            functools.partial(self._seat_signature, k))
                      for k in range(players)]

    def signature(self) -> object:
        return True  # the frame and "Turn order:" (a new language draws everything again)

    @guarded
    def hoverEnterEvent(self, event: object) -> None:  # noqa: N802 (Qt naming)
        # "(2/3)" beside a name was read by a newcomer as nothing in particular
        self.setToolTip(tr("The turn order of this round, from the starting player. In "
                           "brackets: the people still to place this round, of the people in "
                           "the family."))

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, layout.SCENE_W - 2 * layout.MARGIN, layout.HEADER_H)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: object = None) -> None:
        rect = self.boundingRect()
        p.setBrush(QBrush(QColor("#F6EFD9")))
        p.setPen(QPen(palette.BOARD_EDGE, 1))
        p.drawRoundedRect(rect, 6, 6)
        p.setPen(palette.INK)
        set_readable(p, 8.5)
        width = self._label_width(p)  # right-aligned against the seats: it never runs into
        # them, and the round's line gets what is left (in a small window fonts are larger
        # than the table's scale, and both were cut off: "after rou", "Turn orde")
        p.drawText(QRectF(LABEL_END - width - 2, 0, width + 4, rect.height()),
                   Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                   tr("Turn order:"))

    @staticmethod
    def _label_width(p: QPainter) -> float:
        return QFontMetricsF(readable(p, 8.5)).horizontalAdvance(tr("Turn order:"))

    def _paint_round(self, p: QPainter) -> None:
        p.setPen(palette.INK)
        f = set_readable(p, 10, bold=True)
        room = min(580.0, LABEL_END - self._label_width(p) - 12 - 10)
        metrics = QFontMetricsF(f)
        lines = round_lines(self.table.state)
        line = next((t for t in lines if metrics.horizontalAdvance(t) <= room), lines[-1])
        text = metrics.elidedText(line, Qt.TextElideMode.ElideRight, room)
        p.drawText(QRectF(10, 0, room + 2, layout.HEADER_H), Qt.AlignmentFlag.AlignVCenter,
                   text)

    def _seat_of(self, k: int) -> int:
        """The player in the ``k``-th seat of the turn order (-1: no such seat)."""
        order = self.table.state.turn_order()
        return order[k] if k < len(order) else -1

    def _seat_signature(self, k: int) -> object:
        state = self.table.state
        i = self._seat_of(k)
        if i < 0:
            return ()
        pl = state.players[i]
        return (i, i == self.table.to_move, self.table.slot(i), player_name(state, i),
                home_now(state, pl), pl.people, pl.idle)

    def _paint_seat(self, k: int, p: QPainter) -> None:
        """The ``k``-th seat of the turn order, ringed when it is that player's turn."""
        state = self.table.state
        i = self._seat_of(k)
        if i < 0:
            return
        h = layout.HEADER_H
        to_move = i == self.table.to_move
        slot = self.table.slot(i)
        pl = state.players[i]
        # a guest (the Guest's token, idle below 0) is one more to place: "(4/3)" otherwise;
        # at the harvest the newborns are home too, as the farm's "home 3/3" says (the bar
        # said "(2/3)" beside it, a tester)
        count = f" ({home_now(state, pl)}/{pl.people + pl.guests})"
        name = player_name(state, i)
        text = name + count

        seat_w = self.seat_w

        def draw(q: QPainter, _: QRectF) -> None:
            x = 4.0  # the seat's left edge in its strip (SEATS_X + k * seat_w on the header)
            fm = QFontMetricsF(set_readable(q, 8.5, bold=to_move))
            # a long name gives way to the count of people at home, which is what changes
            shown = fm.elidedText(name, Qt.TextElideMode.ElideRight,
                                  seat_w - 36 - fm.horizontalAdvance(count)) + count
            if to_move:  # the ring round the token and the words, not the seat's whole room
                q.setBrush(Qt.BrushStyle.NoBrush)
                q.setPen(QPen(palette.HIGHLIGHT_EDGE, 3))
                ring = min(seat_w - 6, 24 + fm.horizontalAdvance(shown) + 12)
                q.drawRoundedRect(QRectF(x - 3, 3, ring, h - 6), 6, 6)
            token(q, slot, QRectF(x, 8, 20, 20))
            q.setPen(palette.INK)
            q.drawText(QRectF(x + 24, 0, seat_w - 30, h), Qt.AlignmentFlag.AlignVCenter, shown)

        # a kept picture per seat and count: each move changes a seat or two, to a picture
        # the table has mostly shown before
        paint_composed(p, ("seat", slot, text, to_move, seat_w),
                       QRectF(SEATS_X + k * seat_w - 4, 0, seat_w, h), draw)


SEATS_X, SEAT_W = 696.0, 156.0  # where the turn order's seats start, and each one's width
LABEL_END = SEATS_X - 8  # where "Turn order:" ends


def seat_width(players: int) -> float:
    """A seat's room in the turn order: the header's room shared out, up to twice the
    5-player seat (at 156 each, a small window cut "Player 1" to "Playe…" in a 2-player
    game with the header's right half empty)."""
    room = layout.SCENE_W - 2 * layout.MARGIN - SEATS_X - 4
    return max(SEAT_W, min(2 * SEAT_W, room / max(players, 1)))
