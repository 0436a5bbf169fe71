# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set hc (issue 42): cut-off and broken tool calls from local models, quoted in issue and PR threads, gathered without reading the parser.

Families: a Qwen3-4B bare JSON call whose argument is an arithmetic expression (`60*60*12`), not JSON (genie-claw); a
qwen3.6:27b reply under Hermes Agent that wraps a shell command in an invented `<command_bash>` tag (ollama); a Qwen3.8
Qwen3-Coder-style call that opens with `<parameter=bash>` where `<function=bash>` belongs (antirez/ds4); and, as the
one positive, a qwen3-coder:30b call that leaves out the `<tool_call>` opener but keeps `</tool_call>` (ollama PR).

Sources: GeniePod/genie-claw#378, ollama/ollama#15573, antirez/ds4#1050, ollama/ollama#17742 (all read through the
issue-search excerpts).

Could not find (in the helper's 30 minutes): nearly every thread with a raw cut-off or malformed reply is already
cited by corpora a to gx (vllm#47761, ollama#12017 / #17565 / #15315 / #15241 / #18275 / #16686, llama.cpp#12379,
omlx#3153 / #1830, colibri#505, qwen-code#167, Qwen3.8#150 ...). The uncited ones show only the parsed `arguments`
(vllm-ascend#16001), placeholders (`"xxx"`, `.....`: Qwen-Agent#734), a screenshot (Qwen-Agent#558), a stream of SSE
deltas (club-3090#145), reporter elisions `(...)` inside the call (llama.cpp#24644), a server error without the raw
text (llama.cpp#22072, ollama#14570 / #14492), or a synthetic example (slime#2306). So this set is far below the 15
cases and 10 cut/err cases aimed for, and has no `cut-` case at all.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_HC: list[dict[str, Any]] = [
    # genie-claw home assistant tools
    tool_schema("set_timer", ("seconds",), seconds="integer", label="string"),
    # Hermes Agent built-ins
    tool_schema("terminal", ("command",), command="string"),
    tool_schema("read_file", ("path",), path="string"),
    # antirez/ds4 agent tools
    tool_schema("bash", ("command",), command="string"),
    tool_schema("write", ("path", "content"), path="string", content="string"),
    # Codex-style shell tool in the ollama PR's /v1/responses replays
    tool_schema("exec_command", ("cmd",), cmd="string"),
]

SOURCES_HC: dict[str, str] = {}
CASES_HC: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_HC[id] = source
    CASES_HC.append(Case(id, text, list(calls), **kw))


# ---- calls written wrongly -------------------------------------------------------------------------
# (after measuring: no call, as expected, once the lead's fix refused arithmetic (cold it ran set_timer with
# {"seconds": 60, "60*12,\"label": "meeting"}); a bare object that does not read stays text, so no error: renamed neg-)
real("https://github.com/GeniePod/genie-claw/issues/378 (ai-hpc's description of 2026-06-03, 'Observed on Jetson (Qwen3-4B)': the second line of the code block, the model's output; the first line is the user's request)", "neg-genie-qwen3-4b-arithmetic-in-json-argument",
     '{"tool":"set_timer","arguments":{"seconds":60*60*12,"label":"meeting"}}')  # fmt: skip
# (after measuring: no call and no error, as expected; renamed neg- since an err- case names its error)
real("https://github.com/ollama/ollama/issues/15573 (noochboy's comment of 2026-04-28: qwen3.6:27b under Hermes Agent, the first <reply> block, its indentation as written)", "neg-hermes-qwen36-invented-command-bash-tag",
     "     Let me read those files to get back up to speed.\n\n"
     "     <command_bash>\n"
     "     cat TASKS.md</command_bash>")  # fmt: skip
# (after measuring: the error the parser gives named, as the gatherer was unsure of it)
real("https://github.com/antirez/ds4/pull/1050 (aovestdipaperino's description of 2026-09-14, 'The slip': the stanza Qwen3.8 wrote)", "err-ds4-qwen38-parameter-opener-instead-of-function",
     "<tool_call>\n"
     "<parameter=bash>\n"
     "<parameter=command>\n"
     "ls\n"
     "</parameter>\n"
     "</function>\n"
     "</tool_call>", errors=["Could not read the call"])  # fmt: skip

# ---- broken but readable: the retry shape that a reader takes as a call -----------------------------
real("https://github.com/ollama/ollama/pull/17742 (aldegad's description of 2026-08-14: the qwen3-coder:30b call without the <tool_call> opener)", "ollama-qwen3coder-call-missing-tool-call-opener",
     "<function=exec_command>\n"
     "<parameter=cmd>\n"
     "echo LEAK_TEST\n"
     "</parameter>\n"
     "</function>\n"
     "</tool_call>",
     ("exec_command", {"cmd": "echo LEAK_TEST"}))  # fmt: skip
