# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set fx (issue 42): OpenVINO Model Server's gemma4, lfm25 and onyx output-parser tests and TensorRT-LLM's Kimi K2 example, gathered without reading the parser.

Families: Gemma 4 `<|tool_call>call:NAME{key:<|"|>v<|"|>,...}<tool_call|>` (after a `<|channel>thought` block, three
calls in one block, an integer array, strings holding `>=`/commas/parentheses, backslashes, quotes and apostrophes,
an emoji), LFM2.5 `<|tool_call_start|>[name(k="v")]<|tool_call_end|>` pythonic calls (after a `<think>` block with
content after, a Windows path, a dict whose single-quoted values hold apostrophes), Onyx (Muse-style Harmony envelope
` to=NAME<|message|><atem:function_calls>...<|eom|>`, after a ` to=self` reasoning turn, with a later ` to=user`
answer, a schema-typed integer, a second call cut mid-parameter), and Kimi K2 `<|tool_calls_section_begin|>` /
a `[get_weather(location='beijing')]` list, both followed by a stray `user`. Negatives: a Gemma 4 thought then a plain
answer, an LFM2.5 `<think>` block then an answer, Onyx ` to=user` / ` to=self` turns and unframed text, and the Kimi
example's system prompt naming the section tokens. Errors: a Gemma 4 call whose `{` is never closed and an LFM2.5
call whose `(` is never closed (both expected to yield no call by OVMS).

Sources: openvinotoolkit/model_server src/test/llm/output_parsers/gemma4_output_parser_test.cpp,
lfm25_output_parser_test.cpp and onyx_output_parser_test.cpp at 7e4df0c (earlier corpora cite its deepseek, lfm2,
qwen3, granite, phi4, llama3, mistral, hermes3, devstral, minicpm5 and qwen3coder tests); NVIDIA/TensorRT-LLM
examples/models/core/kimi_k2/README.md and kimi_k2_tool_calling_example.py (1dd0ab3). C++ string escapes are undone
and adjacent literals joined; Onyx inputs built by the test's `onyxToolTurn`/`atemBlock` helpers are written out as
those helpers produce them. The OVMS tests pass an empty tool-schema map for gemma4/lfm25 (tools below are those the
fixtures call, with the types the expected JSON shows); onyx's schemas are the test's `toolSchemasInput`.

Could not find (in the helper's 30 minutes): TensorRT-LLM's tests/unittest/llmapi/apps/_test_trtllm_serve_kimi_k2_tool_calling.py
holds no model text (it runs the example script against a live server and checks only names and results), so its
two Kimi outputs come from the example's README. OVMS's gptoss_output_parser_test.cpp builds its inputs from
Harmony token ids with a builder, not text, and was left out; fixtures reused from lfm2 in lfm25 (same texts as
corpus ft) and OVMS's "This is a regular model response without tool calls." were skipped.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the tests call (gemma4/lfm25: no schema given, types as the expected JSON has them; onyx: its toolSchemasInput)
TOOLS_FX: list[dict[str, Any]] = [
    # Gemma 4 / LFM2.5 tests
    tool_schema("example_tool", (), arg1="string", arg2="integer"),
    tool_schema("another_tool", (), param1="string", param2="boolean"),
    tool_schema("third_tool", (), key="string"),
    tool_schema("sort", (), array="array", order="string"),
    tool_schema("search", (), query="string", limit="integer"),
    tool_schema("read_file", (), path="string", encoding="string"),
    tool_schema("save", (), lines="array", obj="object"),
    tool_schema("post_tweet", (), content="string", mentions="array", tags="array"),
    tool_schema("translate", (), text="string", lang="string"),
    tool_schema("broken_tool", (), arg1="string"),
    # Onyx tests (toolSchemasInput); TensorRT-LLM's Kimi K2 example declares get_weather(location) too
    tool_schema("get_weather", ("location",), location="string", unit="string"),
    tool_schema("get_time", ("city",), city="string"),
    tool_schema("get_current_location", ()),
    tool_schema("string_int_tool", ("arg1", "arg2"), arg1="string", arg2="integer"),
]

SOURCES_FX: dict[str, str] = {}
CASES_FX: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_FX[id] = source
    CASES_FX.append(Case(id, text, list(calls), **kw))


OVMS = "https://github.com/openvinotoolkit/model_server/blob/7e4df0c7ae340972bad15020ad777bbba3ee321d/src/test/llm/output_parsers/"
GEMMA4 = OVMS + "gemma4_output_parser_test.cpp"
LFM25 = OVMS + "lfm25_output_parser_test.cpp"
ONYX = OVMS + "onyx_output_parser_test.cpp"
TRT_KIMI = (
    "https://github.com/NVIDIA/TensorRT-LLM/blob/1dd0ab3596155777e88dde284092a3c40c64ced4/examples/models/core/kimi_k2/"
)

# ---- Gemma 4 (OVMS gemma4 tool parser) ------------------------------------------------------------
real(GEMMA4 + " (ParseToolCallOutputWithSingleToolCallAndReasoning's input; reasoning 'Some reasoning content')", "gemma4-ovms-thought-then-call",
     '<|channel>thought\nSome reasoning content<channel|><|tool_call>call:example_tool{arg1:<|"|>value1<|"|>,arg2:42}<tool_call|>',
     ("example_tool", {"arg1": "value1", "arg2": 42}))  # fmt: skip
# measured cold with no content given: the thought is taken out of the reply's text (the lead gave that content after measuring)
real(GEMMA4 + " (ParseReasoningWithoutToolCall's input; content 'SOME CONTENT WITHOUT TOOL CALL', no call)", "neg-gemma4-ovms-thought-then-answer",
     "<|channel>thought\nSome reasoning content<channel|>SOME CONTENT WITHOUT TOOL CALL", content='SOME CONTENT WITHOUT TOOL CALL')  # fmt: skip
real(GEMMA4 + " (ParseToolCallWithArrayArguments's input)", "gemma4-ovms-int-array",
     '<|tool_call>call:sort{array:[42,17,89,5,33],order:<|"|>descending<|"|>}<tool_call|>',
     ("sort", {"array": [42, 17, 89, 5, 33], "order": "descending"}))  # fmt: skip
real(GEMMA4 + " (ParseToolCallOutputWithThreeToolCalls's input: three calls inside one <|tool_call> block)", "gemma4-ovms-three-calls-one-block",
     '<|tool_call>call:example_tool{arg1:<|"|>value1<|"|>,arg2:42}call:another_tool{param1:<|"|>data<|"|>,param2:true}call:third_tool{key:<|"|>value<|"|>}<tool_call|>',
     ("example_tool", {"arg1": "value1", "arg2": 42}),
     ("another_tool", {"param1": "data", "param2": True}),
     ("third_tool", {"key": "value"}))  # fmt: skip
real(GEMMA4 + " (ParseToolCallWithStringArgumentsContainingComparison's input)", "gemma4-ovms-string-with-comparison",
     '<|tool_call>call:search{query:<|"|>price >= 100, (sale)<|"|>,limit:5}<tool_call|>',
     ("search", {"query": "price >= 100, (sale)", "limit": 5}))  # fmt: skip
real(GEMMA4 + " (ParseToolCallWithStringArgumentsContainingBackslashes's input, a C++ raw string)", "gemma4-ovms-windows-path",
     r'<|tool_call>call:read_file{path:<|"|>C:\Users\test\file.txt<|"|>,encoding:<|"|>utf-8<|"|>}<tool_call|>',
     ("read_file", {"path": "C:\\Users\\test\\file.txt", "encoding": "utf-8"}))  # fmt: skip
real(GEMMA4 + " (ParseToolCallWithStringArgumentsArrayWithStringsContainingQuotes's input, a C++ raw string)", "gemma4-ovms-array-strings-with-quotes",
     '<|tool_call>call:save{lines:[<|"|>it\'s the wonderful day<|"|>,<|"|>He said: "My name\'s John"<|"|>,<|"|>That\'s Johns\' car.<|"|>]}<tool_call|>',
     ("save", {"lines": ["it's the wonderful day", 'He said: "My name\'s John"', "That's Johns' car."]}))  # fmt: skip
real(GEMMA4 + " (ParseToolCallWithMultipleUtfChars's input, a C++ raw string)", "gemma4-ovms-emoji-and-lists",
     '<|tool_call>call:post_tweet{content:<|"|>Check out the sorted report! 🚀 We\'ve made improvements to the content. Tagging @currenttech and mentioning Julia for our insightful team. #currenttech #trend<|"|>,mentions:[<|"|>@currenttech<|"|>,<|"|>Julia<|"|>],tags:[<|"|>#currenttrend<|"|>]}<tool_call|>',
     ("post_tweet", {"content": "Check out the sorted report! 🚀 We've made improvements to the content. Tagging @currenttech and mentioning Julia for our insightful team. #currenttech #trend", "mentions": ["@currenttech", "Julia"], "tags": ["#currenttrend"]}))  # fmt: skip
# gathered with no error given; the parser's error (the lead gave it after measuring)
real(GEMMA4 + " (ParseToolCallWithMissingClosingParenthesis's input: the argument braces never closed; the test expects no call)", "err-gemma4-ovms-args-brace-not-closed",
     '<|tool_call>call:broken_tool{arg1:<|"|>value1<|"|><tool_call|>', errors=["Could not read the arguments"])  # fmt: skip

# ---- LFM2.5 (OVMS lfm2 tool parser on LiquidAI/LFM2.5-8B-A1B) -----------------------------------------
real(LFM25 + " (ParseToolCallWithReasoningAndContent's input; content ' This is the content after the tool call.')", "lfm25-ovms-think-call-then-content",
     '<think>User wants me to translate string "zażółć gęślą jaźń" from polish. Polish parameter language signature is "pl". I should use function translate. [...]</think><|tool_call_start|>[translate(text="zażółć gęślą jaźń", lang="pl")]<|tool_call_end|> This is the content after the tool call.',
     ("translate", {"text": "zażółć gęślą jaźń", "lang": "pl"}))  # fmt: skip
# measured cold with no content given: the reasoning is taken out of the reply's text (the lead gave that content after measuring)
real(LFM25 + " (ParseOutputWithReasoningAndContent's input; no call)", "neg-lfm25-ovms-think-then-answer",
     '<think>User wants me to answer what is the difference between "foo" and "bar". I should answer with a short explanation. [...]</think> The difference between "foo" and "bar" is that "foo" is often used as a placeholder name in programming, while "bar" is another placeholder name that is commonly used alongside "foo".', content='The difference between "foo" and "bar" is that "foo" is often used as a placeholder name in programming, while "bar" is another placeholder name that is commonly used alongside "foo".')  # fmt: skip
real(LFM25 + " (ParseToolCallWithStringArgumentsContainingBackslashes's input, a C++ raw string)", "lfm25-ovms-windows-path",
     r'<|tool_call_start|>[read_file(path="C:\Users\test\file.txt", encoding="utf-8")]<|tool_call_end|>',
     ("read_file", {"path": "C:\\Users\\test\\file.txt", "encoding": "utf-8"}))  # fmt: skip
real(LFM25 + " (ParseToolCallWithStringArgumentsObjectWithStringsContainingQuotes's input, a C++ raw string: single-quoted values holding apostrophes)", "lfm25-ovms-dict-values-with-apostrophes",
     "<|tool_call_start|>[save(obj={'name':'it's the wonderful day', 'greeting':'Hello, my name's Jan', 'note':'That's Johns' car.'})]<|tool_call_end|>",
     ("save", {"obj": {"name": "it's the wonderful day", "greeting": "Hello, my name's Jan", "note": "That's Johns' car."}}))  # fmt: skip
# gathered with no error given; the parser's error (the lead gave it after measuring)
real(LFM25 + " (ParseToolCallWithMissingClosingParenthesis's input: the call's '(' never closed; the test expects no call)", "err-lfm25-ovms-paren-not-closed",
     '<|tool_call_start|>[broken_tool(arg1="value1"]<|tool_call_end|>', errors=["Could not read a tool call"])  # fmt: skip

# ---- Onyx (OVMS onyx parser: Harmony-style envelope + ATEM blocks) ---------------------------------------
real(ONYX + " (FinalAnswerWithExplicitUserRecipient's input; content \"It's 65F in SF.\")", "neg-onyx-ovms-to-user-answer",
     " to=user<|message|>It's 65F in SF.<|eot|>")  # fmt: skip
real(ONYX + " (LiteralToEqualsInContentNotStripped's input; content 'Send email to=admin for help.')", "neg-onyx-ovms-to-equals-in-answer",
     " to=user<|message|>Send email to=admin for help.<|eot|>")  # fmt: skip
real(ONYX + " (PrivateReasoningOnly's input; reasoning only)", "neg-onyx-ovms-to-self-reasoning",
     " to=self<|message|>Let me think about this.<|eom|>")  # fmt: skip
real(ONYX + " (MalformedOutputWithoutMessageTagLeftUntouched's input)", "neg-onyx-ovms-unframed-text",
     "some unexpected raw text without any framing")  # fmt: skip
real(ONYX + " (PrivateReasoningThenToolCallWithArgs's input: the to=self turn + onyxToolTurn('get_weather', location/unit, '<|eot|>'))", "onyx-ovms-reasoning-then-call",
     ' to=self<|message|>I should look up Paris weather.<|eom|> to=get_weather<|message|><atem:function_calls>\n<atem:invoke name="get_weather">\n<atem:parameter name="location">Paris</atem:parameter>\n<atem:parameter name="unit">celsius</atem:parameter>\n</atem:invoke>\n</atem:function_calls><|eot|>',
     ("get_weather", {"location": "Paris", "unit": "celsius"}))  # fmt: skip
real(ONYX + " (ReasoningAndToolCallAndContentIsolated's input: to=self turn + onyxToolTurn('get_weather', location) + a to=user answer)", "onyx-ovms-reasoning-call-answer",
     ' to=self<|message|>I need the weather first.<|eom|> to=get_weather<|message|><atem:function_calls>\n<atem:invoke name="get_weather">\n<atem:parameter name="location">Paris</atem:parameter>\n</atem:invoke>\n</atem:function_calls><|eom|><|start|>assistant to=user<|message|>I will provide result when I have tool call result.<|eot|>',
     ("get_weather", {"location": "Paris"}))  # fmt: skip
real(ONYX + " (ToolCallWithSchemaTypedIntegerArgument's input: onyxToolTurn('string_int_tool', arg1/arg2); arg2 is an integer in the schema)", "onyx-ovms-schema-integer",
     ' to=string_int_tool<|message|><atem:function_calls>\n<atem:invoke name="string_int_tool">\n<atem:parameter name="arg1">hello</atem:parameter>\n<atem:parameter name="arg2">3141522</atem:parameter>\n</atem:invoke>\n</atem:function_calls><|eom|>',
     ("string_int_tool", {"arg1": "hello", "arg2": 3141522}))  # fmt: skip
# gathered with no error given: the complete call is read and the cut one refused with the parser's cut-off error (the
# lead gave it after measuring)
real(ONYX + " (TestJustParserImplUnaryToolCallThenTruncatedOpen's input: a full get_weather turn, then a get_time turn cut mid-parameter; the test expects the one complete call)", "onyx-ovms-call-then-cut-call",
     ' to=get_weather<|message|><atem:function_calls>\n<atem:invoke name="get_weather">\n<atem:parameter name="location">SF</atem:parameter>\n</atem:invoke>\n</atem:function_calls><|eom|> to=get_time<|message|><atem:function_calls>\n<atem:invoke name="get_time">\n<atem:parameter name="city">S',
     ("get_weather", {"location": "SF"}), errors=["cut off"])  # fmt: skip

# ---- Kimi K2 on trtllm-serve (TensorRT-LLM example README) ----------------------------------------------
real(TRT_KIMI + "README.md ('[The original output from Kimi-K2]' of the first example run, 'What's the weather like in shanghai today?')", "kimi-k2-trtllm-section-then-user",
     '<|tool_calls_section_begin|>\n<|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{"location": "shanghai"}<|tool_call_end|>\n<|tool_calls_section_end|>user',
     ("get_weather", {"location": "shanghai"}))  # fmt: skip
real(TRT_KIMI + "README.md ('[The original output from Kimi-K2]' of the --specify_output_format run, 'What's the weather like in beijing today?')", "kimi-k2-trtllm-pythonic-list-then-user",
     "[get_weather(location='beijing')]user",
     ("get_weather", {"location": "beijing"}))  # fmt: skip
real(TRT_KIMI + "kimi_k2_tool_calling_example.py (NOT_SPECIFY_OUTPUT_FORMAT_PROMPT, the system prompt before .format(tools=...), Python line continuations joined)", "neg-kimi-k2-trtllm-system-prompt-tokens",
     "Important: Only give the tool call requests, do not include any other explanations, prompts, or API call results in the output.\n"
     "The tool call requests generated by you are wrapped by <|tool_calls_section_begin|> and <|tool_calls_section_end|>, with each tool call wrapped by <|tool_call_begin|> and <|tool_call_end|>. The tool ID and arguments are separated by <|tool_call_argument_begin|>. The format of the tool ID is functions.func_name:idx, from which we can parse the function name.\n\n"
     "API Specifications:\n{tools}")  # fmt: skip
