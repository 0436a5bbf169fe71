"""The user's config.toml: model servers, the bash sandbox, and the environment bash commands get.

Read from `config.toml` in $AGENT_HOME (else the platform's config dir for "agent"), then from
environment variables, which win. Unknown keys are errors that name the file and the key, so a typo is
never silently ignored.

    # ~/.config/agent/config.toml
    sandbox = "on"                  # bash runs under bubblewrap (same as --sandbox)
    sandbox_network = false

    [providers]
    first_token_timeout_s = 600
    max_retries = 5

    [endpoints.lmstudio]            # --model lmstudio/qwen2.5-coder-7b-instruct
    base_url = "http://127.0.0.1:1234/v1"

    [shell_environment]
    keep = ["GITHUB_TOKEN"]         # passed to bash although it looks like a secret
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from agent.errors import UserError
from agent.paths import config_dir
from agent.providers.config import ENV_VARS, Endpoint, ProviderConfig
from agent.tools.shell_env import ShellEnvironment


class UserConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")

    providers: ProviderConfig = Field(default_factory=ProviderConfig)
    endpoints: dict[str, Endpoint] = Field(default_factory=dict)
    sandbox: Literal["on", "off"] = Field("off", description="run bash under bubblewrap (same as --sandbox)")
    sandbox_network: bool = Field(False, description="let sandboxed commands use the network")
    shell_environment: ShellEnvironment = Field(default_factory=ShellEnvironment)


def user_config_path() -> Path:
    return config_dir() / "config.toml"


def load_user_config(path: Path | None = None) -> UserConfig:
    """The user config file with environment variables applied; defaults when there is no file."""
    path = path or user_config_path()
    data: dict = {}
    if path.is_file():
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as err:
            raise UserError(f"cannot read {path}: {err}") from None
    providers = data.get("providers", {})
    if isinstance(providers, dict):  # anything else is reported by validation below
        providers = dict(providers)
        for var, field in ENV_VARS.items():
            if os.environ.get(var, "").strip():
                providers[field] = os.environ[var].strip()
    data = {**data, "providers": providers}
    try:
        return UserConfig.model_validate(data)
    except ValidationError as err:
        first = err.errors()[0]
        key = ".".join(str(part) for part in first["loc"])
        env = next((v for v, f in ENV_VARS.items() if key == f"providers.{f}" and os.environ.get(v)), None)
        where = f"environment variable {env}" if env else f"{path}: key {key}"
        raise UserError(f"{where}: {first['msg']}") from None
