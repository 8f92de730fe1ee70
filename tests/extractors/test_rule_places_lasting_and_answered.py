"""Where the user is, read from a frame that says they are there for good in any
capitalisation (`rules/whereabouts_frames.py`), and a where-answer read against the question
it answers (`rules/conversation.py`): fresh phrasings, and look-alikes that must give no home."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import identity_titles

LASTING_FRAMES = [
    ("honestly im stuck in swindon with a toddler and no car", "Lives in Swindon"),
    ("we're renting in brno, any tips on deposits", "Lives in Brno"),
    ("im living out here in fresno now", "Lives in Fresno"),
    ("still based in tallinn lol", "Lives in Tallinn"),
    ("its 41 degrees in multan and the power keeps cutting", "Lives in Multan"),
    ("its 2am here in hobart and i cant sleep", "Lives in Hobart"),
    ("we clean offices all over cheshire", "Works all over Cheshire"),
    ("i fit kitchens all over west yorkshire", "Works all over West Yorkshire"),
    ("im officially in glasgow now, new flat and everything", "Lives in Glasgow"),
    ("we're in valencia for good", "Lives in Valencia"),
    # rent paid for a room or home there, something done there every week, a home some
    # way out of a town
    ("1400 a month for a room in utrecht with 4 roommates", "Lives in Utrecht"),
    ("paying 650 pcm for a tiny studio in leith lol", "Lives in Leith"),
    ("i started playing padel 3 times a week in cairo and now my elbow hurts", "Lives in Cairo"),
    ("we do parkrun every saturday in bushy park", "Lives in Bushy Park"),
    (
        "living on a cattle station about 200km out of Alice Springs",
        "Lives about 200km out of Alice Springs",
    ),
    ("we live about 40 miles north of bendigo", "Lives about 40 miles north of Bendigo"),
]

NOT_A_LASTING_PLACE = [
    "im stuck in traffic again",
    "stuck in a rut with my novel",
    "im stuck in frankfurt airport",
    "whats the weather in oslo this week",
    "my brother is stuck in denver",
    "if i was living in lisbon id surf every day",
    "my sister pays 900 a month for a room in leeds",
    "he plays twice a week in leeds",
    "i go to the gym 3 times a week in summer",
    "i run 3 times a week in total",
    "its 200km from paris to lyon",
    "im stuck in bed with flu",
    "my neighbour is an expat in Doha",
    "my uncle is a pilot in Nairobi",
    "im officially in love",
    "im finally in bed",
    "im officially in charge of the rota",
]

ANSWERS = [
    (("Which city are you in?", "graz. and yes i can work weekends"), "Lives in Graz"),
    (("What part of Spain do you live in?", "near malaga"), "Lives near Malaga"),
    (("Where are the hives?", "just outside tartu, on my uncles farm"), "Tartu"),
    (("Where are you based?", "north of scotland, inverness"), "Lives in Inverness"),
]

NOT_AN_ANSWER = [
    ("Which city is the match in?", "madrid"),
    ("Which city are you in?", "not telling lol"),
    ("Where are you based?", "idk yet"),
    ("Where is the venue?", "the old mill"),
]


def _homes(titles: list[str]) -> list[str]:
    return [t for t in titles if t.startswith(("Lives", "Works all over"))]


@pytest.mark.parametrize(("text", "words"), LASTING_FRAMES)
def test_a_lasting_frame_names_where_the_user_is(text: str, words: str) -> None:
    titles = identity_titles(text)
    assert any(words in title for title in titles), titles


@pytest.mark.parametrize("text", NOT_A_LASTING_PLACE)
def test_a_look_alike_frame_gives_no_home(text: str) -> None:
    assert not _homes(identity_titles(text))


@pytest.mark.parametrize(("turns", "words"), ANSWERS)
def test_a_where_answer_is_read_against_its_question(turns: tuple[str, str], words: str) -> None:
    question, reply = turns
    titles = identity_titles(("assistant", question), reply)
    assert any(words in title for title in titles), titles


@pytest.mark.parametrize(("question", "reply"), NOT_AN_ANSWER)
def test_a_reply_to_another_question_gives_no_home(question: str, reply: str) -> None:
    assert not _homes(identity_titles(("assistant", question), reply))


def test_college_is_no_town() -> None:
    assert not [t for t in identity_titles("I'm in College") if "Lives" in t]
