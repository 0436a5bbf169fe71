"""Saved model states on disk: found by their tokens, checked whole, bounded, removed with their session."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from agent.providers.llamacpp.state_files import StateStore, StateUnusable, evict
from agent.providers.saved_states import ModelIdentity, remove_session_states, saved_files

IDENTITY = ModelIdentity(path="/m.gguf", size=1, mtime_ns=1, header_sha256="0" * 64, n_ctx=4096, kv_type="k1/v1")


@pytest.fixture
def store(tmp_path) -> StateStore:
    return StateStore(IDENTITY, root=tmp_path / "states", cap=1 << 30)


def test_the_longest_saved_prefix_of_the_prompt_comes_first(store):
    prompt = list(range(100))
    store.write(prompt[:40], 40, b"short", "prefix", None)
    store.write(prompt[:70] + [999, 998], 70, b"long", "exchange", "s1")
    store.write([5, *prompt[1:90]], 90, b"other", "exchange", "s2")  # differs at the first token
    found = store.candidates(prompt)
    assert [path.name.split("-")[0] for path in found] == ["70", "40"]
    saved = store.read(found[0], prompt)
    assert (saved.payload, saved.tokens[-2:], saved.header.session) == (b"long", [999, 998], "s1")


def test_a_damaged_state_is_refused(store):
    prompt = list(range(50))
    path = store.write(prompt, 50, b"x" * 1000, "exchange", None)
    data = bytearray(path.read_bytes())
    data[-10] ^= 0xFF
    path.write_bytes(bytes(data))
    with pytest.raises(StateUnusable, match="damaged"):
        store.read(path, prompt)
    path.write_bytes(bytes(data[:-100]))
    with pytest.raises(StateUnusable, match="cut short"):
        store.read(path, prompt)
    path.write_bytes(b"garbage")
    with pytest.raises(StateUnusable, match="not a saved state"):
        store.read(path, prompt)


def test_a_state_of_another_model_window_or_cache_type_is_refused(store, tmp_path):
    prompt = list(range(50))
    other = StateStore(IDENTITY.model_copy(update={"n_ctx": 8192}), root=store.root, cap=store.cap)
    assert other.folder != store.folder  # never even offered
    path = other.write(prompt, 50, b"state", "exchange", None)
    moved = store.folder / path.name
    store.folder.mkdir(parents=True, exist_ok=True)
    path.rename(moved)  # a file copied into the wrong folder
    with pytest.raises(StateUnusable, match="another model file"):
        store.read(moved, prompt)


def test_tokens_that_do_not_match_are_refused_even_under_a_matching_name(store):
    prompt = list(range(50))
    path = store.write([7] * 50, 50, b"state", "exchange", None)
    fake = store.folder / store.write(prompt, 50, b"real", "exchange", None).name
    fake.unlink()
    path.rename(fake)  # a name that claims the prompt's hash, over another prompt's tokens
    with pytest.raises(StateUnusable, match="do not match"):
        store.read(fake, prompt)


def test_the_cap_evicts_the_least_recently_used_first(store):
    paths = [store.write([n] * 10, 10, b"x" * 1000, "exchange", None) for n in range(3)]
    for age, path in enumerate(paths):
        os.utime(path, ns=(10**18 + age * 10**9, 10**18 + age * 10**9))
    store.read(paths[0], [0] * 10)  # used now: the newest
    removed = evict(store.root, cap=2 * paths[0].stat().st_size, keep=None)
    assert removed == [paths[1]]
    assert sorted(saved_files(store.root)) == sorted([paths[0], paths[2]])


def test_writing_past_the_cap_keeps_the_new_state(tmp_path):
    store = StateStore(IDENTITY, root=tmp_path / "states", cap=1500)
    first = store.write([1] * 10, 10, b"x" * 1000, "exchange", None)
    second = store.write([2] * 10, 10, b"y" * 1000, "exchange", None)
    assert not first.exists() and second.exists()


def test_remove_session_states_removes_only_that_session(store):
    mine = store.write([1] * 10, 10, b"a", "exchange", "mine")
    theirs = store.write([2] * 10, 10, b"b", "exchange", "theirs")
    shared = store.write([3] * 10, 10, b"c", "prefix", None)
    assert remove_session_states("mine", store.root) == 1
    assert not mine.exists() and theirs.exists() and shared.exists()


@pytest.mark.slow
def test_sessions_rm_removes_the_sessions_saved_states(agent_home, workspace, write_script):
    script = write_script({"content": "done"})
    environment = {**os.environ, "AGENT_HOME": str(agent_home)}
    ran = subprocess.run(
        [sys.executable, "-m", "agent", "run", "hi", "--model", f"script:{script}", "--json"],
        cwd=workspace,
        capture_output=True,
        text=True,
        env=environment,
    )
    session = Path(json.loads(ran.stdout)["transcript"]).stem
    store = StateStore(IDENTITY, root=agent_home / "model_state", cap=1 << 30)
    state = store.write([1] * 10, 10, b"a", "exchange", session)
    other = store.write([2] * 10, 10, b"b", "exchange", "another-session")
    removed = subprocess.run(
        [sys.executable, "-m", "agent", "sessions", "rm", session], capture_output=True, text=True, env=environment
    )
    assert removed.returncode == 0, removed.stderr
    assert not state.exists() and other.exists()
