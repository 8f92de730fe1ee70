"""The workflow endpoints QStash calls: `…/memory-user-memory/<pipeline>/<layer>`, looked
up in the registry at request time (so a registered pipeline needs no URL of its own)."""

from __future__ import annotations

from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.urls import path

from memoryflow.workflows import registry
from memoryflow.workflows.serve import view_for
from memoryflow.workflows.triggers import PREFIX


def workflow_endpoint(request: HttpRequest, pipeline: str, layer: str) -> HttpResponse:
    definition = registry.definition(pipeline, layer)
    if definition is None:
        raise Http404(f"no workflow {pipeline}/{layer}")
    response: HttpResponse = view_for(definition)(request)
    return response


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
