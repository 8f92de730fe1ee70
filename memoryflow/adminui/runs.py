"""Workflow runs as QStash reports them (its logs API), joined with the local run index:
a filterable list, one run's step timeline, and cancelling a running run."""

from __future__ import annotations

import json
import re
from typing import Any

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.views.decorators.http import require_POST

from memoryflow.adminui.common import (
    CANCEL,
    STATE_LABELS,
    VIEW_RUNS,
    ReadOnlyAdmin,
    actor,
    fail_fast,
    from_ms,
    require,
)
from memoryflow.models import WorkflowRun
from memoryflow.operations import run_logs
from memoryflow.operations.runs import cancel_run
from memoryflow.operations.tasks import NotCancellable
from memoryflow.qstash import logs
from memoryflow.qstash.errors import TRANSPORT_ERRORS, QStashUnavailable
from memoryflow.selectors.runs import child_runs, local_run, local_run_by_pk, local_runs_by_run_id
from memoryflow.services.tasks import MAX_CANCEL_REASON_CHARS
from memoryflow.workflows import registry

# Matched whole (`fullmatch`): `$` would also take a trailing newline into a QStash URL.
RUN_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
PAGE = 100


class WorkflowRunAdmin(ReadOnlyAdmin):
    """The changelist reads QStash, not the local table: it is what QStash will do next
    (retries, pending steps, failures) that operators need; the local row adds the user,
    the task and the final statistics."""

    def get_urls(self) -> list[Any]:
        wrap = self.admin_site.admin_view
        return [
            path("", wrap(self.changelist_view), name="memoryflow_workflowrun_changelist"),
            path("run/<str:run_id>/", wrap(self.run_view), name="memoryflow_workflowrun_run"),
            path(
                "run/<str:run_id>/cancel/",
                wrap(self.cancel_view),
                name="memoryflow_workflowrun_cancel",
            ),
            # Links to a local row (e.g. from the audit log) land on the run's page.
            path(
                "<int:pk>/change/", wrap(self.local_row_view), name="memoryflow_workflowrun_change"
            ),
        ]

    def _context(self, request: HttpRequest, **extra: Any) -> dict[str, Any]:
        return {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "can_cancel": request.user.has_perm(CANCEL),
            **extra,
        }

    @fail_fast
    def changelist_view(self, request: HttpRequest, extra_context: Any = None) -> HttpResponse:
        require(request, VIEW_RUNS)
        state = request.GET.get("state", "")
        pipeline = request.GET.get("pipeline", "")
        state = state if state in logs.RUN_STATES else ""
        pipeline = pipeline if pipeline in registry.names() else ""
        rows, error = [], None
        try:
            described = run_logs.our_runs(state=state or None, pipeline=pipeline, limit=PAGE)
        except TRANSPORT_ERRORS as exc:  # QStash unreachable: say so, keep the page
            described, error = [], f"Could not read the runs from QStash: {exc}"
        local = local_runs_by_run_id(run_ids=[run["runId"] for run in described])
        for run in described:
            rows.append(_row(run, local.get(run["runId"])))
        context = self._context(
            request,
            title="Workflow runs",
            rows=rows,
            error=error,
            state=state,
            pipeline=pipeline,
            states=[(s, STATE_LABELS[s]) for s in logs.RUN_STATES],
            pipelines=registry.names(),
        )
        return TemplateResponse(request, "admin/memoryflow/workflowrun/list.html", context)

    @fail_fast
    def run_view(self, request: HttpRequest, run_id: str) -> HttpResponse:
        require(request, VIEW_RUNS)
        if not RUN_ID.fullmatch(run_id):
            raise Http404("not a run id")
        local = local_run(run_id=run_id)
        error, run, steps = None, None, []
        try:
            raw = run_logs.our_run(run_id)
            run = _row(run_logs.describe(raw), local)
            steps = run_logs.timeline(raw)
            for step in steps:
                step["at"] = from_ms(step["createdAt"])
                step["outText"] = _pretty(step["out"])
        except logs.RunNotFound:
            if local is None:
                raise Http404(f"QStash knows no run {run_id}") from None
            error = "QStash no longer knows this run (its logs expire); the local record follows."
        except TRANSPORT_ERRORS as exc:
            error = f"Could not read the run from QStash: {exc}"
        children = child_runs(parent_run_id=run_id)
        context = self._context(
            request,
            title=f"Workflow run {run_id}",
            result_text=_pretty(local.result) if local and local.result is not None else None,
            run_id=run_id,
            run=run,
            local=local,
            steps=steps,
            error=error,
            children=children,
        )
        return TemplateResponse(request, "admin/memoryflow/workflowrun/run.html", context)

    def cancel_view(self, request: HttpRequest, run_id: str) -> HttpResponse:
        return require_POST(self._cancel)(request, run_id)

    def _cancel(self, request: HttpRequest, run_id: str) -> HttpResponse:
        require(request, CANCEL)
        if not RUN_ID.fullmatch(run_id):
            raise Http404("not a run id")
        reason = request.POST.get("reason", "").strip()[:MAX_CANCEL_REASON_CHARS]
        try:
            cancel_run(actor=actor(request), run_id=run_id, reason=reason)
        except logs.RunNotFound:
            messages.error(request, f"QStash knows no run {run_id}.")
        except NotCancellable as error:
            messages.warning(request, str(error))
        except QStashUnavailable as error:
            messages.error(request, str(error))
        else:
            messages.success(request, f"Run {run_id} canceled.")
        return HttpResponseRedirect(reverse("admin:memoryflow_workflowrun_run", args=[run_id]))

    def local_row_view(self, request: HttpRequest, pk: int) -> HttpResponse:
        require(request, VIEW_RUNS)
        run = local_run_by_pk(pk=pk)
        if run is None:
            raise Http404("no such run")
        return HttpResponseRedirect(reverse("admin:memoryflow_workflowrun_run", args=[run.run_id]))


def _pretty(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, str):
        return value
    text = json.dumps(value, indent=2, ensure_ascii=False, default=str)
    return text if len(text) <= 4000 else text[:4000] + "\n…"


def _row(run: dict[str, Any], local: WorkflowRun | None) -> dict[str, Any]:
    return {
        **run,
        "stateLabel": STATE_LABELS.get(run["state"] or "", run["state"]),
        "started": from_ms(run["createdAt"]),
        "finished": from_ms(run["completedAt"]),
        "url": reverse("admin:memoryflow_workflowrun_run", args=[run["runId"]]),
        "local": local,
        "userId": local.user_id if local else None,
        "taskId": local.async_task_id if local else None,
        "dryRun": local.dry_run if local else None,
        "parentRunId": local.parent_run_id if local else "",
    }
