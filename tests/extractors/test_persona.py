"""The template persona composer: deterministic, second person, sectioned, nothing said
twice; readable diffs; the inputs' fingerprint."""

from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest

from memoryflow.extractors.base import ExistingMemory
from memoryflow.extractors.persona import (
    PersonaInputs,
    TemplatePersonaComposer,
    persona_inputs_fingerprint,
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
        "## How you like answers\n- You want me to never use emojis.\n"
        "- You prefer short answers.\n"
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
    assert second_person("Always answer in Spanish") == "You want me to always answer in Spanish"
    assert second_person("Do not use bullet points") == "You want me not to use bullet points"
    assert second_person("Writing their thesis") == "You are writing your thesis"
    assert second_person("Quit their job at Acme") == "You quit your job at Acme"
    assert second_person("The user is a nurse") == "You are a nurse"
    assert second_person("Allergic to peanuts") == "You are allergic to peanuts"
    assert second_person("Studies law") == "You study law"
    assert second_person("I'm a welder") == "You're a welder"
    assert second_person("Dog owner") == "You are described as: dog owner"


def test_a_title_with_a_pronoun_for_its_subject_is_in_the_second_person() -> None:
    """A model that ignores the style writes "She works as a nurse": that is the user too."""
    assert second_person("She works as a nurse") == "You work as a nurse"
    assert second_person("He is from Brazil") == "You are from Brazil"
    assert second_person("They live in Lisbon") == "You live in Lisbon"
    assert second_person("Her sister lives in Porto") == "Your sister lives in Porto"
    assert second_person("His dog is called Rex") == "Your dog is called Rex"
    assert second_person("Shepherd by trade") == "You are described as: shepherd by trade"


def test_the_users_own_words_inside_a_title_are_in_the_second_person() -> None:
    """The rule-based extractor keeps the user's "my" in some titles ("Works at my uncle's
    garage"): the persona said "You work at my uncle's garage"."""
    assert second_person("Works at my uncle's garage") == "You work at your uncle's garage"
    assert second_person("Went to Rome by myself") == "You went to Rome by yourself"
    # "Me" there is the assistant, as in the persona's own "You want me to …".
    assert second_person("Wants me to use metric units") == "You want me to use metric units"


def test_the_user_asking_the_assistant_is_you_throughout() -> None:
    """The rule-based extractor writes requests as "Asks the assistant not to ask them
    follow up questions": "them" after "the assistant" is the user, and the persona said
    "You ask the assistant not to ask them follow up questions"."""
    assert (
        second_person("Asks the assistant not to ask them follow up questions")
        == "You ask the assistant not to ask you follow up questions"
    )
    assert (
        second_person("Asks the assistant to always write them simple words")
        == "You ask the assistant to always write you simple words"
    )
    # Before "the assistant", "them" is someone else's.
    assert second_person("Visits them on Sundays") == "You visit them on Sundays"


# Titles and fields the way the extractors write them, including the awkward ones: noun
# phrases, requests to the assistant, first person left in, "their", the same fact twice
# in other words, a name that repeats the display name, a summary that only repeats its
# title.
def told(id_: str, layer: str, title: str, **fields: object) -> ExistingMemory:
    """A memory whose summary is a sentence about "the user", as the extractors write it."""
    summary = f"The user {title[:1].lower()}{title[1:].rstrip('.')}."
    return ExistingMemory(id=id_, layer=layer, title=title, summary=summary, fields=fields)


MIXED = PersonaInputs(
    user_display_name="Ana",
    current_tagline=None,
    current_persona=None,
    identities=[
        told("i1", "identity", "Works as a welder at a shipyard", identity_type="professional"),
        told("i2", "identity", "Name is Ana", identity_type="personal"),
        told("i3", "identity", "works as a welder at a shipyard.", identity_type="professional"),
        told("i4", "identity", "Dog owner", identity_type="personal"),
        told("i5", "identity", "I'm vegetarian", identity_type="personal"),
        told("i6", "identity", "The user's sister lives in Porto", identity_type="relationship"),
    ],
    contexts=[
        told("c1", "context", "Thesis deadline", current_status="drafting chapter 2"),
        told("c2", "context", "Writing their thesis on coral reefs", current_status="in progress"),
    ],
    activities=[
        told("a1", "activity", "Piano recital", status="pending", starts_at="2024-06-01T18:00"),
        told("a2", "activity", "Visited their parents", status="done", location="Faro"),
        told("a3", "activity", "Went hiking in the Alps", status="done", location="Alps"),
    ],
    preferences=[
        told("p1", "preference", "Never use emojis", priority=0.9),
        told("p2", "preference", "Metric units", priority=0.5),
        told("p3", "preference", "Please keep answers short", priority=0.8),
        told("p4", "preference", "Prefers short answers", priority=0.7),
    ],
    recent_memory_ids=["p1", "a1"],
)


def bullets(markdown: str) -> list[str]:
    return [line[2:] for line in markdown.splitlines() if line.startswith("- ")]


def test_every_line_is_in_the_second_person() -> None:
    persona = TemplatePersonaComposer().compose(MIXED).persona_markdown
    lines = bullets(persona)
    assert len(lines) >= 12
    for line in lines:
        assert re.match(r"^(?:You|Your|You're)\b", line), line
    assert not re.search(r"\b(?:the user|their|they|I'm|my)\b", persona, re.I), persona
    assert "- You have a piano recital (planned for 2024-06-01 18:00)." in persona
    assert "- You visited your parents (in Faro)." in persona
    assert "- You went hiking in the Alps." in persona  # the place is in the title already
    assert "- You are dealing with a thesis deadline (status: drafting chapter 2)." in persona
    assert "- You prefer: metric units." in persona


def test_nothing_is_said_twice() -> None:
    persona = TemplatePersonaComposer().compose(MIXED).persona_markdown
    keys = [re.sub(r"[^\w]+", " ", line.lower()).strip() for line in bullets(persona)]
    assert len(keys) == len(set(keys)), persona
    assert persona.count("welder") == 1
    assert "name is Ana" not in persona  # the opening line says it
    assert not any(m.summary in persona for m in MIXED.identities)  # not pasted


def test_same_memories_give_byte_identical_text() -> None:
    reference = TemplatePersonaComposer().compose(MIXED)
    rng = random.Random(7)
    for _ in range(10):

        def shuffled(memories):
            # Same content under other ids (another database) and in another order.
            renamed = [replace(m, id=f"x{rng.randrange(10**6)}") for m in memories]
            return rng.sample(renamed, len(renamed))

        other = replace(
            MIXED,
            identities=shuffled(MIXED.identities),
            contexts=shuffled(MIXED.contexts),
            activities=shuffled(MIXED.activities),
            preferences=shuffled(MIXED.preferences),
        )
        composed = TemplatePersonaComposer().compose(other)
        assert composed.persona_markdown == reference.persona_markdown
        assert composed.tagline == reference.tagline


def test_inputs_fingerprint() -> None:
    base = persona_inputs_fingerprint(MIXED)
    assert re.fullmatch(r"[0-9a-f]{64}", base)
    # The current persona is not an input of the fingerprint; the order of memories is not.
    assert (
        persona_inputs_fingerprint(
            replace(MIXED, current_persona="You are Ana.", current_tagline="Ana")
        )
        == base
    )
    assert (
        persona_inputs_fingerprint(replace(MIXED, preferences=list(reversed(MIXED.preferences))))
        == base
    )
    # Nor are the memory ids, which no composer reads.
    assert persona_inputs_fingerprint(replace(MIXED, recent_memory_ids=["a1", "p1"])) == base
    renamed = [replace(m, id=f"x{m.id}") for m in MIXED.identities]
    assert persona_inputs_fingerprint(replace(MIXED, identities=renamed)) == base
    changed = [
        replace(MIXED, user_display_name="Ann"),
        replace(MIXED, identities=MIXED.identities[1:]),
        replace(MIXED, activities=[replace(MIXED.activities[0], title="Piano concert")]),
        replace(
            MIXED,
            preferences=[replace(MIXED.preferences[1], fields={"directive": "x", "priority": 0.6})],
        ),
        replace(MIXED, contexts=[replace(MIXED.contexts[0], id="c9")]),
    ]
    prints = [persona_inputs_fingerprint(inputs) for inputs in changed]
    assert base not in prints and len(set(prints)) == len(prints)


@pytest.mark.parametrize("name", [None, "Ana"])
def test_empty_inputs_are_still_in_the_second_person(name: str | None) -> None:
    persona = TemplatePersonaComposer().compose(PersonaInputs(name, None, None)).persona_markdown
    assert all(
        line.startswith(("You", "Nothing is known about you"))
        for line in persona.split("\n")
        if line
    )


def test_a_field_with_a_line_break_stays_on_its_memorys_line() -> None:
    """A model's field can end in a newline ("Lisbon\\n"): the line broke in two, and the
    persona had a line ")." of its own."""
    dentist = told("a", "activity", "Dentist appointment", status="pending", location="Lisbon\n")
    tests = told("c", "context", "Blood test", current_status="Waiting\nfor results")
    inputs = PersonaInputs("Ana", None, None, activities=[dentist], contexts=[tests])
    persona = TemplatePersonaComposer().compose(inputs).persona_markdown
    assert "- You have a dentist appointment (in Lisbon)." in persona
    assert "- You are dealing with a blood test (status: Waiting for results)." in persona


def test_a_habit_told_with_an_adverb_is_yours_not_a_request() -> None:
    """The extractors write habits as "Always runs in the morning before work": the persona
    said "You want me to always runs in the morning before work", a request to the
    assistant that was never made, and "Usually paints alone" became "You are described
    as: usually paints alone". A bare verb after the adverb is still a request."""
    assert (
        second_person("Always runs in the morning before work")
        == "You always run in the morning before work"
    )
    assert second_person("Mostly does balayage and curly cuts") == (
        "You mostly do balayage and curly cuts"
    )
    assert second_person("Usually paints alone") == "You usually paint alone"
    assert second_person("Often explains things in French") == "You often explain things in French"
    assert second_person("Only eats halal") == "You only eat halal"
    assert second_person("Never drinks coffee after noon") == "You never drink coffee after noon"
    assert second_person("Cannot drive") == "You cannot drive"
    assert second_person("Always answer in Spanish") == "You want me to always answer in Spanish"
    assert second_person("Never use emojis") == "You want me to never use emojis"


def test_they_inside_a_title_about_the_user_is_you() -> None:
    """ "Has been writing poetry since they were a teenager": the persona kept "they" for
    the user in the middle of a "You" line. Someone else's "they" stays theirs."""
    assert (
        second_person("Has been writing poetry since they were a teenager")
        == "You have been writing poetry since you were a teenager"
    )
    assert (
        second_person("Prefers answers with sources they can check")
        == "You prefer answers with sources you can check"
    )
    assert (
        second_person("Finds that they wake at three most mornings")
        == "You find that you wake at three most mornings"
    )
    assert second_person("Learning German but they've stalled") == (
        "You are learning German but you've stalled"
    )
    assert second_person("Kids are 5 and 7 and they love Lego") == (
        "Your kids are 5 and 7 and they love Lego"
    )


def test_a_tagline_taken_from_a_context_is_in_the_second_person() -> None:
    """With no role or home known, the tagline is the first context's title, which the
    extractors write in the third person: "Ana — Writing their thesis on coral reefs"
    stood above "You are writing your thesis on coral reefs"."""
    composed = TemplatePersonaComposer().compose(
        inputs(identities=[], contexts=CONTEXTS, activities=[], preferences=[])
    )
    assert composed.tagline == "Ana — Writing your thesis on coral reefs"
    thesis = mem("c2", "context", "The user's thesis on coral reefs", urgency_score=0.3)
    composed = TemplatePersonaComposer().compose(
        inputs(user_display_name="", identities=[], contexts=[thesis])
    )
    assert composed.tagline == "Your thesis on coral reefs"
