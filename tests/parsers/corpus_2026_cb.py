# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set cb (issue 42): pull requests that add or fix a tool-call parser in smaller servers and runtimes, gathered without reading the parser.

Families: LiquidAI LFM2.5 (a pythonic-bracket call whose special-token wrappers the runtime had already stripped,
quoted from a Rapid-MLX PR's verification), and negatives: PR descriptions and review text that quote a format
in prose or in a fence: Qwen3-Coder XML (LocalAI, vllm-mlx), Llama 3.1 `<function=...>` (LocalAI), MiniMax M2
`<minimax:tool_call>` (mlx-lm), MiniCPM5 `<function name=...>` (mlx-lm), LFM `<|tool_call_start|>` (mlx-vlm,
Rapid-MLX), Gemma 4 `<|tool_call>call:` (vllm-mlx, oMLX), GigaChat 3 `function call<|role_sep|>` (llama.cpp),
Qwen3 `<tool_call>` / `<think>` (LMDeploy), GLM `<arg_key>` and a mangled `</tool_cal` (colibri), a leaked
`<|tool_start|` (tabbyAPI) and a tool-decision prompt template (koboldcpp).

Sources: mudler/LocalAI#7865 and #3015, ml-explore/mlx-lm#665 and #1859, Blaizzy/mlx-vlm#1792,
waybarrios/vllm-mlx#583 and #254, jundot/omlx#550, ggml-org/llama.cpp#17922, InternLM/lmdeploy#3615,
JustVugg/colibri#505, theroyallab/tabbyAPI#234 (an issue comment), LostRuins/koboldcpp#1455,
raullenchai/Rapid-MLX#1076 (all read through the issue-search excerpts; a text is one passage as the excerpt
shows it, markdown kept).

Could not find (in the helper's 35 minutes): uncited PRs in these servers whose description pastes a model's
whole raw reply as text. Most before/after pastes are either already cited by other corpora (mlx-lm #1246/#1374,
sglang #26172, Rapid-MLX #1071, oMLX #844, tabbyAPI #464), given only as screenshots (mlx-swift-lm #93, Xinference
#3982), or cut off in the search excerpt (Xinference #1098's ReAct test strings, tabbyAPI #292's response JSON).
So this set is almost all negatives: one positive, no cut-off and no error case.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_CB: list[dict[str, Any]] = [
    # Rapid-MLX #1076 verification request (tools=[get_weather])
    tool_schema("get_weather", ("location",), location="string"),
]

SOURCES_CB: dict[str, str] = {}
CASES_CB: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_CB[id] = source
    CASES_CB.append(Case(id, text, list(calls), **kw))


RAPID1076 = "https://github.com/raullenchai/Rapid-MLX/pull/1076 (raullenchai's description, 'feat: add LiquidAI LFM2.x parser support')"

# ---- LFM2.5 through Rapid-MLX: the call after the runtime stripped the special tokens ---------------
real(RAPID1076 + " ('Verification': mlx-community/LFM2.5-1.2B-Instruct-4bit 'With tools=[...] it emits' this; the author's trailing '…' elision dropped)", "lfm25-rapidmlx-pythonic-bracket-stripped",
     "[get_weather(location=\"Paris\")]",
     ("get_weather", {"location": "Paris"}))  # fmt: skip

# ---- negatives: PR descriptions quoting a format -------------------------------------------------
real(RAPID1076 + " (the format paragraph of the same description)", "neg-rapidmlx-lfm-format-fence",
     "LFM2 emits tool calls in a **pythonic-bracket** format wrapped in special tokens:\n\n```\n<|tool_call_start|>[get_weather(location=\"Paris\")]<|tool_call_end|>\n```\n\nThe special-token wrappers are stripped upstream by the detokenizer/sanitizer, so the parser operates on the inner `[func_name(arg=\"value\"), ...]` list.")  # fmt: skip
real("https://github.com/mudler/LocalAI/pull/7865 (mudler's description, 'feat(function): Add tool streaming, XML Tool Call Parsing Support')", "neg-localai-xml-format-in-prose",
     "Extend the function parsing system in LocalAI to support tools streaming, more robust parsing, XML-style tool calls, similar to how JSON tool calls are currently parsed. This will allow models that return XML format (like <tool_call><function=name><parameter=key>value</parameter></function></tool_call>) to be properly parsed alongside text content. The implementation mimics the great work on llama.cpp and extends it across all backends. This also makes it easier to maintain long-term.")  # fmt: skip
real("https://github.com/mudler/LocalAI/pull/3015 (mudler's description, 'feat(grammar): add llama3.1 schema', first two paragraphs)", "neg-localai-llama31-function-format",
     "This PR allows LocalAI to generate BNF rules to constrain the LLM output to generate valid JSON. It also introduces a series of refactoring as such it is easier now to extend to other schemas to specifically generate a syntax.\n\nThe new schema, allows to force the LLM output to this format: `<function=example_function_name>{{\"example_name\": \"example_value\"}}</function>` which is common for Llama 3.1 function calling.")  # fmt: skip
real("https://github.com/ml-explore/mlx-lm/pull/665 (otarkhan's description, 'Add MiniMax M2 tool call parser support', Background section)", "neg-mlxlm-minimax-format-fence",
     "While testing MiniMax-M2 locally with [OpenCode](https://github.com/opencode-ai/opencode) (an AI coding agent), I discovered that the model's tool calls were not being parsed correctly. MiniMax M2 uses a unique XML format for tool calls that differs from the standard JSON format used by other models like Qwen and Llama:\n\n```xml\n<minimax:tool_call>\n<invoke name=\"function_name\">\n<parameter name=\"param1\">value1</parameter>\n<parameter name=\"param2\">value2</parameter>\n</invoke>\n</minimax:tool_call>\n```\n\nThe existing server implementation only supports JSON-formatted tool calls wrapped in `<tool_call>` tags, causing MiniMax's XML format to be passed through unparsed, which breaks agent workflows that depend on properly structured tool call responses.")  # fmt: skip
real("https://github.com/ml-explore/mlx-lm/pull/1859 (arvind1705's description, 'Add MiniCPM5 tool calling support', first bullet)", "neg-mlxlm-minicpm5-format-bullet",
     "- **New tool parser** `mlx_lm/tool_parsers/minicpm5.py`: Parses MiniCPM5's XML-style `<function name=\"...\"><param name=\"...\">...</param></function>` blocks using `xml.etree.ElementTree` with a regex fallback. Respects tool schema for type-aware deserialization and handles CDATA blocks.")  # fmt: skip
real("https://github.com/Blaizzy/mlx-vlm/pull/1792 (Blaizzy's description, 'Fix LFM tool call parsing and bump version to 0.6.11', Summary bullet and Root cause)", "neg-mlxvlm-lfm-markers-prose",
     "- detect LFM's `<|tool_call_start|>...<|tool_call_end|>` template markers as the existing `pythonic` tool-call format\n- add regression coverage for parser inference and OpenAI-compatible server call serialization\n- bump `mlx-vlm` from `0.6.10` to `0.6.11`\n\n## Root cause\n\nLFM2.5 emits valid Pythonic tool calls, but parser inference only recognized `<|tool_list_start|>`. The loaded server therefore reported `loaded_tool_parser: null` and returned native tool-call markup as ordinary text instead of structured tool calls.")  # fmt: skip
real("https://github.com/waybarrios/vllm-mlx/pull/583 (janhilgard's description, 'fix(qwen-tool-parser): extract mixed XML+function calls, strip truncated markup', section 2; the fence has the author's own '...')", "neg-vllmmlx-qwen36-nested-example",
     "### 2. Parser — truncated tool-call markup\nQwen3.6 nests function-style calls inside `<tool_call>` wrappers:\n\n```\n<tool_call>\n<function=convert_currency>\n<parameter=amount>100</parameter>\n...\n</function>\n</tool_call>\n```\n\nWhen generation hits `max_tokens` mid-call, the unclosed `<tool_call>\\n<function=...` markup was left in `content`. Neither `XML_PATTERN` (requires `{json}`) nor `FUNCTION_PATTERN` (requires `</function>`) matches the truncated form.")  # fmt: skip
real("https://github.com/waybarrios/vllm-mlx/pull/254 (keegoid's description, 'feat: add Gemma 4 tool call parser', first two Summary bullets)", "neg-vllmmlx-gemma4-format-bullets",
     "- Adds a new `gemma4_tool_parser.py` that handles Gemma 4's unique tool calling format (`<|tool_call>call:name{key:<|\"|>value<|\"|>}<tool_call|>`)\n- Implements a state-machine converter for Gemma's custom argument syntax (unquoted keys, `<|\"|>` string delimiters) to valid JSON")  # fmt: skip
real("https://github.com/jundot/omlx/pull/550 (pm990320's description, 'feat: parse Gemma 4 raw tool call envelopes', Summary)", "neg-omlx-gemma4-envelope-summary",
     "## Summary\n- add a Gemma 4 fallback parser for raw `<|tool_call>call:name{...}<tool_call|>` envelopes\n- fall back to that parser when the native mlx-lm parser does not recover any calls\n- add focused regression tests for single, empty-args, multiple, and native-parser-failure cases")  # fmt: skip
real("https://github.com/ggml-org/llama.cpp/pull/17922 (Mishusha's description, 'GigaChatv3 models tool parser and tests')", "neg-llamacpp-gigachat-format",
     "This PR adds a tool parser for parsing the function calls made by the [Gigachat 3 models](https://huggingface.co/collections/ai-sage/gigachat3).\nModels can generate only one function call using format:\n\n`{text}<|message_sep|>\\n\\nfunction call<|role_sep|>\\n{json}`\n\nWhere `<|message_sep|>\\n\\n` and `<|role_sep|>\\n` are special tokens.")  # fmt: skip
real("https://github.com/InternLM/lmdeploy/pull/3615 (ywx217's description, 'feature: enable tool_call and reasoning_content parsing for qwen3', first Modification bullet)", "neg-lmdeploy-qwen3-tags-prose",
     "- Implements `class Qwen3ToolParser` to handle format for tool calls (`<tool_call>...</tool_call>`) and reasoning content (`<think>...</think>`). Both stream and non-stream modes are supported.")  # fmt: skip
real("https://github.com/JustVugg/colibri/pull/505 (JustVugg's description, 'serve: recover a tool call whose closing tag never arrives (#401)', The bug)", "neg-colibri-glm-format-and-mangled-close",
     "The model writes a call as `<tool_call>name<arg_key>k</arg_key><arg_value>v</arg_value></tool_call>`, and our parser matched on **both** tags. When the closing tag never arrived — the model hit its token budget mid-call, or quantization mangled it into `</tool_cal` — the strict regex matched nothing. The client got **zero** `tool_calls`, `finish_reason=stop`, and the raw markers dumped into `content`.")  # fmt: skip
real("https://github.com/theroyallab/tabbyAPI/issues/234 (DocShotgun's comment, point 3; an issue thread about tabbyAPI's tool-call trigger, not a PR)", "neg-tabbyapi-truncated-tool-start-token",
     "3. Even with the template, the model sometimes fails to generate the proper string needed to trigger the tool call logic, occasionally producing things like `<|tool_start|`.")  # fmt: skip
real("https://github.com/LostRuins/koboldcpp/pull/1455 (LostRuins' review thread on koboldcpp.py:2033, the added prompt line of the diff as shown, '+' kept)", "neg-koboldcpp-tool-decision-prompt",
     "+                                \"prompt\": f\"{user_start}User query:\\n\\n{messages_string}\\n\\nTool Code:\\n{tools_string}Determine from the provided tool code if the user query would be best answered by a listed tool (One word: yes / no):{user_end}\",")  # fmt: skip
