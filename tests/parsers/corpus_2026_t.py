# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""A held-out set (issue 42) from model vendors' and fine-tuners' own function-calling repositories, read
before anyone tunes on it.

Hermes 2 Pro calls with Python-dict arguments, a `"function"` key in place of `"name"`, and a harness's own
`<function_calls>` list with `params`; functionary's three formats (`>>>name`, `<function=name>` with
`<|eom_id|>`, and `<|recipient|>` turns); Mistral `[TOOL_CALLS]` lists from mistral-common's samples; Arch-Function's
`{"tool_calls": [...]}` object; Granite 3.2/3.3 calls with `<tool_call>` and `<|tool_call|>` from granite-io's
recorded replies; a GLM-4.7 call after reasoning whose opener the template ate; InternLM2 `<|action_start|><|plugin|>`
calls after prose; NexusRaven's `Call:` lines (parallel calls split by `;`, then a `Thought:`); Hammer's fenced
call lists; a Command-R `Plan: ... Action: ```json` reply; and the negatives (prose naming a tool, JSON data, a
clarification object, a ReAct "Final Answer", an undeclared tool name, documentation of a format) and cut-off
calls of the same families. Each cites its source.

Sources: NousResearch/Hermes-Function-Calling (README, example notebooks' recorded outputs), MeetKai/functionary
(tests/prompt_test_*.txt, the assistant turns as the model writes them), mistralai/mistral-common
(tests/data/samples, docs), katanemo/plano (Arch-Function fixtures), ibm-granite/granite-io (VCR cassettes of
real ollama replies), xLLM-AI/xllm, zai-org/ChatGLM3 and chatchat-space/Langchain-Chatchat threads, InternLM/InternLM
docs and LazyAGI/LazyLLM docs (InternLM2 output), nexusflowai/NexusRaven-V2 (How-To-Prompt.ipynb outputs),
MadeAgents/Hammer (data/example_eval.jsonl predictions) and Cohere's docs (a Command-R agent's AIMessage). A source
marked "variant" is that output changed as its note says. Negatives (`neg-`) stay text with nothing taken from
them; cut-off calls (`cut-`) are errors naming the tool, never calls.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_T: list[dict[str, Any]] = [
    tool_schema("get_stock_fundamentals", ("symbol",), symbol="string"),  # Hermes-Function-Calling
    tool_schema("get_current_stock_price", ("symbol",), symbol="string"),
    tool_schema("get_current_weather", ("location",), location="string", unit="string", format="string"),
    tool_schema("get_weather_forecast", ("location",), location="string"),
    tool_schema("get_random_city"),
    tool_schema("get_random_number"),
    tool_schema("get_weather", (), location="string", city="string", city_name="string", unit="string"),
    tool_schema(
        "get_n_day_weather_forecast",
        ("location", "format", "num_days"),
        location="string",
        format="string",
        num_days="integer",
    ),
    tool_schema(
        "send_email", ("to", "subject", "body"), to="string", subject="string", body="string", attachment="string"
    ),
    tool_schema("headcount", ("staffing_type", "region"), staffing_type="string", region="string"),  # Arch-Function
    tool_schema("find_money", (), name="string", age="integer"),  # granite-io
    tool_schema("weather_check", ("city",), city="string"),  # Langchain-Chatchat
    tool_schema("getWeather", ("city_name",), city_name="string", use_celsius="boolean"),  # NexusRaven
    tool_schema("add_edge", ("u", "v"), u="string", v="string"),
    tool_schema("is_two_nodes_connected", ("u", "v"), u="string", v="string"),
    tool_schema("getPostmodernTheory"),  # Hammer
    tool_schema("getFilmMarketing", ("film_title", "platform"), film_title="string", platform="string"),
    tool_schema("getShipmentStatus", ("shipment_id", "carrier"), shipment_id="string", carrier="string"),
    tool_schema("python_interpreter", ("code",), code="string"),  # Cohere's LangChain agent
]

SOURCES_T: dict[str, str] = {}
CASES_T: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_T[id] = source
    CASES_T.append(Case(id, text, list(calls), **kw))


HFC = "NousResearch/Hermes-Function-Calling"
FUNCTIONARY = "MeetKai/functionary@e240e8c tests/"
MISTRAL = "mistralai/mistral-common@bc022b9 "
ARCH = "katanemo/plano@003c36a "
GRANITE = "ibm-granite/granite-io@9ee74ae tests/io/"
INTERNLM_DOC = "InternLM/InternLM@fe4c2eb chat/chat_format.md (InternLM2-Chat's function-call format)"
LAZYLLM = "LazyAGI/LazyLLM docs/zh/Best Practice/functionCall.md (the output of TrainableModule('internlm2-chat-20b') it quotes as 'the model's real output', repr escapes undone)"
RAVEN = "nexusflowai/NexusRaven-V2@7794bc6 How-To-Prompt.ipynb (NexusRaven-V2-13B on a TGI endpoint; the notebook prints generated_text.replace('Call:', '').strip()); variant: the 'Call: ' the notebook strips put back"
HAMMER = "MadeAgents/Hammer@ff415d9 data/example_eval.jsonl (a Hammer model's 'predict' for an eval query)"
COHERE = "Cohere docs 'Implementing a Multi-Step Agent with Langchain' (cohere-ai developer docs, as mirrored in patrickcarmichael/claude-docs docs/ai-platforms/cohere/formatted/*; Command-R via langchain_cohere's create_cohere_react_agent: the AIMessage in intermediate_steps, repr escapes undone)"

COHERE_TEXT = (
    "\nPlan: I will use the Python Interpreter tool to calculate the mean of the two values.\n"
    'Action: ```json\n[\n    {\n        "tool_name": "python_interpreter",\n        "parameters": {\n'
    '            "code": "import numpy as np\\n\\n# Data\\nvalues = [5266, 5769]\\n\\n# Calculate the mean\\n'
    'mean_value = np.mean(values)\\n\\nprint(f\\"The mean of the two values is: {mean_value:.0f} million\\")"\n'
    "        }\n    }\n]\n```"
)
COHERE_CODE = 'import numpy as np\n\n# Data\nvalues = [5266, 5769]\n\n# Calculate the mean\nmean_value = np.mean(values)\n\nprint(f"The mean of the two values is: {mean_value:.0f} million")'
INTERNLM_LAZY = (
    '\nI need to use the "get_current_weather" function to get the current weather in Tokyo and Paris. I will call '
    "the function twice, once for Tokyo and once for Paris.<|action_start|><|plugin|>\n"
)
RAVEN_GRAPH = (
    "Call: add_edge(u='Emma', v='Bob'); add_edge(u='Emma', v='Charlie'); add_edge(u='Charlie', v='Erik'); "
    "add_edge(u='Erik', v='Brian'); is_two_nodes_connected(u='Emma', v='Erik'); \nThought: The set of Python calls "
    "provided will directly answer the question because they perform the following operations:\n\n"
    "1. `add_edge(u='Emma', v='Bob')`: This call adds an edge between the nodes \"Emma\" and \"Bob\" in the graph.\n"
    "2. `add_edge(u='Emma', v='Charlie')`: This call adds an edge between the nodes \"Emma\" and \"Charlie\" in the graph.\n"
    "3. `add_edge(u='Charlie', v='Erik')`: This call adds an edge between the nodes \"Charlie\" and \"Erik\" in the graph.\n"
    "4. `add_edge(u='Erik', v='Brian')`: This call adds an edge between the nodes \"Erik\" and \"Brian\" in the graph.\n"
    "5. `is_two_nodes_connected(u='Emma', v='Erik')`: This call checks if the nodes \"Emma\" and \"Erik\" are connected "
    "in the graph.\n\nThe `add_edge` calls will create the necessary edges in the graph to represent the relationships "
    'between the nodes. The `is_two_nodes_connected` call will check if the nodes "Emma" and "Erik" are connected, '
    "which will answer the question of whether Emma is friends with Erik.\n"
)
RAVEN_CELSIUS = (
    "Call: getWeather(city_name='Seattle', use_celsius=True) \nThought: The function call "
    "`getWeather(city_name='Seattle', use_celsius=True)` answers the question \"What's the conditions like in Seattle "
    'right now?" because it retrieves the weather data for the city of Seattle and returns it in SI units (celsius).\n\n'
    "Here's why:\n\n1. The `city_name` parameter is set to `'Seattle'`, which specifies the city for which the weather "
    "data should be retrieved.\n2. The `use_celsius` parameter is set to `True`, which tells the function to return the "
    "temperature in celsius instead of farenheit.\n3. The function call `getWeather(city_name='Seattle', "
    "use_celsius=True)` retrieves the weather data for the city of Seattle and returns it in celsius.\n\nTherefore, the "
    "function call `getWeather(city_name='Seattle', use_celsius=True)` answers the question \"What's the conditions like "
    'in Seattle right now?" by retrieving the weather data for the city of Seattle and returning it in SI units '
    "(celsius).\n"
)
EMAIL = {
    "attachment": "report.pdf",
    "body": "Attached is the monthly report for your review.",
    "subject": "Monthly Report",
}

# ---- Hermes 2 Pro (NousResearch/Hermes-Function-Calling) ------------------------------------------------------

real(HFC + "@3e695ed README.md ('Inference Example Output' of functioncall.py, Hermes 2 Pro; the assistant turn)",
     "hermes2pro-python-dict-in-tool-call",
     "<tool_call>\n{'arguments': {'symbol': 'TSLA'}, 'name': 'get_stock_fundamentals'}\n</tool_call><|im_end|>",
     ("get_stock_fundamentals", {"symbol": "TSLA"}))  # fmt: skip
real(HFC + "@b529d67 README.md ('Inference example' of functioncall.py: Hermes 2 Pro's answer after the tool response; verbatim to its last line)",
     "neg-hermes2pro-answer-with-fenced-json-data",
     "Here is the stock fundamentals data for Tesla (TSLA), as provided by the function:\n\n```json\n{\n"
     '  "company_name": "Tesla, Inc.",\n  "sector": "Consumer Cyclical",\n  "industry": "Auto Manufacturers",\n'
     '  "market_cap": 611384164352,\n  "pe_ratio": 49.604652,\n  "pb_ratio": 9.762013,\n  "dividend_yield": None,\n'
     '  "eps": 4.3,\n  "beta": 2.427,\n  "52_week_high": 299.29,\n  "52_week_low": 152.37\n}\n```json')  # fmt: skip
real(HFC + "@3e695ed examples/localai_api_fn_calling.ipynb (Hermes-2-Pro-Llama-3-8B-Q5_K_M.gguf on LocalAI, functions=[get_current_weather]; the printed message content)",
     "hermes2pro-localai-function-key-and-im-end",
     '{ "arguments": {"location": "Boston" ,"unit" :"fahrenheit"}, "function": "get_current_weather"} <|im_end|>',
     ("get_current_weather", {"location": "Boston", "unit": "fahrenheit"}))  # fmt: skip
real(HFC + "@3e695ed examples/ollama-multiple-fn.ipynb (adrienbrault/nous-hermes2pro:Q4_0 on ollama, asked for <function_calls> with params/output keys; the message content, repr escapes undone)",
     "hermes2pro-harness-function-calls-list-with-params",
     '<function_calls>\n[\n    {\n        "name": "get_random_city",\n        "output": "random_city"\n    },\n'
     '    {\n        "name": "get_weather_forecast",\n        "params": {\n            "location": "random_city"\n'
     '        },\n        "output": "weather_forecast"\n    }\n]',
     ("get_random_city", {}), ("get_weather_forecast", {"location": "random_city"}))  # fmt: skip

# ---- functionary (MeetKai/functionary) -------------------------------------------------------------------------

real(FUNCTIONARY + "prompt_test_v3.llama3.txt (functionary v3 llama3 template: an assistant turn)",
     "functionary-v3-recipient-line-then-json",
     '>>>get_weather\n{"location": "Hanoi"}',
     ("get_weather", {"location": "Hanoi"}))  # fmt: skip
real(FUNCTIONARY + "prompt_test_v3-llama3.1.txt (functionary v3.1, Llama 3.1 style: an assistant turn)",
     "functionary-v31-function-tag-then-eom",
     '<function=get_weather>{"location": "San Francisco, CA"}</function><|eom_id|>',
     ("get_weather", {"location": "San Francisco, CA"}))  # fmt: skip
real(FUNCTIONARY + "prompt_test_v2.txt (functionary v2: an assistant turn with its from/recipient/content tokens)",
     "functionary-v2-recipient-tokens",
     '<|from|>assistant\n<|recipient|>get_weather\n<|content|>{"location": "San Francisco, CA"}<|stop|>',
     ("get_weather", {"location": "San Francisco, CA"}))  # fmt: skip
real(FUNCTIONARY + "prompt_test_v3.llama3.txt; variant: cut inside the argument value",
     "cut-functionary-v3-inside-argument",
     '>>>get_weather\n{"location": "Han',
     errors=["get_weather"])  # fmt: skip

# ---- Mistral (mistralai/mistral-common) ------------------------------------------------------------------------

real(MISTRAL + "tests/data/samples/parallel_calls/text_v2.txt (the assistant's [TOOL_CALLS] turn of a sample conversation, v2 tokenizer)",
     "mistral-v2-two-send-email-calls",
     '[TOOL_CALLS] [{"name": "send_email", "arguments": {"attachment": "report.pdf", "body": "Attached is the monthly report for your review.", '
     '"subject": "Monthly Report", "to": "finance1@company.com"}}, {"name": "send_email", "arguments": {"attachment": "report.pdf", '
     '"body": "Attached is the monthly report for your review.", "subject": "Monthly Report", "to": "finance2@company.com."}}]</s>',
     ("send_email", {**EMAIL, "to": "finance1@company.com"}), ("send_email", {**EMAIL, "to": "finance2@company.com."}))  # fmt: skip
real(MISTRAL + "tests/data/samples/get_weather_full/text_v3.txt (the last [TOOL_CALLS] turn, v3 tokenizer, with its call id); variant: the tokenizer's ▁ written as spaces",
     "mistral-v3-call-list-with-id",
     '[TOOL_CALLS] [{"name": "get_n_day_weather_forecast", "arguments": {"location": "Paris, France", "format": "celsius", "num_days": 5}, "id": "123456789"}]</s>',
     ("get_n_day_weather_forecast", {"location": "Paris, France", "format": "celsius", "num_days": 5}))  # fmt: skip
real(MISTRAL + "docs/usage/tokenizers.md ('Special tokens': documentation listing the tokens)",
     "neg-mistral-common-doc-lists-special-tokens",
     "Special tokens are tokens that have a special meaning for the model. They are used to mark the beginning or end of a sequence, an image, tools, etc. "
     "For example, in the [Mistral Small 3.1 Instruct](https://huggingface.co/mistralai/Mistral-Small-3.1-24B-Instruct-2503) tokenizer, some special tokens include:\n\n"
     "- `<s>`: Beginning of a sequence\n- `</s>`: End of a sequence\n- `[INST]`: Beginning of an instruction\n- `[/INST]`: End of an instruction\n"
     "- `[TOOL_CALLS]`: Beginning of a tool call\n- `[IMG]`: Content of an image\n- `[IMG_BREAK]`: End of a row in an image\n- `[IMG_END]`: End of an image\n- ...")  # fmt: skip

# ---- Arch-Function (katanemo/plano) ----------------------------------------------------------------------------

real(ARCH + "crates/brightstaff/src/handlers/function_calling.rs (test_parse_model_response_with_tool_calls: Arch-Function's reply format 3)",
     "arch-fc-tool-calls-object",
     '{"tool_calls": [{"name": "get_weather", "arguments": {"location": "NYC"}}]}',
     ("get_weather", {"location": "NYC"}))  # fmt: skip
real(ARCH + "crates/brightstaff/src/handlers/function_calling.rs (test_parse_model_response_with_clarification: Arch-Function asks for a missing parameter)",
     "neg-arch-fc-clarification-object",
     '{"required_functions": ["get_weather"], "clarification": "What location?"}')  # fmt: skip
real(ARCH + "crates/common/src/api/hallucination.rs (an Arch-Function-1.5B assistant turn recorded in the test conversation)",
     "neg-arch-fc-prose-describing-headcount-tool",
     'The "headcount" tool provides information about the number of employees in a specific region based on the type of staffing used. '
     'It requires two parameters: "staffing_type" and "region". The "staffing_type" parameter specifies the type of staffing, such as contract, '
     'full-time equivalent (fte), or agency. The "region" parameter specifies the geographical region for which you want headcount data.')  # fmt: skip

# ---- Granite 3.2 / 3.3 (ibm-granite/granite-io cassettes of ollama replies) ------------------------------------

real(GRANITE + "granite_3_2/cassettes/test_granite_3_2/test_multiple_return[backend_openai-functions].yaml (granite3.2:2b on ollama /v1/completions)",
     "granite32-tool-call-tag-without-pipes",
     '<tool_call>[{"name": "find_money", "arguments": {"name": "Joe User", "age": 27}}]',
     ("find_money", {"name": "Joe User", "age": 27}))  # fmt: skip
real(GRANITE + "granite_3_3/cassettes/test_granite_3_3/test_run_processor[backend_3_3_openai-functions].yaml (granite3.3:2b on ollama /v1/completions)",
     "granite33-tool-call-token-list",
     '<|tool_call|>[{"name": "find_money", "arguments": {"name": "John Doe", "age": 30}}]',
     ("find_money", {"name": "John Doe", "age": 30}))  # fmt: skip
real(GRANITE + "granite_3_3/cassettes/test_granite_3_3/test_run_processor[backend_3_3_openai-functions].yaml; variant: cut inside the name value",
     "cut-granite33-inside-name",
     '<|tool_call|>[{"name": "find_money", "arguments": {"name": "John',
     errors=["find_money"])  # fmt: skip
real(GRANITE + "granite_3_3/cassettes/test_granite_3_3/test_run_processor[backend_3_3_openai-functions].yaml (granite-io's Granite 3.3 system prompt describing the call format)",
     "neg-granite33-system-prompt-describes-tool-call-token",
     "You are Granite, developed by IBM. You are a helpful assistant with access to the following tools. When a tool is required to answer "
     "the user's query, respond only with <|tool_call|> followed by a JSON list of tools used. If a tool does not exist in the provided list "
     "of tools, notify the user that you do not have the ability to fulfill the request.")  # fmt: skip

# ---- ChatGLM3 / GLM-4.7 ----------------------------------------------------------------------------------------

real("https://github.com/zai-org/ChatGLM3/issues/312 (ChatGLM3-6B composite_demo in tool mode, get_weather(city_name) registered; the reply the reporter quotes)",
     "neg-chatglm3-prose-points-at-get-weather",
     "抱歉，我无法实时获取天气信息。您可以使用上述提供的工具中的“get_weather”函数来查询特定城市的天气。请将“city_name”替换为“北京”，并设置其他参数（如时间范围等）以获得更准确的结果。")  # fmt: skip
real("https://github.com/xLLM-AI/xllm/issues/658 (GLM-4.7 'glmmoe' on xllm, tool get_weather(city); message.content of the response, JSON escapes undone)",
     "glm47-reasoning-without-opener-then-call",
     "用户询问合肥今天的天气情况。我需要使用get_weather函数来获取合肥的天气信息。函数需要的参数是city，用户已经明确提到了\"合肥\"，所以我可以直接调用这个函数。</think>"
     "我来帮您查询合肥今天的天气情况。<tool_call>get_weather<arg_key>city</arg_key><arg_value>合肥</arg_value></tool_call>",
     ("get_weather", {"city": "合肥"}))  # fmt: skip
real("https://github.com/chatchat-space/Langchain-Chatchat/issues/3268 (ChatGLM3-6B as Langchain-Chatchat's agent with its weather tool; the Action the reporter quotes: 'Final Answer' is the agent's finishing action, not a tool)",
     "neg-chatglm3-react-final-answer-action",
     'Action:\n```\n{"action": "Final Answer", "action_input": "需要查询杭州今天的天气，因此可以使用“天气工具”来获取相关信息。\\n"}\n```')  # fmt: skip

# ---- InternLM2 -------------------------------------------------------------------------------------------------

real(LAZYLLM, "internlm2-prose-then-plugin-call",
     INTERNLM_LAZY + '{"name": "get_current_weather", "parameters": {"location": "Tokyo"}}<|action_end|><|im_end|>',
     ("get_current_weather", {"location": "Tokyo"}))  # fmt: skip
real(INTERNLM_DOC + " (the paragraph explaining the action tokens)", "neg-internlm2-doc-explains-action-tokens",
     "2. Model will call the tools in a streaming format after receiving the user prompt, i.e., it will naturally speak something (thoughts, "
     "helpful response) then call the tools. The model will output `<|action_start|><|plugin|>`, where `<|action_start|>` indicates the model "
     "needs to call extensions and `<|plugin|>` indicates it want to use common tools. Then the model will output the calling parameters in "
     "json format and end it with `<|action_end|>`.")  # fmt: skip
real(LAZYLLM + "; variant: cut inside the location value", "cut-internlm2-plugin-call-inside-value",
     INTERNLM_LAZY + '{"name": "get_current_weather", "parameters": {"location": "Tok',
     errors=["get_current_weather"])  # fmt: skip

# ---- NexusRaven-V2 ---------------------------------------------------------------------------------------------

real(RAVEN + " (cell 39, query_raven_with_reasoning: parallel calls)", "nexusraven-parallel-calls-then-thought",
     RAVEN_GRAPH,
     ("add_edge", {"u": "Emma", "v": "Bob"}), ("add_edge", {"u": "Emma", "v": "Charlie"}),
     ("add_edge", {"u": "Charlie", "v": "Erik"}), ("add_edge", {"u": "Erik", "v": "Brian"}),
     ("is_two_nodes_connected", {"u": "Emma", "v": "Erik"}))  # fmt: skip
real(RAVEN + " (cell 46, query_raven_with_reasoning: an optional boolean)", "nexusraven-optional-boolean-then-thought",
     RAVEN_CELSIUS,
     ("getWeather", {"city_name": "Seattle", "use_celsius": True}))  # fmt: skip
real(RAVEN + " (cell 41, query_raven: stopped at <bot_end>)", "nexusraven-call-stopped-at-bot-end",
     "Call: getWeather(city_name='New York')\n",
     ("getWeather", {"city_name": "New York"}))  # fmt: skip

# ---- Hammer (MadeAgents) ---------------------------------------------------------------------------------------

real(HAMMER + " (line 1)", "hammer-fenced-list-empty-arguments",
     '```\n[{"name": "getPostmodernTheory", "arguments": {}}]\n```',
     ("getPostmodernTheory", {}))  # fmt: skip
real(HAMMER + " (line 4)", "hammer-fenced-list-string-arguments",
     '```\n[{"name": "getFilmMarketing", "arguments": {"film_title": "Avengers: Endgame", "platform": "Facebook"}}]\n```',
     ("getFilmMarketing", {"film_title": "Avengers: Endgame", "platform": "Facebook"}))  # fmt: skip
# gathered as a negative with no error; a whole reply that is a JSON call to a tool nobody offered is kept as text and
# the model is told (collect.py; as corpus e's err-ministral-undeclared-tool and o's Skill case): moved to that rule
real(HAMMER + " (line 7: the label calls getShipmentStatus; the model wrote a name no tool has)", "err-hammer-undeclared-tool-name",
     '```\n[{"name": "get_", "arguments": {"shipment_id": "1111", "carrier": "192.168.102.217"}}]\n```',
     content='```\n[{"name": "get_", "arguments": {"shipment_id": "1111", "carrier": "192.168.102.217"}}]\n```', errors=["get_"])  # fmt: skip

# ---- Command-R (Cohere) ----------------------------------------------------------------------------------------

real(COHERE, "command-r-plan-then-action-json-fence",
     COHERE_TEXT,
     ("python_interpreter", {"code": COHERE_CODE}))  # fmt: skip
real(COHERE + "; variant: cut inside the code string", "cut-command-r-action-inside-code",
     COHERE_TEXT[: COHERE_TEXT.index("# Calculate the mean")],
     errors=["python_interpreter"])  # fmt: skip
