"""The anchored edit format: read shows NUMBER:HASH|text, edit_lines replaces the lines between two anchors and
refuses an anchor whose line changed; the runtime offers each format's edit tool only."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from agent.calls.runtime import ToolRuntime
from agent.file_safety.line_anchors import anchor_of, line_hash, parse_anchor
from agent.file_safety.text_format import READ_MAX_CHARS

SOURCE = "def add(a, b):\n    total = a + b\n    return total\n\n\nprint(add(1, 2))\n"


@pytest.fixture
def anchored(workspace: Path) -> ToolRuntime:
    (workspace / "calc.py").write_text(SOURCE)
    runtime = ToolRuntime(workspace)
    runtime.edits.format = "anchored"
    return runtime


def anchors(runtime: ToolRuntime, path: str = "calc.py") -> list[str]:
    """The anchors of a read, as the model copies them."""
    result = runtime.run("read", {"path": path})
    assert not result.is_error, result.content
    return [row.split("|", 1)[0].strip() for row in result.content.splitlines()]


def test_read_shows_anchors_only_in_the_anchored_format(anchored, workspace):
    shown = anchored.run("read", {"path": "calc.py"}).content.splitlines()
    assert shown[1] == f"     2:{line_hash('    total = a + b')}|    total = a + b"
    assert len(shown) == 6 and all(row[6] == ":" and row[9] == "|" for row in shown)
    plain = ToolRuntime(workspace).run("read", {"path": "calc.py"}).content.splitlines()
    assert plain[1] == "     2\t    total = a + b"


def test_the_hash_is_short_stable_across_processes_and_ignores_the_carriage_return():
    assert len(line_hash("x = 1")) == 2 and line_hash("x = 1") == line_hash("x = 1\r")
    code = "from agent.file_safety.line_anchors import line_hash; print(line_hash('    return total'))"
    other = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert other == line_hash("    return total")


def test_edit_lines_replaces_a_range_and_shows_the_diff(anchored, workspace):
    rows = anchors(anchored)
    result = anchored.run(
        "edit_lines", {"path": "calc.py", "first": rows[1], "last": rows[2], "new_text": "    return a + b"}
    )
    assert not result.is_error, result.content
    assert result.content == "edited calc.py: replaced lines 2-3 with 1 line"
    assert (workspace / "calc.py").read_text() == "def add(a, b):\n    return a + b\n\n\nprint(add(1, 2))\n"
    assert result.display is not None and "+    return a + b" in result.display


def test_edit_lines_deletes_with_empty_new_text(anchored, workspace):
    rows = anchors(anchored)
    result = anchored.run("edit_lines", {"path": "calc.py", "first": rows[3], "last": rows[4], "new_text": ""})
    assert result.content == "edited calc.py: replaced lines 4-5 with 0 lines"
    assert (
        workspace / "calc.py"
    ).read_text() == "def add(a, b):\n    total = a + b\n    return total\nprint(add(1, 2))\n"


def test_anchors_as_models_copy_them_are_accepted(anchored, workspace):
    row = anchored.run("read", {"path": "calc.py"}).content.splitlines()[5]  # "     6:xx|print(add(1, 2))"
    result = anchored.run(
        "edit_lines", {"path": "calc.py", "first": f" {row} ", "last": row.strip(), "new_text": "print(add(2, 3))\n"}
    )
    assert not result.is_error, result.content
    assert (workspace / "calc.py").read_text().endswith("print(add(2, 3))\n")
    assert parse_anchor(" 12 : K3 |  x", "first") == (12, "k3")


def test_anchors_copied_into_new_text_are_left_out(anchored, workspace):
    rows = anchors(anchored)
    copied = f"     2:{line_hash('    total = b + a')}|    total = b + a"
    result = anchored.run("edit_lines", {"path": "calc.py", "first": rows[1], "last": rows[1], "new_text": copied})
    assert "anchors copied into new_text were left out" in result.content
    assert "    total = b + a\n" in (workspace / "calc.py").read_text()


def test_a_stale_anchor_is_refused_with_the_fresh_anchors(anchored, workspace):
    rows = anchors(anchored)
    anchored.run(
        "edit_lines", {"path": "calc.py", "first": rows[0], "last": rows[0], "new_text": "# adds\ndef add(a, b):"}
    )
    before = (workspace / "calc.py").read_text()
    # rows[2] was "3:..|    return total"; the insertion above moved that line to 4.
    result = anchored.run(
        "edit_lines", {"path": "calc.py", "first": rows[2], "last": rows[2], "new_text": "    return 0"}
    )
    assert result.is_error
    assert (workspace / "calc.py").read_text() == before, "a refused edit changes nothing"
    assert f"{rows[2]} no longer matches calc.py" in result.content
    fresh = anchor_of(4, "    return total")
    assert f"     {fresh}|    return total" in result.content
    assert f"now at {fresh}" in result.content
    retry = anchored.run("edit_lines", {"path": "calc.py", "first": fresh, "last": fresh, "new_text": "    return 0"})
    assert not retry.is_error, retry.content


def test_last_before_first_is_refused(anchored, workspace):
    rows = anchors(anchored)
    result = anchored.run("edit_lines", {"path": "calc.py", "first": rows[2], "last": rows[1], "new_text": "x"})
    assert result.is_error and "comes before first" in result.content
    assert (workspace / "calc.py").read_text() == SOURCE


def test_an_edit_without_a_read_is_refused(anchored, workspace):
    first = anchor_of(1, "def add(a, b):")
    result = anchored.run(
        "edit_lines", {"path": "calc.py", "first": first, "last": first, "new_text": "def plus(a, b):"}
    )
    assert result.is_error and "has not been read" in result.content
    assert (workspace / "calc.py").read_text() == SOURCE


def test_a_line_past_the_end_and_a_malformed_anchor_are_refused(anchored):
    anchors(anchored)
    past = anchored.run("edit_lines", {"path": "calc.py", "first": "9:aa", "last": "9:aa", "new_text": "x"})
    assert past.is_error and "past the end of calc.py (6 lines)" in past.content
    bad = anchored.run("edit_lines", {"path": "calc.py", "first": "line 2", "last": "2:aa", "new_text": "x"})
    assert bad.is_error and "not a line anchor" in bad.content


def test_crlf_files_stay_crlf(anchored, workspace):
    (workspace / "win.txt").write_bytes(b"one\r\ntwo\r\nthree\r\n")
    rows = anchors(anchored, "win.txt")
    anchored.run("edit_lines", {"path": "win.txt", "first": rows[1], "last": rows[1], "new_text": "TWO\nand a half\n"})
    assert (workspace / "win.txt").read_bytes() == b"one\r\nTWO\r\nand a half\r\nthree\r\n"


def test_long_lines_are_hashed_whole_and_the_page_stays_within_the_cap(anchored, workspace):
    (workspace / "long.txt").write_text("x" * 5000 + "\nshort\n")
    rows = anchored.run("read", {"path": "long.txt"}).content.splitlines()
    assert rows[0].startswith(f"     1:{line_hash('x' * 5000)}|xxx") and "line cut at" in rows[0]
    assert len("\n".join(rows)) <= READ_MAX_CHARS


def test_each_format_offers_its_own_edit_tool(workspace):
    runtime = ToolRuntime(workspace)
    offered = {}
    for edit_format in ("replace", "anchored", "whole"):
        runtime.edits.format = edit_format
        offered[edit_format] = {spec.name for spec in runtime.specs()}
    assert {"edit", "write"} <= offered["replace"] and "edit_lines" not in offered["replace"]
    assert {"edit_lines", "write"} <= offered["anchored"] and "edit" not in offered["anchored"]
    assert "write" in offered["whole"] and not {"edit", "edit_lines"} & offered["whole"]
    assert "edit_lines" not in runtime.run("nonsense", {}).content, "an unknown tool's reply names what is offered"
