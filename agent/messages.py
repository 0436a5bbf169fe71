"""The typed data that crosses module boundaries: messages, tool calls, tool results, usage."""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import BaseModel, Field

Role = Literal["system", "user", "assistant", "tool"]
CallSource = Literal["native", "grammar", "text", "script"]

# Every MCP tool is offered as mcp__SERVER__TOOL; the rest of the agent tells them apart by this prefix alone, so
# it lies here, below the permissions and the tools that need it, not in agent/mcp/ above them.
MCP_TOOL_PREFIX = "mcp__"


class ToolCall(BaseModel):
    """One call the model asked for. `source` says which path produced it (for the transcript)."""

    # Unique within a session: the conversation gives each new call a fresh id when it has none
    # or one already used (servers may repeat theirs), see Conversation.give_unique_call_ids.
    id: str = ""
    name: str
    arguments: dict[str, Any] = Field(default_factory=dict)
    source: CallSource = "native"
    # For calls parsed from text: the dialect they were written in, and whether the parser had
    # to repair them (near-JSON, aliases). Kept in the transcript.
    dialect: str | None = None
    repaired: bool = False
    # Argument names as written that the parser mapped onto a parameter (`file_path` -> `path`): said in the
    # call's result (agent/calls/checked_call.py), never stored.
    renamed: dict[str, str] = Field(default_factory=dict, exclude=True)


class MalformedCall(BaseModel):
    """Model output recognised as an attempted call that could not be used, and why (the same
    field names as the parser's CallError, which becomes one)."""

    snippet: str  # the start of the offending text
    message: str  # what was wrong and what to do, as sent back to the model


def call_from_parts(
    name: str, arguments: Any, raw: str, source: CallSource, call_id: str | None = None
) -> ToolCall | MalformedCall:
    """A call from a name and arguments as backends send them: an object, a JSON string (OpenAI),
    or nothing. Anything else is a MalformedCall saying what was wrong."""
    if not name:
        return MalformedCall(snippet=raw, message="tool call has no tool name")
    if arguments is None or (isinstance(arguments, str) and not arguments.strip()):
        arguments = {}
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments)
        except json.JSONDecodeError as err:
            return MalformedCall(snippet=raw, message=f"arguments of {name} are not valid JSON ({err.msg})")
    if not isinstance(arguments, dict):
        return MalformedCall(snippet=raw, message=f"arguments of {name} must be a JSON object")
    return ToolCall(id=call_id or "", name=name, arguments=arguments, source=source)


class Message(BaseModel):
    role: Role
    content: str = ""
    tool_calls: list[ToolCall] = Field(default_factory=list)
    # Set on role="tool": which call this answers, and whether the tool failed.
    tool_call_id: str | None = None
    name: str | None = None
    is_error: bool = False
    # Monotonic number given when the message joins the conversation; compaction and rollback
    # refer to messages by it (see agent.conversation.history).
    record: int | None = None


class Usage(BaseModel):
    prompt_tokens: int = 0
    completion_tokens: int = 0
    # Prompt tokens the backend actually had to evaluate (the rest came from its prompt cache).
    prompt_tokens_evaluated: int | None = None
    # Prompt tokens an in-process model took from a state saved on disk by an earlier run, and why a
    # saved state was refused when one was (the prompt was then read in full).
    prompt_tokens_restored: int | None = None
    model_state_note: str | None = None
    time_to_first_token_s: float | None = None
    total_time_s: float | None = None


class AssistantTurn(BaseModel):
    """What a provider returns for one request."""

    content: str = ""
    tool_calls: list[ToolCall] = Field(default_factory=list)
    malformed: list[MalformedCall] = Field(default_factory=list)
    usage: Usage = Field(default_factory=Usage)
    finish_reason: str = "stop"

    def as_message(self) -> Message:
        return Message(role="assistant", content=self.content, tool_calls=self.tool_calls)


class ToolSpec(BaseModel):
    """An OpenAI-style function spec; `parameters` is a JSON schema."""

    name: str
    description: str
    parameters: dict[str, Any]
    # The tool's facts for the agent's side, never sent: names the text parser maps to it, and the path
    # arguments grammar mode may restrict to the workspace's files (they must name an existing file).
    aliases: tuple[str, ...] = Field(default=(), exclude=True)
    existing_paths: tuple[str, ...] = Field(default=(), exclude=True)

    def openai_dict(self) -> dict[str, Any]:
        return {"type": "function", "function": self.model_dump()}


class ToolResult(BaseModel):
    content: str
    is_error: bool = False
    # For the human only (the diff of an edit or write): the model gets `content`, and the transcript
    # holds the message made from it, so this is never sent nor written.
    display: str | None = Field(default=None, exclude=True)
