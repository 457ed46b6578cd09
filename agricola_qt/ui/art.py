"""Our own SVG pieces (``agricola_qt/resources/art/*.svg``) painted through ``QSvgRenderer``.

Each picture is rendered once per name, colour and device size into an image that is kept
(least recently used first out), so a redraw costs one image copy, not an SVG render.

Tinting: ``#ff00ff`` in a file stands for the tint (a player's colour, the ground of a cell)
and ``#800080`` for a darker shade of it; both are replaced before the file is parsed.
"""

from __future__ import annotations

import logging
import math
from collections import OrderedDict
from functools import cache, lru_cache
from typing import Literal, get_args

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
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


_images: OrderedDict[tuple[str, str, int, int], QImage] = OrderedDict()
IMAGE_CACHE = 1500  # pictures kept; a 5-player table at one zoom needs a few hundred


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
    _images[key] = found
    if len(_images) > IMAGE_CACHE:
        _images.popitem(last=False)
    return found


def clear_cache() -> None:
    _images.clear()


def device_scale(p: QPainter) -> tuple[float, float]:
    """How many device pixels one painter unit covers, across and down."""
    t = p.deviceTransform()
    ratio = 1.0
    device = p.device()
    if device is not None:
        ratio = device.devicePixelRatioF() or 1.0
    return (math.hypot(t.m11(), t.m12()) * ratio, math.hypot(t.m21(), t.m22()) * ratio)


def paint_art(p: QPainter, name: ArtName | str, rect: QRectF,
              tint: QColor | None = None) -> None:
    """Paint picture ``name`` filling ``rect`` (painter units), tinted if it has a tint."""
    sx, sy = device_scale(p)
    width = max(1, math.ceil(rect.width() * sx))
    height = max(1, math.ceil(rect.height() * sy))
    if width > 2048 or height > 2048:  # a huge zoom: render directly rather than keep it
        renderer(name, tint.name() if tint is not None else "").render(p, rect)
        return
    picture = image(name, width, height, tint.name() if tint is not None else "")
    smooth = p.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    p.drawImage(rect, picture)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)


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
