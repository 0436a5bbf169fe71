# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set fk: threads of on-device and small-runtime projects about TINY and EDGE models (Gemma 4 E2B/E4B on
flutter_gemma, FunctionGemma 270M, Gemma 3 270M, Qwen3 0.6B, Phi-4-mini on ONNX Runtime GenAI, Llama 3.2 3B on MLC,
SmolLM tools, LFM2 on mlx-swift-lm), gathered without reading the parser.

Families: all negatives. A schematic Gemma 4 `<|tool_call>call:NAME{...}<tool_call|>` line with placeholder names,
a table of the formats flutter_gemma parses (`<tool_code>`, `<start_function_call>call:name{param:<escape>value<escape>}`),
the Phi-4-mini `<|tool|>` prompts (JSON tool declarations with "name" keys) given to ONNX Runtime GenAI, FunctionGemma
format specs quoted in an ollama fork issue, a vLLM PR and an mlxcel issue, and user/maintainer prose in MLC-LLM,
jetson-containers, rknn-llm, smollm, gemma-facet, mlx-lm, mlx-swift-lm, llama.cpp and erato threads.

Sources: DenisovAV/flutter_gemma#228, dusty-nv/jetson-containers#863, mlc-ai/mlc-llm#3141, airockchip/rknn-llm#348,
microsoft/onnxruntime-genai#1334, huggingface/smollm#71, gemma-facet/cloud-services#41, dogkeeper886/ollama37#38,
vllm-project/vllm#31218, lablup/mlxcel#769, ml-explore/mlx-lm#1628, ml-explore/mlx-swift-lm#93,
ggml-org/llama.cpp#19050, EratoLab/erato#179 (all read through the issue-search excerpts; excerpts that the search cut
are copied only up to a whole line before the cut).

Could not find (in the helper's 30 minutes): no uncited thread that quotes a complete raw reply of a tiny model as
text. The on-device threads found that do (LFM2 in vllm#39243, lmstudio#1979/#1358, tabbyAPI#464, nobodywho#564,
mlx-lm#1246, webbrain#271, Liquid4All/cookbook#72; Gemma 4 E2B in flutter_gemma#238; Qwen3 in llama-box#61) are
already cited by other corpora; onnxruntime-genai#1334's Phi-4-mini int4 output and MLC/rkllama/PocketPal replies sit
past the search excerpt's cut or only in screenshots. llama.rn, Cactus, Nexa SDK, ExecuTorch, MediaPipe, llamafile,
Jan, GPT4All and koboldcpp searches returned no thread with a tiny model's verbatim call. So this set has no positive,
cut-off or error case.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_FK: list[dict[str, Any]] = [
    # flutter_gemma#228 reproduction (parameters cut by the excerpt)
    tool_schema("share_recipe", ()),
    # onnxruntime-genai#1334 prompts
    tool_schema(
        "booking_fight", (), departure="string", destination="string", outbound_date="string", return_date="string"
    ),
    tool_schema("booking_hotel", (), query="string", check_in_date="string", check_out_date="string"),
    tool_schema(
        "booking_flight", (), departure="string", destination="string", outbound_date="string", return_date="string"
    ),
    # vllm#31218 FunctionGemma example
    tool_schema("get_current_temperature", ("location",), location="string"),
]

SOURCES_FK: dict[str, str] = {}
CASES_FK: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_FK[id] = source
    CASES_FK.append(Case(id, text, list(calls), **kw))


# ---- format descriptions with placeholders, and format tables ---------------------------------------
real("https://github.com/DenisovAV/flutter_gemma/issues/228 (using-system's description of 2026-04-20, 'Observed format' section: the schematic Gemma 4 E2B/E4B call line)", "neg-flutter-gemma4-observed-format-schematic",
     "## Observed format\n\n"
     "Gemma 4 emits:\n\n"
     "```\n<|tool_call>call:function_name:function_name{key1: \"value1\", key2: \"value2\"}<tool_call|>\n```")  # fmt: skip
real("https://github.com/DenisovAV/flutter_gemma/issues/228 (using-system's description of 2026-04-20, 'Supported formats (none match)' section)", "neg-flutter-gemma-supported-formats-table",
     "## Supported formats (none match)\n\n"
     "Looking at `lib/core/parsing/`, the existing parsers handle:\n\n"
     "| Parser | Format |\n"
     "|--------|--------|\n"
     "| `JsonFunctionCallFormat` (gemmaIt default) | `<tool_code>JSON</tool_code>`, `` ```tool_code JSON``` ``, direct JSON `{\"name\": ...}` |\n"
     "| `FunctionGemmaCallFormat` | `<start_function_call>call:name{param:<escape>value<escape>}<end_function_call>` |\n"
     "| `QwenFunctionCallFormat` | Qwen-specific |\n"
     "| `DeepSeekFunctionCallFormat` | DeepSeek-specific |\n"
     "| Others | Llama, Phi |\n\n"
     "None of these match the `<|tool_call>...<tool_call|>` format with `key: \"value\"` arg syntax (not JSON, not `<escape>` delimited).")  # fmt: skip
real("https://github.com/dogkeeper886/ollama37/issues/38 (dogkeeper886's description of 2026-03-13, 'Function-Calling Format' section)", "neg-ollama37-functiongemma-format-spec",
     "### Function-Calling Format\n"
     "FunctionGemma uses special tokens for structured tool invocation:\n"
     "- Roles: `developer` (system/tool definitions), `user`, `model`\n"
     "- Tool calls: `<start_function_call>call:FUNCTION_NAME{param:<escape>value<escape>}<end_function_call>`\n"
     "- Tool definitions are passed via the `tools` parameter in the chat template")  # fmt: skip
real("https://github.com/vllm-project/vllm/pull/31218 (gateremark's description of 2025-12-23, first paragraphs, up to the changes list)", "neg-vllm-functiongemma-pr-example-format",
     "Add tool calling support for Google's FunctionGemma model (`google/functiongemma-270m-it`).\n\n"
     "FunctionGemma, a lightweight (270M parameter) model specifically designed for function calling, built on Gemma 3 and optimized for edge deployment but it uses a unique output format that is not currently supported by any existing vLLM tool parser:\n\n"
     "`<start_function_call>call:get_current_temperature{location:<escape>London<escape>}<end_function_call>`")  # fmt: skip
real("https://github.com/lablup/mlxcel/issues/769 (inureyes's description of 2026-07-13, Summary and Format specification)", "neg-mlxcel-functiongemma-format-spec",
     "## Summary\n"
     "A function-calling Gemma variant emits tool calls as `<start_function_call>call:NAME{key:value, key2:<escape>text<escape>}<end_function_call>`. This is distinct from the Gemma4 format already implemented (`try_gemma4`, `src/server/tool_calls/formats.rs:437`): different markers and different string escaping.\n\n"
     "## Format specification\n"
     "- Markers: `<start_function_call>` ... `<end_function_call>`.\n"
     "- Call: regex `call:(\\w+)\\{(.*?)\\}` with dot matching newline.\n"
     "- Arguments: split on commas at depth 0; each `key:value` pair where the value is either `<escape>...<escape>` (a literal string that may contain commas and braces) or a bare token parsed as JSON with a raw-string fallback.")  # fmt: skip
real("https://github.com/ml-explore/mlx-lm/pull/1628 (ask-q-ai's description of 2026-07-28)", "neg-mlx-lm-functiongemma-parser-pr-prose",
     "Port the string-aware balanced-brace approach used by the Gemma 4 parser to FunctionGemma.\n\n"
     "This preserves braces, quotes, commas and multiline text inside `<escape>…<escape>` arguments, supports hyphenated function names and multiple calls, and rejects incomplete calls clearly.\n\n"
     "Tests cover complete VisMan-like YAML, multiple calls, truncation, and 10,000 fixed-seed source variants.")  # fmt: skip
real("https://github.com/ggml-org/llama.cpp/pull/19050 (hans00's description of 2026-01-23)", "neg-llama-cpp-functiongemma-pr-one-line",
     "Support parse FunctionGemma's tool calls")  # fmt: skip

# ---- prompts given to a small model -------------------------------------------------------------------
real("https://github.com/microsoft/onnxruntime-genai/issues/1334 (natke's description of 2025-03-18, up to the end of the prompt block; the expected output that follows is cut by the excerpt)", "neg-ortgenai-phi4mini-tool-prompt",
     "**Describe the bug**\nAs above\n\n"
     "**To Reproduce**\nTry this prompt with fp32 model and int4 model\n\n"
     "```\n"
     "<|system|>You are a helpful assistant with some tools. Output the tool calls only.<|tool|>{\"booking_fight\": {\"name\": \"booking_fight\", \"description\": \"booking fight\", \"parameters\": {\"departure\": {\"description\": \"The name of Departure airport code\", \"type\": \"str\"}, \"destination\": {\"description\": \"The name of Destination airport code\", \"type\": \"str\"}, \"outbound_date\": {\"description\": \"The date of outbound flight\", \"type\": \"str\"}, \"return_date\": {\"description\": \"The date of return flight\", \"type\": \"str\"}}}, \"booking_hotel\": {\"name\": \"booking_hotel\", \"description\": \"booking hotel\", \"parameters\": {\"query\": {\"description\": \"The name of the city\", \"type\": \"str\"}, \"check_in_date\": {\"description\": \"The date of check in\", \"type\": \"str\"}, \"check_out_date\": {\"description\": \"The date of check out\", \"type\": \"str\"}}}}<|/tool|><|end|><|user|>\\nI have a trip from Beijing to New York in March 21 2025 to March 27 2025. please help me to booking a hotel and flight tickets (use the airport code for the departure and destination,An airport code is an uppercase  code)<|end|><|assistant|>'\n"
     "```")  # fmt: skip
real("https://github.com/microsoft/onnxruntime-genai/issues/1334 (ajindal1's comment of 2025-04-04, prose and the prompt block, up to the line before 'Output', whose block the excerpt cuts)", "neg-ortgenai-phi4mini-system-prompt-tool-list",
     "I tried the suggestions made by Kunal, what helped the most in generating the output in right tool_call syntax was removing `Output the tool calls only.` in system prompt. Still the output was not perfect and I only tried flight booking, here is the example I tried.\n\n"
     "```\n"
     "<|system|>\n"
     "You are a helpful assistant with some tools.\n"
     "<|tool|>\n"
     "[\n"
     "    {\n"
     "        \"name\": \"booking_flight\",\n"
     "        \"description\": \"booking flight from departure airport to destination airport with the given dates\",\n"
     "        \"parameters\": {\n"
     "            \"departure\": {\n"
     "                \"description\": \"Departure IAIA airport code which is usually 3 letter code\",\n"
     "                \"type\": \"str\",\n"
     "                \"default\": \"DEL\"\n"
     "            },\n"
     "            \"destination\": {\n"
     "                \"description\": \"Destination IAIA airport code which is usually 3 letter code\",\n"
     "                \"type\": \"str\",\n"
     "                \"default\": \"DEL\"\n"
     "            },\n"
     "            \"outbound_date\": {\n"
     "                \"description\": \"The date of outbound flight\",\n"
     "                \"type\": \"str\",\n"
     "                \"default\": \"2025-04-01\"\n"
     "            },\n"
     "            \"return_date\": {\n"
     "                \"description\": \"The date of return flight\",\n"
     "                \"type\": \"str\",\n"
     "                \"default\": \"2025-04-01\"\n"
     "            }\n"
     "        }\n"
     "    }\n"
     "]\n"
     "<|/tool|>\n"
     "<|end|>\n"
     "```")  # fmt: skip

# ---- prose in on-device runtime threads ---------------------------------------------------------------
real("https://github.com/dusty-nv/jetson-containers/issues/863 (ms1design's comment of 2025-02-21)", "neg-jetson-mlc-inline-function-calling-prose",
     "Hi @tebie6, the function calling in MLC-LLM is still not 100% compliant with OpenAI Chat Completions schema. This about it as a inline function calling within the `content` field only if not using any `grammars`.\n\n"
     "Read more here:\n"
     "- https://github.com/mlc-ai/mlc-llm/pull/1734\n"
     "- https://github.com/mlc-ai/mlc-llm/pull/2744\n"
     "- https://github.com/mlc-ai/mlc-llm/pull/1734\n"
     "- https://github.com/mlc-ai/mlc-llm/pull/1378")  # fmt: skip
real("https://github.com/dusty-nv/jetson-containers/issues/863 (tebie6's description of 2025-02-20, the Question paragraph)", "neg-jetson-mlc-llama32-3b-tool-calls-none",
     "Hi, @dusty-nv  ,\n"
     "I hope you're doing well. I wanted to ask if you've ever used the function call feature in MLC. I tried using it with the models mlc-ai/Llama-3.2-3B-Instruct-q4f16_0-MLC and mlc-ai/Llama-3.1-8B-Instruct-q4f16_1-MLC, but tool_calls keeps returning None. I'm not sure if you've encountered this issue before. I've searched quite a bit but haven't been able to find a solution. So, I thought I'd reach out to see if you have any experience with this or any insights to share. I’d really appreciate any help. Thanks a lot!")  # fmt: skip
real("https://github.com/mlc-ai/mlc-llm/issues/3141 (tebie6's description of 2025-02-19, the screenshot dropped)", "neg-mlc-llm-function-call-question",
     "## ❓ General Questions\n\n"
     "Hello, I tried the official function call demo, tool_calls can be returned normally, tool_calls returned were None when I replaced mlc-ai/gorilla- Openfunctions-V1-q4F161-mlC with mlc-ai/Llama-3.1-8B-Instruct- Q4F161-mlC why, Looking forward to your reply. Thank you very much")  # fmt: skip
real("https://github.com/airockchip/rknn-llm/issues/348 (fuhao009's description of 2025-08-26)", "neg-rknn-qwen3-06b-function-call-question",
     "qwen3 0.6b 能给一个完整的案例调用 function call 吗?")  # fmt: skip
real("https://github.com/huggingface/smollm/issues/71 (HuntZhaozq's description of 2025-04-09)", "neg-smollm-smol-tools-always-calls",
     "The results of smol-tools are bad when asking it some generate questions like \"What's your name?\", \"What's the meaning of life?\". It always call the tools.")  # fmt: skip
real("https://github.com/gemma-facet/cloud-services/issues/41 (supreme-gg-gg's comment of 2025-08-31)", "neg-gemma-270m-gibberish-prose",
     "This sounds like a fun use case, the model itself outputs gibberish lol when I tried locally with these inputs. I'll do the experiment and share the results!")  # fmt: skip
real("https://github.com/EratoLab/erato/pull/179 (hobofan's description of 2025-06-08)", "neg-erato-qwen3-06b-tool-calling-prose",
     "Switching to qwen3:0.6n should give us better tool calling capabilities + thinking. Output quality is likely bad, but for some functional test this should be enough.")  # fmt: skip
real("https://github.com/ml-explore/mlx-swift-lm/pull/93 (atdrendel's description of 2026-02-05, 'Proposed changes' paragraph; the screenshot dropped)", "neg-mlx-swift-lm-lfm2-pythonic-prose",
     "## Proposed changes\n\n"
     "[LFM2 models write LFM2 writes Pythonic function calls](https://huggingface.co/LiquidAI/LFM2-2.6B-Exp#📄-model-details), not JSON tool calls. This pull request adds `PythonToolCallParser` and uses it for LFM2 models.")  # fmt: skip
