"""The prompt-lookup draft finder on its own: plain token lists, no model."""

from __future__ import annotations

import random

import pytest

from agent.providers.llamacpp.prompt_lookup import DraftFinder, LookupSettings, LookupStats, draft_and_verify


def finder(tokens: list[int], **settings: int) -> DraftFinder:
    return DraftFinder(tokens, LookupSettings(**settings))


def test_drafts_what_followed_the_tail_earlier():
    # 1 2 3 4 5 ... then the reply starts copying: 1 2 -> guess 3 4 5 6
    assert finder([1, 2, 3, 4, 5, 6, 9, 1, 2], max_draft=4).draft() == [3, 4, 5, 6]


def test_no_draft_when_the_tail_occurred_nowhere_before():
    assert finder([1, 2, 3, 4, 5, 6]).draft() == []


def test_a_single_token_match_is_not_enough_by_default():
    # 7 occurs before, but one token is too weak a clue (min_ngram 2)
    assert finder([7, 8, 9, 1, 7]).draft() == []
    assert finder([7, 8, 9, 1, 7], min_ngram=1).draft() == [8, 9, 1, 7]


def test_the_longest_match_wins_over_a_more_recent_shorter_one():
    # tail (1 2 3): its only 3-gram match is at the start, followed by 10; (2 3) alone last occurred before 20
    history = [1, 2, 3, 10, 11, 5, 2, 3, 20, 21, 1, 2, 3]
    assert finder(history, max_draft=2).draft() == [10, 11]


def test_the_most_recent_occurrence_of_equal_length_wins():
    history = [1, 2, 10, 0, 1, 2, 20, 0, 1, 2]
    assert finder(history, max_draft=1).draft() == [20]


def test_the_draft_stops_at_the_limit_and_at_the_end_of_the_history():
    history = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2]
    assert finder(history, max_draft=3).draft() == [3, 4, 5]
    assert finder(history, max_draft=3).draft(limit=2) == [3, 4]
    assert finder(history, max_draft=3).draft(limit=0) == []
    assert finder(history, max_draft=3).draft(limit=99) == [3, 4, 5]  # the settings cap the caller's limit
    # the continuation may run into the tail itself (a repeated pattern): it ends where the history ends
    assert finder([5, 6, 5, 6], max_draft=8).draft() == [5, 6]


def test_tokens_added_later_are_found_and_the_new_tail_is_looked_up():
    found = finder([1, 2, 3, 4])
    assert found.draft() == []
    found.extend([9, 1, 2])
    assert found.draft() == [3, 4, 9, 1, 2]
    found.extend([3, 4, 9])  # copied so far; the tail (3 4 9) last went on with 1
    assert found.draft(limit=1) == [1]
    assert len(found) == 10


def test_building_at_once_equals_building_token_by_token():
    rng = random.Random(7)
    history = [rng.randrange(5) for _ in range(300)]
    whole = finder(history)
    grown = finder([])
    for index, token in enumerate(history):
        grown.extend([token])
        # every prefix drafts what a finder built from that prefix at once drafts
        assert grown.draft() == finder(history[: index + 1]).draft()
    assert whole.draft() == grown.draft()


def test_drafts_agree_with_a_brute_force_search():
    rng = random.Random(3)
    for _ in range(200):
        history = [rng.randrange(4) for _ in range(rng.randrange(1, 40))]
        expected: list[int] = []
        for n in range(min(4, len(history)), 1, -1):
            tail = history[-n:]
            starts = [i + n for i in range(len(history) - n) if history[i : i + n] == tail]
            if starts:
                expected = history[starts[-1] : starts[-1] + 16]
                break
        assert finder(history).draft() == expected, history


@pytest.mark.parametrize(("low", "high"), [(0, 3), (3, 2)])
def test_impossible_ngram_bounds_are_refused(low, high):
    with pytest.raises(ValueError):
        finder([1, 2], min_ngram=low, max_ngram=high)


class FakeModel:
    """A deterministic 'model' whose next token depends on the last two tokens of its cache (so
    it copies what it saw before), with a cache that is checked on every call."""

    END = 0

    def __init__(self, seed: int, vocab: int = 6):
        rng = random.Random(seed)
        self.table = {(a, b): rng.randrange(vocab) for a in range(vocab) for b in range(vocab)}
        self.cache: list[int] = []
        self.rows: list[list[int]] = []  # per row of the last decode: the history its logits saw
        self.decodes = 0

    @property
    def n_tokens(self) -> int:
        return len(self.cache)

    def decode(self, tokens: list[int], every_row: bool) -> None:
        start = len(self.cache)
        self.cache.extend(tokens)
        self.decodes += 1
        ends = range(start + 1, len(self.cache) + 1) if every_row else [len(self.cache)]
        self.rows = [list(self.cache[:end]) for end in ends]

    def pick(self, row: int) -> int | None:
        history = self.rows[row]
        token = self.table[(history[-2], history[-1])]
        return None if token == self.END else token

    def trim(self, n_tokens: int) -> None:
        assert n_tokens <= len(self.cache)
        del self.cache[n_tokens:]


def run(seed: int, prompt: list[int], max_tokens: int, lookup: bool) -> tuple[list[int], FakeModel, LookupStats]:
    model, stats = FakeModel(seed), LookupStats()
    finder = DraftFinder(prompt, LookupSettings(max_draft=5)) if lookup else None
    return list(draft_and_verify(model, list(prompt), max_tokens, 10_000, finder, stats)), model, stats


@pytest.mark.parametrize("seed", range(40))
def test_lookup_gives_the_same_tokens_with_fewer_decodes_and_a_consistent_cache(seed):
    rng = random.Random(seed)
    prompt = [rng.randrange(1, 6) for _ in range(30)]
    plain, plain_model, _ = run(seed, prompt, 60, lookup=False)
    drafted, model, stats = run(seed, prompt, 60, lookup=True)
    assert drafted == plain
    assert model.decodes <= plain_model.decodes
    # the cache holds exactly prompt + output, less the last token (sampled, not yet evaluated),
    # plus at most guesses that were never checked because the reply ended
    expected = prompt + drafted
    assert model.cache[: len(expected) - 1] == expected[:-1]
    assert stats.accepted <= stats.drafted


def test_a_copying_model_is_mostly_accepted():
    prompt = [1, 2, 3, 4, 5] * 8
    # the table continues 1 2 3 4 5 1 2 ... so every guess from the prompt is right
    model, stats = copying_model(), LookupStats()
    finder = DraftFinder(prompt, LookupSettings(max_draft=5))
    out = list(draft_and_verify(model, list(prompt), 30, 10_000, finder, stats))
    assert out == ([1, 2, 3, 4, 5] * 6)
    assert stats.accepted == stats.drafted > 0
    assert model.decodes <= 1 + 30 // 4  # the prompt, then batches of up to 1 + 5 guesses


def copying_model() -> FakeModel:
    model = FakeModel(0)
    model.table = {(a, b): (b % 5) + 1 for a in range(6) for b in range(6)}  # 1 2 3 4 5 1 2 ...
    return model


@pytest.mark.parametrize(("max_tokens", "context"), [(7, 10_000), (30, 45)])
def test_guesses_never_reach_past_the_token_limit_or_the_context(max_tokens, context):
    prompt = [1, 2, 3, 4, 5] * 8
    model, longest = copying_model(), 0  # the longest cache a batch with guesses left
    decode = model.decode

    def watched(tokens: list[int], every_row: bool) -> None:
        nonlocal longest
        decode(tokens, every_row)
        if every_row:
            longest = max(longest, len(model.cache))

    model.decode = watched  # type: ignore[method-assign]
    out = list(draft_and_verify(model, list(prompt), max_tokens, context, DraftFinder(prompt, LookupSettings())))
    assert len(out) == max_tokens
    assert 0 < longest <= min(context, len(prompt) + max_tokens)


def test_the_environment_turns_lookup_off_and_a_bad_value_is_one_clear_error(monkeypatch):
    from agent.errors import UserError
    from agent.providers.llamacpp.engine import LOOKUP_ENV, lookup_enabled

    monkeypatch.delenv(LOOKUP_ENV, raising=False)
    assert lookup_enabled()
    monkeypatch.setenv(LOOKUP_ENV, "OFF")
    assert not lookup_enabled()
    monkeypatch.setenv(LOOKUP_ENV, "maybe")
    with pytest.raises(UserError, match="AGENT_PROMPT_LOOKUP='maybe' is not valid; set it to on or off"):
        lookup_enabled()
