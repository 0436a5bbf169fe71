"""Pools of servers (`--model pool:POOL/NAME`, agent/backends/pool.py and pool_slots.py) without a real server:
the slot a session gets (loaded model first, then the most free, never over a server's slots), a server that
fails (out for a while, its request sent elsewhere, named in the transcript), the config and the model form, and
what compare makes of it (the row's endpoint and failovers, each server's throughput)."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from agent.backends import backend_of
from agent.backends.model_spec import PoolSpec, parse_model_spec
from agent.backends.pool import PoolProvider
from agent.backends.pool_slots import RECHECK_S, PoolSlots, ServerFacts
from agent.benchmark.compare_results import RunRow
from agent.benchmark.metrics import read_metrics
from agent.benchmark.summary import render_endpoints, summarize_endpoints
from agent.cli import main
from agent.config_files import load_user_config
from agent.errors import ContextOverflowError, ProviderError, UserError
from agent.messages import AssistantTurn
from agent.providers.provider import ChatRequest, EndpointChosen, TurnDone
from agent.providers.servers.provider_config import PoolConfig, PoolEndpoint
from agent.records.recorder import Recorder
from agent.records.run_result import RunResult
from agent.records.transcript import Transcript
from agent.records.transcript_events import SessionStart, UsageEvent
from agent.terminal.progress import Progress
from capabilities import resolve
from tests.agent.providers.fixtures.answering_server import answering_server, chat_bodies

MODEL = "qwen"


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def pool(*servers: tuple[str, int, set[str]], down: set[str] = frozenset(), clock: Clock | None = None) -> PoolSlots:
    """A pool of servers (name, slots, loaded models) serving MODEL and `other`; those in `down` answer nothing."""
    config = PoolConfig(
        endpoints=[PoolEndpoint(name=name, base_url=f"http://{name}/v1", slots=slots) for name, slots, _ in servers]
    )
    loaded = {name: models for name, _, models in servers}

    def read(endpoint: PoolEndpoint) -> ServerFacts:
        if endpoint.name in down:
            raise ProviderError(f"{endpoint.name} is not there")
        return ServerFacts(models=frozenset({MODEL, "other"}), loaded=frozenset(loaded[endpoint.name or ""]))

    return PoolSlots("lab", config, read=read, clock=clock or Clock())


def test_a_session_gets_a_server_that_has_the_model_loaded_then_the_one_with_most_slots_free():
    slots = pool(("a", 2, set()), ("b", 1, {MODEL}), ("c", 3, set()))
    names = [lease.member.name for lease in (slots.acquire(MODEL) for _ in range(6)) if lease is not None]
    assert names[0] == "b"  # loaded: no reload
    assert names[1:] == ["c", "a", "c", "a", "c"] or sorted(names[1:]) == ["a", "a", "c", "c", "c"]
    assert [m.busy for m in slots.members] == [2, 1, 3]
    assert slots.acquire(MODEL, wait=False) is None  # never over a server's slots


def test_a_slot_given_back_is_taken_again_and_a_waiting_session_gets_it():

    slots = pool(("a", 1, {MODEL}))
    first = slots.acquire(MODEL)
    got = []
    waiter = threading.Thread(target=lambda: got.append(slots.acquire(MODEL)))
    waiter.start()
    waiter.join(0.3)
    assert waiter.is_alive() and not got
    assert first is not None
    first.release()
    first.release()  # twice is once
    waiter.join(5)
    assert got and got[0].member.name == "a" and slots.members[0].busy == 1


def test_a_server_that_fails_is_left_out_until_asked_again():
    clock = Clock()
    slots = pool(("a", 2, {MODEL}), ("b", 2, {MODEL}), clock=clock)
    lease = slots.acquire(MODEL)
    assert lease is not None and lease.member.name == "a"
    slots.lost(lease, "connection refused")
    assert {slots.acquire(MODEL).member.name for _ in range(2)} == {"b"}  # type: ignore[union-attr]
    assert slots.acquire(MODEL, wait=False) is None
    clock.now += RECHECK_S
    again = slots.acquire(MODEL, wait=False)
    assert again is not None and again.member.name == "a"


def test_a_pool_with_no_server_for_the_model_or_none_answering_says_so():
    with pytest.raises(ProviderError, match="no server of pool lab serves llama.*serve: other, qwen"):
        pool(("a", 1, set())).acquire("llama")
    with pytest.raises(ProviderError, match="every server of pool lab that serves qwen is down: a: a is not there"):
        pool(("a", 1, set()), down={"a"}).acquire(MODEL)
    slots = pool(("a", 1, set()), ("b", 1, set()), down={"a"})
    assert slots.acquire(MODEL).member.name == "b"  # type: ignore[union-attr]


class FakeClient:
    def __init__(self, name: str, fails: Exception | None):
        self.name, self.fails, self.closed = name, fails, False

    def stream(self, request: ChatRequest) -> Iterator[object]:
        if self.fails is not None:
            raise self.fails
        yield TurnDone(turn=AssistantTurn(content=f"from {self.name}"))

    def count_request_tokens(self, request: ChatRequest) -> None:
        return None

    def close(self) -> None:
        self.closed = True


def provider_on(slots: PoolSlots, fails: dict[str, Exception]) -> tuple[PoolProvider, list[FakeClient]]:
    clients: list[FakeClient] = []

    def client_for(endpoint: PoolEndpoint) -> FakeClient:
        clients.append(FakeClient(endpoint.name or "", fails.get(endpoint.name or "")))
        return clients[-1]

    spec = PoolSpec(raw=f"pool:lab/{MODEL}", pool="lab", model=MODEL, registry_id=MODEL)
    lease = slots.acquire(MODEL)
    assert lease is not None
    return PoolProvider(spec, slots, lease, client_for), clients  # type: ignore[arg-type]


def request() -> ChatRequest:
    return ChatRequest(messages=[], capability=resolve(MODEL))


def test_a_request_whose_server_dies_goes_to_another_and_says_which_and_why():
    slots = pool(("a", 1, {MODEL}), ("b", 1, set()))
    provider, clients = provider_on(slots, {"a": ProviderError("could not reach a")})
    events = list(provider.stream(request()))
    assert [type(e).__name__ for e in events] == ["EndpointChosen", "EndpointChosen", "TurnDone"]
    first, moved, done = events
    assert isinstance(first, EndpointChosen) and first.endpoint == "a" and not first.lost
    assert isinstance(moved, EndpointChosen) and (moved.endpoint, moved.lost, moved.reason) == (
        "b",
        "a",
        "could not reach a",
    )
    assert isinstance(done, TurnDone) and done.turn.content == "from b"
    assert clients[0].closed and slots.members[0].down_until and slots.members[0].busy == 0
    assert [type(e).__name__ for e in provider.stream(request())] == ["TurnDone"]  # said once per server
    provider.close()
    assert [m.busy for m in slots.members] == [0, 0]


def test_a_window_refusal_is_not_the_servers_fault_and_is_not_sent_elsewhere():
    slots = pool(("a", 1, {MODEL}), ("b", 1, set()))
    provider, _ = provider_on(slots, {"a": ContextOverflowError("too long")})
    with pytest.raises(ContextOverflowError):
        list(provider.stream(request()))
    assert not slots.members[0].down_until


def test_a_subagent_gets_a_slot_of_its_own_on_another_server_or_none_when_all_are_taken():
    slots = pool(("a", 2, {MODEL}), ("b", 1, {MODEL}))
    parent, _ = provider_on(slots, {})
    child = parent.sibling()
    assert child is not None and parent.endpoint == "a" and child.endpoint == "b"
    grandchild = parent.sibling()
    assert grandchild is not None and grandchild.endpoint == "a"  # the parent's server, where another is full
    assert parent.sibling() is None  # all taken: the subagent shares its parent's slot
    for provider in (child, grandchild, parent):
        provider.close()


def test_the_recorder_keeps_the_server_in_the_transcript_and_compare_reads_it(tmp_path):
    transcript = Transcript(tmp_path / "s.jsonl")
    notes: list[str] = []
    progress = Progress(enabled=False)
    progress.note = notes.append  # type: ignore[method-assign]
    recorder = Recorder(transcript, progress, RunResult(model="pool:lab/qwen", status="finished", transcript="s"))
    transcript.write(SessionStart(version=1))
    recorder.model_event(EndpointChosen(pool="lab", endpoint="a", base_url="http://a/v1"))
    transcript.write(UsageEvent(turn=1, prompt_tokens=10, completion_tokens=5))
    recorder.model_event(EndpointChosen(pool="lab", endpoint="b", base_url="http://b/v1", lost="a", reason="gone"))
    transcript.close()
    metrics = read_metrics(tmp_path / "s.jsonl")
    assert (metrics.endpoint, metrics.failovers) == ("b", ["a: gone"])
    assert notes == ["lab: a failed (gone); going on on b"]
    assert read_metrics(tmp_path / "s.jsonl", after_seq=4).failovers == []  # a later try: not its failover


def test_each_servers_throughput_in_compares_table():
    rows = [
        RunRow(model="m", task="t1", success=True, status="finished", endpoint="a", completion_tokens=40),
        RunRow(model="m", task="t2", success=False, status="finished", endpoint="b", completion_tokens=10),
        RunRow(model="m", task="t3", success=True, status="finished", endpoint="a", completion_tokens=20),
    ]
    for row, wall in zip(rows, (4, 5, 6), strict=True):
        row.wall_time_s = wall
    rows[2].failovers = ["c: gone"]
    summaries = summarize_endpoints(rows)
    assert [(e.endpoint, e.tries, e.passed, e.tokens_per_s, e.failovers) for e in summaries] == [
        ("a", 2, 2, 6.0, 0),
        ("b", 1, 0, 2.0, 0),
        ("c", 0, 0, None, 1),
    ]
    table = render_endpoints(summaries).splitlines()
    assert table[0].split() == [
        "endpoint",
        "tries",
        "passed",
        "completion",
        "tok",
        "tok/s",
        "of",
        "try",
        "time",
        "s",
    ] + [
        "tries",
        "lost",
    ]
    assert table[1].split() == ["a", "2", "2", "60", "6.0", "10.0", "0"]
    assert render_endpoints([]) == ""


def test_the_model_form_and_the_config_of_a_pool(agent_home):
    spec = parse_model_spec("pool:lab/qwen2.5-coder:7b")
    assert isinstance(spec, PoolSpec) and (spec.pool, spec.model, spec.registry_id) == (
        "lab",
        "qwen2.5-coder:7b",
        "qwen2.5-coder:7b",
    )
    with pytest.raises(UserError, match="write pool:POOL/NAME"):
        parse_model_spec("pool:lab")
    (agent_home / "config.toml").write_text(
        '[[pools.lab.endpoints]]\nbase_url = "http://127.0.0.1:8081/v1"\n'
        '[[pools.lab.endpoints]]\nbase_url = "http://gpu:11434"\nserver = "ollama"\nslots = 4\n'
    )
    config = load_user_config()
    assert [e.server for e in config.pools["lab"].endpoints] == ["openai", "ollama"]
    with pytest.raises(UserError, match=r"no pool 'other' in .*config.toml \(pools: lab\)"):
        backend_of(parse_model_spec("pool:other/x")).open(parse_model_spec("pool:other/x"), resolve_none, config)
    (agent_home / "config.toml").write_text(
        '[[pools.lab.endpoints]]\nbase_url = "http://h:1/v1"\n[[pools.lab.endpoints]]\nbase_url = "http://h:1/v1"\n'
    )
    with pytest.raises(UserError, match=r"\[pools.lab\]: two endpoints are called h:1; give each a distinct `name`"):
        load_user_config()
    (agent_home / "config.toml").write_text('[[pools.lab.endpoints]]\nbase_url = "http://h:1/v1"\nslot = 2\n')
    with pytest.raises(UserError, match="unknown key `slot`.*did you mean `slots`"):
        load_user_config()


def resolve_none(detected: object) -> object:
    raise AssertionError("not reached")


@pytest.mark.slow
def test_a_subagent_of_a_pool_session_runs_on_another_server_and_the_transcript_names_both(agent_home, workspace):
    call = {"name": "task", "arguments": {"agent": "explore", "prompt": "Where is hello printed?"}}
    parent_answers = [f"<tool_call>\n{json.dumps(call)}\n</tool_call>", "hello.py prints it."]
    with (
        answering_server(*parent_answers) as (first, parent_posted),
        answering_server("In hello.py.") as (second, posted),
    ):
        (agent_home / "config.toml").write_text(
            "[providers]\nstream = false\n\n"  # the scripted servers answer in one piece
            f'[[pools.lab.endpoints]]\nname = "a"\nbase_url = "{first}"\n\n'
            f'[[pools.lab.endpoints]]\nname = "b"\nbase_url = "{second}"\n'
        )
        result = CliRunner().invoke(
            main, ["run", "--model", "pool:lab/m", "--tools", "text", "-w", str(workspace), "--json", "find hello"]
        )
    assert result.exit_code == 0, result.output
    # the subagent's one request went to the other server
    assert len(chat_bodies(parent_posted)) == 2 and len(chat_bodies(posted)) == 1
    events = [json.loads(line) for line in Path(json.loads(result.stdout)["transcript"]).read_text().splitlines()]
    assert [e["endpoint"] for e in events if e["event"] == "endpoint"] == ["a"]
    inner = [e["inner"] for e in events if e["event"] == "subagent" and e["inner"]["event"] == "endpoint"]
    assert [(e["pool"], e["endpoint"]) for e in inner] == [("lab", "b")]
