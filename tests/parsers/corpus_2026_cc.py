# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set cc (issue 42): raw generations stored in tool-calling benchmark result files, gathered without reading the parser.

Families: Qwen2.5-Coder (vLLM, hanXen/vllm-qwen2.5-coder-tool-parser result files: a bare JSON call, a `<tools>`
envelope whose JSON carries one closing brace too many and that the harness could not parse, and a prose answer
listing every tool), and negatives from MikeVeerman/tool-calling-benchmark result files (Ollama native tools, the
stored `raw_content` of replies that made no call): Ministral 3 3B and Qwen3 0.6B naming tools in backticks,
FunctionGemma listing its tools in prose.

Sources: hanXen/vllm-qwen2.5-coder-tool-parser at 1b92150 (results/integration_template/qwen2.5-coder-14b.json,
results/integration_template/qwen2.5-coder-32b-awq.json, results/output_format/qwen2.5-coder-32b-awq.json: files no
other corpus cites; the tools from fixtures/test_tools.yaml) and MikeVeerman/tool-calling-benchmark at e209651
(runs/default/ministral-3_3b.json, functiongemma.json, qwen3_0_6b.json: files no other corpus cites; the tools from
lib/bench_config.py). Texts are the stored strings with JSON escapes undone.

Could not find (in the helper's 35 minutes): uncited stored raw generations from T-Eval, NexusBench, ToolACE/Hammer,
Seal-Tools, API-Bank, ToolEyes, StableToolBench or MCP-Bench runs (the result files reached hold parsed calls, or
are already cited: MikeVeerman's other runs, hanXen's other files, personal_agent, whales-collective, ask-openai);
most stored replies in these two repositories are post-parse content (the call removed), which is not raw text.
No stored cut-off call was found. So this set is small (6) and negative-heavy.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_CC: list[dict[str, Any]] = [
    # hanXen/vllm-qwen2.5-coder-tool-parser fixtures/test_tools.yaml
    tool_schema("get_weather", ("city",), city="string"),
    tool_schema("search_web", ("query",), query="string"),
    tool_schema("calculate", ("expression",), expression="string"),
    tool_schema("translate", ("text", "target_language"), text="string", target_language="string"),
    tool_schema("send_email", ("to", "subject", "body"), to="string", subject="string", body="string"),
    tool_schema("read_file", ("path",), path="string"),
    tool_schema("write_file", ("path", "content"), path="string", content="string"),
    tool_schema("get_stock_price", ("symbol",), symbol="string"),
    tool_schema("set_reminder", ("message", "time"), message="string", time="string"),
    tool_schema(
        "create_calendar_event",
        ("title", "start_time", "end_time"),
        title="string",
        start_time="string",
        end_time="string",
        location="string",
    ),
    # MikeVeerman/tool-calling-benchmark lib/bench_config.py (get_weather(city) as above)
    tool_schema("search_files", ("pattern",), pattern="string"),
    tool_schema("schedule_meeting", ("title", "time"), title="string", time="string", attendees="array"),
]

SOURCES_CC: dict[str, str] = {}
CASES_CC: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_CC[id] = source
    CASES_CC.append(Case(id, text, list(calls), **kw))


HANX = "https://github.com/hanXen/vllm-qwen2.5-coder-tool-parser/blob/1b921501f30cbfe347dccb1db7de3c82a1d55131/results/"
BENCH = (
    "https://github.com/MikeVeerman/tool-calling-benchmark/blob/e2096511b3c59e050c87b0550efb620f4eb2946a/runs/default/"
)

# ---- Qwen2.5-Coder on vLLM (hanXen result files) --------------------------------------------
real(HANX + "output_format/qwen2.5-coder-32b-awq.json (default_results.results[8], 'Set a reminder to call mom at 3pm': Qwen2.5-Coder-32B-Instruct-AWQ with no format instruction, the stored content, a bare JSON call)", "qwen25coder32b-bare-json-set-reminder",
     "{\"name\": \"set_reminder\", \"arguments\": {\"message\": \"Call mom\", \"time\": \"3:00 PM\"}}",
     ("set_reminder", {"message": "Call mom", "time": "3:00 PM"}))  # fmt: skip
real(HANX + "integration_template/qwen2.5-coder-14b.json (results[27], 'Write to output.json the content: {...}': the harness found no call (tool_names [], success false); the JSON has one '}' too many)", "qwen25coder14b-tools-envelope-extra-brace",
     "<tools>\n{\"name\": \"write_file\", \"arguments\": {\"path\": \"output.json\", \"content\": \"{\\\"name\\\": \\\"test\\\", \\\"value\\\": 123}\"}}}\n</tools>",
     ("write_file", {"path": "output.json", "content": "{\"name\": \"test\", \"value\": 123}"}))  # fmt: skip
real(HANX + "integration_template/qwen2.5-coder-32b-awq.json (results[48], 'What can you do?': a prose answer with no call)", "neg-qwen25coder32b-lists-tools",
     "I can perform a variety of tasks to assist you. Here are some of the things I can do:\n\n1. **Get Weather**: Retrieve the current weather for any specified city.\n2. **Search Web**: Look up information on the web using a search query.\n3. **Calculate**: Perform mathematical calculations.\n4. **Translate Text**: Translate text from one language to another.\n5. **Send Email**: Send an email to a specified recipient.\n6. **Read File**: Read the contents of a file from a given path.\n7. **Write File**: Write content to a file at a specified path.\n8. **Get Stock Price**: Fetch the current stock price for a given ticker symbol.\n9. **Set Reminder**: Set a reminder for a specific time with a message.\n10. **Create Calendar Event**: Create a calendar event with a title, start time, end time, and optional location.\n\nIf you have a specific task in mind, feel free to ask!")  # fmt: skip

# ---- negatives: replies without a call (MikeVeerman result files, raw_content) ---------------
real(BENCH + "ministral-3_3b.json (runs[0][4], P5 'What tools do you have access to?': ministral-3:3b via Ollama native tools, raw_content, tool_called false)", "neg-ministral3-names-tools-in-backticks",
     "As of my capabilities, I have access to the following tools:\n\n1. **Weather Information**: I can fetch the current weather for a given city using the `get_weather` tool.\n   - Example: *\"What is the weather like in Paris?\"*\n\n2. **File Search**: I can search for files in the project directory matching a specific pattern using the `search_files` tool.\n   - Example: *\"Find all Python files named with 'api' in the project.\"*\n\n3. **Scheduling Meetings**: I can help schedule meetings by providing a title and time, and optionally listing attendees using the `schedule_meeting` tool.\n   - Example: *\"Schedule a meeting titled 'Team Sync' for 3 PM tomorrow with Sarah and Michael.\"*\n\nIf you have any other specific tasks or need information that isn't covered above, let me know!")  # fmt: skip
real(BENCH + "functiongemma.json (runs[0][4], P5: functiongemma via Ollama native tools, raw_content, tool_called false)", "neg-functiongemma-lists-tools",
     "I can assist with various tasks using the available tools. I have access to:\n- Getting weather for a city.\n- Searching for files in a project directory.\n- Scheduling meetings.")  # fmt: skip
real(BENCH + "qwen3_0_6b.json (runs[0][8], P9 'Can you write a Python script that checks the weather using an API?': qwen3:0.6b via Ollama native tools, raw_content, tool_called false)", "neg-qwen3-06b-names-get-weather-asks-city",
     "The script will use the `get_weather` function to check the weather for a specified city. Please provide the city name, and I'll retrieve the current weather data for you.")  # fmt: skip
