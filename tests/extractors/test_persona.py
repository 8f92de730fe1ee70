"""The template persona composer: deterministic, second person, sectioned; readable diffs."""

from __future__ import annotations

from memoryflow.extractors.base import ExistingMemory
from memoryflow.extractors.persona import (
    PersonaInputs,
    TemplatePersonaComposer,
    readable_diff,
    second_person,
)


def mem(id_: str, layer: str, title: str, **fields: object) -> ExistingMemory:
    return ExistingMemory(id=id_, layer=layer, title=title, summary=title, fields=fields)


IDENTITIES = [
    mem("i1", "identity", "Works as a nurse", identity_type="professional", role="nurse"),
    mem("i2", "identity", "Lives in Lisbon", identity_type="location"),
    mem(
        "i3",
        "identity",
        "Sister lives in Porto",
        identity_type="relationship",
        relationship="sister",
    ),
]
CONTEXTS = [mem("c1", "context", "Writing their thesis on coral reefs", urgency_score=0.3)]
ACTIVITIES = [
    mem("a1", "activity", "Running a half marathon", status="pending", starts_at="2024-05-19")
]
PREFERENCES = [
    mem("p1", "preference", "Prefers short answers", priority=0.7),
    mem("p2", "preference", "Never use emojis", priority=0.9),
]


def inputs(**overrides: object) -> PersonaInputs:
    values: dict[str, object] = dict(
        user_display_name="Ana",
        current_tagline=None,
        current_persona=None,
        identities=IDENTITIES,
        contexts=CONTEXTS,
        activities=ACTIVITIES,
        preferences=PREFERENCES,
        recent_memory_ids=["p2", "a1", "p2"],
    )
    values.update(overrides)
    return PersonaInputs(**values)  # type: ignore[arg-type]


def test_sections_in_second_person() -> None:
    composed = TemplatePersonaComposer().compose(inputs())
    assert composed.persona_markdown == (
        "You are Ana.\n\n"
        "## Who you are\n- You work as a nurse.\n- You live in Lisbon.\n"
        "- Your sister lives in Porto.\n\n"
        "## What you're working on\n- You are writing your thesis on coral reefs.\n\n"
        "## What you've been doing\n- You are running a half marathon (planned for 2024-05-19).\n\n"
        "## How you like answers\n- Never use emojis.\n- You prefer short answers.\n"
    )
    assert composed.tagline == "Ana — Nurse in Lisbon"
    assert composed.change_summary == "First version of the persona."
    assert composed.memory_ids == ("p2", "a1")


def test_same_inputs_in_any_order_give_identical_output() -> None:
    a = TemplatePersonaComposer().compose(inputs())
    b = TemplatePersonaComposer().compose(
        inputs(identities=IDENTITIES[::-1], preferences=PREFERENCES[::-1])
    )
    assert a == b


def test_unchanged_content_says_up_to_date() -> None:
    first = TemplatePersonaComposer().compose(inputs())
    again = TemplatePersonaComposer().compose(
        inputs(current_tagline=first.tagline, current_persona=first.persona_markdown)
    )
    assert not again.differs_from(first.tagline, first.persona_markdown)
    assert again.change_summary.startswith("Up to date")


def test_change_summary_and_diff_name_what_changed() -> None:
    first = TemplatePersonaComposer().compose(inputs())
    moved = [
        IDENTITIES[0],
        mem("i4", "identity", "Lives in Berlin", identity_type="location"),
        IDENTITIES[2],
    ]
    second = TemplatePersonaComposer().compose(
        inputs(
            identities=moved, current_tagline=first.tagline, current_persona=first.persona_markdown
        )
    )
    assert second.differs_from(first.tagline, first.persona_markdown)
    assert "Added: You live in Berlin." in second.change_summary
    assert "Removed: You live in Lisbon." in second.change_summary
    diff = readable_diff(first.persona_markdown, second.persona_markdown)
    assert "-- You live in Lisbon." in diff and "+- You live in Berlin." in diff
    assert diff.startswith("--- previous\n+++ next")


def test_no_memories() -> None:
    composed = TemplatePersonaComposer().compose(PersonaInputs(None, None, None))
    assert composed.persona_markdown.startswith("You are")
    assert "Nothing is known about you yet." in composed.persona_markdown
    assert composed.tagline == "Getting to know you"


def test_second_person() -> None:
    assert second_person("Has two kids") == "You have two kids"
    assert second_person("Is from Brazil") == "You are from Brazil"
    assert second_person("Name is Carla") == "Your name is Carla"
    assert second_person("Dislikes cilantro") == "You dislike cilantro"
    assert second_person("Always answer in Spanish") == "Always answer in Spanish"
