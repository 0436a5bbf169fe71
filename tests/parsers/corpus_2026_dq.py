# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set dq (issue 42): call-like texts that hold no call, from replies, code reviews, PR descriptions and logs, gathered without reading the parser.

Families: mostly negatives. Texts a model could receive or write that are NOT calls: an issue quoting a
`!<function_call:{...}>` shape and the regex to read it (castor), review threads whose diffs hold tool-call regexes
(`<function=...>`, `<tool_call>(.*?)</tool_call>`: SWE-agent, PrimeIntellect renderers, vLLM hermes), PR descriptions
quoting GLM `<tool_call>NAME<arg_key>` calls (vLLM poolside_v1 and GLM47 fixes), gemma ```tool_code``` and bare
`get_weather(city="Paris")` shapes (aisuite), a usage-log JSON of an `ask_user` call that already ran (preloop), a
JSONL log of tool invocations (argent), a DeepSeek V3 system prompt with `<｜tool▁call▁begin｜>FUNCTION_NAME`
(tt-inference-server), a Chinese answer about Qwen2 function-calling templates (QwenLM/Qwen3), prose about literal
markers and code-block false positives (gLLM, QwenPaw, gptme). One positive: a Qwen2.5-Coder parser test's reply
that says what it will do and then calls in `<tools>` tags.

Sources: deepfounder-ai/castor#10, PrimeIntellect-ai/renderers#52, vllm-project/vllm#47311, #31384 and #20474,
SWE-agent/SWE-agent#1092, andrewyng/aisuite#339, preloop/preloop#793, software-mansion/argent#582,
tenstorrent/tt-inference-server#2916, QwenLM/Qwen3#805, gty111/gLLM#286, agentscope-ai/QwenPaw#4066, gptme/gptme#1472
(all read through the issue-search excerpts, cut only at whole lines), and
hanXen/vllm-qwen2.5-coder-tool-parser tests/test_parser_unit.py (read_file).

Could not find (in the helper's 25 minutes): a real model reply (not a fixture) that explains a format with an example
and then really calls; the ones found (langgraph-codeact#32, mlx-omni-server#126, gptme's codeblock tests) are already
cited. No Japanese explanation of a call format turned up in the search corpus, nor a YAML config with name/arguments
keys; sglang#17320's template diff was cut mid-line by the search excerpt and left out.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared (or named), with their parameters
TOOLS_DQ: list[dict[str, Any]] = [
    # vLLM / aisuite / hanXen examples
    tool_schema("get_weather", ("city",), city="string"),
    tool_schema("get_time", ()),
    # preloop's MCP tool
    tool_schema("ask_user", (), question="string"),
    # argent's tools named in the log
    tool_schema("list-devices", ()),
    tool_schema("screenshot", ()),
    # QwenPaw's built-ins named in the issue
    tool_schema("write_file", ("file_path", "content"), file_path="string", content="string"),
    tool_schema("execute_shell_command", ("command",), command="string"),
]

SOURCES_DQ: dict[str, str] = {}
CASES_DQ: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_DQ[id] = source
    CASES_DQ.append(Case(id, text, list(calls), **kw))


# ---- issues and PR descriptions that quote a call shape ------------------------------------------
real("https://github.com/deepfounder-ai/castor/issues/10 (EugeneKorr's description of 2026-05-05, up to the search excerpt's end)", "neg-castor-function-call-bang-shape-and-regex",
     "Bug\n"
     "Some local models (observed with models served via LM Studio/Ollama) output tool\n"
     "calls in the format:\n\n"
     "!<function_call:{\"call\": \"tool_name\", \"arguments\": null}>\n"
     "Note: uses \"call\" key instead of \"name\", and a different outer wrapper.\n"
     "This format is not matched by any of the 4 existing patterns in\n"
     "_extract_tool_from_text() in agent_loop.py, so the tool call is displayed\n"
     "as raw text to the user and never executed.\n\n"
     "Fix\n"
     "Add a Pattern 5 at the end of _extract_tool_from_text() in agent_loop.py:\n\n"
     "# Pattern 5: !<function_call:{\"call\": \"name\", \"arguments\": {...}}>\n"
     "m = re.search(r'!<function_call:(\\{.*?\\})>', text, re.DOTALL)\n"
     "if m:\n"
     "    try:\n"
     "        data = json.loads(m.group(1))\n"
     "        fn_name = data.get(\"call\") or data.get(\"name\")\n"
     "        args = data.get(\"arguments\") or {}\n"
     "        if isinstance(args, dict) and fn_name in tool_names:\n"
     "            return (fn_name, args)\n"
     "    except (json.JSONDecodeError, AttributeError):\n"
     "        pass")  # fmt: skip
real("https://github.com/vllm-project/vllm/pull/47311 (joerowell's description of 2026-07-01)", "neg-vllm-poolside-glm-no-newline-call-in-prose",
     "### Problem\n"
     "`poolside_v1`'s non-streaming `extract_tool_calls` uses a `func_detail_regex` that **requires a literal newline** between the function name and the `<arg_key>` block:\n\n"
     "```python\n"
     "r\"<tool_call>([^\\n]*)\\n(.*)</tool_call>\"\n"
     "```\n\n"
     "That matches GLM-4's format, but some models emit the tool call with **no newline** after the name — e.g. `<tool_call>get_weather<arg_key>city</arg_key><arg_value>Paris</arg_value></tool_call>`. For that output `func_detail_regex.search()` returns `None`, the call is silently dropped (`tools_called=False`), and the raw `<tool_call>` markup leaks into `content`.\n\n"
     "### Fix\n"
     "Relax the regex so the name→args separator is optional, parsing **both** the GLM-4 newline form and the newline-less form; name/arg extraction is otherwise unchanged:\n\n"
     "```python\n"
     "r\"<tool_call>\\s*([^\\n<]+?)\\s*\\n?\\s*(<arg_key>.*?)?</tool_call>\"\n"
     "```\n\n"
     "The **streaming** path already tolerated the missing newline (its cut logic falls back to `<arg_key>`), so it is unchanged.\n\n"
     "### Tests\n"
     "Adds regression tests: no-newline and newline forms on the non-streaming path, and the no-newline form on the streaming path. Full `tests/tool_parsers/test_poolside_v1_tool_parser.py` passes (10 existing + 3 new).\n\n"
     "In the next week, we'll replace this with the template.")  # fmt: skip
real("https://github.com/vllm-project/vllm/pull/31384 (yurekami's description of 2025-12-26)", "neg-vllm-glm47-empty-args-call-in-prose",
     "## Summary\n\n"
     "Fixes #31379\n\n"
     "The GLM47 tool parser was throwing a `TypeError: expected string or buffer` when parsing tool calls with empty/no parameters.\n\n"
     "### Root Cause\n"
     "1. The `func_detail_regex` required a newline between function name and arguments: `r\"<tool_call>([^\\n]*)\\n(.*)</tool_call>\"`\n"
     "2. When a tool call had no parameters (e.g., `<tool_call>get_time</tool_call>`), the regex wouldn't match\n"
     "3. When arguments were optional, `group(2)` returned `None` which caused `findall()` to fail\n\n"
     "### Fix\n"
     "- Made the newline and arguments group optional in regex: `r\"<tool_call>([^\\n]*)(?:\\n(.*))?</tool_call>\"`\n"
     "- Added null check for `tc_detail` (when regex doesn't match)\n"
     "- Added null check for `tc_args` (converts `None` to empty string)\n\n"
     "## Test plan\n"
     "- [x] Added test case `test_extract_tool_calls_no_newline_no_arguments` for tool calls with no parameters\n"
     "- [x] Existing test `test_extract_tool_calls_empty_arguments` covers the newline-with-empty-args case\n\n"
     "🤖 Generated with [Claude Code](https://claude.com/claude-code)")  # fmt: skip
real("https://github.com/andrewyng/aisuite/pull/339 (Walliiee's description of 2026-06-23, from '## What' to the first three helpers, cut at a whole line by the search excerpt)", "neg-aisuite-tool-code-and-bare-call-shapes",
     "## What\n\n"
     "Extends `_salvage_tool_calls_from_text` in `platform/coworker/providers/openai_provider.py` to recover tool calls that some local models emit as **Python-call text** rather than structured `tool_calls` or JSON.\n\n"
     "Two shapes are now salvaged (both previously fell through to plain text, so the tool was never invoked):\n\n"
     "- Fenced — gemma's ```` ```tool_code ```` blocks:\n"
     "  ````\n"
     "  ```tool_code\n"
     "  get_weather(city=\"Paris\")\n"
     "  ```\n"
     "  ````\n"
     "- Bare: `get_weather(city=\"Paris\")`\n\n"
     "## Why\n\n"
     "The existing salvage logic only handled JSON-shaped text-emitted tool calls (`<tool_call>` tags, Qwen/Hermes XML, embedded JSON, toolname-shorthand with a JSON arg object). Models that serialize a call as Python syntax — common with gemma and some code-tuned models behind an OpenAI-compatible/Ollama endpoint — produced a plain-text turn and the tool silently never ran.\n\n"
     "## How\n\n"
     "A new final strategy runs only after the existing ones return nothing, and only for **offered tool names** (so prose that merely mentions a tool name can't trigger a false call). It adds small, self-contained helpers:\n\n"
     "- `_extract_paren` — balanced, quote-aware `(…)` extraction (single + double quotes)\n"
     "- `_split_top_level` — split args on top-level commas, ignoring quotes/brackets\n"
     "- `_split_kwarg` — detect a top-level `key=value` kwarg (ignoring `==`/`!=`/`<=`/`>=`)")  # fmt: skip
real("https://github.com/gptme/gptme/pull/1472 (TimeToBuildBob's description of 2026-02-25, the Summary and Test plan)", "neg-gptme-codeblock-skip-pr-description",
     "## Summary\n"
     "- When using the `@tool(id): {json}` format, tool calls inside markdown fenced code blocks (e.g. in documentation examples) were incorrectly parsed as real tool calls\n"
     "- Added `_codeblock_char_ranges()` helper to compute fenced block boundaries and skip `@tool:` regex matches that fall within those ranges\n"
     "- Resolves the TODO in `test_toolcall_regex_invalid`\n\n"
     "## Test plan\n"
     "- [x] Enabled previously commented-out test case for tool call inside codeblock\n"
     "- [x] Added dedicated `test_toolcall_inside_codeblock_skipped` with 4 scenarios: single codeblock, language-tagged codeblock, bare tool call (still works), and mixed codeblock + real call\n"
     "- [x] All 25 tool_use tests pass, 81 related tests pass\n"
     "- [x] Lint (ruff) and typecheck (mypy) clean")  # fmt: skip
real("https://github.com/agentscope-ai/QwenPaw/issues/4066 (jerry78424's description of 2026-05-06, from '## QwenPaw Version' to the security paragraph)", "neg-qwenpaw-codeblock-false-positive-report",
     "## QwenPaw Version\n"
     "v1.1.5.post1\n\n"
     "## Description\n\n"
     "**QwenPaw's internal parser intercepts function name patterns in markdown code blocks, even when they are just documentation/examples.** When I output text containing square-bracket-wrapped identifiers like `[Read]`, `[Edit]`, or `[FunctionName]` inside markdown code fences (`` ``` ``), the system attempts to parse them as tool calls instead of treating them as plain text.\n\n"
     "This happens during:\n"
     "1. Writing analysis reports via `write_file()` - the content parameter is scanned for function call patterns even when it's documentation describing those patterns\n"
     "2. Using `execute_shell_command()` with PowerShell output that echoes such patterns\n"
     "3. Any response I generate that contains these patterns inside markdown fenced code blocks\n\n"
     "This makes it extremely difficult to document, analyze, or reproduce issues involving function call syntax in AI responses - which is exactly the kind of content this bug affects!\n\n"
     "**Security considerations:** Low. Could potentially lead to confusion but no direct exploit path found during testing. The system does have safeguards (function validation, permissions) that prevent arbitrary execution.")  # fmt: skip
real("https://github.com/gty111/gLLM/pull/286 (gty111's description of 2026-09-20, first two paragraphs)", "neg-gllm-literal-markers-prose",
     "A literal `</think>` inside a reasoning example could prematurely start answer text. The leftover backtick then put the Qwen tool parser into code mode, displaying a real tool call as text and causing Codex to finish without executing it.\n\n"
     "Preserve native reasoning-token offsets through streamed decoding, including MTP batches and pending Unicode bytes, and share literal handling between reasoning and Qwen tool parsing. Protect quoted/code examples, escapes, block quotes, indented code, and HTML comments; resolve unmatched inline delimiters at paragraph boundaries or EOF so they cannot indefinitely suppress later calls. Existing failure/incomplete handling is retained for unfinished reasoning and malformed calls. The parsing contract is documented in `docs/parser_boundaries.md`; README is unchanged.")  # fmt: skip
real("https://github.com/QwenLM/Qwen3/issues/805 (JianxinMa's comment of 2024-07-30, the prose before the template)", "neg-qwen2-fn-call-template-chinese-answer",
     "qwen2官方的fn call prompt请参考[qwen-agent](https://github.com/QwenLM/Qwen-Agent/blob/main/examples/function_calling_in_parallel.py) 项目。但是那个项目使用的prompt比较复杂，不方便写成chat template。\n\n"
     "但我参考了下其他开源社区比如openhermes的fn call prompt，为qwen2写了非官方的chat template，测试下来能work。见下：\n\n"
     "首先保存如下template为 `qwen_tool_call_template.jinja`：")  # fmt: skip
real("https://github.com/tenstorrent/tt-inference-server/pull/2916 (lmuravljovTT's description: the DeepSeek V3 system prompt, from 'DeepSeek V3:' to the first tool's name, as the search excerpt shows it)", "neg-tt-deepseek-v3-system-prompt-format",
     "  DeepSeek V3:\n"
     " ```\n"
     " You are a helpful assistant with tool calling capabilities. When a tool call is needed, you MUST use the following format to issue the call: <｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>FUNCTION_NAME\n\n"
     "{\"param1\":\"value1\",\"param2\":\"value2\"}\n"
     "```<｜tool▁call▁end｜><｜tool▁calls▁end｜>\n"
     "Make sure the JSON is valid.\n"
     "## Tools\n"
     "### Function\n"
     "You have the following functions available:\n"
     "- `get_weather`:",
     content=("DeepSeek V3:\n ```\n You are a helpful assistant with tool calling capabilities. When a tool call is needed, you MUST use the following format to issue the call: <｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>FUNCTION_NAME\n\n{\"param1\":\"value1\",\"param2\":\"value2\"}\n```<｜tool▁call▁end｜>\nMake sure the JSON is valid.\n## Tools\n### Function\nYou have the following functions available:\n- `get_weather`:"))  # fmt: skip  # gathered with the whole text as content; a DeepSeek block-end token standing alone after a fence is template junk taken out (parsers/README.md, template junk): the lead moved this expectation to that rule after measuring

# ---- review threads whose diffs hold tool-call regexes -------------------------------------------
real("https://github.com/SWE-agent/SWE-agent/pull/1092 (Copilot's review thread of 2025-05-01 on sweagent/tools/parsing.py:214: the diff hunk and the comment)", "neg-sweagent-function-regex-review",
     "```diff\n"
     "@@ -210,6 +210,105 @@ def __call__(self, model_response: dict, commands: list[Command], strict=False)\n"
     "         return thought.strip(), action.strip()\n"
     " \n"
     " \n"
     "+FN_REGEX_PATTERN = r\"<function=([^>]+)>\\n(.*?)</function>\"\n"
     "+FN_PARAM_REGEX_PATTERN = r\"<parameter=([^>]+)>(.*?)</parameter>\"\n"
     "```\n"
     "[nitpick] Consider pre-compiling the regex patterns FN_REGEX_PATTERN and FN_PARAM_REGEX_PATTERN to improve performance if this parser is invoked frequently.\n"
     "```suggestion\n"
     "FN_REGEX_PATTERN = re.compile(r\"<function=([^>]+)>\\n(.*?)</function>\")\n"
     "FN_PARAM_REGEX_PATTERN = re.compile(r\"<parameter=([^>]+)>(.*?)</parameter>\")\n"
     "```")  # fmt: skip
real("https://github.com/PrimeIntellect-ai/renderers/pull/52 (cursor[bot]'s review thread of 2026-05-20 on renderers/parsing.py: the diff hunk and the comment, up to its link line)", "neg-renderers-tool-call-block-regex-review",
     "```diff\n"
     "+# Lifted verbatim from ``vllm/tool_parsers/qwen3coder_tool_parser.py``\n"
     "+# (``self.tool_call_regex`` / ``tool_call_function_regex`` /\n"
     "+# ``tool_call_parameter_regex``). Each pattern has two branches: one\n"
     "+# for the closed form (with the matching end tag) and one anchored at\n"
     "+# end-of-string for unclosed output. The parameter regex uses\n"
     "+# positive lookaheads so a missing ``</parameter>`` is recovered from\n"
     "+# the next ``<parameter=`` / ``</function>`` boundary instead of\n"
     "+# silently dropping the value.\n"
     "+\n"
     "+_TOOL_CALL_BLOCK_RE = re.compile(\n"
     "+    r\"<tool_call>(.*?)</tool_call>|<tool_call>(.*?)$\", re.DOTALL\n"
     "+)\n"
     "```\n"
     "### Unused compiled regex `_TOOL_CALL_BLOCK_RE` is dead code\n\n"
     "**Low Severity**\n\n"
     "`_TOOL_CALL_BLOCK_RE` is defined at module level as a compiled regex but is never referenced anywhere in the codebase. A grep confirms the only occurrence is its definition. The sibling patterns `_FUNCTION_BLOCK_RE` and `_PARAMETER_BLOCK_RE` are both actively used, but this one appears to have been carried over from the vLLM source listing without an actual consumer. It adds unnecessary clutter and a small startup cost for the unused `re.compile`.")  # fmt: skip
real("https://github.com/vllm-project/vllm/pull/20474 (gemini-code-assist[bot]'s review thread of 2025-07-04 on hermes_tool_parser.py:47: the diff hunk and the comment, up to its suggestion block)", "neg-vllm-hermes-regex-review",
     "```diff\n"
     "@@ -44,7 +44,7 @@ def __init__(self, tokenizer: AnyTokenizer):\n"
     "         self.tool_call_end_token: str = \"</tool_call>\"\n"
     " \n"
     "         self.tool_call_regex = re.compile(\n"
     "-            r\"<tool_call>(.*?)</tool_call>|<tool_call>(.*)\", re.DOTALL)\n"
     "+            r\"(?:<tool_call>)+(.*?)</tool_call>|<tool_call>(.*)\", re.DOTALL)\n"
     "```\n"
     "![high](https://www.gstatic.com/codereviewagent/high-priority.svg)\n\n"
     "The updated regex `(?:<tool_call>)+` correctly handles multiple consecutive `<tool_call>` tags when there is no whitespace between them, but it doesn't account for cases where whitespace (like newlines) might be present, as shown in the PR description's example (`<tool_call>\\n<tool_call>...`).\n\n"
     "Because `(?:<tool_call>)+` doesn't consume the newlines, the `(.*?)` capture group will include them along with any subsequent `<tool_call>` tags, resulting in an invalid JSON string. For example, on input like `<tool_call>\\n<tool_call>{...}</tool_call>`, the captured group would be `\\n<tool_call>{...}`, which fails JSON parsing.\n\n"
     "To make this more robust, allow for optional whitespace within the repeated group. This will correctly handle cases with or without whitespace between the tags, ensuring only the JSON content is captured.")  # fmt: skip

# ---- logs of calls that already ran ---------------------------------------------------------------
real("https://github.com/preloop/preloop/issues/793 (d-mo's description of 2026-09-18, the Evidence section)", "neg-preloop-usage-log-ask-user-json",
     "## Evidence\n\n"
     "Execution `4c8542d2-bb41-4900-bfca-4adf086235aa` (2026-09-18). The first\n"
     "`ask_user` call was refused by the question form validator for an unsupported\n"
     "item key; the second failed with a closed transport. Both are recorded as:\n\n"
     "```json\n"
     "{\"error\": null, \"status\": \"detected\", \"arguments\": {},\n"
     " \"tool_name\": \"ask_user\", \"server_name\": \"preloop\",\n"
     " \"result_summary\": null, \"timestamp\": \"2026-09-18T10:18:00.514256+00:00\"}\n"
     "```\n\n"
     "`GET /api/v1/flows/executions/{id}` is the surface an operator has, and from\n"
     "it the two calls are indistinguishable from two successful ones.")  # fmt: skip
real("https://github.com/software-mansion/argent/pull/582 (sjchmiela's description of 2026-07-28, the Test section up to the second JSONL line; the search excerpt cuts the third)", "neg-argent-jsonl-tool-log",
     "## Test\n\n"
     "Selected fields from the generated JSONL:\n\n"
     "```jsonl\n"
     "{\"level\":30,\"type\":\"tool.invoked\",\"toolId\":\"list-devices\",\"toolInvocationId\":\"decb864f-51c1-41ee-91fc-15bc2494e268\",\"msg\":\"Listing devices\",\"time\":\"2026-07-29T10:37:19.896Z\"}\n"
     "{\"level\":30,\"type\":\"tool.completed\",\"toolId\":\"list-devices\",\"toolInvocationId\":\"decb864f-51c1-41ee-91fc-15bc2494e268\",\"durationMs\":96.77333299999918,\"msg\":\"Listed 22 devices and 0 AVDs\",\"time\":\"2026-07-29T10:37:19.993Z\"}")  # fmt: skip

# ---- a parser test's reply that says what it does, then calls --------------------------------------
real("https://github.com/hanXen/vllm-qwen2.5-coder-tool-parser/blob/1b921501f30cbfe347dccb1db7de3c82a1d55131/tests/test_parser_unit.py (TestExtractToolCalls.test_text_before_tool)", "qwen25-coder-tools-tag-after-prose",
     "I will check the weather. <tools>{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Seoul\"}}</tools>",
     ("get_weather", {"city": "Seoul"}))  # fmt: skip
