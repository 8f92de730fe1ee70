"""Languages and nationality said beside the point (`rules/identity_spoken.py`,
`rules/identity_origin_frames.py`, and a home or language stated before a question in one clause,
`rules/identity_clauses.py`): the "we" of those who speak a language ("in darija we say
'safi'"), a level one is working up from (the learning, not a language spoken: "my spanish
is like A2, i want to get to B1"), and a nationality before what one does ("as a brazilian
frontend dev")."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import identity_titles

SPOKEN = [
    ("mdr ok. in darija we say 'safi' for that", "Speaks Darija"),
    ("in tagalog we say kilig, no english word for it", "Speaks Tagalog"),
    ("we call it kilig in tagalog lol", "Speaks Tagalog"),
    ("haha in polish we just say smacznego", "Speaks Polish"),
    # a level alone, or a course that is over, is still a language spoken
    ("my dutch is A2 at best", "Speaks Dutch"),
    ("my italian is sooo basic, i only did a 2 week course before coming", "Speaks Italian"),
    ("my portuguese is fluent, my husband is learning it", "Speaks Portuguese"),
    ("my french is A2 and my daughter takes lessons", "Speaks French"),
]  # fmt: skip

NOT_SPOKEN = [
    ("in english we say cheers", "Speaks English"),
    ("in spanish they say vale", "Speaks Spanish"),
    ("how do we say thanks in korean?", "Speaks Korean"),
    ("also my spanish is like A2, i want to get to B1 before i leave", "Speaks Spanish"),
    ("my japanese is only N4 so i study every night after work", "Speaks Japanese"),
    ("my german is B1, doing a course to get to B2", "Speaks German"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "title"), SPOKEN)
def test_the_language_is_spoken(text: str, title: str) -> None:
    titles = identity_titles(text)
    assert any(t.startswith(title) for t in titles), titles


@pytest.mark.parametrize(("text", "title"), NOT_SPOKEN)
def test_no_language_spoken(text: str, title: str) -> None:
    assert not any(t.startswith(title) for t in identity_titles(text))


NATIONS = [
    ("been applying to jobs in amsterdam as a brazilian frontend dev, 140 applications", "Is Brazilian"),
    ("working in dubai as a filipino nurse", "Is Filipino"),
    ("sending invoices as a polish freelancer in dublin", "Is Polish"),
]  # fmt: skip

NOT_NATIONS = [
    ("as a french teacher i love this", "Is French"),
    ("as a german speaker it is easy", "Is German"),
    ("she got the job as a polish translator", "Is Polish"),
    ("my wife works as a kenyan diplomat", "Is Kenyan"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "title"), NATIONS)
def test_the_nationality_is_read(text: str, title: str) -> None:
    titles = identity_titles(text)
    assert title in titles, titles


@pytest.mark.parametrize(("text", "title"), NOT_NATIONS)
def test_no_nationality(text: str, title: str) -> None:
    assert title not in identity_titles(text)


STATED_BEFORE_ASKING = [
    ("my mother tongue is tamil tho and the grammar is weirdly kinda similar??", "Speaks Tamil"),
    ("i live in leeds and is it worth getting a car?", "Lives in Leeds"),
    ("i'm from Poland but is pierogi hard to make?", "Is from Poland"),
]  # fmt: skip

ONLY_ASKED = [
    "do you think i live in a nice area and should i move?",
    "is my english ok and can you look at it?",
    "what if i moved to Berlin and learned german?",
]


@pytest.mark.parametrize(("text", "title"), STATED_BEFORE_ASKING)
def test_a_fact_stated_before_the_question_is_kept(text: str, title: str) -> None:
    titles = identity_titles(text)
    assert any(t.startswith(title) for t in titles), titles


@pytest.mark.parametrize("text", ONLY_ASKED)
def test_a_question_states_nothing(text: str) -> None:
    titles = identity_titles(text)
    assert not [t for t in titles if t.startswith(("Lives", "Is from", "Speaks"))], titles
