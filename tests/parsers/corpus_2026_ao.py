# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set ao (issue 42): replies cut off mid-call by the output-token limit, with complete calls and replies
without a call from the same runs, gathered without reading the parser.

Families: the "morph-XML" tool-call format (a tag named after the tool wrapping one tag per argument, as
ai-sdk-tool-call-middleware's morphXml protocol prompts for) written by Llama-4-Maverick-17B-128E-Instruct, gpt-4o and
gpt-4o-mini on BFCL (simple, multiple, parallel, parallel-multiple); replies of Llama-4-Maverick that the benchmark's
max-output-tokens cut in the middle of a call (inside an argument, inside a closing tag, right after an opening tag,
inside an ```xml fence); MiniMax-M2 (with the reasoning middleware) and Llama-4-Maverick answering in prose.

Source: minpeter/ai-sdk-tool-call-middleware's eval logs examples/eval-core/bfcl-debug-30.log,
bfcl-multi-models-10.log and bfcl-minimax-debug.log (not the bfcl-test-models-10.log or the benchmark cache that
corpus af cites). Each text is the log's "=== PARSER DEBUG === ... Full text:" block, cut to the "Full text length"
the log prints, so a cut-off text ends exactly where the model's reply ended (the log prints the same text again as
"ACTUAL MODEL OUTPUT (raw, with whitespace)"). The tools are the BFCL functions each case offered ("Available tools"
in the log), with BFCL's parameter names and JSON types.

Cut-off calls (`cut-`): the reply ends inside a call; per the corpora's rule a cut-off reply gives no call and one
error naming the tool, also where complete calls come before the cut one (the Maverick replies repeat their call
several times before the token limit cuts the last one). Negatives (`neg-`) stay text.

Not found in the time given: a cut-off call in a raw-text format (<tool_call> JSON, [TOOL_CALLS], Harmony) in an
uncited issue thread: the threads about finish_reason "length" / truncated arguments (vllm #47903, #9053, sglang
#30480, ollama #14570, ik_llama.cpp #2492, hermes-agent #35151, goose #9946, ...) show either the server's parsed
tool_calls deltas with cut arguments (not the model's text) or a hand-written truncated string, so none is used.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the BFCL functions the eval harness offered in these runs (one list for all cases; every name is distinct)
TOOLS_AO: list[dict[str, Any]] = [
    tool_schema("math_factorial", ("number",), number="integer"),
    tool_schema("math_hypot", ("x", "y"), x="integer", y="integer", z="integer"),
    tool_schema("country_info_largest_city", ("country",), country="string"),
    tool_schema("country_info_capital", ("country",), country="string"),
    tool_schema("country_info_population", ("country",), country="string"),
    tool_schema(
        "triangle_properties_get",
        ("side1", "side2", "side3"),
        side1="integer",
        side2="integer",
        side3="integer",
        get_area="boolean",
        get_perimeter="boolean",
        get_angles="boolean",
    ),
    tool_schema("circle_properties_get", ("radius",), radius="number", get_area="boolean", get_circumference="boolean"),
    tool_schema("math_pythagoras", ("a", "b"), a="integer", b="integer"),
    tool_schema("primeFactors", ("number",), number="integer"),
    tool_schema("lcm", ("num1", "num2"), num1="integer", num2="integer"),
    tool_schema("gcd", ("num1", "num2"), num1="integer", num2="integer"),
    tool_schema("calculate_triangle_area", ("base", "height"), base="integer", height="integer", unit="string"),
    tool_schema("weather_get_by_city_date", ("city", "date"), city="string", date="string"),
    tool_schema("weather_get_forecast_by_coordinates", ("coordinates",), coordinates="array", days_ahead="integer"),
    tool_schema("weather_get_by_coordinates_date", ("coordinates", "date"), coordinates="array", date="string"),
    tool_schema("play_sound_wave", ("wave_file",), wave_file="string", volume="number"),
    tool_schema(
        "generate_sound_wave", ("frequency", "duration"), frequency="integer", duration="integer", wave_type="string"
    ),
    tool_schema(
        "calculate_capital_gains_tax",
        ("short_term_gain", "long_term_gain"),
        short_term_gain="integer",
        long_term_gain="integer",
        state="string",
    ),
    tool_schema(
        "crop_yield_get_history", ("country", "crop", "years"), country="string", crop="string", years="integer"
    ),
    tool_schema(
        "animal_population_get_history",
        ("country", "species", "years"),
        country="string",
        species="string",
        years="integer",
    ),
    tool_schema(
        "animal_population_get_projection",
        ("country", "species", "years"),
        country="string",
        species="string",
        years="integer",
    ),
    tool_schema(
        "finance_property_depreciation",
        ("initial_cost", "depreciation_rate", "years"),
        initial_cost="integer",
        depreciation_rate="integer",
        years="integer",
        monthly="boolean",
    ),
    tool_schema(
        "finance_loan_repayment",
        ("loan_amount", "interest_rate", "loan_term"),
        loan_amount="number",
        interest_rate="number",
        loan_term="integer",
    ),
    tool_schema(
        "finance_inflation_adjustment",
        ("initial_sum", "years", "inflation_rate"),
        initial_sum="number",
        years="integer",
        inflation_rate="number",
    ),
    tool_schema("geometry_circumference", ("radius",), radius="integer", units="string"),
    tool_schema("solve_quadratic_equation", ("a", "b", "c"), a="integer", b="integer", c="integer"),
    tool_schema("math_gcd", ("num1", "num2"), num1="integer", num2="integer"),
    tool_schema("video_games_store_currency", ("platform",), platform="string", region="string"),
    tool_schema(
        "video_games_on_sale", ("game_title", "platform"), game_title="string", platform="string", region="string"
    ),
    tool_schema(
        "video_games_store_price", ("game_title", "platform"), game_title="string", platform="string", region="string"
    ),
    tool_schema(
        "nature_reserve_find_nearby",
        ("location", "amenities", "proximity"),
        location="string",
        amenities="array",
        proximity="integer",
    ),
    tool_schema("payment_calculation", ("items", "quantities"), items="object", quantities="array"),
    tool_schema("steps_calorie_calculation", ("calories_to_burn",), calories_to_burn="number"),
    tool_schema("hydration_calculator", ("exercise_time",), exercise_time="number"),
]

SOURCES_AO: dict[str, str] = {}
CASES_AO: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_AO[id] = source
    CASES_AO.append(Case(id, text, list(calls), **kw))


# ---- complete calls ----------------------------------------------------------------------------------------------
real('https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/0713be60f0a14f1b74e61f47a177c06d7b561709/examples/eval-core/bfcl-multi-models-10.log#L4450 (gpt-4o-mini, bfcl-simple; "Available tools: math_factorial")', 'gpt4o-mini-morphxml-factorial', "<math_factorial>\n  <number>5</number>\n</math_factorial>", ('math_factorial', {'number': 5}))  # fmt: skip
real('https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/0713be60f0a14f1b74e61f47a177c06d7b561709/examples/eval-core/bfcl-multi-models-10.log#L5 (Llama-4-Maverick, bfcl-simple; "Available tools: math_hypot")', 'maverick-morphxml-hypot', "<math_hypot>\n  <x>4</x>\n  <y>5</y>\n</math_hypot>", ('math_hypot', {'x': 4, 'y': 5}))  # fmt: skip
real('https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/75ea32a0776862653fb364a67294c8a73d2707eb/examples/eval-core/bfcl-debug-30.log#L4083 (Llama-4-Maverick, bfcl-multiple; "Available tools: country_info_largest_city, country_info_capital, country_info_population")', 'maverick-morphxml-country-capital', "<country_info_capital>\n  <country>Brazil</country>\n</country_info_capital>", ('country_info_capital', {'country': 'Brazil'}))  # fmt: skip
real('https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/75ea32a0776862653fb364a67294c8a73d2707eb/examples/eval-core/bfcl-debug-30.log#L4208 (Llama-4-Maverick, bfcl-multiple; "Available tools: triangle_properties_get, circle_properties_get")', 'maverick-morphxml-triangle-properties', "<triangle_properties_get>\n  <side1>5</side1>\n  <side2>4</side2>\n  <side3>3</side3>\n</triangle_properties_get>", ('triangle_properties_get', {'side1': 5, 'side2': 4, 'side3': 3}))  # fmt: skip
real('https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/75ea32a0776862653fb364a67294c8a73d2707eb/examples/eval-core/bfcl-debug-30.log#L6725 (Llama-4-Maverick, bfcl-parallel; "Available tools: math_pythagoras")', 'maverick-morphxml-two-pythagoras', "<math_pythagoras>\n  <a>3</a>\n  <b>4</b>\n</math_pythagoras>\n<math_pythagoras>\n  <a>5</a>\n  <b>12</b>\n</math_pythagoras>", ('math_pythagoras', {'a': 3, 'b': 4}), ('math_pythagoras', {'a': 5, 'b': 12}))  # fmt: skip
real('https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/0713be60f0a14f1b74e61f47a177c06d7b561709/examples/eval-core/bfcl-multi-models-10.log#L6921 (gpt-4o-mini, bfcl-parallel-multiple; "Available tools: primeFactors, lcm, gcd")', 'gpt4o-mini-morphxml-gcd-lcm', "<gcd>\n  <num1>96</num1>\n  <num2>128</num2>\n</gcd>\n<lcm>\n  <num1>15</num1>\n  <num2>25</num2>\n</lcm>", ('gcd', {'num1': 96, 'num2': 128}), ('lcm', {'num1': 15, 'num2': 25}))  # fmt: skip
real('https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/0713be60f0a14f1b74e61f47a177c06d7b561709/examples/eval-core/bfcl-multi-models-10.log#L7750 (gpt-4o, bfcl-simple; "Available tools: calculate_triangle_area")', 'gpt4o-morphxml-triangle-area', "<calculate_triangle_area>\n  <base>10</base>\n  <height>5</height>\n</calculate_triangle_area>", ('calculate_triangle_area', {'base': 10, 'height': 5}))  # fmt: skip
real('https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/0713be60f0a14f1b74e61f47a177c06d7b561709/examples/eval-core/bfcl-multi-models-10.log#L8543 (gpt-4o, bfcl-multiple: the array written as JSON inside the tag; "Available tools: weather_get_by_city_date, weather_get_forecast_by_coordinates, weather_get_by_coordinates_date")', 'gpt4o-morphxml-weather-coordinates-array', "<weather_get_by_coordinates_date>\n  <coordinates>[46.603354, 1.888334]</coordinates>\n  <date>2019-12-13</date>\n</weather_get_by_coordinates_date>", ('weather_get_by_coordinates_date', {'coordinates': [46.603354, 1.888334], 'date': '2019-12-13'}))  # fmt: skip
real('https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/0713be60f0a14f1b74e61f47a177c06d7b561709/examples/eval-core/bfcl-multi-models-10.log#L5691 (gpt-4o-mini, bfcl-parallel: the same test whose Maverick reply below was cut off; "Available tools: math_factorial")', 'gpt4o-mini-morphxml-three-factorials', "<math_factorial>\n  <number>5</number>\n</math_factorial>\n<math_factorial>\n  <number>10</number>\n</math_factorial>\n<math_factorial>\n  <number>15</number>\n</math_factorial>", ('math_factorial', {'number': 5}), ('math_factorial', {'number': 10}), ('math_factorial', {'number': 15}))  # fmt: skip
# ---- cut off by the output-token limit -----------------------------------------------------------------------------
real('https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/75ea32a0776862653fb364a67294c8a73d2707eb/examples/eval-core/bfcl-debug-30.log#L6167 (Llama-4-Maverick, bfcl-multiple: prose, a JSON schema, then "Here\'s the call:" and an ```xml fence cut inside <frequency; no complete call before it; "Available tools: play_sound_wave, generate_sound_wave")', 'cut-maverick-sound-wave-in-xml-fence', "To generate a 440Hz sound for 5 seconds, I will use the available tools to create the sound wave.\n\nThe task requires me to use the \"generate_sound_wave\" function, which is not directly available. However, I can utilize the provided \"generate_sound_wave\" function description to infer how to structure my response.\n\nFirst, let's identify the parameters needed for the \"generate_sound_wave\" function. The function requires a \"frequency\" and a \"duration\". The frequency is given as 440Hz, and the duration is 5 seconds.\n\nSince the \"generate_sound_wave\" function is not directly available, I will map the given parameters to the available function \"generate_sound_wave\" as per the schema.\n\nThe available function is defined as:\n```json\n{\n  \"name\": \"generate_sound_wave\",\n  \"parameters\": {\n    \"frequency\": {\n      \"type\": \"number\",\n      \"description\": \"The frequency of the sound wave\"\n    },\n    \"duration\": {\n      \"type\": \"number\",\n      \"description\": \"The duration of the sound wave\"\n    }\n  }\n}\n```\n\nTo use this function, I need to call it with the frequency and duration.\n\nHere's the call:\n```xml\n<generate_sound_wave>\n  <frequency", errors=['generate_sound_wave'])  # fmt: skip
real('https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/0713be60f0a14f1b74e61f47a177c06d7b561709/examples/eval-core/bfcl-multi-models-10.log#L2499 (Llama-4-Maverick, bfcl-parallel: two complete calls, the third cut in its closing tag </math_factorial (no >); "Available tools: math_factorial")', 'then-cut-maverick-third-factorial-before-close', "To calculate the factorial of 5, 10, and 15, I will use the available tool to compute the factorial for each number. Here are the steps:\n\n1. **For 5**: The factorial of 5 is calculated as 5! = 5 × 4 × 3 × 2 × 1.\n2. **For 10**: The factorial of 10 is calculated as 10! = 10 × 9 × 8 × 7 × 6 × 5 × 4 × 3 × 2 × 1.\n3. **For 15**: The factorial of 15 is calculated as 15! = 15 × 14 × 13 × 12 × 11 × 10 × 9 × 8 × 7 × 6 × 5 × 4 × 3 × 2 × 1.\n\nLet's directly compute these using the `math_factorial` tool for each number.\n\n## Step 1: Calculate the factorial of 5\n<math_factorial>\n  <number>5</number>\n</math_factorial>\n\n## Step 2: Calculate the factorial of 10\n<math_factorial>\n  <number>10</number>\n</math_factorial", ('math_factorial', {'number': 5}), errors=['math_factorial'])  # fmt: skip  # the complete calls before a cut one still run (parsers/README.md): the lead moved this expectation to that rule
real('https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/75ea32a0776862653fb364a67294c8a73d2707eb/examples/eval-core/bfcl-debug-30.log#L7749 (Llama-4-Maverick, bfcl-parallel: the second call cut in </long_term_gain; "Available tools: calculate_capital_gains_tax")', 'cut-maverick-capital-gains-second-call', "To calculate the capital gains tax for the given scenarios in California and Florida, we need to apply the provided tool for calculating capital gains tax.\n\nFirst, let's determine the capital gains tax for California and Florida based on the given short-term and long-term gains.\n\nFor California:\n- Short-term gain: $15,000\n- Long-term gain: $20,000\n\nFor Florida:\n- Short-term gain: $20,000\n- Long-term gain: $50,000\n\n## Step 1: Calculate Capital Gains Tax for California\nTo calculate the capital gains tax for California, we will use the provided `<calculate_capital_gains_tax>` tool.\n\n### For California\n<calculate_capital_gains_tax>\n  <short_term_gain>$15,000</short_term_gain>\n  <long_term_gain>$20,000</long_term_gain>\n</calculate_capital_gains_tax>\n\n## Step 2: Calculate Capital Gains Tax for Florida\nTo calculate the capital gains tax for Florida, we will use the provided `<calculate_capital_gains_tax>` tool.\n\n### For Florida\n<calculate_capital_gains_tax>\n  <short_term_gain>$20,000</short_term_gain>\n  <long_term_gain>$50,000</long_term_gain", errors=['calculate_capital_gains_tax'])  # fmt: skip
real('https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/75ea32a0776862653fb364a67294c8a73d2707eb/examples/eval-core/bfcl-debug-30.log#L10875 (Llama-4-Maverick, bfcl-parallel-multiple: list drafts, two calls, the second cut in its closing tag; "Available tools: crop_yield_get_history, animal_population_get_history, animal_population_get_projection")', 'then-cut-maverick-animal-population-closing-tag', "1. <animal_population_get_history>\n   - <country>Bangladesh</country>\n   - <species>tiger</species>\n   - <years>5</years>\n2. <animal_population_get_history>\n   - <country>India</country>\n   - <species>tiger</species>\n   - <years>5</years>\n\nTo get the population size of tigers in Bangladesh and India for the last 5 years, I will make the following requests:\n\n1. <animal_population_get_history>\n   - <country>Bangladesh</country>\n   - <species>tiger</species>\n   - <years>5</years>\n\n2. <animal_population_get_history>\n   - <country>India</country>\n   - <species>tiger</species>\n   - <years>5</years>\n\nLet's execute these requests.\n\n<animal_population_get_history>\n  <country>Bangladesh</country>\n  <species>tiger</species>\n  <years>5</years>\n</animal_population_get_history>\n\n<animal_population_get_history>\n  <country>India</country>\n  <species>tiger</species>\n  <years>5</years>\n</animal_population_get_history", ('animal_population_get_history', {'country': 'Bangladesh', 'species': 'tiger', 'years': 5}), errors=['animal_population_get_history'])  # fmt: skip  # the complete calls before a cut one still run (parsers/README.md): the lead moved this expectation to that rule
real('https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/75ea32a0776862653fb364a67294c8a73d2707eb/examples/eval-core/bfcl-debug-30.log#L4673 (Llama-4-Maverick, bfcl-multiple: the fenced call cut in </finance_property_depreci; "Available tools: finance_property_depreciation, finance_loan_repayment, finance_inflation_adjustment")', 'cut-maverick-depreciation-in-fence', "<finance_property_depreciation>\n  <type>object</type>\n  <properties>\n    <initialCost>\n      <type>number</type>\n      <value>200000</value>\n    </initialCost>\n    <depreciationRate>\n      <type>number</type>\n      <value>3</value>\n    </depreciationRate>\n    <years>\n      <type>number</type>\n      <value>5</value>\n    </years>\n  </properties>\n</finance_property_depreciation>\n\nHowever, as per the provided format, the correct response should be in the following XML format:\n\n```xml\n<tool_name>finance_property_depreciation</tool_name>\n<parameters>\n    <initialCost>200000</initialCost>\n    <depreciationRate>3</depreciationRate>\n    <years>5</years>\n</parameters>\n```\n\nLet's directly apply the tool as per the instructions.\n\nThe task is to calculate the depreciated value of a property.\n\n```xml\n<finance_property_depreciation>\n    <initialCost>200000</initialCost>\n    <depreciationRate>3</depreciationRate>\n    <years>5</years>\n</finance_property_depreci", errors=['finance_property_depreciation'])  # fmt: skip
real('https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/75ea32a0776862653fb364a67294c8a73d2707eb/examples/eval-core/bfcl-debug-30.log#L1269 (Llama-4-Maverick, bfcl-simple: repeated calls, the "final answer" in an ```xml fence cut after <radius>; "Available tools: geometry_circumference")', 'then-cut-maverick-circumference-final-answer', "<geometry_circumference>\n  <radius>3</radius>\n</geometry_circumference>\n\nHowever, to follow the exact format as per the given instructions for the tool usage, the correct representation for the task should directly utilize the provided \"geometry_circumference\" tool. Thus, the input should be:\n\n<geometry_circumference>\n  <radius>3</radius>\n</geometry_circumference>\n\nLet's directly apply the tool as per the given problem.\n\nThe final answer in the required format is:\n<geometry_circumference>\n  <radius>3</radius>\n</geometry_circumference>\n\nTo directly comply with the given format and task:\nThe circumference of a circle is calculated using the formula C = 2 * π * r. Here, the radius is 3.\n\nThe final calculation is:\n<geometry_circumference>\n  <radius>3</radius>\n</geometry_circumference>\n\nThe correct output as per the given constraints is:\n```xml\n<geometry_circumference>\n  <radius>3</radius>\n</geometry_circumference>\n```\n\nThe correct step to solve the given problem is to directly use the tool with the given radius.\n\nThe final answer is:\n```xml\n<geometry_circumference>\n  <radius>", errors=['geometry_circumference'])  # fmt: skip
real('https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/75ea32a0776862653fb364a67294c8a73d2707eb/examples/eval-core/bfcl-debug-30.log#L810 (Llama-4-Maverick, bfcl-simple: "The final answer is:" call cut in <b>6</; "Available tools: solve_quadratic_equation")', 'cut-maverick-quadratic-final-answer', "<solve_quadratic_equation>\n  <a>2</a>\n  <b>6</b>\n  <c>5</c>\n</solve_quadratic_equation> is not a valid format; instead I will follow the format:\n<solve_quadratic_equation>\n  <a>2</a>\n  <b>6</b>\n  <c>5</c>\n</solve_quadratic_equation>\n\nLet's reformat it according to the given instructions.\n\nThe task is to solve a quadratic equation using the given coefficients a = 2, b = 6, and c = 5.\n\n## Step 1: Understand the task\nThe task involves solving a quadratic equation of the form ax^2 + bx + c = 0, where a = 2, b = 6, and c = 5.\n\n## Step 2: Identify the corresponding function\nThe function to be used is \"solve_quadratic_equation\" with parameters a, b, and c.\n\n## Step 3: Apply the function\nTo apply the function, we need to call it with the given coefficients.\n\nThe final answer is:\n<solve_quadratic_equation>\n  <a>2</a>\n  <b>6</", errors=['solve_quadratic_equation'])  # fmt: skip
real('https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/75ea32a0776862653fb364a67294c8a73d2707eb/examples/eval-core/bfcl-debug-30.log#L3200 (Llama-4-Maverick, bfcl-simple: the fenced "actual response" cut after </; "Available tools: math_gcd")', 'then-cut-maverick-gcd-final-response', "To calculate the greatest common divisor of two given numbers, for example, 12 and 15, I will first identify the relevant tool and its parameters. The task requires using a specific tool to compute the greatest common divisor (GCD) of two numbers.\n\nThe task is to calculate the GCD of 12 and 15. To do this, I will use the `math_gcd` tool, which is defined as follows:\n\n```xml\n<math_gcd>\n  <num1>12</num1>\n  <num2>15</num2>\n</math_gcd>\n```\n\nLet's execute this.\n\n<math_gcd>\n  <num1>12</num1>\n  <num2>15</num2>\n</math_gcd>\n\nis not needed as we have a function to directly compute GCD.\n\nThe function to be used is:\n```xml\n<math_gcd>\n  <num1>12</num1>\n  <num2>15</num2>\n</math_gcd>\n```\n\nHowever, to follow the exact format required for the response, here is the actual response:\n\n```xml\n<math_gcd>\n  <num1>12</num1>\n  <num2>15</num2>\n</", errors=['math_gcd'])  # fmt: skip
# ---- no call ------------------------------------------------------------------------------------------------------
real('https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/75ea32a0776862653fb364a67294c8a73d2707eb/examples/eval-core/bfcl-minimax-debug.log#L7 (MiniMax-M2 with the reasoning middleware, bfcl-simple: an answer in prose and LaTeX, no call; "Available tools: calculate_triangle_area")', 'neg-minimax-m2-triangle-area-prose', "\n\nThe area \\(A\\) of a triangle is given by  \n\n\\[\nA = \\frac{1}{2} \\times \\text{base} \\times \\text{height}.\n\\]\n\nPlugging in the given values:\n\n\\[\nA = \\frac{1}{2} \\times 10 \\times 5 = \\frac{1}{2} \\times 50 = 25.\n\\]\n\n**Area:** **25 square units**.")  # fmt: skip
real('https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/75ea32a0776862653fb364a67294c8a73d2707eb/examples/eval-core/bfcl-minimax-debug.log#L64 (MiniMax-M2, bfcl-simple: an answer in prose and LaTeX, no call; "Available tools: math_hypot")', 'neg-minimax-m2-hypotenuse-prose', "\n\nThe hypotenuse \\(c\\) of a right‑triangle with legs \\(a=4\\) and \\(b=5\\) is found from the Pythagorean theorem:\n\n\\[\nc = \\sqrt{a^{2}+b^{2}} = \\sqrt{4^{2}+5^{2}} = \\sqrt{16+25} = \\sqrt{41}.\n\\]\n\nSo the exact length is \\(\\boxed{\\sqrt{41}}\\), which is approximately\n\n\\[\n\\sqrt{41} \\approx 6.403124237.\n\\]")  # fmt: skip
real('https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/75ea32a0776862653fb364a67294c8a73d2707eb/examples/eval-core/bfcl-minimax-debug.log#L117 (MiniMax-M2, bfcl-simple: an answer in prose, no call; "Available tools: math_factorial")', 'neg-minimax-m2-factorial-prose', "\n\nThe factorial of 5, denoted as 5!, is calculated as follows:\n\n5! = 5 × 4 × 3 × 2 × 1 = 120\n\nThis uses basic mathematical multiplication functions to compute the product of all positive integers up to 5.")  # fmt: skip
real('https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/75ea32a0776862653fb364a67294c8a73d2707eb/examples/eval-core/bfcl-debug-30.log#L5747 (Llama-4-Maverick, bfcl-multiple: a refusal in prose; "Available tools: video_games_store_currency, video_games_on_sale, video_games_store_price")', 'neg-maverick-declines-video-games', "I am not able to execute this task as it exceeds the limitations of the functions I have been provided. I can perform a search for the cheapest price of \"Assassin's Creed Valhalla\" on the PlayStation Store. If you'd like to know the price, I can look that up for you.")  # fmt: skip
real('https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/75ea32a0776862653fb364a67294c8a73d2707eb/examples/eval-core/bfcl-debug-30.log#L8696 (Llama-4-Maverick, bfcl-parallel: a refusal in prose; "Available tools: nature_reserve_find_nearby")', 'neg-maverick-asks-for-guidelines', "I am not able to execute this task as per the given guidelines. I need to understand the exact guidelines to be followed for the problem. Please provide the problem statement or guidelines.")  # fmt: skip
real('https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/75ea32a0776862653fb364a67294c8a73d2707eb/examples/eval-core/bfcl-debug-30.log#L11887 (Llama-4-Maverick, bfcl-parallel-multiple: prose naming `<hydration_calculator>` in backticks, cut mid-prose at "## Step" (max tokens) before any call; "Available tools: payment_calculation, steps_calorie_calculation, hydration_calculator")', 'neg-maverick-tool-tag-named-in-prose-cut', "To address the user's question, we need to break down the problem into the required steps and format.\n\n1. **Calculate the number of steps to burn calories**: The user wants to know how many steps are required to burn a certain number of calories. The schema for this is `<steps_calorie>`.\n\n2. **Hydration calculation**: The user also wants to know how much water to drink based on exercise hours.\n\nLet's tackle the given problem with the provided tools.\n\nTo calculate the steps required to burn 500 calories, we can directly use the `steps_calorie` tool. However, the actual task is to determine the number of steps to walk to burn a certain number of calories, which is given as 500 in the context.\n\n## Step 1: Calculate steps to burn 500 calories\nFirst, let's identify the correct tool for calculating the number of steps to burn 500 calories. The task involves using the `steps_calorie` tool.\n\n## Step 2: Apply the steps_calorie tool\nThe `steps_calorie` tool is not directly available; instead, we have the `hydration_calculator` and other specific tools. We will use the provided `<hydration_calculator>` or the correct tool as per the given schema.\n\n## Step")  # fmt: skip
