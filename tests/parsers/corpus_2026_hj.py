# ruff: noqa: E501
"""Held-out set hj (issue 42): tool-call fixtures of Hugging Face text-generation-inference (TGI), gathered without reading the parser.

Families: TGI's grammar-constrained tool output for Llama-3.1-8B-Instruct, `{"function": {"_name": NAME, ...args}}`
with the arguments flattened beside `_name` (some with the trailing `<|eot_id|>` as the integration tests asserted it
before huggingface/text-generation-inference#3086), and TGI's `no_tool` pseudo-tool (not a declared tool, so no call).
Negatives: the plain replies the same tests assert when the model answers without a tool (a story at
tool_choice auto/none cut at max_tokens, a reply after a tool result, a self-description) and the router's token-stream
fixtures; the router/src/chat.rs texts are rebuilt by joining each test's token strings (said in each source).

Sources: huggingface/text-generation-inference integration-tests/models/test_tools_llama.py at ae4451c (the parent of
#3086), router/src/chat.rs tests and one integration snapshot at db931fc.

Could not find (in the helper's 30 minutes): KTransformers only has a live-server client script (no fixture text);
text-generation-webui's modules/tool_parsing.py has no tests; ramalama's provider tests only build payloads from
already-parsed calls; nexa-sdk, koboldcpp, lemonade (C++ server) have no tool-call parser tests in their snapshots;
LocalAI's newest parser tests and every Ollama model/parsers test file added in 2026 are already cited by other
corpora. FastChat, llamafile, cortex.cpp/Jan, llama-box and GPUStack were not reached. No cut or err case was found,
and the set is smaller than the 15 aimed for.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools test_tools_llama.py declares (format is an enum of celsius/fahrenheit)
TOOLS_HJ: list[dict[str, Any]] = [
    tool_schema("get_current_weather", ("location", "format"), location="string", format="string"),
    tool_schema(
        "get_n_day_weather_forecast",
        ("location", "format", "num_days"),
        location="string",
        format="string",
        num_days="integer",
    ),
]

SOURCES_HJ: dict[str, str] = {}
CASES_HJ: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_HJ[id] = source
    CASES_HJ.append(Case(id, text, list(calls), **kw))


real("https://github.com/huggingface/text-generation-inference/blob/ae4451c3da87c447c77b50ff026a814179d633de/integration-tests/models/test_tools_llama.py L151, test_flash_llama_grammar_tools_openai: the streamed text the test asserts (the commit before #3086 streamed the whole grammar-constrained generation as the call's arguments)", 'tgi-llama31-grammar-call-eot',
     '{"function": {"_name": "get_current_weather", "location": "Brooklyn, NY", "format": "fahrenheit"}}<|eot_id|>',
     ('get_current_weather', {"location": "Brooklyn, NY", "format": "fahrenheit"}))  # fmt: skip
real("https://github.com/huggingface/text-generation-inference/blob/ae4451c3da87c447c77b50ff026a814179d633de/integration-tests/models/test_tools_llama.py L268, test_flash_llama_grammar_tools_choice_stream (tool_choice='get_current_weather')", 'tgi-llama31-grammar-call-choice-paris',
     '{"function": {"_name": "get_current_weather", "location": "Paris, France", "format": "celsius"}}<|eot_id|>',
     ('get_current_weather', {"location": "Paris, France", "format": "celsius"}))  # fmt: skip
real('https://github.com/huggingface/text-generation-inference/blob/ae4451c3da87c447c77b50ff026a814179d633de/integration-tests/models/test_tools_llama.py L411, test_flash_llama_grammar_tools_sea_creatures_stream_required (tool_choice=\'required\'; `"num_days":3` without a space, as generated)', 'tgi-llama31-grammar-forecast-required',
     '{"function": {"_name": "get_n_day_weather_forecast", "location": "San Francisco, CA", "format": "fahrenheit", "num_days":3}}<|eot_id|>',
     ('get_n_day_weather_forecast', {"location": "San Francisco, CA", "format": "fahrenheit", "num_days": 3}))  # fmt: skip
real('https://github.com/huggingface/text-generation-inference/blob/ae4451c3da87c447c77b50ff026a814179d633de/integration-tests/models/test_tools_llama.py L487, test_flash_llama_grammar_tools_sea_creatures_stream_function_object (tool_choice as a function object)', 'tgi-llama31-grammar-forecast-function-object',
     '{"function": {"_name": "get_n_day_weather_forecast", "location": "San Francisco, CA", "format": "celsius", "num_days": 3}}<|eot_id|>',
     ('get_n_day_weather_forecast', {"location": "San Francisco, CA", "format": "celsius", "num_days": 3}))  # fmt: skip
real("https://github.com/huggingface/text-generation-inference/blob/db931fcf42da018a3657580c64bf2720f167f9ab/router/src/chat.rs L596-L625, test_chat_stream_tool_get_weather: the text rebuilt by joining the test's 28 token strings", 'tgi-chat-rs-grammar-get-weather-tokens',
     '{"function": {"_name": "get_current_weather", "location": "San Francisco, CA", "format": "celsius"}}',
     ('get_current_weather', {"location": "San Francisco, CA", "format": "celsius"}))  # fmt: skip
real("https://github.com/huggingface/text-generation-inference/blob/db931fcf42da018a3657580c64bf2720f167f9ab/router/src/chat.rs L457-L490, test_chat_stream_tool_no_tool_simple: the text rebuilt by joining the test's token strings (no_tool is TGI's own pseudo-tool, not a declared tool: the reply is a plain answer)", 'neg-tgi-chat-rs-no-tool-content',
     '{"function": {"_name": "no_tool", "content": "I am a helpful assistant!"}}')  # fmt: skip
real("https://github.com/huggingface/text-generation-inference/blob/db931fcf42da018a3657580c64bf2720f167f9ab/router/src/chat.rs L530-L555, test_chat_stream_tool_no_tool_empty: the text rebuilt by joining the test's token strings (no_tool pseudo-tool with empty content)", 'neg-tgi-chat-rs-no-tool-empty',
     '{"function": {"_name": "no_tool", "content":""}}')  # fmt: skip
real('https://github.com/huggingface/text-generation-inference/blob/db931fcf42da018a3657580c64bf2720f167f9ab/router/src/chat.rs L338-L360, test_chat_stream: the single token text', 'neg-tgi-chat-rs-hi',
     'Hi')  # fmt: skip
real("https://github.com/huggingface/text-generation-inference/blob/ae4451c3da87c447c77b50ff026a814179d633de/integration-tests/models/test_tools_llama.py L374, test_flash_llama_grammar_tools_sea_creatures_stream_auto (tool_choice='auto', tools offered, the model tells a story; the generation stops at max_tokens)", 'neg-tgi-llama31-story-auto',
     'There was a wise old octopus named Oracle. He lived in a cozy little cave beneath the waves with his best friend, a curious seahorse named Finley. One day, Finley met a playful dolphin named Daisy, and the three became inseparable. They spent their days exploring the ocean, playing hide-and-seek, and learning about the wonders of the sea from Oracle')  # fmt: skip
real("https://github.com/huggingface/text-generation-inference/blob/ae4451c3da87c447c77b50ff026a814179d633de/integration-tests/models/test_tools_llama.py L449, test_flash_llama_grammar_tools_sea_creatures_stream_none (tool_choice='none'; stops at max_tokens)", 'neg-tgi-llama31-story-tool-choice-none',
     'Once upon a time, in a vibrant ocean filled with coral reefs and schools of shimmering fish, lived three dear friends: Luna the sea turtle, Finley the friendly fish, and Crusty the wise crab.\n\nLuna was the oldest of the three. She had traveled the world, exploring hidden caves and shipwrecks, and collecting sparkling shells and shiny pebbles. Her shell was a beautiful mosaic of blues and greens, and her gentle eyes twinkled with the secrets of the deep')  # fmt: skip
real('https://github.com/huggingface/text-generation-inference/blob/ae4451c3da87c447c77b50ff026a814179d633de/integration-tests/models/test_tools_llama.py L525, test_flash_llama_tool_reply_response (the reply after a tool message)', 'neg-tgi-llama31-reply-after-tool-result',
     "I can't access real-time data, but I can provide you with current conditions and forecast for Paris, France:\n\nThe current conditions in Paris are mostly cloudy with a temperature of 6.7°C (44.1°F). \n\nPlease note that the actual weather may differ from the provided information. For up-to-date information, I suggest checking a reliable weather website or app for the latest conditions and forecast.")  # fmt: skip
real('https://github.com/huggingface/text-generation-inference/blob/db931fcf42da018a3657580c64bf2720f167f9ab/integration-tests/models/__snapshots__/test_tools_llama/test_flash_llama_grammar_tools_insufficient_information_nostream.json: choices[0].message.content', 'neg-tgi-llama31-insufficient-information',
     "I'm an artificial intelligence model known as a large language model (LLM) or conversational AI")  # fmt: skip
