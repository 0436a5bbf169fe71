# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set bq (issue 42): small and quantized local models' raw replies pasted into user-facing projects' issue threads, gathered without reading the parser.

Families: Phi-4-mini 3.8B on Ollama (a JSON-array call after leaked `<|/tool_call|><|assistant|>` tokens, and a
JSON-array call to a name when no tools were sent), Qwen2.5-Coder 3B q4_K_M (a bare JSON call, odysseus agent),
an Ollama model in Flowise's Tool Agent (a bare JSON call to the calculator), a vLLM model behind Home Assistant's
local OpenAI integration with Assist off (a JSON-array call to a name nothing declares), Hermes 2 Pro 7B (a JSON
request in the user's own OpenAPI style, no tools declared), and negatives: an Ollama model's non-JSON reply quoted
in n8n's parse error, a LLaMA-Factory comment explaining Llama 3.1's JSON call format and quoting its prompt,
koboldcpp's tool-calling PR description, a Home Assistant log line naming Functionary's `<|recipient|>` token,
Flowise, Ollama and n8n maintainers' prose about models' JSON/tool-call output, and Home Assistant users' prose
(extended_openai_conversation, home-llm) about replies that were not executed.

Sources: ollama/ollama#10981 and #7824, odysseus-dev/odysseus#2163, FlowiseAI/Flowise#5543 and #1879,
skye-harris/hass_local_openai_llm#19, NousResearch/Hermes-Function-Calling#17, n8n-io/n8n#9312,
hiyouga/LlamaFactory#6056, LostRuins/koboldcpp#981, jekalmin/extended_openai_conversation#268 and #326,
acon96/home-llm#329, n8n-io/n8n#16275 (all read through
the issue-search excerpts; markdown fences the reporters put round a pasted reply are not part of the reply).

Could not find (in the helper's 35 minutes): most LM Studio, koboldcpp, LocalAI, Continue, home-llm and opilot
threads with a pasted raw reply are already cited by other corpora, and several uncited ones (koboldcpp#1656,
onnxruntime-genai#1334, LocalAI#10052, ollama#9437) show the reply cut short by the search excerpt, not by the
model, so they were left out. No real cut-off call was found in an uncited source (LocalAI#9988's qwen3-4b reply
of just `{"` has no name to tell a call from data, so it was left out). Jan, GPT4All, Msty, llamafile, ramalama,
Tabby, twinny and llm plugins gave no uncited pasted replies. So this set is small and negative-heavy.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_BQ: list[dict[str, Any]] = [
    # ollama#10981: the reporter's time tool (no parameters)
    tool_schema("get_date_time", ()),
    # odysseus agent's web search tool
    tool_schema("web_search", ("query",), query="string"),
    # Flowise's Calculator tool (LangChain calculator: one string input)
    tool_schema("calculator", ("input",), input="string"),
]

SOURCES_BQ: dict[str, str] = {}
CASES_BQ: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_BQ[id] = source
    CASES_BQ.append(Case(id, text, list(calls), **kw))


PHI4 = "https://github.com/ollama/ollama/issues/10981 (pavelai's comments of 2025-06-12: phi4-mini on Ollama v0.9.0 with a fixed template, streaming)"

# ---- Phi-4-mini: leaked closing tokens, prose, then a JSON-array call ----------------------
real(PHI4 + " (the 'message' that came with the valid call for 'What time is now?')", "phi4mini-leaked-tokens-prose-then-json-array",
     "<|/tool_call|><|assistant|>I will now initiate a tool call using an object with specified properties.\n\n[{\"name\": \"get_date_time\", \"arguments\": {}}]",
     ("get_date_time", {}))  # fmt: skip

# ---- Qwen2.5-Coder 3B q4_K_M (odysseus agent via Ollama): bare JSON call --------------------
real("https://github.com/odysseus-dev/odysseus/issues/2163 (Arpit483's step 7: qwen2.5-coder:3b-instruct-q4_K_M in an agent session; the reporter's ```json fence dropped)", "qwen25coder3b-bare-json-web-search",
     "{\n  \"name\": \"web_search\",\n  \"arguments\": {\n    \"query\": \"Earliest Finish Time for Land and Water Rides II\"\n  }\n}",
     ("web_search", {"query": "Earliest Finish Time for Land and Water Rides II"}))  # fmt: skip

# ---- Flowise Tool Agent + ChatOllama: bare JSON call as the whole answer ----------------------
real("https://github.com/FlowiseAI/Flowise/issues/5543 (karol-kkr's description: the agent's only response to 'what is 2000 * 20 / 5?'; the reporter's surrounding double quotes dropped)", "ollama-flowise-bare-json-calculator",
     "{\"name\": \"calculator\", \"arguments\": {\"input\": \"2000 * 20 / 5\"}}",
     ("calculator", {"input": "2000 * 20 / 5"}))  # fmt: skip

# ---- calls to names no tool declares --------------------------------------------------------
real(PHI4 + " (the reply to 'Give me an example of using word \"AI\"' with no tools provided; the reporter's surrounding double quotes dropped)", "err-phi4mini-no-tools-search-array",
     "[{\"name\": \"search\", \"function\": \"querySearch\", \"arguments\": {\"keywords\": [\"AI\"]}}]",
     errors=["search"])  # fmt: skip
real("https://github.com/skye-harris/hass_local_openai_llm/issues/19 (wertrigone's description: vLLM-served model with the Assist tool provider off, so no tools sent; the 'AI:' reply)", "err-ha-local-openai-assist-off-turn-off-array",
     "[{\"name\": \"turn_off\", \"arguments\": {\"light_id\": \"living_room_light\"}}]",
     errors=["turn_off"])  # fmt: skip
real("https://github.com/NousResearch/Hermes-Function-Calling/issues/17 (draganjovanovich's description: 'Sample that Hermes 2 generated' with no tools defined, endpoints given as an OpenAPI spec in the user turn; the reporter's ```json fence dropped)", "err-hermes2pro-openapi-style-generate-image",
     "{\n  \"name\": \"generate_image\",\n  \"body\": {\n    \"prompt\": \"A beautiful rainy night in a small village, with a raincoat wearing person holding an umbrella. In the style of Leonid Afremov.\"\n  },\n  \"path_params\": {},\n  \"query_params\": {}\n}",
     errors=["generate_image"])  # fmt: skip

# ---- negatives ------------------------------------------------------------------------------
real("https://github.com/n8n-io/n8n/issues/9312 (MorrisLu-Taipei's step 5: the Ollama model's reply quoted in n8n's 'Failed to parse. Text: ...' error)", "neg-ollama-n8n-apology-fence-not-json",
     "I apologize for the mistake earlier! Here's another attempt: ``` Output a JSON markdown code come to a close. Thanks for the fantastic chat, and I look forward to chatting with you again in the future! ```")  # fmt: skip
real("https://github.com/hiyouga/LlamaFactory/issues/6056 (Melancholy495's comment of 2024-11-25: how to tell a Llama 3.1 tool call by its stop token)", "neg-llamafactory-llama31-eom-prose",
     "llama3.1是支持Function call的，如果模型调用了工具，最后stop的Special token应该是<|eom_id|>，对应id为128008，而普通的stop的Special token是<|eot_id|>，对应的是128009。可以通过最后一个token来判断是否为tool_call，如果是tool_call，最后的response应该直接是一个json字符串，可以直接解析。")  # fmt: skip
real("https://github.com/hiyouga/LlamaFactory/issues/6056 (the same comment's quoted Llama 3.1 prompt lines, italic underscores as written)", "neg-llamafactory-llama31-prompt-format-lines",
     "_Given the following functions, please respond with a JSON for a function call with its proper arguments that best answers the given prompt._\n\n"
     "_Respond in the format {\"name\": function name, \"parameters\": dictionary of argument name and its value}.Do not use variables._\n\n"
     "_{{Functions}}_")  # fmt: skip
real("https://github.com/LostRuins/koboldcpp/pull/981 (teddybear082's PR description)", "neg-koboldcpp-pr-small-models-function-calling",
     "-Most small models are not smart enough to do this, especially a combined tool call + role play \"in character\" response, but at least this allows future experimentation along these lines with koboldcpp\n\n"
     "-Possible candidates for some (flawed / limited support) small models are:\n\n"
     "- Mistral-7B-Instruct-v.0.3.Q4_K_M.gguf\n- Llama3 8B varieties\n- gorilla-openfnctions-v2-q4_K_M.gguf\n- functionary gguf models\n\n"
     "Initial PR only supports generic \"auto\" function calling mode, and cannot decide NOT to respond in the function calling format which may present issues (e.g., if you say \"hi how are you?\" model will still try to respond in function calling format; this may be up to the user to introduce \"null\" functions the model can call in these circumstances.")  # fmt: skip
real("https://github.com/jekalmin/extended_openai_conversation/issues/268 (the issue's title: Home Assistant's error for a Functionary-style reply)", "neg-ha-error-functionary-recipient-name",
     "Error in call: function 'assistant <|recipient|> all' does not exist")  # fmt: skip
real("https://github.com/FlowiseAI/Flowise/issues/1879 (HenryHengZJ's comment of 2024-03-20 on Ollama Mistral's JSON output)", "neg-flowise-mistral-incorrect-json-comment",
     "We'll be working with a dedicated Ollama function agent, from the tracing log, it looks like Mistral is giving incorrect JSON output, causing parse to fail.\n\n"
     "We just released MistralAI Tool Agent, which definitely works")  # fmt: skip
real("https://github.com/ollama/ollama/issues/7824 (jmorganca's description)", "neg-ollama-llama32-not-json-prose",
     "### What is the issue?\n\nLlama 3.2 tool call outputs [are not in JSON](https://github.com/meta-llama/llama-models/blob/main/models/llama3_2/text_prompt_format.md) and so Ollama's tool parsing needs to be updated")  # fmt: skip
real("https://github.com/jekalmin/extended_openai_conversation/issues/326 (zachfeldman's description: local GGUF models, Hermes-3-Llama-3.1-8B among them)", "neg-ha-extended-openai-xml-like-prose",
     "I always get a response, sometimes in an XML-like format, sometimes as plain conversation, and I've even confirmed with ChatGPT that some of my responses include tool calls, but no matter what, my lights do not turn off, my scenes do not trigger, etc.")  # fmt: skip
real("https://github.com/acon96/home-llm/issues/329 (beginner2047's description after the pasted reply: what the integration should do with the block)", "neg-home-llm-expected-behavior-prose",
     "HA does not appear to pick up the action block.\n\nExpected behavior\n- The homeassistant block is parsed\n- The service call is executed\n- The internal command is not shown to the user")  # fmt: skip
real("https://github.com/n8n-io/n8n/issues/16275 (Joffcom's comment of 2025-07-08)", "neg-n8n-locally-served-models-comment",
     "A lot of locally served models don't fully support calling tools, Which model are you trying to use and do other models work ok that would help narrow down if this is going to be a bug or a limitation in the model.")  # fmt: skip
