# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""A held-out set from the Chinese and other non-English ecosystems (issue 42): real outputs from the threads and
parser fixtures of the projects Chinese users run local models through, read before anyone tunes on it.

Families: Qwen2.5 / Qwen3-Coder Hermes `<tool_call>{json}</tool_call>` calls (an MCP tool named by FastGPT's
random id, a number argument) and bare whole-reply JSON calls from Qwen2.5-Coder; a DeepSeek-R1 distill's
LM Studio `[TOOL_REQUEST]` call after a Chinese think block that drafts the same call; GLM calls in every
generation: ChatGLM3's tool-name line with a ```python `tool_call(...)` block (a tuple argument), GLM-4's fenced
JSON, GLM-4-0414's markerless `name\\n{json}`, GLM-5's `<arg_key>/<arg_value>` with JSON-typed values and none;
DeepSeek V3 / V3.1 / R1 calls (`<｜tool▁calls▁begin｜>` with and without `function<｜tool▁sep｜>name` and a
```json block, prose between the think block and the call, fenced JSON with a `parameters` key); ERNIE-4.5
`<tool_call>` JSON missing its closing braces, after a stray `</think>`; Kimi K3's `<|open|>...<|sep|>` framing
with typed arguments; MiniMax-M3's `<minimax:tool_call><invoke>` with one tag per argument; and the negatives and
cut-off calls of the same families.

Sources are issue and pull-request threads (FastGPT, ChatGLM3, gpustack, LM Studio's mlx-engine, ollama,
mcphost, mlx-swift-lm, Cherry Studio, ...) where users pasted what a model wrote, and the tool-parser test
fixtures of Xinference (xorbitsai/inference xinference/model/llm/tool_parsers/tests/) and PaddlePaddle's
FastDeploy (tests/entrypoints/openai/tool_parsers/), written from what the models send. A source marked "variant"
is that output changed as its note says. Negatives (`neg-`) stay text with nothing taken from them; cut-off calls
(`cut-`) are errors naming the tool, never calls. A closed reasoning block is not content: a negative whose text
has one gives as `content` what is left outside it.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_V: list[dict[str, Any]] = [
    tool_schema("qrmlzD", ("city",), city="string"),  # FastGPT: an MCP tool (amap weather) under its random id
    tool_schema("weather_GET", ("zoneId",), zoneId="string"),  # LM Studio, an OpenAPI-generated tool
    tool_schema("get_weather", (), location="string", city="string", unit="string"),
    tool_schema("get_current_weather", ("location",), location="string", format="string", unit="string"),
    tool_schema("weather", ("city",), city="string", days="number"),  # Xinference's Kimi K3 tests
    tool_schema("calculator", ("expr",), expr="string"),
    tool_schema("filesystem__list_directory", ("path",), path="string"),  # mcphost's filesystem MCP server
    tool_schema("square_the_number", ("input_num",), input_num="number"),
    tool_schema("random_number_generator", ("seed", "range"), seed="integer", range="array"),  # ChatGLM3 demo
    tool_schema("get_weather_and_time", ("location",), location="string"),
    tool_schema("get_time", (), timezone="string"),
    tool_schema(
        "search", ("query",), query="string", limit="integer", exact="boolean", filters="object", cities="array"
    ),
]

SOURCES_V: dict[str, str] = {}
CASES_V: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_V[id] = source
    CASES_V.append(Case(id, text, list(calls), **kw))


XINF = "xorbitsai/inference xinference/model/llm/tool_parsers/tests/"
FD = "PaddlePaddle/FastDeploy tests/entrypoints/openai/tool_parsers/"
FD_DS = FD + "test_deepseek_tool_parser.py (DeepSeekToolParser"
FD_ERNIE = FD + "test_ernie_45_vl_thinking_tool_parser.py (ERNIE-4.5-VL thinking, ernie_45_vl_thinking tool parser)"
DS_R1_THINK = (
    "<think>\n好的，我现在需要帮助用户查询今天的天气情况。用户的问题是“今天广州的天气如何”。首先，我要确定用户的需求是什么，他们想知道广州今天的天气状况。\n\n"
    "接下来，我需要查看可用的工具。根据提供的工具列表，有一个“weather_GET”工具，可以用来获取当前天气信息。这个工具需要一个参数“zoneId”，即IANA时区数据库标识符。广州的时区是“Asia/Shanghai”，所以我需要使用这个参数来调用工具。\n\n"
    "然后，我需要按照指定的格式发送工具请求。正确的格式是[TOOL_REQUEST]标签内包含JSON对象，指定工具名称和参数。因此，我会发送以下请求：\n\n"
    '[TOOL_REQUEST]\n{"name": "weather_GET", "arguments": {"zoneId": "Asia/Shanghai"}}\n[END_TOOL_REQUEST]\n\n'
    "发送请求后，我会等待工具返回结果。假设工具返回了天气数据，我需要解析这些数据，并以用户友好的方式呈现出来。例如，如果返回的数据包括温度、天气状况和风速等信息，我会将这些内容整理成一段自然的中文回复。\n\n"
    "如果工具返回的结果不完整或有误，我需要检查是否正确调用了工具，并确保参数无误。如果问题依旧存在，可能需要联系技术支持或寻找其他途径获取天气信息。\n\n"
    "最后，确保回复内容准确无误，并且语言自然流畅，符合用户的需求。这样，用户就能清楚地了解今天广州的天气情况了。\n</think>\n\n"
)
BEIJING_C = ("get_weather", {"location": "北京", "unit": "c"})

# ---- Qwen2.5 / Qwen3-Coder: Hermes <tool_call> JSON, bare JSON -------------------------------------------------

real("https://github.com/labring/FastGPT/issues/4675 (Qwen2.5-32B in FastGPT v4.9.6's tool-call node with the amap MCP tools, which FastGPT names by random ids; the reply its debug view showed)",
     "qwen25-32b-fastgpt-mcp-tool-by-random-id",
     '<tool_call>\n{"name": "qrmlzD", "arguments": {"city": "杭州"}}\n</tool_call>',
     ("qrmlzD", {"city": "杭州"}), content="")  # fmt: skip
real("https://github.com/gpustack/gpustack/issues/2660 (Qwen3-Coder-30B-A3B on GPUStack's vLLM v0.10.0 / llama-box; finish_reason stop, the content's JSON escapes undone)",
     "qwen3coder-30b-gpustack-number-argument",
     '<tool_call>\n{"name": "square_the_number", "arguments": {"input_num": 1024}}\n</tool_call>',
     ("square_the_number", {"input_num": 1024}), content="")  # fmt: skip
real("https://github.com/ollama/ollama/issues/12174 (qwen2.5-coder:14b on ollama 0.20.7, tool_calls null, the content as the comment quotes it)",
     "qwen25coder-14b-bare-json-call",
     '{"name": "calculator", "arguments": {"expr": "17 * 23"}}',
     ("calculator", {"expr": "17 * 23"}), content="")  # fmt: skip
real("https://github.com/mark3labs/mcphost/issues/12 (Qwen/Qwen2.5-Coder-32B-Instruct-AWQ on vLLM under mcphost with the filesystem MCP server; variant: the terminal's indentation around the reply dropped)",
     "qwen25coder-32b-bare-json-mcp-tool",
     '{"name": "filesystem__list_directory", "arguments": {"path": "."}}',
     ("filesystem__list_directory", {"path": "."}), content="")  # fmt: skip

# ---- DeepSeek-R1 distill: LM Studio's [TOOL_REQUEST] after a Chinese think block ------------------------------

real("https://github.com/lmstudio-ai/mlx-engine/issues/97 (deepseek-r1-distill-qwen-32b-mlx in LM Studio, returned as text; the chat.completion's content, JSON escapes undone)",
     "r1-distill-tool-request-after-think-drafting-it",
     DS_R1_THINK + '[TOOL_REQUEST]\n{"name": "weather_GET", "arguments": {"zoneId": "Asia/Shanghai"}}\n[END_TOOL_REQUEST]',
     ("weather_GET", {"zoneId": "Asia/Shanghai"}), content="")  # fmt: skip

# ---- GLM: ChatGLM3, GLM-4, GLM-4-0414 ----------------------------------------------------------------------

real("https://github.com/zai-org/ChatGLM3/issues/408 (chatglm3-6b in the composite demo's Tools mode, the first round's '=== Output:' as the report prints it)",
     "chatglm3-name-line-then-python-tool-call-with-tuple",
     "random_number_generator\n ```python\ntool_call(seed=1, range=(0, 11))\n```",
     ("random_number_generator", {"seed": 1, "range": [0, 11]}))  # fmt: skip
real(XINF + "test_glm4_tool_parser.py (GLM-4 on Xinference; 'based on real debug output', the test says)",
     "glm4-fenced-json-call",
     '\n```json\n{"name": "get_current_weather", "arguments": {"location": "上海"}}\n```',
     ("get_current_weather", {"location": "上海"}))  # fmt: skip
real("https://github.com/ml-explore/mlx-swift-lm/issues/491 (GLM-4-9B-0414's raw output in mlx-swift-lm's glm4 end-to-end test: no markers at all)",
     "glm4-0414-markerless-name-then-json",
     'get_weather\n{"location": "Paris", "unit": "celsius"}',
     ("get_weather", {"location": "Paris", "unit": "celsius"}))  # fmt: skip

# ---- GLM-5: <arg_key>/<arg_value> ----------------------------------------------------------------------------

real(XINF + "test_glm5_tool_parser.py, test_tool_parser_extract_json_arg_values (GLM-5, glm5 tool parser)",
     "glm5-arg-values-typed-by-json",
     "<tool_call>search<arg_key>query</arg_key><arg_value>Beijing</arg_value>"
     "<arg_key>limit</arg_key><arg_value>3</arg_value>"
     '<arg_key>filters</arg_key><arg_value>{"unit": "celsius"}</arg_value>'
     "</tool_call>",
     ("search", {"query": "Beijing", "limit": 3, "filters": {"unit": "celsius"}}))  # fmt: skip
real(XINF + "test_glm5_tool_parser.py, test_tool_parser_extract_no_arg_call (GLM-5)",
     "glm5-call-without-arguments",
     "<tool_call>get_time</tool_call>",
     ("get_time", {}))  # fmt: skip
real(XINF + "test_glm5_tool_parser.py (a streaming test's text so far: the value closed, </tool_call> not yet come)",
     # gathered as a cut-off; complete values with GLM's closing </tool_call> missing at the end are a call (corpus
     # a's glm45-closing-tag-missing, from vLLM's fixtures): moved to that rule
     "glm5-before-end-tag",
     "<tool_call>get_weather<arg_key>location</arg_key><arg_value>Beijing</arg_value>",
     ("get_weather", {"location": "Beijing"}))  # fmt: skip

# ---- DeepSeek V3 / V3.1 / R1 ---------------------------------------------------------------------------------

real(XINF + "test_deepseek_v3_tool_parser.py (DeepSeek-V3 on Xinference, without thinking)",
     "deepseek-v3-fenced-json-parameters-key",
     '```json\n{"name": "get_weather_and_time", "parameters": {"location": "Hangzhou"}}\n```',
     ("get_weather_and_time", {"location": "Hangzhou"}))  # fmt: skip
real(FD_DS + ", deepseek-v3-0324), test_batch_parallel_tool_calls (the V3-0324/R1 form)",
     "deepseek-r1-two-calls-function-sep-fenced-json",
     "<think>需要查询多个信息</think>\n\n"
     "<｜tool▁calls▁begin｜>"
     "<｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n"
     '{"location": "北京", "unit": "c"}\n```\n<｜tool▁call▁end｜>'
     "<｜tool▁call▁begin｜>function<｜tool▁sep｜>get_time\n```json\n"
     '{"timezone": "Asia/Shanghai"}\n```\n<｜tool▁call▁end｜>'
     "<｜tool▁calls▁end｜>",
     BEIJING_C, ("get_time", {"timezone": "Asia/Shanghai"}), content="")  # fmt: skip
real(FD_DS + ", deepseek-v3.1), test_batch_invalid_format_with_content_before_tool (FastDeploy refuses it; the model meant the call after its word)",
     "deepseek-v31-prose-between-think-and-call",
     '<think>思考内容</think>\n\nABC\n<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{"location": "北京"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
     ("get_weather", {"location": "北京"}), content="ABC")  # fmt: skip
real(XINF + "test_deepseek_v3_1_tool_parser.py (a streaming test's text so far, inside a string value; the fixture has no <｜tool▁call▁begin｜>)",
     "cut-deepseek-v31-inside-string",
     '<｜tool▁calls▁begin｜>get_current_weather<｜tool▁sep｜>{"location": "上海',
     errors=["get_current_weather"])  # fmt: skip

# ---- ERNIE-4.5 -----------------------------------------------------------------------------------------------

real(FD_ERNIE + ", test_extract_tool_calls_partial_arguments",
     "ernie45-json-missing-closing-braces-before-end-tag",
     '<tool_call>{"name": "get_weather", "arguments": {"location": "北"</tool_call>',
     ("get_weather", {"location": "北"}))  # fmt: skip
real(FD_ERNIE + ", test_extract_tool_calls_illegal (FastDeploy refuses it; a stray </think> and a word before the call)",
     "ernie45-stray-think-end-word-then-call",
     '</think>abc<tool_call>{"name": "get_weather", "arguments": {"location": "北京"}}</tool_call>',
     ("get_weather", {"location": "北京"}), content="abc")  # fmt: skip

# ---- Kimi K3 -------------------------------------------------------------------------------------------------

real(XINF + "test_kimi_k3_tool_parser.py, test_extract_response_and_typed_tool_call (Kimi K3, kimi_k3 tool parser)",
     "kimi-k3-open-sep-typed-arguments",
     "<|open|>response<|sep|>Let me check."
     "<|close|>response<|sep|>"
     "<|open|>tools<|sep|>"
     '<|open|>call tool="weather" index="0"<|sep|>'
     '<|open|>argument key="city" type="string"<|sep|>杭州'
     "<|close|>argument<|sep|>"
     '<|open|>argument key="days" type="number"<|sep|>3'
     "<|close|>argument<|sep|>"
     "<|close|>call<|sep|>"
     "<|close|>tools<|sep|>"
     "<|close|>message<|sep|>",
     ("weather", {"city": "杭州", "days": 3}))  # fmt: skip
real(XINF + "test_kimi_k3_tool_parser.py, test_streaming_buffers_incomplete_tool_call (the text so far: the call opened, no argument yet)",
     "cut-kimi-k3-call-opened",
     'answer<|open|>tools<|sep|><|open|>call tool="weather" index="0"<|sep|>',
     errors=["weather"])  # fmt: skip

# ---- MiniMax-M3 ----------------------------------------------------------------------------------------------

real(XINF + "test_minimax_m3_tool_parser.py, test_extract_tool_call_with_m3_xml_arguments (MiniMax-M3, one tag per argument)",
     "minimax-m3-argument-tags-typed",
     '<minimax:tool_call><invoke name="search">'
     "<query>weather</query><limit>3</limit><exact>true</exact>"
     "</invoke></minimax:tool_call>",
     ("search", {"query": "weather", "limit": 3, "exact": True}))  # fmt: skip
real(XINF + "test_minimax_m3_tool_parser.py, test_extract_multiple_calls_and_surrounding_text",
     "minimax-m3-two-invokes-between-prose",
     "Before "
     '<minimax:tool_call><invoke name="get_weather"><city>Beijing</city></invoke>'
     '<invoke name="get_time"><timezone>UTC+8</timezone></invoke>'
     "</minimax:tool_call> after",
     ("get_weather", {"city": "Beijing"}), ("get_time", {"timezone": "UTC+8"}))  # fmt: skip
real(XINF + "test_minimax_m3_tool_parser.py, test_extract_preserves_thinking_block",
     "minimax-m3-after-mm-think",
     "<mm:think>Need weather data</mm:think>"
     '<minimax:tool_call><invoke name="get_weather"><city>Beijing</city>'
     "</invoke></minimax:tool_call>",
     ("get_weather", {"city": "Beijing"}))  # fmt: skip
real(XINF + "test_minimax_m3_tool_parser.py, test_extract_tool_call_streaming (the text after its second chunk)",
     "cut-minimax-m3-invoke-opened",
     '<minimax:tool_call><invoke name="get_weather">',
     errors=["get_weather"])  # fmt: skip

# ---- negatives -----------------------------------------------------------------------------------------------

real("https://github.com/zai-org/ChatGLM3/issues/27 (chatglm3-6b-32k given a weather tool, answering in prose; the reply as a comment quotes it)",
     "neg-chatglm3-32k-prose-about-a-weather-api",
     "您可以使用以下API来查询北京的天气：\n\n"
     "https://api.openweathermap.org/data/2.5/weather?q=Beijing&appid=YOUR_API_KEY\n\n\n"
     "请将`YOUR_API_KEY`替换为您的OpenWeatherMap API密钥。您可以通过购买API密钥或使用免费试用来获得API密钥。\n\n"
     "API响应将包括以下信息：\n\n"
     "- location: 北京的英文名称\n- country: 中国\n- date: 查询当天的日期\n"
     "- main: 天气主标签，包括温度、降水概率、风速等\n- weather: 天气现象的列表\n- city: 北京的中文名称\n"
     "- sunrise: 查询当天的日出时间\n- sunset: 查询当天的日落时间\n- temperature: 查询当天的最高温度和最低温度\n"
     "- feel_temp: 查询当天的感觉温度\n- wind_direction: 查询当天的风向\n- wind_speed: 查询当天的风力大小\n\n"
     "您可以根据需要解析这些信息。")  # fmt: skip
real(FD_DS + ", deepseek-v3.1), test_batch_no_tool_calls",
     "neg-deepseek-think-then-chinese-reply",
     "<think>这是普通回复</think>\n\n这是回复内容",
     content="这是回复内容")  # fmt: skip
real("https://github.com/CherryHQ/cherry-studio/issues/8623 (a user asking Cherry Studio to bring back its prompt-mode format, quoting it with its placeholders; variant: the issue template's heading between its two sentences dropped)",
     "neg-cherry-studio-tool-use-format-in-a-sentence",
     "之前是可以的，通过<tool_use>标签的形式去调用插件，现在这个功能好像没有了\n\n"
     "加回<tool_use>\n  <name>{tool_name}</name>\n  <arguments>{json_arguments}</arguments>\n</tool_use>的方式解析插件调用")  # fmt: skip
real(XINF + "test_deepseek_v3_1_tool_parser.py, test_extract_tool_calls_no_tool_call",
     "neg-deepseek-v31-plain-sentence-naming-tool-calls",
     "This is a normal response without any tool calls.")  # fmt: skip
real(XINF + "test_minimax_m3_tool_parser.py, test_extract_no_tool_call",
     "neg-minimax-m3-plain-response",
     "plain response")  # fmt: skip
