"""Dead letters: `manage.py dlq` and the admin's page, through a real qstash_devserver.

A message is dead-lettered for real (published with no retries to an endpoint that answers
500), listed, and re-driven to the same endpoint once it works: QStash delivers it again.
Another app's dead letter on the same QStash is neither listed nor re-driven.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from qstash import QStash

from memoryflow.models import AuditLog
from qstash_devserver.testing import running_devserver
from tests.admin.conftest import DEAD_QSTASH, client_for

PATH = "/api/workflows/memory-user-memory/topics/extract-topic"


class Receiver:
    """An HTTP endpoint that answers 500 until told to work, and keeps what it accepted."""

    def __init__(self) -> None:
        self.working = False
        self.accepted: list[bytes] = []
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                if receiver.working:
                    receiver.accepted.append(body)
                self.send_response(200 if receiver.working else 500)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *_: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def _wait_for(condition: Any, what: str, timeout_s: float = 15) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.05)


@pytest.fixture
def dead(settings: Any) -> Iterator[dict[str, Any]]:
    """One dead letter of this app's and one of another app's, on a fresh QStash."""
    ours, theirs = Receiver(), Receiver()
    with running_devserver() as qstash:
        settings.QSTASH_URL, settings.QSTASH_TOKEN = qstash.url, qstash.token
        settings.MEMORYFLOW_BASE_URL = ours.url
        client = QStash(qstash.token, base_url=qstash.url)
        mine = client.message.publish_json(url=ours.url + PATH, body={"userId": 1}, retries=0)
        other = client.message.publish_json(url=theirs.url + "/hook", body={"x": 1}, retries=0)
        _wait_for(lambda: len(client.dlq.list().messages) == 2, "two dead letters")
        by_message = {m.message_id: m.dlq_id for m in client.dlq.list().messages}
        try:
            yield {
                "client": client,
                "receiver": ours,
                "ours": by_message[mine.message_id],  # type: ignore[union-attr]
                "theirs": by_message[other.message_id],  # type: ignore[union-attr]
            }
        finally:
            ours.close()
            theirs.close()


def _command(*args: str) -> str:
    from io import StringIO

    out = StringIO()
    call_command("dlq", *args, stdout=out)
    return out.getvalue()


def _dlq_ids(client: QStash) -> set[str]:
    return {m.dlq_id for m in client.dlq.list().messages}


@pytest.mark.django_db
def test_list_shows_only_this_apps_dead_letters(dead: dict[str, Any]) -> None:
    import json

    listed = json.loads(_command("list", "--json"))["deadLetters"]
    assert [letter["dlqId"] for letter in listed] == [dead["ours"]]
    assert listed[0]["responseStatus"] == 500
    assert listed[0]["pipelineLayer"] == "topics/extract-topic"
    assert dead["ours"] in _command("list")


@pytest.mark.django_db
def test_redrive_delivers_again_and_is_audited(dead: dict[str, Any]) -> None:
    import json

    dead["receiver"].working = True
    report = json.loads(_command("redrive", dead["ours"], "--json", "--as", "ops-alice"))
    assert list(report["redriven"]) == [dead["ours"]]
    _wait_for(lambda: dead["receiver"].accepted, "the re-driven delivery")
    assert json.loads(dead["receiver"].accepted[0]) == {"userId": 1}
    assert _dlq_ids(dead["client"]) == {dead["theirs"]}  # ours left the DLQ, theirs stayed
    entry = AuditLog.objects.get(action="dlq.redrive")
    assert (entry.actor_label, entry.channel, entry.target_id) == ("ops-alice", "cli", dead["ours"])
    assert entry.details["redriven"] == report["redriven"]


@pytest.mark.django_db
def test_redrive_refuses_other_apps_and_unknown_ids(dead: dict[str, Any]) -> None:
    for bad in (
        dead["theirs"],
        "dlq-does-not-exist",
        "../../v2/messages/x",
        "..",
        dead["ours"] + "\n",
    ):
        with pytest.raises(CommandError) as raised:
            _command("redrive", bad)
        assert raised.value.returncode == 4
    assert _dlq_ids(dead["client"]) == {dead["ours"], dead["theirs"]}  # nothing re-driven


@pytest.mark.django_db
def test_redrive_all_takes_only_ours(dead: dict[str, Any]) -> None:
    dead["receiver"].working = True
    assert dead["ours"] in _command("redrive", "--all")
    _wait_for(lambda: dead["receiver"].accepted, "the re-driven delivery")
    assert _dlq_ids(dead["client"]) == {dead["theirs"]}


@pytest.mark.django_db
@pytest.mark.parametrize("args", [("redrive",), ("redrive", "x", "--all"), ("list", "--all")])
def test_bad_input_exits_4(args: tuple[str, ...]) -> None:
    with pytest.raises(CommandError) as raised:
        _command(*args)
    assert raised.value.returncode == 4


@pytest.mark.django_db
def test_qstash_unreachable_exits_3(settings: Any) -> None:
    settings.QSTASH_URL = DEAD_QSTASH
    with pytest.raises(CommandError) as raised:
        _command("list")
    assert raised.value.returncode == 3
    with pytest.raises(CommandError) as raised:
        _command("redrive", "--all")
    assert raised.value.returncode == 3
    assert not AuditLog.objects.exists()  # nothing was done, nothing is audited


# --- the admin -----------------------------------------------------------------------------------

DLQ_PAGE = "/admin/memoryflow/operations/dlq/"
REDRIVE = "/admin/memoryflow/operations/dlq/redrive/"


def test_viewer_sees_but_cannot_redrive(dead: dict[str, Any], viewer: Any) -> None:
    client = client_for(viewer)
    page = client.get(DLQ_PAGE)
    assert page.status_code == 200
    assert dead["ours"] in page.content.decode()
    assert dead["theirs"] not in page.content.decode()
    assert "redrive-selected" not in page.content.decode()
    dead["receiver"].working = True
    assert client.post(REDRIVE, {"dlq_id": dead["ours"]}).status_code == 403
    assert _dlq_ids(dead["client"]) == {dead["ours"], dead["theirs"]}
    assert not AuditLog.objects.filter(action="dlq.redrive").exists()


def test_operator_redrives_selected(dead: dict[str, Any], operator: Any) -> None:
    client = client_for(operator, csrf=True)
    page = client.get(DLQ_PAGE)
    assert "redrive-selected" in page.content.decode()
    dead["receiver"].working = True
    answer = client.post(
        REDRIVE, {"dlq_id": dead["ours"], "csrfmiddlewaretoken": page.context["csrf_token"]}
    )
    assert answer.status_code == 302
    _wait_for(lambda: dead["receiver"].accepted, "the re-driven delivery")
    assert _dlq_ids(dead["client"]) == {dead["theirs"]}
    entry = AuditLog.objects.get(action="dlq.redrive")
    assert (entry.actor_label, entry.channel) == (operator.username, "admin")
    assert "re-driven" in client.get(DLQ_PAGE).content.decode()  # the message, shown once


def test_operator_cannot_redrive_another_apps_letter(dead: dict[str, Any], operator: Any) -> None:
    answer = client_for(operator).post(REDRIVE, {"dlq_id": dead["theirs"]}, follow=True)
    assert "Not this app" in answer.content.decode()
    assert _dlq_ids(dead["client"]) == {dead["ours"], dead["theirs"]}


def test_page_says_when_qstash_is_down(operator: Any) -> None:
    page = client_for(operator).get(DLQ_PAGE)  # the admin tests' default: QStash down
    assert page.status_code == 200
    assert "could not read" in page.content.decode()
    assert client_for(operator).get("/admin/memoryflow/operations/").status_code == 200


def test_a_nul_among_the_ids_still_audits_what_was_re_driven(
    dead: dict[str, Any], operator: Any
) -> None:
    # PostgreSQL refuses NUL in text and jsonb: the audit row of a re-drive that did
    # happen must not be lost to one hostile id beside it.
    dead["receiver"].working = True
    answer = client_for(operator).post(REDRIVE, {"dlq_id": [dead["ours"], "bad\x00id"]})
    assert answer.status_code == 302
    _wait_for(lambda: dead["receiver"].accepted, "the re-driven delivery")
    entry = AuditLog.objects.get(action="dlq.redrive")
    assert list(entry.details["redriven"]) == [dead["ours"]]
    assert entry.details["unknown"] == ["badid"]
