"""qstash_devserver: a local server speaking QStash's v2 HTTP API and Upstash Workflow.

The unmodified `qstash` (3.4.x) and `upstash-workflow` (2.0.0) SDKs, pointed at it with
`QSTASH_URL`, behave as against Upstash: publish/enqueue/batch, signed deliveries with
retries, callbacks, DLQ, deduplication, flow control, queues, cron schedules and the
workflow run protocol, as Upstash documents and the SDKs use them.

Run it with `python -m qstash_devserver` (or `qstash-devserver`); `--help` lists the
options, each also read from a `QSTASH_DEVSERVER_*` environment variable. Tests start it
as a subprocess through `qstash_devserver.testing.running_devserver()`.

Design, briefly:
- One asyncio loop does everything, so state needs no locks. aiohttp serves the API and
  delivers to `https://` URLs; deliveries to `http://` URLs go through http1, a small
  keep-alive HTTP/1.1 client on an asyncio protocol (~15 µs of CPU per delivery against
  ~57 µs through aiohttp's ClientSession: the throughput goal's largest single cost).
- SQLite (stdlib) holds every accepted message before the 2xx answer; writes are queued
  and executed at each commit (runs of rows as one statement); deliveries' state changes
  are group-committed every few ms (at-least-once survives a kill -9).
- orjson encodes rows, events and answers (jsonx: the stdlib's json as the fallback).
- croniter parses the schedules' cron expressions (the de-facto cron library; handles
  CRON_TZ via zoneinfo datetimes).
- It imports nothing from Django or memoryflow: any project may use it.

Modules: config (options), options (publish headers), model (messages, API JSON), store
(SQLite), core (accepting, ending), dispatcher (timers, queues, flow control), delivery
(attempts, retries, callbacks, DLQ), http1 (the deliveries' HTTP/1.1 client), signing
(JWT), jsonx (JSON), workflow + workflow_logs (run store), schedules (cron), api/ (HTTP
routes), app (wiring), testing (subprocess helper for tests).
"""

from __future__ import annotations

__version__ = "0.1.0"
