"""The cost benchmark's measured hours: the app per selection, a quiet and an active hour
each, every one traced through its own run tree (see hourly_cost.py)."""

from __future__ import annotations

import argparse
import contextlib
import os
import subprocess
import sys
import time
from collections import defaultdict
from collections.abc import Iterator
from typing import Any

import httpx
from _cost_population import (
    ActiveHour,
    add_new_topics,
    eligible_user_ids,
    extract_in_process,
    pick_active_users,
    topic_counts,
    unfinished,
)
from _harness import (
    BENCH_DIR,
    ROOT,
    deliveries_by_run,
    free_port,
    start_app,
    stop,
    wait_for_app,
)


@contextlib.contextmanager
def counting_llm() -> Iterator[str]:
    """bench/llm_counter.py on an ephemeral loopback port; yields its base URL."""
    process = subprocess.Popen(
        [sys.executable, str(ROOT / "bench" / "llm_counter.py")],
        stdout=subprocess.PIPE,
        start_new_session=True,
    )
    try:
        assert process.stdout is not None
        port = int(process.stdout.readline().split()[1])
        yield f"http://127.0.0.1:{port}/v1"
    finally:
        stop(process)


def llm_calls(base_url: str | None) -> dict[str, int]:
    if not base_url:
        return {}
    stats = httpx.get(base_url.removesuffix("/v1") + "/stats", timeout=10).json()
    return dict(stats["bySchema"])


def run_selections(kind: str, args: argparse.Namespace, database_url: str) -> list[dict[str, Any]]:
    from django.conf import settings
    from django.db import connections

    from qstash_devserver.testing import running_devserver

    hours: list[dict[str, Any]] = []
    with contextlib.ExitStack() as stack:
        llm = None if args.no_llm else stack.enter_context(counting_llm())
        qstash = stack.enter_context(running_devserver(retry_schedule=args.retry_schedule))
        settings.QSTASH_URL, settings.QSTASH_TOKEN = qstash.url, qstash.token
        for number, selection in enumerate(args.selections):
            connections.close_all()
            port = free_port()
            app_url = f"http://127.0.0.1:{port}"
            log = BENCH_DIR / f"hourly-cost-{kind}-{selection}.log"
            log.unlink(missing_ok=True)
            env = {
                **os.environ,
                **qstash.env(),
                "DATABASE_URL": database_url,
                "MEMORYFLOW_BASE_URL": app_url,
                "MEMORYFLOW_HOURLY_SELECTION": selection,
                "MEMORYFLOW_LLM_BASE_URL": llm or "",
            }
            app = start_app(
                server=args.server,
                env=env,
                port=port,
                log=log,
                workers=args.workers,
                threads=args.threads,
            )
            try:
                wait_for_app(app_url, app, log)
                settings.MEMORYFLOW_BASE_URL = app_url
                context = _Hour(kind, selection, args, qstash.store, app_url, llm)
                hours.append(context.measure("quiet", None))
                eligible = eligible_user_ids()
                users = pick_active_users(
                    eligible, share=args.active_share, minimum=args.min_active, seed=100 + number
                )
                counts = topic_counts(users, seed=200 + number)
                active = add_new_topics(counts, seed=300 + number)
                row = context.measure("active", active)
                # The lower bound: the same users, as many new topics again, in-process,
                # with the same extractor and composer as the app.
                settings.MEMORYFLOW_LLM_BASE_URL = llm or ""
                again = add_new_topics(counts, seed=400 + number)
                row["loopSeconds"] = extract_in_process(again.topics)
                settings.MEMORYFLOW_LLM_BASE_URL = ""
                row["eligible"] = len(eligible)
                hours.append(row)
            finally:
                stop(app)
    return hours


class _Hour:
    def __init__(
        self,
        kind: str,
        selection: str,
        args: argparse.Namespace,
        store: str,
        app_url: str,
        llm: str | None,
    ) -> None:
        self.kind, self.selection, self.args = kind, selection, args
        self.store, self.app_url, self.llm = store, app_url, llm

    def _follow(self, dry_run: bool) -> tuple[str, Any, float]:
        from django.db import connections

        from memoryflow.selectors import run_tree
        from memoryflow.workflows import triggers

        connections.close_all()
        started = time.perf_counter()
        root = triggers.trigger_hourly(dry_run=dry_run, base_url=self.app_url)
        state = run_tree.wait_for_tree(root, timeout_s=self.args.timeout, poll_s=0.25)
        return root, state, time.perf_counter() - started

    def measure(self, hour: str, active: ActiveHour | None) -> dict[str, Any]:
        from memoryflow.models import PersonaHistory, WorkflowRun
        from memoryflow.qstash.logs import now_ms

        label = f"[{self.kind} {self.selection} {hour}]"
        print(f"{label} dry-run …", file=sys.stderr, flush=True)
        _, dry, _ = self._follow(dry_run=True)
        time.sleep(1)  # the dry-run's last deliveries are logged after its runs closed
        llm_before = llm_calls(self.llm)
        versions_before = PersonaHistory.objects.count()
        since = now_ms()
        print(f"{label} hourly run …", file=sys.stderr, flush=True)
        root, state, seconds = self._follow(dry_run=False)
        time.sleep(1)
        llm_after = llm_calls(self.llm)
        runs = list(
            WorkflowRun.objects.filter(root_run_id=root).values(
                "run_id", "pipeline", "layer", "user_id"
            )
        )
        by_run = deliveries_by_run(self.store, since, [r["run_id"] for r in runs])
        per_user: dict[int, int] = defaultdict(int)
        shared = by_run.get("", 0)
        for run in runs:
            count = by_run.get(run["run_id"], 0)
            if run["user_id"] is None:
                shared += count
            else:
                per_user[run["user_id"]] += count
        executed = {
            pipeline: sorted(
                {
                    r["user_id"]
                    for r in runs
                    if r["pipeline"] == pipeline
                    and r["layer"] == "execute-user"
                    and r["user_id"] is not None
                }
            )
            for pipeline in ("topics", "persona")
        }
        row: dict[str, Any] = {
            "db": self.kind,
            "selection": self.selection,
            "hour": hour,
            "llm": bool(self.llm),
            "seconds": seconds,
            "deliveries": sum(by_run.values()),
            "sharedDeliveries": shared,
            "perUser": {str(k): v for k, v in per_user.items()},
            "llmCalls": sum(llm_after.values()) - sum(llm_before.values()),
            "llmBySchema": {k: v - llm_before.get(k, 0) for k, v in llm_after.items()},
            "personaVersions": PersonaHistory.objects.count() - versions_before,
            "executed": {k: len(v) for k, v in executed.items()},
            "dryRun": {k: v.get("totalEligible") for k, v in dry.entry_results.items()},
            "chatted": (dry.entry_results.get("topics") or {}).get("chattedUsers"),
            "runs": len(runs),
            "activeTopics": {str(k): len(v) for k, v in (active.topics if active else {}).items()},
            "problems": self._check(state, dry, executed, active),
        }
        print(
            f"{label} {row['deliveries']} deliveries, {row['llmCalls']} LLM calls, "
            f"{row['personaVersions']} persona versions, {seconds:.1f} s, execute-user "
            f"{row['executed']}, dry-run {row['dryRun']}",
            file=sys.stderr,
            flush=True,
        )
        return row

    def _check(
        self, state: Any, dry: Any, executed: dict[str, list[int]], active: ActiveHour | None
    ) -> list[str]:
        problems = [f"dry-run: {p}" for p in ([] if dry.ok else [str(dry.as_dict())])]
        if not state.finished:
            problems.append(f"not finished after {self.args.timeout:.0f} s: {state.statuses}")
        if state.skipped:
            problems.append(f"the hourly run was skipped: {state.skipped}")
        problems += [f"run failed: {f}" for f in state.failed[:3]]
        problems += state.problems[:5]
        users = active.users if active else []
        if active:
            left = unfinished(active.topic_ids)
            if left:
                problems.append(
                    f"{len(left)} new topics not completed, e.g. {list(left.items())[:3]}"
                )
        if self.selection == "new-work":
            if executed["topics"] != users:
                problems.append(
                    f"topics execute-user for {len(executed['topics'])} users, "
                    f"expected exactly the {len(users)} active users"
                )
            others = sorted(set(executed["persona"]) - set(users))
            if others:
                problems.append(
                    f"persona execute-user for {len(others)} users without new work "
                    f"(e.g. {others[:3]})"
                )
            counted = (dry.entry_results.get("topics") or {}).get("totalEligible")
            if counted != len(executed["topics"]):
                problems.append(
                    f"dry-run counted {counted} users with new topics, the run processed "
                    f"{len(executed['topics'])}"
                )
        else:
            expected = len(eligible_user_ids())
            if len(executed["topics"]) != expected:
                problems.append(
                    f"all-chatted: topics execute-user for {len(executed['topics'])} users, "
                    f"{expected} eligible"
                )
        return problems
