"""The source of a released version of a package, as its registry publishes it: a PyPI sdist or an npm tarball,
downloaded once and unpacked (its one top folder stripped) under the cache folder.

    python bench/localisation/snapshots.py check bench/localisation/sets/NAME.json   # every changed path exists?
    python bench/localisation/snapshots.py before pypi PACKAGE 2024-05-01             # the release before a date

The localisation sets name for each report the release before its fix; the map is built on that snapshot. The
registries are used (not clones) because they are what this machine reaches, and a release is what a user has.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import shutil
import sys
import tarfile
import urllib.request
import zipfile
from pathlib import Path

CACHE = Path(os.environ.get("AGENT_BENCH_CACHE", Path.home() / ".cache" / "agent-bench")) / "snapshots"
PYPI_JSON = "application/vnd.pypi.simple.v1+json"


def _get(url: str, accept: str | None = None) -> bytes:
    request = urllib.request.Request(url, headers={"Accept": accept} if accept else {})
    with urllib.request.urlopen(request, timeout=120) as response:
        return response.read()


def releases(registry: str, package: str) -> dict[str, tuple[str, str]]:
    """Each version's (upload time, source archive URL); for PyPI only versions that have an sdist."""
    found: dict[str, tuple[str, str]] = {}
    if registry == "pypi":
        index = json.loads(_get(f"https://pypi.org/simple/{package}/", PYPI_JSON))
        for file in index["files"]:
            name = file["filename"]
            for ending in (".tar.gz", ".zip"):
                if name.endswith(ending) and "-" in name:
                    version = name[: -len(ending)].rsplit("-", 1)[1]
                    found.setdefault(version, (file.get("upload-time") or "", file["url"]))
    elif registry == "npm":
        document = json.loads(_get(f"https://registry.npmjs.org/{package.replace('/', '%2F')}"))
        for version, meta in document["versions"].items():
            found[version] = (document["time"].get(version, ""), meta["dist"]["tarball"])
    else:
        raise SystemExit(f"unknown registry {registry!r}: use pypi or npm")
    return found


def release_before(registry: str, package: str, date: str) -> str:
    """The last version uploaded before DATE (ISO), pre-releases included only if nothing else is."""
    dated = [(time, version) for version, (time, _) in releases(registry, package).items() if time and time < date]
    if not dated:
        raise SystemExit(f"{package}: no release before {date}")
    final = [pair for pair in dated if not any(mark in pair[1] for mark in ("a", "b", "rc", "dev", "-"))]
    return max(final or dated)[1]


def _unpack(archive: bytes, url: str, target: Path) -> None:
    if url.endswith(".zip"):
        with zipfile.ZipFile(io.BytesIO(archive)) as bundle:
            bundle.extractall(target)
    else:
        with tarfile.open(fileobj=io.BytesIO(archive)) as bundle:
            bundle.extractall(target, filter="data")
    tops = list(target.iterdir())
    if len(tops) == 1 and tops[0].is_dir():  # strip the one top folder (package/, name-1.2.3/)
        top = tops[0].rename(target / ".top")
        for child in top.iterdir():
            child.rename(target / child.name)
        top.rmdir()


def snapshot(registry: str, package: str, version: str) -> Path:
    """The unpacked source of PACKAGE at VERSION, downloaded on first use."""
    root = CACHE / registry / f"{package.replace('/', '+')}-{version}"
    if root.is_dir():
        return root
    known = releases(registry, package)
    if version not in known:
        raise SystemExit(f"{package} {version}: not on {registry} with a source archive")
    url = known[version][1]
    partial = root.with_name(root.name + ".partial")
    shutil.rmtree(partial, ignore_errors=True)
    partial.mkdir(parents=True)
    _unpack(_get(url), url, partial)
    partial.rename(root)
    return root


def check(set_file: Path) -> int:
    """Print each report whose changed files are missing from its snapshot; the count of such reports."""
    document = json.loads(set_file.read_text())
    bad = 0
    for task in document["tasks"]:
        spec = task["snapshot"]
        root = snapshot(spec["registry"], spec["package"], spec["version"])
        missing = [path for path in task["changed"] if not (root / path).is_file()]
        if missing or not task["changed"]:
            bad += 1
            print(f"{task['source']}: {spec['package']} {spec['version']} lacks {missing or 'any changed file'}")
    print(f"{set_file.name}: {len(document['tasks'])} reports, {bad} with a changed file missing")
    return bad


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    verbs = parser.add_subparsers(dest="verb", required=True)
    checking = verbs.add_parser("check", help="every changed file of every report exists in its snapshot")
    checking.add_argument("sets", nargs="+", type=Path)
    before = verbs.add_parser("before", help="the last release uploaded before a date")
    before.add_argument("registry", choices=["pypi", "npm"])
    before.add_argument("package")
    before.add_argument("date", help="ISO date or time, e.g. 2024-05-01")
    args = parser.parse_args()
    if args.verb == "check":
        sys.exit(1 if sum(check(path) for path in args.sets) else 0)
    print(release_before(args.registry, args.package, args.date))


if __name__ == "__main__":
    main()
