"""Keyboard-only play: a focus ring over the legal targets, Enter chooses, Escape cancels."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from ui_helpers import setup

from agricola_qt.app.window_main import GameWindow
from agricola_qt.ui.scene import Gesture


def _window(qtbot, s, seats=None, delay: int | None = None) -> GameWindow:  # noqa: ANN001
    w = GameWindow(s, seats=seats, bot_delay_ms=delay, ask_to_save=False)
    qtbot.addWidget(w)
    w.resize(1600, 950)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    w.view.setFocus()
    QApplication.processEvents()
    return w


def _key(w: GameWindow, key: Qt.Key, shift: bool = False) -> None:
    mods = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
    QTest.keyClick(w.view, key, mods)
    QApplication.processEvents()


def _tab_to(w: GameWindow, kind: str, key: str) -> None:
    """Tab until the ring is on the wanted target (reading only the ring's own target)."""
    for _ in range(60):
        here = w.view.keyboard.focused()
        if here is not None and here.ident == (kind, key):
            return
        _key(w, Qt.Key.Key_Tab)
    raise AssertionError(f"no ring on {kind} {key}")


def _hand_over(w: GameWindow) -> None:
    """Enter with no ring: end the turn, then Enter again: the next person is ready."""
    kb = w.view.keyboard
    assert w.cover.active and w.cover.stage == "confirm"
    here = kb.focused()  # the table is covered: the ring, if any, on End turn, Enter's
    assert here is None or here.button is w.cover.end_button
    _key(w, Qt.Key.Key_Return)
    if w.cover.active:
        assert w.cover.stage == "pass"
        _key(w, Qt.Key.Key_Return)
    assert not w.cover.active


def test_a_whole_round_by_keyboard_only(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot, setup(2, seed=1))
    kb = w.view.keyboard
    gestures = []
    w.scene.gesture.connect(gestures.append)
    assert kb.focused() is None  # no ring before the first Tab
    _key(w, Qt.Key.Key_Tab)
    assert kb.focused() is not None
    assert kb.focused().key in w.view.accessibleDescription() or \
        kb.focused().name in w.view.accessibleDescription()
    # Mei: Day Labourer, then its follow-up choice (a chooser button) by Tab and Enter
    _tab_to(w, "space", "day-labourer")
    _key(w, Qt.Key.Key_Return)
    assert gestures[-1] == Gesture("place", 0, "day-labourer")  # the mouse's own path
    assert w.controller.state.frame is not None and w.controller.state.frame.kind == "choice"
    assert all(t.kind == "button" for t in kb.targets())
    assert kb.focused().kind == "button"  # the ring moved to the new decision, at once:
    assert w.view.accessibleDescription().startswith(kb.focused().name)
    assert kb._styled is kb.focused().button
    _tab_to(w, "button", "take wood")
    _key(w, Qt.Key.Key_Return)
    assert [str(m) for m in w.controller.moves] == ["place day-labourer", "take wood"]
    _hand_over(w)
    # Jonas: Plough 1 Field, then the cell, reached with the arrow keys
    _tab_to(w, "space", "plow")
    _key(w, Qt.Key.Key_Return)
    assert kb.focused().kind == "cell" and kb.focused().key == "a1"
    _key(w, Qt.Key.Key_Right)
    assert kb.focused().ident == ("cell", "b1")
    _key(w, Qt.Key.Key_Down)
    assert kb.focused().ident == ("cell", "b2")
    _key(w, Qt.Key.Key_Up)
    assert kb.focused().ident == ("cell", "b1")
    _key(w, Qt.Key.Key_Return)
    assert gestures[-1] == Gesture("cell", 1, "b1")
    assert str(w.controller.moves[-1]) == "plow b1"
    _hand_over(w)
    # Mei's and Jonas's second people
    for space in ("wood", "clay"):
        _tab_to(w, "space", space)
        _key(w, Qt.Key.Key_Return)
        if w.cover.active:
            _hand_over(w)
    state = w.controller.state
    assert state.round == 2, [str(m) for m in w.controller.moves]
    assert [str(m) for m in w.controller.moves][-2:] == ["place wood", "place clay"]
    assert state.players[0].goods.wood >= 1 and state.players[1].farm.fields
    shot = w.view.grab()
    assert not shot.isNull()


def test_the_ring_is_drawn_and_kept_in_sight_when_zoomed(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot, setup(2, seed=1))
    kb = w.view.keyboard
    _tab_to(w, "space", "plow")
    _key(w, Qt.Key.Key_Return)
    w.view.set_zoom(3.0)
    for _ in range(4):
        _key(w, Qt.Key.Key_Right)
    assert kb.focused().ident == ("cell", "e1")
    ring = w.view.mapFromScene(kb._scene_rect(kb.focused())).boundingRect()
    assert w.view.viewport().rect().intersects(ring)  # scrolled into view
    before = w.view.grab().toImage()
    _key(w, Qt.Key.Key_Escape)
    after = w.view.grab().toImage()
    assert before != after  # the ring was painted, and is gone again


def test_escape_hides_the_ring_and_enter_is_done_again(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot, setup(2, seed=1))
    kb = w.view.keyboard
    _key(w, Qt.Key.Key_Tab)
    assert kb.focused() is not None
    _key(w, Qt.Key.Key_Escape)
    assert kb.focused() is None and not kb.active
    _key(w, Qt.Key.Key_Return)  # "Done / end turn": nothing to finish, no move
    assert w.controller.moves == ()
    _key(w, Qt.Key.Key_Down)  # an arrow key shows the ring again
    first = kb.focused()
    assert first is not None
    _key(w, Qt.Key.Key_Tab)
    assert kb.focused() != first
    _key(w, Qt.Key.Key_Tab, shift=True)  # Shift+Tab steps back
    assert kb.focused() == first
    _key(w, Qt.Key.Key_Backtab, shift=True)  # wraps round to the last target
    assert kb.focused() == kb.targets()[-1]


def test_escape_closes_a_narrowed_choice_first(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot, setup(2, seed=1))
    kb = w.view.keyboard
    _key(w, Qt.Key.Key_Tab)
    options = [m for m in w.controller.legal() if m.verb == "place"][:2]
    w.controller.offer(options)  # as when a cell offers two ways
    QApplication.processEvents()
    assert kb.focused().kind == "button"  # the ring goes to the offer
    _key(w, Qt.Key.Key_Escape)
    assert w.controller.offered is None and kb.active


def test_every_interactive_item_has_an_accessible_name(qtbot) -> None:  # noqa: ANN001
    from agricola_qt.ui.animal_items import AnimalToken
    from agricola_qt.ui.board_items import MajorItem, SpaceItem
    from agricola_qt.ui.farm_item import FarmItem
    from agricola_qt.ui.keyboard import accessible_name
    from agricola_qt.ui.tokens import GoodToken, PersonItem, TileItem

    w = _window(qtbot, setup(3, seed=2, family=False))
    kinds = (SpaceItem, MajorItem, FarmItem, PersonItem, TileItem, GoodToken, AnimalToken)
    found = set()
    for item in w.scene.items():
        if isinstance(item, kinds):
            found.add(type(item))
            assert accessible_name(item).strip(), item
    assert {SpaceItem, MajorItem, FarmItem, PersonItem, TileItem} <= found
    assert w.view.accessibleName()


def test_the_shortcuts_say_when_enter_chooses() -> None:
    from agricola_qt.ui.keyboard import shortcut_rows

    rows = dict(shortcut_rows())
    assert "focus ring" in rows["Enter"] and "Done / end turn" in rows["Enter"]
    assert "Tab / Shift+Tab" in rows and "Escape" in rows


def _given(s, goods):  # noqa: ANN001, ANN202
    from attrs import evolve

    from agricola_qt.engine import new_game

    state = new_game(s)
    p = state.players[state.actor]
    return state.with_player(state.actor, evolve(p, goods=p.goods + goods))


def test_a_pasture_by_keyboard(qtbot) -> None:  # noqa: ANN001
    from ui_helpers import seed_with_round_card

    from agricola_qt.engine.goods import Goods

    s = setup(2, seed=seed_with_round_card("fences"))
    start = _given(s, Goods(wood=8))
    w = _window(qtbot, s)
    w.start(s, states=[start])
    w.view.setFocus()
    kb = w.view.keyboard
    actor = start.actor
    _tab_to(w, "space", "fences")
    _key(w, Qt.Key.Key_Return)
    assert {t.kind for t in kb.targets()} == {"cell"}  # the cells a pasture may take
    _tab_to(w, "cell", "e1")
    _key(w, Qt.Key.Key_Return)
    assert [str(m) for m in w.controller.moves] == ["place fences", "fence-add e1"]
    assert ("button", "fence-build") in [t.ident for t in kb.targets()]
    _tab_to(w, "button", "fence-build")
    _key(w, Qt.Key.Key_Return)
    assert str(w.controller.moves[-1]) == "fence-build"
    assert w.controller.state.players[actor].farm.pastures


def test_a_major_by_keyboard(qtbot) -> None:  # noqa: ANN001
    from ui_helpers import seed_with_round_card

    from agricola_qt.engine.goods import Goods

    s = setup(2, seed=seed_with_round_card("improvement"))
    start = _given(s, Goods(clay=3))
    w = _window(qtbot, s)
    w.start(s, states=[start])
    w.view.setFocus()
    kb = w.view.keyboard
    gestures = []
    w.scene.gesture.connect(gestures.append)
    _tab_to(w, "space", "improvement")
    _key(w, Qt.Key.Key_Return)
    idents = [t.ident for t in kb.targets()]
    assert ("major", "fireplace-2") in idents
    assert not any(kind == "button" and key.startswith("buy") for kind, key in idents)
    _tab_to(w, "major", "fireplace-2")
    assert "Fireplace" in w.view.accessibleDescription()
    _key(w, Qt.Key.Key_Return)
    assert gestures[-1] == Gesture("major", start.actor, "fireplace-2")
    assert "fireplace-2" in w.controller.state.players[start.actor].cards


def test_the_ring_follows_a_move_made_with_the_mouse(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot, setup(2, seed=1))
    kb = w.view.keyboard
    _key(w, Qt.Key.Key_Tab)
    assert kb.focused().kind == "space"
    w.scene.gesture.emit(Gesture("place", 0, "day-labourer"))  # as a drop of the person
    for _ in range(3):
        QApplication.processEvents()
    assert kb.focused().ident == ("button", "take wood")
    assert kb._styled is kb.focused().button  # the button wears the ring
    assert kb._ring.isNull()  # and the table has none
    assert w.view.accessibleDescription().startswith("Take wood")


def test_sowing_by_keyboard_asks_which_crop(qtbot) -> None:  # noqa: ANN001
    from attrs import evolve
    from ui_helpers import seed_with_round_card

    from agricola_qt.engine import new_game
    from agricola_qt.engine.goods import Goods
    from agricola_qt.engine.grid import parse_cell

    s = setup(2, seed=seed_with_round_card("sow-bake"))
    start = new_game(s)
    actor = start.actor
    p = start.players[actor]
    farm = p.farm.with_field(parse_cell("b1"))
    start = start.with_player(actor, evolve(p, farm=farm, goods=p.goods + Goods(grain=1, veg=1)))
    w = _window(qtbot, s)
    w.start(s, states=[start])
    w.view.setFocus()
    kb = w.view.keyboard
    _tab_to(w, "space", "sow-bake")
    _key(w, Qt.Key.Key_Return)
    assert ("cell", "b1") in [t.ident for t in kb.targets()]
    _tab_to(w, "cell", "b1")
    assert "Sow" in kb.focused().name
    _key(w, Qt.Key.Key_Return)  # two crops: the chooser offers both, the ring goes there
    assert w.controller.offered is not None
    assert all(t.kind == "button" for t in kb.targets())
    _tab_to(w, "button", "sow b1 veg")
    _key(w, Qt.Key.Key_Return)
    sown = w.controller.state.players[actor].farm.crop_on(parse_cell("b1"))
    assert sown is not None and sown.crop == "veg"


def test_a_mouse_press_on_the_table_puts_the_ring_away(qtbot) -> None:  # noqa: ANN001
    """After keyboard play the ring stayed on a1 while the player dragged and clicked with
    the mouse: it looked like a selection that did not exist."""
    w = _window(qtbot, setup(2, seed=1))
    kb = w.view.keyboard
    _key(w, Qt.Key.Key_Tab)
    assert kb.focused() is not None
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=w.view.viewport().rect().center())
    assert kb.focused() is None and not kb.active


def test_tab_at_a_finished_turn_rings_end_turn_and_undo(qtbot) -> None:  # noqa: ANN001
    """At "your turn is done" Tab showed no ring anywhere: End turn and Undo were not among
    its targets."""
    from agricola_qt.engine import new_game

    s = next(setup(2, seed=n) for n in range(60) if new_game(setup(2, seed=n)).actor == 0)
    w = _window(qtbot, s, seats=[None, "random"])
    before = w.controller.state
    assert w.controller.play("place wood")
    assert w.cover.active and w.cover.stage == "confirm"
    _key(w, Qt.Key.Key_Tab)
    kb = w.view.keyboard
    assert kb.focused() is not None and kb.focused().button is w.cover.end_button
    _key(w, Qt.Key.Key_Tab)
    assert kb.focused().button is w.cover.undo_button
    _key(w, Qt.Key.Key_Return)  # Enter presses what the ring is on: Undo
    assert w.controller.state == before and not w.cover.active



def test_enter_builds_a_pasture_planned_by_clicks(qtbot) -> None:  # noqa: ANN001
    """Cells clicked on Fences plan a pasture; Enter (no ring shown) said "Nothing to finish
    now" with "Build 4 fences" on the panel (a tester)."""
    from ui_helpers import seed_with_round_card

    from agricola_qt.engine.goods import Goods

    s = setup(2, seed=seed_with_round_card("fences"))
    start = _given(s, Goods(wood=8))
    w = _window(qtbot, s)
    w.start(s, states=[start])
    w.confirm_action.setChecked(False)
    c = w.controller
    assert c.play("place fences") and c.play("fence-add e3")
    w.view.setFocus()
    assert w.view.keyboard.focused() is None  # no ring: Enter is the window's Done
    _key(w, Qt.Key.Key_Return)
    assert str(c.moves[-1]) == "fence-build"
    assert c.state.players[start.actor].farm.pastures


def test_after_a_bake_by_keyboard_the_ring_goes_to_done(qtbot) -> None:  # noqa: ANN001
    """The ring stayed on "Bake 1 grain" after baking, and the next Enter baked a second
    grain the player meant to keep (a tester)."""
    from tests.cards.helpers import full_game, give, with_cards, with_space

    start = with_space(give(with_cards(full_game(2), 0, "fireplace-2"), 0, grain=3),
                       "sow-bake")
    w = _window(qtbot, start.setup, seats=[None, "random"])
    w.start(start.setup, seats=[None, "random"], states=[start])
    w.confirm_action.setChecked(False)
    c = w.controller
    c.bots_paused = True
    assert not w.cover.active and c.play("place sow-bake")
    w.view.setFocus()
    _tab_to(w, "button", "bake fireplace-2")
    _key(w, Qt.Key.Key_Return)
    assert str(c.moves[-1]) == "bake fireplace-2"
    assert w.view.keyboard.focused().ident == ("button", "done")
    _key(w, Qt.Key.Key_Return)
    assert str(c.moves[-1]) == "done" and c.state.players[0].goods.grain == 2


def test_a_hint_puts_the_ring_on_its_move(qtbot) -> None:  # noqa: ANN001
    """After H the ring stayed where it was, and Enter played that target, not the hint (a
    tester playing by the keys)."""
    from agricola_qt.engine import Move, legal_moves

    s = setup(2, seed=1)
    w = _window(qtbot, s, seats=[None, "random"])
    w.confirm_action.setChecked(False)
    c = w.controller
    c.bots_paused = True
    w.view.setFocus()
    kb = w.view.keyboard
    _key(w, Qt.Key.Key_Tab)
    here = kb.focused()
    assert here is not None and here.kind == "space"
    other = next(m for m in legal_moves(c.state)
                 if m.verb == "place" and m.args[0] != here.key)
    w.hinter.asked = c.state
    w.hinter.point_at(other)
    w.hinter.shown.emit(w.hinter.text)
    assert kb.focused().ident == ("space", other.args[0])
    _key(w, Qt.Key.Key_Return)
    assert c.moves[0] == Move.parse(str(other))


def test_arrows_stay_on_the_table_while_it_has_a_target_that_way(qtbot) -> None:  # noqa: ANN001
    """Right along the action spaces went off to the decision panel's "Turn 1 grain into 1
    food" while "Take 1 Vegetable" lay further right a row below (a tester)."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QPushButton

    from agricola_qt.ui.keyboard import Target

    w = _window(qtbot, setup(2, seed=1))
    kb = w.view.keyboard
    button = QPushButton("Turn 1 grain into 1 food")
    here = Target("space", "build-rooms", "Build Rooms")
    veg = Target("space", "vegetable", "Take 1 Vegetable")
    convert = Target("button", "convert grain", "Turn 1 grain into 1 food", button)
    # two rows below and a little nearer along, the space lost to the button ahead
    rects = {"build-rooms": QRect(100, 100, 60, 60), "vegetable": QRect(700, 260, 60, 60),
             "convert grain": QRect(800, 100, 200, 30)}
    kb._global_rect = lambda t: rects[t.key]  # where each stands on the screen
    assert kb._nearest(here, [here, veg, convert], (1, 0)) is veg
    # with nothing of the table that way, the buttons are reached as before
    assert kb._nearest(veg, [here, veg, convert], (1, 0)) is convert
    # and from a button, the other buttons first
    other = Target("button", "done", "Done", QPushButton("Done"))
    rects["done"] = QRect(800, 300, 200, 30)
    assert kb._nearest(convert, [here, veg, convert, other], (0, 1)) is other


def test_escape_closes_the_score_sheet(qtbot) -> None:  # noqa: ANN001
    """Escape closes the score sheet when it has the keys (a tester's Escape after clicking
    the table behind it went to the table: the sheet is a window of its own)."""
    w = _window(qtbot, setup(2, seed=1))
    w.show_scores()
    sheet = w.score_dialog
    qtbot.waitUntil(sheet.isActiveWindow)
    QTest.keyClick(QApplication.focusWidget() or sheet, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not sheet.isVisible())


def test_the_ringed_card_is_shown_to_read(qtbot) -> None:  # noqa: ANN001
    """With the keys alone a card's text was found only through Help ▸ Cards (a keyboard
    player): a ringed major, or a button that plays a card, shows the card large, as the
    pointer does; the ring put away, it goes."""
    from ui_helpers import seed_with_round_card

    from agricola_qt.engine.goods import Goods

    s = setup(2, seed=seed_with_round_card("improvement"))
    start = _given(s, Goods(clay=3))
    w = _window(qtbot, s)
    w.start(s, states=[start])
    w.view.setFocus()
    preview = w.scene.cards.preview_item
    _tab_to(w, "space", "improvement")
    _key(w, Qt.Key.Key_Return)
    _tab_to(w, "major", "fireplace-2")
    assert preview.isVisible() and preview.card_id == "fireplace-2"
    _key(w, Qt.Key.Key_Escape)  # the ring hidden
    assert not preview.isVisible()


def test_a_hand_card_is_ringed_to_read_and_chosen_with_enter(qtbot) -> None:  # noqa: ANN001
    """A keyboard player could read a hand card only where a decision listed it, or in
    Help ▸ Cards: the open hand's cards come last in the Tab order, a ringed one shows its
    large face with what the pointer's preview says, and Enter does what a click does."""
    from ui_helpers import sit_down

    s = setup(2, seed=3, family=False)
    w = _window(qtbot, s, seats=[None, "random"])
    w.start(s, seats=[None, "random"])
    sit_down(w)
    w.view.setFocus()
    state = w.controller.state
    hand = state.players[state.actor].occupations
    kb = w.view.keyboard
    cards = [t for t in kb.targets() if t.kind == "card"]
    assert {t.key for t in cards} >= set(hand)
    kinds = [t.kind for t in kb.targets()]
    assert kinds.index("card") > max(i for i, k in enumerate(kinds) if k == "space")
    _tab_to(w, "card", hand[0])
    preview = w.scene.cards.preview_item
    assert preview.isVisible() and preview.card_id == hand[0]
    assert preview.note == w.scene.cards.note_for(hand[0])
    clicked: list[tuple[int, str, bool]] = []
    w.scene.report_card_click = lambda *args: clicked.append(args)  # type: ignore[method-assign]
    _key(w, Qt.Key.Key_Return)
    assert clicked == [(state.actor, hand[0], True)]


def test_played_cards_are_ringed_to_read_and_used_with_enter(qtbot) -> None:  # noqa: ANN001
    """A keyboard tester could read no played card, the computers' nor his own: after the
    hand come the cards played, the player's own first, each shown large as under the
    pointer, and Enter does what a click on it does."""
    from tests.cards.helpers import full_game, with_cards

    state = with_cards(with_cards(full_game(), 0, "chief"), 1, "clay-mixer")
    w = _window(qtbot, state.setup, seats=[None, "random"])
    w.start(state.setup, seats=[None, "random"], states=[state])
    w.view.setFocus()
    kb = w.view.keyboard
    played = [t for t in kb.targets() if t.kind == "played"]
    assert [t.key for t in played] == ["chief", "clay-mixer"]
    assert "played by" in played[1].name
    kinds = [t.kind for t in kb.targets()]
    assert kinds.index("played") > max(i for i, k in enumerate(kinds) if k == "space")
    _tab_to(w, "played", "clay-mixer")
    preview = w.scene.cards.preview_item
    assert preview.isVisible() and preview.card_id == "clay-mixer"
    clicked: list[tuple[int, str, bool]] = []
    w.scene.report_card_click = lambda *args: clicked.append(args)  # type: ignore[method-assign]
    _key(w, Qt.Key.Key_Return)
    assert clicked == [(1, "clay-mixer", False)]


def test_enter_does_nothing_for_a_computer_s_decision(qtbot) -> None:  # noqa: ANN001
    """An Enter pressed while a computer built fences played its "fence-build" as a
    person's answer: the computer stopped half-way, its move in the person's undo (a
    tester).  Enter and F wait while a computer is to move."""
    from attrs import evolve

    from agricola_qt.engine import apply, legal_moves, new_game

    s = setup(2, seed=1)
    state = new_game(s)
    bot = state.actor
    p = state.players[bot]
    state = state.with_player(bot, evolve(p, goods=p.goods.add("wood", 10).add("reed", 4)))
    state = apply(apply(state, "place build-rooms"), "room a1")
    assert any(m.verb == "done" for m in legal_moves(state))
    seats = [("random" if i == bot else None) for i in range(2)]
    w = _window(qtbot, s, seats, delay=60_000)
    w.start(s, seats=seats, states=[state])
    w.view.setFocus()
    QApplication.processEvents()
    made = w.controller.moves
    for key in (Qt.Key.Key_Return, Qt.Key.Key_F):
        _key(w, key)
        assert w.controller.moves == made and w.controller.state is not None
        assert w.statusBar().currentMessage() == "Wait: a computer player is thinking."


def test_f11_fills_the_screen_and_gives_the_window_back(qtbot) -> None:  # noqa: ANN001
    """A family at a laptop found no way to make the window fill the screen."""
    w = _window(qtbot, setup(2, seed=1))
    before = w.geometry()
    _key(w, Qt.Key.Key_F11)
    qtbot.waitUntil(w.isFullScreen, timeout=2000)
    assert w.full_screen_action.isChecked()
    _key(w, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not w.isFullScreen(), timeout=2000)
    assert not w.full_screen_action.isChecked() and w.geometry().size() == before.size()
