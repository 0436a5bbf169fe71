"""What a trusted project's `[defaults]` may set: never `sandbox = "off"` (the user's choice alone), and a model
file only inside the project. Its own module: both the effective defaults (agent/start/user_config.py) and the
trust summary (agent/start/project_trust.py) check it, and it needs the backend table (which file a --model
names)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from agent.backends import backend_of
from agent.backends.model_spec import parse_model_spec
from agent.config_files import Defaults
from agent.errors import UserError


def checked_project_defaults(defaults: Defaults, workspace: Path, path: Path) -> dict[str, Any]:
    """A project's [defaults] as data, once checked: `sandbox = "off"` and a model file outside the project
    (a script or GGUF path, symlinks followed) are refused with a UserError naming the file and key."""
    values = defaults.model_dump(exclude_none=True)
    if values.get("sandbox") == "off":
        raise UserError(
            f'{path}: key defaults.sandbox: "off" is the user\'s choice only (a project may set "auto" or "on"); '
            "remove it from the project, or pass --no-sandbox / set it in your own config.toml"
        )
    if "model" in values:
        spec = parse_model_spec(values["model"])
        named = backend_of(spec).named_file(spec)
        if named is not None:
            root = workspace.resolve()
            target = named.expanduser().resolve()
            if not target.is_relative_to(root):
                raise UserError(
                    f"{path}: key defaults.model: {values['model']!r} names {target}, outside the project {root}; "
                    "a project may only name a model file inside it (or set the model in your own config.toml)"
                )
    return values
