# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set dy (issue 42): replies and write-ups in public threads that TALK ABOUT tool calls without making one, gathered without reading the parser.

Families: all negatives. An automated triage reply (hermes-sweeper) naming `<tool_use>`/`<tool_call>` parsers; a comment
whose Python reproducer holds a full `<tool_call>{"name": "github_api", "arguments": {...}}</tool_call>` string; an
AI-written PR review of a Gemma 4 parser; maintainers' prose naming `[TOOL_CALLS]`, `<|python_tag|>`, `<function=...>`;
PR descriptions (several written with Codex or Cursor) that quote a call format inline or in a fence: Granite
`<|tool_call|>[{"arguments": ..., "type": "calculator"}]`, Gemma 4 `arguments:{message:<|"|>...<|"|>}` and
`<|tool_call|>call:tool{args}<|tool_call|>`, `[Calling tool: name({json})]`, Gemini's `declaration:default_api:...{...}`,
Qwen3-Coder `<function=name><parameter=key>`, a Llama 3 JSON call `{"name": "get_current_conditions", "parameters": ...}`
shown as an "example failing input", a quoted model output with a trailing comma, a regex-parser config with
`<tools>(.*?)</tools>`; and issue text on sglang's unknown-tool filtering.

Sources: NousResearch/hermes-agent#22688, #22696 and #74771, sgl-project/sglang#26793, #6589, #39640 and #39719,
ml-explore/mlx-swift-lm#183, waybarrios/vllm-mlx#28, webbrain-one/webbrain#2682, raullenchai/Rapid-MLX#1102 and #1726,
vllm-project/vllm#27701, #28789 and #20688, ollama/ollama#13787, uw-syfi/vibesys#631, odysseus-dev/odysseus#5033,
Augustas11/macprovider#427 (all read through the issue-search excerpts; excerpts the search cut are copied only up to a
whole line before the cut, as each source string says).

Could not find (in the helper's 30 minutes): replies by dosu, coderabbitai, github-actions triage bots or Copilot in
LangChain, LlamaIndex, Open WebUI, LiteLLM, Continue or Cline threads: the issue search does not seem to return those
bots' comments (searches naming them returned only PRs that configure them), and the [bot] review threads it does return
on tool parsers (gemini-code-assist on vllm#28789, cursor[bot], chatgpt-codex-connector) were cut by the excerpt before
the bot's text or are already cited by other sets. No docs page was added. So this set has no positive, cut or err case.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the texts name, declared so that a call to them would be possible
TOOLS_DY: list[dict[str, Any]] = [
    tool_schema("github_api", ("query",), query="string"),
    tool_schema("calculator", ("expression",), expression="string"),
    tool_schema("get_current_conditions", ("location",), location="object", unit="string"),
    tool_schema("predict_claim_fraud", ("record",), record="object"),
]

SOURCES_DY: dict[str, str] = {}
CASES_DY: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_DY[id] = source
    CASES_DY.append(Case(id, text, list(calls), **kw))


# ---- replies and reviews in issue and PR threads, then PR/issue descriptions quoting a call format ----
real("https://github.com/NousResearch/hermes-agent/issues/22688 (teknium1's comment of 2026-07-13, an automated hermes-sweeper review)", "neg-hermes-sweeper-tool-use-cannot-reproduce",
     "This report does not match the current implementation, so it cannot be reproduced on current `main`. This is an automated hermes-sweeper review.\n"
     "\n"
     "- `agent/claude_cli_client.py` is absent from HEAD (`git cat-file -e HEAD:agent/claude_cli_client.py`), and current-tree searches find no `claude-subscription`, `<tool_use>`, or `_TOOL_USE_BLOCK_RE` implementation.\n"
     "- The duplicate discussion on #22696 correctly identifies a separate current issue in the Copilot ACP adapter: `agent/copilot_acp_client.py:36` parses `<tool_call>`, not this issue's claimed Claude-subscription `<tool_use>` path.\n"
     "- That separate Copilot ACP fix remains under review in PR #23888; it is not evidence that this report's nonexistent current path needs a change.\n"
     "\n"
     "If this was observed against a fork, older revision, or external provider shim, please open a new report with its commit SHA and a reproducer against that code.")  # fmt: skip
real("https://github.com/NousResearch/hermes-agent/issues/22696 (magnus919's comment of 2026-05-11: the regex and the quoted <tool_call> reproducer string)", "neg-hermes-tool-call-regex-reproducer-string",
     "@konsisumer — to address your clarification queries:\n"
     "\n"
     "1. **The code moved.** The `<tool_use>` XML parser described in the original report no longer exists — it was refactored out. The same *bug pattern* (lazy `.*?` matching first `}` followed by `</...>`) now lives in `_TOOL_CALL_BLOCK_RE` at `agent/copilot_acp_client.py:30`:\n"
     "   ```python\n"
     "   _TOOL_CALL_BLOCK_RE = re.compile(r\"<tool_call>\\s*(\\{.*?\\})\\s*</tool_call>\", re.DOTALL)\n"
     "   ```\n"
     "   This is used by `_extract_tool_calls_from_text()` — now replaced with the brace-depth scanner in PR #23888.\n"
     "\n"
     "2. **Reproducer:** The failure case is when a JSON string value contains `}` followed by `</tool_call>`:\n"
     "   ```python\n"
     "   text = '<tool_call>{\"name\": \"github_api\", \"arguments\": {\"query\": \"repo:owner/name } </tool_call> broken\"}}</tool_call>'\n"
     "   # Regex captures: '{\"name\": \"github_api\", \"arguments\": {\"query\": \"repo:owner/name }'\n"
     "   # json.loads() fails -> tool_call treated as TEXT\n"
     "   ```\n"
     "\n"
     "3. **The fix** (`_find_matching_brace`) is a character-level state machine that properly tracks brace depth while skipping JSON string contents, so `}` and `</tool_call>` inside strings are never counted as structural delimiters.\n"
     "\n"
     "PR #23888 includes 18 new unit tests covering all edge cases and passes the existing 25 tests.")  # fmt: skip
real("https://github.com/sgl-project/sglang/pull/26793 (he-yufeng's closing comment of 2026-09-11)", "neg-sglang-qwen-xml-closing-comment",
     "Closing this: XML-style `<function=...>` calls now have a dedicated home in `Qwen3CoderDetector`, and the registry keeps the two contracts separate (`qwen`/`qwen25` map to the JSON detector, `qwen3_coder` and friends map to the XML one). Auto-falling-back from the qwen25 detector into XML parsing would blur exactly that boundary — a model emitting XML under a qwen25-selected parser should be served by selecting the XML detector, not by one detector silently speaking two grammars. If the maintainer view is that qwen25 should auto-detect after all, I'm happy to reopen and rework this on current main.")  # fmt: skip
real("https://github.com/ml-explore/mlx-swift-lm/pull/183 (JaeminKim-amoz's review of 2026-04-15)", "neg-mlx-swift-gemma4-parser-review",
     "**COMMENT — minor fixes needed before merge**\n"
     "\n"
     "Clean, minimal change. Good reuse of existing parser logic for Gemma4 tool call format.\n"
     "\n"
     "**Requested fixes:**\n"
     "- [MEDIUM] `startTag`, `endTag`, `escapeMarker` are `String?` optionals, but `parse()` returns `nil` if any is `nil`. Since `init` requires non-optional `String` params, these should just be `String` — the `guard let` unwraps are dead code.\n"
     "- [LOW] CI `swift-format` label indicates formatting failure — please fix\n"
     "- [LOW] No tests added. At least one unit test for Gemma4 tool call parsing would strengthen confidence.")  # fmt: skip
real("https://github.com/waybarrios/vllm-mlx/pull/28 (waybarrios's description: a Granite <|tool_call|> parsing example)", "neg-vllm-mlx-granite-parsing-example",
     "Implemented the tool call parser flags from #25\n"
     "\n"
     "## What's new\n"
     "\n"
     "Two new CLI options:\n"
     "- `--enable-auto-tool-choice` \n"
     "- `--tool-call-parser <parser>`\n"
     "\n"
     "## Example\n"
     "\n"
     "```bash\n"
     "vllm-mlx serve mlx-community/Devstral-Small-2507-4bit \\\n"
     "  --enable-auto-tool-choice --tool-call-parser mistral\n"
     "```\n"
     "\n"
     "## Parsing example\n"
     "\n"
     "When Granite outputs:\n"
     "```\n"
     "<|tool_call|>[{\"arguments\": {\"expression\": \"25 * 17\"}, \"type\": \"calculator\"}]\n"
     "```\n"
     "\n"
     "The parser extracts:\n"
     "```python\n"
     "{\n"
     "    \"id\": \"call_a1b2c3d4\",\n"
     "    \"name\": \"calculator\", \n"
     "    \"arguments\": \"{\\\"expression\\\": \\\"25 * 17\\\"}\"\n"
     "}\n"
     "```\n"
     "\n"
     "## Parsers\n"
     "\n"
     "mistral, qwen, llama, deepseek, granite, nemotron, kimi, xlam, functionary, auto\n"
     "\n"
     "## Tests\n"
     "\n"
     "```\n"
     "$ pytest tests/test_tool_parsers.py -v\n"
     "...\n"
     "57 passed in 0.42s\n"
     "```\n"
     "\n"
     "Tested with granite-4.0-tiny and nemotron-3-nano.\n"
     "\n"
     "Fixes #25")  # fmt: skip
real("https://github.com/sgl-project/sglang/issues/6589 (CatherineSue's comment of 2025-05-25 on get_structure_tag, naming [TOOL_CALLS] and <|python_tag|>)", "neg-sglang-roadmap-bot-token-prose",
     "#### - Tests for `get_structure_tag` in `FunctionCallParser`\n"
     "\n"
     "**NOTE:** follow up with the latest Xgrammar backend structural tag support, this may need refactoring.\n"
     "\n"
     "- Current test coverage is minimal (only `function.strict` case in `test_openai_function_calling.py`).\n"
     "- Current logic assumes:\n"
     "  - One `StructuresResponseFormat` per tool call.\n"
     "  - `info.begin` acts as the `Detector.bot_token`.\n"
     "\n"
     "```python\n"
     "StructuresResponseFormat(\n"
     "    begin=info.begin,\n"
     "    schema=schema,  # type: ignore\n"
     "    end=info.end,\n"
     ")\n"
     "```\n"
     "\n"
     "#### Problem\n"
     "This assumes the `bot_token` and `eot_token` wrap **each individual function call**, not the whole sequence.\n"
     "\n"
     "#### Behavior\n"
     "For models like **Mistral** (which expect a single bot_token like `[TOOL_CALLS]` before all function calls), **Llama-3.2-1B-Instruct** (sometimes emits `<|python_tag|>` before all function calls), this may cause:\n"
     "- Repetitive tool calls with identical function name and arguments.\n"
     "- Unstable or non-deterministic behavior.")  # fmt: skip
real("https://github.com/NousResearch/hermes-agent/issues/74771 (GABEMxyz's description, cut at a whole line before the search excerpt's cut)", "neg-hermes-gemini-declaration-default-api-leak",
     "## Problem\n"
     "\n"
     "When a run targets a Gemini model through an OpenAI-compatible gateway (LiteLLM in our case),\n"
     "Gemini intermittently emits its function call as **plain text content** instead of a native\n"
     "`tool_calls` entry, in its internal DSL:\n"
     "\n"
     "```\n"
     "declaration:default_api:cet outil{demandes:[{assistant:…,demande:…}]}\n"
     "```\n"
     "\n"
     "hermes-agent (0.19.0) has no recognition of this signature (neither `declaration:default_api`\n"
     "nor the older `tool_code` marker appear anywhere in the agent code). The leak is streamed\n"
     "verbatim to the end user as the assistant's answer — pseudo-code instead of a response — and the\n"
     "tool is never executed.\n"
     "\n"
     "Two facts that took us a while to establish, offered here to save you the time:\n"
     "\n"
     "- **It is non-deterministic on an identical setup.** Same container boot, same profile, same\n"
     "  tool list: native tool call at 07:39, textual leak at 08:12. Frequency seems to grow with the\n"
     "  size of the tool list (~47 tools) and of the system prompt.")  # fmt: skip
real("https://github.com/webbrain-one/webbrain/pull/2682 (alectimison-maker's description, cut at a whole line before the search excerpt's cut)", "neg-webbrain-bare-json-scanner-pr",
     "## Problem\n"
     "\n"
     "Some model backends emit tool calls in ordinary message content instead of structured `tool_calls`. The previous bare-JSON fallback could not parse normal calls with nested `arguments`, but accepting every balanced object embedded in prose would also turn narrated examples or refusals into actions because the caller discards prose when fallback calls are found.\n"
     "\n"
     "## Change\n"
     "\n"
     "- replace the flat bare-object regex with a string-aware balanced-object scanner\n"
     "- recover after an unterminated opening brace by restarting from later candidates, capped at 16 restarts\n"
     "- accept bare JSON candidates only when they occupy their line, allowing whitespace and one trailing comma\n"
     "- preserve the existing allowlist, wrapped JSON, XML, explicit `call:name{...}` syntax, 10,000-character input cap, output shape, and Chrome/Firefox parity\n"
     "- add nested-object, multiple-call, malformed-prefix, narration, bounded-work, and parity regressions\n"
     "\n"
     "## Security boundary and tradeoffs\n"
     "\n"
     "The own-line rule separates a model committing to a bare call from the common case where it describes JSON inside a sentence. It prevents the tested refusal, quoted page-instruction, and inline-options cases from becoming actions.")  # fmt: skip
real("https://github.com/raullenchai/Rapid-MLX/pull/1102 (romanbsd's description, Codex-assisted; cut at a whole line before the search excerpt's cut)", "neg-rapid-mlx-gemma4-nested-args-pr",
     "## What does this PR do?\n"
     "\n"
     "Makes the Gemma 4 native tool-call parser delimiter-safe for nested tool arguments. It replaces the non-greedy body regex with a quote-aware balanced-brace scanner and parses Gemma's JSON-like values recursively, while retaining the existing lenient fallback for malformed output.\n"
     "\n"
     "Regression coverage includes nested objects and arrays followed by sibling fields, braces inside Gemma-token and JSON-quoted strings, non-streaming extraction, and waiting for the outer close during streaming.\n"
     "\n"
     "## Why is this needed?\n"
     "\n"
     "Gemma 4 agent-to-agent calls can carry an argument object such as `arguments:{message:<|\"|>How are you?<|\"|>}`. The current regex stops at that nested object's first `}`, truncating the outer call, and the flat key/value parser returns the nested value as a broken string. This causes valid remote-agent tool calls to fail during streaming.\n"
     "\n"
     "## AI assistance disclosure\n"
     "\n"
     "Codex reproduced the issue, wrote the regression tests and implementation in `tests/test_gemma4_tool_parser.py` and `vllm_mlx/tool_parsers/gemma4_tool_parser.py`, and reviewed the focused diff. The output was verified against the exact nested agent-call shape, existing Gemma 4 parser tests, streaming parity tests, postprocessor tests, and Ruff.")  # fmt: skip
real("https://github.com/raullenchai/Rapid-MLX/pull/1726 (raullenchai's description, cut at a whole line before the search excerpt's cut)", "neg-rapid-mlx-calling-tool-bracket-pr",
     "## What changed\n"
     "\n"
     "- replace `AutoToolParser`'s non-greedy Qwen bracket regex with the quote- and escape-aware balanced-block scanner already used by the LFM parser\n"
     "- accept `[Calling tool: name({json})]` only when its payload decodes to a JSON object\n"
     "- leave malformed envelopes in assistant content instead of shipping truncated, invalid tool arguments\n"
     "- skip over rejected outer blocks so nested tool-like text inside arguments is never dispatched\n"
     "- add static and streaming regressions for embedded `})]`, malformed JSON, and nested envelopes\n"
     "\n"
     "## Root cause\n"
     "\n"
     "`QWEN_BRACKET_PATTERN` matched `\\{.*?\\}` and stopped at the first `})]`, including when those bytes appeared inside a JSON string. Its decode-failure branch then emitted that truncated substring as `arguments`. In streaming mode the first inner `]` triggered extraction, putting an invalid call on the wire before the real envelope completed.\n"
     "\n"
     "## Impact\n"
     "\n"
     "Models using the default `--tool-call-parser auto` now preserve complete JSON string values and fail safely when a bracket envelope is malformed.\n"
     "\n"
     "Fixes #1591.\n"
     "\n"
     "## Validation\n"
     "\n"
     "- `pytest -q tests/test_lfm_tool_parser.py tests/test_tool_parsers.py` — 216 passed")  # fmt: skip
real("https://github.com/vllm-project/vllm/pull/27701 (Aydin-ab's description: a quoted model output in a fence; cut at a whole line before the search excerpt's cut)", "neg-vllm-llama3-nested-json-quoted-output",
     "## Purpose\n"
     "This PR updates the regex used in the `Llama3JsonToolParser` and `Llama4JsonToolParser`(`vllm/entrypoints/tool_parsers/llama_json.py`) to correctly capture nested JSON structures when parsing tool calls from model responses.\n"
     "\n"
     "Previously, the regex pattern:\n"
     "```\n"
     "r'{[^{}]*(?:{[^{}]*}[^{}]*)*}(?:\\s*;\\s*{[^{}]*(?:{[^{}]*}[^{}]*)*})*'\n"
     "```\n"
     "\n"
     "only supported one level of nested braces.\n"
     "When a model output included deeper nesting (e.g., parameters containing another dict or nested dicts), the parser failed to match the entire JSON and would match the dict/json at the deepest level.\n"
     "For example, this model output:\n"
     "```\n"
     "'{\n"
     "    \"name\": \"predict_claim_fraud\",\n"
     "    \"parameters\": {\n"
     "        \"record\": {\n"
     "            \"months_as_customer\": \"19\",\n"
     "            \"age\": \"42\",\n"
     "            \"insured_zip\": \"Unknown\",\n"
     "        }\n"
     "    }\n"
     "}'\n"
     "```\n"
     "The tool parser would run the pattern and the match would be\n"
     "```\n"
     "'{\n"
     "    \"record\": {\n"
     "        \"months_as_customer\": \"19\",\n"
     "        \"age\": \"42\",\n"
     "        \"insured_zip\": \"Unknown\",\n"
     "    }\n"
     "}'\n"
     "```\n"
     "\n"
     "This caused key fields such as `\"name\"` or `\"parameters\"/\"arguments\"` to be truncated, resulting in the `try:` clause to fail\n"
     "```\n"
     "        try:\n"
     "            json_str = match.group(0)\n"
     "            # Split by semicolon and strip whitespace\n"
     "            json_objects = [obj.strip() for obj in json_str.split(';')]")  # fmt: skip
real("https://github.com/vllm-project/vllm/pull/28789 (ym820's description of 2025-11-15: an example failing input in a json fence)", "neg-vllm-llama3-deeply-nested-example-input",
     "## Summary\n"
     "Fixes a bug in `Llama3JsonToolParser` where the regex pattern could only match JSON objects with one level of nesting, causing tool calls with deeply nested parameters to fail.\n"
     "\n"
     "## Problem\n"
     "The old regex pattern could only match patterns like `{\"a\": {\"b\": \"c\"}}` but failed on `{\"a\": {\"b\": {\"c\": \"d\"}}}`.\n"
     "\n"
     "Example failing input:\n"
     "```json\n"
     "{\"name\": \"get_current_conditions\", \"parameters\": {\"location\": {\"city\": \"San Francisco\", \"state\": \"CA\"}, \"unit\": \"Fahrenheit\"}}\n"
     "```\n"
     "The parser would extract only the inner parameters value and miss the tool name entirely.\n"
     "\n"
     "## Solution\n"
     "\n"
     "Replaced with a recursive regex pattern to allow unlimited nesting depth.\n"
     "\n"
     "## Testing\n"
     "\n"
     "- Added `test_extract_tool_calls_deeply_nested_json` for 2-level nesting\n"
     "- Added `test_extract_tool_calls_very_deeply_nested_json` for 3+ levels\n"
     "- All existing tests continue to pass\n"
     "\n"
     "## Changes\n"
     "\n"
     "- `vllm/entrypoints/openai/tool_parsers/llama_tool_parser.py`: Updated regex pattern\n"
     "- `tests/entrypoints/openai/tool_parsers/test_llama3_json_tool_parser.py`: Added regression tests")  # fmt: skip
real("https://github.com/ollama/ollama/pull/13787 (Chenhao-Guan's description)", "neg-ollama-brace-nesting-pr",
     "  The parser now correctly handles nested objects and arrays in tool\n"
     "  arguments by counting brace nesting levels instead of stopping at\n"
     "  the first closing brace.\n"
     "\n"
     "  Fixes #13705")  # fmt: skip
real("https://github.com/sgl-project/sglang/issues/39640 (kaaan11's description, cut at a whole line before the search excerpt's cut)", "neg-sglang-forward-unknown-tools-issue",
     "### Summary\n"
     "\n"
     "`SGLANG_FORWARD_UNKNOWN_TOOLS` defaults to `False` (`srt/environ.py:648`), and\n"
     "`BaseFormatDetector.parse_base_json` implements that by dropping a call whose function\n"
     "name is not among the tools the request declared (`base_format_detector.py:85-87`).\n"
     "\n"
     "Detectors that override `detect_and_parse` and parse the output themselves have to\n"
     "repeat that check. Four classes — five registered parser names — do not, so an\n"
     "undeclared function name is returned to the caller as a tool call.\n"
     "\n"
     "`FunctionCallParser.parse_non_stream` does not filter either; it returns\n"
     "`parsed_result.calls` as-is, so nothing downstream restores the boundary.\n"
     "\n"
     "### Affected\n"
     "\n"
     "| registered as | class |\n"
     "|---|---|\n"
     "| `qwen3_coder`, `step3p5` | `Qwen3CoderDetector` |\n"
     "| `gemma4` | `Gemma4Detector` |\n"
     "| `kimi_k2` | `KimiK2Detector` |\n"
     "| `kimi_k3` | `KimiK3Detector` |\n"
     "\n"
     "Of the 31 registered parser names, 26 reach the check and these 5 do not. Present on\n"
     "`v0.5.18` and on `main` as of 2026-09-15 — none of the four modules contains a\n"
     "membership test of any kind or any reference to the flag.\n"
     "\n"
     "### Reproduction\n"
     "\n"
     "The request declares one tool. The model output names another.\n"
     "\n"
     "```python\n"
     "from sglang.srt.entrypoints.openai.protocol import Function, Tool\n"
     "from sglang.srt.function_call.qwen3_coder_detector import Qwen3CoderDetector")  # fmt: skip
real("https://github.com/sgl-project/sglang/pull/39719 (layahaasini's description, cut at a whole line before the search excerpt's cut)", "neg-sglang-forward-unknown-tools-fix",
     "## Motivation\n"
     "\n"
     "Fixes #39640.\n"
     "\n"
     "`SGLANG_FORWARD_UNKNOWN_TOOLS` defaults to `False`, and `BaseFormatDetector.parse_base_json` implements that by dropping a call whose function name is not among the request's declared tools. Detectors that override `detect_and_parse` and parse the output themselves never reach that check, and four of them do not repeat it: `Qwen3CoderDetector` (`qwen3_coder`, `step3p5`), `Gemma4Detector`, `KimiK2Detector`, and `KimiK3Detector`. An undeclared function name comes back to the client as a tool call, and `FunctionCallParser.parse_non_stream` returns `calls` as-is, so nothing downstream restores the boundary. The other 26 registered parser names already honour the flag on this path.\n"
     "\n"
     "## Modifications\n"
     "\n"
     "- `qwen3_coder_detector.py`, `gemma4_detector.py`, `kimik2_detector.py`, `kimik3_detector.py`: in `detect_and_parse`, look the parsed name up in `_get_tool_indices(tools)` and apply the same warn-then-skip-unless-flag-set check the base class and the other overriding detectors (`pythonic`, `gpt_oss`, `lfm2`, ...) use. Kimi K3 moves from a list comprehension to a loop so a skipped call does not leave a gap in `tool_index`.")  # fmt: skip
real("https://github.com/uw-syfi/vibesys/pull/631 (kwanUm's description)", "neg-vibesys-inline-brace-reply-pr",
     "## Summary\n"
     "\n"
     "`parse_typed_response_text` sliced the model text from the first `{` to the last `}`, so a reply preceded by narrative that itself contains braces (a knob value like `{\"cudagraph_mode\": \"FULL_DECODE_ONLY\"}` is common in implementer output) never parsed and the round fell back to the failure reply. It now tries every balanced top-level object in order.\n"
     "\n"
     "Models that emit literal newlines or tabs inside JSON string values (Kimi K3 through OpenRouter does) failed with \"Unterminated string\"; each candidate is retried with those control characters escaped, leaving everything outside string values untouched.\n"
     "\n"
     "Both shapes were seen repeatedly on real campaigns.\n"
     "\n"
     "## Test plan\n"
     "\n"
     "- [x] `tests/vibesys/test_agent_runner_parse.py` (new): plain/fenced still parse, reply behind inline braces, raw newline repair, escaped quotes and backslashes survive, nothing parseable returns None\n"
     "- [x] `uv run pytest tests/vibesys/test_agent_runner_parse.py tests/vibesys/agents/test_agent_runners.py`: 83 passed; ruff clean")  # fmt: skip
real("https://github.com/odysseus-dev/odysseus/pull/5033 (Katsoragi's description, its Summary section only)", "neg-odysseus-gemma-token-pr",
     "## Summary\n"
     "\n"
     "Adds regex patterns and parsing logic to detect Gemma-style raw tool call control tokens (e.g. `<|tool_call|>call:tool{args}<|tool_call|>`) and normalize arguments like `<|\"` string quotes. This ensures that local Gemma 3/4 and similar tokenized models can run tools successfully rather than leaking them to prose.")  # fmt: skip
real("https://github.com/Augustas11/macprovider/pull/427 (Augustas11's description, made with Cursor)", "neg-macprovider-qwen3-xml-pr",
     "## Summary\n"
     "- Add Nemotron/Qwen3-Coder XML grammar parsing in `ToolCallParser` for `<function=name><parameter=key>value</parameter>` bodies inside `<tool_call>` blocks\n"
     "- Extend `NativeToolCallStreamEmitter` to emit incremental `delta.tool_calls` for XML-format tool output\n"
     "- Add fallback parsing for bare `<function=...>` blocks when models omit the outer `<tool_call>` wrapper\n"
     "- Add regression tests with Qwen3-Coder fixtures\n"
     "\n"
     "Fixes #426\n"
     "\n"
     "## Test plan\n"
     "- [x] `swift test --filter ToolCallParserTests` (40 tests pass)\n"
     "- [ ] CI green\n"
     "- [ ] Manual: Malibu Agent mode with `qwen3-coder-30b-a3b-instruct` emits `delta.tool_calls` instead of raw `<function=` markup\n"
     "\n"
     "Made with [Cursor](https://cursor.com)")  # fmt: skip
real("https://github.com/vllm-project/vllm/issues/20688 (dittops's description of 2025-07-09, cut at a whole line inside its example before the search excerpt's cut)", "neg-vllm-regex-tool-parser-feature",
     "## Motivation\n"
     "\n"
     "Currently, vLLM requires a dedicated tool parser implementation for each model that supports tool/function calling. When using a new model that doesn't have a specific parser implementation, users cannot leverage the tool calling functionality even if the model supports it with a predictable output format.\n"
     "\n"
     "Many models follow similar patterns for tool calls (e.g., JSON within specific delimiters), making it possible to create a configurable parser that uses regex patterns to extract tool calls. This would significantly improve the flexibility of vLLM's tool calling support.\n"
     "\n"
     "## Proposed Change\n"
     "\n"
     "Add a new `RegexToolParser` class that can be configured with custom regex patterns during engine initialization. This parser would:\n"
     "\n"
     "1. Accept regex patterns as configuration parameters\n"
     "2. Use these patterns to detect and extract tool calls from model outputs\n"
     "3. Support both streaming and non-streaming modes\n"
     "4. Handle multiple tool calls in a single response\n"
     "\n"
     "### Example Usage\n"
     "\n"
     "```python\n"
     "# When starting vLLM with a custom model\n"
     "vllm serve my-custom-model \\\n"
     "    --enable-auto-tool-choice \\\n"
     "    --tool-call-parser regex \\\n"
     "    --tool-parser-config '{\n"
     "        \"tool_call_pattern\": \"<tools>(.*?)</tools>\",\n"
     "        \"function_pattern\": \"\\\\{\\\"name\\\":\\\\s*\\\"([^\\\"]+)\\\",\\\\s*\\\"arguments\\\":\\\\s*({.*?})\\\\}\",")  # fmt: skip
