# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set be (issue 42): the raw-reply strings in smaller libraries' own test suites, gathered without reading the parser.

Families: Ollama's legacy template-driven tool parser (tools/tools_test.go: Mistral `[TOOL_CALLS]` cut mid-array,
Command R+ `Action: ```json` with `tool_name`/`parameters`, FireFunction's ` functools[...]`, a bare JSON array cut
inside a nested array; tools/deepseek_tools_test.go: DeepSeek-R1's `<｜tool▁call▁begin｜>` with a fenced JSON body),
ReAct `Thought:/Action:/Action Input:` replies (LlamaIndex's output-parser tests: multi-line JSON input, a Chinese
tool name, a Python-dict input with a comment and trailing prose), LangChain's classic agent formats (XML
`<tool>/<tool_input>`, a JSON blob `action`/`action_input` in a fence, ReAct-JSON), smolagents' text tool-call
parsing (bare `{"name", "arguments"}` objects, one or two, with prose between), Langroid's `{"request": ...}` tool
JSON inside prose, and DSPy's ChatAdapter / JSONAdapter completions carrying a `tool_calls` field.
Negatives: ReAct / LangChain final answers (`Answer:`, `Final Answer:`, `<final_answer>`), DSPy answers without
tool calls, a plain sentence, and a long Langroid fixture reply (GPT-4 era) with `<bug>`/`<fix>` words and Alloy code.
Cut-offs: Ollama's incomplete Mistral array and incomplete bare JSON array.

Sources (all test files; no corpus cited them before): ollama/ollama tools/tools_test.go (commit 066d0f4) and
tools/deepseek_tools_test.go (commit 4788240); run-llama/llama_index
llama-index-core/tests/agent/react/test_react_output_parser.py (commit 0b9fb97); langchain-ai/langchain
libs/langchain/tests/unit_tests/agents/output_parsers/ test_xml.py (2a2c9cd), test_json.py (35ef6c7),
test_react_json_single_input.py (25ef4af); huggingface/smolagents tests/test_parse_tool_calls.py (commit e32554d);
langroid/langroid tests/main/test_json.py (0122e8c) and tests/main/llm_msgs.txt (9fb677b); stanfordnlp/dspy
tests/adapters/test_parallel_tool_calls.py (commit 37790c4), whose `_completion` helper composes the replies (composed
here exactly as the f-strings do).

Tools: the schemas the tests' harnesses give (ollama's testdata tools.json weather tool; LangChain's single-input
`Tool`, whose args schema is one string `tool_input`; DSPy's get_weather/get_timezone from the test's functions).
Where a test declares no schema (ollama's TestParseJSONToolCalls tool1, LlamaIndex's `add`, `加法`, `tool`,
Langroid's file_exists), the tool is declared with the arguments the test's expected result gives.

Could not find (in the helper's time): an uncited test string where a model calls a name its harness does not
declare (so no `err-` case), and cut-off replies outside ollama's tools/ tests (node-llama-cpp, magentic, mirascope,
ollama-rs and langchain-rust hold no raw-reply strings in their tests; AG2's and Haystack's were already cited).
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_BE: list[dict[str, Any]] = [
    # ollama tools/testdata/tools.json (the weather tool of TestParseToolCalls / TestDeepSeekToolParser)
    tool_schema("get_current_weather", ("location", "format"), location="string", format="string"),
    # ollama TestParseJSONToolCalls (no schema in the test; arg1 is an array in the cut case's text)
    tool_schema("tool1", (), arg1="array"),
    # LlamaIndex ReAct output-parser tests (no schema in the tests; arguments as the tests expect them)
    tool_schema("add", ("a", "b"), a="integer", b="integer"),
    tool_schema("加法", ("a", "b"), a="integer", b="integer"),
    tool_schema("tool", (), pages="array", load_kwargs="object", query_str="string"),
    # LangChain classic agents: a single-input Tool, whose args schema is one string `tool_input`
    tool_schema("search", ("tool_input",), tool_input="string"),
    # smolagents test_parse_tool_calls.py and DSPy test_parallel_tool_calls.py
    tool_schema("get_weather", ("city",), city="string"),
    tool_schema("get_timezone", ("city",), city="string"),
    # Langroid test_json.py (a ToolMessage whose request is file_exists)
    tool_schema("file_exists", ("filename",), filename="string"),
]

SOURCES_BE: dict[str, str] = {}
CASES_BE: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_BE[id] = source
    CASES_BE.append(Case(id, text, list(calls), **kw))


OLLAMA_TOOLS = "ollama/ollama tools/tools_test.go (commit 066d0f4), TestParseToolCalls"
OLLAMA_JSON = "ollama/ollama tools/tools_test.go (commit 066d0f4), TestParseJSONToolCalls"
OLLAMA_DS = "ollama/ollama tools/deepseek_tools_test.go (commit 4788240), TestDeepSeekToolParser"
LLAMAINDEX = "run-llama/llama_index llama-index-core/tests/agent/react/test_react_output_parser.py (commit 0b9fb97)"
LC = "langchain-ai/langchain libs/langchain/tests/unit_tests/agents/output_parsers/"
SMOL = "huggingface/smolagents tests/test_parse_tool_calls.py (commit e32554d), TestParseToolCallsFromText"
LANGROID = "langroid/langroid tests/main/"
DSPY = "stanfordnlp/dspy tests/adapters/test_parallel_tool_calls.py (commit 37790c4), the completion `_completion` composes"

SF_F = ("get_current_weather", {"format": "fahrenheit", "location": "San Francisco, CA"})
TO_C = ("get_current_weather", {"format": "celsius", "location": "Toronto, Canada"})

# ---- Ollama's tools/ tests: template-driven parsing of raw replies -----------------------------
real(OLLAMA_TOOLS + " ('mistral incomplete json with tool calls prefix': the reply ends inside the first call's location)", "cut-ollama-mistral-tool-calls-prefix-inside-location",
     "[TOOL_CALLS]  [{\"name\": \"get_current_weather\", \"arguments\": {\"format\":\"fahrenheit\",\"location\":\"San Francisco, ",
     errors=["get_current_weather"])  # fmt: skip
real(OLLAMA_TOOLS + " ('command r plus tool calls with json block format'; the Go raw string's tab indentation kept)", "ollama-command-r-plus-action-json-block",
     "Action: ```json\n\t\t[\n\t\t    {\n\t\t        \"tool_name\": \"get_current_weather\",\n\t\t        \"parameters\": {\n\t\t            \"format\": \"fahrenheit\",\n\t\t            \"location\": \"San Francisco, CA\"\n\t\t        }\n\t\t    },\n"
     "\t\t    {\n\t\t        \"tool_name\": \"get_current_weather\",\n\t\t        \"parameters\": {\n\t\t            \"format\": \"celsius\",\n\t\t            \"location\": \"Toronto, Canada\"\n\t\t        }\n\t\t    }\n\t\t]\n\t\t```",
     SF_F, TO_C)  # fmt: skip
real(OLLAMA_TOOLS + " ('firefunction tool calls with functools prefix')", "ollama-firefunction-functools-array",
     " functools[{\"name\": \"get_current_weather\", \"arguments\": {\"format\":\"fahrenheit\",\"location\":\"San Francisco, CA\"}},{\"name\": \"get_current_weather\", \"arguments\": {\"format\":\"celsius\",\"location\":\"Toronto, Canada\"}}]",
     SF_F, TO_C)  # fmt: skip
real(OLLAMA_JSON + " ('incomplete square brackets': the reply ends inside arg1's array)", "cut-ollama-bare-array-inside-nested-array",
     "[{\"name\": \"tool1\", \"arguments\": {\"arg1\": [1, 2, 3",
     errors=["tool1"])  # fmt: skip
real(OLLAMA_DS + " ('single tool call': DeepSeek-R1's call block with a fenced JSON body and no calls-end token)", "ollama-deepseek-r1-tool-call-fenced-json",
     "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_current_weather\n```json\n{\"format\":\"fahrenheit\",\"location\":\"San Francisco, CA\"}\n```<｜tool▁call▁end｜>",
     SF_F)  # fmt: skip

# ---- LlamaIndex ReAct output parser ------------------------------------------------------------
real(LLAMAINDEX + " (test_extract_tool_use_multiline_action_input)", "llamaindex-react-multiline-action-input",
     "Thought: I need to use a tool to help me answer the question.\nAction: add\nAction Input: {\n    \"a\": 1,\n    \"b\": 1\n}\n",
     ("add", {"a": 1, "b": 1}))  # fmt: skip
real(LLAMAINDEX + " (test_extract_tool_use_with_Chinese_characters)", "llamaindex-react-chinese-tool-name",
     "Thought: I need to use a tool to help me answer the question.\n\nAction: 加法\n\nAction Input: {\"a\": 1, \"b\": 1}\n",
     ("加法", {"a": 1, "b": 1}))  # fmt: skip
real(LLAMAINDEX + " (test_parse_action_reasoning_step: a Python-dict input with a /* comment */ and trailing prose)", "llamaindex-react-python-dict-input-with-comment",
     "Thought: Gotta use a tool.\nAction: tool\nAction Input: {'pages': ['coffee'] /* comment */, 'load_kwargs': {}, 'query_str': ''}, along those lines.\n",
     ("tool", {"pages": ["coffee"], "load_kwargs": {}, "query_str": ""}))  # fmt: skip
real(LLAMAINDEX + " (test_extract_final_response_multiline_answer)", "neg-llamaindex-react-final-answer-multiline",
     "Thought: I have enough information to answer the question without using any more tools.\nAnswer: Here is the answer:\n\nThis is the second line.\n")  # fmt: skip

# ---- LangChain classic agent output parsers ----------------------------------------------------
real(LC + "test_xml.py (commit 2a2c9cd), test_parser_tool_usage", "langchain-xml-agent-tool-and-input",
     "<tool>search</tool><tool_input>foo</tool_input>",
     ("search", {"tool_input": "foo"}))  # fmt: skip
real(LC + "test_xml.py (commit 2a2c9cd), test_parser_final_answer", "neg-langchain-xml-agent-final-answer",
     "<final_answer>bar</final_answer>")  # fmt: skip
real(LC + "test_json.py (commit 35ef6c7), test_tool_usage (JSONAgentOutputParser; the fence indented as the test has it)", "langchain-json-agent-action-blob-in-fence",
     "    ```\n{\n  \"action\": \"search\",\n  \"action_input\": \"2+2\"\n}\n```",
     ("search", {"tool_input": "2+2"}))  # fmt: skip
real(LC + "test_react_json_single_input.py (commit 25ef4af), test_action", "langchain-react-json-thought-then-fenced-action",
     "Thought: agent thought here\n```\n{\n    \"action\": \"search\",\n    \"action_input\": \"what is the temperature in SF?\"\n}\n```\n",
     ("search", {"tool_input": "what is the temperature in SF?"}))  # fmt: skip
real(LC + "test_react_json_single_input.py (commit 25ef4af), test_finish", "neg-langchain-react-json-final-answer",
     "Thought: agent thought here\nFinal Answer: The temperature is 100")  # fmt: skip

# ---- smolagents: JSON tool calls in text ------------------------------------------------------
real(SMOL + " (test_single_tool_call)", "smolagents-bare-json-single-call",
     "{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Tokyo\"}}",
     ("get_weather", {"city": "Tokyo"}))  # fmt: skip
real(SMOL + " (test_multiple_parallel_tool_calls)", "smolagents-two-bare-json-calls-space-separated",
     "{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Tokyo\"}} {\"name\": \"get_weather\", \"arguments\": {\"city\": \"New York\"}}",
     ("get_weather", {"city": "Tokyo"}), ("get_weather", {"city": "New York"}))  # fmt: skip
real(SMOL + " (test_mixed_content_with_tool_calls)", "smolagents-two-json-calls-between-prose",
     "Getting weather. {\"name\": \"get_weather\", \"arguments\": {\"city\": \"London\"}} Also need: {\"name\": \"get_weather\", \"arguments\": {\"city\": \"Paris\"}}",
     ("get_weather", {"city": "London"}), ("get_weather", {"city": "Paris"}))  # fmt: skip
real(SMOL + " (test_error_handling_invalid_tool_calls)", "neg-smolagents-no-tool-calls-sentence",
     "This text has no tool calls at all.")  # fmt: skip

# ---- Langroid: tool JSON inside prose, and a long plain reply ---------------------------------
real(LANGROID + "test_json.py (commit 0122e8c), test_extract_top_level_json's second input (Langroid's ToolMessage JSON: `request` names the tool; the triple-quoted string's indentation kept)", "langroid-request-json-between-prose",
     "\n            Ok, thank you.\n            {\n                \"request\": \"file_exists\",\n                \"filename\": \"test.txt\"\n            }\n            Hope you can tell me!\n        ",
     ("file_exists", {"filename": "test.txt"}))  # fmt: skip
real(LANGROID + "llm_msgs.txt (commit 9fb677b), llm_response_not_json as test_json.py reads it (the file stores the reply's newlines as literal \\n, kept as stored)", "neg-langroid-llm-response-not-json-alloy-fix",
     r"The <bug> is also in the `Count` predicate where the condition `n in This.header.*link || n.elem = x` counts a node if it is in the list or if its element equals x, which is against the intention of the predicate which is to count the nodes in a list that have a specific element.\n\nThe <fix> is to change `no This.header.link` to `some This.header.link` in the `Loop` predicate to ensure that every list has a header with a link. The <fix> is also to change `one n.link` to `lone n.link` in the `Sorted` predicate to allow a node with no link. The <fix> is also to change `n in This.header.*link || n.elem = x` to `n in This.header.*link && n.elem = x` in the `Count` predicate to count a node only if it is in the list and its element equals x.\n\nHere is the fixed specification:\n\nsig List {\n    header : set Node\n}\n\nsig Node {\n    link: set Node,\n    elem: set Int\n}\n\nfact CardinalityConstraints {\n    all l: List | lone l.header\n    all n: Node | lone n.link\n    all n: Node | one n.elem\n}\n\npred Loop(This: List) {\n    some This.header.link || one n: This.header.*link | n.link = n\n}\n\npred Sorted(This: List) {\n    all n: This.header.*link | lone n.link && n.elem < n.link.elem\n}\n\nassert repair_assert_1 {\n    all l: List | Sorted[l] <=> { all n: l.header.*link | some n.link => n.elem <= n.link.elem\n}}\ncheck repair_assert_1\n\npred repair_pred_1 {\n    all l: List | Sorted[l] <=> { all n: l.header.*link | some n.link => n.elem <= n.link.elem\n}}\nrun repair_pred_1\n\npred RepOk(This: List) {\n    Loop[This]\n    Sorted[This]\n}\n\npred Count(This: List, x: Int, result: Int) {\n    RepOk[This]\n    result = #{n: Node | n in This.header.*link && n.elem = x}\n}\n\nabstract sig Boolean {}\none sig True, False extends Boolean {}\n\npred Contains(This: List, x: Int, result: Boolean) {\n    RepOk[This]\n    {some n: This.header.*link | n.elem = x} => result = True else result = False\n}\n\nfact IGNORE {\n  one List\n  List.header.*link = Node\n}")  # fmt: skip

# ---- DSPy adapters: tool_calls as an output field ---------------------------------------------
DSPY_TOOL_CALLS = "\n[\n  {\"name\": \"get_weather\", \"args\": {\"city\": \"Paris\"}},\n  {\"name\": \"get_timezone\", \"args\": {\"city\": \"Paris\"}}\n]\n    "  # fmt: skip
PARIS = (("get_weather", {"city": "Paris"}), ("get_timezone", {"city": "Paris"}))
real(DSPY + " (test_non_native_tool_calls_parse_multiple_calls, ChatAdapter)", "dspy-chat-adapter-tool-calls-field",
     "[[ ## answer ## ]]\nNeed tools\n\n[[ ## tool_calls ## ]]\n" + DSPY_TOOL_CALLS + "\n\n[[ ## completed ## ]]",
     *PARIS)  # fmt: skip
real(DSPY + " (test_non_native_tool_calls_parse_multiple_calls, JSONAdapter)", "dspy-json-adapter-tool-calls-key",
     "{\"answer\": \"Need tools\", \"tool_calls\": " + DSPY_TOOL_CALLS + "}",
     *PARIS)  # fmt: skip
real(DSPY + " (test_native_tool_call_request_uses_native_surface, ChatAdapter: the answer without tool calls)", "neg-dspy-chat-adapter-answer-only",
     "[[ ## answer ## ]]\nok\n\n[[ ## completed ## ]]")  # fmt: skip
real(DSPY + " (test_native_tool_call_request_uses_native_surface, JSONAdapter: the answer without tool calls)", "neg-dspy-json-adapter-answer-only",
     "{\"answer\": \"ok\"}")  # fmt: skip
