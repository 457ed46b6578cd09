"""``agricola-qt --help`` loads neither the engine nor the bots nor the records."""

import subprocess
import sys


def test_help_loads_no_engine_bots_or_records() -> None:
    code = (
        "import sys, contextlib, io\n"
        "import agricola_qt.app.cli as cli\n"
        "with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(SystemExit):\n"
        "    cli.main(['--help'])\n"
        "heavy = ('agricola_qt.engine.rules', 'agricola_qt.engine.cards.registry',\n"
        "         'agricola_qt.engine.cards.catalog_data', 'agricola_qt.ai.mcts',\n"
        "         'agricola_qt.ai.heuristic_bot', 'agricola_qt.records.agr',\n"
        "         'agricola_qt.heartland.rules', 'multiprocessing', 'tomllib', 'attrs')\n"
        "print(','.join(m for m in heavy if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == ""


def test_names_copied_for_a_light_help_agree_with_their_homes() -> None:
    from agricola_qt.app.commands import cards, resume
    from agricola_qt.engine.cards.catalog_data import DECKS
    from agricola_qt.records.autosave import ENV_DATA_DIR

    assert cards.DECKS == DECKS
    assert resume.ENV_DATA_DIR == ENV_DATA_DIR


def test_engine_names_load_on_first_use() -> None:
    import agricola_qt.engine as engine
    from agricola_qt.engine.rules import apply

    assert engine.apply is apply
    assert set(engine.__all__) <= set(dir(engine))
