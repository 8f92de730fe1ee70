"""qstash_devserver throughput and workflow latency, against direct HTTP baselines.

    .venv/bin/python bench/devserver_throughput.py [--messages 3000] [--concurrency 32]

1. Deliveries/second to a trivial local endpoint (an aiohttp app in its own process)
   through the server (publish in batches of 100, time until the endpoint counted
   them all), vs the same endpoint hit directly by a plain aiohttp client loop with the
   same concurrency. Goal: through-server >= 50% of direct.
2. A 3-step upstash_workflow run (the SDK's Flask adapter on a threaded werkzeug
   server), end-to-end per run, vs one direct HTTP round trip to the same werkzeug
   server. Goal: per-step time <= 3x one direct round trip.
Everything runs on 127.0.0.1 with ephemeral ports; loops are bounded.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time

import httpx

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from qstash_devserver.testing import running_devserver


# -- the trivial endpoint, run in its own process ---------------------------------------
def serve_endpoint(port_file: str) -> None:
    from aiohttp import web

    count = 0

    async def hit(request: web.Request) -> web.Response:
        nonlocal count
        await request.read()
        count += 1
        return web.Response(text="ok")

    async def get_count(request: web.Request) -> web.Response:
        return web.Response(text=str(count))

    async def main() -> None:
        app = web.Application()
        app.router.add_post("/hit", hit)
        app.router.add_get("/count", get_count)
        runner = web.AppRunner(app, access_log=None)
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        with open(port_file + ".tmp", "w") as fh:
            fh.write(str(port))
        os.replace(port_file + ".tmp", port_file)
        await asyncio.Event().wait()

    asyncio.run(main())


def start_endpoint() -> tuple[subprocess.Popen[bytes], str]:
    port_file = os.path.join(tempfile.mkdtemp(), "port")
    proc = subprocess.Popen([sys.executable, __file__, "--serve-endpoint", port_file])
    deadline = time.monotonic() + 20
    while not os.path.exists(port_file):
        if time.monotonic() > deadline:
            proc.kill()
            raise RuntimeError("endpoint did not start")
        time.sleep(0.02)
    with open(port_file) as fh:
        return proc, f"http://127.0.0.1:{fh.read().strip()}"


# -- 1. throughput ------------------------------------------------------------------------
async def direct_rate(url: str, total: int, concurrency: int) -> float:
    import aiohttp

    left = total

    async def worker(session: aiohttp.ClientSession) -> None:
        nonlocal left
        while left > 0:
            left -= 1
            async with session.post(url, data=b'{"n":1}') as resp:
                await resp.read()

    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as session:
        start = time.perf_counter()
        await asyncio.gather(*(worker(session) for _ in range(concurrency)))
        return total / (time.perf_counter() - start)


def count(base: str) -> int:
    return int(httpx.get(base + "/count").text)


def through_server_rate(base: str, total: int, concurrency: int) -> float:
    with running_devserver(concurrency=concurrency) as dev:
        client = httpx.Client(base_url=dev.url, headers=dev.auth())
        before = count(base)
        start = time.perf_counter()
        for offset in range(0, total, 100):
            batch = [{"destination": base + "/hit", "headers": {"Content-Type": "application/json"},
                      "body": '{"n":1}'} for _ in range(min(100, total - offset))]
            client.post("/v2/batch", json=batch).raise_for_status()
        deadline = time.monotonic() + 120
        while count(base) - before < total:
            if time.monotonic() > deadline:
                raise RuntimeError("deliveries did not finish in 120 s")
            time.sleep(0.005)
        return total / (time.perf_counter() - start)


# -- 2. workflow latency -------------------------------------------------------------------
def workflow_latency(runs: int) -> tuple[float, float, float]:
    from flask import Flask
    from upstash_workflow import WorkflowContext
    from upstash_workflow.flask import Serve
    from werkzeug.serving import make_server

    app = Flask("bench")
    serve = Serve(app)
    finished: dict[str, threading.Event] = {}
    in_endpoint = [0.0]  # seconds spent inside the workflow endpoint (the SDK's own work)
    wsgi = app.wsgi_app

    def timed(environ, start_response):  # type: ignore[no-untyped-def]
        t = time.perf_counter()
        try:
            return wsgi(environ, start_response)
        finally:
            if environ.get("PATH_INFO") == "/wf":
                in_endpoint[0] += time.perf_counter() - t

    app.wsgi_app = timed  # type: ignore[method-assign]

    @app.post("/ping")
    def ping() -> str:
        return "ok"

    with running_devserver() as dev:

        @serve.route("/wf", env=dev.env())
        def flow(context: WorkflowContext[dict]) -> None:
            a = context.run("s1", lambda: context.request_payload["n"] + 1)
            b = context.run("s2", lambda: a + 1)
            context.run("s3", lambda: b + 1)
            finished[context.request_payload["id"]].set()

        server = make_server("127.0.0.1", 0, app, threaded=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_port}"
        with httpx.Client() as direct:
            for _ in range(20):
                direct.post(base + "/ping", content=b"{}")
            rtts = []
            for _ in range(200):
                t = time.perf_counter()
                direct.post(base + "/ping", content=b"{}")
                rtts.append(time.perf_counter() - t)
        client = httpx.Client(base_url=dev.url, headers=dev.auth())
        times, outside = [], []
        for i in range(runs):
            done = finished[str(i)] = threading.Event()
            in_endpoint[0] = 0.0
            t = time.perf_counter()
            client.post(f"/v2/publish/{base}/wf", json={"n": 1, "id": str(i)}).raise_for_status()
            if not done.wait(30):
                raise RuntimeError("workflow run did not finish")
            times.append(time.perf_counter() - t)
            outside.append(times[-1] - in_endpoint[0])
        server.shutdown()
        return statistics.median(times), statistics.median(outside), statistics.median(rtts)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--messages", type=int, default=3000)
    p.add_argument("--concurrency", type=int, default=32)
    p.add_argument("--runs", type=int, default=30)
    p.add_argument("--serve-endpoint")
    args = p.parse_args()
    if args.serve_endpoint:
        serve_endpoint(args.serve_endpoint)
        return
    proc, base = start_endpoint()
    try:
        asyncio.run(direct_rate(base + "/hit", 500, args.concurrency))  # warm-up
        direct = asyncio.run(direct_rate(base + "/hit", args.messages, args.concurrency))
        through = through_server_rate(base, args.messages, args.concurrency)
    finally:
        proc.kill()
    print(f"throughput, {args.messages} messages, concurrency {args.concurrency}:")
    print(f"  direct aiohttp client loop : {direct:8.0f} requests/s")
    print(f"  through qstash_devserver   : {through:8.0f} deliveries/s "
          f"(publish via batch + signed delivery)")
    print(f"  ratio                      : {through / direct:8.1%}  (goal >= 50%)")
    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    per_run, outside, rtt = workflow_latency(args.runs)
    per_step, server_step = per_run / 3, outside / 3
    print(f"3-step workflow, median of {args.runs} sequential runs:")
    print(f"  end-to-end per run         : {per_run * 1000:8.1f} ms "
          "(trigger + init + 3 step deliveries + finish)")
    print(f"  per step                   : {per_step * 1000:8.1f} ms")
    print(f"  direct HTTP round trip     : {rtt * 1000:8.2f} ms (same werkzeug server)")
    print(f"  per step / round trip      : {per_step / rtt:8.1f}x")
    print(f"  per step outside endpoint  : {server_step * 1000:8.1f} ms "
          "(end-to-end minus time inside the SDK's handler)")
    print(f"  that / round trip          : {server_step / rtt:8.1f}x  (goal <= 3x)")


if __name__ == "__main__":
    main()
