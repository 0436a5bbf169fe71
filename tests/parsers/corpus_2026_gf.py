# ruff: noqa: E501
"""Held-out set gf (issue 42): the Chinese ecosystem (ModelScope ms-swift, Qwen-Agent), gathered without reading the parser.

Families: ReAct `Action:`/`Action Input:` replies of llama3-8b-instruct served by `swift deploy` (one with a
Python-dict Action Input, one with the ToolBench system prompt), qwen-7b-chat fine-tuned agent replies whose
`Action:` line is a sentence rather than a declared tool name (err), a DeepSeek-V4 DSML `<｜DSML｜tool_calls>` block,
a Kimi-K3 XTML `<|open|>tools<|sep|>` section, Spark-X2.5 `<tool_call>NAME<arg_key>..</arg_key><arg_value>..` calls,
a Qwen-Agent Nous `<tool_call>` whose closing tag was never written; negatives: Chinese docs and prompts that show the
formats (ms-swift's ReAct-ZH system prompt `以下格式回答：`, the react_zh agent template `请按照以下格式进行:`, the
ms-agent dataset response structure `Agent数据集调用API的response的结构如下：`, rendered hermes and react_en training
samples `[INPUT_IDS] ... [LABELS]`), and a plain final answer.

Sources: modelscope/ms-swift docs `docs/source/LLM/Agent部署最佳实践.md` and `Agent微调最佳实践.md` (commit ddf5bbe9,
deleted later), `docs/source/Instruction/Agent-support.md` and `swift/agent_template/react.py` (commit 3602360a), tests
`tests/test_align/test_template/test_deepseek_v4_flash.py`, `test_kimi_k3.py` and `test_spark.py`;
QwenLM/Qwen-Agent `tests/llm/test_nous_fncall_prompt.py`. Fixture strings written as adjacent Python literals are
copied joined.

Could not find (in the helper's 30 minutes): Lagent, MetaGPT, AgentScope, GLM-4 demo and Baichuan/Yi replies with a
raw call in a file not already cited; Japanese (llm-jp, Sarashina, ELYZA) tool-use outputs or prompts in the search
corpora (the Japanese hits were translated framework docs, not model output); ms-swift's telechat3 and xing4_0
fixtures build the reply with f-strings, so they were left out.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_GF: list[dict[str, Any]] = [
    # ms-swift Agent部署最佳实践 (ReAct) and test fixtures
    tool_schema("get_current_weather", ("location",), location="string", unit="string"),
    # ms-swift Agent部署最佳实践 (ToolBench)
    tool_schema("url_for_newapi", ("url",), url="string"),
    # ms-swift Agent微调最佳实践 (fire demo)
    tool_schema("fire_recognition", ("image",), image="string"),
    tool_schema("fire_alert"),
    tool_schema("call_police"),
    tool_schema("call_fireman"),
    # ms-agent dataset sample
    tool_schema("hm_product_recommend", ("keywords_dict",), keywords_dict="object"),
    # ms-swift test fixtures
    tool_schema("get_weather", (), location="string", num_results="integer", city="string", days="integer"),
    tool_schema("search", ("query",), query="string", num_results="integer"),
    # ms-swift Agent-support.md samples
    tool_schema("realtime_aqi", ("city",), city="string"),
    tool_schema("click", ("x", "y"), x="integer", y="integer"),
]

SOURCES_GF: dict[str, str] = {}
CASES_GF: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_GF[id] = source
    CASES_GF.append(Case(id, text, list(calls), **kw))


# ---- ReAct replies of models served by swift deploy --------------------------------------------
real("https://github.com/modelscope/ms-swift/blob/ddf5bbe93e0f956fd8c461dbfbb7647bbc30ad90/docs/source/LLM/Agent部署最佳实践.md (调用结果 of the ReAct curl request: choices[0][0].message.content of llama3-8b-instruct)", "swift-llama3-react-dict-input",
     "Question: What's the weather like in Boston today?\n\nThought: I need to get the current weather in Boston to answer this question.\n\nAction: get_current_weather\n\nAction Input: {'location': 'Boston, MA', 'unit': 'fahrenheit'}\n\nObservation:",
     ("get_current_weather", {"location": "Boston, MA", "unit": "fahrenheit"}))  # fmt: skip
real("https://github.com/modelscope/ms-swift/blob/ddf5bbe93e0f956fd8c461dbfbb7647bbc30ad90/docs/source/LLM/Agent部署最佳实践.md (OpenAI SDK example with the ToolBench url_for_newapi tool: the streamed llama3-8b-instruct reply after 'response: ' in the Output docstring)", "swift-llama3-toolbench-url",
     "Thought: I need to find the weather information for Boston today. I can use the 'newapi' tool to get the weather forecast.\nAction: url_for_newapi\nAction Input: {\"url\": \"https://api.weatherapi.com/v1/current.json?key=YOUR_API_KEY&q=Boston\"}",
     ("url_for_newapi", {"url": "https://api.weatherapi.com/v1/current.json?key=YOUR_API_KEY&q=Boston"}))  # fmt: skip
real("https://github.com/modelscope/ms-swift/blob/ddf5bbe93e0f956fd8c461dbfbb7647bbc30ad90/docs/source/LLM/Agent部署最佳实践.md (second 调用结果 after the tool result: choices[0].message.content of llama3-8b-instruct)", "neg-swift-llama3-final-answer",
     "\n\nAnswer: The weather in Boston today is 32°F (0°C), with clear skies.")  # fmt: skip
# gathered as err- with no error given; an action line that is a sentence names no offered tool: text, no error (the
# lead renamed it neg- after measuring)
real("https://github.com/modelscope/ms-swift/blob/ddf5bbe93e0f956fd8c461dbfbb7647bbc30ad90/docs/source/LLM/Agent微调最佳实践.md (swift infer CLI session of the fine-tuned qwen-7b-chat: the reply to 输入图片是/tmp/1.jpg, up to the Observation: stop word)", "neg-swift-qwen7b-action-sentence-cli",
     "Thought: I need to use the fire\\_recognition API to analyze the input image and determine if there are any signs of fire.\n\nAction: Use the fire\\_recognition API to analyze the input image.\n\nAction Input: /tmp/1.jpg\n\nObservation:")  # fmt: skip
# gathered as err- with no error given; as the case above (the lead renamed it neg- after measuring)
real("https://github.com/modelscope/ms-swift/blob/ddf5bbe93e0f956fd8c461dbfbb7647bbc30ad90/docs/source/LLM/Agent微调最佳实践.md (## Output of the OpenAI client example, model_type qwen-7b-chat: the assistant content in the printed messages, cut before the observation line the client appended)", "neg-swift-qwen7b-action-sentence-api",
     "Thought: I need to check if there is fire in the image\nAction: Use fire\\_recognition API\nAction Input: /tmp/1.jpg\nObservation:")  # fmt: skip

# ---- test fixtures of parsed replies -----------------------------------------------------------
real("https://github.com/modelscope/ms-swift/blob/61023bda5ba419d7aa19e24655facb246f3bb303/tests/test_align/test_template/test_deepseek_v4_flash.py (test_deepseek_v4_tool_call_roundtrip: response)", "swift-deepseek-v4-dsml",
     "<think>reason</think>\n\n"
     "<｜DSML｜tool_calls>\n"
     "<｜DSML｜invoke name=\"get_weather\">\n"
     "<｜DSML｜parameter name=\"location\" string=\"true\">Beijing</｜DSML｜parameter>\n"
     "<｜DSML｜parameter name=\"num_results\" string=\"false\">3</｜DSML｜parameter>\n"
     "</｜DSML｜invoke>\n"
     "</｜DSML｜tool_calls>",
     ("get_weather", {"location": "Beijing", "num_results": 3}))  # fmt: skip
real("https://github.com/modelscope/ms-swift/blob/cff84563669b9fbe99e2e8add7ae366eae6fb3a9/tests/test_align/test_template/test_kimi_k3.py (step 5: the XTML string given to get_toolcall)", "swift-kimi-k3-xtml",
     "<|open|>think<|sep|>t<|close|>think<|sep|><|open|>response<|sep|><|close|>response<|sep|>"
     "<|open|>tools<|sep|><|open|>call tool=\"get_weather\" index=\"1\"<|sep|>"
     "<|open|>argument key=\"city\" type=\"string\"<|sep|>Beijing<|close|>argument<|sep|>"
     "<|close|>call<|sep|><|close|>tools<|sep|>",
     ("get_weather", {"city": "Beijing"}))  # fmt: skip
real("https://github.com/modelscope/ms-swift/blob/528e11d0ee7fab8c210d2fe9d205d5ace9a671f1/tests/test_align/test_template/test_spark.py (test_spark_tool_call_roundtrip: response)", "swift-spark-arg-key-two-calls",
     "<tool_call>get_weather<arg_key>location</arg_key><arg_value>Beijing</arg_value>"
     "</tool_call><tool_call>get_weather<arg_key>location</arg_key>"
     "<arg_value>Shanghai</arg_value></tool_call>",
     ("get_weather", {"location": "Beijing"}), ("get_weather", {"location": "Shanghai"}))  # fmt: skip
real("https://github.com/QwenLM/Qwen-Agent/blob/108590fb9641b31090963ffc80c57840143f1da0/tests/llm/test_nous_fncall_prompt.py (test_postprocess_incomplete_tool_call_keeps_empty_arguments: the assistant text, no closing tag)", "err-qwen-agent-nous-unclosed-empty-args",
     "<tool_call>\n{\"name\": \"search\", \"arguments\": {}}\n", errors=["missing required argument"])  # fmt: skip  # gathered as a call with no arguments (Qwen-Agent's test); the corpus's `search` requires `query`, so it is an error asking for it (the lead renamed it err- after measuring)

real("https://github.com/QwenLM/Qwen-Agent/blob/108590fb9641b31090963ffc80c57840143f1da0/tests/llm/test_nous_fncall_prompt.py (test_extract_fn_stops_after_nested_arguments_object: the text given to extract_fn, the body of a <tool_call>)", "err-qwen-agent-nous-bare-nested-args",
     "{\"name\": \"search\", \"arguments\": {\"query\": {\"q\": \"qwen\"}}}\n", errors=["expected string, got object"])  # fmt: skip  # gathered as a call; the corpus's `search` types `query` as a string, so an object is an error (the lead renamed it err- after measuring)


# ---- Chinese docs and prompts that show the formats --------------------------------------------
real("https://github.com/modelscope/ms-swift/blob/ddf5bbe93e0f956fd8c461dbfbb7647bbc30ad90/docs/source/LLM/Agent部署最佳实践.md (the ReAct-ZH tools system prompt example, from its heading to the closing fence)", "neg-swift-react-zh-system-prompt",
     "ReAct-ZH\n```\n尽你所能回答以下问题。你拥有如下工具：\n\n{'name': 'get_current_weather', 'description': 'Get the current weather in a given location', 'parameters': {'type': 'object', 'properties': {'location': {'type': 'string', 'description': 'The city and state, e.g. San Francisco, CA'}, 'unit': {'type': 'string', 'enum': ['celsius', 'fahrenheit']}}, 'required': ['location']}}\n\n以下格式回答：\n\nThought: 思考你应该做什么\nAction: 工具的名称，必须是[get_current_weather]之一\nAction Input: 工具的输入\nObservation: 工具返回的结果\n... (Thought/Action/Action Input/Observation的过程可以重复零次或多次)\nFinal Answer: 对输入问题的最终答案\n\n开始！\n```")  # fmt: skip
real("https://github.com/modelscope/ms-swift/blob/3602360a562313afbf2ef6065fdf61f271a2c5b9/swift/agent_template/react.py (ReactZnAgentTemplate._format_tools: the template text from 请按照以下格式进行: to 现在开始！)", "neg-swift-react-zh-template",
     "请按照以下格式进行:\n\nQuestion: 需要你回答的输入问题\nThought: 你应该总是思考该做什么\nAction: 需要使用的工具，应该是[{','.join(tool_names)}]中的一个\nAction Input: 传入工具的内容\nObservation: 行动的结果\n... (这个Thought/Action/Action Input/Observation可以重复N次)\nThought: 我现在知道最后的答案\nFinal Answer: 对原始输入问题的最终答案\n\n现在开始！")  # fmt: skip
real("https://github.com/modelscope/ms-swift/blob/ddf5bbe93e0f956fd8c461dbfbb7647bbc30ad90/docs/source/LLM/Agent微调最佳实践.md (Agent数据集调用API的response的结构如下 and the field list after it)", "neg-swift-ms-agent-response-structure",
     "Agent数据集调用API的response的结构如下：\n\n```text\nAction: hm_product_recommend\nAction Input: {'keywords_dict': {'商品类目': '手机', '适用场景': '拍照'}}\nObservation: [{'sku_code': '15956662254', 'product_name': '小米11 Ultra 5G手机 256GB', 'bussiness_type': '标品', 'product_price': '5999', 'product_description': '拥有120Hz高刷新率和骁龙888处理器，还配备了高品质相机系统'}, {'sku_code': '19424216918', 'product_name': 'vivo X60 Pro 5G手机 256GB', 'bussiness_type': '标品', 'product_price': '4498', 'product_description': '搭载Exynos 1080处理器与ZEISS联合调校的相机系统，拍照实力十足'}, {'sku_code': '14347982715', 'product_name': 'OPPO Ace2 5G手机 256GB', 'bussiness_type': '标品', 'product_price': '3999', 'product_description': '拍照实力十足，支持65W超级闪充'}]\nThought: I now know the final answer\nFinal Answer: 如果您想要一款拍照表现出色的手机，我为您推荐以下几款产品：1.小米11 Ultra 5G手机 256GB：价格为5999元，配备了高品质相机系统，可以拍摄出色的照片；2. vivo X60 Pro 5G手机 256GB：售价为4498元，相机系统由ZEISS联合调校，拍照实力十足；3. OPPO Ace2 5G手机 256GB：价格为3999元，不仅拍照实力十足，还支持65W超级闪充，让你的手机充电更加便捷。这些手机都有不同的特点和功能，您可以根据自己的需求进行选择。如果您还有其他问题或需求，请随时告诉我。\n```\n\n- Action：实际调用的API名称\n- Action Input: 实际的输入参数\n- Observation: 该部分是实际调用结果，训练时不参与loss，推理时需要外部调用后填入模型\n- Thought: 模型思考输出\n- Final Answer: 模型的最终回答")  # fmt: skip
real("https://github.com/modelscope/ms-swift/blob/3602360a562313afbf2ef6065fdf61f271a2c5b9/docs/source/Instruction/Agent-support.md (样本二: the hermes-rendered multimodal sample, heading to the [LABELS] line; closing fence left off)", "neg-swift-hermes-rendered-sample",
     "样本二（多模态，混合assistant和tool_call）：\n```text\n[INPUT_IDS] <|im_start|>system\nYou are a helpful assistant.\n\n# Tools\n\nYou may call one or more functions to assist with the user query.\n\nYou are provided with function signatures within <tools></tools> XML tags:\n<tools>\n{\"type\": \"function\", \"function\": {\"name\": \"click\", \"description\": \"点击屏幕中的某个位置\", \"parameters\": {\"type\": \"object\", \"properties\": {\"x\": {\"type\": \"integer\", \"description\": \"横坐标，表示屏幕上的水平位置\"}, \"y\": {\"type\": \"integer\", \"description\": \"纵坐标，表示屏幕上的垂直位置\"}}, \"required\": [\"x\", \"y\"]}}}\n</tools>\n\nFor each function call, return a json object with function name and arguments within <tool_call></tool_call> XML tags:\n<tool_call>\n{\"name\": <function-name>, \"arguments\": <args-json-object>}\n</tool_call><|im_end|>\n<|im_start|>user\n<|vision_start|>[151655 * 729]<|vision_end|>现在几点了？<|im_end|>\n<|im_start|>assistant\n<think>\n我可以通过打开日历App来获取当前时间。\n</think>\n<tool_call>\n{\"name\": \"click\", \"arguments\": {\"x\": 105, \"y\": 132}}\n</tool_call><|im_end|>\n<|im_start|>user\n<tool_response>\n{\"images\": \"<|vision_start|>[151655 * 729]<|vision_end|>\", \"status\": \"success\"}\n</tool_response><|im_end|>\n<|im_start|>assistant\n成功打开日历App，现在的时间为中午11点<|im_end|>\n\n[LABELS] [-100 * 924]<think>\n我可以通过打开日历App来获取当前时间。\n</think>\n<tool_call>\n{\"name\": \"click\", \"arguments\": {\"x\": 105, \"y\": 132}}\n</tool_call><|im_end|>[-100 * 759]成功打开日历App，现在的时间为中午11点<|im_end|>")  # fmt: skip
real("https://github.com/modelscope/ms-swift/blob/3602360a562313afbf2ef6065fdf61f271a2c5b9/docs/source/Instruction/Agent-support.md (**react_en** paragraph and the react_en-rendered sample one, to the closing fence)", "neg-swift-react-en-rendered-sample",
     "**react_en**是常用的agent template格式之一，以下为样本一由qwen2_5使用`agent_template='react_en'`进行encode后的input_ids和labels：\n\n```text\n[INPUT_IDS] <|im_start|>system\nAnswer the following questions as best you can. You have access to the following tools:\n\nrealtime_aqi: Call this tool to interact with the realtime_aqi API. What is the realtime_aqi API useful for? 天气预报。获取实时空气质量。当前空气质量，PM2.5，PM10信息 Parameters: {\"type\": \"object\", \"properties\": {\"city\": {\"type\": \"string\", \"description\": \"城市名，例如：上海\"}}, \"required\": [\"city\"]} Format the arguments as a JSON object.\n\nUse the following format:\n\nQuestion: the input question you must answer\nThought: you should always think about what to do\nAction: the action to take, should be one of [realtime_aqi]\nAction Input: the input to the action\nObservation: the result of the action\n... (this Thought/Action/Action Input/Observation can be repeated zero or more times)\nThought: I now know the final answer\nFinal Answer: the final answer to the original input question\n\nBegin!\n<|im_end|>\n<|im_start|>user\n北京和上海今天的天气情况<|im_end|>\n<|im_start|>assistant\nAction: realtime_aqi\nAction Input: {'city': '北京'}\nAction: realtime_aqi\nAction Input: {'city': '上海'}\nObservation:{\"city\": \"北京\", \"aqi\": \"10\", \"unit\": \"celsius\"}\nObservation:{\"city\": \"上海\", \"aqi\": \"72\", \"unit\": \"fahrenheit\"}\n根据天气预报工具，北京今天的空气质量指数为10，属于良好水平；上海今天的空气质量指数为72，属于轻度污染水平。<|im_end|>\n\n[LABELS] [-100 * 233]Action: realtime_aqi\nAction Input: {'city': '北京'}\nAction: realtime_aqi\nAction Input: {'city': '上海'}\nObservation:[-100 * 45]根据天气预报工具，北京今天的空气质量指数为10，属于良好水平；上海今天的空气质量指数为72，属于轻度污染水平。<|im_end|>\n```")  # fmt: skip
