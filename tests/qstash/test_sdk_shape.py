"""The installed SDKs still have the shape memoryflow/qstash/sdk.py relies on.

When one of these fails after an upgrade, the adapter must change with it: this is the
only place that knows those internals.
"""

from __future__ import annotations

import dataclasses
import inspect
import sys
from typing import Any

from qstash import QStash
from upstash_workflow import WorkflowContext

from memoryflow.qstash import sdk


def authorization_module() -> Any:
    return sys.modules["upstash_workflow.serve.authorization"]


def sdk_serve_module() -> Any:
    return sys.modules["upstash_workflow.serve.serve"]


def test_the_private_classes_are_still_there_and_still_what_serve_uses() -> None:
    assert issubclass(sdk.DisabledWorkflowContext, WorkflowContext)
    assert callable(sdk.DisabledWorkflowContext.try_authentication)
    # The SDK's handler is what calls the authentication pass on every delivery.
    assert sdk_serve_module()._DisabledWorkflowContext is sdk.DisabledWorkflowContext
    assert "try_authentication" in inspect.getsource(sdk_serve_module())

    fields = {field.name for field in dataclasses.fields(sdk.SyncRequest)}
    assert {"body", "headers", "method", "url"} <= fields
    request = sdk.SyncRequest(body="{}", headers={}, method="POST", url="http://x/y")
    assert (request.body, request.method, request.url) == ("{}", "POST", "http://x/y")


def test_workflow_abort_is_the_class_the_sdk_raises() -> None:
    assert authorization_module().WorkflowAbort is sdk.WorkflowAbort
    assert issubclass(sdk.WorkflowAbort, Exception)
    assert "step_name" in inspect.signature(sdk.WorkflowAbort).parameters


def test_a_step_the_route_does_not_take_is_refused_as_a_step_mismatch() -> None:
    from upstash_workflow.context.auto_executor import _validate_step
    from upstash_workflow.types import Step

    class Lazy:
        step_name, step_type = "memory:a", "Run"

    def refusal(name: str, step_type: str) -> BaseException:
        step = Step(step_id=1, step_name=name, step_type=step_type, out=None, concurrent=1)
        try:
            _validate_step(Lazy(), step)
        except Exception as error:
            return error
        raise AssertionError("the SDK accepted a step the route does not take")

    assert sdk.is_step_mismatch(refusal("memory:b", "Run"))
    assert sdk.is_step_mismatch(refusal("memory:a", "Call"))
    assert not sdk.is_step_mismatch(ValueError("Incompatible step name"))


def test_the_authentication_pass_still_builds_its_client_by_the_module_name_we_replace() -> None:
    module = authorization_module()
    source = inspect.getsource(sdk.DisabledWorkflowContext.try_authentication)
    assert (
        f'QStash(base_url="{sdk.DISABLED_CLIENT_ARGUMENT}", token="{sdk.DISABLED_CLIENT_ARGUMENT}")'
        in source
    )
    assert module.QStash in (QStash, sdk._qstash_for_authorization)


def test_installed_every_authentication_pass_shares_one_client() -> None:
    sdk.install()
    sdk.install()  # idempotent
    assert sdk.is_installed()
    seen: list[Any] = []

    def route(context: WorkflowContext[Any]) -> None:
        seen.append(context.qstash_client)
        context.run("first", lambda: 1)

    outer = WorkflowContext(
        qstash_client=QStash("token", base_url="http://127.0.0.1:9"),
        workflow_run_id="wfr_shape",
        headers={},
        steps=[],
        url="http://127.0.0.1:9/wf",
        initial_payload=None,
        env={},
        retries=0,
        failure_url=None,
    )
    for _ in range(2):
        assert sdk.DisabledWorkflowContext.try_authentication(route, outer) == "step-found"
    assert len(seen) == 2 and seen[0] is seen[1]
    assert seen[0] is not outer.qstash_client
    # Any other client built through that module name is a real, new one.
    other = authorization_module().QStash("token", base_url="http://127.0.0.1:9")
    assert isinstance(other, QStash) and other is not seen[0]


def test_the_workflow_start_headers_are_the_sdks_own() -> None:
    headers = sdk.workflow_start_headers(
        "true",
        "wfr_x",
        "http://app/wf",
        {"X-Parent": "p"},
        None,
        5,
        workflow_failure_url="http://app/wf",
    ).headers
    assert headers["Upstash-Workflow-Init"] == "true"
    assert headers["Upstash-Workflow-RunId"] == "wfr_x"
    assert headers["Upstash-Workflow-Url"] == "http://app/wf"
    assert headers["Upstash-Forward-Upstash-Workflow-Sdk-Version"] == "1"
    assert headers["Upstash-Failure-Callback"] == "http://app/wf"
    assert headers["Upstash-Forward-X-Parent"] == "p"
