# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set bi (issue 42): Chinese-ecosystem threads and docs (Qwen, InternLM, ChatGLM, DeepSeek, Kimi), gathered without reading the parser.

Families: Qwen3 (a thinking reply in LM Studio whose `<tool_call>` JSON follows a closed Chinese `<think>` block),
and negatives: a Qwen2 chat answer naming a tool in prose (Xinference), prompt/format text a model receives or that
docs quote -- a LangChain JSON-blob system template (QwenLM/Qwen3 issue), the InternLM2 `<|plugin|>` system format
(lmdeploy issue, gitcode guide), the ChatGLM3 tool-using README's expected output, DeepSeek V3/V3.1 token formats in
a vLLM PR description, Kimi K2 section markers in PR prose (exo, hermes-agent), a Cherry Studio issue's fenced
JSON-with-comments describing a Qwen3 MCP call, a gpt_server issue quoting its own parser code, a Qwen1.5 reply cut
off mid-sentence (plain text, no tools), a Qwen-Agent user quoting the DeepSeek template with placeholders, and
Japanese and Korean tutorial prose about function calling.

Sources: lmstudio-ai/lmstudio-bug-tracker#827, xorbitsai/inference#2259, QwenLM/Qwen3#346, InternLM/lmdeploy#1128,
blog.gitcode.com (InternLM multi-tool chat template guide), a Hugging Face mirror of ChatGLM3 tool_using/README.md,
vllm-project/vllm#23454, exo-explore/exo#1757, NousResearch/hermes-agent#24536, CherryHQ/cherry-studio#8714,
shell-nlp/gpt_server#47, QwenLM/Qwen3#220, QwenLM/Qwen-Agent#674, uepon.hatenadiary.com (2026/05/08),
creativeworksofknowledge.com (Local Tool Calling 101) (all read through the issue/page search excerpts).

Could not find (in the helper's time): most Chinese threads show the failing reply only as a screenshot, or paste
the already-parsed `tool_calls` structure rather than the raw text; the threads with raw text (Qwen-Agent
✿FUNCTION✿, ChatGLM3, GLM-4.x `<arg_key>`, DeepSeek `<｜tool▁call▁begin｜>`, Kimi, Hunyuan, xinference
"Can't parse single qwen tool call output" logs) are mostly cited by earlier corpora. No Japanese or Korean
(ELYZA, Swallow, EXAONE, HyperCLOVA, Sarashina, PLaMo) thread with a pasted raw call was found (only tutorial
prose), and no cut-off call in an uncited source. So this set is small (15, short of the 20 aimed for) and
negative-heavy: 1 positive, 14 negatives.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_BI: list[dict[str, Any]] = [
    # lmstudio-bug-tracker#827 (the user's tool)
    tool_schema("videoDownloadTool", ("content_URL",), content_URL="string"),
    # xinference#2259 (find_sports_shoes)
    tool_schema("find_sports_shoes", ("brand",), brand="string", size="string"),
    # lmdeploy#1128 / InternLM guide
    tool_schema("get_current_weather", ("location",), location="string", unit="string"),
    tool_schema("get_current_location", (), precision="string"),
    # ChatGLM3 tool_using README
    tool_schema("track", ("symbol",), symbol="string"),
    tool_schema("text-to-speech", ("text",), text="string", voice="string", speed="string"),
    # Cherry Studio#8714 (filesystem MCP server)
    tool_schema("list_allowed_directories", ()),
]

SOURCES_BI: dict[str, str] = {}
CASES_BI: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_BI[id] = source
    CASES_BI.append(Case(id, text, list(calls), **kw))


# ---- Qwen3: a closed Chinese <think> block, then a <tool_call> JSON ---------------------------
real("https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/827 (MemoryIt's description, 'Response in thinking mode': qwen3-1.7b@8bit's message.content; JSON string escapes undone)", "qwen3-think-then-tool-call-bilibili",
     "<think>\n好的，用户让我下载B站的视频链接https://www.bilibili.com/video/BV1tkhnzPEbU。首先，我需要确认这个链接是否有效。不过，作为助手，我可能无法直接访问外部链接，但根据提供的工具函数，应该可以处理。\n\n"
     "接下来，用户提供的工具是videoDownloadTool，参数需要content_URL。所以我要检查链接是否正确，并且是否符合要求。B站的视频链接通常以BV开头，比如BV1hM83zrEdE，而用户给出的链接是BV1tkhnzPEbU，看起来格式正确。\n\n"
     "然后，我需要调用videoDownloadTool函数，将content_URL参数设置为用户提供的链接。确保没有其他参数需要处理，因为工具的required字段只包含content_URL。因此，直接构造JSON对象，调用该函数即可。\n\n"
     "需要注意的是，虽然实际下载可能需要网络权限和B站的授权，但根据工具的描述，应该可以处理。用户可能希望得到视频文件，所以需要确保函数能正确下载并返回结果。如果有错误，可能需要提示用户检查链接或稍后再试。\n</think>\n\n"
     "<tool_call>\n{\"name\": \"videoDownloadTool\", \"arguments\": {\"content_URL\": \"https://www.bilibili.com/video/BV1tkhnzPEbU\"}}\n</tool_call>",
     ("videoDownloadTool", {"content_URL": "https://www.bilibili.com/video/BV1tkhnzPEbU"}))  # fmt: skip

# ---- negatives ------------------------------------------------------------------------------
real("https://github.com/xorbitsai/inference/issues/2259 (ChengjieLi28's comment of 2024-09-09: qwen2-instruct's message content when asked how to look up shoes, naming the tool in prose; Python repr escapes undone)", "neg-qwen2-xinference-prose-names-tool",
     "如果你想查询特定品牌和型号的运动鞋，你可以使用提供的`find_sports_shoes`函数。请提供你要查询的鞋子品牌和尺寸。\n\n示例：如果你想查询Nike的码数为43的运动鞋，你可以提问如下：\n\n查询Nike，43码的运动鞋")  # fmt: skip
real("https://github.com/QwenLM/Qwen3/issues/346 (Songjiadong's description: the __system_template prompt given to Qwen1.5-MoE-A2.7B, as the issue shows it, Python {{ }} escapes kept)", "neg-qwen15-langchain-json-blob-system-template",
     "Respond to the human as helpfully and accurately as possible. You have access to the following tools:\n\n{tools}\n\n"
     "Use a json blob to specify a tool by providing an action key (tool name) and an action_input key (tool input).\n\n"
     "- Valid \"action\" values: \"Final Answer\" or {tool_names}\n- Valid \"action_input\" type must be STRING, if \"action\" value equals \"Final Answer\"\n\n"
     "Provide only ONE action per $JSON_BLOB, as shown:\n\n```\n\n{{\n  \"action\": $TOOL_NAME,\n\n  \"action_input\": $INPUT\n}}\n\n```\n\n"
     "Follow this format:\n\nQuestion: input question to answer\n\nThought: consider previous and subsequent steps\n\nAction:\n\n```\n\n$JSON_BLOB\n\n```\n\n"
     "Observation: action result\n\n... (this Thought/Action/Observation can be repeated zero or more times)\n\nThought: I know what to respond\n\nAction:\n\n```\n\n"
     "{{ \n  \"action\": \"Final Answer\",\n\n  \"action_input\": \"Final response to the original input question of human\"  \n}}\n\n```\n\n"
     "Begin!Reminder to ALWAYS respond with a valid json blob of a SINGLE Action. Use tools if necessary. Respond directly if appropriate. Format is Action:```$JSON_BLOB```then Observation\n")  # fmt: skip
real("https://github.com/InternLM/lmdeploy/issues/1128 (DirtyKnightForVi's description: the InternLM2 tool-calling system format, quoted in a fence)", "neg-internlm2-plugin-system-format-issue",
     "首先书生2模型的工具调用格式是：\n```\n<|im_start|>system\n你是书生浦语2，一个无害的人工智能助手<|im_end|>\n<|im_start|>system name=<|plugin|>\n[\n    {\n        \"name\": \"get_current_weather\",\n"
     "        \"description\": \"Get the current weather in a given location\",\n        \"parameters\": {\n            \"type\": \"object\",\n            \"properties\": {\n"
     "                \"location\": {\n                    \"type\": \"string\",\n                    \"description\": \"The city and state, e.g. San Francisco, CA\",\n                },\n"
     "                \"unit\": {\"type\": \"string\"},\n            },\n            \"required\": [\"location\"],\n        },\n    }\n]\n<|im_end|>\n```\n\n"
     "如果用这种格式直接调用，会默认加载到user这个角色\n如果用openai的格式，又不支持：`{'role':'environment',content:'XXXXXX'}`\n\n请问这种后续是否会适配？")  # fmt: skip
real("https://blog.gitcode.com/aabf223604da22f51959cd4a540fa32b.html (InternLM/InternLM项目中多工具选择的Chat Template编写指南: the multi-tool template paragraph, as the page excerpt renders it)", "neg-internlm-multi-tool-chat-template-guide",
     "一个典型的多工具Chat Template结构如下:\n<|im_start|>system\n你是书生浦语2,一个无害的人工智能助手<|im_end|>\n<|im_start|>system name=<|plugin|>\n[\n{\n\"name\": \"get_current_weather\",\n"
     "\"description\": \"获取指定位置的当前天气\",\n\"parameters\": {\n\"type\": \"object\",\n\"properties\": {\n\"location\": {\n\"type\": \"string\",\n\"description\": \"城市和州,例如:上海市\",\n},\n"
     "\"unit\": {\"type\": \"string\"},\n},\n\"required\": [\"location\"],\n},\n},\n{\n\"name\": \"get_current_location\",\n\"description\": \"获取用户当前位置\",\n\"parameters\": {\n"
     "\"type\": \"object\",\n\"properties\": {\n\"precision\": {\n\"type\": \"string\",\n\"description\": \"定位精度\",\n}\n},\n\"required\": [],\n},\n}\n]\n<|im_end|>")  # fmt: skip
real("https://worker-huggingface.ww6410.workers.dev/spaces/kakuguo/ChatGLM3/resolve/82ef79db7cf4dcadccfb547dff6172b40069b2b4/tool_using/README.md (a mirror of ChatGLM3's tool_using/README.md, '提出问题' section; the page search renders its newlines as spaces, kept so)", "neg-chatglm3-tool-using-readme-expected-output",
     "## 提出问题 注意:目前 ChatGLM3-6B 的工具调用只支持通过 `chat` 方法,不支持 `stream_chat` 方法。 ```python history = [system_info] query = \"帮我查询股票10111的价格\" response, history = model.chat(tokenizer, query, history=history) print(response) ``` "
     "这里期望得到的输出为 ```json {\"name\": \"track\", \"parameters\": {\"symbol\": \"10111\"}} ``` 这表示模型需要调用工具 `track`,并且需要传入参数 `symbol`。")  # fmt: skip
real("https://github.com/vllm-project/vllm/pull/23454 (Xu-Wenqing's description: the DeepSeek-V3.1 and R1/V3 tool-call formats; the literal \\n sequences are as the PR writes them)", "neg-deepseek-v31-vs-r1-format-pr-description",
     "## Purpose\n\nSupport DeepSeek-V3.1 tool call.\n\nThe tool call format of DeepSeek-V3.1 is different from DeepSeek-V3/R1:\n"
     "DeepSeek-V3.1: <｜tool▁calls▁begin｜><｜tool▁call▁begin｜>tool_call_name<｜tool▁sep｜>tool_call_arguments<｜tool▁call▁end｜><｜tool▁calls▁end｜>\n"
     "DeepSeek-R1/V3: <｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>FUNCTION_NAME\\n'```json\\n{\"param1\": \"value1\", \"param2\": \"value2\"}\\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>\n\n"
     "So we can't use --tool-call-parser deepseek_v3 for this DeepSeek-V3.1, we need a new tool call parser \"deepseek_v31\"")  # fmt: skip
real("https://github.com/exo-explore/exo/pull/1757 (dale-lakes's description: Kimi-style raw markup quoted inline in the Problem section)", "neg-kimi-raw-markup-in-pr-problem-section",
     "## Summary\n\n- When tool call parsing fails (malformed syntax from the model), yield a descriptive error message instead of raw special-token markup\n"
     "- Clients can surface this error back to the model, allowing it to self-correct instead of repeating the same malformed call\n\n"
     "## Problem\n\nWhen a model produces a tool call with malformed syntax (e.g., wrong separator character, missing argument delimiter), `parse_tool_calls` yields the raw markup (`<|tool_calls_section_begin|><|tool_call_begin|>functions.shell!166...`) as plain assistant text. "
     "Clients like Goose don't recognize this as a failed tool call, the model never receives error feedback, and it repeats the same malformed call indefinitely.\n\n"
     "## Fix\n\nReplace the raw markup yield with a clear error message:\n```\n[tool call error] A tool call was attempted but could not be parsed due to malformed syntax. Please retry using the correct tool call format.\n```")  # fmt: skip
real("https://github.com/NousResearch/hermes-agent/pull/24536 (samplesabotage's description, first paragraphs: the Kimi K2 section markers named in prose)", "neg-kimi-k2-section-markers-pr-prose",
     "## What does this PR do?\n\n`ChatCompletionsTransport.normalize_response` extracts tool calls only from the structured `message.tool_calls` field. When the upstream returns Kimi K2's native tool-call format — `<|tool_calls_section_begin|>...<|tool_calls_section_end|>` — as plain assistant `content`, the transport returns the tokens to the agent loop verbatim. "
     "The requested tool call never executes; the leaked tokens are delivered to the user as if they were the final answer.")  # fmt: skip
real("https://github.com/CherryHQ/cherry-studio/issues/8714 (Cyberceratops's description: '重现步骤' and '预期行为', fenced JSON with // comments describing a Qwen3-235B MCP call)", "neg-cherry-studio-qwen3-mcp-args-described",
     "### 重现步骤\n\n1. 配置 MCP 服务，设置允许访问的目录（如 `C:\\\\docs`）\n2. 在 Cherry Studio 中选择 Qwen3-235B-A22B-Instruct-2507 模型\n3. 尝试调用任何文件系统工具：\n"
     "```\n   {\n     \"tool\": \"filesystem.list_allowed_directories\",\n     \"params\": {\n       \"arguments\": \"C:\\\\docs\"  // 错误格式：应为对象而非字符串\n     }\n   }\n```\n\n"
     "### 预期行为\n模型应生成符合 MCP 规范的参数格式：\n\n```\n  \"tool\": \"filesystem.list_allowed_directories\",\n  \"params\": {\n    \"arguments\": {  // 应为对象\n      \"path\": \"C:\\\\docs\"\n    }\n  }\n}\n```")  # fmt: skip
real("https://github.com/shell-nlp/gpt_server/issues/47 (QQR1's description: prose and the parser code it quotes)", "neg-gpt-server-issue-quotes-parser-code",
     "问题描述 (Description)\n在 tool_parser.py 的 extract_tool_calls 函数中，解析模型输出的 JSON 动作时，程序硬编码了使用 action[\"arguments\"] 来获取工具参数。然而，部分模型或特定格式下，工具调用的参数键名可能是 parameters 而不是 arguments。当模型输出后者时，程序会抛出 KeyError: 'arguments' 异常并导致解析中断。\n\n"
     "def extract_tool_calls(\n        self,\n        model_output: str,\n        tools,\n    ) -> ExtractedToolCallInformation:\n        # ... 省略部分代码\n"
     "            for match_result in match_result_list:\n                index += 1\n                action = json.loads(match_result)\n"
     "                # 下面这一行在 action 包含 \"parameters\" 而非 \"arguments\" 时会崩溃\n                name, arguments = action[\"name\"], json.dumps(\n                    action[\"arguments\"], ensure_ascii=False\n                )")  # fmt: skip
real("https://github.com/QwenLM/Qwen3/issues/220 (1920853199's description: qwen1.5-72b-chat's message.content for a translation request, cut off mid-sentence with finish_reason stop; no tools offered)", "neg-qwen15-truncated-translation-plain-text",
     "检索增强生成（RAG）是一种技术，它使LLMs（大型语言模型）能够利用从某些数据源检索到的信息来支持其生成的答案。简单来说，RAG就是搜索加LLM提示，其中你让模型在通过搜索算法找到的信息作为上下文的基础上回答问题。查询和检索到的上下文都会被融入到发")  # fmt: skip
real("https://github.com/QwenLM/Qwen-Agent/issues/674 (wxw-123's comment of 2025-08-07: a user asking whether Qwen-Agent parses the DeepSeek template, quoting it with placeholders)", "neg-qwen-agent-user-quotes-deepseek-template",
     "请问是不是没有适配这种模板解析呢？？？\n\n<｜tool▁calls▁begin｜>\n<｜tool▁call▁begin｜>\n{\"name\": \"function_name\", \"parameters\": {...}}\n<｜tool▁call▁end｜>\n<｜tool▁calls▁end｜><｜end▁of▁sentence｜>")  # fmt: skip
real("https://uepon.hatenadiary.com/entry/2026/05/08/235859 (ローカルLLMに「CPU温度を教えて」と聞いたら…: section 1, Japanese prose describing what a model returns)", "neg-japanese-blog-function-calling-prose",
     "1. Function Callingとは何か\nFunction Calling(関数呼び出し / ツール呼び出し)は、LLMに「どの関数を、どんな引数で呼ぶべきか」を判断させる機能です。\n"
     "よくある誤解として「LLMが関数を実行してくれる」と思いがちですが、LLMは関数を実行しません。LLMがやるのは「この関数をこの引数で呼んでほしい」というJSON形式の指示を返すことだけです。")  # fmt: skip
real("https://www.creativeworksofknowledge.com/cwk-quests/local-ai-quest/tools/basics/ (Local Tool Calling 101, Korean lesson text as the page excerpt renders it)", "neg-korean-lesson-tool-calling-prose",
     "Tool calling이 뭐야\n\nTool calling (function calling)은 모델이 직접 답하는 대신 외부 함수 실행을 요청하게 해. 모델이 구조화된 request 반환 — 함수 이름 + 인자. 아빠 코드가 함수 실행해서 결과 다시 보내면 모델이 거기서 이어서 가. 이게 LLM이 만 안 하고 행동하게 만드는 거야.")  # fmt: skip
