"""memoryflow settings, read from the environment (and an optional `.env`) with django-environ.

The embedded defaults run the whole system on one machine: a SQLite file, the local
QStash-compatible server (qstash_devserver) with the official dev server's token and keys,
and the built-in rule-based extractor. Production (`MEMORYFLOW_ENV=production`) refuses
to start without real secrets and signing keys.
"""

from __future__ import annotations

import os
from pathlib import Path

import environ
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = BASE_DIR / "var"

# The official `qstash dev` defaults: existing `.env` files for it work unchanged.
DEV_QSTASH_TOKEN = "eyJVc2VySUQiOiJkZWZhdWx0VXNlciIsIlBhc3N3b3JkIjoiZGVmYXVsdFBhc3N3b3JkIn0="
DEV_CURRENT_SIGNING_KEY = "sig_7kYjw48mhY7kAjqNGcy6cr29RJ6r"
DEV_NEXT_SIGNING_KEY = "sig_5ZB6DVzB1wjE8S6rZ7eenA8Pdnhs"

env = environ.Env()
environ.Env.read_env(BASE_DIR / ".env", overwrite=False)

MEMORYFLOW_ENV = env.str("MEMORYFLOW_ENV", default="development")
IS_PRODUCTION = MEMORYFLOW_ENV == "production"

SECRET_KEY = env.str("DJANGO_SECRET_KEY", default="" if IS_PRODUCTION else "dev-only-not-secret")
DEBUG = env.bool("DJANGO_DEBUG", default=not IS_PRODUCTION)
ALLOWED_HOSTS = env.list("DJANGO_ALLOWED_HOSTS", default=[] if IS_PRODUCTION else ["*"])

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
}

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
QSTASH_TOKEN = env.str("QSTASH_TOKEN", default="" if IS_PRODUCTION else DEV_QSTASH_TOKEN)
QSTASH_CURRENT_SIGNING_KEY = env.str(
    "QSTASH_CURRENT_SIGNING_KEY", default="" if IS_PRODUCTION else DEV_CURRENT_SIGNING_KEY
)
QSTASH_NEXT_SIGNING_KEY = env.str(
    "QSTASH_NEXT_SIGNING_KEY", default="" if IS_PRODUCTION else DEV_NEXT_SIGNING_KEY
)

# Comma-separated user ids; empty = everyone eligible.
MEMORYFLOW_WHITELIST_USERS = env.list("MEMORYFLOW_WHITELIST_USERS", default=[])
MEMORYFLOW_PAGE_SIZE = env.int("MEMORYFLOW_PAGE_SIZE", default=50)
MEMORYFLOW_FANOUT_CHUNK_SIZE = env.int("MEMORYFLOW_FANOUT_CHUNK_SIZE", default=20)
MEMORYFLOW_MAX_TOPICS_PER_USER = env.int("MEMORYFLOW_MAX_TOPICS_PER_USER", default=200)
MEMORYFLOW_TOPICS_USER_PARALLELISM = env.int("MEMORYFLOW_TOPICS_USER_PARALLELISM", default=5)
MEMORYFLOW_PERSONA_USER_PARALLELISM = env.int("MEMORYFLOW_PERSONA_USER_PARALLELISM", default=1)
MEMORYFLOW_EXTRACT_TOPIC_PARALLELISM = env.int("MEMORYFLOW_EXTRACT_TOPIC_PARALLELISM", default=5)
# Retries the SDK asks QStash for on every step message (attempts = 1 + retries).
MEMORYFLOW_WORKFLOW_RETRIES = env.int("MEMORYFLOW_WORKFLOW_RETRIES", default=3)

# OpenAI-compatible LLM; unset base URL = the built-in rule-based extractor.
MEMORYFLOW_LLM_BASE_URL = env.str("MEMORYFLOW_LLM_BASE_URL", default="")
MEMORYFLOW_LLM_API_KEY = env.str("MEMORYFLOW_LLM_API_KEY", default="")
MEMORYFLOW_LLM_MODEL = env.str("MEMORYFLOW_LLM_MODEL", default="")

if IS_PRODUCTION:
    _missing = [
        name
        for name, value in {
            "DJANGO_SECRET_KEY": SECRET_KEY,
            "QSTASH_TOKEN": QSTASH_TOKEN,
            "QSTASH_CURRENT_SIGNING_KEY": QSTASH_CURRENT_SIGNING_KEY,
            "QSTASH_NEXT_SIGNING_KEY": QSTASH_NEXT_SIGNING_KEY,
        }.items()
        if not value
    ]
    if _missing:
        raise ImproperlyConfigured(f"production settings need {', '.join(_missing)}")
