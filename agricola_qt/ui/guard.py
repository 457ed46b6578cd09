"""Keep a bug in a mouse handler from taking the whole window down.

Qt calls our event handlers from C++; an exception escaping one of them can end the
process.  ``guarded`` catches it, prints the traceback for bug reports and carries on.
"""

from __future__ import annotations

import functools
import sys
import traceback
from collections.abc import Callable
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


def guarded(handler: F) -> F:
    @functools.wraps(handler)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return handler(*args, **kwargs)
        except Exception:  # noqa: BLE001 - report, never crash the table
            traceback.print_exc(file=sys.stderr)
            return None
    return wrapper  # type: ignore[return-value]
