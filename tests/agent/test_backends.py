"""The backend table: every kind of model spec has its one entry there, and nothing else in `agent` chooses
by a spec's class (a scan of the source, like tests/test_layering.py's of the imports)."""

from __future__ import annotations

import ast
import os
from pathlib import Path
from typing import get_args

from agent.backends import BACKENDS, backend_of, model_spec
from agent.backends.model_spec import ModelSpec, parse_model_spec
from agent.backends.servers import openai_target
from agent.config_files import load_user_config
from agent.records.session_store import LoadedSession, SessionInfo
from agent.start.resume import resumed_choices
from agent.start.session import resolve_model

AGENT = Path(__file__).resolve().parents[2] / "agent"
TABLE = AGENT / "backends"  # the one place that knows the spec classes apart
SPEC_CLASSES = {name for name in vars(model_spec) if name.endswith("Spec") and name != "_Spec"}


def test_every_kind_of_model_spec_has_one_row():
    kinds = {spec_class.model_fields["kind"].default for spec_class in get_args(ModelSpec)}
    assert set(BACKENDS) == kinds


def spec_checks(source: str) -> list[int]:
    """Lines of `isinstance(x, SomeSpec)` (or a union or tuple of spec classes) in `source`."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "isinstance":
            names = {n.id for arg in node.args[1:] for n in ast.walk(arg) if isinstance(n, ast.Name)}
            names |= {n.attr for arg in node.args[1:] for n in ast.walk(arg) if isinstance(n, ast.Attribute)}
            if names & SPEC_CLASSES:
                lines.append(node.lineno)
    return lines


def test_no_module_outside_the_table_chooses_by_the_specs_class():
    found = {
        str(source.relative_to(AGENT.parent)): spec_checks(source.read_text(encoding="utf-8"))
        for source in sorted(AGENT.rglob("*.py"))
        if not source.is_relative_to(TABLE)
    }
    assert {path: lines for path, lines in found.items() if lines} == {}


def test_the_scan_sees_unions_and_module_attributes():
    assert spec_checks("isinstance(s, ScriptSpec | LlamaCppSpec)\nisinstance(s, model_spec.OllamaSpec)\n") == [1, 2]
    assert spec_checks("isinstance(s, str)\n") == []


def test_each_entry_describes_its_model(tmp_path, monkeypatch):
    monkeypatch.setenv("OLLAMA_HOST", "127.0.0.1:11999")
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:8999/v1")
    script = parse_model_spec(f"script:{tmp_path / 'turns.jsonl'}")
    assert backend_of(script).describe(script) == "scripted"
    assert backend_of(script).named_file(script) == tmp_path / "turns.jsonl"
    ollama = parse_model_spec("ollama/qwen2.5-coder:7b")
    assert backend_of(ollama).describe(ollama) == "ollama http://127.0.0.1:11999"
    openai = parse_model_spec("openai/m")
    assert backend_of(openai).describe(openai) == "openai-compatible http://127.0.0.1:8999/v1"
    assert backend_of(openai).start_details(openai) == {"endpoint": "", "base_url": "http://127.0.0.1:8999/v1"}
    assert backend_of(parse_model_spec("embedded")).in_process and not backend_of(ollama).in_process


def test_a_resumed_sessions_server_is_handed_down_not_put_in_the_environment(tmp_path, monkeypatch):
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    info = SessionInfo(
        id="s1", path=tmp_path / "s1.jsonl", workspace=str(tmp_path), model="openai/m", base_url="http://127.0.0.1:9/v1"
    )
    kept = resumed_choices(
        LoadedSession.model_construct(info=info), model=None, ctx=None, tools=None, max_output=None, root=tmp_path
    )
    assert "OPENAI_BASE_URL" not in os.environ
    assert kept.notes == ["continuing with the server the session used: http://127.0.0.1:9/v1"]
    spec = resolve_model(kept.model or "", load_user_config(), openai_base_url=kept.openai_base_url)
    assert openai_target(spec, None)[0] == "http://127.0.0.1:9/v1"
