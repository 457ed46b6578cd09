"""Help > Learn to play, step by step: every step's words are true of the position they are
shown in.  A newcomer found the last step repeating step 2 word for word ("drag your other
person onto Take 1 Grain ... sow that grain on your new field", with three people and no new
field), Fishing explained three times, and a closing text promising what was never taught."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from ui_helpers import drag

from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import GameState, Move, apply, legal_moves, new_game, why_illegal
from agricola_qt.engine.harvest import food_needed
from agricola_qt.ui.feeding import runaway_young
from agricola_qt.ui.help.words import word
from agricola_qt.ui.text import card_name, engine_text
from agricola_qt.ui.tutorial import (
    COOKING,
    SEED,
    YOU,
    Guide,
    _cooker,
    guide,
    learn,
    lesson_seats,
    lesson_setup,
    step_text,
)
from tests.test_ui_tutorial import _markers, _window, follow_one_step

Chooser = Callable[[GameState], Move]


def _lesson_computer() -> Chooser:
    from agricola_qt.ai.registry import make_bot

    bot = make_bot(lesson_seats()[1], seed=SEED * 31 + 1)
    return bot.choose  # type: ignore[attr-defined, no-any-return]


def _random_computer(seed: int) -> Chooser:
    rng = random.Random(seed)

    def choose(state: GameState) -> Move:
        options = legal_moves(state)
        return options[rng.randrange(len(options))]

    return choose


def play_lesson(computer: Chooser) -> list[tuple[GameState, Guide, str]]:
    """The lesson's own guided moves from the start to its end: each position where a step
    is yours (or the last one), with the step and its words."""
    state = new_game(lesson_setup())
    taught: frozenset[str] = frozenset()
    shown = []
    for _ in range(300):
        step = guide(state, taught)
        taught = learn(taught, step)
        if step.kind != "wait":
            shown.append((state, step, step_text(step, state)))
        if step.kind == "finished":
            return shown
        if step.kind == "wait":
            state = apply(state, computer(state))
            continue
        move = Move.parse(step.move)
        assert move in legal_moves(state), step
        for text in step.steps or (step.move,):  # the fences drawn: one decision
            state = apply(state, Move.parse(text))
    raise AssertionError("the lesson did not end")


def _has_empty_field(state: GameState) -> bool:
    return state.players[YOU].farm.empty_fields() != 0


def _check_claims(state: GameState, step: Guide, text: str) -> None:
    """What the step's words say, checked against the position."""
    you = state.players[YOU]
    key = step.key
    assert "{" not in text and text.strip(), (key, text)
    if key in ("place.sow-bake", "sub.sow"):  # "sow your grain"
        assert you.goods.grain >= 1 and _has_empty_field(state), (key, state.round)
    if key == "place.grain":  # "your other person", "next round ... on your new field"
        assert you.people - you.placed == 1 and _has_empty_field(state)
        assert state.setup.round_cards[state.round] == "sow-bake"
    if key == "place.room-reed":  # "you have the wood"
        assert you.goods.wood >= 5
    if key == "place.build-rooms":  # "drag your other person"
        assert you.goods.wood >= 5 and you.goods.reed >= 2 and you.people - you.placed == 1
    if key == "place.sow-bake":  # "Round 2 has begun"
        assert state.round == 2
    if key == "feed.pay":  # "your sown fields gave one grain each"; what begging is
        assert you.farm.sown or you.farm.fields, state.round
        assert "begging card" in text
    if key == "finished":  # "ploughed and sowed, built a room, grew your family, bought a
        # cooking improvement, fenced a pasture, renovated to clay, fed everyone at four
        # harvests"
        assert you.farm.room_count >= 3 and you.people == 3 and you.begging == 0
        assert you.farm.fields and you.farm.pastures and set(you.cards) & set(COOKING)
        assert you.farm.house == "clay" and state.round == 12
    _check_rounds_8_9(state, step, text)
    _check_rounds_10_11(state, step, text)
    if key == "place.family-growth":  # "you have a free room"
        assert you.farm.room_count > you.people
    if key == "place.three":  # "three people ... the second harvest comes after this round"
        assert you.people == 3 and state.round == 7
    if key == "place.pet":  # one sheep there, and nowhere else to keep it but the house
        space = state.spaces[state.space_index("sheep")]
        assert space.stock.sheep == 1 and you.goods.sheep == 0
        assert step.target == "sheep"
    if key == "place.again-food":  # "{food} food has gathered there"
        space = state.spaces[state.space_index(step.target)]
        assert space.stock.food >= 1 and f" {space.stock.food} food " in text
    if "first harvest comes after round 4" in text:
        assert state.round <= 4
    if key == "place.starting-player":  # "makes you the first to place next round"
        assert state.starting_player != YOU
    if key.startswith("feed."):
        assert f"{food_needed(state, YOU)} food" in text
        assert f"{you.goods.food}" in text
    if key in ("sub.resource", "sub.resource-again"):  # the text names wood
        assert step.target == "take wood"


def _check_rounds_8_9(state: GameState, step: Guide, text: str) -> None:
    """The claims of the steps on cooking, fences and animals."""
    you = state.players[YOU]
    key = step.key
    cooker = set(you.cards) & set(COOKING)
    index = state.space_index(step.target) if step.kind == "place" else -1
    stock = state.spaces[index].stock if index >= 0 else None
    if key == "place.cook-clay":  # "cooking improvements are bought with clay"
        assert not cooker and step.target == "clay" and stock is not None and stock.clay >= 1
    if key == "place.cook":  # "now buy one"
        assert not cooker and step.target == "improvement"
    if key == "sub.buy":  # "buy it with your clay"
        assert step.target in COOKING and you.goods.clay >= int(step.target[-1])
    if key == "place.fence-wood":  # "you have {wood} wood"
        assert not you.farm.pastures and f" {you.goods.wood} wood" in text
        assert stock is not None and stock.wood >= 1
    if key == "place.pasture":
        assert not you.farm.pastures and you.goods.wood >= 4
    if key == "sub.fence":  # "this pasture will hold {room} animals"
        cells = step.target.split()
        assert f"hold {2 * len(cells)} animals" in text
        assert step.steps[-1] == "fence-build"
    if key == "place.flock":  # "your pasture is ready", sheep there
        assert you.farm.pastures and stock is not None and stock.sheep >= 1
    if key == "place.overflow":  # "your pasture and house are full", no boar yet
        after = apply(state, Move.parse(f"place {step.target}"))
        assert after.frame is not None and after.frame.kind == "animals"
        assert you.goods.boar == 0 and cooker
        assert state.setup.round_cards[state.round - 1] == step.target  # "new this round"
    if key == "sub.animals":
        assert state.frame is not None and state.frame.kind == "animals"
    if key == "feed.cook-room":  # "your {animal} fill their places": the young would run away
        assert runaway_young(state) and cooker
        assert "{" not in text and step.press == f"free {step.move}"
    if key == "feed.cook":  # "you have only {have}"
        assert you.goods.food < food_needed(state, YOU) and cooker
    if key == "feed.pay-cook":  # "enough this time"
        assert you.goods.food >= food_needed(state, YOU) and cooker


def _check_rounds_10_11(state: GameState, step: Guide, text: str) -> None:
    """The claims of the steps on the renovation and baking."""
    you = state.players[YOU]
    key = step.key
    rooms = you.farm.room_count
    cooker = set(you.cards) & set(COOKING)
    index = state.space_index(step.target) if step.kind == "place" else -1
    stock = state.spaces[index].stock if index >= 0 else None
    if key == "place.renovate-clay":  # "your house is still wood ... you have {clay}"
        assert you.farm.house == "wood" and you.goods.clay < rooms
        assert step.target == "clay" and stock is not None and stock.clay >= 1
        assert f"{rooms} clay for your {rooms} rooms, and you have {you.goods.clay}" in text
    if key == "place.renovate-reed":  # "you have none"
        assert you.farm.house == "wood" and you.goods.reed == 0 and step.target == "reed"
    if key == "place.renovate":  # "{rooms} wooden rooms become a clay hut"
        assert you.farm.house == "wood" and you.goods.clay >= rooms and you.goods.reed >= 1
        assert step.target == "renovation-improvement" and f"your {rooms} wooden rooms" in text
    if key in ("place.bake", "sub.bake", "sub.bake-again"):  # "your {card} bakes"
        assert cooker and you.goods.grain >= 1
        assert card_name(_cooker(you)) in text
    if key in ("sub.bake", "sub.bake-again"):
        assert state.frame is not None and state.frame.bake and not state.frame.baked
        assert step.target == f"bake {_cooker(you)}"


COMPUTERS: dict[str, Callable[[], Chooser]] = {
    "lesson": _lesson_computer,
    **{f"random-{seed}": (lambda seed=seed: _random_computer(seed)) for seed in range(6)},
}


@pytest.mark.parametrize("computer", list(COMPUTERS))
def test_every_step_says_only_what_is_true_where_it_is_shown(qapp, computer: str) -> None:  # noqa: ANN001
    shown = play_lesson(COMPUTERS[computer]())
    for state, step, text in shown:
        _check_claims(state, step, text)
    texts = [text for _, _, text in shown]
    for (_, a, first), (_, b, second) in zip(shown, shown[1:], strict=False):
        # two steps in a row say the same only if they are the same step, or if their
        # headings tell them apart ("Round 10 · step 24 of 27", then "Round 11 · step 25":
        # Fishing the last of one round and the first of the next)
        if a != b and not (a.number and b.number and a.number != b.number):
            assert first != second, (a, b)
    # an explanation is given once; only the few words of "again" may come back
    explained = [text for _, step, text in shown if step.kind == "place"
                 and step.key not in ("place.again", "place.again-food")]
    assert len(explained) == len(set(explained)), "a placement repeats an explanation"
    last = shown[-2][2]  # the step before "Lesson complete"
    assert last not in explained[:-1]
    if computer == "lesson":  # the guided game itself: no placement's words come back
        placements = [text for _, step, text in shown if step.kind == "place"]
        assert len(placements) == len(set(placements))
        assert last not in texts[:-2]


@pytest.mark.parametrize("computer", list(COMPUTERS))
def test_a_space_is_explained_once_and_then_in_a_few_words(qapp, computer: str) -> None:  # noqa: ANN001
    shown = play_lesson(COMPUTERS[computer]())
    full = {"fishing": ("place.fishing", "place.fishing-later"),
            "day-labourer": ("place.day-labourer",), "grain": ("place.grain",),
            "wood": ("place.wood",), "starting-player": ("place.starting-player",
                                                         "place.starting-player-food")}
    for space, keys in full.items():
        whole = [step for _, step, _ in shown if step.key in keys]
        assert len(whole) <= 1, (space, whole)
        later = [(step, text) for _, step, text in shown
                 if step.kind == "place" and step.target == space and step.key not in keys
                 and step.key not in ("place.three", "place.any")]
        for step, text in later:  # a few words, or what is new (wood for the fences)
            assert step.key in ("place.again", "place.again-food", "place.grain-keep",
                                "place.fence-wood", "place.cook-clay")
            if whole and step.key.startswith("place.again"):  # shorter than the
                # explanation it follows
                assert len(text) < len(step_text(whole[0], new_game(lesson_setup())))


def test_the_guided_game_teaches_a_pet_and_the_ending_promises_nothing_untaught(
        qapp) -> None:  # noqa: ANN001
    shown = play_lesson(_lesson_computer())
    keys = [step.key for _, step, _ in shown]
    assert "place.pet" in keys
    at = keys.index("place.pet")
    after = shown[at + 1][0]
    assert after.players[YOU].goods.sheep == 1  # the sheep lives in the house
    assert keys.count("place.fishing") == 1 and "place.again-food" in keys
    state, step, text = shown[-1]
    assert step.key == "finished"
    you = state.players[YOU]
    assert you.farm.room_count == 3 and you.people == 3 and you.begging == 0
    assert you.farm.fields and you.farm.pastures  # "ploughed and sowed", "fenced a pasture"
    assert "How to play" in text and "Cards" in text and "scored" in text
    assert "fenced a pasture" in text and "cooking improvement" in text
    assert "before you take them" not in text
    # the fifteenth step (round 7, your third person) is no longer step 2's text
    fifteenth = next(t for _, s, t in shown if s.number == 15)
    second = next(t for _, s, t in shown if s.number == 2)
    assert fifteenth != second and "new field" not in fifteenth


# --- in the window ------------------------------------------------------------------------
def _follow(w: GameWindow) -> None:
    follow_one_step(w)


def test_the_panel_shows_the_words_of_the_step_it_follows(language, qtbot) -> None:  # noqa: ANN001
    """The window's lesson remembers what it explained (from the moves so far): its panel
    shows what the guided game says, "Fishing" again in a few words included."""
    w = _window(qtbot)
    w.learn_to_play(resume=False)
    expected = {step.number: text for _, step, text in play_lesson(_lesson_computer())
                if step.number}
    seen = []
    for _ in range(60):
        step, state = w.lesson.step, w.controller.state
        assert step is not None
        assert w.lesson.panel.text.text() == step_text(step, state)
        if step.number:
            assert w.lesson.panel.text.text() == expected[step.number]
        seen.append(step.key)
        if step.kind == "finished":
            break
        _follow(w)
    assert seen[-1] == "finished" and "place.again-food" in seen


def test_a_move_the_rules_forbid_is_refused_with_the_rules_reason(language, qtbot) -> None:  # noqa: ANN001
    """Off the lesson's step, a drop on an occupied space said only "the lesson asks for the
    marked step"; the game's own reason teaches more.  A legal move off the step still gets
    the lesson's sentence."""
    w = _window(qtbot)
    w.learn_to_play(resume=False)
    _follow(w)  # onto Plough 1 Field
    _follow(w)  # the field: the computer has placed its first person meanwhile
    state = w.controller.state
    assert w.lesson.step.kind == "place" and state.actor == YOU
    taken = next(s.space.id for s in state.spaces
                 if why_illegal(state, Move.parse(f"place {s.space.id}")) is not None
                 and w.scene.space_item(s.space.id) is not None)
    reason = engine_text(why_illegal(state, Move.parse(f"place {taken}")))
    moves = w.controller.moves
    w.view.fit()
    person = w.scene.home_people(YOU)[0].sceneBoundingRect().center()
    drag(w.view, [person, w.scene.space_item(taken).sceneBoundingRect().center()])
    assert w.controller.moves == moves
    assert w.statusBar().currentMessage() == reason
    assert w.lesson.panel.text.text().startswith(f"<b>{reason}</b>")
    assert w.scene.highlight_spaces == {w.lesson.step.target}
    qtbot.waitUntil(lambda: w.scene.home_people(YOU)[0].sceneBoundingRect().contains(
        _markers(w)[0].source))
    free = next(s.space.id for s in state.spaces if s.space.id != w.lesson.step.target
                and why_illegal(state, Move.parse(f"place {s.space.id}")) is None
                and w.scene.space_item(s.space.id) is not None)
    person = w.scene.home_people(YOU)[0].sceneBoundingRect().center()
    drag(w.view, [person, w.scene.space_item(free).sceneBoundingRect().center()])
    assert w.controller.moves == moves
    note = word("tutorial", "off-plan")
    assert w.lesson.panel.text.text().startswith(f"<b>{note}</b>")
    assert reason not in w.lesson.panel.text.text()  # the new note replaced the old one
