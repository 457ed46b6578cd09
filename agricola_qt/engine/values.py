"""A fast ``attrs.evolve`` for the engine's frozen values (it sits on the hot path of search).

For each class and each set of changed fields (in the order given), the first ``replace``
writes a small function that builds the copy field by field, setting the slots directly (the
values are frozen, slotted, without validators or converters, so there is nothing for
``__init__`` to check), each field taken either from the changes or from the original, so no
field asks whether it was changed; classes that are not slotted are copied through their
constructor.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import attrs

T = TypeVar("T")
Copier = Callable[[Any, dict[str, Any]], Any]
# (class, changed field names in the order given) -> the copier for exactly those changes
_COPIERS: dict[tuple[type, tuple[str, ...]], Copier] = {}


def replace(inst: T, **changes: Any) -> T:
    """A copy of ``inst`` with some fields changed; the original is untouched."""
    key = (type(inst), tuple(changes))
    copier = _COPIERS.get(key)
    if copier is None:
        copier = _COPIERS[key] = _copier(*key)
    result: T = copier(inst, changes)
    return result


def _copier(cls: type, changed: tuple[str, ...]) -> Copier:
    fields = attrs.fields(cls)
    names = tuple(f.name for f in fields)
    unknown = set(changed) - set(names)
    if unknown:
        raise TypeError(f"{cls.__name__} has no field {sorted(unknown)[0]!r}")
    direct = all(f.validator is None and f.converter is None and f.init for f in fields) \
        and all(type(getattr(cls, n, None)).__name__ == "member_descriptor" for n in names) \
        and not hasattr(cls, "__attrs_post_init__")
    scope: dict[str, Any] = {"cls": cls, "new": object.__new__}

    def value(n: str) -> str:
        return f"c[{n!r}]" if n in changed else f"inst.{n}"

    lines = ["def copy(inst, c):"]
    if direct:
        lines.append("    out = new(cls)")
        for i, n in enumerate(names):
            scope[f"set{i}"] = getattr(cls, n).__set__
            lines.append(f"    set{i}(out, {value(n)})")
        lines.append("    return out")
    else:
        lines.append(f"    return cls({', '.join(value(n) for n in names)})")
    exec("\n".join(lines), scope)  # noqa: S102 - code built from the class's own field names
    copier: Copier = scope["copy"]
    return copier
