"""llama.cpp server speed through the agent's OpenAI-compatible provider vs directly through the
`openai` client: time to first token and generation tokens/s on the same request (same messages,
response_format, sampling, max_tokens), streamed both ways.

Run: python bench/bench_server.py [--runs N] [--base-url URL --model NAME]
Without --base-url it starts `python -m llama_cpp.server` with the embedded GGUF on a free port
and stops it at the end. Target: through the agent >= 95% of direct tokens/s.

Tokens are counted as streamed content chunks on both sides (llama-cpp-python's server sends
one token per chunk and no usage when streaming), and timed on the client.
"""

from __future__ import annotations

import argparse
import socket
import statistics
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

import openai

from agent.calls.runtime import ToolRuntime
from agent.messages import Message
from agent.providers.llamacpp.engine import embedded_model_path
from agent.providers.llamacpp.python_server import server_command
from agent.providers.provider import ChatRequest, TurnDone
from agent.providers.servers.openai_compat import OpenAICompatProvider
from agent.providers.servers.provider_config import ProviderConfig
from capabilities import Capability, Sampling

ALIAS = "gemma-3-270m"
TASK = "Create fib.py, a script that prints the first 30 Fibonacci numbers, one per line, with comments."
MAX_TOKENS = 256


def start_server() -> tuple[subprocess.Popen, str]:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    command = server_command(embedded_model_path(), port, ALIAS)
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base_url = f"http://127.0.0.1:{port}/v1"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{base_url}/models", timeout=1):
                return process, base_url
        except OSError:
            if process.poll() is not None:
                raise SystemExit(f"llama_cpp.server exited with {process.returncode}") from None
            time.sleep(0.2)
    process.kill()
    raise SystemExit("llama_cpp.server did not start within 120 s")


def through_agent(provider: OpenAICompatProvider, request: ChatRequest) -> tuple[float, float, int]:
    for event in provider.stream(request):
        if isinstance(event, TurnDone):
            usage = event.turn.usage
            if usage.time_to_first_token_s is None or usage.total_time_s is None:
                raise RuntimeError("the turn came back without timings")
            return usage.time_to_first_token_s, usage.total_time_s, usage.completion_tokens
    raise RuntimeError("no turn")


def direct(client: openai.OpenAI, arguments: dict) -> tuple[float, float, int]:
    started = time.perf_counter()
    first, tokens = None, 0
    for chunk in client.chat.completions.create(**arguments, stream=True):
        for choice in chunk.choices or []:
            if choice.delta is not None and choice.delta.content:
                tokens += 1
                first = first or time.perf_counter()
    if first is None:
        raise RuntimeError("the server streamed no content")
    return first - started, time.perf_counter() - started, tokens


def rate(ttft: float, total: float, tokens: int) -> float:
    return (tokens - 1) / (total - ttft) if total > ttft and tokens > 1 else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--base-url", default=None, help="an already running server (…/v1); default: start one")
    parser.add_argument("--model", default=ALIAS)
    args = parser.parse_args()
    process, base_url = (None, args.base_url) if args.base_url else start_server()
    try:
        capability = Capability(
            model=args.model,
            tool_mode="grammar",
            prompt_style="completion",
            context_effective=4096,
            sampling=Sampling(temperature=0.0),
        )
        with tempfile.TemporaryDirectory() as tmp:
            tools = ToolRuntime(Path(tmp)).specs()
        messages = [Message(role="system", content="You are a coding agent."), Message(role="user", content=TASK)]
        provider = OpenAICompatProvider(args.model, base_url, config=ProviderConfig(max_retries=0))
        client = openai.OpenAI(base_url=base_url, api_key="not-needed", max_retries=0)
        # "turn": one grammar-constrained agent turn (short: a tool call); "summary": free text
        # with no grammar, which runs to max_tokens and measures steady generation.
        for purpose in ("turn", "summary"):
            request = ChatRequest(
                messages=messages, tools=tools, capability=capability, max_tokens=MAX_TOKENS, purpose=purpose
            )
            compare(provider, client, request, args.runs, f"{base_url}, model {args.model}, {purpose} request")
    finally:
        if process is not None:
            process.kill()
            process.wait()


def compare(provider: OpenAICompatProvider, client: openai.OpenAI, request: ChatRequest, runs: int, label: str) -> None:
    through_agent(provider, request)  # warm-up; also settles the response_format this server takes
    arguments = provider.create_arguments(request)
    results: dict[str, list[tuple[float, float, int]]] = {"agent": [], "direct": []}
    for _ in range(runs):  # alternate, so drift on a shared machine hits both sides alike
        results["direct"].append(direct(client, arguments))
        results["agent"].append(through_agent(provider, request))
    print(f"{label}: {runs} runs each, max_tokens {MAX_TOKENS}")
    summary = {}
    for name, measured in results.items():
        ttft = statistics.median(r[0] for r in measured)
        tps = statistics.median(rate(*r) for r in measured)
        tokens = statistics.median(r[2] for r in measured)
        summary[name] = (ttft, tps)
        print(
            f"  {name:<7} time to first token {ttft * 1000:7.1f} ms   generation {tps:6.1f} tokens/s   "
            f"({tokens:.0f} tokens)"
        )
    ratio = summary["agent"][1] / summary["direct"][1] if summary["direct"][1] else 0.0
    print(f"  agent / direct generation speed: {ratio:.1%} (target >= 95%)")
    print(f"  agent - direct time to first token: {(summary['agent'][0] - summary['direct'][0]) * 1000:+.1f} ms")


if __name__ == "__main__":
    main()
