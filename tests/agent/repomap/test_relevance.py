"""The views the map ranks by: a message the report quotes stands in a string literal, test files come after the
code they test unless the task speaks of tests, and a file's definitions are ordered by the task's words."""

from __future__ import annotations

from pathlib import Path

from agent.repomap.file_ranking import MapQuery, rank_files
from agent.repomap.index import build_index
from agent.repomap.relevance import FileRelevance, views_of


def write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root


def test_a_message_the_report_quotes_finds_the_file_whose_string_holds_it(tmp_path):
    root = write(
        tmp_path,
        {
            "pkg/types.py": "def convert(value):\n    raise ValueError('comparison between bytes and dash')\n",
            "pkg/core.py": "def convert_all(values):\n    return [convert(v) for v in values]\n",
            "pkg/util.py": "def helper():\n    return 1\n",
        },
    )
    index = build_index(root)
    assert "dash" in views_of(index.by_path["pkg/types.py"])[3]  # the prose view holds the literal's words
    ranked = rank_files(index, MapQuery("convert fails: ValueError comparison between bytes and dash"))
    assert ranked[0].path == "pkg/types.py"


def test_tests_come_after_the_code_unless_the_task_speaks_of_them(tmp_path):
    body = "def parse_header(line):\n    return line.split(':')\n"
    root = write(
        tmp_path,
        {
            "src/headers.py": body,
            "tests/test_headers.py": "from src.headers import parse_header\n\ndef test_parse_header():\n"
            "    assert parse_header('a:b') == ['a', 'b']\n    parse_header('x:y')\n",
        },
    )
    index = build_index(root)
    assert rank_files(index, MapQuery("parse_header splits a header line wrong"))[0].path == "src/headers.py"
    assert rank_files(index, MapQuery("the test of parse_header fails"))[0].path == "tests/test_headers.py"


def test_a_files_definitions_are_ordered_by_the_tasks_rarer_words(tmp_path):
    root = write(
        tmp_path,
        {
            "app/formatting.py": "def indent(text):\n    return text\n\n"
            "def wrap_paragraph(text, width):\n    return text\n\n"
            "def write_usage(prog, args):\n    return prog\n",
            "app/other.py": "def run():\n    return 0\n",
        },
    )
    index = build_index(root)
    top = rank_files(index, MapQuery("usage line is empty when a program takes no args"))[0]
    assert top.path == "app/formatting.py"
    assert top.definitions[0].name == "write_usage"


def test_scores_leave_out_files_that_share_no_word_and_weigh_views_by_the_module_weights(tmp_path, monkeypatch):
    root = write(tmp_path, {"a/alpha.py": "def alpha():\n    return 'beta'\n", "b/gamma.py": "x = 1\n"})
    relevance = FileRelevance(build_index(root).files)
    scores = relevance.scores("alpha")
    assert set(scores) == {"a/alpha.py"}
    monkeypatch.setattr("agent.repomap.relevance.CODE_WEIGHT", 0.0)
    monkeypatch.setattr("agent.repomap.relevance.NAMES_WEIGHT", 0.0)
    monkeypatch.setattr("agent.repomap.relevance.PATH_WEIGHT", 0.0)
    assert relevance.scores("alpha") == {}  # only the prose view is left, and "alpha" is not in a string
    assert set(relevance.scores("beta")) == {"a/alpha.py"}
