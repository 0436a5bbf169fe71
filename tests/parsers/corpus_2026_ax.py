# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set ax (issue 42): texts from parser test fixtures and issue/PR threads no other corpus cites, gathered
the way a reviewer builds a held-out set, without reading the parser.

Families: Qwen3-Coder XML (<tool_call><function=…><parameter=…>) with a lead-in and a multi-line JSON value,
Command-R <|START_ACTION|> JSON lists after <|START_THINKING|>, Granite-20B-FC <function_call>, MiniMax-M1
<tool_calls> JSON lines (one with its closing tag missing), Jamba <tool_calls>[…], MiniMax-M2 <minimax:tool_call>
<invoke> (one with text after it, one with its closing wrapper missing), xLAM JSON lists (in a ```json fence after
prose, and after [TOOL_CALLS]), a Llama 3.2 bare {"type": "function", "function": …} object, a Qwen2.5-Coder JSON
call whose string value holds unescaped quotes and raw line breaks, a Granite call cut mid-arguments, and a whole
JSON call to an undeclared name. Negatives: PR descriptions quoting GLM <arg_key> calls inline and in an ```xml
fence, a Harmony commentary example in a fence, `to=functions.<tool>` named in prose, and a classic Mistral
[TOOL_CALLS] example in a fence.

Sources: vllm-project/vllm tests/tool_parsers/ (test_qwen3coder_tool_parser.py, test_cohere_command_tool_parser.py,
test_granite_20b_fc_tool_parser.py, test_minimax_tool_parser.py, test_jamba_tool_parser.py,
test_xlam_tool_parser.py), sgl-project/sglang test/registered/function_call/ (test_minimax_m2_detector.py,
test_unknown_tool_name.py), issue threads vllm-project/vllm#11786 and Gitlawb/openclaude#287, and PR descriptions
waybarrios/vllm-mlx#797 and #50, sgl-project/sglang#19925, ROCm/ATOM#1747, NousResearch/hermes-agent#84231,
ml-explore/mlx-lm#1643. Fixture strings are the texts the servers' tests feed their parsers as model output, copied
as the test files hold them (Python escapes undone). Not found in the helper's 35 minutes in an uncited source: a
Gemma tool_code or Gemma 4 reply, a DeepSeek or Kimi token reply, a functionary reply, a gpt-oss Harmony reply
(the one found, kekzl/imp#1719, is cited), a pythonic list and a Llama <|python_tag|> reply.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_AX: list[dict[str, Any]] = [
    tool_schema(
        "get_current_weather", ("city", "state"), city="string", state="string", unit="string"
    ),  # vLLM fixtures
    tool_schema("calculate_area", (), shape="string", dimensions="object", precision="integer"),
    tool_schema("foo", (), query="string"),  # vLLM's Cohere fixture
    tool_schema("bar", (), x="integer"),
    tool_schema("get_weather", (), city="string", location="string", unit="string"),  # Granite fixture, vllm-mlx #50
    tool_schema("get_time", (), timezone="string"),
    tool_schema("context_info", (), metadata_only="boolean"),  # sglang's MiniMax-M2 fixture
    tool_schema("get_current_traffic", ("location",), location="string"),  # vllm #11786
    tool_schema("Write", ("file_path", "content"), file_path="string", content="string"),  # openclaude #287
    tool_schema("Bash", ("command",), command="string"),  # GLM PR descriptions
    tool_schema("read_file", ("path",), path="string"),  # mlx-lm #1643
]

SOURCES_AX: dict[str, str] = {}
CASES_AX: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_AX[id] = source
    CASES_AX.append(Case(id, text, list(calls), **kw))


VQ3C = "vllm-project/vllm tests/tool_parsers/test_qwen3coder_tool_parser.py (commit 049d8df), test_extract_tool_calls"
VCOH = "vllm-project/vllm tests/tool_parsers/test_cohere_command_tool_parser.py (commit 6bcd488), TOOL_CALL_CASES"
VGRA = "vllm-project/vllm tests/tool_parsers/test_granite_20b_fc_tool_parser.py (commit 41c5903)"
VMM1 = "vllm-project/vllm tests/tool_parsers/test_minimax_tool_parser.py (commit 41c5903, MiniMax-M1-40k), test_extract_tool_calls"
VJAM = "vllm-project/vllm tests/tool_parsers/test_jamba_tool_parser.py (commit 045d757), test_extract_tool_calls"
VXLAM = "vllm-project/vllm tests/tool_parsers/test_xlam_tool_parser.py (commit 10a6751, Llama-xLAM-2-8B-fc-r), test_extract_tool_calls"
SMM2 = "sgl-project/sglang test/registered/function_call/test_minimax_m2_detector.py (commit 9f0bd17)"
DAL = {"city": "Dallas", "state": "TX", "unit": "fahrenheit"}

real(VQ3C + " id single_tool_with_content", "qwen3coder-xml-after-lead-in",
     "Sure! Let me check the weather for you.<tool_call>\n<function=get_current_weather>\n<parameter=city>\nDallas\n</parameter>\n<parameter=state>\nTX\n</parameter>\n<parameter=unit>\nfahrenheit\n</parameter>\n</function>\n</tool_call>",
     ("get_current_weather", DAL))  # fmt: skip
real(VQ3C + " id single_tool_multiline_param", "qwen3coder-xml-multiline-json-value",
     "<tool_call>\n<function=calculate_area>\n<parameter=shape>\nrectangle\n</parameter>\n<parameter=dimensions>\n{\"width\": 10, \n \"height\": 20}\n</parameter>\n<parameter=precision>\n2\n</parameter>\n</function>\n</tool_call>",
     ("calculate_area", {"shape": "rectangle", "dimensions": {"width": 10, "height": 20}, "precision": 2}))  # fmt: skip
real(VCOH + " id cmd3-multiple_tool_calls", "command-r-action-two-calls",
     "<|START_THINKING|>first I think about foo<|END_THINKING|><|START_ACTION|>\n[\n    {\"tool_call_id\": \"0\", \"tool_name\": \"foo\", \"parameters\": {\"query\": \"query1\"}},\n    {\"tool_call_id\": \"1\", \"tool_name\": \"bar\", \"parameters\": {\"x\": 42}}\n]\n<|END_ACTION|>",
     ("foo", {"query": "query1"}), ("bar", {"x": 42}))  # fmt: skip
real(VGRA + " surrounding_text_output", "granite-function-call-after-prose",
     "Let me check the weather for you.\n<function_call> {\"name\": \"get_weather\", \"arguments\": {\"city\": \"Tokyo\"}}",
     ("get_weather", {"city": "Tokyo"}))  # fmt: skip
real(VGRA + " malformed_input_outputs[0] (a call cut inside its arguments; the fixture's name 'func')", "cut-granite-function-call-open-args",
     "<function_call> {\"name\": \"func\", \"arguments\": {",
     errors=["func"])  # fmt: skip
real(VMM1 + " id tool_call_with_content_before", "minimax-m1-tool-calls-after-prose",
     "I'll help you check the weather. <tool_calls>\n{\"name\": \"get_current_weather\", \"arguments\": {\"city\": \"Seattle\", \"state\": \"WA\", \"unit\": \"celsius\"}}\n</tool_calls>",
     ("get_current_weather", {"city": "Seattle", "state": "WA", "unit": "celsius"}))  # fmt: skip
real(VMM1 + " id tool_call_incomplete_tag (the closing </tool_calls> missing; the JSON complete)", "minimax-m1-tool-calls-unclosed",
     "<tool_calls>\n{\"name\": \"get_current_weather\", \"arguments\": {\"city\": \"Boston\", \"state\": \"MA\"}}",
     ("get_current_weather", {"city": "Boston", "state": "MA"}))  # fmt: skip
real(VJAM + " id single_tool_with_content", "jamba-tool-calls-list-after-prose",
     " Sure! let me call the tool for you.<tool_calls>[\n    {\"name\": \"get_current_weather\", \"arguments\": {\"city\": \"Dallas\", \"state\": \"TX\", \"unit\": \"fahrenheit\"}}\n]</tool_calls>",
     ("get_current_weather", DAL))  # fmt: skip
real(SMM2 + " test_complete_tool_call_should_not_leak_end_marker", "minimax-m2-invoke-between-text",
     "Here is some text.<minimax:tool_call><invoke name=\"context_info\"><parameter name=\"metadata_only\">true</parameter></invoke></minimax:tool_call>More text after.",
     ("context_info", {"metadata_only": True}))  # fmt: skip
real(SMM2 + " test_incomplete_tool_call_should_not_leak_to_normal_text (</minimax:tool_call> missing, </invoke> present)", "minimax-m2-invoke-wrapper-unclosed",
     "[Pasted ~4 lines]<minimax:tool_call><invoke name=\"context_info\"><parameter name=\"metadata_only\">false</parameter></invoke>",
     ("context_info", {"metadata_only": False}))  # fmt: skip
real(VXLAM + " id single_tool_with_json_code_block", "xlam-json-list-in-fence-after-prose",
     "I'll help you with that.\n```json\n[{\"name\": \"get_current_weather\", \"arguments\": {\"city\": \"Dallas\", \"state\": \"TX\", \"unit\": \"fahrenheit\"}}]\n```",
     ("get_current_weather", DAL))  # fmt: skip
real(VXLAM + " id single_tool_with_tool_calls_tag", "xlam-tool-calls-token-after-prose",
     "I'll check the weather for you.[TOOL_CALLS][{\"name\": \"get_current_weather\", \"arguments\": {\"city\": \"Dallas\", \"state\": \"TX\", \"unit\": \"fahrenheit\"}}]",
     ("get_current_weather", DAL))  # fmt: skip
real("https://github.com/vllm-project/vllm/issues/11786 (hustxiayang's comment of 2025-01-08: the completion's message.content, llama-3.2-11b-vision-instruct, tool_calls=[])", "llama32-bare-type-function-object",
     "{\"type\": \"function\", \"function\": {\"name\": \"get_current_traffic\", \"parameters\": {\"location\": \"Sydney\"}}}",
     ("get_current_traffic", {"location": "Sydney"}))  # fmt: skip
real("https://github.com/Gitlawb/openclaude/issues/287 (the issue's 'Actual Behavior' block, Ollama qwen2.5-coder:latest; unescaped quotes and the line breaks kept as the issue shows them)", "qwen25coder-json-unescaped-quotes-in-content",
     "{\"name\": \"Write\", \"arguments\": {\"file_path\": \"/path/to/index.html\", \"content\": \"\\n<html lang=\"en\">\\n\\n\n     <meta charset=\"UTF-8\">\\n    <meta name=\"viewport\" content=\"width=device-width, initial-scale=1.0\">\\n\n      Document\\n\\n\\n\\n\\n\"}}",
     ("Write", {"file_path": "/path/to/index.html",
                "content": "\n<html lang=\"en\">\n\n\n     <meta charset=\"UTF-8\">\n    <meta name=\"viewport\" content=\"width=device-width, initial-scale=1.0\">\n\n      Document\n\n\n\n\n"}))  # fmt: skip
real("sgl-project/sglang test/registered/function_call/test_unknown_tool_name.py (commit 1ee37b4): a whole-JSON call to a name the harness did not declare (only get_weather declared there)", "err-json-call-undeclared-unknown-tool",
     "{\"name\":\"unknown_tool\",\"parameters\":{\"city\":\"Paris\"}}",
     errors=["unknown_tool"])  # fmt: skip

# ---- negatives: documentation and PR descriptions quoting the formats -------------------------------------
real("https://github.com/waybarrios/vllm-mlx/pull/797 (the PR description's Problem paragraph)", "neg-glm-arg-key-inline-in-pr",
     "Under the default `--tool-call-parser auto`, GLM-4.7's tool calls never surface as\n`tool_calls` — they leak into message content as literal\n`<tool_call>Bash\\n<arg_key>command</arg_key>...` text, so an agent client driving a\nGLM-4.7 model over `/v1/chat/completions` gets a chatty reply instead of a tool call.")  # fmt: skip
real("https://github.com/sgl-project/sglang/pull/19925 (the PR description's Motivation)", "neg-glm5-format-inline-in-pr",
     "GLM-5 generates tool calls in its native XML format (`<tool_call>Bash<arg_key>command</arg_key><arg_value>...</arg_value></tool_call>`). "
     "When users run GLM-5 on sglang without configuring a tool-call parser, the model output is left as raw text in the `content` field and `tool_calls` remains `null`, so function calling does not work.")  # fmt: skip
real("https://github.com/ROCm/ATOM/pull/1747 (the PR description's Motivation, a format with placeholders in an xml fence)", "neg-glm52-format-xml-fence",
     "For GLM-5.2, it follows the `glm47` tool call parser convention, its format is xml style like\n```xml\n  <tool_call>NAME\n  <arg_key>PNAME</arg_key><arg_value>VALUE</arg_value>\n  ...\n  </tool_call>\n``` ")  # fmt: skip
real("https://github.com/waybarrios/vllm-mlx/pull/50 (the PR description's example of the Harmony format)", "neg-harmony-example-in-fence",
     "Example of a tool call in Harmony format:\n\n```\n<|channel|>commentary to=functions.get_weather\n<|constrain|>json\n<|message|>{\"location\": \"San Francisco\", \"unit\": \"celsius\"}\n<|call|>\n```")  # fmt: skip
real("https://github.com/NousResearch/hermes-agent/pull/84231 (the PR description's Problem paragraph)", "neg-harmony-recipient-named-in-prose",
     "gpt-oss family models emit their native Harmony tool-call serialization (`to=functions.<tool> {...}` — Harmony is the gpt-oss family's native function-calling wire format, shared with the Codex Responses API) **regardless of backend**.")  # fmt: skip
real("https://github.com/ml-explore/mlx-lm/pull/1643 (the PR description's Problem section)", "neg-mistral-classic-example-in-fence",
     "The classic Mistral tool-call format — still used by **Mistral Nemo, Mistral Small 2409, Ministral and Mixtral v0.3** — is a JSON *array* right after the same `[TOOL_CALLS]` marker:\n\n```\n[TOOL_CALLS][{\"name\": \"read_file\", \"arguments\": {\"path\": \"/tmp/test.txt\"}, \"id\": \"abcdefghi\"}]\n```")  # fmt: skip
