"""The card draft before a full game: chosen in the New game dialog, played with clicks."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from agricola_qt.engine import new_setup
from agricola_qt.engine.draft import NO_CARD
from agricola_qt.ui import i18n
from agricola_qt.ui.draft_dialog import DraftDialog, PackCard
from agricola_qt.ui.new_game import SETTINGS_GROUP, NewGameDialog


@pytest.fixture(autouse=True)
def _forget() -> Iterator[None]:
    i18n.settings().remove(SETTINGS_GROUP)
    yield
    i18n.settings().remove(SETTINGS_GROUP)


def _setup(players: int = 3):
    return new_setup(players, family=False, decks=("E", "I", "K"), seed=8,
                     names=("Mei", "Jonas", "Ana")[:players])


def _card(dialog: DraftDialog, card_id: str) -> PackCard:
    return next(c for c in dialog.cards if c.card_id == card_id)


def _click(widget) -> None:  # noqa: ANN001
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def _kept_suggestions(monkeypatch) -> list[DraftDialog]:  # noqa: ANN001
    """Each draft dialog shown keeps the suggested cards at every pass (clicked); the list
    gathers the dialogs."""
    shown: list[DraftDialog] = []

    def keep_suggestions(self: DraftDialog) -> int:
        shown.append(self)
        while self.drafted_setup is None:
            _click(self.suggest_button)
            _click(self.keep_button)
        return int(DraftDialog.DialogCode.Accepted)

    monkeypatch.setattr(DraftDialog, "exec", keep_suggestions)
    return shown


def test_clicking_one_card_of_each_pack_and_keep_takes_them(qtbot) -> None:  # noqa: ANN001
    setup = _setup()
    dialog = DraftDialog(setup, [None, "easy", "hard"])
    qtbot.addWidget(dialog)
    dialog.show()
    hand = setup.hands[0]
    assert [c.card_id for c in dialog.cards] == [*hand.occupations, *hand.minors]
    assert not dialog.keep_button.isEnabled()
    _click(_card(dialog, hand.occupations[2]))
    assert not dialog.keep_button.isEnabled()  # a minor improvement still to choose
    _click(_card(dialog, hand.minors[0]))
    _click(_card(dialog, hand.minors[4]))  # another minor: it replaces the first
    assert [c.card_id for c in dialog.cards if c.chosen] == [hand.occupations[2],
                                                             hand.minors[4]]
    _click(dialog.keep_button)
    assert dialog.draft.kept[0].occupations == (hand.occupations[2],)
    assert dialog.draft.kept[0].minors == (hand.minors[4],)
    # the computers picked too, and Mei now has what Ana (on her right) passed on
    ana = setup.hands[2]
    assert len(dialog.draft.kept[2].occupations) == 1
    assert sorted(c.card_id for c in dialog.cards) == sorted(
        c for c in (*ana.occupations, *ana.minors)
        if c not in (*dialog.draft.kept[2].occupations, *dialog.draft.kept[2].minors))
    assert "2 of 6" in dialog.heading.text()


def test_a_whole_draft_by_suggestions_gives_the_game_its_hands(qtbot) -> None:  # noqa: ANN001
    setup = _setup(2)
    dialog = DraftDialog(setup, [None, "medium"])
    qtbot.addWidget(dialog)
    dialog.show()
    kept: list[str] = []
    while dialog.drafted_setup is None:
        _click(dialog.suggest_button)
        kept += [c.card_id for c in dialog.cards if c.chosen]
        _click(dialog.keep_button)
    hands = dialog.drafted_setup.hands
    assert dialog.drafted_setup.drafted and len(kept) == 12
    assert kept[0::2] == list(hands[0].occupations[:6])
    assert kept[1::2] == list(hands[0].minors[:6])
    assert all(len(h.occupations) == 7 and len(h.minors) == 7 for h in hands)


def test_people_sharing_a_screen_see_only_their_own_packs(qtbot) -> None:  # noqa: ANN001
    setup = _setup(2)
    dialog = DraftDialog(setup, [None, None])
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.stack.currentWidget() is dialog.cover and not dialog.cards
    assert "Mei" in dialog.show_button.text()
    _click(dialog.show_button)
    assert [c.card_id for c in dialog.cards][:7] == list(setup.hands[0].occupations)
    _click(dialog.suggest_button)
    _click(dialog.keep_button)
    # Jonas's turn: Mei's cards are gone, his are face down until he asks
    assert dialog.stack.currentWidget() is dialog.cover and not dialog.cards
    assert "Jonas" in dialog.show_button.text()
    _click(dialog.show_button)
    assert [c.card_id for c in dialog.cards][:7] == list(setup.hands[1].occupations)


def test_computers_alone_draft_without_a_dialog(qtbot) -> None:  # noqa: ANN001
    dialog = DraftDialog(_setup(3), ["easy", "hard", "expert"])
    qtbot.addWidget(dialog)
    assert dialog.drafted_setup is not None and dialog.drafted_setup.drafted
    assert NO_CARD not in dialog.drafted_setup.hands[0].occupations


def test_the_new_game_dialog_offers_the_draft_for_full_games_of_two_or_more(
        qtbot) -> None:  # noqa: ANN001
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.draft.isVisible()  # the family game
    dialog.variant.setCurrentIndex(dialog.variant.findData("full"))
    assert dialog.draft.isVisible()
    QTest.mouseClick(dialog.draft, Qt.MouseButton.LeftButton, pos=QPoint(8, 8))  # its box
    assert dialog.wants_draft()
    dialog.variant.setCurrentIndex(dialog.variant.findData("solo"))
    assert not dialog.draft.isVisible() and not dialog.wants_draft()
    dialog.variant.setCurrentIndex(dialog.variant.findData("full"))
    dialog.accept()
    again = NewGameDialog()
    qtbot.addWidget(again)
    assert again.draft.isChecked()  # remembered with the other choices


def test_a_game_begun_with_a_draft_starts_with_the_kept_cards(qtbot,
                                                            monkeypatch) -> None:  # noqa: ANN001
    from agricola_qt.app.window_main import GameWindow

    def choose_draft(self: NewGameDialog) -> int:
        self.variant.setCurrentIndex(self.variant.findData("full"))
        self.kinds[1].setCurrentIndex(self.kinds[1].findData("easy"))
        self.draft.setChecked(True)
        self.accept()
        return int(self.result())

    drafted = _kept_suggestions(monkeypatch)
    monkeypatch.setattr(NewGameDialog, "exec", choose_draft)
    w = GameWindow(bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.show()
    assert w.new_game_dialog()
    setup = w.controller.state.setup
    assert setup.drafted and setup.hands == drafted[0].drafted_setup.hands
    assert w.controller.state.players[0].occupations == setup.hands[0].occupations


def test_play_again_after_a_drafted_game_drafts_again(qtbot, monkeypatch) -> None:  # noqa: ANN001
    from agricola_qt.app.window_main import GameWindow

    asked = _kept_suggestions(monkeypatch)
    first = DraftDialog(_setup(2), [None, "easy"])
    qtbot.addWidget(first)
    first.exec()
    w = GameWindow(bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.start(first.drafted_setup, [None, "easy"])
    w.play_again()
    setup = w.controller.state.setup
    assert len(asked) == 2 and setup.drafted and setup.seed != first.drafted_setup.seed
    assert setup.hands == asked[1].drafted_setup.hands
