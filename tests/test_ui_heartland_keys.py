"""Keyboard play at the Heartland table: a whole turn, levelling, scoring and a farm by keys
only, with the focus ring on the target in focus."""

from __future__ import annotations

from attrs import evolve
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from agricola_qt.heartland import Move, Verb, legal_moves
from agricola_qt.heartland.state import Step
from agricola_qt.ui.heartland.keys import nearest, ring_centre
from tests.test_ui_heartland import window


def press(w, *keys: Qt.Key) -> None:  # noqa: ANN001
    for key in keys:
        QTest.keyClick(w.table.view, key)
        QTest.qWait(0)  # the scene's refresh (a zero timer) runs, as between real presses


def settled(qtbot, w) -> None:  # noqa: ANN001
    scene = w.table.scene
    qtbot.waitUntil(lambda: scene.board is not None
                    and scene.board.state == scene.view_state() and not scene._pending)


def test_a_whole_turn_by_keyboard_only(qtbot) -> None:  # noqa: ANN001
    w = window(qtbot)
    c = w.controller
    c.bots_paused = True  # the computer's turn is not this test's business
    keys = w.table.keys
    settled(qtbot, w)
    first = w.table.scene.tiles[0].key
    press(w, Qt.Key.Key_Tab)  # the first key shows the ring on the first tile
    assert keys.focus_key == first and keys.ring is not None
    press(w, Qt.Key.Key_Tab)
    assert keys.focus_key == w.table.scene.tiles[1].key
    press(w, Qt.Key.Key_Left)
    assert keys.focus_key == first
    assert ring_centre(keys) == w.table.scene.tiles[0].sceneBoundingRect().center()
    press(w, Qt.Key.Key_Return)  # pick up the first large tile
    held = keys.held
    assert held is not None and held.key == first and keys.square >= 0
    lit = set(w.table.scene.board.lit)
    assert keys.square in lit and w.table.scene.note.isVisible()  # the preview shows
    press(w, Qt.Key.Key_R)  # turned: the spots are lit again for the new direction
    assert held.direction.value == "s" and keys.square in w.table.scene.board.lit
    before = keys.square
    press(w, Qt.Key.Key_Tab)
    assert keys.square != before and keys.square in w.table.scene.board.lit
    square, direction = keys.square, held.direction
    press(w, Qt.Key.Key_Return)  # lay it
    assert c.moves == (Move(Verb.LARGE, tile=first.tile, square=square, dir=direction),)
    assert c.state.step is Step.SCORE
    settled(qtbot, w)
    while c.state.step is Step.SCORE:
        press(w, Qt.Key.Key_Right)  # the other choice is framed
        press(w, Qt.Key.Key_Return)
    if c.state.step is Step.FARM:
        press(w, Qt.Key.Key_Return, Qt.Key.Key_Return)
    assert c.state.step is Step.END
    press(w, Qt.Key.Key_Return)  # draw and end the turn
    assert c.state.actor == 1 and len(c.state.players[0].hand) == 3
    assert [m.verb for m in c.moves][-1] is Verb.DRAW


def test_escape_puts_the_tile_back_and_a_small_tile_levels_by_keys(qtbot) -> None:  # noqa: ANN001
    from agricola_qt.ai.heartland.registry import make_bot
    from agricola_qt.heartland import apply

    w = window(qtbot)
    c = w.controller
    c.bots_paused = True
    bot, state, moves = make_bot("random", 5), c.state, []
    while (state.actor, state.step) != (0, Step.PLACE) or not any(
            m.verb is Verb.LEVEL for m in legal_moves(state)):
        move = bot.choose(state)
        state, moves = apply(state, move), [*moves, move]
    c.show(state, tuple(moves))
    settled(qtbot, w)
    keys = w.table.keys
    level = next(m for m in legal_moves(c.state) if m.verb is Verb.LEVEL)
    tiles = w.table.scene.tiles
    index = next(i for i, t in enumerate(tiles) if t.key.crop is level.crop)
    press(w, *[Qt.Key.Key_Right] * (index + 1))  # (the first shows the ring)
    assert keys.focused_tile().key == tiles[index].key
    press(w, Qt.Key.Key_Return, Qt.Key.Key_Escape)
    assert keys.held is None and c.moves == tuple(moves)
    press(w, Qt.Key.Key_R)  # face down
    assert next(t for t in w.table.scene.tiles if t.key.crop is level.crop).face_down
    press(w, Qt.Key.Key_Return)
    assert keys.square in {m.square for m in legal_moves(c.state)
                           if m.verb is Verb.LEVEL and m.crop is level.crop}
    press(w, Qt.Key.Key_Return)
    assert c.state.step is Step.LARGE and c.moves[-1].verb is Verb.LEVEL


def _to_the_farm_step(qtbot, w, state) -> None:  # noqa: ANN001
    """From ``state`` with every cube of seat 0 on its first farm row: a small tile laid and
    scored as farm points by F, so that the farm is due."""
    c = w.controller
    c.show(state, ())
    c.play(next(m for m in legal_moves(c.state) if m.verb is Verb.SMALL))
    settled(qtbot, w)
    press(w, Qt.Key.Key_F)  # farm points at once
    assert c.moves[-1].verb is Verb.FP and c.state.step is Step.FARM
    settled(qtbot, w)


def _farm_due(w):  # noqa: ANN001, ANN202
    state = w.controller.state
    players = list(state.players)
    players[0] = evolve(players[0], cubes=(state.components.farm_rows[0],) * 5)
    return evolve(state, players=tuple(players))


def test_a_farm_is_built_and_farm_points_chosen_by_keys(qtbot) -> None:  # noqa: ANN001
    w = window(qtbot)
    c = w.controller
    _to_the_farm_step(qtbot, w, _farm_due(w))
    keys = w.table.keys
    press(w, Qt.Key.Key_Tab)  # the ring goes on the first lit square
    lit = sorted(w.table.scene.board.lit)
    assert keys.square == lit[0] and keys.ring is not None
    press(w, Qt.Key.Key_Tab)
    assert keys.square == lit[1]
    press(w, Qt.Key.Key_Return)
    assert c.state.players[0].farms == (lit[1],)


def test_enter_at_the_farm_step_shows_the_ring_before_it_builds(qtbot) -> None:  # noqa: ANN001
    """A tester pressed Enter, as at the end of every turn, when the farm step came: the farm
    went on a1's one square without a word."""
    w = window(qtbot)
    c = w.controller
    _to_the_farm_step(qtbot, w, _farm_due(w))
    press(w, Qt.Key.Key_Return)
    assert c.state.players[0].farms == () and c.state.step is Step.FARM
    assert w.table.keys.ring is not None
    press(w, Qt.Key.Key_Return)
    assert len(c.state.players[0].farms) == 1


def test_a_farm_due_may_be_put_off_by_the_button_or_l(qtbot) -> None:  # noqa: ANN001
    """The seed lets a player build the farm when due, or not: two testers found no way to
    wait for a larger region."""
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest

    w = window(qtbot)
    c = w.controller
    due = _farm_due(w)
    for by_key in (False, True):
        _to_the_farm_step(qtbot, w, due)
        button = w.table.later_button
        assert button.isVisible() and "later" in button.text()
        if by_key:
            press(w, Qt.Key.Key_L)
        else:
            QTest.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
        assert c.moves[-1].verb is Verb.FARM_LATER
        assert c.state.step is Step.END and c.state.players[0].farms == ()
        assert not button.isVisible()


def test_nearest_lit_square_in_a_direction() -> None:
    columns = 10
    lit = [0, 5, 22, 27, 40]
    assert nearest(lit, 22, (0, 1), columns) == 27  # right along the row
    assert nearest(lit, 22, (-1, 0), columns) == 0  # up: row 0, nearer column wins
    assert nearest(lit, 22, (1, 0), columns) == 40
    assert nearest(lit, 0, (0, -1), columns) == 0  # nothing that way: stays


def test_a_picked_up_tile_begins_on_the_hint_s_square(qtbot) -> None:  # noqa: ANN001
    """The ring began on the first lit square, and a tester pressing Right from there
    levelled the square next to the one the hint named: with a hint shown it begins there."""
    w = window(qtbot)
    w.controller.bots_paused = True
    keys = w.table.keys
    settled(qtbot, w)
    board = w.table.scene.board
    press(w, Qt.Key.Key_Return)  # the first large tile, as it lies
    lit = list(board.lit)
    assert keys.square == min(lit)  # no hint: the first lit square
    press(w, Qt.Key.Key_Escape)
    board.shadow = {lit[-1]}  # as Game ▸ Hint marks its squares
    press(w, Qt.Key.Key_Return)
    assert keys.square == lit[-1]


def test_the_ring_begins_at_the_first_tile_of_the_next_person_s_hand(qtbot) -> None:  # noqa: ANN001
    """Pass-and-play: the ring stood on the next person's slot 4, where the last person had
    left theirs (a tester)."""
    w = window(qtbot)
    w.controller.bots_paused = True
    keys = w.table.keys
    settled(qtbot, w)
    press(w, Qt.Key.Key_Tab, Qt.Key.Key_Tab, Qt.Key.Key_Tab)  # (the first shows the ring)
    assert keys.focus_key == w.table.scene.tiles[2].key
    keys.seat = 1 - w.controller.state.actor  # as if the last hand had been the other's
    keys._changed()
    assert keys.focus_key is None and keys.focused_tile() is w.table.scene.tiles[0]


def test_at_a_shared_screen_the_others_last_tiles_are_framed(qtbot) -> None:  # noqa: ANN001
    """Pass-and-play: a person back at the table saw no frame on what the others had laid
    (the computers' tiles were framed)."""
    from agricola_qt.ui.heartland.window import HeartlandWindow

    w = HeartlandWindow.new(3, 4, ("Mei", "Jonas", "Ana"), [None, None, None],
                            bot_delay_ms=0, ask_to_save=False)
    qtbot.addWidget(w)
    c = w.controller
    first = c.state.actor
    while c.state.actor == first:
        assert c.play(legal_moves(c.state)[0])
    scene = w.table.scene
    scene.watcher = c.state.actor
    scene.refresh()
    assert first in scene.board.recent and c.state.actor not in scene.board.recent


def test_the_preview_note_keeps_off_the_other_lit_spots(qtbot) -> None:  # noqa: ANN001
    """The note of points beside a held tile stood above it by default and covered the next
    row's lit spots, where a keyboard player moves the tile next."""
    from PySide6.QtCore import QRectF

    from agricola_qt.ui.heartland.scene import BOARD_AT

    w = window(qtbot)
    w.controller.bots_paused = True
    settled(qtbot, w)
    scene, keys = w.table.scene, w.table.keys
    press(w, Qt.Key.Key_Tab, Qt.Key.Key_Return)
    tile = keys.held
    assert tile is not None
    columns = w.controller.state.geometry.columns
    # the tile over the middle of the board, its row above lit
    tile.setPos(BOARD_AT + scene.board.square_rect(4 * columns + 4).topLeft())
    box = tile.sceneBoundingRect()
    above = scene.note_place(tile, [])
    assert above.y() < box.top()  # with nothing to keep off the note stands above the tile
    spots = [scene.board.square_rect(3 * columns + c).translated(BOARD_AT)
             for c in range(columns)]
    place = scene.note_place(tile, [], spots)
    note = QRectF(place.x(), place.y(), scene.note.WIDTH, scene.note.height)
    assert not any(note.intersects(spot) for spot in spots)
    assert not note.intersects(box)
    # held by the keys, the note stands under the barn, off the crop area and the barn's
    # tracks (beside the tile it covered squares a tester needed to see); by the mouse it
    # follows the tile, told no lit spots
    told = []
    real = scene.note_place
    scene.note_place = lambda t, regions, lit=(): told.append(list(lit)) or real(t, regions, lit)
    press(w, Qt.Key.Key_Tab)
    assert not told
    note = scene.note.sceneBoundingRect()
    assert note.top() >= scene.barn.sceneBoundingRect().bottom()
    assert not note.intersects(scene.board.sceneBoundingRect())
    scene.drag_moved(tile)
    assert told[-1] == []


def test_escape_keeps_the_turns_given_to_a_tile(qtbot) -> None:  # noqa: ANN001
    """Turned twice, picked up by the keys and put back with Escape, a tile lay east again:
    the turns were lost (a tester)."""
    w = window(qtbot)
    w.controller.bots_paused = True
    settled(qtbot, w)
    keys = w.table.keys
    press(w, Qt.Key.Key_Tab, Qt.Key.Key_R, Qt.Key.Key_R, Qt.Key.Key_Return)
    tile = keys.held
    assert tile is not None and tile.large is not None
    turned = tile.direction
    press(w, Qt.Key.Key_Escape)
    assert keys.held is None
    again = next(t for t in w.table.scene.tiles if t.key == tile.key)
    assert again.direction is turned and turned.value != "e"
