"""``python3 -m agricola_qt``: the same as the ``agricola-qt`` command."""

import sys

from agricola_qt.app.cli import main

if __name__ == "__main__":
    sys.exit(main())
