"""agent/mcp/told_failures.py: a start failure is told whole once, then in one short line."""

from __future__ import annotations

from agent.mcp import told_failures
from agent.mcp.told_failures import ToldFailures


def test_the_same_failure_is_told_once_numbers_aside(tmp_path):
    told = ToldFailures(tmp_path / "data" / "mcp-failures.json")
    assert not told.already_told("files", "npx srv", "exited with 1 after 0.3 s (pid 4411)")
    assert told.already_told("files", "npx srv", "exited with 1 after 0.5 s (pid 4517)")
    assert not told.already_told("files", "npx srv", "it did not start within 5 s"), "another failure"
    assert not told.already_told("files", "npx other", "it did not start within 5 s"), "another command"
    told.forget("files")
    assert not told.already_told("files", "npx other", "it did not start within 5 s"), "it started in between"


def test_a_damaged_or_unwritable_record_only_repeats_the_note(tmp_path):
    path = tmp_path / "mcp-failures.json"
    path.write_text("{not json")
    told = ToldFailures(path)
    assert not told.already_told("files", "npx srv", "boom")
    assert told.already_told("files", "npx srv", "boom"), "the damaged file was replaced"
    blocked = ToldFailures(tmp_path / "a-file" / "mcp-failures.json")
    (tmp_path / "a-file").write_text("")
    assert not blocked.already_told("files", "npx srv", "boom")
    assert not blocked.already_told("files", "npx srv", "boom"), "nothing remembered, nothing raised"


def test_the_record_keeps_the_latest_servers(tmp_path, monkeypatch):
    monkeypatch.setattr(told_failures, "MAX_SERVERS", 3)
    told = ToldFailures(tmp_path / "mcp-failures.json")
    for name in "abcd":
        told.already_told(name, "cmd", "boom")
    assert not told.already_told("a", "cmd", "boom"), "the oldest was forgotten"
    assert told.already_told("d", "cmd", "boom")
