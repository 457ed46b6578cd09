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
