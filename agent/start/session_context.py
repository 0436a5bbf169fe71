"""The one context a session is opened from: what the command read and decided once (the workspace, its trust, the
user's and the project's config, the permission choices, the sandbox), handed to the tools, the model, the backends,
the extensions and the first run alike, so none of them reads a config file again or guesses what was chosen."""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, ConfigDict

from agent.config_files import ProjectConfig, SandboxChoice, UserConfig, load_project_config
from agent.start.permission_choices import PermissionChoices


class SessionContext(BaseModel):
    model_config = ConfigDict(frozen=True)

    root: Path  # the workspace
    trusted: bool  # the user trusts the project: its defaults, models, agent kinds, hooks, MCP servers and allow rules
    config: UserConfig  # the user's config.toml, read and validated once for the whole command
    project: ProjectConfig  # the project's .agent/config.toml (what counts of it only once `trusted`)
    permissions: PermissionChoices  # --allow, --deny, --yes, and whether a terminal is asked
    sandbox: SandboxChoice  # how bash runs: the flag, else the (trusted) project's, the user's, built-in

    @classmethod
    def read(
        cls, root: Path, config: UserConfig, permissions: PermissionChoices, sandbox: SandboxChoice | None = None
    ) -> SessionContext:
        """The context of a session in `root` with the user's `config`: the project's config and its trust read
        now; `sandbox` None: the effective default (agent/start/user_config.py)."""
        from agent.permissions.permission_config import project_trusted
        from agent.start.user_config import effective_defaults

        if sandbox is None:
            sandbox = effective_defaults(root, config)["sandbox"].value
        return cls(
            root=root,
            trusted=project_trusted(root),
            config=config,
            project=load_project_config(root),
            permissions=permissions,
            sandbox=sandbox,
        )
