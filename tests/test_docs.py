"""Prose that repeats a number or a list the code holds must say what the code says: the user docs (README.md and
docs/*.md), ARCHITECTURE.md and the shipped models.toml's header are compared with the one place each fact lives.
Each check finds its fact on whichever page holds it, so text can move between pages without a check losing it."""

from __future__ import annotations

import re
import shlex
import tomllib
from fnmatch import fnmatch
from pathlib import Path

import click
import pytest

from agent.agents import __file__ as agents_init
from agent.cli import COMMANDS, PRINT_OPTIONS, main
from agent.config_files import UserConfig
from agent.conversation.call_cap import MAX_CALLS_PER_TURN
from agent.conversation.history import TARGET_FRACTION, TOOL_OUTPUT_SHARE
from agent.delegation.agent_kinds import AgentDefinition
from agent.errors import ProviderError, UserError
from agent.mcp.mcp_config import DEFAULT_TOOL_SHARE
from agent.permissions.permission_config import UserPermissionsFile
from agent.providers.overflow import CUT_BELOW_ESTIMATE, CUT_BELOW_EXACT
from agent.records.run_result import EXIT_CODES
from agent.tools.catalogue import BUILT_IN_TOOLS
from capabilities import Capability, compaction_share_text
from capabilities.capability import settable_fields
from capabilities.registry import load_registry_file
from parsers import DIALECTS

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text()
DOCS = {f"docs/{path.name}": path.read_text() for path in sorted((ROOT / "docs").glob("*.md"))}
USER_DOCS = {"README.md": README, **DOCS}  # what a user reads: every check on prose runs on all of them
ARCHITECTURE = (ROOT / "ARCHITECTURE.md").read_text()
MODELS_TOML = (ROOT / "models.toml").read_text()
AGENTS = Path(agents_init).parent
FRACTIONS = {2: "half", 3: "a third", 4: "a quarter"}
README_MAX_LINES = 250


def one_line(text: str) -> str:
    """Prose with its line breaks and comment marks gone, so a sentence reads as one string."""
    return " ".join(line.lstrip("#").strip() for line in text.splitlines())


def models_toml_header() -> str:
    """The comment block before the first table."""
    return MODELS_TOML.split("\n[", 1)[0]


def sentences(text: str) -> list[str]:
    return re.split(r"(?<=[.;])\s+", one_line(text))


def pages_saying(needle: str) -> list[str]:
    """The user docs pages that hold `needle` (in their text read as one line); a check of it needs one."""
    pages = [name for name, text in USER_DOCS.items() if needle in one_line(text)]
    assert pages, f"no page of README.md or docs/ says {needle!r}"
    return pages


def section(title: str) -> str:
    """The one section of the user docs under a heading `title` (any level), up to the next heading of its level
    or above."""
    found = []
    for text in USER_DOCS.values():
        for match in re.finditer(rf"^(#+) {re.escape(title)}\n", text, re.MULTILINE):
            rest = text[match.end() :]
            end = re.search(rf"^#{{1,{len(match[1])}}} ", rest, re.MULTILINE)
            found.append(rest[: end.start()] if end else rest)
    assert len(found) == 1, f"{len(found)} sections of README.md and docs/ are headed {title!r}"
    return found[0]


ALL_DOCS_TEXT = one_line("\n".join(USER_DOCS.values()))


@pytest.mark.parametrize(
    "name, text",
    [
        *USER_DOCS.items(),
        ("ARCHITECTURE.md", ARCHITECTURE),
        ("models.toml", models_toml_header()),
        ("agent/conversation/history.py", (ROOT / "agent" / "conversation" / "history.py").read_text()),
    ],
    ids=[*USER_DOCS, "ARCHITECTURE", "models.toml", "history.py"],
)
def test_every_compaction_share_in_prose_is_the_codes(name, text):
    shares = [
        share
        for sentence in sentences(text)
        if re.search(r"compact", sentence, re.IGNORECASE)
        for share in re.findall(r"\d+%", sentence)
    ]
    assert all(share == compaction_share_text() for share in shares), (name, shares, compaction_share_text())


def test_the_models_toml_header_lists_every_key_an_entry_may_set_in_their_order():
    listed = re.findall(r"^#   (\w+)  ", models_toml_header(), re.MULTILINE)
    assert listed == list(settable_fields())


def test_the_models_toml_header_says_what_the_code_does():
    header = one_line(models_toml_header())
    cited = re.findall(r"(?<![\w./-])\w[\w-]*/[\w./-]+\.(?:md|py|toml)", header)  # not a project's .agent/
    assert cited and all((ROOT / path).is_file() for path in cited), cited
    named = re.search(r"e\.g\. ([\w, ]+);", header)
    assert named is not None
    assert set(named[1].replace(" ", "").split(",")) <= set(DIALECTS)
    default_reply = re.search(r"Unset: (\d+)\.", header)
    assert default_reply is not None and int(default_reply[1]) == Capability.model_fields["max_output_tokens"].default


@pytest.mark.parametrize("page", pages_saying("Exit codes: "))
def test_the_exit_codes_are_the_codes(page):
    line = one_line(USER_DOCS[page]).split("Exit codes: ", 1)[1].split(" (Ctrl-C", 1)[0]
    said = {int(code): meaning for code, meaning in re.findall(r"(\d+) ([a-z][a-z ]*?)(?:,|$| \(|\s\d)", line)}
    assert said[EXIT_CODES["finished"]] == "finished"
    assert said[UserError.exit_code] == "user error"
    assert said[EXIT_CODES["turn_limit"]] == "turn limit"
    assert said[EXIT_CODES["stuck"]].startswith("model or provider error")
    assert EXIT_CODES["error"] == ProviderError.exit_code == EXIT_CODES["stuck"]
    assert said[EXIT_CODES["cancelled"]] == "interrupted"
    assert set(said) == set(EXIT_CODES.values()) | {UserError.exit_code}


def test_the_architectures_tool_list_is_the_catalogue():
    listed = re.search(r"`tools/` \(([\w, ]+): `BUILT_IN_TOOLS`", one_line(ARCHITECTURE))
    assert listed is not None
    assert listed[1].split(", ") == [tool.name for tool in BUILT_IN_TOOLS]


def test_the_docs_show_each_built_in_tool_with_its_arguments():
    shown = dict(re.findall(r"`(\w+) \{([\w, ?]*)\}`", section("Tools")))
    for tool in BUILT_IN_TOOLS:
        fields = tool.Args.model_fields
        expected = ", ".join(name if field.is_required() else f"{name}?" for name, field in fields.items())
        assert shown.get(tool.name) == expected, tool.name


@pytest.mark.parametrize("kind", ["explore", "implement"])
def test_the_docs_list_each_shipped_agent_kinds_tools_and_turns(kind):
    data = tomllib.loads((AGENTS / f"{kind}.toml").read_text())
    lines = [line for text in USER_DOCS.values() for line in re.findall(rf"^- `{kind}`: (.+)$", text, re.MULTILINE)]
    assert len(lines) == 1, lines
    assert ", ".join(data["tools"]) in lines[0]
    assert f"({data['max_turns']} turns)" in lines[0]


def test_the_docs_limits_are_the_codes():
    text = ALL_DOCS_TEXT
    assert f"At most {MAX_CALLS_PER_TURN} tool calls of one reply run" in text
    assert f"{DEFAULT_TOOL_SHARE:.0%} for all servers together (`tool_share = {DEFAULT_TOOL_SHARE}`" in text
    assert f"One tool result may take at most {FRACTIONS[TOOL_OUTPUT_SHARE]} of the effective window" in text
    assert f"aiming at {FRACTIONS[round(1 / TARGET_FRACTION)]} the window" in text
    assert f"below {CUT_BELOW_EXACT:.0%} of an exact count" in text
    assert f"below {CUT_BELOW_ESTIMATE:.0%} of what the messages alone take" in text


ARCHITECTURE_PATH = re.compile(r"`((?:agent|capabilities|parsers|tests|bench)/[\w./-]*)`")


def architecture_paths() -> list[str]:
    """Every path ARCHITECTURE.md names from the repository's root, and every `tools/x.py` under agent/
    (a placeholder such as `parsers/prompts/NAME.md` stands for its folder)."""
    paths = {re.sub(r"/[A-Z]+(\.\w+)?$", "", path) for path in ARCHITECTURE_PATH.findall(ARCHITECTURE)}
    paths |= {
        f"agent/{path}" for path in re.findall(r"`((?:tools|permissions|commands|chat|mcp)/[\w.]+)`", ARCHITECTURE)
    }
    return sorted(paths)


@pytest.mark.parametrize("path", architecture_paths())
def test_every_path_architecture_names_exists(path):
    assert (ROOT / path).exists(), f"ARCHITECTURE.md names {path}, which is not in the repository"


def test_every_module_architecture_names_by_its_file_name_exists():
    """`policy.py`, `local.py`, `try_sandbox.py`: named inside a package the prose is about, each is a file of
    the repository's packages (`transcript*.py` stands for the files it matches)."""
    files = {path.name for package in ("agent", "capabilities", "parsers") for path in (ROOT / package).rglob("*")}
    users_files = {"models.toml", "config.toml", "permissions.toml"}  # the user's and a project's, not the code's
    named = set(re.findall(r"`([\w*]+\.(?:py|toml|md))`", ARCHITECTURE)) - users_files
    missing = [name for name in sorted(named) if not any(fnmatch(file, name) for file in files)]
    assert missing == [], f"ARCHITECTURE.md names {missing}, which no package holds"


def test_the_dialect_table_names_the_families_the_shipped_registry_gives_each_dialect():
    entries = tomllib.loads((ROOT / "models.toml").read_text())["models"]
    expected = {name: [prefix for prefix, e in entries.items() if e["tool_format"] == name] for name in DIALECTS}
    rows = dict(re.findall(r"^\| (\w+) \| (.*) \|$", section("Tool-call dialects"), flags=re.M)[1:])  # after the header
    assert list(rows) == list(DIALECTS)
    assert {name: re.findall(r"`([^`]+)`", families) for name, families in rows.items()} == expected


def test_the_readme_is_short():
    """A newcomer reads it in five minutes; reference goes to docs/."""
    assert len(README.splitlines()) <= README_MAX_LINES


def relative_links(text: str) -> list[str]:
    """The targets of the page's Markdown links and images that are not web addresses or in-page anchors."""
    return [target for target in re.findall(r"\]\(([^)\s]+)\)", text) if not re.match(r"\w+:|#", target)]


def test_the_readme_links_every_docs_page():
    linked = {(ROOT / target.split("#", 1)[0]).resolve() for target in relative_links(README)}
    unlinked = [name for name in DOCS if (ROOT / name).resolve() not in linked]
    assert unlinked == [], f"README.md links no {unlinked}: add each to its list 'Where everything else is'"


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def headings_anchors(file: Path) -> set[str]:
    return {slug(heading) for heading in re.findall(r"^#+ (.+)$", file.read_text(), re.MULTILINE)}


@pytest.mark.parametrize("page", USER_DOCS)
def test_every_relative_link_of_the_docs_leads_somewhere(page):
    """Each linked file exists, and a `#anchor` into a Markdown page is one of its headings."""
    broken = []
    for target in relative_links(USER_DOCS[page]):
        path, _, anchor = target.partition("#")
        file = ((ROOT / page).parent / path).resolve()
        if not file.exists() or (anchor and file.suffix == ".md" and anchor not in headings_anchors(file)):
            broken.append(target)
    assert broken == []


def fenced_blocks(text: str) -> list[tuple[str, str]]:
    """(language, body) of each fenced code block."""
    return re.findall(r"^```(\w*)\n(.*?)^```", text, re.MULTILINE | re.DOTALL)


SETUP_COMMANDS = [
    "pip install -e '.[embedded]' && agent run \"Read hello.py and tell me what it prints\" --workspace examples/hello",
    "pip install -e '.[test]' && python -m pytest",
]


def test_the_readme_has_two_set_up_commands_one_for_the_embedded_model_and_one_for_the_tests():
    """Two blocks to copy: install and run a task offline, install and run the tests; CI runs the second."""
    setup = [body.strip() for _, body in fenced_blocks(README) if "pip install" in body]
    assert setup == SETUP_COMMANDS
    ci = (ROOT / ".ci" / "run").read_text().splitlines()
    assert all(half.strip() in ci for half in SETUP_COMMANDS[1].split("&&"))


def test_the_readmes_test_section_names_what_the_tests_need_beyond_pip():
    """One line names the system packages; they are the ones CI installs before the tests."""
    tests = section("Run the tests")
    needed = re.findall(r"`sudo apt install ([\w -]+)`", tests)
    assert len(needed) == 1
    installed = re.search(r"apt-get -qq install -y ([\w -]+?) >", (ROOT / ".ci" / "run").read_text())
    assert installed is not None and needed[0].split() == installed[1].split()
    assert tests.index("sudo apt install") < tests.index("```sh")


def agent_command_lines(text: str) -> list[str]:
    """Each `agent ...` command the page shows: a line of a shell block (`$ ` lines of other blocks, the
    environment assignments before it dropped) or a code span."""
    lines = []
    for language, body in fenced_blocks(text):
        for line in body.replace("\\\n", " ").splitlines():
            shell = language in ("sh", "bash", "console") or line.startswith("$ ")
            line = re.sub(r"^(\$ )?(\w+=\S+ +)*", "", line.strip())
            if shell and re.match(r"agent( |$)", line):
                lines.append(line)
    prose = re.sub(r"^```.*?^```", "", text, flags=re.MULTILINE | re.DOTALL)
    return lines + [span for span in re.findall(r"`(agent [^`]+)`", prose)]


def option_names(command: click.Command) -> set[str]:
    return {name for param in command.params for name in (*param.opts, *param.secondary_opts)} | {"--help", "-h"}


def command_problem(line: str) -> str | None:
    """What is wrong with an `agent ...` line (an unknown command, subcommand or option), or None. Optional parts
    written `[--json]` or `[--sandbox|--no-sandbox]` count as given."""
    line = re.sub(r"\[([^\]]*)\]", lambda m: " " + m[1].replace("|", " ") + " ", line)
    lexer = shlex.shlex(line, posix=True, punctuation_chars=True)
    lexer.whitespace_split, lexer.commenters = True, "#"
    words = []
    for word in lexer:
        if word and set(word) <= set("|&;<>()"):
            break  # a pipe or a redirection ends the agent's own words
        words.append(word)
    ctx = click.Context(main)
    words = ["run", *words[2:]] if words[1:2] and words[1] in PRINT_OPTIONS else words[1:]
    if not words or words[0] in ("--help", "--version", "-h"):
        return None
    if words[0] not in COMMANDS:
        return f"no command {words[0]!r}"
    command = main.get_command(ctx, words[0])
    assert command is not None
    rest = words[1:]
    if isinstance(command, click.Group):
        sub = next((word for word in rest if not word.startswith("-")), None)
        if sub is not None and sub not in command.list_commands(ctx):
            return f"no subcommand {sub!r}"
        if sub is not None:
            command, rest = command.get_command(ctx, sub), rest[rest.index(sub) + 1 :]
            assert command is not None
    unknown = [word for word in rest if re.match(r"--?[a-z]", word) and word.split("=")[0] not in option_names(command)]
    return f"{command.name} takes no {unknown}" if unknown else None


@pytest.mark.parametrize("page", USER_DOCS)
def test_every_agent_command_the_docs_show_is_one_the_cli_takes(page):
    lines = agent_command_lines(USER_DOCS[page])
    problems = [(line, problem) for line in lines if (problem := command_problem(line))]
    assert problems == []


def test_the_command_check_finds_a_wrong_option():
    assert command_problem("agent run --continue 'go on'") is None
    assert command_problem("agent sessions show 7dc20f") is None
    assert command_problem("agent -p 'x' --json") is None
    assert command_problem("agent run --contine 'go on'") is not None
    assert command_problem("agent sessions delete 7dc20f") is not None
    assert command_problem("agent frobnicate") is not None


# Flags the docs quote from other programs: llama-server's and llama-cpp-python's server, pytest, a compiler.
OTHER_PROGRAMS_FLAGS = {
    "--chat_format",
    "--jinja",
    "--junitxml",
    "--no-repack",
    "--parallel",
    "-np",
    "--slot-save-path",
    "--swa-full",
    "-march",
    "-t",
}


def test_every_flag_the_docs_quote_is_an_option_of_agent_or_of_a_program_they_name():
    ctx = click.Context(main)
    commands = [main.get_command(ctx, name) for name in COMMANDS]
    options = {"--version"} | {
        name
        for command in commands
        for each in [command, *(command.commands.values() if isinstance(command, click.Group) else [])]
        if each is not None
        for name in option_names(each)
    }
    quoted = set(re.findall(r"`(--?[a-z][\w-]*)", "\n".join(USER_DOCS.values())))
    assert sorted(quoted - options - OTHER_PROGRAMS_FLAGS) == []


def toml_examples() -> list[tuple[str, str]]:
    return [(page, body) for page, text in USER_DOCS.items() for lang, body in fenced_blocks(text) if lang == "toml"]


@pytest.mark.parametrize(
    "page, body", toml_examples(), ids=[f"{page}-{n}" for n, (page, _) in enumerate(toml_examples())]
)
def test_every_toml_example_in_the_docs_is_valid_for_its_file(page, body, tmp_path):
    """A config.toml, permissions.toml, models.toml or agent kind example is read as the agent reads that
    file, so a renamed key or a wrong value cannot stay in the docs."""
    data = tomllib.loads(body)
    if "[[rules]]" in body:
        UserPermissionsFile.model_validate(data)
    elif "[models." in body:
        (tmp_path / "models.toml").write_text(body)
        load_registry_file(tmp_path / "models.toml", "user")
    elif re.search(r"^# \S*agents", body):
        AgentDefinition.model_validate(data)
    else:
        UserConfig.model_validate(data)
