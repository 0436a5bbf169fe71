# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set bz (issue 42): hard negatives a model writes itself, gathered without reading the parser.

Real replies and reasoning in which a model talks ABOUT calling a tool (plans a call in prose, summarizes a tool's
result, says it cannot reach a tool, asks for the arguments it lacks) without making a call, plus one gpt-oss
generation that explains and then makes a real call in its harmony commentary channel.

Families: gpt-oss-20b/120b (harmony analysis text and the analysis/final messages after a tool result, from
aldehir/gpt-oss-tool-calling-notebook's llama.cpp trials; Ollama `thinking` fields from attogram/ollama-bash-lib's
tool demos), Mixtral-8x7B-Instruct (a LangChain AIMessage answering a tool result, chadn/toolchat7),
Qwen2.5 0.5B (an Ollama reply that asks for a location instead of calling get_current_weather,
TimHanewich/Agentic-AI), and an eval log's reply saying it has no calendar access (IMJONEZZ/AIMakerspace9).

Sources: the files named in SOURCES_BZ (read through read_file; each text copied from the rendered file,
JSON string escapes undone where the file shows a JSON string).

Could not find (in the helper's 35 minutes): the issue search mostly returned titles without pasted replies; a
GLM-5 AgentDojo transcript in which the model says "I don't have the ability to call functions like
`get_day_calendar_events`" was found by find_string but its repository could not be named, so it is left out.
No model answer to "how do I call a function with Ollama?" with example JSON, and no model writing code that builds
tool calls, was found in an uncited source in the time. So this set is smaller (10, aimed 15-25) and has one
positive; no cut-off or undeclared-name attempt was found.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_BZ: list[dict[str, Any]] = [
    # aldehir/gpt-oss-tool-calling-notebook: `type get_weather = (_: { city: string }) => any;`
    # chadn/toolchat7's LangChain get_weather was called with {"location": "SF"}; both names are declared here
    tool_schema("get_weather", (), city="string", location="string"),
    # attogram/ollama-bash-lib demos: `datetime` (no arguments) and `search` (query)
    tool_schema("datetime", ()),
    tool_schema("search", ("query",), query="string"),
    # TimHanewich/Agentic-AI readme: Ollama /api/chat tools
    tool_schema("get_current_weather", ("location", "format"), location="string", format="string"),
    tool_schema("add_todo", (), item="string"),
]

SOURCES_BZ: dict[str, str] = {}
CASES_BZ: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_BZ[id] = source
    CASES_BZ.append(Case(id, text, list(calls), **kw))


NB = "https://github.com/aldehir/gpt-oss-tool-calling-notebook/blob/3f989df32c722823e5f40ced532f955eae5e5e99/"
BASHLIB = "https://github.com/attogram/ollama-bash-lib/blob/"

# ---- gpt-oss (harmony, llama.cpp): explains in analysis, then calls -----------------------------
real(NB + "experiments/provider=llama.cpp/n=25/cities=1/cot=true/trial-15.md (Turn 1: the assistant's generation after the user's <|end|>, i.e. the analysis message and the commentary call, as the trial renders them)", "gptoss-harmony-explains-then-calls-get-weather",
     "<|start|>assistant<|channel|>analysis<|message|>The user requests the weather for the city \"new york city\". We have a function get_weather. So we should call the function with city \"new york city\". Then present tabulated results. There's only one city, so a single row table. We might include column headers: City, Temperature, Weather, etc. The function output format is not specified; we guess it returns some JSON with fields like temperature, description, maybe humidity. We need to assume typical output: temperature, condition, humidity, wind speed, etc. Let's call the function.<|end|>\n\n"
     "<|start|>assistant<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>{\"city\":\"new york city\"}<|call|>",
     ("get_weather", {"city": "new york city"}))  # fmt: skip

# ---- negatives ------------------------------------------------------------------------------------
real(NB + "experiments/provider=llama.cpp/n=25/cities=1/cot=true/trial-15.md (Turn 2: the assistant's generation after the get_weather result, its analysis and final messages)", "neg-gptoss-harmony-summarizes-tool-result",
     "<|start|>assistant<|channel|>analysis<|message|>The function returned a string \"new york city: 51F\". That is the entire output. So we need to parse that. It's just a string. So we can create a table with City, Weather. For example:\n\n"
     "| City | Weather |\n|------|---------|\n| New York City | 51°F |\n\nWe might mention units. So answer accordingly.<|end|>\n\n"
     "<|start|>assistant<|channel|>final<|message|>**Weather Report**\n\n| City          | Weather |\n|---------------|---------|\n| New York City | 51 °F   |\n\n*Source: Weather API*<|return|>", content="**Weather Report**\n\n| City          | Weather |\n|---------------|---------|\n| New York City | 51 °F   |\n\n*Source: Weather API*")  # fmt: skip  # reasoning and harmony's channel tokens are no content (corpus think and harmony cases): the lead moved this expectation to those rules after measuring
real(NB + "experiments/provider=llama.cpp/n=5/cities=15/cot=true/trial-0.md (Turn 2: the text of the analysis message after the first get_weather result, as a server's reasoning_content carries it; the commentary call that followed it in the same generation is not part of this case)", "neg-gptoss-analysis-plans-next-call",
     "The response is \"New York City: 51F\". That's a simple string. We need more details. But it's what the function gave. Maybe we need to parse? The function returned a string. We can parse the temperature. We need to get description? But we only have temperature. Maybe we can ask again with description? But we cannot call again? We could call again with same city? The function may not support additional details. But we can call again with the same city but maybe get more info? Let's try.\n\n"
     "But maybe the function is limited to just a temperature. We can still create table with only temperature. But user may expect more. But we only have what function returns.\n\n"
     "Let's call again for Denver.")  # fmt: skip
real(BASHLIB + "19be7924c77ede5fe9be18b4dea27b715f1fede7/demos/ollama_tools_simple.md (v0.45.5 run: gpt-oss:20b's message.thinking; the call itself came in tool_calls)", "neg-gptoss20b-ollama-thinking-we-need-to-call",
     "We need to call the datetime function.")  # fmt: skip
real(BASHLIB + "demos/ollama_tools_simple.md (the v0.45.2 version of the demo, as the code search showed it: gpt-oss:120b's message.thinking)", "neg-gptoss120b-ollama-thinking-well-call-it",
     "The user asks for current date and time. We have a function to get datetime. We'll call it.")  # fmt: skip
real(BASHLIB + "17eaa48b6a595efed6e914f9005fbe1353fc3e8e/demos/ollama_tools_with_args.md (gpt-oss:120b's message.thinking before its search call)", "neg-gptoss120b-ollama-thinking-use-search",
     "The user wants to search for 'ollama bash lib'. Use the search function.")  # fmt: skip
real("https://github.com/chadn/toolchat7/blob/077c2236a0903a5be73cc78cc5654613aa819cd5/docs/Bugs.md (the first debug block: Mixtral-8x7B-Instruct's AIMessage content after a get_weather ToolMessage, with its leading space)", "neg-mixtral-answers-tool-result-as-human",
     " Thanks for letting me know! I'll make sure to dress accordingly.")  # fmt: skip
real("https://github.com/TimHanewich/Agentic-AI/blob/HEAD/readme.md ('Example Calls with Tools Provided': qwen2.5:0.5b's assistant message, asking for what get_current_weather needs instead of calling it; JSON escapes undone)", "neg-qwen25-asks-for-location-instead-of-calling",
     "To provide you with the current weather in your location, I need to know your geographical coordinates. Could you please tell me your city or state, and a specific date for which you want to see the weather? If that's not possible, could you please specify an approximate date?")  # fmt: skip
real("https://github.com/IMJONEZZ/AIMakerspace9/blob/efd15e68f662e9d5e64593911825e02ce289b931/01_Vibe_Check/test_results_activity3.md (Question 1's Response: the app's model saying it has no calendar access)", "neg-assistant-no-calendar-access",
     "I don't have access to your personal calendar, so I can't see exactly what you have planned.\n\n"
     "However, I'd love to help you prepare! If you share your schedule with me, I can help you:\n"
     "*   **Visualize** the day so it feels less overwhelming.\n"
     "*   **Set intentions** for your key tasks.\n"
     "*   **Find breaks** so you can maintain your energy levels.\n\n"
     "What do you have on deck for tomorrow?")  # fmt: skip
