"""The loop driven by the scripted model: call → result → answer, malformed calls fed back, limits."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agent.calls.runtime import ToolRuntime
from agent.errors import UserError
from agent.providers.scripted import ScriptedProvider
from agent.records.transcript import Transcript
from agent.terminal.progress import Progress
from agent.turns.loop import AgentLoop
from capabilities import Capability
from tests import extras


def run_script(script: Path, workspace: Path, task: str = "do it", max_turns: int = 20):
    loop = AgentLoop(
        ScriptedProvider(script),
        ToolRuntime(workspace),
        Capability(model="script"),
        Transcript.create(),
        Progress(enabled=False),
        max_turns=max_turns,
    )
    return loop, loop.run(task)


def transcript_events(result) -> list[dict]:
    return [json.loads(line) for line in Path(result.transcript).read_text().splitlines()]


def test_call_result_answer(write_script, workspace):
    script = write_script(
        {"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]},
        {"content": "It prints Hello, world!"},
    )
    loop, result = run_script(script, workspace)
    assert result.status == "finished"
    assert result.final == "It prints Hello, world!"
    assert (result.turns, result.tool_calls, result.malformed_tool_calls) == (2, 1, 0)
    tool_message = next(m for m in loop.messages if m.role == "tool")
    assert 'print("Hello, world!")' in tool_message.content
    assert tool_message.tool_call_id == loop.messages[2].tool_calls[0].id


def test_unknown_tool_is_fed_back_with_valid_names(write_script, workspace):
    script = write_script(
        {"tool_calls": [{"name": "delete_everything", "arguments": {}}]},
        {"content": "ok"},
    )
    loop, result = run_script(script, workspace)
    assert result.status == "finished"
    assert result.malformed_tool_calls == 1
    feedback = next(m for m in loop.messages if m.role == "tool")
    assert feedback.is_error
    assert "unknown tool 'delete_everything'" in feedback.content
    assert "read, edit, write, bash" in feedback.content


def test_missing_argument_is_fed_back(write_script, workspace):
    script = write_script({"tool_calls": [{"name": "edit", "arguments": {"path": "hello.py"}}]}, {"content": "done"})
    loop, result = run_script(script, workspace)
    feedback = next(m for m in loop.messages if m.role == "tool")
    assert "missing required argument 'old_text'" in feedback.content
    assert result.malformed_tool_calls == 1
    assert (workspace / "hello.py").read_text() == 'print("Hello, world!")\n'


def test_malformed_call_is_fed_back_not_raised(write_script, workspace):
    script = write_script(
        {"tool_calls": [{"arguments": {"path": "hello.py"}}, {"name": "read", "arguments": "{not json"}]},
        {"content": "sorry"},
    )
    loop, result = run_script(script, workspace)
    assert result.status == "finished"
    assert result.malformed_tool_calls == 2
    feedback = [m for m in loop.messages if m.role == "user"][-1]
    assert "no tool name" in feedback.content and "not valid JSON" in feedback.content
    assert "Valid tools: read, edit, write, bash" in feedback.content


def test_turn_limit(write_script, workspace):
    call = {"tool_calls": [{"name": "bash", "arguments": {"command": "true"}}]}
    script = write_script(*[call] * 5)
    _, result = run_script(script, workspace, max_turns=3)
    assert result.status == "turn_limit"
    assert result.exit_code == 3
    assert result.turns == 3 and result.tool_calls == 3


def test_exhausted_script_is_a_provider_error(write_script, workspace):
    script = write_script({"tool_calls": [{"name": "bash", "arguments": {"command": "true"}}]})
    _, result = run_script(script, workspace)
    assert result.status == "error"
    assert result.exit_code == 4
    assert "no more turns" in result.error


def test_edit_through_the_loop_changes_the_file(write_script, workspace):
    script = write_script(
        {"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]},
        {"tool_calls": [{"name": "edit", "arguments": {"path": "hello.py", "old_text": "world", "new_text": "agent"}}]},
        {"content": "changed"},
    )
    run_script(script, workspace)
    assert (workspace / "hello.py").read_text() == 'print("Hello, agent!")\n'


def test_transcript_has_every_event_in_order(write_script, workspace):
    script = write_script({"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]}, {"content": "fine"})
    _, result = run_script(script, workspace, task="look at hello.py")
    events = transcript_events(result)
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
    kinds = [e["event"] for e in events]
    assert kinds[0] == "session_start" and kinds[-1] == "session_end"
    roles = [e["message"]["role"] for e in events if e["event"] == "message"]
    assert roles == ["system", "user", "assistant", "tool", "assistant"]
    assert kinds.count("usage") == 2
    assert events[-1]["result"]["status"] == "finished"


def test_repeated_identical_call_is_pointed_out(write_script, workspace):
    call = {"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]}
    loop, _ = run_script(write_script(call, call, {"content": "ok"}), workspace)
    results = [m.content for m in loop.messages if m.role == "tool"]
    assert not results[0].startswith("(You already made this exact call")
    assert results[1].startswith("(You already made this exact call")


def test_the_same_failing_call_three_times_stops_the_run(write_script, workspace):
    bad = {"tool_calls": [{"name": "read", "arguments": {"path": "missing.py"}}]}
    _, result = run_script(write_script(bad, bad, bad, bad, {"content": "never"}), workspace)
    assert result.status == "stuck" and result.exit_code == 4
    assert result.turns == 3
    assert "same failing call (read missing.py) 3 times in a row" in result.error


def test_a_different_call_in_between_resets_the_streak(write_script, workspace):
    bad = {"tool_calls": [{"name": "read", "arguments": {"path": "missing.py"}}]}
    good = {"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]}
    _, result = run_script(write_script(bad, bad, good, bad, bad, {"content": "done"}), workspace)
    assert result.status == "finished"


def test_a_provider_that_counts_its_prompt_is_believed_over_the_estimate(write_script, workspace):
    class CountingProvider(ScriptedProvider):
        def count_request_tokens(self, request):
            return 10_000  # far more than the estimate of a short system prompt and task

    loop = AgentLoop(
        CountingProvider(write_script({"content": "hi"})),
        ToolRuntime(workspace),
        Capability(model="script", context_effective=4096),
        Transcript.create(),
        Progress(enabled=False),
    )
    with pytest.raises(UserError, match="alone take 10000 tokens"):
        loop.run("hi")


@pytest.mark.slow
def test_only_the_first_calls_of_a_huge_reply_run_and_one_note_says_why(write_script, workspace, allow_all):
    from agent.conversation.call_cap import MAX_CALLS_PER_TURN

    made = 10_000
    writes = [{"name": "write", "arguments": {"path": f"out/f{n}.txt", "content": "x"}} for n in range(made)]
    script = write_script({"tool_calls": writes}, {"content": "done"})
    loop = AgentLoop(
        ScriptedProvider(script),
        ToolRuntime(workspace, gate=allow_all(workspace)),
        # A small window: a refusal per dropped call (or the dropped calls themselves) would overflow it.
        Capability(model="script", context_effective=8192),
        Transcript.create(),
        Progress(enabled=False),
    )
    result = loop.run("write them")
    assert result.status == "finished", result.error
    assert len(list((workspace / "out").iterdir())) == MAX_CALLS_PER_TURN
    asked = next(m for m in loop.messages if m.role == "assistant" and m.tool_calls)
    assert len(asked.tool_calls) == MAX_CALLS_PER_TURN, "the conversation keeps only the calls that ran"
    results = [m for m in loop.messages if m.role == "tool"]
    assert len(results) == MAX_CALLS_PER_TURN and not any(m.is_error for m in results)
    after = loop.messages[loop.messages.index(results[-1]) + 1]
    assert after.role == "user" and f"made {made} tool calls" in after.content
    assert f"other {made - MAX_CALLS_PER_TURN} were dropped" in after.content and "next turn" in after.content


def test_a_lone_surrogate_in_tool_arguments_is_one_line_for_the_model(write_script, workspace, allow_all):
    # json.dumps writes the surrogates as the escapes a model would send: "\ud83d"
    script = write_script(
        {"tool_calls": [{"name": "read", "arguments": {"path": "a\ud83d.py"}}]},
        {"tool_calls": [{"name": "bash", "arguments": {"command": "touch made; echo \ud83d"}}]},
        {"tool_calls": [{"name": "write", "arguments": {"path": "b\ud83d", "content": "x"}}]},
        {"content": "gave up \ud83d"},
    )
    loop = AgentLoop(
        ScriptedProvider(script),
        ToolRuntime(workspace, gate=allow_all(workspace)),
        Capability(model="script"),
        Transcript.create(),
        Progress(enabled=False),
    )
    result = loop.run("do it")
    assert result.status == "finished" and result.final == "gave up \ufffd"
    assert result.malformed_tool_calls == 3
    assert sorted(p.name for p in workspace.iterdir()) == ["hello.py"], "nothing ran"
    feedback = [m.content for m in loop.messages if m.role == "user"][1:]
    assert len(feedback) == 3 and all("\n" not in text and "lone surrogate (\\ud83d)" in text for text in feedback)
    assert len(transcript_events(result)) > 5  # the transcript was written and reads back


def calls(*calls: tuple[str, dict]) -> dict:
    """One scripted turn making these calls."""
    return {"tool_calls": [{"name": name, "arguments": arguments} for name, arguments in calls]}


def corrections_in(loop: AgentLoop, result) -> list[str]:
    """The course corrections of a run: the messages the model got, checked against the transcript."""
    messages = [m.content for m in loop.messages if m.role == "user" and m.content.startswith("[COURSE CORRECTION]")]
    events = transcript_events(result)
    recorded = [e["message"]["content"] for e in events if e["event"] == "message" and e["message"]["role"] == "user"]
    reasons = [e["reason"] for e in events if e["event"] == "course_correction"]
    assert [m for m in recorded if m.startswith("[COURSE CORRECTION]")] == messages
    assert len(reasons) == len(messages) == result.course_corrections
    assert all(reason in message for reason, message in zip(reasons, messages, strict=True))
    return messages


FAILING_EDIT = [("edit", {"path": "hello.py", "old_text": f"not there {n}", "new_text": "x"}) for n in range(3)]


def test_a_tool_that_keeps_failing_gets_a_course_correction(write_script, workspace):
    script = write_script(calls(*FAILING_EDIT[:2]), calls(FAILING_EDIT[2]), {"content": "giving up"})
    loop, result = run_script(script, workspace)
    assert result.status == "finished" and result.course_corrections == 1
    [correction] = corrections_in(loop, result)
    assert correction.startswith("[COURSE CORRECTION] edit failed 3 times in the last 3 calls.")
    assert "Read the file again before editing" in correction
    assert loop.messages[-2].content == correction  # given before turn 3, just before the answer


def test_calls_that_all_fail_get_a_course_correction(write_script, workspace):
    failing = [("read", {"path": "a.py"}), ("read", {"path": "b.py"}), ("bash", {"command": "false"})]
    script = write_script(calls(*failing), calls(FAILING_EDIT[0], ("bash", {"command": "exit 2"})), {"content": "ok"})
    loop, result = run_script(script, workspace)
    [correction] = corrections_in(loop, result)
    assert "The last 5 calls all failed." in correction and result.status == "finished"


def test_a_repeating_sequence_of_calls_gets_a_course_correction(write_script, workspace):
    def triple(n: int) -> dict:  # the same three tools, on other things each time
        return calls(
            ("read", {"path": "hello.py"}),
            ("bash", {"command": f"echo {n}"}),
            ("write", {"path": f"n{n}.txt", "content": "x"}),
        )

    loop, result = run_script(write_script(triple(1), triple(2), {"content": "ok"}), workspace)
    [correction] = corrections_in(loop, result)
    assert "repeat the same sequence twice (read, bash, write, read, bash, write)" in correction
    assert "Stop repeating; try a different approach or give your final answer." in correction


def test_the_same_call_returning_the_same_result_gets_a_course_correction(write_script, workspace):
    pytest_run = calls(("bash", {"command": "echo 1 failed"}))
    loop, result = run_script(write_script(*[pytest_run] * 5, {"content": "ok"}), workspace)
    assert result.status == "finished" and result.turns == 6
    [correction] = corrections_in(loop, result)
    assert "bash echo 1 failed returned the same result 5 times in the last 5 calls." in correction


def test_a_model_that_goes_on_after_a_correction_stops_as_stuck(write_script, workspace):
    pytest_run = calls(("bash", {"command": "echo 1 failed"}))
    loop, result = run_script(write_script(*[pytest_run] * 20, {"content": "never"}), workspace)
    assert result.status == "stuck" and result.exit_code == 4
    assert result.turns == 8  # corrected before turn 6, stopped before turn 9 instead of running to turn 20
    assert len(corrections_in(loop, result)) == 1
    assert result.error is not None and result.error.startswith(
        "the model was still stuck after a course correction (bash echo 1 failed returned the same result 3 times"
    )
    end = transcript_events(result)[-1]
    assert end["result"]["status"] == "stuck" and end["result"]["course_corrections"] == 1
    assert any(e["event"] == "error" and e["kind"] == "ModelStuckError" for e in transcript_events(result))


def test_a_healthy_run_gets_no_course_correction(write_script, workspace):
    script = write_script(
        calls(("read", {"path": "hello.py"})),
        calls(("bash", {"command": "python hello.py"})),
        calls(("edit", {"path": "hello.py", "old_text": "world", "new_text": "agent"})),
        calls(("bash", {"command": "python hello.py"})),
        calls(("write", {"path": "notes.txt", "content": "done"}), ("read", {"path": "notes.txt"})),
        calls(("bash", {"command": "ls"})),
        calls(("read", {"path": "hello.py"})),
        {"content": "Changed the greeting."},
    )
    loop, result = run_script(script, workspace)
    assert result.status == "finished" and result.turns == 8
    assert corrections_in(loop, result) == [] and result.course_corrections == 0


def test_each_exchange_of_a_session_starts_counting_afresh(write_script, workspace):
    first = [calls(FAILING_EDIT[0]), calls(FAILING_EDIT[1]), {"content": "cannot"}]
    second = [calls(FAILING_EDIT[2]), calls(("read", {"path": "hello.py"})), {"content": "still cannot"}]
    loop, _ = run_script(write_script(*first, *second), workspace)
    result = loop.exchange("try once more")  # agent chat's next message: the edit failed 3 times in all
    assert result.status == "finished" and result.turns == 3
    assert result.course_corrections == 0


@pytest.mark.slow
@extras.EMBEDDED
def test_the_embedded_model_runs_with_course_correction_in_place(workspace):
    """The real embedded model, with whatever tools the runtime offers (grep, glob and ls where they exist):
    the run ends in a known way and the counters are there, corrections or not."""
    from click.testing import CliRunner

    from agent.cli import main

    (workspace / "notes.md").write_text("The greeting lives in hello.py.\n")
    task = "Find the file that prints Hello and tell me what it prints"
    args = ["run", task, "--model", "embedded", "-w", str(workspace), "--max-turns", "6", "--json"]
    result = CliRunner().invoke(main, args)
    payload = json.loads(result.stdout)
    assert payload["status"] in ("finished", "turn_limit", "stuck"), result.stderr
    assert result.exit_code == {"finished": 0, "turn_limit": 3, "stuck": 4}[payload["status"]]
    assert payload["course_corrections"] >= 0 and payload["turns"] >= 1
    events = [json.loads(line) for line in Path(payload["transcript"]).read_text().splitlines()]
    recorded = [e for e in events if e["event"] == "course_correction"]
    assert events[-1]["result"]["course_corrections"] == payload["course_corrections"] == len(recorded)


class RecordingProvider(ScriptedProvider):
    """Keeps the max_tokens of every request; counts every prompt as `prompt` tokens."""

    def __init__(self, script: Path, prompt: int):
        super().__init__(script)
        self.prompt, self.max_tokens = prompt, []

    def count_request_tokens(self, request):
        return self.prompt

    def stream(self, request):
        self.max_tokens.append(request.max_tokens)
        return super().stream(request)


@pytest.mark.parametrize(
    ("max_output", "prompt", "asked"),
    [(4096, 1000, 4096), (4096, 7000, 3000), (300, 1000, 300)],  # the cap, or the room the prompt leaves
)
def test_a_reply_may_take_max_output_tokens_but_never_more_than_the_window_has_left(
    write_script, workspace, max_output, prompt, asked
):
    provider = RecordingProvider(write_script({"content": "hi"}), prompt)
    capability = Capability(model="script", context_effective=10_000, max_output_tokens=max_output)
    loop = AgentLoop(provider, ToolRuntime(workspace), capability, Transcript.create(), Progress(enabled=False))
    assert loop.run("hi").status == "finished"
    assert provider.max_tokens == [asked]


def test_an_empty_reply_is_fed_back_once_and_the_next_answer_counts(write_script, workspace):
    script = write_script({"content": "  \n"}, {"content": "the answer"})
    loop, result = run_script(script, workspace)
    assert result.status == "finished" and result.final == "the answer" and result.turns == 2
    asked = [m for m in loop.messages if m.role == "user"][-1]
    assert "Your reply was empty" in asked.content
    recorded = [e["message"]["content"] for e in transcript_events(result) if e["event"] == "message"]
    assert asked.content in recorded  # in the transcript too: --continue rebuilds it


@pytest.mark.parametrize("second", ["", "<think>nothing to say</think>\n", "<think>still thinking"])
def test_two_empty_replies_in_a_row_end_the_run_as_an_error(write_script, workspace, second):
    script = write_script({"content": ""}, {"content": second}, {"content": "never asked"})
    _, result = run_script(script, workspace)
    assert result.status == "error" and result.exit_code == 4
    assert "replied with nothing twice in a row" in result.error


def test_empty_replies_apart_are_each_fed_back(write_script, workspace):
    call = {"name": "read", "arguments": {"path": "hello.py"}}
    script = write_script({"content": ""}, {"tool_calls": [call]}, {"content": ""}, {"content": "done"})
    _, result = run_script(script, workspace)
    assert result.status == "finished" and result.final == "done"
