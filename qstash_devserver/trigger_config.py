"""Run-level settings sent on a workflow's trigger only (`WF_TriggerOnConfig`): which
headers they are (`run_config`, recorded on the run when it starts) and how a later
message of the run takes them (`_inherit_run_config`). Apart from `workflow.py` because
it is one rule about headers, not about runs and their entries.
"""

from __future__ import annotations

from typing import Any

from .model import Message
from .options import parse_options

TRIGGER_ON_CONFIG = "WF_TriggerOnConfig"
# The trigger's headers that are run-level settings (applied to every later step).
RUN_CONFIG_EXACT = frozenset(
    {
        "upstash-retries",
        "upstash-retry-delay",
        "upstash-failure-callback",
        "upstash-flow-control-key",
        "upstash-flow-control-value",
        "upstash-label",
    }
)


def run_config(headers: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Retries, retry delay, failure URL (+ its settings), flow control, label and the
    user's forwarded headers; never the protocol's own forwarded `Upstash-Workflow-*`
    headers (a call's callback must arrive without the SDK version header)."""
    out = []
    for name, value in headers:
        low = name.lower()
        if (
            low in RUN_CONFIG_EXACT
            or low.startswith("upstash-failure-callback-")
            or (
                low.startswith("upstash-forward-")
                and not low.startswith("upstash-forward-upstash-workflow-")
            )
        ):
            out.append((name, value))
    return out


def _has_failure(lowered_names: set[str]) -> bool:
    return "upstash-failure-callback" in lowered_names


def _inherit_run_config(m: Message, run: dict[str, Any]) -> None:
    """Apply the run-level settings the trigger gave to a later message of the run.

    SDKs announcing `WF_TriggerOnConfig` send retries, retry delay, the failure URL,
    flow control and the user's forwarded headers on the trigger only; Upstash
    applies them to every later step. What the message sets itself wins, except the
    settings a workflow DLQ resume gave the run (`overrides`): they hold for every step
    after the resumed one, as they do on Upstash.
    """
    config = run.get("config") or []
    overrides = [(k, v) for k, v in run.get("overrides") or []]
    if not config and not overrides:
        return
    have = {k.lower() for k, _ in m.headers}
    added = [
        (k, v)
        for k, v in config
        if k.lower() not in have
        and not (k.lower().startswith("upstash-failure-callback") and _has_failure(have))
    ]
    headers = [*m.headers, *added]
    if overrides:
        names = {k.lower() for k, _ in overrides}
        headers = [(k, v) for k, v in headers if k.lower() not in names] + overrides
    if headers != m.headers:
        m.headers = headers
        m._opts = parse_options(m.headers, now=m.created_at / 1000)
