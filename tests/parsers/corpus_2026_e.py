# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""A held-out set (issue 42): real outputs gathered after the parser's last tuning, read before anyone tunes on it.

Devstral calls with no closing bracket, Llama 3.2 calls in a markdown fence, Qwen3.5 calls written inside an
unclosed <think>, Qwen3-Coder calls without their <tool_call> opener, MiniMax-M2 blocks with closing tags
missing, Command A action lists with a comma missing, Nemotron and DeepSeek calls after a stray </think>,
OLMo 3 pythonic calls with single quotes, GLM-4.7 calls whose value holds the closing tag, and the negatives
and cut-off calls of the same families. Each cites its source.

Sources are issue threads where users pasted what the model wrote, and the parser test fixtures of the servers
that had to read it (ollama's model/parsers, whose fixtures were written from what the models sent). A source
marked "variant" is that output changed as its note says. Negatives (`neg-`) stay text with nothing taken from
them; cut-off calls (`cut-`) and calls the request cannot run (`err-`) are errors, never calls.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_E: list[dict[str, Any]] = [
    tool_schema("file_search", ("query",), query="string"),  # GitHub Copilot's agent mode
    tool_schema("query_web_search", ("query",), query="string"),
    tool_schema("ReadNotebook", ("notebook_path",), notebook_path="string"),  # anon-kode (Claude Code's tools)
    tool_schema("editor", ("path",), path="string", new_text="string"),
    tool_schema("exec_command", ("cmd",), cmd="string"),
    tool_schema("get_weather", (), location="string", unit="string", city="string"),
    tool_schema("search_web", ("query",), query="string", limit="integer"),
    tool_schema("get_time"),
    tool_schema("a"),
    tool_schema("b", (), x="string"),
    tool_schema("search", ("query",), query="string"),
    tool_schema("test", (), a="object"),
    tool_schema("execute_command", ("command",), command="string", path="string"),
    tool_schema("calc", ("x", "y"), x="number", y="number"),
    tool_schema("create_entities", ("entities",), entities="array"),
    tool_schema("format", ("template",), template="string"),
    tool_schema("known_tool"),
    tool_schema("calculate", (), count="integer", enabled="boolean", expression="string"),
    tool_schema("write_file", ("path", "content"), path="string", content="string"),
    tool_schema("web_search", ("query",), query="string"),
    tool_schema("web_fetch", ("url",), url="string"),
]

SOURCES_E: dict[str, str] = {}
CASES_E: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_E[id] = source
    CASES_E.append(Case(id, text, list(calls), **kw))


OLLAMA = "ollama/ollama model/parsers/"
QWEN35 = OLLAMA + "qwen35_boundary_test.go (captured 2026-09-24 from an agentic run, reported to ollama)"
QWEN3CODER = OLLAMA + "qwen3coder_bare_test.go (Qwen3-Coder calls with the <tool_call> opener missing)"
MINIMAX = OLLAMA + "minimaxm2_test.go"
COHERE = OLLAMA + "cohere_test.go (Command A)"
NEMOTRON = OLLAMA + "nemotron3nano_test.go"
DEEPSEEK = OLLAMA + "deepseek3_test.go"
OLMO3 = OLLAMA + "olmo3_test.go"
MINISTRAL = OLLAMA + "ministral_test.go (Ministral/Devstral [TOOL_CALLS]name[ARGS]{...})"
GLM47 = OLLAMA + "glm47_test.go"
LAGUNA = (
    OLLAMA
    + "testdata/laguna_mcp_tokens.json (a reply recorded token by token from /api/chat, web_search and web_fetch declared)"
)

DSML_OPEN = "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>"
DSML_CLOSE = "<｜tool▁call▁end｜><｜tool▁calls▁end｜>"
EDITOR = ("editor", {"path": "manic_miner.html", "new_text": "}});"})
TOKYO = ("get_weather", {"location": "Tokyo"})

# ---- Devstral, Llama 3.2, Qwen2.5-Coder in issue threads -------------------------------------------------

real("https://github.com/ollama/ollama/issues/11470 (Devstral under GitHub Copilot)", "devstral-brace-glob-query",
     '[TOOL_CALLS]file_search[ARGS]{"query":"/{.github/copilot-instructions.md,AGENT.md,AGENTS.md,CLAUDE.md,.cursorrules,.windsurfrules,.clinerules,.cursor/rules/,.windsurf/rules/,.clinerules/,README.md}"}',
     ("file_search", {"query": "/{.github/copilot-instructions.md,AGENT.md,AGENTS.md,CLAUDE.md,.cursorrules,.windsurfrules,.clinerules,.cursor/rules/,.windsurf/rules/,.clinerules/,README.md}"}))  # fmt: skip
real("https://github.com/ollama/ollama/issues/13519 (llama3.2:3b, ollama npm 0.6.3)", "llama32-call-in-json-fence",
     '```json\n{"name": "query_web_search", "parameters": {"query": "install ollama models"}}\n```',
     ("query_web_search", {"query": "install ollama models"}))  # fmt: skip
real("https://github.com/dnakov/anon-kode/issues/23 (qwen2.5-coder:32b; the log's UI bullet, indent and wrapping dropped)",
     "neg-qwen25-shows-a-call-then-rejects-it",
     "To review the code in the specified file, you need to first read its contents. Since the path provided is using backslashes (Windows format), let's assume that this is a C# source file and we would like to view it.\n\n"
     "Given your request, here is how you can call the ReadFile function to accomplish this:\n\n"
     '<function-name>ReadNotebook</function-name>\n<arguments>{"notebook_path": "/src/Novaleaf.GodotDev/Game3d/Sprite3d/_sprite3d_scratch.cs"}</arguments>\n\n'
     "However, note that ReadNotebook is meant for Jupyter notebook (.ipynb) files. For a C# source file, we should use the Replace function in read-only mode (by not changing its content). "
     "The appropriate tool to read this type of file would be the Edit tool with an empty modification (old_string and new_string) or ReadFile if such a tool exists. Since there is no specific ReadFile tool listed")  # fmt: skip

# ---- Qwen3.5 / Qwen3-Coder ------------------------------------------------------------------------------

real(QWEN35, "qwen35-call-inside-unclosed-think",
     "<think>I need to fix the extra brace. The line reads `}}});` and should read `}});`."
     "<tool_call><function=editor><parameter=path>manic_miner.html</parameter><parameter=new_text>}});</parameter></function></tool_call>",
     EDITOR)  # fmt: skip
real(QWEN35 + "; its well-formed twin", "qwen35-call-after-think",
     "<think>The brace count is wrong.</think>"
     "<tool_call><function=editor><parameter=path>manic_miner.html</parameter><parameter=new_text>}});</parameter></function></tool_call>",
     EDITOR)  # fmt: skip
real(QWEN35 + "; cut where the report's chunk ended, on the `<` of </parameter>", "cut-qwen35-inside-think",
     "<think>I need to fix the extra brace. The line reads `}}});` and should read `}});`."
     "<tool_call><function=editor><parameter=path>manic_miner.html<",
     errors=["editor"])  # fmt: skip
real(QWEN3CODER, "qwen3coder-bare-function",
     "<function=exec_command>\n<parameter=cmd>\nls -la\n</parameter>\n</function>",
     ("exec_command", {"cmd": "ls -la"}))  # fmt: skip
real(QWEN3CODER, "qwen3coder-bare-function-orphan-close",
     "<function=exec_command>\n<parameter=cmd>\nls -la\n</parameter>\n</function>\n</tool_call>\ndone",
     ("exec_command", {"cmd": "ls -la"}))  # fmt: skip
real(QWEN3CODER, "neg-qwen3coder-unclosed-tag-in-prose", "the tag <function=foo is documented here")
real(QWEN3CODER, "neg-qwen3coder-garbage-function-tag", "<function=<<not xml>></function>")

# ---- MiniMax-M2 -------------------------------------------------------------------------------------------

real(MINIMAX, "minimax-text-around-call",
     'Let me check. <minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="location">Tokyo</parameter>\n</invoke>\n</minimax:tool_call>\nDone checking.',
     TOKYO)  # fmt: skip
real(MINIMAX, "minimax-parameter-close-missing",
     '<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="location">Tokyo</invoke>\n</minimax:tool_call>',
     TOKYO)  # fmt: skip
real(MINIMAX, "minimax-invoke-close-missing",
     '<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="location">Tokyo</parameter>\n</minimax:tool_call>',
     TOKYO)  # fmt: skip
real(MINIMAX, "minimax-two-blocks-text-between",
     '<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="location">Tokyo</parameter>\n</invoke>\n</minimax:tool_call>\nSome text.\n'
     '<minimax:tool_call>\n<invoke name="search_web">\n<parameter name="query">news</parameter>\n</invoke>\n</minimax:tool_call>',
     TOKYO, ("search_web", {"query": "news"}))  # fmt: skip
real(MINIMAX, "minimax-integer-parameter",
     '<minimax:tool_call>\n<invoke name="search_web">\n<parameter name="query">AI news</parameter>\n<parameter name="limit">10</parameter>\n</invoke>\n</minimax:tool_call>',
     ("search_web", {"query": "AI news", "limit": 10}))  # fmt: skip
# Closed reasoning is not content for the user (ParseResult.content: reasoning blocks removed), as corpus.py's
# neg-think-only expects; what matters is that nothing in it runs.
real(MINIMAX, "neg-minimax-call-inside-think",
     '<think>Maybe I should call <minimax:tool_call><invoke name="get_weather"><parameter name="location">Tokyo</parameter></invoke></minimax:tool_call></think>',
     content="")  # fmt: skip
real(MINIMAX + "; the streamed chunks up to the cut", "cut-minimax-mid-value",
     'Let me check. <minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="location">San Fran',
     errors=["get_weather"])  # fmt: skip

# ---- Command A --------------------------------------------------------------------------------------------

real(COHERE, "command-a-action-two-calls",
     'plan<|END_THINKING|><|START_ACTION|>[\n    {"tool_call_id": "0", "tool_name": "get_weather", "parameters": {"city": "Paris"}},'
     '    {"tool_call_id": "1", "tool_name": "get_time", "parameters": {}}\n]<|END_ACTION|>',
     ("get_weather", {"city": "Paris"}), ("get_time", {}))  # fmt: skip
real(COHERE, "command-a-action-comma-missing",
     '<|END_THINKING|><|START_ACTION|>[{"tool_call_id": "0", "tool_name": "a", "parameters": {}}'
     '{"tool_call_id": "1", "tool_name": "b", "parameters": {"x": "{not json}"}}]<|END_ACTION|>',
     ("a", {}), ("b", {"x": "{not json}"}))  # fmt: skip

# ---- Nemotron 3 Nano (Qwen3-Coder's call format) ----------------------------------------------------------

real(NEMOTRON, "nemotron-call-with-think-close-missing",
     "Let me analyze this.\n<tool_call>\n<function=get_weather>\n<parameter=city>Paris</parameter>\n</function>\n</tool_call>",
     ("get_weather", {"city": "Paris"}))  # fmt: skip
real(NEMOTRON, "nemotron-stray-think-close-prose-call",
     "Let me think...</think>\nI'll check for you.\n<tool_call>\n<function=search>\n<parameter=query>\ntest\n</parameter>\n</function>\n</tool_call>",
     ("search", {"query": "test"}))  # fmt: skip
real(NEMOTRON, "nemotron-call-without-parameters",
     "Analyzing...</think>\n<tool_call>\n<function=test>\n</function>\n</tool_call>",
     ("test", {}))  # fmt: skip
# the same bytes are ollama's "empty thinking block" (thinking on: content "Some content…") and its "spurious tag"
# (thinking off: kept); the text alone cannot tell them apart, and a closing reasoning tag carries no words, so it
# goes, as in corpus_2026_c's m3-closers-then-text
real(NEMOTRON, "neg-nemotron-spurious-think-close", "</think>\nSome content after spurious tag.",
     content="Some content after spurious tag.")  # fmt: skip
real(NEMOTRON + "; the streamed chunks up to the cut", "cut-nemotron-mid-parameter",
     "Analyzing your request...</think>\nI'll check that for you.\n<tool_call>\n<function=search>\n<parameter=query>\ntest query",
     errors=["search"])  # fmt: skip

# ---- DeepSeek V3 ------------------------------------------------------------------------------------------

real(DEEPSEEK, "deepseek-call-then-trailing-text",
     f'I\'ll help you.{DSML_OPEN}get_weather<｜tool▁sep｜>{{"location":"Tokyo"}}{DSML_CLOSE}完成 ✅',
     TOKYO)  # fmt: skip
real(DEEPSEEK, "deepseek-escaped-quotes",
     f'Processing data.{DSML_OPEN}execute_command<｜tool▁sep｜>{{"command":"ls && echo \\"done\\"","path":"/home/user"}}{DSML_CLOSE}',
     ("execute_command", {"command": 'ls && echo "done"', "path": "/home/user"}))  # fmt: skip
real(DEEPSEEK, "deepseek-think-close-then-call",
     f'Let me check the weather...</think>I\'ll get that for you.{DSML_OPEN}get_weather<｜tool▁sep｜>{{"location":"Paris"}}{DSML_CLOSE}',
     ("get_weather", {"location": "Paris"}))  # fmt: skip
real(DEEPSEEK, "deepseek-two-calls",
     f'Getting weather for both cities.{DSML_OPEN}get_weather<｜tool▁sep｜>{{"location":"Paris"}}<｜tool▁call▁end｜>'
     f'<｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{{"location":"London"}}{DSML_CLOSE}',
     ("get_weather", {"location": "Paris"}), ("get_weather", {"location": "London"}))  # fmt: skip
real(DEEPSEEK, "neg-deepseek-tool-output-echoed",
     "Here's the weather: <｜tool▁output▁begin｜>Temperature: 22°C, Sunny<｜tool▁output▁end｜> Hope that helps!")  # fmt: skip
real(DEEPSEEK + "; the streamed chunks up to the cut", "cut-deepseek-mid-json",
     f'Processing.{DSML_OPEN}calc<｜tool▁sep｜>{{"x":42,"y":',
     errors=["calc"])  # fmt: skip

# ---- OLMo 3 (pythonic calls in <function_calls>) ----------------------------------------------------------

real(OLMO3, "olmo3-prose-then-call",
     'Let me check the weather.<function_calls>get_weather(location="NYC")</function_calls>',
     ("get_weather", {"location": "NYC"}))  # fmt: skip
real(OLMO3, "olmo3-two-calls-on-lines",
     '<function_calls>get_weather(location="San Francisco")\nget_weather(location="New York")</function_calls>',
     ("get_weather", {"location": "San Francisco"}), ("get_weather", {"location": "New York"}))  # fmt: skip
real(OLMO3, "olmo3-single-quotes",
     "<function_calls>search(query='hello world')</function_calls>",
     ("search", {"query": "hello world"}))  # fmt: skip

# ---- Ministral / Devstral ---------------------------------------------------------------------------------

real(MINISTRAL, "ministral-nested-entities",
     '[TOOL_CALLS]create_entities[ARGS]{"entities": [{"entityType": "Person", "name": "Jack", "observations": ["Works as a baker at Big Baker Co."]}]}',
     ("create_entities", {"entities": [{"entityType": "Person", "name": "Jack", "observations": ["Works as a baker at Big Baker Co."]}]}))  # fmt: skip
real(MINISTRAL, "ministral-braces-in-string",
     '[TOOL_CALLS]format[ARGS]{"template": "Hello {name}!"}',
     ("format", {"template": "Hello {name}!"}))  # fmt: skip
real(MINISTRAL, "err-ministral-undeclared-tool", '[TOOL_CALLS]unknown_tool[ARGS]{"a": 1}', errors=["unknown_tool"])
real(MINISTRAL, "err-ministral-arguments-not-json", "[TOOL_CALLS]test[ARGS]{invalid json}", errors=["test"])
real(MINISTRAL + "; the streamed chunks up to the cut", "cut-ministral-mid-string",
     '[TOOL_CALLS]create_entities[ARGS]{"entities": [{"entityType": "Person", "name": "Jack", "observations": ["Works',
     errors=["create_entities"])  # fmt: skip

# ---- GLM-4.7 ----------------------------------------------------------------------------------------------

real(GLM47, "glm47-think-close-typed-values",
     "plan</think>Answer<tool_call>calculate<arg_key>count</arg_key><arg_value>3</arg_value><arg_key>enabled</arg_key><arg_value>true</arg_value></tool_call>",
     ("calculate", {"count": 3, "enabled": True}))  # fmt: skip
real(GLM47, "glm47-closing-tag-inside-value",
     "<tool_call>write_file<arg_key>path</arg_key><arg_value>docs/format.md</arg_value><arg_key>content</arg_key><arg_value>"
     "Wrap each call in <tool_call> and </tool_call>; this text is part of the argument.</arg_value></tool_call>",
     ("write_file", {"path": "docs/format.md", "content": "Wrap each call in <tool_call> and </tool_call>; this text is part of the argument."}))  # fmt: skip
real(GLM47 + "; its first streamed chunk alone", "cut-glm47-inside-value",
     "<tool_call>write_file<arg_key>path</arg_key><arg_value>docs/format.md</arg_value><arg_key>content</arg_key><arg_value>"
     "Wrap each call in <tool_call> and </tool_",
     errors=["write_file"])  # fmt: skip

# ---- Laguna (a reply that is not a call) ------------------------------------------------------------------

real(LAGUNA + "; variant: the primed </think> it opens with dropped", "neg-laguna-config-json-in-open-fence",
     "Yes, you can add MCP servers to Ollama's chat interface! Here are the main approaches:\n\n## Methods to Connect MCP Servers with Ollama\n\n"
     "### 1. **MCPHost (Recommended - Easiest)**\nThe simplest method is using **MCPHost**, a Go-based CLI tool that bridges Ollama and MCP servers:\n\n"
     "```bash\n# Install Go first, then:\ngo install github.com/mark3labs/mcphost@latest\n\n# Create config file (mcp-servers.json):\n"
     '{\n  "mcpServers": {\n    "filesystem": {\n      "command": "npx",\n      "args": ["-y", "@modelcontextprotocol/server-filesystem", "/path/to/dir"]\n    },\n'
     '    "github": {\n      "command": "npx",\n      "args": ["-y", "@modelcontextprotocol/server-github"],\n      "env": {"GITHUB_PERSONAL_ACCESS_TOKEN": "your_token"}')  # fmt: skip
real(LAGUNA.replace("laguna_mcp_tokens.json", "laguna_mcp_tokens2.json") + "; variant: the primed </think> it opens with dropped", "neg-laguna-config-json-after-search",
     'Based on the search results, yes - there are several ways to connect MCP servers to Ollama\'s chat interface. Here are the main approaches:\n\n## Methods to Add MCP Servers to Ollama Chat Interface\n\n### 1. **MCPHost** (Recommended for simplicity)\nA Go-based CLI that bridges Ollama and MCP servers:\n\n```bash\n# Install MCPHost\ngo install github.com/mark3labs/mcphost@latest\n\n# Create config file (mcp-servers.json):\n{\n  "mcpServers": {\n    "filesystem": {\n      "command": "npx",\n      "args": ["-y", "@modelcontextprotocol/server-filesystem", "/path/to/dir"]\n    },\n    "github": {\n      "command": "npx",\n      "args": ["-y", "@modelcontextprotocol/server-github"],\n      "env": {"GITHUB_PERSONAL_ACCESS_TOKEN": "your-token"}')  # fmt: skip
