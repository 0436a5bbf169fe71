# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set ba (issue 42): model replies stored in repositories (committed logs, probe records, debugging notes), gathered without reading the parser.

Families: Qwen3-30B-A3B-Instruct-2507 (Hermes `<tool_call>` JSON left in `content` by vLLM, and its final answer with
`<query>` tags), DuoNeural-v3 4-bit (Hermes `<tool_call>` with an array and an integer argument, mlx_lm server),
Llama 3.1 (`<|python_tag|>brave_search.call(...)<|eom_id|>` through llama-server), gpt-oss (Harmony channels printed
raw: a commentary call after the analysis tail, a final answer asking for clarification; gpt-oss-120b on Groq
printing bare `<function=name>` tags with no arguments, kept as cut-offs), and negatives: a final answer with
`<query>` tags, a Harmony final answer, system prompts that name `<function=...>` and `<tool_call>` tags.

Sources: Tim861125/presentation (tech-presentation/mcp/log.md at 36e619b, mcp2/ref.md), phntmwvs/duoneural-v3-eval-harness
(evals/hermes_fc/PROBE_RESULTS.md), fairydreaming/tlcl (README.md), avble/av_llm (docs/model_gpt_oss.md),
syntithenai/lambdallmproxy (developer_logs/ and developer_log/ notes). JSON-string texts are given decoded (escapes
undone) as the logs hold them; terminal wraps and mojibake are kept.

Could not find (in the helper's 40 minutes): committed SWE-agent/OpenHands trajectories or BFCL result files with
open-model raw replies in uncited repositories that the search index could name; a Bonsai-4B probe note (Hermes JSON
without the opening tag) and a Ling-3.0-flash `<tool_call_type>`/`<tool_input>` sample were found only as excerpts
whose repository the index would not name, so they are left out; a MiniMax-M2.1 `<invoke><exec>` sample was left out
because its record was edited ("...") and garbled by hand. So this set is smaller than the 20 to 30 aimed for.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_BA: list[dict[str, Any]] = [
    # Tim861125/presentation: the MCP date demo's two tools as sent to vLLM
    tool_schema("get-weather", (), format="string", timezone="string"),
    tool_schema("get-patents-count", ("query",), query="string", format="string", timezone="string"),
    # duoneural-v3-eval-harness evals/hermes_fc/cases/fc-system2-001.json
    tool_schema(
        "schedule_meeting",
        ("title", "attendees", "date", "time", "timezone", "duration_minutes"),
        title="string",
        attendees="array",
        date="string",
        time="string",
        timezone="string",
        duration_minutes="integer",
    ),
    # fairydreaming/tlcl: Llama 3.1 built-in brave_search ("Tools: brave_search")
    tool_schema("brave_search", ("query",), query="string"),
    # avble/av_llm: the schema quoted in the page, with its 'leve' typo
    tool_schema("set_brightness_level", ("name",), name="string", leve="string"),
    # syntithenai/lambdallmproxy src/tools.js (search_web's query may also be an array; the first tools)
    tool_schema(
        "search_web", ("query",), query="string", limit="integer", timeout="integer", generate_summary="boolean"
    ),
    tool_schema("scrape_web_content", ("url",), url="string", timeout="integer"),
    tool_schema("execute_javascript", ("code",), code="string"),
]

SOURCES_BA: dict[str, str] = {}
CASES_BA: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_BA[id] = source
    CASES_BA.append(Case(id, text, list(calls), **kw))


TIM = "https://github.com/Tim861125/presentation/blob/36e619b8c2b3f51cb76b27f3765294e5f4d6deb0/tech-presentation/mcp/log.md (a vLLM client log: cpatonn/Qwen3-30B-A3B-Instruct-2507-AWQ-4bit, response message.content with tool_calls []; JSON escapes undone)"
DUO = "https://github.com/phntmwvs/duoneural-v3-eval-harness/blob/main/evals/hermes_fc/PROBE_RESULTS.md ('Raw response (one example, no system)': DuoNeural-v3-4bit on mlx_lm server; JSON escapes undone)"
TLCL = "https://github.com/fairydreaming/tlcl/blob/main/README.md ('Model using brave search tool': Llama 3.1 on llama-server with --special; the assistant turn between its header and the ipython turn)"
AVBLE = "https://github.com/avble/av_llm/blob/main/docs/model_gpt_oss.md (gpt-oss raw Harmony output printed by the author's server)"
LAMBDA = "https://github.com/syntithenai/lambdallmproxy (openai/gpt-oss-120b on Groq)"

real(TIM,
     'qwen3-30b-a3b-instruct-hermes-json-in-content',
     '<tool_call>\n{"name": "get-patents-count", "arguments": {"query": "電動車", "format": "iso", "timezone": "Asia/Taipei"}}\n</tool_call>',
     ('get-patents-count', {'query': '電動車', 'format': 'iso', 'timezone': 'Asia/Taipei'}))  # fmt: skip

real(TIM + " (the second response: the final answer, with the <query> tags the user's prompt asked for)",
     'neg-qwen3-30b-a3b-final-answer-query-tags',
     '電動車為成熟技術，核心關鍵字包含電動車、純電動車、電動汽車等中英文同義詞，並擴展至日文「電気自動車」與韓文「전기 자동차」。針對技術特徵，鎖定主IPC分類H02K49/00（電動機/驅動系統）與B60L3/00（電動車動力系統），排除混合動力與傳統引擎相關技術，確保檢索精準性。日期未指定，故不設限。\n\n<query>\nTAC:("electric vehicle" "pure electric vehicle" "electric car" "電動車" "純電動車" "電動汽車" "電気自動車" "전기 자동차") AND IPC:(H02K49/00 B60L3/00)\n</query>\n專利筆數: 12345678')  # fmt: skip

real(DUO,
     'duoneural-v3-hermes-tool-call-array-and-integer',
     '<tool_call>\n{"name": "schedule_meeting", "arguments": {"title": "meeting with Bob", "attendees": ["bob@example.com"], "date": "2026-11-04", "time": "09:00", "timezone": "America/New_York", "duration_minutes": 30}}\n</tool_call>',
     ('schedule_meeting', {'title': 'meeting with Bob', 'attendees': ['bob@example.com'], 'date': '2026-11-04', 'time': '09:00', 'timezone': 'America/New_York', 'duration_minutes': 30}))  # fmt: skip

real(TLCL,
     'llama31-python-tag-brave-search-call',
     '<|python_tag|>brave_search.call(query="latest release Meta llama model")<|eom_id|>',
     ('brave_search', {'query': 'latest release Meta llama model'}))  # fmt: skip

real(AVBLE + " ('Help to detect the typo in the function calling': the tail of the analysis channel, then the commentary call; the line break before ' to=' is the terminal's wrap, kept as the page shows it)",
     'gpt-oss-harmony-commentary-call-after-analysis-tail',
     'The function signature expects "leve?" but spelled incorrectly. We\'ll pass "leve": "100".<|end|><|start|>assistant<|channel|>commentary\n to=functions.set_brightness_level <|constrain|>json<|message|>{"name":"kitchen light","leve":"100"}',
     ('set_brightness_level', {'name': 'kitchen light', 'leve': '100'}))  # fmt: skip

real(AVBLE + " ('Help to detect why the function calling failed': analysis then a final answer asking for the device; mojibake and terminal wraps kept)",
     'neg-gpt-oss-harmony-final-asks-clarification',
     '<|channel|>analysis<|message|>The user says "set level to 123". They didn\'t specify device name. We need to ask for clarification. According\n to instructions, we should ask for clarification.<|end|><|start|>assistant<|channel|>final<|message|>IΓÇÖm ready to set the brightness leve\nl, but I need to know which device youΓÇÖd like to adjust. Could you please tell me the device name (e.g., light 01, living room, etc.)?',
     content='IΓÇÖm ready to set the brightness leve\nl, but I need to know which device youΓÇÖd like to adjust. Could you please tell me the device name (e.g., light 01, living room, etc.)?')  # fmt: skip

real(LAMBDA + " (FIX_FUNCTION_SYNTAX_IN_RESPONSES.md, 'Error Symptom': the message_complete content, the whole reply)",
     'cut-gpt-oss-120b-bare-function-tag-search',
     '<function=search>',
     errors=['search'])  # fmt: skip

real(LAMBDA + " (developer_log/PHASE2_IMPLEMENTATION_COMPLETE.md, 'Example 1' input 'from gpt-oss-120b')",
     'cut-gpt-oss-120b-prose-then-function-tag',
     'I will search for that information. <function=search_web>',
     errors=['search_web'])  # fmt: skip

real(LAMBDA + " (developer_logs/FINAL_MODEL_DECISION.md, 'System Prompt Warnings': the lines quoted from src/config/prompts.js, text the model receives)",
     'neg-lambdallmproxy-system-prompt-naming-function-tags',
     'NEVER include XML tags, JSON objects, or function call syntax in your text responses\nNEVER write things like <function=search>, <function=search_web>\nNEVER use Anthropic/Claude-style function syntax')  # fmt: skip

real("https://github.com/Tim861125/presentation/blob/main/mcp2/ref.md (Part 1 request, line 33: the system message sent to the same Qwen3 server, text the model receives)",
     'neg-qwen3-system-prompt-naming-tool-call-tag',
     'You are a helpful assistant. If a tool is relevant, you MUST call it using <tool_call> XML format and do not answer directly.')  # fmt: skip
