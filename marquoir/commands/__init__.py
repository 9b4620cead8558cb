"""One module per ``marquoir`` command, each with ``run(args) -> exit status``."""
