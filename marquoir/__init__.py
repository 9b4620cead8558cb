"""Marquoir: a score keeper for Mille Sabords. Importing the package loads nothing heavy."""

__version__ = "0.1.0"
