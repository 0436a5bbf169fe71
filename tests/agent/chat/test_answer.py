"""agent/chat/answer.py's WordWrap: plain streamed text broken at a space before a word the terminal would cut."""

from __future__ import annotations

from agent.chat.answer import WordWrap


def wrapped(width: int, *pieces: str) -> str:
    wrap = WordWrap(width)
    return "".join(wrap.feed(piece) for piece in pieces) + wrap.flush()


def test_words_that_do_not_fit_start_the_next_line_whatever_the_pieces():
    text = "the quick brown fox jumps over the lazy dog"
    expected = "the quick \nbrown fox \njumps over\nthe lazy \ndog"
    assert wrapped(10, text) == expected
    assert wrapped(10, *text) == expected, "streamed one character at a time"
    assert wrapped(10, "the qu", "ick bro", "wn fox jumps over the lazy dog") == expected
    assert wrapped(80, text) == text, "nothing changes where it fits"


def test_the_model_s_own_line_breaks_start_over_and_long_words_pass():
    assert wrapped(10, "short\nthe quick brown") == "short\nthe quick \nbrown"
    # 12 columns at 5: the terminal shows abcde/fghij/kl, and " cd" still fits after "kl".
    assert wrapped(5, "ab abcdefghijkl cd") == "ab \nabcdefghijkl cd", "a word wider than the terminal passes whole"
    assert wrapped(5, "ab abcdefghijkl cdef") == "ab \nabcdefghijkl \ncdef"
    assert wrapped(6, "日本語 日本語") == "日本語\n日本語", "wide characters count two columns"


def test_tables_and_code_blocks_have_one_blank_line_around_them_not_three():
    from rich.console import Console

    from agent.chat.answer import show_answer

    console = Console(record=True, width=60, force_terminal=False)
    answer = "Intro.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nMiddle.\n\n```python\nx = 1\n```\n\nEnd."
    show_answer(console, answer, markdown=True)
    lines = [line.rstrip() for line in console.export_text().splitlines()]
    assert lines[: lines.index("End.") + 1] == [
        "Intro.",
        "",
        "a  b",
        "────",
        "1  2",
        "",
        "Middle.",
        "",
        " x = 1",
        "",
        "End.",
    ]
