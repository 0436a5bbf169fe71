# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set dr (issue 42): raw replies of Chinese-made models quoted in issue threads, gathered without reading the parser.

Families: a Qwen2.5-Coder-7B reply under vLLM that fences a `<function_call>` JSON object in ```xml; a DeepSeek V4-pro
reply in Cherry Studio that leaks its DSML tool-call block with the `< | DSML | ` markers as the client showed them; a
DeepSeek V4 reply in Memoh that writes `<tool_call id=... name=...>` with JSON arguments in the content. Negatives: the
Memoh reporter's generic illustration of that shape (a placeholder tool), and a zai-org maintainer's prose naming the
GLM-4-0414 call object.

Sources: vllm-project/vllm#17821, CherryHQ/cherry-studio#14714, felinics/Memoh#435 and #436, zai-org/GLM-4#768 (all
read through the issue-search excerpts).

Could not find (in the helper's time): most threads of QwenLM (Qwen3, Qwen3-Coder, Qwen-Agent), zai-org (GLM-4.5/5
`<arg_key>`), MiniMax (`<minimax:tool_call>`), MoonshotAI (Kimi-K2 sections), xorbitsai/inference and gpustack that
quote a raw reply are already cited by corpora a to dn (llama-box#61, gpustack#2660, GLM-5#84, MiniMax-M2.5#10,
Kimi-K2#26, vllm#21571 and #22975, mlx-swift-lm#491, xinference#3136). The uncited ones show the reply only as a
screenshot (Qwen3-Coder#180, Qwen3#1508, ChatGLM3#74), as SSE deltas (GLM-4.5#146), as the ChatGLM3 demo's rendering
("Calling tool get_weather: tool_call(...)", ChatGLM3#271), as a fragment the harness cut out (xinference#4396), or not
at all (Qwen-Agent#128's excerpt stops in the prompt). Nothing found for InternLM `<|action_start|>`, MiniCPM,
Hunyuan, Seed-OSS, stepfun, MiMo, 01-ai or Baichuan, nor an LLaMA-Factory / ms-swift fine-tune's raw tool reply (those
threads quote training samples). So the set is far smaller than the 15 aimed for.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_DR: list[dict[str, Any]] = [
    # vllm#17821: the request's get_weather tool (location; the reply also gives a unit)
    tool_schema("get_weather", ("location",), location="string", unit="string"),
    # Cherry Studio's built-in web search tool
    tool_schema("builtin_web_search", (), additionalContext="string"),
    # Memoh's WeChat MCP tools
    tool_schema("wechat_get_chat_history", ("chat_name",), chat_name="string", limit="integer"),
]

SOURCES_DR: dict[str, str] = {}
CASES_DR: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_DR[id] = source
    CASES_DR.append(Case(id, text, list(calls), **kw))


# ---- replies with a call ---------------------------------------------------------------------------
real("https://github.com/vllm-project/vllm/issues/17821 (princepride's comment of 2025-05-13: the Qwen/Qwen2.5-Coder-7B-Instruct result's message content, unescaped from the printed dict)", "qwen25-coder-7b-fenced-function-call-json",
     "```xml\n<function_call>\n  {\"name\": \"get_weather\", \"arguments\": {\"location\": \"Seoul\", \"unit\": \"celsius\"}}\n</function_call>\n```",
     ("get_weather", {"location": "Seoul", "unit": "celsius"}))  # fmt: skip
real("https://github.com/CherryHQ/cherry-studio/issues/14714 (kennyzheng-builds's description: the message body the DeepSeek V4-pro reply showed, 'verbatim')", "deepseek-v4-pro-dsml-spaced-markers",
     "< | DSML | tool_calls>\n"
     "< | DSML | invoke name=\"builtin_web_search\">\n"
     "< | DSML | parameter name=\"additionalContext\" string=\"true\">DeepSeek V4 发布 特性 性能 评测 2025</ | DSML | parameter>\n"
     "</ | DSML | invoke>\n"
     "</ | DSML | tool_calls>",
     ("builtin_web_search", {"additionalContext": "DeepSeek V4 发布 特性 性能 评测 2025"}))  # fmt: skip
real("https://github.com/felinics/Memoh/issues/435 (9Ashwin's description: the XML the DeepSeek V4 reply put in content; the id as the reporter wrote it)", "deepseek-v4-tool-call-name-attribute-json",
     "<tool_call id=\"call_00_xxx\" name=\"wechat_get_chat_history\">\n"
     "{\"chat_name\":\"Aide & GPT-Runner 交流群\",\"limit\":80}\n"
     "</tool_call>",
     ("wechat_get_chat_history", {"chat_name": "Aide & GPT-Runner 交流群", "limit": 80}))  # fmt: skip

# ---- prose and illustrations -----------------------------------------------------------------------
real("https://github.com/felinics/Memoh/issues/436 (9Ashwin's description, the 问题描述 section: prose and the generic illustration with a placeholder tool)", "neg-memoh-deepseek-v4-placeholder-tool-call",
     "用 DeepSeek V4 跑 agent，模型会间歇性\"抽风\"——不走 `tool_calls[]` 结构化字段调工具，而是往 `content` 里塞一段 XML：\n\n"
     "```xml\n<tool_call id=\"call_00_xxx\" name=\"some_tool\">\n{\"param1\": \"value1\"}\n</tool_call>\n```\n\n"
     "然后这段 XML 就当普通文本推到用户脸上了，工具根本没执行。用户看到的是一个没被解析的 XML 片段，而不是工具调用的结果。")  # fmt: skip
real("https://github.com/zai-org/GLM-4/issues/768 (zRzRzRzRzRzRzR's comment of 2025-04-28)", "neg-glm4-maintainer-tools-name-args-prose",
     "我们的tokenizer_config.json应该是自带工具调用的，已经在0414的模板中写上了。\n"
     "但是模型返回的字段不一定符合vLLM的返回字段要求吧，我们返回的是一个{\"tools_name\",\"args\"}类似的工具调用实现")  # fmt: skip
