"""A model's reply checked once where it leaves the provider: what cannot be stored or run is set aside.

Every turn passes `providers.base.complete`, which hands it here. A tool call whose name or arguments
hold a lone surrogate (`"\\ud83d"` in JSON) or nest deeper than any tool needs cannot be written to the
transcript or run; it becomes a malformed call the model is told about, in one line. Lone surrogates in
the reply's text are replaced.
"""

from __future__ import annotations

import json
from typing import Any

from agent.messages import AssistantTurn, MalformedCall, ToolCall
from agent.unicode_text import lone_surrogate, without_lone_surrogates

# Our tools take flat arguments; deeper nesting is a model gone astray (or an attack), and past a few
# hundred levels the transcript's serialiser gives up.
MAX_ARGUMENT_DEPTH = 32
SNIPPET_CHARS = 200


def _strings_and_depth(value: Any) -> tuple[list[str], int]:
    """Every string in a JSON value (keys included) and how deep it nests, without recursion."""
    strings: list[str] = []
    deepest = 0
    pending = [(value, 1)]
    while pending:
        item, depth = pending.pop()
        deepest = max(deepest, depth)
        if depth > MAX_ARGUMENT_DEPTH:
            break
        if isinstance(item, str):
            strings.append(item)
        elif isinstance(item, dict):
            strings.extend(str(key) for key in item)
            pending.extend((child, depth + 1) for child in item.values())
        elif isinstance(item, list):
            pending.extend((child, depth + 1) for child in item)
    return strings, deepest


def unusable(call: ToolCall) -> str | None:
    """Why a call cannot be stored or run (one line for the model), or None."""
    strings, depth = _strings_and_depth(call.arguments)
    if depth > MAX_ARGUMENT_DEPTH:
        return f"arguments of {call.name} nest deeper than {MAX_ARGUMENT_DEPTH} levels; pass flat values"
    for text in (call.name, call.id, *strings):
        escape = lone_surrogate(text)
        if escape is not None:
            return (
                f"the call to {without_lone_surrogates(call.name)} holds a lone surrogate ({escape}), which is not "
                "valid Unicode; write the character itself or leave it out"
            )
    return None


def _snippet(call: ToolCall) -> str:
    try:
        raw = json.dumps({"name": call.name, "arguments": call.arguments})  # ASCII: surrogates become escapes
    except (ValueError, RecursionError):
        raw = f'{{"name": {json.dumps(call.name)}, "arguments": …}}'
    return raw[:SNIPPET_CHARS]


def screened(turn: AssistantTurn) -> AssistantTurn:
    """The turn with unusable calls moved to `malformed` and lone surrogates in its text replaced."""
    calls: list[ToolCall] = []
    malformed = [
        bad.model_copy(
            update={"snippet": without_lone_surrogates(bad.snippet), "message": without_lone_surrogates(bad.message)}
        )
        for bad in turn.malformed
    ]
    for call in turn.tool_calls:
        problem = unusable(call)
        if problem is None:
            calls.append(call)
        else:
            malformed.append(MalformedCall(snippet=_snippet(call), message=problem))
    return turn.model_copy(
        update={"content": without_lone_surrogates(turn.content), "tool_calls": calls, "malformed": malformed}
    )
