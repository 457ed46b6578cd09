"""Help menu: How to play (F1, illustrated, three languages), the player aid (from the
engine's spaces and scoring), the keyboard shortcuts (from the window's own actions)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine.spaces import HARVEST_ROUNDS, board_spaces, round_cards
from agricola_qt.ui.help import aid, words
from agricola_qt.ui.help.window import HelpWindow
from agricola_qt.ui.text import space_name

CJK = re.compile(r"[\u4e00-\u9fff]")


def _window(qtbot) -> GameWindow:  # noqa: ANN001
    w = GameWindow(bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.show()
    return w


def _press_f1(w: GameWindow, qtbot) -> HelpWindow:  # noqa: ANN001
    w.raise_()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=2000)
    QTest.keyClick(w.view, Qt.Key.Key_F1)
    assert isinstance(w.help_window, HelpWindow)
    return w.help_window


def _colours(label) -> int:  # noqa: ANN001
    """Distinct colours on a coarse grid of a picture (a blank one has one or two)."""
    image = label.pixmap().toImage()
    seen = set()
    for x in range(0, image.width(), max(1, image.width() // 40)):
        for y in range(0, image.height(), max(1, image.height() // 20)):
            seen.add(image.pixel(x, y))
    return len(seen)


@pytest.mark.parametrize("code", ["en", "zh_TW", "zh_CN"])
def test_f1_opens_how_to_play_with_pictures_and_text(language, qtbot, code: str) -> None:  # noqa: ANN001
    language(code)
    w = _window(qtbot)
    help_window = _press_f1(w, qtbot)
    assert help_window.isVisible() and help_window.tabs.currentWidget() is help_window.how
    pages = words.section("how_to_play", code)
    assert len(pages) >= 6
    assert len(help_window.how.pictures) == sum(1 for p in pages if p.get("picture"))
    for label in help_window.how.pictures:
        assert label.pixmap().width() >= 300
        assert _colours(label) > 6, label.objectName()
    text = help_window.how.words()
    for page in pages:
        assert page["text"][0][:20] in text
    assert help_window.windowTitle() == words.ui("help.title", code)
    if code == "en":
        assert "begging card" in text and "2 food for every person" in text
    else:
        assert CJK.search(text) and "The harvest" not in text
        assert help_window.tabs.tabText(0) == words.ui("tab.how", code)


def test_every_language_file_has_every_text() -> None:
    english = words.load("en")
    for code in ("zh_TW", "zh_CN"):
        other = words.load(code)
        for section in ("ui", "aid", "tutorial"):
            assert set(other[section]) == set(english[section]), (code, section)
            for key, value in other[section].items():
                assert CJK.search(value), (code, section, key)
        assert [p["picture"] for p in other["how_to_play"]] == \
            [p["picture"] for p in english["how_to_play"]]
        for page in other["how_to_play"]:
            assert len(page["text"]) >= 1 and all(CJK.search(t) for t in page["text"])


@pytest.mark.parametrize("family", [True, False])
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_player_aid_lists_the_engines_spaces(qtbot, players: int, family: bool) -> None:  # noqa: ANN001
    help_window = HelpWindow(players=players, family=family)
    qtbot.addWidget(help_window)
    page = help_window.aid
    page.players.setCurrentIndex(players - 1)
    page.family.setChecked(family)
    expected = [*board_spaces(players, family), *round_cards(family)]
    assert aid.spaces_for(players, family) == expected
    shown = page.browser.toPlainText()
    # the family game has no minor improvements, and its aid does not offer any
    assert ("Minor Improvement" in aid.spaces_html(players, family)) == (not family)
    for space in expected:
        assert space_name(space) in shown, space.id
    table = aid.spaces_html(players, family)
    assert table.count("<tr>") == len(expected) + 1  # a header, then one row per space
    green = {s.id for s in board_spaces(players, family)} - {s.id for s in board_spaces(2, family)}
    assert (players >= 3) == bool(green)


def test_player_aid_harvests_feeding_and_scoring(qtbot) -> None:  # noqa: ANN001
    help_window = HelpWindow()
    qtbot.addWidget(help_window)
    text = help_window.aid.browser.toPlainText()
    assert aid.harvest_rounds() == sorted(HARVEST_ROUNDS) == [4, 7, 9, 11, 13, 14]
    assert "4, 7, 9, 11, 13, 14" in text
    assert "2 food per person; 1 food for a person born this round" in text
    # the rulebook's table, worked out from the engine's scoring
    assert aid.score_ladder("fields") == [("0–1", -1), ("2", 1), ("3", 2), ("4", 3), ("5+", 4)]
    assert aid.score_ladder("grain") == [("0", -1), ("1–3", 1), ("4–5", 2), ("6–7", 3),
                                         ("8+", 4)]
    assert aid.score_ladder("boar") == [("0", -1), ("1–2", 1), ("3–4", 2), ("5–6", 3),
                                        ("7+", 4)]
    assert aid.score_ladder("cattle") == [("0", -1), ("1", 1), ("2–3", 2), ("4–5", 3),
                                          ("6+", 4)]
    assert aid.score_ladder("pastures")[0] == ("0", -1)
    for key in ("Unused spaces", "Fenced stables", "Clay rooms", "Stone rooms",
                "Family members", "Begging cards"):
        assert key in text


def test_shortcuts_page_reads_the_window_actions(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot)
    help_window = w.show_help("keys")
    assert help_window.tabs.currentWidget() is help_window.keys
    rows = dict((what, keys) for keys, what in help_window.keys.rows())
    assert rows["How to play"] == "F1"
    assert rows["Undo"] == "Ctrl+Z"
    assert "Ctrl+Shift+Z" in rows["Redo"]
    with_keys = [a for a in w._menu_actions if any(not k.isEmpty() for k in a.shortcuts())]
    from agricola_qt.ui.keyboard import shortcut_rows
    from agricola_qt.ui.replay_viewer import replay_key_rows

    # and the keys of the ring and of the replay; Enter's two meanings (Done, and choosing
    # with the ring) are one row, where two rows had said Enter did two things
    assert len(rows) == len(with_keys) + len(shortcut_rows()) - 1 + len(replay_key_rows())
    assert "Tab / Shift+Tab" in dict(help_window.keys.rows())
    enter = [(k, what) for k, what in help_window.keys.rows() if "Enter" in k]
    assert len(enter) == 1 and enter[0][0] == "Return, Enter"
    assert enter[0][1].endswith("Without the ring: Done / end turn")


def test_help_menu_holds_the_help_pages_and_the_lesson(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot)
    help_menu = [a.menu() for a in w.menuBar().actions() if a.text() == "&Help"][0]
    texts = [a.text() for a in help_menu.actions() if a.text()]
    assert texts == ["&How to play", "&Player aid", "&Cards…", "&Keyboard shortcuts",
                     "How to play H&eartland (the other game)", "&Learn to play…",
                     "&About agricola-qt…"]


def test_switching_language_rewords_an_open_help_window(language, qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot)
    help_window = w.show_help("aid")
    assert "Harvests" in help_window.aid.browser.toPlainText()
    w.set_language("zh_TW")
    assert help_window.tabs.tabText(1) == "玩家速查"
    assert "收成" in help_window.aid.browser.toPlainText()
    titles = [label.text() for label in help_window.how.findChildren(QLabel)]
    assert any("遊戲目標" in t for t in titles) and not any("The goal" in t for t in titles)


@pytest.mark.parametrize("code", ["en", "zh_TW", "zh_CN"])
def test_heartland_has_an_illustrated_how_to_play_page(language, qtbot, code: str) -> None:  # noqa: ANN001
    language(code)
    w = _window(qtbot)
    help_window = w.show_help("heartland")
    page = help_window.heartland
    assert help_window.tabs.currentWidget() is page
    assert len(page.pictures) == 4 and all(not p.pixmap().isNull() for p in page.pictures)
    text = page.words()
    assert ("crop rotation" in text.lower()) if code == "en" else ("輪作" in text or "轮作" in text)


@pytest.mark.parametrize("code", ["en", "zh_CN", "zh_TW"])
def test_how_to_play_shows_the_full_games_cards_and_names_help_cards(language, qtbot,  # noqa: ANN001
                                                                     code: str) -> None:
    """The summary said nothing of occupations and minor improvements; a page now shows
    three cards as the table draws them and points to Help ▸ Cards by its menu words."""
    language(code)
    w = _window(qtbot)
    help_window = _press_f1(w, qtbot)
    page = next(p for p in words.section("how_to_play", code) if p.get("picture") == "cards")
    assert any(label.objectName() == "picture-cards" for label in help_window.how.pictures)
    from agricola_qt.app.window_main import tr

    def bare(text: str) -> str:
        return re.sub(r"\(&.\)|&|…", "", text).strip()

    menu_words = f"{bare(tr('&Help'))} ▸ {bare(tr('&Cards…'))}"
    assert any(a.text() == tr("&Cards…") for m in w.menuBar().actions()
               for a in m.menu().actions())
    assert any(menu_words in text for text in page["text"])


def test_the_help_window_follows_a_language_chosen_elsewhere_and_has_a_close_button(
        language, qtbot) -> None:  # noqa: ANN001
    """A play-tester switched to Chinese in Heartland's window: F1 stayed English until the
    program was started again; and the help window had no button to close it."""
    from PySide6.QtWidgets import QDialogButtonBox

    from agricola_qt.ui.help.window import HelpWindow

    help_window = HelpWindow()
    qtbot.addWidget(help_window)
    help_window.show_tab("heartland")
    language("zh_CN")  # as another window's View > Language installs it
    qtbot.waitUntil(lambda: help_window.tabs.tabText(0) == "游戏玩法", timeout=2000)
    close = help_window.buttons.button(QDialogButtonBox.StandardButton.Close)
    assert close.text() == "关闭"
    close.click()
    assert not help_window.isVisible()


def test_chinese_shortcuts_keep_every_key_s_own_meaning(language, qtbot) -> None:  # noqa: ANN001
    """zh_TW showed Escape's words against Ctrl+- (its "close a narrowed choice" holds 縮小,
    which is "zoom out"), and Escape's meaning nowhere."""
    language("zh_TW")
    w = _window(qtbot)
    rows = w.show_help("keys").keys.rows()
    escape = [what for keys, what in rows if "Esc" in keys]
    zoom_out = [what for keys, what in rows if keys.startswith("Ctrl+-")]
    assert zoom_out == ["縮小"] and any("焦點框" in what for what in escape)


def test_no_help_picture_is_cut(qtbot) -> None:  # noqa: ANN001
    """Heartland's barn picture lost its crop letters: the column squeezed it to 175 of its
    214 pixels (and the crop area to 175 of 184)."""
    from agricola_qt.ui.help.window import HelpWindow

    w = HelpWindow()
    qtbot.addWidget(w)
    w.resize(760, 720)
    w.show_tab("heartland")
    qtbot.waitExposed(w)
    for page in (w.how, w.heartland):
        for label in page.pictures:
            size = label.pixmap().deviceIndependentSize()
            assert label.height() >= size.height(), label.objectName()
        # nor does the next paragraph lie over it (the barn's crop letters were under "When
        # all five of your cubes …": the column gave the wrapped paragraphs too little)
        body = page.widget()
        for label in page.pictures:
            below = [t for t in page.texts if t.y() >= label.y()]
            if below:
                assert min(t.y() for t in below) >= label.y() + label.height(), \
                    label.objectName()
        for text in page.texts:
            assert text.height() >= text.heightForWidth(text.width()), text.text()[:40]
        assert body.height() >= sum(t.height() for t in page.texts)


def test_heartland_s_help_is_titled_so(qtbot) -> None:  # noqa: ANN001
    """Opened from Heartland's window it was titled "Agricola help"."""
    from agricola_qt.ui.help.window import HelpWindow

    w = HelpWindow(heartland_only=True)
    qtbot.addWidget(w)
    assert w.windowTitle() == "Heartland help"
    assert HelpWindow().windowTitle() == "Agricola help"


def test_the_board_pictured_is_the_game_s_own(qtbot) -> None:  # noqa: ANN001
    """Help ▸ How to play showed the family game's board ("Build 1 Stable and/or Bake
    Bread") to players of a full game, where those spaces are not on the table."""
    from ui_helpers import setup, table_window

    from agricola_qt.ui.help.pictures import round_state

    family, full = round_state(True), round_state(False)
    ids = {s.space.id for s in family.spaces}, {s.space.id for s in full.spaces}
    assert "occupation" in ids[1] and "occupation" not in ids[0]
    w = table_window(qtbot, setup(2, family=False))
    help_window = w.show_help()
    assert help_window.how.family is False
    w.start(setup(2))  # a family game now: the help pictures its board
    assert w.show_help().how.family is True


def test_the_aid_tells_a_solo_player_the_solo_feeding() -> None:
    """A solo family game's player aid said 2 food per person; alone it is 3 an adult."""
    from agricola_qt.engine import new_game
    from agricola_qt.engine.harvest import food_needed
    from agricola_qt.ui.help.aid import aid_html
    from tests.ui_helpers import setup

    solo = new_game(setup(1))
    assert food_needed(solo, 0) == 3 * solo.players[0].people  # the engine's rule
    assert "3 food per person" in aid_html(1, True)
    assert "2 food per person" in aid_html(2, True) and "3 food per" not in aid_html(2, True)


def test_the_cards_page_tells_the_right_click_and_the_marks() -> None:
    """A newcomer found the right-click that reads a card by chance, and no word said what
    the green outlines, the ✓ and the "use" badges meant."""
    for code in ("en", "zh_CN", "zh_TW"):
        page = next(p for p in words.section("how_to_play", code) if p.get("picture") == "cards")
        text = " ".join(page["text"])
        assert "✓" in text and ("Right-click" in text or "右键" in text or "右鍵" in text)


def test_the_player_aid_follows_the_game_at_the_table(qtbot) -> None:  # noqa: ANN001
    """Opened during a 2-player lesson, the aid still showed 2 players' spaces in a tester's
    3-player game; a count the player chose stays while the game does."""
    from tests.ui_helpers import setup

    w = GameWindow(setup(2), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    aid = w.show_help("aid").aid  # type: ignore[attr-defined]
    assert aid.players.currentData() == 2
    aid.players.setCurrentIndex(3)  # the player looks at 4 players' spaces
    w.show_help("aid")
    assert aid.players.currentData() == 4
    w.start(setup(3))
    assert w.show_help("aid").aid.players.currentData() == 3  # type: ignore[attr-defined]


def test_the_game_menu_says_what_its_entries_do(qtbot) -> None:  # noqa: ANN001
    """"Propose feeding (F)" was never explained to a newcomer."""
    from tests.ui_helpers import setup

    w = GameWindow(setup(2), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    tips = {a.text().replace("&", ""): a.statusTip() for a in w._menu_actions}
    assert tips["Propose feeding"].startswith("At a harvest's feeding")
    for name in ("Done / end turn", "Erase drawn fences", "Hint",
                 "Confirm the end of each turn", "How to play Heartland (the other game)"):
        assert tips[name], name


def test_page_down_scrolls_the_help_page(qtbot) -> None:  # noqa: ANN001
    """Page Down and Ctrl+End did nothing in How to play (a tester dragged the scrollbar):
    the page shown takes the keys."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    help_window = HelpWindow()
    qtbot.addWidget(help_window)
    help_window.resize(700, 500)
    help_window.show_tab("how")
    qtbot.waitExposed(help_window)
    page = help_window.tabs.currentWidget()
    bar = page.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0
    assert help_window.focusWidget() is page  # (the keys go where the focus is)
    QTest.keyClick(page, Qt.Key.Key_PageDown)
    assert bar.value() > 0


def test_how_to_play_says_the_solo_feeding_beside_the_usual_one() -> None:
    """The harvest section said 2 food per person; a solo tester met 3 at the table and
    found the rule only later, under the solo game."""
    from agricola_qt.ui.help import words

    for code, said in (("en", "(3 alone at the table)"), ("zh_CN", "（单人游戏付 3 食物）"),
                       ("zh_TW", "（單人遊戲付 3 份）")):
        text = " ".join(" ".join(page["text"]) for page in words.section("how_to_play", code))
        assert said in text, code


def test_the_aid_names_the_last_stage_by_its_one_round(qapp) -> None:  # noqa: ANN001
    """Stage 6 is round 14 alone: the aid said "(rounds 14)"."""
    from agricola_qt.ui.help.aid import aid_html

    text = aid_html(2, True)
    assert "stage 6 (round 14)" in text and "stage 1 (rounds 1–4)" in text
    assert "(rounds 14)" not in text
