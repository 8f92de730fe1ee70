"""One shared default SSL context for httpx, per process.

On every delivery the workflow SDK's authentication dry-run builds a throw-away `QStash`
client, whose httpx client loads the whole CA bundle into a new SSL context (~18 ms of CPU
under the GIL, four fifths of a delivery). httpx itself recommends sharing one context; the
trust store and verification are unchanged. This wraps a private httpx function, which is
safe only because httpx is pinned (requirements/base.txt).
"""

from __future__ import annotations

import functools
import os
import ssl
from typing import Any

import httpx._config
import httpx._transports.default as _httpx_transport

# The original: httpx's own function, whose binding in the transport module is replaced below.
_create_ssl_context = httpx._config.create_ssl_context


@functools.cache
def _default_ssl_context(
    trust_env: bool, cert_file: str | None, cert_dir: str | None
) -> ssl.SSLContext:
    return _create_ssl_context(verify=True, cert=None, trust_env=trust_env)


def _shared_default_ssl_context(
    verify: Any = True, cert: Any = None, trust_env: bool = True
) -> ssl.SSLContext:
    """httpx's `create_ssl_context`, with the default trust store built once per process.

    On every delivery the SDK's authentication dry-run builds a throw-away `QStash` client
    (`_DisabledWorkflowContext.try_authentication`), whose httpx client loads the whole CA
    bundle into a new SSL context: ~18 ms of CPU under the GIL, four fifths of a delivery.
    One shared default context is what httpx itself recommends (`verify=ctx`); the trust
    store and the verification are unchanged. Anything but the default is built as before.
    """
    if verify is True and cert is None:
        return _default_ssl_context(
            trust_env,
            os.environ.get("SSL_CERT_FILE") if trust_env else None,
            os.environ.get("SSL_CERT_DIR") if trust_env else None,
        )
    return _create_ssl_context(verify=verify, cert=cert, trust_env=trust_env)


def share_default_ssl_context() -> None:
    """Install the shared context (idempotent)."""
    _shared_default_ssl_context.__wrapped__ = _create_ssl_context  # type: ignore[attr-defined]
    # A name the private module imports, not one it exports: mypy rejects the assignment.
    _httpx_transport.create_ssl_context = _shared_default_ssl_context  # type: ignore[attr-defined]
