"""The workflow run store: runs, their ordered entries, finish/cancel/fail.

Message classes are recognised from the control headers WP sends; init and step
messages carry the whole step array when delivered, built here from the entries.
"""

from __future__ import annotations

import base64
import json
from typing import TYPE_CHECKING, Any

from . import jsonx
from .errors import ApiError
from .model import ACTIVE, LIVE, Message, now_ms
from .options import lower_map, multi

if TYPE_CHECKING:
    from .core import Core

STARTED, SUCCESS = "RUN_STARTED", "RUN_SUCCESS"
FAILED, CANCELED = "RUN_FAILED", "RUN_CANCELED"
# Messages whose failure fails the run; a failing third-party call does not (WF_NoDelete).
RUN_CRITICAL = ("init", "step", "fromCallback")
STEP_ID_HEADER = "upstash-callback-forward-upstash-workflow-stepid"


class Workflows:
    def __init__(self, core: Core) -> None:
        self.core = core
        self.store = core.store

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
        return self.store.query(sql + " ORDER BY seq", params)

    # -- accepting messages -------------------------------------------------------------
    def on_accept(self, m: Message) -> str | None:
        """Classify `m`, append its entry; a duplicate answers the first message's id."""
        o = m.opts
        assert o.run_id is not None
        call_type = (o.call_type or "").lower()
        m.run_id = o.run_id  # every workflow delivery carries Upstash-Workflow-RunId
        run = self.get(o.run_id)
        if o.wf_init:
            if run is not None:
                return str(run["initMessageId"])
            self.save(self._new_run(m))
            m.wf_kind = "init"
            return self._append(m, "step", None)
        if call_type == "failurecall":
            m.wf_kind = "failureCall"
            return None
        if run is None:
            raise ApiError(400, f"workflow run {o.run_id} does not exist")
        if call_type == "tocallback":
            m.wf_kind, entry_type = "toCallback", "toCallback"
            raw_step = lower_map(m.headers).get(STEP_ID_HEADER)
            step_id = int(raw_step) if raw_step and raw_step.isdigit() else None
        elif call_type == "fromcallback":
            m.wf_kind, entry_type, step_id = "fromCallback", "fromCallback", None
        else:
            m.wf_kind, entry_type = "step", "step"
            try:
                step_id = int(json.loads(m.body)["stepId"])
            except (ValueError, KeyError, TypeError):
                step_id = None
        # A redelivered step republishes the step it already published: keep the first
        # (a second entry with the same id would break the SDK's replay of the array).
        if step_id is not None:
            rows = self.store.query(
                "SELECT message_id FROM run_entries WHERE run_id=? AND call_type=? AND step_id=?",
                (o.run_id, entry_type, step_id),
            )
            if rows:
                return str(rows[0][0])
        if run["workflowState"] != STARTED:
            raise ApiError(
                400,
                f"workflow run {o.run_id} is {run['workflowState']}: "
                "can not append to a finished or canceled run",
            )
        return self._append(m, entry_type, step_id)

    def _new_run(self, m: Message) -> dict[str, Any]:
        o = m.opts
        return {
            "workflowRunId": o.run_id,
            "workflowUrl": o.wf_url or m.url,
            "workflowState": STARTED,
            "workflowRunCreatedAt": m.created_at,
            "initMessageId": m.id,
            "label": o.label,
            "initialBody": base64.b64encode(m.body).decode(),
            "failureUrl": o.failure_callback,
        }

    def _append(self, m: Message, call_type: str, step_id: int | None) -> None:
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
            "INSERT INTO run_entries VALUES (?,?,?,?,?,?,?,?)",
            (
                run_id,
                m.entry_seq,
                m.id,
                call_type,
                step_id,
                m.created_at,
                base64.b64encode(m.body),
                json.dumps(data),
            ),
        )
        return None

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

    def fail(self, m: Message, dlq_id: str) -> None:
        run = self.get(m.run_id or "")
        if run is None or run["workflowState"] != STARTED:
            return
        run.update(workflowState=FAILED, workflowRunCompletedAt=now_ms(), dlqId=dlq_id)
        self.save(run)

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
