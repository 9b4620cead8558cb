"""The served board in HTML: the page a phone loads (the board drawn in it, so a page without
JavaScript shows it too) and the board alone, which the server pushes to every page when the
game changes. Every text is escaped; the figures and the words come from
:func:`marquoir.use_cases.board_facts`."""

from __future__ import annotations

from html import escape
from pathlib import Path
from string import Template
from typing import TYPE_CHECKING

from marquoir.i18n import translate

if TYPE_CHECKING:
    from marquoir.use_cases import BoardFacts, PlayerFacts

#: the page's HTML around the board
PAGE = Template((Path(__file__).parent / "page.html").read_text(encoding="utf-8"))


def board_html(facts: BoardFacts, lang: str) -> str:
    """The board of a game: its name and phase, a card per player (with their chance to win,
    when the board shows them), the last turn, and what the chances mean."""
    cards = "\n".join(_card(player, lang) for player in facts.players)
    over = " over" if facts.over else ""
    legend = escape(facts.chances_legend)
    return (
        f'<header class="top{over}"><h1>{escape(facts.game_name)} · {escape(facts.title)}</h1>'
        f'<p class="phase">{escape(facts.phase)}</p></header>\n'
        f'<ol class="players n{len(facts.players)}">\n{cards}\n</ol>\n'
        f'<p class="last">{escape(facts.last_turn)}</p>\n'
        f'<p class="chances" id="chances"{"" if legend else " hidden"}>{legend}</p>'
    )


def _card(player: PlayerFacts, lang: str) -> str:
    classes = ["player", f"seat{player.seat % 8}"]
    marks = []
    for shown, kind, mark in ((player.playing, "playing", "▶"), (player.leader, "leader", "★")):
        if shown:
            classes.append(kind)
            title = escape(translate(lang, f"web.{kind}"))
            marks.append(f'<span class="mark" title="{title}">{mark}</span>')
    return (
        f'<li class="{" ".join(classes)}">'
        f'<span class="name">{"".join(marks)}{escape(player.name)}</span>'
        f'<span class="total">{escape(player.total_text)}</span>'
        f'<span class="distance">{escape(player.distance)}{_chance(player.chance, lang)}</span>'
        "</li>"
    )


def _chance(chance: str, lang: str) -> str:
    """A player's chance to win, under the distance (``41% to win``; ``…`` being worked out)."""
    if not chance:
        return ""
    known = chance[:1] in "<>" or chance[:1].isdigit()
    text = translate(lang, "web.chance", chance=chance) if known else chance
    return f'<b class="chance{"" if known else " pending"}">{escape(text)}</b>'


def sentence_html(sentence: str) -> str:
    """No board to draw (no game yet, the game named is not there): the sentence instead."""
    return f'<header class="top"><p class="phase">{escape(sentence)}</p></header>'


def page_html(board: str, lang: str) -> str:
    """The whole page, with ``board`` (from :func:`board_html`) drawn in it."""
    return PAGE.substitute(
        lang=lang,
        title=escape(f"Marquoir — {translate(lang, 'board.title')}"),
        live=escape(translate(lang, "web.live")),
        catching_up=escape(translate(lang, "web.catching_up")),
        no_script=escape(translate(lang, "web.no_script")),
        board=board,
    )
