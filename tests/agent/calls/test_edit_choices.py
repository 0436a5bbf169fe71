"""Grammar mode's edit choices: the edit target may only be what the files read hold (agent/calls/edit_choices.py)."""

from __future__ import annotations

import json

import pytest

from agent.calls import edit_choices
from agent.calls.edit_choices import grammar_specs, line_run_choices, with_edit_choices
from agent.calls.runtime import ToolRuntime
from agent.file_safety.line_anchors import anchors_of
from agent.messages import ToolSpec
from capabilities import resolve
from parsers.grammar import tool_call_schema

SOURCE = "def add(a, b):\n    return a + b\n\n\nprint(add(1, 2))\n"


def properties(specs: list[ToolSpec], name: str) -> dict:
    return next(spec for spec in specs if spec.name == name).parameters["properties"]


@pytest.fixture
def runtime(workspace):
    (workspace / "calc.py").write_text(SOURCE)
    return ToolRuntime(workspace)


def follow(runtime: ToolRuntime, tool_mode: str, edit_format: str):
    capability = resolve("gemma-3-270m").model_copy(
        update={"tool_mode": tool_mode, "edit_format": edit_format, "path_choices": False}
    )
    runtime.follow(capability)
    return capability


def test_anchored_grammar_offers_the_anchors_of_the_files_read(runtime):
    capability = follow(runtime, "grammar", "anchored")
    assert "enum" not in properties(grammar_specs(runtime, capability), "edit_lines")["first"], "nothing read yet"
    runtime.run("read", {"path": "calc.py"})
    runtime.run("read", {"path": "hello.py"})
    offered = properties(grammar_specs(runtime, capability), "edit_lines")
    expected = list(dict.fromkeys(anchors_of(SOURCE) + anchors_of('print("Hello, world!")\n')))
    assert offered["first"]["enum"] == offered["last"]["enum"] == expected
    assert "enum" not in offered["new_text"]


def test_the_anchors_follow_the_models_own_edit(runtime):
    capability = follow(runtime, "grammar", "anchored")
    runtime.run("read", {"path": "calc.py"})
    first = anchors_of(SOURCE)[0]
    runtime.run("edit_lines", {"path": "calc.py", "first": first, "last": first, "new_text": "# adds\ndef add(a, b):"})
    offered = properties(grammar_specs(runtime, capability), "edit_lines")["first"]["enum"]
    assert offered == anchors_of("# adds\n" + SOURCE)


def test_outside_grammar_mode_nothing_is_constrained(runtime):
    capability = follow(runtime, "text", "anchored")
    runtime.run("read", {"path": "calc.py"})
    assert "enum" not in properties(grammar_specs(runtime, capability), "edit_lines")["first"]


def test_replace_grammar_offers_the_unique_runs_of_whole_lines(runtime):
    capability = follow(runtime, "grammar", "replace")
    runtime.run("read", {"path": "calc.py"})
    choices = properties(grammar_specs(runtime, capability), "edit")["old_text"]["enum"]
    assert "    return a + b" in choices and "def add(a, b):\n    return a + b" in choices
    assert "" not in choices and "\n" not in choices, "blank runs are not edit targets"
    assert all(SOURCE.count(choice) == 1 for choice in choices)


def test_too_many_runs_leave_old_text_free(monkeypatch):
    monkeypatch.setattr(edit_choices, "MAX_CHOICES", 10)
    text = "".join(f"line {n}\n" for n in range(20))
    assert line_run_choices([text]) is None
    spec = ToolSpec(
        name="edit", description="", parameters={"type": "object", "properties": {"old_text": {"type": "string"}}}
    )
    assert with_edit_choices([spec], [text]) == [spec]


def test_the_grammar_schema_holds_the_enums_and_compiles(runtime):
    capability = follow(runtime, "grammar", "anchored")
    runtime.run("read", {"path": "calc.py"})
    schema = tool_call_schema([spec.openai_dict() for spec in grammar_specs(runtime, capability)])
    edit_lines = next(c for c in schema["oneOf"] if c["properties"].get("tool", {}).get("const") == "edit_lines")
    assert edit_lines["properties"]["args"]["properties"]["first"]["enum"] == anchors_of(SOURCE)
    llama_grammar = pytest.importorskip("llama_cpp.llama_grammar")
    from agent.providers.llamacpp.engine import json_schema_gbnf

    gbnf = json_schema_gbnf(json.dumps(schema))
    assert json.dumps(anchors_of(SOURCE)[0]).replace('"', '\\"') in gbnf
    llama_grammar.LlamaGrammar.from_string(gbnf, verbose=False)
