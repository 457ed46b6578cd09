"""A play-tester's findings at 1366x768: the replay of a live game showed the computers'
hands, the window opened larger than the screen, the table had almost no tooltips, the farm
rows were drawn solid where the help says dashed, building a farm lit every square, a refusal
stayed on after the next action, Edit ▸ Undo was on with nothing to undo, a finished game
asked to be saved, the preview named the lower half first and the prompt moved the panel."""

from __future__ import annotations

from pathlib import Path

from attrs import evolve
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QHelpEvent, QImage, QMouseEvent, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMainWindow, QToolTip

from agricola_qt.heartland import Move, Verb, apply, legal_moves, new_game
from agricola_qt.heartland.board import Dir
from agricola_qt.heartland.state import Step
from agricola_qt.records.heartland import HeartlandRecord
from agricola_qt.records.model import Seat
from agricola_qt.ui.heartland.board_items import ROW, BarnItem, CropAreaItem, PlayerBoardItem
from agricola_qt.ui.heartland.controller import FieldPreview
from agricola_qt.ui.heartland.replay import HeartlandReplay
from agricola_qt.ui.heartland.scene import BARN_AT, PLAYERS_AT, TRACK_AT, preview_text
from agricola_qt.ui.heartland.window import HeartlandWindow
from tests.heartland.helpers import R, W, paint
from tests.test_ui_heartland import window
from tests.test_ui_heartland_replay import private_data_dir  # noqa: F401 (autouse fixture)


def _states(players: int, seed: int, moves: int | None) -> list:  # noqa: ANN401
    states = [new_game(players, seed)]
    while not states[-1].is_over and (moves is None or len(states) <= moves):
        states.append(apply(states[-1], legal_moves(states[-1])[0]))
    return states


def _replay(qtbot, seats: tuple[Seat, ...], moves: int | None) -> HeartlandReplay:  # noqa: ANN001
    states = _states(len(seats), 4, moves)
    played = tuple(legal_moves(s)[0] for s in states[:-1])
    record = HeartlandRecord(len(seats), 4, played, seats, ("Mei", "Kofi", "Ana")[:len(seats)])
    viewer = HeartlandReplay(record, states)
    qtbot.addWidget(viewer)
    return viewer


def _hand_shown(viewer: HeartlandReplay) -> set[int]:
    return {t.key.tile for t in viewer.scene.tiles if t.key.tile}


# --- 1. the replay of a game in progress ---------------------------------------------------
def test_the_replay_of_a_live_game_shows_only_the_person_s_own_hand(qtbot) -> None:  # noqa: ANN001
    """"Hand of Kofi: R/P, W/P, R/B" at a computer's turn of a game still going on."""
    viewer = _replay(qtbot, (Seat("blue"), Seat("yellow", "bot", "easy"),
                             Seat("red", "bot", "easy")), 30)
    assert not viewer.states[-1].is_over
    turns = [i for i, s in enumerate(viewer.states) if s.actor == 1]
    assert turns
    for i in turns:
        viewer.go(i)
        state = viewer.states[i]
        assert viewer.scene.watcher == 0
        assert _hand_shown(viewer) == set(state.players[0].hand)
        assert not _hand_shown(viewer) & set(state.players[1].hand)
        kofi = next(b for b in viewer.scene.items() if isinstance(b, PlayerBoardItem)
                    and b.seat == 1)
        assert kofi.watcher == 0  # his livestock's values stay hidden too


def test_the_replay_of_a_live_pass_and_play_game_shows_no_hand(qtbot) -> None:  # noqa: ANN001
    viewer = _replay(qtbot, (Seat("blue"), Seat("yellow")), 20)
    for i in range(len(viewer.states)):
        viewer.go(i)
        assert viewer.scene.watcher == -1 and not viewer.scene.tiles


def test_the_replay_of_a_finished_game_shows_the_hand_of_the_player_to_move(qtbot) -> None:  # noqa: ANN001
    viewer = _replay(qtbot, (Seat("blue"), Seat("yellow", "bot", "easy")), None)
    assert viewer.states[-1].is_over
    i = next(i for i, s in enumerate(viewer.states) if s.actor == 1 and s.players[1].hand)
    viewer.go(i)
    assert _hand_shown(viewer) == set(viewer.states[i].players[1].hand)


def test_replay_this_game_at_a_computer_s_turn_shows_the_person_s_hand(qtbot) -> None:  # noqa: ANN001
    w = window(qtbot)  # Mei against a computer
    c = w.controller
    while c.state.actor == 0:
        c.play(legal_moves(c.state)[0])
    qtbot.waitUntil(lambda: c.state.actor == 0, timeout=5000)
    viewer = w.replay_this()
    qtbot.addWidget(viewer)
    i = next(i for i, s in enumerate(viewer.states) if s.actor == 1)
    viewer.go(i)
    assert "Hand of Mei" in [getattr(item, "text", "") for item in viewer.scene.items()]
    assert _hand_shown(viewer) == set(viewer.states[i].players[0].hand)


# --- 2. the window's size ------------------------------------------------------------------
class _ThinksMaximized(QMainWindow):
    """A game window maximized at the start and sized down without a window manager: Qt
    still says it is maximized."""

    def isMaximized(self) -> bool:  # noqa: N802
        return True


def test_heartland_takes_the_game_window_s_place_and_size(qtbot) -> None:  # noqa: ANN001
    from agricola_qt.app.heartland_hooks import show_over

    parent = _ThinksMaximized()
    qtbot.addWidget(parent)
    parent.setGeometry(10, 20, 700, 500)
    parent.show()
    qtbot.waitExposed(parent)
    w = HeartlandWindow.new(2, 1, ("Mei", "Jonas"), [None, None], bot_delay_ms=0,
                            parent=parent)
    show_over(parent, w)
    assert w.isVisible() and w.geometry() == parent.geometry()
    assert not w.isMaximized()


def test_heartland_never_opens_larger_than_the_screen(qtbot) -> None:  # noqa: ANN001
    from agricola_qt.app.heartland_hooks import show_over

    parent = QMainWindow()
    qtbot.addWidget(parent)
    room = parent.screen().availableGeometry()
    parent.setGeometry(room.left(), room.top(), room.width() + 400, room.height() + 300)
    parent.show()
    w = HeartlandWindow.new(2, 1, ("Mei", "Jonas"), [None, None], bot_delay_ms=0,
                            parent=parent)
    show_over(parent, w)
    assert room.contains(w.frameGeometry())
    assert w.width() < parent.width() and w.height() < parent.height()


# --- 3., 4. tooltips, the farm rows --------------------------------------------------------
def _tip_at(qtbot, w: HeartlandWindow, scene_point: QPointF) -> str:  # noqa: ANN001
    """Move the mouse there on the table, then ask for the tooltip as Qt does."""
    view = w.table.view
    at = view.mapFromScene(scene_point)
    for point in (at + QPoint(1, 0), at):
        move = QMouseEvent(QEvent.Type.MouseMove, QPointF(point),
                           QPointF(view.viewport().mapToGlobal(point)), Qt.MouseButton.NoButton,
                           Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(view.viewport(), move)
    event = QHelpEvent(QEvent.Type.ToolTip, at, view.viewport().mapToGlobal(at))
    QApplication.sendEvent(view.viewport(), event)
    return QToolTip.text() if QToolTip.isVisible() else ""


def test_hovering_the_table_explains_its_parts(qtbot) -> None:  # noqa: ANN001
    w = window(qtbot)
    barn = next(i for i in w.table.scene.items() if isinstance(i, BarnItem))
    stack = _tip_at(qtbot, w, BARN_AT + QPointF(23, 25))
    assert "face-down stack of 2 tiles, top first: cow, pig" in stack
    assert "chicken 1–5, pig 6–10, cow 11–15" in stack
    row = w.controller.state.components.farm_rows[0]
    farm = _tip_at(qtbot, w, BARN_AT + QPointF(-20, barn.row_top(row) + ROW / 2))
    assert "all five of your cubes are at or past this row" in farm
    assert f"Mei: {row * 5} farm points to go" in farm
    track = _tip_at(qtbot, w, TRACK_AT + QPointF(5, 5))
    assert "Victory-point track" in track and "Mei: 0 victory points" in track
    smalls = _tip_at(qtbot, w, PLAYERS_AT + QPointF(12, 56))
    assert "small tiles still held: wheat, rapeseed, beet, potato, corn" in smalls
    large = next(t for t in w.table.scene.tiles if t.large is not None)
    assert _tip_at(qtbot, w, large.anchor()).startswith("Large tile: ")
    small = next(t for t in w.table.scene.tiles if t.large is None)
    assert _tip_at(qtbot, w, small.anchor()).startswith("Small ")


def test_the_farm_rows_are_dashed_as_the_help_says(qtbot) -> None:  # noqa: ANN001
    from PySide6.QtGui import QPen

    state = new_game(2, 1)
    barn = BarnItem(state)
    styles: list[Qt.PenStyle] = []
    original = QPainter.drawRect

    def note(p: QPainter, *args: object) -> None:
        pen: QPen = p.pen()
        if pen.color().name() == "#7a2e1a":
            styles.append(pen.style())
        original(p, *args)

    image = QImage(600, 600, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(image)
    p.translate(80, 40)
    try:
        QPainter.drawRect = note  # type: ignore[method-assign]
        barn.paint(p, None, None)  # type: ignore[arg-type]
    finally:
        QPainter.drawRect = original  # type: ignore[method-assign]
        p.end()
    assert styles == [Qt.PenStyle.DashLine] * len(state.components.farm_rows)


# --- 5. building a farm --------------------------------------------------------------------
def _at_farm_step(w: HeartlandWindow) -> None:
    c = w.controller
    state = paint(c.state, W, "a1", "b1", "c1")
    state = paint(state, R, "e5", "e6")
    row = state.components.farm_rows[0]
    players = list(state.players)
    players[0] = evolve(players[0], cubes=(row,) * 5)
    players[1] = evolve(players[1], farms=(state.geometry.parse("e5"),))
    c.show(evolve(state, players=tuple(players)), ())
    c.play(next(m for m in legal_moves(c.state) if m.verb is Verb.SMALL and m.square == 79))
    c.play(next(m for m in legal_moves(c.state) if m.verb is Verb.FP))
    assert c.state.step is Step.FARM
    w.table.scene.refresh()


def _colour(board: CropAreaItem, square: int) -> tuple[int, int, int]:
    image = QImage(700, 500, QImage.Format.Format_ARGB32)
    image.fill(0)
    p = QPainter(image)
    p.translate(30, 30)
    board.paint(p, None, None)  # type: ignore[arg-type]
    p.end()
    rect = board.square_rect(square)
    pixel = image.pixelColor(int(rect.left() + 30 + 40), int(rect.top() + 30 + 30))
    return pixel.red(), pixel.green(), pixel.blue()


def test_building_a_farm_shows_the_free_regions_and_their_sizes(qtbot) -> None:  # noqa: ANN001
    w = window(qtbot)
    _at_farm_step(w)
    board = w.table.scene.board
    assert board is not None and board.farm_choice
    geo = w.controller.state.geometry
    wheat = {geo.parse(n) for n in ("a1", "b1", "c1")}
    regions = board.regions()
    assert set(regions[0]) == wheat  # the largest free region first, its size in a badge
    farmed = geo.parse("e6")
    assert farmed not in board.lit
    plain = CropAreaItem(w.table.scene, board.state, board.half_a)
    lone = next(sq for sq in board.lit if [sq] in regions)
    # a square where the farm may go is not washed out; one where it may not is greyed
    assert _colour(board, lone) == _colour(plain, lone)
    assert sum(_colour(board, farmed)) < sum(_colour(plain, farmed)) - 60
    assert "White outlines and numbers" in w.table.hint.text()


def test_a_regions_size_badge_leaves_the_letter_height_and_barns_in_sight(qtbot) -> None:  # noqa: ANN001
    """The size badges sat large in the middle of a region's first square, over its crop
    letter, height and barns (a tester): smaller, they keep to the band between them."""
    from tests.ui_helpers import paint_into_image, painted

    w = window(qtbot)
    _at_farm_step(w)
    board = w.table.scene.board
    assert board is not None
    badges: list[QRectF] = []

    def note(p, args) -> None:  # noqa: ANN001
        if p.brush().color() == QColor("#FFFFFF"):
            badges.append(args[0])

    with painted("drawRoundedRect", note):
        paint_into_image(lambda p: board.paint(p, None, None))
    regions = [r for r in board.regions() if len(r) >= 2]
    assert len(badges) == len(regions)
    for badge, region in zip(badges, regions, strict=True):
        square = board.square_rect(region[0])
        assert square.contains(badge)
        # the letter and the height take the top 20 units, the barns the bottom 14
        assert badge.top() >= square.top() + 20 and badge.bottom() <= square.bottom() - 14


# --- 6. a stale refusal --------------------------------------------------------------------
def test_a_refusal_goes_at_the_next_action(qtbot) -> None:  # noqa: ANN001
    w = window(qtbot)
    assert not w.controller.play(Move(Verb.FP, square=0))  # not now: a tile first
    assert w.table.reason.text()
    small = next(t for t in w.table.scene.tiles if t.large is None)
    view = w.table.view
    QTest.mouseClick(view.viewport(), Qt.MouseButton.RightButton,
                     Qt.KeyboardModifier.NoModifier, view.mapFromScene(small.anchor()))
    assert w.controller.state.step is Step.PLACE
    assert w.table.reason.text() == ""


# --- 7. Edit ▸ Undo ------------------------------------------------------------------------
def test_edit_undo_is_enabled_as_the_undo_button_is(qtbot) -> None:  # noqa: ANN001
    w = window(qtbot)
    c = w.controller
    assert not w.undo_action.isEnabled() and not w.table.undo_button.isEnabled()
    c.play(legal_moves(c.state)[0])
    assert w.undo_action.isEnabled() and w.table.undo_button.isEnabled()
    w.undo_action.trigger()
    assert not w.undo_action.isEnabled() and not w.table.undo_button.isEnabled()


# --- 8. leaving a finished game ------------------------------------------------------------
def _finished(qtbot, autosave: bool) -> HeartlandWindow:  # noqa: ANN001
    w = HeartlandWindow.new(2, 3, ("Mei", "Jonas"), [None, None], bot_delay_ms=0,
                            autosave=autosave, ask_to_save=True)
    qtbot.addWidget(w)
    c = w.controller
    while not c.state.is_over:
        c.play(legal_moves(c.state)[0])
    return w


def test_a_finished_autosaved_game_is_left_without_a_question(qtbot, monkeypatch) -> None:  # noqa: ANN001
    from PySide6.QtWidgets import QMessageBox

    def no_question(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        raise AssertionError("asked")

    monkeypatch.setattr(QMessageBox, "question", no_question)
    w = _finished(qtbot, autosave=True)
    assert w.autosave_game is not None
    assert w._may_leave()
    assert "autosave folder" in w.statusBar().currentMessage()


def test_a_finished_game_played_on_from_a_file_names_the_file(qtbot, monkeypatch,  # noqa: ANN001
                                                               tmp_path: Path) -> None:
    from PySide6.QtWidgets import QMessageBox

    asked: list[str] = []

    def question(*args: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", question)
    w = HeartlandWindow.new(2, 3, ("Mei", "Jonas"), [None, None], bot_delay_ms=0,
                            autosave=True, ask_to_save=True)
    qtbot.addWidget(w)
    c = w.controller
    for _ in range(6):
        c.play(legal_moves(c.state)[0])
    assert w.save_to(str(tmp_path / "mid.agr"))
    assert w._may_leave() and not asked  # nothing changed since the save
    while not c.state.is_over:
        c.play(legal_moves(c.state)[0])
    assert not w._may_leave()
    assert asked and asked[0].startswith("mid.agr holds this game up to move 6;")


def test_a_move_undone_and_replaced_is_unsaved(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    w = window(qtbot, seats=[None, None])
    c = w.controller
    first, second = [m for m in legal_moves(c.state) if m.verb is Verb.SMALL][:2]
    c.play(first)
    assert w.save_to(str(tmp_path / "h.agr"))
    c.undo()
    c.play(second)
    assert w.unsaved() and w.isWindowModified()


# --- 9. the preview's order, the prompt's height -------------------------------------------
def test_the_preview_names_the_top_half_first() -> None:
    state = new_game(2, 1)
    geo = state.geometry
    move = Move(Verb.LARGE, tile=state.players[state.actor].hand[0],
                square=geo.parse("e3"), dir=Dir.NORTH)
    text = preview_text(state, (FieldPreview(geo.parse("e3"), 2, 1),
                                FieldPreview(geo.parse("e2"), 3, 2)), move)
    assert text.index("e2") < text.index("e3")


def test_the_prompt_keeps_its_height_from_step_to_step(qtbot) -> None:  # noqa: ANN001
    w = window(qtbot, seats=[None, None])
    QTest.mouseClick(w.table.cover, Qt.MouseButton.LeftButton)
    c = w.controller
    heights = set()
    while True:
        qtbot.wait(1)
        heights.add(w.table.hint.height())
        if c.state.step is Step.END:
            break
        c.play(next(m for m in legal_moves(c.state) if m.verb is not Verb.LEVEL))
    assert len(heights) == 1  # placing, scoring and ending the turn alike


def test_the_preview_gives_each_field_a_line_with_its_crop() -> None:
    """"d1：胜利点数 5 或农庄点数 2 · e1：…" broke mid-phrase ("或 / 农庄点数 1") and named
    only cells (a tester)."""
    from agricola_qt.heartland import apply
    from agricola_qt.ui.heartland.words import crop_word

    state = new_game(2, 1)
    geo = state.geometry
    move = Move(Verb.LARGE, tile=state.players[state.actor].hand[0],
                square=geo.parse("e3"), dir=Dir.NORTH)
    after = apply(state, move, checked=False)
    top, low = geo.parse("e2"), geo.parse("e3")
    text = preview_text(state, (FieldPreview(low, 2, 1), FieldPreview(top, 3, 2)), move)
    assert text.split("\n") == [
        f"e2 {crop_word(after.tops[top])}: 3 VP or 2 farm points",
        f"e3 {crop_word(after.tops[low])}: 2 VP or 1 farm point"]


def test_a_computer_of_an_unknown_level_still_plays_at_medium() -> None:
    """A file's "bot:grandmaster" (a newer version's level, or an edit) sat as a person, and
    the game waited for someone to play that seat."""
    from agricola_qt.records.heartland import new_heartland_record
    from agricola_qt.records.model import Seat
    from agricola_qt.ui.heartland.window import _levels

    record = new_heartland_record(3, 1, seats=[Seat("red", "bot", "grandmaster"),
                                               Seat("blue"), Seat("green", "bot", "hard")])
    assert _levels(record) == ["medium", None, "hard"]


def test_why_the_victory_points_are_greyed_is_said_in_the_panel(qapp) -> None:  # noqa: ANN001
    """"c3 is joined to a farmed region" stood only in the greyed button's tooltip."""
    from agricola_qt.heartland.state import Step as HeartlandStep
    from agricola_qt.ui.heartland.table import HeartlandTable
    from tests.heartland.helpers import sq, start, with_hand, with_player

    state = with_hand(start(), "W1 R2")
    state = with_player(state, 1, farms=(sq(state, "a1"),))
    state = apply(state, "large 1 a2 s")
    assert state.step is HeartlandStep.SCORE
    hint = HeartlandTable._score_hint(state)
    assert hint.startswith("Choose how the field on a2 (wheat, framed) scores.")
    assert hint.endswith(" a2 is joined to a farmed region: farm points only.")
