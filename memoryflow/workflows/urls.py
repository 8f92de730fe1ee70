"""The workflow endpoints QStash calls: `…/memory-user-memory/<pipeline>/<layer>`, looked
up in the registry at request time (so a registered pipeline needs no URL of its own)."""

from __future__ import annotations

import logging
from typing import Any

from django.core.exceptions import RequestDataTooBig
from django.http import Http404, HttpRequest, HttpResponse
from django.urls import path

from memoryflow.services import runs
from memoryflow.workflows import registry
from memoryflow.workflows.serve import NON_RETRYABLE_STATUS, non_retryable, view_for
from memoryflow.workflows.signatures import verify_signature
from memoryflow.workflows.triggers import PREFIX, workflow_path, workflow_url

logger = logging.getLogger("memoryflow.workflows.serve")


def workflow_endpoint(request: HttpRequest, pipeline: str, layer: str) -> HttpResponse:
    definition = registry.definition(pipeline, layer)
    if definition is None:
        return _no_such_workflow(request, pipeline, layer)
    response: HttpResponse = view_for(definition)(request)
    return response


def _no_such_workflow(request: HttpRequest, pipeline: str, layer: str) -> HttpResponse:
    """404, unless QStash signed the request: then a run of a workflow no longer registered
    (removed by a deploy while the run was in flight), which no retry can serve and no
    failure function can close. Its record is closed here, and QStash told to stop."""
    name = f"{pipeline}/{layer}"
    signature = request.headers.get("Upstash-Signature")
    if request.method != "POST" or not signature:
        raise Http404(f"no workflow {name}")
    try:
        body = request.body.decode("utf-8")
    except (UnicodeDecodeError, RequestDataTooBig):
        raise Http404(f"no workflow {name}") from None
    if verify_signature(signature, body, workflow_url(workflow_path(pipeline, layer))):
        raise Http404(f"no workflow {name}")
    message = f"no workflow {name} is registered: the run cannot go on"
    run_id = request.headers.get("Upstash-Workflow-RunId")
    if run_id:
        runs.record_failure(run_id=run_id, status=NON_RETRYABLE_STATUS, message=message)
    logger.warning("[memory:serve] run %s: %s", run_id or "(none)", message)
    return non_retryable("NoSuchWorkflow", message)


def _csrf_exempt(view: Any) -> Any:
    # QStash is the only caller; the signature, not a CSRF token, authenticates it.
    view.csrf_exempt = True
    return view


urlpatterns = [
    path(
        f"{PREFIX.lstrip('/')}/<slug:pipeline>/<slug:layer>",
        _csrf_exempt(workflow_endpoint),
        name="workflow",
    )
]
