"""A scripted model: plays back assistant turns from a JSONL file, for deterministic tests of the loop.

Each line is one turn: {"content": "...", "tool_calls": [{"name": "read", "arguments": {...}}]};
either key may be absent; a file whose one line is {"reader": {...}} is a calibration model instead
(agent/providers/scripted_reader.py); "delay_s": N keeps the turn going N seconds after its text is streamed (a
slow model, for tests of streaming and of Ctrl-C during a request); "write_s": N writes each call's
arguments in pieces over N seconds, as a server streams a native call (what the live view shows of a call
being written). A tool call entry is checked only
when it is played, so a script can feed the loop malformed calls on purpose. Internal requests (a
compaction summary) are answered by the next line if it is {"summary": "..."}, else with a fixed text
that uses up no line.

One file serves every request made to it, in the order they are made: the main agent's and those of
the subagents that use the same model (a `task` call's subagent asks the parent's provider object,
so its turns are the lines after the parent's turn that called `task`, and the parent's next turn
comes after the subagent's final answer). A subagent kind with a model of its own (`model =
"script:other.jsonl"`) is served from that file instead, from its first line on, by one provider for
the whole run: its subagents take that file's lines in the order they ask. Subagents running in
parallel ask one at a time, in an order that depends on timing, so give them lines that fit either
order (or their own script files).
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from agent.errors import ScriptExhaustedError, UserError
from agent.messages import AssistantTurn, MalformedCall, Message, ToolCall, Usage, call_from_parts
from agent.providers.provider import ChatRequest, ProviderEvent, TextDelta, TurnDone
from agent.providers.scripted_reader import ReaderScript, reader_turn
from agent.providers.tool_modes import NativeCall, TurnAssembler
from agent.tokens import estimate_tokens, message_tokens, tool_spec_tokens

SCRIPT_KEYS = {"content", "tool_calls", "summary", "delay_s", "write_s", "reader"}
WRITTEN_PIECES = 40  # how many pieces a call written over write_s seconds comes in
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
        except RecursionError:  # nested past Python's recursion limit (about 1,000 levels)
            raise UserError(f"{where} nests too deeply to read; a turn needs only a few levels") from None
        if not isinstance(turn, dict):
            raise UserError(f"{where} is a {type(turn).__name__}, not a JSON object")
        unknown = set(turn) - SCRIPT_KEYS
        if unknown:
            raise UserError(f"{where} has unknown key(s) {sorted(unknown)}; allowed: {', '.join(sorted(SCRIPT_KEYS))}")
        if not isinstance(turn.get("content", ""), str):
            raise UserError(f"{where}: content must be a string")
        if "summary" in turn and (set(turn) != {"summary"} or not isinstance(turn["summary"], str)):
            raise UserError(f'{where}: a summary line holds only {{"summary": "text"}}')
        for key in ("delay_s", "write_s"):
            delay = turn.get(key, 0)
            if isinstance(delay, bool) or not isinstance(delay, int | float) or delay < 0:
                raise UserError(f"{where}: {key} must be a number of seconds, 0 or more")
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


def _reader_of(turns: list[dict[str, Any]], path: Path) -> ReaderScript | None:
    if not any("reader" in turn for turn in turns):
        return None
    if len(turns) != 1 or set(turns[0]) != {"reader"}:
        raise UserError(f'script {path}: a reader script is one line holding only {{"reader": {{...}}}}')
    try:
        return ReaderScript.model_validate(turns[0]["reader"])
    except ValidationError as err:
        raise UserError(f"script {path}: the reader is not valid: {err.errors()[0]['msg']}") from None


class ScriptedProvider:
    def __init__(self, path: Path):
        self.path = path
        self.model_id = f"script:{path}"
        self.turns = load_script(path)
        self.reader = _reader_of(self.turns, path)
        self.played = 0
        self._taking = threading.Lock()  # parallel subagents may share this provider: each line is played once
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
        if self.reader is not None:  # counts the tools too, as a server's prompt holds them
            yield from reader_turn(self.reader, request, prompt_tokens + tool_spec_tokens(request.tools))
            return
        with self._taking:
            entry = self._take(request)
        if request.purpose == "summary":
            summary = entry.get("summary", SCRIPTED_SUMMARY)
            usage = Usage(prompt_tokens=prompt_tokens, completion_tokens=estimate_tokens(summary))
            yield TextDelta(text=summary)
            yield TurnDone(turn=AssistantTurn(content=summary, usage=usage))
            return
        turn = AssistantTurn(content=entry.get("content", ""))
        if turn.content:
            yield TextDelta(text=turn.content)
        time.sleep(entry.get("delay_s", 0))
        assembler = TurnAssembler(request, "native")  # only for its events: the turn is the script's
        for raw_call in entry.get("tool_calls", []):
            call = scripted_call(raw_call)
            if isinstance(call, ToolCall):
                yield from self._written(assembler, call, entry.get("write_s", 0))
                turn.tool_calls.append(call)
            else:
                turn.malformed.append(call)
        turn.usage = Usage(prompt_tokens=prompt_tokens, completion_tokens=estimate_tokens(json.dumps(entry)))
        yield TurnDone(turn=turn)

    @staticmethod
    def _written(assembler: TurnAssembler, call: ToolCall, seconds: float) -> Iterator[ProviderEvent]:
        """The events of `call` as a server streams it: its name, then its arguments, over `seconds`."""
        written = NativeCall(call.id or None)
        if not seconds:
            yield from assembler.add_native_piece(written, call.name, call.arguments)
            return
        text = json.dumps(call.arguments, ensure_ascii=False)
        step = max(len(text) // WRITTEN_PIECES, 1)
        yield from assembler.add_native_piece(written, call.name, "")
        for start in range(0, len(text), step):
            time.sleep(seconds * step / len(text))
            yield from assembler.add_native_piece(written, "", text[start : start + step])

    def _take(self, request: ChatRequest) -> dict[str, Any]:
        """The line that answers `request` (an empty one for a summary the script does not hold)."""
        upcoming = self.turns[self.played] if self.played < len(self.turns) else {}
        if request.purpose == "summary":
            if "summary" in upcoming:
                self.played += 1
                return upcoming
            return {}
        if "summary" in upcoming:
            raise ScriptExhaustedError(
                f"script {self.path} turn {self.played + 1} is a summary, but the agent asked for a normal turn"
            )
        if self.played >= len(self.turns):
            raise ScriptExhaustedError(
                f"script {self.path} has no more turns (it holds {len(self.turns)}); add lines or lower --max-turns"
            )
        self.played += 1
        return self.turns[self.played - 1]

    def count_request_tokens(self, request: ChatRequest) -> int | None:
        return None  # like a server model: the loop estimates, calibrated by the usage reported

    def close(self) -> None:
        pass
