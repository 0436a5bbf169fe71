"""A scripted model: plays back assistant turns from a JSONL file, for deterministic tests of the loop.

Each line is one turn: {"content": "...", "tool_calls": [{"name": "read", "arguments": {...}}]};
either key may be absent. A tool call entry is checked only when it is played, so a script can
feed the loop malformed calls on purpose. Internal requests (a compaction summary) are answered
by the next line if it is {"summary": "..."}, else with a fixed text that uses up no line.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from agent.errors import ScriptExhaustedError, UserError
from agent.messages import AssistantTurn, MalformedCall, Message, ToolCall, Usage, call_from_parts
from agent.providers.base import ChatRequest, ProviderEvent, TextDelta, ToolCallStarted, TurnDone
from agent.tokens import estimate_tokens, message_tokens

SCRIPT_KEYS = {"content", "tool_calls", "summary"}
SCRIPTED_SUMMARY = "Summary of the earlier conversation (scripted model): the task was started and tools were used."


def load_script(path: Path) -> list[dict[str, Any]]:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise UserError(
            f"script file {path} does not exist; give an existing JSONL file to --model script:FILE"
        ) from None
    except (OSError, UnicodeDecodeError) as err:
        raise UserError(f"cannot read script file {path}: {err}") from None
    turns = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        where = f"script {path} line {number}"
        try:
            turn = json.loads(line)
        except json.JSONDecodeError as err:
            raise UserError(
                f"{where} is not valid JSON ({err.msg}); each line must be one object like "
                '{"content": "...", "tool_calls": [{"name": "read", "arguments": {"path": "a.py"}}]}'
            ) from None
        if not isinstance(turn, dict):
            raise UserError(f"{where} is a {type(turn).__name__}, not a JSON object")
        unknown = set(turn) - SCRIPT_KEYS
        if unknown:
            raise UserError(f"{where} has unknown key(s) {sorted(unknown)}; allowed: content, tool_calls, summary")
        if not isinstance(turn.get("content", ""), str):
            raise UserError(f"{where}: content must be a string")
        if "summary" in turn and (set(turn) != {"summary"} or not isinstance(turn["summary"], str)):
            raise UserError(f'{where}: a summary line holds only {{"summary": "text"}}')
        if not isinstance(turn.get("tool_calls", []), list):
            raise UserError(f"{where}: tool_calls must be a list")
        turns.append(turn)
    if not turns:
        raise UserError(f"script {path} holds no turns; write one JSON object per line")
    return turns


def scripted_call(entry: Any) -> ToolCall | MalformedCall:
    raw = json.dumps(entry, ensure_ascii=False)
    if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
        return MalformedCall(snippet=raw, message="tool call has no tool name")
    return call_from_parts(entry["name"], entry.get("arguments", {}), raw, "script")


class ScriptedProvider:
    def __init__(self, path: Path):
        self.path = path
        self.model_id = f"script:{path}"
        self.turns = load_script(path)
        self.played = 0
        self._token_cache: dict[tuple[int | None, str, int], int] = {}

    def _prompt_tokens(self, messages: list[Message]) -> int:
        # Counted like a server would, but cached per message (str hashes are cached by Python),
        # so a long session does not re-tokenise its history every turn.
        total = 0
        for message in messages:
            if message.record is None:  # not part of a conversation: nothing to key a cache on
                total += message_tokens(message)
                continue
            key = (message.record, message.role, hash(message.content))
            if key not in self._token_cache:
                self._token_cache[key] = message_tokens(message)
            total += self._token_cache[key]
        return total

    def stream(self, request: ChatRequest) -> Iterator[ProviderEvent]:
        prompt_tokens = self._prompt_tokens(request.messages)
        upcoming = self.turns[self.played] if self.played < len(self.turns) else {}
        if request.purpose == "summary":
            summary = SCRIPTED_SUMMARY
            if "summary" in upcoming:
                summary = upcoming["summary"]
                self.played += 1
            usage = Usage(prompt_tokens=prompt_tokens, completion_tokens=estimate_tokens(summary))
            yield TextDelta(text=summary)
            yield TurnDone(turn=AssistantTurn(content=summary, usage=usage))
            return
        if "summary" in upcoming:
            raise ScriptExhaustedError(
                f"script {self.path} turn {self.played + 1} is a summary, but the agent asked for a normal turn"
            )
        if self.played >= len(self.turns):
            raise ScriptExhaustedError(
                f"script {self.path} has no more turns (it holds {len(self.turns)}); add lines or lower --max-turns"
            )
        entry = self.turns[self.played]
        self.played += 1
        turn = AssistantTurn(content=entry.get("content", ""))
        if turn.content:
            yield TextDelta(text=turn.content)
        for raw_call in entry.get("tool_calls", []):
            call = scripted_call(raw_call)
            if isinstance(call, ToolCall):
                yield ToolCallStarted(name=call.name)
                turn.tool_calls.append(call)
            else:
                turn.malformed.append(call)
        turn.usage = Usage(prompt_tokens=prompt_tokens, completion_tokens=estimate_tokens(json.dumps(entry)))
        yield TurnDone(turn=turn)

    def count_request_tokens(self, request: ChatRequest) -> int | None:
        return None  # like a server model: the loop estimates, calibrated by the usage reported

    def close(self) -> None:
        pass
