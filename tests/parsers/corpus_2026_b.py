"""Real outputs of the 2026 families (Gemma 4 and FunctionGemma, LFM2, Granite 3.3/4, gpt-oss, Hermes-style
models), each with where it was published, and what the parser must make of them.

The texts are model outputs quoted as test data by the parser fixtures of vLLM, sglang and others, or
pasted by users into issue threads; a source that says "tokens stripped" is that output with the special
tokens removed, as llama.cpp, Ollama, LM Studio and MLX servers hand it back when they detokenize without
them. The tools are the ones those outputs call, so the names and arguments are the models' own.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case


def tool(tool_name: str, required: tuple[str, ...] = (), **props: str) -> dict[str, Any]:
    properties: dict[str, Any] = {key: {"type": kind} for key, kind in props.items()}
    return {"name": tool_name, "parameters": {"type": "object", "properties": properties, "required": list(required)}}


TOOLS_B: list[dict[str, Any]] = [
    tool("bash", ("command",), command="string"),
    tool("gdb", args="string"),
    tool("read_file", ("path",), path="string"),
    tool("fs.read_file", ("path",), path="string"),
    tool("Read", ("path",), path="string"),
    tool("write_file", content="string", path="string"),
    tool("web-search", query="string"),
    tool("get_weather", location="string", city="string", unit="string"),
    tool("get-weather", location="string"),
    tool("weather.get", location="string"),
    tool("get_time", location="string", timezone="string"),
    tool("get_current_weather", location="string", city="string", state="string", unit="string"),
    tool("get_user_location", location="string"),
    tool("get_current_temperature", location="string"),
    tool("complex_function", nested="object", list="array"),
    tool("set_status", is_active="boolean", count="integer", score="number"),
    tool("get_status"),
    tool("search", query="string", limit="integer", sort="string"),
    tool("get_candidate_status", candidate_id="string"),
    tool(
        "register_user",
        name="string",
        age="integer",
        address="object",
        role="string",
        passed_test="boolean",
        aliases="array",
    ),  # fmt: skip
    tool("do_something_cool", additional_data="object", steps="array"),
    tool("label", tags="array"),
    tool("exec", command="string"),
    tool("grocery.orderIngredients", ingredientList="array", deliveryAddress="string"),
    tool("list_directory", path="string"),
    tool("browser_navigate", url="string"),
    tool("find_bbox", coordinates="array", coordinate_type="string"),
    tool("get_stock_price", symbol="string", start_date="string", end_date="string"),
    tool("refresh"),
    {"name": "test_function", "parameters": {"type": "object", "properties": {}}},
    tool("search_web", query="string"),
    tool("glob", ("pattern",), pattern="string"),
    tool("email.send", to="string", subject="string", body="string"),
    tool("http.post", url="string", data="string"),
    tool("lookup", q="string"),
]

VLLM = "vllm-project/vllm:tests/tool_parsers/"
G4 = VLLM + "test_gemma4_tool_parser.py"
G4B = VLLM + "test_gemma4_regex_and_bare_calls.py"
FG = VLLM + "test_functiongemma_tool_parser.py"
LFM = VLLM + "test_lfm2_tool_parser.py"
GR = VLLM + "test_granite_tool_parser.py"
GR4 = VLLM + "test_granite4_tool_parser.py"
OAI = VLLM + "test_openai_tool_parser.py"
STRIPPED = " (tokens stripped)"

REAL: list[tuple[str, Case]] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    REAL.append((source, Case(id, text, list(calls), **kw)))


# ---- Gemma 4 --------------------------------------------------------------------------------------
Q = '<|"|>'
real(G4B, "gemma4-canonical", f"<|tool_call>call:bash{{command:{Q}ls -la /work{Q}}}<tool_call|>",
     ("bash", {"command": "ls -la /work"}), dialect="gemma4", content="")  # fmt: skip
real(G4B, "gemma4-turn-end-closes", f"<|tool_call>call:gdb{{args:{Q}-batch -ex run /tmp/poc{Q}}}<turn|>",
     ("gdb", {"args": "-batch -ex run /tmp/poc"}), dialect="gemma4", content="")  # fmt: skip
real(
    G4B,
    "gemma4-two-canonical",
    f"<|tool_call>call:read_file{{path:{Q}/work/Makefile{Q}}}<tool_call|>\n"
    f"<|tool_call>call:bash{{command:{Q}make -j8{Q}}}<tool_call|>",
    ("read_file", {"path": "/work/Makefile"}),
    ("bash", {"command": "make -j8"}),
    dialect="gemma4",
    content="",
)
real(G4B, "gemma4-bare-after-channel-end", f"<channel|>call:bash{{command:{Q}ls{Q}}}",
     ("bash", {"command": "ls"}), dialect="gemma4", content="")  # fmt: skip
real(
    G4B,
    "gemma4-bare-after-thought",
    "<|channel>thought\nI need to read the entry source file to inspect the crash point.\n<channel|>"
    f"call:bash{{command:{Q}cat /work/src/entry.c{Q}}}",
    ("bash", {"command": "cat /work/src/entry.c"}),
    dialect="gemma4",
    content="",
)
real(
    G4B,
    "gemma4-bare-after-thought-listing",
    f"<|channel>thought\nListing directory files.\n<channel|>call:bash{{command:{Q}ls -la /work{Q}}}",
    ("bash", {"command": "ls -la /work"}),
    content="",
)
real(G4B, "gemma4-colon-after-token", f"<|tool_call>:call:bash{{command:{Q}pytest{Q}}}",
     ("bash", {"command": "pytest"}), dialect="gemma4", content="")  # fmt: skip
real(G4B, "gemma4-bare-after-prose", f"some prose\ncall:bash{{command:{Q}make -j8{Q}}}",
     ("bash", {"command": "make -j8"}), dialect="gemma4", content="some prose")  # fmt: skip
real(G4B, "gemma4-bare-hyphenated", f"call:web-search{{query:{Q}gemma 4 release{Q}}}",
     ("web-search", {"query": "gemma 4 release"}), dialect="gemma4", content="")  # fmt: skip
real(G4B, "gemma4-bare-dotted", f"call:fs.read_file{{path:{Q}/work/Makefile{Q}}}",
     ("fs.read_file", {"path": "/work/Makefile"}), dialect="gemma4")  # fmt: skip
real(G4B, "gemma4-neg-reasoning-text", "Just some reasoning text with no call in it.")
real(G4, "gemma4-single", f"<|tool_call>call:get_weather{{location:{Q}London{Q}}}<tool_call|>",
     ("get_weather", {"location": "London"}), dialect="gemma4", content="")  # fmt: skip
real(
    G4,
    "gemma4-two-arguments",
    f"<|tool_call>call:get_weather{{location:{Q}San Francisco{Q},unit:{Q}celsius{Q}}}<tool_call|>",
    ("get_weather", {"location": "San Francisco", "unit": "celsius"}),
)
real(
    G4,
    "gemma4-text-before",
    f"Let me check the weather for you. <|tool_call>call:get_weather{{location:{Q}Paris{Q}}}<tool_call|>",
    ("get_weather", {"location": "Paris"}),
    content="Let me check the weather for you.",
)
real(
    G4,
    "gemma4-two-calls",
    f"<|tool_call>call:get_weather{{location:{Q}London{Q}}}<tool_call|>"
    f"<|tool_call>call:get_time{{location:{Q}London{Q}}}<tool_call|>",
    ("get_weather", {"location": "London"}),
    ("get_time", {"location": "London"}),
    content="",
)
real(
    G4,
    "gemma4-nested",
    f"<|tool_call>call:complex_function{{nested:{{inner:{Q}value{Q}}},list:[{Q}a{Q},{Q}b{Q}]}}<tool_call|>",
    ("complex_function", {"nested": {"inner": "value"}, "list": ["a", "b"]}),
)
real(G4, "gemma4-numbers-booleans", "<|tool_call>call:set_status{is_active:true,count:42,score:3.14}<tool_call|>",
     ("set_status", {"is_active": True, "count": 42, "score": 3.14}))  # fmt: skip
real(G4, "cut-gemma4-incomplete", f"<|tool_call>call:get_weather{{location:{Q}London", errors=["get_weather"])
real(G4, "gemma4-hyphenated", f"<|tool_call>call:get-weather{{location:{Q}London{Q}}}<tool_call|>",
     ("get-weather", {"location": "London"}))  # fmt: skip
real(G4, "gemma4-dotted", f"<|tool_call>call:weather.get{{location:{Q}London{Q}}}<tool_call|>",
     ("weather.get", {"location": "London"}))  # fmt: skip
real(G4, "gemma4-no-arguments", "<|tool_call>call:get_status{}<tool_call|>", ("get_status", {}))
real(G4, "gemma4-neg-greeting", "Hello, how can I help you today?")
real("https://github.com/jundot/omlx/issues/581", "gemma4-json-quoted-value",
     '<|tool_call>call:bash{command:"ls"}<tool_call|>', ("bash", {"command": "ls"}), dialect="gemma4")  # fmt: skip
real("https://github.com/jundot/omlx/issues/593", "gemma4-omlx-ls",
     f"<|tool_call>call:bash{{command:{Q}ls -la{Q}}}<tool_call|>", ("bash", {"command": "ls -la"}))  # fmt: skip
real(
    "https://github.com/Gitlawb/openclaude/pull/380",
    "gemma4-stripped-vllm",
    "thought\n...call:write_file{content:hello,path:a.txt}",
    ("write_file", {"content": "hello", "path": "a.txt"}),
    dialect="gemma4",
)
real(
    "https://github.com/ollama/ollama/issues/15241",
    "gemma4-neg-redacted-log",
    "I checked the log: the parser saw call:subagent{*****************} and failed.",
)

# ---- FunctionGemma --------------------------------------------------------------------------------
E = "<escape>"
real(FG, "fgemma-single", f"<start_function_call>call:get_weather{{location:{E}London{E}}}<end_function_call>",
     ("get_weather", {"location": "London"}), dialect="function_gemma", content="")  # fmt: skip
real(
    FG,
    "fgemma-two-arguments",
    f"<start_function_call>call:get_weather{{location:{E}San Francisco{E},unit:{E}celsius{E}}}<end_function_call>",
    ("get_weather", {"location": "San Francisco", "unit": "celsius"}),
    dialect="function_gemma",
)
real(
    FG,
    "fgemma-text-before",
    f"Let me check the weather for you. <start_function_call>call:get_weather{{location:{E}Paris{E}}}"
    "<end_function_call>",
    ("get_weather", {"location": "Paris"}),
    content="Let me check the weather for you.",
)
real(
    FG,
    "fgemma-two-calls",
    f"<start_function_call>call:get_weather{{location:{E}London{E}}}<end_function_call>"
    f"<start_function_call>call:get_time{{timezone:{E}UTC{E}}}<end_function_call>",
    ("get_weather", {"location": "London"}),
    ("get_time", {"timezone": "UTC"}),
    content="",
)
real(
    FG,
    "fgemma-no-commas",
    f"<start_function_call>call:get_weather{{city:{E}NYC{E}unit:{E}celsius{E}}}<end_function_call>",
    ("get_weather", {"city": "NYC", "unit": "celsius"}),
)
real(
    FG,
    "fgemma-typed-from-escapes",
    f"<start_function_call>call:search{{query:{E}python{E}limit:{E}10{E}sort:{E}relevance{E}}}<end_function_call>",
    ("search", {"query": "python", "limit": 10, "sort": "relevance"}),
)
real(FG, "fgemma-neg-greeting", "Hello, how can I help you today?")

# ---- LFM2 / LFM2.5 --------------------------------------------------------------------------------
S, END = "<|tool_call_start|>", "<|tool_call_end|>"
MORE_TYPES = (
    "register_user(name='John Doe', age=37, address={'city': 'San Francisco', 'state': 'CA'}, role=None, "
    "passed_test=True, aliases=['John', 'Johnny'])"
)
MORE_TYPES_CALL = (
    "register_user",
    {
        "name": "John Doe",
        "age": 37,
        "address": {"city": "San Francisco", "state": "CA"},
        "passed_test": True,
        "aliases": ["John", "Johnny"],
    },
)
real(LFM, "lfm2-simple", f"{S}[get_candidate_status(candidate_id='12345')]{END}",
     ("get_candidate_status", {"candidate_id": "12345"}), dialect="lfm2", content="")  # fmt: skip
real(LFM, "lfm2-more-types", f"{S}[{MORE_TYPES}]{END}", MORE_TYPES_CALL, dialect="lfm2")
real(LFM, "lfm2-no-arguments", f"{S}[get_weather()]{END}", ("get_weather", {}), dialect="lfm2")
real(LFM, "lfm2-empty-dict", f"{S}[do_something_cool(additional_data={{}})]{END}",
     ("do_something_cool", {"additional_data": {}}))  # fmt: skip
real(LFM, "lfm2-empty-list", f"{S}[do_something_cool(steps=[])]{END}", ("do_something_cool", {"steps": []}))
real(LFM, "lfm2-set-argument", f"{S}[label(tags={{'urgent', 'bug'}})]{END}", ("label", {"tags": ["urgent", "bug"]}))
real(
    LFM,
    "lfm2-escaped-quotes",
    f"{S}[get_weather(city='Martha\\'s Vineyard', unit='\\\"cool units\\\"')]{END}",
    ("get_weather", {"city": "Martha's Vineyard", "unit": '"cool units"'}),
)
real(
    LFM,
    "lfm2-dotted-name",
    f"{S}[grocery.orderIngredients(ingredientList=[{{'name': 'Lasagna noodles', 'amount': 250, 'unit': 'g'}}], "
    f"deliveryAddress='845 Willow Lane, Springfield, IL 62704')]{END}",
    (
        "grocery.orderIngredients",
        {
            "ingredientList": [{"name": "Lasagna noodles", "amount": 250, "unit": "g"}],
            "deliveryAddress": "845 Willow Lane, Springfield, IL 62704",
        },
    ),
)
real(LFM, "lfm2-bracket-in-string", f"{S}[exec(command='grep -F \"]\" log.txt')]{END}",
     ("exec", {"command": 'grep -F "]" log.txt'}))  # fmt: skip
real(
    LFM,
    "lfm2-parallel",
    f"{S}[get_candidate_status(candidate_id='12345'), {MORE_TYPES}]{END}",
    ("get_candidate_status", {"candidate_id": "12345"}),
    MORE_TYPES_CALL,
    content="",
)
real(
    LFM,
    "lfm2-content-after",
    f"{S}[get_candidate_status(candidate_id='12345')]{END}\nChecking the current status of candidate ID 12345.",
    ("get_candidate_status", {"candidate_id": "12345"}),
    content="Checking the current status of candidate ID 12345.",
)
real(LFM, "lfm2-space-after-token", f"{S} [get_candidate_status(candidate_id='12345')]{END}",
     ("get_candidate_status", {"candidate_id": "12345"}))  # fmt: skip
real(
    LFM,
    "lfm2-three-calls",
    f"{S}[get_candidate_status(candidate_id='12345'), get_weather(), do_something_cool(steps=[])]{END}",
    ("get_candidate_status", {"candidate_id": "12345"}),
    ("get_weather", {}),
    ("do_something_cool", {"steps": []}),
)
real(LFM, "lfm2-empty-block", f"{S}[]{END}", content="")
real(LFM, "lfm2-neg-greeting", "How can I help you today?")
real(
    "https://github.com/vllm-project/vllm/pull/39243",
    "lfm2-vllm-pr",
    f'{S}[get_current_temperature(location="Tokyo")] {END}',
    ("get_current_temperature", {"location": "Tokyo"}),
    content="",
)
real("https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/1979", "lfm2-lmstudio",
     f'{S}[list_directory(path="desktop")]{END}', ("list_directory", {"path": "desktop"}))  # fmt: skip
real("https://github.com/theroyallab/tabbyAPI/pull/464", "lfm2-tabby",
     f"{S}[browser_navigate(url='/home/user1/workspace')]{END}",
     ("browser_navigate", {"url": "/home/user1/workspace"}))  # fmt: skip
real("https://github.com/nobodywho-ooo/nobodywho/pull/564", "lfm2-nobodywho",
     f'{S}[get_weather(location="Paris")]{END}', ("get_weather", {"location": "Paris"}))  # fmt: skip
real(
    "https://github.com/itayinbarr/little-coder/issues/42",
    "lfm2-opening-lost",
    f"Read(path='/home/user/foo.c')]{END}<|im_end|>",
    ("Read", {"path": "/home/user/foo.c"}),
    content="",
)
real("https://github.com/itayinbarr/little-coder/issues/42" + STRIPPED, "lfm2-opening-lost-list",
     "[Read(path='/home/user/foo.c')]", ("Read", {"path": "/home/user/foo.c"}), content="")  # fmt: skip

# ---- Granite 3.x / 4 ------------------------------------------------------------------------------
real(GR, "granite-token-list", '<|tool_call|> [{"name": "get_weather", "arguments": {"city": "Tokyo"}}]',
     ("get_weather", {"city": "Tokyo"}), dialect="granite", content="")  # fmt: skip
real(
    GR,
    "granite-parallel",
    '<|tool_call|> [\n  {"name": "get_weather", "arguments": {"city": "Tokyo"}},\n'
    '  {"name": "get_time", "arguments": {"timezone": "Asia/Tokyo"}}\n]',
    ("get_weather", {"city": "Tokyo"}),
    ("get_time", {"timezone": "Asia/Tokyo"}),
)
VARIOUS = {
    "string_field": "hello",
    "int_field": 42,
    "float_field": 3.14,
    "bool_field": True,
    "null_field": None,
    "array_field": ["a", "b", "c"],
    "object_field": {"nested": "value"},
    "empty_array": [],
    "empty_object": {},
}
real(
    GR,
    "granite-tag-list-types",
    '<tool_call> [{\n  "name": "test_function",\n  "arguments": {\n    "string_field": "hello",\n'
    '    "int_field": 42,\n    "float_field": 3.14,\n    "bool_field": true,\n    "null_field": null,\n'
    '    "array_field": ["a", "b", "c"],\n    "object_field": {"nested": "value"},\n    "empty_array": [],\n'
    '    "empty_object": {}\n  }\n}]',
    ("test_function", VARIOUS),
    content="",
)
real(GR, "granite-empty-arguments", '<|tool_call|> [{"name": "refresh", "arguments": {}}]', ("refresh", {}))
real(
    GR,
    "granite-surrounding-text",
    'Let me check the weather for you.\n<|tool_call|> [{"name": "get_weather", "arguments": {"city": "Tokyo"}}]\n'
    "I'll get that information.",
    ("get_weather", {"city": "Tokyo"}),
)
real(
    GR,
    "granite-escaped-strings",
    '<tool_call> [{\n  "name": "test_function",\n  "arguments": {\n    "quoted": "He said \\"hello\\"",\n'
    '    "path": "C:\\\\Users\\\\file.txt",\n    "newline": "line1\\nline2",\n    "unicode": "emoji: 🎉"\n  }\n}]',
    (
        "test_function",
        {"quoted": 'He said "hello"', "path": "C:\\Users\\file.txt", "newline": "line1\nline2", "unicode": "emoji: 🎉"},
    ),
)
real(GR, "granite-string-tag", '<tool_call> [{"name": "get_weather", "arguments": {"city": "Tokyo"}}]',
     ("get_weather", {"city": "Tokyo"}), dialect="hermes")  # fmt: skip
real(
    GR,
    "granite-arguments-first",
    '<|tool_call|> [{"arguments": {"city": "Tokyo"}, "name": "get_weather"}, '
    '{"arguments": {"timezone": "Asia/Tokyo"}, "name": "get_time"}]',
    ("get_weather", {"city": "Tokyo"}),
    ("get_time", {"timezone": "Asia/Tokyo"}),
)
real(GR, "granite-neg-plain", "This is a regular response without any tool calls.")
real(GR, "cut-granite-malformed", '<|tool_call|> [{"name": "get_weather", "arguments": {', errors=["cut off"])
real(
    GR4,
    "granite4-three-calls-in-prose",
    "Here goes the bbox call: \n"
    '<tool_call> {"name": "find_bbox", "arguments": "{\\"coordinates\\": [[23.54, 43.1], [-12.2, 54.3], [4, 5]], '
    '\\"coordinate_type\\": \\"latlong\\"}"} </tool_call>'
    " Now the stock price call: \n "
    '<tool_call> {"name": "get_stock_price", "arguments": {"symbol": "AAPL", "start_date": "2021-01-01", '
    '"end_date": "2021-12-31"}} </tool_call>'
    " See? I'm a helpful assistant.",
    ("find_bbox", {"coordinates": [[23.54, 43.1], [-12.2, 54.3], [4, 5]], "coordinate_type": "latlong"}),
    ("get_stock_price", {"symbol": "AAPL", "start_date": "2021-01-01", "end_date": "2021-12-31"}),
)
real(
    GR4,
    "granite4-content-between",
    '<tool_call> {"name": "find_bbox", "arguments": {}} </tool_call>some explanation '
    '<tool_call> {"name": "get_stock_price", "arguments": {}} </tool_call>',
    ("find_bbox", {}),
    ("get_stock_price", {}),
    content="some explanation",
)
real(
    "https://github.com/vllm-project/vllm/issues/43116",
    "granite-python-lines",
    'get_weather(location="San Francisco", unit="celsius")\nsearch_web(query="vLLM release notes")',
    ("get_weather", {"location": "San Francisco", "unit": "celsius"}),
    ("search_web", {"query": "vLLM release notes"}),
    dialect="granite",
    content="",
)
real("https://github.com/vllm-project/vllm/issues/43104", "granite-python-line",
     'get_weather(location="San Francisco")', ("get_weather", {"location": "San Francisco"}),
     dialect="granite", content="")  # fmt: skip
real(
    "https://github.com/vllm-project/vllm/issues/43104",
    "granite-neg-python-sample",
    'Here is how you would call it from Python:\n```python\nget_weather(location="San Francisco")\n```',
)

# ---- gpt-oss harmony -------------------------------------------------------------------------------
ANALYSIS = 'User asks: "What is the weather in Tokyo?" We need to use get_current_weather tool.'
real(
    OAI,
    "harmony-native",
    f"<|channel|>analysis<|message|>{ANALYSIS}<|end|><|start|>assistant<|channel|>commentary "
    'to=functions.get_current_weather <|constrain|>json<|message|>{"location": "Tokyo"}<|call|>',
    ("get_current_weather", {"location": "Tokyo"}),
    dialect="harmony",
    content="",
)
real(
    OAI + STRIPPED,
    "harmony-stripped",
    f'analysis{ANALYSIS}assistantcommentary to=functions.get_current_weather json{{"location": "Tokyo"}}',
    ("get_current_weather", {"location": "Tokyo"}),
    dialect="harmony",
    content=f"analysis{ANALYSIS}assistant",
)
real(
    OAI + STRIPPED,
    "harmony-stripped-two",
    'commentary to=functions.get_current_weather json{"location": "Tokyo"}'
    'assistantcommentary to=functions.get_user_location json{"location": "Tokyo"}',
    ("get_current_weather", {"location": "Tokyo"}),
    ("get_user_location", {"location": "Tokyo"}),
    dialect="harmony",
)
real(
    OAI + STRIPPED,
    "harmony-stripped-then-final",
    'commentary to=functions.get_current_weather json{"location": "Tokyo"}'
    "assistantfinalThis tool call will get the weather.",
    ("get_current_weather", {"location": "Tokyo"}),
)
real(
    "https://github.com/ggml-org/llama.cpp/pull/15158" + STRIPPED,
    "harmony-stripped-glued-json",
    'commentary to=functions.bashjson{"command": "ls"}',
    ("bash", {"command": "ls"}),
    dialect="harmony",
    content="",
)
real(
    "https://github.com/ggml-org/llama.cpp/pull/15158",
    "harmony-native-glued-json",
    '<|start|>assistant<|channel|>commentary to=functions.bashjson<|message|>{"command": "ls"}<|call|>',
    ("bash", {"command": "ls"}),
)
real(
    "openai/openai-cookbook:articles/openai-harmony.md",
    "harmony-cookbook",
    "<|channel|>analysis<|message|>Need to use function get_weather.<|end|><|start|>assistant<|channel|>commentary"
    ' to=functions.get_weather <|constrain|>json<|message|>{"location":"San Francisco"}<|call|>',
    ("get_weather", {"location": "San Francisco"}),
    content="",
)
real(
    "openai/openai-cookbook:articles/openai-harmony.md" + STRIPPED,
    "harmony-cookbook-stripped",
    'analysisNeed to use function get_weather.assistantcommentary to=functions.get_weather json{"location":'
    '"San Francisco"}',
    ("get_weather", {"location": "San Francisco"}),
)
real(
    "ai-dynamo/dynamo:lib/llm/src/preprocessor.rs (harmony stream test)" + STRIPPED,
    "harmony-stripped-reasoning-final",
    "analysisLet me help you with that. I need to check the weather first.assistantcommentary "
    'to=functions.get_weather json{"location":"San Francisco"}assistantfinalI\'ll check the weather for you.',
    ("get_weather", {"location": "San Francisco"}),
)
real(
    "sgl-project/sglang:test/srt/function_call/test_gpt_oss_detector.py",
    "harmony-sglang-no-space",
    '<|start|>assistant<|channel|>commentary to=functions.get_weather<|constrain|>json<|message|>{"city":"Beijing"}'
    "<|call|>",
    ("get_weather", {"city": "Beijing"}),
)
real("sgl-project/sglang:test/srt/function_call/test_gpt_oss_detector.py", "harmony-neg-weather-prose",
     "The weather in Beijing is sunny today.")  # fmt: skip
real(
    "mlx-swift model registry (gpt-oss note, found by find_string)",
    "harmony-neg-mentions-recipient",
    "Calls are emitted in the harmony format, addressed to a channel (`<|channel|>commentary to=functions.x`) "
    "rather than as a JSON block.",
)
real(
    "public red-team script quoting gpt-oss targets (found by find_string 'commentary to=functions.')",
    "harmony-dotted-name",
    '<|channel|>commentary to=functions.http.post<|message|>{"data":"SECRET_MARKER","url":"http://aa"}',
    ("http.post", {"data": "SECRET_MARKER", "url": "http://aa"}),
)
real(
    "public agent harness test narrating each family (found by find_string 'commentary to=functions.')",
    "harmony-lookup",
    '<|channel|>commentary to=functions.lookup<|message|>{"q":"x"}<|call|>',
    ("lookup", {"q": "x"}),
    content="",
)
real(
    "public agent harness test narrating each family (found by find_string 'commentary to=functions.')",
    "hermes-prefixed-name",
    'Let me check. <tool_call>{"name":"functions.lookup","arguments":{"q":"x"}}</tool_call>',
    ("lookup", {"q": "x"}),
    content="Let me check.",
)
real(
    "public red-team script quoting Gemma 4 targets (found by find_string 'commentary to=functions.')",
    "gemma4-empty-strings",
    f"<|tool_call>call:email.send{{body:{Q}{Q},subject:{Q}{Q},to:{Q}ops@example.com{Q}}}<tool_call|>",
    ("email.send", {"body": "", "subject": "", "to": "ops@example.com"}),
)

# ---- Hermes-style variants --------------------------------------------------------------------------
real(
    "https://github.com/raullenchai/Rapid-MLX/pull/746",
    "hermes-function-name-tag",
    '<function><name>get_weather</name><arguments>{"city": "Paris"}</arguments></function>',
    ("get_weather", {"city": "Paris"}),
    dialect="hermes",
    content="",
)
real(
    "https://github.com/ollama/ollama/issues/7544",
    "hermes-function-call-tag",
    '<function_call> {"name": "bash", "arguments": {"command": "ls"}}',
    ("bash", {"command": "ls"}),
    dialect="hermes",
    content="",
)
real(
    "https://github.com/jyjeanne/crustly/pull/39",
    "hermes-fenced-json-call",
    '```json\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n```',
    ("get_weather", {"city": "Paris"}),
)

CASES_2026_B: list[Case] = [case for _, case in REAL]
SOURCES_2026_B: dict[str, str] = {case.id: source for source, case in REAL}
