"""The environment a bash command gets: the user's, minus variables that look like secrets.

A command the model writes must not be able to read `OPENAI_API_KEY` (a red-team run sent it to a local
listener). Names are matched case-insensitively against globs; `[shell_environment]` in config.toml adds
globs to strip, names to keep anyway, and values to set (as Codex's shell environment policy does).
"""

from __future__ import annotations

from collections.abc import Mapping
from fnmatch import fnmatchcase

from pydantic import BaseModel, ConfigDict, Field

SECRET_NAME_GLOBS = (
    "*KEY*",
    "*SECRET*",
    "*TOKEN*",
    "*PASSWORD*",
    "*PASSWD*",
    "*CREDENTIAL*",
    "*PRIVATE*",
    "*COOKIE*",
    "*DATABASE_URL*",
    "*_DSN",
)


class ShellEnvironment(BaseModel):
    """`[shell_environment]` in config.toml."""

    model_config = ConfigDict(extra="forbid")

    strip: list[str] = Field(
        default_factory=list,
        description="more name globs to remove, on top of " + ", ".join(SECRET_NAME_GLOBS),
    )
    keep: list[str] = Field(default_factory=list, description="name globs to keep although they look like secrets")
    set: dict[str, str] = Field(default_factory=dict, description="variables to set for every command")

    def is_secret(self, name: str) -> bool:
        upper = name.upper()
        if any(fnmatchcase(upper, glob.upper()) for glob in self.keep):
            return False
        return any(fnmatchcase(upper, glob.upper()) for glob in (*SECRET_NAME_GLOBS, *self.strip))

    def build(self, environ: Mapping[str, str]) -> dict[str, str]:
        """The command's environment made from `environ` (the agent's own)."""
        kept = {name: value for name, value in environ.items() if not self.is_secret(name)}
        return {**kept, **self.set}
