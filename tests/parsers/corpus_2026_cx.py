# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set cx (issue 42): raw replies of local models quoted in 2025-2026 issue threads where a tool call came out as text, gathered without reading the parser.

Families: Qwen3-Coder 30B through Ollama (a bare `<function=NAME><parameter=KEY>` block with a stray `</tool_call>`),
Qwen3 32B through Ollama in Codex CLI (a bare `{"name": "shell", "arguments": {...}}` object, the terminal's line wrap
kept, a regex with backslashes that are not JSON escapes), Qwen3.6-35B-A3B through llama-server (three calls written as
bracket-colon narration `[tool_call: NAME] key: "value"]`), Qwen3-Coder-Next through llama.cpp in Roo Code (a reply that
ends inside its `<parameter=result>` value: cut).

Sources: vitali87/code-graph-rag#236, openai/codex#1273, ggml-org/llama.cpp#26987, RooCodeInc/Roo-Code#11219 (all read
through the issue-search excerpts).

Could not find (in the helper's 35 minutes): almost every thread the issue search returns for the listed runtimes and
front-ends with a complete raw reply (Qwen3-Coder in continue/opencode/crush/goose/LM Studio, gpt-oss Harmony leaks,
GLM `<arg_key>` in GLM-5/vLLM/exo, MiniMax `<minimax:tool_call>`, Kimi K2 section tokens, Gemma 4 `call:` in Ollama and
oMLX, Devstral/DeepSeek-distill `[TOOL_REQUEST]`, Qwen3-VL/Qwen3 `<tool_call>` in vLLM) is already cited by corpora a to
cw. The uncited ones show the reply as a screenshot (crush, exo, kit, sglang#25242), elide it with "..." (Roo-Code#9385),
or are cut by the search excerpt before the reply (vllm#28219, QwenLM/Qwen3#1590, sglang#26790, ollama#18530). No
Nemotron, Seed-OSS, Granite, Phi-4, Hermes or Llama 4 raw reply was found uncited. So this set is small; a Qwen3-Coder
`<tool_call>` wrapping only prose (Roo-Code#6630, via OpenRouter) was left out to keep two thirds positives.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_CX: list[dict[str, Any]] = [
    # code-graph-rag's pydantic-ai agent
    tool_schema("list_directory", ("path",), path="string"),
    # Codex CLI (2025-05) shell tool
    {
        "name": "shell",
        "parameters": {
            "type": "object",
            "properties": {
                "command": {"type": "array", "items": {"type": "string"}},
                "workdir": {"type": "string"},
                "timeout": {"type": "integer"},
            },
            "required": ["command"],
        },
    },
    # llama.cpp#26987's agent framework (read_file and cron named as real tools there)
    tool_schema("read_file", ("path",), path="string"),
    tool_schema("cron", (), action="string"),
    # Roo Code
    tool_schema("attempt_completion", ("result",), result="string"),
]

SOURCES_CX: dict[str, str] = {}
CASES_CX: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_CX[id] = source
    CASES_CX.append(Case(id, text, list(calls), **kw))


# ---- positives -------------------------------------------------------------------------------------
real("https://github.com/vitali87/code-graph-rag/issues/236 (vitali87's comment of 2026-01-10, 'When the model fails, it outputs:': qwen3-coder:30b through Ollama)", "qwen3-coder-ollama-bare-function-stray-close",
     "<function=list_directory><parameter=path>/tmp</parameter></function></tool_call>",
     ("list_directory", {"path": "/tmp"}))  # fmt: skip
real("https://github.com/openai/codex/issues/1273 (dontepanlin's description of 2025-06-07: qwen3:32b, the shell command the model returned in JSON, the quoted line break kept)", "qwen3-codex-bare-json-shell-regex",
     "{\"name\": \"shell\", \"arguments\": {\"command\": [\"find\", \".\", \"-type\", \"f\", \"-regex\", \".*\\(\\.cpp\\|\\.h\\)$\"], \"workdir\":\n\"/home/unclehook/pris/pscore\"}}",
     ("shell", {"command": ["find", ".", "-type", "f", "-regex", ".*\\(\\.cpp\\|\\.h\\)$"], "workdir": "/home/unclehook/pris/pscore"}))  # fmt: skip
real("https://github.com/ggml-org/llama.cpp/issues/26987 (elchic00's comment of 2026-08-15, 'Bracket-colon narration': Qwen3.6-35B-A3B-Q8_0 through llama-server)", "qwen36-bracket-colon-three-reads",
     "[[tool_call: read_file] path: \"/path/to/file1.md\"][tool_call: read_file] path: \"/path/to/file2.md\"][tool_call: read_file] path: \"/path/to/file3.md\"]",
     ("read_file", {"path": "/path/to/file1.md"}),
     ("read_file", {"path": "/path/to/file2.md"}),
     ("read_file", {"path": "/path/to/file3.md"}))  # fmt: skip

# ---- cut off ---------------------------------------------------------------------------------------
real("https://github.com/RooCodeInc/Roo-Code/issues/11219 (oleg-kn's description of 2026-02-05: Qwen3-Coder-Next on llama.cpp, the text under 'Roo said' up to the last line of the reply, Roo's 'Model Response Incomplete' notice dropped)", "cut-qwen3-coder-next-roo-attempt-completion",
     "I am Roo, a knowledgeable technical assistant focused on answering questions and providing information about software development, technology, and related topics. I can analyze code, explain concepts, and access external resources to help you with technical questions.\n\n"
     "<function=attempt_completion>\n"
     "<parameter=result>I am Roo, a knowledgeable technical assistant focused on answering questions and providing information about software development, technology, and related topics. I can analyze code, explain concepts, and access external resources to help you with technical questions.\n", errors=["cut off"])  # fmt: skip  # gathered with no error given; a reply cut inside a call is a cut-off error (corpus cut- cases): the lead moved this expectation to that rule after measuring
