"""Short replies read in the frame of the assistant's question, each class
written as fresh cases before the rules were changed for it, with look-alikes that must
give nothing: a question asked in the middle of a longer assistant turn, several questions
answered in order, what one studies or does said as a fragment, the name to sign with, a
yes or a date answering a question about an event of one's own, who a thing is for, a
relative the assistant asked about, where one is now when asked if one is still somewhere,
and where-questions asked in another language."""

from __future__ import annotations

from datetime import timedelta

import pytest

from memoryflow import layers
from memoryflow.extractors.base import ChatMessage
from memoryflow.extractors.rule_based import RuleBasedExtractor
from tests.extractors.scoring import START, identity_edits

IDENTITY = layers.IDENTITY
ACTIVITY = layers.ACTIVITY
CONTEXT = layers.CONTEXT


def reply_to(question: str, reply: str) -> list[tuple[str, str]]:
    """What the extractor notes from `reply`, said after the assistant asked `question`."""
    turns = [("assistant", question), ("user", reply)]
    messages = [
        ChatMessage(id=f"m{i}", role=role, content=text, created_at=START + timedelta(minutes=i))
        for i, (role, text) in enumerate(turns)
    ]
    extractor = RuleBasedExtractor()
    found = extractor.extract_topic(messages=messages, layers=layers.CEPA_LAYERS)
    items = [(layer, item.title) for layer, its in found.items.items() for item in its]
    items += [
        (e.item.layer, e.item.title) for e in identity_edits(extractor, messages, []) if e.item
    ]
    return items


def assert_reads(question: str, reply: str, layer: str, words: str) -> None:
    found = reply_to(question, reply)
    assert any(
        found_layer == layer and all(w in title.lower() for w in words.lower().split())
        for found_layer, title in found
    ), (question, reply, found)


def assert_nothing(question: str, reply: str, layer: str) -> None:
    found = reply_to(question, reply)
    assert not [title for found_layer, title in found if found_layer == layer], (reply, found)


# --- The question in the middle of a longer assistant turn --------------------------------


@pytest.mark.parametrize(
    ("question", "reply", "words"),
    [
        ("That coin looks genuine. Where are you located? A dealer nearby could check it.",
         "Tamworth.", "tamworth"),
        ("Hydration matters a lot. Where are you based? Altitude changes things.",
         "mendoza, so yes, altitude", "mendoza"),
        ("Where are you based? I could suggest clubs nearby.", "kigali, kimihurura", "kigali"),
        ("Good plan. What do you do for work? It changes the advice.", "plumber", "plumber"),
        ("Nice. Where are you from originally? Accents vary a lot.", "Cork", "cork"),
    ],
)  # fmt: skip
def test_a_question_inside_a_longer_turn(question: str, reply: str, words: str) -> None:
    assert_reads(question, reply, IDENTITY, words)


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("Where is the error thrown? Paste the trace.", "line 40"),
        ("Where are you stuck? Tell me the step.", "step three"),
        ("I think you are based near the coast. Let me know.", "Tamworth"),
        ("Where are you located? A dealer could check it.", "not sure why that matters"),
    ],
)  # fmt: skip
def test_no_place_from_other_questions(question: str, reply: str) -> None:
    assert_nothing(question, reply, IDENTITY)


# --- Several questions answered in order ---------------------------------------------------


@pytest.mark.parametrize(
    ("question", "reply", "words"),
    [
        ("It depends on where you live. Where do you live, and how old are you?",
         "Halifax. 61 in March.", "halifax"),
        ("It depends on where you live. Where do you live, and how old are you?",
         "Halifax. 61 in March.", "61"),
        ("Where are you based and how old are you?", "perth, 29", "perth"),
        ("Where are you based and how old are you?", "perth, 29", "29"),
        ("How old are you, and what do you do?", "44, a pharmacist", "pharmacist"),
    ],
)  # fmt: skip
def test_several_questions_answered_in_order(question: str, reply: str, words: str) -> None:
    assert_reads(question, reply, IDENTITY, words)


# --- What one studies or does, said as a fragment -----------------------------------------


@pytest.mark.parametrize(
    ("question", "reply", "words"),
    [
        ("Fun! Are you studying or working at the moment?", "midwifery 2nd yr", "midwifery"),
        ("Are you studying or working at the moment?", "final year law", "law"),
        ("Are you a student?", "yes, geology at leeds", "geology"),
        ("What are you studying?", "marine biology", "marine biology"),
        ("What's your role there?", "logistics at a furniture warehouse", "logistics"),
        ("Not necessarily. What's your role there?", "night porter at a hotel in york",
         "night porter"),
        ("What do you do for a living?", "I drive for a courier company", "courier"),
    ],
)  # fmt: skip
def test_studies_and_work_as_a_fragment(question: str, reply: str, words: str) -> None:
    assert_reads(question, reply, IDENTITY, words)


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("Are you studying or working at the moment?", "neither, taking a break"),
        ("What's your role in the story?", "the villain"),
        ("What are you studying for?", "the driving test"),
        ("Which role did you apply for?", "logistics coordinator"),
    ],
)  # fmt: skip
def test_no_studies_or_work_from_look_alikes(question: str, reply: str) -> None:
    assert_nothing(question, reply, IDENTITY)


# --- The name to sign with ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "reply", "words"),
    [
        ("Sure. Whose name should I sign it with?", "tomas berg, apartment 12", "tomas"),
        ("What name should I put at the bottom?", "Ines", "ines"),
        ("Happy to. What name should I sign it with?", "priya", "priya"),
    ],
)  # fmt: skip
def test_the_name_to_sign_with(question: str, reply: str, words: str) -> None:
    assert_reads(question, reply, IDENTITY, words)


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("What name should I give the cat in the story?", "Biscuit"),
        ("Whose name is on the lease?", "my landlord"),
    ],
)  # fmt: skip
def test_no_name_of_ones_own(question: str, reply: str) -> None:
    assert not [t for lay, t in reply_to(question, reply) if "called" in t.lower()]


# --- An event of one's own: a yes or a date answering the question -------------------------


@pytest.mark.parametrize(
    ("question", "reply", "words"),
    [
        ("Are you training for a particular race?", "yes the Lisbon marathon, early october",
         "marathon"),
        ("Is the interview soon?", "yeah friday, panel of three", "interview"),
        ("Are you seeing a dentist about it?", "yes on monday", "dentist"),
        ("Great. Where's the conference?", "Lyon in September, my first talk", "conference"),
        ("Are you planning a party for her?", "yep next saturday, at the park", "party"),
        ("Is the exam soon?", "tomorrow 😭", "exam"),
        ("Do you have a date for the surgery?", "the 14th of may", "surgery"),
    ],
)  # fmt: skip
def test_an_event_answered_with_a_date(question: str, reply: str, words: str) -> None:
    assert_reads(question, reply, ACTIVITY, words)


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("Are you training for a particular race?", "not really, just for fun"),
        ("Is the exam soon?", "no idea yet"),
        ("Are you seeing a dentist about it?", "yes"),
        ("Is the interview soon?", "no, ages away"),
        ("Is the bug reproducible?", "yes every friday"),
        ("Did you enjoy the conference?", "yes last week was great"),
    ],
)  # fmt: skip
def test_no_event_without_a_date(question: str, reply: str) -> None:
    assert_nothing(question, reply, ACTIVITY)


# --- Who the thing is for, and a relative the assistant asked about ------------------------


@pytest.mark.parametrize(
    ("question", "reply", "words"),
    [
        ("Fun! Who's it for?", "my niece", "niece"),
        ("Who is the cake for?", "my grandson Oli, he turns 5", "grandson"),
        ("Do you usually cook for anyone else?", "just me and my flatmate Jo", "flatmate"),
        ("Congratulations! Tell me a little about your son.", "he is an engineer, very calm",
         "son engineer"),
        ("Tell me about your wife.", "she's a midwife in Derby", "wife midwife"),
    ],
)  # fmt: skip
def test_who_it_is_for_and_a_relative_asked_about(question: str, reply: str, words: str) -> None:
    assert_reads(question, reply, IDENTITY, words)


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("Who's it for?", "a client"),
        ("Who is the main character?", "my grandson, but as a dragon"),
        ("Tell me about the hero.", "he is a knight from the north"),
        ("Who's it for?", "not sure yet"),
    ],
)  # fmt: skip
def test_no_relative_from_look_alikes(question: str, reply: str) -> None:
    assert_nothing(question, reply, IDENTITY)


# --- Where one is now, asked if one is still somewhere --------------------------------------


@pytest.mark.parametrize(
    ("question", "reply", "words"),
    [
        ("That sounds hard. Are you still in Doha?", "no, back in goa since march", "goa"),
        ("Are you still living in Berlin?", "nope, moved to hamburg last year", "hamburg"),
        ("Are you still in London?", "yes, still in london", "london"),
    ],
)  # fmt: skip
def test_where_one_is_now(question: str, reply: str, words: str) -> None:
    assert_reads(question, reply, IDENTITY, words)


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("Are you still in the meeting?", "no, back in the office"),
        ("Are you still in Doha?", "no"),
        ("Is the file still in the folder?", "no, in the bin"),
    ],
)  # fmt: skip
def test_no_place_from_still_in_look_alikes(question: str, reply: str) -> None:
    assert not [t for lay, t in reply_to(question, reply) if t.lower().startswith("lives")]


# --- Where-questions asked in another language ---------------------------------------------


@pytest.mark.parametrize(
    ("question", "reply", "words"),
    [
        ("Anotado. ¿En qué ciudad estás, para el clima?", "Temuco, cerca del centro", "temuco"),
        ("¿Dónde vives?", "en Rosario", "rosario"),
        ("Legal! Onde você mora?", "Recife", "recife"),
        ("Très bien. Où habitez-vous ?", "à Nantes", "nantes"),
        ("Und wo wohnen Sie?", "in Kassel", "kassel"),
    ],
)  # fmt: skip
def test_where_asked_in_another_language(question: str, reply: str, words: str) -> None:
    assert_reads(question, reply, IDENTITY, words)
