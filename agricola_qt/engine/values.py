"""A fast ``attrs.evolve`` for the engine's frozen values (it sits on the hot path of search)."""

from __future__ import annotations

from typing import Any, TypeVar

import attrs

T = TypeVar("T")
_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def replace(inst: T, **changes: Any) -> T:
    """A copy of ``inst`` with some fields changed; the original is untouched."""
    cls = type(inst)
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = tuple(f.name for f in attrs.fields(cls))
        _FIELD_NAMES[cls] = names
    unknown = changes.keys() - set(names)
    if unknown:
        raise TypeError(f"{cls.__name__} has no field {sorted(unknown)[0]!r}")
    return cls(*[changes[n] if n in changes else getattr(inst, n) for n in names])
