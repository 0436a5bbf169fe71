# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set ca (issue 42): web pages (the `pages` search corpus) that quote a local model's raw reply or quote
tool-call formats around one, gathered without reading the parser.

Families: Gemma 4 on Ollama (the `call:NAME{...}` body of a `<|tool_call>` whose opener Ollama's gemma4 parser had
already consumed, logged as "gemma4 tool call parsing failed": one whole grep call whose pattern opens with `'` and
closes with the Gemma `<|"|>` delimiter, one write call the log cuts mid-content), and negatives from the same kind
of pages: a Gemma 3 Modelfile TEMPLATE teaching a `<tool>{json}</tool>` format (prompt text), a Qwen3 prompt fragment
with Go-struct tool definitions, a LocalAI request body whose history holds a tool_calls array, an issue-summary page
quoting Kimi K2.5's `<|tool_call_begin|>functions.X:0...` tokens, Open WebUI docs quoting DeepSeek DSML, an unsloth PR
listing every family's call shape, a vLLM tool-calling guide's `<tool_call>` example, a llama.cpp issue quoting the
Gemma 4 PEG grammar, an Ollama commit message about stray `<tool_call|>` tags, a personal tool-calling write-up
proposing `[tool]...[/tool]`, an agent-advice page, a Gemma 4 troubleshooting blog's system-prompt advice, an
error-database page, and a Hugging Face forum answer about Hermes `<tool_call>` tokens.

Sources (all read through the `pages` search excerpts): gitea.computersurge.dev mirrors of ollama/ollama#15315 and
#9802; stepcodex.com pages for ollama#15645 and #14601; gitmemories.com for mudler/LocalAI#3882;
gitblind.noratr.app for open-webui/docs#1019; github.meowingcats01.workers.dev for unslothai/unsloth#5615; hugingapi.com for
joshuaeric/vllm-tool-calling-guide; gh.tiouo.xyz for ggml-org/llama.cpp#22371; git.idrainformatica.it for ollama
commit 34a790a2; 43.128.62.24 (SyntaxError4Life/OllamaTools); agentbeck.bot; gemma4home.pro; dev-error-db.com;
hf.zhengshangchen.top (John6666/forum1). ollama#15315 is named in corpus ar's docstring only as a thread whose
excerpt it could not use; no corpus takes a case from it.

Could not find (in the helper's 35 minutes): Reddit, Stack Overflow, Qiita/Zenn/Habr and Medium pages in this search
corpus that paste a raw reply whole are mostly already cited (aj, bd and others took netclaw, stepcodex openclaw,
the ezra SKILL.md, DeepBoner, NemoClaw, goose#6883, the Qwen3-Coder and Devstral HF discussions), and the uncited
ones found (nemotron-mini `<toolcall>` on ollama#8287, LocalAI#3882's looping reply, LocalAI#10052's streamed
deltas) show the reply cut off by the excerpt or only in pieces. So this set is small and negative-heavy: two
Gemma 4 cases and fourteen negatives.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_CA: list[dict[str, Any]] = [
    # opencode / oh-my-opencode built-ins behind Ollama gemma4:e4b (ollama#15315)
    tool_schema("grep", ("pattern",), pattern="string", path="string", include="string", output_mode="string"),
    tool_schema("write", ("filePath", "content"), filePath="string", content="string"),
    # the weather tool the vLLM guide and the Qwen3 prompt declare
    tool_schema("get_weather", ("location",), location="string", city="string"),
    # LocalAI#3882's request
    tool_schema("TestOpenAi_MyToolClass_TransformToSpecialLanguage", ("text",), text="string"),
]

SOURCES_CA: dict[str, str] = {}
CASES_CA: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_CA[id] = source
    CASES_CA.append(Case(id, text, list(calls), **kw))


G15315 = "https://gitea.computersurge.dev/github-starred/ollama/issues/35555 (mirror of ollama/ollama#15315, 'Relevant log output': gemma4:e4b with opencode/oh-my-opencode on Ollama 0.20.1; the content= value of the WARN line, Go string escapes undone)"

# ---- Gemma 4: the call body after Ollama ate the <|tool_call> opener -------------------------
real(G15315 + " (second log line, 13:57:33)", "gemma4-ollama-log-grep-single-quote-opened",
     "call:grep{include:<|\"|>*.py<|\"|>,output_mode:<|\"|>content<|\"|>,path:<|\"|>/data/robotics/experiment1<|\"|>,pattern:':\\s*\\w+'<|\"|>}",
     ("grep", {"include": "*.py", "output_mode": "content", "path": "/data/robotics/experiment1", "pattern": ":\\s*\\w+"}))  # fmt: skip
real(G15315 + " (first log line, 13:58:18: the content value stops mid-write, no closing brace or quote)", "cut-gemma4-ollama-log-write-content",
     "call:write{content:\n\n# Project Style Guide for Autonomous Agents' Code Generation (AGENTS.md)\n\nThis document captures the *de facto* coding standards observed across the `src/` and `components/` source code, designed to ensure consistency for all generated code and modules consumed by the agent system.",
     errors=["write"])  # fmt: skip

# ---- negatives -------------------------------------------------------------------------------
real("https://gitea.computersurge.dev/github-starred/ollama/issues/52923 (mirror of ollama/ollama#9802, the Gemma3-tools:4b Modelfile TEMPLATE's tool instructions; prompt text, not a reply)", "neg-gemma3-modelfile-tool-tag-instructions",
     "You can use these tools to answer the user's questions:\n{{- range .Tools }}\n{{ . }}\n{{- end }}\nWhen you need to use a tool, format the request in this way:\n<tool>\n{\"name\": \"tool_name\", \"parameters\": {\"param1\": \"value1\", \"param2\": \"value2\"}}\n</tool>\n{{- end }}<end_of_turn>\n<start_of_turn>model\nUnderstood.\n<end_of_turn>")  # fmt: skip
real("https://www.stepcodex.com/en/issue/qwen3-tool-calling-via-api-chat (page for ollama/ollama#14601, 'Root Cause': the malformed tool definition Ollama put in the Qwen3 prompt, then the correct one)", "neg-qwen3-prompt-go-struct-tool-definition",
     "When the tools parameter is used, tool definitions in the model prompt are malformed:\n\n{\"type\": \"function\", \"function\": {get_weather Get the current weather for a city {object [city] {\"city\":{\"type\":\"string\",\"description\":\"The name of the city\"}}}}\n\nThe correct format per the official Qwen3 HuggingFace chat template:\n\n{\"type\": \"function\", \"function\": {\"name\": \"get_weather\", \"description\": \"Get the current weather for a city\", \"parameters\": {\"type\": \"object\", \"properties\": {\"city\": {\"type\": \"string\", \"description\": \"The name of the city\"}}, \"required\": [\"city\"]}}}")  # fmt: skip
real("https://www.stepcodex.com/en/issue/v1-messages-cloud-kimi-k2-native (page for ollama/ollama#15645: the reporter's first bug, prose quoting Kimi K2.5's native tokens with an ellipsis for the arguments)", "neg-kimi-k25-token-leak-prose",
     "1. Kimi K2.5 native tool-call tokens pass through as plain text. The model emits <|tool_call_begin|>functions.X:0<|tool_call_argument_begin|>{…}<|tool_call_end|><|tool_calls_section_end|> in what becomes an assistant text block instead of a properly-formed tool_use block. Subsequent requests replay the transcript and the Anthropic validator rejects with \"tool_use block missing required 'name' field\".")  # fmt: skip
real("https://gitmemories.com/mudler/LocalAI/issues/3882 (daJuels's 'To Reproduce': the /v1/chat/completions request body, whose history holds an assistant tool_calls entry; a request, not a reply)", "neg-localai-request-body-tool-calls-history",
     "{\n\"messages\": [\n{\n\"role\": \"system\",\n\"content\": \"You are an assistant that helps to transform text into special language.\"\n},\n{\n\"role\": \"user\",\n\"content\": \"Transform this text: ExampleText\"\n},\n{\n\"role\": \"assistant\",\n\"content\": \"\",\n\"tool_calls\": [\n{\n\"id\": \"06b05978-b3a4-463e-b21f-127bdabb4953\",\n\"index\": 0,\n\"type\": \"function\",\n\"function\": {\n\"name\": \"TestOpenAi_MyToolClass_TransformToSpecialLanguage\",\n\"arguments\": \"{\\\"text\\\":\\\"ExampleText\\\"}\"\n}\n}\n]\n},\n{\n\"name\": \"TestOpenAi_MyToolClass_TransformToSpecialLanguage\",\n\"role\": \"tool\",\n\"content\": \"nqwprpok--ExampleText-nqwprpok\",\n\"tool_call_id\": \"06b05978-b3a4-463e-b21f-127bdabb4953\"\n}\n],\n\"model\": \"gpt-4\",\n\"response_format\": {\n\"type\": \"text\"\n},\n\"tools\": [\n{\n\"type\": \"function\",\n\"function\": {\n\"name\": \"TestOpenAi_MyToolClass_TransformToSpecialLanguage\",\n\"parameters\": {\n\"type\": \"object\",\n\"properties\": {\n\"text\": {\n\"type\": \"string\",\n\"description\": \"The text to transform\"\n}\n},\n\"required\": [\n\"text\"\n],\n\"additionalProperties\": false\n},\n\"strict\": true\n}\n}\n],\n\"tool_choice\": \"auto\"\n}")  # fmt: skip
real("https://gitblind.noratr.app/open-webui/docs/pull/1019/files (the added docs/features/plugin/tools/index.mdx caution on DeepSeek V3.2)", "neg-openwebui-docs-deepseek-dsml-prose",
     "**The Problem**: DeepSeek V3.2 was trained using a proprietary format called **DSML (DeepSeek Markup Language)** for tool calls. When using native function calling, the model sometimes outputs raw DSML/XML-like syntax instead of proper JSON:\n- `<functionInvoke name=\"fetch_url\">` instead of valid JSON\n- `<function_calls>` / `</function_calls>` tags in content\n- Garbled hybrid text like `prominentfunction_cinvoke name=\"search_parameter`")  # fmt: skip
real("https://github.meowingcats01.workers.dev/unslothai/unsloth/pull/5615 (mirror of unslothai/unsloth#5615, danielhanchen's 'Formats covered' list)", "neg-unsloth-pr-formats-covered-list",
     "Formats covered:\n\n  Qwen / Hermes      <tool_call>{json}</tool_call>\n  Qwen3.5 / Hermes   <function=name><parameter=k>v</parameter></function>\n  Llama-3 built-in   <|python_tag|>NAME.call(k=\"v\", ...)\n  Llama-3 custom     <|python_tag|>{\"name\":..., \"parameters\":...}\n  Llama-3.2 bare     {\"name\":..., \"parameters\":...}    (no marker)\n  Mistral pre-v11    [TOOL_CALLS] [{\"name\":..., \"arguments\":...}, ...]\n  Mistral v11+       [TOOL_CALLS]name{json}            (may chain)\n  Ministral / Large 3 [TOOL_CALLS]name[ARGS]{json}\n  Gemma 4            <|tool_call>call:NAME{k:<|\"|>v<|\"|>}<tool_call|>")  # fmt: skip
real("https://hugingapi.com/joshuaeric/vllm-tool-calling-guide/blob/main/guides/TOOL_CALL_FORMATS.md (mirror of the Hugging Face repo's guide: the Hermes section's 'Model outputs' example)", "neg-vllm-guide-hermes-example",
     "### 1. Hermes Format (ChatML + XML)\n**Used by:** Hermes-3, Hermes-2-Pro, Qwen2 (via hermes parser)\n**Parser flag:** `--tool-call-parser hermes`\n**Model outputs:**\n```xml\n<tool_call>\n{\"name\": \"get_weather\", \"arguments\": {\"location\": \"San Francisco\"}}\n</tool_call>\n```\n**Tool responses formatted as:**\n```xml\n<tool_response>\n{\"temperature\": 22, \"condition\": \"Sunny\"}\n</tool_response>\n```")  # fmt: skip
real("https://gh.tiouo.xyz/ggml-org/llama.cpp/issues/22371 (mirror of ggml-org/llama.cpp#22371, arkavo-com's problem description quoting common/chat.cpp)", "neg-llamacpp-gemma4-peg-rule-code",
     "But the actual tool-call rule prefix (common/chat.cpp:1178) is <|tool_call>call::\n\nauto tool_call = p.trigger_rule(\"tool-call\", p.repeat(\n    \"<|tool_call>call:\" + tool_choice + \"<tool_call|>\", ...));\n\n<|tool_call> is a strict subset of the rule prefix, so any literal <|tool_call> the model emits inside content terminates the content rule prematurely.")  # fmt: skip
real("https://git.idrainformatica.it/starred/ollama-ollama/commit/34a790a2e6056f0252b2f1f17cfff5bef57be1fe (mirror of the ollama commit 'model/parsers: suppress extra gemma4 closing tool tags (#15370)', its message)", "neg-ollama-commit-gemma4-extra-close-tags",
     "We've observed Gemma 4 occasionally emitting extra <tool_call|> tags\nafter a valid tool call. We suppress leading close tags in this\nimmediate post-tool-call state so the extra close tags do not leak into\nassistant content. The tradeoff is that if the model intentionally\nbegins its next content span with the literal string \"<tool_call|>\", we\nwill erroneously treat it as noise and drop it.")  # fmt: skip
real("http://43.128.62.24:91/SyntaxError4Life/OllamaTools/blob/main/Tools_any_moment_(not-working).md (the author's third attempt; the page's line breaks inside the list kept)", "neg-ollamatools-custom-tool-tag-prose",
     "- Objective: Force the model to use a custom tag format for tools (e.g.,\n[tool]...[/tool]\n), then intercept and execute the tools manually. - Procedure:\n- I created a module that reads the content of streaming chunks and adds a latency of 3 tokens (the size of [tool]).")  # fmt: skip
real("https://agentbeck.bot/report/35209 (the report's workaround line, as the page escapes it)", "neg-agentbeck-xml-wrap-advice",
     "Wrap tool calls in XML tags \\(e.g., search\\{\"q\": \"x\"\\}\\) instead of raw JSON or OpenAI-style function\\_call objects")  # fmt: skip
real("https://gemma4home.pro/blog/gemma-4-tool-calling-troubleshooting-ollama-vllm-opencode (the Ollama path's suggested system-prompt constraints)", "neg-gemma4-blog-system-prompt-advice",
     "Use direct constraints in system prompt:\n\nWhen calling tools:\n- Return exactly one JSON object\n- Do not wrap in markdown\n- Do not include explanation text outside JSON\n\nThis is basic, but it removes many parser-ambiguity failures.")  # fmt: skip
real("https://dev-error-db.com/errors/ollama-gemma4-tool-call-parsing-failed-invalid-character-looking-for-beginning-of-value/ (the page's error signature and first cause)", "neg-dev-error-db-gemma4-signature",
     "Error signature\ngemma4 tool call parsing failed: invalid character '`' looking for beginning of value\n\nThe gemma4:e4b model on Ollama 0.20.1 continues to fail tool call parsing despite a prior fix (#15254). The error ‘invalid character looking for beginning of value’ occurs when gemma4 generates tool calls with backticks or special characters.")  # fmt: skip
real("https://hf.zhengshangchen.top/datasets/John6666/forum1/blob/main/connect_tools_hf_model_1.md?code=true (mirror of the Hugging Face dataset file: the answer's opening paragraph, table pipes removed)", "neg-hf-forum-hermes-tool-call-answer",
     "Your code doesn’t trigger tool calls because the stack you used doesn’t surface tools to the model in the format that **Hermes-2-Pro-Llama-3-8B** expects. Hermes uses a **special “tool_use” chat template** with `<tool_call>` tokens, while `ChatHuggingFace.bind_tools()` assumes OpenAI-style tool calling. With a local `HuggingFacePipeline`, LangChain often **doesn’t inject the tools into the prompt**, so the model never “sees” your functions and never calls them.")  # fmt: skip
