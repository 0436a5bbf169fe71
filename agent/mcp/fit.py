"""How many of the MCP servers' tools a request can carry: their specs together take at most a share of the
model's window (`[mcp] tool_share` of config.toml), so a server that offers thousands of tools costs the run
some of its tools, never the run. Free of the `mcp` package: it works on the offered specs alone."""

from __future__ import annotations

from pydantic import BaseModel, Field

from agent.messages import MCP_TOOL_PREFIX as TOOL_PREFIX
from agent.messages import ToolSpec
from agent.tokens import estimate_tokens, tool_spec_tokens

NAMES_SHOWN = 3  # of a server's left-out tools, in the user's note


class ToolCut(BaseModel):
    """The MCP tools that fit (in their order) and those left out, per server."""

    kept: list[ToolSpec]
    left_out: dict[str, list[str]] = Field(default_factory=dict, description="server -> its tools left out")
    offered: dict[str, int] = Field(default_factory=dict, description="server -> how many tools it offers")

    def model_line(self) -> str:
        """The one line the model reads (at the end of the tool list) about the tools it is not offered."""
        return cut_line({server: len(names) for server, names in self.left_out.items()}, self.offered)

    def user_note(self, window: int, share: float) -> str:
        """What the user is told: which tools were left out, and how to offer more."""
        shown = []
        for server, names in self.left_out.items():
            shortened = [name.removeprefix(f"{TOOL_PREFIX}{server}__") for name in names[:NAMES_SHOWN]]
            listed = ", ".join(shortened) + (", …" if len(names) > NAMES_SHOWN else "")
            shown.append(f"{server}: {len(names)} of its {self.offered[server]} tools ({listed})")
        return (
            f"MCP tools left out to fit the model's window: {'; '.join(shown)}. The MCP tools offered take at most "
            f"{share:.0%} of the {window}-token window: raise tool_share under [mcp] in config.toml, give the model "
            "a larger window (--ctx N), or configure fewer servers"
        )


def cut_line(left_out: dict[str, int], offered: dict[str, int]) -> str:
    counts = ", ".join(f"{server} ({count} of {offered[server]})" for server, count in left_out.items())
    return (
        f"[{sum(left_out.values())} more MCP tools were left out to fit the model's window: {counts}; they cannot "
        "be called in this session.]"
    )


def server_of(name: str) -> str:
    """The server of an offered tool (mcp__SERVER__TOOL; a server's name holds no '__')."""
    return name.removeprefix(TOOL_PREFIX).split("__", 1)[0]


def fit_tools(specs: list[ToolSpec], budget: int) -> ToolCut:
    """The MCP tools whose specs, with the line about the rest, take at most `budget` tokens. The largest
    server (by its kept tools' tokens) loses its last tool first, again and again: one huge server is cut
    down toward the size of the others before a small one loses anything."""
    kept: dict[str, list[tuple[ToolSpec, int]]] = {}
    for spec in specs:
        kept.setdefault(server_of(spec.name), []).append((spec, tool_spec_tokens([spec])))
    offered = {server: len(tools) for server, tools in kept.items()}
    sizes = {server: sum(cost for _, cost in tools) for server, tools in kept.items()}
    total = sum(sizes.values())
    if total <= budget:
        return ToolCut(kept=specs, offered=offered)
    # The line about the cut travels with the tools: room is kept for it at its longest (every server named).
    room = budget - estimate_tokens(cut_line(offered, offered))
    left_out: dict[str, list[str]] = {}
    while total > room and total > 0:
        server = max(sizes, key=lambda name: sizes[name])
        spec, cost = kept[server].pop()
        left_out.setdefault(server, []).append(spec.name)
        sizes[server] -= cost
        total -= cost
    names = {spec.name for tools in kept.values() for spec, _ in tools}
    return ToolCut(
        kept=[spec for spec in specs if spec.name in names],
        left_out={server: left_out[server][::-1] for server in offered if server in left_out},
        offered=offered,
    )
