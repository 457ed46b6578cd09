"""A fast ``attrs.evolve`` for the engine's frozen values (it sits on the hot path of search)."""

from __future__ import annotations

from typing import Any, TypeVar

import attrs

T = TypeVar("T")
_FIELDS: dict[type, tuple[tuple[str, ...], frozenset[str]]] = {}


def replace(inst: T, **changes: Any) -> T:
    """A copy of ``inst`` with some fields changed; the original is untouched."""
    cls: Any = type(inst)
    known = _FIELDS.get(cls)
    if known is None:
        names = tuple(f.name for f in attrs.fields(cls))
        known = _FIELDS[cls] = (names, frozenset(names))
    names, name_set = known
    if not changes.keys() <= name_set:
        unknown = sorted(changes.keys() - name_set)[0]
        raise TypeError(f"{cls.__name__} has no field {unknown!r}")
    get = inst.__getattribute__
    return cls(*[changes[n] if n in changes else get(n) for n in names])
