"""The run's copy, and hidden files that are there for the check only."""

from __future__ import annotations

import pytest

from agent.benchmark.workspace_copy import copy_workspace, hidden_files


def test_hidden_files_come_and_go_and_a_covered_file_is_put_back(tmp_path):
    source = tmp_path / "project"
    (source / "__pycache__").mkdir(parents=True)
    (source / "app.py").write_text("app\n")
    (source / "test_app.py").write_text("the model's version\n")
    (source / "__pycache__" / "x.pyc").write_text("")
    hidden = tmp_path / "hidden"
    (hidden / "tests" / "deep").mkdir(parents=True)
    (hidden / "test_app.py").write_text("the task's version\n")
    (hidden / "tests" / "deep" / "test_more.py").write_text("more\n")

    copy = copy_workspace(source, tmp_path / "runs")
    assert copy.name == "project" and not (copy / "__pycache__").exists()
    with hidden_files(hidden, copy):
        assert (copy / "test_app.py").read_text() == "the task's version\n"
        assert (copy / "tests" / "deep" / "test_more.py").read_text() == "more\n"
    assert (copy / "test_app.py").read_text() == "the model's version\n"
    assert not (copy / "tests").exists()
    assert sorted(p.name for p in copy.iterdir()) == ["app.py", "test_app.py"]


def test_hidden_files_are_taken_out_even_when_the_check_fails(tmp_path):
    copy = tmp_path / "copy"
    copy.mkdir()
    hidden = tmp_path / "hidden"
    hidden.mkdir()
    (hidden / "secret.py").write_text("x\n")
    with pytest.raises(RuntimeError), hidden_files(hidden, copy):
        raise RuntimeError("the check broke")
    assert not (copy / "secret.py").exists()
