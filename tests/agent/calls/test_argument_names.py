"""Argument names that mean a tool's parameter (`file_path`, `filename` for `path`), for every call whatever its
mode: mapped only where the tool has exactly one parameter of that meaning and no other written name competes
for it, and the result the model reads says so in one line."""

from __future__ import annotations

import json
from pathlib import Path

from agent.calls.runtime import ToolRuntime
from agent.messages import Message, ToolCall
from agent.providers.prompting import parse_grammar_output
from agent.providers.provider import ChatRequest
from agent.providers.tool_modes import TurnAssembler
from capabilities import Capability
from parsers import extract_tool_calls
from parsers.toolset import argument_names

NOTE = "(note: read the argument 'file_path' as 'path')"


def test_a_native_call_with_file_path_reads_the_path_and_says_so(workspace):
    result = ToolRuntime(workspace).run_batch([ToolCall(name="read", arguments={"file_path": "hello.py"})])[0]
    assert not result.is_error and 'print("Hello, world!")' in result.content
    assert result.content.endswith("\n" + NOTE)


def test_a_text_call_with_file_path_says_so_in_its_result(workspace):
    capability = Capability(model="m", tool_mode="text", tool_format="hermes", context_effective=8192)
    runtime = ToolRuntime(workspace)
    request = ChatRequest(messages=[Message(role="user", content="go")], tools=runtime.specs(), capability=capability)
    assembler = TurnAssembler(request)
    call = {"name": "read", "arguments": {"file_path": "hello.py"}}
    assembler.add_text(f"<tool_call>{json.dumps(call)}</tool_call>")
    (parsed,) = assembler.finish("stop").tool_calls
    assert parsed.arguments == {"path": "hello.py"}  # the parser mapped it with the same table
    (result,) = runtime.run_batch([parsed])
    assert not result.is_error and result.content.endswith("\n" + NOTE)


def test_a_grammar_call_with_filename_says_so(workspace):
    turn = parse_grammar_output(json.dumps({"tool": "read", "args": {"filename": "hello.py"}}), "stop")
    (result,) = ToolRuntime(workspace).run_batch(turn.tool_calls)
    assert not result.is_error and result.content.endswith("(note: read the argument 'filename' as 'path')")


def test_two_written_names_competing_for_one_parameter_are_refused(workspace):
    arguments = {"file_path": "hello.py", "filename": "other.py"}
    (result,) = ToolRuntime(workspace).run_batch([ToolCall(name="read", arguments=arguments)])
    assert result.is_error
    assert result.content == (
        "invalid arguments for read: 'file_path' and 'filename' could each mean 'path': give it once, as 'path'"
    )
    text = f"<tool_call>{json.dumps({'name': 'read', 'arguments': arguments})}</tool_call>"
    parsed = extract_tool_calls(text, [spec.openai_dict() for spec in ToolRuntime(workspace).specs()], "hermes")
    assert not parsed.calls and "could each mean 'path'" in parsed.errors[0].message, "text calls alike"


def test_a_name_is_mapped_only_when_the_tool_has_exactly_one_such_parameter():
    one = {"path": {"type": "string"}, "content": {"type": "string"}}
    assert argument_names(["file_path", "content"], one).renamed == {"file_path": "path"}
    two = {"path": {"type": "string"}, "directory": {"type": "string"}}
    # `directory` is written as declared: `filename` could still mean either of the two, so it is not mapped
    assert argument_names(["directory", "filename"], two).renamed == {}
    assert argument_names(["filename"], two).renamed == {}


def test_a_camel_case_parameter_of_a_group_takes_its_aliases():
    # opencode declares `filePath`; qwen2.5-coder wrote `filename` (corpus ad, opencode #590)
    camel = {"filePath": {"type": "string"}, "content": {"type": "string"}}
    assert argument_names(["filename", "content"], camel).renamed == {"filename": "filePath"}
    assert argument_names(["filename", "filePath"], camel).renamed == {}


def test_an_alias_beside_the_declared_name_is_not_mapped(workspace: Path):
    names = argument_names(["path", "file_path"], {"path": {"type": "string"}})
    assert names.renamed == {} and names.competing == {}
    (result,) = ToolRuntime(workspace).run_batch([ToolCall(name="read", arguments={"path": "hello.py", "file": "x"})])
    assert result.is_error and "unknown argument 'file'" in result.content
