"""Issue 42, text that names or renders a template rather than replying: a chat template's or a rendered prompt's
end tokens stay in the content (a reply's stray end tokens are still taken out), and a call marker alone in an aside
in parentheses, or in a list of tags after words of a sentence, stays text (a call after prose is still read)."""

from __future__ import annotations

import pytest

from parsers.models import ParseResult
from tests.parsers.streamed import calls_of, read_streamed
from tests.parsers.streamed import stays_text as stays_text_with

TOOLS = [
    {
        "name": "read",
        "parameters": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]},
    },
    {
        "name": "search_web",
        "parameters": {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]},
    },
]
READ = '{"name": "read", "arguments": {"path": "a.py"}}'


def read(text: str) -> ParseResult:
    return read_streamed(text, TOOLS)


def stays_text(text: str) -> None:
    stays_text_with(text, TOOLS)


# ---- a template or a rendered prompt keeps its tokens --------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # Go templates (Ollama): template syntax on the token's line, or on the line after it
        "{{- range .Messages }}<|im_start|>{{ .Role }}\n{{ .Content }}\n{{- end }}<|im_end|>\n{{ end }}",
        'Return <tool_call></tool_call> tags:\n<tool_call>\n{"name": <function-name>}\n</tool_call><|im_end|>\n'
        "{{ .Input }}",
        '{{- if eq .Role "assistant" }}<start_of_turn>model\n{{ .Content }}{{ if not $last }}<end_of_turn>\n{{ end }}',
        # Jinja, the token at the start of its line, the template syntax on the line before
        "{%- for m in messages %}\n<|im_start|>{{ m.role }}\n{{ m.content }}\n<|im_end|>\n{%- endfor %}",
        "{% if eos %}\n</s>",
    ],
)
def test_a_templates_tokens_stay(text: str) -> None:
    stays_text(text)


@pytest.mark.parametrize(
    "text",
    [
        "<|im_start|>system\nYou are a helpful assistant.<|im_end|>\n<|im_start|>user\nHey there!<|im_end|>\n"
        "<|im_start|>assistant",
        "Prompt sent:\n<|im_start|>user\nhello<|im_end|>\n<|im_start|>assistant",
        "<|start_header_id|>system<|end_header_id|>\n\nBe brief.<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n"
        "Hi<|eot_id|><|start_header_id|>assistant<|end_header_id|>",
        "<start_of_turn>user\nWhat is 2+2?<end_of_turn>\n<start_of_turn>model",
        # a system prompt's format example: its end token stays with it
        '<|im_start|>system\nCall tools like this:\n<tool_call>\n{"name": <function-name>, "arguments": <args>}\n'
        "</tool_call><|im_end|>\n<|im_start|>user\nHi<|im_end|>",
    ],
)
def test_a_rendered_prompts_tokens_stay(text: str) -> None:
    stays_text(text)


def test_a_call_in_a_rendered_prompt_is_still_read() -> None:
    text = f"<|im_start|>user\nRead a.py<|im_end|>\n<|im_start|>assistant\n<tool_call>\n{READ}\n</tool_call><|im_end|>"
    result = read(text)
    assert calls_of(result) == [("read", {"path": "a.py"})]
    assert result.content == "<|im_start|>user\nRead a.py<|im_end|>\n<|im_start|>assistant\n<|im_end|>"


def test_a_call_cut_off_in_a_rendered_prompt_is_an_error() -> None:
    result = read('<|im_start|>user\nRead a.py<|im_end|>\n<|im_start|>assistant\n<tool_call>\n{"name": "read", "ar')
    assert result.calls == [] and len(result.errors) == 1 and "read" in result.errors[0].message


# ---- a reply's stray tokens are still taken out --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "content"),
    [
        ("Done.<|im_end|>", "Done."),
        ("The answer is 4.<end_of_turn>", "The answer is 4."),
        ("Hi!<|eot_id|>", "Hi!"),
        # template syntax two lines away, or a single brace, is no template around the token
        ("Use {{ name }} there.\n\nThat is all.\nDone.<|im_end|>", "Use {{ name }} there.\n\nThat is all.\nDone."),
        ('print({"a": 1})<|im_end|>', 'print({"a": 1})'),
        # a turn no reply writes, rendered after the token (the model ran on): the reply's own token goes
        ("Sure.<|im_end|>\n<|im_start|>user\nthanks<|im_end|>", "Sure.\n<|im_start|>user\nthanks<|im_end|>"),
    ],
)
def test_a_replys_stray_tokens_go(text: str, content: str) -> None:
    result = read(text)
    assert result.calls == [] and result.errors == [] and result.content == content


def test_a_turn_written_out_with_its_opener_keeps_its_end_token() -> None:
    # `<|im_start|>assistant` … `<|im_end|>`: a turn shown whole (a README's example, corpora k and ff), tokens and all
    text = "<|im_start|>assistant\nThe file is empty.<|im_end|>"
    result = read(text)
    assert result.calls == [] and result.errors == [] and result.content == text


@pytest.mark.parametrize(
    "text",
    [
        f"<tool_call>\n{READ}\n</tool_call><|im_end|>",
        f"<tool_call>\n{READ}\n</tool_call>\n<|im_end|>\n",
        "[read(path='a.py')]<|eot_id|>",
        f"```tool_use\n{READ}\n```<end_of_turn>",
    ],
)
def test_a_call_ending_with_stray_tokens_is_read_and_they_go(text: str) -> None:
    result = read(text)
    assert calls_of(result) == [("read", {"path": "a.py"})] and result.errors == [] and result.content == ""


# ---- a tag alone in a sentence's aside, or in a list of tags after its words, is named ------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The template uses the older V3.1 tokens (<｜tool▁calls▁begin｜>), while the parser expects DSML.",
        "Kimi opens its section (<|tool_calls_section_begin|>) before each call.",
        "Mistral marks them (<function=search>) and Qwen3-Coder (<tool_call>) too.",
        "It writes the marker (<|python_tag|>).",
        "Devstral starts with a marker (<function_call>), then JSON.",
        "NEVER write things like <function=search>, <function=search_web>\nNEVER use other syntax",
        "Use tags like <tool_call> or <function_call> in replies.",
        "Models write <|tool_call_start|>, <|tool_call_end|> and <|python_tag|> around calls.",
        "The markers [TOOL_CALLS], [TOOL_RESULTS] mark Mistral's calls.",
    ],
)
def test_a_tag_named_in_an_aside_or_a_list_stays_text(text: str) -> None:
    stays_text(text)


@pytest.mark.parametrize(
    "text",
    [
        # a call after prose: on its own line after "like this:", after words on its line, wrapped whole in parentheses
        f"Call it like this:\n<tool_call>\n{READ}\n</tool_call>",
        f"Reading the file now <tool_call>{READ}</tool_call>",
        f"(<tool_call>{READ}</tool_call>)",
        'I will read it (<function=read>{"path": "a.py"}</function>)',
        "Reading it <function=read>\n<parameter=path>\na.py\n</parameter>\n</function>",
    ],
)
def test_a_call_after_prose_or_in_parentheses_is_still_read(text: str) -> None:
    result = read(text)
    assert calls_of(result) == [("read", {"path": "a.py"})] and result.errors == []


@pytest.mark.parametrize(
    "text",
    [
        # a tag with a body after it, or one alone at a line's start, is written, not named: an undeclared name errs
        'Searching now <function=search>{"q": "x"}</function>',
        '(<function=search>{"q": "x"}</function>)',
    ],
)
def test_an_undeclared_call_after_prose_is_still_an_error(text: str) -> None:
    result = read(text)
    assert result.calls == [] and len(result.errors) == 1 and "search" in result.errors[0].message


def test_a_call_cut_off_after_a_word_is_an_error() -> None:
    result = read('Reading it <tool_call>{"name": "read", "arguments": {"pa')
    assert result.calls == [] and len(result.errors) == 1 and "read" in result.errors[0].message


def test_a_run_of_stray_tokens_is_counted_only_where_the_whole_texts_landmarks_stand_outside_it() -> None:
    # a token's reading looks for the first turn opener in the whole text: copies before and after it read apart
    import re

    from parsers.readers import MARKERS
    from parsers.readers.markup import STRUCTURE_MARKERS
    from parsers.readers.rendered_prompts import settled
    from parsers.scan import Scan
    from parsers.toolset import ToolSet

    junk = re.compile(next(marker.pattern for marker in STRUCTURE_MARKERS if marker.name == "junk"))
    text = "x<|im_end|>\n" * 3 + "<|im_start|>user\n" + "x<|im_end|>\n" * 3
    scan = Scan(text, ToolSet(TOOLS), None, final=True, markers=MARKERS)
    first = junk.search(text)
    assert first is not None
    assert not settled(scan, first, len(text))  # the opener stands inside the stretch
    assert settled(scan, first, text.index("<|im_start|>"))
    later = junk.search(text, text.index("<|im_start|>"))
    assert later is not None and settled(scan, later, len(text))
    # read whole, the copies before the user's turn are taken out and those after it are a template's, kept
    result = read_streamed("x<|im_end|>\n" * 200 + "<|im_start|>user\n" + "x<|im_end|>\n" * 200, TOOLS)
    assert result.content.count("<|im_end|>") == 200
