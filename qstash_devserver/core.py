"""The server's state: accepting messages (publish/enqueue/batch/callbacks) and ending them.

Everything runs on one asyncio loop; these methods are synchronous on purpose so an
accepted batch is validated, written and committed without interleaving.

The core builds the run store, the waiters and the deliverer and hands itself to each as
the protocol that module declares (`publisher.Publisher`, `workflow.RunHost`,
`delivery_types.DeliveryHost`): they never import this module.
"""

from __future__ import annotations

import hashlib
import itertools
import logging
from collections import OrderedDict
from typing import Any

from .config import Config
from .delivery import Deliverer
from .dispatcher import Dispatcher
from .errors import ApiError
from .model import CANCEL_REQUESTED, CANCELED, CREATED, DELIVERED, LIVE, Message, new_id, now_ms
from .options import FORWARD, Headers, OptionError, Options, parse_options
from .store import Store
from .waiters import Waiters
from .workflow import Workflows

log = logging.getLogger("qstash_devserver")
# Delivered messages stay readable by id this long: QStash removes them "shortly after",
# and a label or status check made right after a publish must still find the message.
ENDED_GRACE_MS = 60_000
ENDED_KEPT_MAX = 10_000


class Core:
    def __init__(self, config: Config, store: Store) -> None:
        self.config = config
        self.store = store
        self.live: dict[str, Message] = {}
        self.ended: OrderedDict[str, tuple[int, Message]] = OrderedDict()
        self.waiters = Waiters(store, self)
        self.workflows = Workflows(self, self.waiters)
        self._dlq_seq = itertools.count()
        keys = store.kv_get("keys", "signing") or {}
        self.current_key: str = config.current_signing_key or keys.get("current") or ""
        self.next_key: str = config.next_signing_key or keys.get("next") or ""
        self.deliverer = Deliverer(self)
        self.dispatcher = Dispatcher(config.concurrency, self.deliverer.attempt)

    def load(self) -> int:
        """Reload every message not yet delivered: a restart must lose none."""
        for name, q in self.store.kv_all("queues").items():
            state = self.dispatcher.queue(name)
            state.parallelism, state.paused = q["parallelism"], q["paused"]
        for key, f in self.store.kv_all("flow").items():
            self.dispatcher.flow(key).restore(f)
        self.waiters.load()
        count = 0
        for m in self.store.live_messages():
            try:
                _ = m.opts  # parsed again from the stored headers
            except OptionError as exc:
                # Accepted by an older build, refused by this one: it must not keep the
                # server (and every other message) from starting. It stays in the store.
                log.warning("stored message %s set aside at start: %s", m.id, exc)
                continue
            m.state = CREATED if m.retried == 0 else "RETRY"  # an in-flight attempt is redone
            self._track(m)
            count += 1
        return count

    def _track(self, m: Message) -> None:
        self.live[m.id] = m
        if m.opts.flow is not None:
            # "A newer message's value updates the key's limits" (unless pinned).
            self.dispatcher.flow(m.opts.flow.key).configure(m.opts.flow)
        self.dispatcher.add(m)

    # -- accepting ---------------------------------------------------------------------
    def accept(
        self,
        destination: str,
        headers: Headers,
        body: bytes,
        *,
        queue: str | None = None,
        caller_ip: str = "",
        schedule_id: str | None = None,
    ) -> Any:
        """Validate and store one publish; the caller commits. Answers the API JSON."""
        if destination.startswith(("http://", "https://")):
            return self._accept_one(destination, headers, body, queue, caller_ip, schedule_id)
        group = self.store.kv_get("topics", destination)
        if group is None:
            raise ApiError(
                400, f"invalid destination: {destination!r} is neither a URL nor a URL group"
            )
        if not group["endpoints"]:
            raise ApiError(400, f"URL group {destination!r} has no endpoints")
        answers = []
        for endpoint in group["endpoints"]:
            answer = self._accept_one(
                endpoint["url"], headers, body, queue, caller_ip, schedule_id, topic=destination
            )
            answers.append({**answer, "url": endpoint["url"]})
        return answers

    def _accept_one(
        self,
        url: str,
        headers: Headers,
        body: bytes,
        queue: str | None,
        caller_ip: str,
        schedule_id: str | None,
        topic: str | None = None,
    ) -> dict[str, Any]:
        now = now_ms()
        try:
            opts = parse_options(headers, now=now / 1000)
        except OptionError as exc:
            raise ApiError(400, str(exc)) from exc
        queue = queue or opts.queue
        dedup_key = self._dedup_key(url, body, opts, topic)
        if dedup_key is not None:
            first = self.store.dedup_get(dedup_key, now)
            if first is not None:
                return {"messageId": first, "deduplicated": True}
        m = Message(
            id=new_id("msg"),
            url=url,
            body=body,
            headers=list(headers),
            created_at=now,
            not_before=opts.not_before_ms or now,
            caller_ip=caller_ip,
            queue=queue,
            schedule_id=schedule_id,
            topic=topic,
        )
        m.due_at = max(now, m.not_before)
        m._opts = opts
        if opts.run_id:
            first = self.workflows.on_accept(m)
            if first is not None:
                return {"messageId": first, "deduplicated": True}
        if queue is not None:
            self.ensure_queue(queue)
        if dedup_key is not None:
            self.store.dedup_put(dedup_key, m.id, now + int(self.config.dedup_window * 1000))
        self.store.save_message(m)
        self.event(m, CREATED)
        self._track(m)
        return {"messageId": m.id}

    @staticmethod
    def _dedup_key(url: str, body: bytes, opts: Options, topic: str | None) -> str | None:
        # From the parsed options: the headers were already lowered once, by parse_options.
        if opts.dedup_id is not None:
            # A URL group's publish is a message per endpoint, each deduplicated on its own:
            # one key for all answered every endpoint after the first as its duplicate.
            return "id:" + opts.dedup_id + ("" if topic is None else f"\0{topic}\0{url}")
        if not opts.content_dedup:
            return None
        digest = hashlib.sha256()
        forwarded = sorted((FORWARD + k.lower(), v) for k, v in opts.forward)
        for part in (url, opts.content_type or "", repr(forwarded)):
            digest.update(part.encode() + b"\0")
        digest.update(body)
        return "cb:" + digest.hexdigest()

    def ensure_queue(self, name: str) -> dict[str, Any]:
        q = self.store.kv_get("queues", name)
        if q is None:
            q = {
                "name": name,
                "parallelism": 1,
                "paused": False,
                "createdAt": now_ms(),
                "updatedAt": now_ms(),
            }
            self.store.kv_put("queues", name, q)
            self.dispatcher.queue(name)
        return dict(q)

    # -- ending ------------------------------------------------------------------------
    def event(self, m: Message, state: str, **extra: Any) -> None:
        self.store.add_event(now_ms(), m, state, extra)

    def finish(self, m: Message, state: str, only_state: bool = False) -> None:
        """Move `m` to a terminal state and persist it (the flusher commits).

        `only_state`: nothing but the state changed since the row was written (a
        delivered attempt), so the row's JSON need not be rebuilt."""
        m.state = state
        if self.live.pop(m.id, None) is not None and state == DELIVERED:
            self.ended[m.id] = (now_ms() + ENDED_GRACE_MS, m)
            if len(self.ended) > ENDED_KEPT_MAX:
                self.ended.popitem(last=False)
        if only_state:
            self.store.update_state(m)
        else:
            self.store.update_message(m)

    def cancel(self, m: Message) -> bool:
        if m.state not in LIVE:
            return False
        self.event(m, CANCEL_REQUESTED)
        self.event(m, CANCELED)
        self.finish(m, CANCELED)
        self.dispatcher.poke()
        return True

    def recent(self, message_id: str) -> Message | None:
        """A live message, or one that ended less than the grace period ago."""
        m = self.live.get(message_id)
        if m is not None:
            return m
        kept = self.ended.get(message_id)
        return kept[1] if kept is not None and kept[0] > now_ms() else None

    def run_live_messages(self, run_id: str) -> list[Message]:
        return [m for m in list(self.live.values()) if m.run_id == run_id]

    def next_dlq_id(self) -> str:
        return f"{now_ms()}-{next(self._dlq_seq)}"

    def rotate_keys(self, current: str, nxt: str) -> None:
        self.current_key, self.next_key = current, nxt
        self.store.kv_put("keys", "signing", {"current": current, "next": nxt})
