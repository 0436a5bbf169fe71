# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set hr: raw replies of 2026 open-weight models (DeepSeek V4, a small local model in goose) quoted in issue threads of harnesses and servers, gathered without reading the parser.

Families: DeepSeek V4 DSML markers leaked as the whole visible reply (fullwidth `<｜DSML｜tool_calls` in pi, ASCII-spaced
`< | DSML | tool_calls` in hermes-agent), a DeepSeek-V4-Flash reply on vllm-ascend that writes a malformed
`<｜DSML｜toolcall>Read` followed by a fenced JSON argument block (and then a fabricated result, cut here), and a goose
reply that opens `<function` twice and stops.

Sources: earendil-works/pi#3712, NousResearch/hermes-agent#15453, vllm-project/vllm-ascend#13794, aaif-goose/goose#9662
(all read through the issue-search excerpts; texts that the excerpt cut are copied only up to a whole line).

Could not find (in the helper's 25 minutes): nearly every 2026 thread found with a complete raw reply (Qwen3.5/3.6
`<function=...>` in qwen-code, omlx, LM Studio, tinker; GLM-5 `<arg_key>`; Gemma 4 `<|tool_call>call:` in ollama and
llama.cpp; MiniMax `<minimax:tool_call>`; Granite 4 pythonic calls in vLLM; LFM2.5 `<|tool_call_start|>`; DeepSeek V4
DSML in sglang, cherry-studio, claurst, GenericAgent; Kimi K2 in hermes-agent) is already cited by other corpora. The
uncited ones show the reply only as a screenshot (microclaw#321, hermes-agent#15453's full reply, lmstudio#2045), as a
server log fragment (ollama#17882's `save_as='report.docx'`, ollama#18390), as a table of summaries (cline#13348), or
as a probe script whose output was parsed (vllm#54686). No Seed-OSS, Step-3.5, Nemotron 3 or Kimi K3 raw reply was
found. So this set has no positive and is far smaller than the 15 aimed for.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_HR: list[dict[str, Any]] = [
    # pi coding agent built-ins
    tool_schema("read", ("path",), path="string", offset="integer", limit="integer"),
    tool_schema("bash", ("command",), command="string"),
    tool_schema("edit", ("path", "oldText", "newText"), path="string", oldText="string", newText="string"),
    tool_schema("write", ("path", "content"), path="string", content="string"),
    # hermes-agent: the web search tool named in the report
    tool_schema("web_search", ("query",), query="string"),
    # Claude-Code-style tools of the vllm-ascend#13794 session
    tool_schema("Read", ("file_path",), file_path="string", offset="integer", limit="integer"),
    # goose#9662: the user's own MCP tool
    tool_schema("curl_get", ("url",), url="string"),
]

SOURCES_HR: dict[str, str] = {}
CASES_HR: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_HR[id] = source
    CASES_HR.append(Case(id, text, list(calls), **kw))


# ---- DeepSeek V4: DSML opening marker alone in the visible reply --------------------------------
# (after measuring: no call and no error, as expected; renamed neg- since a cut- case names its error)
real("https://github.com/earendil-works/pi/issues/3712 (MasuRii's description of 2026-04-25: DeepSeek V4 Flash via NVIDIA writes the DSML marker into normal assistant text; the turn then stops)", "neg-pi-deepseek-v4-dsml-marker-alone",
     "<｜DSML｜tool_calls")  # fmt: skip
# (after measuring: as above)
real("https://github.com/NousResearch/hermes-agent/issues/15453 (Carvlly's description of 2026-04-25: 'Tool call tags appear raw in the output without being executed' with DeepSeek-V4 Flash/Pro)", "neg-hermes-deepseek-v4-ascii-dsml-marker",
     "< | DSML | tool_calls")  # fmt: skip

# ---- DeepSeek-V4-Flash: malformed DSML call with fenced JSON arguments ----------------------------
# (after measuring: no call and no error, as expected; renamed neg- since an err- case names its error)
real("https://github.com/vllm-project/vllm-ascend/issues/13794 (dearwangcy's comment of 2026-08-11: the 'content' JSON string of a DeepSeek-V4-Flash-0731 reply, decoded; cut after the first fenced block, before the fabricated tool result that follows)", "neg-vllm-ascend-deepseek-v4-dsml-toolcall-fenced-json",
     "我来调整逐日预测明细表格的宽度，使其更美观。先查看当前表格的宽度设置。\n\n"
     "当前逐日明细表宽度为5300 DXA（列宽1300+2000+2000），相对于A4内容宽度（约9026 DXA）偏窄。让我将表格加宽，并优化列宽比例。\n\n"
     "<｜DSML｜toolcall>Read\n\n"
     "```json\n"
     "{\"file_path\":\"/tmp/gen_report.js\",\"offset\":100,\"limit\":20}\n"
     "``` ")  # fmt: skip

# ---- goose: a reply that opens a function tag twice and stops -------------------------------------
# (after measuring: as above)
real("https://github.com/aaif-goose/goose/issues/9662 (f1-outsourcing's description of 2026-06-07: the reply after asking goose to use the curl_get MCP tool)", "neg-goose-bare-function-opens",
     "Let me try a different approach to get the content from this WordPress site.\n\n<function\n<function")  # fmt: skip
