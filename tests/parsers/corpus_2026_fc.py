# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set fc (issue 42): raw generated text quoted from server logs in issue threads, gathered without reading the parser.

Families: one Ollama `error parsing tool call: raw='...'` payload (gpt-oss style bare argument JSON, cut off mid-string:
"unexpected end of JSON input"), and negatives met on the way: an OpenVINO Model Server TRACE log of the Hermes
prompt (the `<tool_call>` format block of the Qwen template), a vLLM thread's prose quoting the call shapes
(`{'name': 'sql_db_list_tables'}`), a vLLM bug report's prose around the prompt that broke the hermes parser, and an
Ollama feature request quoting the Go logging line of its Qwen3-VL parser.

Sources: langchain-ai/langchain#34746, openvinotoolkit/model_server#3838, vllm-project/vllm#11392 and #21544,
ollama/ollama#17647 (all read through the issue-search excerpts; nothing copied past an excerpt's cut).

Could not find (in the helper's 30 minutes): an uncited server-log thread holding a complete raw reply with a call.
Nearly every llama.cpp `Failed to parse input at pos`, vLLM `Error in extracting tool call from response`, Ollama
`error parsing tool call: raw=` and LM Studio log thread the search returned is already cited by corpora a to ez
(llama.cpp#20761, #22878, #23838, #24644, #12379, #12153; pwilkin/llama.cpp#5, #9; vllm#13473, #17514, #17790, #18791,
#22975; ollama#11704, #12884, #15315, #17274; continue#10221). The uncited ones show the generated text only as SSE
or delta streams (vllm#28297, #19056, #11392, model_server#3838), cut by the search excerpt (llama.cpp#13825's gdb
`generated_text`, TheTom/llama-cpp-turboquant#199, ollama#12064's second raw payload), truncated by the reporter's app
(ollama#12064: `"content":"...[truncated]..."`, hermes-agent#13480), or not at all (llama.cpp#27363, #14051, #20532,
vllm#16797, QwenPaw#3560, pentagi#313). KoboldCpp, TabbyAPI, Aphrodite, LocalAI and text-generation-webui searches
returned no log with a raw reply. So this set has no positive and is far smaller than the 15 aimed for.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_FC: list[dict[str, Any]] = [
    # openvinotoolkit/model_server#3838: the one tool in the logged prompt
    tool_schema("search", ("query",), query="string"),
    # vllm#11392: the SQL agent's parameterless tool named in the comment
    tool_schema("sql_db_list_tables", ()),
]

SOURCES_FC: dict[str, str] = {}
CASES_FC: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_FC[id] = source
    CASES_FC.append(Case(id, text, list(calls), **kw))


# ---- raw payloads from server errors ---------------------------------------------------------------
real("https://github.com/langchain-ai/langchain/issues/34746 (khteh's description: the raw='...' of Ollama's `error parsing tool call` in the langchain_ollama traceback, err=unexpected end of JSON input; the harness's tools are not shown)", "neg-ollama-raw-reflection-unterminated",  # gathered as cut- with no error; the lead renamed it after measuring: bare arguments with no name or marker stay text
     "{\"reflection\":\"I retrieved a source that mentions LLM+P and PDDL. The source ID is not clear but appears to be from Lilian Weng's blog. The snippet includes the LLM+P description. I have chain of thought, tree of thoughts, LLM+P. I need to provide concise findings with citations. I have enough info. I should cite [26] for chain of thought and tree of thoughts, and the Lilian Weng source for LLM+P. I should also maybe cite a source for standard method of task decomposition via simple prompting. That might be in the same Lilian Weng article. I think I have enough. I'll proceed to answer.")  # fmt: skip

# ---- prompts and prose in the same log threads -----------------------------------------------------
real("https://github.com/openvinotoolkit/model_server/issues/3838 (fonfonya's comment of 2025-12-05: the 'Pipeline input text' of the TRACE log, Qwen3-4B-Instruct-2507 with the Hermes 3 parser, as the log wrapped it)", "neg-ovms-trace-hermes-prompt",
     "<|im_start|>system\n"
     "# Tools\n\n"
     "You may call one or more functions to assist with the user query.\n\n"
     "You are provided with function signatures within <tools></tools> XML tags:\n"
     "<tools>\n"
     "{\"function\": {\"description\": \"\", \"name\": \"search\", \"parameters\": {\"properties\": {\"query\": {\"type\": \"string\"}}, \"required\": [\"query\"], \"type\": \"object\"}}, \"t\n"
     "ype\": \"function\"}\n"
     "</tools>\n\n"
     "For each function call, return a json object with function name and arguments within <tool_call></tool_call> XML tags:\n"
     "<tool_call>\n"
     "{\"name\": <function-name>, \"arguments\": <args-json-object>}\n"
     "</tool_call><|im_end|>\n"
     "<|im_start|>user\n"
     "1+1<|im_end|>\n"
     "<|im_start|>assistant\n")  # fmt: skip
real("https://github.com/vllm-project/vllm/issues/11392 (ATAKing1023's comment of 2024-12-25, before the hermes_tool_parser DEBUG log)", "neg-vllm-prose-stream-vs-parser-call-shapes",
     "The tool parser works as expected. However, the stream response generator ignored the empty argument object.\n"
     "the stream response is `{'name': 'sql_db_list_tables'}` rather than `{'name': 'sql_db_list_tables', 'arguments': {}}`")  # fmt: skip
real("https://github.com/vllm-project/vllm/issues/21544 (bbartels's description: the prompt that broke the hermes parser on Qwen3-Coder-480B, before the server log)", "neg-vllm-prose-prompt-broke-parser",
     "This happened when i used the qwen-code cli, pointed it towards the openai api server and prompted:\n"
     "```\nRun command mkdir -p test/{test1,test2\n```\n\n"
     "I know the command itself makes no sense, but that seems to break the tool call parser.")  # fmt: skip
real("https://github.com/ollama/ollama/issues/17647 (CHIPMUNK-T0T's description of 2026-08-10: the Qwen3-VL parser's server-log line and error return)", "neg-ollama-qwen3vl-parser-log-line",
     "The Qwen3-VL parser records the relevant context in the server log:\n\n"
     "```go\nslog.Warn(\"qwen tool call parsing failed\", \"error\", err)\n```\n\n"
     "However, it then returns the original error directly:\n\n"
     "```go\nreturn \"\", \"\", nil, err\n```")  # fmt: skip
