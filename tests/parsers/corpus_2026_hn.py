# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set hn (issue 42): raw generations of small fine-tuned function-calling models, as printed in stored Jupyter notebook outputs, gathered without reading the parser.

Families: glaive-style bare JSON whose "arguments" is a single-quoted string holding JSON (Qwen2.5-3B QLoRA'd with
Unsloth on glaive-function-calling-v2, decoded without special tokens, so no <functioncall> tag is left), the same
glaive shape after a "###ASSISTANT: <functioncall>" prefix (GPT-2 124M fine-tuned from scratch, Raschka-style), and
OpenHermes-2.5-Mistral-7B replies with a trailing "<|im_end|>" left in (decoded with skip_special_tokens=False), one of
them indented and one missing the colon after "arguments". Negatives: plain answers with tools offered (one cut by the
notebook's print at 300 characters), a printed glaive prompt with a JSON schema, and the pretrained GPT-2's echo of the
system line that stops inside '{ "name":' (max_new_tokens=35).

Sources: mustaphahaybat/qwen25-function-calling-qlora@77e5445, Idk507/Function_Calling_Mistral7B@19cfef0,
mron03/gpt2-function-calling@8ae3fcd (stored .ipynb cell outputs, read from git snapshots; texts taken from the
output strings, cut only where the notebook's own print lines begin and end).

Could not find (in the helper's 30 minutes): most fine-tuning notebooks found in the index had their outputs stripped
(Niikhi/peft-function-calling, Gabriel-Hong/qlora-function-calling, rodrigo-pedro/gemma-function-calling, and the
script-only repos misssglory/function-calling-llm-nano, Pratham-taneja/tool-calling-lora-dpo, fatihkadim/tool-calling-ft,
wow-wogua/tool-calling-finetune); several others had no snapshot to fetch (DuongCodeAI/vi-function-calling-slm,
sandipan03ghosh/Lora-function-calling-finetune, rubenbalbastre/sft-tool-calling, alinj4253-droid/qwen-tool-calling-sft,
Yang910310/Breeze2_function_calling_finetune). The unslothai/notebooks, gemma-cookbook, TRL and HF cookbook
notebooks are cited by earlier sets; the agents-course bonus-unit1 notebook lives on the Hub. No SmolLM, Phi,
torchtune or axolotl notebook with stored generations was found, and no reply with <tool_call> tags or a Gemma
<start_of_turn> left in. The GPT-2 notebook's items 2-4 (empty replies) are left out.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools each notebook's prompt declared, with their parameters
TOOLS_HN: list[dict[str, Any]] = [
    # mustaphahaybat/qwen25-function-calling-qlora, cell 27's system prompts
    tool_schema("calculate", ("operation", "x", "y"), operation="string", x="number", y="number"),
    tool_schema("get_weather", ("city",), city="string"),
    tool_schema("get_stock_price", ("symbol",), symbol="string"),
    # Idk507/Function_Calling_Mistral7B, cell 12's prompt (pydantic models rendered as OpenAI functions)
    tool_schema("Joke", ("setup", "answer"), setup="string", answer="string"),
    tool_schema("BookRecommendation", ("interest", "recommended_book"), interest="string", recommended_book="string"),
    tool_schema("SongRecommendation", ("interest", "recommended_song"), interest="string", recommended_song="string"),
    # mron03/gpt2-function-calling, glaive prompts printed in cells 9 and 22
    tool_schema("get_random_quote", ()),
    tool_schema("search_books", ("keywords",), keywords="array"),
    tool_schema(
        "translate_text",
        ("text", "source_language", "target_language"),
        text="string",
        source_language="string",
        target_language="string",
    ),
]

SOURCES_HN: dict[str, str] = {}
CASES_HN: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_HN[id] = source
    CASES_HN.append(Case(id, text, list(calls), **kw))


real("https://github.com/mustaphahaybat/qwen25-function-calling-qlora/blob/77e544527bc1c26bcebb281ce32db040b9142534/qwen25_function_calling_qlora.ipynb (cell 27's printed manual tests, Test 1's '🤖 Model  : ' line: fine-tuned Qwen2.5-3B, decode with skip_special_tokens=True, printed as response[:300])", "glaive-qwen25-calculate-string-args",
     "{\"name\": \"calculate\", \"arguments\": '{\"operation\": \"multiply\", \"x\": 10, \"y\": 7}'}", ("calculate", {"operation": "multiply", "x": 10, "y": 7}))  # fmt: skip

real("https://github.com/mustaphahaybat/qwen25-function-calling-qlora/blob/77e544527bc1c26bcebb281ce32db040b9142534/qwen25_function_calling_qlora.ipynb (cell 27's printed manual tests, Test 2's '🤖 Model  : ' line)", "glaive-qwen25-get-weather-string-args",
     "{\"name\": \"get_weather\", \"arguments\": '{\"city\": \"Istanbul\"}'}", ("get_weather", {"city": "Istanbul"}))  # fmt: skip

real("https://github.com/mustaphahaybat/qwen25-function-calling-qlora/blob/77e544527bc1c26bcebb281ce32db040b9142534/qwen25_function_calling_qlora.ipynb (cell 27's printed manual tests, Test 4's '🤖 Model  : ' line)", "glaive-qwen25-stock-price-string-args",
     "{\"name\": \"get_stock_price\", \"arguments\": '{\"symbol\": \"AAPL\"}'}", ("get_stock_price", {"symbol": "AAPL"}))  # fmt: skip

real("https://github.com/mustaphahaybat/qwen25-function-calling-qlora/blob/77e544527bc1c26bcebb281ce32db040b9142534/qwen25_function_calling_qlora.ipynb (cell 27's printed manual tests, Test 3's '🤖 Model  : ' line: a plain answer with the calculate tool offered)", "neg-glaive-qwen25-capital-of-france",
     "The capital of France is Paris.")  # fmt: skip

real("https://github.com/mustaphahaybat/qwen25-function-calling-qlora/blob/77e544527bc1c26bcebb281ce32db040b9142534/qwen25_function_calling_qlora.ipynb (cell 27's printed manual tests, Test 5's '🤖 Model  : ' line: a plain answer; the notebook's print cut it at 300 characters, mid-word)", "neg-glaive-qwen25-sky-blue-cut-by-print",
     "The sky appears blue because of a phenomenon called Rayleigh scattering. Sunlight contains all colors of the rainbow, but shorter wavelengths like blue and violet scatter more than longer wavelengths like red and orange. This means that when sunlight enters Earth's atmosphere, it encounters molecule")  # fmt: skip

real("https://github.com/Idk507/Function_Calling_Mistral7B/blob/19cfef07e087c8f33d67f885806a830b4c0eceb5/FunctionCallingUsingMistral.ipynb (cell 15's output, first print: OpenHermes-2.5-Mistral-7B decode with skip_special_tokens=False, 'Tell me a joke')", "hermes-mistral-joke-im-end",
     "{\"name\":\"Joke\",\"arguments\":{\"setup\":\"Why don't scientists trust atoms?\",\"answer\":\"Because they make up everything.\"}}<|im_end|>", ("Joke", {"setup": "Why don't scientists trust atoms?", "answer": "Because they make up everything."}))  # fmt: skip

real("https://github.com/Idk507/Function_Calling_Mistral7B/blob/19cfef07e087c8f33d67f885806a830b4c0eceb5/FunctionCallingUsingMistral.ipynb (cell 15's output, second print, from the start of its line (two leading spaces); 'Song for inspiration')", "hermes-mistral-song-indented-im-end",
     "  {\"name\":\"SongRecommendation\",\"arguments\":{\"interest\":\"inspiration\",\"recommended_song\":\"Eye of the Tiger by Survivor\"}}<|im_end|>", ("SongRecommendation", {"interest": "inspiration", "recommended_song": "Eye of the Tiger by Survivor"}))  # fmt: skip

# (after measuring: no call and no error, as expected: a bare object that does not read stays text; renamed neg-,
# its content given: the ChatML end token taken out)
real("https://github.com/Idk507/Function_Calling_Mistral7B/blob/19cfef07e087c8f33d67f885806a830b4c0eceb5/FunctionCallingUsingMistral.ipynb (cell 15's output, third print, from the start of its line: the colon after \"arguments\" is missing)", "neg-hermes-mistral-book-missing-colon",
     "  {\"name\":\"BookRecommendation\",\"arguments\"{\"interest\":\"action\"}}<|im_end|>", content='{"name":"BookRecommendation","arguments"{"interest":"action"}}')  # fmt: skip

real("https://github.com/Idk507/Function_Calling_Mistral7B/blob/19cfef07e087c8f33d67f885806a830b4c0eceb5/FunctionCallingUsingMistral.ipynb (cell 16's output, first reply, printed as completion.strip())", "hermes-mistral-joke-spaced-im-end",
     "{\"name\": \"Joke\", \"arguments\": {\"setup\": \"Why don't scientists trust atoms?\", \"answer\": \"Because they make up everything.\"}}<|im_end|>", ("Joke", {"setup": "Why don't scientists trust atoms?", "answer": "Because they make up everything."}))  # fmt: skip

real("https://github.com/Idk507/Function_Calling_Mistral7B/blob/19cfef07e087c8f33d67f885806a830b4c0eceb5/FunctionCallingUsingMistral.ipynb (cell 16's output, second reply, printed as completion.strip())", "hermes-mistral-song-spaced-im-end",
     "{\"name\": \"SongRecommendation\", \"arguments\": {\"interest\": \"inspiration\", \"recommended_song\": \"Eye of the Tiger by Survivor\"}}<|im_end|>", ("SongRecommendation", {"interest": "inspiration", "recommended_song": "Eye of the Tiger by Survivor"}))  # fmt: skip

real("https://github.com/Idk507/Function_Calling_Mistral7B/blob/19cfef07e087c8f33d67f885806a830b4c0eceb5/FunctionCallingUsingMistral.ipynb (cell 16's output, third reply, printed as completion.strip())", "hermes-mistral-book-crime-thriller-im-end",
     "{\"name\": \"BookRecommendation\", \"arguments\": {\"interest\": \"Crime Thriller\", \"recommended_book\": \"The Girl on the Train by Paula Hawkins\"}}<|im_end|>", ("BookRecommendation", {"interest": "Crime Thriller", "recommended_book": "The Girl on the Train by Paula Hawkins"}))  # fmt: skip

real("https://github.com/mron03/gpt2-function-calling/blob/8ae3fcd7e4e47b41ae49b7e8313eb68d225d8965/notebooks/03_training.ipynb (cell 22's output, item 0's 'Model response:' line after '>> ': GPT-2 124M fine-tuned on glaive data, printed stripped; the wrong tool of the two offered)", "glaive-gpt2-functioncall-wrong-tool",
     "###ASSISTANT: <functioncall> {\"name\": \"get_stock_price\", \"arguments\": '{\"symbol\": \"AAPL\"}'}", ("get_stock_price", {"symbol": "AAPL"}))  # fmt: skip

real("https://github.com/mron03/gpt2-function-calling/blob/8ae3fcd7e4e47b41ae49b7e8313eb68d225d8965/notebooks/03_training.ipynb (cell 22's output, item 1's 'Model response:' line after '>> ')", "glaive-gpt2-functioncall-search-books",
     "###ASSISTANT: <functioncall> {\"name\": \"search_books\", \"arguments\": '{\"keywords\": [\"AIMS\"]}'}", ("search_books", {"keywords": ["AIMS"]}))  # fmt: skip

# (after measuring: no call and no error, as expected: a bare object cut off stays text; renamed neg- since a cut- case
# names its error)
real("https://github.com/mron03/gpt2-function-calling/blob/8ae3fcd7e4e47b41ae49b7e8313eb68d225d8965/notebooks/03_training.ipynb (cell 15's output: the pretrained GPT-2 124M before fine-tuning, max_new_tokens=35, prompt removed and stripped; it echoes the system line and stops inside '{ \"name\":')", "neg-gpt2-base-echo-name-key",
     "###SYSTEM: You are a helpful assistant with access to the following functions. Use them if required -\n"
     "\n"
     "{       \"name\":")  # fmt: skip

real("https://github.com/mron03/gpt2-function-calling/blob/8ae3fcd7e4e47b41ae49b7e8313eb68d225d8965/notebooks/03_training.ipynb (cell 9's output: the printed prompt, format_entry(val_data[0]), with the translate_text schema; not a model reply)", "neg-gpt2-glaive-prompt-translate-schema",
     "###SYSTEM: You are a helpful assistant with access to the following functions. Use them if required -\n"
     "{\n"
     "    \"name\": \"translate_text\",\n"
     "    \"description\": \"Translate text from one language to another\",\n"
     "    \"parameters\": {\n"
     "        \"type\": \"object\",\n"
     "        \"properties\": {\n"
     "            \"text\": {\n"
     "                \"type\": \"string\",\n"
     "                \"description\": \"The text to be translated\"\n"
     "            },\n"
     "            \"source_language\": {\n"
     "                \"type\": \"string\",\n"
     "                \"description\": \"The source language of the text\"\n"
     "            },\n"
     "            \"target_language\": {\n"
     "                \"type\": \"string\",\n"
     "                \"description\": \"The target language for translation\"\n"
     "            }\n"
     "        },\n"
     "        \"required\": [\n"
     "            \"text\",\n"
     "            \"source_language\",\n"
     "            \"target_language\"\n"
     "        ]\n"
     "    }\n"
     "}\n"
     "###USER: Hi, I have a sentence in French that I need translated to English. The sentence is \"Je suis très heureux de vous rencontrer\".")  # fmt: skip
