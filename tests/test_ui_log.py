"""The game log dock: one line per move (computers included), headers, harvest details,
undo and loading, the replay at a clicked line, and the log in another language."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from attrs import evolve
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from ui_helpers import random_states, seed_with_round_card, setup

from agricola_qt.ai.registry import make_bot
from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import GameState, Move, apply, legal_moves, new_game
from agricola_qt.engine.goods import Goods
from agricola_qt.ui import i18n
from agricola_qt.ui.log_text import (
    converted_again,
    fenced_later,
    game_lines,
    plan_start,
    planned_on,
    quiet_done,
)

pytestmark = pytest.mark.usefixtures("own_settings")


@pytest.fixture
def own_settings(qapp, tmp_path, monkeypatch) -> Iterator[None]:  # noqa: ANN001
    monkeypatch.setattr(i18n, "settings",
                        lambda: QSettings(str(tmp_path / "settings.ini"),
                                          QSettings.Format.IniFormat))
    yield
    i18n.install(qapp, "en")


def _window(qtbot, s, seats=None) -> GameWindow:  # noqa: ANN001
    w = GameWindow(s, seats=seats, bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.confirm_action.setChecked(False)
    w.resize(1600, 950)
    w.show()
    return w


def _play_out(w: GameWindow, seed: int = 3) -> None:
    """The person plays random legal moves; the computers answer at once."""
    rng = random.Random(seed)
    c = w.controller
    while not c.state.is_over:
        assert c.state.actor in c.humans
        options = legal_moves(c.state)
        assert c.play(options[rng.randrange(len(options))])


def _heuristic_game(players: int = 3, seed: int = 5, family: bool = False):  # noqa: ANN202
    s = setup(players, seed=seed, family=family)
    state = new_game(s)
    states, moves = [state], []
    # the heuristic on the cards' text: the games these tests were made on
    bots = [make_bot("heuristic-text", seed=i) for i in range(players)]
    while not state.is_over:
        move = bots[state.actor].choose(state)
        state = apply(state, move)
        moves.append(move)
        states.append(state)
    return states, moves


def _told(moves: list, states: list) -> int:
    """Moves with a line of their own: all but the spaces of a pasture planned and built,
    and the end of an action its player did something in."""
    return sum(1 for i in range(len(moves))
               if not fenced_later(moves, i) and not quiet_done(states, moves, i)
               and not converted_again(states, moves, i) and not planned_on(moves, i))


def test_full_three_player_game_with_two_computers_logs_every_move(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot, setup(3, seed=2), seats=[None, "random", "random"])
    _play_out(w)
    log, c = w.game_log, w.controller
    assert len(c.moves) > 100
    assert log.move_line_count() == _told(c.moves, log.states)
    assert log.list.count() == len(log.lines)
    # grown move by move, the log says what a log made at once from the whole game says
    assert log.texts() == [line.text for line in game_lines(log.states, log.moves)]
    kinds = [line.kind for line in log.lines]
    assert kinds.count("round") == 14 and kinds.count("harvest") == 6
    assert kinds.count("over") == 1 and kinds[-1] == "over"
    # the computers' moves are there, under their names
    bot_lines = [line for line in log.lines if line.kind == "move" and line.player in (1, 2)]
    assert bot_lines and all(line.text.startswith(("Ana", "Jonas")) for line in bot_lines)
    for line in log.lines:
        assert "{" not in line.text and line.text.strip()

    # one click reads the line; a real double click opens the replay at that move
    target = next(k for k, line in enumerate(log.lines) if line.kind == "move"
                  and line.move == 40)
    item = log.list.item(target)
    log.list.scrollToItem(item)
    rect = log.list.visualItemRect(item)
    QTest.mouseClick(log.list.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, rect.center())
    assert getattr(w, "replay_viewer", None) is None  # one click opened no replay
    QTest.mouseDClick(log.list.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, rect.center())
    viewer = w.replay_viewer
    qtbot.addWidget(viewer)
    assert viewer.index == 41  # the table after move 40
    assert viewer.moves_list.currentRow() == 41
    assert viewer.state == log.states[41]
    assert len(viewer.moves) == len(c.moves)


def test_harvest_lines_name_food_paid_begging_and_animals_born() -> None:
    states, moves = _heuristic_game(seed=37)  # a game with begging and animals born
    lines = game_lines(states, moves)
    texts = [line.text for line in lines]
    assert sum(1 for line in lines if line.kind == "move") == _told(moves, states)
    assert any(re.fullmatch(r"\w+ fed the family with \d+ food", t) for t in texts)
    assert any(re.search(r"fed the family with \d+ food and took \d+ begging cards?$", t)
               for t in texts)
    born = [t for t in texts if re.fullmatch(r"Breeding — \w+: .*\d+ (sheep|wild boar|cattle)"
                                             r".* born", t)]
    assert born
    assert any(t.startswith("Fields — ") and "harvested" in t and "grain" in t for t in texts)
    # every harvest names each player once among its field lines and once among its
    # breeding lines (those to whom nothing happened share one line)
    names = states[0].setup.names

    def named(prefix: str) -> int:
        return sum(t.count(name) for t in texts if t.startswith(prefix) for name in names)

    assert named("Fields — ") == 6 * 3 and named("Breeding — ") == 6 * 3
    assert any(re.fullmatch(r"\w+ built a room on [a-e][1-3] for 5 wood, 2 reed", t)
               for t in texts)
    assert any(re.fullmatch(r"\w+ took \d+ wood from “.*”", t) for t in texts)
    assert any(re.fullmatch(r"\w+ played the occupation .+", t) for t in texts)


def test_round_headers_name_the_new_action(qtbot) -> None:  # noqa: ANN001
    states, moves = _heuristic_game(2, seed=1, family=True)
    lines = game_lines(states, moves)
    rounds = [line for line in lines if line.kind == "round"]
    assert [int(re.match(r"Round (\d+) — new action: .+", r.text).group(1))  # type: ignore[union-attr]
            for r in rounds] == list(range(1, 15))
    # a round header follows the move that ended the round before
    for header in rounds[1:]:
        assert states[header.shows].round == int(header.text.split()[1])


def test_undo_removes_lines_and_loading_fills_the_log(qtbot, tmp_path) -> None:  # noqa: ANN001
    w = _window(qtbot, setup(2, seed=11))
    c = w.controller
    rng = random.Random(1)
    for _ in range(12):
        options = legal_moves(c.state)
        c.play(options[rng.randrange(len(options))])
    count = w.game_log.move_line_count()
    assert count == len(c.moves) == 12
    c.undo()
    assert w.game_log.move_line_count() == len(c.moves) < count
    assert w.game_log.list.count() == len(w.game_log.lines)
    c.redo()
    assert w.game_log.move_line_count() == len(c.moves) == 12
    path = tmp_path / "game.agr"
    assert w.save_to(path)
    other = _window(qtbot, setup(3, seed=4))
    assert other.load(path)
    assert other.game_log.texts() == w.game_log.texts()
    other.start(setup(2, seed=11))  # a new game: the log starts afresh
    assert other.game_log.move_line_count() == 0
    assert [line.kind for line in other.game_log.lines] == ["round"]


def test_language_switch_rewords_the_log(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot, setup(2, seed=11))
    c = w.controller
    for text in ("place wood", "place clay"):
        assert c.play(text)
    english = w.game_log.texts()
    assert any("wood" in t for t in english)
    w.set_language("zh_TW")
    chinese = w.game_log.texts()
    assert len(chinese) == len(english) and chinese != english
    assert any(re.search(r"[\u4e00-\u9fff]", t) for t in chinese)
    assert w.game_log.windowTitle() != "" and w.game_log.list.count() == len(chinese)
    w.set_language("en")
    assert w.game_log.texts() == english


@pytest.mark.parametrize(("players", "family"), [(1, False), (2, True), (3, False),
                                                 (4, True), (5, False)])
def test_random_games_give_one_plain_line_per_move(players: int, family: bool) -> None:
    s = setup(players, seed=players, family=family)
    moves, states = random_states(new_game(s), 3000, seed=players)
    assert states[-1].is_over
    lines = game_lines(states, moves)
    told = [line for line in lines if line.kind == "move"]
    # a pasture planned space by space and then built is told once, by its fences; a plan
    # wiped was only a try
    planned = {i for i in range(len(moves)) if fenced_later(moves, i)}
    assert all(moves[i].verb in ("fence-add", "fence-clear") for i in planned)
    # the same conversion made again at once is told once, by its last
    planned |= {i for i in range(len(moves)) if converted_again(states, moves, i)}
    # a plan still drawn is told by its last space added, with the ones before it
    planned |= {i for i in range(len(moves)) if planned_on(moves, i)}
    quiet = {i for i in range(len(moves)) if quiet_done(states, moves, i)}
    shown = [line.move for line in told]
    assert [i for i in shown if i not in quiet] == [
        i for i in range(len(moves)) if i not in planned | quiet]  # (an end with news stays)
    for line in told:
        if line.move - 1 in planned and moves[line.move].verb == "fence-build":
            run = range(plan_start(moves, line.move), line.move)
            wiped = max((k for k in run if moves[k].verb == "fence-clear"), default=-1)
            cells = [str(moves[k].args[0]) for k in run if k > wiped]
            assert all(cell in line.text for cell in cells) and "fence" in line.text
    for line in lines:
        assert line.text.strip() and "{" not in line.text and "%n" not in line.text
        assert 0 <= line.shows < len(states)
    for line in told:  # every sentence names its player
        assert line.text.startswith(s.names[states[line.move].actor])


def test_a_pasture_drawn_wiped_and_drawn_again_is_one_line_of_fences() -> None:
    """A person trying pastures (drawn, wiped, drawn again) filled the log with "planned a
    pasture: added d2" and "cleared the planned pasture" lines; only the fences built count."""
    s = setup(2, seed=seed_with_round_card("fences"))
    state = new_game(s)
    state = state.with_player(state.actor, evolve(state.players[state.actor],
                                                  goods=Goods(wood=10)))
    texts = ("place fences", "fence-add a1", "fence-add b1", "fence-clear", "fence-add e1",
             "fence-build")
    moves, states = [], [state]
    for text in texts:
        moves.append(Move.parse(text))
        states.append(apply(states[-1], moves[-1]))
    told = [line.text for line in game_lines(states, moves) if line.kind == "move"]
    assert not any("planned" in t or "cleared" in t for t in told), told
    fences = [t for t in told if "fence" in t and "e1" in t]
    assert len(fences) == 1 and "a1" not in fences[0]
    # while the plan is being drawn, it shows: one line for its spaces so far (a tester's
    # log had a line per space)
    drawing = [line.text for line in game_lines(states[:4], moves[:3]) if "planned" in line.text]
    assert len(drawing) == 1 and drawing[0].endswith("planned a pasture: added a1, b1")
    again = [line.text for line in game_lines(states[:6], moves[:5]) if "planned" in line.text]
    assert len(again) == 1 and again[0].endswith("added e1")  # after the clear: e1 alone


def test_a_log_read_to_its_end_stays_there_when_it_gets_shorter(qtbot) -> None:  # noqa: ANN001
    """The decision panel grows with its buttons and the log below gives way, or the log
    gets narrower and its lines wrap again: the newest lines must not slide out of sight; a
    log scrolled back stays where the reader left it."""
    from PySide6.QtWidgets import QApplication

    s = setup(2)
    _moves, states = random_states(new_game(s), 60, seed=4)
    w = GameWindow(s, moves=_moves, bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.resize(1600, 950)
    w.show()
    qtbot.waitExposed(w)
    docks = [w.chooser_dock, w.game_log]
    w.resizeDocks(docks, [100, 800], Qt.Orientation.Vertical)
    QApplication.processEvents()
    bar = w.game_log.list.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    w.resizeDocks(docks, [500, 400], Qt.Orientation.Vertical)
    QApplication.processEvents()
    assert bar.value() == bar.maximum() > 0
    longest = bar.maximum()
    w.resizeDocks([w.game_log], [230], Qt.Orientation.Horizontal)  # narrower: more wrapping
    QApplication.processEvents()
    assert bar.value() == bar.maximum() > longest
    QApplication.processEvents()
    bar.setValue(bar.maximum() // 3)
    w.resizeDocks(docks, [300, 600], Qt.Orientation.Vertical)
    QApplication.processEvents()
    assert 0 < bar.value() < bar.maximum()
    # nor do new moves take the reader back to the end (each computer's move did, a tester)
    read = bar.value()
    before = w.game_log.list.count()
    state = w.controller.state
    w.controller.play(legal_moves(state)[0])
    QApplication.processEvents()
    assert w.game_log.list.count() > before and bar.value() == read
    bar.setValue(bar.maximum())  # back at the end, the end follows the game again
    w.controller.play(legal_moves(w.controller.state)[0])
    QApplication.processEvents()
    assert bar.value() == bar.maximum()


def test_a_verdict_on_a_planned_space_shows_on_the_fences_line(qtbot) -> None:  # noqa: ANN001
    """The spaces of a pasture planned and built have no line of their own: the review's
    verdict on one of them is shown on the line of the fences."""
    from agricola_qt.ai.coach import Advice, Mistake, Reason
    from agricola_qt.engine import Move
    from tests.cards.helpers import full_game, set_goods, with_space

    state = set_goods(with_space(full_game(), "fences"), 0, wood=10)
    moves = [Move.parse(t) for t in ("place fences", "fence-add d1", "fence-add e1",
                                     "fence-build")]
    states = [state]
    for move in moves:
        states.append(apply(states[-1], move))
    w = _window(qtbot, state.setup)
    log = w.game_log
    log.setup, log.states, log.moves = state.setup, states, list(moves)
    best = Advice(Move.parse("fence-add d2"), 30.0, Reason.FILLS_CATEGORY,
                  {"category": "pastures"}, 10)
    log.marks = {1: Mistake(1, 0, moves[1], 20.0, best)}
    log._fill()
    fenced = next(i for i in range(log.list.count()) if "fenced" in log.list.item(i).text())
    assert "✗" in log.list.item(fenced).text()


def test_players_to_whom_nothing_happened_share_one_line() -> None:
    """A 5-player harvest said "nothing to harvest" and "no animals born" once per player:
    ten lines of nothing."""
    from agricola_qt.ui.log_text import breeding_lines, field_lines

    s = setup(5)
    state = new_game(s)
    fields = field_lines(state, state, 1, 0)
    breeding = breeding_lines(state, state, 1, 0)
    names = ", ".join(s.names)
    assert [line.text for line in fields] == [f"Fields — nothing to harvest: {names}"]
    assert [line.text for line in breeding] == [f"Breeding — no animals born: {names}"]
    alone = field_lines(new_game(setup(1, family=False)), new_game(setup(1, family=False)), 1, 0)
    assert [(line.text, line.player) for line in alone] == [
        ("Fields — Mei: nothing to harvest", 0)]


def test_a_card_that_gives_goods_at_once_says_what_it_gave() -> None:
    from agricola_qt.engine import Move
    from agricola_qt.engine.values import replace

    start = new_game(setup(3, seed=4, family=False))
    actor = start.actor
    players = list(start.players)
    players[actor] = replace(players[actor], occupations=("village-elder",))
    start = replace(start, players=tuple(players))
    placed = apply(start, Move("place", ("occupation",)))
    played = apply(placed, Move("occupation", ("village-elder",)))
    text = game_lines([start, placed, played],
                      [Move("place", ("occupation",)), Move("occupation", ("village-elder",))]
                      )[-1].text
    # Village Elder brings 4 wood before round 6; the line used to name only the price
    assert text.endswith("played the occupation Village Elder: got 4 wood"), text


def test_food_a_card_gives_before_an_occupation_is_paid_is_named() -> None:
    from agricola_qt.engine.values import replace

    start = new_game(setup(2, seed=4, family=False))
    actor = start.actor
    players = list(start.players)
    players[actor] = replace(players[actor], occupations=("woodcutter",),
                             cards=("patron", "bookshelf"), goods=Goods(food=3))
    start = replace(start, players=tuple(players))
    place, play = Move("place", ("occupation",)), Move("occupation", ("woodcutter",))
    placed = apply(start, place)
    played = apply(placed, play)
    text = game_lines([start, placed, played], [place, play])[-1].text
    # it said only "got 4 food" (and gave that food to Patron alone): the cards' food and the
    # occupation's price are both named, and the net food follows once
    assert text.endswith("played the occupation Woodcutter (2 food from Patron, 3 food from "
                         "Bookshelf, less the occupation's 1 food): got 4 food"), text


def test_a_verdict_does_not_say_the_better_move_twice(qapp) -> None:  # noqa: ANN001
    """"better: Play occupation Master Brewer — plays Master Brewer" said the move twice; a
    reason that only restates the move is left out (in the coach's panel too)."""
    from agricola_qt.ai.coach import Advice, Mistake, Reason
    from agricola_qt.engine import Move
    from agricola_qt.ui.coach_panel import entry_text
    from agricola_qt.ui.coach_words import mistake_text

    state = new_game(setup(2, seed=1, family=False))
    card_id = state.players[state.actor].occupations[0]
    best = Advice(Move.parse(f"occupation {card_id}"), 30.0, Reason.PLAYS_CARD,
                  {"card": card_id}, 10)
    text = mistake_text(state, Mistake(0, state.actor, Move.parse("place wood"), 25.0, best))
    assert text.startswith("−5 points · better: Play occupation ") and "—" not in text
    assert "plays" not in entry_text(1, "Play occupation X", best)
    placed = Advice(Move.parse("place occupation"), 30.0, Reason.PLAYS_CARD,
                    {"card": card_id}, 10)  # the move says where, the reason which card
    assert "plays" in mistake_text(state, Mistake(0, state.actor, Move.parse("place wood"),
                                                  25.0, placed))


def test_a_verdict_on_a_planned_pasture_speaks_of_the_plan(qapp) -> None:  # noqa: ANN001
    """A plan is judged at its first cell, with the rest of it: "add c2 to the pasture ·
    better: add d1 to the pasture" read to a tester as about one click (and d1 was fenced)."""
    from agricola_qt.ai.coach import Advice, Mistake, Reason
    from agricola_qt.engine import Move
    from agricola_qt.ui.coach_words import mistake_text

    state = new_game(setup(2, seed=1))
    best = Advice(Move.parse("fence-add d1"), 30.0, Reason.FENCES, {"count": 2}, 10)
    text = mistake_text(state, Mistake(0, state.actor, Move.parse("fence-add c2"), 27.0, best))
    assert text == ("−3 points for the fences planned from here · better: fences planned "
                    "from d1 — fences pastures (2 more)")


def test_a_card_s_share_of_what_a_space_gave_is_named() -> None:
    """"Mei took 4 clay from “1 Clay”" where the space held 2: nothing said Clay Mixer
    added the other 2."""
    from agricola_qt.engine.rules import turn_end_state
    from agricola_qt.ui.log_text import move_sentence

    state = new_game(setup(2, seed=3, family=False))
    me = state.actor
    p = state.players[me]
    state = state.with_player(me, evolve(p, cards=(*p.cards, "clay-mixer")))
    move = Move.parse("place clay")
    line = move_sentence(state, move, turn_end_state(state, move))
    assert line.endswith("took 3 clay from “1 Clay” (2 clay from Clay Mixer)"), line
    plain = new_game(setup(2, seed=3, family=False))
    assert move_sentence(plain, move, turn_end_state(plain, move)).endswith(
        "took 1 clay from “1 Clay”")


def test_the_three_player_green_card_named_as_a_printed_space_says_so() -> None:
    """Two spaces are called "1 Clay" with three players: "took 3 clay from “1 Clay”" did
    not say which."""
    from agricola_qt.engine.rules import turn_end_state
    from agricola_qt.ui.log_text import move_sentence

    state = new_game(setup(3, seed=3))
    green = move_sentence(state, Move.parse("place clay-extra"),
                          turn_end_state(state, Move.parse("place clay-extra")))
    printed = move_sentence(state, Move.parse("place clay"),
                            turn_end_state(state, Move.parse("place clay")))
    assert "“1 Clay (green card)”" in green
    assert "“1 Clay”" in printed


def test_a_card_s_share_of_a_sown_field_is_named() -> None:
    """"Mei sowed grain on b2" while the field showed 5 grain: the Planter Box's 2 untold."""
    from agricola_qt.engine.grid import parse_cell
    from agricola_qt.engine.rules import turn_end_state
    from agricola_qt.ui.log_text import move_sentence

    game = next(s for s in (setup(2, seed, family=False) for seed in range(200))
                if s.round_cards[0] == "sow-bake")
    state = new_game(game)
    me = state.actor
    p = state.players[me]
    farm = p.farm.with_field(parse_cell("b2"))  # next to the room on a2
    state = state.with_player(me, evolve(p, farm=farm, goods=p.goods + Goods(grain=1),
                                         cards=(*p.cards, "planter-box")))
    state = apply(state, Move.parse("place sow-bake"))
    sow = Move.parse("sow b2 grain")
    line = move_sentence(state, sow, turn_end_state(state, sow))
    assert line.endswith("sowed grain on b2 (2 grain from Planter Box)"), line


def test_the_end_of_an_action_done_in_has_no_line_of_its_own() -> None:
    """"built a room on a1 for 5 wood, 2 reed" then "finished the action": a line telling
    nothing after every room, stable and sowing; a review's verdict on that end is shown on
    the line before."""
    states, moves = _heuristic_game(seed=23)
    lines = game_lines(states, moves)
    ends = [i for i in range(len(moves)) if moves[i].verb == "done"]
    quiet = [i for i in ends if quiet_done(states, moves, i)]
    assert quiet  # the heuristic builds and sows
    told = {line.move for line in lines if line.kind == "move"}
    assert not told & set(quiet)
    assert all(i in told for i in ends if i not in quiet)  # nothing done there: said


def test_a_verdict_on_a_quiet_action_end_shows_on_the_line_before(qtbot) -> None:  # noqa: ANN001
    from agricola_qt.ai.coach import Advice, Mistake, Reason

    states, moves = _heuristic_game(players=2, seed=23)
    end = next(i for i in range(len(moves)) if quiet_done(states, moves, i))
    w = _window(qtbot, states[0].setup)
    w.start(states[0].setup, seats=[None, None], moves=moves[:end + 1])
    log = w.game_log
    best = Advice(moves[end], 30.0, Reason.GROWS_FAMILY, {}, 8)
    assert log.mark_mistakes(states[0].setup, moves[:end + 1],
                             [Mistake(end, states[end].actor, moves[end], 25.0, best)])
    marked = [log.list.item(k).text() for k in range(log.list.count())
              if "✗" in log.list.item(k).text()]
    assert len(marked) == 1 and marked[0].startswith(
        next(line.text for line in log.lines if line.move == end - 1))


def test_a_young_without_room_is_told_to_have_run_away() -> None:
    """A newcomer's two sheep on a farm with no room read "no animals born": the log says
    why."""
    from attrs import evolve

    from agricola_qt.engine.goods import Goods
    from agricola_qt.ui.log_text import breeding_lines

    s = setup(2)
    state = new_game(s)
    p = state.players[0]
    start = state.with_player(0, evolve(p, goods=p.goods + Goods(sheep=2, boar=2)))
    lines = breeding_lines(start, start, 1, 0)
    assert lines[0].text == (f"Breeding — {s.names[0]}: no room for the newborn sheep, wild "
                             "boar: they ran away")
    assert lines[1].text == f"Breeding — {s.names[1]}: no animals born"
    end = start.with_player(0, evolve(start.players[0], goods=start.players[0].goods
                                      + Goods(sheep=1)))
    assert breeding_lines(start, end, 1, 0)[0].text == (
        f"Breeding — {s.names[0]}: 1 sheep born; no room for a newborn wild boar: it ran away")


def test_a_layabout_s_harvest_is_told_as_sat_out() -> None:
    """A play-tester's Layabout: the panel still said the family would eat 6 food, and the
    harvest's log read "nothing to harvest" beside a sown field, and "no food paid"."""
    from agricola_qt.engine.cards.deck_i.occupations import LayaboutRound
    from agricola_qt.engine.memory import note
    from agricola_qt.ui.chooser import Chooser
    from agricola_qt.ui.log_text import breeding_lines, field_lines

    s = setup(2, family=False)
    state = new_game(s)
    me = state.actor
    p = state.players[me]
    state = note(state.with_player(me, evolve(p, cards=(*p.cards, "layabout"))), me,
                 LayaboutRound, (4,))
    assert Chooser._next_feeding(state) == "Harvest after round 4: you sit it out (no feeding)."
    at_harvest = evolve(state, round=4)
    fields = field_lines(at_harvest, at_harvest, 1, 0)
    assert fields[0].text == (f"Fields — {s.names[me]} sits this harvest out (Layabout): no "
                              "harvest, no feeding, no breeding")
    assert all(s.names[me] not in line.text
               for line in breeding_lines(at_harvest, at_harvest, 1, 0))
    # the feed move's words in the replay's list and History ("Feed the family (0 food)")
    from agricola_qt.engine import Move
    from agricola_qt.ui.text import move_label

    assert move_label(at_harvest, Move.parse("feed")) == "Sit this harvest out (no feeding)"


def test_the_same_conversion_made_again_at_once_is_one_line() -> None:
    """"Turn 5 wood into 5 food" is one click but wrote five "turned 1 wood into 1 food"."""
    s = setup(2, seed=3)
    state = new_game(s)
    me = state.actor
    p = state.players[me]
    state = state.with_player(me, evolve(p, goods=p.goods + Goods(grain=3)))
    moves = [Move.parse("convert grain")] * 3
    states = [state]
    for move in moves:
        states.append(apply(states[-1], move))
    lines = [line for line in game_lines(states, moves) if line.kind == "move"]
    assert [line.text for line in lines] == [f"{s.names[me]} turned 3 grain into 3 food"]


def test_what_a_move_gives_other_players_by_cards_is_told() -> None:
    """A play-tester got food from another player's Flagon when the Well was built, and the
    log said nothing of it."""
    from agricola_qt.ui.log_text import move_lines
    from tests.cards.helpers import full_game, give, with_cards

    state = give(with_cards(full_game(first=("improvement",)), 1, "flagon"), 0, wood=1,
                 stone=3)
    state = apply(state, "place improvement")
    moves = [Move.parse("buy well")]
    states = [state, apply(state, moves[0])]
    texts = [line.text for line in move_lines(states, moves, 0)]
    from agricola_qt.ui.text import player_name

    assert f"{player_name(state, 1)} got 4 food (Flagon)" in texts, texts


def test_goods_that_come_as_the_round_changes_are_told() -> None:
    """The Well's food on the round spaces, a Carp Pond's fish: a player's food went up at
    the start of a round with no line saying so."""
    from agricola_qt.ai.heuristic_bot import HeuristicBot
    from agricola_qt.ui.log_text import round_start_gains

    state = new_game(setup(4, seed=2, family=False))
    bot = HeuristicBot()
    told = []
    while not state.is_over:
        after = apply(state, bot.choose(state))
        if after.round == state.round + 1 and state.round not in (4, 7, 9, 11, 13):
            told += [line.text for line in round_start_gains(state, after, 0)]
        state = after
    # goods a card put on the round space name it (the Carp Pond's food)
    assert told and all(re.fullmatch(r"\w+ received \d+ [\w ,]+( \([\w ']+\))?", t)
                        for t in told), told
    assert any(t.endswith(")") for t in told)


def test_a_later_game_of_a_solo_series_tells_what_it_carried_over() -> None:
    """Game 2 of a play-tester's series said nothing of the kept card and the food."""
    import warnings

    from agricola_qt.engine import new_setup
    from agricola_qt.engine.solo import SoloSeries
    from agricola_qt.ui.log_text import opening_lines

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        s = new_setup(1, family=False, decks=("E",), seed=2,
                      solo=SoloSeries(game=2, kept_occupations=("woodcutter",), bonus_food=1))
    lines = [line.text for line in opening_lines(new_game(s))]
    assert lines[1] == ("Solo series, game 2: target 55; kept from earlier games: Woodcutter "
                        "(one occupation fewer dealt for each); starting food: 1 food")
    assert len(opening_lines(new_game(setup(2)))) == 1


def test_grain_baked_one_by_one_is_one_line() -> None:
    """A computer's bake of 2 grain read as the same bake twice: "baked bread with
    Fireplace: 1 grain into 2 food" on two lines."""
    state = new_game(setup(2, seed=3))
    me = state.actor
    p = state.players[me]
    state = state.with_player(me, evolve(p, cards=(*p.cards, "fireplace-2"),
                                         goods=Goods(grain=3)))
    state = evolve(state, majors=tuple(m for m in state.majors if m != "fireplace-2"))
    moves, states = [], [state]
    for text in ("place stable-bake", "bake fireplace-2", "bake fireplace-2"):
        moves.append(Move.parse(text))
        states.append(apply(states[-1], moves[-1]))
    baked = [line.text for line in game_lines(states, moves) if "baked" in line.text]
    assert len(baked) == 1 and baked[0].endswith(": 2 grain into 4 food"), baked


def test_food_people_bring_home_names_the_card() -> None:
    """"Mei received 1 food" at a new round said nothing of the Net Fisherman: the food of
    the Fishing space, taken as people came home after one used the Reed space."""
    from tests.cards.helpers import full_game, with_cards

    state = with_cards(full_game(), 0, "net-fisherman")
    moves, states = [], [state]
    for text in ("place reed", "place wood", "place clay", "place grain"):
        moves.append(Move.parse(text))
        states.append(apply(states[-1], moves[-1]))
    assert states[-1].round == 2
    lines = [line.text for line in game_lines(states, moves)]
    told = [t for t in lines if "received" in t]
    assert told == ["Player 1 received 1 food (Net Fisherman)"], told
    # before the next round's header: the people came home in round 1
    assert lines.index(told[0]) < next(k for k, t in enumerate(lines) if t.startswith("Round 2"))


def test_food_people_bring_home_comes_before_the_harvest() -> None:
    """In a harvest round the Net Fisherman's food was told among the harvest's lines."""
    from tests.cards.helpers import at_round, full_game, with_cards

    state = at_round(with_cards(full_game(), 0, "net-fisherman"), 4)
    moves, states = [], [state]
    for text in ("place reed", "place wood", "place clay", "place grain"):
        moves.append(Move.parse(text))
        states.append(apply(states[-1], moves[-1]))
    lines = [line.text for line in game_lines(states, moves)]
    told = [t for t in lines if "Net Fisherman" in t]
    assert len(told) == 1 and told[0].startswith("Player 1 received")
    assert lines.index(told[0]) < next(k for k, t in enumerate(lines) if t.startswith("Harvest"))


def test_conversions_at_work_and_at_the_feeding_are_told_apart() -> None:
    """A tester cooked 3 wild boar after taking them and 1 more at the feeding: the log told
    one "turned 4 wild boar into 12 food"."""
    from types import SimpleNamespace

    from agricola_qt.ui.log_text import conversions_start, converted_again

    boar = Move.parse("convert boar")
    moves = [boar, boar, boar, boar, Move.parse("feed")]
    phases = ["work", "work", "work", "feed", "feed", "feed"]
    states = [SimpleNamespace(actor=0, phase=p) for p in phases]
    told = [i for i in range(4) if not converted_again(states, moves, i)]  # type: ignore[arg-type]
    assert told == [2, 3]
    assert conversions_start(states, moves, 2) == 0  # type: ignore[arg-type]
    assert conversions_start(states, moves, 3) == 3  # type: ignore[arg-type]


def test_a_hand_thrown_away_and_drawn_anew_is_told() -> None:
    """"Mei played Broom for 1 wood" said nothing of the minors discarded and drawn."""
    from tests.cards.helpers import full_game, give, play, with_hand

    state = with_hand(full_game(), 0, minors=("broom", "clogs", "canoe"))
    state = play(give(state, 0, wood=3), "place starting-player")
    move = next(m for m in legal_moves(state) if str(m).startswith("minor broom"))
    text = game_lines([state, apply(state, move)], [move])[-1].text
    assert text.endswith(": 2 cards from the hand discarded; 7 new cards drawn"), text


def test_a_card_passed_on_is_not_told_as_discarded() -> None:
    from tests.cards.helpers import full_game, give, play, with_hand

    state = with_hand(full_game(), 0, minors=("lumber",))
    state = play(give(state, 0, stone=1), "place starting-player")
    move = next(m for m in legal_moves(state) if str(m).startswith("minor lumber"))
    text = " ".join(line.text for line in game_lines([state, apply(state, move)], [move]))
    assert "discarded" not in text and "drawn" not in text, text


def test_goods_put_on_round_spaces_are_told() -> None:
    """The Maid's food on each remaining round space went unsaid (later only "received 1
    food")."""
    from tests.cards.helpers import at_round, full_game, give, play, with_hand

    state = with_hand(at_round(full_game(), 3), 0, occupations=("reed-collector",))
    state = play(give(state, 0, food=2), "place occupation")
    move = next(m for m in legal_moves(state) if str(m).startswith("occupation reed-"))
    text = game_lines([state, apply(state, move)], [move])[-1].text
    assert text.endswith("Reed Collector: 1 reed on each round space 4–7"), text


def test_alone_the_starting_player_is_not_told_each_round() -> None:
    """A solo log said "starting player from the next round" each time: alone, always."""
    s = setup(1)
    state = new_game(s)
    move = Move.parse("place starting-player")
    text = game_lines([state, apply(state, move)], [move])[-1].text
    assert "starting player from" not in text, text


def test_a_cell_chosen_for_a_card_is_told_in_words() -> None:
    """'Mei answered Mini Pasture with “Cell b1”' read like a program's words."""
    from tests.cards.helpers import full_game, give, play, with_hand

    state = with_hand(full_game(), 0, minors=("mini-pasture",))
    state = play(give(state, 0, food=2), "place starting-player", "minor mini-pasture")
    move = Move.parse("choose b1")
    text = game_lines([state, apply(state, move)], [move])[-1].text
    # (the card passed on as it was played: told once its question is answered)
    assert text == ("Player 1 chose b1 for Mini Pasture. Mini Pasture passes from Player 1 to "
                    "Player 2."), text


def test_grain_a_card_puts_on_the_fields_is_told() -> None:
    """The Clapper's grain at a family growth: the log said only "went to Family growth"."""
    from agricola_qt.engine.farmyard import Farmyard
    from tests.cards.helpers import cells, full_game, play, with_cards
    from tests.cards.test_deck_e_minors import set_farm, with_round_space
    from tests.cards.test_deck_k_minors import grain_field

    state = with_round_space(with_cards(full_game(), 0, "clapper"), "urgent-family-growth")
    state = set_farm(state, 0, Farmyard(fields=cells("c1", "c2"), sown=grain_field("c1", "c2")))
    move = Move.parse("place urgent-family-growth")
    text = game_lines([state, play(state, str(move))], [move])[-1].text
    assert text.endswith("1 new family member; 2 grain from Clapper on the fields"), text


def test_a_conversion_names_the_card_that_gave_its_rate() -> None:
    """"Kofi turned 1 grain into 2 food" read as a wrong rate: the card that gave it was
    not named (a tester); grain eaten raw names none."""
    from tests.cards.helpers import full_game, give, with_cards

    state = with_cards(give(full_game(), 0, veg=1, grain=1), 0, "fireplace-2")
    lines = []
    for text in ("convert veg", "convert grain"):
        move = Move.parse(text)
        after = apply(state, move)
        lines.append(game_lines([state, after], [move])[-1].text)
        state = after
    assert lines[0].endswith("turned 1 vegetable into 2 food (Fireplace)"), lines
    assert lines[1].endswith("turned 1 grain into 1 food"), lines


def test_goods_a_card_in_play_adds_to_a_move_name_the_card() -> None:
    """"bought Well: got 4 food" read as the Well's food; it was the Flagon's."""
    from tests.cards.helpers import full_game, give, play, with_cards

    state = with_cards(full_game(first=("improvement",)), 0, "flagon")
    state = play(give(state, 0, wood=1, stone=3), "place improvement")
    move = Move.parse("buy well")
    text = next(line.text for line in game_lines([state, apply(state, move)], [move])
                if line.kind == "move")
    assert "got 4 food (4 food from Flagon);" in text, text


def test_work_a_card_gives_names_the_card() -> None:
    """The Field Watchman's plough after Take 1 Grain was told as "ploughed b1" alone."""
    from tests.cards.helpers import full_game, play, with_cards

    state = play(with_cards(full_game(), 0, "field-watchman"), "place grain")
    move = next(m for m in legal_moves(state) if m.verb == "plow")
    text = game_lines([state, apply(state, move)], [move])[-1].text
    assert text.endswith(f"ploughed {move.args[0]} (Field Watchman)"), text


def test_a_space_whose_improvement_could_not_be_had_says_so() -> None:
    """Starting Player with no minor improvement that could be played ended "silently" (a
    tester wondered whether the minor had been forgotten); one played says nothing of it."""
    from tests.cards.helpers import full_game, give, play, with_hand

    state = with_hand(full_game(), 0, minors=("axe",))  # (1 wood, 1 stone: none held)
    move = Move.parse("place starting-player")
    text = game_lines([state, apply(state, move)], [move])[-1].text
    assert text.endswith("; no minor improvement could be played"), text
    rich = give(state, 0, wood=1, stone=1)
    placed = play(rich, "place starting-player")
    axe = Move.parse("minor axe")
    line = game_lines([rich, placed, apply(placed, axe)], [move, axe])
    assert not any("could be played" in x.text for x in line), line


def test_a_card_played_by_another_cards_leave_names_that_card() -> None:
    """"Jonas played Horse" came right after his Broom with no word of it (a tester)."""
    from tests.cards.helpers import full_game, give, play, with_hand

    state = give(with_hand(full_game(), 0, minors=("broom",)), 0, wood=3)
    state = play(state, "place starting-player", "minor broom")
    assert state.frame is not None and state.frame.space == "broom"
    move = next(m for m in legal_moves(state) if m.verb == "minor")
    text = game_lines([state, apply(state, move)], [move])[-1].text
    assert text.startswith("Player 1 played ") and " (Broom)" in text, text
    # played on the space's own improvement, the card is not named
    placed = play(give(with_hand(full_game(), 0, minors=("axe",)), 0, wood=3, stone=1),
                  "place starting-player")
    axe = Move.parse("minor axe")
    assert "(" not in game_lines([placed, apply(placed, axe)], [axe])[-1].text


def test_a_field_card_sown_is_named_in_quotes() -> None:
    """"小梅 在 莴苣田 播种蔬菜": a card named with spaces around it, where others are quoted."""
    from agricola_qt.ui.text import move_label, sown_place

    assert sown_place("b2") == "b2"
    assert sown_place("lettuce-patch") == "“Lettuce Patch”"
    state = new_game(setup(2, 1, family=False))
    assert move_label(state, Move.parse("sow lettuce-patch veg")) == (
        "Sow vegetable on “Lettuce Patch”")


def test_a_broom_with_nothing_to_play_from_its_draw_says_so() -> None:
    """The Broom offers one of the 7 minors it draws at once; when none could be played
    the log said only "7 new cards drawn" and a tester could not tell whether it was
    forgotten."""
    from tests.cards.helpers import full_game, play, with_hand

    def broom_line(state: GameState, player: int) -> tuple[str, GameState]:
        p = state.players[player]
        state = with_hand(state.with_player(player, evolve(p, goods=Goods(wood=1))),
                          player, minors=("broom",))
        state = play(state, "place starting-player")
        move = Move.parse("minor broom")
        after = apply(state, move)
        return game_lines([state, after], [move])[-1].text, after

    text, after = broom_line(full_game(), 0)  # the free Building Material among the 7
    assert after.frame is not None and after.frame.space == "broom"
    assert text.endswith("7 new cards drawn"), text
    text, after = broom_line(play(full_game(), "place grain"), 1)
    assert after.frame is None or after.frame.space != "broom"
    assert text.endswith("7 new cards drawn; none of them can be played now"), text


def test_fences_built_free_say_free() -> None:
    """Fences a card gave free read "2 fences for nothing" ("花费 无" in Chinese)."""
    from tests.cards.helpers import full_game, give, play

    state = play(give(full_game(), 0, wood=5), "place fences", "fence-add e3")
    move = Move.parse("fence-build")
    built = apply(state, move)
    free = give(built, 0, wood=4)  # as a card that paid them would leave it
    from agricola_qt.ui.log_text import move_sentence

    assert move_sentence(state, move, built).endswith("fenced e3: 4 fences for 4 wood")
    text = move_sentence(state, move, free)
    assert text.endswith("fenced e3: 4 fences, free"), text


def test_a_room_paid_again_through_the_clay_roof_says_so_once() -> None:
    """"built a room for 5 wood, 1 clay, 1 reed" then "answered Clay Roof with “5 wood + 2
    clay”" read as two payments (a tester); "built a room for 5 wood, 2 reed" then "paid 5
    wood + 2 clay for it instead" still named the room's price twice.  The room's line names
    none, the answer says what was paid."""
    from tests.cards.helpers import full_game, give, play, with_cards

    state = play(with_cards(give(full_game(), 0, wood=10, clay=4, reed=4), 0, "clay-roof"),
                 "place build-rooms")
    room = Move.parse("room b2")
    asked = apply(state, room)
    assert asked.frame is not None and asked.frame.space == "clay-roof"
    keep, *others = asked.frame.options
    for option, said in ((others[-1], "paid 5 wood + 2 clay for it (Clay Roof)"),
                         (keep, "paid 5 wood + 2 reed for it (Clay Roof)")):
        move = Move("choose", (option,))
        lines = game_lines([state, asked, apply(asked, move)], [room, move])
        assert [line.text for line in lines[-2:]] == [
            "Player 1 built a room on b2", f"Player 1 {said}"], lines
    # without the card the room's line names its price as before
    plain = play(give(full_game(), 0, wood=10, reed=4), "place build-rooms")
    built = apply(plain, room)
    assert game_lines([plain, built], [room])[-1].text == (
        "Player 1 built a room on b2 for 5 wood, 2 reed")


def test_a_boar_that_comes_with_the_next_round_is_no_birth() -> None:
    """"Jonas: 2 wild boar born": one was born, the other came with the next round from the
    Pig Whisperer (a tester read it as a rules mistake)."""
    from agricola_qt.engine.state import FutureGoods
    from agricola_qt.ui.log_text import breeding_lines
    from tests.cards.helpers import full_game, give

    start = give(full_game(), 0, boar=2)
    start = evolve(start, round=4,
                   future=(*start.future, FutureGoods(5, 0, Goods(boar=1), "pig-whisperer")))
    end = evolve(give(start, 0, boar=2), round=5, future=())
    texts = [line.text for line in breeding_lines(start, end, 1, 0)]
    assert "Breeding — Player 1: 1 wild boar born" in texts, texts


def test_fences_a_card_made_cheaper_name_the_card() -> None:
    """The log never credited the Hedge Keeper's free fences (a tester)."""
    from tests.cards.helpers import full_game, give, play, with_cards

    state = play(give(with_cards(full_game(), 0, "hedge-keeper"), 0, wood=9), "place fences",
                 "fence-add d1", "fence-add e1")
    move = Move.parse("fence-build")
    text = game_lines([state, apply(state, move)], [move])[-1].text
    assert text.endswith("fenced d1, e1: 6 fences for 3 wood (3 wood saved by Hedge Keeper)"), \
        text
    plain = play(give(full_game(), 0, wood=9), "place fences", "fence-add d1")
    assert game_lines([plain, apply(plain, move)], [move])[-1].text.endswith(
        "fenced d1: 4 fences for 4 wood")


def test_a_stable_a_card_made_free_names_the_card() -> None:
    """The Sawhorse's free stable read "built a stable on d1", like any other (a tester)."""
    from tests.cards.helpers import full_game, give, play, with_cards

    state = play(give(with_cards(full_game(), 0, "sawhorse"), 0, wood=9), "place build-rooms")
    move = Move.parse("stable d1")
    text = game_lines([state, apply(state, move)], [move])[-1].text
    assert text.endswith("built a stable on d1, free (2 wood saved by Sawhorse)"), text
    plain = play(give(full_game(), 0, wood=9), "place build-rooms")
    assert game_lines([plain, apply(plain, move)], [move])[-1].text.endswith(
        "built a stable on d1 for 2 wood")


def test_the_two_round_cards_named_1_stone_say_their_round() -> None:
    """Stages 2 and 4 both bring a "1 Stone" space; the log named either as "“1 Stone”"."""
    from agricola_qt.engine.rules import turn_end_state
    from agricola_qt.ui.log_text import move_sentence
    from tests.cards.helpers import with_space

    state = with_space(with_space(new_game(setup(2, seed=3)), "stone-1"), "stone-2")
    lines = {space: move_sentence(state, Move.parse(f"place {space}"),
                                  turn_end_state(state, Move.parse(f"place {space}")))
             for space in ("stone-1", "stone-2")}
    cards = state.setup.round_cards
    for space in ("stone-1", "stone-2"):
        assert f"“1 Stone (round {cards.index(space) + 1})”" in lines[space], lines
    alone = with_space(new_game(setup(2, seed=3)), "stone-1")
    assert move_sentence(alone, Move.parse("place stone-1"),
                         turn_end_state(alone, Move.parse("place stone-1"))).endswith(
        "from “1 Stone”")


def test_the_bakers_bake_at_a_harvest_names_the_baker_once() -> None:
    """The Baker's bake at a harvest read only "baked bread with Fireplace" and "Mei: bake
    bread": its frame named no card.  A card's own bake (the Master Baker's) was named twice
    ("(Master Baker) (Master Baker)")."""
    from agricola_qt.ui.text import frame_hint
    from tests.cards.helpers import full_game, give, with_cards

    state = evolve(give(with_cards(full_game(2), 0, "baker", "fireplace-2"), 0, grain=3,
                        food=10), round=4)
    state = give(state, 1, food=10)
    states, moves = [state], []
    while not (state.frame is not None and state.frame.bake and state.frame.player == 0
               and state.round == 4 and state.phase != "work"):
        move = legal_moves(state)[0]
        state = apply(state, move)
        states.append(state)
        moves.append(move)
        assert len(moves) < 40
    assert frame_hint(state) == "Player 1: bake bread (Baker)"
    bake = next(m for m in legal_moves(state) if m.verb == "bake")
    moves.append(bake)
    states.append(apply(state, bake))
    line = game_lines(states, moves)[-1].text
    assert line.startswith("Player 1 baked bread with Fireplace") and line.endswith("(Baker)")
    assert line.count("Baker") == 1, line


@pytest.mark.parametrize("undone", ["bake", "convert", "fence-add"])
def test_undoing_the_end_of_a_run_told_in_one_line_words_the_rest_again(
        qtbot, undone: str) -> None:  # noqa: ANN001
    """Two bakes are told in one line ("2 grain into 4 food"); undoing the second took the
    whole line away and the first bake was no longer in the log (a tester).  After an undo
    the log reads as a log written afresh."""
    from PySide6.QtWidgets import QApplication

    from agricola_qt.app.window_main import GameWindow
    from tests.cards.helpers import full_game, give, with_cards, with_space

    state = with_space(give(with_cards(full_game(2), 0, "fireplace-2"), 0, grain=3, wood=9,
                            sheep=1), "sow-bake")
    state = with_space(state, "fences")
    w = GameWindow(state.setup, seats=[None, None], bot_delay_ms=None, ask_to_save=False,
                   autosave=False)
    qtbot.addWidget(w)
    w.start(state.setup, seats=[None, None], states=[state])
    c = w.controller
    if undone == "bake":
        steps = ["place sow-bake", "bake fireplace-2", "bake fireplace-2"]
    elif undone == "convert":
        steps = ["place sow-bake", "convert grain", "convert grain"]
    else:
        steps = ["place fences", "fence-add e3", "fence-add e2"]
    for step in steps:
        assert c.play(step), step
    c.undo()
    QApplication.processEvents()
    shown = [w.game_log.list.item(i).text() for i in range(w.game_log.list.count())]
    fresh = [line.text for line in game_lines(
        [state, *_states_after(state, c.moves)], list(c.moves))]
    assert shown == fresh
    assert any(("1 grain" in line or "e3" in line) for line in shown[-1:]), shown


def _states_after(state, moves) -> list:  # noqa: ANN001
    out = []
    for move in moves:
        state = apply(state, move)
        out.append(state)
    return out


def test_a_pasture_fenced_off_inside_another_is_told_divided() -> None:
    """"Jonas fenced d1, d2: 5 fences for 5 wood", then "Jonas fenced d1: 1 fence for 1
    wood": the second divided the pasture, and read as a fence lost (a tester)."""
    from tests.cards.helpers import full_game, give, play, with_space

    state = with_space(give(full_game(), 0, wood=10), "fences")
    state = play(state, "place fences", "fence-add d1", "fence-add d2")
    move = Move.parse("fence-build")
    built = apply(state, move)
    assert game_lines([state, built], [move])[-1].text.startswith(
        "Player 1 fenced d1, d2: 6 fences for 6 wood")
    again = play(built, "fence-add d1")
    split = apply(again, move)
    text = game_lines([again, split], [move])[-1].text
    assert text == "Player 1 divided a pasture, fencing off d1: 1 fence for 1 wood", text


def test_the_status_bar_tells_a_computer_s_bakes_as_the_log_does(qtbot) -> None:  # noqa: ANN001
    """The log said "baked bread with Fireplace: 2 grain into 4 food", the status bar the
    last bake alone, "1 grain into 2 food" (a newcomer watching the computer)."""
    from agricola_qt.app.window_main import GameWindow
    from tests.cards.helpers import full_game, give, with_cards, with_space

    state = with_space(give(with_cards(full_game(2), 0, "fireplace-2"), 0, grain=3),
                       "sow-bake")
    w = GameWindow(state.setup, seats=[None, None], bot_delay_ms=None, ask_to_save=False,
                   autosave=False)
    qtbot.addWidget(w)
    w.start(state.setup, seats=[None, None], states=[state])
    c = w.controller
    assert c.play("place sow-bake") and c.play("bake fireplace-2")
    before = c.state
    assert c.play("bake fireplace-2")
    w._bot_moved(before, c.moves[-1])  # as a computer's move is told
    text = w.statusBar().currentMessage()
    assert text.endswith("baked bread with Fireplace: 2 grain into 4 food"), text


def test_renovation_then_fences_without_wood_says_why_no_fence_step_came() -> None:
    """"Renovation, then also Fences" with no wood left: the log told the renovation only
    and no fence step came, without a word (a newcomer)."""
    from agricola_qt.ui.status_words import skipped_fences
    from tests.cards.helpers import full_game, give, set_goods, with_space

    state = with_space(full_game(2), "renovation-fences")
    state = set_goods(state, 0, clay=3, reed=1)
    place = Move.parse("place renovation-fences")
    said = skipped_fences(state, [place])
    assert said == ("No fences on “Renovation, then also Fences”: none can be built now "
                    "(each costs 1 wood)."), said
    wooded = give(state, 0, wood=4)
    after = apply(wooded, place)
    assert any(f.fences for f in after.pending)  # the fence step is open: nothing to say
    assert skipped_fences(wooded, [place]) == ""
    # with 2 wood a fence can be paid, a pasture cannot: said so ("none can be built (each
    # costs 1 wood)" was told a player holding 2 wood)
    short = skipped_fences(give(state, 0, wood=2), [place])
    assert short == ("No fences on “Renovation, then also Fences”: the smallest pasture you "
                     "can build needs 4 wood; you have 2 wood."), short


def test_free_fences_are_offered_as_free(monkeypatch) -> None:  # noqa: ANN001
    """"Build 4 fences for nothing" read "建造 4 段栅栏，花费 无" in Chinese (a tester)."""
    from agricola_qt.ui import text as text_module
    from agricola_qt.ui.text import move_label
    from tests.cards.helpers import full_game, give, play

    state = play(give(full_game(), 0, wood=5), "place fences", "fence-add e3")
    move = Move.parse("fence-build")
    assert move_label(state, move) == "Build 4 fences for 4 wood"
    real = text_module._mover_before_after

    def paid_by_a_card(st, mv):  # noqa: ANN001, ANN202
        p, q = real(st, mv)
        return p, evolve(q, goods=p.goods)  # as a card that pays them leaves it

    monkeypatch.setattr(text_module, "_mover_before_after", paid_by_a_card)
    assert move_label(state, move) == "Build 4 fences, free"


def test_a_bake_names_the_card_that_adds_food_to_it() -> None:
    """"Jonas baked bread with Fireplace: 1 grain into 4 food" was right only by a Millstone
    the line did not name."""
    from tests.cards.helpers import full_game, give, play, with_cards

    state = give(with_cards(full_game(2, first=("sow-bake",)), 0, "fireplace-2", "millstone"),
                 0, grain=2)
    state = play(state, "place sow-bake")
    bake = next(m for m in legal_moves(state) if m.verb == "bake")
    line = game_lines([state, apply(state, bake)], [bake])[-1].text
    assert line == ("Player 1 baked bread with Fireplace: 1 grain into 4 food (2 food from "
                    "Millstone)"), line


def test_a_run_of_bakes_names_only_the_cards_that_added_to_it() -> None:
    """Three grain baked one after another are told in one line, and each listening card in
    play was measured against a single bake: "3 grain into 8 food (6 food from Wood
    Distributor, …)" named cards that have nothing to do with baking (a play-tester)."""
    from tests.cards.helpers import full_game, give, play, with_cards

    state = give(with_cards(full_game(2, first=("sow-bake",)), 0, "fireplace-2", "millstone",
                            "wood-distributor", "fieldsman"), 0, grain=3)
    states, moves = [play(state, "place sow-bake")], []
    for _ in range(3):
        moves.append(next(m for m in legal_moves(states[-1]) if m.verb == "bake"))
        states.append(apply(states[-1], moves[-1]))
    line = game_lines(states, moves)[-1].text
    assert line == ("Player 1 baked bread with Fireplace: 3 grain into 8 food (2 food from "
                    "Millstone)"), line


def test_a_passed_card_whose_question_waits_under_another_is_told_passed_once() -> None:
    """The Clay Hut Extension's room was asked after the Traveling Salesman's second minor,
    and the log told "Clay Hut Extension passes from Player 1 to Player 2." twice: as it was
    played and as its room was chosen."""
    from agricola_qt.engine.grid import parse_cell
    from tests.cards.helpers import full_game, give, play, with_cards, with_farm, with_hand

    state = with_farm(full_game(2, first=("improvement",)), 0, house="clay")
    state = with_hand(with_cards(state, 0, "traveling-salesman"), 0,
                      minors=("clay-hut-extension", "manger"))
    state = play(give(state, 0, clay=9, reed=3, wood=5), "place improvement")
    state = evolve(state, setup=evolve(state.setup, rules_version=10))  # (rules 11 ask
    # the room first: ``test_traveling_salesman_second_minor_after_what_the_first_asks``)
    states, moves = [state], []
    for text in ("minor clay-hut-extension", "minor manger"):
        moves.append(Move.parse(text))
        states.append(apply(states[-1], moves[-1]))
    room = next(m for m in legal_moves(states[-1]) if m.verb == "choose")
    moves.append(room)
    states.append(apply(states[-1], room))
    assert states[-1].players[0].farm.rooms >> parse_cell(room.args[0]) & 1
    told = [line.text for line in game_lines(states, moves)
            if "Clay Hut Extension passes" in line.text]
    assert len(told) == 1 and told[0].startswith(f"Player 1 chose {room.args[0]} for"), told


def test_a_chinese_count_of_animals_takes_the_kind_s_measure_word(language) -> None:  # noqa: ANN001
    """"小梅放走了 1 隻牛" beside the board's "1頭牛": a tester read two measure words for
    cattle.  The log and the farm's refusals use the kind's own."""
    from agricola_qt.ui.animal_items import refusal_text
    from agricola_qt.ui.herds import Refusal
    from tests.cards.helpers import full_game, give, with_space

    state = give(with_space(full_game(2), "cattle"), 0, cattle=2)
    state = apply(state, "place cattle")  # no room: the animals wait, one to release
    release = next(m for m in legal_moves(state) if m.verb == "release"
                   and m.args[0] == "cattle")
    language("zh_TW")
    line = game_lines([state, apply(state, release)], [release])[-1].text
    assert "放走了 1 頭牛" in line, line
    full = Refusal("That {place} holds only {room} {kind}.", kind="sheep", place="stable",
                   room=2)
    assert "2 隻綿羊" in refusal_text(full), refusal_text(full)


def test_a_run_of_cookings_keeps_what_another_player_s_card_gave_at_its_first() -> None:
    """Two boars cooked in two clicks are told in one line; the Slaughterhouse paid its owner
    at the first, and that line went when the second made the run's line (a tester)."""
    from tests.cards.helpers import full_game, give, with_cards

    state = give(with_cards(with_cards(full_game(), 0, "fireplace-2"), 1, "slaughterhouse"),
                 0, boar=2)
    moves = [Move.parse("convert boar"), Move.parse("convert boar")]
    states = [state]
    for move in moves:
        states.append(apply(states[-1], move))
    assert states[-1].players[1].goods.food == state.players[1].goods.food + 1
    lines = [line.text for line in game_lines(states, moves)]
    assert sum("turned 2 wild boar" in t for t in lines) == 1
    assert lines[1:] == ["Player 1 turned 2 wild boar into 4 food (Fireplace)",
                         "Player 2 got 1 food (Slaughterhouse)"]


def test_sheep_a_card_gives_for_a_pasture_are_told_with_the_fences() -> None:
    """The Shepherd's Crook's 2 sheep came with no line naming the card: a tester could not
    check a computer's sheep."""
    from tests.cards.helpers import full_game, give, with_cards

    state = give(with_cards(full_game(first=("fences",)), 0, "shepherds-crook"), 0, wood=8)
    moves = [Move.parse(t) for t in ("place fences", "fence-add d1", "fence-add e1",
                                     "fence-add d2", "fence-add e2", "fence-build")]
    states = [state]
    for move in moves:
        states.append(apply(states[-1], move))
    fenced = [line.text for line in game_lines(states, moves) if "fenced" in line.text]
    assert len(fenced) == 1
    assert "got 2 sheep" in fenced[0] and "Shepherd's Crook" in fenced[0]


def test_wood_a_card_leaves_on_its_space_is_told_left_there_not_paid() -> None:
    """"answered Mushroom Collector with “Leave it”: got 2 food; paid 1 wood" read as a
    price (a tester): the wood stays on the space it came from."""
    from tests.cards.helpers import full_game, with_cards

    state = with_cards(full_game(), 0, "mushroom-collector")
    moves = [Move.parse("place wood"), Move.parse("choose leave-wood")]
    states = [state]
    for move in moves:
        states.append(apply(states[-1], move))
    line = [line.text for line in game_lines(states, moves) if line.kind == "move"][-1]
    assert line == "Player 1 left 1 wood on “3 Wood” (Mushroom Collector): got 2 food", line


def test_a_fenced_cell_s_plan_move_says_it_divides_its_pasture(qapp) -> None:  # noqa: ANN001
    """"Add c2 to the pasture" was offered for a cell fenced already (a tester): its plan
    fences it off inside its pasture."""
    from agricola_qt.engine.farmyard import Farmyard
    from agricola_qt.engine.grid import boundary_edges
    from agricola_qt.ui.text import move_label
    from tests.cards.helpers import cells

    state = new_game(setup(2, seed=1))
    me = state.actor
    farm = Farmyard(fences=boundary_edges(cells("c2", "c3")))
    state = state.with_player(me, evolve(state.players[me], farm=farm))
    assert move_label(state, Move.parse("fence-add c2")) == "Fence c2 off inside its pasture"
    assert move_label(state, Move.parse("fence-add d2")) == "Add d2 to the pasture"


def test_a_price_outweighed_by_a_cards_gift_of_the_same_good_is_told() -> None:
    """Market Stall (1 grain: take 1 vegetable) with Market Woman (2 grain for vegetables):
    the log said "got 1 grain, 1 vegetable (1 grain from Market Woman)", netting the stall's
    price and the Woman's 2 grain."""
    from agricola_qt.ui.log_text import move_lines
    from tests.cards.helpers import full_game, give, with_cards, with_hand

    state = full_game(first=("improvement",))
    state = with_hand(with_cards(give(state, 0, grain=1), 0, "market-woman"), 0,
                      minors=("market-stall",))
    state = apply(state, "place improvement")
    moves = [Move.parse("minor market-stall")]
    after = apply(state, moves[0])
    assert after.players[0].goods.grain == 2 and after.players[0].goods.veg == 1
    texts = " | ".join(line.text for line in move_lines([state, after], moves, 0))
    assert "got 2 grain, 1 vegetable (2 grain from Market Woman); paid 1 grain" in texts, texts


def test_two_grain_one_at_the_master_brewers_rate_are_told_apart() -> None:
    """"Mei turned 2 grain into 4 food (Master Brewer)": the card turns one grain a harvest
    into 3 food, the other went raw for 1 (a tester read the card's rate as 2)."""
    from agricola_qt.ui.log_text import move_sentence
    from tests.cards.helpers import full_game, give, with_cards
    from tests.cards.test_deck_e_occupations_1 import _to_feeding

    before = _to_feeding(give(with_cards(full_game(), 0, "master-brewer"), 0, grain=2))
    assert before.frame is not None and before.frame.kind == "feed" and before.actor == 0
    done = apply(apply(before, "convert grain"), "convert grain")
    text = move_sentence(before, Move.parse("convert grain"), done, repeat=2)
    assert "2 grain" in text and "4 food" in text
    assert "(1 by Master Brewer)" in text
    one = move_sentence(before, Move.parse("convert grain"), apply(before, "convert grain"))
    assert "(Master Brewer)" in one and "by" not in one
