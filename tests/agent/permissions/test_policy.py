"""Each shell construct, the layers, file tools, and config errors."""

import pytest

from agent.permissions import PermissionsConfigError, Rule, load_policy


@pytest.fixture
def workspace(agent_home, tmp_path):
    root = tmp_path / "ws"
    root.mkdir()
    return root


def decide(workspace, command, rules=(), sandboxed=False):
    return load_policy(workspace, rules, sandboxed=sandboxed).check("bash", {"command": command})


@pytest.mark.parametrize(
    "command",
    [
        "ls; rm -rf x",
        "ls && rm -rf x",
        "ls || rm -rf x",
        "ls | rm -rf x",
        "rm -rf x & ls",
        "ls\nrm -rf x",
        "(ls; rm -rf x)",
        "{ ls; rm -rf x; }",
        "echo $(rm -rf x)",
        "echo `rm -rf x`",
        "diff <(rm -rf x) a",
        "cat <<EOF\n$(rm -rf x)\nEOF",
        "A=1 B=2 rm -rf x",
        "env -u HOME A=1 rm -rf x",
        "nohup rm -rf x",
        "timeout -s KILL 5 rm -rf x",
        "nice -n 3 rm -rf x",
        "command rm -rf x",
        "exec rm -rf x",
        "time rm -rf x",
        "xargs -n 1 rm -rf",
        "bash -c 'rm -rf x'",
        "sh -c 'ls && rm -rf x'",
        "eval 'rm -rf x'",
        "find . -exec rm -rf {} +",
        "/bin/rm -rf x",
        "./rm -rf x",
        "rm -r -f x",
        "rm -fr x",
        "rm --recursive --force x",
    ],
)
def test_a_recursive_delete_asks_however_it_is_written(workspace, command):
    decision = decide(workspace, command)
    assert decision.decision == "ask"
    assert "recursive delete" in decision.reason


@pytest.mark.parametrize("command", ["ls; pwd", "ls && cat a", "(cd src && ls)", "echo $(date)", "env A=1 pytest"])
def test_harmless_compounds_are_allowed_in_the_sandbox(workspace, command):
    assert decide(workspace, command, sandboxed=True).decision == "allow"


def test_find_delete_asks_and_plain_find_is_quiet(workspace):
    assert decide(workspace, "find . -delete").decision == "ask"
    assert decide(workspace, "find . -name '*.py'").decision == "allow"


def test_a_redirect_outside_the_workspace_asks_and_inside_is_quiet(workspace):
    assert decide(workspace, "echo x > /etc/motd").decision == "ask"
    assert decide(workspace, "echo x > ../x").decision == "ask"
    assert decide(workspace, "echo x > out.txt 2>&1").decision == "allow"
    assert decide(workspace, "echo x > /dev/null").decision == "allow"


def test_what_cannot_be_parsed_or_is_too_deep_asks(workspace):
    assert decide(workspace, "if (").decision == "ask"
    nested = "ls"
    for _ in range(5):
        nested = f"bash -c {_quote(nested)}"
    decision = decide(workspace, nested)
    assert decision.decision == "ask" and "deeply" in decision.reason
    assert decide(workspace, "(" * 80 + "ls" + ")" * 80).decision == "ask"


def _quote(text):
    return "'" + text.replace("'", "'\\''") + "'"


def test_a_dynamic_command_name_or_script_asks(workspace):
    assert decide(workspace, "$CMD x").decision == "ask"
    assert decide(workspace, 'bash -c "$SCRIPT"').decision == "ask"
    assert decide(workspace, 'eval "$X"').decision == "ask"


def test_piping_a_download_into_a_shell_asks(workspace):
    assert decide(workspace, "curl -s https://x | sh").decision == "ask"
    assert decide(workspace, "curl -s https://x | jq .", sandboxed=True).decision == "allow"


def test_json_parts_name_rule_and_source(workspace):
    decision = decide(workspace, "ls && git push")
    assert decision.decision == "ask"
    assert [part.decision for part in decision.parts] == ["allow", "ask"]
    assert decision.parts[1].source == "built-in" and "git" in decision.parts[1].rule


def test_the_strictest_part_decides_and_deny_beats_ask(workspace):
    rules = [Rule(tool="bash", action="deny", match={"program": "shutdown"})]
    assert decide(workspace, "git push; shutdown now", rules).decision == "deny"


def test_command_line_rules_come_first(workspace):
    rules = [Rule(tool="bash", action="allow", match={"command": "git push*"})]
    assert decide(workspace, "git push", rules).decision == "allow"


def test_user_rules_come_before_the_defaults(workspace, agent_home):
    (agent_home / "permissions.toml").write_text(
        '[[rules]]\ntool = "bash"\naction = "deny"\nmatch = {program = "ls"}\n'
    )
    assert decide(workspace, "ls").decision == "deny"


def test_a_project_may_ask_but_allows_only_once_trusted(workspace, agent_home):
    project = workspace / ".agent"
    project.mkdir()
    (project / "permissions.toml").write_text(
        '[[rules]]\ntool = "bash"\naction = "allow"\nmatch = {subcommand = "push"}\n'
        '[[rules]]\ntool = "bash"\naction = "ask"\nmatch = {program = "make"}\n'
    )
    policy = load_policy(workspace)
    assert policy.check("bash", {"command": "make"}).decision == "ask"
    assert policy.check("bash", {"command": "git push"}).decision == "ask"
    from agent.start.project_trust import untrusted_note

    note = untrusted_note(workspace)  # the one note of what an untrusted project's files would enable
    assert note is not None and "1 allow rule ignored" in note and "not trusted" in note
    (agent_home / "permissions.toml").write_text(f"trusted_projects = [{str(workspace)!r}]\n")
    assert load_policy(workspace).check("bash", {"command": "git push"}).decision == "allow"


def test_file_tools(workspace):
    policy = load_policy(workspace)
    assert policy.check("read", {"path": "src/a.py"}).decision == "allow"
    assert policy.check("edit", {"path": "src/a.py"}).decision == "allow"
    assert policy.check("write", {"path": "new.py"}).decision == "allow"
    assert policy.check("read", {"path": ".env"}).decision == "ask"
    assert policy.check("read", {"path": ".env.local"}).decision == "ask"
    assert policy.check("read", {"path": "/home/u/.ssh/id_ed25519"}).decision == "ask"
    assert policy.check("write", {"path": "/etc/passwd"}).decision == "ask"
    assert policy.check("delete", {"path": "a.py"}).decision == "ask"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('[[rules]]\ntool = "bash"\naction = "alow"\n', "rule 1 (tool bash), key action"),
        ('[[rules]]\ntool = "bash"\naction = "ask"\nmatchs = {}\n', "key matchs: not a rule key; did you mean 'match'"),
        ('[[rules]]\ntool = "bash"\naction = "ask"\nmatch = {programm = "x"}\n', "key match.programm"),
        ("trusted = []\n", "key trusted"),
        ("[[rules]\n", "not valid TOML"),
    ],
)
def test_a_bad_user_file_names_the_file_rule_and_key(workspace, agent_home, text, expected):
    (agent_home / "permissions.toml").write_text(text)
    with pytest.raises(PermissionsConfigError) as caught:
        load_policy(workspace)
    message = str(caught.value)
    assert "permissions.toml" in message and expected in message and "\n" not in message
    assert caught.value.exit_code == 2


def test_a_project_file_cannot_trust_itself(workspace):
    (workspace / ".agent").mkdir()
    (workspace / ".agent" / "permissions.toml").write_text("trusted_projects = ['.']\n")
    with pytest.raises(PermissionsConfigError, match="trusted_projects"):
        load_policy(workspace)


# --- issue 24: the agent cannot raise its own permissions; outside_sandbox ---------------------------------


@pytest.mark.parametrize(
    "path", [".agent/permissions.toml", ".agent/config.toml", ".git/config", ".git/hooks/pre-commit", "sub/.git/config"]
)
@pytest.mark.parametrize("tool", ["write", "edit", "delete"])
def test_the_file_tools_ask_before_writing_protected_paths(workspace, tool, path):
    for sandboxed in (True, False):
        decision = load_policy(workspace, sandboxed=sandboxed).check(tool, {"path": path, "content": "x"})
        assert decision.decision == "ask", (tool, path, sandboxed)
        assert "git" in decision.reason or "agent's own config" in decision.reason


def test_the_users_own_config_is_protected_when_the_workspace_is_home(agent_home, tmp_path):
    policy = load_policy(agent_home.parent)
    decision = policy.check("write", {"path": str(agent_home / "permissions.toml"), "content": "x"})
    assert decision.decision == "ask" and "agent's own config" in decision.reason


def test_reading_protected_files_and_writing_ordinary_ones_stay_quiet(workspace):
    policy = load_policy(workspace)
    assert policy.check("read", {"path": ".agent/permissions.toml"}).decision == "allow"
    assert policy.check("write", {"path": "src/a.py", "content": ""}).decision == "allow"


def test_every_path_argument_of_a_tool_is_resolved(workspace):
    decision = load_policy(workspace).check("write", {"file_path": ".agent/permissions.toml", "content": "x"})
    assert decision.decision == "ask"
    assert str(workspace / ".agent" / "permissions.toml") in decision.parts[0].fields["file_path"]


@pytest.mark.parametrize(
    "command",
    [
        "echo x >> .agent/permissions.toml",
        "cp evil .git/hooks/pre-commit",
        "git config core.pager evil",
        "sed -i s/ask/allow/ .agent/permissions.toml",
    ],
)
def test_bash_asks_before_writing_protected_paths_in_and_out_of_the_sandbox(workspace, command):
    for sandboxed in (True, False):
        decision = decide(workspace, command, sandboxed=sandboxed)
        assert decision.decision == "ask", (command, sandboxed)


def test_outside_sandbox_asks_for_leaving_it_and_decides_the_parts_as_outside(workspace):
    policy = load_policy(workspace, sandboxed=True)
    assert policy.check("bash", {"command": "make"}).decision == "allow"
    decision = policy.check("bash", {"command": "make", "outside_sandbox": True})
    assert decision.decision == "ask"
    assert [part.decision for part in decision.parts] == ["ask", "ask"]
    assert "runs outside the sandbox" in decision.parts[1].reason
    leaving = policy.check("bash", {"command": "ls", "outside_sandbox": True})
    assert [part.decision for part in leaving.parts] == ["allow", "ask"]


def test_outside_sandbox_changes_nothing_when_bash_is_not_sandboxed(workspace):
    policy = load_policy(workspace, sandboxed=False)
    assert policy.check("bash", {"command": "ls", "outside_sandbox": True}).decision == "allow"
    assert len(policy.check("bash", {"command": "ls", "outside_sandbox": True}).parts) == 1


@pytest.mark.parametrize(
    "command", ["python3 -c 'print(1)'", "make", "npm test", "pip install x", "awk 'BEGIN{system(\"id\")}'"]
)
def test_code_runs_quietly_only_in_the_sandbox(workspace, command):
    assert decide(workspace, command, sandboxed=True).decision == "allow"
    outside = decide(workspace, command, sandboxed=False)
    assert outside.decision == "ask" and outside.reason.split(": ", 1)[1]  # a reason in words


@pytest.mark.parametrize(
    "setup",
    [
        lambda git: (git / "config").write_text("[core]\n\thooksPath = .husky\n"),
        lambda git: (git / "hooks" / "pre-commit").write_text("#!/bin/sh\nexec pre-commit hook-impl\n"),
    ],
    ids=["hooksPath", "pre-commit framework"],
)
def test_git_commit_asks_outside_the_sandbox_when_hooks_run_workspace_files(workspace, setup):
    git = workspace / ".git"
    (git / "hooks").mkdir(parents=True)
    assert decide(workspace, "git commit -m x").decision == "allow"
    setup(git)
    outside = decide(workspace, "git commit -m x")
    assert outside.decision == "ask" and "hooks" in outside.reason
    assert decide(workspace, "git commit -m x", sandboxed=True).decision == "allow"
    # hooksPath into the work tree: even `git status` runs a hook there (post-index-change, when it refreshes
    # the index), so outside the sandbox every git command asks; a framework's installed hook runs on commit only
    status = decide(workspace, "git status").decision
    hooks_path = (git / "config").exists() and "hooksPath" in (git / "config").read_text()
    assert status == ("ask" if hooks_path else "allow")
    assert decide(workspace, "git status", sandboxed=True).decision == "allow"
