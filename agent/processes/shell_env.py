"""The environment a bash command gets: the user's, minus every variable that looks like a credential.

A command the model writes must not be able to read `OPENAI_API_KEY` (a red-team run sent it to a local
listener), nor `DB_PASS`, `GH_PAT`, `CI_JOB_JWT` or an `SSH_AUTH_SOCK` to sign with. A variable is dropped
when its name holds a credential word (`SECRET_NAME_PATTERNS`, case-insensitive) or its value is shaped
like one (`SECRET_VALUE_PATTERNS`: known key prefixes, JWTs, private keys, URLs with a password, and long
random-looking strings). `[shell_environment]` in config.toml strips more names, keeps names anyway (over
both tests) and sets values (as Codex's shell environment policy does). Hooks get the same environment;
MCP servers get only what their `env` table sets over the mcp package's short list (PATH, HOME, ...).

The agent's own process keeps its environment: outside the sandbox, a process of the same user can still
read it from /proc/PID/environ; the sandbox's own pid namespace is what hides it from bash.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Mapping
from fnmatch import fnmatchcase

from pydantic import BaseModel, ConfigDict, Field

# Matched anywhere in the upper-cased name, each with why it is there when that is not plain.
SECRET_NAME_PATTERNS = (
    "KEY(?!BOARD|MAP)",  # API_KEY, KEYFILE, SSH_KEY; not KEYBOARD_LAYOUT
    "SECRET",
    "TOKEN",
    "(?<!ASK)PASS",  # PASSWORD, PASSWD, PASSPHRASE, DB_PASS, PGPASS; not GIT_ASKPASS (a helper program's path)
    "PWD",  # MYSQL_PWD; the shell's own PWD and OLDPWD are NOT_SECRET_NAMES
    "CREDENTIAL",
    "PRIVATE",
    "COOKIE",
    "JWT",  # CI_JOB_JWT
    "AUTH(?!OR(?!IZ))",  # AUTH, OAUTH, SSH_AUTH_SOCK, AUTHORIZATION; not GIT_AUTHOR_NAME
    "(^|_)PAT(_|$)",  # GH_PAT, GITLAB_PAT (a word of its own: PATH is not one)
    "(^|_)PW(_|$)",
    "NETRC",
    "DATABASE_URL",
    "_DSN$",
    "(^|_)SIGNING_",
    "CONNECTION_?STRING|(^|_)CONN_?STR",  # AZURE_STORAGE_CONNECTION_STRING: AccountKey=... inside
    "WEBHOOK",  # SLACK_WEBHOOK_URL: whoever holds the URL may post
    "(^|_)(SAS|DSN|HMAC|SALT)(_|$)",
)
SECRET_NAME = re.compile("|".join(SECRET_NAME_PATTERNS))
NOT_SECRET_NAMES = frozenset({"PWD", "OLDPWD"})

# Values shaped like a credential, found anywhere in the value (an `Authorization: Bearer ...` header too).
# First the tokens that are a credential by their shape alone (masked in tool results too: secret_masking.py).
TOKEN_PATTERNS = (
    r"(?<![A-Za-z0-9])sk-(ant-|proj-)?[A-Za-z0-9_-]{20,}",  # OpenAI, Anthropic
    r"(?<![A-Za-z0-9])[sr]k_(live|test)_[A-Za-z0-9]{16,}",  # Stripe secret and restricted keys
    r"(?<![A-Za-z0-9])SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}",  # SendGrid
    r"(?<![A-Za-z0-9])key-[A-Za-z0-9]{32}(?![A-Za-z0-9])",  # Mailgun
    r"(?<![A-Za-z0-9])gh[pousr]_[A-Za-z0-9]{30,}",  # GitHub tokens
    r"(?<![A-Za-z0-9])github_pat_[A-Za-z0-9_]{30,}",
    r"(?<![A-Za-z0-9])gl(pat|ptt|dt|rt|cbt|oas|soat|ft|imt|agent)-[A-Za-z0-9_-]{20,}",  # GitLab
    r"(?<![A-Za-z0-9])xox[abposre]-[A-Za-z0-9-]{10,}|(?<![A-Za-z0-9])xapp-[A-Za-z0-9-]{10,}",  # Slack
    r"(?<![A-Z0-9])(AKIA|ASIA)[A-Z0-9]{16}(?![A-Z0-9])",  # AWS access key id
    r"(?<![A-Za-z0-9])AIza[A-Za-z0-9_-]{30,}",  # Google API key
    r"(?<![A-Za-z0-9])hf_[A-Za-z0-9]{30,}",  # Hugging Face
    r"(?<![A-Za-z0-9])npm_[A-Za-z0-9]{30,}",
    r"(?<![A-Za-z0-9])pypi-[A-Za-z0-9_-]{50,}",
    r"(?<![A-Za-z0-9])(hv[sbr]\.[A-Za-z0-9_-]{24,}|s\.[A-Za-z0-9]{24}(?![A-Za-z0-9]))",  # Vault tokens
    r"(?<![A-Za-z0-9])(shp(at|ss|ca|pa)_[a-fA-F0-9]{32}|do[opr]_v1_[a-f0-9]{64}|dapi[a-f0-9]{32})",  # Shopify etc
    r"(?<![A-Za-z0-9])(SK[0-9a-fA-F]{32}|sq0(atp|csp)-[A-Za-z0-9_-]{20,}|dckr_pat_[A-Za-z0-9_-]{20,})",
    r"(?<![A-Za-z0-9])(ATATT3[A-Za-z0-9_=-]{20,}|tskey-[a-z]+-[A-Za-z0-9-]{20,}|AGE-SECRET-KEY-1[A-Z0-9]{20,})",
    r"(?<![0-9])[0-9]{8,10}:AA[A-Za-z0-9_-]{30,}",  # a Telegram bot token
    r"(?<![A-Za-z0-9])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*",  # a JWT: header.payload.signature
)
# Then what gives a credential away by where it stands.
SECRET_VALUE_PATTERNS = (
    *TOKEN_PATTERNS,
    r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----",
    r"[A-Za-z][A-Za-z0-9+.-]*://[^/\s:@]*:[^/\s@]+@",  # scheme://user:password@host, the user may be empty
    r"[A-Za-z][A-Za-z0-9+.-]*://[A-Za-z0-9_-]{20,}@",  # a key as the user name (a Sentry DSN)
    r"hooks\.slack\.com/(services|workflows|triggers)/|discord(app)?\.com/api/webhooks/",  # webhook URLs
    r"(?i:AccountKey|SharedAccessKey|SharedAccessSignature)=|(?<![A-Za-z])(?i:password)=[^\s;&]",  # connection strings
    r"(?<![A-Za-z])(Basic|Bearer|Token) [A-Za-z0-9+/._~-]{16,}",  # an Authorization header's value
)
SECRET_VALUE = re.compile("|".join(SECRET_VALUE_PATTERNS))

# A random-looking run: what an unknown provider's key looks like. Long; upper and lower case and digits
# mixed; characters spread as evenly as base64's; and the kind of character (upper, lower, digit) changing
# at about every other one, where a CamelCaseName changes only between words. A hex hash (GITHUB_SHA, a
# UUID) has no mixed case and is kept: it names a thing, it opens nothing. Paths, LS_COLORS and flags split
# into short runs at `/`, `:`, `;`, `.` and `=`.
RANDOM_RUN = re.compile(r"[A-Za-z0-9+_-]{32,}")
RANDOM_MIN_BITS_PER_CHAR = 4.0
RANDOM_MIN_CHANGES = 0.45  # the share of neighbours of different kinds; random base62 has 0.62


class ShellEnvironment(BaseModel):
    """`[shell_environment]` in config.toml."""

    model_config = ConfigDict(extra="forbid")

    strip: list[str] = Field(
        default_factory=list,
        description="more name globs to remove, on top of the names holding "
        + ", ".join(SECRET_NAME_PATTERNS)
        + " and the values shaped like keys",
    )
    keep: list[str] = Field(
        default_factory=list, description="name globs to keep although their name or value looks like a secret"
    )
    set: dict[str, str] = Field(default_factory=dict, description="variables to set for every command")
    values: bool = Field(True, description="also drop variables whose value looks like a key, token or password")

    def is_secret(self, name: str, value: str = "") -> bool:
        upper = name.upper()
        if any(fnmatchcase(upper, glob.upper()) for glob in self.keep):
            return False
        if any(fnmatchcase(upper, glob.upper()) for glob in self.strip):
            return True
        if upper not in NOT_SECRET_NAMES and SECRET_NAME.search(upper):
            return True
        return self.values and looks_like_secret(value)

    def build(self, environ: Mapping[str, str]) -> dict[str, str]:
        """The command's environment made from `environ` (the agent's own)."""
        kept = {name: value for name, value in environ.items() if not self.is_secret(name, value)}
        return {**kept, **self.set}


def looks_like_secret(value: str) -> bool:
    """Whether `value` holds a known kind of credential or a long random-looking run of characters."""
    if SECRET_VALUE.search(value):
        return True
    return any(_random_looking(run) for run in RANDOM_RUN.findall(value))


def _random_looking(run: str) -> bool:
    if not (any(c.isupper() for c in run) and any(c.islower() for c in run) and any(c.isdigit() for c in run)):
        return False
    counts = Counter(run)
    bits = -sum(n / len(run) * math.log2(n / len(run)) for n in counts.values())
    kinds = [_kind(c) for c in run if c.isalnum()]
    changes = sum(a != b for a, b in zip(kinds, kinds[1:], strict=False)) / max(1, len(kinds) - 1)
    return bits >= RANDOM_MIN_BITS_PER_CHAR and changes >= RANDOM_MIN_CHANGES


def _kind(char: str) -> str:
    return "upper" if char.isupper() else "lower" if char.islower() else "digit"


# In a tool's result: a URL's password, or a key given as its user name (`https://ghp_...@github.com`).
URL_PASSWORD = re.compile(r"(?P<head>[A-Za-z][A-Za-z0-9+.-]*://[^/\s:@]*:)(?P<secret>[^/\s@]+)@")
URL_KEY_AS_USER = re.compile(r"(?P<head>[A-Za-z][A-Za-z0-9+.-]*://)(?P<secret>[^/\s:@]{20,})@")
# What code writes where a password goes (`%s`, `{password}`, `${DB_PASS}`, `<password>`): not one.
PLACEHOLDER = re.compile(r"%[a-z]|\{[^}]*\}|\$\{?\w+\}?|<[^>]*>|\*+")
MASK = "***"


def mask_url_credentials(text: str) -> str:
    """`text` with every URL's password, and a key used as a URL's user, replaced by `***`: what git prints
    (`git remote -v`, `git config --get remote.origin.url`) never carries a token to the model."""
    if "://" not in text:
        return text

    def masked(found: re.Match[str]) -> str:
        secret = found["secret"]
        if PLACEHOLDER.fullmatch(secret) or (found.re is URL_KEY_AS_USER and not looks_like_secret(secret)):
            return found[0]
        return f"{found['head']}{MASK}@"

    return URL_KEY_AS_USER.sub(masked, URL_PASSWORD.sub(masked, text))
