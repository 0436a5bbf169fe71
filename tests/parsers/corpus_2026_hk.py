# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set hk (issue 42): on-device runtimes and apps (WebLLM/MLC, Google AI Edge FC SDK, Cactus), gathered without reading the parser.

Families: Hermes `<tool_call>` JSON with `arguments` before `name` (Hermes-2-Pro-Llama-3-8B in WebLLM), Llama 3.1
`<function>{"name": ..., "parameters": ...}</function>` (Llama-3.1-8B-Instruct in WebLLM), the plain answers that
follow the tool results; negatives: the two WebLLM system prompts that show the call formats (one with an example
call), WebLLM READMEs on function calling and structural tags, the Hammer 2.1 format instructions of Google's AI Edge
FC SDK (JSON list of calls, `$0` placeholder), the FC SDK README on ```tool_code constrained decoding, and Cactus
issue/PR prose naming `<|tool>declaration:`, `<|tool_call>`, `<start_function_call>` tokens.

Sources: mlc-ai/web-llm examples/function-calling (function_calling_manual.ts, whose comments record the replies the
example got with seed 0; README) and examples/structural-tag-tool-use/README.md at c51c9c0b;
google-ai-edge/ai-edge-apis local_agents/function_calling (hammer_formatter.cc, README.md) at f93b6b67;
cactus-compute/cactus#693, #509 and PR #502 (read through the issue-search excerpts).

Could not find (in the helper's 30 minutes): a model reply quoted in llama.rn, PocketPal (its agent tests only feed
marker fragments such as 'preamble <tool_call> trailing'), react-native-executorch (docs show no reply), MLC-LLM
(docs show only the parsed `tool_calls`; its cited issues are in other corpora), MNN-LLM (one issue, a question),
fllama, ExecuTorch's llama runner, Qualcomm AI Hub apps or Kotlin agent apps; ai-edge-apis' tool_simulation tests
hold synthetic call strings (`f(a=1)`), not replies; Cactus issue #693 shows the Gemma4 replies only truncated in a
table. So this set has no cut-off or error case.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_HK: list[dict[str, Any]] = [
    # web-llm hermes2_example (system prompt <tools>)
    tool_schema("get_stock_fundamentals", ("symbol",), symbol="string"),
    # web-llm llama3_1_example (system prompt functions)
    tool_schema("get_current_temperature", ("location",), location="string"),
    tool_schema("send_message", ("recipient", "content"), recipient="string", content="string"),
    # cactus tests / issue #693
    tool_schema("get_weather", ("location",), location="string"),
]

SOURCES_HK: dict[str, str] = {}
CASES_HK: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_HK[id] = source
    CASES_HK.append(Case(id, text, list(calls), **kw))


# ---- web-llm manual function calling: the replies the example's comments record ----------------------
real("https://github.com/mlc-ai/web-llm/blob/c51c9c0b1b4a2e01432362606f79fda42380dc7b/examples/function-calling/function-calling-manual/src/function_calling_manual.ts#L49 (hermes2_example, request 1 with Hermes-2-Pro-Llama-3-8B-q4f16_1-MLC, seed 0: the reply recorded in the comment under `messages.push`, its `\\n` written as newlines)", "webllm-hermes2-tsla-tool-call",
     "<tool_call>\n{\"arguments\": {\"symbol\": \"TSLA\"}, \"name\": \"get_stock_fundamentals\"}\n</tool_call>",
     ("get_stock_fundamentals", {"symbol": "TSLA"}))  # fmt: skip
real("https://github.com/mlc-ai/web-llm/blob/c51c9c0b1b4a2e01432362606f79fda42380dc7b/examples/function-calling/function-calling-manual/src/function_calling_manual.ts#L82 (hermes2_example, request 3 after the user asks for NVIDIA: the reply recorded in the comment, its `\\n` written as newlines)", "webllm-hermes2-nvda-tool-call",
     "<tool_call>\n{\"arguments\": {\"symbol\": \"NVDA\"}, \"name\": \"get_stock_fundamentals\"}\n</tool_call>",
     ("get_stock_fundamentals", {"symbol": "NVDA"}))  # fmt: skip
real("https://github.com/mlc-ai/web-llm/blob/c51c9c0b1b4a2e01432362606f79fda42380dc7b/examples/function-calling/function-calling-manual/src/function_calling_manual.ts#L182 (llama3_1_example, request 1 with Llama-3.1-8B-Instruct-q4f16_1-MLC, seed 0: the reply recorded in the comment)", "webllm-llama31-function-tag-temperature",
     "<function>{\"name\": \"get_current_temperature\", \"parameters\": {\"location\": \"Paris, France\"}}</function>",
     ("get_current_temperature", {"location": "Paris, France"}))  # fmt: skip
real("https://github.com/mlc-ai/web-llm/blob/c51c9c0b1b4a2e01432362606f79fda42380dc7b/examples/function-calling/function-calling-manual/src/function_calling_manual.ts#L216 (llama3_1_example, request 3 after 'Send a message to Tom': the reply recorded in the comment)", "webllm-llama31-function-tag-send-message",
     "<function>{\"name\": \"send_message\", \"parameters\": {\"recipient\": \"Tom\", \"content\": \"The current temperature in Paris is 22.5°C.\"}}</function>",
     ("send_message", {"recipient": "Tom", "content": "The current temperature in Paris is 22.5°C."}))  # fmt: skip
real("https://github.com/mlc-ai/web-llm/blob/c51c9c0b1b4a2e01432362606f79fda42380dc7b/examples/function-calling/function-calling-manual/src/function_calling_manual.ts#L199 (llama3_1_example, request 2 after the tool output 22.5: the natural-language reply recorded in the comment)", "neg-webllm-llama31-temperature-answer",
     "The current temperature in Paris is 22.5°C.")  # fmt: skip
real("https://github.com/mlc-ai/web-llm/blob/c51c9c0b1b4a2e01432362606f79fda42380dc7b/examples/function-calling/function-calling-manual/src/function_calling_manual.ts#L230 (llama3_1_example, request 4 after send_message returned None: the reply recorded in the comment)", "neg-webllm-llama31-message-sent-answer",
     "The message has been sent to Tom.")  # fmt: skip

# ---- prompts and docs that show a call format (no call) ----------------------------------------------
real("https://github.com/mlc-ai/web-llm/blob/c51c9c0b1b4a2e01432362606f79fda42380dc7b/examples/function-calling/function-calling-manual/src/function_calling_manual.ts#L21 (hermes2_example's system_prompt, the template literal with its escapes applied)", "neg-webllm-hermes2-system-prompt",
     "You are a function calling AI model. You are provided with function signatures within <tools></tools> XML tags. You may call one or more functions to assist with the user query. Don't make assumptions about what values to plug into functions. Here are the available tools: <tools> {\"type\": \"function\", \"function\": {\"name\": \"get_stock_fundamentals\", \"description\": \"get_stock_fundamentals(symbol: str) -> dict - Get fundamental data for a given stock symbol using yfinance API.\\n\\n    Args:\\n        symbol (str): The stock symbol.\\n\\n    Returns:\\n        dict: A dictionary containing fundamental data.\\n            Keys:\\n                - 'symbol': The stock symbol.\\n                - 'company_name': The long name of the company.\\n                - 'sector': The sector to which the company belongs.\\n                - 'industry': The industry to which the company belongs.\\n                - 'market_cap': The market capitalization of the company.\\n                - 'pe_ratio': The forward price-to-earnings ratio.\\n                - 'pb_ratio': The price-to-book ratio.\\n                - 'dividend_yield': The dividend yield.\\n                - 'eps': The trailing earnings per share.\\n                - 'beta': The beta value of the stock.\\n                - '52_week_high': The 52-week high price of the stock.\\n                - '52_week_low': The 52-week low price of the stock.\", \"parameters\": {\"type\": \"object\", \"properties\": {\"symbol\": {\"type\": \"string\"}}, \"required\": [\"symbol\"]}}}  </tools> Use the following pydantic model json schema for each tool call you will make: {\"properties\": {\"arguments\": {\"title\": \"Arguments\", \"type\": \"object\"}, \"name\": {\"title\": \"Name\", \"type\": \"string\"}}, \"required\": [\"arguments\", \"name\"], \"title\": \"FunctionCall\", \"type\": \"object\"} For each function call return a json object with function name and arguments within <tool_call></tool_call> XML tags as follows:\n"
     "<tool_call>\n"
     "{\"arguments\": <args-dict>, \"name\": <function-name>}\n"
     "</tool_call>")  # fmt: skip
real("https://github.com/mlc-ai/web-llm/blob/c51c9c0b1b4a2e01432362606f79fda42380dc7b/examples/function-calling/function-calling-manual/src/function_calling_manual.ts#L88-L155 (llama3_1_example's system_prompt, the template literal with its escapes applied; it shows an example <function> call)", "neg-webllm-llama31-system-prompt-example-call",
     "Cutting Knowledge Date: December 2023\n"
     "Today Date: 23 Jul 2024\n"
     "# Tool Instructions\n"
     "- When looking for real time information use relevant functions if available\n"
     "You have access to the following functions:\n"
     "\n"
     "{\n"
     "    \"type\": \"function\",\n"
     "    \"function\": {\n"
     "        \"name\": \"get_current_temperature\",\n"
     "        \"description\": \"Get the current temperature at a location.\",\n"
     "        \"parameters\": {\n"
     "            \"type\": \"object\",\n"
     "            \"properties\": {\n"
     "                \"location\": {\n"
     "                    \"type\": \"string\",\n"
     "                    \"description\": \"The location to get the temperature for, in the format \"City, Country\"\"\n"
     "                }\n"
     "            },\n"
     "            \"required\": [\n"
     "                \"location\"\n"
     "            ]\n"
     "        },\n"
     "        \"return\": {\n"
     "            \"type\": \"number\",\n"
     "            \"description\": \"The current temperature at the specified location in the specified units, as a float.\"\n"
     "        }\n"
     "    }\n"
     "}\n"
     "{\n"
     "    \"type\": \"function\",\n"
     "    \"function\": {\n"
     "        \"name\": \"send_message\",\n"
     "        \"description\": \"Send a message to a recipient.\",\n"
     "        \"parameters\": {\n"
     "            \"type\": \"object\",\n"
     "            \"properties\": {\n"
     "                \"recipient\": {\n"
     "                    \"type\": \"string\",\n"
     "                    \"description\": \"Name of the recipient of the message\"\n"
     "                }\n"
     "                \"content\": {\n"
     "                    \"type\": \"string\",\n"
     "                    \"description\": \"Content of the message\"\n"
     "                }\n"
     "            },\n"
     "            \"required\": [\n"
     "                \"recipient\",\n"
     "                \"content\"\n"
     "            ]\n"
     "        },\n"
     "        \"return\": {\n"
     "            \"type\": \"None\"\n"
     "        }\n"
     "    }\n"
     "}\n"
     "If a you choose to call a function ONLY reply in the following format:\n"
     "    <function>{\"name\": function name, \"parameters\": dictionary of argument name and its value}</function>\n"
     "Here is an example,\n"
     "    <function>{\"name\": \"example_function_name\", \"parameters\": {\"example_name\": \"example_value\"}}</function>\n"
     "Reminder:\n"
     "- Function calls MUST follow the specified format and use BOTH <function> and </function>\n"
     "- Required parameters MUST be specified\n"
     "- Only call one function at a time\n"
     "- When calling a function, do NOT add any other words, ONLY the function calling\n"
     "- Put the entire function call reply on one line\n"
     "- Always add your sources when using search results to answer the user query\n"
     "You are a helpful Assistant.")  # fmt: skip
real("https://github.com/mlc-ai/web-llm/blob/c51c9c0b1b4a2e01432362606f79fda42380dc7b/examples/function-calling/README.md (the paragraphs under the heading)", "neg-webllm-function-calling-readme",
     "This folder contains two main ways of using function calling with WebLLM.\n"
     "\n"
     "`function-calling-manual` demonstrates how you can use function calling with Llama3.1 and Hermes2\n"
     "without using the `tools`, `tool_choice`, and `tool_call` fields. This is the most flexible way and you can follow\n"
     "the instruction given by the model releaser and iterate yourself on top of that. However, you need to do parsing on your own, which differs for each model. For instance, Hermes2 models use `<tool_call>` and `</tool_call>` to wrap around a tool call, which may be very different from other models' format.\n"
     "\n"
     "`function-calling-openai` conforms to the OpenAI function calling usage, leveraging `tools`, `tool_choice`, and `tool_call`\n"
     "fields. This is more usable, but sacrifices the flexibility since we have pre-defined system prompt\n"
     "for this.")  # fmt: skip
real("https://github.com/mlc-ai/web-llm/blob/c51c9c0b1b4a2e01432362606f79fda42380dc7b/examples/structural-tag-tool-use/README.md (the 'This example demonstrates' list)", "neg-webllm-structural-tag-readme",
     "This example demonstrates how to:\n"
     "\n"
     "- Define a structural tag that forces an MCP-style `<tool_call>...</tool_call>` block with `{\"name\": ..., \"arguments\": ...}` payloads.\n"
     "- Ask WebLLM for a tool call with `response_format.type = \"structural_tag\"`, parse the call, and dispatch to a stubbed tool implementation.\n"
     "- Send the tool result back via a `tool` message and request a final natural-language answer.\n"
     "\n"
     "Open the console to see the enforced tool call, the stubbed tool response, and the final assistant reply.")  # fmt: skip
real("https://github.com/google-ai-edge/ai-edge-apis/blob/f93b6b670462c8a5385e2deaa4f92b61559b2168/local_agents/function_calling/core/hammer_formatter.cc (kTasksToolsFormatInstructions, the raw string given to Hammer 2.1 as its system prompt, with its $0 tools placeholder)", "neg-ai-edge-hammer-format-instructions",
     "[BEGIN OF TASK INSTRUCTIONS]\n"
     "You are a tool calling assistant. In order to complete the user's request, you need to select one or more appropriate tools from the following tools and fill in the correct values for the tool parameters. Your specific tasks are:\n"
     "1. Make one or more function/tool calls to meet the request based on the question.\n"
     "2. If none of the function can be used, point it out and refuse to answer.\n"
     "3. If the given question lacks the parameters required by the function, also point it out.\n"
     "\n"
     "The following are characters that may interact with you\n"
     "1. user: Provides query or additional information.\n"
     "2. tool: Returns the results of the tool calling.\n"
     "\n"
     "[END OF TASK INSTRUCTIONS]\n"
     "\n"
     "[BEGIN OF AVAILABLE TOOLS]\n"
     "$0\n"
     "[END OF AVAILABLE TOOLS]\n"
     "\n"
     "[BEGIN OF FORMAT INSTRUCTION]\n"
     "\n"
     "The output MUST strictly adhere to the following JSON format, and NO other text MUST be included.\n"
     "The example format is as follows. Please make sure the parameter type is correct. If no function call is needed, please directly output an empty list '[]'\n"
     "```\n"
     "[\n"
     "    {\"name\": \"func_name1\", \"arguments\": {\"argument1\": \"value1\", \"argument2\": \"value2\"}},\n"
     "    ... (more tool calls as required)\n"
     "]\n"
     "```\n"
     "\n"
     "[END OF FORMAT INSTRUCTION]\n"
     "\n")  # fmt: skip
real("https://github.com/google-ai-edge/ai-edge-apis/blob/f93b6b670462c8a5385e2deaa4f92b61559b2168/local_agents/function_calling/README.md (the 'Constrained Decoding' section's prose, up to the Java example)", "neg-ai-edge-fc-readme-constrained-decoding",
     "Constrained decoding is a technique employed to guide the output generation of\n"
     "Large Language Models (LLMs), ensuring adherence to a predefined structured\n"
     "format. This method guarantees that the LLM's output conforms to specific\n"
     "patterns, such as JSON objects or Python function calls, thereby facilitating\n"
     "seamless parsing and utilization by downstream systems. By enforcing these\n"
     "constraints, the LLM is guaranteed to produce outputs that align with the\n"
     "predefined functions and their corresponding parameter types.\n"
     "\n"
     "Note: Only Gemma and Gemini models support constrained decoding in FC SDK.\n"
     "\n"
     "To enable constrained decoding, begin by creating a `ConstraintOptions` object.\n"
     "Subsequently, invoke the `enableConstraint` method of a `ChatSession` instance,\n"
     "which is obtained from a `GenerativeModel` object. When enabled, this constraint\n"
     "will restrict the LLM's response to only include the tools associated with the\n"
     "`GenerativeModel`.\n"
     "\n"
     "The following Java example demonstrates how to configure constrained decoding to\n"
     "exclusively allow tool calls in the LLM's response. It constrains the tool call\n"
     "to start with the prefix ```` ```tool_code\\n```` and end with the suffix\n"
     "````\\n``` ````.")  # fmt: skip

# ---- cactus issue threads naming the tool-call tokens (prose) ----------------------------------------
real("https://github.com/cactus-compute/cactus/issues/693 (ncylich's description of 2026-06-06: the Summary, read through the issue-search excerpt)", "neg-cactus-gemma4-declaration-echo-summary",
     "For tool prompts, Gemma4 (via cactus) emits the **declaration** format that cactus injects for tool *definitions* (`<|tool>declaration:NAME{...}`, see `gemma_tools.h:69/330`) instead of the **call** format the parser expects (`<|tool_call>...<tool_call|>`, `gemma_tools.h:527-530`). As a result `function_calls` is **always empty** — cactus never parses a valid call.\n"
     "\n"
     "This is **systemic, not specific to multi-tool prompts.**")  # fmt: skip
real("https://github.com/cactus-compute/cactus/issues/509 (lennartvoelz's description of 2026-03-08: the Description section, read through the issue-search excerpt)", "neg-cactus-functiongemma-stop-token-bug",
     "After #508, I realized that the model fails to predict multiple tool calls from the input. There is a wrong stop token injected in the `build_stop_sequences` function for Gemma models:\n"
     "```\n"
     "if (model_type == Config::ModelType::GEMMA && has_tools) {\n"
     "        stop_token_sequences.push_back(tokenizer->encode(\"<end_function_call>\")); // WRONG\n"
     "        stop_token_sequences.push_back(tokenizer->encode(\"<start_function_response>\"));\n"
     "}\n"
     "```\n"
     "After removing this, and still having force_tools enabled, the model started to predict the same function call repeatedly until it reached the maximum number of tokens declared. This is due to a bug in the finite state machine that performs logit biasing. Once the first call has finished, the FSM should transition to a state where either another call or a stop token is generated because all tools have been called. However, it currently transitions directly to State::DONE.\n"
     "There is the need for a state biasing the logits of both <start_function_call> and <start_function_response>.")  # fmt: skip
real("https://github.com/cactus-compute/cactus/pull/502 (lennartvoelz's description of 2026-03-06, read through the issue-search excerpt)", "neg-cactus-functiongemma-prompt-pr",
     "- Remove hardcoded “When you decide to call…” guidance and arg example from developer turn\n"
     "- Fix FunctionGemma trigger string (no trailing period) and append tools declarations directly\n"
     "- Wrap tool responses in a developer turn and allow stacking multiple tool responses\n"
     "- Stop wrapping tool outputs in value:; pass through {...} payload as-is\n"
     "- Close pending tool-response developer turn before next user/model turn to avoid malformed prompts\n"
     "\n"
     "[Follows the official docs](https://ai.google.dev/gemma/docs/functiongemma/formatting-and-best-practices)")  # fmt: skip
