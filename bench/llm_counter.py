#!/usr/bin/env python
"""A local chat-completions server that answers any structured-output request and counts
the calls, for the cost benchmark (`bench/hourly_cost.py`).

    .venv/bin/python bench/llm_counter.py [--port 0]

It prints `port <n>` on its first line, then serves until stopped:

* `POST …/chat/completions` with `response_format.json_schema` (what
  `memoryflow/extractors/llm_client.py` sends) answers a JSON instance of that schema,
  built from the schema itself, so it fits any extractor or composer schema without
  knowing its name. Strings (at most 60 characters) quote the last user line of the prompt's transcript, so
  memories differ per topic; every array gets one element (the first enum value for a
  gatekeeper's layer list); nullable values are null; source message ids cite the last
  user message. `persona_markdown` carries a call number, so an LLM composer that is
  called again writes a different persona: every recompose is visible as a new version.
* `GET /stats` returns `{"calls": n, "bySchema": {name: n}}`.
"""

from __future__ import annotations

import argparse
import itertools
import json
import re
import sys
import threading
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

# A transcript line: "[<message id>] <iso time> user: <text>".
_USER_LINE = re.compile(r"^\[([^\]]+)\] \S+ user: (.+)$", re.MULTILINE)


class _Prompt:
    """What an answer quotes from the request: the last user line and its message id."""

    def __init__(self, messages: list[dict[str, Any]], call: int) -> None:
        text = "\n".join(str(m.get("content", "")) for m in messages)
        found: list[tuple[str, str]] = _USER_LINE.findall(text)
        self.message_id, self.line = found[-1] if found else ("", "nothing said")
        self.call = call


def instance(schema: dict[str, Any], prompt: _Prompt, name: str = "") -> Any:
    """A value valid against `schema` (the strict structured-output subset)."""
    if "anyOf" in schema:
        options = [s for s in schema["anyOf"] if s.get("type") != "null"]
        return instance(options[0] if options else schema["anyOf"][0], prompt, name)
    if "enum" in schema:
        return next(value for value in schema["enum"] if value is not None)
    kind = schema.get("type")
    if isinstance(kind, list):
        if "null" in kind:
            return None
        kind = kind[0]
    if kind == "object":
        return {
            key: instance(sub, prompt, key) for key, sub in schema.get("properties", {}).items()
        }
    if kind == "array":
        item_name = name.removesuffix("s")
        return [instance(schema.get("items", {}), prompt, item_name)]
    if kind in ("number", "integer"):
        low, high = schema.get("minimum", 0), schema.get("maximum", 1)
        return (low + high) / 2 if kind == "number" else int(low)
    if kind == "boolean":
        return True
    if name == "source_message_id":
        return prompt.message_id
    if name == "persona_markdown":
        return f"You said: {prompt.line}\n\n(composition {prompt.call})"
    # Short: labels (category, type, tags) are capped at 64 characters by the validation.
    return f"{name.replace('_', ' ')}: {prompt.line}"[:60].strip()


class CountingLLM(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, port: int) -> None:
        super().__init__(("127.0.0.1", port), _Handler)
        self.lock = threading.Lock()
        self.by_schema: Counter[str] = Counter()
        self.numbers = itertools.count(1)

    def answer(self, request: dict[str, Any]) -> dict[str, Any]:
        spec = request["response_format"]["json_schema"]
        with self.lock:
            self.by_schema[spec.get("name", "")] += 1
            call = next(self.numbers)
        content = instance(spec["schema"], _Prompt(request.get("messages", []), call))
        return {
            "id": f"cmpl-{call}",
            "object": "chat.completion",
            "model": request.get("model") or "counting-llm",
            "choices": [
                {
                    "index": 0,
                    "finish_reason": "stop",
                    "message": {"role": "assistant", "content": json.dumps(content)},
                }
            ],
        }

    def stats(self) -> dict[str, Any]:
        with self.lock:
            return {"calls": sum(self.by_schema.values()), "bySchema": dict(self.by_schema)}


class _Handler(BaseHTTPRequestHandler):
    server: CountingLLM
    protocol_version = "HTTP/1.1"
    # Headers and body go out as two writes: without this, Nagle's algorithm and the
    # client's delayed ACK add ~40 ms to every answer.
    disable_nagle_algorithm = True

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def _send(self, status: int, body: Any) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        if self.path.rstrip("/") == "/stats":
            self._send(200, self.server.stats())
        else:
            self._send(404, {"error": "not found"})

    def do_POST(self) -> None:
        raw = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        if not self.path.endswith("/chat/completions"):
            self._send(404, {"error": "not found"})
            return
        try:
            request = json.loads(raw)
            self._send(200, self.server.answer(request))
        except (ValueError, KeyError, TypeError, StopIteration) as error:
            # A request this server cannot answer is the benchmark's bug: say what it was.
            self._send(400, {"error": f"counting LLM cannot answer: {error!r}"})


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()
    server = CountingLLM(args.port)
    print(f"port {server.server_address[1]}", flush=True)
    server.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
