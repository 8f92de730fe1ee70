"""The workflow run store: runs, their ordered entries, finish/cancel/fail.

Message classes are recognised from the control headers WP sends; init and step
messages carry the whole step array when delivered, built here from the entries. The
run-level settings a trigger carries for its later messages are `trigger_config.py`'s.
"""

from __future__ import annotations

import base64
import json
from typing import Any, Protocol

from . import jsonx
from .errors import ApiError
from .invoke import INVOKE_DEDUP_MS, invoke_key, is_invoke, return_to_invoker, unwrap_invoke
from .model import ACTIVE, LIVE, Message, now_ms
from .options import lower_map, multi
from .publisher import Publisher
from .store import Store
from .trigger_config import TRIGGER_ON_CONFIG, _inherit_run_config, run_config
from .waiters import Waiters

STARTED, SUCCESS = "RUN_STARTED", "RUN_SUCCESS"
FAILED, CANCELED = "RUN_FAILED", "RUN_CANCELED"
# Messages whose failure fails the run; a failing third-party call does not (WF_NoDelete).
RUN_CRITICAL = ("init", "step", "fromCallback")
STEP_ID_HEADER = "upstash-callback-forward-upstash-workflow-stepid"


def _step_key(body: bytes) -> tuple[int | None, int | None]:
    """(stepId, targetStep) of a step message's JSON body, None where absent."""
    try:
        step = json.loads(body)
        step_id = int(step["stepId"])
    except (ValueError, KeyError, TypeError):
        return None, None
    target = step.get("targetStep")
    return step_id, int(target) if isinstance(target, int) else None


class RunHost(Publisher, Protocol):
    """What the run store needs of the core: ending a run cancels its live messages and
    publishes the result to an invoking run."""

    @property
    def store(self) -> Store: ...

    def run_live_messages(self, run_id: str) -> list[Message]: ...

    def cancel(self, m: Message) -> bool: ...


class Workflows:
    def __init__(self, core: RunHost, waiters: Waiters) -> None:
        self.core = core
        self.store = core.store
        self.waiters = waiters

    # -- runs ------------------------------------------------------------------------
    def get(self, run_id: str) -> dict[str, Any] | None:
        rows = self.store.query("SELECT data FROM runs WHERE id=?", (run_id,))
        return jsonx.loads(rows[0][0]) if rows else None

    def save(self, run: dict[str, Any]) -> None:
        self.store.execute(
            "INSERT OR REPLACE INTO runs VALUES (?,?,?,?,?)",
            (
                run["workflowRunId"],
                run["workflowUrl"],
                run["workflowRunCreatedAt"],
                run["workflowState"],
                jsonx.dumps(run),
            ),
        )

    def entries(self, run_id: str, upto: int | None = None) -> list[tuple[Any, ...]]:
        sql = (
            "SELECT seq, message_id, call_type, step_id, created_at, body, data"
            " FROM run_entries WHERE run_id=?"
        )
        params: list[Any] = [run_id]
        if upto is not None:
            sql += " AND seq<=?"
            params.append(upto)
        return [tuple(row) for row in self.store.query(sql + " ORDER BY seq", params)]

    # -- accepting messages -------------------------------------------------------------
    def on_accept(self, m: Message) -> str | None:
        """Classify `m`, append its entry; a duplicate answers the first message's id."""
        o = m.opts
        assert o.run_id is not None
        call_type = (o.call_type or "").lower()
        m.run_id = o.run_id  # every workflow delivery carries Upstash-Workflow-RunId
        run = self.get(o.run_id)
        if o.wf_init:
            # A start for a run id that exists, whatever its state, starts nothing and
            # delivers nothing: the caller gets the first start's message id back.
            if run is not None:
                return str(run["initMessageId"])
            invoker = unwrap_invoke(m) if is_invoke(m) else None
            if invoker is not None:
                # A redelivered invoking step publishes its invoke again (with a fresh
                # child run id): one invoking step starts one child.
                key = invoke_key(invoker)
                first = self.store.dedup_get(key, m.created_at)
                if first is not None:
                    return first
                self.store.dedup_put(key, m.id, m.created_at + INVOKE_DEDUP_MS)
            self.save(self._new_run(m, invoker))
            m.wf_kind = "init"
            self._append(m, "step", None, None)
            return None
        if call_type == "failurecall":
            m.wf_kind = "failureCall"
            return None
        if run is None:
            raise ApiError(400, f"workflow run {o.run_id} does not exist")
        target: int | None = None
        if call_type == "tocallback":
            m.wf_kind, entry_type = "toCallback", "toCallback"
            raw_step = lower_map(m.headers).get(STEP_ID_HEADER)
            step_id = int(raw_step) if raw_step and raw_step.isdigit() else None
        else:
            _inherit_run_config(m, run)
            if call_type == "fromcallback":
                m.wf_kind, entry_type, step_id = "fromCallback", "fromCallback", None
            else:
                m.wf_kind, entry_type = "step", "step"
                step_id, target = _step_key(m.body)
        # A redelivered step republishes the step it already published: keep the first
        # (a second entry with the same id would break the SDK's replay of the array).
        # Parallel plan steps all have stepId 0 and differ by their target step.
        if step_id is not None:
            sql = "SELECT message_id FROM run_entries WHERE run_id=? AND call_type=? AND step_id=?"
            params: list[Any] = [o.run_id, entry_type, step_id]
            if step_id == 0 and target is not None:
                sql += " AND target_step=?"
                params.append(target)
            rows = self.store.query(sql, params)
            if rows:
                return str(rows[0][0])
        if run["workflowState"] != STARTED:
            raise ApiError(
                400,
                f"workflow run {o.run_id} is {run['workflowState']}: "
                "can not append to a finished or canceled run",
            )
        self._append(m, entry_type, step_id, target)
        return None

    def _new_run(self, m: Message, invoker: dict[str, Any] | None) -> dict[str, Any]:
        o = m.opts
        run: dict[str, Any] = {
            "workflowRunId": o.run_id,
            "workflowUrl": o.wf_url or m.url,
            "workflowState": STARTED,
            "workflowRunCreatedAt": m.created_at,
            "initMessageId": m.id,
            "label": o.label,
            "labels": o.labels,
            "initialBody": base64.b64encode(m.body).decode(),
            "failureUrl": o.failure_callback,
            # What the run logs' callerIp and flowControlKey filters compare with.
            "callerIp": m.caller_ip,
            "flowControlKey": o.flow.key if o.flow else None,
        }
        if TRIGGER_ON_CONFIG in o.features:
            run["config"] = run_config(m.headers)
        if invoker is not None:
            run["invokerCall"] = invoker
            run["invoker"] = {
                k: invoker.get(k) for k in ("workflowRunId", "workflowUrl", "workflowRunCreatedAt")
            }
        return run

    def _append(self, m: Message, call_type: str, step_id: int | None, target: int | None) -> None:
        run_id = m.opts.run_id
        rows = self.store.query(
            "SELECT COALESCE(MAX(seq), -1) FROM run_entries WHERE run_id=?", (run_id,)
        )
        m.entry_seq = int(rows[0][0]) + 1
        m.run_id = run_id
        data = {
            "retries": m.opts.retries,
            "headers": multi(m.opts.forward),
            "url": m.url,
            "method": m.opts.method,
        }
        self.store.execute(
            "INSERT INTO run_entries(run_id, seq, message_id, call_type, step_id, created_at,"
            " body, data, target_step) VALUES (?,?,?,?,?,?,?,?,?)",
            (
                run_id,
                m.entry_seq,
                m.id,
                call_type,
                step_id,
                m.created_at,
                base64.b64encode(m.body),
                json.dumps(data),
                target,
            ),
        )

    # -- delivering ---------------------------------------------------------------------
    def delivery_body(self, m: Message) -> bytes:
        """Init and step messages carry the run's entries so far, this one included."""
        if m.wf_kind not in ("init", "step") or m.run_id is None or m.entry_seq is None:
            return m.body
        array = [
            {"messageId": mid, "body": bytes(body).decode(), "callType": call_type}
            for _, mid, call_type, _, _, body, _ in self.entries(m.run_id, m.entry_seq)
        ]
        return json.dumps(array).encode()

    def is_open(self, m: Message) -> bool:
        if m.run_id is None or m.wf_kind == "failureCall":
            return True
        run = self.get(m.run_id)
        return run is None or run["workflowState"] == STARTED

    # -- ends of runs -------------------------------------------------------------------
    def finish(self, run_id: str, cancel: bool, response: str | None) -> None:
        run = self.get(run_id)
        if run is None:
            raise ApiError(404, f"workflow run {run_id} not found")
        if run["workflowState"] != STARTED:
            return  # repeated DELETE: 200, or the workflow SDK answers 500 and loops
        run["workflowState"] = CANCELED if cancel else SUCCESS
        run["workflowRunCompletedAt"] = now_ms()
        if response:
            run["workflowRunResponse"] = response
        self.save(run)
        for m in self.core.run_live_messages(run_id):
            # The delivery that sent this DELETE is still in flight: let it finish.
            if m.state != ACTIVE and m.wf_kind != "failureCall":
                self.core.cancel(m)
        self.waiters.drop_run(run_id)
        return_to_invoker(
            self.core,
            run,
            response,
            failed=False,
            canceled=cancel,
            headers=self._trigger_headers(run_id),
        )

    def fail(self, m: Message, dlq_id: str, response: str) -> None:
        run = self.get(m.run_id or "")
        if run is None or run["workflowState"] != STARTED:
            return
        run.update(workflowState=FAILED, workflowRunCompletedAt=now_ms(), dlqId=dlq_id)
        self.save(run)
        self.waiters.drop_run(run["workflowRunId"])
        return_to_invoker(
            self.core,
            run,
            response,
            failed=True,
            canceled=False,
            headers=self._trigger_headers(run["workflowRunId"]),
        )

    def _trigger_headers(self, run_id: str) -> dict[str, list[str]]:
        """The forwarded headers of the run's trigger, as its log's init step has them."""
        first = self.entries(run_id, upto=0)
        return dict(json.loads(first[0][6])["headers"]) if first else {}

    def failure_function_started(self, run_id: str, info: dict[str, Any]) -> None:
        run = self.get(run_id)
        if run is not None:
            run["failureFunction"] = {"state": "CALLBACK_INPROGRESS", **info}
            self.save(run)

    def failure_function_done(self, m: Message, ok: bool) -> None:
        run = self.get(m.run_id or "")
        if run is not None and run.get("failureFunction"):
            run["failureFunction"]["state"] = "CALLBACK_SUCCESS" if ok else "CALLBACK_FAIL"
            self.save(run)

    def live_ids(self, run_id: str) -> list[str]:
        return [m.id for m in self.core.run_live_messages(run_id) if m.state in LIVE]
