"""Dix mille's odds and chances to win (its own folder of :mod:`marquoir.odds`)."""
