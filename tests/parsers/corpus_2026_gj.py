# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set gj (issue 42): raw prompt-mode replies of small open models (Qwen2.5-7B-Instruct, Llama-3.1-8B-Instruct on three serving stacks) stored in a BFCL study's scored-results files, gathered without reading the parser.

Families: Hermes-style `<tool_call>\\n{"name": ..., "arguments": {...}}\\n</tool_call>` blocks, as the study's own
system prompt asked for them (BFCL v3 tasks, prompt mode, no native tool calling): one block; two to five blocks
one per line, with and without a blank line between blocks; dotted names; JSON booleans, arrays and nested objects;
Llama's habit of writing numbers, booleans (`"true"`, `"False"`) and lists (`"[1, 3]"`, `"['Yamaha acoustic guitar',
'Kawai piano']"`) as JSON strings; a last block whose `</tool_call>` never comes (the model stopped, well under its
512-token limit); Python `False`/`True` inside the JSON (llama-3.1-8b-instant on Groq); a third block calling `add`,
a function the task did not offer (not a call). Error: four blocks whose `preferences` string is opened but never
closed (`"preferences": "['A']}}`).

Source: joerosh/BFCL-hardware-efficiency-study at 9d95a52 (results/processed/<hardware>_scored.csv, one CSV row per
task, the `raw_output` column: the model's text as the runner got it, CSV quoting undone once). T4: Qwen/Qwen2.5-7B-
Instruct through transformers (`tokenizer.decode(..., skip_special_tokens=True)`); L4_Llama: NousResearch/Meta-Llama-
3.1-8B-Instruct through transformers; Groq_LPU_Llama: llama-3.1-8b-instant through Groq's OpenAI-compatible chat API
(message content, no `tools` sent); Cerebras_WSE: llama3.1-8b through the Cerebras SDK (likewise). The prompt is the
study's own (notebooks/02_run_inference.ipynb, `build_tool_prompt`): "Respond ONLY with tool call blocks in this exact
format: <tool_call> ... If multiple calls are needed, output multiple <tool_call> blocks." followed by the task's
functions as JSON.

Tools: the functions each task offered (data/bfcl_subset.json in the same repository, `functions_or_tools`), with
BFCL's `dict` as object, `float` as number, `tuple` as array; descriptions and defaults dropped; required lists as
BFCL gives them. Expected arguments are the values as the model wrote them (a number written as `"500"` stays a string).

Not found (in the helper's 30 minutes): no other uncited fork or paper repository with committed BFCL v3/v4
`*_result.json` files of small prompt-mode models turned up through the file index (exact-path look-ups hit only
gianmarcoalessio/AAFV, which corpus ev cites; bbrowning/bfcl-vllm-results holds gpt-oss-120b only, oeleel/localbfcl
holds gpt-4.x-mini FC runs); no time was left for tau-bench, ToolBench, API-Bank, NexusRaven, Seal-Tools (its repository
holds data and code, no predictions), ToolACE, Hammer or xLAM dumps. This study's replies hold no prose, no refusal and
no reply cut by the token limit, so the set has no negative and no cut case. Skipped: T4 parallel_183 (Qwen wrote
`"x": 10 - 5` inside the JSON next to a well-formed first block: what it called is a matter of opinion) and rows whose
text is identical to one already taken (the Cerebras and Groq runs often agree word for word).
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case

# the functions the study offered for the tasks below (data/bfcl_subset.json, by task id)
TOOLS_GJ: list[dict[str, Any]] = [
    {
        "name": "math.factorial",
        "parameters": {"type": "object", "properties": {"number": {"type": "integer"}}, "required": ["number"]},
    },  # simple_1
    {
        "name": "cell_biology.function_lookup",
        "parameters": {
            "type": "object",
            "properties": {
                "molecule": {"type": "string"},
                "organelle": {"type": "string"},
                "specific_function": {"type": "boolean"},
            },
            "required": ["molecule", "organelle", "specific_function"],
        },
    },  # simple_58
    {
        "name": "calculate_area_under_curve",
        "parameters": {
            "type": "object",
            "properties": {
                "function": {"type": "string"},
                "interval": {"type": "array", "items": {"type": "number"}},
                "method": {"type": "string"},
            },
            "required": ["function", "interval"],
        },
    },  # simple_13
    {
        "name": "paint_requirement.calculate",
        "parameters": {
            "type": "object",
            "properties": {
                "area": {"type": "object", "properties": {"width": {"type": "integer"}, "height": {"type": "integer"}}},
                "paint_coverage": {"type": "integer"},
                "exclusion": {
                    "type": "object",
                    "properties": {"type": {"type": "string"}, "area": {"type": "integer"}},
                },
            },
            "required": ["area", "paint_coverage"],
        },
    },  # simple_260
    {
        "name": "calculate_derivative",
        "parameters": {
            "type": "object",
            "properties": {"function": {"type": "string"}, "x_value": {"type": "integer"}},
            "required": ["function"],
        },
    },  # parallel_71
    {
        "name": "calculate_shortest_distance",
        "parameters": {
            "type": "object",
            "properties": {
                "start_location": {"type": "string"},
                "end_location": {"type": "string"},
                "route_preference": {"type": "string", "enum": ["Shortest", "Scenic"]},
            },
            "required": ["start_location", "end_location", "route_preference"],
        },
    },  # parallel_190
    {
        "name": "functions.intersect",
        "parameters": {
            "type": "object",
            "properties": {"function1": {"type": "string"}, "function2": {"type": "string"}},
            "required": ["function1", "function2"],
        },
    },  # parallel_multiple_80
    {
        "name": "functions.zero",
        "parameters": {"type": "object", "properties": {"function": {"type": "string"}}, "required": ["function"]},
    },  # parallel_multiple_80
    {
        "name": "calculate_distance",
        "parameters": {
            "type": "object",
            "properties": {"start_point": {"type": "string"}, "end_point": {"type": "string"}},
            "required": ["start_point", "end_point"],
        },
    },  # parallel_multiple_106
    {
        "name": "weather_forecast",
        "parameters": {
            "type": "object",
            "properties": {"location": {"type": "string"}, "days": {"type": "integer"}},
            "required": ["location", "days"],
        },
    },  # parallel_multiple_106
    {
        "name": "traffic_estimate",
        "parameters": {
            "type": "object",
            "properties": {
                "start_location": {"type": "string"},
                "end_location": {"type": "string"},
                "time_period": {"type": "string"},
            },
            "required": ["start_location", "end_location"],
        },
    },  # parallel_multiple_106
    {
        "name": "biology.get_cell_info",
        "parameters": {
            "type": "object",
            "properties": {"cell_type": {"type": "string"}, "detailed": {"type": "boolean"}},
            "required": ["cell_type"],
        },
    },  # simple_55
    {
        "name": "hotel_booking.book",
        "parameters": {
            "type": "object",
            "properties": {
                "hotel_name": {"type": "string"},
                "location": {"type": "string"},
                "check_in": {"type": "string"},
                "check_out": {"type": "string"},
                "adults": {"type": "integer"},
                "children": {"type": "integer"},
            },
            "required": ["hotel_name", "location", "check_in", "check_out", "adults", "children"],
        },
    },  # parallel_57
    {
        "name": "probability_of_event",
        "parameters": {
            "type": "object",
            "properties": {
                "success_outcomes": {"type": "integer"},
                "total_outcomes": {"type": "integer"},
                "format_as_ratio": {"type": "boolean"},
            },
            "required": ["success_outcomes", "total_outcomes"],
        },
    },  # parallel_162
    {
        "name": "create_histogram",
        "parameters": {
            "type": "object",
            "properties": {"data": {"type": "array", "items": {"type": "integer"}}, "bins": {"type": "integer"}},
            "required": ["data", "bins"],
        },
    },  # parallel_129
    {
        "name": "calculate_return_on_equity",
        "parameters": {
            "type": "object",
            "properties": {
                "net_income": {"type": "integer"},
                "shareholder_equity": {"type": "integer"},
                "dividends_paid": {"type": "integer"},
            },
            "required": ["net_income", "shareholder_equity"],
        },
    },  # parallel_171
    {
        "name": "calculate_area",
        "parameters": {
            "type": "object",
            "properties": {"base": {"type": "integer"}, "height": {"type": "integer"}, "unit": {"type": "string"}},
            "required": ["base", "height"],
        },
    },  # parallel_68
    {
        "name": "generate_DNA_sequence",
        "parameters": {
            "type": "object",
            "properties": {
                "length": {"type": "integer"},
                "preferences": {"type": "array", "items": {"type": "string", "enum": ["A", "T", "C", "G"]}},
            },
            "required": ["length", "preferences"],
        },
    },  # parallel_123
    {
        "name": "math.hypot",
        "parameters": {
            "type": "object",
            "properties": {"x": {"type": "integer"}, "y": {"type": "integer"}, "z": {"type": "integer"}},
            "required": ["x", "y"],
        },
    },  # parallel_183
    {
        "name": "find_music_instrument_store",
        "parameters": {
            "type": "object",
            "properties": {
                "location": {"type": "string"},
                "instruments": {"type": "array", "items": {"type": "string"}},
            },
            "required": ["location", "instruments"],
        },
    },  # parallel_41
    {
        "name": "MBTI.analyse",
        "parameters": {
            "type": "object",
            "properties": {
                "thinking_vs_feeling": {"type": "string"},
                "introverted_vs_extroverted": {"type": "string"},
                "judging_vs_perceiving": {"type": "string"},
                "sensing_vs_intuition": {"type": "string"},
            },
            "required": [
                "thinking_vs_feeling",
                "introverted_vs_extroverted",
                "judging_vs_perceiving",
                "sensing_vs_intuition",
            ],
        },
    },  # parallel_multiple_108
    {
        "name": "five_factor_model.analyse",
        "parameters": {
            "type": "object",
            "properties": {
                "talkative": {"type": "boolean"},
                "nervous": {"type": "boolean"},
                "artistic_interests": {"type": "boolean"},
                "lazy": {"type": "boolean"},
                "forgiving": {"type": "boolean"},
            },
            "required": ["talkative", "nervous", "artistic_interests", "lazy", "forgiving"],
        },
    },  # parallel_multiple_108
    {
        "name": "get_stock_price",
        "parameters": {
            "type": "object",
            "properties": {"company_names": {"type": "array", "items": {"type": "string"}}},
            "required": ["company_names"],
        },
    },  # parallel_multiple_196
    {
        "name": "get_team_ranking",
        "parameters": {
            "type": "object",
            "properties": {"team_name": {"type": "string"}, "year": {"type": "integer"}, "gender": {"type": "string"}},
            "required": ["team_name", "year"],
        },
    },  # parallel_multiple_196
    {
        "name": "recipe_info.get_calories",
        "parameters": {
            "type": "object",
            "properties": {
                "website": {"type": "string"},
                "recipe": {"type": "string"},
                "optional_meal_time": {"type": "string"},
            },
            "required": ["website", "recipe"],
        },
    },  # parallel_multiple_196
    {
        "name": "poker_probability.full_house",
        "parameters": {
            "type": "object",
            "properties": {"deck_size": {"type": "integer"}, "hand_size": {"type": "integer"}},
            "required": ["deck_size", "hand_size"],
        },
    },  # parallel_multiple_170
    {
        "name": "calculate_slope_gradient",
        "parameters": {
            "type": "object",
            "properties": {
                "point1": {"type": "array", "items": {"type": "number"}},
                "point2": {"type": "array", "items": {"type": "number"}},
                "unit": {"type": "string", "enum": ["degree", "percent", "ratio"]},
            },
            "required": ["point1", "point2"],
        },
    },  # parallel_multiple_170
    {
        "name": "concert.find_nearby",
        "parameters": {
            "type": "object",
            "properties": {"location": {"type": "string"}, "genre": {"type": "string"}},
            "required": ["location", "genre"],
        },
    },  # parallel_multiple_170
    {
        "name": "create_player_profile",
        "parameters": {
            "type": "object",
            "properties": {
                "player_name": {"type": "string"},
                "class_type": {"type": "string"},
                "starting_level": {"type": "integer"},
            },
            "required": ["player_name", "class_type"],
        },
    },  # parallel_multiple_170
]
SOURCES_GJ: dict[str, str] = {}
CASES_GJ: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_GJ[id] = source
    CASES_GJ.append(Case(id, text, list(calls), **kw))


_SCORED = "https://github.com/joerosh/BFCL-hardware-efficiency-study/blob/9d95a52e9702db4ac30c03d4764a0d47ddb520ac/results/processed/{run}_scored.csv (the row with task_id {task}: its `raw_output` column, {model}'s raw reply, CSV quoting undone once)"
_MODELS = {
    "T4": "Qwen/Qwen2.5-7B-Instruct (transformers, T4)",
    "L4_Llama": "NousResearch/Meta-Llama-3.1-8B-Instruct (transformers, L4)",
    "Groq_LPU_Llama": "llama-3.1-8b-instant (Groq chat API, prompt mode)",
    "Cerebras_WSE": "llama3.1-8b (Cerebras chat API, prompt mode)",
}


def src(run: str, task: str) -> str:
    return _SCORED.format(run=run, task=task, model=_MODELS[run])


real(src("T4", "simple_1"), "qwen25-7b-hermes-single-call",
     "<tool_call>\n"
     "{\"name\": \"math.factorial\", \"arguments\": {\"number\": 5}}\n"
     "</tool_call>",
     ('math.factorial', {'number': 5}))  # fmt: skip
real(src("T4", "simple_58"), "qwen25-7b-hermes-boolean-argument",
     "<tool_call>\n"
     "{\"name\": \"cell_biology.function_lookup\", \"arguments\": {\"molecule\": \"ATP synthase\", \"organelle\": \"mitochondria\", \"specific_function\": true}}\n"
     "</tool_call>",
     ('cell_biology.function_lookup', {'molecule': 'ATP synthase', 'organelle': 'mitochondria', 'specific_function': True}))  # fmt: skip
real(src("T4", "simple_13"), "qwen25-7b-hermes-array-argument",
     "<tool_call>\n"
     "{\"name\": \"calculate_area_under_curve\", \"arguments\": {\"function\": \"x**2\", \"interval\": [1, 3], \"method\": \"trapezoidal\"}}\n"
     "</tool_call>",
     ('calculate_area_under_curve', {'function': 'x**2', 'interval': [1, 3], 'method': 'trapezoidal'}))  # fmt: skip
real(src("T4", "simple_260"), "qwen25-7b-hermes-nested-object-arguments",
     "<tool_call>\n"
     "{\"name\": \"paint_requirement.calculate\", \"arguments\": {\"area\": {\"width\": 20, \"height\": 12}, \"paint_coverage\": 350, \"exclusion\": {\"type\": \"window\", \"area\": 15}}}\n"
     "</tool_call>",
     ('paint_requirement.calculate', {'area': {'width': 20, 'height': 12}, 'paint_coverage': 350, 'exclusion': {'type': 'window', 'area': 15}}))  # fmt: skip
real(src("T4", "parallel_71"), "qwen25-7b-hermes-two-blocks-expression-strings",
     "<tool_call>\n"
     "{\"name\": \"calculate_derivative\", \"arguments\": {\"function\": \"3*x**3 - 2*x**2 + 5*x - 7\", \"x_value\": 4}}\n"
     "</tool_call>\n"
     "<tool_call>\n"
     "{\"name\": \"calculate_derivative\", \"arguments\": {\"function\": \"27*x**2 - 4*x + 5\", \"x_value\": 2}}\n"
     "</tool_call>",
     ('calculate_derivative', {'function': '3*x**3 - 2*x**2 + 5*x - 7', 'x_value': 4}),
     ('calculate_derivative', {'function': '27*x**2 - 4*x + 5', 'x_value': 2}))  # fmt: skip
real(src("T4", "parallel_190"), "qwen25-7b-hermes-four-blocks",
     "<tool_call>\n"
     "{\"name\": \"calculate_shortest_distance\", \"arguments\": {\"start_location\": \"New York City\", \"end_location\": \"Los Angeles\", \"route_preference\": \"Shortest\"}}\n"
     "</tool_call>\n"
     "<tool_call>\n"
     "{\"name\": \"calculate_shortest_distance\", \"arguments\": {\"start_location\": \"New York City\", \"end_location\": \"Los Angeles\", \"route_preference\": \"Scenic\"}}\n"
     "</tool_call>\n"
     "<tool_call>\n"
     "{\"name\": \"calculate_shortest_distance\", \"arguments\": {\"start_location\": \"Los Angeles\", \"end_location\": \"Miami\", \"route_preference\": \"Shortest\"}}\n"
     "</tool_call>\n"
     "<tool_call>\n"
     "{\"name\": \"calculate_shortest_distance\", \"arguments\": {\"start_location\": \"Los Angeles\", \"end_location\": \"Miami\", \"route_preference\": \"Scenic\"}}\n"
     "</tool_call>",
     ('calculate_shortest_distance', {'start_location': 'New York City', 'end_location': 'Los Angeles', 'route_preference': 'Shortest'}),
     ('calculate_shortest_distance', {'start_location': 'New York City', 'end_location': 'Los Angeles', 'route_preference': 'Scenic'}),
     ('calculate_shortest_distance', {'start_location': 'Los Angeles', 'end_location': 'Miami', 'route_preference': 'Shortest'}),
     ('calculate_shortest_distance', {'start_location': 'Los Angeles', 'end_location': 'Miami', 'route_preference': 'Scenic'}))  # fmt: skip
real(src("T4", "parallel_multiple_80"), "qwen25-7b-hermes-dotted-names",
     "<tool_call>\n"
     "{\"name\": \"functions.intersect\", \"arguments\": {\"function1\": \"4*x+7\", \"function2\": \"2*x+5\"}}\n"
     "</tool_call>\n"
     "<tool_call>\n"
     "{\"name\": \"functions.zero\", \"arguments\": {\"function\": \"3*x+9\"}}\n"
     "</tool_call>",
     ('functions.intersect', {'function1': '4*x+7', 'function2': '2*x+5'}),
     ('functions.zero', {'function': '3*x+9'}))  # fmt: skip
real(src("T4", "parallel_multiple_106"), "qwen25-7b-hermes-three-functions-four-blocks",
     "<tool_call>\n"
     "{\"name\": \"calculate_distance\", \"arguments\": {\"start_point\": \"San Francisco\", \"end_point\": \"Palo Alto\"}}\n"
     "</tool_call>\n"
     "<tool_call>\n"
     "{\"name\": \"traffic_estimate\", \"arguments\": {\"start_location\": \"San Francisco\", \"end_location\": \"Palo Alto\", \"time_period\": \"now\"}}\n"
     "</tool_call>\n"
     "<tool_call>\n"
     "{\"name\": \"traffic_estimate\", \"arguments\": {\"start_location\": \"Palo Alto\", \"end_location\": \"Los Angeles\", \"time_period\": \"weekend\"}}\n"
     "</tool_call>\n"
     "<tool_call>\n"
     "{\"name\": \"weather_forecast\", \"arguments\": {\"location\": \"Los Angeles\", \"days\": 5}}\n"
     "</tool_call>",
     ('calculate_distance', {'start_point': 'San Francisco', 'end_point': 'Palo Alto'}),
     ('traffic_estimate', {'start_location': 'San Francisco', 'end_location': 'Palo Alto', 'time_period': 'now'}),
     ('traffic_estimate', {'start_location': 'Palo Alto', 'end_location': 'Los Angeles', 'time_period': 'weekend'}),
     ('weather_forecast', {'location': 'Los Angeles', 'days': 5}))  # fmt: skip
# gathered with the values as written (strings for numbers, booleans and lists); the schema types them, so the call
# holds them typed, as the parser reads every text dialect (the lead moved them after measuring)
real(src("L4_Llama", "simple_13"), "llama31-8b-hermes-list-as-string",
     "<tool_call>\n"
     "{\"name\": \"calculate_area_under_curve\", \"arguments\": {\"function\": \"x**2\", \"interval\": \"[1, 3]\", \"method\": \"trapezoidal\"}}\n"
     "</tool_call>",
     ('calculate_area_under_curve', {'function': 'x**2', 'interval': [1, 3], 'method': 'trapezoidal'}))  # fmt: skip
# gathered with the values as written (strings for numbers, booleans and lists); the schema types them, so the call
# holds them typed, as the parser reads every text dialect (the lead moved them after measuring)
real(src("L4_Llama", "simple_55"), "llama31-8b-hermes-boolean-as-string",
     "<tool_call>\n"
     "{\"name\": \"biology.get_cell_info\", \"arguments\": {\"cell_type\": \"human cell\", \"detailed\": \"true\"}}\n"
     "</tool_call>",
     ('biology.get_cell_info', {'cell_type': 'human cell', 'detailed': True}))  # fmt: skip
# gathered with the values as written (strings for numbers, booleans and lists); the schema types them, so the call
# holds them typed, as the parser reads every text dialect (the lead moved them after measuring)
real(src("L4_Llama", "parallel_57"), "llama31-8b-hermes-blocks-blank-line-between",
     "<tool_call>\n"
     "{\"name\": \"hotel_booking.book\", \"arguments\": {\"hotel_name\": \"Sheraton Hotel\", \"location\": \"New York\", \"check_in\": \"2022-05-01\", \"check_out\": \"2022-05-05\", \"adults\": \"2\", \"children\": \"1\"}}\n"
     "</tool_call>\n"
     "\n"
     "<tool_call>\n"
     "{\"name\": \"hotel_booking.book\", \"arguments\": {\"hotel_name\": \"Marriott\", \"location\": \"Los Angeles\", \"check_in\": \"2022-06-01\", \"check_out\": \"2022-06-10\", \"adults\": \"1\", \"children\": \"2\"}}\n"
     "</tool_call>",
     ('hotel_booking.book', {'hotel_name': 'Sheraton Hotel', 'location': 'New York', 'check_in': '2022-05-01', 'check_out': '2022-05-05', 'adults': 2, 'children': 1}),
     ('hotel_booking.book', {'hotel_name': 'Marriott', 'location': 'Los Angeles', 'check_in': '2022-06-01', 'check_out': '2022-06-10', 'adults': 1, 'children': 2}))  # fmt: skip
# gathered with the values as written (strings for numbers, booleans and lists); the schema types them, so the call
# holds them typed, as the parser reads every text dialect (the lead moved them after measuring)
real(src("L4_Llama", "parallel_162"), "llama31-8b-hermes-python-bool-in-strings",
     "<tool_call>\n"
     "{\"name\": \"probability_of_event\", \"arguments\": {\"success_outcomes\": \"4\", \"total_outcomes\": \"52\", \"format_as_ratio\": \"False\"}}\n"
     "</tool_call>\n"
     "\n"
     "<tool_call>\n"
     "{\"name\": \"probability_of_event\", \"arguments\": {\"success_outcomes\": \"13\", \"total_outcomes\": \"52\", \"format_as_ratio\": \"False\"}}\n"
     "</tool_call>\n"
     "\n"
     "<tool_call>\n"
     "{\"name\": \"probability_of_event\", \"arguments\": {\"success_outcomes\": \"26\", \"total_outcomes\": \"52\", \"format_as_ratio\": \"True\"}}\n"
     "</tool_call>",
     ('probability_of_event', {'success_outcomes': 4, 'total_outcomes': 52, 'format_as_ratio': False}),
     ('probability_of_event', {'success_outcomes': 13, 'total_outcomes': 52, 'format_as_ratio': False}),
     ('probability_of_event', {'success_outcomes': 26, 'total_outcomes': 52, 'format_as_ratio': True}))  # fmt: skip
# gathered with the values as written (strings for numbers, booleans and lists); the schema types them, so the call
# holds them typed, as the parser reads every text dialect (the lead moved them after measuring)
real(src("L4_Llama", "parallel_129"), "llama31-8b-hermes-last-block-unclosed-after-blank-line",
     "<tool_call>\n"
     "{\"name\": \"create_histogram\", \"arguments\": {\"data\": \"[12, 15, 11, 14, 18, 19, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26]\", \"bins\": \"5\"}}\n"
     "</tool_call>\n"
     "\n"
     "<tool_call>\n"
     "{\"name\": \"create_histogram\", \"arguments\": {\"data\": \"[32, 35, 31, 34, 38, 39, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46]\", \"bins\": \"5\"}}",
     ('create_histogram', {'data': [12, 15, 11, 14, 18, 19, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26], 'bins': 5}),
     ('create_histogram', {'data': [32, 35, 31, 34, 38, 39, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46], 'bins': 5}))  # fmt: skip
real(src("L4_Llama", "parallel_171"), "llama31-8b-hermes-last-block-unclosed",
     "<tool_call>\n"
     "{\"name\": \"calculate_return_on_equity\", \"arguments\": {\"net_income\": 1000000, \"shareholder_equity\": 5000000, \"dividends_paid\": 200000}}\n"
     "</tool_call>\n"
     "<tool_call>\n"
     "{\"name\": \"calculate_return_on_equity\", \"arguments\": {\"net_income\": 2000000, \"shareholder_equity\": 10000000, \"dividends_paid\": 0}}",
     ('calculate_return_on_equity', {'net_income': 1000000, 'shareholder_equity': 5000000, 'dividends_paid': 200000}),
     ('calculate_return_on_equity', {'net_income': 2000000, 'shareholder_equity': 10000000, 'dividends_paid': 0}))  # fmt: skip
# gathered with the values as written (strings for numbers, booleans and lists); the schema types them, so the call
# holds them typed, as the parser reads every text dialect (the lead moved them after measuring)
# gathered with no error given; the parser's error naming the tool the task did not offer (the lead gave it after
# measuring)
real(src("L4_Llama", "parallel_68"), "llama31-8b-hermes-third-block-undeclared-tool",
     "<tool_call>\n"
     "{\"name\": \"calculate_area\", \"arguments\": {\"base\": 12, \"height\": 15, \"unit\": \"m\"}}\n"
     "</tool_call>\n"
     "<tool_call>\n"
     "{\"name\": \"calculate_area\", \"arguments\": {\"base\": 18, \"height\": 24, \"unit\": \"m\"}}\n"
     "</tool_call>\n"
     "<tool_call>\n"
     "{\"name\": \"add\", \"arguments\": {\"a\": \"result1\", \"b\": \"result2\"}}\n"
     "</tool_call>",
     ('calculate_area', {'base': 12, 'height': 15, 'unit': 'm'}),
     ('calculate_area', {'base': 18, 'height': 24, 'unit': 'm'}), errors=["add"])  # fmt: skip
# gathered with no error given; the parser's errors naming the tool, one for each block whose string runs into its
# closing tag (the lead gave them after measuring)
real(src("L4_Llama", "parallel_123"), "err-llama31-8b-hermes-unterminated-string-values",
     "<tool_call>\n"
     "{\"name\": \"generate_DNA_sequence\", \"arguments\": {\"length\": \"500\", \"preferences\": \"['A']}}\n"
     "</tool_call>\n"
     "\n"
     "<tool_call>\n"
     "{\"name\": \"generate_DNA_sequence\", \"arguments\": {\"length\": \"500\", \"preferences\": \"['T']}}\n"
     "</tool_call>\n"
     "\n"
     "<tool_call>\n"
     "{\"name\": \"generate_DNA_sequence\", \"arguments\": {\"length\": \"500\", \"preferences\": \"['C']}}\n"
     "</tool_call>\n"
     "\n"
     "<tool_call>\n"
     "{\"name\": \"generate_DNA_sequence\", \"arguments\": {\"length\": \"500\", \"preferences\": \"['G']}}\n"
     "</tool_call>", errors=["generate_DNA_sequence"])  # fmt: skip
real(src("Groq_LPU_Llama", "parallel_162"), "llama31-8b-instant-hermes-python-false-true",
     "<tool_call>\n"
     "{\"name\": \"probability_of_event\", \"arguments\": {\"success_outcomes\": 4, \"total_outcomes\": 52, \"format_as_ratio\": False}}\n"
     "</tool_call>\n"
     "\n"
     "<tool_call>\n"
     "{\"name\": \"probability_of_event\", \"arguments\": {\"success_outcomes\": 13, \"total_outcomes\": 52, \"format_as_ratio\": False}}\n"
     "</tool_call>\n"
     "\n"
     "<tool_call>\n"
     "{\"name\": \"probability_of_event\", \"arguments\": {\"success_outcomes\": 26, \"total_outcomes\": 52, \"format_as_ratio\": True}}\n"
     "</tool_call>",
     ('probability_of_event', {'success_outcomes': 4, 'total_outcomes': 52, 'format_as_ratio': False}),
     ('probability_of_event', {'success_outcomes': 13, 'total_outcomes': 52, 'format_as_ratio': False}),
     ('probability_of_event', {'success_outcomes': 26, 'total_outcomes': 52, 'format_as_ratio': True}))  # fmt: skip
# gathered with the values as written (strings for numbers, booleans and lists); the schema types them, so the call
# holds them typed, as the parser reads every text dialect (the lead moved them after measuring)
real(src("Groq_LPU_Llama", "parallel_183"), "llama31-8b-instant-hermes-five-blocks-numbers-as-strings",
     "<tool_call>\n"
     "{\"name\": \"math.hypot\", \"arguments\": {\"x\": \"5\", \"y\": \"7\"}}\n"
     "</tool_call>\n"
     "<tool_call>\n"
     "{\"name\": \"math.hypot\", \"arguments\": {\"x\": \"10\", \"y\": \"15\"}}\n"
     "</tool_call>\n"
     "<tool_call>\n"
     "{\"name\": \"math.hypot\", \"arguments\": {\"x\": \"20\", \"y\": \"25\"}}\n"
     "</tool_call>\n"
     "<tool_call>\n"
     "{\"name\": \"math.hypot\", \"arguments\": {\"x\": \"10\", \"y\": \"15\"}}\n"
     "</tool_call>\n"
     "<tool_call>\n"
     "{\"name\": \"math.hypot\", \"arguments\": {\"x\": \"20\", \"y\": \"25\"}}\n"
     "</tool_call>",
     ('math.hypot', {'x': 5, 'y': 7}),
     ('math.hypot', {'x': 10, 'y': 15}),
     ('math.hypot', {'x': 20, 'y': 25}),
     ('math.hypot', {'x': 10, 'y': 15}),
     ('math.hypot', {'x': 20, 'y': 25}))  # fmt: skip
real(src("Groq_LPU_Llama", "parallel_171"), "llama31-8b-instant-hermes-last-block-unclosed",
     "<tool_call>\n"
     "{\"name\": \"calculate_return_on_equity\", \"arguments\": {\"net_income\": 1000000, \"shareholder_equity\": 5000000, \"dividends_paid\": 200000}}\n"
     "</tool_call>\n"
     "\n"
     "<tool_call>\n"
     "{\"name\": \"calculate_return_on_equity\", \"arguments\": {\"net_income\": 2000000, \"shareholder_equity\": 10000000}}",
     ('calculate_return_on_equity', {'net_income': 1000000, 'shareholder_equity': 5000000, 'dividends_paid': 200000}),
     ('calculate_return_on_equity', {'net_income': 2000000, 'shareholder_equity': 10000000}))  # fmt: skip
# gathered with the values as written (strings for numbers, booleans and lists); the schema types them, so the call
# holds them typed, as the parser reads every text dialect (the lead moved them after measuring)
real(src("Cerebras_WSE", "parallel_41"), "cerebras-llama31-8b-hermes-python-list-string",
     "<tool_call>\n"
     "{\"name\": \"find_music_instrument_store\", \"arguments\": {\"location\": \"San Francisco, CA\", \"instruments\": \"['Yamaha acoustic guitar', 'Kawai piano']\"}}\n"
     "</tool_call>\n"
     "\n"
     "<tool_call>\n"
     "{\"name\": \"find_music_instrument_store\", \"arguments\": {\"location\": \"Chicago, IL\", \"instruments\": \"['Yamaha acoustic guitar', 'Kawai piano']\"}}\n"
     "</tool_call>",
     ('find_music_instrument_store', {'location': 'San Francisco, CA', 'instruments': ['Yamaha acoustic guitar', 'Kawai piano']}),
     ('find_music_instrument_store', {'location': 'Chicago, IL', 'instruments': ['Yamaha acoustic guitar', 'Kawai piano']}))  # fmt: skip
real(src("Cerebras_WSE", "parallel_multiple_108"), "cerebras-llama31-8b-hermes-json-booleans",
     "<tool_call>\n"
     "{\"name\": \"five_factor_model.analyse\", \"arguments\": {\"talkative\": true, \"nervous\": false, \"artistic_interests\": true, \"lazy\": false, \"forgiving\": true}}\n"
     "</tool_call>\n"
     "\n"
     "<tool_call>\n"
     "{\"name\": \"MBTI.analyse\", \"arguments\": {\"thinking_vs_feeling\": \"feeling\", \"introverted_vs_extroverted\": \"extroverted\", \"judging_vs_perceiving\": \"perceiving\", \"sensing_vs_intuition\": \"intuition\"}}\n"
     "</tool_call>",
     ('five_factor_model.analyse', {'talkative': True, 'nervous': False, 'artistic_interests': True, 'lazy': False, 'forgiving': True}),
     ('MBTI.analyse', {'thinking_vs_feeling': 'feeling', 'introverted_vs_extroverted': 'extroverted', 'judging_vs_perceiving': 'perceiving', 'sensing_vs_intuition': 'intuition'}))  # fmt: skip
# gathered with the values as written (strings for numbers, booleans and lists); the schema types them, so the call
# holds them typed, as the parser reads every text dialect (the lead moved them after measuring)
real(src("Cerebras_WSE", "parallel_multiple_196"), "cerebras-llama31-8b-hermes-three-unrelated-tools",
     "<tool_call>\n"
     "{\"name\": \"recipe_info.get_calories\", \"arguments\": {\"website\": \"AllRecipes\", \"recipe\": \"Chicken Alfredo\", \"optional_meal_time\": \"Dinner\"}}\n"
     "</tool_call>\n"
     "\n"
     "<tool_call>\n"
     "{\"name\": \"get_stock_price\", \"arguments\": {\"company_names\": \"['Apple', 'Microsoft', 'Tesla']\"}}\n"
     "</tool_call>\n"
     "\n"
     "<tool_call>\n"
     "{\"name\": \"get_team_ranking\", \"arguments\": {\"team_name\": \"Brazil\", \"year\": 2018, \"gender\": \"men\"}}\n"
     "</tool_call>",
     ('recipe_info.get_calories', {'website': 'AllRecipes', 'recipe': 'Chicken Alfredo', 'optional_meal_time': 'Dinner'}),
     ('get_stock_price', {'company_names': ['Apple', 'Microsoft', 'Tesla']}),
     ('get_team_ranking', {'team_name': 'Brazil', 'year': 2018, 'gender': 'men'}))  # fmt: skip
# gathered with the values as written (strings for numbers, booleans and lists); the schema types them, so the call
# holds them typed, as the parser reads every text dialect (the lead moved them after measuring)
real(src("Cerebras_WSE", "parallel_multiple_170"), "cerebras-llama31-8b-hermes-four-tools-coords-as-strings",
     "<tool_call>\n"
     "{\"name\": \"create_player_profile\", \"arguments\": {\"player_name\": \"DragonSlayer\", \"class_type\": \"Warrior\", \"starting_level\": 5}}\n"
     "</tool_call>\n"
     "\n"
     "<tool_call>\n"
     "{\"name\": \"concert.find_nearby\", \"arguments\": {\"location\": \"New York, NY\", \"genre\": \"Rock\"}}\n"
     "</tool_call>\n"
     "\n"
     "<tool_call>\n"
     "{\"name\": \"poker_probability.full_house\", \"arguments\": {\"deck_size\": 52, \"hand_size\": 5}}\n"
     "</tool_call>\n"
     "\n"
     "<tool_call>\n"
     "{\"name\": \"calculate_slope_gradient\", \"arguments\": {\"point1\": \"[40.7128, -74.0060]\", \"point2\": \"[34.0522, -118.2437]\", \"unit\": \"degree\"}}\n"
     "</tool_call>",
     ('create_player_profile', {'player_name': 'DragonSlayer', 'class_type': 'Warrior', 'starting_level': 5}),
     ('concert.find_nearby', {'location': 'New York, NY', 'genre': 'Rock'}),
     ('poker_probability.full_house', {'deck_size': 52, 'hand_size': 5}),
     ('calculate_slope_gradient', {'point1': [40.7128, -74.006], 'point2': [34.0522, -118.2437], 'unit': 'degree'}))  # fmt: skip
