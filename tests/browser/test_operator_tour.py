"""The operator's tour in a real browser: headless Chromium (Debian's package) driven by
Playwright, against Django's live server and a real QStash (qstash_devserver).

Log in as an operator, press "Dry-run hourly" and read the exact counts; start an extraction
for a user and watch the task's progress bar reach 100%; look at the runs, memories and the
persona. Screenshots go to test-output/screenshots/ (CI keeps them; docs/screenshots/ has
copies for the operator's guide).
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings

from accounts.models import User
from memoryflow.demo.loader import generate_demo_data
from memoryflow.models import AsyncTask, Memory, PersonaDocument, TaskStatus
from memoryflow.querysets import count_users_with_new_topics, count_users_with_stale_persona
from tests.admin.conftest import PASSWORD
from tests.factories import make_message, make_topic

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
STATEMENTS = [
    "I'm a nurse and I work night shifts at the city hospital.",
    "I prefer short answers with bullet points.",
    "I'm moving to Berlin next month with my sister.",
    "I'm working on my thesis about sleep and shift work.",
]
SHOTS = Path(settings.BASE_DIR) / "test-output" / "screenshots"

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.slow,
    # CI sets MEMORYFLOW_REQUIRE_BROWSER=1: there a missing browser is a failure, not a skip.
    pytest.mark.skipif(
        not os.path.exists(CHROMIUM) and not os.environ.get("MEMORYFLOW_REQUIRE_BROWSER"),
        reason="Debian's chromium is not installed (scripts/setup installs it when run as root)",
    ),
]


@pytest.fixture
def browser_page(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    # Playwright's sync API keeps an event loop on this thread between calls; the test's own
    # ORM calls are still plain synchronous code.
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    SHOTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
        page = browser.new_page(viewport={"width": 1280, "height": 860})
        page.set_default_timeout(60_000)
        try:
            yield page
        finally:
            browser.close()


def shot(page: Any, name: str) -> None:
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def test_operator_tour(pipelines, operator, browser_page) -> None:
    page = browser_page
    base = pipelines.live_url
    generate_demo_data(users=24, chatted_ratio=0.5, messages_per_chatted_user=6, seed=5)
    # One demo user talks about themselves in a few new topics: their extraction has
    # something to find, so the tour shows memories and a persona.
    talker = User.objects.filter(chatted_at__isnull=False).order_by("created_at", "id").first()
    assert talker is not None
    for text in STATEMENTS:
        make_message(make_topic(talker, title=text[:40]), content=text)
    expected, stale = count_users_with_new_topics(), count_users_with_stale_persona()
    assert expected > 0

    # Log in as an operator.
    page.goto(f"{base}/admin/login/?next=/admin/memoryflow/operations/")
    page.fill("#id_username", operator.username)
    page.fill("#id_password", PASSWORD)
    page.click("input[type=submit]")
    page.wait_for_selector("#dry-run-hourly")
    shot(page, "01-operations")

    # Dry-run hourly: the page follows the runs and shows the exact counts.
    page.click("#dry-run-hourly")
    page.wait_for_selector('#hourly-result[data-state="finished"]')
    result = page.inner_text("#hourly-result")
    assert result == (
        f"Topics: would process {expected} users · Persona: would process {stale} users"
    )
    assert page.inner_text("#hourly-run-link").startswith("wfr_")
    shot(page, "02-dry-run-result")

    # Extract memories now for one user who chatted: intermediate page, then the task.
    user_id = talker.pk
    page.goto(f"{base}/admin/accounts/user/?q=")
    page.check(f'input[name="_selected_action"][value="{user_id}"]')
    page.select_option('select[name="action"]', "extract_memories_now")
    shot(page, "03-users-action")
    page.click('button[name="index"]')
    page.wait_for_selector("#confirm-action")
    shot(page, "04-extract-form")
    page.click("#confirm-action")
    message = page.wait_for_selector(".messagelist li.success")
    assert "Extraction started for 1 user(s)" in message.inner_text()
    page.click(".messagelist li.success a")

    # The task page refreshes itself until the progress bar is full.
    page.wait_for_selector('.mf-progress[data-percent="100"]')
    task = AsyncTask.objects.get(user_id=user_id)
    assert task.status == TaskStatus.SUCCESS and task.total_topics > 0
    assert page.inner_text(".mf-progress-text") == (
        f"{task.total_topics}/{task.total_topics} topics (100%)"
    )
    assert page.inner_text(".mf-status") == "Success"
    shot(page, "05-task-progress-100")

    # What the run did: the runs page, one run's timeline, the memories, the persona.
    page.goto(f"{base}/admin/memoryflow/workflowrun/?pipeline=topics")
    page.wait_for_selector("#runs")
    shot(page, "06-workflow-runs")
    page.click("#runs tbody tr:first-child td a")
    page.wait_for_selector("#timeline")
    shot(page, "07-run-timeline")
    assert Memory.objects.filter(user_id=user_id).exists()
    page.goto(f"{base}/admin/memoryflow/memory/?q={talker.username}")
    page.wait_for_selector("#result_list")
    shot(page, "08-memories")

    deadline = time.monotonic() + 30
    while not PersonaDocument.objects.filter(user_id=user_id).exists():
        assert time.monotonic() < deadline, "the persona was never written"
        time.sleep(0.3)
    persona = PersonaDocument.objects.get(user_id=user_id)
    page.goto(f"{base}/admin/memoryflow/personadocument/{persona.pk}/change/")
    page.wait_for_selector(".mf-diff")
    shot(page, "09-persona-history")
