"""Log prefixes and OpenTelemetry spans of the workflow layers (docs/architecture.md#observability).

Spans are `workflow:memory-user-memory:<pipeline>:<layer>` with `workflow.*` attributes;
without an OpenTelemetry SDK and exporter configured the API is a no-op.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from opentelemetry import trace
from opentelemetry.trace import Span, Status, StatusCode

from memoryflow.qstash.sdk import WorkflowAbort

tracer = trace.get_tracer("memoryflow.workflows")


def layer_logger(pipeline: str, layer: str) -> logging.LoggerAdapter[logging.Logger]:
    """A logger whose lines start with `[memory:<pipeline>:<layer>]`."""
    prefix = f"[memory:{pipeline}:{layer}]"

    class Prefixed(logging.LoggerAdapter[logging.Logger]):
        def process(self, msg: Any, kwargs: Any) -> tuple[Any, Any]:
            return f"{prefix} {msg}", kwargs

    return Prefixed(logging.getLogger(f"memoryflow.workflows.{pipeline}"), {})


def workflow_attributes(context: Any) -> dict[str, Any]:
    """The attributes every span of a run carries: its id and its endpoint."""
    return {
        "workflow.run_id": context.workflow_run_id,
        "workflow.url": context.url,
    }


@contextmanager
def layer_span(pipeline: str, layer: str, context: Any, **attributes: Any) -> Iterator[Span]:
    name = f"workflow:memory-user-memory:{pipeline}:{layer}"
    with tracer.start_as_current_span(
        name, record_exception=False, set_status_on_exception=False
    ) as span:
        span.set_attributes(
            {
                **workflow_attributes(context),
                "workflow.name": f"memory-user-memory:{pipeline}:{layer}",
                **{
                    f"workflow.memory_user_memory.{key}": _otel_value(value)
                    for key, value in attributes.items()
                },
            }
        )
        try:
            yield span
        except Exception as error:
            # WorkflowAbort is the SDK's "step done, answer now" signal, not a failure.
            if not isinstance(error, WorkflowAbort):
                span.record_exception(error)
                span.set_status(Status(StatusCode.ERROR, str(error)))
            raise
        else:
            span.set_status(Status(StatusCode.OK))


def _otel_value(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return ",".join(str(item) for item in value)
    if value is None:
        return ""
    return value
