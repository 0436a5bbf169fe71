"""`agent parse`: whatever the model wrote, the output is JSON that can be written out and shown."""

from __future__ import annotations

import json

from click.testing import CliRunner

from agent.cli import main


def parse(text: str):
    return CliRunner().invoke(main, ["parse"], input=text.encode("utf-8"))


def test_a_lone_surrogate_in_a_call_is_replaced_not_a_traceback():
    result = parse('<tool_call>{"name": "read", "arguments": {"path": "a\\ud800b"}}</tool_call>')
    assert result.exit_code == 0, result.output
    calls = json.loads(result.stdout)["calls"]
    assert calls[0]["arguments"] == {"path": "a\ufffdb"}


def test_a_json_escaped_lone_surrogate_in_text_is_fine():
    result = parse('"\\ud800"\n')
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["content"] == '"\\ud800"'


def test_controls_json_leaves_raw_are_escaped_with_the_same_meaning():
    result = parse("a\x9b2J \u202eb\x1b[2K")
    assert result.exit_code == 0
    assert "\x9b" not in result.stdout and "\u202e" not in result.stdout and "\x1b" not in result.stdout
    assert json.loads(result.stdout)["content"] == "a\x9b2J \u202eb\x1b[2K"
