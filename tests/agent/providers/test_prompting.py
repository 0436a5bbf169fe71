"""The few-shot log a base model completes shows its edit in the edit format the tools offered are of."""

from __future__ import annotations

import re

import pytest

from agent.calls.runtime import ToolRuntime
from agent.file_safety.line_anchors import anchored_row
from agent.messages import Message
from agent.providers.prompting import completion_prompt


@pytest.mark.parametrize(
    ("edit_format", "shown", "hidden"),
    [
        ("replace", '"tool": "edit", "args"', ['"edit_lines"', '"tool": "write"']),
        ("anchored", '"tool": "edit_lines", "args"', ['"tool": "edit", "args"', '"tool": "write"']),
        ("whole", '"tool": "write", "args"', ['"tool": "edit', '"edit_lines"']),
    ],
)
def test_the_example_edit_is_in_the_format_of_the_offered_tools(tmp_path, edit_format, shown, hidden):
    runtime = ToolRuntime(tmp_path)
    runtime.edits.format = edit_format
    prompt = completion_prompt([Message(role="user", content="Fix it")], runtime.specs())
    assert shown in prompt
    assert not any(text in prompt for text in hidden)


def test_the_anchored_example_shows_the_anchors_read_would_show(tmp_path):
    runtime = ToolRuntime(tmp_path)
    runtime.edits.format = "anchored"
    prompt = completion_prompt([Message(role="user", content="Fix it")], runtime.specs())
    rows = re.findall(r"^ +\d+:\w\w\|.*$", prompt, re.MULTILINE)
    assert rows == [anchored_row(1, "DEBUG = True"), anchored_row(2, "PORT = 8080")]
