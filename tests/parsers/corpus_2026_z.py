# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""A held-out set (issue 42) from sources no other corpus cites, gathered without reading the parser.

Families: Kimi K2 calls written behind a Claude Code proxy with their section begun by the proxy's own label and
closed with Kimi's tokens, a Qwen XML call whose opening lines came out mangled, Granite calls (bare JSON, a
<tool_call> list left open), cut-off Hermes, Qwen3.5 XML and Kimi K2 calls; and negatives: prose, pull-request descriptions, review comments
and documentation that quote Llama 3.1/3.2, Kimi K2, Gemma 4, gpt-oss harmony and Hermes formats inline or in
fences, a log line holding Kimi's opening tokens, and a how-to that shows a JSON call in a numbered list.

Sources: GitHub issue and pull-request threads (fakerybakery/openbridge, signalnine/q27, nugget/thane-ai-agent, gpustack/llama-box,
meta-llama/llama-models, NousResearch/hermes-agent, ggml-org/llama.cpp, ikawrakow/ik_llama.cpp,
Joakimpalm-Zen/xyntetik-runner, lablup/mlxcel, QwenLM/Qwen3.8), thinking-machines-lab/tinker-cookbook's
parse-failure fixtures, and a web guide (insiderllm.com). A source marked "variant" is that output changed as its
note says. Negatives (`neg-`) stay text with nothing taken from them; cut-off calls (`cut-`) are errors naming
the tool, never calls.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_Z: list[dict[str, Any]] = [
    tool_schema("search", ("query",), query="string"),  # tinker-cookbook's fixtures
    tool_schema(
        "task", ("description", "prompt"), description="string", prompt="string", subagent_type="string"
    ),  # opencode
    tool_schema("Grep", ("pattern",), pattern="string", path="string", type="string", glob="string"),  # Claude Code
    tool_schema("Bash", ("command",), command="string", description="string", timeout="integer"),
    tool_schema("get_state", ("entity_id",), entity_id="string"),  # thane-ai-agent (Home Assistant)
    tool_schema("get_weather", (), location="string", city="string"),
    tool_schema("trending_songs", (), n="integer", genre="string"),  # llama-models' prompt-format example
    tool_schema("read_file", ("path",), path="string"),  # the mlxcel issue's request
]

SOURCES_Z: dict[str, str] = {}
CASES_Z: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_Z[id] = source
    CASES_Z.append(Case(id, text, list(calls), **kw))


TINKER = "thinking-machines-lab/tinker-cookbook tinker_cookbook/renderers/parse_failure_test.py"
OPENBRIDGE = (
    "https://github.com/fakerybakery/openbridge/issues/11 (Kimi K2 behind the openbridge proxy under Claude Code"
)

# ---- Kimi K2: a call labelled by the proxy, closed with Kimi's own tokens ------------------------------------

real(OPENBRIDGE + "; the issue's description; the pattern as the reporter pasted it)", "kimi-k2-tool-use-label-grep-closed-by-section-end",
     '[Tool Use: Grep] {"pattern": "*****", "type": "swift"}<|tool_call_end|><|tool_calls_section_end|>',
     ("Grep", {"pattern": "*****", "type": "swift"}))  # fmt: skip
real(OPENBRIDGE + "; Chromery's comment of 2025-07-19; variant: Claude Code's bullet dropped and the terminal's line wraps inside the description joined)", "kimi-k2-tool-use-label-bash-closed-by-section-end",
     '[Tool Use: Bash] {"command": "pwd && ls -la", "description": "Check current directory and contents"}<|tool_call_end|><|tool_calls_section_end|>',
     ("Bash", {"command": "pwd && ls -la", "description": "Check current directory and contents"}))  # fmt: skip

# ---- Qwen XML whose opening came out mangled -----------------------------------------------------------------

real("https://github.com/signalnine/q27/issues/24 (a Qwen model served by q27's /v1/messages under opencode; the text the issue quotes, its prompt '...' as the reporter shows it)", "qwen-xml-task-with-mangled-opening",
     "<name>task\n</parameter>\n<parameter=description>\nAdd timestamp comment to hello.py\n</parameter>\n<parameter=prompt>\n...\n</parameter>\n"
     "<parameter=subagent_type>\ngeneral\n</parameter>\n</function>",
     ("task", {"description": "Add timestamp comment to hello.py", "prompt": "...", "subagent_type": "general"}))  # fmt: skip

# ---- Granite: a bare JSON call as the whole reply -----------------------------------------------------------

real("https://github.com/nugget/thane-ai-agent/pull/21 (granite3.1-dense:8b on Ollama; the 'response' string the PR quotes; variant: its JSON escapes undone)", "granite-bare-json-get-state",
     '{"name": "get_state", "arguments": {"entity_id": "sun.sun"}}',
     ("get_state", {"entity_id": "sun.sun"}), content="")  # fmt: skip

real("https://github.com/gpustack/llama-box/issues/17 (QuantFactory/granite-3.1-8b-instruct-GGUF Q8_0 on llama-box, the reply chat.sh printed; its list never closed)", "granite31-tool-call-list-left-open",
     '<tool_call>[{"name": "get_weather", "arguments": {"location": "ShenZhen"}}',
     ("get_weather", {"location": "ShenZhen"}))  # fmt: skip

# ---- cut-off calls ------------------------------------------------------------------------------------------

real(TINKER + " (test_qwen3_unterminated_tool_block_is_structural: Qwen3 Hermes call ended by <|im_end|> inside a string)", "cut-qwen3-hermes-search-string-open-at-im-end",
     'I\'ll search for that.\n<tool_call>\n{"name": "search", "arguments": {"query": "weather<|im_end|>',
     errors=["search"])  # fmt: skip
real(TINKER + " (test_qwen3_5_family_unterminated_tool_block: Qwen3.6 / Nemotron 3 XML call ended by <|im_end|> inside a parameter)", "cut-qwen35-xml-search-parameter-open-at-im-end",
     "I'll search for that.\n<tool_call>\n<function=search>\n<parameter=query>\nweather in NYC<|im_end|>",
     errors=["search"])  # fmt: skip
real(TINKER + " (test_kimi_k2_family_unterminated_tool_block: Kimi K2 Thinking, section never closed, arguments cut after the key)", "cut-kimi-k2-search-arguments-open-at-im-end",
     '<think></think>I\'ll search.\n<|tool_calls_section_begin|><|tool_call_begin|>functions.search:0<|tool_call_argument_begin|>{"query":<|im_end|>',
     errors=["search"])  # fmt: skip

# ---- negatives: prose and documentation quoting formats -----------------------------------------------------

real("https://github.com/meta-llama/llama-models/issues/266 (the issue's description of what Llama 3.3 70B writes, inline)", "neg-llama33-python-tag-pythonic-in-prose",
     "Unconstrained llama 3.1 70B, with `Environment: ipython` outputs according to the repo docs. However, 3.3 70B outputs something like `<|python_tag|>get_weather(location=...)`.")  # fmt: skip
real("https://github.com/meta-llama/llama-models/issues/169 (the question quoting Llama 3.1's two formats in fences)", "neg-llama31-formats-quoted-in-fences",
     "which is different from the previous JSON format in 3.1:\n```\n<|python_tag|>{\n    \"type\": \"function\",\n    \"name\": \"trending_songs\",\n"
     "    \"parameters\": {\n        \"n\": \"10\",\n        \"genre\": \"all\"\n    }\n}<|eom_id|>\n```\nor\n```\n"
     "<function=trending_songs>{\"n\": 10}</function><|eot_id|>\n```")  # fmt: skip
real("https://github.com/meta-llama/llama-models/issues/169 (the question quoting Llama 3.2's pythonic form in a fence)", "neg-llama32-pythonic-form-in-fence",
     "In [text prompt format](https://github.com/meta-llama/llama-models/blob/main/models/llama3_2/text_prompt_format.md) you mention that 3.2 uses a new tool calling format that is pythonic in the form:\n"
     "```\n[func1(params_name=params_value, params_name2=params_value2...), func2(params)]\n```")  # fmt: skip
real("https://github.com/NousResearch/hermes-agent/pull/29735 (the PR description naming Kimi K2's tokens inline)", "neg-kimi-k2-tokens-in-pr-description",
     "Kimi K2 (via OpenRouter/Moonshot) returns tool calls embedded as tagged JSON inside the content string (<|tool_calls_section_begin|><|tool_call_begin|>{...}<|tool_call_end|><|tool_calls_section_end|>) "
     "instead of in the structured tool_calls field. The agent loop then receives raw tagged text as content, leaking tool-call tokens into downstream messages.")  # fmt: skip
real("https://github.com/NousResearch/hermes-agent/pull/35129 (the PR description's table of shapes, its first rows)", "neg-shapes-table-in-pr-description",
     "Models → emitted shape:\n\n| Model | Shape in `content` |\n|---|---|\n"
     "| Ollama qwen2.5-coder / GLM | `<tool_call>{json}</tool_call>` and whole-content bare `{\"name\",\"arguments\"}` |\n"
     "| Ollama-cloud (via proxy) | pythonic `<function=NAME>{json}</function>` (attribute-less) |")  # fmt: skip
real("https://github.com/ggml-org/llama.cpp/pull/17376 (pwilkin's review of 2025-12-05)", "neg-kimi-k2-section-tokens-in-review",
     "Some questions, some nitpicks, but the important part is we need to support the singular form `<|tool_call_section_begin|>` in addition to `<|tool_calls_section_begin|>`")  # fmt: skip
real("https://github.com/ikawrakow/ik_llama.cpp/issues/955 (moooV252's comment of 2025-11-21 quoting a llama-server log line)", "neg-kimi-k2-log-line-matched-tool-start",
     '> 1. The first tool call at line 1 is successfully matched: `[1763643117] Matched tool start: "<|tool_calls_section_begin|><|tool_call_begin|>"`\n'
     '> 2. But subsequent tool calls are not being recognized properly - they\'re being parsed as partial/incomplete tool calls')  # fmt: skip
real("https://github.com/Joakimpalm-Zen/xyntetik-runner/pull/106 (the PR description naming Gemma 4's call opener)", "neg-gemma4-call-opener-in-pr-description",
     "The prose branch of the turn grammar now hands off to the call at `<|tool_call>call:`; the engine admits the model's own control token there (`sval_raw_marker_opens`); "
     "the streaming demultiplexer and the buffered map read a call after prose.")  # fmt: skip
real("https://github.com/lablup/mlxcel/issues/654 (the issue's summary quoting gpt-oss harmony markup inline)", "neg-gptoss-harmony-markup-in-issue-summary",
     "GPT-OSS models generate text fine, but when a request includes `tools`, the model's Harmony-format tool call is not parsed into structured `tool_calls`: "
     "the raw channel markup (`<|channel|>analysis<|message|>…<|start|>assistant<|channel|>commentary to=functions.read_file …`) leaks into `content` as plain text.")  # fmt: skip
real("https://insiderllm.com/guides/function-calling-local-llms (the guide's list of steps, a JSON call shown in step 3)", "neg-json-call-in-guide-steps",
     "  2. The model decides whether to call a tool or respond with text\n"
     "  3. If it wants a tool, it outputs a JSON object: {\"name\": \"get_weather\", \"arguments\": {\"city\": \"Tokyo\"}}\n"
     "  4. Your code executes the real function and gets a result")  # fmt: skip
real("https://github.com/QwenLM/Qwen3.8/issues/150 (Qwen3.6-27B under Claude Code: the text of the turn that stopped with no tool_use block)", "neg-qwen36-announces-a-write-without-a-call",
     "\n\nNow let me write the full Rust implementation.")  # fmt: skip
