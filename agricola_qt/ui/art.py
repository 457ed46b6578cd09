"""Our own SVG pieces (``agricola_qt/resources/art/*.svg``) painted through ``QSvgRenderer``.

Each picture is rendered once per name, colour and device size into an image that is kept
(least recently used first out), so a redraw costs one image copy, not an SVG render.

Tinting: ``#ff00ff`` in a file stands for the tint (a player's colour, the ground of a cell)
and ``#800080`` for a darker shade of it; both are replaced before the file is parsed.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Callable
from functools import cache, lru_cache
from typing import Literal, get_args

from PySide6.QtCore import QByteArray, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform
from PySide6.QtSvg import QSvgRenderer

from agricola_qt import resources

log = logging.getLogger(__name__)

ArtName = Literal[
    # goods and animals (the engine's good names)
    "wood", "clay", "reed", "stone", "grain", "veg", "food", "sheep", "boar", "cattle",
    # people, one shape per seat (palette.PLAYER_SHAPES)
    "person-circle", "person-square", "person-triangle", "person-diamond", "person-hexagon",
    # the farmyard
    "meadow", "field-plowed", "field-grain", "field-veg",
    "room-wood", "room-clay", "room-stone", "stable", "fence-h", "fence-v", "fence",
    "begging",
    # major improvements by kind
    "major-fireplace", "major-hearth", "major-clay-oven", "major-stone-oven", "major-well",
    "major-joinery", "major-pottery", "major-basketmaker",
    # card kinds (badges for card faces)
    "kind-occupation", "kind-minor", "kind-major",
]
ART_NAMES: tuple[str, ...] = get_args(ArtName)

CardKind = Literal["occupation", "minor", "major"]

TINT = "#ff00ff"
TINT_DARK = "#800080"
DEFAULT_TINT = QColor("#9A9A9A")

_MAJORS: dict[str, ArtName] = {
    "fireplace": "major-fireplace", "cooking-hearth": "major-hearth",
    "clay-oven": "major-clay-oven", "stone-oven": "major-stone-oven", "well": "major-well",
    "joinery": "major-joinery", "pottery": "major-pottery",
    "basketmakers-workshop": "major-basketmaker",
}


def file_name(name: str) -> str:
    return f"{name}.svg"


def major_art(card_id: str) -> ArtName | None:
    """The picture of a major improvement (``"cooking-hearth-5"`` -> ``"major-hearth"``)."""
    for prefix, art in _MAJORS.items():
        if card_id == prefix or card_id.startswith(prefix + "-"):
            return art
    return None


def kind_art(kind: CardKind) -> ArtName:
    """The badge of a card kind, for card faces."""
    return {"occupation": "kind-occupation", "minor": "kind-minor",
            "major": "kind-major"}[kind]  # type: ignore[return-value]


def person_art(shape: str) -> ArtName:
    """A player's person for a seat shape (``palette.player_shape``)."""
    name = f"person-{shape}"
    return name if name in ART_NAMES else "person-circle"  # type: ignore[return-value]


@cache
def svg_text(name: str) -> str:
    if name not in ART_NAMES:
        raise KeyError(f"no art named {name!r}")
    return resources.files("art", file_name(name)).read_text(encoding="utf-8")


@lru_cache(maxsize=256)
def renderer(name: str, tint: str = "") -> QSvgRenderer:
    """A parsed picture; ``tint`` (``#rrggbb``) replaces the tint colours."""
    colour = QColor(tint) if tint else DEFAULT_TINT
    text = svg_text(name).replace(TINT, colour.name()).replace(
        TINT_DARK, colour.darker(118).name())
    found = QSvgRenderer(QByteArray(text.encode("utf-8")))
    if not found.isValid():
        log.warning("art %s does not parse", name)
    return found


_images: OrderedDict[tuple[object, ...], QImage] = OrderedDict()
_composed: OrderedDict[tuple[object, ...], QImage] = OrderedDict()
# Bytes of kept images, per kind; a 5-player table at one zoom needs about 2 MB of each.
CACHE_BYTES = 32 * 1024 * 1024
_kept_bytes: dict[int, int] = {}


def _keep(cache: OrderedDict[tuple[object, ...], QImage], key: tuple[object, ...],
          picture: QImage) -> None:
    """Keep ``picture``, forgetting the least recently used ones past the byte budget."""
    cache[key] = picture
    total = _kept_bytes.get(id(cache), 0) + picture.sizeInBytes()
    while total > CACHE_BYTES and len(cache) > 1:
        _, old = cache.popitem(last=False)
        total -= old.sizeInBytes()
    _kept_bytes[id(cache)] = total


def image(name: str, width: int, height: int, tint: str = "") -> QImage:
    """The picture rendered at ``width`` x ``height`` device pixels (kept for reuse)."""
    key = (name, tint, width, height)
    found = _images.get(key)
    if found is not None:
        _images.move_to_end(key)
        return found
    found = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    found.fill(Qt.GlobalColor.transparent)
    painter = QPainter(found)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer(name, tint).render(painter, QRectF(0, 0, width, height))
    painter.end()
    _keep(_images, key, found)
    return found


def clear_cache() -> None:
    _images.clear()
    _composed.clear()
    _kept_bytes.clear()


def paint_art(p: QPainter, name: ArtName | str, rect: QRectF,
              tint: QColor | None = None) -> None:
    """Paint picture ``name`` filling ``rect`` (painter units), tinted if it has a tint.

    Under a plain scale-and-move transform (the table's) the picture is rendered at the
    rectangle's size in device pixels and copied pixel for pixel: sharp, and no resampling.
    """
    key = tint.name() if tint is not None else ""
    if not blit(p, rect, lambda w, h: image(name, w, h, key)):
        renderer(name, key).render(p, rect)


def paint_composed(p: QPainter, key: tuple[object, ...], rect: QRectF,
                   draw: Callable[[QPainter, QRectF], None]) -> None:
    """Paint what ``draw`` paints into a rectangle the size of ``rect`` (at the origin, in the
    same units), kept as one image per ``key`` and device size: several layers that change
    together (a cell's ground, border and name) cost one copy per redraw."""

    def make(width: int, height: int) -> QImage:
        whole = (*key, width, height)
        found = _composed.get(whole)
        if found is not None:
            _composed.move_to_end(whole)
            return found
        found = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        found.fill(Qt.GlobalColor.transparent)
        painter = QPainter(found)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing
                               | QPainter.RenderHint.TextAntialiasing)
        painter.scale(width / rect.width(), height / rect.height())
        draw(painter, QRectF(0, 0, rect.width(), rect.height()))
        painter.end()
        _keep(_composed, whole, found)
        return found

    if not blit(p, rect, make):
        p.save()
        p.translate(rect.topLeft())
        draw(p, QRectF(0, 0, rect.width(), rect.height()))
        p.restore()


_IDENTITY = QTransform()


def blit(p: QPainter, rect: QRectF, make: Callable[[int, int], QImage]) -> bool:
    """Copy ``make(width, height)`` onto the device pixels ``rect`` covers; False when the
    transform turns, mirrors or zooms so far that keeping an image is not worth it."""
    full = p.deviceTransform()
    sx, sy = full.m11(), full.m22()
    if full.m12() or full.m21() or sx <= 0 or sy <= 0:
        return False
    dx, dy = full.dx(), full.dy()
    left, top = rect.x(), rect.y()
    x0, y0 = round(left * sx + dx), round(top * sy + dy)
    width = max(1, round((left + rect.width()) * sx + dx) - x0)
    height = max(1, round((top + rect.height()) * sy + dy) - y0)
    if width > 2048 or height > 2048:
        return False
    picture = make(width, height)
    world = p.worldTransform()
    p.setWorldTransform(_IDENTITY)
    base = p.deviceTransform()  # what is left: the screen's device pixel ratio, if any
    if base.isIdentity():
        p.drawImage(x0, y0, picture)
    else:
        ratio = base.m11() or 1.0
        picture = QImage(picture)  # a shallow copy: the kept one keeps its ratio
        picture.setDevicePixelRatio(ratio)
        p.drawImage(base.inverted()[0].map(QPointF(x0, y0)), picture)
    p.setWorldTransform(world)
    return True


def icon(p: QPainter, name: ArtName | str, rect: QRectF, tint: QColor | None = None) -> None:
    """Paint picture ``name`` as large as fits in ``rect``, keeping its proportions."""
    paint_art(p, name, fit(name, rect), tint)


def aspect(name: ArtName | str) -> float:
    """Width over height of a picture's view box."""
    box = renderer(name).viewBoxF()
    return box.width() / box.height() if box.height() else 1.0


def fit(name: ArtName | str, rect: QRectF) -> QRectF:
    """The largest rectangle of the picture's proportions centred in ``rect``."""
    ratio = aspect(name)
    w, h = rect.width(), rect.height()
    if w / h > ratio:
        w = h * ratio
    else:
        h = w / ratio
    return QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h)
