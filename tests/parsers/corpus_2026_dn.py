# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set dn (issue 42): texts that look like tool calls but are not, gathered without reading the parser.

Families: almost all negatives. ReAct/MRKL format blocks quoted in LangChain issues (`Action:` / `Action Input:`
lines, a bold-markdown ReAct trace), a ChatGLM3 user question quoting an `{"action": ..., "action_input": ...}` call,
a ReAct system prompt from a dev.to tutorial (`calculator[23*47]`), Cline's XML tool format as shown by three pages
(`<tool_name><parameter1_name>value1</parameter1_name>`, a copy of Cline's prompt with tags stripped), an OpenAI-style
`tool_calls` JSON in a blog post on Ollama, an IRC bot's (model-written) explanation of Mistral's tool_call return
format, docs pages (Paddler, ZenMux) naming `<tool_call>{...}</tool_call>` / `<function=...>` and a get_weather call in
prose, and Q&A prose (pydantic-ai, ollama). One error: Stable Beluga writing a sentence as the MRKL `Action:`.

Sources: langchain-ai/langchain#8717 and #4955, zai-org/ChatGLM3#219, dev.to (dev48v ReAct tools), adhdecode articles
(Ollama function calling), kdjingpai.com (Cline prompt dissection), mintlify.com (x1xhlol Cline prompt),
archive.frozenlogic.org (tape-7 Cline prompt copy), paste.mathizen.net (bb36df65), paddler.intentee.com docs,
docs.zenmux.ai, pydantic/pydantic-ai#3204, ollama/ollama#1729, sumguy.com (all read through the search excerpts;
texts the excerpt cut are copied only up to a whole line before the cut).

Could not find (in the helper's 30 minutes): an uncited real reply that first explains a format and then makes a
call. The ones found (ollama#12174's qwen2.5-coder bare JSON, omlx#844's Qwen3-Coder `<function=Bash>`,
anon-kode#23's qwen2.5-coder "here is how you can call", easy-llm-cli#57's `[tool_call: read_file for ...]`,
nextcloud/llm2#68's prompt, insiderllm's numbered flow, mathizen 073e93c0) are already cited by other sets; the
codex#13114 Harmony leak has the reporter's `...` elisions inside the argument, and openclaude#1508's Kimi tokens
carry no tool names. So this set has no positive case.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_DN: list[dict[str, Any]] = [
    # langchain#8717 MRKL agent's tool
    tool_schema("Search", ("query",), query="string"),
    # langchain#4955 custom agent's small-talk tool
    tool_schema("Small Talk", ("query",), query="string"),
    # ChatGLM3 tool demo's calculator (its parameter name is not shown in the source)
    tool_schema("Calculator", ("calculation",), calculation="string"),
    # dev.to ReAct agent's tools
    tool_schema("calculator", ("expr",), expr="string"),
    tool_schema("search", ("query",), query="string"),
    # Ollama / Paddler / ZenMux weather examples
    tool_schema("get_current_weather", ("location",), location="string", unit="string"),
    tool_schema("get_weather", ("location",), location="string", unit="string"),
    # Cline's built-in tools
    tool_schema("read_file", ("path",), path="string"),
    tool_schema("write_to_file", ("path", "content"), path="string", content="string"),
    tool_schema("execute_command", ("command", "requires_approval"), command="string", requires_approval="boolean"),
]

SOURCES_DN: dict[str, str] = {}
CASES_DN: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_DN[id] = source
    CASES_DN.append(Case(id, text, list(calls), **kw))


# ---- ReAct / MRKL formats quoted in issues ---------------------------------------------------------
real("https://github.com/langchain-ai/langchain/issues/8717 (iwm911's description of 2023-08-03: from the MRKL-format sentence to the line after the block)", "neg-langchain-mrkl-format-block",
     "The model might decide on using the correct tool, however in the MRKL format\n"
     "```\n"
     " Question: the input question you must answer\n"
     "    Thought: you should always think about what to do\n"
     "    Action: the action to take, should be one of [Search]\n"
     "    Action Input: the input to the action\n"
     "    Observation: the result of the action\n"
     "    ... (this Thought/Action/Action Input/Observation can repeat N times)\n"
     "    Thought: I now know the final answer\n"
     "    Final Answer: the final answer to the original input question\n"
     "``` \n"
     "the model might write in the action \"Search the population of Canada\" instead of \"Search\" and \"the population of Canada\" in the Action Input.")  # fmt: skip
real("https://github.com/langchain-ai/langchain/issues/8717 (iwm911's description: the Stable Beluga output quoted in the second code block)", "neg-stable-beluga-action-sentence",
     "Question: How many people live in Canada as of 2023?\n"
     "Thought: I need a source to find the accurate population count for Canada.\n"
     "Action: Search for information on Canada's current population.\n"
     "Action Input: \"Canada population\"")  # fmt: skip  # gathered as err- with no error given; a ReAct action naming no offered tool with a string input is text, no error (parsers/README.md, agent frameworks' formats): the lead renamed it neg- after measuring
real("https://github.com/langchain-ai/langchain/issues/4955 (ximnet-cheeyee's description of 2023-05-19: the scenario)", "neg-langchain-action-input-is-the-answer",
     "**Question**: Hello I am Bob, what is your name?\n"
     "**Thought**: The user is initiating a small talk conversation\n"
     "**Action Input**: Hi Bob, I am Sam, your personal assistant. How can I assist you today?\n"
     "**Observation**: As an AI language model, I don't need any assistance, Sam. But thank you for asking! How about you? Is there anything I can help you with?")  # fmt: skip
real("https://github.com/zai-org/ChatGLM3/issues/219 (doublegssc's description of 2023-11-08)", "neg-chatglm3-question-quotes-action-json",
     "在调用工具时,action_input是哪一步得到的呢?没有找到相关代码的地方,能否帮忙指出位置,谢谢!\n"
     "比如调用Calculator工具,输入问题:根号2加上根号三等于多少？,如何就能得到{\"action\": \"Calculator\", \"action_input\": \"sqrt(2) + sqrt(3)\"}了呢?主要是sqrt(2) + sqrt(3)的来源.\n"
     "麻烦各路大神点明一下,谢谢!")  # fmt: skip
real("https://dev.to/dev48v/react-tools-how-an-llm-actually-uses-a-calculator-and-a-search-engine-4d14 (section 'The format that makes it work': the minimal system prompt)", "neg-devto-react-system-prompt",
     "Here's a minimal system prompt:\n"
     "You are a ReAct agent.\n"
     "Available tools:\n"
     "- calculator[expr] — evaluates a math expression, e.g. calculator[23*47]\n"
     "- search[query] — looks up a factual question, e.g. search[population of France]\n"
     "For EVERY step, write:\n"
     "Thought: <your reasoning>\n"
     "Action: <tool_name>[<input>]\n"
     "When you have the final answer, write:\n"
     "Final Answer: <your answer>\n"
     "Never skip the Thought. Never write Action and Final Answer in the same step.")  # fmt: skip

# ---- blog posts and docs teaching a call format ----------------------------------------------------
real("https://adhdecode-articles-3.pages.dev/articles/ollama/ollama-function-calling-tool-use-support/ (from 'Now, you send a prompt' to the paragraph after the tool_calls JSON)", "neg-blog-ollama-tool-calls-json",
     "Now, you send a prompt to Ollama like: \"What’s the weather like in Boston, MA?\" along with this tool definition. The LLM, instead of trying to guess the weather, will respond with a JSON object that looks something like this:\n"
     "{\n"
     "\"tool_calls\": [\n"
     "{\n"
     "\"id\": \"call_abc123\",\n"
     "\"type\": \"function\",\n"
     "\"function\": {\n"
     "\"name\": \"get_current_weather\",\n"
     "\"arguments\": \"{\\\"location\\\": \\\"Boston, MA\\\", \\\"unit\\\": \\\"fahrenheit\\\"}\"\n"
     "}\n"
     "}\n"
     "]\n"
     "}\n"
     "Your application receives this. It sees tool_calls, extracts the name (get_current_weather) and arguments ({\"location\": \"Boston, MA\", \"unit\": \"fahrenheit\"}). It then actually runs your get_current_weather function with those parameters. Let’s say your function fetches this data and returns {\"temperature\": \"72\", \"unit\": \"fahrenheit\"}.")  # fmt: skip
real("https://www.kdjingpai.com/en/jiegou-clineshenba ('TOOL USE: Defining the Language of Action', item 1 'Tool call format')", "neg-kdjingpai-cline-tool-format",
     "1. Tool call format\n"
     "Prompt\n"
     "The syntax of the tool call is first defined, requiring the model to use the XML\n"
     "Labeled output ensures machine readability and parsing stability.\n"
     "<tool_name>\n"
     "<parameter1_name>value1</parameter1_name>\n"
     "<parameter2_name>value2</parameter2_name>\n"
     "...\n"
     "</tool_name>")  # fmt: skip
real("https://www.mintlify.com/x1xhlol/system-prompts-and-models-of-ai-tools/open-source/cline (from 'Tool System' to the first three file operations)", "neg-mintlify-cline-tool-system",
     "Tool System\n\n"
     "Cline uses XML-formatted tools for all operations:\n"
     "<tool_name>\n"
     "  <parameter_name>value</parameter_name>\n"
     "</tool_name>\n\n"
     "Available Tools\n\n"
     "File Operations:\n"
     "  • read_file: Read file contents with line numbers\n"
     "  • write_to_file: Create or overwrite files (requires COMPLETE content)\n"
     "  • replace_in_file: Make targeted edits using SEARCH/REPLACE blocks")  # fmt: skip
real("https://archive.frozenlogic.org/tape-7/articles/orthoscope_pedestrianization.txt (a copy of a Cline system prompt with its XML tags stripped: from '## TOOL USE' to the read_file example)", "neg-frozenlogic-cline-prompt-stripped-tags",
     "## TOOL USE\n"
     "You have access to a set of tools. One tool may be used per message, results will be returned in the user message. You use tools step-by-step to accomplish a given task, with each tool use informed by the result of the previous tool use.\n"
     "## TOOLS\n"
     "**execute_command** — Run terminal commands in /test/project or other directories.\n"
     "Params: command, requires_approval. \"requires_approval\" should be false if the command is dangerous, otherwise true.\n"
     "Key: If output doesn't stream, assume success unless critical; else ask user to paste via ask_followup_question.\n"
     "*Example:*\n"
     "npm run build\n"
     "true\n"
     "**read_file** — Read file.\n"
     "Params: path.\n"
     "*Example:*\n"
     "File path here\n"
     "Checklist here (optional)")  # fmt: skip
real("https://paddler.intentee.com/docs/starting-out/using-function-calling/ (first three paragraphs)", "neg-paddler-docs-raw-tool-call-shapes",
     "Using function calling\n\n"
     "The Continue from conversation history endpoint allows you to use function calling in your applications.\n\n"
     "To use function calling, add your functions in the optional tools parameter in your request. They are added to the prompt according to the model's chat template (usually to the system prompt) and processed by the model.\n\n"
     "When the model makes a tool call, by default it is streamed back as raw text, and the exact format depends on the model: different models emit different shapes (for example, a <tool_call>{...}</tool_call< block, or a <function=...> style). The format is decided by the model you load. For a single, consistent parsed result regardless of the model, set parse_tool_calls to true (see \"Structured tool calls\" below).")  # fmt: skip
real("https://docs.zenmux.ai/guide/advanced/tool-calls.html ('How it works', item 2)", "neg-zenmux-docs-get-weather-in-prose",
     "2. Tool Call — The model’s request to use a tool\n"
     "A function call or tool call refers to a special kind of response we receive from the model when, after inspecting the prompt, it determines that to follow the prompt’s instructions it needs to invoke one of the tools we provided.\n"
     "If the model receives a prompt like “What’s the weather in Paris?” in the API request, it can respond with a tool call to the get_weather tool with Paris as the location parameter.")  # fmt: skip
real("https://sumguy.com/function-calling-local-llms (the opening paragraph)", "neg-sumguy-blog-emitting-json-prose",
     "Here’s the thing: the jump from “GPT that answers questions” to “AI agent that actually gets stuff done” isn’t some magical leap in model intelligence. It’s a much simpler party trick — structured tool calling. The model stops spitting out prose and starts emitting JSON that says “hey, I need to call the weather API with these parameters” or “run this bash command” or “look this up in the database.”")  # fmt: skip

# ---- a model's own explanation and Q&A prose ---------------------------------------------------------
real("https://paste.mathizen.net/view/bb36df65-0b65-4a37-a860-9761e6f1cf5f (the whole paste after the service banner; the page says its content is generated by AI through IRC bots)", "neg-mathizen-bot-explains-mistral-tool-call-return",
     "The return format for a tool_call from Mistral typically includes several key components that provide structured information about the result of the tool invocation. Here's a detailed breakdown of what you might expect in such a return format:\n\n"
     "  1. Status or Result Code: This indicates the success or failure of the tool call. It usually contains codes like success, failure, in_progress, etc., to show the outcome of the operation.\n\n"
     "  2. Output Data: This is where any data generated by the tool call is returned. The structure and content depend on what specific tool was called and its intended output. For example, this could be JSON data, text output, or other formatted results.\n\n"
     "  3. Error Messages: If there were issues during the execution, this section would contain relevant error messages or codes that describe what went wrong. This information is essential for debugging and understanding failures.\n\n"
     "  4. Metadata: This section might include additional information about the context of the call, such as timestamps, execution duration, resource usage statistics, etc.\n\n"
     "  5. Request Details (Optional): Some systems provide an echo of certain request parameters or identifiers to help link requests with their responses, particularly in asynchronous scenarios.\n\n"
     "  6. Logs or Debug Information (Optional): Depending on configuration and verbosity settings, you might also receive logs or debug information that can help trace through what happened during the execution of the tool call.\n\n"
     "The exact format can vary based on how Mistral is configured within your environment and any custom implementations or extensions in place. If you have access to documentation specific to your implementation or any sample return formats from past calls, those could provide more precise guidance tailored to your situation!")  # fmt: skip
real("https://github.com/pydantic/pydantic-ai/issues/3204 (RhythmicWave's description of 2025-10-20)", "neg-pydantic-ai-how-tool-calls-detected",
     "### Question\n\n"
     "I have a question regarding the framework's mechanism for tool invocation.\n\n"
     "I've observed that the model doesn't always trigger an actual tool call, which may be related to its capabilities. To improve this, I want to guide the model via prompts on the correct way to trigger tools when it fails.\n\n"
     "Could you please explain how the framework decides whether to perform a tool call based on the model's response format? Specifically:\n"
     "- What specific structure, keywords, or format in the model's output does the framework use to identify a tool call?\n"
     "- Are there any predefined patterns or rules for detecting valid tool invocations?\n"
     "- How can we adjust prompts to ensure the model's responses align with the expected tool-call format?\n\n"
     "Understanding this process will help in designing more effective prompts to reduce missed tool invocations. Thank you for your help!")  # fmt: skip
real("https://github.com/ollama/ollama/issues/1729 (jukofyork's comment of 2024-01-01: the quote and the first two paragraphs with the list)", "neg-ollama-function-calls-prose",
     "> My application explains the protocol, the various actions available, and the collections to the model in the system prompt, and by giving some examples for each of them it does do it's job quite well (at least the Mistral and Mixtral models, haven't tested others yet)\n\n"
     "I'll have to try using the Mistral and Mixtral models. I've been adapting the Eclipse IDE plug-in called \"AI Assist\" to work with the Ollama API instead of OpenAI API but so far I've found it excruciatingly hard to get any of the coding specific LLMs to use function calls:\n\n"
     "- The Deepseek models seem to have been actively fine tuned to refuse to run any functions even though they seem to understand what you are asking them to do!\n"
     "- The codelama models and their derivatives seem to have much more trouble understanding what you are asking them to do, but will everything call a function if you totally spell it out and ask them \"please call function X\", but otherwise they just won't use them.")  # fmt: skip
