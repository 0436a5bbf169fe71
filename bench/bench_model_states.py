"""What the in-process model's per-request extras cost and gain within one run (issue 44).

A run of N exchanges on the embedded model, the conversation growing by a call and its result each time as an
agent run's does, timed whole under each setting, the settings alternating so drift in the machine's load hits
all alike (each goes first in turn: the first run of a round pays for what the one before it left):
- saved states on / off (AGENT_MODEL_STATE_MB=0), each in a fresh AGENT_HOME: what saving each exchange's KV
  state costs a run (the copy out of llama.cpp, and the next request waiting for the write);
- threads sampled / fixed (AGENT_THREADS=all usable CPUs): what the short CPU sample before each request costs
  on a quiet machine (its gain on a busy one is in agent/providers/llamacpp/cpu_threads.py);
- and the first request of a new run with the system prefix another run saved, against none: the gain a new
  session, a compare try or a subagent gets from saved states.

Run: python bench/bench_model_states.py [--rounds 3] [--exchanges 6]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from agent.calls.runtime import ToolRuntime  # noqa: E402
from agent.messages import Message, ToolCall  # noqa: E402
from agent.prompts import load_prompt  # noqa: E402
from agent.providers.llamacpp.engine import LlamaCppProvider, embedded_model_path  # noqa: E402
from agent.providers.llamacpp.warm_start import _forget  # noqa: E402
from agent.providers.provider import ChatRequest, TurnDone  # noqa: E402
from capabilities import Capability  # noqa: E402

CAPABILITY = Capability(
    model="embedded", tool_mode="grammar", prompt_style="completion", context_advertised=32768, context_effective=8192
)
TASK = "Find why total() in stock.py counts removed items, and fix it."
MAX_TOKENS = 48
N_CTX = 8192
# the file each exchange reads: ~1,300 tokens with its line numbers, the same every run
STOCK = "".join(f"def price_{n}(count):\n    return count * {n} + {n % 7}\n\n\n" for n in range(50))


def conversation(runtime: ToolRuntime, exchanges: int) -> list[list[Message]]:
    """The messages of each request of a run: the system prompt, the task, then a read call and its result per
    exchange (the agent's own read tool, so the results are shaped as real ones are)."""
    system = Message(role="system", content=load_prompt("system.md"))
    messages = [system, Message(role="user", content=TASK)]
    requests = [list(messages)]
    for n in range(1, exchanges):
        call = ToolCall(id=f"c{n}", name="read", arguments={"path": "stock.py"}, source="grammar")
        result = runtime.run("read", call.arguments)
        messages += [
            Message(role="assistant", tool_calls=[call]),
            Message(role="tool", tool_call_id=call.id, name="read", content=result.content),
        ]
        requests.append(list(messages))
    return requests


def one_request(provider: LlamaCppProvider, request: ChatRequest) -> float:
    started = time.perf_counter()
    for event in provider.stream(request):
        if isinstance(event, TurnDone):
            break
    return time.perf_counter() - started


def one_run(requests: list[ChatRequest], env: dict[str, str]) -> tuple[float, float]:
    """A run's whole time and its first request's time, in a fresh AGENT_HOME unless `env` names one."""
    with tempfile.TemporaryDirectory() as home, mock.patch.dict(os.environ, {"AGENT_HOME": home, **env}):
        provider = LlamaCppProvider("embedded", embedded_model_path(), n_ctx=N_CTX)  # the Llama is kept
        _forget(provider.llm)  # no cache carried over from the setting before
        provider.bind_session("bench")
        started = time.perf_counter()
        first = one_request(provider, requests[0])
        for request in requests[1:]:
            one_request(provider, request)
        provider.close()
        return time.perf_counter() - started, first


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--exchanges", type=int, default=6)
    args = parser.parse_args()
    cpus = str(len(os.sched_getaffinity(0)))
    with tempfile.TemporaryDirectory() as workspace:
        Path(workspace, "stock.py").write_text(STOCK)
        runtime = ToolRuntime(Path(workspace))
        requests = [
            ChatRequest(messages=messages, tools=runtime.specs(), capability=CAPABILITY, max_tokens=MAX_TOKENS)
            for messages in conversation(runtime, args.exchanges)
        ]
    settings = {
        "states on, threads sampled (default)": {},
        "states off": {"AGENT_MODEL_STATE_MB": "0"},
        "threads fixed": {"AGENT_THREADS": cpus},
        "states off, threads fixed": {"AGENT_MODEL_STATE_MB": "0", "AGENT_THREADS": cpus},
    }
    runs: dict[str, list[tuple[float, float]]] = {name: [] for name in settings}
    warm_first: list[float] = []
    cold_first: list[float] = []
    with tempfile.TemporaryDirectory() as shared_home:
        one_run(requests[:1], {"AGENT_HOME": shared_home})  # an earlier run saves the system prefix
        names = list(settings)
        for round_ in range(args.rounds):
            for name in names[round_ % len(names) :] + names[: round_ % len(names)]:  # each goes first in turn
                runs[name].append(one_run(requests, settings[name]))
            warm_first.append(one_run(requests[:1], {"AGENT_HOME": shared_home})[1])
            cold_first.append(one_run(requests[:1], {})[1])
    prompt = len(LlamaCppProvider("embedded", embedded_model_path(), n_ctx=N_CTX).render(requests[-1]))
    print(f"{args.exchanges} exchanges, last prompt {prompt} tokens, {args.rounds} rounds, {cpus} usable CPUs")
    base = statistics.median(whole for whole, _ in runs["states on, threads sampled (default)"])
    for name, samples in runs.items():
        whole = statistics.median(s[0] for s in samples)
        each = " ".join(f"{s[0]:.1f}" for s in samples)
        print(f"  {name:<38} run {whole:6.2f} s  ({(whole - base) / base * 100:+5.1f}% against the default; {each})")
    warm, cold = statistics.median(warm_first), statistics.median(cold_first)
    print(f"  first request, system prefix saved by an earlier run: {warm:.2f} s; none saved: {cold:.2f} s")


if __name__ == "__main__":
    main()
