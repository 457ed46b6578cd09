import subprocess
import sys


def test_heartland_engine_and_bots_do_not_import_qt() -> None:
    code = (
        "import sys, agricola_qt.heartland, agricola_qt.ai.heartland.registry\n"
        "import agricola_qt.ai.heartland.mcts, agricola_qt.ai.heartland.tournament\n"
        "bad = [m for m in sys.modules if m.startswith('PySide6')]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_components_are_read_as_package_data() -> None:
    from importlib import resources

    assert resources.files("agricola_qt.heartland").joinpath("components.toml").is_file()
