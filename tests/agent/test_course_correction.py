"""Course correction on its own: the repeat note, the stuck stop, the feedback for unusable calls."""

from __future__ import annotations

from agent.course_correction import (
    REPEAT_NOTE,
    REPEAT_WINDOW,
    STUCK_AFTER,
    CourseCorrection,
    malformed_feedback,
    recent_calls,
)
from agent.errors import ModelStuckError
from agent.messages import MalformedCall, Message, ToolCall


def read(path: str) -> ToolCall:
    return ToolCall(name="read", arguments={"path": path})


def history_of(*calls: ToolCall) -> list[Message]:
    """One assistant message per call, each followed by its result."""
    messages = [Message(role="system", content="s"), Message(role="user", content="task")]
    for call in calls:
        messages.append(Message(role="assistant", tool_calls=[call]))
        messages.append(Message(role="tool", name=call.name, tool_call_id=call.id, content="ok"))
    return messages


def test_recent_calls_are_the_last_ones_oldest_first():
    history = history_of(read("a"), read("b"))
    history.append(Message(role="assistant", tool_calls=[read("c"), read("d")]))
    assert [c.arguments["path"] for c in recent_calls(history, 3)] == ["b", "c", "d"]
    assert [c.arguments["path"] for c in recent_calls(history, 10)] == ["a", "b", "c", "d"]


def test_a_call_made_before_gets_the_repeat_note():
    course = CourseCorrection()
    assert course.review(read("a"), "a", False, history_of(read("b"))).note is None
    assert course.review(read("a"), "a", False, history_of(read("a"), read("b"))).note == REPEAT_NOTE


def test_only_calls_within_the_window_count_as_repeats():
    others = [read(f"other{n}") for n in range(REPEAT_WINDOW)]
    course = CourseCorrection()
    assert course.review(read("a"), "a", False, history_of(read("a"), *others)).note is None
    assert course.review(read("a"), "a", False, history_of(read("a"), *others[1:])).note == REPEAT_NOTE


def test_same_arguments_under_another_tool_are_no_repeat():
    course = CourseCorrection()
    history = history_of(ToolCall(name="write", arguments={"path": "a"}))
    assert course.review(read("a"), "a", False, history).note is None


def test_the_same_failing_call_stops_the_run_after_stuck_after_times():
    course = CourseCorrection()
    verdicts = [course.review(read("missing.py"), "missing.py", True, []) for _ in range(STUCK_AFTER)]
    assert all(v.stop is None for v in verdicts[:-1])
    stop = verdicts[-1].stop
    assert isinstance(stop, ModelStuckError) and stop.exit_code == 4
    assert f"same failing call (read missing.py) {STUCK_AFTER} times in a row" in str(stop)


def test_a_success_or_a_different_call_resets_the_streak():
    course = CourseCorrection()
    for call, failed in [(read("x"), True), (read("x"), True), (read("y"), True), (read("x"), True)]:
        assert course.review(call, "", failed, []).stop is None
    assert course.review(read("x"), "", False, []).stop is None  # the same call, but it worked
    assert course.review(read("x"), "", True, []).stop is None
    assert course.review(read("x"), "", True, []).stop is None
    assert course.review(read("x"), "", True, []).stop is not None


def test_argument_order_does_not_hide_a_repeated_failure():
    course = CourseCorrection(stuck_after=2)
    first = ToolCall(name="read", arguments={"path": "a", "offset": 1})
    second = ToolCall(name="read", arguments={"offset": 1, "path": "a"})
    assert course.review(first, "a", True, []).stop is None
    assert course.review(second, "a", True, []).stop is not None


def test_malformed_feedback_names_every_problem_and_the_valid_tools():
    bad = [
        MalformedCall(snippet="{", message="not valid JSON"),
        MalformedCall(snippet="{}", message="tool call has no tool name"),
    ]
    feedback = malformed_feedback(bad, ["read", "bash"])
    assert "not valid JSON; tool call has no tool name" in feedback
    assert "Valid tools: read, bash." in feedback


def test_feedback_on_a_message_that_ends_a_sentence_has_one_full_stop():
    text = malformed_feedback(
        [MalformedCall(snippet="{", message="Send the whole call to edit again, complete.")], ["read"]
    )
    assert "complete. Valid tools: read." in text and ".." not in text
