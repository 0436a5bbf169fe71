"""One calibration, start to end: open the model as `agent run` does (with the longest window to try), run the
tool-mode trial, the edit trial in the winning mode (within its share of the budget), then the window search in
that mode (timing each reply), saving the results file after every request, until the search concludes or the
next request would not end within the budget (counted from the start, the model's opening included)."""

from __future__ import annotations

import datetime
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from agent.backends import backend_of
from agent.backends.model_spec import ModelSpec
from agent.calibrate.calibration_machine import measured_on
from agent.calibrate.calibration_progress import CalibrationProgress
from agent.calibrate.calibration_results import CalibrationResults, CalibrationSettings, resumable, save
from agent.calibrate.edit_trial import FormatTrial, edit_tasks, run_format
from agent.calibrate.probes import ANSWER_TOKENS, PROBE_KINDS, build_probe
from agent.calibrate.speed import sample_speed
from agent.calibrate.tool_trial import ModeTrial, best_mode, offered_modes, prepare_workspace, run_mode, trial_set
from agent.calibrate.trial_sets import TrialSteps
from agent.calibrate.window_search import StepResult, judge, window_steps
from agent.calls.runtime import ToolRuntime
from agent.config_files import load_user_config
from agent.messages import Message
from agent.paths import calibration_results_file
from agent.prompts.instructions import system_prompt
from agent.providers.provider import ChatRequest, Provider, complete
from agent.start.permission_choices import PermissionChoices
from agent.start.session import open_model, resolve_capability
from agent.start.session_context import SessionContext
from agent.tokens import message_tokens, tool_spec_tokens
from capabilities import EDIT_FORMATS, Capability, Overrides, match_key

SHORTEST_PROBE_SEED = 1_000_000  # its files are written apart from the samples'
TRIAL_CONTEXT = 4096  # tokens: the embedded model's text-mode trial prompt takes ~1,830, its reply up to 256
EDIT_BUDGET_SHARE = 0.3  # of --budget: the edit trial stops there and leaves the rest to the window search
PACE_MARGIN = 1.25  # a request may take this much longer than the slowest of its kind so far


class CalibrationOptions(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)

    spec: ModelSpec
    workspace: Path  # whose models.toml layers the model is resolved with
    samples: int = 9
    margin: float = 0.15
    budget_s: float | None = None
    max_window: int | None = None
    exact: bool = False  # write the entry for the full id, not the prefix it resolves to


class Budget:
    def __init__(self, seconds: float | None, start: float | None = None):
        """`seconds` from `start` (a time.monotonic(); default now); None: no limit."""
        self.seconds = seconds
        self.deadline = None if seconds is None else (start or time.monotonic()) + seconds

    def spent(self) -> bool:
        return not self.allows(0.0)

    def allows(self, expected_s: float) -> bool:
        """Whether work expected to take `expected_s` seconds ends before the deadline."""
        return self.deadline is None or time.monotonic() + expected_s < self.deadline

    def share(self, fraction: float) -> Budget:
        """A part of the whole from now on, ending no later than the whole."""
        part = Budget(None if self.seconds is None else self.seconds * fraction)
        if part.deadline is not None and self.deadline is not None:
            part.deadline = min(part.deadline, self.deadline)
        return part


class Pace:
    """How long one request of a kind took, at most, per unit of its size (1 for a trial prompt or an edit task, the
    length for a window sample): the next is expected to take as long at its size, and a margin more."""

    def __init__(self, fallback: Pace | None = None):
        self.slowest: dict[int, float] = {}  # size -> the slowest request of that size, in seconds
        self.began = time.monotonic()
        self.fallback = fallback  # what is expected before the first request of this kind

    def expect(self, size: int = 1) -> float:
        if size in self.slowest:
            return PACE_MARGIN * self.slowest[size]
        below = [known for known in self.slowest if known < size]
        if below:  # a longer window than any measured: as slow per token as the longest one
            known = max(below)
            return PACE_MARGIN * self.slowest[known] * size / known
        return self.fallback.expect() if self.fallback is not None else 0.0

    def start(self) -> bool:
        """A request begins now (True, so that it can end a `go_on` check)."""
        self.began = time.monotonic()
        return True

    def stop(self, size: int = 1) -> None:
        """The request begun last has ended: its time counts for its size."""
        self.slowest[size] = max(self.slowest.get(size, 0.0), time.monotonic() - self.began)


def calibrate(options: CalibrationOptions, terminal: bool | None = None) -> tuple[CalibrationResults, Path]:
    """Measure, resuming an unfinished results file of the same measurement; returns the results and their file."""
    began = time.monotonic()
    budget = Budget(options.budget_s, start=began)  # opening the model counts: the user waits for it too
    spec = options.spec
    backend = backend_of(spec)
    guess = resolve_capability(spec.registry_id, options.workspace, None, backend.metadata(spec))
    limit = min(guess.context_advertised, options.max_window or guess.context_advertised)
    # The tool trial's prompt (system prompt, tools, a dialect's instructions) and its reply need their room
    # whatever window is searched: the model opens with at least TRIAL_CONTEXT, the search stops at `limit`.
    opened = min(guess.context_advertised, max(limit, TRIAL_CONTEXT))
    context = SessionContext.read(options.workspace, load_user_config(), PermissionChoices(ask=False))
    provider, capability = open_model(spec, context, Overrides(context=opened))
    try:
        limit = min(limit, capability.context_effective)  # the server's window, where it is smaller
        fresh = CalibrationResults(
            model=spec.raw,
            registry_id=spec.registry_id,
            prefix=_prefix(spec.registry_id, capability, options.exact),
            backend=backend.describe(spec),
            measured_on=measured_on(spec, backend),
            settings=CalibrationSettings(samples=options.samples, margin=options.margin, limit=limit),
            started=datetime.datetime.now(datetime.UTC),
            modes=offered_modes(backend.in_process),
            edit_format_before=capability.edit_format,
        )
        path = calibration_results_file(spec.raw)
        results = resumable(path, fresh)
        before = results.elapsed_s
        work = _Work(provider, capability, results, path, budget)
        total = (
            len(results.modes) * len(trial_set().prompts)
            + len(EDIT_FORMATS) * len(edit_tasks().tasks)
            + len(window_steps(limit)) * options.samples
        )
        with CalibrationProgress(total, terminal) as progress:
            if results is not fresh:
                progress.note(f"going on from {path}")
            try:
                work.run(progress)
            finally:
                results.elapsed_s = before + time.monotonic() - began
                save(results, path)
        return results, path
    finally:
        provider.close()


def _prefix(registry_id: str, capability: Capability, exact: bool) -> str:
    """The entry the measurement belongs to: the registry prefix the id resolves to, or the id itself."""
    if exact or capability.matched_prefix is None:
        return match_key(registry_id) or registry_id
    return capability.matched_prefix


class _Work:
    def __init__(
        self, provider: Provider, capability: Capability, results: CalibrationResults, path: Path, budget: Budget
    ):
        self.provider, self.capability, self.results, self.path, self.budget = (
            provider,
            capability,
            results,
            path,
            budget,
        )
        self.estimate_ratio = 1.0  # the model's tokens per estimated token, learnt from each reply
        self.trial_pace = Pace()
        self.edit_pace = Pace(fallback=self.trial_pace)
        self.window_pace = Pace(fallback=self.trial_pace)

    def run(self, progress: CalibrationProgress) -> None:
        with tempfile.TemporaryDirectory(prefix="agent-calibrate-") as folder:
            root = Path(folder).resolve()
            prepare_workspace(root, trial_set())
            runtime = ToolRuntime(root)
            prompt = system_prompt(root)
            if (
                not self._trial(runtime, prompt, progress)
                or not self._edits(progress)
                or not self._window(runtime, prompt, progress)
            ):
                self.results.stopped_by_budget = True
                return
        self.results.finished = True

    def _fits(self, expected_s: float, progress: CalibrationProgress) -> bool:
        """Whether a request expected to take `expected_s` ends within the budget; if not, says it stops here."""
        if self.budget.allows(expected_s):
            return True
        progress.note("the budget is spent: stopping here")
        return False

    def _go_on(
        self, pace: Pace, progress: CalibrationProgress, size: int = 1, within: Budget | None = None
    ) -> Callable[[], bool]:
        """A check before each request of `pace`'s kind at `size`: whether it ends `within` a budget (default the
        whole, which says so when it does not); then its clock starts."""

        def go_on() -> bool:
            expected = pace.expect(size)
            fits = within.allows(expected) if within is not None else self._fits(expected, progress)
            return fits and pace.start()

        return go_on

    def _done(self, pace: Pace, progress: CalibrationProgress, size: int = 1) -> Callable[[], None]:
        """What follows each request of `pace`'s kind: the results saved, its time counted, the progress shown."""

        def done() -> None:
            save(self.results, self.path)
            pace.stop(size)
            progress.advance()

        return done

    def _trial(self, runtime: ToolRuntime, prompt: str, progress: CalibrationProgress) -> bool:
        for mode in self.results.modes:
            trial = next((trial for trial in self.results.tool_trials if trial.mode == mode), None)
            if trial is not None and trial.finished:
                progress.done_work(len(trial_set().prompts))
                continue
            if not self._fits(self.trial_pace.expect(), progress):
                return False
            if trial is None:
                trial = ModeTrial(mode=mode)
                self.results.tool_trials.append(trial)
            progress.done_work(len(trial.outcomes))
            progress.step(f"tool mode {mode}")
            pace = self.trial_pace
            run_mode(
                self.provider,
                self.capability,
                runtime,
                prompt,
                trial,
                TrialSteps(go_on=self._go_on(pace, progress), done=self._done(pace, progress)),
            )
            save(self.results, self.path)
            if not trial.finished:
                return False
            progress.note(
                f"tool mode {mode}: {trial.correct_rate:.0%} correct, {trial.unasked_call_rate:.0%} unasked calls"
                + (f" (refused: {trial.error})" if trial.error else "")
            )
        return True

    def _edits(self, progress: CalibrationProgress) -> bool:
        """Each edit format's tasks in the best tool mode, until they are done or the trial's share of the budget
        is spent (then the window search goes on); False when the whole budget is spent."""
        results = self.results
        results.edit_mode = results.edit_mode or best_mode(results.tool_trials) or self.capability.tool_mode
        results.edit_cut_short = False
        share = self.budget.share(EDIT_BUDGET_SHARE)
        tasks = len(edit_tasks().tasks)
        counted = 0  # units of progress this trial has shown
        pace = self.edit_pace
        shown = self._done(pace, progress)

        def task_done() -> None:
            nonlocal counted
            shown()
            counted += 1

        go_on = self._go_on(pace, progress, within=share)

        for fmt in EDIT_FORMATS:
            trial = next((trial for trial in results.edit_trials if trial.format == fmt), None)
            if trial is None:
                trial = FormatTrial(format=fmt)
                results.edit_trials.append(trial)
            progress.done_work(len(trial.outcomes))
            counted += len(trial.outcomes)
            if len(trial.outcomes) >= tasks:
                continue
            progress.step(f"edit format {fmt}")
            steps = TrialSteps(go_on=go_on, done=task_done)
            if not run_format(self.provider, self.capability, trial, results.edit_mode, steps):
                if not self._fits(pace.expect(), progress):
                    return False
                results.edit_cut_short = True
                progress.note("the edit trial's share of the budget is spent: on to the window")
                progress.done_work(len(EDIT_FORMATS) * tasks - counted)
                return True
            progress.note(f"edit format {fmt}: {trial.landed}/{tasks} landed, {trial.wrong} wrong edits applied")
        return True

    def _window(self, runtime: ToolRuntime, prompt: str, progress: CalibrationProgress) -> bool:
        results = self.results
        results.window_mode = results.window_mode or best_mode(results.tool_trials) or self.capability.tool_mode
        settings = results.settings
        shortest = self._shortest_probe(runtime, prompt)
        for length in window_steps(settings.limit):
            if length < shortest and not any(step.length == length for step in results.steps):
                # The agent's own prompt and two file reads do not fit: such a length cannot be asked for.
                progress.note(f"window {length}: skipped, the shortest probe takes {shortest} tokens")
                progress.done_work(settings.samples)
                continue
            if any(step.length == length for step in results.steps):
                progress.done_work(settings.samples)
                continue
            if judge(results.steps, settings.margin, settings.limit).concluded:
                return True
            pending = results.pending_step
            step = pending if pending is not None and pending.length == length else StepResult(length=length)
            progress.done_work(step.samples)
            if not self._fits(self.window_pace.expect(length), progress):
                return False
            progress.step(f"window {length}")
            results.pending_step = step  # saved with each sample
            pace = self.window_pace
            self._step(step, runtime, prompt, self._done(pace, progress, length), self._go_on(pace, progress, length))
            if step.samples < settings.samples:
                return False  # the budget: the next run goes on with this length's samples so far
            results.pending_step = None
            results.steps.append(step)
            save(results, self.path)
            low, high = step.interval
            progress.note(f"window {length}: {step.correct}/{step.samples} right (95% CI {low:.0%}-{high:.0%})")
        return True

    def _shortest_probe(self, runtime: ToolRuntime, prompt: str) -> int:
        """The tokens of the shortest probe (the system prompt, the tools, two file reads, the question) and its
        answer, counted as the window steps count theirs: a length below it would be a label, not a length."""
        probe = build_probe(PROBE_KINDS[0], 0, SHORTEST_PROBE_SEED, prompt, runtime, _estimate)
        tools = runtime.specs()
        capability = self.capability.model_copy(update={"tool_mode": self.results.window_mode})
        request = ChatRequest(messages=probe.messages, tools=tools, capability=capability, max_tokens=ANSWER_TOKENS)
        estimated = _estimate(probe.messages) + tool_spec_tokens(tools)
        counted = self.provider.count_request_tokens(request)
        if counted is None:  # a server tokenises: it says how long the prompt was when asked (one token back)
            counted = complete(self.provider, request.model_copy(update={"max_tokens": 1})).usage.prompt_tokens
        if counted:
            self.estimate_ratio = counted / estimated  # the samples' files are sized by it from the first one
        return (counted or estimated) + ANSWER_TOKENS

    def _step(
        self,
        step: StepResult,
        runtime: ToolRuntime,
        prompt: str,
        on_sample: Callable[[], None],
        go_on: Callable[[], bool],
    ) -> None:
        """`step`'s samples from the first it lacks, each added as it ends (then `on_sample`); stops before a sample
        when `go_on()` says no."""
        capability = self.capability.model_copy(update={"tool_mode": self.results.window_mode})
        tools = runtime.specs()
        length = step.length
        for sample in range(step.samples, self.results.settings.samples):
            if not go_on():
                return
            kind = PROBE_KINDS[sample % len(PROBE_KINDS)]
            target = int((length - ANSWER_TOKENS) / self.estimate_ratio) - tool_spec_tokens(tools)
            probe = build_probe(kind, target, sample, prompt, runtime, _estimate)
            request = ChatRequest(messages=probe.messages, tools=tools, capability=capability, max_tokens=ANSWER_TOKENS)
            estimated = _estimate(probe.messages) + tool_spec_tokens(tools)
            counted = self.provider.count_request_tokens(request)
            turn = complete(self.provider, request)
            measured = turn.usage.prompt_tokens or counted or estimated
            self.estimate_ratio = 0.5 * self.estimate_ratio + 0.5 * (measured / estimated)
            step.samples += 1
            step.correct += probe.correct(turn.content)
            step.prompt_tokens.append(measured)
            step.speeds.append(sample_speed(turn.usage))
            on_sample()


def _estimate(messages: list[Message]) -> int:
    return sum(message_tokens(message) for message in messages)
