# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set er (issue 42): cut-off and broken tool calls quoted in issue and PR threads, gathered without reading the parser.

Families: a Llama-3.2 JSON call whose string argument holds a `}` (ollama), a Qwen-family bare `<bash>` element closed
by `</function>` (lucebox, Pi harness), Groq llama-3.3 `failed_generation` texts (`<function=read={...}</function>`,
a `web_search{...}</function>` with no opener, `<function=NAME({...}"</function>`), a Qwen3.6 reply cut by a stop word
right after `<tool_call>` (vllm), a DeepSeek-V4-Flash arguments string cut inside a string (vllm), a gemma4 call body
missing its last brace (ollama), DeepSeek DSML closing tags with no opener (ds4).

Sources: ollama/ollama#12017 and PR #17565, Luce-Org/lucebox#525, tashfeenahmed/freellmapi#291,
huggingface/smolagents#1119, blogminhquy/javis-os#63, vllm-project/vllm PR #47562 and #47761, antirez/ds4#11 (all read
through the issue-search excerpts; JSON-escaped texts are given decoded, as the model wrote them).

Could not find (in the helper's 30 minutes): most threads with a raw cut-off reply are already cited (ollama#16686,
#15315, #18275, omlx#844 and #3153, colibri#505, letta#1450, qwen-code#10692); others show the reply only as SSE deltas
(ik_llama.cpp#2492), as a screenshot, elided with `(...)` (llama.cpp#24644), redacted (ollama#15241), or with their
markup stripped by the search excerpt (hermes-agent#101899). No Cline/Roo XML reply cut mid-`<write_to_file>`, no
Continue, Open WebUI, Goose, Aider or Qwen-Agent raw cut reply was found. So this set is smaller than the 15 aimed for.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_ER: list[dict[str, Any]] = [
    # ollama#12017's request
    tool_schema("write_log", ("message",), message="string"),
    # Pi's built-ins (lucebox#525, ds4#11); OpenClaw's read (freellmapi#291) takes file_path
    tool_schema("read", (), path="string", file_path="string", offset="integer", limit="integer"),
    tool_schema("bash", ("command",), command="string", timeout="integer"),
    tool_schema("edit", ("path",), path="string", oldText="string", newText="string"),
    tool_schema("write", ("path", "content"), path="string", content="string"),
    # smolagents deep-research search agent
    tool_schema("web_search", ("query",), query="string", filter_year="integer"),
    # javis-os lazy tool loader
    tool_schema("javis_search_tools", ("query",), query="string"),
    # vllm#47761: exec-command-style tool
    tool_schema("exec_command", ("cmd",), cmd="string"),
    # ollama PR #17565: the coding agent's read_files
    {
        "name": "read_files",
        "parameters": {
            "type": "object",
            "properties": {"files": {"type": "array", "items": {"type": "object"}}},
            "required": ["files"],
        },
    },
]

SOURCES_ER: dict[str, str] = {}
CASES_ER: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_ER[id] = source
    CASES_ER.append(Case(id, text, list(calls), **kw))


# ---- complete calls in a broken frame -------------------------------------------------------------
real("https://github.com/ollama/ollama/issues/12017 (arcusmaximus's description of 2025-08-21: the llama3.2 reply's message.content, JSON-decoded)", "ollama-llama32-brace-inside-string-arg",
     "{\"name\": \"write_log\", \"parameters\": {\"message\": \"}A\"}}",
     ("write_log", {"message": "}A"}))  # fmt: skip
real("https://github.com/Luce-Org/lucebox/pull/525 (jkyamog's description of 2026-07-14: the malformed call left in the Pi session's visible text)", "lucebox-bare-bash-element-closed-by-function",
     "<bash>\n<parameter=command>\ngrep -n \"f5.test\" /workspace/project/tests/bootstrap.cjs\n</parameter>\n</function>",
     ("bash", {"command": "grep -n \"f5.test\" /workspace/project/tests/bootstrap.cjs"}))  # fmt: skip
real("https://github.com/tashfeenahmed/freellmapi/pull/291 (tashfeenahmed's description of 2026-06-11: Groq llama-3.3-70b-versatile's failed_generation for OpenClaw's payload)", "groq-llama33-function-equals-name-equals-json",
     "<function=read={\"file_path\": \"sample.txt\"}</function>",
     ("read", {"file_path": "sample.txt"}))  # fmt: skip
real("https://github.com/huggingface/smolagents/issues/1119 (Isaac4real's description of 2025-04-01: the failed_generation in the GroqException, JSON-decoded; the console's line wrap after `2016\", ` dropped)", "groq-smolagents-name-brace-json-no-opener",
     "web_search{\"query\": \"SPFMV and SPCSV in the Pearl Of Africa 2016\", \"filter_year\": 2016}</function>",
     ("web_search", {"query": "SPFMV and SPCSV in the Pearl Of Africa 2016", "filter_year": 2016}))  # fmt: skip

# ---- cut off --------------------------------------------------------------------------------------
real("https://github.com/vllm-project/vllm/pull/47562 (bbrowning's comment of 2026-09-01: Qwen3.6-27B's output with stop set to `<function=`, before the PR; the leading `... ` is the commenter's)", "cut-vllm-qwen36-stop-after-tool-call-open",
     "... I will generate the tool call now.\n</think>\n\n<tool_call>\n", errors=["<tool_call>"])  # fmt: skip  # gathered with no error given; the lead added the one the parser gives (an opener alone at the reply's end is cut off)
real("https://github.com/vllm-project/vllm/issues/47761 (iMMIQ's comment of 2026-08-10: the function_call arguments a DeepSeek-V4-Flash deployment delivered, 297 output tokens, string never closed)", "neg-vllm-deepseek-args-unterminated-string",  # gathered as cut- with no error; the lead renamed it after measuring: bare arguments with no name or marker stay text
     "{\"cmd\": \"mkdir -p /tmp/mmadtest && cat > /tmp/mmadtest")  # fmt: skip

# ---- broken attempts ------------------------------------------------------------------------------
real("https://github.com/ollama/ollama/pull/17565 (mann1x's description of 2026-08-04: the call body in ollama's gemma4 WARN log, `\\\"` unescaped, the path's backslashes and `...` as written)", "err-ollama-gemma4-call-missing-last-brace",
     "call:read_files{files:[{path:<|\"|>c:\\Users\\...\\assets.json<|\"|>,start_line:1}]", errors=["read_files"])  # fmt: skip  # gathered with no error given; the lead added the one the parser gives
real("https://github.com/blogminhquy/javis-os/pull/63 (blogminhquy's description of 2026-08-02: Groq llama-3.3-70b's failed_generation, JSON-decoded)", "neg-groq-llama33-function-paren-stray-quote",  # gathered as err- with no error; the lead renamed it after measuring: a `(` after the name is no form the parser reads, so the text stays text
     "<function=javis_search_tools({\"query\": \"nao dang duoc dung\"}\"</function>")  # fmt: skip
real("https://github.com/antirez/ds4/issues/11 (mitsuhiko's description of 2026-05-08: the text at the end of reasoning in a Pi session, as quoted)", "neg-ds4-dsml-closers-without-opener",  # gathered as err-; the lead renamed it after measuring: with no opener there is no call to name, and the text (code, then closing tags) is kept as text
     "    if name == \"main\":\n        run()\n    </\uff5cDSML\uff5cparameter>\n    </\uff5cDSML\uff5cinvoke>\n    </\uff5cDSML\uff5ctool_calls>")  # fmt: skip
