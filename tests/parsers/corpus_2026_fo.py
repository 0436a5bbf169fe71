# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set fo (issue 42): prompts, prompt files and docs that SHOW a tool-call format, gathered without reading the parser.

Families: all negatives. Texts a harness feeds a model (or a model could echo) that show a call format, often with no
colon right before the call: a blog post's Hermes-FC ChatML template with a worked `<tool_call>` turn (kolm.ai), a
tool-call grammar doc showing Phi-4-Mini's `<|tool_call|>[...]` and Qwen-3's `<tool_call>` outputs in fences under
"(example)" headings and a `functools[...]` placeholder (guidance-ai/llguidance), a prompt-engineering doc's
"Expected output:" JSON calls inside fenced prompts (Alg0rix/prompt-docs), a numbered-list ReAct prompt ending with a
`<tool_call>` example transcript (mohitejaikumar/ai-agents), Cline-style XML formatting text in a TS function and in a
YAML block value (Cougar-CLI, roo-framework-template), a few-shot `Thought:/Action:` prompt with bare tool names
(sarvagen), FastGPT's Chinese `TOOL_CALL:` few-shot prompt, ReAct prompts (gwenflow on PyPI, promptulate, chatfrc), JSON
shapes in system prompts (movie-database-qa, use-tools, gochain), and a markdown prompt file putting the call format
inline inside a bullet (oliverye7/dude).

Sources: kolm.ai/research/function-calling-training, guidance-ai/llguidance docs/toolcalls.md, Alg0rix/prompt-docs,
mohitejaikumar/ai-agents, dulikaifazr/Cougar-CLI, ozand/roo-framework-template, bhavinpatel2801/sarvagen,
labring/FastGPT (prompt constant, not the issue cited in v), gwenflow 0.6.7 (PyPI sdist), Undertone0809/promptulate,
frc971/chatfrc, psousa50/movie-database-qa, john-adeojo/use-tools, ryanbekhen/gochain, oliverye7/dude. Texts are the
files' string contents as they are written in the source (doubled `{{ }}` braces and `{placeholders}` kept).

Could not find (in the helper's 30 minutes): the model-card "Function calling" sections of GGUF repos come back from the
search only as file listings or blame/diff views, never as clean README text, so no model card is quoted; two clean
markdown docs with a worked `{"tool": "calculator", ...}` transcript were found only by id, with no repository to
cite, and were left out; no TOML prompt file or HTML-comment format example turned up.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the texts name (declared so that a naive parser WOULD call them)
TOOLS_FO: list[dict[str, Any]] = [
    # kolm.ai Hermes-FC template
    tool_schema("get_weather", ("city",), city="string"),
    tool_schema("search_docs", ("query",), query="string"),
    # llguidance docs/toolcalls.md
    tool_schema("add", ("x", "y"), x="number", y="number"),
    tool_schema("mul", ("x", "y"), x="number", y="number"),
    # Alg0rix/prompt-docs
    tool_schema("get_stock_price", ("symbol",), symbol="string"),
    tool_schema(
        "search_flights", ("origin", "destination", "date"), origin="string", destination="string", date="string"
    ),
    tool_schema("book_hotel", ("city", "check_in", "check_out"), city="string", check_in="string", check_out="string"),
    # mohitejaikumar/ai-agents example
    tool_schema("abc", ("pqr",), pqr="string"),
    # Cline-style XML examples
    tool_schema("read_file", ("path",), path="string"),
    # sarvagen few-shot
    tool_schema("caption_image", ()),
    tool_schema("summarize_pdf", ()),
    tool_schema("memory", ()),
    # FastGPT tool ids
    tool_schema("w2121", ("city",), city="string"),
    tool_schema("as21da", ("query",), query="string"),
    # dude examples
    tool_schema("weather_api", ()),
]

SOURCES_FO: dict[str, str] = {}
CASES_FO: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_FO[id] = source
    CASES_FO.append(Case(id, text, list(calls), **kw))


# ---- blog posts and docs explaining a format -------------------------------------------------------
real("https://kolm.ai/research/function-calling-training (section 'The template', from its heading to the end of the worked ChatML exchange; cut before the paragraph that follows)", "neg-blog-hermes-fc-template-worked-turn",
     "The template\n<|im_start|>system\nYou are a function calling AI model. Use the following tools when helpful.\n<tools>\n{\"type\":\"function\",\"function\":{\"name\":\"get_weather\",\"description\":\"...\",\"parameters\":{...}}}\n{\"type\":\"function\",\"function\":{\"name\":\"search_docs\",\"description\":\"...\",\"parameters\":{...}}}\n</tools>\nFor each function call return a tool_call block.\n<|im_end|>\n<|im_start|>user\nWhat's the weather in Tokyo?\n<|im_end|>\n<|im_start|>assistant\n<tool_call>\n{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Tokyo\"}}\n</tool_call>\n<|im_end|>\n<|im_start|>user\n<tool_response>\n{\"temperature_c\": 22, \"conditions\": \"clear\"}\n</tool_response>\n<|im_end|>\n<|im_start|>assistant\nThe weather in Tokyo is 22 C and clear.<|im_end|>")  # fmt: skip
real("guidance-ai/llguidance docs/toolcalls.md@1c8630e75372658fbb582caf3a53913d4f767cbf (section '### Phi-4-Mini (example)', up to the end of its example fence)", "neg-llguidance-phi4-mini-example-output",
     "### Phi-4-Mini (example)\n\nPhi-4-Mini produces tool calls as a single JSON array wrapped by special delimiters. Example output:\n\n```\n<|tool_call|>[{\"name\": \"add\", \"arguments\": {\"x\": 123345432, \"y\": 4563464236}}, {\"name\": \"mul\", \"arguments\": {\"x\": 874284, \"y\": 912429}}]<|/tool_call|>\n```")  # fmt: skip
real("guidance-ai/llguidance docs/toolcalls.md@1c8630e75372658fbb582caf3a53913d4f767cbf (section '### Qwen-3 (example)', up to the end of its example fence)", "neg-llguidance-qwen3-example-output",
     "### Qwen-3 (example)\n\nQwen-3 may emit multiple JSON objects as separate lines, each wrapped in a tool call block. Example output:\n\n```\n<tool_call>\n{\"name\": \"add\", \"arguments\": {\"x\": 123345432, \"y\": 4563464236}}\n</tool_call>\n<tool_call>\n{\"name\": \"mul\", \"arguments\": {\"x\": 874284, \"y\": 912429}}\n</tool_call>\n```")  # fmt: skip
real("guidance-ai/llguidance docs/toolcalls.md@1c8630e75372658fbb582caf3a53913d4f767cbf (section 'Unified interface (prompt-injection)': the paragraph after the injected prompt, its fence and the paragraph that follows)", "neg-llguidance-functools-standardized-format",
     "The injected prompt directs the model to produce tool calls in the following standardized format:\n\n```\nfunctools[{\"name\": [function name], \"arguments\": [function arguments as JSON]}, ...]\n```\n\nThis structure ensures that all function calls are grouped within a single JSON array, prefixed by the `functools` marker. Each entry in the array represents a function call, specifying the function's name and its arguments as a JSON object. By enforcing this format, you can reliably parse tool call outputs across different models using a unified grammar.")  # fmt: skip
real("Alg0rix/prompt-docs docs/prompt-engineering/02-prompt-types/function-calling.md@8e520b95abb453d98f6af47175f095112e0e0f69 (## Examples / ### Basic Function Call, heading and fenced prompt)", "neg-prompt-docs-basic-function-call",
     "### Basic Function Call\n```\nYou can call the function get_weather(city) to retrieve weather information.\n\nUser: \"What's the weather in Tokyo?\"\n\nExpected output:\n{\n  \"function\": \"get_weather\",\n  \"parameters\": {\n    \"city\": \"Tokyo\"\n  }\n}\n```")  # fmt: skip
real("Alg0rix/prompt-docs docs/prompt-engineering/02-prompt-types/function-calling.md@8e520b95abb453d98f6af47175f095112e0e0f69 (## Examples / ### API Integration Example, heading and fenced prompt)", "neg-prompt-docs-stock-price-call",
     "### API Integration Example\n```\nWhen the user asks for a stock price, call the get_stock_price(symbol) function.\n\nUser: \"Show me the price of AAPL.\"\n\nExpected output:\n{\n  \"function\": \"get_stock_price\",\n  \"parameters\": {\n    \"symbol\": \"AAPL\"\n  }\n}\n```")  # fmt: skip
real("Alg0rix/prompt-docs docs/prompt-engineering/02-prompt-types/function-calling.md@8e520b95abb453d98f6af47175f095112e0e0f69 (## Examples / ### Tool-use with Multiple Functions, heading and fenced prompt)", "neg-prompt-docs-multiple-functions-list",
     "### Tool-use with Multiple Functions\n```\nAvailable functions:\n- search_flights(origin, destination, date)\n- book_hotel(city, check_in, check_out)\n\nUser: \"Find me a flight from Paris to Rome on May 10th and book a hotel in Rome for two nights.\"\n\nExpected output:\n[\n  {\n    \"function\": \"search_flights\",\n    \"parameters\": {\n      \"origin\": \"Paris\",\n      \"destination\": \"Rome\",\n      \"date\": \"2023-05-10\"\n    }\n  },\n  {\n    \"function\": \"book_hotel\",\n    \"parameters\": {\n      \"city\": \"Rome\",\n      \"check_in\": \"2023-05-10\",\n      \"check_out\": \"2023-05-12\"\n    }\n  }\n]\n```")  # fmt: skip

# ---- system prompts stored in agent repos ------------------------------------------------------------
real("mohitejaikumar/ai-agents CustomFramework/agent/prompt.py (REACT_PROMPT, from numbered rule 8 to the example's <response> line)", "neg-prompt-numbered-rule-tool-call-example",
     "8. For every function call, return a JSON object wrapped in\n   <tool_call></tool_call> tags, using this pattern:\n\n<tool_call>\n{\"name\": <function-name>,\"arguments\": <args-dict>, \"id\": <sequential-id>}\n</tool_call>\n\nHere are the available tools/actions/functions to assist you:\n\n<tools>\n%s\n</tools>\n\n\nExample:\n\n<question>User Question</question>\n<thought> Some Thought </thought>\n<tool_call>{\"name\":\"abc\",\"arguments\":{\"pqr\":\"xyz\"},\"id\":0}</tool_call>\n<observation>{0: {\"result\":25}}</observation>\n<response>The result is 25</response>")  # fmt: skip
real("dulikaifazr/Cougar-CLI src/prompts/system/components/tool-use/formatting.ts (getToolUseFormatting's template literal, whole)", "neg-prompt-xml-tool-use-formatting",
     "# Tool Use Formatting\n\nTool use is formatted using XML-style tags. The tool name is enclosed in opening and closing tags, and each parameter is similarly enclosed within its own set of tags. Here's the structure:\n\n<tool_name>\n<parameter1_name>value1</parameter1_name>\n<parameter2_name>value2</parameter2_name>\n...\n</tool_name>\n\nFor example:\n\n<read_file>\n<path>src/main.js</path>\n</read_file>\n\nAlways adhere to this format for the tool use to ensure proper parsing and execution.")  # fmt: skip
real("ozand/roo-framework-template framework_files/.roo/components/tool_protocol.md (whole file: a YAML block whose example_usage value is an XML call)", "neg-prompt-yaml-example-usage-xml",
     "# Tool Use Protocol and Formatting\ntool_use_protocol:\n  description: |\n    You have access to a set of tools that are executed upon the user's approval.\n    You can use one tool per message.\n    You will receive the result of each tool use in the user's subsequent response.\n    Use tools step-by-step to accomplish a given task, with each tool use informed by the result of the previous one.\n  formatting:\n    description: \"Tool use requests MUST be formatted using XML-style tags.\"\n    structure: |\n      The tool name is enclosed in opening and closing tags, and each parameter is similarly enclosed within its own set of tags.\n      Adhere strictly to this format for proper parsing and execution.\n    example_structure: |\n      <actual_tool_name>\n      <parameter1_name>value1</parameter1_name>\n      <parameter2_name>value2</parameter2_name>\n      ...\n      </actual_tool_name>\n    example_usage: |\n      <read_file>\n      <path>src/main.js</path>\n      </read_file>")  # fmt: skip
real("bhavinpatel2801/sarvagen utils/prompt.py (FEW_SHOT_TOOL_REASONING, whole string)", "neg-prompt-few-shot-bare-action-names",
     "You are an intelligent agent. You can use tools to answer questions.\nExamples:\n\nInput: \"What is shown in this image?\"\nThought: I need to analyze the image.\nAction: caption_image\n\nInput: \"Summarize this PDF.\"\nThought: I need to read and summarize a document.\nAction: summarize_pdf\n\nInput: \"Who painted Starry Night?\"\nThought: I should look up past memory.\nAction: memory")  # fmt: skip
real("labring/FastGPT projects/app/src/service/moduleDispatch/agent/runTool/constants.ts (Prompt_Tool_Call's template literal, whole)", "neg-fastgpt-prompt-tool-call-few-shot",
     "你是一个智能机器人，除了可以回答用户问题外，你还掌握工具的使用能力。有时候，你可以依赖工具的运行结果，来更准确的回答用户。\n下面是你可以使用的工具，使用 JSON Schema 的格式声明，其中 toolId 是工具的 description 是工具的描述，parameters 是工具的参数，包括参数的类型和描述，required 是必填参数的列表。\n\n\"\"\"\n{{toolsPrompt}}\n\"\"\"\n\n接下来，请你根据工具描述，决定回答问题或是使用工具。在完成任务过程中，USER代表用户的输入，TOOL_RESPONSE代表工具运行结果。你的任务是输出下面2种结果：\n1. TOOL_CALL: 使用工具。\n2. ANSWER: 回答问题。\n\n例如：\n\n\"\"\"\nUSER: 你好呀\nANSWER: 你好，有什么可以帮助你的么？\nUSER: 今天杭州的天气如何\nTOOL_CALL: {\"toolId\":\"w2121\",arguments:{\"city\": \"杭州\"}}\nTOOL_RESPONSE: 晴天......\nANSWER: 今天杭州是晴天。\nUSER: 今天杭州的天气适合去哪里玩？\nTOOL_CALL: {\"toolId\":\"as21da\",arguments:{\"query\": \"杭州 天气 去哪里玩\"}}\nTOOL_RESPONSE: 晴天. 西湖、灵隐寺、千岛湖……\nANSWER: 今天杭州是晴天，适合去西湖、灵隐寺、千岛湖等地玩。\n\"\"\"\n\n现在，我们开始吧！\n\nUSER: {{question}}\n")  # fmt: skip

# ---- ReAct prompts ---------------------------------------------------------------------------------
real("gwenflow 0.6.7 sdist on PyPI, gwenflow/agents/react/prompts.py (PROMPT_REACT's '## Output Format' part, up to the Observation fence; doubled braces as the file has them; read as stored in pypi-data/pypi-mirror-335)", "neg-react-prompt-eg-json-kwargs",
     "## Output Format\n\nIf you need to use a tool, please answer using the following format:\n\n```\nThought: you should always think about what to do.\nAction: tool name (one of {tool_names}) if using a tool.\nAction Input: the input to the tool, in a JSON format representing the kwargs (e.g. {{\"input\": \"hello world\", \"num_beams\": 5}})\n```\n\nPlease ALWAYS start with a Thought.\n\nPlease follow these <thinking> to build your final thought and build your answer if <thinking> exists.\n\nPlease use a valid JSON format for the Action Input. Do NOT do this {{'input': 'hello world', 'num_beams': 5}}.\n\nIf this format is used, the user will respond in the following format:\n\n```\nObservation: tool response\n```")  # fmt: skip
real("Undertone0809/promptulate promptulate/agents/tool_agent/prompt.py (REACT_ZERO_SHOT_PROMPT, from its first line to the closing 'Thought:')", "neg-react-zero-shot-prompt",
     "Answer the following questions as best you can. You have access to the following tools:\n\n{tool_descriptions}\nUse the following format:\nQuestion: the input question you must answer\nThought: you should always think about what to do\nAction: the action to take, must be one of [{tool_names}]\nAction Input: the input to the action\nObservation: the result of the action\n... (this Thought/Action/Action Input/Observation can repeat N times)\nThought: I now know the final answer\nFinal Answer: the final answer to the original input question\n\nBegin!\n\nQuestion: {prompt}\nThought:")  # fmt: skip
real("frc971/chatfrc src/lib/prompt.ts (TOOL_INSTRUCTIONS_TEMPLATE, cut before the template literal's trailing \\n\\n escapes)", "neg-react-instructions-period-colon-intro",
     "Use the following format in your response.:\nThought: you should always think about what to do\nAction: the action to take, should be one of [{tool_names}]\nAction Input: the input to the action\nObservation: the result of the action\n... (this Thought/Action/Action Input/Observation can repeat N times)\nThought: I now know the final answer\nFinal Answer: the final answer to the original input question")  # fmt: skip

# ---- JSON call shapes in system prompts -------------------------------------------------------------
real("psousa50/movie-database-qa src/prompts.py (system_prompt, from 'If you need to use a tool' to the 'none' response shape)", "neg-prompt-json-tool-and-none-shapes",
     "If you need to use a tool, return a response in the following JSON format:\n{\n    \"tool\": \"tool_name\",\n    \"parameters\": {\n        \"parameter_name\": \"parameter_value\"\n    }\n}\n\nYou should include only the required parameters to answer the user's question. If the parameter is not required, you can omit it.\n\nUse the information returned by tools to answer the user's questions.\n\nAs soon as you are able to answer the user's question, return a response in the following JSON format:\n{\n    \"tool\": \"none\",\n    \"response: <your response to the user's question>\"\n}")  # fmt: skip
real("psousa50/movie-database-qa src/prompts.py (system_prompt, the indented bad/good response examples after 'for example:')", "neg-prompt-indented-bad-good-responses",
     "Do not include code fences in your response, for example:\n\n    Bad response (because it contains the code fence):\n    ```json\n    {\n        \"tool\": \"none\",\n        \"response\": ...\n    }\n    ```\n\n    Good response (because it only contains the json):\n    {\n        \"tool\": \"none\",\n        \"response\": ...\n    }")  # fmt: skip
real("john-adeojo/use-tools prompts/prompts.py (agent_system_prompt_template, whole; trailing spaces kept)", "neg-prompt-tool-choice-keys-unbraced",
     "You are an agent with access to a toolbox. Given a user query, \nyou will determine which tool, if any, is best suited to answer the query. \nYou will generate the following JSON response:\n\n\"tool_choice\": \"name_of_the_tool\",\n\"tool_input\": \"inputs_to_the_tool\"\n\n- `tool_choice`: The name of the tool you want to use. It must be a tool from your toolbox \n                or \"no tool\" if you do not need to use a tool.\n- `tool_input`: The specific inputs required for the selected tool. \n                If no tool, just provide a response to the query.\n\nHere is a list of your tools along with their descriptions:\n{tool_descriptions}\n\nPlease make a decision based on the provided user query and the available tools.")  # fmt: skip
real("ryanbekhen/gochain internal/prompt/function_call.go (FunctionsToCall, from its first line to the schema's closing brace; tabs as the file has them)", "neg-prompt-go-tool-input-schema",
     "You have access to the following tools:\n\n{functions_to_call}\n\nYou must always select one of the above tools and respond with only a JSON object matching the following schema:\n\n{\n\t\"tool\": <name of the selected tool>,\n\t\"tool_input\": <parameters for the selected tool, matching the tool's JSON schema>\n}")  # fmt: skip
real("oliverye7/dude prompts/general_base/process_tool_execution_result_prompt.md@145b11ec00370d497d7950a8cf5526b5de233e9b (## Available Next Actions: the format inline inside the third bullet)", "neg-prompt-bullet-inline-format",
     "## Available Next Actions\nBased on the tool execution result, you can transition to one of these actions:\n- **AGENT_PLANNING**: When the tool result indicates that additional planning or steps are needed to fully address the user's request\n- **AGENT_RESPONSE**: When the tool execution has provided sufficient information to respond to the user, or when the user's request has been completed\n- **AGENT_TOOL_EXECUTION**: When there is another tool call which should be made to continue addressing the user's goal. If you choose AGENT_TOOL_EXECUTION as the next step, you must also include parameters in the EXACT format: {\"tool_name\": \"<tool_name>\", \"tool_args\": {<arg1_name>: <arg1_value>, <arg2_name>: <arg2_value>, ...}}. The specific format is shown below in the section titled \"## Response Format\"")  # fmt: skip
real("oliverye7/dude prompts/general_base/process_tool_execution_result_prompt.md@145b11ec00370d497d7950a8cf5526b5de233e9b (## CRITICAL: Tool Execution Parameter Structure, whole section)", "neg-prompt-critical-tool-args-structure",
     "## CRITICAL: Tool Execution Parameter Structure\n**NEVER HALLUCINATE PARAMETERS**. The names of the tool args can be found in context. If there is a tool you want to use but are unsure about the parameters, take another planning step and note in your response that you want to search for the tool name since you are unsure about parameters. When choosing AGENT_TOOL_EXECUTION, you MUST use the exact structure:\n```json\n{\n    \"tool_name\": \"<exact_tool_name_from_search>\",\n    \"tool_args\": {\n        \"param1\": \"value1\",\n        \"param2\": \"value2\"\n    }\n}\n```\n**DO NOT use \"tool_parameters\", \"parameters\", or any other field name. Only \"tool_name\" and \"tool_args\".**")  # fmt: skip
real("oliverye7/dude prompts/general_base/process_tool_execution_result_prompt.md@145b11ec00370d497d7950a8cf5526b5de233e9b (## Examples / Example 1, heading line and its fence)", "neg-prompt-example-tool-executed-response",
     "Example 1 - Successful tool execution:\n```\nTool executed: weather_api\nTool result: \"Current weather in San Francisco: 72°F, sunny, light breeze\"\nContext: User asked \"What's the weather like in San Francisco?\"\n\nResponse:\n{\n    \"response\": \"The weather tool executed successfully and provided complete information about the current weather in San Francisco. The user's request has been fully addressed with specific temperature, conditions, and wind information. I can now provide a comprehensive response to the user.\",\n    \"next_action\": \"AGENT_RESPONSE\",\n    \"next_action_parameters\": {}\n}\n```")  # fmt: skip
