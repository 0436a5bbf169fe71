"""A `.agent/` that a command created is moved out of the project, under the data directory, kept whole.
(tests/agent/test_attacks.py plants one through `agent run` in a trusted project, in and out of the sandbox.)"""

from __future__ import annotations

import os
from pathlib import Path

from agent.processes.new_project_config import has_project_config, move_new_project_config


def test_a_settings_folder_is_moved_whole_under_the_data_directory(tmp_path: Path, agent_home: Path):
    (tmp_path / ".agent" / "agents").mkdir(parents=True)
    (tmp_path / ".agent" / "config.toml").write_text("[defaults]\nsandbox = 'off'\n")
    moved = move_new_project_config(tmp_path)
    assert moved is not None and not has_project_config(tmp_path)
    assert agent_home in moved.parents and (moved / "config.toml").read_text() == "[defaults]\nsandbox = 'off'\n"
    assert (moved.parent.stat().st_mode & 0o777) == 0o700


def test_a_link_is_moved_without_following_it(tmp_path: Path, agent_home: Path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "keep.txt").write_text("the user's\n")
    project = tmp_path / "project"
    project.mkdir()
    (project / ".agent").symlink_to(elsewhere)
    moved = move_new_project_config(project)
    assert moved is not None and os.path.islink(moved) and not has_project_config(project)
    assert (elsewhere / "keep.txt").read_text() == "the user's\n"


def test_nothing_to_move(tmp_path: Path, agent_home: Path):
    assert move_new_project_config(tmp_path) is None
