# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set gg (issue 42): fixtures of vLLM tool-parser tests that no other corpus cites, gathered without reading the parser.

Families: openPangu `<|tool_call_start|>[{"name": ..., "arguments": {...}}]<|tool_call_end|>` JSON lists (with prose
before, a streamed form with newlines inside the markers); the Rust tool-parser bridge's DeepSeek-V4 DSML
`<｜DSML｜tool_calls>` invokes (`string="false"` integers) and Kimi-K2 `<|tool_calls_section_begin|>` sections after prose,
and a Kimi section whose second call names `invalid` and is cut off; Granite pythonic bare `name(key="value")` lines
(several lines, no arguments, after prose) and plain answers; the GLM-4 tool-only template's continuation (the template
ends with `<tool_call>`, so the reply starts with the function name and `<arg_key>/<arg_value>` pairs); DeepSeek-TNG
R1T2 Chimera Hermes-style `<tool_call>\n{...}\n</tool_call>` after a `<think>` trace, a JSON list inside one tag, a call
inside the think trace (the test keeps only the call after `</think>`), a JSON syntax error; HyperCLOVAX-SEED-Think-14B
` -> tool/function_call\n[...]<|im_end|>` and its bare array with `parameters`, and its abbreviated
`-> tool/get_current_weather\n{...}` form that the test wants left as content (`get_current_weather` is not a tool its
request declares).

Sources (all vllm-project/vllm, read through the code index at the commits named in each source string):
tests/tool_parsers/test_pangu_tool_parser.py, test_rust_tool_parser.py, test_granite_pythonic_tool_parser.py,
test_hyperclovax_seed_think_14b_tool_parser.py; tests/tool_use/test_glm4_tool_only_parser.py and
test_tng_tool_parser.py. Streamed fixtures are joined delta by delta; the Rust test's build_tool_call /
build_kimi_tool_call helpers were evaluated and their strings pasted.

Where a fixture passes no tools (MagicMock tokenizer, `tools=[]` or `tools=None` requests), the tools its expected
calls name are declared; `get_weather` carries the union of the parameters the six tests give it, none required.

Not used: TNG's other error fixtures (no `arguments` key, text before/after the JSON, no closing tag: the test only
checks that nothing raises, so what a reader should expect is unclear), Pangu's "How can I help you today?" (the same
text is already in corpora b and eq), HyperCLOVAX's `a`/`b` calls and `{"a": 1}` alias (no tools declared for them).
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the tests' requests declared or their expected calls name
TOOLS_GG: list[dict[str, Any]] = [
    # pangu, rust, granite pythonic, glm4 tool-only, hyperclovax 14b (union of their parameters)
    tool_schema("get_weather", (), city="string", metric="string", location="string", unit="string", date="string"),
    # pangu
    tool_schema(
        "register_user",
        (),
        name="string",
        age="integer",
        address="object",
        role="string",
        passed_test="boolean",
        aliases="array",
    ),
    tool_schema("device_control_a", ()),
    # rust
    tool_schema("add", (), x="integer", y="integer"),
    # granite pythonic, glm4 tool-only
    tool_schema("search_web", ("query",), query="string"),
    tool_schema("list_files", ()),
    # tng
    tool_schema("get_current_weather", (), location="string"),
    tool_schema("get_weather_with_details", (), location="string", coordinates="object"),
    tool_schema("refresh", ()),
    tool_schema("Wikipedia", ("query",), query="string"),
    tool_schema("mytool", (), param="string"),
]

SOURCES_GG: dict[str, str] = {}
CASES_GG: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_GG[id] = source
    CASES_GG.append(Case(id, text, list(calls), **kw))


VL = "https://github.com/vllm-project/vllm/blob/"
PANGU = VL + "3db36c33a8a7aab73f357250196d72f55dccf9ae/tests/tool_parsers/test_pangu_tool_parser.py"
RUST = VL + "06726266c0e0000947fca394f70a1148fda0ac46/tests/tool_parsers/test_rust_tool_parser.py"
GRANITE = VL + "0054014259d3518f6c91ba52121f4bfef759b380/tests/tool_parsers/test_granite_pythonic_tool_parser.py"
GLM = VL + "3f67067c592fb57aa9cbec862d9a1881bda87d61/tests/tool_use/test_glm4_tool_only_parser.py"
TNG = VL + "056d640a7b9104930e3bfc170800492feaf19568/tests/tool_use/test_tng_tool_parser.py"
HCX = VL + "0676dfcb47f707cc07dd84efec78363bc0f591b1/tests/tool_parsers/test_hyperclovax_seed_think_14b_tool_parser.py"

SF_CELSIUS = {"city": "San Francisco", "metric": "celsius"}
JOHN = {
    "name": "John Doe",
    "age": 37,
    "address": {"city": "San Francisco", "state": "CA"},
    "role": None,
    "passed_test": True,
    "aliases": ["John", "Johnny"],
}

# ---- openPangu `<|tool_call_start|>[...]<|tool_call_end|>` -----------------------------------------
real(PANGU + " (test_pangu_tool_parser_extract, 'Single tool call, no content')", "pangu-single-json-list",
     '<|tool_call_start|>[{"name": "get_weather", "arguments": {"city": "San Francisco", "metric": "celsius"}}]<|tool_call_end|>',
     ("get_weather", SF_CELSIUS))  # fmt: skip
real(PANGU + " (test_pangu_tool_parser_extract, 'Multiple tool calls', first)", "pangu-two-calls-typed-arguments",
     '<|tool_call_start|>[{"name": "get_weather", "arguments": {"city": "San Francisco", "metric": "celsius"}}, {"name": "register_user", "arguments": {"name": "John Doe", "age": 37, "address": {"city": "San Francisco", "state": "CA"}, "role": null, "passed_test": true, "aliases": ["John", "Johnny"]}}]<|tool_call_end|>',
     ("get_weather", SF_CELSIUS), ("register_user", {k: v for k, v in JOHN.items() if k != "role"}))  # fmt: skip  # gathered with role None: a null for an optional string parameter is left out, the established repair (the lead moved it after measuring)
real(PANGU + " (test_pangu_tool_parser_extract, 'Content after tool call (should be stripped)')", "pangu-call-then-thanks",
     '<|tool_call_start|>[{"name": "get_weather", "arguments": {"city": "Seattle"}}]<|tool_call_end|>\nThank you!',
     ("get_weather", {"city": "Seattle"}))  # fmt: skip
real(PANGU + " (test_pangu_tool_parser_streaming, last param: the three deltas joined)", "pangu-prose-newlines-inside-markers",
     'some content\n<|tool_call_start|>\n[{"name": "device_control_a", "arguments": {}}]\n<|tool_call_end|>',
     ("device_control_a", {}))  # fmt: skip

# ---- Rust tool-parser bridge: DeepSeek-V4 DSML and Kimi-K2 ----------------------------------------
real(RUST + " (test_rust_tool_parser_adapter_extracts_complete_output: 'Let me create it. ' + build_tool_call(), evaluated)", "rust-dsml-invokes-after-prose",
     "Let me create it. <｜DSML｜tool_calls>\n<｜DSML｜invoke name=\"get_weather\">\n<｜DSML｜parameter name=\"location\" string=\"true\">SF</｜DSML｜parameter>\n<｜DSML｜parameter name=\"date\" string=\"true\">2024-01-16</｜DSML｜parameter>\n</｜DSML｜invoke>\n<｜DSML｜invoke name=\"add\">\n<｜DSML｜parameter name=\"x\" string=\"false\">3</｜DSML｜parameter>\n<｜DSML｜parameter name=\"y\" string=\"false\">5</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>",
     ("get_weather", {"location": "SF", "date": "2024-01-16"}), ("add", {"x": 3, "y": 5}))  # fmt: skip
real(RUST + " (test_rust_tool_parser_adapter_complete_prefers_model_tool_call_ids: 'Let me check. ' + build_kimi_tool_call(), evaluated)", "rust-kimi-section-after-prose",
     "Let me check. <|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{\"location\": \"SF\", \"date\": \"2024-01-16\"}<|tool_call_end|><|tool_call_begin|>functions.add:1<|tool_call_argument_begin|>{\"x\": 3, \"y\": 5}<|tool_call_end|><|tool_calls_section_end|>",
     ("get_weather", {"location": "SF", "date": "2024-01-16"}), ("add", {"x": 3, "y": 5}))  # fmt: skip
# gathered with no error given: the complete call is read and the cut one naming no offered tool is an error naming it
# (the lead gave it after measuring)
real(RUST + " (test_streaming_parse_error_preserves_committed_model_tool_call_id: the text; the test keeps the get_weather call and leaves 'invalid' in content)", "rust-kimi-call-then-cut-invalid",
     "<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{\"location\": \"SF\"}<|tool_call_end|><|tool_call_begin|>invalid<|tool_call_argument_begin|>{}",
     ("get_weather", {"location": "SF"}), errors=["invalid"])  # fmt: skip

# ---- Granite pythonic bare calls ----------------------------------------------------------------------
real(GRANITE + " (TestExtractToolCalls.test_single_call)", "granite-pythonic-single-two-kwargs",
     'get_weather(location="San Francisco", unit="celsius")',
     ("get_weather", {"location": "San Francisco", "unit": "celsius"}))  # fmt: skip
real(GRANITE + " (TestExtractToolCalls.test_multiple_calls)", "granite-pythonic-two-lines",
     'get_weather(location="Paris")\nsearch_web(query="vLLM release notes")',
     ("get_weather", {"location": "Paris"}), ("search_web", {"query": "vLLM release notes"}))  # fmt: skip
real(GRANITE + " (TestExtractToolCalls.test_no_args_call)", "granite-pythonic-no-arguments",
     "list_files()",
     ("list_files", {}))  # fmt: skip
real(GRANITE + " (TestExtractToolCalls.test_mixed_content_and_call)", "granite-pythonic-after-prose-line",
     'Sure, let me check the weather.\nget_weather(location="London")',
     ("get_weather", {"location": "London"}))  # fmt: skip
real(GRANITE + " (TestExtractToolCalls.test_plain_text_passthrough)", "neg-granite-pythonic-no-tool-needed",
     "I don't need to call any tools to answer this.")  # fmt: skip
real(GRANITE + " (TestExtractToolCallsStreaming.test_streaming_plain_text)", "neg-granite-pythonic-greeting",
     "Hello, how can I help you today?\n")  # fmt: skip

# ---- GLM-4 tool-only template continuation (the prompt ends with `<tool_call>`) --------------------------
real(GLM + " (test_single_tool_call_non_streaming; the template supplies the opening <tool_call>)", "glm4-tool-only-single-continuation",
     "search_web\n<arg_key>query</arg_key>\n<arg_value>hotels near Union Square New York recommendations 2024</arg_value>\n</tool_call>",
     ("search_web", {"query": "hotels near Union Square New York recommendations 2024"}))  # fmt: skip
real(GLM + " (test_multiple_tool_calls_non_streaming)", "glm4-tool-only-two-calls",
     "search_web\n<arg_key>query</arg_key>\n<arg_value>restaurants NYC</arg_value>\n</tool_call>\n<tool_call>get_weather\n<arg_key>location</arg_key>\n<arg_value>San Francisco</arg_value>\n</tool_call>",
     ("search_web", {"query": "restaurants NYC"}), ("get_weather", {"location": "San Francisco"}))  # fmt: skip

# ---- DeepSeek-TNG R1T2 Chimera `<tool_call>` JSON --------------------------------------------------------
real(TNG + " (MODEL_OUTPUT_SINGLE_TOOL_CALL)", "tng-think-prefix-call-suffix",
     '<think>Okay, ...</think>\nSome prefix\n<tool_call>\n{"name": "get_current_weather", "arguments": {"location": "Seattle"}}\n</tool_call>\nSome suffix',
     ("get_current_weather", {"location": "Seattle"}))  # fmt: skip
real(TNG + " (MODEL_OUTPUT_MULTIPLE_TOOL_CALL_LISTS)", "tng-two-json-lists-in-tags",
     '<think>Okay, ...</think>\nSome prefix\n<tool_call>\n[{"name": "get_weather_with_details", "arguments": {"location": "Seattle", "coordinates": {"latitude": 47.6062, "longitude": 122.3321}}}]\n</tool_call>\nSome middle<tool_call>[{"name": "get_current_weather", "arguments": {"location": "Seattle"}}\n,\n{"name": "get_current_weather", "arguments": {"location": "Munich"}}]</tool_call>Some suffix',
     ("get_weather_with_details", {"location": "Seattle", "coordinates": {"latitude": 47.6062, "longitude": 122.3321}}),
     ("get_current_weather", {"location": "Seattle"}), ("get_current_weather", {"location": "Munich"}))  # fmt: skip
real(TNG + " (MODEL_OUTPUT_WITH_TOOL_CALL_IN_THINK, id ignore_tool_call_in_think_trace: only the call after </think> is expected)", "tng-call-in-think-ignored",
     '<think>Okay, ...<tool_call>\n{"name": "get_current_weather", "arguments": {"location": "Seattle"}}\n</tool_call>\n</think>After think\n<tool_call>\n{"name": "get_current_weather", "arguments": {"location": "Munich"}}\n</tool_call>\nSome suffix',
     ("get_current_weather", {"location": "Munich"}))  # fmt: skip
real(TNG + " (MODEL_OUTPUT_WITH_TOOL_CALL_WIKIPEDIA, id realistic_tool_call)", "tng-think-then-wikipedia-list",
     '<think>\nOkay, this is a reasoning trace.\n</think>\n\n<tool_call>\n[{"name": "Wikipedia", "arguments": {"query": "Joe Biden"}}]\n</tool_call>',
     ("Wikipedia", {"query": "Joe Biden"}))  # fmt: skip
real(TNG + " (test_streaming_and_non_streaming, id no_tool_call)", "neg-tng-plain-output",
     "model output with no tool call")  # fmt: skip
# gathered as err- with no error given; the parser keeps it as text, no call and no error (the lead renamed it neg-
# after measuring)
real(TNG + " (test_streaming_and_non_streaming_error_scenarios, id tool_call_json_syntax_error)", "neg-tng-json-syntax-error",
     '<tool_call>{"name": "mytool""}</tool_call>')  # fmt: skip

# ---- HyperCLOVAX-SEED-Think-14B ` -> tool/function_call` ----------------------------------------------------
real(HCX + " (EXTRACT_TOOL_CASES header_array_arguments: HEADER + array + END)", "hcx14b-header-array",
     ' -> tool/function_call\n[{"name": "get_weather", "arguments": {"city": "Seoul"}}]<|im_end|>',
     ("get_weather", {"city": "Seoul"}))  # fmt: skip
real(HCX + " (EXTRACT_TOOL_CASES bare_array_handoff, request tools=[get_weather])", "hcx14b-bare-array-parameters-key",
     '[{"name": "get_weather", "parameters": {"city": "Busan"}}]',
     ("get_weather", {"city": "Busan"}))  # fmt: skip
real(HCX + " (NON_TOOL_CASES abbreviated_bare_object: the test wants it left as content; get_current_weather is not the request's tool)", "neg-hcx14b-abbreviated-undeclared-tool",
     '-> tool/get_current_weather\n{"city": "Seoul"}')  # fmt: skip
real(HCX + " (NON_TOOL_CASES plain_text)", "neg-hcx14b-plain-text",
     "I cannot find the weather right now.")  # fmt: skip
