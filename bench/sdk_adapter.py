#!/usr/bin/env python
"""What the SDK adapter saves on every delivery: the SDK's authentication pass.

    .venv/bin/python bench/sdk_adapter.py [--calls 300]

On every delivery `upstash_workflow.serve()` first runs the route against a throw-away
context, for which it builds a new `QStash` client (a new httpx client, a new SSL context
with the whole CA bundle). `memoryflow.qstash.sdk.install()` shares one client instead.
This runs the pass `--calls` times without the adapter, then with it, in one process, and
prints the mean cost of each and the ratio. Compare with the whole delivery in
`bench/hourly_pipeline.py` (ms/user over about 14 deliveries per user).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from qstash import QStash
from upstash_workflow import WorkflowContext

from memoryflow.qstash import sdk


def route(context: WorkflowContext[Any]) -> None:
    context.run("first", lambda: 1)


def measure(calls: int) -> list[float]:
    outer = WorkflowContext(
        qstash_client=QStash("token", base_url="http://127.0.0.1:9"),
        workflow_run_id="wfr_bench",
        headers={},
        steps=[],
        url="http://127.0.0.1:9/wf",
        initial_payload={"dryRun": True},
        env={},
        retries=0,
        failure_url=None,
    )
    times = []
    for _ in range(calls):
        started = time.perf_counter()
        assert sdk.DisabledWorkflowContext.try_authentication(route, outer) == "step-found"
        times.append(time.perf_counter() - started)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--calls", type=int, default=300)
    args = parser.parse_args()
    measure(5)  # warm-up: imports, the first SSL context
    without = measure(args.calls)
    sdk.install()
    with_adapter = measure(args.calls)
    mean_without = statistics.mean(without) * 1000
    mean_with = statistics.mean(with_adapter) * 1000
    print(f"authentication pass, {args.calls} calls each (mean ms per call)")
    print(f"  without the adapter: {mean_without:8.3f} ms")
    print(f"  with the adapter:    {mean_with:8.3f} ms")
    print(
        f"  saved per delivery:  {mean_without - mean_with:8.3f} ms ({mean_without / mean_with:.0f}x)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
