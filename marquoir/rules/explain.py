"""The arithmetic of a turn as sentences, in French or English."""

from marquoir.i18n import translate
from marquoir.rules.scoring import Line


def line_label(line: Line, lang: str = "en") -> str:
    """The sentence for one breakdown line (its points are shown beside it, not in it)."""
    key = "line." + line.kind
    if line.kind == "set" and line.extra:
        key = "line.set_card"
    if line.face:
        return translate(lang, key, face=line.face, count=line.n, extra=line.extra)
    return translate(lang, key, count=line.n, extra=line.extra)


def format_points(points: int, lang: str = "en", *, sign: bool = False) -> str:
    """``4,000`` in English, ``4 000`` in French; ``sign`` writes ``+`` before positive points."""
    text = f"{abs(points):,}"
    if lang == "fr":
        text = text.replace(",", "\u202f")
    if points < 0:
        return "−" + text
    return ("+" + text) if sign and points > 0 else text
