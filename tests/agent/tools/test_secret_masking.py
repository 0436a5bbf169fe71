"""Tool results never carry a private key's body, a known token shape or a URL's password to the model."""

from __future__ import annotations

from agent.tools.secret_masking import mask_secrets
from tests.agent.secret_shapes import REALISTIC_SECRETS


def test_a_private_key_keeps_its_begin_and_end_lines_and_loses_its_body():
    key = "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA\nabc\n-----END RSA PRIVATE KEY-----\nnext line"
    assert mask_secrets(key) == "-----BEGIN RSA PRIVATE KEY-----***-----END RSA PRIVATE KEY-----\nnext line"


def test_a_key_inside_a_json_string_and_a_key_cut_off_are_masked():
    json_key = '"private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIB\\n-----END PRIVATE KEY-----\\n", "x": 1'
    assert "MIIEvQIB" not in mask_secrets(json_key) and '"x": 1' in mask_secrets(json_key)
    assert mask_secrets("a\n-----BEGIN EC PRIVATE KEY-----\nMHcCAQEE") == "a\n-----BEGIN EC PRIVATE KEY-----***"


def test_known_token_shapes_are_masked_and_say_which_kind():
    for name, value in REALISTIC_SECRETS[:8]:
        masked = mask_secrets(f"{name.lower()} = {value}")
        assert value not in masked, name
    assert mask_secrets("token ghp_" + "RedTeamRemote0123456789abcdefghijklm") == "token ghp_***"


def test_ordinary_output_is_left_alone():
    text = "def sk(): return 'sk-short'\nPUBLIC KEY-----\ncommit 3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39\nAKIA"
    assert mask_secrets(text) == text
