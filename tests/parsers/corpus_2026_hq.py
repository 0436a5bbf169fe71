# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set hq (issue 42): Rust and Go local-inference projects' tool-call parser tests and format text, gathered without reading the parser.

Families: Muse Glimmer `<atem:function_calls>` turns behind ` to=NAME<|message|>` headers, bare `{"name", "parameters"}`
JSON and Hermes/Qwen `<tool_call>` JSON as mistral.rs's tool-call state machine (tools/state.rs) receives them;
Qwen3 `<tool_call>` JSON with `<think>` reasoning, interleaved text, extra `id` keys, nested/null/unicode arguments, and
the malformed, cut and undeclared-tool replies that rig's local Candle provider (rig-candle protocol.rs) tests. Negatives:
Atem reasoning/user messages with no call, rig-candle's Qwen tools-suffix prompt constant and an injection string,
kalosm-llama's Qwen chat template (assistant tool-call rendering), langchain-rust's chat agent format instructions, and
a langchaingo streamed ReAct "Final Answer:" text.

Sources: EricLBuehler/mistral.rs at 9e922623f (mistralrs-core/src/tools/state.rs tests; its parsers/*.rs, mod.rs and
chat_templates are cited by s, az, co, fy, gs, en), 0xPlaygrounds/rig at b75850e8 (crates/rig-candle/src/protocol.rs),
floneum/floneum at d6d5c674 (models/kalosm-llama/src/chat_template.rs), Abraxas-365/langchain-rust at cfc709a7
(src/agent/chat/prompt.rs), tmc/langchaingo at 8fea3de6 (callbacks/agent_final_stream_test.go). Rust string literals
are given as the strings they denote (escapes resolved); raw strings r#"..."# as written.

Could not find (in the helper's 25 minutes): ollama-rs has no text parser (its tests hold Ollama's structured
`tool_calls` JSON only); cloudwego/eino and eino-ext hold no text-format call fixtures (structured provider messages);
swiftide has no text-format call strings; langchain-rust's chat output parser has no tests; langchaingo's other agent
tests (executor_test.go) hold only hand-made AgentAction logs, and markl_test.go / mrkl_prompt.go are cited (db, eg);
LocalAI's Go parsers are cited (bo, da, gm); candle examples, llama-cpp-rs, lm.rs, crane, gollama, go-openai and
genkit-go's ollama plugin were not reached in time.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# rig-candle protocol.rs tests: fn tool(name) gives every tool this schema; request() offers calculate and lookup
_RIG_PARAMS: dict[str, Any] = {
    "type": "object",
    "properties": {"value": {"type": "integer"}, "label": {"type": "string", "enum": ["a", "b"]}},
    "required": ["value"],
}

# the tools the sources' harnesses declared, with their parameters
TOOLS_HQ: list[dict[str, Any]] = [
    # mistral.rs state.rs tests: tool(name) declares get_weather and search with no parameter schema
    tool_schema("get_weather", (), city="string"),
    tool_schema("search", ()),
    # rig-candle protocol.rs tests
    {"name": "calculate", "description": "Call calculate.", "parameters": _RIG_PARAMS},
    {"name": "lookup", "description": "Call lookup.", "parameters": _RIG_PARAMS},
]

SOURCES_HQ: dict[str, str] = {}
CASES_HQ: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_HQ[id] = source
    CASES_HQ.append(Case(id, text, list(calls), **kw))


MRS = "https://github.com/EricLBuehler/mistral.rs/blob/9e922623f24b32d41f3892b74f0eed18707f4e6c/mistralrs-core/src/tools/state.rs"
RIG = "https://github.com/0xPlaygrounds/rig/blob/b75850e899498647563af2d644ee72d28ac7a69e/crates/rig-candle/src/protocol.rs"

# ---- Muse Glimmer Atem and JSON through mistral.rs's ToolCallState -------------------------------------
real(MRS + "#L439 (test atem_strategy_separates_reasoning_content_and_tools, the observed output bytes)", "mistralrs-state-atem-reasoning-then-call",
     " to=self<|message|>checking<|eom|><|start|>assistant to=get_weather<|message|><atem:function_calls><atem:invoke name=\"get_weather\"><atem:parameter name=\"city\">Paris</atem:parameter></atem:invoke></atem:function_calls><|eot|>",
     ("get_weather", {"city": "Paris"}))  # fmt: skip
real(MRS + "#L484-L493 (test atem_waits_for_turn_end_and_returns_parallel_calls: the two observed tokens, first then second, joined)", "mistralrs-state-atem-parallel-calls",
     " to=get_weather<|message|><atem:function_calls><atem:invoke name=\"get_weather\"></atem:invoke></atem:function_calls>"
     "<|eom|><|start|>assistant to=search<|message|><atem:function_calls><atem:invoke name=\"search\"></atem:invoke></atem:function_calls><|eot|>",
     ("get_weather", {}), ("search", {}))  # fmt: skip
real(MRS + "#L629 (test completed_tool_call_satisfies_required_obligation, complete_if_tool_call input)", "mistralrs-state-bare-json-parameters",
     '{"name":"get_weather","parameters":{"city":"Paris"}}',
     ("get_weather", {"city": "Paris"}))  # fmt: skip
real(MRS + "#L666 (test freeform_text_before_forced_text_tool_call_is_preserved, finalize_for_response input)", "mistralrs-state-text-before-tool-call",
     'Before <tool_call>{"name":"get_weather","arguments":{"city":"Paris"}}</tool_call>',
     ("get_weather", {"city": "Paris"}))  # fmt: skip
# (after measuring: no call and no error, as expected; renamed neg- since a cut- case names its error)
real(MRS + "#L506 (test atem_continuation_grammar_activates_once_per_wrapper, first observed token: the wrapper opened, no invoke yet)", "neg-mistralrs-state-atem-open-wrapper",
     " to=get_weather<|message|><atem:function_calls>")  # fmt: skip
real(MRS + "#L579 (test forced_atem_call_closes_an_open_reasoning_message, observed token)", "neg-mistralrs-state-atem-reasoning-only",
     " to=self<|message|>still thinking")  # fmt: skip
real(MRS + "#L456 (test atem_streaming_buffers_a_split_multibyte_character, first observed token)", "neg-mistralrs-state-atem-user-message",
     " to=user<|message|>abc")  # fmt: skip

# ---- Qwen3 <tool_call> through rig's local Candle provider -------------------------------------------------
real(RIG + "#L1008 (test qwen_parser_handles_reasoning_text_and_multiple_calls)", "rig-candle-qwen-reasoning-two-calls-with-ids",
     "<think>check</think> Before <tool_call>\n{\"id\":\"a\",\"name\":\"calculate\",\"arguments\":{\"value\":2}}\n</tool_call>\n<tool_call>\n{\"id\":\"b\",\"name\":\"lookup\",\"arguments\":{\"value\":3}}\n</tool_call> after",
     ("calculate", {"value": 2}), ("lookup", {"value": 3}))  # fmt: skip
real(RIG + "#L1040 (test qwen_visible_text_is_canonical_across_multiple_tool_boundaries)", "rig-candle-qwen-text-between-calls",
     "first<tool_call>{\"name\":\"calculate\",\"arguments\":{\"value\":1}}</tool_call>second<tool_call>{\"name\":\"lookup\",\"arguments\":{\"value\":2}}</tool_call>third",
     ("calculate", {"value": 1}), ("lookup", {"value": 2}))  # fmt: skip
real(RIG + "#L1138 (test qwen_parser_preserves_nested_optional_arguments_and_generates_ids, raw string)", "rig-candle-qwen-nested-and-null-arguments",
     '<tool_call>{"name":"calculate","arguments":{"value":2,"options":{"label":"a","items":[1,2]},"optional":null}}</tool_call>',
     ("calculate", {"value": 2, "options": {"label": "a", "items": [1, 2]}, "optional": None}))  # fmt: skip
# (after measuring: calculate's {} lacks the argument its schema requires: the parser refuses that call, naming why,
# and runs the other; rig accepts it)
real(RIG + "#L1158 (test qwen_parser_preserves_zero_arg_unicode_and_escaped_payloads, raw string)", "rig-candle-qwen-zero-arg-and-escaped-unicode",
     '<think>private planning</think><tool_call>{"name":"calculate","arguments":{}}</tool_call><tool_call>{"name":"lookup","arguments":{"value":3,"text":"Grüße 東京 \\"quoted\\" C:\\\\tmp"}}</tool_call>done',
     ("lookup", {"value": 3, "text": 'Grüße 東京 "quoted" C:\\tmp'}), errors=["missing required argument 'value'"])  # fmt: skip
# (after measuring: only closers owed after `{}`, so the call is read whole, and refused for the argument its schema
# requires: an error either way, the parser's named)
real(RIG + "#L1065 (test qwen_parser_rejects_malformed_duplicate_and_choice_violations, fourth raw input: the JSON object never closed, no end tag)", "cut-rig-candle-qwen-unclosed-call",
     "<tool_call>{\"name\":\"calculate\",\"arguments\":{}", errors=["missing required argument"])  # fmt: skip
# (after measuring: no call and no error: `{bad}` reads as a template's placeholder, text; renamed neg-)
real(RIG + "#L1062 (test qwen_parser_rejects_malformed_duplicate_and_choice_violations, first raw input)", "neg-rig-candle-qwen-bad-json",
     "<tool_call>{bad}</tool_call>")  # fmt: skip
# (after measuring: the parser's error named, as the gatherer was unsure of it)
real(RIG + "#L1064 (test qwen_parser_rejects_malformed_duplicate_and_choice_violations, third raw input: arguments is a list)", "err-rig-candle-qwen-arguments-list",
     "<tool_call>{\"name\":\"calculate\",\"arguments\":[]}</tool_call>", errors=["must be an object"])  # fmt: skip
# (after measuring: the parser's error named, as the gatherer was unsure of it)
real(RIG + "#L1081 (test qwen_parser_rejects_malformed_duplicate_and_choice_violations: a call to the tool \"missing\", which the request does not offer)", "err-rig-candle-qwen-undeclared-tool",
     "<tool_call>{\"name\":\"missing\",\"arguments\":{}}</tool_call>", errors=["no tool named 'missing'"])  # fmt: skip
real(RIG + "#L1068 (test qwen_parser_rejects_malformed_duplicate_and_choice_violations, a raw input with a reserved marker and no call)", "neg-rig-candle-visible-tools-injection",
     "visible </tools> injection")  # fmt: skip
real(RIG + "#L24 (const QWEN_TOOLS_SUFFIX, the prompt text after the tool list)", "neg-rig-candle-qwen-tools-suffix",
     "\n</tools>\n\nFor each function call, return a json object with function name and arguments within <tool_call></tool_call> XML tags:\n<tool_call>\n{\"name\": <function-name>, \"arguments\": <args-json-object>}\n</tool_call>")  # fmt: skip

# ---- templates and prompts in Rust and Go agent libraries ----------------------------------------------------
real("https://github.com/floneum/floneum/blob/d6d5c6749078bf4bc40198871ce93e8de9c13d7d/models/kalosm-llama/src/chat_template.rs#L111-L126 (test test_qwen_chat_template: the assistant branch of the Qwen template raw string)", "neg-kalosm-qwen-template-assistant-tool-calls",
     '    {%- elif message.role == "assistant" %}\n        {{- \'<|im_start|>\' + message.role }}\n        {%- if message.content %}\n            {{- \'\\n\' + message.content }}\n        {%- endif %}\n        {%- for tool_call in message.tool_calls %}\n            {%- if tool_call.function is defined %}\n                {%- set tool_call = tool_call.function %}\n            {%- endif %}\n            {{- \'\\n<tool_call>\\n{"name": "\' }}\n            {{- tool_call.name }}\n            {{- \'", "arguments": \' }}\n            {{- tool_call.arguments | tojson }}\n            {{- \'}\\n</tool_call>\' }}\n        {%- endfor %}\n        {{- \'<|im_end|>\\n\' }}')  # fmt: skip
real("https://github.com/Abraxas-365/langchain-rust/blob/cfc709a71fee02083ced078252d73c1f76fe9849/src/agent/chat/prompt.rs#L9-L34 (const FORMAT_INSTRUCTIONS raw string)", "neg-langchain-rust-chat-format-instructions",
     'RESPONSE FORMAT INSTRUCTIONS\n----------------------------\n\nWhen responding to me, please output a response in one of two formats:\n\n**Option 1:**\nUse this if you want the human to use a tool.\nMarkdown code snippet formatted in the following schema:\n\n```json\n{\n    "action": string, \\\\ The action to take. Must be one of {{tool_names}}\n    "action_input": string \\\\ The input to the action\n}\n```\n\n**Option #2:**\nUse this if you want to respond directly to the human. Markdown code snippet formatted in the following schema:\n\n```json\n{\n    "action": "Final Answer",\n    "action_input": string \\\\ You should put what you want to return to use here\n}\n\n```')  # fmt: skip
real("https://github.com/tmc/langchaingo/blob/8fea3de63675b901cf7a2cdc435c204cb7a93643/callbacks/agent_final_stream_test.go#L24 (second test case's inputStr)", "neg-langchaingo-final-answer-stream",
     " some other text above.\nFinal Answer: This is a correct final string.")  # fmt: skip
