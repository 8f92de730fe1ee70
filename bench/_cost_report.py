"""The cost benchmark's printed table, ratios and goals (see hourly_cost.py)."""

from __future__ import annotations

import argparse
from typing import Any

NAN = float("nan")

#: Goals for the new selection (printed next to the figures; the checks are separate).
QUIET_DELIVERIES = 10
ACTIVE_PER_USER_3_TOPICS = 16
LOOP_RATIO = 3.0
#: Eligible users of `seed_demo --size large`, for the extrapolated quiet-hour figure.
LARGE_ELIGIBLE = 18_400


def _figures(row: dict[str, Any]) -> dict[str, float]:
    active = {int(k): v for k, v in row["activeTopics"].items()}
    per_user = {int(k): v for k, v in row["perUser"].items()}
    n = len(active)
    with_three = [per_user.get(u, 0) for u, topics in active.items() if topics == 3]
    seconds_per_user = row["seconds"] / n if n else NAN
    loop = row.get("loopSeconds")
    return {
        "active": n,
        "perActive": sum(per_user.get(u, 0) for u in active) / n if n else NAN,
        "perActive3": sum(with_three) / len(with_three) if with_three else NAN,
        "others": sum(v for u, v in per_user.items() if u not in active),
        "otherUsers": len([u for u in per_user if u not in active]),
        "msPerActive": seconds_per_user * 1000,
        "loopMsPerActive": loop * 1000 / n if loop is not None and n else NAN,
        "xLoop": seconds_per_user / (loop / n) if loop and n else NAN,
    }


def _num(value: float, width: int, digits: int = 0) -> str:
    return f"{'-':>{width}}" if value != value else f"{value:>{width}.{digits}f}"


def _ratio(a: float, b: float) -> str:
    if b == 0:
        return "0/0" if a == 0 else "inf"
    return f"{a / b:.3f}"


def _goal(met: bool, text: str) -> str:
    return f"  [{'met' if met else 'MISSED'}] {text}"


def print_report(results: list[dict[str, Any]], args: argparse.Namespace) -> list[str]:
    problems: list[str] = []
    for result in results:
        db, population, steady = result["db"], result["population"], result["steady"]
        hours = result["hours"]
        llm = (
            "counting LLM server (LLM extractor + LLM composer)"
            if hours and hours[0]["llm"]
            else "rule-based extractor + template composer"
        )
        print(
            f"\n== {db}: {population['users']:,} users, chatted ratio {population['chattedRatio']}, "
            f"{population['messages']:,} messages; {steady['users']:,} eligible"
        )
        print(
            f"steady state (in-process, rule-based + template, not through QStash): "
            f"{steady['topics']:,} topics of {steady['users']:,} users in {steady['seconds']:.0f} s"
        )
        print(f"measured hours: {llm}; server={args.server}, devserver retry={args.retry_schedule}")
        print(
            f"{'selection':<12} {'hour':<6} {'dry-run t/p':>11} {'active':>6} {'deliv':>7} "
            f"{'shared':>6} {'/active':>7} {'/3-topic':>8} {'no-work u/deliv':>15} "
            f"{'LLM':>6} {'pers.v':>6} {'wall s':>7} {'ms/act':>7} {'loop ms':>7} {'x loop':>6}"
        )
        for row in hours:
            f = _figures(row)
            dry = f"{row['dryRun'].get('topics', '?')}/{row['dryRun'].get('persona', '?')}"
            print(
                f"{row['selection']:<12} {row['hour']:<6} {dry:>11} {f['active']:>6} "
                f"{row['deliveries']:>7} {row['sharedDeliveries']:>6} {_num(f['perActive'], 7, 1)} "
                f"{_num(f['perActive3'], 8, 1)} {f['otherUsers']:>6}/{f['others']:<8} "
                f"{row['llmCalls'] if row['llm'] else '-':>6} {row['personaVersions']:>6} "
                f"{row['seconds']:>7.1f} {_num(f['msPerActive'], 7)} "
                f"{_num(f['loopMsPerActive'], 7)} {_num(f['xLoop'], 6, 2)}"
            )
            problems += [f"{db} {row['selection']} {row['hour']}: {p}" for p in row["problems"]]
        chatted = next((row["chatted"] for row in hours if row.get("chatted") is not None), None)
        print(
            "dry-run t/p: users the dry-run counted for topics/persona"
            + (f" (of {chatted:,} who chatted)" if chatted is not None else "")
            + "; /active, /3-topic: deliveries of an active user's runs (all, or users with 3"
            " new topics); shared: cron, process-users, paginate-users; no-work u/deliv: users"
            " without new work that got runs, and those runs' deliveries"
        )
        for row in hours:
            if row["llm"]:
                calls = ", ".join(f"{k} {v}" for k, v in sorted(row["llmBySchema"].items()) if v)
                print(f"LLM calls, {row['selection']} {row['hour']}: {calls or 'none'}")
        _ratios(hours)
        _per_eligible(hours, steady["users"])
        _goals(hours)
    for problem in problems:
        print(f"CHECK FAILED: {problem}")
    return problems


def _find(hours: list[dict[str, Any]], selection: str, hour: str) -> dict[str, Any] | None:
    return next((r for r in hours if r["selection"] == selection and r["hour"] == hour), None)


def _ratios(hours: list[dict[str, Any]]) -> None:
    for hour in ("quiet", "active"):
        new, old = _find(hours, "new-work", hour), _find(hours, "all-chatted", hour)
        if not (new and old):
            continue
        print(
            f"ratio new-work / all-chatted, {hour} hour: deliveries "
            f"{_ratio(new['deliveries'], old['deliveries'])}, LLM calls "
            f"{_ratio(new['llmCalls'], old['llmCalls']) if new['llm'] else '-'}, persona versions "
            f"{_ratio(new['personaVersions'], old['personaVersions'])}, wall "
            f"{_ratio(new['seconds'], old['seconds'])}"
        )


def _per_eligible(hours: list[dict[str, Any]], eligible: int) -> None:
    """The quiet hour per eligible user, and what that would be on the large population:
    an extrapolation, printed as one, for when the large population was not measured."""
    parts = [
        (row["selection"], row["deliveries"] / eligible)
        for row in hours
        if row["hour"] == "quiet" and eligible
    ]
    if not parts:
        return
    each = ", ".join(f"{name} {value:.2f}" for name, value in parts)
    large = " and ".join(f"{value * LARGE_ELIGIBLE:,.0f}" for _, value in parts)
    print(
        f"quiet hour deliveries per eligible user: {each}; at {LARGE_ELIGIBLE:,} eligible "
        f"users (the large demo population) that would be {large} an hour "
        f"(extrapolated from {eligible:,}, not measured)"
    )


def _goals(hours: list[dict[str, Any]]) -> None:
    quiet, active = _find(hours, "new-work", "quiet"), _find(hours, "new-work", "active")
    print("goals (new-work):")
    if quiet:
        print(
            _goal(
                quiet["deliveries"] <= QUIET_DELIVERIES,
                f"quiet hour <= {QUIET_DELIVERIES} deliveries in total: {quiet['deliveries']}",
            )
        )
        if quiet["llm"]:
            print(_goal(quiet["llmCalls"] == 0, f"quiet hour 0 LLM calls: {quiet['llmCalls']}"))
        versions = quiet["personaVersions"]
        print(_goal(versions == 0, f"quiet hour 0 persona versions: {versions}"))
    if active:
        f = _figures(active)
        print(
            _goal(
                f["perActive3"] <= ACTIVE_PER_USER_3_TOPICS,
                f"active hour <= {ACTIVE_PER_USER_3_TOPICS} deliveries per active user with 3 "
                f"topics: {f['perActive3']:.1f}",
            )
        )
        print(
            _goal(
                f["others"] == 0,
                f"active hour 0 deliveries for users without new work: {f['others']:.0f} "
                f"({f['otherUsers']:.0f} users)",
            )
        )
        print(
            _goal(
                f["xLoop"] <= LOOP_RATIO,
                f"active hour wall time per active user <= {LOOP_RATIO:.0f}x the in-process "
                f"loop: {f['xLoop']:.2f}x",
            )
        )
