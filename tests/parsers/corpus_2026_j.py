# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""A sixth held-out set (issue 42): what models wrote in the issue and pull-request threads of inference servers
and runtimes (vLLM, llama.cpp, mlx / mlx-openai-server, exo, koboldcpp, Xinference, lmdeploy) and of model
vendors (MiniMax, Kimi K2 on Hugging Face), read before anyone tunes on it.

Families: Llama 4 JSON calls between `<|python_start|>`/`<|python_end|>`, Gemma 4 `<|tool_call>call:NAME{...}`
calls with `<|"|>` strings and with plain double quotes, MiniMax `<minimax:tool_call>` invokes (indented) and a
MiniMax `<function=NAME>` block holding `<parameter name="...">` lines, Hermes `<tool_call>` JSON with spaces in
place of newlines, Qwen3.5 XML calls with their `<`/`</` eaten by the runtime or printed on one line by
llama-server's error, an OpenAI-shaped `[{"id", "type", "function"}]` list written by a grammar-driven
koboldcpp, a Kimi K2 section whose call id is an OpenAI `call_...` id instead of `functions.NAME:IDX`; the
negatives of the same threads (a GLM call template a model printed while reviewing parser code, with a
placeholder tool name; a Qwen reply in prose the server tried to parse as a call; a python fence instead of a
call; a reasoning block whose opener the server stripped; the Qwen3-Coder format example an issue quotes) and
cut-off calls.

Each case cites its thread; a source marked "variant" is that output changed as its note says (mostly a real
call cut short). Negatives (`neg-`) stay text with nothing taken from them; cut-off calls (`cut-`) are errors
naming the tool, never calls. A closed reasoning block is not content.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_J: list[dict[str, Any]] = [
    tool_schema("brave_web_search", ("query",), query="string", count="integer"),
    tool_schema("process", ("action",), action="string", sessionId="string", timeout="integer"),  # openclaw
    tool_schema("calculator", ("expression",), expression="string"),
    tool_schema("get_weather", ("city",), city="string"),
    tool_schema("exec", ("command",), command="string"),  # openclaw
    tool_schema("terminal", ("command",), command="string"),  # hermes-agent
    tool_schema("current_date"),
    tool_schema("SearXNG_searxng_web_search", ("query",), query="string", count="integer"),
    tool_schema("read_file", ("file_path",), file_path="string"),  # CoPaw
    tool_schema("execute_shell_command", ("command",), command="string"),
    tool_schema("browser_action", ("action",), action="string", url="string"),  # strix
    tool_schema("Write", ("file_path", "content"), file_path="string", content="string"),  # Claude Code
    tool_schema("Read", ("file_path",), file_path="string"),
    tool_schema("Bash", ("command",), command="string", timeout="integer"),
    tool_schema("listFiles", ("dir",), dir="string"),  # koboldcpp issue's harness
    tool_schema("execPython", ("code",), code="string"),
    tool_schema(
        "search", ("query",), query="string", topn="integer", source="string"
    ),  # DeepSeek V3.2's demo, hermes-agent
    tool_schema("fetch", ("url",), url="string", max_length="integer"),  # the MCP fetch server
]

SOURCES_J: dict[str, str] = {}
CASES_J: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_J[id] = source
    CASES_J.append(Case(id, text, list(calls), **kw))


GEMMA4_VLLM = "https://github.com/vllm-project/vllm/issues/39468 (RedHatAI/gemma-4-31B-it-FP8_BLOCK on vLLM 0.19.0 with the gemma4 parsers, under openclaw; the call left in message.content, its JSON escapes undone)"
MINIMAX_EXEC = "https://github.com/MiniMax-AI/MiniMax-M2.5/issues/10 (MiniMax-M2.5 under openclaw; the text block the reply held, its JSON escapes undone)"
EXO_QWEN35 = "https://github.com/exo-explore/exo/issues/1876 (Qwen3.5-27B on exo under a terminal-tool agent; the raw output exo's chat_completions adapter raised as its ValueError)"
KIMI_CALL_ID = "https://huggingface.co/moonshotai/Kimi-K2-Instruct/discussions/48 (Kimi-K2-Instruct on sglang after several tool rounds under a Claude-Code-style harness; the message.content the report shows, tool_calls empty)"
KIMI_OPEN = "Now let me create the API testing framework. First, I'll create the project structure:<|tool_calls_section_begin|><|tool_call_begin|>call_59adf5614cfe4f4b8a71be54<|tool_call_argument_begin|>"
REQUIREMENTS = "requests>=2.28.0\npytest>=7.0.0\npytest-html>=4.0.0\npytest-xdist>=3.0.0\npyyaml>=6.0\njsonschema>=4.0.0\nfaker>=15.0.0\npython-dotenv>=1.0.0\njinja2>=3.1.0"
ORDER_ITEMS = [
    ("2-DOVZVp2r", "负订单", "-240.0", "2024-01-08"),
    ("2-D3JdvrwE", "意向订单", "0.0", "2024-01-14"),
    ("2-DdoM4aZp", "意向订单", "0.0", "2024-01-08"),
    ("2-KlGXW7G7", "意向订单", "240.0", "2024-01-08"),
    ("2-DW44GE7X", "意向订单", "0.0", "2024-01-03"),
    ("2-KZjJwxXB", "意向订单", "0.0", "2024-01-15"),
    ("2-Y6a78ywJ", "意向订单", "0.0", "2024-01-05"),
    ("2-QeW41oM6", "意向订单", "0.0", "2024-01-14"),
    ("2-QNeL6aqP", "意向订单", "0.0", "2024-01-11"),
]
ORDERS_REPLY = (
    "根据查询结果，客户“xx有限公司”在去年（2024年）有以下订单：\n\n"
    + "\n\n".join(
        f"{i}. 订单编号：{number}\n   - 订单类型：{kind}\n   - 子类型：xxx销售单\n   - 订单状态：完成\n   - 金额：{amount}\n   - 创建日期：{date}"
        for i, (number, kind, amount, date) in enumerate(ORDER_ITEMS, 1)
    )
    + "\n\n以上订单信息均来自于2024年，是由销售员山岳负责的。请注意，这些订单中的大部分金额为0，只有一个负订单和一个正订单。如果您需要进一步的详细信息，请告知我。"
)
QWEN35_THINK = (
    'Okay, the user just sent "Hello". That\'s pretty straightforward. I need to respond in a friendly and helpful '
    "way. Let me check my instructions. I should be supportive and offer assistance. Since they didn't ask a "
    "specific question yet, I'll keep itopen-ended. Maybe mention how I can help, like answering questions, "
    "solving problems, or just chatting. Keep it concise and friendly. Avoid any markdown. Alright, let'scraft a "
    "response.\n</think>\n\n"
)
QWEN35_ANSWER = "Hello! How can I assist you today? 😊 Whether you have questions, need help with something specific, or just want to chat, feel free to let me know!"

# ---- Llama 4 ------------------------------------------------------------------------------------------------

real("https://github.com/vllm-project/vllm/issues/16214 (Llama 4 on vLLM with --tool-call-parser llama3_json; a reply left as text content, quoted in a comment)",
     "llama4-python-start-json-brave-search",
     '<|python_start|>{"name": "brave_web_search", "parameters": {"query": "latest news"}}<|python_end|>',
     ("brave_web_search", {"query": "latest news"}))  # fmt: skip

# ---- Gemma 4 ------------------------------------------------------------------------------------------------

real(GEMMA4_VLLM, "gemma4-process-poll-left-in-content",
     '<|tool_call>call:process{action:<|"|>poll<|"|>,sessionId:<|"|>calm-ridge<|"|>,timeout:20000}<tool_call|>',
     ("process", {"action": "poll", "sessionId": "calm-ridge", "timeout": 20000}))  # fmt: skip
real(GEMMA4_VLLM + "; variant: cut inside the sessionId string", "cut-gemma4-process-inside-session-id",
     '<|tool_call>call:process{action:<|"|>poll<|"|>,sessionId:<|"|>calm-',
     errors=["process"])  # fmt: skip
real("https://github.com/ml-explore/mlx/issues/3460 (mlx-community/gemma-4-26b-a4b-it-nvfp4 on mlx-openai-server under openclaw; tool_calls null, the call in content with plain double quotes, its JSON escapes undone)",
     "gemma4-calculator-plain-double-quotes",
     '<|tool_call>call:calculator{expression:"2+2"}<tool_call|>',
     ("calculator", {"expression": "2+2"}))  # fmt: skip

# ---- Hermes / Qwen JSON ---------------------------------------------------------------------------------------

real("https://github.com/cubist38/mlx-openai-server/issues/83 (mlx-community/Qwen3-Next-80B-A3B-Instruct-4bit on mlx-openai-server, the README's function-calling example; the ChatCompletion repr's escapes undone)",
     "qwen3next-hermes-weather-left-in-content",
     '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Tokyo"}}\n</tool_call>',
     ("get_weather", {"city": "Tokyo"}))  # fmt: skip
real("https://github.com/BigSweetPotatoStudio/HyperChat/issues/106 (a Qwen 3 model behind an OpenAI-compatible server in HyperChat 1.6.4 with a SearXNG MCP tool; the call the model printed, spaces where newlines stood)",
     "qwen3-hermes-spaced-searxng",
     '<tool_call> {"name": "SearXNG_searxng_web_search", "arguments": {"query": "latest technology news", "count": 20}} </tool_call>',
     ("SearXNG_searxng_web_search", {"query": "latest technology news", "count": 20}))  # fmt: skip

# ---- Qwen3.5 XML --------------------------------------------------------------------------------------------

real(EXO_QWEN35, "qwen35-xml-tag-openers-eaten",
     "<tool_call>\nfunction=terminal>\nparameter=command>\necho hello\nparameter>\nfunction>\n</tool_call>",
     ("terminal", {"command": "echo hello"}))  # fmt: skip
real(EXO_QWEN35 + "; variant: cut inside the command", "cut-qwen35-xml-tag-openers-eaten",
     "<tool_call>\nfunction=terminal>\nparameter=command>\necho hel",
     errors=["terminal"])  # fmt: skip
real("https://github.com/agentscope-ai/QwenPaw/issues/2822 (a Qwen3.5 GGUF on llama-server under CoPaw on Windows; the rest of the reply from pos 713 as llama-server's 'Failed to parse input' error printed it, newlines collapsed to spaces)",
     "qwen35-two-xml-calls-printed-on-one-line",
     r'<tool_call> <function=read_file> <parameter=file_path> SOUL.md </parameter> </function> </tool_call> <tool_call> <function=execute_shell_command> <parameter=command> rm "C:\Users\Administrator\.copaw\workspaces\default\BOOTSTRAP.md" </parameter> </function> </tool_call>',
     # as corpus f's qwen35-call-printed-on-one-line: a string value keeps the spaces standing for the newlines
     ("read_file", {"file_path": " SOUL.md "}),
     ("execute_shell_command", {"command": r' rm "C:\Users\Administrator\.copaw\workspaces\default\BOOTSTRAP.md" '}))  # fmt: skip

# ---- MiniMax ------------------------------------------------------------------------------------------------

real(MINIMAX_EXEC, "minimax-m25-indented-invoke-exec-ls",
     '<minimax:tool_call>\n  <invoke name="exec">\n    <parameter name="command">ls</parameter>\n  </invoke>\n</minimax:tool_call>',
     ("exec", {"command": "ls"}))  # fmt: skip
real(MINIMAX_EXEC + "; variant: cut inside the command value", "cut-minimax-m25-inside-parameter",
     '<minimax:tool_call>\n  <invoke name="exec">\n    <parameter name="command">l',
     errors=["exec"])  # fmt: skip
real("https://github.com/usestrix/strix/issues/439 (MiniMax-M2.5 / M2.7 under strix 0.8.3, whose prompt teaches <function=NAME><parameter=KEY>; the raw output its events.jsonl kept)",
     "minimax-function-eq-with-named-parameters",
     '<function=browser_action>\n<parameter name="action">launch</parameter>\n<parameter name="url">http://host.docker.internal/</parameter>\n</function>',
     ("browser_action", {"action": "launch", "url": "http://host.docker.internal/"}))  # fmt: skip

# ---- Kimi K2 ------------------------------------------------------------------------------------------------

# the call id is an OpenAI-style id, not functions.NAME:IDX; the arguments fit one declared tool only (Write)
real(KIMI_CALL_ID, "kimi-k2-openai-call-id-instead-of-name",
     KIMI_OPEN + r'{"file_path": "C:\\Users\\api-testing-framework\\requirements.txt", "content": "requests>=2.28.0\npytest>=7.0.0\npytest-html>=4.0.0\npytest-xdist>=3.0.0\npyyaml>=6.0\njsonschema>=4.0.0\nfaker>=15.0.0\npython-dotenv>=1.0.0\njinja2>=3.1.0"}' + "<|tool_call_end|><|tool_calls_section_end|>",
     ("Write", {"file_path": "C:\\Users\\api-testing-framework\\requirements.txt", "content": REQUIREMENTS}),
     content="Now let me create the API testing framework. First, I'll create the project structure:")  # fmt: skip
real(KIMI_CALL_ID + "; variant: cut inside the content string", "cut-kimi-k2-openai-call-id-inside-content",
     KIMI_OPEN + r'{"file_path": "C:\\Users\\api-testing-framework\\requirements.txt", "content": "requests>=2.28.0\npytest>=7.0.0\npyt',
     errors=["Write"])  # fmt: skip

# ---- grammar-driven JSON (koboldcpp) ---------------------------------------------------------------------------

real("https://github.com/LostRuins/koboldcpp/issues/1988 (a 12B/24B local model under koboldcpp's tool-calling grammar; the 'Output:' line of its debug log)",
     "koboldcpp-openai-shaped-call-list",
     '[{"id": "call_001", "type": "function", "function": {"name": "current_date", "arguments": {}}}]',
     ("current_date", {}))  # fmt: skip

# ---- negatives ----------------------------------------------------------------------------------------------

real("https://github.com/vllm-project/vllm/pull/46091 (Nemotron 3 Super under Claude Code on vLLM, reviewing GLM 4.7 parser code: the call template it printed while tracing the parser, with its placeholder name; variant: only that sequence, as the PR quotes it)",
     "neg-glm-template-placeholder-printed-while-reviewing",
     "<tool_call>func_name<arg_key>key</arg_key><arg_value>value</arg_value></tool_call>")  # fmt: skip
real("https://github.com/xorbitsai/inference/issues/3136 (Qwen on Xinference answering in prose after a tool round; the reply its qwen tool parser refused with 'Can't parse single qwen tool call output')",
     "neg-qwen-prose-order-list-xinference",
     ORDERS_REPLY)  # fmt: skip
real("https://github.com/LostRuins/koboldcpp/issues/1448 (koboldcpp/gemma-3-4B-it-QAT-Q4_0 with listFiles and execPython tools, asked for Fibonacci numbers: it answered with a fence, tool_calls empty; the JSON escapes undone)",
     "neg-gemma3-python-fence-instead-of-exec-python",
     "```python\ndef fibonacci(n):\n    a, b = 0, 1\n    for _ in range(n):\n        yield a\n        a, b = b, a + b\n\nprint(list(fibonacci(10)))\n```\nThis code calculates and prints the first ten Fibonacci numbers.")  # fmt: skip
# the template opens <think> in the prompt; the server dropped nothing but the opener, so the reply's reasoning
# ends at a </think> it never opened
real("https://github.com/ggml-org/llama.cpp/issues/23320 (Qwen3.5-4B-Q5_K_M-MTP on llama-server b9294 asked 'Hello'; message.content as the comment shows it, JSON escapes undone)",
     "neg-qwen35-reasoning-opener-in-prompt-then-answer",
     QWEN35_THINK + QWEN35_ANSWER,
     content=QWEN35_ANSWER)  # fmt: skip
real("https://github.com/InternLM/lmdeploy/issues/3840 (the Qwen3-Coder call format the issue quotes from the model's chat template, with its placeholder names; the JSON escapes undone)",
     "neg-qwen3coder-format-example-placeholder-names",
     "<tool_call>\n<function=example_function_name>\n<parameter=example_parameter_1>\nvalue_1\n</parameter>\n<parameter=example_parameter_2>\nThis is the value for the second parameter\nthat can span\nmultiple lines\n</parameter>\n</function>\n</tool_call>")  # fmt: skip

# ---- more from the same threads and a few others ----------------------------------------------------------------

DSV32 = "https://huggingface.co/deepseek-ai/DeepSeek-V3.2/discussions/29 (DeepSeek-V3.2 on vLLM's completions endpoint, prompt encoded with encoding_dsv32.py: the call written without its DSML tokens; variant: the reply from its </think>, the reasoning before it elided by the reporter)"
DSV32_CALL = (
    '</think>\n<function_calls>\n<invoke name="search">\n'
    '<parameter name="query" string="true">rescinding previous administration’s plan to open most of the 22 million acres of the National Petroleum Reserve in Alaska to oil and gas drilling</parameter>\n'
    '<parameter name="topn" string="false">10</parameter>\n<parameter name="source" string="true">web</parameter>\n</invoke>\n</function_calls>'
)
GPTOSS_FETCH = "https://github.com/ggml-org/llama.cpp/pull/15091 (gpt-oss on llama-server at the model's launch with an MCP fetch tool: the call that ended reasoning_content, quoted in a comment, its JSON escapes undone; variant: only that call, the reasoning before it not quoted)"
DSV31 = "https://github.com/vllm-project/vllm/issues/28804 (DeepSeek-V3.1-Terminus on vLLM with the deepseek_v31 parser, multi-turn tool use; message.content of one turn as the report shows it)"

real(DSV32, "deepseek-v32-function-calls-without-dsml-tokens",
     DSV32_CALL,
     ("search", {"query": "rescinding previous administration’s plan to open most of the 22 million acres of the National Petroleum Reserve in Alaska to oil and gas drilling", "topn": 10, "source": "web"}),
     content="")  # fmt: skip
real(DSV32 + "; variant: cut inside the query", "cut-deepseek-v32-without-dsml-inside-query",
     "</think>\n<function_calls>\n<invoke name=\"search\">\n<parameter name=\"query\" string=\"true\">rescinding previous administration’s plan to open",
     errors=["search"])  # fmt: skip
real(GPTOSS_FETCH, "gptoss-commentary-to-bare-name-json-without-constrain",
     '<|start|>assistant<|channel|>commentary to=fetch json<|message|>{"url":"https://www.github.com","max_length":5000}',
     ("fetch", {"url": "https://www.github.com", "max_length": 5000}))  # fmt: skip
real(GPTOSS_FETCH + "; variant: cut inside the url", "cut-gptoss-commentary-to-bare-name-inside-url",
     '<|start|>assistant<|channel|>commentary to=fetch json<|message|>{"url":"https://www.git',
     errors=["fetch"])  # fmt: skip
real("https://github.com/NousResearch/hermes-agent/issues/7457 (google/gemma-4-31b-it through the Nous inference API under Hermes Agent: tool_calls null, the call left in content with Python-style arguments; JSON escapes undone)",
     "gemma4-call-with-parenthesised-arguments",
     '<|tool_call>call:search(query: "blockchain news")<tool_call|>',
     ("search", {"query": "blockchain news"}))  # fmt: skip

# cut-off calls made from the real calls above
real(SOURCES_J["llama4-python-start-json-brave-search"] + "; variant: cut inside the query", "cut-llama4-python-start-inside-query",
     '<|python_start|>{"name": "brave_web_search", "parameters": {"query": "latest',
     errors=["brave_web_search"])  # fmt: skip
real(SOURCES_J["qwen3next-hermes-weather-left-in-content"] + "; variant: cut inside the city", "cut-qwen3next-hermes-inside-city",
     '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Tok',
     errors=["get_weather"])  # fmt: skip
real(SOURCES_J["minimax-function-eq-with-named-parameters"] + "; variant: cut inside the url", "cut-minimax-function-eq-inside-url",
     '<function=browser_action>\n<parameter name="action">launch</parameter>\n<parameter name="url">http://host.dock',
     errors=["browser_action"])  # fmt: skip
real(SOURCES_J["qwen3-hermes-spaced-searxng"] + "; variant: cut inside the query", "cut-qwen3-hermes-spaced-inside-query",
     '<tool_call> {"name": "SearXNG_searxng_web_search", "arguments": {"query": "latest tech',
     errors=["SearXNG_searxng_web_search"])  # fmt: skip
real(SOURCES_J["gemma4-calculator-plain-double-quotes"] + "; variant: cut inside the expression", "cut-gemma4-plain-quotes-inside-expression",
     '<|tool_call>call:calculator{expression:"2+',
     errors=["calculator"])  # fmt: skip
real(SOURCES_J["qwen35-two-xml-calls-printed-on-one-line"] + "; variant: cut inside the first call's file_path", "cut-qwen35-one-line-inside-first-call",
     "<tool_call> <function=read_file> <parameter=file_path> SOUL.m",
     errors=["read_file"])  # fmt: skip
real(SOURCES_J["koboldcpp-openai-shaped-call-list"] + "; variant: cut inside the arguments key", "cut-koboldcpp-openai-shaped-inside-key",
     '[{"id": "call_001", "type": "function", "function": {"name": "current_date", "argu',
     errors=["current_date"])  # fmt: skip

# more negatives
real(KIMI_CALL_ID + "; variant: the reply's prose before its call section", "neg-kimi-k2-prose-announcing-the-call",
     "Now let me create the API testing framework. First, I'll create the project structure:")  # fmt: skip
real(DSV31 + " (round 1, the sentence before its structured call)", "neg-deepseek-v31-prose-announcing-weather-lookup",
     "我来帮您查询北京今天的天气情况。")  # fmt: skip
real(DSV31 + " (round 2, the answer after the tool ran, with the leading spaces that accumulated)", "neg-deepseek-v31-answer-with-leading-spaces",
     "      15乘以23等于345。")  # fmt: skip
real("https://github.com/anomalyco/opencode/pull/6883 (GLM-4.7 with interleaved thinking under opencode: a bash call leaked into its reasoning; variant: that reasoning as the <think> block GLM writes it in)",
     "neg-glm47-invoke-inside-closed-think",
     '<think>\n<invoke name="bash">\n  <command>bun test</command>\n  <description>Run tests</description>\n</invoke>\n</think>',
     content="")  # fmt: skip
real("https://github.com/QwenLM/Qwen3-Coder/issues/457 (Qwen3-Coder under OpenHands' CodeXML prompt: the malformed parameter a comment quotes; variant: only that fragment)",
     "neg-qwen3coder-lone-malformed-parameter-fragment",
     "<parameter=command=create</parameter>")  # fmt: skip
real("https://github.com/usestrix/strix/issues/439 (the issue's own explanation of the two parameter spellings, as prose with inline examples)",
     "neg-strix-prose-explaining-parameter-spellings",
     'MiniMax outputs tool call parameters in Anthropic-style XML with name attribute:\n<parameter name="action">launch</parameter>\nBut Strix expects OpenAI-style format:\n<parameter=action>launch</parameter>')  # fmt: skip
real(DSV31 + " (round 2, the sentence before its structured call)", "neg-deepseek-v31-prose-announcing-calculation",
     "我来帮您计算15乘以23等于多少。")  # fmt: skip
real(MINIMAX_EXEC + " (the report's prose naming the call block and the function that strips it)", "neg-minimax-report-prose-naming-the-call-block",
     'Currently, stripMinimaxToolCallXml() in dist/image-BvuShkXY.js removes these as "malformed" content instead of executing them.')  # fmt: skip
