# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Real outputs of MiniMax-M3 (its `<mm:think>` reasoning), GLM-4.5+, DeepSeek V3.1 and Kimi K2 as servers
hand them back with their special tokens stripped, and Kimi K2's own call ids, each with its source.

The texts are model outputs quoted by parser fixtures (vLLM, sglang, smg, exo) or pasted by users into issue
threads. A source marked "tokens stripped" is that output with the model's special tokens removed, as
llama.cpp, Ollama, LM Studio and MLX servers return it when they detokenize without them (for GLM the
`<tool_call>`/`</tool_call>` tokens; for DeepSeek and Kimi every tool token). Calls drafted inside a
reasoning block are never run, bare names and prose stay text, and calls the length limit cut off are errors.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case


def _tool(tool_name: str, **props: str) -> dict[str, Any]:
    properties = {key: {"type": kind} for key, kind in props.items()}
    return {"name": tool_name, "parameters": {"type": "object", "properties": properties}}


# the tools the sources' outputs call, with the parameter types their fixtures declare
TOOLS_C: list[dict[str, Any]] = [
    _tool("get_weather", city="string", location="string", days="integer", date="string"),
    _tool("get_current_weather", city="string", state="string", unit="string"),
    _tool("get_current_time"),
    _tool("get_news", topic="string", content="string"),
    _tool("send_email", to="string", subject="string"),
    _tool("list_files", path="string"),
    _tool("list_directory", path="string"),
    _tool("ReadFile", path="string"),
    _tool("read_file", path="string"),
    _tool("mcp__portal__search-documents", path="string"),
    _tool("web_search", q="string"),
    _tool("read", filePath="string"),
    _tool("task", description="string", prompt="string"),
    _tool("foo", x="integer"),
    _tool("bar", y="integer"),
]

SOURCES_C: dict[str, str] = {}
CASES_C: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_C[id] = source
    CASES_C.append(Case(id, text, list(calls), **kw))


M = "]<]minimax[>["  # MiniMax-M3's sentinel token
SMG_M3 = "smg-project/smg crates/reasoning_parser/src/parsers/minimax_m3.rs (PR #1815)"
DYNAMO_M3 = "https://github.com/ai-dynamo/frontend-crates/pull/83"
MLX_M3 = "https://github.com/ml-explore/mlx-lm/pull/1416"
LCPP_M3 = "https://github.com/ggml-org/llama.cpp/pull/24523"
EXO_GLM = "exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_glm_tool_parsing.py (tokens stripped)"
GLM5_84 = "https://github.com/zai-org/GLM-5/issues/84 (tokens stripped)"
VLLM_GLM = "vllm-project/vllm tests/tool_use/test_glm4_moe_tool_parser.py (tokens stripped)"
SGL_V31 = "sgl-project/sglang test/registered/function_call/test_deepseekv31_detector.py (tokens stripped)"
VLLM_V31 = "vllm-project/vllm tests/tool_use/test_deepseekv31_tool_parser.py (tokens stripped)"
VLLM_KIMI = "vllm-project/vllm tests/tool_use/test_kimi_k2_tool_parser.py (tokens stripped)"
SGL_KIMI = "sgl-project/sglang test/registered/function_call/test_kimik2_detector.py"
WEATHER_M3 = (
    f'{M}<tool_call>\n{M}<invoke name="get_weather">\n{M}<location>Paris{M}</location>\n{M}<days>3{M}</days>\n'
    f"{M}</invoke>\n{M}</tool_call>"
)
PARIS_3 = ("get_weather", {"location": "Paris", "days": 3})

# ---- MiniMax-M3: `<mm:think>` reasoning before the calls --------------------------------------------
real(MLX_M3, "m3-think-then-call", f"<mm:think>The user wants the weather in Paris for three days.</mm:think>{WEATHER_M3}",
     PARIS_3, dialect="minimax", content="")  # fmt: skip
# the template prefills `<mm:think>` (thinking_mode enabled): the reply starts inside the thought
real(DYNAMO_M3, "m3-prefilled-think-then-call", f"reason</mm:think>{WEATHER_M3}", PARIS_3, content="")
real(SMG_M3, "m3-repeated-closers-then-call", f"</mm:think></mm:think>{WEATHER_M3}", PARIS_3, content="")
real(SMG_M3, "m3-think-then-text", "<mm:think>thinking here</mm:think>normal text", content="normal text")
real(SMG_M3, "m3-closers-then-text", "</mm:think></mm:think>tool", content="tool")
real(LCPP_M3, "m3-think-then-stripped-call",
     '<mm:think>A plan.</mm:think><tool_call>\n<invoke name="get_weather"><city>Paris</city><days>3</days></invoke>\n</tool_call>',
     ("get_weather", {"city": "Paris", "days": 3}), content="")  # fmt: skip
# a call drafted inside the thought is never run, closed or not
real(MLX_M3, "m3-call-inside-think",
     f"<mm:think>I could write {WEATHER_M3} but the user only asked about the format.</mm:think>No call is needed.",
     content="No call is needed.")  # fmt: skip
real(MLX_M3, "m3-call-inside-unclosed-think", f"<mm:think>Let me draft it: {WEATHER_M3}", content="")
real(SMG_M3, "m3-only-a-thought", "<mm:think>Only a thought.", content="")
real(MLX_M3, "cut-m3-after-think", f'<mm:think>A plan.</mm:think>{M}<tool_call>\n{M}<invoke name="get_weather">{M}<location>Par',
     errors=["was cut off"])  # fmt: skip
real(MLX_M3, "cut-m3-think-itself", "<mm:think>The user wants the weather in Paris, so I will call get_wea", content="")

# ---- GLM-4.5/4.6/4.7 with `<tool_call>` stripped: NAME<arg_key>…</arg_key><arg_value>…</arg_value> ------
real(EXO_GLM, "glm-stripped-one-argument",
     "get_weather<arg_key>location</arg_key><arg_value>San Francisco</arg_value>",
     ("get_weather", {"location": "San Francisco"}), dialect="glm", content="")  # fmt: skip
real(EXO_GLM, "glm-stripped-whitespace-between",
     "get_weather<arg_key>city</arg_key>\n<arg_value>Beijing</arg_value>\n<arg_key>date</arg_key> <arg_value>2025-08-01</arg_value>",
     ("get_weather", {"city": "Beijing", "date": "2025-08-01"}), content="")  # fmt: skip
real(EXO_GLM, "glm-stripped-json-value", 'list_files<arg_key>path</arg_key><arg_value>{"key": "value"}</arg_value>',
     ("list_files", {"path": '{"key": "value"}'}))  # fmt: skip
real(GLM5_84, "glm5-stripped-read", "read<arg_key>filePath</arg_key><arg_value>/home/linj/wk/ebay_exam</arg_value>",
     ("read", {"filePath": "/home/linj/wk/ebay_exam"}), content="")  # fmt: skip
real(GLM5_84, "glm5-stripped-task",
     "task<arg_key>description</arg_key><arg_value>Explore project structure and data flow</arg_value>",
     ("task", {"description": "Explore project structure and data flow"}))  # fmt: skip
real(VLLM_GLM, "glm45-stripped-newlines",
     "get_current_weather\n<arg_key>city</arg_key>\n<arg_value>Dallas</arg_value>\n<arg_key>state</arg_key>\n"
     "<arg_value>TX</arg_value>\n<arg_key>unit</arg_key>\n<arg_value>fahrenheit</arg_value>\n",
     ("get_current_weather", {"city": "Dallas", "state": "TX", "unit": "fahrenheit"}), content="")  # fmt: skip
real(VLLM_GLM, "glm45-stripped-two-after-text",
     "I'll check the weather for both cities.\nget_current_weather\n<arg_key>city</arg_key>\n<arg_value>Dallas</arg_value>\n"
     "<arg_key>state</arg_key>\n<arg_value>TX</arg_value>\n\nget_current_weather\n<arg_key>city</arg_key>\n"
     "<arg_value>Orlando</arg_value>\n<arg_key>state</arg_key>\n<arg_value>FL</arg_value>\n",
     ("get_current_weather", {"city": "Dallas", "state": "TX"}), ("get_current_weather", {"city": "Orlando", "state": "FL"}),
     content="I'll check the weather for both cities.")  # fmt: skip
real(VLLM_GLM, "glm45-stripped-after-think",
     "<think>I need the weather in Beijing.</think>\nget_weather\n<arg_key>city</arg_key>\n<arg_value>Beijing</arg_value>\n"
     "<arg_key>date</arg_key>\n<arg_value>2025-08-01</arg_value>\n",
     ("get_weather", {"city": "Beijing", "date": "2025-08-01"}), content="")  # fmt: skip
# `<tool_call>get_current_time</tool_call>` stripped leaves a bare word: never a call
real(VLLM_GLM, "neg-glm-stripped-no-arguments", "get_current_time")
real(VLLM_GLM, "neg-glm-stripped-no-arguments-after-text", "Let me look at the clock.\nget_current_time")
real("https://github.com/ggml-org/llama.cpp/pull/15904 (its template's instructions, tokens stripped)",
     "neg-glm-format-instructions-stripped",
     "For each function call, output the function name and arguments within the following XML format:\n"
     "{function-name}\n<arg_key>{arg-key-1}</arg_key>\n<arg_value>{arg-value-1}</arg_value>\n...")  # fmt: skip
real(EXO_GLM, "neg-glm-stripped-unknown-tool", "search<arg_key>query</arg_key><arg_value>python</arg_value>")
real(EXO_GLM, "cut-glm-stripped-mid-value", "get_weather<arg_key>location</arg_key><arg_value>San Francisco",
     errors=["was cut off"])  # fmt: skip
real(EXO_GLM, "cut-glm-stripped-mid-key", "get_weather<arg_key>location</arg_key><arg_value>San Francisco</arg_value><arg_key>da",
     errors=["was cut off"])  # fmt: skip

# ---- DeepSeek V3.1 with every tool token stripped: NAME{…} where the reply's calls start --------------
real(SGL_V31, "dsv31-stripped-two", 'get_weather{"city": "Tokyo"}get_weather{"city": "Paris"}',
     ("get_weather", {"city": "Tokyo"}), ("get_weather", {"city": "Paris"}), dialect="deepseek", content="")  # fmt: skip
real(SGL_V31, "dsv31-stripped-one", 'get_weather{"city": "Tokyo"}', ("get_weather", {"city": "Tokyo"}), content="")
real(VLLM_V31, "dsv31-stripped-after-think", '<think>The user wants foo with x=1.</think>foo{"x":1}bar{"y":2}',
     ("foo", {"x": 1}), ("bar", {"y": 2}), content="")  # fmt: skip
# prose glued to the name (`normal text<｜tool▁calls▁begin｜>…` stripped): not told apart from prose, stays text
real(VLLM_V31, "neg-dsv31-stripped-after-prose", 'normal textfoo{"x":1}')
real(VLLM_V31, "neg-dsv31-stripped-mid-reply", 'some prefix text foo{"x":1} some suffix text')
real(SGL_V31, "neg-dsv31-name-beside-other-json", 'get_weather{"town": "Tokyo"}')
real(SGL_V31, "cut-dsv31-stripped-mid-string", 'get_weather{"city": "Tok', errors=["was cut off"])

# ---- Kimi K2 with every tool token stripped: functions.NAME:IDX{…} --------------------------------------
real(VLLM_KIMI, "kimi-stripped-spaced",
     "I'll help you check the weather.  \nfunctions.get_weather:0  {\"city\": \"Beijing\"}  ",
     ("get_weather", {"city": "Beijing"}), dialect="kimi", content="I'll help you check the weather.")  # fmt: skip
real(VLLM_KIMI, "kimi-stripped-three",
     'I\'ll help you with multiple tasks. functions.get_weather:0{"city": "New York"}functions.get_news:1'
     '{"topic": "technology"}functions.send_email:2{"to": "user@example.com", "subject": "Daily Update"}',
     ("get_weather", {"city": "New York"}), ("get_news", {"topic": "technology"}),
     ("send_email", {"to": "user@example.com", "subject": "Daily Update"}), content="I'll help you with multiple tasks.")  # fmt: skip
real(SGL_KIMI + " (tokens stripped)", "kimi-stripped-hyphenated-name", 'functions.mcp__portal__search-documents:0{"path": "/docs"}',
     ("mcp__portal__search-documents", {"path": "/docs"}), content="")  # fmt: skip
real("https://github.com/vybestack/llxprt-code/issues/713", "neg-kimi-stripped-id-explained",
     "Tool call IDs must follow format: functions.{func_name}:{idx}, for example functions.get_weather:0 or "
     "functions.read_file:1.")  # fmt: skip
real(VLLM_KIMI, "neg-kimi-stripped-unknown-tool", 'functions.get_stock:0{"symbol": "AAPL"}')
real(VLLM_KIMI, "cut-kimi-stripped-mid-string", 'functions.get_weather:0{"city": "Bei', errors=["was cut off"])

# ---- Kimi K2's call ids as models write them ---------------------------------------------------------
# conversation-level counters (`:5`, `:6`) are only ids
real(SGL_KIMI, "kimi-counter-ids",
     '<|tool_calls_section_begin|><|tool_call_begin|>functions.ReadFile:5<|tool_call_argument_begin|>{"path": "/a.py"}'
     '<|tool_call_end|><|tool_call_begin|>functions.get_weather:6<|tool_call_argument_begin|>{"city": "Tokyo"}'
     "<|tool_call_end|><|tool_calls_section_end|>",
     ("ReadFile", {"path": "/a.py"}), ("get_weather", {"city": "Tokyo"}), dialect="kimi", content="")  # fmt: skip
real(SGL_KIMI, "kimi-hyphenated-id",
     "<|tool_calls_section_begin|><|tool_call_begin|>functions.mcp__portal__search-documents:0<|tool_call_argument_begin|>"
     '{"path": "/docs"}<|tool_call_end|><|tool_calls_section_end|>',
     ("mcp__portal__search-documents", {"path": "/docs"}), content="")  # fmt: skip
real(SGL_KIMI, "kimi-content-then-two-sections",
     "<think>Thinking about it...</think>This is a content:<|tool_calls_section_begin|><|tool_call_begin|>"
     'functions.get_weather:0<|tool_call_argument_begin|>{"city": "London"}<|tool_call_end|><|tool_calls_section_end|>'
     "<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:1<|tool_call_argument_begin|>"
     '{"city": "Delhi"}<|tool_call_end|><|tool_calls_section_end|>',
     ("get_weather", {"city": "London"}), ("get_weather", {"city": "Delhi"}), content="This is a content:")  # fmt: skip
real("https://github.com/exo-explore/exo/pull/2282", "kimi-sanitised-id-underscored-name",
     "<|tool_calls_section_begin|><|tool_call_begin|>functions_read_file_3<|tool_call_argument_begin|>"
     '{"path": "/tmp/a.txt"}<|tool_call_end|><|tool_calls_section_end|>',
     ("read_file", {"path": "/tmp/a.txt"}), content="")  # fmt: skip
real(
    "https://github.com/unslothai/unsloth/pull/5624",
    "kimi-id-without-index",
    '<|tool_call_begin|>functions.web_search<|tool_call_argument_begin|>{"q":"x"}',
    ("web_search", {"q": "x"}),
)
# an OpenAI-style id the model copied from its history, the tool's name moved into the arguments
real("https://github.com/vllm-project/vllm/pull/32146", "kimi-openai-style-id",
     '<|tool_calls_section_begin|><|tool_call_begin|>call_abc123def456<|tool_call_argument_begin|>{"name": "list_files", '
     '"path": "/home"}<|tool_call_end|><|tool_calls_section_end|>',
     ("list_files", {"path": "/home"}), dialect="kimi", content="")  # fmt: skip
real("https://github.com/vllm-project/vllm/pull/32146", "kimi-openai-style-id-no-name",
     '<|tool_calls_section_begin|><|tool_call_begin|>call_abc123def456<|tool_call_argument_begin|>{"path": "/home"}'
     "<|tool_call_end|><|tool_calls_section_end|>",
     errors=["call_abc123def456"])  # fmt: skip
# a call written inside the thought (K2 Thinking) is never run
real("https://github.com/vybestack/llxprt-code/issues/749", "kimi-call-inside-think",
     "<think>I'll analyze the codebase to understand what it does. Let me start by exploring the structure and key files. "
     "<|tool_calls_section_begin|> <|tool_call_begin|> functions.list_directory:0 <|tool_call_argument_begin|> "
     '{"path": "/Users/acoliver/projects/llxprt-code"} <|tool_call_end|> <|tool_calls_section_end|></think>',
     content="")  # fmt: skip
# ...but a thought never closed ends where the call section begins (vLLM's kimi_k2 reasoning parser; sglang's
# detector reads this call too), so the call runs
real(SGL_KIMI, "kimi-call-inside-unclosed-think",
     '<think>Let me read this file...<|tool_calls_section_begin|><|tool_call_begin|>functions.ReadFile:0'
     '<|tool_call_argument_begin|>{"path": "/test.py"}<|tool_call_end|><|tool_calls_section_end|>',
     ("ReadFile", {"path": "/test.py"}), content="")  # fmt: skip
real(SGL_KIMI, "kimi-cut-call-inside-unclosed-think",
     '<think>Let me read this file...<|tool_calls_section_begin|><|tool_call_begin|>functions.ReadFile:0'
     '<|tool_call_argument_begin|>{"path": "/te',
     errors=["was cut off"])  # fmt: skip
