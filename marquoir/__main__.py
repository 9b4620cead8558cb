"""``python -m marquoir``."""

import sys

from marquoir.cli import main

sys.exit(main())
