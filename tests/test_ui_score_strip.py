"""Family game farm boards show what the farm would score now, category by category."""

from __future__ import annotations

from PySide6.QtGui import QImage, QPainter
from ui_helpers import setup

from agricola_qt.engine import new_game
from agricola_qt.engine.scoring import farm_points
from agricola_qt.ui.score_strip import rest_line


def _texts(scene, player: int) -> list[str]:  # noqa: ANN001
    from agricola_qt.ui import art

    art._composed.clear()  # words kept as pictures are drawn anew
    item = scene.farm_items[player]
    image = QImage(400, 420, QImage.Format.Format_ARGB32_Premultiplied)
    seen: list[str] = []
    original = QPainter.drawText

    def recording(painter: QPainter, *args: object) -> None:
        seen.extend(a for a in args if isinstance(a, str))
        original(painter, *args)

    p = QPainter(image)
    QPainter.drawText = recording  # type: ignore[method-assign]
    try:
        for part in (item, *item.childItems()):  # the board and its strips
            part.paint(p, None)  # type: ignore[arg-type]
    finally:
        QPainter.drawText = original  # type: ignore[method-assign]
        p.end()
    return seen


def test_a_new_family_farm_shows_minus_one_for_each_empty_category(qapp) -> None:  # noqa: ANN001
    from agricola_qt.ui.scene import TableScene

    state = new_game(setup(2))
    scene = TableScene(state)
    texts = _texts(scene, 0)
    assert "Points if the game ended now" in texts
    assert texts.count("−1") == 7  # fields, pastures, grain, vegetables, three animals
    pl = state.players[0]
    assert _plain(rest_line(farm_points(pl))) == "unused spaces −13 · rooms 0 · people +6"


def test_the_full_game_keeps_that_room_for_its_cards(qapp) -> None:  # noqa: ANN001
    from agricola_qt.ui.scene import TableScene

    scene = TableScene(new_game(setup(2, family=False)))
    assert "Points if the game ended now" not in _texts(scene, 0)


def test_a_farm_header_counts_cards_that_compare_players(qapp) -> None:  # noqa: ANN001
    """Reeve gives 3 points to everyone with the most occupations: once Jonas plays it, Mei's
    header (one occupation each) gains 3 points too, as the score sheet says."""
    import attrs

    from agricola_qt.engine.scoring import scores
    from agricola_qt.ui.scene import TableScene

    state = new_game(setup(2, family=False))
    scene = TableScene(state)
    before = scene.farm_items[0].score_signature()
    mei, jonas = state.players
    played = attrs.evolve(state, players=(attrs.evolve(mei, cards=("grocer",)),
                                          attrs.evolve(jonas, cards=("reeve",))))
    scene.set_state(played)
    assert [item.score_signature() for item in scene.farm_items] == [
        s.total for s in scores(played)]
    assert scene.farm_items[0].score_signature() == before + 3


def test_the_strip_names_the_majors_owned_and_adds_up_to_the_header(qapp) -> None:  # noqa: ANN001
    """Only the majors board said who owned the Cooking Hearth, and the strip's points came
    to one less than the board's header: the majors and their points are on its last line."""
    import attrs

    from agricola_qt.engine.scoring import score_player
    from agricola_qt.ui.scene import TableScene

    state = new_game(setup(2))
    mei = state.players[0]
    owned = attrs.evolve(state, players=(attrs.evolve(mei, cards=("cooking-hearth-4", "well")),
                                         state.players[1]),
                         majors=tuple(m for m in state.majors
                                      if m not in ("cooking-hearth-4", "well")))
    sheet = score_player(owned.players[0]).breakdown
    line = _plain(rest_line(sheet, [("Cooking Hearth", 1), ("Well", 4)]))
    # each with its own points ("Cooking Hearth, Basketmaker's Workshop +3" read as one
    # card's 3)
    assert line.endswith("people +6 · Cooking Hearth +1 · Well +4")
    assert "Cooking Hearth +1 · Well +4" in _plain(" ".join(_texts(TableScene(owned), 0)))
    assert _plain(rest_line(farm_points(state.players[1]))) == ("unused spaces −13 · rooms 0 · "
                                                                 "people +6")


def test_an_icon_of_the_strip_says_how_its_category_scores(qapp) -> None:  # noqa: ANN001
    """A newcomer ploughed a first field and saw the fields' -1 stay: "did ploughing do
    anything?" The icon's tooltip tells the count, the points and the steps."""
    from PySide6.QtCore import QPointF

    from agricola_qt.ui.scene import TableScene
    from agricola_qt.ui.score_strip import LADDER, strip_tip

    state = new_game(setup(2, family=True))
    scene = TableScene(state)
    try:
        farm = scene.farm_items[0]
        rect = farm.strip_rect()
        pitch = rect.width() / len(LADDER)
        fields = strip_tip(state.players[0], rect, QPointF(rect.left() + pitch / 2,
                                                            rect.top() + 25))
        assert fields == ("Fields: 0 now, −1 points. 1, 2, 3 and 4 points from 2, 3, 4 and "
                          "5; fewer than 2: −1.")
        cattle = strip_tip(state.players[0], rect, QPointF(rect.right() - 1, rect.top() + 25))
        assert cattle.startswith("Cattle: 0 now") and "from 1, 2, 4 and 6" in cattle
        assert strip_tip(state.players[0], rect, QPointF(rect.left() + 5, rect.top() + 5)) == ""
    finally:
        scene.clear()


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ")


def test_a_part_of_the_rest_line_is_never_split_over_two_lines(qapp) -> None:  # noqa: ANN001
    """A newcomer's score line broke between "火炉" and its "+1"."""
    from PySide6.QtGui import QFontMetricsF

    from agricola_qt.ui.drawing import font, wrapped

    line = rest_line({"unused_spaces": -9, "clay_rooms": 0, "stone_rooms": 0, "people": 9,
                      "fenced_stables": 1, "begging": 0}, [("火炉", 1)])
    metrics = QFontMetricsF(font(6.5))
    for width in range(60, 400, 7):
        lines = wrapped(line, metrics, width)
        for text in lines:
            assert not text.lstrip().startswith(("+", "−")), (width, lines)


def test_a_wooden_houses_rooms_are_named_wooden(qapp) -> None:  # noqa: ANN001
    """"rooms 0" after a room was built read as a mistake to a newcomer."""
    points = {"unused_spaces": -12, "clay_rooms": 0, "stone_rooms": 0, "people": 6,
              "fenced_stables": 0, "begging": 0}
    assert _plain(rest_line(points, (), "wood")).startswith("unused spaces −12 · wooden rooms 0")
    assert _plain(rest_line(points, (), "clay")).startswith("unused spaces −12 · rooms 0")


def test_the_rooms_part_says_how_many_rooms_score_so(qapp) -> None:  # noqa: ANN001
    """"wooden rooms 0" read as "no rooms" to a family at the table: it meant no points."""
    points = {"unused_spaces": -12, "clay_rooms": 3, "stone_rooms": 0, "people": 6,
              "fenced_stables": 0, "begging": 0}
    assert "3 clay rooms +3" in _plain(rest_line(points, (), "clay", 3))
    wooden = dict(points, clay_rooms=0)
    assert "3 wooden rooms 0" in _plain(rest_line(wooden, (), "wood", 3))


def test_a_chinese_score_line_breaks_between_its_parts(qapp) -> None:  # noqa: ANN001
    """A computer's line read "…−4·4 间石屋房间 +" / "8·家庭成员 +12…" (a tester): the dot
    left no place to break but inside a part, and ran "−4" into the room count."""
    from PySide6.QtGui import QFontMetricsF

    from agricola_qt.ui import i18n
    from agricola_qt.ui.drawing import font, wrapped

    points = {"unused_spaces": -4, "clay_rooms": 0, "stone_rooms": 8, "people": 12,
              "fenced_stables": 0, "begging": 0}
    i18n.install(qapp, "zh_CN")
    try:
        line = rest_line(points, [("灶台", 1), ("水井", 4)], "stone", 4)
    finally:
        i18n.install(qapp, "en")
    parts = [p.strip() for p in line.split(" · ")]
    assert parts[1] == "4\u00a0间石屋房间\u00a0+8", parts
    metrics = QFontMetricsF(font(6.5))
    for width in range(120, 400, 9):
        lines = wrapped(line, metrics, width)
        for part in parts:  # no part cut in two at any width it fits
            if metrics.horizontalAdvance(part) <= width:
                assert any(part in text for text in lines), (width, lines)
