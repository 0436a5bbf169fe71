"""The window probes: conversations in the agent's own shape (its system prompt and tools, a task, then file reads
as read calls and the read tool's own results) grown to a given length, with facts to retrieve at several depths,
and a final question. Three kinds:

early:    a value set in the first file read;
several:  three values set early, in the middle and two thirds in, asked at once;
latest:   one name set three times across the reads; the last assignment read is the answer, the others are wrong.

The files are real files in the calibration's workspace, read through the runtime's read tool, so the results the
model sees are the ones a run shows it. Names are written `NAME = value` and asked in backticks."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Literal

from pydantic import BaseModel

from agent.calls.runtime import ToolRuntime
from agent.messages import Message, ToolCall

ProbeKind = Literal["early", "several", "latest"]
PROBE_KINDS: tuple[ProbeKind, ...] = ("early", "several", "latest")
ANSWER_TOKENS = 64  # room left in the window for the answer
TASK = "Read the files of this project one by one, then answer my question about the settings they define."
_WORDS = [
    *["amber", "basalt", "cedar", "delta", "ember", "falcon", "garnet", "harbor", "indigo", "juniper", "kelvin"],
    *["lumen", "meadow", "nickel", "onyx", "pylon", "quartz", "raven", "sierra", "tundra", "umber", "vector"],
]
_SETTINGS = ["LIMIT", "BUDGET", "QUOTA", "OFFSET", "WINDOW", "STRIDE", "TIMEOUT", "MARGIN"]
FUNCTIONS_PER_FILE = 6  # about 300 tokens a file: the length is reached in small steps


class WindowProbe(BaseModel):
    kind: ProbeKind
    messages: list[Message]
    expected: list[str]  # each must appear in the answer
    stale: list[str]  # overwritten values: none may appear

    def correct(self, answer: str) -> bool:
        def said(value: str) -> bool:
            return re.search(rf"(?<![\w.]){re.escape(value)}(?![\w.])", answer) is not None

        return all(said(value) for value in self.expected) and not any(said(value) for value in self.stale)


def filler_file(rng: random.Random) -> list[str]:
    """Plausible code with nothing to remember: what a project's files mostly are."""
    lines: list[str] = []
    for _ in range(FUNCTIONS_PER_FILE):
        word, other = rng.choice(_WORDS), rng.choice(_WORDS)
        lines += [
            f"def handle_{word}_{rng.randrange(1000)}(request, cache):",
            f'    value = cache.get("{other}") or {rng.randrange(10, 999)}',
            f"    if value > {rng.randrange(10, 999)}:",
            f"        return transform_{other}(value, limit={rng.randrange(10, 999)})",
            "    return None",
            "",
        ]
    return lines


def build_probe(
    kind: ProbeKind,
    target_tokens: int,
    seed: int,
    system_prompt: str,
    runtime: ToolRuntime,
    count: Callable[[list[Message]], int],
) -> WindowProbe:
    """A probe of `kind` whose messages come to about `target_tokens` by `count` (never more, once it holds two
    files). Its files are written under `probe-SEED/` in the runtime's workspace and read with its read tool."""
    rng = random.Random(f"{kind}:{seed}")
    folder = f"probe-{seed}-{kind}"
    names = [f"{rng.choice(_WORDS).upper()}_{setting}" for setting in rng.sample(_SETTINGS, 3)]
    values = [str(rng.randrange(10_000, 99_999)) for _ in range(3)]
    question = _question(kind, names)
    head = [Message(role="system", content=system_prompt), Message(role="user", content=TASK)]
    tail = [Message(role="user", content=question)]
    files: list[list[str]] = []
    used = count(head + tail)
    while True:
        lines = filler_file(rng)
        size = count([Message(role="tool", content="\n".join(f"{n:6}\t{line}" for n, line in enumerate(lines, 1)))])
        size += count([Message(role="assistant", tool_calls=[ToolCall(name="read", arguments={"path": "x/y.py"})])])
        if len(files) >= 2 and used + size > target_tokens:
            break
        files.append(lines)
        used += size
    places = [0, len(files) // 3, 2 * len(files) // 3]
    if kind == "early":
        files[0].insert(rng.randrange(len(files[0])), f"{names[0]} = {values[0]}")
    else:
        for place, value, name in zip(places, values, names if kind == "several" else [names[0]] * 3, strict=True):
            files[place].insert(rng.randrange(len(files[place])), f"{name} = {value}")
    reads = _reads(folder, files, runtime)
    expected = {"early": values[:1], "several": values, "latest": values[2:]}[kind]
    stale = values[:2] if kind == "latest" else []
    return WindowProbe(kind=kind, messages=head + reads + tail, expected=expected, stale=stale)


def _question(kind: ProbeKind, names: list[str]) -> str:
    if kind == "early":
        return f"What is the value of `{names[0]}`? Answer with `{names[0]} = VALUE`."
    if kind == "several":
        asked = ", ".join(f"`{name}`" for name in names)
        return f"What are the values of {asked}? Answer with one `NAME = VALUE` line each."
    return (
        f"`{names[0]}` is set more than once in the files you read; the last one read is in force. "
        f"What is its value now? Answer with `{names[0]} = VALUE`."
    )


def _reads(folder: str, files: list[list[str]], runtime: ToolRuntime) -> list[Message]:
    """Each file written, then read through the runtime's read tool: the call and its result as a run has them."""
    messages: list[Message] = []
    root: Path = runtime.workspace.root
    for number, lines in enumerate(files, start=1):
        relative = f"{folder}/part_{number:03}.py"
        (root / folder).mkdir(exist_ok=True)
        (root / relative).write_text("\n".join(lines) + "\n", encoding="utf-8")
        call = ToolCall(id=f"call_{number}", name="read", arguments={"path": relative}, source="native")
        result = runtime.run("read", {"path": relative})
        messages += [
            Message(role="assistant", tool_calls=[call]),
            Message(role="tool", content=result.content, tool_call_id=call.id, name="read", is_error=result.is_error),
        ]
    return messages
