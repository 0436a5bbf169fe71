"""Generation for the in-process llama.cpp model: the grammar checked lazily, prompt-lookup drafts
verified in one batch.

llama-cpp-python puts the grammar in its sampler chain, so every token the grammar is matched
against all ~262k vocabulary entries (gemma-3-270m: 82 -> 25 tokens/s). llama.cpp's own
`common_sampler` does it the cheap way, and so does this module: sample with the ordinary chain,
check only the chosen token against the grammar, and only when the grammar rejects it filter the
whole vocabulary with the grammar and sample again. Output satisfies the grammar either way.

Text turns take the same path without a grammar, so prompt lookup (`prompt_lookup`) serves both.
`n_tokens`, `input_ids` and the KV cache are kept the way `Llama.generate` keeps them, so the
next request reuses the shared prefix.
"""

from __future__ import annotations

import codecs
import ctypes
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from agent.errors import ProviderError
from agent.providers.llamacpp.prompt_lookup import DraftFinder, LookupSettings, LookupStats, draft_and_verify

DEFAULT_SEED = 1234  # also the seed the model is loaded with: runs repeat unless a capability says otherwise


@dataclass(frozen=True)
class SamplingParams:
    """The knobs of llama-cpp-python's default chain (`Llama._init_sampler`), same meanings."""

    temperature: float = 0.2
    top_k: int = 40
    top_p: float = 0.95
    min_p: float = 0.05
    repeat_penalty: float = 1.0
    seed: int = DEFAULT_SEED


@dataclass(frozen=True)
class SampledToken:
    id: int
    text: str  # may be "" while a multi-byte character is still incomplete
    resampled: bool = False  # the model's first pick broke the grammar; this one is drawn from the allowed tokens


def generate(
    llm: Any,
    prompt: list[int],
    grammar: str | None,
    params: SamplingParams,
    max_tokens: int,
    lookup: LookupSettings | None = None,
    stats: LookupStats | None = None,
    grammar_root: str = "root",
) -> Iterator[SampledToken]:
    """Tokens for `prompt`, at most `max_tokens` of them, that together match `grammar` when one
    is given; ends without yielding it when the model (or the finished grammar) picks
    end-of-generation. A consumer that got `max_tokens` tokens was cut off.

    With `lookup`, tokens guessed from the prompt are evaluated in one batch after each sampled
    token (`prompt_lookup.draft_and_verify`): every row is sampled and checked against the grammar
    as it would be one token at a time, so the sampler (its random state included) and the grammar
    see the same tokens in the same order, and a wrong guess only costs time. `stats` counts what
    drafting did.
    """
    model = LazyGrammarModel(llm, grammar, params, grammar_root)
    decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
    finder = DraftFinder(prompt, lookup) if lookup is not None else None
    try:
        pending = reuse_cached_prefix(llm, prompt)
        for token in draft_and_verify(model, pending, max_tokens, llm.n_ctx(), finder, stats):
            yield SampledToken(id=token, text=decoder.decode(_piece(model.vocab, token)), resampled=model.resampled)
    finally:
        model.close()


class LazyGrammarModel:
    """The Llama as draft_and_verify's TokenModel: each row sampled with the ordinary chain, the chosen token
    checked against the grammar, and the whole vocabulary filtered by the grammar only when it rejects that
    token. `close` frees the samplers."""

    resampled = False  # whether the grammar made the last pick pick again

    def __init__(self, llm: Any, grammar: str | None, params: SamplingParams, grammar_root: str):
        import llama_cpp

        self.lib: Any = llama_cpp
        self.llm = llm
        self.vocab = llm._model.vocab
        self.n_vocab = llm.n_vocab()
        self.grammar_sampler = None
        if grammar is not None:
            self.grammar_sampler = llama_cpp.llama_sampler_init_grammar(
                self.vocab, grammar.encode("utf-8"), grammar_root.encode("utf-8")
            )
            if not self.grammar_sampler:
                raise ProviderError(
                    "llama.cpp could not parse the tool-call grammar; this is a bug in the grammar builder"
                )
        self.chain = _sampler_chain(llm, params)
        self.candidates = np.zeros(
            self.n_vocab, dtype=np.dtype([("id", np.intc), ("logit", np.single), ("p", np.single)], align=True)
        )
        self.every_id = np.arange(self.n_vocab, dtype=np.intc)
        self.candidate_array = llama_cpp.llama_token_data_array(
            data=self.candidates.ctypes.data_as(llama_cpp.llama_token_data_p),
            size=self.n_vocab,
            selected=-1,
            sorted=False,
        )
        self.one = (llama_cpp.llama_token_data * 1)()
        self.one_array = llama_cpp.llama_token_data_array(data=self.one, size=1, selected=-1, sorted=False)

    @property
    def n_tokens(self) -> int:
        return int(self.llm.n_tokens)

    def decode(self, tokens: list[int], every_row: bool) -> None:
        if every_row:
            _decode_every_row(self.llm, tokens)
        else:
            self.llm.eval(tokens)

    def pick(self, row: int) -> int | None:
        token, self.resampled = self.sample(row)
        if self.lib.llama_vocab_is_eog(self.vocab, token):
            return None
        if self.grammar_sampler is not None:
            self.lib.llama_sampler_accept(self.grammar_sampler, token)
        self.chain.accept(token)
        return token

    def trim(self, n_tokens: int) -> None:
        _trim_cache(self.llm, n_tokens)

    def sample(self, row: int) -> tuple[int, bool]:
        """The token sampling picks from the logits of batch row `row`, and whether the grammar
        made it pick again."""
        self._fill_candidates(row)
        self.lib.llama_sampler_apply(self.chain.sampler, ctypes.byref(self.candidate_array))
        token = self._selected()
        if self.grammar_sampler is None or self._grammar_allows(token):
            return token, False
        # The rare slow path: the grammar over the whole vocabulary first, then the chain.
        self._fill_candidates(row)
        self.lib.llama_sampler_apply(self.grammar_sampler, ctypes.byref(self.candidate_array))
        self.lib.llama_sampler_apply(self.chain.sampler, ctypes.byref(self.candidate_array))
        token = self._selected()
        if not self._grammar_allows(token):  # accepting it would abort the process inside llama.cpp
            raise ProviderError("the grammar allows no token here; the tool-call grammar is inconsistent")
        return token, True

    def close(self) -> None:
        if self.grammar_sampler is not None:
            self.lib.llama_sampler_free(self.grammar_sampler)
        self.chain.close()

    def _fill_candidates(self, row: int) -> None:
        logits = np.ctypeslib.as_array(self.lib.llama_get_logits_ith(self.llm._ctx.ctx, row), shape=(self.n_vocab,))
        self.candidates["id"] = self.every_id
        self.candidates["logit"] = logits
        self.candidates["p"] = 0.0
        self.candidate_array.size = self.n_vocab
        self.candidate_array.selected = -1
        self.candidate_array.sorted = False

    def _selected(self) -> int:
        return int(self.candidates["id"][self.candidate_array.selected])

    def _grammar_allows(self, token: int) -> bool:
        # ctypes converts plain ints on assignment; its stubs type the field as c_int32.
        self.one[0].id, self.one[0].logit, self.one[0].p = token, 0.0, 0.0  # type: ignore[assignment]
        self.one_array.size, self.one_array.selected, self.one_array.sorted = 1, -1, False
        self.lib.llama_sampler_apply(self.grammar_sampler, ctypes.byref(self.one_array))
        return bool(self.one[0].logit != float("-inf"))


def _decode_every_row(llm: Any, tokens: list[int]) -> None:
    """Evaluate `tokens` as one batch with logits for each (`Llama.eval` keeps only the last),
    keeping `n_tokens` and `input_ids` the way `Llama.eval` does."""
    n_past = llm.n_tokens
    llm._ctx.kv_cache_seq_rm(-1, n_past, -1)
    llm._batch.set_batch(batch=tokens, n_past=n_past, logits_all=True)
    llm._ctx.decode(llm._batch)
    llm.input_ids[n_past : n_past + len(tokens)] = tokens
    llm.n_tokens = n_past + len(tokens)


def _trim_cache(llm: Any, n_tokens: int) -> None:
    """Forget everything after the first `n_tokens` tokens, in the KV cache and in `Llama`'s own count."""
    llm._ctx.kv_cache_seq_rm(-1, n_tokens, -1)
    llm.n_tokens = n_tokens


def _piece(vocab: Any, token: int) -> bytes:
    import llama_cpp

    buffer = ctypes.create_string_buffer(64)
    size = llama_cpp.llama_token_to_piece(vocab, token, buffer, len(buffer), 0, False)
    if size < 0:  # too small: llama.cpp says how much it needs
        buffer = ctypes.create_string_buffer(-size)
        size = llama_cpp.llama_token_to_piece(vocab, token, buffer, len(buffer), 0, False)
    return buffer.raw[:size]


def _sampler_chain(llm: Any, params: SamplingParams) -> Any:
    """The chain `Llama._init_sampler` builds, without the grammar."""
    from llama_cpp._internals import LlamaSampler

    chain = LlamaSampler()
    chain.add_penalties(
        n_vocab=llm.n_vocab(),
        penalty_last_n=llm.last_n_tokens_size,
        penalty_repeat=params.repeat_penalty,
        penalty_freq=0.0,
        penalty_present=0.0,
    )
    if params.temperature < 0.0:
        chain.add_dist(params.seed)
    elif params.temperature == 0.0:
        chain.add_greedy()
    else:
        chain.add_top_k(params.top_k)
        chain.add_typical(1.0, 1)
        chain.add_top_p(params.top_p, 1)
        chain.add_min_p(params.min_p, 1)
        chain.add_temp(params.temperature)
        chain.add_dist(params.seed)
    return chain


def shared_length(a: Sequence[int], b: Sequence[int]) -> int:
    """How many first tokens `a` and `b` have in common."""
    n = min(len(a), len(b))
    differs = np.flatnonzero(np.asarray(a[:n], dtype=np.int64) != np.asarray(b[:n], dtype=np.int64))
    return int(differs[0]) if len(differs) else n


def cached_prefix(llm: Any, prompt: list[int]) -> int:
    """How many of `prompt`'s first tokens the KV cache holds and the rest can be evaluated on, as
    `Llama.generate` counts them (at least one token is left so its logits are fresh); 0 where the
    cache lacks the sliding window those tokens' successors attend to."""
    shared = shared_length(llm._input_ids, prompt)
    reuse = shared - 1 if shared == len(prompt) else shared
    return reuse if reuse > 0 and holds_window(llm, reuse) else 0


def sliding_window(llm: Any) -> int:
    """The model's sliding attention window in tokens; 0 where it has none."""
    import llama_cpp

    return max(0, int(llama_cpp.llama_model_n_swa(llm._model.model)))


def holds_window(llm: Any, reuse: int) -> bool:
    """Whether a sliding-window model's cache still holds the window that position `reuse` attends to
    (positions after `reuse - n_swa`, llama.cpp's widest window). A cache loaded from a saved state does
    not hold older cells: llama.cpp's per-sequence state keeps only the window of its last position in
    those layers (ggml-org/llama.cpp#25295), and evaluating on missing cells gives other logits, silently
    (the embedded model: a state of 900 tokens reused from token 600 changed the next token).
    llama-server makes a check like it before it reuses a slot."""
    import llama_cpp

    n_swa = sliding_window(llm)
    if not n_swa:
        return True
    oldest = llama_cpp.llama_memory_seq_pos_min(llama_cpp.llama_get_memory(llm._ctx.ctx), 0)
    return oldest <= max(0, reuse - n_swa + 1)


def reuse_cached_prefix(llm: Any, prompt: list[int]) -> list[int]:
    """Trim the KV cache to the longest prefix it shares with `prompt` and can build on (cached_prefix)
    and return the tokens still to evaluate, as `Llama.generate` does."""
    reuse = cached_prefix(llm, prompt)
    if reuse > 0 and llm._ctx.kv_cache_seq_rm(-1, reuse, -1):
        llm.n_tokens = reuse
        llm._requires_eval = True
        return list(prompt[reuse:])
    llm.reset()
    return list(prompt)
