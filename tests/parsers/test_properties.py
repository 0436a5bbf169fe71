"""Property tests: never raises, render -> parse round-trips, chunked streaming == whole text."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from parsers import DIALECTS, ParseResult, StreamingParser, extract_tool_calls, render_call
from parsers.extract import _extract
from parsers.toolset import ToolSet
from tests.parsers.corpus import ALL_CASES, TOOLS, Case
from tests.parsers.corpus_2026_a import CASES_A, TOOLS_A
from tests.parsers.corpus_2026_b import CASES_2026_B, TOOLS_B
from tests.parsers.corpus_2026_c import CASES_C, TOOLS_C
from tests.parsers.corpus_2026_d import CASES_D, CASES_D_OURS, TOOLS_D, TOOLS_OURS
from tests.parsers.streamed import streams_as_whole

FRAGMENTS = [
    "{",
    "}",
    "[",
    "]",
    '"',
    "'",
    ":",
    ",",
    "\\",
    "\n",
    " ",
    "name",
    '"name": "read"',
    '"arguments": {',
    "read(",
    ")",
    "<tool_call>",
    "</tool_call>",
    "<think>",
    "</think>",
    "[TOOL_CALLS]",
    "<|python_tag|>",
    "```",
    "```json\n",
    "`",
    "<function=read>",
    "<parameter=path>",
    "</parameter>",
    "<arg_key>",
    "<arg_value>",
    '<invoke name="bash">',
    "<|tool_call>call:read{",
    '<|"|>',
    "<|channel|>",
    "<|message|>",
    "to=functions.read",
    "<｜tool▁call▁begin｜>",
    "<｜tool▁sep｜>",
    "functools[",
    "<|START_ACTION|>",
    "True",
    "None",
    "null",
    "src/app.py",
    "[tool_call: read for path ",
    "[TOOL_CALL]",
    "[/TOOL_CALL]",
    '{tool => "read", args => {',
    "--path ",
    "\nread{path:",
    "<|tool_call>:read(",
]
hostile_text = st.one_of(
    st.text(max_size=300),
    st.lists(st.sampled_from(FRAGMENTS) | st.text(max_size=5), max_size=60).map("".join),
    st.sampled_from([case.text for case in ALL_CASES + CASES_D + CASES_D_OURS]).flatmap(
        lambda text: st.integers(0, len(text)).map(lambda cut: text[:cut])  # every prefix: streams stop anywhere
    ),
)
settings.register_profile(
    "parsers", max_examples=300, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("parsers")
TOOLSET = ToolSet(TOOLS)


@given(hostile_text, st.sampled_from([None, *DIALECTS]))
def test_never_raises(text: str, dialect: str | None) -> None:
    # the internal entry point has no safety net, so a bug shows here instead of being swallowed
    result = _extract(text, TOOLSET, dialect)
    assert isinstance(result.content, str)
    assert extract_tool_calls(text, TOOLS, dialect) == result


# values every dialect can carry: the XML dialects have no escaping, so their closing tags and
# the Gemma quote markers cannot appear inside a value; and a call whose every value is an ellipsis is a format shown,
# not a call (calls._elided), so no value is one
safe_text = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="<>`"), max_size=40).filter(
    lambda s: s.strip() not in ("...", "…")
)
read_args = st.fixed_dictionaries(
    {"path": safe_text.filter(lambda s: s.strip() == s and s)},
    optional={"offset": st.integers(0, 10**6), "limit": st.integers(1, 10**6)},
)
search_args = st.fixed_dictionaries(
    {"query": safe_text},
    optional={
        "regex": st.booleans(),
        "globs": st.lists(safe_text, max_size=3),
        "score": st.floats(-1e6, 1e6).filter(lambda f: f != int(f)),
        "mode": st.sampled_from(["fast", "full"]),
    },
)
bash_args = st.fixed_dictionaries({"command": safe_text.filter(bool)}, optional={"timeout": st.integers(1, 3600)})
calls = st.one_of(
    read_args.map(lambda a: ("read", a)), search_args.map(lambda a: ("search", a)), bash_args.map(lambda a: ("bash", a))
)


@given(
    st.sampled_from(DIALECTS),
    st.lists(calls, min_size=1, max_size=3),
    st.sampled_from(["", "Sure.\n", "Let me check. "]),
)
def test_render_parse_round_trip(dialect: str, written: list[tuple[str, dict]], prose: str) -> None:
    text = prose + "\n".join(render_call(name, args, dialect) for name, args in written)
    result = extract_tool_calls(text, TOOLS, dialect)
    assert [(c.name, c.arguments) for c in result.calls] == written
    assert {c.dialect for c in result.calls} == {dialect}
    assert result.errors == []
    assert result.content == prose.strip()


@given(hostile_text | st.sampled_from([case.text for case in ALL_CASES]), st.data())
def test_chunked_streaming_equals_whole_text(text: str, data: st.DataObject) -> None:
    cuts = sorted(data.draw(st.lists(st.integers(0, len(text)), max_size=12)))
    parser = StreamingParser(TOOLS)
    events = []
    last = 0
    for cut in [*cuts, len(text)]:
        events += parser.feed(text[last:cut])
        last = cut
    whole = extract_tool_calls(text, TOOLS)
    assert parser.finish() == whole
    # calls announced while streaming are the first calls of the final result, in order
    streamed = [e.call for e in events if e.kind == "call"]
    if "</think>" not in text and "[/THINK]" not in text:
        assert streamed == whole.calls[: len(streamed)]


# runs of identical structures are counted, not read one by one (Scan.copies); counting must
# give exactly what reading each copy gives, whatever follows the run
_COPY_UNITS = [
    "<function=x>", "<function=read>", "<function=ping>", "<function=x></function>", "<function=ping> ",
    "<function=read>\n", '<|start|>assistant to=functions.x<|message|>{"a":',
    '<|start|>assistant to=functions.read<|message|>{"path": "a"}', "<|start|>assistant to=functions.ping<|message|>{}",
    "<|channel|>analysis<|message|>hm", "<|start|>assistant<|message|>hi", "<|channel|>final<|message|>ok ", "`", "```",
    "``````", "```json\n```", "```tool_code\n```", "```json\n<function=x>",
]  # fmt: skip
_COPY_TAILS = [
    "",
    "{",
    "</function>",
    " ",
    "\n",
    "<parameter=path>a",
    "<|end|>",
    "<|call|>",
    "`",
    "x`",
    "<|start|>",
    '"path": "b"}',
]
_PING = [*TOOLS, {"name": "ping", "description": "No arguments.", "parameters": {"type": "object", "properties": {}}}]


def _events(text: str, tools: list[dict], size: int) -> list[tuple]:
    """The streaming events, text events merged (how text is split between them may differ)."""
    parser = StreamingParser(tools)
    out: list[tuple] = []
    for i in range(0, len(text), size):
        for event in parser.feed(text[i : i + size]):
            if event.kind == "text":  # one shape for text, however many events carried it
                if out and out[-1][0] == "text":
                    out[-1] = ("text", out[-1][1] + event.text)
                else:
                    out.append(("text", event.text))
            else:
                out.append((event.kind, event.text, event.name, event.call, event.error))
    return out


@given(
    st.lists(st.tuples(st.sampled_from(_COPY_UNITS), st.integers(1, 30)), min_size=1, max_size=4),
    st.sampled_from(_COPY_TAILS),
    st.integers(1, 64),
)
def test_counting_copies_equals_reading_each(runs: list[tuple[str, int]], tail: str, chunk: int) -> None:
    from parsers.scan import Scan

    text = "".join(unit * count for unit, count in runs) + tail
    tools = ToolSet(_PING)
    counted = extract_tool_calls(text, tools)
    counted_events = _events(text, _PING, chunk)
    original = Scan.copies
    Scan.copies = lambda scan, start, region: region  # read every copy
    try:
        assert extract_tool_calls(text, tools) == counted
        assert _events(text, _PING, chunk) == counted_events
    finally:
        Scan.copies = original


# a run of closing reasoning tags with the same text between each two is one region (Scan.spaced_copies);
# it must give exactly what reading each tag gives, whatever is around the run and however the text streams in
_CLOSE_GAPS = ["", " ", "\n", " ; ", "read{", "ok. ", "x`", "`", "{", "<", "a\n\n", '{"a": 1}', "<tool_call>", "\t"]
_CLOSE_AROUND = ["", "</think>", "<think>", "hi ", '{"name": "read", "arguments": {"path": "a"}}', "`", "x"]


@settings(max_examples=60)
@given(
    st.sampled_from(_CLOSE_AROUND),
    st.sampled_from(["</think>", "[/THINK]"]),
    st.sampled_from(_CLOSE_GAPS),
    st.integers(1, 1200),
    st.sampled_from(_CLOSE_AROUND),
    st.sampled_from([7, 97, 4096]),
)
def test_runs_of_closing_tags_equal_reading_each(
    before: str, close: str, gap: str, count: int, after: str, chunk: int
) -> None:
    from parsers.scan import Scan

    text = before + (close + gap) * count + after
    tools = ToolSet(_PING)
    run = extract_tool_calls(text, tools)
    run_events = _events(text, _PING, chunk)
    original = Scan.spaced_copies
    Scan.spaced_copies = lambda scan, m, region, after=None: region  # read every tag on its own
    try:
        assert extract_tool_calls(text, tools) == run
        assert _events(text, _PING, chunk) == run_events
    finally:
        Scan.spaced_copies = original


# what the scan remembers to read less must give exactly what reading everything gives, whatever surrounds it and
# however the text streams in: a JSON value that held no call (Scan.no_call_end), a marker whose reader found nothing
# and would find nothing again (Scan.skip_later), runs of invokes with no parameters (Scan.spaced_copies)
_REMEMBERED_UNITS = [
    ']<]minimax[>[<tool_call>["', '<tool_call><invoke name="x">["', '<tool_call><invoke name="ping">["',
    '<tool_call>["a"]', '<tool_call><invoke name="ping">\n', '<tool_call>{"a": 1} ', "]<]minimax[>[<x>",
    '<tool_call><invoke name="ping">;',
    '<tool_call><invoke name="ping"><parameter name="path">a;', '<tool_call><invoke name="ping"></invoke>x',
    '\n<｜DSML｜invoke name="read">',
    '<｜DSML｜invoke name="ping"><｜DSML｜parameter name="path">a</｜DSML｜parameter>',
    '<｜DSML｜invoke name="ping"></｜DSML｜invoke>\n', '<minimax:tool_call><invoke name="read">x',
    '<invoke name="ping"><parameter name="a">1</parameter></invoke> ',
    "`<function=read>", '`<｜DSML｜invoke name="read">', "`<start_function_call>", "<function=read><function=x>",
    "<function=read></think>", "<tool-use>\n<ping></ping>\n</tool-use>\n", "\nAction: nope(x=1)",
]  # fmt: skip
_REMEMBERED_PIECES = [
    "]<]minimax[>[", "<tool_call>", "</tool_call>", '["', '"]', '["a"]', '{"a": 1}', '<invoke name="x">',
    '<invoke name="ping">', '<invoke name="read">', "</invoke>", '<parameter name="path">a</parameter>', "<a>", "</a>",
    " ", "\n", ";", "x", "[", '"', "</think>", '[{"name": "ping", "arguments": {}}]', "[TOOL_CALLS]",
    "like ", "(", "'", "<function=read>", "<function=x>", "</function>", '<｜DSML｜invoke name="read">', "Example:\n",
    "```\n", "```json\n", "\n```\n", "Format:\n", "<minimax:tool_call>", "<｜DSML｜function_calls>",
    "<｜tool▁calls▁begin｜>", "<｜tool▁call▁begin｜>", "<|im_end|>", "<|eot_id|>", "<|im_start|>user\n",
    "<|im_start|>assistant\n", "<|start_header_id|>assistant<|end_header_id|>", "{{ x }}", "，a",
    "read(", "ping(", "re.x(", "nope(", "<|tool_call>", "call:", "call:ping{", "<tool_call|>",
    "[TOOL_CALL]", "[/TOOL_CALL]", "TOOL_CALL\n",
    "\n<ping>", "<path>a</path>", "<nope>a</nope>", "</ping>", "<function", "<function=ping>",
    '<｜DSML｜parameter name="path">a</｜DSML｜parameter>', "</｜DSML｜invoke>", '<parameter name="path">',
    "`", "`x`", "<start_function_call>", '<function name="read">', "\nAction: read(path=", "\nAction: ping(",
    "<tool_use><name>ping</name><arguments>", "<|tools_prefix|>", '[{"ping": {}}]', "<|tools_suffix|>",
    "<|from|>assistant\n", "<|from|>user\n", "<|recipient|>ping\n", "<|content|>", "<|tool_calls|>",
    "<|tool_call:begin|>", "0<|tool_call:name|>ping<|tool_call:args|>", "<|tool_call:end|>", "<tool-use>",
    "</tool-use>", "<ping>", "</ping>", "<|tool_call:start|>ping\n", "<|tool_arg:start|>a<|tool_arg:value|>1",
    "<|tool_arg:end|>", ". ", "<ping><a>1</a></ping>", "Then x.", "<|plamo:begin_tool_request:plamo|>",
    "<|plamo:begin_tool_name:plamo|>ping<|plamo:end_tool_name:plamo|><|plamo:begin_tool_arguments:plamo|>{}",
    "<|plamo:end_tool_arguments:plamo|>", "<|start|>assistant to=self<|message|>", "<|eom|>",
    "<tool: ping>", "<tool: x>", "</tool>", "<tool: function>\nping ", "<tool: ping ",
    "<ping>\n", "a: 1\n", "</ping>", "<ping/>", "<x>\n", "<read>\n", "path: a\n", "</read>",
    '[FUNCTION]{"name": "ping", "arguments": {}}[/FUNCTION]', "<tool><request>ping</request></tool>",
    "````\n", "\nAction: ping\n{}", '<tool_call id="1" name="ping">{}</tool_call>',
    "{{- '", "' }}", "{% if x %}", "{#- ", " #}", 'x.Write("', '")', "<execute_bash>\n", "ls\n", "</execute_bash>",
]  # fmt: skip
_REMEMBERED_TAILS = [
    "", "</tool_call>", "</invoke>", '<parameter name="path">a</parameter>', '"]', "]", "</minimax:tool_call>",
    '<tool_call>{"name": "read", "arguments": {"path": "a"}}',
    '<invoke name="read"><parameter name="path">a</parameter>',
    ']<]minimax[>[<invoke name="read">]<]minimax[>[<path>a]<]minimax[>[</path>',
]  # fmt: skip


_REMEMBERED_RUN = st.sampled_from(_REMEMBERED_UNITS) | st.lists(
    st.sampled_from(_REMEMBERED_PIECES), min_size=1, max_size=3
).map("".join)


@settings(max_examples=100)
@given(
    st.lists(st.tuples(_REMEMBERED_RUN, st.sampled_from([1, 2, 200])), min_size=1, max_size=3),
    st.sampled_from(_REMEMBERED_TAILS),
    st.sampled_from([97, 4096]),
)
def test_what_the_scan_remembers_equals_reading_everything(runs: list[tuple[str, int]], tail: str, chunk: int) -> None:
    text = "".join(unit * count for unit, count in runs) + tail
    assert _parse_and_stream(text, chunk, remember=True) == _parse_and_stream(text, chunk, remember=False)


@pytest.mark.parametrize("unit", _REMEMBERED_UNITS)
def test_a_run_of_remembered_copies_ends_as_read(unit: str) -> None:
    for tail in _REMEMBERED_TAILS:  # the copies at the end of a run are read: what follows them may differ
        text = unit * 200 + tail
        assert _parse_and_stream(text, 4096, remember=True) == _parse_and_stream(text, 4096, remember=False)


def _parse_and_stream(text: str, chunk: int, remember: bool) -> tuple[ParseResult, list[tuple]]:
    from parsers.readers import invoke_tags
    from parsers.scan import Scan

    originals = {name: getattr(Scan, name) for name in ("no_call_end", "skip_later", "spaced_copies")}
    invoke_copies = invoke_tags._copies
    if not remember:
        invoke_tags._copies = lambda scan, at, end, sentinel, found, region: end
        Scan.no_call_end = lambda scan, pos: None
        Scan.skip_later = lambda scan, m, end=None, before=None: None
        Scan.spaced_copies = lambda scan, m, region, after=None: region
    try:
        return extract_tool_calls(text, ToolSet(_PING)), _events(text, _PING, chunk)
    finally:
        for name, original in originals.items():
            setattr(Scan, name, original)
        invoke_tags._copies = invoke_copies


# empty fences with the same blanks between them are one region (readers.markup.kept_copies)
_FENCE_PIECES = ["```\n```", "```json\n```", "```tool_code\n```", "```\n", "```", "\n", " ", "\r\n", "`", "x", "{"]


@settings(max_examples=60)
@given(
    st.lists(st.tuples(st.sampled_from(_FENCE_PIECES), st.integers(1, 40)), max_size=6),
    st.sampled_from([1, 7, 64]),
)
@example([("```\n```", 1), ("```", 1), ("```\n```", 3)], 64)  # `````` glued to a fence, then on its own line
def test_runs_of_empty_fences_equal_reading_each(runs: list[tuple[str, int]], chunk: int) -> None:
    from parsers.readers import markup

    text = "".join(piece * count for piece, count in runs)
    tools = ToolSet(_PING)
    run = extract_tool_calls(text, tools)
    run_events = _merged(_events(text, _PING, chunk))
    original = markup.kept_copies
    markup.kept_copies = lambda scan, start, region: None  # read every fence on its own
    try:
        assert extract_tool_calls(text, tools) == run
        assert _merged(_events(text, _PING, chunk)) == run_events
    finally:
        markup.kept_copies = original


# code spans and code-sample fences are read as runs (readers.markup._KEPT_RUN); a run must give exactly
# what reading each structure gives, whatever surrounds it and however the text streams in
_KEPT_PIECES = [
    "`x`", '`"`', "`", "``", "```", "````", "```python\n", "```py x\n", "```JSON\n", "```json5 a\n", "```tool_code\n",
    "```\n", "```Python\r\n", "\n", " ", "a", "f", "functools", "functools[", "<", "<think>", "</think>", "{",
    '{"a": 1}', "[", "◁", "<function=x>", "<function=read>", '{"name": "read", "arguments": {"path": "a"}}', "`y",
    '"', "'",
]  # fmt: skip


def _merged(events: list[tuple]) -> list[tuple]:
    """_events with every text event in one shape, however many pieces it merged."""
    return [("text", e[1]) if e[0] == "text" else e for e in events]


@given(st.lists(st.sampled_from(_KEPT_PIECES), max_size=40).map("".join), st.integers(1, 64))
def test_runs_of_code_spans_and_samples_equal_reading_each(text: str, chunk: int) -> None:
    from parsers.readers import markup

    tools = ToolSet(_PING)
    run = extract_tool_calls(text, tools)
    run_events = _merged(_events(text, _PING, chunk))
    original = markup._KEPT_RUN
    markup._KEPT_RUN = re.compile("")  # read every structure on its own
    try:
        assert extract_tool_calls(text, tools) == run
        assert _merged(_events(text, _PING, chunk)) == run_events
    finally:
        markup._KEPT_RUN = original


# failed candidates use up the message's budget (scan.Budget) at the same candidate whether
# copies are counted or read, and however the text streams in
_FAILING = ["<function=x>", "<function=y>", '<|start|>assistant to=functions.x<|message|>{"a":',
            "<function=read>{'path': 'a',}", "[TOOL_CALLS]nope{", "<function=read>"]  # fmt: skip


@settings(max_examples=40)
@given(
    st.lists(st.tuples(st.sampled_from(_FAILING), st.integers(1, 40)), min_size=1, max_size=12),
    st.sampled_from([1, 7, 64, 4096]),
)
def test_the_budget_is_spent_alike_whole_and_streamed(runs: list[tuple[str, int]], chunk: int) -> None:
    from parsers.collect import MAX_ERRORS
    from parsers.scan import STOP_MESSAGE

    text = "".join(unit * count for unit, count in runs) + '<function=read>{"path": "a"}</function>'
    whole = extract_tool_calls(text, TOOLS)
    parser = StreamingParser(TOOLS)
    events = []
    for i in range(0, len(text), chunk):
        events += parser.feed(text[i : i + chunk])
    assert parser.finish() == whole
    streamed = [e.call for e in events if e.kind == "call"]
    assert streamed == whole.calls[: len(streamed)]
    # errors streamed so far (a structure running to the end is only read by finish) are the
    # whole text's, and the parser stops at the same candidate
    errors = [e.error for e in events if e.kind == "error"]
    stops = [e for e in errors if e.message == STOP_MESSAGE]
    assert len(stops) <= 1 and (not stops or whole.errors[-1] == stops[0])
    failed, whole_failed = [e for e in errors if e not in stops], [e for e in whole.errors if e.message != STOP_MESSAGE]
    assert failed[: len(whole_failed)] == whole_failed[: len(failed)]
    if any(e.message == STOP_MESSAGE for e in whole.errors):
        assert whole.calls == [] and len(whole.errors) == MAX_ERRORS


# a call whose arguments are all required, so a prefix of it can only be the whole call or none
edit_args = st.fixed_dictionaries({"path": safe_text.filter(lambda s: s.strip() == s and s), "old_text": safe_text})
edit_args = edit_args.flatmap(lambda a: safe_text.filter(bool).map(lambda new: {**a, "new_text": new}))


@given(st.sampled_from(DIALECTS), edit_args, st.data())
def test_a_cut_off_call_is_never_run_with_other_arguments(dialect: str, args: dict, data: st.DataObject) -> None:
    """Any prefix of a written call, cut by the end of the reply wherever it stops: closing what
    is open may give back the whole call, but never one with an argument cut short or guessed."""
    text = render_call("edit", args, dialect)
    cut = data.draw(st.integers(0, len(text)))
    result = extract_tool_calls(text[:cut], TOOLS)
    assert all((call.name, call.arguments) == ("edit", args) for call in result.calls), text[:cut]


@pytest.mark.parametrize("case", CASES_A, ids=[case.id for case in CASES_A])
def test_2026_forms_stream_as_whole_at_every_boundary(case) -> None:
    """Every new form (GLM-4.5+, DSML, MiniMax-M3, Kimi ids...), cut into two chunks at every character
    and fed one character at a time, gives exactly the whole-message result."""
    streams_as_whole(case.text, TOOLS_A)


@pytest.mark.parametrize("case", CASES_2026_B, ids=[case.id for case in CASES_2026_B])
def test_real_2026_outputs_stream_as_the_whole_text_parses(case: Case) -> None:
    """Each real output of the new forms, split at every boundary (and fed a character at a time), gives
    the whole-message result."""
    streams_as_whole(case.text, TOOLS_B)


@pytest.mark.parametrize("case", CASES_C, ids=[case.id for case in CASES_C])
def test_stripped_and_m3_forms_stream_as_whole_at_every_boundary(case: Case) -> None:
    """MiniMax-M3's thought, the stripped GLM/DeepSeek/Kimi calls and Kimi's ids: split at every character
    (and fed one at a time), the whole-message result; calls announced while streaming are its calls."""
    streams_as_whole(case.text, TOOLS_C)


HALF_APPLIED = [(case, TOOLS_D) for case in CASES_D] + [(case, TOOLS_OURS) for case in CASES_D_OURS]


@pytest.mark.parametrize(("case", "tools"), HALF_APPLIED, ids=[case.id for case, _ in HALF_APPLIED])
def test_half_applied_forms_stream_as_whole_at_every_boundary(case: Case, tools: list[dict]) -> None:
    """Bracketed prose calls, [TOOL_CALL] blocks, Gemma 4 with tokens lost, Kimi's counter ids (issue 42): split at
    every character (and fed one at a time), the whole-message result; calls announced while streaming are its."""
    streams_as_whole(case.text, tools)
