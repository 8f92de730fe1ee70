"""memoryflow settings, read from the environment (and an optional `.env`) with django-environ.

The embedded defaults run the whole system on one machine: a SQLite file, the local
QStash-compatible server (qstash_devserver) with the official dev server's token and keys,
and the built-in rule-based extractor. `MEMORYFLOW_ENV` is read strictly and production
refuses to start without real secrets and signing keys (settings/environment.py).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import environ
from django.core.exceptions import ImproperlyConfigured

from settings.environment import (
    DEV_CURRENT_SIGNING_KEY,
    DEV_NEXT_SIGNING_KEY,
    DEV_QSTASH_TOKEN,
    DEV_SECRET_KEY,
    parse_environment,
    production_problems,
    refuse,
)

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = BASE_DIR / "var"

env = environ.Env()
environ.Env.read_env(BASE_DIR / ".env", overwrite=False)

MEMORYFLOW_ENV = parse_environment(os.environ.get("MEMORYFLOW_ENV"))
IS_PRODUCTION = MEMORYFLOW_ENV == "production"

SECRET_KEY = env.str("DJANGO_SECRET_KEY", default="" if IS_PRODUCTION else DEV_SECRET_KEY)
DEBUG = env.bool("DJANGO_DEBUG", default=MEMORYFLOW_ENV == "development")
ALLOWED_HOSTS = env.list("DJANGO_ALLOWED_HOSTS", default=[] if IS_PRODUCTION else ["*"])
CSRF_TRUSTED_ORIGINS = env.list("DJANGO_CSRF_TRUSTED_ORIGINS", default=[])

# HTTPS: on by default in production (`manage.py check --deploy` is clean), each one
# configurable. Behind a proxy that terminates TLS, set DJANGO_SECURE_PROXY_SSL_HEADER=true
# (the proxy must then set X-Forwarded-Proto itself), or the redirect loops.
SECURE_SSL_REDIRECT = env.bool("DJANGO_SECURE_SSL_REDIRECT", default=IS_PRODUCTION)
SECURE_HSTS_SECONDS = env.int(
    "DJANGO_SECURE_HSTS_SECONDS", default=31_536_000 if IS_PRODUCTION else 0
)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env.bool(
    "DJANGO_SECURE_HSTS_INCLUDE_SUBDOMAINS", default=IS_PRODUCTION
)
SECURE_HSTS_PRELOAD = env.bool("DJANGO_SECURE_HSTS_PRELOAD", default=IS_PRODUCTION)
SESSION_COOKIE_SECURE = env.bool("DJANGO_SESSION_COOKIE_SECURE", default=IS_PRODUCTION)
CSRF_COOKIE_SECURE = env.bool("DJANGO_CSRF_COOKIE_SECURE", default=IS_PRODUCTION)
if env.bool("DJANGO_SECURE_PROXY_SSL_HEADER", default=False):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework.authtoken",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "accounts",
    "memoryflow",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "settings.urls"
WSGI_APPLICATION = "settings.wsgi.application"
ASGI_APPLICATION = "settings.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# --- Database -------------------------------------------------------------------------
# DATABASE_URL picks the database; the embedded default is a SQLite file under var/.
VAR_DIR.mkdir(exist_ok=True)
DATABASES = {
    "default": env.db("DATABASE_URL", default=f"sqlite:///{VAR_DIR / 'memoryflow.sqlite3'}")
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Several web workers and the QStash deliveries write at once: WAL lets readers run
    # beside the writer, the busy timeout waits for the lock instead of failing at once,
    # and IMMEDIATE transactions take the write lock up front, so a read-then-write
    # transaction never dies half-way with "database is locked". temp_store=MEMORY keeps
    # the statement journal in memory: an INSERT that fires the marker triggers writes two
    # tables, so inside a transaction SQLite journals each such statement; with that
    # journal in a temporary file, 3,000 one-row INSERTs in one transaction used 1.8x the
    # CPU of the same inserts without triggers, in memory 1.2x.
    DATABASES["default"]["OPTIONS"] = {
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
        "init_command": (
            "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA busy_timeout=20000;"
            " PRAGMA temp_store=MEMORY;"
        ),
    }
    # Keep each worker thread's connection between requests: opening one (and running
    # the PRAGMAs above) was a sixth of a workflow delivery's time.
    DATABASES["default"].setdefault("CONN_MAX_AGE", env.int("DATABASE_CONN_MAX_AGE", default=60))
    # Tests that run a live server share the database across threads: use a file.
    DATABASES["default"]["TEST"] = {"NAME": str(VAR_DIR / f"test-memoryflow-{os.getpid()}.sqlite3")}
else:
    DATABASES["default"].setdefault("CONN_MAX_AGE", env.int("DATABASE_CONN_MAX_AGE", default=60))
    DATABASES["default"].setdefault("CONN_HEALTH_CHECKS", True)
    # One test database per test process, so two suites on one machine never collide.
    DATABASES["default"]["TEST"] = {"NAME": f"test_{DATABASES['default']['NAME']}_{os.getpid()}"}

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
AUTH_USER_MODEL = "accounts.User"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = VAR_DIR / "static"

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.TokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    # JSON and forms only, both with a size bound; JSON also with a nesting bound.
    "DEFAULT_PARSER_CLASSES": [
        "memoryflow.api.parsers.BoundedJSONParser",
        "memoryflow.api.parsers.BoundedFormParser",
    ],
}
MEMORYFLOW_API_MAX_BODY_BYTES = env.int("MEMORYFLOW_API_MAX_BODY_BYTES", default=1_048_576)

# OpenAPI of the ops and user APIs, at /api/schema/ (Swagger UI at /api/docs/, served locally).
SPECTACULAR_SETTINGS = {
    "TITLE": "memoryflow API",
    "DESCRIPTION": (
        "Ops API (/api/ops/: staff with the permission, token auth) and user API "
        "(/api/me/: the signed-in user)."
    ),
    "VERSION": "1",
    "SERVE_INCLUDE_SCHEMA": False,
    "PREPROCESSING_HOOKS": ["memoryflow.api.schema.public_endpoints"],
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "loggers": {
        "memoryflow": {
            "handlers": ["console"],
            "level": env.str("MEMORYFLOW_LOG_LEVEL", default="INFO"),
        },
    },
}

# --- QStash and the pipelines ---------------------------------------------------------
MEMORYFLOW_BASE_URL = env.str("MEMORYFLOW_BASE_URL", default="http://127.0.0.1:8000").rstrip("/")
QSTASH_URL = env.str("QSTASH_URL", default="http://127.0.0.1:8080").rstrip("/")
# Every QStash schedule id memoryflow writes starts with it (<prefix>-hourly,
# <prefix>-pipeline-<name>). Ids are per QStash account: a second deployment on the same
# account (staging) needs a prefix of its own, or it is refused the first one's schedules.
MEMORYFLOW_SCHEDULE_PREFIX = env.str("MEMORYFLOW_SCHEDULE_PREFIX", default="memoryflow")
if not re.fullmatch(r"[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?", MEMORYFLOW_SCHEDULE_PREFIX):
    raise ImproperlyConfigured(
        "MEMORYFLOW_SCHEDULE_PREFIX must be a short name (1 to 32 of a-z, 0-9 and '-', "
        f"not starting or ending with '-'), got {MEMORYFLOW_SCHEDULE_PREFIX!r}"
    )
QSTASH_TOKEN = env.str("QSTASH_TOKEN", default="" if IS_PRODUCTION else DEV_QSTASH_TOKEN)
QSTASH_CURRENT_SIGNING_KEY = env.str(
    "QSTASH_CURRENT_SIGNING_KEY", default="" if IS_PRODUCTION else DEV_CURRENT_SIGNING_KEY
)
QSTASH_NEXT_SIGNING_KEY = env.str(
    "QSTASH_NEXT_SIGNING_KEY", default="" if IS_PRODUCTION else DEV_NEXT_SIGNING_KEY
)

# Comma-separated user ids; empty = everyone eligible. Checked here: every hourly selection
# reads them as ids, so a name (or a number no id can be) would fail each hourly run instead.
MEMORYFLOW_WHITELIST_USERS = env.list("MEMORYFLOW_WHITELIST_USERS", default=[])
_not_ids = [
    user_id
    for user_id in MEMORYFLOW_WHITELIST_USERS
    if not (user_id.strip().isascii() and user_id.strip().isdigit())
    or not 1 <= int(user_id) <= 2**63 - 1
]
if _not_ids:
    raise ImproperlyConfigured(
        f"MEMORYFLOW_WHITELIST_USERS must be user ids (1 to 2**63-1), got {_not_ids!r}"
    )


def _int_at_least(name: str, default: int, minimum: int = 1) -> int:
    value: int = env.int(name, default=default)
    if value < minimum:
        raise ImproperlyConfigured(f"{name} must be at least {minimum}, got {value}")
    return value


# Below 1, a page has no last user to continue after, and a chunk never gets smaller.
MEMORYFLOW_PAGE_SIZE = _int_at_least("MEMORYFLOW_PAGE_SIZE", 50)
MEMORYFLOW_FANOUT_CHUNK_SIZE = _int_at_least("MEMORYFLOW_FANOUT_CHUNK_SIZE", 20)
# A cap of 0 topics would select the same users every hour and extract nothing of theirs.
MEMORYFLOW_MAX_TOPICS_PER_USER = _int_at_least("MEMORYFLOW_MAX_TOPICS_PER_USER", 200)
# QStash refuses a flow-control parallelism below 1 on every publish.
MEMORYFLOW_TOPICS_USER_PARALLELISM = _int_at_least("MEMORYFLOW_TOPICS_USER_PARALLELISM", 5)
MEMORYFLOW_PERSONA_USER_PARALLELISM = _int_at_least("MEMORYFLOW_PERSONA_USER_PARALLELISM", 1)
MEMORYFLOW_EXTRACT_TOPIC_PARALLELISM = _int_at_least("MEMORYFLOW_EXTRACT_TOPIC_PARALLELISM", 5)
# Retries the SDK asks QStash for on every step message (attempts = 1 + retries).
MEMORYFLOW_WORKFLOW_RETRIES = _int_at_least("MEMORYFLOW_WORKFLOW_RETRIES", 3, minimum=0)
# Failed extractions (retries exhausted on a transient error) after which a topic is
# rejected: the hourly runs stop retrying it until an operator re-queues it.
MEMORYFLOW_TOPIC_MAX_ATTEMPTS = _int_at_least("MEMORYFLOW_TOPIC_MAX_ATTEMPTS", 5)
# Who the hourly job selects: `new-work` (users with new topics; personas whose inputs
# changed) or `all-chatted` (everyone who ever chatted, every hour: the source system's
# behaviour, kept as the cost benchmark's baseline and for a deliberate full sweep).
MEMORYFLOW_HOURLY_SELECTION = env.str("MEMORYFLOW_HOURLY_SELECTION", default="new-work")
if MEMORYFLOW_HOURLY_SELECTION not in ("new-work", "all-chatted"):
    raise ImproperlyConfigured(
        "MEMORYFLOW_HOURLY_SELECTION must be new-work or all-chatted, "
        f"got {MEMORYFLOW_HOURLY_SELECTION!r}"
    )
# A real hourly run holds the `hourly` lease until its run tree has finished; a holder older
# than this is taken over (its tree was lost). Overlapping hourly triggers are skipped.
MEMORYFLOW_HOURLY_LEASE_HOURS = env.float("MEMORYFLOW_HOURLY_LEASE_HOURS", default=6.0)

# Retention (manage.py prune), in days. Unfinished runs and fan-out batches are kept until
# they are MEMORYFLOW_RETENTION_ABANDONED_DAYS old, far beyond any QStash retry schedule.
MEMORYFLOW_RETENTION_RUNS_DAYS = env.int("MEMORYFLOW_RETENTION_RUNS_DAYS", default=30)
MEMORYFLOW_RETENTION_FANOUT_DAYS = env.int("MEMORYFLOW_RETENTION_FANOUT_DAYS", default=7)
MEMORYFLOW_RETENTION_TASK_TOPICS_DAYS = env.int("MEMORYFLOW_RETENTION_TASK_TOPICS_DAYS", default=30)
MEMORYFLOW_RETENTION_AUDIT_DAYS = env.int("MEMORYFLOW_RETENTION_AUDIT_DAYS", default=365)
MEMORYFLOW_RETENTION_ABANDONED_DAYS = env.int("MEMORYFLOW_RETENTION_ABANDONED_DAYS", default=30)

# OpenAI-compatible LLM; unset base URL = the built-in rule-based extractor.
MEMORYFLOW_LLM_BASE_URL = env.str("MEMORYFLOW_LLM_BASE_URL", default="")
MEMORYFLOW_LLM_API_KEY = env.str("MEMORYFLOW_LLM_API_KEY", default="")
MEMORYFLOW_LLM_MODEL = env.str("MEMORYFLOW_LLM_MODEL", default="")
# How long one call may take (seconds) and how often a failed call (429, 5xx, timeout) is
# tried again; a topic then fails transiently and the next hourly run retries it.
# (Read as text: django-environ's float drops what is not a digit, so "inf" would read as "".)
_llm_timeout = env.str("MEMORYFLOW_LLM_TIMEOUT", default="30")
try:
    MEMORYFLOW_LLM_TIMEOUT = float(_llm_timeout)
except ValueError:
    MEMORYFLOW_LLM_TIMEOUT = float("nan")
if not 0 < MEMORYFLOW_LLM_TIMEOUT < float("inf"):
    raise ImproperlyConfigured(
        f"MEMORYFLOW_LLM_TIMEOUT must be a number of seconds above 0, got {_llm_timeout!r}"
    )
MEMORYFLOW_LLM_MAX_RETRIES = env.int("MEMORYFLOW_LLM_MAX_RETRIES", default=3)
if MEMORYFLOW_LLM_MAX_RETRIES < 0:
    raise ImproperlyConfigured(
        f"MEMORYFLOW_LLM_MAX_RETRIES must be 0 or more, got {MEMORYFLOW_LLM_MAX_RETRIES}"
    )
# The cap of each answer, in tokens; a reasoning model (o-series, gpt-5) counts its
# reasoning in it too, and takes `max_completion_tokens` and no temperature instead.
MEMORYFLOW_LLM_MAX_OUTPUT_TOKENS = _int_at_least("MEMORYFLOW_LLM_MAX_OUTPUT_TOKENS", 4096)
MEMORYFLOW_LLM_REASONING_MODEL = env.bool("MEMORYFLOW_LLM_REASONING_MODEL", default=False)
# "single": one structured-output call per conversation (all layers + identity claims);
# "per-layer": a gatekeeper, one call per layer and an identity call (up to six).
MEMORYFLOW_LLM_EXTRACTION_MODE = env.str("MEMORYFLOW_LLM_EXTRACTION_MODE", default="single")
if MEMORYFLOW_LLM_EXTRACTION_MODE not in ("single", "per-layer"):
    raise ImproperlyConfigured(
        "MEMORYFLOW_LLM_EXTRACTION_MODE must be 'single' or 'per-layer', "
        f"got {MEMORYFLOW_LLM_EXTRACTION_MODE!r}"
    )

if IS_PRODUCTION and (
    _problems := production_problems(
        secret_key=SECRET_KEY,
        debug=DEBUG,
        allowed_hosts=ALLOWED_HOSTS,
        qstash_token=QSTASH_TOKEN,
        current_signing_key=QSTASH_CURRENT_SIGNING_KEY,
        next_signing_key=QSTASH_NEXT_SIGNING_KEY,
    )
):
    raise refuse(_problems)
