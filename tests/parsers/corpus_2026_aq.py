# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set aq (issue 42): raw generations of open function-calling fine-tunes stored in an evaluation's repository, gathered without reading the parser.

Families: BFCL v4 result files that leaderboard submitters committed to ShishirPatil/gorilla in their pull requests
(`berkeley-function-call-leaderboard/result/...`, the `result` field of each JSONL line, which BFCL stores as the
model's raw text before its own decoding): AIREV-Agent-0.8B (airev-ai, a Qwen3.5-0.8B fine-tune, prompt mode) and
roshangrewal/gemma4-e4b-toolcall-v02 (a Gemma 4 E4B tool-calling fine-tune, prompt mode). Both write BFCL's pythonic
`[name(key=value, ...)]` lists: with Python tuples, single-quoted dicts, lower-case `true`, dotted names, several
bracketed lists on separate lines, bare unbracketed calls, a trailing `<end_of_turn>`, a sentence of prose before
the list, a JSON list with a `params` key, and a call after the model echoed its Gorilla prompt. Negatives: the
0.8B model's refusals and chat answers ("No function matches ...", "I'm Qwen3.5 ..."), a degenerate prose reply
that runs into a string of zeros, Gemma echoing the function's schema as a JSON list instead of calling it, and two
Gorilla-7B APIBench generations (eval/eval-data/responses, the `text` field) that name an API inside the model's
own `<<<api_call>>>` prose or a Python-dict string, with no tool of this harness.

Tools: the functions BFCL offered for each entry (bfcl_eval/data/BFCL_v4_<category>.json, multi_turn_func_doc/
gorilla_file_system.json and web_search.json at 6ea5797), with BFCL's `float` as number, `dict` as object and
`tuple` as array. Python string escapes inside a call's quoted value (`\\"`, `\\\\`, `\\n`) are taken as Python reads
them, as BFCL's own AST decoder does.

Not found in the helper's 45 minutes: stored raw generations from xLAM, Hammer (other than data/example_eval.jsonl,
which corpus t cites), ToolACE, Arch-Function, TinyAgent or Octopus repositories (their repositories hold training
data, test inputs and code, not predictions); no cut-off call.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters (BFCL's function docs)
TOOLS_AQ: list[dict[str, Any]] = [
    # AIREV-Agent-0.8B entries
    tool_schema(
        "calculate_distance", ("coord1", "coord2", "unit"), coord1="array", coord2="array", unit="string"
    ),  # simple_python_83
    tool_schema(
        "calculate_compounded_interest",
        ("principal", "rate", "time", "n"),
        principal="integer",
        rate="number",
        time="integer",
        n="integer",
    ),  # simple_python_153
    tool_schema("determine_body_mass_index", ("weight", "height"), weight="number", height="number"),  # irrelevance_0
    tool_schema(
        "calculate_park_area", ("radius", "units"), radius="number", units="string", shape="string"
    ),  # irrelevance_104
    tool_schema("inventory_management", ("product_id",), product_id="string", sizes="array"),  # live_multiple_59-22-6
    tool_schema("product_search", ("category",), category="string", color="string", size="string"),
    tool_schema("order_status_check", ("order_id", "product"), order_id="string", product="string"),
    tool_schema("get_product_details", ("product_id",), product_id="string", color="string", size="string"),
    tool_schema("get_current_weather", ("location",), location="string", unit="string"),  # live_irrelevance_21-2-9
    tool_schema(
        "user_authentication.login",
        ("username", "password"),
        username="string",
        password="string",
        remember_me="boolean",
        login_attempts="integer",
    ),  # live_irrelevance_191-32-4
    tool_schema("cat", ("file_name",), file_name="string"),  # multi_turn_base_1 (GorillaFileSystem, two of its tools)
    tool_schema("pwd", ()),
    tool_schema(
        "search_engine_query", ("keywords",), keywords="string", max_results="integer", region="string"
    ),  # web_search_2
    tool_schema("fetch_url_content", ("url",), url="string", mode="string"),
    # gemma4-e4b-toolcall-v02 entries
    tool_schema("ml.predict_house_price", ("location", "size"), location="string", size="integer"),  # parallel_11
    tool_schema(
        "waste_calculation.calculate", ("population", "location"), population="object", location="string"
    ),  # parallel_29
    tool_schema(
        "model.DecisionTreeClassifier",
        ("criterion", "max_depth", "random_state"),
        criterion="string",
        max_depth="integer",
        random_state="integer",
    ),  # parallel_12
    tool_schema(
        "cmd_controller.execute", ("command",), command="string", unit="string"
    ),  # live_simple_153-95-10, live_parallel_15-11-0
    tool_schema("answer.string", ("answer",), answer="string"),  # live_simple_35-12-0
    tool_schema(
        "send_email",
        ("to_address", "subject"),
        to_address="string",
        subject="string",
        body="string",
        cc_address="string",
        bcc_address="string",
        attachments="array",
    ),  # live_simple_78-39-0
    tool_schema(
        "generate_image_tool", ("desc", "file_name"), desc="string", file_name="string"
    ),  # live_multiple_241-107-2
    tool_schema("tts_tool", ("content",), content="string", speaker="string", file_name="string"),
    tool_schema("write_markdown_tool", ("content",), content="string", filename="string"),
    tool_schema("write_html_tool", ("content",), content="string", filename="string"),
    tool_schema("search_web_tool", ("query",), query="string", num_results="integer", source="string"),
    tool_schema("get_url_content", ("url",), url="string", timeout="integer", user_agent="string"),
    tool_schema("version_api.VersionApi.get_version", ()),  # live_multiple_248-112-0
    tool_schema(
        "project_api.ProjectApi.get_project_by_name_and_version", ("name", "version"), name="string", version="string"
    ),
    tool_schema(
        "project_api.ProjectApi.update_project",
        ("project_id", "project_data"),
        project_id="string",
        project_data="object",
    ),
    tool_schema(
        "repository_api.RepositoryApi.update_repository",
        ("repository_id", "update_fields"),
        repository_id="string",
        update_fields="object",
    ),
    tool_schema(
        "create_vulnerability",
        ("name", "severity", "affected_component"),
        name="string",
        severity="string",
        description="string",
        affected_component="string",
        discovered_date="string",
        remediation_status="string",
    ),
    tool_schema("multiply", ("a", "b"), a="integer", b="integer"),  # live_multiple_124-47-0
    tool_schema("add", ("a", "b"), a="integer", b="integer"),
    tool_schema("sub", ("a", "b"), a="integer", b="integer"),
    tool_schema("fahrenheit_to_celsius", ("fahrenheit",), fahrenheit="number"),
    tool_schema("celsius_to_fahrenheit", ("celsius",), celsius="number"),
    tool_schema(
        "duck_duck_go",
        ("query",),
        query="string",
        format="string",
        no_redirect="boolean",
        no_html="boolean",
        skip_disambiguation="boolean",
    ),
]

SOURCES_AQ: dict[str, str] = {}
CASES_AQ: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_AQ[id] = source
    CASES_AQ.append(Case(id, text, list(calls), **kw))


_BFCL = "https://github.com/ShishirPatil/gorilla/blob/{commit}/berkeley-function-call-leaderboard/result/{path} (the JSONL line with id {id}: its `result` field, the model's raw text, JSON escapes undone{extra})"
AIREV = "41bbf803f27b548957b5f0b79d0e95b8987e57da"  # 'Add AIREV-Agent-0.8B v2: Sub-billion parameter model for BFCL V4', a pull request's commit
GEMMA = "c46a818b53da53fcde8150b1da020d62bb633985"  # 'Add BFCL results for roshangrewal/gemma4-e4b-toolcall-v02', a pull request's commit


def airev(cat: str, id: str, extra: str = "") -> str:
    return (
        _BFCL.format(commit=AIREV, path=f"airev-ai/AIREV-Agent-0.8B/BFCL_v4_{cat}_result.json", id=id, extra=extra)
        + ", AIREV-Agent-0.8B"
    )


def gemma(sub: str, cat: str, id: str, extra: str = "") -> str:
    return (
        _BFCL.format(
            commit=GEMMA,
            path=f"roshangrewal_gemma4-e4b-toolcall-v02/{sub}/BFCL_v4_{cat}_result.json",
            id=id,
            extra=extra,
        )
        + ", gemma4-e4b-toolcall-v02"
    )


APIBENCH = "https://github.com/ShishirPatil/gorilla/blob/816f60c0f14f277ccee619d6e88cf1bfe46ce485/eval/eval-data/responses/{path} (line {line}: its `text` field, a Gorilla-7B fine-tune's generation for APIBench, JSON escapes undone once; the backslash-n pairs are in the stored text)"

# --- AIREV-Agent-0.8B (Qwen3.5-0.8B fine-tune) --------------------------------------------------------------------
real(airev("simple_python", "simple_python_83", "; coord1/coord2 are BFCL `tuple` of float, written as Python tuples"), "airev-python-tuples-as-args",
     "[calculate_distance(coord1=(33.4484, -112.0740), coord2=(34.0522, -118.2437), unit=\"miles\")]",
     ("calculate_distance", {"coord1": [33.4484, -112.074], "coord2": [34.0522, -118.2437], "unit": "miles"}))  # fmt: skip
real(airev("simple_python", "simple_python_153", "; the reply degenerates into zeros and stops with no call"), "neg-airev-prose-runs-into-zeros",
     "The user wants to calculate compounded interest. The query specifies principal as '5000', rate as '3% which is 0.03', time as '5 years which is 5000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000")  # fmt: skip
real(airev("irrelevance", "irrelevance_0", "; the offered tool computes body-mass index, the user asked for a triangle's area"), "neg-airev-no-function-matches",
     "No function matches the user's request.")  # fmt: skip
real(airev("irrelevance", "irrelevance_104", "; the refusal sentence and then a call anyway"), "airev-refusal-line-then-call",
     "No function matches the user's request.\n[calculate_park_area(radius=3.0, units=\"units\", shape=\"sphere\")]",
     ("calculate_park_area", {"radius": 3.0, "units": "units", "shape": "sphere"}))  # fmt: skip
real(airev("live_multiple", "live_multiple_59-22-6", "; two bracketed lists, one per line"), "airev-two-bracketed-lists-on-lines",
     "[product_search(category=\"clothing\", size=\"small\", color=\"whit\")]\n[inventory_management(product_id=\"WDN-MAXI\", sizes=[\"S\", \"L\"])]",
     ("product_search", {"category": "clothing", "size": "small", "color": "whit"}),
     ("inventory_management", {"product_id": "WDN-MAXI", "sizes": ["S", "L"]}))  # fmt: skip
real(airev("live_irrelevance", "live_irrelevance_21-2-9", "; the user asked 'Who are you?' with get_current_weather offered"), "neg-airev-chat-answer-who-are-you",
     "Who are you? I'm Qwen3.5, a large language model developed by Tongyi Labs. How can I help you?")  # fmt: skip
real(airev("live_irrelevance", "live_irrelevance_191-32-4", "; a sentence, a blank line, then the call with lower-case true"), "airev-sentence-then-call-lowercase-true",
     "No problem, I'll help you with your login issue.\n\n[user_authentication.login(username=\"user\", password=\"password\", remember_me=true, login_attempts=3)]",
     ("user_authentication.login", {"username": "user", "password": "password", "remember_me": True, "login_attempts": 3}))  # fmt: skip
real(airev("multi_turn_base", "multi_turn_base_1", "; the first turn's first step, result[0]"), "airev-multi-turn-cat-and-empty-pwd",
     "[cat(file_name=\"current directory\"), pwd()]",
     ("cat", {"file_name": "current directory"}), ("pwd", {}))  # fmt: skip
real(airev("web_search", "web_search_2", "; the first step, result[0]"), "airev-web-search-query",
     "[search_engine_query(keywords=\"Nobel Prize Literature 2024 winner alma mater current president\", max_results=5, region=\"en-us\")]",
     ("search_engine_query", {"keywords": "Nobel Prize Literature 2024 winner alma mater current president", "max_results": 5, "region": "en-us"}))  # fmt: skip

# --- roshangrewal/gemma4-e4b-toolcall-v02 ---------------------------------------------------------------------------
real(gemma("non_live", "parallel", "parallel_11", "; the end-of-turn token left after the list"), "gemma4ft-parallel-then-end-of-turn",
     "[ml.predict_house_price(location=\"New York\", size=3000), ml.predict_house_price(location=\"Los Angeles\", size=4000)]<end_of_turn>",
     ("ml.predict_house_price", {"location": "New York", "size": 3000}),
     ("ml.predict_house_price", {"location": "Los Angeles", "size": 4000}))  # fmt: skip
real(gemma("non_live", "parallel", "parallel_29", "; single-quoted Python dicts as arguments"), "gemma4ft-single-quoted-dict-args",
     "[waste_calculation.calculate(population={'adults': 2, 'children': 2, 'singles': 0}, location='Los Angeles'), waste_calculation.calculate(population={'adults': 0, 'children': 0, 'singles': 1}, location='New York')]",
     ("waste_calculation.calculate", {"population": {"adults": 2, "children": 2, "singles": 0}, "location": "Los Angeles"}),
     ("waste_calculation.calculate", {"population": {"adults": 0, "children": 0, "singles": 1}, "location": "New York"}))  # fmt: skip
real(gemma("non_live", "parallel", "parallel_12", "; the model wrote the offered function's schema three times instead of calling it"), "neg-gemma4ft-echoes-function-schema",
     "[\n    {\n        \"name\": \"model.DecisionTreeClassifier\",\n        \"description\": \"Build a Decision Tree Classifier model with provided criteria Note that the provided function is in Python 3 syntax.\",\n        \"parameters\": {\n            \"type\": \"dict\",\n            \"properties\": {\n                \"criterion\": {\n                    \"type\": \"string\",\n                    \"description\": \"The function to measure the quality of a split, either 'gini' for the Gini impurity or 'entropy' for the information gain.\"\n                },\n                \"max_depth\": {\n                    \"type\": \"integer\",\n                \"description\": \"The maximum depth of the tree, specifying how deep the tree can be.\"\n                },\n                \"random_state\": {\n                    \"type\": \"integer\",\n                    \"description\": \"Controls the randomness of the estimator\"\n                }\n            },\n            \"required\": [\n                \"criterion\",\n                \"max_depth\",\n                \"random_state\"\n            ]\n        }\n    }\n]\n[\n    {\n        \"name\": \"model.DecisionTreeClassifier\",\n        \"description\": \"Build a Decision Tree Classifier model with provided criteria Note that the provided function is in Python 3 syntax.\",\n        \"parameters\": {\n            \"type\": \"dict\",\n            \"properties\": {\n                \"criterion\": {\n                    \"type\": \"string\",\n                    \"description\": \"The function to measure the quality of a split, either 'gini' for the Gini impurity or 'entropy' for the information gain.\"\n                },\n                \"max_depth\": {\n                    \"type\": \"integer\",\n                    \"description\": \"The maximum depth of the tree, specifying how deep the tree can be.\"\n                },\n                \"random_state\": {\n                    \"type\": \"integer\",\n                    \"description\": \"Controls the randomness of the estimator\"\n                }\n            },\n            \"required\": [\n                \"criterion\",\n                \"max_depth\",\n                \"random_state\"\n            ]\n        }\n    }\n]\n[\n    {\n        \"name\": \"model.DecisionTreeClassifier\",\n        \"description\": \"Build a Decision Tree Classifier model with provided criteria Note that the provided function is in Python 3 syntax.\",\n        \"parameters\": {\n            \"type\": \"dict\",\n            \"properties\": {\n                \"criterion\": {\n                    \"type\": \"string\",\n                    \"description\": \"The function to measure the quality of a split, either 'gini' for the Gini impurity or 'entropy' for the information gain.\"\n                },\n                \"max_depth\": {\n                    \"type\": \"integer\",\n                    \"description\": \"The maximum depth of the tree, specifying how deep the tree can be.\"\n                },\n                \"random_state\": {\n                    \"type\": \"integer\",\n                    \"description\": \"Controls the randomness of the estimator\"\n                }\n            },\n            \"required\": [\n                \"criterion\",\n                \"max_depth\",\n                \"random_state\"\n            ]\n        }\n    }\n]")  # fmt: skip
real(gemma("live", "live_simple", "live_simple_153-95-10", "; a bare call, escaped quotes and backslashes in the value, then the end-of-turn token"), "gemma4ft-bare-call-escaped-windows-path",
     "cmd_controller.execute(command=\"del \\\"%userprofile%\\\\Desktop\\\\putty.lnk\\\"\")<end_of_turn>",
     ("cmd_controller.execute", {"command": "del \"%userprofile%\\Desktop\\putty.lnk\""}))  # fmt: skip
real(gemma("live", "live_simple", "live_simple_35-12-0", "; a bare call whose string holds \\n escapes and markdown"), "gemma4ft-bare-call-newline-escapes-in-value",
     "answer.string(answer=\"Sure, here is the answer to the question:\\n\\n**Logistic regression is not present in the text, therefore I cannot answer this question.**\")",
     ("answer.string", {"answer": "Sure, here is the answer to the question:\n\n**Logistic regression is not present in the text, therefore I cannot answer this question.**"}))  # fmt: skip
real(gemma("live", "live_simple", "live_simple_78-39-0", "; the model first echoed the Gorilla prompt's <<function>> schema and <<question>>, then '### Response:' and the call"), "gemma4ft-echoed-gorilla-prompt-then-call",
     "<<function>>[[{\"name\": \"send_email\", \"api_name\": \"send_email\", \"description\": \"template to have an email sent.\", \"parameters\": [{\"name\": \"to_address\", \"description\": \"To address for email\"}, {\"name\": \"subject\", \"description\": \"the subject of the email\"}]}]]\n<<question>>Send Andy from Gorilla an email and ask him for the sales forecast spreadsheet.\n### Response:\n[send_email(to_address=\"andy@gorilla.ai\", subject=\"Sales Forecast Request\", body=\"where is the latest sales forecast spreadsheet?\")]",
     ("send_email", {"to_address": "andy@gorilla.ai", "subject": "Sales Forecast Request", "body": "where is the latest sales forecast spreadsheet?"}))  # fmt: skip
real(gemma("live", "live_multiple", "live_multiple_241-107-2", "; a JSON list whose object names the tool and puts its arguments under `params`"), "gemma4ft-json-list-params-key",
     "[\n    {\n        \"name\": \"search_web_tool\",\n        \"params\": {\n            \"query\": \"flight prices from NYC to New Delhi\"\n        }\n    }\n]",
     ("search_web_tool", {"query": "flight prices from NYC to New Delhi"}))  # fmt: skip
real(gemma("live", "live_multiple", "live_multiple_248-112-0", "; a bare dotted call with no arguments, a newline and the end-of-turn token"), "gemma4ft-bare-dotted-no-arg-call",
     "version_api.VersionApi.get_version()\n<end_of_turn>",
     ("version_api.VersionApi.get_version", {}))  # fmt: skip
real(gemma("live", "live_multiple", "live_multiple_124-47-0", "; a single-quoted value holding a question mark, then the end-of-turn token"), "gemma4ft-single-quoted-query-then-eot",
     "[duck_duck_go(query='What is LangFuse and how can I use it in my genAI project?')]\n<end_of_turn>",
     ("duck_duck_go", {"query": "What is LangFuse and how can I use it in my genAI project?"}))  # fmt: skip
real(gemma("live", "live_parallel", "live_parallel_15-11-0", "; two bare calls on two lines, Windows paths with escaped backslashes"), "gemma4ft-two-bare-calls-on-lines",
     "cmd_controller.execute(command=\"dir C:\\\\\", unit=\"seconds\")\ncmd_controller.execute(command=\"echo. > C:\\\\testing.txt\", unit=\"seconds\")",
     ("cmd_controller.execute", {"command": "dir C:\\", "unit": "seconds"}),
     ("cmd_controller.execute", {"command": "echo. > C:\\testing.txt", "unit": "seconds"}))  # fmt: skip

# --- Gorilla APIBench generations (no tool of this harness) --------------------------------------------------------
real(APIBENCH.format(path="tensorflowhub/response_tensorflowhub_Gorilla_FT_0_shot.jsonl", line=1), "neg-gorilla-apibench-api-call-prose",
     "<<<domain>>>: Image feature vector, <<<api_call>>>: hub.KerasLayer('https://tfhub.dev/google/imagenet/mobilenet_v2_100_224/feature_vector/4', input_shape=[224, 224, 3]), <<<api_provider>>>: TensorFlow Hub, <<<explanation>>>: This API call loads the pre-trained MobileNetV2 model from TensorFlow Hub, which is designed for feature extraction from images. You can use this model to obtain feature vectors from your street art images, and then use these vectors for clustering similar images. <<<code>>>: import tensorflow as tf\\nimport tensorflow_hub as hub\\nmodel = tf.keras.Sequential([hub.KerasLayer('https://tfhub.dev/google/imagenet/mobilenet_v2_100_224/feature_vector/4', input_shape=[224, 224, 3])])\\n\"")  # fmt: skip
real(APIBENCH.format(path="torchhub/response_torchhub_Gorilla_FT_bm25.jsonl", line=3), "neg-gorilla-apibench-python-dict-string",
     "{'domain': 'Semantic Segmentation', 'api_call': \\\"model = torch.hub.load('NVIDIA/DeepLearningExamples:torchhub', 'nvidia_ssd', pretrained=True)\\\", 'api_provider': 'PyTorch', 'explanation': 'Load the pretrained Single Shot MultiBox Detector (SSD) model from PyTorch Hub to perform object detection and semantic segmentation on images.', 'code': 'import torch\\nmodel = torch.hub.load('NVIDIA/DeepLearningExamples:torchhub', 'nvidia_ssd', pretrained=True)'}\"")  # fmt: skip
