# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set dt (issue 42): raw prompt-mode generations stored in an evaluation harness's repository, gathered without reading the parser.

Families: BFCL's pythonic `[name(key=value, ...)]` lists as the "AYA Pipeline" submission committed them to
ShishirPatil/gorilla (berkeley-function-call-leaderboard/result/AYA Pipeline/*.jsonl; each line is a JSON list
holding the model's raw reply as one string, or a bare JSON string): single calls with dotted names, Python
`True`/`None`, non-ASCII values (Portuguese, Chinese), `\\'` and `\\n` escapes inside single-quoted values, a
double-quoted value holding an apostrophe, a nested dict argument, a Python tuple argument, a parameter named
`_from`, three-level dotted names, parallel lists of two to four calls. Negatives: the submission's refusal strings
("No relevant function available.", "No function call needed.") and the refusal wrapped in the list's brackets.

Tools: the functions BFCL offered for each entry, declared with the parameters the entries use and JSON types read
from the values (the helper had no time to copy BFCL's full schemas; nothing is marked required). Python string
escapes inside a quoted value are taken as Python reads them, as BFCL's AST decoder does; JSON escapes of the
JSONL line are undone once.

Sources: ShishirPatil/gorilla "AYA Pipeline" result files at a018f4c (live_simple, relevance, multi_turn_base) and
ce92ea6 (parallel_multiple). Cited by line content since the lines carry no id.

Not found (in the helper's 20 minutes): the other uncited BFCL result folder (glyphh-ada-1.1) stores decoded FC-mode
calls, not raw text; no time was left to look at tau-bench, ToolBench, API-Bank, NESTFUL, ComplexFuncBench,
When2Call, ToolACE or Hammer stored generations (corpora aq and t say xLAM/Hammer/ToolACE keep no predictions).
Multi-turn lines were skipped: their calls name functions the harness did not offer. No cut-off or error case.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools BFCL offered for the entries below (parameters as the entries use them)
TOOLS_DT: list[dict[str, Any]] = [
    tool_schema("github_star", (), repos="string", aligned="boolean"),
    tool_schema("uber.ride", (), loc="string", type="string", time="integer"),
    tool_schema("get_current_weather", (), location="string", unit="string"),
    tool_schema("uber.eat.order", (), restaurant="string", items="array", quantities="array"),
    tool_schema("answer.string", (), answer="string"),
    tool_schema("ThinQ_Connect", (), body="object"),
    tool_schema("circle.calculate_area", (), radius="integer"),
    tool_schema("circle.calculate_circumference", (), diameter="integer"),
    tool_schema("weather.get_by_city_date", (), city="string", date="string"),
    tool_schema("weather.get_by_coordinates_date", (), coordinates="array", date="string"),
    tool_schema("weather.get_forecast_by_coordinates", (), coordinates="array", days_ahead="integer"),
    tool_schema(
        "realestate.find_properties", (), location="string", propertyType="string", bedrooms="integer", budget="object"
    ),
    tool_schema(
        "property_valuation.get", (), location="string", propertyType="string", bedrooms="integer", age="integer"
    ),
    tool_schema("linear_regression_fit", (), x="string", y="string", return_residuals="boolean"),
    tool_schema("sports_data.basketball.most_points_single_game", (), league="string"),
    tool_schema("sports_data.basketball.most_points_single_season", (), league="string"),
    tool_schema("sports_data.basketball.most_points_career", (), league="string"),
    tool_schema("restaurant.search", (), location="string", cuisine="string", rating="number"),
    tool_schema("flight.search", (), _from="string", to="string", type="string"),
    tool_schema("HNA_NEWS.search", (), keyword="string"),
    tool_schema("requests.get", (), url="string", params="object"),
    tool_schema("user_authentication.login", (), username="string", password="string", remember_me="boolean"),
]

SOURCES_DT: dict[str, str] = {}
CASES_DT: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_DT[id] = source
    CASES_DT.append(Case(id, text, list(calls), **kw))


_AYA = "https://github.com/ShishirPatil/gorilla/blob/{commit}/berkeley-function-call-leaderboard/result/AYA%20Pipeline/{file} (the line {line}: its string, JSON escapes undone once)"
LS = "a018f4cfc926e6b5124fcfb29d94a87ae28ffa7a"
PM = "ce92ea60a56582a6cc4ee0ab4b4fcdf38eb6b69d"


def simple(line: str) -> str:
    return _AYA.format(commit=LS, file="aya-pipeline_result_live_simple.jsonl", line=line)


def pm(line: str) -> str:
    return _AYA.format(commit=PM, file="aya-pipeline_result_parallel_multiple.jsonl", line=line)


def rel(line: str) -> str:
    return _AYA.format(commit=LS, file="AYA%20Pipeline_result_relevance.jsonl", line=line)


# ---- live_simple: one call each -------------------------------------------------------------------
real(simple("1 (github_star)"), "aya-github-star-true",
     "[github_star(repos='ShishirPatil/gorilla,gorilla-llm/gorilla-cli', aligned=True)]",
     ("github_star", {"repos": "ShishirPatil/gorilla,gorilla-llm/gorilla-cli", "aligned": True}))  # fmt: skip
real(simple("2 (uber.ride, 221B Baker Street)"), "aya-dotted-uber-ride",
     "[uber.ride(loc='221B Baker Street, Berkeley, CA, USA', type='plus', time=600)]",
     ("uber.ride", {"loc": "221B Baker Street, Berkeley, CA, USA", "type": "plus", "time": 600}))  # fmt: skip
real(simple("5 (get_current_weather, Divinópolis)"), "aya-weather-accented-location",
     "[get_current_weather(location='Divinópolis, MG', unit='fahrenheit')]",
     ("get_current_weather", {"location": "Divinópolis, MG", "unit": "fahrenheit"}))  # fmt: skip
real(simple("holding uber.eat.order with the Chinese restaurant 肯德基"), "aya-uber-eat-chinese-lists",
     "[uber.eat.order(restaurant='肯德基', items=['麦辣鸡腿堡', '可口可乐', '油炸鸡翅', '薯条'], quantities=[10, 50, 30, 90])]",
     ("uber.eat.order", {"restaurant": "肯德基", "items": ["麦辣鸡腿堡", "可口可乐", "油炸鸡翅", "薯条"], "quantities": [10, 50, 30, 90]}))  # fmt: skip
real(simple("holding answer.string with 'Sure, here is the answer'; the value's \\n escapes are newlines as Python reads them"), "aya-answer-string-newline-escapes",
     "[answer.string(answer='Sure, here is the answer to the question:\\n\\n**Logistic regression is not present in the text, therefore I cannot answer this question.**')]",
     ("answer.string", {"answer": "Sure, here is the answer to the question:\n\n**Logistic regression is not present in the text, therefore I cannot answer this question.**"}))  # fmt: skip
real(simple("holding ThinQ_Connect with AIR_CLEAN"), "aya-thinq-nested-dict-true",
     "[ThinQ_Connect(body={'airConJobMode': 'AIR_CLEAN', 'windStrength': 'HIGH', 'monitoringEnabled': True})]",
     ("ThinQ_Connect", {"body": {"airConJobMode": "AIR_CLEAN", "windStrength": "HIGH", "monitoringEnabled": True}}))  # fmt: skip
real(simple("holding uber.eat.order with McDonald\\'s; the model wrote `restaurants` where the offered parameter is `restaurant`, kept as written"), "aya-escaped-apostrophe-in-value",
     "[uber.eat.order(restaurants='McDonald\\'s', items=['Big Mac', 'McFlurry'], quantities=[2, 1])]",
     ("uber.eat.order", {"restaurants": "McDonald's", "items": ["Big Mac", "McFlurry"], "quantities": [2, 1]}))  # fmt: skip

# ---- parallel_multiple: several calls in one list ---------------------------------------------------
real(pm("1 (circle)"), "aya-pm-two-dotted-calls",
     "[circle.calculate_area(radius=5), circle.calculate_circumference(diameter=10)]",
     ("circle.calculate_area", {"radius": 5}), ("circle.calculate_circumference", {"diameter": 10}))  # fmt: skip
real(pm("holding weather.get_by_city_date; coordinates written as Python tuples, read as arrays"), "aya-pm-tuple-coordinates",
     "[weather.get_by_city_date(city='New York City', date='2020-12-25'), weather.get_by_city_date(city='New York City', date='2021-01-01'), weather.get_by_coordinates_date(coordinates=(40.7128, -74.0060), date='2021-01-15'), weather.get_forecast_by_coordinates(coordinates=(40.7128, -74.0060), days_ahead=10)]",
     ("weather.get_by_city_date", {"city": "New York City", "date": "2020-12-25"}),
     ("weather.get_by_city_date", {"city": "New York City", "date": "2021-01-01"}),
     ("weather.get_by_coordinates_date", {"coordinates": [40.7128, -74.006], "date": "2021-01-15"}),
     ("weather.get_forecast_by_coordinates", {"coordinates": [40.7128, -74.006], "days_ahead": 10}))  # fmt: skip
real(pm("holding realestate.find_properties"), "aya-pm-dict-budget-three-calls",
     "[realestate.find_properties(location='San Francisco, CA', propertyType='condo', bedrooms=2, budget={'min': 500000.0, 'max': 800000.0}), property_valuation.get(location='Los Angeles, CA', propertyType='villa', bedrooms=3, age=5), property_valuation.get(location='New York, NY', propertyType='apartment', bedrooms=1, age=10)]",
     ("realestate.find_properties", {"location": "San Francisco, CA", "propertyType": "condo", "bedrooms": 2, "budget": {"min": 500000.0, "max": 800000.0}}),
     ("property_valuation.get", {"location": "Los Angeles, CA", "propertyType": "villa", "bedrooms": 3, "age": 5}),
     ("property_valuation.get", {"location": "New York, NY", "propertyType": "apartment", "bedrooms": 1, "age": 10}))  # fmt: skip
real(pm("holding linear_regression_fit; the \\' escapes are quotes as Python reads them"), "aya-pm-escaped-quotes-in-value",
     "[linear_regression_fit(x='data[\\'sales\\']', y='data[\\'future_sales\\']', return_residuals=True)]",
     ("linear_regression_fit", {"x": "data['sales']", "y": "data['future_sales']", "return_residuals": True}))  # fmt: skip
real(pm("holding sports_data.basketball"), "aya-pm-three-level-dotted-names",
     "[sports_data.basketball.most_points_single_game(league='NBA'), sports_data.basketball.most_points_single_season(league='NBA'), sports_data.basketball.most_points_career(league='NBA')]",
     ("sports_data.basketball.most_points_single_game", {"league": "NBA"}),
     ("sports_data.basketball.most_points_single_season", {"league": "NBA"}),
     ("sports_data.basketball.most_points_career", {"league": "NBA"}))  # fmt: skip
real(pm("holding restaurant.search and flight.search"), "aya-pm-underscore-from-param",
     "[restaurant.search(location='New York, NY', cuisine='Chinese'), restaurant.search(location='Los Angeles, CA', cuisine='Italian', rating=4.0), flight.search(_from='New York', to='Los Angeles', type='round-trip')]",
     ("restaurant.search", {"location": "New York, NY", "cuisine": "Chinese"}),
     ("restaurant.search", {"location": "Los Angeles, CA", "cuisine": "Italian", "rating": 4.0}),
     ("flight.search", {"_from": "New York", "to": "Los Angeles", "type": "round-trip"}))  # fmt: skip

# ---- relevance file: calls and refusals -------------------------------------------------------------
real(rel("holding HNA_NEWS.search"), "aya-double-quoted-value-with-apostrophe",
     "[HNA_NEWS.search(keyword=\"son's latest goal\")]",
     ("HNA_NEWS.search", {"keyword": "son's latest goal"}))  # fmt: skip
real(rel("holding requests.get with the lat/lon/format params"), "aya-requests-get-params-dict",
     "[requests.get(url='https://api.example.com/address', params={'lat': 37.4224764, 'lon': -122.0842499, 'format': 'json'})]",
     ("requests.get", {"url": "https://api.example.com/address", "params": {"lat": 37.4224764, "lon": -122.0842499, "format": "json"}}))  # fmt: skip
real(rel("holding get_current_weather for Boston and San Francisco"), "aya-two-weather-calls",
     "[get_current_weather(location='Boston'), get_current_weather(location='San Francisco')]",
     ("get_current_weather", {"location": "Boston"}), ("get_current_weather", {"location": "San Francisco"}))  # fmt: skip
real(rel("holding user_authentication.login; Python None read as null"), "aya-none-argument",
     "[user_authentication.login(username='JohnDoe!', password=None, remember_me=True)]",
     ("user_authentication.login", {"username": "JohnDoe!", "remember_me": True}))  # fmt: skip  # gathered with password None; a null for an optional parameter that may not be null means it was not given (toolset.check, `timeout=None`): the lead moved this expectation to that rule after measuring
real(rel("1"), "neg-aya-no-relevant-function",
     "No relevant function available.")  # fmt: skip
real(rel("holding the bare JSON string, not a list"), "neg-aya-no-function-call-needed",
     "No function call needed.")  # fmt: skip
real(_AYA.format(commit=LS, file="aya-pipeline_result_multi_turn_base.jsonl", line="holding '[No relevant function available.]'"), "neg-aya-bracketed-refusal",
     "[No relevant function available.]")  # fmt: skip
