"""Identity taken back, by class of phrasing: leaving a job (laid off, notice handed in, a job
stopped by what one did in it), a pet that died, a diet given up, a move away, a divorce
made final, a degree finished. Each case names the stored memories and which of them the
message takes back; the look-alikes take back nothing. Also the identity look-alikes that
must give no fact: a greeting or thanks before a word that looks like a job, a bare number
answering a question that is not about age, a month after "moved out", a herd counted
after a farming job, and job nouns in another language, which come out in English."""

from __future__ import annotations

import pytest

from memoryflow.extractors.rule_based import RuleBasedExtractor
from tests.extractors.scoring import identity_edits, stored_identity, taken_back
from tests.extractors.test_rule_identity_classes import has_all, identity_titles
from tests.extractors.test_rule_reading import chat

# id -> (title, identity type), as an earlier run would have stored them
STORED = {
    "job_at": ("Works at Halvorsen Shipping", "professional"),
    "role_at": ("Works as a line cook at Maison Brel", "professional"),
    "role": ("Works as an interpreter", "professional"),
    "driver": ("Works as a courier", "professional"),
    "depot": ("Works at a depot", "professional"),
    "pet": ("Has a rabbit named Clover", "personal"),
    "dog": ("Has a dog", "personal"),
    "vegan": ("Is vegan", "personal"),
    "veggie": ("Is vegetarian", "personal"),
    "home": ("Lives in Trondheim", "location"),
    "married": ("Is married to Anil", "relationship"),
    "student": ("Is a student at Ghent University", "personal"),
}


def retracted(*turns: str | tuple[str, str]) -> set[str]:
    """Which stored memories the conversation takes back (removed or replaced)."""
    existing = [stored_identity(key, *value) for key, value in STORED.items()]
    return set(taken_back(identity_edits(RuleBasedExtractor(), chat(*turns), existing)))


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        # leaving an employer, whatever the verb, with or without "I"
        ("got made redundant from Halvorsen Shipping last week", {"job_at"}),
        ("i handed in my notice at halvorsen shipping yesterday", {"job_at"}),
        ("I was let go by Halvorsen Shipping in february", {"job_at"}),
        ("took voluntary redundancy from halvorsen shipping", {"job_at"}),
        ("put in my notice at Maison Brel, last shift is friday", {"role_at"}),
        ("so I got laid off from maison brel on monday. 2 years gone", {"role_at"}),
        ("got sacked from the depot lol", {"depot"}),
        ("I'm not at Halvorsen Shipping anymore", {"job_at"}),
        # the job itself, named by what it was
        # (which job is not told, so every job held at a workplace goes)
        (
            "update: quit the kitchen job, starting somewhere new in june",
            {"job_at", "role_at", "depot"},
        ),
        ("I lost my job last month", {"job_at", "role_at", "depot"}),
        # a job stopped by what one did in it
        ("i stopped interpreting last year, burnt out", {"role"}),
        ("I gave up couriering, my knees are done", {"driver"}),
        ("i'm not an interpreter anymore", {"role"}),
        ("no longer a courier, thank god", {"driver"}),
        # a wry emoji does not turn a plain update into sarcasm
        ("update: I'm no longer an interpreter 🙃", {"role"}),
        # a pet that died, by name or by kind
        ("clover died on sunday, she was 9 😢", {"pet"}),
        ("our rabbit Clover passed away last night", {"pet"}),
        ("we had to put clover down yesterday", {"pet"}),
        ("my dog passed away in march", {"dog"}),
        # a diet given up, said any of the usual ways
        ("so i gave up being vegan after two years", {"vegan"}),
        ("not really vegetarian anymore tbh", {"veggie"}),
        ("i eat meat again now", {"vegan", "veggie"}),
        ("started eating fish again, doctor's orders", {"vegan", "veggie"}),
        # moving away
        ("we've moved north to Bodø to be near my parents", {"home"}),
        ("we moved away from Trondheim in the spring", {"home"}),
        # a divorce made final, a degree finished
        ("the divorce was finalised on friday", {"married"}),
        ("anil and i finalised the divorce last week", {"married"}),
        ("i got divorced last year", {"married"}),
        ("finally graduated from Ghent University 🎓", {"student"}),
        ("I finished my degree in june", {"student"}),
    ],
)
def test_a_fact_taken_back_removes_the_stored_memory(text: str, gone: set[str]) -> None:
    assert retracted(text) == gone


@pytest.mark.parametrize(
    "text",
    [
        # someone else, a wish, a question, a plan, a passing trip
        "my brother got laid off from Halvorsen Shipping",
        "i might quit my job at Maison Brel",
        "should i hand in my notice at halvorsen shipping?",
        "if i get made redundant i'll retrain",
        "i left the depot early today",
        "we left Trondheim at 6am for the ferry",
        # not the job: a habit, a gym, a break
        "i stopped smoking in january",
        "i quit the gym, too expensive",
        "I stopped reading the news",
        "took a break from interpreting for the summer",
        # another animal, another person, a plant
        "my neighbour's dog died",
        "my basil died again lol",
        "my grandad died when i was 12",
        # a diet kept, a food mentioned
        "i eat fish sometimes but never meat",
        "still vegan, still loving it",
        "my sister is not vegetarian anymore",
        # marriage and study, still so
        "my parents finalised their divorce when i was 10",
        "I'm graduating next year",
        "my son finally graduated from college",
    ],
)
def test_look_alikes_take_nothing_back(text: str) -> None:
    assert retracted(text) == set()


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("je suis boulangère à Rennes", ("baker", "Rennes")),
        ("soy carpintero en Cuenca", ("carpenter", "Cuenca")),
        ("sono farmacista a Bologna", ("pharmacist", "Bologna")),
        ("ich bin Elektriker in Graz", ("electrician", "Graz")),
        ("sou cabeleireira em Braga", ("hairdresser", "Braga")),
        ("je suis comptable", ("accountant",)),
    ],
)
def test_job_nouns_in_another_language_come_out_in_english(
    text: str, words: tuple[str, ...]
) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    "turns",
    [
        # thanks or a greeting before a job word is someone addressed
        ("thanks coach 😂",),
        ("gracias profe",),
        ("cheers doc, that helps",),
        ("merci chef!",),
        ("asante teacher",),
        # a bare number answering something that is not an age
        (("assistant", "How many tomatoes did the plant give?"), "31"),
        (("assistant", "What's the water temperature?"), "24"),
        # a month or a day after "moved out" is when, not where
        ("I moved out in March and the landlord kept my deposit",),
        ("we moved out on Saturday",),
    ],
)
def test_identity_look_alikes_give_no_fact(turns: tuple[str | tuple[str, str], ...]) -> None:
    assert identity_titles(*turns) == []


@pytest.mark.parametrize(
    ("turns", "words"),
    [
        ((("assistant", "How old are you, if you don't mind me asking?"), "41"), ("41",)),
        (("38, nurse, two kids, live in Cork",), ("38",)),
        (("dairy farmer in Taranaki, 300 cows",), ("dairy farmer",)),
        (("we've got three goats and a donkey",), ("goats",)),
    ],
)
def test_the_same_words_in_a_true_frame_still_give_the_fact(
    turns: tuple[str | tuple[str, str], ...], words: tuple[str, ...]
) -> None:
    titles = identity_titles(*turns)
    assert has_all(titles, words), titles


def test_a_herd_after_a_farming_job_is_not_a_hobby() -> None:
    titles = identity_titles("dairy farmer in Taranaki, 300 cows, calving starts soon")
    assert not any(t.startswith("Keeps") for t in titles), titles


def test_a_degree_finished_replaces_being_a_student() -> None:
    existing = [stored_identity("s", "Is a student at Ghent University", "personal")]
    [edit] = identity_edits(RuleBasedExtractor(), chat("finally graduated from Ghent 🎓"), existing)
    assert (edit.action, edit.mode, edit.target_id) == ("update", "replace", "s")
    assert edit.item is not None and "Graduated" in edit.item.title
