"""The Qt table: scene, items, controller, undo commands, dialogs and viewers."""

from __future__ import annotations

import sys


def _shield_none() -> None:
    """Work around a PySide6 6.12 bug on Python < 3.12: every call of a Qt method that
    returns nothing drops one reference to ``None`` too many, so a long session ends with
    "Fatal Python error: none_dealloc".  Python 3.12+ makes ``None`` immortal; on older
    versions we give it a reference count that cannot run out in any realistic session.
    """
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    import ctypes

    refcount = ctypes.c_ssize_t.from_address(id(None))
    if refcount.value < 1 << 40:
        refcount.value += 1 << 50


_shield_none()
