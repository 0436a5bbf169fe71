"""A tool of an MCP server as one of the runtime's tools: offered as mcp__SERVER__TOOL with the server's
JSON schema, called through the session's `McpClient`, behind the same permission gate as every tool."""

from __future__ import annotations

from typing import Any

from pydantic import ConfigDict

from agent.mcp.client import McpClient, McpToolInfo
from agent.messages import ToolResult, ToolSpec
from agent.tools.base import Tool, ToolArgs, Workspace

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
