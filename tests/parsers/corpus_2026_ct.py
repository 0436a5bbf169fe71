# ruff: noqa: E501
"""Held-out set ct (issue 42): test fixtures (model text in, expected calls out) of a runtime and a gateway that parse a model's TEXT tool calls, gathered without reading the parser.

Families: Ollama's Go parsers for families added in 2026 (model/parsers/ at commit fb30760): Muse Glimmer
(`glimmer_test.go`: a Harmony-like ` to=RECIPIENT<|message|>` header followed by an `<atem:function_calls>` /
`<atem:invoke name=...>` / `<atem:parameter name=...>` block, thinking messages addressed `to=self`, several messages
in one reply, an implicit message boundary), Gemma 4 (`gemma4_test.go`: `<|tool_call>call:NAME{key:<|"|>value<|"|>}<tool_call|>`
with a Windows path, a quoted URL inside a command, two calls back to back, prose before the call), LFM2
(`lfm2_test.go`: `<|tool_call_start|>[name(key=value)]<|tool_call_end|>` pythonic calls with Python literals, two calls
in one list), Poolside Laguna (`laguna_test.go`: GLM-style `<arg_key>/<arg_value>` calls, a name line followed by JSON
arguments, the call wrapped in a stray `<user>` element after prose, a `<think>` block before the call); and
LiteLLM's Ollama text-completion handler in JSON mode (tests/test_litellm/llms/ollama/test_ollama_completion_transformation.py,
commit 017da46: a bare `{"name":..., "arguments":...}` object that LiteLLM turns into a tool call, and a JSON answer
that is not a call). Negatives: a Glimmer atem block naming an undeclared tool, a Glimmer message addressed to an
undeclared recipient, Laguna's `<user>hello</user>`, LiteLLM's plain JSON answer.

Sources: ollama/ollama model/parsers/{glimmer,gemma4,lfm2,laguna}_test.go (commit fb30760, none cited before; e and bl
cite other files of that folder), BerriAI/litellm test_ollama_completion_transformation.py (commit 017da46). Glimmer
fixtures build their input with glimmerTestATEM(name, params); `atem()` below writes the same string, character for
character. Go raw strings are copied as raw strings (a Windows path keeps its single backslashes); json.dumps output
is written out as it prints. Each fixture's parser was given the tools named in TOOLS_CT (only those of its test).

Where this set departs from the fixture's expectation: none of the cases kept. Left out as unclear to a reader: the
Glimmer fixtures where a `to=user` message shows an atem block after or before prose (ollama keeps them as content),
a Glimmer reply ` to=get_weather<|message|>{"city":"SF"}` that ollama rejects for its missing atem wrapper (a reader
sees a call), Laguna's alias fixture (`read_file` called, `read` declared) and its duplicated nested `<tool_call>`,
Gemma 4's edit with literal `\\n` inside <|"|> strings.

Could not find (in the helper's 35 minutes): Kilo Code's stored assistant-message tests are the Kimi parser (cited by
corpus r) and the native-call parser (JSON deltas, not text); LiteLLM's ollama_chat tests feed native tool_calls,
and its repository snapshot was too large to fetch for a full grep; Void, Zed's agent, Plandex, Tabby, Open WebUI,
any-llm, aisuite, ell, llm and its plugins, Jan and Msty fixtures were not reached in the time.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_CT: list[dict[str, Any]] = [
    # ollama glimmer_test.go (city), gemma4_test.go / lfm2_test.go (location, units), laguna_test.go (location, days), litellm (location)
    tool_schema("get_weather", (), city="string", location="string", units="string", days="integer"),
    # ollama glimmer_test.go
    {
        "name": "tools.run",
        "parameters": {
            "type": "object",
            "properties": {
                "text": {"type": "string"},
                "count": {"type": "integer"},
                "enabled": {"type": "boolean"},
                "items": {"type": "array"},
                "config": {"type": "object"},
                "choice": {"anyOf": [{"type": "null"}, {"type": "string"}]},
            },
        },
    },
    tool_schema("first", (), x="integer"),
    tool_schema("second", ()),
    tool_schema("muse.bash", (), command="string"),
    # ollama gemma4_test.go
    tool_schema("exec", (), command="string"),
    tool_schema("open_file", (), path="string"),
    # ollama lfm2_test.go
    tool_schema("process_data", (), items="array", config="object"),
    tool_schema("bash", (), command="string"),
    # ollama laguna_test.go
    tool_schema("read", (), path="string"),
]

SOURCES_CT: dict[str, str] = {}
CASES_CT: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_CT[id] = source
    CASES_CT.append(Case(id, text, list(calls), **kw))


def atem(name: str, parameters: str) -> str:
    """The string ollama's glimmerTestATEM(name, parameters) builds."""
    return (
        '<atem:function_calls>\n<atem:invoke name="'
        + name
        + '">\n'
        + parameters
        + "</atem:invoke>\n</atem:function_calls>"
    )


OLLAMA = "https://github.com/ollama/ollama/blob/fb30760996871fa9460115c753afd2c60d4ab0f7/model/parsers/"
GLIMMER = OLLAMA + "glimmer_test.go"
GEMMA4 = OLLAMA + "gemma4_test.go (TestGemma4Parser"
LFM2 = OLLAMA + "lfm2_test.go (TestLFM2Parser"
LAGUNA = OLLAMA + "laguna_test.go"
LITELLM = "https://github.com/BerriAI/litellm/blob/017da4607132d68e2a003ca15ea807844a4278b6/tests/test_litellm/llms/ollama/test_ollama_completion_transformation.py"

# ---- Muse Glimmer: ` to=RECIPIENT<|message|>` + <atem:...> blocks ------------------------------------
real(GLIMMER + " (TestGlimmerParserStreamingATEMAtEveryBoundary, the whole input)", "ollama-glimmer-atem-get-weather",
     ' to=get_weather<|message|>' + atem("get_weather", '<atem:parameter name="city">SF</atem:parameter>\n') + '<|eot|>',
     ("get_weather", {"city": "SF"}))  # fmt: skip
real(GLIMMER + " (TestGlimmerParserATEMValueTypesAndWhitespace: scalar, JSON and null values, a value with spaces round it)", "ollama-glimmer-atem-value-types",
     ' to=tools.run<|message|>' + atem(
         "tools.run",
         '<atem:parameter name="text"> keep  spaces </atem:parameter>\n'
         '<atem:parameter name="count">3</atem:parameter>\n'
         '<atem:parameter name="enabled">true</atem:parameter>\n'
         '<atem:parameter name="items">["one", "two"]</atem:parameter>\n'
         '<atem:parameter name="config">{"mode":"fast"}</atem:parameter>\n'
         '<atem:parameter name="choice">null</atem:parameter>\n'),
     ("tools.run", {"text": " keep  spaces ", "count": 3, "enabled": True, "items": ["one", "two"], "config": {"mode": "fast"}, "choice": None}))  # fmt: skip
real(GLIMMER + " (TestGlimmerParserMultipleMessagesAndIndices: a to=self thought, then two tool messages)", "ollama-glimmer-two-messages-two-calls",
     " to=self<|message|>Think<|eom|>"
     "<|start|>assistant to=first<|message|>" + atem("first", '<atem:parameter name="x">1</atem:parameter>\n') + "<|eom|>"
     "<|start|>assistant to=second<|message|>" + atem("second", "") + "<|eot|>",
     ("first", {"x": 1}), ("second", {}))  # fmt: skip
real(GLIMMER + " (TestGlimmerParserImplicitMessageBoundary: no <|eom|> before the next <|start|>; content 'Done', thinking 'Think')", "ollama-glimmer-implicit-boundary",
     " to=self<|message|>Think"
     "<|start|>assistant to=get_weather<|message|>" + atem("get_weather", '<atem:parameter name="city">SF</atem:parameter>\n')
     + "<|start|>assistant to=user<|message|>Done<|eot|>",
     ("get_weather", {"city": "SF"}))  # fmt: skip
real(GLIMMER + " (TestGlimmerParserContentThatResemblesToolCallStaysContent 'undeclared tool': muse.bash declared, other.run is not)", "neg-ollama-glimmer-undeclared-invoke",
     ' to=user<|message|>' + atem("other.run", "") + '<|eot|>')  # fmt: skip
real(GLIMMER + " (TestGlimmerParserUndeclaredRecipientRemainsContent: no tools declared)", "neg-ollama-glimmer-undeclared-recipient",
     ' to=not_a_tool<|message|>' + atem("not_a_tool", ""))  # fmt: skip

# ---- Gemma 4: <|tool_call>call:NAME{...}<tool_call|> -------------------------------------------------
real(GEMMA4 + " 'tool_call_with_windows_path_single_backslashes', a Go raw string)", "ollama-gemma4-windows-path",
     r'<|tool_call>call:open_file{path:<|"|>C:\users\bob\file.txt<|"|>}<tool_call|>',
     ("open_file", {"path": r"C:\users\bob\file.txt"}))  # fmt: skip
real(GEMMA4 + " 'tool_call_exec_with_embedded_quoted_url')", "ollama-gemma4-exec-quoted-url",
     '<|tool_call>call:exec{command:<|"|>fetch "https://ollama.com/library/gemma4" --extract<|"|>}<tool_call|>',
     ("exec", {"command": 'fetch "https://ollama.com/library/gemma4" --extract'}))  # fmt: skip
real(GEMMA4 + " 'multiple_tool_calls')", "ollama-gemma4-two-calls",
     '<|tool_call>call:get_weather{location:<|"|>Paris<|"|>}<tool_call|><|tool_call>call:get_weather{location:<|"|>London<|"|>}<tool_call|>',
     ("get_weather", {"location": "Paris"}), ("get_weather", {"location": "London"}))  # fmt: skip
real(GEMMA4 + " 'content_then_tool_call')", "ollama-gemma4-prose-then-call",
     'Let me check that for you.<|tool_call>call:get_weather{location:<|"|>Paris<|"|>}<tool_call|>',
     ("get_weather", {"location": "Paris"}))  # fmt: skip

# ---- LFM2: <|tool_call_start|>[name(key=value)]<|tool_call_end|> ------------------------------------
real(LFM2 + " 'complex_tool_arguments': a Python list and dict, True)", "ollama-lfm2-python-literals",
     "Processing data.<|tool_call_start|>[process_data(items=['item1','item2'], config={'enabled': True, 'threshold': 0.95})]<|tool_call_end|>",
     ("process_data", {"items": ["item1", "item2"], "config": {"enabled": True, "threshold": 0.95}}))  # fmt: skip
real(LFM2 + " 'python_style_multiple_calls')", "ollama-lfm2-two-calls-one-list",
     "Running commands.<|tool_call_start|>[bash(command='ls'),bash(command='pwd')]<|tool_call_end|>",
     ("bash", {"command": "ls"}), ("bash", {"command": "pwd"}))  # fmt: skip

# ---- Poolside Laguna ---------------------------------------------------------------------------------
real(LAGUNA + " (TestLagunaParserNameLineJSONToolCall)", "ollama-laguna-name-line-json-args",
     '<tool_call>get_weather\n{"location":"San Francisco"}</tool_call>',
     ("get_weather", {"location": "San Francisco"}))  # fmt: skip
real(LAGUNA + " (TestLagunaParserUserTaggedToolAliasWithLeadingContent: the call wrapped in <user>, read declared)", "ollama-laguna-user-tagged-call-after-prose",
     "I'll read the file for you.\n<user>read\n<arg_key>path</arg_key>\n<arg_value>/Users/test/code/myproject/go.mod</arg_value>\n</user>",
     ("read", {"path": "/Users/test/code/myproject/go.mod"}))  # fmt: skip
real(LAGUNA + " (TestLagunaParserThinkingThenTool, thinking enabled)", "ollama-laguna-think-then-arg-key-call",
     "<think>Need current weather.</think>\n<tool_call>get_weather\n<arg_key>location</arg_key>\n<arg_value>SF</arg_value>\n</tool_call>",
     ("get_weather", {"location": "SF"}))  # fmt: skip
real(LAGUNA + " (TestLagunaParserUserTaggedNonToolContent)", "neg-ollama-laguna-user-tag-hello",
     "<user>hello</user>")  # fmt: skip

# ---- LiteLLM: Ollama /api/generate in JSON mode ---------------------------------------------------------
real(LITELLM + " (TestOllamaConfig.test_transform_response_json_function_call, the json.dumps'd response; format json)", "litellm-ollama-json-mode-call",
     '{"name": "get_weather", "arguments": {"location": "San Francisco"}}',
     ("get_weather", {"location": "San Francisco"}))  # fmt: skip
real(LITELLM + " (TestOllamaConfig.test_transform_response_regular_json: a JSON answer, not a call)", "neg-litellm-ollama-json-mode-answer",
     '{"result": "success", "data": {"temperature": 72, "unit": "F"}}')  # fmt: skip
