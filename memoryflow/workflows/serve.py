"""The serve adapter: DRF views that host a workflow on `upstash_workflow.serve`.

Per request it (1) verifies `Upstash-Signature` against the endpoint's canonical URL with
the current and next keys, (2) claims a first invocation by its QStash message id so a
trigger delivered twice starts one run, (3) hands body, headers and canonical URL to the
SDK, and (4) turns a `PermanentError` raised by the workflow into QStash's non-retryable
answer (489 + `Upstash-NonRetryable-Error: true`), where the SDK alone would answer 500
and be retried forever.
"""

from __future__ import annotations

import contextvars
import json
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from rest_framework.permissions import AllowAny
from rest_framework.views import APIView
from upstash_workflow import WorkflowContext, serve
from upstash_workflow.serve.authorization import _DisabledWorkflowContext
from upstash_workflow.workflow_types import _SyncRequest

from memoryflow.errors import InvalidPayloadError, PermanentError
from memoryflow.payload import parse_workflow_body
from memoryflow.services import runs
from memoryflow.validation import parse_db_id
from memoryflow.workflows.signatures import verify_signature
from memoryflow.workflows.ssl_context import share_default_ssl_context
from memoryflow.workflows.triggers import qstash_client, workflow_url

logger = logging.getLogger("memoryflow.workflows.serve")

share_default_ssl_context()

SDK_VERSION_HEADER = "Upstash-Workflow-Sdk-Version"
PARENT_RUN_HEADER = "Memoryflow-Parent-Run-Id"
NON_RETRYABLE_STATUS = 489

# The PermanentError a route raised during the current request, if any.
_permanent_error: contextvars.ContextVar[PermanentError | None] = contextvars.ContextVar(
    "memoryflow_permanent_error", default=None
)

Route = Callable[[WorkflowContext[Any]], None]
FailureFunction = Callable[[WorkflowContext[Any], int, str, dict[str, str]], Any]


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


def _remember_permanent_errors(route: Route) -> Route:
    def wrapped(context: WorkflowContext[Any]) -> None:
        try:
            route(context)
        except PermanentError as error:
            if isinstance(context, _DisabledWorkflowContext):
                # The SDK's authentication pass over a trigger, before any step: reaching a
                # step ends the pass and lets the run start, so bad input fails *as a run*
                # (its error in the run logs, the failure function called) rather than as
                # a trigger that never became one.
                context.run("memory:rejected", lambda: None)
            _permanent_error.set(error)
            raise

    return wrapped


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
        rejected = verify_signature(
            django_request.headers.get("Upstash-Signature"), body, self.canonical_url
        )
        if rejected is not None:
            return rejected

        # Case-insensitive: the SDK looks headers up by their canonical spelling.
        headers = django_request.headers
        claim = None
        if _is_trigger(django_request):
            claim = self._claim(django_request, body)
            if claim.state == "started":
                return _sdk_json({"workflowRunId": claim.run.run_id, "deduplicated": True})
            if claim.state == "in_flight":
                response: HttpResponse = _error(
                    409, "this trigger is being started by another delivery; retry later"
                )
                response["Retry-After"] = "5"
                return response

        response = self._handle(headers, body)
        if claim is not None:
            run_id = _run_id(response)
            if response.status_code == 200 and run_id:
                runs.confirm_started(claim=claim.run, run_id=run_id)
            else:
                runs.release_claim(claim=claim.run)
        return response

    def _claim(self, request: HttpRequest, body: str) -> runs.Claim:
        payload = parse_initial_payload(body)
        fields = payload if isinstance(payload, dict) else {}
        user_ids = fields.get("userIds") or []
        user_id = fields.get("userId") or (
            user_ids[0] if isinstance(user_ids, list) and len(user_ids) == 1 else None
        )
        return runs.claim_trigger(
            trigger_message_id=request.headers["Upstash-Message-Id"],
            pipeline=self.definition.pipeline,
            layer=self.definition.layer,
            parent_run_id=request.headers.get(PARENT_RUN_HEADER, ""),
            user_id=_int_or_none(user_id),
            async_task_id=_uuid_or_none(fields.get("asyncTaskId")),
            dry_run=fields.get("dryRun") is True,
        )

    def _handle(self, headers: Mapping[str, str], body: str) -> HttpResponse:
        token = _permanent_error.set(None)
        try:
            answer = _sdk_handler(self.definition)(
                _SyncRequest(
                    body=body,
                    headers=headers,
                    method="POST",
                    url=self.canonical_url,
                )
            )
            failure = _permanent_error.get()
        finally:
            _permanent_error.reset(token)
        if answer.status >= 500 and failure is not None:
            logger.warning(
                "[memory:%s:%s] non-retryable: %s",
                self.definition.pipeline,
                self.definition.layer,
                failure,
            )
            response: HttpResponse = JsonResponse(
                {"error": type(failure).__name__, "message": str(failure)},
                status=NON_RETRYABLE_STATUS,
            )
            response["Upstash-NonRetryable-Error"] = "true"
            return response
        response = HttpResponse(answer.body, status=answer.status)
        for name, value in (answer.headers or {}).items():
            response[name] = value
        return response


_handlers: dict[tuple[str, str, str], Callable[[_SyncRequest], Any]] = {}


def _sdk_handler(definition: WorkflowDefinition) -> Callable[[_SyncRequest], Any]:
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
            failure_function=definition.failure_function,
        )["handler"]
        _handlers[key] = handler
    return handler


def _is_trigger(request: HttpRequest) -> bool:
    """A delivery that makes the SDK start a new run: no SDK version header (steps carry
    it), not a failure callback (which arrives without it too), and a QStash message id
    to claim it by."""
    headers = request.headers
    return (
        SDK_VERSION_HEADER not in headers
        and headers.get("Upstash-Workflow-Is-Failure") != "true"
        and bool(headers.get("Upstash-Message-Id"))
    )


def _error(status: int, message: str) -> JsonResponse:
    return JsonResponse({"error": message}, status=status)


def _sdk_json(body: dict[str, Any]) -> JsonResponse:
    response = JsonResponse(body)
    response[SDK_VERSION_HEADER] = "1"
    return response


def _run_id(response: HttpResponse) -> str | None:
    try:
        value = json.loads(response.content).get("workflowRunId")
    except (ValueError, AttributeError):
        return None
    return value if isinstance(value, str) and value.startswith("wfr_") else None


def _int_or_none(value: Any) -> int | None:
    # Strict (ASCII digits, BIGINT range): the claim row stores it before the payload is
    # validated, and an out-of-range id there was a 500 instead of the run's clear 489.
    # (Not `value in (…, True, False)`: 1 == True, so user 1 was recorded as no user.)
    try:
        return None if value is None or value == "" else parse_db_id(value, "userId")
    except InvalidPayloadError:
        return None


def _uuid_or_none(value: Any) -> Any:
    import uuid

    try:
        return uuid.UUID(str(value)) if value else None
    except ValueError:
        return None


def view_for(definition: WorkflowDefinition) -> Callable[..., HttpResponse]:
    return WorkflowView.as_view(definition=definition)
