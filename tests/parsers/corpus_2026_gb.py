# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set gb: documentation that shows a tool-call format in markup other than a ``` fence, gathered without reading the parser.

Families: all negatives. A Python module docstring (the Sphinx/reST source a docs build reads) naming the Hermes
`<tool_call>{"name": ..., "arguments": ...}</tool_call>` envelope inline in prose, with placeholders for the values.

Sources: deankerr/hermes-agent environments/tool_call_parsers/qwen_parser.py (read through the code-search opening,
which showed the whole small file).

Could not find (in the helper's 30 minutes): the well-known docs pages that show calls in `~~~` fences, indented
blocks, reST `::`/`.. code-block::`, AsciiDoc listings, Org #+BEGIN_SRC, blockquotes or table cells (vLLM
tool_calling.md, llama.cpp docs/function-calling.md, SmolLM3-3B's model card, llguidance docs/toolcalls.md, Qwen
readthedocs, lmdeploy, sglang, TensorRT-LLM, llama-models prompt_format pages) are already cited by earlier sets; the
uncited hits that do use such markup (a willitcall case study with a 4-space indented Qwen2.5 `<tool_call>`, reST `::`
docstrings quoting `<tool_call>` blocks, a Rust test with a `~~~` fence) came from exact-string search, which gives no
repository or path to cite, and the Red Hat AI Inference Server AsciiDoc page was only seen as a search excerpt without
its listings. So this set holds one case, far under the 15 aimed for.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_GB: list[dict[str, Any]] = [
    # hermes-agent built-ins (the parser's docstring names no concrete tool)
    tool_schema("terminal", ("command",), command="string"),
    tool_schema("read_file", ("path",), path="string"),
]

SOURCES_GB: dict[str, str] = {}
CASES_GB: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_GB[id] = source
    CASES_GB.append(Case(id, text, list(calls), **kw))


# ---- docstrings (Sphinx/reST sources) that quote a call format inline --------------------------------
real("https://github.com/deankerr/hermes-agent/blob/main/environments/tool_call_parsers/qwen_parser.py (module and class docstrings, from the code-search opening of the whole file; cut after the class docstring)", "neg-hermes-agent-qwen-parser-docstring-inline-envelope",
     "\"\"\"\n"
     "Qwen 2.5 tool call parser.\n\n"
     "Uses the same <tool_call> format as Hermes.\n"
     "Registered as a separate parser name for clarity when using --tool-parser=qwen.\n"
     "\"\"\"\n\n"
     "from environments.tool_call_parsers import register_parser\n"
     "from environments.tool_call_parsers.hermes_parser import HermesToolCallParser\n\n\n"
     "@register_parser(\"qwen\")\n"
     "class QwenToolCallParser(HermesToolCallParser):\n"
     "    \"\"\"\n"
     "    Parser for Qwen 2.5 tool calls.\n"
     "    Same <tool_call>{\"name\": ..., \"arguments\": ...}</tool_call> format as Hermes.\n"
     "    \"\"\"")  # fmt: skip
