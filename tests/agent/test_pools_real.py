"""A pool of three real llama-server processes (`-np 2` each, the embedded GGUF) behind `agent compare`: 12 tries
over `pool:lab/gemma-3-270m` run at most 6 at once (2 per server), all finish, every server serves some; a server
killed mid-run loses no try: its tries go on on the others, and the rows and transcripts say so.
`AGENT_POOL_TIMINGS=1` also prints the wall time of the same 12 tries on 1, 2 and 3 servers (docs/pools.md)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tests import extras
from tests.agent.providers.llama_server import ALIAS, LlamaServer

pytestmark = [pytest.mark.slow, extras.LLAMA_SERVER]

TRIES = 12
WINDOW = 8192  # -c: 4,096 tokens a slot with -np 2


def start_servers(tmp_path: Path, count: int) -> list[LlamaServer]:
    servers = [LlamaServer(tmp_path / f"server-{n}.log", WINDOW, "--parallel", "2") for n in range(count)]
    try:
        for server in servers:
            server.wait_ready()
    except BaseException:
        stop(servers)
        raise
    return servers


def stop(servers: list[LlamaServer]) -> None:
    for server in servers:
        server.stop()


def write_pool(agent_home: Path, servers: list[LlamaServer]) -> None:
    tables = "".join(
        f'[[pools.lab.endpoints]]\nname = "s{n}"\nbase_url = "{server.base_url}"\n\n'
        for n, server in enumerate(servers)
    )
    (agent_home / "config.toml").write_text(tables)


def start_compare(tmp_path: Path, agent_home: Path, workspace: Path) -> subprocess.Popen[bytes]:
    prompts = [f"Task {n}: reply with the word done." for n in range(1, TRIES + 1)]
    command = [sys.executable, "-m", "agent", "compare", *prompts, "-m", f"pool:lab/{ALIAS}", "-w", str(workspace)]
    command += ["--jobs", str(TRIES), "--max-turns", "1", "--out", str(tmp_path / "out"), "--json"]
    env = {**os.environ, "AGENT_HOME": str(agent_home)}
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=(tmp_path / "compare.log").open("wb"), env=env)


def finished(process: subprocess.Popen[bytes], tmp_path: Path) -> dict:
    out, _ = process.communicate(timeout=600)
    assert process.returncode == 0, (tmp_path / "compare.log").read_text()[-3000:]
    return json.loads(out)


def busy_slots(server: LlamaServer) -> int:
    try:
        with urllib.request.urlopen(f"{server.root}/slots", timeout=2) as response:
            return sum(bool(slot.get("is_processing")) for slot in json.loads(response.read()))
    except OSError:
        return 0


def at_once(out: Path) -> tuple[int, dict[str, int]]:
    """The most tries that held a slot at one time, overall and per server, from the transcripts: from a try's
    first endpoint event to its session's end (the slot is held that long)."""
    spans: list[tuple[float, float, str]] = []
    for path in (out / "transcripts").glob("*.jsonl"):
        events = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
        chosen = [e for e in events if e["event"] == "endpoint"]
        end = next(e["time"] for e in events if e["event"] == "session_end")
        for n, event in enumerate(chosen):
            until = chosen[n + 1]["time"] if n + 1 < len(chosen) else end
            spans.append((event["time"], until, event["endpoint"]))

    def most(selected: list[tuple[float, float, str]]) -> int:
        edges = sorted([(start, 1) for start, _, _ in selected] + [(end, -1) for _, end, _ in selected])
        level = peak = 0
        for _, step in edges:
            level += step
            peak = max(peak, level)
        return peak

    return most(spans), {name: most([s for s in spans if s[2] == name]) for name in {s[2] for s in spans}}


def test_twelve_tries_on_three_servers_at_most_six_at_once_and_a_killed_server_loses_none(
    tmp_path, agent_home, workspace
):
    servers = start_servers(tmp_path, 3)
    try:
        write_pool(agent_home, servers)
        compare = start_compare(tmp_path, agent_home, workspace)
        victim = servers[2]
        deadline = time.monotonic() + 300
        while busy_slots(victim) == 0 and compare.poll() is None and time.monotonic() < deadline:
            time.sleep(0.2)
        victim.process.send_signal(signal.SIGKILL)  # mid-try: its slots are working
        result = finished(compare, tmp_path)
    finally:
        stop(servers)
    runs = result["runs"]
    assert len(runs) == TRIES
    assert all(run["status"] in ("finished", "turn_limit") and not run["error"] for run in runs), runs
    assert {run["endpoint"] for run in runs} <= {"s0", "s1"}  # every try ended on a living server
    moved = [run for run in runs if run["failovers"]]
    assert moved and all(failover.startswith("s2: ") for run in moved for failover in run["failovers"])
    served = {e["endpoint"] for e in result["endpoints"] if e["tries"]} | {
        e["endpoint"] for e in result["endpoints"] if e["failovers"]
    }
    assert served == {"s0", "s1", "s2"}
    overall, per_server = at_once(tmp_path / "out")
    assert overall <= 6 and all(count <= 2 for count in per_server.values()), per_server
    assert set(per_server) == {"s0", "s1", "s2"}
    transcript = Path(moved[0]["transcript"])
    events = [json.loads(line) for line in transcript.read_text().splitlines()]
    lost = [e for e in events if e["event"] == "endpoint" and e.get("lost") == "s2"]
    assert lost and lost[0]["endpoint"] in ("s0", "s1")


@pytest.mark.skipif(
    os.environ.get("AGENT_POOL_TIMINGS") != "1", reason="figures for docs/pools.md: AGENT_POOL_TIMINGS=1"
)
def test_wall_time_of_twelve_tries_on_one_two_and_three_servers(tmp_path, agent_home, workspace):
    for count in (1, 2, 3):
        (tmp_path / str(count)).mkdir()
        servers = start_servers(tmp_path / str(count), count)
        try:
            write_pool(agent_home, servers)
            started = time.perf_counter()
            result = finished(start_compare(tmp_path / str(count), agent_home, workspace), tmp_path / str(count))
            wall = time.perf_counter() - started
        finally:
            stop(servers)
        assert len(result["runs"]) == TRIES
        tokens = sum(run["completion_tokens"] for run in result["runs"])
        print(f"\n{count} server(s): {TRIES} tries in {wall:.1f} s, {tokens} completion tokens", file=sys.stderr)
