"""The serve adapter: DRF views that host a workflow on `upstash_workflow.serve`.

Per request it (1) verifies `Upstash-Signature` against the endpoint's canonical URL with
the current and next keys, (2) turns a plain delivery (a QStash schedule's, or anyone's
publish to the URL) into a run whose id is derived from the delivery's message id, so
every retry or duplicate of it names the same run, (3) hands the steps of a run to the
SDK, and (4) turns a `PermanentError` raised by the workflow into QStash's non-retryable
answer (489 + `Upstash-NonRetryable-Error: true`), where the SDK alone would answer 500
and be retried until its retries run out.

The SDK never sees a first invocation: memoryflow starts every run itself
(`workflows/triggers.py`), so every delivery the SDK handles belongs to a known run.
Every workflow has a failure function: the run's record is closed as failed, then the
definition's own failure function (if any) runs.
"""

from __future__ import annotations

import contextvars
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.http import HttpRequest, HttpResponse, JsonResponse
from rest_framework.permissions import AllowAny
from rest_framework.views import APIView
from upstash_workflow import WorkflowContext, serve

from memoryflow.errors import PermanentError
from memoryflow.payload import parse_workflow_body
from memoryflow.qstash import sdk
from memoryflow.qstash.client import qstash_client
from memoryflow.services import runs
from memoryflow.workflows import triggers
from memoryflow.workflows.deliveries import (
    failed_answer_as_json,
    why_not_a_failure_callback,
    why_not_a_step_delivery,
)
from memoryflow.workflows.signatures import verify_signature
from memoryflow.workflows.triggers import workflow_url

logger = logging.getLogger("memoryflow.workflows.serve")

sdk.install()

SDK_VERSION_HEADER = "Upstash-Workflow-Sdk-Version"
NON_RETRYABLE_STATUS = 489
MAX_MESSAGE_ID = 128  # workflow_runs.trigger_message_id

# The PermanentError a route raised during the current request, if any.
_permanent_error: contextvars.ContextVar[PermanentError | None] = contextvars.ContextVar(
    "memoryflow_permanent_error", default=None
)

Route = Callable[[WorkflowContext[Any]], None]
FailureFunction = Callable[[WorkflowContext[Any], int, str, dict[str, str]], Any]


def non_retryable(error: str, message: str) -> HttpResponse:
    """The answer that stops QStash retrying: the run fails at once, its failure function
    runs and the message goes to the DLQ with `message` as the reason."""
    response = JsonResponse({"error": error, "message": message}, status=NON_RETRYABLE_STATUS)
    response["Upstash-NonRetryable-Error"] = "true"
    return response


@dataclass(frozen=True)
class WorkflowDefinition:
    path: str
    pipeline: str
    layer: str
    route: Route
    failure_function: FailureFunction | None = None


def parse_initial_payload(raw: str) -> Any:
    """JSON, or the raw text when it is not JSON: the SDK re-serialises what this returns,
    and the route then rejects a non-object payload as a permanent error."""
    return parse_workflow_body(raw)


# Set while the SDK handles a failure callback: before it calls the failure function, the SDK
# runs the route up to its first step and calls the failure function only if one is found.
_in_failure_callback: contextvars.ContextVar[bool] = contextvars.ContextVar(
    "memoryflow_in_failure_callback", default=False
)


def _remember_permanent_errors(route: Route) -> Route:
    def wrapped(context: WorkflowContext[Any]) -> None:
        try:
            route(context)
        except PermanentError as error:
            if _in_failure_callback.get():
                # A run that failed on its own bad input: reaching a step here lets the
                # SDK call the failure function (the run is closed as failed, the topic
                # marked), where the route's error would hide the callback.
                context.run("memory:rejected", lambda: None)
            _permanent_error.set(error)
            raise
        except Exception as error:
            if sdk.is_step_mismatch(error):
                # The run's steps are not this route's (renamed or reordered by a deploy
                # since it started): no retry can replay it.
                _permanent_error.set(StepMismatch(str(error)))
            raise

    return wrapped


class StepMismatch(PermanentError):
    """A delivery whose steps the route cannot replay."""


class UnreadableDelivery(PermanentError):
    """A signed delivery that is not a run's steps or a failure report the SDK can read."""


def _close_failed_run(definition: WorkflowDefinition) -> FailureFunction:
    """The failure function of every workflow: the definition's own first (mark the topic,
    end the task), then the run record closed as failed. In that order, a closed record means
    the failure's effects are written: whoever waits on the run tree (`run_hourly --wait`,
    the tests) sees them. If the definition's function raises, the record is still closed and
    the error goes back to QStash, which retries the callback (each failure function is
    idempotent).

    A run whose last step already recorded its result (`succeeded`) did all its work: only
    the delivery that ends it in QStash failed (the app down while QStash called back with
    the step's result). Its definition's function is not called, so a task that step
    counted done is not failed after the fact, and the record stays `succeeded`."""

    def failed(
        context: WorkflowContext[Any], fail_status: int, fail_response: str, headers: dict[str, str]
    ) -> Any:
        # Written to text and jsonb columns, which PostgreSQL refuses with a NUL in them (a
        # model's refusal quoted in the message can carry one): every delivery of the
        # callback would fail, and the failure never be recorded.
        if isinstance(fail_response, str):
            fail_response = fail_response.replace("\x00", "")
        logger.error(
            "[memory:%s:%s] run %s failed (%s): %s",
            definition.pipeline,
            definition.layer,
            context.workflow_run_id,
            fail_status,
            fail_response,
        )
        if runs.has_succeeded(run_id=context.workflow_run_id):
            return "run-already-succeeded"
        try:
            if definition.failure_function is None:
                return "run-marked-failed"
            return definition.failure_function(context, fail_status, fail_response, headers)
        finally:
            runs.record_failure(
                run_id=context.workflow_run_id, status=fail_status, message=fail_response or ""
            )

    return failed


class WorkflowView(APIView):
    """One workflow endpoint. QStash is the only caller: no session, no CSRF, a signature."""

    authentication_classes: list[Any] = []
    permission_classes = [AllowAny]
    definition: WorkflowDefinition = None  # type: ignore[assignment]  # set by as_view()

    @property
    def canonical_url(self) -> str:
        return workflow_url(self.definition.path)

    def post(self, request: Any) -> HttpResponse:
        django_request: HttpRequest = request._request
        try:
            body = django_request.body.decode("utf-8")
        except UnicodeDecodeError:
            return _error(400, "body is not UTF-8")
        except RequestDataTooBig:
            # Never readable, so never worth a retry: QStash would deliver it again through
            # its whole schedule, each time answered Django's empty 400.
            return self._non_retryable(
                UnreadableDelivery(
                    f"the body is over {settings.DATA_UPLOAD_MAX_MEMORY_SIZE} bytes, "
                    "more than a workflow endpoint reads"
                )
            )
        rejected = verify_signature(
            django_request.headers.get("Upstash-Signature"), body, self.canonical_url
        )
        if rejected is not None:
            return rejected

        if _is_plain_delivery(django_request):
            return self._start_run(django_request, body)
        # Case-insensitive: the SDK looks headers up by their canonical spelling.
        return self._handle(django_request.headers, body)

    def _start_run(self, request: HttpRequest, body: str) -> HttpResponse:
        """A plain delivery becomes a run whose id follows from its message id: a retry or a
        duplicate of the delivery publishes the same run again, which QStash deduplicates."""
        message_id = request.headers.get("Upstash-Message-Id")
        if not message_id or len(message_id) > MAX_MESSAGE_ID:
            return _error(400, "a delivery needs an Upstash-Message-Id (at most 128 characters)")
        run_id = triggers.run_id_for_message(message_id)
        base_url = settings.MEMORYFLOW_BASE_URL
        published = triggers.publish(
            [
                triggers.Trigger(
                    path=self.definition.path,
                    body=parse_initial_payload(body),
                    base_url=base_url,
                    run_id=run_id,
                    trigger_message_id=message_id,
                )
            ]
        )
        if published.deduplicated:  # a retry or a duplicate of a delivery already started
            return _sdk_json({"workflowRunId": run_id, "deduplicated": True})
        return _sdk_json({"workflowRunId": run_id})

    def _handle(self, headers: Mapping[str, str], body: str) -> HttpResponse:
        is_failure = headers.get("Upstash-Workflow-Is-Failure") == "true"
        unreadable = (
            why_not_a_failure_callback(body)
            if is_failure
            else why_not_a_step_delivery(headers, body)
        )
        if unreadable is not None:
            return self._non_retryable(UnreadableDelivery(unreadable))
        if is_failure:
            body = failed_answer_as_json(body)
        token = _permanent_error.set(None)
        failure_token = _in_failure_callback.set(is_failure)
        try:
            answer = _sdk_handler(self.definition)(
                sdk.SyncRequest(
                    body=body,
                    headers=headers,
                    method="POST",
                    url=self.canonical_url,
                )
            )
            failure = _permanent_error.get()
        finally:
            _permanent_error.reset(token)
            _in_failure_callback.reset(failure_token)
        if answer.status >= 500 and failure is not None:
            return self._non_retryable(failure)
        response = HttpResponse(answer.body, status=answer.status)
        for name, value in (answer.headers or {}).items():
            response[name] = value
        return response

    def _non_retryable(self, failure: PermanentError) -> HttpResponse:
        logger.warning(
            "[memory:%s:%s] non-retryable: %s",
            self.definition.pipeline,
            self.definition.layer,
            failure,
        )
        return non_retryable(type(failure).__name__, str(failure))


_handlers: dict[tuple[str, str, str], Callable[[sdk.SyncRequest], Any]] = {}


def _sdk_handler(definition: WorkflowDefinition) -> Callable[[sdk.SyncRequest], Any]:
    """The SDK's handler for a definition, built once per process, endpoint and QStash."""
    key = (workflow_url(definition.path), settings.QSTASH_URL, settings.QSTASH_TOKEN)
    handler = _handlers.get(key)
    if handler is None:
        handler = serve(
            _remember_permanent_errors(definition.route),
            qstash_client=qstash_client(),
            initial_payload_parser=parse_initial_payload,
            url=workflow_url(definition.path),
            # Only what the SDK needs: we verify signatures ourselves, with the subject.
            env={"QSTASH_URL": settings.QSTASH_URL, "QSTASH_TOKEN": settings.QSTASH_TOKEN},
            retries=settings.MEMORYFLOW_WORKFLOW_RETRIES,
            failure_function=_close_failed_run(definition),
        )["handler"]
        _handlers[key] = handler
    return handler


def _is_plain_delivery(request: HttpRequest) -> bool:
    """Not a step of a run (steps carry the SDK version header) and not a failure callback
    (which arrives without it too)."""
    headers = request.headers
    return (
        SDK_VERSION_HEADER not in headers and headers.get("Upstash-Workflow-Is-Failure") != "true"
    )


def _error(status: int, message: str) -> JsonResponse:
    return JsonResponse({"error": message}, status=status)


def _sdk_json(body: dict[str, Any]) -> JsonResponse:
    response = JsonResponse(body)
    response[SDK_VERSION_HEADER] = "1"
    return response


_views: dict[WorkflowDefinition, Callable[..., HttpResponse]] = {}


def view_for(definition: WorkflowDefinition) -> Callable[..., HttpResponse]:
    view = _views.get(definition)
    if view is None:
        view = _views[definition] = WorkflowView.as_view(definition=definition)
    return view
