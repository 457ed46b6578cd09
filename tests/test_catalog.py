"""The card catalogue (engine/cards/catalog_data.py) and the ``agricola-qt cards`` command."""

from __future__ import annotations

import json

import attrs
import pytest

from agricola_qt.app.cli import main
from agricola_qt.engine.cards.catalog_data import (
    CATALOG,
    DECKS,
    by_deck,
    by_number,
    slug,
)
from agricola_qt.engine.cards.registry import MAJOR_IDS, implemented
from agricola_qt.engine.goods import Goods

# rules-facts.md §13
COUNTS = {("E", "minor"): 53, ("E", "occupation"): 73, ("I", "minor"): 43,
          ("I", "occupation"): 48, ("K", "minor"): 43, ("K", "occupation"): 48}
PLAYER_MARKS = {"E": (28, 21, 24), "I": (19, 10, 19), "K": (19, 10, 19)}
PASSING = {"E11", "E16", "E39", "E40", "E42", "E52", "E55", "E60", "I64", "I73", "I81", "I96",
           "I104", "K107", "K129", "K132", "K141", "K143"}
UPGRADES = {"E14", "I65", "I66", "I85", "K106", "K122", "K128"}


def test_counts_per_deck_and_kind() -> None:
    assert len(CATALOG) == 308
    for (deck, kind), count in COUNTS.items():
        assert len(by_deck(deck, kind)) == count, (deck, kind)
    minors = [c for c in CATALOG.values() if c.kind == "minor"]
    assert len(minors) == 139
    assert len(CATALOG) - len(minors) == 169


def test_occupation_player_count_marks() -> None:
    for deck, marks in PLAYER_MARKS.items():
        occupations = by_deck(deck, "occupation")
        assert tuple(sum(1 for c in occupations if c.min_players == n) for n in (1, 3, 4)) \
            == marks
    everyone = [c.min_players for c in CATALOG.values() if c.kind == "occupation"]
    assert (everyone.count(1), everyone.count(3), everyone.count(4)) == (66, 41, 62)
    assert {c.min_players for c in CATALOG.values() if c.kind == "minor"} == {1}


def test_passing_minors_and_upgrades() -> None:
    assert {c.number for c in CATALOG.values() if c.passing} == PASSING
    assert {c.number for c in CATALOG.values() if c.is_upgrade} == UPGRADES
    for card in CATALOG.values():
        for returned in card.returns:  # every returned card is a major or a catalogue card
            assert returned in MAJOR_IDS or returned in CATALOG, (card.number, returned)


def test_numbers_and_the_six_english_edition_cards() -> None:
    numbers = [c.number for c in CATALOG.values()]
    assert len(set(numbers)) == 308
    assert {int(n[1:]) for n in numbers} == set(range(11, 313)) | set(range(337, 343))
    extras = {c.number: c.kind for c in CATALOG.values() if c.english_edition}
    assert extras == {"I337": "minor", "E338": "minor", "K339": "minor",
                      "I340": "occupation", "E341": "occupation", "K342": "occupation"}


def test_ids_are_unique_slugs_apart_from_the_majors() -> None:
    for card_id, card in CATALOG.items():
        assert card_id == card.id == slug(card.name)
        assert card_id not in MAJOR_IDS
    assert by_number("E14").id == "bakers-oven"
    assert by_number("e27").id == "wood-fired-oven"


def test_every_card_has_a_short_own_text_and_a_chinese_name() -> None:
    for card in CATALOG.values():
        assert 10 <= len(card.text) <= 330, card.number
        assert card.name_zh, card.number
    assert by_number("E11").name_zh == "農田"
    assert by_number("E341").name_zh == "工會會長"
    assert by_number("K342").name_zh == "訓獸師"


def test_spot_check_baker_s_oven() -> None:
    card = by_number("E14")
    assert (card.deck, card.kind, card.name, card.points) == ("E", "minor", "Baker's Oven", 3)
    assert card.cost == Goods() and card.cost_options == ()
    assert set(card.returns) == {"clay-oven", "stone-oven", "wood-fired-oven"}
    assert card.cost_text == "give back Clay Oven, Stone Oven or Wood-fired Oven"


def test_spot_check_animal_pen() -> None:
    card = CATALOG["animal-pen"]
    assert card.number == "E24" and card.points == 1 and not card.passing
    assert card.cost_dict == {"wood": 2}
    assert card.prerequisite_dict == {"occupations": 4}
    assert card.prerequisite_text == "4 occupations"


def test_spot_check_holiday_house() -> None:
    card = by_number("I71")
    assert card.points == 8 and card.last_round == 13
    assert card.cost_options == (Goods(wood=3, reed=2), Goods(clay=3, reed=2))
    assert card.cost == Goods(wood=3, reed=2)


def test_spot_check_chief_and_guildmaster() -> None:
    chief = by_number("E172")
    assert (chief.kind, chief.min_players, chief.cost) == ("occupation", 1, Goods(food=2))
    guildmaster = by_number("E341")
    assert guildmaster.name == "Guildmaster" and guildmaster.min_players == 3
    assert guildmaster.cost_options == () and guildmaster.points == 0


def test_spot_check_other_prerequisites_and_costs() -> None:
    assert by_number("E42").cost_options == (Goods(wood=1), Goods(clay=1))
    assert by_number("I64").prerequisite_text == "no occupations"
    assert by_number("E31").prerequisite_dict == {"improvements": 2, "occupations": 1}
    assert by_number("K106").cost == Goods(stone=3) and by_number("K106").is_upgrade
    assert by_number("E38").discards == 2 and not by_number("E38").is_upgrade
    assert by_number("K144").cost == Goods(wood=3, clay=3, reed=2, stone=3)
    assert by_number("E60").cost == Goods(sheep=1) and by_number("I98").cost == \
        Goods(veg=1, stone=2)


def test_card_info_is_frozen_and_by_deck_checks_its_argument() -> None:
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        by_number("E11").points = 5  # type: ignore[misc]
    assert by_deck("e") == by_deck("E")
    with pytest.raises(ValueError):
        by_deck("X")
    assert DECKS == ("E", "I", "K")


def test_cards_command_lists_the_e_deck(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--deck", "E"]) == 0
    lines = capsys.readouterr().out.splitlines()
    done = sum(1 for c in by_deck("E") if implemented(c.id))
    assert lines[-1] == f"E: {done} of 126 implemented"
    assert len(lines) == 127
    assert lines[0].split()[:2] == ["E11", "Field"] and "minor" in lines[0]
    assert any(line.startswith("E341") and "occupation 3+" in line for line in lines)


def test_cards_command_json_and_kind(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--deck", "i", "--deck", "K", "--kind", "occupation", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)["decks"]
    assert [(d["deck"], d["total"], len(d["cards"])) for d in report] == [("I", 91, 48),
                                                                        ("K", 91, 48)]
    lover = next(c for c in report[1]["cards"] if c["number"] == "K291")
    assert lover["cost"] == {"food": 4} and lover["min_players"] == 3


def test_cards_command_details_and_all_decks(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--details"]) == 0
    out = capsys.readouterr().out
    assert "cost: 1 wood or 1 clay; passes left" in out
    summaries = [line for line in out.splitlines() if line[1:3] == ": "]
    assert [s.split(":")[0] for s in summaries] == ["E", "I", "K"]


@pytest.mark.parametrize("argv", [["cards", "--deck", "X"], ["cards", "--kind", "major"],
                                  ["cards", "--deck"]])
def test_cards_command_bad_arguments_exit_2(argv: list[str],
                                            capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    assert "Traceback" not in capsys.readouterr().err
