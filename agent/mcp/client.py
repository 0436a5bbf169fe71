"""The MCP client: the session's connections to its MCP servers, on one background event-loop thread.

The `mcp` package is async (anyio) and the agent loop is not: `McpClient` owns a blocking portal (an event
loop in a thread of its own), each server lives in one task on it (`ServerConnection.serve`, which holds
the SDK's `Client` open until it is told to stop), and the tools' calls are handed to that loop from
whichever thread runs them. Servers speak the initialize handshake ("legacy" in the SDK's words), which
every server of today answers and where `notifications/tools/list_changed` arrives as a notification.

Every server starts at once, each within one deadline (`startup_timeout_s`) for its whole start (spawn or
connect, initialize, the tool list), so slow servers cost the slowest one's timeout, not the sum; one that
misses it is reported, its connection closed (a stdio server's process ended) and its tools left out.

A server that dies during a call gives that call an error result, is restarted once per session and
reported; after a second death its tools are no longer offered. `close` stops every server (a stdio
server's whole process group, see `mcp.client.stdio`) and the thread.
"""

from __future__ import annotations

import concurrent.futures
import logging
import math
import tempfile
import threading
import time
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractContextManager, asynccontextmanager
from pathlib import Path
from typing import IO, Any

import anyio
import mcp.types as types
from anyio.from_thread import BlockingPortal, start_blocking_portal
from mcp import Client, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client
from mcp.shared.exceptions import MCPError
from pydantic import BaseModel, Field

from agent import __version__
from agent.mcp.convert import offered_name, offered_schema, result_text
from agent.mcp.mcp_config import DEFAULT_TOOL_SHARE, McpServerConfig
from agent.mcp.told_failures import ToldFailures
from agent.messages import ToolResult
from agent.processes import process_tree

CONNECTION_CLOSED = -32000  # the SDK's code for a connection that ended under a request
REQUEST_TIMEOUT = -32001
MAX_PAGES = 100  # of a tools/list walk: a server whose cursor never ends cannot hang the start
STOP_WAIT_S = 10.0
STDERR_TAIL = 400  # bytes of a dead server's stderr quoted in the report
MAX_DESCRIPTION = 2000  # characters of a tool's description: a server's essay costs every request its tokens
# The SDK logs what it survives (a server's stray stdout line, a failed session DELETE) with no handler set, so
# Python would print it on the user's terminal; what matters reaches the user through the client's notes.
logging.getLogger("mcp").addHandler(logging.NullHandler())


class McpToolInfo(BaseModel):
    """One tool a server offers, under the name the model calls it by."""

    server: str
    remote: str = Field(description="the server's own name for it")
    name: str = Field(description="mcp__SERVER__TOOL, as offered to the model")
    description: str
    parameters: dict[str, Any]


class ServerStatus(BaseModel):
    """What `agent mcp list` shows of one server."""

    name: str
    transport: str
    target: str
    source: str
    started: bool
    error: str | None = None
    down: str | None = None
    tools: list[McpToolInfo] = Field(default_factory=list)


class ServerGone(Exception):
    """The connection ended under a call (the server exited, or stopped answering on its transport)."""


def describe_error(err: BaseException) -> str:
    """One line for an exception that may be an ExceptionGroup from the SDK's task groups."""
    while isinstance(err, BaseExceptionGroup) and err.exceptions:
        err = err.exceptions[0]
    if isinstance(err, MCPError):
        return err.message
    text = str(err).strip() or type(err).__name__
    return text.splitlines()[0]


class ServerConnection:
    """One server: its config, its session (while `serve` runs on the client's loop) and its tools."""

    def __init__(self, name: str, config: McpServerConfig, source: str, workspace: Path):
        self.name = name
        self.config = config
        self.source = source
        self.workspace = workspace
        self.tools: list[McpToolInfo] = []
        self.error: str | None = None  # why it did not start
        self.down: str | None = None  # why it is no longer used (it died after its one restart)
        self.restarts = 0
        self.launches = 0  # which start of the server a call went to: a second report of one death is no new death
        self.task: concurrent.futures.Future[None] | None = None
        self.lock = threading.Lock()  # one restart at a time
        self.stderr: IO[bytes] | None = tempfile.TemporaryFile() if config.command is not None else None
        self.changed: Callable[[], None] = lambda: None
        self._client: Client | None = None
        self._stopping = False
        self._stale = False
        self._wake: anyio.Event | None = None
        self._refreshing: anyio.Lock | None = None
        self._starting: anyio.CancelScope | None = None
        self._ready = False  # the start succeeded (a connection past its deadline is closing, not started)
        self.deadline = 0.0  # time.monotonic() by which the launch must have started

    @property
    def started(self) -> bool:
        return self._client is not None and self._ready

    async def serve(self, ready: concurrent.futures.Future[None]) -> None:
        """Connect, list the tools, say so on `ready`, then keep the session until `stop` (re-listing the tools
        whenever the server says they changed). The start (spawn or connect, initialize, every page of the tool
        list) has one deadline, `startup_timeout_s`; past it the connection is closed, which ends a stdio
        server's process, whether or not anyone waits for the start."""
        self._wake, self._refreshing, self._stopping = anyio.Event(), anyio.Lock(), False
        self._starting = anyio.CancelScope(deadline=anyio.current_time() + self.config.startup_timeout_s)
        try:
            # The scope encloses the whole session: a deadline set on a scope inside `async with` could not be
            # left while the SDK's task group in it is open.
            with self._starting:
                async with self._connect() as client:
                    self._client = client
                    await self._refresh()
                    # No await since the refresh: `give_up` (on this loop) cannot fall between these lines.
                    self._starting.deadline = math.inf
                    self._ready = True
                    ready.set_result(None)
                    while not self._stopping:
                        await self._wake.wait()
                        self._wake = anyio.Event()
                        if self._stale and not self._stopping:
                            await self._refresh()
            if not ready.done():
                ready.set_exception(TimeoutError(self.startup_missed()))
        except Exception as err:
            if not ready.done():
                ready.set_exception(err)
        finally:
            self._client, self._ready = None, False

    def startup_missed(self) -> str:
        return f"it did not start within {self.config.startup_timeout_s:g} s (startup_timeout_s)"

    async def give_up(self, ready: concurrent.futures.Future[None]) -> BaseException | None:
        """End a start that is past its deadline; why it failed, or None where it started after all. Runs on
        the loop, so it never falls half way through `serve`'s success."""
        if not ready.done():
            if self._starting is not None:
                self._starting.cancel()
            ready.set_exception(TimeoutError(self.startup_missed()))
        return ready.exception()

    @asynccontextmanager
    async def _connect(self) -> AsyncIterator[Client]:
        info = types.Implementation(name="agent", version=__version__)
        options: dict[str, Any] = {"mode": "legacy", "message_handler": self._on_message, "cache": None}
        if self.config.command is not None:
            assert self.stderr is not None
            # Below a reaper of its own, as the bash tool's commands: the SDK starts the server in a session of
            # its own, so a server that ignores its closed input (and what it started) would outlive an agent
            # killed outright; the reaper's parent-death signal ends them all.
            argv: list[str] = [*process_tree.reaper_argv(), self.config.command, *self.config.args]
            parameters = StdioServerParameters(
                command=argv[0], args=argv[1:], env=self.config.env or None, cwd=self.workspace
            )
            # The server's stderr goes to a file, not the user's terminal; its tail explains a death.
            transport = stdio_client(parameters, errlog=self.stderr)  # type: ignore[arg-type]
            async with Client(transport, client_info=info, **options) as client:
                yield client
            return
        assert self.config.url is not None
        async with create_mcp_http_client(headers=self.config.headers or None) as http:
            async with Client(
                streamable_http_client(self.config.url, http_client=http), client_info=info, **options
            ) as client:
                yield client

    async def _on_message(self, message: Any) -> None:
        # Runs inside the session's receive loop: a request from here would wait on itself, so the re-list
        # happens in `serve` (or at the end of the call that is running).
        if isinstance(getattr(message, "root", message), types.ToolListChangedNotification):
            self._stale = True
            if self._wake is not None:
                self._wake.set()

    async def _refresh(self) -> None:
        client, lock = self._client, self._refreshing
        assert client is not None and lock is not None
        async with lock:
            self._stale = False
            listed: list[types.Tool] = []
            cursor: str | None = None
            for _ in range(MAX_PAGES):
                page = await client.list_tools(cursor=cursor)
                listed.extend(page.tools)
                cursor = page.next_cursor
                if not cursor:
                    break
            self.tools = [self._info(tool) for tool in listed]
            self.changed()

    def _info(self, tool: types.Tool) -> McpToolInfo:
        description = (tool.description or tool.title or "").strip() or f"the {tool.name} tool of {self.name}"
        if len(description) > MAX_DESCRIPTION:
            description = description[: MAX_DESCRIPTION - 1] + "…"
        return McpToolInfo(
            server=self.name,
            remote=tool.name,
            name=offered_name(self.name, tool.name),
            description=description,
            parameters=offered_schema(dict(tool.input_schema or {})),
        )

    async def call(self, remote: str, arguments: dict[str, Any]) -> types.CallToolResult:
        client = self._client
        if client is None:
            raise ServerGone("the server is not connected")
        try:
            result = await client.call_tool(remote, arguments, read_timeout_seconds=self.config.tool_timeout_s)
        except MCPError as err:
            if err.code == CONNECTION_CLOSED:
                raise ServerGone(err.message) from None
            raise
        except (anyio.ClosedResourceError, anyio.BrokenResourceError, OSError) as err:
            raise ServerGone(describe_error(err)) from None
        await self._settle()  # the call changed the server's tools: the next turn offers the new list
        return result

    async def _settle(self) -> None:
        """Let a re-list that a notification started end, or run it, before the call's result is given."""
        assert self._refreshing is not None
        async with self._refreshing:
            pass
        if self._stale:
            await self._refresh()

    async def stop(self) -> None:
        self._stopping = True
        if self._wake is not None:
            self._wake.set()

    def stderr_tail(self) -> str:
        if self.stderr is None:
            return ""
        try:
            self.stderr.seek(0, 2)
            size = self.stderr.tell()
            self.stderr.seek(max(0, size - STDERR_TAIL))
            tail = self.stderr.read().decode("utf-8", errors="replace").strip()
        except (OSError, ValueError):
            return ""
        lines = [line for line in tail.splitlines() if line.strip()]
        return lines[-1].strip() if lines else ""

    def status(self) -> ServerStatus:
        return ServerStatus(
            name=self.name,
            transport=self.config.transport,
            target=self.config.describe(),
            source=self.source,
            started=self.started,
            error=self.error,
            down=self.down,
            tools=list(self.tools) if self.started else [],
        )


class McpClient:
    """The session's MCP servers behind a synchronous face: `start`, `tools`, `call`, `close`.

    `generation` grows whenever the offered tools change (a server started, re-listed, restarted or given
    up), so the runtime re-reads them only then. `note` tells the user about starts that failed and
    servers that died; `changes` collects what the runtime reports at its next turn."""

    def __init__(
        self,
        servers: dict[str, tuple[McpServerConfig, str]],
        workspace: Path,
        note: Callable[[str], None] = lambda text: None,
        tool_share: float = DEFAULT_TOOL_SHARE,
        told: ToldFailures | None = None,
    ):
        self.note = note
        self.told = told  # a session's: a failure told at an earlier start gets one short line
        self.tool_share = tool_share  # of the model's window, for the tools offered (agent/mcp/fit.py)
        self._noted: set[str] = set()
        self.generation = 0
        self.connections = {
            name: ServerConnection(name, config, source, workspace) for name, (config, source) in servers.items()
        }
        for connection in self.connections.values():
            connection.changed = self._changed
        self._portal_context: AbstractContextManager[BlockingPortal] | None = None
        self._portal: BlockingPortal | None = None
        self._lock = threading.Lock()
        self._waiting: list[tuple[ServerConnection, concurrent.futures.Future[None]]] = []

    def _changed(self) -> None:
        with self._lock:
            self.generation += 1

    def note_once(self, text: str) -> None:
        """Tell the user `text` unless it was told already (every subagent's view cuts the same tool list)."""
        with self._lock:
            if text in self._noted:
                return
            self._noted.add(text)
        self.note(text)

    def start(self) -> None:
        """Start every server at once and wait for each (until its startup deadline); a server that does not
        start is reported, ended and left out, the others are used."""
        self.launch()
        self.wait()

    def launch(self) -> None:
        """Start every server at once, without waiting: a session opens its model meanwhile."""
        if not self.connections or self._portal is not None:
            return
        self._portal_context = start_blocking_portal()
        self._portal = self._portal_context.__enter__()
        self._waiting = [(connection, self._launch(connection)) for connection in self.connections.values()]

    def wait(self) -> None:
        """Wait until each launched server has started or failed (once; later calls return at once)."""
        with self._lock:
            waiting, self._waiting = self._waiting, []
        for connection, ready in waiting:
            self._await_start(connection, ready)

    def _launch(self, connection: ServerConnection) -> concurrent.futures.Future[None]:
        assert self._portal is not None
        ready: concurrent.futures.Future[None] = concurrent.futures.Future()
        connection.error = None
        connection.launches += 1
        connection.deadline = time.monotonic() + connection.config.startup_timeout_s
        if connection.stderr is not None:  # a restarted server's stderr explains its own death, not the last one's
            connection.stderr.seek(0)
            connection.stderr.truncate()
        connection.task = self._portal.start_task_soon(connection.serve, ready)
        return ready

    def _await_start(
        self, connection: ServerConnection, ready: concurrent.futures.Future[None], restart: bool = False
    ) -> bool:
        # Counted from the launch: servers launched together and waited for one after another cost the
        # slowest one's time, not the sum.
        concurrent.futures.wait([ready], timeout=max(0.0, connection.deadline - time.monotonic()))
        assert self._portal is not None
        # Not waited for: a server past its deadline is ended on the loop meanwhile, and `close` waits for that.
        failure = self._portal.call(connection.give_up, ready)
        if failure is None:
            if self.told is not None:
                self.told.forget(connection.name)
            return True
        connection.error = why = describe_error(failure)
        if tail := connection.stderr_tail():
            connection.error += f"; its stderr: {tail}"
        if restart:  # a failed restart is reported with the death that caused it
            return False
        if self.told is not None and self.told.already_told(connection.name, connection.config.describe(), why):
            self.note(f"MCP server {connection.name} still does not start, as before (`agent mcp list` says why)")
        else:
            self.note(f"MCP server {connection.name} did not start: {connection.error}")
        return False

    def tools(self) -> list[McpToolInfo]:
        """The tools of every server that runs, in config order."""
        offered: dict[str, McpToolInfo] = {}
        for connection in self.connections.values():
            if connection.started and connection.down is None:
                for tool in connection.tools:
                    offered.setdefault(tool.name, tool)
        return list(offered.values())

    def statuses(self) -> list[ServerStatus]:
        return [connection.status() for connection in self.connections.values()]

    def call(self, tool: McpToolInfo, arguments: dict[str, Any]) -> ToolResult:
        """Call `tool` on its server; every failure is a result the model reads (never an exception)."""
        connection = self.connections[tool.server]
        if connection.down is not None:
            return ToolResult(content=f"{tool.name} is not available: {connection.down}", is_error=True)
        assert self._portal is not None
        launch = connection.launches
        try:
            result = self._portal.call(connection.call, tool.remote, arguments)
        except ServerGone as err:
            return self._died(connection, tool, str(err), launch)
        except MCPError as err:
            if err.code == REQUEST_TIMEOUT:
                timeout = connection.config.tool_timeout_s
                return ToolResult(
                    content=f"{tool.name} did not answer within {timeout:g} s (tool_timeout_s of MCP server "
                    f"{connection.name}); the call was abandoned",
                    is_error=True,
                )
            return ToolResult(content=f"MCP server {connection.name} refused the call: {err.message}", is_error=True)
        except Exception as err:  # a result the SDK could not read, a transport failure it did not wrap
            return self._died(connection, tool, describe_error(err), launch)
        return ToolResult(content=result_text(result), is_error=bool(result.is_error))

    def _died(self, connection: ServerConnection, tool: McpToolInfo, why: str, launch: int) -> ToolResult:
        """The server ended under the call: restart it once (reported), or give it up the second time."""
        with connection.lock:
            tail = connection.stderr_tail()
            report = f"MCP server {connection.name} stopped during the call to {tool.name} ({why}"
            report += f"; its stderr: {tail})" if tail else ")"
            if connection.down is not None:
                return ToolResult(content=f"{report}; {connection.down}", is_error=True)
            if connection.launches != launch:  # another call saw the same death, and the server was restarted
                return ToolResult(
                    content=f"{report}. The server was restarted; the call did not complete: call it again if it "
                    "is safe to repeat",
                    is_error=True,
                )
            self._stop(connection)
            if connection.restarts >= 1:
                connection.down = (
                    "the server stopped again after its restart, so it is not used for the rest of the session"
                )
                self._changed()
                self.note(f"{report}; it stopped once before, so its tools are no longer offered")
                return ToolResult(
                    content=f"{report}; {connection.down}; its tools are no longer offered", is_error=True
                )
            connection.restarts += 1
            started = self._await_start(connection, self._launch(connection), restart=True)
            if not started:
                connection.down = f"it could not be restarted ({connection.error})"
                self._changed()
                self.note(f"{report}; it could not be restarted: {connection.error}")
                return ToolResult(content=f"{report}; {connection.down}", is_error=True)
            self.note(f"{report}; it was restarted")
            return ToolResult(
                content=f"{report}. The server was restarted; the call did not complete: call it again if it is "
                "safe to repeat",
                is_error=True,
            )

    def _stop(self, connection: ServerConnection) -> None:
        task, connection.task = connection.task, None
        if task is None or self._portal is None:
            return
        try:
            self._portal.call(connection.stop)
            task.result(timeout=STOP_WAIT_S)
        except concurrent.futures.TimeoutError:
            task.cancel()  # the SDK's shutdown kills the server's process group under cancellation too
        except Exception:  # noqa: S110 - a server that failed on its way out is stopped all the same
            pass

    def close(self) -> None:
        """Stop every server and the event loop's thread."""
        if self._portal is not None:
            for connection in self.connections.values():
                self._stop(connection)
        if self._portal_context is not None:
            context, self._portal_context, self._portal = self._portal_context, None, None
            context.__exit__(None, None, None)
        for connection in self.connections.values():
            if connection.stderr is not None:
                connection.stderr.close()
                connection.stderr = None
