"""The new-work selections at scale, for bench/eligible_users.py (run that, not this).

Shapes the loaded demo population into "1% of users have new topics": every topic marked
extracted, then the newest chatted topic of every k-th chatted user set back to pending,
and one memory written for every k-th other user (so their persona is stale). The changes
go through the triggers, like any write. Then it times, against the same selection computed
without the markers (EXISTS over topics and messages), the exact counts and a first and a
deep keyset page.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")
Timer = Callable[[Callable[[], T], int], tuple[float, T]]

DEEP_PAGE_GOAL = 1.5
BIG_TABLES = {"users", "topics", "messages", "memories"}

_MEMORY_OFF = (
    "NOT EXISTS (SELECT 1 FROM user_settings s WHERE s.user_id = u.id"
    " AND (s.memory -> 'enabled') = 'false'::jsonb)"
)
BASELINE_NEW_TOPICS = f"""
    SELECT COUNT(*) FROM users u
     WHERE {_MEMORY_OFF}
       AND EXISTS (SELECT 1 FROM topics t
                    WHERE t.user_id = u.id AND t.extraction_status <> 'completed'
                      AND EXISTS (SELECT 1 FROM messages m WHERE m.topic_id = t.id
                                     AND m.role = 'user' AND m.user_id = u.id))"""


def shape_population(*, share: float) -> tuple[int, int]:
    """Make `share` of all users have new topics and as many others a stale persona."""
    from django.db import connection, transaction

    from accounts.models import User
    from memoryflow.querysets import hourly_eligible_users

    users = User.objects.count()
    wanted = max(1, round(users * share))
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(
            "UPDATE topics SET extraction_status = 'completed'"
            " WHERE extraction_status <> 'completed'"
        )
        # Memory enabled, so every user made active or stale is one the selections count.
        chatted = list(hourly_eligible_users().order_by("id").values_list("id", flat=True))
        step = max(1, len(chatted) // wanted)
        active = chatted[::step][:wanted]
        cursor.execute(
            "UPDATE topics SET extraction_status = 'pending' WHERE id IN ("
            " SELECT MAX(id) FROM topics WHERE user_message_count > 0 AND user_id = ANY(%s)"
            " GROUP BY user_id)",
            [active],
        )
        cursor.execute("DELETE FROM memories WHERE fingerprint LIKE 'bench-stale-%%'")
        cursor.execute(
            "UPDATE users SET persona_memory_version = memory_version"
            " WHERE persona_memory_version <> memory_version"
        )
        others = [user_id for user_id in chatted[step // 2 :: step] if user_id not in active]
        cursor.executemany(
            "INSERT INTO memories (user_id, layer, category, type, title, summary, details,"
            " tags, fields, source_message_ids, fingerprint, captured_at, updated_at) VALUES"
            " (%s, 'context', '', '', 't', 's', '', '[]', '{}', '[]', %s, now(), now())",
            [(user_id, f"bench-stale-{user_id}") for user_id in others[:wanted]],
        )
    with connection.cursor() as cursor:
        cursor.execute("VACUUM (ANALYZE) users, topics, memories")
    return len(active), min(len(others), wanted)


def measure(
    *,
    repeat: int,
    page_size: int,
    share: float,
    timed: Timer[Any],
    scalar: Callable[[str], Callable[[], int]],
    explain: Callable[..., None] | None,
) -> list[str]:
    from memoryflow.querysets import (
        UserPage,
        count_chatted_users,
        count_users_with_new_topics,
        count_users_with_stale_persona,
        page_users_with_new_topics,
        page_users_with_stale_persona,
        users_with_new_topics,
        users_with_stale_persona,
    )

    active, stale = shape_population(share=share)
    print(f"\nnew work: {active:,} users with new topics, {stale:,} with a stale persona")
    failures: list[str] = []

    ours_ms, ours = timed(count_users_with_new_topics, repeat)
    base_ms, base = timed(scalar(BASELINE_NEW_TOPICS), repeat)
    chatted_ms, chatted = timed(count_chatted_users, repeat)
    stale_ms, stale_count = timed(count_users_with_stale_persona, repeat)
    print(f"  count_users_with_new_topics        {ours_ms:10.2f} ms  = {ours:,}")
    print(
        f"  without markers (EXISTS)           {base_ms:10.2f} ms  = {base:,}"
        f"   ours/baseline {ours_ms / base_ms:.4f}x"
    )
    print(f"  count_chatted_users                {chatted_ms:10.2f} ms  = {chatted:,}")
    print(f"  count_users_with_stale_persona     {stale_ms:10.2f} ms  = {stale_count:,}")
    if ours != base or ours != active:
        failures.append(f"new-topic counts differ: ours {ours}, baseline {base}, made {active}")
    if stale_count != stale:
        failures.append(f"stale-persona count {stale_count}, made {stale}")
    # The goal: an index read whatever the population, never a scan of a big table.
    for name, queryset in (
        ("new topics", users_with_new_topics()),
        ("stale persona", users_with_stale_persona()),
    ):
        scans = sequential_scans(queryset.values("id").query.sql_with_params())
        print(f"  {name} count plan: {', '.join(scans) or 'index reads only'}")
        if scans:
            failures.append(f"{name}: the count scans {', '.join(scans)}")

    pages: list[tuple[str, Callable[..., UserPage], int]] = [
        ("new topics", page_users_with_new_topics, ours),
        ("stale persona", page_users_with_stale_persona, stale_count),
    ]
    for label, page_of, total in pages:
        cursor, walked, deep_cursor = None, 0, None
        depth = max(0, total - page_size) // page_size * page_size
        while True:
            page = page_of(limit=page_size, after=cursor)
            walked += len(page.ids)
            if walked == depth:
                deep_cursor = page.next_cursor
            if page.next_cursor is None:
                break
            cursor = page.next_cursor
        first_ms, _ = timed(lambda page_of=page_of: page_of(limit=page_size), repeat)  # type: ignore[misc]
        deep_ms, _ = timed(
            lambda page_of=page_of, after=deep_cursor: page_of(limit=page_size, after=after),  # type: ignore[misc]
            repeat,
        )
        print(
            f"  {label:14} first page {first_ms:7.2f} ms · after {depth:,} users"
            f" {deep_ms:7.2f} ms (deep/first {deep_ms / first_ms:.2f}x, goal <= "
            f"{DEEP_PAGE_GOAL}x) · walk covered {walked:,}"
        )
        if deep_ms > DEEP_PAGE_GOAL * first_ms:
            failures.append(f"{label}: deep page {deep_ms / first_ms:.2f}x the first")
        if walked != total:
            failures.append(f"{label}: the walk covered {walked}, the count says {total}")

    if explain is not None:
        for name, queryset in (
            ("count_users_with_new_topics", users_with_new_topics()),
            ("count_users_with_stale_persona", users_with_stale_persona()),
        ):
            sql, params = queryset.values("id").query.sql_with_params()
            explain(f"ours: {name}", f"SELECT COUNT(*) FROM ({sql}) s", params)
        explain("baseline: new topics without markers", BASELINE_NEW_TOPICS)
    return failures


def sequential_scans(sql_params: tuple[str, Any]) -> list[str]:
    """The big tables the count's plan reads with a sequential scan."""
    from django.db import connection

    sql, params = sql_params
    with connection.cursor() as cursor:
        cursor.execute(f"EXPLAIN (FORMAT JSON) SELECT COUNT(*) FROM ({sql}) s", params)
        raw = cursor.fetchone()[0]
    plan = json.loads(raw) if isinstance(raw, str) else raw
    found: list[str] = []

    def walk(node: dict[str, Any]) -> None:
        if node.get("Node Type") == "Seq Scan" and node.get("Relation Name") in BIG_TABLES:
            found.append(node["Relation Name"])
        for child in node.get("Plans", []):
            walk(child)

    walk(plan[0]["Plan"])
    return found
