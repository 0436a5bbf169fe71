"""The edit matcher chain: each strategy applies what the model meant, each refusal class leaves the file alone.

Every case here fails an exact, unique match of old_text, so each failed before the chain (the exact matcher
refused them all, with a message that named neither the places nor what was adjusted)."""

from __future__ import annotations

import pytest

from agent.calls.runtime import ToolRuntime
from agent.errors import ToolFailure
from agent.tools.edit_matching import apply_edit
from agent.tools.edit_matching.readings import numbered_lines

CODE = """import os


class Store:
    def __init__(self, root):
        self.root = root
        self.items = {}

    def get(self, key):
        if key not in self.items:
            return None
        return self.items[key]

    def put(self, key, value):
        self.items[key] = value
        return value
"""


def edited(text: str, old: str, new: str, *, is_code: bool = True) -> tuple[str, str]:
    result = apply_edit(text, old, new, False, is_code, "store.py")
    return result.text, result.note


def refusal(text: str, old: str, new: str) -> str:
    with pytest.raises(ToolFailure) as caught:
        apply_edit(text, old, new, False, True, "store.py")
    return str(caught.value)


GET_FIXED = CODE.replace("            return None\n", "            raise KeyError(key)\n")


# --- readings of the model's text -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "prefix",
    ["{n:>6}\t", "{n:>6}:ab|", "{n} | ", "{n}: ", "L{n}: ", "{n:>6}→", "{n:>6}  "],
    ids=["read", "anchored", "pipe", "colon", "L-colon", "cat-arrow", "tab-as-spaces"],
)
def test_line_numbers_copied_from_a_read_are_removed(prefix):
    lines = CODE.split("\n")[9:11]  # file lines 10-11
    old = "\n".join(prefix.format(n=10 + i) + line for i, line in enumerate(lines))
    new = "\n".join(
        prefix.format(n=10 + i) + line for i, line in enumerate([lines[0], "            raise KeyError(key)"])
    )
    text, note = edited(CODE, old, new)
    assert text == GET_FIXED
    assert note.startswith("applied after removing line numbers copied from read")


def test_line_numbers_in_old_text_only_leave_new_text_as_written():
    old = "    10\t        if key not in self.items:\n    11\t            return None\n"
    text, _ = edited(CODE, old, "        if key not in self.items:\n            raise KeyError(key)\n")
    assert text == GET_FIXED


def test_numbers_that_do_not_count_up_are_not_taken_for_line_numbers():
    assert numbered_lines("3: a\n7: b", "", "") is None


def test_a_markdown_fence_around_the_text_is_removed():
    old = "```python\n            return None\n```"
    text, note = edited(CODE, old, "```python\n            raise KeyError(key)\n```")
    assert text == GET_FIXED
    assert "Markdown fence" in note


def test_newlines_written_as_escapes_are_read_as_line_breaks():
    old = "        if key not in self.items:\\n            return None"
    text, note = edited(CODE, old, "        if key not in self.items:\\n            raise KeyError(key)")
    assert text == GET_FIXED
    assert "JSON string" in note


def test_escaped_quotes_are_read_as_quotes_when_the_file_has_none():
    text = 'NAME = "store"\n'
    result, note = edited(text, 'NAME = \\"store\\"', 'NAME = \\"shop\\"')
    assert result == 'NAME = "shop"\n'
    assert "escaped characters" in note


def test_an_escape_the_file_holds_is_taken_as_written():
    text = 'SEP = "\\n"\nEND = 1\n'  # the file holds a backslash-n
    with pytest.raises(ToolFailure):
        apply_edit(text, 'SEP = "\\n"\nEND = 2', "x", False, True, "f.py")


def test_html_entities_are_decoded():
    text = "if a < b and c > d:\n    pass\n"
    result, note = edited(text, "if a &lt; b and c &gt; d:", "if a &lt;= b and c &gt; d:")
    assert result == "if a <= b and c > d:\n    pass\n"
    assert "HTML entities" in note


# --- whole-line strategies --------------------------------------------------------------------------------


def test_trailing_whitespace_is_ignored_and_not_written():
    old = "        if key not in self.items:  \n            return None  "
    text, note = edited(CODE, old, "        if key not in self.items:  \n            raise KeyError(key)  ")
    assert text == GET_FIXED
    assert note == "applied after ignoring trailing whitespace"


def test_runs_of_spaces_inside_lines_are_ignored_and_the_file_spacing_kept():
    text = "x  = 1   # one\ny = 2\n"
    result, note = edited(text, "x = 1 # one\ny = 2", "x = 1 # uno\ny = 2")
    assert result == "x  = 1   # uno\ny = 2\n"
    assert "runs of spaces" in note


def test_a_constant_indentation_offset_shifts_new_text_the_same():
    old = "if key not in self.items:\n    return None\nreturn self.items[key]"
    new = "if key not in self.items:\n    return None\nvalue = self.items[key]\nreturn value"
    text, note = edited(CODE, old, new)
    assert text == CODE.replace(
        "        return self.items[key]\n", "        value = self.items[key]\n        return value\n"
    )
    assert "shifting the indentation" in note


def test_tabs_for_spaces_are_written_as_the_file_writes_them():
    text = "int f(void)\n{\n\tif (x) {\n\t\treturn 1;\n\t}\n\treturn 0;\n}\n"
    old = "    if (x) {\n        return 1;\n    }"
    result, _ = edited(text, old, "    if (x) {\n        return 2;\n    }")
    assert result == text.replace("return 1;", "return 2;")


def test_blank_lines_that_differ_are_ignored_and_the_file_keeps_its_own():
    old = "    def get(self, key):\n        if key not in self.items:\n\n            return None"
    new = "    def get(self, key):\n        if key not in self.items:\n\n            raise KeyError(key)"
    text, note = edited(CODE, old, new)
    assert text == GET_FIXED
    assert note == "applied after ignoring blank lines"


def test_a_blank_line_left_out_of_old_text_stays_in_the_file():
    old = "        self.items = {}\n    def get(self, key):"
    new = "        self.items = {}\n    def get(self, key, default=None):"
    text, _ = edited(CODE, old, new)
    assert text == CODE.replace("def get(self, key):", "def get(self, key, default=None):")


def test_elided_lines_are_kept_as_the_file_has_them():
    old = "    def get(self, key):\n        ...\n        return self.items[key]"
    new = "    def get(self, key):\n        ...\n        return self.items.get(key)"
    text, note = edited(CODE, old, new)
    assert text == CODE.replace("return self.items[key]", "return self.items.get(key)")
    assert "elided" in note


@pytest.mark.parametrize("marker", ["# ... existing code ...", "// ... existing code ...", "…", "# ... rest unchanged"])
def test_elision_markers_of_other_agents_are_read(marker):
    old = f"    def get(self, key):\n        {marker}\n        return self.items[key]"
    new = f"    def get(self, key):\n        {marker}\n        return self.items.get(key)"
    text, _ = edited(CODE, old, new)
    assert text == CODE.replace("return self.items[key]", "return self.items.get(key)")


def test_a_reading_and_a_strategy_combine():
    old = "```\n    10\tif key not in self.items:\n    11\t    return None\n```"
    new = "```\n    10\tif key not in self.items:\n    11\t    raise KeyError(key)\n```"
    text, note = edited(CODE, old, new)
    assert text == GET_FIXED
    assert "fence" in note and "line numbers" in note and "indentation" in note


def test_a_crlf_file_stays_crlf_through_a_relaxed_match(tmp_path):
    path = tmp_path / "w.py"
    path.write_bytes(CODE.replace("\n", "\r\n").encode())
    runtime = ToolRuntime(tmp_path)
    runtime.run("read", {"path": "w.py"})
    result = runtime.run(
        "edit",
        {"path": "w.py", "old_text": "    11\t            return None", "new_text": "            raise KeyError(key)"},
    )
    assert not result.is_error, result.content
    assert path.read_bytes() == GET_FIXED.replace("\n", "\r\n").encode()
    assert result.content.endswith("; applied after removing line numbers copied from read")


# --- refusals -----------------------------------------------------------------------------------------------

TWICE = "def a():\n    if x:\n        return 1\n\n\ndef b():\n    if x:\n        return 1\n"


def test_a_shifted_block_that_fits_two_places_is_refused_with_both():
    message = refusal(TWICE, "if x:\n    return 1", "if x:\n    return 2")
    assert "fits 2 places (lines 2-3, 7-8)" in message
    assert "nothing was changed" in message


def test_an_elision_whose_head_fits_two_places_is_refused():
    text = TWICE + "\n\ndef c():\n    return 3\n"
    message = refusal(text, "    if x:\n    ...\n    return 3", "    if x:\n    ...\n    return 4")
    assert "fits 2 places" in message


def test_stale_text_is_refused_with_the_closest_lines():
    message = refusal(CODE, "        if key not in self.data:\n            return None", "x")
    assert "old_text was not found in store.py" in message
    assert "if key not in self.items:" in message


def test_code_that_is_not_there_is_refused():
    message = refusal(CODE, "    def delete(self, key):\n        del self.items[key]", "x")
    assert "was not found" in message


def test_numbered_lines_whose_text_is_stale_are_refused():
    refusal(CODE, "    10\t        if key in self.items:\n    11\t            return None", "x")


def test_an_elision_whose_parts_are_out_of_order_is_refused():
    refusal(CODE, "        return value\n        ...\n    def get(self, key):", "x\n...\ny")


def test_an_elision_that_new_text_does_not_keep_is_refused():
    refusal(CODE, "    def get(self, key):\n        ...\n        return self.items[key]", "    def get(self, key):\n")


def test_a_block_whose_lines_shift_by_different_amounts_is_refused():
    # Each line fits after stripping, but the file nests the second under the first: not the same code.
    refusal(CODE, "if key not in self.items:\nreturn None", "x")


def test_an_indentation_twice_as_wide_is_scaled():
    old = "  if key not in self.items:\n    return None"  # the file: 8 and 12 columns, old_text 2 and 4
    text, note = edited(CODE, old, "  if key not in self.items:\n    raise KeyError(key)")
    assert text == GET_FIXED
    assert "indentation" in note


def test_new_text_already_at_the_file_indentation_is_not_shifted_again():
    old = "if key not in self.items:\n    return None"
    new = "        if key not in self.items:\n            raise KeyError(key)"
    text, _ = edited(CODE, old, new)
    assert text == GET_FIXED


def test_every_escape_is_read_where_the_file_holds_one_elsewhere():
    text = 'A = "say \\"hi\\""\nB = "x"\n'  # the file holds \" in A
    result, note = edited(text, 'B = \\"x\\"', 'B = \\"y\\"')
    assert result == 'A = "say \\"hi\\""\nB = "y"\n'
    assert "every escaped character" in note


def test_a_fence_that_names_the_file_is_removed():
    old = '```python title="store.py"\n            return None\n```'
    text, _ = edited(CODE, old, "            raise KeyError(key)")
    assert text == GET_FIXED


def test_an_elision_in_words_is_read():
    old = "    def get(self, key):\n        # existing code\n        return self.items[key]"
    new = "    def get(self, key):\n        # existing code\n        return self.items.get(key)"
    text, _ = edited(CODE, old, new)
    assert text == CODE.replace("return self.items[key]", "return self.items.get(key)")


def test_exact_repeats_still_ask_for_more_context():
    message = refusal(TWICE, "        return 1\n", "        return 2\n")
    assert "occurs 2 times" in message


def test_a_shifted_block_with_other_spacing_inside_keeps_the_file_spacing():
    text = "class A:\n    def f(self):\n        x  =  1   # one\n        return x\n"
    old, new = "def f(self):\n    x = 1 # one\n    return x", "def f(self):\n    x = 2 # one\n    return x"
    result, _ = edited(text, old, new)
    assert result == text.replace("x  =  1", "x  =  2")


def test_a_line_that_moves_out_of_a_block_is_shifted_not_kept():
    text = "def f(x):\n    if x:\n        return 1\n    else:\n        raise ValueError(x)\n"
    old = "if x:\n    return 1\nelse:\n    raise ValueError(x)"
    new = "if x:\n    return 1\nraise ValueError(x)"
    result, _ = edited(text, old, new)
    assert result == "def f(x):\n    if x:\n        return 1\n    raise ValueError(x)\n"


def test_a_blank_line_missing_from_old_text_only_is_not_doubled():
    text = "a = 1\n\n# old comment\nb = 2\n"
    result, _ = edited(text, "a = 1\n# old comment", "a = 1\n\n# new comment")
    assert result == "a = 1\n\n# new comment\nb = 2\n"


def test_spaces_inside_a_string_are_the_program_and_must_match():
    text = 'indent = "  " * depth\n'
    refusal(text, 'indent = "    " * depth', 'indent = "\\t" * depth')


def test_a_text_sent_as_a_quoted_json_string_is_decoded():
    old = '"        if key not in self.items:\\n            return None"'
    new = '"        if key not in self.items:\\n            raise KeyError(key)"'
    text, _ = edited(CODE, old, new)
    assert text == GET_FIXED


def test_the_code_own_newline_escape_stays_inside_its_string():
    text = 'for name in names:\n    lines.append(f"{name}\\n")\n'
    old = 'for name in names:\\n    lines.append(f\\"{name}\\n\\")'
    new = 'for name in names:\\n    lines.append(f\\"- {name}\\n\\")'
    result, note = edited(text, old, new)
    assert result == 'for name in names:\n    lines.append(f"- {name}\\n")\n'
    assert "outside the code's own strings" in note


def test_every_entity_is_decoded_where_the_file_escapes_html_itself():
    text = "const lt = '&lt;';\nfor (i = 0; i < n; i++) {\n"
    result, _ = edited(text, "for (i = 0; i &lt; n; i++) {", "for (i = 0; i < n; i += 1) {")
    assert result == "const lt = '&lt;';\nfor (i = 0; i < n; i += 1) {\n"


def test_spaces_next_to_punctuation_are_ignored_and_the_file_spacing_kept():
    text = "pad = [s + (width - len(s)) * ' ' for s in rows]\n"
    result, note = edited(
        text, "pad = [s + (width-len(s))*' ' for s in rows]", "pad = [s + (width-len(s))*' ' for s in cells]"
    )
    assert result == "pad = [s + (width - len(s)) * ' ' for s in cells]\n"
    assert "punctuation" in note


def test_words_the_model_respaced_are_written_as_the_model_wrote_them():
    text = "x = 1\n# If we don't have a handler\ny = 2\n"
    result, _ = edited(text, "x = 1\n# If we don't have a handler", "x = 1\n\n# If there is no handler")
    assert result == "x = 1\n\n# If there is no handler\ny = 2\n"


def test_an_elision_in_a_parenthesised_comment_is_read():
    text = "function f(a) {\n  const b = a + 1;\n  const c = b * 2;\n  return c;\n}\n"
    old = "function f(a) {\n  // (...rest of implementations)\n  return c;\n}"
    new = "function f(a) {\n  // (...rest of implementations)\n  return c + 1;\n}"
    result, _ = edited(text, old, new)
    assert result == text.replace("return c;", "return c + 1;")


def test_a_spread_line_is_code_not_an_elision():
    text = "const o = {\n  ...base,\n  a: 1,\n};\n"
    refusal(text, "const o = {\n  ...base,\n  a: 2,\n};", "x")


def test_a_numbered_blank_line_whose_tab_was_dropped_is_still_numbered():
    old = "     7\t        self.items = {}\n     8\n     9\t    def get(self, key):"
    new = "     7\t        self.items = {}\n     8\n     9\t    def get(self, key, default=None):"
    text, note = edited(CODE, old, new)
    assert text == CODE.replace("def get(self, key):", "def get(self, key, default=None):")
    assert "line numbers" in note


def test_numbered_lines_around_an_elision_may_skip():
    old = "     9\t    def get(self, key):\n...\n    12\t        return self.items[key]"
    new = "     9\t    def get(self, key):\n...\n    12\t        return self.items.get(key)"
    text, _ = edited(CODE, old, new)
    assert text == CODE.replace("return self.items[key]", "return self.items.get(key)")


def test_numbered_lines_start_where_a_line_starts():
    # Without its number old_text is "return None": found inside the indented line it would keep the file's
    # indentation on new_text's first line only; as a whole line it is shifted like every other line.
    text = "def f():\n    if x:\n        return None\n"
    result, note = edited(text, "     3\treturn None", "     3\treturn 0\n     4\t# done")
    assert result == "def f():\n    if x:\n        return 0\n        # done\n"
    assert "indentation" in note


def test_an_edit_that_only_reindents_is_shifted_like_old_text():
    # new_text sits where the file's line is, but it only re-indents: in the file's terms it would change nothing.
    text = "class A:\n    def f(self):\n            return 1\n"
    result, _ = edited(text, "                return 1", "            return 1")
    assert result == "class A:\n    def f(self):\n        return 1\n"


def test_a_final_newline_new_text_adds_is_a_blank_line():
    text = "a = 1\nb = 2\nc = 3\n"
    result, _ = edited(text, "a = 1 \nb = 2 ", "a = 1\n")  # as an exact match of "a = 1\nb = 2" would
    assert result == "a = 1\n\nc = 3\n"


def test_numbered_lines_that_fit_where_their_numbers_point_and_elsewhere_are_refused():
    # Read off lines 3-4 (inside f, 8 columns deep) with the indentation lost: the same text sits exactly at
    # line 6 (4 columns deep), and lines 3-4 fit by their text: two places.
    text = "def f():\n    if x:\n        y = 1\n        return y\n    if x:\n    y = 1\n    return y\n"
    old, new = "     3\t    y = 1\n     4\t    return y", "     3\t    y = 2\n     4\t    return y"
    message = refusal(text, old, new)
    assert "fits 2 places (lines 3-4, 6-7)" in message
