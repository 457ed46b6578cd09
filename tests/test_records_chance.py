"""Records that replay forever: the rules version in the header, mid-game draws written down
as chance lines, and records written before either existed (format version 1)."""

from __future__ import annotations

from pathlib import Path

import pytest

from agricola_qt.engine import RULES_VERSION, apply, new_game, scores
from agricola_qt.engine.chance import Chance, ChanceMismatch
from agricola_qt.engine.scoring import CATEGORIES
from agricola_qt.engine.values import replace
from agricola_qt.records import RecordError, load_game, loads_game, new_record, record_text

DATA = Path(__file__).parent / "data"
VET = DATA / "v1-solo-veterinarian.agr"  # written before chance lines: a kept Veterinarian
BROOM = DATA / "v1-full-2p-broom.agr"  # written before chance lines: p2 plays a Broom

# The final breakdowns of the two format-1 records, in CATEGORIES order, as they scored when
# they were written (before this change); they must score the same forever.
V1_BREAKDOWNS = {
    VET: [(3, 2, 1, 4, 1, 1, 2, 0, 0, 5, 0, 15, 6, 0, 0)],
    BROOM: [(3, -1, 2, 3, -1, -1, 1, -6, 0, 0, 0, 15, 7, 0, 0),
            (3, 3, 1, 1, 1, 2, 1, -4, 0, 0, 0, 15, 1, 0, 0)],
}
BROOM_DRAW = ("brushwood-roof", "stone-tongs", "corn-sheaf", "greenhouse",
              "wooden-hut-extension", "builders-trowel", "clogs")


@pytest.mark.parametrize("path", sorted(V1_BREAKDOWNS))
def test_a_record_written_before_chance_lines_scores_as_it_did(path: Path) -> None:
    assert "format-version: 1\n" in path.read_text(encoding="utf-8")
    record, states = load_game(path)
    assert (record.format_version, record.rules_version) == (1, 1)
    breakdowns = [tuple(s.breakdown[c] for c in CATEGORIES) for s in scores(states[-1])]
    assert breakdowns == V1_BREAKDOWNS[path]
    assert record.result == tuple(scores(states[-1]))


def test_the_old_broom_draw_is_known_after_loading() -> None:
    record, states = load_game(BROOM)
    assert [c for _, c in record.chances] == [Chance("broom", 1, BROOM_DRAW)]
    position = record.chances[0][0]
    assert str(record.moves[position - 1]) == "minor broom"
    assert states[position].players[1].minors == BROOM_DRAW


def test_saving_an_old_record_with_draws_writes_them_down() -> None:
    record, states = load_game(BROOM)
    text = record_text(record, states)
    assert "format-version: 2\n" in text
    lines = text.split("\n")
    at = lines.index("p2 minor broom")
    assert lines[at + 1] == "chance p2 broom " + " ".join(BROOM_DRAW)
    again, replayed = loads_game(text, "migrated.agr")
    assert replayed == states and again.format_version == 2


def test_a_draw_as_the_game_starts_comes_before_the_first_move() -> None:
    record, states = load_game(VET)
    lines = record_text(record, states).split("\n")
    first = lines.index("[moves]") + 1
    assert lines[first] == "chance p1 veterinarian cattle cattle"
    assert lines[first + 1] == "# round 1"
    assert len([x for x in lines if x.startswith("chance ")]) == 14  # one per round


def _start_text(chance_line: str | None) -> str:
    """A record of the Veterinarian game before any move, with its first chance line set."""
    record, _ = load_game(VET)
    text = record_text(new_record(record.setup, seats=record.seats, date=record.date))
    old = "chance p1 veterinarian cattle cattle\n"
    assert old in text
    return text.replace(old, "" if chance_line is None else chance_line + "\n")


def test_the_recorded_result_is_used_not_a_new_roll() -> None:
    _, states = loads_game(_start_text("chance p1 veterinarian sheep sheep"))
    assert states[0].players[0].animals == (1, 0, 0)  # the seed would have given a cattle
    assert states[0].chances == (Chance("veterinarian", 0, ("sheep", "sheep")),)


@pytest.mark.parametrize(("line", "reason"), [
    ("chance p1 veterinarian sheep horse", "the bag has only 0 horse"),
    ("chance p1 veterinarian cattle cattle cattle", "it draws 2, not 3"),
    ("chance p1 broom plane", "the record gives a draw of broom for player 1"),
])
def test_an_impossible_chance_result_is_refused_at_its_line(line: str, reason: str) -> None:
    text = _start_text(line)
    with pytest.raises(RecordError) as caught:
        loads_game(text, "bad.agr")
    assert caught.value.line == text.split("\n").index(line) + 1
    assert "impossible chance result" in caught.value.reason and reason in caught.value.reason


def test_a_missing_chance_line_is_refused_in_a_new_record() -> None:
    with pytest.raises(RecordError) as caught:
        loads_game(_start_text(None), "bad.agr")
    assert "gives no 'chance' line" in caught.value.reason
    assert "veterinarian for player 1" in caught.value.reason


def test_a_chance_line_where_nothing_is_drawn_is_refused() -> None:
    text = record_text(*load_game(VET)).replace(
        "p1 place plow\n", "p1 place plow\nchance p1 veterinarian sheep sheep\n", 1)
    with pytest.raises(RecordError) as caught:
        loads_game(text, "bad.agr")
    assert caught.value.move == 1
    assert "is not drawn by move 1" in caught.value.reason


def test_chance_lines_need_format_version_2() -> None:
    text = _start_text("chance p1 veterinarian cattle cattle").replace(
        "format-version: 2", "format-version: 1")
    with pytest.raises(RecordError) as caught:
        loads_game(text, "bad.agr")
    assert "chance lines need format-version 2" in caught.value.reason


def test_chance_line_form_is_checked() -> None:
    with pytest.raises(RecordError) as caught:
        loads_game(_start_text("chance veterinarian cattle cattle"), "bad.agr")
    assert "chance pN CARD RESULT" in caught.value.reason


def test_new_records_name_the_rules_version_and_format_2() -> None:
    record, _ = load_game(VET)
    assert record.setup.rules_version == 1  # the old record's game is played by its rules
    text = record_text(new_record(replace(record.setup, rules_version=RULES_VERSION)))
    assert f"\nrules-version: {RULES_VERSION}\n" in text
    assert "\nformat-version: 2\n" in text
    assert loads_game(text)[0].rules_version == RULES_VERSION
    assert loads_game(text)[0].setup.rules_version == RULES_VERSION
    older = record_text(new_record(record.setup))  # a new record of that game keeps its rules
    assert "\nrules-version" not in older or "\nrules-version: 1\n" in older


def test_old_records_without_draws_keep_format_1_and_their_bytes() -> None:
    path = DATA / "family-2p.agr"
    record, states = load_game(path)
    assert record_text(record, states) == path.read_text(encoding="utf-8")
    assert "rules-version" not in record_text(record, states)


def test_perpetual_student_takes_the_given_draw() -> None:
    from tests.cards.helpers import full_game, play, with_cards, with_hand

    state = with_cards(full_game(), 0, "perpetual-student", "woodcutter")
    state = with_hand(state, 0, occupations=("land-agent", "berry-picker"))
    state = play(state, "place occupation")
    for drawn in ("land-agent", "berry-picker"):
        given = replace(state, preset=(Chance("perpetual-student", 0, (drawn,)),))
        after = apply(given, "use perpetual-student draw")
        assert drawn in after.players[0].cards and after.preset == ()
        assert after.chances[-1] == Chance("perpetual-student", 0, (drawn,))
    wrong = replace(state, preset=(Chance("perpetual-student", 0, ("lover",)),))
    with pytest.raises(ChanceMismatch, match="lover cannot be drawn now"):
        apply(wrong, "use perpetual-student draw")


def test_a_live_game_notes_every_draw_it_rolls() -> None:
    record, states = load_game(VET)
    state = new_game(record.setup)
    assert state.chances == states[0].chances and state.preset == ()


def test_a_failing_record_of_newer_rules_says_updating_may_help() -> None:
    text = record_text(*load_game(VET)).replace(
        "format-version: 2\n", f"format-version: 2\nrules-version: {RULES_VERSION + 1}\n")
    text = text.replace("p1 place plow\n", "p1 place nowhere\n", 1)
    with pytest.raises(RecordError) as caught:
        loads_game(text, "new-rules.agr")
    assert caught.value.move == 1
    assert caught.value.reason.endswith(
        f"(the record was written with rules version {RULES_VERSION + 1}; this version of "
        f"agricola-qt has rules version {RULES_VERSION}: updating agricola-qt may help)")
    record, _ = loads_game(text.replace("p1 place nowhere\n", "p1 place plow\n"))
    assert record.rules_version == RULES_VERSION + 1
    assert record.setup.rules_version == RULES_VERSION  # played by the rules this program has


def test_a_record_is_played_by_the_rules_it_names_and_keeps_them() -> None:
    text = record_text(*load_game(VET)).replace(
        "format-version: 2\n", "format-version: 2\nrules-version: 5\n")
    record, states = loads_game(text)
    assert record.setup.rules_version == 5 and states[-1].setup.rules_version == 5
    assert "\nrules-version: 5\n" in record_text(record, states)


def _random_game(setup):  # type: ignore[no-untyped-def]
    from agricola_qt.ai.registry import make_bot

    bot = make_bot("random", seed=setup.seed)
    state, states, moves = new_game(setup), [], []
    states.append(state)
    while not state.is_over:
        move = bot.choose(state)
        state = apply(state, move)
        moves.append(move)
        states.append(state)
    return moves, states


@pytest.mark.filterwarnings("ignore::agricola_qt.engine.setup.DeckShortWarning")
@pytest.mark.parametrize(("players", "seed", "kept"), [
    (1, 0, ("perpetual-student", "veterinarian")),
    (3, 10, ()),  # a Broom draw
])
def test_games_with_every_kind_of_draw_round_trip(tmp_path: Path, players: int, seed: int,
                                                  kept: tuple[str, ...]) -> None:
    from agricola_qt.engine import new_setup
    from agricola_qt.engine.solo import SoloSeries
    from agricola_qt.records import save_game

    solo = SoloSeries(game=2, kept_occupations=kept) if players == 1 else None
    setup = new_setup(players, family=False, decks=("K",), seed=seed, solo=solo)
    moves, states = _random_game(setup)
    assert states[-1].chances
    path = tmp_path / "drawn.agr"
    save_game(path, setup, moves, date="d")  # without states: the save replays, rolling again
    text = path.read_text(encoding="utf-8")
    written = [line.removeprefix("chance ") for line in text.split("\n")
               if line.startswith("chance ")]
    assert written == [str(c) for c in states[-1].chances]
    record, loaded = load_game(path)
    assert loaded == states and [c for _, c in record.chances] == list(states[-1].chances)
