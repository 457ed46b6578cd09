"""Chinese lines use the language's own colon ("："), not an English ": " glued to them."""

from __future__ import annotations

from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import new_setup


def _solo():  # noqa: ANN202
    return new_setup(1, family=False, seed=3, names=("Mei",))


def test_the_score_line_uses_the_languages_own_colon(qtbot, language) -> None:  # noqa: ANN001
    """"目前分数: Mei -14" put an English colon and space into a Chinese line."""
    language("zh_CN")
    w = GameWindow(_solo(), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    assert w.chooser.score.text().startswith("目前分数：Mei\u00a0")


def test_a_cell_tooltip_uses_the_languages_own_colon(qtbot, language) -> None:  # noqa: ANN001
    """"a2: 一间木屋" had an English colon in a Chinese tooltip."""
    from agricola_qt.engine.grid import parse_cell

    language("zh_CN")
    w = GameWindow(_solo(), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    text = w.scene.farm_items[0].cell_text(parse_cell("a2"))
    assert text.startswith("a2：") and ": " not in text
