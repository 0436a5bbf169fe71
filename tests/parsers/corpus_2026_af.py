# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set af (issue 42): raw completions of open models as evaluation harnesses stored them, gathered without
reading the parser.

Families: tool-name-as-tag XML calls (`<tool><param>value</param></tool>`, the "morphXML" prompt format of
minpeter/ai-sdk-tool-call-middleware's BFCL runs) from Llama-4-Maverick-17B-128E-Instruct, GLM-4.6 (after a closed
<think>) and Qwen3-30B-A3B (after reasoning whose <think> the chat template opened, closed by </think>): single calls,
several calls, a nested object argument, a call between sentences and a GLM-4.6 call cut before its closing tag;
ToolACE-8B's pythonic `[name(key=value)]` calls with unquoted values stored in a tau-bench retail trajectory. Negatives:
replies that answer without calling (MiniMax-M2 in LaTeX and prose, Maverick working a problem in prose, naming tool
tags in backticks, ToolACE-8B's plain reply), and Qwen3 reasoning cut off by max_tokens before any call, one of which
drafts the calls it means to make later ("Let me format each one: For 5: <math_factorial>...").

Sources: minpeter/ai-sdk-tool-call-middleware examples/eval-core/bfcl-test-models-10.log (commit 5ece4b2; the log's
"=== PARSER DEBUG ===" blocks print each reply's "Full text" with its length, checked against the text copied here)
and examples/eval-core/.benchmark-results/cache/*.json (commit 798c9ad; the cached raw responses, each with its
request, whose system prompt lists the tools), and Ephibbs/big-tau commands.md (commit 840bf64, "Tool-ACE Trajectory
Example": the assistant messages' content as the run printed them). JSON escapes undone; texts otherwise unchanged.

Not found in the time given: stored BFCL result files of prompt-mode open models (the stored gpt-oss results of
bbrowning/bfcl-vllm-results hold parsed FC calls, not text), stored tau2/ToolBench/API-Bank/NESTFUL/ACEBench outputs
of open models in an uncited repository, and SWE-agent/OpenHands trajectories quoting raw open-model text.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters (BFCL's schemas as the middleware sent them)
TOOLS_AF: list[dict[str, Any]] = [
    tool_schema("country_info_largest_city", ("country",), country="string"),
    tool_schema("country_info_capital", ("country",), country="string"),
    tool_schema("country_info_population", ("country",), country="string"),
    tool_schema("integral", ("function", "a", "b"), function="string", a="number", b="number"),
    tool_schema("derivative", ("function", "x"), function="string", x="number"),
    tool_schema(
        "get_rectangle_property",
        ("perimeter", "area", "property"),
        perimeter="number",
        area="number",
        property="string",
        tolerance="number",
    ),
    tool_schema("weather_get_by_city_date", ("city", "date"), city="string", date="string"),
    tool_schema("weather_get_forecast_by_coordinates", ("coordinates",), coordinates="array", days_ahead="number"),
    tool_schema("weather_get_by_coordinates_date", ("coordinates", "date"), coordinates="array", date="string"),
    tool_schema("math_factorial", ("number",), number="number"),
    tool_schema("calculate_triangle_area", ("base", "height"), base="number", height="number", unit="string"),
    tool_schema("primeFactors", ("num",), num="number", withMultiplicity="boolean"),
    tool_schema("lcm", ("num1", "num2"), num1="number", num2="number"),
    tool_schema("gcd", ("num1", "num2"), num1="number", num2="number"),
    tool_schema("calculate_standard_deviation", ("gradeDict",), gradeDict="object"),
    tool_schema("calculate_average", ("gradeDict",), gradeDict="object"),
    tool_schema("highest_grade", ("gradeDict",), gradeDict="object"),
    tool_schema(
        "triangle_properties_get",
        ("side1", "side2", "side3"),
        side1="number",
        side2="number",
        side3="number",
        get_area="boolean",
        get_perimeter="boolean",
        get_angles="boolean",
    ),
    tool_schema("circle_properties_get", ("radius",), radius="number", get_area="boolean", get_circumference="boolean"),
    tool_schema("protein_info_get_sequence_and_3D", ("protein_name",), protein_name="string", model_3d="boolean"),
    tool_schema(
        "calculate_sales_tax",
        ("purchase_amount", "city", "state"),
        purchase_amount="number",
        city="string",
        state="string",
    ),
    tool_schema("spotify_play", ("artist", "duration"), artist="string", duration="number"),
    tool_schema("flight_book", ("_from", "to", "airlines"), _from="string", to="string", airlines="string"),
    tool_schema("hotel_book", ("location", "nights"), location="string", nights="number"),
    # tau-bench retail (big-tau)
    tool_schema("find_user_id_by_email", ("email",), email="string"),
    tool_schema(
        "find_user_id_by_name_zip",
        ("first_name", "last_name", "zip"),
        first_name="string",
        last_name="string",
        zip="string",
    ),
    tool_schema("get_order_details", ("order_id",), order_id="string"),
]

SOURCES_AF: dict[str, str] = {}
CASES_AF: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_AF[id] = source
    CASES_AF.append(Case(id, text, list(calls), **kw))


TM = "https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/5ece4b21a4a4b836ec0366b3231169518b3f1aa6/examples/eval-core/bfcl-test-models-10.log"
CACHE = "https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/798c9ada91fd2b37d5cc8089c1bc9f1e024fe84e/examples/eval-core/.benchmark-results/cache/"
BIGTAU = "https://github.com/Ephibbs/big-tau/blob/840bf641f0c84bb267e66f9779fc5f1eb7252581/commands.md ('Tool-ACE Trajectory Example', Team-ACE/ToolACE-8B on tau-bench retail)"

real(TM + " (GLM-4.6, bfcl-multiple: the PARSER DEBUG block's Full text)", "glm46-think-then-tag-call",
     "\n<think>The user is asking for the capital of Brazil. I have a tool called \"country_info_capital\" that can fetch the capital city of a specified country. The required parameter is \"country\" and the user has provided \"Brazil\" as the country name. I should use this tool to get the answer.</think>\n<country_info_capital>\n  <country>Brazil</country>\n</country_info_capital>", ("country_info_capital", {"country": "Brazil"}))  # fmt: skip
real(TM + " (GLM-4.6, bfcl-parallel-multiple: integral and derivative)", "glm46-think-then-two-tag-calls",
     "\n<think>The user is asking for two things:\n1. Calculate the area under the curve from x=1 to x=5 for the function f(x)=x^2\n2. Find the derivative at x=3 for the same function\n\nFor the first part, I need to use the integral function with:\n- function: \"x^2\"\n- a: 1 (lower bound)\n- b: 5 (upper bound)\n\nFor the second part, I need to use the derivative function with:\n- function: \"x^2\"\n- x: 3 (the point to calculate the derivative at)\n\nLet me make both function calls.</think>\n<integral>\n  <function>x^2</function>\n  <a>1</a>\n  <b>5</b>\n</integral>\n<derivative>\n  <function>x^2</function>\n  <x>3</x>\n</derivative>", ("integral", {"function": "x^2", "a": 1, "b": 5}), ("derivative", {"function": "x^2", "x": 3}))  # fmt: skip
real(TM + " (GLM-4.6, bfcl-multiple: the text ends before </weather_get_by_coordinates_date>)", "cut-glm46-weather-tag-call-unclosed",
     "\n<think>The user is asking for wind speed and temperature for specific coordinates (46.603354, 1.8883340) on December 13, 2019. \n\nLooking at the available tools:\n1. `weather_get_by_city_date` - requires city and date\n2. `weather_get_forecast_by_coordinates` - gets forecast, not historical data\n3. `weather_get_by_coordinates_date` - requires coordinates and date - this is perfect!\n\nThe user provided:\n- Coordinates: 46.603354, 1.8883340 (latitude, longitude)\n- Date: December 13, 2019 (which needs to be formatted as YYYY-MM-DD, so 2019-12-13)\n\nI need to use the `weather_get_by_coordinates_date` function with:\n- coordinates: [46.603354, 1.8883340] (as an array)\n- date: \"2019-12-13\" (as a string in YYYY-MM-DD format)</think>\n<weather_get_by_coordinates_date>\n  <coordinates>[46.603354,1.888334]</coordinates>\n  <date>2019-12-13</date>\n", errors=["weather_get_by_coordinates_date"])  # fmt: skip
real(TM + " (Qwen3-30B-A3B, bfcl-simple: reasoning whose <think> the template opened, closed by </think>, then the call)", "qwen3-30b-reasoning-close-then-tag-call",
     "\nOkay, the user wants me to calculate the factorial of 5 using math functions. Let me check the tools available. There's a tool called math_factorial that takes a number as a parameter. The parameters require a \"number\" which is a number. So I need to call math_factorial with the number 5. I should make sure to use the exact parameter name \"number\" and input 5 as the value. No other tools are needed here. Just one function call.\n</think>\n\n<math_factorial>\n  <number>5</number>\n</math_factorial>", ("math_factorial", {"number": 5}))  # fmt: skip
real(TM + " (Qwen3-30B-A3B, bfcl-simple: reasoning cut off before any call; the tool named in prose)", "neg-qwen3-30b-reasoning-cut-names-tool",
     "\nOkay, the user is asking for the area of a triangle with a base of 10 units and a height of 5 units. Let me check the tools available. There's a function called calculate_triangle_area. The parameters required are base and height, both numbers. The unit is optional, defaulting to 'units' if not specified.\n\nSo, I need to call calculate_triangle_area with base 10 and height 5. The unit isn't mentioned, so I can omit it or set it to 'units'. The example in the instructions shows that if the unit isn't specified, it defaults to 'units', so maybe it's better to include it. Wait, the user said \"base of 10 units\" and \"height of 5 units\", so the unit is specified as 'units' for both. But the parameter's default is 'units', so maybe including it is redundant but correct. However, the user might expect the unit to be part of the parameters. Let me check the tool's parameters again. The unit is a parameter but not required. So, I can include it or not. Since the user mentioned \"units\", perhaps it's better to include it. But the example in the problem statement might not require")  # fmt: skip
real(TM + " (Qwen3-30B-A3B, bfcl-parallel: reasoning, cut off, that drafts the calls it means to make later: 'Let me format each one')", "neg-qwen3-30b-reasoning-drafts-tag-calls",
     "\nOkay, the user is asking for the factorial of 5, 10, and 15. Let me check the tools available. There's a math_factorial tool that takes a number parameter. So I need to call this tool three times with each of those numbers.\n\nFirst, I'll make sure the parameters are correct. The function requires a \"number\" parameter, which is a positive integer. All three numbers (5, 10, 15) are positive integers, so that's good. \n\nI need to structure each tool call properly. Each should be in XML format with the tool name and the parameter. The user wants all three factorials, so I'll generate three separate tool calls. \n\nWait, the instructions say to stop immediately after the last function call. So I need to make sure there's no extra text after the closing tags. Also, check that the parameter names are exact. The tool's parameters are \"number\", so I should use that exactly. \n\nLet me format each one:\n\nFor 5: <math_factorial><number>5</number></math_factorial>\nFor 10: <math_factorial><number>10</number></math_factorial>\nFor 15")  # fmt: skip
real(TM + " (Qwen3-30B-A3B, bfcl-parallel-multiple: reasoning cut off, calls planned in prose)", "neg-qwen3-30b-reasoning-plans-gcd-lcm",
     "\nOkay, let's see. The user wants me to calculate the GCD of 96 and 128, and the LCM of 15 and 25. I need to use the tools provided.\n\nFirst, for the GCD. The tool 'gcd' takes two numbers, num1 and num2. So I should call gcd with num1=96 and num2=128.\n\nThen, the LCM. The 'lcm' tool also takes two numbers. So I need to call lcm with num1=15 and num2=25.\n\nWait, do I need to use the primeFactors tool here? The user didn't ask for prime factors, just GCD and LCM. So maybe not. The tools are separate, so I can directly use gcd and lcm.\n\nSo the steps are straightforward. Call gcd with 96 and 128, then call lcm with 15 and 25. No need for extra steps. Let me make sure the parameters are correct. The parameters for gcd are num1 and num2, same for lcm. Yes, that's right.\n\nI should output two separate tool calls. Each in their own XML tags. No need for")  # fmt: skip
real(TM + " (MiniMax-M2, bfcl-simple: answers with LaTeX instead of calling)", "neg-minimax-m2-latex-answer",
     "\n\nThe area \\(A\\) of a triangle is given by  \n\n\\[\nA = \\frac{1}{2} \\times \\text{base} \\times \\text{height}.\n\\]\n\nPlugging in the given values:\n\n\\[\nA = \\frac{1}{2} \\times 10 \\times 5 = \\frac{1}{2} \\times 50 = 25.\n\\]\n\n**Area:** **25 square units**.")  # fmt: skip
real(TM + " (MiniMax-M2, bfcl-multiple: answers without calling)", "neg-minimax-m2-capital-answer",
     "\n\nThe capital of Brazil is **Brasília**.")  # fmt: skip
real(CACHE + "44/446688f3d4287413111bc256ab2360cdd0c85e0aee53003f8bb1b68935033679.json (Llama-4-Maverick-17B-128E-Instruct, bfcl-multiple: triangle_properties_get; response.body.choices[0].message.content)", "maverick-tag-call-three-numbers",
     "<triangle_properties_get>\n  <side1>5</side1>\n  <side2>4</side2>\n  <side3>3</side3>\n</triangle_properties_get>", ("triangle_properties_get", {"side1": 5, "side2": 4, "side3": 3}))  # fmt: skip
real(CACHE + "80/80aadd7fe796239bd201444fae18622f19f36e68d9fd757099fd24f8b925bcf7.json (Llama-4-Maverick-17B-128E-Instruct, bfcl-multiple: the object argument written as nested tags; response.body.choices[0].message.content)", "maverick-tag-call-nested-object",
     "<calculate_average>\n  <gradeDict>\n    <math>90</math>\n    <science>75</science>\n    <history>82</history>\n    <music>89</music>\n  </gradeDict>\n</calculate_average>", ("calculate_average", {"gradeDict": {"math": 90, "science": 75, "history": 82, "music": 89}}))  # fmt: skip
real(CACHE + "5b/5b585706e562b330e3db608c0986fb9cd7a7ec9f0536bb48597beacef037a4ab.json (Llama-4-Maverick-17B-128E-Instruct, bfcl-simple: one call between sentences; response.body.choices[0].message.content)", "maverick-tag-call-between-prose",
     "To calculate the factorial of 5, we need to use the math functions available. The task requires us to use the \"math_factorial\" tool, which is defined with a specific schema.\n\nThe factorial of 5 is calculated using the `math_factorial` tool with the number 5 as input.\n\n<math_factorial>\n  <number>5</number>\n</math_factorial>\n\nLet's execute this. \n\nThe result of the factorial operation will be provided directly as per the tool's definition.", ("math_factorial", {"number": 5}))  # fmt: skip
real(CACHE + "f5/f591d39fbb976851af975479c6aa1e49f28672ecb708ae14f7924455a27ddb00.json (Llama-4-Maverick-17B-128E-Instruct, bfcl-parallel: tool tags named in backticks in prose, cut by max_tokens before any call; response.body.choices[0].message.content)", "neg-maverick-backticked-tags-in-prose",
     "## Step 1: Understand the task\nThe task is to retrieve the protein sequence of human HbA1c and other related hemoglobins, and then provide their 3D models. However, the task is not directly related to the provided tools. We need to adjust our understanding based on the given tools and the context of the conversation.\n\n## Step 2: Identify the proteins of interest\nThe proteins of interest are human HbA1c, normal hemoglobin, and rat hemoglobin. We need to find information on these.\n\n## Step 3: Use the available tool to get the protein sequence and 3D model\nGiven the task and the available tools, we will use the `<protein_info_get_sequence_and_3D>` tool is not directly available, but we have a tool that can be used for a similar purpose: `<tool_name>protein_info</tool_name>` is not available, instead we will directly use the `<protein_info>` for simplicity in explanation.\n\n## Step 4: Formulate the request for human HbA1c\nTo get information on human HbA1c, we need to use the available tools to formulate a request. However, the exact tool name is not directly provided, so we'll proceed with the understanding that we need")  # fmt: skip
real(CACHE + "c6/c6f2eb14856afd7da3471f005b7f333cbe27507ae2dbc5f7986d867293e5276d.json (Llama-4-Maverick-17B-128E-Instruct, bfcl-parallel-multiple: works the problem in prose, cut by max_tokens; response.body.choices[0].message.content)", "neg-maverick-math-steps-no-call",
     "To solve this problem, we need to find the length and width of a rectangle given its perimeter and area. The perimeter of a rectangle is given by $P = 2l + 2w$, where $l$ is the length and $w$ is the width. The area is given by $A = lw$. We're given the perimeter $P = 14$ and we need to find $l$ and $w$.\n\n## Step 1: Understand the given problem\nWe are given the perimeter $P = 14$ and need to find the dimensions of the rectangle.\n\n## Step 2: Use the formula for the perimeter of a rectangle\nThe formula for the perimeter is $P = 2l + 2w$. We know that $P = 14$, so $2l + 2w = 14$. Simplifying, we get $l + w = 7$.\n\n## Step 3: Use the given area to find the length and width\nThe area $A = lw = 15$ (since the problem mentions the area is 15, which is the product of length and width, and we are given the perimeter is 14, implying $l + w = 7$).\n\n## Step 4: Solve")  # fmt: skip
real(CACHE + "86/864e22c6ade3151c98dc454f19ae1b787b813cca315ec8fbdad3803371875d76.json (Llama-4-Maverick-17B-128E-Instruct, bfcl-parallel-multiple: plans steps in prose, cut by max_tokens; response.body.choices[0].message.content)", "neg-maverick-integral-steps-no-call",
     "To solve the given problem, we need to break it down into two main tasks: calculating the area under the curve of the function f(x) = x^2 from x = 1 to x = 5, and finding the derivative of f(x) = x^2 at x = 3.\n\n### Step 1: Calculate the Area Under the Curve\nFirst, let's calculate the area under the curve of f(x) = x^2 from x = 1 to x = 5. This involves using the definite integral.\n\n### Step 2: Find the Derivative\nNext, we need to find the derivative of f(x) = x^2. The derivative of x^2 is 2x.\n\n### Step 3: Execute the Tasks\n\n#### Task 1: Calculate the Area Under the Curve\nTo calculate the area under the curve of f(x) = x^2 from x = 1 to x = 5, we use the integral of x^2, which is (1/3)x^3, and apply the Fundamental Theorem of Calculus.\n\n#### Task 2: Execute the Calculation for the Area Under the Curve\nWe calculate the definite integral of x^2 from 1 to 5.\n\n### Step 4:")  # fmt: skip
real(BIGTAU + " (the second reply to find_user_id_by_name_zip's error: a pythonic call with unquoted values, each ending in a stray r)", "toolace8b-pythonic-bare-values",
     "[find_user_id_by_name_zip(first_name=Yusufr, last_name=Rossir, zip=19122r)]", ("find_user_id_by_name_zip", {"first_name": "Yusufr", "last_name": "Rossir", "zip": "19122r"}))  # fmt: skip
real(BIGTAU + " (the reply after find_user_id_by_name_zip failed: a pythonic call with an unquoted value)", "toolace8b-pythonic-bare-email",
     "[find_user_id_by_email(email=johndoe@example.comr)]", ("find_user_id_by_email", {"email": "johndoe@example.comr"}))  # fmt: skip
real(BIGTAU + " (the reply after get_order_details returned an error: text, no call)", "neg-toolace8b-order-not-found-reply",
     "The order with the given order id (#W0000000r) was not found. Please provide the correct order id to proceed with the exchange.")  # fmt: skip
real(TM + " (GLM-4.6, bfcl-parallel: three calls after the reasoning)", "glm46-think-then-three-tag-calls",
     "\n<think>The user wants me to calculate sales tax for three different purchases in three different cities:\n1. $30.45 in Chicago, Illinois\n2. $52.33 in Sacramento, California  \n3. $11.23 in Portland, Oregon\n\nI need to use the calculate_sales_tax function for each of these. The function requires three parameters:\n- purchase_amount (number)\n- city (string)\n- state (string)\n\nLet me make three separate function calls, one for each purchase.</think>\n<calculate_sales_tax>\n  <purchase_amount>30.45</purchase_amount>\n  <city>Chicago</city>\n  <state>Illinois</state>\n</calculate_sales_tax>\n<calculate_sales_tax>\n  <purchase_amount>52.33</purchase_amount>\n  <city>Sacramento</city>\n  <state>California</state>\n</calculate_sales_tax>\n<calculate_sales_tax>\n  <purchase_amount>11.23</purchase_amount>\n  <city>Portland</city>\n  <state>Oregon</state>\n</calculate_sales_tax>", ("calculate_sales_tax", {"purchase_amount": 30.45, "city": "Chicago", "state": "Illinois"}), ("calculate_sales_tax", {"purchase_amount": 52.33, "city": "Sacramento", "state": "California"}), ("calculate_sales_tax", {"purchase_amount": 11.23, "city": "Portland", "state": "Oregon"}))  # fmt: skip
real(TM + " (GLM-4.6, bfcl-parallel: two calls to one tool)", "glm46-think-then-same-tool-twice",
     "\n<think>The user wants me to play songs from two different artists on Spotify:\n1. Taylor Swift for 20 minutes\n2. Maroon 5 for 15 minutes\n\nI need to use the spotify_play function for each artist. Looking at the function schema:\n- artist (string, required): The artist whose songs you want to play\n- duration (number, required): The duration for which the songs should be played, in minutes\n\nI need to make two separate function calls:\n1. First call: artist=\"Taylor Swift\", duration=20\n2. Second call: artist=\"Maroon 5\", duration=15\n\nThe parameter names are exactly \"artist\" and \"duration\" from the schema, so I'll use those exact names.</think>\n<spotify_play>\n  <artist>Taylor Swift</artist>\n  <duration>20</duration>\n</spotify_play>\n<spotify_play>\n  <artist>Maroon 5</artist>\n  <duration>15</duration>\n</spotify_play>", ("spotify_play", {"artist": "Taylor Swift", "duration": 20}), ("spotify_play", {"artist": "Maroon 5", "duration": 15}))  # fmt: skip
real(TM + " (Qwen3-30B-A3B, bfcl-parallel-multiple: reasoning closed by </think>, then two calls, one with the parameter _from)", "qwen3-30b-reasoning-close-then-two-tools",
     "\nOkay, the user wants to book a flight from Seattle to Boston with American Airlines and a hotel in Boston for 4 nights. Let me check the tools available.\n\nFirst, the flight_book tool requires _from, to, and airlines. So I need to set _from as Seattle, to as Boston, and airlines as American Airlines. Make sure the parameters are exact. Then, the hotel_book needs location and nights. Location is Boston, nights is 4. I should output both tool calls in XML format as specified. No need for extra text, just the tags. Let me structure each tool call properly.\n</think>\n\n<flight_book>\n  <_from>Seattle</_from>\n  <to>Boston</to>\n  <airlines>American Airlines</airlines>\n</flight_book>\n<hotel_book>\n  <location>Boston</location>\n  <nights>4</nights>\n</hotel_book>", ("flight_book", {"_from": "Seattle", "to": "Boston", "airlines": "American Airlines"}), ("hotel_book", {"location": "Boston", "nights": 4}))  # fmt: skip
real(TM + " (MiniMax-M2, bfcl-multiple: works the average in prose instead of calling calculate_average)", "neg-minimax-m2-average-steps",
     "\n\nTo calculate the average grade for John, follow these steps:\n\n1. **Sum the scores**: Add all the individual subject scores together.  \n   \\(90 + 75 + 82 + 89 = 336\\)\n\n2. **Count the subjects**: There are 4 subjects (math, science, history, music).\n\n3. **Calculate the average**: Divide the total sum by the number of subjects.  \n   \\(336 \\div 4 = 84\\)\n\n**Final Answer**:  \nJohn's average grade is **84**.")  # fmt: skip
