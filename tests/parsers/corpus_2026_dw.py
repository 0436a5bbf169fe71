# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set dw (issue 42): function-calling fine-tunes' own repositories, gathered without reading the parser.

Families: Arch-Function (katanemo/archgw's model server, Qwen2.5-based): a `<tool_call>` block holding a Python-dict
call (single quotes, every value a string), recorded token by token with its logprobs in the model server's
hallucination test fixture (two replies, one with a hallucinated location), the fixture's one-token reply that is
only the opening `<tool_call>` (a recorded first token, so a cut), and Arch-Function's later ```json fence holding
`{"tool_calls": [...]}` stored as an assistant turn of a state test.

Sources: katanemo/archgw at c12d63a (model_server/tests/core/test_cases.json: each case's "tokens" joined in order)
and at 7d4b261 (model_server/tests/core/test_state.py, the assistant turn marked "model": "Arch-Function"; Python
string literal decoded). The tool is the `get_current_weather` the model server's tests declare (location, unit with
enum celsius/fahrenheit, days typed "str" in the 2024 tests and written as an integer by the 2025 reply, so days
takes either).

Could not find (in the helper's 30 minutes): NexusRaven-V2's README reply is a nested call (left out again, as set cj
did); the Phi-4-mini reply in microsoft/onnxruntime-genai#1334 is cut by the issue-search excerpt before the output;
the Octopus-v2 replication notes found by find_string name no repository and store no reply; archgw's other model
server tests hold tools and expected calls, not replies, and its Rust tests' replies are hand-written. Hermes,
functionary, xLAM, Hammer, ToolACE, NexusRaven (notebook), LFM2, Nemotron, Granite and Command-R7B are cited by
earlier sets (ae, af, ah, an, az, b, bg, t, ...). So this set is far smaller than the 15 aimed for.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case

# the tools the sources' harnesses declared, with their parameters
TOOLS_DW: list[dict[str, Any]] = [
    {
        "name": "get_current_weather",
        "description": "Get current weather at a location.",
        "parameters": {
            "type": "object",
            "properties": {
                "location": {"type": "string"},
                "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
                "days": {"type": ["string", "integer"]},
            },
            "required": ["location", "days"],
        },
    },
]

SOURCES_DW: dict[str, str] = {}
CASES_DW: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_DW[id] = source
    CASES_DW.append(Case(id, text, list(calls), **kw))


ARCH_TOKENS = "https://github.com/katanemo/archgw/blob/c12d63a109a5a8469a1da9f803568fbcead5c0aa/model_server/tests/core/test_cases.json"
ARCH_STATE = "https://github.com/katanemo/archgw/blob/7d4b261a68a1ed2f3ec9de0d2105271f6b5203b6/model_server/tests/core/test_state.py"

# ---- Arch-Function: <tool_call> with a Python dict (recorded tokens) ----------------------------------------------
real(ARCH_TOKENS + " (case 'parameter_value_hallucination': its tokens joined; Arch-Function asked 'How is the weather in Seattle in days?')", "arch-fc-tool-call-python-dict-hallucinated-location",
     "<tool_call>\n{'name': 'get_current_weather', 'arguments': {'location': 'Sea, Australia', 'unit': 'celsius', 'days': '1'}}\n</tool_call>",
     ("get_current_weather", {"location": "Sea, Australia", "unit": "celsius", "days": "1"}))  # fmt: skip
real(ARCH_TOKENS + " (case 'fail_case': its tokens joined)", "arch-fc-tool-call-python-dict-seattle",
     "<tool_call>\n{'name': 'get_current_weather', 'arguments': {'location': 'Seattle, WA', 'unit': 'celsius', 'days': '7'}}\n</tool_call>",
     ("get_current_weather", {"location": "Seattle, WA", "unit": "celsius", "days": "7"}))  # fmt: skip
real(ARCH_TOKENS + " (case 'tool_call_halluciation': its one recorded token, the reply's first)", "cut-arch-fc-tool-call-open-tag-only",
     # gathered as cut- with no error; renamed neg- after measuring (the lone tag then stayed text), and back to cut-
     # with its error once corpus er showed the same reply cut by a stop word: an opener alone at the end is cut off
     "<tool_call>", errors=["<tool_call>"])  # fmt: skip

# ---- Arch-Function: fenced {"tool_calls": [...]} (stored assistant turn) -------------------------------------------
real(ARCH_STATE + " (test_input_history[1], the assistant turn with \"model\": \"Arch-Function\" after 'how is the weather in chicago for next 5 days?')", "arch-fc-fenced-json-tool-calls",
     '```json\n{"tool_calls": [{"name": "get_current_weather", "arguments": {"days": 5, "location": "Chicago, Illinois"}}]}\n```',
     ("get_current_weather", {"days": 5, "location": "Chicago, Illinois"}))  # fmt: skip
