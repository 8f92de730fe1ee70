"""The ops API, for automation: trigger the hourly job and users' extraction or persona,
list, read and cancel workflow runs and extraction tasks. Token (or session) auth; staff
holding the permission of each operation."""

from __future__ import annotations

import re
import uuid
from typing import Any

from django.urls import reverse
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import status
from rest_framework.exceptions import NotFound
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.serializers import Serializer
from rest_framework.views import APIView

from memoryflow.api.errors import ServiceErrorsMixin
from memoryflow.api.parsers import query_params
from memoryflow.api.permissions import StaffWith
from memoryflow.api.serializers import (
    DryRunInput,
    ExtractionReportOutput,
    HourlyInput,
    HourlyOutcomeOutput,
    MessageIdOutput,
    PersonaDryRunOutput,
    ReasonInput,
    RunDetailOutput,
    RunOutput,
    RunsQuery,
    TaskOutput,
    TasksQuery,
    UsersExtractionInput,
    UsersInput,
)
from memoryflow.models import AuditChannel, TaskStatus, WorkflowRun
from memoryflow.operations import run_logs
from memoryflow.operations.audit import Actor
from memoryflow.operations.extraction import extract_for_users
from memoryflow.operations.hourly import hourly_outcome, trigger_hourly
from memoryflow.operations.persona import check_persona_request, rewrite_persona
from memoryflow.operations.runs import cancel_run
from memoryflow.operations.tasks import cancel_task, check_retryable, retry_task
from memoryflow.qstash import logs
from memoryflow.qstash.errors import TRANSPORT_ERRORS, QStashUnavailable
from memoryflow.selectors.runs import local_run, local_runs_by_run_id
from memoryflow.selectors.tasks import tasks_newest_first
from memoryflow.services import tasks
from memoryflow.workflows import registry

TRIGGER = "memoryflow.trigger_pipeline"
CANCEL = "memoryflow.cancel_run"
VIEW_RUNS = "memoryflow.view_workflowrun"
VIEW_TASKS = "memoryflow.view_asynctask"
# Matched whole (`fullmatch`): `$` would also take a trailing newline into a QStash URL.
RUN_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
MESSAGE_ID = re.compile(r"[A-Za-z0-9_.:-]{1,128}")


class OpsView(ServiceErrorsMixin, APIView):
    permission_classes = [StaffWith]
    required_perms: dict[str, str] = {}

    def actor(self, request: Request) -> Actor:
        return Actor.of(request.user, AuditChannel.API)


def _valid(serializer_class: type[Serializer[Any]], data: Any) -> dict[str, Any]:
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    validated: dict[str, Any] = serializer.validated_data
    return validated


def _query(serializer_class: type[Serializer[Any]], request: Request) -> dict[str, Any]:
    """Query parameters through a serializer (`query_params`: each at most once)."""
    return _valid(serializer_class, query_params(request))


class HourlyView(OpsView):
    required_perms = {"POST": TRIGGER}

    @extend_schema(
        request=HourlyInput,
        responses={202: MessageIdOutput},
        summary="Trigger cron/hourly now (dryRun: count only)",
    )
    def post(self, request: Request) -> Response:
        data = _valid(HourlyInput, request.data)
        message_id = trigger_hourly(actor=self.actor(request), dry_run=data["dryRun"])
        status_url = reverse("api:ops-hourly-status", args=[message_id])
        return Response(
            {
                # The run id of the hourly job's root run; also under its former name.
                "runId": message_id,
                "messageId": message_id,
                "statusUrl": request.build_absolute_uri(status_url),
            },
            status=status.HTTP_202_ACCEPTED,
        )


class HourlyStatusView(OpsView):
    required_perms = {"GET": VIEW_RUNS}

    @extend_schema(
        responses={200: HourlyOutcomeOutput},
        summary="What an hourly trigger led to: users each pipeline (would) process",
    )
    def get(self, request: Request, message_id: str) -> Response:
        if not MESSAGE_ID.fullmatch(message_id):
            raise NotFound("not a message id")
        return Response(hourly_outcome(message_id).as_dict())


class ExtractionsView(OpsView):
    required_perms = {"POST": TRIGGER}

    @extend_schema(
        request=UsersExtractionInput,
        responses={
            202: ExtractionReportOutput,
            200: ExtractionReportOutput,
            503: ExtractionReportOutput,
        },
        summary="Extract memories now for users (one task per user; dryRun: counts only)",
        description="503 with the report when a task could not be triggered (QStash down).",
    )
    def post(self, request: Request) -> Response:
        data = _valid(UsersExtractionInput, request.data)
        report = extract_for_users(
            actor=self.actor(request),
            user_ids=data["userIds"],
            force=data["force"],
            from_date=data.get("fromDate"),
            to_date=data.get("toDate"),
            topic_ids=data["topicIds"],
            dry_run=data["dryRun"],
        )
        rows = report.started + report.already_running + report.nothing_to_do + report.failed
        body = {**report.as_dict(), "tasks": TaskOutput(rows, many=True).data}
        if report.failed:  # QStash refused or was unreachable: those tasks ended as errors
            return Response(body, status=status.HTTP_503_SERVICE_UNAVAILABLE)
        code = status.HTTP_200_OK if report.dry_run else status.HTTP_202_ACCEPTED
        return Response(body, status=code)


class PersonasView(OpsView):
    required_perms = {"POST": TRIGGER}

    @extend_schema(
        request=UsersInput,
        responses={202: MessageIdOutput, 200: PersonaDryRunOutput},
        summary="Rewrite the persona of users now (dryRun: check the users only)",
    )
    def post(self, request: Request) -> Response:
        data = _valid(UsersInput, request.data)
        if data["dryRun"]:
            user_ids = check_persona_request(actor=self.actor(request), user_ids=data["userIds"])
            return Response({"dryRun": True, "userIds": user_ids, "users": len(user_ids)})
        message_id = rewrite_persona(actor=self.actor(request), user_ids=data["userIds"])
        return Response({"messageId": message_id}, status=status.HTTP_202_ACCEPTED)


def _run(described: dict[str, Any], local: WorkflowRun | None) -> dict[str, Any]:
    return {
        **described,
        "userId": local.user_id if local else None,
        "asyncTaskId": local.async_task_id if local else None,
        "parentRunId": local.parent_run_id if local else "",
        "dryRun": local.dry_run if local else None,
    }


class RunsView(OpsView):
    required_perms = {"GET": VIEW_RUNS}

    @extend_schema(
        parameters=[
            OpenApiParameter("state", str, enum=list(logs.RUN_STATES)),
            OpenApiParameter("pipeline", str, enum=list(registry.names())),
            OpenApiParameter("limit", int, description="1..500, default 50"),
        ],
        responses={200: RunOutput(many=True)},
        summary="Recent workflow runs from the QStash logs, newest first",
    )
    def get(self, request: Request) -> Response:
        query = _query(RunsQuery, request)
        state, pipeline, limit = query.get("state"), query.get("pipeline"), query["limit"]
        try:
            runs = run_logs.our_runs(state=state, pipeline=pipeline, limit=limit)
        except TRANSPORT_ERRORS as error:
            raise QStashUnavailable(f"could not read QStash: {error}") from error
        local = local_runs_by_run_id(run_ids=[run["runId"] for run in runs])
        return Response([_run(run, local.get(run["runId"])) for run in runs])


class RunView(OpsView):
    required_perms = {"GET": VIEW_RUNS}

    @extend_schema(responses={200: RunDetailOutput}, summary="One run with its step timeline")
    def get(self, request: Request, run_id: str) -> Response:
        if not RUN_ID.fullmatch(run_id):
            raise NotFound("not a run id")
        try:
            raw = run_logs.our_run(run_id)
        except logs.RunNotFound:
            raise
        except TRANSPORT_ERRORS as error:
            raise QStashUnavailable(f"could not read QStash: {error}") from error
        local = local_run(run_id=run_id)
        return Response({**_run(run_logs.describe(raw), local), "timeline": run_logs.timeline(raw)})


class RunCancelView(OpsView):
    required_perms = {"POST": CANCEL}

    @extend_schema(request=ReasonInput, responses={200: None}, summary="Cancel a running run")
    def post(self, request: Request, run_id: str) -> Response:
        if not RUN_ID.fullmatch(run_id):
            raise NotFound("not a run id")
        data = _valid(ReasonInput, request.data)
        cancel_run(actor=self.actor(request), run_id=run_id, reason=data["reason"])
        return Response({"runId": run_id, "canceled": True})


class TasksView(OpsView):
    required_perms = {"GET": VIEW_TASKS}

    @extend_schema(
        parameters=[
            OpenApiParameter("status", str, enum=list(TaskStatus.values)),
            OpenApiParameter("userId", int),
            OpenApiParameter("limit", int, description="1..500, default 50"),
        ],
        responses={200: TaskOutput(many=True)},
        summary="Extraction tasks, newest first",
    )
    def get(self, request: Request) -> Response:
        query = _query(TasksQuery, request)
        rows = tasks_newest_first(
            status=query.get("status"), user_id=query.get("userId"), limit=query["limit"]
        )
        return Response(TaskOutput(rows, many=True).data)


def _task_id(value: str) -> uuid.UUID:
    try:
        return uuid.UUID(value)
    except ValueError:
        raise NotFound("no such task") from None


class TaskView(OpsView):
    required_perms = {"GET": VIEW_TASKS}

    @extend_schema(responses={200: TaskOutput}, summary="One extraction task")
    def get(self, request: Request, task_id: str) -> Response:
        return Response(TaskOutput(tasks.get_task(_task_id(task_id))).data)


class TaskCancelView(OpsView):
    required_perms = {"POST": CANCEL}

    @extend_schema(request=ReasonInput, responses={200: TaskOutput}, summary="Cancel a task")
    def post(self, request: Request, task_id: str) -> Response:
        data = _valid(ReasonInput, request.data)
        task = cancel_task(
            actor=self.actor(request), task_id=_task_id(task_id), reason=data["reason"]
        )
        return Response(TaskOutput(task).data)


class TaskRetryView(OpsView):
    required_perms = {"POST": TRIGGER}

    @extend_schema(
        request=DryRunInput,
        responses={202: TaskOutput, 200: TaskOutput, 503: TaskOutput},
        summary="Retry a failed task (dryRun: 200 with the task if it can be retried)",
        description="503 with the new task, ended as trigger_failed, when QStash is down.",
    )
    def post(self, request: Request, task_id: str) -> Response:
        data = _valid(DryRunInput, request.data)
        if data["dryRun"]:
            task = check_retryable(task_id=_task_id(task_id))
            return Response(TaskOutput(task).data)
        task = retry_task(actor=self.actor(request), task_id=_task_id(task_id))
        if task.status == TaskStatus.ERROR:  # its run could not be published (trigger_failed)
            return Response(TaskOutput(task).data, status=status.HTTP_503_SERVICE_UNAVAILABLE)
        return Response(TaskOutput(task).data, status=status.HTTP_202_ACCEPTED)
