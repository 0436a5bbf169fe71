# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set gc (issue 42): vLLM tool-parser test fixtures not cited by earlier sets, gathered without reading the parser.

Families: Qwen2.5-Coder `<tools>` JSON blocks (one object, a JSON array, two blocks, a `parameters` key, broken JSON),
Trinity `<think>` then Hermes `<tool_call>` JSON, DeepSeek-V3 `<｜tool▁calls▁begin｜>` with ```json fences (two calls,
escaped strings, an unclosed object), DeepSeek-V3.2 DSML `<｜DSML｜function_calls>` (the same tool twice, typed
`string="false"` values, JSON object and array values), DeepSeek-V4 DSML `<｜DSML｜tool_calls>` after prose and the
V3.2 spelling given to the V4 parser, Llama 4 pythonic lists (`<|python_start|>` without `<|python_end|>`, Python
literals), InternLM2 `<|action_start|><|plugin|>` JSON (pretty-printed types, cut off, not JSON). Negatives: plain
replies, think-only text, a bracketed junk string from a regex-timeout test.

Sources: vllm-project/vllm test files, each at the commit in its source string: tests/tool_parsers/
test_qwen25_coder_tool_parser.py, test_deepseekv3_tool_parser.py, test_deepseekv32_tool_parser.py (the engine parser's
tests), test_deepseekv4_tool_parser.py; tests/entrypoints/openai/tool_parsers/test_trinity_tool_parser_simple.py,
test_llama4_pythonic_tool_parser.py, test_internlm2_tool_parser.py. Texts the tests build with helpers or f-strings
(DSML constants, build_tool_call, string concatenation) were evaluated and pasted as the exact strings.

Could not find (in the helper's 30 minutes): the families the brief names as likely uncited (ERNIE 4.5, Olmo 3,
Apertus, Hunyuan A13B, Step3/Step3.5, Kimi K2, GLM-4.7, Seed-OSS, xLAM, Phi-4-mini, Granite 4, Longcat, MiniMax M2,
Gemma 4, FunctionGemma, openai/Harmony) all have their vLLM test file already cited by earlier sets (a, b, f, ax, az,
cs, cu, cv, dc, dg, eq ...), and their generic fixtures (`This is a regular response without any tool calls.`,
`How can I help you today?`, the `string_field` types object, `get_weather` Tokyo) recur verbatim in those sets; the
helper had no time left to diff each of them fixture by fixture. Ling, Qwen3-Coder-Next and DeepSeek-V3.2's
tests/tool_use copy were not looked at or are cited. These are test fixtures, not logged replies.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the tests declared (sample_tools / ChatCompletionToolsParam) or named in their expected calls
TOOLS_GC: list[dict[str, Any]] = [
    # qwen25_coder sample_tools
    {
        "name": "get_current_weather",
        "parameters": {
            "type": "object",
            "properties": {
                "location": {"type": "string"},
                "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
            },
            "required": ["location"],
        },
    },
    tool_schema("search_web", ("query",), query="string", num_results="integer"),
    # trinity, deepseek v3/v3.2/v4, llama4 expected calls
    tool_schema("final_answer", (), trigger="boolean"),
    tool_schema("search", (), query="string"),
    tool_schema("calculate", (), expr="string"),
    tool_schema("get_weather", (), city="string", unit="string", metric="string", location="string"),
    tool_schema("search_hotels", (), location="string", check_in="string"),
    tool_schema("send_message", (), text="string", path="string", newline="string"),
    tool_schema("toggle", (), enabled="boolean", count="integer"),
    {
        "name": "set_timer",
        "parameters": {
            "type": "object",
            "properties": {
                "wait": {
                    "anyOf": [
                        {"type": "object", "properties": {"type": {"const": "until"}, "date": {"type": "string"}}},
                        {"type": "object", "properties": {"type": {"const": "for"}, "minutes": {"type": "number"}}},
                    ]
                },
                "patches": {"oneOf": [{"type": "array", "items": {"type": "object"}}, {"type": "null"}]},
            },
        },
    },
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
    tool_schema(
        "test_function",
        (),
        string_field="string",
        int_field="integer",
        float_field="number",
        bool_field="boolean",
        null_field="null",
        array_field="array",
        object_field="object",
        empty_array="array",
        empty_object="object",
    ),
]

SOURCES_GC: dict[str, str] = {}
CASES_GC: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_GC[id] = source
    CASES_GC.append(Case(id, text, list(calls), **kw))


# ---- Qwen2.5-Coder `<tools>` JSON blocks ----
real("https://github.com/vllm-project/vllm/blob/40694df52ceb2abe3dfbe54dd8c5e42368146b00/tests/tool_parsers/test_qwen25_coder_tool_parser.py (TestExtractToolCallsNonStreaming.test_no_tool_calls: model_output)", "neg-qwen25coder-plain-reply",
     "This is a regular response without tool calls.")  # fmt: skip
real("https://github.com/vllm-project/vllm/blob/40694df52ceb2abe3dfbe54dd8c5e42368146b00/tests/tool_parsers/test_qwen25_coder_tool_parser.py (test_single_tool_call_with_content: model_output)", "qwen25coder-prose-then-tools-block",
     "Let me check the weather for you.\n<tools>\n{\"name\": \"get_current_weather\", \"arguments\": {\"location\": \"Tokyo, Japan\"}}\n</tools>", ('get_current_weather', {'location': 'Tokyo, Japan'}))  # fmt: skip
real("https://github.com/vllm-project/vllm/blob/40694df52ceb2abe3dfbe54dd8c5e42368146b00/tests/tool_parsers/test_qwen25_coder_tool_parser.py (test_parallel_tool_calls_array: model_output)", "qwen25coder-tools-block-json-array",
     "<tools>\n[\n    {\"name\": \"get_current_weather\", \"arguments\": {\"location\": \"Paris, France\"}},\n    {\"name\": \"search_web\", \"arguments\": {\"query\": \"Paris attractions\", \"num_results\": 5}}\n]\n</tools>", ('get_current_weather', {'location': 'Paris, France'}), ('search_web', {'query': 'Paris attractions', 'num_results': 5}))  # fmt: skip
real("https://github.com/vllm-project/vllm/blob/40694df52ceb2abe3dfbe54dd8c5e42368146b00/tests/tool_parsers/test_qwen25_coder_tool_parser.py (test_multiple_tools_blocks: model_output)", "qwen25coder-two-tools-blocks",
     "<tools>\n{\"name\": \"get_current_weather\", \"arguments\": {\"location\": \"London, UK\"}}\n</tools>\n<tools>\n{\"name\": \"search_web\", \"arguments\": {\"query\": \"London events\"}}\n</tools>", ('get_current_weather', {'location': 'London, UK'}), ('search_web', {'query': 'London events'}))  # fmt: skip
real("https://github.com/vllm-project/vllm/blob/40694df52ceb2abe3dfbe54dd8c5e42368146b00/tests/tool_parsers/test_qwen25_coder_tool_parser.py (test_parameters_key_support: model_output)", "qwen25coder-parameters-key",
     "<tools>\n{\"name\": \"get_current_weather\", \"parameters\": {\"location\": \"Berlin, Germany\"}}\n</tools>", ('get_current_weather', {'location': 'Berlin, Germany'}))  # fmt: skip
# gathered with no error given; the parser's error naming the tool no one offered (the lead gave it after measuring)
real("https://github.com/vllm-project/vllm/blob/40694df52ceb2abe3dfbe54dd8c5e42368146b00/tests/tool_parsers/test_qwen25_coder_tool_parser.py (test_malformed_json_returns_content: model_output (tool 'broken' not declared by the test))", "err-qwen25coder-invalid-json",
     "<tools>\n{\"name\": \"broken\", \"arguments\": {invalid json\n</tools>", errors=["broken"])  # fmt: skip

# ---- Trinity `<think>` then Hermes `<tool_call>` ----
real("https://github.com/vllm-project/vllm/blob/dc526457e8ebe615cf953b6b2bf6bb569a3b6b44/tests/entrypoints/openai/tool_parsers/test_trinity_tool_parser_simple.py (TestTrinityParserLogic.test_think_tags_followed_by_tool_call: output)", "trinity-think-then-tool-call",
     "<think>internal reasoning</think>\n<tool_call>\n{\"name\": \"final_answer\", \"arguments\": {\"trigger\": true}}\n</tool_call>", ('final_answer', {'trigger': True}))  # fmt: skip
# measured cold with no content given: the reasoning is taken out of the reply's text (the lead gave that content after measuring)
real("https://github.com/vllm-project/vllm/blob/dc526457e8ebe615cf953b6b2bf6bb569a3b6b44/tests/entrypoints/openai/tool_parsers/test_trinity_tool_parser_simple.py (test_no_tool_call: output)", "neg-trinity-think-then-done",
     "<think>internal reasoning</think> done", content='done')  # fmt: skip
real("https://github.com/vllm-project/vllm/blob/dc526457e8ebe615cf953b6b2bf6bb569a3b6b44/tests/entrypoints/openai/tool_parsers/test_trinity_tool_parser_simple.py (test_multiple_tool_calls: output)", "trinity-two-calls-after-think",
     "<think>thinking</think>\n<tool_call>\n{\"name\": \"search\", \"arguments\": {\"query\": \"test\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"calculate\", \"arguments\": {\"expr\": \"2+2\"}}\n</tool_call>", ('search', {'query': 'test'}), ('calculate', {'expr': '2+2'}))  # fmt: skip
real("https://github.com/vllm-project/vllm/blob/dc526457e8ebe615cf953b6b2bf6bb569a3b6b44/tests/entrypoints/openai/tool_parsers/test_trinity_tool_parser_simple.py (test_plain_text_no_tags: output)", "neg-trinity-plain-text",
     "Just some regular text without any special tags.")  # fmt: skip

# ---- DeepSeek-V3 `<｜tool▁calls▁begin｜>` with fenced JSON ----
real("https://github.com/vllm-project/vllm/blob/0f17ee061e413bf8ab7927f926f69cdff24dc63e/tests/tool_parsers/test_deepseekv3_tool_parser.py (TestDeepSeekV3ToolParser.test_config: no_tool_calls_output)", "neg-deepseekv3-offers-weather",
     "How can I help you today? I can check weather for you.")  # fmt: skip
real("https://github.com/vllm-project/vllm/blob/0f17ee061e413bf8ab7927f926f69cdff24dc63e/tests/tool_parsers/test_deepseekv3_tool_parser.py (test_config: parallel_tool_calls_output)", "deepseekv3-two-fenced-calls",
     "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n{\"city\": \"Tokyo\", \"unit\": \"celsius\"}\n```<｜tool▁call▁end｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>search_hotels\n```json\n{\"location\": \"Tokyo\", \"check_in\": \"2025-01-15\"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>", ('get_weather', {'city': 'Tokyo', 'unit': 'celsius'}), ('search_hotels', {'location': 'Tokyo', 'check_in': '2025-01-15'}))  # fmt: skip
real("https://github.com/vllm-project/vllm/blob/0f17ee061e413bf8ab7927f926f69cdff24dc63e/tests/tool_parsers/test_deepseekv3_tool_parser.py (test_config: escaped_strings_output, the concatenated literals evaluated)", "deepseekv3-escaped-strings",
     "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>send_message\n```json\n{\"text\": \"He said \\\"hello\\\"\", \"path\": \"C:\\\\Users\\\\file\", \"newline\": \"line1\\nline2\"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>", ('send_message', {'text': 'He said "hello"', 'path': 'C:\\Users\\file', 'newline': 'line1\nline2'}))  # fmt: skip
# gathered with no error given; the parser's cut-off error (the lead gave it after measuring)
real("https://github.com/vllm-project/vllm/blob/0f17ee061e413bf8ab7927f926f69cdff24dc63e/tests/tool_parsers/test_deepseekv3_tool_parser.py (test_config: malformed_input_outputs[0], the JSON object left unclosed)", "err-deepseekv3-unclosed-json",
     "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n{\"city\": \"Tokyo\"\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>", errors=["cut off"])  # fmt: skip

# ---- DeepSeek-V3.2 DSML `<｜DSML｜function_calls>` ----
real("https://github.com/vllm-project/vllm/blob/00816550e740a13736f7ef9921097d51a3f01ede/tests/tool_parsers/test_deepseekv32_tool_parser.py (TestExtractToolCalls.test_multiple_tools: model_output, the f-strings evaluated)", "deepseekv32-same-tool-twice",
     "<｜DSML｜function_calls>\n<｜DSML｜invoke name=\"get_weather\">\n<｜DSML｜parameter name=\"location\" string=\"true\">SF</｜DSML｜parameter>\n</｜DSML｜invoke>\n<｜DSML｜invoke name=\"get_weather\">\n<｜DSML｜parameter name=\"location\" string=\"true\">NYC</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>", ('get_weather', {'location': 'SF'}), ('get_weather', {'location': 'NYC'}))  # fmt: skip
real("https://github.com/vllm-project/vllm/blob/00816550e740a13736f7ef9921097d51a3f01ede/tests/tool_parsers/test_deepseekv32_tool_parser.py (test_type_conversion_in_non_streaming: model_output, the f-strings evaluated)", "deepseekv32-typed-bool-and-int",
     "<｜DSML｜function_calls>\n<｜DSML｜invoke name=\"toggle\">\n<｜DSML｜parameter name=\"enabled\" string=\"false\">true</｜DSML｜parameter>\n<｜DSML｜parameter name=\"count\" string=\"false\">42</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>", ('toggle', {'enabled': True, 'count': 42}))  # fmt: skip
real("https://github.com/vllm-project/vllm/blob/00816550e740a13736f7ef9921097d51a3f01ede/tests/tool_parsers/test_deepseekv32_tool_parser.py (test_composed_schema_converts_object_and_array_params: model_output, the f-strings evaluated)", "deepseekv32-object-and-array-values",
     "<｜DSML｜function_calls>\n<｜DSML｜invoke name=\"set_timer\">\n<｜DSML｜parameter name=\"wait\" string=\"false\">{\"type\":\"for\",\"minutes\":2880}</｜DSML｜parameter>\n<｜DSML｜parameter name=\"patches\" string=\"false\">[{\"op\":\"replace\",\"path\":\"/schedule\",\"value\":\"quiet\"}]</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>", ('set_timer', {'wait': {'type': 'for', 'minutes': 2880}, 'patches': [{'op': 'replace', 'path': '/schedule', 'value': 'quiet'}]}))  # fmt: skip

# ---- DeepSeek-V4 DSML `<｜DSML｜tool_calls>` ----
real("https://github.com/vllm-project/vllm/blob/023f36c62e71a247a9bacb7eb4cea5d55505cb63/tests/tool_parsers/test_deepseekv4_tool_parser.py (test_extract_tool_calls: 'Let me check. ' + build_tool_call('get_weather', ...) evaluated)", "deepseekv4-prose-then-call",
     "Let me check. <｜DSML｜tool_calls>\n<｜DSML｜invoke name=\"get_weather\">\n<｜DSML｜parameter name=\"location\" string=\"true\">Beijing</｜DSML｜parameter>\n<｜DSML｜parameter name=\"unit\" string=\"true\">celsius</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>", ('get_weather', {'location': 'Beijing', 'unit': 'celsius'}))  # fmt: skip
real("https://github.com/vllm-project/vllm/blob/023f36c62e71a247a9bacb7eb4cea5d55505cb63/tests/tool_parsers/test_deepseekv4_tool_parser.py (test_function_calls_block_is_not_accepted: build_tool_call('search', {'query': 'vllm'}) with tool_calls replaced by function_calls, evaluated; vLLM's V4 parser refuses it, but a reader sees a V3.2-style DSML call)", "deepseekv4-v32-function-calls-block",
     "<｜DSML｜function_calls>\n<｜DSML｜invoke name=\"search\">\n<｜DSML｜parameter name=\"query\" string=\"true\">vllm</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>", ('search', {'query': 'vllm'}))  # fmt: skip

# ---- Llama 4 pythonic ----
real("https://github.com/vllm-project/vllm/blob/0328802bed2bb6ca346ea10acb61221a0c607768/tests/entrypoints/openai/tool_parsers/test_llama4_pythonic_tool_parser.py (TEST_CASES id parallel_calls_nonstreaming (the second one): model_output, no <|python_end|>)", "llama4-python-start-two-calls-unclosed",
     "<|python_start|>[get_weather(city='LA', metric='C'), register_user(name='Doe', age=9)]", ('get_weather', {'city': 'LA', 'metric': 'C'}), ('register_user', {'name': 'Doe', 'age': 9}))  # fmt: skip
real("https://github.com/vllm-project/vllm/blob/0328802bed2bb6ca346ea10acb61221a0c607768/tests/entrypoints/openai/tool_parsers/test_llama4_pythonic_tool_parser.py (MORE_TYPES_FUNCTION_OUTPUT)", "llama4-pythonic-literal-types",
     "[register_user(name='Doe', age=9, address={'city': 'LA', 'state': 'CA'}, role=None, passed_test=True, aliases=['John', 'Johnny'])]", ('register_user', {'name': 'Doe', 'age': 9, 'address': {'city': 'LA', 'state': 'CA'}, 'passed_test': True, 'aliases': ['John', 'Johnny']}))  # fmt: skip  # gathered with role None: a null for an optional string parameter is left out, the established repair (the lead moved it after measuring)
real("https://github.com/vllm-project/vllm/blob/0328802bed2bb6ca346ea10acb61221a0c607768/tests/entrypoints/openai/tool_parsers/test_llama4_pythonic_tool_parser.py (test_regex_timeout_handling: fake_problematic_input evaluated)", "neg-llama4-bracket-junk",
     "hello world[A(A=\t)A(A=,\t\t)A(A=,\t")  # fmt: skip

# ---- InternLM2 `<|action_start|><|plugin|>` ----
real("https://github.com/vllm-project/vllm/blob/27cd24deb388479aeb84a85875c5728de37e1195/tests/entrypoints/openai/tool_parsers/test_internlm2_tool_parser.py (TestInternLM2ToolParser.test_config: various_data_types_output)", "internlm2-plugin-pretty-json-types",
     "<|action_start|><|plugin|>{\n  \"name\": \"test_function\",\n  \"parameters\": {\n    \"string_field\": \"hello\",\n    \"int_field\": 42,\n    \"float_field\": 3.14,\n    \"bool_field\": true,\n    \"null_field\": null,\n    \"array_field\": [\"a\", \"b\", \"c\"],\n    \"object_field\": {\"nested\": \"value\"},\n    \"empty_array\": [],\n    \"empty_object\": {}\n  }\n}<|action_end|>", ('test_function', {'string_field': 'hello', 'int_field': 42, 'float_field': 3.14, 'bool_field': True, 'null_field': None, 'array_field': ['a', 'b', 'c'], 'object_field': {'nested': 'value'}, 'empty_array': [], 'empty_object': {}}))  # fmt: skip
# gathered with no error given; the parser's error naming the tool no one offered (the lead gave it after measuring)
real("https://github.com/vllm-project/vllm/blob/27cd24deb388479aeb84a85875c5728de37e1195/tests/entrypoints/openai/tool_parsers/test_internlm2_tool_parser.py (test_config: malformed_input_outputs[0])", "cut-internlm2-plugin-open-parameters",
     "<|action_start|><|plugin|>{\"name\": \"func\", \"parameters\": {", errors=["func"])  # fmt: skip
# gathered with no error given; the parser's error (the lead gave it after measuring)
real("https://github.com/vllm-project/vllm/blob/27cd24deb388479aeb84a85875c5728de37e1195/tests/entrypoints/openai/tool_parsers/test_internlm2_tool_parser.py (test_config: malformed_input_outputs[2])", "err-internlm2-plugin-not-json",
     "<|action_start|><|plugin|>not json<|action_end|>", errors=["Could not read a tool call"])  # fmt: skip
