"""ToolRuntime: looks up a called tool, validates its arguments, runs it, and never raises for model mistakes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import ValidationError

from agent.messages import ToolCall, ToolResult, ToolSpec
from agent.tools.base import Tool, ToolFailure, Workspace
from agent.tools.files import EditTool, ReadTool, WriteTool
from agent.tools.shell import BashTool

TOOL_CLASSES: tuple[type[Tool], ...] = (ReadTool, EditTool, WriteTool, BashTool)


def describe_validation_error(tool: str, err: ValidationError) -> str:
    problems = []
    for item in err.errors():
        field = ".".join(str(p) for p in item["loc"]) or "(arguments)"
        if item["type"] == "missing":
            problems.append(f"missing required argument '{field}'")
        elif item["type"] == "extra_forbidden":
            problems.append(f"unknown argument '{field}'")
        else:
            problems.append(f"argument '{field}': {item['msg']}")
    return f"invalid arguments for {tool}: " + "; ".join(problems)


class ToolRuntime:
    def __init__(self, workspace: Path):
        self.workspace = Workspace(workspace)
        self.tools: dict[str, Tool] = {cls.name: cls(self.workspace) for cls in TOOL_CLASSES}

    def specs(self) -> list[ToolSpec]:
        return [type(tool).spec() for tool in self.tools.values()]

    def target(self, name: str, arguments: dict[str, Any]) -> str:
        tool = self.tools.get(name)
        if tool is None:
            return ""
        try:
            return tool.target(tool.Args.model_validate(arguments))
        except ValidationError:
            return str(arguments.get("path", ""))

    def check(self, name: str, arguments: dict[str, Any]) -> str | None:
        """Why this call is malformed (unknown tool, bad arguments), or None when it can run."""
        tool = self.tools.get(name)
        if tool is None:
            return f"unknown tool '{name}'; valid tools: {', '.join(self.tools)}"
        try:
            tool.Args.model_validate(arguments)
        except ValidationError as err:
            return describe_validation_error(name, err)
        return None

    def run(self, name: str, arguments: dict[str, Any]) -> ToolResult:
        problem = self.check(name, arguments)
        if problem is not None:
            return ToolResult(content=problem, is_error=True)
        tool = self.tools[name]
        args = tool.Args.model_validate(arguments)
        try:
            return tool.run(args)
        except ToolFailure as err:
            return ToolResult(content=str(err), is_error=True)
        except OSError as err:
            return ToolResult(content=f"{name} failed: {err.strerror or err}", is_error=True)

    def run_batch(self, calls: list[ToolCall | dict[str, Any]]) -> list[ToolResult]:
        results: list[ToolResult] = []
        for call in calls:
            if isinstance(call, dict):
                call = ToolCall(name=call["name"], arguments=call.get("arguments", {}))
            results.append(self.run(call.name, call.arguments))
        return results


def plan_batches(calls: list[ToolCall | dict[str, Any]]) -> list[list[int]]:
    """Groups of call indices that may run together. For now every call runs alone, in order."""
    return [[index] for index in range(len(calls))]
