"""Widgets of the Captain's screen, one per module."""
