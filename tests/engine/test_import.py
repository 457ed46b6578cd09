import subprocess
import sys


def test_engine_records_and_ai_do_not_import_qt() -> None:
    code = (
        "import sys, agricola_qt.engine, agricola_qt.engine.rules, agricola_qt.ai.registry\n"
        "bad = [m for m in sys.modules if m.startswith('PySide6')]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_every_card_listens_only_to_known_event_kinds() -> None:
    from agricola_qt.engine.cards.registry import CARDS
    from agricola_qt.engine.events import EVENT_KINDS

    for card_id, c in CARDS.items():
        assert c.listens <= EVENT_KINDS, (card_id, c.listens - EVENT_KINDS)


def test_the_verb_table_and_the_verb_type_list_the_same_verbs() -> None:
    from typing import get_args

    from agricola_qt.engine.legality import RULES
    from agricola_qt.engine.moves import VERBS, Verb

    assert set(RULES) == set(VERBS) == set(get_args(Verb))
