"""Moved to `memoryflow.qstash.sdk.install` (no httpx internals are patched any more).

Kept only so `workflows/serve.py` keeps working until it calls the adapter directly;
delete this module then.
"""

from __future__ import annotations

from memoryflow.qstash.sdk import install as share_default_ssl_context

__all__ = ["share_default_ssl_context"]
