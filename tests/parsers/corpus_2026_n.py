# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""A held-out set (issue 42), corpus n: real outputs from issue threads no other corpus cites, read before anyone
tunes on it.

Devstral's `{"tool_calls": [...]}` object printed as content under llama.cpp, Qwen3-Coder XML that ollama handed
Continue without its closing tags, a Qwen3.6 XML call from sglang's logs, a Qwen3-Coder call that lost its
`</parameter></function>` before `</tool_call>`, a Qwen3-VL Hermes call, bare JSON calls from qwen2.5-coder
(Hermes agent, OpenClaude) and a Gemma 3 tool fine-tune (`"parameters"` in place of `"arguments"`, mcphost), and a
MiniMax-M2.7 call whose `<minimax:tool_call><invoke>` opener was replaced by the agent's own `[Calling tool: NAME]`
line. Negatives are API responses and logs that quote calls as data, documentation of formats (Phi-4-mini's
system prompt, a parser PR's table of Nemotron variants, Granite's format table, a Nemotron parser's README
section), prose naming a tool, and an elided call; cut-off calls end inside their arguments.

Sources are issue and pull-request threads (llama.cpp, vLLM, sglang, ollama-fronting agents: Continue, Hermes
agent and its web UIs, OpenClaude, mcphost, zed, oMLX, Qwen3-VL, Rapid-MLX, mlx-openai-server). A source marked
"variant" is that output changed as its note says. Negatives (`neg-`) stay text with nothing taken from them;
cut-off calls (`cut-`) are errors naming the tool, never calls.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_N: list[dict[str, Any]] = [
    tool_schema("file_view", ("path",), path="string", view_range="array"),  # the llama.cpp #14697 reporter's agent
    tool_schema("create_new_file", ("filepath", "contents"), filepath="string", contents="string"),  # Continue
    tool_schema("read_file", ("filepath",), filepath="string"),
    tool_schema("get_highest_load_line", (), limit="integer"),  # sglang #31763
    tool_schema("square_the_number", ("input_num",), input_num="number"),  # vLLM #21571
    tool_schema("get_current_weather", ("location",), location="string", unit="string"),  # Qwen3-VL #1674
    tool_schema("search", ("query",), query="string"),  # Hermes agent
    tool_schema("terminal", ("command",), command="string"),
    tool_schema(
        "search_files",
        ("pattern",),
        pattern="string",
        target="string",
        path="string",
        file_glob="string",
        limit="integer",
    ),
    tool_schema("winccoa__get-value", ("dpe",), dpe="string"),  # mcphost with a WinCC OA MCP server
    tool_schema(
        "WebSearch", ("query",), query="string", allowed_domains="array", blocked_domains="array"
    ),  # OpenClaude (Claude Code's tools)
    tool_schema("Read", ("file_path",), file_path="string", offset="integer", limit="integer"),
    tool_schema("Bash", ("command",), command="string", timeout="integer"),
    tool_schema("list_directory", ("path",), path="string"),  # zed
    tool_schema("brave_search__brave_web_search", ("query",), query="string", count="integer"),  # oMLX's MCP
]

SOURCES_N: dict[str, str] = {}
CASES_N: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_N[id] = source
    CASES_N.append(Case(id, text, list(calls), **kw))


DEVSTRAL = 'https://github.com/ggml-org/llama.cpp/issues/14697 (joshvoigts\' comment: Devstral on llama-server, the second call left in content; the Rust Debug repr `Message("...")` with its escapes undone)'
CONTINUE = (
    "https://github.com/continuedev/continue/issues/13057 (qwen3-coder:30b on Ollama 0.32.5 under Continue 2.0.0)"
)
HERMES_5867 = (
    "https://github.com/NousResearch/hermes-agent/issues/5867 (qwen2.5-coder:14b on Ollama under Hermes agent)"
)
OPENCLAUDE = "https://github.com/Gitlawb/openclaude/issues/433 (qwen2.5-coder:14b on Ollama's OpenAI endpoint under OpenClaude v0.1.8)"
MINIMAX_942 = "https://github.com/EKKOLearnAI/hermes-studio/issues/942 (MiniMax-M2.7, provider minimax-cn, Hermes agent v0.12.0 under Hermes Web UI v0.5.8)"

# ---- JSON calls -----------------------------------------------------------------------------------------------

real(DEVSTRAL, "devstral-tool-calls-object-in-content",
     '{\n  "tool_calls": [\n    {\n      "name": "file_view",\n      "arguments": {\n        "path": "src/util.rs",\n        "view_range": [\n          20,\n          40\n        ]\n      },\n      "id": "162875335"\n    }\n  ]\n}',
     ("file_view", {"path": "src/util.rs", "view_range": [20, 40]}))  # fmt: skip
real("https://github.com/QwenLM/Qwen3-VL/issues/1674 (Single430's comment: Qwen3-VL through an OpenAI-compatible server, the call printed as content; the `content:` label the script printed dropped)",
     "qwen3-vl-hermes-call-in-content",
     '<tool_call>\n{"name": "get_current_weather", "arguments": {"location": "杭州"}}\n</tool_call>',
     ("get_current_weather", {"location": "杭州"}), content="")  # fmt: skip
real(HERMES_5867 + "; the content string of the response the issue quotes, its JSON escapes undone",
     "qwen25-coder-bare-json-search",
     '{"name": "search", "arguments": {"query": "北京今天的天气"}}',
     ("search", {"query": "北京今天的天气"}), content="")  # fmt: skip
real("https://github.com/mark3labs/mcphost/issues/151 (PetrosStav/gemma3-tools:12b on Ollama 0.5.7 under mcphost; the raw JSON it showed as text)",
     "gemma3-tools-parameters-key",
     '{"name": "winccoa__get-value", "parameters": {"dpe": "Water_Tank_1.Liters"}}',
     ("winccoa__get-value", {"dpe": "Water_Tank_1.Liters"}), content="")  # fmt: skip
real(OPENCLAUDE + "; the raw call it printed after '● '",
     "qwen25-coder-pretty-json-websearch",
     '{\n  "name": "WebSearch",\n  "arguments": {\n    "query": "repository structure"\n  }\n}',
     ("WebSearch", {"query": "repository structure"}), content="")  # fmt: skip

# ---- Qwen3-Coder / Qwen3.6 XML --------------------------------------------------------------------------------

real("https://github.com/sgl-project/sglang/issues/31763 (Qwen3.6-27B-W8A8 on sglang without a tool parser; the call from the logs the issue quotes, without the `xml` label of its lost fence)",
     "qwen36-xml-integer-parameter",
     "<tool_call>\n<function=get_highest_load_line>\n<parameter=limit>10</parameter>\n</function>\n</tool_call>",
     ("get_highest_load_line", {"limit": 10}), content="")  # fmt: skip
real("https://github.com/vllm-project/vllm/issues/21571 (Qwen Coder on vLLM with --tool-call-parser hermes; the message content of the repr the issue quotes, its escapes undone)",
     "qwen-coder-xml-closers-missing-before-tool-call-end",
     "<tool_call>\n<function=square_the_number>\n<parameter=input_num>\n1024\n\n\n</tool_call>",
     ("square_the_number", {"input_num": 1024}))  # fmt: skip
real(CONTINUE + "; the model's reply as the issue quotes it: the XML stops after the last value, no closing tag at all",
     "cut-qwen3-coder-continue-no-closing-tags",
     "I'll create a file called test.txt with the content \"hello\".\n\n<function=create_new_file>\n<parameter=filepath> test.txt\n<parameter=contents> hello",
     errors=["create_new_file"])  # fmt: skip

# ---- MiniMax M2.7 with its opener replaced by the agent's own line -------------------------------------------

real(MINIMAX_942 + "; the second reply the issue quotes, from '[Calling tool: search_files]' (the UI's 'search_files / path / Hermes' labels above it left out); the curly quotes are as pasted",
     "minimax-m27-calling-tool-line-then-parameters",
     "[Calling tool: search_files]\n<parameter name=“file_glob”>*.tsx</parameter>\n<parameter name=“path”>/home/caoya/hermes-web-ui</parameter>\n"
     "<parameter name=“pattern”>tool_call|ToolCall|tool-call</parameter>\n</invoke>\n</minimax:tool_call>",
     ("search_files", {"file_glob": "*.tsx", "path": "/home/caoya/hermes-web-ui", "pattern": "tool_call|ToolCall|tool-call"}))  # fmt: skip

# ---- negatives: data, documentation and prose -----------------------------------------------------------------

real(OPENCLAUDE + "; the earlier reply the issue quotes, its arguments elided as '{...}' and its name no tool of the harness",
     "neg-elided-call-undeclared-name",
     '{\n  "name": "repository_structure",\n  "arguments": {...}\n}')  # fmt: skip
real(HERMES_5867 + "; the issue's 'Actual Response Format from Ollama' block: an API response that carries the call as a string",
     "neg-api-response-quoting-call-as-string",
     '```json\n{\n  "choices": [{\n    "message": {\n      "role": "assistant",\n      "content": "{\\"name\\": \\"search\\", \\"arguments\\": {\\"query\\": \\"北京今天的天气\\"}}",\n      "finish_reason": "stop"\n    }\n  }]\n}\n```')  # fmt: skip
real("https://github.com/zed-industries/zed/issues/38412 (qwen3-coder-480b-a35b-instruct, self-hosted, through zed's OpenAI-compatible provider; the log line zed wrote, quoting a stream chunk)",
     "neg-zed-log-quoting-stream-chunk",
     'Response: `{"id":"8b98f5df7c9d49c5d519c01554ab5b30","model":"qwen3-coder-480b-a35b-instruct","object":"chat.completion.chunk","created":1758192286,"choices":[{"index":0,"delta":{"role":"assistant","content":"","tool_calls":[{"id":"call_63bfce97a05146819b8af1c1","type":"function","function":{"name":"list_directory","arguments":""}}]}}],"usage":{"prompt_tokens":0,"completion_tokens":0,"total_tokens":0,"prompt_tokens_details":{"cache_read_tokens":0,"cache_creation_tokens":0}}}`')  # fmt: skip
real("https://github.com/jundot/omlx/issues/544 (Qwen3.5-35B-A3B-oQ3e on oMLX 0.3.1; the API response the issue quotes as evidence)",
     "neg-omlx-api-response-with-tool-calls",
     '```json\n{\n  "choices": [{\n    "message": {\n      "tool_calls": [{\n        "function": {\n          "name": "brave_search__brave_web_search",\n          "arguments": "{\\"query\\": \\"北京今天天气\\", \\"count\\": 5}"\n        }\n      }]\n    },\n    "finish_reason": "tool_calls"\n  }]\n}\n```')  # fmt: skip
real("https://github.com/vllm-project/vllm/issues/14682 (the Phi-4-mini chat template the issue quotes: its rules for calling functions)",
     "neg-phi4-mini-template-rules",
     "If you decide to call functions:\n  * prefix function calls with functools marker (no closing marker required)\n"
     '  * all function calls should be generated in a single JSON list formatted as <|tool_calls|>[{"name": [function name], "arguments": [function arguments as JSON]}, ...]<|/tool_calls|>\n'
     "  * follow the provided JSON schema. Do not hallucinate arguments or values. Do not blindly copy values from the provided samples")  # fmt: skip
real("https://github.com/raullenchai/Rapid-MLX/pull/1031 (the PR's table of the near-miss Nemotron outputs its parser should accept)",
     "neg-nemotron-variants-table",
     "| | Variant | Example |\n|---|---|---|\n"
     "| **(a)** | missing / truncated `</tool_call>` | `<tool_call><function=f><parameter=x>1</parameter></function>` |\n"
     "| **(b)** | bare `<function=..>..</function>`, no wrapper at all | `<function=f><parameter=x>1</parameter></function>` |\n"
     "| **(d)** | stray text between `</function>` and `</tool_call>` | `<tool_call><function=f>..</function> ok </tool_call>` |\n"
     "| **(e)** | prose between `<tool_call>` and `<function=` | `<tool_call>Let me check.<function=f>..</function></tool_call>` |")  # fmt: skip
real("https://github.com/ggml-org/llama.cpp/pull/20686 (the PR's table comparing Granite 3.3's and Granite 4's formats)",
     "neg-granite-format-table",
     "| Feature | Granite 3.3 | Granite 4 |\n|---------|-------------|-----------|\n"
     "| Tool defs | `available_tools` role | `<tools>` in system message |\n"
     '| Tool call | `<\\|tool_call\\|>` token | `<tool_call>{"name":...}</tool_call>` XML |\n'
     "| Tool response | `tool_response` role | `<tool_response>` in `user` role |")  # fmt: skip
real("https://github.com/cubist38/mlx-openai-server/pull/121 (the PR's 'Tool Call Format' section for its Nemotron3 Nano parser)",
     "neg-nemotron3-nano-format-section",
     "### Tool Call Format\n\nNemotron3 Nano uses a custom XML-style format for tool calls:\n\n"
     "```xml\n<tool_call>\n<function=function_name>\n<parameter=param_name>\nparam_value\n</parameter>\n</function>\n</tool_call>\n```")  # fmt: skip
real("https://github.com/NousResearch/hermes-agent/pull/742 (the PR's list of the Hermes-4 output variants its fallback parser reads)",
     "neg-hermes4-variants-list",
     "Handles three model output variants:\n"
     '   - `<tool_call>{"name":...}</tool_call>` (full XML tags)\n'
     '   - `</think>{"name":...}</tool_call>` (missing open tag)\n'
     '   - `{"name":"tool_name","arguments":{...}}` (bare JSON, only for known tools)')  # fmt: skip
real(CONTINUE + "; the issue's expected behaviour, prose naming the tool",
     "neg-continue-prose-names-tool",
     "Expected behavior:\n\nContinue should execute the `create_new_file` tool and create the file.")  # fmt: skip
real("https://github.com/QwenLM/Qwen3-VL/issues/1674 (Single430's comment, the prose before the output it quotes)",
     "neg-qwen3-vl-prose-names-tags",
     "有参数他也不会生成`tool_calls`标签，`chunk.choices[0].delta.tool_calls`始终为空。我测试了上面输出都是包裹在`<tool_calls></tool_calls>`中；")  # fmt: skip
