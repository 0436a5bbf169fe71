"""A tool declares its own facts (read-only, its path arguments, its other names) and everything else derives
from them: a throwaway `copy` tool with two path arguments is seen whole by the policy, the confinement
check, the gate's question, grammar mode's path choices, the read records, batching and undo."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import Field

from agent.calls.path_choices import with_path_choices
from agent.calls.runtime import ToolRuntime
from agent.delegation.agent_kinds import READ_ONLY_TOOLS
from agent.messages import ToolResult
from agent.permissions import ApprovalRequest, Gate, Layer, NobodyToAsk, Policy, Rule, built_in_policy
from agent.start.permission_choices import pattern_rule
from agent.tools import catalogue
from agent.tools.files import FileTool
from agent.tools.tool import PathArgument, ToolArgs
from agent.undo.checkpoint_log import checkpoints_dir, read_log
from agent.undo.checkpoint_undo import undo_latest
from parsers import extract_tool_calls

SESSION = "20250101-000000-facts0"


class CopyArgs(ToolArgs):
    source: str = Field(description="the file to copy")
    destination: str = Field(description="where the copy goes")


class CopyTool(FileTool):
    """The whole tool: its arguments, its facts and what it does."""

    name = "copy"
    description = "Copy a file."
    Args = CopyArgs
    path_arguments = (PathArgument(name="source", must_exist=True), PathArgument(name="destination", writes=True))
    aliases = ("copy_file",)

    def run(self, args: CopyArgs) -> ToolResult:
        source, _, _ = self.locate(args.source)
        data = source.read_bytes()
        real, key, _ = self.locate(args.destination)
        with self.records.locked(key):
            seen = self.authorise(real, key, args.destination)
            note = self.commit(real, key, data, seen, args.destination)
        return ToolResult(content=f"copied {args.source} to {args.destination}{note}")


# Its permission default: copies inside the workspace run, to or from the agent's config or git's asks, anything
# else asks.
COPY_DEFAULTS = (
    Rule(tool="copy", action="ask", match={"protected": "yes"}, reason="touches the agent's or git's config"),
    Rule(tool="copy", action="allow", match={"path": "{workspace}/*"}),
)


class Recorder:
    """An approver that says no and remembers what it was asked."""

    who = "the user"

    def __init__(self) -> None:
        self.asked: list[ApprovalRequest] = []

    def approve(self, request: ApprovalRequest) -> str:
        self.asked.append(request)
        return "no"

    def inform(self, note: str) -> None:
        pass


@pytest.fixture
def outside(tmp_path: Path, workspace: Path) -> Path:
    """A folder beside the workspace, reachable as `../outside` and through the link `out`."""
    folder = tmp_path / "outside"
    folder.mkdir()
    (folder / "x.txt").write_text("outside\n")
    (workspace / "out").symlink_to(folder)
    (workspace / "secrets").mkdir()
    (workspace / "secrets" / "key.txt").write_text("k\n")
    (workspace / "a.txt").write_text("a\n")
    return folder


def runtime_with_copy(workspace: Path, *rules: Rule, approver=None) -> ToolRuntime:
    layers = [Layer("test", (*rules, *COPY_DEFAULTS)), *built_in_policy(workspace).layers]
    runtime = ToolRuntime(workspace, gate=Gate(Policy(layers, workspace), approver or NobodyToAsk()))
    runtime.add_tool(CopyTool(runtime.workspace, runtime.records))
    return runtime


def decide(runtime: ToolRuntime, source: str, destination: str) -> str:
    arguments = {"source": source, "destination": destination}
    return runtime.gate.policy.check("copy", arguments, CopyTool.path_names()).decision


def test_a_deny_rule_on_a_path_holds_for_either_argument_resolved(workspace, outside):
    rules = [
        Rule(tool="copy", action="deny", match={"path": "{workspace}/secrets/*"}),
        Rule(tool="copy", action="deny", match={"path": f"{outside.resolve()}/*"}),
    ]
    runtime = runtime_with_copy(workspace, *rules)
    assert decide(runtime, "a.txt", "b.txt") == "allow"
    for path in ("secrets/key.txt", "./x/../secrets/key.txt", "../outside/x.txt", "out/x.txt"):
        assert decide(runtime, path, "b.txt") == "deny", path
        assert decide(runtime, "a.txt", path) == "deny", path


def test_a_command_line_rule_names_a_declared_tool_by_its_path_arguments(monkeypatch, workspace, outside):
    monkeypatch.setattr(catalogue, "BUILT_IN_TOOLS", (*catalogue.BUILT_IN_TOOLS, CopyTool))
    rule = pattern_rule("copy:secrets/*", "deny")
    assert rule.match == {"path": "{workspace}/secrets/*"}
    runtime = runtime_with_copy(workspace, rule)
    assert decide(runtime, "a.txt", "secrets/new.txt") == "deny"
    assert decide(runtime, "secrets/key.txt", "b.txt") == "deny"


def test_a_protected_path_asks_through_either_argument(workspace, outside):
    runtime = runtime_with_copy(workspace)
    assert decide(runtime, "a.txt", ".git/hooks/pre-commit") == "ask"
    assert decide(runtime, ".git/config", "b.txt") == "ask"


@pytest.mark.parametrize("argument", ["source", "destination"])
@pytest.mark.parametrize("path", ["../outside/x.txt", "out/x.txt"])
def test_either_argument_outside_the_workspace_is_refused_without_a_question(workspace, outside, argument, path):
    recorder = Recorder()
    runtime = runtime_with_copy(workspace, approver=recorder)
    arguments = {"source": "a.txt", "destination": "b.txt", argument: path}
    result = runtime.run("copy", arguments)
    assert result.is_error and "outside the workspace" in result.content, result.content
    assert recorder.asked == [], "a path outside the workspace fails whatever anyone approves: nobody is asked"
    assert (outside / "x.txt").read_text() == "outside\n" and not (workspace / "b.txt").exists()


def test_the_question_names_both_paths(workspace, outside):
    recorder = Recorder()
    runtime = runtime_with_copy(workspace, approver=recorder)
    result = runtime.run("copy", {"source": "a.txt", "destination": ".agent/config.toml"})
    assert result.is_error
    [request] = recorder.asked
    assert request.call == "copy a.txt .agent/config.toml"
    assert f"`{request.call}`" in result.content


def test_grammar_mode_offers_files_only_where_a_path_must_exist(workspace, outside):
    runtime = runtime_with_copy(workspace)
    specs = {spec.name: spec for spec in with_path_choices(runtime.specs(), ["a.txt", "hello.py"])}
    properties = specs["copy"].parameters["properties"]
    assert properties["source"]["enum"] == ["a.txt", "hello.py"]
    assert "enum" not in properties["destination"], "the destination may be a new file"
    assert "enum" not in json.dumps(specs["copy"].openai_dict()["function"]["parameters"]["properties"]["destination"])


def test_the_read_records_undo_and_batching_see_the_written_path(workspace, outside):
    runtime = runtime_with_copy(workspace)
    runtime.checkpoints.begin(SESSION, 1)
    (workspace / "b.txt").write_text("b\n")
    refused = runtime.run("copy", {"source": "a.txt", "destination": "b.txt"})
    assert refused.is_error and "has not been read" in refused.content, "an unread destination is not overwritten"
    runtime.run("read", {"path": "b.txt"})
    done = runtime.run("copy", {"source": "a.txt", "destination": "b.txt"})
    assert not done.is_error, done.content
    assert done.display is not None and "-b" in done.display and "+a" in done.display
    # The records hold what the copy wrote: an edit needs no fresh read.
    edited = runtime.run("edit", {"path": "b.txt", "old_text": "a", "new_text": "c"})
    assert not edited.is_error, edited.content
    [changes] = read_log(checkpoints_dir(SESSION))
    assert list(changes.files) == [str(workspace / "b.txt")], "undo saved the destination, not the source"
    undo_latest(checkpoints_dir(SESSION))
    assert (workspace / "b.txt").read_text() == "b\n" and (workspace / "a.txt").read_text() == "a\n"
    copy = {"name": "copy", "arguments": {"source": "a.txt", "destination": "b.txt"}}
    assert runtime.plan([copy, {"name": "read", "arguments": {"path": "b.txt"}}]) == [[0], [1]]
    assert runtime.plan([copy, {"name": "read", "arguments": {"path": "a.txt"}}]) == [[0, 1]]


def test_the_parser_maps_the_names_a_tool_declares(workspace):
    runtime = runtime_with_copy(workspace)
    specs = runtime.specs()
    text = '<tool_call>{"name": "copy_file", "arguments": {"source": "a", "destination": "b"}}</tool_call>'
    declared = extract_tool_calls(
        text, [spec.model_dump() for spec in specs], aliases={s.name: s.aliases for s in specs}
    )
    assert [call.name for call in declared.calls] == ["copy"]
    assert all("aliases" not in spec.openai_dict()["function"] for spec in specs), "never sent to the model"


def test_the_name_lists_derive_from_the_tools():
    assert READ_ONLY_TOOLS == {"read", "grep", "glob", "ls", "show_output"}
    assert catalogue.path_tools() == ("read", "edit", "edit_lines", "write", "grep", "ls", "delete")
    assert catalogue.existing_path_tools() == ("read", "edit", "edit_lines", "delete")
    names = [alias for tool in catalogue.BUILT_IN_TOOLS for alias in tool.aliases]
    assert len(names) == len(set(names)), "an alias names one tool"
