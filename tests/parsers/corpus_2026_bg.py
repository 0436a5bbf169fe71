# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set bg (issue 42): model vendors' own cookbooks and docs that print a model's raw reply, gathered without reading the parser.

Families: Qwen-7B-Chat ReAct (`Thought:` / `Action:` / `Action Input: {json}`, once with the `Observation:` stop word kept,
and a `Final Answer`), Phi-4-mini a bare JSON list of two calls (ONNX Runtime GenAI, grammar-guided, the `<|tool_call|>`
token not printed), Gemma 3 ```` ```tool_code ```` calls (keyword arguments; positional arguments in `print(...)` after a
sentence), Mistral-7B-Instruct-v0.3 a JSON call list after a sentence with its `[TOOL_CALLS]` token detokenized away
(KerasHub), Hunyuan-A13B `<think>…</think><answer><tool_calls>[json]</tool_calls></answer>`, MiniMax-M1
`<tool_calls>` with one JSON object per line after a closed `<think>`. Negatives: a ReAct final answer, a ChatGLM3 plain
answer after a tool result, ChatGLM3's prompt-format transcript, a rendered Phi-4-mini system prompt listing the tools,
a Hunyuan system-prompt instruction and a MiniMax-M1 prompt template that show the call envelope with placeholders, and
Liquid AI's and MiniCPM4's docs describing their call tokens.

Sources (files never cited by an earlier corpus): QwenLM/Qwen examples/react_prompt.md and examples/langchain_tooluse.ipynb
(stored cell output), microsoft/PhiCookBook md/02.Application/07.FunctionCalling/Phi4/ONNX/onnx_parallel_functioncalling.ipynb
(stored cell outputs), keras-team/keras-io guides/md/keras_hub/function_calling_with_keras_hub.md (the guide's rendered
outputs), Tencent-Hunyuan/Hunyuan-A13B agent/README.md, MiniMax-AI/MiniMax-M1 docs/function_call_guide.md,
THUDM/ChatGLM3 tools_using_demo/README.md and PROMPT_en.md, Liquid4All/docs lfm/getting-started/tool-use.md,
OpenBMB/MiniCPM demo/minicpm4/MCP/README_en.md. Texts were copied by script from the repositories' files (notebook
JSON decoded; Markdown code blocks taken between their fences) or from the stored file as the read tool returned it.

Could not find (in the helper's 40 minutes): no cut-off call and no call to an undeclared name in an uncited vendor
source (the cookbooks' stored outputs are all complete; the keras-io Mistral run that babbles past its calls was left
out as ambiguous), so there are no `cut-` or `err-` cases. Stored raw outputs were not found in mistralai/mistral-inference
(cleared outputs), meta-llama/llama-stack-apps, InternLM/lagent (GPT-4o examples), SalesforceAIResearch/xLAM (no printed
reply), nexusflowai/NexusRaven (only the harness's "Generated Call:" print), THUDM/GLM-4, QwenLM/Qwen-Agent; the
meta-llama/llama-models prompt_format.md replies (llama3_3 too) repeat texts corpus k already holds; ChatGLM3's
"expected output" `{"name": "track", ...}` is the harness's parsed dict, not the model's text, so it was left out.
Hence 16 cases (8 positives, 8 negatives), under the 20 aimed for.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_BG: list[dict[str, Any]] = [
    # QwenLM/Qwen react_prompt.md (quark_search, image_gen) and langchain_tooluse.ipynb (Search, the only tool in prompt_1)
    tool_schema("quark_search", ("search_query",), search_query="string"),
    tool_schema("image_gen", ("query",), query="string"),
    tool_schema("Search", ("query",), query="string"),
    # PhiCookBook onnx_parallel_functioncalling.ipynb
    tool_schema(
        "booking_flight_tickets",
        ("origin_airport_code", "destination_airport_code", "departure_date", "return_date"),
        origin_airport_code="string",
        destination_airport_code="string",
        departure_date="string",
        return_date="string",
    ),
    tool_schema(
        "booking_hotels",
        ("destination", "check_in_date", "checkout_date"),
        destination="string",
        check_in_date="string",
        checkout_date="string",
    ),
    # keras-io function_calling_with_keras_hub: Gemma 3's convert, Mistral's tool_definitions
    tool_schema(
        "convert", ("amount", "currency", "new_currency"), amount="number", currency="string", new_currency="string"
    ),
    tool_schema(
        "convert_currency",
        ("amount", "currency", "new_currency"),
        amount="number",
        currency="string",
        new_currency="string",
    ),
    tool_schema(
        "find_flights", ("origin", "destination", "date"), origin="string", destination="string", date="string"
    ),
    tool_schema("book_flight", ("id",), id="number"),
    # Hunyuan-A13B agent/README.md
    tool_schema("get_weather", ("city",), city="string"),
    # MiniMax-M1 function_call_guide.md
    tool_schema("search_web", ("query_list", "query_tag"), query_list="array", query_tag="array"),
    # ChatGLM3 PROMPT_en.md and tools_using_demo/README.md
    tool_schema("get_current_weather", ("location",), location="string", unit="string"),
    tool_schema("track", ("symbol",), symbol="string"),
    tool_schema("text-to-speech", ("text",), text="string", voice="string", speed="string"),
    # Liquid4All/docs getting-started/tool-use.md
    tool_schema("get_current_temperature", ("location", "unit"), location="string", unit="string"),
    tool_schema("get_candidate_status", ("candidate_id",), candidate_id="string"),
    # the MiniCPM4-MCP README's example call
    tool_schema("read_file", ("path",), path="string"),
]

SOURCES_BG: dict[str, str] = {}
CASES_BG: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_BG[id] = source
    CASES_BG.append(Case(id, text, list(calls), **kw))


QWEN = "https://github.com/QwenLM/Qwen/blob/2df8e8ac450fa185c421a08b0090ef81826caa6e/"
REACT = QWEN + "examples/react_prompt.md"
LCNB = (
    QWEN
    + "examples/langchain_tooluse.ipynb (cell execution_count 5: print(response_1), Qwen-7B-Chat greedy with stop words ['Observation:', 'Observation:\\n']; the stored stdout)"
)
PHI = "https://github.com/microsoft/PhiCookBook/blob/47eabe9d3c72c45d36d1c14bf7c1c281ac350d64/md/02.Application/07.FunctionCalling/Phi4/ONNX/onnx_parallel_functioncalling.ipynb"
KERAS = "https://github.com/keras-team/keras-io/blob/3d9fc459b227d52478f75f63451b1c87a6c45b40/guides/md/keras_hub/function_calling_with_keras_hub.md"
HUNYUAN = (
    "https://github.com/Tencent-Hunyuan/Hunyuan-A13B/blob/2798f3c8b6a69e0ce93950b0d2417203cf950fa0/agent/README.md"
)
MINIMAX = (
    "https://github.com/MiniMax-AI/MiniMax-M1/blob/2abb4f45a9df4154b4bde024d51874bd127edcee/docs/function_call_guide.md"
)
GLM3 = "https://github.com/THUDM/ChatGLM3/blob/732294f42e2625509000daa87a9c3748d0bbb957/"
LFM = "https://github.com/Liquid4All/docs/blob/8182486d1ffbc04f126df8fe290616135c4ace81/lfm/getting-started/tool-use.md"
MINICPM = (
    "https://github.com/OpenBMB/MiniCPM/blob/0fcc3d08330ee612d59d58e312a778ae78165d97/demo/minicpm4/MCP/README_en.md"
)

# ---- Qwen-7B-Chat ReAct (QwenLM/Qwen) -------------------------------------------------------------
real(REACT + " (步骤一: the reply to the 五彩斑斓的黑 query, 'Observation' as stop word; the code block under the screenshot)", "qwen7b-react-action-image-gen",
     'Thought: 我应该使用通义万相API来生成一张五彩斑斓的黑的图片。\nAction: image_gen\nAction Input: {"query": "五彩斑斓的黑"}',
     ("image_gen", {"query": "五彩斑斓的黑"}))  # fmt: skip
real(LCNB, "qwen7b-react-action-search-with-observation-stop-word",
     'Thought: 我应该使用搜索工具帮助我完成任务。search api能完成搜索的任务。\nAction: Search\nAction Input: {"query": "加拿大 2023年人口统计数字"}\nObservation:\n',
     ("Search", {"query": "加拿大 2023年人口统计数字"}))  # fmt: skip
real(REACT + " (步骤二: the final reply after the image_gen observation)", "neg-qwen7b-react-final-answer-with-url",
     'Thought: 我已经成功使用通义万相API生成了一张五彩斑斓的黑的图片。\nFinal Answer: 我已经成功使用通义万相API生成了一张五彩斑斓的黑的图片https://dashscope-result-sh.oss-cn-shanghai.aliyuncs.com/1e5e2015/20230801/1509/6b26bb83-469e-4c70-bff4-a9edd1e584f3-1.png。')  # fmt: skip

# ---- Phi-4-mini (ONNX Runtime GenAI, Lark-guided) --------------------------------------------------
real(PHI + " (cell execution_count 29: the streamed generation; 'PEKK' as the model wrote it)", "phi4mini-onnx-bare-json-list-two-calls",
     '[{"name": "booking_flight_tickets", "arguments": {"origin_airport_code": "PEKK", "destination_airport_code": "CDG", "departure_date": "2025-12-04", "return_date": "2025-12-10"}}, {"name": "booking_hotels", "arguments": {"destination": "Paris", "check_in_date": "2025-12-04", "checkout_date": "2025-12-10"}}]',
     ("booking_flight_tickets", {"origin_airport_code": "PEKK", "destination_airport_code": "CDG", "departure_date": "2025-12-04", "return_date": "2025-12-10"}),
     ("booking_hotels", {"destination": "Paris", "check_in_date": "2025-12-04", "checkout_date": "2025-12-10"}))  # fmt: skip
real(PHI + " (cell execution_count 18: the rendered system prompt with the tool list, a text the model receives)", "neg-phi4mini-rendered-system-prompt-tool-list",
     "<|system|>You are a helpful assistant with these tools.<|tool|>{'name': 'booking_flight_tickets', 'description': 'booking flights', 'parameters': {'origin_airport_code': {'description': 'The name of Departure airport code', 'type': 'string'}, 'destination_airport_code': {'description': 'The name of Destination airport code', 'type': 'string'}, 'departure_date': {'description': 'The date of outbound flight', 'type': 'string'}, 'return_date': {'description': 'The date of return flight', 'type': 'string'}}},{'name': 'booking_hotels', 'description': 'booking hotel', 'parameters': {'destination': {'description': 'The name of the city', 'type': 'string'}, 'check_in_date': {'description': 'The date of check in', 'type': 'string'}, 'checkout_date': {'description': 'The date of check out', 'type': 'string'}}}<|/tool|><|end|><|endoftext|>")  # fmt: skip

# ---- Gemma 3 and Mistral 7B v0.3 in KerasHub (keras-io guide) --------------------------------------
real(KERAS + " ('Generating the Tool Call': gemma3_instruct_4b; the part after the last '<start_of_turn>model\\n' of the printed generation)", "gemma3-keras-tool-code-keyword-args",
     '```tool_code\nconvert(amount=200000, currency="USD", new_currency="EUR")\n```<end_of_turn>',
     ("convert", {"amount": 200000, "currency": "USD", "new_currency": "EUR"}))  # fmt: skip
real(KERAS + " ('Automated Tool Call Execution Loop', Turn 2: the part after the last '<start_of_turn>model\\n' of the model response)", "gemma3-keras-sentence-then-print-positional-call",
     "\nOkay, $500 is 425.0 EUR. Now, let's convert that EUR amount to USD.\n\n```tool_code\nprint(convert(425.0, 'EUR', 'USD'))\n```<end_of_turn>",
     ("convert", {"amount": 425.0, "currency": "EUR", "new_currency": "USD"}))  # fmt: skip
real(KERAS + " (Mistral section, 'the conversation as received by the model': the third Model turn, cut by the harness after the call JSON; [TOOL_CALLS] detokenized to nothing)", "mistral7b-keras-sentence-then-json-list",
     'The price of the flight with the id 2 in EUR is 18.70. Since it is below the 20€ limit, let\'s book this flight:\n\n [{"name": "book_flight", "arguments": {"id": 2}}]',
     ("book_flight", {"id": 2}))  # fmt: skip

# ---- Hunyuan-A13B (agent/README.md) ----------------------------------------------------------------
real(HUNYUAN + " ('模型输出结果如下': the model output for 'Shenzhen', its thinking elided as '...' by the README)", "hunyuan-a13b-think-answer-tool-calls",
     '<think>\n...\n</think>\n<answer>\n<tool_calls>[{"name": "get_weather", "arguments": {"city": "Shenzhen"}}]</tool_calls>\n</answer>',
     ("get_weather", {"city": "Shenzhen"}))  # fmt: skip
real(HUNYUAN + " (the rendered function-calling prompt: the instruction line showing the envelope with placeholders)", "neg-hunyuan-a13b-prompt-instruction-placeholder-envelope",
     '如果你决定返回函数调用，请将其格式化为<tool_calls>[{"name": "func_name1", "arguments": {"argument1": "value1", "argument2": "value2"}},...]</tool_calls>，不得包含其他文本。如果额外要求里有格式要求，请忽略，以此处为准。')  # fmt: skip

# ---- MiniMax-M1 (docs/function_call_guide.md) -------------------------------------------------------
real(MINIMAX + " ('Model Output Format': the raw output the guide shows, between its fences)", "minimax-m1-think-then-tool-calls-json-lines",
     '<think>\nOkay, I will search for the OpenAI and Gemini latest release.\n</think>\n<tool_calls>\n{"name": "search_web", "arguments": {"query_tag": ["technology", "events"], "query_list": ["\\"OpenAI\\" \\"latest\\" \\"release\\""]}}\n{"name": "search_web", "arguments": {"query_tag": ["technology", "events"], "query_list": ["\\"Gemini\\" \\"latest\\" \\"release\\""]}}\n</tool_calls>',
     ("search_web", {"query_tag": ["technology", "events"], "query_list": ['"OpenAI" "latest" "release"']}),
     ("search_web", {"query_tag": ["technology", "events"], "query_list": ['"Gemini" "latest" "release"']}))  # fmt: skip
real(MINIMAX + " (the system prompt the template renders: the format instruction with <tool-name> placeholders, up to <end_of_sentence>)", "neg-minimax-m1-prompt-format-template",
     'If you need to call tools, please respond with <tool_calls></tool_calls> XML tags, and provide tool-name and json-object of arguments, following the format below:\n<tool_calls>\n{"name": <tool-name>, "arguments": <args-json-object>}\n...\n</tool_calls>')  # fmt: skip

# ---- ChatGLM3 (THUDM/ChatGLM3) ---------------------------------------------------------------------
real(GLM3 + "tools_using_demo/README.md (the reply after the observation {\"price\": 12412})", "neg-chatglm3-answer-after-observation",
     '根据您的查询，经过API的调用，股票10111的价格是12412。')  # fmt: skip
real(GLM3 + "PROMPT_en.md ('Tool Calling' prompt-format example: the dialogue after the system turn)", "neg-chatglm3-prompt-format-transcript",
     '<|user|>\nWhat\'s the weather in Beijing today?\n<|assistant|>\nOkay, let\'s look up the weather in Bejing today.\n<|assistant|>get_current_weather\n```python\ntool_call(location="beijing", unit="celsius")\n```\n<|observation|>\n{"temperature": 22}\n<|assistant|>\nAccording to the query results, the temperature in Beijing today is 22 degrees Celsius.')  # fmt: skip

# ---- documentation describing call tokens ----------------------------------------------------------
real(LFM + " ('Tool Use Format' section)", "neg-lfm2-docs-tool-use-format",
     'LFM2 uses special tokens to structure tool use in conversations:\n\n- **Tool Definitions**: Embedded between `<|tool_list_start|>` and `<|tool_list_end|>` tokens\n- **Tool Calls**: Model generates function calls between `<|tool_call_start|>` and `<|tool_call_end|>` tokens\n- **Tool Results**: Return tool execution results between `<|tool_response_start|>` and `<|tool_response_end|>` tokens in `tool` role messages')  # fmt: skip
real(MINICPM + " (the format MiniCPM4-MCP's calls take, as the README shows it)", "neg-minicpm4-mcp-docs-call-format",
     'where MiniCPM4 generates tool calls in the following format:\n\n```\n    <|tool_call_start|>\n    ```python \n    read_file(path="/path/to/file")\n    ```\n    <|tool_call_end|>\n```')  # fmt: skip
