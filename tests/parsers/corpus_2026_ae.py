# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set ae (issue 42): quantized and GGUF models meeting a stale or half-applied chat template, from sources no
other corpus cites, gathered without reading the parser.

Families: Gemma 4 native `<|tool_call>call:name{...}<tool_call|>` after a closed think block (unsloth's Q4 GGUF),
bare JSON calls in content (ollama's qwen3:32b; Qwen3.6 Q5_K_M GGUF writing three `; `-separated calls), a Qwen3.6
4-bit plain-line call ("bash" then the command), and a Hermes-style `<tool_call>` JSON block with an `args` key
(gemma3nTools e4b Q4_K_M). Negatives: a model's hallucinated `<tool_response>`, plain answers, a code-review bot's
comment quoting a Gemma call, troubleshooting pages and bug reports that quote formats with placeholders, elisions or
inside fences.

Sources: issue and PR threads of unslothai/unsloth (#6471, #6476, #8266), ggml-org/llama.cpp (#12279, #20260),
ollama/ollama (#11662, #6355), jjang-ai/vmlx (#192), NousResearch/hermes-agent (#107080, #38376), lablup/mlxcel
(#204), panbanda/higgs (#177), MadeAgents/Hammer (#13), ardanlabs/kronk (#944), and the netclaw troubleshooting page.
Not found in the helper's 45 minutes: a cut-off call in an uncited source, raw outputs of xLAM, watt-tool, ToolACE,
Arch-Function, functionary, openchat, Granite, Phi-4-mini or Nemotron quoted as text (their threads hold screenshots
or requests only), so the positives are fewer (5) than the brief's 13.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_AE: list[dict[str, Any]] = [
    tool_schema("ls", (), path="string", limit="integer"),  # pi (unsloth #6471)
    tool_schema("repeat_string", ("string",), string="string"),  # ollama #11662
    tool_schema("grep", ("pattern",), pattern="string", path="string", include="string"),  # opencode (llama.cpp #20260)
    tool_schema("read", ("filePath",), filePath="string", offset="integer", limit="integer"),
    tool_schema("bash", ("command",), command="string"),  # vmlx #192's reporter payload
    # hermes-agent #107080: the thread does not print the tool's schema; declared with the parameters the model used
    tool_schema("ha_call_service", (), action="string", device_id="string"),
]

SOURCES_AE: dict[str, str] = {}
CASES_AE: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_AE[id] = source
    CASES_AE.append(Case(id, text, list(calls), **kw))


L12279 = "https://github.com/ggml-org/llama.cpp/issues/12279"

# --- positives: what the model meant to call ---
real("https://github.com/unslothai/unsloth/issues/6471 (mugulmd's description: unsloth/gemma-4-12b-it-GGUF:UD-Q4_K_XL under `unsloth run`, reply seen in pi; the fenced message as the issue prints it, elisions the reporter's)", "gemma4-q4-ls-after-think",
     "<think>The user wants to change the ...\n...\n First, I'll list the files in the root directory to find the backend\n folder.</think><|tool_call>call:ls{path:\".\"}<tool_call|>",
     ("ls", {"path": "."}))  # fmt: skip
real("https://github.com/ollama/ollama/issues/11662 (mitar's log: qwen3:32b's assistant message returned as content; JSON escapes undone)", "qwen3-32b-bare-json-call",
     "{\"name\": \"repeat_string\", \"arguments\": {\"string\": \"bar\"}}",
     ("repeat_string", {"string": "bar"}))  # fmt: skip
real("https://github.com/ggml-org/llama.cpp/issues/20260 (Ito-69's comment of 2026-07-26: Qwen3.6-35B-A3B-UD-Q5_K_M, the text after 'unparsed peg-native output: ' in the journal line; the reporter says the model emitted 3 parallel calls separated by '; ')", "qwen36-q5-three-json-calls-semicolons",
     "; {\"name\": \"grep\", \"parameters\": {\"pattern\": \"mcp\", \"path\": \"/home/ito\"}}; {\"name\": \"read\", \"parameters\": {\"filePath\": \"/home/ito/AGENTS.md\"}}; {\"name\": \"grep\", \"parameters\": {\"pattern\": \"obsidian\", \"path\": \"/etc\"}}",
     ("grep", {"pattern": "mcp", "path": "/home/ito"}), ("read", {"filePath": "/home/ito/AGENTS.md"}), ("grep", {"pattern": "obsidian", "path": "/etc"}))  # fmt: skip
real("https://github.com/jjang-ai/vmlx/issues/192 (jjang-ai's comment of 2026-06-09: Qwen3.6-35B-A3B-4bit's plain-line form for the reporter's bash payload, which the maintainer reads as bash with that command)", "qwen36-4bit-plain-line-bash",
     "bash\necho \"Tool test successful!\"",
     ("bash", {"command": "echo \"Tool test successful!\""}))  # fmt: skip
real("https://github.com/NousResearch/hermes-agent/issues/107080 (IA-Jarvislike-Dams's description: mashriram/gemma3nTools:e4b, Q4_K_M, under `ollama run`; the ```xml fence's body. The same reporter printed the same output in ollama/ollama#18357, which corpus f cites)", "gemma3ntools-q4-tool-call-args-key",
     "<tool_call>\n{\"name\": \"ha_call_service\", \"args\": {\"action\": \"turn_off\", \"device_id\": \"light.salon\"}}\n</tool_call>",
     ("ha_call_service", {"action": "turn_off", "device_id": "light.salon"}))  # fmt: skip

# --- negatives: real text that is not a call ---
real(L12279 + " (ggerganov's comment of 2025-03-13: what unsloth/Qwen2.5-Coder-7B-Instruct-128K-GGUF wrote as content, a tool response, not a call; JSON escapes undone)", "neg-unsloth-qwen25coder-hallucinated-tool-response",
     "<tool_response>\n8.17.3\n</tool_response>")  # fmt: skip
real(L12279 + " (ggerganov's comment: the vanilla Qwen 2.5 7B Coder Instruct q4_k answer to the same request)", "neg-qwen25coder-q4k-plain-answer",
     "The latest version of Elasticsearch 8 is 8.17.3.")  # fmt: skip
real("https://github.com/ollama/ollama/issues/6355 (nomisto's description: llama3.1:8b-instruct-fp16's hallucinated answer after a tool result, as the Python repr prints it)", "neg-llama31-answer-after-tool",
     " \n\nThe current weather in Toronto is mostly cloudy with a temperature of 22°C (72°F) and a gentle breeze of 15 km/h (9 mph).")  # fmt: skip
real("https://github.com/unslothai/unsloth/pull/6476 (chatgpt-codex-connector[bot]'s review comment on studio/backend/core/tool_healing.py, quoting a Gemma call inline)", "neg-codex-review-gemma-call-inline",
     "When Gemma emits an array-valued argument with bare string elements, such as `<|tool_call>call:search{tags:[bug,ui]}<tool_call|>`, this branch treats the `[` value as already-valid JSON and skips the bare-string quoting path, but array elements are never normalized later. "
     "`json.loads` then fails and `parse_tool_calls_from_text` drops the entire native tool call, so tools with `array<string>` parameters silently do not execute unless the model happens to quote every element; normalize array contents recursively or quote bare array strings before loading.")  # fmt: skip
real("https://github.com/NousResearch/hermes-agent/issues/38376 (avan2139's description: gemma-4-31b-it under vLLM, the call quoted with its arguments elided, indentation as the issue has it)", "neg-hermes-gemma4-elided-call-in-report",
     " I ran into a Hermes startup/tool issue using Gemma on DGX Spark via vLLM/OpenAI-compatible API. The symptom was that Hermes printed raw tool-call text like:\n\n  <|tool_call>call:terminal{...}<tool_call|>\n\n  instead of executing the tool.")  # fmt: skip
real("https://github.com/lablup/mlxcel/issues/204 (ujwal-setlur's 'Cause' section: the Qwen3-Coder format with placeholders, fenced)", "neg-mlxcel-qwen3coder-format-placeholders",
     "Qwen3-Coder emits tool calls in an XML-attribute format:\n\n```\n<tool_call><function=NAME><parameter=KEY>VALUE</parameter></function></tool_call>\n```\n\n"
     "None of the parsers in `src/server/tool_calls/formats.rs` match it. The closest, `try_functionary_v31`, shares the `<function=NAME>` opener but requires a JSON body, so it declines. The output falls through to raw `content`.")  # fmt: skip
real("https://github.com/panbanda/higgs/issues/177 (dusterbloom's 'Problem' section: the two Qwen shapes shown as fenced examples)", "neg-higgs-two-format-examples-fenced",
     "higgs's tool-call parser only handled the legacy **JSON-in-`<tool_call>`** shape:\n\n```\n<tool_call>\n{\"name\": \"get_weather\", \"arguments\": {\"city\": \"London\"}}\n</tool_call>\n```\n\n"
     "But Qwen3.5 / Qwen3.6 chat templates instruct the model to emit the newer **XML** form:\n\n```\n<tool_call><function=get_weather><parameter=city>London</parameter></function></tool_call>\n```\n\n"
     "Because the parser couldn't decode that, tool calls fell through to plain `content`, `message.tool_calls` was `null`, and `finish_reason` was `stop`.")  # fmt: skip
real("https://github.com/MadeAgents/Hammer/issues/13 (nickvdw's comment of 2025-04-08 on hammer2.1-3b-Q4.gguf under llama-cpp-python chat formats)", "neg-hammer-chat-format-comment",
     "I had success by specifying the `chatml-function-calling` chat format in the model instantiation. Specifically,\n\n"
     "- If I don't specify a chat format, the model will not run inference as it will leverages the default chat format which leads to a `TypeError: can only concatenate str (not \"list\") to str`.\n"
     "- If I specify the `chatml` chat format, the model will run inference but the generated response will be empty (e.g., `\\n[]\\n`).\n"
     "- If I select the `chatml-function-calling` chat format, the model will run inference and the generated response will be a function call from my list of specified tools.")  # fmt: skip
real("https://github.com/unslothai/unsloth/issues/8266 (dichterkohorte's summary on hf.co/unsloth/Qwen3-Coder-30B-A3B-Instruct-GGUF via ollama)", "neg-unsloth-qwen3coder-ollama-summary",
     "While debugging unreliable tool-calling with `hf.co/unsloth/Qwen3-Coder-30B-A3B-Instruct-GGUF` (tested `UD-Q2_K_XL` and `UD-Q3_K_XL`) pulled directly via `ollama pull hf.co/unsloth/...`, "
     "I found the model consistently fails to emit a correctly-tagged `<tool_call>` block when Ollama is given a `tools` schema — reproducible at `temperature: 0`.")  # fmt: skip
real("https://github.com/ardanlabs/kronk/issues/944 (flimzy's description: bartowski Qwen2.5-Coder Q6_K GGUFs' wrapper shapes, quoted with elisions)", "neg-kronk-bartowski-wrapper-shapes",
     "- `bartowski/Qwen2.5-Coder-7B-Instruct-Q6_K` — 2/2 runs, assistant content is exactly `<function>\\n{\"name\": ..., \"arguments\": {...}}\\n</function>`\n"
     "- `bartowski/Qwen2.5-Coder-14B-Instruct-Q6_K` — deterministic across sessions but **three different wrapper shapes** observed on different days: `<function>{json}</function>`, `<tools> {json} </tool` (plural opener, unclosed singular closer), and `<function-call> {json}`")  # fmt: skip
real("https://netclaw-website.pages.dev/troubleshooting/llama-cpp/ (the page's opening paragraphs)", "neg-netclaw-troubleshooting-intro",
     "Self-hosted netclaw on llama.cpp producing garbage? Raw <tool_call> XML in chat messages, </think> tags in replies, empty tool arguments, or responses that trail off into repetition loops — these all trace back to how the inference server parses the model’s chat template.\n"
     "Netclaw just assembles whatever streaming deltas it receives. If the server emits <tool_call> as literal text instead of structured tool-call deltas, that’s what shows up in chat.")  # fmt: skip
real("https://netclaw-website.pages.dev/troubleshooting/llama-cpp/ (the 'Symptoms' table's head and first row, as the stored page text renders them)", "neg-netclaw-symptoms-table-row",
     "| What you’re seeing | Likely cause |\n|---|---|\n<tool_call>, <function=…>, <parameter=…> tags as plain text | Chat template mismatch |")  # fmt: skip
