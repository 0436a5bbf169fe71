"""Repository map: cold and warm build times and map tokens for this project's tree, a generated tree of 5,000
Python and JavaScript files (--synthetic N), mid-size real projects taken from installed packages' source (copied
to a temporary folder: --installed rich pydantic), and any other tree given. How well the map finds the files of
real fixes: bench/bench_repomap_localisation.py.

    python bench/bench_repomap.py [TREE ...] [--synthetic 5000] [--installed rich ...]
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from agent.repomap.file_ranking import MapQuery  # noqa: E402
from agent.repomap.index import build_index  # noqa: E402
from agent.repomap.repo_map import MapMaker  # noqa: E402
from agent.tokens import estimate_tokens  # noqa: E402

TASK = "the compaction summary fails when the window is too small"


def build_times(tree: Path, label: str = "") -> None:
    with tempfile.TemporaryDirectory() as home:
        os.environ["AGENT_HOME"] = home  # a cold cache
        started = time.perf_counter()
        cold = build_index(tree)
        cold_s = time.perf_counter() - started
        started = time.perf_counter()
        warm = build_index(tree)
        warm_s = time.perf_counter() - started
        started = time.perf_counter()  # what a session pays per map once the cache is warm: build and rank
        repo_map = MapMaker(tree, estimate_tokens).make(MapQuery(TASK), 1024)
        map_s = time.perf_counter() - started
    print(
        f"{label or tree}: {len(cold.files)} files; cold build {cold_s:.2f}s ({cold.read} read), warm {warm_s:.3f}s "
        f"({warm.read} read); warm map {map_s:.3f}s, {repo_map.tokens} tokens of 1024, {len(repo_map.files)} files"
    )


PYTHON_MODULE = '''"""Module {n}: {topic} handling for the {area} service."""
from pkg{prev_package}.mod{prev} import {prev_class}, helper_{prev}


class {name}({prev_class}):
    """Keeps the {topic} state of one {area} request."""

    def __init__(self, limit: int = {n}) -> None:
        self.limit = limit

    def process_{topic}(self, items: list[str]) -> list[str]:
        # {area} items past the limit wait for the next batch
        return [helper_{prev}(item) for item in items[: self.limit]]


def helper_{n}(value: str) -> str:
    """Normalise one {topic} value."""
    return value.strip().lower()
'''

JS_MODULE = """// Widget {n}: renders the {topic} panel of the {area} page
import {{ render{prev} }} from '../ui{prev_package}/widget{prev}.js';

export class Widget{n} {{
  constructor(root) {{ this.root = root; }}
  show{topic_title}(items) {{ return items.map((item) => render{prev}(item)); }}
}}

export function render{n}(item) {{
  return `<li>${{item}}</li>`;
}}
"""

TOPICS = ["billing", "search", "upload", "session", "invoice", "report", "cache", "login", "export", "audit"]
AREAS = ["payments", "catalogue", "accounts", "shipping", "analytics", "admin", "support"]
PER_FOLDER = 50


def write_synthetic_tree(root: Path, count: int) -> None:
    """`count` files, half Python and half JavaScript, in folders of 50, each importing the one before it."""
    for n in range(count):
        topic, area = TOPICS[n % len(TOPICS)], AREAS[n % len(AREAS)]
        prev = max(n - 2, 0)  # the file of the same language before this one
        if n % 2 == 0:
            folder = root / f"pkg{n // PER_FOLDER}"
            text = PYTHON_MODULE.format(
                n=n,
                prev=prev,
                prev_package=prev // PER_FOLDER,
                prev_class=f"Handler{prev}",
                name=f"Handler{n}",
                topic=topic,
                area=area,
            )
            path = folder / f"mod{n}.py"
        else:
            folder = root / f"ui{n // PER_FOLDER}"
            text = JS_MODULE.format(
                n=n, prev=prev, prev_package=prev // PER_FOLDER, topic=topic, topic_title=topic.title(), area=area
            )
            path = folder / f"widget{n}.js"
        folder.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def synthetic_times(count: int) -> None:
    with tempfile.TemporaryDirectory() as tree:
        write_synthetic_tree(Path(tree), count)
        build_times(Path(tree), f"generated tree of {count} Python and JavaScript files")


def installed_times(package: str) -> None:
    """A real project's source as installed (a copy: the map reads no site-packages folder, and a copy is a tree
    no other run has cached)."""
    spec = importlib.util.find_spec(package)
    if spec is None or spec.origin is None:
        print(f"{package}: not installed")
        return
    source = Path(spec.origin).parent
    with tempfile.TemporaryDirectory() as tree:
        copy = Path(tree) / package
        shutil.copytree(source, copy, ignore=shutil.ignore_patterns("__pycache__"))
        build_times(copy, f"installed {package} {version_of(package)} (copied)")


def version_of(package: str) -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(package)
    except PackageNotFoundError:
        return "?"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("trees", nargs="*", type=Path)
    parser.add_argument(
        "--synthetic", type=int, default=5000, metavar="N", help="files of the generated tree (0: none)"
    )
    parser.add_argument("--installed", nargs="*", default=["rich", "pydantic"], metavar="PACKAGE")
    args = parser.parse_args()
    for tree in [Path(__file__).resolve().parent.parent, *args.trees]:
        build_times(tree)
    if args.synthetic:
        synthetic_times(args.synthetic)
    for package in args.installed:
        installed_times(package)


if __name__ == "__main__":
    main()
