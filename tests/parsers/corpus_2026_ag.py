# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set ag (issue 42): regional models and non-English threads, gathered without reading the parser.

Families (positives): GLM-4-9B's markerless `name\\n{json}` reply (zai-org/GLM-4, Chinese thread); YandexGPT's
`[TOOL_CALL_START]Name\\n{json}` with a `\\'` escape inside SQL (Russian thread); GigaChat-3-Ultra's
`<tool_calls> <invoke name=…> <parameter name=… string="true">` (Cyrillic argument); StepFun Step-3.5-Flash's
`<function=…><parameter=…>` blocks, bare as a harness logged them (Chinese thread) and in `<tool_call>` after a closed
`<think>`; Qwen2-72B's Qwen-Agent `[FUNCTION]`/`[ARGS]` reply that runs on into a hallucinated `[RESULT]` (Chinese
thread); Qwen2 JSON calls wrapped in `<response><tools>` and in a ```xml fence with `<function_call>`; GLM's
`<tool_call>Name <arg_key>…</arg_key> <arg_value>…</arg_value> </tool_call>` after prose.

Negatives: Japanese and Korean bug reports naming `<invoke …>` markup inline, Russian issues quoting a GigaChat
`function_call` message and an n8n response, a YandexGPT SDK result repr holding a structured call, a Russian maintainer
reply with a Python call in backticks, Chinese issue prose (Qwen-Agent, vllm-ascend), a Chinese format description with
placeholders (✿FUNCTION✿ name, ✿ARGS✿ {...}), a Chinese Ollama Modelfile prompt, the Zhipu API's tool_calls response
quoted in a Chinese issue, a Japanese guide's flow diagram (`LLM: tool_call(get_weather, city="Seoul")`) and a
Japanese Qiita article's tool prompt template.

Sources: GitHub threads (zai-org/GLM-4, yandex-cloud/yandex-ai-studio-sdk, skalesapp/skales, blockcell-labs/blockcell,
stepfun-ai/Step-3.5-Flash, QwenLM/Qwen-Agent, madroidmaq/mlx-omni-server, agno-agi/agno, anthropics/claude-code,
ai-forever/langchain4j-gigachat, tomyumm-ge/n8n-gigachat, vllm-project/vllm-ascend, ollama/ollama) and pages
(youngju.dev, qiita.com). Not found in the time given: a cut-off call or an undeclared-name call in an uncited
non-English source; Japanese/Korean model replies (ELYZA, Swallow, LLM-jp, EXAONE, HyperCLOVA) quoting a raw call;
Baichuan, Yi, MiniCPM, Hunyuan or ERNIE raw calls (the MiniCPM5 one found is an Ollama-mangled fragment, left out);
a Spring AI thread with a Chinese-named tool (spring-projects/spring-ai#4432) whose call the stored copies truncate.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_AG: list[dict[str, Any]] = [
    tool_schema(
        "query_train_info",
        ("departure", "destination", "date"),
        departure="string",
        destination="string",
        date="string",
    ),  # GLM-4 demo
    tool_schema("Table", ("sql",), sql="string"),  # YandexGPT SDK thread
    tool_schema("web_search", ("query",), query="string"),  # skales
    tool_schema("list_skills", (), query="string"),  # blockcell
    tool_schema("spawn", ("skill_name",), skill_name="string", params="object"),
    tool_schema(
        "read", ("filePath",), filePath="string", offset="integer", limit="integer"
    ),  # OpenCode (Step-3.5-Flash)
    tool_schema("get_current_weather", ("location",), location="string", unit="string"),  # Qwen-Agent, mlx-omni-server
    tool_schema("get_weather", ("city",), city="string", unit="string"),  # youngju.dev guide
    tool_schema("Run", ("command",), command="string"),  # agno coding agent
    tool_schema("Read", ("file_path",), file_path="string"),
]

SOURCES_AG: dict[str, str] = {}
CASES_AG: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_AG[id] = source
    CASES_AG.append(Case(id, text, list(calls), **kw))


GLM4_36 = "https://github.com/zai-org/GLM-4/issues/36 (Mars-1990's description of 2024-06-05, glm-4-9b-chat behind basic_demo/openai_api_server.py)"
YANDEX_90 = "https://github.com/yandex-cloud/yandex-ai-studio-sdk/issues/90"
SKALES = "https://github.com/skalesapp/skales/issues/256 (Shtirlitc69's description of 2026-08-09, GigaChat-3-Ultra as the 'Фея' agent)"
BLOCKCELL = "https://github.com/blockcell-labs/blockcell/issues/21 (openrouter stepfun/step-3.5-flash:free; the text after `json=` in the harness's WARN line, i.e. the inside of the <tool_call> it failed to parse)"
STEPFUN = "https://github.com/stepfun-ai/Step-3.5-Flash/issues/7 (osovv's 'Model output (raw text, not structured)' from api.stepfun.com with OpenCode, the ```xml fence around it dropped)"
QA311 = "https://github.com/QwenLM/Qwen-Agent/issues/311 (nicelulu's streamed log of Qwen2-72B-Instruct on vLLM; one accumulated content snapshot, Python repr escapes undone)"
MLXO = "https://github.com/madroidmaq/mlx-omni-server/issues/4 (the 'Qwen2 response examples' the maintainer collected)"
AGNO = "https://github.com/agno-agi/agno/issues/5106 (nilnor's transcript: GLM via llama.cpp as OpenAILike; the agent's first call showed as '● Read (example.py)')"

# ---- positives

real(GLM4_36 + ": message.content, JSON escapes undone", "glm4-9b-name-newline-json",
     "query_train_info\n{\"departure\": \"上海\", \"destination\": \"北京\", \"date\": \"2021-08-23\"}",
     ("query_train_info", {"departure": "上海", "destination": "北京", "date": "2021-08-23"}))  # fmt: skip
real(YANDEX_90 + " (kissmaxvic's failed call: Alternative.text, Python repr escapes undone; the model wrote \\' for the SQL quotes)", "yandexgpt-tool-call-start-marker",
     "\n[TOOL_CALL_START]Table\n{\"sql\":\"SELECT * FROM crm_deals WHERE uf_crm_1689654614251 ILIKE \\'%Тест%\\'\"}",
     ("Table", {"sql": "SELECT * FROM crm_deals WHERE uf_crm_1689654614251 ILIKE '%Тест%'"}))  # fmt: skip
real(SKALES + ": the visible response, verbatim", "gigachat-invoke-in-tool-calls-cyrillic",
     "<tool_calls> <invoke name=\"web_search\"> <parameter name=\"query\" string=\"true\">GigaChat-3-Ultra поисковые утилиты архитектура</parameter> </invoke> </tool_calls>",
     ("web_search", {"query": "GigaChat-3-Ultra поисковые утилиты архитектура"}))  # fmt: skip
real(BLOCKCELL + ", first log", "stepfun-bare-function-parameter",
     "<function=list_skills>\n<parameter=query>\navailable\n</parameter>\n</function>",
     ("list_skills", {"query": "available"}))  # fmt: skip
real(BLOCKCELL + ", second log", "stepfun-bare-function-json-param",
     "<function=spawn>\n<parameter=skill_name>\nstock_monitor\n</parameter>\n<parameter=params>\n{\"intent\": \"query\", \"mode\": \"query\"}\n</parameter>\n</function>",
     ("spawn", {"skill_name": "stock_monitor", "params": {"intent": "query", "mode": "query"}}))  # fmt: skip
real(STEPFUN, "stepfun-think-then-tool-call-function",
     "<think>\nThe user wants me to read the readme.md file. I should use the read tool to do that. The file is likely in the current directory or a common location. Let me read it.\n</think>\n"
     "<tool_call>\n<function=read>\n<parameter=filePath>\n/home/al/dev/stepfun-test/readme.md\n</parameter>\n</function>\n</tool_call>",
     ("read", {"filePath": "/home/al/dev/stepfun-test/readme.md"}))  # fmt: skip
real(QA311 + ": the snapshot that ends '\"weather\":\"Su' — the model ran on into a made-up [RESULT]", "qwen2-72b-function-args-then-fake-result",
     " [FUNCTION] get_current_weather\n[ARGS] {\"location\": \"San Francisco, CA\", \"unit\": \"fahrenheit\"}\n[RESULT] {\"location\":\"San Francisco, CA\",\"temperature\":68,\"unit\":\"F\",\"weather\":\"Su",
     ("get_current_weather", {"location": "San Francisco, CA", "unit": "fahrenheit"}))  # fmt: skip
real(MLXO + ", the first example", "qwen2-json-in-response-tools-tags",
     "<response>\n  <tools>\n    {\n      \"name\": \"get_current_weather\",\n      \"arguments\": {\n        \"location\": \"Boston, MA\",\n        \"unit\": \"fahrenheit\"\n      }\n    }\n  </tools>\n</response>",
     ("get_current_weather", {"location": "Boston, MA", "unit": "fahrenheit"}))  # fmt: skip
real(MLXO + ", the third example (inside the issue's ```` fence)", "qwen2-function-call-tag-in-xml-fence",
     "```xml\n<function_call>\n    {\"name\": \"get_current_weather\", \"arguments\": {\"location\": \"Boston, MA\", \"unit\": \"celsius\"}}\n</function_call>\n```",
     ("get_current_weather", {"location": "Boston, MA", "unit": "celsius"}))  # fmt: skip
real(AGNO + ": the second turn's reply, the CLI's '● ' bullet dropped, its two-space indent kept", "glm-arg-key-tool-call-after-prose",
     "I'll help you check for local, uncommitted changes. Let me first check if this is a git repository and then look for any uncommitted changes.\n"
     "  <tool_call>Run <arg_key>command</arg_key> <arg_value>git status --porcelain</arg_value> </tool_call>",
     ("Run", {"command": "git status --porcelain"}))  # fmt: skip

# ---- negatives

real("https://github.com/anthropics/claude-code/issues/71487 (akira8413's Japanese report, its 'Symptom（症状）' section)", "neg-ja-report-invoke-markup-inline",
     "## Symptom（症状）\nツール呼び出しを出すと、稀にパース・実行されず、アシスタントの**平文テキスト**として画面に出る:\n- 先頭に謎のトークン `court`\n"
     "- 直後に内側のツール呼び出しマークアップが生で続く: `<invoke name=\"Read\"><parameter name=\"file_path\">...</parameter>...</invoke>`\n"
     "- 正しい外側の function-call デリミタが無いため、ハーネスがツールとして解釈せず**実行されない**（tool result が返らない）\n- 同一の呼び出しを次メッセージで再送すると成功する")  # fmt: skip
real("https://github.com/anthropics/claude-code/issues/69550 (jkRaccoon's Korean report, line breaks as the issue renders them)", "neg-ko-report-invoke-in-parens",
     "증상:어시스턴트가 도구를 호출할 때 구조화된 tool_use 블록 대신도구 호출 구문(<invoke ...>)을 일반 답변 텍스트로 출력하는 경우가한 세션에서 비정상적으로 자주 발생. "
     "harness는 이를 도구 호출로인식하지 못하고 \"Your tool call was malformed and could not be parsed\"에러를 반환하며, 사용자가 매번 재시도를 요청해야 함.")  # fmt: skip
real("https://github.com/ai-forever/langchain4j-gigachat/issues/26 (isergeymd's description: an assistant message with function_call, as the issue quotes it)", "neg-ru-gigachat-function-call-message",
     "сейчас function_call не проставляется но это требует новая валидация на giga chat\n```\n{\n            \"role\": \"assistant\",\n                \"content\": \"\",\n"
     "                \"function_call\": {\n                    \"name\": \"gismeteo-get_n_day_weather_forecast\",\n"
     "                    \"arguments\": \"{\\\"location\\\": \\\"Москва\\\", \\\"format\\\": \\\"celsius\\\"}\"\n                }\n        },\n```")  # fmt: skip
real("https://github.com/tomyumm-ge/n8n-gigachat/issues/12 (Al-mart1982's description: the node's Response with finishReason function_call)", "neg-ru-n8n-gigachat-response",
     "В ноде Гигачат функция не работает. Вместо этого она на Response отдает:\n\n`\n[\n{\n\"response\": \n\"\",\n\"model\": \n\"GigaChat\",\n\"usage\": \n{\n\"prompt_tokens\": \n322,\n"
     "\"completion_tokens\": \n15,\n\"total_tokens\": \n337,\n\"precached_prompt_tokens\": \n1\n},\n\"sessionId\": \n\"204309495\",\n\"finishReason\": \n\"function_call\"\n}\n]`")  # fmt: skip
real(YANDEX_90 + " (kissmaxvic's successful call: the SDK's result repr, a structured call, not text to parse)", "neg-ru-yandex-sdk-result-repr",
     "и вот удачный вызов функции:\n\n`GPTModelResult(alternatives=(Alternative(role='assistant', text='', status=<AlternativeStatus.TOOL_CALLS: 5>, "
     "tool_calls=ToolCallList(AsyncToolCall(function=AsyncFunctionCall(name='Table', arguments={'sql': 'SELECT stage_id, COUNT(*) AS count FROM crm_deals GROUP BY stage_id ORDER BY count DESC LIMIT 1;'})),)),), "
     "usage=CompletionUsage(input_text_tokens=850, completion_tokens=37, total_tokens=887, reasoning_tokens=0), model_version='09.02.2025')`")  # fmt: skip
real(YANDEX_90 + " (vhaldemar's reply of 2025-04-22)", "neg-ru-maintainer-sdk-call-in-backticks",
     "Добрый день!\nВыглядит, будто проблема не в СДК, а в модели. Обычно в чате советуют попробовать YaGPT 5, в СДК в данный момент она доступна через `sdk.models.completions('yandexgpt', model_version='rc')`.")  # fmt: skip
real("https://github.com/QwenLM/Qwen-Agent/issues/133 (tzyodear's description: the format with placeholders, written by the reporter)", "neg-zh-qwen-agent-format-placeholders",
     "生成的内容形如\n✿FUNCTION✿ name, {'param': xxx}\n\n本来正确的应该是\n✿FUNCTION✿ name, ✿ARGS✿ {'param': xxx}\n\n"
     "导致解析后的function call里arguments是\"\", name是\" name, {'param': xxx} \"")  # fmt: skip
real("https://github.com/QwenLM/Qwen-Agent/issues/351 (JianxinMa's reply of 2024-09-17)", "neg-zh-qwen-agent-maintainer-prose",
     "如果模型认为需要说点什么再调用工具，就会有第一条非空content。如果模型认为什么都不必说，可以直接调工具，就不会有第一条非空content。\n\n"
     "可以尝试prompt engineering，告诉模型在调用工具前先说出它的思考。但即使如此，也无法100%保证有第一条消息。")  # fmt: skip
real("https://github.com/vllm-project/vllm-ascend/issues/7856 (gbdjxgp's description, GLM-4.7 on 910B)", "neg-zh-vllm-ascend-tool-calls-prose",
     "针对opencode场景下调用“洛杉矶天气怎么样”之类的问题，模型输出的tool_calls格式不正确，且json格式不正确，导致tool_calls调用失败！")  # fmt: skip
real(GLM4_36 + ": the Zhipu API's response the reporter compares against", "neg-zh-bigmodel-tool-calls-response",
     "而同样的接口使用https://open.bigmodel.cn/api/paas/v4/chat/completions返回的结果是\n\"choices\": [\n        {\n            \"finish_reason\": \"tool_calls\",\n            \"index\": 0,\n"
     "            \"message\": {\n                \"role\": \"assistant\",\n                \"tool_calls\": [\n                    {\n                        \"function\": {\n"
     "                            \"arguments\": \"{\\\"date\\\":\\\"明天\\\",\\\"departure\\\":\\\"北京\\\",\\\"destination\\\":\\\"上海\\\"}\",\n"
     "                            \"name\": \"query_train_info\"\n                        },\n                        \"id\": \"call_8718084940088338127\",\n"
     "                        \"index\": 0,\n                        \"type\": \"function\"\n                    }\n                ]\n            }\n        }\n    ]")  # fmt: skip
real("https://github.com/ollama/ollama/issues/6505 (xiaopa233's Modelfile for glm4:9b, the user-turn instruction in its TEMPLATE)", "neg-zh-glm4-modelfile-format-prompt",
     "给定以下函数，请为函数调用返回一个JSON，其中包含最能回答给定提示的正确参数。\n\n以以下格式响应 {\"name\": function name, \"parameters\": dictionary of argument name and its value}。 不要使用变量。")  # fmt: skip
real("https://www.youngju.dev/blog/llm/2026-03-03-llm-function-calling-tool-use-guide.ja (the '動作フロー' diagram)", "neg-ja-guide-flow-tool-call-notation",
     "動作フロー\n\nユーザー: \"ソウルの天気を教えて\"\n    |\nLLM: tool_call(get_weather, city=\"Seoul\")\n    |\nアプリ: get_weather(\"Seoul\") を実行 -> {\"temp\": 5, \"condition\": \"晴れ\"}\n    |\nLLM: \"ソウルの現在の天気は気温5°C、晴れです。\"")  # fmt: skip
real("https://qiita.com/Stellarium/items/406a56c78a90c792090b (the '結論' section: the tool prompt for Gemma 3, as the page text reads)", "neg-ja-qiita-tool-prompt-template",
     "結論\n\nプロンプトエンジニアリング的に解決する。\n\n# Tools\nYou may call one or more functions to assist with the user query.\n"
     "You are provided with function signatures within <tools></tools> XML tags:\n<tools>\n\n{{- range $.Tools }}\n{\"type\": \"function\", \"function\": {{ .Function }}}\n{{- end }}\n</tools>\n\n"
     "For each function call, return a json object with function name and arguments within <tool_call></tool_call> XML tags:\n<tool_call>\n{\"name\": <function-name>, \"arguments\": <args-json-object>}\n</tool_call>")  # fmt: skip
