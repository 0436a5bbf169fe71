# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set gt (issue 42): raw replies of small open models (<=8B) calling tools, stored in research repositories' evaluation notes and result files, gathered without reading the parser.

Families: a base Qwen2.5-Coder-1.5B-Instruct (4-bit, mlx_lm.server) reply that is a fenced ```json block holding
`{"name": ..., "arguments": {...}}` spread over several lines, with the model's `<|im_end|>` end token left after the
closing fence (the server returned the text as is).

Source: pauleveritt/punie at 3acccd3 (docs/research/tool-calling-investigation.md, "Step 2: Examined Base Model
Output": the prompt "Read the file at /etc/hosts and tell me what's in it." and the model output the author pasted).
The harness (PydanticAI agent over mlx_lm.server) offered file tools; the one named here is `read_file` with `path`.

Could not find (in the helper's 30 minutes): every small-model BFCL result file reachable through exact-path look-ups
(berkeley-function-call-leaderboard/result/<model>/BFCL_v3_*_result.json for Qwen2.5-1.5B/7B, Llama-3.2-3B) lives in
gianmarcoalessio/AAFV, already cited by corpus ev; no ToolACE-8B result file is stored; the TinyAgent, NexusRaven
and Hammer repositories hold code and data but no committed model outputs in the index; MikeVeerman/tool-calling-
benchmark runs, BalajiVenkat11's notebook, joerosh's BFCL CSVs, hanXen's Qwen2.5-Coder JSONs, suchanek/personal_agent's
report and punie's deep-test-findings.md are already cited (corpora an, at, cc, gj, gn, br...); the report in
suchanek/personal_agent holds no raw text. A real Ollama `qwen3:1.7b` reply with two `<tool_call>` blocks was found
in a Python file's example through find_string, and a Qwen3-4B ROLL rollout note with a `<tool_call>` reply, but
neither file's repository could be identified in time, so neither is cited. No SWE-agent/mini-swe-agent trajectory
of a <=8B local model was found in the file index (trajectory JSON files are not searchable by content). So this set
has one positive case, far below the 15 aimed for.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the source's harness declared (as named in the source)
TOOLS_GT: list[dict[str, Any]] = [
    tool_schema("read_file", ("path",), path="string"),
]

SOURCES_GT: dict[str, str] = {}
CASES_GT: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_GT[id] = source
    CASES_GT.append(Case(id, text, list(calls), **kw))


# ---- fenced JSON with an end token left after the fence ---------------------------------------------
real("https://github.com/pauleveritt/punie/blob/3acccd3b875fcf87800cb8be9b905ebefb9ba63a/docs/research/tool-calling-investigation.md (Step 2: Examined Base Model Output, the 'Model output:' of Qwen2.5-Coder-1.5B-Instruct-4bit for 'Read the file at /etc/hosts and tell me what's in it.')", "qwen25-coder-1p5b-fenced-json-im-end",
     "```json\n{\n  \"name\": \"read_file\",\n  \"arguments\": {\n    \"path\": \"/etc/hosts\"\n  }\n}\n```<|im_end|>",
     ("read_file", {"path": "/etc/hosts"}))  # fmt: skip
