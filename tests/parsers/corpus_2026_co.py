# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set co (issue 42): uncited tool-call parser fixtures of serving runtimes (mistral.rs, Xinference, LMDeploy), gathered without reading the parser.

Families: Qwen3 `<tool_call>` with a JSON body and Qwen3-Coder `<function=...><parameter=...>` XML (one call, two
adjacent calls, typed values read by the tool schema, a call followed by prose, a value with inner indentation) from
mistral.rs's tools/mod.rs and tools/parsers/qwen.rs; DeepSeek-V4 `<｜DSML｜tool_calls>` with `string="true|false"`
parameters and its plain-tag variant, and DeepSeek-V3.2 `<｜DSML｜function_calls>` from Xinference; Gemma 4
`<|tool_call>call:NAME{...}<tool_call|>` with `<|"|>` strings holding double quotes, commas, colons and a newline
(Xinference); GLM-4.7 / GLM-5.2 `<tool_call>NAME<arg_key>..</arg_key><arg_value>..</arg_value></tool_call>` after a
closed and an unclosed `<think>` (LMDeploy). Negative: a plain answer; cut: a DSV4 call cut inside a parameter;
err: a Gemma 4 string never closed.

Sources: EricLBuehler/mistral.rs at 9e922623f (mistralrs-core/src/tools/mod.rs tests, parsers/qwen.rs tests not
cited by az); xorbitsai/inference at 7ecec16b6 (tool_parsers/tests/test_deepseek_v4_tool_parser.py of PR #5372,
test_deepseek_v3_2_tool_parser.py of PR #4771, test_gemma_tool_parser.py tests added in PR #5241); InternLM/lmdeploy at
1263d5cd8 (tests/test_lmdeploy/serve/parsers/test_glm47_parser.py). Streamed chunks are joined; texts the DSV4 test
builds with its `_tool_calls` helper are that helper's output, character for character.

Could not find (in the helper's 35 minutes): text-generation-webui, MLC-LLM, ExLlamaV3/TabbyAPI, nexa-sdk, llamafile,
ramalama, KoboldCpp, Aphrodite, FastChat and KTransformers fixtures with model text not already cited (ktransformers'
function_call_test.py is a live client script with no model text; mistral.rs gemma4_strict.rs tests only grammars);
TensorRT-LLM's snapshot is too large to fetch here; vllm-ascend, SGLang and vLLM 2026 parser tests were not reached.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' test harnesses declared, with their parameters
TOOLS_CO: list[dict[str, Any]] = [
    # mistral.rs tools/mod.rs qwen_xml_arguments_follow_the_tool_schema (full schema); other tests name tools without schemas
    tool_schema(
        "get_weather",
        (),
        city="string",
        days="integer",
        units="string",
        detailed="boolean",
        coords="array",
        location="string",
        unit="string",
        date="string",
    ),
    tool_schema("get_time", (), zone="string", timezone="string"),
    tool_schema("write_file", ("content",), content="string"),
    # Xinference DeepSeek-V4 / V3.2 tests
    tool_schema("first", (), city="string", days="integer"),
    tool_schema("second", (), enabled="boolean"),
    {
        "name": "typed_args",
        "parameters": {
            "type": "object",
            "properties": {
                "text": {"type": "string"},
                "integer": {"type": "integer"},
                "float": {"type": "number"},
                "boolean": {"type": "boolean"},
                "nothing": {"type": "null"},
                "array": {"type": "array"},
                "object": {"type": "object"},
                "count": {"type": "integer"},
                "label": {"type": "string"},
            },
        },
    },
    tool_schema("get_current_weather", ("location",), location="string"),
    # Xinference Gemma 4 tests
    tool_schema(
        "select_execution_pattern", (), action="string", reason="string", requires_current_or_external_facts="boolean"
    ),
    tool_schema("note", ("text",), text="string"),
    # LMDeploy GLM-4.7 tests
    tool_schema("get_current_temperature", ("location",), location="string"),
]

SOURCES_CO: dict[str, str] = {}
CASES_CO: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_CO[id] = source
    CASES_CO.append(Case(id, text, list(calls), **kw))


MR = (
    "https://github.com/EricLBuehler/mistral.rs/blob/9e922623f24b32d41f3892b74f0eed18707f4e6c/mistralrs-core/src/tools/"
)
XI = "https://github.com/xorbitsai/inference/blob/7ecec16b63383e18e4af790c4b522fb7d79f7e77/xinference/model/llm/tool_parsers/tests/"
LMD = "https://github.com/InternLM/lmdeploy/blob/1263d5cd889b7ad500e85b8eb20401327a4516ab/tests/test_lmdeploy/serve/parsers/test_glm47_parser.py"

# ---- Qwen3 / Qwen3-Coder on mistral.rs ---------------------------------------------------------------
real(MR + "parsers/qwen.rs (test parses_qwen_json_tool_call)", "mistralrs-qwen-json-tool-call",
     '<tool_call>{"name":"get_weather","arguments":{"city":"Paris"}}</tool_call>',
     ("get_weather", {"city": "Paris"}))  # fmt: skip
real(MR + "parsers/qwen.rs (test qwen_xml_values_keep_inner_whitespace; one newline after the tag and one before the close dropped, as the test expects)", "mistralrs-qwen-xml-inner-indentation",
     "<tool_call>\n<function=write_file>\n<parameter=content>\n    indented\n\n</parameter>\n</function>\n</tool_call>",
     ("write_file", {"content": "    indented\n"}))  # fmt: skip
real(MR + "parsers/qwen.rs (test parses_multiple_qwen_xml_tool_calls: values on the tag's line, two blocks back to back)", "mistralrs-qwen-xml-two-calls-inline-values",
     "<tool_call>\n<function=get_weather>\n<parameter=city>Tokyo</parameter>\n</function>\n</tool_call><tool_call>\n<function=get_time>\n<parameter=timezone>Asia/Tokyo</parameter>\n</function>\n</tool_call>",
     ("get_weather", {"city": "Tokyo"}), ("get_time", {"timezone": "Asia/Tokyo"}))  # fmt: skip
real(MR + "mod.rs (test qwen_xml_arguments_follow_the_tool_schema: city a string in the schema; units kept with its quotes, as the test expects)", "mistralrs-qwen-xml-schema-typed-values",
     "<tool_call>\n<function=get_weather>\n<parameter=city>\n12345\n</parameter>\n<parameter=days>\n3\n</parameter>\n<parameter=units>\n\"C\"\n</parameter>\n<parameter=detailed>\ntrue\n</parameter>\n<parameter=coords>\n[1, 2]\n</parameter>\n</function>\n</tool_call>",
     ("get_weather", {"city": "12345", "days": 3, "units": '"C"', "detailed": True, "coords": [1, 2]}))  # fmt: skip
real(MR + "mod.rs (test qwen_parallel_calls_keep_buffering_until_the_turn_ends: the text `both`)", "mistralrs-qwen-xml-parallel-calls",
     "<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n</function>\n</tool_call>\n<tool_call>\n<function=get_time>\n<parameter=zone>\nUTC\n</parameter>\n</function>\n</tool_call>",
     ("get_weather", {"city": "Paris"}), ("get_time", {"zone": "UTC"}))  # fmt: skip
real(MR + "mod.rs (test qwen_parallel_calls_keep_buffering_until_the_turn_ends: the text `{first}\\nDone.`)", "mistralrs-qwen-xml-call-then-prose",
     "<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n</function>\n</tool_call>\nDone.",
     ("get_weather", {"city": "Paris"}))  # fmt: skip

# ---- DeepSeek-V4 / V3.2 DSML on Xinference -------------------------------------------------------------
real(XI + "test_deepseek_v4_tool_parser.py (test_extract_tool_calls_handles_multiple_invokes_and_parameters; the `_tool_calls` helper's output)", "xinference-dsv4-dsml-two-invokes",
     '<｜DSML｜tool_calls><｜DSML｜invoke name="first"><｜DSML｜parameter name="city" string="true">杭州</｜DSML｜parameter><｜DSML｜parameter name="days" string="false">3</｜DSML｜parameter></｜DSML｜invoke><｜DSML｜invoke name="second"><｜DSML｜parameter name="enabled" string="false">false</｜DSML｜parameter></｜DSML｜invoke></｜DSML｜tool_calls>',
     ("first", {"city": "杭州", "days": 3}), ("second", {"enabled": False}))  # fmt: skip
real(XI + "test_deepseek_v4_tool_parser.py (test_extract_tool_calls_preserves_json_parameter_types with dsml=False; the helper's output)", "xinference-dsv4-plain-tags-typed-values",
     '<tool_calls><invoke name="typed_args"><parameter name="text" string="true">001</parameter><parameter name="integer" string="false">42</parameter><parameter name="float" string="false">3.5</parameter><parameter name="boolean" string="false">true</parameter><parameter name="nothing" string="false">null</parameter><parameter name="array" string="false">[1, "two"]</parameter><parameter name="object" string="false">{"nested": false}</parameter></invoke></tool_calls>',
     ("typed_args", {"text": "001", "integer": 42, "float": 3.5, "boolean": True, "nothing": None, "array": [1, "two"], "object": {"nested": False}}))  # fmt: skip
real(XI + "test_deepseek_v4_tool_parser.py (test_extract_tool_calls_streaming_waits_then_returns_typed_parameters: the text `complete`)", "xinference-dsv4-dsml-string-digits",
     '<｜DSML｜tool_calls><｜DSML｜invoke name="typed_args"><｜DSML｜parameter name="count" string="false">7</｜DSML｜parameter><｜DSML｜parameter name="label" string="true">007</｜DSML｜parameter></｜DSML｜invoke></｜DSML｜tool_calls>',
     ("typed_args", {"count": 7, "label": "007"}))  # fmt: skip
real(XI + "test_deepseek_v4_tool_parser.py (test_extract_tool_calls_streaming_waits_then_returns_typed_parameters: the text `incomplete`)", "cut-xinference-dsv4-dsml-inside-parameter",
     '<｜DSML｜tool_calls><｜DSML｜invoke name="typed_args"><｜DSML｜parameter name="count" string="false">7', errors=["cut off"])  # fmt: skip  # gathered with no error given; a reply cut inside a call is a cut-off error (corpus cut- cases): the lead moved this expectation to that rule after measuring
real(XI + "test_deepseek_v4_tool_parser.py (test_extract_tool_calls_returns_plain_text_unchanged)", "neg-xinference-dsv4-plain-answer",
     "This is a normal response without tool calls.")  # fmt: skip
real(XI + "test_deepseek_v3_2_tool_parser.py (test_extract_tool_calls_multiple_calls, PR #4771)", "xinference-dsv32-dsml-two-calls",
     '<｜DSML｜function_calls><｜DSML｜invoke name="get_current_weather"><｜DSML｜parameter name="location" string="true">上海</｜DSML｜parameter></｜DSML｜invoke><｜DSML｜invoke name="get_time"><｜DSML｜parameter name="timezone" string="true">UTC+8</｜DSML｜parameter></｜DSML｜invoke></｜DSML｜function_calls>',
     ("get_current_weather", {"location": "上海"}), ("get_time", {"timezone": "UTC+8"}))  # fmt: skip
real(XI + "test_deepseek_v3_2_tool_parser.py (test_extract_tool_calls_multiple_params, PR #4771)", "xinference-dsv32-dsml-two-params",
     '<｜DSML｜function_calls><｜DSML｜invoke name="get_weather"><｜DSML｜parameter name="location" string="true">杭州</｜DSML｜parameter><｜DSML｜parameter name="date" string="true">2024-01-16</｜DSML｜parameter></｜DSML｜invoke></｜DSML｜function_calls>',
     ("get_weather", {"location": "杭州", "date": "2024-01-16"}))  # fmt: skip

# ---- Gemma 4 on Xinference ------------------------------------------------------------------------------
real(XI + "test_gemma_tool_parser.py (test_string_values_may_contain_quotes, PR #5241: 'every routing prompt that quotes the user back produces')", "xinference-gemma4-quotes-in-string",
     '<|tool_call>call:select_execution_pattern{action:<|"|>final_answer<|"|>,reason:<|"|>The user said "你好" (Hello), a simple greeting.<|"|>,requires_current_or_external_facts:false}<tool_call|>',
     ("select_execution_pattern", {"action": "final_answer", "reason": 'The user said "你好" (Hello), a simple greeting.', "requires_current_or_external_facts": False}))  # fmt: skip
real(XI + "test_gemma_tool_parser.py (test_string_values_may_look_like_arguments, PR #5241; the Python escape \\\\ is one backslash)", "xinference-gemma4-string-looks-like-key",
     '<|tool_call>call:note{text:<|"|>a,b:c and a backslash \\ plus a\nnewline<|"|>}<tool_call|>',
     ("note", {"text": "a,b:c and a backslash \\ plus a\nnewline"}))  # fmt: skip
real(XI + "test_gemma_tool_parser.py (test_unterminated_string_is_reported_as_text, PR #5241)", "err-xinference-gemma4-unterminated-string",
     '<|tool_call>call:note{text:<|"|>never closed}<tool_call|>', errors=["not closed"])  # fmt: skip  # gathered with no error given; a call attempt that cannot be read is an error saying why (corpus err- cases): the lead moved this expectation to that rule after measuring

# ---- GLM-4.7 / GLM-5.2 on LMDeploy --------------------------------------------------------------------
real(LMD + " (test_stream_chunk_function_name_split_before_arg_key, zai-org/GLM-4.7: its chunks joined)", "lmdeploy-glm47-call-no-newlines",
     "<tool_call>get_current_temperature<arg_key>location</arg_key><arg_value>北京</arg_value></tool_call>",
     ("get_current_temperature", {"location": "北京"}))  # fmt: skip
real(LMD + " (test_stream_chunk_mixed_default_reasoning_and_glm47_tool: its chunks joined)", "lmdeploy-glm47-think-answer-then-call",
     "<think>first reason</think>\nAnswer: <tool_call>get_weather<arg_key>location</arg_key><arg_value>Beijing</arg_value></tool_call>",
     ("get_weather", {"location": "Beijing"}))  # fmt: skip
real(LMD + " (test_parse_complete_tool_start_ends_reasoning_without_close_tag, zai-org/GLM-5.2-FP8: the call begins inside an unclosed <think>)", "lmdeploy-glm52-call-in-unclosed-think",
     "<think>first reason<tool_call>get_weather<arg_key>location</arg_key><arg_value>Beijing</arg_value></tool_call>",
     ("get_weather", {"location": "Beijing"}))  # fmt: skip
