"""The reader of every marker that MARKER (parsers/scan.py) names, one module per dialect family."""

from __future__ import annotations

from parsers.readers import json_tags, markup, python_calls, special_tokens, xml_tags
from parsers.scan import Reader

READERS: dict[str, Reader] = {
    "think": markup.read_think,
    "think_close": markup.read_think_close,
    "harmony": special_tokens.read_harmony,
    "seed": xml_tags.read_seed,
    "minimax": xml_tags.read_minimax,
    "function_calls": xml_tags.read_function_calls,
    "tool_calls_tag": json_tags.tagged_json("hunyuan", "</tool_calls>", allow_python=True),
    "tool_call_tag": xml_tags.read_tool_call_tag,
    "nemotron": json_tags.tagged_json("nemotron", "</TOOLCALL>"),
    "function_tag": xml_tags.read_function_tag,
    "python_tag": json_tags.read_python_tag,
    "python_start": python_calls.read_python_start,
    "mistral": json_tags.read_mistral,
    "functools": json_tags.read_functools,
    "granite": json_tags.tagged_json("granite", None),
    "gemma4": special_tokens.gemma_calls("gemma4", '<|"|>', "<tool_call|>"),
    "function_gemma": special_tokens.gemma_calls("function_gemma", "<escape>", "<end_function_call>"),
    "lfm2": json_tags.tagged_json("lfm2", "<|tool_call_end|>", allow_python=True),
    "internlm": json_tags.tagged_json("internlm", "<|action_end|>"),
    "command_r": json_tags.tagged_json("command_r", "<|END_ACTION|>"),
    "ds_block": special_tokens.read_ds_block,
    "ds_call": special_tokens.read_ds_call,
    "junk": markup.read_junk,
    "fence": markup.read_fence,
    "inline_code": markup.read_inline_code,
    "bare_object": markup.read_bare_object,
    "bare_list": markup.read_bare_list,
}
