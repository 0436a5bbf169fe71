"""Issue 42, corpora du to dx: calls whose arguments are no JSON before the call's end token
(readers/special_tokens.py), a block under "such as:" shown (readers/formats_shown.py), and a template's token or
closing tag that source code quotes (readers/markup.py)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed, stays_text

TOOLS: list[dict[str, Any]] = [
    tool_schema("get_time", (), tz="string"),
    tool_schema("get_weather", ("location",), location="string"),
    tool_schema("read", ("path",), path="string"),
]

KIMI = "<|tool_calls_section_begin|><|tool_call_begin|>functions.{name}:0<|tool_call_argument_begin|>{args}"
KIMI_END = "<|tool_call_end|><|tool_calls_section_end|>"
DEEPSEEK_END = "<｜tool▁call▁end｜><｜tool▁calls▁end｜>"
DEEPSEEK = "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>{name}\n{args}" + DEEPSEEK_END


# ---- arguments that are no JSON before the call's end token (TensorRT-LLM's Kimi K2 fixture, corpus du) -------------
@pytest.mark.parametrize(
    "text",
    [
        KIMI.format(name="get_time", args="MALFORMED") + KIMI_END,  # a tool that needs no argument: never called
        KIMI.format(name="get_weather", args="MALFORMED") + KIMI_END,
        KIMI.format(name="get_time", args=" tz=UTC ") + KIMI_END,
        KIMI.format(name="get_time", args='["UTC"]') + KIMI_END,
        DEEPSEEK.format(name="get_time", args="now please"),
    ],
)
def test_words_that_are_no_json_before_the_end_token_are_an_error(text: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and len(result.errors) == 1
    assert "could not be read as JSON" in result.errors[0].message
    assert result.content == ""  # the arguments' words are not shown as the reply's text


@pytest.mark.parametrize(
    ("text", "call"),
    [
        (KIMI.format(name="get_time", args="") + KIMI_END, ("get_time", {})),
        (KIMI.format(name="get_time", args=" \n") + KIMI_END, ("get_time", {})),
        (KIMI.format(name="get_time", args='{"tz": "UTC"}') + KIMI_END, ("get_time", {"tz": "UTC"})),
        (KIMI.format(name="get_time", args='"{\\"tz\\": \\"UTC\\"}"') + KIMI_END, ("get_time", {"tz": "UTC"})),
        (DEEPSEEK.format(name="get_time", args='```json\n{"tz": "UTC"}\n```'), ("get_time", {"tz": "UTC"})),
    ],
)
def test_empty_or_json_arguments_before_the_end_token_are_still_read(text: str, call: tuple[str, Any]) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == [call]


# ---- a block under "such as:" (foundry-local's PR description, corpus dv) --------------------------------------------
QWEN_BLOCK = "<tool_call>\n<function=read>\n<parameter=path>\nsrc/main.cc\n</parameter>\n</function>\n</tool_call>"


@pytest.mark.parametrize(
    "intro",
    ["Qwen output such as:", "For instance:", "Replies such as :"],
)
def test_a_fenced_block_under_such_as_is_shown(intro: str) -> None:
    stays_text(f"{intro}\n\n```xml\n{QWEN_BLOCK}\n```\n\nis exposed as a structured call.", TOOLS)


@pytest.mark.parametrize(
    "intro",
    ["I will read it:", "Calls such as this one are mine, so here it is:", "Let me read the file, such as it is."],
)
def test_a_fenced_call_under_other_intros_is_read(intro: str) -> None:
    result = read_streamed(f"{intro}\n\n```xml\n{QWEN_BLOCK}\n```", TOOLS)
    assert calls_of(result) == [("read", {"path": "src/main.cc"})]


# ---- a token or closing tag source code quotes (cortex.cpp's header, ToolTalk's prompt constants, corpus dx) ---------
@pytest.mark.parametrize(
    "text",
    [
        'constexpr auto tool_role = "<|eot_id|>\\n<|start_header_id|>ipython<|end_header_id|>\\n";',
        "stop = ['<|im_end|>', '<|endoftext|>']",
        'END = ("<|eom_id|> or <|eot_id|>")',
        '<tool_call>{{"name": "function_name", "arguments": {{"a": "value"}} }}</tool_call>',
        '{"\n<tool_call>{{"name": "function_name", "arguments": {{}} }}</tool_call>',
    ],
)
def test_a_token_or_closing_tag_in_quoted_code_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize(
    ("text", "content"),
    [
        ('He said "yes"<|eot_id|>', 'He said "yes"'),  # after a closing quote: a leaked token
        ('The value "<|eot_id|> never closes', 'The value " never closes'),  # no quote closes it on its line
        ('x = "<|eot_id|>\n"', 'x = "\n"'),  # a quote on the next line closes nothing on its line
        ("Done.</tool_call>", "Done."),  # no opening tag before it on its line
        ("Read.\nDone.</tool_call>", "Read.\nDone."),
    ],
)
def test_a_leaked_token_or_stray_closing_tag_is_still_taken_out(text: str, content: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and result.content == content


def test_a_calls_own_closing_tag_after_an_extra_brace_is_still_taken_out() -> None:
    text = '<tool_call>{"name": "read", "arguments": {"path": "a"}}}</tool_call>'
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [("read", {"path": "a"})]
    assert "</tool_call>" not in result.content


# ---- what a template writes (whole chat templates, corpora dz and ea) -----------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        # Qwen3's template: the call's opening in a Jinja string, the name and arguments rendered around it
        '{%- for tool_call in message.tool_calls %}\n    {{- \'<tool_call>\\n{"name": "\' }}\n'
        '    {{- tool_call.name }}\n    {{- \'", "arguments": \' }}\n{%- endfor %}',
        # Hermes 3's: a string over two lines
        '{{- "<tool_call>\n" }}\n{{- \'{"name": <function-name>, "arguments": <args-dict>}\n\' }}\n'
        "{{- '</tool_call>' }}",
        # Kimi K2's: tokens between Jinja expressions
        "{%- set formatted_id = 'functions.' + func_name + ':' + loop.index0|string -%}\n"
        "      <|tool_call_begin|>{{ formatted_id }}<|tool_call_argument_begin|>{{ args | tojson }}<|tool_call_end|>",
        # GLM's and DeepSeek's: reasoning tags in Jinja
        "{%- if '</think>' in content %}\n    {%- set content = content.split('</think>')[-1] %}\n{%- endif %}",
        "{%- if not thinking -%}{{'<think></think>'}}\n  {%- else -%}{{'<think>'}}\n  {%- endif -%}",
        # gpt-oss's: harmony's tokens in Jinja strings and comments, and the generation prompt's header
        '{{- "<|start|>system<|message|>" }}\n{{- build_system_message() }}\n{{- "<|end|>" }}',
        "{#- <|return|> indicates the end of generation #}\n{%- if add_generation_prompt -%}\n<|start|>assistant\n"
        "{%- endif -%}",
        # a Go template's string with the format's example, words before it
        'sb.WriteString("\\n\\nReply in this format:\\n\\n<tool_call>\\n<function=read>\\n'
        '<parameter=path>\\na.py\\n</parameter>\\n</function>\\n</tool_call>")',
    ],
)
def test_what_a_template_or_a_string_of_code_writes_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize(
    ("text", "call"),
    [
        # a call whose own value holds template syntax (the model writes a template)
        ('<tool_call>{"name": "read", "arguments": {"path": "{{ name }}.jinja"}}</tool_call>',
         ("read", {"path": "{{ name }}.jinja"})),
        # template syntax in a code span before it on its line, and on the line before it
        ('Fixed `{%- if tools %}`: <tool_call>{"name": "read", "arguments": {"path": "t.jinja"}}</tool_call>',
         ("read", {"path": "t.jinja"})),
        ('The template has {% if tools %}.\n<tool_call>{"name": "read", "arguments": {"path": "t.jinja"}}</tool_call>',
         ("read", {"path": "t.jinja"})),
        # a quote earlier on the line that opens no string of code
        ('He said "read it" so: <tool_call>{"name": "read", "arguments": {"path": "a"}}</tool_call>',
         ("read", {"path": "a"})),
        ('Call it (the "read" tool): <tool_call>{"name": "read", "arguments": {"path": "a"}}</tool_call>',
         ("read", {"path": "a"})),
    ],
)  # fmt: skip
def test_a_call_beside_template_syntax_or_quotes_that_do_not_write_it_is_read(text: str, call: tuple[str, Any]) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == [call]


def test_a_thought_beside_template_syntax_on_another_line_is_still_a_thought() -> None:
    text = "The loop is {% for m in messages %}.\n</think>\nDone."
    result = read_streamed(text, TOOLS)
    assert result.content == "Done."


# ---- OpenHands CodeAct's `<TOOL>\nTEXT\n</TOOL>` (readers/text_body_elements.py, corpus ed) -------------------------
CODEACT = [
    tool_schema("execute_bash", ("command",), command="string"),
    tool_schema("execute_ipython", ("code",), code="string"),
    tool_schema("edit", ("path", "text"), path="string", text="string"),
]


@pytest.mark.parametrize(
    ("text", "call"),
    [
        ("<execute_bash>\ngit status\n</execute_bash>", ("execute_bash", {"command": "git status"})),
        ("<execute_bash>\nls</execute_bash>", ("execute_bash", {"command": "ls"})),
        (
            'Let\'s fix it.\n\n<execute_ipython>\nedit_file(\'a.txt\', content="""x\ny""")\n</execute_ipython>\n',
            ("execute_ipython", {"code": 'edit_file(\'a.txt\', content="""x\ny""")'}),
        ),
        ("<execute_bash>\n  cd src\n  ls\n</execute_bash>\nDone.", ("execute_bash", {"command": "  cd src\n  ls"})),
    ],
)
def test_a_codeact_block_is_its_tools_one_input(text: str, call: tuple[str, Any]) -> None:
    assert calls_of(read_streamed(text, CODEACT)) == [call]


@pytest.mark.parametrize(
    "text",
    [
        "<execute_bash>\n</execute_bash>",  # nothing inside
        "Run <execute_bash>\nls\n</execute_bash>",  # after words on its line
        "<edit>\na.py\n</edit>",  # a tool whose one input is not clear
        "<div>\nhello\n</div>",  # no tool's name
        "Example:\n<execute_bash>\nls\n</execute_bash>",  # a format's example
        "```\n<execute_bash>\nls\n</execute_bash>\n```",  # in a fence
        '<execute_bash>\n{"command": "ls"}\n</execute_bash>',  # JSON: no text for one input
        "<execute_bash>\n[invalid: yaml:\n</execute_bash>",  # YAML's flow, broken (ai-sdk's fixture, corpus dd)
        "<execute_bash>\nrun <command>ls</command>\n</execute_bash>",  # a parameter's element inside
        "<execute_python>\nprint(1)\n</execute_python>",  # a name no tool has exactly
    ],
)
def test_other_blocks_of_text_stay_text(text: str) -> None:
    stays_text(text, CODEACT)


def test_a_codeact_block_the_reply_ends_inside_is_cut_off() -> None:
    result = read_streamed("Let me check.\n\n<execute_bash>\ngit status\n", CODEACT)
    assert result.calls == [] and len(result.errors) == 1 and "cut off" in result.errors[0].message
    assert result.content == "Let me check."


def test_cline_elements_and_yaml_mappings_keep_their_readers() -> None:
    tools = [tool_schema("read_file", ("path",), path="string")]
    assert calls_of(read_streamed("<read_file>\n<path>a.py</path>\n</read_file>", tools)) == [
        ("read_file", {"path": "a.py"})
    ]
    assert calls_of(read_streamed("<read_file>\npath: a.py\n</read_file>", tools)) == [("read_file", {"path": "a.py"})]


# ---- source files quoting formats (corpus eg) ------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        # Swift's optional String before `=` (mlx-swift-lm's parsers)
        'public let startTag: String? = "<tool_call>"\npublic let endTag: String? = "</tool_call>"',
        # a JavaScript template literal's `${…}` where the values go (ai-sdk's prompt builder)
        'return `<tool_call>\n{"name":${nameLiteral},"arguments":${argumentsLiteral}}\n</tool_call>`;',
        # a format string's doubled braces after other text (LangChain.js' structured chat prompt)
        'const FORMAT = `Final answer:\n\n{{\n  "action": "read",\n  "action_input": "a.py"\n}}\n`;',
    ],
)
def test_a_format_in_source_code_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize(
    ("text", "call"),
    [
        # a whole reply with doubled braces: a model that copied its prompt's escaping, still a call
        ('{{"name": "read", "arguments": {"path": "a.py"}}}', ("read", {"path": "a.py"})),
        # `${…}` inside a string value is the value's text (a shell variable)
        (
            '<tool_call>{"name": "read", "arguments": {"path": "${HOME}/a.py"}}</tool_call>',
            ("read", {"path": "${HOME}/a.py"}),
        ),
    ],
)
def test_doubled_braces_or_interpolation_inside_a_value_still_read(text: str, call: tuple[str, Any]) -> None:
    assert calls_of(read_streamed(text, TOOLS))[:1] == [call]


# ---- Command R7B's template (corpus ef) ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        # its own action, a call to a tool nobody offered, under a Jinja comment
        "{# format documents into chat turn #}\n<|START_ACTION|>[\n"
        '    {"tool_call_id": "0", "tool_name": "direct-injected-document", "parameters": {}}\n]<|END_ACTION|>',
        # its instructions name the token in a sentence, its closing tag far below
        "1. Action: write <|START_ACTION|> followed by a list of JSON-formatted tool calls.\n\n<|END_ACTION|>",
    ],
)
def test_command_r7b_template_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


def test_a_call_to_an_offered_tool_under_a_template_line_is_still_read() -> None:
    text = '{# a comment #}\n<|START_ACTION|>[{"tool_name": "read", "parameters": {"path": "a.py"}}]<|END_ACTION|>'
    assert calls_of(read_streamed(text, TOOLS)) == [("read", {"path": "a.py"})]


# ---- rendered prompts and format strings (corpora el and em) ---------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        # Ollama's rendered prompts: a past call in the conversation's history
        "<|im_start|>user\nWhat's the weather?<|im_end|>\n<|im_start|>assistant\n"
        '<tool_call>\n{"name": "read", "arguments": {"path": "a.py"}}\n</tool_call><|im_end|>\n<|im_start|>assistant',
        '[INST] Read it.[/INST][TOOL_CALLS] [{"name": "read", "arguments": {"path": "a.py"}}]</s>[INST] Thanks[/INST]',
        # a failed call with a format string's placeholders on its line
        "<|tool_call_begin|>functions.{name}:{index}<|tool_call_argument_begin|>{JSON arguments}",
    ],
)
def test_a_rendered_prompt_or_a_format_string_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize(
    ("text", "count"),
    [
        # a template's comment above the first copy only: the first is text, the rest fail as calls do
        ("{%\n" + "<tool_call>\n</tool_call>" * 300, 20),
        ("{# x\n" + "<function=x>" * 3000, 20),
        # placeholders after a run of failed calls: the copies near them are text
        ("<function=x>" * 3000 + "{name}", 20),
    ],
)
def test_runs_of_copies_near_template_syntax_read_as_each_copy_alone(text: str, count: int) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and len(result.errors) == count
