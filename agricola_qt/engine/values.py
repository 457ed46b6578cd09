"""A fast ``attrs.evolve`` for the engine's frozen values (it sits on the hot path of search).

For each class, the first ``replace`` writes a small function that copies every field,
setting the slots directly (the values are frozen, slotted, without validators or converters,
so there is nothing for ``__init__`` to check); the changed fields are then set over the
copy, so no field asks whether it was changed.  Classes that are not slotted are copied
through their constructor.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import attrs

T = TypeVar("T")
Copier = Callable[[Any, dict[str, Any]], Any]
_COPIERS: dict[type, Copier] = {}


def replace(inst: T, **changes: Any) -> T:
    """A copy of ``inst`` with some fields changed; the original is untouched."""
    cls = type(inst)
    copier = _COPIERS.get(cls)
    if copier is None:
        copier = _COPIERS[cls] = _copier(cls)
    result: T = copier(inst, changes)
    return result


def _copier(cls: type) -> Copier:
    fields = attrs.fields(cls)
    names = tuple(f.name for f in fields)
    direct = all(f.validator is None and f.converter is None and f.init for f in fields) \
        and all(type(getattr(cls, n, None)).__name__ == "member_descriptor" for n in names) \
        and not hasattr(cls, "__attrs_post_init__")
    scope: dict[str, Any] = {"cls": cls, "new": object.__new__, "unknown": _unknown,
                             "setters": {n: getattr(cls, n).__set__ for n in names}
                             if direct else {}, "names": frozenset(names)}
    if direct:
        lines = ["def copy(inst, c):",
                 "    out = new(cls)"]
        for i, n in enumerate(names):
            scope[f"set{i}"] = getattr(cls, n).__set__
            lines.append(f"    set{i}(out, inst.{n})")
        lines += ["    for name, value in c.items():",
                  "        setter = setters.get(name)",
                  "        if setter is None:",
                  "            unknown(cls, {name})",
                  "        setter(out, value)",
                  "    return out"]
    else:
        values = ", ".join(f"c[{n!r}] if {n!r} in c else inst.{n}" for n in names)
        lines = ["def copy(inst, c):",
                 "    if not c.keys() <= names:",
                 "        unknown(cls, c.keys() - names)",
                 f"    return cls({values})"]
    exec("\n".join(lines), scope)  # noqa: S102 - code built from the class's own field names
    copier: Copier = scope["copy"]
    return copier


def _unknown(cls: type, names: set[str]) -> None:
    raise TypeError(f"{cls.__name__} has no field {sorted(names)[0]!r}")
