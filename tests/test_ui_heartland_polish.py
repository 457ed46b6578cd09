"""A play-tester's notes on the Heartland table (pt-a): the log, the hand, the title, the
panel, the dialog and the barn."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from agricola_qt.heartland import Verb, legal_moves, new_game
from agricola_qt.heartland.board import Dir
from agricola_qt.ui.game_log import line_heights
from agricola_qt.ui.heartland.window import HeartlandWindow


def _window(qtbot, names: tuple[str, ...] = ("Mei", "Jonas"),  # noqa: ANN001
            seats: list[str | None] | None = None,
            size: tuple[int, int] = (1500, 900)) -> HeartlandWindow:
    seed = next(s for s in range(100) if new_game(2, s).setup.start_player == 0)
    w = HeartlandWindow.new(2, seed, names, seats or [None, "random"], bot_delay_ms=0)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    QApplication.processEvents()
    w.table.view.fit()
    return w


def test_a_long_log_line_wraps_whole_in_english_beside_a_chinese_name(qtbot) -> None:  # noqa: ANN001
    """"乔纳斯 lays a large tile: beet on g1, corn …": the room Qt measured held both lines,
    but drawing it assumes the Latin second line as tall as the first (a Chinese font's),
    so the line was cut off with "…" where a player read where the other half went."""
    w = _window(qtbot, ("小梅", "乔纳斯"))
    c = w.controller
    c.play(next(m for m in legal_moves(c.state) if m.verb is Verb.LARGE))
    QApplication.processEvents()
    log = w.table.log
    item = log.item(0)
    assert "lays a large tile" in item.text() and "小梅" in item.text()
    room = log.visualItemRect(item)
    heights = line_heights(item.text(), log.font(), room.width() - 2 * 2)
    assert len(heights) >= 2  # it wraps in the panel
    # Qt draws line i whole only if the room holds the lines so far and one more as tall
    for i in range(len(heights) - 1):
        assert sum(heights[:i + 1]) + heights[i] <= room.height(), (heights, room)


def test_the_help_says_what_levelling_allows_as_the_seed_does() -> None:
    """"So no square rises by two in one turn" stood under a picture of a square going from
    1 to 3: the rule is one small tile a turn, and the large tile covers the levelled square
    at once."""
    import json
    from importlib import resources

    wanted = {"en": "Only one small tile may be laid in a turn",
              "zh_CN": "每回合只能放一块小型农地", "zh_TW": "每回合只能放一塊小型農地"}
    for code, words in wanted.items():
        page = json.loads(resources.files("agricola_qt.resources.help").joinpath(
            f"{code}.json").read_text(encoding="utf-8"))
        text = " ".join(t for section in page["heartland"] for t in section["text"])
        assert words in text, code
        assert "rises by two" not in text and "不会升高两级" not in text
        assert "不會升高兩級" not in text


def test_the_help_pictures_draw_squares_as_the_table_does(qtbot) -> None:  # noqa: ANN001
    """The first picture printed a height "1" on every printed square and "2" on the tile,
    and barns as red squares; the table prints no number on a printed square, "1" on a first
    tile, and barns as little houses."""
    from agricola_qt.ui.heartland import look
    from agricola_qt.ui.help import heartland_pictures
    from tests.ui_helpers import painted

    seen: list[str] = []
    barns: list[object] = []
    with painted("drawText", lambda _p, args: seen.extend(a for a in args
                                                          if isinstance(a, str))):
        original = look.paint_barn
        look.paint_barn = lambda *a: barns.append(a) or original(*a)  # type: ignore[assignment]
        try:
            heartland_pictures.area()
        finally:
            look.paint_barn = original  # type: ignore[assignment]
    numbers = [t for t in seen if t.isdigit()]
    assert numbers == ["1", "1"]  # the tile's two halves; the 20 printed squares: none
    assert len(barns) == 3  # wheat 1, rapeseed 2: the table's little houses


def _press_move(w: HeartlandWindow, start: QPointF, end: QPointF) -> None:
    """Press the mouse at ``start`` and move it to ``end`` (scene points), not released."""
    view = w.table.view
    a, b = view.mapFromScene(start), view.mapFromScene(end)
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, a)
    for k in range(1, 5):
        QTest.mouseMove(view.viewport(), a + (b - a) * k / 4)
        QApplication.processEvents()


def test_a_tile_turned_west_and_refused_goes_back_into_its_slot(qtbot) -> None:  # noqa: ANN001
    """Turned west while dragged (R twice) and dropped where it may not go, a large tile went
    back with its second half left of its slot, cut off at the window's edge: it lies in its
    slot, still turned as it was (laid east again, another tester's turns were lost)."""
    from agricola_qt.ui.heartland.scene import BOARD_AT

    w = _window(qtbot)
    scene, view = w.table.scene, w.table.view
    tile = next(t for t in scene.tiles if t.large is not None)
    slot = QPointF(tile.home)
    state = w.controller.state
    a1 = BOARD_AT + QPointF(27, 27)  # half a on a1, half b west of it: off the crop area
    _press_move(w, tile.anchor(), a1)
    assert tile.dragging
    for _ in range(2):
        QTest.keyClick(view.viewport(), Qt.Key.Key_R)
    assert tile.direction is Dir.WEST
    end = view.mapFromScene(tile.anchor())
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier, end)
    assert w.controller.state is state and w.table.reason.text()  # refused, with the reason
    assert tile.direction is Dir.WEST and tile.pos() == tile.home
    drawn = tile.sceneBoundingRect()
    assert abs(drawn.left() - (slot.x() - 2)) <= 3 and drawn.width() > drawn.height()
    scene.refresh()  # laid out again, it stays as it was
    again = next(t for t in scene.tiles if t.key == tile.key)
    assert again.direction is Dir.WEST
    assert again.sceneBoundingRect() == drawn


def test_a_resumed_autosave_is_titled_by_when_it_began(qtbot, tmp_path,  # noqa: ANN001
                                                        monkeypatch) -> None:  # noqa: ANN001
    """Resumed at start-up, a game of 16 turns was titled "Heartland — New game"."""
    from agricola_qt.records import heartland_autosave
    from agricola_qt.records.autosave import ENV_DATA_DIR
    from agricola_qt.records.heartland import new_heartland_record

    monkeypatch.setenv(ENV_DATA_DIR, str(tmp_path / "data"))
    state = new_game(2, 3)
    moves = [legal_moves(state)[0]]
    game = heartland_autosave.begin(new_heartland_record(2, 3, moves, names=("Mei", "Jonas"),
                                                         date="2026-03-04T09:05:00Z"))
    w = HeartlandWindow.resume(str(game.path), bot_delay_ms=0)
    qtbot.addWidget(w)
    title = w.windowTitle()
    assert "new game" not in title
    when = game.started().strftime("%Y-%m-%d %H:%M")
    assert title.startswith("Heartland — game started ") and f"{when} (autosaved)" in title


def test_choosing_heartland_hides_the_agricola_lesson_and_keeps_the_rows_still(
        qtbot) -> None:  # noqa: ANN001
    """"New to Agricola? A guided first game…" stayed, greyed, when Heartland was chosen;
    hidden, it must not move the rows under the player's next click."""
    from agricola_qt.ui.new_game import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    before = dialog.players.mapTo(dialog, dialog.players.rect().topLeft())
    dialog.variant.setCurrentIndex(dialog.variant.findData("heartland"))
    QApplication.processEvents()
    assert not dialog.lesson_button.isVisible()
    # the row's room says where Heartland's rules are (left empty it read as a gap)
    assert dialog.lesson_note.isVisible() and "Heartland" in dialog.lesson_note.text()
    assert dialog.players.mapTo(dialog, dialog.players.rect().topLeft()) == before
    dialog.variant.setCurrentIndex(dialog.variant.findData("family"))
    QApplication.processEvents()
    assert dialog.lesson_note.isVisible() and dialog.lesson_button.isVisible()
    assert dialog.lesson_note.text().startswith("New to Agricola?")


def test_a_person_s_player_board_says_human(qtbot) -> None:  # noqa: ANN001
    """The card read "person · 3 large · farms 0/2" ("person" is Agricola's piece); the
    new-game dialog calls the seat "Human"."""
    from agricola_qt.ui.heartland.board_items import PlayerBoardItem
    from tests.ui_helpers import paint_into_image, painted

    w = _window(qtbot)
    boards = {i.seat: i for i in w.table.scene.items() if isinstance(i, PlayerBoardItem)}
    def words(board: PlayerBoardItem) -> list[str]:
        seen: list[str] = []
        with painted("drawText", lambda _p, args: seen.extend(
                a for a in args if isinstance(a, str))):
            paint_into_image(lambda p: board.paint(p, None))  # type: ignore[arg-type]
        return seen

    for seat, word in ((0, "human · "), (1, "computer · ")):
        seen = words(boards[seat])
        assert any(t.startswith(word) for t in seen), seen
        assert not any("person" in t for t in seen)


def test_the_hint_at_the_end_of_a_turn_names_the_draw(qtbot) -> None:  # noqa: ANN001
    """The button said "Draw and end the turn", the hint only "Mei ends the turn."."""
    w = _window(qtbot)
    c = w.controller
    while c.state.step.value != "end":
        moves = legal_moves(c.state)
        c.play(next((m for m in moves if m.verb is Verb.LARGE), None)
               or next(m for m in moves if m.verb is Verb.VP))
    assert any(m.verb is Verb.DRAW for m in legal_moves(c.state))
    text = w.table.show_hint()
    assert text == "Hint: Mei draws a large tile and ends the turn.", text
    w.table.end_button.click()
    assert w.table.log.item(w.table.log.count() - 1).text() == (
        "Mei draws a large tile and ends the turn.")


def test_ctrl_s_says_where_the_game_was_saved(qtbot, tmp_path) -> None:  # noqa: ANN001
    """Save gave no word: only the title's star went away."""
    w = _window(qtbot)
    c = w.controller
    c.play(next(m for m in legal_moves(c.state) if m.verb is Verb.LARGE))
    path = tmp_path / "mine.agr"
    w.path = str(path)
    height = w.table.height()
    w.activateWindow()
    QTest.keyClick(w, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert path.exists()
    assert w.statusBar().isVisible() and w.statusBar().currentMessage() == (
        f"Saved to {path}")
    QApplication.processEvents()
    assert w.table.height() == height  # the bar was there already: the table kept its room


def test_the_dragged_tile_lies_on_the_squares_it_would_take(qtbot) -> None:  # noqa: ANN001
    """Following the mouse, the tile was drawn up to half a square beside the lit spot (a
    tester saw it ~15 px right of the squares it would occupy)."""
    from agricola_qt.ui.heartland.look import SQUARE
    from agricola_qt.ui.heartland.scene import BOARD_AT

    w = _window(qtbot)
    scene = w.table.scene
    tile = next(t for t in scene.tiles if t.large is not None)
    d4 = 3 * 10 + 3
    centre = BOARD_AT + QPointF(3.5 * SQUARE, 3.5 * SQUARE)
    _press_move(w, tile.anchor(), centre + QPointF(14, 9))  # grabbed a little off centre
    try:
        assert scene.square_under(tile) == d4
        assert tile.pos() == BOARD_AT + QPointF(3 * SQUARE, 3 * SQUARE)
        assert scene.board is not None and d4 in scene.board.shadow | {d4}
    finally:
        QTest.mouseRelease(w.table.view.viewport(), Qt.MouseButton.LeftButton)


def test_the_drag_note_stays_off_the_tile_and_above_it_where_there_is_room(
        qtbot) -> None:  # noqa: ANN001
    """The note of points sat right under the tile, over the region being scored."""
    from agricola_qt.ui.heartland.look import SQUARE
    from agricola_qt.ui.heartland.scene import BOARD_AT

    w = _window(qtbot)
    scene = w.table.scene
    tile = next(t for t in scene.tiles if t.large is not None)
    for row in (5, 0):  # room above the tile; none above the first row
        centre = BOARD_AT + QPointF(3.5 * SQUARE, (row + 0.5) * SQUARE)
        _press_move(w, tile.anchor(), centre)
        try:
            note, box = scene.note.sceneBoundingRect(), tile.sceneBoundingRect()
            assert scene.note.isVisible() and not note.intersects(box), (note, box)
            if row == 5:
                assert note.bottom() <= box.top()
        finally:
            QTest.mouseRelease(w.table.view.viewport(), Qt.MouseButton.LeftButton,
                               Qt.KeyboardModifier.NoModifier,
                               w.table.view.mapFromScene(tile.anchor()))
            QApplication.processEvents()
        c = w.controller
        if c.state.step.value != "place":
            c.undo()
            QApplication.processEvents()
        qtbot.waitUntil(lambda: all(not t.dragging for t in scene.tiles))
        tile = next(t for t in scene.tiles if t.large is not None)


def test_the_track_numbers_and_the_barn_words_read_at_1366x768(qtbot, language) -> None:  # noqa: ANN001
    """The score track's numbers and the livestock words on the barn came out about 8 px;
    "farm 2" broke onto two lines beside the barn in English."""
    from agricola_qt.ui.heartland.board_items import BarnItem
    from tests.ui_helpers import paint_into_image, painted, texts_drawn

    language("en")
    w = _window(qtbot, size=(1366, 768))
    for _ in range(3):
        QApplication.processEvents()
    w.table.view.fit()
    seen = texts_drawn(w.table.view)
    numbers = [px for px, text in seen if text in ("17", "42", "99")]
    animals = [px for px, text in seen if text in ("cow", "pig")]
    assert len(numbers) == 3 and min(numbers) >= 10.0, numbers
    assert animals and min(animals) >= 9.8, animals
    barn = next(i for i in w.table.scene.items() if isinstance(i, BarnItem))
    labels: list[tuple[object, ...]] = []
    with painted("drawText", lambda p, args: labels.append((p.font(), *args))
                 if "farm" in str(args[-1]) else None):
        paint_into_image(lambda p: barn.paint(p, None),  # type: ignore[arg-type]
                         w.table.view.transform().m11())
    assert [a[-1] for a in labels] == ["farm 1", "farm 2"]
    for font, rect, flags, text in labels:
        assert not int(flags) & int(Qt.TextFlag.TextWordWrap)
        assert QFontMetricsF(font).horizontalAdvance(text) <= rect.width()


def test_the_end_of_the_game_reads_as_a_small_table(qtbot) -> None:  # noqa: ANN001
    """"分数轨 300 + 家畜 0 · 农庄面积 / 0，农庄 0 座": one long line per player broke
    anywhere, and the result was a few lines easy to miss at the panel's top."""
    import random

    from PySide6.QtGui import QTextDocument

    from agricola_qt.heartland import winners

    w = _window(qtbot, seats=[None, None])
    c = w.controller
    rng = random.Random(4)
    while not c.state.is_over:
        assert c.play(rng.choice(legal_moves(c.state)))
    QApplication.processEvents()
    status = w.table.status
    assert status.textFormat() == Qt.TextFormat.RichText and "border" in status.styleSheet()
    shown = QTextDocument()
    shown.setHtml(status.text())
    lines = shown.toPlainText().splitlines()
    assert lines[0].startswith("The game is over. Winner: ")
    tracks = [k for k, line in enumerate(lines) if " on the track + " in line]
    farms = [k for k, line in enumerate(lines) if line.startswith("farmed area ")]
    assert len(tracks) == len(farms) == 2 and all(f > t for t, f in zip(tracks, farms, strict=True))
    assert "#F6E9B2" in status.text()  # the winner's line stands out
    assert status.text().count("#F6E9B2") == len(winners(c.state))
    c.undo()  # a game going on again says what is due, plainly
    QApplication.processEvents()
    if not c.state.is_over:
        assert status.textFormat() == Qt.TextFormat.PlainText and status.styleSheet() == ""


def test_the_levelling_picture_has_room_for_its_words(qtbot, language) -> None:  # noqa: ANN001
    """Its words took one line's room; in Chinese they took two and the first was cut off
    at the picture's top."""
    from PySide6.QtCore import QRectF

    from agricola_qt.ui.help import heartland_pictures
    from agricola_qt.ui.help.words import ui
    from tests.ui_helpers import painted

    def caption(words: str) -> list[tuple[object, ...]]:
        drawn: list[tuple[object, ...]] = []
        with painted("drawText", lambda p, args: drawn.append((p.font(), *args))
                     if args and args[-1] == words else None):
            heartland_pictures.levelling()
        return drawn

    for code in ("en", "zh_CN", "zh_TW"):
        language(code)
        drawn = caption(ui("hl.pic.level"))
        assert len(drawn) == 1, code
        font, rect, flags, text = drawn[0]
        assert isinstance(rect, QRectF)
        needed = QFontMetricsF(font).boundingRect(rect, int(flags), text)
        assert needed.height() <= rect.height() and needed.top() >= 0, (code, needed, rect)


def test_a_log_line_s_second_sentence_is_set_apart_in_english_only() -> None:
    """"小梅 draws a large tile and ends the turn.小梅 draws the end-of-game tile": no space
    after the English full stop before a Chinese name; none is wanted after "。"."""
    from agricola_qt.ui.heartland.controller import then

    assert then("小梅 draws a large tile and ends the turn.", "小梅 draws the end-of-game "
                "tile.") == ("小梅 draws a large tile and ends the turn. 小梅 draws the "
                             "end-of-game tile.")
    assert then("小梅 结束回合。", "小梅 抽到了结束游戏板块。") == (
        "小梅 结束回合。小梅 抽到了结束游戏板块。")
    assert then("", "Mei passes.") == "Mei passes."


def test_the_last_turn_s_button_says_the_game_ends(qtbot) -> None:  # noqa: ANN001
    """On the game's last turn the button still read "Draw a large field and end the turn",
    as if the game went on (a tester drew a fourth tile after the end)."""
    from attrs import evolve

    w = _window(qtbot, seats=[None, None])
    c = w.controller
    while not (c.state.step.value == "end" and c.state.actor == c.state.setup.last_player):
        moves = legal_moves(c.state)
        c.play(next((m for m in moves if m.verb is Verb.LARGE), None)
               or next((m for m in moves if m.verb is Verb.VP), None) or moves[0])
    table = w.table
    table.cover.hide()
    table.scene.set_watcher(c.state.actor)
    before = c.state
    table._changed()
    assert table.end_button.isVisible()
    assert table.end_button.text() == "Draw and end the turn (Enter)"
    c.state = evolve(before, end_drawn_by=0)  # the end tile is out: this turn is the last
    table._changed()
    assert table.end_button.text() == "End the last turn: the game ends (Enter)"


def test_a_cube_gone_with_an_animal_is_named_on_its_stack(qtbot) -> None:  # noqa: ANN001, ARG001
    from attrs import evolve

    from agricola_qt.ui.heartland.board_items import BarnItem

    state = new_game(2, 7)
    jonas = evolve(state.players[1], cubes=(3, 3, 3, 3, -1))
    state = evolve(state, players=(state.players[0], jonas))
    barn = BarnItem(state, ["Mei", "Jonas"])
    assert "Jonas: left with an animal" in barn.stack_tip(4)
    assert "left with an animal" not in barn.stack_tip(0)
