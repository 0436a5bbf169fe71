"""The system prompt follows the model's edit format: each format's short guide (agent/prompts/edit_*.md) is
added where the session builds the prompt, with the capability it opened."""

from __future__ import annotations

import pytest

from agent.backends.model_spec import parse_model_spec
from agent.calls.runtime import ToolRuntime
from agent.config_files import load_user_config
from agent.file_safety.line_anchors import line_hash
from agent.prompts import load_prompt
from agent.prompts.instructions import system_prompt
from agent.records.transcript import Transcript
from agent.start.permission_choices import PermissionChoices
from agent.start.session import open_loop
from agent.start.session_context import SessionContext
from agent.terminal.progress import Progress
from capabilities import EDIT_FORMATS, Overrides


@pytest.mark.parametrize("edit_format", EDIT_FORMATS)
def test_the_system_prompt_carries_the_formats_guide(workspace, edit_format):
    prompt = system_prompt(workspace, None, edit_format)
    guide = load_prompt(f"edit_{edit_format}.md").strip()
    assert guide in prompt
    others = [load_prompt(f"edit_{other}.md").strip() for other in EDIT_FORMATS if other != edit_format]
    assert not any(other in prompt for other in others)


def test_each_guide_names_its_tool_and_the_read_first():
    anchored = load_prompt("edit_anchored.md")
    assert "`edit_lines`" in anchored and "NUMBER:HASH" in anchored
    assert f"2:{line_hash('    return x + 1')}|    return x + 1" in anchored, "the example's anchor is the real one"
    assert "`edit`" in load_prompt("edit_replace.md")
    whole = load_prompt("edit_whole.md")
    assert "`write`" in whole and "read it first" in whole


def test_the_session_builds_the_prompt_for_the_models_format(workspace, write_script):
    script = write_script({"content": "done"})
    loop = open_loop(
        parse_model_spec(f"script:{script}"),
        SessionContext.read(workspace, load_user_config(), PermissionChoices(ask=False)),
        ToolRuntime(workspace),
        flags=Overrides(edit_format="anchored"),
        transcript=Transcript.create(),
        progress=Progress(enabled=False),
        max_turns=2,
        map_tokens=0,
    )
    try:
        assert loop.capability.edit_format == "anchored"
        assert load_prompt("edit_anchored.md").strip() in loop.messages[0].content
    finally:
        loop.provider.close()
