"""What every tool is: a name, a description, a pydantic argument model and a run function."""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict

from agent.messages import ToolResult, ToolSpec


class ToolFailure(Exception):
    """A tool could not do what was asked; the message goes back to the model as an error result."""


class ToolArgs(BaseModel):
    # A typo in an argument name is an error the model sees, not a silently ignored field.
    model_config = ConfigDict(extra="forbid")


class Workspace:
    """The directory the agent works in; every tool path is resolved against it and must stay inside."""

    def __init__(self, root: Path):
        self.root = root.resolve()

    def resolve(self, path: str) -> Path:
        if not path or not path.strip():
            raise ToolFailure("path is empty: give a file path relative to the workspace")
        candidate = (self.root / Path(path).expanduser()).resolve()
        if candidate != self.root and self.root not in candidate.parents:
            raise ToolFailure(f"{path} is outside the workspace {self.root}; use a path inside it")
        return candidate

    def display(self, path: Path) -> str:
        try:
            return str(path.relative_to(self.root)) or "."
        except ValueError:
            return str(path)


class Tool:
    name: ClassVar[str]
    description: ClassVar[str]
    Args: ClassVar[type[ToolArgs]]

    def __init__(self, workspace: Workspace):
        self.workspace = workspace

    def run(self, args: Any) -> ToolResult:  # pragma: no cover - interface
        raise NotImplementedError

    def target(self, args: Any) -> str:
        """A short description of what the call acts on, for progress lines."""
        return getattr(args, "path", "") or ""

    @classmethod
    def spec(cls) -> ToolSpec:
        return ToolSpec(name=cls.name, description=cls.description, parameters=_clean_schema(cls.Args.model_json_schema()))


def _clean_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """Drop pydantic's titles: they cost prompt tokens and grammar states and tell the model nothing."""
    cleaned = {k: v for k, v in schema.items() if k != "title"}
    if "properties" in cleaned:
        cleaned["properties"] = {name: _clean_schema(prop) for name, prop in cleaned["properties"].items()}
    if cleaned.get("type") == "object":
        cleaned.setdefault("additionalProperties", False)
    return cleaned
