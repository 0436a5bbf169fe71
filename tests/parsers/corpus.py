"""Corpus of model outputs and what the parser must make of them.

Each Case gives the text, the calls expected (name, arguments) in order, and optionally the
dialect of every call, the exact content left for the user, and substrings every error message
must contain (one per expected error). Handwritten cases cover each dialect as models write it
and every trap in dialects.md; `rendered_cases` adds each dialect as render_call writes it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from parsers import DIALECTS, render_call

TOOLS: list[dict[str, Any]] = [
    {
        "name": "read",
        "description": "Read a file.",
        "parameters": {
            "type": "object",
            "properties": {"path": {"type": "string"}, "offset": {"type": "integer"}, "limit": {"type": "integer"}},
            "required": ["path"],
            "additionalProperties": False,
        },
    },
    {
        "type": "function",
        "function": {
            "name": "edit",
            "description": "Replace text in a file.",
            "parameters": {
                "type": "object",
                "properties": {
                    "path": {"type": "string"},
                    "old_text": {"type": "string"},
                    "new_text": {"type": "string"},
                },
                "required": ["path", "old_text", "new_text"],
                "additionalProperties": False,
            },
        },
    },
    {
        "name": "write",
        "parameters": {
            "type": "object",
            "properties": {"path": {"type": "string"}, "content": {"type": "string"}},
            "required": ["path", "content"],
            "additionalProperties": False,
        },
    },
    {
        "name": "bash",
        "parameters": {
            "type": "object",
            "properties": {"command": {"type": "string"}, "timeout": {"type": "integer"}},
            "required": ["command"],
            "additionalProperties": False,
        },
    },
    {
        "name": "search",
        "description": "Search files; a tool with every kind of argument.",
        "parameters": {
            "type": "object",
            "properties": {
                "query": {"type": "string"},
                "max_results": {"type": "integer"},
                "regex": {"type": "boolean"},
                "globs": {"type": "array", "items": {"type": "string"}},
                "options": {"type": "object"},
                "mode": {"type": "string", "enum": ["fast", "full"]},
                "score": {"type": "number"},
            },
            "required": ["query"],
        },
    },
]


def tool_schema(tool_name: str, required: tuple[str, ...] = (), **props: str) -> dict[str, Any]:
    """A tool as the corpora declare the ones their sources' harnesses offered: each parameter a JSON type."""
    properties = {key: {"type": kind} for key, kind in props.items()}
    return {"name": tool_name, "parameters": {"type": "object", "properties": properties, "required": list(required)}}


@dataclass
class Case:
    id: str
    text: str
    calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    dialect: str | None = None  # every call's dialect, when given
    content: str | None = None  # exact content, when given
    errors: list[str] = field(default_factory=list)  # one substring per expected error
    repaired: bool | None = None  # every call's repaired flag, when given


def c(id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> Case:
    return Case(id, text, list(calls), **kw)


R = ("read", {"path": "src/app.py"})
LS = ("bash", {"command": "ls -la"})

CASES: list[Case] = [
    # ---- Mistral/Devstral with [TOOL_CALLS] stripped by the server --------------------------
    c("devstral-stripped", 'read[ARGS]{"path": "src/app.py"}', R, dialect="devstral", content=""),
    c(
        "devstral-stripped-several",
        ' read[ARGS]{"path": "src/app.py"}bash[ARGS]{"command": "ls -la"}\n',
        R,
        LS,
        dialect="devstral",
        content="",
    ),
    c(
        "devstral-stripped-on-lines",
        'read[ARGS]{"path": "src/app.py"}\nbash[ARGS]{"command": "ls -la"}',
        R,
        LS,
        dialect="devstral",
    ),
    # ---- null for an optional argument: as if not given ------------------------------------
    c(
        "json-null-optional",
        '{"name": "read", "arguments": {"path": "src/app.py", "offset": null}}',
        R,
        content="",
    ),
    # ---- bare JSON ------------------------------------------------------------------------
    c(
        "json-plain",
        '{"name": "read", "arguments": {"path": "src/app.py"}}',
        R,
        dialect="json",
        content="",
        repaired=False,
    ),
    c("json-parameters-key", '{"name": "read", "parameters": {"path": "src/app.py"}}', R, dialect="json"),
    c("json-args-key", '{"name": "read", "args": {"path": "src/app.py"}}', R),
    c("json-input-key", '{"name": "read", "input": {"path": "src/app.py"}}', R),
    c("json-keys-reordered", '{"arguments": {"path": "src/app.py"}, "name": "read"}', R),
    c("json-arguments-string", '{"name": "read", "arguments": "{\\"path\\": \\"src/app.py\\"}"}', R, repaired=False),
    c("json-type-function", '{"type": "function", "name": "read", "arguments": {"path": "src/app.py"}}', R),
    c(
        "json-prose-around",
        'Let me look first. {"name": "read", "arguments": {"path": "src/app.py"}} Then I\'ll decide.',
        R,
        content="Let me look first. Then I'll decide.",
    ),
    c(
        "json-prose-before-newline",
        'I will list the files.\n\n{"name": "bash", "arguments": {"command": "ls -la"}}',
        LS,
        content="I will list the files.",
    ),
    c(
        "json-two-lines",
        '{"name": "read", "arguments": {"path": "src/app.py"}}\n{"name": "bash", "arguments": {"command": "ls -la"}}',
        R,
        LS,
        content="",
    ),
    c(
        "json-semicolons",
        '{"name": "read", "arguments": {"path": "src/app.py"}}; {"name": "bash", "arguments": {"command": "ls -la"}}',
        R,
        LS,
        content="",
    ),
    c(
        "json-concatenated",
        '{"name": "read", "arguments": {"path": "src/app.py"}}{"name": "bash", "arguments": {"command": "ls -la"}}',
        R,
        LS,
    ),
    c(
        "json-array",
        '[{"name": "read", "arguments": {"path": "src/app.py"}}, {"name": "bash", "arguments": {"command": "ls -la"}}]',
        R,
        LS,
        content="",
    ),
    c("json-array-empty-args", '[{"name": "bash", "arguments": {"command": "pwd"}}]', ("bash", {"command": "pwd"})),
    c(
        "json-openai-shape",
        '{"type": "function", "function": {"name": "read", "arguments": "{\\"path\\": \\"src/app.py\\"}"}}',
        R,
    ),
    c(
        "json-openai-tool-calls",
        '{"tool_calls": [{"id": "call_1", "type": "function", "function": {"name": "read", "arguments": "{\\"path\\": '
        '\\"src/app.py\\"}"}}]}',
        R,
    ),
    c(
        "json-openai-message",
        '{"role": "assistant", "content": null, "tool_calls": [{"type": "function", "function": {"name": "bash", '
        '"arguments": {"command": "ls -la"}}}]}',
        LS,
    ),
    c("json-wrapped-tool-call", '{"tool_call": {"name": "read", "arguments": {"path": "src/app.py"}}}', R),
    c("json-wrapped-function", '{"function": {"name": "read", "arguments": {"path": "src/app.py"}}}', R),
    c("json-function-call", '{"function_call": {"name": "read", "arguments": "{\\"path\\": \\"src/app.py\\"}"}}', R),
    c("json-tool-name-key", '{"tool_name": "read", "parameters": {"path": "src/app.py"}}', R),
    c("json-id-kept-out", '{"id": "call_9", "name": "read", "arguments": {"path": "src/app.py"}}', R),
    c(
        "json-unicode",
        '{"name": "write", "arguments": {"path": "é.txt", "content": "ünïcödé ✓ 日本"}}',
        ("write", {"path": "é.txt", "content": "ünïcödé ✓ 日本"}),
    ),
    c(
        "json-escapes",
        r'{"name": "write", "arguments": {"path": "a.txt", "content": "line1\nline2\t\"q\" \\ end"}}',
        ("write", {"path": "a.txt", "content": 'line1\nline2\t"q" \\ end'}),
    ),
    c(
        "json-multiline-pretty",
        '{\n  "name": "read",\n  "arguments": {\n    "path": "src/app.py",\n    "limit": 20\n  }\n}',
        ("read", {"path": "src/app.py", "limit": 20}),
    ),
    # ---- fenced ----------------------------------------------------------------------------
    c(
        "fence-json",
        'Reading it.\n```json\n{"name": "read", "arguments": {"path": "src/app.py"}}\n```',
        R,
        content="Reading it.",
    ),
    c("fence-tool-call", '```tool_call\n{"name": "read", "arguments": {"path": "src/app.py"}}\n```', R, content=""),
    c("fence-unlabeled", '```\n{"name": "read", "arguments": {"path": "src/app.py"}}\n```', R),
    c(
        "fence-array",
        '```json\n[{"name": "read", "arguments": {"path": "src/app.py"}}, {"name": "bash", "arguments": {"command": '
        '"ls -la"}}]\n```',
        R,
        LS,
    ),
    c("fence-unclosed-at-end", '```json\n{"name": "read", "arguments": {"path": "src/app.py"}}', R),
    c(
        "fence-two-blocks",
        '```json\n{"name": "read", "arguments": {"path": "src/app.py"}}\n```\n```json\n{"name": "bash", "arguments": '
        '{"command": "ls -la"}}\n```',
        R,
        LS,
    ),
    c("fence-tool-code", '```tool_code\nprint(read(path="src/app.py"))\n```', R, dialect="tool_code", content=""),
    c("fence-tool-code-bare-call", "```tool_code\nbash(command='ls -la')\n```", LS, dialect="tool_code"),
    # ---- Hermes / Qwen ---------------------------------------------------------------------
    c(
        "hermes",
        '<tool_call>\n{"name": "read", "arguments": {"path": "src/app.py"}}\n</tool_call>',
        R,
        dialect="hermes",
        content="",
    ),
    c(
        "hermes-two",
        '<tool_call>{"name": "read", "arguments": {"path": "src/app.py"}}</tool_call>\n<tool_call>{"name": "bash", '
        '"arguments": {"command": "ls -la"}}</tool_call>',
        R,
        LS,
        dialect="hermes",
    ),
    c(
        "hermes-missing-close",
        'Checking.\n<tool_call>\n{"name": "read", "arguments": {"path": "src/app.py"}}',
        R,
        dialect="hermes",
        content="Checking.",
    ),
    c(
        "hermes-im-end",
        '<tool_call>\n{"name": "read", "arguments": {"path": "src/app.py"}}\n</tool_call><|im_end|>',
        R,
        content="",
    ),
    c(
        "hermes-end-tag-in-string",
        '<tool_call>{"name": "bash", "arguments": {"command": "grep -n \'</tool_call>\' log.txt"}}</tool_call>',
        ("bash", {"command": "grep -n '</tool_call>' log.txt"}),
        content="",
    ),
    c(
        "hermes-end-tag-in-query",
        '<tool_call>\n{"name": "search", "arguments": {"query": "what does </tool_call> mean"}}\n</tool_call>',
        ("search", {"query": "what does </tool_call> mean"}),
    ),
    c(
        "hermes-prose-after",
        '<tool_call>{"name": "read", "arguments": {"path": "src/app.py"}}</tool_call>\nI will wait for the result.',
        R,
        content="I will wait for the result.",
    ),
    c("hermes-truncated-json", '<tool_call>\n{"name": "bash", "arguments": {"command": "ls -la"', LS, repaired=True),
    # ---- Llama 3 ---------------------------------------------------------------------------
    c(
        "llama3",
        '<|python_tag|>{"name": "read", "parameters": {"path": "src/app.py"}}',
        R,
        dialect="llama3",
        content="",
    ),
    c("llama3-eom", '<|python_tag|>{"name": "read", "parameters": {"path": "src/app.py"}}<|eom_id|>', R, content=""),
    c("llama3-eot", '<|python_tag|>{"name": "bash", "parameters": {"command": "ls -la"}}<|eot_id|>', LS, content=""),
    c(
        "llama3-semicolon",
        '<|python_tag|>{"name": "read", "parameters": {"path": "src/app.py"}}; {"name": "bash", "parameters": '
        '{"command": "ls -la"}}',
        R,
        LS,
        dialect="llama3",
    ),
    c("llama3-no-tag", '{"name": "read", "parameters": {"path": "src/app.py"}}<|eot_id|>', R, content=""),
    c("llama3-pythonic-tag", '<|python_tag|>read(path="src/app.py")<|eom_id|>', R, dialect="llama3"),
    # ---- Mistral / Devstral ----------------------------------------------------------------
    c(
        "mistral-old",
        '[TOOL_CALLS][{"name": "read", "arguments": {"path": "src/app.py"}, "id": "a1b2c3d4e"}]',
        R,
        dialect="mistral",
        content="",
    ),
    c(
        "mistral-old-two",
        '[TOOL_CALLS] [{"name": "read", "arguments": {"path": "src/app.py"}}, {"name": "bash", "arguments": '
        '{"command": "ls -la"}}]</s>',
        R,
        LS,
        content="",
    ),
    c("mistral-new", '[TOOL_CALLS]read{"path": "src/app.py"}', R, dialect="devstral", content=""),
    c("mistral-args", '[TOOL_CALLS]read[ARGS]{"path": "src/app.py"}', R, dialect="devstral"),
    c(
        "mistral-repeated",
        '[TOOL_CALLS]read[ARGS]{"path": "src/app.py"}[TOOL_CALLS]bash[ARGS]{"command": "ls -la"}',
        R,
        LS,
        dialect="devstral",
        content="",
    ),
    c("mistral-call-id", '[TOOL_CALLS]read[CALL_ID]abc123XYZ[ARGS]{"path": "src/app.py"}', R),
    # ---- Phi-4-mini / FireFunction ---------------------------------------------------------
    c(
        "functools",
        'functools[{"name": "read", "arguments": {"path": "src/app.py"}}]',
        R,
        dialect="functools",
        content="",
    ),
    c(
        "functools-two",
        'functools[{"name": "read", "arguments": {"path": "src/app.py"}}, {"name": "bash", "arguments": {"command": '
        '"ls -la"}}]',
        R,
        LS,
    ),
    # ---- Granite, Nemotron, LFM2, Hunyuan, InternLM, Command R -----------------------------
    c(
        "granite",
        '<|tool_call|>[{"name": "read", "arguments": {"path": "src/app.py"}}]',
        R,
        dialect="granite",
        content="",
    ),
    c("granite-object", '<|tool_call|>{"name": "bash", "arguments": {"command": "ls -la"}}', LS, dialect="granite"),
    c(
        "nemotron",
        '<TOOLCALL>[{"name": "read", "arguments": {"path": "src/app.py"}}]</TOOLCALL>',
        R,
        dialect="nemotron",
        content="",
    ),
    c(
        "lfm2-json",
        '<|tool_call_start|>[{"name": "read", "arguments": {"path": "src/app.py"}}]<|tool_call_end|>',
        R,
        dialect="lfm2",
    ),
    c(
        "lfm2-pythonic",
        '<|tool_call_start|>[read(path="src/app.py"), bash(command="ls -la")]<|tool_call_end|>Checking both.',
        R,
        LS,
        dialect="lfm2",
        content="Checking both.",
    ),
    c(
        "hunyuan",
        '<tool_calls>[{"name": "read", "arguments": {"path": "src/app.py"}}]</tool_calls>',
        R,
        dialect="hunyuan",
        content="",
    ),
    c(
        "internlm",
        '<|action_start|><|plugin|>\n{"name": "read", "parameters": {"path": "src/app.py"}}<|action_end|>',
        R,
        dialect="internlm",
        content="",
    ),
    c(
        "command-r",
        '<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "read", "parameters": {"path": "src/app.py"}}'
        "]<|END_ACTION|>",
        R,
        dialect="command_r",
        content="",
    ),
    c(
        "command-r-two",
        '<|START_ACTION|>[\n{"tool_call_id": "0", "tool_name": "read", "parameters": {"path": "src/app.py"}},\n'
        '{"tool_call_id": "1", "tool_name": "bash", "parameters": {"command": "ls -la"}}\n]<|END_ACTION|>',
        R,
        LS,
    ),
    # ---- Functionary -----------------------------------------------------------------------
    c("functionary", '<function=read>{"path": "src/app.py"}</function>', R, dialect="functionary", content=""),
    c("functionary-name-attr", '<function name="read">{"path": "src/app.py"}</function>', R, dialect="functionary"),
    c(
        "functionary-two",
        '<function=read>{"path": "src/app.py"}</function>\n<function=bash>{"command": "ls -la"}</function>',
        R,
        LS,
    ),
    # ---- DeepSeek / Kimi / Harmony ---------------------------------------------------------
    c(
        "deepseek-v3",
        '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>read\n```json\n{"path": "src/app.py"}\n'
        "```<｜tool▁call▁end｜><｜tool▁calls▁end｜>",
        R,
        dialect="deepseek",
        content="",
    ),
    c(
        "deepseek-v3-two",
        '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>read\n```json\n{"path": "src/app.py"}\n'
        '```<｜tool▁call▁end｜>\n<｜tool▁call▁begin｜>function<｜tool▁sep｜>bash\n```json\n{"command": "ls -la"}\n'
        "```<｜tool▁call▁end｜><｜tool▁calls▁end｜><｜end▁of▁sentence｜>",
        R,
        LS,
        content="",
    ),
    c(
        "deepseek-v31",
        '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>read<｜tool▁sep｜>{"path": "src/app.py"}<｜tool▁call▁end｜>'
        "<｜tool▁calls▁end｜>",
        R,
        dialect="deepseek",
        content="",
    ),
    c(
        "deepseek-ascii-bars",
        '<|tool▁calls▁begin|><|tool▁call▁begin|>function<|tool▁sep|>read\n```json\n{"path": "src/app.py"}\n'
        "```<|tool▁call▁end|><|tool▁calls▁end|>",
        R,
        dialect="deepseek",
    ),
    c(
        "kimi",
        '<|tool_calls_section_begin|><|tool_call_begin|>functions.read:0 <|tool_call_argument_begin|>{"path": '
        '"src/app.py"}<|tool_call_end|><|tool_calls_section_end|>',
        R,
        dialect="kimi",
        content="",
    ),
    c(
        "kimi-two",
        '<|tool_calls_section_begin|><|tool_call_begin|>functions.read:0<|tool_call_argument_begin|>{"path": '
        '"src/app.py"}<|tool_call_end|><|tool_call_begin|>functions.bash:1<|tool_call_argument_begin|>{"command": "ls '
        '-la"}<|tool_call_end|><|tool_calls_section_end|>',
        R,
        LS,
        dialect="kimi",
    ),
    c(
        "harmony",
        "<|channel|>analysis<|message|>I should read the file.<|end|><|start|>assistant<|channel|>commentary "
        'to=functions.read <|constrain|>json<|message|>{"path": "src/app.py"}<|call|>',
        R,
        dialect="harmony",
        content="",
    ),
    c(
        "harmony-recipient-first",
        '<|start|>assistant to=functions.bash<|channel|>commentary json<|message|>{"command": "ls -la"}<|call|>',
        LS,
        dialect="harmony",
    ),
    c(
        "harmony-final",
        "<|channel|>analysis<|message|>Nothing to do.<|end|><|start|>assistant<|channel|>final<|message|>All "
        "done.<|return|>",
        content="All done.",
    ),
    # ---- pythonic --------------------------------------------------------------------------
    c("pythonic", "[read(path='src/app.py')]", R, dialect="pythonic", content=""),
    c("pythonic-two", "[read(path='src/app.py'), bash(command=\"ls -la\")]", R, LS, dialect="pythonic"),
    c("pythonic-commas-in-string", "[bash(command='echo a, b, c')]", ("bash", {"command": "echo a, b, c"})),
    c(
        "pythonic-escaped-quotes",
        "[bash(command='echo \\'hi\\' \"there\"')]",
        ("bash", {"command": "echo 'hi' \"there\""}),
    ),
    c(
        "pythonic-literals",
        "[search(query='x', regex=True, options=None, max_results=3, globs=['*.py', '*.md'])]",
        ("search", {"query": "x", "regex": True, "max_results": 3, "globs": ["*.py", "*.md"]}),
    ),
    c(
        "pythonic-python-start",
        '<|python_start|>[read(path="src/app.py")]<|python_end|>',
        R,
        dialect="pythonic",
        content="",
    ),
    c(
        "pythonic-function-calls",
        '<function_calls>\n[read(path="src/app.py")]\n</function_calls>',
        R,
        dialect="pythonic",
        content="",
    ),
    c("pythonic-prose", "I'll read it: [read(path='src/app.py')]", R, content="I'll read it:"),
    # ---- Qwen3-Coder / Seed-OSS XML --------------------------------------------------------
    c(
        "qwen3-coder",
        "<tool_call>\n<function=read>\n<parameter=path>\nsrc/app.py\n</parameter>\n</function>\n</tool_call>",
        R,
        dialect="qwen3_coder",
        content="",
    ),
    c(
        "qwen3-coder-typed",
        "<tool_call>\n<function=read>\n<parameter=path>\nsrc/app.py\n</parameter>\n<parameter=limit>\n40\n</parameter>\n</function>\n</tool_call>",
        ("read", {"path": "src/app.py", "limit": 40}),
        repaired=False,
    ),
    c(
        "qwen3-coder-all-types",
        "<tool_call><function=search><parameter=query>x</parameter><parameter=regex>true</parameter>"
        "<parameter=globs>['*.py', \"*.md\"]</parameter><parameter=options>{'depth': 2}</parameter><parameter=score>"
        "0.5</parameter></function></tool_call>",
        ("search", {"query": "x", "regex": True, "globs": ["*.py", "*.md"], "options": {"depth": 2}, "score": 0.5}),
    ),
    c(
        "qwen3-coder-multiline-value",
        "<tool_call>\n<function=write>\n<parameter=path>\na.py\n</parameter>\n<parameter=content>\ndef f():\n    "
        "return 1\n</parameter>\n</function>\n</tool_call>",
        ("write", {"path": "a.py", "content": "def f():\n    return 1"}),
    ),
    c(  # no closing tag at all before the end of the reply: the value may be cut short
        "qwen3-coder-missing-closers",
        "<tool_call>\n<function=read>\n<parameter=path>\nsrc/app.py",
        errors=["The call to read was cut off", "Send the whole call to read again"],
    ),
    c(
        "qwen3-coder-missing-param-close",
        "<tool_call><function=read><parameter=path>src/app.py<parameter=limit>5</function></tool_call>",
        ("read", {"path": "src/app.py", "limit": 5}),
    ),
    c(
        "qwen3-coder-no-opener",
        "<function=read>\n<parameter=path>\nsrc/app.py\n</parameter>\n</function>",
        R,
        dialect="qwen3_coder",
    ),
    c(
        "qwen3-coder-two",
        "<tool_call>\n<function=read>\n<parameter=path>\nsrc/app.py\n</parameter>\n</function>\n</tool_call>\n"
        "<tool_call>\n<function=bash>\n<parameter=command>\nls -la\n</parameter>\n</function>\n</tool_call>",
        R,
        LS,
    ),
    c(
        "seed-oss",
        "<seed:tool_call>\n<function=read>\n<parameter=path>src/app.py</parameter>\n</function>\n</seed:tool_call>",
        R,
        dialect="seed_oss",
        content="",
    ),
    c(
        "seed-oss-think",
        "<seed:think>Need the file.</seed:think><seed:tool_call><function=read><parameter=path>src/app.py</parameter>"
        "</function></seed:tool_call>",
        R,
        content="",
    ),
    # ---- GLM, MiniMax, Gemma ---------------------------------------------------------------
    c(
        "glm",
        "<tool_call>read\n<arg_key>path</arg_key>\n<arg_value>src/app.py</arg_value>\n</tool_call>",
        R,
        dialect="glm",
        content="",
    ),
    c(
        "glm-typed",
        "<tool_call>read<arg_key>path</arg_key><arg_value>src/app.py</arg_value><arg_key>offset</arg_key><arg_value>10</arg_value></tool_call>",
        ("read", {"path": "src/app.py", "offset": 10}),
        dialect="glm",
    ),
    c("glm-name-then-json", '<tool_call>read\n{"path": "src/app.py"}\n</tool_call>', R, dialect="glm"),
    c(
        "minimax",
        '<minimax:tool_call>\n<invoke name="read">\n<parameter name="path">src/app.py</parameter>\n</invoke>\n'
        "</minimax:tool_call>",
        R,
        dialect="minimax",
        content="",
    ),
    c(
        "minimax-two",
        '<minimax:tool_call><invoke name="read"><parameter name="path">src/app.py</parameter></invoke><invoke '
        'name="bash"><parameter name="command">ls -la</parameter><parameter name="timeout">30</parameter></invoke>'
        "</minimax:tool_call>",
        R,
        ("bash", {"command": "ls -la", "timeout": 30}),
        dialect="minimax",
    ),
    c("gemma4", '<|tool_call>call:read{path:<|"|>src/app.py<|"|>}<tool_call|>', R, dialect="gemma4", content=""),
    c(
        "gemma4-typed",
        '<|tool_call>call:search{query:<|"|>a, b<|"|>,max_results:5,regex:false,globs:[<|"|>*.py<|"|>]}<tool_call|>',
        ("search", {"query": "a, b", "max_results": 5, "regex": False, "globs": ["*.py"]}),
    ),
    c(
        "function-gemma",
        "<start_function_call>call:read{path:<escape>src/app.py<escape>}<end_function_call>",
        R,
        dialect="function_gemma",
        content="",
    ),
    # ---- traps: reasoning ------------------------------------------------------------------
    c(
        "think-draft-then-call",
        '<think>I could call {"name": "read", "arguments": {"path": "draft.py"}} first.</think>\n{"name": "read", '
        '"arguments": {"path": "src/app.py"}}',
        R,
        content="",
    ),
    c(
        "think-hermes-draft",
        '<think>\n<tool_call>{"name": "bash", "arguments": {"command": "rm -rf /"}}</tool_call>\nno, read instead\n'
        '</think>\n<tool_call>{"name": "read", "arguments": {"path": "src/app.py"}}</tool_call>',
        R,
    ),
    c(
        "think-only-call-inside",
        '<think>{"name": "read", "arguments": {"path": "src/app.py"}}</think>The file is fine.',
        content="The file is fine.",
    ),
    c(
        "think-orphan-close",
        'I might run {"name": "bash", "arguments": {"command": "rm x"}}\n</think>\n{"name": "read", "arguments": '
        '{"path": "src/app.py"}}',
        R,
        content="",
    ),
    c("think-unclosed", '<think>Maybe {"name": "read", "arguments": {"path": "src/app.py"}}', content=""),
    # only a call section's tokens end a thought that never closes, not the section token alone
    c("think-unclosed-names-a-section", "<think>Kimi opens with <|tool_calls_section_begin|> and then", content=""),
    # a thought never closed ends where call blocks that run to the end of the reply start (ollama's qwen3 and
    # qwen35 parsers end it at <tool_call>), so the call runs...
    c(
        "think-unclosed-hermes-call",
        '<think>Plan: <tool_call>{"name": "read", "arguments": {"path": "src/app.py"}}</tool_call>',
        R,
        content="",
    ),
    # ...but a call with more reasoning after it is a draft
    c(
        "think-unclosed-hermes-call-then-more-thought",
        '<think>Plan: <tool_call>{"name": "read", "arguments": {"path": "src/app.py"}}</tool_call> no, ask first.',
        content="",
    ),
    c(
        "think-unclosed-qwen3-coder-call-then-more-thought",
        "<think>Maybe <tool_call><function=read><parameter=path>src/app.py</parameter></function></tool_call>\n"
        "but the user only asked about the format.",
        content="",
    ),
    c(
        "think-unclosed-tag-named-then-call",
        "<think>Calls go in <tool_call> tags, one each.\n<tool_call>\n<function=read>\n<parameter=path>\nsrc/app.py\n"
        "</parameter>\n</function>\n</tool_call>\n<tool_call>\n<function=bash>\n<parameter=command>\nls -la\n"
        "</parameter>\n</function>\n</tool_call>",
        R,
        LS,
        content="",
    ),
    c(
        "thinking-tag",
        '<thinking>{"name": "bash", "arguments": {"command": "ls -la"}}</thinking>Done.',
        content="Done.",
    ),
    c(
        "magistral-think",
        '[THINK]call {"name": "bash", "arguments": {"command": "ls -la"}}[/THINK][TOOL_CALLS]read[ARGS]{"path": '
        '"src/app.py"}',
        R,
    ),
    # ---- traps: near-JSON ------------------------------------------------------------------
    c("near-single-quotes", "{'name': 'read', 'arguments': {'path': 'src/app.py'}}", R, repaired=True),
    c(
        "near-apostrophe-in-single",
        "{'name': 'bash', 'arguments': {'command': 'echo it's fine'}}",
        ("bash", {"command": "echo it's fine"}),
        repaired=True,
    ),
    c("near-trailing-commas", '{"name": "read", "arguments": {"path": "src/app.py",},}', R, repaired=True),
    c("near-unquoted-keys", '{name: "read", arguments: {path: "src/app.py"}}', R, repaired=True),
    c(
        "near-raw-newline",
        '{"name": "write", "arguments": {"path": "a.txt", "content": "one\ntwo"}}',
        ("write", {"path": "a.txt", "content": "one\ntwo"}),
        repaired=True,
    ),
    c(
        "near-inner-quotes",
        '{"name": "bash", "arguments": {"command": "echo "hello" world"}}',
        ("bash", {"command": 'echo "hello" world'}),
        repaired=True,
    ),
    c(
        "near-python-literals",
        "{'name': 'search', 'arguments': {'query': 'x', 'regex': True, 'options': None}}",
        ("search", {"query": "x", "regex": True}),
    ),  # None: not given
    c("near-missing-final-brace", '{"name": "read", "arguments": {"path": "src/app.py"}', R, repaired=True),
    c(
        "near-missing-two-braces",
        'Sure. {"name": "read", "arguments": {"path": "src/app.py"',
        R,
        repaired=True,
        content="Sure.",
    ),
    # ---- cut off inside a string value: never completed and run (it would write half a file) --
    c(
        "near-cut-in-string",
        '{"name": "write", "arguments": {"path": "a.txt", "content": "partial',
        errors=["The call to write was cut off", "Send the whole call to write again, complete"],
    ),
    c(  # the reply of the bug report: an OpenAI-compatible server said finish_reason "stop"
        "cut-edit-finish-stop",
        '{"name": "edit", "arguments": {"path": "calc.py", "old_text": "    return 0", "new_text": "    return sum(num',
        errors=["The call to edit was cut off inside a string value", "Send the whole call to edit again, complete"],
    ),
    c(
        "cut-hermes-in-string",
        '<tool_call>\n{"name": "write", "arguments": {"path": "a.py", "content": "def f():\\n    return',
        errors=["The call to write was cut off"],
    ),
    c(
        "cut-hermes-string-runs-into-closing-tag",
        '<tool_call>{"name": "write", "arguments": {"path": "a.py", "content": "x = 1}}</tool_call>',
        errors=["The call to write was cut off"],
    ),
    c(
        "cut-single-quoted-string",
        "{'name': 'write', 'arguments': {'path': 'a.txt', 'content': 'half of it",
        errors=["The call to write was cut off"],
    ),
    c(
        "cut-arguments-string",
        '{"name": "write", "arguments": "{\\"path\\": \\"a.txt\\", \\"content\\": \\"partial"}',
        errors=["The call to write was cut off"],
    ),
    c(
        "cut-qwen3-coder-value",
        "<tool_call>\n<function=write>\n<parameter=path>\na.py\n</parameter>\n<parameter=content>\ndef f():\n    ret",
        errors=["The call to write was cut off"],
    ),
    c(
        "cut-minimax-value",
        '<minimax:tool_call>\n<invoke name="write">\n<parameter name="path">a.py</parameter>\n'
        '<parameter name="content">def f():',
        errors=["The call to write was cut off"],
    ),
    c(
        "cut-glm-value",
        "<tool_call>write\n<arg_key>path</arg_key>\n<arg_value>a.py</arg_value>\n<arg_key>content</arg_key>\n"
        "<arg_value>def f():",
        errors=["The call to write was cut off"],
    ),
    c(
        "cut-mistral-in-string",
        '[TOOL_CALLS]write{"path": "a.py", "content": "def f():',
        errors=["The call to write was cut off"],
    ),
    c(
        "cut-harmony-in-string",
        "<|start|>assistant<|channel|>commentary to=functions.write <|constrain|>json<|message|>"
        '{"path": "a.py", "content": "def f():',
        errors=["The call to write was cut off"],
    ),
    c(  # a key and its colon, the value never written: repairing it gave new_text "" (the edit deleted)
        "cut-after-colon",
        '{"name": "edit", "arguments": {"path": "calc.py", "old_text": "    return 0", "new_text":',
        errors=["The call to edit was cut off before its arguments were complete"],
    ),
    c(
        "cut-after-key",
        '{"name": "edit", "arguments": {"path": "calc.py", "old_text": "    return 0", "new_text"',
        errors=["The call to edit was cut off before its arguments were complete"],
    ),
    c(  # more arguments were coming (an optional one would have been dropped without a word)
        "cut-after-comma",
        '{"name": "read", "arguments": {"path": "src/app.py", ',
        errors=["The call to read was cut off before its arguments were complete"],
    ),
    c(  # 10 may have been 100
        "cut-in-number",
        '{"name": "read", "arguments": {"path": "src/app.py", "limit": 10',
        errors=["The call to read was cut off before its arguments were complete"],
    ),
    c(
        "cut-after-opening-bracket",
        '{"name": "search", "arguments": {"query": "x", "globs": [',
        errors=["The call to search was cut off before its arguments were complete"],
    ),
    c(
        "cut-in-string-in-list",
        '{"name": "search", "arguments": {"query": "x", "globs": ["*.py", "*.m',
        errors=["The call to search was cut off inside a string value"],
    ),
    c(  # its last quote may be an inner one: the string's end is a guess
        "cut-string-with-inner-quotes",
        '{"name": "write", "arguments": {"path": "a.txt", "content": "say "hi"',
        errors=["The call to write was cut off inside a string value"],
    ),
    c(
        "cut-after-backslash",
        '{"name": "write", "arguments": {"path": "a.txt", "content": "C:\\',
        errors=["The call to write was cut off inside a string value"],
    ),
    c(  # the first call is complete and runs; the second is cut off
        "cut-second-call-in-list",
        '[{"name": "read", "arguments": {"path": "src/app.py"}}, '
        '{"name": "write", "arguments": {"path": "a", "content": "x',
        R,
        errors=["The call to write was cut off inside a string value"],
    ),
    c(
        "cut-second-hermes-call",
        '<tool_call>{"name": "read", "arguments": {"path": "src/app.py"}}</tool_call>\n'
        '<tool_call>{"name": "write", "arguments": {"path": "a", "content": "x',
        R,
        errors=["The call to write was cut off inside a string value"],
    ),
    c(  # the string runs into the call token: the token is no part of the value
        "cut-harmony-before-call-token",
        "<|start|>assistant<|channel|>commentary to=functions.write <|constrain|>json<|message|>"
        '{"path": "a.py", "content": "def f():<|call|>',
        errors=["The call to write was cut off inside a string value"],
    ),
    c(
        "cut-functionary-in-string",
        '<function=write>{"path": "a.py", "content": "def f():',
        errors=["The call to write was cut off inside a string value"],
    ),
    c(
        "cut-kimi-in-string",
        "<|tool_calls_section_begin|><|tool_call_begin|>functions.write:0<|tool_call_argument_begin|>"
        '{"path": "a.py", "content": "def f():',
        errors=["The call to write was cut off inside a string value"],
    ),
    c(
        "cut-arguments-string-after-colon",
        '{"name": "edit", "arguments": "{\\"path\\": \\"calc.py\\", \\"old_text\\": \\"x\\", \\"new_text\\":"}',
        errors=["The call to edit was cut off before its arguments were complete"],
    ),
    c(  # a GLM value ends at its </arg_value>: cut before it, a </tool_call> written inside the value ends nothing
        "cut-glm-value-holding-end-tag",
        "<tool_call>write<arg_key>path</arg_key><arg_value>a.md</arg_value><arg_key>content</arg_key><arg_value>"
        "Wrap calls in <tool_call> and </tool_call>; the",
        errors=["The call to write was cut off inside a string value"],
    ),
    c(  # a closing parameter tag cut short: the value's end is not known
        "cut-qwen3-coder-closing-tag",
        "<tool_call>\n<function=write>\n<parameter=path>\na.py\n</parameter>\n<parameter=content>\nx = 1\n</param",
        errors=["The call to write was cut off inside a string value"],
    ),
    c(
        "cut-qwen3-coder-parameter-tag",
        "<tool_call>\n<function=write>\n<parameter=path>\na.py\n</parameter>\n<parameter=cont",
        errors=["The call to write was cut off before its arguments were complete"],
    ),
    c(
        "cut-qwen3-coder-parameter-opening",
        "<tool_call>\n<function=write>\n<parameter=path>\na.py\n</parameter>\n<param",
        errors=["The call to write was cut off before its arguments were complete"],
    ),
    c(
        "cut-minimax-parameter-tag",
        '<minimax:tool_call>\n<invoke name="write">\n<parameter name="path">a.py</parameter>\n<parameter name="cont',
        errors=["The call to write was cut off before its arguments were complete"],
    ),
    c(
        "cut-glm-key-without-value",
        "<tool_call>write\n<arg_key>path</arg_key>\n<arg_value>a.py</arg_value>\n<arg_key>content</arg_key>",
        errors=["The call to write was cut off before its arguments were complete"],
    ),
    c(
        "cut-glm-closing-tag",
        "<tool_call>write\n<arg_key>path</arg_key>\n<arg_value>a.py</arg_value>\n<arg_key>content</arg_key>\n"
        "<arg_value>x = 1</arg_va",
        errors=["The call to write was cut off inside a string value"],
    ),
    c(  # Python call syntax: a call left open is never run (it used to stay text, the model never told)
        "cut-pythonic-in-string",
        "[write(path='a.py', content='def f():",
        errors=["The call to write was cut off inside a string value"],
    ),
    c(
        "cut-pythonic-second-call",
        "[read(path='src/app.py'), write(path='a.py', content='def f():",
        R,
        errors=["The call to write was cut off inside a string value"],
    ),
    c(
        "cut-lfm2-pythonic",
        "<|tool_call_start|>[write(path='a.py', content='def f():",
        errors=["The call to write was cut off inside a string value"],
    ),
    c(  # only braces missing after a complete string: closing them is safe
        "cut-braces-only-is-repaired",
        '{"name": "write", "arguments": {"path": "a.txt", "content": "all of it"',
        ("write", {"path": "a.txt", "content": "all of it"}),
        repaired=True,
    ),
    c(  # escaped quotes: the string's end is certain
        "cut-braces-only-after-escaped-quotes",
        '{"name": "write", "arguments": {"path": "a.txt", "content": "say \\"hi\\""',
        ("write", {"path": "a.txt", "content": 'say "hi"'}),
        repaired=True,
    ),
    c(  # a quote in the prose after the value (an apostrophe) is no string of the call
        "cut-braces-only-then-prose",
        '{"name": "read", "arguments": {"path": "src/app.py"} I\'ll check it.',
        R,
        repaired=True,
    ),
    c(
        "cut-braces-only-after-a-list",
        '{"name": "search", "arguments": {"query": "x", "globs": ["*.py", "*.md"]',
        ("search", {"query": "x", "globs": ["*.py", "*.md"]}),
        repaired=True,
    ),
    c(  # a list left open after an item: it may have had more items
        "cut-list-after-an-item",
        '{"name": "search", "arguments": {"query": "x", "globs": ["*.py", "*.md"',
        errors=["The call to search was cut off before its arguments were complete"],
    ),
    c(  # a closing tag ends a number as surely as a brace would: only the braces are missing
        "cut-braces-only-number-before-closing-tag",
        '<tool_call>{"name": "read", "arguments": {"path": "src/app.py", "limit": 5</tool_call>',
        ("read", {"path": "src/app.py", "limit": 5}),
        repaired=True,
    ),
    c(
        "cut-braces-only-number-before-harmony-call",
        "<|start|>assistant<|channel|>commentary to=functions.read <|constrain|>json<|message|>"
        '{"path": "src/app.py", "limit": 5<|call|>',
        ("read", {"path": "src/app.py", "limit": 5}),
    ),
    c(  # but a value missing before the closing tag is not there to be closed
        "missing-value-before-closing-tag",
        '<tool_call>{"name": "edit", "arguments": {"path": "calc.py", "old_text": "x", "new_text": </tool_call>',
        errors=["The call to edit was cut off before its arguments were complete"],
    ),
    c(  # not a cut: the arguments string is whole, and no JSON object
        "arguments-string-not-an-object",
        '{"name": "bash", "arguments": "ls -la"}',
        errors=["The arguments of bash are not a JSON object"],
    ),
    c("near-arguments-string-repair", '{"name": "read", "arguments": "{\'path\': \'src/app.py\'}"}', R, repaired=True),
    c(
        "near-hermes-single-quotes",
        "<tool_call>{'name': 'read', 'arguments': {'path': 'src/app.py'}}</tool_call>",
        R,
        dialect="hermes",
    ),
    c("extra-data-after", '{"name": "read", "arguments": {"path": "src/app.py"}} {"note": "extra"} trailing words', R),
    # ---- traps: names, arguments, schema echo ----------------------------------------------
    c("alias-read-file", '{"name": "read_file", "arguments": {"file_path": "src/app.py"}}', R, repaired=True),
    c("alias-run-shell", '{"name": "run_shell", "arguments": {"cmd": "ls -la"}}', LS, repaired=True),
    c("alias-execute", '<tool_call>{"name": "execute", "arguments": {"command": "ls -la"}}</tool_call>', LS),
    c("alias-shell", '[shell(cmd="ls -la")]', LS),
    c(
        "alias-write-file",
        '{"name": "write_file", "arguments": {"filename": "a.txt", "text": "hi"}}',
        ("write", {"path": "a.txt", "content": "hi"}),
    ),
    c(
        "alias-str-replace",
        '{"name": "str_replace", "arguments": {"file_path": "a.py", "old_string": "x", "new_string": "y"}}',
        ("edit", {"path": "a.py", "old_text": "x", "new_text": "y"}),
    ),
    c(
        "alias-edit-file",
        '{"name": "edit_file", "arguments": {"path": "a.py", "old_str": "x", "new_str": "y"}}',
        ("edit", {"path": "a.py", "old_text": "x", "new_text": "y"}),
    ),
    c("alias-case", '{"name": "READ", "arguments": {"Path": "src/app.py"}}', R, repaired=True),
    c("alias-dash", '{"name": "read-file", "arguments": {"file-path": "src/app.py"}}', R),
    c("alias-camel", '{"name": "readFile", "arguments": {"filePath": "src/app.py"}}', R),
    c("alias-functions-prefix", '{"name": "functions.read", "arguments": {"path": "src/app.py"}}', R),
    c(
        "alias-beside-declared-is-error",
        '{"name": "write", "arguments": {"path": "a.txt", "content": "real", "text": "alias"}}',
        errors=["unknown argument 'text'"],
    ),
    c(
        "string-number-coerced",
        '{"name": "read", "arguments": {"path": "src/app.py", "limit": "50"}}',
        ("read", {"path": "src/app.py", "limit": 50}),
        repaired=True,
    ),
    c(  # one item written bare where a list of strings goes (corpus ac's llama3.1 `"domain": "light"`)
        "string-for-array-wrapped",
        '{"name": "search", "arguments": {"query": "x", "globs": "*.py"}}',
        ("search", {"query": "x", "globs": ["*.py"]}),
        repaired=True,
    ),
    c("none-optional-dropped", "[bash(command='ls -la', timeout=None)]", LS),
    c(
        "echo-extra-keys",
        '{"name": "read", "description": "Read a file.", "type": "function", "arguments": {"path": "src/app.py"}}',
        R,
    ),
    c(
        "echo-in-arguments",
        '{"name": "read", "arguments": {"path": "src/app.py", "type": "object", "description": "Read a file."}}',
        R,
        repaired=True,
    ),
    c(
        "echo-schema-shape-values",
        '{"name": "read", "arguments": {"type": "object", "properties": {"path": "src/app.py"}}}',
        R,
        repaired=True,
    ),
    c(
        "echo-value-object",
        '{"name": "read", "arguments": {"path": {"type": "string", "value": "src/app.py"}}}',
        R,
        repaired=True,
    ),
    c(
        "unknown-tool-json",
        '{"name": "web_search", "arguments": {"query": "x"}}',
        errors=["web_search", "read, edit, write, bash, search"],
    ),
    c(
        "unknown-tool-hermes",
        '<tool_call>{"name": "delete_everything", "arguments": {}}</tool_call>',
        errors=["delete_everything"],
        content="",
    ),
    c(
        "unknown-and-known",
        '<tool_call>{"name": "nope", "arguments": {}}</tool_call><tool_call>{"name": "read", "arguments": {"path": '
        '"src/app.py"}}</tool_call>',
        R,
        errors=["nope"],
    ),
    c(
        "schema-wrong-type",
        '{"name": "read", "arguments": {"path": 5}}',
        errors=["'path'", "expected string", "got integer 5"],
        content="",
    ),
    c(
        "schema-missing-required",
        '<tool_call>{"name": "edit", "arguments": {"path": "a.py", "old_text": "x"}}</tool_call>',
        errors=["missing required argument 'new_text'"],
    ),
    c(
        "schema-unknown-argument",
        '{"name": "read", "arguments": {"path": "a", "colour": "red"}}',
        errors=["unknown argument 'colour'"],
    ),
    c(
        "schema-enum",
        '{"name": "search", "arguments": {"query": "x", "mode": "slow"}}',
        errors=["'mode'", '"fast", "full"', '"slow"'],
    ),
    c("schema-items", '{"name": "search", "arguments": {"query": "x", "globs": ["a", 3]}}', errors=["globs[1]"]),
    c(
        "schema-bad-xml-int",
        "<tool_call><function=read><parameter=path>a</parameter><parameter=limit>ten</parameter></function></tool_call>",
        errors=["'limit'", "expected integer"],
    ),
    c(
        "arguments-not-object",
        '<tool_call>{"name": "read", "arguments": ["src/app.py"]}</tool_call>',
        errors=["must be an object"],
    ),
    # ---- negatives: not calls --------------------------------------------------------------
    c("neg-prose", "The build passed. Nothing else to do."),
    c("neg-empty", "", content=""),
    c("neg-whitespace", "  \n\t ", content=""),
    c(
        "neg-package-json",
        'Here is the package.json:\n{"name": "my-app", "version": "1.0.0", "scripts": {"test": "jest"}}',
    ),
    c(
        "neg-package-json-fenced",
        'Your package.json:\n```json\n{\n  "name": "read",\n  "version": "2.0.0",\n  "dependencies": {}\n}\n```',
    ),
    c("neg-json-example", 'A config looks like {"name": "bash", "enabled": true, "retries": 3}.'),
    c("neg-python-sample", "```python\nresult = read(path='x')\nprint(bash(command='ls'))\n```"),
    c("neg-python-sample-list", "```python\ncalls = [read(path='src/app.py')]\n```"),
    c("neg-js-sample", '```js\nfetch("/api").then(r => r.json())\n```'),
    c("neg-inline-code", 'Call it like `{"name": "read", "arguments": {"path": "x"}}` when needed.'),
    c("neg-inline-pythonic", "Use `[read(path='x')]` to read."),
    c("neg-function-call-in-prose", "Then run(main) and print(result) to see it."),
    c("neg-unknown-pythonic", "[foo(x=1), bar(y=2)]"),
    c("neg-markdown-link", "See [the docs](https://example.com) and [read more](./README.md)."),
    c("neg-list-of-numbers", "Values: [1, 2, 3] and {1, 2}."),
    c("neg-json-data", '{"users": [{"name": "ann", "age": 3}]}'),
    c("neg-json-name-only", '{"name": "read"}'),  # read needs a path: no call without arguments
    c("neg-json-name-only-person", 'The author: {"name": "Ann Lee"}.'),
    c("neg-stripped-marker-unknown-tool", 'frobnicate[ARGS]{"x": 1}'),
    c("neg-stripped-marker-in-prose", 'I would call read[ARGS]{"path": "src/app.py"} here.'),
    c(
        "neg-schema-echo",
        '{"name": "read", "description": "Read a file.", "parameters": {"type": "object", "properties": {"path": '
        '{"type": "string"}}, "required": ["path"]}}',
    ),
    c(
        "neg-schema-echo-openai",
        '[{"type": "function", "function": {"name": "bash", "description": "Run", "parameters": {"type": "object", '
        '"properties": {"command": {"type": "string", "description": "cmd"}}}}}]',
    ),
    c(
        "neg-schema-echo-hermes-tools",
        '<tools>\n{"type": "function", "function": {"name": "read", "parameters": {"type": "object", "properties": '
        '{"path": {"type": "string"}}}}}\n</tools>',
    ),
    c("neg-braces-prose", "Use {braces} like { this } and {{ templates }}."),
    c("neg-unbalanced", "{ oops [ not json"),
    c("neg-unclosed-string", '{"a": "never closed'),
    c("neg-tag-words", "The <tool_call> tag is how Hermes models call tools."),
    c("neg-bare-end-tag", "Text with a stray </tool_call> end tag"),  # named between words: kept (corpora p, z, ab)
    c("neg-mention-tool-calls", "I used [TOOL_CALLS] earlier, which is the Mistral marker."),
    c("neg-html", '<div class="x"><p>Hello</p></div>'),
    c("neg-math", "If f(x) = [a(b), c] then g(y) = {k: v}."),
    c("neg-yaml", "name: read\narguments:\n  path: src/app.py"),
    c("neg-think-only", "<think>I should call read on src/app.py</think>", content=""),
    c("neg-sql", "SELECT name, arguments FROM calls WHERE name = 'read';"),
    c("neg-diff", '```diff\n- {"name": "read", "arguments": {}}\n+ {"name": "bash"}\n```'),
    c("neg-nested-call-object", '{"example": {"name": "read", "arguments": {"path": "x"}}, "note": "docs"}'),
    c("neg-list-mixed", '[{"name": "read", "arguments": {"path": "x"}}, 42]'),
    c("neg-log-line", "[2024-01-01 12:00:00] INFO read(path=src/app.py) done"),
    c("neg-shell-sample", "```bash\nls -la && cat package.json\n```"),
    c("neg-json-array-strings", '["read", "bash", "write"]'),
    c("neg-tool-name-word", "I will read the file and then bash it into shape."),
    c("neg-gemma-words", "call:read is how Gemma starts a call."),
    c(
        "neg-harmony-analysis-only",
        '<|channel|>analysis<|message|>thinking about {"name": "read", "arguments": {"path": "x"}}<|end|>',
        content="",
    ),
    c("neg-deep-nesting", '{"a":' * 200 + "1" + "}" * 200),
    c("neg-url-query", 'Open https://example.com/?q={"name":"x"} in a browser.'),
    c("neg-code-comment", "```\n// TODO: call read(path) here\n```"),
    c("neg-object-with-name-and-more", '{"name": "read", "arguments": {"path": "x"}, "version": 2, "license": "MIT"}'),
]

# a JSON call naming no offered tool: not run, reported, and its text stays for the user
CASES.append(
    c(
        "neg-unknown-name-prose",
        'Running it: {"name": "my_tool", "arguments": {"x": 1}} as documented.',
        errors=["my_tool"],
        content='Running it: {"name": "my_tool", "arguments": {"x": 1}} as documented.',
    )
)
# after "Example:" the same call is an example shown, not a call attempt: text, with no error (corpus ab's deepwiki)
CASES.append(c("neg-unknown-name-example", 'Example: {"name": "my_tool", "arguments": {"x": 1}} as documented.'))

ROUND_TRIP_CALLS = [
    ("read", {"path": "src/app.py", "limit": 20}),
    ("edit", {"path": "a b/c.py", "old_text": "x = 'one'", "new_text": 'y = "two", {z}'}),
    ("search", {"query": "ünï ✓", "regex": True, "globs": ["*.py"], "max_results": 3}),
]


def rendered_cases() -> list[Case]:
    """Each dialect as render_call writes it, three calls each."""
    return [
        Case(f"render-{dialect}-{i}", render_call(name, args, dialect), [(name, args)], dialect=dialect, content="")
        for dialect in DIALECTS
        for i, (name, args) in enumerate(ROUND_TRIP_CALLS)
    ]


ALL_CASES = CASES + rendered_cases()
