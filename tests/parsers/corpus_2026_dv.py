# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set dv (issue 42): raw replies of local (or self-served) models quoted in 2025-2026 threads of terminal coding agents, where the call came back as text.

Families: Qwen3-Coder `<function=NAME><parameter=KEY>` without its closing tags (Ollama, as quoted in an opencode
thread) and inside `<tool_call>` (tabbyAPI, in an agent), Qwen2.5-Coder bare `{"name": ..., "arguments": ...}` JSON
(Ollama behind claude-code-router), DeepSeek DSML `<｜DSML｜tool_calls>` (opencode) and its doubled-bar spelling
`<｜｜DSML｜｜tool_calls>` (Zed agent panel); an error case (Qwen2.5-Coder's JSON with an unquoted key and a tool name
the harness does not declare, opencode); a negative (a PR description quoting the Qwen XML form as an example).

Sources: anomalyco/opencode#4428, #24566 and #2728, musistudio/claude-code-router#376, zed-industries/zed#60601,
theroyallab/tabbyAPI#378, microsoft/foundry-local#1104 (all read through the issue-search excerpts; nothing beyond
what the excerpt showed is copied). The opencode `read` tool is declared as opencode declares it (`filePath`,
`offset`, `limit`, as the DSML replies show); the Qwen3-Coder replies wrote `file_path` instead, as the model did.
The DSML replies' provider is not stated in the excerpts (DeepSeek-V4-Flash in #24566), so they may not be local.

Could not find (in the helper's 30 minutes): most threads of the named agents with a raw reply are already cited by
corpora a to dt (opencode#6223, #7083, #10402, #46625, #1034; crush#1831; qwen-code#176; kilocode#1775; goose#3748;
continue#13057; openclaude#433, #287, #1053; anon-kode#23; Codewhale#2361), and the uncited ones show the reply only
as a screenshot (qwen-code#1281, opencode#20836, #1122, ollama#13931, void#865, exo#1900), cut by the search excerpt
(crush#725 Kimi-K2 tokens, opencode#1890 GLM-4.5, ollama#15529, vllm#46863), paraphrased by the reporter
(qwen-code#124, cline#5683), or broken by the terminal's line wrap inside a JSON string (claude-code-router#817).
No uncited raw reply turned up for aider, gptme, OpenHands, anything-llm or LibreChat; plandex and open-interpreter were not searched.
So the set is smaller than the 15 aimed for.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_DV: list[dict[str, Any]] = [
    # opencode built-ins (names and parameters as the DSML replies and opencode's config show them)
    tool_schema("read", ("filePath",), filePath="string", offset="integer", limit="integer"),
    tool_schema("write", ("filePath", "content"), filePath="string", content="string"),
    tool_schema("bash", ("command",), command="string", description="string"),
    # Claude Code built-ins (claude-code-router)
    tool_schema("TodoWrite", ("todos",), todos="array"),
    tool_schema("Write", ("file_path", "content"), file_path="string", content="string"),
    tool_schema("Bash", ("command",), command="string"),
]

SOURCES_DV: dict[str, str] = {}
CASES_DV: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_DV[id] = source
    CASES_DV.append(Case(id, text, list(calls), **kw))


# ---- Qwen3-Coder XML left in the content ---------------------------------------------------------
real("https://github.com/anomalyco/opencode/issues/4428 (1337hero's comment of 2025-11-18: the `content` string of 'What Ollama returns' for qwen3-coder:30b-a3b-q4_K_M, JSON escapes decoded)", "ollama-qwen3-coder-function-read-unclosed",
     "<function=read>\n<parameter=file_path>/etc/hostname</parameter>",
     # gathered as {"file_path": …}: opencode's read takes filePath, and the alias table maps file_path to it; the
     # lead moved this expectation to that rule after measuring
     ("read", {"filePath": "/etc/hostname"}))  # fmt: skip
real("https://github.com/theroyallab/tabbyAPI/pull/378 (torisetxd's comment of 2026-01-11: the tokens Qwen Coder wrote instead of triggering the call)", "tabbyapi-qwen-coder-tool-call-read",
     "<tool_call>\n<function=read>\n<parameter=file_path>\nREADME.md\n</parameter>\n</function>\n</tool_call>",
     # gathered as {"file_path": …}; the lead moved this expectation to the alias rule after measuring, as above
     ("read", {"filePath": "README.md"}))  # fmt: skip

# ---- Qwen2.5-Coder bare JSON ---------------------------------------------------------------------
real("https://github.com/musistudio/claude-code-router/issues/376 (docbobo's description of 2025-07-30: the reply to /init from qwen2.5-coder:latest on Ollama; Claude Code's leading '⏺ ' marker dropped)", "ccr-qwen25-coder-todowrite-json",
     "{\"name\": \"TodoWrite\", \"arguments\": {\"todos\": []}}",
     ("TodoWrite", {"todos": []}))  # fmt: skip

# ---- DeepSeek DSML -------------------------------------------------------------------------------
real("https://github.com/anomalyco/opencode/issues/24566 (amcique's comment of 2026-07-24: the DSML block shown in opencode; DeepSeek-V4-Flash, provider not stated)", "opencode-deepseek-dsml-read",
     "<｜DSML｜tool_calls>\n"
     "<｜DSML｜invoke name=\"read\">\n"
     "<｜DSML｜parameter name=\"filePath\" string=\"true\">I:\\hrc\\usermode\\src\\hypercall\\hypercall.cpp</｜DSML｜parameter>\n"
     "<｜DSML｜parameter name=\"limit\" string=\"false\">15</｜DSML｜parameter>\n"
     "<｜DSML｜parameter name=\"offset\" string=\"false\">357</｜DSML｜parameter>\n"
     "</｜DSML｜invoke>\n"
     "</｜DSML｜tool_calls>",
     ("read", {"filePath": "I:\\hrc\\usermode\\src\\hypercall\\hypercall.cpp", "limit": 15, "offset": 357}))  # fmt: skip
real("https://github.com/zed-industries/zed/issues/60601 (swayll's description of 2026-07-08: the raw tags shown in the agent panel; provider not stated in the excerpt)", "zed-dsml-doubled-bars-read",
     "<｜｜DSML｜｜tool_calls>\n"
     "<｜｜DSML｜｜invoke name=\"read\">\n"
     "<｜｜DSML｜｜parameter name=\"filePath\" string=\"true\">AGENTS.md</｜｜DSML｜｜parameter>\n"
     "<｜｜DSML｜｜parameter name=\"limit\" string=\"false\">30</｜｜DSML｜｜parameter>\n"
     "</｜｜DSML｜｜invoke>\n"
     "</｜｜DSML｜｜tool_calls>",
     ("read", {"filePath": "AGENTS.md", "limit": 30}))  # fmt: skip

# ---- broken tries ----------------------------------------------------------------------------------
real("https://github.com/anomalyco/opencode/issues/2728 (leonardorame's description of 2025-09-22: the response of qwen2.5-coder:7b on Ollama, as the reporter quoted it)", "opencode-qwen25-coder-write-unquoted-key",
     "{ \"name\": \"Write\", \"arguments\": { \"file_path\": \"test.sh\", content: \"...\"}}",
     # gathered as err- (the reporter may have shortened the content to "..."); the call is whole as written once its
     # unquoted key is read (the near-JSON repair): the lead made it a positive after measuring
     ("Write", {"file_path": "test.sh", "content": "..."}))  # fmt: skip

# ---- examples that quote a call format -------------------------------------------------------------
real("https://github.com/microsoft/foundry-local/pull/1104 (baijumeswani's description of 2026-09-13: the Example section's Qwen output)", "neg-foundry-local-pr-qwen-xml-example",
     "Qwen output such as:\n\n"
     "```xml\n<tool_call>\n<function=view>\n<parameter=path>\nsrc/main.cc\n</parameter>\n</function>\n</tool_call>\n```\n\n"
     "is exposed to the client as the equivalent structured `view` call rather than visible XML.")  # fmt: skip
