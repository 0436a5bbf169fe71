"""The real embedded model's KV state saved and loaded across processes (warm_start.py). Slow: CI runs them.

A "new process" in-process is the same loaded Llama with its KV cache cleared and a fresh WarmStart,
which is all a new process would have; one test runs real processes side by side."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from agent.calls.runtime import ToolRuntime
from agent.messages import AssistantTurn, Message
from agent.providers.llamacpp.engine import LlamaCppProvider, embedded_model_path
from agent.providers.llamacpp.sampling import reuse_cached_prefix, sliding_window
from agent.providers.llamacpp.state_files import StateStore
from agent.providers.llamacpp.warm_start import WarmStart, _forget, sequence_bytes, set_sequence
from agent.providers.provider import ChatRequest, complete
from agent.providers.saved_states import read_header, saved_files, states_root
from capabilities import Capability
from tests import extras

pytestmark = [pytest.mark.slow, extras.EMBEDDED]

GREEDY = Capability(
    model="embedded",
    tool_mode="grammar",
    prompt_style="completion",
    context_advertised=32768,
    context_effective=4096,
    sampling={"temperature": 0.0},
)
SYSTEM = "You are a coding agent. Answer briefly. " * 12


@pytest.fixture(scope="module")
def provider() -> LlamaCppProvider:
    return LlamaCppProvider("embedded", embedded_model_path(), n_ctx=4096)


def new_process(provider: LlamaCppProvider, session: str = "s1") -> None:
    """What a new process has: no KV cache, and the states on disk (under this test's AGENT_HOME)."""
    provider.warm.wait()
    _forget(provider.llm)
    provider.warm = WarmStart(provider.llm, provider.path, provider.n_ctx)
    provider.bind_session(session)


def two_requests(provider: LlamaCppProvider, workspace: Path) -> tuple[ChatRequest, AssistantTurn, ChatRequest]:
    """A first exchange, and the request that continues it (as `--continue` would send it)."""
    tools = ToolRuntime(workspace).specs()
    messages = [Message(role="system", content=SYSTEM), Message(role="user", content="What does hello.py print?")]
    first = ChatRequest(messages=messages, tools=tools, capability=GREEDY)
    new_process(provider)
    turn = complete(provider, first)
    provider.warm.wait()
    follow_up = [*messages, turn.as_message(), Message(role="user", content="Now say it in French.")]
    return first, turn, ChatRequest(messages=follow_up, tools=tools, capability=GREEDY)


def test_continue_evaluates_only_the_new_tokens_and_answers_as_a_cold_read(provider, workspace, monkeypatch):
    _, turn, second = two_requests(provider, workspace)
    new_process(provider)
    warm = complete(provider, second)
    added = warm.usage.prompt_tokens - turn.usage.prompt_tokens
    assert warm.usage.prompt_tokens_restored is not None
    assert warm.usage.prompt_tokens_restored >= turn.usage.prompt_tokens
    assert warm.usage.prompt_tokens_evaluated is not None and warm.usage.prompt_tokens_evaluated <= added + 2
    assert warm.usage.model_state_note is None
    monkeypatch.setenv("AGENT_MODEL_STATE_MB", "0")  # saved states off: the whole prompt is read
    new_process(provider)
    cold = complete(provider, second)
    assert cold.usage.prompt_tokens_evaluated == cold.usage.prompt_tokens
    assert (warm.content, [c.model_dump(exclude={"id"}) for c in warm.tool_calls]) == (
        cold.content,
        [c.model_dump(exclude={"id"}) for c in cold.tool_calls],
    )


def test_a_new_session_starts_from_the_saved_system_prefix(provider, workspace):
    first, _, _ = two_requests(provider, workspace)
    other = first.model_copy(update={"messages": [first.messages[0], Message(role="user", content="List the files")]})
    new_process(provider, "s2")
    fresh = complete(provider, other)
    assert fresh.usage.prompt_tokens_restored and fresh.usage.prompt_tokens_restored >= 100
    assert fresh.usage.prompt_tokens_evaluated is not None
    assert fresh.usage.prompt_tokens_evaluated < fresh.usage.prompt_tokens / 2


def test_a_new_session_does_not_start_from_another_sessions_exchange(provider, workspace):
    first, _, _ = two_requests(provider, workspace)  # session s1's first exchange is saved
    new_process(provider, "s2")
    again = complete(provider, first)  # a new session repeats s1's first prompt, as a repeated run does
    tokens = provider.render(first)
    # Only the shared prefix: s1's exchange, laid out by another run, could change this run's replies.
    assert again.usage.prompt_tokens_restored == provider._prefix_length(first, tokens)


def test_without_a_session_only_the_shared_prefix_is_saved(provider, workspace):
    first, _, _ = two_requests(provider, workspace)
    for path in saved_files(states_root()):
        path.unlink()
    new_process(provider)
    provider.warm.session = None  # calibration, a subagent's own model: nothing continues its exchanges
    complete(provider, first)
    provider.warm.wait()
    headers = [read_header(path) for path in saved_files(states_root())]
    assert [header.kind if header else None for header in headers] == ["prefix"]


def damage(path: Path) -> None:
    data = bytearray(path.read_bytes())
    data[-1000] ^= 0xFF
    path.write_bytes(bytes(data))


def test_a_damaged_state_falls_back_to_a_full_read_with_a_note(provider, workspace):
    _, _, second = two_requests(provider, workspace)
    files = saved_files(states_root())
    assert files
    for path in files:
        damage(path)
    new_process(provider)
    turn = complete(provider, second)
    assert turn.usage.model_state_note is not None
    assert "damaged" in turn.usage.model_state_note and "read in full" in turn.usage.model_state_note
    assert turn.usage.prompt_tokens_evaluated == turn.usage.prompt_tokens
    assert not turn.usage.prompt_tokens_restored
    # A damaged state is not offered again: it is deleted; the system prefix's is saved anew, whole.
    prompt = [int(t) for t in provider.render(second)]
    provider.warm.wait()
    for path in files:
        assert not path.exists() or provider.warm.store.read(path, prompt).header.kind == "prefix"


def test_a_state_of_another_window_falls_back_to_a_full_read_with_a_note(provider, workspace):
    _, _, second = two_requests(provider, workspace)
    store = provider.warm.store
    other = StateStore(store.identity.model_copy(update={"n_ctx": 2048}), root=store.root, cap=store.cap)
    for path in saved_files(states_root()):
        saved = store.read(path, [int(t) for t in provider.render(second)])
        moved = other.write(saved.tokens, saved.header.n_key, saved.payload, saved.header.kind, None)
        moved.replace(path)  # another window's state under this model's name
    new_process(provider)
    turn = complete(provider, second)
    assert turn.usage.model_state_note is not None and "another model file" in turn.usage.model_state_note
    assert turn.usage.prompt_tokens_evaluated == turn.usage.prompt_tokens


def test_the_cap_evicts_the_least_recently_used_state(provider, workspace):
    _, _, second = two_requests(provider, workspace)
    before = saved_files(states_root())
    largest = max(path.stat().st_size for path in before)
    new_process(provider)
    provider.warm.store.cap = largest + largest // 2  # room for one state
    complete(provider, second)
    provider.warm.wait()
    after = saved_files(states_root())
    assert len(after) == 1 and after[0] not in before
    assert sum(path.stat().st_size for path in after) <= provider.warm.store.cap


def last_logits(llm) -> np.ndarray:
    import llama_cpp

    logits = llama_cpp.llama_get_logits_ith(llm._ctx.ctx, -1)
    return np.ctypeslib.as_array(logits, shape=(llm.n_vocab(),)).copy()


def reply_logits(provider: LlamaCppProvider, request: ChatRequest) -> tuple[np.ndarray, int]:
    """In a new process: the logits a request's first token is drawn from, and those of 30 tokens after it,
    evaluated one by one as a reply's are; and the prompt tokens restored."""
    new_process(provider)
    tokens = provider.render(request)
    restored = provider.warm.prepare(provider.llm, tokens, provider._prefix_length(request, tokens))
    provider.llm.eval(reuse_cached_prefix(provider.llm, tokens))
    logits = [last_logits(provider.llm)]
    for token in range(1000, 1030):
        provider.llm.eval([token])
        logits.append(last_logits(provider.llm))
    return np.stack(logits), restored.tokens


def test_a_prefix_restored_from_its_saved_state_gives_the_same_logits_as_saved_states_off(
    provider, workspace, monkeypatch
):
    first, _, _ = two_requests(provider, workspace)  # saves the system prefix's state (past the model's window)
    task = Message(role="user", content="Fix the typo in README.md")  # one whose logits differed by 0.87 before
    other = first.model_copy(update={"messages": [first.messages[0], task]})
    warm, restored = reply_logits(provider, other)
    assert restored > sliding_window(provider.llm) > 0
    monkeypatch.setenv("AGENT_MODEL_STATE_MB", "0")
    cold, restored = reply_logits(provider, other)
    assert restored == 0
    # Bit for bit: a restored prefix cannot change a reply.
    assert np.array_equal(warm, cold)


def test_a_loaded_state_is_not_reused_before_its_sliding_window(provider):
    """llama.cpp's per-sequence state keeps a sliding-window layer's last window only: a prompt that leaves
    the loaded tokens further back than that is evaluated whole, not on missing cells."""
    llm = provider.llm
    window = sliding_window(llm)
    tokens = [int(t) for t in np.random.default_rng(7).integers(1000, 20000, size=window * 2 + 100)]
    _forget(llm)
    llm.eval(tokens)
    state = sequence_bytes(llm)
    set_sequence(llm, tokens, state)  # as a new process loads it
    branch = tokens[: window // 2] + tokens[-50:]  # leaves the loaded tokens long before their window
    pending = reuse_cached_prefix(llm, branch)
    assert pending == branch
    llm.eval(pending)
    reused = last_logits(llm)
    _forget(llm)
    llm.eval(branch)
    assert np.array_equal(reused, last_logits(llm))
    # A prompt that goes on from the loaded tokens builds on them.
    set_sequence(llm, tokens, state)
    assert reuse_cached_prefix(llm, tokens + [106, 107]) == [106, 107]


def agent(args: list[str], workspace: Path) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "agent", *args, "--max-turns", "1", "--json"],
        cwd=workspace,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=dict(os.environ),
    )


def finished(process: subprocess.Popen) -> dict:
    out, err = process.communicate(timeout=900)
    assert process.returncode in (0, 3), err
    return json.loads(out)


def test_two_processes_continuing_two_sessions_at_once_each_get_their_own_state(tmp_path):
    workspaces = []
    for name, text in (("a", "print('apple')\n"), ("b", "print('banana')\n")):
        (tmp_path / name).mkdir()
        (tmp_path / name / "fruit.py").write_text(text)
        workspaces.append(tmp_path / name)
    tasks = ["Read fruit.py and say which fruit it prints", "What is in fruit.py? Answer in one word"]
    built = [finished(agent(["run", task], ws)) for task, ws in zip(tasks, workspaces, strict=True)]
    continuing = [agent(["run", "--continue", "Say it again"], ws) for ws in workspaces]
    results = [finished(process) for process in continuing]
    for first, result in zip(built, results, strict=True):
        assert result["transcript"] == first["transcript"]  # each continued its own session
        usage = [json.loads(line) for line in Path(result["transcript"]).read_text().splitlines()]
        last = [event for event in usage if event["event"] == "usage"][-1]
        # More than the shared prefix was restored: only this session's own state holds its task's tokens.
        assert result["prompt_tokens_restored"] >= first["max_prompt_tokens"]
        assert last["prompt_tokens_evaluated"] <= last["prompt_tokens"] - first["max_prompt_tokens"] + 2


def test_the_cpus_are_sampled_only_once_the_last_state_is_written(provider, workspace, monkeypatch):
    """The state writer of the exchange before, still running, would look like another process's load and halve
    the threads of the next request (bench/bench_model_states.py measured a run 27% longer)."""
    import time

    import agent.providers.llamacpp.engine as engine

    writing_at_sample: list[bool] = []

    def threads_now() -> int:
        writer = provider.warm._writer
        writing_at_sample.append(writer is not None and writer.is_alive())
        return 1

    first, turn, second = two_requests(provider, workspace)
    new_process(provider)
    write = provider.warm.store.write

    def slow_write(*args, **kwargs):
        time.sleep(0.5)  # a long state on a slow disk: still being written when the next request starts
        return write(*args, **kwargs)

    monkeypatch.setattr(provider.warm.store, "write", slow_write)
    monkeypatch.setattr(engine, "threads_now", threads_now)
    complete(provider, first)
    complete(provider, second)
    assert writing_at_sample == [False, False]
