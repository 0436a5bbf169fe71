"""The model's window as the run knows it: what the next request takes of it, when to compact, and what a
server teaches about its real size (a refusal that names it, a prompt it cut without a word, Ollama's
/api/ps). The loop asks the model through `ask`; everything about fitting the window happens here."""

from __future__ import annotations

from collections.abc import Callable

from agent.conversation.history import Compactor, Conversation, ModelSummarizer
from agent.conversation.map_slot import MapSlot
from agent.errors import ServerWindowError, UserError
from agent.messages import AssistantTurn
from agent.providers.overflow import prompt_was_cut
from agent.providers.provider import ChatRequest, Provider, ProviderEvent, complete
from agent.providers.usage import ServerUsage
from agent.records.recorder import Recorder
from agent.tokens import Calibration, tool_spec_tokens
from capabilities import Capability, compaction_share_text

MIN_REPLY_TOKENS = 64  # a reply always gets this much room, even when an estimate leaves less
UNNAMED_SHRINK = 0.9  # a window the server did not name (or the estimate was off): a tenth less each time


class WindowBudget:
    def __init__(
        self,
        provider: Provider,
        capability: Capability,
        conversation: Conversation,
        recorder: Recorder,
        map_slot: MapSlot | None = None,
    ):
        self.conversation = conversation
        self.recorder = recorder
        self.calibration = Calibration()
        self._window_checked = False  # whether the server was asked which window it runs
        self.map_slot = map_slot  # the repository map after the system prompt
        self.use(provider, capability)

    def use(self, provider: Provider, capability: Capability) -> None:
        """Budget for this model and window from now on (`/model`, or a window the server taught)."""
        self.provider, self.capability = provider, capability
        self.compactor = Compactor(capability.context_effective, capability.compaction_at)
        self.summarize = ModelSummarizer(provider, capability, on_reply=self.recorder.summary_replied)

    def estimate(self, request: ChatRequest) -> int:
        return self.conversation.total_tokens + tool_spec_tokens(request.tools)

    def prompt_tokens(self, request: ChatRequest) -> int:
        """Exact where the provider can count its own prompt, else an estimate calibrated by usage reports."""
        exact = self.provider.count_request_tokens(request)
        return self.calibration.scale(self.estimate(request)) if exact is None else exact

    def check_first(self, request: ChatRequest) -> None:
        """A UserError when the system prompt and the task alone leave no room for the work."""
        needed = self.prompt_tokens(request)
        if needed > self.compactor.compaction_at and len(self.conversation.messages) <= 2:
            raise UserError(
                f"the model's window is too small: the system prompt and the task alone take {needed} tokens, "
                f"over the {self.compactor.compaction_at} allowed before compaction ({compaction_share_text()} of "
                f"{self.capability.context_effective}); raise it with --ctx N or context_effective in models.toml"
            )

    def compact(self, request: ChatRequest, tokens: int | None = None) -> int:
        """Compact now, whatever the size (`/compact`); how many compactions were done. `tokens`: what
        `request` takes, when already counted."""
        tokens = self.prompt_tokens(request) if tokens is None else tokens
        overhead = tokens - self.conversation.total_tokens
        records = self.compactor.compact(self.conversation, overhead, self.summarize)
        for record in records:
            self.recorder.compacted(record)
        if records and self.map_slot is not None and (remade := self.map_slot.refresh(self.conversation)):
            self.recorder.map_placed(remade)  # the prompt's start changed anyway: the map follows the work
        return len(records)

    def fit(self, build: Callable[[], ChatRequest]) -> ChatRequest:
        """The next request, compacted first when it would pass the compaction point, and asking for no more
        reply than the room left (or a server would shift or cut the prompt to make space). The repository map
        goes after the system prompt before the session's first request."""
        if self.map_slot is not None and (placed := self.map_slot.place(self.conversation)) is not None:
            self.recorder.map_placed(placed)
        request = build()
        tokens = self.prompt_tokens(request)
        if self.compactor.needed(tokens):
            self.compact(request, tokens)
            request = build()
            tokens = self.prompt_tokens(request)
        room = self.capability.context_effective - tokens
        request.max_tokens = max(MIN_REPLY_TOKENS, min(self.capability.max_output_tokens, room))
        return request

    def ask(self, build: Callable[[], ChatRequest], on_event: Callable[[ProviderEvent], None]) -> AssistantTurn:
        """The model's reply to the next request. Refused as too long, or answered from a prompt the server cut
        to fit its window: the window learned becomes the hard limit and the same turn is asked once more,
        compacted to it, never unchanged. A second refusal or cut ends the run (ServerWindowError)."""
        request = self.fit(build)
        turn: AssistantTurn | None = None
        try:
            turn = complete(self.provider, request, on_event)
        except ServerWindowError as err:
            self._shrink(err.window, str(err))
        if turn is None or self._running_window_smaller(request) or self._server_cut(request, turn):
            request = self.fit(build)
            turn = complete(self.provider, request, on_event)
            window = self.capability.context_effective  # what it was compacted to (a cut shrinks it again)
            if self._server_cut(request, turn):
                raise ServerWindowError(
                    f"the server cut the prompt again after the agent compacted it to a {window}-token window; "
                    "give the server a larger window, or the agent a smaller one with --ctx N",
                    None,
                )
        self.calibration.observe(self.estimate(request), turn.usage.prompt_tokens)
        return turn

    def _shrink(self, named: int | None, reason: str, cut: bool = False) -> None:
        previous = self.capability.context_effective
        window = named if named is not None and named < previous else int(previous * UNNAMED_SHRINK)
        sources = {**self.capability.sources, "context_effective": f"the server ({reason[:80]})"}
        update = {"context_effective": window, "server_context": window, "sources": sources}
        # The same model: what its usage reports taught the estimate (self.calibration) still holds.
        self.use(self.provider, self.capability.model_copy(update=update))
        self.recorder.window_learned(previous, window, reason, cut)

    def _server_cut(self, request: ChatRequest, turn: AssistantTurn) -> bool:
        """A server that reports reading fewer prompt tokens than were sent cut the prompt to fit a smaller
        window (Ollama does so silently, and the model answers without the part it lost). What it read becomes
        the hard limit; such a report teaches the estimate nothing."""
        usage = turn.usage
        if not (isinstance(usage, ServerUsage) and usage.usage_reported):
            return False  # in-process models never cut; an estimate compared with itself says nothing
        exact = self.provider.count_request_tokens(request)
        # Without an exact count, the messages alone by the estimate: a floor, as what the tools take differs
        # most between tool modes and chat templates (a grammar prompt lists them in a few lines).
        sent = self.conversation.total_tokens if exact is None else exact
        read = usage.prompt_tokens
        kept = self.conversation.tokens_at(0)  # the system prompt: Ollama's cuts keep it
        if not prompt_was_cut(sent, exact is not None, read, self.capability.context_effective, kept):
            return False
        counted = f"the {sent} tokens sent" if exact is not None else f"the ~{sent} tokens its messages alone take"
        self._shrink(read, f"the server read {read} prompt tokens, fewer than {counted}: it cut the prompt", cut=True)
        return True

    def _running_window_smaller(self, request: ChatRequest) -> bool:
        """Once, after the first reply: a server that says which window it runs (Ollama's /api/ps) and runs a
        smaller one than budgeted sets the hard limit. True when the prompt just sent did not fit it."""
        probe = getattr(self.provider, "running_window", None)
        if probe is None or self._window_checked:
            return False
        self._window_checked = True
        window = probe()
        if window is None or window >= self.capability.context_effective:
            return False
        sent = self.prompt_tokens(request)
        self._shrink(window, f"Ollama runs the model with a {window}-token window (/api/ps)")
        return sent > window  # Ollama keeps the start and the end of a longer prompt and drops the middle
