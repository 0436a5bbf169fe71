"""The packages' layering: parsers imports neither of the others, capabilities never imports the agent
(agent -> capabilities -> parsers), so each can be used and tested on its own."""

from __future__ import annotations

import ast
import functools
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN = {"parsers": ("agent", "capabilities"), "capabilities": ("agent",)}


def imported_packages(source: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("package", FORBIDDEN)
def test_a_lower_package_never_imports_a_higher_one(package):
    sources = sorted((REPO_ROOT / package).rglob("*.py"))
    assert sources, f"no sources found for {package}"
    offenders = {
        str(source.relative_to(REPO_ROOT)): sorted(imported_packages(source) & set(FORBIDDEN[package]))
        for source in sources
    }
    assert {path: found for path, found in offenders.items() if found} == {}


def test_the_check_sees_imports_inside_functions(tmp_path):
    source = tmp_path / "m.py"
    source.write_text("def f():\n    from agent.turns.loop import AgentLoop\n    import capabilities.registry\n")
    assert imported_packages(source) == {"agent", "capabilities"}


@functools.cache  # read once per run: a dozen tests ask for the same graph
def module_imports(package: str, *, inside_functions: bool = False) -> dict[str, set[str]]:
    """Each module of `package` and the modules of it that it imports when loaded: the top-level import
    statements (imports inside functions and under `if TYPE_CHECKING:` are left out: they run later, or never).
    `inside_functions`: the imports inside functions and classes too (still not those under TYPE_CHECKING): what
    the module needs at some point, so that a cycle hidden in a function's import counts as one."""
    modules: dict[str, Path] = {}
    for source in (REPO_ROOT / package).rglob("*.py"):
        parts = source.relative_to(REPO_ROOT).with_suffix("").parts
        modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = source
    graph: dict[str, set[str]] = {}
    for name, source in modules.items():
        found: set[str] = set()
        tree = ast.parse(source.read_text(encoding="utf-8"))
        for node in import_statements(tree) if inside_functions else tree.body:
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                for alias in node.names:
                    submodule = f"{node.module}.{alias.name}"
                    found.add(submodule if submodule in modules else node.module)
            elif isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
        # Loading a.b.c loads the packages a and a.b first: their __init__ modules count as imported too, except
        # the packages this module lies in (loaded before it, whatever it imports). That is load order, which only
        # the top-level imports decide: by the time a function runs its import, the packages are loaded.
        parents = {".".join(module.split(".")[:n]) for module in found for n in range(1, module.count(".") + 1)}
        if not inside_functions:
            found |= {package for package in parents if not name.startswith(f"{package}.")}
        graph[name] = {module for module in found if module in modules and module != name}
    return graph


def import_statements(tree: ast.AST) -> list[ast.stmt]:
    """Every import statement in `tree`, at any depth, except those under `if TYPE_CHECKING:` (never run)."""
    found: list[ast.stmt] = []
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            found += [statement for branch in node.orelse for statement in import_statements(ast.Module([branch]))]
            continue
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        found += import_statements(node)
    return found


def import_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import each other, directly or through others (Tarjan's algorithm)."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def visit(module: str) -> None:
        order[module] = low[module] = len(order)
        stack.append(module)
        for imported in graph[module]:
            if imported not in order:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in stack:
                low[module] = min(low[module], order[imported])
        if low[module] == order[module]:
            group = [stack.pop()]
            while group[-1] != module:
                group.append(stack.pop())
            if len(group) > 1:
                cycles.append(sorted(group))

    for module in sorted(graph):
        if module not in order:
            visit(module)
    return cycles


def test_no_two_modules_of_the_agent_import_each_other_when_loaded():
    """A cycle makes the import order matter (a module half loaded when the other needs it): the tools' runtime
    sits above the tools (agent/calls/runtime.py), the run's result beside the recorder, not in the loop."""
    assert import_cycles(module_imports("agent")) == []


def test_no_two_modules_of_the_agent_need_each_other_even_inside_functions():
    """An import inside a function is a cycle put off, not taken away: the module still needs the other one to
    work (the user config below the model specs and backends, the crash log below the CLI and the supervisor)."""
    assert import_cycles(module_imports("agent", inside_functions=True)) == []


def test_the_check_of_all_imports_sees_those_in_functions_but_not_those_for_type_checking():
    source = (
        "from typing import TYPE_CHECKING\nimport a\nif TYPE_CHECKING:\n    import b\nelse:\n    import c\n"
        "def f():\n    import d\n    class K:\n        def g(self):\n            from e import x\n"
    )
    found = [ast.unparse(node) for node in import_statements(ast.parse(source))]
    assert found == ["from typing import TYPE_CHECKING", "import a", "import c", "import d", "from e import x"]


def test_the_cycle_check_finds_a_cycle():
    assert import_cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


MAX_MODULE_LINES = 500  # past this a module holds more than one job (ARCHITECTURE.md)
MAX_LOOP_LINES = 200  # the loop only orchestrates: what it consults lives in the modules it names


@pytest.mark.parametrize("package", ["agent", "capabilities", "parsers"])
def test_no_module_grows_past_one_job(package):
    sizes = {
        str(source.relative_to(REPO_ROOT)): len(source.read_text(encoding="utf-8").splitlines())
        for source in (REPO_ROOT / package).rglob("*.py")
    }
    assert {path: lines for path, lines in sizes.items() if lines > MAX_MODULE_LINES} == {}


def test_the_loop_reads_in_one_sitting():
    assert len((REPO_ROOT / "agent" / "turns" / "loop.py").read_text(encoding="utf-8").splitlines()) <= MAX_LOOP_LINES


# The parts of agent/, lowest first: a folder by the part of a run it serves, or a top-level module. Each part
# imports only parts before it here (imports inside functions count), so the folders can be read bottom up and
# none needs another half loaded. ARCHITECTURE.md ("The parts of agent/") lists them in the same order.
PARTS_IN_ORDER = [
    *["agent", "errors", "messages", "paths", "tokens", "unicode_text", "crash_log", "prompts", "agents", "suites"],
    *["providers", "terminal", "conversation", "permissions", "processes", "file_safety", "search", "tools"],
    *["repomap", "undo", "mcp", "calls", "records", "config_files", "turns", "backends", "delegation", "start"],
    *["calibrate", "benchmark", "doctor", "ranking", "click_errors", "command_options"],
    *["commands", "chat", "cli", "supervisor"],
    *["entry", "__main__"],
]


def part_imports(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """The module graph of agent/ folded into its parts: `agent.turns.loop` is the part `turns`, `agent.cli` the
    part `cli`, the package's own `__init__` the part `agent`."""

    def part(module: str) -> str:
        return module.split(".")[1] if "." in module else module

    parts: dict[str, set[str]] = {}
    for module, imported in graph.items():
        parts.setdefault(part(module), set()).update(part(other) for other in imported)
    return {name: imported - {name} for name, imported in parts.items()}


def back_arrows(parts: dict[str, set[str]], order: list[str]) -> list[tuple[str, str]]:
    """The imports from a part to one at its level or above it in `order`."""
    rank = {name: n for n, name in enumerate(order)}
    return sorted((name, other) for name, imported in parts.items() for other in imported if rank[other] >= rank[name])


def test_every_part_of_the_agent_is_in_the_list_of_parts():
    assert sorted(set(part_imports(module_imports("agent", inside_functions=True))) ^ set(PARTS_IN_ORDER)) == []


def test_each_part_of_the_agent_imports_only_the_parts_below_it():
    """No back-arrow: a tool never imports what composes the tools (agent/calls/), the permissions never import
    the tools or MCP, the records only the data of the turns they record."""
    assert back_arrows(part_imports(module_imports("agent", inside_functions=True)), PARTS_IN_ORDER) == []


def test_a_back_arrow_is_found():
    graph = {"agent.tools.shell": {"agent.calls.runtime"}, "agent.calls.runtime": {"agent.tools.tool"}}
    assert back_arrows(part_imports(graph), ["tools", "calls"]) == [("tools", "calls")]


def test_architecture_lists_the_parts_in_their_order():
    text = (REPO_ROOT / "ARCHITECTURE.md").read_text(encoding="utf-8")
    listed = text.split("## The parts of agent/", 1)[1].split("\n## ", 1)[0]
    named = re.findall(r"\*\*`([\w/.]+)`\*\*", listed)
    assert [name.removesuffix("/").removesuffix(".py") for name in named] == [
        part for part in PARTS_IN_ORDER if part not in ("agent", "__main__")
    ]


# Each part's line budget: the lines of its Python files (agent/__init__.py for the part `agent`; capabilities/ and
# parsers/ whole), set at its size when budgets began (issue 44, once its rooms were built) plus about 5%, rounded
# up to ten. Growth past it is a decision, not a drift: raise the figure here in the commit that needs it and say
# why in its message, or make room first (a feature that measured no gain is retired, not carried). The total was
# 38,265 lines.
LINE_BUDGETS = {
    **{"agent": 10, "errors": 70, "messages": 130, "paths": 70, "tokens": 70, "unicode_text": 30, "crash_log": 40},
    **{"prompts": 130, "agents": 10, "suites": 230, "providers": 3920, "terminal": 730, "conversation": 770},
    **{"permissions": 3230, "processes": 1370, "file_safety": 1440, "search": 710, "tools": 3220, "repomap": 1020},
    **{"undo": 1250, "mcp": 960, "calls": 1210, "records": 1070, "config_files": 200, "turns": 660, "backends": 1140},
    **{"delegation": 610, "start": 1390, "calibrate": 1540, "benchmark": 2300, "doctor": 980, "ranking": 580},
    **{"click_errors": 60, "command_options": 70, "commands": 1520, "chat": 1280, "cli": 120, "supervisor": 320},
    **{"entry": 30, "__main__": 10, "capabilities": 1180, "parsers": 10909},
}


def part_sources(part: str) -> list[Path]:
    if part in ("capabilities", "parsers"):
        return sorted((REPO_ROOT / part).rglob("*.py"))
    if part == "agent":
        return [REPO_ROOT / "agent" / "__init__.py"]
    folder = REPO_ROOT / "agent" / part
    return sorted(folder.rglob("*.py")) if folder.is_dir() else [REPO_ROOT / "agent" / f"{part}.py"]


def part_lines(part: str) -> int:
    return sum(len(source.read_text(encoding="utf-8").splitlines()) for source in part_sources(part))


def over_budget(sizes: dict[str, int], budgets: dict[str, int]) -> list[str]:
    return [
        f"{part}: {lines} lines, {lines - budgets[part]} over its budget of {budgets[part]}"
        for part, lines in sizes.items()
        if lines > budgets[part]
    ]


def test_every_part_has_a_line_budget():
    assert sorted(set(LINE_BUDGETS) ^ {*PARTS_IN_ORDER, "capabilities", "parsers"}) == []


def test_no_part_grows_past_its_line_budget():
    over = over_budget({part: part_lines(part) for part in LINE_BUDGETS}, LINE_BUDGETS)
    assert over == [], (
        "; ".join(over) + ". Make room, or raise the part's figure in LINE_BUDGETS (tests/test_layering.py) in the "
        "commit that grows it, saying why in its message."
    )


def test_a_part_over_its_budget_is_named_with_the_excess():
    assert over_budget({"tools": 3300, "turns": 500}, {"tools": 3270, "turns": 590}) == [
        "tools: 3300 lines, 30 over its budget of 3270"
    ]


# Sealed rooms: the rest of the agent reaches one only through its package's entry (its README says what it
# reads and where it stops), so what is fought inside can be rewritten without touching a caller.
SEALED_ROOMS = ["agent.permissions.shell_reader", "agent.tools.edit_matching"]


@pytest.mark.parametrize("room", SEALED_ROOMS)
def test_a_sealed_room_is_entered_only_through_its_package(room):
    inside = {name for name in module_imports("agent", inside_functions=True) if name.startswith(f"{room}.")}
    graph = module_imports("agent", inside_functions=True)
    reaching_in = {
        module: sorted(imported & inside) for module, imported in graph.items() if not module.startswith(room)
    }
    assert {module: found for module, found in reaching_in.items() if found} == {}
    assert (REPO_ROOT / Path(*room.split(".")) / "README.md").exists()


# Optional parts: the lab (experiments that measure models: agent compare, agent calibrate, agent models --rank) and
# the in-process engine (llama.cpp, an extra that takes minutes to compile). The core runs, types and tests without
# them; each is entered at one place, as llm's plugins are: the engine by the backend table (inside its functions,
# when a model runs in-process), the lab by the commands that run it (`agent models --rank` runs the ranking's).
# What the core needs of them (whether the engine's extra is installed, where its saved states lie, whether a
# model was calibrated) lives in the core, which they import.
OPTIONAL_PARTS = {
    "lab": ["agent.benchmark", "agent.calibrate", "agent.ranking"]
    + ["agent.commands.compare", "agent.commands.calibrate", "agent.commands.rank"],
    "engine": ["agent.providers.llamacpp"],
}
ENTERED_FROM = {"lab": ["agent.commands.caps"], "engine": ["agent.backends.local"]}


def within(module: str, parts: list[str]) -> bool:
    return any(module == part or module.startswith(f"{part}.") for part in parts)


def optional_part_imports(graph: dict[str, set[str]], part: str) -> dict[str, list[str]]:
    """The modules outside `part` and its entries that import a module of it, with what they import."""
    inside, entries = OPTIONAL_PARTS[part], ENTERED_FROM[part]
    found = {
        module: sorted(other for other in imported if within(other, inside))
        for module, imported in graph.items()
        if not within(module, inside) and module not in entries
    }
    return {module: imported for module, imported in found.items() if imported}


@pytest.mark.parametrize("part", OPTIONAL_PARTS)
def test_the_core_never_imports_an_optional_part(part):
    """Not even inside a function: a path or a flag the core needs of one moves to the core instead."""
    assert optional_part_imports(module_imports("agent", inside_functions=True), part) == {}


def test_an_import_of_an_optional_part_is_found():
    graph = {"agent.doctor.check": {"agent.calibrate.results"}, "agent.backends.local": {"agent.providers.llamacpp"}}
    assert optional_part_imports(graph, "lab") == {"agent.doctor.check": ["agent.calibrate.results"]}
    assert optional_part_imports(graph, "engine") == {}


def test_a_run_loads_neither_the_engine_nor_the_lab():
    """What `agent run` and `agent chat` load before a model opens: no module of an optional part."""
    code = "import sys, agent.cli, agent.commands.run, agent.start.session\nprint('\\n'.join(sorted(sys.modules)))"
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO_ROOT)
    optional = [part for parts in OPTIONAL_PARTS.values() for part in parts] + ["llama_cpp"]
    assert [module for module in loaded.stdout.split() if within(module, optional)] == []
