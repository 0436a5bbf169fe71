"""`agent run` end to end: nothing the model writes reaches the terminal as an escape sequence."""

from __future__ import annotations

from click.testing import CliRunner

from agent.cli import main


def test_a_multi_line_command_and_an_answer_with_escapes_are_shown_escaped(write_script, workspace):
    hidden = "ls -la\necho one\necho two\necho three"
    script = write_script(
        {"tool_calls": [{"name": "bash", "arguments": {"command": hidden}}]},
        {"tool_calls": [{"name": "bash", "arguments": {"command": "echo hi #\x1b[2K\rls -la"}}]},
        {"content": "Done.\x1b]0;owned\x07\n\tall \x1b[31mred\x1b[0m\r"},
    )
    result = CliRunner().invoke(main, ["run", "t", "--model", f"script:{script}", "-w", str(workspace)])
    assert result.exit_code == 0, result.stderr
    assert "[1] bash ls -la ⏎ (+3 lines) →" in result.stderr
    assert "[2] bash echo hi #\\x1b[2K\\rls -la →" in result.stderr
    assert result.stdout == "Done.\\x1b]0;owned\\x07\n\tall \\x1b[31mred\\x1b[0m\\r\n"
    assert "\x1b" not in result.stderr and "\r" not in result.stderr
