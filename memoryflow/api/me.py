"""The user API: the chat app calls it for a signed-in user. Extraction from my chat topics
(docs/domain.md#user-initiated-extraction), its progress and cancel; my memories and my persona."""

from __future__ import annotations

import uuid
from typing import Any

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import status
from rest_framework.exceptions import NotAuthenticated, NotFound
from rest_framework.pagination import PageNumberPagination
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.models import User
from memoryflow.api.errors import ServiceErrorsMixin
from memoryflow.api.parsers import query_params
from memoryflow.api.serializers import (
    DateRangeInput,
    MemoriesQuery,
    MemoryOutput,
    MyTaskOutput,
    PersonaOutput,
    ReasonInput,
)
from memoryflow.layers import ALL_LAYERS
from memoryflow.models import AsyncTask, AuditChannel
from memoryflow.operations.audit import Actor
from memoryflow.operations.extraction import request_my_extraction
from memoryflow.operations.tasks import cancel_task
from memoryflow.selectors.memories import memories_of_user
from memoryflow.selectors.personas import persona_of_user
from memoryflow.selectors.tasks import recent_tasks_of_user, task_of_user


class MeView(ServiceErrorsMixin, APIView):
    permission_classes = [IsAuthenticated]


def _me(request: Request) -> User:
    """The signed-in user (IsAuthenticated has let no one else through)."""
    if not isinstance(request.user, User):
        raise NotAuthenticated()
    return request.user


def _my_task(request: Request, task_id: str) -> AsyncTask:
    # Someone else's task is "not found", not "forbidden": ids are not to be probed.
    task = task_of_user(user_id=_me(request).id, task_id=_uuid(task_id))
    if task is None:
        raise NotFound("no such task")
    return task


def _shown(request: Request, tasks: Any, *, many: bool = False) -> Any:
    """Tasks as their user reads them (operators unnamed: MyTaskOutput)."""
    return MyTaskOutput(tasks, many=many, context={"me": _me(request).get_username()}).data


def _uuid(value: str) -> uuid.UUID:
    try:
        return uuid.UUID(value)
    except ValueError:
        raise NotFound("no such task") from None


class MyExtractionsView(MeView):
    @extend_schema(
        request=DateRangeInput,
        responses={201: MyTaskOutput, 200: MyTaskOutput},
        summary="Extract memories from my chat topics (optionally within a date range)",
        description=(
            "201 with a new task; 200 with the task already running for you (no second one). "
            "With nothing to extract the new task is already `success`. 400 when fromDate is "
            "after toDate, or when memory is turned off in my settings."
        ),
    )
    def post(self, request: Request) -> Response:
        data = DateRangeInput(data=request.data)
        data.is_valid(raise_exception=True)
        task, created = request_my_extraction(
            user=_me(request),
            from_date=data.validated_data.get("fromDate"),
            to_date=data.validated_data.get("toDate"),
        )
        code = status.HTTP_201_CREATED if created else status.HTTP_200_OK
        return Response(_shown(request, task), status=code)

    @extend_schema(responses={200: MyTaskOutput(many=True)}, summary="My recent extraction tasks")
    def get(self, request: Request) -> Response:
        rows = recent_tasks_of_user(user_id=_me(request).id, limit=20)
        return Response(_shown(request, rows, many=True))


class MyExtractionView(MeView):
    @extend_schema(responses={200: MyTaskOutput}, summary="My task's progress")
    def get(self, request: Request, task_id: str) -> Response:
        return Response(_shown(request, _my_task(request, task_id)))


class MyExtractionCancelView(MeView):
    @extend_schema(request=ReasonInput, responses={200: MyTaskOutput}, summary="Cancel my task")
    def post(self, request: Request, task_id: str) -> Response:
        task = _my_task(request, task_id)
        data = ReasonInput(data=request.data)
        data.is_valid(raise_exception=True)
        task = cancel_task(
            actor=Actor.of(request.user, AuditChannel.API),
            task_id=task.id,
            reason=data.validated_data["reason"],
        )
        return Response(_shown(request, task))


class MemoryPages(PageNumberPagination):
    page_size = 50
    page_size_query_param = "pageSize"
    max_page_size = 200


class MyMemoriesView(MeView):
    @extend_schema(
        parameters=[
            OpenApiParameter("layer", str, enum=list(ALL_LAYERS)),
            OpenApiParameter("q", str, description="words in title or summary"),
            OpenApiParameter("page", int),
            OpenApiParameter("pageSize", int),
        ],
        responses={200: MemoryOutput(many=True)},
        summary="My memories, newest first",
    )
    def get(self, request: Request) -> Response:
        filters = MemoriesQuery(data=query_params(request))
        filters.is_valid(raise_exception=True)
        rows = memories_of_user(
            user_id=_me(request).id,
            layer=filters.validated_data.get("layer"),
            text=filters.validated_data.get("q", ""),
        )
        pages = MemoryPages()
        page = pages.paginate_queryset(rows, request, view=self)
        return pages.get_paginated_response(MemoryOutput(page, many=True).data)


class MyPersonaView(MeView):
    @extend_schema(responses={200: PersonaOutput}, summary="My persona document")
    def get(self, request: Request) -> Response:
        persona = persona_of_user(user_id=_me(request).id)
        if persona is None:
            raise NotFound("no persona yet: it is written after the first extraction")
        return Response(PersonaOutput(persona).data)
