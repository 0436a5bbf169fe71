"""What the bash reader makes of paths (issue 24): cd/pushd followed, ~ and variables expanded, globs
expanded for credentials, the output options and scripts of the programs it knows."""

import pytest

from agent.permissions.shell_reader import read_command


@pytest.fixture
def home(tmp_path, monkeypatch):
    root = tmp_path / "home"
    (root / ".ssh").mkdir(parents=True)
    (root / ".ssh" / "id_rsa").write_text("KEY")
    monkeypatch.setenv("HOME", str(root))
    return root


@pytest.fixture
def ws(agent_home, home, tmp_path):
    root = tmp_path / "ws"
    (root / "src").mkdir(parents=True)
    return root


def parts(ws, command):
    return read_command(command, ws)


def written(ws, command):
    return [path for part in parts(ws, command) for path in part.fields.get("write", [])]


def test_a_redirect_after_cd_lands_where_cd_went(ws, home):
    assert written(ws, "cd ~ && echo x >> .bashrc") == [str(home / ".bashrc")]
    assert written(ws, "cd src && echo x > out.txt") == [str(ws / "src" / "out.txt")]
    assert written(ws, "pushd /tmp && touch a && popd && touch b") == ["/tmp/a", str(ws / "b")]


def test_a_subshell_cd_ends_with_the_subshell(ws):
    assert written(ws, "(cd /tmp && touch a) && touch b") == ["/tmp/a", str(ws / "b")]


def test_after_a_cd_to_a_computed_folder_relative_paths_are_unknown(ws):
    (redirect,) = [part for part in parts(ws, 'cd "$(mktemp -d)" && echo x > f') if "redirect" in part.fields]
    assert redirect.fields["write"] == ["?"] and redirect.fields["write_outside"] == "yes"


def test_variables_are_expanded_the_command_lines_own_first(ws, home):
    assert written(ws, "echo x > $HOME/.profile") == [str(home / ".profile")]
    assert written(ws, 'echo x > "${HOME}/.profile"') == [str(home / ".profile")]
    assert written(ws, "HOME=/x; echo y > $HOME/a") == ["/x/a"]
    assert written(ws, "D=$(mktemp -d); echo y > $D/a") == ["?"]
    (cat,) = [part for part in parts(ws, "K=~/.ssh/id_rsa; cat $K") if "program" in part.fields]
    assert str(home / ".ssh" / "id_rsa") in cat.fields["path"]


def test_globs_are_expanded_before_credential_paths_are_matched(ws, home):
    (cat,) = parts(ws, "cat ~/.ss*/id_*")
    assert str(home / ".ssh" / "id_rsa") in cat.fields["path"]


@pytest.mark.parametrize(
    "command, target",
    [
        ("curl -o {t} https://x", "{t}"),
        ("curl -sSLo {t} https://x", "{t}"),
        ("curl --output={t} https://x", "{t}"),
        ("wget -O {t} https://x", "{t}"),
        ("sort -o {t} a.txt", "{t}"),
        ("sed -i s/a/b/ {t}", "{t}"),
        ("git log --output={t}", "{t}"),
        ("find . -fprint {t}", "{t}"),
        ("cp a.txt {t}", "{t}"),
        ("tee -a {t}", "{t}"),
        ("dd if=a of={t}", "{t}"),
        ("tar -C {t} -xf a.tar", "{t}"),
        ("awk '{{print > \"{t}\"}}' a.txt", "{t}"),
    ],
)
def test_output_options_and_operands_are_writes(ws, command, target):
    path = "/elsewhere/file"
    (part,) = [part for part in parts(ws, command.format(t=path)) if "program" in part.fields]
    assert target.format(t=path) in part.fields["write"]
    assert part.fields["write_outside"] == "yes"


def test_reading_options_are_no_writes(ws):
    (part,) = parts(ws, "sort -k2 a.txt")
    assert "write" not in part.fields
    (part,) = parts(ws, "sed s/a/b/ /etc/hosts")
    assert "write" not in part.fields  # without -i sed writes nothing


def test_git_config_writes_are_protected_and_reads_are_not(ws):
    (write,) = parts(ws, "git config core.fsmonitor evil")
    assert write.fields["write"] == [str(ws / ".git" / "config")] and write.fields["write_protected"] == "yes"
    for read in ("git config user.name", "git config --get core.pager", "git config -l"):
        (part,) = parts(ws, read)
        assert "write" not in part.fields, read


@pytest.mark.parametrize(
    "command",
    [
        "awk 'BEGIN { system(\"id\") }'",
        "awk '{ print | \"sh\" }' f",
        "awk -f prog.awk f",
        "sed 'e id' f",
        "sed '1e id' f",
        "sed 's/x/id/e' f",
        "sed -n 'w out' f",
        "sed -e 's/a/b/' -e 'r /etc/passwd' f",
        "git -c core.fsmonitor=x status",
        "git -c alias.x=!id x",
    ],
)
def test_scripts_and_config_that_run_code_are_marked(ws, command):
    (part,) = parts(ws, command)
    assert part.fields.get("runs_code"), command


@pytest.mark.parametrize(
    "command", ["awk '{print $1}' f", "sed 's/hello/world/g' f", "sed -n '1,20p' f", "git -c color.ui=never log"]
)
def test_plain_scripts_are_not_marked(ws, command):
    (part,) = parts(ws, command)
    assert "runs_code" not in part.fields, command


def test_variables_set_before_a_command_are_listed(ws):
    assert parts(ws, "LD_PRELOAD=x.so ls")[0].fields["env"] == ["LD_PRELOAD"]
    assert parts(ws, "env PATH=. ls")[0].fields["env"] == ["PATH"]
    assert parts(ws, "export PATH=.; ls")[-1].fields["env"] == ["PATH"]


def test_a_trap_command_is_checked_like_the_command_it_runs(ws):
    programs = [part.fields.get("program") for part in parts(ws, "trap 'rm -rf x' EXIT")]
    assert "rm" in programs


def test_random_text_never_raises(ws):
    import random
    import string

    from agent.permissions import load_policy

    policy = load_policy(ws)
    generator = random.Random(24)
    alphabet = string.printable + "\x00~*$"
    for _ in range(2000):
        command = "".join(generator.choice(alphabet) for _ in range(generator.randint(1, 40)))
        assert policy.check("bash", {"command": command}).decision in ("allow", "ask", "deny")
    assert policy.check("write", {"path": "a\x00b", "content": ""}).decision == "ask"
