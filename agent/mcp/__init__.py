"""MCP servers' tools as the agent's own: `config` (the [mcp.servers.NAME] tables, free of the `mcp`
package), `client` (the connections, on a background event loop), `convert` (names, schemas and results in the
agent's shapes), `tools` (a server's tool as a Tool)."""
