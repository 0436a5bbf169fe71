"""An MCP server that never answers: it starts, writes its process id to the file named by its first argument
(so a test can check that it was ended), and then reads nothing and says nothing."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

if __name__ == "__main__":
    Path(sys.argv[1]).write_text(str(os.getpid()))
    while True:
        time.sleep(60)
