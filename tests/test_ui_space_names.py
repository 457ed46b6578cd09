"""An action space's name keeps its room as the space changes (ui/board_items.py)."""

from __future__ import annotations

import warnings

import pytest
from PySide6.QtWidgets import QApplication

from agricola_qt.engine import apply, new_game, new_setup
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.setup import DeckShortWarning
from agricola_qt.engine.spaces import round_card
from agricola_qt.engine.state import GameState, SpaceState
from agricola_qt.engine.values import replace as evolve
from agricola_qt.ui import board_items
from agricola_qt.ui.board_items import SpaceItem
from agricola_qt.ui.drawing import letters
from agricola_qt.ui.scene import TableScene
from agricola_qt.ui.text import space_name, tr
from tests.ui_helpers import paint_into_image, painted, setup


def test_a_space_s_name_is_drawn_again_when_a_half_is_chosen(qtbot) -> None:  # noqa: ANN001
    """A 5-player table drew "play an occupation" over "Growth": the name, laid out before
    the choice with the room of a goods row, was kept (its signature ignored the choice)."""
    state = new_game(setup(5, family=False))
    scene = TableScene(state)
    try:
        item = scene.space_item("occupation-or-growth")
        before = item.signature()
        chosen = apply(apply(state, "place occupation-or-growth"), "choose occupation")
        scene.set_state(chosen)
        assert item.signature() != before
    finally:
        scene.clear()


def _full_game(players: int) -> GameState:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeckShortWarning)
        s = new_setup(players, family=False, decks=("E", "I", "K"), seed=7)
    return new_game(s)


def _all_rounds(state: GameState) -> GameState:
    """``state`` in round 14, every round card shown, goods on each as after some rounds."""
    spaces = list(state.spaces)
    for card_id in state.setup.round_cards:
        space = round_card(card_id, state.setup.family)
        spaces.append(SpaceState(space, stock=space.stock + space.stock))
    return evolve(state, round=14, spaces=tuple(spaces))


def _chosen(state: GameState, space_id: str, choice: str, stock: Goods,
            who: int = 0) -> GameState:
    i = state.space_index(space_id)
    return state.with_space(i, evolve(state.spaces[i], occupant=who, choice=choice,
                                      stock=stock))


def _space_texts(w) -> dict[tuple[str, str], list[str]]:  # noqa: ANN001
    """The words each action space draws, by the space's id and "name" (its name) or
    "stock" (its goods' counts, its chosen half), painted at the scale the window's view
    shows the table at."""
    drawn: dict[tuple[str, str], list[str]] = {}
    current: list[tuple[str, str]] = []

    def note(_painter: object, args: tuple) -> None:
        text = next((a for a in args if isinstance(a, str)), "")
        if current and text.strip():
            drawn.setdefault(current[-1], []).append(text)

    scale = w.view.transform().m22()
    with painted("drawText", note):
        for item in w.view.scene().items():
            if isinstance(item, SpaceItem) and item.current_id():
                current.append((item.current_id(), "name"))
                paint_into_image(lambda p, item=item: item.paint(p, None), scale)
                current.append((item.current_id(), "stock"))
                paint_into_image(item.stock._draw, scale)
    return drawn


def _window(qtbot, state: GameState, width: int, height: int):  # noqa: ANN001, ANN202
    from agricola_qt.app.window_main import GameWindow

    w = GameWindow(state.setup, bot_delay_ms=None, ask_to_save=False, autosave=False)
    qtbot.addWidget(w)
    w.start(state.setup, states=[state])
    w.resize(width, height)
    w.show()
    QApplication.processEvents()
    return w


CHOICES = [  # (space, choice, the goods left on it): each half of the 5-player spaces
    ("occupation-or-growth", "choose occupation", Goods()),
    ("occupation-or-growth", "choose grow", Goods()),
    ("room-or-food", "choose room", Goods(food=3)),
    ("room-or-food", "choose food", Goods()),
    ("animal", "take sheep", Goods(boar=1, cattle=1)),
    ("animal", "take sheep", Goods()),
    ("animal", "take boar", Goods(sheep=2, boar=1, cattle=1)),
]


@pytest.mark.parametrize("code", ["en", "zh_CN"])
@pytest.mark.parametrize("players", [4, 5])
def test_every_space_name_and_chosen_half_is_whole_on_a_laptop(
        qtbot, monkeypatch, language, code: str, players: int) -> None:  # noqa: ANN001
    """A play-tester's 5-player E+I+K game at 1280x720 read "Sheep +1 food, Boar, …",
    "1 Room or Traveling Pl…", and the half a computer chose as "build a …" / "play an…":
    each name is drawn whole (in its short form where the full one has no room), and the
    chosen half in a word ("room"), whole."""
    language(code)
    base = _all_rounds(_full_game(players))
    ids = {s.space.id for s in base.spaces}
    cases = [(sid, choice, stock) for sid, choice, stock in CHOICES if sid in ids]
    for state in [base] + [_chosen(base, *case) for case in cases]:
        w = _window(qtbot, state, 1280, 720)
        drawn = _space_texts(w)
        for s in state.spaces:
            words = drawn.get((s.space.id, "name"), [])
            stock = drawn.get((s.space.id, "stock"), [])
            if s.space.id in state.setup.round_cards:  # the round's badge and harvest mark
                badge = str(state.setup.round_cards.index(s.space.id) + 1)
                words = words[1 + (words[1:2] == [tr("H")]):] if words[:1] == [badge] else words
            assert not any("…" in t for t in words + stock), (s.space.id, words, stock)
            names = [n for n in (space_name(s.space),
                                 board_items.short_space_name(s.space.name),
                                 board_items.shorter_space_name(s.space.name)) if n]
            mark = board_items.chosen_word(s.choice) if s.occupant >= 0 and s.choice else ""
            if mark and not board_items.chosen_pictures(s.choice):
                assert stock[-1] == mark, (s.space.id, stock)
            shown = letters("".join(t.removesuffix("-") for t in words))
            assert shown in {letters(n) for n in names}, (s.space.id, words, names)
        w.close()
