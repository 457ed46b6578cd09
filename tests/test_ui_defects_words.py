"""Issue 9, defects 9–13: questions that say what they ask, news of passed cards, a stable
order of decision buttons, nothing of the next turn behind "End turn", one language in the
history."""

from __future__ import annotations

import random
import re

import pytest
from attrs import evolve
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from ui_helpers import drag, setup, sit_down

from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import apply, legal_moves, new_game
from agricola_qt.engine.cards.effects import ask
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.grid import parse_cell
from agricola_qt.ui.text import card_name, move_label, passing_news, player_name, round_line, trn

CJK = re.compile(r"[\u4e00-\u9fff]")


def _window(qtbot, s, states=None, seats=None) -> GameWindow:  # noqa: ANN001
    w = GameWindow(s, seats=seats, bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    if states is not None:
        w.start(s, seats=seats, states=states)
    w.resize(1600, 950)
    w.show()
    sit_down(w)
    return w


def _buttons(w: GameWindow) -> list[object]:
    layout = w.chooser.buttons
    return [layout.itemAt(i).widget() for i in range(layout.count())]


def test_a_card_question_says_which_card_asks_and_what(qtbot) -> None:  # noqa: ANN001
    """Defect 9: "Mei:" and nothing else stood above a card's options."""
    s = setup(2, seed=3, family=False)
    state = new_game(s)
    asked = ask(state, state.actor, "pieceworker", ("wood", "wood+clay", "no"))
    w = _window(qtbot, s, [asked])
    hint = w.chooser.hint.text()
    assert card_name("pieceworker") in hint and "choose" in hint
    assert w.chooser.detail.text()  # the card's own text says what it does
    captions = [b.text() for b in _buttons(w) if isinstance(b, QPushButton)]
    assert captions[:3] == ["Buy 1 wood (pay 1 food)", "Buy 1 wood, 1 clay (pay 2 food)",
                            "No, thanks"]  # goods bought say their price


def test_counts_use_plural_forms_in_english(language) -> None:  # noqa: ANN001
    language("en")
    assert trn("%n cell(s)", 1) == "1 cell"
    assert trn("%n cell(s)", 2) == "2 cells"
    assert trn("Hand: %n hidden card(s)", 1) == "Hand: 1 hidden card"
    language("zh_TW")
    assert trn("%n cell(s)", 2) == "2 格"


def test_vegetables_take_a_plural_in_english(language) -> None:  # noqa: ANN001
    """The log read "harvested 1 grain, 3 vegetable"."""
    from agricola_qt.ui.text import goods_text

    language("en")
    assert goods_text(Goods(grain=1, veg=3)) == "1 grain, 3 vegetables"
    assert goods_text(Goods(veg=1, sheep=2)) == "1 vegetable, 2 sheep"
    language("zh_CN")
    assert "蔬菜" in goods_text(Goods(veg=3))


def _feeding_state():  # noqa: ANN202
    """A 2-player family game played at random up to the first feeding decision."""
    s = setup(2, seed=1)
    state = new_game(s)
    rng = random.Random(0)
    while state.frame is None or state.frame.kind != "feed":
        options = legal_moves(state)
        state = apply(state, options[rng.randrange(len(options))], checked=False)
    return s, state


def test_feeding_button_says_what_is_paid(qtbot) -> None:  # noqa: ANN001
    from agricola_qt.engine.harvest import food_needed

    _s, state = _feeding_state()
    feed = next(m for m in legal_moves(state) if m.verb == "feed")
    assert move_label(state, feed) == f"Feed the family ({food_needed(state, state.actor)} food)"


def test_feeding_with_too_little_food_says_it_begs(qtbot) -> None:  # noqa: ANN001
    """"Feed the family (4 food)" for a player holding 2 food took 2 begging cards, where a
    grain and a sheep turned into food first would have covered it."""
    from agricola_qt.engine.harvest import food_needed

    _s, state = _feeding_state()
    actor = state.actor
    need = food_needed(state, actor)
    p = state.players[actor]
    state = state.with_player(actor, evolve(p, goods=evolve(p.goods, food=need - 2)))
    feed = next(m for m in legal_moves(state) if m.verb == "feed")
    assert move_label(state, feed) == f"Feed with {need - 2} food and take 2 begging cards"


def test_return_feeds_a_family_the_food_held_covers_and_never_begs(qtbot) -> None:  # noqa: ANN001
    """At a feeding with food enough, "Feed the family" is the only button, yet Return said
    "Nothing to finish now."  Return now feeds; with too little food it still takes nothing
    (begging cards are never one key away) and says where the answers are."""
    from agricola_qt.engine.harvest import food_needed

    s, state = _feeding_state()
    actor = state.actor
    need = food_needed(state, actor)
    p = state.players[actor]
    for food, fed in ((need + 1, True), (need - 1, False)):
        start = state.with_player(actor, evolve(p, goods=evolve(p.goods, food=food)))
        w = GameWindow(s, bot_delay_ms=None, ask_to_save=False)
        qtbot.addWidget(w)
        w.start(s, states=[start])
        w.show()
        w.raise_()
        w.activateWindow()
        qtbot.waitUntil(lambda w=w: QApplication.activeWindow() is w, timeout=2000)
        QTest.keyClick(w.view, Qt.Key.Key_Return)
        after = w.controller.state
        assert (after is not start) == fed
        if fed:
            assert after.players[actor].goods.food == food - need
            assert after.players[actor].begging == 0
        else:
            # what to do instead (a keyboard player read "Nothing to finish now" there)
            assert w.statusBar().currentMessage() == (
                "Enter has nothing to finish here: choose an answer in the panel (Tab reaches "
                "the answers).")
        w.close()


def _feeding_state_with_goods():  # noqa: ANN202
    s, state = _feeding_state()
    actor = state.actor
    p = state.players[actor]
    state = state.with_player(actor, evolve(p, goods=p.goods + Goods(grain=2, veg=1)))
    return s, state


def test_a_conversion_button_says_how_much_food_it_brings() -> None:
    """"Turn 1 sheep into food" left a newcomer guessing what a cooking improvement is worth:
    the button says it ("into 2 food" with a Fireplace, 1 for raw grain)."""
    from agricola_qt.engine import Move

    _s, state = _feeding_state_with_goods()
    actor = state.actor
    grain = Move.parse("convert grain")
    assert move_label(state, grain) == "Turn 1 grain into 1 food"
    p = state.players[actor]
    cooked = state.with_player(actor, evolve(p, cards=(*p.cards, "fireplace-2")))
    cooked = evolve(cooked, majors=tuple(m for m in cooked.majors if m != "fireplace-2"))
    assert move_label(cooked, Move.parse("convert veg")) == "Turn 1 vegetable into 2 food"


def test_decision_buttons_keep_a_fixed_order_and_conversions_come_last(qtbot) -> None:  # noqa: ANN001
    """Defect 11: "Turn 1 grain into food" jumped above "Feed family"."""
    s, state = _feeding_state_with_goods()
    w = _window(qtbot, s, [state])
    widgets = _buttons(w)
    keys = [b.property("move") for b in widgets if isinstance(b, QPushButton)]
    feed = next(i for i, k in enumerate(keys) if k.startswith("feed"))
    converts = [i for i, k in enumerate(keys) if k.startswith("convert")]
    assert converts and feed < min(converts)
    heading = [b for b in widgets if isinstance(b, QLabel)]
    assert heading and heading[0].property("group") == "any-time"
    # a conversion is an undoable move, and the order stays the same after it
    before = w.controller.state
    QTest.mouseClick(w.chooser.button_for("convert grain"), Qt.MouseButton.LeftButton)
    assert w.controller.state is not before
    keys_after = [b.property("move") for b in _buttons(w) if isinstance(b, QPushButton)]
    assert keys_after[0].startswith("feed")
    w.controller.undo()
    assert w.controller.state is before


def test_a_passed_card_is_announced() -> None:
    """Defect 10: a card passed to the left went silently into the next hand."""
    s = setup(3, seed=2, family=False)
    state = new_game(s)
    actor = state.actor
    card = state.players[actor].minors[0]
    p = state.players[actor]
    left = (actor + 1) % 3
    q = state.players[left]
    after = state.with_player(actor, evolve(p, minors=p.minors[1:]))
    after = after.with_player(left, evolve(q, minors=(*q.minors, card)))
    news = passing_news(state, after)
    assert news == (f"{card_name(card)} passes from {s.names[actor]} to {s.names[left]}.")
    assert passing_news(state, state) == ""


def _passing_card_played(players: int, games: int):  # noqa: ANN202
    """A random full game's first move that plays a passing card: (setup, before, move,
    after)."""
    for seed in range(games):
        s = setup(players, seed=seed, family=False)
        state = new_game(s)
        rng = random.Random(seed)
        for _ in range(400):
            if state.is_over:
                break
            options = legal_moves(state)
            move = options[rng.randrange(len(options))]
            after = apply(state, move, checked=False)
            if passing_news(state, after):
                return s, state, move, after
            state = after
    pytest.fail(f"no passing card played in {games} random games")


def test_a_passed_card_shows_in_the_status_bar_when_played(qtbot) -> None:  # noqa: ANN001
    s, state, move, _after = _passing_card_played(3, 60)
    w = _window(qtbot, s, [state])
    assert w.controller.play(str(move))
    assert "passes from" in w.statusBar().currentMessage()


def test_nothing_of_the_next_round_shows_before_the_turn_is_ended(qtbot) -> None:  # noqa: ANN001
    """Defect 12: round 2 was drawn while the round-1 turn still waited for "End turn"."""
    s = setup(2, seed=1)
    w = _window(qtbot, s)
    w.view.fit()
    c = w.controller
    seen = False
    for _ in range(8):
        if w.cover.active and w.cover.stage == "confirm":
            QTest.mouseClick(w.cover.end_button, Qt.MouseButton.LeftButton)
        if w.cover.active:
            QTest.mouseClick(w.cover, Qt.MouseButton.LeftButton)
        round_before = c.state.round
        actor = c.state.actor
        space = next(m.args[0] for m in legal_moves(c.state) if m.verb == "place"
                     and apply(c.state, m).actor != actor)  # a space that asks nothing more
        person = w.scene.home_people(actor)[0]
        drag(w.view, [person.scenePos(), w.scene.space_item(space).sceneBoundingRect().center()])
        if c.state.round > round_before and w.cover.stage == "confirm":
            seen = True
            assert w.scene.state.round == round_before  # the table: still the old round
            assert f"Round {round_before} of 14" in round_line(w.scene.state)
            QTest.mouseClick(w.cover.end_button, Qt.MouseButton.LeftButton)
            assert w.scene.state is c.state  # committed: now the new round shows
            break
    assert seen


def test_history_is_worded_again_in_the_new_language(language, qtbot) -> None:  # noqa: ANN001
    """Defect 13: old history entries stayed in the previous language."""
    language("en")
    s = setup(2, seed=1)
    w = _window(qtbot, s)
    w.confirm_action.setChecked(False)
    assert w.controller.play("place wood")
    stack = w.controller.stack
    assert stack.command(0).text().endswith(": Place a person on 3 Wood")  # whose: pass-and-play
    w.set_language("zh_TW")
    assert CJK.search(stack.command(0).text())
    w.set_language("en")
    assert stack.command(0).text().endswith(": Place a person on 3 Wood")


def _narrow_panel(qtbot, s, size: tuple[int, int], panel: int) -> GameWindow:  # noqa: ANN001
    """A window of ``size`` whose decision panel is ``panel`` pixels wide."""
    w = GameWindow(s, bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    w.resizeDocks([w.chooser_dock], [panel], Qt.Orientation.Horizontal)
    QApplication.processEvents()
    return w


def test_a_long_caption_wraps_and_nothing_is_drawn_over_it(qtbot) -> None:  # noqa: ANN001
    """In a narrow panel "Feed with 2 food and take 2 begging cards" ran off under a sideways
    scroll bar, then, wrapped, the score was drawn over the last button: the dock measured
    the panel's wrapped words one line each."""
    from agricola_qt.engine.harvest import food_needed

    s, state = _feeding_state()
    actor = state.actor
    need = food_needed(state, actor)
    p = state.players[actor]
    state = state.with_player(actor, evolve(p, goods=evolve(p.goods, food=need - 2, grain=1,
                                                                 sheep=1)))
    w = _narrow_panel(qtbot, s, (1600, 950), 200)
    w.start(s, states=[state])
    sit_down(w)
    QApplication.processEvents()
    chooser = w.chooser
    feed = chooser.button_for("feed")
    assert feed is not None and "\n" in feed.text() and "begging" in feed.text()
    assert feed.width() <= chooser.scroll.viewport().width()
    assert not chooser.scroll.horizontalScrollBar().isVisible()
    assert chooser.scroll.geometry().bottom() < chooser.score.geometry().top()


def test_a_game_opened_at_a_feeding_draws_its_score_line_under_the_buttons(qtbot) -> None:  # noqa: ANN001
    """A solo game resumed at its last feeding (feed, "At any time" and four conversions)
    showed "Score now" across the last button: the list grew to its new minimum where it
    stood, and the words under it were not laid out again."""
    from agricola_qt.ai.heuristic_bot import HeuristicBot
    from agricola_qt.engine import apply, new_setup

    s = new_setup(1, family=False, seed=92, names=("Mei",))
    state, moves, bot = new_game(s), [], HeuristicBot()
    while not (state.frame is not None and state.frame.kind == "feed" and state.round == 14):
        move = bot.choose(state)
        state, moves = apply(state, move), [*moves, move]
    w = GameWindow(new_setup(2, family=True, seed=1), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.resize(1600, 950)
    w.show()
    qtbot.waitExposed(w)
    w.start(s, [None], moves)  # as a resumed game does: another table, a new panel
    for _ in range(5):
        QApplication.processEvents()
    chooser = w.chooser
    assert chooser.buttons.count() >= 5
    assert chooser.scroll.geometry().bottom() < chooser.score.geometry().top()


def test_a_long_chinese_caption_wraps_between_characters(qtbot) -> None:  # noqa: ANN001
    """Chinese has no spaces to wrap at: each character is a place to break."""
    from PySide6.QtGui import QFontMetrics

    s, state = _feeding_state()
    w = _window(qtbot, s, [state])
    chooser = w.chooser
    caption = "只付两个食物喂养家人并且拿两张劣势卡每张扣三分请先考虑把谷物和羊换成食物"
    lines = chooser._wrapped(caption).split("\n")
    fm = QFontMetrics(chooser.font())
    room = chooser.width() - 12 - 16 - chooser.scroll.verticalScrollBar().sizeHint().width()
    assert len(lines) >= 2 and "".join(lines) == caption
    assert all(fm.horizontalAdvance(line) <= room for line in lines)


def test_the_two_fireplaces_buttons_say_their_cost() -> None:
    """Two buttons read "Buy Fireplace": the cards differ only by their cost (2 or 3 clay)."""
    from agricola_qt.engine import Move

    _s, state = _feeding_state()
    assert move_label(state, Move.parse("buy fireplace-2")) == "Buy Fireplace (pay 2 clay)"
    assert move_label(state, Move.parse("buy fireplace-3")) == "Buy Fireplace (pay 3 clay)"
    assert move_label(state, Move.parse("buy well")) == "Buy Well (pay 1 wood, 3 stone)"


def test_a_chinese_payment_note_has_no_space_before_its_bracket(language) -> None:  # noqa: ANN001
    """A play-tester read "购买「火炉」 （支付2 个砖块）": a space before the full-width bracket
    and none between 支付 and the count."""
    from agricola_qt.engine import Move

    _s, state = _feeding_state()
    language("zh_CN")
    assert move_label(state, Move.parse("buy fireplace-2")) == "购买“火炉”（支付 2 个砖块）"


def test_propose_a_payment_is_offered_only_when_something_helps(qtbot) -> None:  # noqa: ANN001
    """With nothing to turn into food, "Propose a payment" only said so in the status bar;
    the panel now says it and offers no button that does nothing."""
    s, state = _feeding_state()
    actor = state.actor
    p = state.players[actor]
    starving = state.with_player(actor, evolve(p, goods=Goods()))
    w = _window(qtbot, s, [starving])
    keys = [b.property("move") for b in _buttons(w) if isinstance(b, QPushButton)]
    assert "propose" not in keys
    assert "Nothing you hold can be turned into food now." in w.chooser.detail.text()
    assert "cooking improvement" not in w.chooser.detail.text()
    # sheep and no Fireplace: why the sheep are not food (a newcomer)
    sheep = state.with_player(actor, evolve(p, goods=Goods(sheep=3)))
    w.chooser.rebuild(sheep)
    assert ("now. Animals become food only with a cooking improvement (a Fireplace or a "
            "Cooking Hearth).") in w.chooser.detail.text()
    fed = state.with_player(actor, evolve(p, goods=Goods(grain=5)))
    w2 = _window(qtbot, s, [fed])
    button = next(b for b in _buttons(w2) if isinstance(b, QPushButton)
                  and b.property("move") == "propose")
    # it does the conversions, so it says which ("Propose a payment" read as a preview)
    assert re.fullmatch(r"Turn \d+ grain into \d+ food \(the least costly way\)",
                        button.text().replace("\n", " ")), button.text()
    assert "Food needed" not in w2.chooser.detail.text()  # the headline says it already


def test_the_panel_says_what_the_family_eats_at_the_next_harvest(qtbot) -> None:  # noqa: ANN001
    """The food a family eats came up only at the feeding (alone at the table, 3 food an
    adult was a surprise in round 4); while people are placed, the panel says it."""
    from agricola_qt.engine.harvest import food_needed

    s = setup(2, seed=1)
    w = _window(qtbot, s)
    state = w.controller.state
    me = state.actor
    have = state.players[me].goods.food
    line = w.chooser.score.text().split("\n")[-1]
    assert line == (f"Harvest after round 4: your family eats {food_needed(state, me)} food; "
                    f"you hold {have}.")
    solo = setup(1, seed=1)
    w1 = _window(qtbot, solo)
    assert "your family eats 6 food" in w1.chooser.score.text()  # 3 an adult, alone
    # in the round the harvest ends, food short is a warning (a tester read the same plain
    # line every round and walked into begging)
    from attrs import evolve

    late = evolve(state, round=4)
    w.chooser.rebuild(late)
    short = food_needed(late, me) - have
    assert w.chooser.score.text().endswith(
        f"you hold {have}. ⚠ {short} food short before the harvest: take food or turn goods "
        "into food.")
    p = late.players[me]
    # what the count takes in is said: a vegetable beside no food is 1 food of the need
    # ("5 food short" with 0 food held and 6 eaten puzzled a tester)
    veg = late.with_player(me, evolve(p, goods=p.goods.add("food", -have).add("veg", 1)))
    w.chooser.rebuild(veg)
    assert w.chooser.score.text().endswith(
        f"you hold 0. ⚠ {food_needed(late, me) - 1} food short before the harvest, even with "
        "every crop and animal turned into food: take food."), w.chooser.score.text()
    # grain enough to turn into the food (one kept to sow): no warning
    fed = late.with_player(me, evolve(p, goods=p.goods.add("grain", short + 1)))
    w.chooser.rebuild(fed)
    assert "⚠" not in w.chooser.score.text()
    # enough only with a sheep cooked at a Fireplace: no "short", a word of what it takes
    # (a tester read "1 food short" beside a sheep worth 2 food)
    from tests.cards.helpers import with_cards

    cooks = with_cards(late, me, "fireplace-2")
    sheep = cooks.with_player(me, evolve(cooks.players[me],
                                         goods=p.goods.add("sheep", -(-short // 2))))
    w.chooser.rebuild(sheep)
    assert "⚠" not in w.chooser.score.text()
    assert w.chooser.score.text().endswith(
        "Enough only with goods turned into food: crops or animals.")
    # the harvest's own conversions count: a Stone Carver's stone is 3 food there (a
    # tester read "2 food short" beside it)
    carver = with_cards(late, me, "stone-carver")
    if short <= 3:
        stone = carver.with_player(me, evolve(carver.players[me], goods=p.goods.add("stone", 1)))
        w.chooser.rebuild(stone)
        assert "⚠" not in w.chooser.score.text(), w.chooser.score.text()
    w.chooser.rebuild(carver)  # (no stone: short as before)
    assert "⚠" in w.chooser.score.text()
    # food a card gives by the feeding counts, and the line says so (a tester's House Goat
    # made them 2 short where the panel said 3)
    goat = with_cards(late, me, "house-goat")
    w.chooser.rebuild(goat)
    assert w.chooser.score.text().endswith(
        f"you hold {have}, and cards give 1 more by the feeding. ⚠ {short - 1} food short "
        "before the harvest: take food or turn goods into food."), w.chooser.score.text()


def test_an_occupation_button_says_what_it_costs_here(qapp) -> None:  # noqa: ANN001
    """"Play occupation Clay Mixer" did not say it would take 1 food (the second occupation)
    or 2 (the 4-5 player space); the player learnt it from the log afterwards."""
    from agricola_qt.engine import new_setup
    from agricola_qt.engine.improvements import occupation_payment

    seen = set()
    for seed in range(30):
        state = new_game(new_setup(3, family=False, seed=seed, decks=("E",)))
        rng = random.Random(seed)
        while not state.is_over and len(seen) < 2:
            moves = legal_moves(state)
            for move in (m for m in moves if m.verb == "occupation" and len(m.args) == 1):
                pay = occupation_payment(state, state.actor, state.frame, move.args[0])
                label = move_label(state, move)
                if pay is not None and pay.is_empty():
                    assert label.endswith("(free)"), label
                    seen.add("free")
                elif pay is not None:
                    assert label.endswith(f"(pay {pay.food} food)"), label
                    seen.add("food")
            state = apply(state, rng.choice(moves))
    assert seen == {"free", "food"}


def test_every_major_s_button_says_its_price_and_the_two_hearths_differ(qapp) -> None:  # noqa: ANN001
    """"Buy Clay Oven" said nothing beside "Buy Fireplace (pay 2 clay)", and a Fireplace owner
    saw two identical "Buy Cooking Hearth (give back Fireplace)" buttons."""
    from agricola_qt.engine.goods import Goods

    s = next(g for g in (new_game(setup(2, seed=n)) for n in range(200))
             if g.setup.round_cards[0] == "improvement")
    me = s.actor
    p = s.players[me]
    s = s.with_player(me, evolve(p, goods=p.goods + Goods(clay=9, stone=3),
                                 cards=(*p.cards, "fireplace-2")))
    s = apply(s, "place improvement")
    labels = [move_label(s, m) for m in legal_moves(s) if m.verb == "buy"]
    assert "Buy Clay Oven (pay 3 clay, 1 stone)" in labels
    backs = [label for label in labels if label.startswith("Give back")]
    # which one the player takes and which stays on the board ("the 4 clay one" and "the
    # 5 clay one" read to a tester as two buttons doing the same; "give back Fireplace;
    # the 5 clay one stays on the board" to another as not saying which one they get)
    # ("(4 clay)" after "Buy" read as the price the Fireplace replaces, another tester)
    assert backs == [
        "Give back Fireplace for Cooking Hearth (the 4 clay one); the 5 clay one stays on "
        "the board",
        "Give back Fireplace for Cooking Hearth (the 5 clay one); the 4 clay one stays on "
        "the board"]
    assert len(set(labels)) == len(labels)
    # with the other one bought, nothing stays to tell apart
    s = evolve(s, majors=tuple(m for m in s.majors if m != "cooking-hearth-5"))
    backs = [move_label(s, m) for m in legal_moves(s) if m.verb == "buy" and len(m.args) == 3]
    assert backs == ["Buy Cooking Hearth (give back Fireplace)"]


def test_keeping_the_best_animals_says_whether_the_rest_is_cooked(qapp) -> None:  # noqa: ANN001
    """"Keep the best animals (cook the rest)" was offered to a player who could cook
    nothing: the extra sheep was let go."""
    for seed in range(300):
        state = new_game(setup(2, seed=seed))
        rng = random.Random(seed)
        while not state.is_over:
            moves = legal_moves(state)
            keep = next((m for m in moves if m.verb == "keep-best"), None)
            if keep is not None:
                after = apply(state, keep)
                cooked = (after.players[state.actor].goods.food
                          > state.players[state.actor].goods.food)
                label = move_label(state, keep)
                # and which animals go (a play-tester's only sheep went unsaid)
                gone = {g for g in ("sheep", "wild boar", "cattle")
                        if re.search(rf"\d+ {g}", label)}
                assert gone and label.startswith("Cook " if cooked else "Release "), label
                assert label.endswith(" (keeps the most animals)"), label
                if not cooked:
                    return
            state = apply(state, rng.choice(moves))
    pytest.fail("no game where the rest is released")


def test_the_round_line_in_a_harvest_does_not_repeat_the_harvest(qapp) -> None:  # noqa: ANN001
    """"… · harvest: feeding · harvest at the end of this round" ran off a laptop's bar."""
    from agricola_qt.engine.state import FEED

    state = new_game(setup(2, seed=1))
    while state.phase != FEED:
        state = apply(state, legal_moves(state)[0])
    assert round_line(state) == "Round 4 of 14 · stage 1 · harvest: feeding"


def test_alone_a_played_passing_card_is_said_to_leave_the_game(qtbot) -> None:  # noqa: ANN001
    """A solo player's passing card goes nowhere: the news and its hand note say so (the
    card's text still reads "hand this card to the player on your left")."""
    s, state, move, after = _passing_card_played(1, 200)
    card = next(c for c in state.players[0].minors if c not in after.players[0].minors)
    assert passing_news(state, after) == (f"{card_name(card)} leaves the game (there is no "
                                          "one to pass it to).")
    w = _window(qtbot, s, [state])
    assert w.scene.cards.note_for(card).endswith(
        "Alone at the table, it leaves the game once played.")
    # the log's line said "1 card from the hand discarded" too (a tester)
    from agricola_qt.ui.log_text import game_lines

    text = game_lines([state, after], [move])[-1].text
    assert text.endswith(f"for 1 wood. {card_name(card)} leaves the game (there is no one to "
                         "pass it to)."), text


def test_no_major_is_ticked_as_affordable_at_a_harvest(qtbot) -> None:  # noqa: ANN001
    """A hungry newcomer saw green ticks and "You can pay for it now." on the majors while
    feeding, clicked the Fireplace to cook, and was told no improvement was being done."""
    s, state = _feeding_state()
    actor = state.actor
    p = state.players[actor]
    state = state.with_player(actor, evolve(p, goods=p.goods + Goods(clay=5, stone=3)))
    w = _window(qtbot, s, [state])
    assert w.controller.state.frame is not None  # the feeding
    assert w.scene.affordable_majors == set()


def _fencing(qtbot, wood: int):  # noqa: ANN001, ANN202
    """A window where the first player went to Fences with ``wood`` wood."""
    seed = next(n for n in range(500) if setup(2, seed=n).round_cards[0] == "fences"
                and new_game(setup(2, seed=n)).actor == 0)
    s = setup(2, seed=seed)
    state = new_game(s)
    p = state.players[0]
    state = state.with_player(0, evolve(p, goods=p.goods + Goods(wood=wood)))
    w = _window(qtbot, s, [state])
    assert w.controller.play("place fences")
    return w


def test_a_plan_too_costly_says_why_and_a_planned_cell_clicked_again_leaves_it(qtbot) -> None:  # noqa: ANN001
    """A play-tester with 4 wood planned a second cell (6 fences): the Build button went away
    with no word, and clicking the cell again did not take it back out of the plan."""
    w = _fencing(qtbot, 4)
    c = w.controller
    c._cell_clicked("e1")
    c._cell_clicked("e2")
    assert w.chooser.button_for("fence-build") is None
    assert "needs 6 fences (6 wood); you have 4 wood" in w.chooser.detail.text()
    assert "Click a planned cell again" in w.chooser.detail.text()
    c._cell_clicked("e2")  # taken back out
    assert c.state.frame.plan == 1 << 4  # e1 alone
    assert w.chooser.button_for("fence-build") is not None
    c.undo()  # one decision: the two cells again
    assert c.state.frame.plan == (1 << 4) | (1 << 9)


def test_a_planned_cell_that_would_split_the_plan_stays(qtbot) -> None:  # noqa: ANN001
    w = _fencing(qtbot, 15)
    c = w.controller
    for cell in ("e1", "e2", "e3"):
        c._cell_clicked(cell)
    plan = c.state.frame.plan
    c._cell_clicked("e2")
    assert c.state.frame.plan == plan
    assert "falls in two" in w.chooser.reason.text()


def test_chinese_wrapping_keeps_a_count_with_its_measure_word(qapp) -> None:  # noqa: ANN001
    """A play-tester read buttons broken as "…支付 1" / "顆石頭…"."""
    from PySide6.QtGui import QFontMetricsF

    from agricola_qt.ui.drawing import wrapped

    fm = QFontMetricsF(qapp.font())
    text = "購買「石造烤爐」（支付 1 塊磚頭、3 顆石頭）並立即烤 2 份麥子"
    step = fm.horizontalAdvance("中")
    for chars in range(5, 16):
        lines = wrapped(text, fm, step * chars + 2, hyphenate=False)
        assert not any(line.rstrip()[-1:].isdigit() for line in lines[:-1]), (chars, lines)


def test_chinese_wrapping_keeps_the_goods_words_whole(qapp) -> None:  # noqa: ANN001
    """A replay's space read "1羊（+1食" / "物）、1野猪或": a good's word stays whole, with
    the count before it."""
    from PySide6.QtGui import QFontMetricsF

    from agricola_qt.ui.drawing import wrapped

    fm = QFontMetricsF(qapp.font())
    text = "1羊（+1食物）、1野猪或1牛（付1食物）"
    step = fm.horizontalAdvance("中")
    for chars in range(4, 12):
        lines = wrapped(text, fm, step * chars + 2, hyphenate=False)
        assert "".join(lines) == text.replace(" ", "")
        for k, line in enumerate(lines[:-1]):
            assert not (line.endswith("食") and lines[k + 1].startswith("物")), (chars, lines)
            assert not line.rstrip().endswith("+1"), (chars, lines)
            assert chars < 3 or not line.endswith("（"), (chars, lines)


def test_a_tile_the_rules_allow_nowhere_lies_faded_and_says_why(qtbot) -> None:  # noqa: ANN001
    """A newcomer with 3 wood on Build Rooms was offered the Room tile as ready as the
    Stable one, and dragged it across the table for nothing."""
    s = setup(2, seed=5)
    state = new_game(s)
    me = state.actor
    p = state.players[me]
    state = state.with_player(me, evolve(p, goods=p.goods + Goods(wood=3)))
    w = _window(qtbot, s, [state])
    assert w.controller.play("place build-rooms")
    room, stable = w.scene.tiles["room"], w.scene.tiles["stable"]
    assert room.isVisible() and room.opacity() < 1 and "costs 5 wood, 2 reed" in room.toolTip()
    assert stable.isVisible() and stable.opacity() == 1 and "stable" in stable.toolTip()
    # what one costs, said where the tile is (a newcomer learnt a stable's price from the log)
    assert stable.toolTip().endswith("Each costs 2 wood.")


def test_a_card_asking_for_a_cell_lights_them_and_a_click_answers(qtbot) -> None:  # noqa: ANN001
    """Mini Pasture asked with buttons "Cell c1 … e3" the farm did not name; clicking the cell
    said "you are not doing ploughing now"."""
    from tests.cards.helpers import full_game, play, with_hand

    state = play(with_hand(full_game(first=("improvement",)), 0, minors=("mini-pasture",)),
                 "place improvement", "minor mini-pasture")
    assert state.frame is not None and state.frame.kind == "card"
    w = _window(qtbot, state.setup, [state], seats=[None, "random"])
    offered = {c for c in state.frame.options}
    lit = w.scene.highlight_cells.get(0, 0)
    assert lit and {name for name in ("a1", "c1", "e3") if lit >> parse_cell(name) & 1} == (
        {"a1", "c1", "e3"} & offered)
    w.controller._cell_clicked("c1")
    assert w.controller.state.players[0].farm.pastures == (1 << parse_cell("c1"),)


def test_clicks_with_nothing_to_do_say_so_plainly(qtbot) -> None:  # noqa: ANN001
    """After a Fences turn a click on a grass cell said "Plough: you are not doing ploughing
    now", and a click on another player's played card (to read it) "That is not your
    farmyard." in red."""
    from agricola_qt.ui.scene import Gesture
    from tests.cards.helpers import full_game, with_cards

    state = with_cards(full_game(), 1, "woodcutter")
    w = _window(qtbot, state.setup, [state], seats=[None, "random"])
    refused: list[str] = []
    w.controller.refused.connect(refused.append)
    w.controller._cell_clicked("c2")
    assert refused == ["Nothing to do on c2 now: ploughing, building and sowing come with an "
                       "action space."]
    w.controller.handle(Gesture("card-click", 1, "woodcutter", "played"))
    assert len(refused) == 1 and w.controller.state is state
    w.controller.handle(Gesture("cell", 1, "c2"))
    assert refused[-1] == "That is not your farmyard."


def test_a_long_list_with_the_coach_open_does_not_grow_the_window(qtbot) -> None:  # noqa: ANN001
    """A play-tester at 1366x768 with the coach open: a long list of answers grew the window
    to 910 pixels, its foot (the hand, the log, the status bar) off the screen."""
    from tests.cards.helpers import full_game, give

    state = give(full_game(first=("improvement",)), 0, wood=9, clay=9, reed=9, stone=9, food=9)
    w = GameWindow(state.setup, seats=[None, "random"], bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    w.ask_hint()  # the coach's panel opens in the same column
    w.hinter.cancel()
    qtbot.wait(50)
    assert w.height() == 768
    w.start(state.setup, [None, "random"], states=[apply(state, "place improvement")])
    sit_down(w)
    qtbot.wait(100)
    assert w.chooser.buttons.count() >= 10 and w.height() == 768


def test_a_refused_passing_card_s_note_keeps_two_sentences_apart(qtbot) -> None:  # noqa: ANN001
    """Seen in a real window: "… needs a stone house Alone at the table, …" ran together."""
    from agricola_qt.engine.cards.catalog_data import CATALOG

    s = next(g for g in (setup(1, seed=n, family=False) for n in range(200))
             if "stone-house-extension" in g.hands[0].minors)
    assert CATALOG["stone-house-extension"].passing
    w = _window(qtbot, s)
    w.scene.cards.update_marks()  # (worked out just after the table is drawn)
    note = w.scene.cards.note_for("stone-house-extension")
    assert note.endswith(". Alone at the table, it leaves the game once played."), note


@pytest.mark.parametrize(("card", "end"), [
    ("spinney", "nobody sets it off: only its points count."),
    ("punner", "nobody sets it off: it does nothing.")])
def test_alone_a_card_only_others_set_off_says_so(qtbot, card: str,  # noqa: ANN001
                                                  end: str) -> None:
    """A solo tester kept Spinney ("when another player uses the 3 Wood space…") and waited
    for wood that no one would give: its hand note says what it comes to alone; with two
    players it says nothing of the kind."""
    from agricola_qt.engine.setup import new_setup

    for players in (1, 2):
        s = next(g for g in (new_setup(players, seed=n, family=False, decks=("I",))
                             for n in range(400)) if card in g.hands[0].minors)
        w = _window(qtbot, s)
        w.scene.cards.update_marks()
        note = w.scene.cards.note_for(card)
        assert note.endswith("Alone at the table, " + end) == (players == 1), note


def test_a_breeding_choice_says_why() -> None:
    """Asked "choose which animals breed" with no reason (only one newborn had room), then
    the animals were moved about without a word."""
    from ui_helpers import setup

    from agricola_qt.engine import apply, new_game
    from agricola_qt.engine.farmyard import Farmyard
    from agricola_qt.engine.goods import Goods
    from agricola_qt.engine.grid import boundary_edges
    from agricola_qt.engine.values import replace as evolve
    from agricola_qt.ui.text import frame_hint
    from tests.cards.helpers import cells

    state = evolve(new_game(setup(2, seed=3)), round=4)
    farm = Farmyard(fences=boundary_edges(cells("e1")) | boundary_edges(cells("e3")))
    me = state.actor
    state = state.with_player(me, evolve(state.players[me], farm=farm,
                                         goods=Goods(food=10, sheep=2, boar=2)))
    other = 1 - me
    state = state.with_player(other, evolve(state.players[other], goods=Goods(food=10)))
    for move in ("place clay", "place reed", "place grain", "place fishing"):
        state = apply(state, move)
    while state.frame is not None and state.frame.kind == "feed":
        state = apply(state, "feed")
    assert state.frame is not None and state.frame.kind == "breed"
    assert frame_hint(state).endswith(
        "There is room for only 1 newborn; your animals are rearranged to fit.")


def test_a_card_answer_that_costs_says_so() -> None:
    """The Wet Nurse's "Family growth" took 1 food with no word on its button."""
    from agricola_qt.engine import Move, apply
    from agricola_qt.ui.text import move_label
    from tests.cards.helpers import full_game, give, with_cards

    state = give(with_cards(full_game(), 0, "wet-nurse"), 0, wood=5, reed=2,
                 food=2)
    for move in ("place build-rooms", "room a1"):
        state = apply(state, move)
    assert state.frame is not None and state.frame.space == "wet-nurse"
    assert move_label(state, Move("choose", ("grow",))) == "Family growth (pay 1 food)"
    assert move_label(state, Move("choose", ("no",))) == "No, thanks"


def test_a_bake_beaten_by_another_is_not_offered(qtbot) -> None:  # noqa: ANN001
    """"Bake with Fireplace into 2 food" stood beside the Cooking Hearth's 3 food."""
    from agricola_qt.app.window_main import GameWindow
    from agricola_qt.engine import apply, legal_moves
    from agricola_qt.ui.text import dominated_bakes
    from tests.cards.helpers import full_game, give, with_cards

    state = give(with_cards(full_game(first=("sow-bake",)), 0, "fireplace-2",
                            "cooking-hearth-4"), 0, grain=2)
    state = apply(state, "place sow-bake")
    assert dominated_bakes(state, legal_moves(state)) == {"bake fireplace-2"}
    w = GameWindow(state.setup, seats=[None, "random"], bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.start(state.setup, [None, "random"], states=[state])
    keys = [w.chooser.buttons.itemAt(i).widget().property("move")
            for i in range(w.chooser.buttons.count())
            if w.chooser.buttons.itemAt(i).widget() is not None]
    assert "bake cooking-hearth-4" in keys and "bake fireplace-2" not in keys


def test_a_computer_s_turn_shows_no_instructions_for_a_person(qtbot) -> None:  # noqa: ANN001
    """"Ana: drag along cell edges to draw fences" stood over "Ana (computer) is playing…"."""
    from agricola_qt.app.window_main import GameWindow
    from agricola_qt.engine import apply
    from tests.cards.helpers import full_game, give

    state = give(full_game(first=("fences",)), 0, wood=6)
    state = apply(state, "place fences")  # player 0 (a computer here) is fencing
    w = GameWindow(state.setup, seats=["random", None], bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.controller.bots_paused = True
    w.start(state.setup, ["random", None], states=[state])
    w.controller.bots_paused = True
    w.chooser._rebuild(state)
    who = state.setup.names[0] if state.setup.names else "Player 1"
    assert w.chooser.hint.text() == f"{who} (computer) is playing…"
    assert "fences" not in w.chooser.hint.text()
    # the lesson's computer, named "Computer", is not named twice ("电脑（电脑）正在行动…")
    from attrs import evolve

    lesson = evolve(state, setup=evolve(state.setup, names=("Computer", "You")))
    w.chooser._rebuild(lesson)
    assert w.chooser.hint.text() == "Computer is playing…"


def test_a_card_asking_in_another_s_turn_names_whose_turn_it_is() -> None:
    """The Wood Buyer asked "buy or not" with no word that another had just taken wood."""
    from agricola_qt.engine import apply
    from agricola_qt.ui.text import frame_hint, player_name
    from tests.cards.helpers import full_game, give, with_cards

    state = give(with_cards(full_game(), 1, "wood-buyer"), 1, food=1)
    state = apply(state, "place wood")  # player 0 takes wood
    assert state.frame is not None and state.frame.space == "wood-buyer"
    assert frame_hint(state).endswith(f"(It is {player_name(state, 0)}'s turn.)")
    from agricola_qt.engine import Move
    from agricola_qt.ui.text import move_label

    assert move_label(state, Move("choose", ("buy-0",))) == (
        f"Buy 1 wood from {player_name(state, 0)} (pay 1 food)")


def test_points_in_place_of_a_spaces_goods_say_how_many() -> None:
    """The Clay Deposit's owner read "Take the points (pay 5 clay)" and the log "paid 5
    clay": neither said how many points, and the clay was the space's own, not a price."""
    from agricola_qt.engine import Move, apply
    from agricola_qt.engine.cards.registry import card
    from agricola_qt.ui.log_text import move_sentence
    from agricola_qt.ui.text import move_label, player_name
    from tests.cards.helpers import full_game, with_cards

    state = card("clay-deposit").on_acquired(with_cards(full_game(), 0, "clay-deposit"), 0)
    asked = apply(state, "place clay-deposit")
    points = Move("choose", ("points",))
    assert move_label(asked, points) == "2 bonus points in place of 5 clay"
    assert move_sentence(asked, points, apply(asked, points)) == (
        f"{player_name(state, 0)} took 2 bonus points in place of 5 clay (Clay Deposit)")
    # its other answer keeps the clay: "Clay" alone said nothing of the trade
    assert move_label(asked, Move("choose", ("clay",))) == "Keep 5 clay"
    tavern = card("tavern").on_acquired(with_cards(full_game(), 0, "tavern"), 0)
    asked = apply(tavern, "place tavern")
    assert move_label(asked, Move("choose", ("food",))) == "Keep 3 food"


def test_the_minor_cooking_hearth_given_a_fireplace_reads_whole() -> None:
    """The K deck's Cooking Hearth (a minor) shares the majors' name but has no price of its
    own: "Play Cooking Hearth (the  one; give back Fireplace)" read garbled."""
    from agricola_qt.engine import apply, legal_moves
    from agricola_qt.engine.values import replace as evolve
    from agricola_qt.ui.text import move_label
    from tests.cards.helpers import full_game

    state = full_game()
    p = state.players[0]
    state = state.with_player(0, evolve(p, cards=(*p.cards, "fireplace-2"),
                                        minors=(*p.minors, "cooking-hearth")))
    state = evolve(state, majors=tuple(m for m in state.majors if m != "fireplace-2"))
    state = apply(state, "place starting-player")
    move = next(m for m in legal_moves(state) if m.verb == "minor"
                and m.args[0] == "cooking-hearth")
    assert move_label(state, move) == "Play Cooking Hearth (give back Fireplace)"


def test_the_starting_player_in_the_last_round_is_not_told_of_a_next_round() -> None:
    """Round 14's log said "starting player from the next round": none follows."""
    from agricola_qt.engine import Move, apply, new_game, new_setup
    from agricola_qt.ui.log_text import move_sentence
    from tests.cards.helpers import at_round

    move = Move.parse("place starting-player")
    for round_no, told in ((13, True), (14, False)):
        state = at_round(new_game(new_setup(2, family=True, seed=3)), round_no)
        if state.starting_player == state.actor:
            state = apply(state, "place wood")
        sentence = move_sentence(state, move, apply(state, move))
        assert ("starting player from the next round" in sentence) is told


def test_the_lettuce_patchs_answer_says_what_it_sells_for() -> None:
    """A tester's Lettuce Patch asked "sell" / "Keep it": lower case, and no word of the 4
    food; the log repeated "sell"."""
    from agricola_qt.engine import Move, apply
    from agricola_qt.engine.cards.registry import card
    from agricola_qt.engine.events import Event
    from agricola_qt.ui.log_text import move_sentence
    from agricola_qt.ui.text import move_label
    from tests.cards.helpers import full_game, give, with_cards

    patch = card("lettuce-patch")
    state = give(with_cards(full_game(), 0, "lettuce-patch"), 0, veg=1)
    state = patch.on_event(state, 0, Event("card_field_harvested", 0, "veg",
                                           patch.field_slot))
    sell = Move("choose", ("sell",))
    assert move_label(state, sell) == "Sell it (1 vegetable → 4 food)"
    assert move_sentence(state, sell, apply(state, sell)).endswith("with “Sell it”: got 4 food; "
                                                                    "paid 1 vegetable")


def test_the_mushroom_collectors_answer_says_what_the_wood_brings() -> None:
    """"Leave it (pay 1 wood)" said nothing of the 2 food it brings (a tester)."""
    from agricola_qt.engine import Move
    from agricola_qt.ui.text import move_label
    from tests.cards.helpers import full_game, play, with_cards

    state = play(with_cards(full_game(), 0, "mushroom-collector"), "place wood")
    assert move_label(state, Move("choose", ("leave-wood",))) == "Leave it (1 wood → 2 food)"
    # on the 5-player board's "4 Wood" (space "wood-4") it read "Leave 4 wood on the space"
    from agricola_qt.ui.text import card_option_text

    five = full_game(5)
    assert five.space_index("wood-4") >= 0
    assert card_option_text(five, "leave-wood-4") == "Leave it"


def test_a_caption_wraps_before_its_closing_brackets_not_inside_them(qtbot) -> None:  # noqa: ANN001
    """"Build Fireplace (pay" / "2 clay)" read as two things: the price in brackets stays
    on one line where it fits, in English and in Chinese."""
    from PySide6.QtGui import QFontMetrics

    s, state = _feeding_state()
    w = _window(qtbot, s, [state])
    chooser = w.chooser
    fm = QFontMetrics(chooser.font())
    room = chooser.width() - 12 - 16 - chooser.scroll.verticalScrollBar().sizeHint().width()
    for words, group in ((["Buy"] * 40, "(pay 2 clay)"), (["买入"] * 40, "（支付2份黏土）")):
        # as many words as make the bracket fall across the panel's edge
        caption = ""
        for word in words:
            longer = f"{caption} {word}".strip()
            if fm.horizontalAdvance(f"{longer} {group}") > room:
                break
            caption = longer
        caption = f"{caption} {words[0]}{' ' if group[0] == '(' else ''}{group}"
        lines = chooser._wrapped(caption).split("\n")
        assert len(lines) == 2 and group in lines[1], lines
        assert all(fm.horizontalAdvance(line) <= room for line in lines)


def test_f_with_food_enough_says_no_conversion_is_needed(qtbot) -> None:  # noqa: ANN001
    """"No conversion helps" (没有可用的转换) read as if there were none, to a newcomer
    holding 7 food for a family eating 4."""
    from attrs import evolve

    from agricola_qt.engine.goods import Goods
    from agricola_qt.engine.harvest import food_needed

    s, state = _feeding_state()
    actor = state.actor
    p = state.players[actor]
    fed = state.with_player(actor, evolve(p, goods=Goods(food=food_needed(state, actor) + 3,
                                                         grain=1)))
    w = _window(qtbot, s, [fed])
    said: list[str] = []
    w.controller.message.connect(said.append)
    assert not w.controller.propose_feeding()
    assert said[-1] == "You hold enough food: no conversion is needed."


def test_the_proposed_payment_s_history_row_says_what_was_given_up(qtbot) -> None:  # noqa: ANN001
    """History read "Proposed payment (1 conversion)": what was turned into food, it did not
    say."""
    from agricola_qt.engine.harvest import food_needed

    s, state = _feeding_state()
    actor = state.actor
    p = state.players[actor]
    short = state.with_player(actor, evolve(p, goods=Goods(
        food=food_needed(state, actor) - 2, grain=3)))
    w = _window(qtbot, s, [short])
    button = w.chooser.button_for("propose")
    assert button is not None
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert w.controller.stack.undoText().endswith("Turn 2 grain into 2 food"), (
        w.controller.stack.undoText())


def test_a_bold_caption_wraps_to_its_bold_width(qtbot) -> None:  # noqa: ANN001
    """The suggested payment's bold button read "Play Stone Exchange (pay 2 wood /
    suggested payment", its end under the scroll bar: it was wrapped as regular text."""
    from PySide6.QtGui import QFontMetricsF

    s, _state = _feeding_state()
    w = _narrow_panel(qtbot, s, (1280, 720), 230)
    chooser = w.chooser
    room = chooser.width() - 12 - 16 - chooser.scroll.verticalScrollBar().sizeHint().width()
    bold = chooser.font()
    bold.setBold(True)
    caption = "Play Stone Exchange (pay 2 wood, 1 reed) · suggested payment"
    lines = chooser._wrapped(caption, bold=True).split("\n")
    assert all(QFontMetricsF(bold).horizontalAdvance(line) <= room for line in lines), lines


@pytest.mark.parametrize(("card", "option", "words"),
                         [("pelts", "keep", "No, keep the food"),
                          ("greenhouse", "leave", "No, do not buy it"),
                          ("lettuce-patch", "keep", "Keep it"),
                          ("basket", "keep", "No, take all the wood"),
                          ("mushroom-collector", "keep", "No, take all the wood"),
                          ("wooden-crane", "stone-1", "Take 1 more stone"),
                          ("wooden-crane", "stone-2", "Take 2 more stone for 1 food")])
def test_a_card_s_no_answer_says_what_it_keeps(card, option, words) -> None:  # noqa: ANN001
    """The Pelts asked "Store" or "Keep it" and the Greenhouse "Buy it" or "Leave it": in
    Chinese the second of each read as keeping too (a tester)."""
    from agricola_qt.engine.state import Frame
    from agricola_qt.ui.text import card_option_text
    from tests.cards.helpers import full_game

    state = full_game(2)
    asking = evolve(state, pending=(Frame("card", 0, card, options=(option,)),))
    assert card_option_text(asking, option) == words


def test_whose_turn_a_card_asks_in_has_no_spaces_round_a_chinese_name(language) -> None:  # noqa: ANN001
    """"（現在是 喬納斯 的回合。）": the template's spaces are for a Latin name."""
    from agricola_qt.engine.state import Frame
    from agricola_qt.ui.text import frame_hint
    from tests.cards.helpers import full_game

    state = full_game(2)
    state = evolve(state, setup=evolve(state.setup, names=("小梅", "喬納斯")))
    asking = evolve(state, pending=(Frame("card", 1 - state.current, "wood-buyer",
                                          options=("no",)),))
    language("zh_TW")
    hint = frame_hint(asking)
    assert hint.endswith(f"（現在輪到{('小梅', '喬納斯')[state.current]}。）"), hint


def test_a_room_button_names_its_price_with_a_cost_card_and_no_choice() -> None:
    """With a Wood Carver's discount (nothing to choose) a tester's room button read "Build a
    room on a1" with no price, where another game's named it."""
    from agricola_qt.ui.text import move_label
    from tests.cards.helpers import full_game, give, play, with_cards

    state = give(with_cards(full_game(2), 0, "wood-carver"), 0,
                 wood=9, reed=4)
    state = play(state, "place build-rooms")
    room = next(m for m in legal_moves(state) if m.verb == "room")
    assert move_label(state, room) == f"Build a room on {room.args[0]} (pay 4 wood, 2 reed)"
    plain = play(give(full_game(2), 0, wood=9, reed=4),
                 "place build-rooms")
    assert move_label(plain, room) == f"Build a room on {room.args[0]} (pay 5 wood, 2 reed)"


def test_the_round_line_is_shortened_not_cut_in_a_narrow_replay(qtbot) -> None:  # noqa: ANN001
    """"Round 14 of 14 · stage 6 · work · harvest at the end of this ro…" in a tester's
    1280-wide replay: a shorter form that fits is drawn, still naming the harvest."""
    from ui_helpers import replay_window, texts_drawn

    from tests.cards.helpers import at_round, full_game

    state = at_round(full_game(), 14)
    viewer = replay_window(qtbot, state.setup, [], [state], (1280, 800))
    drawn = [text for _, text in texts_drawn(viewer.view) if text.startswith("Round 14 of 14")]
    assert drawn and all(not t.endswith("…") and "harvest" in t for t in drawn), drawn


def test_a_card_answer_named_like_a_space_reads_as_the_card() -> None:
    """The Madonna Statue's answers read "Fishing" and "Fireplace": "fishing-rod" was taken
    for the Fishing space of another player count."""
    from agricola_qt.ui.text import card_option_text
    from tests.cards.helpers import full_game

    state = full_game(4)
    assert card_option_text(state, "fishing-rod") == "Fishing Rod"
    assert card_option_text(state, "occupation-3p") != "occupation-3p"


def test_a_card_passed_into_the_open_hand_lights_up(qtbot) -> None:  # noqa: ANN001
    """A computer's passing card went into a person's hand with only the log telling of it:
    the card's place in that hand lights up with the move."""
    from agricola_qt.ui.flash import flash_rects

    s, state, move, after = _passing_card_played(3, 60)
    giver = state.actor
    receiver = (giver + 1) % 3
    seats = ["random"] * 3
    seats[receiver] = None
    w = GameWindow(s, seats=seats, bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.start(s, seats=seats, states=[after])
    w.resize(1600, 950)
    w.show()
    passed = next(c for c in after.players[receiver].minors
                  if c not in state.players[receiver].minors)
    card = w.scene.cards.hand_rect(receiver, passed)
    assert card is not None
    rects = flash_rects(w.scene, state, after, move)
    assert any(r.contains(card.center()) for r in rects)
    # the giver's hand is a computer's, closed: nothing of it lights up
    assert w.scene.cards.hand_rect(giver, state.players[giver].minors[0]) is None


def test_a_card_passed_at_a_pass_and_play_table_is_shown_to_its_receiver(qtbot) -> None:  # noqa: ANN001
    """At a pass-and-play table only the giver's screen told of a passed card: when the
    receiver takes the table, the card lights up in their hand and the status bar names it."""
    from agricola_qt.ui.flash import Flash

    s, state, _move, after = _passing_card_played(3, 60)
    receiver = (state.actor + 1) % 3
    passed = next(c for c in after.players[receiver].minors
                  if c not in state.players[receiver].minors)
    rng = random.Random(1)
    while after.actor != receiver:  # on to the receiver's turn, the card still held
        moves = [m for m in legal_moves(after) if not (m.verb == "play" and passed in m.args)]
        after = apply(after, moves[rng.randrange(len(moves))], checked=False)
    assert passed in after.players[receiver].minors
    w = GameWindow(s, seats=None, bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.start(s, states=[after])
    w.resize(1600, 950)
    w.show()
    p = state.players[receiver]
    w.hands_seen[receiver] = frozenset((*p.occupations, *p.minors))  # their last look
    assert w.cover.active and w.cover.stage == "pass"
    sit_down(w)
    card = w.scene.cards.hand_rect(receiver, passed)
    assert card is not None
    assert any(isinstance(i, Flash) and i.sceneBoundingRect().contains(card.center())
               for i in w.scene.items())
    said = w.statusBar().currentMessage()
    assert card_name(passed) in said
    # named: it stood on when the table went to the next person ("your hand" was not theirs)
    assert said.startswith(player_name(after, receiver) + ", new in your hand"), said


def test_a_passing_card_that_asks_is_told_passed_in_the_status_bar_once_answered(
        qtbot) -> None:  # noqa: ANN001
    """"Stone House Extension passes from Mei to Jonas" stood in the status bar before its
    room was built (a tester thought the card lost); as in the log, after the answer."""
    from tests.cards.helpers import full_game, give, with_hand

    state = with_hand(give(full_game(), 0, wood=2, clay=2), 0, minors=("helpful-neighbours",))
    w = _window(qtbot, state.setup, [state])
    assert w.controller.play("place starting-player")
    assert w.controller.play("minor helpful-neighbours")
    assert "passes from" not in w.statusBar().currentMessage()
    assert w.controller.play("choose stone")
    assert "Helpful Neighbours passes from" in w.statusBar().currentMessage()


def test_the_madonna_statue_s_tile_names_its_price_not_free(qapp) -> None:  # noqa: ANN001
    """Its tile read "free" while its button said "discard 2 improvements" (a tester)."""
    from agricola_qt.ui.card_layer import price

    assert price("madonna-statue") == ((), False, "discard 2")
    assert price("clay-pit")[2] == "free"
