# ruff: noqa: E501
"""Held-out set dm (issue 42): assistant outputs with tool calls that model makers' own documentation and cookbooks show, gathered without reading the parser.

Families: Mistral 7B Instruct v0.3's call list as mistral-inference decodes it ([TOOL_CALLS] dropped by the decoder),
one call followed by prose and three calls in one list (Mistral's cookbook, stored cell outputs); Cohere Command R7B's
`<|START_THINKING|>` plan then `<|START_ACTION|>[{"tool_call_id", "tool_name", "parameters"}, ...]<|END_ACTION|>`
(Cohere's docs page for Command R7B on Hugging Face, "Example of a Tool Use completion"), with the two plain replies
the same page shows (a direct answer that names the tools, and the final answer after the tool results); Granite
3.0 8B Instruct answering with a `{"tool": {"name", "arguments"}}` JSON object between its role tokens instead of
`<|tool_call|>` (a user's report on the model's Hugging Face discussion board, quoting the model's response).

Sources: mistralai/cookbook function_calling_local.ipynb (commit 0d3f73a), cohere-ai/cohere-developer-experience
fern/pages/text-generation/prompt-engineering/command-r7b-hf.mdx (commit 061fa56), huggingface.co
ibm-granite/granite-3.0-8b-instruct discussion #8 (read through the docs-search excerpt).

Could not find (in the helper's 30 minutes): most vendor pages that show a raw model reply with a call are already
cited by earlier corpora (Qwen's function-calling docs, llama-models prompt formats, MiniMax-M2's guide, InternLM2's
chat format, FunctionGemma docs, the harmony cookbook, Kimi-K2's tool-call guidance, the gemma-cookbook notebooks,
PhiCookBook's ONNX notebook, Hermes-Function-Calling, xLAM, Seed-OSS, Hunyuan). Cohere's Command A page repeats the
R7B completion word for word, so it is left out. DeepSeek API docs, Moonshot/Kimi platform docs, Z.ai/GLM docs,
NVIDIA Nemotron model cards, AI21 Jamba docs, ERNIE and IBM's Granite docs pages either were not in the search
corpora or showed only parsed `tool_calls` objects, request payloads and prompt templates, not the model's text. So
this set is smaller than the 15 aimed for.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_DM: list[dict[str, Any]] = [
    # mistral cookbook: the pet store tools (the second run builds them from the petstore OpenAPI spec)
    tool_schema("getPetById", ("petId",), petId="integer"),
    tool_schema("getUserByName", ("username",), username="string"),
    tool_schema("getOrderById", ("orderId",), orderId="integer"),
    # Cohere's Command R7B tool-use example
    tool_schema("query_daily_sales_report", ("day",), day="string"),
    tool_schema("query_product_catalog", ("category",), category="string"),
    # the Granite discussion's available_tools
    tool_schema("calculator.add", ("num1", "num2"), num1="integer", num2="integer"),
]

SOURCES_DM: dict[str, str] = {}
CASES_DM: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_DM[id] = source
    CASES_DM.append(Case(id, text, list(calls), **kw))


MISTRAL = (
    "https://github.com/mistralai/cookbook/blob/0d3f73a59095ff3fb3651cdc0ecd2f0e8b18d4c9/function_calling_local.ipynb"
)
COHERE = "https://github.com/cohere-ai/cohere-developer-experience/blob/061fa567e8e5c2e4123cd61938ef4d135d27a1d6/fern/pages/text-generation/prompt-engineering/command-r7b-hf.mdx (docs.cohere.com/docs/command-r7b-hf)"

# ---- Mistral 7B Instruct v0.3 through mistral-inference ---------------------------------------------------------
real(MISTRAL + " (cell 11's execute_result: tokenizer.decode of the generated tokens, the Python repr unescaped; Mistral 7B Instruct v0.3, max_tokens=50)", "mistral-7b-v03-decoded-call-then-prose",
     "[{\"name\": \"getPetById\", \"arguments\": {\"petId\": 3}}]\n\nThis code will fetch the details of Pet 3 using the `getPetById` function. However, I'm just a text",
     ("getPetById", {"petId": 3}))  # fmt: skip
real(MISTRAL + " (cell 22's execute_result: the decoded output for three queries, the Python repr unescaped; tools generated from the petstore spec)", "mistral-7b-v03-decoded-three-calls",
     "[{\"name\": \"getPetById\", \"arguments\": {\"petId\": 1}}, {\"name\": \"getUserByName\", \"arguments\": {\"username\": \"user1\"}}, {\"name\": \"getOrderById\", \"arguments\": {\"orderId\": 3}}]",
     ("getPetById", {"petId": 1}),
     ("getUserByName", {"username": "user1"}),
     ("getOrderById", {"orderId": 3}))  # fmt: skip

# ---- Cohere Command R7B -------------------------------------------------------------------------------------------
real(COHERE + " ('Example of a Tool Use completion', the block's text up to <|END_ACTION|>)", "command-r7b-thinking-then-two-actions",
     "<|START_THINKING|>I will use the query_daily_sales_report tool to find the sales summary for 29th September 2023. I will then use the query_product_catalog tool to find the details about the products in the 'Electronics' category.<|END_THINKING|><|START_ACTION|>[\n"
     "    {\"tool_call_id\": \"0\", \"tool_name\": \"query_daily_sales_report\", \"parameters\": {\"day\": \"2023-09-29\"}},\n"
     "    {\"tool_call_id\": \"1\", \"tool_name\": \"query_product_catalog\", \"parameters\": {\"category\": \"Electronics\"}}\n"
     "]<|END_ACTION|>",
     ("query_daily_sales_report", {"day": "2023-09-29"}),
     ("query_product_catalog", {"category": "Electronics"}))  # fmt: skip
real(COHERE + " (same accordion: 'what the answer would have looked like, if the model had decided to respond directly')", "neg-command-r7b-direct-answer-naming-tools",
     "I can find the sales summary for 29th September 2023 as well as the details about the products in the 'Electronics' category. However, I need to use the 'query_daily_sales_report' and 'query_product_catalog' tools to do this. Are you sure you would you like me to use these tools?")  # fmt: skip
real(COHERE + " ('Example of a completion' after the tool results)", "neg-command-r7b-final-answer-after-results",
     "On 29th September 2023, the total sales amount was £10000 and the total units sold were 250.\n\n"
     "The following products are in the 'Electronics' category:\n\n"
     "- Smartphone, £500, stock level 20\n"
     "- Laptop, £1000, stock level 15\n"
     "- Tablet, £300, stock level 25")  # fmt: skip

# ---- Granite 3.0 --------------------------------------------------------------------------------------------------
real("https://huggingface.co/ibm-granite/granite-3.0-8b-instruct/discussions/8 (jjaegii's opening post, 'The model's response was:'; read through the docs-search excerpt)", "granite-30-tool-object-between-role-tokens",
     "<|start_of_role|>assistant<|end_of_role|>{\n"
     "  \"tool\": {\n"
     "    \"name\": \"calculator.add\",\n"
     "    \"arguments\": {\n"
     "      \"num1\": 123,\n"
     "      \"num2\": 456\n"
     "    }\n"
     "  }\n"
     "}<|end_of_text|>",
     ("calculator.add", {"num1": 123, "num2": 456}))  # fmt: skip
