"""Help ▸ Learn to play: a guided first game, two players (you and the Easy computer), family
rules, a fixed setup.

The lesson covers the first eleven rounds and four harvests: a field, sowing, a pet sheep, a
room and a family growth (rounds 1-7, two feedings, begging explained), then a cooking
improvement bought with clay, a pasture fenced by drawing its fences, sheep taken into it, a
wild boar without room, and cooking at the third harvest so a lamb has room (rounds 8-9),
then clay (and reed) for a renovation, the house renovated to clay, and bread baked on the
cooking improvement (rounds 10-11); then it leaves the game to the player.  A space is
explained once: a later step on it says only what is new (``taught``, worked out from the
moves so far).  Each step says what to do
and why, marks the target on the table (a ``LessonMarker`` frame over an action space or a
farmyard cell, with a ring on the piece to drag) or highlights a decision button, and waits:
the step is worked out afresh from every position (``guide``), so it follows whatever the
computer takes, survives undo, and resumes from a saved list of moves (QSettings) exactly
where it was left.

``guide`` is plain logic over a ``GameState``; ``Lesson`` shows it in a window.
"""

from __future__ import annotations

import html
import warnings
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

import shiboken6
from attrs import frozen
from PySide6.QtCore import QLineF, QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from agricola_qt.engine import (
    GameState,
    IllegalMove,
    Move,
    Setup,
    apply,
    legal_moves,
    new_game,
    new_setup,
    why_illegal,
)
from agricola_qt.engine.goods import ANIMALS
from agricola_qt.engine.grid import CELL_NAMES, COLUMNS, bits, parse_cell, popcount
from agricola_qt.engine.harvest import food_needed
from agricola_qt.engine.improvements import default_payments
from agricola_qt.engine.setup import DeckShortWarning
from agricola_qt.engine.state import Frame, PlayerState
from agricola_qt.ui import i18n
from agricola_qt.ui.drawing import font
from agricola_qt.ui.farm_item import cell_rect, corner_pos
from agricola_qt.ui.feeding import free_cookings
from agricola_qt.ui.help.words import word
from agricola_qt.ui.hints import HintMarker, remove_marker, target_rect
from agricola_qt.ui.keeping import propose_keeping
from agricola_qt.ui.text import (
    among_han,
    card_name,
    engine_text,
    good_name,
    goods_text,
    space_name,
    tr,
)

if TYPE_CHECKING:
    from agricola_qt.app.window_main import GameWindow

SEED = 1  # the fixed setup: rounds 1-4 Improvement, Sow, Sheep, Fences; round 5 Family Growth
YOU = 0  # your seat (you start)
COMPUTER_LEVEL = "easy"
LAST_ROUND = 11  # the lesson ends once the fourth harvest is done
SETTINGS_MOVES = "tutorial/moves"
SETTINGS_DONE = "tutorial/finished"

# Your placements round by round, each a list of spaces to try: the first that is open (and
# useful) is asked for, so the lesson follows whatever the computer took.
PLAN: dict[int, tuple[tuple[str, ...], ...]] = {
    1: (("plow", "grain", "wood"), ("grain", "wood", "clay", "fishing")),
    2: (("sow-bake", "fishing", "day-labourer", "wood"),
        ("fishing", "day-labourer", "wood", "clay")),
    3: (("wood", "clay", "reed", "fishing"),
        ("sheep:pet", "fishing", "day-labourer", "starting-player", "reed")),
    4: (("day-labourer", "fishing", "starting-player", "clay"),
        ("starting-player", "fishing", "day-labourer", "reed", "clay")),
    5: (("reed:room-reed", "build-rooms", "wood", "fishing"),
        ("build-rooms", "fishing", "day-labourer", "wood")),
    6: (("family-growth", "fishing", "day-labourer", "wood"),
        ("fishing", "day-labourer", "starting-player", "wood")),
    7: (("fishing:three", "day-labourer:three", "starting-player", "grain"),
        ("day-labourer", "fishing", "starting-player", "grain"),
        ("starting-player", "grain", "fishing", "day-labourer", "wood", "clay")),
    # clay, then a cooking improvement at once; wood for the fences
    8: (("clay:cook-clay", "improvement:cook", "wood:fence-wood", "fishing", "day-labourer",
         "grain", "reed"),
        ("improvement:cook", "clay:cook-clay", "wood:fence-wood", "fishing", "day-labourer",
         "grain", "reed"),
        ("wood:fence-wood", "improvement:cook", "clay:cook-clay", "fishing", "day-labourer",
         "grain", "reed")),
    # the pasture, the sheep into it, and a wild boar that finds no room
    9: (("fences:pasture", "improvement:cook", "wood:fence-wood", "fishing", "day-labourer",
         "grain", "reed"),
        ("sheep:flock", "fences:pasture", "improvement:cook", "fishing", "day-labourer",
         "grain", "reed"),
        ("boar:overflow", "sheep:flock", "fences:pasture", "fishing", "day-labourer", "grain",
         "reed", "starting-player")),
    # clay (and reed) for the renovation, the renovation, and bread baked on the cooking
    # improvement (a newcomer met neither in the lesson and lost to the computer's stone house)
    10: (("clay:renovate-clay", "reed:renovate-reed", "renovation-improvement:renovate",
          "sow-bake:bake", "stable-bake:bake", "fishing", "day-labourer", "grain", "wood"),
         ("renovation-improvement:renovate", "clay:renovate-clay", "reed:renovate-reed",
          "sow-bake:bake", "stable-bake:bake", "fishing", "day-labourer", "grain",
          "starting-player", "wood"),
         ("sow-bake:bake", "stable-bake:bake", "renovation-improvement:renovate",
          "clay:renovate-clay", "reed:renovate-reed", "fishing", "day-labourer", "grain",
          "starting-player", "wood")),
    11: (("renovation-improvement:renovate", "clay:renovate-clay", "reed:renovate-reed",
          "sow-bake:bake", "stable-bake:bake", "fishing", "day-labourer", "grain",
          "starting-player", "wood"),
         ("renovation-improvement:renovate", "sow-bake:bake", "stable-bake:bake",
          "clay:renovate-clay", "reed:renovate-reed", "fishing", "day-labourer", "grain",
          "starting-player", "wood"),
         ("sow-bake:bake", "stable-bake:bake", "renovation-improvement:renovate", "fishing",
          "wood", "day-labourer", "grain", "starting-player", "reed")),
}
PLACEMENTS = sum(len(p) for p in PLAN.values())
ROOM_CELLS = ("a1", "b2", "b3")
PLOW_CELLS = ("b1", "c1", "a1", "b2", "c2")
RESOURCE_ORDER = ("wood", "clay", "reed", "stone")
# the pasture to fence, the first whose cells are free and whose fences you can pay: two
# cells (6 wood, 4 animals) in a corner away from the house and the fields, else one (4 wood)
PASTURES: tuple[tuple[str, ...], ...] = (
    ("d3", "e3"), ("d2", "e2"), ("d1", "e1"), ("e2", "e3"), ("c3", "d3"),
    ("e3",), ("d3",), ("e2",), ("e1",), ("c3",), ("c2",))
# the cooking improvements, the one the lesson buys first when it can
COOKING = ("cooking-hearth-4", "cooking-hearth-5", "fireplace-2", "fireplace-3")


@frozen
class Guide:
    """One step of the lesson: ``key`` names its text; ``kind`` says what the player does:

    - ``place``: drag a person onto the action space ``target``;
    - ``tile``: drag the ``tile`` from the tray onto the farmyard cell ``target``;
    - ``button``: press the decision button whose move is ``target`` (the button ``press``
      when it is another than the move's own);
    - ``card``: click the major improvement ``target`` on the table;
    - ``fence``: draw the fences around the cells ``target`` ("d3 e3"), then build them;
    - ``wait``: the computer is playing; ``finished``: the lesson is over.

    ``steps`` are the moves the step plays when it plays several at once (the fences drawn,
    the animals kept), the first of them the step's ``move``.
    """

    key: str
    kind: str
    target: str = ""
    tile: str = ""
    number: int = 0  # your placement number (1-27), 0 outside placements
    press: str = ""  # the decision button's own key, when not the move
    steps: tuple[str, ...] = ()

    @property
    def button(self) -> str:
        """The key of the decision button the step marks."""
        return self.press or self.target

    @property
    def move(self) -> str:
        """The move the step waits for ("" when it waits for nothing)."""
        if self.steps:
            return self.steps[0]
        if self.kind == "card":
            return f"buy {self.target}"
        if self.kind == "place":
            return f"place {self.target}"
        if self.kind == "tile":
            verb = {"field": "plow", "room": "room"}.get(self.tile, "sow")
            return f"{verb} {self.target}" + (" grain" if verb == "sow" else "")
        if self.kind == "button":
            return self.target
        return ""


def lesson_setup() -> Setup:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeckShortWarning)
        return new_setup(2, family=True, seed=SEED,
                         names=(word("tutorial", "name.you"), word("tutorial", "name.computer")))


def lesson_seats() -> list[str | None]:
    return [None, COMPUTER_LEVEL]


def finished(state: GameState) -> bool:
    return state.is_over or state.round > LAST_ROUND


def guide(state: GameState, taught: frozenset[str] = frozenset()) -> Guide:
    """The step for ``state``: what you should do now, or that the computer is playing.
    ``taught`` holds what earlier steps explained (``learn``): a space explained before is
    asked for again in a few words, not with its whole explanation."""
    if finished(state):
        return Guide("finished" if _all_done(state, taught) else "finished.short", "finished")
    if state.actor != YOU:
        placing = state.frame is None and state.phase == "work"
        return Guide("wait" if placing else "wait.turn", "wait")
    legal = [str(m) for m in legal_moves(state)]
    frame = state.frame
    if frame is None and state.phase == "work":
        return _placement(state, legal, taught)
    if frame is not None and frame.kind == "feed":
        return _feeding(state, legal, taught)
    if frame is not None and frame.kind == "animals":
        return _animals(state, legal)
    useful = [m for m in legal if not m.startswith("convert ")] or legal
    fences = _fencing(state, useful)
    if fences is not None:
        return fences
    cooking = next((c for c in COOKING if f"buy {c}" in useful), "")
    if cooking:  # (its text: "it turns goods into food")
        return Guide("sub.buy", "card", cooking)
    plows = [m for m in useful if m.startswith("plow ")]
    if plows:
        cell = next((c for c in PLOW_CELLS if f"plow {c}" in plows), plows[0].split()[1])
        return _tile("sub.plow", cell, "field", taught)
    rooms = [m for m in useful if m.startswith("room ")]
    if rooms:
        cell = next((c for c in ROOM_CELLS if f"room {c}" in rooms), rooms[0].split()[1])
        return _tile("sub.room", cell, "room", taught)
    sows = [m for m in useful if m.startswith("sow ") and m.endswith(" grain")]
    if sows:
        return _tile("sub.sow", sows[0].split()[1], "grain", taught)
    bakes = [m for m in useful if m.startswith("bake ")]
    if bakes and state.frame is not None and not state.frame.baked:  # once: one grain
        return Guide("sub.bake-again" if "sub.bake" in taught else "sub.bake", "button",
                     bakes[0])
    if "take wood" in useful:  # the text names wood
        key = "sub.resource-again" if "sub.resource" in taught else "sub.resource"
        return Guide(key, "button", "take wood")
    for good in RESOURCE_ORDER:
        if f"take {good}" in useful:
            return Guide("sub.other", "button", f"take {good}")
    if "done" in useful:
        return Guide("sub.done", "button", "done")
    return Guide("sub.other", "button", useful[0])


def _all_done(state: GameState, taught: frozenset[str]) -> bool:
    """Did the lesson's game do all the closing text says: ploughed and sowed, a room, a
    family of three, a cooking improvement, a pasture, a clay house, bread baked (its step
    was shown: the lesson lets nothing else be played), four harvests without begging?"""
    you = state.players[YOU]
    return (you.farm.room_count >= 3 and you.people >= 3 and you.begging == 0
            and bool(you.farm.fields) and bool(_cooker(you)) and bool(you.farm.pastures)
            and you.farm.house != "wood" and "sub.bake" in taught)


def _feeding(state: GameState, legal: list[str], taught: frozenset[str]) -> Guide:
    """The feeding: cook first what the breeding brings back (a full pasture has no room for
    a lamb), turn grain or cook when short, then feed."""
    need = food_needed(state, YOU)
    you = state.players[YOU]
    have = you.goods.food
    free = free_cookings(state)
    if free:
        move = str(free[0])
        return Guide("feed.cook-room", "button", move, press=f"free {move}")
    if have < need and "convert grain" in legal:
        return Guide("feed.convert", "button", "convert grain")
    if have < need and _cooker(you):
        cook = next((m for m in legal if m.startswith("convert ")
                     and m.split()[1] in (*ANIMALS, "veg")), "")
        if cook:
            return Guide("feed.cook", "button", cook)
    if have < need:
        return Guide("feed.beg", "button", "feed")
    if _cooker(you) and not {"feed.cook-room", "feed.cook", "feed.pay-cook"} & taught:
        return Guide("feed.pay-cook", "button", "feed")
    return Guide("feed.pay-again" if "feed.pay" in taught else "feed.pay", "button", "feed")


def _animals(state: GameState, legal: list[str]) -> Guide:
    """Animals without room: the panel's way that keeps the most points, else keep-best."""
    steps = propose_keeping(state)
    if steps:
        return Guide("sub.animals", "button", steps[0], press="keep-points",
                     steps=tuple(steps))
    move = "keep-best" if "keep-best" in legal else legal[0]
    return Guide("sub.animals", "button", move)


def _fencing(state: GameState, useful: list[str]) -> Guide | None:
    """In a fencing action without a pasture yet: draw the lesson's pasture (or, its cells
    clicked one by one, build the plan)."""
    frame = state.frame
    if frame is None or not frame.fences or state.players[YOU].farm.pastures:
        return None
    cells = pasture_cells(state)
    if not cells:
        return None
    planned = planned_cells(frame)
    rest = tuple(f"fence-add {c}" for c in cells if c not in planned)
    if rest:
        return Guide("sub.fence", "fence", " ".join(cells), steps=(*rest, "fence-build"))
    build = next((m for m in useful if m.startswith("fence-build")), "")
    return Guide("sub.other", "button", build) if build else None


def planned_cells(frame: Frame) -> set[str]:
    """The cells of the pasture being drawn in a fencing action."""
    return {CELL_NAMES[c] for c in bits(frame.plan)}


def pasture_cells(state: GameState) -> tuple[str, ...]:
    """The cells of the pasture the lesson fences in the open fencing action (with the cells
    planned so far): the first of ``PASTURES`` the rules let you fence now."""
    frame = state.frame
    if frame is None or not frame.fences:
        return ()
    planned = planned_cells(frame)
    for cells in PASTURES:
        if not planned <= set(cells):
            continue
        try:
            trial = state
            for cell in cells:
                if cell not in planned:
                    trial = apply(trial, Move.parse(f"fence-add {cell}"))
            apply(trial, Move.parse("fence-build"))
        except IllegalMove:
            continue
        return cells
    return ()


def _cooker(player: PlayerState) -> str:
    """The player's cooking improvement (a Fireplace or Cooking Hearth), "" if none."""
    return next((c for c in player.cards if c in COOKING), "")


def _tile(key: str, cell: str, tile: str, taught: frozenset[str]) -> Guide:
    """A tile to drag; explained before (a second room in the same action), in few words."""
    return Guide(f"{key}-again" if key in taught else key, "tile", cell, tile)


def _placement(state: GameState, legal: list[str], taught: frozenset[str]) -> Guide:
    placed = state.players[YOU].placed
    plan = PLAN.get(state.round, ())
    options = plan[placed] if placed < len(plan) else ()
    number = sum(len(PLAN.get(r, ())) for r in range(1, state.round)) + placed + 1
    for option in options:
        space, _, why = option.partition(":")  # "reed:room-reed": the text place.room-reed
        if f"place {space}" not in legal:
            continue
        if not _useful(state, space, why):
            continue
        if why == "three" and (state.players[YOU].people != 3 or state.round != 7):
            continue  # "three people ... the second harvest comes after this round"
        if why == "three":  # "start with food": the open space that gives the most of it
            open_spaces = (o.partition(":")[0] for o in options)
            space = max((sid for sid in open_spaces if f"place {sid}" in legal),
                        key=lambda sid: _food_on(state, sid))
        key = why or space
        if why and f"place.{why}" in taught:  # (more wood for the fences, once more)
            key = "again-food" if _food_gathered(state, space) else "again"
        elif not why and f"space.{space}" in taught:  # explained before: only what is new
            key = "again-food" if _food_gathered(state, space) else "again"
        elif key == "grain" and not _sow_next_round(state):
            key = "grain-keep"  # "next round you will sow it on your new field": not so
        elif key == "fishing" and state.round > 4:
            key = "fishing-later"  # its text says the first harvest is still to come
        elif key == "starting-player" and state.starting_player == YOU:
            key = "starting-player-food"  # "makes you the first": you already are
        return Guide(f"place.{key}", "place", space, number=number)
    spaces = [m.split()[1] for m in legal if m.startswith("place ")]
    return Guide("place.any", "place", spaces[0], number=number)


def _sow_next_round(state: GameState) -> bool:
    """Is "take grain now, sow it on your new field next round" true: your last person
    goes, you have an empty field, and next round's card is the sowing one?"""
    you = state.players[YOU]
    cards = state.setup.round_cards
    return (you.people - you.placed == 1 and you.farm.empty_fields() != 0
            and state.round < len(cards) and cards[state.round] == "sow-bake")


def learn(taught: Iterable[str], step: Guide) -> frozenset[str]:
    """What has been explained once ``step`` has been shown: its key and, for a placement
    that explained its space, the space (``space.<id>``)."""
    more = {step.key}
    if step.kind == "place" and step.key not in ("place.three", "place.any"):
        more.add(f"space.{step.target}")
    return frozenset(taught) | more


def lesson_steps(states: Iterable[GameState]) -> list[Guide]:
    """The step shown at each of ``states``, a game's positions in order."""
    taught: frozenset[str] = frozenset()
    steps = []
    for state in states:
        step = guide(state, taught)
        steps.append(step)
        taught = learn(taught, step)
    return steps


def taught_by(start: GameState, moves: Sequence[Move]) -> frozenset[str]:
    """What the lesson explained on the way from ``start`` through ``moves`` (before the
    position they lead to)."""
    taught: frozenset[str] = frozenset()
    state = start
    for move in moves:
        taught = learn(taught, guide(state, taught))
        state = apply(state, move, checked=False)
    return taught


def _food_on(state: GameState, space_id: str) -> int:
    """The food a person placed on the space would take now."""
    index = state.space_index(space_id)
    if index < 0:
        return 0
    s = state.spaces[index]
    return s.stock.food + s.space.gives.food


def _food_gathered(state: GameState, space_id: str) -> int:
    """The food that has piled up on the space (not what it gives each time)."""
    index = state.space_index(space_id)
    return state.spaces[index].stock.food if index >= 0 else 0


NEEDS = {"sow-bake": "sow ", "build-rooms": "room ", "family-growth": "grow"}


def _useful(state: GameState, space: str, why: str = "") -> bool:
    """Does the space do what the lesson says it is for (sow, build a room, grow, keep a
    single sheep as a pet)?"""
    if why == "pet":  # "one animal lives in your house": one sheep there, none at home
        index = state.space_index(space)
        goods = state.players[YOU].goods
        return (index >= 0 and state.spaces[index].stock.sheep == 1
                and goods.sheep + goods.boar + goods.cattle == 0)
    you = state.players[YOU]
    if why == "room-reed":  # "a room costs 5 wood and 2 reed; you have the wood"
        return you.goods.wood >= 5 and you.goods.reed < 2
    if why in GOALS:
        return GOALS[why](state, apply(state, Move.parse(f"place {space}"), checked=False))
    if space == "build-rooms" and you.people - you.placed != 1:
        return False  # its text says "drag your other person"
    wanted = NEEDS.get(space)
    if wanted is None:
        return True
    before = you
    after = apply(state, Move.parse(f"place {space}"), checked=False)
    if space == "family-growth":
        return after.players[YOU].people > before.people
    return any(str(m).startswith(wanted) for m in legal_moves(after))


def _can_buy_cooking(player: PlayerState, majors: Iterable[str], state: GameState) -> bool:
    """Could ``player`` pay a cooking improvement still on the board (without giving a
    Fireplace back)?"""
    return any(not pay.returns and player.goods.covers(pay.goods)
               for c in majors if c in COOKING for pay in default_payments(state, YOU, c))


def _wants_clay(state: GameState, after: GameState) -> bool:
    """"Cooking improvements cost clay": none yet, too little clay now, enough after."""
    you, then = state.players[YOU], after.players[YOU]
    return (not _cooker(you) and not _can_buy_cooking(you, state.majors, state)
            and _can_buy_cooking(then, after.majors, after))


def _wants_cooking(state: GameState, after: GameState) -> bool:
    """"Buy one": none yet, and a cooking improvement can be bought there."""
    return not _cooker(state.players[YOU]) and any(
        m.verb == "buy" and m.args[0] in COOKING for m in legal_moves(after))


def _wants_wood(state: GameState, after: GameState) -> bool:
    """"Fences cost 1 wood each": no pasture yet, less than two cells' fences, the space
    gives wood, and enough for one cell's after it."""
    you, then = state.players[YOU], after.players[YOU]
    return (not you.farm.pastures and you.goods.wood < PASTURE_WOOD
            and then.goods.wood >= max(you.goods.wood + 1, CELL_WOOD))


def _wants_pasture(state: GameState, after: GameState) -> bool:
    """"A pasture": none yet, and the lesson's pasture can be fenced there."""
    return not state.players[YOU].farm.pastures and bool(pasture_cells(after))


def _wants_flock(state: GameState, after: GameState) -> bool:
    """"Your pasture is ready": a pasture, and sheep on the space."""
    return bool(state.players[YOU].farm.pastures) and after.players[YOU].animals[0] > (
        state.players[YOU].animals[0])


def _wants_overflow(state: GameState, after: GameState) -> bool:
    """"Your pasture and house are full, take it anyway": a cooking improvement, and the
    animal finds no room."""
    frame = after.frame
    return (bool(_cooker(state.players[YOU])) and frame is not None
            and frame.kind == "animals")


def _wants_renovation_clay(state: GameState, after: GameState) -> bool:
    """"A clay hut costs 1 clay a room": a wooden house, too little clay for it now, enough
    after."""
    you, then = state.players[YOU], after.players[YOU]
    rooms = you.farm.room_count
    return you.farm.house == "wood" and you.goods.clay < rooms <= then.goods.clay


def _wants_renovation_reed(state: GameState, after: GameState) -> bool:
    """"The renovation needs 1 reed too": a wooden house, no reed now, the clay for it held
    or on the clay space, and reed after."""
    you, then = state.players[YOU], after.players[YOU]
    index = state.space_index("clay")
    clay_there = state.spaces[index].stock.clay if index >= 0 else 0
    return (you.farm.house == "wood" and you.goods.reed < 1 <= then.goods.reed
            and you.goods.clay + clay_there >= you.farm.room_count)


def _wants_renovation(state: GameState, after: GameState) -> bool:
    """"Your rooms become clay": the house is renovated there."""
    before = state.players[YOU].farm.house
    return before == "wood" and after.players[YOU].farm.house != before


def _wants_baking(state: GameState, after: GameState) -> bool:
    """"Bake bread on your Cooking Hearth": grain, a cooking improvement, and a bake there."""
    you = state.players[YOU]  # (grain left once the empty fields are sown: sowing comes first)
    # and one grain kept besides: the step says to keep some for sowing, and a later bake
    # took a tester's last grain, the grain's point with it
    return (you.goods.grain > popcount(you.farm.empty_fields()) + 1 and bool(_cooker(you))
            and any(m.verb == "bake" for m in legal_moves(after)))


PASTURE_WOOD = 6  # the fences of a pasture of two cells
CELL_WOOD = 4  # of one cell
GOALS = {"cook-clay": _wants_clay, "cook": _wants_cooking, "fence-wood": _wants_wood,
         "pasture": _wants_pasture, "flock": _wants_flock, "overflow": _wants_overflow,
         "renovate-clay": _wants_renovation_clay, "renovate-reed": _wants_renovation_reed,
         "renovate": _wants_renovation,
         "bake": _wants_baking}


def step_text(step: Guide, state: GameState) -> str:
    """The words of ``step`` shown at ``state``, in the current language."""
    you = state.players[YOU]
    index = state.space_index(step.target) if step.kind == "place" else -1
    values = {"n": step.number, "total": PLACEMENTS, "round": state.round,
              "need": food_needed(state, YOU) if state.phase == "feed" else 0,
              "have": you.goods.food,
              "rule": word("tutorial", "feed.rule.baby" if you.newborns else "feed.rule"),
              "space": space_name(state.spaces[index].space) if index >= 0 else "",
              "food": _food_gathered(state, step.target) if index >= 0 else 0,
              "stock": goods_text(state.spaces[index].stock) if index >= 0 else "",
              "wood": you.goods.wood,
              "rooms": you.farm.room_count,
              "clay": you.goods.clay,
              "card": card_name(step.target if step.kind == "card" else _cooker(you)),
              "room": 2 * len(step.target.split()) if step.kind == "fence" else 0,
              "build": tr("Build these fences"),
              **_cooking_values(step, state)}
    template = word("tutorial", step.key)
    return template.format(**values)


def _cooking_values(step: Guide, state: GameState) -> dict[str, object]:
    """The animal a cooking step cooks and the food it gives ("{animal}", "{gain}")."""
    if step.kind != "button" or not step.move.startswith("convert "):
        return {"animal": "", "gain": 0}
    good = step.move.split()[1]
    after = apply(state, Move.parse(step.move), checked=False)
    gain = after.players[YOU].goods.food - state.players[YOU].goods.food
    return {"animal": good_name(good, 2), "gain": gain}


# --- on the table -----------------------------------------------------------------------
LESSON_EDGE = QColor("#E8590C")
LESSON_FILL = QColor(232, 89, 12, 50)


class LessonMarker(HintMarker):
    """An orange frame over the step's target; ``source`` is where the piece to drag lies
    (scene coordinates), ``target`` the point to drop it on.  A fence step's ``path`` is the
    way round its pasture, corner to corner (the ring marks where to begin drawing)."""

    def __init__(self, rect: QRectF, source: QPointF | None, step: Guide,
                 path: Sequence[QPointF] = ()) -> None:
        super().__init__(rect)
        self.path = list(path)
        self.source = self.path[0] if self.path else source
        self.target = rect.center()
        self.step = step
        self.setZValue(125)

    def boundingRect(self) -> QRectF:  # noqa: N802
        box = super().boundingRect()
        if self.source is not None:
            box = box.united(QRectF(self.source.x() - 24, self.source.y() - 24, 48, 48))
        return box

    def shape(self) -> QPainterPath:
        """Only the frame counts as the item (the arrow lies over other pieces)."""
        path = QPainterPath()
        path.addRect(super().boundingRect())
        return path

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: object = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.path:  # the fences to draw: dashed along the cells' edges, a ring at the start
            p.setBrush(QBrush(LESSON_FILL))
            p.setPen(QPen(LESSON_EDGE, 4, Qt.PenStyle.DashLine))
            p.drawPolygon(QPolygonF(self.path))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(LESSON_EDGE, 3))
            p.drawEllipse(self.path[0], 14, 14)
            self._badge(p)
            return
        if self.source is not None:  # what to drag: a ring, and a dashed way to the target
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(LESSON_EDGE, 3))
            p.drawEllipse(self.source, 20, 20)
            p.setPen(QPen(LESSON_EDGE, 3, Qt.PenStyle.DashLine))
            line = QLineF(self.source, self.target)
            if line.length() > 60:
                line.setLength(line.length() - 20)
                start = QLineF(self.source, self.target)
                start.setLength(22)
                p.drawLine(start.p2(), line.p2())
        p.setBrush(QBrush(LESSON_FILL))
        p.setPen(QPen(LESSON_EDGE, 5))
        p.drawRoundedRect(self.rect.adjusted(-3, -3, 3, 3), 8, 8)
        self._badge(p)

    def _badge(self, p: QPainter) -> None:
        # on the frame's right edge, half its height down: above the corner it covered the
        # turn order, at the corner a space's name ("Take 1 Grai") and a major's points disc
        badge = QRectF(self.rect.right() - 8, self.rect.center().y() - 11, 22, 22)
        p.setBrush(QBrush(LESSON_EDGE))
        p.setPen(QPen(QColor("white"), 2))
        p.drawEllipse(badge)
        p.setFont(font(10, bold=True))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, "!")


BUTTON_STYLE = "background: #ffe3cc; border: 3px solid #E8590C; padding: 3px;"


class LessonPanel(QWidget):
    """The lesson's words: the step, what to do, why; and a button to leave."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setStyleSheet("font-weight: bold; font-size: 15px;")
        self.title.setWordWrap(True)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setStyleSheet("font-size: 14px;")
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.leave_button = QPushButton()
        # the words scroll when the dock is short (beside the coach's dock at 1600x900 the
        # step was cut off mid-sentence, with no way to read the rest)
        words = QWidget()
        inner = QVBoxLayout(words)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addWidget(self.title)
        inner.addWidget(self.text)
        # what the computer did since the player's move: the log is a tab behind this one,
        # and the status bar kept only its last line ("took 1 reed" for a Day Labourer's
        # food and reed, a newcomer)
        self.news = QLabel()
        self.news.setWordWrap(True)
        self.news.setStyleSheet("color: #555; margin-top: 8px;")
        self.news.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.news.hide()
        inner.addWidget(self.news)
        inner.addStretch(1)
        self.scroll = QScrollArea()
        self.scroll.setWidget(words)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer.addWidget(self.scroll, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.leave_button)
        outer.addLayout(row)


class Lesson(QObject):
    """Runs the guided game in a ``GameWindow``: starts (or resumes) it, shows every step,
    remembers the moves so far, and steps aside when left or when another game starts."""

    def __init__(self, window: GameWindow) -> None:
        super().__init__(window)
        self.window = window
        self.active = False
        self.starting = False
        self.step: Guide | None = None
        self.marker: LessonMarker | None = None
        self.button: QPushButton | None = None
        self.lit: set[str] = set()  # the action space the step lit on the table
        self.controller: object | None = None
        self.shown_text = ""  # the step's words in the panel (without a refusal's note)
        self.panel = LessonPanel()
        self.panel.leave_button.clicked.connect(self._left)
        self.dock = QDockWidget(window)
        self.dock.setObjectName("lesson")
        self.dock.setWidget(self.panel)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.dock.setMinimumWidth(230)
        # a tab in front of the game log, under the decision panel: on the left it took a
        # quarter of a laptop's window from the table (at 1093×614 the table kept half the
        # width, "Round 10" read "ound 1"), and the log tells little in the first game
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        window.tabifyDockWidget(window.game_log, self.dock)
        self.dock.hide()
        self._confirm_was = True

    # --- starting and leaving -------------------------------------------------------------
    @staticmethod
    def saved_moves() -> list[str]:
        value = i18n.settings().value(SETTINGS_MOVES) or ""
        return [m for m in str(value).split("|") if m]

    @staticmethod
    def can_resume() -> bool:
        return bool(Lesson.saved_moves()) and i18n.settings().value(SETTINGS_DONE) != "1"

    def begin(self, resume: bool = False) -> bool:
        """Start the lesson's game, or ``resume`` the saved one; False if it cannot be
        replayed (then a fresh lesson starts)."""
        moves: list[Move] = []
        if resume:
            try:
                moves = [Move.parse(m) for m in self.saved_moves()]
            except ValueError:
                moves = []
        self.starting = True
        w = self.window
        try:
            try:
                w.start(lesson_setup(), lesson_seats(), moves)
            except Exception:  # noqa: BLE001 - a saved lesson that no longer replays
                moves = []
                w.start(lesson_setup(), lesson_seats(), moves)
        finally:
            self.starting = False
        if not self.active:
            self._confirm_was = w.confirm_action.isChecked()
        w.confirm_action.setChecked(False)  # the lesson says when a turn ends
        # the coach waits until the lesson is done (its hints are the lesson's steps): its
        # panel, left open from an earlier game, squeezed the lesson's words at 1366x768
        w.coach_panel.hide()
        self.active = True
        i18n.settings().setValue(SETTINGS_DONE, "0")
        self._attach()
        self.dock.show()
        self.dock.raise_()
        self.sync()
        return bool(moves) == resume

    def _attach(self) -> None:
        c = self.window.controller
        if c is not self.controller:
            c.state_changed.connect(self._state_changed)
            self.controller = c
        c.gate = self._gate

    def _gate(self, texts: Sequence[str]) -> str:
        """Only the marked step is played while the lesson runs: a person dropped on
        Fishing instead of "Plough 1 Field" went on with texts that were no longer true
        ("sow that grain on your new field", with no field) and never taught ploughing.
        A move the rules forbid anyway is refused with the game's own reason (an occupied
        space, too little wood), which teaches more than "the lesson asks for the marked
        step"."""
        step = self.step
        if not self.active or step is None or step.kind in ("wait", "finished"):
            return ""
        try:
            move, wanted = Move.parse(texts[0]), Move.parse(step.move)
        except ValueError:
            return ""
        if str(move) == str(wanted) or self._draws_pasture(step, texts):
            return ""
        refusal = why_illegal(self.window.controller.state, move)
        note = engine_text(refusal) if refusal is not None else word("tutorial", "off-plan")
        if self.lit:  # the drop put out the lit space: the step's target shows again
            self.window.scene.highlight_spaces = set(self.lit)
        # above the step (as rich text, whose lines are <br>: the step's own line breaks
        # would run together); a later refusal takes the place of an earlier one
        self.note(note)
        return note

    def _draws_pasture(self, step: Guide, texts: Sequence[str]) -> bool:
        """Do ``texts`` fence the step's pasture (drawn: its cells and the build; clicked:
        one of its cells)?"""
        if step.kind != "fence":
            return False
        cells = set(step.target.split())
        frame = self.window.controller.state.frame
        fenced = planned_cells(frame) if frame is not None else set()
        for text in texts:
            verb, _, cell = text.partition(" ")
            if verb == "fence-clear":
                fenced = set()
            elif verb == "fence-add" and cell in cells:
                fenced.add(cell)
            elif verb != "fence-build" or fenced != cells:
                return False
        return True

    def leave(self) -> None:
        """Stop guiding (the moves so far stay saved, to resume later); the game stays."""
        if not self.active:
            return
        self.active = False
        self._unmark()
        self.dock.hide()
        self.window.game_log.raise_()  # the tab the lesson stood in front of
        c = self.controller
        if c is not None and shiboken6.isValid(c):
            try:
                c.state_changed.disconnect(self._state_changed)  # type: ignore[attr-defined]
            except (RuntimeError, TypeError):
                pass
        if c is not None and shiboken6.isValid(c):
            c.gate = None  # type: ignore[attr-defined]
        self.controller = None
        if shiboken6.isValid(self.window):
            self.window.confirm_action.setChecked(self._confirm_was)

    def _left(self) -> None:
        """Leave the lesson, saying where it carries on (the panel went without a word, and
        a newcomer did not know whether the lesson was kept); a lesson gone to its end
        begins again from the start, and says so (it promised to carry on, a tester)."""
        over = self.step is not None and self.step.kind == "finished"
        self.leave()
        self.window.statusBar().showMessage(word("ui", "lesson.over" if over
                                                 else "lesson.kept"), 15000)

    def note(self, text: str) -> None:
        """``text`` in bold above the step's words, until the next step (as a refusal)."""
        shown = html.escape(self.shown_text).replace("\n", "<br>")
        self.panel.text.setText(f"<b>{html.escape(text)}</b><br><br>{shown}")

    def game_replaced(self) -> None:
        """The window starts another game: the lesson steps aside."""
        if self.active and not self.starting:
            self.leave()

    # --- following the game ---------------------------------------------------------------
    def _state_changed(self, state: GameState) -> None:
        if self.active:
            self.sync()

    def sync(self) -> None:
        """Show the step for the table's position and remember the moves so far."""
        if not self.active:
            return
        c = self.window.controller
        i18n.settings().setValue(SETTINGS_MOVES, "|".join(str(m) for m in c.moves))
        step = guide(c.state, taught_by(new_game(c.state.setup), c.moves))
        if step.kind == "finished":
            i18n.settings().setValue(SETTINGS_DONE, "1")
        was_guiding = self.guiding()
        self.step = step
        if was_guiding and not self.guiding():
            self.window.autosave_now()  # the game is the player's from here: kept as any
        self._show(step)

    def _show(self, step: Guide) -> None:
        self.dock.setWindowTitle(word("ui", "lesson.title"))
        self.panel.leave_button.setText(word("ui", "lesson.leave"))
        state = self.window.controller.state
        if step.number:
            heading = word("tutorial", "heading.step").format(
                n=step.number, total=PLACEMENTS, round=state.round)
        elif step.kind in ("wait", "finished"):
            heading = word("tutorial", f"heading.{step.kind}")
        elif step.key.startswith("feed."):
            heading = word("tutorial", "heading.harvest")
        else:
            heading = word("tutorial", "heading.decision")
        self.panel.title.setText(heading)
        self.shown_text = step_text(step, state)
        if self.panel.text.text() != self.shown_text:  # a new step is read from its top
            self.panel.scroll.verticalScrollBar().setValue(0)
        self.panel.text.setText(self.shown_text)
        self._mark(step)
        QTimer.singleShot(0, self, self._show_news)  # (once the log has followed the move)

    def _show_news(self) -> None:
        """The computer's moves since the player's last one, from the game log."""
        if not self.active:
            return
        told: list[str] = []
        for line in reversed(self.window.game_log.lines):
            if line.kind == "move" and line.player == YOU:
                break
            if line.kind == "move" and line.player >= 0:
                told.append(among_han(line.text))  # ("電腦 從…": as the log shows it)
        news = self.panel.news
        news.setText("\n".join([word("ui", "lesson.computer"),
                                *(f"• {t}" for t in reversed(told[:4]))]) if told else "")
        news.setVisible(bool(told))

    def _mark(self, step: Guide) -> None:
        self._unmark()
        w = self.window
        scene = w.scene
        state = w.controller.state
        if step.kind == "fence":
            self._mark_pasture(step)
        elif step.kind in ("place", "tile", "card"):
            rect = target_rect(scene, state, Move.parse(step.move))
            if rect is None:
                return
            source: QPointF | None = None
            if step.kind == "place":
                people = scene.home_people(YOU)
                if people:
                    source = people[0].sceneBoundingRect().center()
            else:
                tile = scene.tiles.get(step.tile)
                if tile is not None and tile.isVisible():  # the tile, not its label under it
                    source = tile.mapToScene(QPointF(0, 0))  # (the ring hid "Field")
            self.marker = LessonMarker(rect, source, step)
            scene.addItem(self.marker)
            self.lit = {step.target} if step.kind == "place" else set()
            scene.highlight_spaces = set(self.lit)
            scene.refresh()
        elif step.kind == "button":
            self._mark_button(step.button)

    def guiding(self) -> bool:
        """Whether the lesson still marks the steps: not once it is over (the game is the
        player's then, the coach's hints with it, as its closing words say)."""
        return self.active and (self.step is None or self.step.kind != "finished")

    def _mark_button(self, key: str) -> None:
        button = self.window.chooser.button_for(key)
        if button is not None:
            self.button = button
            button.setStyleSheet(BUTTON_STYLE)
            button.setProperty("lesson", True)

    def _mark_pasture(self, step: Guide) -> None:
        """The cells to fence, the way round them to draw, and once drawn "Build these
        fences"."""
        scene = self.window.scene
        farm = scene.farm_items[YOU]
        cells = [parse_cell(c) for c in step.target.split()]
        area = QRectF()
        for cell in cells:
            area = area.united(cell_rect(cell))
        top, left = divmod(min(cells), COLUMNS)
        bottom, right = divmod(max(cells), COLUMNS)
        corners = ((top, left), (top, right + 1), (bottom + 1, right + 1), (bottom + 1, left),
                   (top, left))
        path = [farm.mapToScene(corner_pos(r, c)) for r, c in corners]
        self.marker = LessonMarker(farm.mapRectToScene(area), None, step, path)
        scene.addItem(self.marker)
        scene.refresh()
        self._mark_button("confirm-fences")

    def _unmark(self) -> None:
        marker, self.marker = self.marker, None
        remove_marker(marker)
        lit, self.lit = self.lit, set()
        scene = self.window.scene if shiboken6.isValid(self.window) else None
        if lit and scene is not None and scene.highlight_spaces == lit:  # still the step's
            scene.highlight_spaces = set()  # (left lit, it looked like a hint after leaving)
            scene.refresh()
        button, self.button = self.button, None
        if button is not None and shiboken6.isValid(button):
            button.setStyleSheet("")
            button.setProperty("lesson", False)

    def retranslate(self) -> None:
        if self.active and self.step is not None:
            self._show(self.step)
