"""Context and session costs.

1. Per-turn harness overhead with the scripted model at 10, 100 and 1,000 messages in the
   conversation (target: < 5 ms at 1,000): one full loop turn (budget check, request, scripted
   reply, tool run excluded, transcript write) minus nothing — the scripted model does no work.
2. With the embedded model, over a 20-turn session: prompt tokens re-evaluated per turn (prompt-cache
   reuse) and time to first token. Skip with --no-embedded.

Run: python bench/bench_context.py [--no-embedded]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from pathlib import Path

from agent.calls.runtime import ToolRuntime
from agent.messages import Message, ToolCall
from agent.providers.scripted import ScriptedProvider
from agent.records.transcript import Transcript
from agent.terminal.progress import Progress
from agent.turns.loop import AgentLoop
from capabilities import Capability


def harness_overhead(size: int, turns: int, tmp: Path) -> float:
    script = tmp / f"script{size}.jsonl"
    script.write_text("\n".join(json.dumps({"content": "ok"}) for _ in range(turns)) + "\n")
    loop = AgentLoop(
        ScriptedProvider(script),
        ToolRuntime(tmp),
        Capability(model="script", context_effective=10**9),
        Transcript(tmp / f"t{size}.jsonl"),
        Progress(enabled=False),
    )
    loop.conversation.append(Message(role="user", content="task"))
    while len(loop.messages) < size:
        call = ToolCall(name="read", arguments={"path": "a.py"})
        loop.conversation.append(Message(role="assistant", tool_calls=[call]))
        loop.conversation.append(Message(role="tool", name="read", tool_call_id=call.id, content="x = 1\n" * 20))
    samples = []
    for turn in range(turns):
        started = time.perf_counter()
        loop._ask_model(turn + 1)
        samples.append(time.perf_counter() - started)
        record = loop.messages[-2].record
        assert record is not None, "every message the conversation holds has its record number"
        loop.conversation.rollback_to(record)  # keep the size constant
    return statistics.median(samples) * 1000


def embedded_session(turns: int) -> None:
    from agent.providers.llamacpp.engine import LlamaCppProvider, embedded_model_path
    from agent.providers.provider import ChatRequest, complete

    capability = Capability(
        model="embedded",
        tool_mode="grammar",
        prompt_style="completion",
        context_advertised=32768,
        context_effective=8192,
    )
    provider = LlamaCppProvider("embedded", embedded_model_path(), n_ctx=8192)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        for n in range(turns):
            (root / f"mod{n}.py").write_text(f"def f{n}(x):\n    return x * {n}\n")
        runtime = ToolRuntime(root)
        messages = [Message(role="user", content="Read each module and tell me what it computes.")]
        print(f"{'turn':>4} {'prompt':>7} {'evaluated':>9} {'ttft ms':>8}")
        for turn in range(1, turns + 1):
            reply = complete(
                provider, ChatRequest(messages=messages, tools=runtime.specs(), capability=capability, max_tokens=64)
            )
            usage = reply.usage
            print(
                f"{turn:>4} {usage.prompt_tokens:>7} {usage.prompt_tokens_evaluated:>9} "
                f"{(usage.time_to_first_token_s or 0) * 1000:>8.1f}"
            )
            # Drive the session the same way every run: one read per turn, whatever the model said.
            call = ToolCall(name="read", arguments={"path": f"mod{turn - 1}.py"}, source="grammar")
            messages.append(Message(role="assistant", tool_calls=[call]))
            messages.append(
                Message(
                    role="tool", name="read", tool_call_id=call.id, content=runtime.run("read", call.arguments).content
                )
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--no-embedded", action="store_true")
    parser.add_argument("--turns", type=int, default=20)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        os.environ.setdefault("AGENT_HOME", tmp)
        for size in (10, 100, 1000):
            print(
                f"harness overhead per turn at {size:>4} messages: {harness_overhead(size, 30, Path(tmp)):6.2f} ms "
                "(target < 5 ms at 1000)"
            )
    if not args.no_embedded:
        embedded_session(args.turns)


if __name__ == "__main__":
    main()
