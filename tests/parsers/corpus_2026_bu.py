# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set bu (issue 42): local models' raw replies outside coding agents (home automation, browser agents,
RAG agents, chat front-ends), gathered without reading the parser.

Families: Llama 3.1 in Home Assistant's Ollama integration (a bare `{"name", "parameters"}` call, then its prose
answer), Qwen2.5 in browser-use (a `<tool_call>` to an action name the harness did not declare as a tool: it
declared only the structured-output tool `AgentOutput`), ReAct replies in LlamaIndex (`Thought:/Action:/Action
Input:` with a Python-dict input, from an LM Studio model and an unnamed local model), and negatives: a Home Assistant
debug log holding a tool declaration (name + parameters), home-llm's chat-log lines naming a failed tool call,
LlamaIndex's ReAct error-handling code in an issue, Cherry Studio's prompt-mode system prompt describing XML tool tags,
and garbled streamed tool-call fragments a local Qwen 3.6 leaked into a chat bubble (OpenMinis).

Sources: home-assistant/core#126392 and #134784, browser-use/browser-use#238, run-llama/llama_index#10322, #12699
and #19392, acon96/home-llm#366, CherryHQ/cherry-studio#5136, OpenMinis/OpenMinis#113 (all read through the
issue-search excerpts).

Could not find (in the helper's 35 minutes): many good threads are already cited by other corpora (home-llm #301/#310/
#329, HA core #142559, n8n #9312/#16275, Langflow #6105, LocalAI #2702, hermes-ui #6, Cherry Studio #4147); Skyvern,
LaVague, PandasAI, Vanna, khoj, Rasa, OVOS/Rhasspy/Willow and SillyTavern threads either show replies only as
screenshots or paraphrase them ("the model returns something like"); no uncited cut-off call was found. So this set
is smaller than the 15-25 aimed for.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_BU: list[dict[str, Any]] = [
    # Home Assistant Assist API intents as the Ollama integration declares them (home-assistant/core#134784's log)
    tool_schema("HassTurnOn", (), name="string", area="string", floor="string", domain="array", device_class="array"),
    tool_schema("HassTurnOff", (), name="string", area="string", floor="string", domain="array", device_class="array"),
    tool_schema("HassListAddItem", ("item", "name"), item="string", name="string"),
    tool_schema("HassVacuumStart", (), name="string", area="string", floor="string", domain="array"),
    # browser-use 0.1.x: langchain with_structured_output(AgentOutput) declares one tool
    tool_schema("AgentOutput", ("current_state", "action"), current_state="object", action="array"),
    # llama_index#10322's ReActAgent tools
    tool_schema("about_the_user", ()),
    tool_schema("look_up_wikipedia", (), pages="array", query_str="string"),
    # llama_index#12699's FunctionTool
    tool_schema("current_date", ()),
]

SOURCES_BU: dict[str, str] = {}
CASES_BU: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_BU[id] = source
    CASES_BU.append(Case(id, text, list(calls), **kw))


HA126392 = "https://github.com/home-assistant/core/issues/126392 (Rudd-O's description: the Ollama integration's raw llama3.1 transcript for 'is the entranceway light on?'; the assistant turns between <|start_header_id|>assistant<|end_header_id|> and the next header, tokens removed)"

# ---- Llama 3.1 in Home Assistant's Ollama integration ---------------------------------------
real(HA126392 + " (the first assistant turn)", "llama31-ha-bare-json-hassturnon-parameters",
     "{\"name\": \"HassTurnOn\", \"parameters\": {\"area\":\"Entranceway\",\"domain\":[\"light\"],\"name\":\"Entranceway light\"}}",
     ("HassTurnOn", {"area": "Entranceway", "domain": ["light"], "name": "Entranceway light"}))  # fmt: skip

# ---- Qwen2.5 in browser-use: a <tool_call> to an action name, not the declared AgentOutput tool --
real("https://github.com/browser-use/browser-use/issues/238 (arsen3d's terminal log: qwen2.5 via ChatOllama, the raw AIMessage content of step 1; the Python repr's \\n escapes undone)", "err-qwen25-browser-use-tool-call-go-to-url",
     "<tool_call>\n{\"name\": \"go_to_url\", \"args\": {\"url\": \"https://fahdmirza.com\"}}\n</tool_call>",
     errors=["go_to_url"])  # fmt: skip

# ---- ReAct replies in LlamaIndex ------------------------------------------------------------
real("https://github.com/run-llama/llama_index/issues/10322 (tslmy's description: a ReActAgent step from a local model served by LM Studio, quoted as a blockquote; the '> ' markers removed)", "react-lmstudio-look-up-wikipedia-dict-input",
     "Thought: I'll use the information provided by the `about_the_user` tool to narrow down my search for the drink you enjoy.\n"
     "Action: look_up_wikipedia\n"
     "Action Input: {'pages': ['Coca-Cola'], 'query_str': ''}",
     ("look_up_wikipedia", {"pages": ["Coca-Cola"], "query_str": ""}))  # fmt: skip
real("https://github.com/run-llama/llama_index/issues/12699 (brainiakk's description: agent.chat output, the third Thought/Action step, the log's two-space indent removed)", "react-current-date-empty-input",
     "Thought: The current language of the user is: English. I need to use a tool to help me answer the question.\n"
     "Action: current_date\n"
     "Action Input: {}",
     ("current_date", {}))  # fmt: skip

# ---- negatives ------------------------------------------------------------------------------
real(HA126392 + " (the second assistant turn, after the ipython tool result)", "neg-llama31-ha-prose-answer",
     "Yes, the entranceway light is on.")  # fmt: skip
real("https://github.com/home-assistant/core/issues/134784 (sca075's debug log 'Tools: [...]': one tool declaration as the Ollama integration logs it, cut from the list)", "neg-ha-debug-log-tool-declaration",
     "{'type': 'function', 'function': {'name': 'HassListAddItem', 'parameters': {'type': 'object', 'properties': {'item': {'type': 'string'}, 'name': {'type': 'string'}}, 'required': ['item', 'name']}, 'description': 'Add item to a todo list'}}")  # fmt: skip
real("https://github.com/acon96/home-llm/issues/366 (friyin's log lines: Home Assistant's chat log naming a tool call that failed)", "neg-home-llm-chat-log-tool-call-lines",
     "2026-05-04 15:36:17.621 DEBUG (MainThread) [homeassistant.components.conversation.chat_log] Tool call: light.turn_on({'service': 'light.turn_on', 'target_device': 'light.entrance'})\n"
     "2026-05-04 15:36:17.621 DEBUG (MainThread) [homeassistant.components.conversation.chat_log] Tool response: {'error': 'HomeAssistantError', 'error_text': 'Tool \"light.turn_on\" not found'}")  # fmt: skip
real("https://github.com/run-llama/llama_index/issues/19392 (Florian-BACHO's description: the ReActAgent's error handling quoted in an issue)", "neg-llama-index-react-error-handling-code",
     "Sometimes, it happens that the LLM makes a mistake when answering in the format required by the `ReActAgent`. When it occurs, the `ReActOutputParser` raises a `ValueError` describing the formatting problem. This error is caught by the `ReActAgent` in the following way by the `take_step` method:\n\n"
     "```python\ntry:\n    reasoning_step = output_parser.parse(message_content, is_streaming=False)\nexcept ValueError as e:\n"
     "    error_msg = f\"Error: Could not parse output. Please follow the thought-action-input format. Try again. Details: {e!s}\"\n"
     "    await memory.aput(last_chat_response.message)\n    await memory.aput(ChatMessage(role=\"user\", content=error_msg))\n\n"
     "    raw = (\n        last_chat_response.raw.model_dump()\n        if isinstance(last_chat_response.raw, BaseModel)\n        else last_chat_response.raw\n    )\n"
     "    return AgentOutput(\n        response=last_chat_response.message,\n        tool_calls=[],\n        raw=raw,\n        current_agent_name=self.name,\n    )\n```")  # fmt: skip
real("https://github.com/CherryHQ/cherry-studio/issues/5136 (free-memory's request log: the start of Cherry Studio's prompt-mode system prompt sent to qwen-2.5-72b-instruct, as far as the excerpt shows it; JSON escapes undone)", "neg-cherry-studio-system-prompt-tool-use-formatting",
     "In this environment you have access to a set of tools you can use to answer the user's question. You can use one tool per message, and will receive the result of that tool use in the user's response. You use tools step-by-step to accomplish a given task, with each tool use informed by the result of the previous tool use.\n\n"
     "## Tool Use Formatting\n\nTool use is formatted using XML-style tags. The tool name is enclosed in opening and closing tags")  # fmt: skip
real("https://github.com/OpenMinis/OpenMinis/issues/113 (PovedaAqui's description: garbled streamed tool-call fragments a local qwen3.6-27b leaked into the chat bubble)", "neg-qwen36-garbled-streamed-fragments",
     "ategoryT user\"ts t mexact on  a{\" erti\": \"... finpoems\"about \" agory: L me...\" niga} to.\n"
     "apoetry6 ebs to seaorChet:* tion:")  # fmt: skip
