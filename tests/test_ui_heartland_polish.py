"""A play-tester's notes on the Heartland table (pt-a): the log, the hand, the title, the
panel, the dialog and the barn."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from agricola_qt.heartland import Verb, legal_moves, new_game
from agricola_qt.ui.game_log import line_heights
from agricola_qt.ui.heartland.window import HeartlandWindow


def _window(qtbot, names: tuple[str, ...] = ("Mei", "Jonas"),  # noqa: ANN001
            seats: list[str | None] | None = None,
            size: tuple[int, int] = (1500, 900)) -> HeartlandWindow:
    seed = next(s for s in range(100) if new_game(2, s).setup.start_player == 0)
    w = HeartlandWindow.new(2, seed, names, seats or [None, None], bot_delay_ms=0)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    QApplication.processEvents()
    w.table.view.fit()
    return w


def test_a_long_log_line_wraps_whole_in_english_beside_a_chinese_name(qtbot) -> None:  # noqa: ANN001
    """"乔纳斯 lays a large tile: beet on g1, corn …": the room Qt measured held both lines,
    but drawing it assumes the Latin second line as tall as the first (a Chinese font's),
    so the line was cut off with "…" where a player read where the other half went."""
    w = _window(qtbot, ("小梅", "乔纳斯"))
    c = w.controller
    c.play(next(m for m in legal_moves(c.state) if m.verb is Verb.LARGE))
    QApplication.processEvents()
    log = w.table.log
    item = log.item(0)
    assert "lays a large tile" in item.text() and "小梅" in item.text()
    room = log.visualItemRect(item)
    heights = line_heights(item.text(), log.font(), room.width() - 2 * 2)
    assert len(heights) >= 2  # it wraps in the panel
    # Qt draws line i whole only if the room holds the lines so far and one more as tall
    for i in range(len(heights) - 1):
        assert sum(heights[:i + 1]) + heights[i] <= room.height(), (heights, room)
