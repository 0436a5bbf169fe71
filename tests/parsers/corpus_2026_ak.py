# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set ak (issue 42): raw model replies from the threads of Rust and TypeScript agent CLIs and clients that
read tool calls out of a local model's text, gathered without reading the parser.

Families: a Llama 3.1 bare JSON call with "parameters" (aichat), Qwen2.5 and Qwen2 Hermes <tool_call> JSON calls
with empty arguments (aichat, ollama-ai-provider), Mistral [TOOL_CALLS] JSON arrays printed by aichat, one of them
garbled and naming a tool no harness declared, and three fixtures of goose's local-inference parser (a Qwen3-Coder
XML call after prose, a Gemma 4 <|tool_call>call:…{…}<tool_call|> call with a bare key, a GLM <arg_key>/<arg_value>
call with an array argument) that look HANDWRITTEN (marked so in SOURCES). Negatives: aichat's own "Call …" log line
and a model's prose answer, a bare shell command and a prose answer naming commands that a model wrote instead of a
call (openfang, qqqa), and maintainers' and reporters' prose naming tool-call formats inline.

Sources: issue threads of sigoden/aichat (#569, #837, #902), sigoden/llm-functions (#105), sgomez/ollama-ai-provider
(#26), RightNow-AI/openfang (#332), iagooar/qqqa (#32), kaito-project/aikit (#710), and aaif-goose/goose's
crates/goose/src/providers/local_inference/tool_parsing.rs (tests). Not found in the time given: a Go `testdata/*.txt`
or TS `__fixtures__` file of crush, mods, codex, zed, Jan, lobe-chat, LibreChat, big-AGI or tabby that holds a local
model's text call and that no corpus cites; most such threads (goose #3748, continue #13057, ollama #13519, crush
#685, void #857, openclaude #433/#557) are cited already. No cut-off call was found in an uncited source.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_AK: list[dict[str, Any]] = [
    tool_schema("get_current_weather", ("location",), location="string"),  # aichat/llm-functions demo tools
    tool_schema("get_ipinfo", ()),
    tool_schema("web_search", ("query",), query="string"),
    tool_schema("fs_write", ("path", "contents"), path="string", contents="string"),
    tool_schema("fs_ls", ("path",), path="string"),
    tool_schema("getTimeInformation", ()),  # ollama-ai-provider #26
    tool_schema("search__files", ("pattern",), pattern="string"),  # goose's local-inference fixtures
    tool_schema("developer__shell", ("command",), command="string", timeout="integer"),
    tool_schema("tree", ("path",), path="string"),
    tool_schema("execute_typescript", ("code",), code="string", tool_graph="array"),
    tool_schema("kubectl_get", (), namespace="string", resource="string"),  # aikit #710
]

SOURCES_AK: dict[str, str] = {}
CASES_AK: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_AK[id] = source
    CASES_AK.append(Case(id, text, list(calls), **kw))


AICHAT_569 = "https://github.com/sigoden/aichat/issues/569 (tomsib2001's description, 2024-06-05)"
LLM_FUNCTIONS_105 = "https://github.com/sigoden/llm-functions/issues/105 (amartus-steel's description, 2024-09-24: aichat 0.22 printing a Mistral model's streamed calls)"
GOOSE_TP = "aaif-goose/goose crates/goose/src/providers/local_inference/tool_parsing.rs at f631b534 (#[cfg(test)] mod tests; the Rust string literal's escapes undone; looks HANDWRITTEN, not taken from a model's output)"

# ---- positives -------------------------------------------------------------------------------
real("https://github.com/sigoden/aichat/issues/837 (euser1's description, 2024-09-05: `aichat --role %functions%` with ollama:llama3.1:8b-instruct-q8_0, the reply as printed)", "llama31-bare-json-parameters",
     '{"name": "get_current_weather", "parameters": {"location": "Paris"}}',
     ("get_current_weather", {"location": "Paris"}))  # fmt: skip
real("https://github.com/sigoden/aichat/issues/902 (bielids's description, 2024-10-03: `aichat -r %functions% -a demo what is my ip` with ollama:qwen2.5:72b-instruct-fp16)", "qwen25-hermes-empty-arguments",
     '<tool_call>\n{"name": "get_ipinfo", "arguments": {}}\n</tool_call>',
     ("get_ipinfo", {}))  # fmt: skip
real(LLM_FUNCTIONS_105 + ", the reply to 'search web for an actual temperature notations'", "mistral-tool-calls-web-search",
     '[TOOL_CALLS] [{"name": "web_search", "arguments": {"query": "actual temperature notation"}}]',
     ("web_search", {"query": "actual temperature notation"}))  # fmt: skip
real(LLM_FUNCTIONS_105 + ", the reply to 'create a file hello.txt with lorem ipsum contents' (no space after the marker, as printed)", "mistral-tool-calls-fs-write-no-space",
     '[TOOL_CALLS][{"name": "fs_write", "arguments": {"path": "hello.txt", "contents": "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Fusce euismod commodo nisi, quis consequat libero. Integer eget velit Eget enim."}}]',
     ("fs_write", {"path": "hello.txt", "contents": "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Fusce euismod commodo nisi, quis consequat libero. Integer eget velit Eget enim."}))  # fmt: skip
real("https://github.com/sgomez/ollama-ai-provider/issues/26 (whisper-bye's description, 2024-09-11: qwen2:7b through ai-sdk, the assistant turn after '现在几点了')", "qwen2-hermes-camelcase-no-args",
     '<tool_call>\n{"name": "getTimeInformation", "arguments": {}}\n</tool_call>',
     ("getTimeInformation", {}))  # fmt: skip
real(GOOSE_TP + ", test_parse_xml_tool_call_single", "goose-fixture-qwen3-xml-after-prose",
     "I'll search for that.\n\n<tool_call>\n<function=search__files>\n<parameter=pattern>local.*inference</parameter>\n</function>\n</tool_call>",
     ("search__files", {"pattern": "local.*inference"}))  # fmt: skip
real(GOOSE_TP + ", test_parse_gemma4_tool_call_with_path (the file's comment says Gemma 4 emits such bare keys)", "goose-fixture-gemma4-bare-key",
     '<|tool_call>call:tree{path: <|"|>.<|"|>}<tool_call|>',
     ("tree", {"path": "."}))  # fmt: skip
real(GOOSE_TP + ", test_parse_glm_style_tool_call_multiple_args", "goose-fixture-glm-arg-key-array",
     'Let me check.\n<tool_call>execute_typescript<arg_key>code</arg_key><arg_value>async function run() { return 1; }</arg_value><arg_key>tool_graph</arg_key><arg_value>[{"tool": "shell"}]</arg_value></tool_call>',
     ("execute_typescript", {"code": "async function run() { return 1; }", "tool_graph": [{"tool": "shell"}]}))  # fmt: skip

# ---- errors ------------------------------------------------------------------------------------
real(LLM_FUNCTIONS_105 + ", the reply to 'list files': a garbled array naming list_files, which no tool declares (the harness has fs_ls)", "err-mistral-tool-calls-undeclared-garbled",
     '[TOOL_CALLS] [{"name":"list_files","function":[{"name":"fs_ls","arguments":aution"}}]',
     errors=["list_files"])  # fmt: skip

# ---- negatives -----------------------------------------------------------------------------------
real(AICHAT_569 + ": aichat's own 'Call …' log line for an azure gpt-4-turbo call, then the model's answer", "neg-aichat-call-log-line-then-answer",
     "Call get_current_weather '{\"location\":\"Paris\"}'\nThe current weather in Paris is partly cloudy with a temperature of +21°C and a moderate northeast wind blowing at 5.3 meters per second.")  # fmt: skip
real(AICHAT_569 + ": ollama:llama3:8b answering in prose instead of calling (the reporter's '[etc...]' kept)", "neg-llama3-prose-instead-of-call",
     "Paris, the City of Light! The weather in Paris can be quite unpredictable, but I'll give you an update on what's currently happening.\n[etc...]")  # fmt: skip
real("https://github.com/RightNow-AI/openfang/issues/332 (vaboston's description, 2026-03-05: ollama:qwen3.5:27b's whole reply, a bare command instead of a call)", "neg-openfang-bare-shell-command",
     "ls -la /home/vabo/.openfang/workspaces/Code\\ Helper")  # fmt: skip
real("https://github.com/iagooar/qqqa/issues/32 (thalaz's description, 2025-11-12: llama3.1:8b's streamed `qq` answer, line breaks as printed)", "neg-qqqa-prose-naming-commands",
     "Listing Files\n\nls\n\nThis will list all files in the current directory.\n\nYou can also use ls -l\n to get a detailed listing with file permissions, ownership, and timestamps.\n\nIf you want to see hidden files as well, use ls -a\n.")  # fmt: skip
real(LLM_FUNCTIONS_105 + " (sigoden's reply, 2024-09-24)", "neg-sigoden-reply-stream-function-calling",
     "It seems your model does not support stream function calling.\n\nAdd `--no-stream/-S` CLI option or Run `.set stream false` REPL command to switch to non-stream mode.")  # fmt: skip
real("https://github.com/sigoden/aichat/issues/902 (the description's Expected behavior)", "neg-aichat-expected-behavior-names-tool",
     "I was expecting to see the get_ipinfo function executed and for it to return my IP address")  # fmt: skip
real("https://github.com/sigoden/aichat/issues/837 (the description's Expected behavior, a call written in prose)", "neg-aichat-expected-call-in-prose",
     "Actually running the function get_current_weather(location=\"Paris\").\nNot getting the json dictionary.")  # fmt: skip
real("https://github.com/kaito-project/aikit/issues/710 (robert-cronin's description, 2025-12-09: Actual Behavior)", "neg-aikit-format-named-inline",
     "The API returns `finish_reason: \"stop\"` with raw text in the content field. The model attempts to output in the `<function=name>{json}</function>` format specified in the prompt, but LocalAI doesn't extract it into the `tool_calls` structure because `grammar: disable: true` and `response_regex` don't reliably parse the output.")  # fmt: skip
