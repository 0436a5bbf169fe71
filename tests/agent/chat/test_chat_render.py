"""`agent chat` at a real terminal renders the model's Markdown (emphasis, lists, code blocks) word-wrapped to
the terminal's width; with NO_COLOR it shows the text as the model wrote it."""

from __future__ import annotations

import re

import pytest

from tests.agent.chat.conftest import ANSI

pytestmark = pytest.mark.slow

ANSWER = (
    "This is **not** a drill.\n\n"
    "- first item\n- second item\n\n"
    "```python\ndef greet():\n    return 'hi'\n```\n\n" + " ".join(f"word{number:03d}" for number in range(60))
)
BOLD = re.compile(r"\x1b\[[0-9;]*1[;m]")


def test_markdown_is_rendered_and_wrapped_at_word_boundaries(start_chat, write_script):
    chat = start_chat(write_script({"content": ANSWER}))
    chat.say("explain")
    chat.child.expect_exact("tokens/s]")
    raw = chat.child.before or ""
    shown = ANSI.sub("", raw)
    assert "**" not in shown and "```" not in shown, "the Markdown marks are rendered, not shown"
    assert "This is not a drill." in shown
    assert "• first item" in shown and "• second item" in shown
    assert BOLD.search(raw[raw.index("This is") :]), "the emphasis is bold"
    code = raw[raw.index("greet") - 40 : raw.index("greet")]
    assert "\x1b[" in code, "the code block is highlighted"
    # Wrapped at the 160-column terminal, between words: every line starts with a whole word.
    lines = [line.strip() for line in shown.replace("\r", "").split("\n") if "word0" in line]
    assert len(lines) >= 3, lines
    assert all(re.fullmatch(r"(word\d{3} ?)+", line) for line in lines), lines
    assert max(len(line) for line in lines) > 100, "wrapped to the terminal's width, not 80 columns"
    chat.ready()
    assert chat.leave() == 0


def test_no_color_text_is_broken_between_words_not_by_the_terminal(start_chat, write_script):
    words = " ".join(f"word{number:03d}" for number in range(60))
    chat = start_chat(write_script({"content": f"**plain** {words}"}), env={"NO_COLOR": "1"})
    chat.say("explain")
    chat.child.expect_exact("tokens/s]")
    raw = chat.child.before or ""
    assert "\x1b[" not in raw[raw.index("**plain**") :] and "**plain** word000" in raw, "the text as written"
    lines = [line.strip() for line in raw.replace("\r", "").split("\n") if "word0" in line]
    assert len(lines) >= 3, lines
    assert all(re.fullmatch(r"(\*\*plain\*\* )?(word\d{3} ?)+", line) for line in lines), lines
    assert max(len(line) for line in lines) > 100, "at the terminal's width"
    chat.ready()
    assert chat.leave() == 0
