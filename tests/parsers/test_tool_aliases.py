"""Names and argument names other agents give search and file tools map onto ours (grep, glob, ls, delete)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agent.calls.runtime import ToolRuntime
from parsers import extract_tool_calls


@pytest.fixture(scope="module")
def offered(tmp_path_factory: pytest.TempPathFactory) -> list[dict]:
    """The agent's own tool specs, so an alias can only point at a name that is really offered."""
    workspace: Path = tmp_path_factory.mktemp("ws")
    return [spec.model_dump() for spec in ToolRuntime(workspace).specs()]


@pytest.mark.parametrize(
    ("written", "arguments", "expected"),
    [
        ("search_file_content", {"pattern": "TODO", "include": "*.py"}, ("grep", {"pattern": "TODO", "glob": "*.py"})),
        ("grep_search", {"query": "def main", "path": "src"}, ("grep", {"pattern": "def main", "path": "src"})),
        ("search_files", {"regex": "x+", "file_pattern": "*.ts"}, ("grep", {"pattern": "x+", "glob": "*.ts"})),
        ("Grep", {"pattern": "x", "case_insensitive": True}, ("grep", {"pattern": "x", "ignore_case": True})),
        ("find_files", {"pattern": "**/*.md"}, ("glob", {"pattern": "**/*.md"})),
        ("glob_search", {"glob_pattern": "src/*.py"}, ("glob", {"pattern": "src/*.py"})),
        ("file_search", {"query": "*.toml"}, ("glob", {"pattern": "*.toml"})),
        ("list_directory", {"path": "src"}, ("ls", {"path": "src"})),
        ("list_dir", {"relative_workspace_path": "src"}, ("ls", {"path": "src"})),
        ("LS", {"directory": "docs"}, ("ls", {"path": "docs"})),
        ("delete_file", {"file_path": "old.txt"}, ("delete", {"path": "old.txt"})),
        ("remove_file", {"path": "old.txt"}, ("delete", {"path": "old.txt"})),
        ("rm", {"target_file": "old.txt"}, ("delete", {"path": "old.txt"})),
    ],
)
def test_other_agents_names_reach_our_tools(offered, written, arguments, expected) -> None:
    text = "<tool_call>" + json.dumps({"name": written, "arguments": arguments}) + "</tool_call>"
    result = extract_tool_calls(text, offered)
    assert not result.errors, result.errors
    assert [(call.name, call.arguments) for call in result.calls] == [expected]
