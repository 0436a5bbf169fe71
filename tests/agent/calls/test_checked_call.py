"""A call's arguments are validated once, where the call enters the runtime, and everything downstream (the
confinement check, the hooks, the policy and the gate's question, batching, undo, the tool and the progress line)
reads that one validated value."""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from pydantic import Field, model_validator

from agent.calls.runtime import ToolRuntime
from agent.messages import ToolResult
from agent.permissions import Gate, Layer, NobodyToAsk, Policy, Rule, built_in_policy
from agent.providers.scripted import ScriptedProvider
from agent.records.transcript import Transcript
from agent.terminal.progress import Progress
from agent.tools.tool import PathArgument, Tool, ToolArgs
from agent.turns.loop import AgentLoop
from capabilities import Capability
from tests.agent.test_tool_facts import Recorder


class CountedArgs(ToolArgs):
    """Counts how often it is validated."""

    validations: ClassVar[int] = 0

    path: str = Field(description="a file")

    @model_validator(mode="before")
    @classmethod
    def _count(cls, data: Any) -> Any:
        CountedArgs.validations += 1
        return data


class CountedTool(Tool):
    name = "look"
    description = "Look at a file."
    Args = CountedArgs
    read_only = True
    path_arguments = (PathArgument(name="path", must_exist=True),)

    def run(self, args: CountedArgs) -> ToolResult:
        return ToolResult(content=f"looked at {args.path}")


class TargetsShown(Progress):
    """The progress line's target of each call."""

    def __init__(self, enabled: bool) -> None:
        super().__init__(enabled=enabled)
        self.targets: list[str] = []

    def tool(self, name: str, target: str, result: ToolResult, seconds: float | None = None) -> None:
        self.targets.append(target)
        super().tool(name, target, result, seconds)


def test_each_call_of_a_turn_is_validated_once(write_script, workspace: Path):
    script = write_script(
        {
            "tool_calls": [
                {"name": "look", "arguments": {"path": "hello.py"}},
                {"name": "look", "arguments": {"path": "hello.py", "colour": "red"}},
                {"name": "look", "arguments": {"path": "../outside.py"}},
            ]
        },
        {"content": "done"},
    )
    gate = Gate(Policy([Layer("test", (Rule(tool="*", action="allow"),))], workspace), NobodyToAsk())
    runtime = ToolRuntime(workspace, gate=gate)
    runtime.add_tool(CountedTool(runtime.workspace))
    progress = TargetsShown(enabled=False)
    loop = AgentLoop(ScriptedProvider(script), runtime, Capability(model="script"), Transcript.create(), progress)
    CountedArgs.validations = 0
    result = loop.run("look")
    assert CountedArgs.validations == 3, "each call's arguments are validated once, where the call enters"
    assert (result.status, result.tool_calls, result.malformed_tool_calls) == ("finished", 3, 1)
    ran, invalid, outside = [m for m in loop.messages if m.role == "tool"]
    assert ran.content == "looked at hello.py" and not ran.is_error
    assert invalid.is_error and invalid.content == "invalid arguments for look: unknown argument 'colour'"
    assert outside.is_error and "outside the workspace" in outside.content
    assert progress.targets == ["hello.py", "hello.py", "../outside.py"], "the progress line says what each was about"


def test_the_gate_reads_the_arguments_the_tool_runs_with(workspace: Path):
    """`"outside_sandbox": "false"` is False to the bash tool: the command runs in the sandbox, so the user is
    not asked about leaving it (a second reading of the raw text took the non-empty string for yes)."""
    recorder = Recorder()
    policy = Policy(built_in_policy(workspace).layers, workspace, sandboxed=True)
    runtime = ToolRuntime(workspace, gate=Gate(policy, recorder))
    stays = runtime.run("bash", {"command": "ls", "outside_sandbox": "false"})
    assert not stays.is_error, stays.content
    assert "hello.py" in stays.content and recorder.asked == []
    leaves = runtime.run("bash", {"command": "ls", "outside_sandbox": "true"})
    assert leaves.is_error and [request.call for request in recorder.asked] == ["ls"], "leaving it still asks"
