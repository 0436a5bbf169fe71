"""Hostile inputs stay sane: no calls, no exception, the text kept. Timing lives in bench/bench_parser.py."""

from __future__ import annotations

import random
import re

import pytest

from parsers import StreamingParser, extract_tool_calls, jsontext
from parsers.collect import MAX_ERRORS
from parsers.readers import MARKERS, markup, xml_tags
from parsers.region import Region
from parsers.scan import MAX_FAILED, STOP_MESSAGE, Reader, Scan
from tests.parsers.corpus import TOOLS

# one spelling of every marker, with what follows it when its pattern looks ahead
MARKER_EXAMPLES = {
    "think": ["<think>", "<thinking>", "<reasoning>", "<seed:think>", "<mm:think>", "◁think▷", "[THINK]", "<|channel>"],
    "think_close": [
        "</think>",
        "</thinking>",
        "</reasoning>",
        "</seed:think>",
        "</mm:think>",
        "◁/think▷",
        "[/THINK]",
        "<channel|>",
    ],
    "harmony": ["<|start|>", "<|channel|>"],
    "seed": ["<seed:tool_call>"],
    "minimax": ["<minimax:tool_call>"],
    "minimax_m3": ["]<]minimax[>[<tool_call>", ']<]minimax[>[]<]minimax[>[<invoke name="read">'],
    "dsml": ["<｜DSML｜function_calls>", "<｜DSML｜tool_calls>", "<｜｜DSML｜｜invoke name", "<|DSML|function_calls>"],
    "function_calls": ["<function_calls>"],
    "tool_calls_tag": ["<tool_calls>"],
    "tool_call_tag": ["<tool_call>"],
    "wrapped_tool_call": ["<function>\n<tool_call>", "<function><tool_call>"],
    "nemotron": ["<TOOLCALL>"],
    "function_tag": ["<function=read>", '<function name="read">', "<function><name>"],
    "tag_then_parameters": ["\n<read>\n<parameter=", "\n<read><parameter="],
    "function_call_tag": ["<function_call>"],
    "python_tag": ["<|python_tag|>"],
    "python_start": ["<|python_start|>"],
    "mistral": ["[TOOL_CALLS]"],
    "tool_block": ["[TOOL_CALL]"],
    "tool_block_bare": ["TOOL_CALL\n{tool =>", "TOOL_CALL\r\n {tool=>"],
    "tool_call_prose": ["[tool_call: read", "[TOOL_CALL: read"],
    "whole_reply_step": ['read[{"path"'],  # only at the text's start
    "node_llama_call": ["[[call: read("],
    "functools": ["functools["],
    "granite": ["<|tool_call|>"],
    "gemma4": ["<|tool_call>"],
    "gemma4_bare": ["call:read{", "call:mcp:read{"],
    "gemma4_lost": ["\nread{", "\n  read{"],
    "harmony_bare": ["commentary to=functions.read", "to=functions.read"],
    "call_line": ["\nread(", "\n  read ("],
    "call_line_decorated": ["\n**read(", "\n## read("],
    "function_gemma": ["<start_function_call>"],
    "lfm2": ["<|tool_call_start|>"],
    "internlm": ["<|action_start|><|plugin|>"],
    "command_r": ["<|START_ACTION|>"],
    "ds_block": ["<｜tool▁calls▁begin｜>", "<|tool_calls_begin|>"],
    "ds_call": ["<｜tool▁call▁begin｜>", "<|tool_call_begin|>"],
    "ds_stripped": ['read{"path"', '\n read {"path"'],  # only where a reply starts (START_ONLY)
    "kimi_stripped": ['functions.read:0{"path"', "functions.read:12 {"],
    "kimi_begin_stripped": ["read:0<|tool_call_argument_begin|>{", 'functions.read:3 <|tool_call_argument_begin|> "'],
    "tool_use_line": ["[Tool Use: read]\n<parameter name", "[Tool Use: ask_followup_question]\r\n  <parameter "],
    "invoke_bare": ['<invoke name="read">', '<invoke\nname="read">'],
    "invoke_eaten": ['\ninvoke name="read">\nparameter name="path">', '\n  invoke name="x"'],
    "glm_bare": ["read<arg_key>", "get_weather\n<arg_key>"],
    "hy_v3": ["<tool_calls:opensource>", "<tool_call:opensource>"],
    "hy3_plain": ["<tool_calls>\n<tool_call>read<tool_sep>", "<tool_call>read<tool_sep>"],
    "atem": ["<atem:function_calls>"],
    "tool_element": ["<read>\n<path>", "<read_file><path", '<read path="a.py"/>'],  # only at the start (START_ONLY)
    "tool_element_after_reasoning": [],  # only after a reasoning block's end: the marker test below
    "tool_element_in_prose": ["\n<read>\n<path>", "\n<read_file><path", '\n<run_command command="ls"'],
    "openfunctions": ["<<function>>read(", "<<function>> math.factorial("],
    "qwen_fncall": ["✿FUNCTION✿: read\n✿ARGS✿:", "✿FUNCTION✿:read"],
    "gptme_call": ['\n@shell(uid): {"cmd": "ls"}', "\n@ipython(functions.ipython:0): {"],
    "lm_studio": ['[TOOL_REQUEST]\n{"name": "read"', "[TOOL_REQUEST][{"],
    "functioncall_tag": ['<functioncall {"name": "read"'],
    "qwen_fncall_bracketed": ["[FUNCTION] read\n[ARGS]", "[FUNCTION]: read"],
    "react_action": [
        "\nAction: read\nAction Input: {",
        "\n  Action 1: read\n\nAction 1 Input: a.py",
        "\nTool Name: read\nTool Input: {",
    ],
    "xml_agent_tool": ["<tool>read</tool><tool_input>a.py", "<tool> read </tool>\n<tool_input>{"],
    "gptme_tool_use": ["<tool-use>\n<shell>", "<tool-use><ipython>"],
    "cwm_tool_block": ["<tool: bash>\nls\n</tool>", "<tool:function>"],
    "tool_call_named_attributes": ['<tool_call name="read" path="a"/>'],
    "yaml_element": ["\n<read>\npath: a\n", "\n<ping/>"],
    "text_body": ["\n<read>\na.py\n", "\n  <execute_bash>\nls"],
    "apertus": ['<|tools_prefix|>[{"read": {'],
    "solar_open_section": ["<|tool_calls|><|tool_call:begin|>0", "<|tool_calls|>\n<|tool_call:begin|>"],
    "solar_open": ["<|tool_call:begin|>0<|tool_call:name|>read"],
    "gigachat": ["<|function_call|>{", "<|message_sep|>\n\nfunction call<|role_sep|>\n{"],
    "plamo": [
        "<|plamo:begin_tool_requests:plamo|><|plamo:begin_tool_request:plamo|>",
        "<|plamo:begin_tool_request:plamo|>",
    ],
    "solar_open2": ["<|tool_call:start|>read\n<|tool_arg:start|>path", "<|tool_call:start|>read<|tool_call:end|>"],
    "tool_use_tag": ["<tool_use><name>read</name><arguments>{", "<tool_use>\n  <name>read</name>\n  <arguments>"],
    "yandex_call": ["[TOOL_CALL_START]read\n{", "[TOOL_CALL_START] read {"],
    "functionary_v3": [">>>read\n{", ">>>all\n"],
    "functionary_v2": ["<|from|>assistant\n<|recipient|>read", "<|recipient|>all"],
    "functionary_v2_stop": ["<|stop|> <|recipient|>"],
    "nexusraven": ["\nCall: read(", "\nCall:"],
    "chatglm3": ["\nread\n```python\n", "\n  get_weather \r\n ```python\r\n"],
    "kimi_k3_tools": ["<|open|>tools<|sep|>", "<|open|> tools <|sep|>"],
    "kimi_k3_response": ["<|open|>response<|sep|>", "\n <|open|>response<|sep|>"],  # only at the text's start
    "kimi_k3_response_close": [],  # only in a reply that starts with a response: tests/parsers/test_issue42_kimi_k3.py
    "ifm_think": ["<ifm|think>", "<ifm|think_fast>", "<ifm|think_faster>"],
    "ifm_think_close": ["</ifm|think>", "</ifm|think_faster>"],
    "ifm_block": ["<ifm|tool_calls>"],
    "ifm_call": ["<ifm|tool_call>"],
    "junk": [
        "<|eot_id|>",
        "<end_of_turn>",
        "</s>",
        "<｜end▁of▁sentence｜>",
        "</tool_call>",
        "<|tool_call_end|>",
        "<｜tool▁calls▁end｜>",
        "<turn|>",
    ],
    "arg_block_fenced": ["```tool\nTOOL_NAME:"],
    "arg_block": ["\nTOOL_NAME:", "\n  tool_name :"],
    "fence": ["```json\n"],
    "inline_code": ["`x`"],
    "bare_object": ['{"name"', "{ name:"],
    "bare_list": ["[{", "[read("],
}


START_ONLY = {
    "ds_stripped",
    "tool_element",
    "tool_element_after_reasoning",
    "kimi_k3_response",
    "whole_reply_step",
}  # markers found only at a reply's start or after its reasoning


def test_every_marker_gets_past_the_first_character_filter() -> None:
    assert set(MARKER_EXAMPLES) == {marker.name for marker in MARKERS.markers}
    for name, examples in MARKER_EXAMPLES.items():
        for example in examples:
            prose = "" if name in START_ONLY else "Some prose. "
            found = MARKERS.pattern.search(prose + example)
            assert found is not None and found.lastgroup == name, (example, found)
            skipped = 0 if name in START_ONLY else len(example) - len(example.lstrip("\n"))
            assert found.start() == len(prose) + skipped, example


@pytest.mark.parametrize("around", [("`a` b\n", "\nc `d`"), ("`a` b ", " c `d`")], ids=["lines", "words"])
def test_a_kept_run_of_code_spans_stops_at_every_marker(around: tuple[str, str]) -> None:
    """Code spans with text between them are kept in one match (markup._KEPT_RUN) only while no marker starts in
    that text: one running over a marker would leave its call unread (a `TOOL_NAME:` block, corpus bp)."""
    before, after = around
    for name, examples in MARKER_EXAMPLES.items():
        for example in examples:
            text = before + example + after
            found = MARKERS.pattern.search(text, 3)
            if name in START_ONLY or name == "inline_code" or found is None or found.lastgroup != name:
                continue  # (a marker found only where a reply starts, or one that needs words before it)
            run = markup._KEPT_RUN.match(text, 3)
            assert run is not None and run.end() <= found.start(), example


def _sane(text: str) -> None:
    """No calls, no exception, and the text is left for the user (streaming agrees)."""
    result = extract_tool_calls(text, TOOLS)
    assert result.calls == []
    assert len(result.errors) <= MAX_ERRORS
    parser = StreamingParser(TOOLS)
    for i in range(0, len(text), 65_536):
        parser.feed(text[i : i + 65_536])
    assert parser.finish() == result


@pytest.mark.parametrize(
    "text",
    [
        "{" * 200_000,
        "[" * 200_000,
        "<" * 200_000,
        "<t" * 100_000,
        "f" * 200_000,
        "{a" * 100_000,
    ],
    ids=["braces", "brackets", "angles", "angle-t", "f", "brace-a"],
)
def test_runs_of_marker_characters(text: str) -> None:
    _sane(text)
    assert extract_tool_calls(text, TOOLS).content == text


# the bench's hostile inputs that used to take over 100 ms (bench/bench_parser.py times them)
FIXED = {
    "nested-objects": '{"a":' * 200_000 + "1" + "}" * 200_000,
    "nested-bare-braces": "{" * 500_000 + "}" * 500_000,
    "tool-call-tag-and-brace": "<tool_call>{" * 50_000,
    "function-tags": "<function=x>" * 50_000,
    "code-fences": "```\n" * 50_000,
    "tool-calls-marker": "[TOOL_CALLS]" * 50_000,
    "unclosed-python-calls": "[x(path='a', content='" * 20_000,  # quadratic: 26 kB took 0.75 s
}


@pytest.mark.parametrize("name", list(FIXED))
def test_bench_hostile_inputs_give_no_calls(name: str) -> None:
    text = FIXED[name]
    result = extract_tool_calls(text, TOOLS)
    assert result.calls == []
    assert len(result.errors) <= MAX_ERRORS
    if name == "function-tags":  # well-formed calls to a tool nobody offered
        assert result.errors and all("There is no tool named 'x'" in e.message for e in result.errors)
        assert result.content == ""
    else:
        assert result.errors == []
        assert result.content == text.strip()
    _sane(text[:24_000])  # streaming agrees (on a prefix: streaming re-reads pending structures)


def test_deep_json_after_a_call_tag_is_text_and_later_calls_still_count() -> None:
    deep = "<tool_call>{" * 60
    call = '<tool_call>{"name": "read", "arguments": {"path": "a.py"}}'  # no closing tag: it would end the first
    result = extract_tool_calls(deep + "\n" + call, TOOLS)
    assert [(c.name, c.arguments) for c in result.calls] == [("read", {"path": "a.py"})]
    assert result.content == deep


def test_value_cut_off_deep_is_not_repaired() -> None:
    result = extract_tool_calls('<tool_call>{"name": "read", "arguments": {"path": "a"' + ', "x": [' * 10, TOOLS)
    assert result.calls == []
    result = extract_tool_calls('<tool_call>{"name": "read", "arguments": {"path": "a"', TOOLS)
    assert [(c.name, c.arguments) for c in result.calls] == [("read", {"path": "a"})]


# call markers with no closing tag, each followed by nothing or by an unterminated string: every
# one used to reread the rest of the text (quadratic; bench/bench_parser.py times them)
UNCLOSED_MARKERS = [
    "<|tool_call_start|>", "<tool_calls>", "<TOOLCALL>", "<|tool_call|>", "<|START_ACTION|>", "<|python_tag|>",
    "<function_calls>", "<minimax:tool_call>", "<seed:tool_call>", "[TOOL_CALLS]", "functools[", "<tool_call>",
    "<|action_start|><|plugin|>",
]  # fmt: skip
_QUIET = {
    "<|python_tag|>",
    "<function_calls>",
    "<minimax:tool_call>",
    "<seed:tool_call>",
    "functools[",
}  # report an error


@pytest.mark.parametrize("marker", UNCLOSED_MARKERS)
@pytest.mark.parametrize(
    "after", ["", '["', 'a("', '{"a": "'], ids=["bare", "list-string", "call-string", "object-string"]
)
def test_repeated_unclosed_markers_give_no_calls(marker: str, after: str) -> None:
    text = (marker + after) * 3_000
    _sane(text)
    result = extract_tool_calls(text, TOOLS)
    if marker not in _QUIET:
        assert result.content == text.strip()


@pytest.mark.parametrize("pair", ["<|", "<｜", "<t", "</", "<s", "<r", "<m", "<f", "<T", "[T", "[/", "[a", "{a", '{"'])
def test_runs_of_marker_pairs_are_kept(pair: str) -> None:
    text = pair * 50_000
    _sane(text)
    assert extract_tool_calls(text, TOOLS).content == text


def test_a_call_after_a_marker_with_a_garbled_value_still_counts() -> None:
    # the first value's brackets never close, but no string runs to the end: the later call is read
    text = '<|tool_call|>["oops <|tool_call|>[{"name": "read", "arguments": {"path": "a"}}]'
    result = extract_tool_calls(text, TOOLS)
    assert [(c.name, c.arguments) for c in result.calls] == [("read", {"path": "a"})]


def test_python_calls_without_a_closing_tag_still_count() -> None:
    result = extract_tool_calls('<|tool_call_start|>[read(path="a.py")]', TOOLS)
    assert [(c.name, c.arguments) for c in result.calls] == [("read", {"path": "a.py"})]
    result = extract_tool_calls('<tool_calls>read(path="a.py")\nbash(command="ls")', TOOLS)
    assert [c.name for c in result.calls] == ["read", "bash"]


def test_function_tags_stay_errors() -> None:
    text = "<function=x>" * 50_000
    result = extract_tool_calls(text, TOOLS)
    assert result.calls == [] and result.content == "" and len(result.errors) == MAX_ERRORS


# runs that were read one structure at a time, at 5-30 us each (bench/bench_parser.py times them);
# each copy followed by an identical copy is now counted instead of read (Scan.copies)
RUNS = {
    "function-tags": ("<function=x>" * 50_000, ""),
    "harmony-unknown-tool": ('<|start|>assistant to=functions.x<|message|>{"a":' * 50_000, ""),
    "backticks": ("`" * 1_000_000, "`" * 1_000_000),
}


@pytest.mark.parametrize("name", list(RUNS))
def test_runs_of_identical_structures(name: str) -> None:
    text, content = RUNS[name]
    result = extract_tool_calls(text, TOOLS)
    assert result.calls == []
    assert result.content == content
    if content:
        assert result.errors == []
    else:  # well-formed calls to a tool nobody offered
        assert len(result.errors) == MAX_ERRORS and all(
            "There is no tool named 'x'" in e.message for e in result.errors
        )
    _sane(text)


# varied copies of one shape (seeded): no run of identical copies to count. Candidates that fail
# use up the message's budget (scan.Budget), after which the rest is content as written;
# code spans and code-sample fences are read as runs (readers.markup._KEPT_RUN)
def _word(rng: random.Random) -> str:
    return "".join(rng.choice("abcdefghijklmnopqrstuvwxyz_0123456789") for _ in range(rng.randint(1, 8)))


def _varied(name: str, count: int) -> str:
    rng = random.Random(name)
    if name == "harmony-known-tool-broken-json":
        return "".join(
            '<|start|>assistant to=functions.read<|message|>{"' + _word(rng) + '": '
            + rng.choice(["'", '"', "", "[", "{'"]) + _word(rng) + rng.choice([",", "", ":", " "]) for _ in range(count)
        )  # fmt: skip
    if name == "harmony-unknown-tool-varied-keys":
        return "".join('<|start|>assistant to=functions.x<|message|>{"' + _word(rng) + '":' for _ in range(count))
    if name == "alternating-function-tags":
        return "".join(f"<function=x{rng.randrange(7)}>" for _ in range(count))
    if name == "backtick-quote-pairs":
        return "".join(rng.choice(['`"', '"`', '` "', '"` ']) for _ in range(count))
    assert name == "python-fence-lines"
    return "".join(
        "```" + rng.choice(["python", "py", "bash", "text", "Python title=a.py"]) + "\n"
        + rng.choice(["", "x = 1\n", "`y`\n"]) for _ in range(count)
    )  # fmt: skip


@pytest.mark.parametrize(
    "name", ["harmony-known-tool-broken-json", "harmony-unknown-tool-varied-keys", "alternating-function-tags"]
)
def test_varied_failed_candidates_spend_the_budget(name: str) -> None:
    text = _varied(name, 3_000)
    result = extract_tool_calls(text, TOOLS)
    assert result.calls == []
    assert len(result.errors) == MAX_ERRORS and result.errors[-1].message == STOP_MESSAGE
    assert sum(e.message == STOP_MESSAGE for e in result.errors) == 1
    # the candidates past the budget stay in the content as written
    assert result.content and text.endswith(result.content) and len(result.content) > len(text) * 0.9
    _sane(text)
    parser = StreamingParser(TOOLS)
    events = []
    for i in range(0, len(text), 997):
        events += parser.feed(text[i : i + 997])
    errors = [e.error for e in events if e.kind == "error"]
    assert [e.message for e in errors].count(STOP_MESSAGE) == 1
    assert errors[: MAX_ERRORS - 1] + [errors[-1]] == result.errors  # the same candidates, the same stop


@pytest.mark.parametrize("name", ["backtick-quote-pairs", "python-fence-lines"])
def test_varied_code_spans_and_fences_are_kept(name: str) -> None:
    text = _varied(name, 30_000)
    result = extract_tool_calls(text, TOOLS)
    assert result.calls == [] and result.errors == []
    assert result.content == text.strip()
    _sane(text)


def test_a_call_after_the_budget_is_text_and_reasoning_is_still_removed() -> None:
    junk = "".join(f"<function=x{i}>" for i in range(MAX_FAILED + 5))
    call = '<tool_call>{"name": "read", "arguments": {"path": "a.py"}}</tool_call>'
    result = extract_tool_calls(call + junk + "<think>hm</think>" + call, TOOLS)
    assert [c.name for c in result.calls] == ["read"]
    assert result.errors[-1].message == STOP_MESSAGE
    assert (
        result.content == "".join(f"<function=x{i}>" for i in range(MAX_FAILED, MAX_FAILED + 5)) + " " + call
    )  # a seam where the reasoning was
    # drafts before a closing reasoning tag do not count, nor do their failures
    result = extract_tool_calls(junk + "</think>" + call, TOOLS)
    assert [c.name for c in result.calls] == ["read"] and result.errors == [] and result.content == ""


# runs of the half-applied forms (issue 42), each copy open until the next: no calls, and each read once
HALF_APPLIED = {
    "prose-open-quote": "[tool_call: read for path '" * 5_000,
    "prose-reason-no-close": "[tool_call: read for 'a' because " * 5_000,
    "block-open-quote": '[TOOL_CALL]{tool => "read", args => {--path "' * 5_000,
    "block-bare-words": "[TOOL_CALL]{tool => read, args => {--a x " * 5_000,
    "block-brackets-lost": "TOOL_CALL\n{tool => read " * 5_000,
    "block-python-open": "[TOOL_CALL]read(" * 5_000,
    "gemma-lost-lines": '<|"|>' + "\nread{" * 10_000,
    "gemma-namespaces": "call:" + "a:" * 50_000 + "read{",
    "kimi-counter-open": '<|tool_call_begin|>3<|tool_call_argument_begin|>{"path": ' * 5_000,
    "python-hyphen-name": "[a-b(x=1)] [a-b(x=" * 5_000,
    "kimi-id-open": 'read:0<|tool_call_argument_begin|>{"path": ' * 5_000,
    "invoke-bare-chain": '<invoke name="read"><parameter name="path">a' * 5_000 + "</parameter>x</invoke>",
    "tool-use-line-chain": '[Tool Use: read]\n<parameter name="path">a' * 5_000 + "</parameter>x</invoke>",
    "element-after-each-thought": "</think><read>\n<path>a</path>x" * 5_000,
    "openfunctions-open": "<<function>>read(" * 5_000,
    "invoke-eaten-open": 'invoke name="read">\nparameter name="path">a\n' * 5_000,
    "qwen-fncall-open": '✿FUNCTION✿: read\n✿ARGS✿: {"path": "' * 5_000,
    "qwen-fncall-bracketed-open": '[FUNCTION] read\n[ARGS] {"path": "' * 5_000,
    "yandex-call-open": '[TOOL_CALL_START]read\n{"path": "\\\'' * 5_000,
    "pythonic-bare-values-open": "[read(path=a b" * 5_000,
    "pythonic-bare-values-repeated-key": "[read(" + "path=a b, " * 5_000 + ")]",
    "tool-use-json-open": '[Tool Use: read] {"path": "' * 5_000,
    "gptme-open": '@read(a): {"path": "\n' * 5_000,
    "gptme-unknown": '@nope(a): {"path": "a"}\n' * 5_000,
    "lm-studio-open": '[TOOL_REQUEST]\n{"name": "read", "arguments": {"path": "' * 5_000,
    "functionary-v3-open": '>>>read\n{"path": "' * 5_000,
    "functionary-v2-open": '<|from|>assistant\n<|recipient|>read\n<|content|>{"path": "' * 5_000,
    "nexusraven-open": "\nCall: read(" * 5_000,
    "hermes-templates": '<tool_call>{"name": <function-name>, "arguments": <args>}</tool_call>' * 5_000,
    "python-start-json-open": '<|python_start|>{"name": "read", "parameters": {"path": "' * 5_000,
    "tag-openers-eaten-open": "<tool_call>\nfunction=read>\nparameter=path>\na" * 5_000,
    "tag-openers-eaten-junk": "<tool_call>\nfunction=read>\nparameter=path>\na\nparameter>\nb" * 5_000,
    "tag-openers-eaten-one-line": "<tool_call>function=read>parameter=path>" * 5_000 + "\nparameter>\nb",
    "kimi-openai-id-open": '<|tool_call_begin|>call_abcdef12<|tool_call_argument_begin|>{"path": ' * 5_000,
    "tags-in-prose": "in <tool_call> and </tool_call> or <tool_call></tool_call>" * 5_000,
    "placeholder-blocks": "<tool_call>func_name<arg_key>k</arg_key><arg_value>v</arg_value></tool_call>" * 5_000,
    "function-calls-json-open": '<function_calls>[{"name": "read", "output": "' * 5_000,
    "thought-command-open": '{"thought": "a", "command": {"name": "read", "arguments": {"path": ' * 5_000,
    "arg-block-value-open": "```tool\nTOOL_NAME: read\nBEGIN_ARG: path\na" * 5_000,
    "arg-block-name-lines": "TOOL_NAME: read\n" * 5_000 + "TOOL_NAME: x\nBEGIN_ARG: a\nb\nEND_ARG\n" * 5_000,
    "hy-v3-value-open": "<tool_call:opensource>read<tool_sep:opensource><arg_key:opensource>path</arg_key:opensource>"
    "<arg_value:opensource>a" * 5_000,
    "chatglm3-open": "read\n ```python\ntool_call(path='" * 5_000,
    "chatglm3-fences": "read\n```python\n" * 5_000,
    "k3-value-open": '<|open|>tools<|sep|><|open|>call tool="read"<|sep|><|open|>argument key="path"<|sep|>a' * 5_000,
    "k3-call-open": '<|open|>tools<|sep|><|open|>call tool="read" index="0"<|sep|>' * 5_000,
    "k3-response-closes": "<|open|>response<|sep|>" + "x<|close|>response<|sep|>" * 5_000,
    "k3-tokens-in-prose": '<|open|>tools<|sep|> x <|close|>response<|sep|> <|open|>call tool="read"<|sep|>' * 5_000,
    "atem-after-prose": 'x <atem:function_calls><atem:invoke name="read"><atem:parameter name="path">a' * 5_000,
}


@pytest.mark.parametrize("name", list(HALF_APPLIED))
def test_runs_of_half_applied_forms_give_no_calls(name: str) -> None:
    _sane(HALF_APPLIED[name])


def _reads(text: str) -> int:
    """How many times the scan of `text` hands it to a reader."""
    count = 0
    originals = dict(MARKERS.readers)

    def counted(reader: Reader) -> Reader:
        def read(scan: Scan, m: re.Match[str]) -> Region | None:
            nonlocal count
            count += 1
            return reader(scan, m)

        return read

    MARKERS.readers.update({name: counted(reader) for name, reader in originals.items()})
    try:
        extract_tool_calls(text, TOOLS)
    finally:
        MARKERS.readers.update(originals)
    return count


# copies that would each read as the one before, in the bench's hostile inputs (issue 42): a JSON value that holds no
# call after a `<tool_call>` no closing tag follows (Scan.skip_later), MiniMax-M3 sentinels with no invoke after them,
# invokes with no parameters (Scan.spaced_copies). A count of reads, not a timing: it was one or two a copy
# Kimi arguments opened as a JSON string with no end token, GLM values with their <arg_value> missing; JSON blocks
# read up to their end marker and what the decode looked at past it (Decoded.reach): broken ones holding strings,
# calls to a tool nobody offered, calls (a final text counts them too)
COUNTED_UNITS = [
    ']<]minimax[>[<tool_call>["',
    '<tool_call><invoke name="x">["',
    '<tool_call>["a"]',
    '<|tool_call_begin|>functions.read:0<|tool_call_argument_begin|>"{',
    "<tool_call>read<arg_key>a</arg_key>x",
    '<tool_call>{"a": "b</tool_call>',
    "<tool_calls>[{'a': 'b\"c}</tool_calls>",
    '<tool_call>{"name": "x", "arguments": {"a": "b"}}</tool_call>',
    '<tool_call>{"name": "read", "arguments": {"path": "a"</tool_call>',
    '<|python_tag|>{"name": "x", "parameters": {"a": "b"}}<|eom_id|>',
    '<|python_start|>{"name": "x", "parameters": {"a": "b"}}<|python_end|>',
    '<tool_call>{"name": "x", "arguments": {"a": "b"}}</tool_call>\n',  # a newline between copies: spaced copies
    '[TOOL_REQUEST]{"name": "x", "arguments": {"a": "b"}}[END_TOOL_REQUEST]\n',
]


@pytest.mark.parametrize("unit", COUNTED_UNITS)
def test_copies_that_read_alike_are_read_a_bounded_number_of_times(unit: str) -> None:
    assert _reads(unit * 4_000) == _reads(unit * 8_000) <= 200


# runs of copies, each followed by what may change how the last ones read: counted, they give what reading every
# copy one by one gives (Scan.spaced_copies switched off)
SPACED_UNITS = [
    *COUNTED_UNITS[3:5],
    '<|tool_call_begin|>functions.read:0<|tool_call_argument_begin|>{"path": "a"}<|tool_call_end|>',
    '<|tool_call_begin|>functions.read:0<|tool_call_argument_begin|>"{\\"path\\": \\"a\\"}"<|tool_call_end|> x ',
    '<|tool_call_begin|>3<|tool_call_argument_begin|>{"path": "a"} ',
    "<tool_call>read<arg_key>path</arg_key>x",
    "<tool_call>read<arg_key>path</arg_key><arg_value>x",
    "<tool_call>read<arg_key>path</arg_key><arg_value>x</arg_value></tool_call>\n",
    "<tool_call>read<arg_key>path</arg_key>x</arg_value>",
    "<tool_call>Sure: x</tool_call>",  # broken blocks, counted (issue 42)
    "<tool_call>Sure: x</tool_call>\n",
]
SPACED_TAILS = [
    "",
    "<|tool_call_end|>",
    "</arg_value>",
    '"}"<|tool_call_end|>',
    "</arg_value></tool_call>",
    "<arg_key>",
]


@pytest.mark.parametrize("tail", SPACED_TAILS)
@pytest.mark.parametrize("unit", SPACED_UNITS)
def test_counted_copies_read_as_copies_read_one_by_one(unit: str, tail: str, monkeypatch: pytest.MonkeyPatch) -> None:
    text = unit * 300 + tail
    counted = extract_tool_calls(text, TOOLS)
    monkeypatch.setattr(Scan, "spaced_copies", lambda self, m, region, after=None: region)
    assert extract_tool_calls(text, TOOLS) == counted


# the same for copies of JSON blocks (Scan.copies with the decode's reach), followed by what a string or a value of
# the last copies could run on into
JSON_BLOCK_UNITS = [
    *COUNTED_UNITS[5:],
    '<tool_calls>{"a": "b"</tool_calls>',
    '<tool_call>{"name": "read", "arguments": {"path": "a"}}</tool_call>',
    '<tool_call>{"name": "read", "arguments": {"path": "a</tool_call>"}}</tool_call>',
    '<tool_call>{"name": "write", "arguments": {"path": "a", "content": "x</tool_call>',
    '<|python_tag|>{"name": "read", "parameters": {"path": "b"}}<|eom_id|>',
    '<tool_call>\n{"name": "read", "arguments": {"path": "a"}}\n</tool_call>; ',
    '<tool_call>{"name": "read", "arguments": {"path": "a"}}</tool_call>\n',
    '<tool_call>{"name": "read", "arguments": {"path": "a</tool_call>"}}</tool_call>\n',
    '[TOOL_REQUEST]{"name": "read", "arguments": {"path": "a"}}[END_TOOL_REQUEST]\n\n',
    '<tool_call>Sure: {"name": "read", "arguments": {"path": "a"}}</tool_call>',  # a lead-in kept (issue 42)
    '<tool_call>Sure: {"name": "x"}</tool_call>',
    # Apertus's and Solar Open's blocks (issue 42, corpus ck): closed, never closed, and naming no tool
    '<|tools_prefix|>[{"read": {"path": "a"}}]<|tools_suffix|>',
    '<|tools_prefix|>[{"read": {"path": "a"}}]',
    '<|tools_prefix|>[{"x": {"path": "a"}}]\n',
    '<|tools_prefix|>[{"read": {"path": "a<|tools_suffix|>',
    '<|tools_prefix|>[{"read": {"path": "a',
    '<|tool_call:begin|>0<|tool_call:name|>read<|tool_call:args|>{"path": "a',
    '<|tool_call:begin|>0<|tool_call:name|>read<|tool_call:args|>{"path": "a<|tool_call:end|>',
    '<|tool_call:begin|>0<|tool_call:name|>read<|tool_call:args|>{"path": "a"}<|tool_call:end|>',
    '<|tool_call:begin|>0<|tool_call:name|>read<|tool_call:args|>{"path": "a"}',
    '<|tool_call:begin|>0<|tool_call:name|>x<|tool_call:args|>{"path": "a"}<|tool_call:end|>',
    # Cherry Studio's <tool_use> (corpus cl): closed, its closer missing, a string never closed, naming no tool
    '<tool_use><name>read</name><arguments>{"path": "a"}</arguments></tool_use>',
    '<tool_use><name>read</name><arguments>{"path": "a"}</arguments>',
    '<tool_use><name>read</name><arguments>{"path": "a</arguments></tool_use>',
    '<tool_use>\n<name>x</name>\n<arguments>{"path": "a"}</arguments>\n</tool_use>\n',
    # gptme's <tool-use> blocks (corpus cn): a call, a tool nobody offers, children as arguments, never closed
    "<tool-use>\n<read>a.py</read>\n</tool-use>\n",
    "<tool-use>\n<x>y</x>\n</tool-use>",
    "<tool-use><read><path>a</path></read></tool-use>",
    "<tool-use>\n<read>a.py</read>\n",
    # PLaMo 3's requests (corpus cs): closed, never closed, naming no tool
    "<|plamo:begin_tool_request:plamo|><|plamo:begin_tool_name:plamo|>read<|plamo:end_tool_name:plamo|>"
    '<|plamo:begin_tool_arguments:plamo|>{"path": "a"}<|plamo:end_tool_arguments:plamo|>'
    "<|plamo:end_tool_request:plamo|>",
    "<|plamo:begin_tool_request:plamo|><|plamo:begin_tool_name:plamo|>read<|plamo:end_tool_name:plamo|>"
    '<|plamo:begin_tool_arguments:plamo|>{"path": "a',
    "<|plamo:begin_tool_request:plamo|><|plamo:begin_tool_name:plamo|>x<|plamo:end_tool_name:plamo|>"
    "<|plamo:begin_tool_arguments:plamo|>{}<|plamo:end_tool_arguments:plamo|>",
    # Solar Open 2's calls (corpus cq): closed, never closed, naming no tool
    "<|tool_call:start|>read\n<|tool_arg:start|>path<|tool_arg:value|>a<|tool_arg:end|>\n<|tool_call:end|>",
    "<|tool_call:start|>read\n<|tool_arg:start|>path<|tool_arg:value|>a<|tool_arg:end|>\n",
    "<|tool_call:start|>x\n<|tool_arg:start|>path<|tool_arg:value|>a<|tool_arg:end|><|tool_call:end|>",
]
JSON_BLOCK_TAILS = [
    "", '"}', '"}}</tool_call>', "<|eom_id|>", '"}]</tool_calls>', ' {"path": "q"}', "<|tools_suffix|>",
    '"}<|tool_call:end|>',
]  # fmt: skip


@pytest.mark.parametrize("tail", JSON_BLOCK_TAILS)
@pytest.mark.parametrize("unit", JSON_BLOCK_UNITS)
def test_counted_json_blocks_read_as_blocks_read_one_by_one(
    unit: str, tail: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = unit * 300 + tail
    counted = extract_tool_calls(text, TOOLS)
    monkeypatch.setattr(Scan, "copies", lambda self, start, region, reach=None: region)
    monkeypatch.setattr(Scan, "spaced_copies", lambda self, m, region, after=None: region)
    assert extract_tool_calls(text, TOOLS) == counted


@pytest.mark.xfail(
    strict=True,
    reason="found this session, older than it: the decode of a <tool_call> block its closing tag cuts inside the "
    "arguments reports a reach short of what its repair read, so the last copies of a run read alone differ",
)
def test_counted_blocks_cut_by_their_tag_read_as_read_one_by_one_before_a_quote(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    text = '<tool_call>{"name": "read", "arguments": {"path": "a"</tool_call>' * 300 + '"}}]'
    counted = extract_tool_calls(text, TOOLS)
    monkeypatch.setattr(Scan, "copies", lambda self, start, region, reach=None: region)
    monkeypatch.setattr(Scan, "spaced_copies", lambda self, m, region, after=None: region)
    assert extract_tool_calls(text, TOOLS) == counted


def _measured(text: str) -> int:
    """How many characters the JSON measure reads in the scan of `text` (jsontext.decode measures before decoding)."""
    total = 0
    original = jsontext.measure

    def counted(text: str, start: int, stop: int | None = None, *, python: bool = False) -> jsontext.Extent:
        nonlocal total
        extent = original(text, start, stop, python=python)
        total += extent.end - start
        return extent

    jsontext.measure = counted  # type: ignore[assignment]
    try:
        extract_tool_calls(text, TOOLS)
    finally:
        jsontext.measure = original  # type: ignore[assignment]
    return total


# copies of a closed LFM2 block that is not JSON (issue 42): each `[` was measured and repaired to the end of the
# text, the string opened by its stray quote running through every copy after it; now to its own end marker (and a
# bounded window past it, where near-JSON holding the marker in a string may close)
@pytest.mark.parametrize(
    "unit", ["<|tool_call_start|>[x(a='b')<|tool_call_end|>", "<tool_calls>[{'a': 'b\"c}</tool_calls>"]
)
def test_broken_blocks_are_read_to_their_own_end_marker(unit: str) -> None:
    assert _measured(unit * 2_000) <= 2.2 * _measured(unit * 1_000)  # it was 4 (90 and 74 million at 2,000)


def test_a_broken_hermes_block_is_read_to_its_own_end_marker() -> None:
    """`<tool_call>` JSON was decoded with no end marker: each copy of a block whose string never closes was
    repaired to the end of the text (20k copies took 193 s)."""
    unit = '<tool_call>{"a": "b</tool_call>'
    assert _measured(unit * 400) <= 2.2 * _measured(unit * 200)


# Qwen3.5's tags with their `<` lost that read as no call (more than closing tags follows): a copy of what the reader
# looked at reads alike, so later ones are skipped unread (Scan.skip_later); skipping changes no result
EATEN_UNITS = [
    "<tool_call>\nfunction=read>\nparameter=path>\na\nparameter>\nb",
    "<tool_call>\nfunction=x>\nparameter=a>\nb\n",
    "<tool_call>\nfunction=read>\nparameter=path>\nparameter>x",
]
EATEN_TAILS = ["", "\nfunction>\n</tool_call>", "</tool_call>", "parameter=", "p", "\nparameter>\nfunction>"]


def test_eaten_tags_that_read_as_no_call_are_read_a_bounded_number_of_times() -> None:
    assert _reads(EATEN_UNITS[0] * 4_000) == _reads(EATEN_UNITS[0] * 8_000) <= 200


@pytest.mark.parametrize("tail", EATEN_TAILS)
@pytest.mark.parametrize("unit", EATEN_UNITS)
def test_skipped_eaten_tags_read_as_tags_read_one_by_one(unit: str, tail: str, monkeypatch: pytest.MonkeyPatch) -> None:
    text = unit * 100 + tail
    skipped = extract_tool_calls(text, TOOLS)
    monkeypatch.setattr(Scan, "skip_later", lambda self, m, end=None: None)
    assert extract_tool_calls(text, TOOLS) == skipped


# <tool_call> blocks read as errors from a bounded lookahead (a name alone no tool has, which also depends on the
# line before the tag; Qwen3.5's eaten tags naming no offered tool): counted over runs, after whatever prefix
TAG_ERROR_UNITS = [
    "x\n<tool_call> and </tool_call>\n",
    "<tool_call> and </tool_call> x",
    "<tool_call>nope</tool_call>",
    "<tool_call>\nfunction=x>\nparameter=a>\nb\n</tool_call>",
    "<tool_call>\nfunction=read>\nparameter=path>\na\nparameter>\nfunction>\n</tool_call>",
]


def test_tag_errors_are_read_a_bounded_number_of_times() -> None:
    for unit in TAG_ERROR_UNITS[:4]:
        assert _reads(unit * 4_000) == _reads(unit * 8_000) <= 200, unit


@pytest.mark.parametrize("prefix", ["", "Use ", "x>", "<tool_call>"])
@pytest.mark.parametrize("unit", TAG_ERROR_UNITS)
def test_counted_tag_errors_read_as_tags_read_one_by_one(
    unit: str, prefix: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    for tail in ("", " and more", "</tool_call>"):
        text = prefix + unit * 50 + tail
        counted = extract_tool_calls(text, TOOLS)
        with monkeypatch.context() as patched:
            patched.setattr(Scan, "spaced_copies", lambda self, m, region, after=None: region)
            assert extract_tool_calls(text, TOOLS) == counted, tail


@pytest.mark.parametrize(
    "unit",
    [
        '{"name": "read", "arguments": {"path": "a"}}\n',
        '{"name": "Ann"}\n',
        '[{"name": "read", "arguments": {"path": "a"}}]; ',
        '{"name": "nope", "arguments": {"a": [1]}}, ',
    ],
)
def test_a_run_of_identical_json_values_reads_as_each_value_alone(unit: str) -> None:
    """Scan.json_calls reuses what it read of the same text just before (the last closed strict value)."""
    alone = extract_tool_calls(unit, TOOLS)
    run = extract_tool_calls(unit * 300, TOOLS)
    assert run.calls == alone.calls * 300
    assert len(run.errors) == min(300 * len(alone.errors), 20) and (run.content == "") == (alone.content == "")


FENCE_UNITS = ['```\n{"cmd": "ls"}\n```\n', "```\nread(path='a')\n```\n\n", '```json\n{"a": 1}\n```', "```\n```\n"]
FENCE_TAILS = ["", "```", '```\n{"name": "read", "arguments": {"path": "a"}}\n```', "\nDone."]


@pytest.mark.parametrize("tail", FENCE_TAILS)
@pytest.mark.parametrize("unit", FENCE_UNITS)
def test_counted_fences_kept_as_text_read_as_fences_read_one_by_one(
    unit: str, tail: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = unit * 300 + tail
    counted = extract_tool_calls(text, TOOLS)
    monkeypatch.setattr(Scan, "copies", lambda self, start, region, reach=None: region)
    monkeypatch.setattr(markup, "kept_copies", lambda scan, start, region: None)
    assert extract_tool_calls(text, TOOLS) == counted


EXAMPLE_UNIT = 'It can look like this:\n<tool_call>{"name": "read", "arguments": {"path": "a"}}</tool_call>\n'


@pytest.mark.parametrize(
    "tail", ["", "<tool_call>", '<tool_call>{"name": "read", "arguments": {"path": "b"}}</tool_call>']
)
def test_counted_format_examples_read_as_examples_read_one_by_one(tail: str, monkeypatch: pytest.MonkeyPatch) -> None:
    text = EXAMPLE_UNIT * 300 + tail
    counted = extract_tool_calls(text, TOOLS)
    monkeypatch.setattr(
        xml_tags, "_format_examples", lambda scan, m, end: Region(end, keep=scan.text[m.start() : end], explicit=False)
    )
    assert extract_tool_calls(text, TOOLS) == counted


@pytest.mark.parametrize("tail", ["", "</tool_call>", "<tool_call>```python\nread(path='b')\n```"])
@pytest.mark.parametrize(
    "unit", ["<tool_call>```python\nread(path='a') + 1\n```\n", "<tool_call>\n```py\nx = 1\n```\n\n"]
)
def test_counted_tool_call_code_samples_read_as_read_one_by_one(
    unit: str, tail: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = unit * 300 + tail
    counted = extract_tool_calls(text, TOOLS)
    monkeypatch.setattr(xml_tags, "kept_copies", lambda scan, start, region: None)
    monkeypatch.setattr(Scan, "skip_later", lambda self, m, end=None: None)
    assert extract_tool_calls(text, TOOLS) == counted
