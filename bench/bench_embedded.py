"""Embedded model speed: load time, time to first token and generation tokens/s, through the agent's
provider and directly through llama-cpp-python on the same prompt, grammar and sampling.

"raw" is llama-cpp-python's standard path (`create_completion` with the grammar in its sampler
chain); "no grammar" is the same call without the grammar, cut at as many tokens as the agent's
turn had (longer generations are slower per token), the ceiling for any grammar strategy.
The agent checks the grammar lazily (agent/providers/llamacpp/sampling.py).

Prompt lookup (agent/providers/llamacpp/prompt_lookup.py) is timed on two greedy turns, with and without
it: a copy-heavy edit (the model retries an edit whose path was wrong, so it copies its own call)
and new text (the fib.py turn above). lookup_speedup is the copy-heavy turn's generation tokens/s
with lookup / without (target >= 1.5x), lookup_same_output whether both wrote the same text.

Run: python bench/bench_embedded.py [--runs N] [--json]. Target: through the agent >= 2x raw tokens/s.
--json prints the figures as one JSON object on the last line.
AGENT_LLAMA_EXTRA_BUFFERS=on|off compares llama.cpp's weight repacking on and off (the AMX guard).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path
from tempfile import TemporaryDirectory

from agent.calls.runtime import ToolRuntime
from agent.messages import Message, ToolCall
from agent.providers.llamacpp.amx_guard import backend_features, extra_buffers_setting, use_extra_buffers
from agent.providers.llamacpp.engine import DEFAULT_SEED, LlamaCppProvider, embedded_model_path
from agent.providers.llamacpp.prompt_lookup import DEFAULT_LOOKUP, LookupStats
from agent.providers.llamacpp.sampling import SamplingParams, generate
from agent.providers.provider import ChatRequest, TurnDone
from capabilities import Capability

TASK = "Create fib.py, a script that prints the first 30 Fibonacci numbers, one per line, with comments."
CAPABILITY = Capability(
    model="embedded", tool_mode="grammar", prompt_style="completion", context_advertised=32768, context_effective=4096
)
MAX_TOKENS = 256
STOCK = '''class Stock:
    """Items on the shelf and what they cost."""

    def __init__(self):
        self.items = {}

    def add(self, name, price, count=1):
        if count <= 0:
            raise ValueError("count must be positive")
        entry = self.items.setdefault(name, [price, 0])
        entry[1] += count

    def remove(self, name, count=1):
        entry = self.items[name]
        if entry[1] < count:
            raise ValueError("not enough " + name)
        entry[1] -= count

    def total(self):
        return sum(price * count for price, count in self.items.values())
'''


def copy_heavy_request(tools: ToolRuntime) -> ChatRequest:
    """An edit turn after a failed edit: the model writes the call again, copying old_text and new_text."""
    old = STOCK[STOCK.index("    def remove") : STOCK.index("    def total")].rstrip("\n")
    new = old + "\n        if entry[1] == 0:\n            del self.items[name]"
    read = ToolCall(id="c1", name="read", arguments={"path": "stock.py"}, source="grammar")
    edit = ToolCall(
        id="c2", name="edit", arguments={"path": "stok.py", "old_text": old, "new_text": new}, source="grammar"
    )
    messages = [
        Message(role="user", content="In stock.py, make remove delete the entry when its count reaches 0."),
        Message(role="assistant", tool_calls=[read]),
        Message(role="tool", tool_call_id="c1", name="read", content=tools.run("read", read.arguments).content),
        Message(role="assistant", tool_calls=[edit]),
        Message(
            role="tool",
            tool_call_id="c2",
            name="edit",
            is_error=True,
            content=tools.run("edit", edit.arguments).content,
        ),
    ]
    return ChatRequest(messages=messages, tools=tools.specs(), capability=CAPABILITY, max_tokens=MAX_TOKENS)


def greedy_turn(provider: LlamaCppProvider, request: ChatRequest, lookup: bool) -> tuple[float, str, LookupStats]:
    """Generation tokens/s and text of one greedy grammar turn, prompt lookup on or off."""
    provider.llm.reset()
    tokens, grammar, stats = provider.render(request), provider._grammar(request)._grammar, LookupStats()
    settings = DEFAULT_LOOKUP if lookup else None
    first, pieces = 0.0, []
    for sampled in generate(
        provider.llm, tokens, grammar, SamplingParams(temperature=0.0), MAX_TOKENS, settings, stats
    ):
        first = first or time.perf_counter()
        pieces.append(sampled.text)
    return len(pieces) / (time.perf_counter() - first), "".join(pieces), stats


def lookup_figures(provider: LlamaCppProvider, request: ChatRequest, runs: int) -> dict[str, object]:
    """Lookup on / off on one turn, alternating; the speedup is the ratio of the median rates, the
    spread the lowest and highest ratio of one run pair."""
    on, off, texts, stats = [], [], set(), LookupStats()
    for _ in range(runs):
        rate, text_off, _ = greedy_turn(provider, request, lookup=False)
        off.append(rate)
        rate, text_on, stats = greedy_turn(provider, request, lookup=True)
        on.append(rate)
        texts |= {text_off, text_on}
    pairs = sorted(a / b for a, b in zip(on, off, strict=True))
    return {
        "speedup": round(statistics.median(on) / statistics.median(off), 2),
        "spread": [round(pairs[0], 2), round(pairs[-1], 2)],
        "same_output": len(texts) == 1,
        "tokens_per_s_on": round(statistics.median(on), 1),
        "tokens_per_s_off": round(statistics.median(off), 1),
        "accepted": f"{stats.accepted}/{stats.drafted} guessed tokens in {stats.drafts} batches",
        "tokens": len(provider.llm.tokenize(text_on.encode(), add_bos=False)),
    }


def through_agent(provider: LlamaCppProvider, request: ChatRequest) -> tuple[float, float, int]:
    provider.llm.reset()  # cold prompt both ways: the comparison is about generation, not the cache
    for event in provider.stream(request):
        if isinstance(event, TurnDone):
            usage = event.turn.usage
            return usage.time_to_first_token_s, usage.total_time_s, usage.completion_tokens
    raise RuntimeError("no turn")


def raw(
    provider: LlamaCppProvider, request: ChatRequest, with_grammar: bool = True, max_tokens: int = MAX_TOKENS
) -> tuple[float, float, int]:
    llm = provider.llm
    tokens = provider.render(request)
    grammar = provider._grammar(request) if with_grammar else None
    llm.reset()
    started = time.perf_counter()
    first, count = None, 0
    for _ in llm.create_completion(
        prompt=tokens,
        max_tokens=max_tokens,
        stream=True,
        grammar=grammar,
        temperature=0.2,
        top_p=0.95,
        top_k=40,
        min_p=0.05,
        repeat_penalty=1.0,
        seed=DEFAULT_SEED,
    ):
        count += 1
        first = first or time.perf_counter()
    return first - started, time.perf_counter() - started, count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--json", action="store_true", help="end with the figures as one JSON object on one line")
    args = parser.parse_args()
    path = embedded_model_path()
    started = time.perf_counter()
    provider = LlamaCppProvider("embedded", path, n_ctx=4096)
    load_s = time.perf_counter() - started
    with TemporaryDirectory() as tmp:
        runtime = ToolRuntime(Path(tmp))
        Path(tmp, "stock.py").write_text(STOCK)
        copy_heavy = copy_heavy_request(runtime)
        tools = runtime.specs()
    request = ChatRequest(
        messages=[Message(role="user", content=TASK)], tools=tools, capability=CAPABILITY, max_tokens=MAX_TOKENS
    )
    rows = {"agent": [], "raw": [], "no grammar": []}
    for _ in range(args.runs):  # alternate so drift in machine load hits all equally
        rows["raw"].append(raw(provider, request))
        rows["agent"].append(through_agent(provider, request))
        rows["no grammar"].append(raw(provider, request, with_grammar=False, max_tokens=rows["agent"][-1][2]))
    print(
        f"model: {path.name}  load: {load_s:.2f} s  prompt: {len(provider.render(request))} tokens  runs: {args.runs}"
    )
    extra = use_extra_buffers(extra_buffers_setting(), backend_features())
    print(f"extra buffer types (weight repacking; AMX where compiled in): {'on' if extra else 'off'}")
    speeds = {}
    for name, samples in rows.items():
        ttft = statistics.median(s[0] for s in samples)
        # Median of per-run rates: one turn is ~20 tokens (~0.3 s), so a stall from another
        # process on a shared CPU swamps a pooled mean; the pooled rate is shown beside it.
        speeds[name] = statistics.median(s[2] / (s[1] - s[0]) for s in samples)
        pooled = sum(s[2] for s in samples) / sum(s[1] - s[0] for s in samples)
        tokens = statistics.median(s[2] for s in samples)
        print(
            f"{name:>10}: time to first token {ttft * 1000:7.1f} ms   generation {speeds[name]:6.1f} tokens/s "
            f"(pooled {pooled:5.1f})   ({tokens:.0f} tokens)"
        )
    # Issue target: the agent at >= 95% of raw llama-cpp-python; the lazy grammar sampler aims at >= 2x.
    print(
        f"agent / raw generation speed: {speeds['agent'] / speeds['raw'] * 100:.0f}% "
        "(target >= 95%; lazy grammar aims at >= 200%)"
    )
    print(f"agent / no-grammar ceiling: {speeds['agent'] / speeds['no grammar'] * 100:.1f}%")

    copying = lookup_figures(provider, copy_heavy, args.runs)
    new_text = lookup_figures(provider, request, args.runs)
    for name, figures in (("copy-heavy edit", copying), ("new text (fib.py)", new_text)):
        print(
            f"prompt lookup, {name}: {figures['tokens_per_s_on']} vs {figures['tokens_per_s_off']} tokens/s "
            f"= {figures['speedup']}x (run pairs {figures['spread'][0]}-{figures['spread'][1]}x), "
            f"same output: {figures['same_output']}, {figures['accepted']}, {figures['tokens']} tokens"
        )
    if args.json:
        print(
            json.dumps(
                {
                    "model": path.name,
                    "runs": args.runs,
                    "load_s": round(load_s, 2),
                    "extra_buffers": extra,
                    "agent_tokens_per_s": round(speeds["agent"], 1),
                    "raw_tokens_per_s": round(speeds["raw"], 1),
                    "no_grammar_tokens_per_s": round(speeds["no grammar"], 1),
                    "agent_vs_raw": round(speeds["agent"] / speeds["raw"], 2),
                    "lookup_speedup": copying["speedup"],
                    "lookup_same_output": copying["same_output"],
                    "lookup_copy_heavy": copying,
                    "lookup_new_text": new_text,
                }
            )
        )


if __name__ == "__main__":
    main()
