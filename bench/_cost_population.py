"""The cost benchmark's data: the demo population, its steady state, an hour's new topics,
and the in-process loop that is the lower bound for the pipeline's wall time.

Everything here goes through the ORM and memoryflow's own services, never through a
marker or a selection of memoryflow's, so it holds whatever keeps those up to date.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from datetime import timedelta

from django.core.management import call_command
from django.db.models import Exists, OuterRef, QuerySet
from django.utils import timezone

from accounts.models import User, UserSettings
from memoryflow.demo import corpus
from memoryflow.models import ExtractionStatus, Message, Topic

#: Lines (user and assistant, alternating) in a new topic.
TURNS = 6


def load_demo(*, users: int, chatted_ratio: float, messages: int, seed: int) -> str:
    """`manage.py seed_demo` into the empty database; returns its summary line."""
    started = time.perf_counter()
    call_command(
        "seed_demo",
        users=users,
        chatted_ratio=chatted_ratio,
        messages=messages,
        seed=seed,
        quiet=True,
        stdout=_Discard(),
    )
    return f"seed_demo {users:,} users in {time.perf_counter() - started:.0f} s"


class _Discard:
    def write(self, text: str) -> None:
        pass

    def flush(self) -> None:
        pass


def eligible_user_ids() -> list[int]:
    """The users the source system's hourly run processes, from the rows themselves (not
    from any marker): memory not turned off, and a `user` message in a topic they own."""
    own_user_message = Message.objects.filter(
        topic__user_id=OuterRef("pk"), user_id=OuterRef("pk"), role="user"
    )
    disabled = UserSettings.objects.filter(user_id=OuterRef("pk"), memory__enabled=False)
    users = User.objects.filter(Exists(own_user_message)).exclude(Exists(disabled))
    return sorted(users.values_list("id", flat=True))


def pending_topics() -> QuerySet[Topic]:
    """Topics with a user message of their owner that are not extracted yet."""
    owner_wrote = Message.objects.filter(
        topic_id=OuterRef("pk"), user_id=OuterRef("user_id"), role="user"
    )
    return Topic.objects.exclude(extraction_status=ExtractionStatus.COMPLETED).filter(
        Exists(owner_wrote)
    )


def extract_in_process(work: dict[int, list[int]]) -> float:
    """Extract `work` (user -> topic ids) and compose each user's persona, in this process,
    with memoryflow's services: what one hourly run does for these users, without QStash.
    Returns the seconds it took."""
    from memoryflow.layers import ALL_LAYERS
    from memoryflow.services.extraction import extract_topic_cepa
    from memoryflow.services.extraction_identity import apply_pending_identity
    from memoryflow.services.persona import compose_persona

    started = time.perf_counter()
    for user_id, topic_ids in work.items():
        for topic_id in topic_ids:
            extract_topic_cepa(user_id=user_id, topic_id=topic_id, layers=ALL_LAYERS)
        apply_pending_identity(user_id=user_id)
        compose_persona(user_id=user_id)
    return time.perf_counter() - started


def steady_state() -> dict[str, float | int]:
    """Every eligible user's topics extracted and persona composed: the state a complete
    hourly run leaves behind, reached in-process (see the module docstring of
    hourly_cost.py for why)."""
    users = eligible_user_ids()
    work: dict[int, list[int]] = {user_id: [] for user_id in users}
    # One query, no id list: the large population has more topics than Postgres takes
    # bind parameters.
    for user_id, topic_id in (
        pending_topics().order_by("user_id", "created_at", "id").values_list("user_id", "id")
    ):
        if user_id in work:
            work[user_id].append(topic_id)
    seconds = extract_in_process(work)
    return {
        "users": len(users),
        "topics": sum(len(topics) for topics in work.values()),
        "seconds": round(seconds, 1),
    }


@dataclass
class ActiveHour:
    """The users who chatted in the hour and the topics they started."""

    topics: dict[int, list[int]] = field(default_factory=dict)

    @property
    def users(self) -> list[int]:
        return sorted(self.topics)

    @property
    def topic_ids(self) -> list[int]:
        return sorted(t for ids in self.topics.values() for t in ids)


def pick_active_users(eligible: list[int], *, share: float, minimum: int, seed: int) -> list[int]:
    rng = random.Random(seed)
    count = min(len(eligible), max(minimum, round(len(eligible) * share)))
    return sorted(rng.sample(eligible, count))


def topic_counts(users: list[int], *, seed: int) -> dict[int, int]:
    """1-3 new topics per user; the first user gets 3, so the 3-topic figure always exists."""
    rng = random.Random(seed)
    return {user_id: 3 if index == 0 else rng.randint(1, 3) for index, user_id in enumerate(users)}


def add_new_topics(counts: dict[int, int], *, seed: int) -> ActiveHour:
    """New topics with realistic chat lines (the demo corpus), written as the chat product
    writes them: a topic, then its messages, user and assistant alternating."""
    rng = random.Random(seed)
    now = timezone.now()
    hour = ActiveHour()
    for user_id, count in counts.items():
        persona = corpus.persona_slots(rng)
        for number in range(count):
            started = now - timedelta(minutes=50 - 10 * number)
            topic = Topic.objects.create(
                user_id=user_id,
                title=corpus.topic_title(rng, persona),
                created_at=started,
                updated_at=started,
            )
            Message.objects.bulk_create(
                Message(
                    topic=topic,
                    user_id=user_id,
                    role=role,
                    content=content,
                    created_at=started + timedelta(seconds=20 * turn),
                )
                for turn, (role, content) in enumerate(corpus.conversation(rng, persona, TURNS))
            )
            hour.topics.setdefault(user_id, []).append(topic.id)
    return hour


def unfinished(topic_ids: list[int]) -> dict[int, str]:
    """Of `topic_ids`, those not completed, with their status."""
    rows = Topic.objects.filter(id__in=topic_ids).exclude(
        extraction_status=ExtractionStatus.COMPLETED
    )
    return dict(rows.values_list("id", "extraction_status"))
