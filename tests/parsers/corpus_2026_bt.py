# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set bt (issue 42): replies with several calls and calls mixed with prose, gathered without reading the parser.

Families: Ministral-8B (two `[TOOL_CALLS] [...]` blocks in one reply, each a list holding one call, vLLM issue), and
negatives: gpt-oss reasoning that plans to call a tool twice, issue/PR prose about parallel calls (vLLM, SGLang,
smolagents, dynamo, mlx-lm, mlxcel, Qwen3) including a fenced semicolon list of Llama calls and a fenced repr of a
cut-off Hermes call, and a llama-server error body that quotes Llama 3.2's `;`-separated calls.

Sources: vllm-project/vllm#11097, #24317 and #9451, sgl-project/sglang#30480, huggingface/smolagents#1899,
ai-dynamo/dynamo#9536, ml-explore/mlx-lm#791, lablup/mlxcel#783, QwenLM/Qwen3#1309, lemonade-sdk/lemonade#1562
(all read through the issue-search excerpts).

Could not find (in the helper's 35 minutes): most uncited threads about parallel calls show the reply only as a
screenshot, as parsed `tool_calls` (already structured), or cut off in the excerpt (llama-cpp-python#1856's
`;`-separated Llama list, llama.cpp#14101's Qwen3-4B content, PrimeIntellect-ai/renderers#78's duplicated
execute_code call, osaurus-ai/vmlx-swift#228's GLM-style raw stream); the many threads with full pasted replies
(GLM parallel `<tool_call>`s, Qwen3-Coder prose then call, Llama `;` lists, Kimi sections) are already cited by other
corpora. So this set is far smaller and more negative-heavy than the 15-25 aimed for; no real cut-off second call,
hallucinated tool result or undeclared second call was found in an uncited source.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_BT: list[dict[str, Any]] = [
    # vllm#11097 (jc-ryan's agent: the two tools named in the model input dump)
    tool_schema(
        "create_ai_video",
        ("video_path", "script"),
        video_path="string",
        script="string",
        base_img="string",
        mp3_path="string",
    ),
    tool_schema("post_on_x", ("content",), content="string", image_path="string", video_path="string"),
    # vllm#24317 (the get_weather tool of the Responses API test; city) and dynamo#9536 (location)
    tool_schema("get_weather", (), city="string", location="string"),
    tool_schema("get_time", ("timezone",), timezone="string"),
    # lemonade#1562 (the bitcoin tools named in the error)
    tool_schema("get_fee_recommendation", ()),
    tool_schema("get_fee_estimates", ()),
]

SOURCES_BT: dict[str, str] = {}
CASES_BT: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_BT[id] = source
    CASES_BT.append(Case(id, text, list(calls), **kw))


# ---- Ministral-8B: two [TOOL_CALLS] blocks in one reply ------------------------------------
real("https://github.com/vllm-project/vllm/issues/11097 (jc-ryan's 'Model Input Dumps': the assistant message's content from Ministral-8B-Instruct-2410 under vLLM's mistral parser; JSON escapes of the dump undone)", "ministral8b-two-tool-calls-blocks",
     "[TOOL_CALLS] [{\"arguments\": {\"video_path\": \"/home/Desktop/vids/donald_fernando.mp4\", \"script\": \"Donald Drewski and Fernando Whitehall are having a conversation.\", \"base_img\": \"/home/stable_diffusion_output.jpg\", \"mp3_path\": \"\"}, \"name\": \"create_ai_video\", \"id\": \"fgGIFgbG4\"}]\n\n"
     "[TOOL_CALLS] [{\"arguments\": {\"content\": \"Donald Drewski and Fernando Whitehall are having a conversation.\", \"image_path\": \"/home/stable_diffusion_output.jpg\", \"video_path\": \"/home/Desktop/vids/donald_fernando.mp4\"}, \"name\": \"post_on_x\", \"id\": \"fgGIFgbG4\"}]",
     ("create_ai_video", {"video_path": "/home/Desktop/vids/donald_fernando.mp4", "script": "Donald Drewski and Fernando Whitehall are having a conversation.", "base_img": "/home/stable_diffusion_output.jpg", "mp3_path": ""}),
     ("post_on_x", {"content": "Donald Drewski and Fernando Whitehall are having a conversation.", "image_path": "/home/stable_diffusion_output.jpg", "video_path": "/home/Desktop/vids/donald_fernando.mp4"}))  # fmt: skip

# ---- negatives ------------------------------------------------------------------------------
real("https://github.com/vllm-project/vllm/pull/24317 (goldanghenry's comment of 2025-10-22: gpt-oss-20b's reasoning_text, planning two get_weather calls)", "neg-gpt-oss-reasoning-plans-two-calls",
     "User wants weather for two areas: Yeongdeungpo-gu and Guro-gu. Probably need to call get_weather twice. Use tool get_weather.")  # fmt: skip
real("https://github.com/vllm-project/vllm/issues/9451 (lucasalvarezlacasa's description: prose about Llama 3.1 returning three calls at once)", "neg-vllm-issue-three-calls-prose",
     "Would it be possible to consider implementing the logic behind this field for different model families. For instance, in the case of llama3.1-8b-insturct, tool calling works, but the model ends up returning three tool calls instead of one by one.\n"
     "This makes me lose compatibility with frameworks like LangGraph.")  # fmt: skip
real("https://github.com/ai-dynamo/dynamo/pull/9536 (MatejKosec's description, 'Root cause': a fenced semicolon-separated pair of Llama 3.x calls explained in prose)", "neg-dynamo-pr-fenced-semicolon-calls",
     "## Root cause\n\nAfter splitting on `<|python_tag|>`, the resulting segment\n\n"
     "```\n{\"name\":\"get_weather\",\"arguments\":{\"location\":\"NYC\"}};{\"name\":\"get_time\",\"arguments\":{\"timezone\":\"EST\"}}\n```\n\n"
     "was passed whole to `serde_json::from_str`. The first `}` closes the first\nJSON object; the trailing `;{\"name\":\"get_time\",...}` is dangling text that\n"
     "fails validation. All subsequent calls in the segment are silently dropped\nand `Some(String::new())` (empty calls array) is returned with no error signal.")  # fmt: skip
real("https://github.com/huggingface/smolagents/issues/1899 (austinmw's description: prose naming multiple <tool_call> blocks)", "neg-smolagents-issue-multiple-tool-call-blocks",
     "**Problem**\n\nTransformersModel only extracts one tool call per response, even when models like Qwen natively support parallel tool calls (multiple <tool_call> blocks). "
     "This limits local model performance on tasks requiring independent parallel operations.\n\n**Proposed solution**\n\n"
     "Modify parse_tool_calls() in src/smolagents/models.py to extract ALL tool calls from text, not just one. The execution layer (ToolCallingAgent with ThreadPoolExecutor) already supports parallel execution.")  # fmt: skip
real("https://github.com/lemonade-sdk/lemonade/issues/1562 (Bortlesboat's 'Error': the ```json-fenced error body returned when Llama-3.2-3B-Instruct emitted `;`-separated calls; the message quotes the calls JSON-escaped, kept as the issue shows)", "neg-lemonade-error-body-quoting-calls",
     "```json\n{\n  \"error\": {\n    \"details\": {\n      \"response\": {\n        \"error\": {\n          \"code\": 500,\n"
     "          \"message\": \"Failed to parse input at pos 94: ; {\\\"name\\\": \\\"get_fee_recommendation\\\", \\\"parameters\\\": {}}; {\\\"name\\\": \\\"get_fee_estimates\\\", \\\"parameters\\\": {}}\",\n"
     "          \"type\": \"server_error\"\n        }\n      }\n    },\n    \"message\": \"llama-server request failed\",\n    \"type\": \"backend_error\"\n  }\n}\n```")  # fmt: skip
real("https://github.com/sgl-project/sglang/issues/30480 (AG0708's description: a fenced repr of a Hermes call cut mid-arguments, as input and leaked content; the `\\n` are literal in the issue)", "neg-sglang-issue-fenced-cut-call-repr",
     "So for output truncated mid-arguments:\n\n```\n"
     "input:  'I will check.\\n<tool_call>\\n{\"name\": \"get_weather\", \"arguments\": {\"city\": \"San Fr'\n"
     "non-streaming content: 'I will check.\\n<tool_call>\\n{\"name\": \"get_weather\", \"arguments\": {\"city\": \"San Fr'\n"
     "streaming content:     'I will check.\\n'  (+ partial tool-call deltas, finish_reason=\"length\")\n```\n\n"
     "The single `try` also means one truncated call discards every **valid** call\nbefore it in the same output (parallel tool calls → all dropped, everything\nleaked as content).")  # fmt: skip
real("https://github.com/ml-explore/mlx-lm/pull/791 (Evanev7's description: prose naming Kimi-K2's calls section marker)", "neg-mlx-lm-pr-kimi-section-prose",
     "Adds a tool parser based on the glm47 and vllm tool parser. Some points of note:\n\n"
     "- Kimi-K2 has a <|start_tool_calls_section|> in which it makes multiple calls. I don't handle this, and I don't think the rest of the code intends to, but would a follow up PR aiming to address this kind of parallel tool calling be appreciated? I'm not sure how much you want PRs making larger changes to the repo.\n"
     "- I couldn't actually get the loading logic correct with the full kimi-k2. I tested the parsing code manually with some custom ignores for the calls section, but the loading might need to change.")  # fmt: skip
real("https://github.com/lablup/mlxcel/pull/783 (inureyes's description, 'Summary': Kimi's section markers in inline code)", "neg-mlxcel-pr-kimi-markers-inline",
     "Kimi models emit tool calls wrapped in `<|tool_calls_section_begin|>...<|tool_calls_section_end|>` section markers, a format none of the existing `tool_calls::formats` parsers recognized, so those calls fell through to plain content instead of structured `tool_calls`.")  # fmt: skip
real("https://github.com/QwenLM/Qwen3/issues/1309 (LCorleone's 'Description': prose about Qwen3 emitting three dependent calls in one round)", "neg-qwen3-issue-chained-calls-prose",
     "Assume I have three tools A B and C.  And the tasks need to be executed in the order of B C A to solve, and the B's output is C's input, the C's output is A's input.\n"
     "For Qwen 3 thinking mode, it will directly output B C A in one round, so the input parameters of C and A are incorrect because the model can't observe the B's output and C's output.")  # fmt: skip
