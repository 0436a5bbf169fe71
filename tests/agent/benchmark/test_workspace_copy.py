"""The run's copy, and the check's own folder: the model's files less what plugs into the test runner, the
task's own versions of those, the hidden files last (issue 24)."""

from __future__ import annotations

import os
import py_compile
import sys

import pytest

from agent.benchmark.check import run_check
from agent.benchmark.workspace_copy import check_folder, copy_workspace

# A conftest.py that turns every test's failure into a pass.
PASSING_CONFTEST = """
import pytest

@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    report.outcome = "passed"
    report.longrepr = None
"""


def make_task(tmp_path):
    """A task workspace (a broken add) with its own pytest configuration, and its hidden test."""
    workspace = tmp_path / "task" / "workspace"
    workspace.mkdir(parents=True)
    (workspace / "calc.py").write_text("def add(a, b):\n    return a - b\n")
    (workspace / "pytest.ini").write_text("[pytest]\nmarkers = slow\n")
    hidden = tmp_path / "task" / "hidden"
    (hidden / "tests").mkdir(parents=True)
    hidden_test = "from calc import add\n\ndef test_add():\n    assert add(2, 3) == 5\n"
    (hidden / "tests" / "test_calc.py").write_text(hidden_test)
    return workspace, hidden


def test_the_copy_holds_the_workspace_only(tmp_path):
    workspace, hidden = make_task(tmp_path)
    (workspace / "__pycache__").mkdir()
    (workspace / "__pycache__" / "x.pyc").write_text("")
    copy = copy_workspace(workspace, tmp_path / "runs")
    assert copy.name == "workspace" and not copy.is_relative_to(tmp_path / "task")
    assert sorted(p.name for p in copy.iterdir()) == ["calc.py", "pytest.ini"]


@pytest.mark.slow
def test_the_check_folder_has_the_hidden_tests_and_the_copy_never_does(tmp_path):
    workspace, hidden = make_task(tmp_path)
    copy = copy_workspace(workspace, tmp_path / "runs")
    (copy / "tests").mkdir()
    (copy / "tests" / "test_calc.py").write_text("def test_add():\n    pass\n")  # the model's own version
    folder = check_folder(copy, workspace, hidden, tmp_path / "check")
    assert (folder / "tests" / "test_calc.py").read_text() == (hidden / "tests" / "test_calc.py").read_text()
    assert (copy / "tests" / "test_calc.py").read_text() == "def test_add():\n    pass\n"
    assert not run_check("python3 -m pytest -q tests", folder, "", plugins=False).passed


@pytest.mark.slow
def test_a_conftest_that_passes_everything_does_not_pass_a_broken_solution(tmp_path):
    workspace, hidden = make_task(tmp_path)
    copy = copy_workspace(workspace, tmp_path / "runs")
    (copy / "conftest.py").write_text(PASSING_CONFTEST)
    (copy / "tests").mkdir()
    (copy / "tests" / "conftest.py").write_text(PASSING_CONFTEST)
    # The same conftest passes the broken solution where the model left it: the attack is real.
    (copy / "tests" / "test_calc.py").write_text((hidden / "tests" / "test_calc.py").read_text())
    assert run_check("python3 -m pytest -q -p no:cacheprovider tests", copy, "").passed
    folder = check_folder(copy, workspace, hidden, tmp_path / "check")
    assert not (folder / "conftest.py").exists() and not (folder / "tests" / "conftest.py").exists()
    outcome = run_check("python3 -m pytest -q tests", folder, "", plugins=False)
    assert not outcome.passed and "1 failed" in outcome.output


def test_the_tasks_own_runner_files_win_and_the_models_extra_ones_are_left_out(tmp_path):
    workspace, hidden = make_task(tmp_path)
    (workspace / "conftest.py").write_text("# the task's own\n")
    copy = copy_workspace(workspace, tmp_path / "runs")
    (copy / "pytest.ini").write_text("[pytest]\naddopts = -p evil\n")
    (copy / "conftest.py").write_text(PASSING_CONFTEST)
    (copy / "pyproject.toml").write_text('[tool.pytest.ini_options]\naddopts = "-p evil"\n')
    (copy / "setup.cfg").write_text("[tool:pytest]\naddopts = -p evil\n")
    (copy / "tox.ini").write_text("[pytest]\naddopts = -p evil\n")
    (copy / "sitecustomize.py").write_text("import os; os._exit(0)\n")
    (copy / "usercustomize.py").write_text("import os; os._exit(0)\n")
    (copy / "evil.pth").write_text("import os; os._exit(0)\n")
    (copy / "unittest.py").write_text("import os; os._exit(0)\n")  # would shadow python -m unittest
    (copy / "pytest").mkdir()
    (copy / "pytest" / "__init__.py").write_text("")
    (copy / "helpers.py").write_text("pytest_plugins = ['evil']\n")
    (copy / "sub").mkdir()
    (copy / "sub" / "tox.ini").write_text("[pytest]\n")
    (copy / ".pytest_cache").mkdir()
    (copy / "notes.txt").write_text("kept\n")
    (copy / "app_config.toml").write_text("kept = true\n")
    folder = check_folder(copy, workspace, hidden, tmp_path / "check")
    assert (folder / "pytest.ini").read_text() == "[pytest]\nmarkers = slow\n"
    assert (folder / "conftest.py").read_text() == "# the task's own\n"
    assert sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*")) == [
        "app_config.toml",
        "calc.py",
        "conftest.py",
        "notes.txt",
        "pytest.ini",
        "sub",
        "tests",
        "tests/test_calc.py",
    ]


def test_a_pyproject_without_pytest_settings_is_the_models(tmp_path):
    workspace, hidden = make_task(tmp_path)
    copy = copy_workspace(workspace, tmp_path / "runs")
    (copy / "pyproject.toml").write_text('[project]\nname = "calc"\n')
    folder = check_folder(copy, workspace, hidden, tmp_path / "check")
    assert (folder / "pyproject.toml").read_text() == '[project]\nname = "calc"\n'


@pytest.mark.slow
def test_a_planted_bytecode_file_does_not_stand_in_for_a_hidden_test(tmp_path):
    workspace, hidden = make_task(tmp_path)
    copy = copy_workspace(workspace, tmp_path / "runs")
    fake = copy / "tests" / "test_calc.py"
    fake.parent.mkdir()
    fake.write_text("def test_add():\n    pass\n")
    tag = sys.implementation.cache_tag
    pyc = copy / "tests" / "__pycache__" / f"test_calc.{tag}.pyc"
    py_compile.compile(str(fake), cfile=str(pyc), invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    fake.unlink()
    folder = check_folder(copy, workspace, hidden, tmp_path / "check")
    assert not (folder / "tests" / "__pycache__").exists()
    assert not run_check("python3 -m pytest -q tests", folder, "", plugins=False).passed


def test_symlinks_out_of_the_copy_and_onto_hidden_paths_are_not_followed(tmp_path):
    workspace, hidden = make_task(tmp_path)
    copy = copy_workspace(workspace, tmp_path / "runs")
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "conftest.py").write_text(PASSING_CONFTEST)
    os.symlink(outside, copy / "elsewhere")
    os.symlink(outside, copy / "tests")  # the hidden tests would be written through it
    folder = check_folder(copy, workspace, hidden, tmp_path / "check")
    assert not (folder / "elsewhere").exists()
    assert (folder / "tests").is_dir() and not (folder / "tests").is_symlink()
    assert sorted(p.name for p in outside.iterdir()) == ["conftest.py"]


def test_a_symlink_inside_the_copy_is_kept_but_a_hidden_file_is_not_written_through_it(tmp_path):
    workspace, hidden = make_task(tmp_path)
    copy = copy_workspace(workspace, tmp_path / "runs")
    os.symlink("calc.py", copy / "calc_link.py")
    (copy / "mine").mkdir()
    os.symlink("mine", copy / "tests")
    folder = check_folder(copy, workspace, hidden, tmp_path / "check")
    assert (folder / "calc_link.py").is_symlink()
    assert (folder / "tests" / "test_calc.py").is_file() and not (folder / "tests").is_symlink()
    assert list((folder / "mine").iterdir()) == []
