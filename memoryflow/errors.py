"""Error types shared by services, extractors and the workflow layer.

The workflow layer maps them onto QStash: a `PermanentError` becomes a non-retryable
answer (489 + `Upstash-NonRetryable-Error: true`, the failure function runs); a
`TransientError` becomes a retried one (QStash backs off and delivers again).
"""

from __future__ import annotations


class MemoryflowError(Exception):
    """Base of memoryflow's own errors."""

    #: Whether retrying the same work can ever succeed.
    permanent: bool = True


class PermanentError(MemoryflowError):
    """Bad input, a missing row, an unrecoverable state: retrying cannot help."""

    permanent = True


class TransientError(MemoryflowError):
    """A lock, a timeout, a 429/5xx from a dependency: the same work may succeed later."""

    permanent = False


class InvalidPayloadError(PermanentError):
    """A workflow or API payload that cannot be normalised. The message says which field."""
