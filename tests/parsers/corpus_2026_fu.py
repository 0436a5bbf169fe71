# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set fu (issue 42): llama.cpp's tests/test-chat.cpp fixtures from its last PEG-tester sections, not cited by earlier corpora.

Families: Apriel 1.5 `<tool_calls>[{json}]</tool_calls>` and Apriel 1.6 Thinker (reasoning left open by the prompt,
closed by `[BEGIN FINAL RESPONSE]`); Mistral Small 3.2 `[TOOL_CALLS]NAME[CALL_ID]ID[ARGS]{json}` (one and two calls);
Devstral `[TOOL_CALLS]NAME[ARGS]{json}` glued to prose; Reka Edge Hermes-style `<tool_call>` (two calls, and a reply
cut inside the arguments); Muse Glimmer ` to=NAME<|message|><atem:function_calls>` (a call opening the turn, an answer
closed by `<|eom|>` then a call, the markup quoted in an answer, the markup inside a `to=self` reasoning message, JSON
structured output after reasoning); gpt-oss Harmony (recipient in the role header, an `edit` call with `<` and `{`
inside its strings, a `to=container.exec` builtin call no tool declared, structured output on the final channel,
a stray `<|channel|>commentary to=assistant` header); LLM-jp-4.1's spaced Harmony dialect (two calls split by
`<|end|>`); StepFun 3.5 Flash Qwen3-Coder-style `<tool_call><function=NAME><parameter=KEY>` after reasoning left open
(numeric-looking string values, an integer, quoted and unquoted C code, a JSON object value); MiniCPM5
`<function name=..><param name=..>` (two calls on two lines); Llama 3.1 structured output as a fenced JSON string.

Sources: ggml-org/llama.cpp tests/test-chat.cpp at commit 0042e2079d3428ba7af410df553202aa7fdf8d7a, read through
read_file at offsets 252000-304000 (test_template_output_peg_parsers' Reka Edge, Apriel, Mistral Small 3.2, Devstral,
Llama 3.1, Muse Glimmer, GPT-OSS, LLM-jp-4.1, StepFun3.5-Flash and MiniCPM5 blocks) and 16000-32000 (tool
declarations). Each text is the C++ string literal(s) the test feeds the parser, escapes undone and adjacent literals
(and the `call_markup` constant of the Muse Glimmer block) joined exactly. The calls are those the test expects. Where
the template's generation prompt opened the reasoning block (Apriel 1.6, StepFun 3.5) or the assistant header (Muse
Glimmer's "<|start|>assistant", so the text starts at " to="), the text starts where the parser receives it. All
are fixtures written by llama.cpp developers in each template's format, none a captured model reply.

Could not find (in the helper's 30 minutes): tools/server/tests/unit/test_tool_call.py and friends were not reached
(they drive real models and assert on parsed calls, so they hold no reply text to copy, as far as the helper knows);
common/chat-parser tests (test-chat-parser.cpp) were not re-read beyond what corpora fs and g cite; the GigaChat V3/V3.1
block here is skipped since corpora cu and eq cite the same formats; the gpt-oss `to=python <|constrain|>code` builtin
fixture is skipped because `python` is declared here for MiniCPM5 and the test offers no tools there.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

TC = "https://github.com/ggml-org/llama.cpp/blob/0042e2079d3428ba7af410df553202aa7fdf8d7a/tests/test-chat.cpp"

# the tools the fixtures pass with .tools({...}), as test-chat.cpp declares them
TOOLS_FU: list[dict[str, Any]] = [
    tool_schema("special_function", ("arg1",), arg1="integer"),
    tool_schema("special_function_with_opt", ("arg1",), arg1="integer", arg2="integer"),
    tool_schema("python", ("code",), code="string"),
    tool_schema("magic", ("name", "ref"), name="string", ref="string"),
    tool_schema("magic_int", ("ref",), ref="integer", name="string"),
    tool_schema("quoted_unquoted", ("quoted", "unquoted"), quoted="string", unquoted="string"),
    {
        "name": "imaginary_number",
        "parameters": {
            "type": "object",
            "properties": {
                "number": {
                    "type": "object",
                    "properties": {"real": {"type": "number"}, "imaginary": {"type": "number"}},
                    "required": ["real", "imaginary"],
                }
            },
            "required": ["number"],
        },
    },
    # the GPT-OSS "Complex tool calling" test's inline tool
    {
        "name": "edit",
        "description": "Edit a file",
        "parameters": {
            "type": "object",
            "properties": {
                "oldString": {"type": "string", "description": "Old string to replace."},
                "newString": {"type": "string", "description": "New replacement string."},
                "replaceAll": {"type": "boolean", "description": "Whether to replace all occurrences."},
            },
            "required": ["oldString", "newString"],
        },
    },
]

SOURCES_FU: dict[str, str] = {}
CASES_FU: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_FU[id] = source
    CASES_FU.append(Case(id, text, list(calls), **kw))


SF = ("special_function", {"arg1": 1})

# ---- Reka Edge: Hermes-style <tool_call> JSON ---------------------------------------------------------
real(TC + " (Reka-Edge.jinja block: the parallel_tool_calls test, enable_thinking false)", "reka-edge-two-tool-calls",
     "<tool_call>\n{\"name\": \"special_function\", \"arguments\": {\"arg1\": 1}}\n</tool_call>\n<tool_call>\n{\"name\": \"special_function_with_opt\", \"arguments\": {\"arg1\": 1, \"arg2\": 2}}\n</tool_call>",
     SF, ("special_function_with_opt", {"arg1": 1, "arg2": 2}))  # fmt: skip
# gathered with no error given; the parser's cut-off error (the lead gave it after measuring)
real(TC + " (Reka-Edge.jinja block: the is_partial test expecting message_assist_call_cutoff_args)", "cut-reka-edge-inside-arguments",
     "<tool_call>\n{\"name\": \"special_function\", \"arguments\": {\"arg", errors=["cut off"])  # fmt: skip

# ---- Apriel ---------------------------------------------------------------------------------------------
real(TC + " (unsloth-Apriel-1.5.jinja block: the tool-call test)", "apriel15-tool-calls-json-list",
     "<tool_calls>[{\"name\": \"special_function\", \"arguments\": {\"arg1\": 1}}]</tool_calls>",
     SF)  # fmt: skip
real(TC + " (Apriel-1.6-15b-Thinker-fixed.jinja block: 'Reasoning + Tool calls', reasoning forced open by the prompt)", "apriel16-reasoning-begin-final-response-then-call",
     "I'm\nthinking\n[BEGIN FINAL RESPONSE]\n<tool_calls>[{\"name\": \"special_function\", \"arguments\": {\"arg1\": 1}}]</tool_calls>",
     SF)  # fmt: skip

# ---- Mistral Small 3.2 and Devstral ------------------------------------------------------------------------
real(TC + " (Mistral-Small-3.2-24B-Instruct-2506.jinja block: the message_assist_call_id test)", "mistral-small32-call-id",
     "[TOOL_CALLS]special_function[CALL_ID]123456789[ARGS]{\"arg1\": 1}",
     SF)  # fmt: skip
real(TC + " (Mistral-Small-3.2-24B-Instruct-2506.jinja block: the parallel_tool_calls test)", "mistral-small32-two-calls-call-ids",
     "[TOOL_CALLS]special_function[CALL_ID]000000001[ARGS]{\"arg1\": 1}[TOOL_CALLS]special_function_with_opt[CALL_ID]000000002[ARGS]{\"arg1\": 1, \"arg2\": 2}",
     SF, ("special_function_with_opt", {"arg1": 1, "arg2": 2}))  # fmt: skip
real(TC + " (unsloth-mistral-Devstral-Small-2507.jinja block: the message_assist_call_content test)", "devstral-prose-then-call",
     "Hello, world!\nWhat's up?[TOOL_CALLS]special_function[ARGS]{\"arg1\": 1}",
     SF)  # fmt: skip

# ---- Llama 3.1 structured output -----------------------------------------------------------------------------
real(TC + " (meta-llama-Llama-3.1-8B-Instruct.jinja block: const_schema structured output, expected content \"42\")", "neg-llama31-fenced-json-string",
     "```json\n\"42\"\n```")  # fmt: skip

# ---- Muse Glimmer ----------------------------------------------------------------------------------------------
real(TC + " (muse-glimmer.jinja block: 'A tool call as the first message of the turn', call_markup joined)", "muse-glimmer-call-first-message",
     " to=special_function<|message|><atem:function_calls>\n<atem:invoke name=\"special_function\">\n<atem:parameter name=\"arg1\">1</atem:parameter>\n</atem:invoke>\n</atem:function_calls>",
     SF)  # fmt: skip
real(TC + " (muse-glimmer.jinja block: 'Inform then act', call_markup joined)", "muse-glimmer-inform-then-act",
     " to=user<|message|>Hello, world!\nWhat's up?<|eom|><|start|>assistant to=special_function<|message|><atem:function_calls>\n<atem:invoke name=\"special_function\">\n<atem:parameter name=\"arg1\">1</atem:parameter>\n</atem:invoke>\n</atem:function_calls>",
     SF)  # fmt: skip
real(TC + " (muse-glimmer.jinja block: 'Markup quoted in an answer has no preceding <|eom|>', expected content only)", "neg-muse-glimmer-markup-quoted-in-answer",
     " to=user<|message|>You invoke it like this:\n<atem:function_calls>\n<atem:invoke name=\"special_function\">\n<atem:parameter name=\"arg1\">1</atem:parameter>\n</atem:invoke>\n</atem:function_calls><|eot|>")  # fmt: skip
# measured cold with no content given: a reply that continues the prompt's `<|start|>assistant` header stays text whole, tokens and
# all, as corpora cs, ct, df and s have it, but for its later messages' headers (the lead gave that content after measuring)
real(TC + " (muse-glimmer.jinja block: 'Tool markup inside the analysis channel is reasoning, not a call')", "neg-muse-glimmer-markup-in-self-reasoning",
     " to=self<|message|>I could use <atem:function_calls>\n<atem:invoke name=\"special_function\">\n<atem:parameter name=\"arg1\">1</atem:parameter>\n</atem:invoke>\n</atem:function_calls> here<|eom|><|start|>assistant to=user<|message|>Hello!<|eot|>", content='to=self<|message|>I could use <atem:function_calls>\n<atem:invoke name="special_function">\n<atem:parameter name="arg1">1</atem:parameter>\n</atem:invoke>\n</atem:function_calls> here<|eom|>Hello!')  # fmt: skip
# measured cold with no content given: as the case above (the lead gave that content after measuring)
real(TC + " (muse-glimmer.jinja block: 'Structured output after a reasoning message')", "neg-muse-glimmer-structured-output-after-reasoning",
     " to=self<|message|>I need to output the invoice details in JSON<|eom|><|start|>assistant to=user<|message|>{\"amount\": 123.45, \"date\": \"2025-12-03\"}", content='to=self<|message|>I need to output the invoice details in JSON<|eom|>{"amount": 123.45, "date": "2025-12-03"}')  # fmt: skip

# ---- gpt-oss Harmony ------------------------------------------------------------------------------------------
real(TC + " (openai-gpt-oss-120b.jinja block: 'Tool call with recipient in role header')", "gpt-oss-recipient-in-role-header-analysis",
     " to=functions.special_function<|channel|>analysis<|message|>{\"arg1\": 1}",
     SF)  # fmt: skip
real(TC + " (openai-gpt-oss-120b.jinja block: 'Complex tool calling', its inline edit tool)", "gpt-oss-edit-call-after-analysis",
     "<|channel|>analysis<|message|>Thinking about edit...<|end|><|start|>assistant<|channel|>commentary to=functions.edit <|constrain|>json<|message|>{\"oldString\": \"if (part < railCount - 1) {\", \"newString\": \"if (part < 4) {\", \"replaceAll\": false}",
     ("edit", {"oldString": "if (part < railCount - 1) {", "newString": "if (part < 4) {", "replaceAll": False}))  # fmt: skip
# gathered with no error given; the parser's error naming the recipient (the lead gave it after measuring)
real(TC + " (openai-gpt-oss-120b.jinja block: 'Unsolicited tool calls ... Builtin function - recipient in role', no tools offered, expected content empty)", "err-gpt-oss-unsolicited-container-exec",
     "<|channel|>analysis<|message|>I will execute python to say hello<|end|><|start|>assistant to=container.exec<|channel|>commentary<|message|>python3 -c 'print(\"hello\")'", errors=["container.exec"])  # fmt: skip
# measured cold with no content given: the analysis channel and the tokens are taken out (the lead gave that content after measuring)
real(TC + " (openai-gpt-oss-120b.jinja block: 'Structured output', invoice_schema)", "neg-gpt-oss-structured-output-final-constrain-json",
     "<|channel|>analysis<|message|>I need to output the invoice details in JSON<|end|><|start|>assistant<|channel|>final <|constrain|>json<|message|>{\"amount\": 123.45, \"date\": \"2025-12-03\"}", content='{"amount": 123.45, "date": "2025-12-03"}')  # fmt: skip
# measured cold with no content given: the analysis channel, the tokens and the header left unfinished are taken out (the
# lead gave that content after measuring)
real(TC + " (openai-gpt-oss-120b.jinja block: edge case '<|channel|>commentary to=assistant before final message')", "neg-gpt-oss-commentary-to-assistant-before-final",
     "<|channel|>analysis<|message|>I'm\nthinking<|end|><|start|>assistant<|channel|>commentary to=assistant<|channel|>final<|message|>Hello, world!\nWhat's up?", content="Hello, world!\nWhat's up?")  # fmt: skip
real(TC + " (llm-jp-llm-jp-4.1-8b-thinking.jinja block: 'Parallel tool calls separated by <|end|>')", "llmjp-two-calls-separated-by-end",
     "<|channel|> analysis<|message|> I'm\nthinking<|end|><|start|> assistant to=functions.special_function<|channel|> commentary <|constrain|>  json<|message|> {\"arg1\": 1}<|end|><|start|> assistant to=functions.special_function<|channel|> commentary <|constrain|>  json<|message|> {\"arg1\": 2}",
     SF, ("special_function", {"arg1": 2}))  # fmt: skip

# ---- StepFun 3.5 Flash: <tool_call><function=NAME><parameter=KEY> after reasoning opened by the prompt ---------
real(TC + " (StepFun3.5-Flash.jinja block: 'numeric-looking string values are coerced to strings per the schema')", "stepfun35-magic-numeric-string",
     "Let me call the magic tool\n</think>\n<tool_call>\n<function=magic>\n<parameter=name>\nfooBar\n</parameter>\n<parameter=ref>\n5123123\n</parameter>\n</function>\n</tool_call>",
     ("magic", {"name": "fooBar", "ref": "5123123"}))  # fmt: skip
real(TC + " (StepFun3.5-Flash.jinja block: the magic_int test)", "stepfun35-magic-int",
     "Let me call the magic_int function\n</think>\n<tool_call>\n<function=magic_int>\n<parameter=ref>\n42555916\n</parameter>\n<parameter=name>\nbaz\n</parameter>\n</function>\n</tool_call>",
     ("magic_int", {"ref": 42555916, "name": "baz"}))  # fmt: skip
real(TC + " (StepFun3.5-Flash.jinja block: 'Test complex quoted unquoted')", "stepfun35-quoted-unquoted-printf",
     "Test complex quoted unquoted\n</think>\n<tool_call>\n<function=quoted_unquoted>\n<parameter=quoted>\n\"printf(\\\"foo\\\");\"\n</parameter>\n<parameter=unquoted>\nprintf(\"foo\");\n</parameter>\n</function>\n</tool_call>",
     ("quoted_unquoted", {"quoted": "\"printf(\\\"foo\\\");\"", "unquoted": "printf(\"foo\");"}))  # fmt: skip
real(TC + " (StepFun3.5-Flash.jinja block: 'Test imaginary number')", "stepfun35-imaginary-number-object",
     "Test imaginary number\n</think>\n<tool_call>\n<function=imaginary_number>\n<parameter=number>\n{ \"real\": 3.14, \"imaginary\": 2.71 }\n</parameter>\n</function>\n</tool_call>",
     ("imaginary_number", {"number": {"real": 3.14, "imaginary": 2.71}}))  # fmt: skip

# ---- MiniCPM5 ---------------------------------------------------------------------------------------------------
real(TC + " (openbmb-MiniCPM5-1B.jinja block: the two-call parallel_tool_calls test, a raw string)", "minicpm5-two-python-calls",
     "<function name=\"python\"><param name=\"code\">print('x')</param></function>\n<function name=\"python\"><param name=\"code\">print('y')</param></function>",
     ("python", {"code": "print('x')"}), ("python", {"code": "print('y')"}))  # fmt: skip
