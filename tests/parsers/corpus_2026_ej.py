# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set ej (issue 42): replies of reasoning models whose raw text holds a thought that drafts or discusses a call, gathered without reading the parser.

Families: DeepSeek-R1-style replies whose prefilled `<think>` leaves only `...</think>` in the text (ollama's DeepSeek
parser fixtures: five plain answers after the thought, one DeepSeek `<｜tool▁calls▁begin｜>` call after it); gpt-oss
Harmony replies (a real gpt-oss-20b capture pinned by goinfer: analysis then final, no call; a gpt-oss-20b reply quoted
in a vllm-mlx PR whose call sits on the analysis channel with `to=functions.ffgrep code`; a gpt-oss-120b analysis leaked
as plain text in an mlx-lm report, which only talks about calling post_tweet).

Sources: ollama/ollama model/parsers/deepseek_test.go (commit 5be8277), townsendmerino/goinfer chat/harmony_parse_test.go
(commit 68ea204), waybarrios/vllm-mlx#562 and ml-explore/mlx-lm#875 (both read through the issue-search excerpts).

Could not find (in the helper's 30 minutes): uncited issue threads quoting a whole raw reply of QwQ, Qwen3/3.5 thinking,
GLM Z1, Kimi-K2-Thinking, Magistral `[THINK]`, Phi-4-reasoning, EXAONE Deep, Hunyuan or MiniMax-M1/M2 with a call after
the thought: the threads found show it as a screenshot, as SSE deltas, elided (`<think>...</think>`), or are already
cited (ollama#8517's R1-distill `</think>` replies); fixture files found with such texts either are cited by earlier
corpora (ollama minimaxm2/olmo3_think/qwen3/qwen35/glm47 tests) or the code index gave no repository for them. So the set
is smaller than the 15 aimed for, and leans to negatives.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_EJ: list[dict[str, Any]] = [
    # ollama deepseek_test.go: the tool its expected call names
    tool_schema("get_weather", ("location",), location="string"),
    # vllm-mlx#562: the client's ffgrep tool
    tool_schema("ffgrep", ("pattern",), path="string", pattern="string"),
    # mlx-lm#875: the tools of the author's tool-calling tests (post_tweet's parameters are not in the excerpt)
    tool_schema("web_search", (), query="string"),
    tool_schema("post_tweet"),
]

SOURCES_EJ: dict[str, str] = {}
CASES_EJ: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_EJ[id] = source
    CASES_EJ.append(Case(id, text, list(calls), **kw))


OLLAMA_DS = (
    "https://github.com/ollama/ollama/blob/5be827768353e7722d751923302a14bb3dd0cb31/model/parsers/deepseek_test.go"
)

# ---- DeepSeek-R1 style: the thought closes with </think>, then the answer or a call ------------------
real(f"{OLLAMA_DS} (TestDeepSeekParser, case thinking_with_tool_call)", "deepseek-think-then-tool-calls-begin",
     "Let me check the weather...</think>I'll get that for you.<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{\"location\":\"Paris\"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>",
     ("get_weather", {"location": "Paris"}))  # fmt: skip
real(f"{OLLAMA_DS} (TestDeepSeekParser, case thinking_content)", "neg-deepseek-think-then-answer",
     "I need to think about this...</think>The answer is 42.",
     # gathered with the whole text as its content; the thought is not the reply's text (the rule for a closing
     # tag with no opening, and harmony's analysis channel), so the lead gave the content after measuring
     content='The answer is 42.')  # fmt: skip
real(f"{OLLAMA_DS} (TestDeepSeekParser, case thinking_with_newlines)", "neg-deepseek-think-list-then-answer",
     "Let me think:\n- Point 1\n- Point 2</think>\n\nHere's my answer.",
     # gathered with the whole text as its content; the thought is not the reply's text (the rule for a closing
     # tag with no opening, and harmony's analysis channel), so the lead gave the content after measuring
     content="Here's my answer.")  # fmt: skip
real(f"{OLLAMA_DS} (TestDeepSeekParser, case only_thinking)", "neg-deepseek-only-thinking",
     "Just thinking content</think>",
     # gathered with the whole text as its content; the thought is not the reply's text (the rule for a closing
     # tag with no opening, and harmony's analysis channel), so the lead gave the content after measuring
     content='')  # fmt: skip
real(f"{OLLAMA_DS} (TestDeepSeekParser, case thinking_with_unicode)", "neg-deepseek-think-unicode-then-answer",
     "我在思考这个问题...</think>答案是42。",
     # gathered with the whole text as its content; the thought is not the reply's text (the rule for a closing
     # tag with no opening, and harmony's analysis channel), so the lead gave the content after measuring
     content='答案是42。')  # fmt: skip
real(f"{OLLAMA_DS} (TestDeepSeekParser, case thinking_with_special_chars)", "neg-deepseek-think-special-chars-then-answer",
     "Let me calculate: 2+2=4 & 3*3=9...</think>The results are correct!",
     # gathered with the whole text as its content; the thought is not the reply's text (the rule for a closing
     # tag with no opening, and harmony's analysis channel), so the lead gave the content after measuring
     content='The results are correct!')  # fmt: skip

# ---- gpt-oss Harmony: the analysis channel, then a final answer or a call --------------------------
real("https://github.com/townsendmerino/goinfer/blob/68ea20406c1d71a2a725555b5f19cbb104722c70/chat/harmony_parse_test.go (const realReply: a real gpt-oss-20b-MXFP4 reply captured 2026-09-30)", "neg-gptoss-analysis-then-final-real-capture",
     "<|channel|>analysis<|message|>The user asks: \"What is 17 times 3? Then write one short sentence about the sea.\"\n\nWe need to answer the multiplication: 17 times 3 equals 51. Then write one short sentence about the sea. Provide short sentence about the sea. Probably something like \"The sea is vast and full of mysteries.\" Provide short sentence. Ensure short.<|end|><|start|>assistant<|channel|>final<|message|>17\u202f×\u202f3\u202f=\u202f51.  \nThe sea stretches endlessly, its waves whispering ancient secrets.",
     # gathered with the whole text as its content; the thought is not the reply's text (the rule for a closing
     # tag with no opening, and harmony's analysis channel), so the lead gave the content after measuring
     content='17\u202f×\u202f3\u202f=\u202f51.  \nThe sea stretches endlessly, its waves whispering ancient secrets.')  # fmt: skip
real("https://github.com/waybarrios/vllm-mlx/pull/562 (alikiran's comment of 2026-08-02: the gpt-oss-20b raw output with the recipient on the analysis channel)", "gptoss-analysis-then-call-on-analysis-channel",
     "<|channel|>analysis<|message|>We need to run ffgrep. Let us search.\n<|end|><|start|>assistant<|channel|>analysis to=functions.ffgrep code<|message|>\n{\"path\":\"\",\"pattern\":\"TextualDisplayView\"}<|call|>",
     ("ffgrep", {"path": "", "pattern": "TextualDisplayView"}))  # fmt: skip
real("https://github.com/ml-explore/mlx-lm/issues/875 (intobigdata's description, 'Leaked analysis channel as plain text': the quoted string, without its quotes)", "neg-gptoss-leaked-analysis-talks-of-post-tweet",
     "The user gave a tweet content: 'Just deployed my new app!' They likely want me to post this tweet using post_tweet tool. So I need to output XML accordingly.")  # fmt: skip
