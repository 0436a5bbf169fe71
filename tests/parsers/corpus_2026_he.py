# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set he (issue 42): the tool-call parser tests of serving stacks not cited before, gathered without reading the parser.

Families: Kimi-K2.6 `<|tool_calls_section_begin|>` sections (a call ending unclosed reasoning, two calls after
`</think>`, a call missing its `<|tool_call_end|>`, a broken call before a good one), Intern-S1
`<|action_start|><|plugin|>` pretty JSON, Hermes/Qwen3 `<tool_call>` JSON with `arguments` before `name`, an undeclared
name before a declared one, a close tag inside an argument string, malformed JSON (`truX`), a JSON call keyed
`function`, DeepSeek-V3.2 DSML invokes (typed and string parameters, a cut-off one), Muse-Glimmer `to=...<|message|>`
channels with `<atem:invoke>` calls, and Kimi-K3 XTML `<|open|>call tool=... <|sep|>` calls in Aphrodite; negatives:
answers after `</think>` or in Kimi-K3 `response` channels, Glimmer `to=user` / `to=self` messages.

Sources: InternLM/lmdeploy tests/test_lmdeploy/serve/parsers/ test_kimi_k2_parser.py (1c666c0),
test_response_parser_tool_close_tag_split.py (1facd55), test_tool_parser_consumed_prefix.py (198f53c),
test_json_tool_parser.py (6e7cbbd), test_deepseek_v32_tool_parser.py (75b8ad6), test_muse_glimmer_parser.py (776d8af),
none cited before (earlier corpora cite lmdeploy's glm47, mimo, qwen3, qwen3_5, llama3 and interns1 tests);
aphrodite-engine/aphrodite-engine tests/tool_use/test_kimi_k3_tool_parser.py (0189521), whose `calc` texts are not
the vLLM Kimi-K3 fixtures that eq and dl cite. Texts the tests build with helpers (`_tool_call`, `_call`, `_arg`,
`_tools`, `_response`, the f-strings on `parser.dsml_token` = `｜DSML｜`) are written out; streamed chunks are joined
(said in the source string). Some lmdeploy fixtures start after the block opener the parser had already consumed
(`<tool_call>`, `<｜DSML｜function_calls>`): they are kept as the test feeds them, without the opener.

Could not find (in the helper's 30 minutes): KTransformers, nexa-sdk, Lemonade, ramalama, llamafile, koboldcpp,
cortex.cpp/Jan, FastChat and text-generation-webui parser fixtures were not reached; TGI router/src chat.rs token
lists not reached; lmdeploy's test_deepseek_v4_tool_parser.py holds only a DSML stream starting after its opener,
and its Qwen3-Coder/GLM duplicate-parameter payloads expect duplicate JSON keys, so they were left out; Xinference's
tool_parsers tests are all cited by v, co, cq and fs; the other Aphrodite tool_use tests mirror vLLM's (cited).
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_HE: list[dict[str, Any]] = [
    # lmdeploy test_kimi_k2_parser.py TOOLS
    tool_schema("weather.lookup", ("city",), city="string"),
    tool_schema("clock-now", ("zone",), zone="string"),
    # lmdeploy test_tool_parser_consumed_prefix.py: tools declared by name only
    {"type": "function", "function": {"name": "allowed"}},
    {"type": "function", "function": {"name": "f"}},
    {"type": "function", "function": {"name": "get_weather"}},
    # lmdeploy Muse-Glimmer test (the call's second tool) and DSV3.2 test names
    tool_schema("get_time", ("zone",), zone="string"),
    tool_schema("rank", (), limit="integer", filters="object"),
    tool_schema("lookup", (), name="string"),
    tool_schema("search", (), query="string"),
    # aphrodite test_kimi_k3_tool_parser.py _request()
    {"type": "function", "function": {"name": "calc", "parameters": {"type": "object", "properties": {}}}},
]

SOURCES_HE: dict[str, str] = {}
CASES_HE: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_HE[id] = source
    CASES_HE.append(Case(id, text, list(calls), **kw))


LMD = "https://github.com/InternLM/lmdeploy/blob/{}/tests/test_lmdeploy/serve/parsers/{}"
KIMI = LMD.format("1c666c02e97edd83ec4ae5295ef7ffac5d950e3b", "test_kimi_k2_parser.py")
S1 = LMD.format("1facd55802aeb803097697a4b1408513b604f624", "test_response_parser_tool_close_tag_split.py")
PREFIX = LMD.format("198f53cfb9217bd9f94d0162b3d695ec14564352", "test_tool_parser_consumed_prefix.py")
JSONP = LMD.format("6e7cbbd605b56e03e3fd9d8dee1aa9988d999a0a", "test_json_tool_parser.py")
V32 = LMD.format("75b8ad6932d29f999b392a501d3534f85c6abb93", "test_deepseek_v32_tool_parser.py")
MUSE = LMD.format("776d8af23dd1182cb1c5cb1de9c89a974a1e3bd4", "test_muse_glimmer_parser.py")
K3 = "https://github.com/aphrodite-engine/aphrodite-engine/blob/01895214896d5254ef63b43e9e51f5526b28fb29/tests/tool_use/test_kimi_k3_tool_parser.py"

# ---- Kimi-K2.6 (lmdeploy kimi_k2 tool parser, MODEL_ID moonshotai/Kimi-K2.6) --------------------------------------
real(KIMI + " (test_tool_section_implicitly_ends_reasoning: the text given to parse_complete, _tool_call written out)", "lmdeploy-kimi-k26-section-ends-reasoning",
     "need weather<|tool_calls_section_begin|><|tool_call_begin|>functions.weather.lookup:3<|tool_call_argument_begin|>{\"city\":\"Paris\"}<|tool_call_end|><|tool_calls_section_end|>",
     ("weather.lookup", {"city": "Paris"}))  # fmt: skip
real(KIMI + " (test_complete_response_with_multiple_tool_calls: the text given to parse_complete)", "lmdeploy-kimi-k26-two-calls-after-think",
     "check both tools</think>I will check. <|tool_calls_section_begin|><|tool_call_begin|>functions.weather.lookup:41<|tool_call_argument_begin|>{\"city\": \"北京\", \"units\": [\"c\", \"f\"]}<|tool_call_end|><|tool_call_begin|>clock-now:99<|tool_call_argument_begin|>{\"zone\":\"UTC\"}<|tool_call_end|><|tool_calls_section_end|>",
     ("weather.lookup", {"city": "北京", "units": ["c", "f"]}), ("clock-now", {"zone": "UTC"}))  # fmt: skip
real(KIMI + " (test_tool_parser_accepts_missing_inner_end_at_section_end: no <|tool_call_end|> before the section end)", "lmdeploy-kimi-k26-call-missing-inner-end",
     "before<|tool_calls_section_begin|><|tool_call_begin|>functions.weather.lookup:3<|tool_call_argument_begin|>{\"city\":\"Paris\"}<|tool_calls_section_end|>",
     ("weather.lookup", {"city": "Paris"}))  # fmt: skip
# (after measuring: the broken call before the valid one is an error the parser names, so the model can send it again)
real(KIMI + " (test_streaming_malformed_call_does_not_hide_later_call: the payload, a call begun as `broken` before a whole one)", "lmdeploy-kimi-k26-broken-call-then-valid",
     "<|tool_calls_section_begin|><|tool_call_begin|>broken<|tool_call_begin|>functions.weather.lookup:8<|tool_call_argument_begin|>{\"city\":\"Paris\"}<|tool_call_end|><|tool_calls_section_end|>",
     ("weather.lookup", {"city": "Paris"}), errors=["Could not read the tool name"])  # fmt: skip
# (after measuring: content given: the reasoning before </think> taken out)
real(KIMI + " (test_default_thinking_non_streaming)", "neg-lmdeploy-kimi-k26-think-then-answer",
     "reasoning steps</think>final answer", content='final answer')  # fmt: skip

# ---- Intern-S1 (lmdeploy intern-s1 tool parser) ----------------------------------------------------------------
real(S1 + " (test_close_tag_split_across_two_chunks_is_not_leaked: its four chunks joined)", "lmdeploy-interns1-plugin-pretty-json",
     "<|action_start|><|plugin|>\n{\n    \"name\": \"get_weather\",\n    \"parameters\": {\"city\": \"Berlin\"}\n}<|action_end|>",
     ("get_weather", {"city": "Berlin"}))  # fmt: skip

# ---- Qwen3 <tool_call> JSON (lmdeploy qwen3 tool parser) -------------------------------------------------------
# (after measuring: the call to an undeclared tool is an error naming it, the allowed call run)
real(PREFIX + " (test_response_parser_drops_unknown_name_and_keeps_next_valid_call: raw_text; only `allowed` is declared)", "lmdeploy-qwen3-undeclared-name-then-allowed",
     "<tool_call>{\"arguments\":{\"secret\":1},\"name\":\"missing\"}</tool_call><tool_call>{\"name\":\"allowed\",\"arguments\":{\"ok\":1}}</tool_call>",
     ("allowed", {"ok": 1}), errors=["no tool named 'missing'"])  # fmt: skip
real(PREFIX + " (test_response_parser_emits_trailing_text_after_atomic_tool_close: its three chunks joined)", "lmdeploy-qwen3-arguments-before-name",
     "<tool_call>{\"arguments\":{\"city\":\"Beijing\"},\"name\":\"get_weather\"}</tool_call>after",
     ("get_weather", {"city": "Beijing"}))  # fmt: skip
real(PREFIX + " (test_json_keeps_protocol_marker_inside_argument_string: the block text as fed, after the <tool_call> the parser had consumed)", "lmdeploy-qwen3-close-tag-inside-argument",
     "{\"name\":\"f\",\"arguments\":{\"text\":\"inside </tool_call> marker\"}}</tool_call>tail",
     ("f", {"text": "inside </tool_call> marker"}))  # fmt: skip
# (after measuring: cold, the value ran on past </tool_call> and f was called with x='truX</tool_call>after'; now the
# marker ends it and the bare word is refused: the error named)
real(PREFIX + " (test_json_complete_keeps_malformed_arguments_up_to_protocol_boundary: `truX` for a JSON value)", "err-lmdeploy-qwen3-malformed-arguments",
     "<tool_call>{\"name\":\"f\",\"arguments\":{\"x\":truX</tool_call>after", errors=["Could not read a tool call"])  # fmt: skip
real(JSONP + " (test_function_name_field_is_configurable: the payload, its name under `function`)", "lmdeploy-json-function-name-field",
     "{\"function\":\"f\",\"arguments\":{\"x\":1}}",
     ("f", {"x": 1}))  # fmt: skip

# ---- DeepSeek-V3.2 DSML (lmdeploy deepseek-v32 tool parser; dsml_token = ｜DSML｜) -------------------------------
real(V32 + " (test_non_string_json_and_multiple_invokes_follow_token_boundaries: its chunks joined; they start after the <｜DSML｜function_calls> opener)", "lmdeploy-dsv32-two-invokes-typed",
     "\n<｜DSML｜invoke name=\"rank\">\n<｜DSML｜parameter name=\"limit\" string=\"false\">12</｜DSML｜parameter>\n<｜DSML｜parameter name=\"filters\" string=\"false\">{\"active\":true}</｜DSML｜parameter>\n</｜DSML｜invoke>\n<｜DSML｜invoke name=\"lookup\">\n<｜DSML｜parameter name=\"name\" string=\"true\">Ada</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>",
     ("rank", {"limit": 12, "filters": {"active": True}}), ("lookup", {"name": "Ada"}))  # fmt: skip
real(V32 + " (test_string_parameter_header_and_value_stream_immediately: the reference chunks joined; the block had begun)", "lmdeploy-dsv32-string-with-quotes",
     "\n<｜DSML｜invoke name=\"search\">\n<｜DSML｜parameter name=\"query\" string=\"true\">DeepSeek \"streaming\"</｜DSML｜parameter>\n</｜DSML｜invoke>\n",
     ("search", {"query": "DeepSeek \"streaming\""}))  # fmt: skip
# (after measuring: the parser's error named, as the gatherer was unsure of it)
real(V32 + " (test_final_payload_emits_incomplete_string_argument: the payload ends inside a parameter)", "cut-lmdeploy-dsv32-inside-parameter",
     "<｜DSML｜invoke name=\"f\"><｜DSML｜parameter name=\"a\" string=\"true\">partial", errors=["cut off inside a string value"])  # fmt: skip

# ---- Muse-Glimmer (lmdeploy MuseGlimmerResponseParser, meta-models/Muse-Glimmer-30B) ---------------------------
# (after measuring: days given as written: the tests' get_weather declares no parameters, so an untyped value stays
# text; the quoted city is unquoted, as Glimmer writes string values as JSON)
real(MUSE + " (_response(): reasoning to=self, two <atem:invoke> calls to=weather, an answer to=user)", "lmdeploy-muse-glimmer-two-invokes",
     "to=self<|message|>I should check both places.<|eom|><|start|>assistant to=weather<|message|><atem:function_calls><atem:invoke name=\"get_weather\"><atem:parameter name=\"city\">\"Paris\"</atem:parameter><atem:parameter name=\"days\">3</atem:parameter></atem:invoke><atem:invoke name=\"get_time\"><atem:parameter name=\"zone\">Europe/Paris</atem:parameter></atem:invoke></atem:function_calls><|eom|><|start|>assistant to=user<|message|>Here is the result.<|eot|>",
     ("get_weather", {"city": "Paris", "days": "3"}), ("get_time", {"zone": "Europe/Paris"}))  # fmt: skip
# (after measuring: no call and no error, as expected; renamed neg- since a cut- case names its error)
real(MUSE + " (test_validation_rejects_unclosed_protocol_sections: the second text)", "neg-lmdeploy-muse-glimmer-invoke-unclosed",
     "to=weather<|message|><atem:invoke name=\"get_weather\">")  # fmt: skip
real(MUSE + " (test_validation_rejects_unclosed_protocol_sections: the third text)", "neg-lmdeploy-muse-glimmer-to-user",
     "to=user<|message|>visible response")  # fmt: skip
real(MUSE + " (test_validation_rejects_unclosed_protocol_sections: the first text)", "neg-lmdeploy-muse-glimmer-to-self-unfinished",
     "to=self<|message|>unfinished")  # fmt: skip

# ---- Kimi-K3 XTML (aphrodite kimi_k3 tool parser; _response/_tools/_call/_arg written out) ----------------------
real(K3 + " (test_extract_tool_calls_with_response_and_typed_arguments)", "aphrodite-kimi-k3-response-then-typed-call",
     "<|open|>response<|sep|>answer<|close|>response<|sep|><|open|>tools<|sep|><|open|>call tool=\"calc\" index=\"1\"<|sep|><|open|>argument key=\"x\" type=\"number\"<|sep|>1<|close|>argument<|sep|><|open|>argument key=\"flag\" type=\"boolean\"<|sep|>true<|close|>argument<|sep|><|open|>argument key=\"text\" type=\"string\"<|sep|>raw<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|>",
     ("calc", {"x": 1, "flag": True, "text": "raw"}))  # fmt: skip
real(K3 + " (test_delegating_parser_preserves_tool_calls_after_reasoning)", "aphrodite-kimi-k3-think-response-call",
     "<|open|>think<|sep|>step<|close|>think<|sep|><|open|>response<|sep|>answer<|close|>response<|sep|><|open|>tools<|sep|><|open|>call tool=\"calc\" index=\"1\"<|sep|><|open|>argument key=\"x\" type=\"number\"<|sep|>1<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|>",
     ("calc", {"x": 1}))  # fmt: skip
real(K3 + " (test_streaming_split_markers_do_not_leak: its chunks joined; no <|close|>tools)", "aphrodite-kimi-k3-streamed-call-no-tools-close",
     "<|open|>response<|sep|>Hi<|open|>tools<|sep|><|open|>call tool=\"calc\" index=\"1\"<|sep|><|open|>argument key=\"x\" type=\"number\"<|sep|>1<|close|>argument<|sep|><|close|>call<|sep|>",
     ("calc", {"x": 1}))  # fmt: skip
# (after measuring: the parser's error named, as the gatherer was unsure of it)
real(K3 + " (test_delegating_parser_truncated_tools_do_not_leak_xtml)", "cut-aphrodite-kimi-k3-call-opener-truncated",
     "<|close|>response<|sep|><|open|>tools<|sep|><|open|>call tool=\"calc\" index=\"1\"", errors=["cut off"])  # fmt: skip
real(K3 + " (test_delegating_parser_auto_no_call_strips_consumed_response_prefix)", "neg-aphrodite-kimi-k3-answer-response-close",
     "answer<|close|>response<|sep|>")  # fmt: skip
# (after measuring: content given: Kimi K3's response markers taken out, their answer kept, as the test expects)
real(K3 + " (test_extract_content_from_whitespace_degraded_markers)", "neg-aphrodite-kimi-k3-whitespace-markers",
     "<|open|> response <|sep|>answer<|close|> response <|sep|>", content='answer')  # fmt: skip
