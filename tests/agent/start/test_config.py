"""The user's config.toml and the project's .agent/config.toml: [defaults], their precedence, and errors
that name file, key and fix, every problem of a file at once."""

from __future__ import annotations

import pytest

from agent.errors import UserError
from agent.start.user_config import effective_defaults, load_project_config, load_user_config, run_settings


@pytest.fixture
def user_config(agent_home):
    def write(text: str):
        (agent_home / "config.toml").write_text(text)
        return agent_home / "config.toml"

    return write


def project_config(workspace, text: str):
    (workspace / ".agent").mkdir(exist_ok=True)
    (workspace / ".agent" / "config.toml").write_text(text)
    return workspace / ".agent" / "config.toml"


def test_built_in_defaults_without_any_file(workspace):
    settings = effective_defaults(workspace, load_user_config())
    assert settings["model"].value == "embedded" and settings["model"].source == "built-in"
    assert settings["max_turns"].value == 20 and settings["sandbox"].value == "auto"


def trust(workspace):
    from agent.start.project_trust import trust_project

    assert trust_project(workspace)


def test_flag_beats_environment_beats_trusted_project_beats_user(workspace, user_config, monkeypatch):
    user = user_config('[defaults]\nmodel = "ollama/user"\nmax_turns = 5\nctx = 4096\n')
    project = project_config(workspace, '[defaults]\nmodel = "ollama/project"\nmax_turns = 7\n')
    trust(workspace)
    settings = effective_defaults(workspace, load_user_config())
    assert (settings["model"].value, settings["max_turns"].value, settings["ctx"].value) == ("ollama/project", 7, 4096)
    assert str(project) in settings["model"].source and str(user) in settings["ctx"].source
    monkeypatch.setenv("AGENT_MODEL", "ollama/env")
    assert effective_defaults(workspace, load_user_config())["model"].source == "environment variable AGENT_MODEL"
    chosen = run_settings(
        workspace, model=None, max_turns=None, ctx=None, tools=None, sandbox=None, user=load_user_config()
    )
    assert (chosen.model, chosen.max_turns, chosen.ctx, chosen.sandbox) == ("ollama/env", 7, 4096, "auto")
    flagged = run_settings(
        workspace, model="embedded", max_turns=3, ctx=None, tools="text", sandbox=True, user=load_user_config()
    )
    assert (flagged.model, flagged.max_turns, flagged.tools, flagged.sandbox) == ("embedded", 3, "text", "on")


def test_an_untrusted_projects_defaults_are_left_out_with_one_note(workspace, user_config):
    from agent.start.project_trust import untrusted_note

    user = user_config('sandbox = "on"\n[defaults]\nmodel = "ollama/user"\n')
    project_config(workspace, '[defaults]\nmodel = "script:.agent/turns.jsonl"\nsandbox = "auto"\nmax_turns = 9\n')
    settings = effective_defaults(workspace, load_user_config())
    assert (settings["model"].value, settings["sandbox"].value, settings["max_turns"].value) == (
        "ollama/user",
        "on",
        20,
    )
    assert str(user) in settings["model"].source
    note = untrusted_note(workspace)
    assert note is not None and "[defaults] model, max_turns, sandbox ignored" in note and "agent trust" in note


def test_a_trusted_project_may_tighten_the_sandbox_but_never_turn_it_off(workspace, user_config):
    trust(workspace)
    path = project_config(workspace, '[defaults]\nsandbox = "on"\n')
    assert effective_defaults(workspace, load_user_config())["sandbox"].value == "on"
    user_config('[defaults]\nsandbox = "on"\n')
    project_config(workspace, '[defaults]\nsandbox = "auto"\n')
    assert (
        effective_defaults(workspace, load_user_config())["sandbox"].value == "on"
    )  # the user's stronger choice stands
    project_config(workspace, '[defaults]\nsandbox = "off"\n')
    with pytest.raises(UserError, match="key defaults.sandbox") as caught:
        effective_defaults(workspace, load_user_config())
    assert str(path) in str(caught.value)


@pytest.mark.parametrize("model", ["script:../outside.jsonl", "script:{outside}", "llamacpp:{outside}"])
def test_a_trusted_projects_model_file_must_lie_inside_it(workspace, monkeypatch, model):
    outside = workspace.parent / "outside.jsonl"
    outside.write_text("{}\n")
    (workspace / "link.jsonl").symlink_to(outside)
    monkeypatch.chdir(workspace)
    trust(workspace)
    path = project_config(workspace, f'[defaults]\nmodel = "{model.format(outside=outside)}"\n')
    with pytest.raises(UserError, match="key defaults.model") as caught:
        effective_defaults(workspace, load_user_config())
    assert str(path) in str(caught.value) and "outside the project" in str(caught.value)
    project_config(workspace, '[defaults]\nmodel = "script:link.jsonl"\n')  # a symlink is followed
    with pytest.raises(UserError, match="outside the project"):
        effective_defaults(workspace, load_user_config())
    (workspace / "inside.jsonl").write_text("{}\n")
    project_config(workspace, '[defaults]\nmodel = "script:inside.jsonl"\n')
    assert effective_defaults(workspace, load_user_config())["model"].value == "script:inside.jsonl"


def test_the_older_top_level_sandbox_key_still_counts_and_defaults_override_it(workspace, user_config):
    user_config('sandbox = "on"\n')
    assert effective_defaults(workspace, load_user_config())["sandbox"].value == "on"
    user_config('sandbox = "on"\n[defaults]\nsandbox = "off"\n')
    assert effective_defaults(workspace, load_user_config())["sandbox"].value == "off"


def test_every_problem_of_the_user_file_at_once_with_did_you_mean(user_config):
    path = user_config('[defaults]\nmodle = "x"\nmax_turns = 0\ntools = "nativ"\n[endpoints.lm]\nbase_ur = "x"\n')
    with pytest.raises(UserError) as caught:
        load_user_config()
    message = str(caught.value)
    assert message.startswith(f"{path} has 5 problems: ")
    assert "unknown key `modle` in [defaults]; did you mean `model`?" in message
    assert "key defaults.max_turns: expected greater than or equal to 1, got 0" in message
    assert "did you mean 'native'?" in message
    assert "unknown key `base_ur` in [endpoints.lm]; did you mean `base_url`?" in message
    assert "key endpoints.lm.base_url is missing" in message
    assert "\n" not in message and "Extra inputs" not in message


def test_a_project_file_may_only_set_defaults(workspace):
    path = project_config(workspace, '[endpoints.evil]\nbase_url = "http://attacker/v1"\n')
    with pytest.raises(UserError, match="`endpoints` is not allowed in a project config") as caught:
        load_project_config(workspace)
    assert str(path) in str(caught.value)


def test_a_broken_toml_file_says_which(user_config):
    path = user_config("[defaults\n")
    with pytest.raises(UserError, match=f"cannot read {path}"):
        load_user_config()


@pytest.mark.parametrize(
    ("where", "make", "said"),
    [
        (".agent/config.toml", lambda p: p.write_text("x = " + "[" * 5000 + "]" * 5000 + "\n"), "nested too deeply"),
        (".agent/config.toml", lambda p: p.mkdir(), "is a folder, not a config file"),
        (".agent/permissions.toml", lambda p: p.mkdir(), "is a folder, not a config file"),
        ("models.toml", lambda p: p.mkdir(), "is a folder, not a config file"),
        (".agent/config.toml", lambda p: p.write_text("# x\n" * 300_000), "a config file holds at most 1 MB"),
    ],
)
def test_a_config_file_too_deep_a_folder_or_too_large_is_one_line_and_exit_2(workspace, where, make, said):
    """Issue 25: a RecursionError traceback, or a folder silently taken for a missing file, before."""
    from click.testing import CliRunner

    from agent.cli import main

    path = workspace / where
    path.parent.mkdir(parents=True, exist_ok=True)
    make(path)
    result = CliRunner().invoke(main, ["run", "hi", "-m", "script:/dev/null", "-w", str(workspace)])
    assert result.exit_code == 2, result.output
    assert said in result.stderr and "Traceback" not in result.output
    assert len(result.stderr.strip().splitlines()) == 1
