"""A small MCP server for the tests, written with the `mcp` package: `python demo_server.py stdio`, or
`python demo_server.py http PORT` (streamable HTTP on 127.0.0.1:PORT/mcp)."""

from __future__ import annotations

import os
import sys
import time

from mcp.server.mcpserver import Context, MCPServer
from pydantic import BaseModel

server = MCPServer("demo")


class Tree(BaseModel):
    """A nested, recursive argument: its JSON schema has definitions and references to them."""

    name: str
    children: list[Tree] = []


@server.tool()
def add(a: int, b: int) -> int:
    """Add two integers."""
    return a + b


@server.tool()
def count(tree: Tree) -> int:
    """The number of nodes in a tree."""
    return 1 + sum(count(child) for child in tree.children)


@server.tool()
def weather(city: str) -> dict[str, object]:
    """The weather in a city, as structured content."""
    return {"city": city, "temperature_c": 21, "sky": "clear"}


@server.tool()
def whoami() -> str:
    """The process id of the server and the environment variable DEMO_GREETING."""
    return f"pid={os.getpid()} greeting={os.environ.get('DEMO_GREETING', '')}"


@server.tool()
def headers(ctx: Context) -> str:
    """The X-Demo header of the HTTP request that called it."""
    return str((ctx.headers or {}).get("x-demo", ""))


@server.tool()
async def grow(ctx: Context) -> str:
    """Offer one more tool, `fresh`, and tell the client that the tool list changed."""
    server.add_tool(lambda: "fresh from the server", name="fresh", description="A tool added while running.")
    await ctx.session.send_tool_list_changed()
    return "grown"


@server.tool()
def crash() -> str:
    """Exit the server process in the middle of the call."""
    print("demo server: crashing on purpose", file=sys.stderr, flush=True)
    os._exit(3)


@server.tool()
def slow(seconds: float) -> str:
    """Sleep, then answer."""
    time.sleep(seconds)
    return "slept"


@server.tool()
def fail() -> str:
    """A tool whose call fails."""
    raise ValueError("the demo tool failed")


if __name__ == "__main__":
    if sys.argv[1:2] == ["http"]:
        server.run("streamable-http", host="127.0.0.1", port=int(sys.argv[2]))
    else:
        server.run("stdio")
