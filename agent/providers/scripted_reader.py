"""A scripted model for calibration tests: it answers retrieval questions right only below a known prompt length
(with noise), and answers the tool trial's prompts with the calls its file gives for each tool mode.

The file is one JSON line: {"reader": {"correct_below": 3000, "noise": 0.1, "seed": 1, "delay_s": 0,
"calls": {"text": [{"prompt": "...", "tool_calls": [...]}], "native": "malformed"}}}.

A question is read as the names in backticks in the last user message; the right answer is the last
`NAME = value` the tool results hold for each, which is what a model that kept the thread would say. Below
`correct_below` prompt tokens it says that, from there on it says it does not know; `noise` is the chance that
either answer is swapped for the other (seeded per question and length, so a run repeats)."""

from __future__ import annotations

import json
import random
import re
import time
from collections.abc import Iterator
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from agent.messages import AssistantTurn, MalformedCall, Message, Usage, call_from_parts
from agent.providers.provider import ChatRequest, ProviderEvent, TextDelta, ToolCallStarted, TurnDone
from agent.tokens import estimate_tokens

_ASKED = re.compile(r"`([A-Z][A-Z0-9_]+)`")


class PromptCalls(BaseModel):
    model_config = ConfigDict(extra="forbid")

    prompt: str
    tool_calls: list[dict[str, Any]]


class ReaderScript(BaseModel):
    model_config = ConfigDict(extra="forbid")

    correct_below: int
    noise: float = Field(0.0, ge=0.0, le=1.0)
    seed: int = 0
    delay_s: float = Field(0.0, ge=0.0)
    calls: dict[Literal["native", "text", "grammar"], list[PromptCalls] | Literal["malformed"]] = Field(
        default_factory=dict
    )


def reader_turn(script: ReaderScript, request: ChatRequest, prompt_tokens: int) -> Iterator[ProviderEvent]:
    time.sleep(script.delay_s)
    asked = next((m.content for m in reversed(request.messages) if m.role == "user"), "")
    turn = AssistantTurn()
    planned = script.calls.get(request.capability.tool_mode, [])
    if planned == "malformed":
        if request.tools and not _ASKED.search(asked):
            turn.malformed.append(MalformedCall(snippet="<tool_call>{", message="the call is not valid JSON"))
    else:
        for entry in next((p.tool_calls for p in planned if p.prompt == asked), []):
            call = call_from_parts(entry["name"], entry.get("arguments", {}), json.dumps(entry), "script")
            if isinstance(call, MalformedCall):
                turn.malformed.append(call)
            else:
                yield ToolCallStarted(name=call.name)
                turn.tool_calls.append(call)
    if not turn.tool_calls and not turn.malformed:
        turn.content = _answer(script, request.messages, asked, prompt_tokens)
        yield TextDelta(text=turn.content)
    turn.usage = Usage(prompt_tokens=prompt_tokens, completion_tokens=estimate_tokens(turn.content) + 1)
    yield TurnDone(turn=turn)


def _answer(script: ReaderScript, messages: list[Message], asked: str, prompt_tokens: int) -> str:
    names = _ASKED.findall(asked)
    if not names:
        return "Done."
    values: dict[str, str] = {}
    for message in messages:
        if message.role == "tool":
            for name, value in re.findall(r"\b([A-Z][A-Z0-9_]+) = (\S+)", message.content):
                values[name] = value
    right = prompt_tokens < script.correct_below
    if random.Random(f"{script.seed}:{asked}:{prompt_tokens}").random() < script.noise:
        right = not right
    if not right or not all(name in values for name in names):
        return "I do not remember those values."
    return "\n".join(f"{name} = {values[name]}" for name in names)
