# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set bs (issue 42): reasoning models' replies and the threads about calls near their thinking, gathered without reading the parser.

Families: gpt-oss (harmony: a commentary-channel call to functions.sales_search followed by a recipient-less
commentary message and a final answer; an analysis-then-final chat reply; a final-channel JSON data answer), and
negatives from threads about Qwen3 / Qwen3.5 / Kimi K2 Thinking / Seed-OSS / gpt-oss calls written inside or next to
the thinking: llama.cpp PR descriptions showing the `<think>` ... `<tool_call>` shapes as schematic examples, review
comments and PR descriptions naming `</think>`, `<tool_call>`, `<seed:tool_call>` and harmony markers inline, issue
prose about calls planned only in thinking, and a maintainer's answer about vLLM parsing calls inside think.

Sources: sgl-project/sglang#9097, johnbean393/Sidekick#75, vllm-project/vllm#23694, #47741, #39056,
ggml-org/llama.cpp#23678, #24202, #23773, unslothai/unsloth#5704, fusedio/fused-render#1167,
PrimeIntellect-ai/verifiers#148, anomalyco/opencode#4131, ikawrakow/ik_llama.cpp#958, QwenLM/Qwen3#1817 and #1459,
RooCodeInc/Roo-Code#9551, odysseus-dev/odysseus#4522 (all read through the issue-search excerpts).

Could not find (in the helper's 35 minutes): an uncited thread whose full raw reply text (not a screenshot, not
stream deltas, not an excerpt cut mid-reply) shows a Qwen3/QwQ/DeepSeek-R1/Magistral/MiniMax-M2/GLM/Seed-OSS/Kimi
call inside or after a `<think>` block: the threads found (lmstudio #827, llxprt-code #749, verl #4757, omlx #2216,
MiniMax-M2.5 #10, ollama #8517, sglang #7682) are cited by other corpora, and the rest show the reply only as a
screenshot (lmstudio #2045, #1870), as stream deltas (transformers #40620, vllm #20611) or cut off in the excerpt
(vllm #42021, Seed-OSS vllm #23241, mlx-openai-server #228). So this set is one positive and many negatives; no
cut-off call and no undeclared-name call were found in an uncited source.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_BS: list[dict[str, Any]] = [
    tool_schema("sales_search", (), firstName="string"),  # sglang#9097's harness
    tool_schema("web_search", ("query",), query="string"),  # unsloth / odysseus / Qwen3#1817 threads
    tool_schema("search_kb", ("query",), query="string"),  # Qwen3#1817
    tool_schema("read_file", ("path",), path="string"),  # Roo Code (Kimi K2 Thinking thread)
    tool_schema("list_directory", ("path",), path="string"),
]

SOURCES_BS: dict[str, str] = {}
CASES_BS: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_BS[id] = source
    CASES_BS.append(Case(id, text, list(calls), **kw))


# ---- gpt-oss (harmony) ------------------------------------------------------------------------
real("https://github.com/sgl-project/sglang/pull/9097 (CatherineSue's description: the clean_text a gpt-oss model wrote in a non-stream tool-call request; "
     "the PR shows it as a Python string wrapped for display: the display wraps ('\\n  ' inside the string literal's lines) are joined, the string's \\n and \\u202f escapes undone. "
     "sglang's GptOssDetector took the commentary message with the to=functions.sales_search recipient as the call; the recipient-less commentary message is not a call)",
     "gptoss-commentary-call-then-commentary-then-final",
     "<|channel|>commentary to=functions.sales_search <|constrain|>json<|message|>{\n  \"firstName\": \"John\"\n}<|call|><|start|>assistant<|start|>assistant<|channel|>commentary<|message|>{\n  \"error\": \"No data found for the given first name.\"\n}<|call|><|start|>assistant<|channel|>final<|message|>I’m sorry, but I couldn’t find any sales data for a representative named\u202fJohn. If you have additional details (such as a last name, employee ID, or a different time range), please let me know and I’ll try again.",
     ("sales_search", {"firstName": "John"}))  # fmt: skip
real("https://github.com/johnbean393/Sidekick/issues/75 (arpesenti's description: gpt-oss-20b via llama-server, the raw reply shown inline in the chat; analysis then final, no call)", "neg-gptoss-analysis-then-final-greeting",
     "<|channel|>analysis<|message|>User says \"hi\". Likely they want to start conversation. We should reply politely.<|end|><|start|>assistant<|channel|>final<|message|>Hello Armando! How can I help you today?",
     content="Hello Armando! How can I help you today?")  # fmt: skip  # reasoning is no content, and harmony's channel tokens are the template's (corpus think and harmony cases): the lead moved this expectation to those rules
real("https://github.com/vllm-project/vllm/issues/23694 (woshizouguo's description: a fine-tuned gpt-oss's final-channel answer, a JSON data object; vLLM put it in the reasoning field)", "neg-gptoss-final-channel-json-data",
     "<|channel|>final<|message|>{\"issues\":[]}<|return|>", content="{\"issues\":[]}")  # fmt: skip  # harmony's channel tokens are the template's, not content (corpus harmony cases): the lead moved this expectation to that rule

# ---- documentation: schematic shapes of calls near thinking ----------------------------------
real("https://github.com/ggml-org/llama.cpp/pull/23678 (bartdeboer's description: the Qwen-style shape shown as a fenced example)", "neg-llamacpp-schematic-call-inside-think-and-after",
     "Some Qwen-style models are designed to emit XML-style tool calls inside `<think>` blocks, for example:\n\n```\n<think>\nReasoning... \n\n<tool_call>...</tool_call>\n</think>\n\n<tool_call>...</tool_call>\nFinal answer... \n```\n\n"
     "This PR treats reasoning tags as mode switches instead of containers that hide tool calls:")  # fmt: skip
real("https://github.com/ggml-org/llama.cpp/pull/24202 (bartdeboer's description, 'Observed Qwen behavior': Qwen3.5's response modes as fenced placeholders)", "neg-llamacpp-qwen35-response-modes-placeholders",
     "1. Pure reasoning messages\n\n```xml\n<think>\nreasoning...\n</think>\n```\n2. Tool-call messages, which may include reasoning before the tool call\n\n```xml\nreasoning before tool call...\n<tool_call>\n<function=...>\n<parameter=...>...</parameter>\n</function>\n</tool_call>\n```\n3. Final-answer messages\n\n```text\nFinal answer...\n```")  # fmt: skip
real("https://github.com/ggml-org/llama.cpp/pull/23773 (bartdeboer's description, Commit 1)", "neg-llamacpp-tool-call-inside-think-prose",
     "The current llama.cpp parser splits content parsing and reasoning parsing into separate paths. This means a `<tool_call>` emitted inside a `<think>...</think>` block can be consumed as `reasoning_content` instead of being parsed as a tool call.")  # fmt: skip

# ---- prose about calls in or near thinking ----------------------------------------------------
real("https://github.com/unslothai/unsloth/pull/5704 (chatgpt-codex-connector's review comment on tool_healing.py: a rehearsed call before a prefilled think close, named inline)", "neg-unsloth-review-rehearsed-call-before-think-close",
     "For templates that prefill an opening `<think>` in the prompt, the model only emits the closing `</think>`, so a draft call before that close is still reasoning. "
     "This guard only adds the leading think span when there is another call after the close; with output like `planning web_search[ARGS]{...}</think> final answer`, the only call is before `</think>`, `_in_think` stays false, and the parser executes a tool the model merely rehearsed in its hidden reasoning.")  # fmt: skip
real("https://github.com/fusedio/fused-render/pull/1167 (cursor[bot]'s review comment 'Tool parser matches thinking blocks')", "neg-fused-render-review-draft-call-in-think",
     "`find_tool_calls` scans the entire completion, including `<think>` blocks. Reasoning models in the targeted Qwen family often draft a `<tool_call>` while thinking, which then runs as a real call—or runs twice if the same tag is emitted again after `</think>`.")  # fmt: skip
real("https://github.com/PrimeIntellect-ai/verifiers/pull/148 (PastaPastaPasta's description)", "neg-verifiers-nested-tool-tags-prose",
     "This PR prevents the execution of `<tool>` tags that are nested inside other XML tags like `<think>` or `<answer>`. Currently, the XML parser will find and execute any tool tag in the content, even if it's nested inside reasoning or thinking sections. This change ensures only top-level tool tags are executed.")  # fmt: skip
real("https://github.com/anomalyco/opencode/pull/4131 (shariqriazz's description: the prompt rules for kimi-k2-thinking)", "neg-opencode-kimi-thinking-prompt-rules",
     "The kimi-k2-thinking model was attempting to call tools within thinking/reasoning blocks, which caused errors. This specialized prompt explicitly instructs the model to:\n"
     "- NEVER attempt to call tools within thinking blocks or reasoning sections\n- Only make tool calls in the main response body, outside of thinking/reasoning blocks\n- Complete all reasoning and planning first, then make tool calls separately")  # fmt: skip
real("https://github.com/ikawrakow/ik_llama.cpp/pull/958 (moooV252's comment of 2025-11-15 on Kimi K2 Thinking)", "neg-ik-llama-kimi-call-without-ending-thinking-prose",
     "There is another issue with Kimi K2 Thinking now: sometimes it does a tool call without ending the thinking block, so the tool call contents end up inside the thinking block, nothing is actually called, and IDE treats it as an invalid response.")  # fmt: skip
real("https://github.com/RooCodeInc/Roo-Code/issues/9551 (Lissanro's description: Kimi K2 Thinking, native vs XML calls)", "neg-roo-kimi-xml-calls-in-think-prose",
     "This is important because it works the best with native tool calls, and if I try XML ones, it starts doing them in its think block and Roo Code ignores them. "
     "But native calls are outside of the think block, and Roo Code seem to pick up them correctly (for example, native read_file tool call gets formatted in Roo Code UI as \"Roo wants to read this file\", which means Roo Code understood that the tool call is there and picked it up).")  # fmt: skip
real("https://github.com/QwenLM/Qwen3/issues/1817 (scook2's description: Qwen3-32B-AWQ plans calls only in thinking)", "neg-qwen3-plans-call-in-thinking-prose",
     "When thinking mode is enabled, the model frequently plans a tool call in its reasoning block, then continues generating a response without actually emitting the tool call. In some cases the response text claims the tool was used when it wasn't - the model fabricates having taken an action it never did.\n\n"
     "Two tools available via the OpenAI-compatible API: search_kb (internal vector knowledge base) and web_search (public web).")  # fmt: skip
real("https://github.com/QwenLM/Qwen3/issues/1459 (tuhahaha's comment of 2025-05-28)", "neg-qwen3-maintainer-tool-call-in-think",
     "This is because vLLM did not distinguish between think and answer when parsing tool call. If <tool call> appears in think, it will be directly parsed. We recommend using Qwen-Agent to parse tool call")  # fmt: skip
real("https://github.com/odysseus-dev/odysseus/issues/4522 (NubsCarson's description: a harmony commentary call named inline with a {...} placeholder)", "neg-odysseus-harmony-commentary-inline-placeholder",
     "### What leaks\nFor a stream like `<|channel|>commentary to=functions.web_search<|message|>{...}<|call|>`:\n- the literal `<|channel|>commentary` marker,\n- the `to=functions.*` recipient,\n"
     "- and the commentary message body (e.g. raw tool-arg JSON or the model's tool preamble)\n\nall appear in the visible answer instead of being treated as internal.")  # fmt: skip
real("https://github.com/vllm-project/vllm/pull/47741 (ricky-chaoju's description: Seed-OSS's wrapper named inline)", "neg-vllm-seed-oss-wrapper-prose",
     "The tool-call format is just Qwen3-Coder with a different wrapper. `vllm/parser/seed_oss.py` says as much: `<tool_call>` becomes `<seed:tool_call>`, and the `<function=>` / `<parameter=>` part is identical. So I didn't add a new parser.")  # fmt: skip
real("https://github.com/vllm-project/vllm/issues/39056 (andrea-tomassi's comment of 2026-04-13: Qwen3.5 XML tool_call inside <think>)", "neg-vllm-implicit-think-boundary-prose",
     "**Bug 1 (this issue)**: confirmed with `qwen3_coder`. We applied the nleve patch — treats `<tool_call>` as an implicit `</think>` boundary — and then switched to `--tool-call-parser qwen3_xml` (the stock vLLM expat-based XML parser). That combination resolves Bug 1.")  # fmt: skip
