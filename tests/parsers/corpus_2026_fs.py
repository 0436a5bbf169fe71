# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set fs (issue 42): parser-test fixtures of llama.cpp and Xinference not cited by earlier corpora, gathered without reading the parser.

Families: MiniMax-M3 `]<]minimax[>[`-namespaced `<tool_call><invoke name=..>` with one tag per argument after a
`<mm:think>` block (a string, two calls in one block, prose before the block, a negative integer, a nested object
expanded into tags, arrays expanded into `<item>` tags, a union value given as a nested object, a bare `</mm:think>`
before plain content); MiniMax-M2 `<minimax:tool_call>` (a no-argument invoke after reasoning closed by `</think>`,
two invokes after prose, a reply that first shows a text only looking like a tag); a Hermes-style `<tool_call>[json
list]</tool_call>` after reasoning left open by the prompt (llama.cpp's PEG native parser example); gpt-oss Harmony
analysis-then-final replies with no call; DeepSeek V4.1 `<｜DSML｜ calls>` (the marker with a space: typed `string=`
parameters, Chinese text, a JSON object value, a `ns::run` name and an empty invoke, prose around, a broken block);
MiniCPM5 `<function name=..><param name=..>` (a JSON-quoted string, CDATA holding `<` and `&`, CDATA holding the
literal closing tags, two calls with prose between, a reply cut inside a value); prose full of `<tool`, `<｜DSML`
and `<function_calls` prefixes that open nothing.

Sources: ggml-org/llama.cpp at 0042e2079d3428ba7af410df553202aa7fdf8d7a tests/test-chat.cpp (the MiniMax-M2 and
MiniMax-M3 blocks of the PEG tests, offsets 224000-241000, which set dl says it did not read; tool declarations at
offsets 16000-32000), tests/test-chat-parser.cpp at 05002b566 (test_gpt_oss_harmony_format) and
tests/test-chat-peg-parser.cpp at 022583e67 (test_example_native); xorbitsai/inference
xinference/model/llm/tool_parsers/tests/ test_deepseek_v41_tool_parser.py (bed12be), test_minimax_tool_parser.py
(4a49f88), test_minicpm5_tool_parser.py (114ac52) and test_streaming_partial_markers.py (87e85f9), none cited before.
C++ and Python escapes are undone, adjacent literals joined, streamed deltas joined, helper functions' return strings
expanded character for character. All are fixtures written by the projects' developers in each model's format, not
captured replies. Where the prompt opened the reasoning block, the text starts inside it, as the parser receives it.
The calls are those the tests expect, which a careful reader agrees with. get_time is declared with both the `city`
argument of llama.cpp's get_time_tool and the `zone` argument Xinference's MiniMax fixture gives it.

Could not find (in the helper's 30 minutes): the LocalAI copies of test-chat-peg-parser.cpp's parallel-call,
Qwen3-Coder and Command-R7B examples are cited by da, so only the single-call and content-only examples are taken;
test-chat-parser.cpp's other inputs are JSON-healing fragments, not replies. mistral-common's tool-call tests, MLC-LLM's
function-calling tests and Aphrodite's tool-parser tests were not reached in the time (earlier corpora report
mistral-common's experimental tests decode token ids, not text). The MiniMax-M3 fixture whose `label` keeps a
namespaced tag as a string was left out: a reader could read it as a nested object.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the fixtures declare (llama.cpp's static common_chat_tool definitions and create_tools(); Xinference's
# tests declare none, so their tools are declared with the types their expected values show)
TOOLS_FS: list[dict[str, Any]] = [
    # llama.cpp tests/test-chat.cpp
    tool_schema("special_function", ("arg1",), arg1="integer"),
    {"name": "empty_args", "parameters": {"type": "object", "properties": {}}},
    tool_schema("get_time", (), city="string", zone="string"),  # llama.cpp: city (required there); Xinference: zone
    tool_schema("get_weather", ("city",), city="string"),
    tool_schema("magic_int", ("ref",), ref="integer", name="string"),
    {
        "name": "imaginary_number",
        "parameters": {
            "type": "object",
            "properties": {
                "number": {
                    "type": "object",
                    "properties": {"real": {"type": "number"}, "imaginary": {"type": "number"}},
                    "required": ["real", "imaginary"],
                }
            },
            "required": ["number"],
        },
    },
    {
        "name": "nested_args",
        "parameters": {
            "type": "object",
            "properties": {
                "tags": {"type": "array", "items": {"type": "string"}},
                "entries": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {"id": {"type": "integer"}, "label": {"type": "string"}},
                        "required": ["id", "label"],
                    },
                },
            },
            "required": ["tags", "entries"],
        },
    },
    {
        "name": "union_args",
        "parameters": {
            "type": "object",
            "properties": {
                "filter": {
                    "anyOf": [
                        {"type": "array", "items": {"type": "string"}},
                        {
                            "type": "object",
                            "properties": {"field": {"type": "string"}, "op": {"type": "string"}},
                            "required": ["field", "op"],
                        },
                    ]
                },
                "label": {
                    "oneOf": [{"type": "string"}, {"type": "object", "properties": {"text": {"type": "string"}}}]
                },
                "limit": {
                    "oneOf": [
                        {"type": "integer"},
                        {"type": "object", "properties": {"max": {"type": "integer"}}, "required": ["max"]},
                    ]
                },
            },
        },
    },
    # llama.cpp tests/test-chat-peg-parser.cpp create_tools()
    {
        "name": "get_current_weather",
        "parameters": {
            "type": "object",
            "properties": {
                "location": {"type": "string"},
                "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
            },
            "required": ["location", "unit"],
        },
    },
    {
        "name": "get_forecast",
        "parameters": {
            "type": "object",
            "properties": {
                "location": {"type": "string"},
                "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
                "days": {"type": "integer"},
            },
            "required": ["location", "unit"],
        },
    },
    {
        "name": "search_knowledge_base",
        "parameters": {
            "type": "object",
            "properties": {
                "query": {"type": "string"},
                "max_results": {"type": "integer"},
                "category": {"type": "string", "enum": ["api", "troubleshooting", "billing", "general"]},
            },
            "required": ["query", "category"],
            "additionalProperties": False,
        },
    },
    # Xinference fixtures
    tool_schema("weather", (), city="string", days="integer", note="string"),
    tool_schema("check", (), enabled="boolean", data="object"),
    tool_schema("ns::run", (), value="string"),
    {"name": "empty", "parameters": {"type": "object", "properties": {}}},
    {"name": "f", "parameters": {"type": "object", "properties": {}}},
    tool_schema("write_file", ("content",), content="string"),
    tool_schema("first", (), value="integer"),
    tool_schema("second", (), value="integer"),
]

SOURCES_FS: dict[str, str] = {}
CASES_FS: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_FS[id] = source
    CASES_FS.append(Case(id, text, list(calls), **kw))


TC = "https://github.com/ggml-org/llama.cpp/blob/0042e2079d3428ba7af410df553202aa7fdf8d7a/tests/test-chat.cpp"
TCP = "https://github.com/ggml-org/llama.cpp/blob/05002b566b7aafcb7f40ce264570fd750eb1df63/tests/test-chat-parser.cpp"
PEG = (
    "https://github.com/ggml-org/llama.cpp/blob/022583e673cd9f198c8e6d3f1be3837127e64c55/tests/test-chat-peg-parser.cpp"
)
XI = "https://github.com/xorbitsai/inference/blob/{}/xinference/model/llm/tool_parsers/tests/"
XI_V41 = XI.format("bed12be1b69b3323b0724d45a901bfa376af7778") + "test_deepseek_v41_tool_parser.py"
XI_MM = XI.format("4a49f88476ceffd3d81d7e6c21227abcb1bf63e7") + "test_minimax_tool_parser.py"
XI_CPM = XI.format("114ac52d99175217a74704069bec8c8710247acc") + "test_minicpm5_tool_parser.py"
XI_PM = XI.format("87e85f957980a4ae31d997800913fb14063c8ce8") + "test_streaming_partial_markers.py"

# the text of test_deepseek_v41_tool_parser.py's _calls() helper
V41_CALLS = (
    '<｜DSML｜ calls>\n<｜DSML｜ invoke name="weather">\n'
    '<｜DSML｜ parameter name="city" string="true">杭州</｜DSML｜ parameter>\n'
    '<｜DSML｜ parameter name="days" string="false">3</｜DSML｜ parameter>\n'
    '</｜DSML｜ invoke>\n<｜DSML｜ invoke name="check">\n'
    '<｜DSML｜ parameter name="enabled" string="false">true</｜DSML｜ parameter>\n'
    '<｜DSML｜ parameter name="data" string="false">{"a": [1, null]}</｜DSML｜ parameter>\n'
    "</｜DSML｜ invoke>\n</｜DSML｜ calls>"
)

# ---- MiniMax-M3 (llama.cpp test-chat.cpp, MiniMax-M3.jinja block) ----------------------------------------------------
real(TC + " (MiniMax-M3 block: 'Thinking + tool call (single, string param)')", "minimax-m3-think-then-get-time",
     "<mm:think>Let me check the time</mm:think>"
     "]<]minimax[>[<tool_call>\n"
     "]<]minimax[>[<invoke name=\"get_time\">"
     "]<]minimax[>[<city>Tokyo]<]minimax[>[</city>"
     "]<]minimax[>[</invoke>\n"
     "]<]minimax[>[</tool_call>",
     ("get_time", {"city": "Tokyo"}))  # fmt: skip
real(TC + " (MiniMax-M3 block: 'Multiple parallel tool calls in one block')", "minimax-m3-two-invokes-one-block",
     "<mm:think>Calling both</mm:think>"
     "]<]minimax[>[<tool_call>\n"
     "]<]minimax[>[<invoke name=\"get_time\">"
     "]<]minimax[>[<city>Paris]<]minimax[>[</city>"
     "]<]minimax[>[</invoke>\n"
     "]<]minimax[>[<invoke name=\"get_weather\">"
     "]<]minimax[>[<city>Paris]<]minimax[>[</city>"
     "]<]minimax[>[</invoke>\n"
     "]<]minimax[>[</tool_call>",
     ("get_time", {"city": "Paris"}), ("get_weather", {"city": "Paris"}))  # fmt: skip
real(TC + " (MiniMax-M3 block: 'Content before the tool call block')", "minimax-m3-prose-before-block",
     "<mm:think>Thinking about it</mm:think>"
     "Let me call the function."
     "]<]minimax[>[<tool_call>\n"
     "]<]minimax[>[<invoke name=\"special_function\">"
     "]<]minimax[>[<arg1>1]<]minimax[>[</arg1>"
     "]<]minimax[>[</invoke>\n"
     "]<]minimax[>[</tool_call>",
     ("special_function", {"arg1": 1}))  # fmt: skip
real(TC + " (MiniMax-M3 block: 'Negative number')", "minimax-m3-negative-integer",
     "<mm:think>Test negative</mm:think>"
     "]<]minimax[>[<tool_call>\n"
     "]<]minimax[>[<invoke name=\"magic_int\">"
     "]<]minimax[>[<ref>-14]<]minimax[>[</ref>"
     "]<]minimax[>[</invoke>\n"
     "]<]minimax[>[</tool_call>",
     ("magic_int", {"ref": -14}))  # fmt: skip
real(TC + " (MiniMax-M3 block: 'Nested object param, expanded into one element per key')", "minimax-m3-nested-object-tags",
     "<mm:think>Nested object</mm:think>"
     "]<]minimax[>[<tool_call>\n"
     "]<]minimax[>[<invoke name=\"imaginary_number\">"
     "]<]minimax[>[<number>"
     "]<]minimax[>[<real>1.5]<]minimax[>[</real>"
     "]<]minimax[>[<imaginary>-2.5]<]minimax[>[</imaginary>"
     "]<]minimax[>[</number>"
     "]<]minimax[>[</invoke>\n"
     "]<]minimax[>[</tool_call>",
     ("imaginary_number", {"number": {"real": 1.5, "imaginary": -2.5}}))  # fmt: skip
real(TC + " (MiniMax-M3 block: 'Array params, expanded into <item> elements (of scalars and of objects)')", "minimax-m3-item-arrays",
     "<mm:think>Nested arrays</mm:think>"
     "]<]minimax[>[<tool_call>\n"
     "]<]minimax[>[<invoke name=\"nested_args\">"
     "]<]minimax[>[<tags>"
     "]<]minimax[>[<item>alpha]<]minimax[>[</item>"
     "]<]minimax[>[<item>beta]<]minimax[>[</item>"
     "]<]minimax[>[</tags>"
     "]<]minimax[>[<entries>"
     "]<]minimax[>[<item>"
     "]<]minimax[>[<id>1]<]minimax[>[</id>"
     "]<]minimax[>[<label>one]<]minimax[>[</label>"
     "]<]minimax[>[</item>"
     "]<]minimax[>[</entries>"
     "]<]minimax[>[</invoke>\n"
     "]<]minimax[>[</tool_call>",
     ("nested_args", {"tags": ["alpha", "beta"], "entries": [{"id": 1, "label": "one"}]}))  # fmt: skip
real(TC + " (MiniMax-M3 block: the 'Union nested' test, a oneOf integer-or-object given as an object)", "minimax-m3-union-nested-object",
     "<mm:think>Union nested</mm:think>"
     "]<]minimax[>[<tool_call>\n"
     "]<]minimax[>[<invoke name=\"union_args\">"
     "]<]minimax[>[<limit>"
     "]<]minimax[>[<max>10]<]minimax[>[</max>"
     "]<]minimax[>[</limit>"
     "]<]minimax[>[</invoke>\n"
     "]<]minimax[>[</tool_call>",
     ("union_args", {"limit": {"max": 10}}))  # fmt: skip
# measured cold with no content given: the reasoning is taken out of the reply's text (the lead gave that content after measuring)
real(TC + " (MiniMax-M3 block: 'Content only (bare </mm:think> prefix)')", "neg-minimax-m3-bare-think-close-content",
     "</mm:think>Hello, world!\nWhat's up?", content="Hello, world!\nWhat's up?")  # fmt: skip

# ---- MiniMax-M2 (llama.cpp test-chat.cpp and Xinference) ---------------------------------------------------------
real(TC + " (MiniMax-M2.jinja block: the empty_args test, reasoning opened by the prompt)", "minimax-m2-empty-invoke-after-think",
     "Let's call a tool:\n</think>\n\n<minimax:tool_call>\n<invoke name=\"empty_args\">\n</invoke>\n</minimax:tool_call>",
     ("empty_args", {}))  # fmt: skip
real(XI_MM + " (OUTPUT, test_extract_parallel_invokes)", "minimax-m2-two-invokes-after-prose",
     "Let me check.\n"
     "<minimax:tool_call>\n"
     '<invoke name="get_weather">\n'
     '<parameter name="city">Hanoi</parameter>\n'
     "</invoke>\n"
     '<invoke name="get_time">\n'
     '<parameter name="zone">UTC</parameter>\n'
     "</invoke>\n"
     "</minimax:tool_call>",
     ("get_weather", {"city": "Hanoi"}), ("get_time", {"zone": "UTC"}))  # fmt: skip
real(XI_MM + " (test_streaming_releases_text_that_only_looked_like_a_tag: the four deltas joined)", "minimax-m2-false-tag-prefix-then-call",
     'a <minix <minimax:tool_call><invoke name="f"></invoke></minimax:tool_call>',
     ("f", {}))  # fmt: skip

# ---- llama.cpp PEG native parser example and Harmony replies with no call -----------------------------------------
real(PEG + " (test_example_native, 'tools with tool_choice = auto and no parallel_tool_calls'; thinking forced open)", "peg-native-think-open-tool-call-list",
     "I must get the weather in New York</think>\n"
     "<tool_call>["
     '{"name": "get_current_weather", "arguments": {"location": "New York City, NY", "unit": "fahrenheit"}}'
     "]</tool_call>",
     ("get_current_weather", {"location": "New York City, NY", "unit": "fahrenheit"}))  # fmt: skip
# measured cold with no content given: the reasoning is taken out of the reply's text (the lead gave that content after measuring)
real(PEG + " (test_example_native, 'content with thinking_forced_open = false')", "neg-peg-native-think-then-hello",
     "<think>The user said hello, I must say hello back</think>\nHello", content='Hello')  # fmt: skip
# measured cold with no content given: the reasoning is taken out of the reply's text (the lead gave that content after measuring)
real(PEG + " (test_example_native, 'content with thinking_forced_open = true')", "neg-peg-native-forced-open-think-then-hello",
     "The user said hello, I must say hello back</think>\nHello", content='Hello')  # fmt: skip
# measured cold with no content given: the analysis channel is taken out of the reply's text (the lead gave that content after measuring)
real(TCP + " (test_gpt_oss_harmony_format, 'parse_tool_calls=true and NO <|end|> token (real server scenario)')", "neg-harmony-analysis-then-final-question",
     "<|channel|>analysis<|message|>Need location info<|start|>assistant<|channel|>final<|message|>Could you specify the location?", content='Could you specify the location?')  # fmt: skip
# measured cold with no content given: the analysis channel is taken out of the reply's text (the lead gave that content after measuring)
real(TCP + " (test_gpt_oss_harmony_format, first test: analysis then final closed by <|end|>)", "neg-harmony-analysis-then-final-end",
     "<|channel|>analysis<|message|>Let me think about this...<|start|>assistant<|channel|>final<|message|>The answer is 42<|end|>", content='The answer is 42')  # fmt: skip

# ---- DeepSeek V4.1 `<｜DSML｜ calls>` (Xinference) -----------------------------------------------------------------
real(XI_V41 + " (test_nonstreaming_preserves_surrounding_content: 'Checking. ' + _calls() + ' Done.')", "dsv41-dsml-calls-prose-around",
     "Checking. " + V41_CALLS + " Done.",
     ("weather", {"city": "杭州", "days": 3}), ("check", {"enabled": True, "data": {"a": [1, None]}}))  # fmt: skip
real(XI_V41 + " (test_string_and_empty_arguments)", "dsv41-dsml-namespaced-name-and-empty-invoke",
     '<｜DSML｜ calls><｜DSML｜ invoke name="ns::run">'
     '<｜DSML｜ parameter name="value" string="true">001</｜DSML｜ parameter>'
     '</｜DSML｜ invoke><｜DSML｜ invoke name="empty"></｜DSML｜ invoke></｜DSML｜ calls>',
     ("ns::run", {"value": "001"}), ("empty", {}))  # fmt: skip
real(XI_V41 + " (test_plain_text_partial_markers)", "neg-dsv41-plain-text-marker-prefix",
     "a < b; <｜DSML｜ x is text")  # fmt: skip
# gathered with no error given; the parser's error (the lead gave it after measuring)
real(XI_V41 + " (test_nonstreaming_keeps_unparseable_output: the test keeps the whole text as content)", "err-dsv41-calls-block-without-invoke",
     "Checking. <｜DSML｜ calls>broken</｜DSML｜ calls>", errors=["Could not read the call"])  # fmt: skip

# ---- MiniCPM5 `<function name=..><param name=..>` (Xinference) ----------------------------------------------------
real(XI_CPM + " (test_extracts_minicpm5_xml_tool_calls)", "minicpm5-quoted-string-and-cdata",
     'Before <function name="weather"><param name="city">"Beijing"</param>'
     '<param name="days">3</param><param name="note"><![CDATA[a < b & c]]>'
     "</param></function> after",
     ("weather", {"city": "Beijing", "days": 3, "note": "a < b & c"}))  # fmt: skip
real(XI_CPM + " (test_preserves_cdata_with_literal_closing_tags)", "minicpm5-cdata-holds-closing-tags",
     '<function name="write_file"><param name="content"><![CDATA['
     "example </param> and </function> end]]></param></function>",
     ("write_file", {"content": "example </param> and </function> end"}))  # fmt: skip
real(XI_CPM + " (test_character_streaming_matches_complete_tool_calls_with_text)", "minicpm5-two-calls-prose-between",
     'Before <function name="first"><param name="value">1</param></function>'
     ' between <function name="second"><param name="value">2</param></function>'
     " After",
     ("first", {"value": 1}), ("second", {"value": 2}))  # fmt: skip
# gathered with no error given; the parser's cut-off error (the lead gave it after measuring)
real(XI_CPM + " (test_waits_for_a_complete_minicpm5_tool_call_when_streaming: the text `partial`)", "cut-minicpm5-inside-value",
     'before <function name="weather"><param name="city">Beijing', errors=["cut off"])  # fmt: skip

# ---- prose with tag prefixes (Xinference) ---------------------------------------------------------------------------
real(XI_PM + " (PLAIN_TEXT)", "neg-plain-text-tag-prefixes",
     "if a < b and b <c then print(a<b); "
     "<tool is not <tool_call, <function_calls is not <function_call>! "
     "<｜ and <｜DSML or <｜tool▁calls are only prefixes.")  # fmt: skip
