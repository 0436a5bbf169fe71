# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set ci (issue 42): unit-test fixtures of client agent frameworks that parse a local model's tool calls from its text.

Families: LangChain's classic (text-parsing) agents, in Python and in JS. ReAct / MRKL `Action:` + `Action Input:` lines
(ReActSingleInputOutputParser, MRKLOutputParser, ConvoOutputParser, langchainjs ZeroShotAgentOutputParser: a thought
before, a hallucinated or cut `Observation`, a multi-line input holding a fenced code block, no space after the colons),
and the JSON action blob `{"action": ..., "action_input": ...}` (StructuredChatOutputParser in Python and JS,
langchainjs ChatConversationalAgentOutputParser: an indented fence, a fence glued to prose before and after, `\\t\\r`
whitespace inside the blob, an array input, a blob shown as "an example"). Negatives: `Final Answer` replies (one as
an action blob after a SQL fence); errors: an action name glued to `Final Answer:`, an `Action:` with no input.

Sources: langchain-ai/langchain libs/langchain/tests/unit_tests/agents/ (output_parsers/test_react_single_input.py,
output_parsers/test_convo_output_parser.py, test_structured_chat.py, test_mrkl_output_parser.py) and
langchain-ai/langchainjs langchain/src/agents/tests/ (structured_chat_output_parser.test.ts,
chat_convo_output_parser.test.ts, mrkl_agent_output_parser.test.ts), each at the commit named in its source string.
The JS fixtures are string literals whose escapes mean the same in Python; the one template literal was decoded
(\\` to a backtick). Single-input tools get the argument `tool_input`, as the other corpora write LangChain's
single-input Tool; the calls are what the fixtures expect, which a careful reader agrees with.

Could not find (in the helper's 35 minutes): uncited fixtures elsewhere. transformers' test_chat_parsing_utils.py
(corpus az), AG2's test_ollama.py and Haystack's test_hugging_face_local.py (corpus q), LlamaIndex's ReAct
output-parser tests, LangChain's test_xml/test_json/test_react_json_single_input, smolagents' test_parse_tool_calls
and DSPy's test_parallel_tool_calls (corpus be) are already cited; mistral-common's experimental tool-call tests
decode token ids, not text; litellm, ollama-python/js, pydantic-ai, Spring AI and langchain4j showed no fixture of
raw model text with expected calls in the searches made.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared (LangChain single-input tools: one argument, `tool_input`)
TOOLS_CI: list[dict[str, Any]] = [
    # test_react_single_input.py
    tool_schema("search", ("tool_input",), tool_input="string"),
    # test_convo_output_parser.py
    tool_schema("my_action", ("tool_input",), tool_input="string"),
    tool_schema("evaluate_code", ("tool_input",), tool_input="string"),
    tool_schema("my_tool", ("tool_input",), tool_input="string"),
    # test_structured_chat.py and test_mrkl_output_parser.py
    tool_schema("foo", ("tool_input",), tool_input="string"),
    # langchainjs parsers' tool lists: ["blogpost", "metabase", "ToolWithJson"] (metabase's input is an array)
    tool_schema("blogpost", ("tool_input",), tool_input="string"),
    tool_schema("metabase", ("tool_input",), tool_input="array"),
    tool_schema("ToolWithJson", ("tool_input",), tool_input="object"),
    # langchainjs mrkl_agent_output_parser.test.ts
    tool_schema("ToolX", ("tool_input",), tool_input="string"),
]

SOURCES_CI: dict[str, str] = {}
CASES_CI: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_CI[id] = source
    CASES_CI.append(Case(id, text, list(calls), **kw))


LC = "https://github.com/langchain-ai/langchain/blob/"
LCJS = "https://github.com/langchain-ai/langchainjs/blob/"
REACT = (
    LC
    + "25ef4afbc413de905bf8fe5519b8e873881c7321/libs/langchain/tests/unit_tests/agents/output_parsers/test_react_single_input.py"
)
CONVO = (
    LC
    + "279ce84ede1d523431b9b2911e5de9c34fb285a1/libs/langchain/tests/unit_tests/agents/output_parsers/test_convo_output_parser.py"
)
STRUCT = LC + "0a8acced04f66925f0821f1b7ec4402c27128415/libs/langchain/tests/unit_tests/agents/test_structured_chat.py"
MRKL = LC + "0663e38a04762fbb62bb2c83febd7748e82d704e/libs/langchain/tests/unit_tests/agents/test_mrkl_output_parser.py"
STRUCT_JS = (
    LCJS + "241fc05576ab21fb5177ca7c8c0558c5935efdfa/langchain/src/agents/tests/structured_chat_output_parser.test.ts"
)
CONVO_JS = LCJS + "42cdef73840c80c4faab353427691fd7bfd335ad/langchain/src/agents/tests/chat_convo_output_parser.test.ts"
MRKL_JS = LCJS + "c8c1adaafc7ae0d7797f16f9e92a3539bb40fa8c/langchain/src/agents/tests/mrkl_agent_output_parser.test.ts"

SQL_BUD = "```sql\nSELECT * FROM orders\nJOIN users ON users.id = orders.user_id\nWHERE users.email = 'bud'```"

# ---- LangChain (Python): ReAct / MRKL / conversational `Action:` lines ------------------------------
real(REACT + " (test_action)", "langchain-react-thought-action-input-line",
     "Thought: agent thought here\nAction: search\nAction Input: what is the temperature in SF?",
     ("search", {"tool_input": "what is the temperature in SF?"}))  # fmt: skip
real(REACT + " (test_finish)", "neg-langchain-react-final-answer",
     "Thought: agent thought here\nFinal Answer: The temperature is 100")  # fmt: skip
real(REACT + " (test_action_with_finish: the parser raises; the action name runs into `Final Answer:`, no declared tool)", "neg-langchain-react-action-glued-to-final-answer",
     "Thought: agent thought here\nAction: search Final Answer:\nAction Input: what is the temperature in SF?")  # fmt: skip  # gathered as err- with no error given: no declared tool is named, so it is text; the lead renamed it neg- after measuring
real(CONVO + " (test_normal_output_parsing; the test strips the literal before parsing, the stripped text is used)", "langchain-convo-action-and-input",
     "Action: my_action\nAction Input: my action input",
     ("my_action", {"tool_input": "my action input"}))  # fmt: skip
real(CONVO + " (test_multiline_output_parsing; stripped as the test parses it)", "langchain-convo-multiline-input-with-python-fence",
     "Thought: Do I need to use a tool? Yes\nAction: evaluate_code\nAction Input: Evaluate Code with the following Python content:\n```python\nprint(\"Hello fifty shades of gray mans!\"[::-1])\n```",
     ("evaluate_code", {"tool_input": "Evaluate Code with the following Python content:\n```python\nprint(\"Hello fifty shades of gray mans!\"[::-1])\n```"}))  # fmt: skip
real(CONVO + " (test_output_parsing_with_observation: the model goes on to write an Observation itself; stripped)", "langchain-convo-action-then-hallucinated-observation",
     "Thought: Do I need to use a tool? Yes\nAction: my_tool\nAction Input: the input to the action\nObservation: the result of the action",
     ("my_tool", {"tool_input": "the input to the action"}))  # fmt: skip
real(CONVO + " (test_output_parsing_with_partial_observation: the reply stops inside `Obs`; stripped)", "langchain-convo-action-then-partial-observation",
     "Thought: Do I need to use a tool? Yes\nAction: my_tool\nAction Input: the input to the action\nObs",
     ("my_tool", {"tool_input": "the input to the action"}))  # fmt: skip
real(MRKL + " (test_valid_action_and_action_input_parse; the lines indented as the triple-quoted literal has them)", "langchain-mrkl-indented-action-lines",
     "I can use the `foo` tool to achieve the goal.\n    Action: foo\n    Action Input: bar",
     ("foo", {"tool_input": "bar"}))  # fmt: skip
real(MRKL + " (test_valid_final_answer_parse)", "neg-langchain-mrkl-final-answer",
     "Final Answer: The best pizza to eat is margaritta ")  # fmt: skip
real(MRKL + " (test_missing_action_input: the parser raises MISSING_ACTION_INPUT_AFTER_ACTION; foo needs its input)", "neg-langchain-mrkl-action-without-input",
     "I can use the `foo` tool to achieve the goal.\n    Action: foo")  # fmt: skip  # gathered as err- with no error given: an action line with no input is text; the lead renamed it neg- after measuring

# ---- LangChain (Python): structured-chat JSON action blob ------------------------------------------
real(STRUCT + " (test_parse_with_language; indentation as the triple-quoted literal has it)", "langchain-structured-chat-indented-json-fence",
     "I can use the `foo` tool to achieve the goal.\n\n    Action:\n    ```json\n    {\n      \"action\": \"foo\",\n      \"action_input\": \"bar\"\n    }\n    ```\n    ",
     ("foo", {"tool_input": "bar"}))  # fmt: skip
real(STRUCT + " (test_parse_without_language)", "langchain-structured-chat-indented-bare-fence",
     "I can use the `foo` tool to achieve the goal.\n\n    Action:\n    ```\n    {\n      \"action\": \"foo\",\n      \"action_input\": \"bar\"\n    }\n    ```\n    ",
     ("foo", {"tool_input": "bar"}))  # fmt: skip

# ---- LangChain.js: JSON action blobs ------------------------------------------------------------------
real(STRUCT_JS + " (\"Can parse JSON with text in front of it\", first test case's input)", "langchainjs-structured-chat-fence-glued-to-prose",
     'Here we have some boilerplate nonsense```json\n{\n "action": "blogpost",\n  "action_input": "```sql\\nSELECT * FROM orders\\nJOIN users ON users.id = orders.user_id\\nWHERE users.email = \'bud\'```"\n}\n``` and at the end there is more nonsense',
     ("blogpost", {"tool_input": SQL_BUD}))  # fmt: skip
real(CONVO_JS + " (\"Can parse JSON with text in front of it\", first test case's input, a template literal decoded)", "neg-langchainjs-convo-final-answer-blob-after-sql-fence",
     'Based on the information from the search, I can provide you with a query to get all the orders for the email `example@gmail.com`. Here\'s the query:\n\n```sql\nSELECT * FROM orders\nJOIN users ON users.id = orders.user_id\nWHERE users.email = \'example@gmail.com\'\n```\n\nPlease make any necessary modifications depending on your database schema and table structures. Run this query on your database to retrieve the orders made by the specified user.\n\n```json\n{\n  "action": "Final Answer",\n  "action_input": "To get all the orders for a user with the email `example@gmail.com`, you can use the following query:\\n\\n```\\nSELECT * FROM orders\\nJOIN users ON users.id = orders.user_id\\nWHERE users.email = \'example@gmail.com\'\\n```\\n\\nPlease make any necessary modifications depending on your database schema and table structures. Run this query on your database to retrieve the orders made by the specified user."\n}\n```')  # fmt: skip
real(CONVO_JS + " (second test case's input: the model calls its blob 'an example', but in this agent's reply format the blob is its action, as the fixture expects)", "langchainjs-convo-metabase-array-input-with-prose",
     'Here is an example of a valid JSON object matching the provided spec:\n\n```json\n{\n  "action": "metabase",\n  "action_input": ["GET", "/api/table/1"]\n}\n```\n\nIn this example, the "action" key has a string value of "metabase", and the "action_input" key has an array value containing two elements: a string value of "GET" and a string value of "/api/table/1". This JSON object could be used to make a request to a Metabase API endpoint with the specified method and arguments.',
     ("metabase", {"tool_input": ["GET", "/api/table/1"]}))  # fmt: skip
real(CONVO_JS + " (third test case's input)", "langchainjs-convo-metabase-bare-fence",
     '```\n{\n  "action": "metabase",\n  "action_input": ["GET", "/api/table/1"]\n}\n```',
     ("metabase", {"tool_input": ["GET", "/api/table/1"]}))  # fmt: skip
real(CONVO_JS + " (fourth test case's input)", "langchainjs-convo-bare-fence-glued-to-prose",
     'Here we have some boilerplate nonsense```\n{\n "action": "blogpost",\n  "action_input": "```sql\\nSELECT * FROM orders\\nJOIN users ON users.id = orders.user_id\\nWHERE users.email = \'bud\'```"\n}\n``` and at the end there is more nonsense',
     ("blogpost", {"tool_input": SQL_BUD}))  # fmt: skip
real(CONVO_JS + " (fifth test case's input: tabs and carriage returns around the blob's keys)", "langchainjs-convo-blob-with-tab-cr-whitespace",
     'Here we have some boilerplate nonsense```json\n{\n \t\r\n"action": "blogpost",\n\t\r  "action_input": "```sql\\nSELECT * FROM orders\\nJOIN users ON users.id = orders.user_id\\nWHERE users.email = \'bud\'```"\n\t\r}\n\n\n\t\r``` and at the end there is more nonsense',
     ("blogpost", {"tool_input": SQL_BUD}))  # fmt: skip

# ---- LangChain.js: MRKL `Action:` lines ----------------------------------------------------------------
real(MRKL_JS + " (\"when action and action input are separated by a space\")", "langchainjs-mrkl-observation-then-action",
     "Observation: Xyz\n\nAction: ToolX\nAction Input: what is your name?",
     ("ToolX", {"tool_input": "what is your name?"}))  # fmt: skip
real(MRKL_JS + " (\"when action and action input are not separated by a space\")", "langchainjs-mrkl-no-space-after-colons",
     "Observation:Xyz\n\nAction:ToolX\nAction Input:what is your name?",
     ("ToolX", {"tool_input": "what is your name?"}))  # fmt: skip
