# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set cg (issue 42): Q&A and issue threads of local-model runtimes/front-ends and model-family repos, gathered without reading the parser.

Families: all negatives. Texts a model could receive or write that are NOT calls: an Ollama Go chat template quoting
the Hermes `<tool_call>` envelope (ollama PR), a user's Mistral Tekken template with `[TOOL_CALLS]` (ollama issue),
an AnythingLLM agent log naming an invalid call, a hermes-agent PR description listing the leaked call shapes
(`{"name": ..., "arguments": {...}}`, `<tool_call>`, `<function=NAME><parameter=KEY>`), an LM Studio report on Qwen3.6
calls ending up in the think part, maintainers' and users' prose in deepseek-ai, ibm-granite, MoonshotAI,
google-deepmind/gemma, koboldcpp, LocalAI and text-generation-webui threads that name tool-call parsers, tokens and
flags.

Sources: ollama/ollama#5284 and #9628, Mintplex-Labs/anything-llm#1657, NousResearch/hermes-agent#83023,
lmstudio-ai/lmstudio-bug-tracker#1870, deepseek-ai/DeepSeek-V3#944, ibm-granite/granite-io#49, MoonshotAI/Kimi-K2#81,
google-deepmind/gemma#38, LostRuins/koboldcpp#1855, mudler/LocalAI#2315, oobabooga/textgen#6539 (all read through the
issue-search excerpts; excerpts that the search cut are copied only up to a whole line before the cut).

Could not find (in the helper's 28 minutes): GitHub Discussions are not in the search corpus, and every issue thread
found with a raw model reply holding a complete call (Qwen2.5/3 bare JSON and `<tool_call>` in Ollama, llama.cpp,
LM Studio, hermes-agent; GLM `<arg_key>`; MiniMax `[TOOL_CALL]`; LFM2 `<|tool_call_start|>`; gemma3n `<tool_call>`
with `args`; koboldcpp grammar output; llama3.2 fenced JSON) is already cited by corpora a to ce. The uncited ones
show the reply only as a screenshot, as a stream of SSE deltas, or cut by the search excerpt (llama.cpp#15186's GLM-4.5
raw reply), or are synthetic reproductions (vllm#47903, sglang#30480). So this set has no positive, cut-off or error
case, and is smaller than the 15 aimed for.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_CG: list[dict[str, Any]] = [
    # ollama#9628 / hermes template examples
    tool_schema("get_weather", ("location",), location="string"),
    # anything-llm default agent skills named in the log
    tool_schema("rag-memory", (), action="string", content="string"),
    tool_schema("document-summarizer", (), action="string", document_filename="string"),
    tool_schema("web-scraping", ("url",), url="string"),
    tool_schema("web-browsing", ("query",), query="string"),
    # hermes-agent built-ins
    tool_schema("terminal", ("command",), command="string"),
    tool_schema("read_file", ("path",), path="string"),
]

SOURCES_CG: dict[str, str] = {}
CASES_CG: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_CG[id] = source
    CASES_CG.append(Case(id, text, list(calls), **kw))


# ---- templates and prompts that quote a call format ----------------------------------------------
real("https://github.com/ollama/ollama/pull/5284 (interstellarninja's comment of 2024-07-21: the proposed Hermes-2-Pro Ollama template, from its tools block to the assistant tool-call rendering)", "neg-ollama-hermes-template-tool-call-envelope",
     "{{- if .Tools }}\n"
     "You are a function calling AI model. You are provided with function signatures within <tools></tools> XML tags. You may call one or more functions to assist with the user query. Don't make assumptions about what values to plug into functions. Here are the available tools:\n"
     "<tools>\n{{- range .Tools }} \n{{ .Function }}\n{{- end }}\n</tools>\n"
     "For each function call, return a JSON object with function name and arguments within <tool_call></tool_call> XML tags as follows:\n"
     "<tool_call>\n{\"name\": <function-name>, \"arguments\": <args-dict>}\n</tool_call>\n"
     "{{- end }}\n{{- end }}<|eot_id|>")  # fmt: skip
real("https://github.com/ollama/ollama/issues/9628 (logkn's description: prose and the start of the proposed mistral-small:24B Tekken template, up to the assistant [TOOL_CALLS] rendering)", "neg-ollama-mistral-small-template-tool-calls",
     "I was finding that mistral-small:24B had some trouble calling tools -- namely, adding or dropping tokens that rendered the tool call as message content rather than an actual tool call.\n\n"
     "I had Claude whip up a version that matches up with the Tekken template with tools, and the template below is much more consistent with tools:\n\n"
     "```go\n{{- range $index, $_ := .Messages }}\n"
     "{{- if eq .Role \"system\" }}[SYSTEM_PROMPT]{{ .Content }}[/SYSTEM_PROMPT]\n"
     "{{- else if eq .Role \"user\" }}\n"
     "{{- if and (le (len (slice $.Messages $index)) 2) $.Tools }}[AVAILABLE_TOOLS]{{ $.Tools }}[/AVAILABLE_TOOLS]\n"
     "{{- end }}[INST]{{ .Content }}[/INST]\n"
     "{{- else if eq .Role \"assistant\" }}\n"
     "{{- if .Content }}{{ .Content }}\n"
     "{{- if not (eq (len (slice $.Messages $index)) 1) }}</s>\n"
     "{{- end }}\n"
     "{{- else if .ToolCalls }}[TOOL_CALLS] [\n"
     "{{- range .ToolCalls }}{\"name\": \"{{ .Function.Name }}\", \"arguments\": {{ .Function.Arguments }}}\n"
     "{{- end }}]</s>\n"
     "{{- end }}")  # fmt: skip

# ---- logs and PR descriptions ----------------------------------------------------------------------
real("https://github.com/Mintplex-Labs/anything-llm/issues/1657 (Ahmad4kTesting's description: the AgentHandler log, quote markers removed)", "neg-anythingllm-agent-log-invalid-tool-call",
     "[AgentHandler] Start 09beb93d-fe8f-47be-b7b5-f9cd11e53e76::ollama:llama3:8b-instruct-q8_0\n"
     "[AgentHandler] Attached websocket plugin to Agent cluster\n"
     "[AgentHandler] Attached chat-history plugin to Agent cluster\n"
     "[AgentHandler] Attaching user and default agent to Agent cluster.\n"
     "[AgentHandler] Attached rag-memory plugin to Agent cluster\n"
     "[AgentHandler] Attached document-summarizer plugin to Agent cluster\n"
     "[AgentHandler] Attached web-scraping plugin to Agent cluster\n"
     "[AgentHandler] Attached web-browsing plugin to Agent cluster\n"
     "[AgentLLM - llama3:8b-instruct-q8_0] Invalid function tool call: Missing name or arguments in function call..\n"
     "[AgentLLM - llama3:8b-instruct-q8_0] Will assume chat completion without tool call inputs.")  # fmt: skip
real("https://github.com/NousResearch/hermes-agent/pull/83023 (saman6384's description: the Summary listing the three leaked call shapes)", "neg-hermes-agent-pr-leaked-shapes",
     "## Summary\n\n"
     "Some local models (Ollama / llama-server, e.g. Qwen3-Coder — including Q3 quants at large prompt sizes) emit tool calls **inside `content`** instead of the structured `tool_calls` array, in three shapes:\n\n"
     "1. bare JSON: `{\"name\": ..., \"arguments\": {...}}`\n"
     "2. JSON wrapped in XML-style tags: `<tool_call>...</tool_call>` / `<tools>...</tools>` (optionally with a one-line prose prefix)\n"
     "3. Claude-style XML with **no JSON at all**: `<function=NAME><parameter=KEY>value</parameter></function>`\n\n"
     "Without promotion, the agent loop sees no `tool_calls`, treats the payload as a plain text reply, and the requested tool never executes (the loop may even \"retry\" a deterministic refusal-style response and give up).")  # fmt: skip
real("https://github.com/LostRuins/koboldcpp/pull/1855 (Rose22's description)", "neg-koboldcpp-pr-tool-decision-prose",
     "this change alters the way koboldcpp determines what tool to use in some pretty drastic ways that vastly improve it's accuracy, especially with small LLM's. instead of doing one request to the LLM to prompt it and ask it if a tool should be used, and forcing it down to 5 tokens with grammar forcing a simple \"yes/no\" answer.. it now gives the LLM full freedom to write out it's decision and why it took that decision, with it's final decision text always added at the end of the response. then we take that response and use the yes/no grammar on that instead!")  # fmt: skip
real("https://github.com/mudler/LocalAI/pull/2315 (mudler's description)", "neg-localai-pr-no-grammar-json",
     "This allows to forward directly what the LLM returns in JSON without specifying any regex or by disabling entirely grammar. It is of course, at this point all to the LLM to return the correct JSON that we can use in the response.")  # fmt: skip

# ---- Q&A prose in runtime and model-family threads ---------------------------------------------------
real("https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/1870 (strikene's description, Phenomenon 1 and 2 prose; the screenshots dropped)", "neg-lmstudio-qwen36-think-tool-prose",
     "The tool call is encapsulated into the output section (as plain text)\n\n"
     "## Phenomenon 1\n### The tool call is encapsulated into the output section (as plain text)\n"
     "#### Model param \n- enable_think  :true\n- preserve_thinking : fasle\n"
     "#### Lms param\n- developer -> when applicable ,separt `reasoning_conten` ON\n"
     "#### requeset  and api renturn  need function call\n"
     " At this time, there is no normal tool invocation and output; tool calls are encapsulated in the think part, and the original thought content disappears.  This kind of problem exists in version 0.4.7")  # fmt: skip
real("https://github.com/deepseek-ai/DeepSeek-V3/issues/944 (Bokai-Ji's comment of 2025-09-09, up to the search excerpt's cut)", "neg-deepseek-v3-parser-flags-prose",
     "> [@adogwangwang](https://github.com/adogwangwang) vllm的deepseek tool_call_parser使用 deepseek_v3\n> \n> --enable-auto-tool-choice --tool-call-parser deepseek_v3\n\n"
     "我使用\n```\n--enable-auto-tool-choice\n--tool-call-parser deepseek_v3\n```\n时会出现Choice中`finish_reason` = `tool call`但实际上`tool_calls=[]`的问题。")  # fmt: skip
real("https://github.com/ibm-granite/granite-io/issues/49 (frreiss's description, last two paragraphs)", "neg-granite-io-tool-parser-prose",
     "There is an existing tool parser for generic Granite model output in VLLM, at https://github.com/vllm-project/vllm/blob/main/vllm/entrypoints/openai/tool_parsers/granite_tool_parser.py.\n\n"
     "That parser works by converting everything after a `<tool_call>` token into a string, passing that string through `json.loads()` and hoping for the best. We should be able to use a similar approach for now, then come back later and add more robustness to malformed output when implementing #44.")  # fmt: skip
real("https://github.com/MoonshotAI/Kimi-K2/issues/81 (EsshUwU's description, first paragraph)", "neg-kimi-k2-agent-loop-prose",
     "The problem is with tool calling agent, when we give it a task that might involve multiple loops, the agent behaves like react agent by sending a respone text first before calling tool and then response text again and so on, but sometimes it only send response text and doesnt call a tool even tho the task has not been completed yet, this causes the agent loop to stop")  # fmt: skip
real("https://github.com/google-deepmind/gemma/issues/38 (Meshwa428's comment of 2024-06-24)", "neg-gemma-function-calling-answer",
     "its not available with the model, but you can try to prompt it to return json responses, its good at giving json response. OR may be try to finetune it with LoRA, you can do it even on google colab, or try kaggle (they provide 30hr of free gpu time you can have 2 t4 or 1 p100 gpu. 30hr time refreshes every week)")  # fmt: skip
real("https://github.com/oobabooga/textgen/issues/6539 (jfmherokiller's comment of 2024-12-14: prose and the quoted code)", "neg-textgen-function-call-not-supported-code",
     "from the code based on the latest commit.  https://github.com/oobabooga/text-generation-webui/blob/4924ee2901ce9ad17259ae817bbb46885d1ba8ba/extensions/openai/completions.py#L221\n\n"
     "```\n    if body.get('function_call', ''):\n        raise InvalidRequestError(message=\"function_call is not supported.\", param='function_call')\n```")  # fmt: skip
