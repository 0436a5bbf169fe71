"""grep, glob and ls: .gitignore (nested too), binary files, caps, credentials withheld, confinement, batching,
and grep's two engines (ripgrep and Python) giving the same results on one tree."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest

from agent.calls.runtime import ToolRuntime
from agent.search import grep_engines
from agent.search.search_deadline import Deadline
from agent.tools import search_tools
from agent.tools.tool import WHOLE_WORKSPACE, Resource

HAS_RIPGREP = shutil.which("rg") is not None


def write(root: Path, relative: str, content: str | bytes) -> Path:
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)
    return path


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    root.mkdir()
    write(root, ".gitignore", "build/\n*.log\n!keep.log\n/top.txt\n")
    write(root, "a.py", "def alpha():\n    return 'needle'\n")
    write(root, "b.txt", "Needle upper\nno\n\nneedle again\n")
    write(root, "top.txt", "needle anchored at the root: ignored\n")
    write(root, "sub/top.txt", "needle below the root: kept\n")
    write(root, "debug.log", "needle in a log\n")
    write(root, "keep.log", "needle kept by a negation\n")
    write(root, "build/out.py", "needle built\n")
    write(root, "sub/.gitignore", "*.tmp\n!important.log\n")
    write(root, "sub/x.tmp", "needle temp\n")
    write(root, "sub/important.log", "needle important\n")
    write(root, "sub/build/gen.py", "needle generated\n")
    write(root, "sub/deep/c.py", "needle\r\nx needle\r\n")
    write(root, ".hidden/h.py", "needle hidden\n")
    write(root, ".git/config", "needle in git\n")
    write(root, "bin.dat", b"needle\0\n")
    write(root, "late.dat", b"needle early\n" + b"x" * 200_000 + b"\n\0\n")
    write(root, "latin.txt", b"caf\xe9 needle\n")
    write(root, "long.txt", "needle" + "x" * 500 + "\n")
    write(root, "Z.py", "needle Z\n")
    write(root, "_u.py", "needle _\n")
    write(root, "\u00e4.py", "needle a-umlaut\n")
    write(root, "no_newline.txt", "last needle")
    write(root, ".env", "TOKEN=needle\n")
    write(root, "notes/key.txt", "-----BEGIN RSA PRIVATE KEY-----\nneedle\n")
    os.symlink(root / "a.py", root / "link.py")
    return root


def grep(root: Path, engine: str, monkeypatch: pytest.MonkeyPatch, **arguments: object) -> str:
    """grep's output with ripgrep (engine "rg") or with Python only (engine "python")."""
    used: list[bool] = []
    real_hits = search_tools.ripgrep_hits

    def spied(*args, **kwargs):
        yield from real_hits(*args, **kwargs)
        used.append(True)

    with monkeypatch.context() as patch:
        patch.setattr(search_tools, "ripgrep_hits", spied)
        if engine == "python":
            patch.setattr(search_tools, "find_ripgrep", lambda: None)
        result = ToolRuntime(root).run("grep", arguments)  # the built-in rules: .env asks, so it is withheld
    assert not result.is_error, result.content
    if engine == "rg" and arguments.get("pattern") != "(?<=a )needle":
        assert used, "ripgrep ran to the end"
    return result.content


ENGINES = ["python", pytest.param("rg", marks=pytest.mark.skipif(not HAS_RIPGREP, reason="rg is not installed"))]


@pytest.mark.parametrize("engine", ENGINES)
def test_grep_lists_matching_lines_as_git_sees_the_tree(tree, engine, monkeypatch):
    assert grep(tree, engine, monkeypatch, pattern="needle").splitlines() == [
        ".hidden/h.py:1: needle hidden",
        "Z.py:1: needle Z",
        "_u.py:1: needle _",
        "a.py:2:     return 'needle'",
        "b.txt:4: needle again",
        "keep.log:1: needle kept by a negation",
        "latin.txt:1: caf\ufffd needle",
        "long.txt:1: needle" + "x" * 194 + "… (506 characters)",
        "no_newline.txt:1: last needle",
        "sub/deep/c.py:1: needle",
        "sub/deep/c.py:2: x needle",
        "sub/important.log:1: needle important",
        "sub/top.txt:1: needle below the root: kept",
        "\u00e4.py:1: needle a-umlaut",
        "(2 files with matches skipped: they may hold credentials, which the agent does not read)",
    ]


@pytest.mark.parametrize("engine", ENGINES)
def test_grep_in_a_folder_keeps_the_rules_of_the_folders_above_it(tree, engine, monkeypatch):
    # sub/build is ignored by the root's `build/`; sub's own .gitignore hides x.tmp
    assert grep(tree, engine, monkeypatch, pattern="needle", path="sub").splitlines() == [
        "sub/deep/c.py:1: needle",
        "sub/deep/c.py:2: x needle",
        "sub/important.log:1: needle important",
        "sub/top.txt:1: needle below the root: kept",
    ]


@pytest.mark.parametrize("engine", ENGINES)
def test_grep_filters_by_glob_and_ignores_case(tree, engine, monkeypatch):
    found = grep(tree, engine, monkeypatch, pattern="NEEDLE", glob="*.{txt,log}", ignore_case=True).splitlines()
    assert found[:3] == ["b.txt:1: Needle upper", "b.txt:4: needle again", "keep.log:1: needle kept by a negation"]
    assert found[-1].startswith("(1 file with matches skipped")  # notes/key.txt
    assert all(line.split(":")[0].endswith((".txt", ".log")) for line in found[:-1])


def test_a_file_named_by_path_is_searched_even_when_ignored(tree, monkeypatch):
    assert grep(tree, "python", monkeypatch, pattern="needle", path="debug.log") == "debug.log:1: needle in a log"


def test_grep_caps_its_output_and_says_how_many_more(tmp_path, monkeypatch):
    root = tmp_path / "ws"
    write(root, "many.txt", "".join(f"match {n}\n" for n in range(150)))
    for engine in ("python", "rg") if HAS_RIPGREP else ("python",):
        lines = grep(root, engine, monkeypatch, pattern="match").splitlines()
        assert len(lines) == 101 and lines[99] == "many.txt:100: match 99"
        assert lines[100] == "(50 more matching lines not shown; narrow the pattern, path or glob)"


def test_grep_says_when_nothing_matches_and_refuses_a_bad_pattern(tree):
    runtime = ToolRuntime(tree)
    assert runtime.run("grep", {"pattern": "haystack"}).content == "no lines match 'haystack' in ."
    bad = runtime.run("grep", {"pattern": "("})
    assert bad.is_error and "not a valid regular expression" in bad.content
    outside = runtime.run("grep", {"pattern": "x", "path": "../"})
    assert outside.is_error and "outside the workspace" in outside.content


def test_grep_withholds_credentials_even_when_every_call_is_allowed(tree, allow_all):
    # The gate allows reading .env here, but a private key in a file's content is never shown.
    found = ToolRuntime(tree, gate=allow_all(tree)).run("grep", {"pattern": "needle"}).content
    assert ".env:1: TOKEN=needle" in found
    assert "key.txt" not in found and "(1 file with matches skipped" in found


@pytest.mark.skipif(not HAS_RIPGREP, reason="rg is not installed")
@pytest.mark.parametrize(
    ("pattern", "extra"),
    [
        ("needle", {}),
        ("^needle$", {}),
        ("NEEDLE", {"ignore_case": True}),
        (r"\bneed.e\b", {"path": "sub"}),
        ("needle", {"path": "sub/deep"}),
        ("needle", {"glob": "*.py"}),
        ("needle", {"glob": "deep/*.py", "path": "sub"}),
        ("x{3}", {}),
        ("^$", {}),
        ("early", {}),
        ("(?<=a )needle", {}),  # look-behind: ripgrep refuses it, Python searches
    ],
)
def test_ripgrep_and_python_give_the_same_results(tree, monkeypatch, pattern, extra):
    with_ripgrep = grep(tree, "rg", monkeypatch, pattern=pattern, **extra)
    with_python = grep(tree, "python", monkeypatch, pattern=pattern, **extra)
    assert with_ripgrep == with_python


def test_glob_lists_matching_files_newest_first_without_ignored_ones(tree):
    now = 2_000_000_000
    for age, name in enumerate(["sub/deep/c.py", "a.py", "Z.py"]):
        os.utime(tree / name, (now - age, now - age))
    found = ToolRuntime(tree).run("glob", {"pattern": "*.py"}).content.splitlines()
    assert found[:3] == ["sub/deep/c.py", "a.py", "Z.py"]
    assert "build/out.py" not in found and "sub/build/gen.py" not in found and "link.py" not in found
    assert ".hidden/h.py" in found
    anchored = ToolRuntime(tree).run("glob", {"pattern": "sub/**/*.{py,log}"}).content.splitlines()
    assert sorted(anchored) == ["sub/deep/c.py", "sub/important.log"]


def test_glob_caps_its_list_and_refuses_patterns_outside(tmp_path):
    root = tmp_path / "ws"
    for n in range(130):
        write(root, f"f{n:03}.txt", "")
    runtime = ToolRuntime(root)
    found = runtime.run("glob", {"pattern": "*.txt"}).content.splitlines()
    assert len(found) == 101 and found[-1] == "(30 more files not shown; narrow the pattern)"
    assert runtime.run("glob", {"pattern": "*.md"}).content == "no files match *.md"
    for pattern in ("../*", "/etc/*", "a/../../x"):
        refused = runtime.run("glob", {"pattern": pattern})
        assert refused.is_error and "inside the workspace" in refused.content


def test_ls_shows_sizes_marks_folders_and_counts_the_rest(tmp_path):
    root = tmp_path / "ws"
    write(root, "b.txt", "x" * 2048)
    write(root, "a/inner.txt", "")
    os.symlink("b.txt", root / "c")
    runtime = ToolRuntime(root)
    assert runtime.run("ls", {}).content.splitlines() == ["a/", "b.txt  2.0 KB", "c -> b.txt"]
    assert runtime.run("ls", {"path": "a"}).content == "inner.txt  0 bytes"
    for n in range(60):
        write(root, f"many/f{n:02}", "")
    listing = runtime.run("ls", {"path": "many"}).content.splitlines()
    assert len(listing) == 51 and listing[49] == "f49  0 bytes"
    assert listing[50].startswith("(10 more entries not shown: 0 folders, 10 other")
    not_folder = runtime.run("ls", {"path": "b.txt"})
    assert not_folder.is_error and "is a file" in not_folder.content


def test_search_tools_read_the_whole_workspace_so_they_run_beside_reads(tree):
    runtime = ToolRuntime(tree)
    for name, arguments in (("grep", {"pattern": "x"}), ("glob", {"pattern": "*"}), ("ls", {})):
        tool = runtime.tools[name]
        assert tool.resources(tool.Args(**arguments), lambda path: path) == [Resource(key=WHOLE_WORKSPACE, mode="read")]
    calls = [
        {"name": "read", "arguments": {"path": "a.py"}},
        {"name": "grep", "arguments": {"pattern": "needle"}},
        {"name": "ls", "arguments": {}},
        {"name": "write", "arguments": {"path": "new.txt", "content": "x"}},
        {"name": "glob", "arguments": {"pattern": "*.py"}},
    ]
    assert runtime.plan(calls) == [[0, 1, 2], [3], [4]]


def test_the_built_in_rules_let_search_tools_look_inside_the_workspace_without_asking(tree, tmp_path):
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    runtime = ToolRuntime(tree, allowed=[outside])
    for name, arguments in (("grep", {"pattern": "x", "path": "sub"}), ("glob", {"pattern": "*"}), ("ls", {})):
        assert not runtime.run(name, arguments).is_error
    asked = runtime.run("ls", {"path": str(outside)})
    assert asked.is_error and "needs the user's approval" in asked.content


GREP_IN_A_CHILD = """
import json, sys
from pathlib import Path
from agent.calls.runtime import ToolRuntime
from agent.search import line_search
from agent.tools import search_tools
search_tools.find_ripgrep = lambda: None  # the Python search, as where ripgrep is not installed
line_search.PATTERN_TIME_LIMIT_S = 0.2
runtime = ToolRuntime(Path(sys.argv[1]))
found = [runtime.run("grep", {"pattern": pattern, "path": path}) for pattern, path in json.loads(sys.argv[2])]
print(json.dumps([[result.is_error, result.content] for result in found]))
"""


@pytest.mark.slow
def test_a_pattern_that_backtracks_cannot_hang_the_python_search(tmp_path):
    root = tmp_path / "ws"
    write(root, "a.txt", "a" * 40 + "!\n")
    calls = [["(a+)+$", "."], ["(a+)+$", "a.txt"], ["(a|aa)+$", "."], ["(a|aa)+$", "a.txt"]]
    # In a child process, so that a search that does hang fails the test (the limit is a guard, not a measure).
    child = subprocess.run(
        [sys.executable, "-c", GREP_IN_A_CHILD, str(root), json.dumps(calls)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert child.returncode == 0, child.stderr
    results = json.loads(child.stdout)
    assert results[:2] == [[False, "no lines match '(a+)+$' in ."], [False, "no lines match '(a+)+$' in a.txt"]]
    for is_error, content in results[2:]:  # one `regex` cannot settle quickly either
        assert is_error and content.startswith("the pattern took too long (over")
        assert "on one line of a.txt" in content and "simplify it" in content


def grep_peak(root: Path, engine: str, monkeypatch: pytest.MonkeyPatch, **arguments: object) -> tuple[str, int]:
    """grep's output and the peak of the memory Python allocated for it."""
    tracemalloc.start()
    try:
        content = grep(root, engine, monkeypatch, **arguments)
        return content, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.mark.parametrize("engine", ENGINES)
def test_grep_over_a_huge_one_line_file_keeps_memory_bounded_and_shows_an_excerpt(tmp_path, engine, monkeypatch):
    root = tmp_path / "ws"
    write(root, "dump.json", "x" * 10_000_000 + "needle" + "y" * 10_000_000 + "\nneedle too\n")
    for path in (".", "dump.json") if engine == "python" else (".",):  # a named file: always Python
        content, peak = grep_peak(root, engine, monkeypatch, pattern="needle", path=path)
        assert peak < 8_000_000, f"{peak} bytes allocated for a 20 MB line"
        assert content.splitlines() == [
            "dump.json:1: …" + "x" * 50 + "needle" + "y" * 144 + "… (20000006 characters; match at character 10000001)",
            "dump.json:2: needle too",
        ]


class DeadlineAfter(Deadline):
    """A call's deadline that passes after `checks` checks, wherever the search is by then."""

    def __init__(self, seconds: float, checks: int = 12):
        super().__init__(seconds)
        self.checks = checks

    def passed(self) -> bool:
        self.checks -= 1
        return self.checks < 0

    def remaining(self) -> float:
        return 0.0 if self.checks < 0 else 60.0


def test_grep_and_glob_stop_at_their_deadline_and_say_so(tmp_path, monkeypatch):
    root = tmp_path / "ws"
    for n in range(40):
        write(root, f"d{n:02}/f.txt", "needle\n")
    monkeypatch.setattr(search_tools, "Deadline", DeadlineAfter)
    lines = grep(root, "python", monkeypatch, pattern="needle").splitlines()
    assert 0 < len(lines) - 1 < 40, lines
    assert lines[-1] == (
        "(search stopped after 30 s before it was done: the lines above are from the files searched by then; "
        "narrow the path or glob)"
    )
    found = ToolRuntime(root).run("glob", {"pattern": "*.txt"}).content.splitlines()
    assert 0 < len(found) - 1 < 40, found
    assert found[-1].startswith("(the walk stopped after 30 s before it was done: files it had not reached")


@pytest.mark.skipif(not HAS_RIPGREP, reason="rg is not installed")
def test_ripgrep_past_its_memory_limit_gives_way_to_the_python_search(tmp_path, monkeypatch):
    root = tmp_path / "ws"
    write(root, "a.txt", "needle first\n")
    write(root, "b.txt", "x" * 30_000_000 + "needle\n")  # ripgrep holds the line whole: more than its limit
    monkeypatch.setattr(grep_engines, "RIPGREP_DATA_LIMIT_KB", 16 * 1024)
    monkeypatch.setattr(grep_engines, "MAX_RIPGREP_MESSAGE_BYTES", 64 * 1024 * 1024)  # not the cause here
    searched: list[bool] = []
    real_python_hits = search_tools.python_hits

    def spied(*args, **kwargs):
        searched.append(True)
        yield from real_python_hits(*args, **kwargs)

    monkeypatch.setattr(search_tools, "python_hits", spied)
    assert ToolRuntime(root).run("grep", {"pattern": "needle"}).content.splitlines() == [
        "a.txt:1: needle first",
        "b.txt:1: …" + "x" * 50 + "needle (30000006 characters; match at character 30000001)",
    ]
    assert searched == [True]


@pytest.mark.slow
def test_an_agent_run_whose_grep_pattern_backtracks_gets_an_error_and_goes_on(tmp_path):
    # End to end: ripgrep (when installed) refuses the look-ahead, so the Python search takes the pattern.
    root = tmp_path / "ws"
    write(root, "a.txt", "a" * 50 + "!\n")
    script = tmp_path / "script.jsonl"
    grep_call = {"name": "grep", "arguments": {"pattern": "(?=(a|aa)+$)"}}
    script.write_text(json.dumps({"tool_calls": [grep_call]}) + "\n" + json.dumps({"content": "done"}) + "\n")
    env = {**os.environ, "HOME": str(tmp_path / "home"), "AGENT_HOME": str(tmp_path / "agent_home")}
    env.pop("AGENT_MODEL", None)
    command = [
        sys.executable,
        "-m",
        "agent",
        "run",
        "find it",
        "-w",
        str(root),
        "--json",
        "--model",
        f"script:{script}",
    ]
    # The limit only keeps a hanging search from hanging the test suite.
    done = subprocess.run(command, env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    transcript = Path(json.loads(done.stdout)["transcript"]).read_text()
    assert "the pattern took too long (over 2 s on one line of a.txt)" in transcript
    assert "simplify it" in transcript
