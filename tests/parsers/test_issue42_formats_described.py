"""Issue 42, a call shown under words that describe what a model writes (corpora ca and cb): a label for a model's
output ("**Model outputs:**") or a sentence saying what another writes, in the present, in a format ("LFM2 emits tool
calls in a pythonic-bracket format wrapped in special tokens:") makes the block after it an example, kept as text; the
model's own words before its call ("I'll output it in JSON format:", "Output:") leave the call a call."""

from __future__ import annotations

import pytest

from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed, stays_text

TOOLS = [tool_schema("get_weather", ("location",), location="string")]
HERMES = '```xml\n<tool_call>\n{"name": "get_weather", "arguments": {"location": "Paris"}}\n</tool_call>\n```'
LFM = '```\n<|tool_call_start|>[get_weather(location="Paris")]<|tool_call_end|>\n```'


@pytest.mark.parametrize(
    "intro",
    [
        "**Model outputs:**",
        "Model output:",
        "### The model's response:",
        "LFM2 emits tool calls in a **pythonic-bracket** format wrapped in special tokens:",
        "Hermes 3 writes its calls in this format:",
        "The parser expects what Qwen generates, a JSON format inside tags:",
    ],
)
@pytest.mark.parametrize("block", [HERMES, LFM], ids=["hermes", "lfm2"])
def test_a_block_under_words_describing_what_a_model_writes_stays_text(intro: str, block: str) -> None:
    stays_text(f"{intro}\n{block}\nThe server strips the tokens.", TOOLS)


@pytest.mark.parametrize(
    "intro",
    [
        "I'll output the call in JSON format:",
        "Let me check the weather. We write the call in this format:",
        "Output:",
        "Checking the weather now:",
    ],
)
def test_the_models_own_words_before_its_call_leave_it_a_call(intro: str) -> None:
    result = read_streamed(f"{intro}\n{HERMES}", TOOLS)
    assert calls_of(result) == [("get_weather", {"location": "Paris"})]
