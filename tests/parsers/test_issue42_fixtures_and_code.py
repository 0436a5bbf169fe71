"""What corpora fm to ga found cold (issue 42): servers' newest fixtures (DeepSeek V4.1's spaced DSML, Gemma 4's lost
quote token, MiniCPM5's JSON and CDATA values, a misspelled closing tag, union schemas, quoted scalars, gpt-oss's
recipient before the analysis channel, Step-3's cut invoke, LFM2.5's apostrophes and Windows paths, kubectl-ai's shim),
and text that shows calls without making them: prompts whose format's intro stands higher up, YAML example keys, code
spans after words, and source code holding call text in its strings, comments and raw strings."""

from __future__ import annotations

import pytest

from tests.parsers.streamed import calls_of, read_streamed, stays_text


def _tool(name: str, **properties: object) -> dict[str, object]:
    return {"name": name, "parameters": {"type": "object", "properties": properties}}


STRING = {"type": "string"}
TOOLS = [
    _tool("get_weather", city=STRING, days={"type": "integer"}, count={"type": "number"}),
    _tool("search", query=STRING),
    _tool("read_file", path=STRING, encoding=STRING),
    _tool("save", obj={"type": "object"}),
    _tool("kubectl", command=STRING, modifies_resource=STRING),
    _tool("add", x={"type": "integer"}, y={"type": "integer"}),
    _tool("write_file", content=STRING),
    _tool("web-scraping", url=STRING),
    _tool(
        "union_args",
        limit={"oneOf": [{"type": "integer"}, {"type": "object", "properties": {"max": {"type": "integer"}}}]},
    ),
]
WEATHER = [("get_weather", {"city": "SF"})]


# -- servers' newest fixtures ------------------------------------------------------------------------------------------


def test_deepseek_v41_spaced_dsml_block_is_read() -> None:
    text = (
        'Checking. <｜DSML｜ calls>\n<｜DSML｜ invoke name="get_weather">\n'
        '<｜DSML｜ parameter name="city" string="true">SF</｜DSML｜ parameter>\n'
        '<｜DSML｜ parameter name="days" string="false">3</｜DSML'
        "｜ parameter>\n</｜DSML｜ invoke>\n</｜DSML｜ calls> Done."
    )
    assert calls_of(read_streamed(text, TOOLS)) == [("get_weather", {"city": "SF", "days": 3})]


@pytest.mark.parametrize(
    ("arguments", "expected"),
    [
        ('{query:weather in Tokyo<|"|>}', {"query": "weather in Tokyo"}),
        ('{query:Paris, France<|"|>}', {"query": "Paris, France"}),
    ],
)
def test_a_gemma4_string_whose_opening_quote_token_was_lost_ends_at_its_closing_one(
    arguments: str, expected: dict
) -> None:
    text = f"<|tool_call>call:search{arguments}<tool_call|>"
    assert calls_of(read_streamed(text, TOOLS)) == [("search", expected)]


def test_minicpm5_values_are_json_and_cdata_may_hold_closing_tags() -> None:
    quoted = '<function name="get_weather"><param name="city">"Beijing"</param><param name="days">3</param></function>'
    assert calls_of(read_streamed(quoted, TOOLS)) == [("get_weather", {"city": "Beijing", "days": 3})]
    cdata = '<function name="write_file"><param name="content"><![CDATA[a </param> b]]></param></function>'
    assert calls_of(read_streamed(cdata, TOOLS)) == [("write_file", {"content": "a </param> b"})]


def test_a_misspelled_closing_parameter_tag_ends_its_value() -> None:
    text = (
        "<tool_call>\n<function=get_weather>\n<parameter=city>\nShanghai\n</parameter1>\n"
        "<parameter=days>\n3\n</parameter>\n</function>\n</tool_call>"
    )
    assert calls_of(read_streamed(text, TOOLS)) == [("get_weather", {"city": "Shanghai", "days": 3})]


def test_a_scalar_quoted_as_json_in_a_tag_takes_its_schema_type() -> None:
    text = '<tool_call>get_weather<arg_key>count</arg_key><arg_value>"42"</arg_value></tool_call>'
    assert calls_of(read_streamed(text, TOOLS)) == [("get_weather", {"count": 42})]


def test_nested_tags_under_a_union_are_typed_by_its_object_branch() -> None:
    text = (
        ']<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="union_args">]<]minimax[>[<limit>]<]minimax[>[<max>10'
        "]<]minimax[>[</max>]<]minimax[>[</limit>]<]minimax[>[</invoke>\n]<]minimax[>[</tool_call>"
    )
    assert calls_of(read_streamed(text, TOOLS)) == [("union_args", {"limit": {"max": 10}})]


def test_a_union_with_a_branch_of_no_type_takes_any_value() -> None:
    tools = [_tool("run", mode={"anyOf": [{"type": "integer"}, {"enum": ["auto"]}]})]
    text = "<tool_call>\n<function=run>\n<parameter=mode>\nauto\n</parameter>\n</function>\n</tool_call>"
    assert calls_of(read_streamed(text, tools)) == [("run", {"mode": "auto"})]
    text = text.replace("auto", "7")
    assert calls_of(read_streamed(text, tools)) == [("run", {"mode": 7})]


def test_gpt_oss_recipient_before_the_analysis_channel_is_a_call() -> None:
    text = ' to=functions.search<|channel|>analysis<|message|>{"query": "x"}'
    assert calls_of(read_streamed(text, TOOLS)) == [("search", {"query": "x"})]


def test_a_harmony_header_left_unfinished_is_taken_out() -> None:
    text = (
        "<|channel|>analysis<|message|>thinking<|end|><|start|>assistant<|channel|>commentary to=assistant"
        "<|channel|>final<|message|>Hello!"
    )
    result = read_streamed(text, TOOLS)
    assert not result.calls and not result.errors and result.content == "Hello!"


def test_a_step3_reply_cut_in_its_invoke_tag_is_cut_off_and_leaves_no_scrap() -> None:
    text = (
        '<｜tool_calls_begin｜>\n<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="get_weather">\n'
        '<steptml:parameter name="city">SF</steptml:parameter>\n</steptml:invoke><｜tool_call_end｜>\n'
        '<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="get_ti'
    )
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == WEATHER
    assert [e.message for e in result.errors if "cut off" in e.message] and "get_ti" not in result.content


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        (
            "[save(obj={'name':'it's a day', 'note':'That's Johns' car.'})]",
            {"obj": {"name": "it's a day", "note": "That's Johns' car."}},
        ),
        ('[read_file(path="C:\\Users\\test\\file.txt", encoding="utf-8")]', None),
    ],
)
def test_lfm2_pythonic_calls_nearly_right_are_repaired(source: str, expected: dict | None) -> None:
    result = read_streamed(f"<|tool_call_start|>{source}<|tool_call_end|>", TOOLS)
    if expected is None:
        expected = {"path": "C:\\Users\\test\\file.txt", "encoding": "utf-8"}
        assert calls_of(result) == [("read_file", expected)]
    else:
        assert calls_of(result) == [("save", expected)]
    assert all(call.repaired for call in result.calls)


def test_kubectl_ai_shim_action_is_a_call_its_reason_left_out() -> None:
    text = (
        '```json\n{\n  "thought": "Running kubectl get pods",\n  "action": {\n    "name": "kubectl",\n'
        '    "reason": "To check the pods.",\n    "command": "get pods"\n  }\n}\n```'
    )
    assert calls_of(read_streamed(text, TOOLS)) == [("kubectl", {"command": "get pods"})]


# -- formats shown, not calls made -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # the intro as its line's last sentence, and what a prompt's example expects
        "Phi-4-Mini wraps its calls in tokens. Example output:\n\n```\n"
        '<|tool_call|>[{"name": "add", "arguments": {"x": 1, "y": 2}}]<|/tool_call|>\n```',
        'Expected output:\n{\n  "function": "get_weather",\n  "parameters": {"city": "Tokyo"}\n}',
        # the intro higher up in the paragraph, or the paragraph's last line before it
        'Your response can be like this:\nThought:\nI can query it.\nAction:\n{"name": "search", "arguments": '
        '{"query": "x"}}',
        "Example:\n\n<question>User Question</question>\n<though"
        't> Some Thought </thought>\n<tool_call>{"name":"search",'
        '"arguments":{"query":"xyz"}}</tool_call>\n<observation>25</observation>',
        # a call quoted in a prompt's sentence, quotes of its own inside
        'If none is relevant, please output "<tool_call> {"name": "search", "arguments": {}}".\n\nThen stop.',
        # a docstring's sentence prescribing the format below, ended by a period
        "If the output signals an action, should be in the below format. This will result in an AgentAction\n"
        'being returned.\n{"action": "search", "action_input": "2+2"}\nIf the output is a final answer, stop.',
        # "text like this", an example named last on its line, what the model will detect and provide
        'You\'re seeing raw text like this in your chat:\n```\n[TOOL_CALLS][{"name": "search", "arguments": {}}]\n```',
        "Hermes format example:\n\n```\n<tool_call>\n"
        '{"name": "search", "arguments": {"query": "x"}}\n</tool_call>\n```',
        "The model will detect two calls and provide them to execute:\n\n```json\n"
        '[{"name": "search", "arguments": {"query": "a"}}, {"name": "search", "arguments": {"query": "b"}}]\n```',
        # a prompt telling the model what it must return (DeepSeek-R1's template), a thought's tags named in prose
        "For each function call, you must return:\n<｜tool▁call▁begin｜>function<｜tool▁sep｜>search\n```json\n"
        '{"query": "a"}\n```<｜tool▁call▁end｜>',
        "Symptoms:\n- Stray </think> (or <think>) tags in the reply\n- reasoning in <think>…</think> blocks",
        # a few-shot transcript in a prompt: a user's line before each call and after it
        "User: What is 2 + 3?\n\nA: I can use the search tool.\n<tool_use>\n  <name>search</name>\n"
        '  <arguments>{"query": "2 + 3"}</arguments>\n</tool_use>\n\nUser: <tool_use_result>\n  <result>5</result>\n'
        "</tool_use_result>\n\nA: The result is 5.",
        # a YAML key naming an example, its block value below
        "config:\n  example_usage: |\n    <read_file>\n    <path>src/main.js</path>\n    </read_file>",
        # a code span after words holding a block whole
        'Example: `<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n'
        '<｜DSML｜parameter name="city" string="true">SF</｜DSM'
        "L｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>`",
    ],
)
def test_a_format_shown_is_text(text: str) -> None:
    stays_text(text, TOOLS)


# -- source code holding call text -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # an argument on a line of its own
        "def f():\n    check(\n        tag,\n        '<|tool_calls_section_begin|><|tool_call_begin|>functions.search:0"
        '<|tool_call_argument_begin|>{"query": "v"}<|tool_call_e'
        "nd|><|tool_calls_section_end|>',\n        True,\n    )",
        # literals joined over lines, the second opened after the first one's closing quote
        "TEXT = (\n    'Sure.\\n'\n    '<tool_call>\\n{\"name\": \""
        'search", "arguments": {"query": "a"}}\\n</tool_call>\\n\'\n'
        '    \'<tool_call>\\n{"name": "search", "arguments": {"query": "b"}}\\n</tool_call>\'\n)',
        # a reasoning block in string literals, an escaped quote on its last line
        "TEXT = (\n    '<think>\\nI can\\'t tell.\\n'\n    'So I\\'ll search.\\n</think>\\n\\n'\n)",
        # a tag quoted whole, a string returned
        'if "<response>" in ans and "<tool_call>" not in ans:\n    reward = 1\n'
        'elif "</tool_call>" in ans:\n    reward = 0',
        'def wrap(x):\n    return f"<|start|>tool<|message|>{x}<|end|>"',
        # Go's concatenated literals, Rust's raw string
        'func f() {\n\tsb.WriteString("If you call a function reply so:\\n\\n" +\n'
        '\t\t"<tool_call>\\n<function=search>\\n<parameter=query>\\nv\\n</parameter>\\n" +\n'
        '\t\t"</function>\\n</tool_call>")\n}',
        'fn f() {\n        rules.push(format!(\n            r#"{branch}: <|channel|> {header:?} <|constrain|> "json" '
        '<|message|> @{b} <|call|>"#\n        ));\n}',
        # a junk token opening a string, the string's own call after it
        "CASES = [\n            [\n                '<|tool_calls_section_begin|><|tool_call_begin|>functions.search:0"
        '<|tool_call_argument_begin|>{"query": "v"}<|tool_call_end|><|tool_calls_section_end|>\',\n            ],\n]',
        # a code comment naming a token, a DeepSeek prompt's own thinking tag
        "def f():\n    # <|tool_call_begin|> outside the section wrapper. It is\n    # on by default.\n    pass",
        "def f():\n    # <|start|>assistant may be pre-appended in prompts, so we remove it.\n    pass",
        "<｜User｜>What's the weather like?<｜Assistant｜></think>",
    ],
)
def test_call_text_in_source_code_is_text(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize(
    "text",
    [
        # a test table's tool-call dicts and an item in three quotes, each on a line of its own
        "CASES = [\n    (\n        [\n            {\n                'function': {\n                    'arguments': "
        "'{\"query\": \"x\"}',\n                    'name': 'search',\n                },\n                'type': "
        '\'function\',\n            }\n        ],\n        """<function=search>\n<parameter=query>x</parameter>\n'
        '</function>""",\n    ),\n]',
        # an f-string's three quotes under `dedent(`, a call line in it
        'raise ValueError(\n    dedent(\n        f"""\n        You can do it as follows:\n        search(query="x")\n'
        '        """\n    )\n)',
        # a docstring under a signature over lines
        'def parse(\n    text: str,\n) -> str:\n    """\n    Reads what the model writes, e.g.\n        '
        '`[TOOL_CALLS]search[ARGS]{"query": "x"}` (compact)\n    """\n    return text',
        # JavaScript's template literal, a JSDoc block, `#` comment lines
        'it("reads", () => {\n  const response = `Here:\n<tool_call>{"name": "search", "arguments": {"query": "a"}}'
        "</tool_call>\nDone.`;\n});",
        "/**\n * Strips markup out of streamed text.\n *\n *   <tool_call>\n"
        ' *   {"name": "web-scraping", "arguments": {"url": "https://a.com"}}\n *   </tool_call>\n'
        " *\n * The native copy.\n */\nclass Filter {}",
        'def f():\n    # <tool_call>{"name": "search", "arguments": {"query": "a"}}</tool_call>\n    # the old way\n'
        "    return 1",
    ],
)
def test_call_text_in_code_structures_is_text(text: str) -> None:
    stays_text(text, TOOLS)


def test_a_dsml_example_in_a_tilde_fence_is_text_and_the_call_after_it_is_read() -> None:
    block = (
        '<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="city" string="true">{city}'
        "</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>"
    )
    text = "Example:\n~~~xml\n" + block.format(city="literal") + "\n~~~\n" + block.format(city="SF")
    assert calls_of(read_streamed(text, TOOLS)) == WEATHER


def test_a_call_with_no_arguments_after_prose_is_not_cut_off() -> None:
    text = (
        "I will call a function<start_function_call>call:search{query:<escape>a<escape>}<end_function_call>\n\n"
        "And another<start_function_call>call:status{}<end_function_call>"
    )
    tools = [*TOOLS, _tool("status")]
    assert calls_of(read_streamed(text, tools)) == [("search", {"query": "a"}), ("status", {})]


def test_react_lines_written_as_a_list_are_read() -> None:
    text = "I need the cap.\n- Action: search\n- Action Input: Nvidia market cap\n- Observation: about $530B"
    assert calls_of(read_streamed(text, TOOLS)) == [("search", {"query": "Nvidia market cap"})]


def test_a_space_before_the_equals_of_qwen3_coder_tags_is_read() -> None:
    text = "<tool_call>\n<function =search>\n<parameter =query>\nx\n</parameter>\n</function>\n</tool_call>"
    assert calls_of(read_streamed(text, TOOLS)) == [("search", {"query": "x"})]


def test_a_code_span_alone_on_its_line_stays_a_call() -> None:
    text = (
        '`<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="city" string="true">SF'
        "</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>`"
    )
    assert calls_of(read_streamed(text, TOOLS)) == WEATHER
