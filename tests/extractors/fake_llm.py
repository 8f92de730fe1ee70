"""A local HTTP server speaking the chat-completions protocol on a real socket, with
scripted answers: each request pops the next scripted response."""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Reply:
    status: int = 200
    body: str = ""
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0


def completion(content: Any) -> Reply:
    """A 200 whose message content is `content` (JSON-encoded unless already a string)."""
    text = content if isinstance(content, str) else json.dumps(content)
    body = {
        "id": "cmpl-1",
        "object": "chat.completion",
        "choices": [
            {"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": text}}
        ],
    }
    return Reply(body=json.dumps(body), headers={"Content-Type": "application/json"})


class FakeLLM(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.script: list[Reply] = []
        self.requests: list[dict[str, Any]] = []
        self.lock = threading.Lock()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/v1"

    def then(self, *replies: Reply) -> FakeLLM:
        self.script.extend(replies)
        return self

    def next_reply(self, request: dict[str, Any]) -> Reply:
        with self.lock:
            self.requests.append(request)
            return self.script.pop(0) if self.script else Reply(500, "script exhausted")


class _Handler(BaseHTTPRequestHandler):
    server: FakeLLM

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_POST(self) -> None:
        raw = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        reply = self.server.next_reply(
            {
                "path": self.path,
                "headers": dict(self.headers.items()),
                "json": json.loads(raw or b"null"),
                "at": time.monotonic(),
            }
        )
        if reply.delay:
            time.sleep(reply.delay)
        try:
            self.send_response(reply.status)
            for name, value in reply.headers.items():
                self.send_header(name, value)
            data = reply.body.encode()
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client timed out and left; that is the point of the test
