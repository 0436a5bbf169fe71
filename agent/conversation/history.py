"""The conversation the model sees, its token budget, and compaction.

Messages carry a monotonic `record` number that survives compaction (a summary gets a new
number, elided messages keep theirs), so the transcript can say exactly what was replaced and
a resumed or rolled-back session rebuilds the same list.

Compaction runs when the next request would pass `compaction_at` (`capabilities.COMPACTION_SHARE` of the
effective window) and aims at `TARGET_FRACTION` of the window so that it does not fire again on the next turn:
first it re-cuts any tool result larger than one result may now be (a window that turned out smaller
than budgeted leaves results cut for the larger one), then it elides old large tool results, then it
summarises older turns with the same model (`ModelSummarizer`, instructions in prompts/summary.md).
It never separates an assistant's tool calls from their results, and it is transactional: a
summary that fails, is empty or is not shorter leaves history as it was, and eliding makes the
request fit instead.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from pydantic import BaseModel

from agent.errors import ContextOverflowError, ProviderError
from agent.messages import AssistantTurn, Message, ToolCall
from agent.prompts import load_prompt
from agent.providers.provider import ChatRequest, Provider, complete
from agent.tokens import message_tokens
from capabilities import Capability

TARGET_FRACTION = 0.5
KEEP_RECENT_GROUPS = 2  # tool results of the last turns are never elided: the model is using them
ELIDE_MIN_TOKENS = 64
TOOL_OUTPUT_SHARE = 4  # one tool result may take at most a quarter of the effective window
MIN_TOOL_OUTPUT_TOKENS = 256  # ...but never less than this
SUMMARY_PREFIX = "[Summary of earlier work in this session]\n"
SUMMARY_INPUT_CHARS = 2000  # per message, so the summary request itself fits the window

INTERRUPTED_RESULT = "interrupted: the session ended before this call finished; run it again if it is still needed"

Summarize = Callable[[list[Message], int], str]


class CompactionRecord(BaseModel):
    """One compaction, as written to the transcript and replayed on resume."""

    kind: Literal["recut", "elide", "summary", "map"]  # map: the repository map put in or made again (map_slot.py)
    tokens_before: int
    tokens_after: int
    elided: dict[int, str] = {}  # record -> placeholder content (or, for "recut", the shorter result)
    replaced: list[int] = []  # records folded into the summary
    summary: Message | None = None


class Conversation:
    """The message list with a token count per message, kept incrementally."""

    def __init__(self) -> None:
        self.messages: list[Message] = []
        self._tokens: list[int] = []
        self.total_tokens = 0
        self.next_record = 1
        self._call_ids: set[str] = set()  # every tool-call id this session has used
        self._next_call = 1

    def give_unique_call_ids(self, calls: list[ToolCall]) -> None:
        """Give each new call an id no earlier call of this session has (rollback, resume and the
        closing of unanswered calls match results to calls by id; servers may repeat theirs). Done
        in place, so the turn that produced the calls runs them under the ids the conversation keeps."""
        for call in calls:
            self._claim_id(call, renaming_repeats=True)

    def _claim_id(self, call: ToolCall, renaming_repeats: bool) -> None:
        if call.id and (call.id not in self._call_ids or not renaming_repeats):
            self._call_ids.add(call.id)
            return
        while f"call_{self._next_call}" in self._call_ids:
            self._next_call += 1
        call.id = f"call_{self._next_call}"
        self._call_ids.add(call.id)

    def append(self, message: Message) -> Message:
        record = self.next_record if message.record is None else message.record
        if message.record is None:
            message = message.model_copy(update={"record": record})
        self.next_record = max(self.next_record, record + 1)
        for call in message.tool_calls:  # a replayed id is kept as written, even a repeated one
            self._claim_id(call, renaming_repeats=False)
        tokens = message_tokens(message)
        self.messages.append(message)
        self._tokens.append(tokens)
        self.total_tokens += tokens
        return message

    def tokens_at(self, index: int) -> int:
        return self._tokens[index]

    def reset(self, messages: list[Message]) -> None:
        # Messages kept unchanged keep their counts: rollback and compaction cost no re-tokenising.
        known = {id(m): t for m, t in zip(self.messages, self._tokens, strict=True)}
        next_record = self.next_record
        self.messages, self._tokens, self.total_tokens = [], [], 0
        for message in messages:
            tokens = known.get(id(message))
            if tokens is None:
                self.append(message)
                continue
            self.messages.append(message)
            self._tokens.append(tokens)
            self.total_tokens += tokens
        self.next_record = max(self.next_record, next_record)

    def apply(self, record: CompactionRecord) -> None:
        """Replay a compaction (also how the live one is applied, so resume cannot drift)."""
        messages: list[Message] = []
        for message in self.messages:
            if message.record in record.elided:
                message = message.model_copy(update={"content": record.elided[message.record]})
            if message.record in record.replaced:
                if record.summary is not None and not any(m.record == record.summary.record for m in messages):
                    messages.append(record.summary)
                continue
            messages.append(message)
        self.reset(messages)

    def rollback_to(self, record: int) -> None:
        self.reset([m for m in self.messages if m.record is not None and m.record <= record])

    def unanswered_calls(self) -> list[tuple[int, ToolCall]]:
        """(message index, call) for every call no result answers yet. A result answers the latest
        unanswered call with its id before it, so an id that transcripts of older versions hold twice
        cannot make a waiting call look answered."""
        waiting: list[tuple[int, ToolCall]] = []
        for index, message in enumerate(self.messages):
            waiting += [(index, call) for call in message.tool_calls]
            if message.role == "tool":
                same = [n for n, (_, call) in enumerate(waiting) if call.id == message.tool_call_id]
                if same:
                    del waiting[same[-1]]
        return waiting

    def close_unanswered_calls(self) -> list[Message]:
        """Give every tool call still waiting for a result an 'interrupted' result (after a crash)."""
        closing = [
            Message(role="tool", content=INTERRUPTED_RESULT, tool_call_id=call.id, name=call.name, is_error=True)
            for _, call in self.unanswered_calls()
        ]
        return [self.append(message) for message in closing]

    def last_clean_record(self) -> int:
        """The newest record after which no tool call waits for its result."""
        waiting = self.unanswered_calls()
        if waiting:
            index = max(index for index, _ in waiting)  # the newest message with a waiting call
            return record_of(self.messages[index - 1]) if index else 0
        return record_of(self.messages[-1]) if self.messages else 0


def record_of(message: Message) -> int:
    """The record number of a message in a conversation (`Conversation.append` gives each one)."""
    if message.record is None:
        raise ValueError("a message outside the conversation has no record number")
    return message.record


def fit_tool_output(content: str, max_tokens: int) -> str:
    """One tool result may take at most `max_tokens`: keep its head and tail and say what was cut,
    so a single large read cannot fill a small model's window on its own."""
    tokens = message_tokens(Message(role="tool", content=content))
    if tokens <= max_tokens:
        return content
    keep_chars = max(200, int(len(content) * max_tokens / tokens * 0.9))
    head, tail = content[: keep_chars // 2], content[-(keep_chars // 2) :]
    lines_cut = content.count("\n") - head.count("\n") - tail.count("\n")
    note = (
        f"\n[… {len(content) - len(head) - len(tail)} characters ({lines_cut} lines) cut here to fit the model's "
        "context; read a smaller part with offset/limit, or narrow the command …]\n"
    )
    return head + note + tail


def turn_groups(messages: list[Message], start: int) -> list[tuple[int, int]]:
    """[start, end) index ranges that must stay together: an assistant message with its tool results."""
    groups: list[tuple[int, int]] = []
    index = start
    while index < len(messages):
        end = index + 1
        if messages[index].role == "assistant":
            while end < len(messages) and messages[end].role == "tool":
                end += 1
        groups.append((index, end))
        index = end
    return groups


def elision_placeholder(message: Message, tokens: int) -> str:
    size = len(message.content.encode("utf-8"))
    shown = f"{size / 1024:.0f} KB" if size >= 1024 else f"{size} bytes"
    return f"[output of {message.name or 'tool'} call (record {message.record}) elided, {shown} — re-run it if needed]"


def summary_input(messages: list[Message]) -> str:
    """The folded messages as plain lines for the summary request, each cut to SUMMARY_INPUT_CHARS."""
    lines = []
    for message in messages:
        text = message.content
        if len(text) > SUMMARY_INPUT_CHARS:
            text = text[:SUMMARY_INPUT_CHARS] + f" […{len(message.content) - SUMMARY_INPUT_CHARS} more characters]"
        calls = " ".join(f"{c.name}({c.arguments})" for c in message.tool_calls)
        who = f"{message.role} {message.name}" if message.role == "tool" else message.role
        lines.append(f"{who}: {text} {calls}".rstrip())
    return "\n".join(lines)


def summary_request(folded: list[Message], max_tokens: int, capability: Capability) -> ChatRequest:
    instructions = load_prompt("summary.md").rstrip("\n").format(limit=max(50, max_tokens * 2 // 3))
    return ChatRequest(
        messages=[Message(role="system", content=instructions), Message(role="user", content=summary_input(folded))],
        capability=capability,
        purpose="summary",
        max_tokens=max_tokens,
    )


class ModelSummarizer:
    """A `Summarize` that asks the session's own model; `on_reply` sees each reply (its usage is recorded)."""

    def __init__(self, provider: Provider, capability: Capability, on_reply: Callable[[AssistantTurn], None]):
        self.provider = provider
        self.capability = capability
        self.on_reply = on_reply

    def __call__(self, folded: list[Message], max_tokens: int) -> str:
        turn = complete(self.provider, summary_request(folded, max_tokens, self.capability))
        self.on_reply(turn)
        return turn.content


class Compactor:
    def __init__(self, context_effective: int, compaction_at: int, pinned: int = 2):
        self.context_effective = context_effective
        self.compaction_at = compaction_at
        self.target = int(context_effective * TARGET_FRACTION)
        self.pinned = pinned  # system prompt and task: never compacted
        self.tool_output_tokens = max(MIN_TOOL_OUTPUT_TOKENS, context_effective // TOOL_OUTPUT_SHARE)

    def needed(self, prompt_tokens: int) -> bool:
        return prompt_tokens > self.compaction_at

    def plan_recut(self, conversation: Conversation, overhead: int) -> CompactionRecord:
        """Cut again each tool result over `tool_output_tokens`: results cut for a window that turned out larger
        than the server's (even the newest, which eliding keeps) would leave the conversation unable to fit."""
        total = conversation.total_tokens + overhead
        record = CompactionRecord(kind="recut", tokens_before=total, tokens_after=total)
        for i, message in enumerate(conversation.messages):
            if message.role != "tool" or conversation.tokens_at(i) <= self.tool_output_tokens:
                continue
            shorter = fit_tool_output(message.content, self.tool_output_tokens)
            record.elided[record_of(message)] = shorter
            total -= conversation.tokens_at(i) - message_tokens(message.model_copy(update={"content": shorter}))
        record.tokens_after = total
        return record

    def plan_elision(self, conversation: Conversation, overhead: int, goal: int, keep_groups: int) -> CompactionRecord:
        """Elide the largest old tool results first until the estimate reaches `goal`."""
        groups = turn_groups(conversation.messages, self.pinned)
        protected = (
            {i for start, end in groups[len(groups) - keep_groups :] for i in range(start, end)}
            if keep_groups
            else set()
        )
        candidates = [
            i
            for i, m in enumerate(conversation.messages)
            if m.role == "tool"
            and i not in protected
            and conversation.tokens_at(i) > ELIDE_MIN_TOKENS
            and not m.content.startswith("[output of ")
        ]
        candidates.sort(key=conversation.tokens_at, reverse=True)
        total = conversation.total_tokens + overhead
        record = CompactionRecord(kind="elide", tokens_before=total, tokens_after=total)
        for i in candidates:
            if total <= goal:
                break
            message = conversation.messages[i]
            placeholder = elision_placeholder(message, conversation.tokens_at(i))
            saved = conversation.tokens_at(i) - message_tokens(message.model_copy(update={"content": placeholder}))
            record.elided[record_of(message)] = placeholder
            total -= saved
        record.tokens_after = total
        return record

    def plan_summary(self, conversation: Conversation, overhead: int, summarize: Summarize) -> CompactionRecord | None:
        """Fold older turns (and any earlier summary) into one summary message; None if it fails."""
        messages = conversation.messages
        groups = turn_groups(messages, self.pinned)
        if len(groups) < 2:
            return None
        pinned_tokens = sum(conversation.tokens_at(i) for i in range(self.pinned)) + overhead
        summary_budget = max(64, min(1024, self.context_effective // 8))
        keep_from = len(groups)
        tail_tokens = 0
        for g in range(len(groups) - 1, 0, -1):  # keep recent whole groups while they fit the target...
            start, end = groups[g]
            size = sum(conversation.tokens_at(i) for i in range(start, end))
            # ...and the newest (what the model answers next: the user's new message) whenever it fits the
            # window at all: a summary without the question leaves the model nothing to answer
            limit = self.context_effective if g == len(groups) - 1 else self.target
            if pinned_tokens + summary_budget + tail_tokens + size > limit:
                break
            tail_tokens += size
            keep_from = g
        folded_range = range(groups[0][0], groups[keep_from - 1][1])
        folded = [messages[i] for i in folded_range]
        folded_tokens = sum(conversation.tokens_at(i) for i in folded_range)
        try:
            text = summarize(folded, summary_budget).strip()
        except ProviderError:
            return None
        if not text:
            return None
        summary = Message(role="user", content=SUMMARY_PREFIX + text, record=conversation.next_record)
        summary_tokens = message_tokens(summary)
        if summary_tokens >= folded_tokens:
            return None  # a summary longer than what it replaces makes things worse
        before = conversation.total_tokens + overhead
        return CompactionRecord(
            kind="summary",
            tokens_before=before,
            tokens_after=before - folded_tokens + summary_tokens,
            replaced=[m.record for m in folded],
            summary=summary,
        )

    def compact(self, conversation: Conversation, overhead: int, summarize: Summarize) -> list[CompactionRecord]:
        """Bring the conversation under the target; returns what was done (already applied)."""
        done: list[CompactionRecord] = []
        recut = self.plan_recut(conversation, overhead)
        if recut.elided:
            conversation.apply(recut)
            done.append(recut)
            if recut.tokens_after <= self.target:
                return done
        elision = self.plan_elision(conversation, overhead, self.target, KEEP_RECENT_GROUPS)
        if elision.elided:
            conversation.apply(elision)
            done.append(elision)
            if elision.tokens_after <= self.target:
                return done
        summary = self.plan_summary(conversation, overhead, summarize)
        if summary is not None:
            conversation.apply(summary)
            done.append(summary)
            if summary.tokens_after <= self.compaction_at:
                return done
        # The summary failed or was not enough: elide everything but the newest turn so the request fits.
        last_resort = self.plan_elision(conversation, overhead, self.compaction_at, keep_groups=1)
        if last_resort.elided:
            conversation.apply(last_resort)
            done.append(last_resort)
        if conversation.total_tokens + overhead > self.context_effective:
            raise ContextOverflowError(
                f"the conversation ({conversation.total_tokens + overhead} tokens) no longer fits the "
                f"{self.context_effective}-token window even after compaction; use a larger window (a server's "
                "own context size, then --ctx N or context_effective in models.toml)"
            )
        return done
