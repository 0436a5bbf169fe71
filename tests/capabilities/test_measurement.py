"""Measured values in a models.toml: written with the user's comments kept, shown as `measured DATE`, and never
replaced by a shipped or detected value."""

from __future__ import annotations

import datetime
import tomllib

import pytest

from capabilities import CapabilityConfigError, Detected, resolve
from capabilities.measurement import write_measured_entry

DAY = datetime.date(2026, 5, 2)
USER_FILE = """\
# my models: keep this comment
[models."Qwen2.5"]  # my entry
max_output_tokens = 2048  # my pick

[models."llama3"]
context_effective = 9000
"""


def measure(path, prefix="qwen2.5", **values):
    comments = {name: f"measured {DAY} by agent calibrate: test backend, Q4_K_M, CPU" for name in values}
    write_measured_entry(path, prefix, values, comments, DAY)


def test_the_entry_is_written_into_the_users_file_with_its_comments_and_layout_kept(user_toml):
    path = user_toml(USER_FILE)
    measure(path, context_effective=4096, tool_mode="text")
    text = path.read_text()
    assert text.startswith(USER_FILE.split("\n\n")[0])  # the user's lines, comments included, untouched
    assert '[models."llama3"]\ncontext_effective = 9000\n' in text
    assert "context_effective = 4096 # measured 2026-05-02 by agent calibrate: test backend, Q4_K_M, CPU" in text
    entry = tomllib.loads(text)["models"]["Qwen2.5"]  # the entry already there, under its own spelling
    assert entry == {
        "max_output_tokens": 2048,
        "context_effective": 4096,
        "tool_mode": "text",
        "measured": {"context_effective": DAY, "tool_mode": DAY},
    }


def test_a_measured_value_shows_its_date_and_no_detected_value_replaces_it(user_toml):
    measure(user_toml(USER_FILE), context_effective=4096, tool_mode="text")
    detected = Detected(how="ollama", native_tools=True, context_trained=131072)
    cap = resolve("qwen2.5-coder:7b", detected=detected)
    assert (cap.context_effective, cap.tool_mode) == (4096, "text")
    assert cap.sources["context_effective"].startswith("measured 2026-05-02 (")
    assert cap.sources["tool_mode"].startswith("measured 2026-05-02 (")
    assert not cap.sources["max_output_tokens"].startswith("measured")  # the user's own pick stays theirs


def test_a_later_measurement_keeps_the_dates_of_the_values_it_did_not_measure(user_toml):
    path = user_toml("")
    measure(path, context_effective=4096, tool_mode="text")
    later = datetime.date(2026, 6, 1)
    write_measured_entry(path, "qwen2.5", {"tool_mode": "grammar"}, {"tool_mode": "again"}, later)
    marks = tomllib.loads(path.read_text())["models"]["qwen2.5"]["measured"]
    assert marks == {"context_effective": DAY, "tool_mode": later}


def test_a_mark_on_a_key_the_entry_does_not_set_names_the_file_and_key(user_toml):
    user_toml('[models."qwen2.5"]\nmeasured = {context_effective = 2026-05-02}\n')
    with pytest.raises(
        CapabilityConfigError, match=r"measured\.context_effective: marks a key this entry does not set"
    ):
        resolve("qwen2.5-coder:7b")
