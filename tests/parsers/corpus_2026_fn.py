# ruff: noqa: E501
"""Held-out set fn (issue 42): uncited SGLang tool-parser unit-test fixtures for the newest families, gathered without reading the parser.

Families: DeepSeek-V4 DSML (`<｜DSML｜tool_calls>` / `<｜DSML｜invoke name=…>` / `<｜DSML｜parameter name=… string=…>`),
with prose before the call, a bare invoke without its wrapper, two wrapper sections, damaged wrapper lines before a
call, fenced / inline / curly-quoted examples that are not calls, stray `</parameter>` and plain XML that are not calls,
indented calls whose value quotes the wrapper tag, and a reply cut after the invoke opener; K2-Horizon IFM
(`<ifm|tool_calls>` / `<ifm|tool_call>NAME<ifm|arg_key>…<ifm|arg_type>…<ifm|arg_value>…`, and a JSON body inside
`<ifm|tool_call>`), with a hypothetical call quoted inside `<ifm|think…>` reasoning, a reasoning close without its
opener, a key with no value, a JSON name that is a number, and a reply cut inside an arg_key.

Sources: sgl-project/sglang test/registered/unit/function_call/test_deepseekv4_detector.py (commit 0461b9e) and
test/registered/unit/function_call/test_k2_v3_detector.py (commit a82da8d). Both tests build their texts with small
helpers (`_wrapped`, `_invoke`, `_param`, `_weather_call`, `make_reasoning_with_tool_marker`); the texts here are those
helpers evaluated, character for character; the expected calls are what the tests assert. Cut and err cases are what the
tests expect to give no call; no error substring is given.

Could not find (in the helper's 30 minutes): LMDeploy's tests/test_lmdeploy/serve/parsers/ files are all cited by
corpora g/az/co, and its openai/chat_completions tests (parallel_tool_calls, delta_tool_call_id, allowed_tool_choice)
build ToolCall objects and hold no model text. The vLLM, SGLang-at-large and TensorRT-LLM repositories are too large to
fetch here, so their newest test files were only reached through the stored-file index; llama.cpp test-chat.cpp,
mistral-common, Xinference, Aphrodite and MLC-LLM tests were not diffed against the corpora for lack of time. Many other
SGLang unit files (hermes, qwen25, mistral, gemma4 string delimiters, glm47 stream chunks, muse_glimmer_format) look
uncited and are left for another set.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the tests declared (both declare get_weather; the K2-V3 test adds days and options)
TOOLS_FN: list[dict[str, Any]] = [
    tool_schema("get_weather", (), city="string", days="integer", options="object"),
]

SOURCES_FN: dict[str, str] = {}
CASES_FN: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_FN[id] = source
    CASES_FN.append(Case(id, text, list(calls), **kw))


DSV4 = "https://github.com/sgl-project/sglang/blob/0461b9e3fcab1c01a556513de67d406005645f07/test/registered/unit/function_call/test_deepseekv4_detector.py (helpers evaluated) "
K2V3 = "https://github.com/sgl-project/sglang/blob/a82da8da159ec67038d9357c172fba89ad8af6a3/test/registered/unit/function_call/test_k2_v3_detector.py (helpers evaluated) "

# ---- DeepSeek-V4 DSML (SGLang DeepSeekV4Detector) -------------------------------------------------
real(DSV4 + 'test_preamble_in_same_delta_as_tool_call: "Let me check.\\n" + _weather_call()', 'dsv4-prose-then-call',
     'Let me check.\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>',
     ("get_weather", {"city": "SF"}))  # fmt: skip
real(DSV4 + 'test_preamble_before_bare_invoke_without_wrapper: the bare invoke, no tool_calls wrapper', 'dsv4-bare-invoke-after-prose',
     'Checking.\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>\n</｜DSML｜invoke>',
     ("get_weather", {"city": "SF"}))  # fmt: skip
real(DSV4 + 'test_non_streaming_parses_every_tool_calls_section: two tool_calls sections', 'dsv4-two-tool-calls-sections',
     '<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="city" string="true">NY</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>',
     ("get_weather", {"city": "SF"}),
     ("get_weather", {"city": "NY"}))  # fmt: skip
real(DSV4 + 'test_damaged_wrappers_do_not_become_assistant_preamble: prefix 4 with the wrapped call', 'dsv4-damaged-wrapper-sugarpanel',
     'Checking files.\n\n<｜DSML｜ SugarPanel>\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>',
     ("get_weather", {"city": "SF"}))  # fmt: skip
real(DSV4 + 'test_damaged_wrappers_do_not_become_assistant_preamble: prefix 6 with the bare invoke', 'dsv4-damaged-wrapper-tool-calls-ok-bare-invoke',
     'Final scan:\n\n<｜DSML｜tool_calls-ok Let\'s scan the outputs.\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>\n</｜DSML｜invoke>',
     ("get_weather", {"city": "SF"}))  # fmt: skip
real(DSV4 + 'test_quoted_dsml_is_not_executed_or_removed: the ~~~ fenced quote followed by the real call', 'dsv4-tilde-fenced-example-then-call',
     'Example:\n~~~xml\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="city" string="true">literal</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>\n~~~\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>',
     ("get_weather", {"city": "SF"}))  # fmt: skip
real(DSV4 + 'test_indented_native_calls_and_parameter_literals_are_preserved: two indented calls, the first quoting the wrapper tag', 'dsv4-indented-two-calls-literal-marker',
     'Checking.\n        <｜DSML｜tool_calls>\n        <｜DSML｜invoke name="get_weather">\n        <｜DSML｜parameter name="city" string="true">Echo `<｜DSML｜tool_calls>` without interpreting it</｜DSML｜parameter>\n        </｜DSML｜invoke>\n        </｜DSML｜tool_calls>\n        <｜DSML｜tool_calls>\n        <｜DSML｜invoke name="get_weather">\n        <｜DSML｜parameter name="city" string="true">NY</｜DSML｜parameter>\n        </｜DSML｜invoke>\n        </｜DSML｜tool_calls>',
     ("get_weather", {"city": "Echo `<｜DSML｜tool_calls>` without interpreting it"}),
     ("get_weather", {"city": "NY"}))  # fmt: skip
real(DSV4 + 'test_quoted_dsml_is_not_executed_or_removed: quoted_only for the ``` fenced quote (no call)', 'neg-dsv4-fenced-xml-example',
     'Example:\n```xml\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="city" string="true">literal</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>\n```\n')  # fmt: skip
real(DSV4 + 'test_quoted_dsml_is_not_executed_or_removed: quoted_only for the inline backtick quote (no call)', 'neg-dsv4-inline-backtick-example',
     'Example: `<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="city" string="true">literal</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>`\n')  # fmt: skip
real(DSV4 + 'test_quoted_dsml_is_not_executed_or_removed: quoted_only for the curly-quoted tag (no call)', 'neg-dsv4-curly-quoted-toolcalls-tag',
     'Example: “<｜DSML｜toolcalls>”\n')  # fmt: skip
real(DSV4 + "test_strict_mode_rejects_orphan_markup_before_content_is_emitted: first text (no call; strict mode raises 'Orphan')", 'neg-dsv4-orphan-parameter-close',
     'Now let me update the result.\n\n</parameter>\n')  # fmt: skip
real(DSV4 + 'test_strict_mode_preserves_literal_markup_and_balanced_xml: third text, kept as content', 'neg-dsv4-xml-parameter-literal',
     'XML:\n<parameter description="a > b">\nvalue\n</parameter>')  # fmt: skip
# gathered with no error given; the parser's cut-off error (the lead gave it after measuring)
real(DSV4 + 'test_incomplete_dsml_invocation_is_an_explicit_error: the reply stops after the invoke opener', 'cut-dsv4-invoke-without-parameters',
     '<｜DSML｜tool_calls><｜DSML｜invoke name="get_weather">', errors=["cut off"])  # fmt: skip

# ---- K2-Horizon IFM (SGLang K2V3Detector) ---------------------------------------------------------
real(K2V3 + 'test_xml_and_typed_values', 'k2v3-ifm-typed-xml-values',
     '<ifm|tool_call>get_weather\n<ifm|arg_key>city</ifm|arg_key>\n<ifm|arg_type>string</ifm|arg_type>\n<ifm|arg_value>  Boston  </ifm|arg_value>\n<ifm|arg_key>days</ifm|arg_key>\n<ifm|arg_type>integer</ifm|arg_type>\n<ifm|arg_value>3</ifm|arg_value>\n<ifm|arg_key>options</ifm|arg_key>\n<ifm|arg_value>{"units": "metric"}</ifm|arg_value>\n</ifm|tool_call>',
     ("get_weather", {"city": "  Boston  ", "days": 3, "options": {"units": "metric"}}))  # fmt: skip
real(K2V3 + 'test_json_content_is_detected_from_wire', 'k2v3-ifm-json-body-in-tool-calls',
     '<ifm|tool_calls>\n<ifm|tool_call>{"name":"get_weather","arguments":{"city":"Tokyo","days":2}}</ifm|tool_call>\n</ifm|tool_calls>',
     ("get_weather", {"city": "Tokyo", "days": 2}))  # fmt: skip
real(K2V3 + 'test_parallel_calls_keep_wire_order_and_indices', 'k2v3-ifm-two-parallel-calls',
     '<ifm|tool_calls>\n<ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key><ifm|arg_value>Tokyo</ifm|arg_value></ifm|tool_call>\n<ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key><ifm|arg_value>Boston</ifm|arg_value></ifm|tool_call>\n</ifm|tool_calls>',
     ("get_weather", {"city": "Tokyo"}),
     ("get_weather", {"city": "Boston"}))  # fmt: skip
real(K2V3 + "test_streaming_tool_call_preserves_reasoning_at_every_boundary: make_reasoning_with_tool_marker('think') + the call", 'k2v3-ifm-hypothetical-in-reasoning-then-real-call',
     '<ifm|think>Consider <ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key><ifm|arg_value>Boston</ifm|arg_value></ifm|tool_call> as hypothetical text.</ifm|think>\n<ifm|tool_calls>\n<ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key><ifm|arg_value>東京</ifm|arg_value></ifm|tool_call>\n</ifm|tool_calls>',
     ("get_weather", {"city": "東京"}))  # fmt: skip
real(K2V3 + 'test_forced_reasoning_without_opening_tag_is_preserved', 'k2v3-ifm-reasoning-close-without-open-then-call',
     'work</ifm|think>\n<ifm|tool_calls><ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key><ifm|arg_value>Tokyo</ifm|arg_value></ifm|tool_call></ifm|tool_calls>',
     ("get_weather", {"city": "Tokyo"}))  # fmt: skip
# measured cold with no content given: the reasoning is taken out of the reply's text (the lead gave that content after measuring)
real(K2V3 + 'test_non_streaming_preserves_reasoning_for_ordinary_answer: the hypothetical call sits in the think_fast reasoning; no call', 'neg-k2v3-ifm-hypothetical-call-in-reasoning-then-answer',
     ' \n<ifm|think_fast>Consider <ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key><ifm|arg_value>Boston</ifm|arg_value></ifm|tool_call> as hypothetical text.</ifm|think_fast>\nThe answer is 42.', content='The answer is 42.')  # fmt: skip
# gathered with no error given; the parser's error (the lead gave it after measuring)
real(K2V3 + 'test_malformed_complete_block_is_forwarded_as_text: arg_key with no arg_value, no call', 'err-k2v3-ifm-key-without-value',
     "prefix<ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key></ifm|tool_call>suffix", errors=["Could not read the arguments"])  # fmt: skip
# gathered as err- with no error given; the parser keeps it as text, no call and no error (the lead renamed it neg-
# after measuring)
real(K2V3 + 'test_non_string_json_function_name_is_forwarded_as_text: no call', "neg-k2v3-ifm-json-name-is-a-number",
     '<ifm|tool_call>{"name":123,"arguments":{}}</ifm|tool_call>')  # fmt: skip
# gathered with no error given; the parser's cut-off error (the lead gave it after measuring)
real(K2V3 + 'test_unterminated_stream_is_released_on_finish: cut inside the first arg_key', 'cut-k2v3-ifm-inside-arg-key',
     "prefix<ifm|tool_call>get_weather<ifm|arg_key>city", errors=["cut off"])  # fmt: skip
