"""Warm starts for the in-process model: its KV cache outlives the process.

After each exchange the sequence's state (llama.cpp's `llama_state_seq_*`) is saved with the tokens
it covers (`state_files.py`), and the first time a process meets a system prompt and tool
definitions, their state is saved on its own, so a new session, a compare try or a subagent with the
same prefix starts from it. Before a prompt is evaluated, the longest saved state whose tokens the
prompt repeats (this session's exchanges, any session's prefix) is loaded when it covers more than
the live cache already holds; the sampler then evaluates only the rest. A state that fails a check
is deleted and the prompt read in full, with a note for the transcript: a wrong cache would
silently change the model's answers.

Sliding-window models (Gemma 3, the embedded one): llama.cpp saves only the last window of those
layers, so a loaded state serves a prompt that repeats it nearly to its end, and no other
(`sampling.holds_window`). The system prefix is always evaluated as a batch of its own and,
on such a model, replaced with its own saved state at once, so a prompt gets the same cache and the
same replies whether its prefix was evaluated, loaded, or saved states are off.

Saving copies the state out of llama.cpp at once (tens of ms) and writes it in a background thread,
which the next exchange, `close()` or the interpreter's exit waits for.
"""

from __future__ import annotations

import ctypes
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agent.providers.llamacpp.sampling import cached_prefix, reuse_cached_prefix, sliding_window
from agent.providers.llamacpp.state_files import SavedState, StateStore, StateUnusable, tokens_digest
from agent.providers.saved_states import ModelIdentity, StateKind, read_header

MIN_PREFIX_TOKENS = 64  # a shorter system prompt is read again faster than a file is opened


@dataclass
class Restored:
    """What `WarmStart.prepare` did: prompt tokens taken from a saved state, and a note when one was refused."""

    tokens: int = 0
    note: str | None = None


def kv_type(llm: Any) -> str:
    """The KV cache's layout as far as a saved state depends on it: key and value types, flash
    attention, full-size sliding-window cache, and the llama.cpp build that wrote it."""
    import llama_cpp

    params = llm.context_params
    flash = getattr(params, "flash_attn_type", getattr(params, "flash_attn", ""))
    swa_full = getattr(params, "swa_full", "")
    return f"k{params.type_k}/v{params.type_v}/fa{flash}/swa{swa_full}/llama-cpp-python {llama_cpp.__version__}"


class WarmStart:
    """The saved states of one loaded model, and the exchanges of one session (`session`) saved to them."""

    def __init__(self, llm: Any, path: Path, n_ctx: int, store: StateStore | None = None):
        self.store = store or StateStore(ModelIdentity.of(path, n_ctx, kv_type(llm)))
        self.session: str | None = None
        self._writer: threading.Thread | None = None
        self._write_error: str | None = None
        self._previous: tuple[Path, int, str] | None = None  # the last exchange saved: path, n_key, its digest

    @property
    def enabled(self) -> bool:
        return self.store.cap > 0

    def prepare(self, llm: Any, prompt: list[int], prefix_length: int) -> Restored:
        """Before `prompt` is evaluated: load the best saved state, then evaluate the system prefix
        (`prefix_length` tokens) where the cache does not hold it yet, and save it where no saved state has it.

        A prompt gets the same cache, so the same replies, whether its prefix was evaluated here, by an
        earlier process or with saved states off: a cache built in other batches, or loaded from a
        file, differs in its last bits, which sampling can turn into another reply (measured on the
        embedded model: a 69-token continuation's logits differ by up to 0.8). So the prefix is always
        a batch of its own, and on a sliding-window model the cache is then replaced with its own saved
        state, laid out as any later process will load it (llama.cpp stores such layers' last window only)."""
        restored, prefix_saved = self._restore(llm, prompt, prefix_length) if self.enabled else (Restored(), False)
        if MIN_PREFIX_TOKENS <= prefix_length < len(prompt) and cached_prefix(llm, prompt) < prefix_length:
            llm.eval(reuse_cached_prefix(llm, prompt[:prefix_length]))
            windowed = sliding_window(llm) > 0
            save = self.enabled and not prefix_saved
            if windowed or save:
                payload = sequence_bytes(llm)
                if windowed:
                    set_sequence(llm, [int(token) for token in llm.input_ids[: llm.n_tokens]], payload)
                if save:
                    self._save(llm, prefix_length, "prefix", payload)
        return restored

    def _restore(self, llm: Any, prompt: list[int], prefix_length: int) -> tuple[Restored, bool]:
        """Load the longest saved state that covers more of `prompt` than the cache holds; and whether
        the system prefix has a saved state of its own."""
        self.wait()
        notes = [self._write_error] if self._write_error else []
        self._write_error = None
        held = cached_prefix(llm, prompt)
        restored = 0
        candidates = self.store.candidates(prompt)
        for path in candidates:
            if int(path.name.split("-", 1)[0]) <= held:
                break
            header = read_header(path)
            own = header is not None and self.session is not None and header.session == self.session
            if header is not None and header.kind == "exchange" and not own:
                # Another session's exchange: it would spare a task's first message at most, and its cache,
                # laid out otherwise, could change the replies of a run that repeats an earlier one.
                continue
            try:
                saved = self.store.read(path, prompt)
                load_sequence(llm, saved)
            except StateUnusable as err:
                notes.append(f"saved model state {path.name} not used: {err}")
                path.unlink(missing_ok=True)
                _forget(llm)
                held = 0
                continue
            held = cached_prefix(llm, prompt)
            if not held:  # a sliding-window state the prompt leaves before its last window: no use here
                _forget(llm)
                continue
            restored = held
            if saved.header.kind == "exchange":
                # This session's last state (no other session's is loaded): the next exchange's state supersedes it.
                self._previous = (path, saved.header.n_key, tokens_digest(prompt[: saved.header.n_key]))
            break
        if notes and not restored:
            notes.append("the prompt was read in full")
        # A prefix state refused above was deleted: it is saved again.
        prefix_saved = any(int(p.name.split("-", 1)[0]) == prefix_length and p.exists() for p in candidates)
        return Restored(tokens=restored, note="; ".join(notes) or None), prefix_saved

    def exchange_done(self, llm: Any, prompt_length: int) -> None:
        """Save the state the exchange left (its prompt and reply), keyed by the prompt, which the
        session's next prompt repeats; the session's state it supersedes is removed once written. Not
        without a session (calibration, a subagent's own model): only a session's own continue loads one."""
        if self.enabled and self.session is not None:
            self.wait()
            self._save(llm, prompt_length, "exchange")

    def _save(self, llm: Any, n_key: int, kind: StateKind, payload: memoryview | None = None) -> None:
        import llama_cpp

        n_tokens = int(llm.n_tokens)
        memory = llama_cpp.llama_get_memory(llm._ctx.ctx)
        if n_tokens < n_key or llama_cpp.llama_memory_seq_pos_max(memory, 0) != n_tokens - 1:
            return  # the cache does not hold exactly the tokens Llama counts: nothing trustworthy to save
        tokens = [int(token) for token in llm.input_ids[:n_tokens]]
        payload = sequence_bytes(llm) if payload is None else payload
        superseded = self._previous if kind == "exchange" else None
        session = self.session if kind == "exchange" else None

        def write() -> None:
            try:
                path = self.store.write(tokens, n_key, payload, kind, session)
            except OSError as err:
                self._write_error = f"the model state could not be saved ({err.strerror or err})"
                return
            if kind == "exchange":
                self._previous = (path, n_key, tokens_digest(tokens[:n_key]))
            if superseded is not None and superseded[0] != path and superseded[1] <= n_tokens:
                if tokens_digest(tokens[: superseded[1]]) == superseded[2]:
                    superseded[0].unlink(missing_ok=True)  # this state holds all of it and more

        # Not a daemon: the interpreter waits for it at exit, so the last exchange is on disk.
        self._writer = threading.Thread(target=write, name="model-state-writer")
        self._writer.start()

    def wait(self) -> None:
        """Until the state being written is on disk."""
        if self._writer is not None:
            self._writer.join()
            self._writer = None


def sequence_bytes(llm: Any) -> memoryview:
    """Sequence 0's state as llama.cpp serialises it (its KV cells; no logits), in a buffer of its own
    (a view of it, not a copy: a 6,000-token state of a small model is ~140 MB)."""
    import llama_cpp

    size = llama_cpp.llama_state_seq_get_size(llm._ctx.ctx, 0)
    buffer = (ctypes.c_uint8 * size)()
    written = llama_cpp.llama_state_seq_get_data(llm._ctx.ctx, buffer, size, 0)
    return memoryview(buffer).cast("B")[:written]


def load_sequence(llm: Any, saved: SavedState) -> None:
    """Replace the KV cache with a saved state; `Llama` then counts its tokens as evaluated."""
    set_sequence(llm, saved.tokens, saved.payload)


def set_sequence(llm: Any, tokens: list[int], payload: bytes | memoryview) -> None:
    """Replace the KV cache with state bytes (`sequence_bytes`) that cover `tokens`."""
    import llama_cpp

    _forget(llm)
    array = ctypes.c_uint8 * len(payload)
    writable = isinstance(payload, memoryview) and not payload.readonly
    buffer = array.from_buffer(payload) if writable else array.from_buffer_copy(payload)
    if llama_cpp.llama_state_seq_set_data(llm._ctx.ctx, buffer, len(payload), 0) != len(payload):
        _forget(llm)
        raise StateUnusable("llama.cpp refused its state bytes")
    memory = llama_cpp.llama_get_memory(llm._ctx.ctx)
    if llama_cpp.llama_memory_seq_pos_max(memory, 0) != len(tokens) - 1:
        _forget(llm)
        raise StateUnusable("it holds a different number of tokens than it says")
    llm.input_ids[: len(tokens)] = tokens
    llm.n_tokens = len(tokens)


def _forget(llm: Any) -> None:
    import llama_cpp

    llm.reset()
    llama_cpp.llama_memory_clear(llama_cpp.llama_get_memory(llm._ctx.ctx), True)
