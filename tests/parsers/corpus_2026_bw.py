# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set bw (issue 42): server and harness logs that print raw generated text, gathered without reading the parser.

Families: LFM2.5 (`<|tool_call_start|>[pythonic]<|tool_call_end|>` quoted from llama-server's 500 error), Qwen2.5-72B
(a `<tool_call>` whose JSON has doubled braces, printed by an SGLang user), gemma-3 / Qwen3.6 on mlx-omni-server
(`<tool_call><function>NAME</function>{args}</tool_call>`), and negatives: log lines that are not model output but
quote formats or parser errors: llama-server exception and autoparser lines (ggml-org/llama.cpp, pwilkin/llama.cpp),
vLLM hermes-parser tracebacks and serving_chat errors, smolagents parse-error messages quoting its regexes, LM Studio
server/developer log lines and a harmony parse error, an SGLang parser-failure tally, Ollama's error JSON.

Sources: ggml-org/llama.cpp#23838, #20761, #20309; pwilkin/llama.cpp#5; sgl-project/sglang#3960 (PR description),
#34604; madroidmaq/mlx-omni-server#126; vllm-project/vllm#17514, #13473, #17790; huggingface/smolagents#860, #1732;
lmstudio-ai/lmstudio-bug-tracker#407; lmstudio-ai/lmstudio-js#493; ollama/ollama#11704 (all read through the
issue-search excerpts; log timestamps/prefixes kept as pasted unless said otherwise).

Could not find (in the helper's 35 minutes): most threads where a log prints a full raw reply with a call are already
cited (LM Studio "Model Output:" lines, pwilkin/llama.cpp#9, openclaw#61838, vllm gemma4); several uncited ones elide
the call ("(...)") or show it only as a screenshot, or break off in the search excerpt (llama.cpp#12153), so no
real cut-off call and no undeclared-name call was found, and the set is negative-heavy (3 positives / 12 negatives).
No LiteLLM, koboldcpp, text-generation-webui, OpenHands or aider --verbose log with a raw call was found uncited.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_BW: list[dict[str, Any]] = [
    # llama.cpp#23838 (Exa MCP search tool the LFM2.5 reply calls)
    tool_schema("web_search_exa", ("query",), query="string", numResults="integer"),
    # sglang#3960 request's tools array
    tool_schema("get_current_temperature", ("location",), location="string", unit="string"),
    # mlx-omni-server#126 (Hermes-style agent terminal tool)
    tool_schema("terminal", ("command",), command="string"),
    # pwilkin/llama.cpp#5 request's tools array (name only visible: bash)
    tool_schema("bash", ("command",), command="string"),
]

SOURCES_BW: dict[str, str] = {}
CASES_BW: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_BW[id] = source
    CASES_BW.append(Case(id, text, list(calls), **kw))


# ---- positives ------------------------------------------------------------------------------
real("https://github.com/ggml-org/llama.cpp/issues/23838 (chdlc's description: the LFM2.5-8B-A1B generation that llama-server's 500 'Failed to parse input at pos 395' error quotes; shown by the user as the model's text)", "lfm25-llamacpp-pythonic-in-tokens",
     "<|tool_call_start|>[web_search_exa(query='current temperature in Mexico City', numResults=5)]<|tool_call_end|>",
     ("web_search_exa", {"query": "current temperature in Mexico City", "numResults": 5}))  # fmt: skip
real("https://github.com/sgl-project/sglang/pull/3960 (Syl123Syl's description: Qwen2.5-72B-Instruct's output under SGLang, printed as a Python string; the repr's \\' and \\n escapes undone, the user's stray quote after 'San Francisco' kept as shown)", "qwen25-sglang-doubled-braces",
     "I can help you with the current temperature in San Francisco ', but for the forecast, I'll need to use a different tool which I don't have at the moment. Let's start by getting the current temperature.\n"
     "<tool_call>\n{{\"name\": \"get_current_temperature\", \"arguments\": {\"location\": \"San Francisco, California, USA\"}}}\n</tool_call>",
     ("get_current_temperature", {"location": "San Francisco, California, USA"}))  # fmt: skip
real("https://github.com/madroidmaq/mlx-omni-server/issues/126 (ddavisqa's description: the reply gemma-3-12b-it / Qwen3.6-35B-A3B produce on mlx-omni-server, which its parser dropped)", "gemma3-mlx-function-tag-bare-json",
     "Let me check the services...\n<tool_call>\n<function>terminal</function>\n{\"command\": \"lsof -i :10240\"}\n</tool_call>",
     ("terminal", {"command": "lsof -i :10240"}))  # fmt: skip

# ---- negatives: log lines that quote formats or parser errors --------------------------------
real("https://github.com/ggml-org/llama.cpp/issues/20761 (deven367's llama-server log, Qwen3.5-9B: the exception line quoting a closing tag; last four lines of the pasted log)", "neg-llamacpp-exception-quotes-close-tag",
     "srv          stop: cancel task, id_task = 98\nsrv  update_slots: all slots are idle\n"
     "srv    operator(): got exception: {\"error\":{\"code\":500,\"message\":\"Failed to parse input at pos 12: </tool_call>\",\"type\":\"server_error\"}}\n"
     "srv  log_server_r: done request: POST /v1/messages 127.0.0.1 500")  # fmt: skip
real("https://github.com/ggml-org/llama.cpp/issues/20309 (theo77186's description: the autoparser's console line)", "neg-llamacpp-no-parser-definition",
     "No parser definition detected, assuming pure content parser.")  # fmt: skip
real("https://github.com/pwilkin/llama.cpp/issues/5 (cinu's description: the error GLM-4.7 requests get, with the user's own '...' elision)", "neg-llamacpp-fork-failed-to-parse-elided",
     "Tool parsing is often broken: {\"error\":{\"code\":500,\"message\":\"Failed to parse input at pos 184: ... }} for GLM-4.7")  # fmt: skip
real("https://github.com/vllm-project/vllm/issues/17514 (weiminw's vLLM server log, Qwen2.5-7B with the hermes parser; first three lines)", "neg-vllm-serving-chat-cannot-determine-tools",
     "INFO 05-01 01:51:54 [chat_utils.py:379] Detected the chat template content format to be 'string'. You can set `--chat-template-content-format` to override this.\n"
     "ERROR 05-01 01:51:54 [serving_chat.py:898] Error in chat_completion_full_generator - cannot determine if tools should be extracted. Returning a standard chat completion.\n"
     "INFO:     114.242.33.191:32107 - \"POST /v1/chat/completions HTTP/1.1\" 200 OK")  # fmt: skip
real("https://github.com/vllm-project/vllm/issues/13473 (ItzAmirreza's comment of 2025-04-05: vLLM log, qwen2.5-vl-7b called from pydantic-ai; the first seven lines of the traceback)", "neg-vllm-hermes-traceback",
     "INFO:     100.64.0.25:47480 - \"POST /v1/chat/completions HTTP/1.1\" 200 OK\n"
     "ERROR 04-05 11:55:07 [hermes_tool_parser.py:110] Error in extracting tool call from response.\n"
     "ERROR 04-05 11:55:07 [hermes_tool_parser.py:110] Traceback (most recent call last):\n"
     "ERROR 04-05 11:55:07 [hermes_tool_parser.py:110]   File \"/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/openai/tool_parsers/hermes_tool_parser.py\", line 88, in extract_tool_calls\n"
     "ERROR 04-05 11:55:07 [hermes_tool_parser.py:110]     json.loads(match[0] if match[0] else match[1])\n"
     "ERROR 04-05 11:55:07 [hermes_tool_parser.py:110]   File \"/usr/lib/python3.12/json/__init__.py\", line 346, in loads\n"
     "ERROR 04-05 11:55:07 [hermes_tool_parser.py:110]     return _default_decoder.decode(s)")  # fmt: skip
real("https://github.com/vllm-project/vllm/issues/17790 (nskpro-cmd's description: the hermes parser's error on Qwen3-32B, vLLM 0.8.5; the issue's backticks dropped)", "neg-vllm-hermes-extra-data",
     "ERROR [hermes_tool_parser.py:110] Error in extracting tool call from response.\nTraceback (most recent call last):\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/openai/tool_parsers/hermes_tool_parser.py\", line 88, in extract_tool_calls\n"
     "    json.loads(match[0] if match[0] else match[1])\n  File \"/usr/lib/python3.12/json/__init__.py\", line 346, in loads\n"
     "    return _default_decoder.decode(s)\n  File \"/usr/lib/python3.12/json/decoder.py\", line 341, in decode\n"
     "    raise JSONDecodeError(\"Extra data\", s, end)\njson.decoder.JSONDecodeError: Extra data: line 3 column 1 (char 527)")  # fmt: skip
real("https://github.com/huggingface/smolagents/issues/860 (Isaac4real's description: CodeAgent's parse error quoting its fence regex; the regex's \\n are literal backslash-n)", "neg-smolagents-code-regex-error",
     "Error in code parsing:\nYour code snippet is invalid, because the regex pattern ```(?:py|python)?\\n(.*?)\\n``` was not found in it")  # fmt: skip
real("https://github.com/huggingface/smolagents/issues/1732 (the issue title: ToolCallingAgent's parse error)", "neg-smolagents-no-json-blob",
     "Error while parsing tool call from model output: The model output does not contain any JSON blob.")  # fmt: skip
real("https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/407 (mickae1's description: LM Studio 0.3.9 server log)", "neg-lmstudio-prediction-error-log",
     "2025-02-05 03:54:50  [INFO] \n[LM STUDIO SERVER] Running chat completion on conversation with 2 messages.\n2025-02-05 03:54:50 [ERROR] \nError: received prediction-error")  # fmt: skip
real("https://github.com/lmstudio-ai/lmstudio-js/issues/493 (liampierc3's 'Error Message': gpt-oss-20b harmony parse error; the issue's indentation dropped)", "neg-lmstudio-harmony-parse-error",
     "Failed to regenerate message\nFailed to parse tool call: Expected \"<|message|>\", but got \"to=function\" at index 89.")  # fmt: skip
real("https://github.com/sgl-project/sglang/issues/34604 (stefanskiasan's description: the tally of Kimi-K3 parser errors logged from serving_chat.py)", "neg-sglang-kimi-parse-error-tally",
     "- 106x `Tool call parsing error: string indices must be integers` (TypeError — a parsed call is indexed like a dict but is a str)\n"
     "- 84x `Tool call parsing error: unexpected character: line 1 column 1 (char 0)` (json.loads on a non-JSON argument payload)\n"
     "- 1x `Tool call parsing error: Input is a zero-length, empty document`")  # fmt: skip
real("https://github.com/ollama/ollama/issues/11704 (moll's comment of 2025-08-09: Ollama's streamed error for a GPT-OSS 120B tool call)", "neg-ollama-error-parsing-tool-call-json",
     "{\n    \"error parsing tool call\": \"invalid character 'c' looking for beginning of value\"\n}")  # fmt: skip
