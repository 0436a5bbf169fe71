# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set fm (issue 42): raw replies pasted into 2025-2026 issue threads of local serving stacks, gathered without reading the parser.

Families: gpt-oss-20b Harmony replies from llama-server whose channel header came out malformed (`<|channel|>commentary...`,
`<|channel|>commentary 2?`) before a well-formed final answer or a well-formed `commentary to=functions.NAME
<|constrain|>json<|message|>{...}` call (llama.cpp issue); a Qwen3-Coder reply through LM Studio and claude-code-router
whose `<function=LS><parameter=path>` call stops mid-parameter (as the user pasted it from the Claude Code screen).

Sources: ggml-org/llama.cpp#27720, musistudio/claude-code-router#416 (both read through the issue-search excerpts).

Could not find (in the helper's 30 minutes): nearly every 2025-2026 thread of llama.cpp, Ollama, LM Studio, vLLM, SGLang,
mlx-lm, mlx-openai-server and hermes-agent that pastes a raw reply from the newest families (Qwen3.5/3.6, GLM-4.7,
Gemma 4, Nemotron 3, Devstral 2, DeepSeek V3.2 DSML, LFM2.5, MiniMax, Kimi, Granite 4) is already cited in corpora a to
fl. The uncited ones found show the reply only as a screenshot (lmstudio-bug-tracker#797, mistral-vibe#82), hold an
empty content, are synthetic format descriptions in PRs, or were cut by the search excerpt before the call (#797's
Seed-OSS reply; the third and later samples of llama.cpp#27720). So this set is far smaller than the 15 aimed for.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_FM: list[dict[str, Any]] = [
    # llama.cpp#27720: Home Assistant's Assist API intents offered to gpt-oss-20b
    tool_schema("HassTurnOn", (), name="string", area="string", floor="string", domain="array", device_class="array"),
    tool_schema("HassTurnOff", (), name="string", area="string", floor="string", domain="array", device_class="array"),
    tool_schema("GetLiveContext", ()),
    # claude-code-router#416: Claude Code's built-in tools
    tool_schema("LS", ("path",), path="string", ignore="array"),
    tool_schema("Read", ("file_path",), file_path="string", offset="integer", limit="integer"),
    tool_schema("Bash", ("command",), command="string", description="string", timeout="integer"),
]

SOURCES_FM: dict[str, str] = {}
CASES_FM: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_FM[id] = source
    CASES_FM.append(Case(id, text, list(calls), **kw))


# ---- gpt-oss-20b through llama-server (Harmony, malformed channel headers) -------------------------
# measured cold with no content given: the Harmony tokens are taken out of the reply's text (the lead gave that content after measuring)
real("https://github.com/ggml-org/llama.cpp/issues/27720 (metallica470's comment, turn 3, 2026: raw sample **1** (len 528), the code block after it)", "neg-gptoss-malformed-header-final-answer",
     "<|channel|>commentary... The user asks: did the Cubs win yesterday? The sports scores result includes many games but includes \"Mariners 1 (record 61-68) vs Cubs 0 (record 74-55) - Top 4th at T-Mobile Park\". That indicates Mariners 1 vs Cubs 0. So Cubs lost. The answer: No, the Cubs lost 0-1 to the Mariners yesterday. Should also note that the result shows that. Provide answer. No need to call expert. Just state.<|end|><|start|>assistant<|channel|>final<|message|>No, the Cubs fell 0–1 to the Mariners in the game on Tuesday.", content='commentary... The user asks: did the Cubs win yesterday? The sports scores result includes many games but includes "Mariners 1 (record 61-68) vs Cubs 0 (record 74-55) - Top 4th at T-Mobile Park". That indicates Mariners 1 vs Cubs 0. So Cubs lost. The answer: No, the Cubs lost 0-1 to the Mariners yesterday. Should also note that the result shows that. Provide answer. No need to call expert. Just state. No, the Cubs fell 0–1 to the Mariners in the game on Tuesday.')  # fmt: skip
real("https://github.com/ggml-org/llama.cpp/issues/27720 (metallica470's comment, turn 3, 2026: raw sample **2** (len 399), the code block after it)", "gptoss-malformed-header-then-hassturnon",
     "<|channel|>commentary 2? The request \"turn on the light\" ambiguous. We have to ask clarifying question: \"Which light would you like to turn on?\" According to rule: If ambiguous request, ask one short question. Also we must not add humor. Provide a single question.<|end|><|start|>assistant<|channel|>commentary to=functions.HassTurnOn<|constrain|>json<|message|>{\"name\":\"Light\",\"area\":\"Living Room\"}",
     ("HassTurnOn", {"name": "Light", "area": "Living Room"}))  # fmt: skip

# ---- Qwen3-Coder 30B through LM Studio + claude-code-router ------------------------------------------
# gathered with no error given; the parser's cut-off error (the lead gave it after measuring)
real("https://github.com/musistudio/claude-code-router/issues/416 (EdanStarfire's comment of 2025-08-03: the code block of Claude Code's screen, whole, as pasted; the reply stops inside the path parameter)", "cut-qwen3-coder-ccr-function-ls-no-close",
     "> /init is analyzing your codebase…\n\n"
     "● I'll analyze this codebase and create a CLAUDE.md file with the necessary information\n"
     "  for future Claude Code instances.\n\n"
     "  First, let me check what files are available in the repository to understand its\n"
     "  structure.\n\n"
     "  <function=LS>\n"
     "  <parameter=path>\n"
     "  C:\\code\\minions20", errors=["cut off"])  # fmt: skip
