"""Marquoir: a score keeper for dice games played at a real table. Importing the package
loads nothing heavy."""

__version__ = "0.1.0"
