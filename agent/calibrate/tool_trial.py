"""The tool-mode trial: a fixed set of prompts (tool_prompts.toml) asked in each tool mode the backend offers, each
reply graded for well-formed calls, correct calls, and calls made where none was asked; the best mode wins.

Each prompt is one request of the agent's own shape (its system prompt, its tools' specs, the capability with the
mode under trial) through the provider `agent run` uses, and the reply's calls are named as the runtime would name
them (an alias mapped) before they are graded; nothing is run."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from agent.calibrate.trial_sets import UNPACED, TrialSteps, shipped_set
from agent.calls.runtime import ToolRuntime
from agent.errors import ProviderError
from agent.messages import AssistantTurn, Message, ToolCall
from agent.providers.provider import ChatRequest, Provider, complete
from capabilities import Capability, ToolMode

ArgumentMatch = Literal["exact", "contains", "json"]
TRIAL_MAX_TOKENS = 256  # a call needs no more; a reply that runs on is cut, not waited for


class ExpectedCall(BaseModel):
    model_config = ConfigDict(extra="forbid")

    tool: str
    arguments: dict[str, Any]
    match: dict[str, ArgumentMatch] = Field(default_factory=dict)

    def matches(self, call: ToolCall) -> bool:
        return call.name == self.tool and all(
            _argument_matches(self.match.get(name, "exact"), expected, call.arguments.get(name))
            for name, expected in self.arguments.items()
        )


class ToolPrompt(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str
    text: str
    calls: list[ExpectedCall]


class TrialSet(BaseModel):
    model_config = ConfigDict(extra="forbid")

    files: dict[str, str]
    prompts: list[ToolPrompt]


def trial_set() -> TrialSet:
    """The shipped prompts and the workspace files they are about."""
    return shipped_set("tool_prompts.toml", TrialSet)


class PromptOutcome(BaseModel):
    name: str
    wanted_call: bool
    called: bool  # the reply made a call or tried to (a malformed one counts)
    well_formed: bool  # it tried, and every call it wrote could be read
    correct: bool  # the calls asked for, no more; for a prompt that needs none: no call


class ModeTrial(BaseModel):
    """One tool mode's outcomes, and the rates the choice reads."""

    mode: ToolMode
    outcomes: list[PromptOutcome] = Field(default_factory=list)
    error: str | None = None  # the backend refused the mode (a server that takes no schema)
    finished: bool = False  # every prompt asked (or the mode refused); a trial --budget cut short goes on next run

    def _rate(self, hits: int, total: int) -> float:
        return hits / total if total else 0.0

    @property
    def well_formed_rate(self) -> float:
        wanted = [o for o in self.outcomes if o.wanted_call]
        return self._rate(sum(o.well_formed for o in wanted), len(wanted))

    @property
    def correct_rate(self) -> float:
        wanted = [o for o in self.outcomes if o.wanted_call]
        return self._rate(sum(o.correct for o in wanted), len(wanted))

    @property
    def unasked_call_rate(self) -> float:
        unwanted = [o for o in self.outcomes if not o.wanted_call]
        return self._rate(sum(o.called for o in unwanted), len(unwanted))

    @property
    def score(self) -> float:
        """Correct calls where asked, less calls where not: a mode that calls on every prompt gains nothing."""
        return 0.0 if self.error else self.correct_rate - self.unasked_call_rate


# Among equal scores: native costs no prompt space, grammar cannot write a malformed call, text is the fallback.
MODE_PREFERENCE: tuple[ToolMode, ...] = ("native", "grammar", "text")


def offered_modes(in_process: bool) -> list[ToolMode]:
    """The modes a backend offers: in-process llama.cpp has no structured calls (its "native" is the grammar);
    a server may take all three (one that takes no schema or tools answers the trial with an error)."""
    return ["text", "grammar"] if in_process else ["native", "text", "grammar"]


def best_mode(trials: list[ModeTrial]) -> ToolMode | None:
    """The mode with the highest score; None when no mode made a correct call."""
    usable = [trial for trial in trials if trial.finished and trial.error is None and trial.correct_rate > 0]
    if not usable:
        return None
    return max(usable, key=lambda t: (t.score, t.well_formed_rate, -MODE_PREFERENCE.index(t.mode))).mode


def prepare_workspace(root: Path, trials: TrialSet) -> None:
    for relative, text in trials.files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def run_mode(
    provider: Provider,
    capability: Capability,
    runtime: ToolRuntime,
    system_prompt: str,
    trial: ModeTrial,
    steps: TrialSteps = UNPACED,
) -> ModeTrial:
    """The prompts of the trial set `trial` has no outcome for yet, in its mode, each graded as it ends (then
    `steps.done()`); stops before a prompt when `steps.go_on()` says no, else the trial is finished. `runtime`'s
    workspace holds the set's files."""
    mode = trial.mode
    in_mode = capability.model_copy(update={"tool_mode": mode, "native_tools": mode == "native"})
    prompts = trial_set().prompts
    for prompt in steps.left(prompts, {outcome.name for outcome in trial.outcomes}, lambda prompt: prompt.name):
        messages = [Message(role="system", content=system_prompt), Message(role="user", content=prompt.text)]
        request = ChatRequest(messages=messages, tools=runtime.specs(), capability=in_mode, max_tokens=TRIAL_MAX_TOKENS)
        try:
            turn = runtime.named_as_offered(complete(provider, request))
        except ProviderError as err:
            trial.error = str(err)
            break
        trial.outcomes.append(grade(prompt, turn))
    # finished: every prompt graded, or the model refused one (a stop before a prompt leaves it to resume)
    graded = {outcome.name for outcome in trial.outcomes}
    trial.finished = trial.error is not None or graded >= {prompt.name for prompt in prompts}
    return trial


def grade(prompt: ToolPrompt, turn: AssistantTurn) -> PromptOutcome:
    called = bool(turn.tool_calls or turn.malformed)
    well_formed = called and not turn.malformed
    if not prompt.calls:
        correct = not called
    else:
        unmatched = list(turn.tool_calls)
        correct = well_formed and len(unmatched) == len(prompt.calls)
        for expected in prompt.calls:
            hit = next((call for call in unmatched if expected.matches(call)), None)
            if hit is None:
                correct = False
                break
            unmatched.remove(hit)
    return PromptOutcome(
        name=prompt.name, wanted_call=bool(prompt.calls), called=called, well_formed=well_formed, correct=correct
    )


def _argument_matches(how: ArgumentMatch, expected: Any, given: Any) -> bool:
    if how == "contains":
        return isinstance(given, str) and str(expected) in given
    if how == "json":
        try:
            return isinstance(given, str) and json.loads(given) == json.loads(expected)
        except json.JSONDecodeError:
            return False
    if isinstance(expected, str) and isinstance(given, str):
        return given.strip().removeprefix("./") == expected
    return bool(given == expected)
