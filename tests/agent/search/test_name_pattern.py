"""glob and grep's file filter read a pattern as .gitignore does, in time linear in the name (issue 25)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from agent.search.tree_walk import name_pattern


@pytest.mark.parametrize(
    ("pattern", "path", "matches"),
    [
        ("*.py", "a.py", True),
        ("*.py", "src/deep/a.py", True),  # no `/`: any depth
        ("*.py", "a.pyc", False),
        ("src/*.py", "src/a.py", True),
        ("src/*.py", "lib/src/a.py", False),  # a `/`: anchored at the workspace
        ("src/*.py", "src/deep/a.py", False),
        ("src/**/*.py", "src/a.py", True),
        ("src/**/*.py", "src/x/y/a.py", True),
        ("**/test_*.py", "tests/test_a.py", True),
        ("tests", "tests/unit/test_a.py", True),  # a folder takes in what lies below it
        ("docs/", "docs/index.md", True),
        ("docs/", "docs", False),  # a trailing `/`: folders only
        ("*.{py,md}", "README.md", True),
        ("?.txt", "a.txt", True),
        ("[ab].txt", "c.txt", False),
    ],
)
def test_patterns_match_as_gitignore_reads_them(pattern, path, matches):
    assert name_pattern(pattern).match_file(path) is matches


def test_a_pattern_that_backtracks_answers_at_once(tmp_path: Path):
    """`*a*a*a*a*a*ab` against a 200-character name: pathspec's regex gave no answer in 60 s."""
    (tmp_path / ("a" * 200)).touch()
    probe = (
        "import sys; from pathlib import Path; from agent.calls.runtime import ToolRuntime; "
        "runtime = ToolRuntime(Path(sys.argv[1])); "
        "print(runtime.run('glob', {'pattern': '*a*a*a*a*a*ab'}).content); "
        "print(runtime.run('grep', {'pattern': 'x', 'glob': '**/*a*a*a*a*a*a*ab'}).content)"
    )
    done = subprocess.run([sys.executable, "-c", probe, str(tmp_path)], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == "no files match *a*a*a*a*a*ab"
