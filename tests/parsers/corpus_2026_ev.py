# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set ev (issue 42): raw prompt-mode replies of small open models (Qwen2.5 1.5B/3B/7B, Llama 3.2 3B, Llama 3.1 8B) stored as BFCL result files in a fork, gathered without reading the parser.

Families: BFCL's pythonic `[name(key=value, ...)]` call lists as small models really write them: plain lists,
lists in a ```python fence, bare calls with no brackets (one, comma-separated, newline-separated, CRLF-separated
inside a fence), a list whose calls are split by a newline with the comma missing, one bracketed list per line
(with and without blank lines between), a multi-line list with a Python tuple argument, calls after a bold
`**Corrected Function Call**:` / `**Function Calling Response**:` label or a `##` heading, a call in backticks, calls
wrapped in `**bold**` one per line, a list followed by a full stop, JSON-spelled `false`/`true` in a pythonic call,
a double-quoted SQL value holding single quotes, dotted names. Negatives: prose saying no function fits, a request
for more details, an empty list `[]`, and a reply that echoes its correction prompt (the `[func_name(param1=value1,
...)]` format line and the function list). Cut: two lists of calls stopped by the token limit inside a call. Error:
a call whose last quoted value is never closed.

Source: gianmarcoalessio/AAFV, a fork of ShishirPatil/gorilla that committed BFCL v3 result files
(berkeley-function-call-leaderboard/result/<model>/BFCL_v3_<category>_result.json, JSONL, one `result` string per
line: the model's raw text; JSON escapes undone once). The fork runs BFCL prompt mode with a validator-feedback
loop of its own, which is why some replies carry `**Corrected Function Call**:` labels or echo the correction
prompt; the `Qwen_Qwen2.5-7B-Instruct-leaderboard` run is plain BFCL and stops at a token limit.

Tools: the functions BFCL's data files (berkeley-function-call-leaderboard/data/BFCL_v3_<category>.json in the same
fork) offered for each entry used, with BFCL's `float` as number, `dict` as object, `tuple` as array and the Java
category's `any`/`String` as string; required lists as BFCL gives them.

Not found (in the helper's 30 minutes): no time was left to look for stored tau-bench traces, ToolBench/API-Bank
outputs, Hammer/xLAM/watt-tool/ToolACE generations, or Hermes-format (`<tool_call>`) eval logs of small models; the
other result folders of this fork hold the same pythonic family. Replies whose calls name functions the entry did
not offer, and replies that invent a dialog (`**Question**: ... **Function Calling Response**: ... **Validation
Feedback**: ...`), were skipped as ambiguous.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the functions BFCL offered for the entries below (data/BFCL_v3_<category>.json, by entry id)
TOOLS_EV: list[dict[str, Any]] = [
    tool_schema("spotify.play", ("artist", "duration"), artist="string", duration="integer"),  # parallel_0
    tool_schema(
        "FireBirdUtils.getViewSourceWithHeader",
        ("monitor", "view", "source"),
        monitor="string",
        view="string",
        source="string",
    ),  # java_2
    tool_schema(
        "triangle_properties.get",
        ("side1", "side2", "side3"),
        side1="integer",
        side2="integer",
        side3="integer",
        get_area="boolean",
        get_perimeter="boolean",
        get_angles="boolean",
    ),  # multiple_0
    tool_schema(
        "circle_properties.get", ("radius",), radius="number", get_area="boolean", get_circumference="boolean"
    ),  # multiple_0
    tool_schema("religion.get_core_beliefs", ("religion",), religion="string"),  # multiple_73
    tool_schema("religion.get_origin", ("religion",), religion="string"),  # multiple_73
    tool_schema(
        "sport_analysis.last_game_performance", ("team", "details"), team="string", details="array"
    ),  # parallel_multiple_50
    tool_schema(
        "sport_analysis.compare_ppg", ("team", "seasons"), team="string", seasons="array"
    ),  # parallel_multiple_50
    tool_schema(
        "currency_conversion",
        ("amount", "from_currency", "to_currency"),
        amount="number",
        from_currency="string",
        to_currency="string",
    ),  # parallel_multiple_98
    tool_schema(
        "unit_conversion", ("value", "from_unit", "to_unit"), value="number", from_unit="string", to_unit="string"
    ),  # parallel_multiple_98
    tool_schema(
        "weather.get_forecast_by_coordinates", ("coordinates",), coordinates="array", days_ahead="integer"
    ),  # parallel_multiple_63
    tool_schema(
        "weather.get_by_coordinates_date", ("coordinates", "date"), coordinates="array", date="string"
    ),  # parallel_multiple_63
    tool_schema("weather.get_by_city_date", ("city", "date"), city="string", date="string"),  # parallel_multiple_63
    tool_schema(
        "get_sculpture_details", ("museum_location", "sculpture_id"), museum_location="string", sculpture_id="integer"
    ),  # parallel_multiple_43
    tool_schema(
        "get_artwork_price",
        ("museum_location", "sculpture_material", "sculpture_size"),
        museum_location="string",
        sculpture_material="string",
        sculpture_size="array",
    ),  # parallel_multiple_43
    tool_schema("calculate_area", ("base", "height"), base="integer", height="integer", unit="string"),  # parallel_68
    tool_schema(
        "library.search_book",
        ("book_name", "city"),
        book_name="string",
        city="string",
        availability="boolean",
        genre="string",
    ),  # parallel_multiple_88
    tool_schema(
        "library.reserve_book", ("book_id", "branch_id"), book_id="string", branch_id="string", return_date="string"
    ),  # parallel_multiple_88
    tool_schema("get_stock_price", ("company_names",), company_names="array"),  # multiple_190
    tool_schema(
        "currency_converter",
        ("base_currency", "target_currency", "amount"),
        base_currency="string",
        target_currency="string",
        amount="number",
    ),  # multiple_190
    tool_schema(
        "book_hotel",
        ("hotel_name", "location", "room_type", "start_date", "nights"),
        hotel_name="string",
        location="string",
        room_type="string",
        start_date="string",
        nights="integer",
    ),  # multiple_190
    tool_schema(
        "concert.find_details", ("artist", "month"), artist="string", month="string", year="integer"
    ),  # simple_290
    tool_schema(
        "electromagnetic_force",
        ("charge1", "charge2", "distance"),
        charge1="integer",
        charge2="integer",
        distance="integer",
        medium_permittivity="number",
    ),  # parallel_96
    tool_schema(
        "property_records.get",
        ("address", "parcel_number", "county"),
        address="string",
        parcel_number="string",
        county="string",
        include_owner="boolean",
    ),  # simple_163
    tool_schema(
        "probability_of_event",
        ("success_outcomes", "total_outcomes"),
        success_outcomes="integer",
        total_outcomes="integer",
        format_as_ratio="boolean",
    ),  # parallel_162
    tool_schema(
        "employee.fetch_data",
        ("company_name", "employee_id"),
        company_name="string",
        employee_id="integer",
        data_field="array",
    ),  # simple_90
    tool_schema(
        "stats.t_test", ("array_1", "array_2", "alpha"), array_1="array", array_2="array", alpha="number"
    ),  # simple_118
    tool_schema(
        "get_stock_info",
        ("company_name", "detail_level"),
        company_name="string",
        detail_level="string",
        market="string",
    ),  # simple_212
    tool_schema("sports_ranking", ("team", "league"), team="string", league="string", season="integer"),  # multiple_144
    tool_schema("air_quality", ("location", "date"), location="string", date="string"),  # multiple_144
    tool_schema(
        "metropolitan_museum.get_top_artworks", ("number",), number="integer", sort_by="string"
    ),  # parallel_multiple_185
    tool_schema(
        "lawsuit_search",
        ("company", "start_date", "location"),
        company="string",
        start_date="string",
        location="string",
        status="string",
    ),  # parallel_multiple_185
    tool_schema(
        "math.triangle_area_heron", ("side1", "side2", "side3"), side1="integer", side2="integer", side3="integer"
    ),  # multiple_1
    tool_schema("math.circle_area", ("radius",), radius="number"),  # multiple_1
    tool_schema("math.triangle_area_base_height", ("base", "height"), base="number", height="number"),  # multiple_1
    tool_schema(
        "mathematics.calculate_area_under_curve", ("polynomial", "limits"), polynomial="array", limits="array"
    ),  # simple_103
    tool_schema(
        "population_projections", ("country", "years"), country="string", years="integer", growth_rate="number"
    ),  # parallel_124
    tool_schema(
        "grocery_delivery.order", ("location", "items"), location="string", items="array", max_delivery_cost="number"
    ),  # parallel_multiple_89
    tool_schema(
        "ride_hailing.get_rides", ("source", "destination"), source="string", destination="string", max_cost="number"
    ),  # parallel_multiple_89
    tool_schema(
        "translate",
        ("text", "source_language", "target_language"),
        text="string",
        source_language="string",
        target_language="string",
    ),  # multiple_67
    tool_schema("sentiment_analysis", ("text",), text="string"),  # multiple_67
    tool_schema("word_count", ("text",), text="string"),  # multiple_67
]

SOURCES_EV: dict[str, str] = {}
CASES_EV: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_EV[id] = source
    CASES_EV.append(Case(id, text, list(calls), **kw))


_AAFV = "https://github.com/gianmarcoalessio/AAFV/blob/61a9e77f2dd81a977845fb77abaed45e82399e09/berkeley-function-call-leaderboard/result/{model}/BFCL_v3_{cat}_result.json (the JSONL line with id {id}: its `result` field, {model}'s raw reply, JSON escapes undone once{extra})"


def src(model: str, cat: str, id: str, extra: str = "") -> str:
    return _AAFV.format(model=model, cat=cat, id=id, extra=extra)


# ---- Qwen2.5-1.5B-Instruct ----
real(src("Qwen_Qwen2.5-1.5B-Instruct", "parallel", "parallel_0"), "qwen25-1p5b-pythonic-list-two-calls",
     "[spotify.play(artist=\"Taylor Swift\", duration=20), spotify.play(artist=\"Maroon 5\", duration=15)]",
     ("spotify.play", {"artist": "Taylor Swift", "duration": 20}), ("spotify.play", {"artist": "Maroon 5", "duration": 15}))  # fmt: skip
real(src("Qwen_Qwen2.5-1.5B-Instruct", "java", "java_2", "; BFCL Java category, its `any`/`String` parameters declared as string"), "qwen25-1p5b-python-fence-sql-with-single-quotes",
     "```python\n[FireBirdUtils.getViewSourceWithHeader(view=\"EmployeeView\", source=\"SELECT * FROM Employee WHERE status = 'active'\", monitor=\"dbMonitor\")]\n```",
     ("FireBirdUtils.getViewSourceWithHeader", {"view": "EmployeeView", "source": "SELECT * FROM Employee WHERE status = 'active'", "monitor": "dbMonitor"}))  # fmt: skip
real(src("Qwen_Qwen2.5-1.5B-Instruct", "multiple", "multiple_0"), "qwen25-1p5b-python-fence-bare-call-no-brackets",
     "```python\ntriangle_properties.get(side1=5, side2=4, side3=3, get_area=True, get_perimeter=True, get_angles=False)\n```",
     ("triangle_properties.get", {"side1": 5, "side2": 4, "side3": 3, "get_area": True, "get_perimeter": True, "get_angles": False}))  # fmt: skip
real(src("Qwen_Qwen2.5-1.5B-Instruct", "multiple", "multiple_73"), "qwen25-1p5b-bold-label-then-list",
     "**Corrected Function Call**:\n[religion.get_core_beliefs(religion=\"Buddhism\"), religion.get_origin(religion=\"Buddhism\")]",
     ("religion.get_core_beliefs", {"religion": "Buddhism"}), ("religion.get_origin", {"religion": "Buddhism"}))  # fmt: skip
real(src("Qwen_Qwen2.5-1.5B-Instruct", "parallel_multiple", "parallel_multiple_50"), "qwen25-1p5b-python-fence-crlf-separated-calls",
     "```python\nsport_analysis.last_game_performance(team=\"L.A Lakers\", details=[\"field goal %\", \"free throw %\"])\r\nsport_analysis.compare_ppg(team=\"L.A Lakers\", seasons=[\"2018-2019\", \"2019-2020\"])\r\n```",
     ("sport_analysis.last_game_performance", {"team": "L.A Lakers", "details": ["field goal %", "free throw %"]}), ("sport_analysis.compare_ppg", {"team": "L.A Lakers", "seasons": ["2018-2019", "2019-2020"]}))  # fmt: skip
real(src("Qwen_Qwen2.5-1.5B-Instruct", "parallel_multiple", "parallel_multiple_98"), "qwen25-1p5b-list-missing-comma-between-lines",
     "[unit_conversion(value=5000.0, from_unit='yen', to_unit='usd')\nunit_conversion(value=15.0, from_unit='km', to_unit='mi')]",
     ("unit_conversion", {"value": 5000.0, "from_unit": "yen", "to_unit": "usd"}), ("unit_conversion", {"value": 15.0, "from_unit": "km", "to_unit": "mi"}))  # fmt: skip
real(src("Qwen_Qwen2.5-1.5B-Instruct", "parallel_multiple", "parallel_multiple_63", "; coordinates is BFCL `tuple`, written as a Python tuple"), "qwen25-1p5b-multiline-list-python-tuple-arg",
     "[weather.get_by_city_date(city=\"New York\", date=\"2020-12-25\"), \nweather.get_by_city_date(city=\"New York\", date=\"2021-01-01\"),\nweather.get_forecast_by_coordinates(coordinates=(40.7128, -74.0060), days_ahead=10)]",
     ("weather.get_by_city_date", {"city": "New York", "date": "2020-12-25"}), ("weather.get_by_city_date", {"city": "New York", "date": "2021-01-01"}), ("weather.get_forecast_by_coordinates", {"coordinates": [40.7128, -74.006], "days_ahead": 10}))  # fmt: skip
real(src("Qwen_Qwen2.5-1.5B-Instruct", "parallel_multiple", "parallel_multiple_43"), "qwen25-1p5b-one-bracketed-list-per-line",
     "[get_artwork_price(museum_location=\"Philadelphia Museum of Art\", sculpture_material=\"marble\", sculpture_size=[4, 4])]\n[get_artwork_price(museum_location=\"New York Museum\", sculpture_material=\"bronze\", sculpture_size=[6, 3])]",
     ("get_artwork_price", {"museum_location": "Philadelphia Museum of Art", "sculpture_material": "marble", "sculpture_size": [4, 4]}), ("get_artwork_price", {"museum_location": "New York Museum", "sculpture_material": "bronze", "sculpture_size": [6, 3]}))  # fmt: skip
real(src("Qwen_Qwen2.5-1.5B-Instruct", "multiple", "multiple_144"), "neg-qwen25-1p5b-no-function-fits-prose",
     "None of the provided functions can be used to fetch the Air Quality Index for a specific location like London on a specific date (2022/08/16). To get the latest information, you would need to consult a reliable source such as the UK's Environment Agency or similar services that offer current air quality data.")  # fmt: skip
# ---- Qwen2.5-3B-Instruct ----
real(src("Qwen_Qwen2.5-3B-Instruct", "parallel", "parallel_68"), "qwen25-3b-bare-comma-separated-calls",
     "calculate_area(base=12, height=15, unit=\"m\"), calculate_area(base=18, height=24, unit=\"m\")",
     ("calculate_area", {"base": 12, "height": 15, "unit": "m"}), ("calculate_area", {"base": 18, "height": 24, "unit": "m"}))  # fmt: skip
real(src("Qwen_Qwen2.5-3B-Instruct", "parallel_multiple", "parallel_multiple_88"), "qwen25-3b-bare-newline-separated-calls",
     "library.search_book(book_name=\"To Kill a Mockingbird\", city=\"New York\", availability=True, genre=\"Fiction\")\nlibrary.reserve_book(book_id=\"123ABC\", branch_id=\"XYZ789\", return_date=\"2022-12-31\")",
     ("library.search_book", {"book_name": "To Kill a Mockingbird", "city": "New York", "availability": True, "genre": "Fiction"}), ("library.reserve_book", {"book_id": "123ABC", "branch_id": "XYZ789", "return_date": "2022-12-31"}))  # fmt: skip
real(src("Qwen_Qwen2.5-3B-Instruct", "multiple", "multiple_190"), "qwen25-3b-bare-call-single-quoted",
     "book_hotel(hotel_name='Hilton Hotel', location='Chicago', room_type='single', start_date='10th December 2022', nights=2)",
     ("book_hotel", {"hotel_name": "Hilton Hotel", "location": "Chicago", "room_type": "single", "start_date": "10th December 2022", "nights": 2}))  # fmt: skip
real(src("Qwen_Qwen2.5-3B-Instruct", "parallel_multiple", "parallel_multiple_185"), "neg-qwen25-3b-asks-for-more-details",
     "Sure! Please provide more details so I can better assist you. Are you asking about a particular topic or seeking help with a specific task?")  # fmt: skip
# ---- Qwen2.5-7B-Instruct (the -leaderboard run, which stops at a token limit) ----
real(src("Qwen_Qwen2.5-7B-Instruct-leaderboard", "parallel", "parallel_124", "; the reply stops inside the fifth call"), "qwen25-7b-list-cut-in-fifth-call",  # gathered as cut- with no call; the lead made it a positive after measuring: the four complete calls before the cut one are calls (the rule of corpora er and bl), the cut one an error
     "[population_projections(country=\"Japan\", years=10, growth_rate=0.01), population_projections(country=\"Japan\", years=20, growth_rate=0.01), population_projections(country=\"India\", years=10, growth_rate=0.01), population_projections(country=\"India\", years=20, growth_rate=0.01), population_projections(country=\"Japan\", years=10, growth_rate=0.01",
     ("population_projections", {"country": "Japan", "years": 10, "growth_rate": 0.01}), ("population_projections", {"country": "Japan", "years": 20, "growth_rate": 0.01}), ("population_projections", {"country": "India", "years": 10, "growth_rate": 0.01}), ("population_projections", {"country": "India", "years": 20, "growth_rate": 0.01}), errors=["cut off"])  # fmt: skip
real(src("Qwen_Qwen2.5-7B-Instruct-leaderboard", "parallel_multiple", "parallel_multiple_89", "; the reply stops inside the fourth call's name"), "qwen25-7b-list-cut-in-a-dotted-name",  # gathered as cut- with no call; the lead made it a positive after measuring and a rule: the three complete calls, then the error
     "[ride_hailing.get_rides(source=\"123 Main Street\", destination=\"456 Park Avenue\", max_cost=30.0), grocery_delivery.order(location=\"789 Broadway\", items=[\"milk\", \"bread\", \"eggs\", \"apples\"], max_delivery_cost=10.0), ride_hailing.get_rides(source=\"456 Park Avenue\", destination=\"321 Elm Street\", max_cost=20.0), ride_hailing.get",
     ("ride_hailing.get_rides", {"source": "123 Main Street", "destination": "456 Park Avenue", "max_cost": 30.0}), ("grocery_delivery.order", {"location": "789 Broadway", "items": ["milk", "bread", "eggs", "apples"], "max_delivery_cost": 10.0}), ("ride_hailing.get_rides", {"source": "456 Park Avenue", "destination": "321 Elm Street", "max_cost": 20.0}), errors=["cut off"])  # fmt: skip
real(src("Qwen_Qwen2.5-7B-Instruct-leaderboard", "multiple", "multiple_67", "; the last value's closing quote is missing"), "err-qwen25-7b-unterminated-quoted-value",
     "translate(text='Hello, how are you?', source_language='English', target_language='French)", errors=["translate"])  # fmt: skip  # gathered with no error given; the lead added the one the parser gives
# ---- Llama-3.2-3B-Instruct ----
real(src("meta-llama_Llama-3.2-3B-Instruct", "simple", "simple_290"), "llama32-3b-backticked-bare-call",
     "`concert.find_details(artist='The Weeknd', month='December')`",
     ("concert.find_details", {"artist": "The Weeknd", "month": "December"}))  # fmt: skip
real(src("meta-llama_Llama-3.2-3B-Instruct", "parallel", "parallel_96"), "llama32-3b-bold-wrapped-call-per-line",
     "**electromagnetic_force(charge1=5, charge2=10, distance=2, medium_permittivity=8.854e-12)**\n**electromagnetic_force(charge1=5, charge2=10, distance=2, medium_permittivity=5e-12)**",
     ("electromagnetic_force", {"charge1": 5, "charge2": 10, "distance": 2, "medium_permittivity": 8.854e-12}), ("electromagnetic_force", {"charge1": 5, "charge2": 10, "distance": 2, "medium_permittivity": 5e-12}))  # fmt: skip
real(src("meta-llama_Llama-3.2-3B-Instruct", "simple", "simple_163"), "llama32-3b-bold-label-then-list",
     "**Function Calling Response**: [property_records.get(address='123 Main St', parcel_number='123456789', county='Santa Clara', include_owner=True)]",
     ("property_records.get", {"address": "123 Main St", "parcel_number": "123456789", "county": "Santa Clara", "include_owner": True}))  # fmt: skip
real(src("meta-llama_Llama-3.2-3B-Instruct", "parallel", "parallel_162", "; `false`/`true` written in JSON spelling"), "llama32-3b-lists-apart-lowercase-booleans",
     "[probability_of_event(success_outcomes=2, total_outcomes=48, format_as_ratio=false)]\n\n[probability_of_event(success_outcomes=8, total_outcomes=24, format_as_ratio=false)]\n\n[probability_of_event(success_outcomes=11, total_outcomes=12, format_as_ratio=true)]",
     ("probability_of_event", {"success_outcomes": 2, "total_outcomes": 48, "format_as_ratio": False}), ("probability_of_event", {"success_outcomes": 8, "total_outcomes": 24, "format_as_ratio": False}), ("probability_of_event", {"success_outcomes": 11, "total_outcomes": 12, "format_as_ratio": True}))  # fmt: skip
real(src("meta-llama_Llama-3.2-3B-Instruct", "multiple", "multiple_1"), "neg-llama32-3b-empty-list",
     "[]")  # fmt: skip
# ---- Llama-3.1-8B-Instruct ----
real(src("meta-llama_Llama-3.1-8B-Instruct", "simple", "simple_90"), "llama31-8b-list-then-full-stop",
     "[employee.fetch_data(company_name=\"ABC Ltd.\", employee_id=345, data_field=[\"Personal Info\", \"Job History\"])].",
     ("employee.fetch_data", {"company_name": "ABC Ltd.", "employee_id": 345, "data_field": ["Personal Info", "Job History"]}))  # fmt: skip
real(src("meta-llama_Llama-3.1-8B-Instruct", "simple", "simple_118"), "llama31-8b-markdown-heading-bare-call",
     "## stats.t_test(array_1=[1, 2, 3, 4, 5], array_2=[6, 7, 8, 9, 10], alpha=0.05)",
     ("stats.t_test", {"array_1": [1, 2, 3, 4, 5], "array_2": [6, 7, 8, 9, 10], "alpha": 0.05}))  # fmt: skip
real(src("meta-llama_Llama-3.1-8B-Instruct", "simple", "simple_212"), "llama31-8b-corrected-call-label-then-list",
     "**Corrected Function Call**: [get_stock_info(company_name='Apple Inc.', detail_level='detailed', market='NASDAQ')]",
     ("get_stock_info", {"company_name": "Apple Inc.", "detail_level": "detailed", "market": "NASDAQ"}))  # fmt: skip
real(src("meta-llama_Llama-3.1-8B-Instruct", "simple", "simple_103", "; the model repeats its correction prompt: the `[func_name(param1=value1, ...)]` format line and the function list"), "neg-llama31-8b-echoes-its-instructions-and-schema",
     "### Output Format:\nYou **MUST** return the corrected function call in the format: [func_name(param1=value1, param2=value2, ...)]\nDO NOT include any additional text in your response.\n\n\n### Key Rules:\n1. **Handle Invalid Parameters**:\n   - If a parameter value does not match the expected type or format, replace or remove it based on the feedback.\n   - When a parameter\u2019s intent can be inferred from the user question (e.g., \"used\" price), integrate it into the appropriate fields or omit invalid fields entirely if not supported by the function schema.\n\n2. **Include Required Fields**:\n   - Ensure all required fields are included in the corrected function call.\n   - Omit unsupported or unnecessary fields.\n\n3. **Preserve User Intent**:\n   - Ensure the corrected function call fulfills the purpose of the original user question, even when making adjustments.\n\n\nHere is a list of functions in JSON format that you can invoke: \\n [{'name': 'mathematics.calculate_area_under_curve', 'description': 'Calculate the area under the curve for a given polynomial function within a specified interval. Note that the provided function is in Python 3 syntax. Note that the provided function is in Python 3 syntax.', 'parameters': {'type': 'dict', 'properties': {'polynomial': {'type': 'array', 'items': {'type': 'float'}, 'description': 'The coefficients of the polynomial, in decreasing order of exponent, where the first element is the coefficient for x^n, the second element is the coefficient for x^(n-1), and so on. The last element is the constant term.'}, 'limits': {'type': 'array', 'items': {'type': 'float'}, 'description': 'A list of two numbers specifying the lower and upper limit for the integration interval.'}}, 'required': ['polynomial', 'limits']}}] \\n")  # fmt: skip
