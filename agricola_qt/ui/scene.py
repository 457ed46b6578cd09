"""The table: one QGraphicsScene holding every board, farmyard and piece.

The scene shows a ``GameState`` and turns mouse work into ``Gesture`` signals; the controller
decides what they mean.  It never changes the game itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from attrs import frozen
from PySide6.QtCore import QPointF, QRectF, QSizeF, QTimer, Signal
from PySide6.QtGui import QBrush, QCursor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneHelpEvent, QToolTip

from agricola_qt.engine import GameState, Move, legal_moves
from agricola_qt.engine.cards.registry import CARDS, MAJOR_IDS, card
from agricola_qt.engine.farmwork import card_fields
from agricola_qt.engine.farmyard import STARTING_ROOMS
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.grid import CELL_COUNT, CELL_NAMES, parse_cell
from agricola_qt.engine.spaces import LAST_ROUND, board_spaces
from agricola_qt.engine.state import MAX_PEOPLE, WORK, PlayerState
from agricola_qt.ui import layout, palette
from agricola_qt.ui.animal_items import AnimalLayer, AnimalToken
from agricola_qt.ui.board_items import HeaderItem, MajorItem, SpaceItem
from agricola_qt.ui.card_face import CardItem
from agricola_qt.ui.card_layer import CardLayer, major_openers
from agricola_qt.ui.farm_item import FarmItem, cell_rect, home_now, turn_ring
from agricola_qt.ui.hand_strip import HandStrip
from agricola_qt.ui.text import card_name, engine_text, tr
from agricola_qt.ui.tokens import (
    TOKEN,
    WORKER,
    DragToken,
    GoodToken,
    PersonItem,
    TileItem,
    WorkerToken,
)

COOKABLE = ("veg", "sheep", "boar", "cattle")
PERSON_MARGIN = 8.0  # farm units between a person at home and the edge of the room's cell
LODGER_Z = 60.0  # a person on a card: over the cards (20 on), under one pointed at (90)
GROWTH_SPACES = frozenset({"family-growth", "urgent-family-growth"})
GROW_OPTION = "choose grow"  # the answer on an either space ("occupation or growth") that grows
TILE_VERBS = {"field": "plow", "room": "room", "stable": "stable", "grain": "sow", "veg": "sow"}
LIT_FIRST = ("room", "plow", "sow", "stable")  # whose cells are lit when several may be built


def is_cell(text: str) -> bool:
    return text in CELL_NAMES


GestureKind = Literal["place", "tile", "cell", "fences", "fence-stroke", "major", "cook",
                      "card", "card-click"]


@frozen
class RoundWaiting:
    """What the players' cards keep on one round's space: fences (player, count) and goods
    to buy as the round begins (player, card, goods, price)."""

    fences: tuple[tuple[int, int], ...] = ()
    offers: tuple[tuple[int, str, Goods, Goods], ...] = ()


NOTHING_WAITING = RoundWaiting()


@frozen
class Gesture:
    """What the hand did: ``kind`` is one of ``GestureKind``."""

    kind: GestureKind
    player: int = -1
    target: str = ""  # space id, cell name or card id
    detail: str = ""  # tile kind; fence edge mask as a number


def resting_words(state: GameState) -> str:
    """A resting person's tooltip, with the cards that keep people home ("Sits this round
    out (Ratcatcher)."; the bare sentence left a player guessing why)."""
    cards = resting_cards(state)
    if not cards:
        return tr("Sits this round out.")
    return tr("Sits this round out ({cards}).").format(
        cards=tr(", ").join(card_name(c) for c in cards))


def lodgers_home(pl: PlayerState, free: int) -> list[str]:
    """The card each person at home and free to act lives on, the last of them first (a
    person living on a card is placed after the family: the Reed Hut's occupant), as many
    as are still at home; the others live in the house."""
    lodging = [c for c in pl.cards for _ in range(card(c).lodgers(pl))]
    return lodging[:free]


def home_slots(tokens: Sequence[PersonItem], home: int, rooms: int) -> list[int | None]:
    """Where each of the first ``home`` people stands at home (slot ``s``: the ``s % rooms``-th
    room, and past the rooms a second place in it), None for the others.  A person keeps
    the place they stood on while still at home: the one dragged out leaves their place
    empty, where the last place emptied (a tester dragged the person on a2 away and the
    one on a3 vanished)."""
    out: list[int | None] = [None] * len(tokens)
    taken: set[int] = set()
    for k in range(min(home, len(tokens))):
        s = tokens[k].slot
        if s is not None and not tokens[k].parked and (s < rooms or s < home) and s not in taken:
            out[k] = s
            taken.add(s)
    free = (s for s in range(len(tokens) + rooms) if s not in taken)
    for k in range(min(home, len(tokens))):
        if out[k] is None:
            out[k] = next(free)
    return out


def lodger_words(card_id: str) -> str:
    """A tooltip for the person living on a card."""
    return tr("Lives on {card}: takes actions and must be fed, but is no family member "
              "and scores no points.").format(card=card_name(card_id))


def resting_cards(state: GameState) -> list[str]:
    """The cards in play that keep people home this round (each once)."""
    return list(dict.fromkeys(c for p in state.players for c in p.cards
                              if CARDS.get(c) is not None and CARDS[c].rests_people))


class TableScene(QGraphicsScene):
    gesture = Signal(object)
    message = Signal(str)
    # a drop refused, with why (also a ``message``; see ``refuse``); "" takes it back
    refused = Signal(str)

    def __init__(self, state: GameState, parent: object = None) -> None:
        super().__init__(parent)
        self.state = state
        self.version = 0
        self.humans: set[int] = set(range(len(state.players)))
        self.colours: tuple[int, ...] = ()  # palette slot per seat (default: seat order)
        self.private_for: int | None = None
        self.shown_hands: set[int] = set()  # hands always face up (a replay's people)
        self.every_hand_open = False  # a replay of a finished game: the computers' hands too
        # whose turn the table rings when it is not the state's actor: a finished turn that
        # waits for "End turn" (after a feeding the engine has already moved on)
        self.turn_owner: int | None = None
        self.locked = False  # e.g. while the hand-off screen is up
        # (state version, round -> what cards keep there): ``fences_waiting``, ``offers_waiting``
        self._round_waiting: tuple[int, dict[int, RoundWaiting]] = (-1, {})
        self.highlight_spaces: set[str] = set()
        self.highlight_majors: set[str] = set()
        # (player, card): played cards whose offers their owner declined for the game
        self.declined_cards: frozenset[tuple[int, str]] = frozenset()
        self.affordable_majors: set[str] = set()
        self.highlight_cells: dict[int, int] = {}
        self.arriving: set[str] = set()  # spaces a computer's person is gliding to
        # a hand card clicked to be played: the next click on a lit space plays it there
        self.chosen_card = ""
        # a tile of the palette clicked (a room, a field...): the next cell clicked takes it
        self.chosen_tile = ""
        # each space's occupant at the last placing of the workers, and each player's space
        # taken last: a newborn a card brings stands there (``place_workers``)
        self._occupants: dict[str, int] = {}
        self._placed_last: dict[int, str] = {}
        self._born_at: dict[int, list[str]] = {}  # the space each newborn stands on
        self.fence_stroke: dict[int, int] = {}
        # the drawing as it was before each stroke of it (Ctrl+Z takes the last one back)
        self.stroke_history: dict[int, list[int]] = {}
        self.stroke_regions: dict[int, int] = {}
        self._legal: list[Move] | None = None
        self.setBackgroundBrush(QBrush(palette.TABLE))
        # after a redraw, when the table is idle: next round's piles (ui/warm_up.py)
        self._warmed: tuple[object, ...] | None = None
        self._warm_timer = QTimer(self)
        self._warm_timer.setSingleShot(True)
        self._warm_timer.timeout.connect(self._warm_up)
        self._build()
        self.set_state(state)

    # --- building ------------------------------------------------------------------------
    def _build(self) -> None:
        state = self.state
        self.shape = table_shape(state)
        n = len(state.players)
        family = state.setup.family
        self.setSceneRect(layout.scene_rect(n, family))
        self.header = HeaderItem(self)
        self.header.setPos(layout.MARGIN, 2)
        self.addItem(self.header)
        self.space_items: list[SpaceItem] = []
        board = {space.id for space in board_spaces(n, state.setup.family)}
        green = printed = 0
        from_cards: list[SpaceItem] = []  # spaces a card brought (Master Forester, Tavern)
        for s in state.spaces:
            if s.space.stage:
                continue
            is_green = s.space.id not in _PRINTED_IDS
            item = SpaceItem(self, s.space.id, green=is_green)
            if s.space.id not in board:
                from_cards.append(item)
            elif is_green:
                item.setPos(layout.green_slot(green))
                green += 1
            else:
                item.setPos(layout.printed_slot(printed))
                printed += 1
            self.addItem(item)
            self.space_items.append(item)
        for k, item in enumerate(from_cards):
            item.setPos(layout.card_space_slot(k, green, printed))
        for r in range(1, LAST_ROUND + 1):
            item = SpaceItem(self, round_no=r)
            item.setPos(layout.round_slot(r))
            self.addItem(item)
            self.space_items.append(item)
        self.major_items = []
        for i, major in enumerate(MAJOR_IDS):
            m_item = MajorItem(self, major)
            m_item.setPos(layout.major_slot(i))
            self.addItem(m_item)
            self.major_items.append(m_item)
        scale = layout.farm_scale(n, family)
        self.farm_items: list[FarmItem] = []
        for i in range(n):
            farm = FarmItem(self, i)
            farm.setScale(scale)
            farm.setPos(layout.farm_origin(i, n, family))
            self.addItem(farm)
            self.farm_items.append(farm)
        self.ring = turn_ring(scale, self.farm_items[0].rect)
        self.addItem(self.ring)
        self.people: list[list[PersonItem]] = []
        self._person_scale = min(scale, 1.3)
        self._lodgers: list[tuple[PersonItem, int, str]] = []  # (person, seat, card)
        for i in range(n):
            tokens = []
            for _ in range(MAX_PEOPLE):
                person = PersonItem(self, i)
                person.setScale(self._person_scale)
                self.addItem(person)
                tokens.append(person)
            self.people.append(tokens)
        # the people out at work, on their spaces (more are made if a card sends more)
        self.workers: list[list[WorkerToken]] = []
        self.baby_tokens: list[list[WorkerToken]] = [[] for _ in range(n)]  # newborns
        for i in range(n):
            self.workers.append([WorkerToken(self, i) for _ in range(MAX_PEOPLE)])
            for worker in self.workers[i]:
                worker.setVisible(False)
                self.addItem(worker)
        self.tiles: dict[str, TileItem] = {}
        for k, kind in enumerate(("field", "room", "stable", "grain", "veg")):
            tile = TileItem(self, kind)
            tile.set_home(QPointF(layout.TRAY_X + layout.TRAY_W / 2,
                                  layout.BOARD_TOP + 34 + k * 80))
            self.addItem(tile)
            self.tiles[kind] = tile
        self.cook_tokens: dict[str, GoodToken] = {}
        for good in COOKABLE:
            token = GoodToken(self, good)
            token.setScale(scale)
            token.setVisible(False)
            self.addItem(token)
            self.cook_tokens[good] = token
        self.hand_strip: HandStrip | None = None
        if layout.has_hand_strip(n, family):
            self.hand_strip = HandStrip(self, layout.hand_strip_rect(n, family))
            self.addItem(self.hand_strip)
        self.animals = AnimalLayer(self)
        self.cards = CardLayer(self)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        """The table and the empty farm boards: they never change during a game, and the
        view keeps them as one picture (the pieces on them are copied over it)."""
        super().drawBackground(painter, rect)
        for farm in getattr(self, "farm_items", ()):
            if farm.sceneBoundingRect().intersects(rect):
                painter.save()
                painter.setWorldTransform(farm.sceneTransform(), True)
                FarmItem.paint_board(painter, farm.rect)
                painter.restore()

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:  # noqa: N802 (Qt naming)
        """A card shows itself enlarged (``CardPreview``) rather than a tooltip.  Qt shows the
        tooltip of the topmost item that has one, and the farm board under a hand keeps the
        tooltip of the last cell the pointer crossed: over a card that read "a2: a wood room"."""
        if self.tip_at(event.scenePos()) is None:
            QToolTip.hideText()
            event.accept()
            return
        super().helpEvent(event)

    # --- showing a state ------------------------------------------------------------------
    @property
    def legal(self) -> list[Move]:
        if self._legal is None:
            self._legal = legal_moves(self.state)
        return self._legal

    @property
    def to_move(self) -> int:
        """The player whose turn the table shows (ringed board, ringed seat)."""
        return self.state.actor if self.turn_owner is None else self.turn_owner

    def zoom_focus(self) -> QRectF | None:
        """What a zoom out of the fitted table brings into sight (``TableView.set_zoom``):
        the board of the person whose turn it is, else of the first person at the table."""
        seat = self.to_move if self.to_move in self.humans else min(self.humans, default=None)
        if seat is None or not 0 <= seat < len(self.farm_items):
            return None
        return self.farm_items[seat].sceneBoundingRect()

    def hand_open(self, player: int) -> bool:
        """Is ``player``'s hand drawn face up?  During a game only for the person whose
        private view is on (never a computer's hand, never another person's); once the game
        is over every hand, the computers' too, as cards are shown round the table after a
        game (a review of a finished game showed "12 hidden cards" for each computer)."""
        if player in self.shown_hands or self.state.is_over or self.every_hand_open:
            return True  # (a replay: people's hands; of a finished game, every hand)
        if player not in self.humans:
            return False
        return self.private_for == player

    def strip_seat(self) -> int | None:
        """Whose hand lies in the hand strip: the person's whose private view is on (other
        open hands, at the end of a game or in a replay of several people's, stay on their
        boards); in a replay of one person's game, that person's."""
        if self.hand_strip is None:
            return None
        seat = self.private_for
        if seat is None and len(self.shown_hands) == 1:
            seat = next(iter(self.shown_hands))
        if seat is None:
            return None
        return seat if 0 <= seat < len(self.state.players) and self.hand_open(seat) else None

    def set_state(self, state: GameState) -> None:
        rebuilt = table_shape(state) != getattr(self, "shape", None)
        if rebuilt:  # another table: new boards, farms and pieces, then show everything afresh
            self.state = state
            self.clear()
            self._build()
        if state is self.state and self.version and not rebuilt:
            self.affordable_majors = self._affordable_majors()  # locked or open again
            self._show_tiles()
            self.cards.sync()  # whose hand is open may have changed (a hand-off)
            self._seat_lodgers()
            self.refresh()
            return
        self.state = state
        self._legal = None
        self.version += 1
        self.chosen_card = ""
        self.chosen_tile = ""
        self.highlight_spaces = set()
        self.highlight_cells = self._asked_cells()
        self.fence_stroke = {}
        self.stroke_history = {}
        self.stroke_regions = {}
        self.highlight_majors = self._buyable_majors()
        self.affordable_majors = self._affordable_majors()
        self._place_people()
        self.animals.sync()
        self.cards.sync()
        self._seat_lodgers()
        self._show_tiles()
        self.refresh()
        self._warm_timer.start(0)
        # (once the window has laid the table out for the new position)
        QTimer.singleShot(0, self.renew_tooltip)

    def renew_tooltip(self) -> None:
        """A tooltip up while the position changes is shown again with the new position's
        words, or hidden (a tester's supply tooltip kept the numbers of before a move)."""
        if not QToolTip.isVisible():
            return
        for view in self.views():
            viewport = view.viewport()
            local = viewport.mapFromGlobal(QCursor.pos())
            if not viewport.rect().contains(local):
                continue
            text = self.tip_at(view.mapToScene(local))
            if not text:  # (None: a card's enlarged picture, not a tooltip)
                QToolTip.hideText()
            elif text != QToolTip.text():
                QToolTip.showText(QCursor.pos(), text, viewport)
            return

    def tip_at(self, pos: QPointF) -> str | None:
        """The tooltip Qt would show at ``pos``, the farm boards' worked out anew (None over
        a card: see ``helpEvent``).  None too while a card shows large: Qt counts the pixel
        round the pointer for hovering but only the point for this, and on the gap beside a
        card's edge its large face stood under the board's list of all the cards (s138)."""
        if self.cards.preview_item.isVisible():
            return None
        for item in self.items(pos):
            if isinstance(item, CardItem) and item.isVisible():
                return None
            if isinstance(item, FarmItem):
                item.renew_tip(item.mapFromScene(pos))
            if item.toolTip():
                return item.toolTip()
        return ""

    def _warm_up(self) -> None:
        """Once a round (and again after a zoom): draw next round's piles in advance."""
        from agricola_qt.ui.warm_up import warm_next_round

        views = self.views()
        if not views:
            return
        t = views[0].viewportTransform()
        key = (id(self.state.setup), self.state.round, t.m11(), t.m22(), t.dx(), t.dy())
        if key != self._warmed:
            self._warmed = key
            warm_next_round(self)

    def _asked_cells(self) -> dict[int, int]:
        """A card asking its owner for a cell of their farm (Mini Pasture, a hut extension):
        the cells it offers, lit (its buttons named cells the table may not show).  So too
        the cells of a decision made on the farm with one kind of tile (ploughing, a room,
        a stable, sowing): a newcomer told to drag a field tile "or click a cell" looked
        for the tile in the table's corner and saw no cell that would do."""
        frame, actor = self.state.frame, self.state.actor
        if frame is None or actor not in self.humans or self.locked:
            return {}
        mask = 0
        if frame.kind == "card":
            for option in frame.options:
                if is_cell(option):
                    mask |= 1 << parse_cell(option)
        else:
            cells: dict[str, int] = {}
            for m in self.legal:
                if m.args and is_cell(m.args[0]):
                    cells[m.verb] = cells.get(m.verb, 0) | 1 << parse_cell(m.args[0])
            if set(cells) <= set(TILE_VERBS.values()):
                # several kinds (a room or a stable): where the first of them may go, a
                # room's cells before a stable's (rooms and stables lit nothing, and two
                # testers looked for where the room could go)
                mask = next((cells[v] for v in LIT_FIRST if v in cells), 0)
        return {actor: mask} if mask else {}

    def fences_waiting(self, round_no: int) -> tuple[tuple[int, int], ...]:
        """(player, fences) a card keeps on round ``round_no``'s space (the Fence
        Deliveryman's)."""
        return self._waiting_on(round_no).fences

    def offers_waiting(self, round_no: int) -> tuple[tuple[int, str, Goods, Goods], ...]:
        """(player, card, goods, price) a card keeps on round ``round_no``'s space for its
        owner to buy as the round begins (the Greenhouse's vegetable)."""
        return self._waiting_on(round_no).offers

    def _waiting_on(self, round_no: int) -> RoundWaiting:
        """What the cards keep on each round's space, worked out once per position: every
        refresh asks each round space."""
        if self._round_waiting[0] != self.version:
            fences: dict[int, list[tuple[int, int]]] = {}
            offers: dict[int, list[tuple[int, str, Goods, Goods]]] = {}
            for i, pl in enumerate(self.state.players):
                # (only a round not yet begun shows them: a begun one shows its card)
                for r in range(self.state.round + 1, LAST_ROUND + 1):
                    n = sum(card(c).fences_on_round(pl, r) for c in pl.cards)
                    if n:
                        fences.setdefault(r, []).append((i, n))
                    for c in pl.cards:
                        goods, price = card(c).offer_on_round(pl, r)
                        if not goods.is_empty():
                            offers.setdefault(r, []).append((i, c, goods, price))
            self._round_waiting = (self.version, {
                r: RoundWaiting(tuple(fences.get(r, ())), tuple(offers.get(r, ())))
                for r in {*fences, *offers}})
        return self._round_waiting[1].get(round_no, NOTHING_WAITING)

    def _affordable_majors(self) -> set[str]:
        """Majors the person to move could pay for now (shown on the majors board)."""
        from agricola_qt.engine.improvements import affordable_majors

        actor = self.state.actor
        if actor < 0 or actor not in self.humans or self.state.is_over or self.locked:
            return set()
        frame = self.state.frame
        if frame is not None and not (frame.improvements and frame.allow_major):
            return set()  # a harvest, a room to build...: no major can be bought here
        return {card_id for card_id, _ in affordable_majors(self.state, actor)}

    def _buyable_majors(self) -> set[str]:
        frame = self.state.frame
        if self.locked or frame is None or not frame.improvements or not frame.allow_major:
            return set()
        if self.state.actor not in self.humans:
            return set()
        return {m.args[0] for m in self.legal if m.verb == "buy"}

    def refuse(self, text: str) -> None:
        """Tell why a drop was not played: the status bar and the decision panel."""
        self.message.emit(text)
        self.refused.emit(text)

    def refresh(self) -> None:
        """Repaint what changed: items with a ``signature`` of what they draw (their pictures
        are kept) repaint when it changes, the others always; hidden items wait until they
        show again (unless asking is what shows them: ``follows_game``)."""
        ring = getattr(self, "ring", None)  # round the board to move
        if ring is not None:
            actor = self.to_move
            ring.setVisible(0 <= actor < len(self.farm_items))
            if 0 <= actor < len(self.farm_items):
                ring.setPos(self.farm_items[actor].pos())
        try:
            self._refresh_items()
        except RuntimeError:  # a piece was deleted behind the scene's back: list them anew
            self._roster = None
            self._refresh_items()

    def _refresh_items(self) -> None:
        if self._roster is None:
            self._roster = [[item, getattr(item, "signature", None),
                             getattr(item, "follows_game", False), getattr(item, "_drawn", None)]
                            for item in self.items()]
        for entry in self._roster:
            item, signature, follows, drawn = entry
            if not follows and not item.isVisible():
                continue  # compared again when it shows
            if signature is None:
                item.update()
                continue
            value = signature()
            if value != drawn:
                entry[3] = item._drawn = value  # type: ignore[attr-defined]
                item.update()

    # the pieces ``refresh`` asks, each with what it showed when last drawn (kept on the
    # piece too, for the next list), kept while no piece comes or goes: asking the scene for
    # its items, and a piece for an attribute, are a good part of a redraw's time
    _roster: list[list[Any]] | None = None

    def draw_everything_again(self) -> None:
        """Forget what every piece showed (the language changed: painted words are kept), so
        that the next ``refresh`` draws each one again."""
        for item in self.items():
            if hasattr(item, "_drawn"):
                item._drawn = None  # type: ignore[attr-defined]
        self._roster = None

    def addItem(self, item: QGraphicsItem) -> None:  # noqa: N802 (Qt naming)
        self._roster = None
        super().addItem(item)

    def removeItem(self, item: QGraphicsItem) -> None:  # noqa: N802 (Qt naming)
        self._roster = None
        super().removeItem(item)

    def clear(self) -> None:
        self._roster = None
        super().clear()

    def _place_people(self) -> None:
        self._lodgers = []
        for i, tokens in enumerate(self.people):
            pl = self.state.players[i]
            farm = self.farm_items[i]
            # the first two rooms first: people stay where they were when a room is built
            # (built on a1, it took the person waiting at home in a2)
            rooms = sorted((c for c in range(CELL_COUNT) if pl.farm.rooms >> c & 1),
                           key=lambda c: (not STARTING_ROOMS >> c & 1, c))
            free = home_now(self.state, pl)
            lodging = lodgers_home(pl, free)
            slots = home_slots(tokens, free + pl.resting if rooms else 0, len(rooms))
            for k, person in enumerate(tokens):
                # people sitting the round out (the Holiday House) stay home, faded: the
                # family had vanished from the farm, "home 0/4"
                home = k < free + pl.resting and bool(rooms)  # (a guest is one more free)
                resting = k >= free
                lodger = lodging[free - 1 - k] if 0 <= free - 1 - k < len(lodging) else ""
                if resting != person.resting or lodger != person.lodging:
                    person.resting = resting
                    person.lodging = lodger
                    person.setToolTip(lodger_words(lodger) if lodger else
                                      resting_words(self.state) if resting else "")
                if lodger:  # on its card (``_seat_lodgers``, once the cards are laid out)
                    self._lodgers.append((person, i, lodger))
                if not person.dragging:
                    person.setScale(self._person_scale)
                    person.rest_z = DragToken.rest_z
                    person.setZValue(person.rest_z)
                    person.setAcceptHoverEvents(False)
                person.slot = slots[k]
                if not home:  # out at work or not born: away, keeping its picture
                    person.parked = True
                    person.setPos(layout.parking())
                else:
                    person.parked = False
                    slot = slots[k] or 0
                    cell = rooms[slot % len(rooms)]
                    r = cell_rect(cell)
                    # a second person in a room (a fifth without a room of their own) keeps
                    # clear of the cell's edge: 12 units off the centre it stood on the
                    # fence of the pasture beside the house, "a person in the pasture" to a
                    # tester
                    radius = TOKEN / 2 * person.scale() / farm.scale()
                    off = max(0.0, min(12.0, layout.CELL / 2 - radius - PERSON_MARGIN))
                    offset = (QPointF(-off, -0.7 * off) if slot < len(rooms)
                              else QPointF(off, 0.7 * off))
                    person.set_home(farm.mapToScene(r.center() + offset))
        self.place_workers()

    def _seat_lodgers(self) -> None:
        """A person living on a card (the Reed Hut's occupant) waits on that card, not in a
        room: drawn in the house, a tester took it for one of the family (it needs no room
        and scores nothing).  It stays in a room while its card is not laid out."""
        for person, player, card_id in self._lodgers:
            face = next((c for c in self.cards.items if c.player == player
                         and c.card_id == card_id and not c.in_hand and not c.parked), None)
            if face is None or person.parked or person.dragging:
                continue
            spot = face.sceneBoundingRect()
            # no larger than half the card's width: 4 or 5 boards draw their cards small
            size = TOKEN * self._person_scale
            person.setScale(min(self._person_scale, self._person_scale
                                * 0.55 * spot.width() / size))
            person.rest_z = LODGER_Z
            person.setZValue(LODGER_Z)
            # the pointer on the person is not on the card: the card would come out of its
            # row over the person (``CardItem`` on hover) and take the press meant for it
            person.setAcceptHoverEvents(True)
            person.set_home(QPointF(spot.center().x(), spot.top() + 0.7 * spot.height()))

    def place_workers(self) -> None:
        """A token on each taken action space, in its owner's colour; a computer's person
        still gliding to its space (``arriving``) shows there when it lands."""
        spots: list[list[QPointF]] = [[] for _ in self.workers]
        babies: list[list[QPointF]] = [[] for _ in self.workers]
        items = {item.current_id(): item for item in self.space_items}
        players = self.state.players
        beside: list[dict[str, QPointF]] = [{} for _ in self.workers]  # each player's spaces
        growth: list[list[str]] = [[] for _ in self.workers]  # of them, the growth spaces
        for s in self.state.spaces:
            if s.occupant >= 0 and self._occupants.get(s.space.id, -1) != s.occupant:
                self._placed_last[s.occupant] = s.space.id
        self._occupants = {s.space.id: s.occupant for s in self.state.spaces}
        for s in self.state.spaces:
            item = items.get(s.space.id)
            if (item is not None and 0 <= s.occupant < len(spots)
                    and s.space.id not in self.arriving):
                at = item.mapToScene(item.worker_point())
                spots[s.occupant].append(at)
                beside[s.occupant][s.space.id] = at + QPointF(-WORKER * 0.8, 3)
                if s.space.id in GROWTH_SPACES or s.choice == GROW_OPTION:
                    growth[s.occupant].append(s.space.id)
        for player, points in enumerate(babies):
            # the newborn stands with its parent on the space until the round ends: on a
            # growth space, else (one a card brought: the Wet Nurse's at a room built, a
            # Lover's) beside the parent placed last as it was born, and stays there (it
            # went on to each later space taken, a tester)
            born = players[player].newborns if player < len(players) else 0
            where = growth[player][:born]
            kept = [sp for sp in self._born_at.get(player, [])
                    if sp in beside[player] and sp not in where]
            where += kept[:born - len(where)]
            last = self._placed_last.get(player, "")
            for sp in [last, *beside[player]]:
                if len(where) < born and sp in beside[player] and sp not in where:
                    where.append(sp)
            if not any(self.state.spaces[self.state.space_index(sp)].occupant == player
                       for sp in self.arriving if self.state.space_index(sp) >= 0):
                # (not while a person glides to a space: a computer's newborn of a growth
                # space stood on its earlier space, and stayed there, a tester)
                self._born_at[player] = [sp for sp in where if sp not in growth[player]]
            points[:] = [beside[player][sp] for sp in where]
        self._stand(self.workers, spots, 1.0)
        self._stand(self.baby_tokens, babies, 0.7)

    def _stand(self, pools: list[list[WorkerToken]], spots: list[list[QPointF]],
               scale: float) -> None:
        """A token of each pool at each of its player's points (more made as needed), the
        rest hidden."""
        for player, points in enumerate(spots):
            tokens = pools[player]
            while len(tokens) < len(points):
                worker = WorkerToken(self, player)
                worker.setScale(scale)
                self.addItem(worker)
                tokens.append(worker)
            for k, worker in enumerate(tokens):
                worker.setVisible(k < len(points))
                if k < len(points):
                    worker.setPos(points[k])

    def _show_tiles(self) -> None:
        frame = self.state.frame
        actor = self.state.actor
        wanted: set[str] = set()
        if frame is not None and frame.kind == "action" and not frame.plan:
            if frame.plows:
                wanted.add("field")
            if frame.rooms:
                wanted.add("room")
            if frame.stables:
                wanted.add("stable")
            if frame.sow and actor >= 0:
                goods = self.state.players[actor].goods
                if goods.grain:
                    wanted.add("grain")
                if goods.veg:
                    wanted.add("veg")
        if actor not in self.humans:  # a computer's action: no tiles offered (they read as
            wanted = set()  # the table asking the person to act)
        for kind, tile in self.tiles.items():
            tile.setVisible(kind in wanted and not self.locked)
            tile.setPos(tile.home)
            # a tile the rules allow nowhere now (a room without its wood and reed) lies
            # faded, its tooltip saying why, where it looked as ready as the others
            why = self._tile_refusal(kind) if kind in wanted else ""
            tile.setOpacity(0.4 if why else 1.0)
            tile.setToolTip(why or tile.help_text())
        cookable = set()
        if actor in self.humans and not self.locked:
            cookable = {m.args[0] for m in self.legal if m.verb == "convert"
                        and m.args[0] in COOKABLE}
        for good, token in self.cook_tokens.items():
            token.setVisible(good in cookable)
            if good in cookable:
                token.set_home(self.farm_items[actor].supply_scene_pos(good))

    def _tile_refusal(self, kind: str) -> str:
        """Why no ``kind`` tile can be laid anywhere now ("" when one can)."""
        verb = TILE_VERBS[kind]
        if kind in ("grain", "veg"):
            return ""  # shown only when the crop is held; a field to sow is the hint's
        if any(m.verb == verb for m in self.legal):
            return ""
        from agricola_qt.engine import Move, why_illegal
        from agricola_qt.engine.grid import CELL_NAMES

        for name in CELL_NAMES:  # the first cell's refusal that is not about the cell
            why = why_illegal(self.state, Move(verb, (name,)))
            if why is not None and not why.about("cell"):
                return engine_text(why)
        return tr("No cell of your farm can take it now.")

    # --- what may be dragged ----------------------------------------------------------------
    def can_drag(self, token: DragToken) -> bool:
        state = self.state
        if self.locked or state.is_over:
            # said, not silent: a tester dragged animals under "your turn is done" and at the
            # game's end, and nothing moved or told why
            if state.is_over:
                self.refuse(tr("The game is over: the farms stay as they were scored."))
            elif token.player in self.humans:
                self.refuse(tr("Your decision waits to be confirmed: end it (Enter) or undo "
                               "(Ctrl+Z) first."))
            return False
        if state.actor not in self.humans:
            return False
        if isinstance(token, PersonItem):
            return (token.player == state.actor and state.frame is None
                    and state.phase == WORK and not token.resting)
        if isinstance(token, AnimalToken):
            return self.animals.can_drag(token)
        if isinstance(token, CardItem):
            return token.in_hand and token.player == state.actor
        return True

    def lodger_waits(self, person: PersonItem) -> str:
        """Why the person living on a card may not be placed yet ("" if it may): it is
        placed after the family (a tester dragged it from the Reed Hut, and the person at
        home in the house went instead, the hut's staying on its card)."""
        state = self.state
        if (self.locked or state.actor != person.player or state.frame is not None
                or state.phase != WORK or state.actor not in self.humans):
            return ""
        if not any(not p.lodging for p in self.home_people(person.player)):
            return ""
        return tr("The person living on {card} is placed after the family: place the "
                  "people in the house first.").format(card=card_name(person.lodging))

    def fence_mode(self, player: int) -> bool:
        frame = self.state.frame
        return (not self.locked and frame is not None and frame.kind == "action"
                and frame.fences and frame.player == player and player in self.humans)

    def targets_for(self, token: DragToken) -> tuple[set[str], int]:
        """Legal drop targets: action space ids, and a cell mask on the actor's farm."""
        if isinstance(token, PersonItem):
            return {m.args[0] for m in self.legal if m.verb == "place"}, 0
        if isinstance(token, GoodToken):
            return set(), 0
        verb = TILE_VERBS[token.kind]
        mask = 0
        for m in self.legal:
            if m.verb == verb and is_cell(m.args[0]) and (verb != "sow"
                                                          or m.args[1] == token.kind):
                mask |= 1 << parse_cell(m.args[0])
        return set(), mask

    def drag_started(self, token: DragToken) -> None:
        if isinstance(token, AnimalToken):
            self.animals.drag_started(token)
            return
        if isinstance(token, CardItem):  # light the spaces that let it be played
            self.highlight_spaces = self.cards.spaces_for(token.card_id)
            self.highlight_cells = {}
            self.refresh()
            return
        spaces, cells = self.targets_for(token)
        if isinstance(token, GoodToken):
            self.highlight_majors = self.cookers(self.state.actor, token.good)
        self.highlight_spaces = spaces
        self.highlight_cells = {self.state.actor: cells} if cells else {}
        self.refresh()

    def drag_cancelled(self, token: DragToken) -> None:
        """A press and release in place: no drop, the targets go dark again."""
        self.highlight_spaces = set()
        self.highlight_cells = {}
        self.refresh()

    def drag_moved(self, token: DragToken, pos: QPointF) -> None:
        """Nothing to recompute: the targets were lit when the drag started."""

    def drop(self, token: DragToken, pos: QPointF) -> None:
        if isinstance(token, AnimalToken):  # rearranging animals: no engine move
            self.animals.drop(token, pos)
            return
        if isinstance(token, PersonItem) and (token.pos() - token.home).manhattanLength() < 3:
            # a click on a person, not a drag: how to place them ("Drop the person on an
            # action space" made no sense after a click)
            self.message.emit(tr("Click a free action space to place a person there, or "
                                 "drag the person onto it."))
            token.snap_back(0)
            self.refresh()
            return
        if token.kind in TILE_VERBS and (token.pos() - token.home).manhattanLength() < 3:
            # a click on a tile, not a drag (a trackpad player's click said "drop the tile
            # on a cell"): chosen, its cells lit, the next cell clicked takes it
            token.snap_back(0)
            _, cells = self.targets_for(token)
            if cells:
                self.chosen_tile = token.kind
                self.highlight_cells = {self.state.actor: cells}
                self.message.emit(tr("Click a lit cell of your farm to put it there."))
                self.refresh()
                return
        version = self.version
        gesture = self._gesture_for_drop(token, pos)
        order = list(self.people[token.player]) if isinstance(token, PersonItem) else None
        if isinstance(token, PersonItem) and gesture is not None:
            self._goes_out(token)
        self.highlight_spaces = set()
        self.highlight_cells = {}
        if gesture is not None:
            self.gesture.emit(gesture)
        if self.version == version:  # the game did not change: back home
            if order is not None:
                self.people[token.player][:] = order
            token.snap_back()
            self.refresh()

    def _goes_out(self, person: PersonItem) -> None:
        """The person dragged onto a space is the one that leaves home: put last of the
        people free to act, whom a placement takes (the others keep their places).  Not
        among people resting or living on a card, whose order says which they are."""
        tokens = self.people[person.player]
        pl = self.state.players[person.player]
        free = home_now(self.state, pl)
        if pl.resting or lodgers_home(pl, free) or not 0 < free <= len(tokens):
            return
        k = tokens.index(person)
        if k < free:
            tokens[k], tokens[free - 1] = tokens[free - 1], tokens[k]

    def cooks(self, player: int, card_id: str) -> frozenset[str]:
        """The goods ``card_id`` turns into food at any time for ``player`` who owns it."""
        from agricola_qt.engine.economy import cooked_by

        return cooked_by(self.state.players[player], card_id)

    def cookers(self, player: int, good: str) -> set[str]:
        """``player``'s cards, majors or minors, that turn ``good`` into food at any time."""
        return {c for c in self.state.players[player].cards if good in self.cooks(player, c)}

    def _gesture_for_drop(self, token: DragToken, pos: QPointF) -> Gesture | None:
        if isinstance(token, CardItem):
            sid = self._space_at(pos)
            if sid == "":
                return None
            if sid is not None:
                return Gesture("card", token.player, sid, token.card_id)
            if self.state.frame is not None:  # dropped anywhere during an open decision
                return Gesture("card-click", token.player, token.card_id, "hand")
            self.refuse(tr("Drop the card on an action space that lets you play it."))
            return None
        if isinstance(token, GoodToken):
            self.highlight_majors = self._buyable_majors()
            actor = self.state.actor
            for item in self.items(pos):
                if isinstance(item, MajorItem) and item.owner() == actor:
                    return Gesture("cook", actor, item.card_id, token.good)
                if (isinstance(item, CardItem) and not item.in_hand and item.player == actor
                        and self.cooks(actor, item.card_id)):  # the card in its owner's row
                    return Gesture("cook", actor, item.card_id, token.good)
            self.refuse(tr("Drop it on one of your cooking improvements."))
            return None
        for item in self.items(pos):
            if item is token:
                continue
            if isinstance(token, PersonItem) and isinstance(item, SpaceItem):
                sid = item.current_id()
                if not sid:
                    self.refuse(tr("That round card is not revealed yet."))
                    return None
                return Gesture("place", token.player, sid)
            if not isinstance(token, PersonItem) and isinstance(item, FarmItem):
                cell = item.cell_at(item.mapFromScene(pos))
                if cell < 0:
                    break
                return Gesture("tile", item.player, CELL_NAMES[cell], token.kind)
            if (getattr(token, "kind", "") in ("grain", "veg") and isinstance(item, CardItem)
                    and not item.in_hand and item.card_id in card_fields(
                        self.state.players[item.player]).values()):
                # a crop dropped on a field card sows there (or says why not: "Drop the tile
                # on a cell of your farmyard" answered grain dropped on a Lettuce Patch)
                return Gesture("tile", item.player, item.card_id, token.kind)
        if isinstance(token, PersonItem):
            self.refuse(tr("Drop the person on an action space."))
        else:
            self.refuse(tr("Drop the tile on a cell of your farmyard."))
        return None

    # --- clicks and fence strokes ---------------------------------------------------------
    def report_cell_click(self, player: int, cell: int) -> None:
        if self.locked:
            return
        tile, self.chosen_tile = self.chosen_tile, ""
        if tile:  # a tile clicked before: the cell takes it, as if dropped there
            self.gesture.emit(Gesture("tile", player, CELL_NAMES[cell], tile))
            return
        self.gesture.emit(Gesture("cell", player, CELL_NAMES[cell]))

    def report_space_click(self, space_id: str) -> None:
        """A click on an action space: the person to move placed there (a round card not yet
        revealed says so)."""
        if self.locked:
            return
        if not space_id:
            self.refuse(tr("That round card is not revealed yet."))
            return
        card = self.chosen_card
        if card:
            lit = space_id in self.highlight_spaces
            if lit:  # the card clicked before is played there, as if dropped on it
                self._let_go_of_card()
                self.message.emit("")  # ("click a lit space to play …" stood on after it)
                self.gesture.emit(Gesture("card", self.state.actor, space_id, card))
                return
            if self.state.frame is None:
                # a space that does not play it: refused as a drop there is, the card kept
                # chosen (the person went to 3 Wood and the card was dropped, a tester)
                self.gesture.emit(Gesture("card", self.state.actor, space_id, card))
                return
            self._let_go_of_card()
        self.gesture.emit(Gesture("place", self.state.actor, space_id))

    def report_card_click(self, player: int, card_id: str, in_hand: bool) -> None:
        if self.locked:
            return
        if in_hand and self._choose_card(player, card_id):
            return
        self.gesture.emit(Gesture("card-click", player, card_id,
                                  "hand" if in_hand else "played"))

    def _choose_card(self, player: int, card_id: str) -> bool:
        """A hand card clicked while placing: it is chosen, the spaces that play it lit, and
        the next click on one of them plays it there (as on BGA: a tester clicked a card
        and was told to drag it); a second click on it lets it go.  False where a click
        does something else (a decision open, a card no space plays)."""
        if player != self.state.actor:
            return False
        if self.state.frame is not None:
            return self._choose_in_decision(card_id)
        if self.chosen_card == card_id:
            return self._let_go_of(card_id)
        spaces = self.cards.spaces_for(card_id)
        if not spaces:
            return False
        # (a major chosen before goes dark)
        return self._chose(card_id, spaces, self._buyable_majors(), tr(
            "Click a lit action space to play {card} there (or drag the card onto it; click "
            "the card again to let it go)."))

    def _choose_in_decision(self, card_id: str) -> bool:
        """A hand card clicked while the decision open plays it (the Broom's "pick a minor
        improvement", an improvement action): the first click chooses it and the second
        plays it, as a chosen card is played by a second click elsewhere.  One click played
        a tester's card as they reached to read it, and the round moved on.  False where the
        click goes on to the controller: the second click, or a card this decision does not
        play (which is refused with its reason)."""
        from agricola_qt.ui.card_layer import card_verb

        if self.chosen_card == card_id:
            self._let_go_of_card()
            self.message.emit("")  # ("… chosen: click it again" stood on after the play)
            return False
        verb = card_verb(card_id)
        if not any(m.verb == verb and m.args and m.args[0] == card_id for m in self.legal):
            return False
        self.chosen_card = card_id
        self.refused.emit("")
        self.refresh()
        self.message.emit(tr("{card} chosen: click it again to play it (or choose it in the "
                             "panel).").format(card=card_name(card_id)))
        return True

    def report_major_click(self, card_id: str) -> None:
        if not self.locked and not self._choose_major(card_id):
            self.gesture.emit(Gesture("major", self.state.actor, card_id))

    def report_major_drop(self, card_id: str, pos: QPointF) -> None:
        """A major improvement dragged onto an action space: a person placed there buys it
        (a tester dragged the Fireplace to the improvement space and nothing happened)."""
        if self.locked:
            return
        sid = self._space_at(pos)
        if sid is None:
            self.refuse(tr("Drop the card on an action space that lets you buy it."))
        elif sid:
            self._let_go_of_card()
            self.gesture.emit(Gesture("card", self.state.actor, sid, card_id))

    def _space_at(self, pos: QPointF) -> str | None:
        """The action space under ``pos`` (None: none there; "": a round card not revealed
        yet, which is said)."""
        item = next((i for i in self.items(pos) if isinstance(i, SpaceItem)), None)
        if item is None:
            return None
        sid = item.current_id()
        if not sid:
            self.refuse(tr("That round card is not revealed yet."))
        return sid

    def _choose_major(self, card_id: str) -> bool:
        """A major improvement clicked while placing: chosen as a hand card is, the spaces
        where it can be bought lit (it said "you are not doing an improvement action now");
        False where a click does something else (a decision open, no space to buy it)."""
        state = self.state
        if state.frame is not None or state.phase != WORK or card_id not in state.majors:
            return False
        if self.chosen_card == card_id:
            return self._let_go_of(card_id)
        spaces = set(major_openers(state, state.actor, card_id))
        if not spaces:
            return False
        return self._chose(card_id, spaces, {card_id}, tr(
            "Click a lit action space to buy {card} there (or drag the card onto it; click "
            "the card again to let it go)."))

    def _chose(self, card_id: str, spaces: set[str], majors: set[str], prompt: str) -> bool:
        """``card_id`` chosen: ``spaces`` lit (and ``majors``), ``prompt`` said."""
        self.chosen_card = card_id
        self.highlight_spaces = spaces
        self.highlight_majors = majors
        self.refused.emit("")  # a new try: the last refusal's red words go (a tester)
        self.highlight_cells = {}
        self.refresh()
        self.message.emit(prompt.format(card=card_name(card_id)))
        return True

    def _let_go_of(self, card_id: str) -> bool:
        """A second click on the chosen card: it is let go, and the status bar says so."""
        self._let_go_of_card()
        self.message.emit(tr("{card} is no longer chosen.").format(card=card_name(card_id)))
        return True

    def _let_go_of_card(self) -> None:
        """No card chosen any more: the lit spaces and the chosen major go dark."""
        self.chosen_card = ""
        self.highlight_spaces = set()
        self.highlight_majors = self._buyable_majors()
        self.refresh()

    def start_fence_stroke(self, player: int) -> None:
        self.stroke_history.setdefault(player, []).append(self.fence_stroke.get(player, 0))
        self.fence_stroke.setdefault(player, 0)

    def undo_fence_stroke(self, player: int) -> int | None:
        """Ctrl+Z while fences are drawn: the last stroke taken back (it threw the whole
        drawing away and undid the decision before it, a tester's cleared plan back).
        Returns the drawing left (0: none), or None when nothing was drawn."""
        history = self.stroke_history.get(player)
        if not self.fence_stroke.get(player) or not history:
            return None
        back = history.pop()
        self.fence_stroke[player] = back
        self.farm_items[player].update()
        return back

    def extend_fence_stroke(self, player: int, edges: int) -> None:
        self.fence_stroke[player] = self.fence_stroke.get(player, 0) | edges
        self.gesture.emit(Gesture("fence-stroke", player, "", str(self.fence_stroke[player])))
        self.farm_items[player].update()

    def finish_fence_stroke(self, player: int) -> None:
        history = self.stroke_history.get(player)
        if history and history[-1] == self.fence_stroke.get(player, 0):
            history.pop()  # a click on the drawing added nothing: no stroke to take back
        self.gesture.emit(Gesture("fences", player, "", str(self.fence_stroke[player])))
        self.farm_items[player].update()

    def remove_fence_piece(self, player: int, edge: int) -> bool:
        """The piece ``edge`` taken out of ``player``'s drawing (Ctrl+Z puts it back, as a
        stroke); False when it is not drawn."""
        stroke = self.fence_stroke.get(player, 0)
        if not stroke >> edge & 1:
            return False
        self.stroke_history.setdefault(player, []).append(stroke)
        self.fence_stroke[player] = stroke & ~(1 << edge)
        self.gesture.emit(Gesture("fences", player, "", str(self.fence_stroke[player])))
        self.farm_items[player].update()
        return True

    def cancel_fence_stroke(self, player: int) -> None:
        history = self.stroke_history.get(player)
        if history:  # (a press that drew nothing is no stroke to take back)
            history.pop()
        if not self.fence_stroke.get(player):
            self.fence_stroke.pop(player, None)

    def show_fence_plan(self, player: int, cells: int, text: str = "") -> None:
        self.stroke_regions = {player: cells} if player >= 0 else {}
        if player < 0:
            self.fence_stroke = {}
            self.stroke_history = {}
        self.refresh()

    def clear_fence_stroke(self) -> None:
        self.fence_stroke = {}
        self.stroke_history = {}
        self.stroke_regions = {}
        self.refresh()

    def slot(self, player: int) -> int:
        """The palette slot (colour and shape) of a player's pieces."""
        if 0 <= player < len(self.colours):
            return self.colours[player]
        return player

    # --- lookups for tests and tools -------------------------------------------------------
    def space_item(self, space_id: str) -> SpaceItem:
        for item in self.space_items:
            if item.current_id() == space_id:
                return item
        raise KeyError(space_id)

    def round_card_rect(self) -> QRectF | None:
        """Where the card of the round being played lies (None outside rounds 1-14)."""
        round_no = self.state.round
        if not 1 <= round_no <= LAST_ROUND:
            return None
        return QRectF(layout.round_slot(round_no), QSizeF(layout.CARD_W, layout.CARD_H))

    def farm_cell_center(self, player: int, cell_name: str) -> QPointF:
        return self.farm_items[player].cell_scene_center(parse_cell(cell_name))

    def home_people(self, player: int) -> list[PersonItem]:
        return [p for p in self.people[player] if not p.parked and not p.resting]

    def item_rect(self, item: QGraphicsItem) -> QRectF:
        return item.sceneBoundingRect()


def table_shape(state: GameState) -> tuple[int, tuple[str, ...]]:
    """What the drawn table depends on: the number of farms and the game's own action spaces
    (they differ between player counts and between the family and the full game)."""
    return len(state.players), tuple(s.space.id for s in state.spaces if not s.space.stage)


_PRINTED_IDS = frozenset({
    "build-rooms", "starting-player", "grain", "plow", "stable-bake", "occupation",
    "day-labourer", "wood", "clay", "reed", "fishing",
})
