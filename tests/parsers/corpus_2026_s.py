# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""A held-out set (issue 42), corpus s: tool-call outputs from inference servers and runtimes no other corpus
cites (mistral.rs, the SGLang model gateway `smg`, TensorRT-LLM, tabbyAPI/ExLlama, MLC web-llm), read before
anyone tunes on it.

Families: Gemma 4 `<|tool_call>call:NAME{...}<tool_call|>` with `<|"|>` strings, nested objects, string arrays, a
thought channel before the call and a `<|tool_response>` after it; LFM2.5 pythonic lists with Python literals
(True/None, single quotes, dicts); Hunyuan `<tool_calls>[json]</tool_calls>`, HY-V3 `<tool_calls:opensource>` with
`<tool_sep>` and `<arg_key>/<arg_value>`, Hy4 checkpoint-suffixed tags; Muse Glimmer `<atem:invoke>` calls after a
` to=NAME<|message|>` header; Cohere Command `<|START_ACTION|>` blocks (a marker inside a string value, an array of
two calls between response texts); Mistral `[TOOL_CALLS] [json]` lists between prose; MiniMax M3
`]<]minimax[>[`-namespaced `<invoke>` calls; Nemotron-3 in Qwen3-Coder XML; Gemma 3 as a bare JSON array with `parameters`;
and the negatives of these threads and files: a Llama-3.2-1B "call" to a tool named `2+2`, an undeclared GLM call,
an empty `[]`, documentation and prose quoting formats (LFM2, DeepSeek, GLM-4.6/4.7 templates, Qwen XML, `<tool_call>`
tags). Cut-off calls end inside a Gemma 4 string, an HY-V3/Hy4 call, an `<atem:parameter>`, a Command string.

Sources: the parser test fixtures of mistral.rs (mistralrs-core/src/tools/parsers/*.rs, written from what each
model sends) and of smg (crates/tool_parser/tests/*.rs), and issue and pull-request threads of smg, sglang's
model gateway, TensorRT-LLM, tabbyAPI and mlc-ai/web-llm. Rust string escapes are undone (`\\x3e` is `>`); a source
marked "variant" is that text changed as its note says. Negatives (`neg-`) stay text with nothing taken from
them; cut-off calls (`cut-`) are errors naming the tool, never calls.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' test harnesses declared (or the requests in the threads sent), with their parameters
TOOLS_S: list[dict[str, Any]] = [
    tool_schema(
        "get_weather",
        (),
        location="string",
        city="string",
        units="string",
        unit="string",
        days="integer",
        metric="boolean",
        include_forecast="boolean",
        date="string",
    ),
    tool_schema("search", (), q="string", query="string"),  # mistral.rs gemma4 / liquid / hunyuan fixtures
    tool_schema("google_search", ("queries",), queries="array"),
    tool_schema("api", ("config",), config="object"),
    tool_schema("search_the_web", ("query",), query="string"),
    tool_schema(
        "set_flags",
        (),
        enabled="boolean",
        limit="integer",
        ratio="number",
        meta="object",
        tags="array",
        value="string",
    ),
    tool_schema("weather", ("city",), city="string"),
    tool_schema("run", (), text="string", count="integer", mixed="string"),  # smg hy_v4 fixtures
    tool_schema("search_web", ("query",), query="string", max_results="integer"),  # smg cohere fixtures
    tool_schema("web_search", ("query",), query="string", max_results="integer", include_snippets="boolean"),
    tool_schema("echo", ("text",), text="string"),
]

SOURCES_S: dict[str, str] = {}
CASES_S: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_S[id] = source
    CASES_S.append(Case(id, text, list(calls), **kw))


MRS = "EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/"
SMG = "smg-project/smg crates/tool_parser/tests/"
Q = '<|"|>'

# ---- Gemma 4 (mistral.rs gemma4.rs fixtures) --------------------------------------------------------------

real(MRS + "gemma4.rs, test with_thinking_prefix (Gemma 4 thought channel, then the call and <|tool_response>)",
     "gemma4-thought-channel-then-call-and-tool-response",
     f"<|channel>thought\nLet me search.\n<channel|><|tool_call>call:search{{q:{Q}test{Q}}}<tool_call|><|tool_response>",
     ("search", {"q": "test"}))  # fmt: skip
real(MRS + "gemma4.rs, test tool_call_nested_object (the string split over the file's two pages joined)",
     "gemma4-nested-object-argument",
     f"<|tool_call>call:api{{config:{{url:{Q}https://example.com{Q},retries:3}}}}<tool_call|>",
     ("api", {"config": {"url": "https://example.com", "retries": 3}}))  # fmt: skip
real(MRS + "gemma4.rs, test inner_quotes_escaped",
     "gemma4-string-array-with-inner-double-quotes",
     f'<|tool_call>call:google_search{{queries:[{Q}"Review" stuff{Q},{Q}plain{Q}]}}<tool_call|>',
     ("google_search", {"queries": ['"Review" stuff', "plain"]}))  # fmt: skip
real(MRS + "gemma4.rs, test incomplete_name_no_closing (the reply ends before the call's closing brace)",
     "cut-gemma4-search-the-web-before-closing-brace",
     f"<|tool_call>call:search_the_web{{query:{Q}test{Q}",
     errors=["search_the_web"])  # fmt: skip

# ---- LFM2.5 pythonic (mistral.rs liquid.rs fixtures) ------------------------------------------------------

real(MRS + "liquid.rs, test parses_multiple_calls_and_value_types (LiquidAI LFM2.5)",
     "lfm2-two-pythonic-calls-with-python-literals",
     "<|tool_call_start|>[search(query='rust, candle'), set_flags(enabled=True, limit=3, ratio=0.5, meta={\"source\":\"web\"}, tags=['a', 'b'], value=None)]<|tool_call_end|>",
     ("search", {"query": "rust, candle"}),
     # gathered with "value": None kept; None for an optional argument means not given (parsers/README.md since the
     # first commit; corpus a's pythonic-literals and g's llama-stack case drop it): moved to that rule
     ("set_flags", {"enabled": True, "limit": 3, "ratio": 0.5, "meta": {"source": "web"}, "tags": ["a", "b"]}))  # fmt: skip
real(MRS + "liquid.rs, test matcher_returns_structured_tool_calls_and_content (content 'Checking.' as the test expects)",
     "lfm2-call-then-text",
     '<|tool_call_start|>[get_weather(location="Paris")]<|tool_call_end|>Checking.',
     ("get_weather", {"location": "Paris"}),
     content="Checking.")  # fmt: skip
real(MRS + "liquid.rs, the module's doc comment; variant: the `//! ` line prefixes removed",
     "neg-lfm2-format-in-doc-comment",
     'Liquid LFM2.5 tool call parser.\n\nFormat: `<|tool_call_start|>[get_weather(location="Paris")]<|tool_call_end|>`')  # fmt: skip

# ---- Hunyuan / HY-V3 / Hy4 (mistral.rs hunyuan.rs, hy_v3.rs; smg tool_parser_hy_v4.rs) ---------------------

real(MRS + "hunyuan.rs, test parses_parallel_tool_calls (Tencent Hunyuan)",
     "hunyuan-parallel-calls-in-tool-calls-array",
     '<tool_calls>[{"name":"search","arguments":{"query":"rust"}},{"name":"weather","arguments":{"city":"Paris"}}]</tool_calls>',
     ("search", {"query": "rust"}),
     ("weather", {"city": "Paris"}))  # fmt: skip
real(MRS + "hy_v3.rs, test parses_opensource_suffix_tool_call (Tencent HY-V3)",
     "hyv3-opensource-suffixed-tags-two-arguments",
     "<tool_calls:opensource>\n<tool_call:opensource>get_weather<tool_sep:opensource>\n<arg_key:opensource>city</arg_key:opensource>\n"
     "<arg_value:opensource>Paris</arg_value:opensource>\n<arg_key:opensource>days</arg_key:opensource>\n"
     "<arg_value:opensource>3</arg_value:opensource>\n</tool_call:opensource>\n</tool_calls:opensource>",
     ("get_weather", {"city": "Paris", "days": 3}))  # fmt: skip
real(MRS + "hy_v3.rs, test leaves_incomplete_call_unparsed (the reply ends after the tool name)",
     "cut-hyv3-opensource-after-tool-name",
     "<tool_calls:opensource>\n<tool_call:opensource>search<tool_sep:opensource>\n",
     errors=["search"])  # fmt: skip
real(SMG + "tool_parser_hy_v4.rs, test hy4_truncated_announced_call_is_not_repaired_or_leaked (tencent Hy4)",
     "cut-hy4-inside-closing-arg-value-tag",
     "<tool_calls><tool_call>run<arg_key>text</arg_key><arg_value>unfinished</arg_v",
     errors=["run"])  # fmt: skip

# ---- Muse Glimmer <atem:...> (mistral.rs atem.rs fixtures) ------------------------------------------------

real(MRS + "atem.rs, test parses_scalar_json_and_multiline_string_parameters (Muse Glimmer)",
     "atem-invoke-after-recipient-header-multiline-value",
     ' to=get_weather<|message|><atem:function_calls>\n<atem:invoke name="get_weather">\n<atem:parameter name="city">New\nYork</atem:parameter>\n'
     '<atem:parameter name="days">3</atem:parameter>\n<atem:parameter name="metric">true</atem:parameter>\n</atem:invoke>\n</atem:function_calls><|eot|>',
     ("get_weather", {"city": "New\nYork", "days": 3, "metric": True}))  # fmt: skip
real(MRS + "atem.rs, test ignores_atem_markup_inside_reasoning_or_final_content (recipient user: markup shown as an example)",
     "neg-atem-markup-shown-to-user-as-example",
     ' to=user<|message|>example: <atem:function_calls><atem:invoke name="get_weather"><atem:parameter name="city">Paris</atem:parameter></atem:invoke></atem:function_calls><|eot|>')  # fmt: skip
real(MRS + "atem.rs, test incomplete_invocation_is_buffered",
     "cut-atem-inside-parameter-value",
     '<atem:function_calls><atem:invoke name="get_weather"><atem:parameter name="city">Paris',
     errors=["get_weather"])  # fmt: skip

# ---- Cohere Command <|START_ACTION|> (smg tool_parser_cohere.rs fixtures) ----------------------------------

real(SMG + "tool_parser_cohere.rs, test test_cohere_single_tool",
     "command-response-then-action",
     '<|START_RESPONSE|>Let me search for that.<|END_RESPONSE|>\n<|START_ACTION|>\n{"tool_name": "search_web", "parameters": {"query": "latest news", "max_results": 5}}\n<|END_ACTION|>',
     ("search_web", {"query": "latest news", "max_results": 5}))  # fmt: skip
real(SMG + "tool_parser_cohere.rs, test test_cohere_real_world_output ('real output from Cohere Command model')",
     "command-two-actions-array-between-response-and-text",
     "<|START_RESPONSE|>I'll search for information about Rust programming and check the weather in San Francisco.<|END_RESPONSE|>\n"
     '<|START_ACTION|>\n[\n    {\n        "tool_name": "web_search",\n        "parameters": {\n            "query": "Rust programming language features 2024",\n'
     '            "max_results": 3,\n            "include_snippets": true\n        }\n    },\n    {\n        "tool_name": "get_weather",\n'
     '        "parameters": {\n            "location": "San Francisco, CA",\n            "units": "fahrenheit",\n            "include_forecast": false\n'
     "        }\n    }\n]\n<|END_ACTION|>\n<|START_TEXT|>Let me execute these searches for you.<|END_TEXT|>",
     ("web_search", {"query": "Rust programming language features 2024", "max_results": 3, "include_snippets": True}),
     ("get_weather", {"location": "San Francisco, CA", "units": "fahrenheit", "include_forecast": False}))  # fmt: skip
real(SMG + "tool_parser_cohere.rs, test test_cohere_end_action_marker_inside_string_param",
     "command-end-action-marker-inside-string-value",
     '<|START_ACTION|>{"tool_name": "echo", "parameters": {"text": "say <|END_ACTION|> please"}}<|END_ACTION|>',
     ("echo", {"text": "say <|END_ACTION|> please"}))  # fmt: skip
real(SMG + "tool_parser_cohere.rs, test test_cohere_unclosed_string_does_not_false_terminate (the string value never closes)",
     "cut-command-unclosed-string-value",
     '<|START_ACTION|>{"tool_name": "echo", "parameters": {"text": "say <|END_ACTION|> please}<|END_ACTION|>',
     errors=["echo"])  # fmt: skip

# ---- Nemotron-3 in Qwen3-Coder XML (smg) -----------------------------------------------------------------

real(SMG + "tool_parser_nemotron.rs, test nemotron_3_family_resolves_and_parses (nvidia/NVIDIA-Nemotron-3.5-Lightning-30B-A3B-NVFP4)",
     "nemotron3-qwen-xml-two-parameters",
     "<tool_call>\n<function=get_weather>\n<parameter=city>\nSanta Clara\n</parameter>\n<parameter=units>\ncelsius\n</parameter>\n</function>\n</tool_call>",
     ("get_weather", {"city": "Santa Clara", "units": "celsius"}))  # fmt: skip

# ---- Gemma 3 bare JSON array (smg issue) ------------------------------------------------------------------

SMG_1234 = "https://github.com/smg-project/smg/issues/1234 (gemma-3-4b-it, multimodal, on the smg router 1.4.1 with the sglang engine"
real(SMG_1234 + "; the message content with its JSON string escapes undone)",
     "gemma3-bare-json-array-with-parameters",
     '[{"name": "get_weather", "parameters": {"city": "Paris"}}]',
     ("get_weather", {"city": "Paris"}))  # fmt: skip
real(SMG_1234 + "; the reporter's prose after the response)",
     "neg-smg-prose-naming-the-qwen-sentinel",
     "Model emits the same well-formed JSON array in `content`; `tool_calls` stays null. The `qwen` parser looks for its own "
     "`<tool_call>...</tool_call>` sentinel, which multimodal gemma-3's chat template doesn't emit.")  # fmt: skip

# ---- negatives: undeclared names, empty output, documentation and prose ------------------------------------

real(SMG + "tool_parser_undeclared_names.rs, test the_llama_2_plus_2_regression: Llama-3.2-1B asked 'What is 2+2?' with tools declared ('Verbatim shape of the CI failure')",
     # gathered as a negative with no error; a whole reply that is a JSON call to a tool nobody offered is kept as
     # text and the model is told (collect.py; as corpus e's err-ministral-undeclared-tool): moved to that rule
     "err-llama32-1b-call-to-a-tool-named-2-plus-2",
     '{"name": "2+2", "parameters": {}}',
     content='{"name": "2+2", "parameters": {}}', errors=["2+2"])  # fmt: skip
real(SMG + "tool_parser_undeclared_names.rs, test overriding_parsers_that_validate_while_streaming_validate_here_too (GLM-4.5 form, undeclared name)",
     # gathered as a negative with no error; a call in a dialect's own tags to a name no tool has is an error naming
     # it, so the model can try again (tests/parsers/test_issue42_placeholders.py, the GLM my_tool case): moved to it
     "err-glm45-call-to-undeclared-tool",
     "<tool_call>bogus_tool\n<arg_key>city</arg_key>\n<arg_value>Beijing</arg_value>\n</tool_call>",
     errors=["bogus_tool"])  # fmt: skip
real("https://github.com/mlc-ai/web-llm/issues/712 (MLC web-llm's function-calling example: every listed model but Hermes-2-Pro 'always just output an empty array: []')",
     "neg-mlc-webllm-empty-array",
     "[]")  # fmt: skip
real("https://github.com/sgl-project/sglang/pull/15520 ([model-gateway] tool parser for glm47: the PR description's GLM-4.6/GLM-4.7 template forms)",
     "neg-glm46-glm47-template-forms-in-gateway-pr",
     "GLM-4.7 removes '\\n' in template from GLM-4.6.\n\nbefore (GLM-4.6)\n\n```\n<tool_call>{name}\n<arg_key>{key}</arg_key>\n<arg_value>{value}</arg_value>\n</tool_call>\n```\n\n"
     "after (GLM-4.7)\n\n```\n<tool_call>{name}<arg_key>{key}</arg_key><arg_value>{value}</arg_value></tool_call>\n```")  # fmt: skip
real("https://github.com/NVIDIA/TensorRT-LLM/issues/18084 (qwen3_5 mapped to the JSON qwen3 parser; the issue quotes the template's form)",
     "neg-trtllm-qwen35-template-form-quoted",
     "The chat template for these models emits the XML-ish form instead:\n\n```\n<tool_call><function=name><parameter=k>v</parameter></function></tool_call>\n```")  # fmt: skip
real("https://github.com/NVIDIA/TensorRT-LLM/issues/9784 (Qwen3-14B on TensorRT-LLM vs SGLang; the issue's summary)",
     "neg-trtllm-prose-naming-tool-call-tags",
     "TensorRT-LLM and SGLang show different output formats when handling function calling, specifically TensorRT-LLM appears to include `<tool_call></tool_call>` tags in the response that SGLang does not.")  # fmt: skip
real("https://github.com/theroyallab/tabbyAPI/issues/479 (tabbyAPI/ExLlamaV3 passes Qwen3.x calls through as content unless tool_format is set; the issue's description)",
     "neg-tabbyapi-prose-naming-the-qwen-xml-form",
     "By default, TabbyAPI does not translate a model's `<tool_call><function=...>` output into the OpenAI-style structured `tool_calls` field on the chat completion response — it passes the tool call through as raw text in `content`, with `tool_calls: null` and `finish_reason` never set to `\"tool_calls\"`.")  # fmt: skip
real(MRS + "deepseek.rs, the module's doc comment; variant: the `//! ` line prefixes removed",
     "neg-deepseek-format-in-doc-comment",
     "DeepSeek tool call parser.\n\nFormat:\n```text\n<｜tool▁call▁begin｜>function<｜tool▁sep｜>NAME\n```json\n{\"key\": \"value\"}\n```\n<｜tool▁call▁end｜>\n```")  # fmt: skip

# ---- Mistral [TOOL_CALLS] JSON lists (smg tool_parser_mistral.rs fixtures) ----------------------------------

real(SMG + "tool_parser_mistral.rs, test test_mistral_real_world_output ('Actual output from Mistral model')",
     "mistral-json-list-between-prose",
     "I'll search for information about Rust programming and check the weather in San Francisco.\n\n[TOOL_CALLS] [\n    {\n        \"name\": \"web_search\",\n"
     '        "arguments": {\n            "query": "Rust programming language features 2024",\n            "max_results": 3,\n            "include_snippets": true\n'
     '        }\n    },\n    {\n        "name": "get_weather",\n        "arguments": {\n            "location": "San Francisco, CA",\n'
     '            "units": "fahrenheit",\n            "include_forecast": false\n        }\n    }\n]\n\nLet me execute these searches for you.',
     ("web_search", {"query": "Rust programming language features 2024", "max_results": 3, "include_snippets": True}),
     ("get_weather", {"location": "San Francisco, CA", "units": "fahrenheit", "include_forecast": False}))  # fmt: skip
real(SMG + "tool_parser_mistral.rs, test test_mistral_single_tool",
     "mistral-sentence-then-json-list",
     'Let me search for that.\n[TOOL_CALLS] [{"name": "search_web", "arguments": {"query": "latest news", "max_results": 5}}]',
     ("search_web", {"query": "latest news", "max_results": 5}))  # fmt: skip
real(SMG + "tool_parser_mistral.rs, test test_mistral_with_brackets_in_strings",
     "mistral-brackets-inside-string-value",
     '[TOOL_CALLS] [{"name": "echo", "arguments": {"text": "Array notation: arr[0] = value[1]"}}]',
     ("echo", {"text": "Array notation: arr[0] = value[1]"}))  # fmt: skip

# ---- MiniMax M3 namespaced tags (smg tool_parser_minimax_m3.rs fixtures) ------------------------------------

NS = "]<]minimax[>["
real(SMG + "tool_parser_minimax_m3.rs, test test_m3_complete_single_call; variant: the input its element/invoke/tool_block helpers build, written out",
     "minimax-m3-namespaced-invoke-after-sentence",
     f"Let me check. {NS}<tool_call>\n{NS}<invoke name=\"get_weather\">{NS}<city>Seattle{NS}</city>{NS}<date>2024-12-25{NS}</date>{NS}</invoke>\n{NS}</tool_call>",
     ("get_weather", {"city": "Seattle", "date": "2024-12-25"}))  # fmt: skip
real(SMG + "tool_parser_minimax_m3.rs, test test_m3_multiple_invokes_in_one_block; variant: the input its helpers build, written out",
     "minimax-m3-two-invokes-in-one-block",
     f"{NS}<tool_call>\n{NS}<invoke name=\"get_weather\">{NS}<city>Seattle{NS}</city>{NS}</invoke>\n{NS}<invoke name=\"search\">{NS}<query>rust{NS}</query>{NS}</invoke>\n{NS}</tool_call>",
     ("get_weather", {"city": "Seattle"}),
     ("search", {"query": "rust"}))  # fmt: skip
real(SMG + "tool_parser_minimax_m3.rs, test test_m3_no_markers_passthrough",
     "neg-minimax-m3-prose-naming-a-tool",
     "This is plain text mentioning get_weather but not calling it.")  # fmt: skip
