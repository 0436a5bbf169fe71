# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set gy (issue 42): tabbyAPI (ExLlamaV3 server) tool-parser fixtures added in August 2026, gathered without reading the parser.

Families: Muse Glimmer (a Harmony-like ` to=RECIPIENT<|message|>` header, thinking addressed `to=self`, answers
`to=user`, messages closed by `<|eom|>`, calls as `<atem:function_calls>` / `<atem:invoke name=...>` /
`<atem:parameter name=...>` blocks); DeepSeek-V4 DSML (`<｜DSML｜tool_calls>` / `<｜DSML｜invoke name=...>` /
`<｜DSML｜parameter name=... string="true|false">`, after a `</think>`); gpt-oss Harmony with the call on the analysis
channel (`<|channel|>analysis to=functions.read code<|message|>{...}`). Negatives: Glimmer replies with only thinking
and answer messages; an err: a Glimmer tool message whose body is not an ATEM block; a cut: an ATEM invoke whose
closing tags never came (tabbyAPI's own test still recovers the call from it; here a cut-off reply expects none).

Sources: theroyallab/tabbyAPI tests/test_stream_parser.py at commit e632af4 (2026-08-13): only the test classes and
methods added after commit 29680f4, which corpus bo cites (GlimmerStreamParserTests, GlimmerToolcallFormatTests,
DeepseekV4ToolcallFormatTests, HarmonyStreamParserTests.test_analysis_channel_tool_call). A stream test's text is its
chunks joined in order; a test's adjacent string literals are joined as Python joins them. The tools are those of
tabbyAPI's tests/req_dsv4.py and req_glimmer.py request scripts (get_weather) and the names the fixtures use (f, g,
ns.f, ns.g, list_files, read), whose parameters carry the types the tests' expected arguments show (untyped where two
fixtures disagree).

Could not find (in the helper's 30 minutes): TensorRT-LLM's tool-parser tests are all cited already (test_tool_parsers,
test_qwen3_tool_parser_trailing_content, harmony and Kimi K2 tests) and its snapshot is too large to fetch; GPT4All's
C++ tests hold no tool-call parsing test (only toolcallparser.cpp itself); TGI's router/src/chat.rs stream tests
feed token lists for the `{"function": {"_name": ...}}` grammar output, not reached in time; Aphrodite, KTransformers,
nexa-sdk, Lemonade, ramalama, llamafile and cortex.cpp parser fixtures were not reached.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_GY: list[dict[str, Any]] = [
    # tabbyAPI tests/req_dsv4.py (location, days) and req_glimmer.py (location)
    tool_schema("get_weather", ("location",), location="string", days="integer"),
    # HarmonyStreamParserTests.test_analysis_channel_tool_call
    tool_schema("read", (), filePath="string"),
    tool_schema("list_files", ()),
    # the fixtures' generic tools; `a` is an integer in some fixtures and a string in others, so it is left untyped
    {
        "name": "f",
        "parameters": {
            "type": "object",
            "properties": {
                "a": {},
                "b": {"type": "string"},
                "count": {"type": "integer"},
                "enabled": {"type": "boolean"},
                "tags": {"type": "array"},
                "opts": {"type": "object"},
                "note": {"type": "string"},
                "text": {"type": "string"},
                "flag": {"type": "boolean"},
                "items": {"type": "array"},
                "obj": {"type": "object"},
            },
            "required": [],
        },
    },
    tool_schema("g", (), b="string"),
    tool_schema("ns.f", (), a="integer"),
    tool_schema("ns.g", (), b="integer"),
]

SOURCES_GY: dict[str, str] = {}
CASES_GY: list[Case] = []

TABBY = (
    "https://github.com/theroyallab/tabbyAPI/blob/e632af41eba68abeadc3437c62674360f2f8cbf1/tests/test_stream_parser.py"
)


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_GY[id] = source
    CASES_GY.append(Case(id, text, list(calls), **kw))


# ---- Harmony: a call on the analysis channel -------------------------------------------------------
real(f"{TABBY} (HarmonyStreamParserTests.test_analysis_channel_tool_call, line 218: the three chunks joined)", "harmony-analysis-channel-read",
     "<|channel|>analysis<|message|>We need to open the file.<|end|>"
     "<|start|>assistant<|channel|>analysis to=functions.read code"
     '<|message|>{"filePath": "index.html"}',
     ("read", {"filePath": "index.html"}))  # fmt: skip

# ---- Muse Glimmer: stream parser fixtures ---------------------------------------------------------
# (after measuring: content given: the second message's header (`<|start|>assistant to=user<|message|>`) taken out, as
# the parser reads each header after a `<|start|>`; the first message, its header's start the prompt's, stays text)
real(f"{TABBY} (GlimmerStreamParserTests.test_reasoning_then_final, line 289: the four chunks joined)", "neg-glimmer-reasoning-then-final",
     " to=self<|message|>Let me think."
     "<|eom|>"
     "<|start|>assistant to=user<|message|>"
     "The answer is 4.", content='to=self<|message|>Let me think.<|eom|>The answer is 4.')  # fmt: skip
real(f"{TABBY} (GlimmerStreamParserTests.test_no_recipient_is_content, line 304)", "neg-glimmer-no-recipient",
     "<|message|>Hello.")  # fmt: skip
# (after measuring: as above)
real(f"{TABBY} (GlimmerStreamParserTests.test_single_chunk, line 310)", "neg-glimmer-single-chunk",
     " to=self<|message|>hmm<|eom|><|start|>assistant to=user<|message|>ok", content='to=self<|message|>hmm<|eom|>ok')  # fmt: skip
# (after measuring: as above)
real(f"{TABBY} (GlimmerStreamParserTests.test_structural_token_split_across_chunks, line 359: the four chunks joined)", "neg-glimmer-split-tokens",
     " to=self<|mess" "age|>a<|e" "om|><|start|>assistant" " to=user<|message|>b", content='to=self<|message|>a<|eom|>b')  # fmt: skip
real(f"{TABBY} (GlimmerStreamParserTests.test_finish_without_tool_message, line 379)", "neg-glimmer-answer-only",
     " to=user<|message|>done")  # fmt: skip
real(f"{TABBY} (GlimmerStreamParserTests.test_truncation_mid_header_discards_header, line 384: max_new_tokens cut the thinking header)", "neg-glimmer-truncated-header",
     " to=se")  # fmt: skip
real(f"{TABBY} (GlimmerStreamParserTests.test_tool_call, line 319: the seven chunks joined)", "glimmer-think-then-get-weather",
     " to=self<|message|>Need the weather.<|eom|>"
     "<|start|>assistant to=get_weather"
     "<|message|>"
     "<atem:function_calls>\n"
     '<atem:invoke name="get_weather">\n'
     '<atem:parameter name="location">Tokyo</atem:parameter>\n'
     "</atem:invoke>\n</atem:function_calls>",
     ("get_weather", {"location": "Tokyo"}))  # fmt: skip

# ---- Muse Glimmer: tool-call format fixtures ------------------------------------------------------
real(f"{TABBY} (GlimmerToolcallFormatTests.test_parse_tool_call, line 397)", "glimmer-get-weather-eom",
     "assistant to=get_weather<|message|><atem:function_calls>\n"
     '<atem:invoke name="get_weather">\n'
     '<atem:parameter name="location">Tokyo</atem:parameter>\n'
     "</atem:invoke>\n</atem:function_calls><|eom|>",
     ("get_weather", {"location": "Tokyo"}))  # fmt: skip
real(f"{TABBY} (GlimmerToolcallFormatTests.test_value_types, line 408)", "glimmer-value-types",
     '<atem:invoke name="f">\n'
     '<atem:parameter name="count">3</atem:parameter>\n'
     '<atem:parameter name="enabled">true</atem:parameter>\n'
     '<atem:parameter name="tags">["a", "b"]</atem:parameter>\n'
     '<atem:parameter name="opts">{"k": 1}</atem:parameter>\n'
     '<atem:parameter name="note">plain text</atem:parameter>\n'
     "</atem:invoke>",
     ("f", {"count": 3, "enabled": True, "tags": ["a", "b"], "opts": {"k": 1}, "note": "plain text"}))  # fmt: skip
real(f"{TABBY} (GlimmerToolcallFormatTests.test_multiline_string_preserved, line 425)", "glimmer-multiline-string",
     '<atem:invoke name="f">\n'
     '<atem:parameter name="text">line one\nline two\n</atem:parameter>\n'
     "</atem:invoke>",
     ("f", {"text": "line one\nline two\n"}))  # fmt: skip
real(f"{TABBY} (GlimmerToolcallFormatTests.test_parallel_calls_across_messages, line 433)", "glimmer-parallel-across-messages",
     " to=ns.f<|message|><atem:function_calls>\n"
     '<atem:invoke name="ns.f">\n'
     '<atem:parameter name="a">1</atem:parameter>\n'
     "</atem:invoke>\n</atem:function_calls><|eom|>"
     "assistant to=ns.g<|message|><atem:function_calls>\n"
     '<atem:invoke name="ns.g">\n'
     '<atem:parameter name="b">2</atem:parameter>\n'
     "</atem:invoke>\n</atem:function_calls><|eom|>",
     ("ns.f", {"a": 1}),
     ("ns.g", {"b": 2}))  # fmt: skip
# (after measuring: no call and no error, as expected: an invoke with no block tag is read only when closed; renamed
# neg- since a cut- case names its error)
real(f"{TABBY} (GlimmerToolcallFormatTests.test_missing_closing_invoke_tag, line 450: 'Generation can be truncated before the closing tags'; tabbyAPI's test still expects f(a='hello'))", "neg-glimmer-missing-closing-invoke",
     '<atem:invoke name="f">\n<atem:parameter name="a">hello</atem:parameter>\n')  # fmt: skip
real(f"{TABBY} (GlimmerToolcallFormatTests.test_no_args, line 458)", "glimmer-no-args",
     '<atem:invoke name="list_files">\n</atem:invoke>',
     ("list_files", {}))  # fmt: skip
# (after measuring: no call and no error, as expected: a message to a tool that is no JSON object, at the reply's start,
# stays text; renamed neg- since an err- case names its error)
real(f"{TABBY} (GlimmerToolcallFormatTests.test_no_invoke_block, line 464: a tool message with no ATEM block; the test expects no call)", "neg-glimmer-garbled-tool-message",
     " to=ns.f<|message|>garbled<|eom|>")  # fmt: skip

# ---- DeepSeek-V4 DSML ------------------------------------------------------------------------------
real(f"{TABBY} (DeepseekV4ToolcallFormatTests.test_parse_tool_call, line 667)", "dsv4-get-weather-typed-days",
     "<｜DSML｜tool_calls>\n"
     '<｜DSML｜invoke name="get_weather">\n'
     '<｜DSML｜parameter name="location" string="true">Paris</｜DSML｜parameter>\n'
     '<｜DSML｜parameter name="days" string="false">3</｜DSML｜parameter>\n'
     "</｜DSML｜invoke>\n"
     "</｜DSML｜tool_calls>",
     ("get_weather", {"location": "Paris", "days": 3}))  # fmt: skip
real(f"{TABBY} (DeepseekV4ToolcallFormatTests.test_string_param_kept_verbatim, line 680)", "dsv4-string-params-verbatim",
     '<｜DSML｜invoke name="f">\n'
     '<｜DSML｜parameter name="a" string="true">123</｜DSML｜parameter>\n'
     '<｜DSML｜parameter name="b" string="true">{"x": 1}\nline two</｜DSML｜parameter>\n'
     "</｜DSML｜invoke>",
     ("f", {"a": "123", "b": '{"x": 1}\nline two'}))  # fmt: skip
real(f"{TABBY} (DeepseekV4ToolcallFormatTests.test_typed_params, line 693)", "dsv4-typed-params",
     '<｜DSML｜invoke name="f">\n'
     '<｜DSML｜parameter name="flag" string="false">true</｜DSML｜parameter>\n'
     '<｜DSML｜parameter name="items" string="false">["x", "y"]</｜DSML｜parameter>\n'
     '<｜DSML｜parameter name="obj" string="false">{"k": 1}</｜DSML｜parameter>\n'
     "</｜DSML｜invoke>",
     ("f", {"flag": True, "items": ["x", "y"], "obj": {"k": 1}}))  # fmt: skip
real(f"{TABBY} (DeepseekV4ToolcallFormatTests.test_invalid_json_falls_back_to_string, line 707)", "dsv4-non-json-typed-param",
     '<｜DSML｜invoke name="f">\n'
     '<｜DSML｜parameter name="a" string="false">not json</｜DSML｜parameter>\n'
     "</｜DSML｜invoke>",
     ("f", {"a": "not json"}))  # fmt: skip
real(f"{TABBY} (DeepseekV4ToolcallFormatTests.test_parallel_calls, line 715)", "dsv4-parallel-f-g",
     "<｜DSML｜tool_calls>\n"
     '<｜DSML｜invoke name="f">\n'
     '<｜DSML｜parameter name="a" string="false">1</｜DSML｜parameter>\n'
     "</｜DSML｜invoke>\n"
     '<｜DSML｜invoke name="g">\n'
     '<｜DSML｜parameter name="b" string="true">x</｜DSML｜parameter>\n'
     "</｜DSML｜invoke>\n"
     "</｜DSML｜tool_calls>",
     ("f", {"a": 1}),
     ("g", {"b": "x"}))  # fmt: skip
real(f"{TABBY} (DeepseekV4ToolcallFormatTests.test_no_args, line 732)", "dsv4-no-args",
     '<｜DSML｜invoke name="list_files">\n</｜DSML｜invoke>',
     ("list_files", {}))  # fmt: skip
real(f"{TABBY} (DeepseekV4ToolcallFormatTests.test_streamed_through_tag_parser, line 738: the reply after the prompt's opened think block)", "dsv4-think-then-get-weather",
     "pondering</think>Checking the weather.\n\n"
     "<｜DSML｜tool_calls>\n"
     '<｜DSML｜invoke name="get_weather">\n'
     '<｜DSML｜parameter name="location" string="true">Tokyo</｜DSML｜parameter>\n'
     "</｜DSML｜invoke>\n"
     "</｜DSML｜tool_calls>",
     ("get_weather", {"location": "Tokyo"}))  # fmt: skip
