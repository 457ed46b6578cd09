"""The cards on the farm boards: played cards in a row in front of their owner, the open
hand face up beside it (other hands as a face-down count), and the preview of the card under
the pointer.  Works out which hand cards can be played now, and where.

Like every scene part it never changes the game: playing a card is a gesture for the
controller.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from attrs import frozen
from PySide6.QtCore import QPointF, QRectF, QTimer
from PySide6.QtWidgets import QToolTip

from agricola_qt.engine import GameState, Move, apply, legal_moves, why_illegal
from agricola_qt.engine.cards.catalog_data import CATALOG
from agricola_qt.engine.cards.registry import MAJOR_IDS, card
from agricola_qt.engine.improvements import major_problem, minor_problem, occupation_cost
from agricola_qt.engine.refusals import Code
from agricola_qt.engine.state import WORK
from agricola_qt.ui import layout
from agricola_qt.ui.card_face import (
    SMALL_H,
    SMALL_W,
    CardItem,
    CardPreview,
    card_kind,
    card_points,
    cost_parts,
    face_image,
    free_words,
    name_whole,
)
from agricola_qt.ui.card_goods import HeldGoods
from agricola_qt.ui.card_tiles import (
    TEXT_PX,
    Area,
    Config,
    Placed,
    TileCard,
    best_px,
    look,
    plan,
    plan_split,
)
from agricola_qt.ui.hand_strip import PAD, card_places
from agricola_qt.ui.text import (
    alone_note,
    among_han,
    card_name,
    engine_text,
    goods_text,
    space_label,
    tr,
)

if TYPE_CHECKING:
    from agricola_qt.ui.farm_item import FarmItem
    from agricola_qt.ui.scene import TableScene

ROW_X = 10.0  # farm units: where the card rows start
ROW_W = layout.FARM_W - 2 * ROW_X
GROUP_GAP = 14.0  # farm units between two groups in a row (played, occupations, minors)
BLOCK_GAP = 10.0  # farm units between the played cards' block and the hand's (its tray 4 of them)


def card_verb(card_id: str) -> str:
    info = CATALOG.get(card_id)
    return "occupation" if info is not None and info.kind == "occupation" else "minor"


@frozen
class Playability:
    """Whether a hand card can be played now: in the open decision (``now``), or by placing a
    person on one of ``spaces``; else ``why`` not."""

    now: bool = False
    spaces: frozenset[str] = frozenset()
    why: str = ""

    @property
    def playable(self) -> bool:
        return self.now or bool(self.spaces)


def own_problem(state: GameState, player: int, card_id: str, verb: str) -> str:
    """What keeps ``player`` from a hand card whatever the space, in words ("" if nothing
    does): a minor improvement's prerequisite or cost, an occupation's prerequisite."""
    if verb == "occupation":
        problem = card(card_id).prerequisite_problem(state, player)
        return engine_text(problem) if problem is not None else ""
    problem = minor_problem(state, player, card_id, "")
    info = CATALOG.get(card_id)
    if problem is not None and info is not None and info.returns:
        # paid (or payable) by giving a card back: "cannot be paid that way" told nothing
        backs = tuple(dict.fromkeys(info.returns))
        owned = [c for c in backs if c in state.players[player].cards]
        if any(minor_problem(state, player, card_id, c) is None for c in owned):
            return ""
        if not owned and info.cost.is_empty() and not info.cost_options:
            return tr("{card} is paid by giving back {cards}: you have none of them.").format(
                card=card_name(card_id),  # each name once: "Cooking Hearth or Cooking
                # Hearth or Cooking Hearth" named the two majors and the K deck's minor
                cards=tr(" or ").join(dict.fromkeys(card_name(c) for c in backs)))
    if (problem is not None and problem.code is Code.CARD_COSTS_HELD
            and info is not None
            and len(info.cost_options) > 1):
        # each printed cost ("Reed Exchange costs 2 wood" when 2 clay would do as well)
        return among_han(tr("{card} costs {costs}").format(
            card=card_name(card_id),
            costs=tr(" or ").join(goods_text(g) for g in info.cost_options)))
    return engine_text(problem) if problem is not None else ""


Opener = tuple[GameState, tuple[Move, ...]]  # the table where a card can be played; the way


def card_openers(state: GameState, player: int) -> dict[str, list[Opener]]:
    """Space id -> the ways a person placed there comes to play cards: the placement, and on
    an either space the half that plays them ("1 Occupation or Family Growth": dragged
    there, a card was refused, "you are not doing an occupation now")."""
    openers: dict[str, list[Opener]] = {}
    if state.frame is not None or state.phase != WORK or state.actor != player:
        return openers

    def plays_cards(after: GameState) -> bool:
        f = after.frame
        return f is not None and f.player == player and bool(f.occupations or f.improvements)

    for move in legal_moves(state):
        if move.verb != "place":
            continue
        after = apply(state, move, checked=False)
        if plays_cards(after):
            openers[move.args[0]] = [(after, (move,))]
            continue
        f = after.frame
        if f is None or f.player != player or f.kind != "choice":
            continue
        for half in legal_moves(after):
            if half.verb == "choose":
                chosen = apply(after, half, checked=False)
                if plays_cards(chosen):
                    openers.setdefault(move.args[0], []).append((chosen, (move, half)))
    return openers


def major_openers(state: GameState, player: int, card_id: str,
                  ) -> dict[str, tuple[tuple[Move, ...], list[Move]]]:
    """Space id -> the moves that bring ``player`` to buying the major improvement
    ``card_id`` there (the placement, an either space's half) and the ways to pay for it:
    a major clicked while placing lights these spaces."""
    out: dict[str, tuple[tuple[Move, ...], list[Move]]] = {}
    for sid, ways in card_openers(state, player).items():
        for after, way in ways:
            if after.frame is None or not after.frame.allow_major:
                continue
            buys = [m for m in legal_moves(after) if m.verb == "buy" and m.args
                    and m.args[0] == card_id]
            if buys:
                out[sid] = (way, buys)
                break
    return out


def major_why_not(state: GameState, player: int, card_id: str) -> str:
    """Why ``player`` cannot go and buy the major improvement ``card_id`` now, in words: its
    price, else that no free action space sells it."""
    problems = [major_problem(state, player, card_id, way.returns)
                for way in card(card_id).payments(state, player)]
    first = next((p for p in problems if p is not None), None)
    if first is not None and all(problems):
        return engine_text(first)
    return tr("No free action space lets you buy {card} now.").format(card=card_name(card_id))


def spaces_named(state: GameState, spaces: frozenset[str]) -> str:
    """The action spaces' names, each in its own quotes, joined by "or": joined in one
    pair, two spaces read as one ("「1張職業卡、1張職業卡 或 增加家庭成員」")."""
    return tr(" or ").join(tr("“{space}”").format(space=name)
                           for name in sorted(space_label(state, s) for s in spaces))


def playability(state: GameState, player: int) -> dict[str, Playability]:
    """Every hand card of ``player``: can it be played now, and where."""
    p = state.players[player]
    hand = (*p.occupations, *p.minors)
    if not hand or state.is_over or state.actor != player:
        return {c: Playability(why=tr("Not your turn.")) for c in hand}
    legal = legal_moves(state)
    frame = state.frame
    openers = card_openers(state, player)
    closed: list[GameState] | None = None  # (``_closed_occupation_spaces``, once if asked)
    out = {}
    for card_id in hand:
        verb = card_verb(card_id)
        if any(m.verb == verb and m.args and m.args[0] == card_id for m in legal):
            out[card_id] = Playability(now=True)
            continue
        spaces = frozenset(sid for sid, ways in openers.items() if any(
            why_illegal(after, Move(verb, (card_id,))) is None for after, _ in ways))
        if spaces:
            out[card_id] = Playability(spaces=spaces)
            continue
        if frame is not None:
            probe: GameState | None = state
        else:  # the reason on a space that lets this kind of card be played
            probes = [after for ways in openers.values() for after, _ in ways
                      if after.frame is not None and (after.frame.occupations
                                                      if verb == "occupation"
                                                      else after.frame.improvements)]
            if verb == "occupation" and not probes:
                if closed is None:
                    closed = _closed_occupation_spaces(state)
                probes = list(closed)
            if verb == "occupation" and probes:
                # the cheapest space's price: a tester's note quoted the 4-player space's
                # 2 food while the 1 Occupation space asked 1
                probes.sort(key=lambda after: sum(n for _, n in occupation_cost(
                    after, player, after.frame, card_id).items()))  # type: ignore[arg-type]
            probe = probes[0] if probes else None
        reason = why_illegal(probe, Move(verb, (card_id,))) if probe is not None else None
        own = ""
        if frame is None and (probe is None or verb != "occupation"):
            # the card's own need or cost, where it has one ("Needs: 1 occupation"): no
            # space opens for it when nothing is playable there, and "no free action space"
            # sent the player looking for one
            own = own_problem(state, player, card_id, verb)
        if own:
            why = own
        elif reason is not None:
            why = engine_text(reason)
        elif verb == "occupation":
            why = tr("No free action space lets you play an occupation now.")
        else:
            why = tr("No free action space lets you play a minor improvement now.")
        out[card_id] = Playability(why=why)
    return out


def closed_occupation_words(state: GameState, space_id: str) -> str:
    """Why a person may not go to ``space_id`` to play an occupation, with what the cards
    in hand cost there when that is what keeps them all out ("" when it is not): "you
    cannot play any occupation here" alone left a solo tester, whose kept occupation made
    the first Lesson cost 1 food, sure the space was free."""
    from agricola_qt.ui.reasons import sentence_text

    after = next((a for a in _closed_occupation_spaces(state)
                  if a.frame is not None and a.frame.space == space_id), None)
    if after is None:
        return ""
    reasons = {why_illegal(after, Move("occupation", (c,)))
               for c in after.players[after.actor].occupations}
    reasons.discard(None)
    if len(reasons) != 1:
        return ""
    (reason,) = reasons
    if reason is None or reason.code is not Code.OCCUPATION_COSTS:
        return ""
    closed = why_illegal(state, Move("place", (space_id,)))
    assert closed is not None
    said = tr("{reason}: {detail}").format(reason=sentence_text(closed),
                                           detail=sentence_text(reason))
    return said[:1].upper() + said[1:]  # (as a placement's refusal: a sentence of its own)


def _closed_occupation_spaces(state: GameState) -> list[GameState]:
    """The table after a person placed on each free space that plays an occupation but is
    closed to the player now for want of one they can pay for: there the card says what it
    costs.  A solo tester's kept occupation made their first Lesson cost 1 food, and with
    none the card said no free action space let them play an occupation."""
    from agricola_qt.engine.actions import ACTIONS

    out = []
    for index, space in enumerate(state.spaces):
        refusal = why_illegal(state, Move("place", (space.space.id,)))
        action = ACTIONS.get(space.space.action)
        if (space.occupant >= 0 or action is None or refusal is None
                or refusal.code is not Code.NO_OCCUPATION_HERE):
            continue
        # the space's decision opened as placing there would (placed, it closes at once:
        # nothing can be played there)
        after = action[1](state, state.actor, index)
        if after.frame is not None and after.frame.occupations:
            out.append(after)
    return out


def _by_kind(cards: list[CardItem]) -> list[list[CardItem]]:
    """Cards as groups: the occupations, then the improvements."""
    occupations = [i for i in cards if card_verb(i.card_id) == "occupation"]
    return [occupations, [i for i in cards if card_verb(i.card_id) != "occupation"]]


CardRow = tuple[list["CardItem"], list["CardItem"]]  # a row's played cards, then its hand
Spot = tuple["CardItem", float, float, float, float]  # a card, x, y (farm units), shown, size
# a board laid as tiles: the player, the played cards, where (farm units), the hand as tiles
Crowded = tuple[int, list["CardItem"], QRectF, list["CardItem"]]
HAND_LINE = 14.0  # farm units: a hidden hand's line of backs under played cards as tiles
HAND_LINE_PX = 11.5  # ... and its least height on screen (its count is written beside)


def _blocks(played: list[CardItem], occupations: list[CardItem], minors: list[CardItem],
            ) -> tuple[CardRow, CardRow]:
    """A board's two card rows with an open hand: the played cards in a block at the left,
    the hand in a block at the right, each kind of it in a row of its own (occupations above,
    minors below; a lone kind runs over both).  Each row is (played, hand).  (Balancing the
    rows card by card put played cards and hand cards in one row, and split a kind over two:
    two play-testers could not tell which of their cards were played.)  The played cards
    keep to kinds too, occupations above, where that takes at most one column more than
    halving them (a tester saw a minor in the row of played occupations)."""
    upper = -(-len(played) // 2)
    above, below = occupations, minors
    if not (occupations and minors):
        lone = occupations or minors
        half = -(-len(lone) // 2)
        above, below = lone[:half], lone[half:]
    kinds = _by_kind(played)
    if all(kinds) and max(map(len, kinds)) <= upper + 1:
        return (kinds[0], above), (kinds[1], below)
    return (played[:upper], above), (played[upper:], below)


def block_pitches(played_cols: int, hand_cols: int, width: float) -> tuple[float, float]:
    """The steps (farm units) from one card to the next in the played cards' block and in
    the hand's, for blocks of so many columns side by side on ``width``: side by side while
    they fit; else the played cards overlap first (down to half a card shown: the player
    knows them, and their faces come up under the pointer), then both alike.  The last
    played column always shows whole, the hand's block starting after it."""
    roomy = SMALL_W + 3
    if not played_cols:
        return roomy, min(roomy, (width - SMALL_W) / max(hand_cols - 1, 1))
    free = width - BLOCK_GAP - 2 * SMALL_W  # for the steps of both blocks
    steps = played_cols - 1 + hand_cols - 1
    if steps * roomy <= free:
        return roomy, roomy
    hand_room = (hand_cols - 1) * roomy
    if played_cols > 1 and free - hand_room >= (played_cols - 1) * SMALL_W / 2:
        return (free - hand_room) / (played_cols - 1), roomy
    played_pitch = SMALL_W / 2 if played_cols > 1 else 0.0
    hand_pitch = (free - (played_cols - 1) * played_pitch) / max(hand_cols - 1, 1)
    if hand_pitch < played_pitch:  # both alike
        played_pitch = hand_pitch = free / steps
    return played_pitch, min(roomy, hand_pitch)


def played_scale(count: int, width: float = ROW_W) -> float:
    """The size of ``count`` played cards in the one row (``width`` farm units) of a board
    without an open hand: as large as ``layout.PLAYED_SCALE`` while they lie side by side,
    smaller as they grow many, down to the board's own size (then overlapping a little).  At
    the large size 7 cards were strips with their names sideways ("Hobby Farmer" up the side,
    "Cook-ing H…"), each showing no more of itself than a small card side by side does with
    its name across."""
    if count <= 0:
        return layout.PLAYED_SCALE
    side_by_side = (width - 3 * (count - 1)) / (SMALL_W * count)
    return max(1.0, min(layout.PLAYED_SCALE, side_by_side))


def price(card_id: str) -> tuple[tuple[tuple[str, int], ...], bool, str]:
    """A hand card's price on its tile: the goods of its first printed way to pay, whether it
    gives a card back, and a note: "/…" where there are other ways to pay, "free" for an
    improvement that costs nothing (a tester read a bare tile as a card without a price)."""
    options, back = cost_parts(card_id)
    note = "/…" if len(options) > 1 else ""
    if not options and not back and card_kind(card_id) != "occupation":
        note = free_words(card_id)
    return (tuple(options[0]) if options else ()), bool(back), note


def row_span(farm: FarmItem) -> tuple[float, float]:
    """Where a board's card rows start and how wide they are (farm units): a wide board's
    (``layout.board_side``) reach beyond the farmyard on both sides."""
    return ROW_X - farm.side, ROW_W + 2 * farm.side


UNPLAYED_OPACITY = 0.55  # a hand card shown once the game is over


class CardLayer:
    """Keeps one ``CardItem`` per card shown, in rows on each farm board."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.items: list[CardItem] = []
        self._pieces: dict[tuple[int, str, bool], CardItem] = {}  # kept between states
        self.playable: dict[str, Playability] = {}
        self.preview_item = CardPreview()
        table.addItem(self.preview_item)
        self.preview_item.home = QPointF(
            layout.ROUND_X + (layout.ROUND_COLS * layout.PITCH_X
                              - self.preview_item.boundingRect().width()) / 2,
            layout.BOARD_TOP)
        self.preview_item.setPos(self.preview_item.home)
        self._shown: tuple[object, ...] | None = None
        self._marks_for: GameState | None = None
        self._syncs = 0
        self._marks_key = 0
        # a timer owned by the scene: when the table goes, so does the pending work
        self._marks_timer = QTimer(table)
        self._marks_timer.setSingleShot(True)
        self._marks_timer.timeout.connect(lambda: self.update_marks(self._marks_key))
        self._state: GameState | None = None
        # each open hand's rows, in farm units: the board lays a tray under them, so that the
        # hand is not taken for cards already played (``FarmItem._paint_cards``)
        self.hand_rows: dict[int, tuple[tuple[float, float, float], ...]] = {}
        # the played cards' size on each board laying them in one row (``played_scale``)
        self.played_sizes: dict[int, float] = {}
        # a board whose played cards are tiles: its hidden hand's line (top, height)
        self.hand_lines: dict[int, tuple[float, float]] = {}
        # an open hand laid as tiles: the tray under them (farm units), as ``hand_rows``
        self.hand_trays: dict[int, QRectF] = {}
        # the boards whose hand went to tiles, with the game and the table's scale then: it
        # stays tiles while both do (``_hand_as_tiles``)
        self._hands_tiled: dict[int, tuple[object, float]] = {}

    # --- keeping the pieces ---------------------------------------------------------------
    def sync(self) -> None:
        table = self.table
        state = table.state
        wanted = []
        family = state.setup.family  # no card rows in the family game: majors stay on their board
        for i, p in enumerate(state.players):
            # the majors a player bought lie among their played cards too, as on the table
            # (the majors board marks them with their owner as well)
            wanted += [(i, c, False) for c in p.cards
                       if c in CATALOG or (c in MAJOR_IDS and not family)]
            if table.hand_open(i):
                wanted += [(i, c, True) for c in (*p.occupations, *p.minors)]
        scale = self.screen_scale()
        # by identity: states are values; the scale: tiles or cards (``card_tiles``)
        key = (tuple(wanted), table.locked, id(state), round(scale, 4), table.declined_cards)
        if key == self._shown and self._state is state:
            return
        self._state = state
        self._shown = key
        keep = set(wanted)
        for piece_key, item in list(self._pieces.items()):
            if piece_key in keep:
                continue
            player, card_id, in_hand = piece_key
            p = state.players[player] if player < len(state.players) else None
            if in_hand and p is not None and (card_id in p.occupations or card_id in p.minors):
                # a closed hand: its faces wait off the table for the next time it opens (in
                # pass-and-play every turn opens another hand).  Moved away, not hidden: Qt
                # drops the picture of a hidden item, and draws it again when it shows
                if not item.parked:
                    item.parked = True
                    item.setPos(layout.parking())
                continue
            table.removeItem(item)  # played, passed on, or gone from the game
            del self._pieces[piece_key]
        self.items = []
        self.playable = {}
        self._marks_for = None
        usable = set()
        if state.actor >= 0 and state.actor in table.humans and not table.locked:
            usable = {m.args[0] for m in table.legal if m.verb == "use" and m.args}
        rows: dict[tuple[int, bool], list[CardItem]] = {}
        for player, card_id, in_hand in wanted:
            item = self._pieces.get((player, card_id, in_hand))
            if item is None:
                item = CardItem(table, player, card_id, in_hand)
                item.setScale(table.farm_items[player].scale())
                if not in_hand:  # what the card holds, drawn on its face
                    HeldGoods(item)
                table.addItem(item)
                self._pieces[(player, card_id, in_hand)] = item
            elif item.parked:
                item.parked = False  # back on its board: _lay_out places it
            elif not item.isVisible():
                item.setVisible(True)
            marks = (item.playable if in_hand else False,  # hand marks follow in a moment
                     not in_hand and card_id in usable and player == state.actor,
                     not in_hand and (player, card_id) in table.declined_cards)
            if marks != (item.playable, item.usable, item.muted):
                item.playable, item.usable, item.muted = marks
                item.update()
            # the hands shown at the game's end lay among the played cards with only the
            # tray's dashed edge between them: faded, the unplayed ones read as such
            item.setOpacity(UNPLAYED_OPACITY if in_hand and state.is_over else 1.0)
            item.note = ""
            self.items.append(item)
            rows.setdefault((player, in_hand), []).append(item)
        self._syncs += 1
        self._later_marks(self._syncs)
        # Two rows on a board: the played cards in a block at the left, the open hand in a
        # block at the right (``_blocks``); a hidden hand's backs keep the lower row.
        self.hand_rows = {}
        self.hand_trays = {}
        self.played_sizes = {}
        self.hand_lines = {}
        strip_seat = table.strip_seat()
        # boards whose names were cut: the played cards (and a finished game's hand) as tiles
        crowded: list[Crowded] = []
        # a finished 4- or 5-player game's hands: as tiles in the strip, each under its board
        # (on the boards they took half of the card rows: the played names were cut beside
        # them, "Se…", and theirs ran sideways, "Harve…")
        revealed: list[tuple[int, list[CardItem]]] = []
        to_strip = state.is_over and table.hand_strip is not None and strip_seat is None
        for player in sorted({player for player, _ in rows}):
            # the occupations first, then the improvements, each in play order (laid as
            # played, the two kinds mixed in one row were hard to scan, a tester)
            played = [i for group in _by_kind(rows.get((player, False), [])) for i in group]
            hand = rows.get((player, True), [])
            if player == strip_seat:
                self._lay_out_strip(_by_kind(hand), player)
                hand = []
            elif to_strip and hand:
                occupations, minors = _by_kind(hand)
                revealed.append((player, occupations + minors))
                hand = []
            occupations, minors = _by_kind(hand)
            if not hand:
                if not played and table.hand_strip is None:
                    continue  # a hidden hand's backs keep the lower row, "No cards played yet"
                # a board without an open hand: the played cards in one row of larger cards
                # (at the board's size their names were cut on a 4- or 5-player board,
                # "Chi… Dau…", and a 2-player opponent's were about 9 pixels at 150 %
                # scaling, a tester), smaller as they grow many (``played_scale``); a hidden
                # hand is a line of its own under them (``FarmItem._paint_cards``)
                size = played_scale(len(played), row_span(table.farm_items[player])[1]
                                    - self._places_width(player))
                spots = self._fan_spots(player, 0, [played], size)
                unbroken = True
                if size <= 1.0 and table.hand_strip is None and not self._backs_shown(player):
                    # too many for one row and no hand below: over both rows, side by side
                    upper = -(-len(played) // 2)
                    spots = (self._fan_spots(player, 0, [played[:upper]])
                             + self._fan_spots(player, 1, [played[upper:]]))
                    size, unbroken = 1.0, False
                # as tiles rather than slivers with their words broken ("Musi-" / "cian",
                # "Swine-" / "herd" and the deck numbers hidden, while tiles below had
                # room for whole names, a tester)
                if not self._names_whole(player, spots, unbroken=unbroken):
                    crowded.append((player, played, self._tile_area(player), []))
                    continue
                self.played_sizes[player] = size
                self._place(player, spots)
                continue
            spots, block_w = self._block_spots(player, *_blocks(played, occupations, minors))
            played_spots = [s for s in spots if not s[0].in_hand]
            if state.is_over and played and not self._names_whole(player, spots):
                # the hands shown at the game's end: as cards they took half of a 4- or
                # 5-player board's row, the played names cut beside them ("Se…") and
                # their own sideways ("Harve…"); as tiles under the played ones, both
                # read (the hand's faded, as its cards were)
                del self.hand_rows[player]
                area = self._tile_area(player, bottom=layout.FARM_H - 3)
                crowded.append((player, played, area, occupations + minors))
                continue
            if self._hand_as_tiles(player, [s for s in spots if s[0].in_hand]):
                # the open hand's names cut in its fan ("Woo-den …", "Bake… Oven" at
                # 1366x768): the hand as tiles with their prices, under the played cards
                # as tiles (a board with none played: the hand alone)
                del self.hand_rows[player]
                area = self._tile_area(player, bottom=layout.FARM_H - 3)
                mine = occupations + minors
                crowded.append((player, played, area, mine) if played
                               else (player, mine, area, []))
                continue
            if not self._names_whole(player, played_spots):
                # the played block as tiles, the hand's block beside it as before
                self._place(player, [s for s in spots if s[0].in_hand])
                area = self._tile_area(player, block_w, bottom=layout.FARM_H - 3)
                crowded.append((player, [s[0] for s in played_spots], area, []))
                continue
            self._place(player, spots)
        self._lay_out_tiles(crowded)
        if strip_seat is None or not rows.get((strip_seat, True)):
            self._lay_out_strip([])
        self._lay_out_revealed(revealed)
        if self.preview_item.card_id and not any(
                i.card_id == self.preview_item.card_id for i in self.items):
            self.preview_item.setVisible(False)

    def _later_marks(self, key: int) -> None:
        """Which hand cards can be played is worked out just after the table is drawn (it
        tries every free action space), so a move shows at once and the marks follow."""
        self._marks_key = key
        self._marks_timer.start(0)

    def update_marks(self, key: int | None = None) -> None:
        """Mark the open hand's playable cards and write their notes (now, for ``key``'s
        table; a later table has its own)."""
        import shiboken6

        table = self.table
        if key is not None and key != self._syncs:
            return
        if not shiboken6.isValid(table) or not shiboken6.isValid(self.preview_item):
            return  # the table is gone (its window closed) before the marks were due
        try:
            if table.cards is not self:  # the table was rebuilt: these pieces are gone
                return
            open_seat = table.private_for
            state = table.state
        except (RuntimeError, AttributeError):  # the table was closed meanwhile
            return
        if self._marks_for is state:
            return
        self._marks_for = state
        self.playable = {}
        if open_seat is not None and table.hand_open(open_seat) and not table.locked:
            self.playable = playability(state, open_seat)
        for item in self.items:
            if not item.in_hand or not shiboken6.isValid(item):
                continue
            info = self.playable.get(item.card_id)
            playable = bool(info and info.playable)
            item.note = self.note_for(item.card_id)
            if playable != item.playable:
                item.playable = playable
                item.update()
            preview = self.preview_item
            if (preview.isVisible() and preview.card_id == item.card_id
                    and preview.note != item.note):
                # the large face under the pointer says it anew ("Not your turn." stood on
                # after the turn had come, a tester)
                preview.show_card(item.card_id, item.note, item.sceneBoundingRect())
        self.warm_faces()

    def warm_faces(self) -> None:
        """Draw, while the table is idle, the faces of every hand a person may open next (in
        pass-and-play the next seat's hand): opening it is then a copy, not a drawing."""
        table = self.table
        views = table.views()
        if not views:
            return
        scale = views[0].transform().m11()
        for seat in table.humans:
            if not 0 <= seat < len(table.state.players):
                continue
            p = table.state.players[seat]
            size = scale * (layout.HAND_SCALE if table.hand_strip is not None
                            else table.farm_items[seat].scale())
            for card_id in (*p.occupations, *p.minors):
                item = self._pieces.get((seat, card_id, True))  # a parked face: as it lay
                w, h = SMALL_W - 1, SMALL_H - 1
                face_image(card_id, w, h, (round(w * size), round(h * size)),
                           item.shown if item is not None else 1.0)

    def _backs_shown(self, player: int) -> bool:
        """Does the board show ``player``'s hand face down (in its lower card row)?"""
        p = self.table.state.players[player]
        return bool(p.occupations or p.minors) and not self.table.hand_open(player)

    def _lay_out_strip(self, groups: list[list[CardItem]], player: int = -1) -> None:
        """The open hand in the hand strip (``ui/hand_strip.py``): each kind in a group;
        as tiles where a card's name is cut (``_strip_tiles``)."""
        strip = self.table.hand_strip
        if strip is None:
            return
        groups = [g for g in groups if g]
        places = card_places(strip.rect, [len(g) for g in groups])
        if player >= 0 and self._strip_tiles(player, groups, places):
            return
        spans = []
        z = 20
        for group, spots in zip(groups, places, strict=True):
            for item, (at, shown) in zip(group, spots, strict=True):
                item.set_tile(None)  # (a tile on a finished game's board, in a replay)
                if item.scale() != layout.HAND_SCALE:
                    item.setScale(layout.HAND_SCALE)
                item.set_home(at)
                item.setZValue(z)
                z += 1
                if shown != item.shown:
                    item.set_shown(shown)
            spans.append((spots[0][0].x(), spots[-1][0].x() + SMALL_W * layout.HAND_SCALE))
        if tuple(spans) != strip.spans:
            strip.spans = tuple(spans)
            strip.update()

    def _strip_tiles(self, player: int, groups: list[list[CardItem]],
                     places: list[list[tuple[QPointF, float]]]) -> bool:
        """The hand strip's cards as tiles over its width, each name whole, where a card
        cuts one ("Wooden Strongb…" in a 4-player hand at 1366x768, the strip's right third
        empty); False (the cards stay) where none is cut or the tiles do not fit."""
        strip = self.table.hand_strip
        if strip is None or self.table.state.is_over:
            return False
        px = self.screen_scale() * layout.HAND_SCALE
        if all(name_whole(item.card_id, px, shown, played=False)
               for group, spots in zip(groups, places, strict=True)
               for item, (_at, shown) in zip(group, spots, strict=True)):
            return False
        farm = self.table.farm_items[player]
        inner = strip.rect.adjusted(layout.HAND_LABEL_W, PAD, -PAD, -PAD)
        rect = QRectF(farm.mapFromScene(inner.topLeft()), farm.mapFromScene(inner.bottomRight()))
        hand = [item for group in groups for item in group]
        cards = self._tile_cards(player, hand)
        pixels = self._pixels(player)
        area = Area(rect.width() * pixels, rect.height() * pixels)
        size = best_px(cards, area)
        if size is None:
            return False
        config, placed = plan(cards, area, size)
        self._set_tiles(player, rect, 0.0, hand, cards, config, placed, 1 / pixels)
        span = ((inner.left(), inner.right()),)
        if strip.spans != span:
            strip.spans = span
            strip.update()
        return True

    def _fan_spots(self, player: int, row: int, groups: list[list[CardItem]],
                   size: float = 1.0) -> list[Spot]:
        """One row of cards (0: the upper row, 1: the lower), overlapping when crowded; the
        groups follow one another with a gap between them.  ``size``: the cards' size on
        the board (``layout.PLAYED_SCALE``: one row of larger cards in the height of two)."""
        from agricola_qt.ui.farm_item import CARDS_Y

        farm = self.table.farm_items[player]
        y = CARDS_Y + (SMALL_H + 6 if row else 2)
        card_w = SMALL_W * size  # farm units
        groups = [g for g in groups if g]
        row_x, width = row_span(farm)
        if row == 0:  # animals' places on cards sit at the right of the played row
            width -= self._places_width(player)
        places = layout.fan([len(g) for g in groups], width, card_w, 3, GROUP_GAP)
        return [(item, row_x + x, y, shown, size) for group, spots in
                zip(groups, places, strict=True) for item, (x, shown) in
                zip(group, spots, strict=True)]

    def _place(self, player: int, spots: list[Spot]) -> None:
        """Lay cards where ``spots`` say, each face keeping to the part of it the next card
        leaves uncovered."""
        farm = self.table.farm_items[player]
        for k, (item, x, y, shown, size) in enumerate(spots):
            item.set_tile(None)
            if item.scale() != farm.scale() * size:  # back from the strip, or resized
                item.setScale(farm.scale() * size)
            item.set_home(farm.mapToScene(QPointF(x, y)))
            item.setZValue(20 + k)
            # the next card covers this one's right side: its face keeps to the rest
            if shown != item.shown:
                item.set_shown(shown)

    def _block_spots(self, player: int, *rows: CardRow) -> tuple[list[Spot], float]:
        """The two rows of ``_blocks``: the played block's columns, a gap, then the hand's
        block, each hand row spread over the block's width (overlapping when crowded); and
        the played block's width."""
        from agricola_qt.ui.farm_item import CARDS_Y

        farm = self.table.farm_items[player]
        played_cols = max(len(rows[0][0]), len(rows[1][0]))
        hand_cols = max(len(hand) for _, hand in rows)
        row_x, row_w = row_span(farm)
        played_pitch, hand_pitch = block_pitches(played_cols, hand_cols, row_w)
        block_left = (played_cols - 1) * played_pitch + SMALL_W + BLOCK_GAP if played_cols else 0
        block_w = (hand_cols - 1) * hand_pitch + SMALL_W
        # the animals' places on cards sit at the right of the upper row: its part of the
        # hand keeps left of them, the kind with fewer cards there (taken from both rows,
        # their room squeezed a tester's whole hand into slivers 13 pixels wide)
        reserved = self._places_width(player)
        upper_w = min(block_w, max(SMALL_W, row_w - reserved - block_left))
        if upper_w < block_w and len(rows[0][1]) > len(rows[1][1]):
            rows = ((rows[0][0], rows[1][1]), (rows[1][0], rows[0][1]))
        spans: list[tuple[float, float, float]] = []
        spots: list[Spot] = []
        for row, (played, hand) in enumerate(rows):
            y = CARDS_Y + (SMALL_H + 6 if row else 2)
            room = block_w if row else upper_w
            xs = [i * played_pitch for i in range(len(played))]
            xs += [block_left + x for group in layout.fan([len(hand)], room, SMALL_W, 3, 0)
                   for x, _ in group]
            for k, (item, x) in enumerate(zip([*played, *hand], xs, strict=True)):
                # the next card covers this one's right side: its face keeps to the rest
                shown = 1.0 if k == len(xs) - 1 else min(1.0, (xs[k + 1] - x - 1) / SMALL_W)
                spots.append((item, row_x + x, y, shown, 1.0))
            if hand:  # (left, right, top) of this row's hand: one tray under the block
                spans.append((row_x + block_left, row_x + block_left + room, y))
        self.hand_rows[player] = tuple(spans)
        return spots, max(block_left - BLOCK_GAP, 0.0)

    # --- played cards as tiles (``card_tiles``) -------------------------------------------
    def screen_scale(self) -> float:
        """Screen pixels per scene unit with the table fitted to the window (the zoom left
        out: zooming in makes tiles larger, it does not turn them back into cards); 1 with
        no view (an image drawn of the scene)."""
        views = self.table.views()
        if not views:
            return 1.0
        view = views[0]
        return view.transform().m11() / max(getattr(view, "zoom", 1.0), 1e-6)

    def view_scaled(self) -> None:
        """The window's size changed the table's scale: names that fit may no longer, or the
        other way round."""
        if self._shown is not None and self._shown[-1] != round(self.screen_scale(), 4):
            self.sync()
            self.table.refresh()

    def _pixels(self, player: int) -> float:
        """Screen pixels per farm unit on ``player``'s board."""
        return self.screen_scale() * self.table.farm_items[player].scale()

    def _hand_as_tiles(self, player: int, hand_spots: list[Spot]) -> bool:
        """Whether an open hand, fanned at ``hand_spots``, is laid as tiles instead: while
        the game goes on, where the fan cuts a name; once tiles, tiles for the rest of the
        game at this window size (a hand that went back to cards as one was played, and to
        tiles again, moved every card each time: a tester lost it)."""
        state = self.table.state
        if state.is_over:
            return False
        now = (state.setup, round(self.screen_scale(), 4))
        if self._hands_tiled.get(player) == now:
            return True
        if self._names_whole(player, hand_spots):
            return False
        self._hands_tiled[player] = now
        return True

    def _names_whole(self, player: int, spots: list[Spot], unbroken: bool = False) -> bool:
        """Whether every card laid at ``spots`` shows its name whole and across (and, with
        ``unbroken``, no word of it broken over two lines)."""
        pixels = self._pixels(player)
        return all(name_whole(item.card_id, pixels * size, shown, not item.in_hand, unbroken)
                   for item, _, _, shown, size in spots)

    def _tile_area(self, player: int, width: float | None = None,
                   bottom: float | None = None) -> QRectF:
        """Where a board's played cards lie as tiles (farm units): from the card rows' left,
        ``width`` wide (all of them, less the animals' places on cards), down to ``bottom``
        or, with a hidden hand, to the line of its backs under them (``hand_lines``, set
        here)."""
        from agricola_qt.ui.farm_item import CARDS_Y

        row_x, row_w = row_span(self.table.farm_items[player])
        if bottom is None:
            bottom = layout.FARM_H - 3
            if self._backs_shown(player):
                line = max(HAND_LINE, HAND_LINE_PX / self._pixels(player))
                bottom -= line
                self.hand_lines[player] = (bottom, line)
                bottom -= 2
        top = CARDS_Y + 2
        if width is None:  # left of the animals' places on cards (``HerdStrip``) and of
            # the card name over them, all the way down (``_pixel_area`` cuts only the rows
            # beside them)
            places = self._places_width(player)
            width = row_w - (places + 4 if places else 0.0)
        return QRectF(row_x, top, width, bottom - top)

    def _tile_cards(self, player: int, items: list[CardItem]) -> list[TileCard]:
        from agricola_qt.ui.card_goods import holdings_now

        table = self.table
        mine = table.state.players[player]
        held = holdings_now(table, player, mine, table.animals.herds.get(player))
        use = tr("use")  # room for the button only while it shows: a tile of a card with
        # uses kept it on every board, and names were cut for a button seldom there
        # an open hand's tile shows the card's price and points (a tester read both at a
        # glance on BGA); a finished game's hand is not scored and has nothing to pay
        over = table.state.is_over
        return [TileCard(i.card_id, _tile_name(i.card_id, i.in_hand and not over),
                         0 if i.in_hand and over else card_points(i.card_id),
                         tuple(str(h.count) for h in held.get(i.card_id, ())),
                         use if i.usable else "",
                         *(price(i.card_id) if i.in_hand and not over
                           else ((), False, ""))) for i in items]

    def _places_width(self, player: int) -> float:
        """Farm units the animals' places on cards take at the right of the upper row."""
        from agricola_qt.ui.animal_items import card_places_width

        return card_places_width(self.table.animals.card_places(player))

    def _pixel_area(self, player: int, rect: QRectF) -> Area:
        """``rect`` (farm units) in screen pixels, with the places for animals on cards at
        the right of the upper row cut out of the rows beside them."""
        from agricola_qt.ui.animal_items import CARDS_ROW_Y
        from agricola_qt.ui.animal_items import ROW_H as PLACE_H

        pixels = self._pixels(player)
        row_x, row_w = row_span(self.table.farm_items[player])
        reserved = self._places_width(player)
        cut = max(0.0, rect.right() - (row_x + row_w - reserved - 4)) if reserved else 0.0
        return Area(rect.width() * pixels, rect.height() * pixels, cut * pixels,
                    (CARDS_ROW_Y - PLACE_H - rect.top()) * pixels,
                    (CARDS_ROW_Y + PLACE_H + 2 - rect.top()) * pixels)

    def _lay_out_tiles(self, crowded: list[Crowded]) -> None:
        """The played cards of boards whose names the cards cut, as tiles: every board's
        text at one size (the largest at which each board's names come out whole); a
        finished game's hand, where it goes too, as tiles under them (``plan_split``)."""
        boards = [(player, items, rect, self._tile_cards(player, items),
                   self._pixel_area(player, rect), hand, self._tile_cards(player, hand))
                  for player, items, rect, hand in crowded if items]
        splits = [plan_split(cards, hand_cards, area) if hand else None
                  for _, _, _, cards, area, hand, hand_cards in boards]
        sizes = [split.played.px if split is not None else best_px(cards, area)
                 for split, (_, _, _, cards, area, _, _) in zip(splits, boards, strict=True)]
        largest = min((px for px in sizes if px is not None), default=TEXT_PX[0])
        for split, (player, items, rect, cards, area, hand, hand_cards) in zip(
                splits, boards, strict=True):
            unit = 1 / self._pixels(player)  # farm units a screen pixel
            if split is None:
                config, placed = plan(cards, area, largest)
                self._set_tiles(player, rect, 0.0, items, cards, config, placed, unit)
                continue
            if split.played.px > largest:  # (planned at its own size: again at the table's)
                split = plan_split(cards, hand_cards, area, largest)
            self._set_tiles(player, rect, 0.0, items, cards, split.played, split.played_tiles,
                            unit)
            self._set_tiles(player, rect, split.hand_top, hand, hand_cards, split.hand,
                            split.hand_tiles, unit)

    def _lay_out_revealed(self, revealed: list[tuple[int, list[CardItem]]]) -> None:
        """A finished game's hands as tiles in the hand strip, each under its board (over
        the width of its card rows), their text at one size; the strip lays a tray under
        each (``HandStrip.spans``)."""
        strip = self.table.hand_strip
        if strip is None or not revealed:
            return
        boards = []
        for player, hand in revealed:
            farm = self.table.farm_items[player]
            row_x, row_w = row_span(farm)
            inner = strip.rect.adjusted(0, PAD, 0, -PAD)
            top = farm.mapFromScene(inner.topLeft()).y()
            bottom = farm.mapFromScene(inner.bottomLeft()).y()
            rect = QRectF(row_x, top, row_w, bottom - top)
            pixels = self._pixels(player)
            cards = self._tile_cards(player, hand)
            boards.append((player, hand, rect, cards,
                           Area(rect.width() * pixels, rect.height() * pixels)))
        sizes = [best_px(cards, area) for _, _, _, cards, area in boards]
        largest = min((px for px in sizes if px is not None), default=TEXT_PX[0])
        spans = []
        for player, hand, rect, cards, area in boards:
            config, placed = plan(cards, area, largest)
            self._set_tiles(player, rect, 0.0, hand, cards, config, placed,
                            1 / self._pixels(player))
            farm = self.table.farm_items[player]
            spans.append((farm.mapToScene(rect.topLeft()).x(),
                          farm.mapToScene(rect.topRight()).x()))
        strip.spans = tuple(spans)
        strip.update()

    def _set_tiles(self, player: int, rect: QRectF, top: float, items: list[CardItem],
                   cards: list[TileCard], config: Config, placed: list[Placed],
                   unit: float) -> None:
        """Lay ``items`` as ``placed`` says, from ``top`` screen pixels down ``rect``."""
        farm = self.table.farm_items[player]
        for k, (item, tile, spot) in enumerate(zip(items, cards, placed, strict=True)):
            if item.scale() != farm.scale():
                item.setScale(farm.scale())
            if item.shown != 1.0:
                item.set_shown(1.0)
            item.set_tile(look(tile, config, spot, unit))
            item.set_home(farm.mapToScene(QPointF(rect.left() + spot.x * unit,
                                                  rect.top() + (top + spot.y) * unit)))
            item.setZValue(20 + k)
        if items and items[0].in_hand and not self.table.state.is_over and placed:
            # the open hand's tray: the cards not yet played, told from those played
            self.hand_trays[player] = QRectF(
                rect.left() + min(t.x for t in placed) * unit,
                rect.top() + (top + min(t.y for t in placed)) * unit,
                (max(t.x + t.w for t in placed) - min(t.x for t in placed)) * unit,
                (max(t.y + t.h for t in placed) - min(t.y for t in placed)) * unit)

    def note_for(self, card_id: str) -> str:
        note = self._play_note(card_id)
        alone = alone_note(self.table.state, card_id)
        if not (note and alone):
            return note or alone
        # a refusal's sentence has no full stop of its own ("needs a stone house Alone…")
        return note + (" " if note.endswith((".", "。")) else tr(". ")) + alone

    def _play_note(self, card_id: str) -> str:
        info = self.playable.get(card_id)
        if info is None:
            return ""
        if info.now:
            # (the first click chooses it: ``TableScene._choose_in_decision``)
            return tr("Click it to choose it and again to play it now, or drag it.")
        if info.spaces:
            return tr("Drag it onto {spaces}, or click it and then the space, to play "
                      "it.").format(spaces=spaces_named(self.table.state, info.spaces))
        return info.why

    def spaces_for(self, card_id: str) -> set[str]:
        self.update_marks()
        info = self.playable.get(card_id)
        return set(info.spaces) if info is not None else set()

    # --- pointer --------------------------------------------------------------------------
    def preview(self, item: CardItem) -> None:
        """The card under the pointer shows large; a tooltip still up from the board beside
        it goes (one help at a time: a tester read both at once)."""
        QToolTip.hideText()
        self.update_marks()
        note = item.note if item.in_hand else self._holding_note(item)
        if item.usable:  # the green "use" button acts at once: it says what it does first
            note = tr("; ").join(n for n in (self._use_note(item), note) if n)
        self.preview_item.show_card(item.card_id, note, item.sceneBoundingRect())

    def _use_note(self, item: CardItem) -> str:
        """What a click on a played card's "use" button does ("A click on the card does
        this at once (Undo takes it back): Use Tenant Farmer: give 1 cattle"); a tester's
        click gave back a cow before the panel's button, which says so, was read."""
        from agricola_qt.ui.text import move_label

        table = self.table
        uses = [m for m in table.legal if m.verb == "use" and m.args and m.args[0] == item.card_id]
        if len(uses) == 1:
            return tr("A click on the card does this at once (Undo takes it back): {what}"
                      ).format(what=move_label(table.state, uses[0]))
        if uses:
            return tr("A click on the card offers its uses: {what}").format(
                what=tr("; ").join(move_label(table.state, m) for m in uses))
        return ""

    def _holding_note(self, item: CardItem) -> str:
        """What a played card holds now, under its large face ("8 goods left in this card's
        stack; the next one is reed"): the face shows only the printed text, and in a narrow
        fan the card's own chips hide under the next card."""
        from agricola_qt.ui.card_goods import held_text, holdings_now

        table = self.table
        state = table.state
        if not 0 <= item.player < len(state.players):
            return ""
        held = holdings_now(table, item.player, state.players[item.player],
                         table.animals.herds.get(item.player)).get(item.card_id, ())
        parts = held_text(item.card_id, held).split("<br>")[1:] if held else []
        if item.muted:
            parts.append(tr("Its offers are answered “no” for the rest of this game (Game ▸ "
                            "Ask again about offers answered for the game)."))
        return tr("; ").join(parts)

    def retranslate(self) -> None:
        """Card names and notes in the new language: draw every card again (the notes
        worked out again: "why not playable" stayed in the old language)."""
        self._shown = None
        self._marks_for = None
        self.sync()
        for item in self.items:
            item.update()
        self.preview_item.update()

    def unpreview(self, item: CardItem) -> None:
        self.hide_preview(item.card_id)

    def hide_preview(self, card_id: str) -> None:
        """The large face goes when the pointer leaves its card (a hand card, a major)."""
        if self.preview_item.card_id == card_id:
            self.preview_item.setVisible(False)

    def clicked(self, item: CardItem) -> None:
        self.table.report_card_click(item.player, item.card_id, item.in_hand)

    def hand_rect(self, player: int, card_id: str) -> QRectF | None:
        """Where a card of ``player``'s open hand lies on the table (scene units), or None
        while that hand is closed."""
        item = self._pieces.get((player, card_id, True))
        if item is None or item.parked or not item.isVisible():
            return None
        return item.sceneBoundingRect()

    def played_items(self, player: int) -> list[CardItem]:
        """``player``'s played cards on the table, in the order they lie."""
        return [item for item in self.items
                if item.player == player and not item.in_hand and item.isVisible()]

    def item_for(self, card_id: str) -> CardItem:
        """The card's piece on the table, for tests and tools."""
        for item in self.items:
            if item.card_id == card_id:
                return item
        raise KeyError(card_id)


def _tile_name(card_id: str, held: bool) -> str:
    """A card's name on its tile; a hand card that passes on once played with its arrow, as
    the card's face has it (a tester missed it on a Weekly Market laid as a tile)."""
    info = CATALOG.get(card_id)
    name = card_name(card_id)
    return f"{name}\u00a0→" if held and info is not None and info.passing else name


__all__ = ["CardLayer", "Playability", "playability", "card_verb", "closed_occupation_words",
           "SMALL_W", "SMALL_H"]
