# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set gw (issue 42): prompt-mode tool-use text of chat front-ends built for local models, gathered without reading the parser.

Families: all negatives. Cherry Studio's prompt-mode system prompt (aiCore promptToolUsePlugin.ts): its "Tool Use
Formatting" section, which shows complete `<tool_use><name>…</name><arguments>{json}</arguments></tool_use>` blocks
of notional tools, its three few-shot examples (a User/A dialogue with `<tool_use>` blocks and `<tool_use_result>`
replies) and its rules section; Open WebUI's default (non-native) function-calling task prompt, which shows the
`{"tool_calls": [{"name": …, "parameters": {…}}]}` reply shape with placeholder tools. A system prompt is not a model
reply, so every case expects no call and no error. TOOLS_GW declares the notional tools the examples use.

Sources: CherryHQ/cherry-studio at c67fe53 packages/aiCore/src/core/plugins/built-in/toolUsePlugin/promptToolUsePlugin.ts
(whole lines of the template literals; this file's test, promptToolUsePlugin.test.ts, and the start of the prompt as
quoted in cherry-studio#5136 are already cited by corpora cl and bu, so only the parts they leave out are used);
open-webui/open-webui backend/open_webui/config.py DEFAULT_TOOLS_FUNCTION_CALLING_PROMPT_TEMPLATE (read from a stored
copy of the file found by exact-string search; several copies agree on the text).

Could not find (in the helper's 30 minutes): no positive. jonigl/mcp-client-for-ollama (at 80a8b9f) takes tool calls
only from Ollama's structured `tool_calls`, with no text parser or text fixtures; Kelivo (f3c92eb), AionUi (98d7299)
and 5ire (d55f353) hold no prompt-mode tool-call text or parser tests at HEAD; chrishayuk/mcp-cli's old
`parse_tool_response` (`<function=NAME>{json}</function>`) has no test strings in the stored files; cherry-studio and
open-webui snapshots are too large to fetch (over 500 MB), so their other tests could not be grepped; mcphost,
ollmcp, Witsy, NextChat, LibreChat and open-webui issue threads are already cited by other corpora; oterm, lobe-chat,
Msty (closed source) and LibreChat agents' ollama tests were not reached in the time.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the notional tools Cherry Studio's prompt examples call
TOOLS_GW: list[dict[str, Any]] = [
    tool_schema("python_interpreter", ("code",), code="string"),
    tool_schema("image_transformer", ("image",), image="string"),
    tool_schema("document_qa", ("document", "question"), document="string", question="string"),
    tool_schema("image_generator", ("prompt",), prompt="string"),
    tool_schema("search", ("query",), query="string"),
]

SOURCES_GW: dict[str, str] = {}
CASES_GW: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_GW[id] = source
    CASES_GW.append(Case(id, text, list(calls), **kw))


# ---- system prompts of prompt-mode tool use ----------------------------------------------------------
real("https://github.com/CherryHQ/cherry-studio/blob/c67fe53171dba92b2f163fc099c5587771179d72/packages/aiCore/src/core/plugins/built-in/toolUsePlugin/promptToolUsePlugin.ts (DEFAULT_SYSTEM_PROMPT, lines from '## Tool Use Formatting' to 'Always adhere to this format…')", "neg-cherry-prompt-tool-use-formatting",
     "## Tool Use Formatting\n\nTool use is formatted using XML-style tags. The tool name is enclosed in opening and closing tags, and each parameter is similarly enclosed within its own set of tags. Here's the structure:\n\n<tool_use>\n  <name>{tool_name}</name>\n  <arguments>{json_arguments}</arguments>\n</tool_use>\n\nThe tool name should be the exact name of the tool you are using, and the arguments should be a JSON object containing the parameters required by that tool. For example:\n<tool_use>\n  <name>python_interpreter</name>\n  <arguments>{\"code\": \"5 + 3 + 1294.678\"}</arguments>\n</tool_use>\n\nThe user will respond with the result of the tool use, which should be formatted as follows:\n\n<tool_use_result>\n  <name>{tool_name}</name>\n  <result>{result}</result>\n</tool_use_result>\n\nThe result should be a string, which can represent a file or any other output type. You can use this result as input for the next action.\nFor example, if the result of the tool use is an image file, you can use it in the next action like this:\n\n<tool_use>\n  <name>image_transformer</name>\n  <arguments>{\"image\": \"image_1.jpg\"}</arguments>\n</tool_use>\n\nAlways adhere to this format for the tool use to ensure proper parsing and execution.")  # fmt: skip
real("https://github.com/CherryHQ/cherry-studio/blob/c67fe53171dba92b2f163fc099c5587771179d72/packages/aiCore/src/core/plugins/built-in/toolUsePlugin/promptToolUsePlugin.ts (DEFAULT_TOOL_USE_EXAMPLES, the first example: from 'Here are a few examples' to 'the image is generated as image.png')", "neg-cherry-prompt-example-document-qa",
     "Here are a few examples using notional tools:\n---\nUser: Generate an image of the oldest person in this document.\n\nA: I can use the document_qa tool to find out who the oldest person is in the document.\n<tool_use>\n  <name>document_qa</name>\n  <arguments>{\"document\": \"document.pdf\", \"question\": \"Who is the oldest person mentioned?\"}</arguments>\n</tool_use>\n\nUser: <tool_use_result>\n  <name>document_qa</name>\n  <result>John Doe, a 55 year old lumberjack living in Newfoundland.</result>\n</tool_use_result>\n\nA: I can use the image_generator tool to create a portrait of John Doe.\n<tool_use>\n  <name>image_generator</name>\n  <arguments>{\"prompt\": \"A portrait of John Doe, a 55-year-old man living in Canada.\"}</arguments>\n</tool_use>\n\nUser: <tool_use_result>\n  <name>image_generator</name>\n  <result>image.png</result>\n</tool_use_result>\n\nA: the image is generated as image.png")  # fmt: skip
real("https://github.com/CherryHQ/cherry-studio/blob/c67fe53171dba92b2f163fc099c5587771179d72/packages/aiCore/src/core/plugins/built-in/toolUsePlugin/promptToolUsePlugin.ts (DEFAULT_TOOL_USE_EXAMPLES, the second example, from its '---' to its last 'A:' line)", "neg-cherry-prompt-example-python-interpreter",
     "---\nUser: \"What is the result of the following operation: 5 + 3 + 1294.678?\"\n\nA: I can use the python_interpreter tool to calculate the result of the operation.\n<tool_use>\n  <name>python_interpreter</name>\n  <arguments>{\"code\": \"5 + 3 + 1294.678\"}</arguments>\n</tool_use>\n\nUser: <tool_use_result>\n  <name>python_interpreter</name>\n  <result>1302.678</result>\n</tool_use_result>\n\nA: The result of the operation is 1302.678.")  # fmt: skip
real("https://github.com/CherryHQ/cherry-studio/blob/c67fe53171dba92b2f163fc099c5587771179d72/packages/aiCore/src/core/plugins/built-in/toolUsePlugin/promptToolUsePlugin.ts (DEFAULT_TOOL_USE_EXAMPLES, the third example, from its '---' to the end of the literal)", "neg-cherry-prompt-example-search-twice",
     "---\nUser: \"Which city has the highest population , Guangzhou or Shanghai?\"\n\nA: I can use the search tool to find the population of Guangzhou.\n<tool_use>\n  <name>search</name>\n  <arguments>{\"query\": \"Population Guangzhou\"}</arguments>\n</tool_use>\n\nUser: <tool_use_result>\n  <name>search</name>\n  <result>Guangzhou has a population of 15 million inhabitants as of 2021.</result>\n</tool_use_result>\n\nA: I can use the search tool to find the population of Shanghai.\n<tool_use>\n  <name>search</name>\n  <arguments>{\"query\": \"Population Shanghai\"}</arguments>\n</tool_use>\n\nUser: <tool_use_result>\n  <name>search</name>\n  <result>26 million (2019)</result>\n</tool_use_result>\nAssistant: The population of Shanghai is 26 million, while Guangzhou has a population of 15 million. Therefore, Shanghai has the highest population.")  # fmt: skip
real("https://github.com/CherryHQ/cherry-studio/blob/c67fe53171dba92b2f163fc099c5587771179d72/packages/aiCore/src/core/plugins/built-in/toolUsePlugin/promptToolUsePlugin.ts (DEFAULT_SYSTEM_PROMPT, the '## Tool Use Rules' section, whole)", "neg-cherry-prompt-tool-use-rules",
     "## Tool Use Rules\nHere are the rules you should always follow to solve your task:\n1. Always use the right arguments for the tools. Never use variable names as the action arguments, use the value instead.\n2. Call a tool only when needed: do not call the search agent if you do not need information, try to solve the task yourself.\n3. If no tool call is needed, just answer the question directly.\n4. Never re-do a tool call that you previously did with the exact same parameters.\n5. For tool use, MAKE SURE use XML tag format as shown in the examples above. Do not use any other format.")  # fmt: skip
real("open-webui/open-webui backend/open_webui/config.py (DEFAULT_TOOLS_FUNCTION_CALLING_PROMPT_TEMPLATE, the default-mode task prompt, whole string; read from a stored copy of the file found by exact-string search, with its trailing space after 'empty array:')", "neg-openwebui-default-fc-task-prompt",
     "Available Tools: {{TOOLS}}\n\nYour task is to choose and return the correct tool(s) from the list of available tools based on the query. Follow these guidelines:\n\n- Return only the JSON object, without any additional text or explanation.\n\n- If no tools match the query, return an empty array: \n   {\n     \"tool_calls\": []\n   }\n\n- If one or more tools match the query, construct a JSON response containing a \"tool_calls\" array with objects that include:\n   - \"name\": The tool's name.\n   - \"parameters\": A dictionary of required parameters and their corresponding values.\n\nThe format for the JSON response is strictly:\n{\n  \"tool_calls\": [\n    {\"name\": \"toolName1\", \"parameters\": {\"key1\": \"value1\"}},\n    {\"name\": \"toolName2\", \"parameters\": {\"key2\": \"value2\"}}\n  ]\n}")  # fmt: skip
