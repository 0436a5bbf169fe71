"""A tool of an MCP server as one of the runtime's tools: offered as mcp__SERVER__TOOL with the server's
JSON schema, called through the session's `McpClient`, behind the same permission gate as every tool."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from agent.mcp.client import McpClient, McpToolInfo
from agent.mcp.fit import fit_tools
from agent.messages import ToolResult, ToolSpec
from agent.tools.tool import Tool, ToolArgs, Workspace

TARGET_CHARS = 60


class McpArgs(ToolArgs):
    """Any arguments: the server checks them against its own schema and says what is wrong."""

    model_config = ConfigDict(extra="allow")


class McpTool(Tool):
    description = "a tool of an MCP server"
    Args = McpArgs

    def __init__(self, workspace: Workspace, client: McpClient, info: McpToolInfo):
        super().__init__(workspace)
        self.name = info.name  # type: ignore[misc]  # per instance: the server names its tools
        self.client = client
        self.info = info

    def spec(self) -> ToolSpec:  # type: ignore[override]  # per instance, from the server's listing
        return ToolSpec(name=self.info.name, description=self.info.description, parameters=self.info.parameters)

    def target(self, args: Any) -> str:
        first = next((value for value in args.model_dump().values() if isinstance(value, str | int | float)), "")
        text = " ".join(str(first).split())
        return text if len(text) <= TARGET_CHARS else text[: TARGET_CHARS - 1] + "…"

    def run(self, args: Any) -> ToolResult:
        return self.client.call(self.info, args.model_dump())


def mcp_tools(client: McpClient, workspace: Workspace) -> list[McpTool]:
    return [McpTool(workspace, client, info) for info in client.tools()]


class OfferedMcpTools(BaseModel):
    """The MCP tools a runtime offers the model, and what it says of those left out to fit its window."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    tools: list[McpTool]
    left_out: set[str] = Field(default_factory=set)
    model_line: str | None = Field(None, description="for the end of the tool list: what was left out")


def offered_mcp_tools(tools: list[McpTool], client: McpClient, window: int | None) -> OfferedMcpTools:
    """`tools` cut to the client's share of `window` (all of them where the window is not known), the user told
    once of a cut."""
    if window is None:
        return OfferedMcpTools(tools=tools)
    cut = fit_tools([tool.spec() for tool in tools], int(window * client.tool_share))
    if not cut.left_out:
        return OfferedMcpTools(tools=tools)
    client.note_once(cut.user_note(window, client.tool_share))
    kept = {spec.name for spec in cut.kept}
    return OfferedMcpTools(
        tools=[tool for tool in tools if tool.name in kept],
        left_out={name for names in cut.left_out.values() for name in names},
        model_line=cut.model_line(),
    )


def left_out_refusal(name: str) -> str:
    return (
        f"{name} was left out of the offered tools to fit the model's window ([mcp] tool_share in config.toml); "
        "it cannot be called in this session"
    )
