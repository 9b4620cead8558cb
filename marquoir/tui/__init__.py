"""The Captain's screen: a Textual app that talks only to ``marquoir.use_cases``."""
