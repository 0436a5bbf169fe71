# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set do (issue 42): serving engines' text tool-call parser tests not cited before, gathered without reading the parser.

Families: Phi-4-mini `functools[...]` (with content before, two blocks, array arguments), Llama 3.1 JSON with
`"parameters"` (semicolon-joined calls, content then `<|python_tag|>`, a plain JSON object that is no call), Mistral
7B v0.3 `[TOOL_CALLS][...]</s>` after content and twice in one reply, Hermes 3 `<tool_call>` JSON with the last tag
left open, GLM-4.7 `<tool_call>NAME<arg_key>..</arg_key><arg_value>..</arg_value>` (multi-line value, typed values,
closing tag missing, a call to an unoffered tool, a reply cut after the name), Kimi-K2 `<|tool_calls_section_begin|>`
sections (no section end, nested JSON, blanks around markers, HTML in a value, an empty section, a cut argument).

Sources: OpenVINO Model Server's output-parser unit tests (openvinotoolkit/model_server
src/test/llm/output_parsers/phi4_, llama3_, mistral_, hermes3_output_parser_test.cpp; earlier corpora cite only its
devstral, minicpm5 and qwen3coder tests) and NVIDIA Dynamo's Rust parser tests (ai-dynamo/dynamo
lib/parsers/src/tool_calling/xml/glm47_parser.rs and kimi_k2_parser.rs, `mod tests`; earlier corpora cite only its
parsers.rs). C++ and Rust string escapes are undone; the tests' inputs are taken whole. Where a test joins tokens
(Llama 3's `<|python_tag|>` id inserted between content and call tokens) the text is the joined detokenized string.
Where a fixture expects what a careful reader would not, the reader's calls are written and the case says so
(Mistral content before `[TOOL_CALLS]` and two `[TOOL_CALLS]` blocks: OVMS keeps both as content).

Could not find (in the helper's 25 minutes): TensorRT-LLM's serve tool-parser unit tests other than the Qwen3 and
harmony ones already cited; text-generation-inference, mlc-llm, FastChat, KTransformers, candle-vllm, Aphrodite, xllm,
ONNX Runtime GenAI, Lemonade and llm-d parser fixtures were not reached; Dynamo's test_cases/fixtures/*.rs build
their inputs with format! from a name and arguments, so they hold no verbatim text and were skipped.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' tests name (OVMS's Phi-4/Llama/Mistral/Hermes tests pass no schema; Dynamo's
# tests pass None or the schema given here); a name used with different parameters gets their union
TOOLS_DO: list[dict[str, Any]] = [
    # OVMS output-parser tests
    tool_schema("example_tool", (), arg1="string", arg2="integer"),
    tool_schema("another_tool", (), param1="string", param2="boolean"),
    tool_schema("third_tool", (), key="string"),
    tool_schema("tool1", (), a="integer"),
    tool_schema("tool2", (), b="integer"),
    tool_schema(
        "extractLastTransactionId", (), filepath="string", status="array", encoding="string", processFunction="string"
    ),
    # Dynamo glm47_parser.rs / kimi_k2_parser.rs tests
    tool_schema("get_weather", (), location="string", city="string"),
    tool_schema("get_time", (), tz="string", timezone="string"),
    tool_schema("write_file", (), path="string", content="string"),
    tool_schema("set_temperature", (), degrees="number", enabled="boolean", count="integer", label="string"),
    tool_schema("search", (), query="string", q="string"),
    tool_schema("create_config", (), database="object", features="array"),
    tool_schema("deploy", (), env="string", services="array"),
    tool_schema("notify", (), channels="array", message="string"),
    tool_schema("render_html", (), template="string", format="string"),
]

SOURCES_DO: dict[str, str] = {}
CASES_DO: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_DO[id] = source
    CASES_DO.append(Case(id, text, list(calls), **kw))


OVMS = "https://github.com/openvinotoolkit/model_server/blob/"
PHI4 = OVMS + "129480e937caf2a95488a48bbeed7e31a2c1a0a5/src/test/llm/output_parsers/phi4_output_parser_test.cpp"
LLAMA3 = OVMS + "01749d29fe860711fcb9ae607b28b1acbe370d08/src/test/llm/output_parsers/llama3_output_parser_test.cpp"
MISTRAL = OVMS + "01fa44c432afd6ea2f138117bbbe0730ab73a7ec/src/test/llm/output_parsers/mistral_output_parser_test.cpp"
HERMES3 = OVMS + "01749d29fe860711fcb9ae607b28b1acbe370d08/src/test/llm/output_parsers/hermes3_output_parser_test.cpp"
GLM47 = "https://github.com/ai-dynamo/dynamo/blob/2008e080c5598958692a0c8e58b0b55e0913ad90/lib/parsers/src/tool_calling/xml/glm47_parser.rs"
KIMI = "https://github.com/ai-dynamo/dynamo/blob/22d5a4f57f481be55edc94a230d73d3aabd785a3/lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs"

EX = ("example_tool", {"arg1": "value1", "arg2": 42})

# ---- Phi-4-mini functools[...] (OVMS) ----------------------------------------------------------------
real(PHI4 + " (ParseToolCallOutputWithContentAndSingleToolCall, input)", "phi4-content-then-functools",
     "This is a content part and next will be a tool call.\n\nfunctools[{\"name\": \"example_tool\", \"arguments\": {\"arg1\": \"value1\", \"arg2\": 42}}]",
     EX)  # fmt: skip
real(PHI4 + " (ParseToolCallOutputWithMultipleFunctools, input; the test expects both calls)", "phi4-two-functools-blocks-with-content-between",
     "functools[{\"name\": \"tool1\", \"arguments\": {\"a\": 1}}]\n\nThis is some content\n\nfunctools[{\"name\": \"tool2\", \"arguments\": {\"b\": 2}}]",
     ("tool1", {"a": 1}), ("tool2", {"b": 2}))  # fmt: skip
real(PHI4 + " (ParseToolCallOutputWithArrayArguments, input)", "phi4-functools-array-argument",
     "functools[{\"name\": \"extractLastTransactionId\", \"arguments\": { \"filepath\": \"/var/log/db.log\", \"status\": [\"completed\", \"failed\"], \"encoding\": \"utf-8\", \"processFunction\": \"processFunction\"}}]",
     ("extractLastTransactionId", {"filepath": "/var/log/db.log", "status": ["completed", "failed"], "encoding": "utf-8", "processFunction": "processFunction"}))  # fmt: skip

# ---- Llama 3.1 JSON with "parameters" (OVMS) ---------------------------------------------------------
real(LLAMA3 + " (ParseToolCallOutputWithThreeToolCalls, input: the three string pieces joined)", "llama3-three-calls-semicolon-joined",
     "{\"name\": \"example_tool\", \"parameters\": {\"arg1\": \"value1\", \"arg2\": 42}};{\"name\": \"another_tool\", \"parameters\": {\"param1\": \"data\", \"param2\": true}};{\"name\": \"third_tool\", \"parameters\": {\"key\": \"value\"}}",
     EX, ("another_tool", {"param1": "data", "param2": True}), ("third_tool", {"key": "value"}))  # fmt: skip
real(LLAMA3 + " (ParseToolCallOutputWithContentAndSingleToolCall: content tokens, the <|python_tag|> token id 128010, then the toolCall string's tokens, detokenized and joined)", "llama3-content-then-python-tag-call",
     "This is a content part and next will be a tool call.<|python_tag|>{\"name\": \"example_tool\", \"parameters\": {\"arg1\": \"value1\", \"arg2\": 42}}",
     EX)  # fmt: skip
real(LLAMA3 + " (ParseRegularJsonOutputToolsInTheRequest, input: a plain JSON object naming no tool; the test expects no call)", "neg-llama3-plain-json-object-name-jane-doe",
     "{\"name\": \"Jane Doe\", \"location\": \"unknown\"}")  # fmt: skip

# ---- Mistral 7B v0.3 [TOOL_CALLS] (OVMS) -------------------------------------------------------------
real(MISTRAL + " (ParseToolCallOutputWithContentAndSingleToolCall, input; OVMS keeps it all as content, a careful reader sees the call)", "mistral-content-then-tool-calls",
     "This is a content part and next will be a tool call.\n\n[TOOL_CALLS][{\"name\": \"example_tool\", \"arguments\": {\"arg1\": \"value1\", \"arg2\": 42}}]</s>",
     EX)  # fmt: skip
real(MISTRAL + " (ParseToolCallOutputWithMultipleToolCallsReturnsContentOnly, input; OVMS keeps it all as content, a careful reader sees two calls)", "mistral-two-tool-calls-blocks",
     "[TOOL_CALLS][{\"name\": \"tool1\", \"arguments\": {\"a\": 1}}]</s> \n\nThis is some content\n\n[TOOL_CALLS][{\"name\": \"tool2\", \"arguments\": {\"b\": 2}}]</s>",
     ("tool1", {"a": 1}), ("tool2", {"b": 2}))  # fmt: skip

# ---- Hermes 3 <tool_call> (OVMS) ---------------------------------------------------------------------
real(HERMES3 + " (ParseToolCallOutputWithThreeToolCalls, inputWithImproperClosure: the last </tool_call> missing)", "hermes3-three-calls-last-unclosed",
     "<tool_call>{\"name\": \"example_tool\", \"arguments\": {\"arg1\": \"value1\", \"arg2\": 42}}</tool_call><tool_call>{\"name\": \"another_tool\", \"arguments\": {\"param1\": \"data\", \"param2\": true}}</tool_call><tool_call>{\"name\": \"third_tool\", \"arguments\": {\"key\": \"value\"}}",
     EX, ("another_tool", {"param1": "data", "param2": True}), ("third_tool", {"key": "value"}))  # fmt: skip
real(HERMES3 + " (ParseToolCallOutputWithContentAndNoToolCalls, input)", "neg-hermes3-plain-reply",
     "This is a regular model response without tool calls.")  # fmt: skip

# ---- GLM-4.7 arg_key/arg_value (Dynamo) --------------------------------------------------------------
real(GLM47 + " (mod tests, test_parse_multiline_arg_value, message)", "glm47-write-file-multiline-value",
     "<tool_call>write_file<arg_key>path</arg_key><arg_value>/tmp/hello.py</arg_value><arg_key>content</arg_key><arg_value>#!/usr/bin/env python3\nprint(\"Hello, World!\")\n</arg_value></tool_call>",
     ("write_file", {"path": "/tmp/hello.py", "content": "#!/usr/bin/env python3\nprint(\"Hello, World!\")\n"}))  # fmt: skip
real(GLM47 + " (mod tests, test_parse_no_end_tag_multiple_calls_recovers, message: the second call's </tool_call> missing)", "glm47-two-calls-last-unclosed",
     "<tool_call>get_weather<arg_key>city</arg_key><arg_value>NYC</arg_value></tool_call><tool_call>get_time<arg_key>tz</arg_key><arg_value>EST</arg_value>",
     ("get_weather", {"city": "NYC"}), ("get_time", {"tz": "EST"}))  # fmt: skip
real(GLM47 + " (mod tests, test_type_coercion_with_schema, message; the test's schema types degrees number, enabled boolean, count integer)", "glm47-typed-values",
     "<tool_call>set_temperature<arg_key>degrees</arg_key><arg_value>72.5</arg_value><arg_key>enabled</arg_key><arg_value>true</arg_value><arg_key>count</arg_key><arg_value>3</arg_value><arg_key>label</arg_key><arg_value>warm</arg_value></tool_call>",
     ("set_temperature", {"degrees": 72.5, "enabled": True, "count": 3, "label": "warm"}))  # fmt: skip
real(GLM47 + " (mod tests, test_unparseable_block_preserved_as_normal_text, message: unknown_func is not among the offered tools; the test expects no call)", "err-glm47-call-to-unoffered-tool",
     "Here is the result: <tool_call>unknown_func<arg_key>x</arg_key><arg_value>1</arg_value></tool_call> done", errors=["unknown_func"])  # fmt: skip  # gathered as neg- with no error; a call naming no offered tool behind a call marker is an error naming it (corpus err- cases): the lead renamed it err- after measuring
real(GLM47 + " (mod tests, test_malformed_tool_call, message: 'Missing end tag', the test expects no call)", "cut-glm47-name-only",
     "<tool_call>get_weather", errors=["cut off"])  # fmt: skip  # gathered with no error given; a reply cut inside a call is a cut-off error (corpus cut- cases): the lead moved this expectation to that rule after measuring

# ---- Kimi-K2 sections (Dynamo) -----------------------------------------------------------------------
real(KIMI + " (mod tests, test_parse_multiple_calls_no_section_end, input)", "kimi-k2-two-calls-no-section-end",
     '<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{"location":"NYC"}<|tool_call_end|><|tool_call_begin|>functions.get_time:1<|tool_call_argument_begin|>{"timezone":"EST"}<|tool_call_end|>',
     ("get_weather", {"location": "NYC"}), ("get_time", {"timezone": "EST"}))  # fmt: skip
real(KIMI + " (mod tests, test_parse_deeply_nested_json_multiple_calls, input)", "kimi-k2-three-calls-nested-json",
     '<|tool_calls_section_begin|><|tool_call_begin|>functions.create_config:0<|tool_call_argument_begin|>{"database":{"primary":{"host":"db1.example.com","port":5432,"options":{"ssl":true,"pool":{"min":5,"max":20}}},"replica":{"host":"db2.example.com","port":5432}},"features":["auth","logging"]}<|tool_call_end|><|tool_call_begin|>functions.deploy:1<|tool_call_argument_begin|>{"env":"production","services":[{"name":"api","replicas":3,"config":{"memory":"2Gi","cpu":"1000m"}},{"name":"worker","replicas":2,"config":{"memory":"4Gi","cpu":"2000m"}}]}<|tool_call_end|><|tool_call_begin|>functions.notify:2<|tool_call_argument_begin|>{"channels":["slack","email"],"message":"Deployment started"}<|tool_call_end|><|tool_calls_section_end|>',
     ("create_config", {"database": {"primary": {"host": "db1.example.com", "port": 5432, "options": {"ssl": True, "pool": {"min": 5, "max": 20}}}, "replica": {"host": "db2.example.com", "port": 5432}}, "features": ["auth", "logging"]}),
     ("deploy", {"env": "production", "services": [{"name": "api", "replicas": 3, "config": {"memory": "2Gi", "cpu": "1000m"}}, {"name": "worker", "replicas": 2, "config": {"memory": "4Gi", "cpu": "2000m"}}]}),
     ("notify", {"channels": ["slack", "email"], "message": "Deployment started"}))  # fmt: skip
real(KIMI + " (mod tests, test_parse_with_whitespace, input)", "kimi-k2-blanks-around-markers",
     "<|tool_calls_section_begin|>\n<|tool_call_begin|> functions.search:0 <|tool_call_argument_begin|> {\"query\":\"rust programming\"} <|tool_call_end|>\n<|tool_calls_section_end|>",
     ("search", {"query": "rust programming"}))  # fmt: skip
real(KIMI + " (mod tests, test_parse_angle_brackets_in_json_arguments, input: a raw string, its \\\" kept as JSON escapes)", "kimi-k2-html-in-argument",
     '<|tool_calls_section_begin|><|tool_call_begin|>functions.render_html:0<|tool_call_argument_begin|>{"template":"<div class=\\"main\\"><h1>Title</h1><p>Content</p></div>","format":"html"}<|tool_call_end|><|tool_calls_section_end|>',
     ("render_html", {"template": '<div class="main"><h1>Title</h1><p>Content</p></div>', "format": "html"}))  # fmt: skip
real(KIMI + " (mod tests, test_parse_empty_tool_section, input: a section with no call in it)", "neg-kimi-k2-empty-section",
     "Here is my answer. <|tool_calls_section_begin|><|tool_calls_section_end|> And more text.",
     content="Here is my answer. And more text.")  # fmt: skip  # gathered with the whole text as content; an empty call section's tokens are template junk taken out (parsers/README.md): the lead moved this expectation to that rule after measuring
real(KIMI + " (mod tests, test_parse_truncated_mid_argument_no_section_end, input: 'Model hit max_tokens mid-argument')", "cut-kimi-k2-mid-argument",
     '<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{"location":"NY', errors=["cut off"])  # fmt: skip  # gathered with no error given; a reply cut inside a call is a cut-off error (corpus cut- cases): the lead moved this expectation to that rule after measuring
