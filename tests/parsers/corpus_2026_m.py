# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""A held-out set (issue 42) from ground the earlier corpora left untouched, read before anyone tunes on it.

MiniCPM5's `<function name="x"><param name="y">v</param></function>` calls (two parameters, back-to-back calls,
integer-typed values, prose around a call, a call after a closed think block, newlines around a value, an empty
value), a MiniMax-M3 call whose every tag carries the `]<]minimax[>[` namespace token, a MiniMax-M2 call with its
angle brackets and slashes missing, ERNIE-X1 `<tool_call>{json}</tool_call>` calls back to back and with nested
arguments, Qwen's Hermes call with doubled braces, a Gemma 4 reply wrapping its call in a `{"tool_calls": [...]}`
object, Ollama JSON-mode replies of llama2 and dolphincoder (`{"name", "arguments"}` pretty-printed), and a
DeepSeek reply in CAMEL's `{"server_idx", "tool_name", "tool_args"}` shape; the negatives of the same threads (issue
bodies documenting a format in fences or inline, prose naming a call in backticks, a chat message quoted as JSON
data, placeholder calls) and cut-off calls (MiniCPM5, Qwen3-Coder XML, ERNIE-X1 JSON).

Sources: OpenVINO Model Server's output-parser tests (openvinotoolkit/model_server src/test/llm/output_parsers/, at
7e4df0c), PaddlePaddle/FastDeploy's ERNIE-X1 tool-parser tests, and issue and pull-request threads of projects the
earlier corpora did not cite (openvinotoolkit/model_server, MiniMax-AI/MiniMax-M3, exo-explore/exo,
leehack/llamadart, BerriAI/litellm, microsoft/autogen, camel-ai/camel, huggingface/smol-course, vercel/ai,
sgl-project/sglang, NousResearch/hermes-agent, lmstudio-ai/lmstudio-bug-tracker #2115). A source marked "variant"
is that output changed as its note says. Negatives (`neg-`) stay text with nothing taken from them; cut-off calls
(`cut-`) are errors naming the tool, never calls. A closed reasoning block is not content.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_M: list[dict[str, Any]] = [
    # OpenVINO Model Server's MiniCPM5 tests (get_weather's `city`), llamadart's and ERNIE's (`location`)
    tool_schema("get_weather", (), city="string", location="string", unit="string"),
    tool_schema("calculate", ("a", "b"), a="integer", b="integer"),
    tool_schema("search", ("query",), query="string"),
    tool_schema("get_stock", ("ticker",), ticker="string", count="integer"),
    tool_schema("string_tool", ("arg1",), arg1="string"),  # OVMS Qwen3-Coder tests
    tool_schema("get_time", (), timezone="string"),  # FastDeploy ERNIE-X1 tests
    tool_schema("query", (), filter="object"),
    tool_schema("fn", (), k="string"),
    tool_schema("write", ("filePath", "content"), filePath="string", content="string"),  # opencode
    tool_schema("read", ("path",), path="string"),
    tool_schema("read_file", ("path",), path="string", start_line="integer", end_line="integer"),  # Kilo
    tool_schema("read_text_file", ("path",), path="string"),  # MCP filesystem server
    tool_schema("get_current_weather", ("location",), location="string", unit="string"),
    tool_schema(
        "currency_calculator", ("base_amount",), base_amount="number", base_currency="string", quote_currency="string"
    ),
    tool_schema("terminal", ("command",), command="string"),  # hermes-agent
]

SOURCES_M: dict[str, str] = {}
CASES_M: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_M[id] = source
    CASES_M.append(Case(id, text, list(calls), **kw))


OVMS = "openvinotoolkit/model_server src/test/llm/output_parsers/"
MINICPM5 = OVMS + "minicpm5_output_parser_test.cpp at 7e4df0c (openbmb/MiniCPM5-1B, minicpm5 tool parser)"
QWEN3CODER = OVMS + "qwen3coder_output_parser_test.cpp at 7e4df0c (Qwen3-Coder, qwen3coder tool parser)"
ERNIE = "PaddlePaddle/FastDeploy tests/entrypoints/openai/tool_parsers/test_ernie_x1_tool_parser.py (ERNIE-X1, ernie_x1 tool parser)"

# ---- MiniCPM5 `<function name=...><param name=...>` ----------------------------------------------------------

real(MINICPM5 + ", ParseSingleFunctionCallTwoParams", "minicpm5-weather-two-params",
     '<function name="get_weather"><param name="city">Beijing</param><param name="unit">celsius</param></function>',
     ("get_weather", {"city": "Beijing", "unit": "celsius"}), content="")  # fmt: skip
real(MINICPM5 + ", ParseMultipleFunctionCalls", "minicpm5-two-calls-back-to-back",
     '<function name="get_weather"><param name="city">Tokyo</param></function>'
     '<function name="search"><param name="query">OpenVINO</param></function>',
     ("get_weather", {"city": "Tokyo"}), ("search", {"query": "OpenVINO"}), content="")  # fmt: skip
real(MINICPM5 + ", ParseIntegerTypedParam", "minicpm5-integer-params",
     '<function name="calculate"><param name="a">7</param><param name="b">3</param></function>',
     ("calculate", {"a": 7, "b": 3}), content="")  # fmt: skip
real(MINICPM5 + ", ParseMixedStringAndIntegerParams", "minicpm5-string-and-integer-params",
     '<function name="get_stock"><param name="ticker">INTC</param><param name="count">42</param></function>',
     ("get_stock", {"ticker": "INTC", "count": 42}), content="")  # fmt: skip
real(MINICPM5 + ", TwoCalls", "minicpm5-string-call-then-integer-call",
     '<function name="get_weather"><param name="city">Rome</param></function>'
     '<function name="calculate"><param name="a">10</param><param name="b">20</param></function>',
     ("get_weather", {"city": "Rome"}), ("calculate", {"a": 10, "b": 20}))  # fmt: skip
real(MINICPM5 + ", ParseContentAroundToolCall", "minicpm5-prose-around-call",
     'Let me check the weather. <function name="get_weather"><param name="city">Paris</param></function> Done.',
     ("get_weather", {"city": "Paris"}))  # fmt: skip
real(MINICPM5 + ", ThinkBlockTreatedAsContent", "minicpm5-closed-think-then-call",
     '<think>Reasoning here.</think><function name="search"><param name="query">test</param></function>',
     ("search", {"query": "test"}), content="")  # fmt: skip
real(MINICPM5 + " (streaming test: prose, a closed think block, then the call)", "minicpm5-prose-think-then-call",
     'Let me check.<think>I should call the tool</think><function name="search"><param name="query">Intel</param></function>',
     ("search", {"query": "Intel"}))  # fmt: skip
real(MINICPM5 + ", NewlinesAroundParamValue", "minicpm5-newlines-around-value",
     '<function name="get_weather"><param name="city">\nBeijing\n</param></function>',
     ("get_weather", {"city": "Beijing"}), content="")  # fmt: skip
real(MINICPM5 + " (the empty-value test)", "minicpm5-empty-value",
     '<function name="get_weather"><param name="city"></param></function>',
     ("get_weather", {"city": ""}), content="")  # fmt: skip
real(MINICPM5 + " (the 'truncated mid-value' test)", "cut-minicpm5-mid-value",
     '<function name="get_weather"><param name="city">Berlin',
     errors=["get_weather"])  # fmt: skip
real(MINICPM5 + " (the reply with '<' in prose)", "neg-minicpm5-less-than-in-prose",
     "The value of a < b is true, and 3 < 4 as well.")  # fmt: skip
real("https://github.com/openvinotoolkit/model_server/issues/4268 (feature request for a MiniCPM5 parser: the issue body's section quoting OpenBMB's documented format)",
     "neg-minicpm5-format-documented-in-issue",
     "## Expected model output (MiniCPM5)\n\nDocumented by OpenBMB: https://github.com/OpenBMB/MiniCPM#with-tool-calling\n\n"
     '```xml\n<function name="get_weather"><param name="city">Beijing</param></function>\n```\n\n'
     "The shipped `chat_template.jinja` uses the same `<function>` / `<param>` format.")  # fmt: skip

# ---- Qwen3-Coder XML -----------------------------------------------------------------------------------------

real(QWEN3CODER + ", TestJustParserImplStreamStepWithPartialToolCall", "cut-qwen3coder-inside-parameter",
     "\n<tool_call>\n<function=string_tool>\n<parameter=arg1>\nvalue1\n",
     errors=["string_tool"])  # fmt: skip
real("https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/2115 (issue body describing qwen/qwen3.6-35b-a3b's content, an elided example inline in prose)",
     "neg-qwen36-elided-call-described-in-issue",
     'When the request includes OpenAI-style `tools` and `tool_choice: "required"`, the model returns tool-call-looking XML/text in `message.content`, such as:\n\n'
     "  <tool_call>\n  <function=read>\n  <parameter=path>\n  ...\n  </parameter>\n  </function>\n  </tool_call>\n\n"
     "  But the response does not include native OpenAI-compatible `message.tool_calls`.")  # fmt: skip

# ---- MiniMax M2 / M3 -----------------------------------------------------------------------------------------

real("https://github.com/MiniMax-AI/MiniMax-M3/issues/31 (minimax-m3 through the Kilo Gateway, OpenAI-compatible chat/completions; the reply as the report quotes it)",
     "minimax-m3-namespaced-read-file-after-prose",
     "Let me read that part to confirm.\nI need to continue with Step 1. Let me read the run_one function to find where to add the state initialization Tuner."
     ']<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="read_file">]<]minimax[>[<path>C:\\encher\\src\\main.rs]<]minimax[>[</path>'
     "]<]minimax[>[<start_line>130]<]minimax[>[</start_line>]<]minimax[>[<end_line>165]<]minimax[>[</end_line>]<]minimax[>[</invoke>\n"
     "]<]minimax[>[</tool_call>",
     ("read_file", {"path": "C:\\encher\\src\\main.rs", "start_line": 130, "end_line": 165}))  # fmt: skip
real("https://github.com/exo-explore/exo/issues/1882 (mlx-community/MiniMax-M2.1 / M2.5 / M2.7 on exo, MLX; the 'Actual Model Output' the issue quotes)",
     "minimax-m2-angle-brackets-missing",
     'invoke name="get_weather">\nparameter name="location">Parisparameter>\ninvoke>',
     ("get_weather", {"location": "Paris"}))  # fmt: skip
real("https://github.com/exo-explore/exo/issues/1882 (the issue body: expected and actual output in fences, then prose)",
     "neg-minimax-m2-expected-and-actual-in-issue",
     "## Problem\n\nMiniMax M2 series models (M2.7, M2.5, M2.1) generate malformed XML when producing tool calls. The model omits `<` and `</` characters before tag names entirely.\n\n"
     '### Expected Output\n\n```xml\n<invoke name="get_weather">\n<parameter name="location">Paris</parameter>\n</invoke>\n```\n\n'
     '### Actual Model Output\n\n```\ninvoke name="get_weather">\nparameter name="location">Parisparameter>\ninvoke>\n```\n\n'
     "Note: There is no `/` before closing tags either - the model outputs `parameter>` and `invoke>` without any forward slash.")  # fmt: skip

# ---- Hermes-style JSON in <tool_call> (ERNIE-X1, Qwen) -------------------------------------------------------

real(ERNIE + ", test_extract_tool_calls_multiple", "ernie-x1-two-calls-back-to-back",
     '<tool_call>{"name": "get_weather", "arguments": {"location": "北京"}}</tool_call>'
     '<tool_call>{"name": "get_time", "arguments": {"timezone": "UTC"}}</tool_call>',
     ("get_weather", {"location": "北京"}), ("get_time", {"timezone": "UTC"}), content="")  # fmt: skip
real(ERNIE + ", test_extract_tool_calls_nested_arguments", "ernie-x1-nested-object-argument",
     '<tool_call>{"name": "query", "arguments": {"filter": {"age": {"$gt": 18}}}}</tool_call>',
     ("query", {"filter": {"age": {"$gt": 18}}}), content="")  # fmt: skip
real(ERNIE + " (a streaming test's text so far, the reply ending inside a string value)", "cut-ernie-x1-inside-string",
     '<tool_call>{"name": "fn", "arguments": {"k": "v',
     errors=["fn"])  # fmt: skip
real("https://github.com/leehack/llamadart/pull/43 (Qwen models through llama.cpp in llamadart: 'Qwen models output tool calls in the following format')",
     "qwen-hermes-doubled-braces",
     '<tool_call>\n{{"name": "get_weather", "arguments": {{"location": "Seoul"}}}}\n</tool_call>',
     ("get_weather", {"location": "Seoul"}))  # fmt: skip
real("https://github.com/huggingface/smol-course/issues/259 (a comment quoting SmolLM3-3B's message format as JSON data; variant: the reply's '> ' quote markers removed)",
     "neg-smollm3-message-quoted-as-json-data",
     'SmolLM3-3B style tool calling:\n\n```\n{\n    "role": "assistant",\n'
     '    "content": "I\'ll check the weather in Paris for you.\\n\\n<tool_call>\\n{\\"name\\": \\"get_weather\\", \\"arguments\\": {\\"location\\": \\"Paris, France\\", \\"unit\\": \\"celsius\\"}}\\n</tool_call>"\n}\n```')  # fmt: skip
real("https://github.com/sgl-project/sglang/pull/7672 (PR description giving Hunyuan's format with placeholders)",
     "neg-hunyuan-format-with-placeholders",
     'Support tool calling for Hunyuan models which use the format:\n  <answer><tool_calls>[{"name": "func", "arguments":\n  {...}}]</tool_calls></answer>')  # fmt: skip

# ---- bare JSON calls and wrappers ----------------------------------------------------------------------------

real("https://github.com/openvinotoolkit/model_server/issues/4586 (Gemma 4 E4B int4 on OVMS 2026.3 with --tool_parser gemma4, under OpenCode; the reply as OpenCode showed it)",
     "gemma4-e4b-tool-calls-object-wrapper",
     '{\n  "tool_calls": [\n    {\n      "name": "write",\n      "arguments": {\n        "filePath": "small_file.txt",\n'
     '        "content": "This is a small test file."\n      }\n    }\n  ]\n}',
     ("write", {"filePath": "small_file.txt", "content": "This is a small test file."}))  # fmt: skip
real("https://github.com/BerriAI/litellm/issues/3333 (ollama_chat/llama2 via LiteLLM; the text LiteLLM put in arguments, its repr's escapes undone)",
     "llama2-ollama-json-mode-call",
     '{\n"name": "get_current_weather",\n"arguments": {\n"location": "San Francisco, CA",\n"unit": "celsius"\n}\n}',
     ("get_current_weather", {"location": "San Francisco, CA", "unit": "celsius"}))  # fmt: skip
real("https://github.com/microsoft/autogen/issues/2548 (ollama/dolphincoder:8k via LiteLLM in AutoGen's currency_calculator tutorial; the arguments the maintainer quotes)",
     "dolphincoder-ollama-json-call-without-one-argument",
     '{\n  "name": "currency_calculator",\n  "arguments": {\n    "base_amount": 123.45,\n    "quote_currency": "USD"\n  }\n}',
     ("currency_calculator", {"base_amount": 123.45, "quote_currency": "USD"}))  # fmt: skip
real("https://github.com/camel-ai/camel/issues/3086 (DeepSeek Chat in CAMEL's MCPAgent text mode, function_calling_available=False; the reply the issue quotes)",
     "deepseek-camel-tool-name-tool-args",
     '{\n    "server_idx": 0,\n    "tool_name": "read_text_file",\n    "tool_args": {\n        "path": "helloworld.py"\n    }\n}',
     ("read_text_file", {"path": "helloworld.py"}))  # fmt: skip

# ---- prose naming calls --------------------------------------------------------------------------------------

real("https://github.com/NousResearch/hermes-agent/issues/107125 (issue body: qwen2.5:32b-instruct on Ollama behind LiteLLM; the call named inline, elided)",
     "neg-hermes-agent-elided-call-inline",
     "With a custom OpenAI-compatible provider (Ollama behind a LiteLLM proxy), Hermes sends\ntools natively but the local model returns its tool call as **bare JSON in the `content`\n"
     'field** (e.g. `{"name": "terminal", "arguments": {"command": "echo ..."}}`) instead of a\nstructured `tool_calls` entry.')  # fmt: skip
real("https://github.com/openvinotoolkit/model_server/pull/4563 (PR description naming Gemma 4's native call format)",
     "neg-gemma4-format-named-in-backticks",
     "Gemma4 emits native tool calls such as `<|tool_call>call:tool_name{...}<tool_call|>`, with its own quoted-string, reasoning and tool-response protocol. "
     "Treating those arguments as flat text can lose nested values or mistake markers inside strings for call boundaries.")  # fmt: skip
real("https://github.com/vercel/ai/issues/3521 (a comment sketching how Llama 3.x answers at higher temperatures, calls as placeholders)",
     "neg-llama-placeholder-calls",
     "Sure! Let me do that for you?\n\n{tool call}\n\nand I'll check this too\n\n{tool call}")  # fmt: skip
