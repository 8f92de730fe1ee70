"""Who the demo users are: their kind, their settings, when they signed up.

The plan is global (so every kind is present even in the tiny preset, with exact counts);
everything a single user says or does is then drawn from that user's own RNG, so a user's
rows do not depend on how the loader chunks its inserts.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from enum import StrEnum

DEMO_USERNAME_PREFIX = "demo-"
DEMO_PASSWORD = "demo"  # documented demo credential, not a secret
DEFAULT_ANCHOR = datetime(2026, 1, 1, tzinfo=UTC)  # the demo's "now": fixed, so seeds repeat


class Kind(StrEnum):
    CHATTED = "chatted"  # user-role messages in own topics: the hourly run's population
    NEVER = "never"  # no topics, no messages
    EMPTY = "empty"  # topics without a single message
    ASSISTANT_ONLY = "assistant_only"  # own topics, but only assistant-side messages
    GUEST = "guest"  # user-role messages only in topics someone else owns


class SettingsVariant(StrEnum):
    NONE = "none"  # no user_settings row at all: counts as enabled
    DEFAULT = "default"  # a row without `memory.enabled`: counts as enabled
    ENABLED = "enabled"  # `memory.enabled` explicitly true
    DISABLED = "disabled"  # `memory.enabled` false: never selected


@dataclass(frozen=True)
class Preset:
    users: int
    chatted_ratio: float
    messages: int


PRESETS: dict[str, Preset] = {
    "tiny": Preset(users=20, chatted_ratio=0.4, messages=200),
    "small": Preset(users=300, chatted_ratio=0.3, messages=4_000),
    "medium": Preset(users=5_000, chatted_ratio=0.2, messages=50_000),
    "large": Preset(users=200_000, chatted_ratio=0.1, messages=1_000_000),
}

SIGNUP_SPAN = timedelta(days=720)
# Shares of each group; every share present gets at least one user so tiny shows them all.
DISABLED_SHARE = 0.08
NO_SETTINGS_SHARE = 0.35
ENABLED_SHARE = 0.3


@dataclass(frozen=True)
class Plan:
    kinds: list[Kind]
    settings: list[SettingsVariant]
    created_at: list[datetime]

    def count(self, kind: Kind) -> int:
        return sum(1 for item in self.kinds if item is kind)

    def chatted_indexes(self) -> list[int]:
        return [index for index, kind in enumerate(self.kinds) if kind is Kind.CHATTED]


def _at_least_one(total: int, share: float, available: int) -> int:
    if available <= 0 or total <= 0:
        return 0
    return min(available, max(1, round(total * share)))


def _kinds(users: int, chatted_ratio: float) -> list[Kind]:
    chatted = min(users, round(users * chatted_ratio))
    if chatted_ratio > 0 and chatted == 0 and users > 0:
        chatted = 1
    rest = users - chatted
    assistant_only = _at_least_one(users, 0.03, rest)
    # Guests write in a chatted user's topic, so they need at least one host.
    guests = _at_least_one(users, 0.02, rest - assistant_only) if chatted else 0
    empty = _at_least_one(users, 0.02, rest - assistant_only - guests)
    never = rest - assistant_only - guests - empty
    return (
        [Kind.CHATTED] * chatted
        + [Kind.ASSISTANT_ONLY] * assistant_only
        + [Kind.GUEST] * guests
        + [Kind.EMPTY] * empty
        + [Kind.NEVER] * never
    )


def _settings_for(group_size: int) -> list[SettingsVariant]:
    disabled = _at_least_one(group_size, DISABLED_SHARE, group_size - 1)
    none = _at_least_one(group_size, NO_SETTINGS_SHARE, group_size - disabled - 1)
    enabled = round((group_size - disabled - none) * ENABLED_SHARE)
    default = group_size - disabled - none - enabled
    return (
        [SettingsVariant.DISABLED] * disabled
        + [SettingsVariant.NONE] * none
        + [SettingsVariant.ENABLED] * enabled
        + [SettingsVariant.DEFAULT] * default
    )


def _signup_times(rng: random.Random, users: int, anchor: datetime) -> list[datetime]:
    """Spread over two years, roughly in id order, with exact ties.

    Ties on created_at are what make the keyset cursor need its id tie-breaker: bulk
    imports share one timestamp, and jitter lets created_at order disagree with id order.
    """
    start = anchor - SIGNUP_SPAN - timedelta(days=2)
    span = SIGNUP_SPAN.total_seconds()
    seconds = [
        max(0, round(span * index / max(users, 1) + rng.gauss(0, 4 * 3600)))
        for index in range(users)
    ]
    for _ in range(max(1, users // 100)):  # bulk imports: consecutive users, one timestamp
        first = rng.randrange(users)
        for index in range(first, min(users, first + rng.randint(3, 12))):
            seconds[index] = seconds[first] - seconds[first] % 3600
    return [start + timedelta(seconds=value) for value in seconds]


def make_plan(*, users: int, chatted_ratio: float, seed: int, anchor: datetime) -> Plan:
    rng = random.Random(seed)
    kinds = _kinds(users, chatted_ratio)
    rng.shuffle(kinds)
    chatted = [index for index, kind in enumerate(kinds) if kind is Kind.CHATTED]
    others = [index for index, kind in enumerate(kinds) if kind is not Kind.CHATTED]
    settings: list[SettingsVariant] = [SettingsVariant.NONE] * users
    # Chatted and non-chatted users each get every variant, so "disabled" matters (it
    # removes chatted users) and is also present where it changes nothing.
    for group in (chatted, others):
        variants = _settings_for(len(group))
        rng.shuffle(variants)
        for index, variant in zip(group, variants, strict=True):
            settings[index] = variant
    created_at = _signup_times(rng, users, anchor)
    # Chatted users sharing a signup second with other chatted users, ids out of order.
    for _ in range(max(1, len(chatted) // 50) if len(chatted) > 1 else 0):
        first, second = sorted(rng.sample(chatted, 2))
        created_at[first] = created_at[second]
    return Plan(kinds=kinds, settings=settings, created_at=created_at)


def user_rng(seed: int, index: int) -> random.Random:
    # Integer seeds are cheap; the multiplier keeps (seed, index) pairs from colliding.
    return random.Random(seed * 1_000_003 + index)
