# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set db (issue 42): model text that agent libraries in Go and TypeScript/JavaScript parse into tool calls, from their test fixtures and recorded e2e runs, gathered without reading the parser.

Families: ReAct `Action:` / `Action Input:` lines with a plain-string input (langchaingo's MRKL parser fixtures: one
line, a multi-line input, an `Observation:` prefix the model began itself); BeeAI's `Thought:` / `Tool Name:` /
`Tool Caption:` / `Tool Input: {json}` lines (its LinePrefixParser fixture, the model going on to write the tool output
and final answer itself); gpt-3.5-turbo's LlamaIndex ReAct reply (`Action:` / `Action Input: {json}`, a trailing space
after the thought) recorded in LlamaIndexTS's e2e snapshot; KaibanJS's JSON `{"thought", "action", "actionInput"}`
replies as deepseek-chat and gemini-1.5-flash wrote them (in a ```json fence) and gpt-4o-mini and grok-3-mini-fast
wrote them (bare), recorded in its e2e request files. Negatives: ReAct answers, a BeeAI thought and final answer on one
line, a `Tool Input:` with no tool name, and KaibanJS replies whose `action` is the prompt's `self_question` step or
`final_answer` while no tool was offered.

Sources: tmc/langchaingo agents/markl_test.go; i-am-bee/beeai-framework typescript/src/parsers/linePrefix.test.ts;
run-llama/LlamaIndexTS e2e/node/snapshot/react-agent.snap; kaiban-ai/KaibanJS tests/e2e/examples/teams/
{sport_news,trip_planning,llm_proxy}/*.requests.json. Texts are the fixtures' strings with the host language's escapes
undone, or the recorded responses' message content as stored. String inputs of ReAct lines are written as
{"tool_input": ...}, as the other corpora do. langchaingo's third fixture expects `5 + 3\nObservation:` as the input; a
careful reader takes `5 + 3` (written so here).

Could not find (in the helper's 35 minutes): langchaingo's conversational parser fixtures are cited by corpus by; its
recorded httprr runs and Eino's/Genkit's tests hold OpenAI-structured calls, not text (Eino's MessageJSONParser reads
structured ToolCalls); LlamaIndexTS has no ReAct output-parser unit test at HEAD (only the e2e snapshot); BeeAI's Python
line-prefix test repeats the TypeScript one; LangChain4j, Spring AI, Semantic Kernel Java, rig, Mastra and Agentica were
not searched for lack of time (earlier corpora report their calls arrive structured). No cut-off or err- case.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_DB: list[dict[str, Any]] = [
    # langchaingo MRKL fixtures (a string input)
    tool_schema("foo", ("tool_input",), tool_input="string"),
    tool_schema("calculator", ("tool_input",), tool_input="string"),
    # BeeAI LinePrefixParser fixture (tool_name enum ["Google"], tool_input a record of strings)
    tool_schema("Google", (), query="string"),
    # LlamaIndexTS e2e getWeatherTool
    tool_schema("getWeather", ("city",), city="string"),
    # KaibanJS: LangChain's TavilySearchResults and @kaibanjs/tools' TavilySearch, as the recorded prompts list them
    tool_schema("tavily_search_results_json", (), input="string"),
    tool_schema(
        "tavily_search",
        ("query",),
        query="string",
        includeDomains="array",
        excludeDomains="array",
        searchDepth="string",
        includeImages="boolean",
        timeRange="string",
        topic="string",
    ),
]

SOURCES_DB: dict[str, str] = {}
CASES_DB: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_DB[id] = source
    CASES_DB.append(Case(id, text, list(calls), **kw))


# ---- langchaingo (Go): MRKL `Action:` / `Action Input:` output parser fixtures --------------------
real("https://github.com/tmc/langchaingo/blob/c2f9ad7f344883e0ca36ae81d292373b6fca7bbb/agents/markl_test.go (TestMRKLOutputParser, case 1: action and input on one line; Go string escapes undone)", "langchaingo-mrkl-action-and-input-one-line",
     "Action:  foo Action Input: bar",
     ("foo", {"tool_input": "bar"}))  # fmt: skip
real("https://github.com/tmc/langchaingo/blob/c2f9ad7f344883e0ca36ae81d292373b6fca7bbb/agents/markl_test.go (TestMRKLOutputParser, case 2: input on the lines after `Action Input:`)", "langchaingo-mrkl-multiline-input",
     "Action: foo\nAction Input:\nbar\nbaz",
     ("foo", {"tool_input": "bar\nbaz"}))  # fmt: skip
real("https://github.com/tmc/langchaingo/blob/c2f9ad7f344883e0ca36ae81d292373b6fca7bbb/agents/markl_test.go (TestMRKLOutputParser, case 3: the model starts an Observation itself; the fixture keeps `\\nObservation:` in the input, a careful reader does not)", "langchaingo-mrkl-calculator-then-observation-prefix",
     "Action: calculator\nAction Input: 5 + 3\nObservation:",
     ("calculator", {"tool_input": "5 + 3"}))  # fmt: skip
# ---- BeeAI framework (TypeScript): LinePrefixParser fixtures of its ReAct agent ---------------------
real("https://github.com/i-am-bee/beeai-framework/blob/70b9dcd70360f9d41fae02af3f970953b62b64a9/typescript/src/parsers/linePrefix.test.ts (test 'Handles arbitrary chunk size': the chunks joined; the reply goes on to write the tool output and a final answer itself; the test expects tool_name Google and tool_input {query})", "beeai-line-prefix-google-tool-input",
     "Thought: I don't know who is president of USA.\nBut I can use GoogleSearch to find out.\nTool Name: Google\nTool Caption: Searching for USA president\nTool Input: {\"query\":\"USA president\"}\nTool Output: {\"answer\":\"Joe Biden\"}\nFinal Answer: Joe Biden is the current president of USA.",
     ("Google", {"query": "USA president"}))  # fmt: skip
real("https://github.com/i-am-bee/beeai-framework/blob/70b9dcd70360f9d41fae02af3f970953b62b64a9/typescript/src/parsers/linePrefix.test.ts (test 'Correctly interprets new lines': a thought and a final answer on one line)", "neg-beeai-line-prefix-thought-and-final-answer-one-line",
     "Thought: Summarize the discussion. Final Answer: The discussion thread is about ...")  # fmt: skip
real("https://github.com/i-am-bee/beeai-framework/blob/70b9dcd70360f9d41fae02af3f970953b62b64a9/typescript/src/parsers/linePrefix.test.ts (test 'Premature ends when existing node visited': a Tool Input with no tool name; lines joined with \\n as the test does)", "neg-beeai-line-prefix-tool-input-without-name",
     "Thought: Hello!\nTool Input: {}\nThought: This is ignored.")  # fmt: skip
# ---- LlamaIndexTS (TypeScript): ReActAgent e2e snapshot of gpt-3.5-turbo's replies -----------------
real("https://github.com/run-llama/LlamaIndexTS/blob/58e65d399e7f29bfffab28472193221c92efd310/e2e/node/snapshot/react-agent.snap (llmEventEnd PRESERVE_0: gpt-3.5-turbo's first reply, with the trailing space after `question.`)", "llamaindexts-react-gpt35-getweather",
     "Thought: I need to use a tool to help me answer the question. \nAction: getWeather\nAction Input: {\"city\": \"San Francisco\"}",
     ("getWeather", {"city": "San Francisco"}))  # fmt: skip
real("https://github.com/run-llama/LlamaIndexTS/blob/58e65d399e7f29bfffab28472193221c92efd310/e2e/node/snapshot/react-agent.snap (llmEventEnd PRESERVE_1: the answer after the observation)", "neg-llamaindexts-react-gpt35-answer",
     "Thought: I can answer without using any more tools.\nAnswer: The weather in San Francisco is 72 degrees.")  # fmt: skip
# ---- KaibanJS (JavaScript): recorded replies to its ReactChampion JSON thought/action prompt ---------
real("https://github.com/kaiban-ai/KaibanJS/blob/b75b2b04e75515df487d443470d7db2de5d865cc/tests/e2e/examples/teams/sport_news/deepseek.requests.json (recordedRequests[0].response choices[0].message.content, deepseek-chat)", "kaiban-deepseek-fenced-json-tavily-search",
     "```json\n{\n   \"thought\": \"To find detailed information about the winner of the Copa America 2024, including key players, key moments, and the final score, I need to perform a comprehensive search.\",\n   \"action\": \"tavily_search\",\n   \"actionInput\": {\"query\":\"Copa America 2024 winner detailed information key players key moments final score\",\"searchDepth\":\"advanced\"}\n}\n```",
     ("tavily_search", {"query": "Copa America 2024 winner detailed information key players key moments final score", "searchDepth": "advanced"}))  # fmt: skip
real("https://github.com/kaiban-ai/KaibanJS/blob/b75b2b04e75515df487d443470d7db2de5d865cc/tests/e2e/examples/teams/sport_news/deepseek.requests.json (recordedRequests[3].response choices[0].message.content, deepseek-chat)", "kaiban-deepseek-fenced-json-tavily-search-second",
     "```json\n{\n   \"thought\": \"To gather more detailed information about key players, key moments, and other useful details about the Copa America 2024 final, I will perform a more targeted search focusing on match highlights and player performances.\",\n   \"action\": \"tavily_search\",\n   \"actionInput\": {\"query\":\"Copa America 2024 final detailed match report key players key moments\",\"searchDepth\":\"advanced\"}\n}\n```",
     ("tavily_search", {"query": "Copa America 2024 final detailed match report key players key moments", "searchDepth": "advanced"}))  # fmt: skip
real("https://github.com/kaiban-ai/KaibanJS/blob/e97231d8192833de3f1942963ea762e899244432/tests/e2e/examples/teams/sport_news/gemini.requests.json (recordedRequests[0].response candidates[0].content.parts[0].text, gemini-1.5-flash)", "kaiban-gemini-flash-fenced-json-tavily",
     "```json\n{\n  \"thought\": \"The Copa America tournament is held in even-numbered years.  2024 is an even year, but the tournament hasn't happened yet. I need to check if there are any news articles about a potential winner or a schedule for the tournament.\",\n  \"action\": \"tavily_search_results_json\",\n  \"actionInput\": {\n    \"input\": \"Copa America 2024 schedule and winner\"\n  }\n}\n```\n",
     ("tavily_search_results_json", {"input": "Copa America 2024 schedule and winner"}))  # fmt: skip
real("https://github.com/kaiban-ai/KaibanJS/blob/e97231d8192833de3f1942963ea762e899244432/tests/e2e/examples/teams/sport_news/gemini.requests.json (recordedRequests[3].response candidates[0].content.parts[0].text, gemini-1.5-flash)", "kaiban-gemini-flash-fenced-json-tavily-second",
     "```json\n{\n  \"thought\": \"My previous searches focused on finding the winner directly.  Since the tournament has concluded, I should search for news articles or sports websites that report on the final match and its outcome.\",\n  \"action\": \"tavily_search_results_json\",\n  \"actionInput\": {\n    \"input\": \"Copa America 2024 final result winner\"\n  }\n}\n```\n",
     ("tavily_search_results_json", {"input": "Copa America 2024 final result winner"}))  # fmt: skip
real("https://github.com/kaiban-ai/KaibanJS/blob/e97231d8192833de3f1942963ea762e899244432/tests/e2e/examples/teams/sport_news/openai.requests.json (recordedRequests[0].response choices[0].message.content, gpt-4o-mini)", "kaiban-gpt4o-mini-json-tavily",
     "{\n   \"thought\": \"To find out who won the Copa America in 2024 and gather detailed information about the event, I need to conduct a search for the most recent results.\",\n   \"action\": \"tavily_search_results_json\",\n   \"actionInput\": {\"input\":\"Copa America 2024 winner and details\"}\n}",
     ("tavily_search_results_json", {"input": "Copa America 2024 winner and details"}))  # fmt: skip
real("https://github.com/kaiban-ai/KaibanJS/blob/fcc1df9fbebd8ca7e5d96cf6e9fb75541fa712b1/tests/e2e/examples/teams/sport_news/xai.requests.json (recordedRequests[0].response choices[0].message.content, grok-3-mini-fast)", "kaiban-grok3-mini-json-tavily-search",
     "{\n  \"thought\": \"The user is asking about the FIFA Club World Cup final in 2025, which is a future event. I need to check for any up-to-date information, such as announcements, schedules, or preliminary details, as the actual event hasn't occurred yet. If no information is available, I should note that in my response. To gather this, I'll use the search tool.\",\n  \"action\": \"tavily_search\",\n  \"actionInput\": {\n    \"query\": \"FIFA Club World Cup 2025 final winner and details\",\n    \"topic\": \"news\",\n    \"searchDepth\": \"advanced\"\n  }\n}",
     ("tavily_search", {"query": "FIFA Club World Cup 2025 final winner and details", "topic": "news", "searchDepth": "advanced"}))  # fmt: skip
real("https://github.com/kaiban-ai/KaibanJS/blob/e97231d8192833de3f1942963ea762e899244432/tests/e2e/examples/teams/trip_planning/openai.requests.json (recordedRequests[1].response choices[0].message.content, gpt-4o-mini)", "kaiban-gpt4o-mini-json-tavily-trip",
     "{\n   \"thought\": \"To find the most accurate and comprehensive information regarding flight costs, weather, and cultural attractions for Tokyo, Paris, and Berlin in December 2024, I need to utilize the available search tool.\",\n   \"action\": \"tavily_search_results_json\",\n   \"actionInput\": {\"input\":\"flight costs from New York to Tokyo, Paris, Berlin December 2024; weather forecast for Tokyo, Paris, Berlin December 1-15 2024; cultural attractions in Tokyo, Paris, Berlin\"}\n}",
     ("tavily_search_results_json", {"input": "flight costs from New York to Tokyo, Paris, Berlin December 2024; weather forecast for Tokyo, Paris, Berlin December 1-15 2024; cultural attractions in Tokyo, Paris, Berlin"}))  # fmt: skip
real("https://github.com/kaiban-ai/KaibanJS/blob/e97231d8192833de3f1942963ea762e899244432/tests/e2e/examples/teams/trip_planning/openai.requests.json (recordedRequests[4].response choices[0].message.content, gpt-4o-mini)", "kaiban-gpt4o-mini-json-tavily-trip-second",
     "{\n   \"thought\": \"To complete the detailed report on the ideal city, I should specifically gather more accurate weather data and cultural attractions in Tokyo and Paris along with the already noted costs for Berlin.\",\n   \"action\": \"tavily_search_results_json\",\n   \"actionInput\": {\"input\":\"current weather forecast for Tokyo and Paris December 1-15 2024; cultural attractions in Tokyo and Paris\"}\n}",
     ("tavily_search_results_json", {"input": "current weather forecast for Tokyo and Paris December 1-15 2024; cultural attractions in Tokyo and Paris"}))  # fmt: skip
real("https://github.com/kaiban-ai/KaibanJS/blob/e97231d8192833de3f1942963ea762e899244432/tests/e2e/examples/teams/llm_proxy/anthropic.requests.json (recordedRequests[0].response content[0].text, claude-3-5-sonnet-20240620; no tools offered: `self_question` is the prompt's ask-yourself step, not a tool)", "neg-kaiban-claude-self-question",
     "{\n   \"thought\": \"I need to extract and organize the relevant information from the given 'aboutMe' text to create structured data for a resume.\",\n   \"action\": \"self_question\",\n   \"actionInput\": {\"query\": \"What are the key components I need to extract from this text?\"}\n}")  # fmt: skip
real("https://github.com/kaiban-ai/KaibanJS/blob/e97231d8192833de3f1942963ea762e899244432/tests/e2e/examples/teams/llm_proxy/gemini.requests.json (recordedRequests[3].response candidates[0].content.parts[0].text, gemini-1.5-pro; no tools offered: `final_answer` names no tool)", "neg-kaiban-gemini-pro-action-final-answer",
     "```json\n{\n  \"thought\": \"Since I have no tools, I will manually create the markdown output for the resume using the provided data.\",\n  \"action\": \"final_answer\",\n  \"actionInput\": {}\n}\n```\n")  # fmt: skip
