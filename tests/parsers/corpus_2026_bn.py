# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set bn (issue 42): chat UIs and MCP clients wired to local models, gathered cold without reading the parser.

Families: Llama 3.2 3B (a bare `{"name", "parameters"}` JSON call printed by llama-cli's MCP tool client, llama.cpp
PR), and negatives: a Mistral 7B chat answer through mcp-client-cli that writes JavaScript calling `fetch` instead of
the fetch tool; issue/PR prose quoting formats (Qwen3.6 `<tool_call><function=…>` in a qwisp PR, gpt-oss
`<|channel|>` tokens seen in Open WebUI via llama-swap, `<BASH>` tags and a `{ "tool_name": … }` sketch in
llama-cpp-rs, `{"Bash": "LS", ...}` in opencode, `Tool Call: read_query` in IBM mcp-cli, `《toolcall》` in Cherry
Studio); Open WebUI's raw `<details type="reasoning">` output; Witsy's Ollama function-calling feedback thread; a
Langflow invalid_tool log; a WilmerAI MCP log with an elided `tool_calls` JSON.

Sources: ggml-org/llama.cpp#11556, adhikasp/mcp-client-cli#18, penta2himajin/qwisp#27, mostlygeek/llama-swap#316,
open-webui/open-webui#24635, utilityai/llama-cpp-rs#862, anomalyco/opencode#1034, IBM/mcp-cli#87,
CherryHQ/cherry-studio#4147, Kochava-Studios/witsy#20, langflow-ai/langflow#6105, SomeOddCodeGuy/WilmerAI#48 (all read
through the issue-search excerpts; texts copied as the excerpts render them).

Could not find (in the helper's 25 minutes): most threads with pasted raw replies from these clients (mcphost#151,
mcp-client-for-ollama#61, openclaude#433, hermes-agent, NemoClaw) are already cited by other corpora; the uncited
Open WebUI / Cherry Studio / AnythingLLM / Jan threads show the reply only as a screenshot or the excerpt stops before
the reply (cherry-studio#5136, anything-llm#6345, NemoClaw#7967, omlx#2565). So this set is small and
negative-heavy, well under the 15 aimed for, with one positive. No cut-off call and no undeclared-name call was found
in an uncited source.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_BN: list[dict[str, Any]] = [
    # llama.cpp PR #11556: the example MCP server's add tool (FastMCP quickstart `add(a: int, b: int)`)
    tool_schema("add", ("a", "b"), a="integer", b="integer"),
    # mcp-client-cli#18: mcp-server-fetch
    tool_schema("fetch", ("url",), url="string", max_length="integer", start_index="integer", raw="boolean"),
    # IBM mcp-cli#87: sqlite server
    tool_schema("read_query", ("query",), query="string"),
    tool_schema("list_tables", ()),
    # opencode#1034 built-in named in the prose
    tool_schema("bash", ("command",), command="string", timeout="integer", description="string"),
]

SOURCES_BN: dict[str, str] = {}
CASES_BN: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_BN[id] = source
    CASES_BN.append(Case(id, text, list(calls), **kw))


# ---- Llama 3.2 3B through llama-cli's MCP tool client: a bare JSON call ------------------------
real("https://github.com/ggml-org/llama.cpp/pull/11556 (alannchang's comment 2025-04-03: llama-cli --tools http://localhost:8000/sse with Llama-3.2-3B-Instruct-Q6_K; the assistant line after 'What is one plus nine?assistant', llama-cli's trailing '[end of text]' marker dropped; the model wrote the integers as strings)", "llama32-llamacli-mcp-bare-json-add",
     "{\"name\": \"add\", \"parameters\": {\"a\": \"1\", \"b\": \"9\"}}",
     ("add", {"a": 1, "b": 9}))  # fmt: skip

# ---- negatives -------------------------------------------------------------------------------
real("https://github.com/adhikasp/mcp-client-cli/issues/18 (larrycai's description: mistral:7b via Ollama with mcp-server-fetch; the model's answer up to the end of its code block, the leading space of the CLI print dropped)", "neg-mistral7b-mcpclientcli-js-fetch-answer",
     "I don't have real-time capabilities, but I can help you find that information. Here's how we can do it using the fetch function:\n\n```javascript\nconst url = \"https://worldtimeapi.org/api/timezone/Asia/Tokyo\";\nfetch(url)\n  .then((response) => response.text())\n  .then((data) => {\n    // Do something with the data, like extracting the time from the string response\n    console.log(data);\n  })\n  .catch((error) => {\n    console.error(\"Error while fetching:\", error);\n  });\n```")  # fmt: skip
real("https://github.com/penta2himajin/qwisp/pull/27 (description, first paragraph of 'What' and its first sentence after)", "neg-qwisp-pr-qwen36-format-prose",
     "Implements OpenAI-compatible function calling, so agentic clients (opencode etc.) work against qwisp.\n\nQwen3.6's chat template already renders `tools` and emits calls as `<tool_call><function=NAME><parameter=K>V</parameter>…</function></tool_call>`. This wires that into the OpenAI API:")  # fmt: skip
real("https://github.com/mostlygeek/llama-swap/issues/316 (MatthK's description: gpt-oss via llama-swap in Open WebUI, quoting the harmony tokens seen in replies)", "neg-llamaswap-openwebui-harmony-tokens-prose",
     "While that works just fine in general, I do notice that in Open WebUI the thinking process is not shown as such, but the whole reply is shown as the main answer. At the same time, I can see some tags in the reply that seem to indicate which part is the thinking part `<|channel|>analysis<|message|>...<|end|>` and where the actual reply starts `<|start|>assistant<|channel|>final<|message|>` (there's no tag at the very end).")  # fmt: skip
real("https://github.com/open-webui/open-webui/issues/24635 (siriusa51's description: 'Example raw output visible to user', the fenced block's content)", "neg-openwebui-details-reasoning-raw-output",
     "beginning text here\n<details type=\"reasoning\" done=\"true\" duration=\"0\">\n<summary>Thought for 2 seconds</summary>\n> reasoning content here\n</details>\n<details type=\"reasoning\" done=\"true\" duration=\"0\">\n<summary>Thought for 0 seconds</summary>\n> more reasoning content\n</details>")  # fmt: skip
real("https://github.com/utilityai/llama-cpp-rs/issues/862 (MarcusDunn's comment 2025-11-13, its first two paragraphs)", "neg-llamacpprs-bash-tags-and-json-sketch-prose",
     "I've implemented tool calling with this library before so it's definitely possible. I would start very simple, giving the AI \n\n>you can use the CLI by surrounding bash commands with `<BASH></BASH>`, for example to list directories, output `<BASH>ls</BASH> `\n\nThen parse the output from the AI, run the stuff inside the bash tokens, and give the output back to the AI.\n\nMore complex things like MCP just define a standard format that has more options, I do not think MCP declares exactly what this format looks like, but I imagine something like `\\n\\n{ \"tool_name\": \"bash\" \"args\": [ \"ls\" ] }\\n\\n` would set you along the right track.")  # fmt: skip
real("https://github.com/anomalyco/opencode/issues/1034 (davidvfx07's description: qwen3:32b via Ollama; the sentence describing the printed call)", "neg-opencode-bash-ls-ballpark-prose",
     "Occasionally it will do something, as I've seen with prompts like \"What's in my .config files?\", and its seemingly correctly generating the tool-call `JSON` in the ballpark of  `{\"Bash\": \"LS\", ...}` or something, but the command never actually executes anything and is just printed to the chat.")  # fmt: skip
real("https://github.com/IBM/mcp-cli/issues/87 (zhouhao27's description: llama3.1:8b via Ollama with the sqlite server)", "neg-mcpcli-tool-call-read-query-prose",
     "When I ask any question, for example, `who are you?`. The LLM also return with `Tool Call: read_query`. I'm wondering if this is the LLM model issue or Ollama API issue?")  # fmt: skip
real("https://github.com/CherryHQ/cherry-studio/issues/4147 (webwww123's description, the paragraph under the related-issue heading)", "neg-cherrystudio-stuck-toolcall-prose",
     "之前用cursor，需要什么功能会主动的调用，再cherry里要先说检查工具函数，再指定一个工具的一串代码，才能争取的toolcall，有时候还直接卡在《toolcall》\n不知道是我模型不好还是设定问题\n求大佬们解答")  # fmt: skip
real("https://github.com/Kochava-Studios/witsy/issues/20 (nbonamy's description)", "neg-witsy-ollama-function-calling-feedback",
     "Ollama function calling has been implemented in Witsy 1.26. Please post any feedback, questions, concerns here.\n\nNot all models support tools. Please check https://ollama.com/library")  # fmt: skip
real("https://github.com/langflow-ai/langflow/issues/6105 (greg-hydrogen's description: Simple Agent on a local Ollama model; the first 'Executed invalid_tool' entry of the run log)", "neg-langflow-invalid-tool-log",
     "Executed invalid_tool\n0.1s\n\nInput:\njson\n\n{\n  \"requested_tool_name\": \"get_current_date\",\n  \"available_tool_names\": [\n    \"CalculatorComponent-evaluate_expression\",\n    \"URL-fetch_content\",\n    \"URL-fetch_content_text\",\n    \"URL-as_dataframe\",\n    \"CurrentDate-get_current_date\"\n  ]\n}\n\nOutput:\n\nget_current_date is not a valid tool, try one of [CalculatorComponent-evaluate_expression, URL-fetch_content, URL-fetch_content_text, URL-as_dataframe, CurrentDate-get_current_date].")  # fmt: skip
real("https://github.com/SomeOddCodeGuy/WilmerAI/pull/48 (iSevenDays' log: the two lines around the MCP executor call, the log's own '...' elision kept)", "neg-wilmer-mcp-log-elided-tool-calls",
     "[2025-04-05 10:40:25] INFO [mcp_workflow_integration.py:294] Original response provided: {\n  \"tool_calls\": [\n    {\n      \"name\": \"tool_endpoint_tavily_search_post\",\n      \"parameters\": {\n  ...\n[2025-04-05 10:40:25] INFO [mcp_workflow_integration.py:302] Calling MCP tool executor's Invoke function...")  # fmt: skip
