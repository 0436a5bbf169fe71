"""Course correction on its own: the repeat note, the stuck stop, the feedback for unusable calls,
and the checks before every third turn."""

from __future__ import annotations

from typing import get_args

import pytest

from agent.conversation.course_correction import (
    REPEAT_NOTE,
    REPEAT_WINDOW,
    STUCK_AFTER,
    Check,
    CourseCorrection,
    correction_texts,
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


def bash(command: str) -> ToolCall:
    return ToolCall(name="bash", arguments={"command": command})


def edit(old_text: str) -> ToolCall:
    return ToolCall(name="edit", arguments={"path": "a.py", "old_text": old_text, "new_text": "x"})


def ran(course: CourseCorrection, *calls: tuple[ToolCall, bool, str]) -> CourseCorrection:
    """`course` after these (call, failed, result) ran, one batch each."""
    for call, failed, result in calls:
        target = str(next(iter(call.arguments.values()), ""))
        course.review(call, target, failed, [], result)
    return course


def test_every_check_has_a_text_that_formats():
    texts = correction_texts()
    assert set(texts.checks) == set(get_args(Check))
    for text in texts.checks.values():
        text.reason.format(tool="edit", call="bash ls", names="a, b", count=3, window=10)


def test_a_tool_failing_three_times_in_ten_calls_is_corrected_with_a_fitting_suggestion():
    course = ran(CourseCorrection(), (edit("a"), True, "no match"), (bash("ls"), False, "a.py"))
    assert course.before_turn(3) is None  # one failure is no pattern
    ran(course, (edit("b"), True, "no match"), (edit("c"), True, "no match"))
    correction = course.before_turn(6)
    assert correction is not None and correction.check == "tool_keeps_failing" and correction.turn == 6
    assert correction.reason == "edit failed 3 times in the last 4 calls."
    assert correction.message.startswith("[COURSE CORRECTION] edit failed 3 times in the last 4 calls.")
    assert "Read the file again before editing" in correction.message


def test_a_tool_without_its_own_suggestion_gets_the_general_one():
    course = ran(CourseCorrection(), *[(ToolCall(name="grep", arguments={"pattern": p}), True, "bad") for p in "abc"])
    correction = course.before_turn(3)
    assert correction is not None and correction.check == "tool_keeps_failing"
    assert correction_texts().checks["tool_keeps_failing"].suggestion in correction.message


def test_five_failures_in_a_row_of_different_tools_are_corrected():
    failing = [edit("a"), ToolCall(name="read", arguments={"path": "x"}), bash("false"), edit("b"), bash("nope")]
    correction = ran(CourseCorrection(), *[(call, True, "failed") for call in failing]).before_turn(3)
    assert correction is not None and correction.check == "all_calls_failing"
    assert "The last 5 calls all failed." in correction.message


def test_two_identical_triples_of_call_names_are_corrected():
    triple = [ToolCall(name="read", arguments={"path": "a.py"}), edit("a"), bash("pytest")]
    results = iter(["1", "2", "3", "4", "5", "6"])  # every result differs: no same_result
    course = ran(CourseCorrection(), *[(call, False, next(results)) for call in triple + triple])
    correction = course.before_turn(3)
    assert correction is not None and correction.check == "repeating_cycle"
    assert "(read, edit, bash, read, edit, bash)" in correction.message
    assert "Stop repeating; try a different approach or give your final answer." in correction.message


def test_six_calls_of_one_tool_on_different_things_are_no_cycle():
    reads = [(ToolCall(name="read", arguments={"path": f"{n}.py"}), False, f"file {n}") for n in range(6)]
    assert ran(CourseCorrection(), *reads).before_turn(3) is None


def test_the_same_call_with_the_same_result_three_times_is_corrected_even_when_it_succeeds():
    course = ran(CourseCorrection(), *[(bash("python -m pytest -q"), False, "1 failed") for _ in range(2)])
    assert course.before_turn(3) is None
    ran(course, (bash("python -m pytest -q"), False, "1 failed"))
    correction = course.before_turn(6)
    assert correction is not None and correction.check == "same_result"
    assert "bash python -m pytest -q returned the same result 3 times in the last 3 calls." in correction.message


def test_the_same_call_with_a_new_result_each_time_is_no_repeat():
    course = ran(CourseCorrection(), *[(bash("python -m pytest -q"), False, f"{n} failed") for n in range(3)])
    assert course.before_turn(3) is None


@pytest.mark.parametrize("turn", [2, 4, 5, 7])
def test_only_every_third_turn_is_checked(turn):
    course = ran(CourseCorrection(), *[(edit(t), True, "no match") for t in "abc"])
    assert course.before_turn(turn) is None


def test_checks_fire_before_turns_3_6_and_9():
    for turn in (3, 6, 9):
        course = ran(CourseCorrection(), *[(edit(t), True, "no match") for t in "abc"])
        assert course.before_turn(turn) is not None


def test_firing_again_at_the_next_check_stops_the_run_with_the_reason():
    course = ran(CourseCorrection(), *[(bash("pytest"), False, "same") for _ in range(3)])
    assert course.before_turn(3) is not None
    ran(course, *[(bash("pytest"), False, "same") for _ in range(3)])
    with pytest.raises(ModelStuckError) as stuck:
        course.before_turn(6)
    assert stuck.value.exit_code == 4
    assert str(stuck.value).startswith(
        "the model was still stuck after a course correction (bash pytest returned the same result 3 times"
    )


def test_after_a_correction_only_the_calls_made_since_count():
    course = ran(CourseCorrection(), *[(edit(t), True, "no match") for t in "abc"])
    assert course.before_turn(3) is not None
    # The model read the file and edited it: the failures before the correction no longer count.
    ran(course, (ToolCall(name="read", arguments={"path": "a.py"}), False, "a"), (edit("d"), False, "ok"))
    assert course.before_turn(6) is None


def test_a_quiet_check_between_two_corrections_means_no_stop():
    course = ran(CourseCorrection(), *[(edit(t), True, "no match") for t in "abc"])
    assert course.before_turn(3) is not None
    assert course.before_turn(6) is None  # nothing went wrong since
    ran(course, *[(edit(t), True, "no match") for t in "def"])
    assert course.before_turn(9) is not None  # a new correction, not a stop


def test_turn_one_starts_an_exchange_afresh():
    course = ran(CourseCorrection(), *[(edit(t), True, "no match") for t in "ab"])
    course.before_turn(1)  # the next request of the user's (agent chat), or a resumed run
    ran(course, (edit("c"), True, "no match"))
    assert course.before_turn(3) is None


def test_a_correction_given_in_an_earlier_exchange_does_not_stop_the_next():
    course = ran(CourseCorrection(), *[(edit(t), True, "no match") for t in "abc"])
    assert course.before_turn(3) is not None
    course.before_turn(1)
    ran(course, *[(edit(t), True, "no match") for t in "def"])
    assert course.before_turn(3) is not None  # corrected again, not stopped
