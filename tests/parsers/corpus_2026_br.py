# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set br (issue 42): agent trajectories and evaluation logs stored in public repositories, gathered cold without reading the parser.

Families: the OpenHands/SWE-agent "non-function-calling" text format (`<function=NAME>` with `<parameter=KEY>` tags)
in a SWE-smith trajectory of moto (episodiq's README), a Qwen2.5-Coder-1.5B call printed as a fenced JSON
`{"name", "arguments"}` object in an eval write-up (punie), and negatives: Llama-3.3-70B's MedAgentBench replies in
that harness's own `GET url` / `POST url` + JSON payload / `FINISH([...])` format (AgentBench outputs, one of them the
harness's "Invalid POST request" near-miss), a harness system prompt that shows the `<function=example_function_name>`
format as an example, an eval doc listing a broken-XML format, an eval report naming `<tool_call>` in prose, and a benchmark
analysis writing `DrawBox(bbox)` / `count(x) + 5` in prose.

Sources: slavaZim/episodiq README.md (the raw SWE-smith trajectory getmoto__moto.694ce1f4.pr_6159),
THUDM/AgentBench outputs/Jan17v1/llama-3.3/medagentbench-std/runs.jsonl, pauleveritt/punie
docs/research/deep-test-findings.md, suchanek/personal_agent analysis/tool_calling_report.md, reynaldj/ThinkGeo
scripts/COMPARATIVE_ANALYSIS.md (all read through the code index; JSON string escapes undone, nothing else changed).

Could not find (in the helper's 35 minutes): committed SWE-agent .traj / OpenHands output.jsonl / tau2 / terminal-bench
runs of open models holding raw (unparsed) text; ToolBench's ToolLLaMA answer trees store only parsed Thought/Action/
Action Input fragments; tau-bench's stored runs hold parsed tool_calls; several aider .aider.chat.history.md logs of
qwen2.5-coder were found through the string index but their repositories could not be named, so they were left out.
No cut-off call and no undeclared-name call attempt was found in an uncited, nameable source.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_BR: list[dict[str, Any]] = [
    # SWE-smith / SWE-agent non-fncall prompt in the episodiq trajectory
    tool_schema("bash", ("command",), command="string"),
    tool_schema("submit", ()),
    tool_schema(
        "str_replace_editor",
        ("command", "path"),
        command="string",
        path="string",
        file_text="string",
        old_str="string",
        new_str="string",
        insert_line="integer",
        view_range="array",
    ),
    # punie's eval harness (PydanticAI toolset)
    tool_schema("read_file", ("path",), path="string"),
]

SOURCES_BR: dict[str, str] = {}
CASES_BR: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_BR[id] = source
    CASES_BR.append(Case(id, text, list(calls), **kw))


EPISODIQ = "https://github.com/slavaZim/episodiq/blob/main/README.md ('Raw trajectory — getmoto__moto.694ce1f4.pr_6159', a SWE-smith run with the bash/submit/str_replace_editor non-fncall prompt; JSON escapes undone)"
MEDAGENT = "https://github.com/THUDM/AgentBench/blob/45ae4f9e334a901c8cc427a0809a3dbd19adbc94/outputs/Jan17v1/llama-3.3/medagentbench-std/runs.jsonl (index 99, Llama-3.3's 'agent' turns; the harness declares GET/POST/FINISH text formats, no function-calling tools; JSON escapes undone)"
PUNIE = "https://github.com/pauleveritt/punie/blob/2fc08b5e1c7b88cacaec12fa8e739a9278d8ee8a/docs/research/deep-test-findings.md"

# ---- SWE-smith trajectory: <function=...> / <parameter=...> text calls ---------------------
real(EPISODIQ + " (first assistant turn)", "swesmith-function-tag-view-testbed",
     "I'll help you implement the necessary changes to meet the requirements. Let's follow the steps:\n\n"
     "1. First, let's find and read the relevant code. The PR description points to a specific file path in moto, so let's look for a similar file in our repository:\n\n"
     "<function=str_replace_editor>\n<parameter=command>view</parameter>\n<parameter=path>/testbed</parameter>\n</function>",
     ("str_replace_editor", {"command": "view", "path": "/testbed"}))  # fmt: skip
real(EPISODIQ + " (second assistant turn)", "swesmith-function-tag-view-models",
     "I can see the apigateway module in `/testbed/moto/apigateway`. Let's look at the models.py file there since that's where the PR description points to:\n\n"
     "<function=str_replace_editor>\n<parameter=command>view</parameter>\n<parameter=path>/testbed/moto/apigateway/models.py</parameter>\n</function>",
     ("str_replace_editor", {"command": "view", "path": "/testbed/moto/apigateway/models.py"}))  # fmt: skip
real(EPISODIQ + " (the system message's format instructions: an example a model receives, not a call)", "neg-swesmith-system-prompt-format-example",
     "If you choose to call a function ONLY reply in the following format with NO suffix:\n\n"
     "Provide any reasoning for the function call here.\n"
     "<function=example_function_name>\n<parameter=example_parameter_1>value_1</parameter>\n<parameter=example_parameter_2>\n"
     "This is the value for the second parameter\nthat can span\nmultiple lines\n</parameter>\n</function>\n\n"
     "<IMPORTANT>\nReminder:\n- Function calls MUST follow the specified format, start with <function= and end with </function>\n"
     "- Required parameters MUST be specified\n- Only call one function at a time\n"
     "- Always provide reasoning for your function call in natural language BEFORE the function call (not after)\n</IMPORTANT>")  # fmt: skip

# ---- punie eval: Qwen2.5-Coder-1.5B's fenced JSON call ---------------------------------------
real(PUNIE + " ('Test 4: 1.5B Model Format Detection', the Raw Output of Qwen2.5-Coder-1.5B-Instruct-4bit, fenced as the doc shows it)", "qwen25coder15b-fenced-json-read-file",
     "```json\n{\n  \"name\": \"read_file\",\n  \"arguments\": {\n    \"path\": \"src/punie/__init__.py\"\n  }\n}\n```",
     ("read_file", {"path": "src/punie/__init__.py"}))  # fmt: skip
real(PUNIE + " ('Format 4: Broken XML (Missing Opening Tag)': documentation of a format, not a call)", "neg-punie-doc-broken-xml-format",
     "### Format 4: Broken XML (Missing Opening Tag)\n```xml\n<function=read_file>\n<parameter=path>main.py</parameter>\n</function></tool_call>\n```\n**Used by:** Models with incomplete XML output")  # fmt: skip

# ---- MedAgentBench (AgentBench outputs): the harness's own text actions, no tool-call dialect --
real(MEDAGENT + " (first agent turn)", "neg-medagentbench-llama33-get-line",
     "GET http://34.170.56.151:8080/fhir/Observation?code=A1C&patient=S6488980")  # fmt: skip
real(MEDAGENT + " (second agent turn, which the harness answered 'Invalid POST request': a POST payload with FINISH appended)", "neg-medagentbench-llama33-post-then-finish",
     "POST http://34.170.56.151:8080/fhir/ServiceRequest\n{\n  \"resourceType\": \"ServiceRequest\",\n  \"code\": {\n    \"coding\": [\n      {\n        \"system\": \"http://loinc.org\",\n        \"code\": \"4548-4\",\n        \"display\": \"HbA1C\"\n      }\n    ]\n  },\n"
     "  \"authoredOn\": \"2023-11-13T10:15:00+00:00\",\n  \"status\": \"active\",\n  \"intent\": \"order\",\n  \"priority\": \"stat\",\n  \"subject\": {\n    \"reference\": \"Patient/S6488980\"\n  },\n"
     "  \"note\": [\n    {\n      \"text\": \"Order a new HbA1C lab test\"\n    }\n  ],\n  \"occurrenceDateTime\": \"2023-11-13T10:15:00+00:00\"\n}\nFINISH([-1])")  # fmt: skip
real(MEDAGENT + " (third agent turn)", "neg-medagentbench-llama33-finish",
     "FINISH([-1])")  # fmt: skip

# ---- eval report prose ----------------------------------------------------------------------
real("https://github.com/suchanek/personal_agent/blob/1722aa8c3699c2239693b0bf94911a6e6005fac6/analysis/tool_calling_report.md ('Unparsed Tool Calls' under Technical Notes)", "neg-ollama-tool-report-unparsed-prose",
     "### Unparsed Tool Calls\nModels marked as 'BROKEN' generate tool calls in text format (e.g., `<tool_call>...`) but the Ollama client does not parse them into structured tool_calls. "
     "This is likely an issue with the model's template or Ollama client compatibility.")  # fmt: skip

# ---- ThinkGeo eval analysis: call-like names in prose ---------------------------------------
THINKGEO = (
    "https://github.com/reynaldj/ThinkGeo/blob/045ec582d3da93d5df48d7249ee92bb8727d20c4/scripts/COMPARATIVE_ANALYSIS.md"
)
real(THINKGEO + " ('Validator Design Priorities', item 2)", "neg-thinkgeo-sequence-violation-drawbox-prose",
     "2. **Sequence Violation Prevention (27.6% of silent invalid)**\n   - Pattern: Tool calls reference outputs not yet produced\n   - Strategy: Dependency tracking across conversation history\n   - Example: DrawBox(bbox) requires prior TextToBbox/ObjectDetection")  # fmt: skip
real(THINKGEO + " ('Argument Error Patterns (Qwen2.5 IsInstanceFixed)', the Calculator list)", "neg-thinkgeo-calculator-arg-errors-list",
     "### Calculator: expression_not_math (78/85 = 91.8% of arg errors)\n\nAgent passes non-mathematical expressions:\n- Natural language: \"the number of buildings\"\n- Incomplete expressions: \"distance between\"\n- Invalid syntax: \"count(x) + 5\"")  # fmt: skip
