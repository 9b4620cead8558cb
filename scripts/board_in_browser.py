"""The served board, seen as a phone sees it: ``uv run python -m scripts.board_in_browser``.

Serves ``marquoir board --serve`` on a free port over a throwaway database holding a game of
five players, then either reads the terminal stream a browser receives (``read_board``: no
browser needed) or opens the page in a headless Chromium (Debian's ``chromium`` package) and
saves what it shows as ``screenshots/board-browser.png`` (``browser_screenshot``).
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import aiohttp

#: a screenshot smaller than this is textual-serve's intro, not yet the board
SETTLED_PNG = 10_000
ANSI = re.compile(r"\x1b(\[[0-9;?$]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[()][0-9A-B])")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def wait_for_port(port: int, seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 0.2):
            return
        time.sleep(0.1)
    raise TimeoutError(f"nothing answers on port {port} after {seconds} s")


@contextlib.contextmanager
def serving(db: Path, lang: str, port: int, game: int | None = None) -> Iterator[str]:
    """``marquoir board --serve`` running on ``port`` (stopped on exit); its address."""
    command = [sys.executable, "-m", "marquoir", "--lang", lang, "board"]
    command += [str(game)] if game is not None else []
    command += ["--serve", "--port", str(port), "--db", str(db)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        wait_for_port(port)
        yield f"http://127.0.0.1:{port}"
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def screen_text(stream: bytes) -> str:
    """What a terminal stream writes, escape sequences removed."""
    return ANSI.sub("", stream.decode("utf-8", "replace"))


async def read_board(
    url: str, until: Callable[[str], bool], size: tuple[int, int] = (100, 30), seconds: float = 60
) -> str:
    """Connect as a browser does and read what the board draws until ``until(text)``."""
    ws_url = url.replace("http", "ws", 1) + f"/ws?width={size[0]}&height={size[1]}"
    got = b""
    async with aiohttp.ClientSession() as session, session.ws_connect(ws_url) as ws:
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(seconds):
                async for message in ws:
                    if message.type == aiohttp.WSMsgType.BINARY:
                        got += message.data
                        if until(screen_text(got)):
                            break
    return screen_text(got)


def chromium() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser")


async def browser_screenshot(url: str, out: Path, size: tuple[int, int] = (1000, 560)) -> bool:
    """Open the page in a headless Chromium, wait for the board, save a PNG; whether the
    board's bytes reached the page."""
    browser = chromium()
    if browser is None:
        raise FileNotFoundError("chromium is not installed")
    port = free_port()
    with tempfile.TemporaryDirectory() as profile:
        process = subprocess.Popen(
            [
                browser,
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--hide-scrollbars",
                f"--remote-debugging-port={port}",
                f"--user-data-dir={profile}",
                f"--window-size={size[0]},{size[1]}",
                "about:blank",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            return await _shoot(port, url, out)
        finally:
            process.terminate()
            process.wait(10)


async def _shoot(port: int, url: str, out: Path, seconds: float = 60.0) -> bool:
    async with aiohttp.ClientSession() as session:
        tabs: list[dict[str, Any]] = []
        for _ in range(100):
            with contextlib.suppress(aiohttp.ClientError):
                async with session.get(f"http://127.0.0.1:{port}/json/list") as answer:
                    tabs = await answer.json()
                    break
            await asyncio.sleep(0.2)
        page = next(tab for tab in tabs if tab["type"] == "page")
        async with session.ws_connect(page["webSocketDebuggerUrl"], max_msg_size=0) as ws:
            calls = 0

            async def call(method: str, **params: Any) -> dict[str, Any]:
                nonlocal calls
                calls += 1
                await ws.send_json({"id": calls, "method": method, "params": params})
                async for message in ws:
                    answer = json.loads(message.data)
                    if answer.get("id") == calls:
                        result: dict[str, Any] = answer.get("result", {})
                        return result
                raise ConnectionError("Chromium closed the connection")

            await call("Page.navigate", url=url)
            arrived = False
            for _ in range(int(seconds / 0.2)):
                await asyncio.sleep(0.2)
                check = "document.body.classList.contains('-first-byte')"
                answer = await call("Runtime.evaluate", expression=check)
                if answer.get("result", {}).get("value"):
                    arrived = True
                    break
            # the board's first poll, drawn: shoot until two shots in a row are the same
            shot, previous = b"", None
            for _ in range(int(seconds / 0.5)):
                await asyncio.sleep(0.5)
                shot = base64.b64decode(
                    (await call("Page.captureScreenshot", format="png"))["data"]
                )
                if shot == previous and len(shot) > SETTLED_PNG:
                    break
                previous = shot
            out.write_bytes(shot)
            return arrived


def main() -> None:
    from marquoir.store import open_store
    from marquoir.table import Table
    from scripts.screenshots import crowd

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("screenshots") / "board-browser.png")
    parser.add_argument("--lang", default="en", choices=["en", "fr"])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "board.db"
        store = open_store(f"sqlite:///{db}")
        crowd(Table(store), 5)
        store.close()
        os.environ.pop("MARQUOIR_DB_URL", None)
        with serving(db, args.lang, free_port()) as url:
            arrived = asyncio.run(browser_screenshot(url, args.out))
    print(args.out, "(the board reached the page)" if arrived else "(NO BOARD: look at it)")


if __name__ == "__main__":
    main()
