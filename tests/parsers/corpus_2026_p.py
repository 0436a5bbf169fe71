# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""A held-out set (issue 42), corpus p: real outputs and format-quoting prose from 2026 threads no other corpus
cites, read before anyone tunes on it.

Calls: Qwen3-Coder's `<tool_call><function=...><parameter=...>` XML on llama.cpp, alone and after a sentence, and
two Qwen3.6-27B `read` calls under OpenClaw quoted from llama.cpp's parse error. Negatives: a Qwen3-Coder reply of
`{"tool_calls": []}`, and prose or fenced documentation quoting formats (Kimi K2 sections, a Hermes `<tool_call>`
with `{...}` arguments, Qwen3-Coder/Qwen3.6 XML templates, LFM2 pythonic, Mistral `[TOOL_CALLS]`, Gemma 4
`call:...`, a renamed envelope, truncated argument JSON quoted in PRs).

Sources are issue and pull-request threads (llama.cpp, hermes-agent, mlxcel, mlx-lm, openclaude, QwenLM, oMLX,
LibreChat agents, jac, GLM-Free-API). No thread searched in the time given quoted a reply cut off inside a call,
so this corpus has no `cut-` case.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_P: list[dict[str, Any]] = [
    tool_schema("get_current_weather", ("location",), location="string"),  # llama.cpp #15012
    tool_schema("read", ("path",), path="string", offset="integer", limit="integer"),  # OpenClaw
    tool_schema("web_search", ("query",), query="string"),  # hermes-agent's web toolset
    tool_schema("web_extract", ("urls",), urls="array"),
    tool_schema("search_files", ("pattern",), pattern="string", path="string"),  # hermes-agent
    tool_schema("create_file", ("path", "content"), path="string", content="string"),  # LibreChat agents PR
]

SOURCES_P: dict[str, str] = {}
CASES_P: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_P[id] = source
    CASES_P.append(Case(id, text, list(calls), **kw))


LLAMACPP_15012 = "https://github.com/ggml-org/llama.cpp/issues/15012 (unsloth Qwen3-Coder-30B-A3B-Instruct GGUF on llama-server with a get_current_weather tool)"

real(LLAMACPP_15012 + "; norton120's comment of 2025-08-14, the reply that stayed in content, verbatim with its trailing space",
     "qwen3coder-llamacpp-sentence-then-xml-weather",
     "I need to check the weather for Tokyo and Paris as well. Let me get that information for you.\n\n<tool_call>\n<function=get_current_weather>\n<parameter=location>\nTokyo, Japan\n</parameter>\n</function>\n</tool_call> ",
     ("get_current_weather", {"location": "Tokyo, Japan"}))  # fmt: skip
real(LLAMACPP_15012 + "; norton120's comment of 2025-08-14, the reply that was parsed",
     "qwen3coder-llamacpp-bare-xml-weather",
     "<tool_call>\n<function=get_current_weather>\n<parameter=location>\nTokyo, Japan\n</parameter>\n</function>\n</tool_call>",
     ("get_current_weather", {"location": "Tokyo, Japan"}))  # fmt: skip
real("https://github.com/ggml-org/llama.cpp/issues/22878 (Qwen3.6-27B-UD-Q4_K_XL on llama-server under OpenClaw; variant: the tail of the reply from pos 668 as the server's 'Failed to parse input' error quotes it, JSON escapes undone)",
     "qwen36-27b-openclaw-two-xml-reads",
     "\n<tool_call>\n<function=read>\n<parameter=path>\n/home/ps/workspace/docker/aichat/openclaw/.openclaw/workspace/USER.md\n</parameter>\n</function>\n</tool_call>\n<tool_call>\n<function=read>\n<parameter=path>\n/home/ps/workspace/docker/aichat/openclaw/.openclaw/workspace/MEMORY.md\n</parameter>\n</function>\n</tool_call>",
     ("read", {"path": "/home/ps/workspace/docker/aichat/openclaw/.openclaw/workspace/USER.md"}),
     ("read", {"path": "/home/ps/workspace/docker/aichat/openclaw/.openclaw/workspace/MEMORY.md"}))  # fmt: skip
real(LLAMACPP_15012 + "; arichiardi's comment of 2025-08-07: what the model sometimes printed in the chat",
     "neg-qwen3coder-empty-tool-calls-object",
     '{\n  "tool_calls": []\n}')  # fmt: skip
real("https://github.com/NousResearch/hermes-agent/issues/24534 (the issue's description, prose quoting Kimi K2's section format inline; the harness offered web_search/web_extract)",
     "neg-kimi-k2-section-format-in-prose",
     "`ChatCompletionsTransport.normalize_response` (in `agent/transports/chat_completions.py`) extracts tool calls only from the structured `message.tool_calls` field. When the upstream returns Kimi K2's native tool-call format — `<|tool_calls_section_begin|><|tool_call_begin|>functions.<name>:<idx><|tool_call_argument_begin|>{...}<|tool_call_end|><|tool_calls_section_end|>` — as plain assistant `content` (no `tool_calls` populated), the transport returns the tokens to the agent loop verbatim. The requested tool call never executes; the leaked tokens are delivered to the user as if they were a final answer.")  # fmt: skip
real("https://github.com/NousResearch/hermes-agent/pull/3175 (the PR description's fenced example of what Kimi K2 writes, arguments elided as {...}; search_files is a Hermes agent tool)",
     "neg-kimi-hermes-fenced-example-with-elided-arguments",
     'Models like Kimi K2 output tool calls embedded in content:\n```\n<tool_call>{"name": "search_files", "arguments": {...}}</tool_call>\n```\n\nPreviously these were displayed raw to users instead of being executed. Now they\'re properly parsed and executed.')  # fmt: skip
real("https://github.com/lablup/mlxcel/pull/206 (the PR description documenting the Qwen3-Coder format)",
     "neg-qwen3coder-format-documented-in-pr",
     "Adds a parser for Qwen3-Coder's XML-attribute tool-call format so mlxcel emits structured `tool_calls` instead of returning the raw markup as `content`. Without this, every OpenAI-compatible agentic client (Cline, opencode, aider, Continue, Zoo Code) breaks with Qwen3-Coder.\n\nFormat:\n```\n<tool_call><function=NAME><parameter=KEY>VALUE</parameter></function></tool_call>\n```")  # fmt: skip
real("https://github.com/ml-explore/mlx-lm/pull/864 (the PR description documenting LFM2's pythonic format)",
     "neg-lfm2-pythonic-format-documented-in-pr",
     "This commit adds a tool parser for one-shot tool calls:\n\n```\n<|tool_call_start|>[func_name1(params_name1=value1)]<|tool_call_end|>\n```\n \nSimilar to: https://github.com/ml-explore/mlx-swift-lm/pull/91")  # fmt: skip
real("https://github.com/ml-explore/mlx-lm/issues/1307 (the issue's summary naming Devstral's [TOOL_CALLS] format inline)",
     "neg-devstral-format-named-in-prose",
     "When serving `mlx-community/mistralai_Devstral-Small-2-24B-Instruct-2512-MLX-MXFP4` via `mlx_lm.server` (v0.31.3), the model correctly generates Mistral's native `[TOOL_CALLS]name[ARGS]{json}` tool-call output (verified via `--log-level DEBUG`), but the server returns an empty `message: {\"role\": \"assistant\"}` — neither the structured `tool_calls` field nor the `content` field is populated. The model output is silently stripped.")  # fmt: skip
real("https://github.com/Gitlawb/openclaude/issues/183 (jatmn's comment of 2026-05-25 naming Gemma 4's call:func{...} form in prose; its '\\tool_calls' kept as written)",
     "neg-gemma4-call-form-named-in-prose",
     "That PR adds a fallback parser for Ollama models that emit tool calls as text instead of structured \\tool_calls, and it explicitly includes gemma in the affected model family. There was also an earlier Gemma 4-specific attempt in #380, but that was closed unmerged because the vLLM-specific call:... pythonic format should ideally be normalized by the OpenAI-compatible server rather than handled as model-specific client logic in OpenClaude.\n\nLeaving this open while #1076 is still pending. Once #1076 lands, Gemma-on-Ollama should be worth retesting; any remaining vLLM call:func{...} behavior may need to be tracked separately against the server/parser path.")  # fmt: skip
real("https://github.com/QwenLM/Qwen3.8/issues/178 (the issue quoting Qwen3.6-27B's template format in a fence)",
     "neg-qwen36-template-format-quoted",
     "`Qwen3.6-27B` intermittently drifts from its own documented tool-call format. The model's `tokenizer_config.json` chat_template specifies (verbatim):\n\n```\n<tool_call>\n<function=example_function_name>\n<parameter=example_parameter_1>\nvalue_1\n</parameter>\n</function>\n</tool_call>\n```")  # fmt: skip
real("https://github.com/jundot/omlx/issues/984 (a Kimi k2.6 chat template's tool instructions quoted in the thread: an unfenced format example)",
     "neg-omlx-template-format-example",
     'When you need to call a tool, output one or more JSON blocks in exactly this format and nothing after the final </tool_call>:\n\n<tool_call>\n{"name": "example_function_name", "arguments": {"param1": "value1", "param2": "value2"}}\n</tool_call>\n\nRules:\n- If a suitable tool exists for the user request, use it instead of answering from memory.')  # fmt: skip
real("https://github.com/LibreChat-AI/agents/pull/280 (the PR description quoting a truncated create_file argument JSON inline)",
     "neg-truncated-create-file-arguments-quoted",
     "- Raw `ChatBedrockConverse` stream: output hit exactly 350 tokens; the tool-arg JSON was cut mid-object (`{\"path\": \"skills/clickhouse-demo/SKILL.md\"`, unterminated, `content` never started); `messageStop.stopReason === \"max_tokens\"`; `parsePartialJson` recovered a **valid** `create_file({path})` with `content` missing.")  # fmt: skip
real("https://github.com/jaseci-labs/jac/pull/6766 (the PR description quoting truncated arguments inline)",
     "neg-truncated-file-path-arguments-quoted",
     "Example: a tool call truncated to `{\"file_path\": \"x.jac\"}` (no `content`) was executed and errored with `missing 1 required positional argument: 'content'`.")  # fmt: skip
real("https://github.com/izaart95-jpg/GLM-Free-API/issues/44 (the maintainer's comment of 2026-09-13 naming a drifted envelope in prose)",
     "neg-renamed-envelope-named-in-prose",
     "ok so i finally dug through your console log and found the actual moment it breaks. funny thing is the JSON was always perfect — name, arguments, everything. what drifted was the envelope: the model literally wrote TOOL_CALL_BLOCK>>> ... <<<END_TOOL_CALL_BLOCK>>> instead of <<<TOOL_CALL>>> / <<<END_TOOL_CALL>>>. a renamed marker is invisible to the parser so the whole thing falls through as plain text, which is exactly what you saw in cherry studio.")  # fmt: skip
