"""`agent compare` gives each try the repository map a run gets, made from the try's own copy: seen in the first
request a server receives, and gone with `--map-tokens 0`; the copy's map cache goes with the copy."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from agent.cli import main
from agent.conversation.map_slot import MAP_MARKER
from agent.paths import data_dir
from tests.agent.providers.fixtures.answering_server import answering_server, chat_bodies
from tests.agent.repomap.fixture_repos import write_repo

pytestmark = pytest.mark.slow


@pytest.fixture
def recording_server():
    """An OpenAI-compatible server that answers "done"; the bodies of the chat requests it got."""
    with answering_server("done") as (url, posted):
        yield url, posted


def compare(root, url, *extra):
    command = ["compare", "the shipping cost is wrong", "-m", "openai/m", "-w", str(root), "--ctx", "8192", *extra]
    result = CliRunner().invoke(main, [*command, "--json"], env={"OPENAI_BASE_URL": url, "AGENT_STREAM": "false"})
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)["runs"]


def test_a_compare_try_s_first_request_holds_the_map_of_its_copy(tmp_path, recording_server):
    url, bodies = recording_server
    root = write_repo(tmp_path / "repo")
    runs = compare(root, url)
    assert runs[0]["status"] == "finished"
    system = chat_bodies(bodies)[0]["messages"][0]["content"]
    assert MAP_MARKER in system  # 1/16 of the 8192-token window, as `agent run` would give
    assert system.split(MAP_MARKER)[1].splitlines()[1] == "1. shop/shipping.py"
    assert list((data_dir() / "repomap").glob("*.json")) == []  # the copy's cache went with it


def test_no_map_in_a_compare_try_with_map_tokens_zero(tmp_path, recording_server):
    url, bodies = recording_server
    compare(write_repo(tmp_path / "repo"), url, "--map-tokens", "0")
    assert MAP_MARKER not in chat_bodies(bodies)[0]["messages"][0]["content"]
