"""Start-up objects leave the collector's walks once the window is up (app/heap.py)."""

from __future__ import annotations

import gc
import weakref

from agricola_qt.app import heap


class _Node:
    me: object = None


def test_settle_freezes_what_is_alive_and_unsettle_gives_it_back() -> None:
    try:
        heap.settle()
        assert gc.get_freeze_count() > 1000  # the modules, at least
        assert gc.isenabled()
    finally:
        heap.unsettle()
    assert gc.get_freeze_count() == 0


def test_garbage_made_after_settling_is_still_collected() -> None:
    try:
        heap.settle()
        node = _Node()
        node.me = node  # a cycle: only the collector frees it
        gone = weakref.ref(node)
        del node
        gc.collect()
        assert gone() is None
    finally:
        heap.unsettle()


def test_the_desktop_settles_after_attaching_and_reset_undoes_it(qtbot) -> None:  # noqa: ANN001
    from PySide6.QtWidgets import QMainWindow

    from agricola_qt.app import desktop

    window = QMainWindow()
    qtbot.addWidget(window)
    try:
        desktop.attach(window)
        assert gc.get_freeze_count() > 0
    finally:
        desktop.reset()
    assert gc.get_freeze_count() == 0
