# ruff: noqa: E501  (case data: long string literals are clearer unbroken)
"""Builds cases.jsonl from pinned registry releases: each case is a clean edit (a unique block of a real file
and what the model meant it to become) seen through one distortion that small models make.

The expected file is always the clean edit applied to the clean text (`str.replace` of a block that occurs once);
no fuzzy matcher is involved. Fetch the sources first (registry clients only), then run:

    mkdir -p SRC/pip SRC/npm
    pip download --no-deps --no-binary :all: -d SRC/pip itsdangerous==2.2.0 markupsafe==2.1.5 \
        requests==2.32.3 click==8.1.7 tomli==2.0.1 bcrypt==4.1.3      # one at a time if one fails
    (cd SRC/npm && npm pack commander@12.1.0 ky@1.7.2)
    (cd SRC/pip && for f in *.tar.gz; do tar xzf $f; done)
    (cd SRC/npm && for f in *.tgz; do mkdir -p ${f%.tgz}; tar xzf $f -C ${f%.tgz}; done)
    python bench/edits/make_cases.py SRC > bench/edits/cases.jsonl
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

# ---------------------------------------------------------------- the files


@dataclass(frozen=True)
class SourceFile:
    project: str
    language: str
    source: str  # owner/repo@commit:path or pypi:pkg==ver:path
    local: str  # path under the sources folder
    path: str  # name in the workspace
    lines: tuple[int, int] | None = None  # 1-based inclusive excerpt
    final_newline: bool = True
    crlf: bool = False


FILES = {
    "signer": SourceFile(
        "itsdangerous",
        "python",
        "pypi:itsdangerous==2.2.0:src/itsdangerous/signer.py",
        "pip/itsdangerous-2.2.0/src/itsdangerous/signer.py",
        "signer.py",
        (1, 242),
    ),
    "timed": SourceFile(
        "itsdangerous",
        "python",
        "pypi:itsdangerous==2.2.0:src/itsdangerous/timed.py",
        "pip/itsdangerous-2.2.0/src/itsdangerous/timed.py",
        "timed.py",
        (1, 55),
        final_newline=False,
    ),
    "speedups": SourceFile(
        "markupsafe",
        "c",
        "pypi:markupsafe==2.1.5:src/markupsafe/_speedups.c",
        "pip/MarkupSafe-2.1.5/src/markupsafe/_speedups.c",
        "_speedups.c",
        (1, 184),
    ),
    "markup": SourceFile(
        "markupsafe",
        "python",
        "pypi:markupsafe==2.1.5:src/markupsafe/__init__.py",
        "pip/MarkupSafe-2.1.5/src/markupsafe/__init__.py",
        "__init__.py",
        (1, 128),
    ),
    "structures": SourceFile(
        "requests",
        "python",
        "pypi:requests==2.32.3:src/requests/structures.py",
        "pip/requests-2.32.3/src/requests/structures.py",
        "structures.py",
    ),
    "status": SourceFile(
        "requests",
        "python",
        "pypi:requests==2.32.3:src/requests/status_codes.py",
        "pip/requests-2.32.3/src/requests/status_codes.py",
        "status_codes.py",
    ),
    "structures_crlf": SourceFile(
        "requests",
        "python",
        "pypi:requests==2.32.3:src/requests/structures.py",
        "pip/requests-2.32.3/src/requests/structures.py",
        "structures.py",
        crlf=True,
    ),
    "globals": SourceFile(
        "click",
        "python",
        "pypi:click==8.1.7:src/click/globals.py",
        "pip/click-8.1.7/src/click/globals.py",
        "globals.py",
    ),
    "globals_crlf": SourceFile(
        "click",
        "python",
        "pypi:click==8.1.7:src/click/globals.py",
        "pip/click-8.1.7/src/click/globals.py",
        "globals.py",
        crlf=True,
    ),
    "re": SourceFile(
        "tomli",
        "python",
        "pypi:tomli==2.0.1:src/tomli/_re.py",
        "pip/tomli-2.0.1/src/tomli/_re.py",
        "_re.py",
    ),
    "bcrypt": SourceFile(
        "bcrypt",
        "rust",
        "pypi:bcrypt==4.1.3:src/_bcrypt/src/lib.rs",
        "pip/bcrypt-4.1.3/src/_bcrypt/src/lib.rs",
        "lib.rs",
    ),
    "argument": SourceFile(
        "commander",
        "javascript",
        "npm:commander@12.1.0:lib/argument.js",
        "npm/commander-12.1.0/package/lib/argument.js",
        "argument.js",
    ),
    "suggest": SourceFile(
        "commander",
        "javascript",
        "npm:commander@12.1.0:lib/suggestSimilar.js",
        "npm/commander-12.1.0/package/lib/suggestSimilar.js",
        "suggestSimilar.js",
    ),
    "error": SourceFile(
        "commander",
        "javascript",
        "npm:commander@12.1.0:lib/error.js",
        "npm/commander-12.1.0/package/lib/error.js",
        "error.js",
    ),
    "argument_crlf": SourceFile(
        "commander",
        "javascript",
        "npm:commander@12.1.0:lib/argument.js",
        "npm/commander-12.1.0/package/lib/argument.js",
        "argument.js",
        crlf=True,
    ),
    "retry": SourceFile(
        "ky",
        "typescript",
        "npm:ky@1.7.2:distribution/types/retry.d.ts",
        "npm/ky-1.7.2/package/distribution/types/retry.d.ts",
        "retry.d.ts",
    ),
    "hooks": SourceFile(
        "ky",
        "typescript",
        "npm:ky@1.7.2:distribution/types/hooks.d.ts",
        "npm/ky-1.7.2/package/distribution/types/hooks.d.ts",
        "hooks.d.ts",
    ),
    "retry_nonl": SourceFile(
        "ky",
        "typescript",
        "npm:ky@1.7.2:distribution/types/retry.d.ts",
        "npm/ky-1.7.2/package/distribution/types/retry.d.ts",
        "retry.d.ts",
        final_newline=False,
    ),
}


def load(sources: Path, f: SourceFile) -> str:
    text = (sources / f.local).read_bytes().decode("utf-8")
    lines = text.split("\n")
    if f.lines:
        lines = lines[f.lines[0] - 1 : f.lines[1]] + [""]
    text = "\n".join(lines)
    if not f.final_newline:
        text = text.rstrip("\n")
    return text


def source_of(f: SourceFile) -> str:
    cut = f" (lines {f.lines[0]}-{f.lines[1]})" if f.lines else ""
    return f.source + cut


# ---------------------------------------------------------------- shapes (where each distortion was seen)

S = {
    "ln_cat": "https://github.com/zed-industries/zed/pull/56779",
    "ln_pipe": "https://github.com/Zoo-Code-Org/Zoo-Code/issues/716",
    "ln_pipe_gpt": "https://github.com/cline/cline/pull/14194",
    "ln_colon": "https://github.com/LionSR/TeXRA/pull/1336",
    "ln_drift": "https://github.com/esengine/DeepSeek-Reasonix/issues/2786",
    "indent": "https://github.com/zed-industries/zed/pull/27039",
    "indent_nested": "https://github.com/SakanaAI/ShinkaEvolve/pull/190",
    "tabs": "https://github.com/earendil-works/pi/pull/8099",
    "tabs_cn": "https://github.com/arcships/dimcode/issues/11",
    "trail": "https://github.com/lijunzh/koda/pull/617",
    "eof_nl": "https://github.com/langchain-ai/deepagents/pull/3031",
    "inner": "https://github.com/earendil-works/pi/issues/7836",
    "esc_nl": "https://github.com/openclaw/openclaw/pull/14634",
    "esc_quote": "https://github.com/tetsuo-ai/agenc-core/pull/316",
    "html": "https://github.com/cline/cline/pull/975",
    "fence": "https://github.com/Aider-AI/aider/issues/22",
    "fence_tests": "https://github.com/Aider-AI/aider/blob/main/tests/basic/test_editblock.py",
    "elide": "https://github.com/QwenLM/qwen-code/issues/2575",
    "elide_aider": "https://github.com/Aider-AI/aider/blob/main/aider/coders/editblock_coder.py",
    "blank": "https://github.com/cline/cline/pull/14194",
    "crlf": "https://github.com/earendil-works/pi/issues/355",
    "crlf_model": "https://github.com/earendil-works/pi/issues/2744",
    "stale": "https://github.com/moonbitlang/openseek/pull/243",
    "stale_wrong": "https://github.com/can1357/oh-my-pi/issues/10473",
    "absent": "https://github.com/co-l/openfox/issues/29",
    "ambiguous": "https://github.com/neovateai/neovate-code/pull/645",
    "ambiguous_ws": "https://github.com/earendil-works/pi/pull/8099",
}

# ---------------------------------------------------------------- distortions

Distort = Callable[[str, int], str]  # (clean text, first line number) -> what the model sends


def lines_map(fn: Callable[[str], str]) -> Distort:
    return lambda text, _n: "\n".join(fn(line) for line in text.split("\n"))


def numbered(fmt: Callable[[int, str], str]) -> Distort:
    return lambda text, n: "\n".join(fmt(n + i, line) for i, line in enumerate(text.split("\n")))


LN_READ = numbered(lambda n, s: f"{n:>6}\t{s}")
LN_PIPE = numbered(lambda n, s: f"{n} | {s}")
LN_COLON = numbered(lambda n, s: f"{n}: {s}")
LN_L = numbered(lambda n, s: f"L{n}: {s}")
LN_PAD_PIPE = numbered(lambda n, s: f"{n:>4} | {s}")


def dedent(k: int) -> Distort:
    return lines_map(lambda s: s[k:] if s[:k].strip() == "" else s.lstrip())


def indent(k: int) -> Distort:
    return lines_map(lambda s: " " * k + s if s.strip() else s)


def tabs_to_spaces(width: int) -> Distort:
    def fn(s: str) -> str:
        lead = len(s) - len(s.lstrip("\t"))
        return " " * (width * lead) + s[lead:]

    return lines_map(fn)


def spaces_to_tabs(width: int) -> Distort:
    def fn(s: str) -> str:
        lead = len(s) - len(s.lstrip(" "))
        return "\t" * (lead // width) + " " * (lead % width) + s[lead:]

    return lines_map(fn)


def trailing(spaces: str, every: int = 1) -> Distort:
    def d(text: str, _n: int) -> str:
        return "\n".join(
            line + spaces if line.strip() and i % every == 0 else line for i, line in enumerate(text.split("\n"))
        )

    return d


def strip_trailing_newline(text: str, _n: int) -> str:
    return text.rstrip("\n")


def add_trailing_newline(text: str, _n: int) -> str:
    return text + "\n"


def collapse_inner(text: str, _n: int) -> str:
    out = []
    for line in text.split("\n"):
        body = line.lstrip()
        out.append(line[: len(line) - len(body)] + re.sub(r"(?<=\S)[ \t]{2,}", " ", body))
    return "\n".join(out)


def escape_newlines(text: str, _n: int) -> str:
    return text.replace("\t", "\\t").replace("\n", "\\n")


def escape_quotes(text: str, _n: int) -> str:
    return text.replace('"', '\\"')


def escape_single_quotes(text: str, _n: int) -> str:
    return text.replace("'", "\\'")


def html_entities(text: str, _n: int) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def html_lt_gt(text: str, _n: int) -> str:
    return text.replace("<", "&lt;").replace(">", "&gt;")


def fence(lang: str) -> Distort:
    return lambda text, _n: f"```{lang}\n{text}\n```"


def drop_blank_lines(text: str, _n: int) -> str:
    return "\n".join(line for line in text.split("\n") if line.strip())


def double_blank_lines(text: str, _n: int) -> str:
    return "\n".join(line + "\n" if not line.strip() else line for line in text.split("\n"))


def identity(text: str, _n: int) -> str:
    return text


def chain(*ds: Distort) -> Distort:
    def d(text: str, n: int) -> str:
        for one in ds:
            text = one(text, n)
        return text

    return d


# ---------------------------------------------------------------- edits


@dataclass(frozen=True)
class Edit:
    """A clean edit: lines a..b (1-based, inclusive, in the file as stored) and what they become."""

    file: str
    a: int
    b: int
    subs: tuple[tuple[str, str], ...]
    note: str


def block_of(text: str, a: int, b: int) -> str:
    return "\n".join(text.split("\n")[a - 1 : b])


def apply_subs(old: str, subs: tuple[tuple[str, str], ...]) -> str:
    new = old
    for x, y in subs:
        assert new.count(x) == 1, (x, old)
        new = new.replace(x, y)
    return new


E = {
    # itsdangerous signer.py
    "sig_salt": Edit(
        "signer", 153, 156, (('b"itsdangerous.Signer"', 'b"itsdangerous.DefaultSigner"'),), "change the fallback salt"
    ),
    "sig_sep": Edit(
        "signer", 146, 151, (("raise ValueError(", "raise TypeError("),), "raise TypeError for a bad separator"
    ),
    "sig_derive": Edit(
        "signer",
        206,
        209,
        (("mac.update(self.salt)", 'mac.update(self.salt + b"|")'),),
        "salt the hmac derivation with a separator",
    ),
    "sig_verify": Edit(
        "signer",
        236,
        240,
        (("for secret_key in reversed(self.secret_keys):", "for secret_key in self.secret_keys[::-1]:"),),
        "iterate the keys newest first with a slice",
    ),
    "sig_imports": Edit(
        "signer", 1, 6, (("import hmac\n", "import hmac\nimport logging\n"),), "add an import at the top of the file"
    ),
    "sig_none": Edit(
        "signer",
        31,
        37,
        (('return b""', 'return b"" if value else b""'),),
        "make NoneAlgorithm explicit about empty values",
    ),
    "sig_tail": Edit(
        "signer",
        227,
        242,
        (("return False\n\n        value", "return False  # bad base64\n\n        value"),),
        "comment the base64 failure branch",
    ),
    "sig_hmac": Edit(
        "signer",
        56,
        64,
        (
            (
                "mac = hmac.new(key, msg=value, digestmod=self.digest_method)",
                "mac = hmac.new(key, value, self.digest_method)",
            ),
        ),
        "pass hmac.new arguments positionally",
    ),
    # itsdangerous timed.py (excerpt ends without a newline)
    "timed_sign": Edit("timed", 45, 51, (("sep = want_bytes(self.sep)", "sep = self.sep"),), "use self.sep directly"),
    "timed_ts": Edit(
        "timed", 29, 33, (("return int(time.time())", "return int(time.time() // 1)"),), "floor the timestamp"
    ),
    "timed_end": Edit(
        "timed",
        53,
        55,
        (("parameter that affects the return type.", "parameter that changes the return type."),),
        "reword the comment at the end of the file",
    ),
    # markupsafe _speedups.c (tab-indented)
    "c_init": Edit(
        "speedups",
        10,
        13,
        (('PyImport_ImportModule("markupsafe")', 'PyImport_ImportModule("markupsafe._native")'),),
        "import Markup from the native module",
    ),
    "c_kind1": Edit(
        "speedups",
        106,
        109,
        (("PyUnicode_IS_ASCII(in) ? 127 : 255", "PyUnicode_MAX_CHAR_VALUE(in)"),),
        "use the string's own max char value",
    ),
    "c_switch": Edit(
        "speedups",
        174,
        183,
        (("assert(0);  /* shouldn't happen */", "PyErr_BadInternalCall();"),),
        "raise instead of asserting on an unknown kind",
    ),
    "c_delta": Edit(
        "speedups",
        23,
        27,
        (("delta += 4;", "delta += 4; /* &#34; &#39; &amp; */"),),
        "comment what the 4 extra bytes are for",
    ),
    "c_ready": Edit(
        "speedups",
        168,
        172,
        (("if (PyUnicode_READY(in))", "if (PyUnicode_READY(in) < 0)"),),
        "compare PyUnicode_READY with < 0",
    ),
    "c_kind4": Edit("speedups", 158, 160, (("1114111", "0x10FFFF"),), "write the max code point in hex"),
    # markupsafe __init__.py
    "mk_add": Edit(
        "markup",
        81,
        85,
        (("return NotImplemented", "return NotImplemented  # not a string"),),
        "comment the fallback in __add__",
    ),
    "mk_mod": Edit(
        "markup",
        101,
        112,
        (
            (
                "# a single argument, wrapped with the helper and a tuple",
                "# one argument: wrap it and put it in a tuple",
            ),
        ),
        "reword a comment in __mod__",
    ),
    "mk_version": Edit("markup", 16, 16, (('"2.1.5"', '"2.1.6.dev0"'),), "bump the version"),
    "mk_wrapper": Edit(
        "markup",
        19,
        26,
        (
            (
                "_escape_argspec(kwargs, kwargs.items(), self.escape)",
                "_escape_argspec(kwargs, list(kwargs.items()), self.escape)",
            ),
        ),
        "snapshot kwargs items",
    ),
    "mk_new": Edit(
        "markup", 67, 76, (('errors: str = "strict"', 'errors: str = "replace"'),), "default errors to replace"
    ),
    # requests structures.py
    "st_init": Edit(
        "structures",
        40,
        44,
        (("self._store = OrderedDict()", "self._store: OrderedDict = OrderedDict()"),),
        "annotate _store",
    ),
    "st_eq": Edit(
        "structures",
        67,
        73,
        (("# Compare insensitively", "# Compare case-insensitively"),),
        "reword the comment in __eq__",
    ),
    "st_lower": Edit(
        "structures",
        63,
        65,
        (
            (
                "return ((lowerkey, keyval[1]) for (lowerkey, keyval) in self._store.items())",
                "return ((k, v[1]) for (k, v) in self._store.items())",
            ),
        ),
        "shorten names in lower_items",
    ),
    "st_repr": Edit(
        "structures", 90, 91, (("f\"<lookup '{self.name}'>\"", "f\"<LookupDict '{self.name}'>\""),), "rename the repr"
    ),
    "st_get": Edit(
        "structures",
        98,
        99,
        (("return self.__dict__.get(key, default)", "return self.__dict__.get(key.lower(), default)"),),
        "look keys up in lower case (last lines of the file)",
    ),
    "st_head": Edit(
        "structures",
        1,
        10,
        (("from collections import OrderedDict", "from collections import OrderedDict  # noqa: F401"),),
        "silence a lint at the top of the file",
    ),
    "st_setitem": Edit(
        "structures",
        46,
        49,
        (("self._store[key.lower()] = (key, value)", "self._store[key.casefold()] = (key, value)"),),
        "use casefold for the lookup key",
    ),
    # requests status_codes.py (unicode)
    "sc_ok": Edit(
        "status", 30, 31, (('"\\\\o/", "✓")', '"\\\\o/", "✓", "✔")'),), "add another check mark alias (unicode)"
    ),
    "sc_info": Edit(
        "status",
        24,
        27,
        (('102: ("processing", "early-hints"),', '102: ("processing",),\n    103: ("early_hints",),'),),
        "split early hints out of 102",
    ),
    # click globals.py
    "gl_ctx": Edit(
        "globals",
        36,
        42,
        (
            (
                'raise RuntimeError("There is no active click context.") from e',
                'raise RuntimeError("There is no active click context.") from None',
            ),
        ),
        "hide the chained exception",
    ),
    "gl_push": Edit(
        "globals",
        45,
        47,
        (
            (
                '_local.__dict__.setdefault("stack", []).append(ctx)',
                '_local.__dict__.setdefault("stack", []).append(ctx)  # noqa: B909',
            ),
        ),
        "add a lint marker",
    ),
    "gl_color": Edit(
        "globals", 60, 68, (("return ctx.color", "return bool(ctx.color)"),), "coerce color to bool (end of file)"
    ),
    "gl_doc": Edit(
        "globals",
        22,
        23,
        (("Returns the current click context.", "Return the current click context."),),
        "imperative docstring",
    ),
    "gl_overload": Edit(
        "globals",
        11,
        13,
        (('silent: "te.Literal[False]" = False', 'silent: "t.Literal[False]" = False'),),
        "use typing.Literal",
    ),
    # tomli _re.py
    "re_tz": Edit(
        "re",
        87,
        95,
        (('sign = 1 if sign_str == "+" else -1', 'sign = -1 if sign_str == "-" else 1'),),
        "flip the sign test",
    ),
    "re_local": Edit(
        "re",
        98,
        101,
        (
            (
                "return time(int(hour_str), int(minute_str), int(sec_str), micros)",
                "return time(int(hour_str), int(minute_str), int(sec_str), micros, tzinfo=None)",
            ),
        ),
        "pass tzinfo explicitly",
    ),
    "re_num": Edit(
        "re",
        104,
        107,
        (("return int(match.group(), 0)", 'return int(match.group().replace("_", ""), 0)'),),
        "strip underscores before int() (end of file)",
    ),
    "re_hdr": Edit(
        "re",
        1,
        3,
        (
            (
                "# SPDX-FileCopyrightText: 2021 Taneli Hukkinen",
                "# SPDX-FileCopyrightText: 2021 Taneli Hukkinen and contributors",
            ),
        ),
        "edit the first lines of the file",
    ),
    "re_dt": Edit(
        "re",
        71,
        75,
        (
            (
                'micros = int(micros_str.ljust(6, "0")) if micros_str else 0',
                'micros = int(micros_str[:6].ljust(6, "0")) if micros_str else 0',
            ),
        ),
        "cap micros at six digits in match_to_datetime",
    ),
    "re_bin": Edit("re", 23, 27, (("# hex", "# hexadecimal"),), "spell out hex in the verbose regex"),
    # bcrypt lib.rs
    "rs_rounds": Edit(
        "bcrypt", 33, 34, (("rounds.unwrap_or(12)", "rounds.unwrap_or(13)"),), "raise the default rounds"
    ),
    "rs_prefix": Edit(
        "bcrypt",
        36,
        40,
        (('prefix != b"2a" && prefix != b"2b"', '!matches!(prefix, b"2a" | b"2b")'),),
        "use matches! for the prefix check",
    ),
    "rs_kdf": Edit(
        "bcrypt", 147, 151, (("desired_key_bytes > 512", "desired_key_bytes > 1024"),), "allow up to 1024 key bytes"
    ),
    "rs_checkpw": Edit(
        "bcrypt",
        122,
        128,
        (("Ok(hashpw(py, password, hashed_password)?", "Ok(hashpw(py, password, hashed_password)?  // constant time"),),
        "comment the comparison",
    ),
    "rs_version": Edit("bcrypt", 196, 199, (('"4.1.3"', '"4.1.4"'),), "bump the version"),
    "rs_split": Edit(
        "bcrypt",
        84,
        90,
        ((".filter(|s| !s.is_empty())", ".filter(|s: &&[u8]| !s.is_empty())"),),
        "annotate the closure",
    ),
    "rs_module": Edit(
        "bcrypt",
        205,
        209,
        (("Copyright 2013-2024 {author}", "Copyright 2013-2025 {author}"),),
        "bump the copyright year (end of file)",
    ),
    # commander argument.js
    "js_ctor": Edit(
        "argument",
        13,
        19,
        (("this.argChoices = undefined;", "this.argChoices = undefined;\n    this.hidden = false;"),),
        "add a hidden field",
    ),
    "js_switch": Edit(
        "argument",
        21,
        25,
        (("case '<': // e.g. <required>", "case '<': // required, e.g. <file>"),),
        "reword the case comment",
    ),
    "js_variadic": Edit(
        "argument",
        36,
        39,
        (
            (
                "this._name.length > 3 && this._name.slice(-3) === '...'",
                "this._name.endsWith('...') && this._name.length > 3",
            ),
        ),
        "use endsWith",
    ),
    "js_choices": Edit(
        "argument",
        97,
        111,
        (
            (
                "`Allowed choices are ${this.argChoices.join(', ')}.`",
                "`Allowed choices are ${this.argChoices.join(' | ')}.`",
            ),
        ),
        "join choices with a bar",
    ),
    "js_human": Edit(
        "argument",
        142,
        146,
        (
            (
                "arg.required ? '<' + nameOutput + '>' : '[' + nameOutput + ']'",
                "arg.required ? `<${nameOutput}>` : `[${nameOutput}]`",
            ),
        ),
        "use template strings",
    ),
    "js_exports": Edit(
        "argument",
        148,
        149,
        (
            (
                "exports.humanReadableArgName = humanReadableArgName;",
                "exports.humanReadableArgName = humanReadableArgName;\nexports.default = Argument;",
            ),
        ),
        "add an export at the end of the file",
    ),
    "js_concat": Edit(
        "argument",
        56,
        62,
        (
            (
                "previous === this.defaultValue || !Array.isArray(previous)",
                "!Array.isArray(previous) || previous === this.defaultValue",
            ),
        ),
        "swap the condition order",
    ),
    "js_require": Edit(
        "argument",
        1,
        3,
        (
            (
                "const { InvalidArgumentError } = require('./error.js');",
                "const { InvalidArgumentError } = require('./error');",
            ),
        ),
        "drop the .js in the require (first line)",
    ),
    # commander suggestSimilar.js
    "sg_exit": Edit(
        "suggest",
        8,
        10,
        (("return Math.max(a.length, b.length);", "return Math.max(a.length, b.length) + 1;"),),
        "make the early exit worse than any real distance",
    ),
    "sg_sim": Edit(
        "suggest",
        67,
        69,
        (("const minSimilarity = 0.4;", "const minSimilarity = 0.5;"),),
        "tighten the similarity threshold",
    ),
    "sg_cost": Edit(
        "suggest",
        27,
        32,
        (
            (
                "let cost = 1;\n      if (a[i - 1] === b[j - 1]) {\n        cost = 0;\n      } else {\n        cost = 1;\n      }",
                "const cost = a[i - 1] === b[j - 1] ? 0 : 1;",
            ),
        ),
        "collapse the cost if/else into a ternary",
    ),
    "sg_msg": Edit(
        "suggest",
        92,
        94,
        (("`\\n(Did you mean one of ${similar.join(', ')}?)`", "`\\n(Did you mean one of: ${similar.join(', ')}?)`"),),
        "add a colon to the message",
    ),
    "sg_wiki": Edit(
        "suggest",
        3,
        6,
        (
            (
                "// https://en.wikipedia.org/wiki/Damerau–Levenshtein_distance",
                "// See https://en.wikipedia.org/wiki/Damerau–Levenshtein_distance",
            ),
        ),
        "edit the comment with an en dash (unicode)",
    ),
    "sg_min": Edit(
        "suggest",
        33,
        37,
        (("d[i - 1][j - 1] + cost, // substitution", "d[i - 1][j - 1] + cost, // substitution or match"),),
        "reword a comment in the min() call",
    ),
    # commander error.js
    "er_nested": Edit(
        "error",
        16,
        19,
        (("this.nestedError = undefined;", "this.nestedError = undefined;\n    this.cause = undefined;"),),
        "add a cause field",
    ),
    # ky retry.d.ts
    "ky_limit": Edit("retry", 2, 7, (("@default 2", "@default 3"),), "document a new default limit"),
    "ky_delay": Edit(
        "retry",
        47,
        53,
        (("delay?: (attemptCount: number) => number;", "delay?: (attemptCount: number) => number | Promise<number>;"),),
        "allow an async delay (end of file)",
    ),
    "ky_after": Edit(
        "retry",
        20,
        25,
        (("afterStatusCodes?: number[];", "afterStatusCodes?: readonly number[];"),),
        "make the list readonly",
    ),
    "ky_max": Edit(
        "retry", 26, 31, (("maxRetryAfter?: number;", "maxRetryAfter?: number | undefined;"),), "allow undefined"
    ),
    "ky_head": Edit(
        "retry",
        1,
        3,
        (
            (
                "export type RetryOptions = {",
                "export type RetryOptions = {\n    /** Whether to retry at all. */\n    enabled?: boolean;",
            ),
        ),
        "add a member at the first lines",
    ),
    # ky hooks.d.ts
    "hk_state": Edit(
        "hooks",
        5,
        10,
        (("retryCount: number;", "retryCount: number;\n    attempt?: number;"),),
        "add an attempt field to the retry state",
    ),
    "hk_error": Edit(
        "hooks",
        13,
        13,
        (
            (
                "(error: HTTPError) => HTTPError | Promise<HTTPError>",
                "(error: HTTPError) => HTTPError | Promise<HTTPError> | void",
            ),
        ),
        "let beforeError return void",
    ),
    "hk_before": Edit(
        "hooks",
        4,
        4,
        (
            (
                "Request | Response | void | Promise<Request | Response | void>",
                "Request | Response | void | Promise<Request | Response | void> | undefined",
            ),
        ),
        "widen the hook's return type",
    ),
    "hk_import": Edit(
        "hooks",
        1,
        3,
        (
            (
                "import type { NormalizedOptions } from './options.js';",
                "import type { NormalizedOptions, Options } from './options.js';",
            ),
        ),
        "import another type at the top",
    ),
    "hk_tail": Edit(
        "hooks",
        112,
        114,
        (("beforeError?: BeforeErrorHook[];", "beforeError?: readonly BeforeErrorHook[];"),),
        "readonly hooks list at the end of the file",
    ),
    "hk_example": Edit(
        "hooks",
        70,
        79,
        (("if (response.status === 403) {", "if (response.status === 401 || response.status === 403) {"),),
        "retry on 401 as well in the doc example",
    ),
    # CRLF and no-final-newline copies
    "crlf_st": Edit(
        "structures_crlf",
        51,
        55,
        (("return self._store[key.lower()][1]", "return self._store[key.lower()][-1]"),),
        "take the last element",
    ),
    "crlf_gl": Edit(
        "globals_crlf",
        50,
        52,
        (("_local.stack.pop()", 'if getattr(_local, "stack", None):\n        _local.stack.pop()'),),
        "guard the pop",
    ),
    "crlf_js": Edit(
        "argument_crlf",
        118,
        121,
        (
            (
                "this.required = true;\n    return this;",
                "this.required = true;\n    this.optional = false;\n    return this;",
            ),
        ),
        "keep an optional flag in step",
    ),
    "crlf_js2": Edit(
        "argument_crlf",
        142,
        146,
        (("const nameOutput", "let nameOutput"),),
        "declare the local with let (an annotation, as first written here, would not be JavaScript)",
    ),
    "crlf_gl2": Edit(
        "globals_crlf",
        1,
        2,
        (("from threading import local", "from threading import local as thread_local"),),
        "rename an import at the start of the file",
    ),
    "nonl_delay": Edit(
        "retry_nonl",
        50,
        53,
        (("delay?: (attemptCount: number) => number;", "delay?: (attemptCount: number) => number | Promise<number>;"),),
        "allow an async delay, file without final newline",
    ),
}


@dataclass(frozen=True)
class Case:
    kind: str
    edit: str
    old: Distort
    new: Distort
    shape: str
    note: str = ""
    elide: tuple[int, int, str] | None = None  # keep head, keep tail, marker line


def C(kind: str, edit: str, d: Distort, shape: str, new: Distort | None = None, note: str = "") -> Case:  # noqa: N802
    return Case(kind, edit, d, new if new is not None else d, shape, note)


def elided(
    kind: str, edit: str, head: int, tail: int, marker: str, shape: str, note: str = "", both: Distort = identity
) -> Case:
    return Case(kind, edit, both, both, shape, note, (head, tail, marker))


APPLY = [
    # line numbers: the agent's own read format first
    C(
        "line_numbers",
        "sig_salt",
        LN_READ,
        S["ln_cat"],
        new=identity,
        note="copied the read tool's number column into old_text",
    ),
    C(
        "line_numbers",
        "sig_imports",
        LN_READ,
        S["ln_cat"],
        new=identity,
        note="numbers on a block at the top of the file",
    ),
    C("line_numbers", "st_get", LN_READ, S["ln_cat"], note="numbers in old_text and new_text (last lines of the file)"),
    C("line_numbers", "c_init", LN_READ, S["ln_cat"], new=identity, note="numbered lines of a tab-indented C file"),
    C("line_numbers", "js_choices", LN_READ, S["ln_drift"], new=identity, note="long numbered block"),
    C("line_numbers", "rs_rounds", LN_PIPE, S["ln_pipe_gpt"], note="`N | ` prefix on both sides, as GPT OSS 20B sent"),
    C(
        "line_numbers",
        "ky_limit",
        LN_PIPE,
        S["ln_pipe"],
        new=identity,
        note="`137 | code` prefix from another tool's read",
    ),
    C("line_numbers", "re_tz", LN_PAD_PIPE, S["ln_pipe"], new=identity, note="padded `  88 | ` prefix"),
    C("line_numbers", "gl_ctx", LN_COLON, S["ln_colon"], new=identity, note="`N: ` prefix"),
    C("line_numbers", "mk_version", LN_COLON, S["ln_colon"], note="one numbered line, `N: ` on both sides"),
    C("line_numbers", "sg_sim", LN_L, S["ln_drift"], new=identity, note="`L68: ` prefix"),
    C("line_numbers", "hk_import", LN_L, S["ln_drift"], note="`L1: ` prefix on both sides, at file start"),
    C(
        "line_numbers",
        "timed_end",
        LN_READ,
        S["ln_cat"],
        new=identity,
        note="numbers, at the end of a file without final newline",
    ),
    C("line_numbers", "sc_ok", LN_READ, S["ln_cat"], new=identity, note="numbered line with non-ASCII text"),
    # indentation shifted by a constant, new_text shifted the same way
    C("indent_offset", "sig_derive", dedent(8), S["indent"], note="method body sent at column 0"),
    C("indent_offset", "sig_sep", dedent(4), S["indent"], note="block under-indented by 4"),
    C("indent_offset", "st_eq", dedent(4), S["indent_nested"], note="method sent at class level"),
    C("indent_offset", "gl_ctx", indent(4), S["indent"], note="over-indented by 4"),
    C("indent_offset", "js_variadic", dedent(4), S["indent_nested"], note="JS block at column 0"),
    C("indent_offset", "js_choices", dedent(2), S["indent"], note="JS method shifted left by 2"),
    C("indent_offset", "rs_prefix", dedent(4), S["indent"], note="Rust fn body at column 0"),
    C("indent_offset", "ky_after", indent(4), S["indent_nested"], note="type members over-indented"),
    C("indent_offset", "re_tz", indent(2), S["indent"], note="whole function shifted right by 2"),
    C(
        "indent_offset",
        "hk_example",
        dedent(16),
        S["indent_nested"],
        note="doc example lines sent without their 16-space indent",
    ),
    # tabs vs spaces
    C("tabs_spaces", "c_kind1", tabs_to_spaces(4), S["tabs"], note="tab-indented C sent with 4 spaces"),
    C("tabs_spaces", "c_switch", tabs_to_spaces(4), S["tabs"], note="switch in a tab file sent with spaces"),
    C("tabs_spaces", "c_ready", tabs_to_spaces(2), S["tabs_cn"], note="tabs written as 2 spaces"),
    C("tabs_spaces", "c_delta", tabs_to_spaces(8), S["tabs_cn"], note="macro body with tabs as 8 spaces"),
    C("tabs_spaces", "st_init", spaces_to_tabs(4), S["tabs"], note="4-space Python sent with tabs"),
    C("tabs_spaces", "js_concat", spaces_to_tabs(2), S["tabs_cn"], note="2-space JS sent with tabs"),
    C(
        "tabs_spaces",
        "rs_kdf",
        spaces_to_tabs(4),
        S["tabs"],
        new=identity,
        note="old_text with tabs, new_text with spaces",
    ),
    # trailing whitespace
    C("trailing_ws", "sig_verify", trailing(" "), S["trail"], note="a space after every line"),
    C("trailing_ws", "st_lower", trailing("  ", 2), S["trail"], note="two trailing spaces on some lines"),
    C("trailing_ws", "js_human", trailing("\t"), S["trail"], new=identity, note="trailing tab in old_text only"),
    C("trailing_ws", "rs_checkpw", trailing(" "), S["trail"], note="trailing spaces in Rust"),
    C(
        "trailing_ws",
        "timed_end",
        add_trailing_newline,
        S["eof_nl"],
        note="old_text ends with a newline the file lacks at EOF",
    ),
    C("trailing_ws", "nonl_delay", add_trailing_newline, S["eof_nl"], note="extra final newline, file has none"),
    C("trailing_ws", "ky_max", trailing(" "), S["trail"], new=identity, note="trailing spaces in a .d.ts"),
    C(
        "trailing_ws",
        "mk_add",
        chain(trailing(" "), add_trailing_newline),
        S["trail"],
        note="trailing spaces and an extra newline",
    ),
    # runs of spaces inside a line collapsed
    C("inner_spaces", "re_bin", collapse_inner, S["inner"], note="aligned regex comments collapsed to one space"),
    C(
        "inner_spaces",
        "st_repr",
        lambda t, n: t.replace("    def __repr__", "    def  __repr__"),
        S["inner"],
        new=identity,
        note="doubled a space inside a line",
    ),
    C("inner_spaces", "c_switch", collapse_inner, S["inner"], note="two spaces before a C comment collapsed"),
    C(
        "inner_spaces",
        "st_get",
        lambda t, n: t.replace("self.__dict__.get(key, default)", "self.__dict__.get(key,  default)"),
        S["inner"],
        new=identity,
        note="extra space after a comma",
    ),
    C("inner_spaces", "gl_doc", collapse_inner, S["inner"], note="two spaces after a full stop collapsed"),
    C(
        "inner_spaces",
        "sc_ok",
        lambda t, n: t.replace(", ", ",  "),
        S["inner"],
        new=identity,
        note="spaces after commas doubled in a unicode line",
    ),
    # \n and \t written as two characters
    C("escaped_newlines", "sig_salt", escape_newlines, S["esc_nl"], note="whole block on one line with literal \\n"),
    C("escaped_newlines", "gl_push", escape_newlines, S["esc_nl"], note="literal \\n in old and new"),
    C("escaped_newlines", "c_init", escape_newlines, S["esc_nl"], note="literal \\n and \\t for a tab-indented file"),
    C("escaped_newlines", "rs_rounds", escape_newlines, S["esc_nl"], note="Rust lines joined by literal \\n"),
    C(
        "escaped_newlines",
        "ky_after",
        escape_newlines,
        S["esc_nl"],
        new=identity,
        note="old_text escaped, new_text real",
    ),
    C("escaped_newlines", "js_exports", escape_newlines, S["esc_nl"], note="end-of-file exports with literal \\n"),
    C("escaped_newlines", "re_local", escape_newlines, S["esc_nl"], note="python function with literal \\n"),
    C("escaped_newlines", "st_repr", escape_newlines, S["esc_nl"], note="two lines joined by literal \\n"),
    # \" for "
    C("escaped_quotes", "sig_salt", escape_quotes, S["esc_quote"], note="every double quote backslash-escaped"),
    C("escaped_quotes", "gl_ctx", escape_quotes, S["esc_quote"], note="escaped quotes in a raise"),
    C("escaped_quotes", "rs_prefix", escape_quotes, S["esc_quote"], note="escaped quotes around byte strings"),
    C("escaped_quotes", "mk_new", escape_quotes, S["esc_quote"], new=identity, note="old escaped, new plain"),
    C("escaped_quotes", "js_require", escape_single_quotes, S["esc_quote"], note="single quotes escaped in JS"),
    C(
        "escaped_quotes",
        "rs_version",
        chain(escape_quotes, escape_newlines),
        S["esc_quote"],
        note="escaped quotes and literal \\n together, as a double-encoded JSON string",
    ),
    # HTML entities
    C("html_entities", "js_variadic", html_entities, S["html"], note="&amp;&amp; and &gt; in JS"),
    C("html_entities", "rs_prefix", html_entities, S["html"], note="&amp;&amp; and &quot; in Rust"),
    C("html_entities", "hk_error", html_lt_gt, S["html"], note="generics written &lt;HTTPError&gt;"),
    C("html_entities", "ky_delay", html_lt_gt, S["html"], note="=&gt; arrow in a type"),
    C(
        "html_entities",
        "mk_wrapper",
        html_entities,
        S["html"],
        new=identity,
        note="&quot; and -&gt; in annotations, old_text only",
    ),
    C("html_entities", "c_delta", html_entities, S["html"], note="&amp; and &quot; in C case labels"),
    C("html_entities", "sg_exit", html_entities, S["html"], note="&gt; comparison in JS"),
    C("html_entities", "hk_before", html_lt_gt, S["html"], note="Promise&lt;...&gt; in a one-line type"),
    # Markdown fence around old_text
    C("fence", "st_init", fence("python"), S["fence_tests"], note="```python fence on both"),
    C("fence", "rs_kdf", fence("rust"), S["fence_tests"], new=identity, note="```rust fence on old_text only"),
    C("fence", "js_human", fence("javascript"), S["fence"], note="```javascript fence"),
    C("fence", "c_ready", fence("c"), S["fence"], note="```c fence on a tab file"),
    C("fence", "ky_head", fence("ts"), S["fence_tests"], note="```ts fence at file start"),
    C("fence", "re_num", fence(""), S["fence"], note="bare ``` fence at end of file"),
    C("fence", "gl_overload", fence("py"), S["fence_tests"], new=identity, note="```py fence"),
    # elision of unchanged lines
    elided(
        "elision",
        "sig_tail",
        8,
        3,
        "        # ... existing code ...",
        S["elide"],
        note="middle of verify_signature elided",
    ),
    elided("elision", "js_choices", 6, 3, "    // ... existing code ...", S["elide"], note="JS method middle elided"),
    elided("elision", "rs_split", 3, 2, "    ...", S["elide_aider"], note="`...` line in Rust"),
    elided(
        "elision", "mk_mod", 2, 4, "        # ... rest unchanged ...", S["elide"], note="edit in the tail, head kept"
    ),
    elided("elision", "c_switch", 2, 2, "\t/* ... */", S["elide"], note="C comment as elision marker"),
    elided(
        "elision", "hk_example", 2, 2, "                        // ...", S["elide"], note="`// ...` in a doc example"
    ),
    elided("elision", "mk_new", 3, 2, "        ...", S["elide_aider"], note="aider-style `...` in a method"),
    elided("elision", "re_tz", 3, 3, "    # ... existing code ...", S["elide"], note="python function middle elided"),
    elided("elision", "gl_color", 2, 3, "    # ...", S["elide"], note="end of file with `# ...`"),
    # blank lines added or dropped
    C("blank_lines", "sig_verify", drop_blank_lines, S["blank"], note="blank line dropped"),
    C("blank_lines", "js_concat", drop_blank_lines, S["blank"], new=identity, note="blank line dropped in old only"),
    C(
        "blank_lines",
        "timed_sign",
        lambda t, n: t.replace("\n", "\n\n", 1),
        S["blank"],
        note="blank line added after the def",
    ),
    C("blank_lines", "rs_module", drop_blank_lines, S["blank"], note="blank line dropped at end of file"),
    C("blank_lines", "st_head", drop_blank_lines, S["blank"], note="blank lines of the header dropped"),
    C("blank_lines", "gl_color", double_blank_lines, S["blank"], note="blank line doubled"),
    C(
        "blank_lines",
        "c_init",
        lambda t, n: t.replace("\n", "\n\n", 1),
        S["blank"],
        note="blank line added inside a C block",
    ),
    # CRLF files, old_text with LF
    C("crlf", "crlf_st", identity, S["crlf"], note="CRLF file, LF old_text and new_text"),
    C("crlf", "crlf_gl", identity, S["crlf_model"], note="CRLF file, multi-line new_text with LF"),
    C("crlf", "crlf_js", identity, S["crlf"], note="CRLF JS file"),
    C("crlf", "crlf_gl2", identity, S["crlf"], note="CRLF file, edit at file start"),
    C("crlf", "crlf_js2", identity, S["crlf_model"], note="CRLF file, function at the end"),
    # two distortions at once
    C(
        "combined",
        "sig_hmac",
        chain(dedent(4), LN_READ),
        S["ln_cat"],
        new=dedent(4),
        note="numbers and a de-indented block",
    ),
    C(
        "combined",
        "st_setitem",
        chain(trailing(" "), LN_PIPE),
        S["ln_pipe"],
        new=identity,
        note="numbers and trailing spaces",
    ),
    C(
        "combined",
        "c_kind4",
        chain(tabs_to_spaces(4), LN_READ),
        S["tabs"],
        new=tabs_to_spaces(4),
        note="numbers and tabs as spaces",
    ),
    C(
        "combined",
        "js_ctor",
        chain(trailing(" "), fence("js")),
        S["fence"],
        new=identity,
        note="fence and trailing spaces",
    ),
    C("combined", "rs_split", chain(dedent(4), escape_newlines), S["esc_nl"], note="literal \\n and de-indented"),
    C(
        "combined",
        "gl_push",
        chain(escape_quotes, escape_newlines),
        S["esc_quote"],
        note="escaped quotes and literal \\n",
    ),
    C("combined", "hk_state", chain(indent(2), trailing(" ")), S["indent"], note="over-indented with trailing spaces"),
    C("combined", "sg_msg", chain(dedent(2), fence("js")), S["fence"], note="fence and de-indented"),
    C(
        "combined",
        "er_nested",
        chain(spaces_to_tabs(2), LN_COLON),
        S["tabs"],
        new=spaces_to_tabs(2),
        note="numbers and tabs",
    ),
    C("combined", "re_dt", chain(dedent(4), LN_COLON), S["ln_colon"], new=dedent(4), note="numbers and indentation"),
    C(
        "combined",
        "sg_wiki",
        chain(html_entities, LN_READ),
        S["html"],
        new=identity,
        note="entities and numbers on a unicode line",
    ),
    C(
        "combined",
        "sc_info",
        chain(LN_READ, add_trailing_newline),
        S["ln_cat"],
        new=identity,
        note="numbers and an extra newline",
    ),
    C(
        "combined",
        "timed_ts",
        chain(dedent(4), fence("python")),
        S["fence_tests"],
        note="fence and dedent on a file without final newline",
    ),
]


@dataclass(frozen=True)
class Refusal:
    kind: str
    file: str
    old: str
    new: str
    shape: str
    note: str


def R(kind: str, file: str, old: str, new: str, shape: str, note: str) -> Refusal:  # noqa: N802
    return Refusal(kind, file, old, new, shape, note)


REFUSE = [
    # stale: the file changed since the model read it, in a way that changes meaning
    R(
        "stale",
        "signer",
        '    default_key_derivation: str = "concat"\n',
        '    default_key_derivation: str = "hmac"\n',
        S["stale"],
        "old_text holds the default before it became django-concat",
    ),
    R(
        "stale",
        "suggest",
        "  const minSimilarity = 0.3;\n",
        "  const minSimilarity = 0.35;\n",
        S["stale"],
        "threshold was 0.3 when read, is 0.4 now",
    ),
    R(
        "stale",
        "bcrypt",
        "    let rounds = rounds.unwrap_or(10);\n",
        "    let rounds = rounds.unwrap_or(11);\n",
        S["stale"],
        "default rounds changed since the read",
    ),
    R(
        "stale",
        "bcrypt",
        "    if desired_key_bytes == 0 || desired_key_bytes > 256 {\n",
        "    if desired_key_bytes == 0 || desired_key_bytes > 384 {\n",
        S["stale_wrong"],
        "limit was 256 before, now 512",
    ),
    R(
        "stale",
        "structures",
        "        self._store = dict()\n        if data is None:\n",
        "        self._store = {}\n        if data is None:\n",
        S["stale"],
        "file now uses OrderedDict",
    ),
    R(
        "stale",
        "globals",
        '        return t.cast("Context", _local.stack[0])\n',
        '        return t.cast("Context", _local.stack[0] if _local.stack else None)\n',
        S["stale"],
        "index differs: file takes the top of the stack",
    ),
    R(
        "stale",
        "argument",
        "    if (this._name.length > 2 && this._name.slice(-3) === '...') {\n",
        "    if (this._name.length >= 3 && this._name.slice(-3) === '...') {\n",
        S["stale"],
        "bound changed from 2 to 3",
    ),
    R(
        "stale",
        "speedups",
        "\t\t\tdelta += 5; \\\n\t\t\tbreak; \\\n",
        "\t\t\tdelta += 6; \\\n\t\t\tbreak; \\\n",
        S["stale"],
        "delta was 5 in the model's memory",
    ),
    R(
        "stale",
        "hooks",
        "    request: KyRequest;\n    options: NormalizedOptions;\n    error: Error;\n    retries: number;\n",
        "    request: KyRequest;\n    options: NormalizedOptions;\n    error: Error;\n    retries: number;\n    delay: number;\n",
        S["stale"],
        "field renamed to retryCount since the read",
    ),
    R(
        "stale",
        "argument",
        "    this.description = description || '';\n    this.variadic = false;\n    this.parseArg = undefined;\n    this.defaultValue = undefined;\n    this.argChoices = undefined;\n",
        "    this.description = description || '';\n    this.variadic = false;\n    this.parseArg = undefined;\n    this.defaultValue = undefined;\n    this.argChoices = [];\n",
        S["stale_wrong"],
        "a line (defaultValueDescription) was added since the read",
    ),
    R(
        "stale",
        "re",
        '     89\t    sign = 1 if sign_str == "-" else -1\n',
        '     89\t    sign = -1 if sign_str == "-" else 1\n',
        S["stale_wrong"],
        "numbered, and the comparison was against '-' when read",
    ),
    R(
        "stale",
        "signer",
        'salt = want_bytes(salt)\nelse:\n    salt = b"itsdangerous"\n',
        'salt = want_bytes(salt)\nelse:\n    salt = b"itsdangerous.v2"\n',
        S["stale_wrong"],
        "de-indented and the fallback salt has changed",
    ),
    # absent: code that is not in the file
    R(
        "absent",
        "structures",
        "    def __contains__(self, key):\n        return key.lower() in self._store\n",
        "    def __contains__(self, key):\n        return key.casefold() in self._store\n",
        S["absent"],
        "method the model imagined",
    ),
    R(
        "absent",
        "argument",
        "  hideHelp(hide = true) {\n    this.hidden = !!hide;\n    return this;\n  }\n",
        "  hideHelp(hide = true) {\n    this.hidden = Boolean(hide);\n    return this;\n  }\n",
        S["absent"],
        "method of Option, not Argument",
    ),
    R(
        "absent",
        "bcrypt",
        "fn checkpw(py: pyo3::Python<'_>, password: &[u8], hashed_password: &[u8]) -> bool {\n",
        "fn checkpw(py: pyo3::Python<'_>, password: &[u8], hashed_password: &[u8]) -> pyo3::PyResult<bool> {\n",
        S["absent"],
        "signature the model guessed",
    ),
    R(
        "absent",
        "speedups",
        "static PyObject*\nescape_silent(PyObject *self, PyObject *text)\n{\n",
        "static PyObject*\nescape_silent(PyObject *self, PyObject *text)\n{\n\t/* None becomes empty */\n",
        S["absent"],
        "function outside the excerpt",
    ),
    R(
        "absent",
        "retry",
        "    jitter?: boolean;\n",
        "    jitter?: boolean | ((delay: number) => number);\n",
        S["absent"],
        "option of a later ky version",
    ),
    R(
        "absent",
        "re",
        "def match_to_date(match: re.Match) -> date:\n",
        "def match_to_date(match: re.Match[str]) -> date:\n",
        S["absent"],
        "hallucinated helper",
    ),
    R(
        "absent",
        "globals",
        "     23\t    try:\n     24\t        return _local.stack[-1]\n",
        "     23\t    try:\n     24\t        return _local.stack[-1] if _local.stack else None\n",
        S["ln_cat"],
        "numbered lines that do not match the numbered lines of the file",
    ),
    R(
        "absent",
        "markup",
        '    def __html_format__(self, format_spec: str) -> "te.Self":\n',
        '    def __html_format__(self, format_spec: str = "") -> "te.Self":\n',
        S["absent"],
        "method outside the excerpt",
    ),
    R(
        "absent",
        "hooks",
        "export type BeforeRetryHook = (options: BeforeRetryState) => void;\n",
        "export type BeforeRetryHook = (options: BeforeRetryState) => void | Promise<void>;\n",
        S["absent"],
        "simplified from memory; the real type returns typeof stop too",
    ),
    # ambiguous: the near-miss fits several places equally well
    R(
        "ambiguous",
        "signer",
        "if digest_method is None:\n    digest_method = self.default_digest_method\n",
        "if digest_method is None:\n    digest_method = _lazy_sha1\n",
        S["ambiguous"],
        "de-indented lines that occur in HMACAlgorithm.__init__ and Signer.__init__",
    ),
    R(
        "ambiguous",
        "speedups",
        "    GET_DELTA(inp, inp_end, delta);\n    if (!delta) {\n        Py_INCREF(in);\n        return (PyObject*)in;\n    }\n",
        "    GET_DELTA(inp, inp_end, delta);\n    if (delta == 0) {\n        Py_INCREF(in);\n        return (PyObject*)in;\n    }\n",
        S["ambiguous_ws"],
        "spaces for tabs; the block is in all three escape_unicode_kindN",
    ),
    R(
        "ambiguous",
        "speedups",
        "\tif (!out)\n\t\treturn NULL;\n",
        "\tif (out == NULL)\n\t\treturn NULL;\n",
        S["ambiguous"],
        "verbatim block that occurs three times",
    ),
    R(
        "ambiguous",
        "bcrypt",
        '.map_err(|_| pyo3::exceptions::PyValueError::new_err("Invalid salt"))?;\n',
        '.map_err(|_| pyo3::exceptions::PyValueError::new_err("Invalid salt value"))?;\n',
        S["ambiguous_ws"],
        "de-indented line that occurs three times",
    ),
    R(
        "ambiguous",
        "error",
        "// properly capture stack trace in Node.js\nError.captureStackTrace(this, this.constructor);\nthis.name = this.constructor.name;\n",
        "// properly capture stack trace in Node.js\nError.captureStackTrace(this, this.constructor);\nthis.name = 'CommanderError';\n",
        S["ambiguous"],
        "de-indented block in both constructors",
    ),
    R(
        "ambiguous",
        "argument",
        "this.required = false;\n",
        "this.required = false; // optional\n",
        S["ambiguous"],
        "line in the constructor switch and in argOptional",
    ),
    R(
        "ambiguous",
        "argument",
        "        this._name = name.slice(1, -1);\n        break;\n",
        "        this._name = name.slice(1, -1).trim();\n        break;\n",
        S["ambiguous"],
        "block in both the <required> and [optional] cases",
    ),
    R(
        "ambiguous",
        "re",
        'micros = int(micros_str.ljust(6, "0")) if micros_str else 0\n',
        'micros = int(micros_str[:6].ljust(6, "0")) if micros_str else 0\n',
        S["ambiguous_ws"],
        "line in match_to_datetime and match_to_localtime",
    ),
    R(
        "ambiguous",
        "signer",
        "        if digest_method is None:\n            ...\n        self.digest_method: t.Any = digest_method\n",
        "        if digest_method is None:\n            ...\n        self.digest_method: t.Any = digest_method or _lazy_sha1\n",
        S["elide"],
        "elided block whose head and tail both occur twice",
    ),
    R(
        "ambiguous",
        "speedups",
        "\tGET_DELTA(inp, inp_end, delta);\n\t/* ... */\n\treturn out;\n}\n",
        "\tGET_DELTA(inp, inp_end, delta);\n\t/* ... */\n\treturn (PyObject*)out;\n}\n",
        S["elide"],
        "elision whose head and tail occur in three functions",
    ),
    R(
        "ambiguous",
        "structures",
        "    def __getitem__(self, key):\n        ...\n        return self.__dict__.get(key, None)\n",
        "    def __getitem__(self, key):\n        ...\n        return self.__dict__.get(key)\n",
        S["elide"],
        "elision whose head occurs in CaseInsensitiveDict and LookupDict",
    ),
    R(
        "ambiguous",
        "hooks",
        "    @default []\n    */\n",
        "    @default [] (empty)\n    */\n",
        S["ambiguous"],
        "doc lines that close four hook comments",
    ),
    R(
        "ambiguous",
        "argument",
        "  argRequired() {\n    // ...\n    return this;\n  }\n",
        "  argRequired() {\n    // ...\n    return this.argOptional(false);\n  }\n",
        S["elide"],
        "elision whose tail `return this; }` ends many methods",
    ),
    R(
        "ambiguous",
        "globals",
        "return None\n",
        "return None  # no context\n",
        S["ambiguous"],
        "line that ends two functions",
    ),
    R(
        "ambiguous",
        "signer",
        "    return mac.digest()\n",
        "    return bytes(mac.digest())\n",
        S["ambiguous_ws"],
        "under-indented line in HMACAlgorithm.get_signature and Signer.derive_key",
    ),
]


def lines_before(text: str, block: str) -> int:
    return text[: text.index(block)].count("\n") + 1


def make_apply(sources: Path, case: Case, counter: dict[str, int]) -> dict:
    edit = E[case.edit]
    f = FILES[edit.file]
    text = load(sources, f)
    old = block_of(text, edit.a, edit.b)
    assert text.count(old) == 1, (case.edit, old)
    new = apply_subs(old, edit.subs)
    expected = text.replace(old, new)
    start = edit.a
    if case.elide is not None:
        head, tail, marker = case.elide
        ol, nl = old.split("\n"), new.split("\n")
        assert len(ol) == len(nl), case.edit
        if marker:
            assert head + tail < len(ol), case.edit
            assert ol[head : len(ol) - tail] == nl[head : len(nl) - tail], case.edit
            cut = lambda ls: ls[:head] + [marker] + ls[len(ls) - tail :]  # noqa: E731
            old_text, new_text = "\n".join(cut(ol)), "\n".join(cut(nl))
        else:
            old_text, new_text = "\n".join(ol[:head]), "\n".join(nl[:head])
            expected = text.replace(old, new)
    else:
        old_text, new_text = case.old(old, start), case.new(new, start)
    original = text
    if f.crlf:
        original, expected = text.replace("\n", "\r\n"), expected.replace("\n", "\r\n")
    return record(
        counter,
        f,
        case.kind,
        "apply",
        original,
        old_text,
        new_text,
        expected,
        case.shape,
        edit.note + (f"; {case.note}" if case.note else ""),
    )


def make_refuse(sources: Path, r: Refusal, counter: dict[str, int]) -> dict:
    f = FILES[r.file]
    text = load(sources, f)
    return record(counter, f, r.kind, "refuse", text, r.old, r.new, None, r.shape, r.note)


def record(
    counter: dict[str, int],
    f: SourceFile,
    kind: str,
    expect: str,
    original: str,
    old_text: str,
    new_text: str,
    expected: str | None,
    shape: str,
    note: str,
) -> dict:
    counter[kind] = counter.get(kind, 0) + 1
    return {
        "id": f"{kind}-{counter[kind]:02d}-{f.project}",
        "project": f.project,
        "language": f.language,
        "path": f.path,
        "source": source_of(f)
        + (" (converted to CRLF)" if f.crlf else "")
        + ("" if f.final_newline else " (final newline removed)"),
        "kind": kind,
        "expect": expect,
        "original": original,
        "old_text": old_text,
        "new_text": new_text,
        "expected": expected,
        "shape_source": shape,
        "note": note,
    }


def main() -> None:
    sources = Path(sys.argv[1])
    counter: dict[str, int] = {}
    for case in APPLY:
        print(json.dumps(make_apply(sources, case, counter), ensure_ascii=False))
    for r in REFUSE:
        print(json.dumps(make_refuse(sources, r, counter), ensure_ascii=False))


if __name__ == "__main__":
    main()
