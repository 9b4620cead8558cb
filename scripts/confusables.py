"""Write ``marquoir/rules/confusables.json``: each confusable character's prototype, derived
from Unicode's ``confusables.txt`` as the ``confusable_homoglyphs`` package ships it.

    uv run python -m scripts.confusables

Marquoir reads the written table (``marquoir.rules.lookalikes``) rather than the package: a
game file's names are checked in a command a person waits for, and building the table from
the package's pairs at each start weighs several times a bare start (bench/score_bench.py,
``marquoir replay``). ``tests/rules/test_names_seen.py`` checks the file is what this writes.
"""

from __future__ import annotations

import json
import sys
import unicodedata
from pathlib import Path
from typing import Any

TABLE = Path(__file__).parents[1] / "marquoir" / "rules" / "confusables.json"
#: the left-to-right marks the package wraps right-to-left glyphs in (its display, not data)
_WRAP = "\u200e"


def prototypes(confusables_data: dict[str, Any]) -> dict[str, str]:
    """Each confusable character's prototype: each class (the package's pairs, both ways) is a
    star around its prototype, the member that is a sequence (``rn`` for ``m``), else the
    member most others point to, else the smallest; decomposed (NFD)."""
    edges: dict[str, set[str]] = {}
    for key, homoglyphs in confusables_data.items():
        source = key.strip(_WRAP)
        for glyph in homoglyphs:
            target = str(glyph["c"]).strip(_WRAP)
            edges.setdefault(source, set()).add(target)
            edges.setdefault(target, set()).add(source)
    found: dict[str, str] = {}
    for start in edges:
        if start in found:
            continue
        members, todo = {start}, [start]
        while todo:
            for other in edges[todo.pop()]:
                if other not in members:
                    members.add(other)
                    todo.append(other)
        prototype = min(members, key=lambda m: (len(m) == 1, -len(edges[m]), m))
        prototype = unicodedata.normalize("NFD", prototype)
        found.update(dict.fromkeys(members, prototype))
    return {member: prototype for member, prototype in found.items() if len(member) == 1}


def table_text() -> str:
    """The table as the file holds it (sorted, one JSON object)."""
    from confusable_homoglyphs.confusables import confusables_data

    table = prototypes(confusables_data)
    return json.dumps(table, ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n"


def main() -> int:
    TABLE.write_text(table_text(), "utf-8")
    print(f"wrote {TABLE}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
