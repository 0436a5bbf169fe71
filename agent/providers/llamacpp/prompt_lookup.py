"""Prompt-lookup drafts: guess a reply's next tokens by finding its last few tokens earlier in the
prompt (or in the reply so far) and proposing the tokens that followed them there.

Coding turns copy a lot: an edit's old_text from a file that was read, a file rewritten with a
few changes. Where the model copies, the guess is right for many tokens in a row and the model
checks all of them in one batch (`sampling.py`) instead of one decode per token. A wrong
guess costs time, never output: every token is still the one sampling picks.

Pure Python and independent of llama.cpp, so it is tested on its own.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True)
class LookupSettings:
    """How eagerly to draft. The defaults were measured on the embedded model (bench/bench_embedded.py)."""

    max_ngram: int = 4  # the longest tail looked up; a longer match is likelier to go on the same way
    min_ngram: int = 2  # a single token (a quote, a space) recurs everywhere and drafts noise
    max_draft: int = 16  # tokens checked per batch at most


DEFAULT_LOOKUP = LookupSettings()


class DraftFinder:
    """The token history (prompt, then the reply as it grows) with an index from each n-gram to
    where it last occurred with a token after it."""

    def __init__(self, tokens: Iterable[int], settings: LookupSettings = DEFAULT_LOOKUP):
        if not 1 <= settings.min_ngram <= settings.max_ngram:
            raise ValueError(f"need 1 <= min_ngram <= max_ngram, got {settings.min_ngram}, {settings.max_ngram}")
        self.settings = settings
        self._tokens: list[int] = []
        # n-gram -> index of the token that followed its latest occurrence. The current tail is
        # entered only once a token follows it, so a lookup never finds the tail itself.
        self._next_after: dict[tuple[int, ...], int] = {}
        self.extend(tokens)

    def __len__(self) -> int:
        return len(self._tokens)

    def extend(self, tokens: Iterable[int]) -> None:
        low, high = self.settings.min_ngram, self.settings.max_ngram
        history, index = self._tokens, self._next_after
        for token in tokens:
            end = len(history)
            for n in range(low, min(high, end) + 1):
                index[tuple(history[end - n :])] = end
            history.append(token)

    def draft(self, limit: int | None = None) -> list[int]:
        """The tokens that followed the longest earlier match of the history's tail, at most
        `limit` (default: the settings' max_draft); [] when the tail occurred nowhere before."""
        limit = self.settings.max_draft if limit is None else min(limit, self.settings.max_draft)
        if limit <= 0:
            return []
        history = self._tokens
        for n in range(min(self.settings.max_ngram, len(history)), self.settings.min_ngram - 1, -1):
            start = self._next_after.get(tuple(history[-n:]))
            if start is not None:
                return history[start : start + limit]
        return []


@dataclass
class LookupStats:
    """What drafting did in one generation: for the bench and the tests."""

    drafts: int = 0  # batches evaluated with guesses in them
    drafted: int = 0  # guessed tokens evaluated
    accepted: int = 0  # guessed tokens that sampling picked too


class TokenModel(Protocol):
    """What the draft-and-verify loop needs from a model and its sampler."""

    @property
    def n_tokens(self) -> int:
        """Tokens in the model's cache."""
        ...

    def decode(self, tokens: list[int], every_row: bool) -> None:
        """Append `tokens` to the cache, with logits for each of them when `every_row` (else the last only)."""
        ...

    def pick(self, row: int) -> int | None:
        """The token sampling picks from the logits of row `row` of the last decode (negative:
        counted from its end), accepted by the sampler and the grammar; None at end-of-generation."""
        ...

    def trim(self, n_tokens: int) -> None:
        """Keep only the first `n_tokens` tokens of the cache."""
        ...


def draft_and_verify(
    model: TokenModel,
    pending: list[int],
    max_tokens: int,
    context: int,
    finder: DraftFinder | None,
    stats: LookupStats | None = None,
) -> Iterator[int]:
    """The tokens sampling picks after the cache plus `pending`, at most `max_tokens`, ending
    without a token at end-of-generation.

    With a `finder`, each sampled token is evaluated together with a guess of the tokens after
    it, in one batch with logits for every row; then each row is sampled in order, exactly as one
    decode per token would be, and a guess is kept while it equals the token picked before it
    (row i's pick is compared with guess i). At the first difference the picked token stands and
    the cache drops the guesses after the last kept one. The sampler sees the same rows in the
    same order either way, so only the number of decodes changes.
    """
    stats = stats if stats is not None else LookupStats()
    model.decode(pending, every_row=False)
    draft: list[int] = []
    produced = 0
    # Each guessed row costs a row of logits (the whole vocabulary), so the guess grows only while
    # guesses are right: doubled after a batch that was all kept, else one more than was kept.
    length = finder.settings.max_draft // 2 if finder is not None else 0
    while True:
        for row in range(len(draft) + 1):
            picked = model.pick(row - len(draft) - 1)
            if picked is None:
                return
            token = picked
            produced += 1
            kept = row < len(draft) and token == draft[row]
            if kept:
                stats.accepted += 1
            elif row < len(draft):
                model.trim(model.n_tokens - (len(draft) - row))  # the guesses from here on are wrong
            yield token
            if produced == max_tokens:
                return
            if finder is not None:
                finder.extend([token])
            if not kept:
                break
        if draft and finder is not None:  # `row` guesses were kept
            length = min(2 * length, finder.settings.max_draft) if row == len(draft) else row + 1
        # Guess no more than is left to produce, and than still fits the context.
        room = min(max_tokens - produced, context - model.n_tokens, length + 1) - 1
        draft = finder.draft(room) if finder is not None else []
        if draft:
            stats.drafts += 1
            stats.drafted += len(draft)
        model.decode([token, *draft], every_row=bool(draft))
