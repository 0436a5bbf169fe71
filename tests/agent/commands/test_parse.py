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


# one sample of each 2026 form (tests/parsers/corpus_2026_b.py has the real outputs), with the agent's tools
SAMPLES_2026 = {
    "gemma4": ('<|channel>thought\nlist files\n<channel|>call:glob{pattern:<|"|>**/*.py<|"|>}', "glob"),
    "function_gemma": ("<start_function_call>call:read{path:<escape>a.py<escape>}<end_function_call>", "read"),
    "lfm2": ("<|tool_call_start|>[read(path='a.py')]<|tool_call_end|>", "read"),
    "granite": ('read(path="a.py")\nglob(pattern="*.md")', "read"),
    "harmony": ('analysisNeed to read.assistantcommentary to=functions.read json{"path": "a.py"}', "read"),
    "hermes": ('<tool_call><function>read</function>{"path": "a.py"}</tool_call>', "read"),
    "json": ('{"name": "glob", "pattern": "**/*.py"}', "glob"),
}


def test_agent_parse_prints_the_call_of_each_2026_form():
    for dialect, (text, name) in SAMPLES_2026.items():
        result = parse(text)
        assert result.exit_code == 0, result.output
        calls = json.loads(result.stdout)["calls"]
        assert calls and calls[0]["name"] == name and calls[0]["dialect"] == dialect, (dialect, result.stdout)
