# ruff: noqa: E501
"""Held-out set de (issue 42): raw replies of local models quoted on web pages and docs, gathered without reading the parser.

Families: Hermes-3-style bare JSON ({"arguments", "name"}) that Ollama left in the text (NVIDIA NemoClaw's docs page),
Qwen3's XML <tool_call><function=...><parameter=...> (a vLLM design doc's failing benchmark output), DeepSeek's DSML
(<｜DSML｜tool_calls>/<｜DSML｜invoke>/<｜DSML｜parameter> with CDATA values, the same with the leading bar dropped and with no
bar at all) from ds2api's fixtures of real DeepSeek replies to a Claude Code-style client, and one DeepSeek reply
that shows the call format in a fence and says it is not a call.

Sources: docs.nvidia.com/nemoclaw (tool-calling-reliability), vllm PR 39055's rendered design doc, CJackHwang/ds2api
tests/compat/fixtures/toolcalls (six files).

Could not find (in the helper's 35 minutes): most web pages that quote a raw local-model reply with a complete call
(NemoClaw#2731/#2733, openclaw#60601, LM Studio#1592, ollama#8287's nemotron-mini, froggeric's Qwen template discussion,
opencode#6883's GLM-4.7, Devstral GGUF discussions, Gemma docs, unsloth's PRs, the Llama 3.3 bare JSON of vllm-mlx#580)
are already cited by earlier corpora; the rest show only parsed tool_calls, SSE deltas, placeholders ("...", "X") or
prompt templates. gpt-oss, GLM, Kimi, MiniMax, Seed-OSS, Granite, Phi, SmolLM and LFM raw replies on uncited pages
were not found, so the set is smaller than the 15 aimed for.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_DE: list[dict[str, Any]] = [
    # OpenClaw's memory tool (NemoClaw docs)
    tool_schema("memory_search", ("query",), query="string"),
    # the benchmark's answer tool (vLLM design doc)
    tool_schema("Finish", ("answer",), answer="string"),
    # Claude Code tools named in ds2api's fixtures
    tool_schema("Read", ("file_path",), file_path="string", offset="integer", limit="integer"),
    tool_schema(
        "Edit", ("file_path", "old_string", "new_string"), file_path="string", old_string="string", new_string="string"
    ),
    tool_schema("Bash", ("command",), command="string", description="string"),
]

SOURCES_DE: dict[str, str] = {}
CASES_DE: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_DE[id] = source
    CASES_DE.append(Case(id, text, list(calls), **kw))


real("https://docs.nvidia.com/nemoclaw/inference/tool-calling-reliability.md (the raw JSON the page says the OpenClaw TUI shows as the assistant's text when hermes3-class models on Ollama leak a call; first code block)", "nemoclaw-docs-leaked-memory-search-json",
     "{\"arguments\":{\"query\":\"robotics\"},\"name\":\"memory_search\"}",
     ("memory_search", {"query": "robotics"}))  # fmt: skip
real("https://vllm--39055.org.readthedocs.build/en/39055/design/qwen3_reasoning_tool_call_recovery/ (Problem Statement: the XML tool call Qwen3/Qwen3.5 emitted inside <think> in the benchmark failure the design doc fixes)", "qwen3-xml-finish-call-from-vllm-design-doc",
     "<tool_call>\n<function=Finish>\n<parameter=answer>\n204\n</parameter>\n</function>\n</tool_call>",
     ("Finish", {"answer": "204"}))  # fmt: skip
real("https://github.com/CJackHwang/ds2api/blob/ee3e52738cbe738f7ce36e5718bf94e5fcb81ea9/tests/compat/fixtures/toolcalls/true_positive/dsml_single_read_offset.json (the fixture's \"text\"; ds2api relays DeepSeek's web chat to Claude Code-style clients; fixture tool_names [Read])", "deepseek-dsml-read-offset-limit",
     "NEXT/HOLD 预览区域修复已完成。让我验证修复结果：\n\n<｜DSML｜tool_calls>\n  <｜DSML｜invoke name=\"Read\">\n    <｜DSML｜parameter name=\"file_path\"><![CDATA[/Users/activer/developer/game-01/game.js]]></｜DSML｜parameter>\n    <｜DSML｜parameter name=\"offset\"><![CDATA[1208]]></｜DSML｜parameter>\n    <｜DSML｜parameter name=\"limit\"><![CDATA[42]]></｜DSML｜parameter>\n  </｜DSML｜invoke>\n</｜DSML｜tool_calls>",
     ("Read", {"file_path": "/Users/activer/developer/game-01/game.js", "offset": 1208, "limit": 42}))  # fmt: skip
real("https://github.com/CJackHwang/ds2api/blob/ca54ca18a1ac204edd316a088be1d5665f7b76e6/tests/compat/fixtures/toolcalls/true_positive/dsml_multi_read_pair.json (the fixture's \"text\"; ds2api relays DeepSeek's web chat to Claude Code-style clients; fixture tool_names [Read])", "deepseek-dsml-two-reads",
     "好的，让我更深入地追踪整个渲染链路。我需要看 `start()` 方法、渲染循环，以及确认 `_drawNext` 是否真的被调用。\n\n<｜DSML｜tool_calls>\n  <｜DSML｜invoke name=\"Read\">\n    <｜DSML｜parameter name=\"file_path\"><![CDATA[/Users/activer/developer/game-01/game.js]]></｜DSML｜parameter>\n    <｜DSML｜parameter name=\"limit\"><![CDATA[50]]></｜DSML｜parameter>\n    <｜DSML｜parameter name=\"offset\"><![CDATA[515]]></｜DSML｜parameter>\n  </｜DSML｜invoke>\n  <｜DSML｜invoke name=\"Read\">\n    <｜DSML｜parameter name=\"file_path\"><![CDATA[/Users/activer/developer/game-01/game.js]]></｜DSML｜parameter>\n    <｜DSML｜parameter name=\"limit\"><![CDATA[80]]></｜DSML｜parameter>\n    <｜DSML｜parameter name=\"offset\"><![CDATA[670]]></｜DSML｜parameter>\n  </｜DSML｜invoke>\n</｜DSML｜tool_calls>",
     ("Read", {"file_path": "/Users/activer/developer/game-01/game.js", "limit": 50, "offset": 515}),
     ("Read", {"file_path": "/Users/activer/developer/game-01/game.js", "limit": 80, "offset": 670}))  # fmt: skip
real("https://github.com/CJackHwang/ds2api/blob/ee3e52738cbe738f7ce36e5718bf94e5fcb81ea9/tests/compat/fixtures/toolcalls/true_positive/dsml_drift_bash_command.json (the fixture's \"text\"; ds2api relays DeepSeek's web chat to Claude Code-style clients; fixture tool_names [Bash])", "deepseek-dsml-drift-no-leading-bar-two-bash",
     "继续深入分析。上次的修复（`getAttribute` → `style.width`）理论正确但用户反馈仍不工作。让我对比原始文件 `cyberpunk-tetris.html` 中相关代码，找出文件拆分过程中可能引入的差异。\n\n<DSML｜tool_calls>\n  <DSML｜invoke name=\"Bash\">\n    <DSML｜parameter name=\"command\"><![CDATA[grep -n \"_drawPieceOnCanvas\\|_setupCanvas\\|_drawNext\\|_drawHold\\|nextSlots\\|holdCanvas\" /Users/activer/developer/game-01/cyberpunk-tetris.html | head -60]]></DSML｜parameter>\n    <DSML｜parameter name=\"description\"><![CDATA[Search for rendering-related methods in original HTML]]></DSML｜parameter>\n  </DSML｜invoke>\n  <DSML｜invoke name=\"Bash\">\n    <DSML｜parameter name=\"command\"><![CDATA[grep -n \"_drawPieceOnCanvas\\|_setupCanvas\\|_drawNext\\|_drawHold\\|nextSlots\\|holdCanvas\" /Users/activer/developer/game-01/game.js]]></DSML｜parameter>\n    <DSML｜parameter name=\"description\"><![CDATA[Search for rendering-related methods in game.js]]></DSML｜parameter>\n  </DSML｜invoke>\n</DSML｜tool_calls>",
     ("Bash", {"command": "grep -n \"_drawPieceOnCanvas\\|_setupCanvas\\|_drawNext\\|_drawHold\\|nextSlots\\|holdCanvas\" /Users/activer/developer/game-01/cyberpunk-tetris.html | head -60", "description": "Search for rendering-related methods in original HTML"}),
     ("Bash", {"command": "grep -n \"_drawPieceOnCanvas\\|_setupCanvas\\|_drawNext\\|_drawHold\\|nextSlots\\|holdCanvas\" /Users/activer/developer/game-01/game.js", "description": "Search for rendering-related methods in game.js"}))  # fmt: skip
real("https://github.com/CJackHwang/ds2api/blob/ca54ca18a1ac204edd316a088be1d5665f7b76e6/tests/compat/fixtures/toolcalls/true_positive/dsml_single_edit_multiparams.json (the fixture's \"text\"; ds2api relays DeepSeek's web chat to Claude Code-style clients; fixture tool_names [Edit])", "deepseek-dsml-edit-multiline-cdata",
     "现在修复 NEXT/HOLD 预览区域显示问题。问题根因是 `canvas.getAttribute('width')` 在 DPR 缩放后返回的是物理像素值（如 200），而非 CSS 逻辑尺寸（100），导致 `clearRect` 和居中计算使用了错误的画布尺寸。\n\n<｜DSML｜tool_calls>\n  <｜DSML｜invoke name=\"Edit\">\n    <｜DSML｜parameter name=\"file_path\"><![CDATA[/Users/activer/developer/game-01/game.js]]></｜DSML｜parameter>\n    <｜DSML｜parameter name=\"old_string\"><![CDATA[    const w = parseInt(canvas.getAttribute('width'));\n    const h = parseInt(canvas.getAttribute('height'));\n    ctx.clearRect(0, 0, w, h);\n\n    if (!type || !color) return;]]></｜DSML｜parameter>\n    <｜DSML｜parameter name=\"new_string\"><![CDATA[    const w = parseInt(canvas.style.width);\n    const h = parseInt(canvas.style.height);\n    ctx.clearRect(0, 0, w, h);\n\n    if (!type || !color) return;]]></｜DSML｜parameter>\n  </｜DSML｜invoke>\n</｜DSML｜tool_calls>",
     ("Edit", {"file_path": "/Users/activer/developer/game-01/game.js", "old_string": "    const w = parseInt(canvas.getAttribute('width'));\n    const h = parseInt(canvas.getAttribute('height'));\n    ctx.clearRect(0, 0, w, h);\n\n    if (!type || !color) return;", "new_string": "    const w = parseInt(canvas.style.width);\n    const h = parseInt(canvas.style.height);\n    ctx.clearRect(0, 0, w, h);\n\n    if (!type || !color) return;"}))  # fmt: skip
real("https://github.com/CJackHwang/ds2api/blob/ca54ca18a1ac204edd316a088be1d5665f7b76e6/tests/compat/fixtures/toolcalls/true_positive/dsml_no_separator_variant.json (the fixture's \"text\"; ds2api relays DeepSeek's web chat to Claude Code-style clients; fixture tool_names [Read, Edit, Bash])", "deepseek-dsml-no-separator-two-reads",
     "让我直接对比原始文件中对应的函数，看看拆分时是否有差异被引入。\n\n<DSMLtool_calls>\n<DSMLinvoke name=\"Read\">\n<DSMLparameter name=\"file_path\"><![CDATA[/Users/activer/developer/game-01/cyberpunk-tetris.html]]></DSMLparameter>\n<DSMLparameter name=\"limit\"><![CDATA[55]]></DSMLparameter>\n<DSMLparameter name=\"offset\"><![CDATA[1706]]></DSMLparameter>\n</DSMLinvoke>\n<DSMLinvoke name=\"Read\">\n<DSMLparameter name=\"file_path\"><![CDATA[/Users/activer/developer/game-01/game.js]]></DSMLparameter>\n<DSMLparameter name=\"limit\"><![CDATA[55]]></DSMLparameter>\n<DSMLparameter name=\"offset\"><![CDATA[1208]]></DSMLparameter>\n</DSMLinvoke>\n</DSMLtool_calls>",
     ("Read", {"file_path": "/Users/activer/developer/game-01/cyberpunk-tetris.html", "limit": 55, "offset": 1706}),
     ("Read", {"file_path": "/Users/activer/developer/game-01/game.js", "limit": 55, "offset": 1208}))  # fmt: skip
real("https://github.com/CJackHwang/ds2api/blob/ca54ca18a1ac204edd316a088be1d5665f7b76e6/tests/compat/fixtures/toolcalls/false_positive/fenced_code_block_tool_call.json (the fixture's \"text\"; ds2api relays DeepSeek's web chat to Claude Code-style clients; fixture tool_names [Read]); the reply ends saying it only shows the format and is not a real call", "neg-deepseek-fenced-format-demo-not-a-call",
     "```xml\n<tool_calls><invoke name=\"Read\"><parameter name=\"path\">README.md</parameter></invoke></tool_calls>\n```\n\n这里只是展示格式，不是真实调用。")  # fmt: skip
