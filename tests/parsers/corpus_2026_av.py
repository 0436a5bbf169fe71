# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set av (issue 42): outputs and texts from Java, .NET, Swift/Apple, Ruby and mobile local-model ecosystems, gathered without reading the parser.

Families: llama3 under quarkus-langchain4j's Ollama tool prompt writing a bare JSON call with an `inputs` key (Java),
a Qwen2.5 `<tool_call>` block naming a tool by its title, not its declared name (an error), and negatives: Qwen3's
reasoning text writing a JSON call inline in a sentence (ruby_llm's GPUStack cassette), llama2's and qwen3:1.7b's plain
answers (langchainrb's Ollama fixture, OllamaSharp), a Swift repro's results prose naming Gemma 4's call markup,
mlx-swift-lm bug reports quoting a stringified-arguments call and naming formats, a Phi-4-mini prompt string in a C#
fence, a Semantic Kernel report naming FunctionCallContent, LM Studio's error message echoing an LFM2.5 call, and an
AI Edge (Android) question.

Sources: quarkiverse/quarkus-langchain4j#662, ollama/ollama#17274, crmne/ruby_llm and patterns-ai-core/langchainrb
fixtures, awaescher/OllamaSharp#246, angelsbrood/Gemma4SwiftRepro results/SUMMARY.md, ml-explore/mlx-swift-lm#169 and
#161, microsoft/PhiCookBook#279, microsoft/semantic-kernel#11410, lmstudio-ai/lmstudio-bug-tracker#1358,
google-ai-edge/ai-edge-apis#41.

Not found in the helper's time: uncited raw replies quoted whole in Rust (mistral.rs, candle, kalosm, rig#1376 shows
its code but the excerpt stops before the output), Elixir (bumblebee, instructor_ex), Go (langchaingo, genkit, eino:
their recorded fixtures hold OpenAI-structured calls, not text), Spring AI (#4432's Qwen call is cut by the reporter
with "..."), PocketPal/ChatterUI/llama.rn and MediaPipe; LFM2 pythonic calls quoted in LM Studio/vLLM/tabbyAPI threads
are already cited by other corpora. So positives are few (2 calls, 1 error) and negatives many; no cut-off call.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_AV: list[dict[str, Any]] = [
    tool_schema(
        "__conversational_response", ("response",), response="string"
    ),  # quarkus-langchain4j Ollama tool prompt
    tool_schema("processStrings", ("arg0",), arg0="array"),
    tool_schema("array_params", ("tags",), tags="array"),  # ruby_llm spec
    tool_schema("GetWeather"),  # OllamaSharp#246
    tool_schema("insert_section", ("heading", "content"), heading="string", content="string"),  # Gemma4SwiftRepro
    tool_schema("GetWeatherAsync", ("Ort",), Ort="string"),  # PhiCookBook#279
    tool_schema(
        "resolve-library-id", ("libraryName", "query"), libraryName="string", query="string"
    ),  # context7 in LM Studio
]

SOURCES_AV: dict[str, str] = {}
CASES_AV: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_AV[id] = source
    CASES_AV.append(Case(id, text, list(calls), **kw))


real("https://github.com/quarkiverse/quarkus-langchain4j/pull/662 (geoand's comment, turn 46: OllamaResponseLoggingInterceptor log of llama3 under the extension's tool prompt, message.content of the 08:49:21 response; JSON escapes undone)", 'llama3-quarkus-conversational-response-inputs-key', '{"name": "__conversational_response", "inputs": {"response": "The amount of transaction T001 is 11.1."}}', ('__conversational_response', {'response': 'The amount of transaction T001 is 11.1.'}))  # fmt: skip
real('https://github.com/quarkiverse/quarkus-langchain4j/pull/662 (same comment, the 08:49:22 response after the processStrings result; JSON escapes undone)', 'llama3-quarkus-conversational-response-after-tool-result', '{"name": "__conversational_response", "inputs": {"response": "The processed strings are [\'cat\', \'dog\']."}}', ('__conversational_response', {'response': "The processed strings are ['cat', 'dog']."}))  # fmt: skip
real('https://github.com/ollama/ollama/issues/17274 (devYRPauli\'s corrected description: qwen2.5:7b-instruct\'s output recovered with #17284 applied; the report says the `name` is the tool\'s title "Apply tags to a document", which is not the declared function name)', 'err-qwen25-tool-call-title-as-name', '<tool_call>\n{"name": "Apply tags to a document", "arguments": {"document_id": "doc-17", "tags": ["alpha", "beta", "gamma"]}}\n</tool_call>', errors=['Apply tags to a document'])  # fmt: skip
real("https://github.com/crmne/ruby_llm/blob/fb5a49bf04da78d3e74496431ad1c99df5e7e5f0/spec/fixtures/vcr_cassettes/chat_function_calling_gpustack_qwen3_handles_array_params.yml (qwen3 on GPUStack, the response's reasoning_content: a call written inline in reasoning prose; the real call came separately in tool_calls; YAML folding and JSON escapes undone)", 'neg-qwen3-reasoning-inline-json-call', '\nOkay, the user wants me to call the array_params function with the tags ["red", "blue"] and get the combined tags. Let me check the function definition. The function takes an object with a "tags" property, which is an array of strings. The required parameter is "tags", and it\'s strictly typed. So I need to structure the arguments correctly. The user provided the tags as a list, so I should pass them as a JSON array. The function\'s purpose is to combine these tags, so the output should be the array joined or processed somehow. But since the function\'s description says it uses the params DSL array support, maybe it just returns the combined array. I need to make sure the arguments are correctly formatted as a JSON object with the tags array. Let me verify the parameters again: the function expects "tags" as an array of strings. The user\'s input is ["red", "blue"], which fits. So the tool call should be {"name": "array_params", "arguments": {"tags": ["red", "blue"]}}. That should do it.\n')  # fmt: skip
real("https://github.com/patterns-ai-core/langchainrb/blob/a944fb53b82cbc5023008feb8b8f7af8ad44d065/spec/fixtures/llm/ollama/chat.json (llama2's recorded chat answer, message.content; JSON escapes undone)", 'neg-llama2-plain-chat-answer-with-bullets', " Of course, I'd be happy to help you debug your computer! Can you please provide more information about the issue you're experiencing? For example:\n\n* What kind of error message are you seeing?\n* How often does the issue occur?\n* Have you tried any troubleshooting steps already?\n\nThe more details you can provide, the better I can assist you in diagnosing and fixing the problem.")  # fmt: skip
real("https://github.com/awaescher/OllamaSharp/issues/246 (Jimex's description, the **Output** of qwen3:1.7b via Microsoft.Extensions.AI with a GetWeather tool: an answer without a call)", 'neg-qwen3-1p7b-no-call-answer', 'I cannot determine if you need an umbrella without knowing the weather forecast. Please check the weather forecast for the upcoming days to decide if it will rain.')  # fmt: skip
real("https://github.com/angelsbrood/Gemma4SwiftRepro/blob/8d63db628ab767d561a1c266077309ad262ce130/results/SUMMARY.md (Question 1's prose naming Gemma 4's call markup inline)", 'neg-gemma4-markup-named-in-results-prose', "The model emitted `<|tool_call>call:insert_section{...}<tool_call|>` (Gemma 4's\nactual wire format) and the parser extracted it as a structured `functionCall`\nitem with the right `name` and a JSON-encoded `arguments` string.")  # fmt: skip
real("https://github.com/angelsbrood/Gemma4SwiftRepro/blob/8d63db628ab767d561a1c266077309ad262ce130/results/SUMMARY.md (the 'Bonus: Multi-tool-call handling' bullet)", 'neg-gemma4-one-call-per-response-prose', '- **Single-pass** (no `toolDispatch`, `results/H-gemma4-multi.txt`): The\n  model emitted exactly one tool call (`insert_section`) and stopped\n  (`status=.completed`, not `.cancelled`). 1 `functionCall` item. Gemma 4\n  natively does one-call-per-response — the model does not chain multiple\n  `<|tool_call>...<tool_call|>` segments in a single generation.')  # fmt: skip
real("https://github.com/ml-explore/mlx-swift-lm/issues/169 (neon52's description: an illustrative stringified-arguments call in bug-report prose)", 'neg-mlx-swift-issue-example-stringified-args', 'When a model outputs:\n{"name": "func", "arguments": "{\\"key\\": \\"value\\"}"}\nThe current JSONDecoder implementation fails to decode the arguments field because it expects an object ({) but encounters a string (").')  # fmt: skip
real("https://github.com/ml-explore/mlx-swift-lm/issues/161 (neon52's description, first paragraph)", 'neg-mlx-swift-qwen3-next-format-prose', 'Qwen3-Next and Qwen3-Coder-Next use an XML-based tool calling format rather than the default JSON format. Currently, ToolCallFormat.infer(from:) does not recognize the qwen3_next prefix, causing it to fall back to the JSON parser, which fails to extract tool calls from the model output.')  # fmt: skip
real("https://github.com/microsoft/PhiCookBook/issues/279 (hannespreishuber's description: a C# prompt string holding Phi-4-mini's <|tool|> tool list, in a fence)", 'neg-phi4-mini-csharp-prompt-tool-list', '## Prompt\n```csharp\nstring prompt = "<|system|>Du bist ein hilfreicher Assistent mit Functions<|tool|>" +\n"[{\\"name\\": \\"GetWeatherAsync\\", \\"description\\": \\"liefert das Wetter für einen bestimmten Ort.\\"," +\n" \\"parameters\\": {\\"Ort\\": {\\"description\\": \\"liefert das Wetter für einen bestimmten Ort\\", \\"type\\": \\"str\\", \\"default\\": \\"London\\"}}}]<|/tool|><|end|><|user|>" +\n"Was ziehe ich heute draussen an in Wien?<|end|><|assistant|>";\n```')  # fmt: skip
real("https://github.com/microsoft/semantic-kernel/issues/11410 (lilhoser's description, point 1)", 'neg-sk-phi4-mini-function-call-content-prose', "1. phi 4 mini has function call support and listed on ollama.com model page, but it doesn't appear to work with the SK [sample code](https://github.com/microsoft/semantic-kernel/blob/0ff97c7fe73c5175df61ae627271341a32983c07/dotnet/samples/Demos/OllamaFunctionCalling/Program.cs). What I'm seeing is the model responds with just text, not a `FunctionCallContent` (`if (content[i] is FunctionCallContent item` in `CopyFunctionCalls`). FWIW, the model's response (as text) is correct - it picks the right plugin/function/parameters, but only if my prompt asks it to respond with that content.")  # fmt: skip
real("https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/1358 (jschmdt's description: LM Studio's error message for lfm2.5-1.2b-instruct, ending in the call as the app echoes it)", 'neg-lmstudio-lfm25-error-message-echo', '**Error message**\n\n`❌ Model failed to generate a tool call / Failed to parse arguments for tool "resolve-library-id": params requires property "query" / resolve_library_id(libraryName="astro")`')  # fmt: skip
real("https://github.com/google-ai-edge/ai-edge-apis/issues/41 (elile's description of function calling on Android)", 'neg-ai-edge-android-function-calling-question', 'First, I used the Hammer model with its formatter, but it either crashes on parseResponse or always returns hasFunction = true.\n\nThen, I tried the Gemma model with its formatter, but it only returns plain text.')  # fmt: skip
