"""The scripted model: a script that cannot be read is one line naming the file and the line."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from agent.cli import main
from agent.errors import UserError
from agent.providers.scripted import load_script


def deep_line(depth: int) -> str:
    return '{"content": "x", "tool_calls": ' + "[" * depth + "]" * depth + "}"


def test_a_line_nested_2000_deep_is_a_user_error_naming_file_and_line(write_script):
    script = write_script({"content": "first"}, deep_line(2000))
    with pytest.raises(UserError, match=r"script .*script\.jsonl line 2 nests too deeply"):
        load_script(script)


def test_agent_run_reports_it_in_one_line_with_exit_2(write_script, workspace):
    script = write_script(deep_line(2000))
    # Its own sandbox setting: where bubblewrap is missing, "auto" would add the no-sandbox note to stderr.
    run = ["run", "t", "--model", f"script:{script}", "-w", str(workspace), "--no-sandbox"]
    result = CliRunner().invoke(main, run)
    assert result.exit_code == 2
    assert "Traceback" not in result.output
    assert len(result.stderr.strip().splitlines()) == 1 and "line 1 nests too deeply" in result.stderr
