# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set cs (issue 42): the newest uncited tool-call parser fixtures of vLLM (iQuest Coder V2, GigaChat 3.5, CWM, dots, LongCat, PLaMo 3) and SGLang (BerryLM, Inkling, IQuest Q1, Spark 3, Muse Glimmer), gathered without reading the parser.

Families: iQuest Coder V2 `<iquestcoder_tool_call>NAME<arg_key>K</arg_key><arg_value>V</arg_value>` (schema-typed
integer); GigaChat 3.5 `<｜GCML｜tool_calls><｜GCML｜invoke name=..><｜GCML｜parameter name=.. string="true|false">`
(two calls; JSON-typed values under string="false"; a block cut after the invoke opener); CWM (Code World Model)
`<tool: function>\nterminal CMD\n</tool>` after a closed think, and the shorthand `<tool: python CODE </tool>` missing
its `>`; dots `<dots_function_call><invoke name=..><parameter name=..>` (typed and object values, several invokes plus a
JSON `{"name","arguments"}` block, and an invoke of an undeclared tool: err); LongCat `<longcat_tool_call>{JSON}`
(two calls, escaped strings, a JSON object cut off); PLaMo 3 `<|plamo:begin_tool_requests:plamo|>` ... name/argument
tags with `<|plamo:constrain|>json<|plamo:msg|>` (one call after prose, two calls); SGLang BerryLM (Qwen3-Coder-style
`<function=..><parameter=..>` with a multi-line value); Inkling `<|message_model|>NAME<|content_invoke_tool_json|>{"name",
"args"}<|end_message|>` after prose; IQuest Q1 `<iquest_tool_call>` with arg_key/arg_value (string kept raw, typed
int/bool/array); Spark 3 `<tool_call>NAME<arg_key>..` (two calls with text before, between and after; `active` is a
boolean written `1`, which the fixture and a human read as true); Muse Glimmer ATEM channels
(`<|start|>assistant to=NAME<|message|><atem:function_calls><atem:invoke name=..>`), one real call and one ATEM block
quoted inside the final answer to the user (neg).

Sources: vllm-project/vllm tests/tool_parsers/ test_iquest_coder_v2_tool_parser.py (2006094d1),
test_gigachat35_tool_parser.py (053521db5), test_cwm_tool_parser.py (35cef65a8), test_csm_tool_parser.py (f4905e929;
despite its name it tests the CWM parser), test_dots_tool_parser.py (42955d4cf), test_longcat_tool_parser.py
(41c5903d0), test_plamo3_tool_parser.py (952ecbf09, tag values from vllm/tool_parsers/plamo3_tool_parser.py);
sgl-project/sglang test/registered/unit/function_call/ test_berrylm_detector.py (b592968e8), test_inkling_detector.py
(4d9d54634), test_iquest_q1_detector.py (0adff0bcb), test_spark3_detector.py (51c862a92), test_muse_glimmer_detector.py
(0bbef96b3). Texts that the tests build with helpers (f-strings, _call/invoke/_xml/atem/_canonical_call) are the
helpers' output, character for character.

Could not find / left out (in the helper's 35 minutes): vLLM's test_mimov2_flash_tool_parser.py is plain Qwen3-Coder
XML (left out as a duplicate family); SGLang's test_nonfinite_coercion.py and test_parse_base_json_index.py feed
values or parsed dicts, not model text; test_trinity_detector.py only has a call inside `<think>` split over chunks
(left out: whether that is a call is not clear to a human reader). SGLang's dots, MiMo, poolside_v1, apertus2509,
cohere_command4, gigachat3, spark25, glm53 and minimax_m3 detector tests were not read for lack of time.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' test harnesses declared, with their parameters (tests that declare none: the tools they name)
TOOLS_CS: list[dict[str, Any]] = [
    # vLLM iQuest Coder V2
    tool_schema("get_current_weather", ("city", "state"), city="string", state="string", days="integer"),
    # vLLM GigaChat 3.5 / LongCat common tests; SGLang BerryLM (city, days), Muse Glimmer (city)
    tool_schema("get_weather", (), city="string", days="integer"),
    tool_schema("get_time", (), timezone="string"),
    tool_schema(
        "typed_args",
        (),
        string_field="string",
        int_field="integer",
        float_field="number",
        bool_field="boolean",
        null_field="null",
        array_field="array",
        object_field="object",
    ),
    tool_schema("test_function", (), quoted="string", path="string", newline="string", unicode="string"),
    tool_schema("func"),
    # vLLM CWM (request=None in the tests: the parser's own tool names)
    tool_schema("terminal", ("command",), command="string"),
    tool_schema("python", ("command",), command="string"),
    # vLLM dots
    {
        "name": "set_location",
        "parameters": {
            "type": "object",
            "properties": {
                "location": {"type": "object", "properties": {"city": {"type": "string"}}},
                "days": {"type": "integer"},
                "include_weather": {"type": "boolean"},
            },
            "required": [],
        },
    },
    tool_schema("search", (), query="string"),
    tool_schema("open", (), id="integer"),
    # vLLM PLaMo 3 (no tools in the request; the tools the fixtures name)
    tool_schema("echo", (), text="string"),
    tool_schema("sum", (), a="integer", b="integer"),
    # SGLang BerryLM
    tool_schema("write_file", (), path="string", content="string"),
    # SGLang Inkling (parameters {"type": "object"} in the test)
    tool_schema("weather", (), city="string"),
    # SGLang IQuest Q1
    tool_schema("run", (), code="string", count="integer", enabled="boolean", items="array"),
    # SGLang Spark 3
    tool_schema(
        "set_state",
        (),
        name="string",
        count="integer",
        ratio="number",
        active="boolean",
        items="array",
        metadata="object",
    ),
    tool_schema("now"),
]

SOURCES_CS: dict[str, str] = {}
CASES_CS: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_CS[id] = source
    CASES_CS.append(Case(id, text, list(calls), **kw))


VL = "https://github.com/vllm-project/vllm/blob/"
IQ2 = VL + "2006094d195de1a513f5c8514827e85233093f9f/tests/tool_parsers/test_iquest_coder_v2_tool_parser.py"
GC = VL + "053521db5e1807004c5e89d03c75b93b3974c7c7/tests/tool_parsers/test_gigachat35_tool_parser.py"
CWM = VL + "35cef65a8fd1de9729c27f2bcc5ab4877ef4b9c4/tests/tool_parsers/test_cwm_tool_parser.py"
CSM = VL + "f4905e929dca0a72b85b568574763c1a29b036e4/tests/tool_parsers/test_csm_tool_parser.py"
DOTS = VL + "42955d4cf0fe76f6f8fde6eda78283eae3b03c05/tests/tool_parsers/test_dots_tool_parser.py"
LC = VL + "41c5903d049b80b83a6e570f52f0f55e31316e49/tests/tool_parsers/test_longcat_tool_parser.py"
PL = VL + "952ecbf0902ba70f3f447d61446280f5febcc4b0/tests/tool_parsers/test_plamo3_tool_parser.py"
SG = "https://github.com/sgl-project/sglang/blob/"
BERRY = SG + "b592968e8cc3f54cc1ddfb2a51f246f5050f9ab0/test/registered/unit/function_call/test_berrylm_detector.py"
INK = SG + "4d9d5463471c51ebba11e22afa37aac988a3e5fa/test/registered/unit/function_call/test_inkling_detector.py"
IQ1 = SG + "0adff0bcb4193f0d6ae0ea69d3197abebfdc12bf/test/registered/unit/function_call/test_iquest_q1_detector.py"
SPARK = SG + "51c862a92cc8a46169fb487e24309150f51ca882/test/registered/unit/function_call/test_spark3_detector.py"
MUSE = SG + "0bbef96b3bab0ddf7df43b441aba3e8b7f4b9ecd/test/registered/unit/function_call/test_muse_glimmer_detector.py"
TOKYO = ("get_weather", {"city": "Tokyo"})

# ---- vLLM: iQuest Coder V2 -------------------------------------------------------------------------------
real(IQ2 + " (test_single_tool_call_typed_arguments: _call output; days is an integer in the schema)", "vllm-iquest-coder-v2-typed-args",
     "<iquestcoder_tool_call>get_current_weather<arg_key>city</arg_key><arg_value>Dallas</arg_value><arg_key>state</arg_key><arg_value>TX</arg_value><arg_key>days</arg_key><arg_value>3</arg_value></iquestcoder_tool_call>",
     ("get_current_weather", {"city": "Dallas", "state": "TX", "days": 3}))  # fmt: skip

# ---- vLLM: GigaChat 3.5 ----------------------------------------------------------------------------------
real(GC + " (TestGigaChat35ToolParser parallel_tool_calls_output)", "vllm-gigachat35-two-invokes",
     '<｜GCML｜tool_calls><｜GCML｜invoke name="get_weather"><｜GCML｜parameter name="city" string="true">Tokyo</｜GCML｜parameter></｜GCML｜invoke><｜GCML｜invoke name="get_time"><｜GCML｜parameter name="timezone" string="true">Asia/Tokyo</｜GCML｜parameter></｜GCML｜invoke></｜GCML｜tool_calls>',
     TOKYO, ("get_time", {"timezone": "Asia/Tokyo"}))  # fmt: skip
real(GC + " (TestGigaChat35ToolParser various_data_types_output: string=\"false\" values are JSON)", "vllm-gigachat35-json-typed-values",
     '<｜GCML｜tool_calls><｜GCML｜invoke name="typed_args"><｜GCML｜parameter name="string_field" string="false">"hello"</｜GCML｜parameter><｜GCML｜parameter name="int_field" string="false">7</｜GCML｜parameter><｜GCML｜parameter name="float_field" string="false">3.5</｜GCML｜parameter><｜GCML｜parameter name="bool_field" string="false">true</｜GCML｜parameter><｜GCML｜parameter name="null_field" string="false">null</｜GCML｜parameter><｜GCML｜parameter name="array_field" string="false">[1, 2, 3]</｜GCML｜parameter><｜GCML｜parameter name="object_field" string="false">{"nested": true}</｜GCML｜parameter></｜GCML｜invoke></｜GCML｜tool_calls>',
     ("typed_args", {"string_field": "hello", "int_field": 7, "float_field": 3.5, "bool_field": True, "null_field": None, "array_field": [1, 2, 3], "object_field": {"nested": True}}))  # fmt: skip
real(GC + " (TestGigaChat35ToolParser malformed_input_outputs[0])", "cut-vllm-gigachat35-after-invoke-opener",
     '<｜GCML｜tool_calls><｜GCML｜invoke name="broken">', errors=["broken"])  # fmt: skip  # gathered with no error given; a call to no offered tool behind a call token is an error naming it, cut or not (corpus err- cases): the lead moved this expectation to that rule after measuring

# ---- vLLM: CWM (Code World Model) ------------------------------------------------------------------------
real(CWM + " (test_extract_tool_calls_single_terminal_inline)", "vllm-cwm-terminal-after-think",
     '<think>Let me search.</think>\n<tool: function>\nterminal find . -name "*.py" | xargs grep -n "def bulk_create"\n</tool>\n',
     ("terminal", {"command": 'find . -name "*.py" | xargs grep -n "def bulk_create"'}))  # fmt: skip
real(CSM + " (test_extract_tool_calls_shorthand_missing_gt_uses_label_as_tool_name)", "vllm-cwm-shorthand-python-missing-gt",
     'prefix\n</think> <tool: python import os; print(os.listdir("_pytest")) </tool>\n',
     ("python", {"command": 'import os; print(os.listdir("_pytest"))'}))  # fmt: skip

# ---- vLLM: dots ------------------------------------------------------------------------------------------
real(DOTS + " (test_non_stream_xml_converts_schema_types_and_resolves_ref)", "vllm-dots-invoke-typed-and-object-values",
     'ok<dots_function_call><invoke name="set_location"><parameter name="location">{"city": "Shanghai"}</parameter><parameter name="days">3</parameter><parameter name="include_weather">true</parameter></invoke></dots_function_call>',
     ("set_location", {"location": {"city": "Shanghai"}, "days": 3, "include_weather": True}))  # fmt: skip
real(DOTS + " (test_non_stream_supports_multiple_invokes_and_json_fallback)", "vllm-dots-two-invokes-then-json-block",
     '<dots_function_call><invoke name="search"><parameter name="query">chairs</parameter></invoke><invoke name="open"><parameter name="id">7</parameter></invoke></dots_function_call><dots_function_call>{"name":"search","arguments":{"query":"tables"}}</dots_function_call>',
     ("search", {"query": "chairs"}), ("open", {"id": 7}), ("search", {"query": "tables"}))  # fmt: skip
real(DOTS + " (test_non_stream_unknown_tool_is_left_as_content: only search is declared)", "neg-vllm-dots-invoke-undeclared-tool",
     '<dots_function_call><invoke name="ghost"><parameter name="query">chairs</parameter></invoke></dots_function_call>')  # fmt: skip  # gathered as err- with no error given: bare invokes of a tool nobody offers, outside any block of ours, are text (corpus cd's rule); the lead renamed it neg- after measuring

# ---- vLLM: LongCat ---------------------------------------------------------------------------------------
real(LC + " (TestLongCatToolParser parallel_tool_calls_output)", "vllm-longcat-two-calls",
     '<longcat_tool_call>{"name": "get_weather", "arguments": {"city": "Tokyo"}}</longcat_tool_call>\n<longcat_tool_call>{"name": "get_time", "arguments": {"timezone": "Asia/Tokyo"}}</longcat_tool_call>',
     TOKYO, ("get_time", {"timezone": "Asia/Tokyo"}))  # fmt: skip
real(LC + " (TestLongCatToolParser escaped_strings_output)", "vllm-longcat-escaped-strings",
     """<longcat_tool_call>{
  "name": "test_function",
  "arguments": {
    "quoted": "He said \\"hello\\"",
    "path": "C:\\\\Users\\\\file.txt",
    "newline": "line1\\nline2",
    "unicode": "emoji: 🎉"
  }
}</longcat_tool_call>""",
     ("test_function", {"quoted": 'He said "hello"', "path": "C:\\Users\\file.txt", "newline": "line1\nline2", "unicode": "emoji: 🎉"}))  # fmt: skip
real(LC + " (TestLongCatToolParser malformed_input_outputs[0])", "cut-vllm-longcat-json-cut-in-arguments",
     '<longcat_tool_call>{"name": "func", "arguments": {', errors=["cut off"])  # fmt: skip  # gathered with no error given; a reply cut inside a call is a cut-off error (corpus cut- cases): the lead moved this expectation to that rule after measuring

# ---- vLLM: PLaMo 3 ---------------------------------------------------------------------------------------
real(PL + " (test_extract_tool_calls parametrize 4: 'Checking the weather.' + _tool_requests(_tool_call(...)))", "vllm-plamo3-call-after-prose",
     'Checking the weather.<|plamo:begin_tool_requests:plamo|><|plamo:begin_tool_request:plamo|><|plamo:begin_tool_name:plamo|>get_weather<|plamo:end_tool_name:plamo|><|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json<|plamo:msg|>{"city": "Tokyo"}<|plamo:end_tool_arguments:plamo|><|plamo:end_tool_request:plamo|><|plamo:end_tool_requests:plamo|><|plamo:tag|>',
     TOKYO)  # fmt: skip
real(PL + " (test_extract_tool_calls parametrize 5: two requests)", "vllm-plamo3-two-calls",
     '<|plamo:begin_tool_requests:plamo|><|plamo:begin_tool_request:plamo|><|plamo:begin_tool_name:plamo|>echo<|plamo:end_tool_name:plamo|><|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json<|plamo:msg|>{"text": "hi"}<|plamo:end_tool_arguments:plamo|><|plamo:end_tool_request:plamo|><|plamo:begin_tool_request:plamo|><|plamo:begin_tool_name:plamo|>sum<|plamo:end_tool_name:plamo|><|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json<|plamo:msg|>{"a": 1, "b": 2}<|plamo:end_tool_arguments:plamo|><|plamo:end_tool_request:plamo|><|plamo:end_tool_requests:plamo|><|plamo:tag|>',
     ("echo", {"text": "hi"}), ("sum", {"a": 1, "b": 2}))  # fmt: skip

# ---- SGLang: BerryLM, Inkling, IQuest Q1, Spark 3, Muse Glimmer ------------------------------------------
real(BERRY + " (test_multiline_value)", "sglang-berrylm-multiline-parameter",
     "<tool_call>\n<function=write_file>\n<parameter=path>/tmp/x.py</parameter>\n<parameter=content>\nline 1\nline 2\n</parameter>\n</function>\n</tool_call>",
     ("write_file", {"path": "/tmp/x.py", "content": "line 1\nline 2"}))  # fmt: skip
real(INK + " (test_visible_prefix_survives_header_stripping: 'Sure, let me check.' + _canonical_call(args={'city': 'SF'}))", "sglang-inkling-json-invoke-after-prose",
     'Sure, let me check.<|message_model|>weather<|content_invoke_tool_json|>{"name":"weather","args":{"city":"SF"}}<|end_message|>',
     ("weather", {"city": "SF"}))  # fmt: skip
real(IQ1 + " (test_non_stream_typed_arguments_and_leading_text: 'Running now. ' + self.call; code is a string kept as written)", "sglang-iquest-q1-typed-args-after-prose",
     'Running now. <iquest_tool_call>run\n<arg_key>code</arg_key><arg_value>  "123"\n</arg_value><arg_key>count</arg_key> <arg_value>42</arg_value>\n<arg_key>enabled</arg_key><arg_value>true</arg_value><arg_key>items</arg_key><arg_value>[1, null]</arg_value></iquest_tool_call>',
     ("run", {"code": '  "123"\n', "count": 42, "enabled": True, "items": [1, None]}))  # fmt: skip
real(SPARK + " (test_nonstream_parses_multiple_calls_and_preserves_normal_text: _xml output; active written 1 for a boolean)", "sglang-spark3-two-calls-text-between",
     'before<tool_call>set_state<arg_key>name</arg_key><arg_value>上海</arg_value><arg_key>count</arg_key><arg_value>42</arg_value><arg_key>ratio</arg_key><arg_value>2.5</arg_value><arg_key>active</arg_key><arg_value>1</arg_value><arg_key>items</arg_key><arg_value>["a", "b"]</arg_value><arg_key>metadata</arg_key><arg_value>{"source":"spark"}</arg_value></tool_call>middle<tool_call>now</tool_call>after',
     ("set_state", {"name": "上海", "count": 42, "ratio": 2.5, "active": True, "items": ["a", "b"], "metadata": {"source": "spark"}}), ("now", {}))  # fmt: skip
real(MUSE + " (test_single_tool_call: the invoke names get_weather.get_weather; the declared tool is get_weather)", "sglang-muse-glimmer-atem-invoke-in-tool-channel",
     ' to=self<|message|>Need weather.<|eom|><|start|>assistant to=get_weather.get_weather<|message|><atem:function_calls>\n<atem:invoke name="get_weather.get_weather">\n<atem:parameter name="city">Paris</atem:parameter>\n</atem:invoke>\n</atem:function_calls>',
     ("get_weather", {"city": "Paris"}))  # fmt: skip
real(MUSE + " (test_invoke_inside_final_answer_is_not_a_call)", "neg-sglang-muse-glimmer-atem-quoted-in-answer",
     ' to=self<|message|>r<|eom|><|start|>assistant to=user<|message|>You would write:\n<atem:function_calls>\n<atem:invoke name="get_weather.get_weather">\n<atem:parameter name="city">X</atem:parameter>\n</atem:invoke>\n</atem:function_calls>',
     content='to=self<|message|>r<|eom|>You would write:\n<atem:function_calls>\n<atem:invoke name="get_weather.get_weather">\n<atem:parameter name="city">X</atem:parameter>\n</atem:invoke>\n</atem:function_calls>')  # fmt: skip  # a harmony-style header's tokens are the template's, not content (corpus harmony cases): the lead moved this expectation to that rule after measuring
