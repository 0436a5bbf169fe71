"""The tokenizer jsontext measures near-JSON with: one token per match (a run of ordinary text, a string, a bracket),
strings read as json-repair reads them, and the runs that read many tokens in one match."""

from __future__ import annotations

import functools
import re


# One token per match: a run of ordinary text, a string (which may run to the end of the text
# when unterminated; group `q` is its closing quote), or a single bracket. A quote followed by
# something other than a delimiter is text inside the string, as json-repair reads it.
# Possessive quantifiers keep every match linear.
def _token_pattern(delimiters: str, brackets: str) -> re.Pattern[str]:
    after = r"(?!\s*+(?:[" + delimiters + r"]|\Z))"
    return re.compile(
        r"[^" + brackets + r"\"']++"
        r'|"(?:[^"\\]++|\\.|\\\Z|"' + after + r')*+(?P<q>")?+'
        r"|'(?:[^'\\]++|\\.|\\\Z|'" + after + r")*+(?P<q2>')?+"
        r"|[" + brackets + "]",
        re.S,
    )


TOKEN = _token_pattern(r",:}\]", r"{}\[\]")
# Python call syntax: parentheses nest too, and a string may end before `)` or `=`.
TOKEN_PY = _token_pattern(r",:}\])=", r"{}\[\]()")


# A run of opening brackets with plain text and simple strings between them (`{"a": {"b": [`),
# read in one match instead of token by token: deep nesting is where measuring spends its time.
# A simple string holds no bracket and ends at a quote before a delimiter, so it is exactly the
# token TOKEN would read, and every bracket in the run is an opener. A run takes at most one
# opener more than the stack has room for, so it ends exactly where the value becomes too deep.
# Runs hold no parenthesis outside Python syntax (the token loop counts a text token that starts
# with one, even in JSON).
@functools.cache
def opening_run(most: int, python: bool) -> re.Pattern[str]:
    delimiters, brackets, openers = (r",:}\])=", r"{}\[\]()", r"{\[(") if python else (r",:}\]", r"{}\[\]", r"{\[")
    plain = r"[^" + brackets + r"()\"']++"
    simple_string = r'"[^"\\' + brackets + r'()]*+"(?=\s*+[' + delimiters + r"])"
    return re.compile(r"(?:(?:" + plain + "|" + simple_string + r")*+[" + openers + r"]){1," + str(most) + "}+")


# A run of tokens that change no bracket count (text, and strings closed before the end), read in one match
# instead of token by token: the tokens TOKEN would read, up to one the token loop acts on (a bracket, text
# that starts with a parenthesis, a string that runs to the end of the text or closes exactly there).
def _flat_run(delimiters: str, brackets: str) -> re.Pattern[str]:
    after = r"(?!\s*+(?:[" + delimiters + r"]|\Z))"
    return re.compile(
        r"(?:(?![()])[^" + brackets + r"\"']++"
        r'|"(?:[^"\\]++|\\.|"' + after + r')*+"(?!\Z)'
        r"|'(?:[^'\\]++|\\.|'" + after + r")*+'(?!\Z))++",
        re.S,
    )


FLAT = _flat_run(r",:}\]", r"{}\[\]")
FLAT_PY = _flat_run(r",:}\])=", r"{}\[\]()")
NOT_OPENER = re.compile(r"[^{\[(]++")
# a run of closing brackets with only blanks between them (`}}]`): popped at once
CLOSING_RUN = re.compile(r"[}\]](?:[ \t\r\n]*+[}\]])*+")
CLOSING_RUN_PY = re.compile(r"[}\])](?:[ \t\r\n]*+[}\])])*+")
