# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set ez: diff hunks of chat templates, tool-call docs and agent docs, shown in PR review threads, gathered without reading the parser.

Families: all negatives. Unified-diff hunks whose `-`/`+` lines hold call-shaped strings: DeepSeek-V3.1
`<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>NAME<｜tool▁sep｜>ARGS<｜tool▁call▁end｜>` template lines (sglang), an
OpenAI-style `{"role": "assistant", "tool_calls": [{"name": ..., "arguments": {...}}]}` line in the transformers
chat-templating docs, the head of vLLM's Llama-3.1 tool chat template, a Mistral v15 `[INST]` template hunk
(mistral-common), and a ReAct-agent docs hunk (langchain docs). A model that shows such a diff is writing text.

Sources: sgl-project/sglang#9895 and #12123, huggingface/transformers#30621, vllm-project/vllm#8343,
mistralai/mistral-common#163, langchain-ai/docs#243 (each the diff hunk of a review thread, as the issue search
renders it: inside a ```diff fence, the fence kept; a hunk the search cut is copied only up to a whole line before
the cut).

Could not find (in the helper's 30 minutes): committed `.patch`/`.diff` files are not in the `find_string` index nor
returned by the code search (ollama's top-level patches are Vulkan/AMD backend patches, no call strings); the one
markdown diff found comparing Ollama's and Hugging Face's Qwen3.5 rendering (`<tool_call><function=get_weather>`)
came back without a repository or path, so it could not be cited; vllm#20474's Hermes regex hunk is already cited
by set dq. Semantic search for review threads with `[TOOL_CALLS]`, `<|python_tag|>`, `<function=` or ReAct
`Action:` hunks returned PR descriptions without diffs. So this set has 6 cases from 5 repositories, fewer than the
15 to 20 from 6 repositories aimed for.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the diffs' strings name, with their parameters
TOOLS_EZ: list[dict[str, Any]] = [
    # transformers#30621 chat-templating docs example
    tool_schema("get_current_temperature", ("location", "unit"), location="string", unit="string"),
]

SOURCES_EZ: dict[str, str] = {}
CASES_EZ: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_EZ[id] = source
    CASES_EZ.append(Case(id, text, list(calls), **kw))


# ---- chat-template diffs ------------------------------------------------------------------------
real("https://github.com/sgl-project/sglang/pull/9895 (gemini-code-assist[bot]'s review thread of 2025-09-02 on examples/chat_template/tool_chat_template_deepseekv31.jinja:54: the diff hunk with its ```diff fence, up to the search excerpt's cut)", "neg-sglang-deepseekv31-template-tojson-diff",
     "```diff\n"
     "-          {{'<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>'+ tool['function']['name'] + '<｜tool▁sep｜>' + tool['function']['arguments'] + '<｜tool▁call▁end｜>'}}\n"
     "+          {{'<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>'+ tool['function']['name'] + '<｜tool▁sep｜>' + tool['function']['arguments']|tojson + '<｜tool▁call▁end｜>'}}")  # fmt: skip
real("https://github.com/sgl-project/sglang/pull/12123 (gemini-code-assist[bot]'s review thread of 2025-10-25 on examples/chat_template/tool_chat_template_deepseekv31.jinja: the diff hunk with its ```diff fence, cut at the last whole line before the search excerpt's cut)", "neg-sglang-deepseekv31-template-string-args-diff",
     "```diff\n"
     "-          {{'<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>'+ tool['function']['name'] + '<｜tool▁sep｜>' + tool['function']['arguments']|tojson + '<｜tool▁call▁end｜>'}}\n"
     "+          {{'<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>'+ tool['function']['name'] + '<｜tool▁sep｜>' + (tool['function']['arguments'] if tool['function']['arguments'] is string else tool['function']['arguments']|tojson) + '<｜tool▁call▁end｜>'}}\n"
     "         {%- else %}\n"
     "-          {{message['content'] + '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>' + tool['function']['name'] + '<｜tool▁sep｜>' + tool['function']['arguments']|tojson + '<｜tool▁call▁end｜>'}}\n"
     "+          {{message['content'] + '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>' + tool['function']['name'] + '<｜tool▁sep｜>' + (tool['function']['arguments'] if tool['function']['arguments'] is string else tool['function']['arguments']|tojson) + '<｜tool▁call▁end｜>'}}\n"
     "         {%- endif %}\n"
     "         {%- set ns.is_first = true -%}\n"
     "       {%- else %}\n"
     "-        {{'<｜tool▁call▁begin｜>'+ tool['function']['name'] + '<｜tool▁sep｜>' + tool['function']['arguments']|tojson + '<｜tool▁call▁end｜>'}}")  # fmt: skip
real("https://github.com/vllm-project/vllm/pull/8343 (K-Mistele's review thread of 2024-09-12 on examples/tool_chat_template_llama.jinja:7: the diff hunk with its ```diff fence)", "neg-vllm-llama31-tool-template-head-diff",
     "```diff\n"
     "@@ -0,0 +1,110 @@\n"
     "+{{- bos_token }}\n"
     "+{%- if custom_tools is defined %}\n"
     "+    {%- set tools = custom_tools %}\n"
     "+{%- endif %}\n"
     "+{%- if not tools_in_user_message is defined %}\n"
     "+    {%- set tools_in_user_message = true %}\n"
     "+{%- endif %}\n"
     "```")  # fmt: skip
real("https://github.com/mistralai/mistral-common/pull/163 (joa-stdn's review thread of 2026-04-28 on tests/data/chat_templates/v15_image.jinja: the diff hunk with its ```diff fence)", "neg-mistral-common-v15-template-inst-diff",
     "```diff\n"
     "+    {%- if message['role'] == 'user' %}\n"
     "+        {%- if not ns.available_tools_and_settings_emitted %}\n"
     "+            {{- available_tools }}\n"
     "+            {{- model_settings }}\n"
     "+            {%- set ns.available_tools_and_settings_emitted = true %}\n"
     "+        {%- endif %}\n"
     "+        {%- if message['content'] is string %}\n"
     "+            {{- '[INST]' + message['content'] + '[/INST]' }}\n"
     "+        {%- elif message['content'] | length > 0 %}\n"
     "+            {{- '[INST]' }}\n"
     "+            {%- if message['content'] | length == 2 %}\n"
     "+                {%- set blocks = message['content'] | sort(attribute='type') %}\n"
     "```")  # fmt: skip

# ---- docs diffs -----------------------------------------------------------------------------------
real("https://github.com/huggingface/transformers/pull/30621 (CISC's review thread of 2024-06-07 on docs/source/en/chat_templating.md:373: the diff hunk with its ````diff fence)", "neg-transformers-chat-templating-docs-tool-calls-diff",
     "````diff\n"
     "+```\n"
     "+\n"
     "+The model has called the function with valid arguments, in the format requested by the function docstring. It has\n"
     "+inferred that we're most likely referring to the Paris in France, and it remembered that, as the home of SI units,\n"
     "+the temperature in France should certainly be displayed in Celsius.\n"
     "+\n"
     "+Let's append the model's tool call to the conversation, followed by the result of calling the tool. Remember, in \n"
     "+reality this is the point where you'd actually call the function, rather than just using a dummy\n"
     "+result!\n"
     "+\n"
     "+```python\n"
     "+messages.append({\"role\": \"assistant\", \"tool_calls\": [{\"name\": \"get_current_temperature\", \"arguments\": {\"location\": \"Paris, France\", \"unit\": \"celsius\"}}]})\n"
     "````")  # fmt: skip
real("https://github.com/langchain-ai/docs/pull/243 (mdrxy's first review thread of 2025-08-29 on src/oss/langchain-agents.mdx:9: the diff hunk with its ```diff fence)", "neg-langchain-docs-react-agent-diff",
     "```diff\n"
     " \n"
     "-- System prompt (link to messages)\n"
     "-- Tools (link to tools, tool node)\n"
     "-- Model (link to model)\n"
     "-- Structured Output (link to structured output)\n"
     "-- Memory (link to memory)\n"
     "-- Pre model hook\n"
     "-- Post model hook\n"
     "+Agents combine language models with tools to create systems that can reason about tasks, decide which tools to use, and iteratively work towards solutions. \n"
     " \n"
     "-## Usage\n"
     "+LangChain's `create_react_agent` function provides a production-ready ReAct (Reasoning + Acting) agent implementation based on the paper [ReAct: Synergizing Reasoning and Acting in Language Models](https://arxiv.org/abs/2210.03629).\n"
     "```")  # fmt: skip
