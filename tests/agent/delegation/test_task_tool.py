"""Subagents: the `task` tool, agent kinds as data, shared records and gate, parallel read-only tasks,
a subagent's own model, its events in the parent's transcript and --continue afterwards."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from agent.backends.model_spec import parse_model_spec
from agent.calls.runtime import ToolRuntime
from agent.cli import main
from agent.config_files import load_user_config
from agent.delegation.agent_kinds import AgentKindError, load_agent_kinds
from agent.delegation.task_tool import MAX_ANSWER_BYTES, TaskTool, capped
from agent.file_safety.read_records import STALE_MESSAGE
from agent.providers.provider import ChatRequest
from agent.records.session_store import load_session
from agent.records.transcript import Transcript
from agent.start.permission_choices import PermissionChoices
from agent.start.project_trust import trust_project
from agent.start.session import open_loop
from agent.start.session_context import SessionContext
from agent.terminal.progress import Progress
from capabilities import Capability, Overrides
from tests import extras


def invoke(*args: str):
    return CliRunner().invoke(main, list(args))


def call(name: str, **arguments) -> dict:
    return {"name": name, "arguments": arguments}


def script_file(path: Path, *turns: dict) -> Path:
    path.write_text("\n".join(json.dumps(turn) for turn in turns) + "\n")
    return path


def run(script: Path, workspace: Path, *extra: str, task: str = "look into it"):
    result = invoke("run", task, "--model", f"script:{script}", "--workspace", str(workspace), "--json", *extra)
    payload = json.loads(result.stdout) if result.stdout.strip().startswith("{") else {}
    return result, payload


def events(payload: dict) -> list[dict]:
    return [json.loads(line) for line in Path(payload["transcript"]).read_text().splitlines()]


def parent_messages(payload: dict) -> list[dict]:
    return [e["message"] for e in events(payload) if e["event"] == "message"]


def subagent_events(payload: dict) -> list[dict]:
    return [e for e in events(payload) if e["event"] == "subagent"]


def tool_results(messages: list[dict]) -> list[dict]:
    return [m for m in messages if m["role"] == "tool"]


@pytest.fixture
def project(workspace: Path) -> Path:
    """A trusted project: its agent kinds count (an untrusted one's: tests/agent/start/test_trust.py)."""
    (workspace / "notes.txt").write_text("nothing here\n")
    (workspace / "lib.py").write_text("def frobnicate():\n    return 42\n")
    assert trust_project(workspace)
    return workspace


@pytest.mark.slow
def test_explore_finds_with_grep_cannot_write_or_delegate_and_only_its_answer_returns(write_script, project):
    script = write_script(
        {"tool_calls": [call("task", agent="explore", prompt="where is frobnicate defined?")]},
        # the explore subagent's turns, from the same file
        {"tool_calls": [call("write", path="x.txt", content="no")]},
        {"tool_calls": [call("task", agent="explore", prompt="help")]},
        {"tool_calls": [call("grep", pattern="def frobnicate")]},
        {"content": "frobnicate is defined in lib.py line 1"},
        # the parent again
        {"content": "It is in lib.py."},
    )
    result, payload = run(script, project)
    assert result.exit_code == 0, result.output
    assert payload["final"] == "It is in lib.py."
    assert not (project / "x.txt").exists()

    messages = parent_messages(payload)
    (task_result,) = tool_results(messages)
    assert task_result["name"] == "task" and not task_result.get("is_error")
    assert task_result["content"] == "frobnicate is defined in lib.py line 1"  # its final message, nothing else
    assert not any("def frobnicate" in m.get("content", "") for m in messages)

    inner = [e["inner"] for e in subagent_events(payload)]
    task_call_id = messages[2]["tool_calls"][0]["id"]
    assert {e["call_id"] for e in subagent_events(payload)} == {task_call_id}
    results = [e["message"] for e in inner if e["event"] == "message" and e["message"]["role"] == "tool"]
    write_refused, task_refused, grep_found = results
    assert write_refused["is_error"] and "write is not one of the explore agent's tools" in write_refused["content"]
    assert "read, grep, glob, ls" in write_refused["content"]
    assert task_refused["is_error"] and "a subagent cannot delegate" in task_refused["content"]
    assert "lib.py:1: def frobnicate():" in grep_found["content"]
    offered = {m["name"] for e in inner if e["event"] == "message" for m in e["message"].get("tool_calls", [])}
    assert offered == {"write", "task", "grep"}
    # progress lines indented under the parent's call
    assert "    explore ▸ where is frobnicate defined?" in result.stderr
    assert "    explore [3] grep" in result.stderr


@pytest.mark.slow
def test_a_subagent_calling_an_alias_of_a_tool_it_is_not_offered_is_refused_as_that_tool(write_script, project):
    script = write_script(
        {"tool_calls": [call("task", agent="explore", prompt="look")]},
        {"tool_calls": [call("write_file", path="x.txt", content="no"), call("run_shell", command="touch y")]},
        {"content": "could not write"},
        {"content": "done"},
    )
    result, payload = run(script, project)
    assert result.exit_code == 0, result.output
    inner = [e["inner"] for e in subagent_events(payload)]
    refused = [e["message"] for e in inner if e["event"] == "message" and e["message"]["role"] == "tool"]
    assert [m["is_error"] for m in refused] == [True, True]
    assert "write is not one of the explore agent's tools" in refused[0]["content"]
    assert "bash is not one of the explore agent's tools" in refused[1]["content"]
    assert not any("unknown tool" in m["content"] for m in refused)
    assert not (project / "x.txt").exists() and not (project / "y").exists()


@pytest.fixture
def top_level(project):
    """A top-level runtime as `agent run` opens it (its loop's transcript closed afterwards)."""
    script = script_file(project.parent / "s.jsonl", {"content": "ok"})
    runtime = ToolRuntime(project)
    loop = open_loop(
        parse_model_spec(f"script:{script}"),
        SessionContext.read(project, load_user_config(), PermissionChoices(ask=False)),
        runtime,
        flags=Overrides(),
        transcript=Transcript.create(),
        progress=Progress(enabled=False),
        max_turns=3,
    )
    yield runtime
    loop.recorder.transcript.close()


def test_the_task_tool_is_offered_to_the_top_level_only(top_level):
    spec = next(s for s in top_level.specs() if s.name == "task")
    assert "- explore: Read-only search" in spec.description and "- implement:" in spec.description
    task = top_level.tools["task"]
    assert isinstance(task, TaskTool)
    kind = task.delegation.kinds["implement"]
    view = top_level.restricted(kind.tools, lambda name: None, top_level.checkpoints, top_level.hooks)
    # The replace format (the default) offers edit, not edit_lines.
    assert {s.name for s in view.specs()} == set(kind.tools) - {"edit_lines"} and "task" not in view.tools


@pytest.mark.slow
def test_implement_edit_is_refused_when_the_parent_read_the_file_and_it_changed(write_script, project):
    script = write_script(
        {"tool_calls": [call("read", path="lib.py")]},
        {
            "tool_calls": [
                call("bash", command="echo '# changed' >> lib.py"),
                call("task", agent="implement", prompt="rename frobnicate to twiddle in lib.py"),
            ]
        },
        {"tool_calls": [call("edit", path="lib.py", old_text="def frobnicate", new_text="def twiddle")]},
        {"content": "could not edit"},
        {"content": "done"},
    )
    result, payload = run(script, project, "--yes")
    assert result.exit_code == 0, result.output
    inner = [e["inner"] for e in subagent_events(payload)]
    (edit,) = [e["message"] for e in inner if e["event"] == "message" and e["message"].get("name") == "edit"]
    assert edit["is_error"] and STALE_MESSAGE in edit["content"]  # not "has not been read": the parent's read counts
    assert "def frobnicate" in (project / "lib.py").read_text()


@pytest.mark.slow
def test_implement_edit_after_the_parent_read_runs_and_is_undone_with_the_parents_exchange(write_script, project):
    script = write_script(
        {"tool_calls": [call("read", path="lib.py")]},
        {"tool_calls": [call("task", agent="implement", prompt="rename frobnicate to twiddle")]},
        {"tool_calls": [call("edit", path="lib.py", old_text="def frobnicate", new_text="def twiddle")]},
        {"content": "renamed"},
        {"content": "done"},
    )
    result, payload = run(script, project)
    assert result.exit_code == 0, result.output
    assert "def twiddle" in (project / "lib.py").read_text()  # the parent's read covers the subagent's edit
    undone = invoke("undo", "--workspace", str(project))
    assert undone.exit_code == 0, undone.output
    assert "def frobnicate" in (project / "lib.py").read_text()


@pytest.mark.slow
def test_two_explore_tasks_in_one_turn_run_in_parallel(write_script, project):
    script = write_script(
        {
            "tool_calls": [
                call("task", agent="explore", prompt="first"),
                call("task", agent="explore", prompt="second"),
            ]
        },
        # two subagents take these in the order they ask: each first turn waits, each second answers
        {"tool_calls": [call("ls")], "delay_s": 0.3},
        {"tool_calls": [call("ls")], "delay_s": 0.3},
        {"content": "found it"},
        {"content": "found it"},
        {"content": "both done"},
    )
    result, payload = run(script, project)
    assert result.exit_code == 0, result.output
    by_call: dict[str, list[float]] = {}
    for event in subagent_events(payload):
        by_call.setdefault(event["call_id"], []).append(event["time"])
    assert len(by_call) == 2
    (first_start, first_end), (second_start, second_end) = sorted((min(t), max(t)) for t in by_call.values())
    assert second_start < first_end  # the second began before the first ended
    assert [m["content"] for m in tool_results(parent_messages(payload))] == ["found it", "found it"]


def test_a_task_for_a_writing_agent_runs_alone(top_level):
    calls = [call("task", agent="explore", prompt="a"), call("task", agent="implement", prompt="b")]
    assert top_level.plan(calls) == [[0], [1]]
    assert top_level.plan([calls[0], calls[0]]) == [[0, 1]]


@pytest.mark.slow
def test_a_subagent_with_its_own_model(write_script, project, tmp_path):
    (project / ".agent").mkdir()  # a project kind's model file lies inside the project
    small = script_file(
        project / ".agent" / "small.jsonl",
        {"tool_calls": [call("read", path="notes.txt")]},
        {"content": "small says hi"},
    )
    agents = project / ".agent" / "agents"
    agents.mkdir(parents=True)
    (agents / "scout.toml").write_text(
        'description = "A quick look with a small model."\n'
        'tools = ["read"]\nmax_turns = 4\n'
        'system_prompt = "You look quickly."\n'
        f'model = "script:{small}"\n'
    )
    script = write_script(
        {"tool_calls": [call("task", agent="scout", prompt="look")]},
        {"tool_calls": [call("task", agent="scout", prompt="look again")]},
        {"content": "parent done"},
    )
    # the second task is served by the same small model, which has no lines left: an error result
    result, payload = run(script, project)
    assert result.exit_code == 0, result.output
    first, second = tool_results(parent_messages(payload))
    assert first["content"] == "small says hi"
    assert second["is_error"] and "scout agent stopped with an error" in second["content"]
    assert "small.jsonl has no more turns" in second["content"]
    starts = [e["inner"] for e in subagent_events(payload) if e["inner"]["event"] == "session_start"]
    assert starts[0]["model"] == f"script:{small}"
    assert starts[0]["max_turns"] == 4


def test_a_user_defined_kind_from_the_project_folder_replaces_and_adds(project):
    agents = project / ".agent" / "agents"
    agents.mkdir(parents=True)
    (agents / "reviewer.toml").write_text(
        'description = "Reviews a diff."\ntools = ["read", "grep"]\nsystem_prompt_file = "reviewer.md"\n'
    )
    (agents / "reviewer.md").write_text("You review code.\n")
    (project / ".agent" / "agents.toml").write_text(
        '[explore]\ndescription = "Project explore."\ntools = ["read"]\nsystem_prompt = "Look."\nmax_turns = 2\n'
    )
    kinds = load_agent_kinds(project)
    assert kinds["reviewer"].system_prompt == "You review code." and kinds["reviewer"].read_only
    assert kinds["explore"].description == "Project explore." and kinds["explore"].max_turns == 2
    assert kinds["implement"].source == "built-in implement.toml" and not kinds["implement"].read_only


@pytest.mark.slow
def test_a_project_kind_runs_through_the_cli(write_script, project):
    agents = project / ".agent" / "agents"
    agents.mkdir(parents=True)
    (agents / "counter.toml").write_text('description = "Counts."\ntools = ["ls"]\nsystem_prompt = "Count files."\n')
    script = write_script(
        {"tool_calls": [call("task", agent="counter", prompt="count")]},
        {"tool_calls": [call("read", path="lib.py")]},
        {"content": "2 files"},
        {"content": "there are 2"},
    )
    result, payload = run(script, project)
    assert result.exit_code == 0, result.output
    inner = [e["inner"] for e in subagent_events(payload)]
    assert inner[1]["message"]["content"] == "Count files.\n"  # its own system prompt
    (refused,) = [e["message"] for e in inner if e["event"] == "message" and e["message"].get("name") == "read"]
    assert refused["is_error"] and "it may use ls" in refused["content"]
    assert tool_results(parent_messages(payload))[0]["content"] == "2 files"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            'description = "x"\ntools = ["read"]\nsystem_prompt = "p"\nmax_turn = 3\n',
            "key max_turn: not a definition key; did you mean 'max_turns'?",
        ),
        (
            'description = "x"\ntools = ["raed"]\nsystem_prompt = "p"\n',
            "key tools: unknown tool 'raed'; did you mean 'read'?",
        ),
        ('description = "x"\ntools = ["read", "task"]\nsystem_prompt = "p"\n', "key tools: a subagent cannot delegate"),
        ('description = "x"\ntools = ["read"]\n', "set system_prompt (the text) or system_prompt_file"),
        (
            'description = "x"\ntools = ["read"]\nsystem_prompt = "p"\nmodel = "nonsense"\n',
            "key model: unknown model 'nonsense'",
        ),
        ('description = "x"\ntools = ["read"]\nsystem_prompt_file = "gone.md"\n', "key system_prompt_file:"),
        ("description = \n", "not valid TOML"),
    ],
)
def test_a_bad_definition_is_one_line_naming_file_and_key_exit_2(write_script, project, text, expected):
    agents = project / ".agent" / "agents"
    agents.mkdir(parents=True)
    (agents / "broken.toml").write_text(text)
    with pytest.raises(AgentKindError) as caught:
        load_agent_kinds(project)
    assert str(caught.value).startswith(f"{agents / 'broken.toml'}: ")
    assert expected in str(caught.value)
    result, _ = run(write_script({"content": "never"}), project)
    assert result.exit_code == 2
    assert str(caught.value) in result.stderr and "Traceback" not in result.output
    assert len(result.stderr.strip().splitlines()) == 1


def test_a_bad_table_in_the_users_agents_toml_names_the_agent(agent_home, project):
    from agent.paths import config_dir

    config_dir().mkdir(parents=True, exist_ok=True)
    (config_dir() / "agents.toml").write_text('[scout]\ndescription = "x"\ntools = []\nsystem_prompt = "p"\n')
    with pytest.raises(AgentKindError, match=r"agents\.toml: agent scout: key tools: "):
        load_agent_kinds(project)


@pytest.mark.slow
def test_continue_after_delegation_rebuilds_only_the_parents_messages(write_script, project, tmp_path):
    script = write_script(
        {"tool_calls": [call("task", agent="explore", prompt="find frobnicate")]},
        {"tool_calls": [call("grep", pattern="frobnicate")]},
        {"content": "lib.py:1"},
        {"content": "found in lib.py"},
    )
    result, payload = run(script, project)
    assert result.exit_code == 0, result.output
    loaded = load_session(Path(payload["transcript"]))
    roles = [m.role for m in loaded.conversation.messages]
    assert roles == ["system", "user", "assistant", "tool", "assistant"]
    assert loaded.conversation.messages[3].content == "lib.py:1"
    assert loaded.info.status == "finished" and loaded.info.task == "look into it"

    again = script_file(tmp_path / "again.jsonl", {"content": "still lib.py"})
    result = invoke("run", "--continue", "and now?", "-m", f"script:{again}", "-w", str(project), "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["final"] == "still lib.py"
    loaded = load_session(Path(payload["transcript"]))
    assert [m.role for m in loaded.conversation.messages] == roles + ["user", "assistant"]


@pytest.mark.slow
def test_a_subagent_that_reaches_its_turn_limit_is_an_error_for_the_parent(write_script, project):
    agents = project / ".agent" / "agents"
    agents.mkdir(parents=True)
    (agents / "brief.toml").write_text('description = "x"\ntools = ["ls"]\nsystem_prompt = "p"\nmax_turns = 1\n')
    script = write_script(
        {"tool_calls": [call("task", agent="brief", prompt="go"), call("task", agent="nobody", prompt="go")]},
        {"tool_calls": [call("ls")]},
        {"content": "ok then"},
    )
    result, payload = run(script, project)
    assert result.exit_code == 0, result.output
    limit, unknown = tool_results(parent_messages(payload))
    assert limit["is_error"] and "brief agent reached its turn limit (1 turns)" in limit["content"]
    assert unknown["is_error"] and "no agent named 'nobody'" in unknown["content"]


def test_a_long_answer_is_capped_with_a_note():
    answer = "é" * MAX_ANSWER_BYTES
    cut = capped(answer)
    assert len(cut.split("\n")[0].encode()) <= MAX_ANSWER_BYTES
    assert cut.endswith(f"[the subagent's answer was cut to 8 KB of {len(answer.encode()) // 1024} KB]")
    assert capped("short") == "short"


def test_ctrl_c_during_a_batch_stops_subagents_before_their_next_request(top_level):
    task = top_level.tools["task"]
    assert isinstance(task, TaskTool)
    delegation = task.delegation

    def interrupted(_: None) -> None:
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        top_level._guarded(interrupted, None)  # what a Ctrl-C in the main thread meets while tasks run
    assert delegation.stopping.is_set()
    provider, _ = delegation._model_of(delegation.kinds["explore"])
    with pytest.raises(KeyboardInterrupt):
        next(iter(provider.stream(ChatRequest(messages=[], tools=[], capability=Capability(model="script")))))


@pytest.mark.slow
@extras.EMBEDDED
def test_an_explore_kind_on_the_embedded_model_uses_only_the_search_tools(write_script, project):
    """The real embedded model as a subagent with grep, glob and ls only (grammar mode, so every reply is a
    well-formed answer or call): whatever it does runs through the search tools or ends with an answer."""
    agents = project / ".agent" / "agents"
    agents.mkdir(parents=True)
    (agents / "finder.toml").write_text(
        'description = "Finds things."\ntools = ["grep", "glob", "ls"]\nmax_turns = 3\n'
        'system_prompt = "Find where things are in the project with grep, glob and ls, then answer."\n'
        'model = "embedded"\n'
    )
    script = write_script(
        {"tool_calls": [call("task", agent="finder", prompt="Where is frobnicate defined?")]},
        {"content": "parent done"},
    )
    result, payload = run(script, project)
    assert result.exit_code == 0, result.output
    inner = [e["inner"] for e in subagent_events(payload)]
    (start,) = [e for e in inner if e["event"] == "session_start"]
    assert start["model"] == "embedded" and start["max_turns"] == 3
    replies = [e["message"] for e in inner if e["event"] == "message" and e["message"]["role"] == "assistant"]
    assert replies, "the embedded model made no turn"
    calls = [c for m in replies for c in m.get("tool_calls", [])]
    assert {c["name"] for c in calls} <= {"grep", "glob", "ls"}
    results = [e["message"] for e in inner if e["event"] == "message" and e["message"]["role"] == "tool"]
    assert [r["tool_call_id"] for r in results] == [c["id"] for c in calls]  # every call ran and was answered
    assert not any("not one of" in r["content"] or "permission" in r["content"] for r in results)
    (task_result,) = tool_results(parent_messages(payload))
    if task_result.get("is_error"):
        assert "finder agent" in task_result["content"], task_result["content"]
    else:  # only the subagent's last reply reaches the parent
        assert not replies[-1].get("tool_calls") and task_result["content"] == capped(replies[-1]["content"])


@pytest.mark.slow
def test_a_subagent_gets_the_map_of_the_workspace_ranked_for_its_prompt(write_script, workspace):
    from tests.agent.repomap.fixture_repos import write_repo

    write_repo(workspace)
    script = write_script(
        {"tool_calls": [call("task", agent="explore", prompt="where is the shipping cost computed?")]},
        {"content": "in shop/shipping.py"},
        {"content": "done"},
    )
    result, payload = run(script, workspace, "--ctx", "8192", task="the cart total ignores the discount")
    assert result.exit_code == 0, result.output
    (parent_map,) = [e for e in events(payload) if e["event"] == "repo_map"]
    (subagent_map,) = [e["inner"] for e in subagent_events(payload) if e["inner"]["event"] == "repo_map"]
    parent_text, subagent_text = (next(iter(e["elided"].values())) for e in (parent_map, subagent_map))
    assert "\n1. shop/cart.py\n" in parent_text
    assert "\n1. shop/shipping.py\n" in subagent_text  # its own prompt ranks it
    _, without = run(script, workspace, "--ctx", "8192", "--map-tokens", "0")
    assert without["final"] == "done"
    assert not [e for e in subagent_events(without) if e["inner"]["event"] == "repo_map"]


@pytest.mark.slow
@pytest.mark.parametrize(("kind", "guided"), [("implement", True), ("explore", False)])
def test_a_subagent_that_edits_is_told_its_models_edit_format(write_script, project, kind, guided):
    from agent.prompts import load_prompt

    script = write_script(
        {"tool_calls": [call("task", agent=kind, prompt="look")]},
        {"content": "done"},
        {"content": "ok"},
    )
    result, payload = run(script, project)
    assert result.exit_code == 0, result.output
    system = [e["inner"] for e in subagent_events(payload)][1]["message"]["content"]
    assert (load_prompt("edit_replace.md").strip() in system) is guided
