"""Cron schedules fire on time, pause/resume, upsert, delete."""

from __future__ import annotations

import time
import uuid
from datetime import datetime
from zoneinfo import ZoneInfo

import httpx
import pytest
from qstash.errors import QStashError

from .helpers import RETRY_SCHEDULE, quiet_period, wait_until

#: The test schedule's period: "* * * * * */1" fires every second.
EVERY_S = 1.0


def test_schedule_fires_every_second_with_pause_resume_upsert(server, client, receiver):
    receiver.start()
    url = receiver.url("/r/sched")
    # 6 fields: the server's seconds extension, so the test needn't wait for a minute.
    sid = client.schedule.create(
        destination=url, cron="* * * * * */1", body=b"v1", headers={"X-S": "s"}, retries=0
    )
    first, second = receiver.wait("/r/sched", 2, timeout=5)
    assert first.header("Upstash-Schedule-Id") == sid and first.header("X-S") == "s"
    assert first.body == b"v1" and 0.7 <= second.at - first.at <= 1.5
    schedule = client.schedule.get(sid)
    assert schedule.cron == "* * * * * */1" and schedule.destination == url
    assert schedule.last_schedule_time and schedule.next_schedule_time > time.time() * 1000 - 50
    client.schedule.pause(sid)
    assert client.schedule.get(sid).paused
    count = len(receiver.at("/r/sched"))
    time.sleep(quiet_period(RETRY_SCHEDULE, due_in=EVERY_S))
    assert len(receiver.at("/r/sched")) == count
    # upsert by id replaces the body and resumes
    assert (
        client.schedule.create(destination=url, cron="* * * * * */1", body=b"v2", schedule_id=sid)
        == sid
    )
    receiver.wait("/r/sched", count + 1, timeout=3)
    assert receiver.at("/r/sched")[-1].body == b"v2"
    client.schedule.pause(sid)
    client.schedule.resume(sid)
    receiver.wait("/r/sched", count + 2, timeout=3)
    assert sid in [s.schedule_id for s in client.schedule.list()]
    client.schedule.delete(sid)
    total = len(receiver.at("/r/sched"))
    time.sleep(quiet_period(RETRY_SCHEDULE, due_in=EVERY_S))
    assert len(receiver.at("/r/sched")) <= total + 1  # at most one already in flight
    with pytest.raises(QStashError, match="404"):
        client.schedule.get(sid)


def test_five_field_cron_and_cron_tz(server, client, receiver):
    receiver.start()
    sid = client.schedule.create(destination=receiver.url("/r/s5"), cron="*/5 * * * *")
    nxt = client.schedule.get(sid).next_schedule_time
    assert nxt % (5 * 60 * 1000) == 0 and 0 < nxt - time.time() * 1000 <= 5 * 60 * 1000
    tz = client.schedule.create(
        destination=receiver.url("/r/tz"), cron="CRON_TZ=America/New_York 30 9 * * *"
    )
    at = datetime.fromtimestamp(
        client.schedule.get(tz).next_schedule_time / 1000, ZoneInfo("America/New_York")
    )
    assert (at.hour, at.minute) == (9, 30)
    for schedule_id in (sid, tz):
        client.schedule.delete(schedule_id)
    bad = httpx.post(
        f"{server.url}/v2/schedules/{receiver.url('/r/x')}",
        headers={**server.auth(), "Upstash-Cron": "not a cron"},
    )
    assert bad.status_code == 400


def test_a_schedule_with_a_negative_delay_is_refused(server):
    """Each of its messages would have been delivered at once, the delay silently lost."""
    url = "http://127.0.0.1:9/negative-delay-schedule"
    res = httpx.post(
        f"{server.url}/v2/schedules/{url}",
        headers={**server.auth(), "Upstash-Cron": "* * * * *", "Upstash-Delay": "-30"},
        content=b"x",
    )
    assert res.status_code == 400 and "Upstash-Delay" in res.json()["error"]
    listed = httpx.get(f"{server.url}/v2/schedules", headers=server.auth()).json()
    assert [s for s in listed if s["destination"] == url] == []


def test_a_schedules_delay_reads_back_as_seconds(server, client):
    """The SDKs read a schedule's delay as a number of seconds (QP `delay: int`, qstash-js
    `delay?: number`); it came back as the header's text, "2m"."""
    url = "http://127.0.0.1:9/delay-read-back"
    by_text = client.schedule.create(destination=url, cron="0 0 * * *", delay="1h2m")
    by_int = client.schedule.create(destination=url, cron="0 0 * * *", delay=10)
    assert client.schedule.get(by_text).delay == 3720
    assert client.schedule.get(by_int).delay == 10
    listed = {s.schedule_id: s.delay for s in client.schedule.list()}
    assert (listed[by_text], listed[by_int]) == (3720, 10)
    for schedule_id in (by_text, by_int):
        client.schedule.delete(schedule_id)


def test_a_firing_that_cannot_publish_is_the_schedules_error(server, client, receiver):
    """Its URL group deleted, every firing failed with a warning in the server's log only:
    the schedule read as if all were well (QP's `Schedule.error` stayed None)."""
    receiver.start()
    group = f"sched-group-{uuid.uuid4().hex[:8]}"
    client.url_group.upsert_endpoints(
        url_group=group, endpoints=[{"url": receiver.url("/r/sched-group")}]
    )
    sid = client.schedule.create(destination=group, cron="* * * * * */1", body=b"x")
    receiver.wait("/r/sched-group", 1, timeout=5)
    assert client.schedule.get(sid).error is None
    client.url_group.delete(group)
    error = wait_until(lambda: client.schedule.get(sid).error, timeout=5)
    assert group in error
    client.schedule.delete(sid)
