"""The built-in tools, in the order the model is offered them, and the name lists derived from what each
declares (agent/tools/tool.py `Tool`): adding a tool is its module, one line here and its permission
default (agent/permissions/defaults.toml); nothing else names it."""

from __future__ import annotations

from agent.tools.delete import DeleteTool
from agent.tools.files import EditTool, ReadTool, WriteTool
from agent.tools.line_edit import EditLinesTool
from agent.tools.search_tools import GlobTool, GrepTool, LsTool
from agent.tools.shell import BashTool
from agent.tools.show_output import ShowOutputTool
from agent.tools.tool import Tool

BUILT_IN_TOOLS: tuple[type[Tool], ...] = (
    ReadTool,
    EditTool,
    EditLinesTool,
    WriteTool,
    BashTool,
    GrepTool,
    GlobTool,
    LsTool,
    DeleteTool,
    ShowOutputTool,
)


def tool_names() -> list[str]:
    return [tool.name for tool in BUILT_IN_TOOLS]


def read_only_tools() -> frozenset[str]:
    """Tools that change nothing: a subagent kind that uses only these may run beside others."""
    return frozenset(tool.name for tool in BUILT_IN_TOOLS if tool.read_only)


def path_tools() -> tuple[str, ...]:
    """Tools with a path argument: a `--deny TOOL:GLOB` rule matches their paths."""
    return tuple(tool.name for tool in BUILT_IN_TOOLS if tool.path_arguments)


def existing_path_tools() -> tuple[str, ...]:
    """Tools with a path argument that must name an existing file (grammar mode may offer only those)."""
    return tuple(tool.name for tool in BUILT_IN_TOOLS if any(path.must_exist for path in tool.path_arguments))
