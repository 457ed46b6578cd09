"""The Heartland table: real drags, refusals, undo, computer seats, pass-and-play, records."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from agricola_qt.app.cli import main
from agricola_qt.heartland import Move, Verb, legal_moves, new_game, why_illegal
from agricola_qt.heartland.board import Dir
from agricola_qt.ui.heartland.hand import HandTile
from agricola_qt.ui.heartland.look import SQUARE
from agricola_qt.ui.heartland.scene import BOARD_AT, SCENE
from agricola_qt.ui.heartland.window import HeartlandWindow
from agricola_qt.ui.heartland.words import refusal_text
from tests.ui_helpers import drag, paint_into_image, painted


def seed_starting(seat: int, players: int = 2) -> int:
    return next(s for s in range(100) if new_game(players, s).setup.start_player == seat)


def window(qtbot, players: int = 2, seats=None) -> HeartlandWindow:  # noqa: ANN001
    seats = seats if seats is not None else [None] + ["random"] * (players - 1)
    w = HeartlandWindow.new(players, seed_starting(0, players), ("Mei", "Jonas", "Ana",
                                                                 "Kofi", "Lena")[:players],
                            seats, bot_delay_ms=0)
    qtbot.addWidget(w)
    w.resize(1500, 900)
    w.show()
    qtbot.waitExposed(w)
    w.table.view.fit()
    return w


def large_tiles(w: HeartlandWindow) -> list[HandTile]:
    return [t for t in w.table.scene.tiles if t.large is not None]


def centre(w: HeartlandWindow, square: int) -> QPointF:
    row, col = divmod(square, w.controller.state.geometry.columns)
    return BOARD_AT + QPointF((col + 0.5) * SQUARE, (row + 0.5) * SQUARE)


def test_a_real_drag_places_a_large_tile(qtbot) -> None:  # noqa: ANN001
    w = window(qtbot)
    tile = large_tiles(w)[0]
    state = w.controller.state
    move = next(m for m in legal_moves(state)
                if m.verb is Verb.LARGE and m.tile == tile.key.tile and m.dir is Dir.EAST)
    drag(w.table.view, [tile.anchor(), centre(w, move.square)])
    qtbot.waitUntil(lambda: w.controller.state.step.value == "score", timeout=3000)
    after = w.controller.state
    assert tile.key.tile not in after.players[0].hand
    assert after.heights[move.square] == 1 and after.layers[move.square][-1].tile == move.tile
    qtbot.waitUntil(lambda: all(t.key.tile != move.tile for t in w.table.scene.tiles))
    assert w.table.vp_button.isVisible() and w.table.fp_button.isVisible()
    # the buttons and the prompt name the field that scores (a tester scored the wrong one
    # of an upright tile's two from buttons that named neither)
    field = after.current_field
    assert field is not None
    name = after.geometry.name(field.square)
    assert w.table.vp_button.text().startswith(f"{name}: victory points +")
    assert w.table.fp_button.text().startswith(f"{name}: farm points")
    assert f"the field on {name} (" in w.table.hint.text()


def test_an_illegal_drop_snaps_back_with_the_reason(qtbot) -> None:  # noqa: ANN001
    w = window(qtbot)
    assert w.table.reason.isHidden()  # (its empty frame stood under the prompt, a tester)
    tile = large_tiles(w)[0]
    home = QPointF(tile.home)
    state = w.controller.state
    columns = state.geometry.columns
    square = columns - 1  # j1: half b would lie east of the crop area
    move = Move(Verb.LARGE, tile=tile.key.tile, square=square, dir=Dir.EAST)
    refusal = why_illegal(state, move)
    assert refusal is not None
    drag(w.table.view, [tile.anchor(), centre(w, square)])
    assert w.controller.state is state
    assert tile.pos() == home
    assert w.table.reason.text() == refusal_text(refusal, state) != ""
    assert not w.table.reason.isHidden()
    w.table.reason.clear()
    assert w.table.reason.isHidden()


def test_the_lit_squares_are_the_legal_spots_while_dragging(qtbot) -> None:  # noqa: ANN001
    w = window(qtbot)
    tile = large_tiles(w)[0]
    scene = w.table.scene
    scene.drag_started(tile)
    expected = {m.square for m in legal_moves(w.controller.state)
                if m.verb is Verb.LARGE and m.tile == tile.key.tile and m.dir is Dir.EAST}
    assert scene.board is not None and scene.board.lit == expected and expected


def test_the_squares_a_held_tile_cannot_take_are_washed_out_not_the_lit_ones(qtbot) -> None:  # noqa: ANN001
    """The lit squares had a white wash and looked faded, the others kept their colours and
    looked highlighted (a tester): now the others are washed out and the lit ones ringed."""
    from agricola_qt.ui.heartland.look import LIT_EDGE, UNLIT

    w = window(qtbot)
    scene = w.table.scene
    scene.drag_started(large_tiles(w)[0])
    board = scene.board
    assert board is not None and board.lit
    washed: list[object] = []
    rings: list[object] = []

    def wash(p, args) -> None:  # noqa: ANN001
        if p.brush().color() == UNLIT:
            washed.append(args[0])

    def ring(p, args) -> None:  # noqa: ANN001
        if p.pen().color().name() == LIT_EDGE.name() and p.brush().style() == Qt.BrushStyle.NoBrush:
            rings.append(args[0])

    with painted("drawRect", wash), painted("drawRoundedRect", ring):
        paint_into_image(lambda p: board.paint(p, None))
    size = w.controller.state.geometry.size
    assert len(washed) == size - len(board.lit)
    assert len(rings) == len(board.lit)


def test_right_click_and_r_turn_a_tile(qtbot) -> None:  # noqa: ANN001
    w = window(qtbot)
    tile = large_tiles(w)[0]
    view = w.table.view
    QTest.mouseClick(view.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(tile.anchor()))
    assert tile.direction is Dir.SOUTH
    qtbot.waitUntil(lambda: tile not in w.table.scene.tiles)
    again = next(t for t in w.table.scene.tiles if t.key == tile.key)
    assert again.direction is Dir.SOUTH  # laid out again, still turned
    again.setFocus()
    w.table.scene.setFocusItem(again)
    view.setFocus()
    QTest.keyClick(view.viewport(), Qt.Key.Key_R)
    assert again.direction is Dir.WEST


def test_the_preview_names_the_points_of_each_field(qtbot) -> None:  # noqa: ANN001
    w = window(qtbot)
    tile = large_tiles(w)[0]
    state = w.controller.state
    move = next(m for m in legal_moves(state)
                if m.verb is Verb.LARGE and m.tile == tile.key.tile and m.dir is Dir.EAST)
    preview = w.controller.preview(move)
    assert not isinstance(preview, type(None)) and len(preview) == 2  # type: ignore[arg-type]
    tile.setPos(tile.pos() + (centre(w, move.square) - tile.anchor()))
    w.table.scene.drag_moved(tile)
    note = w.table.scene.note
    assert note.isVisible() and not note.refused
    assert "VP" in note.text and state.geometry.name(move.square) in note.text


def test_undo_restores_the_state_within_the_turn(qtbot) -> None:  # noqa: ANN001
    w = window(qtbot)
    c = w.controller
    start = c.state
    move = next(m for m in legal_moves(start) if m.verb is Verb.LARGE)
    assert c.play(move)
    # the turn's first move can be undone by the button too (it stayed greyed out: the
    # table was drawn while the move was being pushed, before the stack held it)
    assert w.table.undo_button.isEnabled()
    assert c.play(legal_moves(c.state)[0])  # the first field scored
    QTest.mouseClick(w.table.undo_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(w.table.undo_button, Qt.MouseButton.LeftButton)
    assert c.state == start and c.moves == ()


def test_scoring_buttons_then_a_computer_seat_plays_its_turn(qtbot) -> None:  # noqa: ANN001
    w = window(qtbot)
    c = w.controller
    move = next(m for m in legal_moves(c.state) if m.verb is Verb.LARGE)
    c.play(move)
    QTest.mouseClick(w.table.fp_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(w.table.fp_button, Qt.MouseButton.LeftButton)
    assert c.state.step.value in ("end", "farm")
    while c.state.actor == 0 and c.state.step.value != "end":
        c.play(legal_moves(c.state)[0])
    QTest.mouseClick(w.table.end_button, Qt.MouseButton.LeftButton)
    assert c.state.actor == 1 and not c.can_undo()  # the turn is over: nothing to undo
    qtbot.waitUntil(lambda: c.state.actor == 0, timeout=10_000)
    assert any("Jonas" in w.table.log.item(i).text() for i in range(w.table.log.count()))
    # each line in the colour of whose it is, as in Agricola's log
    from agricola_qt.ui import palette

    items = [w.table.log.item(i) for i in range(w.table.log.count())]
    for item in items:
        seat = 1 if item.text().startswith("Jonas") else 0
        assert item.foreground().color() == palette.player_colour(seat).darker(150)


def test_pass_and_play_hides_the_hand_until_the_next_person_is_ready(qtbot) -> None:  # noqa: ANN001
    w = window(qtbot, seats=[None, None])
    c = w.controller
    table = w.table
    assert table.cover.isVisible() and table.scene.watcher == -1 and not table.scene.tiles
    assert "Mei" in table.cover.label.text()
    QTest.mouseClick(table.cover, Qt.MouseButton.LeftButton)  # the first person takes it
    assert table.scene.watcher == 0
    while c.state.actor == 0:
        c.play(legal_moves(c.state)[0])
    assert table.scene.watcher == -1 and table.cover.isVisible()
    assert "Jonas" in table.cover.label.text()
    assert not table.scene.tiles  # no hand shown under the cover
    QTest.mouseClick(table.cover, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.scene.watcher == 1 and bool(table.scene.tiles))
    hand = {t.key.tile for t in table.scene.tiles if t.key.tile}
    assert hand == set(c.state.players[1].hand)


def test_save_and_open_round_trip(qtbot, tmp_path: Path,  # noqa: ANN001
                                  capsys: pytest.CaptureFixture[str]) -> None:
    w = window(qtbot, seats=[None, "heuristic"])
    c = w.controller
    c.bots_paused = True
    for _ in range(6):
        c.play(legal_moves(c.state)[0]) if not c.is_bot_turn() else None
    path = str(tmp_path / "h.agr")
    assert w.save_to(path)
    opened = HeartlandWindow.open_record(path, bot_delay_ms=0)
    qtbot.addWidget(opened)
    assert opened.controller.state == c.state and opened.controller.moves == c.moves
    assert opened.controller.seats == [None, "heuristic"]
    # the log of the opened game tells its turns so far, line for line as they were told
    told = [w.table.log.item(i).text() for i in range(w.table.log.count())]
    reopened = [opened.table.log.item(i).text() for i in range(opened.table.log.count())]
    assert len(c.moves) >= 4 and reopened == told
    assert main(["check", path]) == 0 and "ok: heartland" in capsys.readouterr().out


@pytest.mark.parametrize("players", [2, 5])
def test_the_table_fits_its_scene(qtbot, players: int) -> None:  # noqa: ANN001
    w = window(qtbot, players)
    w.controller.bots_paused = True
    for item in w.table.scene.items():
        if item.parentItem() is None and item.isVisible():
            assert SCENE.contains(item.sceneBoundingRect()), item
    assert not w.table.grab().isNull()


def test_the_new_game_dialog_offers_heartland_with_its_own_computer_levels(qtbot) -> None:  # noqa: ANN001
    from agricola_qt.ui.new_game import HEARTLAND_LEVELS, NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.players.setValue(1)
    dialog.variant.setCurrentIndex(dialog.variant.findData("heartland"))
    assert dialog.is_heartland() and dialog.players.value() == 2
    kinds = [dialog.kinds[0].itemData(i) for i in range(dialog.kinds[0].count())]
    assert [k for k in kinds if k is not None] == ["", *HEARTLAND_LEVELS]  # None: a line
    dialog.players.setValue(5)
    dialog.kinds[1].setCurrentIndex(2)
    players, _, names, seats = dialog.heartland_choice()
    assert players == 5 and len(names) == 5 and seats[:2] == [None, "medium"]
    assert not any(box.isEnabled() for box in dialog.decks.values())
    assert not dialog.form.isRowVisible(dialog.decks_box)  # no decks in Heartland: no row
    # the lesson is a game of Agricola: its button hidden, its row kept (hiding the row
    # moved the rows below up under the player's next click) and saying where Heartland's
    # rules are
    assert not dialog.lesson_row.isHidden() and not dialog.lesson_button.isEnabled()
    assert dialog.lesson_button.isHidden() and "Heartland" in dialog.lesson_note.text()
    dialog.variant.setCurrentIndex(dialog.variant.findData("full"))
    assert dialog.form.isRowVisible(dialog.decks_box)
    assert dialog.lesson_button.isEnabled() and not dialog.lesson_note.isHidden()


def test_the_game_window_opens_a_heartland_record_in_a_heartland_window(
        qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    from agricola_qt.app.window_main import GameWindow

    w = window(qtbot, seats=[None, None])
    c = w.controller
    for _ in range(5):
        c.play(legal_moves(c.state)[0])
    path = tmp_path / "h.agr"
    assert w.save_to(str(path))
    main_window = GameWindow(bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(main_window)
    main_window.resize(760, 560)  # a window smaller than the screen: Heartland's opens the same
    main_window.show()
    assert main_window.load(path) is True
    opened = main_window.findChildren(HeartlandWindow)
    assert len(opened) == 1 and opened[0].controller.state == c.state
    assert opened[0].isVisible()
    assert opened[0].geometry() == main_window.geometry()


def test_levelling_by_drag_then_a_large_tile_on_top(qtbot) -> None:  # noqa: ANN001
    from agricola_qt.ai.heartland.registry import make_bot
    from agricola_qt.heartland import apply

    w = window(qtbot)
    c = w.controller
    c.bots_paused = True
    scene = w.table.scene
    bot, state, moves = make_bot("random", 5), c.state, []
    while (state.actor, state.step.value) != (0, "place") or not any(
            m.verb is Verb.LEVEL for m in legal_moves(state)):
        move = bot.choose(state)
        state, moves = apply(state, move), [*moves, move]
    c.show(state, tuple(moves))
    level = next(m for m in legal_moves(c.state) if m.verb is Verb.LEVEL)
    qtbot.waitUntil(lambda: scene.board is not None and scene.board.state is c.state
                    or scene.view_state() == scene.board.state)  # type: ignore[union-attr]
    small = next(t for t in scene.tiles if t.key.crop is level.crop)
    small.turn()  # face down
    assert small.face_down
    drag(w.table.view, [small.anchor(), centre(w, level.square)])
    qtbot.waitUntil(lambda: c.state.step.value == "large", timeout=3000)
    assert c.state.tops[level.square] is None and c.state.levelled == level.square
    qtbot.waitUntil(lambda: scene.board is not None and scene.board.state is not None
                    and scene.board.state.step.value == "large")
    tile = next(t for t in scene.tiles if t.large is not None)
    scene.drag_started(tile)
    lit = scene.board.lit  # type: ignore[union-attr]
    expected = {m.square for m in legal_moves(c.state)
                if m.tile == tile.key.tile and m.dir is Dir.EAST}
    assert lit == expected


def test_a_farm_is_built_by_clicking_a_lit_square(qtbot) -> None:  # noqa: ANN001
    from attrs import evolve

    w = window(qtbot)
    c = w.controller
    state = c.state
    row = state.components.farm_rows[0]
    players = list(state.players)
    players[0] = evolve(players[0], cubes=(row,) * 5)
    c.show(evolve(state, players=tuple(players)), ())
    small = next(m for m in legal_moves(c.state) if m.verb is Verb.SMALL)
    c.play(small)
    c.play(Move(Verb.FP, square=small.square))
    assert c.state.step.value == "farm"
    qtbot.waitUntil(lambda: bool(w.table.scene.board and w.table.scene.board.lit))
    square = min(w.table.scene.board.lit)  # type: ignore[union-attr]
    QTest.mouseClick(w.table.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, w.table.view.mapFromScene(centre(w, square)))
    assert c.state.players[0].farms == (square,)


def test_a_square_says_its_crop_and_height(qtbot) -> None:  # noqa: ANN001
    w = window(qtbot)
    board = w.table.scene.board
    assert board is not None
    assert board.describe(0).startswith(  # then the size of its region
        f"a1: {board.state.tops[0].name.lower()}, height 0, region of ")  # type: ignore[union-attr]


def test_closing_asks_about_unsaved_moves(qtbot, monkeypatch: pytest.MonkeyPatch,  # noqa: ANN001
                                          tmp_path: Path) -> None:
    from PySide6.QtWidgets import QMessageBox

    w = window(qtbot)
    w.ask_to_save = True
    asked: list[str] = []

    def answer(button: QMessageBox.StandardButton):  # noqa: ANN202
        def ask(*args: object) -> QMessageBox.StandardButton:
            asked.append(str(args[2]))
            return button
        return ask

    w.close()  # nothing played yet: no question
    assert not asked
    w.show()
    w.controller.play(next(m for m in legal_moves(w.controller.state) if m.verb is Verb.LARGE))
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Cancel))
    assert not w.close() and w.isVisible() and len(asked) == 1
    w.save_to(str(tmp_path / "x.agr"))
    assert w.close()  # saved: no question
    assert len(asked) == 1


def test_enter_ends_the_turn_and_the_table_follows_a_language_change(qtbot) -> None:  # noqa: ANN001
    from agricola_qt.ui import i18n
    from agricola_qt.ui.render import ensure_app

    w = window(qtbot, seats=[None, None])
    QTest.mouseClick(w.table.cover, Qt.MouseButton.LeftButton)
    c = w.controller
    while c.state.step.value != "end":
        c.play(legal_moves(c.state)[0])
    QTest.keyClick(w.table, Qt.Key.Key_Return)
    assert c.state.actor == 1
    try:
        i18n.install(ensure_app(), "zh_TW")
        qtbot.waitUntil(lambda: w.table.undo_button.text() == "復原（Ctrl+Z）")
    finally:
        i18n.install(ensure_app(), i18n.ENGLISH)
    qtbot.waitUntil(lambda: w.table.undo_button.text() == "Undo (Ctrl+Z)")


def test_computers_play_a_whole_game_and_the_winner_is_shown(qtbot) -> None:  # noqa: ANN001
    from agricola_qt.ai.heartland.registry import make_bot
    from agricola_qt.heartland import apply

    w = window(qtbot, seats=["random", "random"])
    c = w.controller
    c.bots_paused = True
    bot, state, moves = make_bot("random", 2), c.state, []
    while state.stack or state.step.value != "place":  # near the end, headless
        move = bot.choose(state)
        state, moves = apply(state, move), [*moves, move]
    c.show(state, tuple(moves))
    c.bots_paused = False
    c.schedule_bots()
    qtbot.waitUntil(lambda: w.controller.state.is_over, timeout=30_000)
    from agricola_qt.heartland import winners

    names = [w.controller.name(s) for s in winners(w.controller.state)]
    qtbot.waitUntil(lambda: "Winner" in w.table.status.text())
    assert all(n in w.table.status.text() for n in names)
    assert w.table.log.count() == len(w.controller.moves) - len(moves) > 0


def test_help_in_the_heartland_window_opens_its_rules(qtbot) -> None:  # noqa: ANN001
    """The rules were only in the Agricola window's Help menu, hidden behind this one."""
    w = window(qtbot)
    menus = [a.text() for a in w.menuBar().actions()]
    assert menus[-1] == "&Help"
    help_menu = w.menuBar().actions()[-1].menu()
    rules = help_menu.actions()[0]
    assert rules.shortcut().toString() == "F1"
    rules.trigger()
    shown = w.help_window
    assert shown is not None and shown.isVisible()
    assert shown.tabs.currentWidget() is shown.heartland
    # Agricola's pages are not shown there (its keys spoke of payment methods)
    assert [shown.tabs.isTabVisible(i) for i in range(shown.tabs.count())] == [
        False, False, False, True]


def test_the_barn_names_each_crop_under_its_letter(qtbot) -> None:  # noqa: ANN001
    """The letters W R B P C alone said little to a newcomer."""
    from agricola_qt.ui.heartland.board_items import BarnItem

    w = window(qtbot)
    barn = next(i for i in w.table.scene.items() if isinstance(i, BarnItem))
    seen: list[str] = []
    with painted("drawText", lambda _p, args: seen.extend(a for a in args
                                                          if isinstance(a, str))):
        paint_into_image(lambda p: barn.paint(p, None))  # type: ignore[arg-type]
    assert {"wheat", "rapeseed", "beet", "potato", "corn"} <= set(seen)


def test_in_chinese_the_squares_and_the_barn_print_a_character_not_a_latin_letter(
        qtbot) -> None:  # noqa: ANN001
    """W, R, B, P and C are English initials: no mnemonic to a reader of 小麥 or 玉米."""
    from agricola_qt.heartland import Crop
    from agricola_qt.ui import i18n
    from agricola_qt.ui.heartland.board_items import BarnItem
    from agricola_qt.ui.heartland.look import paint_field
    from agricola_qt.ui.help import heartland_pictures
    from agricola_qt.ui.render import ensure_app

    w = window(qtbot)
    barn = next(i for i in w.table.scene.items() if isinstance(i, BarnItem))

    def texts(draw) -> set[str]:  # noqa: ANN001
        seen: list[str] = []
        with painted("drawText", lambda _p, args: seen.extend(a for a in args
                                                              if isinstance(a, str))):
            paint_into_image(draw)
        return set(seen)

    def square(p) -> None:  # noqa: ANN001
        paint_field(p, QRectF(0, 0, SQUARE, SQUARE), Crop.CORN)

    def barn_paint(p) -> None:  # noqa: ANN001
        barn.paint(p, None)  # type: ignore[arg-type]

    assert "C" in texts(square) and {"W", "R", "B", "P", "C"} <= texts(barn_paint)
    try:
        i18n.install(ensure_app(), "zh_TW")
        assert "玉" in texts(square)
        marks = texts(barn_paint)
        assert {"麥", "油", "甜", "薯", "玉"} <= marks and not {"W", "R", "C"} & marks
        assert heartland_pictures.crop_letter("W") == "麥"
    finally:
        i18n.install(ensure_app(), i18n.ENGLISH)


def test_in_chinese_every_menu_word_of_the_heartland_window_is_translated(qtbot) -> None:  # noqa: ANN001
    """The File menu's words were set from a list the translation files never had: in
    Chinese it read "&Open…", "Save &as…" and "Open a &replay…" in English."""
    from agricola_qt.ui import i18n
    from agricola_qt.ui.render import ensure_app

    w = window(qtbot)
    try:
        i18n.install(ensure_app(), "zh_TW")
        qtbot.waitUntil(lambda: w.menuBar().actions()[0].text() != "&File")
        words = [a.text() for m in w.menuBar().actions() for a in [m, *m.menu().actions()]
                 if not a.isSeparator()]
        assert len(words) >= 12
        assert all(any("\u4e00" <= ch <= "\u9fff" for ch in text) for text in words), words
    finally:
        i18n.install(ensure_app(), i18n.ENGLISH)


def _menu_action(w: HeartlandWindow, menu: int, text: str) -> object:
    return next(a for a in w.menuBar().actions()[menu].menu().actions() if a.text() == text)


def test_file_new_game_leaves_the_heartland_window_once_another_game_begins(
        qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    """A Heartland player had to close the game to reach the game window's New game."""
    from agricola_qt.app.window_main import GameWindow

    main_window = GameWindow(bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(main_window)
    w = HeartlandWindow.new(2, 1, ("Mei", "Jonas"), [None, "random"], bot_delay_ms=0,
                            parent=main_window)
    w.controller.bots_paused = True
    w.show()
    fresh = _menu_action(w, 0, "&New game…")
    asked: list[bool] = []
    monkeypatch.setattr(main_window, "new_game_dialog", lambda: asked.append(True) or False)
    fresh.trigger()  # the dialog cancelled: the game stays
    assert asked == [True] and w.isVisible()
    monkeypatch.setattr(main_window, "new_game_dialog", lambda: True)
    fresh.trigger()  # another game begun: this window closes
    assert not w.isVisible()
    assert not any(a.text() == "&New game…"  # without a game window there is none to ask
                   for a in window(qtbot).menuBar().actions()[0].menu().actions())


def test_view_language_words_the_heartland_window_again(qtbot, language) -> None:  # noqa: ANN001
    """Heartland's window had no View menu: its language could only be changed in the game
    window, behind it."""
    language("en")
    w = window(qtbot)
    w.controller.play(legal_moves(w.controller.state)[0])
    assert w.table.log.item(0).text().startswith("Mei lays")
    view = next(a for a in w.menuBar().actions() if a.text() == "&View")  # after Game
    chinese = next(a for a in view.menu().actions() if a.menu() is not None).menu().actions()[1]
    chinese.trigger()
    qtbot.waitUntil(lambda: w.menuBar().actions()[0].text() == "文件(&F)")
    assert view.text() == "查看(&V)" and chinese.isChecked()
    assert w.table.status.text().startswith("Mei：")  # the table's words too
    assert w.table.log.count() == 1  # the log, told again
    assert w.table.log.item(0).text().startswith("Mei 放置")
    zoom_in = view.menu().actions()[0]
    zoom_in.trigger()
    assert w.table.view.zoom == pytest.approx(1.25)


def test_choosing_heartland_again_replaces_the_open_heartland_game(
        qtbot, monkeypatch) -> None:  # noqa: ANN001
    """The game window's New game ▸ Heartland put a second Heartland window over the first,
    both playing; now the first is left as on closing (its unsaved moves asked about)."""
    from PySide6.QtWidgets import QMessageBox

    from agricola_qt.app.window_main import GameWindow
    from agricola_qt.ui.new_game import NewGameDialog

    main_window = GameWindow(bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(main_window)

    def choose_heartland(self: NewGameDialog) -> int:
        self.variant.setCurrentIndex(self.variant.findData("heartland"))
        self.kinds[1].setCurrentIndex(self.kinds[1].findData(""))  # two people
        return int(NewGameDialog.DialogCode.Accepted)

    monkeypatch.setattr(NewGameDialog, "exec", choose_heartland)
    assert main_window.new_game_dialog()
    first = main_window.findChildren(HeartlandWindow)[0]
    first.ask_to_save = True
    first.controller.play(legal_moves(first.controller.state)[0])  # an unsaved move
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Discard]
    monkeypatch.setattr(QMessageBox, "question", lambda *a: answers.pop(0))
    assert not main_window.new_game_dialog()  # "Cancel": the first game stays, alone
    assert [w for w in main_window.findChildren(HeartlandWindow) if w.isVisible()] == [first]
    assert main_window.new_game_dialog()  # "Discard": the new game takes its place
    shown = [w for w in main_window.findChildren(HeartlandWindow) if w.isVisible()]
    assert len(shown) == 1 and shown[0] is not first and not answers


def test_a_new_heartland_game_from_the_heartland_window_comes_to_the_front(
        qtbot, monkeypatch) -> None:  # noqa: ANN001
    """File ▸ New game ▸ Heartland in a Heartland window raised the Agricola window over the
    new Heartland window: the player saw "Choose a game to play" and no game."""
    from agricola_qt.app.window_main import GameWindow
    from agricola_qt.ui.new_game import NewGameDialog

    main_window = GameWindow(bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(main_window)
    main_window.show()
    first = HeartlandWindow.new(2, 1, ("Mei", "Jonas"), [None, None], bot_delay_ms=0,
                                parent=main_window, ask_to_save=False)
    first.show()
    chosen = ["heartland"]

    def choose(self: NewGameDialog) -> int:
        self.variant.setCurrentIndex(self.variant.findData(chosen[0]))
        return int(NewGameDialog.DialogCode.Accepted)

    raised: list[object] = []
    monkeypatch.setattr(NewGameDialog, "exec", choose)
    monkeypatch.setattr(GameWindow, "raise_", lambda self: raised.append(self))
    monkeypatch.setattr(HeartlandWindow, "raise_", lambda self: raised.append(self))
    assert first.new_game()
    shown = [w for w in main_window.findChildren(HeartlandWindow) if w.isVisible()]
    assert len(shown) == 1 and shown[0] is not first and raised == shown
    chosen[0] = "family"  # and an Agricola game: the game window comes to the front
    raised.clear()
    assert shown[0].new_game()
    assert raised == [main_window]
    assert not any(w.isVisible() for w in main_window.findChildren(HeartlandWindow))


def test_the_log_says_how_many_farm_points_a_field_scored(qtbot) -> None:  # noqa: ANN001
    """"Mei scores d1 for farm points." said as many as nothing, where its victory-point
    twin says how many."""
    w = window(qtbot)
    c = w.controller
    small = next(m for m in legal_moves(c.state) if m.verb is Verb.SMALL)
    c.play(small)
    field = next(f for f in c.state.fields if f.square == small.square)
    text = c.describe(c.state, Move(Verb.FP, square=small.square))
    assert f"for {field.barns} farm point" in text


def test_the_log_tells_the_livestock_taken_and_the_farm_tax(qtbot) -> None:  # noqa: ANN001
    """A cube reaching the livestock and the farm tax changed the score with no line of the
    log saying why ("Jonas builds a farm on c3." and the score jumped by 21)."""
    from agricola_qt.ai.heartland.registry import make_bot
    from agricola_qt.heartland import apply
    from agricola_qt.heartland.scoring import field_vp
    from agricola_qt.heartland.state import Step

    w = window(qtbot)
    c = w.controller
    bot, state = make_bot("random", 2), new_game(2, 5)
    animal = tax = None
    while not state.is_over and (animal is None or tax is None):
        move = bot.choose(state)
        after = apply(state, move)
        mine, then = state.players[state.actor], after.players[state.actor]
        if animal is None and len(then.animals) > len(mine.animals):
            animal = (state, move, then.animals[-1])
        gained = then.score - mine.score - (
            field_vp(state, move.square) if move.verb is Verb.VP else 0)
        if tax is None and after.step in (Step.END, Step.OVER) and gained > 0:
            tax = (state, move, gained)
        state = after
    assert animal is not None and tax is not None
    seen, move, beast = animal
    line = c.describe(seen, move)
    assert f"takes a {beast.kind.value} from the barn." in line
    assert str(beast.value) not in line.split("barn")[0].split("farm point")[-1]  # hidden
    seen, move, gained = tax
    point = "point" if gained == 1 else "points"
    assert c.describe(seen, move).endswith(f"collects {gained} {point} of farm income.")
    ordinary = next(m for m in legal_moves(c.state) if m.verb is Verb.SMALL)
    assert "tax" not in c.describe(c.state, ordinary)


def test_the_heartland_log_stays_at_its_newest_line(qtbot) -> None:  # noqa: ANN001
    """The hint above the log changes height as a turn goes on, and the computer's newest
    lines slid out of sight below."""
    w = window(qtbot)
    log = w.table.log
    for i in range(60):
        w.table._log(f"line {i}", -1)
    w.table.hint.setText("\n".join(["a long hint"] * 12))
    qtbot.waitUntil(lambda: log.verticalScrollBar().value() == log.verticalScrollBar().maximum()
                    and log.verticalScrollBar().maximum() > 0)
    last = log.visualItemRect(log.item(log.count() - 1))
    assert log.viewport().rect().contains(last.center())


def test_a_tile_pressed_during_a_computer_s_turn_says_to_wait(qtbot) -> None:  # noqa: ANN001
    """Pressed while the computer moved, a tile was dropped in silence when the table
    changed, and kept the keys: R turned it, Enter laid it."""
    w = window(qtbot, seats=[None, "random"])
    c = w.controller
    c.bots_paused = True
    while c.state.actor == 0:  # the person's turn to its end; the computer's comes next
        c.play(legal_moves(c.state)[0])
    tile = large_tiles(w)[0] if large_tiles(w) else w.table.scene.tiles[0]
    said = []
    c.message.connect(said.append)
    QTest.mousePress(w.table.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=w.table.view.mapFromScene(tile.sceneBoundingRect().center()))
    assert not tile.dragging and not tile.hasFocus()
    assert said == ["Wait: a computer player is thinking."]


def test_game_hint_names_a_move_the_rules_allow(qtbot) -> None:  # noqa: ANN001
    """Heartland had no Game menu: no hint for a newcomer."""
    from agricola_qt.heartland import legal_moves

    w = window(qtbot)
    state = w.controller.state
    entries = {a.text(): a for m in w.menuBar().actions() if m.menu()
               for a in m.menu().actions()}
    assert "&Hint" in entries and entries["&Hint"].shortcut().toString() == "H"
    w.table.reason.setText("That would join two farmed regions at c1.")
    entries["&Hint"].trigger()
    text = w.table.hint.text()
    assert "Hint: Mei lays" in text and w.controller.state is state  # nothing played
    assert w.table.reason.text() == ""  # an old refusal stood under the hint (a tester)
    # and why: what the turn scores, field by field (the hint gave no reason)
    assert re.search(r" — \w+: (\d+ victory points|farm points \+\d)", text), text
    assert w.table.scene.board.shadow  # its squares shaded on the crop area
    assert any(m.verb.name in ("LARGE", "SMALL", "LEVEL") for m in legal_moves(state))


def test_the_log_tells_the_end_of_game_tile_and_the_end(qtbot) -> None:  # noqa: ANN001
    """A play-tester's game ended at once when the last player drew the end-of-game tile, and
    the log said only "Jonas ends the turn."."""
    import random

    from agricola_qt.heartland import apply as heartland_apply

    w = window(qtbot, 2, seats=[None, "random"])
    c = w.controller
    state = c.state
    rng = random.Random(1)
    told = []
    while not state.is_over:
        move = rng.choice(legal_moves(state))
        told.append(c.describe(state, move))
        state = heartland_apply(state, move)
    ending = [t for t in told if "draws the end-of-game tile" in t]
    assert ending, told[-5:]
    assert "the game ends" in told[-1]
    # the end-of-game tile told before the tile that took its place, in one sentence (the
    # end stack went down by two under "draws a large tile and ends the turn. … draws the
    # end-of-game tile", read as two draws in the wrong order)
    assert "draws a large tile and ends the turn." not in ending[0]
    assert "sets it aside" in ending[0]


def test_an_undone_move_leaves_the_log(qtbot) -> None:  # noqa: ANN001
    """The undone line stayed, then "Undone.", then the move made again: read as twice."""
    w = window(qtbot, 2, seats=[None, None])
    c = w.controller
    assert c.play(legal_moves(c.state)[0])
    assert w.table.log.count() == 1
    c.undo()
    assert w.table.log.count() == 0


def test_a_player_board_explains_its_marks(qtbot) -> None:  # noqa: ANN001
    """The star, the five small squares and the 100 badge were explained nowhere."""
    from agricola_qt.ui.heartland.board_items import PlayerBoardItem

    w = window(qtbot)
    boards = [i for i in w.table.scene.items() if isinstance(i, PlayerBoardItem)]
    tips = {b.seat: b.toolTip() for b in boards}
    start = w.controller.state.setup.start_player
    assert "★ the start player" in tips[start]
    assert all("Small tiles still held (the squares): " in t for t in tips.values())


def test_the_preview_gives_no_farm_points_for_a_cube_gone(qtbot) -> None:  # noqa: ANN001
    """The preview said "d1: 3 VP or 1 farm point" after the potato cube had left the barn
    for an animal; the score buttons rightly said none."""
    from agricola_qt.engine.values import replace as evolve

    w = window(qtbot)
    c = w.controller
    state = c.state
    move = next(m for m in legal_moves(state) if m.verb is Verb.LARGE)
    fields = c.preview(move)
    assert isinstance(fields, tuple) and any(f.barns for f in fields)
    players = list(state.players)
    players[state.actor] = evolve(players[state.actor], cubes=(-1,) * 5)
    c.state = evolve(state, players=tuple(players))
    fields = c.preview(move)
    assert isinstance(fields, tuple) and all(f.barns == 0 for f in fields)


def test_the_end_ranks_the_players_with_their_animals_and_farms(qtbot) -> None:  # noqa: ANN001
    """A finished game said only "Winner: Ana" and each total: no ranking, no animal's
    value, no farmed area (the tie-break)."""
    import random

    from agricola_qt.heartland import results

    w = window(qtbot, 3, seats=[None, None, None])
    c = w.controller
    rng = random.Random(2)
    while not c.state.is_over:
        assert c.play(rng.choice(legal_moves(c.state)))
    from PySide6.QtGui import QTextDocument

    shown = QTextDocument()
    shown.setHtml(w.table.status.text())  # a small table (one long line broke anywhere)
    lines = shown.toPlainText().splitlines()
    assert lines[0].startswith("The game is over. Winner: ")
    ranked = sorted(results(c.state), key=lambda r: (-r.total, -r.farmed_area, r.seat))
    at = 1
    for place, r in enumerate(ranked, 1):  # the total, and under it how it is made up
        animals = c.state.players[r.seat].animals
        head, track, *herd, farms = lines[at:at + (4 if animals else 3)]
        at += 4 if animals else 3
        assert head == f"{place}. {c.name(r.seat)}: {r.total}"
        assert track.startswith(f"{r.total - r.livestock} on the track + ")
        assert farms.startswith(f"farmed area {r.farmed_area}, farms ")
        for animal in animals:
            assert f" {animal.value}" in herd[0]


def test_a_square_s_tooltip_tells_the_size_of_its_region(qtbot) -> None:  # noqa: ANN001
    """Where to build a farm: the player counted a region's squares by hand."""
    from agricola_qt.heartland.board import group

    w = window(qtbot)
    board = w.table.scene.board
    state = w.controller.state
    size = len(group(state.tops, 0, state.geometry))
    assert board.describe(0).endswith(f", region of {size} square" + ("s" if size > 1 else ""))


def test_the_title_marks_moves_not_in_the_file(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    """After Save as, play went on under the file's name with nothing saying it was not
    saved."""
    w = window(qtbot)
    assert not w.isWindowModified()
    assert w.controller.play(legal_moves(w.controller.state)[0])
    assert w.isWindowModified()
    assert w.save_to(str(tmp_path / "h.agr"))
    assert not w.isWindowModified() and "h.agr" in w.windowTitle()
    assert w.controller.play(legal_moves(w.controller.state)[0])
    assert w.isWindowModified()
    assert w._file_name().endswith(" Heartland Mei, Jonas.agr")


def test_opening_a_file_asks_about_unsaved_moves_first(qtbot, monkeypatch: pytest.MonkeyPatch,  # noqa: ANN001
                                                      tmp_path: Path) -> None:
    """File > Open read the file first and asked about this game's unsaved moves after: a
    Save then wrote them into the file just opened, whose window showed the older game, and
    its next save lost the moves in between."""
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from agricola_qt.records.heartland import load_heartland

    w = window(qtbot, seats=[None, None])
    w.ask_to_save = True
    path = tmp_path / "h.agr"
    for _ in range(4):
        assert w.controller.play(legal_moves(w.controller.state)[0])
    assert w.save_to(str(path))
    for _ in range(4):
        assert w.controller.play(legal_moves(w.controller.state)[0])
    order: list[str] = []

    def ask(*args: object) -> QMessageBox.StandardButton:
        order.append("asked")
        return QMessageBox.StandardButton.Save

    def choose(*args: object, **kwargs: object) -> tuple[str, str]:
        order.append("chose")
        return str(path), ""

    monkeypatch.setattr(QMessageBox, "question", ask)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", choose)
    w._open()
    assert order == ["asked", "chose"]  # the question first, then the file
    opened = w.opened
    qtbot.addWidget(opened)
    record, _ = load_heartland(str(path))
    assert len(opened.controller.moves) == len(record.moves) == len(w.controller.moves)


def test_a_game_opened_from_heartlands_window_keeps_its_size(qtbot, monkeypatch: pytest.MonkeyPatch,  # noqa: ANN001
                                                             tmp_path: Path) -> None:
    """A tester's window, resized to 1366x768, was followed by File > Open's game at the
    first size, 1500x900, off the screen's edge."""
    from PySide6.QtWidgets import QFileDialog

    w = window(qtbot, seats=[None, None])
    w.show()
    path = tmp_path / "h.agr"
    assert w.save_to(str(path))
    w.resize(760, 540)  # smaller than the test screen (800x800), which no window passes
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    w._open()
    opened = w.opened
    qtbot.addWidget(opened)
    assert opened.isVisible() and opened.size() == w.size()


def test_a_hint_to_level_a_square_names_the_large_tile_after_it(qtbot) -> None:  # noqa: ANN001
    """"Hint: Mei levels e3 with a small tile face down" and nothing more: the player had to
    guess which large tile went where on the levelled square."""
    import random

    from agricola_qt.ai.heartland.registry import make_bot
    from agricola_qt.heartland import Verb, new_game
    from agricola_qt.heartland import apply as heartland_apply

    state, rng, moves = new_game(2, 0, ("Mei", "Jonas")), random.Random(0), []
    bot = make_bot("medium")
    while state.actor != 0 or bot.choose(state).verb is not Verb.LEVEL:
        move = rng.choice(legal_moves(state))
        moves.append(move)
        state = heartland_apply(state, move)
    w = HeartlandWindow(state, moves, [None, "random"], bot_delay_ms=0)
    qtbot.addWidget(w)
    w.show()
    text = w.table.show_hint()
    assert "levels" in text and " Then: Mei lays a large tile" in text, text
    # and which small tile goes (a tester could not tell)
    crop = {"W": "wheat", "R": "rapeseed", "B": "beet", "P": "potato", "C": "corn"}[
        bot.choose(state).crop.value]
    assert f"with the small {crop} tile face down" in text, text
    assert len(w.table.scene.board.shadow) >= 2  # the levelled square and the tile's other


def test_the_table_takes_the_keys_back_after_a_menu(qtbot) -> None:  # noqa: ANN001
    """After a menu closed with Escape the keys stayed with the menu bar: a tester's Tab and
    arrows did nothing until a click on the board."""
    from PySide6.QtWidgets import QApplication

    w = window(qtbot)
    w.activateWindow()
    bar = w.menuBar()
    file_menu = bar.actions()[0].menu()
    bar.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is bar, timeout=2000)
    file_menu.popup(bar.mapToGlobal(bar.rect().bottomLeft()))
    qtbot.waitUntil(file_menu.isVisible, timeout=2000)
    file_menu.hide()
    # (the window's own focus: without a window manager the offscreen platform may leave
    # the closed menu the active window)
    qtbot.waitUntil(lambda: w.focusWidget() is w.table.view, timeout=2000)


def test_the_log_says_when_a_tile_shrinks_another_players_farmland(qapp) -> None:  # noqa: ANN001
    """A computer's tile cut a tester's farm region from 18 squares to 3, and only the smaller
    farm tax in the log said so."""
    from agricola_qt.engine.values import replace as evolve
    from agricola_qt.heartland import Verb, apply, new_game
    from agricola_qt.heartland.board import group
    from agricola_qt.heartland.scoring import farmed_area
    from agricola_qt.ui.heartland.controller import HeartlandController

    def into_a_region(state):  # noqa: ANN001, ANN202
        """A large tile the player to move may lay into a region of one crop, and a square
        of that region it leaves uncovered (for the other player's farm)."""
        geo = state.geometry
        return next(((m, sq) for m in legal_moves(state) if m.verb is Verb.LARGE
                     for sq in sorted(group(state.tops, m.square, geo))
                     if sq not in (m.square, geo.beside.get((m.square, m.dir)))), None)

    state = new_game(2, 5, ("Mei", "Jonas"))
    while into_a_region(state) is None:  # the first moves make the first regions
        state = apply(state, legal_moves(state)[0])
    move, farm = into_a_region(state)
    other = 1 - state.actor
    players = list(state.players)
    players[other] = evolve(players[other], farms=(farm,))
    state = evolve(state, players=tuple(players))
    was = farmed_area(state, other)
    controller = HeartlandController(state, (), None, 0, None)
    line = controller.describe(state, move)
    name = state.setup.names[other]
    now = farmed_area(apply(state, move), other)
    assert now < was
    assert f"{name}'s farmland shrinks from {was} to {now} squares." in line, line


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_markers_sharing_a_score_square_do_not_hide_each_other(players: int) -> None:
    """Two markers on one number half overlapped (a tester could not tell who was where)."""
    from itertools import combinations

    from attrs import evolve as replace

    from agricola_qt.ui.heartland.board_items import TRACK_CELL, TRACK_ROW, marker_places

    state = new_game(players, 3)
    for shared in range(1, players + 1):
        scores = [50] * shared + [51 + k for k in range(players - shared)]
        state = replace(state, players=tuple(replace(p, score=s) for p, s in zip(
            state.players, scores, strict=True)))
        places = marker_places(state)
        assert sorted(seat for seat, _ in places) == list(range(players))
        for (_, a), (_, b) in combinations(places, 2):
            assert not a.intersects(b), (shared, a, b)
        for seat, rect in places:
            square = 50 if seat < shared else 51 + seat - shared
            row, col = divmod(square, 25)
            cell = QRectF(col * TRACK_CELL, row * TRACK_ROW, TRACK_CELL, TRACK_ROW)
            assert cell.contains(rect)
            assert rect.width() >= (13 if shared == 1 else 9 if shared <= 4 else 7)


def test_a_held_large_tile_marks_the_half_the_lit_squares_take(qtbot) -> None:  # noqa: ANN001
    """The lit squares are where half a goes; turned, a tester could not tell which half
    that was: the tile marks it with a white ring as the lit squares are ringed, held
    (thicker) and in the hand (another tester found no mark there)."""
    from agricola_qt.ui.heartland.look import LIT_EDGE

    w = window(qtbot)
    tile = large_tiles(w)[0]
    edges: list[tuple[str, float]] = []

    def note(p, args) -> None:  # noqa: ANN001
        edges.append((p.pen().color().name(), p.pen().widthF()))

    with painted("drawRoundedRect", note):
        paint_into_image(lambda p: tile.paint(p, None))
    assert (LIT_EDGE.name(), 2.0) in edges
    tile.dragging = True
    edges.clear()
    with painted("drawRoundedRect", note):
        paint_into_image(lambda p: tile.paint(p, None))
    assert (LIT_EDGE.name(), 3.0) in edges


def test_farm_points_worth_nothing_are_greyed_beside_the_victory_points(qtbot) -> None:  # noqa: ANN001
    """A half with no barns offered "farm points +0" beside "+6 victory points", and F by
    mistake threw the points away (a tester); greyed, its tooltip says why."""
    w = HeartlandWindow.new(2, 4, ("Mei", "Jonas"), [None, "random"], bot_delay_ms=0)
    qtbot.addWidget(w)  # (deal 4: Mei starts with a tile that has a half without barns)
    w.show()
    c = w.controller
    start = c.state

    def bare_field() -> bool:
        field = c.state.current_field
        return (field is not None and field.barns == 0
                and why_illegal(c.state, Move(Verb.VP, square=field.square)) is None)

    for move in (m for m in legal_moves(start) if m.verb is Verb.LARGE):
        assert c.play(move)
        while c.state.current_field is not None and not bare_field():
            assert c.play(Move(Verb.VP, square=c.state.current_field.square))
        if bare_field():
            break
        while c.state != start:
            c.undo()
    else:
        pytest.fail("no tile half without barns in the first hand")
    messages: list[str] = []
    c.message.connect(messages.append)
    assert w.table.vp_button.isEnabled() and not w.table.fp_button.isEnabled()
    assert "no barns" in w.table.fp_button.toolTip()
    before = c.state
    QTest.keyClick(w.table.view, Qt.Key.Key_F)
    assert c.state == before and messages and "no barns" in messages[-1]


def test_a_flipped_small_tile_stays_in_its_own_hand(qtbot) -> None:  # noqa: ANN001
    """Two people at one screen hold the same small tiles: one's wheat flipped face down
    showed face down in the other's hand too (a tester)."""
    w = window(qtbot, 2, seats=[None, None])
    scene = w.table.scene
    scene.set_watcher(0)
    small = next(t for t in scene.tiles if t.large is None)
    crop = small.key.crop
    small.turn()
    assert small.face_down
    scene.set_watcher(1)
    theirs = next(t for t in scene.tiles if t.large is None and t.key.crop is crop)
    assert not theirs.face_down
    scene.set_watcher(0)  # back: the first person's stays as they left it
    assert next(t for t in scene.tiles if t.large is None and t.key.crop is crop).face_down


def test_a_finished_game_offers_save_under_its_ranking(qtbot, tmp_path, monkeypatch) -> None:  # noqa: ANN001
    """At Heartland's end there was no Save button (Agricola's score sheet has one): the
    finished game is saved from its panel, always asking where (beside an opened file, not
    over it), and the button then says so."""
    import random

    from ui_helpers import save_dialog_answers

    from agricola_qt.heartland import apply as heartland_apply

    state = new_game(2, 5, ("Mei", "Jonas"))
    rng = random.Random(2)
    moves = []
    while not state.is_over:
        move = rng.choice(legal_moves(state))
        moves.append(move)
        state = heartland_apply(state, move)
    opened = tmp_path / "opened.agr"
    opened.write_text("kept", encoding="utf-8")
    offered = save_dialog_answers(monkeypatch, tmp_path / "finished.agr")
    w = HeartlandWindow(state, tuple(moves), [None, None], bot_delay_ms=0, path=str(opened))
    qtbot.addWidget(w)
    w.show()
    button = w.table.save_button
    assert button.isVisible() and button.text() == "Save the game…"
    assert not w.table.again_button.isVisible()  # (no game window under it to begin one)
    button.click()
    assert offered and offered[0] != str(opened)
    assert opened.read_text(encoding="utf-8") == "kept"
    assert (tmp_path / "finished.agr").read_text(encoding="utf-8").startswith("format:")
    assert button.text() == "Saved" and not button.isEnabled()
