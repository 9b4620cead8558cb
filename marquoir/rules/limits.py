"""Limits that hold for every game Marquoir keeps."""

MIN_PLAYERS, MAX_PLAYERS = 2, 8
