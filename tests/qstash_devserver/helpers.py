"""A real HTTP receiver for the conformance tests: Flask on a threaded werkzeug server.

Each test builds its own app (Flask forbids adding routes once it served a request),
records every request it gets, and can host `upstash_workflow.flask.Serve` routes.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httpx
from flask import Flask, Response, request
from werkzeug.serving import BaseWSGIServer, make_server

from qstash_devserver.config import Config
from qstash_devserver.testing import DevServer

#: The retry schedule the conformance tests run the server with (conftest's `server`).
RETRY_SCHEDULE = "fast"
#: How late a delivery that is due may still reach the receiver: the server's dispatch
#: loop, the HTTP round trip and the receiver's thread, on a busy test machine.
DELIVERY_MARGIN_S = 0.25


def quiet_period(retry_schedule: str, *, retries_done: int = 0, due_in: float = 0.0) -> float:
    """How long to watch before concluding that nothing more arrives.

    A delivery that must not happen would be due within `due_in` seconds (0: at once, such
    as a duplicate's first delivery), or, had its attempt failed, at the server's next retry
    after `retries_done` retries under `retry_schedule`; then it takes the delivery margin
    to arrive."""
    next_retry = Config(retry_schedule=retry_schedule).backoff(retries_done + 1)
    return max(due_in, next_retry) + DELIVERY_MARGIN_S


@dataclass
class Seen:
    path: str
    method: str
    headers: dict[str, str]
    body: bytes
    url: str
    at: float = field(default_factory=time.monotonic)

    def header(self, name: str) -> str | None:
        return next((v for k, v in self.headers.items() if k.lower() == name.lower()), None)


Responder = Callable[[Seen], tuple[int, dict[str, str], bytes] | None]


class Receiver:
    def __init__(self) -> None:
        self.app = Flask(f"receiver-{id(self)}")
        self.seen: list[Seen] = []
        self.responders: dict[str, Responder] = {}
        self._cond = threading.Condition()
        self._server: BaseWSGIServer | None = None
        self.base = ""
        self.everything: list[Seen] = []  # every request, workflow routes included
        self.app.add_url_rule(
            "/r/<path:path>",
            "record",
            self._record,
            methods=["GET", "POST", "PUT", "PATCH", "DELETE"],
        )
        self.app.before_request(self._note)

    def _note(self) -> None:
        self.everything.append(
            Seen(
                request.path, request.method, dict(request.headers), request.get_data(), request.url
            )
        )

    def _record(self, path: str) -> Response:
        seen = Seen(
            "/r/" + path, request.method, dict(request.headers), request.get_data(), request.url
        )
        with self._cond:  # recorded on arrival, so a hanging answer is still seen
            self.seen.append(seen)
            self._cond.notify_all()
        responder = self.responders.get(seen.path)
        answer = responder(seen) if responder else None
        status, headers, body = answer or (200, {}, b"ok")
        return Response(body, status=status, headers=headers)

    def start(self) -> Receiver:
        self._server = make_server("127.0.0.1", 0, self.app, threaded=True)
        self.base = f"http://127.0.0.1:{self._server.server_port}"
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()

    def url(self, path: str) -> str:
        return self.base + path

    def at(self, path: str) -> list[Seen]:
        with self._cond:
            return [s for s in self.seen if s.path == path]

    def wait(self, path: str, count: int = 1, timeout: float = 10.0) -> list[Seen]:
        """The requests to `path` once there are `count` of them; fails after `timeout`."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while len([s for s in self.seen if s.path == path]) < count:
                left = deadline - time.monotonic()
                if left <= 0:
                    got = len([s for s in self.seen if s.path == path])
                    raise AssertionError(f"{path}: {got} requests, wanted {count}")
                self._cond.wait(left)
            return [s for s in self.seen if s.path == path]


def wait_until(check: Callable[[], Any], timeout: float = 10.0, every: float = 0.02) -> Any:
    """Poll `check` until it returns something truthy; fails after `timeout`."""
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"condition not met in {timeout}s: last value {value!r}")
        time.sleep(every)


def start_workflow_run(
    server: DevServer, url: str, run_id: str, headers: dict[str, str]
) -> httpx.Response:
    """Publish the first delivery of workflow run `run_id` to `url`, as the SDKs' trigger
    does, with `headers` besides (labels, flow control, a delay); QStash's answer."""
    return httpx.post(
        f"{server.url}/v2/publish/{url}",
        headers={
            **server.auth(),
            "Upstash-Workflow-Init": "true",
            "Upstash-Workflow-RunId": run_id,
            "Upstash-Workflow-Url": url,
            **headers,
        },
        content=b"{}",
    )
