"""Settings per environment, each loaded in a fresh process with exactly these variables."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from settings.environment import (
    DEV_CURRENT_SIGNING_KEY,
    DEV_NEXT_SIGNING_KEY,
    DEV_QSTASH_TOKEN,
)

ROOT = Path(__file__).resolve().parents[2]
STRONG_SECRET = "k3J9x-Vq7ZrT2mLw8NcYb5HdFs4Gp6Ua1Oe0Ri_XyWtQzSvBnMjKlPoIuYtRe"
PRODUCTION = {
    "MEMORYFLOW_ENV": "production",
    "DJANGO_SECRET_KEY": STRONG_SECRET,
    "DJANGO_ALLOWED_HOSTS": "memory.example.test",
    "QSTASH_TOKEN": "qstash-token-of-the-real-account",
    "QSTASH_CURRENT_SIGNING_KEY": "sig_RealCurrentKeyNotPublic000",
    "QSTASH_NEXT_SIGNING_KEY": "sig_RealNextKeyNotPublic00000",
}
PRINT_SETTINGS = (
    "import django; django.setup(); from django.conf import settings as s; "
    "print(s.MEMORYFLOW_ENV, s.DEBUG, s.SECURE_SSL_REDIRECT, s.SECURE_HSTS_SECONDS, "
    "s.SESSION_COOKIE_SECURE, s.CSRF_COOKIE_SECURE)"
)


def run(args: list[str], env: dict[str, str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    clean = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("MEMORYFLOW_", "DJANGO_", "QSTASH_", "DATABASE_"))
    }
    clean.update(
        {
            "DJANGO_SETTINGS_MODULE": "settings.base",
            "DATABASE_URL": f"sqlite:///{tmp_path / 'settings.sqlite3'}",
            **env,
        }
    )
    return subprocess.run(
        [sys.executable, *args], cwd=ROOT, env=clean, capture_output=True, text=True, timeout=120
    )


@pytest.mark.parametrize(
    "value", ["Production", "PRODUCTION", "prod", "staging", "", " production"]
)
def test_an_unknown_environment_refuses_to_start(value: str, tmp_path: Path) -> None:
    result = run(["-c", PRINT_SETTINGS], {**PRODUCTION, "MEMORYFLOW_ENV": value}, tmp_path)
    assert result.returncode != 0
    assert "MEMORYFLOW_ENV must be one of development, test, production" in result.stderr
    assert repr(value) in result.stderr


def test_development_and_test_defaults(tmp_path: Path) -> None:
    development = run(["-c", PRINT_SETTINGS], {}, tmp_path)
    assert development.stdout.split() == ["development", "True", "False", "0", "False", "False"]
    test = run(["-c", PRINT_SETTINGS], {"MEMORYFLOW_ENV": "test"}, tmp_path)
    assert test.stdout.split() == ["test", "False", "False", "0", "False", "False"]


@pytest.mark.parametrize(
    ("changes", "complaint"),
    [
        ({"QSTASH_TOKEN": DEV_QSTASH_TOKEN}, "QSTASH_TOKEN is a public value"),
        ({"QSTASH_CURRENT_SIGNING_KEY": DEV_CURRENT_SIGNING_KEY}, "QSTASH_CURRENT_SIGNING_KEY"),
        ({"QSTASH_NEXT_SIGNING_KEY": DEV_CURRENT_SIGNING_KEY}, "QSTASH_NEXT_SIGNING_KEY is a"),
        ({"QSTASH_NEXT_SIGNING_KEY": DEV_NEXT_SIGNING_KEY}, "QSTASH_NEXT_SIGNING_KEY is a"),
        ({"QSTASH_TOKEN": ""}, "QSTASH_TOKEN is not set"),
        ({"DJANGO_SECRET_KEY": ""}, "DJANGO_SECRET_KEY is not set"),
        ({"DJANGO_SECRET_KEY": "short-secret"}, "DJANGO_SECRET_KEY is weak"),
        ({"DJANGO_SECRET_KEY": "ab" * 40}, "DJANGO_SECRET_KEY is weak"),
        ({"DJANGO_SECRET_KEY": "django-insecure-" + STRONG_SECRET}, "insecure placeholder"),
        ({"DJANGO_SECRET_KEY": "dev-only-not-secret"}, "placeholder"),
        ({"DJANGO_DEBUG": "true"}, "DJANGO_DEBUG must be off"),
        ({"DJANGO_ALLOWED_HOSTS": ""}, "DJANGO_ALLOWED_HOSTS is not set"),
    ],
)
def test_production_refuses_public_and_weak_secrets(
    changes: dict[str, str], complaint: str, tmp_path: Path
) -> None:
    result = run(["-c", PRINT_SETTINGS], {**PRODUCTION, **changes}, tmp_path)
    assert result.returncode != 0
    assert "MEMORYFLOW_ENV=production refuses to start" in result.stderr
    assert complaint in result.stderr


def test_production_passes_check_deploy_with_safe_defaults(tmp_path: Path) -> None:
    settings_line = run(["-c", PRINT_SETTINGS], PRODUCTION, tmp_path)
    assert settings_line.stdout.split() == [
        "production",
        "False",
        "True",
        "31536000",
        "True",
        "True",
    ]
    check = run(["manage.py", "check", "--deploy", "--fail-level", "WARNING"], PRODUCTION, tmp_path)
    assert check.returncode == 0, check.stdout + check.stderr
    assert "no issues" in check.stdout


def test_each_https_setting_is_configurable(tmp_path: Path) -> None:
    relaxed = {
        **PRODUCTION,
        "DJANGO_SECURE_SSL_REDIRECT": "false",
        "DJANGO_SECURE_HSTS_SECONDS": "0",
        "DJANGO_SESSION_COOKIE_SECURE": "false",
        "DJANGO_CSRF_COOKIE_SECURE": "false",
    }
    check = run(["manage.py", "check", "--deploy"], relaxed, tmp_path)
    for warning in ("security.W004", "security.W008", "security.W012", "security.W016"):
        assert warning in check.stdout + check.stderr, warning


@pytest.mark.parametrize(("value", "loads"), [("", "5"), ("1", "1"), ("12", "12")])
def test_the_topic_attempt_budget_defaults_to_5(value: str, loads: str, tmp_path: Path) -> None:
    env = {"MEMORYFLOW_TOPIC_MAX_ATTEMPTS": value} if value else {}
    script = (
        "import django; django.setup(); from django.conf import settings as s; "
        "print(s.MEMORYFLOW_TOPIC_MAX_ATTEMPTS)"
    )
    result = run(["-c", script], env, tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == [loads]


@pytest.mark.parametrize(
    ("value", "complaint"),
    [
        ("0", "MEMORYFLOW_TOPIC_MAX_ATTEMPTS must be at least 1, got 0"),
        ("-3", "MEMORYFLOW_TOPIC_MAX_ATTEMPTS must be at least 1, got -3"),
        ("five", "invalid literal for int() with base 10: 'five'"),
    ],
)
def test_a_topic_attempt_budget_below_1_refuses_to_start(
    value: str, complaint: str, tmp_path: Path
) -> None:
    result = run(["-c", PRINT_SETTINGS], {"MEMORYFLOW_TOPIC_MAX_ATTEMPTS": value}, tmp_path)
    assert result.returncode != 0
    assert complaint in result.stderr


LLM_CALLS = (
    "import django; django.setup(); from django.conf import settings as s; "
    "from memoryflow.extractors.llm_config import LLMConfig; "
    "c = LLMConfig.from_settings(s); "
    "print(c.timeout, c.max_retries, c.max_output_tokens, c.reasoning_model)"
)


@pytest.mark.parametrize(
    ("env", "loads"),
    [
        ({}, ["30.0", "3", "4096", "False"]),
        (
            {"MEMORYFLOW_LLM_TIMEOUT": "90", "MEMORYFLOW_LLM_MAX_RETRIES": "0"},
            ["90.0", "0", "4096", "False"],
        ),
        (
            {"MEMORYFLOW_LLM_MAX_OUTPUT_TOKENS": "16000", "MEMORYFLOW_LLM_REASONING_MODEL": "true"},
            ["30.0", "3", "16000", "True"],
        ),
    ],
)
def test_the_llm_call_timeout_and_retries_come_from_the_environment(
    env: dict[str, str], loads: list[str], tmp_path: Path
) -> None:
    result = run(["-c", LLM_CALLS], {"MEMORYFLOW_LLM_BASE_URL": "http://llm.test", **env}, tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == loads


@pytest.mark.parametrize(
    ("env", "complaint"),
    [
        ({"MEMORYFLOW_LLM_TIMEOUT": "0"}, "MEMORYFLOW_LLM_TIMEOUT must be a number of seconds"),
        ({"MEMORYFLOW_LLM_TIMEOUT": "inf"}, "MEMORYFLOW_LLM_TIMEOUT must be a number of seconds"),
        ({"MEMORYFLOW_LLM_TIMEOUT": "nan"}, "MEMORYFLOW_LLM_TIMEOUT must be a number of seconds"),
        ({"MEMORYFLOW_LLM_TIMEOUT": "30s"}, "got '30s'"),
        ({"MEMORYFLOW_LLM_MAX_RETRIES": "-1"}, "MEMORYFLOW_LLM_MAX_RETRIES must be 0 or more"),
        ({"MEMORYFLOW_LLM_MAX_OUTPUT_TOKENS": "0"}, "MEMORYFLOW_LLM_MAX_OUTPUT_TOKENS must be"),
    ],
)
def test_a_bad_llm_call_setting_refuses_to_start(
    env: dict[str, str], complaint: str, tmp_path: Path
) -> None:
    result = run(["-c", PRINT_SETTINGS], env, tmp_path)
    assert result.returncode != 0
    assert complaint in result.stderr


WHITELIST = (
    "import django; django.setup(); from django.conf import settings as s; "
    "print(s.MEMORYFLOW_WHITELIST_USERS)"
)


def test_the_whitelist_is_read_as_user_ids(tmp_path: Path) -> None:
    result = run(["-c", WHITELIST], {"MEMORYFLOW_WHITELIST_USERS": "12, 7"}, tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "['12', ' 7']"


@pytest.mark.parametrize("value", ["alice,bob", "12,x7", "12,-3", "0", "9223372036854775808"])
def test_a_whitelist_that_names_no_user_ids_refuses_to_start(value: str, tmp_path: Path) -> None:
    # Every hourly selection reads it as ids: a name in it failed each hourly run's count
    # with a ValueError, delivery after delivery, instead of refusing to start.
    result = run(["-c", PRINT_SETTINGS], {"MEMORYFLOW_WHITELIST_USERS": value}, tmp_path)
    assert result.returncode != 0
    assert "MEMORYFLOW_WHITELIST_USERS must be user ids" in result.stderr


@pytest.mark.parametrize("name", ["MEMORYFLOW_PAGE_SIZE", "MEMORYFLOW_FANOUT_CHUNK_SIZE"])
@pytest.mark.parametrize("value", ["0", "-5"])
def test_a_page_or_chunk_size_below_1_refuses_to_start(
    name: str, value: str, tmp_path: Path
) -> None:
    # A page of 0 users failed every paginate-users run (its cursor is its last user), and a
    # chunk of 0 re-split a group of one user into the same group forever: a run per level,
    # without end.
    result = run(["-c", PRINT_SETTINGS], {name: value}, tmp_path)
    assert result.returncode != 0
    assert f"{name} must be at least 1, got {value}" in result.stderr


@pytest.mark.parametrize(
    "name",
    [
        "MEMORYFLOW_MAX_TOPICS_PER_USER",
        "MEMORYFLOW_TOPICS_USER_PARALLELISM",
        "MEMORYFLOW_PERSONA_USER_PARALLELISM",
        "MEMORYFLOW_EXTRACT_TOPIC_PARALLELISM",
    ],
)
def test_a_topic_cap_or_parallelism_below_1_refuses_to_start(name: str, tmp_path: Path) -> None:
    # A parallelism of 0 is refused by QStash on every publish, so every fan-out failed;
    # a cap of 0 topics selected users with new topics every hour and extracted none.
    result = run(["-c", PRINT_SETTINGS], {name: "0"}, tmp_path)
    assert result.returncode != 0
    assert f"{name} must be at least 1, got 0" in result.stderr


def test_negative_workflow_retries_refuse_to_start(tmp_path: Path) -> None:
    result = run(["-c", PRINT_SETTINGS], {"MEMORYFLOW_WORKFLOW_RETRIES": "-1"}, tmp_path)
    assert result.returncode != 0
    assert "MEMORYFLOW_WORKFLOW_RETRIES must be at least 0, got -1" in result.stderr


SCHEDULE_PREFIX = (
    "import django; django.setup(); from django.conf import settings as s; "
    "print(s.MEMORYFLOW_SCHEDULE_PREFIX)"
)


def test_the_schedule_prefix_defaults_to_memoryflow(tmp_path: Path) -> None:
    # The ids deployments already have on QStash (memoryflow-hourly, memoryflow-pipeline-…).
    result = run(["-c", SCHEDULE_PREFIX], {}, tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "memoryflow"
    result = run(["-c", SCHEDULE_PREFIX], {"MEMORYFLOW_SCHEDULE_PREFIX": "staging-2"}, tmp_path)
    assert result.stdout.strip() == "staging-2"


@pytest.mark.parametrize("value", ["", "Staging", "staging_eu", "-staging", "a" * 33, "st/ag"])
def test_a_schedule_prefix_that_is_no_short_name_refuses_to_start(
    value: str, tmp_path: Path
) -> None:
    result = run(["-c", PRINT_SETTINGS], {"MEMORYFLOW_SCHEDULE_PREFIX": value}, tmp_path)
    assert result.returncode != 0
    assert "MEMORYFLOW_SCHEDULE_PREFIX must be" in result.stderr
