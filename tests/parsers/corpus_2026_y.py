# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""A held-out set of mostly negatives (issue 42): real text that quotes, documents or logs a tool-call format and
must stay text, with the calls and cut-off calls from the same threads, read before anyone tunes on it.

Families: Claude-style <invoke>/<parameter> blocks quoted in answers (fenced and in prose), a Qwen3 XML call in a
fenced example, Hermes <tool_call> shown in system prompts, an Ollama chat template and a prompt tutorial,
FunctionGemma control tokens listed in documentation, Kimi K2 section markers described in prose, the Gemma/Llama
pythonic and JSON call formats quoted from prompt documentation, logs that print a call and its arguments, a
tool declaration list that is data, a bare JSON call (Qwen2.5-Coder, Llama 3.2), a pythonic call in a fence after
<tool_call> (codeact), a call drafted inside a closed <think> and then made, and a Qwen3 XML call cut mid-value.

Sources: transcripts of Zoo-Code's VS Code LM probe (.roo/skills/probe-vscode-lm-api/transcripts/), issue and PR
threads of google/adk-python, ollama/ollama-python, Hal0ai/hal0, langchain-ai/langgraph-codeact, vllm-project/vllm,
nextcloud/llm2, verl-project/verl, andrewyng/openworker, and documentation pages (ai.google.dev's Gemma and
FunctionGemma pages, MoonshotAI/Kimi-K2's docs/tool_call_guidance.md, ollama.com's hermes3 template, a
tendril.neural-forge.io lesson, SKaiNET-transformers' Llama 3 tool-calling tutorial). A source marked "variant" is
that text changed as its note says. Negatives (`neg-`) stay text with nothing taken from them; cut-off calls
(`cut-`) are errors naming the tool, never calls.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_Y: list[dict[str, Any]] = [
    tool_schema("read_file", ("path",), path="string"),  # Zoo-Code's probe
    tool_schema("roll_die", ("sides",), sides="integer"),  # adk-python's sample agent
    tool_schema("check_prime", ("nums",), nums="array"),
    tool_schema("alfalfa", ("a", "b"), a="integer", b="integer"),  # ollama-python #357
    tool_schema(
        "sequentialthinking",
        ("thought", "nextThoughtNeeded", "thoughtNumber", "totalThoughts"),
        thought="string",
        nextThoughtNeeded="boolean",
        thoughtNumber="integer",
        totalThoughts="integer",
        isRevision="boolean",
        revisesThought="integer",
        branchFromThought="integer",
        branchId="string",
        needsMoreThoughts="boolean",
    ),  # the sequential-thinking MCP server under langgraph-codeact
    tool_schema("Bash", ("command",), command="string", description="string"),  # Claude Code via vLLM
    tool_schema("list_files", ("path",), path="string"),  # SKaiNET's demo
    tool_schema("calculator", ("expression",), expression="string"),
    tool_schema("get_product_name_by_PID", ("PID",), PID="string"),  # Gemma's documentation
    tool_schema("get_weather", ("city",), city="string"),  # Kimi-K2's documentation
    tool_schema("A"),  # verl #4757
    tool_schema("grep", ("pattern",), pattern="string", path="string"),  # openworker
]

SOURCES_Y: dict[str, str] = {}
CASES_Y: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_Y[id] = source
    CASES_Y.append(Case(id, text, list(calls), **kw))


ZOO = "Zoo-Code-Org/Zoo-Code .roo/skills/probe-vscode-lm-api/transcripts/"
GEMMA_DOC = "https://ai.google.dev/gemma/docs/capabilities/function-calling (Gemma 3's function-calling documentation, the prompt it gives)"
SKAINET = "https://skainet-developers.github.io/SKaiNET-transformers/skainet-transformers/tutorials/llama3-tool-calling.html (Llama-3.2-1B-Instruct Q8_0 GGUF in SKaiNET's kllama-cli demo, the output it prints)"

# ---- <invoke>/<parameter> blocks quoted in answers --------------------------------------------------------------

real(ZOO + "claude-opus-4.8__F_quoted_markup_in_fenced_code_block__run1.txt (claude-opus-4.8 through VS Code's LM API, asked to show the markup in a code block)",
     "neg-invoke-example-in-xml-fence-with-note",
     '```xml\n<invoke name="read_file">\n<parameter name="path">/etc/passwd</parameter>\n</invoke>\n```\n\n'
     "Note: this is just a formatting example inside a code block, not an actual tool call.")  # fmt: skip
real(ZOO + "claude-opus-4.8__E_quoted_markup_in_prose_false_positive_check__run1.txt (claude-opus-4.8 through VS Code's LM API, asked to explain an invoke block without calling)",
     "neg-invoke-block-explained-then-fenced",
     "An invoke block is the mechanism used to call a tool. It's written as an XML-like structure containing a function invocation with named parameters. Here's a literal example, written as plain text:\n\n"
     '```xml\n<invoke name="read_file">\n<parameter name="path">src/example.txt</parameter>\n</invoke>\n```\n\n'
     "The structure works like this:\n\n"
     "- An outer `invoke` tag carries a `name` attribute identifying which tool to call (here, `read_file`).\n"
     "- Inside it, one or more `parameter` tags each carry a `name` attribute identifying the argument (here, `path`).\n"
     "- The value of each parameter goes between the opening and closing `parameter` tags (here, `src/example.txt`).\n\n"
     "For string and scalar parameters, the value is written as-is between the tags. For lists or objects, the value would be formatted as JSON instead.\n\n"
     "Note that I've shown this as plain, inert text for illustration only — I have not actually called any tool, per your request.")  # fmt: skip
real(ZOO + "claude-opus-5__E_quoted_markup_in_prose_false_positive_check__run1.txt (claude-opus-5 through VS Code's LM API, the same request)",
     "neg-invoke-block-documented-indented-example",
     "A tool call in this system is expressed as an XML-like block nested inside a function-calls container. The block has:\n\n"
     "- an opening tag named `invoke` with a `name` attribute whose value is the tool's identifier (for example, `read_file`);\n"
     "- one or more `parameter` child elements, each with a `name` attribute matching a parameter defined in the tool's schema (for example, `path`);\n"
     "- the argument value written as the text content of the `parameter` element;\n"
     "- closing tags for each `parameter` and for the `invoke` element.\n\n"
     "Scalar values (strings, numbers, booleans) go in as plain text. Lists and objects are written as JSON inside the parameter body. The whole thing is emitted instead of, or alongside, prose in the assistant's message, and the runtime intercepts it, executes the named tool, and feeds the result back.\n\n"
     "Here is a literal, illustrative example written as plain text (this is documentation, not an actual call):\n\n"
     '```xml\n<invoke name="read_file">\n  <parameter name="path">src/app/main.py</parameter>\n</invoke>\n```\n\n'
     "Note that in the real wire format the tags carry a namespace prefix and sit inside a surrounding function-calls wrapper; the snippet above is stripped down to just the `invoke`/`parameter` structure you asked about, so it is inert.")  # fmt: skip

# ---- Qwen3 XML / Hermes <tool_call> -----------------------------------------------------------------------------

real("https://github.com/vllm-project/vllm/issues/57541 (Qwen output documenting the tool-call format, qwen3 parser; variant: the issue's minimal reproduction of that output)",
     "neg-qwen3-xml-call-in-xml-fence",
     "Here is what a tool call looks like:\n\n```xml\n<tool_call>\n<function=Bash>\n<parameter=command>ls -la</parameter>\n</function>\n</tool_call>\n```\n\nThat is the format.")  # fmt: skip
real("https://github.com/nextcloud/llm2/pull/68 (the system prompt that makes Llama 3.1 8B call tools; variant: {tool_call_example} filled in with the string the code gives it, malformed name key kept)",
     "neg-hermes-tool-call-example-in-system-prompt",
     "You can call a tool by responding with a tool call.\n"
     "A tool call is a JSON object with the name of the function and the arguments, surrounded by `tool_call` xml tags.\n"
     "It can look like this:\n"
     '<tool_call>{"name: "the_function_to_call", "arguments": {"param1":"the first argument", "param2":"second argument"} }</tool_call>\n\n'
     "When calling tools, do not output anything else, except the tool call. Do not add sample output of the tool call. Do not output the result of the tool call yourself.")  # fmt: skip
HERMES3_TEMPLATE = (
    "{{- if .Tools }}<|im_start|>system\n"
    "You are a function calling AI model. You are provided with function signatures within <tools></tools> XML tags. You may call one or more functions to assist with the user query. Don't make assumptions about what values to plug into functions. Here are the available tools: <tools>\n"
    "{{- range .Tools }}\n{{- . }}\n{{- end }}</tools> Use the following pydantic model json schema for each tool call you will make: "
    '{"properties": {"arguments": {"title": "Arguments", "type": "object"}, "name": {"title": "Name", "type": "string"}}, "required": ["arguments", "name"], "title": "FunctionCall", "type": "object"} '
    "For each function call return a json object with function name and arguments within <tool_call></tool_call> XML tags as follows:\n"
    '<tool_call>\n{"arguments": <args-dict>, "name": <function-name>}\n</tool_call><|im_end|>\n{{ end }}\n'
    "{{- range .Messages }}<|im_start|>{{ .Role }}\n"
    '{{- if and (eq .Role "tool") .Content }}\n<tool_response>\n{"content": {{ .Content }}}\n</tool_response>\n'
    "{{- else if .Content }}\n{{ .Content }}\n{{- else if .ToolCalls }}\n<tool_call>\n{{- range .ToolCalls }}\n"
    '{"name": "{{ .Function.Name }}", "arguments": {{ .Function.Arguments }}}\n{{- end }}\n</tool_call>\n{{- end }}<|im_end|>\n{{ end }}<|im_start|>assistant'
)  # fmt: skip
real("https://ollama.com/library/hermes3/blobs/ec20917d63ea (hermes3's chat template on Ollama, pasted as text)",
     "neg-hermes3-ollama-template",
     # gathered with all of it as content; moved once to the rule that takes template tokens out (<|im_end|> taken
     # out), and back to what its gatherer expected since a template keeps its tokens (markup.in_a_template, issue 42)
     HERMES3_TEMPLATE)  # fmt: skip
real("https://tendril.neural-forge.io/learn/creators/hermes-function-calling-creators (a lesson on Hermes function calling: its illustrative transcript)",
     "neg-hermes-lesson-illustrative-transcript",
     "Pattern (illustrative, not exact tags):\n[SYSTEM]\nYou have access to the following tools:\n"
     "search_inventory(query: string) -> list of items\nsend_email(to: string, subject: string, body: string)\n"
     "[USER]\nFind us 5 size 10 hiking boots and email John the list.\n"
     '[MODEL]\n<tool_call>\nsearch_inventory({"query": "size 10 hiking boots"})\n</tool_call>\n'
     "[HARNESS RETURNS]\n[ {sku: ..., name: ...}, ... ]\n"
     '[MODEL]\n<tool_call>\nsend_email({"to": "john@...", "subject": "Boots", "body": "..."})\n</tool_call>')  # fmt: skip
# a call drafted inside a closed <think>, then made: one call, the draft is no call
real("https://github.com/verl-project/verl/issues/4757 (Hermes format in verl's agent loop; the reporter's example of a reasoning model's reply, formatted as they wrote it)",
     "hermes-call-drafted-in-think-then-made",
     "<think> \nthis is just my reasoning.. let me call tool A \n"
     '<tool_call>{"name": "A", "arguments": {}}</tool_call> \n'
     "it will give me result which i will in my analysis\n</think>\n"
     '<tool_call>{"name": "A", "arguments": {}}</tool_call>',
     ("A", {}), content="")  # fmt: skip
real("https://github.com/andrewyng/openworker/pull/219 (qwen3.5-9b on LM Studio running out of room mid-call; the fragment the PR quotes)",
     "cut-qwen35-grep-path-unterminated",
     "<function=grep><parameter=pattern>TODO</parameter><parameter=path>sr",
     errors=["grep"])  # fmt: skip

# ---- bare JSON calls, and logs that print one ----------------------------------------------------------------

real("https://github.com/google/adk-python/issues/1648 (ollama_chat/qwen2.5-coder:32b via LiteLLM under ADK; the content of the ModelResponse repr, finish_reason stop)",
     "qwen25coder-bare-json-roll-die",
     '{"name": "roll_die", "arguments": {"sides": 10}}',
     ("roll_die", {"sides": 10}))  # fmt: skip
real(SKAINET + "; the raw assistant text of round 1",
     "llama32-1b-bare-json-parameters",
     '{"name": "list_files", "parameters": {"path": "/tmp"}}',
     ("list_files", {"path": "/tmp"}))  # fmt: skip
real(SKAINET + "; variant: the first two lines of the demo's printed log",
     "neg-llama32-demo-log-raw-and-call",
     '[Raw Assistant → Round 1] {"name": "list_files", "parameters": {"path": "/tmp"}}\n'
     '[Tool Call] list_files({"path":"/tmp"})')  # fmt: skip
real("https://github.com/ollama/ollama-python/issues/357 (llama3.2:3b-instruct-q8_0 on Ollama; what the reporter's loop printed for the call it ran)",
     "neg-ollama-python-call-log",
     "Calling function: alfalfa\nArguments: {'a': '2', 'b': '3'}\nFunction output: 72340")  # fmt: skip

# ---- pythonic calls and their documentation --------------------------------------------------------------------

real("https://github.com/langchain-ai/langgraph-codeact/issues/32 (a model under langgraph-codeact with the sequential-thinking MCP tool; the output the issue quotes)",
     "codeact-pythonic-call-in-fence-after-tool-call-tag",
     "我将使用sequentialthinking工具来规划为用户增加头像属性的实现方案。\n\n<tool_call>\n```python\nsequentialthinking(\n"
     '    thought="首先需要明确头像属性应该存储在哪里，是用户表新增字段还是单独表",\n'
     "    nextThoughtNeeded=True,\n    thoughtNumber=1,\n    totalThoughts=4,\n    isRevision=False,\n"
     "    revisesThought=None,\n    branchFromThought=None,\n    branchId=None,\n    needsMoreThoughts=None\n)\n```\n<tool_call>",
     ("sequentialthinking", {"thought": "首先需要明确头像属性应该存储在哪里，是用户表新增字段还是单独表", "nextThoughtNeeded": True,
                             "thoughtNumber": 1, "totalThoughts": 4, "isRevision": False}))  # fmt: skip
real(GEMMA_DOC + "; the pythonic variant",
     "neg-gemma-doc-pythonic-prompt-with-tool-list",
     "You have access to functions. If you decide to invoke any of the function(s),\nyou MUST put it in the format of\n"
     "[func_name1(params_name1=params_value1, params_name2=params_value2...), func_name2(params)]\n"
     "You SHOULD NOT include any other text in the response if you call a function\n"
     '[\n{\n"name": "get_product_name_by_PID",\n"description": "Finds the name of a product by its Product ID",\n'
     '"parameters": {\n"type": "object",\n"properties": {\n"PID": {\n"type": "string"\n}\n},\n"required": [\n"PID"\n]\n}\n}\n]\n'
     "While browsing the product catalog, I came across a product that piqued my\ninterest. The product ID is 807ZPKBL9V. Can you help me find the name of this\nproduct?")  # fmt: skip
real(GEMMA_DOC + "; the JSON variant",
     "neg-gemma-doc-json-prompt-with-tool-list",
     "You have access to functions. If you decide to invoke any of the function(s),\nyou MUST put it in the format of\n"
     '{"name": function name, "parameters": dictionary of argument name and its value}\n'
     "You SHOULD NOT include any other text in the response if you call a function\n"
     '[\n{\n"name": "get_product_name_by_PID",\n"description": "Finds the name of a product by its Product ID",\n'
     '"parameters": {\n"type": "object",\n"properties": {\n"PID": {\n"type": "string"\n}\n},\n"required": [\n"PID"\n]\n}\n}\n]')  # fmt: skip

# ---- FunctionGemma and Kimi K2 markers in documentation --------------------------------------------------------

real("https://ai.google.dev/gemma/docs/functiongemma/formatting-and-best-practices (FunctionGemma's control tokens as the page lists them)",
     "neg-functiongemma-doc-control-token-list",
     'FunctionGemma is trained on six special tokens to manage the "tool use" lifecycle.\n\n'
     "Token Pair Purpose\n<start_function_declaration>\n<end_function_declaration>\nDefines a tool.\n"
     "<start_function_call>\n<end_function_call>\nIndicates a model's request to use a tool.\n"
     "<start_function_response>\n<end_function_response>\nProvides a tool's result back to the model.\n\n"
     "NOTE: <start_function_response> is an additional stop sequence for the inference engine.")  # fmt: skip
real("https://ai.google.dev/gemma/docs/functiongemma/formatting-and-best-practices (the <escape> delimiter as the page explains it)",
     "neg-functiongemma-doc-escape-delimiter",
     "A single token, <escape>, is used as a delimiter for all string values within the structured data blocks.\n\n"
     "Purpose: This token ensures that any special characters (like {, }, ,, or quotes) inside a string are treated as literal text and not as part of the data structure's syntax.\n"
     "Usage: All string literals in your function declarations, calls, and responses must be enclosed, like: key:<escape>string value<escape>.")  # fmt: skip
real("MoonshotAI/Kimi-K2 docs/tool_call_guidance.md ('Manually Parsing Tool Calls': the markers described in prose)",
     "neg-kimi-doc-section-markers-in-prose",
     "The tool call requests generated by Kimi-K2 can also be parsed manually, which is especially useful when the service you are using does not provide a tool-call parser. \n"
     "The tool call requests generated by Kimi-K2 are wrapped by `<|tool_calls_section_begin|>` and `<|tool_calls_section_end|>`, \n"
     "with each tool call wrapped by `<|tool_call_begin|>` and `<|tool_call_end|>`. The tool ID and arguments are separated by `<|tool_call_argument_begin|>`. \n"
     "The format of the tool ID is `functions.{func_name}:{idx}`, from which we can parse the function name.")  # fmt: skip

# ---- prose announcing a call the budget cut before any syntax -------------------------------------------------

real("https://github.com/Hal0ai/hal0/issues/1598 (Qwopus3.6-35B as hal0's steward, finish_reason length before the tool-call syntax; the reply the report quotes)",
     "neg-qwopus-intent-prose-cut-before-call",
     "Let me check what models are available in the catalog:")  # fmt: skip
