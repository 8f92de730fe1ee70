"""The one adapter that knows the internals of the Upstash SDKs.

Nothing else in memoryflow may import a private name of `upstash_workflow`, `qstash` or
`httpx`; `tests/qstash/test_sdk_shape.py` fails as soon as an installed version no longer
has what this module relies on, so an SDK upgrade breaks here, loudly, and nowhere else.

What it provides:

- `WorkflowAbort` — the SDK's "step done, answer now" signal (a control-flow exception,
  not a failure), from its public `upstash_workflow.error` module.
- `DisabledWorkflowContext`, `SyncRequest` — the private classes the serve adapter needs:
  the context of the SDK's authentication pass, and the request value its handler takes.
- `workflow_start_headers` — the headers the SDK puts on a workflow-start message (its
  private header builder), so the run starts memoryflow publishes itself
  (`run_start.py`) cannot drift from the ones the SDK would publish.
- `PROTOCOL_VERSION`, `PROTOCOL_VERSION_HEADER`, `RUN_ID_HEADER` — what a step delivery
  carries, as the SDK checks it; `is_step_mismatch(error)` — the SDK's refusal of a
  delivery whose steps are not the route's (a step renamed or reordered since the run
  started), which no retry can fix.
- `install()` — one shared client for the SDK's authentication pass. On every delivery
  `serve()` first runs the route against a throw-away context, and builds a new `QStash`
  client for it, whose new httpx client loads the whole CA bundle into a new SSL context:
  about four fifths of the CPU time of a delivery (`bench/sdk_adapter.py`). That client is
  never used (the disabled context stops at the first step and its `cancel` does nothing),
  so one instance per process serves every pass. Neither the SDK nor httpx offers a
  supported seam: the SDK builds that client itself, with no option to pass one in.
"""

from __future__ import annotations

import functools
from typing import Any

from qstash import QStash
from upstash_workflow.constants import (
    WORKFLOW_ID_HEADER,
    WORKFLOW_PROTOCOL_VERSION,
    WORKFLOW_PROTOCOL_VERSION_HEADER,
)
from upstash_workflow.error import WorkflowAbort, WorkflowError
from upstash_workflow.serve import authorization as _authorization
from upstash_workflow.serve.authorization import _DisabledWorkflowContext
from upstash_workflow.workflow_requests import _get_headers
from upstash_workflow.workflow_types import _SyncRequest

__all__ = [
    "PROTOCOL_VERSION",
    "PROTOCOL_VERSION_HEADER",
    "RUN_ID_HEADER",
    "DisabledWorkflowContext",
    "SyncRequest",
    "WorkflowAbort",
    "install",
    "is_installed",
    "is_step_mismatch",
    "workflow_start_headers",
]

PROTOCOL_VERSION = WORKFLOW_PROTOCOL_VERSION
PROTOCOL_VERSION_HEADER = WORKFLOW_PROTOCOL_VERSION_HEADER
RUN_ID_HEADER = WORKFLOW_ID_HEADER

DisabledWorkflowContext = _DisabledWorkflowContext
SyncRequest = _SyncRequest
#: `(init, run_id, url, user_headers, step, retries, *, workflow_failure_url) -> .headers`
workflow_start_headers = _get_headers

#: How the SDK builds the authentication pass's client: `QStash(base_url=…, token=…)`, both
#: this placeholder, never to be called.
DISABLED_CLIENT_ARGUMENT = "disabled-client"


@functools.cache
def _disabled_client() -> QStash:
    return QStash(base_url=DISABLED_CLIENT_ARGUMENT, token=DISABLED_CLIENT_ARGUMENT)


def _qstash_for_authorization(*args: Any, **kwargs: Any) -> QStash:
    """`QStash(...)` as the authorization module sees it: the shared instance for the
    disabled placeholder client, a real new client for anything else."""
    if not args and kwargs == {
        "base_url": DISABLED_CLIENT_ARGUMENT,
        "token": DISABLED_CLIENT_ARGUMENT,
    }:
        return _disabled_client()
    return QStash(*args, **kwargs)


def install() -> None:
    """Share one client across the SDK's authentication passes (idempotent). Only the SDK's
    authorization module is affected; httpx and every other client are left alone."""
    _authorization.QStash = _qstash_for_authorization


def is_installed() -> bool:
    return _authorization.QStash is _qstash_for_authorization


def is_step_mismatch(error: BaseException) -> bool:
    """The SDK refused a delivery whose step at some position is not the route's step there
    (its `_validate_step`: another name or another type)."""
    return isinstance(error, WorkflowError) and str(error).startswith(
        ("Incompatible step name", "Incompatible step type")
    )
