"""Every dialect's record and the scan's markers, gathered from the family modules here.

A dialect lives in one module: its markers with their readers, its renderer and its streaming
sniff sit in one `Dialect` record in its family's DIALECT_RECORDS; the scan's regex, the
renderer and the streaming sniff are all derived from DIALECT_TABLE.
"""

from __future__ import annotations

from dataclasses import replace

from parsers.dialects import DIALECTS, Dialect, DialectName
from parsers.readers import (
    arg_blocks,
    bracket_calls,
    chatglm_calls,
    cwm_tool_blocks,
    family_tokens,
    framework_calls,
    gemma_calls,
    glm_tags,
    gptme_tool_use,
    half_applied_tags,
    harmony,
    ifm_tags,
    invoke_lines,
    invoke_tags,
    json_tags,
    kimi_k3_blocks,
    markup,
    prefixed_calls,
    python_calls,
    reasoning_tags,
    recipient_calls,
    special_tokens,
    text_body_elements,
    tool_elements,
    xml_tags,
    yaml_elements,
)
from parsers.readers.mentions import unless_named
from parsers.readers.rendered_prompts import unless_in_a_template
from parsers.scan import Markers

_FAMILIES = (markup, json_tags, xml_tags, invoke_tags, special_tokens, harmony, gemma_calls, python_calls)
RECORDS: tuple[Dialect, ...] = tuple(record for family in _FAMILIES for record in family.DIALECT_RECORDS)
# in the order of DIALECTS (tests/parsers/test_dialects.py checks there is one record for each)
DIALECT_TABLE: dict[DialectName, Dialect] = {
    name: record for name in DIALECTS for record in RECORDS if record.name == name
}
# reasoning first, then the dialects' markers (no two match at one place, so their order is
# free), then template junk, fences and code spans
# a call marker inside a quoted string of code or a log, or a tag named in a sentence's aside or list, is text
# (mentions.quoted_in_code, listed_or_aside), whatever its dialect; so is a call a template writes
# (rendered_prompts.written_by_a_template)
_CALL_MARKERS = [
    replace(marker, reader=unless_in_a_template(unless_named(marker.reader)))
    for marker in (
        glm_tags.HY3_PLAIN_MARKER,  # before hermes' <tool_call> and hunyuan's <tool_calls>, which its tags are
        *(marker for record in DIALECT_TABLE.values() for marker in record.markers),
        *invoke_lines.MARKERS,  # MiniMax-M2's invoke behind Roo Code's `[Tool Use: NAME]` line, or stripped of its `<`
        *bracket_calls.MARKERS,  # forms no dialect of ours asks for, written unprompted
        *prefixed_calls.MARKERS,  # other families' own tooling's prefixes (OpenFunctions, Qwen-Agent)
        *arg_blocks.MARKERS,  # Continue's TOOL_NAME / BEGIN_ARG blocks, its ```tool fence before every fence
        *recipient_calls.MARKERS,  # functionary's recipients, NexusRaven's Call: lines
        *chatglm_calls.MARKERS,  # ChatGLM3's name line, then a ```python tool_call(...)
        *kimi_k3_blocks.MARKERS,  # Kimi K3's <|open|>…<|sep|> framing: its response and tools blocks
        *ifm_tags.MARKERS,  # K2-V3's <ifm|…> tags: its reasoning, and GLM's argument tags in its namespace
        *framework_calls.MARKERS,  # agent frameworks' ReAct lines and LangChain's XML agent
        *family_tokens.MARKERS,  # Apertus's and Solar Open's call tokens
        *gptme_tool_use.MARKERS,  # gptme's <tool-use> blocks
        *cwm_tool_blocks.MARKERS,  # Meta CWM's <tool: NAME> blocks
        *half_applied_tags.MARKERS,  # a self-closing <tool_call name="NAME" .../>
        *yaml_elements.MARKERS,  # ai-sdk-tool-call-middleware's YAML-in-XML: <NAME>, a YAML mapping, </NAME>
    )
]
# Cline's XML tool use last, after every other tag and after template junk (`<end_of_turn>` is no tool's element)
_ELEMENT_MARKERS = [
    replace(marker, reader=unless_in_a_template(unless_named(marker.reader))) for marker in tool_elements.MARKERS
]
# OpenHands CodeAct's `<TOOL>\nTEXT\n</TOOL>` after all: where any other marker matches, that form is read
_TEXT_BODY_MARKERS = [
    replace(marker, reader=unless_in_a_template(unless_named(marker.reader))) for marker in text_body_elements.MARKERS
]
MARKERS = Markers(
    [
        *reasoning_tags.REASONING_MARKERS,
        *_CALL_MARKERS,
        *markup.STRUCTURE_MARKERS,
        *_ELEMENT_MARKERS,
        *_TEXT_BODY_MARKERS,
    ]
)
