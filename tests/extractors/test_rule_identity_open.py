"""Identity from open vocabulary and chat around the fact: job nouns the lexicon does not
list, places typed in lowercase, chat before the fact, lists of facts in one breath, short
answers to the assistant's question and first-person frames in other languages. Each class
has varied phrasings that must give the fact (the title must contain every listed word) and
look-alikes that must not give any identity."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import has_all, identity_titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("im a sommelier at a wine bar in porto", ("sommelier",)),
        ("I'm a park ranger in the lake district", ("park ranger",)),
        ("i'm a ferry deckhand, mostly night crossings", ("deckhand",)),
        ("I'm an upholsterer 🛋️ small workshop", ("upholsterer",)),
        ("im a locksmith in leeds", ("locksmith", "leeds")),
        ("I'm a phlebotomist at the county hospital", ("phlebotomist",)),
        ("im a pharmacy techncian at a chemist", ("pharmacy",)),
        ("I'm a stonemason, 20 years now", ("stonemason",)),
        ("im a sign language interpreter", ("interpreter",)),
        ("I'm a dog groomer lol", ("groomer",)),
        ("I'm the office manager at a dental practice", ("office manager",)),
        ("i'm a wedding videographer in cork", ("videographer", "cork")),
        ("im an embalmer, yes really", ("embalmer",)),
        ("I'm a crane operator on a building site", ("crane operator",)),
    ],
)
def test_a_job_noun_the_lexicon_does_not_list(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words), identity_titles(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm a big fan of jazz",
        "im a total night owl",
        "I'm a slow reader",
        "i'm a picky eater tbh",
        "I'm a heavy sleeper",
        "I'm a fast learner",
        "I'm a bit of a perfectionist",
        "im a people pleaser",
        "I'm a complete beginner at this",
        "I'm a regular customer there",
        "my flatmate is a locksmith",
        "if I were a locksmith I'd be rich",
        "are you a sommelier?",
        "I'm a huge believer in naps",
        "I'm a first time buyer",
    ],
)
def test_a_trait_or_someone_else_is_not_a_job(text: str) -> None:
    assert not [t for t in identity_titles(text) if t.startswith("Works as")]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("realistically tho i'm an accountant in derby", ("accountant",)),
        ("honestly though, I'm a welder", ("welder",)),
        ("the funny thing is I'm actually a dentist", ("dentist",)),
        ("haha the thing is i run a bakery", ("bakery",)),
        ("Hello dear. I'm a retired nurse", ("retired",)),
        ("long story short, I'm a mechanic now", ("mechanic",)),
        ("to be honest im a plumber", ("plumber",)),
        ("I actually do run a cafe in Lille", ("cafe", "lille")),
    ],
)
def test_chat_before_the_fact(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words), identity_titles(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("nurse, 29, one kid, divorced", [("nurse",), ("29",), ("kid",), ("divorced",)]),
        ("52, retired, two grown up sons", [("52",), ("retired",), ("sons",)]),
        ("firefighter, married, three teenagers", [("firefighter",), ("married",), ("teenagers",)]),
        ("44, welder on an oil rig, single", [("44",), ("welder",), ("single",)]),
    ],
)
def test_a_list_of_facts_gives_each_item(text: str, expected: list[tuple[str, ...]]) -> None:
    titles = identity_titles(text)
    for words in expected:
        assert has_all(titles, words), (words, titles)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("based in swindon if that matters", ("swindon",)),
        ("we're based in norwich, both work from home", ("norwich",)),
        ("living in Bendigo with my husband", ("bendigo",)),
        ("living with my brother in croydon for now", ("croydon",)),
        ("we just bought a house in Bristol 🎉", ("bristol",)),
        ("i rent a tiny flat in leith", ("leith",)),
    ],
)
def test_where_the_user_lives_in_a_strong_frame(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words), identity_titles(text)


@pytest.mark.parametrize(
    "text",
    [
        "my sister is based in swindon",
        "if we bought a house in Bristol we'd be broke",
        "should we buy a house in Bristol?",
        "im in a meeting",
        "I'm in trouble lol",
    ],
)
def test_look_alikes_of_where_the_user_lives(text: str) -> None:
    assert not [t for t in identity_titles(text) if t.startswith("Lives in")]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("soy enfermera en un hospital de Sevilla", ("nurse",)),
        ("soy profesor de matemáticas", ("teacher",)),
        ("sono di Napoli", ("napoli",)),
        ("lavoro come cameriere a Roma", ("waiter",)),
        ("trabajo como abogado", ("lawyer",)),
        ("tengo dos perros", ("dogs",)),
        ("main software engineer hoon", ("software engineer",)),
        ("je suis infirmière à Lyon", ("nurse",)),
        ("ich bin Lehrerin", ("teacher",)),
    ],
)
def test_first_person_frames_in_other_languages(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words), identity_titles(text)


@pytest.mark.parametrize(
    ("question", "answer", "words"),
    [
        ("what do you do for work?", "sommelier", ("sommelier",)),
        ("What's your job?", "boat mechanic", ("mechanic",)),
        ("where are you based?", "leeds", ("leeds",)),
        ("What do you do?", "tattoo artist, mostly blackwork", ("tattoo artist",)),
    ],
)
def test_a_fragment_answering_the_assistant(
    question: str, answer: str, words: tuple[str, ...]
) -> None:
    titles = identity_titles(("assistant", question), answer)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    "text",
    [
        "my flatmate is a DJ and plays techno all night",
        "my roommate works at Google",
        "my boss is a vegan lol",
        "my best friend lives in Oslo",
        "---------- Forwarded message ---------\nFrom: Sam\nSubject: away\n\nI'm vegan and I live in Oslo",
        "Begin forwarded message:\n\nHi team, I'm a nurse in Leeds and I'm off till Monday",
        "On Tue, 4 Jun 2024 at 09:12, Priya Shah wrote:\nI'm a vegetarian so no ham please",
    ],
)
def test_someone_elses_facts_are_not_the_users(text: str) -> None:
    assert identity_titles(text) == []


def test_the_users_own_words_above_a_forwarded_email_still_count() -> None:
    text = "im a paralegal in hull, see below\n---------- Forwarded message ----------\nI'm vegan"
    assert identity_titles(text) == ["Works as a paralegal in Hull"]
