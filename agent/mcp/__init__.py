"""MCP servers' tools as the agent's own: `config` (the [mcp.servers.NAME] tables, free of the `mcp`
package), `client` (the connections, on a background event loop), `tools` (a server's tool as a Tool)."""
