"""The Operations page's dead letters: this app's messages QStash gave up on, and a
re-drive button (permission-checked and audited like every other state change)."""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.template.response import TemplateResponse
from django.urls import reverse
from django.views.decorators.http import require_POST

from memoryflow.adminui.common import TRIGGER, VIEW_RUNS, actor, fail_fast, from_ms, require
from memoryflow.operations import dlq
from memoryflow.qstash.errors import QStashUnavailable

#: More ids than this in one form post is not an operator clicking boxes.
MAX_IDS = 1000


def dead_letters_view(request: HttpRequest, context: dict[str, Any]) -> HttpResponse:
    require(request, VIEW_RUNS)
    letters: list[dlq.DeadLetter] = []
    error: str | None = None
    try:
        letters = dlq.list_dead_letters()
    except QStashUnavailable as failure:  # QStash down must not take the page down
        error = str(failure)
    rows = [(letter, from_ms(letter.created_at)) for letter in letters]
    return TemplateResponse(
        request,
        "admin/memoryflow/operations/dlq.html",
        {**context, "title": "Dead letters", "rows": rows, "error": error},
    )


@require_POST
@fail_fast
def redrive_view(request: HttpRequest) -> HttpResponse:
    require(request, TRIGGER)
    back = HttpResponseRedirect(reverse("admin:memoryflow_operations_dlq"))
    everything = request.POST.get("all") == "yes"
    ids = [i for i in request.POST.getlist("dlq_id") if i]
    if not everything and not ids:
        messages.warning(request, "Select dead letters to re-drive, or re-drive all.")
        return back
    if len(ids) > MAX_IDS:
        messages.error(request, f"At most {MAX_IDS} dead letters at once.")
        return back
    try:
        report = dlq.redrive(actor=actor(request), dlq_ids=None if everything else ids)
    except QStashUnavailable as error:
        messages.error(request, str(error))
        return back
    if report.redriven:
        messages.success(request, f"{len(report.redriven)} dead letter(s) re-driven.")
    if report.unknown:
        messages.warning(request, f"No longer in the DLQ: {', '.join(report.unknown)}.")
    if report.foreign:
        messages.error(request, f"Not this app's messages: {', '.join(report.foreign)}.")
    for dlq_id, reason in report.failed.items():
        messages.error(request, f"Re-drive of {dlq_id} failed: {reason}")
    if not (report.redriven or report.unknown or report.foreign or report.failed):
        messages.info(request, "Nothing to re-drive.")
    return back
