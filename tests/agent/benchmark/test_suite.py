"""Suite loading: task folders, their task.toml, and the errors that name the file."""

from __future__ import annotations

import pytest

from agent.benchmark.suite import BUILTIN, load_suite, load_task_folder, prompt_tasks, select
from agent.errors import UserError


def make_task(root, name, toml='prompt = "do it"\ncheck = "true"\n', workspace=True):
    folder = root / name
    folder.mkdir(parents=True)
    if toml is not None:
        (folder / "task.toml").write_text(toml)
    if workspace:
        (folder / "workspace").mkdir()
    return folder


def test_a_task_folder_becomes_a_task(tmp_path):
    folder = make_task(tmp_path, "t", 'prompt = "p"\ncheck = "c"\nmax_turns = 7\ntimeout_s = 30\nkind = "question"\n')
    (folder / "hidden").mkdir()
    task = load_task_folder(folder)
    assert (task.name, task.prompt, task.check, task.max_turns, task.timeout_s, task.kind) == (
        "t",
        "p",
        "c",
        7,
        30,
        "question",
    )
    assert task.workspace == folder / "workspace" and task.hidden == folder / "hidden"


@pytest.mark.parametrize(
    ("toml", "workspace", "expected"),
    [
        (None, True, "has no task.toml"),
        ('prompt = "p"\n', False, "has no workspace/ folder"),
        ("prompt = \n", True, "task.toml is not valid TOML"),
        ('check = "true"\n', True, "task.toml: key `prompt` is missing"),
        (
            'prompt = "p"\nmax_turns = 0\n',
            True,
            "task.toml: key `max_turns`: Input should be greater than or equal to 1",
        ),
        ('prompt = "p"\ntimeout = 5\n', True, "task.toml: unknown key `timeout`; did you mean `timeout_s`?"),
        ('prompt = "p"\nchek = "true"\n', True, "task.toml: unknown key `chek`; did you mean `check`?"),
    ],
)
def test_a_bad_task_folder_is_a_user_error_naming_it(tmp_path, toml, workspace, expected):
    folder = make_task(tmp_path, "bad", toml, workspace)
    with pytest.raises(UserError) as caught:
        load_task_folder(folder)
    assert str(folder) in str(caught.value) and expected in str(caught.value)


def test_suites_are_sorted_and_skip_hidden_folders(tmp_path):
    for name in ("b", "a", ".git", "_drafts"):
        make_task(tmp_path, name)
    assert [t.name for t in load_suite(str(tmp_path))] == ["a", "b"]
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(UserError, match="holds no task folders"):
        load_suite(str(empty))


def test_the_builtin_suite_loads_and_only_picks_tasks():
    tasks = load_suite(BUILTIN)
    picked = select(tasks, "fix-mean, edit-json")
    assert [t.name for t in picked] == ["edit-json", "fix-mean"]  # the suite's order
    assert select(tasks, None) == tasks
    with pytest.raises(UserError, match="no task called nope; the tasks are: add-parameter"):
        select(tasks, "nope")


def test_prompts_become_named_tasks(tmp_path):
    tasks = prompt_tasks(["one", "two"], "true", tmp_path)
    assert [(t.name, t.prompt, t.check, t.workspace) for t in tasks] == [
        ("task-1", "one", "true", tmp_path),
        ("task-2", "two", "true", tmp_path),
    ]
