# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""An eleventh held-out set (issue 42): real outputs from the Berkeley Function Calling Leaderboard and from
model vendors' own prompt-format documentation, read before anyone tunes on it.

Families: Ministral `[TOOL_CALLS][...]` glued to its list, Llama 3 pythonic calls holding a dict instead of
keywords, gorilla-openfunctions-v2 `<<function>>` calls with dotted names, Phi `<|tool_call|>[...]` calls with and
without their closer and parallel calls not put in a list, Llama 3.1 `<|python_tag|>` JSON calls separated by `;`,
JSON call lists with a `parameters` key and string numbers, Qwen `<tool_call>` calls with dotted names and with
arguments serialized as a JSON string, Llama 3.1/3.2/4 pythonic calls, builtin `brave_search.call(...)`,
`<function=NAME>{...}</function>` custom-format calls, Qwen2's `✿FUNCTION✿`/`✿ARGS✿` calls, MiniMax-M2 `<invoke>`
calls with array parameters, FunctionGemma
`<start_function_call>` calls with `<escape>` strings; and the negatives of the same families: the formats as the
vendors document them with placeholders, prose in the docs naming calls, code-interpreter code (Llama, InternLM2) that
names no declared tool, a closed reasoning block that plans two calls; and cut-off calls of the same families.

Sources: ShishirPatil/gorilla (the leaderboard's per-model handlers in berkeley-function-call-leaderboard/
bfcl_eval/model_handler/, whose decode code quotes what the models returned, and its issue threads quoting
`model_result_raw`), and vendor documentation: meta-llama/llama-models' prompt_format.md files (llama.com's
prompt-format pages, whose "Model Response Format" blocks are the models' replies), Qwen's function-calling docs
(qwen.readthedocs.io, QwenLM/Qwen2.5 docs/source/framework/function_call.md), MiniMax-M2's tool-calling guide,
InternLM2's chat format, Google's FunctionGemma docs. A source marked "variant" is that output changed as its note
says. Negatives (`neg-`) stay text with nothing taken from them; cut-off calls (`cut-`) are errors naming the tool,
never calls. A closed reasoning block is not content: a negative whose text has one gives as `content` what is left
outside it.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters (BFCL's "float" is JSON Schema's number)
TOOLS_K: list[dict[str, Any]] = [
    tool_schema(
        "calculate_triangle_area", ("base", "height"), base="number", height="number", unit="string"
    ),  # BFCL simple_0
    tool_schema("math.factorial", ("number",), number="integer"),  # BFCL simple_1
    tool_schema(
        "calculate_final_velocity", ("height",), height="integer", initial_velocity="integer", gravity="number"
    ),
    tool_schema(
        "calculate_sales_tax",
        ("purchase_amount", "city", "state"),
        purchase_amount="number",
        city="string",
        state="string",
    ),
    tool_schema("calc_binomial_probability", ("n", "k", "p"), n="integer", k="integer", p="number"),  # BFCL v3 exec
    tool_schema("calculate_permutations", ("n", "k"), n="integer", k="integer"),  # BFCL v3 exec
    tool_schema("spotify.play", ("artist", "duration"), artist="string", duration="integer"),  # BFCL parallel
    # Llama's docs declare get_weather(city, metric); MiniMax-M2's guide get_weather(location, unit)
    tool_schema("get_weather", (), city="string", metric="string", location="string", unit="string"),
    tool_schema("get_user_info", ("user_id",), user_id="integer", special="string"),
    tool_schema("brave_search", ("query",), query="string"),  # Llama 3.1 builtin
    tool_schema(
        "trending_songs", ("n",), n="integer", genre="string"
    ),  # its custom-format declaration: n int, genre str
    tool_schema("get_current_temperature", ("location",), location="string", unit="string"),  # Qwen docs, FunctionGemma
    tool_schema("get_temperature_date", ("location", "date"), location="string", date="string", unit="string"),
    tool_schema("search_web", ("query_list", "query_tag"), query_list="array", query_tag="array"),  # MiniMax-M2
    tool_schema("get_current_weather", ("location",), location="string", unit="string"),  # InternLM2, FunctionGemma
]

SOURCES_K: dict[str, str] = {}
CASES_K: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_K[id] = source
    CASES_K.append(Case(id, text, list(calls), **kw))


GORILLA = "ShishirPatil/gorilla berkeley-function-call-leaderboard/bfcl_eval/model_handler/"
PHI = GORILLA + "local_inference/phi_fc.py (Phi FC handler, _extract_tool_calls: the outputs its comments quote)"
LLAMA31_BFCL = (
    GORILLA + "local_inference/llama_3_1.py (Llama-3.1 FC handler, decode_ast: the output its docstring quotes)"
)
LLAMA_MODELS = "vendor documentation: meta-llama/llama-models "
LLAMA4 = LLAMA_MODELS + "models/llama4/prompt_format.md (llama.com Llama 4 prompt format, 'Model Response Format')"
LLAMA32 = (
    LLAMA_MODELS + "models/llama3_2/text_prompt_format.md (llama.com Llama 3.2 prompt format, 'Model Response Format')"
)
LLAMA31 = LLAMA_MODELS + "models/llama3_1/prompt_format.md (llama.com Llama 3.1 prompt format, 'Model Response Format')"
QWEN_DOC = "vendor documentation: QwenLM/Qwen2.5 docs/source/framework/function_call.md at a15c759 (qwen.readthedocs.io function calling)"
QWEN3_DOC = "vendor documentation: QwenLM/Qwen2.5 docs/source/framework/function_call.md (qwen.readthedocs.io, Qwen3-8B via Qwen-Agent, think mode)"
MINIMAX = "vendor documentation: MiniMax-AI/MiniMax-M2 docs/tool_calling_guide.md"
INTERNLM = "vendor documentation: InternLM/InternLM chat/chat_format.md (InternLM2-Chat)"
FGEMMA = "vendor documentation: Google's FunctionGemma docs (ai.google.dev/gemma/docs/functiongemma, 'FunctionGemma formatting and best practices')"
FGEMMA_CARD = "vendor documentation: google/functiongemma-270m-it model card / ai.google.dev FunctionGemma quickstart (the output it prints)"

SALES_TAX = (
    '{"name": "calculate_sales_tax", "arguments": {"purchase_amount": 30.45, "city": "Chicago", "state": "Illinois"}}, '
    '{"name": "calculate_sales_tax", "arguments": {"purchase_amount": 52.33, "city": "Sacramento", "state": "California"}}, '
    '{"name": "calculate_sales_tax", "arguments": {"purchase_amount": 11.23, "city": "Portland", "state": "Oregon"}}'
)
VELOCITY = '[{"name": "calculate_final_velocity", "arguments": {"height": 150, "initial_velocity": 0}}]'
QWEN3_THINK = (
    "Okay, the user is asking for the current temperature in San Francisco and the temperature for tomorrow. Let me "
    "check the available tools.\n\nFirst, there's the get_current_temperature function. It requires the location and "
    "optionally the unit. Since the user didn't specify the unit, I'll default to celsius. The location should be "
    '"San Francisco, State, Country". Wait, the example format is "City, State, Country", but San Francisco is a '
    'city in California, USA. So the location parameter would be "San Francisco, California, United States".\n\n'
    "Then, for tomorrow's temperature, the user mentioned the current date is 2024-09-30, so tomorrow would be "
    "2024-10-01. The get_temperature_date function requires location, date, and unit. Again, using the same "
    'location and default unit. I need to format the date as "Year-Month-Day", which is 2024-10-01.\n\nWait, the '
    "current date given is 2024-09-30. If today is September 30, then tomorrow is October 1st. So the date parameter "
    'for the second function call should be "2024-10-01".\n\nI should make two separate function calls: one for the '
    "current temperature and another for tomorrow's date. Let me structure the JSON for both tool calls accordingly."
)
MINIMAX_TWO = (
    '<minimax:tool_call>\n<invoke name="search_web">\n<parameter name="query_tag">["technology", "events"]</parameter>\n'
    '<parameter name="query_list">["\\"OpenAI\\" \\"latest\\" \\"release\\""]</parameter>\n</invoke>\n'
    '<invoke name="search_web">\n<parameter name="query_tag">["technology", "events"]</parameter>\n'
    '<parameter name="query_list">["\\"Gemini\\" \\"latest\\" \\"release\\""]</parameter>\n</invoke>\n</minimax:tool_call>'
)
INTERPRETER_CODE = (
    "```python\nimport plotly.express as px\nimport pandas as pd\n\n# Load the data into a pandas dataframe\n"
    "df = pd.read_csv('data.csv')\n\n# Create a scatter plot of rainfall vs wind direction\n"
    "fig = px.scatter(df, x='WindDir9am', y='Rainfall', color='WindDir3pm',\n"
    "                 labels={'WindDir9am': 'Wind Direction 9am', 'Rainfall': '\n\nRainfall', 'WindDir3pm': 'Wind Direction 3pm'},\n"
    "                 title='Rainfall vs Wind Direction',\n                 template='plotly_dark',\n"
    "                 width=600, height=500)\n\n# Add a hover effect to show the date\n"
    "fig.update_traces(hovertemplate='<b>Date: %{text}</b><br>Wind Direction 9am: %{x}<br>Rainfall: %{y}<br>Wind Direction 3pm: %{marker.color}')\n\n"
    "# Show the plot\nfig.show()\n```"
)
TRIANGLE = ("calculate_triangle_area", {"base": 10, "height": 5})

# ---- Berkeley Function Calling Leaderboard: outputs quoted by its handlers and threads ----------------------

real("https://github.com/ShishirPatil/gorilla/pull/855 (mistralai/Ministral-8B-Instruct-2410 on BFCL's local vLLM serving, simple_0: the score file's model_result_raw, JSON escapes undone)",
     "ministral-8b-tool-calls-glued-to-list",
     '[TOOL_CALLS][{"name": "calculate_triangle_area", "arguments": {"base": 10, "height": 5}}]',
     TRIANGLE)  # fmt: skip
real("https://github.com/ShishirPatil/gorilla/issues/632 (Meta-Llama-3-8B-Instruct on BFCL v1, simple 1: model_result_raw, JSON escapes undone)",
     "llama3-8b-pythonic-call-holding-a-dict",
     "\n\n[calculate_triangle_area({'base': 10, 'height': 5})]",
     TRIANGLE)  # fmt: skip
real("https://github.com/ShishirPatil/gorilla/issues/798 (gorilla-llm/gorilla-openfunctions-v2 on vLLM, BFCL simple: model_result_raw)",
     "openfunctions-v2-function-marker-triangle",
     " <<function>>calculate_triangle_area(base=10, height=5)",
     TRIANGLE)  # fmt: skip
real("https://github.com/ShishirPatil/gorilla/issues/798 (gorilla-llm/gorilla-openfunctions-v2 on vLLM, BFCL simple_1: the generated result line)",
     "openfunctions-v2-function-marker-dotted-name",
     " <<function>>math.factorial(number=5)",
     ("math.factorial", {"number": 5}))  # fmt: skip
real(PHI + " (the normal situation; JSON escapes undone)", "phi-tool-call-list-closed",
     f"<|tool_call|>{VELOCITY}<|/tool_call|>",
     ("calculate_final_velocity", {"height": 150, "initial_velocity": 0}))  # fmt: skip
real(PHI + " ('Often the model will miss the <|/tool_call|>'; JSON escapes undone)", "phi-tool-call-list-closer-missing",
     f"<|tool_call|>{VELOCITY}",
     ("calculate_final_velocity", {"height": 150, "initial_velocity": 0}))  # fmt: skip
real(PHI + " ('For parallel tool call, Phi might not put them in a list'; JSON escapes undone); variant: the "
     "<|tool_call|> opener its pattern matched the calls after put back in front",
     "phi-parallel-calls-not-in-a-list",
     f"<|tool_call|>{SALES_TAX}",
     ("calculate_sales_tax", {"purchase_amount": 30.45, "city": "Chicago", "state": "Illinois"}),
     ("calculate_sales_tax", {"purchase_amount": 52.33, "city": "Sacramento", "state": "California"}),
     ("calculate_sales_tax", {"purchase_amount": 11.23, "city": "Portland", "state": "Oregon"}))  # fmt: skip
# the model wrote the numbers as strings; the declared schema types them (and "p": "0" is what it wrote)
real(LLAMA31_BFCL + " ('Llama sometimes separates the function calls with ;'; JSON escapes undone)",
     "llama31-python-tag-json-calls-separated-by-semicolons",
     '<|python_tag|>{"name": "calc_binomial_probability", "parameters": {"n": "10", "k": "3", "p": "0"}}; '
     '{"name": "calc_binomial_probability", "parameters": {"n": "15", "k": "5", "p": "0"}}; '
     '{"name": "calc_binomial_probability", "parameters": {"n": "20", "k": "7", "p": "0"}}',
     ("calc_binomial_probability", {"n": 10, "k": 3, "p": 0}),
     ("calc_binomial_probability", {"n": 15, "k": 5, "p": 0}),
     ("calc_binomial_probability", {"n": 20, "k": 7, "p": 0}))  # fmt: skip
real(LLAMA31_BFCL + " (the list form; JSON escapes undone)", "llama31-json-list-parameters-key-string-numbers",
     '[\n    {"name": "calculate_permutations", "parameters": {"n": "20", "k": "5"}},\n'
     '    {"name": "calculate_permutations", "parameters": {"n": "12", "k": "5"}},\n'
     '    {"name": "calculate_permutations", "parameters": {"n": "10", "k": "3"}}\n]',
     ("calculate_permutations", {"n": 20, "k": 5}),
     ("calculate_permutations", {"n": 12, "k": 5}),
     ("calculate_permutations", {"n": 10, "k": 3}))  # fmt: skip
real(GORILLA + "local_inference/qwen_fc.py (Qwen FC handler, decode_ast: 'Model response is of the form'; the same in granite_4.py and nanbeige_fc.py; JSON escapes undone)",
     "qwen-fc-two-calls-dotted-names",
     '<tool_call>\n{"name": "spotify.play", "arguments": {"artist": "Taylor Swift", "duration": 20}}\n</tool_call>\n'
     '<tool_call>\n{"name": "spotify.play", "arguments": {"artist": "Maroon 5", "duration": 15}}\n</tool_call>',
     ("spotify.play", {"artist": "Taylor Swift", "duration": 20}),
     ("spotify.play", {"artist": "Maroon 5", "duration": 15}))  # fmt: skip
real(GORILLA + "local_inference/hammer.py (MadeAgents Hammer handler's FORMAT_INSTRUCTION: the format with placeholders, as a reply quoting it)",
     "neg-hammer-format-instruction-placeholders",
     "The output MUST strictly adhere to the following JSON format, and NO other text MUST be included.\n"
     "The example format is as follows. Please make sure the parameter type is correct. If no function call is needed, please directly output an empty list '[]'\n"
     '```\n[\n    {"name": "func_name1", "arguments": {"argument1": "value1", "argument2": "value2"}},\n    ... (more tool calls as required)\n]\n```')  # fmt: skip

# ---- Llama 3.1 / 3.2 / 4 (meta-llama/llama-models prompt formats) ------------------------------------------

real(LLAMA4 + " (zero shot function calling, system message)", "llama4-pythonic-two-calls-eot",
     '[get_weather(city="San Francisco"), get_weather(city="Seattle")]<|eot|>',
     ("get_weather", {"city": "San Francisco"}), ("get_weather", {"city": "Seattle"}))  # fmt: skip
real(LLAMA4 + " (zero shot function calling, user message)", "llama4-pythonic-integer-and-single-quotes",
     "[get_user_info(user_id=7890, special='black')]<|eot|>",
     ("get_user_info", {"user_id": 7890, "special": "black"}))  # fmt: skip
real(LLAMA4 + " (tool calling with custom formats)", "llama4-function-tag-custom-format",
     '<function=trending_songs>{"n": 10}</function><|eot|>',
     ("trending_songs", {"n": 10}))  # fmt: skip
real(LLAMA4 + " (the system prompt's rule 1, as a reply quoting it)", "neg-llama4-doc-pythonic-format-placeholders",
     "- Use exact format: [func_name1(param1=value1, param2=value2), func_name2(...)]")  # fmt: skip
real(LLAMA4 + " (the custom format's instruction with its placeholder call, as a reply quoting it)",
     "neg-llama4-doc-function-tag-placeholder",
     "If you choose to call a function ONLY reply in the following format with no prefix or suffix:\n\n"
     '<function=example_function_name>{"example_name": "example_value"}</function>')  # fmt: skip
real(LLAMA32 + " (zero shot function calling, system message)", "llama32-pythonic-two-calls-eot-id",
     "[get_weather(city='San Francisco', metric='celsius'), get_weather(city='Seattle', metric='celsius')]<|eot_id|>",
     ("get_weather", {"city": "San Francisco", "metric": "celsius"}),
     ("get_weather", {"city": "Seattle", "metric": "celsius"}))  # fmt: skip
# gathered expecting the text whole; the <|eom_id|> a server leaves is not content (markup.py's template junk, as
# corpus a's llama3-eom has it): moved to that rule (issue 42)
_PRIME_32 = (
    "<|python_tag|>def is_prime(n):\n    if n <= 1:\n        return False\n    if n == 2:\n        return True\n"
    "    if n % 2 == 0:\n        return False\n    max_divisor = int(n**0.5) + 1\n    for d in range(3, max_divisor, 2):\n"
    "        if n % d == 0:\n            return False\n    return True\n\nprint(is_prime(7))  # Output: True"
)
_PRIME_31 = (
    "<|python_tag|>def is_prime(n):\n    if n <= 1\n        return False\n    for i in range(2, int(n**0.5) + 1):\n"
    "        if n % i == 0:\n            return False\n    return True\n\nprint(is_prime(7))  # Output: True"
)
real(LLAMA32 + " (builtin code interpreter: code, no declared tool)", "neg-llama32-python-tag-code-interpreter",
     _PRIME_32 + "<|eom_id|>", content=_PRIME_32)  # fmt: skip
real(LLAMA31 + " (builtin code interpreter: code with a missing colon, no declared tool)", "neg-llama31-python-tag-code-interpreter",
     _PRIME_31 + "<|eom_id|>", content=_PRIME_31)  # fmt: skip
real(LLAMA31 + " (builtin tool calling, brave_search)", "llama31-python-tag-builtin-brave-search",
     '<|python_tag|>brave_search.call(query="latest price of 1oz gold")<|eom_id|>',
     ("brave_search", {"query": "latest price of 1oz gold"}))  # fmt: skip
real(LLAMA31 + " (JSON based tool calling: a 'type' key beside the name, the number as a string)",
     "llama31-python-tag-json-type-function-eom",
     '<|python_tag|>{\n    "type": "function",\n    "name": "trending_songs",\n    "parameters": {\n        "n": "10",\n'
     '        "genre": "all"\n    }\n}<|eom_id|>',
     ("trending_songs", {"n": 10, "genre": "all"}))  # fmt: skip
real(LLAMA31 + " (JSON based tool calling); variant: cut inside the arguments", "cut-llama31-python-tag-json-inside-arguments",
     '<|python_tag|>{\n    "type": "function",\n    "name": "trending_songs",\n    "parameters": {\n        "n": "10",\n        "ge',
     errors=["trending_songs"])  # fmt: skip
real(LLAMA31 + " (tool calling with custom formats)", "llama31-function-tag-eot-id",
     '<function=trending_songs>{"n": 10}</function><|eot_id|>',
     ("trending_songs", {"n": 10}))  # fmt: skip
# gathered as `cut-llama4-pythonic-inside-second-string`, expecting no call; the first corpus's rule (corpus.py
# cut-pythonic-second-call, cut-second-call-in-list) runs a list's complete calls and reports the cut one: moved to
# that rule (issue 42)
real(LLAMA4 + " (zero shot function calling, system message); variant: cut inside the second call's string",
     "llama4-pythonic-second-call-cut-inside-string",
     '[get_weather(city="San Francisco"), get_weather(city="Sea',
     ("get_weather", {"city": "San Francisco"}),
     errors=["get_weather"])  # fmt: skip

# ---- Qwen (qwen.readthedocs.io function calling) ------------------------------------------------------------

real(QWEN_DOC + " (Hugging Face transformers, Qwen2.5-7B-Instruct: 'The output texts should be like'; arguments "
     "serialized as a string, as its footnote says the model generates them)",
     "qwen25-tool-calls-serialized-arguments-im-end",
     '<tool_call>\n{"name": "get_current_temperature", "arguments": "{\\"location\\": \\"San Francisco, CA, USA\\", \\"unit\\": \\"celsius\\"}"}\n</tool_call>\n'
     '<tool_call>\n{"name": "get_temperature_date", "arguments": "{\\"location\\": \\"San Francisco, CA, USA\\", \\"date\\": \\"2024-09-01\\", \\"unit\\": \\"celsius\\"}"}\n</tool_call><|im_end|>',
     ("get_current_temperature", {"location": "San Francisco, CA, USA", "unit": "celsius"}),
     ("get_temperature_date", {"location": "San Francisco, CA, USA", "date": "2024-09-01", "unit": "celsius"}))  # fmt: skip
real(QWEN_DOC + " (Hugging Face transformers); variant: cut inside the serialized arguments",
     "cut-qwen25-inside-serialized-arguments",
     '<tool_call>\n{"name": "get_current_temperature", "arguments": "{\\"location\\": \\"San Francisco, CA, USA\\", \\"unit\\": \\"cel',
     errors=["get_current_temperature"])  # fmt: skip
real(QWEN_DOC + " (Qwen2 function calling template, the assistant turn of its rendered example); variant: the "
     "reply up to the ✿RESULT✿ stopword Qwen-Agent stops generation at",
     "qwen2-fncall-function-args-markers",
     '✿FUNCTION✿: get_current_temperature\n✿ARGS✿: {"location": "San Francisco, CA, USA", "unit": "celsius"}\n'
     '✿FUNCTION✿: get_temperature_date\n✿ARGS✿: {"date": "2024-09-01", "location": "San Francisco, CA, USA", "unit": "celsius"}\n',
     ("get_current_temperature", {"location": "San Francisco, CA, USA", "unit": "celsius"}),
     ("get_temperature_date", {"date": "2024-09-01", "location": "San Francisco, CA, USA", "unit": "celsius"}))  # fmt: skip
# gathered expecting the text whole; moved once to the junk rule (the end token taken out), and back to the text whole
# (session 49): a turn written out with its opener, `<|im_start|>assistant` … `<|im_end|>`, keeps its tokens
real(QWEN_DOC + " (Qwen2 function calling template's assistant turn with placeholders, as a reply quoting it)",
     "neg-qwen2-fncall-template-placeholders",
     "<|im_start|>assistant\n✿FUNCTION✿: {function_name}\n✿ARGS✿: {function_arguments}\n✿RESULT✿: {function_result}\n"
     "✿RETURN✿:{response}<|im_end|>")  # fmt: skip
real(QWEN_DOC + " (the ReAct prompting template's tail with placeholders, as a reply quoting it)",
     "neg-qwen-react-template-placeholders",
     "Question: {query}\nThought: {some_text}\nAction: {function_name}\nAction Input: {function_arguments}\n"
     "Observation: {function_results}\nFinal Answer: {response}")  # fmt: skip
real("vendor documentation: QwenLM/Qwen2.5 docs/source/framework/function_call.md (qwen.readthedocs.io, Qwen3-8B on vLLM: the final response after the tool results)",
     "neg-qwen3-final-answer-after-tool-results",
     "The current temperature in San Francisco is approximately 26.1°C. For tomorrow, the forecasted temperature is around 25.9°C.")  # fmt: skip
real(QWEN3_DOC + "; variant: the reasoning_content Qwen-Agent split off put back in the <think> block Qwen3 writes it in, "
     "the reply up to its </think>", "neg-qwen3-think-plans-two-calls",
     f"<think>\n{QWEN3_THINK}\n</think>\n\n",
     content="")  # fmt: skip

# ---- MiniMax-M2 -----------------------------------------------------------------------------------------------

real(MINIMAX + " ('Model Output Format')", "minimax-m2-two-invokes-array-parameters",
     MINIMAX_TWO,
     ("search_web", {"query_tag": ["technology", "events"], "query_list": ['"OpenAI" "latest" "release"']}),
     ("search_web", {"query_tag": ["technology", "events"], "query_list": ['"Gemini" "latest" "release"']}))  # fmt: skip
real(MINIMAX + " ('Usage Example': the model output it parses)", "minimax-m2-prose-then-invoke",
     'Let me help you query the weather.\n<minimax:tool_call>\n<invoke name="get_weather">\n'
     '<parameter name="location">San Francisco</parameter>\n<parameter name="unit">celsius</parameter>\n</invoke>\n</minimax:tool_call>',
     ("get_weather", {"location": "San Francisco", "unit": "celsius"}))  # fmt: skip
real(MINIMAX + " ('Model Output Format'); variant: cut inside the first call's second parameter",
     "cut-minimax-m2-inside-parameter",
     '<minimax:tool_call>\n<invoke name="search_web">\n<parameter name="query_tag">["technology", "events"]</parameter>\n'
     '<parameter name="query_list">["\\"OpenAI\\" \\"lat',
     errors=["search_web"])  # fmt: skip
real(MINIMAX + " (the system prompt's instruction with placeholders, as a reply quoting it)",
     "neg-minimax-m2-format-placeholders",
     "When making tool calls, use XML format to invoke tools and pass parameters:\n\n<minimax:tool_call>\n"
     '<invoke name="tool-name-1">\n<parameter name="param-key-1">param-value-1</parameter>\n'
     '<parameter name="param-key-2">param-value-2</parameter>\n...\n</invoke>')  # fmt: skip

# ---- InternLM2 ------------------------------------------------------------------------------------------------

real(INTERNLM + " (Code Interpreter: the assistant turn, code for the interpreter, no declared tool)",
     "neg-internlm2-interpreter-action-code",
     f"I have processed the data and visualized it for you.\n\n<|action_start|><|interpreter|>\n{INTERPRETER_CODE}<|action_end|>")  # fmt: skip

# ---- FunctionGemma --------------------------------------------------------------------------------------------

real(FGEMMA_CARD, "fgemma-london-escape-string",
     "<start_function_call>call:get_current_temperature{location:<escape>London<escape>}<end_function_call>",
     ("get_current_temperature", {"location": "London"}))  # fmt: skip
real(FGEMMA + " (Semantic Nuances, scenario B: the call with an enriched description)", "fgemma-two-escaped-arguments",
     "<start_function_call>call:get_current_temperature{location:<escape>Paris<escape>,unit:<escape>celsius<escape>}<end_function_call>",
     ("get_current_temperature", {"location": "Paris", "unit": "celsius"}))  # fmt: skip
real(FGEMMA + " (Weather Tool Flow, turn 3: the model's function call)", "fgemma-value-with-comma",
     "<start_function_call>call:get_current_weather{location:<escape>Tokyo, Japan<escape>}<end_function_call>",
     ("get_current_weather", {"location": "Tokyo, Japan"}))  # fmt: skip
real(FGEMMA + " (Weather Tool Flow, turn 3); variant: cut inside the escaped string",
     "cut-fgemma-inside-escaped-string",
     "<start_function_call>call:get_current_weather{location:<escape>Tokyo, Ja",
     errors=["get_current_weather"])  # fmt: skip
real(FGEMMA + " (Supported Workflows: prose naming the parallel calls)", "neg-fgemma-doc-prose-names-parallel-calls",
     "The model generates calls for `get_weather(Tokyo)` and\n`get_stock_price(GOOG)` in a single response. These actions don't depend on\neach other.")  # fmt: skip
real(FGEMMA + " (Weather Tool Flow: the application logic note naming the call)", "neg-fgemma-doc-prose-parsed-call",
     "**Application Logic:** At this point, your application must intercept this output. Instead of displaying it to "
     'the user, you parse the function call (e.g., `get_current_weather(location="Tokyo, Japan")`), execute this '
     "function in your own code, and get the result (e.g., a JSON object).")  # fmt: skip
