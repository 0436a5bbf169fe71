# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set an (issue 42): model replies COMMITTED to public repositories as run logs and evaluation outputs,
gathered without reading the parser.

Families: Qwen2.5-Coder 7B/14B (vLLM) JSON calls fenced, bare, between newlines and in a harness-asked <tools> tag
(one with a brace too many); Qwen3-Coder-30B a Hermes <tool_call> its server left unparsed and <tools> calls with
stray <tool_call> wrappers; phi4-mini <tool_call> calls amid prose, one closed with '}}>'; SmolLM3 an empty think
then a call; Gemma 3 1B a fenced JSON call; LFM2.5 a pythonic call list followed by prose; jan-v3 calls missing
their opening tag; BitNet 2B a call with no closing tag. Errors: <tool_call> blocks naming tools no harness
declared (Gemma 3 1B, BitNet 2B). Negatives from the same logs: prose that says it will call a tool, a closed
Qwen3 think planning a call, JSON in <response> tags, empty fences a parser left, Python scripts defining
get_weather (SmolLM3, Gemma 3, BitNet), a reply listing its tools, a call named inline in prose (DeepSeek-R1 1.5B).

Sources: hanXen/vllm-qwen2.5-coder-tool-parser results/ (output_format/, integration_explicit/,
integration_template/ at 92caca6) and MikeVeerman/tool-calling-benchmark runs/default/*.json (raw_content of the
first run, at e2096511). Texts are the logs' JSON strings decoded once, nothing else changed. Some negatives are the
content a server's parser left beside calls it took (said in SOURCES). No cut-off call was found in these logs
(the replies that end without a closing tag end after whole JSON), and a granite-tiny trace with a string-encoded
arguments field was found by exact search but its repository could not be named, so it is left out.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_AN: list[dict[str, Any]] = [
    # hanXen/vllm-qwen2.5-coder-tool-parser fixtures/test_tools.yaml
    tool_schema("get_weather", ("city",), city="string"),  # also MikeVeerman's benchmark, same schema
    tool_schema("search_web", ("query",), query="string"),
    tool_schema("calculate", ("expression",), expression="string"),
    tool_schema("translate", ("text", "target_language"), text="string", target_language="string"),
    tool_schema("send_email", ("to", "subject", "body"), to="string", subject="string", body="string"),
    tool_schema("read_file", ("path",), path="string"),
    tool_schema("write_file", ("path", "content"), path="string", content="string"),
    tool_schema("get_stock_price", ("symbol",), symbol="string"),
    tool_schema("set_reminder", ("message", "time"), message="string", time="string"),
    tool_schema(
        "create_calendar_event",
        ("title", "start_time", "end_time"),
        title="string",
        start_time="string",
        end_time="string",
        location="string",
    ),
    # MikeVeerman/tool-calling-benchmark lib/bench_config.py
    tool_schema("search_files", ("pattern",), pattern="string"),
    tool_schema("schedule_meeting", ("title", "time"), title="string", time="string", attendees="array"),
]

SOURCES_AN: dict[str, str] = {}
CASES_AN: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_AN[id] = source
    CASES_AN.append(Case(id, text, list(calls), **kw))


real("https://github.com/hanXen/vllm-qwen2.5-coder-tool-parser/blob/92caca6b2464f8976fb91ed4893722d20e09e237/results/output_format/qwen2.5-coder-7b.json (default_results, 'What's the weather in Seoul?', content; Qwen2.5-Coder-7B-Instruct on vLLM with no format instruction)",
     "qwen25coder7b-fenced-json-call",
     "```json\n{\n  \"name\": \"get_weather\",\n  \"arguments\": {\n    \"city\": \"Seoul\"\n  }\n}\n```",
     ("get_weather", {"city": "Seoul"}))  # fmt: skip
real("https://github.com/hanXen/vllm-qwen2.5-coder-tool-parser/blob/92caca6b2464f8976fb91ed4893722d20e09e237/results/output_format/qwen2.5-coder-7b.json (hermes_results, 'Translate 'Hello world' to Korean', content; told to use <tool_call>, wrote a bare JSON object)",
     "qwen25coder7b-bare-json-call-hermes-prompt",
     "{\"name\": \"translate\", \"arguments\": {\"text\": \"Hello world\", \"target_language\": \"Korean\"}}",
     ("translate", {"text": "Hello world", "target_language": "Korean"}))  # fmt: skip
real("https://github.com/hanXen/vllm-qwen2.5-coder-tool-parser/blob/92caca6b2464f8976fb91ed4893722d20e09e237/results/output_format/qwen2.5-coder-14b.json (hermes_results, 'Set a reminder to call mom at 3pm', content as the log stores it: a JSON call between two newlines, no tags)",
     "qwen25coder14b-json-call-tags-stripped",
     "\n{\"name\": \"set_reminder\", \"arguments\": {\"message\": \"Call mom\", \"time\": \"3:00 PM\"}}\n",
     ("set_reminder", {"message": "Call mom", "time": "3:00 PM"}))  # fmt: skip
real("https://github.com/hanXen/vllm-qwen2.5-coder-tool-parser/blob/92caca6b2464f8976fb91ed4893722d20e09e237/results/output_format/qwen2.5-coder-14b.json (edge_case_results.parallel[0], 'What's the weather in Seoul and New York?', the content vLLM left beside its calls)",
     "neg-qwen25coder14b-prose-says-it-will-call",
     "To get the weather in Seoul and New York, I'll call the `get_weather` function twice, once for each city.")  # fmt: skip
real("https://github.com/hanXen/vllm-qwen2.5-coder-tool-parser/blob/92caca6b2464f8976fb91ed4893722d20e09e237/results/output_format/qwen3-coder-30b-a3b-awq.json (hermes_results, 'Search for machine learning papers on arxiv', content; vLLM's qwen3_coder parser did not take this Hermes-style call)",
     "qwen3coder-hermes-json-call-unparsed",
     "<tool_call>\n{\"name\": \"search_web\", \"arguments\": {\"query\": \"machine learning papers arxiv\"}}\n</tool_call>",
     ("search_web", {"query": "machine learning papers arxiv"}))  # fmt: skip
real("https://github.com/hanXen/vllm-qwen2.5-coder-tool-parser/blob/92caca6b2464f8976fb91ed4893722d20e09e237/results/output_format/qwen3-coder-30b-a3b-awq.json (edge_case_results.parallel[6], weather in Seoul and Korean restaurants; the harness's system prompt asked for calls wrapped in <tools> tags, the model nested the second in <tool_call> too)",
     "qwen3coder-tools-tag-calls-mixed-wrappers",
     "<tools>\n{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Seoul\"}}\n</tools>\n<tool_call>\n<tools>\n{\"name\": \"search_web\", \"arguments\": {\"query\": \"Korean restaurants near Seoul\"}}\n</tools>\n</tool_call>",
     ("get_weather", {"city": "Seoul"}),
     ("search_web", {"query": "Korean restaurants near Seoul"}))  # fmt: skip
real("https://github.com/hanXen/vllm-qwen2.5-coder-tool-parser/blob/92caca6b2464f8976fb91ed4893722d20e09e237/results/output_format/qwen3-coder-30b-a3b-awq.json (default_results, 'Read the contents of config.json', the content vLLM left beside its call)",
     "neg-qwen3coder-prose-names-read-file-tool",
     "I'll help you read the contents of config.json. Let me use the read_file tool to retrieve its contents.\n")  # fmt: skip
real("https://github.com/hanXen/vllm-qwen2.5-coder-tool-parser/blob/92caca6b2464f8976fb91ed4893722d20e09e237/results/output_format/qwen3-8b.json (hermes_results, 'Calculate 15% tip on $45', the content vLLM's hermes parser left: a closed think that plans the call)",
     "neg-qwen3-8b-closed-think-plans-call",
     "<think>\nOkay, the user wants to calculate a 15% tip on $45. Let me see. The available tools include a calculator function. So I need to use the calculate function. The parameters require an expression. The expression here would be 15% of 45, which is 0.15 * 45. Let me check if that's correct. Yes, 15% as a decimal is 0.15. Multiplying that by 45 gives the tip amount. So the math expression is 0.15 * 45. I'll call the calculate function with that expression.\n</think>\n\n",
     content='')  # fmt: skip  # reasoning is no content (corpus think cases): the lead moved this expectation to that rule
real("https://github.com/hanXen/vllm-qwen2.5-coder-tool-parser/blob/92caca6b2464f8976fb91ed4893722d20e09e237/results/integration_explicit/qwen2.5-coder-7b.json (results[49], 'Goodbye!': a JSON message in <response> tags, no call)",
     "neg-qwen25coder7b-response-tag-json",
     "<response>\n{\n  \"message\": \"Goodbye! Have a great day!\"\n}\n</response>")  # fmt: skip
real("https://github.com/hanXen/vllm-qwen2.5-coder-tool-parser/blob/92caca6b2464f8976fb91ed4893722d20e09e237/results/integration_template/qwen2.5-coder-7b.json (results[11], 'Read config.json and settings.json': the content left after the repo's own parser took the two read_file calls out of the fences)",
     "neg-qwen25coder7b-empty-json-fences-after-parse",
     "To read the contents of `config.json` and `settings.json`, you can use the `read_file` tool. Here is how you can do it:\n\n```json\n\n```\n\nThis will read the contents of both files and return their contents.")  # fmt: skip
real("https://github.com/hanXen/vllm-qwen2.5-coder-tool-parser/blob/92caca6b2464f8976fb91ed4893722d20e09e237/results/integration_explicit/qwen2.5-coder-14b.json (results[27], 'Write to output.json the content: {...}', the <tools> format the prompt asked for; the model closed the object with one brace too many and the repo's parser failed it)",
     "qwen25coder14b-tools-tag-call-extra-brace",
     "<tools>\n{\"name\": \"write_file\", \"arguments\": {\"path\": \"output.json\", \"content\": \"{\\\"name\\\": \\\"test\\\", \\\"value\\\": 123}\"}}}\n</tools>",
     ("write_file", {"path": "output.json", "content": "{\"name\": \"test\", \"value\": 123}"}))  # fmt: skip
real("https://github.com/MikeVeerman/tool-calling-benchmark/blob/e2096511b3c59e050c87b0550efb620f4eb2946a/runs/default/phi4-mini_3_8b.json (runs[0][6], prompt P7, raw_content; phi4-mini:3.8b via Ollama raw, a call then an apology)",
     "phi4mini-call-then-prose",
     "<tool_call>{\"name\": \"schedule_meeting\", \"arguments\": {\"title\": \"Q3 Roadmap Meeting\", \"time\": \"next Tuesday at 15:00\"}}\n</tool_call> \n\nApologies, I'm unable to add specific attendees directly through this platform. You would need to manually include Dave and Susan as the meeting organizers for them to receive invitations.",
     ("schedule_meeting", {"title": "Q3 Roadmap Meeting", "time": "next Tuesday at 15:00"}))  # fmt: skip
real("https://github.com/MikeVeerman/tool-calling-benchmark/blob/e2096511b3c59e050c87b0550efb620f4eb2946a/runs/default/phi4-mini_3_8b.json (runs[0][7], prompt P8, raw_content; two calls, the first closed with '}}>' instead of </tool_call>)",
     "phi4mini-two-calls-first-tag-unclosed",
     "<tool_call>{\"name\": \"search_files\", \"arguments\": {\"pattern\": \"*.py\"}}>\n<tool_call>{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Paris\"}}</tool_call>",
     ("search_files", {"pattern": "*.py"}),
     ("get_weather", {"city": "Paris"}))  # fmt: skip
real("https://github.com/MikeVeerman/tool-calling-benchmark/blob/e2096511b3c59e050c87b0550efb620f4eb2946a/runs/default/phi4-mini_3_8b.json (runs[0][11], prompt P12, raw_content; prose, a call, more prose)",
     "phi4mini-call-between-paragraphs",
     "Based on your description of the current weather conditions as cool (8°C) and raining indoors would be preferable for scheduling meetings without any inconvenience due to bad weather.\n\n<tool_call>{\"name\": \"search_files\", \"arguments\": {\"pattern\": \"*.outdoor\"}}</tool_call>\n\nPlease note that I've searched for files with a pattern related to outdoor activities, assuming you might have such documents. If this isn't what you're looking for or if there's no need now since you've already decided on the meeting location and purpose: Jan can indeed join an indoor meeting comfortably under those weather conditions.\n\nIf you'd like me further assist in any way (such as finding more details about Antwerp's current weather, locating suitable venues indoors that are unaffected by rain), please let me know.",
     ("search_files", {"pattern": "*.outdoor"}))  # fmt: skip
real("https://github.com/MikeVeerman/tool-calling-benchmark/blob/e2096511b3c59e050c87b0550efb620f4eb2946a/runs/default/smollm3_3b.json (runs[0][2], prompt P3, raw_content; smollm3:3b via Ollama raw, an empty think then a call)",
     "smollm3-empty-think-then-call",
     "<think>\n\n</think>\n<tool_call>{\"name\": \"schedule_meeting\", \"arguments\": {\"title\": \"Sprint Review\", \"time\": \"2025-02-10T14:00:00\", \"attendees\": [\"alice@co.com\", \"bob@co.com\"]}}</tool_call>",
     ("schedule_meeting", {"title": "Sprint Review", "time": "2025-02-10T14:00:00", "attendees": ["alice@co.com", "bob@co.com"]}))  # fmt: skip
real("https://github.com/MikeVeerman/tool-calling-benchmark/blob/e2096511b3c59e050c87b0550efb620f4eb2946a/runs/default/smollm3_3b.json (runs[0][8], prompt P9, raw_content; asked to write a weather script: Python code defining get_weather, no call)",
     "neg-smollm3-python-script-defines-tool-name",
     "<think>\n\n</think>\nSure! Here's a basic example of a Python script that uses the OpenWeatherMap API to check the current weather for a given city. You'll need to install the requests library first.\n\n```python\nimport requests\n\n# Replace 'YOUR_API_KEY' with your actual OpenWeatherMap API key.\napi_key = \"YOUR_API_KEY\"\n\ndef get_weather(city):\n    url = f\"http://api.openweathermap.org/data/2.5/weather?q={city}&appid={api_key}\"\n    response = requests.get(url)\n    \n    if response.status_code == 200:\n        data = response.json()\n        \n        main_data = data['main']\n        weather_desc = data['weather'][0]['description']\n        \n        return f\"Weather in {city}: \\nTemperature: {main_data['temp']}°C\\nWeather Description: {weather_desc}\"\n    else:\n        return \"Could not retrieve weather information.\"\n\n# Usage example\nif __name__ == \"__main__\":\n    city = input(\"Enter the city name: \")\n    print(get_weather(city))\n```\n\nYou can install requests using pip:\n\n```bash\npip install requests\n```\nThis script will make a request to OpenWeatherMap's API, which returns JSON data that you parse and use to get the current temperature, weather description, and other relevant information for the given city.",
     content='Sure! Here\'s a basic example of a Python script that uses the OpenWeatherMap API to check the current weather for a given city. You\'ll need to install the requests library first.\n\n```python\nimport requests\n\n# Replace \'YOUR_API_KEY\' with your actual OpenWeatherMap API key.\napi_key = "YOUR_API_KEY"\n\ndef get_weather(city):\n    url = f"http://api.openweathermap.org/data/2.5/weather?q={city}&appid={api_key}"\n    response = requests.get(url)\n    \n    if response.status_code == 200:\n        data = response.json()\n        \n        main_data = data[\'main\']\n        weather_desc = data[\'weather\'][0][\'description\']\n        \n        return f"Weather in {city}: \\nTemperature: {main_data[\'temp\']}°C\\nWeather Description: {weather_desc}"\n    else:\n        return "Could not retrieve weather information."\n\n# Usage example\nif __name__ == "__main__":\n    city = input("Enter the city name: ")\n    print(get_weather(city))\n```\n\nYou can install requests using pip:\n\n```bash\npip install requests\n```\nThis script will make a request to OpenWeatherMap\'s API, which returns JSON data that you parse and use to get the current temperature, weather description, and other relevant information for the given city.')  # fmt: skip  # reasoning is no content (corpus think cases): the lead moved this expectation to that rule
real("https://github.com/MikeVeerman/tool-calling-benchmark/blob/e2096511b3c59e050c87b0550efb620f4eb2946a/runs/default/gemma3_1b.json (runs[0][2], prompt P3, raw_content; gemma3:1b via Ollama raw, a JSON call in a json fence)",
     "gemma3-1b-fenced-json-call",
     "```json\n{\"name\": \"schedule_meeting\", \"arguments\": {\"title\": \"Sprint Review\", \"time\": \"2025-02-10T14:00:00\", \"attendees\": [\"alice@co.com\", \"bob@co.com\"]}}\n```",
     ("schedule_meeting", {"title": "Sprint Review", "time": "2025-02-10T14:00:00", "attendees": ["alice@co.com", "bob@co.com"]}))  # fmt: skip
real("https://github.com/MikeVeerman/tool-calling-benchmark/blob/e2096511b3c59e050c87b0550efb620f4eb2946a/runs/default/gemma3_1b.json (runs[0][8], prompt P9, raw_content; a python fence defining get_weather(city) and calling it, no tool call)",
     "neg-gemma3-1b-python-fence-calls-get-weather",
     "```python\nimport requests\nimport json\n\ndef get_weather(city):\n    \"\"\"\n    Retrieves the current weather for a given city using the OpenWeatherMap API.\n    \"\"\"\n    api_key = \"YOUR_OPENWEATHERMAP_API_KEY\"  # Replace with your actual API key\n    url = f\"http://api.openweathermap.org/data/2.5/weather?q={city}&appid={api_key}&units=metric\"\n    try:\n        response = requests.get(url)\n        response.raise_for_status()  # Raise HTTPError for bad responses (4xx or 5xx)\n        data = response.json()\n        return data\n    except requests.exceptions.RequestException as e:\n        print(f\"Error fetching weather data: {e}\")\n        return None\n\nif __name__ == \"__main__\":\n    city = input(\"Enter city name: \")\n    weather = get_weather(city)\n\n    if weather:\n        print(f\"Weather in {city}:\")\n        print(f\"  Temperature: {weather['main']['temp']}°C\")\n        print(f\"  Humidity: {weather['main']['humidity']}%\")\n        print(f\"  Pressure: {weather['main']['pressure']}hPa\")\n        print(f\"  Visibility: {weather['visibility']}m\")\n        print(f\"  Wind Speed: {weather['wind']['speed']} m/s\")\n    else:\n        print(\"Could not retrieve weather data.\")\n```")  # fmt: skip
real("https://github.com/MikeVeerman/tool-calling-benchmark/blob/e2096511b3c59e050c87b0550efb620f4eb2946a/runs/default/gemma3_1b.json (runs[0][10], prompt P11, raw_content; a <tool_call> block naming a tool the harness never declared)",
     "err-gemma3-1b-undeclared-tool-in-tags",
     "<tool_call>find_quarterly_report</tool_call>",
     errors=['find_quarterly_report'])  # fmt: skip
real("https://github.com/MikeVeerman/tool-calling-benchmark/blob/e2096511b3c59e050c87b0550efb620f4eb2946a/runs/default/lfm2_5_1_2b.json (runs[0][7], prompt P8, raw_content; LFM2.5-1.2B via llama.cpp, a pythonic call list then prose)",
     "lfm25-pythonic-call-list-then-prose",
     "[search_files(pattern=\"*.py\"), get_weather(city=\"Paris\")]I am searching for files with the pattern \"*.py\" and retrieving the current weather in Paris.",
     ("search_files", {"pattern": "*.py"}),
     ("get_weather", {"city": "Paris"}))  # fmt: skip
real("https://github.com/MikeVeerman/tool-calling-benchmark/blob/e2096511b3c59e050c87b0550efb620f4eb2946a/runs/default/lfm2_5_1_2b.json (runs[0][4], prompt P5, raw_content; 'What tools do you have access to?': a list naming the tools, no call)",
     "neg-lfm25-lists-its-tools",
     "I have access to a variety of tools designed to assist with different tasks. These include:\n\n- **get_weather**: Retrieve current weather information for a specific city.\n- **search_files**: Search for files matching a given pattern.\n- **schedule_meeting**: Organize and schedule meetings with optional attendee lists.\n\nLet me know if you'd like details about any of these!")  # fmt: skip
real("https://github.com/MikeVeerman/tool-calling-benchmark/blob/e2096511b3c59e050c87b0550efb620f4eb2946a/runs/default/jan-v3_4b.json (runs[0][7], prompt P8, raw_content; jan-v3:4b via Ollama raw: the first call lacks its opening <tool_call>, the second has it)",
     "janv3-two-calls-first-opening-tag-missing",
     "{\"name\": \"search_files\", \"arguments\": {\"pattern\": \"*.py\"}}\n</tool_call>\n<tool_call>{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Paris\"}}\n</tool_call>",
     ("search_files", {"pattern": "*.py"}),
     ("get_weather", {"city": "Paris"}))  # fmt: skip
real("https://github.com/MikeVeerman/tool-calling-benchmark/blob/e2096511b3c59e050c87b0550efb620f4eb2946a/runs/default/bitnet-2B-4T.json (runs[0][0], prompt P1, raw_content; BitNet b1.58 2B-4T via bitnet.cpp; the JSON is whole, the reply stops before </tool_call>)",
     "bitnet2b-call-without-closing-tag",
     "<tool_call>{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Antwerp\"}}",
     ("get_weather", {"city": "Antwerp"}))  # fmt: skip
real("https://github.com/MikeVeerman/tool-calling-benchmark/blob/e2096511b3c59e050c87b0550efb620f4eb2946a/runs/default/bitnet-2B-4T.json (runs[0][8], prompt P9, raw_content; a python fence defining and calling get_weather, no tool call)",
     "neg-bitnet2b-python-script",
     "Sure, here is a simple Python script that uses the OpenWeatherMap API to check the weather for a given city:\n\n```python\nimport requests\n\ndef get_weather(city):\n    api_key = \"YOUR_API_KEY\"\n    url = \"http://api.openweathermap.org/data/2.5/weather?q={}&appid={}\".format(city, api_key)\n    response = requests.get(url)\n    return response.json()\n\ncity = \"London\"\nweather = get_weather(city)\nprint(f\"The current weather in {city} is: {weather['weather'][0]['description']}\")\n```\nPlease replace \"YOUR_API_KEY\" with your actual OpenWeatherMap API key.")  # fmt: skip
real("https://github.com/MikeVeerman/tool-calling-benchmark/blob/e2096511b3c59e050c87b0550efb620f4eb2946a/runs/default/bitnet-2B-4T.json (runs[0][4], prompt P5, raw_content; 'What tools do you have access to?': a <tool_call> to a name no tool declares, a stray <tool_call> after it)",
     "err-bitnet2b-undeclared-available-tools",
     "<tool_call>{\"name\": \"available_tools\", \"arguments\": {\"tools\": [\"get_weather\", \"search_files\", \"schedule_meeting\"]}}<tool_call>",
     errors=['available_tools'])  # fmt: skip
real("https://github.com/MikeVeerman/tool-calling-benchmark/blob/e2096511b3c59e050c87b0550efb620f4eb2946a/runs/default/deepseek-r1_1_5b.json (runs[0][1], prompt P2, raw_content; deepseek-r1:1.5b via Ollama raw: the call named inline in prose; the benchmark counted it as a call)",
     "neg-deepseek-r1-call-named-in-prose",
     "To find all Python files in the project, you can use a search function specifically designed for Python scripts. The command would be `search_files('*.py')`, which searches through all .py files and returns their names.\n\nAlternatively, if you're looking for more specific structures or categories of files, you might need to apply filters using tools like `grep` with appropriate patterns.")  # fmt: skip
