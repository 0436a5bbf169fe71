# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set ff (issue 42): home-automation and workflow platforms' threads quoting local models' replies, gathered without reading the parser.

Families: all negatives. Home-LLM-style ```homeassistant {"service": ..., "target_device": ...}``` blocks written by a
model whose integration (ej52/hass-ollama-conversation, early 2024) declared no tools, the same block in the home-llm
README's documented output format and quoted by a user as the expected reply, plain refusals and answers of local
models in Home Assistant and Extended OpenAI Conversation, and maintainers' and users' prose in AnythingLLM, Flowise,
n8n, Extended OpenAI Conversation and home-assistant.io threads that names tools and function calling.

Sources: ej52/hass-ollama-conversation#37, acon96/home-llm#100 and #66, the acon96/home-llm README (v0.2.5 era),
jekalmin/extended_openai_conversation#240 and #322, Mintplex-Labs/anything-llm#2278 and #1209, FlowiseAI/Flowise#2383
and #2287, n8n-io/n8n#10729, home-assistant/home-assistant.io#41422 (issue texts read through the issue-search
excerpts; an excerpt cut by the search is copied only up to a whole line before the cut).

Could not find (in the helper's 30 minutes): every uncited thread with a raw local-model reply holding a complete call
to a declared Home Assistant intent (HassTurnOn/HassTurnOff as bare JSON, `<functioncall ...>`, Llama 3.1 `ipython`
headers) is already cited by earlier corpora (home-assistant/core#126392, #134784, #142559; acon96/home-llm#301, #310,
#329, #366; maxi1134/Home-Assistant-Config#66; jekalmin/extended_openai_conversation#268, #326; n8n#9312, #16275;
open-webui, LibreChat, Jan, Dify, Langflow, Flowise threads). Uncited ones show the reply only as a screenshot
(langgenius/dify#27987, home-assistant/core#145509, jekalmin#133), as a log cut mid-line by the search excerpt
(home-assistant/core#133687, open-webui#7021's `<details type="tool_calls">` content), or in home-llm's legacy
`{"to_say", "service", "target_device"}` shape inside timestamped log lines (acon96/home-llm#113), whose declared
tool set could not be established. Nothing was found for Khoj, PrivateGPT, LocalAGI, big-AGI, Msty or GPT4All
replies. So this set has no positive, cut-off or error case, and is smaller than the 15 aimed for.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_FF: list[dict[str, Any]] = [
    # Home Assistant Assist API intents (as listed in home-assistant/core#134784-style tool logs)
    tool_schema("HassTurnOn", (), name="string", area="string", floor="string", domain="array", device_class="array"),
    tool_schema("HassTurnOff", (), name="string", area="string", floor="string", domain="array", device_class="array"),
    tool_schema(
        "HassLightSet",
        (),
        name="string",
        area="string",
        floor="string",
        domain="array",
        color="string",
        temperature="integer",
        brightness="integer",
    ),
    # Extended OpenAI Conversation's default function
    tool_schema(
        "execute_services",
        ("domain", "service", "service_data"),
        domain="string",
        service="string",
        service_data="object",
    ),
    # AnythingLLM default agent skills
    tool_schema("rag-memory", (), action="string", content="string"),
    tool_schema("web-browsing", ("query",), query="string"),
]

SOURCES_FF: dict[str, str] = {}
CASES_FF: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_FF[id] = source
    CASES_FF.append(Case(id, text, list(calls), **kw))


# ---- home-llm-style service blocks that are not calls of the harness -------------------------------
real("https://github.com/ej52/hass-ollama-conversation/issues/37 (Asher9971's description of 2024-03-23: the reply to the German request 'Schalte das Licht im Wohnzimmer aus'; the integration declared no tools)", "neg-ej52-homeassistant-block-no-tools-de",
     "okay, schalte das Licht im wohnzimmer aus. ```homeassistant {\"service\": \"turn_off\", \"target_device\": \"TasmotaShellyDimmer2LivingRoom\"} ```")  # fmt: skip
real("https://github.com/acon96/home-llm/issues/100 (smalik2043's description of 2024-04-02: the README example reply the user expected, inside the user's code block; cut after the closing fence line)", "neg-homellm-expected-reply-quoted-from-readme",
     "turning on the Lamp Two Light for you now\n"
     "```homeassistant\n"
     "{ \"service\": \"light.turn_on\", \"target_device\": \"light.db8076b0-be6f-11ed-a65f-f5afc3dc38ee\" }\n"
     "````")  # fmt: skip
real("https://github.com/acon96/home-llm/blob/main/README.md (v0.2.5-era README, 'The output format from the model for function calling is as follows': the example inside the five-backtick fence)", "neg-homellm-readme-output-format-example",
     "<|im_start|>assistant\n"
     "turning on the kitchen lights for you now\n"
     "```homeassistant\n"
     "{ \"service\": \"light.turn_on\", \"target_device\": \"light.kitchen\" }\n"
     "```<|im_end|>")  # fmt: skip
real("https://github.com/acon96/home-llm/blob/main/README.md (v0.2.5-era README, the basic logic task example: the assistant turn)", "neg-homellm-readme-qa-answer",
     "<|im_start|>assistant\n"
     "If Mary is 7 years old, then you are 10 years old (7+3=10).<|im_end|>")  # fmt: skip

# ---- local models' replies without a call -------------------------------------------------------------
real("https://github.com/acon96/home-llm/issues/66 (brando-online's description of 2024-02-17: Home-3B-v1's reply to 'turn on living room lights')", "neg-homellm-v1-refuses-light-switch",
     "I'm sorry, but I don't have the ability to control light switches. However, I can suggest that you check the light switch in the room where the cat is kept. If it's off, you can turn it on.")  # fmt: skip
real("https://github.com/jekalmin/extended_openai_conversation/issues/240 (itispip's description of 2024-07-01: the OpenAI-compatible model's quoted reply)", "neg-eoc-model-says-cannot-use-execute-service",
     "Currently, I'm not able to use the `execute_service` function correctly.")  # fmt: skip

# ---- users' and maintainers' prose -------------------------------------------------------------------
real("https://github.com/jekalmin/extended_openai_conversation/issues/240 (itispip's description of 2024-07-01, whole)", "neg-eoc-240-description",
     "When using OpenAI compatable 3rd party LLM, if I request:\n\n"
     "Use execute_service function to open bedroom light, he will either say \"done\" but nothing will happen, or say  \"Currently, I'm not able to use the `execute_service` function correctly.\"\n\n"
     "So these extension for OpenAI specific, not intended for those OpenAI Compitable 3rd party agent?")  # fmt: skip
real("https://github.com/jekalmin/extended_openai_conversation/issues/240 (Fahmula's comment of 2025-02-02)", "neg-eoc-240-ollama-flatten-function",
     "If you're using Ollama, the issue lies there. I got it working with any local LLM that support tools using Ollama, but I had to flatten the function and modify your code since Ollama currently doesn't support nested structures.")  # fmt: skip
real("https://github.com/jekalmin/extended_openai_conversation/issues/322 (FantasyMaster85's comment of 2025-06-27, first two paragraphs)", "neg-eoc-322-llama-server-tools-flag",
     "I got this to work…was my fault. \n\n"
     "Evidently I was initiating llama-server without tool calling actually active!!")  # fmt: skip
real("https://github.com/Mintplex-Labs/anything-llm/issues/2278 (daaddd's description of 2024-09-12, the paragraph before app.py)", "neg-anythingllm-2278-agent-invocation-in-text",
     "`model2` calls work fine and invoke the agent successfully, `model1` outputs agent invocation in text but doesnt call it, is there a way to force @agent calls? why is it not seem/perceived by the llm?")  # fmt: skip
real("https://github.com/Mintplex-Labs/anything-llm/issues/1209 (timothycarambat's comment of 2024-07-30)", "neg-anythingllm-1209-built-in-skills",
     "yes, but only via our built-in agent skills. We are currently working on custom agent skills. What specifically are you trying to do (general API requests, SQL, etc)\n\n"
     "https://docs.anythingllm.com/agent/overview")  # fmt: skip
real("https://github.com/FlowiseAI/Flowise/issues/2383 (HenryHengZJ's comment of 2024-05-10)", "neg-flowise-2383-ollama-functions",
     "for ollama, we need to add the integration dedicated for function calling - https://js.langchain.com/docs/integrations/chat/ollama_functions")  # fmt: skip
real("https://github.com/FlowiseAI/Flowise/issues/2287 (HenryHengZJ's comments of 2024-05-04 and 2024-08-29, one after the other)", "neg-flowise-2287-chatollama-tools",
     "ChatOllma doesnt support tool yet, something we are looking to add support soon\n\n"
     "Closing as ChatOllama now supports function calling: https://github.com/FlowiseAI/Flowise/pull/2892")  # fmt: skip
real("https://github.com/n8n-io/n8n/issues/10729 (cypherpork's description of 2024-09-08: the first line of the log)", "neg-n8n-10729-does-not-support-tools",
     "ResponseError: llama3.1-8B-Meta:latest does not support tools")  # fmt: skip
real("https://github.com/home-assistant/home-assistant.io/issues/41422 (philipsmithj's description and comment of 2025-10-21, the Feedback paragraph then the comment)", "neg-ha-docs-41422-assist-breaks-models",
     "Some of the (lighter maybe?) models break when I turn on the assist feature to give access to the home. It seems inconsistent. When the assist feature is off, the model responds fine even with added instructions.\n\n"
     "nm, looks like it doesn't use tools. my bad.")  # fmt: skip
