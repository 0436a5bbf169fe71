# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Real outputs of GLM-4.5/4.6/4.7, DeepSeek V3.1/V3.2, MiniMax-M2/M3 and Kimi K2, and what the
parser must make of them (the Case format of corpus.py).

Each case is a model output copied from a public source (a parser's test fixture or an issue
thread where a user pasted what the model wrote), named in the comment above it; the expected
calls are what those tools' schemas (TOOLS_A) make of the arguments. Outputs that only mention
the format stay call-free, and calls the length limit cut off are errors, never calls.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, c


def _tool(tool_name: str, **props: Any) -> dict[str, Any]:
    return {"name": tool_name, "parameters": {"type": "object", "properties": props}}


S = {"type": "string"}
I = {"type": "integer"}  # noqa: E741
N = {"type": "number"}
A = {"type": "array"}
O = {"type": "object"}  # noqa: E741

# the tools the sources' outputs call, with the parameter types their fixtures declare
TOOLS_A: list[dict[str, Any]] = [
    _tool("get_current_weather", city=S, state=S, unit=S, location=S, time=S),
    _tool("get_weather", city=S, state=S, unit=S, date=S, location=S, latitude=N, longitude=N, days=I),
    _tool("send_message", recipient=S, message=S, priority=S),
    _tool("get_current_time"),
    _tool("list_filenames"),
    _tool("list_files"),
    _tool("todo_write", todos=A),
    _tool("create_task", title=S, location=S),
    _tool("get_news", content=S, topic=S),
    _tool("send_email", to=S, subject=S),
    _tool("test"),
    _tool("test2"),
    _tool("process_html", html=S, text=S),
    _tool("process_data", name=S, value=I, nested=O),
    _tool("search_web", query_tag=A, query_list=A),
    _tool("execute_command", command=S),
    _tool("help", topic=S),
    _tool("test_func", arg1=S, arg2=S),
    _tool("foo", x=I),
    _tool("bar", y=I),
    _tool("get_datetime", timezone=S),
    _tool("search", query=S, topn=I, source=S),
    _tool("exec", command=S),
    _tool("read", filePath=S),
    _tool("bash", command=S, description=S),
    _tool("submit_discovery_artifact", summary=S, issues=A),
    _tool("TodoWrite", merge={"type": "boolean"}, todos=A),
    _tool("ask_user", remark=S, options=A),
    _tool("list_directory", path=S),
    _tool("read_files_batch", paths=A),
    _tool("music_get_daily_recommendations"),
    _tool("read_status"),
    _tool("write_note", payload=O),
    _tool("invalid_get_weather", city=S),
    _tool("valid_get_weather", city=S),
]

DALLAS = ("get_current_weather", {"city": "Dallas", "state": "TX", "unit": "fahrenheit"})
ORLANDO = ("get_current_weather", {"city": "Orlando", "state": "FL", "unit": "fahrenheit"})
BEIJING = ("get_weather", {"city": "Beijing", "date": "2025-08-01"})
HANGZHOU = ("get_weather", {"location": "Hangzhou", "date": "2024-01-16"})
TODOS = [
    {"id": "1", "task": "Check for hard-coded issues in the backend code", "status": "in_progress"},
    {"id": "2", "task": "Check for hard-coded issues in the frontend code", "status": "pending"},
    {"id": "3", "task": "Check for code violating the Single Responsibility Principle", "status": "pending"},
    {"id": "4", "task": "Generate a rectification proposal report", "status": "pending"},
]
TODOS_JSON = (
    '[{"id": "1", "task": "Check for hard-coded issues in the backend code", "status": "in_progress"}, {"id": "2", '
    '"task": "Check for hard-coded issues in the frontend code", "status": "pending"}, {"id": "3", "task": "Check '
    'for code violating the Single Responsibility Principle", "status": "pending"}, {"id": "4", "task": "Generate a '
    'rectification proposal report", "status": "pending"}]'
)

VLLM_GLM = "vllm-project/vllm tests/tool_use/test_glm4_moe_tool_parser.py"
SGL_V32 = "sgl-project/sglang test/registered/function_call/test_deepseekv32_detector.py"
SGL_GLM47 = "sgl-project/sglang test/registered/function_call/test_glm47_moe_detector.py"
VLLM_KIMI = "vllm-project/vllm tests/tool_use/test_kimi_k2_tool_parser.py"
VLLM_V31 = "vllm-project/vllm tests/tool_use/test_deepseekv31_tool_parser.py"
VLLM_V32 = "vllm-project/vllm tests/tool_use/test_deepseek_v32_tool_parser.py"
VLLM_M2 = "vllm-project/vllm tests/tool_use/test_minimax_m2_tool_parser.py"

# (case, source) pairs; SOURCES keeps every case's source beside it
_SOURCED: list[tuple[Case, str]] = [
    # ---- GLM-4.5 / 4.6 (newlines, leading whitespace, several calls) -------------------------
    (
        c(
            "glm45-indented",
            "<tool_call>get_current_weather\n    <arg_key>city</arg_key>\n    <arg_value>Dallas</arg_value>\n"
            "    <arg_key>state</arg_key>\n    <arg_value>TX</arg_value>\n    <arg_key>unit</arg_key>\n"
            "    <arg_value>fahrenheit</arg_value>\n    </tool_call>",
            DALLAS,
            dialect="glm",
            content="",
        ),
        VLLM_GLM,
    ),
    (
        c(
            "glm45-indented-two",
            "<tool_call>get_current_weather\n    <arg_key>city</arg_key>\n    <arg_value>Dallas</arg_value>\n"
            "    <arg_key>state</arg_key>\n    <arg_value>TX</arg_value>\n    <arg_key>unit</arg_key>\n"
            "    <arg_value>fahrenheit</arg_value>\n    </tool_call>\n    <tool_call>get_current_weather\n"
            "    <arg_key>city</arg_key>\n    <arg_value>Orlando</arg_value>\n    <arg_key>state</arg_key>\n"
            "    <arg_value>FL</arg_value>\n    <arg_key>unit</arg_key>\n    <arg_value>fahrenheit</arg_value>\n"
            "    </tool_call>",
            DALLAS,
            ORLANDO,
            dialect="glm",
        ),
        VLLM_GLM,
    ),
    (
        c(
            "glm45-content-before",
            "I'll help you check the weather. <tool_call>get_current_weather\n    <arg_key>city</arg_key>\n"
            "    <arg_value>Seattle</arg_value>\n    <arg_key>state</arg_key>\n    <arg_value>WA</arg_value>\n"
            "    <arg_key>unit</arg_key>\n    <arg_value>celsius</arg_value>\n    </tool_call>",
            ("get_current_weather", {"city": "Seattle", "state": "WA", "unit": "celsius"}),
            content="I'll help you check the weather.",
        ),
        VLLM_GLM,
    ),
    (
        c(
            "glm45-two-word-value",
            "<tool_call>get_current_weather\n    <arg_key>city</arg_key>\n    <arg_value>New York</arg_value>\n"
            "    <arg_key>state</arg_key>\n    <arg_value>NY</arg_value>\n    <arg_key>unit</arg_key>\n"
            "    <arg_value>celsius</arg_value>\n    </tool_call>",
            ("get_current_weather", {"city": "New York", "state": "NY", "unit": "celsius"}),
        ),
        VLLM_GLM,
    ),
    (
        c(
            "glm45-glued-to-prose",
            "I will help you get the weather.<tool_call>get_weather\n    <arg_key>city</arg_key>\n"
            "    <arg_value>Beijing</arg_value>\n    <arg_key>date</arg_key>\n    <arg_value>2025-08-01</arg_value>\n"
            "    </tool_call>",
            BEIJING,
            content="I will help you get the weather.",
        ),
        VLLM_GLM,
    ),
    (
        c(
            "glm45-after-thinking",
            "<think>I want to get the weather.</think>\n\nI will help you get the weather.\n<tool_call>get_weather\n"
            "<arg_key>city</arg_key>\n<arg_value>Beijing</arg_value>\n<arg_key>date</arg_key>\n"
            "<arg_value>2025-08-01</arg_value>\n</tool_call>",
            BEIJING,
            dialect="glm",
        ),
        VLLM_GLM,
    ),
    (
        c("glm45-no-arguments-newline", "<tool_call>get_current_time\n</tool_call>", ("get_current_time", {})),
        VLLM_GLM,
    ),
    (
        c(
            "glm45-prose-between-calls",
            "I will help you get the weather info.\n\n<tool_call>get_weather\n<arg_key>city</arg_key>\n"
            "<arg_value>Beijing</arg_value>\n<arg_key>date</arg_key>\n<arg_value>2025-08-01</arg_value>\n</tool_call>"
            "\n\nmeaningwhile, I will also check the weather in Shanghai.\n\n<tool_call>get_weather\n"
            "<arg_key>city</arg_key>\n<arg_value>Shanghai</arg_value>\n<arg_key>date</arg_key>\n"
            "<arg_value>2025-08-01</arg_value>\n</tool_call>",
            BEIJING,
            ("get_weather", {"city": "Shanghai", "date": "2025-08-01"}),
        ),
        VLLM_GLM,
    ),
    (
        c(
            "glm45-three-arguments",
            "<tool_call>send_message\n<arg_key>recipient</arg_key>\n<arg_value>Amy</arg_value>\n"
            "<arg_key>message</arg_key>\n<arg_value>It is a nice day</arg_value>\n<arg_key>priority</arg_key>\n"
            "<arg_value>high</arg_value>\n</tool_call>",
            ("send_message", {"recipient": "Amy", "message": "It is a nice day", "priority": "high"}),
        ),
        VLLM_GLM,
    ),
    (
        # complete values with the closing </tool_call> missing at the end: the arguments are whole
        c(
            "glm45-closing-tag-missing",
            "<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Beijing</arg_value>\n<arg_key>date</arg_key>\n"
            "<arg_value>2025-08-01</arg_value>",
            BEIJING,
        ),
        VLLM_GLM,
    ),
    (
        # a key tag the model never closed: not a call it finished writing
        c(
            "glm45-malformed-key",
            "<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Seattle</arg_value>\n<arg_key>incomplete_arg\n"
            "<arg_value>value</arg_value>\n</tool_call>",
            ("get_weather", {"city": "Seattle"}),
        ),
        VLLM_GLM,
    ),
    # ---- GLM-4.7 (no newlines, no arguments, JSON values) ---------------------------------------
    (
        c(
            "glm47-single",
            "<tool_call>get_weather<arg_key>city</arg_key><arg_value>Beijing</arg_value><arg_key>date</arg_key>"
            "<arg_value>2024-06-27</arg_value></tool_call>",
            ("get_weather", {"city": "Beijing", "date": "2024-06-27"}),
            dialect="glm",
            content="",
        ),
        SGL_GLM47,
    ),
    (
        c(
            "glm47-two",
            "<tool_call>get_weather<arg_key>city</arg_key><arg_value>Beijing</arg_value><arg_key>date</arg_key>"
            "<arg_value>2024-06-27</arg_value></tool_call><tool_call>get_weather<arg_key>city</arg_key>"
            "<arg_value>Shanghai</arg_value><arg_key>date</arg_key><arg_value>2024-06-28</arg_value></tool_call>",
            ("get_weather", {"city": "Beijing", "date": "2024-06-27"}),
            ("get_weather", {"city": "Shanghai", "date": "2024-06-28"}),
            content="",
        ),
        SGL_GLM47,
    ),
    (
        c("glm47-no-arguments", "<tool_call>list_filenames</tool_call>", ("list_filenames", {}), content=""),
        SGL_GLM47,
    ),
    (
        c(
            "glm47-unknown-tool",
            "<tool_call>invalid_func<arg_key>city</arg_key><arg_value>Beijing</arg_value></tool_call>",
            errors=["invalid_func"],
        ),
        SGL_GLM47,
    ),
    (
        c(
            "glm47-json-array-value",
            f"<tool_call>todo_write<arg_key>todos</arg_key><arg_value>{TODOS_JSON}</arg_value>\n</tool_call>",
            ("todo_write", {"todos": TODOS}),
        ),
        SGL_GLM47,
    ),
    (
        c(
            "glm47-json-value-windows-path",
            '<tool_call>todo_write<arg_key>todos</arg_key><arg_value>[{"id": "1", "task": "Check file at '
            'C:\\\\Users\\\\test.txt", "status": "pending"}]</arg_value></tool_call>',
            ("todo_write", {"todos": [{"id": "1", "task": "Check file at C:\\Users\\test.txt", "status": "pending"}]}),
        ),
        SGL_GLM47,
    ),
    (
        c(
            "glm47-json-value-escaped-n",
            '<tool_call>todo_write<arg_key>todos</arg_key><arg_value>[{"id": "1", "task": "Print \\\\n to see '
            'newline","status": "pending"}]</arg_value></tool_call>',
            ("todo_write", {"todos": [{"id": "1", "task": "Print \\n to see newline", "status": "pending"}]}),
        ),
        SGL_GLM47,
    ),
    (
        c(
            "glm47-after-prose",
            "I'll create a task.<tool_call>create_task<arg_key>title</arg_key><arg_value>Go to Beijing</arg_value>"
            "<arg_key>location</arg_key><arg_value>San Francisco</arg_value></tool_call>",
            ("create_task", {"title": "Go to Beijing", "location": "San Francisco"}),
            content="I'll create a task.",
        ),
        SGL_GLM47,
    ),
    (
        c(
            "glm47-no-arguments-then-call",
            "<tool_call>list_files</tool_call><tool_call>get_weather<arg_key>city</arg_key><arg_value>Beijing"
            "</arg_value></tool_call>",
            ("list_files", {}),
            ("get_weather", {"city": "Beijing"}),
        ),
        SGL_GLM47,
    ),
    # ---- DeepSeek V3.1 ---------------------------------------------------------------------
    (
        c(
            "dsv31-prose-before",
            'normal text<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>foo<｜tool▁sep｜>{"x":1}<｜tool▁call▁end｜>'
            "<｜tool▁calls▁end｜>",
            ("foo", {"x": 1}),
            dialect="deepseek",
            content="normal text",
        ),
        VLLM_V31,
    ),
    (
        c(
            "dsv31-two-and-suffix",
            'some prefix text<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>foo<｜tool▁sep｜>{"x":1}<｜tool▁call▁end｜>'
            '<｜tool▁call▁begin｜>bar<｜tool▁sep｜>{"y":2}<｜tool▁call▁end｜><｜tool▁calls▁end｜> some suffix text',
            ("foo", {"x": 1}),
            ("bar", {"y": 2}),
            dialect="deepseek",
        ),
        VLLM_V31,
    ),
    # ---- DeepSeek V3.2 DSML ----------------------------------------------------------------
    (
        c(
            "dsml-single",
            '<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="location" '
            'string="true">Hangzhou</｜DSML｜parameter>\n<｜DSML｜parameter name="date" string="true">2024-01-16'
            "</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>",
            HANGZHOU,
            dialect="deepseek",
            content="",
        ),
        VLLM_V32,
    ),
    (
        c(
            "dsml-two",
            '<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="location" '
            'string="true">Hangzhou</｜DSML｜parameter>\n<｜DSML｜parameter name="date" string="true">2024-01-16'
            '</｜DSML｜parameter>\n</｜DSML｜invoke>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter '
            'name="location" string="true">Beijing</｜DSML｜parameter>\n<｜DSML｜parameter name="date" string="true">'
            "2024-01-16</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>",
            HANGZHOU,
            ("get_weather", {"location": "Beijing", "date": "2024-01-16"}),
            dialect="deepseek",
        ),
        VLLM_V32,
    ),
    (
        c(
            "dsml-end-of-sentence",
            '<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="location" '
            'string="true">Hangzhou</｜DSML｜parameter>\n<｜DSML｜parameter name="date" string="true">2024-01-16'
            "</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls><｜end▁of▁sentence｜>",
            HANGZHOU,
            content="",
        ),
        VLLM_V32,
    ),
    (
        c(
            "dsml-chinese-value-no-closing-newline",
            '<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_current_weather">\n<｜DSML｜parameter '
            'name="location" string="true">北京</｜DSML｜parameter>\n<｜DSML｜parameter name="time" string="true">'
            "2025-03-21</｜DSML｜parameter>\n</｜DSML｜invoke></｜DSML｜function_calls>",
            ("get_current_weather", {"location": "北京", "time": "2025-03-21"}),
        ),
        VLLM_V32,
    ),
    (
        c(
            "dsml-no-newlines-two",
            '<｜DSML｜function_calls><｜DSML｜invoke name="get_current_weather"><｜DSML｜parameter name="location" '
            'string="true">北京</｜DSML｜parameter><｜DSML｜parameter name="time" string="true">2025-03-21'
            '</｜DSML｜parameter></｜DSML｜invoke><｜DSML｜invoke name="get_current_weather"><｜DSML｜parameter '
            'name="location" string="true">北京</｜DSML｜parameter></｜DSML｜invoke> </｜DSML｜function_calls>',
            ("get_current_weather", {"location": "北京", "time": "2025-03-21"}),
            ("get_current_weather", {"location": "北京"}),
            content="",
        ),
        VLLM_V32,
    ),
    (
        c(
            "dsml-datetime",
            '<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_datetime">\n<｜DSML｜parameter name="timezone" '
            'string="true">Asia/Shanghai</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>',
            ("get_datetime", {"timezone": "Asia/Shanghai"}),
            dialect="deepseek",
        ),
        "https://github.com/ochafik/minja/pull/11",
    ),
    (
        c(
            "dsml-string-false-number",
            '<｜DSML｜function_calls>\n<｜DSML｜invoke name="search">\n<｜DSML｜parameter name="query" string="true">'
            'search agent benchmark 2024</｜DSML｜parameter>\n<｜DSML｜parameter name="topn" string="false">10'
            '</｜DSML｜parameter>\n<｜DSML｜parameter name="source" string="true">web</｜DSML｜parameter>\n'
            '</｜DSML｜invoke>\n<｜DSML｜invoke name="search">\n<｜DSML｜parameter name="query" string="true">'
            '搜索智能体 基准测试</｜DSML｜parameter>\n<｜DSML｜parameter name="topn" string="false">10</｜DSML｜parameter>\n'
            '<｜DSML｜parameter name="source" string="true">web</｜DSML｜parameter>\n</｜DSML｜invoke>\n'
            "</｜DSML｜function_calls>",
            ("search", {"query": "search agent benchmark 2024", "topn": 10, "source": "web"}),
            ("search", {"query": "搜索智能体 基准测试", "topn": 10, "source": "web"}),
            dialect="deepseek",
        ),
        "https://github.com/ochafik/minja/pull/11",
    ),
    (
        c(
            "dsml-v4-tool-calls-json-values",
            'Final findings.\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="submit_discovery_artifact">\n'
            '<｜DSML｜parameter name="summary" string="true">Verified risks.</｜DSML｜parameter>\n'
            '<｜DSML｜parameter name="issues" string="false">[{"name":"mass assignment"}]</｜DSML｜parameter>\n'
            "</｜DSML｜invoke>\n</｜DSML｜tool_calls>",
            ("submit_discovery_artifact", {"summary": "Verified risks.", "issues": [{"name": "mass assignment"}]}),
            content="Final findings.",
        ),
        "https://github.com/sgl-project/sglang/issues/40236",
    ),
    (
        # the DSML tokens stripped by the server: plain tags with the string attribute left
        c(
            "dsml-stripped-tool-calls",
            '<tool_calls>\n<invoke name="TodoWrite">\n<parameter name="merge" string="false">true</parameter>\n'
            '<parameter name="todos" string="false">[{"id": "7"}]</parameter>\n</invoke>\n</tool_calls>',
            ("TodoWrite", {"merge": True, "todos": [{"id": "7"}]}),
            content="",
        ),
        "https://github.com/xorbitsai/inference/pull/4842",
    ),
    (
        c(
            "dsml-stripped-function-calls",
            '<function_calls>\n<invoke name="list_directory">\n<parameter name="path" string="true">tests</parameter>\n'
            '</invoke>\n<invoke name="read_files_batch">\n<parameter name="paths" string="false">["a.py", "b.py"]'
            "</parameter>\n</invoke>\n</function_calls>",
            ("list_directory", {"path": "tests"}),
            ("read_files_batch", {"paths": ["a.py", "b.py"]}),
            content="",
        ),
        "https://github.com/xorbitsai/inference/pull/4842",
    ),
    # ---- MiniMax-M2 -------------------------------------------------------------------------
    (
        c(
            "minimax-m2-glued",
            '<minimax:tool_call><invoke name="get_weather"><parameter name="city">Seattle</parameter></invoke>'
            "</minimax:tool_call>",
            ("get_weather", {"city": "Seattle"}),
            dialect="minimax",
            content="",
        ),
        VLLM_M2,
    ),
    (
        c(
            "minimax-m2-json-array-values",
            '<minimax:tool_call><invoke name="search_web"><parameter name="query_tag">["technology", "events"]'
            '</parameter><parameter name="query_list">["OpenAI", "latest", "release"]</parameter></invoke>'
            '<invoke name="search_web"><parameter name="query_tag">["technology", "events"]</parameter>'
            '<parameter name="query_list">["Gemini", "latest", "release"]</parameter></invoke></minimax:tool_call>',
            ("search_web", {"query_tag": ["technology", "events"], "query_list": ["OpenAI", "latest", "release"]}),
            ("search_web", {"query_tag": ["technology", "events"], "query_list": ["Gemini", "latest", "release"]}),
            dialect="minimax",
        ),
        VLLM_M2,
    ),
    (
        c(
            "minimax-m2-extra-attributes",
            '<minimax:tool_call><invoke name="execute_command" description="Run a command"><parameter name="command" '
            'type="string">ls -la</parameter></invoke></minimax:tool_call>',
            ("execute_command", {"command": "ls -la"}),
            dialect="minimax",
        ),
        VLLM_M2,
    ),
    (
        c(
            "minimax-m2-parentheses",
            '<minimax:tool_call><invoke name="help"><parameter name="topic">commands (e.g. ls -la, cat file.txt)'
            "</parameter></invoke></minimax:tool_call>",
            ("help", {"topic": "commands (e.g. ls -la, cat file.txt)"}),
        ),
        VLLM_M2,
    ),
    (
        c(
            "minimax-m2-attributes-on-both",
            '<minimax:tool_call><invoke name="test_func" extra="ignored"><parameter name="arg1" type="string">value1'
            '</parameter><parameter name="arg2" description="(e.g. example)">value2</parameter></invoke>'
            "</minimax:tool_call>",
            ("test_func", {"arg1": "value1", "arg2": "value2"}),
        ),
        VLLM_M2,
    ),
    # ---- MiniMax-M3 --------------------------------------------------------------------------
    (
        c(
            "minimax-m3-sentinels",
            'I\'ll check the time.]<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="get_weather">\n'
            "]<]minimax[>[<location>Paris]<]minimax[>[</location>\n]<]minimax[>[<days>3]<]minimax[>[</days>\n"
            "]<]minimax[>[</invoke>\n]<]minimax[>[</tool_call>",
            ("get_weather", {"location": "Paris", "days": 3}),
            dialect="minimax",
            content="I'll check the time.",
        ),
        "https://github.com/ml-explore/mlx-lm/pull/1416",
    ),
    (
        c(
            "minimax-m3-sentinels-nyc",
            ']<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="get_weather">\n]<]minimax[>[<location>NYC'
            "]<]minimax[>[</location>\n]<]minimax[>[</invoke>\n]<]minimax[>[</tool_call>",
            ("get_weather", {"location": "NYC"}),
            dialect="minimax",
            content="",
        ),
        "https://github.com/ai-dynamo/frontend-crates/pull/83",
    ),
    (
        c(
            "minimax-m3-no-argument-sentinels",
            ']<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="music_get_daily_recommendations">'
            "]<]minimax[>[</invoke>\n]<]minimax[>[</tool_call>",
            ("music_get_daily_recommendations", {}),
            content="",
        ),
        "https://github.com/can1357/oh-my-pi/issues/2759",
    ),
    (
        # the sentinels stripped by the server (a special token): bare XML with parameters as tags
        c(
            "minimax-m3-stripped",
            'I\'ll check the time.<tool_call>\n<invoke name="get_weather">\n<location>Paris</location>\n'
            "<days>3</days>\n</invoke>\n</tool_call>",
            ("get_weather", {"location": "Paris", "days": 3}),
            dialect="minimax",
            content="I'll check the time.",
        ),
        "https://github.com/ml-explore/mlx-lm/pull/1416",
    ),
    # ---- Kimi K2 -------------------------------------------------------------------------------
    (
        c(
            "kimi-k2-spaced",
            "I'll help you check the weather. <|tool_calls_section_begin|> <|tool_call_begin|>\n"
            'functions.get_weather:0 <|tool_call_argument_begin|> {"city": "Beijing"} <|tool_call_end|> '
            "<|tool_calls_section_end|>",
            ("get_weather", {"city": "Beijing"}),
            dialect="kimi",
        ),
        VLLM_KIMI,
    ),
    (
        c(
            "kimi-k2-spaced-two",
            "I'll help you check the weather. <|tool_calls_section_begin|> <|tool_call_begin|>\n"
            'functions.get_weather:0 <|tool_call_argument_begin|> {"city": "Beijing"} <|tool_call_end|> '
            '<|tool_call_begin|>\nfunctions.get_weather:1 <|tool_call_argument_begin|> {"city": "Shanghai"} '
            "<|tool_call_end|> <|tool_calls_section_end|>",
            ("get_weather", {"city": "Beijing"}),
            ("get_weather", {"city": "Shanghai"}),
            dialect="kimi",
        ),
        VLLM_KIMI,
    ),
    (
        c(
            "kimi-k2-numbers",
            "I'll get the weather and news for LA today. First, let me get the weather using Los Angeles coordinates, "
            "and then get the latest news. <|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0"
            '<|tool_call_argument_begin|>{"latitude": 34.0522, "longitude": -118.2437}<|tool_call_end|>'
            '<|tool_call_begin|>functions.get_news:1<|tool_call_argument_begin|>{"content": "Los Angeles today"}'
            "<|tool_call_end|><|tool_calls_section_end|>",
            ("get_weather", {"latitude": 34.0522, "longitude": -118.2437}),
            ("get_news", {"content": "Los Angeles today"}),
        ),
        VLLM_KIMI,
    ),
    (
        c(
            "kimi-k2-three",
            "I'll help you with multiple tasks. <|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0"
            '<|tool_call_argument_begin|>{"city": "New York"}<|tool_call_end|><|tool_call_begin|>functions.get_news:1'
            '<|tool_call_argument_begin|>{"topic": "technology"}<|tool_call_end|><|tool_call_begin|>'
            'functions.send_email:2<|tool_call_argument_begin|>{"to": "user@example.com", "subject": "Daily Update"}'
            "<|tool_call_end|><|tool_calls_section_end|>",
            ("get_weather", {"city": "New York"}),
            ("get_news", {"topic": "technology"}),
            ("send_email", {"to": "user@example.com", "subject": "Daily Update"}),
            content="I'll help you with multiple tasks.",
        ),
        VLLM_KIMI,
    ),
    (
        c(
            "kimi-k2-mixed-spacing-empty-arguments",
            "Mixed spacing test. <|tool_calls_section_begin|> <|tool_call_begin|> functions.test:0 "
            "<|tool_call_argument_begin|> {} <|tool_call_end|><|tool_call_begin|>functions.test2:1"
            "<|tool_call_argument_begin|>{}<|tool_call_end|> <|tool_calls_section_end|>",
            ("test", {}),
            ("test2", {}),
            content="Mixed spacing test.",
        ),
        VLLM_KIMI,
    ),
    (
        c(
            "kimi-k2-angle-brackets-in-json",
            "I need to process HTML content. <|tool_calls_section_begin|><|tool_call_begin|>functions.process_html:0"
            '<|tool_call_argument_begin|>{"html": "<div>content</div>", "text": "normal text"}<|tool_call_end|>'
            "<|tool_calls_section_end|>",
            ("process_html", {"html": "<div>content</div>", "text": "normal text"}),
        ),
        VLLM_KIMI,
    ),
    (
        c(
            "kimi-k2-multiline-json",
            "I need to process formatted JSON. <|tool_calls_section_begin|><|tool_call_begin|>functions.process_data:0"
            '<|tool_call_argument_begin|>{\n  "name": "test",\n  "value": 123,\n  "nested": {\n    "key": "value"\n  }\n}'
            "<|tool_call_end|><|tool_calls_section_end|>",
            ("process_data", {"name": "test", "value": 123, "nested": {"key": "value"}}),
        ),
        VLLM_KIMI,
    ),
    (
        # the id written with a dot instead of the colon: the index is not part of the name
        c(
            "kimi-k2-index-after-dot",
            "I'll help you check the weather. <|tool_calls_section_begin|> <|tool_call_begin|>\n"
            'functions.get_weather.0 <|tool_call_argument_begin|> {"city": "Beijing"} <|tool_call_end|> '
            "<|tool_calls_section_end|>",
            ("get_weather", {"city": "Beijing"}),
        ),
        VLLM_KIMI,
    ),
    (
        c(
            "kimi-k2-id-without-prefix",
            '<|tool_calls_section_begin|><|tool_call_begin|>get_weather:0<|tool_call_argument_begin|>{"city": "Tokyo"}'
            "<|tool_call_end|><|tool_calls_section_end|>",
            ("get_weather", {"city": "Tokyo"}),
            dialect="kimi",
            content="",
        ),
        "https://github.com/exo-explore/exo/pull/2282",
    ),
    (
        c(
            "kimi-k2-sanitised-id",
            "<|tool_calls_section_begin|><|tool_call_begin|>functions_get_weather_1<|tool_call_argument_begin|>"
            '{"city": "Paris"}<|tool_call_end|><|tool_calls_section_end|>',
            ("get_weather", {"city": "Paris"}),
            dialect="kimi",
            content="",
        ),
        "https://github.com/exo-explore/exo/issues/2281",
    ),
    (
        c(
            "kimi-k25-id-without-separators",
            '<|tool_calls_section_begin|><|tool_call_begin|>functionsexec5<|tool_call_argument_begin|>{"command": '
            '"ls -la ~/.claude 2>/dev/null || echo \\"Not found in ~/.claude\\""}<|tool_call_end|><|tool_call_begin|>'
            'functionsexec6<|tool_call_argument_begin|>{"command": "ls -la ~/.config/claude-code 2>/dev/null || echo '
            '\\"Not found in ~/.config/claude-code\\""}<|tool_call_end|><|tool_call_begin|>functionsexec7'
            '<|tool_call_argument_begin|>{"command": "ls -la ~/.claude.json 2>/dev/null || echo \\"Not found\\""}'
            "<|tool_call_end|><|tool_calls_section_end|>",
            ("exec", {"command": 'ls -la ~/.claude 2>/dev/null || echo "Not found in ~/.claude"'}),
            (
                "exec",
                {"command": 'ls -la ~/.config/claude-code 2>/dev/null || echo "Not found in ~/.config/claude-code"'},
            ),
            ("exec", {"command": 'ls -la ~/.claude.json 2>/dev/null || echo "Not found"'}),
            content="",
        ),
        "https://github.com/sgl-project/sglang/pull/21377",
    ),
    (
        c(
            "kimi-k2-singular-section-token",
            '<|tool_call_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{"city": '
            '"Beijing"}<|tool_call_end|><|tool_call_section_end|>',
            ("get_weather", {"city": "Beijing"}),
            content="",
        ),
        "https://github.com/ggml-org/llama.cpp/pull/17376",
    ),
    (
        # string="false" but the value is prose: kept as text, so it fails the object schema (an error, no call)
        c(
            "dsml-string-false-prose",
            '<｜DSML｜function_calls>\n<｜DSML｜invoke name="write_note">\n<｜DSML｜parameter name="payload" '
            'string="false">Здравствуйте, мир! Это тест</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>',
            errors=["payload"],
            content="",
        ),
        SGL_V32,
    ),
    (
        c(
            "dsml-v4-string-false-prose",
            '<｜DSML｜tool_calls>\n<｜DSML｜invoke name="write_note">\n<｜DSML｜parameter name="payload" '
            'string="false">Здравствуйте, мир! Это тест</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>',
            errors=["payload"],
            content="",
        ),
        SGL_V32,
    ),
    (
        c(
            "dsml-string-false-object",
            '<｜DSML｜function_calls>\n<｜DSML｜invoke name="write_note">\n<｜DSML｜parameter name="payload" '
            'string="false">{"city": "San Francisco"}</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>',
            ("write_note", {"payload": {"city": "San Francisco"}}),
            dialect="deepseek",
            content="",
        ),
        SGL_V32,
    ),
    (
        # the first call's JSON lacks its closing brace before the end token: repaired, both run
        c(
            "kimi-k2-brace-missing",
            "I'll help you check the weather. <|tool_calls_section_begin|> <|tool_call_begin|>\n"
            'functions.invalid_get_weather:0 <|tool_call_argument_begin|> {"city": "Beijing" <|tool_call_end|> '
            '<|tool_call_begin|>\nfunctions.valid_get_weather:1 <|tool_call_argument_begin|> {"city": "Shanghai"} '
            "<|tool_call_end|> <|tool_calls_section_end|>",
            ("invalid_get_weather", {"city": "Beijing"}),
            ("valid_get_weather", {"city": "Shanghai"}),
        ),
        VLLM_KIMI,
    ),
    (
        c(
            "glm47-json-value-escaped-quotes",
            r"<tool_call>todo_write<arg_key>todos</arg_key><arg_value>[{\"id\": \"1\", \"task\": \"Check for "
            r"hard-coded issues in the backend code\", \"status\": \"in_progress\"}]</arg_value>"
            "\n</tool_call>",
            ("todo_write", {"todos": [TODOS[0]]}),
        ),
        SGL_GLM47,
    ),
    (
        c(
            "glm45-streamed-whole",
            "<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Beijing</arg_value>\n</tool_call>",
            ("get_weather", {"city": "Beijing"}),
            dialect="glm",
            content="",
        ),
        VLLM_GLM,
    ),
    (
        c(
            "kimi-k2-streamed-whole",
            " check the weather. <|tool_calls_section_begin|> <|tool_call_begin|>\nfunctions.get_weather:0 "
            '<|tool_call_argument_begin|> {"city": "Beijing"} <|tool_call_end|> <|tool_calls_section_end|>',
            ("get_weather", {"city": "Beijing"}),
            content="check the weather.",
        ),
        VLLM_KIMI,
    ),
    (
        # a counter id that names no tool: an error naming the tools, never a guess from the arguments
        c(
            "kimi-k2-counter-id",
            '<|tool_call_begin|>call00003<|tool_call_argument_begin|>{"city": "Paris"}<|tool_call_end|>',
            errors=["call00003"],
        ),
        "https://github.com/sgl-project/sglang/pull/25362",
    ),
    # ---- no call: prose that talks about the formats ---------------------------------------------
    (c("neg-glm-plain", "This is a test"), VLLM_GLM),
    (c("neg-glm-prose-only", "This is just regular text without any tool calls."), VLLM_GLM),
    (c("neg-kimi-plain", "This is a test"), VLLM_KIMI),
    (
        c(
            "neg-glm-format-described",
            "For each function call, output the function name and arguments within the following XML format: "
            "the tool_call tag, then arg_key and arg_value pairs.",
        ),
        "https://github.com/ggml-org/llama.cpp/pull/15904",
    ),
    (
        c(
            "neg-minimax-tag-named",
            "When I try to use minimax for a function call in vLLM, it outputs <tool_calls> tokens instead of "
            "<minimax:tool_call> tokens, which is what the minimax_m2 parser expects.",
        ),
        "https://github.com/MiniMax-AI/MiniMax-M2/issues/14",
    ),
    (
        c(
            "neg-kimi-id-explained",
            "Tool call IDs must follow format: functions.{func_name}:{idx}, for example functions.get_weather:0 or "
            "functions.read_file:1.",
        ),
        "https://github.com/vybestack/llxprt-code/issues/713",
    ),
    (
        c(
            "neg-dsml-named",
            "When will kiro's parser update the DSML call of deepseek v3.2?\n\n<｜DSML｜function_calls",
        ),
        "https://github.com/kirodotdev/Kiro/issues/8169",
    ),
    # ---- cut off by the length limit: never a call ------------------------------------------------
    (
        c(
            "cut-glm45-mid-value",
            "<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Beijing</arg_value>\n<arg_key>date</arg_key>\n"
            "<arg_value>2025-08",
            errors=["was cut off"],
        ),
        VLLM_GLM,
    ),
    (
        c(
            "cut-dsml-mid-value",
            '<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="location" '
            'string="true">Hangz',
            errors=["was cut off"],
        ),
        VLLM_V32,
    ),
    (
        c(
            "cut-dsml-json-value",
            '<｜DSML｜function_calls>\n<｜DSML｜invoke name="todo_write">\n<｜DSML｜parameter name="todos" '
            'string="false">[{"content":"检查 V2路由完整端点 match_v2.py","id":"1","status":"completed"},{"content":',
            errors=["was cut off"],
        ),
        VLLM_V32,
    ),
    (
        c(
            "cut-minimax-m3-mid-value",
            ']<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="get_weather">\n]<]minimax[>[<location>Par',
            errors=["was cut off"],
        ),
        "https://github.com/ml-explore/mlx-lm/pull/1416",
    ),
    (
        c(
            "cut-minimax-m2-mid-value",
            '<minimax:tool_call><invoke name="help"><parameter name="topic">commands (e.g. ls',
            errors=["was cut off"],
        ),
        VLLM_M2,
    ),
    (
        c(
            "cut-kimi-mid-string",
            "<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>"
            '{"city": "Bei',
            errors=["was cut off"],
        ),
        VLLM_KIMI,
    ),
    (
        c(
            "cut-dsv31-mid-string",
            '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{"city": "Bei',
            errors=["was cut off"],
        ),
        VLLM_V31,
    ),
]

CASES_A: list[Case] = [case for case, _ in _SOURCED]
SOURCES: dict[str, str] = {case.id: source for case, source in _SOURCED}
