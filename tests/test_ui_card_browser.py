"""Help ▸ Cards: every card to look up, narrowed by deck, kind, players and a search."""

from __future__ import annotations

from PySide6.QtCore import Qt
from ui_helpers import setup

from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine.cards.catalog_data import CATALOG
from agricola_qt.engine.cards.registry import MAJOR_IDS
from agricola_qt.ui.card_browser import CardBrowser, CardFilter, card_facts


def _menu_action(window: GameWindow, text: str):  # noqa: ANN202
    for menu_action in window.menuBar().actions():
        for action in menu_action.menu().actions():
            if action.text() == text:
                return action
    raise AssertionError(f"no menu item {text!r}")


def test_help_cards_opens_one_browser_of_every_card(qtbot) -> None:  # noqa: ANN001
    w = GameWindow(setup(2, seed=4), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    _menu_action(w, "&Cards…").trigger()
    browser = w.card_browser
    assert isinstance(browser, CardBrowser) and browser.isVisible()
    qtbot.addWidget(browser)  # closed after the test: left open it took later tests' pointer
    assert len(browser.shown()) == len(CATALOG) + len(MAJOR_IDS) == 318
    assert browser.count.text() == "318 of 318 cards"
    assert browser.face.card_id == browser.shown()[0]
    _menu_action(w, "&Cards…").trigger()  # the same window again, not a second one
    assert w.card_browser is browser


def test_the_search_finds_names_numbers_and_effects(qtbot) -> None:  # noqa: ANN001
    browser = CardBrowser()
    qtbot.addWidget(browser)
    qtbot.keyClicks(browser.search, "clay oven")
    # a card named so comes first; a card whose text names it after
    assert browser.shown() == ["clay-oven", "baking-tray"]
    assert browser.face.card_id == "clay-oven"
    assert browser.facts.text().splitlines() == ["Major improvement", "Cost: 3 clay, 1 stone",
                                                 "2 points"]
    browser.search.setText("e14")  # a printed number, any case
    assert "E14" in [CATALOG[c].number for c in browser.shown()]
    browser.search.setText("no such card anywhere")
    assert browser.shown() == [] and browser.count.text() == "No card matches."
    assert browser.face.card_id == ""


def test_filters_narrow_by_deck_kind_and_players(qtbot) -> None:  # noqa: ANN001
    browser = CardBrowser()
    qtbot.addWidget(browser)
    browser.deck.setCurrentIndex(browser.deck.findData("K"))
    browser.kind.setCurrentIndex(browser.kind.findData("occupation"))
    shown = browser.shown()
    assert shown and all(CATALOG[c].deck == "K" and CATALOG[c].kind == "occupation"
                         for c in shown)
    browser.seats.setCurrentIndex(browser.seats.findData(2))
    two = browser.shown()
    assert two and all(CATALOG[c].min_players == 1 for c in two) and len(two) < len(shown)
    browser.deck.setCurrentIndex(browser.deck.findData("major"))
    browser.kind.setCurrentIndex(0)
    assert sorted(browser.shown()) == sorted(MAJOR_IDS)
    # the kinds offer the majors too (a tester looked for them there), each by its price:
    # the two Fireplaces read as one card twice
    browser.deck.setCurrentIndex(0)
    browser.seats.setCurrentIndex(0)
    browser.kind.setCurrentIndex(browser.kind.findData("major"))
    assert sorted(browser.shown()) == sorted(MAJOR_IDS)
    labels = [browser.list.item(i).text() for i in range(browser.list.count())]
    assert "Fireplace (2 clay)" in labels and "Fireplace (3 clay)" in labels


def test_the_list_is_walked_with_the_arrow_keys(qtbot) -> None:  # noqa: ANN001
    browser = CardBrowser()
    qtbot.addWidget(browser)
    browser.show()
    browser.list.setFocus()
    first, second = browser.shown()[:2]
    assert browser.face.card_id == first
    qtbot.keyClick(browser.list, Qt.Key.Key_Down)
    assert browser.face.card_id == second


def test_a_chosen_card_stays_chosen_while_it_matches_and_show_card_finds_it(qtbot) -> None:  # noqa: ANN001
    browser = CardBrowser()
    qtbot.addWidget(browser)
    browser.show_card("stone-oven")
    assert browser.face.card_id == "stone-oven"
    browser.search.setText("oven")
    assert browser.face.card_id == "stone-oven"  # still listed: still chosen
    browser.deck.setCurrentIndex(browser.deck.findData("E"))
    assert browser.face.card_id == browser.shown()[0] != "stone-oven"
    browser.show_card("stone-oven")  # hidden by the filters: they are cleared
    assert browser.face.card_id == "stone-oven" and browser.deck.currentIndex() == 0
    assert browser.search.text() == ""


def test_card_facts_say_what_is_printed() -> None:
    village_elder = next(c for c, info in CATALOG.items() if info.number == "I221")
    assert card_facts(village_elder)[0] == "Occupation · Deck I · I221"
    assert "Only in games of 3 or more players" in card_facts(village_elder)
    passing = next(c for c, info in CATALOG.items() if info.passing)
    assert "After it is played, it passes to the player on the left" in card_facts(passing)
    extra = next(c for c, info in CATALOG.items()
                 if info.kind == "occupation" and not info.cost.is_empty())
    assert any(line.startswith("Playing it costs ") for line in card_facts(extra))
    assert CardFilter(deck="major").admits("well")
    assert not CardFilter(deck="E").admits("well")
    assert not CardFilter(kind="occupation").admits("well")


def test_the_browser_speaks_the_tables_language(language, qtbot) -> None:  # noqa: ANN001
    w = GameWindow(setup(2, seed=4), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    browser = w.show_cards()
    assert isinstance(browser, CardBrowser)
    qtbot.addWidget(browser)
    language("zh_TW")
    w.retranslate()
    assert browser.windowTitle() == "卡片一覽"
    assert browser.count.text() == "318 張卡片中的 318 張"
    browser.search.setText("石造烤爐")  # a Chinese name is found
    assert browser.shown()[0] == "stone-oven"
    assert browser.facts.text().splitlines()[0] == "主要發展卡"
