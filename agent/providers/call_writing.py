"""A tool call while the model writes it, as the live view shows it: the tool, the target as far as written
(the path or the command) and how many characters have come.

The target is read from the call's text however the dialect writes an argument (`"path": "…"`, `path='…'`,
`<parameter=path>…`, `<arg_key>path</arg_key><arg_value>…`, `path:<|"|>…`): only the first few thousand
characters are looked at, and not again once the value has ended, so a long call costs no more per piece.
"""

from __future__ import annotations

import json
import re
from typing import Any

from agent.providers.json_prefix import decode_json_string_prefix
from agent.providers.provider import ToolCallWriting

TARGET_KEYS = ("command", "cmd", "path", "file_path", "filepath", "filename", "file", "pattern")
TARGET_WINDOW = 4096  # characters of a call in which its target is looked for
SHOWN_TARGET = 200  # characters of the target shown at most
# A target key, what separates it from its value in each dialect, and the value's opening quote (if any).
_TARGET = re.compile(
    r"\b(?:" + "|".join(TARGET_KEYS) + r")\b['\"]?\s*(?:[:=]|>|</arg_key>\s*<arg_value>)\s*(<\|\"\|>|\"|')?"
)
_UNQUOTED_END = re.compile(r"[\n<,})\]]")


def written_target(text: str) -> tuple[str, bool]:
    """The target in the start of a call's text as far as it is written, and whether its value has ended."""
    window = text[:TARGET_WINDOW]
    found = _TARGET.search(window)
    if found is None:
        return "", False
    start, quote = found.end(), found.group(1)
    if quote == '"':
        value, used = decode_json_string_prefix(window, start)
        return value, window[start + used : start + used + 1] == '"'
    if quote:
        end = window.find(quote, start)
    else:
        ended = _UNQUOTED_END.search(window, start)
        end = ended.start() if ended else -1
    return (window[start:end], True) if end >= 0 else (window[start:], False)


class CallBeingWritten:
    """One call the model is writing: what the live view is told as its text grows."""

    def __init__(self, name: str):
        self.name = name
        self.target = ""
        self._target_ended = False

    def grew(self, text: str) -> ToolCallWriting:
        """The event for the call's text so far (`text` is the call from its start)."""
        if not self._target_ended:
            self.target, self._target_ended = written_target(text)
        shown = self.target.strip()
        if len(shown) > SHOWN_TARGET:
            shown = shown[:SHOWN_TARGET] + "…"
        return ToolCallWriting(name=self.name, target=shown, size=len(text))

    def given(self, arguments: Any) -> ToolCallWriting:
        """The event for a call that came whole, its arguments an object (Ollama's native calls)."""
        text = arguments if isinstance(arguments, str) else json.dumps(arguments, ensure_ascii=False, default=str)
        return self.grew(text)
