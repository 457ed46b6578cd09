"""Golden records: saved games in tests/data whose exact final scores are asserted.

The files were made by ``python3 tests/test_records_golden.py`` (bots playing fixed setups;
it also rewrites EXPECTED, HAND_CHECKED and the example in docs/agr-format.md).  Every sheet is
re-derived from the farm with the rulebook's table; two (2-player family, solo) are also
worked out by hand in the comment above HAND_CHECKED: redo those sums after regenerating.
"""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import Any

import pytest

from agricola_qt.engine import GameState, new_game, new_setup, scores
from agricola_qt.engine.grid import popcount
from agricola_qt.engine.setup import DeckShortWarning, Setup
from agricola_qt.engine.solo import SoloSeries
from agricola_qt.records import Seat, load_game, record_text, save_game

DATA = Path(__file__).parent / "data"
DATE = "2026-11-29T00:00:00Z"

# name -> (setup arguments, bot per seat (None = a person), bot used to make the moves)
GOLDEN: dict[str, tuple[dict[str, object], list[str | None]]] = {
    "family-2p.agr": ({"players": 2, "family": True, "seed": 7, "names": ("Ann", "Bert")},
                      [None, "heuristic"]),
    "family-3p.agr": ({"players": 3, "family": True, "seed": 21}, ["heuristic"] * 3),
    "full-4p.agr": ({"players": 4, "family": False, "decks": ("E", "I"), "seed": 4},
                    ["heuristic", "random", "heuristic", "heuristic"]),
    "family-5p.agr": ({"players": 5, "family": True, "seed": 55}, ["heuristic"] * 5),
    "solo-game2.agr": ({"players": 1, "family": False, "seed": 3,
                        "solo": SoloSeries(game=2, bonus_food=3), "names": ("Solveig",)},
                       [None]),
    "family-1p.agr": ({"players": 1, "family": True, "seed": 12}, [None]),
    "solo-game3-kept.agr": ({"players": 1, "family": False, "decks": ("E", "K"), "seed": 30,
                             "solo": SoloSeries(game=3, kept_occupations=("woodcutter",),
                                                bonus_food=1)}, ["heuristic"]),
}

# The exact final breakdowns, one tuple per player in this category order (rewritten by
# ``regenerate``; then re-checked by test_breakdowns_follow_the_rulebook_table and, for two
# sheets, by hand).
ORDER = ("fields", "pastures", "grain", "vegetables", "sheep", "boar", "cattle",
         "unused_spaces", "fenced_stables", "clay_rooms", "stone_rooms", "people", "card_points",
         "bonus_points", "begging")
# BEGIN EXPECTED
EXPECTED: dict[str, list[tuple[int, ...]]] = {
    'family-2p.agr': [
        (2, 2, 4, 1, 2, 1, 1, -3, 0, 0, 4, 12, 7, 0, 0),
        (3, 3, 2, 4, 2, 1, 1, -1, 0, 0, 0, 12, 1, 0, 0),
    ],
    'family-3p.agr': [
        (3, -1, 2, 1, -1, 1, -1, -5, 0, 0, 0, 15, 1, 0, 0),
        (2, 1, 1, 1, -1, -1, -1, -2, 1, 0, 0, 12, 3, 2, -3),
        (2, 2, 2, 1, 1, 1, -1, -2, 0, 0, 8, 15, 7, 0, -6),
    ],
    'full-4p.agr': [
        (2, 1, 1, 1, 1, 1, -1, -3, 0, 0, 0, 15, 3, 2, 0),
        (-1, 1, -1, -1, 1, 1, -1, -12, 0, 2, 0, 6, 0, 0, -60),
        (4, 1, 1, -1, -1, -1, -1, -1, 0, 3, 0, 12, 3, 0, 0),
        (1, 4, 1, 2, 1, 2, 2, -4, 0, 0, 0, 12, 1, 0, 0),
    ],
    'family-5p.agr': [
        (2, 2, 1, 1, 1, 1, -1, -4, 1, 5, 0, 15, 1, 0, 0),
        (1, 2, 1, 1, -1, -1, -1, -3, 0, 4, 0, 15, 1, 0, -18),
        (2, -1, 3, -1, -1, 1, -1, -8, 0, 0, 8, 12, 5, 3, 0),
        (2, 1, 1, 1, 1, -1, -1, -5, 1, 5, 0, 15, 2, 0, -33),
        (3, 4, 4, -1, 1, -1, -1, -3, 1, 0, 0, 15, 5, 0, 0),
    ],
    'solo-game2.agr': [
        (2, 2, 1, 3, 1, 1, 1, -1, 0, 5, 0, 15, 4, 0, 0),
    ],
    'family-1p.agr': [
        (2, 1, 2, 3, -1, 1, 3, -3, 2, 0, 10, 15, 3, 0, 0),
    ],
    'solo-game3-kept.agr': [
        (2, 1, 1, 4, -1, -1, 3, -5, 0, 0, 10, 15, 11, 3, 0),
    ],
}
# END EXPECTED


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_record_replays_to_its_recorded_result(name: str) -> None:
    record, states = load_game(DATA / name)
    final = states[-1]
    assert final.is_over
    assert record.result == tuple(scores(final))
    assert record.variant == {"family": "family", "full": "full", "solo": "solo"}[
        name.split("-")[0]]
    assert record_text(record, states) == (DATA / name).read_text(encoding="utf-8")


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_score_breakdowns(name: str) -> None:
    _, states = load_game(DATA / name)
    expected = [dict(zip(ORDER, row, strict=True)) for row in EXPECTED[name]]
    assert [s.breakdown for s in scores(states[-1])] == expected


def test_golden_records_cover_every_player_count_and_variant() -> None:
    setups = [load_game(DATA / name)[0].setup for name in GOLDEN]
    assert {s.players for s in setups} == {1, 2, 3, 4, 5}
    assert {s.variant for s in setups} == {"family", "full", "solo"}


def test_kept_occupations_start_in_front_of_the_solo_player() -> None:
    record, states = load_game(DATA / "solo-game3-kept.agr")
    # written before rules version 5: replayed without the kept card's effects on play
    assert record.setup.solo == SoloSeries(game=3, kept_occupations=("woodcutter",),
                                           bonus_food=1, kept_effects=False)
    assert "woodcutter" not in record.setup.hands[0].occupations
    assert states[0].players[0].cards == ("woodcutter",)
    assert states[0].players[0].goods.food == 1


def test_the_documented_example_is_the_solo_golden_record() -> None:
    doc = (Path(__file__).parents[1] / "docs" / "agr-format.md").read_text(encoding="utf-8")
    example = doc.split("<!-- BEGIN EXAMPLE -->\n```\n")[1].split("```\n<!-- END EXAMPLE")[0]
    assert example == (DATA / "solo-game2.agr").read_text(encoding="utf-8")


def _farm_facts(state: GameState, player: int) -> dict[str, Any]:
    p = state.players[player]
    farm = p.farm
    return {
        "fields": popcount(farm.fields), "pastures": len(farm.pastures),
        "grain": p.goods.grain + farm.crop_total("grain"),
        "veg": p.goods.veg + farm.crop_total("veg"),
        "animals": p.animals, "unused": farm.unused_count,
        "fenced_stables": popcount(farm.stables & farm.pasture_cells),
        "house": farm.house, "rooms": farm.room_count, "people": p.people,
        "cards": p.cards, "begging": p.begging,
    }


# Farm facts of the two sheets checked by hand against the rulebook table (rules-facts §9) and
# the printed card points (Cooking Hearth 1, Joinery 2, Stone Oven 3, Well 4; Plane and
# Shepherd's Pipe 0; occupations 0); the Joinery's bonus needs 3+ wood (Ann has none):
#   family-2p p1 (Ann): fields 3 -> 2, 2 pastures -> 2, grain 8 -> 4, veg 1 -> 1,
#     sheep 4 -> 2, boar 1 -> 1, cattle 1 -> 1, 3 unused -> -3, 2 stone rooms -> 4,
#     4 people -> 12, cards 1 + 4 + 2 = 7; total 33.
#   solo-game2 p1 (Solveig): fields 3 -> 2, 2 pastures -> 2, grain 1 -> 1, veg 3 -> 3,
#     sheep 1 -> 1, boar 1 -> 1, cattle 1 -> 1, 1 unused -> -1, 5 clay rooms -> 5,
#     5 people -> 15, cards 1 + 3 = 4; total 34.
# BEGIN HAND_CHECKED
HAND_CHECKED: dict[tuple[str, int], dict[str, Any]] = {
    ('family-2p.agr', 0): {
        'fields': 3, 'pastures': 2, 'grain': 8, 'veg': 1, 'animals': (4, 1, 1), 'unused': 3,
        'fenced_stables': 0, 'house': 'stone', 'rooms': 2, 'people': 4, 'cards':
        ('cooking-hearth-4', 'well', 'joinery'), 'begging': 0
    },
    ('solo-game2.agr', 0): {
        'fields': 3, 'pastures': 2, 'grain': 1, 'veg': 3, 'animals': (1, 1, 1), 'unused': 1,
        'fenced_stables': 0, 'house': 'clay', 'rooms': 5, 'people': 5, 'cards': ('plane',
        'shepherds-pipe', 'cooking-hearth-4', 'clay-deliveryman', 'stone-oven', 'maid'), 'begging':
        0
    },
}
# END HAND_CHECKED


@pytest.mark.parametrize(("name", "player"), sorted(HAND_CHECKED))
def test_hand_checked_farms(name: str, player: int) -> None:
    """The farm facts behind two score sheets worked out by hand from the rulebook table."""
    _, states = load_game(DATA / name)
    assert _farm_facts(states[-1], player) == HAND_CHECKED[(name, player)]


LADDERS = {"grain": (1, 4, 6, 8), "vegetables": (1, 2, 3, 4), "sheep": (1, 4, 6, 8),
           "boar": (1, 3, 5, 7), "cattle": (1, 2, 4, 6)}


def rulebook_points(facts: dict[str, Any]) -> dict[str, int]:
    """Every category except the cards', straight from the rulebook's scoring table."""
    def ladder(value: int, steps: tuple[int, ...]) -> int:
        return max([-1] + [i + 1 for i, step in enumerate(steps) if value >= step])

    sheep, boar, cattle = facts["animals"]
    fields, pastures, rooms = facts["fields"], facts["pastures"], facts["rooms"]
    return {
        "fields": -1 if fields <= 1 else min(fields - 1, 4),
        "pastures": -1 if pastures == 0 else min(pastures, 4),
        "grain": ladder(facts["grain"], LADDERS["grain"]),
        "vegetables": ladder(facts["veg"], LADDERS["vegetables"]),
        "sheep": ladder(sheep, LADDERS["sheep"]),
        "boar": ladder(boar, LADDERS["boar"]),
        "cattle": ladder(cattle, LADDERS["cattle"]),
        "unused_spaces": -facts["unused"],
        "fenced_stables": min(facts["fenced_stables"], 4),
        "clay_rooms": rooms if facts["house"] == "clay" else 0,
        "stone_rooms": 2 * rooms if facts["house"] == "stone" else 0,
        "people": 3 * facts["people"],
        "begging": -3 * facts["begging"],
    }


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_breakdowns_follow_the_rulebook_table(name: str) -> None:
    _, states = load_game(DATA / name)
    final = states[-1]
    for player, sheet in enumerate(scores(final)):
        board = {k: v for k, v in sheet.breakdown.items()
                 if k not in ("card_points", "bonus_points")}
        assert board == rulebook_points(_farm_facts(final, player)), (name, player)


def make_setup(arguments: dict[str, object]) -> Setup:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeckShortWarning)
        return new_setup(**arguments)  # type: ignore[arg-type]


def regenerate() -> None:
    """Play every golden game again with bots and rewrite tests/data (then re-check!)."""
    from agricola_qt.ai.registry import BOT_NAMES, make_bot
    from agricola_qt.engine import apply

    DATA.mkdir(exist_ok=True)
    expected: dict[str, list[tuple[int, ...]]] = {}
    facts: dict[tuple[str, int], dict[str, Any]] = {}
    for name, (arguments, seats) in GOLDEN.items():
        setup = make_setup(arguments)
        levels = [s or "heuristic" for s in seats]
        levels = [lv if lv in BOT_NAMES else "random" for lv in levels]
        bots = [make_bot(lv, seed=i + 1) for i, lv in enumerate(levels)]
        state = new_game(setup)
        states, moves = [state], []
        while not state.is_over:
            move = bots[state.actor].choose(state)
            state = apply(state, move)
            moves.append(move)
            states.append(state)
        record = save_game(DATA / name, setup, moves, date=DATE, states=states,
                           seats=[Seat.default(i, s) for i, s in enumerate(seats)])
        expected[name] = [tuple(s.breakdown[c] for c in ORDER) for s in scores(state)]
        for player in range(setup.players):
            if (name, player) in HAND_CHECKED:
                facts[(name, player)] = _farm_facts(state, player)
        print(name, len(record.moves), [s.total for s in scores(state)])
    _rewrite_block("EXPECTED: dict[str, list[tuple[int, ...]]] = ", expected)
    _rewrite_block("HAND_CHECKED: dict[tuple[str, int], dict[str, Any]] = ", facts)
    _update_documented_example()


def _update_documented_example() -> None:
    doc = Path(__file__).parents[1] / "docs" / "agr-format.md"
    text = doc.read_text(encoding="utf-8")
    begin, end = "<!-- BEGIN EXAMPLE -->\n", "<!-- END EXAMPLE -->"
    head, rest = text.split(begin)
    _, tail = rest.split(end)
    example = (DATA / "solo-game2.agr").read_text(encoding="utf-8")
    doc.write_text(f"{head}{begin}```\n{example}```\n{end}{tail}", encoding="utf-8")


def _literal(value: dict[Any, Any]) -> str:
    """A dict of lists (one item per line) or of dicts (items wrapped), as Python source."""
    import textwrap

    out = ["{"]
    for key, item in value.items():
        if isinstance(item, list):
            out.append(f"    {key!r}: [")
            out += [f"        {row!r}," for row in item]
            out.append("    ],")
        else:
            out.append(f"    {key!r}: {{")
            body = ", ".join(f"{k!r}: {v!r}" for k, v in item.items())
            out += textwrap.wrap(body, 99, initial_indent=" " * 8, subsequent_indent=" " * 8,
                                 break_on_hyphens=False, break_long_words=False)
            out.append("    },")
    return "\n".join([*out, "}"])


def _rewrite_block(assignment: str, value: dict[Any, Any]) -> None:
    """Replace the block between '# BEGIN NAME' and '# END NAME' in this file."""
    name = assignment.split(":")[0]
    code = assignment + _literal(value)
    path = Path(__file__)
    text = path.read_text(encoding="utf-8")
    begin, end = f"# BEGIN {name}\n", f"# END {name}\n"
    head, rest = text.split(begin)
    _, tail = rest.split(end)
    path.write_text(head + begin + code + "\n" + end + tail, encoding="utf-8")


if __name__ == "__main__":
    regenerate()
