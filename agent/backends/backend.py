"""What a backend is: the one interface every kind of model spec is used through (the table is in `agent.backends`)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from pydantic import BaseModel, ConfigDict

from agent.backends.model_spec import ModelSpec
from agent.providers.provider import Provider
from capabilities import Capability, Detected

if TYPE_CHECKING:
    from agent.config_files import UserConfig

S = TypeVar("S", bound=ModelSpec)

# Resolves the model's capability from what its backend detected (the caller's workspace and flags in it).
Resolve = Callable[[Detected | None], Capability]


class ListedModel(BaseModel):
    """A model `agent models` shows: the name it is shown by, and the spec that runs it."""

    model_config = ConfigDict(frozen=True)

    name: str
    spec: ModelSpec


class Backend(ABC, Generic[S]):
    """What the agent does with one kind of model spec. The defaults fit a backend with no server and no file."""

    title = ""  # names it in a warning: "Ollama detection skipped"
    in_process = False  # its weights load into this process: compare runs such models one after another
    window_note: str | None = None  # shown by `agent models` when the server does not report its running window

    @abstractmethod
    def open(self, spec: S, resolve: Resolve, config: UserConfig) -> tuple[Provider, Capability]:
        """The provider, ready to run, and the model's capability (`resolve` given what was detected). `config`:
        the user's config as the command read it (a server's waits, an endpoint's address)."""

    @abstractmethod
    def describe(self, spec: S) -> str:
        """Which backend runs the model and where (as far as is known without asking), in a few words."""

    def metadata(self, spec: S) -> Detected | None:
        """What the model's own files say, read without loading it or asking a server (a GGUF's header)."""
        return None

    def probe(self, spec: S, config: UserConfig) -> Detected | None:
        """What the model's server says about it, asked with short waits; ProviderError when it does not answer."""
        return None

    def named_file(self, spec: S) -> Path | None:
        """The file `--model` names (a project may only name one inside itself)."""
        return None

    def gguf_file(self, spec: S) -> Path | None:
        """The GGUF an in-process backend runs (its header names the quantisation); None for a server."""
        return None

    def start_details(self, spec: S) -> dict[str, Any]:
        """What a session's start records so that continuing it reaches the same model."""
        return {}

    def list_models(self, notes: list[str], config: UserConfig) -> list[ListedModel]:
        """The models usable now; what could not be listed is said in `notes`. `config`: the user's, as the
        command read it."""
        return []
