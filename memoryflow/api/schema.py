"""OpenAPI: only the ops and user APIs (the workflow endpoints are QStash's, not a public API)."""

from __future__ import annotations

from typing import Any


def public_endpoints(endpoints: list[tuple[str, ...]], **kwargs: Any) -> list[tuple[str, ...]]:
    return [e for e in endpoints if e[0].startswith(("/api/ops/", "/api/me/"))]
