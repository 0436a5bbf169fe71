"""read/edit/write details: formats preserved (CRLF, BOM, encoding, trailing newline, mode), quotes, match reports."""

from __future__ import annotations

import os

from agent.calls.runtime import ToolRuntime
from agent.tools.files import TextFormat


def read_then_edit(workspace, path: str, old: str, new: str, **extra):
    runtime = ToolRuntime(workspace)
    assert not runtime.run("read", {"path": path}).is_error
    return runtime.run("edit", {"path": path, "old_text": old, "new_text": new, **extra})


def test_crlf_line_endings_and_executable_bit_survive_an_edit(workspace):
    script = workspace / "run.bat"
    script.write_bytes(b"@echo off\r\necho one\r\necho two\r\n")
    script.chmod(0o755)
    result = read_then_edit(workspace, "run.bat", "echo one\necho two", "echo 1\necho 2\necho 3")
    assert not result.is_error, result.content
    assert script.read_bytes() == b"@echo off\r\necho 1\r\necho 2\r\necho 3\r\n"
    assert os.stat(script).st_mode & 0o777 == 0o755


def test_write_over_a_crlf_file_keeps_crlf(workspace):
    (workspace / "a.txt").write_bytes(b"one\r\ntwo\r\n")
    runtime = ToolRuntime(workspace)
    runtime.run("read", {"path": "a.txt"})
    runtime.run("write", {"path": "a.txt", "content": "uno\ndos\n"})
    assert (workspace / "a.txt").read_bytes() == b"uno\r\ndos\r\n"


def test_mixed_line_endings_are_left_as_they_are(workspace):
    (workspace / "m.txt").write_bytes(b"a\r\nb\nc\r\n")
    assert not read_then_edit(workspace, "m.txt", "b\nc", "B\nC").is_error
    assert (workspace / "m.txt").read_bytes() == b"a\r\nB\nC\r\n"


def test_bom_and_non_utf8_encoding_are_preserved(workspace):
    (workspace / "bom.py").write_bytes(b"\xef\xbb\xbfname = 'caf\xc3\xa9'\n")
    assert not read_then_edit(workspace, "bom.py", "name", "title").is_error
    assert (workspace / "bom.py").read_bytes() == b"\xef\xbb\xbftitle = 'caf\xc3\xa9'\n"
    (workspace / "legacy.txt").write_bytes(b"caf\xe9 au lait\n")  # latin-1, not valid UTF-8
    assert not read_then_edit(workspace, "legacy.txt", "lait", "cr\u00e8me").is_error
    assert (workspace / "legacy.txt").read_bytes() == b"caf\xe9 au cr\xe8me\n"
    (workspace / "wide.txt").write_bytes("\ufeffhello\r\n".encode("utf-16-le"))
    assert not read_then_edit(workspace, "wide.txt", "hello", "bye").is_error
    assert (workspace / "wide.txt").read_bytes() == "\ufeffbye\r\n".encode("utf-16-le")


def detected(raw: bytes) -> TextFormat:
    found = TextFormat.detect(raw)
    assert found is not None, f"{raw!r} was taken for binary"
    return found


def test_text_format_detects_binary_and_styles():
    assert TextFormat.detect(b"\x00\x01") is None
    assert detected(b"a\r\nb\r\n").newline == "\r\n"
    assert detected(b"a\nb\r\n").newline == ""
    assert detected(b"\xff\xfe").encoding == "utf-16-le"


def test_trailing_newline_is_kept_when_the_model_drops_it(workspace):
    (workspace / "t.py").write_text("a = 1\nb = 2\n")
    assert not read_then_edit(workspace, "t.py", "b = 2\n", "b = 3").is_error
    assert (workspace / "t.py").read_text() == "a = 1\nb = 3\n"
    (workspace / "n.py").write_text("a = 1")  # no trailing newline: none is added
    assert not read_then_edit(workspace, "n.py", "a = 1", "a = 2").is_error
    assert (workspace / "n.py").read_text() == "a = 2"


def test_curly_quotes_become_ascii_in_code_but_not_in_prose(workspace):
    (workspace / "greet.py").write_text("msg = 'hi'\n")
    assert not read_then_edit(workspace, "greet.py", "msg = \u2018hi\u2019", "msg = \u201chello\u201d").is_error
    assert (workspace / "greet.py").read_text() == 'msg = "hello"\n'
    (workspace / "README.md").write_text("Say hi.\n")
    assert not read_then_edit(workspace, "README.md", "hi", "\u201chello\u201d").is_error
    assert (workspace / "README.md").read_text() == "Say \u201chello\u201d.\n"


def test_not_found_points_at_the_closest_lines_with_numbers(workspace):
    (workspace / "calc.py").write_text("def add(a, b):\n    return a + b\n\n\ndef sub(a, b):\n    return a - b\n")
    result = read_then_edit(workspace, "calc.py", "def sub(a, c):\n    return a - c", "x")
    assert result.is_error and "not found" in result.content
    assert "     5\tdef sub(a, b):\n     6\t    return a - b" in result.content
    indented = read_then_edit(workspace, "calc.py", "return a+b", "x")
    assert "     2\t    return a + b" in indented.content
    nothing = read_then_edit(workspace, "calc.py", "zzzzzzzzzzzz", "x")
    assert "no similar lines" in nothing.content


def test_several_matches_say_how_many_and_where_and_replace_all_replaces_them(workspace):
    (workspace / "r.py").write_text("x = 1\ny = 2\nx = 1\nx = 1\n")
    several = read_then_edit(workspace, "r.py", "x = 1", "x = 0")
    assert several.is_error and "occurs 3 times in r.py (at lines 1, 3, 4)" in several.content
    every = read_then_edit(workspace, "r.py", "x = 1", "x = 0", replace_all=True)
    assert not every.is_error and "replaced 3 occurrences" in every.content
    assert (workspace / "r.py").read_text() == "x = 0\ny = 2\nx = 0\nx = 0\n"


def test_new_files_get_the_usual_permissions(workspace):
    ToolRuntime(workspace).run("write", {"path": "fresh.txt", "content": "x"})
    mask = os.umask(0)
    os.umask(mask)
    assert os.stat(workspace / "fresh.txt").st_mode & 0o777 == 0o666 & ~mask


def test_read_cuts_very_long_lines_and_describes_known_binaries(workspace):
    (workspace / "wide.txt").write_text("x" * 5000 + "\nshort\n")
    result = ToolRuntime(workspace).run("read", {"path": "wide.txt"})
    assert "[line cut at 2000 of 5000 characters]" in result.content and "     2\tshort" in result.content
    (workspace / "pic.png").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    png = ToolRuntime(workspace).run("read", {"path": "pic.png"})
    assert png.is_error and "binary file (PNG image, 10 bytes)" in png.content


def test_edit_of_a_missing_file_says_to_use_write(workspace):
    result = ToolRuntime(workspace).run("edit", {"path": "nope.py", "old_text": "a", "new_text": "b"})
    assert result.is_error and "use write to create it" in result.content
