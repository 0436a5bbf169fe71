"""`agent doctor --json` is an interface: the same servers answering the same give the same report (the machine's
free disk aside), its keys are the declared ones in their order, and docs/doctor.md documents every option."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from agent.cli import main
from agent.commands.doctor import doctor as doctor_command
from agent.doctor.findings import DOCTOR_VERSION, DoctorReport, ModelCheck, Window

from .test_doctor_ollama import MODEL, ollama_v1

pytestmark = pytest.mark.slow

DOCS = Path(__file__).resolve().parents[3] / "docs" / "doctor.md"


def report_of(server, workspace) -> tuple[int, dict]:
    ollama_v1(server, num_ctx=None)
    result = CliRunner().invoke(
        main,
        ["doctor", "-m", f"openai/{MODEL}", "-w", str(workspace), "--json"],
        env={"OLLAMA_HOST": server.url, "OPENAI_BASE_URL": f"{server.url}/v1"},
    )
    return result.exit_code, json.loads(result.stdout)


def test_the_same_answers_give_the_same_report(server, workspace):
    first_code, first = report_of(server, workspace)
    second_code, second = report_of(server, workspace)
    for report in (first, second):
        report["machine"].pop("free_disk_mb")
    assert first == second and first_code == second_code == 1


def test_the_reports_keys_are_the_declared_ones_in_their_order(server, workspace):
    _, report = report_of(server, workspace)
    assert list(report) == list(DoctorReport.model_fields) and report["doctor_version"] == DOCTOR_VERSION
    (model,) = report["models"]
    assert list(model) == list(ModelCheck.model_fields)
    assert list(model["window"]) == list(Window.model_fields)
    assert set(model["window"]["request"]) == {"value", "source", "detail"}


def test_the_docs_page_names_every_option_and_the_exit_code():
    text = DOCS.read_text(encoding="utf-8")
    for option in doctor_command.params:
        assert any(name in text for name in option.opts), option.opts
    assert re.search(r"exit code 1|exits 1|exit 1", text)
