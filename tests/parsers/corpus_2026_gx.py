# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set gx (issue 42): Q&A and troubleshooting pages on local-model tool calls, gathered without reading the parser.

Families: one positive, a bare JSON call `{"name": ..., "parameters": {}}` that the Ollama Python client left in the
streamed `content` (as quoted on a blog.gitcode.com write-up of the ollama-python report). The rest are negatives: prose
of troubleshooting pages and issue/PR descriptions that name call shapes (`<|tool_call|>[...]`, `[TOOL_CALLS]`,
`<tool_call>`, `<function=…>`, `[{"name": ..., "arguments": ...}]`), Ollama Go templates that spell out the DeepSeek
`<|tool▁calls▁begin|>` envelope, a Palantir forum answer showing the `Tool Name:` / `Tool Input:` layout it expects,
and Reddit / docs prose about tool calling with KoboldCpp and Gemma.

Sources: blog.gitcode.com (four Chinese write-ups of Ollama / GPTel / 5ire issues), community.palantir.com t/3346,
wiki.allm.loca.zone (AnythingLLM agent troubleshooting), newsscore.com (Gemma function-calling docs excerpt),
triton-inference-server/server#8772 (mirror), netclaw-dev/netclaw-website#16 (mirror), ollama/ollama#8287 (gitea
mirror, description prose), ollama.com template blobs of deepseek-v3.1:671b and deepseek-r1:671b, r/KoboldAI
1joxxu2 (mirror), moog.sh (Ollama/MCP flow post). All read through the page-search excerpts; an excerpt that the
search cut is copied only up to a whole line before the cut.

Could not find (in the helper's 30 minutes): the pages that quote a whole raw local-model reply with a complete call
(stepcodex openclaw#60601, NemoClaw#2731/#2733, netclaw's llama.cpp guide, DeepBoner, the Devstral and Qwen HF
discussions, aitoolsguidebook) are already cited by earlier corpora; ollama#8287's nemotron-mini `<toolcall>` reply
lies past the point where every excerpt of its mirror is cut; LocalAI#10052 shows only SSE deltas; the triton PR and
the phi4-mini write-up elide the call (`[{...}]`, `[...]`). So this set is negative-heavy, with no cut or error case.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_GX: list[dict[str, Any]] = [
    # ollama-python streaming report (blog.gitcode.com 700f9b6d...)
    tool_schema("get_current_location", ()),
    # ollama#8287 triage agent
    tool_schema("navigate_to_sales_agent_tool", ()),
    tool_schema("navigate_to_refund_agent_tool", ()),
    # triton#8772 reproduction
    tool_schema("get_weather", ("city",), city="string"),
    tool_schema("search_hotels", ("city", "checkin_date"), city="string", checkin_date="string"),
    # Palantir AIP Agent Studio
    tool_schema("Object Query Tool", ()),
]

SOURCES_GX: dict[str, str] = {}
CASES_GX: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_GX[id] = source
    CASES_GX.append(Case(id, text, list(calls), **kw))


# ---- a reply quoted whole -------------------------------------------------------------------------
real("https://blog.gitcode.com/700f9b6d39c9c303f317a7e737bd4aa3.html (Ollama Python库中流式工具调用问题的分析与解决, 问题现象: the streamed assistant message's content string, JSON-decoded)", "ollama-python-stream-bare-json-parameters",
     '{"name": "get_current_location", "parameters": {}}',
     ("get_current_location", {}))  # fmt: skip

# ---- troubleshooting prose that names call shapes -------------------------------------------------
real("https://blog.gitcode.com/a2bfd065b6dbbd8a5eba6ae6d5f1ed54.html (Ollama项目中phi4-mini模型工具调用问题的技术解析与解决方案, 问题现象分析 section with its elided response example)", "neg-gitcode-phi4-mini-elided-response",
     "当用户尝试通过API调用phi4-mini模型执行工具调用时,发现返回结果存在以下异常:\n"
     "- 响应结构中缺少标准的\ntool_calls字段 - 返回内容中混杂了非标准JSON格式的工具调用描述\n"
     "- 当包含系统消息时,工具调用功能表现不稳定\n"
     "典型的问题响应示例如下:\n"
     "{\n\"content\": \"<|tool_call|>[...]\",\n\"tool_calls\": []\n}")  # fmt: skip
real("https://blog.gitcode.com/fa2ef6635c081ddee0c5f0aa79a91c68.html (Ollama项目中Phi-4 Mini模型工具调用问题的技术解析, 解决方案: the template diff and system message)", "neg-gitcode-phi4-mini-template-diff",
     "- 模板优化方案:\n"
     "- {{- if .Tools }}{{ if not .System }}You are a helpful assistant with some tools.{{ end }}<|tool|>{{ .Tools }}<|/tool|><|end|>\n"
     "+ {{- if .Tools }}{{ if not .System }}You are a helpful assistant with some tools.{{ end }}<|tool|>{{- range .Tools }} {{ .Function }} {{ end }}<|/tool|><|end|>\n"
     "- 系统消息最佳实践:\n"
     "{\n\"role\": \"system\",\n\"content\": \"You are a digital assistant who is responsible for helping the user with tasks using the provided tools.\"\n}")  # fmt: skip
real("https://blog.gitcode.com/072d3123f1786110e599f272dd7b9fcd.html (GPTel项目中Ollama后端工具调用问题的技术分析与解决方案, 问题背景 and the original condition)", "neg-gitcode-gptel-ollama-tool-calls-ignored",
     "GPTel的Ollama后端在处理具有\"思考过程\"的AI模型(如qwen3:4b)时,工具调用功能出现异常。当模型返回包含思维链(CoT)内容和工具调用的混合响应时,系统会错误地忽略其中的工具调用指令,仅处理文本内容部分。这种缺陷直接影响了需要复杂推理的AI工作流程。\n"
     "技术原理分析\n"
     "通过分析问题代码发现,原实现采用条件判断逻辑:\n"
     "(when-let* ((tool-calls (plist-get message :tool_calls))\n"
     "(when (not content) ...)")  # fmt: skip
real("https://blog.gitcode.com/8b2c1c430b1af6d66bba4e2308dc49f0.html (5ire项目中Ollama开源模型工具调用问题的技术分析与解决方案, 问题背景)", "neg-gitcode-5ire-ollama-mcp-tools",
     "在5ire项目使用过程中,部分开发者反馈通过Ollama集成的开源大语言模型(如Qwen3、Llama等)无法正常调用MCP工具集(包括时间、文件系统、SQLite等功能模块)。典型表现为当用户询问\"当前时间\"等需要工具调用的请求时,模型仅返回基于知识截止日期的静态信息,而非通过工具实时获取数据。")  # fmt: skip
real("https://github.com/triton-inference-server/server/pull/8772 (nhodge01's description of 2026-05-08 via a mirror: Summary paragraphs and the Before/After line)", "neg-triton-mistral-leading-space-prose",
     "The Mistral tool-call parser bails on detection when the model output has leading whitespace before [TOOL_CALLS] or [. This is the common case for Mistral on TRT-LLM — the chat template's BOS handling produces a leading space token, so generated text starts with \" [{...}]\" rather than \"[{...}]\". With the strict startswith check, neither branch matches and the parser falls through to the content-only path.\n\n"
     "Symptom: tool_choice: \"auto\" returns the tool call as a raw JSON string in content rather than a structured tool_calls array. Most visible on parallel tool calls, which almost always come back with the leading space.")  # fmt: skip
real("https://github.com/netclaw-dev/netclaw-website/issues/16 (Aaronontheweb's description via a mirror: What the user sees, up to the list's end)", "neg-netclaw-issue-markup-leak-symptoms",
     "When chatting with a self-hosted Netclaw connected to a llama.cpp / llama-server backend, the assistant occasionally produces messages or tool calls where raw XML-style markup leaks into visible content. Symptoms include:\n\n"
     "  • <tool_call>, <function=…>, <parameter=…> tags appearing as plain text in the chat\n"
     "  • Stray </think> (or <think>) tags appearing in the assistant's reply or inside tool-call arguments\n"
     "  • A tool call whose arguments JSON value contains the literal text of another tool call concatenated onto the end\n"
     "  • Tool calls whose argument fields are partially or completely empty (e.g. args={}, {\"Path\": \"\"}) when the model clearly intended to populate them\n"
     "  • The same prompt working fine in one session but corrupting in another with longer history")  # fmt: skip
real("https://github.com/netclaw-dev/netclaw-website/issues/16 (Aaronontheweb's description via a mirror: the Why it happens list of delimiters)", "neg-netclaw-issue-family-delimiters",
     "Reasoning-capable open-weight models emit tool calls and reasoning blocks with model-specific delimiters. Common patterns:\n\n"
     "  • Qwen3 family — <tool_call><function=…><parameter=…>…</parameter></tool_call>, reasoning in <think>…</think>\n"
     "  • DeepSeek-R1 family — reasoning in <think>…</think>\n"
     "  • Hermes / Mistral / others — JSON-shaped tool calls")  # fmt: skip
real("https://gitea.computersurge.dev/github-starred/ollama/issues/67359 (mirror of ollama/ollama#8287, tripolskypetr's description: The problem, up to the curl command)", "neg-ollama-8287-nemotron-triage-prose",
     "I am trying to implement the agent swarm for ollama from scratch. I made the triage agent: the intent navigator. It should call the navigate_to_refund_agent_tool or navigate_to_sales_agent_tool depends on user's choose. Both tools got empty arguments like\n\n"
     "function navigate_to_refund_agent_tool(/* no arguments */) {\n\n}\n\n"
     "function navigate_to_sales_agent_tool(/* no arguments */) {\n\n}\n\n"
     "When I send the following curl request it return the nasty XML output.")  # fmt: skip
real("https://community.palantir.com/t/prompt-invalid-object-query-tool-input-aip-agent-studio/3346 (the Palantir answer asking for the raw response, with the layout it shows)", "neg-palantir-object-query-tool-layout",
     "If so, could you paste an example of what the raw response was from the LLM for that iteration in the chain of thought? You can grab this information from the “view reasoning” button for the message, scrolling to the tool call in the reasoning, and clicking on the “show raw” button.\n"
     "It should look something like this:\n"
     "Thought:\n"
     "- I need to query the NYCBuildings object type to find the tallest building.\n"
     "- To find the tallest building, I should order the buildings by their heightroof property in descending order.\n"
     "- I should limit the result to 1 to get the tallest building.\n"
     "Tool Name: Object Query Tool\n"
     "Tool Input:\n"
     "OBJECT_TYPE NYCBuildings\n"
     "ORDER BY heightroof DESC\n"
     "LIMIT 1\n"
     "If you notice that there is some piece where the agent is consistently failing to format correctly, you can provide additional prompting in the instructions to reduce these cases.")  # fmt: skip
real("https://wiki.allm.loca.zone/%F0%9F%95%B5%EF%B8%8F-agents/agent-not (AnythingLLM agent troubleshooting: System Behavior and the hallucinated-call issue)", "neg-anythingllm-wiki-hallucinated-call",
     "AI agents execute tools by generating structured JSON payloads based on injected tool schemas. Lower-parameter or highly quantized local models frequently fail to generate valid JSON schema matches, leading to tool-call failures.\n\n\n"
     "Issue: LLM Hallucinated a Tool Call\n\n"
     "The model pretends to execute a tool and outputs a text response, but no execution “thought-chain” is displayed in the UI.")  # fmt: skip
real("https://newsscore.com/story/79213 (Function calling with Gemma, the quoted docs excerpt)", "neg-gemma-docs-no-tool-token",
     "Gemma does not output a tool specific token.\n"
     "Your framework must detect a tool call by checking if the structure of\n"
     "the output matches your prompted function output specification....")  # fmt: skip
real("https://reddit.sly.ee/r/KoboldAI/comments/1joxxu2/teaching_old_llama1_finetunes_to_tool_call (mirror of the r/KoboldAI post: the three steps)", "neg-koboldai-reddit-tool-call-steps",
     "To make sure a model tool calls successfully we need it to understand which tools are available, it also needs to be able to comply with the necessary json format.\n\n"
     "The approach is as follows:\n"
     "Step 1: We leverage the models existing instruct bias and explain it the user's query as well as the tools passed trough to the model. The model has to correctly identify if a suitable tool is among this code and respond with yes or no.\n\n"
     "Step 2: If a yes was answered we next need to force the model to respond in the correct json format. To do this we use the grammar sampler guiding the model towards a correct response.")  # fmt: skip
real("https://moog.sh/posts/openai_ollama_mcp_flow.html (the Ollama step: chat template prose and the start of the rendered Qwen 2.5 system prompt)", "neg-moog-ollama-qwen-template-prose",
     "Ollama receives the request on its OpenAI-compatible endpoint and formats the message using the chat template defined for the model.\n"
     "In this case, I'm using a Qwen 2.5 32b - Instruct\n"
     "model with a chat template that can be found here.\n"
     "The chat template defined in the tokenizer_config.json\n"
     "file is a Jinja template")  # fmt: skip

# ---- templates that spell the DeepSeek envelope out -----------------------------------------------
real("https://ollama.com/library/deepseek-v3.1:671b/blobs/c82f46373555 (the template's Tools block)", "neg-ollama-deepseek-v31-template-tools-block",
     "{{- if .Tools }}{{ if .System }}\n{{ end }}## Tools\nYou have access to the following tools:\n"
     "{{- range .Tools }}\n### {{ .Function.Name }}\nDescription: {{ .Function.Description }}\nParameters: {{ .Function.Parameters }}\n{{- end }}\n"
     "IMPORTANT: ALWAYS adhere to this exact format for tool use:\n"
     "<|tool▁calls▁begin|><|tool▁call▁begin|>tool_call_name<|tool▁sep|>tool_call_arguments<|tool▁call▁end|>{{ `{{additional_tool_calls}}` }}<|tool▁calls▁end|>\n"
     "Where:\n"
     "- `tool_call_name` must be an exact match to one of the available tools\n"
     "- `tool_call_arguments` must be valid JSON that strictly follows the tool's Parameters Schema\n"
     "- For multiple tool calls, chain them directly without separators or spaces\n"
     "{{- end }}")  # fmt: skip
real("https://registry.ollama.ai/library/deepseek-r1:671b/blobs/7162a2550b7a (the template's Tools block)", "neg-ollama-deepseek-r1-template-tools-block",
     "{{- if .Tools }}\n## Tools\n### Function\nYou have the following functions available:\n"
     "{{- range .Tools }}\n- {{ .Function.Name }}\n```json\n{{ .Function }}\n```\n{{- end }}\n"
     "For function call returns, you should first print <|tool▁calls▁begin|>\n"
     "For each function call, you must return:\n"
     "<|tool▁call▁begin|>function<|tool▁sep|><function_name>\\n```json\\n<function_arguments_in_json_format>\\n```<|tool▁call▁end|>\n"
     "Do not forget the function name or arguments. If more than one function call is required, return them in the same response instead of separately.\n"
     "At the end of function call returns, you should print <|tool▁calls▁end|>.\n"
     "{{ end }}")  # fmt: skip
