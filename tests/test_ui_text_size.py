"""Issue 10: at 1280×720 with 5 players, no text on the table is drawn under 9 px.

Every ``QPainter.drawText`` made while the table paints is recorded with the height its font
comes out at on screen (point size × screen dpi / 72 × the painter's scale, the view's scale
included: items draw through the view, and the picture caches draw at screen resolution).
The caches are emptied first, so that everything is drawn anew.
"""

from __future__ import annotations

import random
import warnings

import pytest
from PySide6.QtWidgets import QApplication

from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import apply, legal_moves, new_game, new_setup
from agricola_qt.engine.setup import DeckShortWarning
from agricola_qt.engine.state import WORK
from agricola_qt.ui import art, card_face
from agricola_qt.ui.drawing import MIN_TEXT_PX
from tests.ui_helpers import texts_drawn

SEATS = [None, "heuristic", "heuristic", "heuristic", "heuristic"]


def _five_player_game() -> tuple[object, list]:
    """A full 5-player game in round 4 or so, at a person's turn, hands dealt and cards played."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeckShortWarning)
        setup = new_setup(5, family=False, seed=7, names=("Mei", "Jonas", "Ana", "Kofi",
                                                           "Lena"))
    state = new_game(setup)
    rng = random.Random(7)
    moves = []
    while len(moves) < 90 or state.actor != 0 or state.frame is not None or state.phase != WORK:
        options = legal_moves(state)
        move = options[rng.randrange(len(options))]
        state = apply(state, move, checked=False)
        moves.append(move)
    return setup, moves


def _five_player_window(qtbot, width: int, height: int) -> GameWindow:  # noqa: ANN001
    """The game of ``_five_player_game`` in a window of that size, fitted."""
    setup, moves = _five_player_game()
    w = GameWindow(setup, seats=SEATS, bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.start(setup, seats=SEATS, moves=moves)
    w.resize(width, height)
    w.show()
    for _ in range(3):
        QApplication.processEvents()
    w.view.fit()
    QApplication.processEvents()
    return w


def _texts_drawn(window: GameWindow) -> list[tuple[float, str]]:
    art._composed.clear()  # the pictures kept of cards and goods are drawn anew too
    card_face._FACES.clear()
    return texts_drawn(window.view)


@pytest.mark.parametrize("code", ["en", "zh_TW"])
def test_no_text_under_nine_pixels_at_1280_by_720(qtbot, language, code: str) -> None:  # noqa: ANN001
    language(code)
    w = _five_player_window(qtbot, 1280, 720)
    assert w.view.transform().m11() < 0.7  # the table really is drawn small here
    me = w.controller.state.actor
    assert any(i.in_hand and i.player == me for i in w.scene.cards.items)  # hand as cards
    seen = _texts_drawn(w)
    assert len(seen) > 150  # the table's words were drawn (names, counts, spaces, majors)
    small = sorted((round(px, 1), text) for px, text in seen if px < MIN_TEXT_PX - 0.05)
    assert small == []


def test_a_long_word_breaks_where_it_reads_naturally(qapp) -> None:  # noqa: ANN001
    """A name too wide for a small card or space was cut to "Clay D…"; it now breaks inside
    the word where a reader expects it, and a word with no such break is left whole (and cut
    short as before)."""
    from PySide6.QtGui import QFontMetricsF

    from agricola_qt.ui.drawing import _fitted, font, wrapped

    metrics = QFontMetricsF(font(7))
    width = metrics.horizontalAdvance("Basket-") + 1
    assert wrapped("Fireplace", metrics, width) == ["Fire-", "place"]
    assert wrapped("Basketmaker's Workshop", metrics, width)[:2] == ["Basket-", "maker's"]
    assert wrapped("Cooking Hearth", metrics, width)[:2] == ["Cook-", "ing"]
    assert wrapped("Madonna", metrics, metrics.horizontalAdvance("Mado-")) == ["Madonna"]
    two = metrics.horizontalAdvance("村口")
    assert wrapped("村口的畜栏", metrics, two) == ["村口", "的畜", "栏"]  # Chinese as before
    # a name in two lines: even halves, the longer last (filled greedily, "资产管/理员")
    three = metrics.horizontalAdvance("资产管")
    assert wrapped("资产管理员", metrics, three) == ["资产", "管理员"]
    # one line of room: the split word is whole again before it is cut short
    _size, lines, _spacing, _bold = _fitted("Woodcutter", 7, False, width, 10.0, 7.0)
    assert len(lines) == 1 and "-" not in lines[0] and lines[0].endswith("…")
    # too long either way: breaking a word is kept only where it shows more of the name
    two_lines = 2 * metrics.lineSpacing() + 1
    _size, lines, _spacing, _bold = _fitted("Basketmaker's Workshop", 7, False,
                                            metrics.horizontalAdvance("Basketmake…"),
                                            two_lines, 7.0)
    assert lines[1] == "Workshop" and lines[0].startswith("Basketma")
    # a bold name cut at the smallest size is set in the regular weight where that fits
    bold_width = QFontMetricsF(font(7, True)).horizontalAdvance("Basketmaker's")
    _size, lines, _spacing, bold = _fitted("Basketmaker's Workshop", 7, True,
                                           bold_width - 2, two_lines, 7.0)
    assert lines == ("Basketmaker's", "Workshop") and not bold
    _size, lines, _spacing, bold = _fitted("Stone Oven", 7, True, bold_width - 2, two_lines, 7.0)
    assert bold  # what fits in bold stays bold


def test_the_majors_and_spaces_keep_their_words_whole_on_a_laptop(qtbot, language) -> None:  # noqa: ANN001
    """At 1366×768 the majors board read "Basketmak… Workshop" (its points took a row the
    name needed), and Traveling Players taken read "take the …" on its space."""
    language("en")
    w = _five_player_window(qtbot, 1366, 768)
    state = w.controller.state
    taken = state.spaces[state.space_index("room-or-food")]
    assert taken.occupant >= 0 and taken.choice == "choose food"  # the food half was taken
    texts = [text for _, text in _texts_drawn(w)]
    assert {"Basket-", "maker's", "Workshop"} <= set(texts)
    assert not any(text.startswith("Basket") and "…" in text for text in texts)
    assert not any("take the" in text for text in texts)  # the food's picture instead


def test_a_long_major_name_passes_under_its_points_at_1280_by_720(qtbot, language) -> None:  # noqa: ANN001
    """At 1280×720 the majors board read "Basket-" / "maker's" / "Works…": its points disc,
    beside the first line only, narrowed all three.  The lines after the first now take the
    card's width."""
    language("en")
    w = _five_player_window(qtbot, 1280, 720)
    texts = [text for _, text in _texts_drawn(w)]
    assert {"Basket-", "maker's", "Workshop"} <= set(texts)
    assert not any(text.startswith("Work") and "…" in text for text in texts)
    assert {"Fire-", "place"} <= set(texts)  # a name that fits beside the disc stays as it was


def test_chinese_breaks_at_its_spaces_else_into_even_lines(qapp) -> None:  # noqa: ANN001
    """Filled greedily, "擴建房舍 和／或 建設馬廄" broke as "…和／或 建" / "設馬廄" and
    "2種不同的建築資源" as "2種不同的建築" / "資源"."""
    from PySide6.QtGui import QFontMetricsF

    from agricola_qt.ui.drawing import _greedy, font, wrapped

    m = QFontMetricsF(font(8, True))
    wide = m.horizontalAdvance("擴建房舍") + 2
    assert wrapped("擴建房舍 和／或 建設馬廄", m, wide) == ["擴建房舍", "和／或", "建設馬廄"]
    lines = wrapped("2種不同的建築資源", m, m.horizontalAdvance("2種不同的建築") + 2)
    assert lines == ["2種不同的", "建築資源"]
    lines = wrapped("游戏起始者和/或1个小设施", m, m.horizontalAdvance("游戏起始者和/") + 2)
    assert not any(line.startswith("/") for line in lines[1:])  # no line begins with "/"
    english = "Build Rooms and/or Stables"
    assert wrapped(english, m, wide) == _greedy(english, m, wide, True)  # as before


def test_an_opening_bracket_does_not_end_a_line() -> None:
    """"1張職業卡（" / "2份食物）" left the bracket alone at the end of a line."""
    from PySide6.QtGui import QFont, QFontMetricsF

    from agricola_qt.ui.drawing import wrapped

    metrics = QFontMetricsF(QFont("Noto Sans CJK TC", 9))
    text = "1張職業卡（2份食物）"
    for width in range(40, 130, 4):
        lines = wrapped(text, metrics, width)
        assert "".join(lines) == text
        assert not any(line.endswith("（") for line in lines[:-1]), (width, lines)


def test_a_closing_bracket_or_comma_does_not_begin_a_line(qapp) -> None:  # noqa: ANN001
    """The 5-player animal space read "1隻綿羊（+1份食物" / "）、1頭野豬，或1頭" once a person
    stood on it: Chinese does not begin a line with "）" or "、"."""
    from PySide6.QtGui import QFontMetricsF

    from agricola_qt.ui.drawing import NO_LINE_START, font, wrapped

    m = QFontMetricsF(font(9))
    name = "1隻綿羊（+1份食物）、1頭野豬，或1頭牛（付1份食物）"
    for width in range(int(m.horizontalAdvance("1隻綿羊")), 200, 2):  # four characters up
        lines = wrapped(name, m, width)
        assert "".join(lines) == name
        assert not any(line[:1] in NO_LINE_START for line in lines[1:]), (width, lines)


def test_a_long_space_name_cut_short_is_drawn_in_its_short_form(qtbot) -> None:  # noqa: ANN001
    """"Renovation, then also 1 Major or Minor Impr…" at 1280x800: a long name that does not
    fit is drawn whole in its short form instead (the tooltip keeps the full one)."""
    from agricola_qt.ui.board_items import SHORT_SPACE_NAMES, short_space_name

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeckShortWarning)
        s = new_setup(5, family=False, decks=("E", "I", "K"), seed=3)
    w = GameWindow(s, bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.resize(1100, 640)
    w.show()
    QApplication.processEvents()
    drawn = " ".join(text for _, text in texts_drawn(w.view))
    long_name = "1 Sheep (+1 food), 1 Wild Boar, or 1 Cattle (pay 1 food)"
    assert long_name in SHORT_SPACE_NAMES
    assert "Sheep +1" in drawn and "Cattle -1" in drawn, drawn[:400]
    assert all(len(short_space_name(name)) < len(name) for name in SHORT_SPACE_NAMES)


def test_the_home_count_with_a_newborn_is_whole_on_a_five_player_table(
        qtbot, language) -> None:  # noqa: ANN001
    """At 1280x800 in Chinese a board's header read "2/4（1 新…" after a family growth: with
    no room for the full-width brackets and spaces, they are made narrow."""
    from attrs import evolve

    from agricola_qt.ui.farm_item import FarmItem

    language("zh_TW")
    w = _five_player_window(qtbot, 1280, 800)
    state = w.controller.state
    p = state.players[0]
    grown = state.with_player(0, evolve(p, people=p.people + 1, newborns=1))
    w.scene.set_state(grown)
    assert any(isinstance(i, FarmItem) for i in w.scene.items())
    texts = [text for _, text in _texts_drawn(w)]
    # whole, and with "在家" (a tester missed it): the newborn's note goes first if need be
    homes = [t for t in texts if t.startswith("在家")]
    assert homes and not any("…" in t for t in homes), homes


def test_the_home_count_keeps_home_before_the_newborn_note(qtbot) -> None:  # noqa: ANN001
    """At 1280x720 the English header read "1/3 (1 new)" after a birth, "home" gone and
    "1/3" read as nothing in particular: "home 1/3" comes first, the newborn in the
    tooltip."""
    from attrs import evolve

    w = _five_player_window(qtbot, 1280, 720)
    state = w.controller.state
    p = state.players[0]
    w.scene.set_state(state.with_player(0, evolve(p, people=p.people + 1, newborns=1)))
    texts = [text for _, text in _texts_drawn(w)]
    homes = [t for t in texts if "/3" in t and "(" not in t[:t.index("/")]]  # (not the
    # turn order's "Mei (1/3)")
    assert homes and all(t.startswith("home ") for t in homes), homes


def test_and_or_in_chinese_is_kept_whole_and_names_hold_no_spaces(qapp) -> None:  # noqa: ANN001
    """A Taiwanese tester read "播種 和／或 烤麵包" as stray spaces; without them the names
    broke inside "和／或" ("擴建房舍和／" / "或建設馬廄").  A line breaks on either side of
    it instead."""
    import json
    from importlib import resources as ir

    from PySide6.QtGui import QFont, QFontMetricsF

    from agricola_qt.ui.drawing import wrapped

    names = json.loads(ir.files("agricola_qt.resources.i18n").joinpath(
        "names_zh_TW.json").read_text(encoding="utf-8"))
    assert not [n for n in names["spaces"].values() if " 和／或 " in n or " 或 " in n]
    m = QFontMetricsF(QFont("Noto Sans CJK TC", 9))
    char = m.horizontalAdvance("中")
    for n in (4, 5, 6):
        lines = wrapped("擴建房舍和／或建設馬廄", m, char * n + 1)
        assert lines == ["擴建房舍", "和／或", "建設馬廄"], lines
    assert wrapped("播種和／或烤麵包", m, char * 5 + 1) == ["播種和／或", "烤麵包"]
    assert not any(line.startswith(("／", "或")) or line.endswith(("和", "／"))
                   for line in wrapped("游戏起始者和/或1个小设施", m, char * 5 + 1))
