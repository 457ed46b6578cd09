"""Review this game: in a game with an obvious blunder (feeding with begging cards at the last
harvest while holding animals to cook) the review marks that decision, with a legal best move
and the points lost, in the replay viewer and the game log; it can be cancelled or its window
closed while it works."""

from __future__ import annotations

from functools import cache

import pytest
from coach_helpers import PendingWords, english_words, heuristic_game
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from ui_helpers import setup

from agricola_qt.ai.coach import MISTAKE_POINTS
from agricola_qt.ai.heuristic_bot import HeuristicBot
from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import GameState, Move, apply, legal_moves, new_game, why_illegal
from agricola_qt.ui import i18n, review
from agricola_qt.ui.replay_viewer import ReplayViewer
from agricola_qt.ui.worker import running_workers

NAMES = ("Mei", "Jonas")


@pytest.fixture(autouse=True)
def own_settings(tmp_path, monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setattr(i18n, "settings",
                        lambda: QSettings(str(tmp_path / "settings.ini"),
                                          QSettings.Format.IniFormat))
    # each test's reviews run: none kept from another test's (``review_store``)
    monkeypatch.setenv("AGRICOLA_QT_DATA_DIR", str(tmp_path / "data"))


@cache
def _blunder() -> tuple[object, list[Move], list[GameState], int]:
    """The heuristic's game, except that at the last harvest Mei feeds at once (begging
    cards) although she could cook animals: (setup, moves, states, the blunder's index)."""
    s = setup(2, seed=1)
    moves, states = heuristic_game(s)
    k = min(i for i, st in enumerate(states[:-1])  # her first cooking at the last harvest
            if st.round == 14 and st.frame is not None and st.frame.kind == "feed"
            and st.actor == 0 and moves[i].verb == "convert")
    assert Move("feed") in legal_moves(states[k]) and moves[k] != Move("feed")
    made = [*moves[:k], Move("feed")]
    state = apply(states[k], Move("feed"))
    bot = HeuristicBot()
    while not state.is_over:
        move = bot.choose(state)
        made.append(move)
        state = apply(state, move)
    played = [new_game(s)]
    for move in made:
        played.append(apply(played[-1], move))
    return s, made, played, k


@pytest.fixture
def quick(monkeypatch) -> int:  # noqa: ANN001
    """Reviews judge only the last few decisions, with a small budget; the blunder's index."""
    k = _blunder()[3]
    monkeypatch.setitem(review.REVIEW_OPTIONS, "first", k - 4)
    monkeypatch.setitem(review.REVIEW_OPTIONS, "budget", 300)
    monkeypatch.setitem(review.REVIEW_OPTIONS, "width", 3)
    return k


def _viewer(qtbot, humans=(0,), keep: bool = True) -> ReplayViewer:  # noqa: ANN001
    s, moves, states, _ = _blunder()
    viewer = ReplayViewer(s, moves, states, None, "test", (), humans)
    if keep:
        qtbot.addWidget(viewer)
    viewer.show()
    return viewer


def _reviewed(qtbot, bar: review.ReviewBar) -> list:  # noqa: ANN001
    got: list = []
    bar.reviewed.connect(got.append)
    assert bar.start() and bar.running and bar.progress.isVisible()
    qtbot.waitUntil(lambda: bool(got), timeout=30000)
    return got[0]


def test_the_review_marks_the_blunder_with_a_legal_best_move(qtbot, quick) -> None:  # noqa: ANN001
    viewer = _viewer(qtbot)
    _, moves, states, k = _blunder()
    mistakes = _reviewed(qtbot, viewer.review)
    assert k in [m.index for m in mistakes]
    for m in mistakes:
        assert m.seat == 0 == states[m.index].actor and m.index >= k - 4
        assert m.move == moves[m.index]
        assert why_illegal(states[m.index], m.best.move) is None and m.best.move != m.move
        assert m.loss >= MISTAKE_POINTS
    blunder = next(m for m in mistakes if m.index == k)
    item = viewer.moves_list.item(k + 1)
    lines = item.text().split("\n")
    assert lines[0].startswith(f"{k + 1}. R14 Mei: ")
    assert lines[1].strip().startswith(f"✗ −{round(blunder.loss)} points · better: ")
    assert item.background().color() == review.MISTAKE_BACK
    marked = [i for i in range(viewer.moves_list.count())
              if "✗" in viewer.moves_list.item(i).text()]
    assert marked == sorted(m.index + 1 for m in mistakes)  # nothing else, no bot's move
    worst = max(mistakes, key=lambda m: m.loss)  # the costliest, not a sum of losses
    assert viewer.review.summary.text().splitlines()[0].endswith(
        f"lost points — the costliest, move {worst.index + 1}: about {round(worst.loss)} points")
    assert viewer.review.button.isVisible() and not viewer.review.progress.isVisible()
    # the marked moves are reached one after another (a play-tester scrolled 158 lines)
    assert viewer.review.next_button.isVisible()
    viewer.go(0)
    seen = []
    for _ in range(len(mistakes) + 1):
        viewer.review.next_button.click()
        seen.append(viewer.moves_list.currentRow())
    first = min(m.index for m in mistakes) + 1
    assert seen[0] == first and seen[-1] == first  # after the last: the first again
    assert sorted(set(seen)) == sorted(m.index + 1 for m in mistakes)
    # on a marked move the game goes on from before it, the better move to try (a tester's
    # began with the marked move made); elsewhere from the move shown
    played: list = []
    viewer.play_from_here.connect(lambda setup, made: played.append(list(made)))
    viewer.go(k + 1)
    assert viewer.play.text() == "Play from before this move"
    viewer.play.click()
    assert played[-1] == list(moves[:k])
    viewer.go(1)
    assert viewer.play.text() == "Play from here"


def test_review_from_the_score_sheet_marks_the_game_log_too(qtbot, quick) -> None:  # noqa: ANN001
    s, moves, _, k = _blunder()
    w = GameWindow(s, seats=[None, "heuristic"], moves=moves, bot_delay_ms=None,
                   ask_to_save=False)
    qtbot.addWidget(w)
    w.show_scores()
    button = w.score_dialog.review_button
    assert button is not None and button.text() == "Review this game"
    button.click()
    viewer = w.replay_viewer
    assert viewer.review.running and viewer.review.seats == (0,)
    qtbot.waitUntil(lambda: not viewer.review.running, timeout=30000)
    log = w.game_log

    def marked() -> list[int]:
        return [line.move for line, i in zip(log.lines, range(log.list.count()), strict=False)
                if "✗" in log.list.item(i).text()]

    assert k in marked()
    log.retranslate()  # worded again: the marks stay
    assert k in marked()


def test_a_review_in_traditional_chinese(qtbot, qapp, language, quick) -> None:  # noqa: ANN001
    words = PendingWords("zh_TW")
    language("zh_TW")
    qapp.installTranslator(words)
    try:
        viewer = _viewer(qtbot)
        _reviewed(qtbot, viewer.review)
        text = viewer.moves_list.item(quick + 1).text().split("\n")[1]
        assert "✗" in text and "分" in text
        assert english_words(text, NAMES) == [], text
        assert english_words(viewer.review.summary.text(), NAMES) == []
    finally:
        qapp.removeTranslator(words)


def test_nobody_to_review_when_only_computers_played(qtbot) -> None:  # noqa: ANN001
    viewer = _viewer(qtbot, humans=())
    assert not viewer.review.button.isEnabled()
    assert not viewer.review.start()


def test_a_review_can_be_cancelled_or_its_window_closed(qtbot) -> None:  # noqa: ANN001
    viewer = _viewer(qtbot)  # the whole game, the real budget: many seconds of work
    bar = viewer.review
    got: list = []
    bar.reviewed.connect(got.append)
    assert bar.start()
    qtbot.waitUntil(lambda: bar.progress.value() > 0, timeout=10000)
    # how far it got said beside the bar, not in white on its blue (hard to read, a tester)
    assert not bar.progress.isTextVisible()
    done = bar.progress.value()
    assert bar.summary.text().startswith("Reviewing… move ")
    assert int(bar.summary.text().split()[2]) >= done
    bar.cancel_button.click()
    assert not bar.running and bar.summary.text() == "Review cancelled."
    assert bar.button.isVisible() and not bar.cancel_button.isVisible()
    assert bar.start()  # again, then the viewer is closed: the review stops
    stop = bar.reviewer._stop
    viewer.close()
    assert stop is not None and stop.is_set() and not bar.running
    closing = _viewer(qtbot, keep=False)  # and one deleted while it works
    assert closing.review.start()
    stop = closing.review.reviewer._stop
    closing.deleteLater()
    qtbot.waitUntil(lambda: stop.is_set(), timeout=5000)
    qtbot.waitUntil(lambda: running_workers() == 0, timeout=20000)
    qtbot.wait(50)
    assert got == []  # no cancelled review reported anything
    assert not any("✗" in viewer.moves_list.item(i).text()
                   for i in range(viewer.moves_list.count()))


@cache
def _full_game() -> tuple[object, list[Move], list[GameState]]:
    s = setup(2, seed=1, family=False)
    moves, states = heuristic_game(s)
    return s, moves, states


def _in_hand(viewer: ReplayViewer, seat: int) -> list[str]:
    QApplication.processEvents()
    return [c.card_id for c in viewer.scene.cards.items if c.in_hand and c.player == seat]


def test_the_replay_shows_the_persons_hand_at_every_move(qtbot) -> None:  # noqa: ANN001
    """A mistake such as "play the Crooked Plough instead" cannot be studied without the
    hand it was chosen from; the replay showed every hand as hidden cards."""
    s, moves, states = _full_game()
    viewer = ReplayViewer(s, moves, states, None, "test", (), (0,))
    qtbot.addWidget(viewer)
    viewer.go(1)
    p = states[1].players[0]
    assert sorted(_in_hand(viewer, 0)) == sorted((*p.occupations, *p.minors))
    # the game is over: the computer's hand is shown too (a tester's review of a game he
    # lost still hid the Expert's cards) ...
    assert states[-1].is_over and _in_hand(viewer, 1)
    live = ReplayViewer(s, moves[:10], states[:11], None, "test", (), (0,))
    qtbot.addWidget(live)
    live.go(1)
    assert _in_hand(live, 0) and not _in_hand(live, 1)  # ... while it goes on, not


def test_a_pass_and_play_replay_mid_game_shows_no_hand(qtbot) -> None:  # noqa: ANN001
    s, moves, states = _full_game()
    viewer = ReplayViewer(s, moves[:10], states[:11], None, "test", (), (0, 1))
    qtbot.addWidget(viewer)
    viewer.go(5)
    assert not _in_hand(viewer, 0) and not _in_hand(viewer, 1)
    finished = ReplayViewer(s, moves, states, None, "test", (), (0, 1))
    qtbot.addWidget(finished)
    finished.go(5)
    assert _in_hand(finished, 0) and _in_hand(finished, 1)  # over: nothing left to hide


def test_a_game_of_computers_only_offers_no_review(qtbot) -> None:  # noqa: ANN001
    """The score sheet of an all-computer game offered "Review this game", which opened a
    replay whose review was greyed out, with no word why: it marks people's decisions."""
    s, moves, _, _ = _blunder()
    w = GameWindow(s, seats=["heuristic", "heuristic"], moves=moves, bot_delay_ms=None,
                   ask_to_save=False)
    qtbot.addWidget(w)
    w.show_scores()
    assert w.score_dialog.review_button is None


def test_no_mistake_after_a_defeat_is_not_praised(qtbot) -> None:  # noqa: ANN001
    """A newcomer lost 27 to 38 and read "No decision lost many points: well played!"."""
    s, moves, states, _ = _blunder()
    final = states[-1]
    from agricola_qt.engine import winners

    won = winners(final)
    loser = next(i for i in range(2) if i not in won)
    for seat, praised in ((won[0], True), (loser, False)):
        bar = review.ReviewBar(s, moves, [seat])
        qtbot.addWidget(bar)
        bar._finished([])
        text = bar.summary.text()
        assert text.startswith(f"No decision lost {round(MISTAKE_POINTS)} points or more")
        assert ("well played" in text) is praised
        assert ("many small ones" in text) is not praised


def test_a_review_without_mistakes_names_the_farm_s_minus_points(qtbot) -> None:  # noqa: ANN001
    """"No decision lost 3 points or more: well played!" taught a newcomer nothing: sheep -1
    and 3 unused spaces went unmentioned."""
    from agricola_qt.engine import scores
    from agricola_qt.ui.score_sheet import category_name

    s, moves, states, _ = _blunder()
    seat = 0
    breakdown = scores(states[-1])[seat].breakdown
    minus = {k: v for k, v in breakdown.items() if v < 0}
    assert minus  # (this game's farm lost points somewhere)
    bar = review.ReviewBar(s, moves, [seat])
    qtbot.addWidget(bar)
    bar._finished([])
    text = bar.summary.text()
    assert "\nMinus points at the end: " in text
    for key, points in minus.items():
        assert f"{category_name(key)} {points}" in text


def test_with_no_large_mistake_the_costliest_smaller_ones_are_named(qtbot) -> None:  # noqa: ANN001
    """A tester lost by 9 while the coach's estimate of their score fell 6 points, and the
    review said only "no decision lost 3 points or more": the three that lost most (from
    SMALL_LOSS up) are named and marked, the farm's minus points still told."""
    from agricola_qt.ai.coach import SMALL_LOSS, Advice, Mistake, Reason

    s, moves, states, _ = _blunder()
    assert review.REVIEW_OPTIONS["threshold"] == SMALL_LOSS < MISTAKE_POINTS

    def lost(index: int, points: float) -> Mistake:
        best = Advice(Move("place", ("fishing",)), 30.0, Reason.BEST_PLAYOUTS, {}, 10)
        return Mistake(index, 0, moves[index], 30.0 - points, best)

    found = [lost(10, 1.6), lost(20, 2.4), lost(30, 1.9), lost(40, 2.1)]
    bar = review.ReviewBar(s, moves, [0])
    qtbot.addWidget(bar)
    marked = []
    bar.reviewed.connect(marked.append)
    bar._finished(found)
    text = bar.summary.text()
    assert text.startswith("No decision lost 3 points or more. The costliest, each marked: "
                           "move 21 (about 2.4 points), move 31 (about 1.9 points), move 41 "
                           "(about 2.1 points).")
    assert [m.index for m in marked[0]] == [20, 30, 40]
    assert "\nMinus points at the end: " in text
    assert bar.next_button.isVisibleTo(bar)
    # one of 3 points or more: only those are marked, as before
    bar._finished([*found, lost(50, 3.5)])
    assert [m.index for m in marked[1]] == [50]
    assert bar.summary.text().startswith("1 decision lost points")


def test_a_defeat_names_where_the_winner_scored_more(qtbot) -> None:  # noqa: ANN001
    """A newcomer lost 31 to 36 and the review did not say that the winner's stone house
    made the difference: the categories the winner scored most above them are named."""
    from agricola_qt.engine import scores, winners
    from agricola_qt.engine.scoring import CATEGORIES
    from agricola_qt.ui.score_sheet import category_name

    s, moves, states, _ = _blunder()
    final = states[-1]
    winner = winners(final)[0]
    loser = 1 - winner
    mine, best = scores(final)[loser].breakdown, scores(final)[winner].breakdown
    gaps = sorted(((best[k] - mine[k], -i, k) for i, k in enumerate(CATEGORIES)), reverse=True)
    top = [(d, k) for d, _, k in gaps[:3] if d > 0]
    assert top
    bar = review.ReviewBar(s, moves, [loser])
    qtbot.addWidget(bar)
    bar._finished([])
    line = bar.summary.text().splitlines()[-1]
    assert line.startswith("Where ") and " scored more: " in line
    assert line.endswith(", ".join(f"{category_name(k)} +{d}" for d, k in top) + ".")
    won = review.ReviewBar(s, moves, [winner])
    qtbot.addWidget(won)
    won._finished([])
    assert "scored more" not in won.summary.text()


def test_two_people_reviewed_are_told_whose_decisions_lost_points(qtbot) -> None:  # noqa: ANN001
    """Two at one table read "5 decisions lost points" and wondered whose they were."""
    from agricola_qt.ai.coach import Advice, Mistake, Reason

    s, moves, _states, _ = _blunder()

    def lost(index: int, seat: int) -> Mistake:
        best = Advice(Move("place", ("fishing",)), 30.0, Reason.BEST_PLAYOUTS, {}, 10)
        return Mistake(index, seat, moves[index], 25.0, best)

    bar = review.ReviewBar(s, moves, [0, 1])
    qtbot.addWidget(bar)
    bar._finished([lost(10, 0), lost(20, 1), lost(30, 0)])
    names = s.names
    assert bar.summary.text().startswith(
        f"3 decisions lost points (decisions by player: {names[0]} 2, {names[1]} 1) — the "
        "costliest"), (
        bar.summary.text())
    alone = review.ReviewBar(s, moves, [0])
    qtbot.addWidget(alone)
    alone._finished([lost(10, 0)])
    assert alone.summary.text().startswith("1 decision lost points — the costliest")


def test_a_loss_under_the_mark_is_told_to_a_tenth(qapp) -> None:  # noqa: ANN001
    """The summary said "No decision lost 3 points or more … move 20 (about 2.6 points)"
    while move 20's line read "−3 points" (a tester)."""
    from agricola_qt.ui.coach_words import loss_text

    assert loss_text(2.6) == "−2.6 points"
    assert loss_text(0.04) == "−0.1 points"
    assert loss_text(3.4) == "−3 points" and loss_text(6.6) == "−7 points"


def test_a_finished_review_is_kept_and_shown_when_the_game_is_replayed(qtbot, quick) -> None:  # noqa: ANN001
    """A tester reopened a reviewed game: "Review this game" had to run again (a minute)."""
    from agricola_qt.ui.review_store import ReviewStore

    s, moves, _, k = _blunder()
    w = GameWindow(s, seats=[None, "heuristic"], moves=moves, bot_delay_ms=None,
                   ask_to_save=False)
    qtbot.addWidget(w)
    first = w.review_this()
    qtbot.waitUntil(lambda: not first.review.running, timeout=30000)
    found = [str(m.move) for m in first.review.reviewer.mistakes]
    assert k in first.mistake_moves
    first.close()
    again = w.review_this()  # the game replayed again: its verdicts at once, no new run
    assert not again.review.running
    assert again.mistake_moves == first.mistake_moves
    assert again.review.summary.text().startswith("Reviewed ")
    assert "Review again runs it anew" in again.review.summary.text()
    assert again.review.button.text() == "Review again"
    assert again.review.start()  # and it runs anew when asked
    qtbot.waitUntil(lambda: not again.review.running, timeout=30000)
    assert [str(m.move) for m in again.review.reviewer.mistakes] == found
    assert not again.review.summary.text().startswith("Reviewed ")
    # a kept file that does not read is not used: the review runs
    for path in ReviewStore().folder.glob("*.json"):
        path.write_text("{broken", encoding="utf-8")
    third = w.review_this()
    assert third.review.running
    qtbot.waitUntil(lambda: not third.review.running, timeout=30000)
