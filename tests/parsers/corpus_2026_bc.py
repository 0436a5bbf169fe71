# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set bc (issue 42): half-applied templates and stale GGUFs, gathered without reading the parser.

Issue and PR threads (2025-26) where a local server (Ollama, llama.cpp, vLLM, SGLang, mlx-lm, blallama, LiteLLM
in front of a local DeepSeek) handed a model's tool call back as plain content because the chat template or the
server's parser did not apply, and the user pasted the raw reply.

Families: Qwen3.6 / Qwen3-Coder (`<tool_call><function=…><parameter=…>` XML, once without the `<tool_call>`
wrapper), DeepSeek-V3 (`<｜tool▁calls▁begin｜>…function<｜tool▁sep｜>name` with a ```json fence; a V3.2 reply
with its reasoning leaked into content), a Llama-3-template reply (`{"name", "parameters"}` then `<|eot_id|>`),
Llama 3.2 through Ollama (a wholly-JSON `{"type": "function", "name", "parameters"}` reply), Gemma 4
(`<|tool_call>call:name{k:<|"|>v<|"|>}<tool_call|>` via mlx-lm), Hunyuan (a plain answer), and a llama-server
stream caught mid-call (Generic JSON format, cut off). Negatives: issue/PR prose and docs quoting the formats
(Gemma 4, LFM2, gpt-oss harmony channels, Llama 4 JSON, Hermes `<tool_call>` blocks, MiniMax-M2, DeepSeek-V3.2
tokens, Qwen3-Coder bare `<function=…>`), and prose about truncated calls.

Sources: mdegans/drama_llama#27, antoinezambelli/forge#56, ollama/ollama#17353, google/adk-python#5024,
deepseek-ai/DeepSeek-V3#826, Duelion/homebox-companion#101, ml-explore/mlx-lm#1096 and #1246,
vllm-project/vllm#29837, #46890, #58228, sgl-project/sglang#17141 and #7682, esokullu/webbrain#271,
matthiasn/lotti#2224, ROCm/ATOM#1427, ggml-org/llama.cpp#16904 and #12379, NVIDIA/NemoClaw#976 (all read through
the issue-search excerpts; JSON escapes undone where the source showed a JSON string).

Could not find (in the helper's time): most threads with a pasted raw reply for Devstral/Mistral, GLM-4.x, Kimi K2,
MiniMax M2, LFM2, Granite, Phi-4, Seed-OSS, Apriel and Nemotron are cited by earlier corpora, or show the reply only
as a screenshot or elided ("…", "(...)"). Only one uncited cut-off (a llama-server streaming log) was found, not
the three aimed for; truncation threads paste argument fragments or SSE deltas, not the reply text. No call to an
undeclared name (err-) was found in an uncited source.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_BC: list[dict[str, Any]] = [
    # drama_llama#27 (misanthropic examples' strawberry tool)
    tool_schema("count_letters", ("letter", "string"), letter="string", string="string"),
    # forge-code (antoinezambelli/forge) bash tool
    tool_schema("bash", ("command",), command="string"),
    # google/adk-python#5024 (the reporter's brain_agent tool)
    tool_schema("analysis_input", ("work_dir_name",), work_dir_name="string"),
    # deepseek-ai/DeepSeek-V3#826 (DeepSeek's function-calling guide)
    tool_schema("get_weather", ("location",), location="string"),
    # homebox-companion chat tool (its declared parameters are not shown in the thread; none declared here)
    tool_schema("get_locations", ()),
    # ml-explore/mlx-lm#1096
    tool_schema("get_current_time", ("timezone",), timezone="string"),
    # llama.cpp#12379 (a puppeteer MCP server)
    tool_schema("puppeteer_screenshot", ("name",), name="string", selector="string", width="integer", height="integer"),
]

SOURCES_BC: dict[str, str] = {}
CASES_BC: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_BC[id] = source
    CASES_BC.append(Case(id, text, list(calls), **kw))


MLX1096 = "https://github.com/ml-explore/mlx-lm/issues/1096 (EJellerson's description: Gemma 4 through mlx_lm.server / mlx_vlm.server, no parser inferred for its template)"

# ---- Qwen3.6 / Qwen3-Coder: XML calls left in content ------------------------------------------
real("https://github.com/mdegans/drama_llama/issues/27 (mdegans's description: Qwen3.6-35B-A3B through blallama with a tool advertised and no tool_choice; the call shipped as a Text block)", "qwen36-blallama-xml-count-letters",
     "<tool_call>\n<function=count_letters>\n<parameter=letter>\nr\n</parameter>\n<parameter=string>\nstrawberry\n</parameter>\n</function>\n</tool_call>",
     ("count_letters", {"letter": "r", "string": "strawberry"}))  # fmt: skip
real("https://github.com/antoinezambelli/forge/pull/56 (the PR description's 'Format' block: what Qwen3-Coder 30B emitted in the failed forge-code eval runs, no <tool_call> wrapper)", "qwen3coder-forge-bare-function-bash",
     "<function=bash>\n<parameter=command>\ngrep -r \"percentage\" . --include=\"*.py\"\n</parameter>\n</function>",
     ("bash", {"command": "grep -r \"percentage\" . --include=\"*.py\""}))  # fmt: skip

# ---- DeepSeek: native tokens / a Llama-template JSON reply ---------------------------------------
real("https://github.com/google/adk-python/issues/5024 (yfzhang1214's 'Error Output': DeepSeek-V3 behind LiteLLM, the Part text of the raw event, leading space kept)", "deepseek-v3-adk-tokens-json-fence",
     " <｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>analysis_input\n```json\n{\"work_dir_name\":\"bf01a09edc0f4c4ca376bc03d153445b\"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>",
     ("analysis_input", {"work_dir_name": "bf01a09edc0f4c4ca376bc03d153445b"}))  # fmt: skip
real("https://github.com/deepseek-ai/DeepSeek-V3/issues/826 (tinafengfun's comment: vLLM served model 'a_show_dog' following DeepSeek's function-calling guide; message.content with tool_calls [], JSON escapes undone)", "llama-template-bare-json-eot-id",
     "{\"name\":\"get_weather\",\"parameters\":{\"location\":\"Hangzhou\"}}<|eot_id|>",
     ("get_weather", {"location": "Hangzhou"}))  # fmt: skip

# ---- Llama 3.2 through Ollama: a wholly-JSON reply ----------------------------------------------
real("https://github.com/Duelion/homebox-companion/issues/101 (no-privacy-allowed's description: llama3.2-vision / llava through Ollama answering the chat's 'What locations do I have?'; the argument is the one the model wrote)", "llama32-homebox-type-function-json",
     "{\n  \"type\": \"function\",\n  \"name\": \"get_locations\",\n  \"parameters\": {\n    \"user_id\": \"your_user_id\"\n  },\n  \"description\": \"Get a list of locations for the given user\"\n}",
     ("get_locations", {"user_id": "your_user_id"}))  # fmt: skip

# ---- Gemma 4 native call through mlx-lm -----------------------------------------------------------
real(MLX1096 + " (the 'Current behavior' response text)", "gemma4-mlx-native-call",
     "<|tool_call>call:get_current_time{timezone:<|\"|>Asia/Tokyo<|\"|>}<tool_call|>",
     ("get_current_time", {"timezone": "Asia/Tokyo"}))  # fmt: skip

# ---- cut off mid-call --------------------------------------------------------------------------
real("https://github.com/ggml-org/llama.cpp/pull/12379 (llowrey's comment of 2025-03-21: llama-server's 'Parsing chat message' log line during a streamed reply, Generic format, the text ends inside the arguments)", "cut-llama-server-generic-partial-json",
     "{\"tool_call\": {\"name\": \"puppeteer_screenshot\", \"arguments\": {\"name\": \"servethehome_homepage\",",
     errors=["puppeteer_screenshot"])  # fmt: skip

# ---- negatives ------------------------------------------------------------------------------
real(MLX1096 + " (the summary's first paragraph)", "neg-gemma4-mlx-issue-prose",
     "Gemma 4 chat templates emit native tool calls using `<|tool_call>...<tool_call|>` with `<|\"|>` string escaping, but `_infer_tool_parser()` in `mlx_lm.tokenizer_utils` currently has no matching branch for that format.")  # fmt: skip
real("https://github.com/vllm-project/vllm/pull/29837 (chaunceyjiang's test result: DeepSeek-V3.2 answering '1+1=?' with its reasoning leaked into content, tool_calls []; escapes undone)", "neg-deepseek-v32-vllm-leaked-reasoning-answer",
     "Hmm, the user asked \"1+1=?\" after the initial greeting. This is a very basic arithmetic question. \n\nThe answer is straightforward: 1+1 equals 2. No need for complex reasoning or explanations here. \n\nI can simply provide the answer directly since the user likely just wants confirmation. Adding an emoji might make the response feel friendlier.1 + 1 = 2")  # fmt: skip
real("https://github.com/sgl-project/sglang/pull/17141 (IrisMagicBox's Motivation: why DeepSeek-V3.2's calls stay in content)", "neg-deepseek-v32-sglang-pr-prose-tokens",
     "The DeepSeek-V3.2 model exhibits an issue with tool call parsing: tool call information is always output as plain text in the content field instead of being correctly parsed into the tool_calls field, and the response’s finish_reason is \"stop\" rather than \"tool_calls\".\n\n"
     "This occurs because the tool_chat_template_deepseekv32.jinja template uses the older V3.1 format tokens (<｜tool▁calls▁begin｜>), while the --tool-call-parser deepseekv32 option expects the newer V3.2 DSML format (<｜DSML｜function_calls>). The mismatch between the template’s token format and the parser’s expected format prevents proper detection and extraction of tool calls, causing them to be treated as regular message content.")  # fmt: skip
real("https://github.com/esokullu/webbrain/pull/271 (the PR's 'What changed' list)", "neg-lfm2-webbrain-pr-prose",
     "## What changed\n- parse LFM2/LFM2.5 native `<|tool_call_start|>[name(key=value)]<|tool_call_end|>` output into WebBrain's structured tool-call format\n"
     "- support Python booleans/`None`, numbers, escaped strings, and JSON arrays/objects used by LiquidAI's official template\n"
     "- keep batches atomic and allowlisted so malformed, narrated, mixed, or unknown calls never dispatch")  # fmt: skip
real("https://github.com/ml-explore/mlx-lm/pull/1246 (jbuchananr's 'Issue' section, indentation as the PR shows it)", "neg-lfm2-mlx-lm-pr-prose",
     "## Issue\n  LFM2 / LFM2.5 models emit tool calls as\n  `<|tool_call_start|>[fn(args)]<|tool_call_end|>`, but no parser was registered for this\n  format, so tool calls leaked into `message.content` instead of `tool_calls`.")  # fmt: skip
real("https://github.com/matthiasn/lotti/issues/2224 (matthiasn's 'Root Cause' section on gpt-oss through Ollama)", "neg-gpt-oss-lotti-harmony-channels-prose",
     "### 1. Harmony Format vs OpenAI Format\nGPT-OSS models use OpenAI's \"harmony response format\" which includes multiple channels:\n```\n<|channel|>analysis\n[reasoning trace and CoT]\n<|channel|>final\n[actual response with function calls]\n```")  # fmt: skip
real("https://github.com/vllm-project/vllm/pull/46890 (AgenticSpark's Purpose section, fixing vllm#46863 for Llama-4-Scout)", "neg-llama4-vllm-pr-inline-json-example",
     "Some Llama-4 checkpoints can emit tool calls as JSON, for example `{\"type\": \"function\", \"name\": \"Bash\", \"parameters\": {...}}`, instead of the pythonic form that `llama4_pythonic` expects. Those responses were left in `content`, so clients did not receive `tool_calls`.")  # fmt: skip
real("https://github.com/ROCm/ATOM/pull/1427 (hyukjlee's description: the Hermes format of Qwen3's default template, quoted as an indented block)", "neg-hermes-atom-pr-indented-block",
     "The tool-call parser handled two formats: the Kimi-K2 special-token format and the Qwen3 qwen_coder XML format (<function=NAME>...). Models that emit the Hermes format used by the Qwen3 default chat template --\n\n"
     "    <tool_call>\n    {\"name\": \"NAME\", \"arguments\": {...}}\n    </tool_call>\n\n"
     "-- fell through both paths, so the raw <tool_call> text leaked into the assistant message instead of being parsed into a tool_use call.")  # fmt: skip
real("https://github.com/ggml-org/llama.cpp/issues/16904 (aaronnewsome's comment of 2025-11-03: MiniMax-M2 GGUF on llama-server)", "neg-minimax-llama-cpp-issue-prose",
     "The model does load and I can chat with it, getting 70-90 tokens/s generation with a simple prompt (it's FAST!). Tool calling is a complete failure though. I see the `<minimax:tool_call>` in the llama.cpp console verbose logs, but none of the coding agents I've tried work, Opencode, Qwen Code, Claude Code, Claude code with CCR (claude code router), Claude Code with [Minimax M2 proxy](https://github.com/0xSero/minimax-m2-proxy), Crush, etc.")  # fmt: skip
real("https://github.com/ollama/ollama/issues/17353 (theantichris's Summary: qwen3-coder's bare <function=…> blocks)", "neg-qwen3coder-ollama-issue-prose",
     "Ollama's built-in `qwen3-coder` tool-call parser (`model/parsers/qwen3coder.go`) silently discards valid tool calls when the model emits a bare `<function=…>…</function>` block **without** the surrounding `<tool_call>` wrapper. The model's output is functionally correct, but the parser never recognizes it as a tool call and emits it to the user as plain text. This makes `qwen3-coder` unreliable for any agentic/tool-use loop.")  # fmt: skip
real("https://github.com/vllm-project/vllm/issues/58228 (ArijitDeb's description: a truncated tool-calling turn reported as tool_calls)", "neg-vllm-truncated-finish-reason-prose",
     "**Describe the bug.** When a generation is cut off by `max_tokens` but any tool call was parsed, the response reports `finish_reason: \"tool_calls\"` rather than `\"length\"`. In `vllm/entrypoints/openai/chat_completion/serving.py` the finish reason is computed as `auto_tools_called or (tool_choice == \"required\" and output.finish_reason == \"stop\")`, and `auto_tools_called` wins regardless of why generation stopped.")  # fmt: skip
real("https://github.com/NVIDIA/NemoClaw/issues/976 (thadreber-web's Summary: a local vLLM behind /v1/responses)", "neg-nemoclaw-vllm-responses-prose",
     "## Summary\n\nWhen using a local vLLM instance as the inference provider, tool calls are never executed. The model generates tool call XML in the response content as raw text instead of populating the structured `tool_calls` array.")  # fmt: skip
real("https://github.com/sgl-project/sglang/pull/7682 (aldopareja's test results: Hunyuan's reply to 'What is 2 + 2?' with thinking off, message.content)", "neg-hunyuan-sglang-plain-answer",
     "2 + 2 = 4")  # fmt: skip
