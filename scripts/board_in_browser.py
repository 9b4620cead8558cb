"""The served board, seen as a phone sees it: ``uv run python -m scripts.board_in_browser``.

Serves ``marquoir board --serve`` on a free port over a throwaway database holding a game of
five players, opens the page in a headless Chromium (Debian's ``chromium`` package) at a
phone's size held upright (390×844) and a laptop's (1280×720), enters a turn through
``UseCases`` and saves what each shows after it as ``screenshots/board-phone.png`` and
``screenshots/board-laptop.png`` (the laptop set to dark); ``screenshots/board-qr.txt`` is
what the serve printed (its address and QR code), ``screenshots/board-join-code.svg`` the
app's board (f3) showing the same code while the board is served (and
``board-join-code-fr-80x24.svg`` at 80×24, where the code waits on a key);
``screenshots/seat-phone.png`` a seat's page (``--seats``) on a phone, a Mille Sabords turn
tapped on its pad; ``board-seat-code-fr-80x24.svg`` the app's board at 80×24 once its key p
turned the seats on (the app serving them itself): the first player's code.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp

#: the sizes of the README's screenshots: a phone held upright, a laptop
PHONE = (390, 844)
LAPTOP = (1280, 720)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@dataclass
class Serve:
    """A running ``marquoir board --serve``: its address and what it printed before."""

    url: str
    printed: list[str]
    process: subprocess.Popen[str]


@contextlib.contextmanager
def serving(
    db: Path, lang: str, port: int, game: int | None = None, *extra: str
) -> Iterator[Serve]:
    """``marquoir board --serve`` running on ``port`` (stopped on exit), once it printed its
    address and QR code."""
    command = [sys.executable, "-m", "marquoir", "--lang", lang, "board"]
    command += [str(game)] if game is not None else []
    command += ["--serve", "--port", str(port), "--db", str(db), *extra]
    process = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8"
    )
    try:
        printed = read_until_qr(process)
        url = next(word for word in printed[0].split() if word.startswith("http://"))
        yield Serve(url, printed, process)
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def read_until_qr(process: subprocess.Popen[str], seconds: float = 60.0) -> list[str]:
    """The lines the serve prints: the address, a line, then the code (until the empty line
    after it)."""
    assert process.stdout is not None
    deadline = time.monotonic() + seconds
    lines: list[str] = []
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            stderr = process.stderr.read() if process.stderr else ""
            raise RuntimeError(f"the serve stopped: {stderr.strip()}")
        line = line.rstrip("\n")
        if not line and len(lines) > 2:
            return lines
        lines.append(line)
    raise TimeoutError("the serve printed no QR code")


def chromium() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser")


class Browser:
    """A headless Chromium driven over its DevTools protocol (no package beyond aiohttp)."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws, self.calls = ws, 0

    async def call(self, method: str, **params: Any) -> dict[str, Any]:
        self.calls += 1
        await self.ws.send_json({"id": self.calls, "method": method, "params": params})
        async for message in self.ws:
            answer = json.loads(message.data)
            if answer.get("id") == self.calls:
                result: dict[str, Any] = answer.get("result", {})
                return result
        raise ConnectionError("Chromium closed the connection")

    async def text(self, expression: str = "document.body.innerText") -> str:
        answer = await self.call("Runtime.evaluate", expression=expression)
        return str(answer.get("result", {}).get("value", ""))

    async def wait_for(self, check: Callable[[str], bool], seconds: float = 10.0) -> str:
        """The page's text once ``check`` says yes (or as it is after ``seconds``)."""
        text = ""
        for _ in range(int(seconds / 0.05)):
            text = await self.text()
            if check(text):
                break
            await asyncio.sleep(0.05)
        return text

    async def screenshot(self, out: Path) -> None:
        shot = await self.call("Page.captureScreenshot", format="png")
        out.write_bytes(base64.b64decode(shot["data"]))


async def in_browser(
    url: str,
    size: tuple[int, int],
    steps: Callable[[Browser], Awaitable[None]],
    dark: bool = False,
) -> None:
    """Open ``url`` in a headless Chromium of ``size`` (set to dark when ``dark``) and run
    ``steps`` on it."""
    browser = chromium()
    if browser is None:
        raise FileNotFoundError("chromium is not installed")
    port = free_port()
    # Chromium's helper processes (crashpad, the renderer) may still write into the profile
    # for a moment after the browser quits: the whole group is stopped, and a file they
    # leave behind must not fail the caller.
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as profile:
        process = subprocess.Popen(
            [
                browser,
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--hide-scrollbars",
                "--force-device-scale-factor=1",
                f"--remote-debugging-port={port}",
                f"--user-data-dir={profile}",
                f"--window-size={size[0]},{size[1]}",
                "about:blank",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        try:
            async with aiohttp.ClientSession() as session:
                # Chromium answers before its first tab is open (on a loaded machine, for a
                # while): asked again until the page is among its tabs
                pages: list[dict[str, Any]] = []
                for _ in range(150):
                    with contextlib.suppress(aiohttp.ClientError):
                        async with session.get(f"http://127.0.0.1:{port}/json/list") as answer:
                            tabs = await answer.json()
                            pages = [tab for tab in tabs if tab.get("type") == "page"]
                    if pages:
                        break
                    await asyncio.sleep(0.2)
                if not pages:
                    raise ConnectionError("Chromium opened no page in 30 seconds")
                page = pages[0]
                async with session.ws_connect(page["webSocketDebuggerUrl"], max_msg_size=0) as ws:
                    chrome = Browser(ws)
                    await chrome.call(
                        "Emulation.setDeviceMetricsOverride",
                        width=size[0],
                        height=size[1],
                        deviceScaleFactor=1,
                        mobile=size[0] < size[1],
                    )
                    scheme = {"name": "prefers-color-scheme", "value": "dark" if dark else "light"}
                    await chrome.call("Emulation.setEmulatedMedia", features=[scheme])
                    await chrome.call("Page.navigate", url=url)
                    await steps(chrome)
        finally:
            stop_group(process)


def stop_group(process: subprocess.Popen[bytes]) -> None:
    """Stop Chromium and every helper process it started (they share its session)."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(10)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(10)
    for _ in range(50):  # the helpers exit a moment after the browser
        try:
            os.killpg(process.pid, 0)
        except ProcessLookupError:
            return
        time.sleep(0.05)


async def shoot_after_a_turn(
    url: str, size: tuple[int, int], out: Path, enter: Callable[[], str], dark: bool = False
) -> tuple[str, str]:
    """Load the page, wait until it is live, enter a turn (``enter`` returns the total it
    makes), wait until the page shows it, and shoot: the text before and after."""
    texts: list[str] = []

    async def steps(chrome: Browser) -> None:
        texts.append(await chrome.wait_for(lambda t: "Live" in t or "En direct" in t))
        total = await asyncio.to_thread(enter)
        texts.append(await chrome.wait_for(lambda t: total in t, 5.0))
        await asyncio.sleep(0.2)  # the new board laid out
        await chrome.screenshot(out)

    await in_browser(url, size, steps, dark)
    return texts[0], texts[1]


async def app_board_svg(db: Path, lang: str, out: Path, size: tuple[int, int] = (120, 30)) -> None:
    """The app's board (f3) while the board is served: its QR code beside the cards, or at
    80×24 the line that says which key shows it."""
    from marquoir.tui.app import MarquoirApp
    from marquoir.tui.screens.board import BoardScreen
    from marquoir.tui.widgets.join_code import JoinCode
    from marquoir.use_cases import UseCases
    from scripts.screenshots import settle

    with UseCases.open(db=str(db)) as cases:
        app = MarquoirApp(cases, lang, first=lambda: BoardScreen(None), read_only=True)
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            for _ in range(100):
                if app.screen.query_one(JoinCode).url is not None:
                    break
                await pilot.pause(0.05)
            await settle(pilot)
            await pilot.pause(0.2)
            app.save_screenshot(filename=out.name, path=str(out.parent))


async def app_seats_svg(db: Path, lang: str, out: Path, size: tuple[int, int]) -> None:
    """The app's board (f3) once p turned the seats on, nothing served before: the app
    serves them itself and shows the first player's code alone (then quits, its serve with
    it)."""
    from marquoir.tui.app import MarquoirApp
    from marquoir.tui.screens.board import BoardScreen
    from marquoir.tui.widgets.join_code import JoinCode
    from marquoir.use_cases import UseCases
    from scripts.screenshots import settle

    with UseCases.open(db=str(db)) as cases:
        app = MarquoirApp(cases, lang, first=lambda: BoardScreen(None))
        app.show_chances = False
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            code = app.screen.query_one(JoinCode)
            await pilot.press("p")
            for _ in range(600):
                if code.showing == 1:
                    break
                await pilot.pause(0.05)
            await settle(pilot)
            await pilot.pause(0.2)
            app.save_screenshot(filename=out.name, path=str(out.parent))


async def shoot_seat(url: str, out: Path, lang: str = "en") -> None:
    """A seat's page at a phone's size: the turn ``p xxggggds`` tapped on its pad (the card,
    then a tap a die), its points shown, then the shot."""
    points = "+1,400" if lang == "en" else "+1\u202f400"

    async def steps(chrome: Browser) -> None:
        await chrome.wait_for(lambda t: "Live" in t or "En direct" in t)
        for kind, text in [("lead", "p"), *[("add", face) for face in "xxggggds"]]:
            button = f"button[data-kind={json.dumps(kind)}][data-text={json.dumps(text)}]"
            await chrome.text(f"document.querySelector('{button}').click()")
        await chrome.wait_for(lambda t: points in t)
        await asyncio.sleep(0.3)  # the last answer laid out
        await chrome.screenshot(out)

    await in_browser(url, PHONE, steps)


def seat_address(process: subprocess.Popen[str], name: str, seconds: float = 30.0) -> str:
    """The address of ``name``'s seat, as the serve prints it after the board's."""
    assert process.stdout is not None
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if line.startswith(f"{name}: http"):
            return line.split(": ", 1)[1].strip()
    raise TimeoutError(f"the serve printed no seat for {name}")


def main() -> None:
    from marquoir.games.mille_sabords.rules import CLASSIC_PROFILE, ManualTurn
    from marquoir.rules import format_points
    from marquoir.store import open_store
    from marquoir.use_cases import UseCases
    from scripts.screenshots import crowd

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("screenshots"))
    parser.add_argument("--lang", default="en", choices=["en", "fr"])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "board.db"
        store = open_store(f"sqlite:///{db}")
        crowd(UseCases(store), 5)
        store.close()
        os.environ.pop("MARQUOIR_DB_URL", None)

        def enter() -> str:
            """The next player's turn, 1,200 points: their new total."""
            with UseCases.open(db=str(db)) as cases:
                seat = cases.game(1).state.next_seat
                view = cases.enter_turn(1, ManualTurn(view_players[seat], 1200))
            return format_points(view.state.totals[seat], args.lang)

        with UseCases.open(db=str(db)) as cases:
            view_players = cases.game(1).players

        with serving(db, args.lang, free_port(), None, "--token", "the-table-s-token-1") as serve:
            (args.out / "board-qr.txt").write_text("\n".join(serve.printed) + "\n", "utf-8")
            for name, size, dark in (("phone", PHONE, False), ("laptop", LAPTOP, True)):
                out = args.out / f"board-{name}.png"
                asyncio.run(shoot_after_a_turn(serve.url, size, out, enter, dark))
                print(out)
            out = args.out / "board-join-code.svg"
            asyncio.run(app_board_svg(db, args.lang, out))
            # at 80×24 the code waits on a key (j), the cards keep the screen
            out = args.out / "board-join-code-fr-80x24.svg"
            asyncio.run(app_board_svg(db, "fr", out, (80, 24)))
            print(out)

        seats = Path(folder) / "seats.db"
        with UseCases.open(db=str(seats)) as cases:
            cases.start_game(["Anne", "Bruno", "Chloé"], CLASSIC_PROFILE)
        with serving(seats, args.lang, free_port(), None, "--seats", "--no-chances") as serve:
            out = args.out / "seat-phone.png"
            asyncio.run(shoot_seat(seat_address(serve.process, "Anne"), out, args.lang))
            print(out)
        out = args.out / "board-seat-code-fr-80x24.svg"
        asyncio.run(app_seats_svg(seats, "fr", out, (80, 24)))
        print(out)


if __name__ == "__main__":
    main()
