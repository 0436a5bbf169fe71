# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""A held-out set from web pages (issue 42): real outputs local models wrote, as people running Ollama, LM Studio,
llama.cpp, llama-cpp-python, vLLM, mlx-lm servers and exo pasted them into bug reports, forum threads and Q&A
pages (most read through the public mirrors the `pages` corpus holds), gathered without reading the parser.

Families: Gemma 4 native calls left in content by llama-cpp-python, a Hermes 3 bare JSON call with `arguments`
before `name`, an LFM2.5 pythonic call between its special tokens after a newline, a Qwen3.5 zero-parameter XML
call, a Qwen3 Hermes call to a tool that turn did not offer, Llama 3.2 JSON calls on one line (one to no offered
tool), Qwen2.5-Coder bare JSON calls (Ollama and vLLM, one to an MCP-prefixed tool name), and the negatives of
the same threads: a Qwen2.5 reply that is JSON data with no tool name, closed reasoning blocks that talk about tool
syntax or name a tool (Qwen3.5 in LM Studio, gpt-oss-120b on exo).

Each case cites the page it was read from (a mirror's address where the page is a mirror, with the original
thread named) and the model and harness. A source marked "variant" is that output changed as its note says.
Negatives (`neg-`) stay text with nothing taken from them; a closed reasoning block is not content.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_U: list[dict[str, Any]] = [
    tool_schema("write_file", ("file_path", "content"), file_path="string", content="string"),  # llama-cpp-python #2227
    tool_schema("run_command", ("command",), command="string"),
    tool_schema("sessions_send", ("message",), message="string", sessionKey="string", label="string"),  # OpenClaw
    tool_schema("echo_text", ("text",), text="string"),  # oMLX PR
    tool_schema("todoread"),  # afm (maclocal-api)
    tool_schema("calculator", ("expr",), expr="string"),  # ollama #12174
    tool_schema("filesystem__list_directory", ("path",), path="string"),  # mcphost, MCP filesystem server
    tool_schema("web_search", ("query",), query="string"),  # LM Studio with webfetch-mcp
    tool_schema("web_fetch", ("url",), url="string"),
    tool_schema("trace_impact", ("symbol",), symbol="string"),  # dead-reckoning's MCP tools
    tool_schema("getApiFunctions"),  # ollama #11381: the only tools that turn offered
    tool_schema("selectFunctions", ("functions",), functions="array"),
]

SOURCES_U: dict[str, str] = {}
CASES_U: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_U[id] = source
    CASES_U.append(Case(id, text, list(calls), **kw))


LCP_GEMMA4 = "https://gh.kouling.asia/abetlen/llama-cpp-python/issues/2227 (mirror of github.com/abetlen/llama-cpp-python/issues/2227; gemma-4-E4B-it-Q4_K_M.gguf (Unsloth) under llama-cpp-python 0.3.23 create_chat_completion, the 'Actual Output' content strings, Python repr quotes removed)"

# ---- Gemma 4 ---------------------------------------------------------------------------------------------------

real(LCP_GEMMA4, "gemma4-llamacpp-python-write-file",
     '<|tool_call>call:write_file{content:<|"|>print("hello")<|"|>,file_path:<|"|>hello.py<|"|>}<tool_call|>',
     ("write_file", {"content": 'print("hello")', "file_path": "hello.py"}))  # fmt: skip
real(LCP_GEMMA4, "gemma4-llamacpp-python-run-command",
     '<|tool_call>call:run_command{command:<|"|>ls -la<|"|>}<tool_call|>',
     ("run_command", {"command": "ls -la"}))  # fmt: skip

# ---- Hermes 3 --------------------------------------------------------------------------------------------------

real("https://hdoplus.com/proxy_gol.php?url=https%3A%2F%2Fgithub.com%2FNVIDIA%2FNemoClaw%2Fissues%2F2731 (mirror of github.com/NVIDIA/NemoClaw/issues/2731; Hermes-3-Llama-3.1-8B (hermes3:8b) on Ollama's /v1 under an OpenClaw agent gateway, the message content with finish_reason stop and tool_calls null; variant: the JSON string's escapes undone, indentation as the page shows it)",
     "hermes3-ollama-arguments-before-name",
     '{\n "arguments": {\n "message": "hello?"\n },\n "name": "sessions_send"\n}',
     ("sessions_send", {"message": "hello?"}))  # fmt: skip

# ---- LFM2 / LFM2.5 ---------------------------------------------------------------------------------------------

real("https://github.kazgu.com/jundot/omlx/pull/1620 (mirror of github.com/jundot/omlx/pull/1620; an LFM2.5 MLX model served by oMLX on mlx-lm, the content the OpenAI-compatible API returned with finish_reason stop; the JSON string's escapes undone)",
     "lfm25-omlx-pythonic-after-newline",
     "\n<|tool_call_start|>[echo_text(text='teste 123')]<|tool_call_end|>",
     ("echo_text", {"text": "teste 123"}))  # fmt: skip

# ---- Qwen3.5 ---------------------------------------------------------------------------------------------------

real("http://githubpass.shadowmods.net/scouzi1966/maclocal-api/issues/80 (mirror of github.com/scouzi1966/maclocal-api/issues/80; mlx-community/Qwen3.5-35B-A3B-4bit under afm mlx, 'The model generates:' a call to a tool with no parameters)",
     "qwen35-afm-zero-parameter-call",
     "<tool_call><function=todoread></function></tool_call>",
     ("todoread", {}))  # fmt: skip
real("https://gh.r-mj.com/lmstudio-ai/lmstudio-bug-tracker/issues/1592 (mirror of github.com/lmstudio-ai/lmstudio-bug-tracker/issues/1592; qwen/qwen3.5-35b-a3b in LM Studio 0.4.6 with webfetch-mcp tools: reasoning prose that names tool-call markers; variant: the reasoning as the reporter quoted it, with its ellipses)",
     "neg-qwen35-lmstudio-think-prose-about-markers",
     "<think>\n...LM Studio's parser is treating <tool_call_start|> as raw text instead of\nrecognizing it as a special token that should trigger tool call parsing...\n</think>",
     content="")  # fmt: skip

# ---- Qwen2.5 / Qwen2.5-Coder -----------------------------------------------------------------------------------

real("https://github.com/ollama/ollama/issues/12174 (qwen2.5-coder:14b on ollama 0.20.7, /v1 and /api/chat alike: tool_calls None, this in content; a comment's reproduction)",
     "qwen25coder14b-ollama-bare-json-calculator",
     '{"name": "calculator", "arguments": {"expr": "17 * 23"}}',
     ("calculator", {"expr": "17 * 23"}))  # fmt: skip
real("https://github.com/mark3labs/mcphost/issues/12 (Qwen/Qwen2.5-Coder-32B-Instruct-AWQ on vLLM's OpenAI server under mcphost with the MCP filesystem server; the assistant text mcphost printed)",
     "qwen25coder32b-vllm-bare-json-mcp-tool",
     '{"name": "filesystem__list_directory", "arguments": {"path": "."}}',
     ("filesystem__list_directory", {"path": "."}))  # fmt: skip
real("https://doublepost.link/guild/1456350064065904867/thread/1477192257173196823/p/1477192257173196823/ (OpenClaw Discord thread 'when i use a local model like qwen2.5:14B i get responses in curly brackets'; qwen2.5:14b on Ollama behind LiteLLM: a greeting wrapped in JSON, no tool named)",
     "neg-qwen25-14b-openclaw-json-reply-no-name",
     '{"content": "Hello! I\'m here to assist with a wide range of tasks, from answering questions and providing information to helping with creative projects or problem-solving. How would you like me to assist you today?", "message_id": 2518}')  # fmt: skip

real("https://github.com/ollama/ollama/issues/11381 (qwen3:14b on Ollama with only getApiFunctions/selectFunctions offered; the call to an API function the model had read about, as a maintainer's comment quotes the raw generation)",
     "err-qwen3-14b-call-to-unoffered-create",
     '<tool_call>\n{"name": "create", "arguments": {"title": "test1", "content": "hello world!"}}\n</tool_call>',
     errors=["create"])  # fmt: skip

# ---- Llama 3.2 -------------------------------------------------------------------------------------------------

real("https://github.com/atwmarshall/dead-reckoning/issues/30 (llama3.2:3b on Ollama under the project's LangChain agent, the reply its UI showed as content: two JSON calls on one line, the first naming no offered tool)",
     "llama32-3b-two-json-calls-one-undeclared",
     '{"name": "slugify", "parameters": {}}; {"name": "trace_impact", "parameters": {"symbol": "slugify"}}',
     ("trace_impact", {"symbol": "slugify"}),
     errors=["slugify"])  # fmt: skip

# ---- gpt-oss ---------------------------------------------------------------------------------------------------

real("https://hub.natalie.eu.org/exo-explore/exo/issues/1362 (mirror of github.com/exo-explore/exo/issues/1362; mlx-community/gpt-oss-120b-MXFP4-Q8 on exo 1.0.67: the message content beside a structured calculator call, the analysis channel rendered as a think block)",
     "neg-gptoss120b-exo-think-names-tool",
     "<think>We need to use calculator tool. Use function.</think>",
     content="")  # fmt: skip
