"""Service errors as HTTP answers: user error is a 4xx with details, never a 500."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponseBase
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from memoryflow.errors import InvalidPayloadError
from memoryflow.operations.tasks import NotCancellable, NotRetryable
from memoryflow.operations.users import UnknownUsers
from memoryflow.qstash.client import fail_fast
from memoryflow.qstash.errors import QStashUnavailable
from memoryflow.qstash.logs import RunNotFound
from memoryflow.services.tasks import InvalidTaskRequest, TaskNotFound


def as_response(error: Exception) -> Response | None:
    if isinstance(error, UnknownUsers):
        return Response(
            {"userIds": [f"no such user: {u}" for u in error.user_ids]},
            status=status.HTTP_400_BAD_REQUEST,
        )
    if isinstance(error, InvalidTaskRequest | NotRetryable | NotCancellable | InvalidPayloadError):
        return Response({"detail": str(error)}, status=status.HTTP_400_BAD_REQUEST)
    if isinstance(error, TaskNotFound | RunNotFound):
        return Response({"detail": str(error)}, status=status.HTTP_404_NOT_FOUND)
    if isinstance(error, QStashUnavailable):
        return Response({"detail": str(error)}, status=status.HTTP_503_SERVICE_UNAVAILABLE)
    return None


class ServiceErrorsMixin(APIView):
    """Service errors as 4xx/503 answers; QStash calls fail fast (a client is waiting)."""

    def dispatch(self, request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponseBase:
        with fail_fast():
            return super().dispatch(request, *args, **kwargs)

    def handle_exception(self, exc: Exception) -> Response:
        response = as_response(exc)
        if response is not None:
            return response
        return super().handle_exception(exc)
