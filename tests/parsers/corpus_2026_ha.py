# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set ha (issue 42): stored model generations in public BFCL result files, gathered without reading the parser.

Families: BFCL v4 prompt-mode (non-FC) generations of two open-weight models, Qwen/Qwen3-4B-Instruct-2507 and
Qwen/Qwen3-8B (thinking on; the harness keeps the text after </think> in "result"), as committed in
vgangal101/gorilla_bfcl results/ (commit 76239ea). Pythonic calls: a bracketed list with dotted tool names, calls with
no brackets at all, one call a line each ending in a comma, two bracketed lists separated by a blank line, a
`<<function>>` marker glued before the list, Python True, single quotes, a dict literal inside a string, CJK strings.
Negatives: prose answers to irrelevance tasks that name the offered tool (backticked, in parentheses) or end in `[]`,
and missing-parameter refusals. Cut: two Qwen3-8B replies whose <think> never closed (token limit), cut at a whole
line, one of which writes a call inside the unclosed thinking.

Sources: github.com/vgangal101/gorilla_bfcl, files results/<model>/{live,non_live}/BFCL_v4_<category>_result.json
(one JSON line per entry; the text is the entry's "result" string). TOOLS_HA are the functions BFCL's own data files
(bfcl_eval/data/BFCL_v4_<category>.json in the same commit) offered for those entries, with BFCL's types mapped to JSON
(dict->object, float->number, tuple->array) and descriptions dropped.

Could not find (in the helper's 30 minutes): tau-bench/tau2, ToolBench/StableToolBench, NESTFUL, When2Call, MCP-Bench
or SWE-agent trajectory files of open models whose raw text is indexed; other BFCL result repos found
(bbrowning/bfcl-vllm-results) store FC-mode parsed calls, not raw text, and the vgangal101 multi-turn files are absent
from the mirror.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case

# the tools BFCL offered for the entries below (from its data files); log_food is offered with different
# parameters in live_parallel_11 and live_parallel_12, so its properties are merged and only common ones required
TOOLS_HA: list[dict[str, Any]] = [
    {
        "name": "math_toolkit.sum_of_multiples",
        "parameters": {
            "type": "object",
            "properties": {
                "lower_limit": {"type": "integer"},
                "upper_limit": {"type": "integer"},
                "multiples": {"type": "array", "items": {"type": "integer"}},
            },
            "required": ["lower_limit", "upper_limit", "multiples"],
        },
    },
    {
        "name": "math_toolkit.product_of_primes",
        "parameters": {"type": "object", "properties": {"count": {"type": "integer"}}, "required": ["count"]},
    },
    {
        "name": "bank.get_transaction_history",
        "parameters": {
            "type": "object",
            "properties": {"account": {"type": "string"}, "days": {"type": "integer"}},
            "required": ["account", "days"],
        },
    },
    {
        "name": "bank.calculate_balance",
        "parameters": {
            "type": "object",
            "properties": {
                "account": {"type": "string"},
                "transactions": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "amount": {"type": "number"},
                            "type": {"type": "string", "enum": ["credit", "debit"]},
                        },
                    },
                },
                "starting_balance": {"type": "number"},
            },
            "required": ["account"],
        },
    },
    {
        "name": "get_current_time",
        "parameters": {"type": "object", "properties": {"location": {"type": "string"}}, "required": ["location"]},
    },
    {
        "name": "translate_text",
        "parameters": {
            "type": "object",
            "properties": {"text": {"type": "string"}, "from_lang": {"type": "string"}, "to_lang": {"type": "string"}},
            "required": ["text", "from_lang", "to_lang"],
        },
    },
    {
        "name": "office_designer.design",
        "parameters": {
            "type": "object",
            "properties": {
                "rooms": {"type": "integer"},
                "meeting_room": {"type": "string", "enum": ["small", "medium", "large"]},
            },
            "required": ["rooms", "meeting_room"],
        },
    },
    {
        "name": "house_designer.design",
        "parameters": {
            "type": "object",
            "properties": {
                "bedrooms": {"type": "integer"},
                "bathrooms": {"type": "integer"},
                "garden": {"type": "boolean"},
            },
            "required": ["bedrooms", "bathrooms"],
        },
    },
    {
        "name": "detail_project",
        "parameters": {
            "type": "object",
            "required": ["project_name"],
            "properties": {
                "project_name": {
                    "type": "string",
                    "enum": ["e-commerce-website", "car-rental", "turing-machine", "invoice-website"],
                },
                "include_status": {"type": "boolean"},
                "start_date": {"type": "string"},
            },
        },
    },
    {
        "name": "detail_experience_and_education",
        "parameters": {
            "type": "object",
            "required": ["experience_or_education_type"],
            "properties": {
                "experience_or_education_type": {
                    "type": "string",
                    "enum": [
                        "Internship at Universitas Sebelas Maret (UNS)",
                        "Freelance at Pingfest",
                        "Education at Universitas Sebelas Maret (UNS)",
                    ],
                },
                "experience_or_education_name": {"type": "string"},
            },
        },
    },
    {
        "name": "list_projects",
        "parameters": {
            "type": "object",
            "required": ["user_id"],
            "properties": {
                "user_id": {"type": "string"},
                "include_completed": {"type": "boolean"},
                "sort_order": {"type": "string", "enum": ["asc", "desc"]},
            },
        },
    },
    {
        "name": "experiences_and_education",
        "parameters": {
            "type": "object",
            "required": ["person_id"],
            "properties": {
                "person_id": {"type": "string"},
                "include_experiences": {"type": "boolean"},
                "include_education": {"type": "boolean"},
                "years_experience": {"type": "integer"},
            },
        },
    },
    {
        "name": "contact",
        "parameters": {
            "type": "object",
            "required": ["person_name"],
            "properties": {
                "person_name": {"type": "string"},
                "phone_number": {"type": "string"},
                "email_address": {"type": "string"},
            },
        },
    },
    {
        "name": "get_tech_stack",
        "parameters": {
            "type": "object",
            "required": ["employee_id"],
            "properties": {
                "employee_id": {"type": "string"},
                "include_tools": {"type": "boolean"},
                "as_of_date": {"type": "string"},
            },
        },
    },
    {
        "name": "help.display",
        "parameters": {
            "type": "object",
            "required": ["command"],
            "properties": {"command": {"type": "string"}, "verbose": {"type": "boolean"}},
        },
    },
    {
        "name": "log_food",
        "parameters": {
            "type": "object",
            "required": ["food_name", "portion_amount"],
            "properties": {
                "food_name": {"type": "string"},
                "portion_amount": {"type": "number"},
                "portion_unit": {"type": "string"},
                "meal_type": {"type": "string", "enum": ["breakfast", "lunch", "dinner", "snack"]},
                "meal_name": {"type": "string"},
                "log_date": {"type": "string"},
            },
        },
    },
    {
        "name": "interior_design_analysis.generate_report",
        "parameters": {
            "type": "object",
            "required": ["user_preferences", "data_source"],
            "properties": {
                "user_preferences": {"type": "string"},
                "data_source": {"type": "string"},
                "output_format": {"type": "string", "enum": ["PDF", "HTML", "DOCX"]},
                "include_visuals": {"type": "boolean"},
                "environmental_impact_focus": {"type": "boolean"},
            },
        },
    },
    {
        "name": "get_current_weather",
        "parameters": {
            "type": "object",
            "required": ["location"],
            "properties": {
                "location": {"type": "string"},
                "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
            },
        },
    },
    {
        "name": "calculate_triangle_area",
        "parameters": {
            "type": "object",
            "properties": {"base": {"type": "integer"}, "height": {"type": "integer"}, "unit": {"type": "string"}},
            "required": ["base", "height"],
        },
    },
    {
        "name": "send_email",
        "parameters": {
            "type": "object",
            "required": ["to_address", "subject"],
            "properties": {
                "to_address": {"type": "string"},
                "subject": {"type": "string"},
                "body": {"type": "string"},
                "cc_address": {"type": "string"},
                "bcc_address": {"type": "string"},
                "attachments": {"type": "array", "items": {"type": "string"}},
            },
        },
    },
    {
        "name": "solve_quadratic_equation",
        "parameters": {
            "type": "object",
            "properties": {"a": {"type": "number"}, "b": {"type": "number"}, "c": {"type": "number"}},
            "required": ["a", "b", "c"],
        },
    },
    {
        "name": "draw_circle",
        "parameters": {
            "type": "object",
            "properties": {"radius": {"type": "number"}, "unit": {"type": "string"}},
            "required": ["radius", "unit"],
        },
    },
    {
        "name": "find_critical_points",
        "parameters": {
            "type": "object",
            "properties": {
                "function": {"type": "string"},
                "variable": {"type": "string"},
                "range": {"type": "array", "items": {"type": "number"}},
            },
            "required": ["function", "variable"],
        },
    },
    {
        "name": "set_alarm",
        "parameters": {
            "type": "object",
            "required": ["alarm_time"],
            "properties": {"alarm_time": {"type": "string"}, "purpose": {"type": "string"}},
        },
    },
    {
        "name": "set_countdown",
        "parameters": {
            "type": "object",
            "required": ["duration"],
            "properties": {
                "duration": {"type": "string"},
                "purpose": {
                    "type": "string",
                    "enum": ["meeting", "break time", "workout", "meditation", "general reminder"],
                },
            },
        },
    },
    {
        "name": "play_song",
        "parameters": {
            "type": "object",
            "required": ["query"],
            "properties": {
                "query": {"type": "string"},
                "volume": {"type": "integer"},
                "shuffle": {"type": "boolean"},
                "repeat": {"type": "string", "enum": ["none", "one", "all"]},
            },
        },
    },
    {
        "name": "create_website_alert_config",
        "parameters": {
            "type": "object",
            "required": [
                "name",
                "description",
                "severity",
                "websiteId",
                "tagFilterExpression",
                "granularity",
                "rule",
                "threshold",
                "timeThreshold",
            ],
            "properties": {
                "name": {"type": "string"},
                "description": {"type": "string"},
                "severity": {"type": "integer"},
                "triggering": {"type": "boolean"},
                "websiteId": {"type": "string"},
                "tagFilterExpression": {"type": "string"},
                "granularity": {"type": "integer"},
                "rule": {"type": "string"},
                "threshold": {"type": "number"},
                "timeThreshold": {"type": "integer"},
                "alertChannelIds": {"type": "array", "items": {"type": "string"}},
            },
        },
    },
    {
        "name": "create_infra_alert_config",
        "parameters": {
            "type": "object",
            "required": ["name", "threshold", "enabled"],
            "properties": {
                "name": {"type": "string"},
                "threshold": {"type": "number"},
                "enabled": {"type": "boolean"},
                "alert_type": {"type": "string", "enum": ["cpu", "memory", "disk", "network"]},
                "duration": {"type": "integer"},
            },
        },
    },
    {
        "name": "find_infra_alert_config_versions",
        "parameters": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}}},
    },
    {
        "name": "aws.lexv2_models.list_exports",
        "parameters": {
            "type": "object",
            "required": ["botId", "botVersion"],
            "properties": {
                "botId": {"type": "string"},
                "botVersion": {"type": "string"},
                "sortBy": {"type": "string", "enum": ["ASC", "DESC"]},
                "filterName": {"type": "string"},
                "filterOperator": {"type": "string", "enum": ["EQ", "CO"]},
                "filterValue": {"type": "string"},
                "maxResults": {"type": "integer"},
                "nextToken": {"type": "string"},
                "localeId": {"type": "string"},
            },
        },
    },
]

SOURCES_HA: dict[str, str] = {}
CASES_HA: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_HA[id] = source
    CASES_HA.append(Case(id, text, list(calls), **kw))


real('https://github.com/vgangal101/gorilla_bfcl/blob/76239ea2f302826beab131b2b9c478162014cfd3/berkeley-function-call-leaderboard/results/Qwen_Qwen3-4B-Instruct-2507/non_live/BFCL_v4_parallel_multiple_result.json (entry "parallel_multiple_0", its "result" field: Qwen/Qwen3-4B-Instruct-2507 in BFCL prompt mode)', 'qwen3-4b-pm0-bracketed-dotted-names',
     '[math_toolkit.sum_of_multiples(lower_limit=1, upper_limit=1000, multiples=[3, 5]), math_toolkit.product_of_primes(count=5)]',
     ('math_toolkit.sum_of_multiples', {'lower_limit': 1, 'upper_limit': 1000, 'multiples': [3, 5]}), ('math_toolkit.product_of_primes', {'count': 5}), )  # fmt: skip
real('https://github.com/vgangal101/gorilla_bfcl/blob/76239ea2f302826beab131b2b9c478162014cfd3/berkeley-function-call-leaderboard/results/Qwen_Qwen3-4B-Instruct-2507/non_live/BFCL_v4_parallel_multiple_result.json (entry "parallel_multiple_26", its "result" field: Qwen/Qwen3-4B-Instruct-2507 in BFCL prompt mode)', 'qwen3-4b-pm26-calls-without-brackets',
     "bank.get_transaction_history(account='00125648', days=7), bank.calculate_balance(account='00125648', transactions=[], starting_balance=0.0)",
     ('bank.get_transaction_history', {'account': '00125648', 'days': 7}), ('bank.calculate_balance', {'account': '00125648', 'transactions': [], 'starting_balance': 0.0}), )  # fmt: skip
real('https://github.com/vgangal101/gorilla_bfcl/blob/76239ea2f302826beab131b2b9c478162014cfd3/berkeley-function-call-leaderboard/results/Qwen_Qwen3-4B-Instruct-2507/non_live/BFCL_v4_parallel_multiple_result.json (entry "parallel_multiple_34", its "result" field: Qwen/Qwen3-4B-Instruct-2507 in BFCL prompt mode)', 'qwen3-4b-pm34-single-quoted-four-calls',
     "[translate_text(text='Hello World', from_lang='en', to_lang='es'), translate_text(text='Goodbye', from_lang='fr', to_lang='en'), get_current_time(location='Los Angeles'), get_current_time(location='London')]",
     ('translate_text', {'text': 'Hello World', 'from_lang': 'en', 'to_lang': 'es'}), ('translate_text', {'text': 'Goodbye', 'from_lang': 'fr', 'to_lang': 'en'}), ('get_current_time', {'location': 'Los Angeles'}), ('get_current_time', {'location': 'London'}), )  # fmt: skip
real('https://github.com/vgangal101/gorilla_bfcl/blob/76239ea2f302826beab131b2b9c478162014cfd3/berkeley-function-call-leaderboard/results/Qwen_Qwen3-4B-Instruct-2507/non_live/BFCL_v4_parallel_multiple_result.json (entry "parallel_multiple_44", its "result" field: Qwen/Qwen3-4B-Instruct-2507 in BFCL prompt mode)', 'qwen3-4b-pm44-python-true',
     '[house_designer.design(bedrooms=3, bathrooms=2, garden=True), office_designer.design(rooms=5, meeting_room="large")]',
     ('house_designer.design', {'bedrooms': 3, 'bathrooms': 2, 'garden': True}), ('office_designer.design', {'rooms': 5, 'meeting_room': 'large'}), )  # fmt: skip
real('https://github.com/vgangal101/gorilla_bfcl/blob/76239ea2f302826beab131b2b9c478162014cfd3/berkeley-function-call-leaderboard/results/Qwen_Qwen3-4B-Instruct-2507/live/BFCL_v4_live_multiple_result.json (entry "live_multiple_213-91-7", its "result" field: Qwen/Qwen3-4B-Instruct-2507 in BFCL prompt mode)', 'qwen3-4b-lm213-two-bracketed-lists',
     '[detail_experience_and_education(experience_or_education_type="Internship at Universitas Sebelas Maret (UNS)")]\n\n[experiences_and_education(person_id="Adriel", include_experiences=True, include_education=False)]',
     ('detail_experience_and_education', {'experience_or_education_type': 'Internship at Universitas Sebelas Maret (UNS)'}), ('experiences_and_education', {'person_id': 'Adriel', 'include_experiences': True, 'include_education': False}), )  # fmt: skip
real('https://github.com/vgangal101/gorilla_bfcl/blob/76239ea2f302826beab131b2b9c478162014cfd3/berkeley-function-call-leaderboard/results/Qwen_Qwen3-4B-Instruct-2507/live/BFCL_v4_live_parallel_result.json (entry "live_parallel_12-8-0", its "result" field: Qwen/Qwen3-4B-Instruct-2507 in BFCL prompt mode)', 'qwen3-4b-lp12-one-call-a-line-comma-ended',
     'log_food(food_name="iced coffee", portion_amount=12, portion_unit="ounces", meal_name="breakfast"),\nlog_food(food_name="banana", portion_amount=1, portion_unit="pieces", meal_name="breakfast"),\nlog_food(food_name="asparagus", portion_amount=4, portion_unit="ounces", meal_name="breakfast"),\nlog_food(food_name="eggs", portion_amount=2, portion_unit="pieces", meal_name="breakfast"),\nlog_food(food_name="gluten free bread", portion_amount=1, portion_unit="pieces", meal_name="breakfast"),\nlog_food(food_name="quesadilla", portion_amount=1, portion_unit="pieces", meal_name="lunch")',
     ('log_food', {'food_name': 'iced coffee', 'portion_amount': 12, 'portion_unit': 'ounces', 'meal_name': 'breakfast'}), ('log_food', {'food_name': 'banana', 'portion_amount': 1, 'portion_unit': 'pieces', 'meal_name': 'breakfast'}), ('log_food', {'food_name': 'asparagus', 'portion_amount': 4, 'portion_unit': 'ounces', 'meal_name': 'breakfast'}), ('log_food', {'food_name': 'eggs', 'portion_amount': 2, 'portion_unit': 'pieces', 'meal_name': 'breakfast'}), ('log_food', {'food_name': 'gluten free bread', 'portion_amount': 1, 'portion_unit': 'pieces', 'meal_name': 'breakfast'}), ('log_food', {'food_name': 'quesadilla', 'portion_amount': 1, 'portion_unit': 'pieces', 'meal_name': 'lunch'}), )  # fmt: skip
real('https://github.com/vgangal101/gorilla_bfcl/blob/76239ea2f302826beab131b2b9c478162014cfd3/berkeley-function-call-leaderboard/results/Qwen_Qwen3-4B-Instruct-2507/live/BFCL_v4_live_parallel_result.json (entry "live_parallel_11-7-0", its "result" field: Qwen/Qwen3-4B-Instruct-2507 in BFCL prompt mode)', 'qwen3-4b-lp11-bare-calls-one-line',
     'log_food(food_name="frozen mango", portion_amount=8, portion_unit="piece", meal_type="snack"), log_food(food_name="chai tea", portion_amount=1, portion_unit="cup", meal_type="snack"), log_food(food_name="pepperoni pizza", portion_amount=2, portion_unit="slice", meal_type="lunch"), log_food(food_name="coffee", portion_amount=1, portion_unit="cup", meal_type="lunch")',
     ('log_food', {'food_name': 'frozen mango', 'portion_amount': 8, 'portion_unit': 'piece', 'meal_type': 'snack'}), ('log_food', {'food_name': 'chai tea', 'portion_amount': 1, 'portion_unit': 'cup', 'meal_type': 'snack'}), ('log_food', {'food_name': 'pepperoni pizza', 'portion_amount': 2, 'portion_unit': 'slice', 'meal_type': 'lunch'}), ('log_food', {'food_name': 'coffee', 'portion_amount': 1, 'portion_unit': 'cup', 'meal_type': 'lunch'}), )  # fmt: skip
real('https://github.com/vgangal101/gorilla_bfcl/blob/76239ea2f302826beab131b2b9c478162014cfd3/berkeley-function-call-leaderboard/results/Qwen_Qwen3-4B-Instruct-2507/live/BFCL_v4_live_simple_result.json (entry "live_simple_89-50-0", its "result" field: Qwen/Qwen3-4B-Instruct-2507 in BFCL prompt mode)', 'qwen3-4b-ls89-dict-literal-in-string',
     'interior_design_analysis.generate_report(user_preferences="{\'style\': \'modern\', \'color_scheme\': \'warm\', \'budget\': \'mid-range\'}", data_source="internal_database", output_format="DOCX", include_visuals=True)',
     ('interior_design_analysis.generate_report', {'user_preferences': "{'style': 'modern', 'color_scheme': 'warm', 'budget': 'mid-range'}", 'data_source': 'internal_database', 'output_format': 'DOCX', 'include_visuals': True}), )  # fmt: skip
real('https://github.com/vgangal101/gorilla_bfcl/blob/76239ea2f302826beab131b2b9c478162014cfd3/berkeley-function-call-leaderboard/results/Qwen_Qwen3-4B-Instruct-2507/live/BFCL_v4_live_simple_result.json (entry "live_simple_13-3-9", its "result" field: Qwen/Qwen3-4B-Instruct-2507 in BFCL prompt mode)', 'qwen3-4b-ls13-bare-call-cjk-string',
     'get_current_weather(location="上海, 中国", unit="celsius")',
     ('get_current_weather', {'location': '上海, 中国', 'unit': 'celsius'}), )  # fmt: skip
real('https://github.com/vgangal101/gorilla_bfcl/blob/76239ea2f302826beab131b2b9c478162014cfd3/berkeley-function-call-leaderboard/results/Qwen_Qwen3-4B-Instruct-2507/non_live/BFCL_v4_simple_python_result.json (entry "simple_python_0", its "result" field: Qwen/Qwen3-4B-Instruct-2507 in BFCL prompt mode)', 'qwen3-4b-sp0-bare-call',
     'calculate_triangle_area(base=10, height=5)',
     ('calculate_triangle_area', {'base': 10, 'height': 5}), )  # fmt: skip
real('https://github.com/vgangal101/gorilla_bfcl/blob/76239ea2f302826beab131b2b9c478162014cfd3/berkeley-function-call-leaderboard/results/Qwen_Qwen3-8B/live/BFCL_v4_live_simple_result.json (entry "live_simple_78-39-0", its "result" field: Qwen/Qwen3-8B in BFCL prompt mode)', 'qwen3-8b-ls78-function-marker-prefix',
     '<<function>>[send_email(to_address="andy@gorilla.ai", subject="Sales Forecast Request", body="where is the latest sales forecast spreadsheet?")]',
     ('send_email', {'to_address': 'andy@gorilla.ai', 'subject': 'Sales Forecast Request', 'body': 'where is the latest sales forecast spreadsheet?'}), )  # fmt: skip
real('https://github.com/vgangal101/gorilla_bfcl/blob/76239ea2f302826beab131b2b9c478162014cfd3/berkeley-function-call-leaderboard/results/Qwen_Qwen3-8B/non_live/BFCL_v4_parallel_multiple_result.json (entry "parallel_multiple_0", its "result" field: Qwen/Qwen3-8B in BFCL prompt mode)', 'qwen3-8b-pm0-bracketed',
     '[math_toolkit.sum_of_multiples(lower_limit=1, upper_limit=1000, multiples=[3, 5]), math_toolkit.product_of_primes(count=5)]',
     ('math_toolkit.sum_of_multiples', {'lower_limit': 1, 'upper_limit': 1000, 'multiples': [3, 5]}), ('math_toolkit.product_of_primes', {'count': 5}), )  # fmt: skip
real('https://github.com/vgangal101/gorilla_bfcl/blob/76239ea2f302826beab131b2b9c478162014cfd3/berkeley-function-call-leaderboard/results/Qwen_Qwen3-8B/non_live/BFCL_v4_irrelevance_result.json (entry "irrelevance_5", its "result" field: Qwen/Qwen3-8B in BFCL prompt mode)', 'neg-qwen3-8b-irr5-prose-then-empty-list',
     'The question asks for the perimeter of a rectangle, which can be calculated directly using the formula $2 \\times (\\text{length} + \\text{width})$. However, none of the provided functions (which are designed to solve quadratic equations) are applicable here. Additionally, the required parameters for the available function (coefficients $a$, $b$, and $c$) are not provided in the question. \n\n[]',
     )  # fmt: skip
real('https://github.com/vgangal101/gorilla_bfcl/blob/76239ea2f302826beab131b2b9c478162014cfd3/berkeley-function-call-leaderboard/results/Qwen_Qwen3-8B/non_live/BFCL_v4_irrelevance_result.json (entry "irrelevance_7", its "result" field: Qwen/Qwen3-8B in BFCL prompt mode)', 'neg-qwen3-8b-irr7-backticked-tool-name',
     'The question asks for the area under a curve, which involves calculating a definite integral. However, the provided functions only include `draw_circle`, which is unrelated to mathematical integration. No applicable function is available to solve this problem.',
     )  # fmt: skip
real('https://github.com/vgangal101/gorilla_bfcl/blob/76239ea2f302826beab131b2b9c478162014cfd3/berkeley-function-call-leaderboard/results/Qwen_Qwen3-8B/non_live/BFCL_v4_irrelevance_result.json (entry "irrelevance_3", its "result" field: Qwen/Qwen3-8B in BFCL prompt mode)', 'neg-qwen3-8b-irr3-tool-name-in-parens',
     'The question asks for the slope of a line perpendicular to y = 3x + 2. The slope of the given line is 3, so the perpendicular slope is -1/3. However, none of the provided functions (find_critical_points) are applicable to this algebraic calculation.',
     )  # fmt: skip
real('https://github.com/vgangal101/gorilla_bfcl/blob/76239ea2f302826beab131b2b9c478162014cfd3/berkeley-function-call-leaderboard/results/Qwen_Qwen3-4B-Instruct-2507/live/BFCL_v4_live_multiple_result.json (entry "live_multiple_948-198-0", its "result" field: Qwen/Qwen3-4B-Instruct-2507 in BFCL prompt mode)', 'neg-qwen3-4b-lm948-no-function-fits',
     'None of the provided functions can be used to send a text message to Raj at 11 PM. The functions available are for setting alarms, countdown timers, and playing songs, none of which relate to sending text messages.',
     )  # fmt: skip
real('https://github.com/vgangal101/gorilla_bfcl/blob/76239ea2f302826beab131b2b9c478162014cfd3/berkeley-function-call-leaderboard/results/Qwen_Qwen3-8B/live/BFCL_v4_live_multiple_result.json (entry "live_multiple_1024-253-0", its "result" field: Qwen/Qwen3-8B in BFCL prompt mode)', 'neg-qwen3-8b-lm1024-missing-id',
     'The function `find_infra_alert_config_versions` requires the `id` parameter to retrieve versions of an infrastructure alert configuration. However, the question does not provide the specific `id` associated with "delta". Without the `id`, it is not possible to proceed.',
     )  # fmt: skip
# (after measuring: no call and no error, as the gatherer expected; renamed neg- since a cut- case names its error,
# and its content given: the unclosed <think> is reasoning, taken out)
real('https://github.com/vgangal101/gorilla_bfcl/blob/76239ea2f302826beab131b2b9c478162014cfd3/berkeley-function-call-leaderboard/results/Qwen_Qwen3-8B/live/BFCL_v4_live_simple_result.json (entry "live_simple_31-8-1", its "result" field: Qwen/Qwen3-8B in BFCL prompt mode; cut after its first 40 lines of 172 (the reply is a <think> block of 18173 characters that never closes))', "neg-qwen3-8b-ls31-think-never-closed-quotes-call",
     '<think>\nOkay, let\'s see. The user wants to retrieve the list of exports for their bot with ID \'B12345\' and version \'v1\'. They also want the results sorted in descending order by the last updated date.\n\nFirst, I need to check the available functions. The relevant one here is aws.lexv2_models.list_exports. Let me look at its parameters. The required parameters are botId and botVersion, which the user provided. The sortBy parameter can be used to sort by \'LastUpdatedDateTime\' and the user specified descending order. The enum for sortBy includes ASC and DESC, so I should set sortBy to \'DESC\'. \n\nWait, the description says sortBy determines the field to sort by, and the enum is for the order. Wait, looking back: the sortBy parameter\'s description says it\'s the field to sort, but the enum is ASC and DESC. Wait, maybe there\'s a mistake here. Wait, the parameters for sortBy have an enum of ASC and DESC, but the description says "Determines the field to sort the list of exports by. Can be sorted by \'LastUpdatedDateTime\' in ascending or descending order." Wait, that seems conflicting. Oh, maybe the actual parameter is a combination of the field and the direction. But according to the schema, sortBy is a string with enum ASC and DESC. That might be an error in the function\'s documentation. But given the parameters as defined, the user wants to sort by last updated date in descending order. \n\nWait, perhaps the sortBy parameter is actually supposed to be the field, and there\'s another parameter for the direction. But according to the given function definition, the sortBy parameter has an enum of ASC and DESC. That seems incorrect. But since I have to work with the given parameters, maybe the user intended that sortBy is the field, and there\'s another parameter for order. However, in the provided function parameters, the sortBy has an enum of ASC and DESC. That\'s confusing. \n\nWait, looking again: the parameters for the function include \'sortBy\' with description "Determines the field to sort the list of exports by. Can be sorted by \'LastUpdatedDateTime\' in ascending or descending order." But the enum is ASC and DESC. That seems like a mistake. Maybe the actual parameter should be a combination of the field and the direction, but the function\'s parameters are incorrectly defined. However, given that the user wants to sort by LastUpdatedDateTime in descending order, perhaps the correct approach is to set sortBy to \'LastUpdatedDateTime\' and then another parameter for the order. But according to the function\'s parameters, there\'s no separate order parameter. \n\nWait, maybe the function\'s parameters are misdocumented. Let me check again. The parameters for the function include \'sortBy\' with enum ASC and DESC. That suggests that the sortBy parameter is actually the sort direction, not the field. But the description says it\'s the field. This is conflicting. \n\nBut given the function\'s parameters as provided, the user wants to sort by LastUpdatedDateTime in descending order. However, the function\'s sortBy parameter only allows ASC or DESC. So perhaps the actual intended use is that the sortBy parameter is the field, and the direction is specified elsewhere. But according to the function\'s parameters, there\'s no direction parameter. \n\nThis is a problem. But since the user is asking for sorting by last updated date in descending order, and the function\'s parameters have a sortBy parameter with enum ASC and DESC, maybe the function expects that the sortBy is the field, and the direction is specified via another parameter. However, the function\'s parameters don\'t have such a parameter. \n\nAlternatively, perhaps the function\'s sortBy parameter is a combination of the field and the direction. For example, \'LastUpdatedDateTime:DESC\'. But the enum only allows ASC and DESC, which doesn\'t make sense. \n\nThis seems like a possible error in the function\'s definition. However, given that the user is asking for sorting by LastUpdatedDateTime in descending order, and the function\'s parameters have a \'sortBy\' parameter that can take \'LastUpdatedDateTime\' as a value, but the enum only allows ASC and DESC, which is conflicting. \n\nWait, looking back, the parameters for \'sortBy\' have a description that says "Determines the field to sort the list of exports by. Can be sorted by \'LastUpdatedDateTime\' in ascending or descending order." So the \'sortBy\' parameter is actually the field, and the direction is specified by another parameter. But the function\'s parameters don\'t include a direction parameter. This is confusing. \n\nAlternatively, perhaps the \'sortBy\' parameter is the field, and the \'sortOrder\' parameter is the direction. But in the given parameters, there\'s no \'sortOrder\' parameter. The \'sortBy\' parameter has an enum of ASC and DESC. That\'s conflicting. \n\nGiven this confusion, but the user\'s request, I need to proceed. The user wants to sort by LastUpdatedDateTime in descending order. Since the function\'s parameters have a \'sortBy\' parameter that can be set to \'LastUpdatedDateTime\', but the enum is ASC and DESC, perhaps the actual correct way is to set \'sortBy\' to \'LastUpdatedDateTime\' and the \'sortOrder\' parameter to \'DESC\'. But since the function\'s parameters don\'t include \'sortOrder\', maybe the \'sortBy\' parameter is supposed to include both the field and the direction. \n\nAlternatively, maybe the \'sortBy\' parameter is supposed to be the field, and the \'sortOrder\' is a separate parameter. But since the function\'s parameters don\'t have that, perhaps the function\'s documentation is incorrect. \n\nIn this case, given the ambiguity, but the user\'s explicit request, I\'ll proceed with the assumption that the \'sortBy\' parameter is the field, and the direction is specified by another parameter. However, since the function\'s parameters don\'t include a direction parameter, perhaps the \'sortBy\' parameter is actually the field, and the \'sortOrder\' is a separate parameter. But given that the function\'s parameters as provided don\'t have that, perhaps the user\'s request can\'t be fully satisfied. \n\nWait, looking again at the function\'s parameters: the \'sortBy\' parameter\'s description says "Determines the field to sort the list of exports by. Can be sorted by \'LastUpdatedDateTime\' in ascending or descending order." So the \'sortBy\' parameter is the field, and the direction is specified by the \'sortOrder\' parameter. However, the function\'s parameters don\'t include a \'sortOrder\' parameter. \n\nThis is conflicting. Given that, perhaps the function\'s parameters are misdefined, and the \'sortBy\' parameter is actually the field, and the direction is specified by the \'sortOrder\' parameter. But since that\'s not present, perhaps the user\'s request can\'t be fulfilled. \n\nAlternatively, maybe the \'sortBy\' parameter is a string that includes both the field and the direction, like \'LastUpdatedDateTime:DESC\'. But the enum only allows ASC and DESC, which doesn\'t align. \n\nThis is a problem. However, given the user\'s explicit request to sort by LastUpdatedDateTime in descending order, and the function\'s parameters requiring \'botId\' and \'botVersion\', which are provided, I\'ll proceed to call the function with the given parameters, setting \'sortBy\' to \'LastUpdatedDateTime\' and the \'sortOrder\' to \'DESC\' if possible. But since the function\'s parameters don\'t include \'sortOrder\', perhaps the \'sortBy\' parameter is supposed to be the field, and the direction is specified via another parameter. \n\nAlternatively, perhaps the \'sortBy\' parameter is the field, and the \'sortOrder\' is a separate parameter. Since the function\'s parameters don\'t have that, maybe the user\'s request can\'t be fully met. But given that the user is asking for it, I\'ll proceed to use the \'sortBy\' parameter as the field, and set the \'sortOrder\' to \'DESC\' even if it\'s not present. ',
     content='')  # fmt: skip
# (after measuring: as above, an unclosed <think> taken out as reasoning; renamed neg-)
real('https://github.com/vgangal101/gorilla_bfcl/blob/76239ea2f302826beab131b2b9c478162014cfd3/berkeley-function-call-leaderboard/results/Qwen_Qwen3-8B/non_live/BFCL_v4_parallel_multiple_result.json (entry "parallel_multiple_26", its "result" field: Qwen/Qwen3-8B in BFCL prompt mode; cut after its first 12 lines of 6 (the reply is a <think> block of 21989 characters that never closes))', "neg-qwen3-8b-pm26-think-loop-never-closed",
     '<think>\nOkay, the user wants the transaction history for their account \'00125648\' over the past 7 days and also the total balance. Let me check the available functions.\n\nFirst, there\'s the bank.get_transaction_history function. It requires the account number and days. The user provided both, so I can call that. The parameters are account=\'00125648\' and days=7.\n\nNext, to calculate the balance, there\'s bank.calculate_balance. This function needs the account number, transactions, and optionally starting_balance. The transactions parameter is an array of dictionaries with amount and type. But the user hasn\'t provided the transactions directly; they need to be retrieved first. Wait, the user wants the balance calculated, which likely depends on the transaction history. So maybe after getting the transaction history, I can use those transactions to calculate the balance. However, the functions are separate. The calculate_balance function might require the transactions as input. But in the current setup, the user hasn\'t provided the transactions, so I need to get them first. But the functions are separate, so perhaps the calculate_balance function can fetch the transactions internally? Wait, no. The parameters for calculate_balance include transactions as an array. So the user would need to pass the transactions. But since the user hasn\'t provided them, maybe the functions are designed to work together. Wait, the user is asking to calculate the balance, which would require the transactions. But the functions are separate. So perhaps the correct approach is to first get the transaction history using get_transaction_history, then use those transactions as input to calculate_balance. However, the user hasn\'t provided the transactions data, so the assistant would need to first call get_transaction_history to obtain the transactions, then pass them to calculate_balance. But in the current setup, the assistant can only make function calls. So the user\'s request requires two steps: first get the transactions, then calculate the balance using those transactions. But the user\'s question is to get the transaction history and calculate the balance. So the assistant needs to call both functions. However, the calculate_balance function requires the transactions as a parameter. Since the user hasn\'t provided them, the assistant can\'t directly call calculate_balance without the transactions. Therefore, the correct approach is to first call get_transaction_history to retrieve the transactions, then use those transactions in calculate_balance. But since the assistant can\'t store data between function calls, maybe the user expects both functions to be called, even if the parameters for calculate_balance are incomplete. Wait, looking at the parameters for calculate_balance, the transactions parameter has a default of an empty array. So if the user doesn\'t provide transactions, it uses an empty array. But that would not give the correct balance. So perhaps the user expects that the transactions are obtained via get_transaction_history and then passed to calculate_balance. However, the assistant can\'t chain the calls here. So maybe the correct answer is to call get_transaction_history first and then calculate_balance with the transactions obtained from the first call. But since the assistant can\'t store the transactions between calls, maybe the user is supposed to make both calls, but the calculate_balance would need the transactions. However, the user\'s question is to get the transaction history and calculate the balance. So the assistant should call both functions. But the calculate_balance function requires the transactions, which are obtained from get_transaction_history. Therefore, the assistant should first call get_transaction_history to get the transactions, then use those transactions in calculate_balance. However, the assistant can\'t do that in one step. So the user\'s question might require two function calls. But the user\'s question is in one turn. So the assistant needs to call both functions. However, the parameters for calculate_balance include transactions, which would need to be provided. Since the user hasn\'t provided them, maybe the assistant can\'t call calculate_balance without them. Therefore, the correct answer is to call get_transaction_history and then calculate_balance with the transactions from the first call. But since the assistant can\'t store data between function calls, maybe the user is supposed to make both calls, even if the parameters for calculate_balance are not fully provided. Wait, looking at the parameters for calculate_balance, the transactions parameter has a default of an empty array. So if the user doesn\'t provide transactions, it uses an empty array. But that\'s not helpful. Therefore, the assistant should call get_transaction_history first, then use the transactions from that call to calculate the balance. However, the assistant can\'t store the transactions between calls. So the user\'s question might require two function calls, but the assistant can only make one call per turn. Wait, the user\'s question is in one turn, and the assistant can make multiple function calls in the same response. So the assistant can call both functions. But for calculate_balance, the transactions parameter is required? No, the required parameters for calculate_balance are only "account". The transactions parameter has a default of empty array. So the assistant can call calculate_balance with just the account, but that would use an empty array, leading to a balance of starting_balance. But the user wants the balance calculated based on the transactions. Therefore, the correct approach is to first call get_transaction_history to get the transactions, then call calculate_balance with those transactions. However, since the assistant can\'t store the transactions between function calls, the user might need to provide the transactions. But the user hasn\'t provided them. Therefore, the assistant should call get_transaction_history and then call calculate_balance with the transactions obtained from the first call. But since the assistant can\'t store the transactions, maybe the answer is to call both functions, even though the parameters for calculate_balance are not fully provided. Wait, the user\'s question is to get the transaction history and calculate the balance. So the assistant needs to call both functions. The first function call is get_transaction_history with account \'00125648\' and days 7. The second function call is calculate_balance with account \'00125648\' and transactions obtained from the first call. But since the assistant can\'t pass the transactions from the first call to the second, perhaps the user is supposed to make both calls, but the calculate_balance call would need the transactions as a parameter. Therefore, the correct answer is to call get_transaction_history first, then calculate_balance with the transactions. But since the assistant can\'t do that in one turn, maybe the answer is to call both functions, but the calculate_balance would need the transactions. However, the user hasn\'t provided the transactions, so the assistant can\'t proceed. Therefore, the correct answer is to call get_transaction_history and then call calculate_balance with the transactions from the first call. But the assistant can\'t do that in one step. So the user\'s question requires two function calls, but the assistant can only make one call per turn. Wait, the user\'s question is in one turn, and the assistant can make multiple function calls in the same response. So the assistant should call both functions. However, the calculate_balance function requires the transactions, which are not provided. Therefore, the assistant should call get_transaction_history first, then calculate_balance with the transactions. But the assistant can\'t do that in one response. Therefore, the correct answer is to call get_transaction_history and then calculate_balance, but the parameters for calculate_balance would need to include the transactions. However, since the transactions are not provided, the assistant can\'t call calculate_balance. Therefore, the answer is to call get_transaction_history and then call calculate_balance with the transactions. But the assistant can\'t do that in one step. Therefore, the correct answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t store the transactions, so the user would need to provide them. Therefore, the assistant should call get_transaction_history first, and then the user would need to provide the transactions to calculate the balance. But the user hasn\'t provided them. Therefore, the correct answer is to call get_transaction_history and then calculate_balance with the transactions. But since the assistant can\'t do that, the answer is to call get_transaction_history and then calculate_balance with the transactions. However, the assistant can\'t proceed without the transactions. So the user\'s question requires two function calls, but the assistant can\'t make them in one turn. Therefore, the answer is to call get_transaction_history first, and then calculate_balance with the transactions. But the assistant can\'t do that. So the correct answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the correct answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call both functions. But the parameters for calculate_balance are not fully provided. So the assistant should call get_transaction_history and then calculate_balance with the transactions. But since the assistant can\'t store the transactions, the answer is to call get_transaction_history and then calculate_balance with the transactions. However, the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the correct answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. So the assistant should call get_transaction_history first, and then the user would need to provide the transactions. But the user hasn\'t provided them. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. So the correct answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. So the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. So the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. So the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that. Therefore, the answer is to call get_transaction_history and then calculate_balance with the transactions. But the assistant can\'t do that',
     content='')  # fmt: skip
