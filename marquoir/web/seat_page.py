"""A seat's page in HTML: the board, and when it is that seat's turn, the entry of the game
(``marquoir.rules.phone``): the line as the Captain types it, the record button, the points
it scores, and the pad of buttons that builds it. It works as a plain form: each button of
the pad asks the page again with the line it builds (a GET, nothing stored), the record
button posts the line; the page's script does the same without reloading. Every text is
escaped."""

from __future__ import annotations

from html import escape
from pathlib import Path
from string import Template

from marquoir.i18n import translate
from marquoir.rules.phone import MAX_LINE, Pad, Preview

#: the seat's page around its board and its entry
PAGE = Template((Path(__file__).parent / "seat_page.html").read_text(encoding="utf-8"))


def preview_html(preview: Preview) -> str:
    """The points a line scores and their arithmetic, or the sentence of its refusal
    (nothing for an empty line)."""
    if preview == Preview(""):
        return ""
    if preview.refusal:
        return f'<p class="refusal">✗ {escape(preview.refusal)}</p>'
    rows = "".join(
        f"<tr><td>{escape(words)}</td><td>{escape(figure)}</td></tr>"
        for words, figure in preview.rows
    )
    notes = "".join(f'<p class="note">{escape(note)}</p>' for note in preview.notes)
    table = f'<table class="sum">{rows}</table>' if rows else ""
    return f'<p class="head">{escape(preview.head)}</p>{table}{notes}'


def pad_html(pad: Pad, flags: frozenset[str]) -> str:
    """The pad's hint, its buttons (each a submit button that asks the page again with the
    line it builds) and its boxes to tick."""
    groups = []
    for group in pad.groups:
        buttons = []
        for button in group.buttons:
            classes = "tap chosen" if button.chosen else "tap"
            tally = "" if button.tally is None else f' <b class="tally">{button.tally}</b>'
            buttons.append(
                f'<button type="submit" formmethod="get" formaction="./" name="tap"'
                f' value="{escape(button.kind)}:{escape(button.text)}" class="{classes}"'
                f' data-kind="{escape(button.kind)}" data-text="{escape(button.text)}">'
                f"{escape(button.label)}{tally}</button>"
            )
        legend = f"<legend>{escape(group.title)}</legend>" if group.title else ""
        groups.append(f'<fieldset class="group">{legend}{"".join(buttons)}</fieldset>')
    boxes = "".join(
        f'<label class="flag"><input type="checkbox" name="flag" value="{escape(flag.name)}"'
        f"{' checked' if flag.name in flags else ''}> {escape(flag.label)}</label>"
        for flag in pad.flags
    )
    return f'<p class="hint">{escape(pad.hint)}</p>' + "".join(groups) + boxes


def entry_html(
    lang: str, player: str, line: str, key: str, pad: Pad, preview: Preview, flags: frozenset[str]
) -> str:
    """The entry of a seat whose turn it is: the line, the record button, the points, the
    pad (see the module)."""
    said = escape(translate(lang, "web.seat_your_turn", name=player))
    label = escape(translate(lang, "web.seat_line"))
    record = escape(translate(lang, "web.seat_record"))
    show = escape(translate(lang, "web.seat_show"))
    return (
        f'<form id="turn" method="post" action="turn" autocomplete="off">'
        f'<p class="turn">{said}</p>'
        f'<label for="line">{label}</label>'
        f'<input id="line" name="line" value="{escape(line)}" maxlength="{MAX_LINE}"'
        ' autocapitalize="off" autocorrect="off" spellcheck="false" enterkeyhint="done">'
        f'<input type="hidden" name="key" value="{escape(key)}">'
        f'<button type="submit" class="record">{record}</button>'
        f'<div id="preview" class="preview" aria-live="polite">{preview_html(preview)}</div>'
        f'<div id="pad" class="pad">{pad_html(pad, flags)}</div>'
        f'<button type="submit" formmethod="get" formaction="./" class="show">{show}</button>'
        "</form>"
    )


def waiting_html(sentence: str) -> str:
    """The entry of a seat whose turn it is not: who is playing, or the game over."""
    return f'<p class="waiting">{escape(sentence)}</p>'


def seat_page_html(
    lang: str,
    player: str,
    board: str,
    entry: str,
    yours: bool,
    said: str = "",
    refused: bool = False,
) -> str:
    """The whole page of ``player``'s seat: ``said`` (recorded, or why not) over the
    entry, then the board."""
    return PAGE.substitute(
        lang=lang,
        title=escape(f"Marquoir — {translate(lang, 'web.seat_title', name=player)}"),
        seat_title=escape(translate(lang, "web.seat_title", name=player)),
        live=escape(translate(lang, "web.live")),
        catching_up=escape(translate(lang, "web.catching_up")),
        said=escape(said),
        said_class=" refused" if refused else "",
        yours="yes" if yours else "no",
        entry=entry,
        board=board,
    )
