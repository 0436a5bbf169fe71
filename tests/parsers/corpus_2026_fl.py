# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set fl (issue 42): tool-call text fixtures of a Swift runtime's parser tests (mlx-swift-lm ToolTests.swift), gathered without reading the parser.

Families: Hermes/Qwen `<tool_call>{json}</tool_call>` (streamed in pieces, two calls back to back, after leading prose,
after brace prose), bare JSON `{"name", "arguments"}` after prose, LFM2 `<|tool_call_start|>` holding JSON or a pythonic
list (`[f(a='x'), g(b="y")]`, values holding `)]`, nested parentheses, Python literals `True`/`None`), Qwen3.5 /
Qwen3-Coder `<function=NAME><parameter=KEY>` on separate lines and its JSON fallback (also with no closing frame),
GLM-4 `<arg_key>/<arg_value>`, FunctionGemma `<start_function_call>call:NAME{k:<escape>v<escape>}`, Gemma 4
`<|tool_call>call:NAME{...}<tool_call|>` with a nested object, Kimi-K2 section tokens.
Negatives: JSON that is not a call (no `arguments`, a status object), prose with braces. Cut: a bare JSON call cut after
`"arguments": `. Err: an LFM2 pythonic list never closed, a Qwen3.5 JSON body with a missing brace, a Qwen3.5 call to a
tool the test did not declare.

Sources: ml-explore/mlx-swift-lm at 14414441f (Tests/MLXLMTests/ToolTests.swift, whose parser sources and issues
#161/#169/#491 and PRs #91/#183 other corpora cite, but whose test fixtures no corpus cites). Swift string literals are
transcribed as the string values they denote (escapes resolved; raw `#"..."#` strings taken literally; multi-line
triple-quoted strings with the closing delimiter's indentation removed); a test fed in chunks has its chunks joined.

Tools: most tests pass `tools: nil`, so TOOLS_FL declares each tool the fixtures call, with the parameters they use
(types from the tests' schemas where given; the test declares `lampo_mcp_call_tool` as an open object, here given the
keys its fixtures use; `get_weather` is the only tool in the undeclared-tool tests). Expected calls follow each test's
`#expect`s; tests whose expectation depends on schema coercion of a quoted value (`value='25'` to 25, Gemma 4 `id:<|"|>158348<|"|>` to 158348) or keeps a bare
`true`/`false` as a string were left out.

Could not find (in the helper's 30 minutes): JetBrains koog, Spring AI, Microsoft.Extensions.AI, Semantic Kernel's
Ollama/ONNX connectors, dartantic_ai, ollama-rs, rig, genai, async-openai, candle and ONNX Runtime GenAI fixtures with
tool-call text did not turn up in the searches made (code-search and file-listing only; no client's parser tests were
found); langchain-rust's agent output parser and dotnet/machinelearning's Microsoft.ML.GenAI Mistral tests
were found but not read for lack of time; mistral.rs and llamadart fixtures are already cited (az, co, ck, m).
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the fixtures call, with the parameters they use
TOOLS_FL: list[dict[str, Any]] = [
    tool_schema("get_weather", (), location="string", unit="string", city="string"),
    tool_schema("get_current_weather", (), location="string", unit="string"),
    tool_schema("search", (), query="string", filters="object"),
    tool_schema("current_time", (), timezone="string"),
    tool_schema("run_script", ("code",), code="string"),
    tool_schema("configure", (), settings="object"),
    tool_schema("notify", (), note="string"),
    tool_schema("calculator", ("expression",), expression="string"),
    tool_schema("get_current_datetime"),
    tool_schema("first_call"),
    tool_schema("second_call"),
    tool_schema("lampo_mcp_call_tool", (), action="string", instructions="string", title="string", worker="string"),
]

SOURCES_FL: dict[str, str] = {}
CASES_FL: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_FL[id] = source
    CASES_FL.append(Case(id, text, list(calls), **kw))


MSL = "https://github.com/ml-explore/mlx-swift-lm/blob/14414441fa44f45eee35a61e9fa0bab577cf9734/Tests/MLXLMTests/ToolTests.swift"

# ---- Hermes / Qwen JSON in <tool_call>, and bare JSON --------------------------------------------
real(MSL + " (test 'Test Tool Call Detection in Generated Text - Default JSON Format', chunks joined)", "mlxswift-hermes-streamed-current-weather",
     "<tool_call>{\"name\": \"get_current_weather\", \"arguments\": {\"location\": \"San Francisco\", \"unit\": \"celsius\"}}</tool_call>",
     ("get_current_weather", {"location": "San Francisco", "unit": "celsius"}))  # fmt: skip
real(MSL + " (test 'Test JSON Tool Call Parser - Custom Tags')", "mlxswift-lfm2-json-custom-tags",
     "<|tool_call_start|>{\"name\": \"search\", \"arguments\": {\"query\": \"swift programming\"}}<|tool_call_end|>",
     ("search", {"query": "swift programming"}))  # fmt: skip
real(MSL + " (test 'Test JSON Format via ToolCallProcessor - Bare JSON With Leading Text')", "mlxswift-bare-json-after-prose",
     "Let me check that.\n{\"name\": \"get_weather\", \"arguments\": {\"location\": \"Milan\"}}",
     ("get_weather", {"location": "Milan"}))  # fmt: skip
real(MSL + " (test 'Test JSON Format via ToolCallProcessor - Multiple Tagged Calls Preserve Order')", "mlxswift-two-tagged-calls-in-order",
     "<tool_call>{\"name\":\"first_call\",\"arguments\":{}}</tool_call><tool_call>{\"name\":\"second_call\",\"arguments\":{}}</tool_call>",
     ("first_call", {}), ("second_call", {}))  # fmt: skip
real(MSL + " (test 'Test JSON Format via ToolCallProcessor - Recovers Tagged Tool Call After Brace Text', the two chunks joined)", "mlxswift-tagged-call-after-brace-prose",
     "note {x} <tool_call>{\"name\":\"get_weather\",\"arguments\":{\"location\":\"Paris\"}}</tool_call>",
     ("get_weather", {"location": "Paris"}))  # fmt: skip
real(MSL + " (test 'Test JSON Processor - Unknown Tagged Tool Preserves Only Leading Text'; only get_weather is declared, the not_declared call is rejected)", "mlxswift-undeclared-then-declared-tagged",
     "Preface <tool_call>{\"name\":\"not_declared\",\"arguments\":{}}</tool_call><tool_call>{\"name\":\"get_weather\",\"arguments\":{}}</tool_call>",
     ("get_weather", {}), errors=["not_declared"])  # fmt: skip  # gathered with no error given; the lead added the one the parser gives (a tagged call to no offered tool)
real(MSL + " (test 'Test JSON Format via ToolCallProcessor - Non Tool JSON Stays Text')", "neg-mlxswift-status-json",
     "{\"status\": \"ok\", \"data\": {\"value\": 42}}")  # fmt: skip
real(MSL + " (test 'Test JSON Format via ToolCallProcessor - Missing Arguments Stays Text')", "neg-mlxswift-json-name-without-arguments",
     "{\"name\": \"not_a_tool_call_payload\"}")  # fmt: skip
real(MSL + " (test 'Test JSON Format via ToolCallProcessor - Brace Text Is Not Treated As JSON Tool Call', the two chunks joined)", "neg-mlxswift-brace-notation-prose",
     "Use {x} notation")  # fmt: skip
real(MSL + " (test 'Test JSON Format via ToolCallProcessor - Incomplete Bare Tool Rejects At EOS'; the test expects no call and an incompleteOutput rejection)", "cut-mlxswift-bare-json-before-arguments",
     "{\"name\": \"get_weather\", \"arguments\": ", errors=["cut off"])  # fmt: skip  # gathered with no error given; the lead added the one the parser gives

# ---- LFM2 pythonic lists ---------------------------------------------------------------------------
real(MSL + " (test 'Test Pythonic Tool Call Parser - Nested Parentheses in Argument Value')", "mlxswift-lfm2-pythonic-nested-parens",
     "<|tool_call_start|>[run_script(code=\"response = requests.get('https://api.example.com/data')\")] <|tool_call_end|>",
     ("run_script", {"code": "response = requests.get('https://api.example.com/data')"}))  # fmt: skip
real(MSL + " (test 'Test Pythonic Tool Call Parser - Multiple Tools via parseEOS', content2)", "mlxswift-lfm2-pythonic-two-blocks",
     "<|tool_call_start|>[get_weather(location='London')]<|tool_call_end|> <text> <|tool_call_start|>[current_time(timezone='UTC')]<|tool_call_end|>",
     ("get_weather", {"location": "London"}), ("current_time", {"timezone": "UTC"}))  # fmt: skip
real(MSL + " (test 'Test Pythonic Tool Call Parser - Multiple Tools via parseEOS', content1)", "mlxswift-lfm2-pythonic-two-in-one-list",
     "<|tool_call_start|>[get_weather(location='Paris'), current_time(timezone=\"UTC\")]<|tool_call_end|>",
     ("get_weather", {"location": "Paris"}), ("current_time", {"timezone": "UTC"}))  # fmt: skip
real(MSL + " (test 'Pythonic argument values may contain the closing delimiters', quoted)", "mlxswift-lfm2-pythonic-value-holds-close",
     "<|tool_call_start|>[notify(note='a)]b')]<|tool_call_end|>",
     ("notify", {"note": "a)]b"}))  # fmt: skip
real(MSL + " (test 'Pythonic collections accept Python literal syntax')", "mlxswift-lfm2-pythonic-python-literals",
     "<|tool_call_start|>[configure(settings={'location': 'Tokyo', 'enabled': True, 'fallback': None, 'thresholds': [0, 1.5]})]<|tool_call_end|>",
     ("configure", {"settings": {"location": "Tokyo", "enabled": True, "fallback": None, "thresholds": [0, 1.5]}}))  # fmt: skip
real(MSL + " (test 'Test Pythonic Tool Call Parser - Unbalanced Bracket Is Not A Call'; the test expects no call)", "err-mlxswift-lfm2-pythonic-unclosed-list",
     "<|tool_call_start|>[notify(note='hi')<|tool_call_end|>", errors=["<|tool_call_start|>"])  # fmt: skip  # gathered with no error given; the lead added the one the parser gives

# ---- Qwen3.5 XML functions and JSON fallback ------------------------------------------------------
real(MSL + " (test 'Test Qwen3.5 XML Function Parser - With tool_call Tags')", "mlxswift-qwen35-xml-multiline",
     "<tool_call>\n<function=get_weather>\n<parameter=location>\nSan Francisco\n</parameter>\n<parameter=unit>\ncelsius\n</parameter>\n</function>\n</tool_call>",
     ("get_weather", {"location": "San Francisco", "unit": "celsius"}))  # fmt: skip
real(MSL + " (test 'Qwen3.5 accepts framed Qwen/Hermes JSON fallback')", "mlxswift-qwen35-json-fallback",
     "<tool_call>{\"name\":\"lampo_mcp_call_tool\",\"arguments\":{\"action\":\"start\",\"instructions\":\"Initialize interactive coding session\",\"title\":\"filo server start\",\"worker\":\"default\"}}</tool_call>",
     ("lampo_mcp_call_tool", {"action": "start", "instructions": "Initialize interactive coding session", "title": "filo server start", "worker": "default"}))  # fmt: skip
real(MSL + " (test 'Qwen3.5 commits a complete JSON body at EOS without a closing frame')", "mlxswift-qwen35-json-no-closing-frame",
     "<tool_call>{\"name\":\"lampo_mcp_call_tool\",\"arguments\":{\"action\":\"start\"}}",
     ("lampo_mcp_call_tool", {"action": "start"}))  # fmt: skip
real(MSL + " (test 'Qwen3.5 fallback rejects malformed and mixed-dialect payloads', first payload; the test expects no call)", "mlxswift-qwen35-json-missing-brace",
     "<tool_call>{\"name\":\"lampo_mcp_call_tool\",\"arguments\":{}</tool_call>", ("lampo_mcp_call_tool", {}))  # fmt: skip  # gathered as err-; the lead made it a positive after measuring: only the object's closing brace is missing before </tool_call>, after complete values, which the parser repairs as one cut there (an existing rule)
real(MSL + " (test 'Qwen3.5 applies the declared-tool boundary to canonical XML too'; erase_everything is not declared, the test expects no call)", "err-mlxswift-qwen35-undeclared-tool",
     "<tool_call><function=erase_everything></function></tool_call>", errors=["erase_everything"])  # fmt: skip  # gathered with no error given; the lead added the one the parser gives

# ---- GLM-4, Gemma, Kimi-K2 ------------------------------------------------------------------------
real(MSL + " (test 'Test GLM4 Tool Call Parser')", "mlxswift-glm4-arg-key-value",
     "<tool_call>get_weather<arg_key>location</arg_key><arg_value>Berlin</arg_value><arg_key>unit</arg_key><arg_value>celsius</arg_value></tool_call>",
     ("get_weather", {"location": "Berlin", "unit": "celsius"}))  # fmt: skip
real(MSL + " (test 'Test Gemma Function Parser - Escaped Strings')", "mlxswift-functiongemma-escaped-string",
     "<start_function_call>call:search{query:<escape>hello, world!<escape>}<end_function_call>",
     ("search", {"query": "hello, world!"}))  # fmt: skip
real(MSL + " (test 'Gemma keeps a nested object value whole')", "mlxswift-gemma4-nested-object",
     "<|tool_call>call:search{filters:{\"city\":\"Paris\",\"limit\":1}}<tool_call|>",
     ("search", {"filters": {"city": "Paris", "limit": 1}}))  # fmt: skip
real(MSL + " (test 'Test Kimi K2 Tool Call Parser')", "mlxswift-kimi-k2-section-no-call-tokens",
     "<|tool_calls_section_begin|>functions.get_weather:0<|tool_call_argument_begin|>{\"location\": \"London\"}<|tool_calls_section_end|>",
     ("get_weather", {"location": "London"}))  # fmt: skip
