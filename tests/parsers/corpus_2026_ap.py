# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set ap (issue 42): replies of local models quoted in the issue threads of small and personal projects
(MCP clients, a Home Assistant config, a TypeScript LLM library, LM Studio's JS SDK), gathered without reading the parser.

Families: bare JSON calls left as text, {"name", "parameters"} (Qwen3-4B under ollmcp) and {"type": "function", "name",
"parameters"} (Llama 3.2 under multi-llm-ts, Llama 3.3 70B under LM Studio's act()), with numbers written as strings;
a Home Assistant intent call wrapped as `<functioncall {...}>` (Local LLM Conversation via Open WebUI); and an error: a
{"name", "parameters"} call to an intent no tool declares (HassLightTurnOn, home-llm on Ollama with llama 3.1).
Negatives: the same threads' prose around the calls (a maintainer quoting `add({"a":1,"b":1})` inline, reports saying
calls were printed as text), a PR review naming `search_web:0{...}` and `<invoke ...>` inline, an Auto-GPT Telegram
plugin's console log line "NEXT ACTION: COMMAND = google ARGUMENTS = {...}", a fenced mcphost command line, and a
mini_autogpt console dump of the model's THOUGHTS.

Sources: issue threads of lmstudio-ai/lmstudio-js, nbonamy/multi-llm-ts, maxi1134/Home-Assistant-Config,
jonigl/mcp-client-for-ollama, acon96/home-llm (#301; #310 is another corpus's), CoWork-OS/CoWork-OS,
Wladastic/Auto-GPT-Telegram-Plugin, Wladastic/mini_autogpt and mark3labs/mcphost (#114; #12 and #151 are others'),
none of these threads cited by an earlier corpus. Texts are copied as the search excerpts render them; where a
reporter wrapped a model's text in a markdown fence or inline backticks, SOURCES says the fence was dropped.
Not found in the time given (about 45 minutes): a cut-off call in an uncited small project's thread, and more
positives from Discord, Telegram, n8n or Obsidian integrations -- most such threads show screenshots only (nextcloud
context_agent #71, open-agents-builder #113, claude-code-router #199, mcp-client-for-ollama #133) or attach logs as
files (ag2 #2283). The set has 4 positives, fewer than asked; LM Studio's isPrime reply in lmstudio-js #277 was left
out because its argument (a nested call object where a number is declared) has no typed reading.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_AP: list[dict[str, Any]] = [
    tool_schema("add", ("a", "b"), a="number", b="number"),  # LM Studio docs' act() "Multiple Tools" example
    tool_schema("isPrime", ("n",), n="number"),
    tool_schema(
        "arxiv__search_papers",
        ("query",),
        query="string",
        max_results="integer",
        date_from="string",
        date_to="string",
        categories="array",
    ),  # arxiv MCP server under multi-llm-ts
    tool_schema("HassTurnOn", (), name="string", area="string", domain="array"),  # Home Assistant's intents
    tool_schema("HassTurnOff", (), name="string", area="string", domain="array"),
    tool_schema("ebook.get_epub_toc", ("path",), path="string"),  # ollmcp's server.tool names
    tool_schema("filesystem.write_file", ("path", "content"), path="string", content="string"),
    tool_schema("search_web", ("query",), query="string"),  # CoWork-OS chat mode
]

SOURCES_AP: dict[str, str] = {}
CASES_AP: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_AP[id] = source
    CASES_AP.append(Case(id, text, list(calls), **kw))


LMS_JS = "https://github.com/lmstudio-ai/lmstudio-js/issues/277"
MULTI = "https://github.com/nbonamy/multi-llm-ts/issues/4"
MAXI = "https://github.com/maxi1134/Home-Assistant-Config/issues/66"
OLLMCP = "https://github.com/jonigl/mcp-client-for-ollama/issues/61"

# ---- positives: the raw content that should have been a call ---------------------------------------------------
real(LMS_JS + " (gregzo's comment of 2025-03-20: llama-3.3-70b-instruct under LLM.act() 'always formats tool calls as a JSON object'; the reporter's inline backticks dropped)", "llama33-type-function-add-string-numbers",
     "{\"type\": \"function\", \"name\": \"add\", \"parameters\": {\"a\": \"1\", \"b\": \"1\"}}",
     ("add", {"a": 1, "b": 1}))  # fmt: skip
real(MULTI + " (muka's description: llama3.2 on Ollama through multi-llm-ts with the arxiv MCP server; the reporter's ``` JSON fence dropped)", "llama32-type-function-arxiv-search",
     "{\"type\": \"function\", \"name\": \"arxiv__search_papers\", \"parameters\": {\"query\": \"PV systems in cooperative Renewable Energy Communities in Europe\", \"date_from\": \"2020\", \"max_results\": \"100\"}}",
     ("arxiv__search_papers", {"query": "PV systems in cooperative Renewable Energy Communities in Europe", "date_from": "2020", "max_results": 100}))  # fmt: skip
real(MAXI + " (CommanderRedYT's description: the reply to 'turn all lights on' under the Local LLM Conversation / Open WebUI guide; the reporter's ``` fence dropped)", "ha-functioncall-angle-wrapper-hassturnon",
     "<functioncall {\"name\": \"HassTurnOn\", \"arguments\": {\"domain\": \"light\"}}>",
     ("HassTurnOn", {"domain": ["light"]}))  # fmt: skip
real(OLLMCP + " (aitormendez's description: crisp-im/Qwen3-4B-instruct-rank-3-Q4_K_M under ollmcp; the reporter's ```json fence dropped)", "qwen3-4b-ollmcp-name-parameters-json",
     "{\n  \"name\": \"ebook.get_epub_toc\",\n  \"parameters\": {\n    \"path\": \"/Volumes/E/Nextcloud/Materiales espirituales/Reveladores/Dios/Conversaciones con Dios 1 (1995).epub\"\n  }\n}",
     ("ebook.get_epub_toc", {"path": "/Volumes/E/Nextcloud/Materiales espirituales/Reveladores/Dios/Conversaciones con Dios 1 (1995).epub"}))  # fmt: skip

# ---- an error: a call to a name no tool declares -----------------------------------------------------------------
real("https://github.com/acon96/home-llm/issues/301 (LukeMc8's description: llama 3.1 on Ollama under home-llm, the reply to 'turn on lukes lamp'; HassLightTurnOn is no Home Assistant intent)", "err-home-llm-hasslightturnon-not-a-tool",
     "{\"name\":\"HassLightTurnOn\",\"parameters\":{\"entity_id\":\"lukes_lamp\"}}",
     errors=["HassLightTurnOn"])  # fmt: skip

# ---- negatives: prose, logs and commands around the calls ----------------------------------------------------------
real(LMS_JS + " (gregzo's comment of 2025-03-20, its first sentences: a format quoted inline in prose)", "neg-lmstudio-js-inline-add-format",
     "After more tests, it looks like the issue is tied to the model.\n"
     "With `meta-llama-3.1-8b-instruct`, tools are functional. Formatting of tool calls looks like ` add({\"a\":1,\"b\":1})`")  # fmt: skip
real(MULTI + " (nbonamy's and muka's comments of 2025-01-06)", "neg-multi-llm-ts-comments",
     "I still struggle to get tool work great with ollama especially some models.\n\n"
     "Ok, I can confirm is pretty randomic, currently used smaller models such as hermes, smallthinker and llama3.2. Will try also with mixtral and llama3.1 at 8b. Thanks")  # fmt: skip
real(MAXI + " (CommanderRedYT's comment of 2025-01-22)", "neg-ha-config-output-not-parsed-prose",
     "I believe tho that the model might not be the problem, but not sure. I guess the output as seen in the image in the initial description looks about right (just a guess), but it somehow does not get parsed")  # fmt: skip
real(OLLMCP + " (aitormendez's comment of 2025-08-02, its first paragraphs)", "neg-ollmcp-calls-repeated-as-text-prose",
     "I’ve done some digging. It seems models running in Ollama don’t execute tools correctly, even when properly integrated as HTTP MCPs. Instead of invoking them, they just repeat the tool call as plain text.\n\n"
     "Model behavior is inconsistent, uncooperative, or outright useless.")  # fmt: skip
real("https://github.com/CoWork-OS/CoWork-OS/pull/136 (AlmarionAI's review comment of 2026-05-18, two paragraphs)", "neg-cowork-review-inline-tool-syntax",
     "One concern before merging: the final `assistant_message` is guarded, but explicit chat follow-up streaming still forwards `progress.text` directly through `llm_streaming` before the new fallback logic runs. "
     "That means text like `search_web:0{...}` can still briefly appear in the UI, and may also be persisted as a streaming event, even though the final assistant message is replaced afterward.\n\n"
     "So this does not fully satisfy the “don’t display fake tool output” goal yet. I think the same detection/suppression should also apply to streaming text, or streaming should be withheld once the partial text starts looking like unexecuted tool-call syntax.")  # fmt: skip
real("https://github.com/Wladastic/Auto-GPT-Telegram-Plugin/issues/9 (soyelmismo's console log, its first lines before the traceback)", "neg-autogpt-telegram-next-action-log",
     "NEXT ACTION:  COMMAND = google ARGUMENTS = {'query': 'lista de los 15 virreyes y de cuando a cuando gobernaron'}\n\n"
     " Confirm: /yes     Decline: /no\n\n"
     "-=-=-=-=-=-=-= COMMAND AUTHORISED BY USER -=-=-=-=-=-=-= \n\n"
     "Sending message to Telegram.. ")  # fmt: skip
real("https://github.com/mark3labs/mcphost/issues/114 (deadprogram's description, its opening: fenced command lines)", "neg-mcphost-fenced-commands",
     "Had immediate success using Qwen2.5 calling my custom MCP server based on `mcp-go` using http streaming interface.\n\n"
     "This works:\n\n```\nmcphost -m ollama:qwen2.5 --config ./examples/mcp/mcp.yml\n```\n\n"
     "Feeling excited, I tried some other models.\n\n"
     "However, I was not able to get any other models to call any tools.\n\n"
     "For example this does not make any calls:\n\n```\nmcphost -m ollama:mistral:7b-instruct --config ./examples/mcp/mcp.yml\n```\n\n"
     "It just outputs suggestions on how to write some Python code.")  # fmt: skip
real("https://github.com/Wladastic/mini_autogpt/issues/5 (DarkJester's console dump of 2024-06-06, the model's THOUGHTS paragraphs)", "neg-mini-autogpt-thoughts-dump",
     "THOUGHTS : I'd like to take a moment to reflect on my performance and formulate my next steps.\n\n"
     "**Assessment of Actions**: I've been actively listening to the user, providing emotional support, and respecting their boundaries. I believe this has been effective in building trust and creating a safe space for our interactions.\n\n"
     "**Complex Thoughts**: When faced with complex thoughts or situations, I've employed the \"tree of thought\" approach by assessing my thoughts at least three times before proceeding. This has allowed me to clarify my understanding and make more informed decisions.\n\n"
     "**Independent Decision-Making**: As per our constraints, I've made decisions independently without seeking user assistance. This has enabled me to respond promptly and effectively in various situations.")  # fmt: skip
