"""Which hosts a command reaches over the network, as the shell walker reads it: the URLs and host names among a
network program's operands (shell.toml `[network.PROGRAM]`). A host that is computed when the command runs, or a
request sent somewhere named apart from the URL (a config file, `--resolve`, a proxy variable), is `?`: nobody
can approve it here. Outside the sandbox a host the user has not approved for the project asks (policy.py)."""

from __future__ import annotations

import re

from agent.permissions.shell_reader.knowledge import Word, knowledge

UNKNOWN_HOST = "?"
# scheme://[user@]host[:port]...: the host (a bracketed IPv6 address, or up to the port, path or query)
URL = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/@?#]*@)?(\[[^\]/]*\]|[^/:?#]*)")
# git's scp-like `user@host:path`
SCP_LIKE = re.compile(r"^[^/@:\s]+@([^/:\s]+):")
# a URL without a scheme (`curl example.com/x`, `curl localhost:8000`): a host name or address first
BARE_HOST = re.compile(r"^([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9-]+)*)(?::\d*)?(?:[/?#].*)?$")
RUN_TIME = ("$", "`")  # what in a word's source text is filled in only when it runs
LOCAL_SCHEMES = ("file:",)


def network_hosts(program: str, subcommand: str, args: list[Word], env: list[str]) -> list[str]:
    """The hosts `program args` reaches, `?` for one not known here; [] when it reaches none. `env`: the
    variables set for it."""
    spec = knowledge().network.get(program)
    if spec is None or (spec.subcommands and subcommand not in spec.subcommands):
        return []
    hosts: list[str] = []
    if any(name.lower().endswith("_proxy") for name in env):
        hosts.append(UNKNOWN_HOST)  # `https_proxy=http://elsewhere curl ...`
    index = 0
    while index < len(args):
        word, token = args[index], args[index].text
        index += 1
        name, has_value, _ = token.partition("=")
        if token.startswith("-") and token != "-":
            if name in spec.unknown_options:
                hosts.append(UNKNOWN_HOST)
            if name in spec.url_options:
                if has_value:
                    hosts += _hosts_of(Word(None, token.split("=", 1)[1]), urls_only=False)
                elif index < len(args):
                    hosts += _hosts_of(args[index], urls_only=False)
            if not has_value and (name in spec.value_options or name in spec.url_options):
                index += 1  # its value is no operand
            elif not token.startswith("--") and _cluster_ends_in_value(token, spec.value_options):
                index += 1  # `-sSLo FILE`
            continue
        hosts += _hosts_of(word, spec.urls_only)
    return list(dict.fromkeys(hosts))


def _cluster_ends_in_value(token: str, value_options: list[str]) -> bool:
    """Whether a cluster of short options (`-sSLo`) ends in one that takes the next word as its value."""
    for position, letter in enumerate(token[1:], start=2):
        if f"-{letter}" in value_options:
            return position == len(token)  # `-oFILE` has its value attached
    return False


def _hosts_of(word: Word, urls_only: bool) -> list[str]:
    """The host a URL or host-name operand names; `?` when it is computed when the command runs."""
    text = word.value if word.value is not None else _unquoted(word.raw)
    if text.lower().startswith(LOCAL_SCHEMES):
        return []
    match = URL.match(text) or SCP_LIKE.match(text)
    if match is None and not urls_only:
        match = BARE_HOST.match(text)
    if match is None:
        if word.value is None and not urls_only and text.startswith(RUN_TIME):
            return [UNKNOWN_HOST]  # `curl $(cat url.txt)`
        return []
    host = match.group(1).lower()
    if word.value is None and any(mark in host for mark in RUN_TIME):
        return [UNKNOWN_HOST]
    return [host] if host else []


def _unquoted(raw: str) -> str:
    """The source text of a word with its outer quotes taken off (what is left of `"https://host/?d=$(…)"`)."""
    return raw[1:] if raw[:1] in ("'", '"') else raw
