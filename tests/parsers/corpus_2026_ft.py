# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set ft (issue 42): OpenVINO Model Server output-parser unit tests not cited before, gathered without reading the parser.

Families: DeepSeek-R1 `<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>NAME\\n```json {...}```` calls
(fenced and raw JSON arguments, content before, two calls, empty arguments, complex arguments, closing tags missing),
LFM2 `<|tool_call_start|>[name(k=v, ...)]<|tool_call_end|>` pythonic calls (dict, list and boolean `True` arguments,
a string holding a comma, single-quoted strings, two calls in one list, three blocks with prose between, no
arguments), a Qwen3 think block followed by three Hermes `<tool_call>` JSON calls, and a Granite 4.2 reply holding a
Qwen3-Coder `<tool_call><function=NAME></function></tool_call>` call with no parameters. Negatives: a DeepSeek plain
answer and Granite thinking-only replies (`reasoning</think>` then an answer, a stray second `<think>`, a preamble
before `<think>`).

Sources: openvinotoolkit/model_server src/test/llm/output_parsers/deepseek_output_parser_test.cpp (563b192),
lfm2_output_parser_test.cpp (043712a), qwen3_output_parser_test.cpp (0d849c1) and granite_output_parser_test.cpp
(4965a62); earlier corpora cite only its phi4, llama3, mistral, hermes3, devstral, minicpm5 and qwen3coder tests.
C++ string escapes are undone and concatenated literals joined; DeepSeek's tag constants (UTF-8 byte escapes) are
written as the characters they encode. Granite's `parseEnabledThinkingOutput` inputs are the model continuation after
a prompt ending in `<think>\\n`. Fixture texts already used by earlier corpora (OVMS's "This is a regular model
response without tool calls." and the hermes3/mistral/phi4 `example_tool` ones) are skipped.

Could not find (in the helper's 30 minutes): TensorRT-LLM's tests/unittest/llmapi/apps parser tests other than the
Qwen3/harmony ones already cited (test_qwen3_tool_parser_trailing_content is cited too); mlc-llm, Aphrodite,
lightllm, OpenLLM, LoRAX, TGI grammar, ipex-llm, openvino.genai and onnxruntime-genai fixtures were not reached in the
time; OVMS's gptoss, gemma4, lfm25 and onyx parser tests were left for another set.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the tests name (OVMS passes an empty schema map; parameters are those the fixtures use)
TOOLS_FT: list[dict[str, Any]] = [
    # DeepSeek tests
    tool_schema("get_weather", (), location="string", city="string"),
    tool_schema("get_time", (), timezone="string"),
    tool_schema("list_tools", ()),
    tool_schema("search", (), query="string", filters="array", limit="integer"),
    # LFM2 tests
    tool_schema("example_tool", (), arg1="string", arg2="integer"),
    tool_schema("another_tool", (), param1="string", param2="boolean"),
    tool_schema("third_tool", (), key="string"),
    tool_schema("dummy", (), config="object"),
    tool_schema("dummy1", (), config="object"),
    tool_schema("dummy2", (), config="object"),
    tool_schema("test1", (), arg1="string"),
    tool_schema("generate_DNA_sequence", (), length="integer", preferences="array"),
    tool_schema("check_status", (), flag="boolean"),
    tool_schema("sort", (), array="array", order="string"),
    tool_schema("no_args_tool", ()),
]

SOURCES_FT: dict[str, str] = {}
CASES_FT: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_FT[id] = source
    CASES_FT.append(Case(id, text, list(calls), **kw))


OVMS = "https://github.com/openvinotoolkit/model_server/blob/"
DEEPSEEK = OVMS + "563b19283b3dd01d2eeb0ea1a47dd0d5609fb4c7/src/test/llm/output_parsers/deepseek_output_parser_test.cpp"
LFM2 = OVMS + "043712a2f3a4a52dd715bd64460320e7dd67839f/src/test/llm/output_parsers/lfm2_output_parser_test.cpp"
QWEN3 = OVMS + "0d849c16e2dad45afab47905c688f03f29d41016/src/test/llm/output_parsers/qwen3_output_parser_test.cpp"
GRANITE = OVMS + "4965a6228a81aae26385aec5dab0c4c34362c9fd/src/test/llm/output_parsers/granite_output_parser_test.cpp"

# ---- DeepSeek-R1 tool-call tags (OVMS deepseek tool parser) ------------------------------------------
real(DEEPSEEK + " (ParseSingleToolCallWithCodeBlock's input)", "deepseek-ovms-fenced-json-call",
     "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n{\"location\": \"Paris\"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>",
     ("get_weather", {"location": "Paris"}))  # fmt: skip
real(DEEPSEEK + " (ParseSingleToolCallWithRawJSON's input)", "deepseek-ovms-raw-json-call",
     "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n{\"location\": \"Paris\"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>",
     ("get_weather", {"location": "Paris"}))  # fmt: skip
real(DEEPSEEK + " (ParseContentBeforeToolCall's input; the test expects content 'Let me check the weather for you.')", "deepseek-ovms-content-then-call",
     "Let me check the weather for you.<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n{\"city\": \"London\"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>",
     ("get_weather", {"city": "London"}))  # fmt: skip
real(DEEPSEEK + " (ParseMultipleToolCalls's input)", "deepseek-ovms-two-calls",
     "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n{\"location\": \"Paris\"}\n```<｜tool▁call▁end｜>\n<｜tool▁call▁begin｜>function<｜tool▁sep｜>get_time\n```json\n{\"timezone\": \"CET\"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>",
     ("get_weather", {"location": "Paris"}), ("get_time", {"timezone": "CET"}))  # fmt: skip
real(DEEPSEEK + " (ParseToolCallWithEmptyArguments's input)", "deepseek-ovms-empty-arguments",
     "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>list_tools\n```json\n{}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>",
     ("list_tools", {}))  # fmt: skip
real(DEEPSEEK + " (ParseToolCallWithMissingEndTag's input: no call-end nor calls-end tag; the test expects the call)", "deepseek-ovms-missing-end-tags",
     "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n{\"location\": \"Paris\"}\n```",
     ("get_weather", {"location": "Paris"}))  # fmt: skip
real(DEEPSEEK + " (ParseToolCallWithComplexArguments's input)", "deepseek-ovms-complex-arguments",
     "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>search\n```json\n{\"query\": \"hello world\", \"filters\": [\"type:file\", \"lang:cpp\"], \"limit\": 10}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>",
     ("search", {"query": "hello world", "filters": ["type:file", "lang:cpp"], "limit": 10}))  # fmt: skip
real(DEEPSEEK + " (ParseNoToolCalls's input; the test expects it all as content)", "neg-deepseek-ovms-plain-answer",
     "The weather in Paris is sunny and 22 degrees.")  # fmt: skip

# ---- LFM2 pythonic calls between <|tool_call_start|> and <|tool_call_end|> (OVMS lfm2 tool parser) ----
real(LFM2 + " (ParseToolCallWithObjectArguments's input)", "lfm2-ovms-dict-argument",
     "<|tool_call_start|>[dummy(config={'name': 'astro_config', 'value': 99})]<|tool_call_end|>",
     ("dummy", {"config": {"name": "astro_config", "value": 99}}))  # fmt: skip
real(LFM2 + " (ParseToolCallWithStringArguments's input)", "lfm2-ovms-string-with-comma",
     "<|tool_call_start|>[test1(arg1=\"data1, data2\")]<|tool_call_end|>",
     ("test1", {"arg1": "data1, data2"}))  # fmt: skip
real(LFM2 + " (ParseToolCallWithListOfStringsAsArgument's input)", "lfm2-ovms-list-of-strings",
     "<|tool_call_start|>[generate_DNA_sequence(length=100, preferences=['G', 'C'])]<|tool_call_end|>",
     ("generate_DNA_sequence", {"length": 100, "preferences": ["G", "C"]}))  # fmt: skip
real(LFM2 + " (ParserToolCallWithBooleanArgument's input)", "lfm2-ovms-python-true",
     "<|tool_call_start|>[check_status(flag=True)]<|tool_call_end|>",
     ("check_status", {"flag": True}))  # fmt: skip
real(LFM2 + " (ParseTwoToolCallsAtOnce's input)", "lfm2-ovms-two-calls-one-list",
     "<|tool_call_start|>[dummy1(config={'name': 'astro_config', 'value': 99}), dummy2(config={'name': 'second_config', 'value': 199})]<|tool_call_end|>",
     ("dummy1", {"config": {"name": "astro_config", "value": 99}}),
     ("dummy2", {"config": {"name": "second_config", "value": 199}}))  # fmt: skip
real(LFM2 + " (ParseToolCallWithStringWithSingleQuotesArguments's input)", "lfm2-ovms-array-and-single-quoted-string",
     "<|tool_call_start|>[sort(array=[42, 17, 89, 5, 33], order='descending')]<|tool_call_end|>",
     ("sort", {"array": [42, 17, 89, 5, 33], "order": "descending"}))  # fmt: skip
real(LFM2 + " (ParseToolCallOutputWithThreeToolCallsWithContentInBetween's input, literals joined)", "lfm2-ovms-three-blocks-prose-between",
     "Before tool calls content. <|tool_call_start|>[example_tool(arg1=\"value1\", arg2=42)]<|tool_call_end|>This is some content between tool calls.<|tool_call_start|>[another_tool(param1=\"data\", param2=true)]<|tool_call_end|> This is some content between second and third tool call. <|tool_call_start|>[third_tool(key=\"value\")]<|tool_call_end|>After tool calls content.",
     ("example_tool", {"arg1": "value1", "arg2": 42}), ("another_tool", {"param1": "data", "param2": True}),
     ("third_tool", {"key": "value"}))  # fmt: skip
real(LFM2 + " (ParseToolCallWithEmptyArguments's input)", "lfm2-ovms-no-arguments",
     "<|tool_call_start|>[no_args_tool()]<|tool_call_end|>",
     ("no_args_tool", {}))  # fmt: skip

# ---- Qwen3: think block then Hermes <tool_call> JSON (OVMS hermes3 tool + qwen3 reasoning parsers) ----
real(QWEN3 + " (ParseToolCallOutputWithThreeToolCallsAndThinking's input, literals joined; the test expects reasoning 'Thinking about the tool calls')", "qwen3-ovms-think-then-three-calls",
     "<think>Thinking about the tool calls</think><tool_call>{\"name\": \"example_tool\", \"arguments\": {\"arg1\": \"value1\", \"arg2\": 42}}</tool_call><tool_call>{\"name\": \"another_tool\", \"arguments\": {\"param1\": \"data\", \"param2\": true}}</tool_call><tool_call>{\"name\": \"third_tool\", \"arguments\": {\"key\": \"value\"}}</tool_call>",
     ("example_tool", {"arg1": "value1", "arg2": 42}), ("another_tool", {"param1": "data", "param2": True}),
     ("third_tool", {"key": "value"}))  # fmt: skip

# ---- Granite 4.2 (OVMS granite42 reasoning parser, qwen3coder tool parser) ----------------------------
real(GRANITE + " (DisabledThinkingTemplateRoutesMarkerlessToolsToQwen3Coder's generated text)", "granite-ovms-qwen3coder-call-no-parameters",
     "<tool_call><function=get_weather></function></tool_call>",
     ("get_weather", {}))  # fmt: skip
# measured cold with no content given: the reasoning is taken out of the reply's text (the lead gave that content after measuring)
real(GRANITE + " (UnaryFinalContentStripsOnlyLeadingNewlines: the continuation after a prompt ending in '<think>\\n')", "neg-granite-ovms-reasoning-then-answer",
     "reasoning</think>\n\nanswer", content='answer')  # fmt: skip
# measured cold with no content given: the reasoning is taken out of the reply's text (the lead gave that content after measuring)
real(GRANITE + " (UnaryFirstMarkerLeavesLaterLiteralMarkerInReasoning's chunk)", "neg-granite-ovms-second-think-marker",
     "<think>first<think>second</think>answer", content='answer')  # fmt: skip
# measured cold with no content given: the reasoning is taken out of the reply's text (the lead gave that content after measuring)
real(GRANITE + " (ExplicitStartDiscardsItsPreamble's chunk)", "neg-granite-ovms-preamble-before-think",
     "preamble<think>reasoning</think>answer", content='preamble answer')  # fmt: skip
# measured cold with no content given: the reasoning is taken out of the reply's text (the lead gave that content after measuring)
real(GRANITE + " (MarkerlessReasoningAndEndTagInOneChunkRouteRemainder's chunk)", "neg-granite-ovms-markerless-reasoning",
     "markerless reasoning</think>answer", content='answer')  # fmt: skip
