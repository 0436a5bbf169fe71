# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set bd (issue 42): web pages (Hugging Face discussions, Reddit mirrors, blogs, Japanese/Chinese posts, docs), gathered without reading the parser.

Families: one Qwen3-Coder reply cut off inside a `<function=...><parameter=...>` call (a Hugging Face model
discussion), and negatives: discussion and blog prose naming `<tool_call>`, `<function=...>`, `[TOOL_CALLS]`-era
formats and `tool_calls` fields; documentation that shows a call in the exact call format (a GLM-4.5 guide's
`<tool_call>get_weather<arg_key>...` example, a smolagents course's JSON list of `web_search` calls, a Japanese
blog's `{"tool": ..., "args": ...}` block, a hashnode post's inline `{"name":"SayHello",...}`); a quoted Llama 3.2
model-card prompt ending in its pythonic example answer; a Python script whose print() strings hold call syntax;
a system prompt holding a `function_call` example; a vLLM error log line; template and parser prose.

Sources: huggingface.co discussions read through mirrors (Qwen/Qwen3-Coder-30B-A3B-Instruct #19,
froggeric/Qwen-Fixed-Chat-Templates #45, unsloth/Devstral-Small-2507-GGUF #1, meta-llama/Llama-3.2-1B-Instruct #20),
the Hugging Face Agents Course, a Hugging Face Space doc (DeepBoner), r/LocalLLaMA posts 1jauy8d and 1klltt4 (via
Reddit front-ends), k33g.hashnode.dev, pon-garage.com, iranjankumar.com, yanoasa-engineer.com, blog.gitcode.com,
prhub.com.cn, devbutler.io, her-os.app, dev.to (kuroko1t). All read through the pages-search excerpts; texts are
copied as the excerpts render them (HTML already stripped by the page, so list markers and fences may be missing).

Could not find (in the helper's time): an uncited web page (not a GitHub thread or mirror of one) that pastes a
local model's complete raw reply with a call in it. The pages that do (Qwen 2.5 Coder bare JSON on stepcodex,
Hermes-3 via NemoClaw #2731/#2733, Gemma 4 `<|tool_call>` in unsloth #4999, Llama-4-Scout in omlx #1153, the
SKaiNET Llama 3.2 demo, techandfi's Qwen3 post, aitoolsguidebook, Simon Willison's Gemma note, the Gemma meme
generator docs) are all cited by earlier corpora; several blogs (dev.to Whet, devbutler "six models", Qiita gpt-oss,
k33g's raw-mode Mistral run) show their model outputs only past the part of the page the search returns. So this
set has no positive and is almost all negatives. Only one cut-off call was found (and the page may have hidden its
closing tags as HTML); no second one.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_BD: list[dict[str, Any]] = [
    tool_schema("knowledge_search_agent", ("prompt",), prompt="string"),  # HF Qwen3-Coder discussion #19
    tool_schema(
        "get_current_weather", ("location",), location="string", unit="string"
    ),  # Devstral GGUF discussion script
    tool_schema("get_latest_news", ("topic",), topic="string"),
    tool_schema("SayHello", ("name",), name="string"),  # k33g.hashnode.dev (Mistral 7B via Ollama raw mode)
    tool_schema("AddNumbers", ("a", "b"), a="number", b="number"),
    tool_schema("get_weather", (), city="string", date="string"),  # pon-garage.com, iranjankumar.com GLM-4.5 guide
    tool_schema("web_search", ("query",), query="string"),  # Hugging Face Agents Course (smolagents)
    tool_schema("read_file", ("path",), path="string"),  # Whet (dev.to kuroko1t)
    tool_schema("edit_file", ("path", "old_text", "new_text"), path="string", old_text="string", new_text="string"),
    tool_schema("shell", ("command",), command="string"),
]

SOURCES_BD: dict[str, str] = {}
CASES_BD: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_BD[id] = source
    CASES_BD.append(Case(id, text, list(calls), **kw))


HF_QWEN3CODER = "https://huggingface.co/Qwen/Qwen3-Coder-30B-A3B-Instruct/discussions/19 (read at hg.istephan-squireso.workers.dev, a mirror of it; Qwen3-Coder-30B-A3B-Instruct-FP8 on vLLM with --tool-call-parser qwen3_coder)"
FROGGERIC = "https://huggingface.co/froggeric/Qwen-Fixed-Chat-Templates/discussions/45 (the PR description 'Fix: tool calls silently lost on llama.cpp/ik_llama')"
DEVSTRAL = "https://huggingface.co/unsloth/Devstral-Small-2507-GGUF/discussions/1 (read at worker-huggingface.ww6410.workers.dev, a mirror; squid2's report 'Unsloth template changes broke tool calling')"
LLAMA32 = "https://huggingface.co/meta-llama/Llama-3.2-1B-Instruct/discussions/20 (read at huggingface.proxy.nlp.skieer.com, a mirror; 'Is the chat template correct?')"
REDDIT_GEMMA3 = "https://www.reddit.com/r/LocalLLaMA/comments/1jauy8d/giving_native_tool_calling_to_gemma_3_or_really (read at reddit.tnl.social, a Reddit front-end; u/logkn's tutorial)"
REDDIT_QWEN3 = "https://www.reddit.com/r/LocalLLaMA/comments/1klltt4/the_qwen3_chat_template_is_still_bugged (read at reddit.birdcat.cafe, a Reddit front-end)"
GLM_GUIDE = "https://iranjankumar.com/how-to-call-functions-in-glm4-5-a-step-by-step-guide"
GITCODE = (
    "https://blog.gitcode.com/1f325d08de02204b459349b6f3c915f9.html (QwenLM/Qwen3项目中vLLM本地部署工具调用问题解析)"
)

# --- a cut-off call ---
real(HF_QWEN3CODER + " (the model output pasted in the opening post; it ends inside the parameter as the page shows it, no </parameter>, </function> or </tool_call> follows)", "cut-qwen3coder-function-parameter-open",
     "I will use the knowledge_search_agent tool to retrieve a list of all documents in your knowledge base.\n<function=knowledge_search_agent>\n<parameter=prompt>\nList all the documents in the user's knowledge base.\n",
     errors=["knowledge_search_agent"])  # fmt: skip

# --- negatives: the pages' own prose, docs and logs ---
real(HF_QWEN3CODER + " (the opening post's words after the output)", "neg-qwen3coder-discussion-prose",
     "Its calling the tool but vLLM is not able to pick parse that.\n\nany fix for this?")  # fmt: skip
real(FROGGERIC + " ('Problem' section)", "neg-froggeric-problem-xml-format-prose",
     "The v16+ XML tool-call format (<function=name><parameter=...> inside <tool_call>) is not parseable by llama.cpp's (and ik_llama's) OpenAI-compatible server. The server's tool-call grammar triggers on the <tool_call> opener but its parser expects a JSON object (Hermes format) inside.")  # fmt: skip
real(FROGGERIC + " (the diagnosis paragraph quoting the failing output's shape)", "neg-froggeric-raw-failing-output-prose",
     "Diagnosed by capturing an agentic frontend's exact failing request via a logging proxy and replaying/bisecting it offline against ik_llama. The raw failing output looked like <function=skill>...</function></tool_call> appearing as plain text (opener eaten by the grammar trigger).")  # fmt: skip
real(FROGGERIC + " ('Fix' bullets, list markers lost in the rendering)", "neg-froggeric-fix-hermes-json-placeholder",
     "Instruction block now teaches the native Hermes JSON format: <tool_call> {\"name\": ..., \"arguments\": {...}} </tool_call> — which is both what Qwen is trained on and what llama.cpp/ik_llama/vLLM parsers actually parse.\n"
     "Assistant-history rendering of past tool_calls emits the same JSON form (in-context consistency).")  # fmt: skip
real(DEVSTRAL + " (the report's opening)", "neg-devstral-discussion-report",
     "I was having issues where when the model is performing multiple tool calls where I'd get an incorrectly formatted response from the model after the second tool call response is sent to the model, where the third tool call by the model will be within the response content and with an incorrect tool call format. I don't have this issue when using Mistral AI's official GGUFs here: https://huggingface.co/mistralai/Devstral-Small-2507_gguf")  # fmt: skip
real(DEVSTRAL + " (the user's script, unfenced as the page renders it: print() strings hold call syntax for declared tools)", "neg-devstral-script-print-call-syntax",
     "def get_latest_news(topic: str) -> str:\n    \"\"\"\n    Get the latest news headlines for a given topic.\n\n    Args:\n        topic (str): The topic to search for news, e.g., \"technology\".\n\n    Returns:\n        str: A JSON string with a list of news headlines.\n    \"\"\"\n    print(f\"--- Called function get_latest_news(topic='{topic}') ---\")\n    # In a real application, this would call a news API.")  # fmt: skip
real(LLAMA32 + " (the poster's prose)", "neg-llama32-discussion-prose",
     "When I read the documentation on https://www.llama.com/docs/model-cards-and-prompt-formats/llama3_2#-tool-calling-(1b/3b)- I noticed that the chat template differs from what is used in this and Llama 3.2 1B/3B Instruct repositories. Especially the tool calling part is different. In Llama 3.1 the chat template uses JSON based tool calling but on the Llama 3.2 documentation tool calling seem to use this function style signature. Although the 3.2 vision models still use the old syntax.")  # fmt: skip
real(LLAMA32 + " (the model-card prompt the poster quotes, ending in the card's example answer: documentation, not a reply)", "neg-llama32-quoted-model-card-example",
     "Should you decide to return the function call(s), Put it in the format of [func1(params_name=params_value, params_name2=params_value2...), func2(params)]\nNO other text MUST be included.<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n[get_user_info(user_id=7890, special='black')]<|eot_id|>")  # fmt: skip
real(REDDIT_GEMMA3 + " (prose after the quoted qwen2.5 template)", "neg-reddit-gemma3-tutorial-prose",
     "If you think this looks like the second half of your average homebrew tool calling system prompt, you're spot on. This is literally appending markdown-formatted instructions on what tools are available and how to call them to the end of the system prompt.\n\n"
     "Already, Ollama will recognize the tools you give it in the tools part of your OpenAI completions request, and inject them into the system prompt.")  # fmt: skip
real(REDDIT_GEMMA3 + " (the quoted template's instruction lines with placeholders)", "neg-reddit-gemma3-template-placeholders",
     "For each function call, return a json object with function name and arguments within <tool_call></tool_call> XML tags:\n<tool_call>\n{\"name\": <function-name>, \"arguments\": <args-json-object>}\n</tool_call>")  # fmt: skip
real(REDDIT_QWEN3 + " (the post naming a history entry with tool_calls)", "neg-reddit-qwen3-history-entry",
     "Qwen3 uses an XML tool calling syntax that the Jinja template transforms into the known OpenAI-compatible structure. But there's a catch. Once you call a tool once, you save that tool call in the chat history. And that tool call entry has:\n\njson { \"role\": \"assistant\", \"tool_calls\": [...] }")  # fmt: skip
real(REDDIT_QWEN3 + " (the server error the post quotes)", "neg-reddit-qwen3-server-error",
     "Therefore, whenever you use any OpenAI-compatible client that saves the chat history and you use more than one tool call, the conversation will become broken and the server will start reporting an error:\n\ngot exception: {\"code\":500,\"message\":\"[json.exception.out_of_range.403] key 'content' not found\",\"type\":\"server_error\"}")  # fmt: skip
real("https://k33g.hashnode.dev/function-calling-with-ollama-mistral-7b-bash-and-jq (the post's explanation with an inline call example)", "neg-k33g-inline-sayhello-example",
     "If the LLM \"understand\" that the SayHello function can be used to say \"hello\" to Bob, then the LLM will answer with only the name of the function with the parameter(s). For example: {\"name\":\"SayHello\",\"arguments\":{\"name\":\"Bob\"}}\n\nThen, it will be up to you to implement the call of the function.")  # fmt: skip
real("https://pon-garage.com/articles/3sotwn4zt42s (LLMのToolコーリングの動作原理, step 3: the format the article says the LLM outputs)", "neg-pon-garage-tool-args-json",
     "3. ツール名が返ってきたら実行する\n\nLLMがツールの使用を選んだ場合、以下のような形式で出力する。\n\n{\n  \"tool\": \"get_weather\",\n  \"args\": {\n    \"city\": \"Tokyo\"\n  }\n}")  # fmt: skip
real(GLM_GUIDE + " (the guide's format with placeholders)", "neg-glm45-guide-placeholder-format",
     "Now that we have the function signature, we can call the function using the following XML format:\n\n<tool_call>{function-name}\n  <arg_key>{arg-key-1}</arg_key>\n  <arg_value>{arg-value-1}</arg_value>\n  <arg_key>{arg-key-2}</arg_key>\n  <arg_value>{arg-value-2}</arg_value>\n  ...\n</tool_call>")  # fmt: skip
real(GLM_GUIDE + " (the guide's worked example in the exact call format: documentation)", "neg-glm45-guide-worked-example",
     "For our get_weather function, the function call might look like this:\n\n<tool_call>get_weather\n  <arg_key>city</arg_key>\n  <arg_value>Beijing</arg_value>\n  <arg_key>date</arg_key>\n  <arg_value>2024-06-27</arg_value>\n</tool_call>")  # fmt: skip
real("https://huggingface.co/learn/agents-course/unit2/smolagents/tool_calling_agents (the course's JSON example of a ToolCallingAgent's action)", "neg-agents-course-json-action-list",
     "A ToolCallingAgent would instead create a JSON structure:\n\n[\n    {\"name\": \"web_search\", \"arguments\": \"Best catering services in Gotham City\"},\n    {\"name\": \"web_search\", \"arguments\": \"Party theme ideas for superheroes\"}\n]\n\nThis JSON blob is then used to execute the tool calls.")  # fmt: skip
real("https://huggingface.co/spaces/VibecoderMcSwaggins/DeepBoner/blob/efd0997499dd10c841bc88a0a97123ca6b25e4e5/docs/bugs/archive/P1_FREE_TIER_TOOL_EXECUTION_FAILURE.md (read at fast.hugflare.com, a mirror; the 'Symptoms' list as rendered, items run together)", "neg-deepboner-symptoms-list",
     "Users on Free Tier see:\n- Garbage tokens: \"oleon\", \"UrlParser\", \"MemoryWarning\", \"PostalCodes\"\n- Raw tool call XML tags:\n<tool_call>,</tool_call>appearing as text - Raw JSON tool calls:\n{\"name\": \"search_pubmed\", \"arguments\": {...}} - Hallucinated tool results: Fake JSON responses that were never returned by actual tools:\n{\"response\": \"[{'title': 'Effect of Flibanserin...', ...}]\"} - No actual database searches: PubMed, ClinicalTrials.gov never queried")  # fmt: skip
real(GITCODE + " (问题根源 list)", "neg-gitcode-root-cause-list",
     "经过分析,该问题主要由以下因素导致:\n\n  1. 模型输出格式不匹配:模型生成的工具调用标记使用了特殊格式<tool_call>{{...}}</tool_call>,而非标准JSON\n  2. 解析器兼容性问题:内置的hermes解析器对Qwen特有的输出格式支持不足\n  3. 配置同步延迟:模型文件的更新(特别是tokenizer_config.json)未能及时同步到所有分发渠道")  # fmt: skip
real(GITCODE + " (the vLLM error log the post quotes)", "neg-gitcode-hermes-parser-error-log",
     "典型错误输出显示为:\n\nERROR hermes_tool_parser.py:103] Error in extracting tool call from response Expecting property name enclosed in double quotes: line 2 column 2 (char 2)")  # fmt: skip
real("https://prhub.com.cn/vllm-project/vllm/pull/35687/report.md (功能与动机: the PR's motivation about <tool_call> inside <think>)", "neg-prhub-qwen35-toolcall-in-think-prose",
     "Qwen3.5 models sometimes emit <tool_call> inside the <think> block without closing </think> first. When this happens, Qwen3ReasoningParser.extract_reasoning() classifies the entire output as reasoning, the tool parser receives empty content, and the tool call is silently dropped. This is the same class of issue fixed for Kimi K2 in #33646.")  # fmt: skip
real("https://yanoasa-engineer.com/archives/292 (create_payload's system prompt in the article's Python, holding a function_call example for mistral-small; unfenced as rendered)", "neg-yanoasa-system-prompt-function-call-example",
     "\"あなたは天気情報を提供するエージェントです。\"\n\"ユーザーからの質問に対しては、必ず下記の形式に沿った JSON 形式の function_call として回答してください。\\n\\n\"\n\"例:\\n\"\n\"{\\n\"\n' \"function_call\": {\\n'\n' \"name\": \"get_weather\",\\n'\n' \"arguments\": \"{\\\\\"location\\\\\": \\\\\"東京\\\\\"}\"\\n'\n\" }\\n\"\n\"}\\n\\n\"\n\"絶対に他の形式では回答しないでください。\"")  # fmt: skip
real("https://devbutler.io/blog/six-local-models-six-behaviours ('Tool Calling Is Not Solved')", "neg-devbutler-text-mode-prose",
     "In practice, only some models actually use it. The rest output the same thing as text in their response. That's two completely different code paths to handle — structured field parsing, and \"read the response text and try to figure out if it's a tool call.\"")  # fmt: skip
real("https://her-os.app/RESEARCH-LLAMA-TOOL-CALLING.md ('Bug B: Llama 3.1 tool-call bias')", "neg-her-os-llama31-template-format-prose",
     "Llama 3.1 has a strong bias toward using tools when they're available.\n\n- [ollama#6127](https://github.com/ollama/ollama/issues/6127) — \"No matter what I prompt, llama3.1 always replies with a tool call\"\n- The model's chat template instructs it to output `{\"name\": function_name, \"parameters\": {...}}` for tool calls")  # fmt: skip
real("https://dev.to/kuroko1t/what-happens-when-local-llms-fail-at-tool-calling-testing-7-models-with-a-rust-coding-agent-cep (the intro naming edit_file(...) in prose)", "neg-dev-to-whet-edit-file-prose",
     "The key mechanism is tool calling: instead of the model printing \"you should edit line 5,\" the model returns a structured API call like edit_file(path, old_text, new_text), and the agent executes it. When this works, the model can autonomously chain multiple tools to complete a task. When it breaks, things get interesting.")  # fmt: skip
