"""Cards as cards: the open hand as faces, played by dragging onto an action space or by a
click in an open decision; other hands face down; the preview (real drags on the view)."""

from __future__ import annotations

import itertools
from collections.abc import Callable

from attrs import evolve
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from ui_helpers import click, drag, setup, sit_down, table_window

from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import GameState
from agricola_qt.ui import layout
from agricola_qt.ui.card_face import CardItem
from agricola_qt.ui.card_layer import card_verb


def _window(qtbot, seed: int = 5) -> GameWindow:  # noqa: ANN001
    return table_window(qtbot, setup(2, family=False, seed=seed))


def _hand_items(w: GameWindow, seat: int) -> list[CardItem]:
    return [i for i in w.scene.cards.items if i.in_hand and i.player == seat]


def _centre(item: CardItem) -> QPointF:
    """A point of the card that the next card of the fan does not cover: its left strip."""
    return item.mapToScene(QPointF(6, item.boundingRect().height() / 2))


def test_only_the_open_hand_is_drawn_face_up(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot)
    state: GameState = w.controller.state
    me = state.actor
    other = 1 - me
    mine = _hand_items(w, me)
    p = state.players[me]
    assert sorted(i.card_id for i in mine) == sorted((*p.occupations, *p.minors))
    assert _hand_items(w, other) == []  # the other hand: face down, a count only
    assert "hidden card" in w.scene.farm_items[other].cards_text()


def test_dragging_an_occupation_onto_the_occupation_space_plays_it(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot)
    state = w.controller.state
    me = state.actor
    card = next(i for i in _hand_items(w, me) if card_verb(i.card_id) == "occupation"
                and i.playable)
    target = w.scene.space_item("occupation").sceneBoundingRect().center()
    drag(w.view, [_centre(card), target])
    after = w.controller.state
    assert card.card_id in after.players[me].cards
    assert card.card_id not in after.players[me].occupations
    space = after.spaces[after.space_index("occupation")]
    assert space.occupant == me
    # one undoable decision: undo takes back both the person and the card
    w.controller.undo()
    assert w.controller.state is state


def test_a_card_that_cannot_be_played_there_snaps_back_with_the_reason(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot)
    state = w.controller.state
    me = state.actor
    card = next(i for i in _hand_items(w, me) if card_verb(i.card_id) == "occupation")
    home = QPointF(card.home)
    target = w.scene.space_item("wood").sceneBoundingRect().center()
    drag(w.view, [_centre(card), target])
    assert w.controller.state is state
    assert w.statusBar().currentMessage()
    qtbot.waitUntil(lambda: card.pos() == home, timeout=2000)
    # the reason in red in the panel, until the player's next gesture on the table (it
    # stayed while they went on dragging and clicking, until the table changed: a tester)
    assert w.chooser.reason.isVisibleTo(w.chooser) and w.chooser.reason.text()
    QTest.mousePress(w.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, QPoint(5, 5))
    assert w.chooser.reason.isHidden()
    QTest.mouseRelease(w.view.viewport(), Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier, QPoint(5, 5))
    drag(w.view, [_centre(card), target])  # refused again: said again
    assert w.chooser.reason.isVisibleTo(w.chooser)


def test_clicking_a_card_in_an_open_decision_plays_it(qtbot) -> None:  # noqa: ANN001
    from agricola_qt.ui.text import card_name

    w = _window(qtbot)
    state = w.controller.state
    me = state.actor
    assert w.controller.play("place occupation")
    QApplication.processEvents()
    card = next(i for i in _hand_items(w, me) if card_verb(i.card_id) == "occupation"
                and i.playable)
    assert card.playable and "Click" in card.note
    # the first click chooses it (one click played a tester's card as they reached to read
    # it): framed, the status bar saying so, nothing played
    said: list[str] = []
    w.scene.message.connect(said.append)
    click(w.view, _centre(card))
    assert card.card_id not in w.controller.state.players[me].cards
    assert w.scene.chosen_card == card.card_id and card.chosen()
    assert said[-1].startswith(f"{card_name(card.card_id)} chosen: click it again")
    click(w.view, _centre(card))  # the second plays it
    assert card.card_id in w.controller.state.players[me].cards
    assert "chosen" not in w.statusBar().currentMessage()


def test_hovering_a_card_shows_it_large_with_what_to_do(qtbot) -> None:  # noqa: ANN001
    from PySide6.QtTest import QTest

    w = _window(qtbot)
    me = w.controller.state.actor
    card = _hand_items(w, me)[0]
    QTest.mouseMove(w.view.viewport(), w.view.mapFromScene(_centre(card)))
    QApplication.processEvents()
    preview = w.scene.cards.preview_item
    assert preview.isVisible() and preview.card_id == card.card_id and preview.note
    # the preview does not cover the farm being played
    farm = w.scene.farm_items[me].sceneBoundingRect()
    assert not preview.sceneBoundingRect().intersects(farm)


def test_farm_board_tells_the_pieces_left_and_majors_show_what_is_affordable(qtbot) -> None:  # noqa: ANN001
    from attrs import evolve

    from agricola_qt.engine.goods import Goods

    w = _window(qtbot)
    state = w.controller.state
    me = state.actor
    p = state.players[me]
    rich = state.with_player(me, evolve(p, goods=p.goods + Goods(clay=5, stone=3)))
    w.start(w.controller.state.setup, states=[rich])
    QApplication.processEvents()
    sit_down(w)  # a game started again: its first person sits down again
    supply = w.scene.farm_items[me].supply_text()
    assert "15 fences" in supply and "4 stables" in supply and "people still to come: 3" in supply
    assert "fireplace-2" in w.scene.affordable_majors  # 2 clay: the person to move can pay
    major = next(m for m in w.scene.major_items if m.card_id == "fireplace-2")
    major.refresh_tooltip()
    assert "You can pay for it now." in major.toolTip()
    wood = w.scene.space_item("wood")
    wood.refresh_tooltip()
    assert "You may place a person here." in wood.toolTip()


def _play_by_drag(w: GameWindow, card: CardItem, space: str
                  ) -> tuple[list[CardItem], list[CardItem], list[CardItem]]:
    """Drag a hand card onto an action space; then the seat's (played, occupations in hand,
    minors in hand), after checking that the played cards lie in the upper row, the
    occupations in hand in that row and the minors below, all of the hand to the right of
    every played card."""
    me = card.player
    target = w.scene.space_item(space).sceneBoundingRect().center()
    drag(w.view, [_centre(card), target])
    QApplication.processEvents()
    played = [i for i in w.scene.cards.items if not i.in_hand and i.player == me]
    hand = _hand_items(w, me)
    occupations = [i for i in hand if card_verb(i.card_id) == "occupation"]
    minors = [i for i in hand if card_verb(i.card_id) != "occupation"]
    rows = {round(i.home.y()) for i in played}
    kinds = {round(i.home.y()) for i in occupations}, {round(i.home.y()) for i in minors}
    assert len(rows) == 1 and all(len(k) == 1 for k in kinds) and kinds[0] == rows
    assert min(kinds[1]) > min(rows)  # the minors in the lower row
    assert min(i.home.x() for i in hand) > max(i.home.x() for i in played)
    return played, occupations, minors


def test_after_a_card_is_played_the_hand_keeps_two_rows(qtbot) -> None:  # noqa: ANN001
    """The played card, a gap, then the hand's block: its occupations in the upper row, its
    minor improvements below.  (The first played card used to push the whole hand of 13
    into the lower row, each card a sliver.)"""
    w = _window(qtbot)
    me = w.controller.state.actor
    card = next(i for i in _hand_items(w, me) if card_verb(i.card_id) == "occupation"
                and i.playable)
    played, occupations, minors = _play_by_drag(w, card, "occupation")
    assert [i.card_id for i in played] == [card.card_id]
    assert len(occupations) == 6 and len(minors) == 7
    first = min(i.home.x() for i in occupations)
    assert first > played[0].home.x() + played[0].sceneBoundingRect().width()  # set apart
    xs = sorted(i.home.x() for i in minors)
    width = minors[0].sceneBoundingRect().width()
    # overlapping by about a third (the played card's column costs the hand a little)
    assert min(b - a for a, b in itertools.pairwise(xs)) > 0.65 * width


def test_a_hand_card_shows_no_tooltip_left_over_from_the_farm(qtbot) -> None:  # noqa: ANN001
    """The farm board's tooltip names the last cell hovered; over a card in front of the
    board it must not show (the card's own help is its enlarged face)."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QToolTip

    from agricola_qt.ui.farm_item import cell_rect

    w = _window(qtbot)
    me = w.controller.state.actor
    farm = w.scene.farm_items[me]
    vp = w.view.viewport()

    def ask_help(scene_pos: QPointF) -> None:
        at = w.view.mapFromScene(scene_pos)
        QTest.mouseMove(vp, at)
        QApplication.processEvents()
        QApplication.sendEvent(vp, QHelpEvent(QEvent.Type.ToolTip, at, vp.mapToGlobal(at)))
        QApplication.processEvents()

    ask_help(farm.mapToScene(cell_rect(5).center()))  # a2, a room with a person
    assert QToolTip.isVisible() and QToolTip.text().startswith("a2")
    ask_help(_centre(_hand_items(w, me)[1]))
    qtbot.waitUntil(lambda: not QToolTip.isVisible(), timeout=2000)  # it fades out
    assert w.scene.cards.preview_item.isVisible()


def test_the_open_hand_lies_on_a_tray_apart_from_played_cards(qtbot) -> None:  # noqa: ANN001
    """Played cards and the hand looked alike but for a gap and the green edge of cards
    that can be played: the hand now lies on a tray of its own."""
    w = _window(qtbot)
    me = w.controller.state.actor
    assert w.controller.play("place occupation")
    QApplication.processEvents()
    card = next(i for i in _hand_items(w, me) if i.playable and card_verb(i.card_id)
                == "occupation")
    click(w.view, _centre(card))  # chosen
    click(w.view, _centre(card))  # played
    QApplication.processEvents()
    assert card.card_id in w.controller.state.players[me].cards
    farm = w.scene.farm_items[me]
    trays = [QRectF(left, top, right - left, 1) for left, right, top
             in w.scene.cards.hand_rows[me]]

    def on_tray(item: CardItem) -> bool:
        at = farm.mapFromScene(item.home)
        return any(t.left() - 0.5 <= at.x() <= t.right() and abs(t.top() - at.y()) < 0.5
                   for t in trays)

    shown = [i for i in w.scene.cards.items if i.player == me]
    assert [i for i in shown if i.in_hand] and all(on_tray(i) for i in shown if i.in_hand)
    assert not any(on_tray(i) for i in shown if not i.in_hand)


def test_a_first_minor_leaves_the_occupations_in_one_row(qtbot) -> None:  # noqa: ANN001
    """Played first, a minor improvement left 1 played card and 7 occupations for the upper
    row: the balance put the 7th occupation at the head of the minors' row."""
    w = table_window(qtbot, setup(1, family=False, seed=1))
    me = w.controller.state.actor
    card = next(i for i in _hand_items(w, me) if i.card_id == "feed-pellets")
    played, occupations, minors = _play_by_drag(w, card, "starting-player")
    assert [i.card_id for i in played] == ["feed-pellets"]
    assert len(occupations) == 7 and len(minors) == 6
    assert min(i.shown for i in occupations) > 0.65  # none squeezed to a sliver


def _finished_window(qtbot, tmp_path) -> tuple[GameWindow, GameState]:  # noqa: ANN001
    """A window with a finished 2-player full game (a person and a computer) opened from a
    file, and the game's last state."""
    from agricola_qt.app.commands.selfplay import play_game
    from agricola_qt.records import Seat, new_record, record_text

    final, moves = play_game(2, "full", ("E",), ["heuristic"], 4)
    assert final.is_over
    record = new_record(final.setup, moves, seats=[Seat("red"), Seat("blue", "bot", "easy")])
    path = tmp_path / "finished.agr"
    path.write_text(record_text(record), encoding="utf-8")
    w = table_window(qtbot, setup(2, family=False, seed=1))
    assert w.load(path)
    QApplication.processEvents()
    assert w.scene.state.is_over
    return w, final


def test_a_finished_game_opened_from_a_file_shows_its_players_hands(qtbot, tmp_path) -> None:  # noqa: ANN001
    """Opened after its end, a game showed its one person's unplayed cards as "hidden
    cards": nobody's private view was open.  Once a game is over every hand is face up,
    a computer's too (a review of the game showed "12 hidden cards" for each computer)."""
    w, final = _finished_window(qtbot, tmp_path)
    mine = _hand_items(w, 0)
    assert mine and len(mine) == len(final.players[0].occupations) + len(
        final.players[0].minors)
    theirs = _hand_items(w, 1)
    assert len(theirs) == len(final.players[1].occupations) + len(final.players[1].minors)
    # faded: with only the tray's dashed edge between them, a tester took the unplayed
    # cards for played ones
    played = [i for i in w.scene.cards.items if not i.in_hand]
    assert played and all(i.opacity() == 1.0 for i in played)
    assert all(i.opacity() < 0.7 for i in mine + theirs)


def _ink_columns(card_id: str, shown: float) -> list[int]:
    """Columns of a small face (below its coloured band) where anything but the plain face
    colour is drawn."""
    from PySide6.QtGui import QColor

    from agricola_qt.ui.card_face import KIND_COLOURS, SMALL_H, SMALL_W, card_kind, face_pixmap

    image = face_pixmap(card_id, SMALL_W - 1, SMALL_H - 1, 2.0, shown).toImage()
    plain = QColor(KIND_COLOURS[card_kind(card_id)][0])
    top = int(image.height() * 0.2)
    inked = []
    for x in range(6, image.width() - 6):  # not the rounded border
        if any(image.pixelColor(x, y).rgb() != plain.rgb()
               for y in range(top, image.height() - 6)):
            inked.append(x)
    return inked


def test_a_fanned_card_keeps_its_name_and_points_to_the_part_left_uncovered(
        qtbot, monkeypatch) -> None:  # noqa: ANN001
    """In a crowded hand the next card covers a card's right side: "Ploughman" read
    "Ploughmar" and the points disc showed half.  The face keeps to the strip left showing,
    and the last card of the row, uncovered, uses its whole width.  (Boards as narrow as their
    farmyards: a 2-player board's wider rows hold the seven cards of a kind side by side.)"""
    from agricola_qt.ui.card_layer import CardLayer

    monkeypatch.setattr(layout, "board_side", lambda players, family=False: 0.0)
    # (the fan itself: where it cuts a name the hand is laid as tiles, test_ui_hand_tiles)
    monkeypatch.setattr(CardLayer, "_hand_as_tiles", lambda *_args: False)
    w = _window(qtbot)
    me = w.controller.state.actor
    rows: dict[float, list[CardItem]] = {}
    for item in _hand_items(w, me):
        rows.setdefault(round(item.home.y()), []).append(item)
    for row in rows.values():
        row.sort(key=lambda i: i.home.x())
        for item, after in itertools.pairwise(row):
            covered = (after.home.x() - item.home.x()) / item.sceneBoundingRect().width()
            assert covered < 1.0  # a crowded row: the next card overlaps this one
            assert item.shown <= covered + 0.01
        assert row[-1].shown == 1.0
    from agricola_qt.ui.card_face import SMALL_W

    for card_id in ("ploughman", "copse"):  # a long name; a card worth a point
        width = round((SMALL_W - 1) * 2.0)
        strip = round(width * 0.7)
        assert max(_ink_columns(card_id, 0.7)) < strip
        assert max(_ink_columns(card_id, 1.0)) >= strip  # the whole width when uncovered


def test_a_narrow_strip_of_a_fanned_card_shows_its_name_along_it(qtbot, monkeypatch) -> None:  # noqa: ANN001
    """A 5-player full game in a 1280×720 window: the hand's fanned cards showed no name at
    all, their strips too narrow for even four letters across.  The name now runs along the
    strip (Chinese upright, one character under the other), as much of it as fits."""
    from agricola_qt.ui import card_face
    from agricola_qt.ui.card_face import SMALL_H, SMALL_W, face_pixmap

    written: list[tuple[float, float, str]] = []
    side_name = card_face._paint_side_name

    def spy(p, strip, name):  # noqa: ANN001, ANN202
        drawn = side_name(p, strip, name)
        written.append((strip.width(), strip.height(), name if drawn else ""))
        return drawn

    monkeypatch.setattr(card_face, "_paint_side_name", spy)
    face_pixmap("ploughman", SMALL_W - 1, SMALL_H - 1, 1.53, 0.3)
    assert [name for *_, name in written] == ["Ploughman"]
    width, height, _ = written[0]
    assert width < height  # a strip up the card's side
    face_pixmap("ploughman", SMALL_W - 1, SMALL_H - 1, 1.53, 1.0)  # uncovered: across
    assert len(written) == 1


def test_a_fanned_strip_writes_a_name_along_it_when_more_of_it_shows(qtbot, monkeypatch) -> None:  # noqa: ANN001
    """A 5-player board's played cards fan out once there are six or more: "Fireplace" read
    "Fire-pl…" across its strip, which is long enough for the whole name up its side.  (A
    strip that shows as much across, "Fire-/place", keeps it across, with cost and points.)"""
    from agricola_qt.ui import card_face
    from agricola_qt.ui.card_face import SMALL_H, SMALL_W, face_pixmap

    written: list[str] = []
    side_name = card_face._paint_side_name

    def spy(p, strip, name):  # noqa: ANN001, ANN202
        drawn = side_name(p, strip, name)
        written.append(name if drawn else "")
        return drawn

    monkeypatch.setattr(card_face, "_paint_side_name", spy)
    face_pixmap("fireplace-2", SMALL_W - 1, SMALL_H - 1, 1.6, 0.4)
    assert written == ["Fireplace"]
    face_pixmap("fireplace-2", SMALL_W - 1, SMALL_H - 1, 1.6, 1.0)  # uncovered: across
    assert written == ["Fireplace"]


def test_a_card_shown_large_names_its_kind_in_full(qtbot) -> None:  # noqa: ANN001
    """The card shown over the table read "Minor improve…" in its coloured band: the kind's
    name had a fixed share of the band although the card's number needs only its end."""
    from PySide6.QtGui import QImage, QPainter

    from agricola_qt.ui.card_face import LARGE_H, LARGE_W, paint_face

    written: list[str] = []

    class Spy(QPainter):
        def drawText(self, *args) -> None:  # noqa: ANN002, N802
            written.append(str(args[-1]))
            super().drawText(*args)

    image = QImage(int(LARGE_W), int(LARGE_H), QImage.Format.Format_ARGB32)
    for card_id in ("stone-tongs", "dock-worker"):
        written.clear()
        p = Spy(image)
        paint_face(p, QRectF(0, 0, LARGE_W, LARGE_H), card_id, "large")
        p.end()
        label = "Minor improvement" if card_id == "stone-tongs" else "Occupation"
        assert f" {label}" in written, written


def test_a_minor_that_cannot_be_played_says_its_own_need(qapp) -> None:  # noqa: ANN001
    """Clay Roof (needs 1 occupation) said "No free action space lets you play a minor
    improvement now" while Starting Player was free: a space opens no card when nothing can be
    played there, so the card's own need is the reason, and a card paid by giving one back
    names the cards it takes."""
    import warnings

    from agricola_qt.engine import new_game, new_setup
    from agricola_qt.ui.card_layer import playability
    from agricola_qt.ui.text import card_name

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        state = new_game(new_setup(4, family=False, decks=("E", "I", "K"), seed=1))
    me = state.actor
    p = state.players[me]
    hand = ("turnip-field", "bakers-oven")
    state = state.with_player(me, evolve(p, minors=hand))
    why = {c: playability(state, me)[c].why for c in hand}
    assert why["turnip-field"] == "Turnip Field needs 3 occupations (you have 0)"
    assert why["bakers-oven"].startswith(f"{card_name('bakers-oven')} is paid by giving back")
    assert card_name("clay-oven") in why["bakers-oven"]
    # each name once (the majors and the K deck's Cooking Hearth share a name)
    state = state.with_player(me, evolve(p, minors=("cooking-corner",)))
    assert playability(state, me)["cooking-corner"].why == (
        "Cooking Corner is paid by giving back Cooking Hearth: you have none of them.")
    # each printed cost ("Reed Exchange costs 2 wood" when 2 clay would do: a tester)
    from agricola_qt.engine.goods import Goods

    poor = evolve(p, minors=("reed-exchange",), goods=Goods(food=p.goods.food))
    state = state.with_player(me, poor)
    assert playability(state, me)["reed-exchange"].why == "Reed Exchange costs 2 wood or 2 clay"


def test_a_small_card_keeps_its_cost_s_count_where_it_fits(qapp, monkeypatch) -> None:  # noqa: ANN001
    """A 4-player hand at 1600x950 showed the Manger's wood icon without its "2": the count's
    own size was under the readable minimum, although the smallest readable size fits beside
    the icon."""
    from PySide6.QtGui import QPainter

    from agricola_qt.ui import card_face
    from agricola_qt.ui.card_face import SMALL_H, SMALL_W, face_pixmap

    seen: list[str] = []
    original = QPainter.drawText

    def spy(painter, *args):  # noqa: ANN001, ANN002, ANN202
        seen.extend(a for a in args if isinstance(a, str))
        return original(painter, *args)

    monkeypatch.setattr(QPainter, "drawText", spy)
    card_face._FACES.clear()
    face_pixmap("manger", SMALL_W - 1, SMALL_H - 1, 1.3, 1.0)  # the strip's size there
    assert "Manger" in seen and "2" in seen
    seen.clear()
    # smaller, the icon grows to the count's size (a 5-player hand at 1366x768 showed a wood
    # icon with no "1" and "free" nowhere); much smaller, the icon alone
    face_pixmap("manger", SMALL_W - 1, SMALL_H - 1, 0.8, 1.0)
    assert "2" in seen
    seen.clear()
    face_pixmap("fertilizer", SMALL_W - 1, SMALL_H - 1, 0.8, 1.0)
    assert "free" in seen
    seen.clear()
    face_pixmap("manger", SMALL_W - 1, SMALL_H - 1, 0.6, 1.0)
    assert "2" not in seen


def test_a_hand_card_s_note_follows_a_language_change(language, qtbot) -> None:  # noqa: ANN001
    """After View ▸ Language ▸ English the notes of unplayable cards stayed Chinese
    ("职业牌：打出它需要3 份食物") until a restart."""
    import re

    language("zh_CN")
    w = _window(qtbot)
    sit_down(w)
    me = w.controller.state.actor
    items = _hand_items(w, me)
    w.scene.cards.update_marks()
    noted = [i for i in items if i.note]
    assert noted and all(re.search(r"[\u4e00-\u9fff]", i.note) for i in noted)
    w.set_language("en")
    w.scene.cards.preview(noted[0])
    assert noted[0].note and not re.search(r"[\u4e00-\u9fff]", noted[0].note), noted[0].note


def test_a_name_up_the_side_leaves_the_points_disc(qtbot, monkeypatch) -> None:  # noqa: ANN001
    """A played Fireplace fanned in a row showed "Fireplace" up its side and no points disc
    (in Chinese, written across, it had its ①)."""
    from agricola_qt.ui import card_face
    from agricola_qt.ui.card_face import SMALL_H, SMALL_W, face_pixmap

    strips, discs = [], []
    side_name, points = card_face._paint_side_name, card_face._paint_points
    monkeypatch.setattr(card_face, "_paint_side_name",
                        lambda p, strip, name: strips.append(strip) or side_name(p, strip, name))
    monkeypatch.setattr(card_face, "_paint_points",
                        lambda p, rect, seen, pad, corner, n: discs.append(n)
                        or points(p, rect, seen, pad, corner, n))
    face_pixmap("clay-oven", SMALL_W - 1, SMALL_H - 1, 1.6, 0.4)
    assert strips and discs == [2]
    assert strips[0].bottom() < SMALL_H - 1 - SMALL_W * 0.2  # the name ends above the disc


def test_played_cards_and_the_hand_keep_to_blocks_of_their_own() -> None:
    """11 played cards, 1 occupation and 2 minors in hand: the played cards fill the left of
    both rows, the hand the right, a kind to a row.  (Balanced card by card, the rows mixed
    played and unplayed cards and split a kind over two rows: two play-testers could not
    tell which of their cards were played.)"""
    from agricola_qt.ui.card_layer import _blocks

    played = [_Card("axe")] * 2 + [_Card("master-baker")] * 9  # too few minors to be a row
    occupations, minors = [_Card("seed-seller")], [_Card("axe"), _Card("ladder")]
    upper, lower = _blocks(played, occupations, minors)  # type: ignore[arg-type]
    assert upper == (played[:6], occupations)
    assert lower == (played[6:], minors)


class _Card:
    def __init__(self, card_id: str) -> None:
        self.card_id = card_id


def test_played_cards_keep_to_kinds_where_that_costs_at_most_a_column() -> None:
    """A tester saw a played minor in the row of played occupations."""
    from agricola_qt.ui.card_layer import _blocks

    occupations = [_Card(c) for c in ("seed-seller", "master-baker")]
    minors = [_Card(c) for c in ("axe", "ladder", "well")]  # the Well: a major, played
    played = [minors[0], occupations[0], minors[1], minors[2], occupations[1]]
    upper, lower = _blocks(played, [], [])  # type: ignore[arg-type]
    assert upper[0] == occupations and lower[0] == minors


def test_a_lone_kind_in_hand_runs_over_both_rows() -> None:
    from agricola_qt.ui.card_layer import _blocks

    played = [_Card("axe"), _Card("ladder")]
    hand = [_Card(c) for c in ("clay-roof", "milking-shed", "bean-field")]
    upper, lower = _blocks(played, [], hand)  # type: ignore[arg-type]
    assert upper == ([played[0]], hand[:2]) and lower == ([played[1]], hand[2:])


def test_places_on_cards_name_their_card(qtbot) -> None:  # noqa: ANN001
    """"On cards" beside two boxes saying "card" read as buttons that did nothing: the
    boxes say whether an animal stands there and the card giving them is named."""
    import warnings

    from attrs import evolve

    from agricola_qt.engine import new_game, new_setup
    from agricola_qt.engine.setup import DeckShortWarning
    from agricola_qt.ui.scene import TableScene

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeckShortWarning)
        state = new_game(new_setup(2, family=False, decks=("E", "I", "K"), seed=5))
    p = state.players[0]
    state = state.with_player(0, evolve(p, cards=(*p.cards, "animal-yard"),
                                        goods=p.goods.add("sheep", 1)))
    scene = TableScene(state)
    strip = scene.animals.strips[0]
    assert strip.givers() == ["animal-yard"]
    keys = sorted(strip.card_rects())
    assert keys and all(k.startswith("card:") for k in keys)
    texts = [scene.animals.describe_card_place(0, k) for k in keys]
    assert all(t.startswith("Animal Yard: room for 1 animal — ") for t in texts)
    assert any(t.endswith("no animal") for t in texts)
    assert scene.animals.strips[1].givers() == []


def test_a_fanned_cards_use_button_leaves_its_name_in_sight(qtbot) -> None:  # noqa: ANN001
    """On a crowded row a played card's name runs up its strip from the foot; the "use"
    button sat over the foot and hid the first letters ("…cer" for the Grocer)."""
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from agricola_qt.ui.card_face import PLAYABLE_EDGE

    w = _window(qtbot)
    item = CardItem(w.scene, 0, "grocer", in_hand=False)
    item.usable, item.shown = True, 0.3
    rect = item.boundingRect()
    image = QImage(int(rect.width() * 4), int(rect.height() * 4), QImage.Format.Format_ARGB32)
    image.fill(0)
    p = QPainter(image)
    p.scale(4, 4)
    item.paint(p, QStyleOptionGraphicsItem())
    p.end()

    def green_rows() -> list[int]:
        return [y for y in range(image.height()) if any(
            QColor(image.pixel(x, y)) == PLAYABLE_EDGE for x in range(image.width() // 4))]

    rows = green_rows()
    assert rows and max(rows) < image.height() * 0.2  # at the head, not at the foot


def test_a_face_is_copied_pixel_for_pixel_at_any_zoom(qtbot) -> None:  # noqa: ANN001
    """Drawn scaled by a hair, a face lost whole columns of pixels and with them thin letters
    ("Cay Plasterer", "Hcrse" at 1900x1000): it is copied onto the device pixels as drawn."""
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from agricola_qt.ui.card_face import face_image

    w = _window(qtbot)
    item = CardItem(w.scene, 0, "clay-plasterer", in_hand=False)
    rect = item.boundingRect().adjusted(0.5, 0.5, -0.5, -0.5)
    for scale, dx in ((1.29, 10.3), (1.17, 3.55), (2.03, 0.8)):
        image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        p = QPainter(image)
        p.translate(dx, 7.6)
        p.scale(scale, scale)
        item.paint(p, QStyleOptionGraphicsItem())
        p.end()
        x0, y0 = round(rect.x() * scale + dx), round(rect.y() * scale + 7.6)
        width = round((rect.x() + rect.width()) * scale + dx) - x0
        height = round((rect.y() + rect.height()) * scale + 7.6) - y0
        face = face_image("clay-plasterer", rect.width(), rect.height(), (width, height))
        assert image.copy(x0, y0, width, height) == face.convertToFormat(image.format())


def test_a_right_click_on_a_hand_card_reads_it_and_plays_nothing(qtbot) -> None:  # noqa: ANN001
    """A tester right-clicked a card only to read it, while the panel asked for an
    occupation: it was played at once."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    w = _window(qtbot)
    me = w.controller.state.actor
    assert w.controller.play("place occupation")
    QApplication.processEvents()
    card = next(i for i in _hand_items(w, me) if card_verb(i.card_id) == "occupation")
    at = w.view.mapFromScene(_centre(card))
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.RightButton,
                     Qt.KeyboardModifier.NoModifier, at)
    QApplication.processEvents()
    assert card.card_id not in w.controller.state.players[me].cards
    assert w.scene.cards.preview_item.card_id == card.card_id
    click(w.view, _centre(card))  # the left button still plays it (chosen, then played)
    click(w.view, _centre(card))
    QApplication.processEvents()
    assert card.card_id in w.controller.state.players[me].cards


def test_a_two_player_boards_played_cards_lie_side_by_side(qtbot) -> None:  # noqa: ANN001
    """A 2-player board's nine played cards lay in strips with their names sideways while a
    third of the row of boards stood empty (two play-testers): the card rows of a 2- or
    3-player board reach beyond the farmyard's width, the farmyard staying as it was."""
    from agricola_qt.engine import new_game, new_setup
    from agricola_qt.engine.cards.catalog_data import by_deck
    from agricola_qt.ui.farm_item import GRID_X
    from agricola_qt.ui.scene import TableScene

    state = new_game(new_setup(2, family=False, seed=5))
    other = 1 - state.actor
    minors = [c.id for c in by_deck("E") if c.kind == "minor"][:9]
    state = state.with_player(other, evolve(state.players[other], cards=tuple(minors)))
    scene = TableScene(state)
    farm = scene.farm_items[other]
    assert farm.boundingRect().width() > layout.FARM_W + 150
    assert farm.cell_at(QPointF(GRID_X + 1, 40)) == 0  # the farmyard where it was
    played = sorted((i for i in scene.cards.items if i.player == other and not i.in_hand),
                    key=lambda i: i.home.x())
    assert len(played) == 9 and len({round(i.home.y()) for i in played}) == 1
    for item, after in itertools.pairwise(played):
        assert after.home.x() - item.home.x() >= item.sceneBoundingRect().width()
        assert item.shown == 1.0
    board = farm.sceneBoundingRect()
    assert all(board.contains(i.sceneBoundingRect()) for i in played)
    four = TableScene(new_game(new_setup(4, family=False, seed=5)))
    assert four.farm_items[0].boundingRect().width() == layout.FARM_W  # bound by the width


def test_an_occupation_out_of_reach_names_the_cheapest_space_s_price(qapp) -> None:  # noqa: ANN001
    """With two occupations and no food, a tester's note said "playing it costs 2 food" (the
    4-player space's third price) while the 1 Occupation space asked 1 food."""
    import warnings

    from agricola_qt.engine import new_game, new_setup
    from agricola_qt.engine.goods import Goods
    from agricola_qt.ui.card_layer import playability

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        state = new_game(new_setup(4, family=False, decks=("E", "I", "K"), seed=1))
    me = state.actor
    p = state.players[me]
    state = state.with_player(me, evolve(p, occupations=("tanner",), goods=Goods(grain=2),
                                         cards=(*p.cards, "woodcutter", "stonecutter")))
    assert playability(state, me)["tanner"].why == "Occupation: playing it costs 1 food"


def test_a_card_playable_on_two_spaces_names_each_in_its_own_quotes(qapp) -> None:  # noqa: ANN001
    """"Drag it onto 1 Occupation, 1 Occupation or Family Growth" read as one space's name
    (a zh_TW tester: 「1張職業卡、1張職業卡 或 增加家庭成員」)."""
    import warnings

    from agricola_qt.engine import new_game, new_setup
    from agricola_qt.engine.goods import Goods
    from agricola_qt.ui.card_layer import playability
    from agricola_qt.ui.scene import TableScene

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        state = new_game(new_setup(4, family=False, decks=("E", "I", "K"), seed=1))
    me = state.actor
    p = state.players[me]
    state = state.with_player(me, evolve(p, occupations=("tanner",), goods=Goods(food=3)))
    scene = TableScene(state)
    try:
        scene.cards.playable = playability(state, me)  # (the open hand's, worked out later)
        note = scene.cards.note_for("tanner")
        assert note.startswith("Drag it onto “") and "” or “" in note, note
        assert note.count("“") == note.count("”") == 2
    finally:
        scene.clear()


def test_a_narrow_cards_cost_keeps_above_its_foot_and_points(qtbot, monkeypatch) -> None:  # noqa: ANN001
    """A fanned Water Mill (4 goods) wrapped its cost a line past the card's foot, its
    points disc over the reed and the stone cut off (a tester's 3-player hand at 1280x720):
    the icons get smaller instead."""
    from PySide6.QtCore import QRectF

    from agricola_qt.ui import card_face
    from agricola_qt.ui.card_face import SMALL_H, SMALL_W, face_pixmap

    icons: list[QRectF] = []
    drawn = card_face.good_icon
    monkeypatch.setattr(card_face, "good_icon",
                        lambda p, good, rect: icons.append(QRectF(rect)) or drawn(p, good, rect))
    for shown in (1.0, 0.7, 0.6):  # (narrower, the name runs up the side, no cost)
        icons.clear()
        face_pixmap("water-mill", SMALL_W - 1, SMALL_H - 1, 1.6, shown)
        assert len(icons) == 4, shown
        corner = SMALL_W * 0.2  # the points disc's room at the foot
        assert all(r.bottom() <= SMALL_H - 1 - corner for r in icons), (shown, icons)


def test_a_played_cards_name_takes_its_paid_costs_room(qtbot, monkeypatch) -> None:  # noqa: ANN001
    """A 5-player board's six played cards at 1366x768 read "Cla…", "Spi…": the name had
    one line above the cost.  A played card's cost is paid (the large face shows it), so a
    name cut there takes the cost's room; a hand card keeps its cost in sight."""
    from agricola_qt.ui import card_face, drawing
    from agricola_qt.ui.card_face import SMALL_H, SMALL_W, face_pixmap

    whole: list[bool] = []
    fit_text = card_face.fit_text

    def spy(p, rect, text, points, bold=False, **kw):  # noqa: ANN001, ANN202
        whole.append(drawing.letters_fitted(p, rect, text, points, bold)
                     == drawing.letters(text))
        return fit_text(p, rect, text, points, bold, **kw)

    monkeypatch.setattr(card_face, "fit_text", spy)
    for card_id in ("clay-path", "spindle"):
        whole.clear()
        face_pixmap(card_id, SMALL_W - 1, SMALL_H - 1, 0.68, 1.0, played=False)
        assert whole == [False]  # in hand: cut above its cost
        whole.clear()
        face_pixmap(card_id, SMALL_W - 1, SMALL_H - 1, 0.68, 1.0, played=True)
        assert whole == [True]


def _written(draw: Callable[[QPainter], None], size: int = 200) -> list[str]:
    """The texts ``draw`` writes with a painter on an image."""
    from PySide6.QtGui import QImage

    written: list[str] = []

    class Spy(QPainter):
        def drawText(self, *args) -> None:  # noqa: ANN002, N802
            written.append(str(args[-1]))
            super().drawText(*args)

    image = QImage(size, size, QImage.Format.Format_ARGB32)
    p = Spy(image)
    draw(p)
    p.end()
    return written


def test_a_small_hand_card_says_which_card_it_gives_back(qapp) -> None:  # noqa: ANN001
    """A 5-player hand at 1280x720 showed the Baker's Kitchen as "2 stone" alone: the oven
    to give back was too small to draw and left out; it is drawn at the readable size."""
    from agricola_qt.ui.card_face import paint_face

    for card_id in ("bakers-kitchen", "bakers-oven"):
        written = _written(lambda p, c=card_id: paint_face(p, QRectF(0, 0, 40, 58), c, "small"))
        assert any(text.startswith(("↺ Cl", "↺ oven")) for text in written), (card_id, written)


def test_a_give_back_too_long_for_its_card_is_left_out_not_cut_to_an_arrow(qapp, language) -> None:  # noqa: ANN001, E501
    """A 4-player board's played Cooking Hearth read "↺ …" (in Chinese): the arrow alone says
    nothing (the tooltip names the card given back); with room it is written as before."""
    from agricola_qt.ui.card_face import SMALL_H, SMALL_W, paint_face

    language("zh_CN")
    for scale, shown in ((0.6, False), (1.0, True)):
        def draw(p: QPainter, scale: float = scale) -> None:
            p.scale(scale, scale)
            paint_face(p, QRectF(0, 0, SMALL_W, SMALL_H), "cooking-hearth-4", "small",
                       played=True)

        backs = [text for text in _written(draw) if text.startswith("↺")]
        assert backs == (["↺ 火炉"] if shown else []), scale


def test_the_large_card_s_note_is_readable_and_whole(qapp) -> None:  # noqa: ANN001
    """The note under the large card was fitted to three lines, some 7 pixels tall on a
    laptop (a tester): at a readable size it takes the lines it needs."""
    from agricola_qt.ui.card_face import CardPreview
    from agricola_qt.ui.drawing import MIN_TEXT_PX, text_px

    note = ("Drag it onto “1 Occupation” or “1 Occupation (1/2 food)”, or click it and then "
            "the space, to play it.")
    preview = CardPreview()
    preview.show_card("chamberlain", note)
    sizes: list[float] = []

    def draw(p: QPainter) -> None:
        p.scale(0.6, 0.6)  # a laptop's table
        preview.paint(p, None)  # type: ignore[arg-type]
        sizes.append(text_px(p, p.font().pointSizeF()))

    written = _written(draw, 400)
    assert "…" not in "".join(written[-4:]), written
    assert sizes and sizes[-1] >= MIN_TEXT_PX * 0.99
    assert "to play it." in "".join(written), written


def test_a_board_s_played_cards_lie_occupations_first(qtbot) -> None:  # noqa: ANN001
    """Laid as played, occupations and improvements were mixed in one row and hard to scan
    (a tester): the occupations come first, then the improvements, each in play order."""
    from agricola_qt.ui.card_layer import card_verb
    from tests.cards.helpers import full_game, with_cards

    state = with_cards(full_game(2), 1, "manger", "woodcutter", "canoe", "berry-picker",
                       "fireplace-2", "reed-collector", "millstone")
    w = GameWindow(state.setup, seats=[None, "random"], bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.start(state.setup, seats=[None, "random"], states=[state])
    w.resize(1366, 768)
    w.show()
    QApplication.processEvents()
    played = [i for i in w.scene.cards.items if i.player == 1 and not i.in_hand]
    laid = sorted(played, key=lambda i: (round(i.pos().y()), i.pos().x()))
    assert [i.card_id for i in laid] == ["woodcutter", "berry-picker", "reed-collector",
                                         "manger", "canoe", "fireplace-2", "millstone"]
    assert card_verb(laid[0].card_id) == "occupation"


def test_an_occupation_space_closed_for_want_of_food_says_so(qtbot) -> None:  # noqa: ANN001
    """A solo tester's kept occupation made their first Lesson cost 1 food: with none, the
    space said only "you cannot play any occupation here" and the card "no free action
    space lets you play an occupation", the space being free."""
    from agricola_qt.ui.card_layer import playability
    from tests.cards.helpers import full_game, set_goods, with_cards, with_hand

    state = with_hand(with_cards(set_goods(full_game(2), 0, food=0), 0, "woodcutter"), 0,
                      occupations=("potter",))
    assert playability(state, 0)["potter"].why == "Occupation: playing it costs 1 food"
    w = GameWindow(state.setup, seats=[None, "random"], bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.start(state.setup, seats=[None, "random"], states=[state])
    refused: list[str] = []
    w.controller.refused.connect(refused.append)
    assert not w.controller.play("place occupation")
    assert refused == ["You cannot play any occupation here: playing it costs 1 food"]


def test_a_click_on_a_card_after_the_game_says_no_computer_is_thinking(
        qtbot, tmp_path) -> None:  # noqa: ANN001
    """At the end a click on a played card (to read it) put "Wait: a computer player is
    thinking." in the panel and the status bar (a tester); no one thinks any more."""
    w, _ = _finished_window(qtbot, tmp_path)
    w.statusBar().clearMessage()
    played = next(i for i in w.scene.cards.items if not i.in_hand and i.isVisible())
    click(w.view, played.sceneBoundingRect().center())
    QApplication.processEvents()
    assert "thinking" not in w.statusBar().currentMessage()
    assert w.statusBar().currentMessage() == ""


def test_escape_closes_a_card_read_with_a_right_click(qtbot) -> None:  # noqa: ANN001
    """The large face read with a right click stayed after Escape, over the round cards,
    until the pointer moved (a newcomer)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    w = _window(qtbot)
    card = _hand_items(w, w.controller.state.actor)[0]
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.RightButton,
                     Qt.KeyboardModifier.NoModifier, w.view.mapFromScene(_centre(card)))
    QApplication.processEvents()
    preview = w.scene.cards.preview_item
    assert preview.isVisible() and preview.card_id == card.card_id
    QTest.keyClick(w.view, Qt.Key.Key_Escape)
    QApplication.processEvents()
    assert not preview.isVisible()


def test_a_two_player_opponent_s_played_cards_lie_large_in_one_row(qtbot) -> None:  # noqa: ANN001
    """A 2-player opponent's played cards were as small as a hand's, names about 9 pixels
    at 150 % scaling (a tester), over a board with room to spare: without an open hand
    there, they lie in one row of larger cards, side by side, the hidden hand a line under
    them; a board with nothing played keeps its backs in the lower row."""
    from agricola_qt.engine import new_game, new_setup
    from agricola_qt.engine.cards.catalog_data import by_deck
    from agricola_qt.ui.scene import TableScene

    state = new_game(new_setup(2, family=False, seed=5))
    other = 1 - state.actor
    assert state.players[other].occupations  # a hidden hand
    minors = [c.id for c in by_deck("E") if c.kind == "minor"][:6]
    for count, size in ((3, layout.PLAYED_SCALE), (6, None)):
        placed = state.with_player(other, evolve(state.players[other],
                                                 cards=tuple(minors[:count])))
        scene = TableScene(placed)
        farm = scene.farm_items[other]
        played = sorted((i for i in scene.cards.items if i.player == other and not i.in_hand),
                        key=lambda i: i.home.x())
        assert len(played) == count and len({round(i.home.y()) for i in played}) == 1
        shown = scene.cards.played_sizes[other]
        assert shown > 1.2 if size is None else shown == size
        assert all(i.scale() == farm.scale() * shown for i in played)
        for item, after in itertools.pairwise(played):
            assert after.home.x() - item.home.x() >= item.sceneBoundingRect().width()
        assert farm.card_area_signature()[6] == shown  # the backs' line is drawn under them
    scene = TableScene(state)
    assert state.players[other].cards == () and other not in scene.cards.played_sizes


def test_played_cards_as_tiles_keep_left_of_the_places_on_cards(qtbot) -> None:  # noqa: ANN001
    """Tiles of played cards ran over the animals' places on cards and the name of the card
    giving them ("Mushroom Collector" over "Forest Pasture", 1366x768)."""
    from agricola_qt.engine import new_game, new_setup
    from agricola_qt.ui.animal_items import LABEL_W
    from agricola_qt.ui.scene import TableScene

    state = new_game(new_setup(3, family=False, seed=5))
    cards = ("street-musician", "pig-breeder", "mushroom-collector", "forest-pasture")
    state = state.with_player(1, evolve(state.players[1], cards=cards))
    scene = TableScene(state)
    places = scene.animals.strips[1].card_rects()
    assert places
    area = scene.cards._tile_area(1)
    assert area.right() <= min(r.left() for r in places.values()) - LABEL_W + 0.01


def test_a_large_occupation_face_shows_its_player_count_mark(qapp) -> None:  # noqa: ANN001, ARG001
    """The printed cards' "1+", "3+", "4+": a tester proofreading the cards missed them."""
    from PySide6.QtGui import QImage
    from ui_helpers import painted

    from agricola_qt.ui.card_face import paint_face

    def drawn(card_id: str, detail: str) -> list[str]:
        texts: list[str] = []
        image = QImage(400, 560, QImage.Format.Format_ARGB32)
        p = QPainter(image)
        with painted("drawText", lambda _p, args: texts.append(str(args[-1]))):
            paint_face(p, QRectF(0, 0, 400, 560), card_id, detail)  # type: ignore[arg-type]
        p.end()
        return texts

    assert "4+ · E160" in drawn("farmer", "large")
    assert "E160" in drawn("farmer", "small")  # a small face keeps its number alone


def test_a_card_taking_any_oven_back_says_an_oven(qapp) -> None:  # noqa: ANN001, ARG001
    """The Bakehouse's "↺ Clay Oven / Stone Oven / Wood-fired Oven /…" was cut (a tester)."""
    from agricola_qt.ui.card_face import cost_parts

    assert cost_parts("bakehouse")[1] == cost_parts("bakers-kitchen")[1] == "oven"
    assert cost_parts("cooking-hearth")[1] == "Fireplace / Simple Fireplace"


def test_another_players_card_asking_is_named_as_theirs_and_a_cell_click_waits(
        qtbot) -> None:  # noqa: ANN001
    """Ana's Harrow offered a tester its second field as they went to plough: the panel said
    "your card Harrow", and a click on a cell read "Plough: you are not doing ploughing
    now"."""
    from agricola_qt.ui.text import frame_hint
    from tests.cards.helpers import full_game, play, with_cards

    state = play(with_cards(full_game(2), 1, "harrow"), "place plow")
    assert state.frame is not None and state.frame.kind == "card" and state.actor == 0
    hint = frame_hint(state)
    assert "your card" not in hint and "'s card Harrow offers you" in hint
    w = GameWindow(state.setup, seats=[None, "random"], bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.start(state.setup, seats=[None, "random"], states=[state])
    w.resize(1600, 950)
    w.show()
    QApplication.processEvents()
    refused: list[str] = []
    w.controller.refused.connect(refused.append)
    click(w.view, w.scene.farm_cell_center(0, "c1"))
    assert refused == ["First answer the question in the panel, then click c1 again."]
    assert w.controller.state is state or w.controller.state == state
