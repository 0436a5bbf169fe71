# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set hd (issue 42): model cards and vendors' model docs of 2025-2026 open-weight tool-calling models, gathered without reading the parser.

Families: MiniMax-M2.5 `<minimax:tool_call><invoke name=...><parameter name=...>` (the guide's "Model Output Format"
block with two invokes whose values are JSON arrays, and a reply with prose before the block), Granite 4.0
`<tool_call>{json}</tool_call><|end_of_text|>` after the role header (once as the last generated turn of the guide's
tool-calling example, once as the chat-template-design example indented inside a markdown list). Negatives: the
MiniMax-M2.5 internal prompt with its `<minimax:tool_call>` placeholder format and the guide's format descriptions
and SDK printout, the Granite 4.0 tools system turn and its tool-calling notes, the GLM-4.6 TIR guide's manual-parsing
notes on `<tool_call>`/`<arg_key>`/`<arg_value>`, the GLM-4.5 search trajectory's system prompt with the
`<tool_call>{function-name}` template, the Seed-OSS README's thinking-budget output example, the Foundry Local
Phi-4-mini prompt template describing `functools[...]`, and a Qwen3 docs final answer after tool results.

Sources: MiniMax-AI/MiniMax-M2.5 docs/tool_calling_guide.md, ibm-granite/granite-4.0-language-models "Granite 4.0
Prompt engineering guide v2.md", zai-org/GLM-4.5 resources/glm_4.6_tir_guide.md and resources/trajectory_search.json,
ByteDance-Seed/seed-oss README.md, microsoft/Foundry-Local samples/python/functioncalling/README.md, QwenLM/Qwen2.5
docs/source/framework/function_call.md (the Qwen3 function-calling guide). All read with the index's read_file at the
commits given in each source string.

Could not find (in the helper's 30 minutes): uncited vendor pages showing a raw tool-calling reply for Kimi K2.5 (the
README stored has only benchmarks and API use), DeepSeek V3.1/V3.2 (the HF cards are not in the index; the GitHub
V3.2-Exp README has no format block), Seed-OSS (README shows only the thinking budget; its tool call lives in the
vLLM/llama.cpp tests already cited), Phi-4-mini (the cookbook README prints no output), Jamba, Apriel, Command A,
Falcon-H1, ERNIE 4.5, Nemotron, Llama 4, Devstral/Magistral cards (not found as stored files). The Kimi-K2 tool-call
guidance, Hunyuan-A13B agent README, EXAONE cookbook, LFM2 docs, SmolLM3 card, gpt-oss harmony docs and Gemma
function-calling pages are already cited by other sets, and the MiniMax-M2 guide repeats the M2.5 one word for word,
so this set has only four positives.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_HD: list[dict[str, Any]] = [
    # MiniMax-M2.5 tool calling guide
    tool_schema("search_web", ("query_list", "query_tag"), query_list="array", query_tag="array"),
    tool_schema("get_weather", ("location", "unit"), location="string", unit="string"),
    # Granite 4.0 guide: the tool-calling example declares `location`, the chat-template-design example `city`
    tool_schema("get_current_weather", (), location="string", city="string"),
    tool_schema("get_stock_price", (), ticker="string"),
    tool_schema("get_time", ("location",), location="string"),
    # GLM-4.6 TIR guide built-ins
    tool_schema("python", (), code="string"),
    tool_schema("browser.search", ("query",), query="string", num="integer"),
    tool_schema("browser.open", ("id",), id="string"),
    tool_schema("browser.find", ("pattern",), pattern="string"),
    # GLM-4.5 search trajectory
    tool_schema("search", ("query",), query="string"),
    tool_schema("open", ("url", "pattern"), url="string", pattern="string"),
    tool_schema("finish", ()),
    # Qwen3 function-calling guide
    tool_schema("get_current_temperature", ("location",), location="string", unit="string"),
    tool_schema("get_temperature_date", ("location", "date"), location="string", date="string", unit="string"),
]

SOURCES_HD: dict[str, str] = {}
CASES_HD: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_HD[id] = source
    CASES_HD.append(Case(id, text, list(calls), **kw))


MINIMAX = "https://github.com/MiniMax-AI/MiniMax-M2.5/blob/60fa60fdbfbc8ac9c987fdc611d31d48c0ebd87d/docs/tool_calling_guide.md"
GRANITE = "https://github.com/ibm-granite/granite-4.0-language-models/blob/8c874fed4775c018d637b2aabf850d4bb1a29e5f/Granite%204.0%20Prompt%20engineering%20guide%20v2.md"

# ---- MiniMax-M2.5 -------------------------------------------------------------------------------------
real(MINIMAX + " (section 'Model Output Format': the xml block)", "minimax-m25-two-search-web-invokes",
     "<minimax:tool_call>\n"
     "<invoke name=\"search_web\">\n"
     "<parameter name=\"query_tag\">[\"technology\", \"events\"]</parameter>\n"
     "<parameter name=\"query_list\">[\"\\\"OpenAI\\\" \\\"latest\\\" \\\"release\\\"\"]</parameter>\n"
     "</invoke>\n"
     "<invoke name=\"search_web\">\n"
     "<parameter name=\"query_tag\">[\"technology\", \"events\"]</parameter>\n"
     "<parameter name=\"query_list\">[\"\\\"Gemini\\\" \\\"latest\\\" \\\"release\\\"\"]</parameter>\n"
     "</invoke>\n"
     "</minimax:tool_call>",
     ("search_web", {"query_tag": ["technology", "events"], "query_list": ["\"OpenAI\" \"latest\" \"release\""]}),
     ("search_web", {"query_tag": ["technology", "events"], "query_list": ["\"Gemini\" \"latest\" \"release\""]}))  # fmt: skip
real(MINIMAX + " (section 'Parsing Tool Calls', Usage Example: the model_output string)", "minimax-m25-get-weather-after-prose",
     "Let me help you query the weather.\n"
     "<minimax:tool_call>\n"
     "<invoke name=\"get_weather\">\n"
     "<parameter name=\"location\">San Francisco</parameter>\n"
     "<parameter name=\"unit\">celsius</parameter>\n"
     "</invoke>\n"
     "</minimax:tool_call>",
     ("get_weather", {"location": "San Francisco", "unit": "celsius"}))  # fmt: skip
# (after measuring: content given: the prompt's last line, an opened <think> (the template's prefill), is taken out as
# an empty thought)
real(MINIMAX + " (section 'Internal Processing Format': the whole rendered prompt, up to the assistant's <think>)", "neg-minimax-m25-internal-prompt",
     "]~!b[]~b]system\n"
     "You are a helpful assistant.\n\n"
     "# Tools\n"
     "You may call one or more tools to assist with the user query.\n"
     "Here are the tools available in JSONSchema format:\n\n"
     "<tools>\n"
     "<tool>{\"name\": \"search_web\", \"description\": \"Search function.\", \"parameters\": {\"type\": \"object\", \"properties\": {\"query_list\": {\"type\": \"array\", \"items\": {\"type\": \"string\"}, \"description\": \"Keywords for search, list should contain 1 element.\"}, \"query_tag\": {\"type\": \"array\", \"items\": {\"type\": \"string\"}, \"description\": \"Category of query\"}}, \"required\": [\"query_list\", \"query_tag\"]}}</tool>\n"
     "</tools>\n\n"
     "When making tool calls, use XML format to invoke tools and pass parameters:\n\n"
     "<minimax:tool_call>\n"
     "<invoke name=\"tool-name-1\">\n"
     "<parameter name=\"param-key-1\">param-value-1</parameter>\n"
     "<parameter name=\"param-key-2\">param-value-2</parameter>\n"
     "...\n"
     "</invoke>\n"
     "[e~[\n"
     "]~b]user\n"
     "When were the latest announcements from OpenAI and Gemini?[e~[\n"
     "]~b]ai\n"
     "<think>", content=']~!b[]~b]system\nYou are a helpful assistant.\n\n# Tools\nYou may call one or more tools to assist with the user query.\nHere are the tools available in JSONSchema format:\n\n<tools>\n<tool>{"name": "search_web", "description": "Search function.", "parameters": {"type": "object", "properties": {"query_list": {"type": "array", "items": {"type": "string"}, "description": "Keywords for search, list should contain 1 element."}, "query_tag": {"type": "array", "items": {"type": "string"}, "description": "Category of query"}}, "required": ["query_list", "query_tag"]}}</tool>\n</tools>\n\nWhen making tool calls, use XML format to invoke tools and pass parameters:\n\n<minimax:tool_call>\n<invoke name="tool-name-1">\n<parameter name="param-key-1">param-value-1</parameter>\n<parameter name="param-key-2">param-value-2</parameter>\n...\n</invoke>\n[e~[\n]~b]user\nWhen were the latest announcements from OpenAI and Gemini?[e~[\n]~b]ai')  # fmt: skip
real(MINIMAX + " (section 'Internal Processing Format': the 'Format Description' list)", "neg-minimax-m25-format-description",
     "**Format Description:**\n\n"
     "- `]~!b[]~b]system`: System message start marker\n"
     "- `[e~[`: Message end marker\n"
     "- `]~b]user`: User message start marker\n"
     "- `]~b]ai`: Assistant message start marker\n"
     "- `]~b]tool`: Tool result message start marker\n"
     "- `<tools>...</tools>`: Tool definition area, each tool is wrapped with `<tool>` tag, content is JSON Schema\n"
     "- `<minimax:tool_call>...</minimax:tool_call>`: Tool call area\n"
     "- `<think>...</think>`: Thinking process marker during generation")  # fmt: skip
real(MINIMAX + " (section 'Model Output Format': the sentence after the xml block)", "neg-minimax-m25-invoke-tag-sentence",
     "Each tool call uses the `<invoke name=\"function_name\">` tag, and parameters use the `<parameter name=\"parameter_name\">` tag wrapper.")  # fmt: skip
real(MINIMAX + " (section 'Basic Example': the 'Output Example' block, what the OpenAI-SDK script prints)", "neg-minimax-m25-sdk-printout",
     "Function called: get_weather\n"
     "Arguments: {\"location\": \"San Francisco, CA\", \"unit\": \"celsius\"}\n"
     "Result: Getting the weather for San Francisco, CA in celsius...")  # fmt: skip

# ---- Granite 4.0 ----------------------------------------------------------------------------------------
real(GRANITE + " (section 'Advanced examples > Tool-calling': the last assistant turn of the example, which the code below it 'nearly reproduces'; the model wrote `city` though the tool declares `location`)", "granite4-bengaluru-last-turn",
     "<|start_of_role|>assistant<|end_of_role|><tool_call>\n"
     "{\"name\": \"get_current_weather\", \"arguments\": {\"city\": \"Bengaluru\"}}\n"
     "</tool_call><|end_of_text|>",
     ("get_current_weather", {"city": "Bengaluru"}))  # fmt: skip
real(GRANITE + " (section 'Chat template design', bullet 'About tool calling': the Example block, kept with its list indentation)", "granite4-template-design-example",
     "    <|start_of_role|>assistant<|end_of_role|>\n"
     "    <tool_call>\n"
     "    {\"name\": \"get_current_weather\", \"arguments\": {\"city\": \"Bengaluru\"}}\n"
     "    </tool_call>\n"
     "    <|end_of_text|>",
     ("get_current_weather", {"city": "Bengaluru"}))  # fmt: skip
real(GRANITE + " (section 'Advanced examples > Tool-calling': the system turn of the example)", "neg-granite4-tools-system-turn",
     "<|start_of_role|>system<|end_of_role|>You are a helpful assistant with access to the following tools. You may call one or more tools to assist with the user query.\n\n"
     "You are provided with function signatures within <tools></tools> XML tags:\n"
     "<tools>\n"
     "{\"type\": \"function\", \"function\": {\"name\": \"get_current_weather\", \"description\": \"Get the current weather\", \"parameters\": {\"type\": \"object\", \"properties\": {\"location\": {\"description\": \"The city and state, e.g. San Francisco, CA\", \"type\": \"string\"}}, \"required\": [\"location\"]}}}\n"
     "{\"type\": \"function\", \"function\": {\"name\": \"get_stock_price\", \"description\": \"Retrieves the current stock price for a given ticker symbol. The ticker symbol must be a valid symbol for a publicly traded company on a major US stock exchange like NYSE or NASDAQ. The tool will return the latest trade price in USD. It should be used when the user asks about the current or most recent price of a specific stock. It will not provide any other information about the stock or company.\", \"parameters\": {\"type\": \"object\", \"properties\": {\"ticker\": {\"description\": \"The stock ticker symbol, e.g. AAPL for Apple Inc.\", \"type\": \"string\"}}}}}\n"
     "</tools>\n\n"
     "For each tool call, return a json object with function name and arguments within <tool_call></tool_call> XML tags:\n"
     "<tool_call>\n"
     "{\"name\": <function-name>, \"arguments\": <args-json-object>}\n"
     "</tool_call>. If a tool does not exist in the provided list of tools, notify the user that you do not have the ability to fulfill the request.<|end_of_text|>")  # fmt: skip
real(GRANITE + " (section 'Advanced examples > Tool-calling': the points after the code)", "neg-granite4-tool-calling-points",
     "Consider the following points to build promts for tool-calling tasks:\n\n"
     "* When a list of tools is supplied, the chat template automatically formats this list as a system prompt. See the *Chat Template Design* section for more information about system prompt design in tool-calling scenarios.\n"
     "* Please follow OpenAI's function [definition schema](https://platform.openai.com/docs/guides/function-calling?api-mode=responses#defining-functions) to define tools.\n"
     "* Granite 4.0 chat template automatically returns tool calls between `<tool_call>` and `</tool_call>` tags within the assistant turn. Refer to the *Chat Template Design* section for examples.\n"
     "* The Granite 4.0 chat template converts content from `tool` role into a user role, where tool responses appear between `<tool_response>` and `</tool_response>` tags. This conversion occurs automatically when using libraries that apply the chat template for you. However, users who build prompts directly in `Jinja` must ensure that tool responses are formatted according to the Granite 4.0 chat template. Please, refer to the *Chat Template Design* section for examples.")  # fmt: skip

# ---- GLM-4.5 / GLM-4.6 -----------------------------------------------------------------------------------
real("https://github.com/zai-org/GLM-4.5/blob/c720746ea6c174b34af3f0791c2bbf70956441db/resources/glm_4.6_tir_guide.md (section 'Manual Parsing of Reasoning and Tool Calls', whole section)", "neg-glm46-manual-parsing-notes",
     "On services that do not provide `reasoning-parser` and `tool-call-parser`, the response generated by GLM-4.6 can be parsed **manually**.\n\n"
     "* The reasoning content generated by GLM-4.6 is wrapped with `<think>` and `</think>`.\n"
     "* Each tool call is wrapped with `<tool_call>` and `</tool_call>`.\n"
     "* The function name immediately follows `<tool_call>`.\n"
     "* Parameters are wrapped with `<arg_key>` and `<arg_value>`.\n\n"
     "Thus, you can directly send requests to the **completions API** and manually parse out reasoning content, function names, arguments, etc.")  # fmt: skip
real("https://github.com/zai-org/GLM-4.5/blob/063d3c3e05e15b0faa871ecb436492121052ab10/resources/trajectory_search.json (messages[0].content, the system prompt, JSON-decoded)", "neg-glm45-trajectory-system-prompt",
     "# Tools\n\nYou may call one or more functions to assist with the user query.\n\nYou are provided with function signatures within <tools></tools> XML tags:\n<tools>\n{\"name\": \"search\", \"description\": \"A tool for searching the web\", \"parameters\": {\"type\": \"object\", \"properties\": {\"query\": {\"type\": \"string\", \"description\": \"The query to search\"}}, \"required\": [\"query\"]}}\n{\"name\": \"open\", \"description\": \"Open a specific website by providing its URL and retrieve a concise summary of the website’s content.\", \"parameters\": {\"type\": \"object\", \"properties\": {\"url\": {\"type\": \"string\", \"description\": \"The target website URL or domain\"}, \"pattern\": {\"type\": \"string\", \"desctiption\": \"The target pattern of the webpage content to be summarized.\"}}, \"required\": [\"url\", \"pattern\"]}}\n{\"name\": \"finish\", \"description\": \"Finish the task. Use this function when you have found the information you need.\", \"parameters\": {\"type\": \"object\", \"properties\": {}}}\n</tools>\n\nFor each function call, output the function name and arguments within the following XML format:\n<tool_call>{function-name}\n<arg_key>{arg-key-1}</arg_key>\n<arg_value>{arg-value-1}</arg_value>\n<arg_key>{arg-key-2}</arg_key>\n<arg_value>{arg-value-2}</arg_value>\n...\n</tool_call>")  # fmt: skip

# ---- Seed-OSS, Phi-4-mini (Foundry Local), Qwen3 -------------------------------------------------------------
# (after measuring: content given, the <seed:think> block, its budget reflections included, taken out as reasoning)
real("https://github.com/ByteDance-Seed/seed-oss/blob/02d7aaaa998a311582b2a74e2b02bd1b68c92461/README.md (section 'Thinking Budget': the example output with a 512 budget)", "neg-seed-oss-thinking-budget-output",
     "<seed:think>\n"
     "Got it, let's try to solve this problem step by step. The problem says ... ...\n"
     "<seed:cot_budget_reflect>I have used 129 tokens, and there are 383 tokens remaining for use.</seed:cot_budget_reflect>\n"
     "Using the power rule, ... ...\n"
     "<seed:cot_budget_reflect>I have used 258 tokens, and there are 254 tokens remaining for use.</seed:cot_budget_reflect>\n"
     "Alternatively, remember that ... ...\n"
     "<seed:cot_budget_reflect>I have used 393 tokens, and there are 119 tokens remaining for use.</seed:cot_budget_reflect>\n"
     "Because if ... ...\n"
     "<seed:cot_budget_reflect>I have exhausted my token budget, and now I will start answering the question.</seed:cot_budget_reflect>\n"
     "</seed:think>\n"
     "To solve the problem, we start by using the properties of logarithms to simplify the given equations: (full answer omitted).", content='To solve the problem, we start by using the properties of logarithms to simplify the given equations: (full answer omitted).')  # fmt: skip
real("https://github.com/microsoft/Foundry-Local/blob/7af9d2fd041ccc2b97a80411aeb242f3c9be440b/samples/python/functioncalling/README.md (Step 2: the Phi-4-mini inference_model.json)", "neg-foundry-local-phi4-mini-functools-template",
     "{\n"
     "    \"Name\": \"Phi-4-mini-instruct-generic-cpu\",\n"
     "    \"PromptTemplate\": {\n"
     "        \"system\": \"<|system|>{Content}<|tool|>{Tool}<|/tool|><|end|>\",\n"
     "        \"user\": \"<|user|>{Content}<|end|>\",\n"
     "        \"assistant\": \"<|assistant|>{Content}<|end|>\",\n"
     "        \"tool\": \"<|tool|>{Tool}<|/tool|>\",\n"
     "        \"prompt\": \"<|system|> You are a helpful assistant with these tools. If you decide to call functions:\\n* prefix function calls with functools marker (no closing marker required)\\n* all function calls should be generated in a single JSON list formatted as functools[{\\\"name\\\": [function name], \\\"arguments\\\": [function arguments as JSON]}, ...]\\n  * follow the provided JSON schema. Do not hallucinate arguments or values. Do not blindly copy values from the provided samples\\n  * respect the argument type formatting. E.g., if the type is number and format is float, write value 7 as 7.0\\n  * make sure you pick the right functions that match the user intent<|end|><|user|>{Content}<|end|><|assistant|>\"\n"
     "    }\n"
     "}")  # fmt: skip
real("https://github.com/QwenLM/Qwen2.5/blob/0eea76c1267f5ef1fa1020071d9827cf29dfeaaf/docs/source/framework/function_call.md (section 'vLLM > Final Response': the response content after the two tool results)", "neg-qwen3-docs-final-answer-after-tools",
     "The current temperature in San Francisco is approximately 26.1°C. For tomorrow, the forecasted temperature is around 25.9°C.")  # fmt: skip
