"""The numbers read back from a try's transcript: call paths, repairs, first token, speed, window."""

from __future__ import annotations

from agent.benchmark.metrics import read_metrics
from agent.messages import Message, ToolCall
from agent.records.transcript import Transcript
from agent.records.transcript_events import MessageEvent, ServerWindowEvent, SessionStart, UsageEvent


def test_metrics_of_the_events_after_a_try_began(tmp_path):
    transcript = Transcript(tmp_path / "s.jsonl")
    capability = {"context_effective": 8192, "tool_mode": "text", "tool_format": "hermes"}
    transcript.write(SessionStart(version=1, capability=capability))
    first = [ToolCall(name="read", source="text", dialect="hermes")]
    transcript.write(MessageEvent(message=Message(role="assistant", tool_calls=first)))
    transcript.write(UsageEvent(turn=1, prompt_tokens=900, completion_tokens=10, time_to_first_token_s=9.0))
    second_try_starts = 3
    calls = [
        ToolCall(name="read", source="text", dialect="hermes", repaired=True),
        ToolCall(name="edit", source="text", dialect="hermes"),
        ToolCall(name="bash", source="grammar"),
    ]
    transcript.write(MessageEvent(message=Message(role="assistant", tool_calls=calls)))
    transcript.write(
        UsageEvent(turn=1, prompt_tokens=1200, completion_tokens=50, time_to_first_token_s=0.5, total_time_s=3.0)
    )
    transcript.write(UsageEvent(purpose="summary", prompt_tokens=5000, completion_tokens=500, total_time_s=1.0))
    transcript.write(ServerWindowEvent(window=4096, previous=8192, reason="cut"))
    transcript.write(
        UsageEvent(
            turn=2,
            prompt_tokens=1000,
            completion_tokens=30,
            time_to_first_token_s=1.5,
            total_time_s=2.5,
            finish_reason="length",
        )
    )
    transcript.close()

    metrics = read_metrics(transcript.path, after_seq=second_try_starts)
    assert metrics.call_paths == {"text/hermes": 2, "grammar": 1} and metrics.repaired_tool_calls == 1
    assert metrics.time_to_first_token_s == 1.0  # (0.5 + 1.5) / 2: the summary request and try 1 left out
    assert metrics.tokens_per_s == 22.9  # 80 tokens over (3.0 - 0.5) + (2.5 - 1.5) s
    assert metrics.peak_context == 1200 and metrics.window == 4096 and metrics.finish_reason == "length"
    assert (metrics.tool_mode, metrics.dialect) == ("text", "hermes")
