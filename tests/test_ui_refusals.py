"""Refusals in Chinese: every code is translated, and random games show no English in them."""

from __future__ import annotations

import random
import re
import warnings
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

from agricola_qt.engine import GameState, Move, apply, legal_moves, new_game, new_setup
from agricola_qt.engine.grid import CELL_NAMES
from agricola_qt.engine.listing import candidates
from agricola_qt.engine.refusals import (
    HOUSE_WORDS,
    VERB_LABELS,
    Activity,
    Code,
    Refusal,
    kind_of,
    placeholders,
)
from agricola_qt.engine.spaces import FISHING
from agricola_qt.ui import i18n
from agricola_qt.ui.reasons import FENCE_PLAN_SENTENCES

FOLDER = Path(__file__).resolve().parents[1] / "resources" / "i18n"  # the .ts sources
COMPILED = Path(__file__).resolve().parents[1] / "agricola_qt" / "resources" / "i18n"
LANGUAGES = ("zh_TW", "zh_CN")
KINDS = {"cell", "card", "space", "good", "goods", "material", "house", "what", "options",
         "reason", "prerequisite", "text", "n", "have", "left", "supply", "round", "food"}


def translations(lang: str) -> dict[tuple[str, str], str]:
    """(source, comment) -> finished translation of the "refusals" context."""
    root = ET.parse(FOLDER / f"reasons_{lang}.ts").getroot()
    out = {}
    for context in root.iter("context"):
        if context.findtext("name") != "refusals":
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            if translation.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            out[(message.findtext("source") or "", message.findtext("comment") or "")] = (
                translation.text or "")
    return out


def test_every_placeholder_names_a_known_kind() -> None:
    for code in Code:
        for name in placeholders(code.value):
            assert kind_of(name) in KINDS, (code, name)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_refusal_code_has_a_translation(lang: str) -> None:
    found = translations(lang)
    for code in Code:
        text = found.get((code.value, code.name), "")
        assert text.strip(), f"{code.name} has no {lang} translation"
        # the translation uses only arguments the refusal carries
        assert set(placeholders(text)) <= set(placeholders(code.value)), (code, text)
        assert not re.search(r"[A-Za-z]{2,}", re.sub(r"\{\w+\}", "", text)) or \
            code in (Code.WRITE_BUY, Code.WRITE_MINOR), (code, text)  # these quote move words
    words = [(label, "") for label in VERB_LABELS.values()]
    words += [(a.value, "activity") for a in Activity]
    words += [(h, "house") for h in HOUSE_WORDS.values()]
    words += [("{name}", "cell"), ("{verb}: {sentence}", "verb and sentence")]
    words += [(s, "fence plan") for s in FENCE_PLAN_SENTENCES]
    words += [("(pay {goods})", "payment")]
    for key in words:
        assert found.get(key, "").strip(), f"{key} has no {lang} translation"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_compiled_file_is_there(lang: str) -> None:
    qm = COMPILED / f"reasons_{lang}.qm"
    ts = FOLDER / f"reasons_{lang}.ts"
    assert qm.is_file() and qm.stat().st_size > ts.stat().st_size // 4


@pytest.fixture
def chinese(qapp) -> Iterator[object]:  # noqa: ANN001
    def use(code: str) -> None:
        assert i18n.install(qapp, code) == code

    yield use
    i18n.install(qapp, "en")


def probes(state: GameState) -> Iterator[Move]:
    """What a player could try now: every candidate, every cell for every farm verb, every
    action space."""
    yield from candidates(state)
    for cell in CELL_NAMES:
        for verb in ("room", "stable", "plow", "fence-add"):
            yield Move(verb, (cell,))
        yield Move("sow", (cell, "grain"))
    for s in state.spaces:
        yield Move("place", (s.space.id,))
    p = state.players[max(state.actor, 0)]
    for card_id in (*p.minors, *p.occupations):
        yield Move("minor", (card_id,))
        yield Move("occupation", (card_id,))
    for major in state.majors:
        yield Move("buy", (major,))
    yield Move("done")
    yield Move("feed")


def shown_refusals(seed: int, players: int) -> Iterator[Refusal]:
    from agricola_qt.engine import why_illegal

    rng = random.Random(seed)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        state = new_game(new_setup(players, family=False, decks=("E", "I", "K"), seed=seed))
    while not state.is_over:
        for move in probes(state):
            reason = why_illegal(state, move)
            if reason is not None:
                yield reason
        moves = legal_moves(state)
        state = apply(state, moves[rng.randrange(len(moves))], checked=False)


def card_names(refusal: Refusal) -> list[str]:
    from agricola_qt.ui.text import card_name

    names = []
    for name, value in refusal.args:
        if kind_of(name) == "card":
            names.append(card_name(str(value)))
        elif isinstance(value, Refusal):
            names.extend(card_names(value))
    return names


@pytest.mark.parametrize("lang", LANGUAGES)
def test_random_games_show_refusals_without_english(chinese, lang: str) -> None:  # noqa: ANN001
    from agricola_qt.ui.text import engine_text

    chinese(lang)
    seen: set[Code] = set()
    for seed, players in ((11, 2), (12, 3)):
        for refusal in shown_refusals(seed, players):
            text = engine_text(refusal)
            seen.add(refusal.code)
            for name in card_names(refusal):
                text = text.replace(name, "")
            text = re.sub(r"\b[a-e][1-3]\b|(?<![A-Za-z])[a-e][1-3](?![0-9])", "", text)
            assert not re.search(r"[A-Za-z]", text), (refusal, text)  # but the cells' names
    assert len(seen) >= 25, sorted(c.name for c in seen)


def test_english_is_the_engine_sentence(chinese) -> None:  # noqa: ANN001
    from agricola_qt.engine.refusals import refuse
    from agricola_qt.engine.values import replace
    from agricola_qt.ui.text import engine_text

    refusal = replace(refuse(Code.SPACE_TAKEN, space=FISHING), verb="place")
    i18n.install(i18n.QCoreApplication.instance(), "en")  # type: ignore[arg-type]
    assert str(refusal) == "Place: Fishing is already taken this round"  # the engine's
    # the table leaves out "Place:" (the sentence names the space; it read as a label)
    assert engine_text(refusal) == "Fishing is already taken this round"
    chinese("zh_TW")
    assert engine_text(refusal) == "「釣魚」本回合已被占據"
    chinese("zh_CN")
    assert engine_text(refusal) == "“捕鱼”本轮已被占据"


def test_the_tables_fence_plan_sentences_are_translated(chinese) -> None:  # noqa: ANN001
    from agricola_qt.ui.text import engine_text

    chinese("zh_CN")
    assert engine_text("these pastures cannot be built") == "无法建造这些牧场"


def test_cells_are_named_as_the_board_labels_them(chinese) -> None:  # noqa: ANN001
    """"第3排第5格" in a refusal, beside a farmyard whose cells are labelled a1 … e3 (in every
    language), sent the player counting rows; the board's own name says it."""
    from agricola_qt.engine.grid import parse_cell
    from agricola_qt.engine.refusals import refuse
    from agricola_qt.ui.text import engine_text

    chinese("zh_TW")
    text = engine_text(refuse(Code.CELL_NOT_EMPTY, cell=parse_cell("d1")))
    assert text == "d1 不是空地"


def test_a_refusal_tells_apart_a_space_named_as_another(qapp) -> None:  # noqa: ANN001
    """"1 Stone is already taken this round" while the other 1 Stone was free: a tester could
    not tell which; the log's "1 Stone (round 7)" names it."""
    from agricola_qt.engine import why_illegal
    from agricola_qt.ui.text import engine_text
    from tests.cards.helpers import full_game, with_space

    state = with_space(with_space(full_game(2), "stone-1"), "stone-2")
    state = apply(state, Move.parse("place stone-1"))
    said = engine_text(why_illegal(state, Move.parse("place stone-1")), state)
    assert said == "1 Stone (round 7) is already taken this round", said
    fishing = apply(state, Move.parse("place fishing"))  # (a space with no twin: as it was)
    assert engine_text(why_illegal(fishing, Move.parse("place fishing")), fishing) == (
        "Fishing is already taken this round")


def test_the_goods_held_are_said_with_those_at_none(chinese) -> None:  # noqa: ANN001
    """"you have 2 reed" left out the 0 wood that kept the tester from building."""
    from agricola_qt.engine.goods import Goods
    from agricola_qt.engine.refusals import refuse
    from agricola_qt.engine.values import replace
    from agricola_qt.ui.text import engine_text

    refusal = replace(refuse(Code.ROOM_OR_STABLE_COSTS, goods=Goods(wood=5, reed=2),
                             goods2=Goods(wood=2), goods3=(("wood", 0), ("reed", 2))),
                      verb="place")
    i18n.install(i18n.QCoreApplication.instance(), "en")  # type: ignore[arg-type]
    assert engine_text(refusal).endswith("; you have 0 wood, 2 reed")
    chinese("zh_CN")
    said = engine_text(refusal)
    assert said.startswith("房间需要") and said.endswith("你有：0 个木材、2 个芦苇"), said


def test_two_rounds_in_a_row_are_listed_with_the_languages_comma(chinese) -> None:  # noqa: ANN001
    """"第 13, 14 轮" kept an English comma where the other lists have "、" (a tester)."""
    from agricola_qt.ui.log_text import _round_list

    assert _round_list([13, 14]) == "13, 14" and _round_list([9, 10, 11]) == "9–11"
    chinese("zh_CN")
    assert _round_list([13, 14]) == "13、14"
    assert _round_list([4, 7, 8]) == "4、7、8"
