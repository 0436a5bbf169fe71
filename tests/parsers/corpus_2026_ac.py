# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set ac (issue 42): raw text that local runners and their front-ends left in `content` when the chat
template or tool parser was half-applied, with negatives from the same kind of threads, gathered without reading
the parser.

Families: a Qwen3.6 XML call (<tool_call><function=...><parameter=...>) left as content by oMLX, JSON-list calls in
<function_calls> and Claude-style <invoke> blocks leaked into an OpenClaw chat, bare Llama-3.1 JSON calls
({"name", "parameters"} / {"name", "arguments"}) left as text by Ollama and llama.cpp under Home Assistant, a
home-llm ```homeassistant fence naming a service no tool declares (err), and a Qwen3.8 XML call whose envelope was
never closed, with key=value arguments (cut). Negatives: a server's warning line quoting an unclosed envelope, a PR
description quoting Mistral [ARGS] strings in fences, an Ollama template quoted in a comment, Ollama's "Thinking..."
prose about web tools, a comment quoting an invented <terminal_command> tag, LM Studio bug reports in Chinese and
English describing calls printed as text, a PR summary naming `message.content` / `message.tool_calls`, a client's
"Call fs_ls {...}" log, a system prompt quoting the [TOOL_REQUEST] format, a Hermes-Mistral answer with a
placeholder, a LocalAI config dump holding the Hermes <tool_call> instruction, and a Home Assistant report's prose.

Sources: issue and PR threads of jundot/omlx, openclaw/openclaw, home-assistant/core, acon96/home-llm,
ml-explore/mlx-lm, ollama/ollama, ollama/ollama-vscode, lmstudio-ai/lmstudio-bug-tracker, guoqingbao/xinfer,
mudler/LocalAI, none cited by an earlier corpus. Texts are copied as the search excerpts render them; where a
reporter wrapped a model's text in a markdown fence or inline backticks, SOURCES says whether the fence was kept.
Not found in the time given: positives from koboldcpp, jan, text-generation-webui, GPT4All or llamafile threads
whose model text was both uncited and shown whole (most such threads show screenshots only, or are already cited);
the set has fewer positives (5) than the dozen asked for.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_AC: list[dict[str, Any]] = [
    tool_schema("SendMessages", ("messages",), messages="array"),  # omlx #2221's Agent Framework client
    tool_schema("subagents", ("action",), action="string", id="string"),  # OpenClaw
    tool_schema("HassTurnOn", (), name="string", area="string", domain="array"),  # Home Assistant's intents
    tool_schema("HassTurnOff", (), name="string", area="string", domain="array"),
    tool_schema("websearch", ("query",), query="string", numResults="integer"),  # OpenCode
    tool_schema("Read", ("file_path",), file_path="string"),  # Cursor via oMLX
    tool_schema("get_weather", ("city",), city="string"),  # mlx-lm PR examples
    tool_schema("grep", ("pattern",), pattern="string"),
    tool_schema("web_search", ("query",), query="string"),  # Ollama app's web tools
    tool_schema("web_fetch", ("url",), url="string"),
    tool_schema("terminal", ("command",), command="string"),  # Hermes Agent
    tool_schema("lmstudio_read_file", ("path",), path="string"),  # LM Studio for Copilot Chat
    tool_schema("lmstudio_write_file", ("path", "content"), path="string", content="string"),
    tool_schema("lmstudio_list_directory", ("path",), path="string"),
    tool_schema("fs_ls", ("path",), path="string"),  # xinfer's client
    tool_schema("fs_cat", ("path",), path="string"),
    tool_schema("ref_read_url", ("url",), url="string"),  # Ref MCP server in LM Studio
    tool_schema("ref_search_documentation", ("query",), query="string"),
]

SOURCES_AC: dict[str, str] = {}
CASES_AC: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_AC[id] = source
    CASES_AC.append(Case(id, text, list(calls), **kw))


OPENCLAW = "https://github.com/openclaw/openclaw/issues/26942 (joshholly's description, 2026-02-25"
HOME_LLM = (
    "https://github.com/acon96/home-llm/issues/310 (mad3max3's description: Home-Llama-3.2-3B.q8_0.gguf on llama.cpp"
)

# ---- positives: the raw content that should have been a call ---------------------------------------------------
real("https://github.com/jundot/omlx/issues/2221 (zengyun261's description: qwen3.6-27b on oMLX after ~20 rounds; the reporter's ```xml fence dropped, the '...' is the reporter's)", "qwen36-omlx-xml-call-as-content",
     "<tool_call>\n<function=SendMessages>\n<parameter=messages>\n[\"...\"]\n</parameter>\n</function>\n</tool_call>",
     ("SendMessages", {"messages": ["..."]}))  # fmt: skip
real(OPENCLAW + ", first block; the reporter's ``` fence dropped)", "openclaw-function-calls-json-list-two",
     "<function_calls>\n[{\"tool_name\": \"subagents\", \"arguments\": {\"action\": \"list\"}}]\n</function_calls>\n\n"
     "The session is still running. Let me kill it and get fresh intel on what's going on before we retry.\n"
     "<function_calls>\n[{\"tool_name\": \"subagents\", \"arguments\": {\"action\": \"kill\", \"id\": \"clawd-cursor\"}}]\n</function_calls>",
     ("subagents", {"action": "list"}),
     ("subagents", {"action": "kill", "id": "clawd-cursor"}))  # fmt: skip
real(OPENCLAW + ", second block, which begins 'ou're' as pasted; the reporter's ``` fence dropped)", "openclaw-invoke-blocks-retried",
     "ou're absolutely right—I'm formatting my tool calls wrong. I should be calling tools directly, not wrapping them in XML tags.\n\n"
     "Let me actually check the subagents properly:\n"
     "<function_calls> <invoke name=\"subagents\"> <parameter name=\"action\">list</parameter> </invoke> </function_calls>\n\n"
     "Fuck, that's still wrong. Let me use the correct format:\n"
     "<function_calls> <invoke name=\"subagents\"> <parameter name=\"action\">list</parameter> </invoke> </function_calls>\n\n"
     "Still not right. The issue is I'm not following the proper tool calling protocol. In this interface, I should just be making normal function calls without the XML wrapper. Let me try:",
     ("subagents", {"action": "list"}),
     ("subagents", {"action": "list"}))  # fmt: skip
real("https://github.com/home-assistant/core/issues/142559 (grimwiz's 'example response', llama3.1:8b via Ollama; the reporter's inline backticks dropped; HA's domain slot is a list, so 'light' is expected as ['light'])", "llama31-ollama-hass-bare-json",
     "{\"name\": \"HassTurnOn\", \"parameters\": {\"domain\": \"light\", \"area\": \"Living Room\", \"name\": \"salt lamp\"}}",
     ("HassTurnOn", {"domain": ["light"], "area": "Living Room", "name": "salt lamp"}))  # fmt: skip
real(HOME_LLM + ", the first Assistant reply)", "home-llm-prose-then-bare-json",
     "sure, turning on Bedroom Lights\n{\"name\": \"HassTurnOn\", \"arguments\": {\"name\": \"light.bedroom_lights\"}}",
     ("HassTurnOn", {"name": "light.bedroom_lights"}))  # fmt: skip

# ---- an error: a call to a name no tool declares -----------------------------------------------------------------
real(HOME_LLM + ", the second Assistant reply; its fence is never closed, as the reporter notes)", "err-home-llm-service-name-not-a-tool",
     "```homeassistant\n{\"name\": \"light.turn_off\", \"parameters\": {\"target_device\": \"light.bedroom_lights\"}}",
     errors=["light.turn_off"])  # fmt: skip

# ---- a cut-off call ------------------------------------------------------------------------------------------------
real("https://github.com/jundot/omlx/issues/3153 (GianniGiglio's 'Observed malformed model output', Qwen3.8-27B on oMLX under OpenCode; the reporter's ```text fence dropped)", "cut-qwen38-unclosed-websearch-envelope",
     "I have comprehensive material. Let me do one final targeted check...\n\n<tool_call>\n<function=websearch>\n"
     "query=\"Flowable Work platform-api analytics process-instance query endpoint frequency duration chart data REST\" numResults=5",
     errors=["websearch"])  # fmt: skip

# ---- negatives -----------------------------------------------------------------------------------------------------
real("https://github.com/jundot/omlx/issues/3442 (the issue's title: oMLX's warning line, its \\n written as two characters)", "neg-omlx-unclosed-envelope-warning",
     "Unclosed tool-call envelope at end of stream; withheld 39 characters are available for content recovery (start_marker='<tool_call>\\n<function=Read>\\n</function>')")  # fmt: skip
real("https://github.com/ml-explore/mlx-lm/pull/1448 (the PR description's 'Why' section)", "neg-mlx-pr-mistral-args-examples",
     "Mistral/Devstral have an empty `tool_call_end`, so the server's state machine never leaves the `\"tool\"` state until EOS and accumulates the entire tail of the generation into a single string. That string can look like:\n\n"
     "```\nget_weather[ARGS]{\"city\": \"Paris\"}[TOOL_CALLS]get_weather[ARGS]{\"city\": \"Tokyo\"}\n```\n\n"
     "or a single call with trailing prose:\n\n```\ngrep[ARGS]{\"pattern\": \"TODO\"}\n\nLet me search for that.\n```")  # fmt: skip
real("https://github.com/ollama/ollama/issues/9680 (mmb78's comment of 2025-03-23 quoting a gemma3-tools template)", "neg-ollama-gemma3-template-quoted",
     "has this instruction:\n{{- if .Tools }}\nYou can use these tools to help answer the user's question:\n{{- range .Tools }}\n{{ . }}\n{{- end }}\n"
     "When you need to use a tool, format your response as JSON as follows:\n<tool>\n{\"name\": \"tool_name\", \"parameters\": {\"param1\": \"value1\", \"param2\": \"value2\"}}\n</tool>")  # fmt: skip
real("https://github.com/ollama/ollama/issues/16810 (DanoPTT's description: qwen3.5:27b's thinking in the Ollama app before the XML error)", "neg-qwen35-thinking-prose-web-tools",
     "Thinking...\nThe user wants me to find today's lunch menus for two places in Trnava, Slovakia. They've provided specific dates and websites. The actual date they mention is 19.06.2026 (June 19th, 2026).\n\n"
     "Let me search for this information using the web tools available to me. I'll need to:\n\n"
     "Search/check the Grand Trnava penzión website ([www.granttt.sk](http://www.granttt.sk/))\nCheck gastromenu.sk for Best food Trnava menu")  # fmt: skip
real("https://github.com/ollama/ollama/issues/16383 (Noellui's comment of 2026-09-13)", "neg-ollama-comment-invented-tag-quoted",
     "**Symptom:** Rather than a 500 from a parser unmarshal failure, in my case the model drifted to an entirely invented tag not matching any documented format:\n\n"
     "```\n<terminal_command>\nls -la\n</terminal_command>\n```\n\n"
     "This was returned as plain `content` with no `tool_calls` populated at all (client: Hermes Agent v0.21.2 via the OpenAI-compatible `/v1/chat/completions` endpoint, `tool_choice: auto`).")  # fmt: skip
real("https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/1987 (Hu-lmstudio's description)", "neg-lmstudio-report-chinese-prose",
     "结果都一样：模型能理解\"有工具可用\"，能输出正确的调用格式，但 LM Studio 不会拦截这个输出并执行工具。\n\n"
     "根本原因\nLM Studio 0.414 版本的 MCP 客户端实现中，缺少了一个关键组件：Tool Call 的解析器和执行器。")  # fmt: skip
real("https://github.com/ollama/ollama-vscode/pull/20 (hoyyeva's PR summary)", "neg-ollama-vscode-pr-summary",
     "Some Ollama models, such as `qwen2.5-coder:7b`, may respond to VS Code Agent tool requests with JSON in `message.content` instead of structured `message.tool_calls`. "
     "VS Code treats that as normal assistant text, so Copilot prints the JSON instead of executing the tool.\n\n"
     "This change adds a compatibility fallback that detects JSON-only tool-call responses when tools were provided, validates the tool name against the tools VS Code offered, and converts the response into a `LanguageModelToolCallPart`.")  # fmt: skip
real("https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/2120 (Matteopantalone's description)", "neg-lmstudio-copilot-tool-names-listed",
     "The extension correctly exposes tools such as:\n\n- lmstudio_read_file\n- lmstudio_write_file\n- lmstudio_list_directory\n\n"
     "The request sent to /v1/chat/completions includes the tools correctly.\n\nThe model also appears to enter tool-calling mode.\n\n"
     "For Qwen2.5 Coder 7B the server logs show:\n\n[SamplingSwitch] Entering switch 'defaultToolsSamplingSwitch'\n\nThe assistant even outputs what looks like a tool call.")  # fmt: skip
real("https://github.com/guoqingbao/xinfer/pull/220 (sempervictus's comment of 2026-02-13: the client's log lines inside the ```sh fence, without the fence and the prompt line)", "neg-xinfer-client-call-log",
     "Call fs_ls {\"path\":\".\"}\nCall fs_cat {\"path\":\"./ReadMe.md\"}\nCall fs_cat {\"path\":\"./ReadMe.md\"}\nfs_cat: ⚠️ Tool-call loop detected! ⚠️\n...")  # fmt: skip
real("https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/1541 (SvenMeyer's description, the system prompt section)", "neg-lmstudio-system-prompt-tool-request-format",
     "### System prompt (tool format)\n```\n- When making a call to a MCP reply with only using exactly this format example :\n```\n"
     "[TOOL_REQUEST]{\"name\":\"ref_read_url\",\"arguments\":{\"url\":\"https://example.com\"}}[END_TOOL_REQUEST]\n```\n"
     "- Do NOT include any other text\n- DO NOT THINK\n- Use only tool names that are available.\n```")  # fmt: skip
real("https://github.com/home-assistant/core/issues/178795 (petep0p's description: Hermes-Mistral-7B on llama.cpp answering without the call)", "neg-hermes-mistral-placeholder-answer",
     "The living room humidity is currently [value from static context]")  # fmt: skip
real("https://github.com/mudler/LocalAI/issues/2702 (CyberGWJ's description: a piece of LocalAI's config dump)", "neg-localai-config-dump-tool-call-instruction",
     "For each function call return a json object with function name and arguments within <tool_call> XML tags as follows:\n<tool_call>\n{\"arguments\": <args-dict>, \"name\": <function-name>}\n</tool_call><|im_end|>\n{{.Input -}}\n"
     "<|im_start|>assistant UseTokenizerTemplate:false JoinChatMessagesByCharacter:<nil>} PromptStrings:[] InputStrings:[] InputToken:[] functionCallString: functionCallNameString:")  # fmt: skip
real("https://github.com/home-assistant/core/issues/167154 (mchiefrock's description, qwen3:8b via Ollama)", "neg-hass-report-calls-in-thinking-prose",
     "Observed behavior: Tool calls are correctly planned in thinking_content \n(visible in pipeline logs) but the intent_output always returns \nspeech: \"\" with success: [] and failed: [].")  # fmt: skip
