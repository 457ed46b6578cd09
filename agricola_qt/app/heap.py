"""Start-up objects out of the garbage collector's way.

By the time the window is up, some 50 000 objects are alive for the whole session: modules,
the card catalogue, the art, the table's items.  Python's collector walks every one of them in
each full collection, and a game allocates enough (a state per move) to start one every few
dozen moves: a pause of 30-40 ms in the middle of a redraw on a slow laptop, a dropped frame
while a person glides.  ``settle`` moves what is alive now into the collector's permanent
generation (``gc.freeze``), so later collections only walk what the game made since.
Frozen objects are still freed when the last reference to one goes; only a cycle among
them would wait (the start-up objects are kept for the whole session anyway).
"""

from __future__ import annotations

import gc


def settle() -> None:
    """Collect once, then freeze what survives (call when start-up is over)."""
    gc.collect()
    gc.freeze()


def unsettle() -> None:
    """Give the frozen objects back to the collector (``desktop.reset``, for tests)."""
    gc.unfreeze()
