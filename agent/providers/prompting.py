"""Renders the conversation as prompt text or chat messages for models that read their tools from the prompt.

In grammar mode every model turn is one JSON object, {"tool": NAME, "args": {...}} or
{"final": TEXT}; the renderings here show the model earlier turns in exactly that shape: a few-shot
log for base models, chat messages otherwise. Text mode writes earlier turns in the dialect
(`tool_modes`) through the same `chat_messages`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from agent.messages import AssistantTurn, MalformedCall, Message, ToolCall, ToolSpec
from agent.prompts import load_prompt
from parsers.grammar import ARGS_KEY, FINAL_KEY, TOOL_KEY


def tool_lines(tools: list[ToolSpec]) -> str:
    lines = []
    for spec in tools:
        props = spec.parameters.get("properties", {})
        required = set(spec.parameters.get("required", []))
        params = ", ".join(
            f"{name}{'' if name in required else '?'}: {prop.get('type', 'any')}" for name, prop in props.items()
        )
        lines.append(f"- {spec.name} {{{params}}}: {spec.description}")
    return "\n".join(lines)


def grammar_json(call: ToolCall) -> str:
    return json.dumps({TOOL_KEY: call.name, ARGS_KEY: call.arguments}, ensure_ascii=False)


def final_json(text: str) -> str:
    return json.dumps({FINAL_KEY: text}, ensure_ascii=False)


def edit_format_of(tools: list[ToolSpec]) -> str:
    """The edit format the offered tools are of (the runtime offers only its format's edit tool): the few-shot
    log shows a base model an edit in it."""
    names = {spec.name for spec in tools}
    if "edit_lines" in names:
        return "anchored"
    return "whole" if "write" in names and "edit" not in names else "replace"


def completion_prompt(messages: list[Message], tools: list[ToolSpec]) -> str:
    """A few-shot log ending in 'Step N:' for the model to complete. The header never changes
    within a session, so the server's prompt cache keeps it."""
    header = (
        load_prompt("completion_fewshot.md")
        .replace("{tools}", tool_lines(tools))
        .replace("{edit_example}", load_prompt(f"fewshot_edit_{edit_format_of(tools)}.md"))
    )
    parts = [header]
    step = 0
    for message in messages:
        if message.role == "system":
            continue  # the few-shot header plays the system prompt's part for base models
        if message.role == "user":
            prefix = "Task: " if step == 0 and len(parts) == 1 else "Note: "
            parts.append(f"{prefix}{message.content}\n")
        elif message.role == "assistant":
            for call in message.tool_calls:
                step += 1
                parts.append(f"Step {step}: {grammar_json(call)}\n")
            if not message.tool_calls:
                step += 1
                parts.append(f"Step {step}: {final_json(message.content)}\n")
        elif message.role == "tool":
            parts.append(f"Result {step}:\n{message.content}\n")
    parts.append(f"Step {step + 1}:")
    return "".join(parts)


def chat_messages(
    messages: list[Message], instructions: str, assistant_text: Callable[[Message], str]
) -> list[dict[str, str]]:
    """The conversation as role/content chat messages for a model that reads its tools from the prompt
    (grammar and text modes): `instructions` follow the system prompt, `assistant_text` writes each
    earlier assistant turn the way the model is to write its own, and tool results are user turns
    (chat templates of models without tool support may drop role "tool")."""
    rendered: list[dict[str, str]] = []
    for message in messages:
        if message.role == "system":
            content = f"{message.content}\n\n{instructions}" if instructions else message.content
            rendered.append({"role": "system", "content": content})
        elif message.role == "assistant":
            rendered.append({"role": "assistant", "content": assistant_text(message)})
        elif message.role == "tool":
            rendered.append({"role": "user", "content": f"Result of {message.name}:\n{message.content}"})
        else:
            rendered.append({"role": "user", "content": message.content})
    return rendered


def grammar_instructions(tools: list[ToolSpec]) -> str:
    """The system prompt's addition for an instruction-tuned model whose output a grammar constrains."""
    return load_prompt("grammar_tools.md").replace("{tools}", tool_lines(tools))


def grammar_turn(message: Message) -> str:
    """An earlier assistant turn as grammar-mode JSON: one line per call, or the final answer."""
    return "\n".join(grammar_json(c) for c in message.tool_calls) or final_json(message.content)


PLAIN_TRANSCRIPT_STOPS = ["\nUser:", "\nSystem:"]


def plain_transcript(messages: list[dict[str, str]]) -> str:
    """Chat messages as 'System:/User:/Assistant:' paragraphs ending in 'Assistant:', for a model
    without a chat template to continue; PLAIN_TRANSCRIPT_STOPS end its turn."""
    labels = {"system": "System", "user": "User", "assistant": "Assistant"}
    parts = [f"{labels.get(m['role'], 'User')}: {m['content']}" for m in messages]
    return "\n\n".join(parts) + "\n\nAssistant:"


def summary_prompt(messages: list[Message]) -> str:
    """A completion prompt for an internal summary request: its instructions, the text, then 'Summary:'."""
    body = "\n\n".join(m.content for m in messages)
    return f"{body}\n\nSummary:\n"


def parse_grammar_output(text: str, finish_reason: str) -> AssistantTurn:
    """Turn one grammar-constrained generation into a tool call or a final answer."""
    stripped = text.strip()
    try:
        # strict=False: the grammar lets raw newlines into strings, which is harmless here.
        value: Any = json.loads(stripped, strict=False)
    except json.JSONDecodeError as err:
        if finish_reason == "length":
            problem = "the reply was cut off at the token limit before the JSON was complete; write a shorter reply"
        else:
            problem = f"the reply is not valid JSON ({err.msg})"
        return AssistantTurn(malformed=[MalformedCall(snippet=text, message=problem)], finish_reason=finish_reason)
    if isinstance(value, dict) and isinstance(value.get(FINAL_KEY), str):
        return AssistantTurn(content=value[FINAL_KEY], finish_reason=finish_reason)
    if isinstance(value, dict) and isinstance(value.get(TOOL_KEY), str) and isinstance(value.get(ARGS_KEY), dict):
        call = ToolCall(name=value[TOOL_KEY], arguments=value[ARGS_KEY], source="grammar")
        return AssistantTurn(tool_calls=[call], finish_reason=finish_reason)
    problem = 'the reply must be {"tool": NAME, "args": {...}} or {"final": TEXT}'
    return AssistantTurn(malformed=[MalformedCall(snippet=text, message=problem)], finish_reason=finish_reason)
