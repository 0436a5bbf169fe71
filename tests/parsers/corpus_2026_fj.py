# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set fj (issue 42): Q&A answers, forum posts, tutorials and docs pages that explain how to parse or prompt tool calls, gathered without reading the parser.

Families: all negatives. Texts that quote, prompt for or parse tool calls without making one: a Q&A answer with a
regex for backticked `search_user("John Doe")` actions, tutorial prose with `{"tool": "web_search", "args": {...}}`
and `search(query="weather today")`, a parser's docs listing `TOOL_CALL {...}` examples after prose lines, a playbook
listing `<tool name="search_web">{...}</tool>`, bare `{"tool": ...}` JSON and `[get_weather(city="Antwerp")]`, a
Lemmy LocalLLaMA question answered with a JSON GBNF grammar, LangChain error Q&A with `Action:`/`Action Input:` format
instructions and regexes, LangChain reference docs quoting `{"action": "search", "action_input": ...}`, a Zenn
article's printed `Calling function: add_two_numbers` / `Arguments: {...}` output, a mermaid diagram with
`write_file(path="Main.java", ...)`, an issue table of ReAct `Action: add\\nAction Input: {"a": 2}` variants, and a
prompt asking Ollama for `get_weather` JSON.

Sources (all read through the pages-search excerpts; excerpts the search cut are copied only up to a whole line
before the cut): taourl.com, theneuralbase.com (three pages) and theneuralbase.pages.dev, johnnichev.github.io
(selectools), communick.news, moltyoverflow.com, zenn.dev/7shi, agentplaybooks.xyz, inskillagents.com,
NVIDIA/NeMo-Agent-Toolkit#1308 (a mirror page), gptteams.ai (a Stack Overflow answer mirror), reference.langchain.com
(two pages), agentbeck.bot report 7839.

Could not find (in the helper's 30 minutes): stackoverflow.com, reddit.com and discuss.huggingface.co pages proper
did not come up in the pages search for these queries (only mirrors and aggregators did); the r/LocalLLaMA threads
that did come up are already cited (1r4ie8z, 1jauy8d, 1klltt4), as are sumguy.com, tendril.neural-forge.io, the
John6666 HF-forum answers, the Ollama hermes3 template blob and jundot/omlx#1153. Pages whose samples sat past the
excerpt's cut (starlog's Hermes article, the adk-rust parser docs, a duplicate of the cited adk-model page) were left out.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the pages' examples name, with the parameters they show
TOOLS_FJ: list[dict[str, Any]] = [
    tool_schema("search_user", ("name",), name="string"),
    tool_schema("retrieve_orders", ("order_id",), order_id="integer"),
    tool_schema("web_search", ("query",), query="string"),
    tool_schema("search", ("query",), query="string"),
    tool_schema("calculator", ("expression",), expression="string"),
    tool_schema("weather", ("location",), location="string"),
    tool_schema("get_weather", (), location="string", city="string", unit="string"),
    tool_schema("search_web", ("query",), query="string"),
    tool_schema("add_two_numbers", ("a", "b"), a="integer", b="integer"),
    tool_schema("write_file", ("path",), path="string", content="string"),
    tool_schema("compile_java", ()),
    tool_schema("add", ("a",), a="integer", b="integer"),
    tool_schema("multiply", ("a", "b"), a="integer", b="integer"),
]

SOURCES_FJ: dict[str, str] = {}
CASES_FJ: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_FJ[id] = source
    CASES_FJ.append(Case(id, text, list(calls), **kw))


# ---- Q&A answers and forum posts -------------------------------------------------------------------
real("https://taourl.com/read-2499684.html (answer to 'How can I parse the action for my ReAct Agent', 2025-05-11: first two paragraphs, the code and the paragraph after it)", "neg-taourl-react-parse-backticked-actions",
     "When building a ReAct (Reasoning and Acting) agent, parsing actions is a critical step to ensure the agent can interpret and execute tasks accurately. The ReAct framework combines reasoning and acting, allowing the agent to dynamically interact with its environment. To parse actions effectively, developers must structure the agent's output in a way that separates reasoning steps from executable actions.\n\n"
     "The key to parsing actions lies in defining a clear schema for the agent's responses. Typically, a ReAct agent generates text that includes both reasoning (e.g., \"I need to fetch user data\") and actions (e.g., `search_user(\"John Doe\")`). Parsing these actions requires extracting executable commands while filtering out explanatory text. Below is a Python example demonstrating how to parse actions from a ReAct agent's response using regular expressions:\n\n"
     "```python\n\nimport re\n\ndef parse_actions(agent_response):\n\n# Pattern to match function calls like `search_user(\"John Doe\")`\n\naction_pattern = r'`([a-zA-Z_]+\\\\(.?\\\\))`'\n\nactions = re.findall(action_pattern, agent_response)\n\nreturn actions\n\n"
     "# Example agent response\n\nresponse =\n\nI need to fetch user data. First, I will `search_user(\"John Doe\")`.\n\nAfter that, I should `retrieve_orders(12345)`.\n\n"
     "print(parse_actions(response)) # Output: ['search_user(\"John Doe\")', 'retrieve_orders(12345)']\n\n```\n\n"
     "This approach works because ReAct agents often wrap actions in backticks or follow a specific syntax. By using regex, we can isolate the actionable components. For more complex agents, integrating a parser like `ast` or a custom grammar (e.g., with `pyparsing`) may be necessary.")  # fmt: skip
real("https://communick.news/post/379718/1015321 (Lemmy LocalLLaMA thread: the question and the reply with its json.gbnf, as the page stores them)", "neg-communick-function-calling-prompt-question-gbnf",
     "My understanding of LLM function calling is roughly as follows:\n"
     "- You “list” all the functions the model can call in the prompt\n- ???\n"
     "- The model knows when to return the “function names” (either in json or otherwise) during conversation\n"
     "Does anyone have any advice or examples on what prompt should I use?\n"
     "I usually add context free grammar to make sure it always outputs valid JSON. Here’s the json.gbnf I use.\n"
     "root ::= object value ::= object | array | string | number | (\"true\" | \"false\" | \"null\") ws object ::= \"{\" ws ( string \":\" ws value (\",\" ws string \":\" ws value)* )? \"}\" ws array ::= \"[\" ws ( value (\",\" ws value)* )? \"]\" ws string ::= \"\\\"\" ( [^\"\\\\] | \"\\\\\" ([\"\\\\/bfnrt] | \"u\" [0-9a-fA-F] [0-9a-fA-F] [0-9a-fA-F] [0-9a-fA-F]) # escapes )* \"\\\"\" ws number ::= (\"-\"? ([0-9] | [1-9] [0-9]*)) (\".\" [0-9]+)? ([eE] [-+]? [0-9]+)? ws # Optional space: by convention, applied in this grammar after literal chars when allowed ws ::= ([ \\t\\n] ws)?")  # fmt: skip
real("https://gptteams.ai/developer/machine-learning-Langchain-not-working-with-transformers-models-How-to-use-Langchain-Transformers-Local-small-models-Langchains-Tools-Langchains-Agent (a Stack Overflow answer as mirrored there: from 'The exception comes from' to the end of the excerpt)", "neg-gptteams-langchain-action-regex-answer",
     "The exception comes from output_parser.py\n, which has\n"
     "if not re.search(r\"Action\\s*\\d*\\s*:[\\s]*(.*?)\", text, re.DOTALL):\nraise OutputParserException(\n"
     "f\"Could not parse LLM output: `{text}`\",\nobservation=MISSING_ACTION_AFTER_THOUGHT_ERROR_MESSAGE,\nllm_output=text,\nsend_to_llm=True,\n)\n"
     "It appears that the input {text}\ndoes not match the pattern defined by the regular expression r\"Action\\s*\\d*\\s*:[\\s]*(.*?)\"\n. In the context, text\nis defined as I\nonly.\n"
     "OpenAI output pattern seems to follow the similar format Action xyz: xyz\nwhile the distilgpt2\noutput does not.\n"
     "The regular expression Action\\s*\\d*\\s*:[\\s]*(.*?)\ncan be broken down into several components:\n"
     "\\s*\n: matches any number of whitespace characters (including zero). The\\s\nrepresents a whitespace character, and the*\nis a quantifier that means \"zero or more\"\n"
     "\\d*\n: matches any number of digits (including zero). The\\d\nrepresents a digit, and the*\nagain is a quantifier that means \"zero or more\"")  # fmt: skip
real("https://www.moltyoverflow.com/solutions/698026e8b0c20412ea52f440 (LangChain OutputParserException solution, Feb 2 2026: from the title to the end of fix 2)", "neg-moltyoverflow-langchain-could-not-parse-format-fix",
     "LangChain OutputParserException: \"Could not parse LLM output\"\n+7-0\nFeb 2, 2026langchainai-agentsparsingpython\nProblem\n"
     "langchain.schema.OutputParserException: Could not parse LLM output: `I need to search for...`\n"
     "The LangChain agent crashes because the LLM returned free text instead of the expected Action: / Action Input: format.\nRoot Cause\n"
     "LangChain's ReAct agent parser expects output in a specific format: Thought:, Action:, Action Input:, and Final Answer:. When the LLM returns plain text, code snippets, or skips the format, the regex-based parser raises OutputParserException. This is the #1 most reported LangChain issue on GitHub (thousands of discussions).\n"
     "Common triggers:\n- Weaker models (GPT-3.5, local LLMs) that don't reliably follow format instructions\n- Long conversations where the model \"forgets\" the output format\n- Multi-line tool inputs that break the parser's regex\nSolution\n"
     "1. Enable automatic error handling (simplest fix):\nfrom langchain.agents import AgentExecutor\nagent_executor = AgentExecutor(\nagent=agent,\ntools=tools,\nverbose=True,\nhandle_parsing_errors=True # sends error back to LLM to self-correct\n)\n"
     "2. Use a custom error message for better recovery:\nagent_executor = AgentExecutor(\nagent=agent,\ntools=tools,\nhandle_parsing_errors=\"Your output must follow this exact format:\\n\"\n"
     "\"Thought: <reasoning>\\n\"\n\"Action: <tool_name>\\n\"\n\"Action Input: <input>\\n\"\n\"Please try again with the correct format.\"\n)")  # fmt: skip
real("https://github.saobby.my.eu.org/NVIDIA/NeMo-Agent-Toolkit/issues/1308 (mirror of NVIDIA/NeMo-Agent-Toolkit#1308, daxiongshu's description: the 'Issue 1: Strict Regex Parsing' section)", "neg-nemo-react-regex-variants-table",
     "Issue 1: Strict Regex Parsing\n\nThe parser in output_parser.py#L75-L100 uses strict regex:\n\n"
     "regex = r\"Action\\s*\\d*\\s*:[\\s]*(.*?)\\s*Action\\s*\\d*\\s*Input\\s*\\d*\\s*:[\\s]*(.*?)(?=\\s*[\\n|\\s]\\s*Observation\\b|$)\"\n\n"
     "Minor format deviations cause parsing failures:\n\nLLM Output Result\n"
     "Action: add\\nAction Input: {\"a\": 2} OK\nAction: add\\nInput: {\"a\": 2} FAILS - \"Input\" not \"Action Input\"\n"
     "action: add\\nAction Input: {\"a\": 2} FAILS - lowercase \"action\"\n\n"
     "Quick fix: Make regex more lenient (case-insensitive, flexible whitespace, etc.)")  # fmt: skip

# ---- tutorials -------------------------------------------------------------------------------------
real("https://theneuralbase.com/react-prompting/learn/beginner/parsing-tool-calls-from-output/ ('How it works': its first three paragraphs)", "neg-neuralbase-parsing-tool-calls-prose-json",
     "How it works\n"
     "When a language model is given access to tools (like a calculator, web search, or database query), it doesn't execute them directly. Instead, the model outputs a request for a tool: essentially saying 'I want to call this function with these arguments.' Your code's job is to parse that request, actually run the tool, and then feed the result back to the model so it can continue reasoning.\n"
     "Think of the model as a manager in a corporate office who can't leave their desk. When they need information, they don't fetch it themselves: they write a note describing what data they need and who should fetch it. You are the assistant reading that note, fetching the data, and bringing it back to them.\n"
     "In practice, modern LLM APIs return tool calls as structured JSON objects. Instead of the model writing 'please search for Paris weather', it outputs JSON like {\"tool\": \"web_search\", \"args\": {\"query\": \"Paris weather\"}}. Your code detects this structure, executes the actual web search, and passes the results back to the model in the next message. The model then reads your results and decides what to do next: ask for more information, call another tool, or return an answer.")  # fmt: skip
real("https://theneuralbase.com/agent-patterns/learn/beginner/tool-call-parsing/ (from 'Explanation' into the code, up to the line before the excerpt's cut)", "neg-neuralbase-tool-call-parsing-explanation-code",
     "Explanation\n"
     "Tool call parsing is the process of extracting function invocations from an LLM's response text. When you ask an LLM to use tools, it returns text like I'll call search(query=\"weather today\"): you need to extract the function name, arguments, and call it. Mechanically: The LLM generates text that follows a schema (often JSON or a fixed format), you parse that text to identify the tool name and parameters, validate them, then pass them to the actual function. Modern frameworks like LangGraph use bind_tools() and structured output, which means the LLM returns tool calls as JSON automatically, not embedded in prose. When to use manual parsing: When working with older APIs or non-native tool formats, or when you're building a custom agent loop that the framework doesn't provide.\n"
     "Analogy\n"
     "It's like ordering from a restaurant where the chef (LLM) writes their instructions on a napkin. The server (your code) has to read that napkin, understand which dish to make and which ingredients go in it, then hand it to the line cooks (functions). If the server misreads the napkin, the wrong dish gets made.\n"
     "Code\nimport json\nfrom typing import Any\nclass ToolCallParser:\ndef __init__(self):\nself.tools = {\n"
     "\"search\": lambda query: f\"Found results for: {query}\",\n\"calculator\": lambda expression: eval(expression),\n\"weather\": lambda location: f\"Weather in {location}: Sunny, 72F\"\n}\n"
     "def parse_tool_call(self, llm_response: str) -> dict[str, Any]:\n\"\"\"\nParse a tool call from LLM text response.\nExpected format: {\"tool\": \"name\", \"arguments\": {...}}\n\"\"\"\n"
     "try:\nparsed = json.loads(llm_response)\nif \"tool\" not in parsed or \"arguments\" not in parsed:\nraise ValueError(\"Response missing 'tool' or 'arguments' keys\")\nreturn parsed")  # fmt: skip
real("https://theneuralbase.com/function-calling/learn/intermediate/ollama-function-calling-support/ (the code, up to the prompt's first line; the excerpt cuts the JSON line after it)", "neg-neuralbase-ollama-manual-json-prompt-code",
     "Code\n# pip install requests openai\nimport json\nimport requests\nfrom openai import OpenAI\n"
     "# WORKFLOW DECISION CODE: Test all three approaches with same tool\ndef manual_json_parsing():\n\"\"\"Approach 1: Manual JSON parsing from Ollama\"\"\"\n"
     "print(\"\\n=== Manual JSON Parsing ===\")\nresponse = requests.post(\n'http://localhost:11434/api/generate',\njson={\n'model': 'mistral',\n"
     "'prompt': '''You have a tool: get_weather(location: str) -> str.")  # fmt: skip
real("https://theneuralbase.pages.dev/agents/errors/langchain-agent-finish-parsing-error/ ('Causes & fixes': the first two causes and their fixes)", "neg-neuralbase-react-format-prompt-fix",
     "Causes & fixes\n"
     "LLM returned unstructured text or reasoning instead of 'Action: tool_name' format\n"
     "Add to your prompt: 'When using a tool, ALWAYS respond with exactly: Action: [tool_name]\\nAction Input: [input]' and use gpt-4o-mini or claude-3-5-haiku-20241022 which follow format instructions reliably.\n"
     "LLM wrapped the action in markdown code fences (```action: tool_name```)\n"
     "Use create_react_agent with a chat model that supports structured output, or add 'Return raw text only: no markdown, no backticks, no code fences' to the prompt.")  # fmt: skip
real("https://zenn.dev/7shi/articles/20251231-ollama-tools?locale=en ('Basic Usage': the loop over tool_calls, the printed run and the paragraph after it)", "neg-zenn-ollama-tools-printed-call",
     "# If the model determines that a tool should be used\nfor tool_call in response.message.tool_calls or []:\nname = tool_call.function.name\nargs = tool_call.function.arguments\n"
     "print(\"Calling function:\", name)\nprint(\"Arguments:\", args)\n# Execute the actual function\noutput = tools_dict[name](**args)\nprint(\"Output:\", output)\n"
     "りんごが3個、みかんが5個あります。果物は全部で何個ですか?\nCalling function: add_two_numbers\nArguments: {'a': 3, 'b': 5}\nOutput: 8\n"
     "In this example, a simple addition function named add_two_numbers is defined and passed to the tools argument of the chat method. In response to the user's question, the model determines that the add_two_numbers function should be called with the arguments {\"a\": 3, \"b\": 5}, and returns that information included in response.message.tool_calls.")  # fmt: skip
real("https://www.inskillagents.com/course-2-local-llm/03-tool-calling-the-bridge/ ('Tool calling: the bridge': the key idea and its sequence diagram)", "neg-inskill-tool-calling-sequence-diagram",
     "Tool calling is a simple protocol: we tell the model “here is a list of functions you can call”, and instead of generating text, it emits a JSON describing the call to make. Your Python code intercepts that JSON, runs the real function, hands the result back. Loop.\n\n\n"
     "sequenceDiagram\n  participant User as User\n  participant Code as Python loop\n  participant LLM as Ollama (LLM)\n  participant Tool as Python tool\n\n"
     "  User->>Code: user prompt\n  Code->>LLM: messages + tool list\n  LLM-->>Code: tool_calls = [{\"name\":\"write_file\"}]\n"
     "  Code->>Tool: write_file(path=\"Main.java\", content=\"...\")\n  Tool-->>Code: \"File created or modified: Main.java\"\n"
     "  Code->>LLM: append result to messages\n  LLM-->>Code: tool_calls = [{\"name\":\"compile_java\"}]\n  Code->>Tool: javac via subprocess\n"
     "  Tool-->>Code: \"Compilation successful.\"\n  Code->>LLM: append, re-ask\n  LLM-->>Code: no tool_call, just text\n  Code-->>User: final text\n"
     "As long as the model returns tool_calls, we execute them. Otherwise we stop.")  # fmt: skip

# ---- docs and playbooks listing call formats -------------------------------------------------------
real("https://johnnichev.github.io/selectools/modules/PARSER (selectools Parser Module docs: 'TOOL_CALL Contract' to the end of 'Examples of Valid Formats', as the page stores them)", "neg-selectools-tool-call-contract-examples",
     "TOOL_CALL Contract¶\nSpecification¶\nThe agent instructs the LLM to emit tool calls in this format:\nField Variations¶\n"
     "The parser accepts multiple field names for flexibility:\nTool Name:\ntool_name(preferred)toolname\nParameters:\nparameters(preferred)params\n"
     "Examples of Valid Formats¶\nStandard Format¶\nWith Code Fence¶\nI'll search for that information.\n"
     "TOOL_CALL {\"tool_name\": \"search\", \"parameters\": {\"query\": \"Python tutorials\"}}\nLet me find that for you.\n"
     "TOOL_CALL { \"tool\": \"search\", \"params\": {\"query\": \"Python tutorials\"} }")  # fmt: skip
real("https://www.agentplaybooks.xyz/p/tool-call-parser-fallback ('Tool‑Call Parsing: Safe Multi‑Format Fallback': from 'Normalized tool call contract' to the end of 'Fallback B')", "neg-agentplaybooks-fallback-formats",
     "Normalized tool call contract\n\nEverything should normalize into:\n\n{\n  \"name\": \"tool_name\",\n  \"arguments\": { \"k\": \"v\" }\n}\n\n"
     "Supported formats\n\nPrimary: explicit tags\n\nExample:\n\n<tool name=\"search_web\">{\"query\":\"...\"}</tool>\n\nRule: tag payload must be JSON.\n\n"
     "Fallback A: strict JSON block\n\nExample:\n\n{\"tool\":\"search_web\",\"arguments\":{\"query\":\"...\"}}\n\n"
     "Rules:\n\n  • output must be exactly a JSON object after trimming\n  • parse JSON → validate schema\n\n"
     "Fallback B: bracket/function style\n\nExample:\n\n[get_weather(city=\"Antwerp\")]\n\nRule: treat as candidate only; validate against schema.")  # fmt: skip
real("https://www.agentplaybooks.xyz/p/tool-call-parser-fallback (the title, intro and 'Opinionated stance')", "neg-agentplaybooks-parser-stance-prose",
     "Tool‑Call Parsing: Safe Multi‑Format Fallback (Tags / JSON / Brackets)\n\n"
     "In production, models often intend to call tools but emit non-standard syntax. Strict parsers undercount capability; permissive parsers cause accidental execution. This playbook gives a fail-closed, auditable, multi-format parser design.\n\n"
     "Opinionated stance\n\nYour parser is part of your model.\n\n"
     "If your evaluation says “the model can’t do tool calling,” first confirm you’re not measuring a brittle parser.\n\n"
     "The recent community benchmark explicitly calls out parser sensitivity: some models looked “bad” until the parser recognized their tool syntax; others looked “better” because parsing was overly forgiving. See: https://www.reddit.com/r/LocalLLaMA/comments/1r4ie8z/i_tested_21_small_llms_on_toolcalling_judgment/")  # fmt: skip
real("https://reference.langchain.com/python/langchain-classic/agents/output_parsers/react_json_single_input (ReActJsonSingleInputOutputParser reference, as the page stores it)", "neg-langchain-reference-react-json-formats",
     "Base class for parsing agent output into agent action/finish.\nParses ReAct-style LLM calls that have a single tool input in json format.\n"
     "Expects output to be in one of two formats.\n"
     "If the output signals that an action should be taken, should be in the below format. This will result in an AgentAction being returned.\n"
     "Thought: agent thought here\nAction:\n{ \"action\": \"search\", \"action_input\": \"what is the temperature in SF\" }\n"
     "If the output signals that a final answer should be given, should be in the below format. This will result in an AgentFinish being returned.\n"
     "Thought: agent thought here\nFinal Answer: The temperature is 100 degrees")  # fmt: skip
real("https://reference.langchain.com/python/langchain-classic/agents/json_chat/base (JSON chat agent output-parser reference, as the page stores it)", "neg-langchain-reference-json-chat-formats",
     "Parses tool invocations and final answers in JSON format.\nExpects output to be in one of two formats.\n"
     "If the output signals that an action should be taken,\nshould be in the below format. This will result in an AgentAction\nbeing returned.\n"
     "{\"action\": \"search\", \"action_input\": \"2+2\"}\n"
     "If the output signals that a final answer should be given,\nshould be in the below format. This will result in an AgentFinish\nbeing returned.\n"
     "{\"action\": \"Final Answer\", \"action_input\": \"4\"}")  # fmt: skip
real("https://agentbeck.bot/report/7839 (Report #7839, from its title to the end of 'Journey Context')", "neg-agentbeck-native-template-advice",
     "[agent\\_craft] Local quantized models fail to call tools when using OpenAI-style JSON function schemas\n"
     "Use the model's native chat template format \\(ChatML, Llama-3-Instruct, or Mistral\\) with XML-like tool tags rather than forcing OpenAI JSON function definitions. Wrap tool calls in blocks matching the specific model's fine-tuning template.\n"
     "Journey Context:\n"
     "Developers often assume function calling is universal, but local models \\(Llama-3, Mistral, Qwen\\) are fine-tuned on specific chat templates \\(ChatML, Llama-3, etc.\\). Using OpenAI's JSON schema with these models causes them to output raw text instead of tool calls. XML-like tags within the prompt template \\(e.g., 'calculator'\\) align with how these models were trained in ToolLLM and Gorilla datasets, yielding 40-60% better tool accuracy than forcing JSON.")  # fmt: skip
