"""fit_tools: the MCP tools offered take at most their budget, the largest servers' tools are cut first."""

from __future__ import annotations

from agent.mcp.fit import fit_tools
from agent.messages import ToolSpec
from agent.tokens import estimate_tokens, tool_spec_tokens

SCHEMA = {"type": "object", "properties": {"id": {"type": "string", "description": "the record's id"}}}


def tools(server: str, count: int) -> list[ToolSpec]:
    return [
        ToolSpec(
            name=f"mcp__{server}__tool_{index}",
            description=f"Tool {index} of {server}: looks up one record by its id and returns its fields.",
            parameters=SCHEMA,
        )
        for index in range(count)
    ]


def taken(cut) -> int:
    """What the kept tools and the line about the rest take of a request."""
    return tool_spec_tokens(cut.kept) + (estimate_tokens(cut.model_line()) if cut.left_out else 0)


def test_tools_within_the_budget_are_all_kept():
    specs = tools("a", 3) + tools("b", 2)
    cut = fit_tools(specs, tool_spec_tokens(specs))
    assert cut.kept == specs and cut.left_out == {}


def test_one_huge_server_is_cut_and_the_small_ones_are_kept_whole():
    small, other, huge = tools("small", 3), tools("other", 2), tools("huge", 5000)
    budget = 1000
    cut = fit_tools(small + huge + other, budget)
    kept = {spec.name for spec in cut.kept}
    assert {spec.name for spec in small + other} <= kept, "the small servers lose nothing"
    assert 0 < len(kept & {spec.name for spec in huge}) < 5000
    assert taken(cut) <= budget
    assert list(cut.left_out) == ["huge"] and cut.offered == {"small": 3, "huge": 5000, "other": 2}
    # Each server keeps its first tools, in their order; the left-out ones are its last.
    assert cut.kept == [spec for spec in small + huge + other if spec.name in kept]
    assert cut.left_out["huge"] == [spec.name for spec in huge if spec.name not in kept]
    line = cut.model_line()
    assert "\n" not in line and f"huge ({len(cut.left_out['huge'])} of 5000)" in line


def test_two_large_servers_are_cut_toward_the_same_size():
    one, two = tools("one", 400), tools("two", 100)
    cut = fit_tools(one + two, 2000)
    left = {server: len(names) for server, names in cut.left_out.items()}
    assert left["one"] > 300 and "two" in left, "the larger lost most, then both lost"
    sizes = [tool_spec_tokens([spec for spec in cut.kept if spec.name.startswith(f"mcp__{s}__")]) for s in left]
    assert abs(sizes[0] - sizes[1]) <= tool_spec_tokens(one[:1]), "within one tool of each other"
    assert taken(cut) <= 2000


def test_a_budget_smaller_than_any_tool_keeps_none():
    cut = fit_tools(tools("a", 4), 5)
    assert cut.kept == [] and len(cut.left_out["a"]) == 4


def test_the_users_note_names_the_tools_left_out_and_how_to_offer_more():
    cut = fit_tools(tools("small", 1) + tools("big", 50), 500)
    note = cut.user_note(2000, 0.25)
    assert note.startswith(f"MCP tools left out to fit the model's window: big: {len(cut.left_out['big'])} of its 50")
    assert "tool_" in note and "mcp__big__" not in note
    assert "25% of the 2000-token window" in note and "tool_share under [mcp] in config.toml" in note
