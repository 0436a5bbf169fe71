"""Prose that repeats a number or a list the code holds must say what the code says: README.md,
ARCHITECTURE.md and the shipped models.toml's header are compared with the one place each fact lives."""

from __future__ import annotations

import re
import tomllib
from fnmatch import fnmatch
from pathlib import Path

import pytest

from agent.agents import __file__ as agents_init
from agent.conversation.call_cap import MAX_CALLS_PER_TURN
from agent.conversation.context import TARGET_FRACTION, TOOL_OUTPUT_SHARE
from agent.errors import ProviderError, UserError
from agent.mcp.config import DEFAULT_TOOL_SHARE
from agent.providers.overflow import CUT_BELOW_ESTIMATE, CUT_BELOW_EXACT
from agent.records.run_result import EXIT_CODES
from agent.tools.catalogue import BUILT_IN_TOOLS
from capabilities import Capability, compaction_share_text
from capabilities.capability import settable_fields
from parsers import DIALECTS

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text()
ARCHITECTURE = (ROOT / "ARCHITECTURE.md").read_text()
MODELS_TOML = (ROOT / "models.toml").read_text()
AGENTS = Path(agents_init).parent
FRACTIONS = {2: "half", 3: "a third", 4: "a quarter"}


def one_line(text: str) -> str:
    """Prose with its line breaks and comment marks gone, so a sentence reads as one string."""
    return " ".join(line.lstrip("#").strip() for line in text.splitlines())


def models_toml_header() -> str:
    """The comment block before the first table."""
    return MODELS_TOML.split("\n[", 1)[0]


def sentences(text: str) -> list[str]:
    return re.split(r"(?<=[.;])\s+", one_line(text))


@pytest.mark.parametrize(
    "name, text",
    [
        ("README.md", README),
        ("ARCHITECTURE.md", ARCHITECTURE),
        ("models.toml", models_toml_header()),
        ("agent/conversation/context.py", (ROOT / "agent" / "conversation" / "context.py").read_text()),
    ],
    ids=["README", "ARCHITECTURE", "models.toml", "context.py"],
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


def test_the_readme_exit_codes_are_the_codes():
    line = one_line(README).split("Exit codes: ", 1)[1].split(" (Ctrl-C", 1)[0]
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


def test_the_readme_shows_each_built_in_tool_with_its_arguments():
    shown = dict(re.findall(r"`(\w+) \{([\w, ?]*)\}`", README.split("### Tools", 1)[1].split("\n### ", 1)[0]))
    for tool in BUILT_IN_TOOLS:
        fields = tool.Args.model_fields
        expected = ", ".join(name if field.is_required() else f"{name}?" for name, field in fields.items())
        assert shown.get(tool.name) == expected, tool.name


@pytest.mark.parametrize("kind", ["explore", "implement"])
def test_the_readme_lists_each_shipped_agent_kinds_tools_and_turns(kind):
    data = tomllib.loads((AGENTS / f"{kind}.toml").read_text())
    line = re.search(rf"^- `{kind}`: (.+)$", README, re.MULTILINE)
    assert line is not None
    assert ", ".join(data["tools"]) in line[1]
    assert f"({data['max_turns']} turns)" in line[1]


def test_the_readmes_limits_are_the_codes():
    text = one_line(README)
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


def test_the_readmes_dialect_table_names_the_families_the_shipped_registry_gives_each_dialect():
    entries = tomllib.loads((ROOT / "models.toml").read_text())["models"]
    expected = {name: [prefix for prefix, e in entries.items() if e["tool_format"] == name] for name in DIALECTS}
    section = README.split("### Tool-call dialects", 1)[1].split("\n### ", 1)[0]
    rows = dict(re.findall(r"^\| (\w+) \| (.*) \|$", section, flags=re.M)[1:])  # after the header
    assert list(rows) == list(DIALECTS)
    assert {name: re.findall(r"`([^`]+)`", families) for name, families in rows.items()} == expected
