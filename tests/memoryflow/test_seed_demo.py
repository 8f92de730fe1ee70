"""`seed_demo`: deterministic, the whole population mix present, selection agrees with brute force."""

from __future__ import annotations

import hashlib
import re
from collections import defaultdict
from io import StringIO
from typing import Any

import pytest
from django.core.management import call_command, load_command_class
from django.core.management.base import CommandError

from accounts.models import User, UserSettings
from memoryflow.demo.corpus import LAYER_TEMPLATES
from memoryflow.demo.loader import generate_demo_data
from memoryflow.demo.population import DEMO_USERNAME_PREFIX
from memoryflow.models import Message, Topic
from memoryflow.querysets import count_hourly_eligible_users, page_hourly_eligible_users

pytestmark = pytest.mark.django_db


def _seed(*args: str) -> str:
    out = StringIO()
    call_command("seed_demo", "--size", "tiny", "--quiet", *args, stdout=out)
    return out.getvalue()


def _content_hash() -> str:
    """Everything generated, read back from the database, without the (non-repeatable) ids."""
    digest = hashlib.sha256()
    settings = {row.user_id: (row.memory, row.general) for row in UserSettings.objects.all()}
    for user in User.objects.order_by("username"):
        digest.update(
            repr(
                (user.username, user.email, user.full_name, user.created_at, settings.get(user.pk))
            ).encode()
        )
    for topic in Topic.objects.select_related("user").order_by("id"):
        digest.update(repr((topic.user.username, topic.title, topic.created_at)).encode())
    for message in Message.objects.select_related("user", "topic__user").order_by("id"):
        digest.update(
            repr(
                (
                    message.user.username,
                    message.topic.user.username,
                    message.topic.title,
                    message.role,
                    message.content,
                    message.created_at,
                )
            ).encode()
        )
    return digest.hexdigest()


Authored = dict[int, list[tuple[int, str]]]


def _facts() -> tuple[Authored, dict[int, bool]]:
    """Per author: (topic owner, role) of each message; per settings row: memory enabled."""
    owner = dict(Topic.objects.values_list("id", "user_id"))
    authored: Authored = defaultdict(list)
    for user_id, topic_id, role in Message.objects.values_list("user_id", "topic_id", "role"):
        authored[user_id].append((owner[topic_id], role))
    enabled = {
        row.user_id: row.memory.get("enabled", True) is not False
        for row in UserSettings.objects.all()
    }
    return dict(authored), enabled


def _brute_force_eligible() -> set[int]:
    """The rule of docs/domain.md#who-is-selected, straight over the rows."""
    authored, enabled = _facts()
    return {
        user_id
        for user_id in User.objects.values_list("id", flat=True)
        if enabled.get(user_id, True)
        and any(owner == user_id and role == "user" for owner, role in authored.get(user_id, []))
    }


def _counts() -> tuple[int, int, int, int]:
    chatted = User.objects.filter(chatted_at__isnull=False).count()
    return User.objects.count(), chatted, Topic.objects.count(), Message.objects.count()


def test_same_seed_gives_the_same_rows_and_another_seed_does_not() -> None:
    _seed()
    first = (_counts(), _content_hash())
    _seed("--reset")
    assert (_counts(), _content_hash()) == first

    _seed("--reset", "--seed", "7")
    assert _content_hash() != first[1]


def test_summary_is_deterministic_too() -> None:
    options: dict[str, Any] = {
        "users": 30,
        "chatted_ratio": 0.3,
        "messages_per_chatted_user": 8.0,
        "seed": 3,
    }
    first = generate_demo_data(**options)
    second = generate_demo_data(**options, reset=True)
    assert first.digest == second.digest
    assert (first.users, first.chatted, first.eligible, first.topics, first.messages) == (
        second.users,
        second.chatted,
        second.eligible,
        second.topics,
        second.messages,
    )
    assert (first.users, first.chatted) == (30, 9)


def test_the_population_mix_is_present() -> None:
    _seed()
    messages, enabled = _facts()
    users = list(User.objects.all())
    chatted = {user.pk for user in users if user.chatted_at is not None}

    assert all(user.username.startswith(DEMO_USERNAME_PREFIX) for user in users)
    assert any(not enabled.get(user_id, True) for user_id in chatted), "chatted but opted out"
    assert any(user.pk not in enabled for user in users), "no settings row"
    assert any(user.pk not in messages for user in users), "never chatted"
    assistant_only = [
        user_id
        for user_id, rows in messages.items()
        if all(role == "assistant" for _, role in rows)
    ]
    assert assistant_only and not chatted & set(assistant_only)
    guests = [
        user_id
        for user_id, rows in messages.items()
        if any(role == "user" for _, role in rows)
        and all(owner != user_id for owner, role in rows if role == "user")
    ]
    assert guests and not chatted & set(guests), "user-role lines only in others' topics"
    signups = [user.created_at for user in users]
    assert len(set(signups)) < len(signups), "ties on created_at"
    assert Topic.objects.filter(messages__isnull=True).exists(), "topics without messages"


def _template_pattern(template: str) -> re.Pattern[str]:
    parts = re.split(r"\{\w+\}", template)
    return re.compile(".+?".join(re.escape(part) for part in parts))


def test_user_lines_carry_real_statements_in_every_layer() -> None:
    _seed()
    lines = list(Message.objects.filter(role="user").values_list("content", flat=True))
    for layer, templates in LAYER_TEMPLATES.items():
        patterns = [_template_pattern(template) for template in templates]
        assert any(pattern.search(line) for pattern in patterns for line in lines), layer
    assert any(line.endswith("?") for line in lines), "questions"
    assert len(set(lines)) > len(lines) // 2, "varied, not a handful of repeated lines"


def test_eligible_count_and_walk_match_brute_force() -> None:
    _seed()
    expected = _brute_force_eligible()
    assert expected
    assert count_hourly_eligible_users() == len(expected)

    walked: list[int] = []
    page = page_hourly_eligible_users(limit=3)
    walked += page.ids
    while page.next_cursor is not None:
        page = page_hourly_eligible_users(limit=3, after=page.next_cursor)
        walked += page.ids
    order = {user.pk: (user.created_at, user.pk) for user in User.objects.all()}
    assert walked == sorted(expected, key=order.__getitem__)


def test_reset_keeps_other_users_and_their_marker() -> None:
    keeper = User.objects.create(username="keeper")
    topic = Topic.objects.create(user=keeper, title="mine")
    Message.objects.create(topic=topic, user=keeper, role="user", content="I'm a nurse.")
    _seed()
    _seed("--reset")
    keeper.refresh_from_db()
    assert keeper.chatted_at is not None
    assert Message.objects.filter(user=keeper).count() == 1
    assert User.objects.exclude(username__startswith=DEMO_USERNAME_PREFIX).count() == 1


def test_refuses_to_load_twice_without_reset() -> None:
    _seed()
    with pytest.raises(CommandError, match="--reset"):
        _seed()


@pytest.mark.parametrize(
    "args",
    [("--chatted-ratio", "nan"), ("--chatted-ratio", "inf"), ("--anchor", "2026-13-01")],
)
def test_a_bad_option_is_a_usage_error_not_a_traceback(args: tuple[str, str], capsys) -> None:
    # From the command line: a ratio of nan failed on round() and a bad --anchor raised
    # a CommandError inside argparse, both printed as tracebacks.
    command = load_command_class("memoryflow", "seed_demo")
    with pytest.raises(SystemExit) as raised:
        command.run_from_argv(["manage.py", "seed_demo", "--quiet", *args])
    assert raised.value.code == 2
    assert args[0] in capsys.readouterr().err
    assert not User.objects.exists()
