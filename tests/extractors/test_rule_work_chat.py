"""Work and study said the way people chat (`rules/work_chat.py`, the Tagalog job frame
of `rules/foreign_frames.py`, the job nouns of `rules/foreign_jobs.py`): a job taken up
with when after it, shifts before the role, a team function as the role, a job that pays
the rent, a job held until a year, "ex-<job>", a job before "ako", a German job noun in
English; with the look-alikes that must give nothing: questions, wishes, dreams carried
into the next clause, other people, lists that end in "-ist", and a course one teaches
oneself."""

from __future__ import annotations

from datetime import timedelta

import pytest

from memoryflow import layers
from memoryflow.extractors.base import ChatMessage
from memoryflow.extractors.rule_based import RuleBasedExtractor
from tests.extractors.scoring import START, identity_edits


def identity_titles(*user_turns: str) -> list[str]:
    """The identity titles the extractor adds for these user turns, in lower case."""
    messages = [
        ChatMessage(id=f"m{i}", role="user", content=text, created_at=START + timedelta(minutes=i))
        for i, text in enumerate(user_turns)
    ]
    edits = identity_edits(RuleBasedExtractor(), messages, [])
    return [e.item.title.lower() for e in edits if e.item and e.item.layer == layers.IDENTITY]


def _has(titles: list[str], words: tuple[str, ...]) -> bool:
    return any(all(w in t for w in words) for t in titles)


@pytest.mark.parametrize(
    ("said", "words"),
    [
        # a job taken up, with when it began after it (not read as a town)
        ("so i started as a junior copywriter at a travel agency in february", ("works as a junior copywriter", "travel agency")),
        ("got hired as a line cook at a pizzeria in Ghent last week!!", ("works as a line cook", "pizzeria", "ghent")),
        ("i was hired as a lab technician at the university in 2021", ("works as a lab technician", "university")),
        ("going full time as a yoga instructor at the studio on main st", ("works as a yoga instructor", "studio")),
        ("starting as a data analyst at the council on monday, nervous", ("works as a data analyst", "council")),
        # shifts before the role
        ("i work 10h shifts as a care worker so im always tired", ("works as a care worker",)),
        ("i work night shifts as a security guard", ("works as a security guard",)),
        # a team function as the role
        ("im 1st line IT support at a university", ("it support", "university")),
        ("im the only devops at a 12 person agency lol", ("works as a devops", "12 person agency")),
        ("im a senior QA at a bank in Leeds", ("works as a senior qa", "bank")),
        ("i just do tech support stuff", ("works in tech support",)),
        # a job that pays the rent
        ("i paint, but i pay the rent with a bakery job", ("bakery job",)),
        # a job held before
        ("(was a bus driver til 2019) now im retraining", ("worked as a bus driver", "2019")),
        ("ex-nurse here, now doing a coding course", ("worked as a nurse",)),
        ("ex-lehrerin hier, jetzt in rente", ("worked as a teacher",)),
        # a job before "ako" (Tagalog), a German job noun in English
        ("kumusta! accountant ako sa Pasig, need help with a spreadsheet", ("works as an accountant", "pasig")),
        ("hello po, call center agent ako", ("agent",)),
        ("kumusta, caregiver here sa riyadh, 3 yrs na", ("lives in riyadh",)),
        ("moin, ich bin Komponistin für Werbespots", ("works as a composer",)),
        # a teacher of an instrument from home: the instrument, not the aside
        ("i teach cello from home, maybe 15 pupils", ("teacher", "cello")),
        # a job at a shop, its days dropped
        ("i work at a bike shop Tuesday to Saturday", ("works at a bike shop",)),
    ],
)  # fmt: skip
def test_work_said_in_chat_is_read(said: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(said)
    assert _has(titles, words), titles


@pytest.mark.parametrize(
    ("said", "unwanted"),
    [
        # questions and wishes about a job
        ("should i start as a junior dev at a startup?", "junior dev"),
        ("id love to get hired as a pilot someday", "pilot"),
        ("if i got hired as a paramedic would i work 12h shifts?", "paramedic"),
        # a dream, carried into the next clause
        ("my dream is to move to Oslo and work at a record label", "record label"),
        ("i'd love to quit and work at the zoo", "zoo"),
        # other people
        ("my brother started as a mechanic at a garage in june", "mechanic"),
        ("my wife works 12h shifts as a nurse", "works as a nurse"),
        ("shes the only sre at her startup", "sre"),
        # lists, not jobs
        ("ok, just a checklist for the move then", "checklist"),
        ("make me a playlist for running", "playlist"),
        # a course one teaches oneself, the aside after one's pupils
        ("i teach myself guitar from youtube", "teacher"),
        ("i teach piano, mostly adults", "mostly"),
        # Tagalog words before "ako" that are no job
        ("pagod na ako", "works"),
        ("hindi ako sure", "works"),
        ("my tita is a nurse here sa riyadh", "riyadh"),
        # "ex" of a relation or a habit, not a job
        ("ex-smoker here, 2 years clean", "smoker"),
        # the days one works are not part of the shop's name
        ("i work at a bike shop Tuesday to Saturday", "tuesday"),
    ],
)
def test_look_alikes_give_no_job(said: str, unwanted: str) -> None:
    titles = identity_titles(said)
    # a relative's job is theirs ("wife works as a nurse"), never the user's
    assert not any(unwanted in t and not t.startswith(("wife", "brother")) for t in titles), titles


@pytest.mark.parametrize(
    ("said", "words"),
    [
        # a subject studied, with a chat tail after it
        ("i drive for a living and do evening classes, studying law lol", ("studies law",)),
        # a subject switched to at one's university
        ("i dropped chemistry, switching to geography at the same uni", ("studies geography",)),
        # the answer to "and you?" before "i do …"
        ("me i just do IT support, nothing fancy", ("works in it support",)),
    ],
)
def test_studies_and_answers_said_in_chat_are_read(said: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(said)
    assert _has(titles, words), titles


@pytest.mark.parametrize(
    ("said", "unwanted"),
    [
        ("should i switch to geography at the same uni?", "geography"),
        ("my sister is switching to law at the same uni", "law"),
        ("perfect ta", "ta"),
        ("cheers ta", "ta"),
    ],
)
def test_no_study_or_role_from_look_alikes(said: str, unwanted: str) -> None:
    titles = identity_titles(said)
    assert not any(unwanted in t.split() for t in titles), titles


def test_a_reply_picking_an_option_about_something_else_is_no_job() -> None:
    from tests.extractors.test_rule_answer_frames import reply_to

    asked = "Is the flat let by a private landlord or through a letting agent?"
    assert not [t for layer, t in reply_to(asked, "letting agent") if layer == layers.IDENTITY]
    # asked about the user, the same kind of reply is a job
    mine = reply_to("Are you a nurse or a midwife?", "midwife")
    assert any("midwife" in t.lower() for layer, t in mine if layer == layers.IDENTITY), mine
