"""show_output pages a kept bash output in bounded memory: long lines are cut with the column that shows the rest,
pages keep their line and character caps, and the reading does not depend on where its chunks end."""

from __future__ import annotations

import re
import tracemalloc

import pytest

from agent.calls.runtime import ToolRuntime
from agent.tools import show_output
from agent.tools.shell import KEEP_BYTES


def kept_output(runtime: ToolRuntime, command: str) -> int:
    result = runtime.run("bash", {"command": command})
    cited = re.search(r"show_output with id=(\d+)", result.content)
    assert cited is not None, result.content
    return int(cited.group(1))


def test_a_huge_single_line_is_paged_by_column_in_bounded_memory(workspace):
    runtime = ToolRuntime(workspace)
    output_id = kept_output(runtime, "head -c 20000000 /dev/zero | tr '\\0' x; printf 'END\\n'")
    tracemalloc.start()
    try:
        first = runtime.run("show_output", {"id": output_id})
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 8_000_000, f"{peak} bytes allocated to show a page of a 20 MB line"
    shown, note = first.content.split("\n")
    assert shown == "x" * KEEP_BYTES
    assert note == (
        f"[line 1 is 20000003 characters; shown: 1-{KEEP_BYTES}. "
        f"Call show_output with id={output_id}, offset=1 and column={KEEP_BYTES + 1} for more of it]"
    )
    last = runtime.run("show_output", {"id": output_id, "column": 19_999_991})
    assert last.content == "x" * 10 + "END"
    past = runtime.run("show_output", {"id": output_id, "column": 20_000_004})
    assert past.is_error and "column 20000004 is past the end of line 1" in past.content


def test_a_long_line_after_the_first_starts_the_next_page(workspace):
    runtime = ToolRuntime(workspace)
    output_id = kept_output(runtime, "echo short; head -c 50000 /dev/zero | tr '\\0' y; printf '\\r\\nend\\r\\n'")
    assert runtime.run("show_output", {"id": output_id}).content == (
        f"short\n[lines 1-1 of 3; call show_output with id={output_id} and offset=2 for more]"
    )
    second = runtime.run("show_output", {"id": output_id, "offset": 2}).content.split("\n")
    assert second[0] == "y" * KEEP_BYTES
    assert second[1].startswith(f"[line 2 is 50000 characters; shown: 1-{KEEP_BYTES}. ")
    assert second[2] == f"[lines 2-2 of 3; call show_output with id={output_id} and offset=3 for more]"
    assert runtime.run("show_output", {"id": output_id, "offset": 2, "column": 49_999}).content == "yy\nend"
    assert runtime.run("show_output", {"id": output_id, "offset": 3}).content == "end"


@pytest.mark.parametrize("chunk", [1, 7, 4096])
def test_pages_do_not_depend_on_where_reading_chunks_end(workspace, monkeypatch, chunk):
    monkeypatch.setattr(show_output, "READ_CHUNK_BYTES", chunk)
    runtime = ToolRuntime(workspace)
    output_id = kept_output(
        runtime, "for n in $(seq 1 600); do echo \"é$n\"; done; head -c 40000 /dev/zero | tr '\\0' z"
    )
    page = runtime.run("show_output", {"id": output_id, "offset": 200}).content.splitlines()
    assert page[:200] == [f"é{n}" for n in range(200, 400)]
    assert page[200] == f"[lines 200-399 of 601; call show_output with id={output_id} and offset=400 for more]"
    tail = runtime.run("show_output", {"id": output_id, "offset": 599}).content.splitlines()
    assert tail == [
        "é599",
        "é600",
        f"[lines 599-600 of 601; call show_output with id={output_id} and offset=601 for more]",
    ]
    end = runtime.run("show_output", {"id": output_id, "offset": 601, "column": 39_991})
    assert end.content == "z" * 10
    past = runtime.run("show_output", {"id": output_id, "offset": 602})
    assert past.is_error and "(601 lines)" in past.content
