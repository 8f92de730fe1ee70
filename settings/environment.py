"""Which environment the settings are for, read strictly, and what production refuses.

`MEMORYFLOW_ENV` is exactly one of `development`, `test`, `production`, lowercase. Any
other value, `Production` included, stops the process with a clear message: a typo must
never quietly give development mode (DEBUG on, the public dev signing keys) on a server.

Production refuses to start with the development defaults anyone can read: the local QStash
server's token and signing keys, a missing or weak `DJANGO_SECRET_KEY` (the same rule as
Django's `security.W009`: at least 50 characters, 5 distinct ones, not `django-insecure-`),
DEBUG on, or no `DJANGO_ALLOWED_HOSTS`.
"""

from __future__ import annotations

from django.core.exceptions import ImproperlyConfigured

ENVIRONMENTS = ("development", "test", "production")

# The official `qstash dev` defaults, public: existing `.env` files for it work unchanged.
DEV_QSTASH_TOKEN = "eyJVc2VySUQiOiJkZWZhdWx0VXNlciIsIlBhc3N3b3JkIjoiZGVmYXVsdFBhc3N3b3JkIn0="
DEV_CURRENT_SIGNING_KEY = "sig_7kYjw48mhY7kAjqNGcy6cr29RJ6r"
DEV_NEXT_SIGNING_KEY = "sig_5ZB6DVzB1wjE8S6rZ7eenA8Pdnhs"
DEV_SECRET_KEY = "dev-only-not-secret"
PUBLIC_DEV_VALUES = frozenset({DEV_QSTASH_TOKEN, DEV_CURRENT_SIGNING_KEY, DEV_NEXT_SIGNING_KEY})

MIN_SECRET_KEY_LENGTH = 50
MIN_SECRET_KEY_CHARS = 5


def parse_environment(value: str | None) -> str:
    """The environment name; unset means development. Anything unknown is refused."""
    if value is None:
        return "development"
    if value not in ENVIRONMENTS:
        raise ImproperlyConfigured(
            f"MEMORYFLOW_ENV must be one of {', '.join(ENVIRONMENTS)} (lowercase), got "
            f"{value!r}: refusing to start rather than guess"
        )
    return value


def weak_secret_key(key: str) -> str | None:
    """Why `key` is too weak for production, or None."""
    if not key:
        return "DJANGO_SECRET_KEY is not set"
    if key == DEV_SECRET_KEY or key.startswith("django-insecure-"):
        return "DJANGO_SECRET_KEY is a development or insecure placeholder"
    if len(key) < MIN_SECRET_KEY_LENGTH or len(set(key)) < MIN_SECRET_KEY_CHARS:
        return (
            f"DJANGO_SECRET_KEY is weak: use at least {MIN_SECRET_KEY_LENGTH} random "
            f"characters (e.g. python -c 'import secrets; print(secrets.token_urlsafe(64))')"
        )
    return None


def production_problems(
    *,
    secret_key: str,
    debug: bool,
    allowed_hosts: list[str],
    qstash_token: str,
    current_signing_key: str,
    next_signing_key: str,
) -> list[str]:
    """Everything that makes these settings unfit for production, one line each."""
    problems = []
    if weak := weak_secret_key(secret_key):
        problems.append(weak)
    if debug:
        problems.append("DJANGO_DEBUG must be off in production")
    if not allowed_hosts:
        problems.append("DJANGO_ALLOWED_HOSTS is not set")
    for name, value in {
        "QSTASH_TOKEN": qstash_token,
        "QSTASH_CURRENT_SIGNING_KEY": current_signing_key,
        "QSTASH_NEXT_SIGNING_KEY": next_signing_key,
    }.items():
        if not value:
            problems.append(f"{name} is not set")
        elif value in PUBLIC_DEV_VALUES:
            problems.append(
                f"{name} is a public value of the local QStash dev server: "
                "anyone could forge deliveries"
            )
    return problems


def refuse(problems: list[str]) -> ImproperlyConfigured:
    return ImproperlyConfigured(
        "MEMORYFLOW_ENV=production refuses to start:\n  - " + "\n  - ".join(problems)
    )
