"""An MCP server that offers many tools (`python many_tools_server.py COUNT`), each with a description of its
own, like a server that wraps a large API: together they take far more than a model's window."""

from __future__ import annotations

import sys

from mcp.server.mcpserver import MCPServer

server = MCPServer("many")


@server.tool(name="endpoint_0")
def lookup(record_id: str, fields: list[str] | None = None) -> str:
    """Look up one record of the inventory API by its id."""
    return f"record {record_id}: {fields or 'all fields'}"


if __name__ == "__main__":
    # One tool is built the SDK's way and copied under the other names: building 5,000 takes seconds.
    tools = server._tool_manager._tools
    model = tools.pop("endpoint_0")
    for index in range(int(sys.argv[1])):
        name = f"endpoint_{index}"
        description = (
            f"Call endpoint number {index} of the inventory API: it looks up one record by its id and returns "
            "the record's fields as JSON, or an error when no record has that id."
        )
        tools[name] = model.model_copy(update={"name": name, "description": description})
    server.run("stdio")
