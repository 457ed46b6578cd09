"""A play-tester's Heartland game in Traditional Chinese (pt-J): the new-game dialog's help,
the computer's turn in the panel, the Save as name, closing with unsaved moves and the
spaces beside Chinese names."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from agricola_qt.heartland import legal_moves, new_game
from agricola_qt.ui import i18n
from agricola_qt.ui.heartland.window import HeartlandWindow
from agricola_qt.ui.heartland.words import named
from agricola_qt.ui.help.window import TABS
from agricola_qt.ui.help.words import ui
from agricola_qt.ui.new_game import SETTINGS_GROUP, NewGameDialog

TW_NAMES = ("小梅", "喬納斯")


def seed_starting(seat: int, players: int = 2) -> int:
    return next(s for s in range(100) if new_game(players, s).setup.start_player == seat)


def hl_window(qtbot, names=("Mei", "Jonas"), seats=(None, None), **kw: object  # noqa: ANN001
              ) -> HeartlandWindow:
    w = HeartlandWindow.new(2, seed_starting(0), names, list(seats), **kw)  # type: ignore[arg-type]
    qtbot.addWidget(w)
    w.show()
    w.activateWindow()  # the keys go to it (Ctrl+W)
    assert QTest.qWaitForWindowActive(w)
    return w


def visible_tabs(help_window: object) -> list[int]:
    tabs = help_window.tabs  # type: ignore[attr-defined]
    return [i for i in range(tabs.count()) if tabs.isTabVisible(i)]


# --- 1. "How to play" of the new-game dialog -----------------------------------------------
def test_how_to_play_with_heartland_chosen_opens_heartlands_help(qtbot, language) -> None:  # noqa: ANN001
    """With Heartland chosen, the dialog's "How to play" opened Agricola's help: three
    Agricola tabs, a key table saying F feeds the family and Ctrl+Y redoes.  It is the help
    F1 opens in Heartland's window, in the table's language; Agricola's again for Agricola."""
    language("zh_TW")
    i18n.settings().remove(SETTINGS_GROUP)
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("heartland"))
    dialog.show()
    qtbot.waitExposed(dialog)
    help_button = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Help)
    QTest.mouseClick(help_button, Qt.MouseButton.LeftButton)
    rules = dialog.rules
    assert rules is not None and rules.isVisible()
    assert rules.heartland_only
    assert visible_tabs(rules) == [TABS.index("heartland")]
    assert rules.windowTitle() == ui("help.title.heartland", "zh_TW") != ui(
        "help.title.heartland", "en")

    w = hl_window(qtbot, TW_NAMES)  # F1 in Heartland's window: the same help
    f1 = w.show_rules()
    assert f1.heartland_only and visible_tabs(f1) == visible_tabs(rules)
    assert f1.windowTitle() == rules.windowTitle()

    dialog.variant.setCurrentIndex(dialog.variant.findData("family"))
    QTest.mouseClick(help_button, Qt.MouseButton.LeftButton)
    agricola = dialog.rules
    assert agricola is not rules and not agricola.heartland_only
    assert len(visible_tabs(agricola)) == 4 and agricola.tabs.currentIndex() == TABS.index("how")
    assert not rules.isVisible()  # Heartland's help does not stay beside it


# --- 2. the computer's turn in the panel ---------------------------------------------------
@pytest.mark.parametrize(("code", "expected"), [
    ("en", "Jonas (computer) is playing…"),
    ("zh_TW", "喬納斯（電腦）正在行動…"),
    ("zh_CN", "喬納斯（电脑）正在行动…"),
])
def test_the_panel_speaks_of_a_computer_in_the_third_person(qtbot, language, code: str,  # noqa: ANN001
                                                            expected: str) -> None:
    """"安娜：結束你的回合" stood in the panel while the computer played: "you" was said to
    it, and shown to the person waiting."""
    language(code)
    names = ("Mei", "Jonas") if code == "en" else ("小梅", "喬納斯")
    w = HeartlandWindow.new(2, seed_starting(1), names, [None, "easy"],
                            bot_delay_ms=60_000)  # the computer does not move in this test
    qtbot.addWidget(w)
    assert w.controller.is_bot_turn()
    status = w.table.status.text()
    assert status == expected
    for word in ("your", "你"):
        assert word not in status
    w.controller.bots_paused = True


def test_a_persons_own_turn_still_says_what_is_due(qtbot) -> None:  # noqa: ANN001
    w = hl_window(qtbot, seats=(None, "easy"), bot_delay_ms=60_000)
    assert w.table.status.text() == "Mei: place a tile"
    w.controller.bots_paused = True


# --- 3. Save as ---------------------------------------------------------------------------
def test_the_save_as_name_says_the_games_name_in_the_tables_language(qtbot, language) -> None:  # noqa: ANN001
    language("zh_TW")
    w = hl_window(qtbot, TW_NAMES)
    name = w._file_name()
    assert name.endswith(" 務農爭地 小梅、喬納斯.agr"), name
    assert "Heartland" not in name


# --- 4. closing with unsaved moves --------------------------------------------------------
def test_ctrl_w_closes_a_kept_game_and_the_launcher_says_where_it_is(qtbot, monkeypatch) -> None:  # noqa: ANN001,E501
    """Ctrl+W closed a game with unsaved moves without a word the tester saw (the message
    stood in the window just closed), while Ctrl+O asked about a finished game from a file.
    A game the autosave keeps is left without a question, as the Agricola window leaves
    one, and the launcher under it says where it is kept; Ctrl+W is among Close's keys."""
    from PySide6.QtWidgets import QMainWindow

    launcher = QMainWindow()
    qtbot.addWidget(launcher)
    launcher.show()
    w = HeartlandWindow.new(2, seed_starting(0), ("Mei", "Jonas"), [None, None],  # type: ignore[arg-type]
                            bot_delay_ms=0, autosave=True, ask_to_save=True, parent=launcher)
    w.show()
    w.activateWindow()
    assert QTest.qWaitForWindowActive(w)
    c = w.controller
    for _ in range(2):
        c.play(legal_moves(c.state)[0])
    assert w.isWindowModified() and w.autosave_game is not None
    monkeypatch.setattr(QMessageBox, "question", lambda *a: pytest.fail("asked"))
    QTest.keyClick(w, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert not w.isVisible()
    assert "Resume an unfinished game" in launcher.statusBar().currentMessage()


# --- 5. Chinese names without stray spaces ------------------------------------------------
def test_no_space_between_a_chinese_name_and_chinese_words(qtbot, language) -> None:  # noqa: ANN001
    """"小梅 的手牌", "交給 小梅", "小梅 以 e3 獲得…" and "高度 0, 區域共 1 格"."""
    language("zh_TW")
    w = hl_window(qtbot, TW_NAMES, (None, "easy"), bot_delay_ms=60_000)
    w.controller.bots_paused = True
    scene = w.table.scene
    labels = [getattr(item, "text", "") for item in scene.items()]  # as in _fixes
    assert "小梅的手牌" in labels
    c = w.controller
    move = legal_moves(c.state)[0]
    line = c.describe(c.state, move)
    assert line.startswith("小梅") and not line.startswith("小梅 "), line
    tip = scene.board.describe(0)
    assert "," not in tip and "，高度 0，區域共" in tip, tip
    w.table.cover.show_for("小梅")
    assert w.table.cover.label.text() == "交給小梅"


@pytest.mark.parametrize(("code", "text", "fields", "expected"), [
    ("zh_CN", "{name} 的手牌", {"name": "小梅"}, "小梅的手牌"),
    ("zh_CN", "{name} 的手牌", {"name": "Mei"}, "Mei 的手牌"),  # beside Latin: a space
    ("zh_TW", "交給 {name}", {"name": "小梅"}, "交給小梅"),
    ("zh_TW", "{who} 在 {square} 建造農莊。", {"who": "喬納斯", "square": "e3"},
     "喬納斯在 e3 建造農莊。"),
    ("en", "{who} ends the turn.", {"who": "Mei"}, "Mei ends the turn."),
])
def test_named_keeps_a_space_only_beside_latin(code: str, text: str, fields: dict[str, str],
                                               expected: str) -> None:
    assert named(text, **fields) == expected


# --- 6. a computer's last placement is marked ----------------------------------------------
def _play_my_turn(w: HeartlandWindow) -> None:
    """A large tile, its scoring and the draw: one turn of seat 0 by the first legal moves."""
    from agricola_qt.heartland import Verb

    c = w.controller
    me = c.state.actor
    while c.state.actor == me and not c.state.is_over:
        moves = legal_moves(c.state)
        move = next((m for m in moves if m.verb is Verb.LARGE), moves[0])
        assert c.play(move)


def _bot_turn_squares(w: HeartlandWindow, seat: int) -> set[int]:
    """What ``seat`` laid in its last turn, read from the states the moves were made in."""
    from agricola_qt.heartland import Verb
    from agricola_qt.ui.heartland.controller import TURN_ENDS

    c = w.controller
    states = c.states_before(c.moves)
    turns: list[set[int]] = []
    new_turn = True
    for state, move in zip(states, c.moves, strict=True):
        if state.actor != seat:
            new_turn = True
            continue
        if new_turn:
            turns.append(set())
            new_turn = False
        if move.verb in (Verb.LARGE, Verb.SMALL, Verb.LEVEL):
            turns[-1].add(move.square)
            if move.verb is Verb.LARGE:
                turns[-1].add(state.geometry.beside[(move.square, move.dir)])
        if move.verb in TURN_ENDS:
            new_turn = True
    return turns[-1]


def test_a_computers_last_placement_is_framed_in_its_colour(qtbot) -> None:  # noqa: ANN001
    """After a computer's turn nothing on the board said what it had laid: a tester
    compared screenshots to see the bots cutting up a farmed region.  Its tile is framed in
    its colour (its tooltip says whose it is) until it lays the next; a person's is not."""
    from PySide6.QtGui import QColor

    from agricola_qt.ui import palette
    from agricola_qt.ui.heartland.scene import BOARD_AT

    w = hl_window(qtbot, seats=(None, "easy"), bot_delay_ms=0)
    w.resize(1500, 900)
    w.table.view.fit()
    c, board = w.controller, w.table.scene.board
    assert board.recent == {}
    _play_my_turn(w)
    qtbot.waitUntil(lambda: c.state.actor == 0, timeout=10_000)
    qtbot.waitUntil(lambda: not w.table.scene._pending, timeout=2_000)
    board = w.table.scene.board
    laid = _bot_turn_squares(w, 1)
    assert laid and set(board.recent) == {1} and set(board.recent[1]) == laid
    first = min(laid)
    assert board.describe(first).endswith(" · Jonas's last placement")
    # on the screen: the frame's colour at the middle of the placement's top edge
    rect = QRectF()
    for sq in laid:
        rect = rect.united(board.square_rect(sq))
    edge = BOARD_AT + QPointF(rect.center().x(), rect.top() + 0.5)
    view = w.table.view
    image = view.viewport().grab().toImage()
    at = view.mapFromScene(edge)
    near = [QColor(image.pixel(at.x() + dx, at.y() + dy))
            for dx in range(-2, 3) for dy in range(-2, 3)]
    colour = palette.player_colour(1)
    assert any(abs(q.red() - colour.red()) + abs(q.green() - colour.green())
               + abs(q.blue() - colour.blue()) < 40 for q in near)

    _play_my_turn(w)  # the computer's next turn takes the place of the last
    qtbot.waitUntil(lambda: c.state.actor == 0, timeout=10_000)
    qtbot.waitUntil(lambda: not w.table.scene._pending, timeout=2_000)
    board = w.table.scene.board
    assert set(board.recent[1]) == {sq for sq in _bot_turn_squares(w, 1)
                                    if board.state.layers[sq][-1].owner == 1}
    c.bots_paused = True


def test_last_placements_follow_the_turns_of_a_whole_game() -> None:
    """The seat of each turn, counted from the start player by the draws and ends, is the
    engine's; a square covered since goes to whoever covered it."""
    import random

    from agricola_qt.heartland import Verb, apply
    from agricola_qt.ui.heartland.scene import last_placements

    state = new_game(3, 5)
    start = state.setup.start_player
    moves = []
    pick = random.Random(3)
    while not state.is_over:
        options = legal_moves(state)
        larges = [m for m in options if m.verb is Verb.LARGE]
        move = pick.choice(larges or options)
        actor = state.actor
        state = apply(state, move)
        moves.append(move)
        marks = last_placements(state, moves, start)
        if move.verb is Verb.LARGE:
            assert move.square in marks[actor]
        for seat, squares in marks.items():
            assert all(state.layers[sq][-1].owner == seat for sq in squares)
