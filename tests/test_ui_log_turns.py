"""Computer turns you can follow: "wait for a click" steps through them one move at a time,
their moves flash on the table, and phase banners come and go without blocking anything."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from ui_helpers import click, random_states, setup

from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import Move, apply, legal_moves, new_game
from agricola_qt.engine.farmyard import Farmyard
from agricola_qt.engine.grid import parse_cell
from agricola_qt.engine.values import replace as evolve
from agricola_qt.ui import bot_speed, i18n
from agricola_qt.ui.flash import Flash, changed_cells, flash_move, flash_rects
from agricola_qt.ui.log_text import move_lines

pytestmark = pytest.mark.usefixtures("own_settings")


@pytest.fixture
def own_settings(qapp, tmp_path, monkeypatch) -> Iterator[None]:  # noqa: ANN001
    monkeypatch.setattr(i18n, "settings",
                        lambda: QSettings(str(tmp_path / "settings.ini"),
                                          QSettings.Format.IniFormat))
    yield


def _window(qtbot, s, seats=None, delay: int | None = None) -> GameWindow:  # noqa: ANN001
    w = GameWindow(s, seats=seats, bot_delay_ms=delay, ask_to_save=False)
    qtbot.addWidget(w)
    w.confirm_action.setChecked(False)
    w.resize(1600, 950)
    w.show()
    w.view.fit()
    return w


def _stepping(w: GameWindow, delay: int | None = None) -> None:
    """Speed "wait for a click"; ``delay`` None: the computer answers at once when let."""
    w.set_bot_speed(bot_speed.STEP)
    w.controller.bot_delay_ms = delay


def _human_first(qtbot, delay: int | None = None) -> GameWindow:  # noqa: ANN001
    s = setup(2, seed=1)
    human = new_game(s).actor
    seats = [None, None]
    seats[1 - human] = "random"
    return _window(qtbot, s, seats, delay)


def test_wait_for_a_click_plays_one_computer_move_per_click(qtbot) -> None:  # noqa: ANN001
    w = _human_first(qtbot)
    _stepping(w)
    assert bot_speed.load() == bot_speed.STEP and w.controller.step_through
    c = w.controller
    assert c.play("place wood")
    bot = c.state.actor
    assert bot in c.bots
    made = len(c.moves)
    assert c.waiting_bot == bot  # nothing moved: it waits for the click
    assert w.step_bar.isVisible() and w.step_bar.button.isVisible()
    assert "Jonas" in w.step_bar.label.text() or "Mei" in w.step_bar.label.text()
    QTest.mouseClick(w.step_bar.button, Qt.MouseButton.LeftButton)  # Next
    assert len(c.moves) == made + 1
    assert w.game_log.move_line_count() == made + 1
    assert w.game_log.lines[-1].player == bot
    # the person's turn again (the computer's placement was one move): the bar goes
    if c.state.actor in c.humans:
        assert c.waiting_bot == -1 and not w.step_bar.isVisible()


def test_enter_and_a_click_on_the_table_also_step(qtbot) -> None:  # noqa: ANN001
    w = _human_first(qtbot)
    _stepping(w)
    c = w.controller
    steps = 0
    while steps < 2 and not c.state.is_over:
        if c.state.actor in c.humans:
            assert c.play(legal_moves(c.state)[0])
            continue
        made = len(c.moves)
        assert c.waiting_bot == c.state.actor and w.step_bar.isVisible()
        if steps == 0:
            w.raise_()
            w.activateWindow()
            qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=2000)
            QTest.keyClick(w.view, Qt.Key.Key_Return)
        else:
            click(w.view, w.scene.sceneRect().center())
        assert len(c.moves) == made + 1
        steps += 1
    assert steps == 2


def test_leaving_step_through_lets_the_computer_move(qtbot) -> None:  # noqa: ANN001
    w = _human_first(qtbot)
    _stepping(w)
    c = w.controller
    assert c.play("place wood")
    made = len(c.moves)
    assert c.waiting_bot >= 0
    w.set_bot_speed("fast")
    assert c.waiting_bot == -1 and not w.step_bar.isVisible()
    qtbot.waitUntil(lambda: len(c.moves) > made, timeout=5000)  # it moves by itself


def test_undo_while_a_computer_waits_hides_the_bar(qtbot) -> None:  # noqa: ANN001
    w = _human_first(qtbot)
    _stepping(w)
    c = w.controller
    assert c.play("place wood")
    assert c.waiting_bot >= 0
    c.undo()
    assert c.state.actor in c.humans
    assert c.waiting_bot == -1 and not w.step_bar.isVisible()


def test_stepping_in_the_worker_thread_path(qtbot) -> None:  # noqa: ANN001
    w = _human_first(qtbot, delay=0)
    _stepping(w, 0)
    c = w.controller
    assert c.play("place wood")
    made = len(c.moves)
    qtbot.wait(50)
    assert len(c.moves) == made and c.waiting_bot >= 0
    w.step_computer()
    qtbot.waitUntil(lambda: len(c.moves) == made + 1, timeout=5000)
    qtbot.wait(30)
    assert len(c.moves) == made + 1  # one move only


def test_a_computer_move_flashes_its_space_and_changed_cells(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot, setup(2, seed=11))
    state = w.controller.state
    move = Move.parse("place wood")
    after = apply(state, move)
    flashes = flash_move(w.scene, state, after, move, 400)
    assert len(flashes) == 1
    space = w.scene.space_item("wood").sceneBoundingRect()
    assert flashes[0].sceneBoundingRect().contains(space.center())
    assert [i for i in w.scene.items() if isinstance(i, Flash)] == flashes
    assert flash_move(w.scene, state, after, move, 0) == []  # no time: no flash
    qtbot.waitUntil(lambda: not any(isinstance(i, Flash) for i in w.scene.items()),
                    timeout=3000)
    # a room built: the space's flash is not there, the new room's cell is
    built = state.with_player(0, state.players[0])
    farm = Farmyard(rooms=built.players[0].farm.rooms | 1 << parse_cell("b2"))
    roomed = built.with_player(0, evolve(built.players[0], farm=farm))
    rects = flash_rects(w.scene, built, roomed, Move.parse("room b2"))
    assert len(rects) == 1
    assert rects[0].contains(w.scene.farm_cell_center(0, "b2"))


def test_goods_a_card_moves_between_spaces_light_them_up(qtbot) -> None:  # noqa: ANN001
    """A computer's Wood Distributor spread the 3 Wood space's wood over three spaces: only
    the log said why they held wood (a tester).  The spaces whose goods the move changed
    light up; a new round's goods do not."""
    from agricola_qt.engine.cards.registry import card
    from agricola_qt.engine.events import Event
    from tests.cards.helpers import full_game, with_cards

    state = with_cards(full_game(), 0, "wood-distributor")
    index = state.space_index("wood")
    wood = state.spaces[index]
    state = state.with_space(index, evolve(wood, stock=wood.stock.add("wood", 6)))
    state = card("wood-distributor").on_event(state, 0, Event("round_start"))
    move = Move.parse("choose spread")
    after = apply(state, move)
    w = _window(qtbot, setup(2, seed=11))
    rects = flash_rects(w.scene, state, after, move)
    lit = {sid for sid in ("wood", "clay", "reed", "fishing")
           if any(r.contains(w.scene.space_item(sid).sceneBoundingRect().center())
                  for r in rects)}
    assert lit == {"wood", "clay", "reed", "fishing"}
    base, placed = full_game(), Move.parse("place grain")  # a placement: its space alone
    assert len(flash_rects(w.scene, base, apply(base, placed), placed)) == 1


def test_changed_cells_compare_farms_cell_by_cell() -> None:
    farm = Farmyard()
    plowed = Farmyard(fields=1 << parse_cell("c1"))
    assert changed_cells(farm, farm) == []
    assert changed_cells(farm, plowed) == [parse_cell("c1")]
    roomed = Farmyard(rooms=farm.rooms | 1 << parse_cell("a1"))
    assert changed_cells(farm, roomed) == [parse_cell("a1")]
    clay = Farmyard(house="clay")
    assert changed_cells(farm, clay) == [parse_cell("a2"), parse_cell("a3")]


def test_worker_path_flashes_a_computer_placement(qtbot) -> None:  # noqa: ANN001
    w = _human_first(qtbot, delay=0)
    c = w.controller
    seen = []
    c.bot_moved.connect(lambda before, move: seen.append(move))
    assert c.play("place wood")
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    flashes = [i for i in w.scene.items() if isinstance(i, Flash)]
    glide = bot_speed.glide_ms(w.bot_speed)
    assert flashes
    for f in flashes:  # clear until the glide lands, then lit, then gone
        assert f.animation.duration() > glide
        keys = f.animation.keyValues()
        assert keys[0][1] == 0 and keys[-1] == (1.0, 0.0)
        lit = [at for at, value in keys if value == 1.0]
        assert lit and lit[0] * f.animation.duration() >= glide
    qtbot.waitUntil(lambda: not any(isinstance(i, Flash) for i in w.scene.items()),
                    timeout=5000)


def test_banners_are_off_without_a_pause_and_skippable_by_a_click(qtbot) -> None:  # noqa: ANN001
    w = _human_first(qtbot)
    assert not w.banner.enabled  # computers move at once: no banners
    w.banner.duration_ms = 5000
    c = w.controller
    start_round = c.state.round
    while c.state.round == start_round:
        assert c.play(legal_moves(c.state)[0])
    assert w.banner.isVisible()
    assert w.banner.text().startswith(f"Round {start_round + 1} — new action: ")
    # over the boards, clear of every farm
    for farm in w.scene.farm_items:
        top = w.view.viewport().mapTo(w.view, w.view.mapFromScene(
            farm.sceneBoundingRect().topLeft()))
        assert w.banner.geometry().bottom() < top.y()
    made = len(c.moves)
    click(w.view, w.scene.sceneRect().topLeft() + w.scene.sceneRect().center() * 0.01)
    assert not w.banner.isVisible()
    assert len(c.moves) >= made


def test_game_over_banner_leads_to_the_score_sheet(qtbot) -> None:  # noqa: ANN001
    s = setup(2, seed=3)
    moves, states = random_states(new_game(s), 5000, seed=2)
    assert states[-1].is_over
    w = _window(qtbot, s)
    w.banner.duration_ms = 60  # banners on: the score sheet waits for "Game over"
    w.start(s, None, moves)
    assert w.controller.state.is_over
    assert w.banner.isVisible() and w.banner.text() == "Game over"
    assert w.score_dialog is None
    qtbot.waitUntil(lambda: w.score_dialog is not None, timeout=3000)
    assert not w.banner.isVisible()
    qtbot.addWidget(w.score_dialog)


def test_the_score_sheet_closed_stays_closed(qtbot) -> None:  # noqa: ANN001
    """Closed, the finished game's sheet came back as a review closed (the table shown
    again): two testers.  It comes up once as the game ends; Game ▸ Score sheet opens it."""
    s = setup(2, seed=3)
    moves, states = random_states(new_game(s), 5000, seed=2)
    w = _window(qtbot, s)
    w.banner.duration_ms = 0
    w.start(s, None, moves)
    qtbot.waitUntil(lambda: w.score_dialog is not None and w.score_dialog.isVisible(),
                    timeout=3000)
    sheet = w.score_dialog
    qtbot.addWidget(sheet)
    sheet.close()
    w.controller.state_changed.emit(w.controller.state)  # the table shown again
    qtbot.wait(100)
    assert w.score_dialog is sheet and not sheet.isVisible()


def test_banners_are_on_at_the_remembered_speed_even_when_stepping(qtbot) -> None:  # noqa: ANN001
    bot_speed.save(bot_speed.STEP)
    w = GameWindow(setup(2, seed=1), ask_to_save=False)
    qtbot.addWidget(w)
    assert w.bot_speed == bot_speed.STEP and w.controller.step_through
    assert w.banner.enabled


def test_a_harvest_banner_lights_up_the_fields_brought_in(qtbot) -> None:  # noqa: ANN001
    w = _human_first(qtbot)
    w.banner.duration_ms = 5000
    c = w.controller
    sown = False
    while c.state.phase == "work" and not c.state.is_over:
        options = legal_moves(c.state)
        sow = [m for m in options if m.verb == "sow"]
        place = [m for m in options if m.verb == "place" and m.args[0] in ("grain", "sow-bake")]
        choice = (sow or (place if not sown else []) or options)[0]
        sown = sown or bool(sow)
        assert c.play(choice)
    assert sown  # a field grows grain into the first harvest
    assert w.banner.isVisible() and w.banner.text().startswith("Harvest")
    assert any(isinstance(i, Flash) for i in w.scene.items())


def _two_people(qtbot) -> GameWindow:  # noqa: ANN001
    """Two people at one table, family game, banners shown for 5 s."""
    w = GameWindow(setup(2, seed=1), seats=[None, None], bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.show()
    w.banner.duration_ms = 5000
    return w


def test_a_round_banner_waits_while_the_finished_turn_asks_to_be_ended(qtbot) -> None:  # noqa: ANN001
    w = _two_people(qtbot)
    c = w.controller
    while c.state.round == 1:
        if w.cover.active:
            if w.cover.stage == "confirm":
                assert not w.banner.isVisible()
            w.done()  # End turn / ready
            continue
        assert c.play(legal_moves(c.state)[0])
    # the last placement of round 1 waits for End turn: the table still shows round 1
    assert w.cover.active and w.cover.stage == "confirm"
    assert not w.banner.isVisible() and w.banner_after_turn is not None
    w.done()
    assert w.banner.isVisible() and w.banner.text().startswith("Round 2 — ")


def test_at_one_table_the_next_person_is_named_large(qtbot) -> None:  # noqa: ANN001
    """Two people at one table, family game: only the frame moved to the next farm and a
    small status line said whose turn it was."""
    w = _two_people(qtbot)
    c = w.controller
    assert c.play(legal_moves(c.state)[0])
    while w.cover.active and w.cover.stage == "confirm":
        w.done()
    other = c.state.setup.names[c.state.actor]
    assert w.banner.isVisible() and w.banner.text() == f"{other}'s turn."
    assert c.play(legal_moves(c.state)[0])  # they begin: the banner goes
    assert not w.banner.isVisible() or not w.banner.text().endswith("'s turn.")


def test_animals_a_card_gives_as_breeding_ends_are_not_born() -> None:
    """Animal Feed's 1 animal of each kind in the last harvest was logged as born; the
    animals placed afterwards (one cooked) take a move of their own."""
    from pathlib import Path

    from agricola_qt.records import load_game

    record, states = load_game(Path(__file__).parent / "data" / "family-2p.agr")
    moves = list(record.moves)
    i = next(k for k in range(len(moves)) if states[k + 1].is_over)
    p = states[i].players[0]
    before = states[i].with_player(0, evolve(p, cards=(*p.cards, "animal-feed")))
    table, made = [*states[:i], before, apply(before, moves[i])], moves[:i + 1]
    while not table[-1].is_over:  # Ann has more animals than room
        made.append(Move("keep-best"))
        table.append(apply(table[-1], made[-1]))
    text = [line.text for k in range(i, len(made)) for line in move_lines(table, made, k)]
    ann = table[-1].setup.names[0] if table[-1].setup.names else "Player 1"
    assert f"Breeding — {ann}: 1 sheep born" in text
    assert f"{ann} got 1 sheep, 1 wild boar, 1 cattle (Animal Feed)" in text
    assert not any("-1" in line for line in text)


def test_cards_giving_goods_as_the_harvest_begins_are_named() -> None:
    """The Forester's wood from its stacks and the Loom's food came at the harvest with no
    word in the log (only the fields' grain was told)."""
    from agricola_qt.engine.cards.deck_k.occupations import ForesterStacks
    from agricola_qt.engine.memory import remember
    from tests.cards.helpers import at_round, full_game, give, with_cards

    state = at_round(with_cards(full_game(), 0, "forester", "loom"), 4)
    state = remember(give(state, 0, sheep=1), 0, ForesterStacks((3, 2, 0)))
    states, moves = [state], []
    for text in ("place wood", "place clay", "place reed", "place fishing"):
        moves.append(Move.parse(text))
        states.append(apply(states[-1], moves[-1]))
    assert states[-1].phase != "work"  # the harvest has begun
    text = [line.text for line in move_lines(states, moves, len(moves) - 1)]
    mei = states[0].setup.names[0] if states[0].setup.names else "Player 1"
    assert any(line.startswith(f"Harvest — {mei} received 2 wood (Forester)")
               for line in text), text
    assert any("(Loom)" in line for line in text), text


def test_goods_on_the_round_space_after_a_harvest_are_told_with_their_card() -> None:
    """The Granary's grain on round 8's space came as round 8 began (after a harvest) with
    no line at all; the Chicken Coop's food was told without its card."""
    from agricola_qt.engine.actions import promise_goods
    from agricola_qt.engine.goods import Goods
    from agricola_qt.ui.log_text import round_start_gains
    from tests.cards.helpers import at_round, full_game

    state = at_round(full_game(), 7)
    before = promise_goods(state, 1, 8, Goods(grain=1), "granary")
    after = evolve(before, round=8)
    after = after.with_player(1, evolve(after.players[1],
                                        goods=after.players[1].goods.add("grain", 1)))
    lines = [line.text for line in round_start_gains(before, after, 0, harvest=True)]
    who = after.setup.names[1] if after.setup.names else "Player 2"
    assert lines == [f"{who} received 1 grain (Granary)"]


def test_a_computers_move_is_told_as_the_log_tells_it(qtbot) -> None:  # noqa: ANN001
    """The status bar said "Computer: Done (end this action)", a button's words, for what a
    computer did; it says the log's sentence."""
    w = _human_first(qtbot, delay=0)
    c = w.controller
    bot = 1 - c.state.actor
    name = c.state.setup.names[bot]
    said: list[str] = []  # (the window's own slot, connected first, has spoken)
    c.bot_moved.connect(lambda before, move: said.append(w.statusBar().currentMessage()))
    assert c.play("place wood")
    qtbot.waitUntil(lambda: bool(said), timeout=5000)
    assert said[0].startswith(f"{name} ") and not said[0].startswith(f"{name}:"), said[0]


def test_a_round_banner_stands_beside_the_card_it_announces(qtbot) -> None:  # noqa: ANN001
    """Centred on the table, the banner of round 5 lay over round 5's card, the one it
    announced (a tester): it stands beside it."""
    w = _human_first(qtbot)
    w.banner.duration_ms = 400  # the harvest's steps, then the round's banner
    c = w.controller
    while c.state.round < 5:
        assert c.play(legal_moves(c.state)[0])
    qtbot.waitUntil(lambda: w.banner.isVisible()
                    and w.banner.text().startswith("Round 5 — new action: "), timeout=20000)
    card = w.view.mapFromScene(w.scene.round_card_rect()).boundingRect()
    card.moveTopLeft(w.view.viewport().mapTo(w.view, card.topLeft()))
    assert not w.banner.geometry().intersects(card)


def test_a_passing_card_that_asks_is_told_passed_after_its_answer(qapp) -> None:  # noqa: ANN001
    """"Helpful Neighbours passes from Mei to Jonas." stood before Mei chose what it gave
    (a tester): its passing is told with the answer; a card that asks nothing, at once."""
    from agricola_qt.engine import Move, apply, legal_moves
    from agricola_qt.ui.log_text import game_lines
    from tests.cards.helpers import full_game, give, with_hand

    state = with_hand(give(full_game(), 0, wood=2, clay=2), 0, minors=("helpful-neighbours",))
    states, moves = [state], []
    for text in ("place starting-player", "minor helpful-neighbours", "choose stone"):
        move = Move.parse(text)
        assert move in legal_moves(states[-1])
        moves.append(move)
        states.append(apply(states[-1], move))
    lines = [line.text for line in game_lines(states, moves) if line.kind == "move"]
    assert not any("passes" in line for line in lines[:-1]), lines
    assert lines[-1].startswith("Player 1 answered Helpful Neighbours")
    assert lines[-1].endswith("Helpful Neighbours passes from Player 1 to Player 2."), lines


def test_the_veterinarian_s_draw_as_the_round_after_a_harvest_starts_is_no_birth() -> None:
    """A tester saw "Breeding — Kofi: 1 wild boar born" on a farm without a boar: the
    Veterinarian's pair, drawn as the next round began, was counted as born."""
    from pathlib import Path

    from agricola_qt.engine.state import FEED
    from agricola_qt.records import load_game

    record, states = load_game(Path(__file__).parent / "data" / "family-2p.agr")
    moves = list(record.moves)
    found = 0
    for i in range(len(moves) - 1):
        if not (states[i].phase == FEED and states[i + 1].round > states[i].round):
            continue  # a move that closes a harvest and begins the next round
        for owner in (0, 1):
            p = states[i].players[owner]
            before = states[i].with_player(owner, evolve(p, cards=(*p.cards, "veterinarian")))
            after = apply(before, moves[i])
            plain = [line.text for line in move_lines([*states[:i + 1], apply(states[i],
                                                        moves[i])], moves[:i + 1], i)]
            text = [line.text for line in move_lines([*states[:i], before, after],
                                                     moves[:i + 1], i)]
            if after.players[owner].goods == apply(states[i], moves[i]).players[owner].goods:
                continue  # no pair drawn
            found += 1
            assert [t for t in text if t.startswith("Breeding")] == [
                t for t in plain if t.startswith("Breeding")]
            assert any(t.endswith("(Veterinarian)") for t in text), text
    assert found  # (the family game's draws give a pair somewhere)
