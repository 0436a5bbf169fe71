"""The agent loop: ask the model, run the tools it calls, feed the results back, until it answers.

Everything else (providers, tools, transcript, progress) sits behind small interfaces; this file
only orchestrates.
"""

from __future__ import annotations

import time
from typing import Literal

from pydantic import BaseModel

from agent.errors import ProviderError
from agent.messages import AssistantTurn, MalformedCall, Message, ToolCall
from agent.progress import Progress
from agent.prompts import load_prompt
from agent.providers.base import ChatRequest, Provider, complete
from agent.tools import ToolRuntime
from agent.transcript import Transcript
from capabilities import Capability

Status = Literal["finished", "turn_limit", "error", "cancelled"]
EXIT_CODES: dict[str, int] = {"finished": 0, "turn_limit": 3, "error": 4, "cancelled": 130}


class RunResult(BaseModel):
    status: Status
    final: str | None = None
    error: str | None = None
    turns: int = 0
    tool_calls: int = 0
    malformed_tool_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    max_prompt_tokens: int = 0
    compactions: int = 0
    wall_time_s: float = 0.0
    transcript: str
    model: str

    @property
    def exit_code(self) -> int:
        return EXIT_CODES[self.status]


def malformed_feedback(malformed: list[MalformedCall], valid_tools: list[str]) -> str:
    problems = "; ".join(m.error for m in malformed)
    return (
        f"Your last reply held a tool call that could not be used: {problems}. "
        f"Valid tools: {', '.join(valid_tools)}. Reply with one valid tool call or a final answer."
    )


class AgentLoop:
    def __init__(
        self,
        provider: Provider,
        runtime: ToolRuntime,
        capability: Capability,
        transcript: Transcript,
        progress: Progress,
        max_turns: int = 20,
    ):
        self.provider = provider
        self.runtime = runtime
        self.capability = capability
        self.transcript = transcript
        self.progress = progress
        self.max_turns = max_turns
        self.messages: list[Message] = [Message(role="system", content=load_prompt("system.md"))]

    def run(self, task: str) -> RunResult:
        started = time.perf_counter()
        result = RunResult(status="turn_limit", transcript=str(self.transcript.path), model=self.provider.model_id)
        self.transcript.record("session_start", model=self.provider.model_id, capability=self.capability.model_dump(),
                               workspace=str(self.runtime.workspace.root), task=task, max_turns=self.max_turns)
        self._record(self.messages[0])
        self._append(Message(role="user", content=task))
        try:
            for turn_number in range(1, self.max_turns + 1):
                result.turns = turn_number
                turn = self._ask_model(turn_number, result)
                if not turn.tool_calls and not turn.malformed:
                    result.status, result.final = "finished", turn.content
                    self.progress.final(turn.content)
                    break
                self._act(turn, result)
        except ProviderError as err:
            result.status, result.error = "error", str(err)
            self.progress.error(str(err))
            self.transcript.record("error", kind=type(err).__name__, message=str(err))
        except KeyboardInterrupt:
            result.status = "cancelled"
            self.progress.error("cancelled by the user")
            self.transcript.record("cancelled")
        result.wall_time_s = round(time.perf_counter() - started, 3)
        self.transcript.record("session_end", result=result.model_dump())
        return result

    def _ask_model(self, turn_number: int, result: RunResult) -> AssistantTurn:
        request = ChatRequest(messages=self.messages, tools=self.runtime.specs(), capability=self.capability)
        self.progress.thinking(turn_number)
        turn = complete(self.provider, request, self.progress.model_event)
        usage = turn.usage
        result.prompt_tokens += usage.prompt_tokens
        result.completion_tokens += usage.completion_tokens
        result.max_prompt_tokens = max(result.max_prompt_tokens, usage.prompt_tokens)
        self.transcript.record("usage", turn=turn_number, **usage.model_dump(), finish_reason=turn.finish_reason)
        self._append(turn.as_message())
        return turn

    def _act(self, turn: AssistantTurn, result: RunResult) -> None:
        if turn.malformed:
            result.malformed_tool_calls += len(turn.malformed)
            for bad in turn.malformed:
                self.progress.malformed(bad.error)
                self.transcript.record("malformed_tool_call", text=bad.text, error=bad.error)
            self._append(Message(role="user", content=malformed_feedback(turn.malformed, list(self.runtime.tools))))
        for call in turn.tool_calls:
            result.tool_calls += 1
            problem = self.runtime.check(call.name, call.arguments)
            if problem is not None:
                result.malformed_tool_calls += 1
            self._run_tool(call)

    def _run_tool(self, call: ToolCall) -> None:
        target = self.runtime.target(call.name, call.arguments)
        started = time.perf_counter()
        outcome = self.runtime.run(call.name, call.arguments)
        elapsed = time.perf_counter() - started
        self.progress.tool(call.name, target, outcome)
        result_message = Message(role="tool", content=outcome.content, tool_call_id=call.id, name=call.name,
                                 is_error=outcome.is_error)
        self._append(result_message, tool_time_s=round(elapsed, 4))

    def _append(self, message: Message, **details: object) -> None:
        self.messages.append(message)
        self._record(message, **details)

    def _record(self, message: Message, **details: object) -> None:
        self.transcript.record("message", message=message.model_dump(exclude_defaults=True), **details)
