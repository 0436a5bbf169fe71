import pytest

from capabilities import match_key, normalize_model_id, resolve


@pytest.mark.parametrize(
    ("raw", "normal"),
    [
        ("qwen2.5-coder:7b", "qwen2.5-coder"),
        ("ollama/qwen2.5-coder:7b", "qwen2.5-coder"),
        ("qwen2.5-coder:7b-instruct-q4_K_M", "qwen2.5-coder"),
        ("hf.co/bartowski/Qwen2.5-Coder-7B-Instruct-GGUF:Q4_K_M", "qwen2.5-coder-7b"),
        ("openai/gpt-oss-20b", "gpt-oss-20b"),
        ("openrouter/qwen/qwen-2.5-coder-32b-instruct", "qwen-2.5-coder-32b"),
        ("lmstudio-community/Meta-Llama-3.1-8B-Instruct-GGUF", "llama-3.1-8b"),
        ("Qwen3-Coder-30B-A3B-Instruct-IQ4_XS", "qwen3-coder-30b-a3b"),
        ("/models/DeepSeek-R1-Distill-Qwen-14B-Q4_K_M.gguf", "deepseek-r1-distill-qwen-14b"),
        ("gemma-2-9b-it", "gemma-2-9b"),
        ("  LLAMA3.1:8B  ", "llama3.1"),
        ("mistral_nemo@q8_0", "mistral-nemo"),
    ],
)
def test_normalize_strips_provider_namespace_tag_quantisation_and_case(raw, normal):
    assert normalize_model_id(raw) == normal


def test_match_key_ignores_hyphen_placement_but_keeps_version_dots():
    assert match_key("Llama-3.1-8B") == match_key("llama3.1-8b") == "llama3.18b"
    assert match_key("qwen2.5") != match_key("qwen25")


@pytest.mark.parametrize(
    ("raw", "prefix"),
    [
        ("qwen2.5-coder:7b", "qwen2.5-coder"),
        ("hf.co/bartowski/Qwen2.5-Coder-7B-Instruct-GGUF:Q4_K_M", "qwen2.5-coder"),
        ("openrouter/qwen/qwen-2.5-coder-32b-instruct", "qwen2.5-coder"),
        ("ollama/qwen2.5:14b", "qwen2.5"),
        ("lmstudio-community/Meta-Llama-3.1-8B-Instruct-GGUF", "llama3.1"),
        ("llama3.2:3b-instruct-q4_K_M", "llama3.2"),
        ("llama3:8b", "llama3"),
        ("deepseek-r1:14b", "deepseek-r1"),
        ("DeepSeek-R1-Distill-Qwen-14B-Q4_K_M.gguf", "deepseek-r1"),
        ("deepseek-coder-v2:16b", "deepseek-coder-v2"),
        ("deepseek-coder:6.7b", "deepseek-coder"),
        ("phi4-mini:3.8b", "phi4-mini"),
        ("microsoft/Phi-4-mini-instruct", "phi4-mini"),
        ("phi4:14b", "phi4"),
        ("Phi-3.5-mini-instruct", "phi3.5"),
        ("mistral-nemo:12b", "mistral-nemo"),
        ("mistral-small3.1:24b", "mistral-small"),
        ("mistral:7b", "mistral"),
        ("granite3.1-dense:8b", "granite3"),
        ("granite3-dense:8b", "granite3-dense"),
        ("Qwen3-Coder-30B-A3B-Instruct-IQ4_XS", "qwen3-coder"),
        ("qwen3:8b", "qwen3"),
        ("openai/gpt-oss-20b", "gpt-oss"),
        ("NousResearch/Hermes-3-Llama-3.1-8B", "hermes3"),
        ("command-r7b", "command-r"),
        ("/cache/gemma-3-270m-q4_k_m.gguf", "gemma-3-270m"),
        ("gemma-3-27b-it", "gemma3"),
    ],
)
def test_ids_as_users_type_them_find_their_family(raw, prefix):
    assert resolve(raw).matched_prefix == prefix
