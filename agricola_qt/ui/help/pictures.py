"""The How-to-play illustrations, drawn with the table's own pieces (no image files).

Farms and the action board are the scene's own items (``TableScene`` rendered for a made-up
position); goods, people and animals are the ``ui/drawing.py`` icons the table uses.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen, QPixmap

from agricola_qt.engine import GameState, apply, legal_moves, new_game, new_setup
from agricola_qt.engine.farmyard import Farmyard, SownField
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.grid import boundary_edges, parse_cell
from agricola_qt.engine.setup import DeckShortWarning
from agricola_qt.engine.values import replace as evolve
from agricola_qt.ui import layout, palette
from agricola_qt.ui.drawing import font, good_icon, token
from agricola_qt.ui.help.words import word
from agricola_qt.ui.text import good_name

WIDTH = 560  # every picture is this wide (device-independent pixels)
PAPER = QColor("#F7F1E1")


def _cells(*names: str) -> int:
    out = 0
    for n in names:
        out |= 1 << parse_cell(n)
    return out


def _start_state(family: bool = True) -> GameState:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeckShortWarning)
        setup = new_setup(2, family=family, seed=1,
                          names=(word("tutorial", "name.you"), word("tutorial", "name.computer")))
    return new_game(setup)


def grown_farm_state() -> GameState:
    """The lesson's game with a farm as it may look late on: three clay rooms, two sown
    fields, a fenced pasture with a stable and sheep, and a family of four."""
    state = _start_state()
    farm = Farmyard(house="clay", rooms=_cells("a1", "a2", "a3"),
                    fields=_cells("b1", "c1", "b2"),
                    sown=(SownField(parse_cell("b1"), "grain", 2),
                          SownField(parse_cell("c1"), "veg", 1)),
                    stables=_cells("e2"),
                    fences=boundary_edges(_cells("d1", "e1", "d2", "e2")))
    you = evolve(state.players[0], farm=farm, people=3,
                 goods=Goods(wood=2, reed=1, grain=1, food=3, sheep=5))
    return evolve(state, players=(you, *state.players[1:]))


def round_state(family: bool = True) -> GameState:
    """The lesson's first round with three people placed (the last one is yours to place);
    on the full game's board with ``family`` False."""
    state = _start_state(family)
    for _ in range(12):
        moves = legal_moves(state)
        if state.actor == 0 and sum(p.placed for p in state.players) >= 3:
            break
        wanted = ("place plow", "plow b1", "place wood", "place grain")
        move = next((m for m in moves if str(m) in wanted), moves[0])
        state = apply(state, move, checked=False)
    return state


def _render(state: GameState, source: Callable[[object], QRectF], width: int) -> QPixmap:
    from agricola_qt.ui.scene import TableScene

    scene = TableScene(state)
    scene.humans = set()
    for tile in scene.tiles.values():
        tile.setVisible(False)
    rect = source(scene)
    height = max(1, round(width * rect.height() / rect.width()))
    image = QImage(width * 2, height * 2, QImage.Format.Format_ARGB32)
    image.fill(palette.TABLE)
    p = QPainter(image)
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scene.render(p, QRectF(0, 0, width * 2, height * 2), rect)
    p.end()
    scene.clear()
    scene.deleteLater()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(2.0)
    return pixmap


def _canvas(height: int) -> tuple[QPixmap, QPainter]:
    pixmap = QPixmap(WIDTH * 2, height * 2)
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(PAPER)
    p = QPainter(pixmap)
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    return pixmap, p


def _label(p: QPainter, rect: QRectF, text: str, size: float = 10, bold: bool = False) -> None:
    p.setPen(palette.INK)
    p.setFont(font(size, bold))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)


def _arrow(p: QPainter, a: QPointF, b: QPointF) -> None:
    p.setPen(QPen(palette.INK, 2.5))
    p.drawLine(a, b)
    p.setBrush(QBrush(palette.INK))
    tip = [b, QPointF(b.x() - 9, b.y() - 6), QPointF(b.x() - 9, b.y() + 6)]
    p.drawPolygon(tip)


def _farm_top(scene: object) -> QRectF:
    """The first farm's yard and supply (the empty hand area below is left out)."""
    rect = scene.farm_items[0].sceneBoundingRect()  # type: ignore[attr-defined]
    return QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.72)


# --- the pictures ---------------------------------------------------------------------------
def goal() -> QPixmap:
    """A starting farm, an arrow, and a farm grown over the game."""
    def farm(scene: object) -> QRectF:
        return _farm_top(scene)

    before = _render(_start_state(), farm, 230)
    after = _render(grown_farm_state(), farm, 230)
    top = max(before.height(), after.height()) / before.devicePixelRatio()
    height = round(top) + 44
    pixmap, p = _canvas(height)
    p.drawPixmap(QPointF(10, 4), before)
    p.drawPixmap(QPointF(WIDTH - 240, 4), after)
    mid = top / 2
    _arrow(p, QPointF(250, mid), QPointF(WIDTH - 250, mid))
    _label(p, QRectF(10, top + 6, 230, 36), word("ui", "pic.start"), 9)
    _label(p, QRectF(WIDTH - 240, top + 6, 230, 36), word("ui", "pic.end"), 9)
    p.end()
    return pixmap


def board(family: bool = True) -> QPixmap:
    """The action spaces with people on them: the family game's, or the full game's (two of
    them differ: a newcomer reading the help in a full game saw spaces not on the table)."""
    def spaces(scene: object) -> QRectF:
        top = layout.BOARD_TOP - 4
        return QRectF(layout.PRINTED_X - 6, top, layout.MAJORS_X - layout.PRINTED_X,
                      4 * layout.PITCH_Y)

    return _render(round_state(family), spaces, WIDTH)


def goods() -> QPixmap:
    """Every good and animal with its name."""
    names = ("wood", "clay", "reed", "stone", "grain", "veg", "food", "sheep", "boar",
             "cattle")
    pixmap, p = _canvas(150)
    step = WIDTH / 5
    for i, good in enumerate(names):
        x = (i % 5) * step + step / 2
        y = 12 + (i // 5) * 70
        good_icon(p, good, QRectF(x - 17, y, 34, 34))
        _label(p, QRectF(x - step / 2, y + 36, step, 22), good_name(good))
    p.end()
    return pixmap


def harvest() -> QPixmap:
    """Fields give one crop each; every person eats 2 food (a newborn 1); pairs breed."""
    pixmap, p = _canvas(190)
    col = WIDTH / 3
    # 1. fields
    p.setBrush(QBrush(palette.FIELD))
    p.setPen(QPen(palette.CELL_EDGE, 1.5))
    field = QRectF(col / 2 - 34, 40, 68, 68)
    p.drawRoundedRect(field, 6, 6)
    for k in range(2):
        good_icon(p, "grain", QRectF(field.left() + 6 + k * 28, field.top() + 20, 26, 26))
    good_icon(p, "grain", QRectF(field.right() + 8, field.top() + 20, 26, 26))
    _arrow(p, QPointF(field.right() - 2, field.top() + 8), QPointF(field.right() + 24,
                                                                   field.top() + 8))
    # 2. feeding
    for k, (slot, food) in enumerate(((0, 2), (0, 2), (0, 1))):
        x = col + 26 + k * 56
        size = 30 if k < 2 else 20
        token(p, slot, QRectF(x, 58 + (30 - size), size, size))
        for f in range(food):
            good_icon(p, "food", QRectF(x + f * 17 - 2, 96, 18, 18))
    # 3. breeding
    for k in range(2):
        good_icon(p, "sheep", QRectF(2 * col + 20 + k * 36, 60, 34, 34))
    _arrow(p, QPointF(2 * col + 96, 77), QPointF(2 * col + 122, 77))
    good_icon(p, "sheep", QRectF(2 * col + 128, 66, 24, 24))
    for i, key in enumerate(("pic.fields", "pic.feeding", "pic.breeding")):
        _label(p, QRectF(i * col, 6, col, 26), word("ui", key), 11, bold=True)
        _label(p, QRectF(i * col + 6, 124, col - 12, 60), word("ui", key + ".note"), 9)
    p.end()
    return pixmap


def farm() -> QPixmap:
    """A grown farm, large: rooms, fields, a pasture with a stable, animals."""
    def farm_rect(scene: object) -> QRectF:
        return _farm_top(scene)

    return _render(grown_farm_state(), farm_rect, 330)


def scoring() -> QPixmap:
    """The ladder rows of the score table as icons, from the engine's scoring: fields and
    pastures (drawn as on the farm's score strip; a tester missed them here), the crops and
    the animals."""
    from agricola_qt.ui.help.aid import points_text, score_ladder
    from agricola_qt.ui.score_strip import paint_ladder_icon

    rows = ("fields", "pastures", "grain", "vegetables", "sheep", "boar", "cattle")
    icons = {"fields": "field-plowed", "pastures": "meadow", "vegetables": "veg"}
    pixmap, p = _canvas(8 + 27 * len(rows))
    for i, category in enumerate(rows):
        y = 6 + i * 27
        paint_ladder_icon(p, icons.get(category, category), QRectF(8, y, 24, 24))
        # the row's name beside its icon (icons alone: a tester took the pasture for stone)
        name = word("aid", f"score.{category}").split(" (")[0].split("（")[0]
        p.setPen(palette.INK)
        p.setFont(font(9, True))
        p.drawText(QRectF(38, y, 92, 24), Qt.AlignmentFlag.AlignVCenter, name)
        p.setFont(font(10))
        for k, (count, points) in enumerate(score_ladder(category)):
            x = 134 + k * 85
            p.setPen(palette.INK)
            p.drawText(QRectF(x, y, 96, 24), Qt.AlignmentFlag.AlignVCenter,
                       f"{count} → {points_text(points)}")
    p.end()
    return pixmap


CARD_EXAMPLES = ("woodcutter", "axe", "market-stall")  # an occupation, a minor, one passed on


def cards() -> QPixmap:
    """Three cards of the full game drawn as the table's preview draws them: an occupation,
    a minor improvement with its cost, and one with the passing arrow."""
    from agricola_qt.ui.card_face import LARGE_H, LARGE_W, paint_face

    w, gap = 150.0, 22.0
    h = w * LARGE_H / LARGE_W
    pixmap, p = _canvas(round(h) + 12)
    left = (WIDTH - 3 * w - 2 * gap) / 2
    for i, card_id in enumerate(CARD_EXAMPLES):
        p.save()
        p.translate(left + i * (w + gap), 6)
        p.scale(w / LARGE_W, h / LARGE_H)
        paint_face(p, QRectF(0, 0, LARGE_W, LARGE_H), card_id, "large")
        p.restore()
    p.end()
    return pixmap


PICTURES: dict[str, Callable[[], QPixmap]] = {
    "goal": goal, "board": board, "goods": goods, "farm": farm, "harvest": harvest,
    "cards": cards, "scoring": scoring,
}


def picture(name: str, family: bool = True) -> QPixmap | None:
    """The picture ``name``; the board's as in the family game or, ``family`` False, the
    full game."""
    if name == "board":
        return board(family)
    make = PICTURES.get(name)
    if make is None and name.startswith("hl-"):  # Heartland's sketches
        from agricola_qt.ui.help.heartland_pictures import PICTURES as HEARTLAND

        make = HEARTLAND.get(name)
    return make() if make is not None else None

