"""The syntax gate: an edit or write that breaks a file that parsed before is refused (or warned about), through
the file tools and through `agent run`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from agent.calls.runtime import ToolRuntime
from agent.cli import main
from agent.file_safety.line_anchors import anchor_of
from agent.tools.grammars import grammar_table, language_name_of
from agent.tools.syntax_gate import MAX_CHECKED_BYTES, check_change, first_parse_error

GOOD_PY = "def area(width, height):\n    return width * height\n\n\ndef main():\n    print(area(2, 3))\n"


def read_then(workspace: Path, path: str, tool: str, arguments: dict, mode: str | None = None):
    runtime = ToolRuntime(workspace)
    if mode is not None:
        runtime.edits.syntax_check = mode
    if (workspace / path).exists():
        assert not runtime.run("read", {"path": path}).is_error
    return runtime.run(tool, {"path": path, **arguments})


def edit(workspace: Path, path: str, old: str, new: str, mode: str | None = None):
    return read_then(workspace, path, "edit", {"old_text": old, "new_text": new}, mode)


def test_a_breaking_edit_is_refused_and_the_file_is_left_byte_identical(workspace):
    target = workspace / "calc.py"
    target.write_text(GOOD_PY)
    before = target.read_bytes()
    result = edit(workspace, "calc.py", "    return width * height\n", "    return (width * height\n")
    assert result.is_error
    assert target.read_bytes() == before
    assert "calc.py was left unchanged" in result.content
    assert "no longer parse as Python" in result.content
    assert "line 2, column 5" in result.content  # where the unreadable text starts
    assert "     2\t    return (width * height" in result.content  # the new text, numbered as read numbers it
    assert 'syntax_check = "warn"' in result.content


def test_a_missing_token_is_named(workspace):
    (workspace / "calc.py").write_text(GOOD_PY)
    result = edit(workspace, "calc.py", "def main():", "def main(:")
    assert result.is_error
    assert 'line 5, column 10: missing ")"' in result.content


def test_a_good_edit_applies(workspace):
    (workspace / "calc.py").write_text(GOOD_PY)
    result = edit(workspace, "calc.py", "width * height", "height * width")
    assert not result.is_error, result.content
    assert "warning" not in result.content
    assert "height * width" in (workspace / "calc.py").read_text()


def test_an_already_broken_file_can_still_be_edited_and_stays_broken(workspace):
    broken = "def f(:\n    return 1\n\nvalue = 2\n"
    (workspace / "broken.py").write_text(broken)
    result = edit(workspace, "broken.py", "value = 2", "value = (3")
    assert not result.is_error, result.content
    assert (workspace / "broken.py").read_text() == broken.replace("value = 2", "value = (3")


def test_an_edit_that_mends_a_broken_file_applies(workspace):
    (workspace / "broken.py").write_text("def f(:\n    return 1\n")
    assert not edit(workspace, "broken.py", "def f(:", "def f():").is_error
    assert first_parse_error((workspace / "broken.py").read_text(), "python") is None


def test_a_new_file_that_does_not_parse_is_created_with_a_warning(workspace):
    result = read_then(workspace, "new.py", "write", {"content": "def f(:\n    pass\n"})
    assert not result.is_error, result.content
    assert (workspace / "new.py").read_text() == "def f(:\n    pass\n"
    assert result.content.startswith("created new.py")
    warning = result.content.splitlines()[-1]
    assert warning.startswith("warning: new.py does not parse as Python") and "line 1" in warning


def test_writing_broken_content_over_a_parsing_file_is_refused(workspace):
    (workspace / "calc.py").write_text(GOOD_PY)
    result = read_then(workspace, "calc.py", "write", {"content": "def area(width, height:\n    return 0\n"})
    assert result.is_error
    assert "calc.py was left unchanged" in result.content and "line 1" in result.content
    assert (workspace / "calc.py").read_text() == GOOD_PY


def test_warn_mode_applies_the_change_with_a_one_line_warning(workspace):
    (workspace / "calc.py").write_text(GOOD_PY)
    result = edit(workspace, "calc.py", "def main():", "def main(:", mode="warn")
    assert not result.is_error, result.content
    assert "def main(:" in (workspace / "calc.py").read_text()
    first, warning = result.content.split("\n")
    assert first.startswith("edited calc.py")
    assert warning.startswith("warning: calc.py no longer parses as Python") and "line 5, column 10" in warning


def test_off_mode_checks_nothing(workspace):
    (workspace / "calc.py").write_text(GOOD_PY)
    result = edit(workspace, "calc.py", "def main():", "def main(:", mode="off")
    assert not result.is_error and "warning" not in result.content
    assert "def main(:" in (workspace / "calc.py").read_text()


def test_the_mode_follows_the_model_at_run_time(workspace):
    from capabilities import Capability

    (workspace / "calc.py").write_text(GOOD_PY)
    runtime = ToolRuntime(workspace)
    runtime.run("read", {"path": "calc.py"})
    breaking = {"path": "calc.py", "old_text": "def main():", "new_text": "def main(:"}
    assert runtime.run("edit", breaking).is_error
    runtime.follow(Capability(model="m", syntax_check="warn"))
    assert not runtime.run("edit", breaking).is_error


@pytest.mark.parametrize(
    "name, good, old, new, error",
    [
        (
            "app.js",
            "function greet(name) {\n  return `hi ${name}`;\n}\n",
            "return `hi ${name}`;\n}",
            "return `hi ${name}`;\n",
            'line 2, column 23 (the end of the file): missing "}"',
        ),
        (
            "main.go",
            "package main\n\nfunc main() {\n\tx := 1\n\t_ = x\n}\n",
            "func main() {",
            "func main( {",
            'line 3, column 11: missing ")"',
        ),
    ],
)
def test_javascript_and_go_files_are_checked_too(workspace, name, good, old, new, error):
    (workspace / name).write_text(good)
    result = edit(workspace, name, old, new)
    assert result.is_error
    assert error in result.content
    assert (workspace / name).read_text() == good


def test_a_file_of_an_ending_the_map_does_not_read_is_never_checked(workspace):
    (workspace / "notes.txt").write_text("def f():\n    pass\n")
    assert language_name_of("notes.txt") is None
    assert not edit(workspace, "notes.txt", "def f():", "def f(:").is_error
    assert (workspace / "notes.txt").read_text() == "def f(:\n    pass\n"


def test_a_crlf_file_is_refused_unchanged_and_its_lines_are_shown_without_carriage_returns(workspace):
    target = workspace / "win.py"
    target.write_bytes(GOOD_PY.replace("\n", "\r\n").encode())
    before = target.read_bytes()
    result = edit(workspace, "win.py", "def main():", "def main(:")
    assert result.is_error
    assert target.read_bytes() == before
    assert 'line 5, column 10: missing ")"' in result.content
    assert "     5\tdef main(:\n" in result.content and "\r" not in result.content
    assert not edit(workspace, "win.py", "print(area(2, 3))", "print(area(3, 4))").is_error
    assert target.read_bytes() == before.replace(b"area(2, 3)", b"area(3, 4)")


def test_a_non_utf8_file_is_checked_in_its_own_encoding(workspace):
    target = workspace / "legacy.py"
    target.write_bytes("name = 'caf\u00e9'\n\n\ndef f():\n    pass\n".encode("latin-1"))
    result = edit(workspace, "legacy.py", "def f():", "def f(:")
    assert result.is_error and 'line 4, column 7: missing ")"' in result.content
    assert not edit(workspace, "legacy.py", "pass", "return 1").is_error


def test_a_c_header_may_hold_cpp():
    header = b"int area(int w, int h);\n"
    cpp = b"namespace shapes { class Box { public: int w; }; }\n"
    assert check_change("shapes.h", header, header + cpp).error is None
    assert check_change("shapes.h", header, header + b"int broken(;\n").error is not None


def test_a_c_macro_body_is_not_read_as_code(workspace):
    # tree-sitter-c trips on a comment before a macro's line continuation; the body is text, not C.
    source = "#define BUMP(d) \\\n\td += 4; \\\n\tbreak;\nint main(void) { return 0; }\n"
    (workspace / "m.c").write_text(source)
    result = edit(workspace, "m.c", "\td += 4; \\\n", "\td += 4; /* bytes */ \\\n")
    assert not result.is_error, result.content
    assert first_parse_error("#define X 1\nint main(void) { return ; \n", "c") is not None


def test_large_files_and_text_that_does_not_decode_are_not_checked():
    good = b"x = 1\n" * (MAX_CHECKED_BYTES // 6 + 1)
    assert check_change("big.py", good, good + b"def f(:\n") is None
    assert check_change("bad.py", b"x = 1\n", b"\xff\xfe\x00def f(:\n") is None


def test_every_language_of_the_table_parses_its_own_good_text():
    samples = {
        "python": "x = 1\n",
        "javascript": "let x = 1;\n",
        "typescript": "let x: number = 1;\n",
        "tsx": "const a = <div />;\n",
        "go": "package main\n",
        "rust": "fn main() {}\n",
        "java": "class A {}\n",
        "c": "int x;\n",
        "cpp": "int x;\n",
        "ruby": "x = 1\n",
    }
    assert samples.keys() == grammar_table().keys()
    for language, text in samples.items():
        assert first_parse_error(text, language) is None, language
        assert first_parse_error(text + "}}} ((( \n", language) is not None, language


def run_agent(workspace: Path, write_script, *turns: dict) -> tuple[dict, str]:
    script = write_script(*turns, {"content": "done"})
    result = CliRunner().invoke(main, ["run", "fix", "--model", f"script:{script}", "-w", str(workspace), "--json"])
    assert result.exit_code == 0, result.output
    payload = json.loads(result.stdout)
    return payload, Path(payload["transcript"]).read_text()


def call(name: str, **arguments) -> dict:
    return {"tool_calls": [{"name": name, "arguments": arguments}]}


def test_agent_run_refuses_a_breaking_edit_and_applies_good_ones(agent_home, workspace, write_script):
    (workspace / "calc.py").write_text(GOOD_PY)
    (workspace / "broken.py").write_text("def f(:\n    return 1\n")
    _, transcript = run_agent(
        workspace,
        write_script,
        call("read", path="calc.py"),
        call("edit", path="calc.py", old_text="def main():", new_text="def main(:"),
        call("edit", path="calc.py", old_text="area(2, 3)", new_text="area(4, 5)"),
        call("read", path="broken.py"),
        call("edit", path="broken.py", old_text="return 1", new_text="return 2"),
    )
    assert (workspace / "calc.py").read_text() == GOOD_PY.replace("area(2, 3)", "area(4, 5)")
    assert (workspace / "broken.py").read_text() == "def f(:\n    return 2\n"
    results = [
        json.loads(line)["message"]["content"]
        for line in transcript.splitlines()
        if '"role": "tool"' in line or '"role":"tool"' in line
    ]
    refused = [text for text in results if "left unchanged" in text]
    assert len(refused) == 1 and 'line 5, column 10: missing ")"' in refused[0]
    assert any(text.startswith("edited calc.py") for text in results)
    assert any(text.startswith("edited broken.py") for text in results)


def test_edit_lines_passes_the_gate_too(workspace):
    (workspace / "calc.py").write_text(GOOD_PY)
    runtime = ToolRuntime(workspace)
    runtime.edits.format = "anchored"
    assert not runtime.run("read", {"path": "calc.py"}).is_error
    anchor = anchor_of(5, "def main():")
    result = runtime.run("edit_lines", {"path": "calc.py", "first": anchor, "last": anchor, "new_text": "def main(:"})
    assert result.is_error and 'line 5, column 10: missing ")"' in result.content
    assert (workspace / "calc.py").read_text() == GOOD_PY
