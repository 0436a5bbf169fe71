"""Compaction with the scripted model: trigger point, pairs kept together, elision, transactional summaries."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agent.calls.runtime import ToolRuntime
from agent.conversation.history import Compactor, Conversation, record_of, turn_groups
from agent.errors import ProviderError
from agent.messages import Message, ToolCall
from agent.providers.scripted import ScriptedProvider
from agent.records.transcript import Transcript
from agent.terminal.progress import Progress
from agent.tokens import message_tokens
from agent.turns.loop import AgentLoop
from capabilities import Capability


def conversation_with_reads(count: int, size: int) -> Conversation:
    conversation = Conversation()
    conversation.append(Message(role="system", content="system prompt"))
    conversation.append(Message(role="user", content="the task"))
    for n in range(count):
        call = ToolCall(name="read", arguments={"path": f"f{n}.txt"})
        conversation.append(Message(role="assistant", tool_calls=[call]))
        conversation.append(
            Message(role="tool", name="read", tool_call_id=call.id, content=f"file {n} " + "word " * size)
        )
    return conversation


def assert_pairs_intact(messages: list[Message]) -> None:
    """Every tool result directly follows the assistant message (or its sibling results) that called it."""
    for index, message in enumerate(messages):
        if message.role == "tool":
            back = index - 1
            while messages[back].role == "tool":
                back -= 1
            assert message.tool_call_id in {c.id for c in messages[back].tool_calls}
        for call in message.tool_calls:
            assert any(m.tool_call_id == call.id for m in messages), f"call {call.id} lost its result"


def test_trigger_is_exactly_past_80_percent():
    compactor = Compactor(context_effective=1000, compaction_at=800)
    assert not compactor.needed(800)
    assert compactor.needed(801)


def test_turn_groups_keep_calls_with_results():
    conversation = conversation_with_reads(3, 5)
    groups = turn_groups(conversation.messages, 2)
    assert groups == [(2, 4), (4, 6), (6, 8)]


def test_elision_replaces_old_large_results_and_keeps_recent_ones():
    conversation = conversation_with_reads(10, 400)
    compactor = Compactor(context_effective=8000, compaction_at=6400)
    summaries: list[list[Message]] = []
    done = compactor.compact(conversation, 0, lambda folded, limit: summaries.append(folded) or "")
    assert done and done[0].kind == "elide"
    assert conversation.total_tokens <= compactor.target
    assert not summaries, "elision alone was enough; no summary should be asked for"
    tool_results = [m for m in conversation.messages if m.role == "tool"]
    assert tool_results[0].content.startswith("[output of read call")
    assert "re-run it if needed" in tool_results[0].content
    assert tool_results[-1].content.startswith("file 9 "), "the newest result must stay"
    assert_pairs_intact(conversation.messages)


def test_summary_folds_older_turns_and_never_splits_pairs():
    conversation = conversation_with_reads(12, 60)  # many small results: elision cannot help
    before = [m.record for m in conversation.messages]
    compactor = Compactor(context_effective=2000, compaction_at=1600)
    done = compactor.compact(conversation, 0, lambda folded, limit: "read f0..f9; nothing found yet")
    assert [d.kind for d in done][-1] == "summary"
    messages = conversation.messages
    assert [m.role for m in messages[:2]] == ["system", "user"]
    assert messages[2].content.startswith("[Summary of earlier work")
    assert messages[2].record > max(before)
    assert_pairs_intact(messages)
    assert conversation.total_tokens <= compactor.compaction_at


@pytest.mark.parametrize("outcome", ["", "error", "longer"])
def test_failed_empty_or_longer_summary_leaves_history_and_elides_to_fit(outcome):
    conversation = conversation_with_reads(12, 60)
    records = [m.record for m in conversation.messages]

    def summarize(folded, limit):
        if outcome == "error":
            raise ProviderError("server went away")
        return "x " * 5000 if outcome == "longer" else ""

    compactor = Compactor(context_effective=2000, compaction_at=1600)
    done = compactor.compact(conversation, 0, summarize)
    assert all(d.kind == "elide" for d in done)
    assert [m.record for m in conversation.messages] == records, "no message may be dropped"
    assert conversation.total_tokens <= compactor.context_effective
    assert_pairs_intact(conversation.messages)


def test_conversation_that_cannot_fit_is_a_clear_error():
    conversation = Conversation()
    conversation.append(Message(role="system", content="word " * 3000))
    conversation.append(Message(role="user", content="task"))
    with pytest.raises(ProviderError, match="--ctx"):
        Compactor(context_effective=2000, compaction_at=1600).compact(conversation, 0, lambda folded, limit: "s")


def test_rollback_after_compaction_uses_records():
    conversation = conversation_with_reads(12, 60)
    Compactor(context_effective=2000, compaction_at=1600).compact(conversation, 0, lambda folded, limit: "summary")
    keep = conversation.messages[-3].record
    conversation.rollback_to(keep)
    assert conversation.messages[-1].record == keep
    assert conversation.total_tokens == sum(message_tokens(m) for m in conversation.messages)


def test_last_clean_record_skips_a_turn_whose_results_are_missing():
    conversation = conversation_with_reads(2, 5)
    clean = conversation.messages[-1].record
    conversation.append(Message(role="assistant", tool_calls=[ToolCall(name="read", arguments={"path": "x"})]))
    assert conversation.last_clean_record() == clean


def test_a_call_id_an_older_transcript_holds_twice_does_not_hide_the_waiting_call():
    """Older versions restarted ids at call_1 in each process; replayed ids are kept as written."""
    conversation = Conversation()
    conversation.append(Message(role="system", content="system prompt"))
    conversation.append(Message(role="user", content="first"))
    conversation.append(Message(role="assistant", tool_calls=[ToolCall(id="call_1", name="read")]))
    conversation.append(Message(role="tool", content="a", tool_call_id="call_1", name="read"))
    conversation.append(Message(role="user", content="second"))
    clean = record_of(conversation.messages[-1])
    conversation.append(Message(role="assistant", tool_calls=[ToolCall(id="call_1", name="bash")]))
    assert conversation.last_clean_record() == clean
    (closed,) = conversation.close_unanswered_calls()
    assert (closed.tool_call_id, closed.name, closed.is_error) == ("call_1", "bash", True)
    assert conversation.unanswered_calls() == []
    assert conversation.close_unanswered_calls() == []  # closed once, not again on the next resume


def big_read_script(tmp_path: Path, reads: int) -> Path:
    lines = [json.dumps({"tool_calls": [{"name": "read", "arguments": {"path": f"big{n}.txt"}}]}) for n in range(reads)]
    lines.append(json.dumps({"content": "read them all"}))
    script = tmp_path / "reads.jsonl"
    script.write_text("\n".join(lines) + "\n")
    return script


def test_thirty_large_reads_fit_a_4096_window(tmp_path, workspace):
    for n in range(30):
        (workspace / f"big{n}.txt").write_text("".join(f"line {i} of file {n} with some words\n" for i in range(60)))
    from click.testing import CliRunner

    from agent.cli import main

    script = big_read_script(tmp_path, 30)
    result = CliRunner().invoke(
        main,
        [
            "run",
            "read everything",
            "--model",
            f"script:{script}",
            "-w",
            str(workspace),
            "--ctx",
            "4096",
            "--max-turns",
            "40",
            "--json",
        ],
    )
    assert result.exit_code == 0, result.stderr
    payload = json.loads(result.stdout)
    assert payload["status"] == "finished"
    assert payload["compactions"] >= 1
    assert payload["max_prompt_tokens"] <= 4096
    events = [json.loads(line) for line in Path(payload["transcript"]).read_text().splitlines()]
    assert sum(e["event"] == "compaction" for e in events) == payload["compactions"]


def test_loop_compacts_with_the_scripted_summary(tmp_path, workspace):
    for n in range(12):
        (workspace / f"big{n}.txt").write_text("".join(f"row {i}\n" for i in range(40)))
    script = big_read_script(tmp_path, 12)
    loop = AgentLoop(
        ScriptedProvider(script),
        ToolRuntime(workspace),
        # room for the system prompt and every tool's spec (about 1000 tokens); the 12 reads overflow it
        Capability(model="script", context_effective=1536),
        Transcript.create(),
        Progress(enabled=False),
        max_turns=20,
    )
    result = loop.run("read")
    assert result.status == "finished" and result.compactions >= 1
    assert result.max_prompt_tokens <= 1536
    assert_pairs_intact(loop.messages)


def test_window_too_small_for_the_task_names_the_fix(write_script, workspace):
    script = write_script({"content": "hi"})
    loop = AgentLoop(
        ScriptedProvider(script),
        ToolRuntime(workspace),
        Capability(model="script", context_effective=600),
        Transcript.create(),
        Progress(enabled=False),
    )
    from agent.errors import UserError

    with pytest.raises(UserError, match="--ctx N or context_effective"):
        loop.run("task " * 1000)


def test_one_large_tool_result_is_cut_to_a_quarter_of_the_window(write_script, workspace):
    (workspace / "huge.txt").write_text("".join(f"line {i} with a few words on it\n" for i in range(3000)))
    script = write_script({"tool_calls": [{"name": "read", "arguments": {"path": "huge.txt"}}]}, {"content": "ok"})
    loop = AgentLoop(
        ScriptedProvider(script),
        ToolRuntime(workspace),
        Capability(model="script", context_effective=4096),
        Transcript.create(),
        Progress(enabled=False),
    )
    result = loop.run("read it")
    assert result.status == "finished"
    (tool,) = [m for m in loop.messages if m.role == "tool"]
    assert message_tokens(tool) <= 1024 + 64
    assert "line 0 with" in tool.content and "cut here to fit the model's context" in tool.content
    assert "offset/limit" in tool.content


def test_small_tool_results_are_untouched():
    from agent.conversation.history import fit_tool_output

    assert fit_tool_output("short output", 256) == "short output"


def test_summary_input_cuts_long_messages_and_names_tool_results():
    from agent.conversation.history import SUMMARY_INPUT_CHARS, summary_input

    call = ToolCall(name="read", arguments={"path": "a.py"})
    text = summary_input(
        [
            Message(role="assistant", content="looking", tool_calls=[call]),
            Message(role="tool", name="read", tool_call_id=call.id, content="y" * (SUMMARY_INPUT_CHARS + 10)),
        ]
    )
    first, second = text.splitlines()
    assert first == "assistant: looking read({'path': 'a.py'})"
    assert second == "tool read: " + "y" * SUMMARY_INPUT_CHARS + " […10 more characters]"


def test_summary_request_carries_the_prompt_file_and_a_word_limit():
    from agent.conversation.history import summary_request
    from agent.prompts import load_prompt

    folded = conversation_with_reads(2, 5).messages[2:]
    request = summary_request(folded, 300, Capability(model="script"))
    system, user = request.messages
    assert system.content == load_prompt("summary.md").rstrip("\n").format(limit=200)
    assert "at most 200 words" in system.content and "{" not in system.content
    assert user.content.startswith("assistant:") and "tool read: file 1" in user.content
    assert (request.purpose, request.max_tokens, request.tools) == ("summary", 300, [])


def test_model_summarizer_asks_the_provider_and_reports_the_reply(write_script):
    from agent.conversation.history import ModelSummarizer

    provider = ScriptedProvider(write_script({"summary": "read two files"}, {"content": "done"}))
    replies = []
    summarize = ModelSummarizer(provider, Capability(model="script"), on_reply=replies.append)
    assert summarize(conversation_with_reads(2, 5).messages[2:], 200) == "read two files"
    (turn,) = replies
    assert turn.content == "read two files" and turn.usage.prompt_tokens > 0
    assert provider.played == 1, "the summary line was used up, the next turn is still there"
