"""The new tests must pass on clamp as it is, and fail on broken versions of it."""

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

BROKEN = [
    "def clamp(value, low, high):\n    return value\n",
    "def clamp(value, low, high):\n    return max(low, value)\n",
    "def clamp(value, low, high):\n    return min(value, high)\n",
]


def run_tests(folder: Path) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "unittest", "-v", "test_clamping"]
    return subprocess.run(command, cwd=folder, capture_output=True, text=True, timeout=60)


def main() -> int:
    if not Path("test_clamping.py").is_file():
        print("test_clamping.py does not exist")
        return 1
    done = run_tests(Path("."))
    if done.returncode != 0 or "Ran 0 tests" in done.stderr:
        print("the tests do not pass on clamp as it is:\n" + done.stderr)
        return 1
    for broken in BROKEN:
        with tempfile.TemporaryDirectory() as tmp:
            shutil.copy("test_clamping.py", tmp)
            Path(tmp, "clamping.py").write_text(broken)
            if run_tests(Path(tmp)).returncode == 0:
                print("the tests still pass on a broken clamp:\n" + broken)
                return 1
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
