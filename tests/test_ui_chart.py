"""The chart of the score estimate round by round: its data, its painting, the score sheet
and the replay viewer that show it."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QFont, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from ui_helpers import painted, random_states, replay_window, setup

from agricola_qt.engine import new_game, scores
from agricola_qt.ui import palette
from agricola_qt.ui.replay_viewer import ReplayViewer
from agricola_qt.ui.score_chart import ScoreChart, game_states, round_scores
from agricola_qt.ui.score_sheet import FITS, ScoreSheetDialog


def _game(players: int, moves: int, seed: int = 2, family: bool = False):  # noqa: ANN202
    s = setup(players, seed=seed, family=family)
    made, states = random_states(new_game(s), moves, seed=seed)
    return s, made, states


def _colour_pixels(image: QImage, colour: QColor) -> int:
    count = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            if (abs(c.red() - colour.red()) + abs(c.green() - colour.green())
                    + abs(c.blue() - colour.blue())) < 30:
                count += 1
    return count


def test_one_point_per_round_reached_is_the_score_at_that_rounds_end() -> None:
    s, moves, states = _game(3, 130)
    data = round_scores(states)
    last = states[-1].round
    assert last >= 4
    assert data.rounds == tuple(range(1, last + 1))
    assert data.players == 3
    for k, (first, end) in enumerate(data.spans):
        assert states[first].round == states[end].round == data.rounds[k]
        assert end == len(states) - 1 or states[end + 1].round == data.rounds[k] + 1
        after = states[min(end + 1, len(states) - 1)]  # the move ending it: a harvest's
        assert list(data.totals[k]) == [sheet.total for sheet in scores(after)]
    assert game_states(s, moves) == states  # the window's replay of its moves


def _played_to_round(last: int) -> list:
    """The states of a seeded random 2-player family game, up to the first of round
    ``last``."""
    import random

    from agricola_qt.engine import apply, legal_moves

    state = new_game(setup(2, seed=3, family=True))
    rng, states = random.Random(1), [state]
    while state.round < last:
        state = apply(state, rng.choice(legal_moves(state)))
        states.append(state)
    return states


def test_a_harvest_rounds_point_counts_its_begging_cards() -> None:
    """The last feeding of a harvest begins the next round in the same move: the chart took
    the state before it, and begging cards of that feeding showed a round late."""
    states = _played_to_round(10)
    data = round_scores(states)
    nine = data.rounds.index(9)
    assert states[data.spans[nine][1]].players[0].begging == 0
    begging = states[data.spans[nine][1] + 1].players[0].begging
    assert begging > 0  # the round's last move gave them
    without = scores(states[data.spans[nine][1]])[0].total
    assert data.totals[nine][0] < without  # 3 points a card, less what the breeding gave


def test_positions_on_the_axis_and_back() -> None:
    _s, _moves, states = _game(2, 70, family=True)
    data = round_scores(states)
    for k, (first, end) in enumerate(data.spans):
        assert data.position(end) == data.rounds[k]  # a round's end sits on its number
        assert data.rounds[k] - 1 < data.position(first) <= data.rounds[k]
        for index in (first, (first + end) // 2, end):
            assert data.index_at(data.position(index)) == index
    assert data.index_at(-3) == 0
    assert data.index_at(99) == len(states) - 1


def test_the_chart_draws_a_line_per_player_offscreen(qtbot) -> None:  # noqa: ANN001
    _s, _moves, states = _game(5, 3000)  # a whole game
    assert states[-1].is_over
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.set_game(states, colours=(4, 3, 2, 1, 0))
    assert chart.data.rounds == tuple(range(1, 15))
    assert len(chart.names) == 5 and [len(chart.data.line(i)) for i in range(5)] == [14] * 5
    chart.resize(560, 240)
    image = chart.grab().toImage()
    assert not image.isNull()
    for slot in range(5):  # each seat's colour is drawn (lines, points, legend)
        assert _colour_pixels(image, palette.player_colour(slot)) > 20, slot
    rect = chart.plot_rect()
    for i in range(5):  # every point lies in the plot area
        for k in range(14):
            assert rect.adjusted(-1, -1, 1, 1).contains(chart.point(i, k))
    assert "Lena" in chart.describe()
    words = chart.round_words(chart.x_of(4) + 3)  # hovering near round 4's points
    assert words.startswith("Score estimate after round 4:")
    assert f"Mei: {chart.data.totals[3][0]}" in words


def test_score_sheet_with_the_chart_fits_a_small_screen_for_five(qtbot) -> None:  # noqa: ANN001
    _s, moves, states = _game(5, 3000)
    dialog = ScoreSheetDialog(states[-1], moves=moves)
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    assert dialog.chart is not None and dialog.chart.data.rounds[-1] == 14
    hint = dialog.sizeHint()
    assert hint.width() <= FITS.width() and hint.height() <= FITS.height()
    table, chart = dialog.table.geometry(), dialog.chart.geometry()
    assert chart.top() >= table.bottom()  # below the table, overlapping nothing
    assert dialog.table.verticalScrollBar().maximum() == 0


def test_with_a_large_font_the_chart_moves_beside_the_table(qtbot) -> None:  # noqa: ANN001
    _s, moves, states = _game(5, 100)
    app = QApplication.instance()
    old = app.font()
    big = QFont(old)
    big.setPointSize(13)
    app.setFont(big)
    try:
        dialog = ScoreSheetDialog(states[-1], moves=moves)
        qtbot.addWidget(dialog)
        dialog.show()
        QApplication.processEvents()
        hint = dialog.sizeHint()
        assert dialog.chart is not None
        assert dialog.chart.geometry().left() >= dialog.table.geometry().right()
        assert hint.width() <= FITS.width() and hint.height() <= FITS.height()
    finally:
        app.setFont(old)


def test_replay_chart_marker_follows_the_move_and_a_click_jumps(qtbot) -> None:  # noqa: ANN001
    s, moves, states = _game(2, 90, family=True)
    viewer = replay_window(qtbot, s, moves, states)
    chart = viewer.chart
    seen = []
    for index in (0, 25, 60, len(moves)):
        viewer.slider.setValue(index)
        assert chart.marker == index
        seen.append(chart.marker_x())
    assert seen == sorted(seen) and len(set(seen)) == 4  # the marker moves right
    round_three = chart.data.spans[2][1]  # the last state of round 3
    x = round(chart.x_of(3))
    QTest.mouseClick(chart, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(x, round(chart.plot_rect().center().y())))
    assert viewer.index == round_three and chart.marker == round_three
    assert viewer.scene.state is states[round_three]
    assert viewer.moves_list.currentRow() == round_three


def test_the_windows_score_sheet_charts_the_game_so_far(qtbot) -> None:  # noqa: ANN001
    from agricola_qt.app.window_main import GameWindow

    s, moves, states = _game(2, 40, family=True)
    w = GameWindow(s, moves=moves, bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.show_scores()
    dialog = w.score_dialog
    assert dialog is not None and dialog.chart is not None
    assert dialog.chart.data == round_scores(states)


def test_replay_list_names_the_card_a_choice_answers(qtbot) -> None:  # noqa: ANN001
    """A card's question answered alone read "R3 Mei: Cell b1" in the move list; the line
    names the card."""
    from agricola_qt.ai.registry import make_bot
    from agricola_qt.engine import apply, new_game, new_setup
    from agricola_qt.ui.text import card_name

    s = new_setup(2, family=False, decks=("E",), seed=1)
    # (the heuristic on the cards' text: the game this test was made on)
    state, bot = new_game(s), make_bot("heuristic-text")
    moves, states = [], [state]
    while not (states[-1].frame is not None and states[-1].frame.kind == "card"
               and bot.choose(states[-1]).verb == "choose"):
        move = bot.choose(states[-1])
        moves.append(move)
        states.append(apply(states[-1], move))
    card = states[-1].frame.space
    moves.append(bot.choose(states[-1]))
    states.append(apply(states[-1], moves[-1]))
    viewer = ReplayViewer(s, moves, states, None, "test")
    qtbot.addWidget(viewer)
    line = viewer.moves_list.item(len(moves)).text()
    assert f"{card_name(card)}: " in line, line


def test_play_again_deals_a_new_game_at_the_same_table(qtbot, monkeypatch) -> None:  # noqa: ANN001
    """The score sheet at a game's end had only Close and Review: a player who wanted another
    game went through New game and set up the seats again."""
    from agricola_qt.app.window_main import GameWindow

    s, moves, states = _game(3, 3000, family=False)
    assert states[-1].is_over
    seats = [None, "heuristic", None]
    w = GameWindow(s, seats=seats, moves=moves, bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.start(s, seats, moves=moves, colours=(3, 0, 1))
    w.show_scores()
    button = w.score_dialog.again_button
    assert button is not None and button.text() == "Play again"
    import random

    # a deal whose first player is a person, so that no computer has moved yet
    fresh = next(k for k in range(1, 100) if setup(3, seed=k, family=False).starting_player == 0
                 and k != s.seed)
    monkeypatch.setattr(random, "randrange", lambda *_: fresh)
    button.click()
    state = w.controller.state
    new = state.setup
    assert not state.is_over and state.round == 1 and not w.controller.moves
    assert (new.players, new.family, new.decks, new.names) == (s.players, s.family, s.decks,
                                                               s.names)
    assert new.seed == fresh and new.hands != s.hands  # another deal
    assert w.controller.seats == seats and w.scene.colours == (3, 0, 1)


def test_a_solo_series_offers_its_next_game_not_play_again(qtbot) -> None:  # noqa: ANN001
    s, moves, states = _game(1, 3000, family=False)
    assert states[-1].is_over and s.solo is not None
    dialog = ScoreSheetDialog(states[-1], moves=moves)
    qtbot.addWidget(dialog)
    assert dialog.again_button is None


def test_a_replay_of_this_game_is_retitled_when_another_begins(qtbot) -> None:  # noqa: ANN001
    """A replay opened on "this game" stayed open after a new game began, still called
    "this game"; it is the previous game's now."""
    from agricola_qt.app.window_main import GameWindow

    s, moves, _ = _game(2, 30, family=True)
    w = GameWindow(s, moves=moves, bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    viewer = w.replay_this()
    assert viewer.windowTitle() == "Replay — this game"  # type: ignore[attr-defined]
    w.start(setup(2, seed=9, family=True))
    assert viewer.windowTitle() == "Replay — the previous game"  # type: ignore[attr-defined]
    viewer.close()  # type: ignore[attr-defined]


def test_the_sheet_says_where_to_find_the_cards_behind_its_points(qtbot) -> None:  # noqa: ANN001
    """A tester found 3 bonus points from another player's House Steward only by reading
    every card: the cards behind a number are in its tooltip, and the sheet says so."""
    from attrs import evolve
    from PySide6.QtWidgets import QLabel

    from agricola_qt.engine import new_game
    from tests.ui_helpers import setup

    state = new_game(setup(2, family=False))
    plain = ScoreSheetDialog(state)
    qtbot.addWidget(plain)
    hint = "Point at a card or bonus number to see the cards behind it."
    assert hint not in [label.text() for label in plain.findChildren(QLabel)]
    p = state.players[0]
    state = state.with_player(0, evolve(p, cards=(*p.cards, "well")))
    sheet = ScoreSheetDialog(state)
    qtbot.addWidget(sheet)
    assert hint in [label.text() for label in sheet.findChildren(QLabel)]


def test_the_sheet_shows_what_each_ladder_counts(qtbot) -> None:  # noqa: ANN001
    """"Sheep 4" for 8 sheep: the sheet could be checked by hand only against the farms."""
    from attrs import evolve

    from agricola_qt.engine import new_game
    from agricola_qt.engine.goods import Goods
    from agricola_qt.engine.scoring import CATEGORIES
    from tests.ui_helpers import setup

    state = new_game(setup(2))
    p = state.players[0]
    state = state.with_player(0, evolve(p, goods=p.goods + Goods(sheep=8)))
    sheet = ScoreSheetDialog(state)
    qtbot.addWidget(sheet)
    assert sheet.table.item(CATEGORIES.index("sheep"), 0).text() == "4 (8)"
    assert sheet.table.item(CATEGORIES.index("people"), 0).text() == "6"  # no count there


def test_a_solo_series_game_draws_its_target_across_the_chart(qtbot) -> None:  # noqa: ANN001
    """A solo player looked for the series' target on the chart: only the sheet's words said
    "40 of 50 points"."""
    from agricola_qt.engine import new_setup

    s = new_setup(1, family=False, seed=4)
    assert s.solo is not None and s.solo.target == 50
    _made, states = random_states(new_game(s), 400, seed=4)
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.set_game(states)
    assert chart.target == 50 and chart._range()[1] >= 50
    chart.resize(560, 240)
    drawn: list[str] = []
    with painted("drawText", lambda _p, args: drawn.extend(a for a in args
                                                            if isinstance(a, str))):
        chart.grab()
    assert "Target 50" in drawn
    two = ScoreChart()
    qtbot.addWidget(two)
    two.set_game(_game(2, 50)[2])
    assert two.target == 0


def test_a_chinese_owner_s_name_in_the_cards_behind_has_no_space(qapp, language) -> None:  # noqa: ANN001
    """"長者（安娜 的）：3": the template's space, kept for a Latin name, read as machine-made
    beside a Chinese one (a tester)."""
    from attrs import evolve

    from agricola_qt.engine.scoring import CardScore
    from agricola_qt.ui.score_sheet import cards_behind
    from tests.cards.helpers import full_game

    language("zh_TW")
    state = full_game(2)
    state = evolve(state, setup=evolve(state.setup, names=("安娜", "Mei")))
    text = cards_behind(state, [CardScore("bonus_points", "reeve", 3, 0),
                                CardScore("bonus_points", "reeve", 3, 1)])
    first, second = text.split("\n")
    assert "安娜的" in first and "安娜 的" not in first
    assert "Mei 的" in second  # a Latin name keeps its spaces


def test_a_round_begun_with_no_move_yet_has_no_point_of_its_own() -> None:
    """An unfinished game saved as a round began drew that round's point level with the one
    before (a tester: round 14 equal to round 13); a turn waiting for End turn did so too."""
    from agricola_qt.engine import apply, legal_moves

    states = _played_to_round(6)
    state = states[-1]
    data = round_scores(states)
    assert data.rounds == (1, 2, 3, 4, 5)  # round 6 has begun, with no move in it yet
    assert data.spans[-1][1] == len(states) - 2
    assert data.position(len(states) - 1) == 5  # the marker at round 5's end
    state = apply(state, legal_moves(state)[0])
    data = round_scores([*states, state])
    assert data.rounds == (1, 2, 3, 4, 5, 6)  # once it has one, it is plotted


def test_the_family_games_card_points_row_names_improvements(qtbot) -> None:  # noqa: ANN001
    """"卡牌的分数" (card points) puzzled a tester of the family game, which has no cards: there
    the row holds the major improvements' points and says so."""
    from agricola_qt.engine import new_game
    from agricola_qt.engine.scoring import CATEGORIES
    from tests.ui_helpers import setup

    row = CATEGORIES.index("card_points")
    for family, name in ((True, "Improvement points"), (False, "Card points")):
        sheet = ScoreSheetDialog(new_game(setup(2, family=family)))
        qtbot.addWidget(sheet)
        assert sheet.table.verticalHeaderItem(row).text() == name


def test_a_finished_game_never_saved_can_be_saved_from_the_score_sheet(
        qtbot, tmp_path, monkeypatch) -> None:  # noqa: ANN001
    """A tester's finished game, never saved, was left only in the autosave folder, which no
    menu lists once a game is over."""
    from PySide6.QtWidgets import QFileDialog

    from agricola_qt.app.window_main import GameWindow

    s, moves, states = _game(2, 3000, family=True)
    target = tmp_path / "kept.agr"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    w = GameWindow(s, seats=[None, "heuristic"], moves=moves, bot_delay_ms=None,
                   ask_to_save=False)
    qtbot.addWidget(w)
    w.show_scores()
    button = w.score_dialog.save_button
    assert button is not None and button.text() == "Save the game…"
    button.click()
    assert target.read_text(encoding="utf-8").startswith("format: agricola-qt-record")
    assert not button.isEnabled() and button.text() == "Saved"
    w.score_dialog.close()
    w.show_scores()  # saved: the button stays where it was (the others kept their places)
    button = w.score_dialog.save_button
    assert button is not None and button.text() == "Saved" and not button.isEnabled()


def test_the_score_sheet_never_writes_over_the_file_the_game_came_from(
        qtbot, tmp_path, monkeypatch) -> None:  # noqa: ANN001
    """A couple opened their round-8 save, played to the end and pressed the sheet's "Save
    the game…": the round-8 file was written over with no dialog."""
    from ui_helpers import save_dialog_answers

    from agricola_qt.app.window_main import GameWindow

    s, moves, states = _game(2, 3000, family=True)
    opened = tmp_path / "round 8.agr"
    opened.write_text("kept as it was", encoding="utf-8")
    offered = save_dialog_answers(monkeypatch, tmp_path / "the end.agr")
    w = GameWindow(s, seats=[None, None], moves=moves, bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.path = opened
    w.show_scores()
    button = w.score_dialog.save_button
    assert button is not None and button.text() == "Save the game…"
    button.click()
    assert offered and offered[0].endswith("round 8 (2).agr")  # a new name beside it
    assert opened.read_text(encoding="utf-8") == "kept as it was"
    assert (tmp_path / "the end.agr").read_text(encoding="utf-8").startswith(
        "format: agricola-qt-record")
    assert button.text() == "Saved" and w.path == tmp_path / "the end.agr"
