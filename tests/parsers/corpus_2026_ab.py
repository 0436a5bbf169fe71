# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set ab (issue 42): mostly negatives from pages, docs, READMEs and PR descriptions that show or quote
tool-call formats, plus real replies from the same kinds of pages, gathered without reading the parser.

Families: Llama 3.3's built-in `<|python_tag|>brave_search.call(...)`, Llama 3.2's pythonic list
`[get_user_info(...)]` (both printed by meta-llama/llama-cookbook's Tool_Calling_101 notebook), and
nemotron-mini's `<toolcall>` JSON (ollama/ollama#6870). Negatives: the cookbook's system prompt asking for the
pythonic format, its prose about `<|python_tag|>`, a Llama 3.3 step-by-step answer with ```python fences;
Gemma prompts asking for ```tool_code``` fences and for a `{"name": ..., "parameters": ...}` JSON (ai.google.dev,
simonwillison.net); Qwen3-Coder XML quoted in a llama.cpp PR description, a llama.cpp commit message and a
ROCm/ATOM PR description (which also names Kimi's section token); a harmony `<|channel|>` string in a llama.cpp PR;
a troubleshooting page quoting `{"tool_calls": ...}` JSON, `[TOOL_CALLS]`, `<|python_tag|>` and `<tool_call>`;
CodeWhale's docs quoting a bare JSON call; deepwiki's llama-models page showing `<function=...>` and pythonic
examples; a dataset's tool-grammar note; an IRC bot's AI-written answer with a commented JSON "response"; and
qwen3-30b-a3b's closed `<think>` block that names tool_call (a README's transcript).

Sources: meta-llama/llama-cookbook (end-to-end-use-cases/agents/Agents_Tutorial/Tool_Calling_101.ipynb, commit
8db0552), github.com/ollama/ollama/issues/6870, ai.google.dev/gemma/docs/meme-generator, simonwillison.net,
ggml-org/llama.cpp PRs 15162 and 15181 and a commit (via app.semanticdiff.com), ROCm/ATOM PR 1319,
aitoolsguidebook.com, CodeWhale's docs commit (git.dingguofeng.com), deepwiki.com/meta-llama/llama-models,
LevelUp2x/e-zeropoint-blueprint-data (a Hugging Face mirror), paste.mathizen.net, Gowtham1729/my-ai-agents README.
Negatives (`neg-`) stay text with nothing taken from them.

Not found in the helper's ~45 minutes: a real cut-off call or an undeclared-name call attempt in an uncited
page; more than three real positives from such pages (a Gemma ```tool_code``` reply on ai.google.dev was only
reachable as a truncated excerpt; a FunctionGemma notebook's output is already a case in corpus k; Hermes 2 Pro's
card output is already in corpus t).
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared (or the pages list), with their parameters
TOOLS_AB: list[dict[str, Any]] = [
    tool_schema(
        "brave_search", ("query",), query="string"
    ),  # Llama 3.x built-ins (cookbook, "Tools: brave_search, wolfram_alpha")
    tool_schema("wolfram_alpha", ("query",), query="string"),
    tool_schema("get_user_info", ("user_id",), user_id="integer", special="string"),  # cookbook 3.2 section
    tool_schema("weather_lookup", (), temp_units="string", zip_codes="array"),  # ollama#6870
    tool_schema(
        "generate_meme", (), image="string", top_text="string", middle_text="string", bottom_text="string"
    ),  # Gemma meme generator
    tool_schema("get_product_name_by_PID", ("PID",), PID="string"),  # Gemma function-calling docs
    tool_schema("search_web", ("query",), query="string"),  # aitoolsguidebook
    tool_schema("grep_files", (), pattern="string", path="string"),  # CodeWhale docs
    tool_schema("read_file", ("path",), path="string"),
    tool_schema("get_weather", ("city",), city="string"),  # my-ai-agents example.py
    tool_schema("getWeather", (), location="string", date="string"),  # deepwiki llama-models examples
    tool_schema("get_boiling_point", ("liquid_name",), liquid_name="string", celcius="boolean"),
]

SOURCES_AB: dict[str, str] = {}
CASES_AB: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_AB[id] = source
    CASES_AB.append(Case(id, text, list(calls), **kw))


COOKBOOK = "meta-llama/llama-cookbook end-to-end-use-cases/agents/Agents_Tutorial/Tool_Calling_101.ipynb (commit 8db055221d65c84345086f4235faad80682183e8)"

# ---- positives: what the pages show a model replied ----------------------------------------------------------
real(COOKBOOK + ", cell 32's output: llama-3.3-70b-versatile on Groq with 'Environment: iPython / Tools: brave_search, wolfram_alpha' (the notebook's 'Assistant: ' print prefix and print's newline left off)",
     "llama33-python-tag-brave-search-call",
     "<|python_tag|>brave_search.call(query=\"Elden Ring sequel release date\")",
     ("brave_search", {"query": "Elden Ring sequel release date"}))  # fmt: skip
real(COOKBOOK + ", cell 16's output: llama-3.2-3b-preview asked to put calls in [func_name1(params_name1=params_value1, ...)] (print prefix and newline left off)",
     "llama32-pythonic-get-user-info",
     "[get_user_info(user_id=7890, special='black')]",
     ("get_user_info", {"user_id": 7890, "special": "black"}))  # fmt: skip
real("https://github.com/ollama/ollama/issues/6870 (the issue's message payload: nemotron-mini's content; JSON escapes undone)",
     "nemotron-mini-toolcall-json",
     " <toolcall> {\"name\": \"weather_lookup\", \"arguments\": {\n  \"temp_units\": \"celsius\",\n  \"zip_codes\": [\n    12345\n  ]\n}} </toolcall>",
     ("weather_lookup", {"temp_units": "celsius", "zip_codes": [12345]}))  # fmt: skip

# ---- negatives: prompts, docs, PR descriptions and answers that quote formats ---------------------------------
real(COOKBOOK + ", cell 14's system_prompt as Python builds it (cut before the function list it formats in)",
     "neg-cookbook-system-prompt-pythonic-format",
     "You are an expert in composing functions. You are given a question and a set of possible functions. \n"
     "Based on the question, you will need to make one or more function/tool calls to achieve the purpose. \n"
     "If none of the function can be used, point it out. If the given question lacks the parameters required by the function,\n"
     "also point it out. You should only return the function call in tools call sections.\n\n"
     "If you decide to invoke any of the function(s), you MUST put it in the format of [func_name1(params_name1=params_value1, params_name2=params_value2...), func_name2(params)]\n\n"
     "You SHOULD NOT include any other text in the response.\n\n"
     "Here is a list of functions in JSON format that you can invoke.\n\n")  # fmt: skip
real(COOKBOOK + ", the markdown cell after the regex cell",
     "neg-cookbook-python-tag-prose",
     "You can implement this in different ways but the idea is the same, the LLM gives an output with the `<|python_tag|>`, which should call a tool-calling mechanism. \n\n"
     "This logic gets handled in the program and then the output is passed back to the model to answer the user")  # fmt: skip
real(COOKBOOK + ", the markdown cell before cell 32",
     "neg-cookbook-wrap-python-tag-prose",
     "WIP: Convert the prompt to return the response from output, adjust functions\n\n"
     "If everything is setup correctly-the model should now wrap function calls  with the `|<python_tag>|` following the actually function call. \n\n"
     "This can allow you to manage your function calling logic accordingly. \n\nTime to test the theory")  # fmt: skip
real(COOKBOOK + ", cell 35's output: llama-3.3-70b-versatile's step-by-step answer (no call; print's newline left off)",
     "neg-llama33-step-by-step-python-fences",
     "## Step 1: Analyze the Problem\nThe problem asks for the square root of a given number, 23131231.\n\n"
     "## Step 2: Outline the Solution Strategy\nTo find the square root of 23131231, we can use the mathematical function for square root. In Python, this is available as `math.sqrt()` from the math module.\n\n"
     "## Step 3: Calculate the Square Root\nWe'll import the necessary module and define the variable before calculating the square root.\n\n"
     "```python\nimport math\n\n# Define the number\nnumber = 23131231\n\n# Calculate the square root of the number\nsquare_root = math.sqrt(number)\n```\n\n"
     "## Step 4: Combine the Code into a Function\nOnce we have finished all the steps, we combine the Python code into a single function that does not take any arguments.\n\n"
     "```python\nimport math\n\ndef calculate_square_root():\n# Define the number\nnumber = 23131231\n\n# Calculate the square root of the number\nsquare_root = math.sqrt(number)\n\nreturn square_root\n\n# Execute the function\nresult = calculate_square_root()\nprint(result)\n```\n\n"
     "Let's execute this function using the iPython tool:")  # fmt: skip
real("https://ai.google.dev/gemma/docs/meme-generator?hl=zh-cn (the English text input of 'Step 1 and 2', cut where the stored excerpt ends)",
     "neg-gemma-meme-prompt-tool-code-fence",
     "If you decide to invoke any of the function(s), it should be wrapped with ```tool_code```.\n\n"
     "You have access to the following tools.\n\n"
     "* `generate_meme(image, top_text, middle_text, bottom_text)`: Generate a meme with the given parameters")  # fmt: skip
real("https://simonwillison.net/2025/Mar/26/function-calling-with-gemma/ (the post quoting Gemma's JSON-variant prompt)",
     "neg-simonw-gemma-json-prompt",
     "The second variant uses JSON instead:\n"
     "You have access to functions. If you decide to invoke any of the function(s), you MUST put it in the format of {\"name\": function name, \"parameters\": dictionary of argument name and its value}\n"
     "You SHOULD NOT include any other text in the response if you call a function")  # fmt: skip
real("https://github.com/ggml-org/llama.cpp/pull/15162 (ochafik's PR description; the \\n are literal in its inline code)",
     "neg-llamacpp-pr-qwen3-coder-syntax",
     "Qwen3 Coder has a weird syntax for tool calls: a Qwen2-esque <tool_call>\\n<function=${fn_name}>...</function></tool_call>, except the parameters aren't a JSON object. "
     "Instead they're a succession of XML-ish parameters:\n\n"
     "<parameter=${name}>\\n${typeof value === 'string' : value : JSON.stringify(value)}\\n</parameter>\\n")  # fmt: skip
real("https://app.semanticdiff.com/gh/ochafik/llama.cpp/commit/2dd6b8e00848572c429a66d916ae12dc6ee9a263 (the commit message, its trailer left off)",
     "neg-llamacpp-commit-qwen3-xml-inline",
     "chat: migrate qwen3_coder_xml to modular PEG parser\n"
     "Move qwen3_coder_xml tool call parser from chat.cpp to\n"
     "common/chat-syntax/qwen3-coder-xml.cpp as a modular implementation.\n"
     "The format uses XML-style parameters:\n"
     "<tool_call><function=name><parameter=key>value</parameter></function></tool_call>")  # fmt: skip
real("https://github.com/ROCm/ATOM/pull/1319 (carlushuang's PR description, first paragraph)",
     "neg-atom-pr-kimi-and-qwen3-xml-quoted",
     "ATOM's OpenAI/Anthropic servers only parsed the Kimi-K2 tool-call token format (<|tool_calls_section_begin|>...). "
     "Qwen3.5/Qwen3.6 emit tool calls as qwen3_coder XML (<tool_call><function=NAME><parameter=PNAME>VALUE</parameter></function></tool_call>), "
     "so those calls were returned as plain text and never surfaced as structured tool_calls.")  # fmt: skip
real("https://github.com/ggml-org/llama.cpp/pull/15181 (aldehir's PR description, 'Implementation' list)",
     "neg-llamacpp-pr-harmony-channel-inline",
     "Reasoning format support - both auto and none are supported. When none, <|channel|>analysis<|message|>{reasoning content}<|end|> is added to the content.\n"
     "Tool parsing - tool parsing and grammar implemented. If parse_tool_calls == false, tool calls are added to the content verbatim--which aligns with other implementations.")  # fmt: skip
AITG = "https://aitoolsguidebook.com/en/articles/local-llm-tool-calling-format-ignored/"
real(AITG + " (the symptom paragraph: a tool_calls JSON quoted inline, search_web named)",
     "neg-guide-tool-calls-json-inline",
     "Instead of returning {\"tool_calls\": [{\"function\": {\"name\": \"search_web\", \"arguments\": {\"query\": \"...\"}}}]}, "
     "the model writes “I’ll use the search_web function with query…” in plain prose and continues generating a fabricated answer. "
     "Or it outputs malformed JSON with missing brackets.")  # fmt: skip
real(AITG + " (cause 2: the families' tokens named)",
     "neg-guide-family-tokens-named",
     "2. Wrong tool-calling template in the chat template\n"
     "Mistral v0.3 uses [TOOL_CALLS] tokens. Llama 3.1 uses <|python_tag|> for code interpreter and a JSON block for regular tool calls. "
     "Qwen2.5 uses <tool_call> XML-like tags. If Ollama or llama-server applies the wrong template (e.g., Llama 2 template on a Mistral v0.3 model), "
     "the model never sees its trained tool-call tokens and produces prose instead.")  # fmt: skip
real("https://git.dingguofeng.com/dgf1988/codewhale/commit/5a909eea45deb0d54b014b8dd951921a6b27c885 (docs(providers): 'When a Local Model Prints Tool JSON')",
     "neg-codewhale-docs-bare-json-call-quoted",
     "### When a Local Model Prints Tool JSON\n\n"
     "CodeWhale only executes tools when the provider returns Chat Completions\n"
     "`tool_calls` or streamed `delta.tool_calls`. If a local model prints text such\n"
     "as `{\"name\":\"grep_files\",\"arguments\":{...}}` in the assistant message, that is\n"
     "ordinary model output, not an executable tool request.")  # fmt: skip
real("https://deepwiki.com/meta-llama/llama-models/7-tool-integration ('Tool Prompt Formats', as the page's text reads)",
     "neg-deepwiki-function-tag-and-pythonic-examples",
     "The function tag format uses pseudo-XML syntax:\n"
     "<function=function_name>{parameters}</function>\n"
     "Example:\n"
     "<function=getWeather>{\"location\":\"New York\",\"date\":\"2023-08-05\"}</function>\n"
     "The Python list format represents calls as a Python list expression:\n"
     "[function_name(param1=\"value1\", param2=\"value2\")]\n"
     "Example:\n"
     "[get_boiling_point(liquid_name=\"water\", celcius=True)]")  # fmt: skip
real("https://fast.hugflare.com/datasets/LevelUp2x/e-zeropoint-blueprint-data/blob/main/10_protocols/TOOL_GRAMMAR.md (the file's lines, without the page's table pipes)",
     "neg-dataset-tool-grammar-note",
     "# Tool Grammar\n"
     "- Tokens: <CALL>{json}</CALL>, <RETURN>{json}</RETURN>.\n"
     "- Constrained decoding with JSON schema; penalty on malformed/wasted calls.\n"
     "- Dispatcher returns structured results back into the loop.")  # fmt: skip
real("https://paste.mathizen.net/view/073e93c0-0abc-4f5f-b6a9-a72f699ec6fb (an IRC bot's AI-written answer, as the paste renders it, cut after the JSON)",
     "neg-ai-answer-commented-json-example",
     "The exact response format from a tool_call in Mistral will depend on how the system is configured and what specific tools are being used. "
     "However, typically the raw string or format can look like a structured JSON or a similar data serialization format. "
     "Here's a simplified example of what such a response might look like:\n\n"
     "{\n  \"status\": \"success\",\n  \"output_data\": {\n    // The actual data returned by the tool call\n    \"result\": {...},\n    \"additional_info\": {...}\n  },\n"
     "  \"error_messages\": [],\n  \"metadata\": {\n    \"timestamp\": \"2024-10-15T01:09:17Z\",\n    \"execution_duration_ms\": 1234,\n    // Additional metadata fields\n  },\n"
     "  // Optional sections below\n  \"request_details\": {\n    // Any relevant details about the original request\n  },\n"
     "  \"logs\": [\n    // Logs or debug information if available and configured to be returned\n  ]\n}")  # fmt: skip
real("https://github.com/Gowtham1729/my-ai-agents README.md ('model: qwen3-30b-a3b (ran locally)': the first ModelClientStreamingChunkEvent, a closed think before the harness's structured call)",
     "neg-qwen3-closed-think-names-tool-call",
     "<think>\nOkay, the user is asking for the weather in New York. Let me check the tools available. There's a function called get_weather that takes a city parameter. "
     "So I need to call that function with \"New York\" as the city. I should make sure the JSON is correctly formatted with the city name. "
     "Let me structure the tool_call accordingly.\n</think>\n\n",
     content="")  # fmt: skip  # reasoning is no content (corpus think cases); the lead moved this expectation to that rule
