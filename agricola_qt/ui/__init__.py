"""The Qt table: scene, items, controller, undo commands, dialogs and viewers."""

from __future__ import annotations

import sys


def _shield_none() -> None:
    """Work around a PySide6 6.12 bug on Python < 3.12: calls of Qt methods that return
    nothing (or a bool) drop one reference to ``None`` (or ``True``/``False``) too many, so
    a long session ends with "Fatal Python error: none_dealloc" / "bool_dealloc".
    Python 3.12+ makes these objects immortal; on older versions we give them a reference
    count that cannot run out in any realistic session.
    """
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    import ctypes

    for singleton in (None, True, False, NotImplemented, Ellipsis):
        refcount = ctypes.c_ssize_t.from_address(id(singleton))
        if refcount.value < 1 << 40:
            refcount.value += 1 << 50


_shield_none()
