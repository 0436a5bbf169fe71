# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set cj (issue 42): function-calling models' own example outputs kept in public repositories, gathered without reading the parser.

Families: Gorilla OpenFunctions v2 (`<<function>>name(k='v')` pythonic calls, a README's stored run), Hermes function
calling (`<tool_call>` holding a Python-dict call, the NousResearch/Hermes-Function-Calling README's stored run),
ByteDance Seed / UI-TARS GUI agent (`<seed:tool_call><function=...><parameter=...>` after a `<thinkt>` or
`<think_never_used>` thought, and UI-TARS-1.5's `Thought: ... Action: click(start_box='...')` line), kept as the
inputs of UI-TARS-desktop's action-parser test (model replies, including an empty `<seed:tool_call>` and an `<answer>`
reply with no call).

Sources: kkr-genweb/gorilla-bench-function-calling README.md, NousResearch/Hermes-Function-Calling README.md,
bytedance/UI-TARS-desktop multimodal/gui-agent/action-parser/test/xmlParser.test.ts (commit 0afe8da).

Could not find (in the helper's 35 minutes): NexusRaven-V2's README reply is a nested call
(`get_weather_data(coordinates=get_coordinates_from_city(city_name='Seattle'))`), which has no JSON-argument reading,
so it was left out; Arch-Function's and the Phi-4-mini FunctionCallingBasic READMEs show no stored reply; InternLM's
chat_format.md, xLAM, Functionary, MiniCPM, LFM2, Kimi and MiniMax sources are already cited by other corpora; glaive
sample rows were found only through excerpts that name no repository; no stored reply was found in time for Command-R,
Jamba, Falcon, Nemotron, Yi, SmolLM3, Granite or FunctionGemma. So the set is smaller than the 15 aimed for.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_CJ: list[dict[str, Any]] = [
    # gorilla-bench-function-calling main.py
    {
        "name": "get_current_weather",
        "description": "Get the current weather in a given location",
        "parameters": {
            "type": "object",
            "properties": {
                "location": {"type": "string", "description": "City, state"},
                "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
            },
            "required": ["location"],
        },
    },
    # Hermes-Function-Calling functions.py (stock tools)
    tool_schema("get_current_stock_price", ("symbol",), symbol="string"),
    tool_schema("get_stock_fundamentals", ("symbol",), symbol="string"),
    # UI-TARS / Seed GUI action space
    tool_schema("click", (), point="string", start_box="string"),
    tool_schema("left_double", (), point="string"),
    tool_schema("type", (), content="string", point="string"),
    tool_schema("scroll", (), direction="string", point="string"),
    tool_schema("wait", ()),
]

SOURCES_CJ: dict[str, str] = {}
CASES_CJ: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_CJ[id] = source
    CASES_CJ.append(Case(id, text, list(calls), **kw))


GORILLA = "https://github.com/kkr-genweb/gorilla-bench-function-calling/blob/54717438446923ecce64981d9fd9477fb6287bb1/README.md"
HERMES = "https://github.com/NousResearch/Hermes-Function-Calling/blob/main/README.md"
UITARS = "https://github.com/bytedance/UI-TARS-desktop/blob/0afe8da1bda21e3b3e12beaf88b8fd4aa54b4cde/multimodal/gui-agent/action-parser/test/xmlParser.test.ts"

# ---- Gorilla OpenFunctions v2 --------------------------------------------------------------------
real(f"{GORILLA} ('How it works' block: the last line of `uv run main.py`'s printout, the part gorilla-openfunctions-v2 generated after the prompt's <<question>> line)", "gorilla-v2-readme-two-weather-calls",
     "<<function>>get_current_weather(location='Boston')<<function>>get_current_weather(location='San Francisco')",
     ("get_current_weather", {"location": "Boston"}), ("get_current_weather", {"location": "San Francisco"}))  # fmt: skip

# ---- Hermes function calling ---------------------------------------------------------------------
real(f"{HERMES} (the stored run of functioncall.py: the assistant turn after '<|im_start|>assistant', up to its <|im_end|>)", "hermes-readme-python-dict-tool-call",
     "<tool_call>\n{'arguments': {'symbol': 'TSLA'}, 'name': 'get_current_stock_price'}\n</tool_call><|im_end|>",
     ("get_current_stock_price", {"symbol": "TSLA"}))  # fmt: skip

# ---- ByteDance Seed / UI-TARS GUI agent ----------------------------------------------------------
real(f"{UITARS} (test '(1.6)': input)", "uitars-thought-action-click-bbox",
     "Thought: 我看到当前屏幕显示的是一个电子表格软件和一个聊天窗口，而任务要求我需要在浏览器中搜索北京明天天气。我需要先点击任务栏上的浏览器图标来启动浏览器。\nAction: click(start_box='<bbox>637 964 637 964</bbox>')",
     ("click", {"start_box": "<bbox>637 964 637 964</bbox>"}))  # fmt: skip
real(f"{UITARS} (test '(3)': input)", "seed-thinkt-click-point",
     "<thinkt>To find shrimp and crab recipes, I'll first open the web browser to search for relevant recipes. The browser icon is typically located in the taskbar or applications menu. I'll click on the browser icon to launch it and then proceed to search for shrimp and crab recipes.</thinkt><seed:tool_call>\n<function=click>\n<parameter=point><point>17 58</point></parameter>\n</function>\n</seed:tool_call>",
     ("click", {"point": "<point>17 58</point>"}))  # fmt: skip
real(f"{UITARS} (test '(4)': input)", "seed-thinkt-type-content",
     "<thinkt>The search bar is now active, so I'll type \"shrimp and crab recipes\" into it to find relevant recipes. This query should return a variety of results, including websites like Allrecipes, Food Network, and Epicurious, which are known for reliable recipes.</thinkt><seed:tool_call>\n<function=type>\n<parameter=content>shrimp and crab recipes</parameter>\n</function>\n</seed:tool_call>",
     ("type", {"content": "shrimp and crab recipes"}))  # fmt: skip
real(f"{UITARS} (test '(7)': input)", "seed-think-never-used-left-double",
     "<think_never_used>用户想要用GUI Action查一下天气，我来想一想该做哪些步骤，首先要打开浏览器，然后在搜索框中输入“天气”，最后查看搜索结果，就能完成任务啦。没错就这么办，第一步我要先打开浏览器，得从桌面上找找，在这呢~找到了浏览器图标，我现在就双击打开它吧！</think_never_used><seed:tool_call>\n<function=left_double>\n<parameter=point><point>18 58</point></parameter>\n</function>\n</seed:tool_call>",
     ("left_double", {"point": "<point>18 58</point>"}))  # fmt: skip
real(f"{UITARS} (test '(8)': input)", "seed-thinkt-wait-no-args",
     "<thinkt>用户想要输出一个wait gui action，不要带任何参数。</thinkt><seed:tool_call>\n<function=wait>\n</function>\n</seed:tool_call>",
     ("wait", {}))  # fmt: skip
real(f"{UITARS} (test '(10)': input)", "seed-thinkt-scroll-two-params",
     "<thinkt>需要模拟向上滚动的动作，使用scroll工具，direction设为up，point可以随便选一个页面内的坐标，比如<point>500 500</point>。这样就能完成向上滚动的操作了。</thinkt><seed:tool_call>\n<function=scroll>\n<parameter=direction>up</parameter>\n<parameter=point><point>500 500</point></parameter>\n</function>\n</seed:tool_call>",
     ("scroll", {"direction": "up", "point": "<point>500 500</point>"}))  # fmt: skip
real(f"{UITARS} (test '(18)': input)", "seed-thinkt-scroll-type-wait",
     "<thinkt>需要模拟向上滚动的动作，使用scroll工具，direction设为up，point可以随便选一个页面内的坐标，比如<point>500 500</point>。这样就能完成向上滚动的操作了。</thinkt><seed:tool_call>\n<function=scroll>\n<parameter=direction>up</parameter>\n<parameter=point><point>500 500</point></parameter>\n</function>\n<function=type>\n<parameter=content>hello</parameter>\n<parameter=point><point>200 126</point></parameter>\n</function>\n<function=wait>\n</function>\n</seed:tool_call>",
     ("scroll", {"direction": "up", "point": "<point>500 500</point>"}), ("type", {"content": "hello", "point": "<point>200 126</point>"}), ("wait", {}))  # fmt: skip
real(f"{UITARS} (test '(9)': input, an empty <seed:tool_call>)", "neg-seed-empty-tool-call",
     "<thinkt>No funtion</thinkt><seed:tool_call>\n</seed:tool_call>")  # fmt: skip
real(f"{UITARS} (test '(1.4)': input, a direct answer)", "neg-uitars-think-answer",
     "<think>The user is asking for the answer to 1+1. This is a simple arithmetic question. The answer is 2. I should provide this directly as it doesn't require any computer interaction.</think>\n<answer>\nThe answer to 1+1 is 2.\n</answer>",
     content="<answer>\nThe answer to 1+1 is 2.\n</answer>")  # fmt: skip  # reasoning is no content (corpus think cases): the lead moved this expectation to that rule after measuring
