"""What a tool's result never carries to the model: a URL's password (`git remote -v`), a private key's body (a
`cat` of a deploy key or of a cloud service account's JSON through bash, where the read tool would have refused
the file), and a token shaped like a known provider's (`sk_live_…`, `ghp_…`, `AKIA…`: agent/processes/shell_env.py's
TOKEN_PATTERNS). Each is replaced by `***`, keeping what says what it was, so the model can tell the user.

Every result that ran passes through `mask_secrets` (agent/calls/runtime.py) before hooks, the transcript or the
model see it.
"""

from __future__ import annotations

import re

from agent.processes.shell_env import MASK, TOKEN_PATTERNS, mask_url_credentials

# A private key from its BEGIN line to its END line (also inside a JSON string, where the newlines are `\n`), or to
# the end of the text when the output was cut before its END.
PRIVATE_KEY = re.compile(
    r"(?P<begin>-----BEGIN (?P<kind>[A-Z0-9 ]*)PRIVATE KEY(?: BLOCK)?-----)"
    r".*?(?P<end>-----END (?P=kind)PRIVATE KEY(?: BLOCK)?-----|\Z)",
    re.DOTALL,
)
TOKEN = re.compile("|".join(f"(?:{pattern})" for pattern in TOKEN_PATTERNS))
TOKEN_HEAD_CHARS = 4  # `ghp_`, `sk_l`, `AKIA`: enough to say which kind of key was there


def mask_secrets(text: str) -> str:
    """`text` with URL passwords, private keys' bodies and known token shapes replaced by `***`."""
    text = mask_url_credentials(text)
    if "PRIVATE KEY" in text:
        text = PRIVATE_KEY.sub(lambda found: f"{found['begin']}{MASK}{found['end']}", text)
    return TOKEN.sub(lambda found: found[0][:TOKEN_HEAD_CHARS] + MASK, text)
