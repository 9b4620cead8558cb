"""The command line's part of one game: a module per command it answers (``score``,
``odds``), each with ``run(args)``; the registry lists which (``GameEntry.offers``)."""
