"""The `[mcp.servers.NAME]` tables of a config.toml: which MCP servers to start and how to reach them.

    [mcp.servers.files]             # stdio: the agent starts the command and speaks MCP on its stdin/stdout
    command = "npx"
    args = ["-y", "@modelcontextprotocol/server-filesystem", "/home/me/notes"]
    env = { LOG_LEVEL = "warn" }

    [mcp.servers.tracker]           # streamable HTTP: a server that is already running
    url = "http://127.0.0.1:8931/mcp"
    headers = { Authorization = "Bearer ..." }

    [mcp]
    tool_share = 0.25               # of the model's window, for all servers' tools together (agent/mcp/fit.py)

Kept free of the `mcp` package, so reading a config costs no import of it.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

SERVER_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*\Z")
# Of the effective window: the rest is the system prompt's, the built-in tools', the task's and the work's.
DEFAULT_TOOL_SHARE = 0.25


class McpServerConfig(BaseModel):
    """One server: `command` (stdio) or `url` (streamable HTTP), never both."""

    model_config = ConfigDict(extra="forbid")

    command: str | None = Field(None, description="the program that runs the server (stdio)")
    args: list[str] = Field(default_factory=list, description="its arguments (stdio)")
    env: dict[str, str] = Field(default_factory=dict, description="environment variables it gets (stdio)")
    url: str | None = Field(None, description="the server's streamable HTTP endpoint")
    headers: dict[str, str] = Field(default_factory=dict, description="HTTP headers sent with every request")
    startup_timeout_s: float = Field(30.0, gt=0, description="how long it may take to start and list its tools")
    tool_timeout_s: float = Field(120.0, gt=0, description="how long one tool call may take")

    @model_validator(mode="after")
    def _one_transport(self) -> McpServerConfig:
        if (self.command is None) == (self.url is None):
            raise ValueError("give either `command` (a server the agent starts) or `url` (one already running)")
        if self.url is not None and (self.args or self.env):
            raise ValueError("`args` and `env` are for a server the agent starts (`command`), not for a `url`")
        if self.command is not None and self.headers:
            raise ValueError("`headers` are for a server reached by `url`, not for a `command`")
        if self.url is not None and not self.url.startswith(("http://", "https://")):
            raise ValueError(f"`url` must start with http:// or https://, got {self.url!r}")
        return self

    @property
    def transport(self) -> Literal["stdio", "http"]:
        return "stdio" if self.command is not None else "http"

    def describe(self) -> str:
        """The server as the user wrote it (headers and env left out: they may hold tokens)."""
        if self.command is not None:
            return " ".join([self.command, *self.args])
        return self.url or ""


class McpConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")

    servers: dict[str, McpServerConfig] = Field(default_factory=dict)
    tool_share: float = Field(
        DEFAULT_TOOL_SHARE,
        gt=0,
        le=1,
        description="the share of the model's window that all MCP tools offered may take together; past it the "
        "largest servers' tools are left out (the user's config.toml wins over a trusted project's)",
    )

    @field_validator("servers")
    @classmethod
    def _names(cls, servers: dict[str, McpServerConfig]) -> dict[str, McpServerConfig]:
        for name in servers:
            if not SERVER_NAME.match(name) or "__" in name:
                raise ValueError(
                    f"server name {name!r}: use letters, digits, '-' and single '_' (it becomes part of the tool "
                    "names, mcp__NAME__TOOL)"
                )
        return servers
