"""Our SVG art: every picture the code names exists and parses, farms are painted from it,
pictures are rendered once per size, and the table still renders for 2 and 5 players."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from agricola_qt import resources
from agricola_qt.engine import new_game
from agricola_qt.engine.cards.registry import MAJOR_IDS
from agricola_qt.engine.farmyard import HOUSE_MATERIALS, SownField
from agricola_qt.engine.goods import GOOD_NAMES
from agricola_qt.engine.grid import h_edge, parse_cell, v_edge
from agricola_qt.engine.values import replace as evolve
from agricola_qt.ui import art, palette
from agricola_qt.ui.farm_item import cell_rect
from agricola_qt.ui.render import render_image
from tests.ui_helpers import random_states, setup

UI = Path(__file__).parent.parent / "agricola_qt" / "ui"
ART_DIR = Path(str(resources.path("art", "wood.svg"))).parent


def test_every_art_name_is_a_file_that_renders(qapp) -> None:  # noqa: ANN001
    files = {p.stem for p in ART_DIR.glob("*.svg")}
    assert files == set(art.ART_NAMES)  # no name without a file, no file without a name
    for name in art.ART_NAMES:
        renderer = QSvgRenderer(str(ART_DIR / art.file_name(name)))
        assert renderer.isValid(), name
        assert not renderer.viewBoxF().isEmpty(), name
        tinted = art.renderer(name, "#0072B2")  # after the tint colours are put in
        assert tinted.isValid(), name


def test_the_names_the_code_paints_all_have_art() -> None:
    # names written out where a picture is painted (the f-string families are listed below)
    literal = re.compile(r'(?:paint_art\(\s*\w+,\s*|fit\(\s*|ground, tint = )"([a-z-]+)"')
    used = {m for path in UI.glob("*.py") for m in literal.findall(path.read_text())}
    assert {"meadow", "stable", "fence-h", "fence-v", "field-plowed"} <= used
    for shape in palette.PLAYER_SHAPES:
        used.add(art.person_art(shape))
        assert art.person_art(shape) == f"person-{shape}"
    used |= {f"room-{house}" for house in HOUSE_MATERIALS}
    used |= {f"field-{crop}" for crop in ("grain", "veg")}
    used |= set(GOOD_NAMES)
    for card in MAJOR_IDS:
        found = art.major_art(card)
        assert found is not None, card
        used.add(found)
    used |= {art.kind_art(kind) for kind in ("occupation", "minor", "major")}
    assert used <= set(art.ART_NAMES), used - set(art.ART_NAMES)
    with pytest.raises(KeyError):
        art.svg_text("unicorn")


def test_a_tint_colours_the_person_and_leaves_the_outline(qapp) -> None:  # noqa: ANN001
    blue = art.image("person-square", 64, 64, "#0072B2")
    orange = art.image("person-square", 64, 64, "#E69F00")
    assert QColor(blue.pixel(8, 32)).name() == "#0072b2"
    assert QColor(orange.pixel(8, 32)).name() == "#e69f00"
    assert QColor(blue.pixel(32, 34)).name() == "#ffffff"  # the person inside stays white
    assert QColor(blue.pixel(5, 32)).lightness() < 40  # a dark outline on every seat


def test_a_picture_is_rendered_once_per_size(qapp) -> None:  # noqa: ANN001
    art.clear_cache()
    target = QImage(100, 100, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(target)
    for _ in range(3):
        art.paint_art(p, "sheep", QRectF(0, 0, 20, 20))
    assert len(art._images) == 1
    p.scale(2, 2)  # a zoomed view gets a sharper picture of its own
    art.paint_art(p, "sheep", QRectF(0, 0, 20, 20))
    p.end()
    assert sorted(key[2] for key in art._images) == [20, 40]


def _difference(a: QImage, a_rect: QRectF, b: QImage, b_rect: QRectF) -> float:
    """Mean per-channel difference between two equally sized regions of two images."""
    total, n = 0, 0
    dx, dy = round(b_rect.left() - a_rect.left()), round(b_rect.top() - a_rect.top())
    for x in range(round(a_rect.left()), round(a_rect.right())):
        for y in range(round(a_rect.top()), round(a_rect.bottom())):
            c, d = QColor(a.pixel(x, y)), QColor(b.pixel(x + dx, y + dy))
            total += abs(c.red() - d.red()) + abs(c.green() - d.green()) + abs(c.blue() - d.blue())
            n += 3
    return total / n


def test_farm_cells_are_painted_from_their_art(qapp) -> None:  # noqa: ANN001
    from agricola_qt.ui.scene import TableScene

    state = new_game(setup(3))
    b1, c1, d1, e1 = (parse_cell(c) for c in ("b1", "c1", "d1", "e1"))
    fences = (1 << h_edge(0, 4)) | (1 << h_edge(1, 4)) | (1 << v_edge(0, 4)) | (1 << v_edge(0, 5))
    players = list(state.players)
    for i, house in enumerate(HOUSE_MATERIALS):
        farm = evolve(players[i].farm, house=house, rooms=players[i].farm.rooms | 1 << b1,
                      fields=(1 << c1) | (1 << d1), sown=(SownField(c1, "grain", 3),),
                      fences=fences)
        players[i] = evolve(players[i], farm=farm)
    scene = TableScene(evolve(state, players=tuple(players)))
    try:
        for i, house in enumerate(HOUSE_MATERIALS):
            item = scene.farm_items[i]
            image = QImage(int(item.boundingRect().width()), int(item.boundingRect().height()),
                           QImage.Format.Format_ARGB32_Premultiplied)
            p = QPainter(image)
            item.paint(p, None)  # type: ignore[arg-type]
            item.grid.paint(p, None)  # type: ignore[arg-type]  (the cells: a piece of their own)
            p.end()
            # the bottom of each cell (clear of its name and of a crop's badge), pixel
            # for pixel as the picture (a cell is 56 units, painted at scale 1)
            for cell, name, tint in ((b1, f"room-{house}", None), (d1, "field-plowed", None),
                                     (e1, "meadow", palette.PASTURE),
                                     (parse_cell("e3"), "meadow", palette.CELL)):
                r = cell_rect(cell)
                part = QRectF(3, 42, r.width() - 6, 11)
                picture = art.image(name, 56, 56, tint.name() if tint else "")
                other = art.image("room-stone" if name == "room-wood" else "room-wood", 56, 56)
                on_farm = part.translated(r.topLeft())
                assert _difference(picture, part, image, on_farm) < 4, (house, name)
                assert _difference(other, part, image, on_farm) > 15, (house, name)
    finally:
        scene.clear()


@pytest.mark.parametrize("players", [2, 5])
def test_the_table_renders_with_art_for(qapp, players: int) -> None:  # noqa: ANN001
    _, states = random_states(new_game(setup(players, seed=3, family=players == 2)), 80,
                              seed=players)
    image = render_image(states[-1], width=1280)
    assert image.width() == 1280 and not image.isNull()
    colours = {QColor(image.pixel(x, y)).name() for x in range(0, 1280, 2)
               for y in range(0, image.height(), 2)}
    for seat in range(players):  # every seat's people are drawn in its own colour
        assert palette.player_colour(seat).name().lower() in colours, seat


def test_on_a_high_density_screen_pictures_are_rendered_at_its_pixels(qapp) -> None:  # noqa: ANN001
    art.clear_cache()
    target = QImage(80, 80, QImage.Format.Format_ARGB32_Premultiplied)
    target.setDevicePixelRatio(2)
    target.fill(0)
    p = QPainter(target)
    p.translate(5, 5)
    art.icon(p, "person-square", QRectF(0, 0, 20, 20), QColor("#0072B2"))
    p.end()
    assert [key[2:] for key in art._images] == [(40, 40)]  # 20 units at 2 pixels a unit
    assert QColor(target.pixel(14, 30)).name() == "#0072b2"  # at (5, 5) units = (10, 10) px
    assert QColor(target.pixelColor(9, 30)).alpha() == 0
    assert QColor(target.pixelColor(51, 30)).alpha() == 0


def test_kept_pictures_stay_within_their_byte_budget(qapp, monkeypatch) -> None:  # noqa: ANN001
    art.clear_cache()
    monkeypatch.setattr(art, "CACHE_BYTES", 105 * 105 * 4 * 3)  # about three pictures
    for size in range(95, 105):
        art.image("wood", size, size)
    assert len(art._images) == 3
    assert [key[2] for key in art._images] == [102, 103, 104]  # the most recent ones
    art.clear_cache()


def test_cell_names_are_drawn_only_where_they_are_big_enough_to_read(qapp) -> None:  # noqa: ANN001
    from agricola_qt.ui.drawing import MIN_TEXT_PX, text_px
    from agricola_qt.ui.farm_item import CELL_NAME_PT
    from agricola_qt.ui.scene import TableScene

    scene = TableScene(new_game(setup(2)))
    try:
        e3 = cell_rect(parse_cell("e3"))  # an empty cell: meadow, nothing on it
        patches = {}
        for scale in (0.5, 0.6, 1.0, 2.0):
            image = QImage(round(340 * scale), round(420 * scale),
                           QImage.Format.Format_ARGB32_Premultiplied)
            p = QPainter(image)
            p.scale(scale, scale)
            patches[scale] = text_px(p, CELL_NAME_PT) >= MIN_TEXT_PX
            scene.farm_items[0].paint(p, None)  # type: ignore[arg-type]
            scene.farm_items[0].grid.paint(p, None)  # type: ignore[arg-type]
            p.end()
            size = round(56 * scale)
            meadow = art.image("meadow", size, size, palette.CELL.name())
            corner = QRectF(2 * scale, 2 * scale, 10 * scale, 7 * scale)
            on_farm = corner.translated(e3.left() * scale, e3.top() * scale)
            patches[scale] = (patches[scale], _difference(meadow, corner, image, on_farm) > 8)
        assert patches[0.5] == (False, False)  # a cell 28 px wide: no room for its name
        # 34 px wide (a 5-player table at 1280x720): named, the log's "c1" is found there
        assert patches[0.6] == (False, True)
        # 6 pt at scale 1 is 8 px, but the cell is 56 px wide: named at the smallest
        # readable size (a 5-player table's farms named no cell the log spoke of)
        assert patches[1.0] == (False, True)
        assert patches[2.0] == (True, True)  # zoomed in: the name is there
    finally:
        scene.clear()
