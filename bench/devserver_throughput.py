"""qstash_devserver throughput and workflow latency, against direct HTTP baselines.

    .venv/bin/python bench/devserver_throughput.py [--messages 10000] [--concurrency 32]
        [--rounds 3] [--runs 30] [--part all|throughput|workflow]

1. Throughput. One trivial receiver (an aiohttp app in its own process, stdlib loop)
   serves both sides:
   - direct: a plain aiohttp client loop (keep-alive pool, `--concurrency` workers) POSTs
     the request a delivery is: the same body and a header set of the same names and
     sizes (User-Agent, Content-Type, a real-size JWT, message id, retried, caller ip);
   - through the server: the bench publishes `--messages` messages via `/v2/batch` (100
     per request, one keep-alive httpx client, as an application would) to a server
     started with `--concurrency` deliveries in flight; the clock runs from the first
     publish to the moment the receiver has counted every delivery. So it measures what
     a QStash user gets: accepted (durably, before each 2xx) -> signed -> delivered, with
     events written, end to end, publishing and delivering at the same time.
   The direct client and the server run on the same kind of event loop (uvloop when
   installed, as the server uses it), and the server delivers with aiohttp too, so the
   HTTP client costs the same on both sides. Rounds alternate direct/server; the ratio is the median of the
   rounds' ratios (each pair runs back to back, so a burst of load elsewhere on a shared
   machine hits both sides of a pair rather than one side of the comparison).
   Goal: through-server >= 50% of direct.
2. Workflow overhead per step. A 3-step upstash_workflow run (the SDK's Flask adapter
   on a threaded werkzeug server; sequential runs). Each step of a workflow is one hop
   through the server: the SDK publishes the next step to the server (`/v2/batch` or
   `/v2/publish`), the server stores it, signs it and delivers it to the workflow URL.
   "Server hop" is measured per message, by message id, from the moment the SDK's HTTP
   client starts that publish request until that message's delivery enters the
   endpoint's WSGI app: the overhead the server adds per step (two HTTP exchanges,
   the durable accept, dispatch, signing). It is compared with one direct HTTP round
   trip (keep-alive httpx POST to the same werkzeug server). Goal: hop <= 3x that.
   The hop's first part, the publish call until the server's durable 2xx, is printed
   too. The hop is measured inside the endpoint's process, so it includes that
   process's own delays: werkzeug starts a thread per new connection, and the new
   delivery's thread waits for the GIL while the previous step's handler finishes.
   End-to-end per run is printed too, with the part spent inside the SDK's handler
   minus its waits on the server (the SDK's own work: WP builds an httpx client, i.e. an
   SSL context, for every request it verifies) -- those overlap with the server's
   work, so the two are not subtracted from each other.
Everything runs on 127.0.0.1 with ephemeral ports; loops are bounded. The load average
and CPU count are printed: the receiver, the server and the bench share the machine.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Coroutine
from typing import Any

import httpx

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from qstash_devserver.__main__ import loop_factory
from qstash_devserver.config import DEFAULT_CURRENT_SIGNING_KEY
from qstash_devserver.model import new_id
from qstash_devserver.signing import sign
from qstash_devserver.testing import running_devserver

BODY = b'{"n":1}'


def run_async(coro: Coroutine[Any, Any, float]) -> float:
    """On the event loop the server itself uses (uvloop when installed)."""
    with asyncio.Runner(loop_factory=loop_factory()) as runner:
        return runner.run(coro)


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
def delivery_shaped_headers(url: str) -> dict[str, str]:
    """What a delivery carries (delivery.py), with a real token: same names and sizes."""
    return {
        "Content-Type": "application/json",
        "User-Agent": "Upstash-QStash",
        "Upstash-Signature": sign(DEFAULT_CURRENT_SIGNING_KEY, url, BODY),
        "Upstash-Message-Id": new_id("msg"),
        "Upstash-Retried": "0",
        "Upstash-Caller-Ip": "127.0.0.1",
    }


async def direct_rate(url: str, total: int, concurrency: int) -> float:
    import aiohttp

    left = total
    headers = delivery_shaped_headers(url)

    async def worker(session: aiohttp.ClientSession) -> None:
        nonlocal left
        while left > 0:
            left -= 1
            async with session.post(url, data=BODY, headers=headers) as resp:
                await resp.read()

    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as session:
        start = time.perf_counter()
        await asyncio.gather(*(worker(session) for _ in range(concurrency)))
        return total / (time.perf_counter() - start)


def through_server_rate(dev_url: str, auth: dict[str, str], base: str, total: int) -> float:
    with httpx.Client(base_url=dev_url, headers=auth) as client, httpx.Client() as counter:

        def count() -> int:
            return int(counter.get(base + "/count").text)

        before = count()
        item = {
            "destination": base + "/hit",
            "headers": {"Content-Type": "application/json"},
            "body": BODY.decode(),
        }
        start = time.perf_counter()
        for offset in range(0, total, 100):
            batch = [item] * min(100, total - offset)
            client.post("/v2/batch", json=batch).raise_for_status()
        deadline = time.monotonic() + 120
        while count() - before < total:
            if time.monotonic() > deadline:
                raise RuntimeError("deliveries did not finish in 120 s")
            time.sleep(0.005)
        return total / (time.perf_counter() - start)


def cpu_seconds(pid: int | None = None) -> float:
    """User + system CPU time of a process (this one when `pid` is None), from /proc."""
    if pid is None:
        t = os.times()
        return t.user + t.system
    with open(f"/proc/{pid}/stat") as fh:
        fields = fh.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Throughput:
    """Rates per round, and CPU microseconds per message of each process involved."""

    def __init__(self) -> None:
        self.directs: list[float] = []
        self.throughs: list[float] = []
        self.cpu: dict[str, list[float]] = {}

    def measure(
        self, label: str, pids: dict[str, int | None], total: int, run: Callable[[], float]
    ) -> float:
        before = {name: cpu_seconds(pid) for name, pid in pids.items()}
        rate = run()
        for name, pid in pids.items():
            self.cpu.setdefault(f"{label} {name}", []).append(
                (cpu_seconds(pid) - before[name]) / total * 1e6
            )
        return rate


def throughput(messages: int, concurrency: int, rounds: int) -> Throughput:
    proc, base = start_endpoint()
    out = Throughput()
    try:
        with running_devserver(concurrency=concurrency) as dev:
            run_async(direct_rate(base + "/hit", 1000, concurrency))  # warm-up both paths
            through_server_rate(dev.url, dev.auth(), base, 500)
            assert dev.process is not None
            direct_pids = {"client (bench)": None, "receiver": proc.pid}
            server_pids = {
                "server": dev.process.pid,
                "publisher (bench)": None,
                "receiver": proc.pid,
            }
            for _ in range(rounds):
                out.directs.append(
                    out.measure(
                        "direct",
                        direct_pids,
                        messages,
                        lambda: run_async(direct_rate(base + "/hit", messages, concurrency)),
                    )
                )
                out.throughs.append(
                    out.measure(
                        "through",
                        server_pids,
                        messages,
                        lambda: through_server_rate(dev.url, dev.auth(), base, messages),
                    )
                )
    finally:
        proc.kill()
    return out


# -- 2. workflow latency -------------------------------------------------------------------
class HttpRecorder:
    """Wraps httpx.Client.send in this process: when each publish to the server started,
    which message ids it answered, and how long each thread waited on the server."""

    def __init__(self, server_url: str) -> None:
        self.server_url = server_url
        self.published: dict[str, float] = {}  # message id -> publish request start
        self.answered: dict[str, float] = {}  # message id -> its publish answer received
        self.waits: dict[int, float] = {}  # thread id -> seconds waiting on the server
        self._orig: Callable[..., httpx.Response] = httpx.Client.send

    def __enter__(self) -> HttpRecorder:
        recorder, orig = self, self._orig

        def send(client: httpx.Client, request: httpx.Request, **kw: Any) -> httpx.Response:
            if not str(request.url).startswith(recorder.server_url):
                return orig(client, request, **kw)
            t = time.perf_counter()
            response = orig(client, request, **kw)
            end = time.perf_counter()
            tid = threading.get_ident()
            recorder.waits[tid] = recorder.waits.get(tid, 0.0) + end - t
            if request.url.path.startswith(("/v2/publish/", "/v2/batch")) and response.is_success:
                answer = json.loads(response.read())
                for a in answer if isinstance(answer, list) else [answer]:
                    recorder.published.setdefault(a["messageId"], t)
                    recorder.answered.setdefault(a["messageId"], end)
            return response

        httpx.Client.send = send  # type: ignore[method-assign, assignment]
        return self

    def __exit__(self, *exc: object) -> None:
        httpx.Client.send = self._orig  # type: ignore[method-assign]


def workflow_latency(runs: int) -> dict[str, float]:
    from flask import Flask
    from upstash_workflow import WorkflowContext
    from upstash_workflow.flask import Serve
    from werkzeug.serving import make_server

    app = Flask("bench")
    serve = Serve(app)
    finished: dict[str, threading.Event] = {}
    arrivals: list[tuple[str, float]] = []  # (message id, when its delivery entered /wf)
    sdk_time = [0.0]  # handler time not spent waiting on the server, this run
    lock = threading.Lock()
    wsgi = app.wsgi_app

    with running_devserver() as dev, HttpRecorder(dev.url) as rec:

        def timed(environ, start_response):
            if environ.get("PATH_INFO") != "/wf":
                return wsgi(environ, start_response)
            t = time.perf_counter()
            tid = threading.get_ident()
            with lock:
                arrivals.append((environ.get("HTTP_UPSTASH_MESSAGE_ID", ""), t))
                waited = rec.waits.get(tid, 0.0)
            try:
                return wsgi(environ, start_response)
            finally:
                with lock:
                    sdk_time[0] += (time.perf_counter() - t) - (rec.waits.get(tid, 0.0) - waited)

        app.wsgi_app = timed  # type: ignore[method-assign]

        @app.post("/ping")
        def ping() -> str:
            return "ok"

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
        times, sdk, hops, accepts = [], [], [], []
        for i in range(-3, runs):  # three warm-up runs
            done = finished[str(i)] = threading.Event()
            with lock:
                sdk_time[0], arrivals[:] = 0.0, []
            t = time.perf_counter()
            client.post(f"/v2/publish/{base}/wf", json={"n": 1, "id": str(i)}).raise_for_status()
            if not done.wait(30):
                raise RuntimeError("workflow run did not finish")
            if i < 0:
                continue
            times.append(time.perf_counter() - t)
            with lock:
                sdk.append(sdk_time[0])
                hops += [at - rec.published[mid] for mid, at in arrivals if mid in rec.published]
                accepts += [
                    rec.answered[mid] - rec.published[mid]
                    for mid, _ in arrivals
                    if mid in rec.published
                ]
        server.shutdown()
    return {
        "per_run": statistics.median(times),
        "sdk": statistics.median(sdk),
        "hop": statistics.median(hops),
        "hop_p90": statistics.quantiles(hops, n=10)[-1],
        "accept": statistics.median(accepts),
        "hops": len(hops) / runs,
        "rtt": statistics.median(rtts),
    }


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--messages", type=int, default=10000)
    p.add_argument("--concurrency", type=int, default=32)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--runs", type=int, default=30)
    p.add_argument("--part", choices=("all", "throughput", "workflow"), default="all")
    p.add_argument("--serve-endpoint")
    args = p.parse_args()
    if args.serve_endpoint:
        serve_endpoint(args.serve_endpoint)
        return
    load = os.getloadavg()
    loop = "uvloop" if loop_factory() is not None else "asyncio"
    print(
        f"machine: {os.cpu_count()} CPUs, load average {load[0]:.2f} {load[1]:.2f} "
        f"{load[2]:.2f}; client and server event loop: {loop}"
    )
    if args.part != "workflow":
        report_throughput(args)
    if args.part != "throughput":
        report_workflow(args)


def report_throughput(args: argparse.Namespace) -> None:
    result = throughput(args.messages, args.concurrency, args.rounds)
    directs, throughs = result.directs, result.throughs
    direct, through = statistics.median(directs), statistics.median(throughs)
    print(
        f"throughput, {args.messages} messages, concurrency {args.concurrency}, "
        f"median of {args.rounds} alternating rounds:"
    )
    print(
        f"  direct aiohttp client loop : {direct:8.0f} requests/s   "
        f"(rounds: {', '.join(f'{r:.0f}' for r in directs)})"
    )
    print(
        f"  through qstash_devserver   : {through:8.0f} deliveries/s "
        f"(rounds: {', '.join(f'{r:.0f}' for r in throughs)})"
    )
    print(
        "                               (batch publish -> durable accept -> signed "
        "delivery, end to end)"
    )
    ratios = [t / d for d, t in zip(directs, throughs, strict=True)]
    print(
        f"  ratio                      : {statistics.median(ratios):8.1%}  (goal >= 50%; "
        f"rounds: {', '.join(f'{r:.1%}' for r in ratios)})"
    )
    print("  CPU per message, median over rounds (a bound: 2 CPUs share all processes):")
    for name, values in result.cpu.items():
        print(f"    {name:<26} : {statistics.median(values):6.0f} µs")


def report_workflow(args: argparse.Namespace) -> None:
    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    w = workflow_latency(args.runs)
    print(
        f"3-step workflow, median of {args.runs} sequential runs "
        f"({w['hops']:.0f} hops through the server per run: trigger, init, 3 steps):"
    )
    print(
        f"  end-to-end per run         : {w['per_run'] * 1000:8.1f} ms "
        f"(trigger publish -> third step done)"
    )
    print(
        f"  inside the SDK's handler   : {w['sdk'] * 1000:8.1f} ms per run "
        "(its own work, not its waits on the server)"
    )
    print(
        f"  server hop per step        : {w['hop'] * 1000:8.2f} ms "
        f"(p90 {w['hop_p90'] * 1000:.2f} ms; SDK starts the publish -> the delivery "
        "enters the endpoint)"
    )
    print(
        f"    of which the publish call: {w['accept'] * 1000:8.2f} ms (the SDK's request until "
        "the server's durable 2xx; the rest is delivery, including the endpoint process's "
        "own thread start and GIL wait while the previous step's handler still runs)"
    )
    print(f"  direct HTTP round trip     : {w['rtt'] * 1000:8.2f} ms (same werkzeug server)")
    print(f"  hop / round trip           : {w['hop'] / w['rtt']:8.1f}x  (goal <= 3x)")


if __name__ == "__main__":
    main()
