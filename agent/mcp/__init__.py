"""MCP servers' tools as the agent's own: `config` (the [mcp.servers.NAME] tables, free of the `mcp`
package), `client` (the connections, on a background event loop), `convert` (names, schemas and results in the
agent's shapes), `tools` (a server's tool as a Tool)."""

# Every MCP tool is offered as mcp__SERVER__TOOL; the rest of the agent tells them apart by this prefix alone,
# so it is defined here, where importing it loads nothing of the `mcp` package.
TOOL_PREFIX = "mcp__"
