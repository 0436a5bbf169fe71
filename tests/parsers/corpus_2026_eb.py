# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set eb (issue 42): parser test fixtures of ollama and llama.cpp not cited by earlier corpora.

Families: gpt-oss Harmony (an analysis message, then a `commentary to=functions.NAME <|constrain|>json` call closed by
`<|call|>`); FunctionGemma `<start_function_call>call:NAME{key:<escape>value<escape>}<end_function_call>` (prose
before a call, two calls in a row, a nested object with a bare boolean); Qwen3-Coder `<function=NAME><parameter=KEY>`
XML (three wrapped calls on three lines, bodies without the `<tool_call>` wrapper holding shell `&&` and quotes, typed
number/integer/boolean/array values); Qwen3 Hermes `<tool_call>{json}</tool_call>` made while reasoning is still open;
Qwen3.5 XML calls after `</think>` (one with prose between, one whose value keeps a trailing newline); LFM2
`<|tool_call_start|>[pythonic]<|tool_call_end|>` (a dotted name with list and dict arguments, escaped quotes inside a
string) and its prose with Markdown links; Ministral-3 `[THINK]...[/THINK][TOOL_CALLS]NAME[ARGS]{json}` whose reasoning
quotes a fake call; Cohere2 MoE (North Code) `<|START_ACTION|>[{"tool_call_id", "tool_name", "parameters"}]<|END_ACTION|>`
after `<|END_THINKING|>` (two calls, an array argument, a reply cut inside the first object, a `<|START_TEXT|>` answer);
an OLMo-3-Think reply the ollama test calls a real model output (no call).

Sources: ollama/ollama harmony/harmonyparser_test.go, model/parsers/{functiongemma,qwen3coder,qwen3,qwen35,
olmo3_think}_test.go at commit fb30760 (none cited before; Go string escapes undone, streamed chunks joined); and
ggml-org/llama.cpp tests/test-chat.cpp at commit 0042e20, read through read_file at offsets 64000-128000 (the
test_lfm2_parser cases and the Qwen3.5-4B, Ministral-3-14B-Reasoning-2512 and Cohere2MoE blocks of
test_template_output_peg_parsers; C++ escapes undone). Where a template's generation prompt opened the reasoning
block (Qwen3, Qwen3.5, Cohere2 MoE), the text starts inside it, as the parser receives it. All are fixtures written in
the template's format, except the OLMo-3 one, which the test names "real_model_output_with_newlines". Where a fixture
named a tool it did not declare (FunctionGemma, Qwen3-Coder), TOOLS_EB declares it with the types its values show.

Could not find (in the helper's 30 minutes): test-chat.cpp before offset 64000 (helpers, tool declarations, template
rendering) and 128000-160000 were not read; tests/test-chat-parser.cpp, test-peg-parser*.cpp, test-json-partial.cpp
and common/chat*.cpp comments were not reached; ollama's qwen3vl_thinking_test.go and parsers_test.go feed placeholder
bodies ("I'm tool calling") rather than calls, so none is taken. The Gemma 4 block of test-chat.cpp is cited by g.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the fixtures' harnesses declared (or, where a fixture declared none, the ones its calls name)
TOOLS_EB: list[dict[str, Any]] = [
    # ollama harmonyparser_test.go
    tool_schema("get_current_weather", ("location",), location="string"),
    # ollama functiongemma_test.go (city), qwen3_test.go (location, unit), qwen35_test.go (location)
    tool_schema("get_weather", (), city="string", location="string", unit="string"),
    # ollama functiongemma_test.go (timezone); llama.cpp test-chat get_time_tool (city)
    tool_schema("get_time", (), city="string", timezone="string"),
    tool_schema("create", ("config",), config="object"),
    # ollama qwen3coder_test.go
    tool_schema("first", (), a="string"),
    tool_schema("second", (), b="string"),
    tool_schema("third", (), c="string"),
    tool_schema("exec", ("command",), command="string"),
    tool_schema("calculate", (), x="number", y="integer", enabled="boolean", items="array"),
    # llama.cpp test-chat.cpp static tools
    tool_schema("special_function", ("arg1",), arg1="integer"),
    tool_schema("python", ("code",), code="string"),
    tool_schema("todo_list", ("todos",), todos="array"),
    tool_schema("Calendar.create_event", ("title",), title="string", participants="array", metadata="object"),
    tool_schema(
        "edit", ("filename", "oldString", "newString"), filename="string", oldString="string", newString="string"
    ),
    tool_schema("run_in_terminal", ("command",), command="string"),
]

SOURCES_EB: dict[str, str] = {}
CASES_EB: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_EB[id] = source
    CASES_EB.append(Case(id, text, list(calls), **kw))


OLLAMA = "https://github.com/ollama/ollama/blob/fb30760996871fa9460115c753afd2c60d4ab0f7/"
TC = "https://github.com/ggml-org/llama.cpp/blob/0042e2079d3428ba7af410df553202aa7fdf8d7a/tests/test-chat.cpp"

# ---- gpt-oss Harmony (ollama harmony/) ------------------------------------------------------------------------
real(OLLAMA + "harmony/harmonyparser_test.go (TestHarmonyParserHeaderEvent, its implicitStart case: an analysis message, then the commentary call)", "gpt-oss-analysis-then-commentary-call",
     "<|channel|>analysis<|message|>User asks weather in SF. We need location. Use get_current_weather with location \"San Francisco, CA\".<|end|><|start|>assistant<|channel|>commentary to=functions.get_current_weather <|constrain|>json<|message|>{\"location\":\"San Francisco, CA\"}<|call|>",
     ("get_current_weather", {"location": "San Francisco, CA"}))  # fmt: skip

# ---- FunctionGemma (ollama model/parsers/functiongemma_test.go, chunks joined) ---------------------------------
real(OLLAMA + "model/parsers/functiongemma_test.go (TestFunctionGemmaParser 'content_before_tool_call')", "functiongemma-prose-then-call",
     "Let me check.<start_function_call>call:get_weather{city:<escape>Paris<escape>}<end_function_call>",
     ("get_weather", {"city": "Paris"}))  # fmt: skip
real(OLLAMA + "model/parsers/functiongemma_test.go (TestFunctionGemmaParser 'parallel_tool_calls')", "functiongemma-two-calls",
     "<start_function_call>call:get_weather{city:<escape>Paris<escape>}<end_function_call><start_function_call>call:get_time{timezone:<escape>UTC<escape>}<end_function_call>",
     ("get_weather", {"city": "Paris"}),
     ("get_time", {"timezone": "UTC"}))  # fmt: skip
real(OLLAMA + "model/parsers/functiongemma_test.go (TestFunctionGemmaParser 'nested_object_argument')", "functiongemma-nested-object-bare-bool",
     "<start_function_call>call:create{config:{settings:{enabled:true,name:<escape>test<escape>}}}<end_function_call>",
     ("create", {"config": {"settings": {"enabled": True, "name": "test"}}}))  # fmt: skip

# ---- Qwen3-Coder XML (ollama model/parsers/qwen3coder_test.go) ----------------------------------------------------
real(OLLAMA + "model/parsers/qwen3coder_test.go (TestQwen3CoderParserToolCallIndexing, a Go raw string; no tools declared, so the values stay strings)", "qwen3coder-three-calls-three-lines",
     "<tool_call><function=first><parameter=a>1</parameter></function></tool_call>\n<tool_call><function=second><parameter=b>2</parameter></function></tool_call>\n<tool_call><function=third><parameter=c>3</parameter></function></tool_call>",
     ("first", {"a": "1"}),
     ("second", {"b": "2"}),
     ("third", {"c": "3"}))  # fmt: skip
real(OLLAMA + "model/parsers/qwen3coder_test.go (TestQwenToolParser 'ampersands in parameter values', regression for ollama#12357; the text between the <tool_call> tags, as the parser hands it to parseToolCall)", "qwen3coder-body-shell-ampersands-quotes",
     "<function=exec>\n<parameter=command>\nls && echo \"done\"\n</parameter>\n</function>",
     ("exec", {"command": "ls && echo \"done\""}))  # fmt: skip
real(OLLAMA + "model/parsers/qwen3coder_test.go (TestQwenToolParser 'tool call with typed parameters'; the text between the <tool_call> tags)", "qwen3coder-body-typed-values",
     "<function=calculate>\n<parameter=x>\n3.14\n</parameter>\n<parameter=y>\n42\n</parameter>\n<parameter=enabled>\ntrue\n</parameter>\n<parameter=items>\n[\"a\", \"b\", \"c\"]\n</parameter>\n</function>",
     ("calculate", {"x": 3.14, "y": 42, "enabled": True, "items": ["a", "b", "c"]}))  # fmt: skip

# ---- Qwen3 / Qwen3.5 after or inside reasoning (ollama) ------------------------------------------------------------
real(OLLAMA + "model/parsers/qwen3_test.go (TestQwen3ParserThinkingWithToolCallBeforeThinkingClose; thinking on, the <think> opener was in the prompt)", "qwen3-call-inside-open-reasoning",
     "Let me think<tool_call>{\"name\":\"get_weather\",\"arguments\":{\"location\":\"San Francisco\",\"unit\":\"celsius\"}}</tool_call>",
     ("get_weather", {"location": "San Francisco", "unit": "celsius"}))  # fmt: skip
real(OLLAMA + "model/parsers/qwen35_test.go (TestQwen35ParserToolCallAfterThinkingCloseIsParsed, a Go raw string; the <think> opener was in the prompt)", "qwen35-reasoning-close-then-xml-call",
     "Need weather lookup</think><tool_call><function=get_weather><parameter=location>\nSF\n</parameter></function></tool_call>",
     ("get_weather", {"location": "SF"}))  # fmt: skip
real(OLLAMA + "model/parsers/olmo3_think_test.go ('real_model_output_with_newlines'; the <think> opener was in the prompt)", "neg-olmo3-think-real-greeting",
     "Yes, that should work. Let me go with that response.\n\n</think>\n\nHi! I'm all set and ready to assist. How about you? How are you today? 😊",
     # gathered with the whole text as its content; the text before </think> is the thought the prompt opened (the
     # rule for a closing tag with no opening), so the lead gave the content the user sees after measuring
     content="Hi! I'm all set and ready to assist. How about you? How are you today? 😊")  # fmt: skip

# ---- LFM2 pythonic (llama.cpp test-chat.cpp, test_lfm2_parser) ------------------------------------------------------
real(TC + " (test_lfm2_parser: 'Dotted function name with structured args', two C++ literals joined)", "lfm2-dotted-name-list-and-dict-args",
     "<|tool_call_start|>[Calendar.create_event(title=\"demo\", participants=[\"Alice\", \"Bob\"], metadata={\"priority\": \"high\", \"reminder\": true})]<|tool_call_end|>",
     ("Calendar.create_event", {"title": "demo", "participants": ["Alice", "Bob"], "metadata": {"priority": "high", "reminder": True}}))  # fmt: skip
real(TC + " (test_lfm2_parser: 'Escaped quotes inside a string argument survive the round-trip')", "lfm2-python-escaped-quotes",
     "<|tool_call_start|>[python(code=\"print(\\\"hi\\\")\")]<|tool_call_end|>",
     ("python", {"code": "print(\"hi\")"}))  # fmt: skip
real(TC + " (test_lfm2_parser: 'Markdown links stay content', get_time offered)", "neg-lfm2-markdown-links",
     "Use this format: [link text](url). Example: [Wikipedia](https://www.wikipedia.org).")  # fmt: skip

# ---- Qwen3.5 XML (llama.cpp test-chat.cpp, models/templates/Qwen3.5-4B.jinja) -----------------------------------------
real(TC + " (Qwen3.5-4B.jinja block: the edit call whose newString ends in a newline, regression test for gbnf_excluding_pattern; thinking off)", "qwen35-edit-value-with-trailing-newline",
     "<tool_call>\n<function=edit>\n<parameter=filename>\nfoo.c\n</parameter>\n<parameter=oldString>\n#iclunde\n</parameter>\n<parameter=newString>\n#include\n\n</parameter>\n</function>\n</tool_call>",
     ("edit", {"filename": "foo.c", "oldString": "#iclunde", "newString": "#include\n"}))  # fmt: skip
real(TC + " (Qwen3.5-4B.jinja block: reasoning, </think>, prose, then the call; the <think> opener was in the prompt)", "qwen35-reasoning-prose-then-call",
     "I should inspect the directory.\n</think>\n\nLet me inspect it now.\n<tool_call>\n<function=run_in_terminal>\n<parameter=command>\npwd\n</parameter>\n</function>\n</tool_call>",
     ("run_in_terminal", {"command": "pwd"}))  # fmt: skip

# ---- Ministral-3 reasoning (llama.cpp test-chat.cpp) --------------------------------------------------------------------
real(TC + " (mistralai-Ministral-3-14B-Reasoning-2512.jinja block: 'fake tool call marker in reasoning')", "ministral3-call-after-reasoning-quoting-a-call",
     "[THINK]Let me think about [TOOL_CALLS]special_function[ARGS]{\"arg1\":1} and more[/THINK][TOOL_CALLS]special_function[ARGS]{\"arg1\": 1}",
     ("special_function", {"arg1": 1}))  # fmt: skip

# ---- Cohere2 MoE / North Code (llama.cpp test-chat.cpp, models/templates/Cohere2MoE.jinja; the prompt opened <|START_THINKING|>)
real(TC + " (Cohere2MoE.jinja block: 'Parallel tool calls with reasoning')", "cohere2-moe-two-actions-after-reasoning",
     "I'm\nthinking<|END_THINKING|><|START_ACTION|>[\n    {\"tool_call_id\": \"0\", \"tool_name\": \"special_function\", \"parameters\": {\"arg1\": 1}},\n    {\"tool_call_id\": \"1\", \"tool_name\": \"python\", \"parameters\": {\"code\": \"print('hey')\"}}\n]<|END_ACTION|>",
     ("special_function", {"arg1": 1}),
     ("python", {"code": "print('hey')"}))  # fmt: skip
real(TC + " (Cohere2MoE.jinja block: 'Tool call with an array argument (todo_list)', empty thinking)", "cohere2-moe-array-argument",
     "<|END_THINKING|><|START_ACTION|>[\n    {\"tool_call_id\": \"0\", \"tool_name\": \"todo_list\", \"parameters\": {\"todos\": [\"buy milk\", \"walk dog\"]}}\n]<|END_ACTION|>",
     ("todo_list", {"todos": ["buy milk", "walk dog"]}))  # fmt: skip
real(TC + " (Cohere2MoE.jinja block: 'Tools available but the model answers with content instead of calling a tool')", "neg-cohere2-moe-text-answer-with-tools",
     "I'm\nthinking<|END_THINKING|><|START_TEXT|>Hello, world!\nWhat's up?<|END_TEXT|>")  # fmt: skip
real(TC + " (Cohere2MoE.jinja block: 'Partial tool call (streaming): name/id resolved before arguments arrive', is_partial)", "cut-cohere2-moe-before-parameters",
     "I'm\nthinking<|END_THINKING|><|START_ACTION|>[\n    {\"tool_call_id\": \"0\", \"tool_name\": \"special_function\", ",
     # gathered with no error named; the lead added the one the parser gives after measuring
     errors=["cut off"])  # fmt: skip
