"""Pig's part of the command line: ``score``."""
