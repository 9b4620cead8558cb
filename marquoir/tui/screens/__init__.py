"""Screens of the Captain's app, one per module."""
