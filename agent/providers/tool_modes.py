"""The tool modes in one place, for every provider: how a request is written, how a reply is read.

native:  tool specs go to the server, its structured calls come back. A call that comes back
         malformed, or a reply with calls written into the text, falls back to the text parser.
text:    the tool instructions of the capability's dialect go into the system prompt and the
         reply text is parsed (`parsers.extract_tool_calls`).
grammar: the backend constrains the reply to `parsers.grammar.tool_call_schema`; the JSON is read
         by `prompting.parse_grammar_output`.
summary: an internal request (compaction) answered in plain text.

Server providers feed `TurnAssembler` the chunks they receive, the in-process provider the pieces
it generates; every call records the path that produced it (`ToolCall.source`).
"""

from __future__ import annotations

import json
import re
from typing import Any, Literal

from agent.messages import AssistantTurn, MalformedCall, Message, ToolCall, call_from_parts
from agent.providers.call_writing import CallBeingWritten
from agent.providers.json_prefix import decode_json_string_prefix
from agent.providers.prompting import (
    chat_messages,
    completion_prompt,
    grammar_instructions,
    grammar_turn,
    parse_grammar_output,
    summary_prompt,
)
from agent.providers.provider import ChatRequest, ProviderEvent, TextDelta, ToolCallStarted
from parsers import ParseResult, StreamingParser, extract_tool_calls, render_call, render_tool_instructions
from parsers.grammar import tool_call_schema
from parsers.toolset import ToolSet

Wire = Literal["openai", "ollama"]
# How one request is written and its reply read: a tool mode, or an internal summary.
TurnMode = Literal["summary", "native", "text", "grammar"]
CUT_OFF = "the reply was cut off at the token limit before it was complete; write a shorter reply"
_GRAMMAR_TOOL = re.compile(r'^\s*\{\s*"tool"\s*:\s*"([^"]+)"')
_GRAMMAR_FINAL = re.compile(r'^\s*\{\s*"final"\s*:\s*"')


def tool_dicts(request: ChatRequest) -> list[dict[str, Any]]:
    return [spec.openai_dict() for spec in request.tools]


def tool_aliases(request: ChatRequest) -> dict[str, tuple[str, ...]] | None:
    """The other names each offered tool declares, for the text parser (never sent to the model); None when
    none declares any (specs made elsewhere): the parser's common names then."""
    if not any(spec.aliases for spec in request.tools):
        return None
    return {spec.name: spec.aliases for spec in request.tools}


def grammar_schema(request: ChatRequest) -> dict[str, Any]:
    return tool_call_schema(tool_dicts(request))


def turn_mode(request: ChatRequest) -> TurnMode:
    return "summary" if request.purpose == "summary" else request.capability.tool_mode


def render_prompt(request: ChatRequest, mode: TurnMode, wire: Wire) -> str | list[dict[str, Any]]:
    """What the model is shown for `mode`: a text to complete (a summary request, a grammar-mode
    base model) or chat messages."""
    if mode == "summary":
        return summary_prompt(request.messages)
    if mode == "grammar":
        if request.capability.prompt_style == "completion":
            return completion_prompt(request.messages, request.tools)
        return chat_messages(request.messages, grammar_instructions(request.tools), grammar_turn)
    if mode == "text":
        dialect = request.capability.tool_format
        instructions = render_tool_instructions(tool_dicts(request), dialect) if request.tools else ""

        def text_turn(message: Message) -> str:
            calls = [render_call(c.name, c.arguments, dialect) for c in message.tool_calls]
            return "\n".join([message.content] * bool(message.content) + calls)

        return chat_messages(request.messages, instructions, text_turn)
    return [_native_message(m, wire) for m in request.messages]


def render_messages(request: ChatRequest, wire: Wire) -> list[dict[str, Any]]:
    """The conversation as chat messages for a server on `wire`, written for the request's tool mode.
    A text to complete goes as one user message (a base model behind a chat endpoint; the grammar does the rest)."""
    prompt = render_prompt(request, turn_mode(request), wire)
    return [{"role": "user", "content": prompt}] if isinstance(prompt, str) else prompt


def _native_message(message: Message, wire: Wire) -> dict[str, Any]:
    if message.role == "tool":
        if wire == "ollama":
            return {"role": "tool", "content": message.content, "tool_name": message.name}
        return {"role": "tool", "content": message.content, "tool_call_id": message.tool_call_id}
    rendered: dict[str, Any] = {"role": message.role, "content": message.content}
    if message.tool_calls:
        if wire == "ollama":
            rendered["tool_calls"] = [
                {"function": {"name": c.name, "arguments": c.arguments}} for c in message.tool_calls
            ]
        else:
            rendered["tool_calls"] = [
                {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": json.dumps(c.arguments)}}
                for c in message.tool_calls
            ]
    return rendered


class NativeCall:
    """A structured call as a server sent it, before it is checked: arguments may be a string,
    an object, or pieces of a string still arriving."""

    def __init__(self, call_id: str | None = None, name: str = "", arguments: Any = None):
        self.id = call_id
        self.name = name
        self.arguments = arguments

    def add_arguments(self, piece: Any) -> None:
        if isinstance(piece, str) and (self.arguments is None or isinstance(self.arguments, str)):
            self.arguments = (self.arguments or "") + piece
        elif piece is not None:
            self.arguments = piece

    def to_call(self) -> ToolCall | MalformedCall:
        raw = json.dumps({"name": self.name, "arguments": self.arguments}, ensure_ascii=False, default=str)
        return call_from_parts(self.name, self.arguments, raw, "native", self.id)


class TurnAssembler:
    """Collects one streamed reply (text pieces and native calls) into stream events and a turn.
    `mode` defaults to the request's own (`turn_mode`)."""

    def __init__(self, request: ChatRequest, mode: TurnMode | None = None):
        self.request = request
        self.mode: TurnMode = mode or turn_mode(request)
        self.text = ""
        self.native: list[NativeCall] = []
        self.chunks = 0  # content pieces received: a token count when the server reports none
        self._parser = (
            StreamingParser(tool_dicts(request), request.capability.tool_format, tool_aliases(request))
            if self.mode in ("text", "native")
            else None
        )
        self._announced = False
        self._names: ToolSet | None = None  # the offered tools, to name an aliased call as it starts
        self._writing: CallBeingWritten | None = None  # the call the model is writing now (text and grammar)
        self._writing_from = 0  # where its text starts
        self._final_read: int | None = None  # where the undecoded rest of a grammar-mode final answer starts
        self._shown = ""  # text already sent as TextDelta (text and native modes)

    def add_text(self, piece: str) -> list[ProviderEvent]:
        if not piece:
            return []
        self.chunks += 1
        self.text += piece
        if self.mode == "summary":
            return [TextDelta(text=piece)]
        if self.mode == "grammar":
            return self._grammar_events()
        events: list[ProviderEvent] = []
        if self._parser is None:  # only summary and grammar turns have none, and they returned above
            return events
        for event in self._parser.feed(piece):
            if event.kind == "text" and event.text:
                self._shown += event.text
                events.append(TextDelta(text=event.text))
            elif event.kind == "call_start" and event.name:
                events.append(ToolCallStarted(name=event.name))
                start = self._parser.pending_start
                self._writing = CallBeingWritten(event.name)
                self._writing_from = start if start is not None else len(self.text) - len(piece)
            elif event.kind == "call":
                self._writing = None
        if self._writing is not None and not self.native:
            events.append(self._writing.grew(self.text[self._writing_from :]))
        return events

    def offered_name(self, written: str) -> str:
        """The offered tool a call's name means (an alias or a near spelling mapped), else the name as written."""
        if self._names is None:
            self._names = ToolSet(tool_dicts(self.request), tool_aliases(self.request))
        name, _ = self._names.resolve(written)
        return name or written

    def _grammar_events(self) -> list[ProviderEvent]:
        if self._writing is not None:
            return [self._writing.grew(self.text)]
        if self._announced:
            return []
        if match := _GRAMMAR_TOOL.match(self.text):
            self._announced = True
            self._writing = CallBeingWritten(self.offered_name(match.group(1)))
            return [ToolCallStarted(name=self._writing.name), self._writing.grew(self.text)]
        if self._final_read is None:
            if not (match := _GRAMMAR_FINAL.match(self.text)):
                return []
            self._final_read = match.end()
        # Decoded a piece at a time: the answer may be long and arrive one token per piece.
        piece, used = decode_json_string_prefix(self.text, self._final_read)
        self._final_read += used
        return [TextDelta(text=piece)] if piece else []

    def unshown_text(self, turn: AssistantTurn) -> list[ProviderEvent]:
        """The end of the turn's text that the streaming parser held back (it might have begun a call)."""
        if self.mode not in ("text", "native") or not turn.content:
            return []
        shown = self._shown.strip()
        if turn.content.startswith(shown) and len(turn.content) > len(shown):
            return [TextDelta(text=turn.content[len(shown) :])]
        return []

    def add_native_call(self, call: NativeCall) -> list[ProviderEvent]:
        """A native call that came whole (Ollama's)."""
        self.native.append(call)
        if not call.name:
            return []
        writing = CallBeingWritten(self.offered_name(call.name))
        return [ToolCallStarted(name=writing.name), writing.given(call.arguments)]

    def add_native_piece(self, call: NativeCall, name: str, arguments: Any) -> list[ProviderEvent]:
        """A piece of a native call still arriving (OpenAI-style deltas): its name once, then its arguments."""
        events: list[ProviderEvent] = []
        if name and not call.name:
            call.name = name
            self._writing = CallBeingWritten(self.offered_name(name))
            events.append(ToolCallStarted(name=self._writing.name))
        call.add_arguments(arguments)
        if self._writing is not None and call.name and call.arguments is not None:
            events.append(self._writing.given(call.arguments))
        return events

    def finish(self, finish_reason: str | None) -> AssistantTurn:
        reason = finish_reason or "stop"
        if self.mode == "summary":
            return AssistantTurn(content=self.text.strip(), finish_reason=reason)
        if self.mode == "grammar":
            return parse_grammar_output(self.text, reason)
        turn = AssistantTurn(finish_reason=reason)
        if self.native:
            checked = [call.to_call() for call in self.native]
            good = [c for c in checked if isinstance(c, ToolCall)]
            bad = [c for c in checked if isinstance(c, MalformedCall)]
            if not bad:
                turn.content, turn.tool_calls = self.text.strip(), good
                return turn
            # A malformed native call: the model may have written the calls in its text too.
            parsed = self._parse_text()
            if parsed.calls:
                return self._from_parse(parsed, reason)
            turn.content, turn.tool_calls, turn.malformed = parsed.content, good, bad
            return self._cut_off(turn)
        return self._from_parse(self._parse_text(), reason)

    def _parse_text(self) -> ParseResult:
        return (
            self._parser.finish()
            if self._parser is not None
            else extract_tool_calls(
                self.text, tool_dicts(self.request), self.request.capability.tool_format, tool_aliases(self.request)
            )
        )

    def _from_parse(self, parsed: ParseResult, reason: str) -> AssistantTurn:
        turn = AssistantTurn(content=parsed.content.strip(), finish_reason=reason)
        calls = parsed.calls
        if reason == "length" and calls and calls[-1].repaired:
            # The parser completed a call the model never finished: running it would, say,
            # write half a file. The truncated call is reported as cut off instead.
            turn.malformed.append(MalformedCall(snippet=json.dumps(calls[-1].arguments)[:200], message=CUT_OFF))
            calls = calls[:-1]
        turn.tool_calls = [
            ToolCall(
                name=c.name,
                arguments=c.arguments,
                source="text",
                dialect=c.dialect,
                repaired=c.repaired,
                renamed=c.renamed,
            )
            for c in calls
        ]
        turn.malformed += [MalformedCall(snippet=e.snippet, message=e.message) for e in parsed.errors]
        return self._cut_off(turn)

    @staticmethod
    def _cut_off(turn: AssistantTurn) -> AssistantTurn:
        """Output cut off at the token limit is not a format error: ask for a shorter reply."""
        if turn.finish_reason != "length" or turn.tool_calls or any(m.message == CUT_OFF for m in turn.malformed):
            return turn
        text = turn.content or " ".join(m.snippet for m in turn.malformed)
        turn.malformed = [MalformedCall(snippet=text, message=CUT_OFF)]
        turn.content = ""
        return turn
