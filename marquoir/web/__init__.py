"""The board served to the table's phones (``marquoir board --serve``): one aiohttp process for
every page, a page written for a phone held upright and a screen in landscape, kept live by
server-sent events from one poll of the game's stamp. Read-only: it reaches the games only
through :mod:`marquoir.use_cases`, and no route changes anything."""
