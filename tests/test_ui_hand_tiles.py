"""An open hand whose fanned cards cut their names is laid as tiles (``CardLayer``, ``card_tiles``):
at 1366x768 a 3-player hand of seven minor improvements read "Bake… Oven", "Boar Bree…",
"Woo-den …" (a play-tester).  Each tile shows the whole name and the price; a card that can be
played now is framed green; the tiles still drag onto an action space; a tray under them tells
them from the played cards above."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from ui_helpers import click, drag, sit_down, table_window

from agricola_qt.app.window_main import GameWindow
from agricola_qt.ui.card_face import CardItem
from agricola_qt.ui.text import card_name
from tests.cards.helpers import full_game, with_cards, with_hand
from tests.test_ui_card_tiles import _shows_whole

OCCUPATIONS = ("baker", "plough-driver", "cabinetmaker", "manufacturer", "adoptive-parents")
MINORS = ("bakers-oven", "guest", "windmill", "chicken-coop", "lettuce-patch",
          "wooden-strongbox", "lasso")


def _window(qtbot, players: int, size: tuple[int, int],  # noqa: ANN001
            occupations: tuple[str, ...] = OCCUPATIONS,
            minors: tuple[str, ...] = MINORS) -> GameWindow:
    state = with_cards(full_game(players), 0, "church-warden", "woodcutter")
    state = with_hand(state, 0, occupations=occupations, minors=minors)
    w = table_window(qtbot, state.setup)
    w.start(state.setup, seats=[None] * players, states=[state])
    w.resize(*size)
    w.view.fit()
    QApplication.processEvents()
    sit_down(w)
    return w


def _hand(w: GameWindow) -> list[CardItem]:
    return [i for i in w.scene.cards.items if i.in_hand and i.player == 0]


def test_a_crowded_hand_is_tiles_with_whole_names_and_prices(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot, 3, (1366, 768))
    hand = _hand(w)
    assert len(hand) == 12 and all(i.tile is not None for i in hand)
    assert not [card_name(i.card_id) for i in hand if not _shows_whole(w, i)]
    tiles = {i.card_id: i.tile for i in hand}
    assert tiles["windmill"].cost == (("wood", 3), ("stone", 1))
    assert tiles["bakers-oven"].back and not tiles["baker"].cost  # an oven given back
    # the points and other ways to pay, read at a glance as on BGA (a tester)
    assert (tiles["windmill"].points, tiles["bakers-oven"].points) == (2, 3)
    assert tiles["chicken-coop"].note == "/…" and tiles["lettuce-patch"].note == "free"
    assert not tiles["baker"].note  # an occupation's price is the space's
    # the tray under the hand, the played cards outside it
    layer = w.scene.cards
    farm = w.scene.farm_items[0]
    tray = farm.mapRectToScene(layer.hand_trays[0]).adjusted(-0.5, -0.5, 0.5, 0.5)
    assert all(tray.contains(i.sceneBoundingRect()) for i in hand)
    played = [i for i in layer.items if not i.in_hand and i.player == 0]
    assert played and not any(tray.intersects(i.sceneBoundingRect()) for i in played)
    assert any(i.playable for i in hand)  # marked as a card would be


def test_a_hand_tile_drags_onto_an_action_space(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot, 3, (1366, 768))
    baker = next(i for i in _hand(w) if i.card_id == "baker")
    assert baker.tile is not None
    target = w.scene.space_item("occupation").sceneBoundingRect().center()
    drag(w.view, [baker.sceneBoundingRect().center(), target])
    QApplication.processEvents()
    assert "baker" in w.controller.state.players[0].cards
    assert [str(m) for m in w.controller.moves[-2:]] == ["place occupation",
                                                         "occupation baker"]


def test_a_hand_with_room_keeps_its_cards(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot, 2, (1920, 1080), OCCUPATIONS[:2], MINORS[:2])
    assert all(i.tile is None for i in _hand(w))
    assert not w.scene.cards.hand_trays


def test_a_hand_laid_as_tiles_stays_tiles_as_it_shrinks(qtbot) -> None:  # noqa: ANN001
    """A hand that went back to cards as one was played, and to tiles again, moved every
    card each time: at one window size it stays tiles for the game; another size looks
    again."""
    w = _window(qtbot, 3, (1366, 768))
    assert all(i.tile is not None for i in _hand(w))
    state = w.controller.state
    fewer = with_hand(state, 0, occupations=OCCUPATIONS[:1], minors=MINORS[:1])
    w.start(state.setup, seats=[None] * 3, states=[fewer])
    QApplication.processEvents()
    sit_down(w)
    assert len(_hand(w)) == 2 and all(i.tile is not None for i in _hand(w))
    w.resize(1920, 1080)
    w.view.fit()
    QApplication.processEvents()
    assert all(i.tile is None for i in _hand(w))  # room for the two as cards


def test_a_hand_card_clicked_then_a_lit_space_clicked_is_played_there(qtbot) -> None:  # noqa: ANN001
    """On BGA a card is clicked, then a space: a tester clicked a card and was told to drag
    it.  A click chooses it and lights its spaces; a click on one plays it there; a second
    click on the card lets it go."""
    w = _window(qtbot, 3, (1366, 768))
    scene = w.scene
    baker = next(i for i in _hand(w) if i.card_id == "baker")
    click(w.view, baker.sceneBoundingRect().center())
    QApplication.processEvents()
    assert scene.chosen_card == "baker" and "occupation" in scene.highlight_spaces
    assert "Click a lit action space to play Baker" in w.statusBar().currentMessage()
    click(w.view, baker.sceneBoundingRect().center())  # let go
    QApplication.processEvents()
    assert not scene.chosen_card and not scene.highlight_spaces
    click(w.view, baker.sceneBoundingRect().center())
    QApplication.processEvents()
    click(w.view, scene.space_item("occupation").sceneBoundingRect().center())
    QApplication.processEvents()
    assert [str(m) for m in w.controller.moves[-2:]] == ["place occupation",
                                                         "occupation baker"]
    assert "Click a lit action space" not in w.statusBar().currentMessage()


def test_a_chosen_card_then_an_unlit_space_is_refused_not_placed(qtbot) -> None:  # noqa: ANN001
    """With a card chosen, a click on a space that does not play it placed the person there
    for that space's own action and dropped the card (a tester): refused as a drop there is,
    the card still chosen."""
    w = _window(qtbot, 3, (1366, 768))
    scene = w.scene
    baker = next(i for i in _hand(w) if i.card_id == "baker")
    click(w.view, baker.sceneBoundingRect().center())
    QApplication.processEvents()
    refused: list[str] = []
    w.controller.refused.connect(refused.append)
    click(w.view, scene.space_item("wood").sceneBoundingRect().center())
    QApplication.processEvents()
    assert not w.controller.moves and scene.chosen_card == "baker"
    assert refused and refused[-1].startswith("Baker is played on")


def test_a_card_dropped_where_it_is_not_played_says_where_or_what_it_lacks(qtbot) -> None:  # noqa: ANN001
    """An occupation dropped on 3 Wood, and a minor improvement the player could not pay
    for dropped on its own space, both read "you are not doing an occupation (an
    improvement) now" (two testers): the first is told where it is played, the second
    what it lacks."""
    w = _window(qtbot, 3, (1366, 768))

    def dropped(card_id: str, space: str) -> str:
        """What the status bar says once the card is dropped on the space (nothing played)."""
        item = next(i for i in _hand(w) if i.card_id == card_id)
        drag(w.view, [item.sceneBoundingRect().center(),
                      w.scene.space_item(space).sceneBoundingRect().center()])
        QApplication.processEvents()
        assert not w.controller.moves
        return w.statusBar().currentMessage()

    baker = next(i for i in _hand(w) if i.card_id == "baker")
    said = dropped("baker", "wood")
    assert said.startswith("Baker is played on “") and said.endswith(", not here."), said
    assert "“Lessons”" in said or "“1 Occupation”" in said, said
    assert w.chooser.reason.isVisibleTo(w.chooser)  # in red in the panel too
    click(w.view, baker.sceneBoundingRect().center())  # a new try: the red words go
    QApplication.processEvents()
    assert w.scene.chosen_card == "baker" and not w.chooser.reason.isVisibleTo(w.chooser)
    click(w.view, baker.sceneBoundingRect().center())
    QApplication.processEvents()
    said = dropped("windmill", "starting-player")
    assert "Windmill" in said and "not doing" not in said, said


def test_a_4_player_hand_strip_cutting_a_name_is_laid_as_tiles(qtbot) -> None:  # noqa: ANN001
    """A 4-player hand strip of 14 cards at 1366x768 read "Wooden Strongb…", its right third
    empty: laid as tiles over the strip's width, every name whole; a tile still drags onto
    an action space.  With room (1920x1080) the cards stay."""
    w = _window(qtbot, 4, (1366, 768), OCCUPATIONS, MINORS)
    strip = w.scene.hand_strip
    assert strip is not None
    hand = _hand(w)
    assert len(hand) == len(OCCUPATIONS) + len(MINORS)
    assert all(i.tile is not None for i in hand)
    assert all(_shows_whole(w, i) for i in hand)
    assert all(strip.sceneBoundingRect().contains(i.sceneBoundingRect().center()) for i in hand)
    baker = next(i for i in hand if i.card_id == "baker")
    target = w.scene.space_item("occupation").sceneBoundingRect().center()
    drag(w.view, [baker.sceneBoundingRect().center(), target])
    QApplication.processEvents()
    assert "baker" in w.controller.state.players[0].cards
    roomy = _window(qtbot, 4, (1920, 1080), OCCUPATIONS[:2], MINORS[:2])
    assert all(i.tile is None for i in _hand(roomy))


def test_a_passing_hand_card_laid_as_a_tile_keeps_its_arrow(qtbot) -> None:  # noqa: ANN001
    """The compact tiles left out the arrow of a card that passes on once played (a tester
    missed it on a Weekly Market); the card's face has it."""
    w = _window(qtbot, 3, (1366, 768), minors=(*MINORS[:-1], "market-stall"))
    tiles = {i.card_id: i.tile for i in _hand(w)}
    assert all(t is not None for t in tiles.values())
    assert tiles["market-stall"].lines[-1].endswith("\u00a0→"), tiles["market-stall"].lines
    assert not any("→" in line for line in tiles["windmill"].lines)
