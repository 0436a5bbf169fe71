# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""A held-out set (issue 42) from LLM application frameworks: what local and open-weights models wrote when a
framework's tool calling failed or was taken wrongly, as users pasted it into the frameworks' issue threads, read
before anyone tunes on it.

Families: smolagents' prompted JSON actions (`Action:` + `tool_name`/`tool_arguments`, a `tool` key with
arguments serialized without escapes, TGI's `{"function": {"_name": ...}}` grammar output cut by the length
limit), a Llama 4 `<|python_start|>` JSON call between prose, MemGPT/Letta's `{"function": ..., "params": ...}`
calls from local models (two objects in a row, a stuttered prefix, markdown-escaped underscores, missing closing
braces, a stray end token, raw newlines in a string, a call cut after a comma), a Devstral bare JSON call list
with dashed tool names; and the negatives of the same threads: prose wrapped in braces by the MemGPT prefill,
a hallucinated function return, prose that mentions JSON function calls, and a tool-call format documented in a
Hugging Face model discussion with an undeclared example tool.

Sources are issue and pull-request threads of huggingface/smolagents, pydantic/pydantic-ai, letta-ai/letta
(MemGPT), microsoft/semantic-kernel, Hugging Face model discussions, and the real local-LLM outputs Letta kept
as parser fixtures (tests/test_json_parsers.py). A source marked "variant" is that output changed as its note
says. Negatives (`neg-`) stay text with nothing taken from them; cut-off calls (`cut-`) are errors naming the
tool, never calls.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema


def _dashed(tool_name: str, required: tuple[str, ...], props: dict[str, str]) -> dict[str, Any]:
    return tool_schema(tool_name, required, **props)


# the tools the sources' harnesses declared, with their parameters
TOOLS_I: list[dict[str, Any]] = [
    tool_schema("get_weather", ("location",), location="string", celsius="boolean"),  # smolagents' example agent
    tool_schema("web_search", ("query",), query="string"),
    tool_schema("final_answer", ("answer",), answer="string"),
    tool_schema("confluence_search_tool", ("query",), query="string"),  # pydantic-ai on Bedrock
    # MemGPT / Letta: its local-LLM wrappers put inner_thoughts into every function's params
    tool_schema("send_message", ("message",), message="string", inner_thoughts="string"),
    tool_schema("core_memory_append", ("name", "content"), name="string", content="string", inner_thoughts="string"),
    tool_schema("archival_memory_search", ("query",), query="string", page="integer", inner_thoughts="string"),
    # semantic-kernel plugin functions as its OpenAI connector names them
    _dashed("plugin-Get_File_List", ("path",), {"path": "string", "skip": "integer", "take": "integer"}),
    _dashed(
        "plugin-Directory_Search",
        ("path", "searchPattern"),
        {"path": "string", "searchPattern": "string", "skip": "integer", "take": "integer"},
    ),
    _dashed("plugin-ReadFileText", ("path",), {"path": "string"}),
]

SOURCES_I: dict[str, str] = {}
CASES_I: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_I[id] = source
    CASES_I.append(Case(id, text, list(calls), **kw))


SMOL_158 = "https://github.com/huggingface/smolagents/issues/158 (ToolCallingAgent with OpenAIServerModel on a local server; the ChatCompletionMessage repr's content, escapes undone)"
LETTA_FIX = (
    "letta-ai/letta tests/test_json_parsers.py at 7908b8a15^ (local-LLM outputs MemGPT kept to test its JSON repair)"
)
PARIS = ("get_weather", {"location": "Paris", "celsius": True})
BRAD = (
    "send_message",
    {
        "inner_thoughts": "Oops, I got their name wrong! I should apologize and correct myself.",
        "message": "Sorry about that! I assumed you were Chad. Welcome, Brad! ",
    },
)
BRAD_JSON = '{\n  "function": "send_message",\n  "params": {\n    "inner_thoughts": "Oops, I got their name wrong! I should apologize and correct myself.",\n    "message": "Sorry about that! I assumed you were Chad. Welcome, Brad! "\n  }\n'
REPO = "C:\\Users\\<username>\\source\\repos\\<FolderName>"

# ---- smolagents: prompted JSON actions ------------------------------------------------------------------------

real(SMOL_158 + " (Qwen2.5-Coder-7B-Instruct)", "smolagents-qwen25coder-action-tool-name-keys",
     'Action:\n{\n  "tool_name": "get_weather",\n  "tool_arguments": {"location": "Paris", "celsius": true}\n}',
     PARIS)  # fmt: skip
real(SMOL_158 + " (Llama-3.1-8B-Instruct)", "smolagents-llama31-action-then-prose",
     'Action:\n{\n  "tool_name": "get_weather",\n  "tool_arguments": {\n    "location": "Paris",\n    "celsius": true\n  }\n}\n\n'
     "This action will get the weather information for Paris, and I will use the result as the final answer.",
     PARIS)  # fmt: skip
real("https://github.com/huggingface/smolagents/issues/1536 (qwen3-4b Q4_K_M in LM Studio as a managed ToolCallingAgent; the step's output line)",
     "smolagents-qwen3-4b-tool-key-arguments-string-unescaped",
     '{"tool": "web_search", "arguments": "{"query": "History of ChatGPT"}"}',
     ("web_search", {"query": "History of ChatGPT"}))  # fmt: skip
real("https://github.com/huggingface/smolagents/issues/97 (Qwen/Qwen2.5-Coder-32B-Instruct on the HF Inference API, TGI's tool grammar: 'EOF while parsing a string'; variant: the error's Rust escapes undone and its line wrap removed)",
     "cut-smolagents-tgi-final-answer-inside-string",
     '{\n  "function": {\n    "_name": "final_answer",\n    "answer": "### 1. Task outcome (short version):\\n\\nLarge Language Model (LLM) training consumes enormous amounts of energy, '
     "with models like GPT-3 requiring up to 1,287 MWh to train and producing around 552 tons of CO2e. While energy use is significant, there are "
     "strategies to reduce consumption through efficient algorithms, hardware, and data",
     errors=["final_answer"])  # fmt: skip

# ---- Llama 4 (pydantic-ai) ------------------------------------------------------------------------------------

real("https://github.com/pydantic/pydantic-ai/issues/2033 (Llama 3.3/4 on AWS Bedrock via BedrockConverseModel; the 'Model Output' the issue quotes, its markdown indentation removed)",
     "llama4-python-start-json-between-prose",
     "I'll help you search for architecture information.\n\n"
     '<|python_start|>{"name": "confluence_search_tool", "parameters": {"query": "architecture documentation"}}<|python_end|>\n\n'
     "Let me find relevant documentation for `you.",
     ("confluence_search_tool", {"query": "architecture documentation"}))  # fmt: skip

# ---- MemGPT / Letta: {"function": ..., "params": ...} ---------------------------------------------------------

real("https://github.com/letta-ai/letta/issues/177 (dolphin-2.1-mistral-7b in text-generation-webui, MemGPT's airoboros wrapper)",
     "memgpt-dolphin-two-objects-in-a-row",
     '{\n  "function": "core_memory_append",\n  "params": {\n    "name": "human",\n    "content": "Horst, 42 years old, from Germany."\n  }\n}\n'
     '{\n  "function": "send_message",\n  "params": {\n    "message": "Got it! Your age and nationality are now saved in my memory."\n  }\n}',
     ("core_memory_append", {"name": "human", "content": "Horst, 42 years old, from Germany."}),
     ("send_message", {"message": "Got it! Your age and nationality are now saved in my memory."}))  # fmt: skip
real("https://github.com/letta-ai/letta/issues/1450 (llama3-8b-8192 on Groq with MemGPT's llama3 wrapper: the prefilled opener, then the model's own object)",
     "memgpt-llama3-stuttered-prefix-then-object",
     '\n{\n  "function": "send_message",{\n  "function": "send_message",\n  "params": {\n    "inner_thoughts": "Initialization complete. Let\'s begin our conversation.",\n'
     '    "message": "Nice to meet you, Chad!"\n  }\n}',
     ("send_message", {"inner_thoughts": "Initialization complete. Let's begin our conversation.", "message": "Nice to meet you, Chad!"}))  # fmt: skip
real(LETTA_FIX + " (EXAMPLE_ESCAPED_UNDERSCORES: markdown-escaped underscores, the closing braces never written)",
     "memgpt-escaped-underscores-braces-missing",
     '{\n  "function":"send\\_message",\n  "params": {\n    "inner\\_thoughts": "User is asking for information about themselves. Retrieving data from core memory.",\n'
     '    "message": "I know that you are Chad. Is there something specific you would like to know or talk about regarding yourself?"\n',
     ("send_message", {"inner_thoughts": "User is asking for information about themselves. Retrieving data from core memory.",
                       "message": "I know that you are Chad. Is there something specific you would like to know or talk about regarding yourself?"}))  # fmt: skip
real(LETTA_FIX + " (EXAMPLE_MISSING_CLOSING_BRACE)", "memgpt-outer-brace-missing",
     BRAD_JSON,
     BRAD)  # fmt: skip
real(LETTA_FIX + " (EXAMPLE_BAD_TOKEN_END: a broken end token after the object)", "memgpt-stray-end-token-after-object",
     BRAD_JSON + "}<|>",
     BRAD)  # fmt: skip
real(LETTA_FIX + " (EXAMPLE_HARD_LINE_FEEDS: raw newlines inside the message string)", "memgpt-raw-newlines-in-message",
     '{\n  "function": "send_message",\n  "params": {\n    "message": "Let\'s create a list:\n- First, we can do X\n- Then, we can do Y!\n- Lastly, we can do Z :)"\n  }\n}\n',
     ("send_message", {"message": "Let's create a list:\n- First, we can do X\n- Then, we can do Y!\n- Lastly, we can do Z :)"}))  # fmt: skip
real(LETTA_FIX + " (EXAMPLE_ARCHIVAL_SEARCH: the reply ends after a comma inside params)", "cut-memgpt-archival-search-after-comma",
     '\n\n{\n  "function": "archival_memory_search",\n  "params": {\n    "inner_thoughts": "Looking for WaitingForAction.",\n    "query": "WaitingForAction",\n',
     errors=["archival_memory_search"])  # fmt: skip

# ---- Devstral (semantic-kernel) --------------------------------------------------------------------------------

real("https://github.com/microsoft/semantic-kernel/issues/12811 (Devstral on Ollama through SK's OpenAI connector, printed as text; the paths as the reporter anonymized them)",
     "devstral-bare-json-list-three-dashed-names",
     ' [\n    {\n        "name": "plugin-Get_File_List",\n        "arguments": {\n            "path": "C:\\\\Users\\\\<username>\\\\source\\\\repos\\\\<FolderName>",\n            "skip": 0,\n            "take": 25\n        }\n    },\n'
     '    {\n        "name": "plugin-Directory_Search",\n        "arguments": {\n            "path": "C:\\\\Users\\\\<username>\\\\source\\\\repos\\\\<FolderName>",\n            "searchPattern": "README.md",\n            "skip": 0,\n            "take": 1\n        }\n    },\n'
     '    {\n        "name": "plugin-ReadFileText",\n        "arguments": {\n            "path": "C:\\\\Users\\\\<username>\\\\source\\\\repos\\\\<FolderName>\\\\README.md"\n        }\n    }\n]',
     ("plugin-Get_File_List", {"path": REPO, "skip": 0, "take": 25}),
     ("plugin-Directory_Search", {"path": REPO, "searchPattern": "README.md", "skip": 0, "take": 1}),
     ("plugin-ReadFileText", {"path": REPO + "\\README.md"}))  # fmt: skip

# ---- negatives --------------------------------------------------------------------------------------------------

real("https://github.com/letta-ai/letta/issues/278 (Trelis/Llama-2-7b-chat-hf-function-calling-v2 in LM Studio, MemGPT's default wrapper; prose after the prefilled brace)",
     "neg-memgpt-prose-inside-prefilled-brace",
     "{Hey, thanks for login! How can I assist you today? :D\n### Inner Monologue: w00t! First time user! 🚀\n}")  # fmt: skip
real("https://github.com/letta-ai/letta/issues/248 (a local model in LM Studio under MemGPT; the whole output its JSON error printed)",
     "neg-memgpt-motto-after-brace",
     "{More human than human is our motto.")  # fmt: skip
real("https://github.com/letta-ai/letta/pull/183 (a Zephyr model under MemGPT's airoboros wrapper: it wrote a function's return, not a call)",
     "neg-memgpt-hallucinated-function-return",
     '{  "status": "OK", "message": {\n    "inner_thoughts": "Welcome back, Chad. You\'re now logged in."\n    "message": "I\'m excited to get to know you.", "time": "2023-10-31 12:46 PM PDT-0701"\n}')  # fmt: skip
real("https://github.com/letta-ai/letta/pull/288 (dolphin-2.2.1-mistral-7b.Q5_K_M in LM Studio under MemGPT, a comment of 2023-11-06: a bare string in braces)",
     "neg-memgpt-string-in-braces",
     '{\n"Hello, it\'s great to have you here. I am eager to understand and connect with you better as I learn more about your world.\n'
     "You can consider me a test subject in this process. Let's dive into our discussion.\"}")  # fmt: skip
real("https://github.com/pydantic/pydantic-ai/issues/2973 (llama3.1:8b on Ollama's OpenAI endpoint with a weather tool: the first reply the report quotes)",
     "neg-llama31-says-it-can-only-answer-json",
     "I can only respond with formatted JSON as per AI model restrictions.")  # fmt: skip
real("https://github.com/pydantic/pydantic-ai/issues/2973 (llama3.1:8b on Ollama's OpenAI endpoint with a weather tool: the second reply the report quotes)",
     "neg-llama31-announces-a-json-function-call",
     "I'll respond with a JSON object for a function call that best answers your prompt")  # fmt: skip
real("https://huggingface.co/Qwen/Qwen3-Coder-30B-A3B-Instruct/discussions/12 (the tool-call instructions a user put in the chat template: the format documented with an example function no harness declares)",
     "neg-qwen3coder-discussion-documented-format",
     "Function calls HAVE to be enclosed within <tool_call> and </tool_call> tags. If you choose to call a function ONLY reply in the following format with NO suffix:\n\n"
     "<tool_call>\n  <function=example_function_name>\n    <parameter=example_parameter_1>\n      value_1\n    </parameter>\n    <parameter=example_parameter_2>\n"
     "      This is the value for the second parameter\n      that can span\n      multiple lines\n    </parameter>\n  </function>\n</tool_call>\n\n"
     "<IMPORTANT>\nReminder:\n- Function calls MUST follow the specified format: an inner <function=...></function> block must be nested within <tool_call></tool_call> XML tags\n"
     "- Do NOT omit the initial <tool_call> tag\n- Required parameters MUST be specified\n"
     "- You may provide optional reasoning for your function call in natural language BEFORE the function call, but NOT after\n"
     "- If there is no function call available, answer the question like normal with your current knowledge and do not tell the user about function calls\n</IMPORTANT>")  # fmt: skip
