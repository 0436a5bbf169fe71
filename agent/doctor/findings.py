"""What `agent doctor` found, as typed data: each figure with where it came from, each problem with its fix as a
command, per model and for the machine. `--json` prints a `DoctorReport`; its fields are the stable interface
(`DOCTOR_VERSION` changes when one is renamed or removed)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from capabilities import Capability

DOCTOR_VERSION = 1

# Where a figure came from: measured here (now, or by `agent calibrate`), reported by the server or the model's
# file, shipped with the agent (models.toml, a documented default), set by the user (config files, flags),
# estimated (a tokenizer not the model's), or assumed (a server's documented default it does not report).
Provenance = Literal["measured", "server", "file", "shipped", "config", "estimated", "assumed"]

# cut: a request of ours would be cut short (silently, or with no room left for the work): exit 1.
# warning: works, but worse than it could; note: worth knowing.
Severity = Literal["cut", "warning", "note"]

# What answers a request: the agent itself, Ollama (its own API, or its OpenAI-compatible /v1), llama.cpp's
# llama-server, LM Studio, vLLM, or an OpenAI-compatible server that says nothing of itself.
ServerKind = Literal["in-process", "ollama", "ollama-v1", "llama-server", "lm-studio", "vllm", "openai"]


class Figure(BaseModel):
    """One number the doctor shows, and where it came from."""

    model_config = ConfigDict(extra="forbid")

    value: int | None = Field(description="None: nobody says")
    source: Provenance
    detail: str = Field("", description="which endpoint, file or setting said it")


class Problem(BaseModel):
    model_config = ConfigDict(extra="forbid")

    severity: Severity
    what: str = Field(description="one sentence: what is wrong, with its figures")
    fix: str = Field("", description="the command that fixes it ('' when none does)")


class Setting(BaseModel):
    """A choice in use (tool mode, edit format, sandbox) and where it came from."""

    model_config = ConfigDict(extra="forbid")

    value: str
    source: Provenance
    detail: str = ""


class Window(BaseModel):
    """The window a request of ours gets, against what the model and the server say."""

    model_config = ConfigDict(extra="forbid")

    server: ServerKind
    request: Figure = Field(description="the window a request of ours gets")
    budget: Figure = Field(description="the window the agent budgets for (capability context_effective)")
    trained: Figure = Field(description="the model's own window")
    sent: Figure | None = Field(None, description="the window we ask for per request (Ollama num_ctx)")
    model_default: Figure | None = Field(None, description="the model's default where it has one (Modelfile)")
    running: Figure | None = Field(None, description="the window the server runs the model with now")
    slots: int | None = Field(None, description="llama-server: its parallel slots, each with its own window")
    silent_cut: bool = Field(False, description="the server cuts a longer prompt without an error")


class OwnPrompt(BaseModel):
    """What the agent's own system prompt, tools and repository map take of the window."""

    model_config = ConfigDict(extra="forbid")

    system_and_tools: Figure
    map_budget: Figure
    total: int
    compaction_at: int = Field(description="where the agent compacts: the room the work has")


class ServerCheck(BaseModel):
    """A server the user has (Ollama, $OPENAI_BASE_URL, an endpoint of config.toml): whether it answers, and with
    which models."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(description="ollama, openai ($OPENAI_BASE_URL) or the endpoint's name")
    url: str
    reachable: bool
    serves: list[str] = Field(default_factory=list)
    problems: list[Problem] = Field(default_factory=list)


class ModelCheck(BaseModel):
    model_config = ConfigDict(extra="forbid")

    model: str = Field(description="--model as a run takes it")
    backend: str
    reachable: bool
    window: Window | None = None
    own_prompt: OwnPrompt | None = None
    tool_mode: Setting | None = None
    edit_format: Setting | None = None
    calibration: str | None = Field(None, description="the results file of a finished `agent calibrate`, if any")
    problems: list[Problem] = Field(default_factory=list)


class MachineCheck(BaseModel):
    model_config = ConfigDict(extra="forbid")

    sandbox: Setting
    states_dir: str
    free_disk_mb: int
    states_cap_mb: int
    problems: list[Problem] = Field(default_factory=list)


class DoctorReport(BaseModel):
    model_config = ConfigDict(extra="forbid")

    doctor_version: int = DOCTOR_VERSION
    servers: list[ServerCheck]
    models: list[ModelCheck]
    machine: MachineCheck
    notes: list[str] = Field(default_factory=list, description="what could not be listed or asked")

    def problems(self) -> list[Problem]:
        found = [p for server in self.servers for p in server.problems]
        return found + [p for model in self.models for p in model.problems] + self.machine.problems

    @property
    def exit_code(self) -> int:
        """1 when a model would be cut short, else 0."""
        return 1 if any(problem.severity == "cut" for problem in self.problems()) else 0


SERVER_CAP = "capped at the server's window"


def provenance_of(source: str) -> Provenance:
    """A capability's source (`capabilities.resolve`) as the doctor's provenance."""
    if SERVER_CAP in source:  # capabilities.resolve: a window the server's caps
        return "server"
    if source.startswith("measured"):
        return "measured"
    if source.startswith("detected:gguf"):
        return "file"
    if source.startswith("detected:") or source.startswith("the server"):
        return "server"
    if source.startswith("default") or "(shipped)" in source.split(",")[0]:
        return "shipped"
    return "config"


def budget_figure(capability: Capability) -> Figure:
    """The window the agent budgets for (`context_effective`), with where it came from."""
    source = capability.sources.get("context_effective", "default")
    return Figure(value=capability.context_effective, source=provenance_of(source), detail=source)
